package metrics

import "math"

// The LongMemEval retrieval metrics (Wu et al., arXiv 2410.10813, the
// authors' src/retrieval/eval_utils.py), over a ranked list of item ids and
// a set of gold ids. The ranked list is used as given (the authors' ranking
// has no duplicates); only its first k entries count.

// RecallAny@k is 1 when at least one gold id is in the first k ranked ids.
func RecallAny(gold, ranked []string, k int) float64 {
	g := set(gold)
	for _, id := range ranked[:min(k, len(ranked))] {
		if g[id] {
			return 1
		}
	}
	return 0
}

// RecallAll@k is 1 when every gold id is in the first k ranked ids (0 for
// no gold).
func RecallAll(gold, ranked []string, k int) float64 {
	if len(gold) == 0 {
		return 0
	}
	top := set(ranked[:min(k, len(ranked))])
	for _, id := range gold {
		if !top[id] {
			return 0
		}
	}
	return 1
}

// NDCGAny@k is the binary-relevance NDCG of the first k ranked ids with the
// authors' DCG: rel_1 + sum over ranks i >= 2 (1-based) of rel_i / log2(i)
// (their dcg() divides the second item by log2 2 = 1, not the textbook
// log2 3), divided by the DCG of the ideal ranking (every gold id first, at
// most k of them). 0 for no gold.
func NDCGAny(gold, ranked []string, k int) float64 {
	if len(gold) == 0 {
		return 0
	}
	g := set(gold)
	dcg := 0.0
	for i, id := range ranked[:min(k, len(ranked))] {
		if g[id] {
			dcg += gain(i)
		}
	}
	ideal := 0.0
	for i := range min(len(g), k) {
		ideal += gain(i)
	}
	return dcg / ideal
}

func set(ids []string) map[string]bool {
	m := make(map[string]bool, len(ids))
	for _, id := range ids {
		m[id] = true
	}
	return m
}

// gain is the DCG weight of 0-based rank i in the authors' dcg().
func gain(i int) float64 {
	if i == 0 {
		return 1
	}
	return 1 / math.Log2(float64(i+1))
}
