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
// The package's Example runs this sample.
//
// Recall snapshots the query's namespace (snapshot.go) and hands it to
// package recall, whose channels build the request package fuse compiles
// into the capsule. Query.MemoryMode (modes.go) selects the claims a
// recall admits by lifecycle and state (operational, deliberation with a
// counterevidence reserve, historical); without it a recall is the one
// from before modes existed, byte for byte (golden_test.go); Query.Attention
// rescales candidates (fuse/attention.go); Query.State makes a recall
// state-dependent (state.go, recall/situation.go) over the per-evidence
// affect, context and goal Observation carries or Options.AffectLexicon
// derives.
//
// # Maintenance
//
// Maintain (maintain.go) plans a pass per namespace with package maintain
// and writes it through the ledger in small journaled batches (duplicate
// links, extractive summaries per session and per period, tiers, merge
// proposals), then compacts the ledger and, one bounded step, the
// projections (maintain_compact.go); RunMaintenanceWorker schedules passes by journal growth and
// time. Recall reads the result as a lazily loaded view (maintain_view.go,
// maintain_recall.go): before any pass wrote anything there is none and a
// recall is byte for byte the one from before maintenance existed.
//
// # Capsule identity and feedback
//
// Every capsule carries Revision (the journal head it was compiled at) and
// CapsuleID, which encodes the revision and the ledger seqs of its items
// with a check digest bound to the namespace (capsuleid.go). Feedback
// decodes it, so any engine on the ledger (another server, a later CLI
// run) validates the items a feedback names without a record of issued
// capsules, and a rebuild of the projections gives the same ids. A bounded
// in-memory record would be lost across processes and restarts, and
// recompiling a capsule at its revision is not possible once later writes
// changed the BM25 statistics. The check is an integrity digest, not a
// secret: a principal allowed to write the namespace could forge an id,
// which lets it do nothing it could not do by writing. Staleness is read
// from the ledger: an item purged since (its seq is gone) or a claim item
// superseded by a claim journaled after the revision gives
// ErrStaleRevision. The revision is the ledger's journal head, so it
// tells a caller how many mutations the whole ledger has journaled, other
// tenants' included: a count, no content, but a side channel the tenant
// isolation guarantee (isolation_test.go: capsules and traces otherwise
// byte-identical whatever other tenants hold) does not yet cover. A
// per-namespace revision needs every journal entry to name its namespace
// (a batch across namespaces journals one entry with none today).
//
// Filters (kinds, source prefix, occurred_at range, metadata equality)
// narrow Recall and Search before ranking, as an evidence bitmap read from
// the ledger (filters.go), and ListEvidence, which pages a namespace's
// evidence in write order with opaque cursors (list.go). Update stores new
// evidence superseding an old one's claims; RememberMessages stores one
// turn per message.
//
// # Storage
//
// The ledger (package ledger: a SQLite file, or a PostgreSQL schema opened
// with OpenPostgres) is the only source of truth. Every index the engine
// searches (BM25 postings over evidence, claim text and one-session windows
// of turns, namespace bitmaps, entity tables, the HNSW graph over stored
// vectors) is a projection of the ledger, and none of it calls an encoder
// (SyncSemantic is the only call that embeds).
//
// The postings, namespace views and id tables persist as a cache in a
// projection directory (FILE.projections beside a SQLite ledger opened
// without Follow, or Options.CacheDir; layout and trust rules in
// persist.go), except for an encrypted ledger (Options.EncryptionKeyFile,
// crypt.go): its projections hold text, so they live in memory only and
// every Open rebuilds them from the decrypted ledger. Open maps the live generation there, checks every file's
// checksums and its stamp (the journal seq and chain hash it reflects)
// against the ledger, and catches up from the journal after the stamp;
// files it cannot trust are logged and rebuilt from the ledger. Namespaces
// are postings partitions, so a recall reads its own namespace's postings.
// Checkpoints are taken after every full build, at Close and in the
// background while writes go on (Options.CheckpointAfter,
// CheckpointInterval), so a crash replays only the journal since the last.
// RebuildIndexes builds a new generation from the ledger; a purge does too,
// and deletes the old one before it returns. Purged evidence is never
// served again: when a purge's persisted rebuild fails it rebuilds in
// memory, and when that fails too Recall and Search fail with ErrStale
// (each retrying the rebuild) and nothing is checkpointed until one
// succeeds (purgefault.go; the fault-injection suite and its table are in
// fault_test.go and bench/results/faults.md). The HNSW graph (with an
// encoder) and the entity tables loaded so far persist with the rest; a
// namespace's entity table not loaded then is read from the ledger on its
// first recall, as before. Options.InMemory keeps everything in memory,
// rebuilt at every Open.
//
// Several processes may share one ledger (OpenPostgres, or Options.Follow
// for a SQLite file): each builds its projections at Open and then follows
// the ledger's journal, indexing other processes' writes and rebuilding
// after their purges (CatchUp, follow.go). By default a Recall first checks
// the journal head, so it sees every write any process acknowledged before
// it started.
//
// An engine opened on a SQLite file without Follow never reads the journal,
// so it owns the file: Open takes the lock file FILE.lock (flock(2), see
// ledger/FORMAT.md) and fails with ErrLocked, naming the holder's pid,
// program and start time, while another engine of any process, this one
// included, has the file open. A following engine takes the lock shared,
// which refuses later owners; beside an owner it opens read-only: its
// recalls see every write and purge of the owner, its writes fail with
// ErrLocked until the owner has closed. The kernel releases the lock when
// its holder exits, however it exits. PostgreSQL ledgers always follow and
// take no lock. Restore refuses a path whose lock is held.
//
// # Concurrency
//
// An Engine is safe for concurrent use by many goroutines. Recalls run
// concurrently and hold the projection lock only to snapshot their
// namespace; writes (Remember, RememberBatch, RememberExtracted,
// RememberBatchExtracted, Purge, RebuildIndexes, DropVectors) are
// serialized, and concurrent Remember calls
// share one ledger transaction (group commit). Writes from different
// writers (principals, else namespaces' first segments) take turns
// round-robin, so one writer's queued batches delay another's write by at
// most the commit in progress (writegate.go). A write is acknowledged only
// after its transaction is durable (SQLite WAL, synchronous=FULL), and a
// Recall sees every write acknowledged before it started (windows indexed
// in the background are waited for).
//
// # Lock order
//
// Locks are taken outer to inner in this order; none is taken while
// holding one listed below it.
//
//	extractMu Engine        one extracted write or Update at a time: the lookup of the
//	                        claims it supersedes and its write (never held with syncMu)
//	syncMu   Engine         one SyncSemantic at a time
//	wgate    Engine         admits Remember* commits one at a time, round-robin
//	                        across writers (writegate.go); its own mu is a leaf
//	wmu      Engine         serializes writers (Remember*, Purge, RebuildIndexes,
//	                        DropVectors, CatchUp, Feedback, Close); e.proj is replaced and
//	                        e.seen stored only under it
//	pass     planners       one maintenance pass at a time (maintain_state.go), across its
//	                        ledger reads and writes; never held with wmu (a pass takes no
//	                        writer lock of the engine, only the ledger's per batch)
//	mu       Engine         the projection lock: e.proj, and in it the postings,
//	                        namespace views and window queue of the current set
//	idMu     projections    evidence and claim id -> seq maps, maxClaim
//	entMu    projections    entity tables
//	winMu    projections    window docs and each view's window set
//	mu       windowIndexer  queued and indexed window counts, first error
//	mu       claimCache, evidenceCache, denseIndex: cached claims, evidence,
//	                        profile mismatches
//	mu       filterCache    cached recall filter bitmaps (filters.go)
//	gmu      Engine         the group-commit queue; held with no other lock
//	mu       linkGraph      the associative links (links.go); held with no other lock
//	mu       maintCache     the per-namespace maintenance views (maintain_view.go); held
//	                        with no other lock, never across I/O (a view loads unlocked)
//	mu       planners       the planner states (maintain_state.go); held with no other lock
//
// The locks from idMu down are leaves: none is taken while holding another.
// Only extractMu, syncMu, wgate, wmu and planners.pass are held across I/O (ledger statements, encoder calls,
// files). mu and every lock below it guard memory and never do I/O: a writer
// reads from the ledger what it will index before it takes mu for writing,
// and a recall holds mu for reading only to snapshot its namespace, so a
// slow statement delays other writers, never a recall. Files are written
// under wmu alone too: the evidence and claim postings never flush their
// write buffers under mu (flushFull does, after the writer releases it),
// and checkpoints hold only wmu (the background checkpointer writes the
// views file after releasing it, counted among the projections' readers).
// The stored docs' CRC check on first use (docSource) runs under no lock. On a miss the claim
// cache and the entity tables read the ledger holding no lock, and keep what
// they read only if no write invalidated them meanwhile. A writer holding mu
// may wait for room in the window queue; the window indexer takes only winMu
// and its own mu, so it always drains. The projections' readers WaitGroup
// counts the recalls using a set: they join under mu (read) and leave
// holding no lock, and a replaced set is closed once they are gone, never
// waited for under mu. The package's tests enforce the I/O rule: every lock
// from mu down but denseIndex.mu is a memMutex or memRWMutex, and a ledger
// call from a goroutine holding one panics (lockcheck.go).
//
// # Caveats
//
// Namespaces are selected by the caller and are not an authorization
// mechanism: a host must authorize a namespace before calling the engine.
// Capsules and Evidence values are copies owned by the caller. BM25
// statistics (document frequencies, average length, N) are the
// namespace's own (postings.Options.PartitionStats): a namespace's lexical
// scores, ranks and traces are the same whatever other namespaces hold,
// and no document of another namespace is ever scored or returned. An id
// of another namespace is answered as a missing one on every call. The
// HNSW graph is shared: its cosine scores are per document, but which
// neighbours an approximate search finds can depend on other namespaces'
// vectors.
package engine
