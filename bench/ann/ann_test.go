package ann

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/hnsw"
)

// TestMainSmall runs the whole pipeline on a tiny set and checks the JSON
// report's shape and that recall is computed (not assumed).
func TestMainSmall(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "r.json")
	var stdout, stderr bytes.Buffer
	args := []string{"--n", "1500", "--dim", "16", "--queries", "40", "--ef", "10,80", "--filters", "0.1,0.01",
		"--min-time", "10ms", "--engines", "evicortex-hnsw,evicortex-hnsw-int8,bruteforce", "--cache", filepath.Join(dir, "cache"),
		"--json", "--out", out, "--bandwidth=false"}
	if err := Main(context.Background(), args, &stdout, &stderr); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	var r Report
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.N != 1500 || r.Dim != 16 || len(r.Engines) != 5 || len(r.Filtered) != 4 {
		t.Fatalf("report shape: n=%d dim=%d engines=%d filtered=%d", r.N, r.Dim, len(r.Engines), len(r.Filtered))
	}
	lo, hi := findEngine(&r, "evicortex-hnsw", 10), findEngine(&r, "evicortex-hnsw", 80)
	if lo == nil || hi == nil || hi.RecallAt10 < 0.95 || lo.RecallAt10 > hi.RecallAt10 || hi.IndexBytes == 0 {
		t.Fatalf("recall not plausible: %+v %+v", lo, hi)
	}
	for _, f := range r.Filtered {
		if f.RecallAt10 < 0.95 || f.QPS1t <= 0 || f.BruteforceQPS1t <= 0 {
			t.Errorf("filtered row %+v", f)
		}
	}
	if len(r.BandwidthRows) != 2 || r.Bandwidth != nil {
		t.Fatalf("bandwidth rows %+v, probe %v (want our two engines, no probe)", r.BandwidthRows, r.Bandwidth)
	}
	for _, b := range r.BandwidthRows {
		// 16 dims: a float32 vector is one line, an int8 code one line plus
		// one of scale and norm; every query reads at least 10 vectors.
		if b.Source != "counted" || b.DistPerQuery < 10 || b.ListsPerQuery < 1 || b.BytesPerQuery < 64*(b.DistPerQuery+b.ListsPerQuery) || b.GBs <= 0 {
			t.Errorf("bandwidth row %+v", b)
		}
	}
	if _, err := os.Stat(out); err != nil {
		t.Fatal(err)
	}
	// Second run must reuse the cached ground truth.
	stderr.Reset()
	if err := Main(context.Background(), append(args, "--engines", "bruteforce", "--filters", "none"), &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stderr.String(), "from cache") {
		t.Errorf("ground truth not cached: %s", stderr.String())
	}
}

func TestGates(t *testing.T) {
	dir := t.TempDir()
	gates := filepath.Join(dir, "gates.json")
	base := filepath.Join(dir, "base.json")
	os.WriteFile(gates, []byte(`{"engine":"e","operating_ef":80,"min_recall_at_10":0.95,"min_filtered_recall_at_10":0.95,"max_qps_regression":0.1,"baseline":"`+base+`"}`), 0o644)
	r := &Report{Machine: "m", Dataset: "d", N: 1, Engines: []EngineResult{{Name: "e", Ef: 80, RecallAt10: 0.97, QPS1t: 1000}},
		Filtered: []FilterResult{{Engine: "e", Kind: "random", Selectivity: 0.01, RecallAt10: 0.99}}}
	if fails, _, err := checkGates(gates, r); err != nil || len(fails) != 0 {
		t.Fatalf("passing report failed: %v %v", fails, err)
	}
	r.Filtered[0].RecallAt10 = 0.5
	if fails, _, _ := checkGates(gates, r); len(fails) != 1 {
		t.Fatalf("filtered recall gate: %v", fails)
	}
	r.Filtered[0].RecallAt10 = 0.99
	b, _ := json.Marshal(&Report{Machine: "m", Dataset: "d", N: 1, Engines: []EngineResult{{Name: "e", Ef: 80, QPS1t: 2000}}})
	os.WriteFile(base, b, 0o644)
	if fails, _, _ := checkGates(gates, r); len(fails) != 1 || !strings.Contains(fails[0], "regressed") {
		t.Fatalf("QPS regression gate: %v", fails)
	}
	r.Machine = "other"
	if fails, notes, _ := checkGates(gates, r); len(fails) != 0 || len(notes) != 1 {
		t.Fatalf("other machine must only note: %v %v", fails, notes)
	}
}

func TestLoaders(t *testing.T) {
	dir := t.TempDir()
	rows := [][]float32{{3, 4}, {1, 0}, {0, 2}, {5, 5}}
	npy := filepath.Join(dir, "x.npy")
	if err := writeNpy(npy, rows); err != nil {
		t.Fatal(err)
	}
	var fv []byte
	for _, r := range rows {
		fv = binary.LittleEndian.AppendUint32(fv, 2)
		for _, x := range r {
			fv = binary.LittleEndian.AppendUint32(fv, math.Float32bits(x))
		}
	}
	fvecs := filepath.Join(dir, "x.fvecs")
	os.WriteFile(fvecs, fv, 0o644)
	for _, p := range []string{npy, fvecs} {
		d, err := loadFile(p, 0, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.base) != 3 || len(d.queries) != 1 || d.base[0][0] != 0.6 || d.base[0][1] != 0.8 {
			t.Fatalf("%s: %v %v", p, d.base, d.queries)
		}
	}
	os.WriteFile(fvecs, fv[:len(fv)-3], 0o644)
	if _, err := loadFile(fvecs, 0, 1); err == nil {
		t.Fatal("truncated fvecs accepted")
	}
}

func TestQPSAtRecall(t *testing.T) {
	r := &Report{Engines: []EngineResult{
		{Name: "a", Ef: 40, RecallAt10: 0.90, QPS1t: 2000},
		{Name: "a", Ef: 20, RecallAt10: 0.80, QPS1t: 4000},
		{Name: "a", Ef: 80, RecallAt10: 1.00, QPS1t: 1000},
		{Name: "hnswlib", Ef: 10, RecallAt10: 0.96, QPS1t: 3000},
		{Name: "short", Ef: 10, RecallAt10: 0.5, QPS1t: 9000},
	}}
	r.matchRecall(0.95)
	if len(r.Matched) != 2 {
		t.Fatalf("matched %+v, want a and hnswlib", r.Matched)
	}
	a, h := r.Matched[0], r.Matched[1]
	if a.Name != "a" || math.Abs(a.QPS1t-1500) > 1e-6 || math.Abs(a.VsHnswlib-0.5) > 1e-9 {
		t.Fatalf("a: %+v, want 1500 QPS (halfway from ef 40 to 80) and 0.5x", a)
	}
	if h.Name != "hnswlib" || h.QPS1t != 3000 || h.VsHnswlib != 1 {
		t.Fatalf("hnswlib: %+v", h)
	}
}

func TestMatchedGate(t *testing.T) {
	gates := filepath.Join(t.TempDir(), "gates.json")
	os.WriteFile(gates, []byte(`{"engine":"e","operating_ef":80,"min_recall_at_10":0.95,"min_vs_hnswlib_at_recall":0.8}`), 0o644)
	r := &Report{Engines: []EngineResult{
		{Name: "e", Ef: 40, RecallAt10: 0.90, QPS1t: 2000}, {Name: "e", Ef: 80, RecallAt10: 1, QPS1t: 1000},
		{Name: "hnswlib", Ef: 40, RecallAt10: 0.90, QPS1t: 2000}, {Name: "hnswlib", Ef: 80, RecallAt10: 1, QPS1t: 1000}}}
	r.matchRecall(matchedRecall)
	if fails, _, err := checkGates(gates, r); err != nil || len(fails) != 0 {
		t.Fatalf("1.0x hnswlib failed: %v %v", fails, err)
	}
	r.Engines[0].QPS1t, r.Engines[1].QPS1t = 1000, 500
	r.matchRecall(matchedRecall)
	if fails, _, _ := checkGates(gates, r); len(fails) != 1 || !strings.Contains(fails[0], "hnswlib") {
		t.Fatalf("0.5x hnswlib passed: %v", fails)
	}
	r.Engines = r.Engines[:2]
	r.matchRecall(matchedRecall)
	if fails, notes, _ := checkGates(gates, r); len(fails) != 0 || len(notes) != 1 {
		t.Fatalf("without hnswlib the gate must only note: %v %v", fails, notes)
	}
}

func TestFilteredEf(t *testing.T) {
	r := &Report{Engines: []EngineResult{{Name: "e", Ef: 20, RecallAt10: 0.9}, {Name: "e", Ef: 40, RecallAt10: 0.96},
		{Name: "e", Ef: 80, RecallAt10: 0.99}, {Name: "x", Ef: 10, RecallAt10: 1}}}
	if ef := filteredEf([]int{20, 40, 80}, r, "e"); ef != 40 {
		t.Errorf("got ef %d, want 40 (first reaching 0.95)", ef)
	}
	if ef := filteredEf([]int{20}, r, "e"); ef != 20 {
		t.Errorf("got ef %d, want 20 (largest swept)", ef)
	}
}

// TestBandwidthInterpolates checks the table's reads and GB/s at the target
// recall between two ef points, and the probe's kernels on a small array.
func TestBandwidthInterpolates(t *testing.T) {
	r := &Report{Bandwidth: &Bandwidth{Read1t: 10, RandomRead1t: 5}, Engines: []EngineResult{
		{Name: "e", Ef: 10, RecallAt10: 0.90, QPS1t: 2000, DistPerQuery: 100, ListsPerQuery: 10, BytesPerQuery: 1000, BytesSource: "counted"},
		{Name: "e", Ef: 20, RecallAt10: 1.00, QPS1t: 1000, DistPerQuery: 200, ListsPerQuery: 20, BytesPerQuery: 3000, BytesSource: "counted"},
		{Name: "nobytes", Ef: 10, RecallAt10: 1, QPS1t: 5},
	}}
	r.fillBandwidth(0.95)
	if len(r.BandwidthRows) != 1 {
		t.Fatalf("rows %+v", r.BandwidthRows)
	}
	b := r.BandwidthRows[0]
	near := func(x, want float64) bool { return math.Abs(x-want) <= 1e-9*want }
	if !near(b.QPS1t, 1500) || !near(b.DistPerQuery, 150) || !near(b.ListsPerQuery, 15) || !near(b.BytesPerQuery, 2000) || !near(b.GBs, 3e-3) || !near(b.OfRead1t, 3e-4) || !near(b.OfRandom1t, 6e-4) {
		t.Fatalf("row %+v", b)
	}
	if got := readKernel([]float64{1, 2, 3, 4, 5}); got != 15 {
		t.Fatalf("readKernel = %v", got)
	}
	a := make([]float64, 3)
	triadKernel(a, []float64{1, 2, 3}, []float64{1, 1, 2}, 3)
	if a[0] != 4 || a[1] != 5 || a[2] != 9 {
		t.Fatalf("triad = %v", a)
	}
}

// TestRetimeKeepsBest checks that a later timing round only raises an
// engine's QPS: a row already faster than any real pass keeps its figure,
// a row with none gets the new pass's.
func TestRetimeKeepsBest(t *testing.T) {
	d := synthetic(600, 8, 20, 1, 0.2)
	e := &ours{label: "evicortex-hnsw", cfg: hnsw.Config{Dim: 8, Metric: hnsw.Cosine, M: 8, EfConstruction: 40}, dir: t.TempDir(), log: io.Discard}
	if err := e.build(d.base); err != nil {
		t.Fatal(err)
	}
	if err := e.open(); err != nil {
		t.Fatal(err)
	}
	defer e.close()
	r := &Report{Engines: []EngineResult{{Name: e.name(), Ef: 10, QPS1t: 1e15, QPS1tWall: 1e15}, {Name: e.name(), Ef: 20}}}
	o := &options{efs: []int{10, 20}, k: 10, minDur: 5 * time.Millisecond}
	retime(o, d, r, e, io.Discard)
	if a, b := r.Engines[0], r.Engines[1]; a.QPS1t != 1e15 || a.QPS1tWall != 1e15 || b.QPS1t <= 0 || b.QPS1tWall <= 0 {
		t.Fatalf("after retime: %+v %+v", a, b)
	}
}

func TestRoundsFlag(t *testing.T) {
	for _, bad := range []string{"0", "-1", "21"} {
		if _, err := parseFlags([]string{"--rounds", bad}, io.Discard); err == nil || !strings.Contains(err.Error(), "--rounds") {
			t.Errorf("--rounds %s: err %v, want one naming --rounds", bad, err)
		}
	}
	for _, c := range []struct {
		args []string
		want int
	}{{nil, 1}, {[]string{"--quick"}, 3}, {[]string{"--quick", "--rounds", "1"}, 1}, {[]string{"--rounds", "2"}, 2}} {
		o, err := parseFlags(c.args, io.Discard)
		if err != nil || o.rounds != c.want {
			t.Errorf("%v: rounds %v err %v, want %d", c.args, o, err, c.want)
		}
	}
}
