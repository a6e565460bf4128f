package postings

import (
	"cmp"
	"slices"
)

// Hit is one search result.
type Hit struct {
	Doc     uint32
	Score   float64
	Matched int // distinct query terms the doc contains
	// Terms has bit i set when the doc contains query term i, the terms
	// in their first occurrence in the analyzed query (the first 64).
	Terms uint64
}

// termBit is Hit.Terms's bit for query term i (none past the 64th).
func termBit(i int) uint64 {
	if i >= 64 {
		return 0
	}
	return 1 << uint(i)
}

// better orders hits: score descending, then doc ascending.
func better(a, b Hit) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.Doc < b.Doc
}

// compareHits orders hits best first, for slices.SortFunc.
func compareHits(a, b Hit) int {
	if a.Score != b.Score {
		return -cmp.Compare(a.Score, b.Score)
	}
	return cmp.Compare(a.Doc, b.Doc)
}

// topK keeps the k best hits. The root of the heap is the worst kept hit.
// Not safe for concurrent use.
type topK struct {
	k    int
	hits hitHeap
}

// hitHeap is a binary min-heap under better: the worst hit at the root.
// Typed sifts instead of container/heap, whose Push boxes every Hit.
type hitHeap []Hit

// up restores the heap after h[i] was appended.
func (h hitHeap) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !better(h[p], h[i]) {
			return
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
}

// down restores the heap after the root was replaced.
func (h hitHeap) down() {
	for i := 0; ; {
		w, l := i, 2*i+1
		if l < len(h) && better(h[w], h[l]) {
			w = l
		}
		if r := l + 1; r < len(h) && better(h[w], h[r]) {
			w = r
		}
		if w == i {
			return
		}
		h[i], h[w] = h[w], h[i]
		i = w
	}
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
		t.hits = append(t.hits, h)
		t.hits.up(len(t.hits) - 1)
		return
	}
	if better(h, t.hits[0]) {
		t.hits[0] = h
		t.hits.down()
	}
}

// sorted returns the kept hits best first.
func (t *topK) sorted() []Hit {
	out := append([]Hit(nil), t.hits...)
	slices.SortFunc(out, compareHits)
	return out
}
