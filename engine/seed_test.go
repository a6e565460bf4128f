package engine

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// seedExample stores seed 000 §5: light on 2026-01-02, then dark on
// 2026-04-18 superseding it.
func seedExample(t *testing.T, e *Engine) (light, dark Receipt) {
	t.Helper()
	light = mustRemember(t, e, Observation{
		Namespace: "demo/varun", Content: "I prefer a light theme in every editor I use.",
		Source: "conversation/session-1/turn-3", OccurredAt: date("2026-01-02T10:00:00Z"),
		Claims: []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "light"}},
	})
	dark = mustRemember(t, e, Observation{
		Namespace: "demo/varun", Content: "I switched from light mode to dark mode today.",
		Source: "conversation/session-7/turn-12", OccurredAt: date("2026-04-18T09:30:00Z"),
		Claims: []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "dark",
			Supersedes: light.ClaimIDs[0]}},
	})
	return light, dark
}

func firstClaim(t *testing.T, c *capsule.Capsule) capsule.Item {
	t.Helper()
	if len(c.Items) == 0 {
		t.Fatalf("empty capsule for %q", c.Query)
	}
	return c.Items[0]
}

func TestSeedExampleCurrentAndHistorical(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	light, dark := seedExample(t, e)
	now := date("2026-05-01T00:00:00Z")

	cur, err := e.Recall(ctx, Query{Namespace: "demo/varun", Text: "Which theme should I use for this user?", BudgetTokens: 300, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	top := firstClaim(t, cur)
	if top.Kind != capsule.KindClaim || top.Value != "dark" || !slices.Contains(top.EvidenceIDs, dark.ID) {
		t.Fatalf("current question: first item = %+v, want the dark claim citing %s", top, dark.ID)
	}
	if top.Status != "active" {
		t.Errorf("dark claim status = %q, want active", top.Status)
	}

	hist, err := e.Recall(ctx, Query{Namespace: "demo/varun", Text: "What did Varun prefer in February?", BudgetTokens: 300, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	top = firstClaim(t, hist)
	if top.Kind != capsule.KindClaim || top.Value != "light" || !slices.Contains(top.EvidenceIDs, light.ID) {
		t.Fatalf("historical question: first item = %+v, want the light claim citing %s", top, light.ID)
	}
	if top.Status != "superseded" {
		t.Errorf("light claim status = %q, want superseded", top.Status)
	}
	if top.ValidTo == nil || !top.ValidTo.Equal(date("2026-04-18T09:30:00Z")) {
		t.Errorf("light claim valid_to = %v, want closed at the dark claim's valid_from", top.ValidTo)
	}

	for _, r := range []Receipt{light, dark} {
		ev, err := e.Expand(ctx, "demo/varun", r.ID)
		if err != nil {
			t.Fatal(err)
		}
		if ev.SHA256 != r.SHA256 {
			t.Errorf("expand %s: sha256 %s, want %s", r.ID, ev.SHA256, r.SHA256)
		}
	}
}

func TestAsOfAndKnownAt(t *testing.T) {
	ctx := context.Background()
	clock := newTestClock(date("2026-01-02T10:00:00Z"))
	e, _ := openTest(t, Options{Clock: clock.Now})
	light, _ := seedExample(t, e) // recorded 2026-01-02T10:00:01 and :02
	lightRecorded, err := e.Expand(ctx, "demo/varun", light.ID)
	if err != nil {
		t.Fatal(err)
	}
	q := Query{Namespace: "demo/varun", Text: "Which theme should I use for this user?", BudgetTokens: 300,
		Now: date("2026-05-01T00:00:00Z")}

	asOf := q
	asOf.AsOf = date("2026-02-15T00:00:00Z")
	c, err := e.Recall(ctx, asOf)
	if err != nil {
		t.Fatal(err)
	}
	if top := firstClaim(t, c); top.Value != "light" {
		t.Errorf("as_of 2026-02-15: first item value %q, want light", top.Value)
	}

	// Known-at between the two recordings: the engine did not know of the
	// dark claim yet, so light is the active claim.
	knownAt := q
	knownAt.KnownAt = lightRecorded.RecordedAt
	c, err = e.Recall(ctx, knownAt)
	if err != nil {
		t.Fatal(err)
	}
	top := firstClaim(t, c)
	if top.Value != "light" || top.Status != "active" {
		t.Errorf("known_at: first item %q/%q, want light/active", top.Value, top.Status)
	}
	for _, it := range c.Items {
		if it.Value == "dark" || slices.Contains(it.EvidenceIDs, "") {
			t.Errorf("known_at capsule contains %q recorded later", it.Text)
		}
	}
}

func TestDisputedClaimsKeptAndCited(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	a := mustRemember(t, e, Observation{Namespace: "n", Content: "Maya said she lives in Porto.", Source: "s/1",
		OccurredAt: date("2026-03-01"), Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "Porto"}}})
	b := mustRemember(t, e, Observation{Namespace: "n", Content: "Her sister says Maya lives in Lyon.", Source: "s/2",
		OccurredAt: date("2026-03-02"), Claims: []ClaimInput{{Subject: "user:maya", Predicate: "lives_in", Value: "Lyon"}}})
	c, err := e.Recall(ctx, Query{Namespace: "n", Text: "Where does Maya live?", BudgetTokens: 400, Now: date("2026-04-01")})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]capsule.Item{}
	for _, it := range c.Items {
		if it.Kind == capsule.KindClaim {
			found[it.Value] = it
		}
	}
	for v, r := range map[string]Receipt{"Porto": a, "Lyon": b} {
		it, ok := found[v]
		if !ok {
			t.Fatalf("disputed claim %s missing from capsule", v)
		}
		if it.Status != "disputed" || len(it.Conflicts) == 0 || !slices.Contains(it.EvidenceIDs, r.ID) {
			t.Errorf("claim %s: status %q conflicts %v evidence %v", v, it.Status, it.Conflicts, it.EvidenceIDs)
		}
	}
}

func TestEmptyNamespaceAbstains(t *testing.T) {
	e, _ := openTest(t, Options{})
	c, err := e.Recall(context.Background(), Query{Namespace: "nobody", Text: "anything?", BudgetTokens: 50})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Abstain || len(c.Items) != 0 {
		t.Fatalf("empty namespace: abstain=%v items=%d", c.Abstain, len(c.Items))
	}
}

func TestClosedEngine(t *testing.T) {
	e, _ := openTest(t, Options{})
	e.Close()
	if _, err := e.Recall(context.Background(), Query{Namespace: "n", Text: "q", BudgetTokens: 5}); !errors.Is(err, ErrClosed) {
		t.Fatalf("Recall after Close: %v, want ErrClosed", err)
	}
}
