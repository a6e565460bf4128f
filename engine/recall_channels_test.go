package engine

import (
	"context"
	"strings"
	"testing"
	"time"
)

// rememberSession stores texts as consecutive turns of one session.
func rememberSession(t *testing.T, e *Engine, ns string, at time.Time, texts ...string) {
	t.Helper()
	var obs []Observation
	for i, tx := range texts {
		obs = append(obs, Observation{Namespace: ns, Kind: "turn", Content: tx, Source: "test", OccurredAt: at.Add(time.Duration(i) * time.Second)})
	}
	if _, err := e.RememberBatch(context.Background(), obs); err != nil {
		t.Fatal(err)
	}
}

// TestWhenChannelRanksDatedTurns: a "when" question ranks the matching
// turns that carry a time expression; other questions get no when channel.
func TestWhenChannelRanksDatedTurns(t *testing.T) {
	e, _ := openTest(t, Options{})
	at := date("2026-03-01T10:00:00Z")
	rememberSession(t, e, "w", at,
		"Ana: adopting a rescue dog is a big step, adopting needs care",
		"Ben: sure",
		"Ana: we adopted the dog yesterday from the shelter",
		"Ben: nice")
	traced := func(q string) map[string][]string {
		c, err := e.Recall(context.Background(), Query{Namespace: "w", Text: q, BudgetTokens: 400, Now: at.Add(time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string][]string{}
		for _, it := range c.Items {
			for _, ch := range it.Trace.Channels {
				out[ch.Channel] = append(out[ch.Channel], it.Text)
			}
		}
		return out
	}
	got := traced("When did Ana adopt the dog?")
	if len(got["when"]) != 1 || !strings.Contains(got["when"][0], "yesterday") {
		t.Fatalf("when channel items %q, want the turn dated 'yesterday'", got["when"])
	}
	if got := traced("Why did Ana adopt the dog?"); len(got["when"]) != 0 {
		t.Fatalf("a why question got a when channel: %q", got["when"])
	}
}

// TestNeighbouringTurnsShareAnItem: consecutive turns of a session packed
// together come back as one item citing each turn, in session order.
func TestNeighbouringTurnsShareAnItem(t *testing.T) {
	e, _ := openTest(t, Options{})
	at := date("2026-03-01T10:00:00Z")
	rememberSession(t, e, "s", at,
		"Ana: which telescope should I buy",
		"Ben: a small refractor telescope is easy to carry",
		"Ana: thanks")
	rememberSession(t, e, "s", at.Add(48*time.Hour), "Ana: the telescope arrived today")
	c, err := e.Recall(context.Background(), Query{Namespace: "s", Text: "telescope", BudgetTokens: 400, Now: at.Add(72 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	var spans [][]string
	for _, it := range c.Items {
		if len(it.EvidenceIDs) > 1 {
			spans = append(spans, it.EvidenceIDs)
			if it.OccurredTo == nil || strings.Count(it.Text, "\n") != len(it.EvidenceIDs)-1 {
				t.Fatalf("span item %+v", it)
			}
		}
	}
	if len(spans) != 1 || len(spans[0]) < 2 {
		t.Fatalf("spans %v, want one multi-turn span from the first session", spans)
	}
	// The later session's turn is days away: never in the same item.
	for _, it := range c.Items {
		if strings.Contains(it.Text, "arrived") && len(it.EvidenceIDs) != 1 {
			t.Fatalf("turn of another session joined a span: %q", it.Text)
		}
	}
}

// TestEntityClaimsRankedByRelevance: the entity channel lists a named
// person's claims by relevance to the question, not newest first. "Job"
// matches no claim text, but it matches the evidence of an older works_as
// claim, so the current works_as claim leads; newer unrelated claims
// follow.
func TestEntityClaimsRankedByRelevance(t *testing.T) {
	e, _ := openTest(t, Options{})
	at := date("2026-01-01T10:00:00Z")
	ent := []EntityInput{{Name: "user:liam", Aliases: []string{"Liam"}}}
	say := func(day int, text, pred, value, supersedes string) string {
		t.Helper()
		rs, err := e.RememberBatch(context.Background(), []Observation{{Namespace: "p", Kind: "turn", Content: text,
			Source: "test", OccurredAt: at.AddDate(0, 0, day), Entities: ent,
			Claims: []ClaimInput{{Subject: "user:liam", Predicate: pred, Value: value, Supersedes: supersedes}}}})
		if err != nil {
			t.Fatal(err)
		}
		return rs[0].ClaimIDs[0]
	}
	old := say(0, "My job? I'm a nurse, have been for years.", "works_as", "nurse", "")
	say(10, "Started as a librarian on Monday.", "works_as", "librarian", old)
	say(20, "I moved to Dublin last week.", "lives_in", "Dublin", "")
	say(30, "I drive a Volvo now.", "drives", "Volvo", "")
	c, err := e.Recall(context.Background(), Query{Namespace: "p", Text: "What is Liam's current job?", BudgetTokens: 400, Now: at.AddDate(0, 0, 40)})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, it := range c.Items {
		for _, ch := range it.Trace.Channels {
			if ch.Channel == "entity" && it.Kind == "claim" {
				order = append(order, it.Predicate+"="+it.Value)
			}
		}
	}
	if len(order) == 0 || order[0] != "works_as=librarian" {
		t.Fatalf("entity channel claims in capsule order %q, want works_as=librarian first", order)
	}
}
