package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// participantTurns is recall's entityFocusMax: an entity linked to more
// evidence is a participant of the conversation.
const participantTurns = 48

// rememberDialogue stores n exchanges of Ana and Ben, every turn linked to
// its speaker, in one session; exchange k is the turns at positions 2k
// (Ben) and 2k+1 (Ana). Turn texts come from text(speaker, k).
func rememberDialogue(t *testing.T, e *Engine, ns string, at time.Time, n int, text func(who string, k int) string) {
	t.Helper()
	var obs []Observation
	for k := 0; k < n; k++ {
		for i, who := range []string{"Ben", "Ana"} {
			obs = append(obs, Observation{Namespace: ns, Kind: "turn", Content: who + ": " + text(who, k), Source: "test",
				OccurredAt: at.Add(time.Duration(2*k+i) * time.Second), Entities: []EntityInput{{Name: who, Type: "person"}}})
		}
	}
	for len(obs) > 0 {
		m := min(len(obs), 100)
		if _, err := e.RememberBatch(context.Background(), obs[:m]); err != nil {
			t.Fatal(err)
		}
		obs = obs[m:]
	}
}

// TestNamedSpeakerTurnsRankFirst: end to end, with only the context
// channel weighed and room for one item, the item is the named
// participant's first turn of the region around the matching turn, not
// the other participant's turn that opens the region.
func TestNamedSpeakerTurnsRankFirst(t *testing.T) {
	only := map[string]float64{"lexical": 0, "when": 0, "window": 0, "temporal": 0, "entity": 0, "reply": 0, "claim": 0, "dense": 0}
	e, _ := openTest(t, Options{Fusion: fuse.Config{Weights: only}})
	at := date("2026-03-01T10:00:00Z")
	rememberDialogue(t, e, "d", at, participantTurns+2, func(who string, k int) string {
		switch {
		case k == 20 && who == "Ben":
			return "did you take the kayak out on the river"
		case k == 20:
			return "yes, all morning"
		}
		return fmt.Sprintf("filler line %d", k)
	})
	first := func(q string) string {
		t.Helper()
		c, err := e.Recall(context.Background(), Query{Namespace: "d", Text: q, BudgetTokens: 16, Now: at.Add(time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Items) == 0 {
			t.Fatalf("%q: no items", q)
		}
		return c.Items[0].Text
	}
	if got := first("What did Ana say about the kayak?"); got != "Ana: filler line 19" {
		t.Errorf("Ana named: first item %q, want Ana's first turn of the region", got)
	}
	if got := first("What happened with the kayak?"); !strings.HasPrefix(got, "Ben: filler line 19") {
		t.Errorf("no one named: first item %q, want the region's first turn", got)
	}
}
