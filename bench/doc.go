// Package bench groups the cross-system benchmarks run by evibench.
//
// bench is its own Go module (bench/go.mod, with a replace directive to the
// repository root), so the benchmarks' peers and corpora (bleve, coder/hnsw)
// are requirements of this module only, never of the product's go.mod. The
// evibench command is bench/cmd/evibench; `make build-go` and `make bench`
// put it in bin/.
//
// Subpackages:
//
//   - synth: a deterministic synthetic streaming memory workload (users whose
//     facts change over time, distractor small talk, questions with gold
//     evidence).
//   - baseline: the System interface shared by every benchmarked system, plus
//     the fixed-chunk BM25 RAG and recency baselines.
//   - metrics: evidence recall, recall@k, temporal and abstention accuracy,
//     latency percentiles and seeded bootstrap confidence intervals.
//   - memory: `evibench memory`, EviCortex against the baselines under the
//     same data, estimator and token budget.
//   - cognitive: `evibench cognitive`, the cognitive layer (issue 15): a
//     generated state-dependent scenario suite against the state-blind
//     engine and the baselines, feedback rounds, and the latency of state
//     and associative recall beside plain recall.
//   - ingest: `evibench ingest`, engine write throughput against bare SQLite
//     inserts with the ledger's pragmas.
//   - locomo: the one reader of LoCoMo conversation files and MSC personas,
//     shared by memory, lexical and encode.
//
// Speed targets live in evibench reports and gates, never in unit tests.
package bench
