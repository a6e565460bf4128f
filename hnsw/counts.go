package hnsw

import "github.com/RoaringBitmap/roaring/v2"

// SearchCounts is what one search read from the index, so a caller can
// tell how many bytes of vectors and links a query touches (evibench ann's
// bandwidth table): Distances traversal distances (float32 vectors, or int8
// codes plus 8 bytes of scale and norm when the graph has codes), Exact
// float32 distances (int8 rescoring, exact scans, and every float32
// distance of an Int8Bounded search), Lists link lists read.
type SearchCounts struct {
	Distances int
	Exact     int
	Lists     int
}

// Bytes is the index memory the counted search read, by the layout of
// FORMAT.md: a float32 vector is 4·dim bytes, an int8 code dim+8, a
// layer-0 link list 4·(2M+1) (upper-layer lists, fewer and shorter, are
// counted at that size too). Each read is rounded up to whole 64-byte
// cache lines, the unit memory is fetched in.
func (c SearchCounts) Bytes(cfg Config) int64 {
	line := func(b int) int64 { return int64((b + 63) / 64 * 64) }
	vec := line(4 * cfg.Dim)
	trav := vec
	if cfg.codes() {
		trav = line(cfg.Dim) + line(8)
	}
	return int64(c.Distances)*trav + int64(c.Exact)*vec + int64(c.Lists)*line(4*(2*cfg.M+1))
}

// SearchCounted is Search that also returns what the search read.
func (g *Graph) SearchCounted(query []float32, k, ef int, filter *roaring.Bitmap) ([]Result, SearchCounts, error) {
	return g.search(query, k, ef, filter)
}

func (q *query) counts() SearchCounts {
	return SearchCounts{Distances: q.nDist, Exact: q.nExact, Lists: q.nLists}
}
