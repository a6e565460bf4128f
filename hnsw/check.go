package hnsw

import (
	"fmt"
	"slices"
)

// Check verifies the graph's invariants: every link names an allocated,
// stored node other than its owner, appears once per list, and (above
// layer 0) reaches a node that has that layer; degrees are within limits;
// the entry point is valid and on the top level; the live count matches.
// It takes the graph exclusively and returns an error wrapping ErrCorrupt
// describing the first violation. Tests call it after every mutation.
func (g *Graph) Check() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return ErrClosed
	}
	v := g.view()
	n := g.next.Load()
	var live int64
	top := -1
	for d := uint32(0); d < n; d++ {
		st := v.state(d)
		if st == stateLive {
			live++
		}
		if st != stateLive && st != stateDead {
			return corruptf("node %d: state %d", d, st)
		}
		top = max(top, v.level(d))
		if err := g.checkNode(&v, d, n); err != nil {
			return err
		}
	}
	if live != g.live.Load() {
		return corruptf("live count %d, counted %d", g.live.Load(), live)
	}
	return g.checkEntry(&v, n, top)
}

func (g *Graph) checkNode(v *view, d, n uint32) error {
	for l := 0; l <= v.level(d); l++ {
		list := v.links(d, l)
		deg := int(list[0])
		if deg > g.maxDegree(l) {
			return corruptf("node %d level %d: degree %d > %d", d, l, deg, g.maxDegree(l))
		}
		for j := 1; j <= deg; j++ {
			if err := g.checkLink(v, d, l, list[j], n, list[1:j]); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *Graph) checkLink(v *view, d uint32, l int, x, n uint32, before []uint32) error {
	var why string
	switch {
	case x >= n:
		why = fmt.Sprintf("out of range (%d nodes)", n)
	case x == d:
		why = "is a self-loop"
	case v.level(x) < l:
		why = fmt.Sprintf("has only %d levels", v.level(x))
	case v.state(x) == stateFree:
		why = "was never stored"
	case slices.Contains(before, x):
		why = "duplicated"
	default:
		return nil
	}
	return corruptf("node %d level %d: link %d %s", d, l, x, why)
}

func (g *Graph) checkEntry(v *view, n uint32, top int) error {
	e := g.entry.Load()
	if e == emptyEntry {
		if n != 0 {
			return corruptf("no entry point but %d nodes", n)
		}
		return nil
	}
	switch d := entryID(e); {
	case d >= n:
		return corruptf("entry point %d out of range (%d nodes)", d, n)
	case v.level(d) != entryLevel(e):
		return corruptf("entry point %d: level %d, recorded %d", d, v.level(d), entryLevel(e))
	case entryLevel(e) != top:
		return corruptf("entry point level %d, top level %d", entryLevel(e), top)
	}
	return nil
}
