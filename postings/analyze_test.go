package postings

import (
	"reflect"
	"testing"
)

func TestAnalyzeExamples(t *testing.T) {
	on := AnalyzerOptions{Stopwords: true, Stem: true}
	cases := []struct {
		opts AnalyzerOptions
		in   string
		want []string
	}{
		{on, "user:varun prefers_theme", []string{"user", "varun", "prefer", "theme"}},
		{on, "Varun's dark mode", []string{"varun", "dark", "mode"}},
		{AnalyzerOptions{}, "I don't know", []string{"i", "dont", "know"}},
		{on, "I don't know", []string{"know"}},
		{AnalyzerOptions{}, "Ｆｕｌｌｗｉｄｔｈ ＡＢＣ", []string{"fullwidth", "abc"}},
		{AnalyzerOptions{}, "Straße ΣΟΦΙΑ", []string{"strasse", "σοφια"}},
		{AnalyzerOptions{}, "2026-01-02T09:30", []string{"2026", "01", "02t09", "30"}},
		{AnalyzerOptions{}, "it’s Varun’s", []string{"it", "varun"}},
		{AnalyzerOptions{}, "'quoted' rock'n'roll", []string{"quoted", "rocknroll"}},
		{on, "Running runners ran", []string{"run", "runner", "ran"}},
		{AnalyzerOptions{}, "", nil},
		{AnalyzerOptions{}, "  ...  ", nil},
	}
	for _, c := range cases {
		got := Analyze(c.opts, c.in)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Analyze(%+v, %q) = %q, want %q", c.opts, c.in, got, c.want)
		}
	}
}

func TestAnalyzeLongTokenDropped(t *testing.T) {
	long := make([]byte, 300)
	for i := range long {
		long[i] = 'a'
	}
	got := Analyze(AnalyzerOptions{}, "x "+string(long)+" y")
	if !reflect.DeepEqual(got, []string{"x", "y"}) {
		t.Fatalf("got %q", got)
	}
}

func TestNormRoundTrip(t *testing.T) {
	prev := uint32(0)
	for l := uint32(0); l < 1<<20; l++ {
		d := decodeNorm(encodeNorm(l))
		if d > l {
			t.Fatalf("decode(encode(%d)) = %d > input", l, d)
		}
		if l < numFreeValues && d != l {
			t.Fatalf("small length %d not exact: %d", l, d)
		}
		if d < prev {
			t.Fatalf("not monotone at %d", l)
		}
		prev = d
	}
	for b := 0; b < 256; b++ {
		if encodeNorm(decodeNorm(byte(b))) != byte(b) {
			t.Fatalf("byte %d does not round trip", b)
		}
	}
}

func FuzzAnalyze(f *testing.F) {
	f.Add("user:varun prefers_theme don't Varun's")
	f.Add("Ｆｕｌｌ ß ’s '")
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range []AnalyzerOptions{{}, {Stopwords: true, Stem: true}} {
			for _, tok := range Analyze(o, s) {
				if tok == "" || len(tok) > 4*maxTokenBytes {
					t.Fatalf("bad token %q", tok)
				}
			}
		}
	})
}
