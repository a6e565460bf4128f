package engine

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// issueNames are the namespaces issue 18 found accepted as literal names.
var issueNames = []string{"team-a/../team-b/z", "team-a/*", "team-a/", "a//b", " team-a/lead"}

// TestNamespaceGrammarEveryCall: every call that names a namespace refuses
// one outside the grammar as invalid input naming the namespace field.
func TestNamespaceGrammarEveryCall(t *testing.T) {
	ctx := context.Background()
	e, err := Open(filepath.Join(t.TempDir(), "m.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, ns := range issueNames {
		calls := map[string]func() error{
			"Remember": func() error {
				_, err := e.Remember(ctx, Observation{Namespace: ns, Content: "c", Source: "s"})
				return err
			},
			"RememberBatch": func() error {
				_, err := e.RememberBatch(ctx, []Observation{{Namespace: "ok/ns", Content: "c", Source: "s"}, {Namespace: ns, Content: "c", Source: "s"}})
				return err
			},
			"Recall": func() error { _, err := e.Recall(ctx, Query{Namespace: ns, Text: "q", BudgetTokens: 10}); return err },
			"Search": func() error { _, err := e.Search(ctx, SearchQuery{Namespace: ns, Text: "q", Limit: 3}); return err },
			"Expand": func() error { _, err := e.Expand(ctx, ns, "ev_x"); return err },
			"Claims": func() error { _, err := e.Claims(ctx, ns, "user", ""); return err },
			"GetExtraction": func() error {
				_, err := e.GetExtraction(ctx, ns, "ev_x")
				return err
			},
		}
		for name, call := range calls {
			want := "namespace"
			if name == "RememberBatch" {
				want = "observations[1].namespace"
			}
			if err := call(); !isField(err, want) {
				t.Errorf("%s(%q): %v, want invalid %s", name, ns, err, want)
			}
		}
	}
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence != 0 {
		t.Fatalf("refused writes left rows: %+v %v", rep, err)
	}
}

// TestLegacyNamespaces: a ledger written before the grammar (testdata,
// made by e336d85's validation) still opens and verifies; Verify counts
// its names outside the grammar, NamespacesOutsideGrammar lists them, the
// conforming namespace answers, and Purge still erases a legacy one.
func TestLegacyNamespaces(t *testing.T) {
	ctx := context.Background()
	src, err := os.ReadFile("testdata/legacy-namespaces.db")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "legacy.db")
	if err := os.WriteFile(path, src, 0o600); err != nil {
		t.Fatal(err)
	}
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	rep, err := e.Verify(ctx)
	if err != nil || rep.Evidence != 6 || rep.NamespacesOutsideGrammar != len(issueNames) {
		t.Fatalf("verify: %+v %v, want 6 evidence and %d names outside the grammar", rep, err, len(issueNames))
	}
	names, err := e.NamespacesOutsideGrammar(ctx)
	want := slices.Sorted(slices.Values(issueNames))
	if err != nil || !slices.Equal(names, want) {
		t.Fatalf("NamespacesOutsideGrammar: %q %v, want %q", names, err, want)
	}
	c, err := e.Recall(ctx, Query{Namespace: "team-a/ok", Text: "legacy evidence", BudgetTokens: 200})
	if err != nil || len(c.Items) == 0 {
		t.Fatalf("recall in the conforming namespace: %+v %v", c, err)
	}
	rc, err := e.Purge(ctx, PurgeRequest{Namespace: "a//b", All: true})
	if err != nil || rc.Evidence != 1 {
		t.Fatalf("purge of a legacy namespace: %+v %v", rc, err)
	}
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence != 5 || rep.NamespacesOutsideGrammar != len(issueNames)-1 {
		t.Fatalf("verify after purge: %+v %v", rep, err)
	}
}
