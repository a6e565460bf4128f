package postings

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// TestSearchSubsetInOracle: for filters holding only live docs of the
// partition (all of them, or a random part), SearchSubsetIn returns exactly
// what SearchIn returns, across flushes, merges and the write buffer.
func TestSearchSubsetInOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	words := []string{"alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa"}
	ix, err := New(Options{FlushDocs: 97})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	const parts = 7
	docs := make([]*roaring.Bitmap, parts)
	for p := range docs {
		docs[p] = roaring.New()
	}
	text := func() string {
		s := ""
		for range 2 + r.IntN(8) {
			s += words[r.IntN(len(words))] + " "
		}
		return s
	}
	for d := uint32(0); d < 2150; d++ { // the last 150 stay in the write buffer
		p := r.IntN(parts)
		if err := ix.AddIn(Partition(p), d, text()); err != nil {
			t.Fatal(err)
		}
		docs[p].Add(d)
		if d%500 == 499 {
			if err := ix.Merge(2); err != nil {
				t.Fatal(err)
			}
		}
	}
	for q := 0; q < 300; q++ {
		p := r.IntN(parts)
		filter := docs[p].Clone()
		if q%2 == 1 { // a random part of the partition
			sub := roaring.New()
			it := filter.Iterator()
			for it.HasNext() {
				if d := it.Next(); r.IntN(3) > 0 {
					sub.Add(d)
				}
			}
			filter = sub
		}
		query := words[r.IntN(len(words))] + " " + words[r.IntN(len(words))]
		k := 1 + r.IntN(40)
		want, err := ix.SearchIn(Partition(p), query, k, filter)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ix.SearchSubsetIn(Partition(p), query, k, filter)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("query %d %q in partition %d (filter of %d): SearchSubsetIn %v, SearchIn %v", q, query, p, filter.GetCardinality(), fmt.Sprint(got), fmt.Sprint(want))
		}
	}
}
