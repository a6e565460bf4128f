package metrics

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Item is one packed context item as the answer rule sees it. Claim items
// set Predicate (and Subject, Value); text items leave them empty.
type Item struct {
	Text      string
	Subject   string
	Predicate string
	Value     string
}

// Answer applies the reader-free answer rule shared by every system. It
// walks items in rank order and returns the value of the first
// answer-bearing one:
//
//   - a claim item about subject and predicate answers its Value; claim
//     items about anything else are skipped;
//   - a text item that mentions at least one candidate (case-insensitive,
//     on word boundaries) answers the candidate mentioned last, because a
//     change is told old-then-new ("moved from Porto to Lyon") and a chunk
//     is in chronological order; texts that mention none are skipped.
//
// ok is false when no item bears an answer.
func Answer(items []Item, subject, predicate string, candidates []string) (value string, ok bool) {
	for _, it := range items {
		if it.Predicate != "" {
			if it.Subject == subject && it.Predicate == predicate {
				return it.Value, true
			}
			continue
		}
		if v, ok := lastMention(it.Text, candidates); ok {
			return v, true
		}
	}
	return "", false
}

// lastMention returns the candidate whose last whole-word occurrence in
// text ends latest (the longer one on a tie).
func lastMention(text string, candidates []string) (string, bool) {
	lt := strings.ToLower(text)
	best, bestEnd := "", -1
	for _, c := range candidates {
		end := lastWord(lt, strings.ToLower(c))
		if end > bestEnd || (end == bestEnd && end >= 0 && len(c) > len(best)) {
			best, bestEnd = c, end
		}
	}
	return best, bestEnd >= 0
}

// lastWord returns the end offset of the last occurrence of w in s that
// sits on word boundaries, or -1.
func lastWord(s, w string) int {
	if w == "" {
		return -1
	}
	for end := len(s); end > 0; {
		i := strings.LastIndex(s[:end], w)
		if i < 0 {
			return -1
		}
		if boundaryBefore(s, i) && boundaryAfter(s, i+len(w)) {
			return i + len(w)
		}
		end = i + len(w) - 1
	}
	return -1
}

func boundaryBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return i == 0 || !isWord(r)
}

func boundaryAfter(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i == len(s) || !isWord(r)
}

func isWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// Same reports whether an answer matches the expected value
// (case-insensitive, surrounding space ignored).
func Same(answer, expected string) bool {
	return strings.EqualFold(strings.TrimSpace(answer), strings.TrimSpace(expected))
}
