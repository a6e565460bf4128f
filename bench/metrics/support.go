package metrics

import (
	"strings"
	"unicode"
)

// Normalize is the SQuAD/LoCoMo answer normalization: lower case, every
// rune that is neither a letter nor a digit becomes a space, the articles
// "a", "an" and "the" are dropped; the result is the remaining tokens.
func Normalize(s string) []string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	out := f[:0]
	for _, w := range f {
		if w != "a" && w != "an" && w != "the" {
			out = append(out, w)
		}
	}
	return out
}

// TokenF1 is the SQuAD token F1 of a candidate against a gold answer, both
// normalized: 2PR/(P+R) over the multiset of shared tokens; 0 when either
// side is empty.
func TokenF1(gold, candidate string) float64 {
	return tokenF1(Normalize(gold), Normalize(candidate))
}

func tokenF1(g, c []string) float64 {
	if len(g) == 0 || len(c) == 0 {
		return 0
	}
	count := map[string]int{}
	for _, w := range g {
		count[w]++
	}
	common := 0
	for _, w := range c {
		if count[w] > 0 {
			count[w]--
			common++
		}
	}
	if common == 0 {
		return 0
	}
	p, r := float64(common)/float64(len(c)), float64(common)/float64(len(g))
	return 2 * p * r / (p + r)
}

// AnswerSupport scores how well packed texts support a free-text gold
// answer without a reader:
//
//   - f1 is the best TokenF1 of the gold answer against any single line of
//     the packed texts (each text split at "\n"; a chunk's lines are its
//     turns), so a system is neither rewarded nor punished for the size of
//     its items, only for having a line that states the answer;
//   - contained reports whether the normalized gold answer occurs as a
//     whole-token run in the normalized packed texts.
//
// An answer that normalizes to nothing scores 0 and false.
func AnswerSupport(gold string, packed []string) (f1 float64, contained bool) {
	g := Normalize(gold)
	if len(g) == 0 {
		return 0, false
	}
	for _, t := range packed {
		for _, line := range strings.Split(t, "\n") {
			f1 = max(f1, tokenF1(g, Normalize(line)))
		}
	}
	all := " " + strings.Join(Normalize(strings.Join(packed, "\n")), " ") + " "
	return f1, strings.Contains(all, " "+strings.Join(g, " ")+" ")
}
