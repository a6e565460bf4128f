// Package ann is `evibench ann`: a side-by-side approximate nearest
// neighbour benchmark of EviCortex's hnsw package (float32 and int8)
// against brute force, github.com/coder/hnsw in-process, and — when
// .venv/bin/python exists (make peers) — hnswlib and FAISS IndexHNSWFlat
// through bench/peers/ann_peers.py, all on the same data, queries, M,
// efConstruction and ef sweep. It reports recall@1/10/100, single-thread
// and all-core QPS, p50/p99 latency, build time, bytes on disk and RSS,
// plus filtered recall/QPS at several selectivities, and checks the gates
// in bench/ann/gates.json.
//
// Main is the only export; nothing here is safe for concurrent use.
package ann
