package ingest

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"time"

	_ "modernc.org/sqlite" // the ledger's driver

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/engine"
)

// Report is the `evibench ingest` result; its JSON form is the -json output.
// Plain data.
type Report struct {
	Rows            int      `json:"rows"`
	Batch           int      `json:"batch"`
	Repeat          int      `json:"repeat"` // runs per side; times are medians
	RawSeconds      float64  `json:"raw_s"`
	EngineSeconds   float64  `json:"engine_s"`
	RawRowsPerS     float64  `json:"raw_rows_per_s"`
	EngineRowsPerS  float64  `json:"engine_rows_per_s"`
	Ratio           float64  `json:"ratio"`      // median engine time / median raw time
	RatioBest       float64  `json:"ratio_best"` // fastest engine run / fastest raw run
	TargetRatio     float64  `json:"target_ratio"`
	WithinTarget    bool     `json:"within_target"`
	Pragmas         []string `json:"pragmas"`
	MeanContentByte float64  `json:"mean_content_bytes"`
}

// pragmas are the ledger's (ledger/store.go openDB) for a writable store.
var pragmas = []string{"busy_timeout(10000)", "foreign_keys(1)", "secure_delete(1)", "synchronous(FULL)", "journal_mode(WAL)"}

type options struct {
	rows, batch int
	repeat      int
	maxRatio    float64
	json, gate  bool
	out         string
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("ingest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&o.rows, "rows", 20000, "rows to insert on each side")
	fs.IntVar(&o.batch, "batch", 100, "rows per transaction / RememberBatch call")
	fs.IntVar(&o.repeat, "repeat", 5, "runs per side, each on a fresh file (engine, then bare); the median time counts")
	fs.Float64Var(&o.maxRatio, "max-ratio", 2, "target: engine time at most this many times the bare insert time")
	fs.BoolVar(&o.json, "json", false, "print the JSON report")
	fs.StringVar(&o.out, "out", "", "also write the JSON report to this file")
	fs.BoolVar(&o.gate, "gate", false, "fail when the ratio exceeds --max-ratio")
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
	case o.repeat < 1 || o.repeat > 99:
		return o, fmt.Errorf("%w: --repeat %d: want 1..99", ErrUsage, o.repeat)
	case o.maxRatio <= 0:
		return o, fmt.Errorf("%w: --max-ratio %v: must be positive", ErrUsage, o.maxRatio)
	}
	return o, nil
}

// Main runs `evibench ingest`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	rep, err := Run(ctx, o.rows, o.batch, o.repeat, o.maxRatio)
	if err != nil {
		return err
	}
	if err := emit(rep, o, stdout); err != nil {
		return err
	}
	if o.gate && !rep.WithinTarget {
		return fmt.Errorf("%w: engine %.2fx the bare insert, target %.2fx", ErrGate, rep.Ratio, rep.TargetRatio)
	}
	return nil
}

func emit(rep *Report, o options, stdout io.Writer) error {
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
		_, err = fmt.Fprintf(stdout, "%s\n", b)
		return err
	}
	_, err = fmt.Fprintf(stdout, "evibench ingest: %d rows in batches of %d (mean content %.0f bytes), SQLite WAL synchronous=FULL, median of %d runs\n"+
		"  bare prepared INSERT  %10.0f rows/s  (%.2f s)\n  engine RememberBatch  %10.0f rows/s  (%.2f s)\n"+
		"  ratio engine/bare cost %.2fx (fastest runs: %.2fx; target <= %.2fx on the median): %s\n",
		rep.Rows, rep.Batch, rep.MeanContentByte, rep.Repeat, rep.RawRowsPerS, rep.RawSeconds, rep.EngineRowsPerS, rep.EngineSeconds,
		rep.Ratio, rep.RatioBest, rep.TargetRatio, map[bool]string{true: "within target", false: "OVER target"}[rep.WithinTarget])
	return err
}

// row is one observation both sides write.
type row struct {
	content, source string
	at              time.Time
}

// Run measures both sides on the same rows, repeat times each; each run
// uses a fresh SQLite file that the engine writes first and the bare side
// second. The median time of each side counts.
func Run(ctx context.Context, rows, batch, repeat int, maxRatio float64) (*Report, error) {
	data, mean, err := makeRows(rows)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "evibench-ingest-")
	if err != nil {
		return nil, fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	var raws, engs []time.Duration
	for i := range repeat {
		// One fresh file per run, shared by both sides: the engine writes
		// it and closes it, then the bare side adds its own table to it.
		path := filepath.Join(dir, fmt.Sprintf("run-%d.db", i))
		eng, err := viaEngine(ctx, path, data, batch)
		if err != nil {
			return nil, fmt.Errorf("engine: %w", err)
		}
		raw, err := bare(ctx, path, data, batch)
		if err != nil {
			return nil, fmt.Errorf("bare insert: %w", err)
		}
		raws, engs = append(raws, raw), append(engs, eng)
	}
	raw, eng := median(raws).Seconds(), median(engs).Seconds()
	rep := &Report{Rows: rows, Batch: batch, Repeat: repeat, RawSeconds: raw, EngineSeconds: eng,
		RawRowsPerS: float64(rows) / raw, EngineRowsPerS: float64(rows) / eng,
		Ratio: eng / raw, RatioBest: slices.Min(engs).Seconds() / slices.Min(raws).Seconds(),
		TargetRatio: maxRatio, Pragmas: pragmas, MeanContentByte: mean}
	rep.WithinTarget = rep.Ratio <= maxRatio
	return rep, nil
}

// median returns the middle duration (the lower middle for an even count).
func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}

// makeRows cycles the synthetic workload's turn texts, numbered so no two
// rows are identical.
func makeRows(n int) ([]row, float64, error) {
	w, err := synth.Generate(synth.Config{Seed: 1})
	if err != nil {
		return nil, 0, err
	}
	out := make([]row, n)
	total := 0
	for i := range out {
		t := w.Turns[i%len(w.Turns)]
		out[i] = row{content: fmt.Sprintf("%s (#%d)", t.Text, i), source: fmt.Sprintf("ingest/%d", i),
			at: synth.Start.Add(time.Duration(i) * time.Second)}
		total += len(out[i].content)
	}
	return out, float64(total) / float64(n), nil
}

const bareSchema = `CREATE TABLE bare_evidence (
	seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, ns_id INTEGER NOT NULL,
	kind TEXT NOT NULL, content TEXT NOT NULL, sha256 TEXT NOT NULL, source TEXT NOT NULL,
	occurred_at TEXT NOT NULL, recorded_at TEXT NOT NULL, metadata BLOB, idem_key TEXT);
CREATE INDEX bare_evidence_ns ON bare_evidence(ns_id, seq);`

// bare inserts rows with one prepared statement, batch rows per
// transaction, and returns the time the inserts took.
func bare(ctx context.Context, path string, rows []row, batch int) (time.Duration, error) {
	q := url.Values{}
	for _, p := range pragmas {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return 0, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.ExecContext(ctx, bareSchema); err != nil {
		return 0, fmt.Errorf("schema: %w", err)
	}
	start := time.Now()
	for lo := 0; lo < len(rows); lo += batch {
		if err := bareBatch(ctx, db, rows[lo:min(lo+batch, len(rows))], lo); err != nil {
			return 0, err
		}
	}
	return time.Since(start), nil
}

func bareBatch(ctx context.Context, db *sql.DB, rows []row, base int) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	st, err := tx.PrepareContext(ctx, `INSERT INTO bare_evidence (id, ns_id, kind, content, sha256, source, occurred_at, recorded_at, metadata, idem_key)
		VALUES (?, 1, 'turn', ?, ?, ?, ?, ?, NULL, NULL)`)
	if err != nil {
		return fmt.Errorf("prepare: %w", err)
	}
	defer st.Close()
	now := time.Now().UTC().Format(time.RFC3339Nano)
	for i, r := range rows {
		sum := sha256.Sum256([]byte(r.content))
		digest := hex.EncodeToString(sum[:])
		id := fmt.Sprintf("ev_%016x_%s", base+i, digest[:8])
		if _, err := st.ExecContext(ctx, id, r.content, digest, r.source, r.at.Format(time.RFC3339Nano), now); err != nil {
			return fmt.Errorf("insert row %d: %w", base+i, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// viaEngine writes rows with RememberBatch and returns the time it took.
func viaEngine(ctx context.Context, path string, rows []row, batch int) (time.Duration, error) {
	e, err := engine.Open(path, engine.Options{})
	if err != nil {
		return 0, err
	}
	closed := false
	defer func() {
		if !closed {
			e.Close()
		}
	}()
	obs := make([]engine.Observation, 0, batch)
	start := time.Now()
	for lo := 0; lo < len(rows); lo += batch {
		obs = obs[:0]
		for _, r := range rows[lo:min(lo+batch, len(rows))] {
			obs = append(obs, engine.Observation{Namespace: "bench/ingest", Kind: "turn", Content: r.content,
				Source: r.source, OccurredAt: r.at})
		}
		if _, err := e.RememberBatch(ctx, obs); err != nil {
			return 0, fmt.Errorf("remember rows %d..: %w", lo, err)
		}
	}
	// Close drains the engine's background indexing, so the time includes
	// every index the rows are in, not just the acknowledged writes.
	closed = true
	if err := e.Close(); err != nil {
		return 0, fmt.Errorf("close: %w", err)
	}
	return time.Since(start), nil
}
