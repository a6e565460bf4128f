package serveload

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/evicortex/evicortex/engine"
)

// MaintenanceCompare is --maintenance-compare's result (issue 16): the
// concurrent phase alternated over the same server, without and with the
// background maintenance worker (a short interval and a small
// journal-growth trigger, so passes run during its phases), for
// --maintenance-rounds rounds of one phase each; the ratio is the recall
// p99 of every worker phase pooled over that of every worker-free phase
// pooled. Alternating short phases spreads the drift of a shared machine
// over both arms.
//
// Unless --maintenance-cold, one pass runs over the preload first
// (PrePass): every phase then recalls through the maintained path, and
// the worker's phases measure what keeping up with new writes costs
// (each also works off what the phase before it wrote). With
// --maintenance-cold the first worker phase works off the whole preload.
type MaintenanceCompare struct {
	WithoutP99Ms float64 `json:"without_p99_ms"` // pooled over the worker-free phases
	WithP99Ms    float64 `json:"with_p99_ms"`    // pooled over the worker's phases
	Ratio        float64 `json:"ratio"`          // target <= 1.2
	// Rounds are each round's recall p99s: without, then with the worker.
	Rounds [][2]float64 `json:"rounds_p99_ms"`
	// RememberRatio is the same ratio for remember p99 (writes wait for
	// the ledger's write lock that maintenance batches take too).
	RememberRatio float64 `json:"remember_ratio"`
	// CPUSeconds is this process's CPU time (user and system: server,
	// clients and worker) summed over each arm's phases, without then with
	// the worker: what the worker costs, whatever else the machine runs.
	CPUSeconds [2]float64 `json:"cpu_seconds"`
	// Passes and Actions count the worker's passes during its phases and
	// the actions they wrote; PassMs are their durations (the reports'
	// ms, pauses included), p50 and max.
	Passes  int `json:"passes"`
	Actions int `json:"actions"`
	// CompactedBytes and PostingsMerged sum the worker passes' compaction
	// (compacted_bytes, and the postings segments merged).
	CompactedBytes int64                     `json:"compacted_bytes"`
	PostingsMerged int                       `json:"postings_merged"`
	PassMsP50      int64                     `json:"pass_ms_p50"`
	PassMsMax      int64                     `json:"pass_ms_max"`
	PrePass        *engine.MaintenanceReport `json:"pre_pass,omitempty"`
}

// passCounter is a slog handler that counts the worker's "maintenance"
// records (one per pass) and their actions and durations.
type passCounter struct {
	mu      sync.Mutex
	passes  int
	actions int
	bytes   int64
	merged  int
	ms      []int64
}

func (p *passCounter) Enabled(context.Context, slog.Level) bool { return true }
func (p *passCounter) WithAttrs([]slog.Attr) slog.Handler       { return p }
func (p *passCounter) WithGroup(string) slog.Handler            { return p }
func (p *passCounter) Handle(_ context.Context, r slog.Record) error {
	if r.Level != slog.LevelInfo || r.Message != "maintenance" {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.passes++
	r.Attrs(func(a slog.Attr) bool {
		switch a.Key {
		case "actions":
			p.actions += int(a.Value.Int64())
		case "compacted_bytes":
			p.bytes += a.Value.Int64()
		case "postings_merged":
			p.merged += int(a.Value.Int64())
		case "ms":
			p.ms = append(p.ms, a.Value.Int64())
		}
		return true
	})
	return nil
}

// maintenanceCompare runs the rounds; only an in-process engine can run
// the worker.
func (h *harness) maintenanceCompare(ctx context.Context, cfg config, words *corpus, progress io.Writer) (*MaintenanceCompare, error) {
	if h.eng == nil {
		return nil, fmt.Errorf("--maintenance-compare needs the in-process server (no --server)")
	}
	out := &MaintenanceCompare{}
	if !cfg.maintCold {
		fmt.Fprintf(progress, "serve-load: maintenance compare: one pass over the preload\n")
		rep, err := h.eng.Maintain(ctx, engine.MaintainInput{})
		if err != nil {
			return nil, fmt.Errorf("pre-pass: %w", err)
		}
		out.PrePass = &rep
	}
	p99 := func(st *opStats) float64 { return ms(pct(st.lat, 0.99)) }
	var without, with phaseRun
	without.rec, without.rem, with.rec, with.rem = &opStats{}, &opStats{}, &opStats{}, &opStats{}
	count := &passCounter{}
	stopProfile, err := startCPUProfile(cfg.cpuProfile) // --cpuprofile: every phase
	if err != nil {
		return nil, err
	}
	for r := 0; r < cfg.maintRounds; r++ {
		fmt.Fprintf(progress, "serve-load: maintenance compare: round %d/%d, phase without the worker\n", r+1, cfg.maintRounds)
		c0 := cpuSeconds()
		a := h.runPhase(ctx, cfg, words, concurrentPhase(cfg))
		c1 := cpuSeconds()
		fmt.Fprintf(progress, "serve-load: maintenance compare: round %d/%d, phase with the worker\n", r+1, cfg.maintRounds)
		wctx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() {
			defer close(done)
			h.eng.RunMaintenanceWorker(wctx, engine.WorkerConfig{Interval: 500 * time.Millisecond, JournalGrowth: 10, MaxActions: 512,
				Logger: slog.New(count)})
		}()
		b := h.runPhase(ctx, cfg, words, concurrentPhase(cfg))
		cancel()
		<-done
		out.CPUSeconds[0] += c1 - c0
		out.CPUSeconds[1] += cpuSeconds() - c1
		out.Rounds = append(out.Rounds, [2]float64{p99(a.rec), p99(b.rec)})
		without.rec.merge(a.rec)
		without.rem.merge(a.rem)
		with.rec.merge(b.rec)
		with.rem.merge(b.rem)
	}
	if err := stopProfile(); err != nil {
		return nil, err
	}
	count.mu.Lock()
	out.Passes, out.Actions = count.passes, count.actions
	out.CompactedBytes, out.PostingsMerged = count.bytes, count.merged
	if len(count.ms) > 0 {
		sorted := append([]int64(nil), count.ms...)
		slices.Sort(sorted)
		out.PassMsP50, out.PassMsMax = sorted[len(sorted)/2], sorted[len(sorted)-1]
	}
	count.mu.Unlock()
	out.WithoutP99Ms, out.WithP99Ms = p99(without.rec), p99(with.rec)
	if out.WithoutP99Ms > 0 {
		out.Ratio = out.WithP99Ms / out.WithoutP99Ms
	}
	if base := p99(without.rem); base > 0 {
		out.RememberRatio = p99(with.rem) / base
	}
	return out, nil
}

// cpuSeconds is this process's user and system CPU time so far.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
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
	fmt.Fprintf(stdout, "recall p99 without the worker %.2f ms, with it %.2f ms (pooled over %d rounds %v): ratio %.2f (target <= 1.2); remember p99 ratio %.2f; CPU %.1f s without, %.1f s with; the worker ran %d passes (%d actions, pass ms p50 %d, max %d; compacted %d bytes, %d postings segments merged)\n",
		mc.WithoutP99Ms, mc.WithP99Ms, len(mc.Rounds), mc.Rounds, mc.Ratio, mc.RememberRatio, mc.CPUSeconds[0], mc.CPUSeconds[1], mc.Passes, mc.Actions, mc.PassMsP50, mc.PassMsMax,
		mc.CompactedBytes, mc.PostingsMerged)
	return nil
}
