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
	beam    []beamItem // searchBeam's sorted beam
	sel     []uint32
	nbuf    []uint32  // unvisited neighbours of the node being expanded
	dbuf    []float32 // their traversal distances (scoreBatch)
	batch   batchScratch
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

// The heaps below move a hole instead of swapping, so each level costs one
// store; they are hand-written (not container/heap) to avoid interface calls.

func pushMin(h []item, x item) []item {
	h = append(h, x)
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h[p].d <= x.d {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = x
	return h
}

func popMin(h []item) []item {
	n := len(h) - 1
	x := h[n]
	h = h[:n]
	if n == 0 {
		return h
	}
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && h[r].d < h[l].d {
			m = r
		}
		if h[m].d >= x.d {
			break
		}
		h[i] = h[m]
		i = m
	}
	h[i] = x
	return h
}

func pushMax(h []item, x item) []item {
	h = append(h, x)
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h[p].d >= x.d {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = x
	return h
}

func popMax(h []item) []item {
	n := len(h) - 1
	x := h[n]
	h = h[:n]
	if n > 0 {
		replaceMax(h, x)
	}
	return h
}

// replaceMax swaps the largest element for x in one sift.
func replaceMax(h []item, x item) {
	n := len(h)
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && h[r].d > h[l].d {
			m = r
		}
		if h[m].d <= x.d {
			break
		}
		h[i] = h[m]
		i = m
	}
	h[i] = x
}

// query holds one prepared query vector and the view it reads through.
type query struct {
	view
	metric Metric
	vec    []float32
	quant  bool // traverse with int8 codes
	// bounded: traverse with float32, skipping neighbours whose code
	// distance less slack·scale proves they cannot enter (Int8Bounded)
	bounded    bool
	slack, tol float32
	code       []int8
	qscale     float32
	qsum       int32
	qnorm2     float32
	err        error // first corruption met while traversing
	// counts of this call's memory touches, for SearchCounted
	nDist, nLists, nExact int
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
	return q.fromInt8(raw, c.qmeta[2*i], c.qmeta[2*i+1])
}

// fromInt8Batch is fromInt8 over raw[j] with meta[2j], meta[2j+1].
func (q *query) fromInt8Batch(raw []int32, meta, out []float32) {
	out = out[:len(raw)]
	meta = meta[:2*len(raw)]
	off := 128 * q.qsum
	for j, r := range raw {
		out[j] = q.qscale * meta[2*j] * float32(r-off)
	}
	switch q.metric {
	case L2:
		for j, dot := range out {
			out[j] = q.qnorm2 - 2*dot + meta[2*j+1]
		}
	case Dot:
		for j, dot := range out {
			out[j] = -dot
		}
	default:
		for j, dot := range out {
			out[j] = 1 - dot
		}
	}
}

// fromInt8 turns the raw code dot product with a stored vector (of the
// given scale and exact squared norm) into the traversal distance.
func (q *query) fromInt8(raw int32, scale, norm2 float32) float32 {
	dot := q.qscale * scale * float32(raw-128*q.qsum)
	switch q.metric {
	case L2:
		return q.qnorm2 - 2*dot + norm2
	case Dot:
		return -dot
	}
	return 1 - dot
}

// countScored records n float32 traversal distances. A bounded search
// counts them as Exact reads: its Distances are the code reads.
func (q *query) countScored(n int) {
	if q.bounded {
		q.nExact += n
	} else {
		q.nDist += n
	}
}

// boundSlack returns, for a query vector qv, the factors of a stored
// vector's scale s and of its magnitude in the error bound of a code
// distance (lowerBound). Each stored coordinate x is s·c with |x-s·c| <=
// s/2 (rounding to the nearest code, plus float32 slack in the scale's
// reciprocal), so |q·x - q·(s·c)| <= s·||q||₁/2; L2 doubles it
// (|q|²-2q·x+|x|² with |x|² exact). tol covers float32 rounding in both the
// code distance and the float32 distance it stands in for: a dot of dim
// terms is within (dim+1)·2⁻²⁴ of its magnitude, at most |q|²+|x|² for
// every metric; tol is twice that, per unit of |q|²+|x|²+1.
func boundSlack(m Metric, dim int, qv []float32) (slack, tol float32) {
	var l1 float64
	for _, x := range qv {
		l1 += math.Abs(float64(x))
	}
	slack = float32(l1 * 0.5 * (1 + 1e-4))
	if m == L2 {
		slack *= 2
	}
	return slack, float32(dim+16) * 0x1p-23
}

// lowerBound is a value no greater than the float32 distance to a stored
// vector of the given scale and exact squared norm, from its code dot
// product raw = Σ q[i]·code[i] (DotF32CodeBatch).
func (q *query) lowerBound(raw, scale, norm2 float32) float32 {
	dot := scale * raw
	var d float32
	switch q.metric {
	case L2:
		d = q.qnorm2 - 2*dot + norm2
	case Dot:
		d = -dot
	default:
		d = 1 - dot
	}
	return d - scale*q.slack - q.tol*(q.qnorm2+norm2+1)
}

// exact is the float32 distance regardless of quantization.
func (q *query) exact(d uint32) float32 {
	q.nExact++
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

// greedy walks level l towards the query with beam width 1, scoring each
// neighbour list with one batch call. It scores only neighbours not yet
// visited in the current epoch: the caller starts one (descend) for the
// whole descent, so a node met again on a later hop or a lower level is not
// scored twice. That changes no step: every node scored so far is no
// nearer than the current ep (ep is the running minimum), and greedy moves
// only to a strictly nearer one, so a rescored node could never be chosen.
// (On 100k x 128 the descent rescored about a third of what it scored.)
func (q *query) greedy(s *searcher, ep item, l int) item {
	for changed := true; changed; {
		changed = false
		if !q.gather(s, ep.id, l, false) {
			return ep
		}
		q.score(s, false, 0)
		for j, n := range s.nbuf {
			if d := s.dbuf[j]; d < ep.d {
				ep, changed = item{d, n}, true
			}
		}
	}
	return ep
}

// descend walks greedily from entry e down to level stop+1 and returns the
// nearest node found there, the entry of the layer searches below.
func (q *query) descend(s *searcher, e uint64, stop int) item {
	ep := item{q.dist(entryID(e)), entryID(e)}
	if entryLevel(e) <= stop {
		return ep
	}
	s.begin(q.capacity())
	s.visit(ep.id)
	for l := entryLevel(e); l > stop; l-- {
		ep = q.greedy(s, ep, l)
	}
	return ep
}

// searchLayer is the beam search of the HNSW paper (Alg. 2) on level l,
// leaving at most ef accepted nodes in s.top. Rejected nodes are still
// traversed. It returns false when f.budget visited nodes were exceeded.
// When every node is acceptable (no filter, no tombstones: inserts and
// most searches) it runs as searchBeam, which walks the same nodes.
func (q *query) searchLayer(s *searcher, ep item, ef, l int, f *filterCtx) bool {
	if !f.liveOnly && !q.g.heapBeam {
		q.searchBeam(s, ep, ef, l)
		return true
	}
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
// visited.
func (q *query) expand(s *searcher, c uint32, ef, l int, f *filterCtx) int {
	// Once the beam is full, a bounded search reads codes first and skips
	// the float32 vectors of neighbours that provably cannot enter it.
	full := len(s.top) >= ef && !f.twoHop
	var worst float32
	if full {
		worst = s.top[0].d
	}
	if !q.gather(s, c, l, full && q.bounded) {
		return 0
	}
	seen := len(s.nbuf)
	if f.twoHop {
		for _, n := range s.nbuf {
			q.prefetch(n)
		}
		for _, n := range s.nbuf {
			if ok := q.accepts(f, n); ok {
				q.consider(s, n, ef, true)
			} else {
				seen += q.twoHop(s, n, ef, l, f)
			}
		}
		return seen
	}
	q.score(s, full && q.bounded, worst)
	for j, n := range s.nbuf {
		q.offer(s, item{s.dbuf[j], n}, ef, !f.liveOnly || q.accepts(f, n))
	}
	return seen
}

// gather marks the unvisited neighbours of c on level l visited and
// collects them in s.nbuf, recording their vectors (or, with codes, their
// int8 codes) in s.batch so that score fetches them all at once instead
// of stalling on one cache miss at a time. It reports false when c has no
// list on level l.
func (q *query) gather(s *searcher, c uint32, l int, codes bool) bool {
	list := q.links(c, l)
	if list == nil {
		return false
	}
	s.batch.reset()
	nbrs := list[1 : 1+degreeOf(list)]
	// First compact the unvisited ids into s.nbuf without a branch on
	// whether each was seen (about half were: a coin the branch predictor
	// cannot call), marking them all visited (idempotent for the seen).
	epoch, vis := s.epoch, s.visited
	nb := slices.Grow(s.nbuf[:0], len(nbrs))[:len(nbrs)]
	k := 0
	for j := range nbrs {
		n := atomic.LoadUint32(&nbrs[j])
		if int(n) >= len(vis) {
			s.visit(n) // allocated after begin: grows the array
			vis = s.visited
			nb[k] = n
			k++
			continue
		}
		fresh := vis[n] != epoch
		vis[n] = epoch
		nb[k] = n
		k += b2i(fresh)
	}
	s.nbuf = nb[:0]
	for _, n := range nb[:k] {
		cc, i := q.at(n)
		if cc == nil {
			q.fail(n)
			continue
		}
		s.nbuf = append(s.nbuf, n)
		if codes {
			q.keepCode(&s.batch, cc, i)
		} else {
			q.keep(&s.batch, cc, i)
		}
	}
	q.nLists++
	return true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// score sets s.dbuf to the traversal distances of s.nbuf. With codes it
// first drops the neighbours whose code bound is at least worst.
func (q *query) score(s *searcher, codes bool, worst float32) {
	if codes {
		q.nDist += len(s.nbuf)
		q.pruneByCodes(s, worst)
	}
	q.scoreBatch(s)
	q.countScored(len(s.nbuf))
}

// twoHop is the ACORN expansion: the allowed neighbours of a disallowed
// node n become candidates, so sparse allow-lists stay connected.
func (q *query) twoHop(s *searcher, n uint32, ef, l int, f *filterCtx) int {
	list := q.links(n, l)
	if list == nil {
		return 0
	}
	seen := 0
	q.nLists++
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
		q.consider(s, nn, ef, true)
	}
	return seen
}

// consider adds n to the candidate heap (if traversable) and result heap
// (if accepted) when it can still improve the result set.
func (q *query) consider(s *searcher, n uint32, ef int, accepted bool) {
	q.countScored(1)
	q.offer(s, item{q.dist(n), n}, ef, accepted)
}

// offer is consider for an already scored, traversable node.
func (q *query) offer(s *searcher, x item, ef int, accepted bool) {
	if len(s.top) >= ef && x.d >= s.top[0].d {
		return
	}
	s.cand = pushMin(s.cand, x)
	if accepted {
		s.pushTop(x, ef)
	}
}

// pushTop adds x to the bounded result heap, evicting the worst when full.
func (s *searcher) pushTop(x item, ef int) {
	if len(s.top) < ef {
		s.top = pushMax(s.top, x)
	} else {
		replaceMax(s.top, x)
	}
}

// sortedTop returns s.top in ascending distance order (reusing s.buf).
func (s *searcher) sortedTop() []item {
	if descending(s.top) { // searchBeam's order: reverse it
		s.buf = s.buf[:0]
		for i := len(s.top) - 1; i >= 0; i-- {
			s.buf = append(s.buf, s.top[i])
		}
		sortItems(s.buf) // equal distances by id
		return s.buf
	}
	s.buf = append(s.buf[:0], s.top...)
	sortMaxHeap(s.buf)
	return s.buf
}

// trimTop drops the worst of s.top until at most k are left.
func (s *searcher) trimTop(k int) {
	if len(s.top) > k && descending(s.top) {
		s.top = s.top[:copy(s.top, s.top[len(s.top)-k:])] // keep the capacity
		return
	}
	for len(s.top) > k {
		s.top = popMax(s.top)
	}
}

func descending(h []item) bool {
	for i := 1; i < len(h); i++ {
		if h[i].d > h[i-1].d {
			return false
		}
	}
	return true
}

// sortItems sorts a short list into cmpItem order by insertion (the lists
// here hold at most 2M+1 or a few k items).
func sortItems(h []item) {
	for i := 1; i < len(h); i++ {
		x := h[i]
		j := i
		for ; j > 0 && cmpItem(x, h[j-1]) < 0; j-- {
			h[j] = h[j-1]
		}
		h[j] = x
	}
}

// sortMaxHeap sorts a max-heap in place into cmpItem order: the second
// phase of heapsort (no comparator calls, unlike slices.SortFunc), then an
// insertion pass, linear on its output, that orders equal distances by id
// (and would still sort correctly, slowly, a slice that was not a heap).
func sortMaxHeap(h []item) {
	for end := len(h) - 1; end > 0; end-- {
		x := h[end]
		h[end] = h[0]
		replaceMax(h[:end], x)
	}
	sortItems(h)
}
