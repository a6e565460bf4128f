package ledger

import (
	"errors"
	"strings"
	"testing"
)

// TestNamespaceGrammar: the names of issue 18's "Why" and the grammar's
// edges; a refused name is an ErrInvalid naming the namespace field.
func TestNamespaceGrammar(t *testing.T) {
	for _, ok := range []string{"a", "team-a/u1", "demo/varun", "load/ns01", "bench/ingest", "a.b/c_d/e:f@g+h=i~j",
		"x/.hidden", "x/..a", strings.Repeat("a", maxNamespace)} {
		if err := CheckNamespace(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "team-a/../team-b/z", "team-a/*", "team-a/", "a//b", " team-a", "team-a ", "/a",
		"a/./b", "..", ".", "team a", "team-a/?", "t/[x]", "t/{a,b}", `t\u`, "t/%2e", "t/\xff", "t/é", "t/\x00",
		strings.Repeat("a", maxNamespace+1)} {
		err := CheckNamespace(bad)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != "namespace" || !errors.Is(err, ErrInvalid) {
			t.Errorf("%q: %v, want a FieldError naming namespace", bad, err)
		}
	}
	// Append refuses what CheckNamespace refuses, Purge accepts any legacy name.
	s := openTest(t)
	if _, err := s.Append(t.Context(), []EvidenceInput{obs("team-a/../team-b/z", "x")}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Append of a name outside the grammar: %v", err)
	}
	if _, err := s.Purge(t.Context(), PurgeRequest{Namespace: "a//b", All: true}); err != nil && errors.Is(err, ErrInvalid) {
		t.Fatalf("Purge of a legacy name: %v", err)
	}
}
