// Package postings is EviCortex's lexical index: BM25 over compressed block
// postings with block-max top-k, in immutable segments plus a write buffer.
//
// The API is small:
//
//	ix, err := postings.New(postings.Options{Analyzer: postings.AnalyzerOptions{Stopwords: true, Stem: true}})
//	err = ix.Add(7, "Varun prefers the dark theme")
//	hits, err := ix.Search("which theme", 10, nil) // []Hit{Doc, Score, Matched}
//	err = ix.Delete(7)
//
// Analyze exposes the analyzer so other components tokenize the same way.
//
// Scoring is Lucene BM25 with index-wide statistics over live documents
// (see bm25.go). Segment files are described in FORMAT.md.
//
// Caveats:
//   - Index: one writer at a time, concurrent with many Search calls.
//   - Documents still in the write buffer are lost on a crash; Close flushes.
package postings
