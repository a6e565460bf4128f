package affect

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func mini(t *testing.T) *Lexicon {
	t.Helper()
	l, err := Load(filepath.Join("testdata", "mini_lexicon.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestAnalyzeRules(t *testing.T) {
	l := mini(t)
	norm := func(s float64) float64 { return s / math.Sqrt(s*s+15) }
	for text, want := range map[string]float64{
		"I am happy":                    norm(2.7),
		"I am not happy":                norm(2.7 * -0.74),
		"I am very happy":               norm(2.7 + 0.293),
		"Terrible, sad day":             norm(-4.2),
		"Don't be sad":                  norm(-2.1 * -0.74),
		"nothing rated here":            0,
		"Great and happy, love it, yes": norm(3.1 + 2.7 + 3.2),
	} {
		if got := l.Analyze(text).Valence; math.Abs(got-want) > 1e-12 {
			t.Errorf("Analyze(%q) valence %v, want %v", text, got, want)
		}
	}
	if a := l.Analyze("angry angry"); math.Abs(a.Arousal-2.3/4) > 1e-12 || a.Rated != 2 {
		t.Errorf("arousal %+v", a)
	}
	if !strings.HasPrefix(l.Producer(), "vader-core@1+lexicon-sha256:") {
		t.Errorf("producer %q", l.Producer())
	}
}

func TestParseRejects(t *testing.T) {
	for _, bad := range []string{"", "word\n", "word\tabc\n", "word\t9.5\n"} {
		if _, err := Parse(strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

// TestRealLexicon runs over the VADER lexicon `make lexicon` fetches
// (EVICORTEX_LEXICON or .cache/lexicon); required when
// EVICORTEX_REQUIRE_LEXICON is set (make test).
func TestRealLexicon(t *testing.T) {
	path := os.Getenv("EVICORTEX_LEXICON")
	if path == "" {
		path = filepath.Join("..", ".cache", "lexicon", "vader_lexicon.txt")
	}
	l, err := Load(path)
	if err != nil {
		if os.Getenv("EVICORTEX_REQUIRE_LEXICON") != "" {
			t.Fatalf("lexicon required: %v", err)
		}
		t.Skipf("no VADER lexicon (run make lexicon): %v", err)
	}
	if l.Len() != 7517 && l.Len() < 7000 {
		t.Errorf("%d entries", l.Len())
	}
	pos, neg := l.Analyze("I love this, it is wonderful and I am so happy"), l.Analyze("This is awful, I hate it and I am furious")
	if pos.Valence < 0.5 || neg.Valence > -0.5 || neg.Arousal <= 0 {
		t.Errorf("positive %+v, negative %+v", pos, neg)
	}
}
