package postings

// Filter-driven OR scoring: when the filter allows few docs of a segment
// compared with the postings the query would walk, iterate the allowed
// docs and probe each term's cursor (skip table, then one block) instead
// of walking the postings. Each candidate is first bounded by the sum of
// its block maxima, so blocks that cannot reach the threshold are never
// decoded.

// filterDrivenPays estimates both costs: the allowed docs in the range's
// id span times the number of terms, against the postings of the terms
// in the range.
func (q *segSearch) filterDrivenPays() bool {
	if q.filter == nil || q.hi <= q.lo {
		return false
	}
	allowed := filterInRange(q.filter, q.s.id(q.lo), q.s.id(q.hi-1))
	postings := 0
	for _, c := range q.curs {
		postings += c.span
	}
	return allowed*uint64(len(q.curs)) < uint64(postings)
}

// orFiltered scores the allowed docs of the range one by one.
func (q *segSearch) orFiltered() error {
	it := q.filter.Iterator()
	it.AdvanceIfNeeded(q.s.id(q.lo))
	ord := q.lo
	for it.HasNext() && ord < q.hi {
		g := it.Next()
		if ord = q.s.ids.atLeastIn(g, ord, q.hi); ord >= q.hi {
			break
		}
		if q.s.id(ord) != g || (q.del != nil && q.del.Contains(ord)) {
			continue
		}
		if _, skip := q.windowPrunable(ord); skip {
			continue
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
	return q.err()
}
