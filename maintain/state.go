package maintain

import (
	"sort"
	"strconv"
	"strings"
	"time"
)

// State is one namespace's planner state between passes: what the planner
// has folded of the namespace (evidence metadata in write order, the
// near-duplicate index over the canonicals, claims, "used" feedback) and a
// mirror of the maintenance state the ledger records. Evidence content is
// read while folding and not kept: a summary's children are read again
// through a ContentFunc when their chunk needs a new summary.
//
// It is a projection: folding a namespace in one go and folding it piece
// by piece, with plans written in between, reach the same state and so
// the same plans (TestStateIncrementalEqualsFull). A pass then costs what
// is new (shingles of new evidence, summaries of sessions that changed)
// plus one in-memory walk for the tiers, which depend on the newest
// occurred_at. Not safe for concurrent use.
type State struct {
	p        Policy
	evSeq    uint32
	evs      []evMeta
	newest   time.Time
	idx      *canonIndex
	dups     map[string]string   // every link: recorded when folded, or planned
	links    []DuplicateAction   // planned links, write order (recorded ones pruned by Plan)
	props    []ProposalAction    // merge candidates, write order (proposed ones pruned by Plan)
	sessions map[string][]int    // session -> indexes into evs of its canonical evidence
	dirty    map[string]bool     // sessions whose summaries may need work
	sessPer  map[string]string   // session -> its period (period.go)
	periods  map[string][]string // period -> its sessions, by first canonical's write order
	dirtyP   map[string]bool     // periods whose summaries may need work
	claims   map[string]Claim
	used     map[string]time.Time
	rec      recorded
	stale    bool
}

// evMeta is what the state keeps of one evidence.
type evMeta struct {
	id, sha, session string
	occurred         time.Time
}

// recorded mirrors the ledger's maintenance state of the namespace.
type recorded struct {
	dups      map[string]string
	tiers     map[string]Tier
	sums      map[string]recSummary
	bySession map[string][]string // session -> recorded summary ids, in record order
	byPeriod  map[string][]string // period -> recorded period summary ids, in record order
	proposed  map[string]bool     // "evidence_id canonical_id"
	ord       int
}

type recSummary struct {
	Summary
	ord int
}

// ContentFunc returns the contents of the evidence ids, in order.
type ContentFunc func(ids []string) ([]string, error)

// NewState returns an empty state planning with policy p.
func NewState(p Policy) *State {
	return &State{p: p.withDefaults(), idx: newCanonIndex(), dups: map[string]string{}, sessions: map[string][]int{},
		dirty: map[string]bool{}, sessPer: map[string]string{}, periods: map[string][]string{}, dirtyP: map[string]bool{},
		claims: map[string]Claim{}, used: map[string]time.Time{},
		rec: recorded{dups: map[string]string{}, tiers: map[string]Tier{}, sums: map[string]recSummary{},
			bySession: map[string][]string{}, byPeriod: map[string][]string{}, proposed: map[string]bool{}}}
}

// Policy is the policy the state plans with (defaults filled in).
func (s *State) Policy() Policy { return s.p }

// EvidenceSeq is the highest evidence Seq folded (0: none).
func (s *State) EvidenceSeq() uint32 { return s.evSeq }

// Stale reports that a recorded fact contradicts what the state planned
// (a merge proposal was applied, or another writer linked differently):
// the caller must fold the namespace again from scratch, as a full pass
// would read it.
func (s *State) Stale() bool { return s.stale }

// AddEvidence folds one evidence; calls come in ascending Seq, and one at
// or below EvidenceSeq is ignored (a re-read page). An evidence already
// recorded as a duplicate is skipped, as a full pass skips it; any other
// is linked to an earlier canonical it duplicates, becomes a merge
// candidate, or becomes a canonical itself (see the package doc).
func (s *State) AddEvidence(ev Evidence) {
	if ev.Seq <= s.evSeq && s.evSeq > 0 {
		return
	}
	s.evSeq = ev.Seq
	if ev.OccurredAt.After(s.newest) {
		s.newest = ev.OccurredAt
	}
	m := evMeta{id: ev.ID, sha: ev.SHA256, session: SessionOf(ev.Source), occurred: ev.OccurredAt}
	s.evs = append(s.evs, m)
	if c, ok := s.rec.dups[ev.ID]; ok {
		s.dups[ev.ID] = c
		return
	}
	ws := words(ev.Content)
	norm := strings.Join(ws, " ")
	if c, ok := s.idx.exact[norm]; ok && norm != "" {
		s.link(DuplicateAction{EvidenceID: ev.ID, CanonicalID: c, Measure: "exact", Similarity: 1})
		return
	}
	sh := shingles(ws)
	if sh != nil {
		c, sim := s.idx.nearest(sh)
		switch {
		case sim >= s.p.NearThreshold:
			s.link(DuplicateAction{EvidenceID: ev.ID, CanonicalID: c, Measure: "shingle_jaccard", Similarity: round4(sim)})
			return
		case sim >= s.p.ProposeThreshold:
			s.props = append(s.props, ProposalAction{EvidenceID: ev.ID, CanonicalID: c, Similarity: round4(sim)})
		}
	}
	s.idx.add(ev.ID, norm, sh)
	s.sessions[m.session] = append(s.sessions[m.session], len(s.evs)-1)
	s.dirty[m.session] = true
	per, ok := s.sessPer[m.session]
	if !ok {
		per = periodOf(ev)
		s.sessPer[m.session] = per
		s.periods[per] = append(s.periods[per], m.session)
	}
	s.dirtyP[per] = true
}

func (s *State) link(d DuplicateAction) {
	s.dups[d.EvidenceID] = d.CanonicalID
	s.links = append(s.links, d)
}

// SetClaim folds a claim, new or with a changed status.
func (s *State) SetClaim(c Claim) { s.claims[c.ID] = c }

// MarkUsed folds a "used" feedback naming evidence id at time at.
func (s *State) MarkUsed(id string, at time.Time) {
	if at.After(s.used[id]) {
		s.used[id] = at
	}
}

// RecordDuplicate mirrors a recorded duplicate link. A link the state did
// not plan for an evidence it already folded makes it stale.
func (s *State) RecordDuplicate(evidenceID, canonicalID string) {
	s.rec.dups[evidenceID] = canonicalID
	if c, folded := s.dups[evidenceID]; folded && c == canonicalID {
		return
	}
	for _, m := range s.evs {
		if m.id == evidenceID {
			s.stale = true
			return
		}
	}
}

// RecordTier mirrors a recorded tier.
func (s *State) RecordTier(id string, t Tier) { s.rec.tiers[id] = t }

// RecordSummary mirrors a recorded summary (a known id is left as it is).
func (s *State) RecordSummary(sm Summary) {
	if _, ok := s.rec.sums[sm.ID]; ok {
		return
	}
	s.rec.ord++
	s.rec.sums[sm.ID] = recSummary{sm, s.rec.ord}
	by, dirty, key := s.scopeMaps(sm.Scope)
	by[key] = append(by[key], sm.ID)
	dirty[key] = true
}

// scopeMaps is the recorded-ids and dirty maps a summary scope belongs in,
// and its key there (a session, or a period).
func (s *State) scopeMaps(scope string) (map[string][]string, map[string]bool, string) {
	key, period := scopeKey(scope)
	if period {
		return s.rec.byPeriod, s.dirtyP, key
	}
	return s.rec.bySession, s.dirty, key
}

// HasSummary reports whether summary id is in the mirror.
func (s *State) HasSummary(id string) bool { _, ok := s.rec.sums[id]; return ok }

// DropSummary mirrors a dropped summary.
func (s *State) DropSummary(id string) {
	sm, ok := s.rec.sums[id]
	if !ok {
		return
	}
	delete(s.rec.sums, id)
	by, dirty, key := s.scopeMaps(sm.Scope)
	ids := by[key]
	for i, x := range ids {
		if x == id {
			by[key] = append(ids[:i:i], ids[i+1:]...)
			break
		}
	}
	dirty[key] = true
}

// RecordProposed mirrors an opened merge proposal (any state).
func (s *State) RecordProposed(evidenceID, canonicalID string) {
	s.rec.proposed[evidenceID+" "+canonicalID] = true
}

// Plan returns the actions that bring the recorded state to what the
// folded namespace asks for; the same state plans the same actions, and a
// state whose mirror holds a plan's effects plans none of them again.
// content reads the children of chunks that need a new summary.
func (s *State) Plan(content ContentFunc) (Plan, error) {
	var out Plan
	kept := s.links[:0]
	for _, d := range s.links {
		if s.rec.dups[d.EvidenceID] != d.CanonicalID {
			kept = append(kept, d)
		}
	}
	s.links = kept
	out.Duplicates = append([]DuplicateAction(nil), kept...)
	pk := s.props[:0]
	for _, pr := range s.props {
		if !s.rec.proposed[pr.EvidenceID+" "+pr.CanonicalID] {
			pk = append(pk, pr)
			if len(out.Proposals) < s.p.MaxProposals {
				out.Proposals = append(out.Proposals, pr)
			}
		}
	}
	s.props = pk
	var err error
	if out.DropSummaries, out.Summaries, err = s.planSummaries(content); err != nil {
		return Plan{}, err
	}
	out.Tiers = s.planTiers()
	return out, nil
}

// planSummaries plans the dirty sessions, in session order, then the
// dirty periods, in period order, and marks the ones already in sync
// clean.
func (s *State) planSummaries(content ContentFunc) ([]string, []SummaryAction, error) {
	var drops []string
	var writes []SummaryAction
	for _, level := range []struct {
		dirty map[string]bool
		plan  func(string, ContentFunc) ([]string, []SummaryAction, error)
	}{{s.dirty, s.planSession}, {s.dirtyP, s.planPeriod}} {
		order := make([]string, 0, len(level.dirty))
		for key := range level.dirty {
			order = append(order, key)
		}
		sort.Strings(order)
		for _, key := range order {
			d, w, err := level.plan(key, content)
			if err != nil {
				return nil, nil, err
			}
			if len(d)+len(w) == 0 {
				delete(level.dirty, key)
			}
			drops, writes = append(drops, d...), append(writes, w...)
		}
	}
	sort.Strings(drops)
	return drops, writes, nil
}

// planSession returns the summaries to drop and write so that every chunk
// of the session has one summary over its current children.
func (s *State) planSession(sess string, content ContentFunc) ([]string, []SummaryAction, error) {
	sp := s.newScopePlan(s.rec.bySession[sess])
	idx := s.sessions[sess]
	for i := 0; i*s.p.MaxChildren < len(idx); i++ {
		part := idx[i*s.p.MaxChildren : min((i+1)*s.p.MaxChildren, len(idx))]
		if len(part) < 2 {
			continue
		}
		scope := sess + "#" + strconv.Itoa(i)
		children := make([]Evidence, len(part))
		for k, j := range part {
			children[k] = Evidence{ID: s.evs[j].id, SHA256: s.evs[j].sha}
		}
		if sp.current(scope, SummaryInputDigest(children)) {
			continue
		}
		if err := fillContent(children, content); err != nil {
			return nil, nil, err
		}
		if a, ok := summarize(chunk{scope: scope, children: children}, s.p); ok {
			sp.write(a)
		}
	}
	return s.done(sp)
}

// planTiers returns the tier moves: every evidence and claim whose tier
// (see the package documentation) differs from the recorded one.
func (s *State) planTiers() []TierAction {
	claimsOf := map[string][2]int{} // evidence id -> (claims, retired claims)
	var out []TierAction
	move := func(id string, t Tier, reason string) {
		rec, ok := s.rec.tiers[id]
		if !ok {
			rec = Hot
		}
		if rec != t {
			out = append(out, TierAction{ItemID: id, Tier: t, Reason: reason})
		}
	}
	for _, c := range s.claims {
		for _, ev := range c.EvidenceIDs {
			n := claimsOf[ev]
			n[0]++
			if c.Retired {
				n[1]++
			}
			claimsOf[ev] = n
		}
		if c.Retired {
			move(c.ID, Archive, "superseded")
		} else {
			move(c.ID, Hot, "active")
		}
	}
	for _, m := range s.evs {
		n := claimsOf[m.id]
		switch {
		case s.dups[m.id] != "":
			move(m.id, Archive, "duplicate")
		case n[0] > 0 && n[0] == n[1]:
			move(m.id, Archive, "superseded")
		case s.newest.Sub(m.occurred) > s.p.WarmAge && s.newest.Sub(s.used[m.id]) > s.p.WarmAge:
			move(m.id, Warm, "age")
		default:
			move(m.id, Hot, "recent")
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ItemID < out[j].ItemID })
	return out
}
