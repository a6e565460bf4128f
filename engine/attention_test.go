package engine

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

func attentionCorpus(t *testing.T, e *Engine) {
	t.Helper()
	for i, text := range []string{"Lyon has great food, the best cheese.", "The weather in Lyon was rainy all week.",
		"My job in Lyon starts at nine.", "I visited Paris once.", "Lyon traffic is terrible on Mondays."} {
		mustRemember(t, e, Observation{Namespace: "att/u", Source: "s" + string(rune('a'+i)) + "/1",
			OccurredAt: date("2026-01-02").AddDate(0, 0, i*3), Content: text})
	}
	mustRemember(t, e, Observation{Namespace: "att/u", Source: "sz/1", OccurredAt: date("2026-02-01"),
		Content: "I live in Lyon.", Claims: []ClaimInput{{Subject: "user:cy", Predicate: "lives_in", Value: "Lyon"}}})
}

func TestAttention(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	attentionCorpus(t, e)
	recall := func(a *Attention) *capsule.Capsule {
		c, err := e.Recall(ctx, Query{Namespace: "att/u", Text: "Lyon", BudgetTokens: 1000, Now: date("2026-03-01"), Attention: a})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	plain := recall(nil)
	if plain.AttentionTrace != nil {
		t.Fatalf("attention_trace without attention: %+v", plain.AttentionTrace)
	}
	score := map[string]float64{}
	for _, it := range plain.Items {
		score[it.ID] = it.Score
	}
	rankOf := func(c *capsule.Capsule, text string) int {
		for i, it := range c.Items {
			if it.Text == text {
				return i
			}
		}
		t.Fatalf("%q not in the capsule", text)
		return -1
	}
	const weather = "The weather in Lyon was rainy all week."
	focus := recall(&Attention{FocusTerms: []string{"weather"}})
	if a, b := rankOf(focus, weather), rankOf(plain, weather); a >= b {
		t.Errorf("focus on weather: rank %d, plain %d", a, b)
	}
	it := focus.Items[rankOf(focus, weather)]
	f := it.Trace.Features
	if f["attention_focus"] != 1 || f["attention_focus_weight"] != 0.5 || math.Abs(it.Score-1.5*score[it.ID]) > 1e-12 {
		t.Errorf("focus trace %v, score %v (plain %v)", f, it.Score, score[it.ID])
	}
	if len(focus.AttentionTrace) != 1 || focus.AttentionTrace[0].Matched != 1 || focus.AttentionTrace[0].InCapsule != 1 {
		t.Errorf("attention_trace %+v", focus.AttentionTrace)
	}
	sup := recall(&Attention{SuppressTerms: []string{"food", "Traffic"}})
	if len(sup.Items)+sup.Omitted != len(plain.Items)+plain.Omitted {
		t.Errorf("suppression changed the candidates: %d+%d vs %d+%d", len(sup.Items), sup.Omitted, len(plain.Items), plain.Omitted)
	}
	suppressed := 0
	for _, it := range sup.Items {
		if _, ok := score[it.ID]; !ok {
			t.Errorf("suppression added %s", it.ID)
		}
		if v, ok := it.Trace.Features["attention_suppress"]; ok {
			suppressed++
			if v != 0.5 || math.Abs(it.Score-(1-0.8*0.5)*score[it.ID]) > 1e-12 {
				t.Errorf("%q: suppress value %v, score %v (plain %v)", it.Text, v, it.Score, score[it.ID])
			}
		}
	}
	if suppressed != 2 {
		t.Errorf("%d suppressed items in the capsule, want 2 (food, traffic)", suppressed)
	}
	kinds := recall(&Attention{BoostKinds: []string{"claim"}, BoostPredicates: []string{"LIVES_IN"}})
	for _, it := range kinds.Items {
		if it.Kind == capsule.KindClaim && math.Abs(it.Score-1.3*1.5*score[it.ID]) > 1e-12 {
			t.Errorf("boosted claim score %v, plain %v", it.Score, score[it.ID])
		}
	}
	var fe *FieldError
	for field, a := range map[string]*Attention{
		"attention.boost_kinds[0]":    {BoostKinds: []string{"fact"}},
		"attention.focus_terms[1]":    {FocusTerms: []string{"ok", "  !! "}},
		"attention.suppress_terms[0]": {SuppressTerms: []string{""}},
	} {
		_, err := e.Recall(ctx, Query{Namespace: "att/u", Text: "Lyon", BudgetTokens: 100, Attention: a})
		if !errors.As(err, &fe) || fe.Field != field || !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: %v, want ErrInvalid naming %s", a, err, field)
		}
	}
}
