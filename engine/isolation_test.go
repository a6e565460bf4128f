package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// TestTenantIsolationByteIdentical: a namespace's capsules and search
// results, traces and raw scores included, are byte-identical whatever
// other namespaces hold: before another tenant writes, after it writes
// thousands of overlapping and keyword-stuffed documents and claims on
// the same subjects, after a checkpointed reopen, and after it is purged.
func TestTenantIsolationByteIdentical(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { e.Close() }()
	t0 := time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)
	mine := []Observation{
		{Content: "I prefer a light theme in every editor I use.", Claims: []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "light"}}},
		{Content: "We planned a bike trip along the river for May."},
		{Content: "My kitchen budget is 300 euros this month."},
		{Content: "I switched from light mode to dark mode today.", Claims: []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "dark"}}},
		{Content: "The walnut tree in the garden needs pruning."},
		{Content: "Remind me to buy green tea and a new lamp."},
	}
	for i, o := range mine {
		o.Namespace, o.Source, o.OccurredAt = "tenant/a", fmt.Sprintf("chat/s1/t%d", i), t0.Add(time.Duration(i)*36*time.Hour)
		if _, err := e.Remember(ctx, o); err != nil {
			t.Fatal(err)
		}
	}
	now := t0.Add(60 * 24 * time.Hour)
	queries := []string{"Which theme should I use?", "bike trip river", "what is my budget", "walnut garden tea lamp", "theme theme light dark"}
	answers := func() []byte {
		var out bytes.Buffer
		for _, q := range queries {
			c, err := e.Recall(ctx, Query{Namespace: "tenant/a", Text: q, BudgetTokens: 120, Now: now})
			if err != nil {
				t.Fatal(err)
			}
			// The capsule's revision is the ledger's journal head, which
			// other tenants' writes advance (a known side channel: the
			// count of the ledger's mutations; engine/doc.go), and its
			// capsule_id encodes it. Everything else must be identical.
			if c.CapsuleID == "" || c.Revision <= 0 {
				t.Fatalf("Recall(%q): capsule_id %q, revision %d", q, c.CapsuleID, c.Revision)
			}
			c.CapsuleID, c.Revision = "", 0
			s, err := e.Search(ctx, SearchQuery{Namespace: "tenant/a", Text: q, Limit: 10, Now: now})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []any{c, s} {
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				out.Write(b)
				out.WriteByte('\n')
			}
		}
		return out.Bytes()
	}
	before := answers()
	if !bytes.Contains(before, []byte(`"channel":"bm25`)) && !bytes.Contains(before, []byte(`"channel":"lexical`)) {
		t.Fatalf("no lexical channel trace (raw BM25 score) in the answers: the test would prove nothing: %s", before)
	}
	var other []Observation
	for i := range 3000 {
		o := Observation{Namespace: fmt.Sprintf("tenant/b%d", i%3), Source: fmt.Sprintf("chat/s%d/t%d", i%40, i), OccurredAt: t0.Add(time.Duration(i) * time.Minute),
			Content: "theme theme theme light dark budget river bike walnut tea lamp kitchen " + fmt.Sprint(i)}
		if i%10 == 0 {
			o.Claims = []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: fmt.Sprint("neon ", i)}}
		}
		other = append(other, o)
		if len(other) == 500 {
			if _, err := e.RememberBatch(ctx, other); err != nil {
				t.Fatal(err)
			}
			other = other[:0]
		}
	}
	if got := answers(); !bytes.Equal(got, before) {
		t.Fatalf("other tenants' writes changed tenant/a's answers:\nbefore %s\nafter  %s", before, got)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if e, err = Open(path, Options{}); err != nil {
		t.Fatal(err)
	}
	if got := answers(); !bytes.Equal(got, before) {
		t.Fatalf("after reopen: answers changed:\nbefore %s\nafter  %s", before, got)
	}
	for i := range 3 {
		if _, err := e.Purge(ctx, PurgeRequest{Namespace: fmt.Sprintf("tenant/b%d", i), All: true}); err != nil {
			t.Fatal(err)
		}
	}
	if got := answers(); !bytes.Equal(got, before) {
		t.Fatalf("after the other tenants' purge: answers changed:\nbefore %s\nafter  %s", before, got)
	}
}
