package fuse

import (
	"fmt"
	"unicode"
)

// DefaultEstimator returns "approx-v1", a deterministic token estimate that
// needs no vocabulary:
//   - each maximal run of letters and digits costs ceil(runes/4) tokens
//     (at least 1), except that Han, Hiragana, Katakana and Hangul letters
//     cost 1 token each (sub-word tokenizers rarely merge them);
//   - every other rune that is not white space costs 1 token.
//
// It over-estimates typical BPE counts for English prose slightly, which
// keeps a hard budget safe. It is safe for concurrent use.
func DefaultEstimator() Estimator { return approxV1{} }

type approxV1 struct{}

func (approxV1) Name() string { return "approx-v1" }

func (approxV1) Estimate(text string) int {
	tokens, run := 0, 0
	flush := func() {
		if run > 0 {
			tokens += (run + 3) / 4
			run = 0
		}
	}
	for _, r := range text {
		switch {
		case isWideLetter(r):
			flush()
			tokens++
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			run++
		case unicode.IsSpace(r):
			flush()
		default:
			flush()
			tokens++
		}
	}
	flush()
	return tokens
}

func isWideLetter(r rune) bool {
	return r >= 0x1100 && (unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r))
}

// CharEstimator returns an estimator charging ceil(len(text)/bytesPerToken)
// tokens, len in bytes; bytesPerToken < 1 is treated as 1. Its name is
// "bytes/N". It is safe for concurrent use.
func CharEstimator(bytesPerToken int) Estimator {
	if bytesPerToken < 1 {
		bytesPerToken = 1
	}
	return charEstimator(bytesPerToken)
}

type charEstimator int

func (c charEstimator) Name() string { return fmt.Sprintf("bytes/%d", int(c)) }

func (c charEstimator) Estimate(text string) int {
	n := int(c)
	return (len(text) + n - 1) / n
}
