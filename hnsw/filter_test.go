package hnsw

import (
	"math/rand/v2"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// TestFilteredRecall checks filtered Search against the exact allow-list
// scan at 10%, 1% and 0.1% selectivity, for random filters and for
// query-correlated ones (ids near the query), through the default planner
// and with the flat path disabled so the graph walk itself is measured.
func TestFilteredRecall(t *testing.T) {
	const seed, dim = 7, 16
	n := scaled(12000)
	data, queries := clusteredSet(t, seed, n, 40, dim, 30)
	for _, mode := range []struct {
		cutoff int
		budget uint64
	}{{0, 1}, {-1, 1}, {-1, 1 << 20}} {
		cutoff := mode.cutoff
		g := build(t, Config{Dim: dim, Metric: Cosine, M: 12, EfConstruction: 80, Seed: seed, FlatCutoff: cutoff}, data)
		g.budgetScale = mode.budget
		for _, sel := range []float64{0.1, 0.01, 0.001} {
			r := rand.New(rand.NewPCG(seed, uint64(sel*1e6)))
			filters := make([]*roaring.Bitmap, len(queries))
			for i := range filters {
				filters[i] = randomFilter(r, n, sel)
			}
			before := g.Stats()
			got := meanRecall(t, g, queries, 10, 64, func(i int) *roaring.Bitmap { return filters[i] })
			st := g.Stats()
			t.Logf("cutoff=%d budget×%d selectivity=%g recall@10=%.4f plans: graph=%d twohop=%d flat=%d fallback=%d", cutoff, mode.budget, sel, got,
				st.Graph-before.Graph, st.TwoHop-before.TwoHop, st.Flat-before.Flat, st.Fallback-before.Fallback)
			if mode.budget > 1 { // graph paths alone: the walk that traverses all nodes must hold at 10%
				if sel >= twoHopBelow && got < 0.95 {
					t.Errorf("graph walk at selectivity %g: recall@10 %.4f < 0.95", sel, got)
				}
				continue
			}
			if got < 0.95 {
				t.Errorf("cutoff=%d selectivity=%g: recall@10 %.4f < 0.95", cutoff, sel, got)
			}
		}
	}
}

func randomFilter(r *rand.Rand, n int, sel float64) *roaring.Bitmap {
	b := roaring.New()
	for i := range n {
		if r.Float64() < sel {
			b.Add(uint32(i))
		}
	}
	return b
}

func TestFilterEdgeCases(t *testing.T) {
	data := clustered(3, 500, 8, 5)
	g := build(t, Config{Dim: 8, Metric: L2, M: 8, EfConstruction: 40}, data)
	if res, err := g.Search(data[0], 5, 10, roaring.New()); err != nil || len(res) != 0 {
		t.Fatalf("empty filter: %v %v", res, err)
	}
	only := roaring.BitmapOf(17, 9999) // 9999 is not in the graph
	res, err := g.Search(data[0], 5, 10, only)
	if err != nil || len(res) != 1 || res[0].ID != 17 {
		t.Fatalf("single-id filter: %v %v", res, err)
	}
	if err := g.Delete(17); err != nil {
		t.Fatal(err)
	}
	if res, _ := g.Search(data[0], 5, 10, only); len(res) != 0 {
		t.Fatalf("deleted id returned: %v", res)
	}
}
