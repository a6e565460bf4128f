package scale

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/evicortex/evicortex/engine"
)

const (
	batchSize    = 1000
	recallBudget = 512
	step         = 15 * time.Second
	seed         = 1
)

// start is the first evidence's occurred_at.
var start = time.Date(2024, time.January, 1, 0, 0, 0, 0, time.UTC)

type config struct {
	evidence, namespaces, recalls int
	dir, postgres                 string
	keep, json, gate, skewed      bool
	progress                      time.Duration
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	c := config{progress: 5 * time.Second}
	fs := flag.NewFlagSet("scale", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.evidence, "evidence", 2_000_000, "evidence to ingest")
	fs.IntVar(&c.namespaces, "namespaces", 100, "namespaces (tenants) the evidence is spread over")
	fs.IntVar(&c.recalls, "recalls", 300, "recalls on namespace scale/t0 (with --skewed, the largest)")
	fs.BoolVar(&c.skewed, "skewed", false, "tenants of unequal sizes (weight 1/sqrt(rank+1)); default: equal sizes, evidence dealt round-robin")
	fs.StringVar(&c.dir, "dir", "", "directory for the ledger scale.db (default: a new temp dir)")
	fs.BoolVar(&c.keep, "keep", false, "keep the ledger (and the temp dir) after the run")
	fs.StringVar(&c.postgres, "postgres", "", "run on this PostgreSQL DSN (an empty ledger schema) instead of a SQLite file")
	fs.BoolVar(&c.json, "json", false, "print the JSON report")
	fs.BoolVar(&c.gate, "gate", false, "check issue 13's bars (PASS/FAIL per bar); exit non-zero when one fails")
	if err := fs.Parse(args); err != nil {
		return c, fmt.Errorf("%w: %w", ErrUsage, err)
	}
	switch {
	case fs.NArg() > 0:
		return c, fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	case c.evidence < 1:
		return c, fmt.Errorf("%w: --evidence %d: must be positive", ErrUsage, c.evidence)
	case c.namespaces < 1 || c.namespaces > c.evidence:
		return c, fmt.Errorf("%w: --namespaces %d: want 1..--evidence", ErrUsage, c.namespaces)
	case c.recalls < 1:
		return c, fmt.Errorf("%w: --recalls %d: must be positive", ErrUsage, c.recalls)
	case c.postgres != "" && c.dir != "":
		return c, fmt.Errorf("%w: --dir and --postgres exclude each other", ErrUsage)
	}
	return c, nil
}

// Main runs `evibench scale`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	st, err := newStore(c, stderr)
	if err != nil {
		return err
	}
	rep, err := run(ctx, c, st, stderr)
	if cerr := st.cleanup(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := rep.write(stdout, c.json); err != nil {
		return err
	}
	if !c.gate {
		return nil
	}
	out := stdout
	if c.json {
		out = stderr // keep stdout pure JSON
	}
	if failed := printGates(out, rep); failed > 0 {
		return fmt.Errorf("%w: %d of %d bars", ErrGate, failed, len(gates(rep)))
	}
	return nil
}

// run measures the phases in order on one ledger.
func run(ctx context.Context, c config, st *store, log io.Writer) (*Report, error) {
	rep := &Report{Evidence: c.evidence, Namespaces: c.namespaces, recalls: c.recalls, backend: "sqlite"}
	if c.postgres != "" {
		rep.backend = "postgres"
	}
	queries, hot, err := ingest(ctx, c, st, rep, log)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "scale: phase reopen\n")
	t0 := time.Now()
	e, err := st.open()
	if err != nil {
		return nil, fmt.Errorf("reopen: %w", err)
	}
	defer e.Close()
	if err := Ready(ctx, e); err != nil {
		return nil, err
	}
	rep.ReopenMs = ms(time.Since(t0))
	rep.RSSAfterOpenMB = rssMB()
	fmt.Fprintf(log, "scale: reopen %.0f ms, rss %.0f MB\n", rep.ReopenMs, rep.RSSAfterOpenMB)

	fmt.Fprintf(log, "scale: phase rebuild (RebuildIndexes, from the ledger)\n")
	t0 = time.Now()
	if err := e.RebuildIndexes(ctx); err != nil {
		return nil, fmt.Errorf("rebuild: %w", err)
	}
	if err := Ready(ctx, e); err != nil {
		return nil, err
	}
	rep.RebuildMs = ms(time.Since(t0))
	rep.RSSAfterRebuildMB = rssMB()
	fmt.Fprintf(log, "scale: rebuild %.0f ms, rss %.0f MB\n", rep.RebuildMs, rep.RSSAfterRebuildMB)

	fmt.Fprintf(log, "scale: phase recall (%d on %s, %d evidence)\n", len(queries), hot.name, hot.count)
	if err := recalls(ctx, e, hot.name, queries, rep); err != nil {
		return nil, err
	}
	rep.hot = hot
	if rep.ProjectionBytes, err = st.projectionBytes(); err != nil {
		return nil, err
	}
	if rep.LedgerBytes, err = st.ledgerBytes(ctx); err != nil {
		return nil, err
	}
	return rep, nil
}

// hotTenant is the namespace the recalls run on: the first (the largest
// with --skewed; tenants are of equal size otherwise).
type hotTenant struct {
	name  string
	count int
}

// ingest writes the evidence stream in batches, prints the rate every
// c.progress, closes the engine and returns the recall queries.
func ingest(ctx context.Context, c config, st *store, rep *Report, log io.Writer) ([]string, hotTenant, error) {
	e, err := st.open()
	if err != nil {
		return nil, hotTenant{}, err
	}
	if s, err := e.Stats(); err != nil || s.Evidence > 0 {
		e.Close()
		return nil, hotTenant{}, errors.Join(err, fmt.Errorf("%w: %s holds %d evidence; scale needs a fresh one", ErrNotEmpty, st.where(), s.Evidence))
	}
	fmt.Fprintf(log, "scale: phase ingest (%d evidence over %d namespaces into %s, batches of %d)\n", c.evidence, c.namespaces, st.where(), batchSize)
	corp := newCorpus(seed, c.namespaces, c.skewed)
	sample := reservoir{n: c.recalls, rng: rand.New(rand.NewPCG(seed, 2))}
	hot := hotTenant{name: corp.tenants[0]}
	batch := make([]engine.Observation, 0, batchSize)
	t0, last := time.Now(), time.Now()
	for i := range c.evidence {
		t := corp.tenant()
		text := corp.text(t)
		if t == 0 {
			hot.count++
			sample.offer(text)
		}
		batch = append(batch, engine.Observation{Namespace: corp.tenants[t], Content: text,
			Source: fmt.Sprintf("scale/%d", i), OccurredAt: start.Add(time.Duration(i) * step)})
		if len(batch) == batchSize || i == c.evidence-1 {
			if _, err := e.RememberBatch(ctx, batch); err != nil {
				e.Close()
				return nil, hot, fmt.Errorf("ingest at evidence %d: %w", i, err)
			}
			batch = batch[:0]
			if time.Since(last) >= c.progress {
				last = time.Now()
				el := time.Since(t0).Seconds()
				fmt.Fprintf(log, "scale: ingest %d/%d (%.0f%%), %.0f evidence/s, %.0fs elapsed\n", i+1, c.evidence, 100*float64(i+1)/float64(c.evidence), float64(i+1)/el, el)
			}
		}
	}
	if err := Ready(ctx, e); err != nil {
		e.Close()
		return nil, hot, err
	}
	rep.IngestPerS = math.Round(10*float64(c.evidence)/time.Since(t0).Seconds()) / 10
	fmt.Fprintf(log, "scale: ingested %d evidence in %.1fs (%.0f/s); closing\n", c.evidence, time.Since(t0).Seconds(), rep.IngestPerS)
	if err := e.Close(); err != nil {
		return nil, hot, fmt.Errorf("close after ingest: %w", err)
	}
	return queriesFrom(sample.items, seed), hot, nil
}

// Ready waits until the window indexer has no backlog: until then a recall
// would wait for it, so the engine is not ready to serve.
func Ready(ctx context.Context, e *engine.Engine) error {
	for {
		s, err := e.Stats()
		if err != nil {
			return err
		}
		if s.WindowBacklog == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// recalls runs the queries one after another and records p50 and p99.
func recalls(ctx context.Context, e *engine.Engine, ns string, queries []string, rep *Report) error {
	now := start.Add(time.Duration(rep.Evidence) * step)
	lat := make([]float64, 0, len(queries))
	for _, q := range queries {
		t0 := time.Now()
		if _, err := e.Recall(ctx, engine.Query{Namespace: ns, Text: q, BudgetTokens: recallBudget, Now: now}); err != nil {
			return fmt.Errorf("recall %q: %w", q, err)
		}
		lat = append(lat, ms(time.Since(t0)))
	}
	slices.Sort(lat)
	rep.RecallP50Ms, rep.RecallP99Ms = percentile(lat, 0.50), percentile(lat, 0.99)
	return nil
}

// percentile is the nearest-rank percentile of sorted xs.
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	i := int(float64(len(xs))*p+0.999999) - 1
	return xs[max(0, min(i, len(xs)-1))]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// reservoir keeps a uniform sample of n of the texts offered (Algorithm R).
type reservoir struct {
	n     int
	seen  int
	rng   *rand.Rand
	items []string
}

func (r *reservoir) offer(s string) {
	r.seen++
	if len(r.items) < r.n {
		r.items = append(r.items, s)
	} else if j := r.rng.IntN(r.seen); j < r.n {
		r.items[j] = s
	}
}

var wordRE = regexp.MustCompile(`[A-Za-z]{3,}`)

// queriesFrom takes 2-4 words of each text, the way a user recalls a
// half-remembered line.
func queriesFrom(texts []string, seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, 3))
	out := make([]string, 0, len(texts))
	for _, t := range texts {
		ws := wordRE.FindAllString(t, -1)
		rng.Shuffle(len(ws), func(i, j int) { ws[i], ws[j] = ws[j], ws[i] })
		out = append(out, strings.Join(ws[:min(len(ws), 2+rng.IntN(3))], " "))
	}
	return out
}

// store is where the ledger lives: a SQLite file in a directory, or a
// PostgreSQL schema.
type store struct {
	dsn, dir, path string
	tmp            bool // dir was made by this run
	keep           bool
	log            io.Writer
}

func newStore(c config, log io.Writer) (*store, error) {
	st := &store{dsn: c.postgres, dir: c.dir, keep: c.keep, log: log}
	if st.dsn != "" {
		return st, nil
	}
	if st.dir == "" {
		d, err := os.MkdirTemp("", "evibench-scale-")
		if err != nil {
			return nil, fmt.Errorf("temp dir: %w", err)
		}
		st.dir, st.tmp = d, true
	} else if err := os.MkdirAll(st.dir, 0o755); err != nil {
		return nil, fmt.Errorf("--dir: %w", err)
	}
	st.path = filepath.Join(st.dir, "scale.db")
	if _, err := os.Stat(st.path); err == nil {
		return nil, fmt.Errorf("%w: %s exists; scale needs a fresh ledger", ErrNotEmpty, st.path)
	}
	return st, nil
}

func (st *store) open() (*engine.Engine, error) {
	if st.dsn != "" {
		return engine.OpenPostgres(st.dsn, engine.Options{})
	}
	return engine.Open(st.path, engine.Options{})
}

func (st *store) where() string {
	if st.dsn != "" {
		return "PostgreSQL"
	}
	return st.path
}

// projectionDir is where persisted projections live beside a ledger file.
func (st *store) projectionDir() string { return st.path + ".projections" }

// cleanup removes what the run created unless --keep (a PostgreSQL schema
// is the caller's and stays).
func (st *store) cleanup() error {
	switch {
	case st.dsn != "":
		return nil
	case st.keep:
		fmt.Fprintf(st.log, "scale: kept %s\n", st.path)
		return nil
	case st.tmp:
		return os.RemoveAll(st.dir)
	}
	var errs []error
	for _, p := range []string{st.path, st.path + "-wal", st.path + "-shm", st.projectionDir()} {
		if err := os.RemoveAll(p); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
