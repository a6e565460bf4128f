// Package ann is `evibench ann`: a side-by-side approximate nearest
// neighbour benchmark of EviCortex's hnsw package (float32, float32 with
// the int8 code bound, and int8)
// against brute force, github.com/coder/hnsw in-process, and — when
// .venv/bin/python exists (make peers) — hnswlib and FAISS IndexHNSWFlat
// through bench/peers/ann_peers.py, all on the same data, queries, M,
// efConstruction and ef sweep. It reports recall@1/10/100, single-thread
// and all-core QPS, p50/p99 latency, build time, bytes on disk and RSS,
// plus filtered recall/QPS at several selectivities, and checks the gates
// in bench/ann/gates.json. With --bandwidth it also probes the machine's
// memory bandwidth (stream.go) and reports what each engine's queries read
// and the bandwidth that draws at recall 0.95.
//
// Datasets: synthetic Gaussian mixtures, .fvecs/.npy files, or --dataset
// real: the real-embedding set `evibench ann-real` (EmbedMain, make
// ann-real) builds under build/ann-real from LoCoMo, MSC personas and the
// lexical scale corpus with the pinned default encoder.
//
// Main and EmbedMain (with its NewEncoder hook) are the exports; nothing
// here is safe for concurrent use.
package ann
