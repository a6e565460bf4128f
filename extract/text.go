package extract

import (
	"github.com/evicortex/evicortex/internal/clause"
	"strings"
	"unicode"
	"unicode/utf8"
)

// segment is a byte range [start, end) of the text.
type segment struct{ start, end int }

// sentences and clauses are package clause's splitters on segments.
func sentences(text string) ([]segment, []bool) {
	ss, q := clause.Sentences(text)
	return segments(ss), q
}

func clauses(s string, off int) []segment { return segments(clause.Clauses(s, off)) }

func segments(ss []clause.Span) []segment {
	out := make([]segment, len(ss))
	for i, s := range ss {
		out[i] = segment{s.Start, s.End}
	}
	return out
}

// boundaryWords end a value: conjunctions, prepositions that start a
// modifier ("Seattle in October", "Denver with my wife"), time and
// manner adverbs. A value is the phrase before the first of them.
var boundaryWords = toSet("and", "or", "but", "because", "since", "so", "although", "though", "while", "when", "where",
	"which", "who", "that", "with", "for", "to", "after", "before", "until", "as", "at", "in", "on", "from", "by",
	"during", "over", "near", "last", "this", "next", "yesterday", "today", "tonight", "tomorrow", "now", "recently",
	"lately", "currently", "originally", "again", "anymore", "already", "too", "instead", "finally", "lol", "haha",
	"btw", "honestly", "right", "downtown", "here", "there", "nearby", "remotely", "these", "those", "every", "then",
	"really", "even", "ago", "full-time", "part-time", "nowadays", "anyway", "though", "actually", "either", "also")

// leadRejects cannot start a value: pronouns and demonstratives refer to
// something said elsewhere ("I love it", "I like that idea").
var leadRejects = toSet("it", "this", "that", "these", "those", "you", "him", "her", "them", "me", "us", "how", "what",
	"when", "where", "why", "who", "there", "here", "some", "something", "anything", "everything", "nothing", "someone",
	"anyone", "everyone", "one", "myself", "yourself", "himself", "herself", "themselves", "so", "such", "all", "being",
	"lot", "bit", "everybody", "nobody", "somebody", "whatever", "which")

// maxValueWords bounds a value; a longer phrase is not a claim value.
const maxValueWords = 6

// trimValue cuts the value phrase s at the first boundary word (or at cut,
// a byte offset into s where a time expression starts; -1 for none) and
// drops a leading article. It returns the value's byte range in s, or
// ok false when nothing usable remains.
func trimValue(s string, cut int) (from, to int, ok bool) {
	if cut >= 0 && cut < len(s) {
		s = s[:cut]
	}
	if i := strings.IndexAny(s, ",;:!?()\"“”"); i >= 0 {
		s = s[:i]
	}
	words := wordSpans(s)
	n := 0
	for n < len(words) {
		w := strings.ToLower(strings.Trim(s[words[n].start:words[n].end], "'’"))
		if n > 0 && boundaryWords[w] {
			break
		}
		n++
	}
	words = words[:n]
	for len(words) > 0 {
		w := s[words[0].start:words[0].end]
		lw := strings.ToLower(w)
		// "the" goes before a common noun ("the guitar") and stays in a
		// name ("The Godfather", "the Beatles").
		next := ""
		if len(words) > 1 {
			next = s[words[1].start:words[1].end]
		}
		if lw == "a" || lw == "an" || lw == "the" && !startsUpper(next) {
			words = words[1:]
			continue
		}
		break
	}
	for len(words) > 0 && strings.Trim(s[words[len(words)-1].start:words[len(words)-1].end], ".'’") == "" {
		words = words[:len(words)-1]
	}
	if len(words) == 0 || len(words) > maxValueWords {
		return 0, 0, false
	}
	if leadRejects[strings.ToLower(s[words[0].start:words[0].end])] || boundaryWords[strings.ToLower(s[words[0].start:words[0].end])] {
		return 0, 0, false
	}
	from, to = words[0].start, words[len(words)-1].end
	for to > from && (s[to-1] == '.' && !initialBefore(s[from:to-1])) {
		to--
	}
	return from, to, to > from
}

// initialBefore reports whether s ends in a single capital letter, so a
// trailing period belongs to an initial ("K.").
func initialBefore(s string) bool {
	return len(s) >= 1 && s[len(s)-1] >= 'A' && s[len(s)-1] <= 'Z' && (len(s) == 1 || s[len(s)-2] == ' ')
}

func wordSpans(s string) []segment {
	var out []segment
	start := -1
	for i, r := range s {
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, segment{start, i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, segment{start, len(s)})
	}
	return out
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

func hasUpperWord(s string) bool {
	for _, w := range strings.Fields(s) {
		if startsUpper(w) {
			return true
		}
	}
	return false
}

func toSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
