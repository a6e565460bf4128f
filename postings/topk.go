package postings

import (
	"container/heap"
	"sort"
)

// Hit is one search result.
type Hit struct {
	Doc     uint32
	Score   float64
	Matched int // distinct query terms the doc contains
}

// better orders hits: score descending, then doc ascending.
func better(a, b Hit) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.Doc < b.Doc
}

// topK keeps the k best hits. The root of the heap is the worst kept hit.
// Not safe for concurrent use.
type topK struct {
	k    int
	hits hitHeap
}

type hitHeap []Hit

func (h hitHeap) Len() int           { return len(h) }
func (h hitHeap) Less(i, j int) bool { return better(h[j], h[i]) }
func (h hitHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *hitHeap) Push(x any)        { *h = append(*h, x.(Hit)) }
func (h *hitHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func newTopK(k int) *topK { return &topK{k: k, hits: make(hitHeap, 0, min(k, 1024))} }

// full reports whether k hits are held, so threshold is meaningful.
func (t *topK) full() bool { return len(t.hits) >= t.k }

// threshold is the score a new hit must reach (ties are broken by doc).
func (t *topK) threshold() float64 {
	if !t.full() {
		return -1
	}
	return t.hits[0].Score
}

// competitive reports whether an upper bound ub could still enter.
func (t *topK) competitive(ub float64) bool {
	return !t.full() || ub >= t.hits[0].Score
}

func (t *topK) offer(h Hit) {
	if t.k <= 0 {
		return
	}
	if !t.full() {
		heap.Push(&t.hits, h)
		return
	}
	if better(h, t.hits[0]) {
		t.hits[0] = h
		heap.Fix(&t.hits, 0)
	}
}

// sorted returns the kept hits best first.
func (t *topK) sorted() []Hit {
	out := append([]Hit(nil), t.hits...)
	sort.Slice(out, func(i, j int) bool { return better(out[i], out[j]) })
	return out
}
