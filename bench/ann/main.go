package ann

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/hnsw"
)

type options struct {
	dataset          string
	realDir          string
	n, dim, nq, k    int
	m, efc           int
	flatCutoff       int
	efs              []int
	filters          []float64
	json, quick      bool
	out, gates       string
	cacheDir, python string
	script           string
	minDur           time.Duration
	seed             uint64
	spread           float64
	peers, coderPeer bool
	bandwidth        bool
	engines          map[string]bool
	openMode         string // "load" or "mmap": how our saved index is opened for the queries
	rounds           int    // timing rounds of evicortex-hnsw and the Python peers (best kept)
}

func parseFlags(args []string, stderr io.Writer) (*options, error) {
	fs := flag.NewFlagSet("ann", flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := &options{}
	var efs, filters, engines string
	fs.StringVar(&o.dataset, "dataset", "synthetic", "synthetic, real (the real-embedding set make ann-real builds), FILE.fvecs or FILE.npy")
	fs.StringVar(&o.realDir, "real-dir", "build/ann-real", "where make ann-real wrote real.npy and real.json (--dataset real)")
	fs.IntVar(&o.n, "n", 100000, "base vectors (--dataset real and files: default all rows)")
	fs.IntVar(&o.dim, "dim", 128, "dimension (synthetic)")
	fs.IntVar(&o.nq, "queries", 1000, "queries")
	fs.IntVar(&o.k, "k", 10, "results per query")
	fs.StringVar(&filters, "filters", "1,0.1,0.01,0.001", "filter selectivities (1 = unfiltered, skipped)")
	fs.IntVar(&o.m, "m", 16, "HNSW M for every engine")
	fs.IntVar(&o.efc, "efc", 200, "efConstruction for every engine")
	fs.IntVar(&o.flatCutoff, "flat-cutoff", 0, "our filtered planner's FlatCutoff (0 = library default, -1 = walk unless the walk costs more)")
	fs.StringVar(&efs, "ef", "10,20,40,80,160", "ef sweep")
	fs.BoolVar(&o.json, "json", false, "print the JSON report instead of tables")
	fs.StringVar(&o.out, "out", "", "also write the JSON report to this file")
	fs.StringVar(&o.gates, "gate", "", "gates file (e.g. bench/ann/gates.json); exit non-zero on failure")
	fs.BoolVar(&o.quick, "quick", false, "CI size: 20k x 64, 500 queries, short timings")
	fs.StringVar(&o.cacheDir, "cache", ".cache/evibench", "ground-truth cache directory")
	fs.StringVar(&o.python, "python", ".venv/bin/python", "Python with hnswlib/faiss (skipped if missing)")
	fs.StringVar(&o.script, "peers-script", "bench/peers/ann_peers.py", "peer runner script")
	fs.DurationVar(&o.minDur, "min-time", time.Second, "minimum timed duration per operating point")
	fs.Uint64Var(&o.seed, "seed", 1, "synthetic data seed")
	fs.Float64Var(&o.spread, "spread", 0.2, "synthetic per-coordinate noise around each centre (larger = harder)")
	fs.BoolVar(&o.peers, "peers", true, "run hnswlib/faiss when the Python is present")
	fs.BoolVar(&o.coderPeer, "coder", true, "run github.com/coder/hnsw")
	fs.BoolVar(&o.bandwidth, "bandwidth", true, "measure the machine's memory bandwidth (STREAM-style probe, three arrays of 4x the last-level cache) for the bandwidth table (off under --quick unless set)")
	fs.StringVar(&o.openMode, "open", "load", `how our saved index is opened for the queries: "load" (read into memory advised for huge pages, hnsw.Load; what the in-memory peers have) or "mmap" (hnsw.Open); open time and RSS after open are always measured with mmap`)
	fs.IntVar(&o.rounds, "rounds", 1, "timing rounds of evicortex-hnsw and the Python peers, alternating, best QPS of each kept (3 under --quick unless set)")
	fs.StringVar(&engines, "engines", "all", "comma list of engines to run: evicortex-hnsw,evicortex-hnsw-int8bounded,evicortex-hnsw-int8,coder-hnsw,bruteforce,peers (= hnswlib,faiss-hnswflat)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if o.quick && !set["bandwidth"] {
		o.bandwidth = false
	}
	if o.quick {
		o.rounds = pick(set["rounds"], o.rounds, 3)
		o.n, o.dim, o.nq, o.minDur = pick(set["n"], o.n, 20000), pick(set["dim"], o.dim, 64), pick(set["queries"], o.nq, 500), pickDur(set["min-time"], o.minDur, 300*time.Millisecond)
	}
	if o.dataset != "synthetic" && !set["n"] {
		o.n = 1 << 30 // every row of a file or the real set
	}
	var err error
	if o.efs, err = parseInts(efs); err != nil {
		return nil, fmt.Errorf("--ef: %w", err)
	}
	if filters != "" && filters != "none" {
		if o.filters, err = parseFloats(filters); err != nil {
			return nil, fmt.Errorf("--filters: %w", err)
		}
	}
	o.engines = map[string]bool{}
	for _, e := range strings.Split(engines, ",") {
		o.engines[strings.TrimSpace(e)] = true
	}
	if o.openMode != "load" && o.openMode != "mmap" {
		return nil, fmt.Errorf("--open %q: want load or mmap", o.openMode)
	}
	if o.rounds < 1 || o.rounds > 20 {
		return nil, fmt.Errorf("--rounds %d: want 1..20", o.rounds)
	}
	if o.n <= 0 || o.dim <= 0 || o.nq <= 0 || o.k <= 0 || o.k > 100 {
		return nil, fmt.Errorf("--n, --dim, --queries must be positive and --k in 1..100")
	}
	return o, nil
}

func pick(set bool, cur, quick int) int {
	if set {
		return cur
	}
	return quick
}

func pickDur(set bool, cur, quick time.Duration) time.Duration {
	if set {
		return cur
	}
	return quick
}

func parseInts(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("bad value %q", f)
		}
		out = append(out, v)
	}
	return out, nil
}

func parseFloats(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || v <= 0 || v > 1 {
			return nil, fmt.Errorf("bad selectivity %q (want (0,1])", f)
		}
		out = append(out, v)
	}
	return out, nil
}

// Main runs `evibench ann`. It returns an error (non-zero exit) on bad
// flags, failed runs, or failed gates.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	r, err := run(ctx, o, stderr)
	if err != nil {
		return err
	}
	var gateFails []string
	if o.gates != "" {
		fails, notes, err := checkGates(o.gates, r)
		if err != nil {
			return err
		}
		r.Notes = append(r.Notes, notes...)
		gateFails = fails
	}
	if o.json {
		err = writeJSON(stdout, r)
	} else {
		r.writeText(stdout)
	}
	if err == nil && o.out != "" {
		err = writeReport(o.out, r)
	}
	if err != nil {
		return err
	}
	if len(gateFails) > 0 {
		return errors.New("ann gates failed:\n  " + strings.Join(gateFails, "\n  "))
	}
	return nil
}

func writeReport(path string, r *Report) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("--out: %w", err)
	}
	if err := writeJSON(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func loadDataset(o *options) (*dataset, error) {
	switch o.dataset {
	case "synthetic":
		return synthetic(o.n, o.dim, o.nq, o.seed, o.spread), nil
	case "real":
		return loadReal(o.realDir, o.n, o.nq)
	}
	return loadFile(o.dataset, o.n, o.nq)
}

func run(ctx context.Context, o *options, log io.Writer) (*Report, error) {
	d, err := loadDataset(o)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "ann: %s n=%d dim=%d queries=%d kernels=%s\n", d.name, len(d.base), len(d.base[0]), len(d.queries), hnsw.Kernels())
	gt, err := groundTruth(d, 100, o.cacheDir, log)
	if err != nil {
		return nil, err
	}
	r := &Report{Notes: []string{"qps_1t is queries per second of the querying thread's CPU time (CLOCK_THREAD_CPUTIME_ID, best pass), so other load on a shared machine does not count; qps_1t_wall is the wall-clock figure; p50/p99 are wall clock"},
		Dataset: d.name, N: len(d.base), Dim: len(d.base[0]), Queries: len(d.queries), M: o.m, Efc: o.efc,
		Machine: machineFingerprint(), Kernels: hnsw.Kernels(), Quick: o.quick}
	work, err := os.MkdirTemp("", "evibench-ann-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	f32, kept, err := runEngines(ctx, o, d, gt, r, work, log)
	if err != nil {
		return nil, err
	}
	if f32 != nil {
		defer f32.close()
	}
	for _, e := range kept {
		defer e.close()
	}
	peersOK := false
	if o.peers && (o.want("peers") || o.engines["hnswlib"] || o.engines["faiss-hnswflat"]) {
		if err := runPeers(ctx, o, d, gt, r, work, log); err != nil {
			r.Notes = append(r.Notes, "python peers: "+err.Error())
			fmt.Fprintln(log, "ann: python peers:", err)
		} else {
			peersOK = true
		}
	}
	// Later rounds retime our indexes (float32, and the int8 variants that
	// ran) and the Python peers that ran, ours first, each keeping its best: on a shared machine whose speed
	// swings for seconds at a time, one pass each can land two engines in
	// different phases (seen: the same build 0.67x and 1.66x hnswlib).
	var again []string
	for _, name := range []string{"hnswlib", "faiss-hnswflat"} {
		if peersOK && r.engineAt(name, o.efs[0]) != nil {
			again = append(again, name)
		}
	}
	if o.rounds > 1 && f32 != nil && len(again) > 0 {
		retimed := []string{f32.name()}
		for _, e := range kept {
			retimed = append(retimed, e.name())
		}
		retimed = append(retimed, again...)
		for round := 2; round <= o.rounds && ctx.Err() == nil; round++ {
			fmt.Fprintf(log, "ann: timing round %d of %d (%s)\n", round, o.rounds, strings.Join(retimed, ", "))
			retime(o, d, r, f32, log)
			for _, e := range kept {
				retime(o, d, r, e, log)
			}
			if err := retimePeers(ctx, o, d, r, work, again, log); err != nil {
				return nil, err
			}
		}
		r.Notes = append(r.Notes, fmt.Sprintf("qps_1t of %s is the best of %d alternating rounds (ours, then the peers); the other engines ran one round", strings.Join(retimed, ", "), o.rounds))
	}
	r.matchRecall(matchedRecall)
	if o.bandwidth {
		fmt.Fprintln(log, "ann: probing memory bandwidth...")
		bw := probeBandwidth(3, len(d.base[0]))
		r.Bandwidth = &bw
	}
	r.fillBandwidth(matchedRecall)
	return r, ctx.Err()
}

// matchedRecall is the recall@10 at which the report compares engines
// (the bar: QPS at recall@10 >= 0.95).
const matchedRecall = 0.95

func (o *options) want(engine string) bool { return o.engines["all"] || o.engines[engine] }
