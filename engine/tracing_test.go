package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// TestSpans: remember, recall, search, purge and rebuild each leave one
// span with the namespace and counts, a refused call is marked with its
// error class, and no span holds any content, query text or claim value.
func TestSpans(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	defer tp.Shutdown(context.Background())
	e, _ := openTest(t, Options{TracerProvider: tp})
	ctx := context.Background()
	secret := "the vault code is 4471-zebra"
	r := mustRemember(t, e, Observation{Namespace: "team/a", Content: secret, Source: "chat/1",
		Claims: []ClaimInput{{Subject: "user:k", Predicate: "vault_code", Value: "4471-zebra"}}})
	if _, err := e.RememberBatch(ctx, []Observation{{Namespace: "team/a", Content: "second note", Source: "chat/2"}}); err != nil {
		t.Fatal(err)
	}
	c, err := e.Recall(ctx, Query{Namespace: "team/a", Text: "what is the zebra vault code?", BudgetTokens: 200})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Search(ctx, SearchQuery{Namespace: "team/a", Text: "zebra vault", Limit: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Recall(ctx, Query{Namespace: "team/a", Text: "", BudgetTokens: 200}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("empty query: %v", err)
	}
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "team/a", IDs: []string{r.ID}}); err != nil {
		t.Fatal(err)
	}
	byName := map[string][]tracetest.SpanStub{}
	for _, s := range exp.GetSpans() {
		byName[s.Name] = append(byName[s.Name], s)
		dump := fmt.Sprintf("%v %v %v", s.Attributes, s.Events, s.Status)
		for _, leak := range []string{"vault", "zebra", "4471", "second note"} {
			if strings.Contains(dump, leak) {
				t.Errorf("span %s holds %q: %s", s.Name, leak, dump)
			}
		}
	}
	attr := func(s tracetest.SpanStub, key string) string {
		for _, a := range s.Attributes {
			if string(a.Key) == key {
				return a.Value.Emit()
			}
		}
		return ""
	}
	for name, n := range map[string]int{spanRemember: 1, spanRememberBatch: 1, spanRecall: 2, spanSearch: 1, spanRebuild: 1, spanPurge: 1} {
		if len(byName[name]) != n {
			t.Fatalf("%d %s spans, want %d (all: %v)", len(byName[name]), name, n, byName)
		}
	}
	ok, bad := byName[spanRecall][0], byName[spanRecall][1]
	if attr(ok, "gen_ai.data_source.id") != "team/a" || attr(ok, "evicortex.items") != fmt.Sprint(len(c.Items)) ||
		attr(ok, "evicortex.used_tokens") != fmt.Sprint(c.UsedTokens) || attr(ok, "evicortex.budget_tokens") != "200" {
		t.Errorf("recall span attributes %v", ok.Attributes)
	}
	if attr(bad, "error.type") != "invalid" || bad.Status.Description != "invalid" {
		t.Errorf("refused recall span: %v %v", bad.Attributes, bad.Status)
	}
	if attr(byName[spanPurge][0], "evicortex.purged_evidence") != "1" || attr(byName[spanRememberBatch][0], "evicortex.observations") != "1" {
		t.Errorf("purge %v, batch %v", byName[spanPurge][0].Attributes, byName[spanRememberBatch][0].Attributes)
	}
}
