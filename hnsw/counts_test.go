package hnsw

import (
	"slices"
	"testing"
)

// TestSearchCounted checks that the counts describe the search: the same
// results as Search, more distances at a wider beam, int8 rescoring counted
// as exact float32 reads, and bytes priced by the documented layout.
func TestSearchCounted(t *testing.T) {
	data := clustered(3, 3000, 32, 10)
	queries := clustered(4, 20, 32, 10)
	for _, qz := range []Quantization{Float32, Int8} {
		cfg := Config{Dim: 32, Metric: Cosine, M: 8, EfConstruction: 64, Quantization: qz}
		g := build(t, cfg, data)
		var narrow, wide SearchCounts
		for _, q := range queries {
			want, err := g.Search(q, 10, 20, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, c, err := g.SearchCounted(q, 10, 20, nil)
			if err != nil || !slices.Equal(got, want) {
				t.Fatalf("quant %d: SearchCounted %v (%v), Search %v", qz, got, err, want)
			}
			_, w, _ := g.SearchCounted(q, 10, 200, nil)
			narrow.Distances, narrow.Exact, narrow.Lists = narrow.Distances+c.Distances, narrow.Exact+c.Exact, narrow.Lists+c.Lists
			wide.Distances, wide.Lists = wide.Distances+w.Distances, wide.Lists+w.Lists
			if c.Lists == 0 || c.Distances < c.Lists {
				t.Fatalf("quant %d: counts %+v", qz, c)
			}
			if qz == Int8 && c.Exact < 10 || qz == Float32 && c.Exact != 0 {
				t.Fatalf("quant %d: %d exact rescoring reads", qz, c.Exact)
			}
		}
		if wide.Distances <= narrow.Distances || wide.Lists <= narrow.Lists {
			t.Fatalf("quant %d: ef 200 read %+v, ef 20 %+v", qz, wide, narrow)
		}
		// 96 dims: a float32 vector is 384 B (6 lines), an int8 code 96 B
		// plus 8 B of scale and norm (2 lines + 1), a layer-0 list of
		// 2·8+1 words 68 B (2 lines).
		trav := int64(384)
		if qz == Int8 {
			trav = 192
		}
		c := SearchCounts{Distances: 3, Exact: 2, Lists: 5}
		if got, want := c.Bytes(Config{Dim: 96, M: 8, Quantization: qz}), 3*trav+2*384+5*128; got != want {
			t.Fatalf("quant %d: Bytes %d, want %d", qz, got, want)
		}
	}
}
