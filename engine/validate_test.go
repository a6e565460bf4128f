package engine

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestBadInputNamesFieldAndWritesNothing(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{MaxContentBytes: 64})
	base := mustRemember(t, e, Observation{Namespace: "a", Content: "base evidence", Source: "s",
		OccurredAt: date("2026-01-01"), Claims: []ClaimInput{{Subject: "user:x", Predicate: "likes", Value: "tea"}}})
	mustRemember(t, e, Observation{Namespace: "b", Content: "other namespace", Source: "s",
		OccurredAt: date("2026-01-01"), Claims: []ClaimInput{{Subject: "user:y", Predicate: "likes", Value: "tea"}}})
	before, err := e.Verify(ctx)
	if err != nil {
		t.Fatal(err)
	}
	otherClaim := func() string {
		cs, err := e.led.ClaimsFor(ctx, "b", "user:y", "likes")
		if err != nil || len(cs) != 1 {
			t.Fatalf("claims of b: %v %v", cs, err)
		}
		return cs[0].ID
	}()
	ok := Observation{Namespace: "a", Content: "fine", Source: "s", OccurredAt: date("2026-01-02")}
	cases := []struct {
		name, field string
		mut         func(o *Observation)
	}{
		{"empty content", "content", func(o *Observation) { o.Content = "  " }},
		{"oversized content", "content", func(o *Observation) { o.Content = strings.Repeat("x", 65) }},
		{"empty namespace", "namespace", func(o *Observation) { o.Namespace = "" }},
		{"empty source", "source", func(o *Observation) { o.Source = "" }},
		{"unknown kind", "kind", func(o *Observation) { o.Kind = "dream" }},
		{"year out of range", "occurred_at", func(o *Observation) { o.OccurredAt = time.Date(1800, 1, 1, 0, 0, 0, 0, time.UTC) }},
		{"metadata not an object", "metadata", func(o *Observation) { o.Metadata = []byte(`[1,2]`) }},
		{"claim empty subject", "subject", func(o *Observation) {
			o.Claims = []ClaimInput{{Subject: "", Predicate: "p", Value: "v"}}
		}},
		{"claim empty predicate", "predicate", func(o *Observation) {
			o.Claims = []ClaimInput{{Subject: "s", Predicate: " ", Value: "v"}}
		}},
		{"supersedes missing", "supersedes", func(o *Observation) {
			o.Claims = []ClaimInput{{Subject: "user:x", Predicate: "likes", Value: "coffee", Supersedes: "cl_nope"}}
		}},
		{"supersedes other namespace", "supersedes", func(o *Observation) {
			o.Claims = []ClaimInput{{Subject: "user:x", Predicate: "likes", Value: "coffee", Supersedes: otherClaim}}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			o := ok
			tc.mut(&o)
			_, err := e.Remember(ctx, o)
			var fe *FieldError
			if !errors.As(err, &fe) || !errors.Is(err, ErrInvalid) {
				t.Fatalf("err = %v, want a *FieldError wrapping ErrInvalid", err)
			}
			if !strings.Contains(fe.Field, tc.field) {
				t.Errorf("field = %q, want it to name %q (%v)", fe.Field, tc.field, err)
			}
			// A bad observation in a batch rejects the whole batch.
			_, err = e.RememberBatch(ctx, []Observation{ok, o})
			if !errors.As(err, &fe) || !strings.HasPrefix(fe.Field, "observations[1].") {
				t.Errorf("batch: err = %v, want a field under observations[1]", err)
			}
		})
	}
	after, err := e.Verify(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if after != before {
		t.Fatalf("rejected writes changed the ledger: before %+v after %+v", before, after)
	}
	_ = base

	for _, q := range []struct {
		field string
		q     Query
	}{
		{"budget_tokens", Query{Namespace: "a", Text: "q", BudgetTokens: 0}},
		{"budget_tokens", Query{Namespace: "a", Text: "q", BudgetTokens: -5}},
		{"query", Query{Namespace: "a", Text: "", BudgetTokens: 5}},
		{"query", Query{Namespace: "a", Text: strings.Repeat("q", MaxQueryBytes+1), BudgetTokens: 5}},
		{"namespace", Query{Text: "q", BudgetTokens: 5}},
		{"known_at", Query{Namespace: "a", Text: "q", BudgetTokens: 5, KnownAt: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}},
	} {
		_, err := e.Recall(ctx, q.q)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != q.field {
			t.Errorf("Recall(%+v): err = %v, want field %q", q.q.BudgetTokens, err, q.field)
		}
	}
	if _, err := e.Expand(ctx, "b", base.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("Expand from another namespace: %v, want ErrNotFound", err)
	}
}

func TestIdempotencyKey(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	o := Observation{Namespace: "a", Content: "hello", Source: "s", OccurredAt: date("2026-01-01"), IdempotencyKey: "k1"}
	r1 := mustRemember(t, e, o)
	r2 := mustRemember(t, e, o)
	if r1.ID != r2.ID || !r2.Duplicate {
		t.Fatalf("replay: %+v then %+v, want the same id and Duplicate", r1, r2)
	}
	o.Content = "different"
	if _, err := e.Remember(ctx, o); !errors.Is(err, ErrIdempotencyConflict) {
		t.Fatalf("same key, different content: %v, want ErrIdempotencyConflict", err)
	}
}
