package metrics

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
)

// EvidenceRecall is the fraction of gold texts found verbatim in the packed
// texts joined by "\n"; 0 when gold is empty.
func EvidenceRecall(gold, packed []string) float64 {
	if len(gold) == 0 {
		return 0
	}
	ctx := strings.Join(packed, "\n")
	found := 0
	for _, g := range gold {
		if strings.Contains(ctx, g) {
			found++
		}
	}
	return float64(found) / float64(len(gold))
}

// RecallAtK is the fraction of gold ids among the first k distinct ids of
// ranked; 0 when gold is empty.
func RecallAtK(gold, ranked []string, k int) float64 {
	if len(gold) == 0 {
		return 0
	}
	top := map[string]bool{}
	for _, id := range ranked {
		if len(top) == k {
			break
		}
		top[id] = true
	}
	found := 0
	for _, g := range gold {
		if top[g] {
			found++
		}
	}
	return float64(found) / float64(len(gold))
}

// Mean is the arithmetic mean; 0 for no values.
func Mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// Percentile is the nearest-rank p-th percentile (0 < p <= 100) of xs: the
// smallest value with at least p% of values at or below it; 0 for no
// values. xs is not modified.
func Percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := int(math.Ceil(p / 100 * float64(len(s))))
	return s[min(max(rank, 1), len(s))-1]
}

// Bootstrap is the 95% percentile-bootstrap interval of the mean of xs:
// resamples means of len(xs) values drawn with replacement by a PCG seeded
// with seed, then their nearest-rank 2.5th and 97.5th percentiles. The
// same inputs always give the same interval. 0, 0 for no values.
func Bootstrap(xs []float64, resamples int, seed uint64) (lo, hi float64) {
	if len(xs) == 0 || resamples <= 0 {
		return 0, 0
	}
	rng := rand.New(rand.NewPCG(seed, 0xb007))
	means := make([]float64, resamples)
	for r := range means {
		s := 0.0
		for range xs {
			s += xs[rng.IntN(len(xs))]
		}
		means[r] = s / float64(len(xs))
	}
	return Percentile(means, 2.5), Percentile(means, 97.5)
}
