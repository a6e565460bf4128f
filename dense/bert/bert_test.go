package bert

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
)

var modelDir = filepath.Join("..", "..", "build", "models", "all-minilm-l6-v2")

var shared struct {
	once sync.Once
	e    *Encoder
	err  error
}

// newTestEncoder returns a fresh Encoder over weights loaded once per test
// binary (loading 90 MB of floats is slow under the race detector).
func newTestEncoder(t *testing.T, mutate ...func(*Options)) *Encoder {
	t.Helper()
	if _, err := os.Stat(modelDir); err != nil {
		t.Skip("build/models/all-minilm-l6-v2 absent: run `make models`")
	}
	shared.once.Do(func() { shared.e, shared.err = New(Options{ModelDir: modelDir}) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	o := shared.e.opts
	for _, m := range mutate {
		m(&o)
	}
	return &Encoder{profile: shared.e.profile, opts: o, tok: shared.e.tok, m: shared.e.m}
}

// TestParityWithNumpyReference uses the same committed reference as dense/ort.
func TestParityWithNumpyReference(t *testing.T) {
	e := newTestEncoder(t)
	var texts []string
	var ref struct {
		Tokens  []int       `json:"tokens"`
		Vectors [][]float32 `json:"vectors"`
	}
	for p, v := range map[string]any{"../ort/testdata/sentences.json": &texts, "../ort/testdata/reference_vectors.json": &ref} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatal(err)
		}
	}
	if raceEnabled { // the race detector makes the float loops ~20x slower
		texts, ref.Vectors, ref.Tokens = texts[:6], ref.Vectors[:6], ref.Tokens[:6]
	}
	start := time.Now()
	got, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d texts in %v", len(texts), time.Since(start))
	minCos := 1.0
	for i := range texts {
		if n := len(e.Tokenize(texts[i])); n != ref.Tokens[i] {
			t.Errorf("text %d: %d tokens, reference has %d", i, n, ref.Tokens[i])
		}
		c := dense.Cosine(got[i], ref.Vectors[i])
		minCos = min(minCos, c)
		if c < 0.9999 {
			t.Errorf("text %d: cosine %.6f < 0.9999", i, c)
		}
	}
	t.Logf("min cosine %.9f", minCos)
}

func TestEncoderErrorsAndProfile(t *testing.T) {
	e := newTestEncoder(t)
	p := e.Profile()
	if p.Dims != 384 || p.MaxSeqLen != 256 || p.Model != "all-minilm-l6-v2" || p.ID == "" {
		t.Fatalf("profile %+v", p)
	}
	ctx := context.Background()
	if _, err := e.Embed(ctx, []string{"ok", "\xff"}); !errors.Is(err, dense.ErrInput) || !strings.Contains(err.Error(), "text 1") {
		t.Fatalf("invalid utf-8: %v", err)
	}
	strict := newTestEncoder(t, func(o *Options) { o.RejectOverlong, o.MaxTextBytes = true, 5000 })
	if _, err := strict.Embed(ctx, []string{strings.Repeat("word ", 300)}); !errors.Is(err, dense.ErrInput) || !strings.Contains(err.Error(), "limit of 256") {
		t.Fatalf("overlong: %v", err)
	}
	if _, err := strict.Embed(ctx, []string{strings.Repeat("x", 5001)}); !errors.Is(err, dense.ErrInput) {
		t.Fatalf("oversize: %v", err)
	}
	if _, err := New(Options{ModelDir: t.TempDir()}); !errors.Is(err, dense.ErrModel) || !errors.Is(err, models.ErrMissingFile) {
		t.Fatalf("empty model dir: %v", err)
	}
	e.Close()
	if _, err := e.Embed(ctx, []string{"x"}); !errors.Is(err, dense.ErrClosed) {
		t.Fatalf("after close: %v", err)
	}
}

func BenchmarkEmbedShortQuery(b *testing.B) {
	if _, err := os.Stat(modelDir); err != nil {
		b.Skip("run `make models`")
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			e, err := New(Options{ModelDir: modelDir, Threads: threads})
			if err != nil {
				b.Fatal(err)
			}
			q := []string{"Which theme does the user prefer these days?"}
			b.ReportAllocs()
			cpu0 := processCPU()
			for i := 0; i < b.N; i++ {
				if _, err := e.Embed(context.Background(), q); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((processCPU()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// TestThreadsDoNotChangeVectors is metamorphic: splitting matrix products
// or spreading texts over goroutines leaves every float unchanged.
func TestThreadsDoNotChangeVectors(t *testing.T) {
	one := newTestEncoder(t, func(o *Options) { o.Threads = 1 })
	many := newTestEncoder(t, func(o *Options) { o.Threads = 3 })
	texts := []string{"Which theme does the user prefer these days?", "", "I switched from light mode to dark mode today",
		"We moved from Berlin to Lisbon in March because of my new job.", "東京"}
	ctx := context.Background()
	a, err := one.Embed(ctx, texts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := many.Embed(ctx, texts)
	if err != nil {
		t.Fatal(err)
	}
	c, err := many.Embed(ctx, texts[:1]) // one text: threads split the products instead
	if err != nil {
		t.Fatal(err)
	}
	for i := range texts {
		for d := range a[i] {
			if a[i][d] != b[i][d] || (i == 0 && a[0][d] != c[0][d]) {
				t.Fatalf("text %d dim %d: %v vs %v", i, d, a[i][d], b[i][d])
			}
		}
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := many.Embed(cctx, texts); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
}

// TestParityBGE runs the pure-Go forward pass on bge-small-en-v1.5 (weights
// imported from its ONNX export, CLS pooling) against the numpy reference
// over the export itself, on the short sentences (12 layers are slow here).
func TestParityBGE(t *testing.T) {
	dir := filepath.Join("..", "..", "build", "models", "bge-small-en-v1.5")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("build/models/bge-small-en-v1.5 absent: run `make models`")
	}
	var texts []string
	var ref struct {
		Tokens  []int       `json:"tokens"`
		Vectors [][]float32 `json:"vectors"`
	}
	for p, v := range map[string]any{"../ort/testdata/sentences.json": &texts, "../ort/testdata/reference_vectors_bge-small-en-v1.5.json": &ref} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatal(err)
		}
	}
	e, err := New(Options{Model: "bge-small-en-v1.5", ModelDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if p := e.Profile(); p.Pooling != "cls" || p.MaxSeqLen != 512 || p.QueryPrefix == "" {
		t.Fatalf("profile %+v", p)
	}
	n := 8
	if raceEnabled {
		n = 2
	}
	got, err := e.Embed(context.Background(), texts[:n])
	if err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if c := dense.Cosine(got[i], ref.Vectors[i]); c < 0.9999 {
			t.Errorf("text %d (%d tokens): cosine %.6f < 0.9999", i, ref.Tokens[i], c)
		}
	}
}
