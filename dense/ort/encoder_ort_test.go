//go:build ort && cgo

package ort

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
)

var repoRoot = filepath.Join("..", "..")

// miniLM is the model the MiniLM-specific tests below assert on (mean
// pooling, 256 tokens); the parity test covers every pinned model.
const miniLM = "all-minilm-l6-v2"

func testOptions() Options {
	lib := os.Getenv(LibraryEnv)
	if lib == "" {
		lib = filepath.Join(repoRoot, DefaultLibraryPath)
	}
	return Options{Model: miniLM, ModelDir: filepath.Join(repoRoot, DefaultModelsDir, miniLM), LibraryPath: lib, Threads: 2}
}

func newTestEncoder(t *testing.T, mutate func(*Options)) *Encoder {
	t.Helper()
	o := testOptions()
	if mutate != nil {
		mutate(&o)
	}
	e, err := New(o)
	if err != nil {
		t.Fatalf("New: %v (the ort tag needs `make native models`)", err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

type reference struct {
	Command string      `json:"command"`
	Tokens  []int       `json:"tokens"`
	Vectors [][]float32 `json:"vectors"`
}

// referenceFiles maps each pinned model to its committed numpy reference
// vectors for testdata/sentences.json.
var referenceFiles = map[string]string{
	"all-minilm-l6-v2":  "testdata/reference_vectors.json",
	"bge-small-en-v1.5": "testdata/reference_vectors_bge-small-en-v1.5.json",
}

func loadReference(t *testing.T) ([]string, reference) {
	t.Helper()
	return loadReferenceFor(t, miniLM)
}

func loadReferenceFor(t *testing.T, model string) ([]string, reference) {
	t.Helper()
	var texts []string
	var ref reference
	for p, v := range map[string]any{"testdata/sentences.json": &texts, referenceFiles[model]: &ref} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
	if len(texts) < 20 || len(texts) != len(ref.Vectors) {
		t.Fatalf("%d texts, %d reference vectors", len(texts), len(ref.Vectors))
	}
	return texts, ref
}

// TestParityWithNumpyReference compares every pinned model against vectors
// from an independent float64 numpy forward pass (over model.safetensors
// for all-minilm-l6-v2, over the shipped ONNX export read by the onnx
// package for bge-small-en-v1.5; never model.onnx); the texts include an
// empty string, non-ASCII and one truncated at 256 tokens.
func TestParityWithNumpyReference(t *testing.T) {
	for model := range referenceFiles {
		t.Run(model, func(t *testing.T) {
			texts, ref := loadReferenceFor(t, model)
			e := newTestEncoder(t, func(o *Options) {
				o.Model, o.ModelDir = model, filepath.Join(repoRoot, DefaultModelsDir, model)
			})
			got, err := e.Embed(context.Background(), texts)
			if err != nil {
				t.Fatal(err)
			}
			minCos := 1.0
			for i := range texts {
				if len(got[i]) != e.Profile().Dims {
					t.Fatalf("text %d: %d dims", i, len(got[i]))
				}
				c := dense.Cosine(got[i], ref.Vectors[i])
				minCos = min(minCos, c)
				if c < 0.9999 {
					t.Errorf("text %d (%d tokens): cosine %.6f < 0.9999", i, ref.Tokens[i], c)
				}
			}
			t.Logf("min cosine vs numpy reference over %d texts: %.9f", len(texts), minCos)
		})
	}
}

// TestBatchingDoesNotChangeVectors is metamorphic: one text at a time, all at
// once, reversed order and tiny batches give the same vectors.
func TestBatchingDoesNotChangeVectors(t *testing.T) {
	texts, _ := loadReference(t)
	ctx := context.Background()
	all, err := newTestEncoder(t, nil).Embed(ctx, texts)
	if err != nil {
		t.Fatal(err)
	}
	small := newTestEncoder(t, func(o *Options) { o.BatchSize = 3; o.Threads = 1 })
	rev := make([]string, len(texts))
	for i, s := range texts {
		rev[len(texts)-1-i] = s
	}
	revVecs, err := small.Embed(ctx, rev)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range texts {
		one, err := small.Embed(ctx, []string{s})
		if err != nil {
			t.Fatal(err)
		}
		for name, v := range map[string][]float32{"single": one[0], "reversed": revVecs[len(texts)-1-i]} {
			if c := dense.Cosine(all[i], v); c < 0.99999 {
				t.Errorf("text %d %s: cosine %.7f to the batched vector", i, name, c)
			}
		}
	}
}

func TestParaphraseBeatsUnrelated(t *testing.T) {
	e := newTestEncoder(t, nil)
	query := "Which theme does the user prefer these days?"
	target := "I switched from light mode to dark mode today"
	unrelated := []string{
		"We moved from Berlin to Lisbon in March because of my new job.",
		"My sister adopted a golden retriever puppy named Biscuit.",
		"The meeting was rescheduled to next Tuesday at 3pm.",
		"I'm allergic to peanuts, so please avoid them in the recipes.",
		"Quarterly revenue grew by 12 percent compared with last year.",
		"Caroline went to the LGBTQ support group on 7 May 2023.",
	}
	v, err := e.Embed(context.Background(), append([]string{query, target}, unrelated...))
	if err != nil {
		t.Fatal(err)
	}
	pos := dense.Cosine(v[0], v[1])
	t.Logf("cos(query, paraphrase) = %.4f", pos)
	for i := range unrelated {
		c := dense.Cosine(v[0], v[2+i])
		t.Logf("cos(query, unrelated %d) = %.4f", i, c)
		if c >= pos {
			t.Errorf("unrelated %q scores %.4f >= paraphrase %.4f", unrelated[i], c, pos)
		}
	}
}

func TestProfile(t *testing.T) {
	p := newTestEncoder(t, nil).Profile()
	m, err := models.Lookup(miniLM)
	if err != nil {
		t.Fatal(err)
	}
	if p.ID != m.ProfileID(CodeVersion) || p.Dims != 384 || p.MaxSeqLen != 256 || p.Pooling != dense.PoolMean || !p.Normalize {
		t.Fatalf("profile %+v", p)
	}
}

func TestMissingLibrary(t *testing.T) {
	o := testOptions()
	o.LibraryPath = filepath.Join(t.TempDir(), "libonnxruntime.so")
	_, err := New(o)
	if !errors.Is(err, dense.ErrMissingLibrary) || !strings.Contains(err.Error(), "make native") || !strings.Contains(err.Error(), o.LibraryPath) {
		t.Fatalf("got %v", err)
	}
}

// TestWrongModelFile links the real model files into a temp dir but swaps
// one small file: New must name it.
func TestWrongModelFile(t *testing.T) {
	src := testOptions().ModelDir
	dir := t.TempDir()
	m, _ := models.Lookup(miniLM)
	for _, f := range append(m.Files, m.Generated...) {
		dst := filepath.Join(dir, filepath.FromSlash(f.Path))
		os.MkdirAll(filepath.Dir(dst), 0o755)
		abs, _ := filepath.Abs(filepath.Join(src, filepath.FromSlash(f.Path)))
		if err := os.Symlink(abs, dst); err != nil {
			t.Fatal(err)
		}
	}
	cfg := filepath.Join(dir, "config.json")
	b, err := os.ReadFile(cfg)
	if err != nil || len(b) < 3 {
		t.Fatalf("read %s (the %s model files, from make models): %v", cfg, miniLM, err)
	}
	os.Remove(cfg)
	b[len(b)-3] ^= 0x20 // same size, different bytes
	os.WriteFile(cfg, b, 0o644)
	_, err = New(Options{Model: miniLM, ModelDir: dir, LibraryPath: testOptions().LibraryPath})
	if !errors.Is(err, dense.ErrModel) || !errors.Is(err, models.ErrDigest) || !strings.Contains(err.Error(), "config.json") {
		t.Fatalf("got %v", err)
	}
	os.Remove(filepath.Join(dir, "model.onnx"))
	_, err = New(Options{Model: miniLM, ModelDir: dir, LibraryPath: testOptions().LibraryPath})
	if !errors.Is(err, models.ErrDigest) && !errors.Is(err, models.ErrMissingFile) {
		t.Fatalf("got %v", err)
	}
}

func TestBadInput(t *testing.T) {
	e := newTestEncoder(t, func(o *Options) { o.MaxTextBytes = 1000 })
	ctx := context.Background()
	long := strings.Repeat("word ", 300) // 1500 bytes
	for text, want := range map[string]string{long: "1000-byte limit", "a\x00b": "NUL", "\xff": "UTF-8"} {
		_, err := e.Embed(ctx, []string{"fine", text})
		if !errors.Is(err, dense.ErrInput) || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "text 1") {
			t.Errorf("got %v, want ErrInput about %s", err, want)
		}
	}
	strict := newTestEncoder(t, func(o *Options) { o.RejectOverlong = true })
	_, err := strict.Embed(ctx, []string{strings.Repeat("word ", 300)})
	if !errors.Is(err, dense.ErrInput) || !strings.Contains(err.Error(), "above the model limit of 256") {
		t.Fatalf("overlong: got %v", err)
	}
	if v, err := e.Embed(ctx, nil); err != nil || len(v) != 0 {
		t.Fatalf("empty call: %v %v", v, err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := e.Embed(cctx, []string{"x"}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: got %v", err)
	}
}

func TestConcurrentEmbedAndClose(t *testing.T) {
	texts, _ := loadReference(t)
	e := newTestEncoder(t, nil)
	want, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := g; i < len(texts); i += 4 {
				v, err := e.Embed(context.Background(), []string{texts[i]})
				if err != nil {
					errs <- err
					return
				}
				if c := dense.Cosine(v[0], want[i]); c < 0.99999 {
					t.Errorf("text %d: cosine %.7f under concurrency", i, c)
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Embed(context.Background(), texts[:1]); !errors.Is(err, dense.ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
}

// TestInt8VariantParity checks the int8 variant (`make models-int8`) against
// its float32 base's numpy reference: every vector within the 0.999
// cosine, and a profile id of its own so the two kinds of vectors never mix.
func TestInt8VariantParity(t *testing.T) {
	const variant, base = "bge-small-en-v1.5-int8", "bge-small-en-v1.5"
	dir := filepath.Join(repoRoot, DefaultModelDir(variant))
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("%s absent (run `make models-int8`)", dir)
	}
	texts, ref := loadReferenceFor(t, base)
	e := newTestEncoder(t, func(o *Options) { o.Model, o.ModelDir = variant, dir })
	got, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	minCos := 1.0
	for i := range texts {
		c := dense.Cosine(got[i], ref.Vectors[i])
		minCos = min(minCos, c)
		if c < 0.999 {
			t.Errorf("text %d (%d tokens): cosine %.6f < 0.999", i, ref.Tokens[i], c)
		}
	}
	t.Logf("min cosine vs the float32 numpy reference over %d texts: %.6f", len(texts), minCos)
	bm, err := models.Lookup(base)
	if err != nil {
		t.Fatal(err)
	}
	if p := e.Profile(); p.ID == bm.ProfileID(CodeVersion) || p.Dims != bm.Dims || p.QueryPrefix != bm.QueryPrefix {
		t.Errorf("int8 profile %+v against base %s", p, bm.ProfileID(CodeVersion))
	}
}

// TestSpinDoesNotChangeVectors: Options.Spin changes how idle threads wait,
// never the vectors (two threads, so the setting is in play).
func TestSpinDoesNotChangeVectors(t *testing.T) {
	const model = "bge-small-en-v1.5"
	texts, _ := loadReferenceFor(t, model)
	var vecs [2][][]float32
	for i, spin := range []bool{false, true} {
		e := newTestEncoder(t, func(o *Options) {
			o.Model, o.ModelDir, o.Threads, o.Spin = model, filepath.Join(repoRoot, DefaultModelsDir, model), 2, spin
		})
		v, err := e.Embed(context.Background(), texts)
		if err != nil {
			t.Fatal(err)
		}
		vecs[i] = v
	}
	for i := range texts {
		if c := dense.Cosine(vecs[0][i], vecs[1][i]); c < 0.999999 {
			t.Errorf("text %d: cosine %.7f between spin off and on", i, c)
		}
	}
}
