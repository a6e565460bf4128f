package lexical

import (
	"math"
	"sort"

	"github.com/evicortex/evicortex/postings"
)

// exact is the slow, obvious BM25 reference: term-at-a-time over a plain
// inverted index of the postings analyzer's tokens, with the same idf,
// live-doc statistics and quantized lengths the postings package documents.
// It shares no code with the index beyond Analyze and QuantizedLength.
type exact struct {
	terms    map[string]int
	docs     [][]int32 // per term: doc indexes ascending
	tfs      [][]int32
	qlen     []float64 // quantized length per doc
	avgdl    float64
	postings int64
	k1, b    float64
}

func newExact(tokens [][]string) *exact {
	e := &exact{terms: map[string]int{}, k1: 1.2, b: 0.75, qlen: make([]float64, len(tokens))}
	var sum float64
	for d, ts := range tokens {
		e.qlen[d] = float64(postings.QuantizedLength(len(ts)))
		sum += e.qlen[d]
		counts := map[string]int32{}
		for _, t := range ts {
			counts[t]++
		}
		for t, c := range counts {
			id, ok := e.terms[t]
			if !ok {
				id = len(e.docs)
				e.terms[t] = id
				e.docs, e.tfs = append(e.docs, nil), append(e.tfs, nil)
			}
			e.docs[id] = append(e.docs[id], int32(d))
			e.tfs[id] = append(e.tfs[id], c)
			e.postings++
		}
	}
	if len(tokens) > 0 {
		e.avgdl = sum / float64(len(tokens))
	}
	return e
}

// scored is a doc and its exact score.
type scored struct {
	doc   int32
	score float64
}

// topK scores every doc holding a query term and returns the best k (score
// desc, doc asc) plus every doc tied with the k-th (for tie-aware agreement).
func (e *exact) topK(qterms []string, k int, acc []float64, touched []int32) (top []scored, ties map[int32]bool) {
	n := float64(len(e.qlen))
	touched = touched[:0]
	for _, t := range dedupe(qterms) {
		id, ok := e.terms[t]
		if !ok {
			continue
		}
		df := float64(len(e.docs[id]))
		w := math.Log(1 + (n-df+0.5)/(df+0.5))
		for i, d := range e.docs[id] {
			tf := float64(e.tfs[id][i])
			if acc[d] == 0 {
				touched = append(touched, d)
			}
			acc[d] += w * (tf / (tf + e.k1*(1-e.b+e.b*e.qlen[d]/e.avgdl)))
		}
	}
	all := make([]scored, len(touched))
	for i, d := range touched {
		all[i] = scored{d, acc[d]}
		acc[d] = 0
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].score != all[j].score {
			return all[i].score > all[j].score
		}
		return all[i].doc < all[j].doc
	})
	if len(all) > k {
		top = all[:k]
	} else {
		top = all
	}
	ties = map[int32]bool{}
	if len(top) > 0 {
		cut := top[len(top)-1].score * (1 - 1e-9)
		for _, s := range all {
			if s.score < cut {
				break
			}
			ties[s.doc] = true
		}
	}
	return top, ties
}

func dedupe(ts []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range ts {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// agreement is |engine top-k ∩ exact top-k (ties included)| / |exact top-k|,
// averaged over queries with at least one exact hit.
func agreement(engine [][]int32, truth [][]scored, ties []map[int32]bool) float64 {
	sum, n := 0.0, 0
	for q, tr := range truth {
		if len(tr) == 0 {
			continue
		}
		hit := 0
		seen := map[int32]bool{}
		for _, d := range engine[q] {
			if ties[q][d] && !seen[d] {
				hit++
				seen[d] = true
			}
		}
		sum += math.Min(1, float64(hit)/float64(len(tr)))
		n++
	}
	if n == 0 {
		return 1
	}
	return sum / float64(n)
}
