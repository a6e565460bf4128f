package httpapi

import (
	"context"
	"errors"
	"testing"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

// TestMemoryModeOverHTTP: a proposed claim written over HTTP is left out
// of a recall without a mode and admitted in deliberation, as the engine
// answers; an unknown mode or lifecycle is a 400 naming the field, with
// nothing written.
func TestMemoryModeOverHTTP(t *testing.T) {
	ctx := context.Background()
	e := openEngine(t)
	_, ts := newTestServer(t, e, Config{})
	c := newClient(t, ts.URL, tokTeamA)
	const ns = "team-a/ana"
	if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "I live in Paris.", Source: "chat/1",
		OccurredAt: date("2026-01-02T10:00:00Z"),
		Claims:     []client.ClaimInput{{Subject: "user:ana", Predicate: "lives_in", Value: "Paris"}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Remember(ctx, client.Observation{Namespace: ns, Content: "I might live in Rome next year.", Source: "chat/2",
		OccurredAt: date("2026-02-02T10:00:00Z"),
		Claims:     []client.ClaimInput{{Subject: "user:ana", Predicate: "lives_in", Value: "Rome", Lifecycle: "proposed"}}}); err != nil {
		t.Fatal(err)
	}
	q := "Where does ana live?"
	has := func(mode string) bool {
		t.Helper()
		got, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: q, BudgetTokens: 400, MemoryMode: mode})
		if err != nil {
			t.Fatalf("recall %q: %v", mode, err)
		}
		want, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: q, BudgetTokens: 400, MemoryMode: engine.MemoryMode(mode)})
		if err != nil || len(want.Items) != len(got.Items) {
			t.Fatalf("mode %q: HTTP %d items, engine %d (%v)", mode, len(got.Items), len(want.Items), err)
		}
		for _, it := range got.Items {
			if it.Status == "proposed" {
				return true
			}
		}
		return false
	}
	if has("") || !has("deliberation") || has("operational") {
		t.Errorf("proposed claim: default %v, deliberation %v, operational %v; want false, true, false",
			has(""), has("deliberation"), has("operational"))
	}
	var ae *client.Error
	_, err := c.Recall(ctx, client.RecallRequest{Namespace: ns, Query: q, BudgetTokens: 400, MemoryMode: "dreaming"})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "memory_mode" {
		t.Fatalf("unknown mode: %v, want 400 naming memory_mode", err)
	}
	before, _ := e.Stats()
	_, err = c.Remember(ctx, client.Observation{Namespace: ns, Content: "x", Source: "chat/3",
		Claims: []client.ClaimInput{{Subject: "user:ana", Predicate: "p", Value: "v", Lifecycle: "maybe"}}})
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Field != "claims[0].lifecycle" {
		t.Fatalf("unknown lifecycle: %v, want 400 naming claims[0].lifecycle", err)
	}
	if after, _ := e.Stats(); after != before {
		t.Errorf("a refused remember wrote: %+v -> %+v", before, after)
	}
}
