package postings

import (
	"fmt"

	"github.com/RoaringBitmap/roaring/v2"
)

// Search returns the k best live docs for a disjunctive (OR) BM25 query.
// A non-nil filter restricts results to its doc ids; it is applied before
// scoring, skipping postings blocks that hold no allowed doc. Hits are
// sorted by score descending, then doc ascending.
func (ix *Index) Search(query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, false, scope{})
}

// SearchAll is Search for conjunctive (AND) queries: only docs containing
// every query term match. Positions are not stored, so there are no phrase
// queries.
func (ix *Index) SearchAll(query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, true, scope{})
}

// SearchIn is Search restricted to the docs of partition p (and of filter,
// if not nil): it reads only p's postings and scans only p's buffered
// docs. Scores are those of Search: for a filter holding only docs of p,
// SearchIn(p, q, k, filter) returns exactly what Search(q, k, filter) does.
func (ix *Index) SearchIn(p Partition, query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, false, scope{part: p, on: true})
}

// SearchAllIn is SearchAll restricted to partition p, as SearchIn.
func (ix *Index) SearchAllIn(p Partition, query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, true, scope{part: p, on: true})
}

// scope is the partition a search is restricted to, if on.
type scope struct {
	part Partition
	on   bool
}

func (ix *Index) search(query string, k int, filter *roaring.Bitmap, all bool, sc scope) ([]Hit, error) {
	if err := checkK(k); err != nil {
		return nil, err
	}
	terms := queryTerms(ix.opts.Analyzer, query)
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.closed {
		return nil, ErrClosed
	}
	if k == 0 || len(terms) == 0 || (filter != nil && filter.IsEmpty()) {
		return nil, nil
	}
	p, err := ix.plan(terms)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	if all && p.missing {
		return nil, nil
	}
	top := newTopK(k)
	defer p.release()
	for si, l := range ix.segs {
		if err := ix.searchSeg(p, si, l, filter, all, sc, top); err != nil {
			return nil, fmt.Errorf("search segment %016x: %w", l.gen, err)
		}
	}
	if sc.on {
		searchBufferIn(ix.buf, sc.part, p.sc, terms, p.w, filter, top, all)
	} else {
		searchBuffer(ix.buf, p.sc, terms, p.w, filter, top, all)
	}
	return top.sorted(), nil
}

// plan holds per-query statistics: term weights and where each term's
// postings start in each segment (-1 when absent).
type plan struct {
	terms   []string
	w       []float64
	offs    [][]int // [segment][term]
	sc      *scorer
	missing bool      // some term matches no live doc
	win     *window   // scratch of the windowed OR scorer, shared by segments
	curs    []*cursor // cursors to recycle at release
}

// release returns pooled scratch. Every search path leaves the window
// clean (drain clears what fill set), so it can be reused as is.
func (p *plan) release() {
	for _, c := range p.curs {
		c.s, c.m, c.sc, c.lasts = nil, nil, nil, nil
		cursorPool.Put(c)
	}
	p.curs = nil
	if p.win != nil {
		windows.Put(p.win)
		p.win = nil
	}
}

// forceDAAT and forceFilterDriven make tests exercise those OR paths.
var forceDAAT, forceFilterDriven = false, false

func (ix *Index) plan(terms []string) (*plan, error) {
	p := &plan{terms: terms, w: make([]float64, len(terms)), offs: make([][]int, len(ix.segs))}
	df := make([]uint64, len(terms))
	for i, t := range terms {
		df[i] = ix.buf.liveDF(t)
	}
	for si, l := range ix.segs {
		p.offs[si] = make([]int, len(terms))
		for i, t := range terms {
			off, ok, err := l.seg.lookup(t)
			if err != nil {
				return nil, err
			}
			p.offs[si][i] = -1
			if ok {
				p.offs[si][i] = off
				n, err := l.liveDF(t, off)
				if err != nil {
					return nil, err
				}
				df[i] += n
			}
		}
	}
	p.sc = ix.scorer()
	for i := range terms {
		p.w[i] = idf(ix.st.n, df[i])
		p.missing = p.missing || df[i] == 0
	}
	return p, nil
}

// ordRange is a run of ordinals [lo, hi); doc ids increase along it when
// it lies inside one partition.
type ordRange struct{ lo, hi uint32 }

// segRanges returns the ordinal ranges of s a search must visit, in
// order: the partition's range for a partition search; otherwise all of s
// without a filter, and each partition's range (ids increase only within
// one) whose id span meets the filter. It appends to dst.
func segRanges(dst []ordRange, s *segment, filter *roaring.Bitmap, sc scope) []ordRange {
	meets := func(lo, hi uint32) bool {
		return filter == nil || filter.IntersectsWithInterval(uint64(s.id(lo)), uint64(s.id(hi-1))+1)
	}
	switch {
	case s.numDocs == 0:
	case sc.on:
		if lo, hi, ok := s.parts.find(sc.part); ok && meets(lo, hi) {
			dst = append(dst, ordRange{lo, hi})
		}
	case filter == nil:
		dst = append(dst, ordRange{0, uint32(s.numDocs)})
	default:
		for i := 0; i < s.parts.len(); i++ {
			if lo, hi := s.parts.bounds(i); meets(lo, hi) {
				dst = append(dst, ordRange{lo, hi})
			}
		}
	}
	return dst
}

// searchSeg runs the query on one segment, range by range with the same
// cursors (ranges ascend, so cursors only move forward).
func (ix *Index) searchSeg(p *plan, si int, l *liveSeg, filter *roaring.Bitmap, all bool, sc scope, top *topK) error {
	var one [1]ordRange
	ranges := segRanges(one[:0], l.seg, filter, sc)
	if len(ranges) == 0 {
		return nil
	}
	q := &segSearch{s: l.seg, del: l.delOrNil(), filter: filter, sc: p.sc, top: top,
		nterms: len(p.terms), contrib: make([]float64, len(p.terms)), has: make([]bool, len(p.terms))}
	for i, off := range p.offs[si] {
		if off < 0 {
			if all {
				return nil
			}
			continue
		}
		m, err := l.meta(off)
		if err != nil {
			return err
		}
		c, err := newCursorAt(l.seg, m, i, p.w[i], p.sc, ranges[0].lo)
		if err != nil {
			return err
		}
		p.curs = append(p.curs, c)
		q.curs = append(q.curs, c)
	}
	if len(q.curs) == 0 {
		return nil
	}
	q.filtered = q.filter != nil || q.del != nil
	for _, r := range ranges {
		if err := q.runRange(p, r, all, sc.on); err != nil {
			return err
		}
	}
	return nil
}

// runRange scores the ordinals of r. A partition search bounds each term
// by its block maxima inside r, tighter than the list's maximum.
func (q *segSearch) runRange(p *plan, r ordRange, all, tight bool) error {
	q.lo, q.hi, q.fit = r.lo, r.hi, nil
	for _, c := range q.curs {
		c.advance(r.lo)
		c.restrict(r.lo, r.hi, tight)
	}
	switch {
	case all:
		return q.and()
	case (q.filterDrivenPays() || forceFilterDriven) && q.filter != nil:
		return q.orFiltered()
	case len(q.curs) <= 64 && !forceDAAT:
		if p.win == nil {
			p.win = getWindow(len(p.terms))
		}
		return q.orWindowed(p.win)
	default:
		return q.or()
	}
}
