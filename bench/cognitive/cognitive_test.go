package cognitive

import (
	"context"
	"strings"
	"testing"
)

// TestSuiteMustShow runs a small suite in each of the four wordings
// (seeds other than evibench's): the state-aware engine answers the state
// questions (>= 0.9, above the state-blind engine and the baselines), feedback rounds raise the fed question and its paraphrase,
// and the control question never fed back does not get worse.
func TestSuiteMustShow(t *testing.T) {
	rep, err := Run(context.Background(), Options{Scenarios: 12, Distractors: 40, Budget: 128, Rounds: 3, Seed: 3, HeldOutSeed: 5})
	if err != nil {
		t.Fatal(err)
	}
	suites := map[string]map[string]float64{"tuned": rep.Accuracy, "held-out": rep.HeldOut.Accuracy,
		"held-out 2": rep.HeldOut2.Accuracy, "held-out 3": rep.HeldOut3.Accuracy}
	for name, accs := range suites {
		acc := accs["evicortex+state"]
		if acc < 0.9 {
			t.Errorf("%s: evicortex+state accuracy %.3f < 0.9 (%v)", name, acc, accs)
		}
		for sys, a := range accs {
			if sys != "evicortex+state" && a >= acc {
				t.Errorf("%s: %s %.3f is not below evicortex+state %.3f", name, sys, a, acc)
			}
		}
	}
	f := rep.Feedback.Rows
	if f["fed"][1] <= f["fed"][0] || f["paraphrase"][1] <= f["paraphrase"][0] {
		t.Errorf("feedback did not raise the fed questions: %v", f)
	}
	if f["control"][1] < f["control"][0] {
		t.Errorf("a question never fed back got worse: %v", f)
	}
}

func TestGenerateDeterministic(t *testing.T) {
	a, b := Generate(3, 10, 9), Generate(3, 10, 9)
	for i := range a {
		if len(a[i].Turns) != len(b[i].Turns) || a[i].State[1].Gold != b[i].State[1].Gold || a[i].Turns[5].Text != b[i].Turns[5].Text {
			t.Fatalf("scenario %d differs between runs", i)
		}
		golds := map[string]bool{}
		for _, q := range a[i].State {
			golds[q.Gold] = true
		}
		if len(golds) != 3 {
			t.Fatalf("scenario %d: state questions share gold turns: %+v", i, a[i].State)
		}
	}
}

// TestGoldTopics: in both wordings every gold turn of a scenario mentions
// its own topic, and the three state questions have three gold turns.
func TestGoldTopics(t *testing.T) {
	for name, suite := range map[string][]Scenario{"tuned": Generate(16, 10, 5), "held-out": GenerateHeldOut(16, 10, 5), "held-out 2": GenerateHeldOut2(16, 10, 5), "held-out 3": GenerateHeldOut3(16, 10, 5)} {
		for _, s := range suite {
			text := map[string]string{}
			for _, tr := range s.Turns {
				text[tr.ID] = tr.Text
			}
			golds := map[string]bool{}
			for _, q := range s.State {
				golds[q.Gold] = true
				if q.Gold == "" || !containsWord(q.Text, topicWord(q.Text)) || !containsWord(text[q.Gold], topicWord(q.Text)) {
					t.Fatalf("%s %s: gold %q (%q) is not about the question's topic (%q)", name, s.Namespace, q.Gold, text[q.Gold], q.Text)
				}
			}
			if len(golds) != 3 {
				t.Fatalf("%s %s: state questions share gold turns", name, s.Namespace)
			}
		}
	}
}

// topicWord is the last word of a question ("... the exam?" -> "exam").
func topicWord(q string) string {
	q = strings.TrimRight(q, "?.")
	return q[strings.LastIndexByte(q, ' ')+1:]
}
