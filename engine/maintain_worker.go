package engine

import (
	"context"
	"fmt"
	"log/slog"
	"time"
)

// WorkerConfig schedules background maintenance (`evicortex serve`).
type WorkerConfig struct {
	// Interval is how often the worker looks at the journal (default 1m).
	// A pass runs when JournalGrowth entries were journaled since the last
	// pass, or when MaxIdle has passed since it and anything was.
	Interval      time.Duration
	JournalGrowth int64         // default 1000
	MaxIdle       time.Duration // default 10m
	// MaxActions bounds one tick's writes (default 2048): a large backlog
	// is worked off over several ticks, each in short transactions.
	MaxActions int
	// BehindAfter is the backlog (journal entries since the last pass)
	// above which recall capsules say "degraded" (default 20000).
	BehindAfter int64
	// Summarizer, when set, writes the passes' summaries (see
	// MaintainInput.Summarizer).
	Summarizer Summarizer
	Logger     *slog.Logger
}

func (c WorkerConfig) withDefaults() WorkerConfig {
	if c.Interval <= 0 {
		c.Interval = time.Minute
	}
	if c.JournalGrowth <= 0 {
		c.JournalGrowth = 1000
	}
	if c.MaxIdle <= 0 {
		c.MaxIdle = 10 * time.Minute
	}
	if c.MaxActions <= 0 {
		c.MaxActions = 2048
	}
	if c.BehindAfter <= 0 {
		c.BehindAfter = 20000
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return c
}

// RunMaintenanceWorker runs maintenance passes in the background until ctx
// is done: every Interval it counts each namespace's journal entries since
// its last pass and runs one bounded, paced pass over the namespace with
// the largest backlog when the schedule says it is due. While it runs,
// a recall whose ledger has more than BehindAfter entries not yet looked
// at says so in the capsule's degraded field.
func (e *Engine) RunMaintenanceWorker(ctx context.Context, cfg WorkerConfig) {
	cfg = cfg.withDefaults()
	e.maint.behindAfter.Store(cfg.BehindAfter)
	defer e.maint.behindAfter.Store(0)
	t := time.NewTicker(cfg.Interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if err := e.maintenanceTick(ctx, cfg); err != nil && ctx.Err() == nil {
			cfg.Logger.Error("maintenance", "err", err)
		}
	}
}

// compactMinWAL is the WAL size from which a background pass compacts
// (the checkpointer keeps the WAL small otherwise).
const compactMinWAL = 32 << 20

// maintenanceTick runs at most one scheduled pass, over the namespace
// whose backlog (journal entries since its last pass) is largest, when
// that namespace is due: bounded work per tick.
func (e *Engine) maintenanceTick(ctx context.Context, cfg WorkerConfig) error {
	names, err := e.led.Namespaces(ctx)
	if err != nil {
		return err
	}
	last, err := e.led.LastMaintenancePasses(ctx)
	if err != nil {
		return err
	}
	since := make(map[string]int64, len(names))
	for n := range names {
		since[n] = max(last[n].JournalHead, last[""].JournalHead)
	}
	backlog, err := e.led.JournalSince(ctx, since)
	if err != nil {
		return err
	}
	var total int64
	pick, pickN := "", int64(-1)
	for n, k := range backlog {
		total += k
		lp := last[n]
		if last[""].JournalHead > lp.JournalHead {
			lp = last[""]
		}
		// Due on growth, on idle time with anything new, or when the last
		// pass stopped at its bound with work left.
		due := k >= cfg.JournalGrowth || k > 0 && time.Since(lp.FinishedAt) >= cfg.MaxIdle || lp.Actions >= cfg.MaxActions
		if due && (k > pickN || k == pickN && n < pick) {
			pick, pickN = n, k
		}
	}
	e.maint.backlog.Store(total)
	if pickN < 0 {
		return nil
	}
	rep, err := e.Maintain(ctx, MaintainInput{Namespace: pick, MaxActions: cfg.MaxActions, Yield: true, CompactMinWAL: compactMinWAL,
		Summarizer: cfg.Summarizer})
	if err != nil {
		return fmt.Errorf("background pass: %w", err)
	}
	e.maint.backlog.Store(max(0, total-pickN))
	cfg.Logger.Info("maintenance", "namespace", pick, "actions", rep.Actions, "summaries", rep.Summaries, "duplicates", rep.Duplicates,
		"tier_moves", rep.TierMoves, "proposals", rep.Proposals, "compacted_bytes", rep.CompactedBytes,
		"postings_merged", rep.Compaction.PostingsMerged, "dense_removed", rep.Compaction.DenseRemoved, "ms", rep.Ms)
	return nil
}

// degraded is the capsule's degraded reason: "" unless a worker runs and
// its last look found more than BehindAfter journal entries unmaintained.
func (c *maintCache) degraded() string {
	limit := c.behindAfter.Load()
	if n := c.backlog.Load(); limit > 0 && n > limit {
		return fmt.Sprintf("maintenance_behind: %d journal entries since the last maintenance pass (threshold %d)", n, limit)
	}
	return ""
}
