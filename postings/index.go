package postings

import (
	"fmt"
)

// Options configures an Index.
type Options struct {
	Analyzer AnalyzerOptions // recorded in each segment header
	K1, B    float64         // BM25 parameters; 0 means 1.2 and 0.75
	Dir      string          // "" keeps segments in memory; else segment files live here, mmap'd
	// FlushBytes is the write buffer's memory budget: once its arrays
	// (bufferBytes: doc ids, norms, postings, forward index, terms; the
	// lexicon, shared across buffers and bounded on its own, is not
	// counted) reach it, the Add that filled it hands it to a background
	// flush and goes on in a new buffer. 0 means DefaultFlushBytes. While
	// a flush runs the index holds two buffers, so the peak is about twice
	// the budget plus the lexicon.
	FlushBytes int64
	// FlushDocs, when > 0, also caps the buffer in docs (whichever limit is
	// reached first flushes). It sizes the merge policy's tiers too (0:
	// DefaultFlushDocs).
	FlushDocs int
	// ManualFlush: Add never flushes the write buffer; the caller calls
	// Flush (or Checkpoint) when it holds FlushDocs or so, at a moment of
	// its choosing (the engine: outside its projection lock, since a flush
	// writes a file).
	ManualFlush bool
	// PartitionStats: SearchIn, SearchSubsetIn and SearchAllIn score with
	// the partition's own statistics (N, avgdl, df over its live docs;
	// partstats.go), as if the index held only that partition, instead of
	// the index-wide ones. Search and SearchAll are unchanged.
	PartitionStats bool
}

// DefaultFlushDocs is the merge policy's tier base when Options.FlushDocs
// is 0, and the flush interval in docs of callers that flush by hand
// (ManualFlush, the engine).
const DefaultFlushDocs = 16384

// DefaultFlushBytes is the write-buffer budget when Options.FlushBytes is
// 0 (bench/results/speed.md, "Lexical at 1M, round 2", has the
// measurements that chose it).
const DefaultFlushBytes = 128 << 20

func (o *Options) normalize() error {
	if o.K1 == 0 {
		o.K1 = 1.2
	}
	if o.B == 0 {
		o.B = 0.75
	}
	if o.K1 < 0 || o.K1 != o.K1 {
		return fmt.Errorf("options: K1 must be >= 0, got %v: %w", o.K1, ErrInvalid)
	}
	if o.B < 0 || o.B > 1 || o.B != o.B {
		return fmt.Errorf("options: B must be in [0,1], got %v: %w", o.B, ErrInvalid)
	}
	if o.FlushDocs < 0 {
		return fmt.Errorf("options: FlushDocs must be >= 0, got %d: %w", o.FlushDocs, ErrInvalid)
	}
	if o.FlushBytes < 0 {
		return fmt.Errorf("options: FlushBytes must be >= 0, got %d: %w", o.FlushBytes, ErrInvalid)
	}
	if o.FlushBytes == 0 {
		o.FlushBytes = DefaultFlushBytes
	}
	return nil
}

// tierDocs is the merge policy's tier base.
func (o *Options) tierDocs() int {
	if o.FlushDocs > 0 {
		return o.FlushDocs
	}
	return DefaultFlushDocs
}

// bufferFull reports whether a buffer of docs docs and bytes bytes must
// be flushed (not under ManualFlush).
func (o *Options) bufferFull(docs int, bytes int64) bool {
	return !o.ManualFlush && (bytes >= o.FlushBytes || (o.FlushDocs > 0 && docs >= o.FlushDocs))
}

// queryTerms analyzes a query and removes duplicate terms, keeping the
// order of first occurrence (the summation order of scores).
func queryTerms(opts AnalyzerOptions, q string) []string {
	var out []string
	seen := map[string]bool{}
	forEachTerm(opts, q, func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	})
	return out
}

// checkK validates a result count.
func checkK(k int) error {
	if k < 0 {
		return fmt.Errorf("search: k must be >= 0, got %d: %w", k, ErrInvalid)
	}
	return nil
}
