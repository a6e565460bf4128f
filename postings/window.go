package postings

import (
	"math/bits"
	"sync"
)

// Windowed Block-Max MaxScore, the OR path for queries of up to 64 terms.
// Like Lucene's MaxScoreBulkScorer it works on windows of ordinals: the
// essential cursors are scored term-at-a-time into per-window arrays, and
// each touched doc is then completed by probing the non-essential cursors
// while its bound stays competitive. A window whose sum of block maxima
// cannot reach the threshold is skipped without decoding.

const winSize = 1024

// window is the per-search scratch of the windowed scorer.
type window struct {
	acc     [winSize]float64
	mask    [winSize]uint64      // query terms present, by query index
	touched [winSize / 64]uint64 // slots with mask != 0
	contrib [][winSize]float64   // by query index
	bprefix [64]float64          // running sums of non-essential block maxima
}

// blockPrefix fills w.bprefix with the running sums of the non-essential
// cursors' block maxima at d (tighter than their global maxima) and
// returns the total. It reads only skip data. Within one window every
// cursor stays in one block (windowEnd ends the window at the first block
// end), so drain computes it once per window.
func (q *segSearch) blockPrefix(w *window, non []*cursor, d uint32) float64 {
	sum := 0.0
	for i, c := range non {
		b, _ := c.blockBound(d)
		sum += b
		w.bprefix[i] = sum * boundSlack
	}
	return sum * boundSlack
}

// windows recycles window scratch (about 24 KB plus 8 KB per term); a
// window goes back to the pool clean (acc, mask and touched all zero).
var windows = sync.Pool{New: func() any { return new(window) }}

func getWindow(nterms int) *window {
	w := windows.Get().(*window)
	if len(w.contrib) < nterms {
		w.contrib = make([][winSize]float64, nterms)
	}
	return w
}

// orWindowed runs the windowed scorer; q.curs holds at most 64 cursors.
func (q *segSearch) orWindowed(w *window) error {
	q.sortByMaxScore()
	prefix := q.prefixBounds()
	nonEss := 0
	for {
		for nonEss < len(q.curs) && !q.top.competitive(prefix[nonEss]) {
			nonEss++
		}
		if nonEss == len(q.curs) {
			break
		}
		ess := q.curs[nonEss:]
		start := minDoc(ess)
		if start >= q.hi {
			break
		}
		if !q.accept(start) {
			// Leap to the next allowed doc when it is far; near ones are
			// cheaper to reach by filtering inside the window.
			if t := q.nextCandidate(start); t-start > winSize/8 || t >= q.hi {
				advanceAll(ess, t)
				continue
			}
		}
		end, skip := q.windowEnd(start)
		if skip {
			advanceAll(ess, addOne(end))
			continue
		}
		for _, c := range ess {
			q.fill(w, c, start, end)
		}
		q.drain(w, start, q.curs[:nonEss], prefix)
	}
	return q.err()
}

// windowEnd bounds the window at start by the range and every cursor's
// current block (so one block-max sum bounds all of it) and reports
// whether that sum is below the threshold.
func (q *segSearch) windowEnd(start uint32) (uint32, bool) {
	end := start + winSize - 1
	if end < start || end >= q.hi {
		end = q.hi - 1
	}
	ub := 0.0
	for _, c := range q.curs {
		b, last := c.blockBound(start)
		ub += b
		end = min(end, last)
	}
	return end, q.top.full() && !q.top.competitive(ub*boundSlack)
}

// fill scores c's postings in [start, end] into the window, skipping
// filtered-out and deleted docs before scoring them.
func (q *segSearch) fill(w *window, c *cursor, start, end uint32) {
	bit := uint64(1) << uint(c.idx)
	con := &w.contrib[c.idx]
	for c.doc <= end {
		for c.pos < c.n {
			d := c.docs[c.pos]
			if d > end {
				c.doc = d
				return
			}
			if q.filtered && !q.accept(d) {
				c.pos++
				continue
			}
			j := d - start
			v := q.sc.score(c.w, c.tfs[c.pos], q.s.norms[d])
			con[j] = v
			w.acc[j] += v
			if w.mask[j] == 0 {
				w.touched[j>>6] |= 1 << (j & 63)
			}
			w.mask[j] |= bit
			c.pos++
		}
		c.pos--
		c.next()
	}
}

// drain completes and offers every touched doc of the window in order,
// clearing the window as it goes.
func (q *segSearch) drain(w *window, start uint32, non []*cursor, prefix []float64) {
	nonBound := q.blockPrefix(w, non, start)
	for wi := range w.touched {
		for w.touched[wi] != 0 {
			b := bits.TrailingZeros64(w.touched[wi])
			w.touched[wi] &^= 1 << uint(b)
			j := uint32(wi*64 + b)
			q.complete(w, start+j, j, non, prefix, nonBound)
			w.acc[j], w.mask[j] = 0, 0
		}
	}
}

// complete adds the non-essential terms of doc d while it can still make
// the top k, then offers its exact score. nonBound is the sum of the
// non-essential cursors' block maxima over the window (w.bprefix their
// running sums).
func (q *segSearch) complete(w *window, d, j uint32, non []*cursor, prefix []float64, nonBound float64) {
	partial, mask := w.acc[j], w.mask[j]
	if q.top.full() && !q.top.competitive(partial*boundSlack+nonBound) {
		return
	}
	for i := len(non) - 1; i >= 0; i-- {
		if q.top.full() && !q.top.competitive(partial*boundSlack+min(prefix[i], w.bprefix[i])) {
			return
		}
		c := non[i]
		if c.advance(d); c.doc == d {
			v := q.sc.score(c.w, c.tf(), q.s.norms[d])
			w.contrib[c.idx][j] = v
			partial += v
			mask |= 1 << uint(c.idx)
		}
	}
	h := Hit{Terms: mask}
	for m := mask; m != 0; m &= m - 1 {
		h.Score += w.contrib[bits.TrailingZeros64(m)][j]
		h.Matched++
	}
	if q.top.competitive(h.Score) {
		h.Doc = q.s.id(d)
		q.top.offer(h)
	}
}

func minDoc(cs []*cursor) uint32 {
	d := noMore
	for _, c := range cs {
		d = min(d, c.doc)
	}
	return d
}
