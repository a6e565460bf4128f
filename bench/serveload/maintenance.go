package serveload

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/evicortex/evicortex/engine"
)

// MaintenanceCompare is --maintenance-compare's result (issue 16): the
// concurrent phase run three times back to back over the same server,
// without, with and again without the background maintenance worker
// (a short interval and a small journal-growth trigger, so passes run
// during the phase), and the recall p99 ratio of the worker's phase over
// the mean of the two phases around it.
type MaintenanceCompare struct {
	WithoutP99Ms [2]float64 `json:"without_p99_ms"` // before and after the worker's phase
	WithP99Ms    float64    `json:"with_p99_ms"`
	Ratio        float64    `json:"ratio"` // target <= 1.2
	Passes       int        `json:"passes"`
	Actions      int        `json:"actions"`
}

// maintenanceCompare runs the three phases; only an in-process engine can
// run the worker.
func (h *harness) maintenanceCompare(ctx context.Context, cfg config, words *corpus, progress io.Writer) (*MaintenanceCompare, error) {
	if h.eng == nil {
		return nil, fmt.Errorf("--maintenance-compare needs the in-process server (no --server)")
	}
	out := &MaintenanceCompare{}
	p99 := func(r phaseRun) float64 { return ms(pct(r.rec.lat, 0.99)) }
	fmt.Fprintf(progress, "serve-load: maintenance compare: phase without the worker\n")
	out.WithoutP99Ms[0] = p99(h.runPhase(ctx, cfg, words, concurrentPhase(cfg)))
	fmt.Fprintf(progress, "serve-load: maintenance compare: phase with the worker\n")
	wctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	before, _ := h.eng.MemoryHealth(ctx)
	go func() {
		defer close(done)
		h.eng.RunMaintenanceWorker(wctx, engine.WorkerConfig{Interval: 500 * time.Millisecond, JournalGrowth: 100, MaxActions: 512})
	}()
	out.WithP99Ms = p99(h.runPhase(ctx, cfg, words, concurrentPhase(cfg)))
	cancel()
	<-done
	after, err := h.eng.MemoryHealth(ctx)
	if err != nil {
		return nil, err
	}
	if after.LastPass != nil && (before.LastPass == nil || after.LastPass.ID != before.LastPass.ID) {
		out.Passes = 1 // at least one; the ledger keeps the latest per scope
		out.Actions = int(after.Total.Summaries + after.Total.Duplicates - before.Total.Summaries - before.Total.Duplicates)
	}
	fmt.Fprintf(progress, "serve-load: maintenance compare: phase without the worker (again)\n")
	out.WithoutP99Ms[1] = p99(h.runPhase(ctx, cfg, words, concurrentPhase(cfg)))
	if base := (out.WithoutP99Ms[0] + out.WithoutP99Ms[1]) / 2; base > 0 {
		out.Ratio = out.WithP99Ms / base
	}
	return out, nil
}

// runMaintenanceCompare preloads, runs the comparison and prints it.
func (h *harness) runMaintenanceCompare(ctx context.Context, cfg config, stdout, progress io.Writer) error {
	words := newCorpus(cfg.seed, 3000)
	if _, err := h.preload(ctx, cfg, words); err != nil {
		return fmt.Errorf("preload: %w", err)
	}
	h.progress = progress
	mc, err := h.maintenanceCompare(ctx, cfg, words, progress)
	if err != nil {
		return err
	}
	if cfg.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(mc)
	}
	fmt.Fprintf(stdout, "recall p99 without the worker %.2f / %.2f ms, with it %.2f ms: ratio %.2f (target <= 1.2); passes ran: %v, summaries+duplicates written %d\n",
		mc.WithoutP99Ms[0], mc.WithoutP99Ms[1], mc.WithP99Ms, mc.Ratio, mc.Passes > 0, mc.Actions)
	return nil
}
