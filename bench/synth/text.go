package synth

import (
	"math/rand/v2"
	"strings"
)

// fill picks one of templates and expands it with vars; "a_X" variables
// are derived from "X" with an indefinite article.
func fill(rng *rand.Rand, templates []string, vars map[string]string) string {
	return expand(templates[rng.IntN(len(templates))], vars)
}

func expand(t string, vars map[string]string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.WriteString(t)
			return b.String()
		}
		b.WriteString(t[:i])
		key := t[i+1 : i+j]
		if v, ok := vars[key]; ok {
			b.WriteString(v)
		} else if base, ok := strings.CutPrefix(key, "a_"); ok {
			b.WriteString(article(vars[base]))
		}
		t = t[i+j+1:]
	}
}

// article prefixes v with "a" or "an" by its first letter.
func article(v string) string {
	if v == "" {
		return v
	}
	if strings.ContainsRune("aeiouAEIOU", rune(v[0])) {
		return "an " + v
	}
	return "a " + v
}

// pick returns n distinct values of vals in random order.
func pick(rng *rand.Rand, vals []string, n int) []string {
	idx := pickInts(rng, 0, len(vals), n)
	rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
	out := make([]string, n)
	for i, k := range idx {
		out[i] = vals[k]
	}
	return out
}

// pickInts returns n distinct ints in [lo, hi), ascending.
func pickInts(rng *rand.Rand, lo, hi, n int) []int {
	perm := rng.Perm(hi - lo)[:n]
	out := make([]int, n)
	for i, p := range perm {
		out[i] = lo + p
	}
	sortInts(out)
	return out
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
