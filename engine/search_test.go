package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// searchFixture is a namespace of distinct turns about pets and homes, with
// speakers, and a second namespace holding the same words.
func searchFixture(t *testing.T) *Engine {
	t.Helper()
	e, _ := openTest(t, Options{})
	texts := []string{
		"Maya adopted a dog named Biscuit last spring",
		"Biscuit the dog loves the beach near the pier",
		"I moved to Seattle in October",
		"I lived in Boston for six years before that",
		"The weather in Seattle is rainy most of the year",
		"Maya's cat is called Pepper and sleeps all day",
		"We talked about the dog park schedule on Sunday",
		"Dinner plans: pasta with the neighbours",
	}
	for i, s := range texts {
		role, speaker := "user", "Maya"
		if i%3 == 2 {
			role, speaker = "assistant", ""
		}
		mustRemember(t, e, Observation{Namespace: "a", Content: s, Source: "chat", Speaker: speaker, Role: role,
			OccurredAt: date(fmt.Sprintf("2026-0%d-01", 1+i%8))})
	}
	mustRemember(t, e, Observation{Namespace: "b", Content: "Maya adopted a dog named Biscuit", Source: "chat"})
	return e
}

func searchIDs(t *testing.T, e *Engine, q SearchQuery) []string {
	t.Helper()
	res, err := e.Search(context.Background(), q)
	if err != nil {
		t.Fatalf("Search(%+v): %v", q, err)
	}
	if len(res.Hits) > max(q.Limit, DefaultSearchLimit) {
		t.Fatalf("Search(%+v): %d hits, limit %d", q, len(res.Hits), q.Limit)
	}
	var ids []string
	for _, h := range res.Hits {
		ids = append(ids, h.ID)
	}
	return ids
}

// TestSearchPrefix: a smaller limit returns a prefix of a larger one's
// hits, hits stay in their namespace, and scores never increase.
func TestSearchPrefix(t *testing.T) {
	e := searchFixture(t)
	for _, q := range []string{"What is the name of Maya's dog?", "Where does Maya live now?", "cat", "pasta dinner"} {
		all, err := e.Search(context.Background(), SearchQuery{Namespace: "a", Text: q, Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		if len(all.Hits) == 0 {
			t.Fatalf("%q: no hits", q)
		}
		for i, h := range all.Hits {
			if ev, err := e.Expand(context.Background(), "a", h.EvidenceIDs[0]); err != nil || ev.Namespace != "a" {
				t.Fatalf("%q: hit %d (%s) not in namespace a: %v", q, i, h.ID, err)
			}
		}
		full := searchIDs(t, e, SearchQuery{Namespace: "a", Text: q, Limit: 100})
		for k := 1; k <= len(full); k++ {
			got := searchIDs(t, e, SearchQuery{Namespace: "a", Text: q, Limit: k})
			if !slices.Equal(got, full[:k]) {
				t.Fatalf("%q limit %d: %v, want prefix %v", q, k, got, full[:k])
			}
		}
	}
}

// TestSearchFindsWhatRecallPacks: every episode a roomy capsule packs is
// among the search hits, the dog question is answered and not abstained,
// and hits carry the speaker and role they were written with.
func TestSearchFindsWhatRecallPacks(t *testing.T) {
	e := searchFixture(t)
	ctx := context.Background()
	q := "What is the name of Maya's dog?"
	c, err := e.Recall(ctx, Query{Namespace: "a", Text: q, BudgetTokens: 4096})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Search(ctx, SearchQuery{Namespace: "a", Text: q, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, h := range res.Hits {
		for _, id := range h.EvidenceIDs {
			found[id] = true
		}
	}
	for _, it := range c.Items {
		for _, id := range it.EvidenceIDs {
			if !found[id] {
				t.Errorf("capsule evidence %s (%q) missing from search hits", id, it.Text)
			}
		}
	}
	if res.Abstain || !res.Hits[0].Relevant {
		t.Fatalf("abstain=%v, first hit relevant=%v", res.Abstain, res.Hits[0].Relevant)
	}
	if h := res.Hits[0]; h.Speaker != "Maya" || h.SpeakerRole != "user" {
		t.Fatalf("first hit %q: speaker %q role %q, want Maya/user", h.Text, h.Speaker, h.SpeakerRole)
	}
	ev, err := e.Expand(ctx, "a", res.Hits[0].ID)
	if err != nil || ev.Speaker != "Maya" || ev.Role != "user" {
		t.Fatalf("Expand: %+v, %v", ev, err)
	}
}

func TestSearchRejects(t *testing.T) {
	e := searchFixture(t)
	ctx := context.Background()
	for _, tc := range []struct {
		q     SearchQuery
		field string
	}{
		{SearchQuery{Namespace: "a", Text: "dog", Limit: -1}, "limit"},
		{SearchQuery{Namespace: "a", Text: "dog", Limit: 1001}, "limit"},
		{SearchQuery{Namespace: "", Text: "dog"}, "namespace"},
		{SearchQuery{Namespace: "a", Text: " "}, "query"},
	} {
		_, err := e.Search(ctx, tc.q)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("Search(%+v): %v, want a field error on %q", tc.q, err, tc.field)
		}
	}
	if _, err := e.Remember(ctx, Observation{Namespace: "a", Content: "x", Source: "s", Role: "robot"}); err == nil {
		t.Fatal("role robot accepted")
	} else if fe := (*FieldError)(nil); !errors.As(err, &fe) || fe.Field != "role" {
		t.Fatalf("role robot: %v, want a field error on role", err)
	}
	res, err := e.Search(ctx, SearchQuery{Namespace: "empty", Text: "dog"})
	if err != nil || len(res.Hits) != 0 || !res.Abstain {
		t.Fatalf("empty namespace: %+v, %v", res, err)
	}
}

// TestSearchAttentionAndState: a search takes the recall's attention and
// state: focus moves a hit up with an attention trace counting the hits,
// the state changes the top hit as it changes a capsule's (and a search
// without either is unchanged), and a counterevidence reserve is refused
// naming the field.
func TestSearchAttentionAndState(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	attentionCorpus(t, e)
	search := func(a *Attention) *capsule.SearchResult {
		r, err := e.Search(ctx, SearchQuery{Namespace: "att/u", Text: "Lyon", Limit: 10, Now: date("2026-03-01"), Attention: a})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	rank := func(r *capsule.SearchResult, text string) int {
		for i, h := range r.Hits {
			if h.Text == text {
				return i
			}
		}
		t.Fatalf("%q not among the hits", text)
		return -1
	}
	const weather = "The weather in Lyon was rainy all week."
	plain, focus := search(nil), search(&Attention{FocusTerms: []string{"weather"}})
	if plain.AttentionTrace != nil {
		t.Errorf("attention_trace without attention: %+v", plain.AttentionTrace)
	}
	if a, b := rank(focus, weather), rank(plain, weather); a >= b {
		t.Errorf("focus on weather: rank %d, without %d", a, b)
	}
	if len(focus.AttentionTrace) != 1 || focus.AttentionTrace[0].Directive != "focus" || focus.AttentionTrace[0].InCapsule != 1 {
		t.Errorf("attention trace %+v", focus.AttentionTrace)
	}
	_, err := e.Search(ctx, SearchQuery{Namespace: "att/u", Text: "Lyon", Attention: &Attention{Counterevidence: true}})
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != "attention.counterevidence" {
		t.Errorf("counterevidence in a search: %v", err)
	}

	e2, _ := openTest(t, Options{})
	report, anxious, build := stateCorpus(t, e2)
	top := func(s *RecallState) string {
		r, err := e2.Search(ctx, SearchQuery{Namespace: "st/u", Text: "What about the deadline?", Limit: 3, Now: date("2026-01-20"), State: s})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Hits) == 0 {
			t.Fatal("no hits")
		}
		return r.Hits[0].ID
	}
	if d, p, w := top(&RecallState{Mode: "debugging", Goal: "fix the compile error in the build"}),
		top(&RecallState{Mode: "personal", Emotion: &Emotion{Valence: -0.6, Arousal: 0.9}, Participants: []string{"Olivia"}}),
		top(&RecallState{Mode: "default", Goal: "finish the quarterly report", Participants: []string{"Lance"}}); d != build || p != anxious || w != report {
		t.Errorf("top hits: debugging %s (want %s), personal %s (want %s), work %s (want %s)", d, build, p, anxious, w, report)
	}
}
