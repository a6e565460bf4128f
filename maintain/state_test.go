package maintain

import (
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"testing"
)

// ledgerModel is what a ledger records of the maintenance state, with
// each summary's text (by scope) to compare the two ways of planning.
type ledgerModel struct {
	snap  Snapshot
	texts map[string]string // summary id -> text
	n     int
}

// write applies at most limit actions of p (<= 0: all), in the order the
// engine cuts batches (duplicates, proposals, drops, summaries, tiers),
// to the model and, when st is not nil, mirrors them into st.
func (m *ledgerModel) write(p Plan, limit int, st *State) int {
	if m.snap.Duplicates == nil {
		m.snap.Duplicates, m.snap.Tiers, m.snap.Proposed, m.texts = map[string]string{}, map[string]Tier{}, map[string]bool{}, map[string]string{}
	}
	done := 0
	room := func() bool {
		if limit > 0 && done >= limit {
			return false
		}
		done++
		return true
	}
	for _, d := range p.Duplicates {
		if !room() {
			return done
		}
		m.snap.Duplicates[d.EvidenceID] = d.CanonicalID
		if st != nil {
			st.RecordDuplicate(d.EvidenceID, d.CanonicalID)
		}
	}
	for _, pr := range p.Proposals {
		if !room() {
			return done
		}
		m.snap.Proposed[pr.EvidenceID+" "+pr.CanonicalID] = true
		if st != nil {
			st.RecordProposed(pr.EvidenceID, pr.CanonicalID)
		}
	}
	for _, id := range p.DropSummaries {
		if !room() {
			return done
		}
		for i, sm := range m.snap.Summaries {
			if sm.ID == id {
				m.snap.Summaries = append(m.snap.Summaries[:i:i], m.snap.Summaries[i+1:]...)
				break
			}
		}
		if st != nil {
			st.DropSummary(id)
		}
	}
	for _, a := range p.Summaries {
		if !room() {
			return done
		}
		m.n++
		sm := Summary{ID: fmt.Sprintf("sm_%d", m.n), Scope: a.Scope, InputDigest: a.InputDigest}
		m.snap.Summaries = append(m.snap.Summaries, sm)
		m.texts[sm.ID] = a.Text
		if st != nil {
			st.RecordSummary(sm)
		}
	}
	for _, t := range p.Tiers {
		if !room() {
			return done
		}
		m.snap.Tiers[t.ItemID] = t.Tier
		if st != nil {
			st.RecordTier(t.ItemID, t.Tier)
		}
	}
	return done
}

// outcome is the recorded state compared: links, tiers, and summaries by
// scope (text and digest; ids differ between the two histories).
func (m *ledgerModel) outcome() (map[string]string, map[string]Tier, map[string]string) {
	sums := map[string]string{}
	for _, sm := range m.snap.Summaries {
		sums[sm.Scope] = sm.InputDigest + " " + m.texts[sm.ID]
	}
	return m.snap.Duplicates, m.snap.Tiers, sums
}

// randomNamespace is n evidence over a few sessions with exact and near
// duplicates, and claims over them, some retired.
func randomNamespace(r *rand.Rand, n int) ([]Evidence, []Claim) {
	subjects := []string{"Ana", "Bo", "Cy", "Di", "Ed"}
	things := []string{"a blue bicycle", "the old piano", "a garden of tomatoes", "a small boat", "the red kite"}
	var evs []Evidence
	for i := 0; i < n; i++ {
		var text string
		switch k := r.Intn(10); {
		case k < 2 && len(evs) > 0: // exact copy
			text = evs[r.Intn(len(evs))].Content
		case k < 4 && len(evs) > 0: // near copy
			text = evs[r.Intn(len(evs))].Content + " again"
		default:
			text = fmt.Sprintf("%s bought %s on day %d. It was %s and cost %d dollars.", subjects[r.Intn(5)], things[r.Intn(5)],
				r.Intn(40), []string{"cheap", "lovely", "heavy"}[r.Intn(3)], r.Intn(90))
		}
		// Sessions s0-s3 open early, later ones (s4-s9) month by month, so
		// periods hold sessions of their own (period summaries).
		evs = append(evs, ev(i+1, fmt.Sprintf("chat/s%d/t%d", r.Intn(4+min(i/10, 6)), i), text, i*3))
	}
	var claims []Claim
	for i := 0; i < n/5; i++ {
		claims = append(claims, Claim{ID: fmt.Sprintf("cl_%03d", i), EvidenceIDs: []string{evs[r.Intn(n)].ID}})
	}
	return evs, claims
}

// TestStateIncrementalEqualsFull is the metamorphic test of the planner
// state: folding a namespace piece by piece, with passes bounded to a few
// actions written in between (and claims retired along the way), reaches
// the recorded state that one pass from scratch over the final namespace
// reaches, and a state loaded from either plans nothing more.
func TestStateIncrementalEqualsFull(t *testing.T) {
	periods := 0
	for seed := int64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewSource(seed))
		evs, claims := randomNamespace(r, 40+r.Intn(80))
		retired := map[string]bool{}
		for _, c := range claims {
			if r.Intn(3) == 0 {
				retired[c.ID] = true
			}
		}
		used := map[string]bool{evs[r.Intn(len(evs))].ID: true}
		var inc ledgerModel
		st := NewState(Policy{MaxChildren: 4 + r.Intn(6), WarmAge: 60 * 24 * 3600e9})
		limit := 1 + r.Intn(20)
		for next := 0; next < len(evs); {
			k := min(len(evs), next+1+r.Intn(15))
			for _, e := range evs[next:k] {
				if used[e.ID] {
					e.LastUsed = e.OccurredAt.AddDate(0, 0, 90)
					st.MarkUsed(e.ID, e.LastUsed)
				}
				st.AddEvidence(e)
			}
			for _, c := range claims {
				if c.EvidenceIDs[0] <= fmt.Sprintf("ev_%03d", k) {
					c.Retired = retired[c.ID] && r.Intn(2) == 0
					st.SetClaim(c)
				}
			}
			next = k
			p, err := st.Plan(func(ids []string) ([]string, error) { return contents(evs, ids), nil })
			if err != nil {
				t.Fatal(err)
			}
			inc.write(p, limit, st)
		}
		for _, c := range claims {
			c.Retired = retired[c.ID]
			st.SetClaim(c)
		}
		for i := 0; ; i++ {
			p, _ := st.Plan(func(ids []string) ([]string, error) { return contents(evs, ids), nil })
			if inc.write(p, limit, st) == 0 {
				break
			}
			if i > 1000 {
				t.Fatalf("seed %d: incremental passes do not converge", seed)
			}
		}
		if st.Stale() {
			t.Fatalf("seed %d: state stale after its own writes", seed)
		}
		final := Snapshot{Namespace: "t"}
		for _, e := range evs {
			if used[e.ID] {
				e.LastUsed = e.OccurredAt.AddDate(0, 0, 90)
			}
			final.Evidence = append(final.Evidence, e)
		}
		for _, c := range claims {
			c.Retired = retired[c.ID]
			final.Claims = append(final.Claims, c)
		}
		full := ledgerModel{snap: final}
		full.write(PlanPass(&full.snap, st.Policy()), 0, nil)
		d1, t1, s1 := inc.outcome()
		d2, t2, s2 := full.outcome()
		if !reflect.DeepEqual(d1, d2) || !reflect.DeepEqual(t1, t2) || !reflect.DeepEqual(s1, s2) {
			t.Fatalf("seed %d: incremental and full passes differ:\nlinks %v\n   vs %v\ntiers %v\n   vs %v\nsummaries %v\n   vs %v",
				seed, d1, d2, t1, t2, keys(s1), keys(s2))
		}
		inc.snap.Evidence, inc.snap.Claims = final.Evidence, final.Claims
		if again := PlanPass(&inc.snap, st.Policy()); again.Len() != 0 {
			t.Fatalf("seed %d: a full pass after the incremental ones plans %d actions", seed, again.Len())
		}
		for scope := range s2 {
			if IsPeriodScope(scope) {
				periods++
			}
		}
	}
	if periods < 20 {
		t.Fatalf("only %d period summaries over 20 seeds: the second level goes untested", periods)
	}
	t.Logf("%d period summaries compared", periods)
}

func contents(evs []Evidence, ids []string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		for _, e := range evs {
			if e.ID == id {
				out[i] = e.Content
			}
		}
	}
	return out
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestStateStaleOnForeignLink: a link the state did not plan (an applied
// merge proposal) makes it stale, so the engine folds again from scratch.
func TestStateStaleOnForeignLink(t *testing.T) {
	st := NewState(Policy{})
	s := sample()
	st.Load(s)
	if st.Stale() {
		t.Fatal("stale after a load")
	}
	st.RecordDuplicate("ev_008", "ev_007") // a merge proposal applied
	if !st.Stale() {
		t.Fatal("a foreign link did not make the state stale")
	}
}
