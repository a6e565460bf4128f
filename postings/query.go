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
	return ix.search(query, k, filter, false)
}

// SearchAll is Search for conjunctive (AND) queries: only docs containing
// every query term match. Positions are not stored, so there are no phrase
// queries.
func (ix *Index) SearchAll(query string, k int, filter *roaring.Bitmap) ([]Hit, error) {
	return ix.search(query, k, filter, true)
}

func (ix *Index) search(query string, k int, filter *roaring.Bitmap, all bool) ([]Hit, error) {
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
		if err := ix.searchSeg(p, si, l, filter, all, top); err != nil {
			return nil, fmt.Errorf("search segment %016x: %w", l.gen, err)
		}
	}
	searchBuffer(ix.buf, p.sc, terms, p.w, filter, top, all)
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

// searchSeg runs the query on one segment.
func (ix *Index) searchSeg(p *plan, si int, l *liveSeg, filter *roaring.Bitmap, all bool, top *topK) error {
	if filter != nil && l.seg.numDocs > 0 &&
		!filter.IntersectsWithInterval(uint64(l.seg.id(0)), uint64(l.seg.id(uint32(l.seg.numDocs-1)))+1) {
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
		c, err := newCursor(l.seg, m, i, p.w[i], p.sc)
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
