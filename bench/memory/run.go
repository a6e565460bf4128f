package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/longmemeval"
	"github.com/evicortex/evicortex/bench/metrics"
	"github.com/evicortex/evicortex/bench/synth"
)

// SystemReport is one system's scores at one budget (plain data).
type SystemReport struct {
	Dataset string `json:"dataset"`
	Name    string `json:"name"`
	Budget  int    `json:"budget"`
	metrics.Summary
	IngestS float64 `json:"ingest_s"`
}

// evaluate ingests w into sys and scores every question at every budget.
func evaluate(ctx context.Context, sys baseline.System, w *synth.Workload, budgets []int, k int, seed uint64) ([]SystemReport, error) {
	start := time.Now()
	for _, ns := range w.Namespaces {
		if err := sys.Ingest(ctx, ns, w.NamespaceTurns(ns)); err != nil {
			return nil, fmt.Errorf("%s: ingest %s: %w", sys.Name(), ns, err)
		}
	}
	ingest := time.Since(start).Seconds()
	var out []SystemReport
	for _, b := range budgets {
		outs := make([]metrics.Outcome, 0, len(w.Questions))
		for i := range w.Questions {
			o, err := ask(ctx, sys, w, &w.Questions[i], b, k)
			if err != nil {
				return nil, err
			}
			outs = append(outs, o)
		}
		out = append(out, SystemReport{Name: sys.Name(), Budget: b, Summary: metrics.Summarize(outs, k, seed), IngestS: ingest})
	}
	return out, nil
}

// ask runs one question and scores it.
func ask(ctx context.Context, sys baseline.System, w *synth.Workload, q *synth.Question, budget, k int) (metrics.Outcome, error) {
	t0 := time.Now()
	r, err := sys.Query(ctx, q.Namespace, q.Text, q.Now, budget)
	lat := time.Since(t0)
	if err != nil {
		return metrics.Outcome{}, fmt.Errorf("%s: question %s: %w", sys.Name(), q.ID, err)
	}
	if r.UsedTokens > budget {
		return metrics.Outcome{}, fmt.Errorf("%w: %s used %d tokens of %d on question %s", ErrBudget, sys.Name(), r.UsedTokens, budget, q.ID)
	}
	o := metrics.Outcome{Kind: string(q.Kind), Category: q.Category, Answerable: q.Kind != synth.Unanswerable,
		Abstained: r.Abstain, Tokens: r.UsedTokens, Latency: lat}
	if q.Answer != "" {
		o.HasAnswer = true
		o.AnswerF1, o.Contained = metrics.AnswerSupport(q.Answer, r.Texts())
	}
	if !o.Answerable {
		return o, nil
	}
	o.NoEvidence = len(q.Gold) == 0
	gold := make([]string, len(q.Gold))
	for i, id := range q.Gold {
		t, _ := w.Turn(id) // Check guarantees it exists
		gold[i] = t.Text
	}
	o.EvidenceRecall = metrics.EvidenceRecall(gold, r.Texts())
	ranked := r.EvidenceIDs()
	o.RecallAtK = metrics.RecallAtK(q.Gold, ranked, k)
	o.CitedRecall = metrics.RecallAtK(q.Gold, ranked, len(ranked))
	if w.Source == "longmemeval" {
		o.Retrieval = longmemeval.Score(q, ranked)
	}
	if q.Expected == "" {
		o.NoExpected = true // external data: evidence recall only
		return o, nil
	}
	ans, ok := metrics.Answer(answerItems(r), q.Subject, q.Predicate, q.Candidates)
	o.Correct = ok && metrics.Same(ans, q.Expected)
	return o, nil
}

func answerItems(r baseline.Result) []metrics.Item {
	out := make([]metrics.Item, len(r.Items))
	for i, it := range r.Items {
		out[i] = metrics.Item{Text: it.Text, Subject: it.Subject, Predicate: it.Predicate, Value: it.Value}
	}
	return out
}
