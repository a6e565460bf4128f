package maintain

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// words returns the lowercase letter-and-digit runs of s.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// sentence is a byte range of a text.
type sentence struct{ start, end int }

// sentences splits text after '.', '!' or '?' followed by white space (or
// the end), and at newlines; each range is trimmed of white space and
// empty ones are dropped.
func sentences(text string) []sentence {
	var out []sentence
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
			out = append(out, sentence{s, e})
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

// contentWords are s's distinct words of three letters or more that are
// not stopwords, in first-seen order.
func contentWords(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range words(s) {
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
