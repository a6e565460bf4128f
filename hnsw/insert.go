package hnsw

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
)

// Add inserts vec under the caller's id. The vector is copied (and for
// Cosine normalized). Adding an id that is live returns ErrExists.
// Add may run concurrently with Search, Delete and other Adds: the node is
// linked with atomic stores after its vector is written, so a concurrent
// Search either does not see it or sees it whole.
func (g *Graph) Add(id uint64, vec []float32) error {
	if err := checkVector("vector", vec, g.dim, g.cfg.Metric); err != nil {
		return fmt.Errorf("add %d: %w", id, err)
	}
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.closed {
		return ErrClosed
	}
	d, err := g.reserve(id)
	if err != nil {
		return fmt.Errorf("add %d: %w", id, err)
	}
	g.store(d, vec)
	return g.insert(d)
}

// AddBatch adds ids[i] -> vecs[i] on Config.Workers goroutines. Dense
// slots are reserved in input order first, so a batch of ids 0..n-1 keeps
// the identity mapping that lets filters skip the id map. It returns the
// joined errors of the items that failed; the others are added.
func (g *Graph) AddBatch(ids []uint64, vecs [][]float32) error {
	if len(ids) != len(vecs) {
		return invalidf("add batch: %d ids but %d vectors", len(ids), len(vecs))
	}
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.closed {
		return ErrClosed
	}
	slots, errs := g.reserveBatch(ids, vecs)
	var (
		next atomic.Int64
		wg   sync.WaitGroup
		mu   sync.Mutex // guards errs
	)
	for range min(g.cfg.Workers, len(ids)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(ids); i = int(next.Add(1) - 1) {
				if slots[i] < 0 {
					continue
				}
				g.store(uint32(slots[i]), vecs[i])
				if err := g.insert(uint32(slots[i])); err != nil {
					mu.Lock()
					errs = append(errs, fmt.Errorf("add %d: %w", ids[i], err))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// reserveBatch validates every item and reserves slots in input order;
// rejected items get slot -1 and an error.
func (g *Graph) reserveBatch(ids []uint64, vecs [][]float32) ([]int64, []error) {
	slots := make([]int64, len(ids))
	var errs []error
	g.idMu.Lock()
	defer g.idMu.Unlock()
	loadErr := g.loadIDsLocked()
	for i, id := range ids {
		slots[i] = -1
		err := loadErr
		if err == nil {
			err = checkVector("vector", vecs[i], g.dim, g.cfg.Metric)
		}
		if _, dup := g.ids[id]; err == nil && dup {
			err = ErrExists
		}
		var d uint32
		if err == nil {
			d, err = g.allocate(id)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("add %d: %w", id, err))
			continue
		}
		slots[i] = int64(d)
	}
	return slots, errs
}

func (g *Graph) reserve(id uint64) (uint32, error) {
	g.idMu.Lock()
	defer g.idMu.Unlock()
	if err := g.loadIDsLocked(); err != nil {
		return 0, err
	}
	if _, ok := g.ids[id]; ok {
		return 0, ErrExists
	}
	return g.allocate(id)
}

// store writes the node's vector, codes and upper-layer slots, then marks it
// live (unless a racing Delete already tombstoned it).
func (g *Graph) store(d uint32, v []float32) {
	vw := g.view()
	c, i := vw.at(d)
	dst := c.vecs[i*g.dim : (i+1)*g.dim]
	copy(dst, v)
	if g.cfg.Metric == Cosine {
		normalize(dst)
	}
	if g.cfg.codes() {
		c.qmeta[2*i], c.qmeta[2*i+1] = quantize(dst, c.codes[i*g.dim:(i+1)*g.dim])
	}
	if l := g.levelFor(d); l > 0 {
		c.upper[i] = make([]uint32, l*(g.m+1))
	}
	if atomic.CompareAndSwapUint32(&c.state[i], stateFree, stateLive) {
		g.live.Add(1)
	}
}

// insert links stored node d into every layer up to its level (paper Alg. 1).
func (g *Graph) insert(d uint32) error {
	s := g.getSearcher()
	defer g.pool.Put(s)
	vw := g.view()
	q := &query{view: vw, metric: g.cfg.Metric, vec: vw.vec(d)}
	level := q.level(d)
	e, hold := g.lockEntry(d, level)
	if e == emptyEntry {
		return nil
	}
	if hold {
		defer g.entryMu.Unlock()
	}
	ep := q.descend(s, e, level)
	for l := min(level, entryLevel(e)); l >= 0; l-- {
		q.searchLayer(s, ep, g.cfg.EfConstruction, l, insertFilter)
		cands := s.sortedTop()
		s.sel = g.selectNeighbors(&q.view, d, cands, g.m, s.sel[:0])
		g.setLinks(&q.view, d, l, s.sel)
		for _, n := range s.sel {
			g.addLink(&q.view, n, d, l, s)
		}
		if len(cands) > 0 {
			ep = cands[0]
		}
	}
	if hold {
		g.entry.Store(packEntry(d, level))
	}
	return q.err
}

// lockEntry returns the current entry point. If d will become the new top
// (its level exceeds the current one) it holds entryMu and reports hold;
// the caller publishes d as entry when linked. The first node becomes the
// entry directly and lockEntry returns emptyEntry.
func (g *Graph) lockEntry(d uint32, level int) (e uint64, hold bool) {
	e = g.entry.Load()
	if e != emptyEntry && entryLevel(e) >= level {
		return e, false
	}
	g.entryMu.Lock()
	e = g.entry.Load()
	if e == emptyEntry {
		g.entry.Store(packEntry(d, level))
		g.entryMu.Unlock()
		return emptyEntry, false
	}
	if entryLevel(e) >= level {
		g.entryMu.Unlock()
		return e, false
	}
	return e, true
}

// selectNeighbors is the heuristic of the HNSW paper (Alg. 4, without
// candidate extension): walk candidates nearest first and keep one only if
// it is closer to the base than to every neighbour already kept.
func (g *Graph) selectNeighbors(v *view, base uint32, cands []item, m int, dst []uint32) []uint32 {
	for _, c := range cands {
		if len(dst) >= m {
			break
		}
		if c.id == base {
			continue
		}
		good := true
		for _, r := range dst {
			if v.nodeDist(c.id, r) < c.d {
				good = false
				break
			}
		}
		if good {
			dst = append(dst, c.id)
		}
	}
	return dst
}

func (g *Graph) lockFor(d uint32) *sync.Mutex { return &g.locks[d&(1<<lockShift-1)] }

// setLinks replaces d's list on level l.
func (g *Graph) setLinks(v *view, d uint32, l int, nb []uint32) {
	list := v.links(d, l)
	mu := g.lockFor(d)
	mu.Lock()
	defer mu.Unlock()
	writeList(list, nb)
}

func writeList(list []uint32, nb []uint32) {
	nb = nb[:min(len(nb), len(list)-1)]
	for j, n := range nb {
		atomic.StoreUint32(&list[j+1], n)
	}
	atomic.StoreUint32(&list[0], uint32(len(nb)))
}

// addLink adds the back link n -> d on level l, pruning n's list with the
// heuristic when it is full.
func (g *Graph) addLink(v *view, n, d uint32, l int, s *searcher) {
	list := v.links(n, l)
	if list == nil {
		return
	}
	mu := g.lockFor(n)
	mu.Lock()
	defer mu.Unlock()
	deg := degreeOf(list)
	for j := 1; j <= deg; j++ {
		if list[j] == d {
			return
		}
	}
	if deg < len(list)-1 {
		atomic.StoreUint32(&list[deg+1], d)
		atomic.StoreUint32(&list[0], uint32(deg+1))
		return
	}
	// Score d and the current neighbours against n in one batch call: they
	// are scattered vectors, and the batch kernel overlaps their misses.
	s.nbuf = append(s.nbuf[:0], d)
	s.nbuf = append(s.nbuf, list[1:deg+1]...)
	nq := query{view: *v, metric: g.cfg.Metric, vec: v.vec(n)}
	s.batch.reset()
	for _, x := range s.nbuf {
		c, i := nq.at(x)
		nq.keep(&s.batch, c, i)
	}
	nq.scoreBatch(s)
	cands := s.pbuf[:0]
	for j, x := range s.nbuf {
		cands = append(cands, item{s.dbuf[j], x})
	}
	sortItems(cands)
	s.psel = g.selectNeighbors(v, n, cands, len(list)-1, s.psel[:0])
	s.pbuf = cands
	writeList(list, s.psel)
}
