package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
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
