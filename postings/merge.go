package postings

import (
	"bytes"
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/RoaringBitmap/roaring/v2"
)

// mergeSegments writes one segment holding the docs of segs not in dels
// (a snapshot of each segment's deletions), ordinals renumbered in
// (partition, id) order. remap[i][ord] is the new ordinal of segs[i]'s
// ord, or noMore.
func mergeSegments(a AnalyzerOptions, segs []*liveSeg, dels []*roaring.Bitmap) ([]byte, [][]uint32, error) {
	ids, norms, parts, remap := mergeDocs(segs, dels)
	b := newSegBuilder(a, ids, norms, parts)
	its := make([]*termIter, len(segs))
	ok := make([]bool, len(segs))
	for i, l := range segs {
		its[i] = l.seg.terms()
		ok[i] = its[i].next()
	}
	var ords, tfs, mo, mt []uint32
	var runs []int
	var t []byte // the current term (the iterators' bytes change on next)
	for {
		term := smallestTerm(its, ok)
		if term == nil {
			break
		}
		t = append(t[:0], term...)
		ords, tfs, runs = ords[:0], tfs[:0], runs[:0]
		for i, it := range its {
			if !ok[i] || !bytes.Equal(it.term, t) {
				continue
			}
			runs = append(runs, len(ords))
			var err error
			if ords, tfs, err = appendRemapped(segs[i].seg, it.off, remap[i], ords, tfs); err != nil {
				return nil, nil, fmt.Errorf("merge term %q: %w", t, err)
			}
			ok[i] = it.next()
		}
		if len(ords) == 0 {
			continue
		}
		if slices.IsSorted(ords) {
			b.addTerm(t, ords, tfs)
			continue
		}
		mo, mt = mergeRuns(ords, tfs, runs, mo[:0], mt[:0])
		b.addTerm(t, mo, mt)
	}
	for _, it := range its {
		if it.err != nil {
			return nil, nil, fmt.Errorf("merge: %w", it.err)
		}
	}
	return b.finish(), remap, nil
}

// mergeRuns merges the ascending runs of ords (run r starts at runs[r]),
// carrying tfs along, into outO and outT. Each source segment's remapped
// postings are one run, because remapping keeps (partition, id) order.
func mergeRuns(ords, tfs []uint32, runs []int, outO, outT []uint32) ([]uint32, []uint32) {
	pos := append([]int(nil), runs...)
	end := append(append([]int(nil), runs[1:]...), len(ords))
	for {
		best := -1
		for r := range pos {
			if pos[r] < end[r] && (best < 0 || ords[pos[r]] < ords[pos[best]]) {
				best = r
			}
		}
		if best < 0 {
			return outO, outT
		}
		outO, outT = append(outO, ords[pos[best]]), append(outT, tfs[pos[best]])
		pos[best]++
	}
}

func smallestTerm(its []*termIter, ok []bool) []byte {
	var best []byte
	for i, it := range its {
		if ok[i] && (best == nil || bytes.Compare(it.term, best) < 0) {
			best = it.term
		}
	}
	return best
}

// mergeDocs orders the live docs of segs by (partition, id); remap[i][ord]
// is the new ordinal of segs[i]'s ordinal, or noMore if deleted.
func mergeDocs(segs []*liveSeg, dels []*roaring.Bitmap) (ids []uint32, norms []byte, dir []partEntry, remap [][]uint32) {
	type src struct {
		part         Partition
		id, seg, ord uint32
	}
	var all []src
	remap = make([][]uint32, len(segs))
	for i, l := range segs {
		remap[i] = make([]uint32, l.seg.numDocs)
		for r := 0; r < l.seg.parts.len(); r++ {
			p := l.seg.parts.entry(r).part
			lo, hi := l.seg.parts.bounds(r)
			for o := lo; o < hi; o++ {
				remap[i][o] = noMore
				if !dels[i].Contains(o) {
					all = append(all, src{p, l.seg.id(o), uint32(i), o})
				}
			}
		}
	}
	slices.SortFunc(all, func(a, b src) int {
		if c := cmp.Compare(a.part, b.part); c != 0 {
			return c
		}
		return cmp.Compare(a.id, b.id)
	})
	ids, norms = make([]uint32, len(all)), make([]byte, len(all))
	parts := make([]Partition, len(all))
	for n, s := range all {
		ids[n], norms[n], parts[n] = s.id, segs[s.seg].seg.norms[s.ord], s.part
		remap[s.seg][s.ord] = uint32(n)
	}
	return ids, norms, partsOf(parts), remap
}

// appendRemapped decodes one term's postings and appends the live ones
// under their new ordinals.
func appendRemapped(s *segment, off int, remap []uint32, ords, tfs []uint32) ([]uint32, []uint32, error) {
	c, err := openCursor(s, off, 0, 0, countScorer)
	if err != nil {
		return ords, tfs, err
	}
	for ; c.doc != noMore; c.next() {
		if n := remap[c.doc]; n != noMore {
			ords, tfs = append(ords, n), append(tfs, c.tf())
		}
	}
	err = c.err
	cursorPool.Put(c) // a merge opens one cursor per term and segment
	return ords, tfs, err
}

// Merge policy: tiered by live size. Segments fall in tiers of
// mergeFactor-fold size above FlushDocs; mergeFactor segments in one tier
// are merged into one of the next tier. A segment with more than
// maxDeletedRatio of its docs deleted is rewritten alone.
const (
	mergeFactor     = 10
	maxDeletedRatio = 0.3
)

// pickMerge returns the indexes of segments to merge next, or nil.
func pickMerge(segs []*liveSeg, flushDocs int) []int {
	tiers := map[int][]int{}
	for i, l := range segs {
		if l.seg.numDocs > 0 && float64(l.del.GetCardinality()) > maxDeletedRatio*float64(l.seg.numDocs) {
			return []int{i}
		}
		t := tierOf(l.liveDocs(), flushDocs)
		tiers[t] = append(tiers[t], i)
	}
	best := -1
	for t, is := range tiers {
		if len(is) >= mergeFactor && (best < 0 || t < best) {
			best = t
		}
	}
	if best < 0 {
		return nil
	}
	is := tiers[best]
	sort.Slice(is, func(a, b int) bool { return segs[is[a]].liveDocs() < segs[is[b]].liveDocs() })
	out := append([]int(nil), is[:mergeFactor]...)
	sort.Ints(out)
	return out
}

func tierOf(docs, flushDocs int) int {
	if docs <= flushDocs {
		return 0
	}
	return int(math.Log(float64(docs)/float64(flushDocs)) / math.Log(mergeFactor))
}
