// Package baseline defines System, the interface every benchmarked memory
// system implements, and the two baselines EviCortex is compared with:
//
//   - ChunkBM25 ("fixed-chunk-bm25"): per namespace, the turns in
//     chronological order are cut into chunks of at most N estimator tokens
//     with O tokens of overlap (Split), indexed with postings (stop words and
//     stemming on, as the engine), and the top BM25 chunks are packed whole
//     into the token budget, charging each chunk the estimator's cost plus
//     the engine's per-item overhead.
//   - ChunkDense ("fixed-chunk-dense"): the same chunks embedded by a
//     dense.Encoder, exact cosine scan, packed the same way.
//   - Recency ("recency"): the latest turns that fit the budget.
//
// tuned.json holds the chunk configs the grid search picked on each dataset
// family's dev data (FrozenConfigs); evaluation uses them as frozen.
//
// Every system is scored by package metrics with the same rules. Systems are
// not safe for concurrent use: the runner calls them from one goroutine.
package baseline
