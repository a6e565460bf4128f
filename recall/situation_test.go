package recall

import (
	"context"
	"testing"
	"time"

	"github.com/evicortex/evicortex/postings"
)

// TestGoalTermsInTextOracle: the goal terms the index finds in each
// candidate's text are those goalRelevance finds by analyzing the text
// (the slow, obvious way), for goals with repeated, stemmed, stop and
// absent words.
func TestGoalTermsInTextOracle(t *testing.T) {
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
	p := newPass(s, Query{Namespace: "g", Now: at})
	p.an = s.Analyzer()
	if err := p.load(context.Background(), cands); err != nil {
		t.Fatal(err)
	}
	matched := 0
	for _, g := range []string{"fix the compile error in the build", "prepare the presentation slides slides",
		"the and of", "quantum chromodynamics", "Build BUILD builds", "resume cafe naive errors"} {
		goal := uniq(postings.Analyze(p.an, g))
		in, err := goalTermsInText(p, g, goal, cands)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cands {
			want := goalRelevance(p, goal, "", p.episode(c).Text)
			got := 0.0
			if in != nil {
				got = float64(in[c]) / float64(len(goal))
			}
			if got != want {
				t.Errorf("goal %q, text %q: index gives %v, analysis %v", g, p.episode(c).Text, got, want)
			}
			if want > 0 {
				matched++
			}
		}
	}
	if matched < 5 {
		t.Fatalf("only %d candidate texts hold goal terms: the test checks too little", matched)
	}
}
