package engine

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/ledger"
)

// TestOperationalTiers: after a pass, operational recall leaves archive
// evidence out and ranks hot evidence before warm evidence that matched
// the query better; historical recall sees every tier, ranked as before
// the pass.
func TestOperationalTiers(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	warm := mustRemember(t, e, Observation{Namespace: "h", Content: "Mira's favourite colour is green: green is the colour Mira loves.",
		Source: "chat/s1/t0", OccurredAt: date("2024-01-01")})
	hot := mustRemember(t, e, Observation{Namespace: "h", Content: "A colour came up again.",
		Source: "chat/s9/t0", OccurredAt: date("2024-06-01")})
	old := mustRemember(t, e, Observation{Namespace: "h", Content: "Mira's favourite colour is red, a colour Mira loves.", Source: "chat/s0/t0",
		OccurredAt: date("2024-05-20"), Claims: []ClaimInput{{Subject: "Mira", Predicate: "favourite_colour", Value: "red"}}})
	mustRemember(t, e, Observation{Namespace: "h", Content: "Mira now prefers another shade.", Source: "chat/s0/t1",
		OccurredAt: date("2024-05-30"), Claims: []ClaimInput{{Subject: "Mira", Predicate: "favourite_colour", Value: "teal", Supersedes: old.ClaimIDs[0]}}})
	for i := 0; i < 6; i++ {
		mustRemember(t, e, Observation{Namespace: "h", Content: fmt.Sprintf("The weather on day %d was mild and grey.", i),
			Source: fmt.Sprintf("chat/s5/t%d", i), OccurredAt: date("2024-05-25")})
	}
	q := Query{Namespace: "h", Text: "What is Mira's favourite colour?", BudgetTokens: 400, Now: date("2024-06-02")}
	order := func(mode MemoryMode) []string {
		q.MemoryMode = mode
		c, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		var eps []capsule.Item
		for _, it := range c.Items {
			if it.Kind == capsule.KindEpisode {
				eps = append(eps, it)
			}
		}
		// Items are packed in reading order; rank them by fused score.
		sort.SliceStable(eps, func(i, j int) bool { return eps[i].Trace.Fused > eps[j].Trace.Fused })
		ids := make([]string, len(eps))
		for i, it := range eps {
			ids[i] = it.ID
		}
		return ids
	}
	pos := func(ids []string, id string) int {
		for i, x := range ids {
			if x == id {
				return i
			}
		}
		return -1
	}
	before := order(ModeHistorical)
	if pw, ph := pos(before, warm.ID), pos(before, hot.ID); pw < 0 || ph < 0 || pw > ph {
		t.Fatalf("precondition: the warm evidence %s should outrank the hot one %s before a pass: %v", warm.ID, hot.ID, before)
	}
	if _, err := e.Maintain(ctx, MaintainInput{Namespace: "h"}); err != nil {
		t.Fatal(err)
	}
	tiers, err := e.led.Tiers(ctx, "h")
	if err != nil {
		t.Fatal(err)
	}
	if tiers[warm.ID].Tier != ledger.TierWarm || tiers[old.ID].Tier != ledger.TierArchive {
		t.Fatalf("tiers: warm %q, superseded %q", tiers[warm.ID].Tier, tiers[old.ID].Tier)
	}
	if _, marked := tiers[hot.ID]; marked {
		t.Fatalf("the newest evidence moved to %q", tiers[hot.ID].Tier)
	}
	op := order(ModeOperational)
	if pw, ph := pos(op, warm.ID), pos(op, hot.ID); pw < 0 || ph < 0 || ph > pw {
		t.Fatalf("operational: hot %s should come before warm %s: %v", hot.ID, warm.ID, op)
	}
	if pos(op, old.ID) >= 0 {
		t.Fatalf("operational recall holds the archived evidence %s: %v", old.ID, op)
	}
	hist := order(ModeHistorical)
	if pos(hist, old.ID) < 0 || pos(hist, warm.ID) > pos(hist, hot.ID) {
		t.Fatalf("historical recall changed by the tiers: %v (before the pass %v)", hist, before)
	}
}
