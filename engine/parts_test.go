package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestSplitParts(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"", nil},
		{"One short sentence only.", nil},
		{"I moved to Leeds in May this year. The new flat has no lift, sadly.", []string{"I moved to Leeds in May this year.", "The new flat has no lift, sadly."}},
		// a piece under minPartBytes joins the one before it (the first
		// joins the next; a short last one joins the one before)
		{"Hi! I started at Globex this week, finally. Ok?", nil},
		{"Ugh. Long day at the office again today. The commute was awful, though.", []string{"Ugh. Long day at the office again today.", "The commute was awful, though."}},
		{"Long day at the office again today. The commute was awful. Bye now!", []string{"Long day at the office again today.", "The commute was awful. Bye now!"}},
		// line breaks end a part; a '.' inside a word or number does not
		{"- the flat in Leeds, 3.5 miles out\n- the dog, Biscuit, now two years old", []string{"- the flat in Leeds, 3.5 miles out", "- the dog, Biscuit, now two years old"}},
		{"first line is long enough here\n\n\nsecond line is long enough too", []string{"first line is long enough here", "second line is long enough too"}},
	}
	for _, c := range cases {
		if got := splitParts(c.text); !slices.Equal(got, c.want) {
			t.Errorf("splitParts(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	long := strings.Repeat("This sentence is long enough to stand alone. ", 40)
	if got := splitParts(long); len(got) != maxParts {
		t.Errorf("%d parts of a 40-sentence text, want the cap %d", len(got), maxParts)
	}
}

// FuzzSplitParts: parts are trimmed, non-empty, at most maxParts, and
// their words are the text's words in order (nothing invented or
// reordered).
func FuzzSplitParts(f *testing.F) {
	for _, s := range []string{"a. b. c.", "I moved to Leeds. Then to York!\nAnd back?", "x;y; z", "\n\n", "...."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps := splitParts(s)
		if len(ps) == 1 || len(ps) > maxParts {
			t.Fatalf("%d parts", len(ps))
		}
		words := strings.Fields(s)
		var got []string
		for _, p := range ps {
			if p == "" || strings.TrimSpace(p) != p {
				t.Fatalf("part %q not trimmed", p)
			}
			got = append(got, strings.Fields(p)...)
		}
		if len(ps) > 0 && len(ps) < maxParts && !slices.Equal(got, words) {
			t.Fatalf("parts %q do not hold the words of %q", ps, s)
		}
		if len(got) > len(words) || !slices.Equal(got, words[:len(got)]) {
			t.Fatalf("parts %q are not a prefix of the words of %q", ps, s)
		}
	})
}

// TestDensePartsOracle: every dense hit's score is the mean of its whole
// text's cosine with the query and the best of its whole text's and parts'
// cosines, computed here from the encoder, and the hits come in that order (the namespace is smaller than
// the rescoring pool, so the search is exact); the same after a rebuild and
// after a reopen from the checkpoint (which reloads the parts from the
// ledger). A long text whose one sentence answers the query outranks
// shorter texts that share a word with it.
func TestDensePartsOracle(t *testing.T) {
	ctx := context.Background()
	enc := &hashEncoder{id: "hash-v1", dims: 64}
	e, path := openTest(t, Options{Encoder: enc})
	words := strings.Fields("yellow garden weather rainy party neighbours loud office commute train late dog walk park city moved flat lift")
	rng := rand.New(rand.NewPCG(7, 9))
	sentence := func() string {
		n := 4 + rng.IntN(4)
		ws := make([]string, n)
		for i := range ws {
			ws[i] = words[rng.IntN(len(words))]
		}
		return strings.Join(ws, " ") + "."
	}
	var texts []string
	text := map[string]string{} // evidence id -> content
	for i := range 60 {
		n := 1 + rng.IntN(4)
		ss := make([]string, n)
		for j := range ss {
			ss[j] = sentence()
		}
		texts = append(texts, strings.Join(ss, " "))
		r := mustRemember(t, e, Observation{Namespace: "s", Content: texts[i], Source: "x", OccurredAt: date("2026-01-01").AddDate(0, 0, 2*i)})
		text[r.ID] = texts[i]
	}
	answer := "The weather was rainy and grey all week long. We painted the kitchen walls yellow on Sunday. The neighbours threw a loud party again."
	texts = append(texts, answer)
	r := mustRemember(t, e, Observation{Namespace: "s", Content: answer, Source: "x", OccurredAt: date("2026-09-01")})
	text[r.ID] = answer
	mustRemember(t, e, Observation{Namespace: "other", Content: "painted kitchen walls yellow", Source: "x"})
	if _, err := e.SyncSemantic(ctx, "s"); err != nil {
		t.Fatal(err)
	}
	query := "painted kitchen walls yellow"
	qv, _ := enc.Embed(ctx, []string{query})
	oracle := map[string]float64{}
	for _, tx := range texts {
		all := append([]string{tx}, splitParts(tx)...)
		vs, _ := enc.Embed(ctx, all)
		cos := make([]float64, len(vs))
		for j, v := range vs {
			for i := range v {
				cos[j] += float64(v[i]) * float64(qv[0][i])
			}
		}
		oracle[tx] = (cos[0] + slices.Max(cos)) / 2 // the whole's, then the best of whole and parts
	}
	check := func(e *Engine, when string) {
		t.Helper()
		c, err := e.Recall(ctx, Query{Namespace: "s", Text: query, BudgetTokens: 20000})
		if err != nil {
			t.Fatal(err)
		}
		type hit struct {
			rank int
			cos  float64
			text string
		}
		var hits []hit
		for _, it := range c.Items {
			for _, ch := range it.Trace.Channels {
				if ch.Channel == "dense" {
					tx, ok := text[it.ID]
					if !ok {
						t.Fatalf("%s: dense hit %s (%q) is not one of the namespace's texts", when, it.ID, it.Text)
					}
					hits = append(hits, hit{ch.Rank, ch.Features["cosine"], tx})
				}
			}
		}
		if len(hits) < 10 {
			t.Fatalf("%s: %d dense hits", when, len(hits))
		}
		slices.SortFunc(hits, func(a, b hit) int { return a.rank - b.rank })
		for i, h := range hits {
			want := oracle[h.text]
			if math.Abs(h.cos-want) > 1e-5 {
				t.Errorf("%s: rank %d cosine %.6f, oracle %.6f (%q)", when, h.rank, h.cos, want, h.text)
			}
			if i > 0 && h.cos > hits[i-1].cos+1e-6 {
				t.Errorf("%s: rank %d (%.6f) above rank %d (%.6f)", when, h.rank, h.cos, hits[i-1].rank, hits[i-1].cos)
			}
		}
		if hits[0].text != answer {
			t.Errorf("%s: top dense hit %q, want the text whose sentence answers", when, hits[0].text)
		}
	}
	check(e, "after sync")
	st, err := e.Stats()
	if err != nil {
		t.Fatal(err)
	}
	wantParts := 0
	for _, tx := range texts {
		wantParts += len(splitParts(tx))
	}
	if st.DenseParts != wantParts || wantParts == 0 {
		t.Fatalf("Stats.DenseParts %d, want %d", st.DenseParts, wantParts)
	}
	if err := e.RebuildIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	check(e, "after rebuild")
	before := enc.texts.Load()
	e.Close()
	e2, err := Open(path, Options{Encoder: enc})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	check(e2, "after reopen")
	if st, err := e2.Stats(); err != nil || st.DenseParts != wantParts {
		t.Fatalf("after reopen Stats.DenseParts %d (%v), want %d", st.DenseParts, err, wantParts)
	}
	if got := enc.texts.Load() - before; got != 1 {
		t.Fatalf("reopen and a recall embedded %d texts, want the query only", got)
	}
}

// TestDensePartsPurge: purging a text with parts removes its part vectors
// from the ledger and from memory (Stats.DenseParts), and a later recall
// never scores it.
func TestDensePartsPurge(t *testing.T) {
	ctx := context.Background()
	enc := &hashEncoder{id: "hash-v1", dims: 64}
	e, _ := openTest(t, Options{Encoder: enc})
	mustRemember(t, e, Observation{Namespace: "s", Content: "The garden needs weeding again this week. The roses are out and the lawn is long.", Source: "x"})
	gone := mustRemember(t, e, Observation{Namespace: "s", Content: "Lunch was late today, sadly. We painted the kitchen walls yellow on Sunday.", Source: "x"})
	if _, err := e.SyncSemantic(ctx, "s"); err != nil {
		t.Fatal(err)
	}
	st, _ := e.Stats()
	if st.DenseParts != 4 {
		t.Fatalf("DenseParts %d before the purge, want 4", st.DenseParts)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "s", IDs: []string{gone.ID}}); err != nil {
		t.Fatal(err)
	}
	if st, _ = e.Stats(); st.DenseParts != 2 {
		t.Fatalf("DenseParts %d after purging a two-part text, want 2", st.DenseParts)
	}
	c, err := e.Recall(ctx, Query{Namespace: "s", Text: "painted kitchen walls yellow", BudgetTokens: 500})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range c.Items {
		if it.ID == gone.ID || strings.Contains(it.Text, "kitchen") {
			t.Fatalf("a purged text came back: %+v", it)
		}
	}
}
