// Package lexical is `evibench lexical`: it builds EviCortex's postings
// index and peer BM25 engines over the same documents, runs the same
// queries single-threaded, and reports build speed, index size, latency,
// throughput and top-10 agreement with an exhaustive BM25 scorer that uses
// the postings analyzer and quantized norms.
//
// Engines: evicortex-postings, bleve (v2, scorch, BM25 scoring, English
// analyzer) and, when .venv/bin/python exists, bm25s and tantivy through
// bench/peers/lexical_peers.py, which receive the same pre-analyzed token
// streams. Entry point: Main.
package lexical
