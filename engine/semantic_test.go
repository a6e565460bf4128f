package engine

import (
	"context"
	"errors"
	"hash/fnv"
	"math"
	"strings"
	"sync/atomic"
	"testing"
	"unicode"

	"github.com/evicortex/evicortex/dense"
)

// hashEncoder is a deterministic stand-in for a real model: a hashed bag of
// lowercased words, L2-normalized. It exercises the semantic plumbing; the
// real model's paraphrase behaviour is tested with the ort build tag.
type hashEncoder struct {
	id    string
	dims  int
	calls atomic.Int64
	texts atomic.Int64
	fail  atomic.Bool
}

func (h *hashEncoder) Profile() dense.Profile {
	return dense.Profile{ID: h.id, Model: "hash-bow", Dims: h.dims, MaxSeqLen: 512, Pooling: dense.PoolMean, Normalize: true}
}

func (h *hashEncoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if h.fail.Load() {
		return nil, errors.New("encoder down")
	}
	h.calls.Add(1)
	h.texts.Add(int64(len(texts)))
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v := make([]float32, h.dims)
		for _, w := range strings.FieldsFunc(strings.ToLower(t), func(r rune) bool { return !unicode.IsLetter(r) }) {
			f := fnv.New32a()
			f.Write([]byte(w))
			v[f.Sum32()%uint32(h.dims)]++
		}
		var n float64
		for _, x := range v {
			n += float64(x * x)
		}
		for j := range v {
			if n > 0 {
				v[j] /= float32(math.Sqrt(n))
			}
		}
		out[i] = v
	}
	return out, nil
}

func (h *hashEncoder) Close() error { return nil }

func TestSyncSemanticIdempotentAndDenseChannel(t *testing.T) {
	ctx := context.Background()
	enc := &hashEncoder{id: "hash-v1", dims: 64}
	e, path := openTest(t, Options{Encoder: enc})
	for i, s := range []string{"I adopted a small grey kitten", "The weather was rainy all week", "My kitten loves the grey sofa"} {
		mustRemember(t, e, Observation{Namespace: "s", Content: s, Source: "x", OccurredAt: date("2026-01-01").AddDate(0, 0, i)})
	}
	mustRemember(t, e, Observation{Namespace: "other", Content: "grey kitten in another namespace", Source: "x"})
	rep, err := e.SyncSemantic(ctx, "s")
	if err != nil || rep.Embedded != 3 || rep.Total != 3 {
		t.Fatalf("first sync: %+v %v", rep, err)
	}
	if rep, err = e.SyncSemantic(ctx, "s"); err != nil || rep.Embedded != 0 || rep.Total != 3 {
		t.Fatalf("second sync is not a no-op: %+v %v", rep, err)
	}
	mustRemember(t, e, Observation{Namespace: "s", Content: "kitten vet visit", Source: "x"})
	if rep, _ = e.SyncSemantic(ctx, "s"); rep.Embedded != 1 {
		t.Fatalf("incremental sync embedded %d, want 1", rep.Embedded)
	}
	c, err := e.Recall(ctx, Query{Namespace: "s", Text: "grey kitten", BudgetTokens: 200})
	if err != nil {
		t.Fatal(err)
	}
	dense := 0
	for _, it := range c.Items {
		for _, ch := range it.Trace.Channels {
			if ch.Channel == "dense" {
				dense++
				if _, ok := ch.Features["cosine"]; !ok || (ch.Rank == 1 && ch.Features["cosine"] <= 0) {
					t.Errorf("dense hit without a cosine feature (or a top hit at cosine <= 0): %+v", ch)
				}
			}
		}
		if strings.Contains(it.Text, "another namespace") {
			t.Fatal("dense channel crossed namespaces")
		}
	}
	if dense == 0 {
		t.Fatal("no item came through the dense channel")
	}
	// Rebuild and reopen never call the encoder for evidence.
	before := enc.texts.Load()
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	e.Close()
	e2, err := Open(path, Options{Encoder: enc})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if got := enc.texts.Load(); got != before {
		t.Fatalf("rebuild/reopen embedded %d texts", got-before)
	}
	if rep, _ = e2.SyncSemantic(ctx, "s"); rep.Embedded != 0 || rep.Total != 4 {
		t.Fatalf("after reopen: %+v", rep)
	}
}

func TestProfileMismatchIsAnError(t *testing.T) {
	ctx := context.Background()
	e, path := openTest(t, Options{Encoder: &hashEncoder{id: "hash-v1", dims: 32}})
	mustRemember(t, e, Observation{Namespace: "s", Content: "hello world", Source: "x"})
	if _, err := e.SyncSemantic(ctx, "s"); err != nil {
		t.Fatal(err)
	}
	e.Close()
	e2, err := Open(path, Options{Encoder: &hashEncoder{id: "hash-v2", dims: 32}})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if _, err := e2.Recall(ctx, Query{Namespace: "s", Text: "hello", BudgetTokens: 50}); !errors.Is(err, ErrProfileMismatch) {
		t.Fatalf("recall with another profile: %v, want ErrProfileMismatch", err)
	}
	if _, err := e2.SyncSemantic(ctx, "s"); !errors.Is(err, ErrProfileMismatch) {
		t.Fatalf("sync with another profile: %v, want ErrProfileMismatch", err)
	}
	if n, err := e2.DropVectors(ctx, "s", "hash-v1"); err != nil || n != 1 {
		t.Fatalf("drop: %d %v", n, err)
	}
	if rep, err := e2.SyncSemantic(ctx, "s"); err != nil || rep.Embedded != 1 {
		t.Fatalf("re-embed after drop: %+v %v", rep, err)
	}
	if _, err := e2.Verify(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestSyncWithoutEncoderAndPurgeRemovesVectors(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	if _, err := e.SyncSemantic(ctx, "s"); !errors.Is(err, ErrNoEncoder) {
		t.Fatalf("sync without encoder: %v", err)
	}
	enc := &hashEncoder{id: "h", dims: 16}
	e2, _ := openTest(t, Options{Encoder: enc})
	r := mustRemember(t, e2, Observation{Namespace: "s", Content: "secret vector text", Source: "p/1"})
	if _, err := e2.SyncSemantic(ctx, "s"); err != nil {
		t.Fatal(err)
	}
	if _, err := e2.Purge(ctx, PurgeRequest{Namespace: "s", IDs: []string{r.ID}}); err != nil {
		t.Fatal(err)
	}
	if n, _ := e2.led.VectorProfiles(ctx, "s"); n["h"] != 0 {
		t.Fatalf("purge left %d vectors", n["h"])
	}
	enc.fail.Store(true)
	mustRemember(t, e2, Observation{Namespace: "s", Content: "more", Source: "p/2"})
	if _, err := e2.SyncSemantic(ctx, "s"); err == nil {
		t.Fatal("encoder failure not reported")
	}
}
