package recallpath

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/scale"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/engine"
)

const (
	namespace = "recallpath/ns"
	batchSize = 1000
	seed      = 1
)

// NewEncoder, when set (a -tags ort build), opens the real model that
// encodes the recalls' queries; nil: the stand-in encodes them.
// model is a manifest name ("": the encoder's default), dir its files
// ("": build/models/<model>).
var NewEncoder func(ctx context.Context, model, dir string) (dense.Encoder, error)

type config struct {
	sizes           []int
	queries, budget int
	warmup          int
	model, modelDir string
	dir, out        string
	json            bool
	progress        time.Duration
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	c := config{progress: 5 * time.Second}
	fs := flag.NewFlagSet("recall-path", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sizes := fs.String("sizes", "10000,100000,1000000", "evidence per namespace, one fresh namespace (and ledger) per size")
	fs.IntVar(&c.queries, "queries", 300, "recalls measured per size")
	fs.IntVar(&c.budget, "budget", 512, "token budget of each recall")
	fs.IntVar(&c.warmup, "warmup", 30, "recalls run before measuring, per size")
	fs.StringVar(&c.model, "model", "", "model manifest name of the query encoder (a -tags ort build; default: the native encoder's, bge-small-en-v1.5)")
	fs.StringVar(&c.modelDir, "model-dir", "", "the model's directory (default build/models/MODEL)")
	fs.StringVar(&c.dir, "dir", "", "directory for the ledgers (default: a new temp dir, removed after the run)")
	fs.BoolVar(&c.json, "json", false, "print the JSON report instead of the table")
	fs.StringVar(&c.out, "out", "", "also write the JSON report to this file")
	if err := fs.Parse(args); err != nil {
		return c, fmt.Errorf("%w: %w", ErrUsage, err)
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	}
	for _, f := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return c, fmt.Errorf("%w: --sizes: %q is not a positive count", ErrUsage, f)
		}
		c.sizes = append(c.sizes, n)
	}
	switch {
	case c.queries < 1:
		return c, fmt.Errorf("%w: --queries %d: must be positive", ErrUsage, c.queries)
	case c.budget < 1:
		return c, fmt.Errorf("%w: --budget %d: must be positive", ErrUsage, c.budget)
	case c.warmup < 0:
		return c, fmt.Errorf("%w: --warmup %d: must not be negative", ErrUsage, c.warmup)
	}
	return c, nil
}

// Main runs `evibench recall-path`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	var query dense.Encoder
	if NewEncoder != nil {
		if query, err = NewEncoder(ctx, c.model, c.modelDir); err != nil {
			return fmt.Errorf("query encoder: %w", err)
		}
		defer query.Close()
	}
	rep, err := run(ctx, c, query, stderr)
	if err != nil {
		return err
	}
	if c.out != "" {
		if err := rep.writeFile(c.out); err != nil {
			return err
		}
	}
	return rep.write(stdout, c.json)
}

func run(ctx context.Context, c config, query dense.Encoder, log io.Writer) (*Report, error) {
	dir, tmp := c.dir, c.dir == ""
	if tmp {
		d, err := os.MkdirTemp("", "evibench-recallpath-")
		if err != nil {
			return nil, fmt.Errorf("temp dir: %w", err)
		}
		dir = d
		defer os.RemoveAll(dir)
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("--dir: %w", err)
	}
	rep := newReport()
	for _, n := range c.sizes {
		enc, err := newPhased(query)
		if err != nil {
			return nil, err
		}
		rep.QueryEncoder = enc.queryEncoder()
		path := filepath.Join(dir, fmt.Sprintf("recallpath-%d.db", n))
		if _, err := os.Stat(path); err == nil {
			return nil, fmt.Errorf("--dir: %s exists; recall-path needs a fresh ledger per size", path)
		}
		s, err := measureSize(ctx, c, n, path, enc, log)
		for _, p := range []string{path, path + "-wal", path + "-shm", path + ".projections"} {
			if rerr := os.RemoveAll(p); err == nil {
				err = rerr
			}
		}
		if err != nil {
			return nil, fmt.Errorf("size %d: %w", n, err)
		}
		rep.Sizes = append(rep.Sizes, s)
	}
	return rep, nil
}

// measureSize builds one namespace of n evidence, embeds it, and times the
// recalls.
func measureSize(ctx context.Context, c config, n int, path string, enc *phased, log io.Writer) (_ SizeReport, err error) {
	s := SizeReport{Evidence: n, Queries: c.queries, Budget: c.budget, LoadBefore: loadAvg()}
	e, err := engine.Open(path, engine.Options{Encoder: enc})
	if err != nil {
		return s, err
	}
	defer func() { err = errors.Join(err, e.Close()) }()
	corp := newCorpus(seed, c.queries+c.warmup)
	fmt.Fprintf(log, "recall-path: size %d: ingest (batches of %d)\n", n, batchSize)
	batch := make([]engine.Observation, 0, batchSize)
	t0, last := time.Now(), time.Now()
	for i := range n {
		batch = append(batch, engine.Observation{Namespace: namespace, Content: corp.text(i),
			Source: fmt.Sprintf("recallpath/%d", i), OccurredAt: start.Add(time.Duration(i) * step)})
		if len(batch) < batchSize && i < n-1 {
			continue
		}
		if _, err := e.RememberBatch(ctx, batch); err != nil {
			return s, fmt.Errorf("ingest at evidence %d: %w", i, err)
		}
		batch = batch[:0]
		if time.Since(last) >= c.progress {
			last = time.Now()
			el := time.Since(t0).Seconds()
			fmt.Fprintf(log, "recall-path: size %d: ingest %d/%d, %.0f evidence/s, %.0fs\n", n, i+1, n, float64(i+1)/el, el)
		}
	}
	if err := scale.Ready(ctx, e); err != nil {
		return s, err
	}
	s.IngestS = time.Since(t0).Seconds()
	fmt.Fprintf(log, "recall-path: size %d: ingested in %.1fs; embedding (stand-in) and indexing\n", n, s.IngestS)
	t0 = time.Now()
	stop := progress(e, n, c.progress, log)
	_, err = e.SyncSemantic(ctx, namespace)
	stop()
	if err != nil {
		return s, fmt.Errorf("sync semantic: %w", err)
	}
	s.EmbedS = time.Since(t0).Seconds()
	fmt.Fprintf(log, "recall-path: size %d: embedded and indexed in %.1fs; recalls\n", n, s.EmbedS)

	enc.queries.Store(true)
	defer enc.queries.Store(false)
	now := start.Add(time.Duration(n) * step)
	qs := corp.queries(c.queries + c.warmup)
	samples := make([]engine.RecallStages, 0, c.queries)
	for i, text := range qs {
		var st engine.RecallStages
		q := engine.Query{Namespace: namespace, Text: text, BudgetTokens: c.budget, Now: now, Stages: &st}
		if _, err := e.Recall(ctx, q); err != nil {
			return s, fmt.Errorf("recall %q: %w", text, err)
		}
		if i >= c.warmup {
			samples = append(samples, st)
		}
	}
	s.summarize(samples)
	s.LoadAfter = loadAvg()
	return s, nil
}

// progress prints the dense index's size every interval until stop is
// called: SyncSemantic of a large namespace is one long call.
func progress(e *engine.Engine, n int, interval time.Duration, log io.Writer) (stop func()) {
	done, exited := make(chan struct{}), make(chan struct{})
	t0 := time.Now()
	go func() {
		defer close(exited)
		tick := time.NewTicker(interval)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if st, err := e.Stats(); err == nil {
					el := time.Since(t0).Seconds()
					fmt.Fprintf(log, "recall-path: size %d: embedded %d/%d, %.0f/s, %.0fs\n", n, st.DenseVectors, n, float64(st.DenseVectors)/el, el)
				}
			}
		}
	}()
	return func() { close(done); <-exited }
}

// loadAvg is /proc/loadavg's 1, 5 and 15 minute averages (nil where it is
// unreadable).
func loadAvg() []float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return nil
	}
	var out []float64
	for _, f := range strings.Fields(string(b))[:3] {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil
		}
		out = append(out, v)
	}
	return out
}
