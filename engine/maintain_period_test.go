package engine

import (
	"context"
	"slices"
	"testing"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/maintain"
)

// TestMaintainPeriodSummaries: one month of eight sessions gets period
// summaries over its session summaries; a small budget that cannot hold
// the session summaries of what it left out uses one; its item cites, and
// its expansion returns, exactly its children: the evidence of the
// session summaries it spans, in order; and the capsule is the same after
// the projections are rebuilt from the ledger.
func TestMaintainPeriodSummaries(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	maintCorpus(t, e, "p", 8)
	if _, err := e.Maintain(ctx, MaintainInput{Namespace: "p"}); err != nil {
		t.Fatal(err)
	}
	sessions := map[string][]string{} // first child -> a session summary's children
	periods := map[string]ledger.Summary{}
	if err := e.led.ScanSummaries(ctx, "p", func(sm ledger.Summary) error {
		if maintain.IsPeriodScope(sm.Scope) {
			periods[sm.ID] = sm
		} else {
			sessions[sm.Children[0]] = sm.Children
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(periods) < 2 || len(sessions) < 8 {
		t.Fatalf("%d period and %d session summaries, want >= 2 and >= 8", len(periods), len(sessions))
	}
	for _, pm := range periods {
		var want []string
		for i := 0; i < len(pm.Children); {
			sc, ok := sessions[pm.Children[i]]
			if !ok || i+len(sc) > len(pm.Children) || !slices.Equal(sc, pm.Children[i:i+len(sc)]) {
				t.Fatalf("period %s children %v are not whole session summaries' children", pm.Scope, pm.Children)
			}
			want = append(want, sc...)
			i += len(sc)
		}
		got, err := e.ExpandSummary(ctx, "p", pm.ID)
		if err != nil {
			t.Fatal(err)
		}
		ids := make([]string, len(got))
		for i, ev := range got {
			ids[i] = ev.ID
		}
		if !slices.Equal(ids, want) {
			t.Fatalf("expand %s: %v, want %v", pm.ID, ids, want)
		}
	}
	used := 0
	var qs []Query
	for _, text := range []string{"How many hours did Mira spend this week?", "What does Mira plan to continue?",
		"How long did Mira spend learning the cello?", "Did Mira talk about the marathon?"} {
		for _, b := range []int{64, 96, 128} {
			qs = append(qs, Query{Namespace: "p", Text: text, BudgetTokens: b, Now: date("2024-06-01")})
		}
	}
	var before []string
	for _, q := range qs {
		c, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if c.UsedTokens > c.BudgetTokens {
			t.Fatalf("budget %d used %d", c.BudgetTokens, c.UsedTokens)
		}
		for _, it := range c.Items {
			if pm, ok := periods[it.ID]; ok {
				used++
				if it.Kind != capsule.KindSummary || !slices.Equal(it.EvidenceIDs, pm.Children) || !slices.Equal(it.Expand, pm.Children) {
					t.Fatalf("period item %+v, children %v", it, pm.Children)
				}
			}
		}
		before = append(before, string(maintJSON(t, c)))
	}
	if used == 0 {
		t.Fatal("no capsule at 64-128 tokens used a period summary")
	}
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	for i, q := range qs {
		c, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if string(maintJSON(t, c)) != before[i] {
			t.Fatalf("query %d: capsule differs after RebuildIndexes", i)
		}
	}
	t.Logf("%d of %d capsules used a period summary", used, len(qs))
}
