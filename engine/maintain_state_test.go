package engine

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/maintain"
)

// maintSteps is a namespace written in steps: sessions of turns with
// exact and near repeats across steps, and a claim superseded in a later
// step than the one it was written in.
func maintSteps(t testing.TB, e *Engine, ns string, step func(i int)) {
	t.Helper()
	topics := []string{"hiking in the Alps", "baking sourdough bread", "learning the cello", "repairing the old bicycle",
		"planting tomatoes in the garden", "reading about Roman history"}
	base := date("2024-01-01")
	var first Receipt
	for s := 0; s < 5; s++ {
		var obs []Observation
		for i := 0; i < 9; i++ {
			topic := topics[(s*3+i)%len(topics)]
			text := fmt.Sprintf("Mira talked about %s and said it took %d hours. She plans to continue.", topic, (s+i)%4+2)
			if i%4 == 3 {
				text += " Really."
			}
			obs = append(obs, Observation{Namespace: ns, Kind: "turn", Content: text, Source: fmt.Sprintf("chat/s%d/t%d", i%3, s*9+i),
				OccurredAt: base.Add(time.Duration(s*24*20+i) * time.Hour)})
		}
		if _, err := e.RememberBatch(context.Background(), obs); err != nil {
			t.Fatal(err)
		}
		switch s {
		case 0:
			first = mustRemember(t, e, Observation{Namespace: ns, Content: "Mira lives in Porto.", Source: "chat/profile/t0",
				OccurredAt: base, Claims: []ClaimInput{{Subject: "Mira", Predicate: "lives_in", Value: "Porto"}}})
		case 3:
			mustRemember(t, e, Observation{Namespace: ns, Content: "Mira moved to Lisbon.", Source: "chat/profile/t1", OccurredAt: base.AddDate(0, 3, 0),
				Claims: []ClaimInput{{Subject: "Mira", Predicate: "lives_in", Value: "Lisbon", Supersedes: first.ClaimIDs[0]}}})
		}
		step(s)
	}
}

// maintOutcome is a namespace's recorded maintenance state with evidence
// and claim ids replaced by their evidence's source (ids differ between
// two engines given the same writes).
func maintOutcome(t testing.TB, e *Engine, ns string) (map[string]string, map[string]ledger.Tier, []string) {
	t.Helper()
	ctx := context.Background()
	name := map[string]string{}
	evs, err := e.led.ListEvidence(ctx, ledger.EvidenceFilter{Namespace: ns}, 10000)
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range evs {
		name[ev.ID] = ev.Source
		cs, _ := e.led.ClaimsOfEvidence(ctx, ns, ev.ID)
		for _, c := range cs {
			name[c.ID] = "claim of " + ev.Source
		}
	}
	dups := map[string]string{}
	ds, err := e.led.Duplicates(ctx, ns)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		dups[name[d.EvidenceID]] = name[d.CanonicalID]
	}
	tiers := map[string]ledger.Tier{}
	ts, err := e.led.Tiers(ctx, ns)
	if err != nil {
		t.Fatal(err)
	}
	for id, tm := range ts {
		if tm.Tier != ledger.TierHot {
			tiers[name[id]] = tm.Tier
		}
	}
	var sums []string
	_ = e.led.ScanSummaries(ctx, ns, func(s ledger.Summary) error {
		var kids []string
		for _, c := range s.Children {
			kids = append(kids, name[c])
		}
		sums = append(sums, fmt.Sprint(s.Scope, kids, s.Text))
		return nil
	})
	sort.Strings(sums)
	return dups, tiers, sums
}

// TestMaintainIncrementalEqualsFull is the engine's metamorphic test of
// incremental planning: bounded passes after each write step (the planner
// state caught up from the journal and the new rows) record what one
// pass from scratch records over the same writes, and a fresh engine on
// the incremental ledger plans nothing.
func TestMaintainIncrementalEqualsFull(t *testing.T) {
	ctx := context.Background()
	inc, path := openTest(t, Options{})
	maintSteps(t, inc, "m", func(int) {
		if _, err := inc.Maintain(ctx, MaintainInput{Namespace: "m", MaxActions: 9}); err != nil {
			t.Fatal(err)
		}
	})
	for i := 0; ; i++ {
		rep, err := inc.Maintain(ctx, MaintainInput{Namespace: "m", MaxActions: 9})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Actions == 0 {
			break
		}
		if i > 100 {
			t.Fatal("bounded passes do not converge")
		}
	}
	full, _ := openTest(t, Options{})
	maintSteps(t, full, "m", func(int) {})
	if _, err := full.Maintain(ctx, MaintainInput{Namespace: "m"}); err != nil {
		t.Fatal(err)
	}
	d1, t1, s1 := maintOutcome(t, inc, "m")
	d2, t2, s2 := maintOutcome(t, full, "m")
	if len(d1) == 0 || len(t1) == 0 || len(s1) == 0 {
		t.Fatalf("nothing maintained: %d links, %d tiers, %d summaries", len(d1), len(t1), len(s1))
	}
	periods := 0
	for _, sm := range s1 {
		if maintain.IsPeriodScope(sm) {
			periods++
		}
	}
	if periods == 0 {
		t.Fatalf("no period summary among %v: the second level goes untested", s1)
	}
	if !reflect.DeepEqual(d1, d2) || !reflect.DeepEqual(t1, t2) || !reflect.DeepEqual(s1, s2) {
		t.Fatalf("incremental and full differ:\nlinks %v\n   vs %v\ntiers %v\n   vs %v\nsummaries %q\n   vs %q", d1, d2, t1, t2, s1, s2)
	}
	if err := inc.Close(); err != nil {
		t.Fatal(err)
	}
	fresh, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	if rep, err := fresh.Maintain(ctx, MaintainInput{Namespace: "m"}); err != nil || rep.Actions != 0 {
		t.Fatalf("a pass from scratch after the incremental ones: %+v %v", rep, err)
	}
}

// TestMaintainStateAfterApply: applying a merge proposal contradicts the
// planner state; the next pass folds from scratch and plans what a fresh
// engine on the same ledger plans.
func TestMaintainStateAfterApply(t *testing.T) {
	ctx := context.Background()
	e, path := openTest(t, Options{})
	for i, s := range []string{"Ana told me their pet is a cat named Tom.", "Bo told me their pet is a cat named Tom.",
		"Cy told me their pet is a cat named Tom too.", "The weather was grey all week."} {
		mustRemember(t, e, Observation{Namespace: "a", Content: s, Source: "chat/s1/t" + fmt.Sprint(i), OccurredAt: date("2024-01-02")})
	}
	if _, err := e.Maintain(ctx, MaintainInput{Namespace: "a"}); err != nil {
		t.Fatal(err)
	}
	ps, err := e.ListProposals(ctx, "a", "pending")
	if err != nil || len(ps) == 0 {
		t.Fatalf("no proposal: %v", err)
	}
	if _, err := e.ResolveProposal(ctx, ResolveInput{ID: ps[0].ID, Decision: "apply"}); err != nil {
		t.Fatal(err)
	}
	mustRemember(t, e, Observation{Namespace: "a", Content: "Di told me their pet is a cat named Tom.", Source: "chat/s1/t9",
		OccurredAt: date("2024-01-03")})
	if _, err := e.Maintain(ctx, MaintainInput{Namespace: "a"}); err != nil {
		t.Fatal(err)
	}
	d1, t1, s1 := maintOutcome(t, e, "a")
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	fresh, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	if rep, err := fresh.Maintain(ctx, MaintainInput{Namespace: "a"}); err != nil || rep.Actions != 0 {
		t.Fatalf("a fresh engine plans more after the apply: %+v %v", rep, err)
	}
	d2, t2, s2 := maintOutcome(t, fresh, "a")
	if !reflect.DeepEqual(d1, d2) || !reflect.DeepEqual(t1, t2) || !reflect.DeepEqual(s1, s2) {
		t.Fatal("state changed by a pass of nothing")
	}
}

// TestOwnEntriesKeepView: a following engine's remember catches up with
// the journal and reads back the maintain entries of its own paced pass
// without marking the recall view stale (the pass swapped the new view
// in), so no recall reloads it.
func TestOwnEntriesKeepView(t *testing.T) {
	e, _ := openTest(t, Options{Follow: true})
	ctx := context.Background()
	maintCorpus(t, e, "v", 3)
	if _, err := e.Maintain(ctx, MaintainInput{Namespace: "v", Yield: true}); err != nil {
		t.Fatal(err)
	}
	mustRemember(t, e, Observation{Namespace: "v", Content: "A later note about the garden.", Source: "chat/s9/t0", OccurredAt: date("2024-03-01")})
	e.maint.mu.Lock()
	ent, own := e.maint.views["v"], len(e.maint.own)
	e.maint.mu.Unlock()
	if ent == nil || ent.stale || ent.v == nil {
		t.Fatalf("view after the catch-up: %+v", ent)
	}
	if own != 0 {
		t.Fatalf("%d own entries not read back: %v, seen %d", own, e.maint.own, e.seen.Load())
	}
}

// TestWithBatchesEqualsLoad: the view a paced pass swaps in (the previous
// one with its batches applied) equals the view loaded from the ledger,
// after bounded passes interleaved with writes.
func TestWithBatchesEqualsLoad(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	norm := func(v *maintView) *maintView {
		for i := range v.summaries {
			v.summaries[i].Seq, v.summaries[i].CreatedAt = 0, time.Time{}
		}
		return v
	}
	passes := 0
	maintSteps(t, e, "w", func(int) {
		for {
			rep, err := e.Maintain(ctx, MaintainInput{Namespace: "w", Yield: true, MaxActions: 11})
			if err != nil {
				t.Fatal(err)
			}
			passes++
			if rep.Actions == 0 {
				break
			}
		}
		e.maint.mu.Lock()
		ent := e.maint.views["w"]
		e.maint.mu.Unlock()
		if ent == nil || ent.stale {
			t.Fatalf("no fresh view after a paced pass: %+v", ent)
		}
		want, err := e.loadMaintView(ctx, "w")
		if err != nil {
			t.Fatal(err)
		}
		got := norm(ent.v.withBatches(nil))
		if !reflect.DeepEqual(got, norm(want)) {
			t.Fatalf("after %d passes the swapped-in view differs from a load:\n%+v\n%+v", passes, got, want)
		}
	})
}
