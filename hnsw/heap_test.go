package hnsw

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHeapsAgainstSort drives the min and max heaps with random pushes,
// pops and replacements (many ties) and checks each top against a sorted
// reference multiset.
func TestHeapsAgainstSort(t *testing.T) {
	const seed = 3
	t.Logf("seed=%d", seed)
	r := rand.New(rand.NewPCG(seed, seed))
	for round := range 100 {
		var mn, mx []item
		var refMin, refMax []float32
		for op := range 400 {
			x := item{float32(r.IntN(50)), uint32(op)}
			switch k := r.IntN(5); {
			case k < 2 || len(refMin) == 0:
				mn, mx = pushMin(mn, x), pushMax(mx, x)
				refMin, refMax = append(refMin, x.d), append(refMax, x.d)
			case k < 4:
				slices.Sort(refMin)
				slices.Sort(refMax)
				if mn[0].d != refMin[0] || mx[0].d != refMax[len(refMax)-1] {
					t.Fatalf("round %d op %d: tops %v %v want %v %v", round, op, mn[0].d, mx[0].d, refMin[0], refMax[len(refMax)-1])
				}
				mn, mx = popMin(mn), popMax(mx)
				refMin, refMax = refMin[1:], refMax[:len(refMax)-1]
			default:
				slices.Sort(refMax)
				replaceMax(mx, x)
				refMax[len(refMax)-1] = x.d
			}
			if len(mn) != len(refMin) || len(mx) != len(refMax) {
				t.Fatalf("round %d op %d: sizes %d %d want %d %d", round, op, len(mn), len(mx), len(refMin), len(refMax))
			}
		}
	}
}

// TestSortMaxHeap checks sortMaxHeap and sortItems against slices.SortFunc.
func TestSortMaxHeap(t *testing.T) {
	const seed = 5
	t.Logf("seed=%d", seed)
	r := rand.New(rand.NewPCG(seed, seed))
	for n := range 300 {
		var h []item
		for i := range n {
			h = pushMax(h, item{float32(r.IntN(20)), uint32(r.IntN(1000) + i)})
		}
		want := slices.Clone(h)
		slices.SortFunc(want, cmpItem)
		ins := slices.Clone(h)
		sortItems(ins)
		sortMaxHeap(h)
		if !slices.Equal(h, want) || !slices.Equal(ins, want) {
			t.Fatalf("n=%d: got %v and %v want %v", n, h, ins, want)
		}
		r.Shuffle(len(ins), func(i, j int) { ins[i], ins[j] = ins[j], ins[i] })
		if sortMaxHeap(ins); !slices.Equal(ins, want) {
			t.Fatalf("n=%d: not a heap: got %v want %v", n, ins, want)
		}
	}
}
