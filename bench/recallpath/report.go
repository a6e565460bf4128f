package recallpath

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"time"

	"github.com/evicortex/evicortex/engine"
)

// Report is one run; its JSON form is the --json and --out output. Plain
// data.
type Report struct {
	// CorpusEncoder is what embedded the evidence: the stand-in, always.
	CorpusEncoder string `json:"corpus_encoder"`
	// QueryEncoder is what encoded the recalls' queries: the real model in
	// a -tags ort build, else the stand-in.
	QueryEncoder string       `json:"query_encoder"`
	CPUs         int          `json:"cpus"`
	GoVersion    string       `json:"go_version"`
	Sizes        []SizeReport `json:"sizes"`
}

// SizeReport is one namespace size's figures. Times are wall milliseconds,
// nearest-rank percentiles over the measured recalls.
type SizeReport struct {
	Evidence int `json:"evidence"`
	Queries  int `json:"queries"`
	Budget   int `json:"budget"`
	// IngestS is RememberBatch of every evidence until the window indexer
	// is idle; EmbedS is SyncSemantic (stand-in vectors, HNSW inserts).
	IngestS    float64 `json:"ingest_s"`
	IngestPerS float64 `json:"ingest_per_s"`
	EmbedS     float64 `json:"embed_s"`
	EmbedPerS  float64 `json:"embed_per_s"`
	// Recall is the full recall (engine.Recall, every channel); Stages
	// splits it (engine.RecallStages): parse, filter, channels (their
	// sum), encode_query (inside the dense channel), fusion, packing.
	Recall   Percentiles            `json:"recall_ms"`
	Stages   map[string]Percentiles `json:"stages_ms"`
	Channels map[string]Percentiles `json:"channels_ms"`
	// LoadBefore and LoadAfter are /proc/loadavg (1, 5, 15 min) when the
	// size started and when its recalls ended.
	LoadBefore []float64 `json:"load_before"`
	LoadAfter  []float64 `json:"load_after"`
}

// Percentiles are the p50 and p99 of one time, in milliseconds.
type Percentiles struct {
	P50 float64 `json:"p50"`
	P99 float64 `json:"p99"`
}

// stageOrder is the stages in the order the table prints them.
var stageOrder = []string{"parse", "filter", "channels", "encode_query", "fusion", "packing"}

func newReport() *Report {
	return &Report{CorpusEncoder: standIn{}.Profile().Model, CPUs: runtime.NumCPU(), GoVersion: runtime.Version()}
}

func (s *SizeReport) summarize(samples []engine.RecallStages) {
	if s.IngestS > 0 {
		s.IngestPerS = round1(float64(s.Evidence) / s.IngestS)
	}
	if s.EmbedS > 0 {
		s.EmbedPerS = round1(float64(s.Evidence) / s.EmbedS)
	}
	s.IngestS, s.EmbedS = round1(s.IngestS), round1(s.EmbedS)
	pick := func(f func(*engine.RecallStages) time.Duration) Percentiles {
		xs := make([]float64, len(samples))
		for i := range samples {
			xs[i] = float64(f(&samples[i]).Microseconds()) / 1000
		}
		slices.Sort(xs)
		return Percentiles{P50: percentile(xs, 0.50), P99: percentile(xs, 0.99)}
	}
	s.Recall = pick(func(st *engine.RecallStages) time.Duration { return st.Total })
	s.Stages = map[string]Percentiles{
		"parse":        pick(func(st *engine.RecallStages) time.Duration { return st.Parse }),
		"filter":       pick(func(st *engine.RecallStages) time.Duration { return st.Filter }),
		"channels":     pick(func(st *engine.RecallStages) time.Duration { return st.ChannelSum() }),
		"encode_query": pick(func(st *engine.RecallStages) time.Duration { return st.Encode }),
		"fusion":       pick(func(st *engine.RecallStages) time.Duration { return st.Compile.Fusion }),
		"packing":      pick(func(st *engine.RecallStages) time.Duration { return st.Compile.Packing }),
	}
	s.Channels = map[string]Percentiles{}
	if len(samples) == 0 {
		return
	}
	for i, ch := range samples[0].Channels {
		s.Channels[ch.Name] = pick(func(st *engine.RecallStages) time.Duration { return st.Channels[i].Time })
	}
}

// percentile is the nearest-rank percentile of sorted xs.
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	i := int(float64(len(xs))*p+0.999999) - 1
	return xs[max(0, min(i, len(xs)-1))]
}

func round1(x float64) float64 { return float64(int64(x*10+0.5)) / 10 }

func (r *Report) writeFile(path string) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("encode report: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("--out: %w", err)
	}
	return nil
}

func (r *Report) write(w io.Writer, asJSON bool) error {
	if asJSON {
		b, err := json.MarshalIndent(r, "", "  ")
		if err != nil {
			return fmt.Errorf("encode report: %w", err)
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	fmt.Fprintf(w, "evibench recall-path: one namespace per size, %d CPUs, %s\n", r.CPUs, r.GoVersion)
	fmt.Fprintf(w, "  corpus vectors: %s\n  query encoding: %s\n", r.CorpusEncoder, r.QueryEncoder)
	for _, s := range r.Sizes {
		fmt.Fprintf(w, "\n%d evidence: ingest %.1fs (%.0f/s), embed+index %.1fs (%.0f/s); %d recalls, budget %d; load %v -> %v\n",
			s.Evidence, s.IngestS, s.IngestPerS, s.EmbedS, s.EmbedPerS, s.Queries, s.Budget, s.LoadBefore, s.LoadAfter)
		fmt.Fprintf(w, "  %-22s %9s %9s\n", "ms", "p50", "p99")
		fmt.Fprintf(w, "  %-22s %9.3f %9.3f\n", "recall (total)", s.Recall.P50, s.Recall.P99)
		for _, name := range stageOrder {
			p := s.Stages[name]
			fmt.Fprintf(w, "  %-22s %9.3f %9.3f\n", name, p.P50, p.P99)
		}
		names := make([]string, 0, len(s.Channels))
		for n := range s.Channels {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			p := s.Channels[n]
			fmt.Fprintf(w, "    channel %-14s %9.3f %9.3f\n", n, p.P50, p.P99)
		}
	}
	return nil
}
