package recall

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"
)

// TestGoalMasksOracle: the goal terms the index finds in each
// candidate's text (masksFromIndex) are those goalMatch.mask finds by
// analyzing the text (the slow, obvious way), for goals with repeated,
// stemmed, stop and absent words; and the weighted share gives a term no
// text holds no weight.
func TestGoalMasksOracle(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "g")
	texts := []string{
		"The build broke with a compile error in the parser module.",
		"Fixing builds is tedious; the compiler errors keep coming.",
		"We need the slides and the budget sheet ready by Thursday.",
		"Nothing about work here, just pasta.",
		"Presentation slides: prepare them, then present the slides.",
		"Café naïve résumé: the build's errors, again.",
	}
	var cands []uint32
	for i, x := range texts {
		cands = append(cands, s.add(t, x, at.Add(time.Duration(i)*time.Minute)))
	}
	p := newPass(idfSnapshot{s}, Query{Namespace: "g", Now: at})
	p.an = s.Analyzer()
	if err := p.load(context.Background(), cands); err != nil {
		t.Fatal(err)
	}
	matched := 0
	for _, g := range []string{"fix the compile error in the build", "prepare the presentation slides slides",
		"the and of", "quantum chromodynamics", "Build BUILD builds", "resume cafe naive errors"} {
		goal := newGoalMatch(p, g)
		if err := goal.weigh(p); err != nil {
			t.Fatal(err)
		}
		in, err := goal.masksFromIndex(p, cands)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cands {
			text := p.episode(c).Text
			want := goal.mask(p.an, text)
			if in[c] != want || goal.share(in[c]) != goal.share(want) {
				t.Errorf("goal %q, text %q: index gives %b, analysis %b", g, text, in[c], want)
			}
			if want != 0 {
				matched++
			}
		}
	}
	if matched < 5 {
		t.Fatalf("only %d candidate texts hold goal terms: the test checks too little", matched)
	}
}

// TestGoalShareWeights: with namespace statistics, a goal term no text
// holds weighs 0 (a text holding the goal's other terms covers all of
// it), and a rare term counts more than a common one.
func TestGoalShareWeights(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "g")
	rare := s.add(t, "The deploy failed with an exception in the payment service.", at)
	common := s.add(t, "The service was slow again.", at.Add(time.Minute))
	s.add(t, "The service desk called back.", at.Add(2*time.Minute))
	p := newPass(idfSnapshot{s}, Query{Namespace: "g", Now: at})
	p.an = s.Analyzer()
	if err := p.load(context.Background(), []uint32{rare, common}); err != nil {
		t.Fatal(err)
	}
	goal := newGoalMatch(p, "track down the exception in the service")
	if err := goal.weigh(p); err != nil {
		t.Fatal(err)
	}
	full := goal.share(goal.mask(p.an, p.episode(rare).Text))
	part := goal.share(goal.mask(p.an, p.episode(common).Text))
	if full != 1 {
		t.Errorf("the text holding every goal term the namespace knows covers %v of the goal, want 1", full)
	}
	if !(part > 0 && part < 0.5) {
		t.Errorf("the text holding only the common goal term covers %v, want in (0, 0.5)", part)
	}
	if plain := goal.plainShare(goal.mask(p.an, p.episode(rare).Text)); plain >= full {
		t.Errorf("plain share %v should count the unknown term \"track\" against the text", plain)
	}
}

// idfSnapshot gives a memSnapshot namespace statistics: BM25's idf over
// its evidence, computed from searches (the test's own, obvious way).
type idfSnapshot struct{ *memSnapshot }

func (s idfSnapshot) IDF(terms []string) ([]float64, []uint64, error) {
	n := float64(s.tl.Len())
	w, df := make([]float64, len(terms)), make([]uint64, len(terms))
	for i, t := range terms {
		hits, err := s.SearchEvidence(t, s.tl.Len()+1, nil)
		if err != nil {
			return nil, nil, err
		}
		df[i] = uint64(len(hits))
		w[i] = math.Log(1 + (n-float64(df[i])+0.5)/(float64(df[i])+0.5))
	}
	return w, df, nil
}

// TestGoalMasksFromQueryOracle: when every goal term is a query term, the
// masks taken from the lexical hits' reported terms (masksFromQuery) are
// those analysis finds in each hit's text; a goal with a term outside the
// query, or a candidate that is not a lexical hit, falls back.
func TestGoalMasksFromQueryOracle(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "q")
	texts := []string{
		"The build broke with a compile error in the parser module.",
		"Fixing builds is tedious; the compiler errors keep coming.",
		"We need the slides and the budget sheet ready by Thursday.",
		"Presentation slides: prepare them, then present the slides.",
		"Café naïve résumé: the build's errors, again.",
		"Errors, errors everywhere, and the build is green anyway.",
	}
	// Notes holding a varying subset of the queries' words, so that each
	// query has more lexical hits than goalSearchFrom.
	words := []string{"errors", "build", "slides", "budget", "Sheet", "café", "résumé"}
	for i := 1; i < 48; i++ {
		x := fmt.Sprintf("Note %d:", i)
		for k, w := range words {
			if i>>(k%6)&1 == 1 || k == 6 && i%3 == 0 {
				x += " " + w
			}
		}
		texts = append(texts, x+".")
	}
	for i, x := range texts {
		s.add(t, x, at.Add(time.Duration(i)*time.Minute))
	}
	checked := 0
	for _, c := range []struct{ query, goal string }{
		{"Why did the build break with a compile error?", "Why did the build break with a compile error?"},
		{"What errors did the builds and the slides have?", "slides errors build"},
		{"Café résumé errors", "résumé ERRORS café"},
		{"What about the budget sheet and slides?", "sheet sheet budget"},
	} {
		p := newPass(idfSnapshot{s}, Query{Namespace: "q", Text: c.query, Now: at})
		p.an = s.Analyzer()
		p.filter = s.Visible(time.Time{}, time.Time{})
		var err error
		if p.lex, err = p.searchLexical(context.Background()); err != nil {
			t.Fatal(err)
		}
		cands := make([]uint32, len(p.lex))
		for i, h := range p.lex {
			cands[i] = h.Doc
		}
		goal := newGoalMatch(p, c.goal)
		out := make([]uint64, len(cands))
		if len(cands) <= goalSearchFrom {
			t.Fatalf("query %q: %d lexical hits, the test needs more than %d", c.query, len(cands), goalSearchFrom)
		}
		if c.goal != c.query && goal.masksFromQuery(out, p, cands[:3]) {
			// Over few candidates a goal that is not the query is not
			// checked: that would analyze the query to spare a few texts.
			t.Errorf("query %q, goal %q: analyzed the query for 3 candidates", c.query, c.goal)
		}
		if !goal.masksFromQuery(out, p, cands) {
			t.Fatalf("query %q, goal %q: every goal term is a query term, but it fell back", c.query, c.goal)
		}
		for i, cand := range cands {
			if want := goal.mask(p.an, p.episode(cand).Text); out[i] != want {
				t.Errorf("query %q, goal %q, text %q: from the query %b, analysis %b", c.query, c.goal, p.episode(cand).Text, out[i], want)
			}
			checked++
		}
		if goal.masksFromQuery(out, p, append(cands[1:len(cands):len(cands)], cands[0])) {
			t.Errorf("query %q: candidates out of the lexical order did not fall back", c.query)
		}
		if g := newGoalMatch(p, c.goal+" quantum"); g.masksFromQuery(out, p, cands) {
			t.Errorf("query %q: a goal term outside the query did not fall back", c.query)
		}
	}
	if checked < 4*goalSearchFrom {
		t.Fatalf("only %d candidates checked", checked)
	}
}
