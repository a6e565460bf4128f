package prefilter

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// The only non-ASCII runes that fold to an ASCII letter are the Kelvin
// sign and the long s, which MayMatch checks for; a new Unicode version
// adding another would fail here before it failed a match.
func TestASCIIFoldOrbits(t *testing.T) {
	for r := rune(0); r < 0x80; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f >= 0x80 && f != '\u212a' && f != '\u017f' {
				t.Errorf("%q folds to %q (U+%04X), which MayMatch does not check for", r, f, f)
			}
		}
	}
}

func TestRequired(t *testing.T) {
	for _, c := range []struct {
		expr string
		want [][]string
	}{
		{`(?i)\b(?:i|we)\s+(?:moved|relocated)\b`, [][]string{{"i moved", "i relocated", "we moved", "we relocated"}}},
		{`(?i)\bmov(?:ed|ing)\s+to\b`, [][]string{{"moved to", "moving to"}}}, // the parser's factored "mov" made whole again
		{`(?i)lives?\s+in|living\s+in`, [][]string{{"live in", "lives in", "living in"}}},
		{`(?i)\b(?:moved)?\s*to\b`, [][]string{{"moved to", "movedto", "to"}}},
		{`Caf\x{e9}s?\s+near`, [][]string{{"café near", "cafés near"}}},     // é matches only itself here
		{`(?i)Caf\x{e9}s?\s+near`, [][]string{{"caf"}, {"near", "s near"}}}, // but also É here,
		{`(?:abc|)def`, [][]string{{"abcdef", "def"}}},
		{`(?:xyz){2,}|(?:xyz)+q`, [][]string{{"xyz"}}},
		{`(?:xyz){0,3}`, nil},
		{`[a-z]+ing`, [][]string{{"ing"}}},
		{`,\s*(?:my|our)\s+ex\b`, [][]string{{", my ex", ", our ex", ",my ex", ",our ex"}}}, // a space: a run of white space
		{`\bI\s\s+do\b`, [][]string{{"i do"}}},
		{`\bI\s+do\b|\bwe\b`, [][]string{{"i do", "we"}}},
		{`\bI\s+do\b|\bI\b`, nil}, // "i": too short to reject anything
		{`(?i)\b(?:[\w'-]+\s+){1,3}days|['\x{2019}]d\b`, [][]string{{"'d", "days", "’d"}}},
	} {
		got := MustCompile(c.expr).Required()
		if len(got) == 0 {
			got = nil
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: required %q, want %q", c.expr, got, c.want)
		}
	}
}

// exprs and texts are the oracle test's cases: expressions of the shapes
// package fuse writes and texts that do and do not hold their words.
var exprs = []string{
	`(?i)\b(?:i|we)(?:['\x{2019}]ve|\s+have)?\s+(?:moved|relocated|settled)\s+(?:to|in)\s+(\p{Lu}\w+)`,
	`(?i)\bno\s+longer\s+(?:at|with|in)\b`,
	`\bMy\s+(?:wife|husband|partner)\b`,
	`(?i)KELVIN|Kelvin|\bstress\b`,
	`(?i)(?:^|[.!?]\s+)(?:so|and)\s+(?:we|i)\s+(?:quit|left)\b`,
	`(?i)\bcaf\x{e9}\b`,
	`(x+)(y+)`,
	`(?i)ß|ss`,
	`,\s*(?:my|our)\s+ex\b`,
	`\bI\s\s+do\b`,
	`(?i)we\s+moved\s*to`,
	`Caf\x{e9}s?\s+near`,
	`(?i)Caf\x{e9}s?\s+near`,
}

var texts = []string{
	"", "We moved to Leith in March.", "We’ve moved to Leith", "WE'VE SETTLED IN", "CAFÉ NEAR", "café  near", "we\t\n moved  to Leith", "I do", "I  do", "I\r\ndo", ", my ex", ",our\fex", ",ourex", "i've relocated in Porto", "MOVED TO", "no longer at Globex",
	"My wife says hi", "my wife says hi", "\u212aelvin scale", "di\u017ftre\u017f\u017f", "stre\u017f\u017f",
	"so I quit. and we left", "Café life", "caf\u00c9", "xxyy", "xy", "Strasse and Straße",
	"we moved to leith", "I no longer live in Oslo, we moved to Bergen", "\xff\xfe moved to Oslo",
}

// Every method returns what the plain matcher's returns, on texts that
// hold the words and on texts that do not.
func TestSameAsRegexp(t *testing.T) {
	for _, e := range exprs {
		checkSame(t, e, texts)
	}
}

func checkSame(t *testing.T, expr string, texts []string) {
	t.Helper()
	p, re := MustCompile(expr), regexp.MustCompile(expr)
	for _, s := range texts {
		if got, want := p.MatchString(s), re.MatchString(s); got != want {
			t.Fatalf("%s on %q: MatchString %v, want %v", expr, s, got, want)
		}
		if got, want := p.FindAllStringSubmatchIndex(s, -1), re.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s on %q: FindAllStringSubmatchIndex %v, want %v", expr, s, got, want)
		}
		if got, want := p.ReplaceAllString(s, "<$0>"), re.ReplaceAllString(s, "<$0>"); got != want {
			t.Fatalf("%s on %q: ReplaceAllString %q, want %q", expr, s, got, want)
		}
		if got, want := p.FindStringSubmatch(s), re.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s on %q: FindStringSubmatch %q, want %q", expr, s, got, want)
		}
		if got, want := p.ReplaceAllStringFunc(s, strings.ToUpper), re.ReplaceAllStringFunc(s, strings.ToUpper); got != want {
			t.Fatalf("%s on %q: ReplaceAllStringFunc %q, want %q", expr, s, got, want)
		}
	}
}

// The requirement rejects: a text without the words is not run.
func TestMayMatchRejects(t *testing.T) {
	p := MustCompile(exprs[0])
	if p.MayMatch("how do I descale a kettle") {
		t.Error("MayMatch holds for a text with none of moved, relocated, settled")
	}
	if !p.MayMatch("We MOVED to Leith") {
		t.Error("MayMatch rejects a text holding MOVED")
	}
	if !p.MayMatch("WE\tMoved\n\n in") {
		t.Error("MayMatch rejects a text holding WE, white space, Moved, white space, in")
	}
	if req := p.Required(); len(req) != 1 || len(req[0]) != 48 || !slices.Contains(req[0], "we’ve settled to") {
		t.Errorf("required %q", p.Required())
	}
}

// FuzzSameAsRegexp: for any expression that compiles and any text, the
// guarded methods return what the plain matcher's do.
func FuzzSameAsRegexp(f *testing.F) {
	for i, e := range exprs {
		f.Add(e, texts[i%len(texts)])
	}
	f.Add(`(?i)k+s`, "\u212a\u017f")
	f.Fuzz(func(t *testing.T, expr, s string) {
		if len(expr) > 200 {
			return
		}
		if _, err := regexp.Compile(expr); err != nil {
			return
		}
		checkSame(t, expr, []string{s, strings.ToUpper(s), strings.ToLower(s)})
	})
}
