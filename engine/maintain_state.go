package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/maintain"
)

// planners keeps each namespace's planner state (maintain.State) between
// passes, so a pass reads only what is new: journal entries of the
// namespace after the state's position (maintenance written by anyone,
// "used" feedback, proposal decisions), evidence and claims after the
// highest seq folded. It is a projection of the ledger: dropped by
// clear (purge, rebuild), rebuilt from scratch when a recorded fact
// contradicts it (maintain.State.Stale: an applied merge proposal, a
// purge entry), a different policy, or a failed pass.
type planners struct {
	pass  sync.Mutex // serializes passes (worker, CLI, HTTP): one plans and writes at a time
	mu    sync.Mutex // guards m and epoch
	m     map[string]*planner
	epoch uint64 // bumped by clear: a state taken before it is not put back
}

// planner is one namespace's state and its read positions.
type planner struct {
	st       *maintain.State
	journal  int64                // journal seq folded up to
	claimSeq uint32               // highest claim seq folded
	groups   map[string][2]string // claim id -> (subject, predicate): its group, re-read when superseded
	opened   map[string]bool      // proposal ids the state knows
	content  map[string]string    // contents read by this pass's folding (for its summaries); dropped after it
	stale    bool
}

func (p *planners) take(ns string) (*planner, uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	pl := p.m[ns]
	delete(p.m, ns)
	return pl, p.epoch
}

func (p *planners) put(ns string, pl *planner, epoch uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.epoch != epoch {
		return
	}
	if p.m == nil {
		p.m = map[string]*planner{}
	}
	p.m[ns] = pl
}

func (p *planners) clear() {
	p.mu.Lock()
	p.m = nil
	p.epoch++
	p.mu.Unlock()
}

// errPlannerStale asks for a fold from scratch.
var errPlannerStale = errors.New("planner state stale")

// plannerFor returns ns's planner state caught up with the ledger.
func (e *Engine) plannerFor(ctx context.Context, ns string, pol maintain.Policy, pl *planner) (*planner, error) {
	if pl != nil && pl.st.Policy() == maintain.NewState(pol).Policy() {
		err := e.catchUpPlanner(ctx, ns, pl)
		if err == nil {
			return pl, nil
		}
		if !errors.Is(err, errPlannerStale) {
			return nil, err
		}
	}
	pl, err := e.buildPlanner(ctx, ns, pol)
	if err != nil {
		return nil, err
	}
	// Entries committed while it read are folded again (idempotently).
	if err := e.catchUpPlanner(ctx, ns, pl); err != nil {
		return nil, err
	}
	return pl, nil
}

// buildPlanner folds the namespace from scratch, as a full pass reads it,
// from the journal head read first.
func (e *Engine) buildPlanner(ctx context.Context, ns string, pol maintain.Policy) (*planner, error) {
	head, err := e.led.JournalHead(ctx)
	if err != nil {
		return nil, err
	}
	snap, claims, err := e.maintSnapshot(ctx, ns)
	if err != nil {
		return nil, err
	}
	pl := &planner{st: maintain.NewState(pol), journal: head, groups: map[string][2]string{}, opened: map[string]bool{},
		content: make(map[string]string, len(snap.Evidence))}
	pl.st.Load(snap)
	for _, ev := range snap.Evidence {
		pl.content[ev.ID] = ev.Content
	}
	for _, c := range claims {
		pl.groups[c.ID] = [2]string{c.Subject, c.Predicate}
		pl.claimSeq = max(pl.claimSeq, c.Seq)
	}
	props, err := e.led.ListProposals(ctx, ns, "")
	if err != nil {
		return nil, err
	}
	for _, p := range props {
		pl.opened[p.ID] = true
	}
	return pl, nil
}

// catchUpPlanner folds what the ledger gained since the state's positions.
func (e *Engine) catchUpPlanner(ctx context.Context, ns string, pl *planner) error {
	const page = 1000
	for {
		js, err := e.led.JournalOf(ctx, ns, pl.journal, page)
		if err != nil {
			return err
		}
		for _, j := range js {
			if err := e.foldEntry(ctx, ns, pl, j); err != nil {
				return err
			}
			pl.journal = j.Seq
			if pl.stale || pl.st.Stale() {
				return errPlannerStale
			}
		}
		if len(js) < page {
			break
		}
	}
	if pl.content == nil {
		pl.content = map[string]string{}
	}
	for {
		evs, err := e.led.ListEvidence(ctx, ledger.EvidenceFilter{Namespace: ns, AfterSeq: pl.st.EvidenceSeq()}, page)
		if err != nil {
			return err
		}
		for _, ev := range evs {
			pl.st.AddEvidence(maintain.Evidence{Seq: ev.Seq, ID: ev.ID, Source: ev.Source, Content: ev.Content, SHA256: ev.SHA256,
				OccurredAt: ev.OccurredAt})
			pl.content[ev.ID] = ev.Content
		}
		if len(evs) < page {
			break
		}
	}
	return e.foldNewClaims(ctx, ns, pl)
}

// foldNewClaims folds the claims written since the state's claim seq and,
// for each that supersedes another, that claim's group again (its status
// may have changed).
func (e *Engine) foldNewClaims(ctx context.Context, ns string, pl *planner) error {
	regroup := map[[2]string]bool{}
	for {
		cs, err := e.led.ListClaims(ctx, ns, "", "", pl.claimSeq, 1000)
		if err != nil {
			return err
		}
		for _, c := range cs {
			pl.st.SetClaim(planClaim(c))
			pl.groups[c.ID] = [2]string{c.Subject, c.Predicate}
			pl.claimSeq = max(pl.claimSeq, c.Seq)
			if g, ok := pl.groups[c.Supersedes]; ok && c.Supersedes != "" {
				regroup[g] = true
			}
		}
		if len(cs) < 1000 {
			break
		}
	}
	for g := range regroup {
		cs, err := e.led.ListClaims(ctx, ns, g[0], g[1], 0, 1<<20)
		if err != nil {
			return err
		}
		for _, c := range cs {
			if c.Seq <= pl.claimSeq {
				pl.st.SetClaim(planClaim(c))
			}
		}
	}
	return nil
}

func planClaim(c ledger.Claim) maintain.Claim {
	return maintain.Claim{ID: c.ID, EvidenceIDs: c.EvidenceIDs,
		Retired: c.Status == ledger.StatusSuperseded || c.Lifecycle == ledger.LifecycleRejected}
}

// foldEntry folds one journal entry of the namespace.
func (e *Engine) foldEntry(ctx context.Context, ns string, pl *planner, j ledger.JournalEntry) error {
	switch j.Op {
	case ledger.OpMaintain, ledger.OpProposal, ledger.OpFeedback, ledger.OpPurge:
	default:
		return nil // appends are read from the evidence and claims tables
	}
	body, err := j.Decode()
	if err != nil {
		return err
	}
	switch b := body.(type) {
	case *ledger.MaintainPayload:
		return e.foldMaintain(ctx, ns, pl, b)
	case *ledger.ProposalPayload:
		if b.State == string(ledger.ProposalApplied) {
			pl.stale = true
		}
	case *ledger.PurgePayload:
		pl.stale = true
	case *ledger.FeedbackPayload:
		for _, it := range b.Items {
			if it.Outcome == string(ledger.OutcomeUsed) {
				for _, id := range it.Evidence {
					pl.st.MarkUsed(id, j.At)
				}
			}
		}
	}
	return nil
}

// foldMaintain mirrors a maintain entry (a pass's batch, this process's
// or another's, or an applied proposal's link).
func (e *Engine) foldMaintain(ctx context.Context, ns string, pl *planner, b *ledger.MaintainPayload) error {
	for _, id := range b.Dropped {
		pl.st.DropSummary(id)
	}
	for _, s := range b.Summaries {
		if pl.st.HasSummary(s.ID) {
			continue
		}
		sm, err := e.led.SummaryByID(ctx, ns, s.ID)
		if errors.Is(err, ledger.ErrNotFound) {
			continue // dropped since (a later entry says so too)
		}
		if err != nil {
			return fmt.Errorf("summary %s: %w", s.ID, err)
		}
		pl.st.RecordSummary(maintain.Summary{ID: sm.ID, Scope: sm.Scope, InputDigest: sm.InputDigest})
	}
	for _, d := range b.Duplicates {
		pl.st.RecordDuplicate(d.ID, d.Canonical)
	}
	for _, t := range b.Tiers {
		pl.st.RecordTier(t.ID, maintain.Tier(t.Tier))
	}
	for _, id := range b.Proposals {
		if !pl.opened[id] {
			pl.stale = true // opened elsewhere: its pair is read by a fold from scratch
		}
	}
	return nil
}

// mirrorBatch folds a batch this pass committed into the state, so the
// next plan does not plan it again before the journal says so.
func (pl *planner) mirrorBatch(b ledger.MaintenanceBatch, res ledger.MaintainPayload) {
	for _, id := range b.DropSummaries {
		pl.st.DropSummary(id)
	}
	for i, sm := range b.Summaries {
		if i < len(res.Summaries) {
			pl.st.RecordSummary(maintain.Summary{ID: res.Summaries[i].ID, Scope: sm.Scope, InputDigest: sm.InputDigest})
		}
	}
	for _, d := range b.Duplicates {
		pl.st.RecordDuplicate(d.EvidenceID, d.CanonicalID)
	}
	for _, t := range b.Tiers {
		pl.st.RecordTier(t.ItemID, maintain.Tier(t.Tier))
	}
	for i, p := range b.Proposals {
		if i < len(res.Proposals) {
			pl.opened[res.Proposals[i]] = true
		}
		if len(p.EvidenceIDs) == 2 {
			pl.st.RecordProposed(p.EvidenceIDs[0], p.EvidenceIDs[1])
		}
	}
}

// contentFunc reads children for the plan: from what this pass folded,
// else from the ledger.
func (e *Engine) contentFunc(ctx context.Context, ns string, pl *planner) maintain.ContentFunc {
	return func(ids []string) ([]string, error) {
		out := make([]string, len(ids))
		for i, id := range ids {
			if c, ok := pl.content[id]; ok {
				out[i] = c
				continue
			}
			ev, err := e.led.Evidence(ctx, ns, id)
			if err != nil {
				return nil, fmt.Errorf("summary child %s: %w", id, err)
			}
			out[i] = ev.Content
		}
		return out, nil
	}
}
