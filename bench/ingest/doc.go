// Package ingest is `evibench ingest`: write throughput of the engine's
// RememberBatch against a bare prepared INSERT of the same rows, in batches
// of the same size, each batch one transaction, in SQLite files opened with
// the ledger's pragmas (WAL, synchronous=FULL, foreign_keys, secure_delete,
// busy_timeout, BEGIN IMMEDIATE) by the same driver (modernc.org/sqlite).
//
// Both sides write the same SQLite file: each run the engine fills a fresh
// file and closes it, then the bare side adds a table shaped like the
// ledger's evidence table (same columns, the same UNIQUE id and (ns_id, seq)
// index) and does the per-row work a caller cannot skip (SHA-256 and an
// id). The engine also writes its journal, namespaces and projections. The
// target is an engine cost of at most twice the bare cost (ratio <= 2);
// --repeat runs each side several times and the median counts.
package ingest
