package memory

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
)

// options are the parsed flags.
type options struct {
	dataset     string
	data        string // LoCoMo file
	budgets     []int
	synth       synth.Config
	chunk       string // "auto" or "N/O"
	k           int
	systems     []string
	json, gate  bool
	out         string
	bootstrapSd uint64
}

// allSystems are the systems --systems accepts; "evicortex-text" is the
// engine fed the turn texts only (no claims, no entities), a diagnostic of
// how much the structured claims contribute. It is not a baseline.
var allSystems = []string{"evicortex", "evicortex-text", "fixed-chunk-bm25", "recency"}

// defaultSystems run when --systems is not given.
var defaultSystems = []string{"evicortex", "fixed-chunk-bm25", "recency"}

// baselines are the systems the gate compares evicortex with.
var baselines = []string{"fixed-chunk-bm25", "recency"}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("memory", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.dataset, "dataset", "synthetic", "workload: synthetic, or locomo (evidence recall and abstention only)")
	fs.StringVar(&o.data, "data", DefaultLoCoMoPath, "LoCoMo JSON file for --dataset locomo")
	budgets := fs.String("budget", "512", "token budget, or a comma-separated list (256,512,1024)")
	seed := fs.Uint64("seed", 1, "workload seed")
	fs.IntVar(&o.synth.Users, "users", 8, "synthetic users (one namespace each)")
	fs.IntVar(&o.synth.Months, "months", 18, "months of synthetic history")
	fs.IntVar(&o.synth.DistractorsPerMonth, "distractors", 0, "distractor turns per user per month (0: 12, or enough for --scale)")
	fs.BoolVar(&o.synth.Scale, "scale", false, "all users in one namespace with at least 10,000 turns")
	fs.StringVar(&o.chunk, "chunk", "auto", `BM25 chunk "N/O" (tokens/overlap), or "auto" to grid-search on seed 1`)
	fs.IntVar(&o.k, "k", 10, "recall@k cutoff")
	systems := fs.String("systems", strings.Join(defaultSystems, ","), "systems to run: "+strings.Join(allSystems, ", "))
	fs.BoolVar(&o.json, "json", false, "print the JSON report instead of tables")
	fs.StringVar(&o.out, "out", "", "also write the JSON report to this file")
	fs.BoolVar(&o.gate, "gate", false, "fail unless evicortex beats the best baseline on evidence recall and temporal accuracy with non-overlapping 95% CIs")
	if err := fs.Parse(args); err != nil {
		return o, fmt.Errorf("%w: %w", ErrUsage, err)
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	}
	o.synth.Seed, o.bootstrapSd = *seed, *seed
	var err error
	if o.budgets, err = parseBudgets(*budgets); err != nil {
		return o, err
	}
	if o.systems, err = parseSystems(*systems); err != nil {
		return o, err
	}
	if o.dataset != "synthetic" && o.dataset != "locomo" {
		return o, fmt.Errorf("%w: --dataset %q: want synthetic or locomo", ErrUsage, o.dataset)
	}
	if o.k < 1 {
		return o, fmt.Errorf("%w: --k %d: must be positive", ErrUsage, o.k)
	}
	if o.gate && (!has(o.systems, "evicortex") || !has(o.systems, baselines[0]) && !has(o.systems, baselines[1])) {
		return o, fmt.Errorf("%w: --gate needs evicortex and at least one baseline", ErrUsage)
	}
	_, err = chunkConfig(o.chunk)
	return o, err
}

func parseBudgets(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		b, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || b < 1 {
			return nil, fmt.Errorf("%w: --budget %q: want positive integers separated by commas", ErrUsage, s)
		}
		out = append(out, b)
	}
	return out, nil
}

func parseSystems(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if !has(allSystems, f) {
			return nil, fmt.Errorf("%w: --systems: unknown system %q (want %s)", ErrUsage, f, strings.Join(allSystems, ", "))
		}
		if !has(out, f) {
			out = append(out, f)
		}
	}
	return out, nil
}

// chunkConfig parses --chunk; the zero config means "auto".
func chunkConfig(s string) (baseline.ChunkConfig, error) {
	if s == "auto" {
		return baseline.ChunkConfig{}, nil
	}
	n, o, ok := strings.Cut(s, "/")
	tn, err1 := strconv.Atoi(n)
	to, err2 := strconv.Atoi(o)
	c := baseline.ChunkConfig{Tokens: tn, Overlap: to}
	if !ok || err1 != nil || err2 != nil {
		return c, fmt.Errorf("%w: --chunk %q: want \"auto\" or N/O, e.g. 128/32", ErrUsage, s)
	}
	if err := c.Validate(); err != nil {
		return c, fmt.Errorf("%w: --chunk: %w", ErrUsage, err)
	}
	return c, nil
}

func has(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Main runs `evibench memory`.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	rep, err := run(ctx, o)
	if err != nil {
		return err
	}
	if err := emit(rep, o, stdout); err != nil {
		return err
	}
	if o.gate && !rep.Gate.Passed {
		return fmt.Errorf("%w: %s", ErrGate, strings.Join(rep.Gate.Reasons, "; "))
	}
	return nil
}

func emit(rep *Report, o options, stdout io.Writer) error {
	if o.out != "" {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return fmt.Errorf("encode report: %w", err)
		}
		if err := os.WriteFile(o.out, append(b, '\n'), 0o644); err != nil {
			return fmt.Errorf("write report: %w", err)
		}
	}
	if o.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return writeTables(stdout, rep)
}

// estimator and itemOverhead are shared by every system.
func estimator() fuse.Estimator { return fuse.DefaultEstimator() }

func itemOverhead() int { return fuse.DefaultConfig().ItemOverheadTokens }
