package maintlong

import (
	"context"
	"io"
	"testing"
)

// TestSmallRun runs the benchmark on a small namespace: the pass acts, no
// answer changes, and the reachable facts do not drop.
func TestSmallRun(t *testing.T) {
	rep, err := run(context.Background(), config{turns: 2000, people: 20, questions: 10, budget: 512, seed: 1, tail: 50}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Pass.Actions == 0 || rep.Pass.Duplicates == 0 || rep.Pass.Summaries == 0 {
		t.Fatalf("pass %+v", rep.Pass)
	}
	if rep.AnswersCompared != 20 || rep.AnswersChanged != 0 {
		t.Fatalf("answers: %d compared, %d changed", rep.AnswersCompared, rep.AnswersChanged)
	}
	// The pass from scratch has nothing left but merge proposals the tail
	// pass's cap (100 a pass) deferred.
	if rep.TailPass.Actions == 0 || rep.ScratchPass.Actions != rep.ScratchPass.Proposals {
		t.Fatalf("tail pass %+v, pass from scratch after it %+v (want work, then only deferred proposals)", rep.TailPass, rep.ScratchPass)
	}
	if rep.FactsAfter < rep.FactsBefore {
		t.Fatalf("facts before %.2f, after %.2f", rep.FactsBefore, rep.FactsAfter)
	}
}

// TestGenerateDeterministic: one seed, one workload.
func TestGenerateDeterministic(t *testing.T) {
	a, b := generate(1500, 10, 7), generate(1500, 10, 7)
	if len(a.turns) != len(b.turns) {
		t.Fatal("lengths differ")
	}
	for i := range a.turns {
		if a.turns[i] != b.turns[i] {
			t.Fatalf("turn %d differs", i)
		}
	}
}
