package postings

// Filter-driven OR scoring: when the filter allows few docs of a segment
// compared with the postings the query would walk, iterate the allowed
// docs and probe each term's cursor (skip table, then one block) instead
// of walking the postings. Each candidate is first bounded by the sum of
// its block maxima, so blocks that cannot reach the threshold are never
// decoded.

// filterDrivenPays estimates both costs: the allowed docs in the segment's
// id range times the number of terms, against the postings of the terms.
func (q *segSearch) filterDrivenPays() bool {
	if q.filter == nil || q.s.numDocs == 0 {
		return false
	}
	lo, hi := q.s.id(0), q.s.id(uint32(q.s.numDocs-1))
	allowed := q.filter.Rank(hi)
	if lo > 0 {
		allowed -= q.filter.Rank(lo - 1)
	}
	postings := 0
	for _, c := range q.curs {
		postings += c.df
	}
	return allowed*uint64(len(q.curs)) < uint64(postings)
}

// orFiltered scores the allowed docs of the segment one by one.
func (q *segSearch) orFiltered() error {
	it := q.filter.Iterator()
	it.AdvanceIfNeeded(q.s.id(0))
	ord := uint32(0)
	for it.HasNext() && ord < uint32(q.s.numDocs) {
		g := it.Next()
		if ord = q.s.ids.atLeastFrom(g, ord); ord >= uint32(q.s.numDocs) {
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
