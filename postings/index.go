package postings

import (
	"fmt"
)

// Options configures an Index.
type Options struct {
	Analyzer  AnalyzerOptions // recorded in each segment header
	K1, B     float64         // BM25 parameters; 0 means 1.2 and 0.75
	Dir       string          // "" keeps segments in memory; else segment files live here, mmap'd
	FlushDocs int             // write-buffer size in docs before a flush; 0 means DefaultFlushDocs
	// ManualFlush: Add never flushes the write buffer; the caller calls
	// Flush (or Checkpoint) when it holds FlushDocs or so, at a moment of
	// its choosing (the engine: outside its projection lock, since a flush
	// writes a file). FlushDocs still sizes the merge policy's tiers.
	ManualFlush bool
	// PartitionStats: SearchIn, SearchSubsetIn and SearchAllIn score with
	// the partition's own statistics (N, avgdl, df over its live docs;
	// partstats.go), as if the index held only that partition, instead of
	// the index-wide ones. Search and SearchAll are unchanged.
	PartitionStats bool
}

// DefaultFlushDocs is the write-buffer size used when Options.FlushDocs is 0.
const DefaultFlushDocs = 16384

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
	if o.FlushDocs == 0 {
		o.FlushDocs = DefaultFlushDocs
	}
	return nil
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
