package ann

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/evicortex/evicortex/hnsw"
)

// Report is the JSON document `evibench ann --json` prints.
type Report struct {
	Dataset  string         `json:"dataset"`
	N        int            `json:"n"`
	Dim      int            `json:"dim"`
	Queries  int            `json:"queries"`
	M        int            `json:"m"`
	Efc      int            `json:"efc"`
	Machine  string         `json:"machine"`
	Kernels  string         `json:"kernels"`
	Quick    bool           `json:"quick"`
	Engines  []EngineResult `json:"engines"`
	Filtered []FilterResult `json:"filtered"`
	// Matched compares engines at equal recall (see matchRecall), which the
	// ef sweeps alone do not: two engines' ef values hit different recalls.
	Matched []MatchedResult `json:"matched,omitempty"`
	// Bandwidth is the machine's measured memory bandwidth (--bandwidth),
	// BandwidthRows what each engine draws at recall 0.95.
	Bandwidth     *Bandwidth     `json:"machine_bandwidth,omitempty"`
	BandwidthRows []BandwidthRow `json:"bandwidth,omitempty"`
	Notes         []string       `json:"notes,omitempty"`
}

// MatchedResult is an engine's single-thread QPS at a target recall@10,
// interpolated linearly between the two ef points around it.
type MatchedResult struct {
	Name       string  `json:"name"`
	RecallAt10 float64 `json:"recall_at_10"`
	QPS1t      float64 `json:"qps_1t"`
	// VsHnswlib is QPS1t over hnswlib's at the same recall (0 when hnswlib
	// did not run or did not reach it).
	VsHnswlib float64 `json:"vs_hnswlib,omitempty"`
}

// EngineResult is one engine at one ef.
type EngineResult struct {
	Name         string  `json:"name"`
	Ef           int     `json:"ef"`
	RecallAt1    float64 `json:"recall_at_1"`
	RecallAt10   float64 `json:"recall_at_10"`
	RecallAt100  float64 `json:"recall_at_100"`
	QPS1t        float64 `json:"qps_1t"`
	QPS1tWall    float64 `json:"qps_1t_wall"`
	QPSAll       float64 `json:"qps_all"`
	P50ms        float64 `json:"p50_ms"`
	P99ms        float64 `json:"p99_ms"`
	BuildS       float64 `json:"build_s"`
	BuildCPUS    float64 `json:"build_cpu_s"`
	IndexBytes   int64   `json:"index_bytes"`
	RSSBytes     int64   `json:"rss_bytes"`
	RSSOpenBytes int64   `json:"rss_open_bytes,omitempty"`
	OpenMs       float64 `json:"open_ms,omitempty"`
	// OpenMode is how our index was opened for the queries: "mmap"
	// (hnsw.Open; OpenMs and RSSOpenBytes) or "load" (then also mapped
	// first for those two, and read with hnsw.Load in LoadMs, of which
	// HugePageBytes ended up in transparent huge pages).
	OpenMode      string  `json:"open_mode,omitempty"`
	LoadMs        float64 `json:"load_ms,omitempty"`
	HugePageBytes int64   `json:"huge_page_bytes,omitempty"`
	// What one query read from the index, averaged over the queries:
	// distance computations, link lists, and bytes in whole 64-byte lines
	// (hnsw.SearchCounts.Bytes). BytesSource says how: "counted" (ours by
	// hnsw.SearchCounted, FAISS by its hnsw_stats) or "estimated" (hnswlib
	// exposes no counters: our float32 graph's counts at the same ef, the
	// same algorithm and parameters, priced at hnswlib's layout).
	DistPerQuery  float64 `json:"dist_per_query,omitempty"`
	ListsPerQuery float64 `json:"lists_per_query,omitempty"`
	BytesPerQuery float64 `json:"bytes_per_query,omitempty"`
	BytesSource   string  `json:"bytes_source,omitempty"`
}

// BandwidthRow is one engine at recall@10 0.95 (interpolated like
// MatchedResult): the bytes a query reads times its single-thread QPS is the memory
// bandwidth the engine draws, beside the machine's (Report.Bandwidth).
type BandwidthRow struct {
	Name          string  `json:"name"`
	RecallAt10    float64 `json:"recall_at_10"`
	QPS1t         float64 `json:"qps_1t"`
	DistPerQuery  float64 `json:"dist_per_query"`
	ListsPerQuery float64 `json:"lists_per_query"`
	BytesPerQuery float64 `json:"bytes_per_query"`
	GBs           float64 `json:"gbs"`                         // BytesPerQuery·QPS1t / 1e9
	OfRead1t      float64 `json:"of_read_1t"`                  // GBs over the probe's single-thread read bandwidth
	OfRandom1t    float64 `json:"of_random_read_1t,omitempty"` // GBs over the probe's random vector read (Bandwidth.RandomRead1t)
	Source        string  `json:"bytes_source"`                // counted or estimated
}

// FilterResult is filtered search at one selectivity and filter kind.
type FilterResult struct {
	Engine          string  `json:"engine"`
	Kind            string  `json:"kind"`
	Selectivity     float64 `json:"selectivity"`
	Ef              int     `json:"ef"`
	RecallAt10      float64 `json:"recall_at_10"`
	QPS1t           float64 `json:"qps_1t"`
	QPS1tWall       float64 `json:"qps_1t_wall"`
	BruteforceQPS1t float64 `json:"bruteforce_qps_1t"`
	// Plans counts how the timed searches were answered (graph, two-hop,
	// flat, fallback), from hnsw.Graph.Stats.
	Plans string `json:"plans"`
}

// machineFingerprint names the CPU model, core count and kernels, so QPS is
// only compared with a baseline from the same kind of machine.
func machineFingerprint() string {
	model := "unknown-cpu"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "model name") {
				model = strings.TrimSpace(line[strings.Index(line, ":")+1:])
				break
			}
		}
	}
	return fmt.Sprintf("%s/%s %s x%d %s", runtime.GOOS, runtime.GOARCH, model, runtime.NumCPU(), hnsw.Kernels())
}

func (r *Report) writeText(w io.Writer) {
	fmt.Fprintf(w, "dataset %s  n=%d dim=%d queries=%d M=%d efc=%d kernels=%s\nmachine %s\n\n",
		r.Dataset, r.N, r.Dim, r.Queries, r.M, r.Efc, r.Kernels, r.Machine)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "engine\tef\tR@1\tR@10\tR@100\tQPS 1t cpu\tQPS 1t wall\tQPS all\tp50 ms\tp99 ms\tbuild s\tbuild cpu s\tMB disk\tRSS MB\topen ms\tmode\tload ms\thuge MB\t")
	for _, e := range r.Engines {
		fmt.Fprintf(tw, "%s\t%d\t%.3f\t%.3f\t%.3f\t%.0f\t%.0f\t%.0f\t%.3f\t%.3f\t%.2f\t%.2f\t%.1f\t%.1f\t%.1f\t%s\t%.0f\t%.0f\t\n", e.Name, e.Ef, e.RecallAt1,
			e.RecallAt10, e.RecallAt100, e.QPS1t, e.QPS1tWall, e.QPSAll, e.P50ms, e.P99ms, e.BuildS, e.BuildCPUS, mb(e.IndexBytes), mb(e.RSSBytes), e.OpenMs,
			e.OpenMode, e.LoadMs, mb(e.HugePageBytes))
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "filtered engine\tkind\tselectivity\tef\tR@10\tQPS 1t\tbrute QPS 1t\tplans\t")
	for _, f := range r.Filtered {
		fmt.Fprintf(tw, "%s\t%s\t%g\t%d\t%.3f\t%.0f\t%.0f\t%s\t\n", f.Engine, f.Kind, f.Selectivity, f.Ef, f.RecallAt10, f.QPS1t, f.BruteforceQPS1t, f.Plans)
	}
	tw.Flush()
	for _, m := range r.Matched {
		fmt.Fprintf(w, "at recall@10 %.2f: %s %.0f QPS 1t (%.2fx hnswlib)\n", m.RecallAt10, m.Name, m.QPS1t, m.VsHnswlib)
	}
	r.writeBandwidth(w)
	for _, n := range r.Notes {
		fmt.Fprintln(w, "note:", n)
	}
}

func mb(b int64) float64 { return float64(b) / (1 << 20) }

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// matchRecall fills r.Matched at recall@10 target for every engine whose
// ef sweep brackets it.
// engineAt returns the result row of engine name at ef, or nil.
func (r *Report) engineAt(name string, ef int) *EngineResult {
	for i := range r.Engines {
		if r.Engines[i].Name == name && r.Engines[i].Ef == ef {
			return &r.Engines[i]
		}
	}
	return nil
}

func (r *Report) matchRecall(target float64) {
	r.Matched = nil
	var names []string
	for _, e := range r.Engines {
		if !slices.Contains(names, e.Name) {
			names = append(names, e.Name)
		}
	}
	var ref float64
	for _, n := range names {
		if n == "hnswlib" {
			ref, _ = r.qpsAtRecall(n, target)
		}
	}
	for _, n := range names {
		q, ok := r.qpsAtRecall(n, target)
		if !ok {
			continue
		}
		m := MatchedResult{Name: n, RecallAt10: target, QPS1t: q}
		if ref > 0 {
			m.VsHnswlib = q / ref
		}
		r.Matched = append(r.Matched, m)
	}
}

// qpsAtRecall interpolates engine name's QPS1t at recall@10 target between
// the adjacent ef points (in ef order) whose recalls bracket it.
func (r *Report) qpsAtRecall(name string, target float64) (float64, bool) {
	return r.atRecall(name, target, func(e EngineResult) float64 { return e.QPS1t })
}

// atRecall is field of engine name interpolated at recall@10 target.
func (r *Report) atRecall(name string, target float64, field func(EngineResult) float64) (float64, bool) {
	var pts []EngineResult
	for _, e := range r.Engines {
		if e.Name == name && e.Ef > 0 {
			pts = append(pts, e)
		}
	}
	slices.SortFunc(pts, func(a, b EngineResult) int { return a.Ef - b.Ef })
	for i := 1; i < len(pts); i++ {
		lo, hi := pts[i-1], pts[i]
		if lo.RecallAt10 < target && target <= hi.RecallAt10 {
			t := (target - lo.RecallAt10) / (hi.RecallAt10 - lo.RecallAt10)
			return field(lo) + t*(field(hi)-field(lo)), true
		}
	}
	if len(pts) > 0 && pts[0].RecallAt10 >= target {
		return field(pts[0]), true // the smallest ef already reaches it
	}
	return 0, false
}

// fillBandwidth sets r.BandwidthRows at recall@10 target: QPS and each
// per-query read count interpolated between the ef points around it, as
// Matched is (needs r.Bandwidth for the ratio).
func (r *Report) fillBandwidth(target float64) {
	r.BandwidthRows = nil
	seen := map[string]bool{}
	for _, e := range r.Engines {
		if seen[e.Name] || e.BytesPerQuery == 0 {
			continue
		}
		seen[e.Name] = true
		at := func(f func(EngineResult) float64) float64 { v, _ := r.atRecall(e.Name, target, f); return v }
		qps, ok := r.atRecall(e.Name, target, func(p EngineResult) float64 { return p.QPS1t })
		if !ok {
			continue
		}
		row := BandwidthRow{Name: e.Name, RecallAt10: target, QPS1t: qps, Source: e.BytesSource,
			DistPerQuery:  at(func(p EngineResult) float64 { return p.DistPerQuery }),
			ListsPerQuery: at(func(p EngineResult) float64 { return p.ListsPerQuery }),
			BytesPerQuery: at(func(p EngineResult) float64 { return p.BytesPerQuery })}
		row.GBs = row.BytesPerQuery * qps / 1e9
		if r.Bandwidth != nil && r.Bandwidth.Read1t > 0 {
			row.OfRead1t = row.GBs / r.Bandwidth.Read1t
		}
		if r.Bandwidth != nil && r.Bandwidth.RandomRead1t > 0 {
			row.OfRandom1t = row.GBs / r.Bandwidth.RandomRead1t
		}
		r.BandwidthRows = append(r.BandwidthRows, row)
	}
}

func (r *Report) writeBandwidth(w io.Writer) {
	if b := r.Bandwidth; b != nil {
		fmt.Fprintf(w, "\nmachine bandwidth (GB/s, %d MiB arrays, LLC %d MiB, best pass): 1 thread read %.1f copy %.1f triad %.1f; all cores read %.1f copy %.1f triad %.1f\n",
			b.ArrayMiB, b.LLCMiB, b.Read1t, b.Copy1t, b.Triad1t, b.ReadAll, b.CopyAll, b.TriadAll)
		if b.RandomRead1t > 0 {
			fmt.Fprintf(w, "random vector read (our float32 kernel, %d-byte vectors at random, %d per call, 1 thread): %.1f GB/s\n",
				b.RandomVectorBytes, b.RandomBatch, b.RandomRead1t)
		}
	}
	if len(r.BandwidthRows) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bandwidth at R@10\tR@10\tQPS 1t\tdist/q\tlists/q\tKB/q\tGB/s\tof 1t read\tof random\tbytes\t")
	pct := func(f float64) string {
		if f <= 0 {
			return "-" // no probe (--bandwidth=false)
		}
		return fmt.Sprintf("%.0f%%", 100*f)
	}
	for _, b := range r.BandwidthRows {
		fmt.Fprintf(tw, "%s\t%.2f\t%.0f\t%.0f\t%.0f\t%.1f\t%.2f\t%s\t%s\t%s\t\n", b.Name, b.RecallAt10, b.QPS1t, b.DistPerQuery,
			b.ListsPerQuery, b.BytesPerQuery/1e3, b.GBs, pct(b.OfRead1t), pct(b.OfRandom1t), b.Source)
	}
	tw.Flush()
}
