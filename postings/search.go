package postings

import (
	"math/bits"
	"sort"

	"github.com/RoaringBitmap/roaring/v2"
)

// boundSlack inflates score upper bounds before pruning so that float
// rounding in a differently ordered sum can never drop a true top-k doc.
const boundSlack = 1 + 1e-9

// segSearch runs one query over one segment: Block-Max MaxScore for OR
// queries (Turtle & Flood 1995; Ding & Suel 2011 block maxima) and a
// block-max leapfrog intersection for AND queries. Not safe for concurrent
// use.
type segSearch struct {
	s        *segment
	lo, hi   uint32          // the ordinal range being scored
	filtered bool            // filter, ords or del is set
	del      *roaring.Bitmap // deleted ordinals, nil if none
	// The allowed docs: filter holds global ids (nil for all), unless the
	// same filter is set in ordinals: ords over the segment, or allow, a
	// bitset of the live allowed ordinals of [lo, hi) (bit i is lo+i)
	// holding nallow. monotone says ids increase over [lo, hi), so a
	// filter id can be turned into an ordinal by search.
	filter   *roaring.Bitmap
	ords     *roaring.Bitmap
	allow    []uint64
	nallow   uint64
	monotone bool
	fit      roaring.IntPeekable
	sc       *scorer
	top      *topK
	curs     []*cursor
	nterms   int
	contrib  []float64 // by query-term index
	has      []bool
}

// accept reports whether ordinal d may be scored.
func (q *segSearch) accept(d uint32) bool {
	switch {
	case q.allow != nil:
		i := d - q.lo
		return d >= q.lo && d < q.hi && q.allow[i>>6]&(1<<(i&63)) != 0
	case q.ords != nil:
		if !q.ords.Contains(d) {
			return false
		}
	case q.filter != nil:
		if !q.filter.Contains(q.s.id(d)) {
			return false
		}
	}
	return q.del == nil || !q.del.Contains(d)
}

// nextCandidate is the smallest ordinal > d that the filter may accept,
// or q.hi if none in range.
func (q *segSearch) nextCandidate(d uint32) uint32 {
	if q.allow != nil {
		return q.nextAllowed(d + 1)
	}
	if q.ords != nil {
		if q.fit == nil {
			q.fit = q.ords.Iterator()
		}
		q.fit.AdvanceIfNeeded(d + 1)
		if !q.fit.HasNext() {
			return q.hi
		}
		return min(q.fit.PeekNext(), q.hi)
	}
	if q.filter == nil || !q.monotone || q.filter.Contains(q.s.id(d)) {
		return d + 1
	}
	if q.fit == nil {
		q.fit = q.filter.Iterator()
	}
	q.fit.AdvanceIfNeeded(q.s.id(d) + 1)
	if !q.fit.HasNext() {
		return q.hi
	}
	return q.s.ids.atLeastIn(q.fit.PeekNext(), d+1, q.hi)
}

// nextAllowed returns the first ordinal >= d set in q.allow, or q.hi.
func (q *segSearch) nextAllowed(d uint32) uint32 {
	if d < q.lo {
		d = q.lo
	}
	if d >= q.hi {
		return q.hi
	}
	i := d - q.lo
	for w := int(i >> 6); w < len(q.allow); w++ {
		word := q.allow[w]
		if w == int(i>>6) {
			word &= ^uint64(0) << (i & 63)
		}
		if word != 0 {
			return q.lo + uint32(w*64+bits.TrailingZeros64(word))
		}
	}
	return q.hi
}

// exact sums the collected contributions in query-term order.
func (q *segSearch) exact(d uint32) Hit {
	h := Hit{Doc: q.s.id(d)}
	for i := 0; i < q.nterms; i++ {
		if q.has[i] {
			h.Score += q.contrib[i]
			h.Matched++
			h.Terms |= termBit(i)
			q.has[i] = false
		}
	}
	return h
}

func (q *segSearch) take(c *cursor, d uint32) float64 {
	v := q.sc.score(c.w, c.tf(), q.s.norms[d])
	q.contrib[c.idx], q.has[c.idx] = v, true
	return v
}

func (q *segSearch) clearHas() {
	for i := range q.has {
		q.has[i] = false
	}
}

// windowPrunable checks the sum of block maxima of every cursor at d; if
// it cannot reach the threshold it returns the last ordinal of the window
// that can be skipped.
func (q *segSearch) windowPrunable(d uint32) (uint32, bool) {
	if !q.top.full() {
		return 0, false
	}
	ub, end := 0.0, noMore
	for _, c := range q.curs {
		b, last := c.blockBound(d)
		ub += b
		end = min(end, last)
	}
	return end, !q.top.competitive(ub * boundSlack)
}

func (q *segSearch) err() error {
	for _, c := range q.curs {
		if c.err != nil {
			return c.err
		}
	}
	return nil
}

// sortByMaxScore orders cursors by ascending max score (MaxScore order).
func (q *segSearch) sortByMaxScore() {
	sort.Slice(q.curs, func(i, j int) bool { return q.curs[i].maxScore < q.curs[j].maxScore })
}

// prefixBounds returns the running sums of max scores, inflated by
// boundSlack.
func (q *segSearch) prefixBounds() []float64 {
	prefix := make([]float64, len(q.curs))
	sum := 0.0
	for i, c := range q.curs {
		sum += c.maxScore
		prefix[i] = sum * boundSlack
	}
	return prefix
}

// or runs Block-Max MaxScore document at a time; the path for queries of
// more than 64 terms.
func (q *segSearch) or() error {
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
		d := minDoc(ess)
		if d >= q.hi {
			break
		}
		if !q.accept(d) {
			advanceAll(ess, q.nextCandidate(d))
			continue
		}
		if end, skip := q.windowPrunable(d); skip {
			advanceAll(ess, addOne(end))
			continue
		}
		q.scoreOr(d, ess, q.curs[:nonEss], prefix)
		for _, c := range ess {
			if c.doc == d {
				c.next()
			}
		}
	}
	return q.err()
}

// scoreOr scores candidate d: essential cursors first, then non-essential
// ones by decreasing max score while the bound stays competitive.
func (q *segSearch) scoreOr(d uint32, ess, non []*cursor, prefix []float64) {
	partial := 0.0
	for _, c := range ess {
		if c.doc == d {
			partial += q.take(c, d)
		}
	}
	for j := len(non) - 1; j >= 0; j-- {
		if q.top.full() && !q.top.competitive(partial*boundSlack+prefix[j]) {
			q.clearHas()
			return
		}
		c := non[j]
		c.advance(d)
		if c.doc == d {
			partial += q.take(c, d)
		}
	}
	q.top.offer(q.exact(d))
}

// and runs a leapfrog intersection with block-max window skipping.
func (q *segSearch) and() error {
	sort.Slice(q.curs, func(i, j int) bool { return q.curs[i].span < q.curs[j].span })
	lead := q.curs[0]
	for lead.doc < q.hi {
		d := lead.doc
		if end, skip := q.windowPrunable(d); skip {
			lead.advance(addOne(end))
			continue
		}
		if m := q.align(d); m != d {
			lead.advance(m)
			continue
		}
		if !q.accept(d) {
			lead.advance(q.nextCandidate(d))
			continue
		}
		for _, c := range q.curs {
			q.take(c, d)
		}
		q.top.offer(q.exact(d))
		lead.next()
	}
	return q.err()
}

// align advances the other cursors to d and returns the largest doc they
// landed on (d when all match).
func (q *segSearch) align(d uint32) uint32 {
	for _, c := range q.curs[1:] {
		c.advance(d)
		if c.doc != d {
			return c.doc
		}
	}
	return d
}

func advanceAll(cs []*cursor, t uint32) {
	for _, c := range cs {
		c.advance(t)
	}
}

func addOne(x uint32) uint32 {
	if x == noMore {
		return noMore
	}
	return x + 1
}
