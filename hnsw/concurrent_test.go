package hnsw

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
)

// TestConcurrentAddSearchDelete runs inserts, searches and deletes at once
// (run it under -race), then checks invariants and recall of the result.
func TestConcurrentAddSearchDelete(t *testing.T) {
	const seed, dim = 11, 16
	n := scaled(3000)
	t.Logf("seed=%d", seed)
	data := clustered(seed, n, dim, 10)
	for _, qz := range []Quantization{Float32, Int8} {
		g, err := New(Config{Dim: dim, Metric: Cosine, M: 8, EfConstruction: 60, Seed: seed, Quantization: qz})
		if err != nil {
			t.Fatal(err)
		}
		checkAtCleanup(t, g)
		var wg sync.WaitGroup
		for w := range 3 {
			wg.Go(func() {
				for i := w; i < n; i += 3 {
					if err := g.Add(uint64(i), data[i]); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		wg.Go(func() {
			r := rand.New(rand.NewPCG(seed, 2))
			for range 400 {
				if _, err := g.Search(data[r.IntN(n)], 5, 20, nil); err != nil {
					t.Error(err)
					return
				}
			}
		})
		wg.Go(func() {
			for i := 0; i < n; i += 97 {
				for g.Delete(uint64(i)) != nil { // wait until the adder got there
					runtime.Gosched()
				}
			}
		})
		wg.Wait()
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
		if got, want := g.Len(), n-(n+96)/97; got != want {
			t.Fatalf("Len %d, want %d", got, want)
		}
		if r := meanRecall(t, g, data[:50], 10, 100, noFilter); r < 0.95 {
			t.Errorf("quant=%d recall after concurrent build %.3f", qz, r)
		}
	}
}
