package hnsw

import (
	"errors"
	"math"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

type roaringBitmap = roaring.Bitmap

// TestRecallOracle compares Search with the exhaustive scan for every
// metric, float32 and int8.
func TestRecallOracle(t *testing.T) {
	const seed, dim = 42, 32
	n := scaled(4000)
	t.Logf("seed=%d n=%d dim=%d kernels=%s", seed, n, dim, Kernels())
	data := clustered(seed, n, dim, 20)
	queries := clustered(seed+1, 100, dim, 20)
	for _, m := range []Metric{Cosine, Dot, L2} {
		for _, qz := range []Quantization{Float32, Int8, Int8Bounded} {
			g := build(t, Config{Dim: dim, Metric: m, M: 12, EfConstruction: 100, Quantization: qz, Seed: seed}, data)
			r := meanRecall(t, g, queries, 10, 160, noFilter)
			t.Logf("metric=%v quant=%d recall@10=%.4f", m, qz, r)
			if r < 0.95 {
				t.Errorf("metric=%v quant=%d: recall@10 %.4f < 0.95", m, qz, r)
			}
		}
	}
}

func TestInvalidInput(t *testing.T) {
	if _, err := New(Config{Dim: 0, Metric: L2}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Dim 0: %v", err)
	}
	if _, err := New(Config{Dim: 4}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("no metric: %v", err)
	}
	g, _ := New(Config{Dim: 2, Metric: Cosine})
	nan := float32(0)
	nan /= nan
	inf := float32(math.Inf(1))
	tiny := float32(math.SmallestNonzeroFloat32)
	cases := map[string][]float32{"short": {1}, "nan": {nan, 1}, "+inf": {1, inf}, "-inf": {-inf, 1}, "zero": {0, 0}}
	sub, _ := New(Config{Dim: 2, Metric: Cosine}) // a subnormal vector still has a direction
	if err := sub.Add(7, []float32{tiny, 0}); err != nil {
		t.Errorf("subnormal: %v", err)
	}
	if res, err := sub.Search([]float32{1, 0}, 1, 1, nil); err != nil || len(res) != 1 || res[0].Distance > 1e-6 {
		t.Errorf("subnormal: search %v %v, want distance 0", res, err)
	}
	for name, v := range cases {
		if err := g.Add(1, v); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: Add err %v", name, err)
		}
		if _, err := g.Search(v, 1, 1, nil); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: Search err %v", name, err)
		}
	}
	if _, err := g.Search([]float32{1, 0}, 0, 1, nil); !errors.Is(err, ErrInvalid) {
		t.Errorf("k=0: %v", err)
	}
	if res, err := g.Search([]float32{1, 0}, 3, 10, nil); err != nil || len(res) != 0 {
		t.Errorf("empty graph: %v %v", res, err)
	}
	if err := g.Add(7, []float32{1, 0}); err != nil {
		t.Fatal(err)
	}
	if err := g.Add(7, []float32{0, 1}); !errors.Is(err, ErrExists) {
		t.Errorf("duplicate: %v", err)
	}
	if err := g.Delete(8); !errors.Is(err, ErrNotFound) {
		t.Errorf("delete missing: %v", err)
	}
	checkAtCleanup(t, g)
}

// TestCosineScaleInvariant is metamorphic: scaling a Cosine query (or a
// stored vector before Add) never changes the answer.
func TestCosineScaleInvariant(t *testing.T) {
	data := clustered(13, 800, 8, 4)
	g := build(t, Config{Dim: 8, Metric: Cosine, M: 8, EfConstruction: 40}, data)
	for _, q := range data[:30] {
		big := make([]float32, len(q))
		for i, x := range q {
			big[i] = 7.5 * x
		}
		a, err1 := g.Search(q, 5, 30, nil)
		b, err2 := g.Search(big, 5, 30, nil)
		if err1 != nil || err2 != nil || len(a) != len(b) {
			t.Fatalf("%v %v %v %v", a, b, err1, err2)
		}
		for i := range a {
			if a[i].ID != b[i].ID {
				t.Fatalf("scaled query changed result %d: %v vs %v", i, a, b)
			}
		}
	}
}
