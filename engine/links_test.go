package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/recall"
)

func allLinks(t *testing.T, e *Engine, ns string, now time.Time) []Link {
	t.Helper()
	var out []Link
	for off := 0; ; {
		p, err := e.Links(context.Background(), LinksQuery{Namespace: ns, Offset: off, Limit: 2, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p.Links...)
		if p.NextOffset == 0 {
			return out
		}
		off = p.NextOffset
	}
}

func TestLinksExplicitAndValidation(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	a := mustRemember(t, e, Observation{Namespace: "ln/u", Source: "s/1", Content: "The server crashed at noon."})
	x := mustRemember(t, e, Observation{Namespace: "ln/other", Source: "s/1", Content: "Elsewhere."})
	b := mustRemember(t, e, Observation{Namespace: "ln/u", Source: "s/2", Content: "We restarted it after lunch.",
		Links: []LinkInput{{To: a.ID, Relation: "follows", Strength: 0.8}}})
	ls := allLinks(t, e, "ln/u", time.Time{})
	if len(ls) != 1 || ls[0].From != b.ID || ls[0].To != a.ID || ls[0].Relation != "follows" || ls[0].Strength != 0.8 || ls[0].Source != LinkExplicit {
		t.Fatalf("links = %+v", ls)
	}
	if p, err := e.Links(ctx, LinksQuery{Namespace: "ln/u", ID: a.ID}); err != nil || len(p.Links) != 1 {
		t.Fatalf("links of %s: %+v, %v", a.ID, p, err)
	}
	var fe *FieldError
	stats, _ := e.led.Stats(ctx)
	for field, obs := range map[string][]Observation{
		"links[0].to":                 {{Namespace: "ln/u", Source: "s/3", Content: "x", Links: []LinkInput{{To: x.ID}}}},
		"links[0].strength":           {{Namespace: "ln/u", Source: "s/3", Content: "x", Links: []LinkInput{{To: a.ID, Strength: -1}}}},
		"observations[1].links[0].to": {{Namespace: "ln/u", Source: "s/3", Content: "x"}, {Namespace: "ln/u", Source: "s/4", Content: "y", Links: []LinkInput{{To: "@1"}}}},
	} {
		var err error
		if len(obs) == 1 {
			_, err = e.Remember(ctx, obs[0])
		} else {
			_, err = e.RememberBatch(ctx, obs)
		}
		if !errors.As(err, &fe) || fe.Field != field {
			t.Errorf("%s: %v", field, err)
		}
	}
	if now, _ := e.led.Stats(ctx); now != stats {
		t.Errorf("refused links wrote: %+v -> %+v", stats, now)
	}
	if _, err := e.Links(ctx, LinksQuery{Namespace: "ln/u", Limit: 5000}); !errors.As(err, &fe) || fe.Field != "limit" {
		t.Errorf("limit 5000: %v", err)
	}
}

// hebbianStep is the documented update, for the oracle.
func hebbianStep(s float64, dt time.Duration) float64 {
	s *= math.Exp2(-float64(dt) / float64(HebbianHalfLife))
	return s + HebbianRate*(1-s)
}

// cogScenario writes evidence with explicit links, feeds back two rounds
// of used items, and returns the episode ids used together.
func cogScenario(t *testing.T, e *Engine, clock *testClock) (string, string) {
	t.Helper()
	ctx := context.Background()
	a := mustRemember(t, e, Observation{Namespace: "cog/u", Source: "s/1", OccurredAt: date("2026-01-01"), Content: "The deploy failed with a timeout."})
	b := mustRemember(t, e, Observation{Namespace: "cog/u", Source: "t/1", OccurredAt: date("2026-01-05"), Content: "The timeout came from the database pool.",
		Links: []LinkInput{{To: a.ID, Relation: "explains"}}})
	mustRemember(t, e, Observation{Namespace: "cog/u", Source: "u/1", OccurredAt: date("2026-01-09"), Content: "Lunch was pasta.",
		Claims: []ClaimInput{{Subject: "user:d", Predicate: "ate", Value: "pasta"}}})
	for round := 0; round < 2; round++ {
		clock.Set(date("2026-02-01").AddDate(0, 0, 10*round))
		c, err := e.Recall(ctx, Query{Namespace: "cog/u", Text: "deploy timeout database", BudgetTokens: 400, Now: date("2026-02-01")})
		if err != nil {
			t.Fatal(err)
		}
		var used []string
		for _, it := range c.Items {
			if it.ID == a.ID || it.ID == b.ID {
				used = append(used, it.ID)
			}
		}
		if len(used) != 2 {
			t.Fatalf("round %d: capsule lacks the two turns: %+v", round, c.Items)
		}
		if _, err := e.Feedback(ctx, FeedbackInput{Namespace: "cog/u", CapsuleID: c.CapsuleID, Used: used}); err != nil {
			t.Fatal(err)
		}
	}
	return a.ID, b.ID
}

func TestLinksHebbian(t *testing.T) {
	clock := newTestClock(date("2026-01-10"))
	e, _ := openTest(t, Options{Clock: clock.Now})
	a, b := cogScenario(t, e, clock)
	now := date("2026-04-01")
	var heb *Link
	ls := allLinks(t, e, "cog/u", now)
	for i := range ls {
		if ls[i].Source == LinkHebbian {
			heb = &ls[i]
		}
	}
	if heb == nil || heb.CoActivationCount != 2 || heb.Relation != HebbianRelation ||
		!(heb.From == a && heb.To == b || heb.From == b && heb.To == a) {
		t.Fatalf("hebbian link = %+v (all %+v)", heb, ls)
	}
	// Two co-activations at the feedback records' times, then decay to now.
	var at []time.Time
	e.led.ScanFeedback(context.Background(), "cog/u", func(f ledger.Feedback) error { at = append(at, f.RecordedAt); return nil })
	if len(at) != 2 || !at[1].Equal(heb.LastCoActivated) {
		t.Fatalf("feedback times %v, last co-activation %v", at, heb.LastCoActivated)
	}
	s := hebbianStep(hebbianStep(0, 0), at[1].Sub(at[0]))
	want := s * math.Exp2(-float64(now.Sub(heb.LastCoActivated))/float64(HebbianHalfLife))
	if first := hebbianStep(0, 0); first != HebbianRate {
		t.Fatalf("first co-activation gives %v", first)
	}
	if math.Abs(heb.Strength-want) > 1e-12 {
		t.Errorf("strength %v, want %v", heb.Strength, want)
	}
	// The spread reads the adjacency's copies of the edges: after two
	// co-activations they give every link's listed strength.
	seqs := e.proj.seqsOf([]string{a, b})
	for i, id := range []string{a, b} {
		nbs, _ := e.links.neighbors(nil, nil, "cog/u", seqs[i:i+1], now, 100, 100)
		for _, nb := range nbs {
			found := false
			for _, l := range ls {
				if (l.From == id || l.To == id) && l.Relation == nb.Relation && (nb.Learned == (l.Source == LinkHebbian)) {
					found = found || l.Strength == nb.Strength
				}
			}
			if !found {
				t.Errorf("neighbour %+v of %s: no listed link of that strength (%+v)", nb, id, ls)
			}
		}
		if len(nbs) == 0 {
			t.Errorf("%s has no neighbours", id)
		}
	}
}

// TestCognitiveRebuildMetamorphic: after remember (with links), feedback
// and purge, RebuildIndexes and a reopen give the same links and capsules
// as the incremental projections.
func TestCognitiveRebuildMetamorphic(t *testing.T) {
	clock := newTestClock(date("2026-01-10"))
	e, path := openTest(t, Options{Clock: clock.Now})
	ctx := context.Background()
	cogScenario(t, e, clock)
	extra := mustRemember(t, e, Observation{Namespace: "cog/u", Source: "v/1", OccurredAt: date("2026-01-11"), Content: "The pool size was raised to fifty."})
	mustRemember(t, e, Observation{Namespace: "cog/u", Source: "w/1", OccurredAt: date("2026-01-12"), Content: "The deploy passed after the fix.",
		Links: []LinkInput{{To: extra.ID, Relation: "after", Strength: 0.7}}})
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "cog/u", SourcePrefix: "u/"}); err != nil {
		t.Fatal(err)
	}
	now := date("2026-03-01")
	snap := func(e *Engine) string {
		var b strings.Builder
		json.NewEncoder(&b).Encode(allLinks(t, e, "cog/u", now))
		for _, q := range []string{"deploy timeout database", "pool size", "what happened after the fix"} {
			c, err := e.Recall(ctx, Query{Namespace: "cog/u", Text: q, BudgetTokens: 300, Now: now})
			if err != nil {
				t.Fatal(err)
			}
			out, _ := capsule.AppendJSON(nil, c)
			b.Write(out)
		}
		return b.String()
	}
	incremental := snap(e)
	if !strings.Contains(incremental, `"source":"hebbian"`) || !strings.Contains(incremental, `"relation":"after"`) {
		t.Fatalf("test is vacuous: %s", incremental)
	}
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	if got := snap(e); got != incremental {
		t.Errorf("after RebuildIndexes:\n%s\nincremental:\n%s", got, incremental)
	}
	e.Close()
	e2, err := Open(path, Options{Clock: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if got := snap(e2); got != incremental {
		t.Errorf("after reopen:\n%s\nincremental:\n%s", got, incremental)
	}
}

// TestPurgeRemovesFeedbackAndLinks: purging evidence deletes the links and
// feedback touching it, and none of its bytes (content, link relation)
// stay in the ledger's files.
func TestPurgeRemovesFeedbackAndLinks(t *testing.T) {
	ctx := context.Background()
	e, path := openTest(t, Options{})
	keep := mustRemember(t, e, Observation{Namespace: "pl", Source: "keep/1", OccurredAt: date("2026-01-01"), Content: "The garden plan is ready."})
	sec := mustRemember(t, e, Observation{Namespace: "pl", Source: "sec/1", OccurredAt: date("2026-03-01"), Content: "The vault code is quokka-7731-secret.",
		Links: []LinkInput{{To: keep.ID, Relation: "relation-wombat-9182"}}})
	c, err := e.Recall(ctx, Query{Namespace: "pl", Text: "garden plan vault code", BudgetTokens: 300})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Feedback(ctx, FeedbackInput{Namespace: "pl", CapsuleID: c.CapsuleID, Used: []string{keep.ID, sec.ID}}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Verify(ctx); err != nil { // checkpoints the WAL
		t.Fatal(err)
	}
	needles := []string{"quokka-7731-secret", "relation-wombat-9182"}
	if len(scanFiles(t, path, needles)) != 2 {
		t.Fatal("test is vacuous: the secret and the relation are not in the files before purge")
	}
	if n := len(allLinks(t, e, "pl", time.Time{})); n != 2 {
		t.Fatalf("%d links before purge, want the explicit and the hebbian one", n)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "pl", IDs: []string{sec.ID}}); err != nil {
		t.Fatal(err)
	}
	if found := scanFiles(t, path, needles); len(found) > 0 {
		t.Fatalf("purged bytes still on disk: %v", found)
	}
	if ls := allLinks(t, e, "pl", time.Time{}); len(ls) != 0 {
		t.Errorf("links left after purge: %+v", ls)
	}
	if n := feedbackCount(t, e, "pl"); n != 0 {
		t.Errorf("%d feedback records left naming purged evidence", n)
	}
}

// TestLinksFollow: a following engine sees another engine's explicit
// links and Hebbian feedback through the journal, as that engine does.
func TestLinksFollow(t *testing.T) {
	path := t.TempDir() + "/m.db"
	clock := newTestClock(date("2026-01-10"))
	a, err := Open(path, Options{Follow: true, Clock: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(path, Options{Follow: true, Clock: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	b.Links(context.Background(), LinksQuery{Namespace: "cog/u"}) // b is up to date before a writes
	cogScenario(t, a, clock)
	now := date("2026-03-01")
	want, got := allLinks(t, a, "cog/u", now), allLinks(t, b, "cog/u", now)
	wj, _ := json.Marshal(want)
	gj, _ := json.Marshal(got)
	if len(want) != 2 || string(wj) != string(gj) {
		t.Fatalf("follower links:\n%s\nwriter:\n%s", gj, wj)
	}
}

// TestAppendNeighborsOracle: the bounded insertion that keeps a node's max
// strongest links gives what sorting every link and cutting gives (the
// slow, obvious way), with ties in strength, seq and relation and decayed
// Hebbian links, for every max.
func TestAppendNeighborsOracle(t *testing.T) {
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	r := rand.New(rand.NewPCG(3, 5))
	for trial := range 300 {
		adj := make([]adjacent, 1+r.IntN(30))
		for i := range adj {
			adj[i] = adjacent{other: uint32(1 + r.IntN(12)), rel: []string{"a", "b", "related"}[r.IntN(3)],
				strength: float64(1+r.IntN(4)) / 4}
			if r.IntN(3) == 0 {
				adj[i].hebbian, adj[i].rel = true, HebbianRelation
				adj[i].last = now.Add(-time.Duration(r.IntN(3)) * HebbianHalfLife)
			}
		}
		all := appendNeighbors(nil, adj, now, len(adj))
		want := slices.Clone(all)
		slices.SortStableFunc(want, func(a, b recall.Neighbor) int { // strength descending, seq, relation
			if c := cmp.Compare(b.Strength, a.Strength); c != 0 {
				return c
			}
			if c := cmp.Compare(a.Seq, b.Seq); c != 0 {
				return c
			}
			return strings.Compare(a.Relation, b.Relation)
		})
		for max := 1; max < len(adj); max++ {
			got := appendNeighbors([]recall.Neighbor{{Seq: 99}}, adj, now, max)
			if len(got) != 1+max || got[0].Seq != 99 {
				t.Fatalf("trial %d, max %d: %d neighbours after the prefix, want %d", trial, max, len(got)-1, max)
			}
			for i, nb := range got[1:] {
				w := want[i]
				if nb.Seq != w.Seq || nb.Relation != w.Relation || nb.Strength != w.Strength {
					t.Fatalf("trial %d, max %d: neighbour %d is %+v, sorting gives %+v", trial, max, i, nb, w)
				}
			}
		}
	}
}
