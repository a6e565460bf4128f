package engine

import (
	"context"
	"maps"

	"github.com/evicortex/evicortex/ledger"
)

// writtenBatch is a batch a pass committed and what the ledger answered.
type writtenBatch struct {
	b   ledger.MaintenanceBatch
	res ledger.MaintainPayload
}

// refreshMaintView installs ns's view after a paced pass wrote batches,
// leaving no moment in which a recall finds it stale and loads it itself:
// the current view with the batches applied (withBatches, no ledger read)
// when there is one, else a view loaded from the ledger. A failed load
// marks it stale.
func (e *Engine) refreshMaintView(ctx context.Context, ns string, written []writtenBatch) {
	c := &e.maint
	c.state.Store(maintSome)
	c.mu.Lock()
	epoch := c.epoch
	var v *maintView
	if ent := c.views[ns]; ent != nil && ent.v != nil && !ent.stale && !ent.loading && ent.ready == nil {
		v = ent.v.withBatches(written)
	}
	c.mu.Unlock()
	var err error
	if v == nil {
		v, err = e.loadMaintView(ctx, ns)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	ent := c.views[ns]
	switch {
	case err != nil || c.epoch != epoch:
		if ent != nil {
			ent.stale = true
		}
	case ent == nil:
		if c.views == nil {
			c.views = map[string]*viewEntry{}
		}
		c.views[ns] = &viewEntry{v: v}
	case ent.ready == nil && !ent.loading:
		ent.v, ent.stale = v, false
	default: // a recall is loading it, maybe from before these writes: the next one loads again
		ent.stale = true
	}
}

// withBatches returns a copy of v with written batches applied, as a
// load from the ledger after them reads it: links appended to their
// groups (a pass writes links in evidence order, the order Duplicates
// lists them in), tiers set, dropped summaries removed and new ones
// appended (ScanSummaries' order). v is not changed: recalls may be
// reading it. TestWithBatchesEqualsLoad checks it against a load.
func (v *maintView) withBatches(written []writtenBatch) *maintView {
	out := &maintView{canonical: maps.Clone(v.canonical), members: make(map[string][]string, len(v.members)),
		pos: maps.Clone(v.pos), tiers: maps.Clone(v.tiers), byChild: map[string][]int{}}
	for k, m := range v.members {
		out.members[k] = m[:len(m):len(m)] // an append copies
	}
	drop := map[string]bool{}
	for _, w := range written {
		for _, id := range w.b.DropSummaries {
			drop[id] = true
		}
	}
	for _, sm := range v.summaries {
		if !drop[sm.ID] {
			out.summaries = append(out.summaries, sm)
		}
	}
	for _, w := range written {
		for _, d := range w.b.Duplicates {
			if out.members[d.CanonicalID] == nil {
				out.members[d.CanonicalID] = []string{d.CanonicalID}
			}
			out.canonical[d.EvidenceID] = d.CanonicalID
			out.members[d.CanonicalID] = append(out.members[d.CanonicalID], d.EvidenceID)
			out.pos[d.EvidenceID] = len(out.members[d.CanonicalID]) - 1
		}
		for _, t := range w.b.Tiers {
			out.tiers[t.ItemID] = t.Tier
		}
		for i, sm := range w.b.Summaries {
			if i < len(w.res.Summaries) {
				out.summaries = append(out.summaries, ledger.Summary{ID: w.res.Summaries[i].ID, Namespace: w.b.Namespace, Scope: sm.Scope,
					Text: sm.Text, Children: sm.Children, Spans: sm.Spans, Producer: sm.Producer, Version: sm.Version, InputDigest: sm.InputDigest})
			}
		}
	}
	for i, sm := range out.summaries {
		for _, c := range sm.Children {
			out.byChild[c] = append(out.byChild[c], i)
		}
	}
	return out
}
