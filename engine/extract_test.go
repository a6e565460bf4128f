package engine

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/extract"
)

func TestRememberExtractedPersistsTheRun(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	obs := Observation{Namespace: "x", Content: "Quick update: I moved to Lyon. Also, I prefer dark mode now.",
		Source: "chat/1", OccurredAt: date("2026-04-18")}
	rc, err := e.RememberExtracted(ctx, obs, extract.PatternExtractor{Subject: "user:ana"})
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
func (badExtractor) Extract(ctx context.Context, text string) (extract.Extraction, error) {
	return extract.Extraction{Claims: []extract.ExtractedClaim{{Subject: "s", Predicate: "p", Value: "v", Start: 0, End: len(text) + 5}}}, nil
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
