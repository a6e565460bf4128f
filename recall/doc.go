// Package recall is the per-query pipeline of EviCortex: over a snapshot of
// one namespace it runs a table of retrieval channels and builds the
// request fuse compiles into a capsule.
//
//	req, err := recall.Collect(ctx, snap, recall.Query{Namespace: ns, Text: q,
//		Budget: 512, Now: now})
//	req.Estimator, req.Config = est, cfg
//	c, err := fuse.Compile(req)
//
// Collect parses the query's hints (fuse.ParseHints, entities resolved
// through the snapshot's entity table), cuts the namespace's evidence to
// what the query may see (known-at and as-of), reads BM25 over it once,
// then runs each channel of the table in channel.go: lexical, when, claim,
// temporal, context, window, dense, entity, reply, state (the turns on
// the topic a state question asks about, when no claim matched; fuse orders
// them in time; when the question names one of the speakers, only that
// speaker's turns count as statements, and with a SpeakerSnapshot the
// topic search is also run over that speaker's turns alone and their
// latest turns are read whole for statements with no word of the topic,
// a name counting only where the words around it give it the topic's
// kind and not when it echoes the other person's news), densestate
// (with an encoder, the same questions' closest turns by a person, the
// asked speaker when there is one, latest first, before the scope's end:
// densestate.go) and associative (activation spread over the namespace's
// links from the best lexical hits, at most two hops, bounded fan-out and
// work, the path in each hit's Via; a learned Hebbian link passes on
// activation only from associativeMinLearned up; only with a LinkSnapshot),
// experience (the evidence feedback marked used for queries whose cues,
// the analyzed terms a capsule id carries, are similar to this query's:
// IDF-weighted cosine over the namespace's vocabulary at least
// ExperienceMinSimilarity; only with an ExperienceSnapshot, experience.go)
// and situation (state-dependent activation over the best lexical hits and the
// evidence linked to the state's recent items; only with a Query.State and
// a StateSnapshot, situation.go). Claims the query's memory mode does not admit are then
// dropped from every channel (mode.go). A channel is one
// file and one table row; each ranks hits, loads the candidates it names
// and says in each hit's features what it measured.
//
// # Speaker focus
//
// When a query names exactly one participant of a conversation (an entity
// linked to more than 48 pieces of evidence, as a speaker linked to each of
// their turns is), the channels that return stretches of conversation rank the
// other participants' turns last, and the other side's replies are not
// paired with questions; not for "when" questions. speaker.go states the
// rule; a test checks it against a slow obvious version on generated
// conversations.
//
// # Snapshot
//
// recall reads the memory only through Snapshot (indexes, the namespace's
// timeline, evidence and claims through the engine's caches, the entity
// table, windows, the dense index), which engine's projections implement:
// recall never imports engine, and a channel that needs the ledger asks
// the snapshot. Tests drive it over an in-memory Snapshot.
//
// recall is a top-level package rather than engine/internal/recall because
// it is a room of its own (the design's read path: fuse parses, recall
// snapshots and ranks, fuse compiles) whose seam is a Go interface, and
// the coming channels (dense, associative, state) and their tests build
// against that seam without an engine. Nothing but engine needs to call
// Collect.
//
// # Concurrency
//
// Collect keeps no state between calls and may run concurrently, as long
// as the Snapshot's methods are safe for that.
package recall
