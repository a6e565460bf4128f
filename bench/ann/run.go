package ann

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"slices"
	"time"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/evicortex/evicortex/hnsw"
	"github.com/evicortex/evicortex/internal/cpubench"
)

// runEngines builds and sweeps the in-process engines, then the filtered
// benchmark on the float32 index, which it returns still open (nil when
// not run) for later rounds of timing, with the int8 variants that ran
// when there are later rounds (--rounds > 1); the caller closes them.
func runEngines(ctx context.Context, o *options, d *dataset, gt truth, r *Report, work string, log io.Writer) (*ours, []*ours, error) {
	cfg := hnsw.Config{Dim: len(d.base[0]), Metric: hnsw.Cosine, M: o.m, EfConstruction: o.efc, Seed: o.seed, FlatCutoff: o.flatCutoff}
	f32 := &ours{label: "evicortex-hnsw", cfg: cfg, dir: work, log: log, load: o.openMode == "load"}
	cfg.Quantization = hnsw.Int8
	i8 := &ours{label: "evicortex-hnsw-int8", cfg: cfg, dir: work, log: log, load: o.openMode == "load"}
	// Int8Bounded: float32 search (the same traversal and results as
	// evicortex-hnsw) that reads a neighbour's int8 codes first and skips
	// its float32 vector when the codes prove it cannot enter the beam.
	cfg.Quantization = hnsw.Int8Bounded
	bnd := &ours{label: "evicortex-hnsw-int8bounded", cfg: cfg, dir: work, log: log, load: o.openMode == "load"}
	var engines []engine
	for _, e := range []engine{f32, bnd, i8, &coderHNSW{m: o.m, efc: o.efc, dir: work}} {
		if o.want(e.name()) && (e.name() != "coder-hnsw" || o.coderPeer) {
			engines = append(engines, e)
		}
	}
	var kept []*ours // int8 variants kept open for later rounds
	closeKept := func() {
		for _, e := range kept {
			e.close()
		}
	}
	for _, e := range engines {
		if err := ctx.Err(); err != nil {
			closeKept()
			return nil, nil, err
		}
		if err := sweep(o, d, gt, r, e, log); err != nil {
			closeKept()
			return nil, nil, fmt.Errorf("%s: %w", e.name(), err)
		}
		switch {
		case e == engine(f32):
		case o.rounds > 1 && (e == engine(bnd) || e == engine(i8)):
			kept = append(kept, e.(*ours))
		default:
			e.close()
		}
	}
	if o.want("bruteforce") {
		runBrute(o, d, r)
	}
	if !o.want(f32.name()) {
		return nil, kept, nil
	}
	if err := runFiltered(o, d, r, f32, log); err != nil {
		f32.close()
		closeKept()
		return nil, nil, err
	}
	return f32, kept, nil
}

// retime measures e again at every swept ef and keeps, per ef, the better
// single-thread QPS of the two measurements (recall and latency stay the
// first round's).
func retime(o *options, d *dataset, r *Report, e *ours, log io.Writer) {
	for _, ef := range o.efs {
		t := measureSingle(func(q []float32) []uint32 { return e.search(q, o.k, ef) }, d.queries, o.minDur)
		if res := r.engineAt(e.name(), ef); res != nil {
			res.QPS1t, res.QPS1tWall = max(res.QPS1t, t.qps1), max(res.QPS1tWall, t.qps1Wall)
			fmt.Fprintf(log, "ann: %s ef=%d retimed QPS1t=%.0f (best %.0f)\n", e.name(), ef, t.qps1, res.QPS1t)
		}
	}
}

func runBrute(o *options, d *dataset, r *Report) {
	bf := &brute{}
	bf.build(d.base)
	bq := d.queries[:min(len(d.queries), 100)] // exhaustive search is slow; 100 queries suffice for QPS
	t := measure(func(q []float32) []uint32 { return bf.search(q, o.k, 0) }, bq, o.minDur/2)
	r.Engines = append(r.Engines, EngineResult{Name: "bruteforce", RecallAt1: 1, RecallAt10: 1, RecallAt100: 1,
		QPS1t: t.qps1, QPS1tWall: t.qps1Wall, QPSAll: t.qpsN, P50ms: t.p50, P99ms: t.p99, IndexBytes: bf.indexBytes()})
}

// sweep builds e once and measures it at every ef.
func sweep(o *options, d *dataset, gt truth, r *Report, e engine, log io.Writer) error {
	runtime.GC()
	debug.FreeOSMemory()
	fmt.Fprintf(log, "ann: building %s...\n", e.name())
	start, cpu0 := time.Now(), cpubench.ProcessCPUOrWall()
	if err := e.build(d.base); err != nil {
		return err
	}
	buildS, buildCPU := time.Since(start).Seconds(), (cpubench.ProcessCPUOrWall() - cpu0).Seconds()
	var openMs, loadMs float64
	var rssOpen, huge int64
	mode := ""
	before := rss()
	if ou, ok := e.(*ours); ok {
		if err := ou.open(); err != nil {
			return err
		}
		openMs, rssOpen, before = float64(ou.openDur.Microseconds())/1000, ou.rssOpen, rss()-ou.rssOpen
		mode, loadMs, huge = "mmap", float64(ou.loadDur.Microseconds())/1000, ou.hugeBytes
		if ou.load {
			mode = "load"
			fmt.Fprintf(log, "ann: %s loaded in %.0f ms, %d MiB in huge pages\n", e.name(), loadMs, huge>>20)
		}
	}
	fmt.Fprintf(log, "ann: %s built in %.2fs\n", e.name(), buildS)
	for _, ef := range o.efs {
		t := measure(func(q []float32) []uint32 { return e.search(q, o.k, ef) }, d.queries, o.minDur)
		wide := make([][]uint32, len(d.queries))
		for i, q := range d.queries {
			wide[i] = e.search(q, 100, max(ef, 100))
		}
		res := EngineResult{Name: e.name(), Ef: ef, RecallAt1: recallAt(t.ids, gt, 1), RecallAt10: recallAt(t.ids, gt, 10),
			RecallAt100: recallAt(wide, gt, 100), QPS1t: t.qps1, QPS1tWall: t.qps1Wall, QPSAll: t.qpsN, P50ms: t.p50, P99ms: t.p99, BuildS: buildS, BuildCPUS: buildCPU,
			IndexBytes: e.indexBytes(), RSSBytes: rss() - before, RSSOpenBytes: rssOpen, OpenMs: openMs,
			OpenMode: mode, LoadMs: loadMs, HugePageBytes: huge}
		if ou, ok := e.(*ours); ok {
			ou.countReads(&res, d.queries, o.k, ef)
		}
		r.Engines = append(r.Engines, res)
		fmt.Fprintf(log, "ann: %s ef=%d R@10=%.3f QPS1t=%.0f\n", e.name(), ef, res.RecallAt10, res.QPS1t)
	}
	return nil
}

// runFiltered measures filtered recall and QPS at each selectivity for
// random filters and query-correlated ones (the selectivity·n points
// nearest the query), against brute force over the same allow-list.
func runFiltered(o *options, d *dataset, r *Report, e *ours, log io.Writer) error {
	ef := filteredEf(o.efs, r, e.name())
	queries := d.queries[:min(len(d.queries), 200)]
	for _, sel := range o.filters {
		if sel >= 1 {
			continue
		}
		for _, kind := range []string{"random", "correlated"} {
			allows, bms := makeFilters(d, queries, sel, kind, o.seed)
			gt := make(truth, len(queries))
			parallelFor(len(queries), func(i int) { gt[i] = exactTopK(d.base, queries[i], o.k, allows[i]) })
			s0 := e.g.Stats()
			t := measureIdx(func(i int) []uint32 { return e.filtered(queries[i], o.k, ef, bms[i]) }, len(queries), o.minDur/2)
			s1 := e.g.Stats()
			plans := fmt.Sprintf("graph=%d twohop=%d flat=%d fallback=%d", s1.Graph-s0.Graph, s1.TwoHop-s0.TwoHop, s1.Flat-s0.Flat, s1.Fallback-s0.Fallback)
			b := measureIdx(func(i int) []uint32 { return exactTopK(d.base, queries[i], o.k, allows[i]) }, len(queries), o.minDur/2)
			fr := FilterResult{Engine: e.name(), Kind: kind, Selectivity: sel, Ef: ef, RecallAt10: recallAt(t.ids, gt, o.k),
				QPS1t: t.qps1, QPS1tWall: t.qps1Wall, BruteforceQPS1t: b.qps1, Plans: plans}
			r.Filtered = append(r.Filtered, fr)
			fmt.Fprintf(log, "ann: filtered %s %g R@10=%.3f QPS1t=%.0f brute=%.0f\n", kind, sel, fr.RecallAt10, fr.QPS1t, fr.BruteforceQPS1t)
		}
	}
	return nil
}

// filteredEf is the smallest swept ef at which the engine's unfiltered
// recall@10 reached the matched recall (else the largest ef), so filtered
// recall is measured where the unfiltered search meets the bar.
func filteredEf(efs []int, r *Report, name string) int {
	best := slices.Max(efs)
	for _, e := range r.Engines {
		if e.Name == name && e.RecallAt10 >= matchedRecall && e.Ef < best && slices.Contains(efs, e.Ef) {
			best = e.Ef
		}
	}
	return best
}

// measureIdx is measure for per-query closures (filters differ per query).
func measureIdx(search func(i int) []uint32, n int, minDur time.Duration) timing {
	idx := make([][]float32, n)
	for i := range idx {
		idx[i] = []float32{float32(i)}
	}
	pos := func(q []float32) []uint32 { return search(int(q[0])) }
	t := measure(pos, idx, minDur)
	return t
}

func makeFilters(d *dataset, queries [][]float32, sel float64, kind string, seed uint64) ([][]uint32, []*roaring.Bitmap) {
	allows := make([][]uint32, len(queries))
	bms := make([]*roaring.Bitmap, len(queries))
	want := max(1, int(sel*float64(len(d.base))))
	parallelFor(len(queries), func(i int) {
		if kind == "correlated" {
			allows[i] = exactTopK(d.base, queries[i], want, nil)
		} else {
			rng := rand.New(rand.NewPCG(seed, uint64(i)<<20|uint64(sel*1e6)))
			for id := range d.base {
				if rng.Float64() < sel {
					allows[i] = append(allows[i], uint32(id))
				}
			}
		}
		bms[i] = roaring.BitmapOf(allows[i]...)
		allows[i] = bms[i].ToArray()
	})
	return allows, bms
}
