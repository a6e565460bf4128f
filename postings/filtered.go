package postings

// Filter-driven OR scoring: when the filter allows few docs of a segment
// compared with the postings the query would walk, iterate the allowed
// docs and probe each term's cursor (skip table, then one block) instead
// of walking the postings. Each candidate is first bounded by the sum of
// its block maxima, so blocks that cannot reach the threshold are never
// decoded.

// filterDrivenPays estimates both costs: the allowed docs in the range
// times the number of terms, against the postings of the terms in the
// range.
func (q *segSearch) filterDrivenPays() bool {
	var allowed uint64
	switch {
	case q.allow != nil:
		allowed = q.nallow
	case q.ords != nil:
		allowed = q.ords.GetCardinality()
	case q.filter == nil || !q.monotone || q.hi <= q.lo:
		return false
	default:
		allowed = filterInRange(q.filter, q.s.id(q.lo), q.s.id(q.hi-1))
	}
	postings := 0
	for _, c := range q.curs {
		postings += c.span
	}
	return allowed*uint64(len(q.curs)) < uint64(postings)
}

// orFiltered scores the allowed docs of the range one by one.
func (q *segSearch) orFiltered() error {
	if q.allow != nil {
		for ord := q.nextAllowed(q.lo); ord < q.hi; ord = q.nextAllowed(ord + 1) {
			q.scoreAllowed(ord)
		}
		return q.err()
	}
	if q.ords != nil {
		it := q.ords.Iterator()
		it.AdvanceIfNeeded(q.lo)
		for it.HasNext() {
			if ord := it.Next(); ord < q.hi {
				q.scoreAllowed(ord)
			} else {
				break
			}
		}
		return q.err()
	}
	it := q.filter.Iterator()
	it.AdvanceIfNeeded(q.s.id(q.lo))
	ord := q.lo
	for it.HasNext() && ord < q.hi {
		g := it.Next()
		if ord = q.s.ids.atLeastIn(g, ord, q.hi); ord >= q.hi {
			break
		}
		if q.s.id(ord) == g {
			q.scoreAllowed(ord)
		}
	}
	return q.err()
}

// scoreAllowed scores ordinal ord, which the filter allows, unless it is
// deleted or its block maxima cannot reach the threshold.
func (q *segSearch) scoreAllowed(ord uint32) {
	if q.del != nil && q.del.Contains(ord) {
		return
	}
	if _, skip := q.windowPrunable(ord); skip {
		return
	}
	for _, c := range q.curs {
		if c.advance(ord); c.doc == ord {
			q.take(c, ord)
		}
	}
	if h := q.exact(ord); h.Matched > 0 {
		q.top.offer(h)
	}
}

// rangeAllow turns the filter into q.allow over the partition range
// [q.lo, q.hi) (ids increase there), decoding the range's ids a block at
// a time and advancing a filter iterator along them: afterwards a posting
// costs a bit test, not an id decode and a bitmap lookup. It declines
// (false) when the range's id span holds more than twice as many filter
// values as the range has docs (a filter across many partitions). If every
// live doc of the range is allowed (the engine's namespace filter) it
// drops the filter instead.
func (q *segSearch) rangeAllow() bool {
	lo, hi := q.lo, q.hi
	minID, maxID := q.s.id(lo), q.s.id(hi-1)
	if filterInRange(q.filter, minID, maxID) > 2*uint64(hi-lo) {
		return false
	}
	allow := make([]uint64, (hi-lo+63)/64)
	n := uint64(0)
	it := q.filter.Iterator()
	it.AdvanceIfNeeded(minID)
	var ids [blockSize]uint32
	for b := int(lo) / blockSize; b*blockSize < int(hi) && it.HasNext(); b++ {
		q.s.ids.block(b, &ids)
		from, to := max(int(lo)-b*blockSize, 0), min(int(hi)-b*blockSize, blockSize)
		for i := from; i < to && it.HasNext(); i++ {
			it.AdvanceIfNeeded(ids[i])
			if it.HasNext() && it.PeekNext() == ids[i] {
				o := uint32(b*blockSize+i) - lo
				if q.del == nil || !q.del.Contains(o+lo) {
					allow[o>>6] |= 1 << (o & 63)
					n++
				}
			}
		}
	}
	live := uint64(hi - lo)
	if q.del != nil {
		live -= filterInRange(q.del, lo, hi-1)
	}
	if n == live {
		q.filter = nil
	} else {
		q.allow, q.nallow = allow, n
	}
	return true
}
