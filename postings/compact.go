package postings

import (
	"fmt"
	"sort"

	"github.com/RoaringBitmap/roaring/v2"
)

// Bounded compaction for a maintenance worker. The background merger
// (merger.go) keeps the segment count logarithmic but leaves up to
// mergeFactor-1 segments per tier and segments with up to maxDeletedRatio
// of their docs deleted; Merge rewrites everything at once. MergeStep does
// one merge of at most a caller-chosen number of source bytes, so a
// periodic caller compacts a little per tick and never holds a core for
// long. It goes through the same path as a background merge (mergeSrc):
// the merged segment is written to a temp file, fsynced and renamed (a
// CRC-32C checked segment, FORMAT.md), then the manifest is replaced the
// same way, so a crash leaves either the old segment set or the new one,
// and searches run on throughout (segments are immutable).

// MergeStepResult says what one MergeStep did.
type MergeStepResult struct {
	Merged      int   // source segments merged (0: nothing to do, or a merge was running)
	BytesBefore int64 // their bytes
	BytesAfter  int64 // the merged segment's bytes (0 when every doc was deleted)
}

// Reclaimed is the bytes the step freed: the sources' bytes less the
// merged segment's, and 0 when the merged segment is not smaller (it was
// then done to cut the segment count, which searches pay per segment).
func (r MergeStepResult) Reclaimed() int64 { return max(r.BytesBefore-r.BytesAfter, 0) }

// MergeStep merges segments whose bytes add up to at most maxBytes, once:
// a segment holding deletions is rewritten without them first (the one
// with the most deleted docs that fits); otherwise the smallest segments
// that fit together, at least two, at most mergeFactor. It does not flush
// the write buffer. When a merge is already running (the background
// merger's, Merge's) it returns at once with nothing done rather than
// wait, so its cost stays bounded by maxBytes. Search results are the same
// before and after: scores depend on live document statistics only.
func (ix *Index) MergeStep(maxBytes int64) (MergeStepResult, error) {
	if maxBytes <= 0 {
		return MergeStepResult{}, fmt.Errorf("merge step: maxBytes must be > 0, got %d: %w", maxBytes, ErrInvalid)
	}
	if !ix.mergeMu.TryLock() {
		return MergeStepResult{}, nil
	}
	defer ix.mergeMu.Unlock()
	ix.mu.RLock()
	if ix.closed {
		ix.mu.RUnlock()
		return MergeStepResult{}, ErrClosed
	}
	var res MergeStepResult
	var src []*liveSeg
	var dels []*roaring.Bitmap
	for _, i := range stepPick(ix.segs, maxBytes) {
		l := ix.segs[i]
		src = append(src, l)
		dels = append(dels, l.del.Clone())
		res.BytesBefore += int64(len(l.seg.data))
	}
	ix.mu.RUnlock()
	if len(src) == 0 {
		return MergeStepResult{}, nil
	}
	nl, err := ix.mergeSrcSeg(src, dels)
	if err != nil {
		return MergeStepResult{}, fmt.Errorf("merge step: %w", err)
	}
	res.Merged = len(src)
	if nl != nil {
		res.BytesAfter = int64(len(nl.seg.data))
	}
	return res, nil
}

// stepPick chooses MergeStep's sources (indexes into segs, ascending).
func stepPick(segs []*liveSeg, maxBytes int64) []int {
	size := func(i int) int64 { return int64(len(segs[i].seg.data)) }
	best := -1
	for i, l := range segs {
		d := l.del.GetCardinality()
		if d == 0 || size(i) > maxBytes {
			continue
		}
		if best < 0 || d > segs[best].del.GetCardinality() {
			best = i
		}
	}
	if best >= 0 {
		return []int{best}
	}
	is := make([]int, len(segs))
	for i := range is {
		is[i] = i
	}
	sort.SliceStable(is, func(a, b int) bool { return size(is[a]) < size(is[b]) })
	var out []int
	var sum int64
	for _, i := range is {
		if len(out) == mergeFactor || sum+size(i) > maxBytes {
			break
		}
		out = append(out, i)
		sum += size(i)
	}
	if len(out) < 2 {
		return nil
	}
	sort.Ints(out)
	return out
}
