package engine

import (
	"context"
	"errors"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// modeCorpus: one namespace whose residence history has every lifecycle
// state: Lyon superseded by Paris (active), a proposed move to Rome, a
// rejected Oslo, and a disputed pair for the employer.
func modeCorpus(t *testing.T, e *Engine) map[string]string {
	t.Helper()
	ns := "modes/u"
	ids := map[string]string{}
	rem := func(name, content, when string, c ClaimInput) {
		r := mustRemember(t, e, Observation{Namespace: ns, Source: "chat/" + name, OccurredAt: date(when), Content: content,
			Claims: []ClaimInput{c}})
		ids[name], ids["ev:"+name] = r.ClaimIDs[0], r.ID
	}
	rem("lyon", "I live in Lyon.", "2026-01-02", ClaimInput{Subject: "user:ana", Predicate: "lives_in", Value: "Lyon"})
	rem("paris", "I moved to Paris and live there now.", "2026-03-01",
		ClaimInput{Subject: "user:ana", Predicate: "lives_in", Value: "Paris", Supersedes: ids["lyon"]})
	rem("rome", "I might live in Rome next, thinking about it.", "2026-04-01",
		ClaimInput{Subject: "user:ana", Predicate: "lives_in", Value: "Rome", Lifecycle: "proposed"})
	rem("oslo", "Living in Oslo was considered and ruled out.", "2026-04-02",
		ClaimInput{Subject: "user:ana", Predicate: "lives_in", Value: "Oslo", Lifecycle: "rejected"})
	rem("acme", "I work at Acme.", "2026-02-01", ClaimInput{Subject: "user:ana", Predicate: "works_at", Value: "Acme"})
	rem("globex", "I work at Globex.", "2026-02-01", ClaimInput{Subject: "user:ana", Predicate: "works_at", Value: "Globex"})
	return ids
}

func statusesOf(c *capsule.Capsule) map[string]bool {
	out := map[string]bool{}
	for _, it := range c.Items {
		if it.Kind == capsule.KindClaim {
			out[it.Status] = true
		}
	}
	return out
}

func TestMemoryModesAdmit(t *testing.T) {
	e, _ := openTest(t, Options{Clock: newTestClock(date("2026-06-01")).Now})
	ids := modeCorpus(t, e)
	ctx := context.Background()
	now := date("2026-06-01")
	recall := func(mode MemoryMode, text string) *capsule.Capsule {
		c, err := e.Recall(ctx, Query{Namespace: "modes/u", Text: text, BudgetTokens: 600, Now: now, MemoryMode: mode})
		if err != nil {
			t.Fatalf("Recall(%q, %q): %v", mode, text, err)
		}
		if c.UsedTokens > c.BudgetTokens {
			t.Fatalf("mode %q: used %d > budget %d", mode, c.UsedTokens, c.BudgetTokens)
		}
		return c
	}
	q := "Where does ana live? Where does ana work?"
	admit := map[MemoryMode]map[string]bool{
		ModeDefault:      {"active": true, "superseded": true, "disputed": true},
		ModeOperational:  {"active": true},
		ModeDeliberation: {"active": true, "disputed": true, "proposed": true},
		ModeHistorical:   {"active": true, "superseded": true, "disputed": true, "proposed": true, "rejected": true},
	}
	for mode, want := range admit {
		got := statusesOf(recall(mode, q))
		for s := range got {
			if !want[s] {
				t.Errorf("mode %q admitted a %s claim", mode, s)
			}
		}
		for s := range want {
			if !got[s] {
				t.Errorf("mode %q: no %s claim in the capsule (statuses %v)", mode, s, got)
			}
		}
	}
	// Deliberation: the counterevidence to the top answer is marked and
	// fits its reserve.
	c := recall(ModeDeliberation, "Where does ana live now?")
	if len(c.Items) == 0 || c.Items[0].Kind != capsule.KindClaim || c.Items[0].Predicate != "lives_in" {
		t.Fatalf("deliberation: top item is not a lives_in claim: %+v", c.Items)
	}
	top := c.Items[0]
	counter, reserved := 0, 0
	for _, it := range c.Items {
		if it.Role != "counterevidence" {
			continue
		}
		counter++
		reserved += it.Tokens
		if it.Kind == capsule.KindClaim && (it.Predicate != "lives_in" || it.Value == top.Value) {
			t.Errorf("counterevidence claim %q %q does not contradict the top answer %q", it.Predicate, it.Value, top.Value)
		}
		if it.Trace.Features["counterevidence_reserve"] != 150 {
			t.Errorf("counterevidence item trace lacks its reserve: %v", it.Trace.Features)
		}
	}
	if counter == 0 || reserved > 150 {
		t.Errorf("deliberation: %d counterevidence items using %d tokens (reserve 150)", counter, reserved)
	}
	for _, m := range []MemoryMode{ModeDefault, ModeOperational, ModeHistorical} {
		for _, it := range recall(m, "Where does ana live now?").Items {
			if it.Role == "counterevidence" {
				t.Errorf("mode %q marked counterevidence", m)
			}
		}
	}
	_ = ids
}

func TestMemoryModeInvalid(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	mustRemember(t, e, Observation{Namespace: "m", Source: "s", Content: "hello there"})
	var fe *FieldError
	_, err := e.Recall(ctx, Query{Namespace: "m", Text: "hello", BudgetTokens: 100, MemoryMode: "Operational"})
	if !errors.As(err, &fe) || fe.Field != "memory_mode" || !errors.Is(err, ErrInvalid) {
		t.Fatalf("unknown mode: %v, want ErrInvalid naming memory_mode", err)
	}
	before, _ := e.led.Stats(ctx)
	_, err = e.Remember(ctx, Observation{Namespace: "m", Source: "s2", Content: "maybe",
		Claims: []ClaimInput{{Subject: "u", Predicate: "p", Value: "v", Lifecycle: "perhaps"}}})
	if !errors.As(err, &fe) || fe.Field != "claims[0].lifecycle" {
		t.Fatalf("unknown lifecycle: %v, want a field error naming claims[0].lifecycle", err)
	}
	if after, _ := e.led.Stats(ctx); after != before {
		t.Errorf("a refused remember wrote: %+v -> %+v", before, after)
	}
}
