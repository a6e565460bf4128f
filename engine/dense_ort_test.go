//go:build ort

package engine

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/evicortex/evicortex/dense/ort"
)

// TestParaphraseThroughDenseChannel is issue 5's paraphrase case with the
// real pinned model: lexical retrieval alone finds nothing for the
// question; the dense channel ranks the dark-mode turn first.
func TestParaphraseThroughDenseChannel(t *testing.T) {
	root, _ := filepath.Abs("..")
	enc, err := ort.New(ort.Options{
		Model:       "all-minilm-l6-v2",
		ModelDir:    filepath.Join(root, "build/models/all-minilm-l6-v2"),
		LibraryPath: filepath.Join(root, "build/native/libonnxruntime.so"),
	})
	if err != nil {
		t.Fatalf("encoder (run make native models): %v", err)
	}
	defer enc.Close()
	ctx := context.Background()
	e, path := openTest(t, Options{})
	var target Receipt
	for i, s := range []string{
		"We had pasta with friends on Saturday.",
		"I switched from light mode to dark mode today.",
		"The train to Lyon was delayed by an hour.",
		"My sister is visiting next month.",
	} {
		r := mustRemember(t, e, Observation{Namespace: "p", Content: s, Source: "chat", OccurredAt: date("2026-04-18").AddDate(0, 0, i)})
		if i == 1 {
			target = r
		}
	}
	q := Query{Namespace: "p", Text: "Which theme does the user prefer these days?", BudgetTokens: 200, Now: date("2026-05-01")}
	lex, err := e.Recall(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range lex.Items {
		if it.ID == target.ID {
			t.Fatalf("lexical-only recall already finds the paraphrase; the test proves nothing: %+v", it)
		}
	}
	e.Close()

	e2, err := Open(path, Options{Encoder: enc})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if _, err := e2.SyncSemantic(ctx, "p"); err != nil {
		t.Fatal(err)
	}
	c, err := e2.Recall(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Items) == 0 || c.Items[0].ID != target.ID {
		t.Fatalf("dense recall: first item %+v, want %s", c.Items, target.ID)
	}
	cos := c.Items[0].Trace.Channels[0]
	if cos.Channel != "dense" || cos.Rank != 1 {
		t.Fatalf("first item's trace: %+v, want the dense channel at rank 1", c.Items[0].Trace)
	}
	t.Logf("paraphrase found through the dense channel at cosine %.3f", cos.Features["cosine"])
}
