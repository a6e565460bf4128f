package postings

import (
	"fmt"
	"sort"

	"github.com/RoaringBitmap/roaring/v2"
)

// Background merging. A flush wakes the merger goroutine, which applies
// the tiered policy (pickMerge) one merge at a time:
//
//  1. under mergeMu and the read lock, pick segments and snapshot their
//     deletions;
//  2. with no index lock, build the merged segment from the snapshot and
//     write it (segments are immutable, so writers and searches go on);
//  3. under wmu and the write lock, carry over deletions made since the
//     snapshot (through the ordinal remap), swap the segments, persist the
//     manifest, then release the old segments.
//
// Lock order: mergeMu, then wmu, then mu. Merge (force merge) takes
// mergeMu too, so at most one merge runs at a time.

func (ix *Index) startMerger() {
	ix.wake = make(chan struct{}, 1)
	ix.quit = make(chan struct{})
	ix.mergerDone = make(chan struct{})
	go ix.mergeLoop()
}

// manualMergesOnly keeps the background merger asleep, so that a test
// sees every file operation on its own goroutine (Merge still merges).
var manualMergesOnly = false

// wakeMerger asks the merger to check the policy; it never blocks.
func (ix *Index) wakeMerger() {
	if manualMergesOnly {
		return
	}
	select {
	case ix.wake <- struct{}{}:
	default:
	}
}

// stopMerger stops the merger and waits for it (a running merge finishes).
func (ix *Index) stopMerger() {
	ix.stopOnce.Do(func() { close(ix.quit) })
	<-ix.mergerDone
}

func (ix *Index) mergeLoop() {
	defer close(ix.mergerDone)
	for {
		select {
		case <-ix.quit:
			return
		case <-ix.wake:
		}
		for {
			select {
			case <-ix.quit:
				return
			default:
			}
			ix.mergeMu.Lock()
			did, err := ix.mergeOnce(func(segs []*liveSeg) []int { return pickMerge(segs, ix.opts.tierDocs()) })
			ix.mergeMu.Unlock()
			if err != nil {
				ix.mu.Lock()
				ix.bgErr = fmt.Errorf("background merge: %w", err)
				ix.mu.Unlock()
				return
			}
			if !did {
				break
			}
		}
	}
}

// mergeOnce runs one merge chosen by pick (mergeMu held); false when pick
// chose nothing.
func (ix *Index) mergeOnce(pick func([]*liveSeg) []int) (bool, error) {
	ix.mu.RLock()
	if ix.closed {
		ix.mu.RUnlock()
		return false, nil
	}
	var src []*liveSeg
	var dels []*roaring.Bitmap
	for _, i := range pick(ix.segs) {
		src = append(src, ix.segs[i])
		dels = append(dels, ix.segs[i].del.Clone())
	}
	ix.mu.RUnlock()
	if len(src) == 0 {
		return false, nil
	}
	return true, ix.mergeSrc(src, dels)
}

// mergeSrc builds and commits the merge of src given deletion snapshots.
func (ix *Index) mergeSrc(src []*liveSeg, dels []*roaring.Bitmap) error {
	_, err := ix.mergeSrcSeg(src, dels)
	return err
}

// mergeSrcSeg is mergeSrc returning the merged segment (nil when every
// doc of src was deleted).
func (ix *Index) mergeSrcSeg(src []*liveSeg, dels []*roaring.Bitmap) (nl *liveSeg, err error) {
	var remap [][]uint32
	if liveAfter(src, dels) > 0 {
		data, rm, err := mergeSegments(ix.opts.Analyzer, src, dels)
		if err != nil {
			return nil, err
		}
		ix.wmu.Lock()
		gen := ix.reserveGen()
		ix.wmu.Unlock()
		if nl, err = ix.installSegmentGen(data, gen); err != nil {
			return nil, fmt.Errorf("merge: %w", err)
		}
		remap = rm
	}
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	ix.mu.Lock()
	carryDeletes(src, dels, remap, nl)
	ix.segs = replaceSegs(ix.segs, src, nl)
	ix.mu.Unlock()
	if err := ix.persist(nil, false); err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	ix.retire(src)
	return nl, nil
}

// carryDeletes marks in nl the docs deleted from src after the snapshot.
func carryDeletes(src []*liveSeg, dels []*roaring.Bitmap, remap [][]uint32, nl *liveSeg) {
	if nl == nil {
		return
	}
	for i, l := range src {
		it := roaring.AndNot(l.del, dels[i]).Iterator()
		for it.HasNext() {
			if n := remap[i][it.Next()]; n != noMore {
				nl.markDeleted(n)
			}
		}
	}
}

func liveAfter(src []*liveSeg, dels []*roaring.Bitmap) int {
	n := 0
	for i, l := range src {
		n += l.seg.numDocs - int(dels[i].GetCardinality())
	}
	return n
}

// Merge flushes the write buffer, then merges segments until at most
// maxSegments remain (with maxSegments 1, a lone segment holding deletions
// is rewritten without them). It waits for a running background merge.
func (ix *Index) Merge(maxSegments int) error {
	if maxSegments < 1 {
		return fmt.Errorf("merge: maxSegments must be >= 1, got %d: %w", maxSegments, ErrInvalid)
	}
	ix.mergeMu.Lock()
	defer ix.mergeMu.Unlock()
	if err := ix.Flush(); err != nil {
		return err
	}
	for {
		did, err := ix.mergeOnce(func(segs []*liveSeg) []int { return forcePick(segs, maxSegments) })
		if err != nil || !did {
			return err
		}
	}
}

// forcePick chooses the next merge of a force merge, or nil when done.
func forcePick(segs []*liveSeg, maxSegments int) []int {
	n := len(segs)
	dirty := n == 1 && !segs[0].del.IsEmpty()
	if n <= maxSegments && !(maxSegments == 1 && dirty) {
		return nil
	}
	return smallestSegments(segs, min(n, max(n-maxSegments+1, 1), mergeFactor))
}

// smallestSegments returns the indexes of the n segments with fewest live docs.
func smallestSegments(segs []*liveSeg, n int) []int {
	is := make([]int, len(segs))
	for i := range is {
		is[i] = i
	}
	sort.Slice(is, func(a, b int) bool { return segs[is[a]].liveDocs() < segs[is[b]].liveDocs() })
	is = is[:max(n, 1)]
	sort.Ints(is)
	return is
}

// replaceSegs removes src from segs and appends nl if it holds docs.
func replaceSegs(segs, src []*liveSeg, nl *liveSeg) []*liveSeg {
	gone := map[*liveSeg]bool{}
	for _, s := range src {
		gone[s] = true
	}
	out := segs[:0:0]
	for _, s := range segs {
		if !gone[s] {
			out = append(out, s)
		}
	}
	if nl != nil && nl.seg.numDocs > 0 {
		out = append(out, nl)
	}
	return out
}

// WaitMerges runs the merge policy to completion on the caller's goroutine
// (waiting for a background flush and a running background merge first),
// so that the segment set is settled: for benchmarks, tests and before a
// snapshot.
func (ix *Index) WaitMerges() error {
	ix.mergeMu.Lock()
	defer ix.mergeMu.Unlock()
	ix.wmu.Lock()
	err := ix.settleFlush(true) // a background flush in flight adds a segment
	ix.wmu.Unlock()
	if err != nil {
		return err
	}
	for {
		did, err := ix.mergeOnce(func(segs []*liveSeg) []int { return pickMerge(segs, ix.opts.tierDocs()) })
		if err != nil {
			return err
		}
		if !did {
			break
		}
	}
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.bgErr
}
