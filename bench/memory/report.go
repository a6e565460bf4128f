package memory

import (
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"text/tabwriter"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
)

// Report is the `evibench memory` result; its JSON form is the -json output.
// Plain data: safe to read concurrently once built.
type Report struct {
	Dataset            string         `json:"dataset"`
	DatasetDigest      string         `json:"dataset_digest"`
	Budget             int            `json:"budget"` // the first of Budgets
	Budgets            []int          `json:"budgets"`
	Questions          int            `json:"questions"`
	Turns              int            `json:"turns"`
	Namespaces         int            `json:"namespaces"`
	Workload           synth.Config   `json:"workload"`
	Estimator          string         `json:"estimator"`
	ItemOverheadTokens int            `json:"item_overhead_tokens"`
	Chunk              ChunkReport    `json:"chunk"`
	Systems            []SystemReport `json:"systems"`
	Gate               GateReport     `json:"gate"`
}

// ChunkReport says which chunk config the BM25 baseline used and, when it
// was tuned, every grid point.
type ChunkReport struct {
	Tokens     int       `json:"tokens"`
	Overlap    int       `json:"overlap"`
	Tuned      bool      `json:"tuned"`
	TuneSeed   uint64    `json:"tune_seed,omitempty"`
	TuneBudget int       `json:"tune_budget,omitempty"`
	Grid       []TuneRow `json:"grid,omitempty"`
}

// GateReport is the --gate verdict (computed on every run).
type GateReport struct {
	Passed  bool     `json:"passed"`
	Reasons []string `json:"reasons,omitempty"`
}

func run(ctx context.Context, o options) (*Report, error) {
	w, err := loadWorkload(o)
	if err != nil {
		return nil, err
	}
	est, ov := estimator(), itemOverhead()
	rep := &Report{Dataset: o.dataset, DatasetDigest: w.Digest(), Budget: o.budgets[0], Budgets: o.budgets,
		Questions: len(w.Questions), Turns: len(w.Turns), Namespaces: len(w.Namespaces), Workload: w.Config,
		Estimator: est.Name(), ItemOverheadTokens: ov}
	if has(o.systems, "fixed-chunk-bm25") {
		if rep.Chunk, err = chooseChunks(ctx, o, w); err != nil {
			return nil, err
		}
	}
	for _, name := range o.systems {
		reps, err := runSystem(ctx, name, o, w, rep.Chunk)
		if err != nil {
			return nil, err
		}
		rep.Systems = append(rep.Systems, reps...)
	}
	rep.Gate = gate(rep.Systems, o.budgets)
	return rep, nil
}

func loadWorkload(o options) (*synth.Workload, error) {
	if o.dataset == "locomo" {
		return loadLoCoMo(o.data)
	}
	return synth.Generate(o.synth)
}

func chooseChunks(ctx context.Context, o options, w *synth.Workload) (ChunkReport, error) {
	cfg, err := chunkConfig(o.chunk)
	if err != nil || cfg.Tokens != 0 {
		return ChunkReport{Tokens: cfg.Tokens, Overlap: cfg.Overlap}, err
	}
	tw, err := tuneWorkload(w)
	if err != nil {
		return ChunkReport{}, err
	}
	cfg, rows, err := TuneChunks(ctx, tw, o.budgets[0], estimator(), itemOverhead(), o.k)
	if err != nil {
		return ChunkReport{}, fmt.Errorf("tune chunks: %w", err)
	}
	r := ChunkReport{Tokens: cfg.Tokens, Overlap: cfg.Overlap, Tuned: true, TuneBudget: o.budgets[0], Grid: rows}
	if w.Source == "" {
		r.TuneSeed = TuneSeed
	}
	return r, nil
}

func runSystem(ctx context.Context, name string, o options, w *synth.Workload, ch ChunkReport) ([]SystemReport, error) {
	var sys baseline.System
	var err error
	switch name {
	case "evicortex", "evicortex-text":
		dir, derr := os.MkdirTemp("", "evibench-memory-")
		if derr != nil {
			return nil, fmt.Errorf("engine temp dir: %w", derr)
		}
		defer os.RemoveAll(dir)
		var es *engineSystem
		es, err = openEngine(dir, estimator(), w.End)
		if err == nil {
			es.textOnly = name == "evicortex-text"
			sys = es
		}
	case "fixed-chunk-bm25":
		sys, err = baseline.NewChunkBM25(baseline.ChunkConfig{Tokens: ch.Tokens, Overlap: ch.Overlap}, estimator(), itemOverhead())
	default:
		sys, err = baseline.NewRecency(estimator(), itemOverhead())
	}
	if err != nil {
		return nil, err
	}
	reps, err := evaluate(ctx, sys, w, o.budgets, o.k, o.bootstrapSd)
	if cerr := sys.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("close %s: %w", name, cerr)
	}
	return reps, err
}

// gate passes when, at every budget, evicortex's 95% CI lies wholly above
// that of the best baseline (by point estimate; evicortex-text is not a
// baseline) on evidence recall and on temporal accuracy.
func gate(systems []SystemReport, budgets []int) GateReport {
	g := GateReport{Passed: true}
	fail := func(format string, args ...any) {
		g.Passed = false
		g.Reasons = append(g.Reasons, fmt.Sprintf(format, args...))
	}
	for _, b := range budgets {
		var eng *SystemReport
		var bases []*SystemReport
		for i := range systems {
			switch s := &systems[i]; {
			case s.Budget != b:
			case s.Name == "evicortex":
				eng = s
			case has(baselines, s.Name):
				bases = append(bases, s)
			}
		}
		if eng == nil || len(bases) == 0 {
			fail("budget %d: needs evicortex and a baseline", b)
			continue
		}
		type metric struct {
			name string
			v    func(*SystemReport) (float64, [2]float64)
		}
		for _, m := range []metric{
			{"evidence recall", func(s *SystemReport) (float64, [2]float64) { return s.EvidenceRecall, s.EvidenceRecallCI }},
			{"temporal accuracy", func(s *SystemReport) (float64, [2]float64) { return s.TemporalAccuracy, s.TemporalAccuracyCI }},
		} {
			best := bases[0]
			bv, bci := m.v(best)
			for _, s := range bases[1:] {
				if v, ci := m.v(s); v > bv {
					best, bv, bci = s, v, ci
				}
			}
			if m.name == "temporal accuracy" && eng.TemporalQuestions == 0 {
				continue // external data without expected values
			}
			ev, eci := m.v(eng)
			if eci[0] <= bci[1] {
				fail("budget %d: %s: evicortex %.3f [%.3f,%.3f] vs %s %.3f [%.3f,%.3f]: intervals overlap or evicortex is behind",
					b, m.name, ev, eci[0], eci[1], best.Name, bv, bci[0], bci[1])
			}
		}
	}
	return g
}

func writeTables(out io.Writer, r *Report) error {
	fmt.Fprintf(out, "evibench memory: dataset %s (digest %.12s), %d namespaces, %d turns, %d questions",
		r.Dataset, r.DatasetDigest, r.Namespaces, r.Turns, r.Questions)
	if r.Dataset == "synthetic" {
		fmt.Fprintf(out, ", seed %d", r.Workload.Seed)
	}
	fmt.Fprintln(out)
	fmt.Fprintf(out, "estimator %s, item overhead %d tokens for every system", r.Estimator, r.ItemOverheadTokens)
	if r.Chunk.Tokens > 0 {
		how := "fixed by --chunk"
		if r.Chunk.Tuned {
			how = fmt.Sprintf("grid-searched on seed %d at budget %d", r.Chunk.TuneSeed, r.Chunk.TuneBudget)
			if r.Chunk.TuneSeed == 0 {
				how = fmt.Sprintf("grid-searched on the evaluation data at budget %d", r.Chunk.TuneBudget)
			}
		}
		fmt.Fprintf(out, "; fixed-chunk-bm25 chunks N=%d O=%d (%s)", r.Chunk.Tokens, r.Chunk.Overlap, how)
	}
	fmt.Fprintln(out)
	for _, b := range r.Budgets {
		fmt.Fprintf(out, "\nbudget %d tokens\n", b)
		tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "system\tevidence recall [95% CI]\tall-found\trecall@k\tcited\ttemporal acc [95% CI]\tcurrent\thistorical\tabstain acc\ttokens\tp50 ms\tp95 ms\tingest s")
		for _, s := range r.Systems {
			if s.Budget != b {
				continue
			}
			temporal := "n/a\tn/a\tn/a"
			if s.TemporalQuestions > 0 {
				temporal = fmt.Sprintf("%.3f [%.3f,%.3f]\t%.3f\t%.3f", s.TemporalAccuracy, s.TemporalAccuracyCI[0],
					s.TemporalAccuracyCI[1], s.CurrentAccuracy, s.HistoricalAccuracy)
			}
			fmt.Fprintf(tw, "%s\t%.3f [%.3f,%.3f]\t%.3f\t%.3f@%d\t%.3f\t%s\t%.3f\t%.0f\t%.2f\t%.2f\t%.2f\n",
				s.Name, s.EvidenceRecall, s.EvidenceRecallCI[0], s.EvidenceRecallCI[1], s.AllFound, s.RecallAtK, s.K, s.CitedRecall,
				temporal, s.AbstainAccuracy, s.TokensMean, s.P50ms, s.P95ms, s.IngestS)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		writeByKind(out, r.Systems, b)
	}
	verdict := "PASS"
	if !r.Gate.Passed {
		verdict = "FAIL"
	}
	fmt.Fprintf(out, "\ngate (evicortex CI above best baseline CI on evidence recall and temporal accuracy): %s\n", verdict)
	for _, why := range r.Gate.Reasons {
		fmt.Fprintf(out, "  %s\n", why)
	}
	return nil
}

// writeByKind prints each system's evidence recall per question kind.
func writeByKind(out io.Writer, systems []SystemReport, budget int) {
	for _, s := range systems {
		if s.Budget != budget || len(s.EvidenceRecallByKind) < 2 {
			continue
		}
		kinds := make([]string, 0, len(s.EvidenceRecallByKind))
		for k := range s.EvidenceRecallByKind {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		fmt.Fprintf(out, "  %s evidence recall by kind:", s.Name)
		for _, k := range kinds {
			fmt.Fprintf(out, " %s %.3f", k, s.EvidenceRecallByKind[k])
		}
		fmt.Fprintln(out)
	}
}
