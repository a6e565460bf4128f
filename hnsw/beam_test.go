package hnsw

import (
	"slices"
	"testing"
)

// TestBeamEqualsHeaps checks searchBeam against the two-heap search of the
// paper's Alg. 2 it replaces: graphs built sequentially with each must be
// link for link the same, and searches of one graph with each must return
// the same results (k = ef: the whole final beam) after reading the same
// lists and distances, for every metric and quantization.
func TestBeamEqualsHeaps(t *testing.T) {
	const seed, dim = 5, 32
	n := scaled(2000)
	data, queries := clusteredSet(t, seed, n, 50, dim, 10)
	for _, m := range []Metric{Cosine, Dot, L2} {
		for _, qz := range []Quantization{Float32, Int8, Int8Bounded} {
			cfg := Config{Dim: dim, Metric: m, M: 8, EfConstruction: 40, Quantization: qz, Seed: seed}
			beam, heaps := buildSequential(t, cfg, data, false), buildSequential(t, cfg, data, true)
			va, vb := beam.view(), heaps.view()
			for d := uint32(0); d < uint32(n); d++ {
				for l := 0; l <= va.level(d); l++ {
					a, b := va.links(d, l), vb.links(d, l)
					if !slices.Equal(a[:degreeOf(a)+1], b[:degreeOf(b)+1]) {
						t.Fatalf("metric=%v quant=%v node %d level %d: links %v with the beam, %v with heaps", m, qz, d, l, a, b)
					}
				}
			}
			for _, ef := range []int{1, 10, 40} {
				for _, q := range queries {
					beam.heapBeam = false
					a, ca, err := beam.SearchCounted(q, ef, ef, nil)
					if err != nil {
						t.Fatal(err)
					}
					beam.heapBeam = true
					b, cb, err := beam.SearchCounted(q, ef, ef, nil)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(a, b) || ca != cb {
						t.Fatalf("metric=%v quant=%v ef=%d: beam %v %+v\nheaps %v %+v", m, qz, ef, a, ca, b, cb)
					}
				}
			}
			beam.heapBeam = false
		}
	}
}

// buildSequential adds data one vector at a time (so the graph does not
// depend on goroutine scheduling), with or without heapBeam.
func buildSequential(t *testing.T, cfg Config, data [][]float32, heapBeam bool) *Graph {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g.heapBeam = heapBeam
	for i, v := range data {
		if err := g.Add(uint64(i), v); err != nil {
			t.Fatal(err)
		}
	}
	checkAtCleanup(t, g)
	return g
}
