package hnsw

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/evicortex/evicortex/hnsw/internal/vec"
)

// TestBoundedEqualsFloat32 searches one Int8Bounded graph with and without
// its code bound: the bound may only skip float32 distances that could not
// change the search, so the whole final beam (k = ef: ids and distances)
// must be identical, filtered or not, for every metric, while the codes
// did prune.
func TestBoundedEqualsFloat32(t *testing.T) {
	const seed, dim = 9, 48
	n := scaled(3000)
	t.Logf("seed=%d n=%d dim=%d kernels=%s", seed, n, dim, Kernels())
	data := clustered(seed, n, dim, 12)
	queries := clustered(seed+1, 60, dim, 12)
	half := roaring.New()
	half.AddRange(0, uint64(n/2))
	for _, m := range []Metric{Cosine, Dot, L2} {
		g := build(t, Config{Dim: dim, Metric: m, M: 8, EfConstruction: 60, Quantization: Int8Bounded, Seed: seed}, data)
		var codes, exact int
		for _, ef := range []int{10, 40} {
			for _, q := range queries {
				for _, f := range []*roaring.Bitmap{nil, half} {
					g.noBound = false
					a, c, err := g.SearchCounted(q, ef, ef, f)
					if err != nil {
						t.Fatal(err)
					}
					codes, exact = codes+c.Distances, exact+c.Exact
					g.noBound = true
					b, err := g.Search(q, ef, ef, f)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(a, b) {
						t.Fatalf("metric=%v ef=%d filtered=%v: bounded %v\nfloat32 %v", m, ef, f != nil, a, b)
					}
				}
			}
		}
		g.noBound = false
		t.Logf("metric=%v: %d code reads, %d float32 distances", m, codes, exact)
		if codes == 0 || exact >= codes+exact {
			t.Errorf("metric=%v: the bound never pruned (%d code reads, %d float32)", m, codes, exact)
		}
	}
}

// TestLowerBoundHolds checks lowerBound against the float32 distance on
// random vectors and on the worst case of the rounding bound: every
// coordinate just under a rounding midpoint, all errors the query's sign,
// where the true error is 98% of the slack (so a slack 3% too small fails
// here).
func TestLowerBoundHolds(t *testing.T) {
	const dim = 64
	r := rand.New(rand.NewPCG(3, 3))
	worstQ, worstX := make([]float32, dim), make([]float32, dim)
	const s0 = 0.01
	for i := range worstX {
		worstQ[i] = 1 / float32(math.Sqrt(dim))
		worstX[i] = (float32(r.IntN(100)) + 0.499) * s0
	}
	worstX[0] = 127 * s0 // the maximum fixes the scale at s0
	cases := [][2][]float32{{worstQ, worstX}}
	for range 200 {
		q, x := make([]float32, dim), make([]float32, dim)
		for i := range q {
			q[i], x[i] = float32(r.NormFloat64()), float32(r.NormFloat64())
		}
		normalize(q)
		cases = append(cases, [2][]float32{q, x})
	}
	codes := make([]uint8, dim)
	for ci, c := range cases {
		qv, x := c[0], c[1]
		scale, norm2 := quantize(x, codes)
		raw := vec.DotF32Code(qv, codes)
		for _, m := range []Metric{Cosine, Dot, L2} {
			q := &query{metric: m, vec: qv, bounded: true}
			q.slack, q.tol = boundSlack(m, dim, qv)
			q.qnorm2 = float32(sumSquares(qv))
			lb, d := q.lowerBound(raw, scale, norm2), distance(m, qv, x)
			if lb > d {
				t.Fatalf("case %d metric=%v: lower bound %v > distance %v", ci, m, lb, d)
			}
			if ci == 0 && m == Dot {
				// the bound's slack must not be much looser than this case's error
				if gap := d - lb; gap > 1.01*scale*q.slack+q.tol*(q.qnorm2+norm2+1) {
					t.Fatalf("worst case: gap %v exceeds the slack", gap)
				}
				t.Logf("worst case: code distance off by %.6g, slack %.6g", lb+scale*q.slack+q.tol*(q.qnorm2+norm2+1)-d, scale*q.slack)
			}
		}
	}
}
