package metrics

import (
	"math"
	"reflect"
	"testing"
	"time"
)

func TestEvidenceRecall(t *testing.T) {
	packed := []string{"I moved to Lyon.", "Coffee is good. I drive a Golf."}
	cases := []struct {
		gold []string
		want float64
	}{
		{[]string{"I moved to Lyon."}, 1},
		{[]string{"I moved to Lyon.", "I drive a Golf."}, 1},
		{[]string{"I moved to Lyon.", "I drive a Tesla."}, 0.5},
		{[]string{"Lyon.\nCoffee"}, 1}, // the join separator is "\n"
		{[]string{"I moved to Lyon. Coffee"}, 0},
		{nil, 0},
	}
	for _, c := range cases {
		if got := EvidenceRecall(c.gold, packed); got != c.want {
			t.Errorf("EvidenceRecall(%q) = %v, want %v", c.gold, got, c.want)
		}
	}
}

func TestRecallAtK(t *testing.T) {
	ranked := []string{"a", "b", "a", "c", "d"}
	cases := []struct {
		gold []string
		k    int
		want float64
	}{
		{[]string{"c"}, 3, 1}, // duplicates do not use up the cutoff
		{[]string{"d"}, 3, 0},
		{[]string{"a", "d"}, 4, 1},
		{[]string{"a", "z", "b", "d"}, 2, 0.5},
	}
	for _, c := range cases {
		if got := RecallAtK(c.gold, ranked, c.k); got != c.want {
			t.Errorf("RecallAtK(%v, %d) = %v, want %v", c.gold, c.k, got, c.want)
		}
	}
}

func TestPercentile(t *testing.T) {
	xs := []float64{5, 1, 4, 2, 3, 10, 9, 8, 7, 6, 15, 14, 13, 12, 11, 20, 19, 18, 17, 16}
	cases := map[float64]float64{50: 10, 95: 19, 100: 20, 1: 1, 2.5: 1, 97.5: 20, 51: 11}
	for p, want := range cases {
		if got := Percentile(xs, p); got != want {
			t.Errorf("Percentile(p=%v) = %v, want %v", p, got, want)
		}
	}
	if xs[0] != 5 {
		t.Fatal("Percentile sorted its input")
	}
	if Percentile([]float64{3, 1, 2}, 50) != 2 || Percentile(nil, 50) != 0 {
		t.Fatal("small percentile cases")
	}
}

func TestBootstrap(t *testing.T) {
	xs := []float64{1, 0, 1, 1, 0, 1, 0, 1, 1, 1}
	lo1, hi1 := Bootstrap(xs, 1000, 42)
	lo2, hi2 := Bootstrap(xs, 1000, 42)
	if lo1 != lo2 || hi1 != hi2 {
		t.Fatalf("same seed, different intervals: [%v,%v] [%v,%v]", lo1, hi1, lo2, hi2)
	}
	m := Mean(xs)
	if !(lo1 <= m && m <= hi1) || lo1 < 0 || hi1 > 1 || hi1-lo1 < 0.2 {
		t.Fatalf("interval [%v,%v] around mean %v", lo1, hi1, m)
	}
	// Bootstrap means of 10 Bernoulli values are multiples of 0.1.
	if r := math.Mod(lo1*10+1e-9, 1); r > 1e-6 {
		t.Fatalf("lo %v not a resample mean", lo1)
	}
	if lo, hi := Bootstrap([]float64{0.5, 0.5, 0.5}, 100, 1); lo != 0.5 || hi != 0.5 {
		t.Fatalf("constant sample: [%v,%v]", lo, hi)
	}
	lo3, hi3 := Bootstrap(xs, 1000, 43)
	if lo3 == lo1 && hi3 == hi1 {
		t.Logf("seeds 42 and 43 gave the same interval (possible, not an error)")
	}
}

func TestAnswer(t *testing.T) {
	cands := []string{"Porto", "Lyon", "Oslo"}
	cases := []struct {
		name  string
		items []Item
		want  string
		ok    bool
	}{
		{"last mention", []Item{{Text: "I finally moved from Porto to Lyon."}}, "Lyon", true},
		{"skips unrelated", []Item{{Text: "Nice weather."}, {Text: "Oslo is cold."}}, "Oslo", true},
		{"word boundary", []Item{{Text: "Lyonnaise potatoes; Portos"}}, "", false},
		{"claim wins first", []Item{{Subject: "user:maya", Predicate: "lives_in", Value: "Porto", Text: "x"}, {Text: "Lyon"}}, "Porto", true},
		{"other claim skipped", []Item{{Subject: "person:ravi", Predicate: "lives_in", Value: "Oslo"}, {Text: "lyon!"}}, "Lyon", true},
		{"none", nil, "", false},
	}
	for _, c := range cases {
		got, ok := Answer(c.items, "user:maya", "lives_in", cands)
		if got != c.want || ok != c.ok {
			t.Errorf("%s: Answer = %q %v, want %q %v", c.name, got, ok, c.want, c.ok)
		}
	}
	if v, _ := Answer([]Item{{Text: "a flat white, not white"}}, "", "", []string{"flat white", "white"}); v != "white" {
		t.Errorf("later shorter mention: %q", v)
	}
	if v, _ := Answer([]Item{{Text: "I love a flat white"}}, "", "", []string{"flat white", "white"}); v != "flat white" {
		t.Errorf("tie prefers longer: %q", v)
	}
}

func TestSummarize(t *testing.T) {
	ms := time.Millisecond
	outs := []Outcome{
		{Kind: "current", Answerable: true, EvidenceRecall: 1, RecallAtK: 1, CitedRecall: 1, Correct: true, Tokens: 100, Latency: 1 * ms},
		{Kind: "historical", Answerable: true, EvidenceRecall: 0, RecallAtK: 0, Correct: true, Abstained: true, Tokens: 50, Latency: 3 * ms},
		{Kind: "historical", Answerable: true, EvidenceRecall: 0.5, RecallAtK: 1, CitedRecall: 0.5, Correct: false, Tokens: 200, Latency: 2 * ms},
		{Kind: "unanswerable", Abstained: true, Tokens: 10, Latency: 4 * ms},
	}
	s := Summarize(outs, 5, 1)
	want := Summary{Questions: 4, Answerable: 3, TemporalQuestions: 3, EvidenceRecall: 0.5, AllFound: 1.0 / 3, RecallAtK: 2.0 / 3, K: 5, CitedRecall: 0.5,
		TemporalAccuracy: 1.0 / 3, CurrentAccuracy: 1, HistoricalAccuracy: 0, AbstainAccuracy: 0.75,
		TokensMean: 90, P50ms: 2, P95ms: 4, AbstainQuestions: 1}
	if len(s.Categories) != 3 || s.Categories[1].Name != "historical" || s.Categories[1].EvidenceRecall != 0.25 ||
		s.Categories[2].AbstainAccuracy != 1 || s.Categories[2].AbstainQuestions != 1 {
		t.Fatalf("categories %+v", s.Categories)
	}
	s.Categories = nil
	s.EvidenceRecallCI, s.TemporalAccuracyCI, s.AbstainAccuracyCI = want.EvidenceRecallCI, want.TemporalAccuracyCI, want.AbstainAccuracyCI
	s.CitedRecallCI = want.CitedRecallCI
	if len(s.EvidenceRecallByKind) != 2 || s.EvidenceRecallByKind["current"] != 1 || s.EvidenceRecallByKind["historical"] != 0.25 {
		t.Fatalf("by kind %v", s.EvidenceRecallByKind)
	}
	s.EvidenceRecallByKind = nil
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("Summarize =\n%+v\nwant\n%+v", s, want)
	}
}

// TestAnswerMetamorphic: appending items after the first answer-bearing one,
// or prepending items that bear no answer, never changes the answer.
func TestAnswerMetamorphic(t *testing.T) {
	cands := []string{"Porto", "Lyon", "Oslo", "Vienna"}
	base := []Item{{Text: "weather"}, {Text: "I left Oslo for Vienna."}, {Text: "Porto"}}
	want, _ := Answer(base, "user:a", "lives_in", cands)
	noise := []Item{{Text: "lunch with Dana"}, {Subject: "user:b", Predicate: "lives_in", Value: "Lyon"}, {Subject: "user:a", Predicate: "drives", Value: "Golf"}}
	for i := range noise {
		pre := append(append([]Item{}, noise[:i+1]...), base...)
		post := append(append([]Item{}, base...), noise[:i+1]...)
		for _, items := range [][]Item{pre, post} {
			if got, _ := Answer(items, "user:a", "lives_in", cands); got != want {
				t.Fatalf("answer %q, want %q for %+v", got, want, items)
			}
		}
	}
}

func TestSummarizeNoExpected(t *testing.T) {
	outs := []Outcome{
		{Kind: "x", Answerable: true, EvidenceRecall: 1, NoExpected: true},
		{Kind: "current", Answerable: true, EvidenceRecall: 0, Correct: true},
	}
	s := Summarize(outs, 10, 1)
	if s.Answerable != 2 || s.TemporalQuestions != 1 || s.TemporalAccuracy != 1 || s.EvidenceRecall != 0.5 {
		t.Fatalf("%+v", s)
	}
}
