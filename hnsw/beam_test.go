package hnsw

import (
	"cmp"
	"math/rand/v2"
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

// TestMergeBeamEqualsInsertion checks mergeBeam against one-at-a-time
// insertion (a new node goes after the beam's nodes at its distance, and a
// full beam keeps a node only if it beats the worst), with many ties.
func TestMergeBeamEqualsInsertion(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for trial := range 20000 {
		ef := 1 + r.IntN(12)
		var b []beamItem
		for range r.IntN(ef + 1) {
			b = append(b, beamItem{float32(r.IntN(6)), uint32(r.IntN(1000)), r.IntN(2) == 0})
		}
		slices.SortStableFunc(b, func(x, y beamItem) int { return cmp.Compare(x.d, y.d) })
		k := r.IntN(8)
		nbuf, dbuf := make([]uint32, k), make([]float32, k)
		for j := range k {
			nbuf[j], dbuf[j] = uint32(1000+j), float32(r.IntN(6))
		}
		want := slices.Clone(b)
		wantLo := len(b)
		for j := range k {
			if len(want) >= ef && dbuf[j] >= want[len(want)-1].d {
				continue
			}
			p := len(want)
			for p > 0 && want[p-1].d > dbuf[j] {
				p--
			}
			want = slices.Insert(want, p, beamItem{dbuf[j], nbuf[j], true})
			want = want[:min(len(want), ef)]
		}
		for p, it := range want {
			if it.id >= 1000 {
				wantLo = min(wantLo, p)
			}
		}
		got := slices.Clone(b)
		lo := mergeBeam(&got, slices.Clone(nbuf), slices.Clone(dbuf), ef)
		if !slices.Equal(got, want) || lo != wantLo {
			t.Fatalf("trial %d ef=%d beam %v new %v/%v: got %v lo %d, want %v lo %d", trial, ef, b, nbuf, dbuf, got, lo, want, wantLo)
		}
	}
}
