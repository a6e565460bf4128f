package memory

import (
	"context"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
)

// TuneSeed is the workload seed the chunk grid search runs on.
const TuneSeed = 1

// TuneRow is one grid point's score.
type TuneRow struct {
	Tokens           int     `json:"tokens"`
	Overlap          int     `json:"overlap"`
	EvidenceRecall   float64 `json:"evidence_recall"`
	TemporalAccuracy float64 `json:"temporal_accuracy"`
}

// TuneChunks grid-searches the BM25 baseline's chunk size N in {64, 128,
// 256} and overlap in {0, N/4} on w at budget, and returns the config with
// the best evidence recall (then temporal accuracy, then the earlier grid
// point) and every row scored.
func TuneChunks(ctx context.Context, w *synth.Workload, budget int, est fuse.Estimator, overhead, k int) (baseline.ChunkConfig, []TuneRow, error) {
	var best baseline.ChunkConfig
	var rows []TuneRow
	bestRow := TuneRow{EvidenceRecall: -1}
	for _, n := range []int{64, 128, 256} {
		for _, o := range []int{0, n / 4} {
			cfg := baseline.ChunkConfig{Tokens: n, Overlap: o}
			row, err := tuneOne(ctx, w, cfg, budget, est, overhead, k)
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

func tuneOne(ctx context.Context, w *synth.Workload, cfg baseline.ChunkConfig, budget int, est fuse.Estimator, overhead, k int) (TuneRow, error) {
	sys, err := baseline.NewChunkBM25(cfg, est, overhead)
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

// tuneWorkload returns the workload the grid search runs on: w itself when
// it was generated from TuneSeed or is external data (which has no other
// seed: the baseline is then tuned on the evaluation questions), else the
// same config with TuneSeed.
func tuneWorkload(w *synth.Workload) (*synth.Workload, error) {
	if w.Config.Seed == TuneSeed || w.Source != "" {
		return w, nil
	}
	cfg := w.Config
	cfg.Seed = TuneSeed
	return synth.Generate(cfg)
}
