package fuse

import (
	"math/rand"
	"strings"
	"testing"
	"unicode"
)

func TestApproxV1(t *testing.T) {
	cases := []struct {
		text string
		want int
	}{
		{"", 0},
		{"   \n\t", 0},
		{"a", 1},
		{"abcd", 1},
		{"abcde", 2},
		{"hello world", 4},                   // 2 + 2
		{"user:varun", 1 + 1 + 2},            // user : varun
		{"I switched today.", 1 + 2 + 2 + 1}, // I switched today .
		{"2026-04-18", 1 + 1 + 1 + 1 + 1},    // 2026 - 04 - 18
		{"東京タワー", 5},                         // wide letters: one each
		{"café", 1},
		{"→", 1},
		{"\xff\xfe", 2}, // invalid bytes are "other" runes
	}
	est := DefaultEstimator()
	for _, tc := range cases {
		if got := est.Estimate(tc.text); got != tc.want {
			t.Errorf("Estimate(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
	if est.Name() != "approx-v1" {
		t.Fatalf("name %q", est.Name())
	}
}

// approxRef is approx-v1 written the obvious way, rune by rune.
func approxRef(text string) int {
	tokens, run := 0, 0
	for _, r := range text {
		wide := unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
		switch {
		case !wide && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			run++
			continue
		case unicode.IsSpace(r):
		default:
			tokens++
		}
		tokens += (run + 3) / 4
		run = 0
	}
	return tokens + (run+3)/4
}

func TestApproxV1MatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(*seedFlag))
	alphabet := []rune("ab Z9 \t\n.,:-→é東ア한ß\u00a0\u2003")
	for i := 0; i < 2000; i++ {
		var b strings.Builder
		for j := r.Intn(60); j > 0; j-- {
			b.WriteRune(alphabet[r.Intn(len(alphabet))])
		}
		s := b.String()
		if got, want := DefaultEstimator().Estimate(s), approxRef(s); got != want {
			t.Fatalf("Estimate(%q) = %d, reference %d", s, got, want)
		}
	}
}

func TestCharEstimator(t *testing.T) {
	for n := -1; n <= 8; n++ {
		est := CharEstimator(n)
		bpt := n
		if bpt < 1 {
			bpt = 1
		}
		for _, s := range []string{"", "a", "abcdefgh", "abcdefghi", "東京"} {
			if got, want := est.Estimate(s), (len(s)+bpt-1)/bpt; got != want {
				t.Errorf("CharEstimator(%d).Estimate(%q) = %d, want %d", n, s, got, want)
			}
		}
	}
	if CharEstimator(4).Name() != "bytes/4" {
		t.Fatalf("name %q", CharEstimator(4).Name())
	}
}
