package fuse

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// randBytes is a random text over ASCII, wide letters, accented letters,
// odd white space and invalid or truncated UTF-8.
func randBytes(r *rand.Rand, n int) string {
	parts := []string{"a", "Z", "9", " ", "\t", "\n", ".", "-", "→", "é", "É", "東", "ア", "한", "ß",
		"\u00a0", "\u2003", "\xff", "\xe4\xb8", "\xe4", "\x80", "İ", "Σ", "٣"}
	var b strings.Builder
	for range n {
		b.WriteString(parts[r.Intn(len(parts))])
	}
	return b.String()
}

// Spans rely on approx-v1 being additive over a "\n" join (joinedCost).
func TestApproxV1AdditiveOverNewline(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag))
	est := DefaultEstimator()
	for range 5000 {
		a, b := randBytes(r, r.Intn(30)), randBytes(r, r.Intn(30))
		if got, want := est.Estimate(a+"\n"+b), est.Estimate(a)+est.Estimate(b); got != want {
			t.Fatalf("seed %d: Estimate(%q + \\n + %q) = %d, parts sum to %d", *seedFlag, a, b, got, want)
		}
		if got, want := est.Estimate(a), approxRef(a); got != want {
			t.Fatalf("seed %d: Estimate(%q) = %d, reference %d", *seedFlag, a, got, want)
		}
	}
}

// tokenizeRef is tokenize written the obvious way: split into letter and
// digit runs, hash each run's lowercased runes.
func tokenizeRef(text string) tokenSet {
	words := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	set := map[uint64]bool{}
	for _, w := range words {
		h := uint64(fnvOffset)
		for _, r := range w {
			h = (h ^ uint64(unicode.ToLower(r))) * fnvPrime
		}
		set[h] = true
	}
	var toks []uint64
	for h := range set {
		toks = append(toks, h)
	}
	slices.Sort(toks)
	return tokenSet{toks: toks, raw: strings.TrimSpace(text)}
}

func TestTokenizeMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag))
	for range 5000 {
		s := randBytes(r, r.Intn(40))
		got, want := tokenize(s), tokenizeRef(s)
		if !slices.Equal(got.toks, want.toks) || got.raw != want.raw {
			t.Fatalf("seed %d: tokenize(%q) = %v, reference %v", *seedFlag, s, got, want)
		}
	}
}
