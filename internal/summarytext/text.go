// Package summarytext holds the text rules summaries are checked by: how
// a text splits into words and sentences, which words carry content, and
// the support measure of a sentence by a span of a child (Support). The
// planner (package maintain) writes summaries by them and the ledger
// checks them at write, so both read a text the same way. Standard
// library only.
package summarytext

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words returns the lowercase letter-and-digit runs of s.
func Words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// Range is a byte range [Start, End) of a text.
type Range struct{ Start, End int }

// Sentences splits text after '.', '!' or '?' followed by white space (or
// the end), and at newlines; each range is trimmed of white space and
// empty ones are dropped.
func Sentences(text string) []Range {
	var out []Range
	start := 0
	emit := func(end int) {
		s, e := start, end
		for s < e && isSpace(text[s]) {
			s++
		}
		for e > s && isSpace(text[e-1]) {
			e--
		}
		if e > s {
			out = append(out, Range{s, e})
		}
		start = end
	}
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		i += n
		switch {
		case r == '\n':
			emit(i)
		case r == '.' || r == '!' || r == '?':
			if i == len(text) || isSpace(text[i]) {
				emit(i)
			}
		}
	}
	emit(len(text))
	return out
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// ContentWords are s's distinct words of three letters or more that are
// not stopwords, in first-seen order.
func ContentWords(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range Words(s) {
		if len(w) < 3 || stopwords[w] || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// stopwords are common English function words that carry no content.
var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the and for are but not you all any can had her was one our out has him his how
		its may new now old see two way who did get got let say she too use that with have this will your from they
		know want been good much some time very when come here just like long make many more only over such take
		than them well were what which while would there their then these those into about after again also because
		being could does doing each few further just most other same should so than through under until where why
		yeah yes okay really thing things going gonna think sure`) {
		m[w] = true
	}
	return m
}()

// SupportThreshold is the least Support at which a span supports a
// sentence.
const SupportThreshold = 0.8

// Support measures how far span supports sentence: the share of the
// sentence's content words (ContentWords) that occur in the span, a word
// occurring when the span holds it or, for words of five letters or more,
// a word with the same first five letters ("rehearsed" / "rehearsal").
// Every number of the sentence (a run of digits, any length) must occur in
// the span as it is, else the support is 0: a summary must not change a
// count or a date. A sentence without content words has support 0.
func Support(sentence, span string) float64 {
	in := map[string]bool{}
	for _, w := range Words(span) {
		in[w] = true
		if r := []rune(w); len(r) >= 5 {
			in[string(r[:5])+"\x00"] = true
		}
	}
	for _, w := range Words(sentence) {
		if isNumber(w) && !in[w] {
			return 0
		}
	}
	cw := ContentWords(sentence)
	if len(cw) == 0 {
		return 0
	}
	held := 0
	for _, w := range cw {
		if r := []rune(w); in[w] || len(r) >= 5 && in[string(r[:5])+"\x00"] {
			held++
		}
	}
	return float64(held) / float64(len(cw))
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return w != ""
}

// Supported reports whether every sentence of text is supported by the
// span of the same index (len(spans) sentences, each Support >=
// SupportThreshold).
func Supported(text string, spans []string) bool {
	ss := Sentences(text)
	if len(ss) != len(spans) {
		return false
	}
	for i, s := range ss {
		if Support(text[s.Start:s.End], spans[i]) < SupportThreshold {
			return false
		}
	}
	return true
}
