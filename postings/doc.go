// Package postings is EviCortex's lexical index: BM25 over compressed block
// postings with block-max top-k, in immutable segments plus a write buffer.
//
//	ix, err := postings.New(postings.Options{Analyzer: postings.AnalyzerOptions{Stopwords: true, Stem: true}})
//	err = ix.Add(7, "Varun prefers the dark theme")        // caller-assigned doc ids
//	hits, err := ix.Search("which theme", 10, nil)         // OR; []Hit{Doc, Score, Matched}
//	hits, err = ix.SearchAll("dark theme", 10, filter)     // AND, filter = allowed ids
//	err = ix.Delete(7)
//
//	err = ix.AddIn(postings.Partition(ns), 8, "Maya likes tea")   // partition = namespace
//	hits, err = ix.SearchIn(postings.Partition(ns), "tea", 10, asOf) // reads only ns's postings
//
// Core types: Index (New, Add, AddIn, Delete, Search, SearchIn, SearchAll,
// SearchAllIn, Flush, Merge, Checkpoint, Stamp, Len, Close), Options,
// AnalyzerOptions, Partition, Hit; Destroy removes an index directory. Analyze exposes the analyzer so other components
// tokenize exactly as the index does. Check verifies an index deeply
// (tests call it in t.Cleanup).
//
// Partitions: each document may carry a Partition (Add and AddTerms use
// 0). Segments order documents by (partition, doc id) and record each
// partition's ordinal range, so SearchIn(p, ...) seeks to p's postings and
// stops after them, and the write buffer scans only p's documents: its
// cost is that of p's documents, not of the index. Doc ids are unique
// across partitions. The filter of SearchIn still applies (an allow-list,
// intersected with p's docs).
//
// Scoring is Lucene's BM25 with index-wide statistics over live documents:
// a deleted document stops counting in N, df and the average length at once
// (not at the next merge, as in Lucene), so merges never change a score.
// Partitions do not change statistics either: SearchIn(p, q, k, f) returns
// exactly (docs, scores bit for bit, order) what Search(q, k, f) returns
// when f holds only docs of p. With Options.PartitionStats they do: a
// partition search uses the partition's own N, average length and df, and
// returns exactly what the same search returns in an index holding only
// that partition's docs (partstats.go), whatever other partitions hold.
// Document lengths are one-byte quantized norms (see QuantizedLength).
// Positions are not stored: there are no phrase queries.
//
// Layout: documents go to an in-memory write buffer (exhaustive scoring)
// that flushes to an immutable segment once it holds Options.FlushBytes
// (default 128 MiB; or Options.FlushDocs docs): the Add that fills it
// hands it to a background flush and goes on in a new buffer, while the
// full one stays searchable until its segment replaces it (flusher.go);
// a background goroutine
// merges segments by a tiered policy and drops deleted docs, carrying over
// deletions made while it worked. Segments use
// 128-doc bit-packed blocks with per-block impacts and a skip table, a
// prefix-compressed dictionary and CRC-32C checked sections (FORMAT.md).
// With Options.Dir they are files, mmap'd on unix (build tag purego reads
// them into memory instead); otherwise they are byte slices in memory in
// the same format.
//
// Persistence: with Options.Dir, New reopens the directory instead of
// starting empty. Checkpoint(stamp) flushes the write buffer and writes
// the manifest atomically with an opaque stamp (the engine's journal seq);
// after a crash at any point New opens the previous checkpoint or the new
// one, and Stamp says which. The files may also hold flushes and deletes
// made after it, never less: the caller replays its log from the stamp,
// skipping the ErrDuplicate of docs the files already hold. Deleted docs
// leave the files only when a merge rewrites their segment: Merge(1) then
// Checkpoint guarantees no file holds them; Destroy removes the directory.
//
// Caveats:
//   - Index: one writer at a time (writers are serialized internally),
//     concurrent with any number of searches; a search sees one consistent
//     snapshot. Writers wait for in-flight searches when they publish.
//   - Flushes and merges run in the background: an Add waits only when
//     it fills a buffer while the previous buffer's flush still runs (at
//     most one in flight). Memory: up to two buffers (2 x FlushBytes) plus
//     the lexicon. A background flush failure is returned once by the
//     next writer call. Flush, Checkpoint, Delete and Close wait for the
//     flush in flight; Close waits for a running merge too.
//   - The writer keeps a term dictionary and analyzer cache (lexicon.go)
//     across flushes so repeated tokens are not re-analyzed; it holds up
//     to 64 MB before the next flush starts a new one.
//   - Hits are copies; nothing returned aliases mmap'd memory.
//   - Documents still in the write buffer are lost on a crash; Close and
//     Checkpoint flush them. Deletes of flushed documents are durable on
//     return. Checkpoint and Destroy need Options.Dir; Destroy needs the
//     index closed.
package postings
