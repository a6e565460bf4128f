package ann

import (
	"encoding/json"
	"fmt"
	"os"
)

// Gates is bench/ann/gates.json: the bar a run must clear.
type Gates struct {
	Engine                string  `json:"engine"`
	OperatingEf           int     `json:"operating_ef"`
	MinRecallAt10         float64 `json:"min_recall_at_10"`
	MinFilteredRecallAt10 float64 `json:"min_filtered_recall_at_10"`
	MaxQPSRegression      float64 `json:"max_qps_regression"`
	Baseline              string  `json:"baseline"`
	// MinVsHnswlib is the least QPS 1t ratio to hnswlib at recall@10 0.95
	// (the report's matched section), checked when hnswlib ran in the same
	// run: a ratio in one run is robust to machine load, unlike a baseline
	// QPS. 0 disables it.
	MinVsHnswlib float64 `json:"min_vs_hnswlib_at_recall,omitempty"`
}

// checkGates returns the failed gates (empty when all pass) and notes.
func checkGates(path string, r *Report) (fails, notes []string, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("gates: %w", err)
	}
	var g Gates
	if err := json.Unmarshal(b, &g); err != nil {
		return nil, nil, fmt.Errorf("gates %s: %w", path, err)
	}
	op := findEngine(r, g.Engine, g.OperatingEf)
	if op == nil {
		return []string{fmt.Sprintf("no %s result at operating ef=%d (add it to --ef)", g.Engine, g.OperatingEf)}, nil, nil
	}
	if op.RecallAt10 < g.MinRecallAt10 {
		fails = append(fails, fmt.Sprintf("%s ef=%d recall@10 %.4f < %.2f", g.Engine, g.OperatingEf, op.RecallAt10, g.MinRecallAt10))
	}
	for _, f := range r.Filtered {
		if f.Engine == g.Engine && f.RecallAt10 < g.MinFilteredRecallAt10 {
			fails = append(fails, fmt.Sprintf("%s filtered %s %g recall@10 %.4f < %.2f", f.Engine, f.Kind, f.Selectivity, f.RecallAt10, g.MinFilteredRecallAt10))
		}
	}
	qf, qn := checkBaseline(g, r, op)
	mf, mn := checkMatched(g, r)
	return append(append(fails, qf...), mf...), append(qn, mn...), nil
}

func checkMatched(g Gates, r *Report) (fails, notes []string) {
	if g.MinVsHnswlib <= 0 {
		return nil, nil
	}
	for _, m := range r.Matched {
		if m.Name != g.Engine {
			continue
		}
		if m.VsHnswlib == 0 {
			return nil, []string{"hnswlib did not run or reach the matched recall: ratio gate not checked"}
		}
		if m.VsHnswlib < g.MinVsHnswlib {
			return []string{fmt.Sprintf("%s at recall@10 %.2f: %.2fx hnswlib < %.2fx", m.Name, m.RecallAt10, m.VsHnswlib, g.MinVsHnswlib)}, nil
		}
		return nil, []string{fmt.Sprintf("%s at recall@10 %.2f: %.2fx hnswlib (gate %.2fx)", m.Name, m.RecallAt10, m.VsHnswlib, g.MinVsHnswlib)}
	}
	return nil, []string{fmt.Sprintf("%s does not reach recall@10 %.2f in the ef sweep: ratio gate not checked", g.Engine, matchedRecall)}
}

func checkBaseline(g Gates, r *Report, op *EngineResult) (fails, notes []string) {
	if g.Baseline == "" {
		return nil, nil
	}
	b, err := os.ReadFile(g.Baseline)
	if err != nil {
		return nil, []string{fmt.Sprintf("no baseline %s: QPS regression not checked", g.Baseline)}
	}
	var base Report
	if err := json.Unmarshal(b, &base); err != nil {
		return []string{fmt.Sprintf("baseline %s: %v", g.Baseline, err)}, nil
	}
	if base.Machine != r.Machine || base.Dataset != r.Dataset || base.N != r.N {
		return nil, []string{fmt.Sprintf("baseline from %q on %s: different machine or data, QPS regression not checked", base.Machine, base.Dataset)}
	}
	bop := findEngine(&base, g.Engine, g.OperatingEf)
	if bop == nil {
		return nil, []string{"baseline lacks the operating point; QPS regression not checked"}
	}
	if op.QPS1t < (1-g.MaxQPSRegression)*bop.QPS1t {
		return []string{fmt.Sprintf("%s ef=%d QPS 1t %.0f regressed > %.0f%% vs baseline %.0f", g.Engine, g.OperatingEf, op.QPS1t, 100*g.MaxQPSRegression, bop.QPS1t)}, nil
	}
	return nil, []string{fmt.Sprintf("QPS 1t %.0f vs baseline %.0f: within %.0f%%", op.QPS1t, bop.QPS1t, 100*g.MaxQPSRegression)}
}

func findEngine(r *Report, name string, ef int) *EngineResult {
	for i := range r.Engines {
		if r.Engines[i].Name == name && r.Engines[i].Ef == ef {
			return &r.Engines[i]
		}
	}
	return nil
}
