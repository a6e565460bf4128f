package scale

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/internal/cpubench"
)

// TestRecallHarness is the recall phase of `evibench scale` at a size a
// shared machine can rerun: it keeps a ledger (EVI_SCALE_HARNESS=DIR,
// ingested once: EVI_SCALE_EVIDENCE, default 200,000, over
// EVI_SCALE_NAMESPACES, default 10, i.e. tenants of 20,000 as at the
// defaults), then per round rebuilds the projections (RebuildIndexes, as
// scale does before its recalls: the evidence cache starts empty) and
// runs the recalls on scale/t0, reporting the p50 of each recall's wall
// time and of its thread CPU time (the calling goroutine is locked to its
// thread) and the process CPU per recall; EVI_SCALE_DEBUG=1 logs the
// engine's debug lines (background checkpoints). EVI_SCALE_PROFILE=FILE writes a
// CPU profile of the whole test (rebuilds included: read
// it with -focus 'Recall$'). Skipped without EVI_SCALE_HARNESS.
func TestRecallHarness(t *testing.T) {
	dir := os.Getenv("EVI_SCALE_HARNESS")
	if dir == "" {
		t.Skip("EVI_SCALE_HARNESS=DIR runs the recall harness")
	}
	ctx := context.Background()
	if os.Getenv("EVI_SCALE_DEBUG") != "" { // the engine's background checkpoints, among others
		slog.SetLogLoggerLevel(slog.LevelDebug)
	}
	c := config{evidence: envInt("EVI_SCALE_EVIDENCE", 200_000), namespaces: envInt("EVI_SCALE_NAMESPACES", 10),
		recalls: 300, dir: dir, progress: 10 * time.Second}
	st := &store{dir: dir, path: filepath.Join(dir, "scale.db"), log: io.Discard}
	qfile := filepath.Join(dir, "queries.json")
	var queries []string
	if b, err := os.ReadFile(qfile); err == nil {
		if err := json.Unmarshal(b, &queries); err != nil {
			t.Fatal(err)
		}
	} else {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		qs, _, err := ingest(ctx, c, st, &Report{}, os.Stderr)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(qs)
		if err := os.WriteFile(qfile, b, 0o644); err != nil {
			t.Fatal(err)
		}
		queries = qs
	}
	t0 := time.Now()
	e, err := st.open()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := Ready(ctx, e); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("harness: open %.0f ms, rss after open %.0f MB\n", ms(time.Since(t0)), rssMB())
	if name := os.Getenv("EVI_SCALE_PROFILE"); name != "" {
		prof, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		defer prof.Close()
		if err := pprof.StartCPUProfile(prof); err != nil {
			t.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	now := start.Add(time.Duration(c.evidence) * step)
	ns := newCorpus(seed, c.namespaces, false).tenants[0]
	for round := range envInt("EVI_SCALE_ROUNDS", 3) {
		if err := e.RebuildIndexes(ctx); err != nil {
			t.Fatal(err)
		}
		if err := Ready(ctx, e); err != nil {
			t.Fatal(err)
		}
		rss := rssMB()
		wall := make([]float64, 0, len(queries))
		cpu := make([]float64, 0, len(queries))
		p0 := cpubench.ProcessCPUOrWall()
		for _, q := range queries {
			t0, c0 := time.Now(), cpubench.ThreadCPUOrWall()
			if _, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: q, BudgetTokens: recallBudget, Now: now}); err != nil {
				t.Fatal(err)
			}
			cpu = append(cpu, ms(cpubench.ThreadCPUOrWall()-c0))
			wall = append(wall, ms(time.Since(t0)))
		}
		pcpu := ms(cpubench.ProcessCPUOrWall()-p0) / float64(len(queries))
		slices.Sort(wall)
		slices.Sort(cpu)
		fmt.Printf("harness round %d: rss after rebuild %.0f MB; %d recalls on %s: wall p50 %.3f ms p99 %.3f ms; thread cpu p50 %.3f ms mean %.3f ms; process cpu/recall %.3f ms\n",
			round, rss, len(queries), ns, percentile(wall, .5), percentile(wall, .99), percentile(cpu, .5), mean(cpu), pcpu)
	}
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(max(len(xs), 1))
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}
