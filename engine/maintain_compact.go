package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/hnsw"
	"github.com/evicortex/evicortex/postings"
)

// Compaction of the projections, one bounded step per maintenance pass
// (issue 16, item 4). Each of the three postings indexes (evidence,
// claims, windows) merges at most compactStepBytes of its smallest
// segments (postings.MergeStep): a persistent engine's checkpoints each
// flush a small segment, and the background merger only merges ten of a
// tier at a time, so segments pile up that every search pays for. The
// dense graph drops its tombstones when they pass hnsw.DefaultMinDeadShare
// of its nodes and it has at most hnsw.DefaultCompactMaxNodes
// (hnsw.CompactBounded). Neither changes a result: merged segments score
// every document as before, and compaction keeps every live vector and
// relinks the neighbours of dropped ones. Both are safe with concurrent
// recalls (segments are immutable and swapped under the index's lock; the
// graph is compacted under its exclusive lock, so a search waits for at
// most one bounded compaction).
//
// Today the engine never tombstones a vector: a purge rebuilds every
// projection from the ledger instead (BM25 statistics must not keep
// counting purged documents), and so does DropVectors. The dense step
// therefore finds nothing to do in an engine; it is there so that an
// in-place delete, should one be added, is compacted by the worker.

const (
	// compactStepBytes bounds the segment bytes one index merges per pass.
	compactStepBytes = 4 << 20
	// compactMinSegments: an index with fewer segments is left alone (two
	// segments cost a search little; merging them every pass would rewrite
	// the newest data again and again).
	compactMinSegments = 3
)

// CompactionReport details a pass's compaction; the pass report's
// compacted_bytes is their sum.
type CompactionReport struct {
	LedgerBytes    int64 `json:"ledger_bytes"`    // WAL checkpoint and incremental vacuum
	PostingsMerged int   `json:"postings_merged"` // postings segments merged into fewer
	PostingsBytes  int64 `json:"postings_bytes"`  // bytes the merges freed
	DenseRemoved   int   `json:"dense_removed"`   // HNSW tombstones dropped
	DenseBytes     int64 `json:"dense_bytes"`     // node storage they freed
}

// total is the bytes every step freed.
func (c CompactionReport) total() int64 { return c.LedgerBytes + c.PostingsBytes + c.DenseBytes }

// compactProjections runs one bounded compaction step on the current
// projections. It pins them as a reader (a rebuild replacing them waits
// for it before closing them); with pace set it rests three times as long
// as each step took, as a paced pass does after each batch.
func (e *Engine) compactProjections(ctx context.Context, pace bool, out *CompactionReport) error {
	e.wmu.Lock()
	p := e.proj
	if e.closed.Load() || e.stale.Load() || p == nil {
		e.wmu.Unlock()
		return nil
	}
	p.readers.Add(1) // p is current: no retire has begun waiting
	e.wmu.Unlock()
	defer p.readers.Done()
	for _, ix := range []*postings.Index{p.evLex, p.clLex, p.winLex} {
		if ix.Segments() < compactMinSegments {
			continue
		}
		t0 := time.Now()
		res, err := ix.MergeStep(compactStepBytes)
		if errors.Is(err, postings.ErrClosed) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("compact postings: %w", err)
		}
		out.PostingsMerged += res.Merged
		out.PostingsBytes += res.Reclaimed()
		if err := restAfter(ctx, pace, t0); err != nil {
			return err
		}
	}
	if p.dense == nil {
		return nil
	}
	t0 := time.Now()
	res, err := p.dense.g.CompactBounded(hnsw.CompactPolicy{})
	if errors.Is(err, hnsw.ErrClosed) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("compact dense index: %w", err)
	}
	out.DenseRemoved += res.Removed
	out.DenseBytes += res.Reclaimed()
	return restAfter(ctx, pace, t0)
}

// restAfter sleeps three times the time since t0 when pace is set.
func restAfter(ctx context.Context, pace bool, t0 time.Time) error {
	if !pace {
		return nil
	}
	return sleepCtx(ctx, 3*time.Since(t0))
}
