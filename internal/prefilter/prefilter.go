package prefilter

import (
	"fmt"
	"os"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits on a literal set worth testing: each of its words at least
// minLen bytes (shorter ones, "i" or "we", are in most texts and reject
// nothing) and at most maxSet words (a scan tests each word that starts
// where a byte of the text does).
const (
	minLen = 2
	maxSet = 256
)

// Regexp is a compiled regular expression with the literal test of its
// requirements (see the package documentation). Its methods return what
// the embedded regexp.Regexp's do; those it does not override run the
// matcher unguarded.
type Regexp struct {
	*regexp.Regexp
	sets []litSet // each must be found in a text the expression matches
}

// litSet is a disjunction of words (ASCII letters in lower case, a space
// for a run of white space, other bytes as they are), indexed by first
// byte.
type litSet struct {
	first   [4]uint64 // the words' first bytes, a bit each
	byFirst [256][]string
}

// MustCompile is regexp.MustCompile with the requirements extracted; it
// panics, as regexp.MustCompile does, when expr does not parse.
func MustCompile(expr string) *Regexp {
	re := regexp.MustCompile(expr)
	tree, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		panic("prefilter: " + err.Error()) // regexp.MustCompile parsed it with the same flags
	}
	r := &Regexp{Regexp: re}
	for _, set := range requirement(tree) {
		if set = shrunk(trimmed(set)); useful(set) {
			r.sets = append(r.sets, newLitSet(set))
		}
	}
	return r
}

// Required returns the literal sets the test checks, each a disjunction
// of words in lower case: every match of the expression contains a word
// of each set (ASCII case folded). For tests and diagnostics.
func (r *Regexp) Required() [][]string {
	out := make([][]string, len(r.sets))
	for i := range r.sets {
		for _, ws := range r.sets[i].byFirst {
			out[i] = append(out[i], ws...)
		}
		slices.Sort(out[i])
	}
	return out
}

// MayMatch reports whether s holds a word of every required set, so the
// expression may match it; false proves it cannot.
func (r *Regexp) MayMatch(s string) bool {
	if len(r.sets) == 0 {
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			if strings.Contains(s[i:], "\u212a") || strings.Contains(s[i:], "\u017f") {
				return true // folds to "k" or "s" only outside ASCII
			}
			break
		}
	}
	for i := range r.sets {
		if !r.sets[i].in(s) {
			if verify && r.Regexp.MatchString(s) {
				panic(fmt.Sprintf("prefilter: %q matches %q but lacks the words of %q", r.String(), s, r.Required()[i]))
			}
			return false
		}
	}
	return true
}

// verify, set by the environment variable EVICORTEX_PREFILTER_VERIFY,
// runs the matcher on every text the literal test rejects and panics if
// it matches: a check of the exactness contract on real traffic (a
// benchmark run over many texts), at the cost of the speed-up.
var verify = os.Getenv("EVICORTEX_PREFILTER_VERIFY") != ""

// MatchString is regexp.Regexp.MatchString.
func (r *Regexp) MatchString(s string) bool {
	return r.MayMatch(s) && r.Regexp.MatchString(s)
}

// FindString is regexp.Regexp.FindString.
func (r *Regexp) FindString(s string) string {
	if !r.MayMatch(s) {
		return ""
	}
	return r.Regexp.FindString(s)
}

// FindStringIndex is regexp.Regexp.FindStringIndex.
func (r *Regexp) FindStringIndex(s string) []int {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindStringIndex(s)
}

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (r *Regexp) FindStringSubmatch(s string) []string {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp.Regexp.FindStringSubmatchIndex.
func (r *Regexp) FindStringSubmatchIndex(s string) []int {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatchIndex(s)
}

// FindAllString is regexp.Regexp.FindAllString.
func (r *Regexp) FindAllString(s string, n int) []string {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllString(s, n)
}

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !r.MayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp.Regexp.ReplaceAllString.
func (r *Regexp) ReplaceAllString(src, repl string) string {
	if !r.MayMatch(src) {
		return src
	}
	return r.Regexp.ReplaceAllString(src, repl)
}

// ReplaceAllLiteralString is regexp.Regexp.ReplaceAllLiteralString.
func (r *Regexp) ReplaceAllLiteralString(src, repl string) string {
	if !r.MayMatch(src) {
		return src
	}
	return r.Regexp.ReplaceAllLiteralString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (r *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !r.MayMatch(src) {
		return src
	}
	return r.Regexp.ReplaceAllStringFunc(src, repl)
}

// maxExact bounds an exact set (info.exact): past it a concatenation's
// cross product is cut into separate requirements.
const maxExact = 64

// info is what analysis knows of a node: exact, when the node matches
// only the strings of a finite set (written as litSet's words are; "" for
// a node that consumes nothing, an anchor or a word boundary), so that adjacent
// exact nodes combine into whole words ("p" and "hotos|ic(?:tures|s)",
// as the parser factors "photos|pictures|pics", make the three words
// back); and need, what every match contains otherwise (a conjunction
// of disjunctions).
type info struct {
	exact   []string
	isExact bool
	need    [][]string
}

// requirement is what every match of re contains: a conjunction of
// disjunctions of words (written as litSet's words are); nil when
// nothing is required.
func requirement(re *syntax.Regexp) [][]string {
	return analyze(re).required()
}

// required is the node's requirement: its exact set as one disjunction
// (none when it holds "", which every text contains), or need.
func (in info) required() [][]string {
	if in.isExact {
		if len(in.exact) == 0 || slices.Contains(in.exact, "") {
			return nil
		}
		return [][]string{in.exact}
	}
	return in.need
}

func exactly(set ...string) info { return info{exact: set, isExact: true} }

func analyze(re *syntax.Regexp) info {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return exactly("")
	case syntax.OpLiteral:
		// a rune outside ASCII is kept as its bytes when it matches only
		// itself (no case folding, or no other case: "\u2019", "é" in a
		// case-sensitive expression); one that folds ends the word, as
		// U+FFFD does (the matcher reads each invalid byte of a text as it)
		fold := re.Flags&syntax.FoldCase != 0
		word := make([]byte, 0, len(re.Rune))
		var need [][]string
		exact := true
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf && fold && unicode.SimpleFold(r) != r || r == utf8.RuneError {
				if len(word) > 0 {
					need = append(need, []string{string(word)})
				}
				word, exact = word[:0], false
				continue
			}
			if r >= utf8.RuneSelf {
				word = utf8.AppendRune(word, r)
			} else if b := lower(byte(r)); b != ' ' || len(word) == 0 || word[len(word)-1] != ' ' {
				word = append(word, b)
			}
		}
		if exact {
			return exactly(string(word))
		}
		if len(word) > 0 {
			need = append(need, []string{string(word)})
		}
		return info{need: need}
	case syntax.OpCharClass:
		// a small class ("[Ss]", "[eyo]", "['\u2019]"): its characters (the
		// parser has put every case of a folded rune in the class)
		var set []string
		for k := 0; k+1 < len(re.Rune); k += 2 {
			lo, hi := re.Rune[k], re.Rune[k+1]
			if hi-lo >= 8 || hi > unicode.MaxRune || lo <= utf8.RuneError && utf8.RuneError <= hi {
				return info{}
			}
			for r := lo; r <= hi; r++ {
				c := string(r)
				if r < utf8.RuneSelf {
					c = string(lower(byte(r))) // \s is " "
				}
				if !slices.Contains(set, c) {
					set = append(set, c)
				}
			}
		}
		if len(set) == 0 || len(set) > 8 {
			return info{}
		}
		return exactly(set...)
	case syntax.OpCapture:
		return analyze(re.Sub[0])
	case syntax.OpQuest:
		if sub := analyze(re.Sub[0]); sub.isExact && len(sub.exact) < maxExact {
			return exactly(union(sub.exact, []string{""})...)
		}
		return info{}
	case syntax.OpPlus:
		if sub := analyze(re.Sub[0]); sub.isExact && slices.Equal(sub.exact, []string{" "}) {
			return sub // \s+: " " stands for a run of white space already
		} else {
			return info{need: sub.required()}
		}
	case syntax.OpStar:
		if sub := analyze(re.Sub[0]); sub.isExact && slices.Equal(sub.exact, []string{" "}) {
			return exactly("", " ")
		}
		return info{}
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return info{need: analyze(re.Sub[0]).required()}
		}
		return info{}
	case syntax.OpConcat:
		var need [][]string
		cur := []string{""} // the cross product of the exact run so far
		flush := func() {
			need = append(need, exactly(cur...).required()...)
			cur = []string{""}
		}
		allExact := true
		for _, sub := range re.Sub {
			in := analyze(sub)
			if !in.isExact {
				allExact = false
				flush()
				need = append(need, in.need...)
				continue
			}
			if len(cur)*len(in.exact) > maxExact {
				allExact = false
				flush()
			}
			cur = product(cur, in.exact)
		}
		if allExact {
			return exactly(cur...)
		}
		flush()
		return info{need: need}
	case syntax.OpAlternate:
		subs := make([]info, len(re.Sub))
		allExact := true
		var all []string
		for k, sub := range re.Sub {
			subs[k] = analyze(sub)
			if allExact = allExact && subs[k].isExact; allExact {
				all = union(all, subs[k].exact)
			}
		}
		if allExact && len(all) <= maxSet {
			return exactly(all...)
		}
		var set []string
		for _, sub := range subs {
			req := sub.required()
			if len(req) == 0 {
				return info{} // a branch that requires nothing
			}
			set = union(set, best(req))
		}
		return info{need: [][]string{set}}
	}
	return info{}
}

// product is every word of a followed by every word of b.
func product(a, b []string) []string {
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			w := x + y
			if len(x) > 0 && len(y) > 0 && x[len(x)-1] == ' ' && y[0] == ' ' {
				w = x + y[1:] // one run of white space
			}
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// union is a with the words of b it lacks appended.
func union(a, b []string) []string {
	for _, w := range b {
		if !slices.Contains(a, w) {
			a = append(a, w)
		}
	}
	return a
}

// best is the set of a conjunction that rejects most: the longest
// shortest word, then the fewest words.
func best(req [][]string) []string {
	var b []string
	for _, set := range req {
		if b == nil || shortest(set) > shortest(b) || shortest(set) == shortest(b) && len(set) < len(b) {
			b = set
		}
	}
	return b
}

// shortest is the length of set's shortest word, its white space not
// counted ("a " is in most texts, as "a" is).
func shortest(set []string) int {
	n := -1
	for _, w := range set {
		if k := len(w) - strings.Count(w, " "); n < 0 || k < n {
			n = k
		}
	}
	return n
}

// useful reports whether a set is worth a scan (minLen, maxSet).
func useful(set []string) bool {
	return len(set) > 0 && len(set) <= maxSet && shortest(set) >= minLen
}

func newLitSet(words []string) litSet {
	var s litSet
	for _, w := range words {
		s.first[w[0]>>6] |= 1 << (w[0] & 63)
		s.byFirst[w[0]] = append(s.byFirst[w[0]], w)
	}
	return s
}

// shrunk is set cut to at most maxSet words: each word cut to its first
// n bytes, for the largest n that leaves so few (a word's first bytes
// are in every text the word is in).
func shrunk(set []string) []string {
	for n := 12; len(set) > maxSet && n >= minLen; n-- {
		var cut []string
		for _, w := range set {
			cut = union(cut, []string{strings.TrimRight(w[:min(n, len(w))], " ")})
		}
		set = cut
	}
	return set
}

// trimmed is set with the white space around each word removed (a word
// is required with or without it), nil when a word is left empty.
func trimmed(set []string) []string {
	out := make([]string, 0, len(set))
	for _, w := range set {
		w = strings.Trim(w, " ")
		if w == "" {
			return nil
		}
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// in reports whether s holds one of the set's words, ASCII case folded.
func (ls *litSet) in(s string) bool {
	for i := 0; i < len(s); i++ {
		b := folded[s[i]]
		if ls.first[b>>6]&(1<<(b&63)) == 0 {
			continue
		}
		for _, w := range ls.byFirst[b] {
			if hasPrefixFold(s[i:], w) {
				return true
			}
		}
	}
	return false
}

// hasPrefixFold reports whether s starts with w (lower case ASCII, its
// first byte already matched), ASCII case folded, a space of w standing
// for a run of white space.
func hasPrefixFold(s, w string) bool {
	i := 1
	for j := 1; j < len(w); j++ {
		if i >= len(s) || folded[s[i]] != w[j] {
			return false
		}
		i++
		if w[j] == ' ' {
			for i < len(s) && folded[s[i]] == ' ' {
				i++
			}
		}
	}
	return true
}

// folded is lower as a table, for the scans.
var folded = func() (t [256]byte) {
	for b := range t {
		t[b] = lower(byte(b))
	}
	return t
}()

// lower is b with an ASCII upper-case letter lowered and white space
// (what \s matches: tab, line feed, form feed, carriage return, space)
// made a space.
func lower(b byte) byte {
	switch {
	case b >= 'A' && b <= 'Z':
		return b + 'a' - 'A'
	case b == '\t' || b == '\n' || b == '\f' || b == '\r':
		return ' '
	}
	return b
}
