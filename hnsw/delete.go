package hnsw

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
)

// Delete tombstones id: Search stops returning it at once, the graph keeps
// routing through it until Compact removes it and repairs its neighbours.
// With Config.AutoCompact set, Delete compacts when tombstones pass that
// fraction of allocated nodes (taking the graph exclusively while it does).
func (g *Graph) Delete(id uint64) error {
	if err := g.tombstone(id); err != nil {
		return fmt.Errorf("delete %d: %w", id, err)
	}
	if r := g.cfg.AutoCompact; r > 0 && float64(g.dead.Load()) > r*float64(g.next.Load()) {
		return g.Compact()
	}
	return nil
}

func (g *Graph) tombstone(id uint64) error {
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.closed {
		return ErrClosed
	}
	g.idMu.Lock()
	defer g.idMu.Unlock()
	if err := g.loadIDsLocked(); err != nil {
		return err
	}
	d, ok := g.ids[id]
	if !ok {
		return ErrNotFound
	}
	delete(g.ids, id)
	vw := g.view()
	c, i := vw.at(d)
	if atomic.CompareAndSwapUint32(&c.state[i], stateLive, stateDead) {
		g.live.Add(-1)
	} else {
		atomic.StoreUint32(&c.state[i], stateDead) // Add still storing it
	}
	g.dead.Add(1)
	return nil
}

// Compact rebuilds the graph without tombstones: live nodes get new dense
// ids in order, links to deleted nodes are replaced by the heuristic choice
// among the node's live neighbours and its deleted neighbours' live
// neighbours, and the old chunks (and file mapping) are released. It takes
// the graph exclusively; cost is O(nodes·M) plus O(M²) distances per
// repaired list.
func (g *Graph) Compact() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return ErrClosed
	}
	g.compactLocked()
	return nil
}

// compactLocked is Compact with mu held exclusively.
func (g *Graph) compactLocked() {
	if g.dead.Load() == 0 {
		return
	}
	old := g.view()
	n := g.next.Load()
	remap, order := g.liveOrder(&old, n)
	fresh := newGraph(g.cfg)
	fresh.ids, fresh.identity = make(map[uint64]uint32, len(order)), true
	for _, d := range order {
		nd, _ := fresh.allocate(old.ext(d))
		fresh.copyNode(&old, d, nd)
	}
	nv := fresh.view()
	s := &searcher{}
	var damaged []uint32
	for nd, d := range order {
		hurt := false
		for l := 0; l <= old.level(d); l++ {
			hurt = g.repairList(&old, &nv, remap, d, uint32(nd), l, s) || hurt
		}
		if hurt {
			damaged = append(damaged, uint32(nd))
		}
	}
	entry := g.pickEntry(&old, remap, order)
	fresh.entry.Store(entry)
	fresh.relinkAll(damaged)
	g.adopt(fresh, entry, int64(len(order)))
}

// relinkAll re-runs the insertion search for nodes that lost neighbours,
// on all workers, so the repaired lists are as good as fresh inserts.
func (g *Graph) relinkAll(nodes []uint32) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(g.cfg.Workers, len(nodes)) {
		wg.Go(func() {
			s := &searcher{}
			for i := int(next.Add(1) - 1); i < len(nodes); i = int(next.Add(1) - 1) {
				g.relink(nodes[i], s)
			}
		})
	}
	wg.Wait()
}

// relink searches for d's neighbours from the entry point, merges them with
// d's current list and re-selects with the heuristic on every level.
func (g *Graph) relink(d uint32, s *searcher) {
	vw := g.view()
	q := &query{view: vw, metric: g.cfg.Metric, vec: vw.vec(d)}
	e := g.entry.Load()
	if e == emptyEntry || entryID(e) == d && entryLevel(e) == 0 {
		return
	}
	level := q.level(d)
	ep := q.descend(s, e, level)
	for l := min(level, entryLevel(e)); l >= 0; l-- {
		q.searchLayer(s, ep, g.cfg.EfConstruction, l, insertFilter)
		list := q.links(d, l)
		for j, deg := 1, degreeOf(list); j <= deg; j++ {
			if n := atomic.LoadUint32(&list[j]); s.visit(n) {
				s.top = pushMax(s.top, item{q.dist(n), n}) // sortedTop needs the heap order
			}
		}
		cands := s.sortedTop()
		s.sel = g.selectNeighbors(&q.view, d, cands, g.maxDegree(l), s.sel[:0])
		g.setLinks(&q.view, d, l, s.sel)
		for _, n := range s.sel {
			g.addLink(&q.view, n, d, l, s)
		}
		for _, c := range cands {
			if c.id != d {
				ep = c
				break
			}
		}
	}
}

// liveOrder maps old dense ids to new ones (^0 for dropped nodes).
func (g *Graph) liveOrder(v *view, n uint32) ([]uint32, []uint32) {
	remap := make([]uint32, n)
	order := make([]uint32, 0, g.live.Load())
	for d := uint32(0); d < n; d++ {
		remap[d] = ^uint32(0)
		if v.state(d) == stateLive {
			remap[d] = uint32(len(order))
			order = append(order, d)
		}
	}
	return remap, order
}

func (g *Graph) copyNode(old *view, d, nd uint32) {
	oc, oi := old.at(d)
	nv := g.view()
	c, i := nv.at(nd)
	dim := g.dim
	copy(c.vecs[i*dim:(i+1)*dim], oc.vecs[oi*dim:(oi+1)*dim])
	if g.cfg.codes() {
		copy(c.codes[i*dim:(i+1)*dim], oc.codes[oi*dim:(oi+1)*dim])
		c.qmeta[2*i], c.qmeta[2*i+1] = oc.qmeta[2*oi], oc.qmeta[2*oi+1]
	}
	if up := oc.upper[oi]; len(up) > 0 {
		c.upper[i] = make([]uint32, len(up))
	}
	c.state[i] = stateLive
}

// repairList writes nd's level-l list: surviving neighbours remapped, and
// if any neighbour was deleted, a heuristic re-selection over the survivors
// plus the deleted neighbours' surviving neighbours.
func (g *Graph) repairList(old, nv *view, remap []uint32, d, nd uint32, l int, s *searcher) bool {
	list := old.links(d, l)
	deg := degreeOf(list)
	s.sel = s.sel[:0]
	damaged := false
	for j := 1; j <= deg; j++ {
		if r := remap[list[j]]; r != ^uint32(0) {
			s.sel = append(s.sel, r)
		} else {
			damaged = true
		}
	}
	if damaged {
		s.sel = g.reselect(old, remap, d, l, list[1:deg+1], s)
	}
	writeList(nv.links(nd, l), s.sel)
	return damaged
}

func (g *Graph) reselect(old *view, remap []uint32, d uint32, l int, nb []uint32, s *searcher) []uint32 {
	s.begin(int(g.next.Load()))
	s.visit(d)
	s.buf = s.buf[:0]
	add := func(x uint32) {
		if remap[x] != ^uint32(0) && s.visit(x) {
			s.buf = append(s.buf, item{old.nodeDist(d, x), x})
		}
	}
	for _, x := range nb {
		add(x)
		if remap[x] == ^uint32(0) {
			if two := old.links(x, l); two != nil {
				for _, y := range two[1 : degreeOf(two)+1] {
					add(y)
				}
			}
		}
	}
	slices.SortFunc(s.buf, cmpItem)
	sel := g.selectNeighbors(old, d, s.buf, g.maxDegree(l), s.psel[:0])
	for i, x := range sel {
		sel[i] = remap[x]
	}
	s.psel = sel
	return sel
}

// pickEntry keeps the old entry if it survived, else the highest live node.
func (g *Graph) pickEntry(old *view, remap []uint32, order []uint32) uint64 {
	if e := g.entry.Load(); e != emptyEntry && remap[entryID(e)] != ^uint32(0) {
		return packEntry(remap[entryID(e)], entryLevel(e))
	}
	best, bestLevel := uint64(emptyEntry), -1
	for nd, d := range order {
		if l := old.level(d); l > bestLevel {
			best, bestLevel = packEntry(uint32(nd), l), l
		}
	}
	return best
}

// adopt swaps in the compacted storage and releases the old file mapping.
// Caller holds mu exclusively.
func (g *Graph) adopt(fresh *Graph, entry uint64, live int64) {
	g.idMu.Lock()
	g.ids, g.idsOK, g.identity = fresh.ids, true, fresh.identity
	g.chunks.Store(fresh.chunks.Load())
	g.next.Store(fresh.next.Load())
	g.idMu.Unlock()
	g.live.Store(live)
	g.dead.Store(0)
	g.entry.Store(entry)
	if g.file != nil {
		g.file.close()
		g.file = nil
	}
}
