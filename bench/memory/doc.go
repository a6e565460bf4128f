// Package memory is `evibench memory`: EviCortex against the fixed-chunk
// BM25 RAG and recency baselines on the same workload, estimator
// (fuse.DefaultEstimator) and token budget, with the engine's per-item
// overhead charged to every system.
//
// The synthetic workload (package synth) is replayed in order into each
// system; the engine receives the structured claims the workload carries
// (the application supplies them, as seed §6 describes) and the baselines
// receive the same turn texts. Every system is scored by package metrics.
// The BM25 chunk size and overlap are grid-searched on seed 1 (TuneChunks)
// unless --chunk fixes them; when the evaluation seed is 1 the baseline is
// tuned on the test questions, which can only favour it.
//
// Usage:
//
//	evibench memory                                  # seed 1, 8 users, budget 512, tables
//	evibench memory --budget 256,512,1024 --json --out report.json
//	evibench memory --scale                          # one namespace, >= 10,000 turns
//	evibench memory --dataset locomo                 # ../shared/data LoCoMo subset
//	evibench memory --gate                           # exit non-zero unless the engine wins
//
// On --dataset locomo the answers are free text, so temporal accuracy is
// n/a and the gate checks evidence recall only; the chunk grid is then
// tuned on the evaluation questions themselves (there is no other seed).
//
// Main is safe to call from several goroutines only with distinct writers.
package memory
