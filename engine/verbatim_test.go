package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// TestInvalidUTF8GoAPI: the Go API refuses every text field that is not
// valid UTF-8, naming it, before anything is written.
func TestInvalidUTF8GoAPI(t *testing.T) {
	ctx := context.Background()
	e, err := Open(filepath.Join(t.TempDir(), "m.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ok := Observation{Namespace: "t/u", Content: "fine", Source: "s/1"}
	for _, c := range []struct {
		field string
		edit  func(*Observation)
	}{
		{"content", func(o *Observation) { o.Content = "bad \xff\xfe" }},
		{"namespace", func(o *Observation) { o.Namespace = "t/\xff" }},
		{"source", func(o *Observation) { o.Source = "s/\xc3" }},
		{"metadata", func(o *Observation) { o.Metadata = json.RawMessage("{\"k\":\"\xff\"}") }},
		{"claims[0].value", func(o *Observation) {
			o.Claims = []ClaimInput{{Subject: "u", Predicate: "p", Value: "\x80"}}
		}},
	} {
		o := ok
		c.edit(&o)
		_, err := e.Remember(ctx, o)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err %v, want a FieldError naming %s", c.field, err, c.field)
		}
	}
	if _, err := e.Recall(ctx, Query{Namespace: "t/u", Text: "q \xff", BudgetTokens: 10}); !isField(err, "query") {
		t.Errorf("recall: %v", err)
	}
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence != 0 {
		t.Fatalf("a refused write left rows: %+v %v", rep, err)
	}
}

func isField(err error, field string) bool {
	var fe *FieldError
	return errors.As(err, &fe) && fe.Field == field
}

// TestVerbatimGoAPI: over random byte strings, content the Go API accepts
// expands to exactly those bytes with their sha256; the rest is refused
// naming content.
func TestVerbatimGoAPI(t *testing.T) {
	ctx := context.Background()
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 18))
	e, err := Open(filepath.Join(t.TempDir(), "m.db"), Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for range 300 {
		b := make([]byte, 1+rng.IntN(16))
		for i := range b {
			if rng.IntN(8) == 0 {
				b[i] = byte(0x80 + rng.IntN(0x80))
			} else {
				b[i] = byte(0x21 + rng.IntN(0x5e))
			}
		}
		r, err := e.Remember(ctx, Observation{Namespace: "t/p", Content: string(b), Source: "s/1"})
		if !utf8.Valid(b) || strings.TrimSpace(string(b)) == "" {
			if !isField(err, "content") {
				t.Fatalf("content %q: err %v, want a content FieldError", b, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("content %q: %v", b, err)
		}
		ev, err := e.Expand(ctx, "t/p", r.ID)
		sum := sha256.Sum256(b)
		if err != nil || ev.Content != string(b) || ev.SHA256 != hex.EncodeToString(sum[:]) {
			t.Fatalf("content %q: expanded %q %s %v", b, ev.Content, ev.SHA256, err)
		}
	}
}
