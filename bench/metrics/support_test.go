package metrics

import (
	"math"
	"testing"
	"time"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestNormalize(t *testing.T) {
	got := Normalize("The Quick, brown-fox an A 7 May 2023!")
	want := []string{"quick", "brown", "fox", "7", "may", "2023"}
	if len(got) != len(want) {
		t.Fatalf("%q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%q, want %q", got, want)
		}
	}
}

func TestTokenF1Hand(t *testing.T) {
	cases := []struct {
		gold, cand string
		want       float64
	}{
		{"7 May 2023", "on 7 May 2023", 1},                // "on" extra: P 3/4, R 1 -> 6/7
		{"Psychology, counseling", "psychology", 2.0 / 3}, // P 1, R 1/2
		{"the cat", "a dog", 0},                           // articles dropped
		{"", "x", 0},                                      // empty gold
		{"red red blue", "red blue blue", 2.0 / 3},        // multiset: 2 common of 3 and 3
	}
	cases[0].want = 2 * 0.75 * 1 / 1.75
	for _, c := range cases {
		if got := TokenF1(c.gold, c.cand); !near(got, c.want) {
			t.Errorf("TokenF1(%q, %q) = %v, want %v", c.gold, c.cand, got, c.want)
		}
	}
}

func TestAnswerSupportHand(t *testing.T) {
	packed := []string{"Caroline: I went to the LGBTQ support group yesterday.\nMelanie: Nice!", "Melanie: I painted a sunrise in 2022."}
	f1, in := AnswerSupport("2022", packed)
	// best line is "Melanie: I painted a sunrise in 2022." -> 6 tokens, 1 common: P 1/6, R 1
	if !near(f1, 2*(1.0/6)/(1.0/6+1)) || !in {
		t.Fatalf("2022: f1 %v contained %v", f1, in)
	}
	f1, in = AnswerSupport("LGBTQ support group", packed)
	if !in || !(f1 > 0.4) {
		t.Fatalf("group: f1 %v contained %v", f1, in)
	}
	if _, in := AnswerSupport("port group", packed); in {
		t.Fatal("containment must be on whole tokens")
	}
	if f1, in := AnswerSupport("The", packed); f1 != 0 || in {
		t.Fatal("an answer that normalizes to nothing scores 0")
	}
}

func TestRankingHand(t *testing.T) {
	ranked := []string{"s3", "s1", "s7", "s2", "s9"}
	gold := []string{"s1", "s2"}
	if RecallAny(gold, ranked, 1) != 0 || RecallAny(gold, ranked, 2) != 1 {
		t.Fatal("recall_any")
	}
	if RecallAll(gold, ranked, 3) != 0 || RecallAll(gold, ranked, 4) != 1 || RecallAll(nil, ranked, 4) != 0 {
		t.Fatal("recall_all")
	}
	// authors' DCG: rank1 w=1, rank2 w=1/log2(2)=1, rank3 1/log2(3), rank4 1/log2(4)=0.5
	// hits at ranks 2 and 4: DCG = 1 + 0.5; ideal (2 gold) = 1 + 1.
	if got := NDCGAny(gold, ranked, 5); !near(got, 1.5/2) {
		t.Fatalf("ndcg@5 = %v, want 0.75", got)
	}
	// k=3: hit at rank 2 only: 1 / 2.
	if got := NDCGAny(gold, ranked, 3); !near(got, 0.5) {
		t.Fatalf("ndcg@3 = %v", got)
	}
	// k=1: no hit; ideal 1.
	if got := NDCGAny(gold, ranked, 1); got != 0 {
		t.Fatalf("ndcg@1 = %v", got)
	}
	// hit at rank 3 with one gold: (1/log2 3) / 1.
	if got := NDCGAny([]string{"s7"}, ranked, 10); !near(got, 1/math.Log2(3)) {
		t.Fatalf("ndcg rank 3 = %v", got)
	}
	if NDCGAny([]string{"s3"}, ranked, 10) != 1 || NDCGAny(nil, ranked, 10) != 0 {
		t.Fatal("ndcg perfect / empty")
	}
}

// TestBootstrapHand: a 2-value sample's bootstrap means lie in {0, 0.5, 1};
// with 1000 resamples the 2.5% and 97.5% points are 0 and 1.
func TestBootstrapHand(t *testing.T) {
	lo, hi := Bootstrap([]float64{0, 1}, 1000, 7)
	if lo != 0 || hi != 1 {
		t.Fatalf("[%v,%v]", lo, hi)
	}
	a1, b1 := Bootstrap([]float64{0.1, 0.4, 0.9, 0.3}, 500, 99)
	a2, b2 := Bootstrap([]float64{0.1, 0.4, 0.9, 0.3}, 500, 99)
	if a1 != a2 || b1 != b2 {
		t.Fatal("not deterministic")
	}
}

func TestSummarizeNoEvidenceAndAnswers(t *testing.T) {
	outs := []Outcome{
		{Kind: "locomo-cat4", Answerable: true, EvidenceRecall: 1, HasAnswer: true, AnswerF1: 0.5, Contained: true, Latency: time.Millisecond},
		{Kind: "locomo-cat4", Answerable: true, NoEvidence: true, NoExpected: true, HasAnswer: true, AnswerF1: 1, Contained: true},
		{Kind: "locomo-cat1", Answerable: true, EvidenceRecall: 0, NoExpected: true, HasAnswer: true},
		{Kind: "unanswerable", Category: "locomo-cat5", Abstained: true},
	}
	outs[0].NoExpected = true
	s := Summarize(outs, 10, 1)
	if s.NoEvidence != 1 || s.Answerable != 3 || s.EvidenceRecall != 0.5 || s.AnswerQuestions != 3 ||
		!near(s.AnswerSupportF1, 0.5) || !near(s.AnswerContainment, 2.0/3) || s.TemporalQuestions != 0 {
		t.Fatalf("%+v", s)
	}
	if len(s.Categories) != 3 || s.Categories[1].Name != "locomo-cat4" || s.Categories[1].NoEvidence != 1 ||
		s.Categories[1].EvidenceRecall != 1 || s.Categories[2].Name != "locomo-cat5" || s.Categories[2].AbstainAccuracy != 1 {
		t.Fatalf("categories %+v", s.Categories)
	}
}
