package engine

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestPatternExtractor(t *testing.T) {
	x := PatternExtractor{Subject: "user:varun"}
	cases := []struct {
		text, predicate, value string
	}{
		{"I switched from light mode to dark mode today.", "prefers", "dark mode"},
		{"Honestly, I prefer tea in the morning.", "prefers", "tea in the morning"},
		{"I moved to Lyon last spring.", "lives_in", "Lyon last spring"},
		{"I live in Porto and I love it.", "lives_in", "Porto"},
		{"I work as a nurse at the clinic.", "works_as", "nurse at the clinic"},
		{"My favourite food is ramen!", "favorite_food", "ramen"},
		{"I don't like cilantro.", "dislikes", "cilantro"},
		{"I'm allergic to peanuts.", "allergic_to", "peanuts"},
	}
	for _, c := range cases {
		out, err := x.Extract(context.Background(), c.text)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Claims) == 0 {
			t.Errorf("%q: no claim (diagnostics %v)", c.text, out.Diagnostics)
			continue
		}
		got := out.Claims[0]
		if got.Predicate != c.predicate || got.Value != c.value || got.Subject != "user:varun" {
			t.Errorf("%q: got %s=%q, want %s=%q", c.text, got.Predicate, got.Value, c.predicate, c.value)
		}
		if span := c.text[got.Start:got.End]; !strings.Contains(span, got.Value) {
			t.Errorf("%q: span %q does not hold the value %q", c.text, span, got.Value)
		}
	}
	out, _ := x.Extract(context.Background(), "I think so. The weather is nice.")
	if len(out.Claims) != 0 || len(out.Diagnostics) != 1 {
		t.Errorf("no-claim text: %+v", out)
	}
}

func TestRememberExtractedPersistsTheRun(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	obs := Observation{Namespace: "x", Content: "Quick update: I moved to Lyon. Also, I prefer dark mode now.",
		Source: "chat/1", OccurredAt: date("2026-04-18")}
	rc, err := e.RememberExtracted(ctx, obs, PatternExtractor{Subject: "user:ana"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.Extracted) != 2 || rc.Producer != "pattern@1" {
		t.Fatalf("receipt %+v", rc)
	}
	run, err := e.GetExtraction(ctx, "x", rc.ID)
	if err != nil {
		t.Fatal(err)
	}
	if run.Producer != "pattern@1" || run.InputSHA256 != rc.SHA256 || len(run.Claims) != 2 {
		t.Fatalf("run %+v", run)
	}
	for i, c := range run.Claims {
		if c.ID != rc.Extracted[i] || obs.Content[c.Span[0]:c.Span[1]] != c.Text || !strings.Contains(c.Text, c.Value) {
			t.Errorf("claim %d provenance %+v", i, c)
		}
	}
	cap, err := e.Recall(ctx, Query{Namespace: "x", Text: "Where does Ana live?", BudgetTokens: 200, Now: date("2026-05-01")})
	if err != nil {
		t.Fatal(err)
	}
	if len(cap.Items) == 0 || cap.Items[0].Value != "Lyon" {
		t.Fatalf("recall after extraction: %+v", cap.Items)
	}
	if _, err := e.GetExtraction(ctx, "x", "ev_nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing run: %v", err)
	}
}

// badExtractor returns a span outside the text.
type badExtractor struct{}

func (badExtractor) Identity() string { return "bad@0" }
func (badExtractor) Extract(ctx context.Context, text string) (Extraction, error) {
	return Extraction{Claims: []ExtractedClaim{{Subject: "s", Predicate: "p", Value: "v", Start: 0, End: len(text) + 5}}}, nil
}

func TestRememberExtractedRejectsBadOutput(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	before, _ := e.Verify(ctx)
	_, err := e.RememberExtracted(ctx, Observation{Namespace: "x", Content: "text", Source: "s"}, badExtractor{})
	var fe *FieldError
	if !errors.As(err, &fe) || !strings.Contains(fe.Field, "extraction.spans[0]") {
		t.Fatalf("bad span: %v", err)
	}
	if after, _ := e.Verify(ctx); after != before {
		t.Fatalf("rejected extraction wrote something: %+v -> %+v", before, after)
	}
}
