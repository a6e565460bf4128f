package hnsw

import (
	"math"
	"math/rand/v2"
	"testing"
)

// clustered returns n deterministic vectors drawn from a Gaussian mixture
// (the same family evibench uses), unit-normalized.
func clustered(seed uint64, n, dim, clusters int) [][]float32 {
	r := rand.New(rand.NewPCG(seed, 1))
	centers := make([][]float32, clusters)
	for i := range centers {
		centers[i] = make([]float32, dim)
		for j := range centers[i] {
			centers[i][j] = float32(r.NormFloat64())
		}
	}
	out := make([][]float32, n)
	for i := range out {
		c := centers[r.IntN(clusters)]
		v := make([]float32, dim)
		for j := range v {
			v[j] = c[j] + 0.6*float32(r.NormFloat64())
		}
		normalize(v)
		out[i] = v
	}
	return out
}

// build adds vecs with ids 0..n-1 and registers a Check at cleanup.
func build(t testing.TB, cfg Config, vecs [][]float32) *Graph {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]uint64, len(vecs))
	for i := range ids {
		ids[i] = uint64(i)
	}
	if err := g.AddBatch(ids, vecs); err != nil {
		t.Fatal(err)
	}
	checkAtCleanup(t, g)
	return g
}

func checkAtCleanup(t testing.TB, g *Graph) {
	t.Cleanup(func() {
		if err := g.Check(); err != nil && err != ErrClosed {
			t.Errorf("Check: %v", err)
		}
	})
}

// recall is |approx ∩ exact| / |exact| over result ids.
func recall(approx, exact []Result) float64 {
	if len(exact) == 0 {
		return 1
	}
	want := make(map[uint64]bool, len(exact))
	for _, r := range exact {
		want[r.ID] = true
	}
	hit := 0
	for _, r := range approx {
		if want[r.ID] {
			hit++
		}
	}
	return float64(hit) / float64(len(exact))
}

// meanRecall runs every query through Search and SearchExact.
func meanRecall(t testing.TB, g *Graph, queries [][]float32, k, ef int, filter func(i int) *roaringBitmap) float64 {
	t.Helper()
	var sum float64
	for i, q := range queries {
		f := filter(i)
		got, err := g.Search(q, k, ef, f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := g.SearchExact(q, k, f)
		if err != nil {
			t.Fatal(err)
		}
		sum += recall(got, want)
	}
	return sum / float64(len(queries))
}

func noFilter(int) *roaringBitmap { return nil }

func finite(x float32) bool { return !math.IsNaN(float64(x)) && !math.IsInf(float64(x), 0) }

// scaled shrinks a workload size under the race detector.
func scaled(n int) int {
	if raceEnabled {
		return max(n/5, 200)
	}
	return n
}

// clusteredSet logs its parameters and returns n clustered vectors and nq
// queries drawn around the same centres (clustered with seed and seed+1).
func clusteredSet(t *testing.T, seed uint64, n, nq, dim, clusters int) (data, queries [][]float32) {
	t.Helper()
	t.Logf("seed=%d n=%d dim=%d", seed, n, dim)
	return clustered(seed, n, dim, clusters), clustered(seed+1, nq, dim, clusters)
}
