package hnsw

import (
	"math"
	"slices"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/evicortex/evicortex/hnsw/internal/vec"
)

// item is a node and its distance to the current query.
type item struct {
	d  float32
	id uint32
}

func cmpItem(a, b item) int {
	switch {
	case a.d < b.d:
		return -1
	case a.d > b.d:
		return 1
	}
	return int(a.id) - int(b.id)
}

// searcher is per-call scratch, pooled; never shared between goroutines.
type searcher struct {
	visited []uint16 // epoch marks, one per allocated node slot
	epoch   uint16
	cand    []item // min-heap on d
	top     []item // max-heap on d
	buf     []item
	sel     []uint32
	nbuf    []uint32 // unvisited neighbours of the node being expanded
	q       query    // the current Search's query (kept here to avoid an allocation)
	fbuf    []uint32 // filter ids batch
	pbuf    []item   // addLink pruning candidates
	psel    []uint32 // addLink pruning selection
	qvec    []float32
	qcode   []int8
}

func (g *Graph) getSearcher() *searcher {
	if s, ok := g.pool.Get().(*searcher); ok {
		return s
	}
	return &searcher{}
}

// begin starts a new visited epoch covering capacity slots.
func (s *searcher) begin(capacity int) {
	if len(s.visited) < capacity {
		s.visited = make([]uint16, capacity+capacity/4)
		s.epoch = 0
	}
	s.epoch++
	if s.epoch == 0 {
		clear(s.visited)
		s.epoch = 1
	}
	s.cand, s.top = s.cand[:0], s.top[:0]
}

// visit marks d and reports whether it was unvisited. Nodes allocated after
// begin grow the array.
func (s *searcher) visit(d uint32) bool {
	if int(d) >= len(s.visited) {
		grown := make([]uint16, int(d)+int(d)/4+chunkSize)
		copy(grown, s.visited)
		s.visited = grown
	}
	if s.visited[d] == s.epoch {
		return false
	}
	s.visited[d] = s.epoch
	return true
}

func pushMin(h []item, x item) []item {
	h = append(h, x)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p].d <= h[i].d {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	return h
}

func popMin(h []item) []item {
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < n && h[l].d < h[m].d {
			m = l
		}
		if r := l + 1; r < n && h[r].d < h[m].d {
			m = r
		}
		if m == i {
			return h
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

func pushMax(h []item, x item) []item {
	h = append(h, x)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p].d >= h[i].d {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	return h
}

func popMax(h []item) []item {
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	siftDownMax(h)
	return h
}

// replaceMax swaps the largest element for x in one sift.
func replaceMax(h []item, x item) {
	h[0] = x
	siftDownMax(h)
}

func siftDownMax(h []item) {
	n := len(h)
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < n && h[l].d > h[m].d {
			m = l
		}
		if r := l + 1; r < n && h[r].d > h[m].d {
			m = r
		}
		if m == i {
			return
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

// query holds one prepared query vector and the view it reads through.
type query struct {
	view
	metric Metric
	vec    []float32
	quant  bool // traverse with int8 codes
	code   []int8
	qscale float32
	qsum   int32
	qnorm2 float32
	err    error // first corruption met while traversing
}

// filterCtx says which nodes a layer search may return and how it walks.
type filterCtx struct {
	liveOnly bool            // skip tombstones (false while inserting)
	bm       *roaring.Bitmap // allowed external ids; nil allows all
	twoHop   bool            // ACORN-style expansion through disallowed nodes
	budget   int             // visited-node limit before giving up; 0 = none
}

var insertFilter = &filterCtx{}

func (q *query) capacity() int { return len(q.tab) << chunkShift }

// dist is the traversal distance: int8 when quant is set, else float32.
func (q *query) dist(d uint32) float32 {
	c, i := q.at(d)
	if c == nil {
		q.fail(d)
		return float32(math.Inf(1))
	}
	dim := q.g.dim
	if !q.quant {
		return distance(q.metric, q.vec, c.vecs[i*dim:(i+1)*dim:(i+1)*dim])
	}
	raw := vec.DotU8I8(c.codes[i*dim:(i+1)*dim:(i+1)*dim], q.code)
	dot := q.qscale * c.qmeta[2*i] * float32(raw-128*q.qsum)
	switch q.metric {
	case L2:
		return q.qnorm2 - 2*dot + c.qmeta[2*i+1]
	case Dot:
		return -dot
	}
	return 1 - dot
}

// exact is the float32 distance regardless of quantization.
func (q *query) exact(d uint32) float32 {
	return distance(q.metric, q.vec, q.view.vec(d))
}

func (q *query) fail(d uint32) {
	if q.err == nil {
		q.err = corruptf("link to unallocated node %d", d)
	}
}

func (q *query) accepts(f *filterCtx, d uint32) bool {
	if !f.liveOnly {
		return true
	}
	c, i := q.at(d)
	if c == nil || atomic.LoadUint32(&c.state[i]) != stateLive {
		return false
	}
	if f.bm == nil {
		return true
	}
	e := c.ext[i]
	return e <= math.MaxUint32 && f.bm.Contains(uint32(e))
}

// degreeOf reads the degree word of list, clamped to its capacity.
func degreeOf(list []uint32) int {
	return min(int(atomic.LoadUint32(&list[0])), len(list)-1)
}

// greedy walks level l towards the query with beam width 1.
func (q *query) greedy(ep item, l int) item {
	for changed := true; changed; {
		changed = false
		list := q.links(ep.id, l)
		if list == nil {
			return ep
		}
		for j, deg := 1, degreeOf(list); j <= deg; j++ {
			n := atomic.LoadUint32(&list[j])
			if d := q.dist(n); d < ep.d {
				ep, changed = item{d, n}, true
			}
		}
	}
	return ep
}

// searchLayer is the beam search of the HNSW paper (Alg. 2) on level l,
// leaving at most ef accepted nodes in s.top. Rejected nodes are still
// traversed. It returns false when f.budget visited nodes were exceeded.
func (q *query) searchLayer(s *searcher, ep item, ef, l int, f *filterCtx) bool {
	s.begin(q.capacity())
	s.visit(ep.id)
	s.cand = pushMin(s.cand, ep)
	if q.accepts(f, ep.id) {
		s.top = pushMax(s.top, ep)
	}
	visited := 1
	for len(s.cand) > 0 {
		c := s.cand[0]
		if len(s.top) >= ef && c.d > s.top[0].d {
			break
		}
		s.cand = popMin(s.cand)
		if l == 0 && len(s.cand) > 0 {
			q.prefetchLinks(s.cand[0].id)
		}
		visited += q.expand(s, c.id, ef, l, f)
		if f.budget > 0 && visited > f.budget {
			return false
		}
	}
	return true
}

// expand scores the unvisited neighbours of c and returns how many it
// visited. It first gathers them and prefetches their vectors, so the
// memory loads overlap instead of stalling one distance at a time.
func (q *query) expand(s *searcher, c uint32, ef, l int, f *filterCtx) int {
	list := q.links(c, l)
	if list == nil {
		return 0
	}
	s.nbuf = s.nbuf[:0]
	for j, deg := 1, degreeOf(list); j <= deg; j++ {
		n := atomic.LoadUint32(&list[j])
		if cc, _ := q.at(n); cc == nil {
			q.fail(n)
			continue
		}
		if s.visit(n) {
			s.nbuf = append(s.nbuf, n)
			q.prefetch(n)
		}
	}
	seen := len(s.nbuf)
	for _, n := range s.nbuf {
		ok := q.accepts(f, n)
		if f.twoHop && !ok {
			seen += q.twoHop(s, n, ef, l, f)
			continue
		}
		q.consider(s, n, ef, ok, true)
	}
	return seen
}

// twoHop is the ACORN expansion: the allowed neighbours of a disallowed
// node n become candidates, so sparse allow-lists stay connected.
func (q *query) twoHop(s *searcher, n uint32, ef, l int, f *filterCtx) int {
	list := q.links(n, l)
	if list == nil {
		return 0
	}
	seen := 0
	for j, deg := 1, degreeOf(list); j <= deg; j++ {
		nn := atomic.LoadUint32(&list[j])
		if cc, _ := q.at(nn); cc == nil {
			q.fail(nn)
			continue
		}
		seen++ // every examined id costs a filter probe; the budget counts it
		if !q.accepts(f, nn) || !s.visit(nn) {
			continue
		}
		q.consider(s, nn, ef, true, true)
	}
	return seen
}

// consider adds n to the candidate heap (if traversable) and result heap
// (if accepted) when it can still improve the result set.
func (q *query) consider(s *searcher, n uint32, ef int, accepted, traverse bool) {
	d := q.dist(n)
	if len(s.top) >= ef && d >= s.top[0].d {
		return
	}
	if traverse {
		s.cand = pushMin(s.cand, item{d, n})
	}
	if accepted {
		if len(s.top) < ef {
			s.top = pushMax(s.top, item{d, n})
		} else {
			replaceMax(s.top, item{d, n})
		}
	}
}

// sortedTop returns s.top in ascending distance order (reusing s.buf).
func (s *searcher) sortedTop() []item {
	s.buf = append(s.buf[:0], s.top...)
	slices.SortFunc(s.buf, cmpItem)
	return s.buf
}
