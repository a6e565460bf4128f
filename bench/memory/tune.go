package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/dense"
)

// TuneSeed is the seed of the synthetic and scenario dev data the chunk
// grid search runs on (never the evaluation seed of the bundled sets).
const TuneSeed = 1

// TuneBudget is the budget the grid search scores at.
const TuneBudget = 512

// TuneGrid are the chunk sizes searched; each with overlap 0 and N/4.
var TuneGrid = []int{32, 64, 128, 256}

// TuneRow is one grid point's score.
type TuneRow struct {
	Tokens           int     `json:"tokens"`
	Overlap          int     `json:"overlap"`
	EvidenceRecall   float64 `json:"evidence_recall"`
	TemporalAccuracy float64 `json:"temporal_accuracy"`
}

// TuneChunks grid-searches a fixed-chunk baseline's chunk size N in
// TuneGrid and overlap in {0, N/4} on w at budget, and returns the config
// with the best evidence recall (then temporal accuracy, then the earlier
// grid point) and every row scored. mk builds the baseline for a config:
// each baseline is tuned on its own (fixed-chunk-dense over its encoder
// is not handed the BM25 pick).
func TuneChunks(ctx context.Context, w *synth.Workload, budget, k int, mk func(baseline.ChunkConfig) (baseline.System, error)) (baseline.ChunkConfig, []TuneRow, error) {
	var best baseline.ChunkConfig
	var rows []TuneRow
	bestRow := TuneRow{EvidenceRecall: -1}
	for _, n := range TuneGrid {
		for _, o := range []int{0, n / 4} {
			cfg := baseline.ChunkConfig{Tokens: n, Overlap: o}
			row, err := tuneOne(ctx, w, cfg, budget, k, mk)
			if err != nil {
				return cfg, nil, err
			}
			rows = append(rows, row)
			if row.EvidenceRecall > bestRow.EvidenceRecall ||
				(row.EvidenceRecall == bestRow.EvidenceRecall && row.TemporalAccuracy > bestRow.TemporalAccuracy) {
				best, bestRow = cfg, row
			}
		}
	}
	return best, rows, nil
}

func tuneOne(ctx context.Context, w *synth.Workload, cfg baseline.ChunkConfig, budget, k int, mk func(baseline.ChunkConfig) (baseline.System, error)) (TuneRow, error) {
	sys, err := mk(cfg)
	if err != nil {
		return TuneRow{}, err
	}
	defer sys.Close()
	reps, err := evaluate(ctx, sys, w, []int{budget}, k, 1)
	if err != nil {
		return TuneRow{}, err
	}
	return TuneRow{Tokens: cfg.Tokens, Overlap: cfg.Overlap,
		EvidenceRecall: reps[0].EvidenceRecall, TemporalAccuracy: reps[0].TemporalAccuracy}, nil
}

// tuneWorkload returns the synthetic dev workload: w's config with
// TuneSeed.
func tuneWorkload(w *synth.Workload) (*synth.Workload, error) {
	if w.Config.Seed == TuneSeed {
		return w, nil
	}
	cfg := w.Config
	cfg.Seed = TuneSeed
	return synth.Generate(cfg)
}

// bm25Maker and denseMaker build the fixed-chunk baselines for TuneChunks.
func bm25Maker(cfg baseline.ChunkConfig) (baseline.System, error) {
	return baseline.NewChunkBM25(cfg, estimator(), itemOverhead())
}

func denseMaker(enc dense.Encoder) func(baseline.ChunkConfig) (baseline.System, error) {
	return func(cfg baseline.ChunkConfig) (baseline.System, error) {
		return baseline.NewChunkDense(cfg, enc, estimator(), itemOverhead())
	}
}

// freeze merges a tuned pick for key (a dataset family, or
// baseline.DenseKey's family/dense/model) into the tuned.json at path.
func freeze(path, dataset string, r ChunkReport, digest string) error {
	m := map[string]any{}
	if b, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("freeze %s: %w", path, err)
		}
	}
	m[dataset] = map[string]any{"tokens": r.Tokens, "overlap": r.Overlap, "budget": r.TuneBudget,
		"tuned_on": r.TunedOn, "digest": digest, "grid": r.Grid}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("freeze: %w", err)
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
