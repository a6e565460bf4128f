package memory

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/evicortex/evicortex/bench/compare"
)

// gate passes when, for every dataset and budget, evicortex's 95% CI lies
// wholly above that of the best baseline (by point estimate;
// evicortex-text and evicortex+dense are not baselines) on evidence recall
// and, where the dataset has expected values, on temporal accuracy.
//
// A tie at the ceiling is not a failure: when evicortex and the best
// baseline both score 1.000 on a metric, no system can be ahead and none
// can regress, so that metric is skipped for that budget. It happens when
// the budget holds the whole history (the scenario suite at 1024 and 2048
// tokens, where even recency reaches evidence recall 1.000). At least one
// metric must still separate the systems, or the budget fails: a
// workload on which every metric saturates shows nothing.
func gate(systems []SystemReport, datasets []DatasetReport, budgets []int) GateReport {
	g := GateReport{Passed: true}
	for _, d := range datasets {
		for _, b := range budgets {
			gateOne(&g, systems, d.Name, b)
		}
	}
	return g
}

type gateMetric struct {
	name string
	v    func(*SystemReport) (float64, [2]float64)
}

var gateMetrics = []gateMetric{
	{"evidence recall", func(s *SystemReport) (float64, [2]float64) { return s.EvidenceRecall, s.EvidenceRecallCI }},
	{"temporal accuracy", func(s *SystemReport) (float64, [2]float64) { return s.TemporalAccuracy, s.TemporalAccuracyCI }},
}

func (g *GateReport) fail(format string, args ...any) {
	g.Passed = false
	g.Reasons = append(g.Reasons, fmt.Sprintf(format, args...))
}

func gateOne(g *GateReport, systems []SystemReport, dataset string, b int) {
	var eng *SystemReport
	var bases []*SystemReport
	for i := range systems {
		switch s := &systems[i]; {
		case s.Budget != b || s.Dataset != dataset:
		case s.Name == "evicortex":
			eng = s
		case has(baselines, s.Name):
			bases = append(bases, s)
		}
	}
	if eng == nil || len(bases) == 0 {
		g.fail("%s budget %d: needs evicortex and a baseline", dataset, b)
		return
	}
	gated := 0
	for _, m := range gateMetrics {
		if m.name == "temporal accuracy" && eng.TemporalQuestions == 0 {
			continue // external data without expected values
		}
		best := bases[0]
		bv, bci := m.v(best)
		for _, s := range bases[1:] {
			if v, ci := m.v(s); v > bv {
				best, bv, bci = s, v, ci
			}
		}
		ev, eci := m.v(eng)
		if ev >= 1 && bv >= 1 {
			continue // tie at the ceiling
		}
		gated++
		if eci[0] <= bci[1] {
			g.fail("%s budget %d: %s: evicortex %.3f [%.3f,%.3f] vs %s %.3f [%.3f,%.3f]: intervals overlap or evicortex is behind",
				dataset, b, m.name, ev, eci[0], eci[1], best.Name, bv, bci[0], bci[1])
		}
	}
	if gated == 0 {
		g.fail("%s budget %d: every metric ties at 1.000: nothing separates the systems", dataset, b)
	}
}

// checkRegression compares the report's rates with the baseline report
// (--baseline-report, or with --gate the committed DefaultBaselineReport
// when present) on the (dataset, budget) pairs both have; a drop of more
// than --max-regression points fails the gate.
func checkRegression(rep *Report, o options) error {
	path := o.baselineRep
	if path == "" && o.gate {
		if _, err := os.Stat(DefaultBaselineReport); err != nil {
			rep.Notes = append(rep.Notes, "regression check skipped: no "+DefaultBaselineReport+" here (run from the repository root)")
			return nil
		}
		path = DefaultBaselineReport
	}
	if path == "" {
		return nil
	}
	old, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("baseline report: %w", err)
	}
	old, n, err := restrictTo(old, rep)
	if err != nil {
		return fmt.Errorf("baseline report %s: %w", path, err)
	}
	if n == 0 {
		rep.Notes = append(rep.Notes, "regression check: "+path+" has no row of these datasets and budgets")
		return nil
	}
	cur, err := json.Marshal(rep)
	if err != nil {
		return fmt.Errorf("encode report: %w", err)
	}
	res, err := compare.Compare(old, cur, compare.Options{MaxRegression: o.maxRegression, RatesOnly: true})
	if err != nil {
		return fmt.Errorf("baseline report %s: %w", path, err)
	}
	for _, r := range res.Rows {
		if r.Regression {
			rep.Gate.fail("regression vs %s: %s %s %.4f -> %.4f (%+.2f points, max -%v) %s", path, r.Key, r.Field, r.Old, r.New, r.Change, o.maxRegression, r.Note)
		}
	}
	rep.Notes = append(rep.Notes, fmt.Sprintf("regression check vs %s: %d comparisons, %d regressions", path, len(res.Rows), res.Regressions))
	return nil
}

// restrictTo keeps the baseline report's systems rows whose dataset and
// budget the current run has.
func restrictTo(old []byte, rep *Report) ([]byte, int, error) {
	var m map[string]any
	if err := json.Unmarshal(old, &m); err != nil {
		return nil, 0, err
	}
	rows, _ := m["systems"].([]any)
	keep := []any{}
	for _, x := range rows {
		r, _ := x.(map[string]any)
		ds, _ := r["dataset"].(string)
		b, _ := r["budget"].(float64)
		for _, s := range rep.Systems {
			if s.Dataset == ds && float64(s.Budget) == b {
				keep = append(keep, x)
				break
			}
		}
	}
	m["systems"] = keep
	b, err := json.Marshal(m)
	return b, len(keep), err
}
