package engine

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
)

// TestMaintainCompactsProjections: a persistent engine reopened a few
// times holds a postings segment per checkpoint; a pass merges them (a
// bounded step), capsules are byte-identical before, after and after a
// reopen from the merged files, and the pass record carries the step's
// bytes, which compacted_bytes sums.
func TestMaintainCompactsProjections(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "memory.db")
	const rounds = 5
	for r := range rounds {
		e, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		maintCorpus(t, e, fmt.Sprintf("c%d", r), 4)
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
	}
	var qs []Query
	for r := range rounds {
		for _, text := range []string{"How long did Mira spend learning the cello?", "What did Mira say about sourdough bread?"} {
			qs = append(qs, Query{Namespace: fmt.Sprintf("c%d", r), Text: text, BudgetTokens: 256, Now: date("2024-06-01")})
		}
	}
	capsules := func(e *Engine) []string {
		var out []string
		for _, q := range qs {
			out = append(out, capsuleJSON(t, e, q))
		}
		return out
	}
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	segs := e.proj.evLex.Segments()
	if segs < compactMinSegments {
		t.Fatalf("fixture: %d evidence segments, want >= %d", segs, compactMinSegments)
	}
	before := capsules(e)
	var comp CompactionReport
	if err := e.compactProjections(ctx, false, &comp); err != nil {
		t.Fatal(err)
	}
	if comp.PostingsMerged < 2 || comp.PostingsBytes <= 0 || e.proj.evLex.Segments() >= segs {
		t.Fatalf("step %+v: evidence segments %d -> %d", comp, segs, e.proj.evLex.Segments())
	}
	if comp.DenseRemoved != 0 || comp.DenseBytes != 0 {
		t.Fatalf("dense step acted without an encoder: %+v", comp)
	}
	for i, c := range capsules(e) {
		if c != before[i] {
			t.Fatalf("query %d: capsule changed by the merge:\n%s\n%s", i, before[i], c)
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for i, c := range capsules(e) {
		if c != before[i] {
			t.Fatalf("query %d: capsule changed after reopening the merged files", i)
		}
	}
	rep, err := e.Maintain(ctx, MaintainInput{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.CompactedBytes != rep.Compaction.total() {
		t.Fatalf("compacted_bytes %d, steps %+v", rep.CompactedBytes, rep.Compaction)
	}
	h, err := e.MemoryHealth(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if h.LastPass == nil || h.LastPass.Compaction == nil || *h.LastPass.Compaction != rep.Compaction {
		t.Fatalf("pass record's compaction %+v, the pass reported %+v", h.LastPass, rep.Compaction)
	}
	t.Logf("step: %+v; the pass: %+v", comp, rep.Compaction)
}
