package fuse

import (
	"fmt"
	"unicode"
	"unicode/utf8"
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

// newlineAdditive marks an estimator whose estimate of texts joined by
// "\n" is the sum of the parts' estimates, so a span's cost is its
// members' (memoized) costs summed and the joined text is never estimated
// again (joinedCost). Other estimators get the joined text estimated.
type newlineAdditive interface{ additiveOverNewline() }

// approx-v1 is additive over a "\n" join: white space ends a run of
// letters and digits and costs nothing, and no UTF-8 decoding consumes an
// ASCII byte, so each part counts as it does alone
// (TestApproxV1AdditiveOverNewline).
func (approxV1) additiveOverNewline() {}

var _ newlineAdditive = approxV1{}

func (approxV1) Name() string { return "approx-v1" }

func (approxV1) Estimate(text string) int {
	tokens, run := 0, 0
	for i := 0; i < len(text); {
		cls := int(byteClass[text[i]])
		switch cls {
		case classAlnum: // take the whole ASCII run at once
			j := i + 1
			for j < len(text) && byteClass[text[j]] == classAlnum {
				j++
			}
			run += j - i
			i = j
			continue
		case classMulti:
			var size int
			cls, size = classify(text, i)
			i += size
			if cls == classAlnum {
				run++
				continue
			}
		default:
			i++
		}
		tokens += (run + 3) / 4
		run = 0
		if cls != classSpace {
			tokens++ // a wide letter or any other visible rune
		}
	}
	return tokens + (run+3)/4
}

const (
	classSpace = iota
	classAlnum
	classOther // punctuation, symbols, wide letters: one token each
	classMulti // byteClass only: a byte of a multi-byte rune, see classify
)

// byteClass is asciiClass for every byte, classMulti from 0x80 up.
var byteClass = func() (t [256]uint8) {
	for b := range t {
		t[b] = classMulti
		if b < utf8.RuneSelf {
			t[b] = asciiClass[b]
		}
	}
	return t
}()

// asciiClass is classify for bytes below 0x80.
var asciiClass = func() (t [128]uint8) {
	for b := 0; b < 128; b++ {
		r := rune(b)
		switch {
		case unicode.IsSpace(r):
			t[b] = classSpace
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			t[b] = classAlnum
		default:
			t[b] = classOther
		}
	}
	return t
}()

func classify(s string, i int) (int, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return int(asciiClass[c]), 1
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	switch {
	case isWideLetter(r):
		return classOther, size
	case unicode.IsLetter(r) || unicode.IsDigit(r):
		return classAlnum, size
	case unicode.IsSpace(r):
		return classSpace, size
	}
	return classOther, size
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
