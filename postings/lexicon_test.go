package postings

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// lexTerms maps the lexicon's ids for text back to strings.
func lexTerms(x *lexicon, text string) []string {
	var out []string
	for _, id := range x.appendTermIDs(nil, text) {
		out = append(out, string(x.term(id)))
	}
	return out
}

// randomText mixes the inputs the ASCII fast path must treat exactly as
// Analyze does: case, digits, apostrophes at every position, stopwords,
// separators, tokens around the 255-byte limit, and some non-ASCII.
func randomText(r *rand.Rand) string {
	words := []string{"The", "running", "RUNNERS", "don't", "varun's", "it's", "'quoted'", "rock'n'roll",
		"x'", "'y", "a''b", "v2", "2026-01-02T09:30", "user:varun", "prefers_theme", "Straße", "ΣΟΦΙΑ",
		"it’s", "Ｆｕｌｌ", "and", "generalization", "were", "caf\u00e9", "über", "ÉCOLE"}
	var b strings.Builder
	for i, n := 0, r.Intn(12); i < n; i++ {
		switch r.Intn(10) {
		case 0:
			b.WriteString(strings.Repeat("ab", 127+r.Intn(3))) // 254-258 bytes
		case 1:
			b.WriteByte(byte(r.Intn(128)))
		default:
			w := words[r.Intn(len(words))]
			if r.Intn(3) == 0 && w[0] < 0x80 {
				w = strings.ToUpper(w)
			}
			b.WriteString(w)
		}
		b.WriteString([]string{" ", ", ", "'", "-", "\t", "’"}[r.Intn(6)])
	}
	return b.String()
}

func TestLexiconMatchesAnalyze(t *testing.T) {
	seed := rand.Int63()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	for _, opts := range []AnalyzerOptions{{}, {Stopwords: true}, {Stem: true}, {Stopwords: true, Stem: true}} {
		x := newLexicon(opts)
		for i := 0; i < 3000; i++ {
			text := randomText(r)
			want, got := Analyze(opts, text), lexTerms(x, text)
			if !slices.Equal(got, want) {
				t.Fatalf("opts %+v text %q: lexicon %q, Analyze %q", opts, text, got, want)
			}
		}
	}
}

func FuzzLexicon(f *testing.F) {
	for _, s := range []string{"Varun's dark-mode", "I don't know", "rock'n'roll 2026", "Straße", "x' 'y"} {
		f.Add(s)
	}
	x := newLexicon(AnalyzerOptions{Stopwords: true, Stem: true})
	f.Fuzz(func(t *testing.T, text string) {
		want, got := Analyze(x.opts, text), lexTerms(x, text)
		if !slices.Equal(got, want) {
			t.Fatalf("text %q: lexicon %q, Analyze %q", text, got, want)
		}
	})
}

func TestTermTable(t *testing.T) {
	tt := newTermTable(4)
	ref := map[string]uint32{}
	for i := 0; i < 20000; i++ {
		k := fmt.Sprintf("k%d", i%7919*13)
		id := tt.intern([]byte(k))
		if want, ok := ref[k]; ok && id != want {
			t.Fatalf("%q: id %d, first %d", k, id, want)
		} else if !ok {
			if int(id) != len(ref) {
				t.Fatalf("%q: new id %d, want %d", k, id, len(ref))
			}
			ref[k] = id
		}
	}
	for k, id := range ref {
		if got, _, _, ok := tt.findString(k); !ok || got != id || string(tt.key(id)) != k {
			t.Fatalf("%q: found %d %v, want %d", k, got, ok, id)
		}
	}
	if _, _, _, ok := tt.findString("absent"); ok || tt.len() != len(ref) {
		t.Fatalf("absent key found or len %d != %d", tt.len(), len(ref))
	}
}

// TestLexiconResetSameIndex builds the same documents with the lexicon
// kept across flushes and with a new lexicon at every flush (the size
// bound at its smallest): searches, and Check, must agree.
func TestLexiconResetSameIndex(t *testing.T) {
	build := func(maxBytes int) *Index {
		old := lexiconMaxBytes
		lexiconMaxBytes = maxBytes
		defer func() { lexiconMaxBytes = old }()
		ix, err := New(Options{Analyzer: AnalyzerOptions{Stopwords: true, Stem: true}, FlushDocs: 50})
		if err != nil {
			t.Fatal(err)
		}
		c := newCorpus(5, 300)
		for d := uint32(0); d < 620; d++ {
			if err := ix.Add(d, c.text(12)+" Varun's café"); err != nil {
				t.Fatal(err)
			}
			if d%7 == 3 {
				ix.Delete(d - 2)
			}
		}
		if err := Check(ix); err != nil {
			t.Fatal(err)
		}
		return ix
	}
	kept, fresh := build(1<<30), build(0)
	defer kept.Close()
	defer fresh.Close()
	c := newCorpus(6, 300)
	for i := 0; i < 200; i++ {
		q := c.text(4)
		a, err1 := kept.Search(q, 10, nil)
		b, err2 := fresh.Search(q, 10, nil)
		if err1 != nil || err2 != nil || !slices.Equal(a, b) {
			t.Fatalf("query %q: kept %v (%v), fresh %v (%v)", q, a, err1, b, err2)
		}
	}
}
