package crypt

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/keyring"
)

// Side is one engine's figures (medians over the repeats).
type Side struct {
	IngestSeconds float64 `json:"ingest_s"`
	RowsPerS      float64 `json:"rows_per_s"`
	RecallP50Ms   float64 `json:"recall_p50_ms"` // median over every query of every repeat
	RecallP95Ms   float64 `json:"recall_p95_ms"`
	ReopenSeconds float64 `json:"reopen_s"` // close + open (information: no target)
}

// Report is the `evibench crypt` result; its JSON form is the -json output.
type Report struct {
	Rows         int     `json:"rows"`
	Batch        int     `json:"batch"`
	Queries      int     `json:"queries"`
	Repeat       int     `json:"repeat"`
	Clear        Side    `json:"clear"`
	Encrypted    Side    `json:"encrypted"`
	IngestRatio  float64 `json:"ingest_ratio"`     // encrypted / clear median ingest time
	RecallRatio  float64 `json:"recall_p50_ratio"` // encrypted / clear recall p50
	TargetRatio  float64 `json:"target_ratio"`
	WithinTarget bool    `json:"within_target"`
}

type options struct {
	rows, batch, queries, repeat int
	maxRatio                     float64
	json, gate                   bool
	out                          string
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("crypt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&o.rows, "rows", 20000, "rows to ingest into each engine")
	fs.IntVar(&o.batch, "batch", 100, "rows per RememberBatch call")
	fs.IntVar(&o.queries, "queries", 200, "recalls per engine per repeat")
	fs.IntVar(&o.repeat, "repeat", 3, "runs per side, each on fresh files; medians count")
	fs.Float64Var(&o.maxRatio, "max-ratio", 1.2, "target: encrypted ingest time and recall p50 at most this many times the clear ones")
	fs.BoolVar(&o.json, "json", false, "print the JSON report")
	fs.StringVar(&o.out, "out", "", "also write the JSON report to this file")
	fs.BoolVar(&o.gate, "gate", false, "fail when a ratio exceeds --max-ratio")
	if err := fs.Parse(args); err != nil {
		return o, fmt.Errorf("%w: %w", ErrUsage, err)
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	case o.rows < 1:
		return o, fmt.Errorf("%w: --rows %d: must be positive", ErrUsage, o.rows)
	case o.batch < 1:
		return o, fmt.Errorf("%w: --batch %d: must be positive", ErrUsage, o.batch)
	case o.queries < 1:
		return o, fmt.Errorf("%w: --queries %d: must be positive", ErrUsage, o.queries)
	case o.repeat < 1 || o.repeat > 99:
		return o, fmt.Errorf("%w: --repeat %d: want 1..99", ErrUsage, o.repeat)
	case o.maxRatio <= 0:
		return o, fmt.Errorf("%w: --max-ratio %v: must be positive", ErrUsage, o.maxRatio)
	}
	return o, nil
}

// Main runs `evibench crypt`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	rep, err := Run(ctx, o.rows, o.batch, o.queries, o.repeat, o.maxRatio)
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return fmt.Errorf("encode report: %w", err)
	}
	if o.out != "" {
		if err := os.WriteFile(o.out, append(b, '\n'), 0o644); err != nil {
			return fmt.Errorf("write report: %w", err)
		}
	}
	if o.json {
		fmt.Fprintf(stdout, "%s\n", b)
	} else {
		fmt.Fprintf(stdout, "evibench crypt: %d rows in batches of %d, %d recalls, median of %d runs (SQLite, synchronous=FULL)\n"+
			"                 ingest rows/s  recall p50 ms  p95 ms  reopen s\n"+
			"  clear          %13.0f  %13.3f  %6.3f  %8.2f\n  encrypted      %13.0f  %13.3f  %6.3f  %8.2f\n"+
			"  ratio encrypted/clear: ingest %.2fx, recall p50 %.2fx (target <= %.2fx each): %s\n",
			rep.Rows, rep.Batch, rep.Queries, rep.Repeat,
			rep.Clear.RowsPerS, rep.Clear.RecallP50Ms, rep.Clear.RecallP95Ms, rep.Clear.ReopenSeconds,
			rep.Encrypted.RowsPerS, rep.Encrypted.RecallP50Ms, rep.Encrypted.RecallP95Ms, rep.Encrypted.ReopenSeconds,
			rep.IngestRatio, rep.RecallRatio, rep.TargetRatio, map[bool]string{true: "within target", false: "OVER target"}[rep.WithinTarget])
	}
	if o.gate && !rep.WithinTarget {
		return fmt.Errorf("%w: ingest %.2fx, recall %.2fx, target %.2fx", ErrGate, rep.IngestRatio, rep.RecallRatio, rep.TargetRatio)
	}
	return nil
}

type row struct {
	content, source string
	at              time.Time
}

// Run measures both sides on the same rows and queries.
func Run(ctx context.Context, rows, batch, queries, repeat int, maxRatio float64) (*Report, error) {
	data, qs, err := workload(rows, queries)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "evibench-crypt-")
	if err != nil {
		return nil, fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	var ing, reo [2][]time.Duration
	var rec [2][]time.Duration
	for i := range repeat {
		for k := range 2 {
			side := (i + k) % 2 // alternate which side runs first
			run := filepath.Join(dir, fmt.Sprintf("run-%d-%d", i, side))
			if err := os.Mkdir(run, 0o700); err != nil {
				return nil, err
			}
			opts := engine.Options{}
			if side == 1 {
				kf := filepath.Join(run, "kek")
				if err := keyring.GenerateKeyFile(kf); err != nil {
					return nil, err
				}
				opts.EncryptionKeyFile = kf
			}
			in, lat, re, err := measure(ctx, filepath.Join(run, "m.db"), opts, data, qs, batch)
			if err != nil {
				return nil, fmt.Errorf("%s side: %w", []string{"clear", "encrypted"}[side], err)
			}
			ing[side], reo[side] = append(ing[side], in), append(reo[side], re)
			rec[side] = append(rec[side], lat...)
		}
	}
	sides := [2]Side{}
	for s := range 2 {
		in := median(ing[s]).Seconds()
		sides[s] = Side{IngestSeconds: in, RowsPerS: float64(rows) / in, RecallP50Ms: ms(quantile(rec[s], 0.5)),
			RecallP95Ms: ms(quantile(rec[s], 0.95)), ReopenSeconds: median(reo[s]).Seconds()}
	}
	rep := &Report{Rows: rows, Batch: batch, Queries: queries, Repeat: repeat, Clear: sides[0], Encrypted: sides[1],
		IngestRatio: sides[1].IngestSeconds / sides[0].IngestSeconds, RecallRatio: sides[1].RecallP50Ms / sides[0].RecallP50Ms,
		TargetRatio: maxRatio}
	rep.WithinTarget = rep.IngestRatio <= maxRatio && rep.RecallRatio <= maxRatio
	return rep, nil
}

// measure ingests rows (timed until Close has drained indexing, as
// evibench ingest does), reopens the engine (timed), recalls every query
// once untimed, then times each recall of a second pass.
func measure(ctx context.Context, path string, opts engine.Options, rows []row, qs []string, batch int) (time.Duration, []time.Duration, time.Duration, error) {
	e, err := engine.Open(path, opts)
	if err != nil {
		return 0, nil, 0, err
	}
	obs := make([]engine.Observation, 0, batch)
	start := time.Now()
	for lo := 0; lo < len(rows); lo += batch {
		obs = obs[:0]
		for _, r := range rows[lo:min(lo+batch, len(rows))] {
			obs = append(obs, engine.Observation{Namespace: "bench/crypt", Kind: "turn", Content: r.content, Source: r.source, OccurredAt: r.at})
		}
		if _, err := e.RememberBatch(ctx, obs); err != nil {
			e.Close()
			return 0, nil, 0, fmt.Errorf("remember rows %d..: %w", lo, err)
		}
	}
	if err := e.Close(); err != nil {
		return 0, nil, 0, fmt.Errorf("close: %w", err)
	}
	ingest := time.Since(start)
	start = time.Now()
	if e, err = engine.Open(path, opts); err != nil {
		return 0, nil, 0, fmt.Errorf("reopen: %w", err)
	}
	defer e.Close()
	reopen := time.Since(start)
	// One untimed pass first, on both sides: the timed pass measures
	// steady-state recalls, not the first touches of a fresh open (mapped
	// pages on the clear side, a fresh heap on the encrypted one).
	for _, q := range qs {
		if _, err := e.Recall(ctx, engine.Query{Namespace: "bench/crypt", Text: q, BudgetTokens: 800}); err != nil {
			return 0, nil, 0, fmt.Errorf("recall %q: %w", q, err)
		}
	}
	lat := make([]time.Duration, 0, len(qs))
	for _, q := range qs {
		t := time.Now()
		c, err := e.Recall(ctx, engine.Query{Namespace: "bench/crypt", Text: q, BudgetTokens: 800})
		if err != nil {
			return 0, nil, 0, fmt.Errorf("recall %q: %w", q, err)
		}
		lat = append(lat, time.Since(t))
		if len(c.Items) == 0 {
			return 0, nil, 0, fmt.Errorf("recall %q: no items (the workload's queries are drawn from its rows)", q)
		}
	}
	return ingest, lat, reopen, nil
}

// workload cycles the synthetic turns (numbered, so no two rows are equal)
// and draws queries from their first words.
func workload(n, queries int) ([]row, []string, error) {
	w, err := synth.Generate(synth.Config{Seed: 1})
	if err != nil {
		return nil, nil, err
	}
	out := make([]row, n)
	for i := range out {
		t := w.Turns[i%len(w.Turns)]
		out[i] = row{content: fmt.Sprintf("%s (#%d)", t.Text, i), source: fmt.Sprintf("crypt/%d", i),
			at: synth.Start.Add(time.Duration(i) * time.Second)}
	}
	qs := make([]string, queries)
	for i := range qs {
		words := strings.Fields(out[(i*7919)%n].content)
		qs[i] = strings.Join(words[:min(6, len(words))], " ")
	}
	return out, qs, nil
}

func median(ds []time.Duration) time.Duration { return quantile(ds, 0.5) }

func quantile(ds []time.Duration, q float64) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[int(q*float64(len(s)-1))]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
