package hnsw

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestDeleteCycles inserts and deletes in waves; with compaction, the
// allocated nodes, chunks, heap and saved file size stay bounded, and
// recall on the survivors holds.
func TestDeleteCycles(t *testing.T) {
	const seed, dim, cycles = 5, 16, 8
	window := scaled(2000)
	t.Logf("seed=%d", seed)
	data := clustered(seed, window*(cycles+1), dim, 10)
	g, err := New(Config{Dim: dim, Metric: L2, M: 8, EfConstruction: 60, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	checkAtCleanup(t, g)
	path := filepath.Join(t.TempDir(), "g.hnsw")
	var firstSize int64
	var firstHeap uint64
	for c := 0; c <= cycles; c++ {
		for i := c * window; i < (c+1)*window; i++ {
			if err := g.Add(uint64(i), data[i]); err != nil {
				t.Fatal(err)
			}
		}
		if c > 0 {
			for i := (c - 1) * window; i < c*window; i++ {
				if err := g.Delete(uint64(i)); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := g.Compact(); err != nil {
			t.Fatal(err)
		}
		if err := g.Check(); err != nil {
			t.Fatalf("cycle %d: %v", c, err)
		}
		size, heap := saveSize(t, g, path), heapInUse()
		if c == 1 {
			firstSize, firstHeap = size, heap
		}
		if c > 1 && (size > firstSize || heap > firstHeap+32<<20) {
			t.Fatalf("cycle %d: file %d (first %d), heap %d (first %d): not bounded", c, size, firstSize, heap, firstHeap)
		}
		if got := int(g.next.Load()); got != window {
			t.Fatalf("cycle %d: %d allocated nodes after compaction, want %d", c, got, window)
		}
		live := data[c*window : c*window+100]
		if r := meanRecall(t, g, live, 10, 80, noFilter); r < 0.95 {
			t.Fatalf("cycle %d: recall %.3f after delete+compact", c, r)
		}
	}
}

// TestAutoCompact: tombstones beyond the configured fraction trigger Compact.
func TestAutoCompact(t *testing.T) {
	data := clustered(9, 1000, 8, 4)
	g := build(t, Config{Dim: 8, Metric: Cosine, M: 8, EfConstruction: 40, AutoCompact: 0.25}, data)
	for i := range 600 {
		if err := g.Delete(uint64(i)); err != nil {
			t.Fatal(err)
		}
		if g.dead.Load() > int64(0.25*float64(g.next.Load()))+1 {
			t.Fatalf("after %d deletes: %d tombstones of %d", i+1, g.dead.Load(), g.next.Load())
		}
	}
	if g.Len() != 400 || g.next.Load() > 600 {
		t.Fatalf("Len %d allocated %d", g.Len(), g.next.Load())
	}
	res, err := g.Search(data[700], 1, 20, nil)
	if err != nil || len(res) != 1 || res[0].ID != 700 {
		t.Fatalf("search after auto-compact: %v %v", res, err)
	}
}

// TestDeletedNeverReturned is metamorphic: deleting ids removes exactly
// them from the exact answer and never shows them in approximate answers.
func TestDeletedNeverReturned(t *testing.T) {
	data := clustered(21, 1500, 12, 6)
	g := build(t, Config{Dim: 12, Metric: Dot, M: 8, EfConstruction: 40}, data)
	for i := 0; i < 1500; i += 2 {
		if err := g.Delete(uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range data[:60] {
		res, err := g.Search(q, 10, 50, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range res {
			if r.ID%2 == 0 {
				t.Fatalf("deleted id %d returned", r.ID)
			}
		}
	}
	if r := meanRecall(t, g, data[:60], 10, 80, noFilter); r < 0.95 {
		t.Fatalf("recall with 50%% tombstones %.3f", r)
	}
}

func saveSize(t *testing.T, g *Graph, path string) int64 {
	t.Helper()
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Size()
}

func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}
