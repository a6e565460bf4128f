package engine

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/evicortex/evicortex/ledger"
)

// maintCache holds, per namespace, the maintenance state recall reads
// (duplicate groups, tiers, summaries): a projection of the ledger, loaded
// lazily and dropped whenever a maintenance write, a followed maintain
// entry, a purge or a rebuild may have changed it. Before any pass wrote
// anything (state none) recall never reads it, so its capsules are the
// ones from before maintenance existed, byte for byte.
type maintCache struct {
	state atomic.Int32 // maintUnknown, maintNone or maintSome
	mu    sync.Mutex   // guards views and epoch
	views map[string]*viewEntry
	epoch uint64 // bumped by clear: loads begun before it are not stored
	// backlog and behindAfter are the background worker's last look at
	// the journal (maintain_worker.go); behindAfter 0: no worker runs.
	backlog, behindAfter atomic.Int64
	planners             planners // the planner state of each namespace (maintain_state.go)
	// own holds the journal seqs of the maintain entries this engine's
	// passes wrote, until the catch-up that applies them reads them: their
	// pass refreshed the view, so they do not mark it stale (which would
	// send the next recall to the ledger). Guarded by mu.
	own map[int64]struct{}
}

// noteOwn records the journal seq of a maintain entry this engine wrote.
func (c *maintCache) noteOwn(seq int64) {
	c.mu.Lock()
	if c.own == nil {
		c.own = map[int64]struct{}{}
	}
	c.own[seq] = struct{}{}
	c.mu.Unlock()
}

// ownEntry reports (and forgets) whether this engine wrote entry seq.
func (c *maintCache) ownEntry(seq int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.own[seq]
	delete(c.own, seq)
	return ok
}

// viewEntry is one namespace's cached view. A maintenance write marks it
// stale; the next recall reloads it while the others keep reading the
// stale one (one load at a time per namespace, so a pass under load does
// not send every recall to the ledger).
type viewEntry struct {
	v       *maintView
	stale   bool
	loading bool
	ready   chan struct{} // closed once the first load finished
}

const (
	maintUnknown int32 = iota
	maintNone
	maintSome
)

// maintView is one namespace's maintenance state.
type maintView struct {
	canonical map[string]string   // duplicate evidence id -> its canonical's id
	members   map[string][]string // canonical id -> every id of its group, canonical first
	pos       map[string]int      // member id -> its position in its group
	tiers     map[string]ledger.Tier
	summaries []ledger.Summary
	byChild   map[string][]int // evidence id -> indexes of the summaries over it
}

func (c *maintCache) invalidate(ns string) {
	c.state.Store(maintSome)
	c.mu.Lock()
	if ent := c.views[ns]; ent != nil {
		ent.stale = true
	}
	c.mu.Unlock()
}

// markPass records that maintenance state may exist.
func (c *maintCache) markPass() { c.state.Store(maintSome) }

// clear drops every view (after a purge or a rebuild: a stale view could
// name purged evidence).
func (c *maintCache) clear() {
	c.mu.Lock()
	c.views = nil
	c.own = nil
	c.epoch++
	c.mu.Unlock()
	c.planners.clear()
	c.state.CompareAndSwap(maintNone, maintUnknown)
}

// maintViewOf returns the namespace's maintenance view, nil when the
// ledger holds no maintenance state for it.
func (e *Engine) maintViewOf(ctx context.Context, ns string) (*maintView, error) {
	c := &e.maint
	if c.state.Load() == maintUnknown {
		some, err := e.led.HasMaintenance(ctx)
		if err != nil {
			return nil, err
		}
		if some {
			c.state.Store(maintSome)
		} else {
			c.state.CompareAndSwap(maintUnknown, maintNone)
		}
	}
	if c.state.Load() != maintSome {
		return nil, nil
	}
	c.mu.Lock()
	ent := c.views[ns]
	switch {
	case ent != nil && (!ent.stale || ent.loading) && ent.ready == nil:
		c.mu.Unlock()
		return ent.v, nil
	case ent != nil && ent.ready != nil: // the first load is running
		ready := ent.ready
		c.mu.Unlock()
		select {
		case <-ready:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		return e.maintViewOf(ctx, ns)
	}
	if c.views == nil {
		c.views = map[string]*viewEntry{}
	}
	if ent == nil {
		ent = &viewEntry{ready: make(chan struct{})}
		c.views[ns] = ent
	}
	ent.loading, ent.stale = true, false
	epoch := c.epoch
	c.mu.Unlock()
	v, err := e.loadMaintView(ctx, ns)
	c.mu.Lock()
	defer c.mu.Unlock()
	ent.loading = false
	if ent.ready != nil {
		close(ent.ready)
		ent.ready = nil
	}
	if err != nil {
		ent.stale = true
		if ent.v == nil && c.views[ns] == ent {
			delete(c.views, ns) // nothing to fall back on: the next recall tries again
		}
		return nil, err
	}
	if c.epoch == epoch {
		ent.v = v
	}
	return v, nil
}

func (e *Engine) loadMaintView(ctx context.Context, ns string) (*maintView, error) {
	dups, err := e.led.Duplicates(ctx, ns)
	if err != nil {
		return nil, err
	}
	tiers, err := e.led.Tiers(ctx, ns)
	if err != nil {
		return nil, err
	}
	var sums []ledger.Summary
	if err := e.led.ScanSummaries(ctx, ns, func(s ledger.Summary) error {
		sums = append(sums, s)
		return nil
	}); err != nil {
		return nil, err
	}
	if len(dups) == 0 && len(tiers) == 0 && len(sums) == 0 {
		return nil, nil
	}
	v := &maintView{canonical: map[string]string{}, members: map[string][]string{}, pos: map[string]int{}, tiers: map[string]ledger.Tier{},
		summaries: sums, byChild: map[string][]int{}}
	for _, d := range dups {
		v.canonical[d.EvidenceID] = d.CanonicalID
		if v.members[d.CanonicalID] == nil {
			v.members[d.CanonicalID] = []string{d.CanonicalID}
		}
		v.members[d.CanonicalID] = append(v.members[d.CanonicalID], d.EvidenceID)
		v.pos[d.EvidenceID] = len(v.members[d.CanonicalID]) - 1
	}
	for id, t := range tiers {
		v.tiers[id] = t.Tier
	}
	for i, s := range sums {
		for _, c := range s.Children {
			v.byChild[c] = append(v.byChild[c], i)
		}
	}
	return v, nil
}

// head is the canonical of evidence id's duplicate group (id itself when
// it is no duplicate).
func (v *maintView) head(id string) string {
	if c, ok := v.canonical[id]; ok {
		return c
	}
	return id
}
