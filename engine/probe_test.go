package engine

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/extract"
)

// TestNoProbingGoAPI: every call that takes an id answers another
// namespace's id exactly as a missing id of the same kind (the error
// text with the id put aside, and ErrNotFound or the same FieldError).
func TestNoProbingGoAPI(t *testing.T) {
	ctx := context.Background()
	e, err := Open(filepath.Join(t.TempDir(), "m.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	obs := func(ns string) Observation {
		return Observation{Namespace: ns, Kind: "turn", Role: "user", Content: "I prefer green tea.", Source: "chat/1"}
	}
	if _, err := e.RememberExtracted(ctx, obs("t/a"), extract.PatternExtractor{}); err != nil {
		t.Fatal(err)
	}
	foreign, err := e.RememberExtracted(ctx, obs("t/b"), extract.PatternExtractor{})
	if err != nil || len(foreign.ClaimIDs) == 0 {
		t.Fatalf("foreign write: %+v %v", foreign, err)
	}
	ev, cl := foreign.ID, foreign.ClaimIDs[0]
	calls := map[string]func(id string) error{
		"Expand": func(id string) error { _, err := e.Expand(ctx, "t/a", id); return err },
		"GetExtraction": func(id string) error {
			_, err := e.GetExtraction(ctx, "t/a", id)
			return err
		},
		"Purge": func(id string) error {
			_, err := e.Purge(ctx, PurgeRequest{Namespace: "t/a", IDs: []string{id}})
			return err
		},
		"Remember supersedes": func(id string) error {
			_, err := e.Remember(ctx, Observation{Namespace: "t/a", Content: "Now coffee.", Source: "chat/2",
				Claims: []ClaimInput{{Subject: "user", Predicate: "prefers", Value: "coffee", Supersedes: id}}})
			return err
		},
	}
	for name, call := range calls {
		foreignID := ev
		if name == "Remember supersedes" {
			foreignID = cl
		}
		missing := foreignID[:len(foreignID)-1] + map[bool]string{true: "1", false: "0"}[strings.HasSuffix(foreignID, "0")]
		a, b := call(foreignID), call(missing)
		if a == nil || b == nil || errors.Is(a, ErrNotFound) != errors.Is(b, ErrNotFound) ||
			strings.ReplaceAll(a.Error(), foreignID, "ID") != strings.ReplaceAll(b.Error(), missing, "ID") {
			t.Errorf("%s: another namespace's id: %v; a missing id: %v", name, a, b)
		}
	}
	if _, err := e.Expand(ctx, "t/b", ev); err != nil {
		t.Fatalf("the foreign evidence after the probes: %v", err)
	}
}
