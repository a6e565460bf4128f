package encode

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/ort"
)

type config struct {
	model, modelDir, peerModel, lib, shared, repo, out string
	batches                                            []int
	threads, n, parityN, rounds                        int
	json, noPeers, spin, peerNoSpin                    bool
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	var batches string
	fs := flag.NewFlagSet("encode", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.model, "model", ort.DefaultModel, "model manifest name")
	fs.StringVar(&c.modelDir, "model-dir", "", "model directory (default build/models/MODEL, build/derived/MODEL for a derived variant)")
	fs.StringVar(&c.peerModel, "peer-model", "", "model whose model.onnx Python onnxruntime runs (default MODEL; e.g. the float32 base of an int8 variant)")
	fs.StringVar(&c.lib, "lib", "", "libonnxruntime.so (default $"+ort.LibraryEnv+", else "+ort.DefaultLibraryPath+")")
	fs.StringVar(&batches, "batch", "1,8,32", "comma-separated batch sizes")
	fs.IntVar(&c.threads, "threads", runtime.NumCPU(), "intra-op threads for both encoders")
	fs.IntVar(&c.n, "n", 512, "texts per batch size")
	fs.IntVar(&c.rounds, "rounds", 3, "rounds; in each, every batch size runs Go then Python back to back; the best of each side is reported (the machine may be shared)")
	fs.IntVar(&c.parityN, "parity", 200, "texts compared with the numpy reference (0 skips)")
	fs.StringVar(&c.shared, "shared", "../shared", "shared data directory (LoCoMo turns)")
	fs.StringVar(&c.repo, "repo", ".", "repository root (for .venv and bench/peers)")
	fs.BoolVar(&c.noPeers, "no-peers", false, "skip the Python reference")
	fs.BoolVar(&c.spin, "spin", false, "let dense/ort's idle intra-op threads spin (ONNX Runtime's default; dense/ort's default is off)")
	fs.BoolVar(&c.peerNoSpin, "peer-no-spin", false, "turn spinning off in the Python reference too (session.intra_op.allow_spinning=0; its default is on)")
	fs.BoolVar(&c.json, "json", false, "print the JSON report on stdout")
	fs.StringVar(&c.out, "out", "", "also write the JSON report to FILE")
	if err := fs.Parse(args); err != nil {
		return c, fmt.Errorf("%w: %v", ErrUsage, err)
	}
	if c.peerModel == "" {
		c.peerModel = c.model
	}
	// The peer's vectors are compared with ours, so it must be the same model
	// up to a derived variant (an int8 variant against its float32 base).
	if c.peerModel != c.model && referenceModel(c.peerModel) != referenceModel(c.model) {
		return c, fmt.Errorf("%w: --peer-model %q: want %q or a variant of the same base model", ErrUsage, c.peerModel, c.model)
	}
	for _, s := range strings.Split(batches, ",") {
		b, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || b < 1 || b > 4096 {
			return c, fmt.Errorf("%w: --batch %q: want integers in 1..4096", ErrUsage, s)
		}
		c.batches = append(c.batches, b)
	}
	switch {
	case c.threads < 1 || c.threads > 1024:
		return c, fmt.Errorf("%w: --threads %d: want 1..1024", ErrUsage, c.threads)
	case c.rounds < 1 || c.rounds > 100:
		return c, fmt.Errorf("%w: --rounds %d: want 1..100", ErrUsage, c.rounds)
	case c.n < 1:
		return c, fmt.Errorf("%w: --n %d: want at least 1", ErrUsage, c.n)
	case c.parityN < 0:
		return c, fmt.Errorf("%w: --parity %d: want 0 or more", ErrUsage, c.parityN)
	}
	return c, nil
}

// Main runs `evibench encode`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	corp, err := loadCorpus(c.shared, max(c.n, c.parityN))
	if err != nil {
		return err
	}
	maxBatch := 0
	for _, b := range c.batches {
		maxBatch = max(maxBatch, b)
	}
	enc, err := ort.New(ort.Options{Model: c.model, ModelDir: c.modelDir, LibraryPath: c.lib, Threads: c.threads, BatchSize: maxBatch, Spin: c.spin})
	if err != nil {
		return err
	}
	defer enc.Close()
	rep, err := run(ctx, c, corp, enc, stderr)
	if err != nil {
		return err
	}
	return emit(c, rep, stdout)
}

func run(ctx context.Context, c config, corp corpus, enc dense.Encoder, stderr io.Writer) (*report, error) {
	texts := capped(corp.texts, c.n)
	rep := newReport(c, corp, enc.Profile(), len(texts))
	rep.LoadAvgStart = loadAvg()
	rep.Results = make([]row, len(c.batches))
	var goVecs [][]float32
	var py *pyORT
	for round := 1; round <= c.rounds; round++ {
		for i, b := range c.batches {
			r, vecs, err := measure(ctx, enc, texts, b)
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(stderr, "encode: round %d: go batch %d: %.1f sentences/s, p50 %.2f ms\n", round, b, r.GoSentencesPerS, r.GoP50Ms)
			rep.Results[i].keepBest(r)
			if goVecs == nil {
				goVecs = vecs
			}
			if c.noPeers {
				continue
			}
			po, err := runORTPeer(ctx, c, b, texts, rep, stderr) // right after Go, same batch: similar machine load
			if err != nil {
				return nil, err
			}
			if py == nil {
				py = po
			}
		}
		q, _, err := measure(ctx, enc, corp.queries, 1)
		if err != nil {
			return nil, err
		}
		if round == 1 || q.GoP50Ms < rep.P50MsQueryBatch1 {
			rep.P50MsQueryBatch1 = q.GoP50Ms
		}
	}
	rep.LoadAvgEnd = loadAvg()
	if py != nil {
		if err := finishPeers(ctx, c, corp, enc, goVecs, py, rep, stderr); err != nil {
			return nil, err
		}
	}
	rep.finish()
	return rep, nil
}

// measure embeds texts in calls of b after a warm-up, timing each call.
func measure(ctx context.Context, enc dense.Encoder, texts []string, b int) (row, [][]float32, error) {
	for i := 0; i < len(texts) && i < max(b, 32); i += b {
		if _, err := enc.Embed(ctx, texts[i:min(i+b, len(texts))]); err != nil {
			return row{}, nil, err
		}
	}
	var lat []float64
	var vecs [][]float32
	start, cpu0 := time.Now(), processCPU()
	for i := 0; i < len(texts); i += b {
		t0 := time.Now()
		v, err := enc.Embed(ctx, texts[i:min(i+b, len(texts))])
		if err != nil {
			return row{}, nil, err
		}
		lat = append(lat, float64(time.Since(t0).Microseconds())/1000)
		vecs = append(vecs, v...)
	}
	total := time.Since(start).Seconds()
	cpuMs := float64((processCPU() - cpu0).Microseconds()) / 1000
	p50, p99 := percentiles(lat)
	return row{Batch: b, GoSentencesPerS: float64(len(texts)) / total, GoP50Ms: p50, GoP99Ms: p99,
		GoCPUMsPerSentence: cpuMs / float64(len(texts))}, vecs, nil
}

// loadAvg is the 1-minute load average (Linux), recorded because wall-clock
// ratios on a shared machine mean little when it is far above the threads used.
func loadAvg() *float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return nil
	}
	var v float64
	if _, err := fmt.Sscan(string(b), &v); err != nil {
		return nil
	}
	return &v
}

func emit(c config, rep *report, stdout io.Writer) error {
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	if c.out != "" {
		if err := os.WriteFile(c.out, append(b, '\n'), 0o644); err != nil {
			return fmt.Errorf("write report: %w", err)
		}
	}
	if c.json {
		_, err = fmt.Fprintln(stdout, string(b))
		return err
	}
	rep.text(stdout)
	return nil
}
