// Package engine is the public Go API of EviCortex: an evidence-first memory
// for AI agents.
//
// The core types are Engine (an open memory), Observation (evidence to
// remember, optionally with structured claims), Query (a recall request with
// a hard token budget and as-of / known-at times) and capsule.Capsule (the
// ranked, cited, budget-bounded answer).
//
//	e, err := engine.Open("memory.db", engine.Options{})
//	r, err := e.Remember(ctx, engine.Observation{Namespace: "demo/u1",
//		Content: "I switched from light mode to dark mode today.",
//		Source: "chat/s7/t12", OccurredAt: t,
//		Claims: []engine.ClaimInput{{Subject: "user:1", Predicate: "prefers_theme",
//			Value: "dark", Supersedes: lightID}}})
//	c, err := e.Recall(ctx, engine.Query{Namespace: "demo/u1",
//		Text: "Which theme should I use?", BudgetTokens: 300})
//	ev, err := e.Expand(ctx, "demo/u1", c.Items[0].Expand[0])
//
// Recall snapshots the query's namespace (snapshot.go) and hands it to
// package recall, whose channels build the request package fuse compiles
// into the capsule.
//
// # Storage
//
// The ledger (package ledger: a SQLite file, or a PostgreSQL schema opened
// with OpenPostgres) is the only source of truth. Every index the engine
// searches (BM25 postings over evidence, claim text and one-session windows
// of turns, namespace bitmaps, entity tables, the HNSW graph over stored
// vectors) is a projection rebuilt from the ledger when the engine opens
// and by RebuildIndexes; none of it is trusted across restarts, and none of
// it calls an encoder (SyncSemantic is the only call that embeds).
//
// Several processes may share one ledger (OpenPostgres, or Options.Follow
// for a SQLite file): each builds its projections at Open and then follows
// the ledger's journal, indexing other processes' writes and rebuilding
// after their purges (CatchUp, follow.go). By default a Recall first checks
// the journal head, so it sees every write any process acknowledged before
// it started.
//
// # Concurrency
//
// An Engine is safe for concurrent use by many goroutines. Recalls run
// concurrently and hold the projection lock only to snapshot their
// namespace; writes (Remember, RememberBatch, RememberExtracted, Purge,
// RebuildIndexes, DropVectors) are serialized, and concurrent Remember calls
// share one ledger transaction (group commit). A write is acknowledged only
// after its transaction is durable (SQLite WAL, synchronous=FULL), and a
// Recall sees every write acknowledged before it started (windows indexed
// in the background are waited for).
//
// # Caveats
//
// Namespaces are selected by the caller and are not an authorization
// mechanism: a host must authorize a namespace before calling the engine.
// Capsules and Evidence values are copies owned by the caller. BM25
// statistics (document frequencies, average length) are computed over the
// whole index, not per namespace; namespace filtering happens before
// scoring, so no document of another namespace is ever scored or returned.
package engine
