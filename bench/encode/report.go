package encode

import (
	"fmt"
	"io"
	"sort"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
)

// row is one batch size.
type row struct {
	Batch               int      `json:"batch"`
	GoSentencesPerS     float64  `json:"go_sentences_per_s"`
	GoP50Ms             float64  `json:"go_p50_ms"`
	GoP99Ms             float64  `json:"go_p99_ms"`
	PythonSentencesPerS *float64 `json:"python_sentences_per_s"`
	PythonP50Ms         *float64 `json:"python_p50_ms"`
	Ratio               *float64 `json:"ratio_vs_python"`
	// CPU time per sentence (process user+system): steadier than wall time on a shared machine.
	GoCPUMsPerSentence     float64  `json:"go_cpu_ms_per_sentence"`
	PythonCPUMsPerSentence *float64 `json:"python_cpu_ms_per_sentence"`
	CPURatio               *float64 `json:"cpu_ratio_vs_python"` // python CPU / go CPU: above 1, Go spends less
}

// keepBest keeps the better Go numbers of two rounds.
func (r *row) keepBest(x row) {
	if r.Batch == 0 {
		*r = x
		return
	}
	r.GoSentencesPerS = max(r.GoSentencesPerS, x.GoSentencesPerS)
	r.GoP50Ms, r.GoP99Ms = min(r.GoP50Ms, x.GoP50Ms), min(r.GoP99Ms, x.GoP99Ms)
	if x.GoCPUMsPerSentence > 0 {
		r.GoCPUMsPerSentence = min(r.GoCPUMsPerSentence, x.GoCPUMsPerSentence)
	}
	r.ratios()
}

func (r *row) ratios() {
	if r.PythonSentencesPerS != nil {
		r.Ratio = ptr(r.GoSentencesPerS / *r.PythonSentencesPerS)
	}
	if r.PythonCPUMsPerSentence != nil && r.GoCPUMsPerSentence > 0 {
		r.CPURatio = ptr(*r.PythonCPUMsPerSentence / r.GoCPUMsPerSentence)
	}
}

type report struct {
	Model               string   `json:"model"`
	ProfileID           string   `json:"profile_id"`
	Threads             int      `json:"threads"`
	Texts               int      `json:"texts"`
	Source              string   `json:"source"`
	LoadAvgStart        *float64 `json:"loadavg_1m_start"`
	LoadAvgEnd          *float64 `json:"loadavg_1m_end"`
	Python              string   `json:"python_reference"`
	Results             []row    `json:"results"`
	ThroughputRatio     *float64 `json:"throughput_ratio_vs_python"` // worst ratio over batch sizes
	P50MsBatch1         *float64 `json:"p50_ms_batch1"`
	P50MsQueryBatch1    float64  `json:"p50_ms_query_batch1"`
	ParityMinCos        *float64 `json:"parity_min_cos"`
	ParityMeanCos       *float64 `json:"parity_mean_cos"`
	ParityTexts         int      `json:"parity_texts"`
	ParityReference     string   `json:"parity_reference"`
	ParityVsPyORTMinCos *float64 `json:"parity_vs_python_ort_min_cos"`
	Gates               []gate   `json:"gates"`
	Notes               []string `json:"notes,omitempty"`
	parityTarget        float64  // min cosine the parity gate asks for
}

type gate struct {
	Name   string   `json:"name"`
	Value  *float64 `json:"value"`
	Target string   `json:"target"`
	Pass   *bool    `json:"pass"` // null when the value could not be measured
}

func newReport(c config, corp corpus, p dense.Profile, n int) *report {
	base := referenceModel(p.Model)
	weights := "model.safetensors"
	if m, err := models.Lookup(base); err == nil && m.Import != "" {
		weights = "the shipped export " + m.Import + " (read with the onnx package)"
	}
	if base != p.Model {
		weights += " of " + base
	}
	target := 0.9999
	if base != p.Model {
		target = 0.999 // a quantized variant: the bar for int8
	}
	return &report{Model: p.Model, ProfileID: p.ID, Threads: c.threads, Texts: n, Source: corp.source,
		ParityReference: "float64 numpy forward pass over " + weights + " (bench/peers/encode_peers.py reference)",
		parityTarget:    target}
}

func ptr(v float64) *float64 { return &v }

// finish derives the headline numbers and gates from the rows.
func (r *report) finish() {
	for _, row := range r.Results {
		if row.Batch == 1 {
			r.P50MsBatch1 = ptr(row.GoP50Ms)
		}
		if row.Ratio != nil && (r.ThroughputRatio == nil || *row.Ratio < *r.ThroughputRatio) {
			r.ThroughputRatio = ptr(*row.Ratio)
		}
	}
	check := func(name string, v *float64, target string, ok func(float64) bool) {
		g := gate{Name: name, Value: v, Target: target}
		if v != nil {
			pass := ok(*v)
			g.Pass = &pass
		}
		r.Gates = append(r.Gates, g)
	}
	check("throughput_ratio_vs_python", r.ThroughputRatio, ">= 0.9", func(v float64) bool { return v >= 0.9 })
	check("p50_ms_batch1", r.P50MsBatch1, "<= 10", func(v float64) bool { return v <= 10 })
	q := r.P50MsQueryBatch1
	check("p50_ms_query_batch1", &q, "<= 10", func(v float64) bool { return v <= 10 })
	if r.parityTarget == 0 {
		r.parityTarget = 0.9999
	}
	check("parity_min_cos", r.ParityMinCos, fmt.Sprintf(">= %g", r.parityTarget), func(v float64) bool { return v >= r.parityTarget })
}

func (r *report) text(w io.Writer) {
	fmt.Fprintf(w, "evibench encode: %s (profile %s), %d threads, %d texts from %s\n", r.Model, r.ProfileID, r.Threads, r.Texts, r.Source)
	fmt.Fprintf(w, "machine load (1-min average): %s at start, %s at end\n", opt(r.LoadAvgStart, "%.2f"), opt(r.LoadAvgEnd, "%.2f"))
	fmt.Fprintf(w, "%6s %12s %9s %9s %12s %9s %7s %12s %12s %9s\n", "batch", "go sent/s", "go p50ms", "go p99ms",
		"py sent/s", "py p50ms", "ratio", "go cpu ms/s", "py cpu ms/s", "cpu ratio")
	for _, x := range r.Results {
		fmt.Fprintf(w, "%6d %12.1f %9.2f %9.2f %12s %9s %7s %12.2f %12s %9s\n", x.Batch, x.GoSentencesPerS, x.GoP50Ms, x.GoP99Ms,
			opt(x.PythonSentencesPerS, "%.1f"), opt(x.PythonP50Ms, "%.2f"), opt(x.Ratio, "%.3f"),
			x.GoCPUMsPerSentence, opt(x.PythonCPUMsPerSentence, "%.2f"), opt(x.CPURatio, "%.3f"))
	}
	fmt.Fprintf(w, "short-query p50 (batch 1): %.2f ms\n", r.P50MsQueryBatch1)
	fmt.Fprintf(w, "parity vs %s on %d texts: min %s mean %s; vs Python onnxruntime: min %s\n", r.ParityReference, r.ParityTexts,
		opt(r.ParityMinCos, "%.7f"), opt(r.ParityMeanCos, "%.7f"), opt(r.ParityVsPyORTMinCos, "%.7f"))
	for _, g := range r.Gates {
		status := "not measured"
		if g.Pass != nil && *g.Pass {
			status = "PASS"
		} else if g.Pass != nil {
			status = "FAIL"
		}
		fmt.Fprintf(w, "gate %-28s %10s %-10s %s\n", g.Name, opt(g.Value, "%.4f"), g.Target, status)
	}
	for _, n := range r.Notes {
		fmt.Fprintln(w, "note:", n)
	}
}

func opt(v *float64, format string) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprintf(format, *v)
}

// percentiles returns the p50 and p99 of xs (nearest rank).
func percentiles(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2], s[min(len(s)-1, int(float64(len(s))*0.99))]
}

// cosStats compares a[i] with b[i].
func cosStats(a, b [][]float32) (minC, meanC float64) {
	minC = 1
	for i := range a {
		c := dense.Cosine(a[i], b[i])
		minC = min(minC, c)
		meanC += c
	}
	return minC, meanC / float64(len(a))
}
