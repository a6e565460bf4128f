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

// SearchSubsetIn is SearchIn for a caller that guarantees filter holds
// only live docs of partition p (the engine's namespace cut: a namespace's
// evidence is its partition, and the engine never deletes). When the filter then holds every live doc of
// p, which a count tells, the search drops it instead of testing it: the
// results are those of SearchIn either way. A filter with deleted docs or docs of other
// partitions breaks that guarantee, and the results are unspecified.
func (ix *Index) SearchSubsetIn(p Partition, query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, false, scope{part: p, on: true, subset: true})
}

// SearchAllIn is SearchAll restricted to partition p, as SearchIn.
func (ix *Index) SearchAllIn(p Partition, query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, true, scope{part: p, on: true})
}

// scope is the partition a search is restricted to, if on; subset says
// the caller's filter holds only docs of that partition.
type scope struct {
	part   Partition
	on     bool
	subset bool
}

// partLive counts the live docs of partition p (the caller holds ix.mu).
func (ix *Index) partLive(p Partition) uint64 {
	n := uint64(0)
	for _, l := range ix.segs {
		lo, hi, ok := l.seg.parts.find(p)
		if !ok {
			continue
		}
		n += uint64(hi - lo)
		if d := l.delOrNil(); d != nil {
			n -= filterInRange(d, lo, hi-1)
		}
	}
	for _, b := range ix.buffers() {
		if b == nil {
			continue
		}
		if mp := b.parts[p]; mp != nil {
			n += uint64(mp.live)
		}
	}
	return n
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
	if sc.subset && filter != nil && filter.GetCardinality() == ix.partLive(sc.part) {
		filter = nil // it holds every live doc of the partition: no test needed
	}
	p, err := ix.plan(terms, sc)
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
	for _, b := range ix.buffers() {
		switch {
		case b == nil:
		case sc.on:
			searchBufferIn(b, sc.part, p.sc, terms, p.w, filter, top, all)
		default:
			searchBuffer(b, p.sc, terms, p.w, filter, top, all)
		}
	}
	return top.sorted(), nil
}

// plan holds per-query statistics: term weights and where each term's
// postings start in each segment (-1 when absent).
type plan struct {
	terms   []string
	w       []float64
	df      []uint64 // live docs holding each term, under the scorer's statistics
	offs    [][]int  // [segment][term]
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

func (ix *Index) plan(terms []string, sc scope) (*plan, error) {
	p := &plan{terms: terms, w: make([]float64, len(terms)), offs: make([][]int, len(ix.segs))}
	df := make([]uint64, len(terms))
	p.df = df
	for _, b := range ix.buffers() {
		if b == nil {
			continue
		}
		for i, t := range terms {
			df[i] += b.liveDF(t)
		}
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
	n := ix.st.n
	// When sc.part is the only partition with live docs, its statistics
	// are the index-wide ones already.
	if _, only := ix.pst[sc.part]; sc.on && ix.opts.PartitionStats && !(only && len(ix.pst) == 1) {
		p.sc, n = ix.partScorer(sc.part), ix.pst[sc.part].n
		for i, t := range terms {
			offs := make([]int, len(ix.segs))
			for si := range ix.segs {
				offs[si] = p.offs[si][i]
			}
			var err error
			if df[i], err = ix.partDF(sc.part, t, offs); err != nil {
				return nil, err
			}
		}
	}
	for i := range terms {
		p.w[i] = idf(n, df[i])
		p.missing = p.missing || df[i] == 0
	}
	return p, nil
}

// ordRange is a run of ordinals [lo, hi).
type ordRange struct{ lo, hi uint32 }

// searchSeg runs the query on one segment: over the partition's ordinal
// range for a partition search, else over all of it.
func (ix *Index) searchSeg(p *plan, si int, l *liveSeg, filter *roaring.Bitmap, all bool, sc scope, top *topK) error {
	r, minID, maxID, ok := segScope(l.seg, sc)
	if !ok || (filter != nil && !filter.IntersectsWithInterval(uint64(minID), uint64(maxID)+1)) {
		return nil
	}
	q := &segSearch{s: l.seg, lo: r.lo, hi: r.hi, del: l.delOrNil(), filter: filter, sc: p.sc, top: top,
		monotone: sc.on || l.seg.parts.len() == 1,
		nterms:   len(p.terms), contrib: make([]float64, len(p.terms)), has: make([]bool, len(p.terms))}
	if ok, err := q.openCursors(p, si, l, all); !ok || err != nil {
		return err
	}
	if !q.prepareFilter(minID, maxID, sc.on) {
		return nil
	}
	q.filtered = q.filter != nil || q.del != nil
	return q.runRange(p, r, all, sc.on)
}

// segScope returns the ordinal range a search of scope sc visits in s and
// the span of its doc ids; false when there is none.
func segScope(s *segment, sc scope) (ordRange, uint32, uint32, bool) {
	if s.numDocs == 0 {
		return ordRange{}, 0, 0, false
	}
	if !sc.on {
		minID, maxID := s.idSpan()
		return ordRange{0, uint32(s.numDocs)}, minID, maxID, true
	}
	lo, hi, ok := s.parts.find(sc.part)
	if !ok {
		return ordRange{}, 0, 0, false
	}
	return ordRange{lo, hi}, s.id(lo), s.id(hi - 1), true
}

// openCursors opens a cursor at q.lo for each query term the segment
// holds; false when none, or when an AND query misses a term.
func (q *segSearch) openCursors(p *plan, si int, l *liveSeg, all bool) (bool, error) {
	for i, off := range p.offs[si] {
		if off < 0 {
			if all {
				return false, nil
			}
			continue
		}
		m, err := l.meta(off)
		if err != nil {
			return false, err
		}
		c, err := newCursorAt(l.seg, m, i, p.w[i], p.sc, q.lo)
		if err != nil {
			return false, err
		}
		p.curs = append(p.curs, c)
		q.curs = append(q.curs, c)
	}
	return len(q.curs) > 0, nil
}

// prepareFilter picks how the filter is tested; false when it allows no
// doc of the range. In a partition's range ids increase, so it becomes a
// bitset of ordinals (or goes, if it allows every live doc). On a segment
// of several partitions ids do not increase along ordinals: a sparse
// filter is mapped to ordinals so skipping to allowed docs still works,
// and a dense one is tested per posting.
func (q *segSearch) prepareFilter(minID, maxID uint32, partition bool) bool {
	switch {
	case q.filter == nil:
	case partition:
		return !q.rangeAllow() || q.allow == nil || q.nallow > 0
	case !q.monotone && q.sparse(q.filter, minID, maxID):
		q.ords = ordinalFilter(q.s, q.filter, minID, maxID)
		return !q.ords.IsEmpty()
	}
	return true
}

// sparse reports whether mapping the filter's ids in [minID, maxID] to
// ordinals (a search each) costs less than testing every posting.
func (q *segSearch) sparse(filter *roaring.Bitmap, minID, maxID uint32) bool {
	postings := 0
	for _, c := range q.curs {
		postings += c.df
	}
	return filterInRange(filter, minID, maxID)*16 < uint64(postings)
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
	case (q.filterDrivenPays() || forceFilterDriven) && q.filter != nil && (q.monotone || q.ords != nil || q.allow != nil):
		return q.orFiltered()
	case windowable(q.curs) && !forceDAAT:
		if p.win == nil {
			p.win = getWindow(min(len(p.terms), 64)) // windowable: no index past 63
		}
		return q.orWindowed(p.win)
	default:
		return q.or()
	}
}

// windowable reports whether the windowed scorer can run: it keeps each
// doc's terms in a 64-bit mask indexed by query position (cursor.idx), so
// every cursor's term must be among the query's first 64. Counting the
// cursors is not enough: a segment may hold 64 or fewer terms of a longer
// query, some of them past the 64th, whose contributions the mask would
// drop (TestLongQueryTermsPastSixtyFour). Longer queries take the DAAT
// scorer, which sums every term.
func windowable(cs []*cursor) bool {
	if len(cs) > 64 {
		return false
	}
	for _, c := range cs {
		if c.idx >= 64 {
			return false
		}
	}
	return true
}

// IDFIn returns the BM25 inverse document frequency of each analyzed term
// (as Analyze returns them) under partition p's statistics when the index
// keeps them (Options.PartitionStats), else the index-wide ones: the
// weights SearchIn scores the terms with, and each term's document
// frequency under the same statistics (0: no live doc holds it, and its
// weight is the largest, idf(N, 0)).
func (ix *Index) IDFIn(p Partition, terms []string) (idf []float64, df []uint64, err error) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.closed {
		return nil, nil, ErrClosed
	}
	if len(terms) == 0 {
		return nil, nil, nil
	}
	pl, err := ix.plan(terms, scope{part: p, on: true})
	if err != nil {
		return nil, nil, fmt.Errorf("idf: %w", err)
	}
	defer pl.release()
	return pl.w, pl.df, nil
}
