package memory

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/models"
)

// options are the parsed flags.
type options struct {
	datasets      []string // synthetic, scenarios, locomo, longmemeval, or file paths
	data          string   // LoCoMo file for "locomo"
	budgets       []int
	synth         synth.Config
	chunk         string // "auto", "tune" or "N/O"
	freeze        string // with --chunk tune: merge the picks into this tuned.json
	k             int
	systems       []string
	systemsSet    bool // --systems was given
	encoder       string
	weights       map[string]float64 // fusion channel weights of the evicortex systems (nil: engine defaults)
	rrfK          float64            // fusion's reciprocal-rank k for the evicortex systems (0: engine default)
	json, gate    bool
	out, outDir   string
	baselineRep   string
	maxRegression float64
	bootstrapSd   uint64
	capsules      string   // --capsules: append every evicortex capsule here, ids normalized (capsulelog.go)
	lmes          string   // --lme-s: the LongMemEval-S proxy file
	vecCache      string   // --vector-cache: directory of the on-disk vector cache (lme-s; other datasets when given)
	vecCacheSet   bool     // --vector-cache was given
	peers         []string // --peers: the lme-s peers to run
	repo          string   // --repo: repository root (.venv, bench/peers)
	rankings      string   // --rankings: write every system's per-question session ranking here (lme-s)
}

// allSystems are the systems --systems accepts; "evicortex-text" is the
// engine fed the turn texts only (no claims, no entities), a diagnostic of
// how much the structured claims contribute; "evicortex+maintain" is the
// engine after one maintenance pass per namespace (issue 16: compare its
// cited recall, gold turns reachable through the capsule directly or
// through a summary's children, with evicortex's). Neither is a baseline.
var allSystems = []string{"evicortex", "evicortex+dense", "evicortex-text", "evicortex+maintain", "fixed-chunk-bm25", "fixed-chunk-dense", "recency"}

// defaultSystems run when --systems is not given; the dense ones join
// them when an encoder can be constructed.
var defaultSystems = []string{"evicortex", "fixed-chunk-bm25", "recency"}

// denseSystems need an encoder.
var denseSystems = []string{"evicortex+dense", "fixed-chunk-dense"}

// baselines are the systems the gate compares evicortex with.
var baselines = []string{"fixed-chunk-bm25", "fixed-chunk-dense", "recency"}

// DefaultBaselineReport is the committed report --gate checks regressions
// against (relative to the repository root).
const DefaultBaselineReport = "bench/results/baseline-memory.json"

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("memory", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dataset := fs.String("dataset", "synthetic", "comma-separated workloads: synthetic, scenarios, raw (generated raw conversations, no claims), raw-holdout (the same, holdout phrasings), raw-fresh, raw-blind, raw-unseen, raw-hidden, raw-sealed, raw-veiled, raw-cloaked, raw-masked, raw-shrouded, raw-gilded, raw-tinted, raw-frosted, raw-etched, raw-woven, raw-braided, raw-knotted, raw-quilted, raw-stitched, raw-felted, raw-spun, raw-plied, raw-twined, raw-laced, raw-pleated, raw-hemmed, raw-basted, raw-darned, raw-tatted, raw-smocked, raw-couched, raw-ruched, raw-shirred, raw-tucked, raw-gathered, raw-fringed, raw-ribbed, raw-purled, raw-piped, raw-seamed, raw-tufted, raw-twilled, raw-corded and raw-flocked (third to forty-fifth phrasing sets with new values), raw-long, raw-long-holdout, raw-long-fresh, raw-long-blind, raw-long-unseen, raw-long-hidden, raw-long-sealed, raw-long-veiled, raw-long-cloaked, raw-long-masked, raw-long-shrouded, raw-long-gilded, raw-long-tinted, raw-long-frosted, raw-long-etched, raw-long-woven, raw-long-braided, raw-long-knotted, raw-long-quilted, raw-long-stitched, raw-long-felted, raw-long-spun, raw-long-plied, raw-long-twined, raw-long-laced, raw-long-pleated, raw-long-hemmed, raw-long-basted, raw-long-darned, raw-long-tatted, raw-long-smocked, raw-long-couched, raw-long-ruched, raw-long-shirred, raw-long-tucked, raw-long-gathered, raw-long-fringed, raw-long-ribbed, raw-long-purled, raw-long-piped, raw-long-seamed, raw-long-tufted, raw-long-twilled, raw-long-corded, raw-long-flocked (about 1,400 turns a conversation), locomo, lme-s (the LongMemEval-S proxy, alone), longmemeval FILE, or a file path (.jsonl: scenarios; .json: LoCoMo or LongMemEval, sniffed); --gate defaults to synthetic,scenarios")
	fs.StringVar(&o.data, "data", DefaultLoCoMoPath, "LoCoMo JSON file for --dataset locomo")
	budgets := fs.String("budget", "512", "token budget, or a comma-separated list (256,512,1024,2048)")
	seed := fs.Uint64("seed", 1, "workload seed")
	fs.IntVar(&o.synth.Users, "users", 8, "synthetic users (one namespace each)")
	fs.IntVar(&o.synth.Months, "months", 18, "months of synthetic history")
	fs.IntVar(&o.synth.DistractorsPerMonth, "distractors", 0, "distractor turns per user per month (0: 12, or enough for --scale)")
	fs.BoolVar(&o.synth.Scale, "scale", false, "all users in one namespace with at least 10,000 turns")
	fs.StringVar(&o.chunk, "chunk", "auto", `chunk config of the fixed-chunk baselines: "auto" (the frozen pick in bench/baseline/tuned.json), "tune" (grid-search on the dev data now) or "N/O"`)
	fs.StringVar(&o.freeze, "freeze", "", "with --chunk tune: write the picks into this tuned.json")
	fs.IntVar(&o.k, "k", 10, "recall@k cutoff")
	systems := fs.String("systems", strings.Join(defaultSystems, ","), "systems to run: "+strings.Join(allSystems, ", ")+" (dense ones are added when an encoder exists)")
	fs.StringVar(&o.encoder, "encoder", "", `dense encoder: "" (NewEncoder's default model when the build provides one), "none", "bert" (pure-Go dense/bert over build/models), or a model name for the native encoder (e.g. bge-small-en-v1.5)`)
	weights := fs.String("weights", "", `fusion channel weights of the evicortex systems, e.g. "dense=0.5" (default: the engine's; for grid searches)`)
	fs.Float64Var(&o.rrfK, "rrf-k", 0, "reciprocal-rank constant k of the evicortex systems' fusion (0: the engine's; for grid searches)")
	fs.BoolVar(&o.json, "json", false, "print the JSON report instead of tables")
	fs.StringVar(&o.capsules, "capsules", "", "write every evicortex capsule to this file as JSON lines, evidence and claim ids replaced by turn ids (sha256sum it to compare builds)")
	fs.StringVar(&o.out, "out", "", "also write the JSON report to this file")
	fs.StringVar(&o.outDir, "out-dir", "", "write memory-<datasets>.json, .md and .svg (recall vs budget) here, e.g. bench/results")
	fs.BoolVar(&o.gate, "gate", false, "fail unless evicortex beats the best baseline (non-overlapping 95% CIs) and nothing regressed against --baseline-report")
	fs.StringVar(&o.baselineRep, "baseline-report", "", "report to check regressions against (--gate default: "+DefaultBaselineReport+" when present)")
	fs.StringVar(&o.lmes, "lme-s", DefaultLMESPath, "the LongMemEval-S proxy file for --dataset lme-s (fetched by `make lme-s`)")
	fs.StringVar(&o.vecCache, "vector-cache", DefaultVectorCache, "directory of the vector cache (keyed by model profile id and text sha256): always used by lme-s, by other datasets only when given (their latencies then exclude encoding)")
	peers := fs.String("peers", strings.Join(lmesPeers, ","), "lme-s: Python peers to run in the same process (`make peers`), or none: "+strings.Join(lmesPeers, ", "))
	fs.StringVar(&o.repo, "repo", ".", "repository root (for .venv and bench/peers)")
	fs.StringVar(&o.rankings, "rankings", "", "lme-s: write every system's per-question session ranking to this file as JSON lines (system, question, type, gold, ranked), for diagnosis")
	fs.Float64Var(&o.maxRegression, "max-regression", 2, "largest allowed drop against --baseline-report, in points")
	if err := fs.Parse(args); err != nil {
		return o, fmt.Errorf("%w: %w", ErrUsage, err)
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	o.systemsSet = set["systems"]
	o.vecCacheSet = set["vector-cache"]
	if o.gate && !set["dataset"] {
		*dataset = "synthetic,scenarios"
	}
	o.synth.Seed, o.bootstrapSd = *seed, *seed
	var err error
	if o.weights, err = parseWeights(*weights); err != nil {
		return o, err
	}
	if o.peers, err = parsePeers(*peers); err != nil {
		return o, err
	}
	return o, o.finish(*dataset, *budgets, *systems)
}

func (o *options) finish(dataset, budgets, systems string) error {
	var err error
	if o.budgets, err = parseBudgets(budgets); err != nil {
		return err
	}
	if o.systems, err = parseSystems(systems); err != nil {
		return err
	}
	if o.datasets, err = parseDatasets(dataset); err != nil {
		return err
	}

	if has(o.datasets, "lme-s") && (len(o.datasets) > 1 || o.gate) {
		return fmt.Errorf("%w: --dataset lme-s runs alone and without --gate (its must-show verdict is in the report)", ErrUsage)
	}
	if o.k < 1 {
		return fmt.Errorf("%w: --k %d: must be positive", ErrUsage, o.k)
	}
	if o.encoder != "" && o.encoder != "none" && o.encoder != "bert" {
		if _, err := models.Lookup(o.encoder); err != nil {
			return fmt.Errorf("%w: --encoder %q: want none, bert or a model (%s)", ErrUsage, o.encoder, strings.Join(models.Names(), ", "))
		}
	}
	if o.rrfK < 0 || math.IsNaN(o.rrfK) || math.IsInf(o.rrfK, 0) {
		return fmt.Errorf("%w: --rrf-k %v: must be a finite number >= 0", ErrUsage, o.rrfK)
	}
	if o.maxRegression < 0 {
		return fmt.Errorf("%w: --max-regression %v: must be >= 0", ErrUsage, o.maxRegression)
	}
	if o.freeze != "" && o.chunk != "tune" {
		return fmt.Errorf("%w: --freeze needs --chunk tune", ErrUsage)
	}
	if o.gate && (!has(o.systems, "evicortex") || !hasAny(o.systems, baselines)) {
		return fmt.Errorf("%w: --gate needs evicortex and at least one baseline", ErrUsage)
	}
	if o.chunk != "auto" && o.chunk != "tune" {
		_, err = chunkConfig(o.chunk)
	}
	return err
}

func parseDatasets(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		switch {
		case f == "":
			return nil, fmt.Errorf("%w: --dataset %q: empty entry", ErrUsage, s)
		case f == "longmemeval":
			return nil, fmt.Errorf("%w: --dataset longmemeval: give the file path (e.g. --dataset data/longmemeval_s.json); no LongMemEval data ships here", ErrUsage)
		case f == "synthetic" || f == "scenarios" || f == "raw" || f == "raw-holdout" || f == "raw-fresh" || f == "raw-blind" || f == "raw-unseen" || f == "raw-hidden" || f == "raw-sealed" || f == "raw-veiled" || f == "raw-cloaked" || f == "raw-masked" || f == "raw-shrouded" || f == "raw-gilded" || f == "raw-tinted" || f == "raw-frosted" || f == "raw-etched" || f == "raw-woven" || f == "raw-braided" || f == "raw-knotted" || f == "raw-quilted" || f == "raw-stitched" || f == "raw-felted" || f == "raw-spun" || f == "raw-plied" || f == "raw-twined" || f == "raw-laced" || f == "raw-pleated" || f == "raw-hemmed" || f == "raw-basted" || f == "raw-darned" || f == "raw-tatted" || f == "raw-smocked" || f == "raw-couched" || f == "raw-ruched" || f == "raw-shirred" || f == "raw-tucked" || f == "raw-gathered" || f == "raw-fringed" || f == "raw-ribbed" || f == "raw-purled" || f == "raw-piped" || f == "raw-seamed" || f == "raw-tufted" || f == "raw-twilled" || f == "raw-corded" || f == "raw-flocked" || f == "raw-long" || f == "raw-long-holdout" || f == "raw-long-fresh" || f == "raw-long-blind" || f == "raw-long-unseen" || f == "raw-long-hidden" || f == "raw-long-sealed" || f == "raw-long-veiled" || f == "raw-long-cloaked" || f == "raw-long-masked" || f == "raw-long-shrouded" || f == "raw-long-gilded" || f == "raw-long-tinted" || f == "raw-long-frosted" || f == "raw-long-etched" || f == "raw-long-woven" || f == "raw-long-braided" || f == "raw-long-knotted" || f == "raw-long-quilted" || f == "raw-long-stitched" || f == "raw-long-felted" || f == "raw-long-spun" || f == "raw-long-plied" || f == "raw-long-twined" || f == "raw-long-laced" || f == "raw-long-pleated" || f == "raw-long-hemmed" || f == "raw-long-basted" || f == "raw-long-darned" || f == "raw-long-tatted" || f == "raw-long-smocked" || f == "raw-long-couched" || f == "raw-long-ruched" || f == "raw-long-shirred" || f == "raw-long-tucked" || f == "raw-long-gathered" || f == "raw-long-fringed" || f == "raw-long-ribbed" || f == "raw-long-purled" || f == "raw-long-piped" || f == "raw-long-seamed" || f == "raw-long-tufted" || f == "raw-long-twilled" || f == "raw-long-corded" || f == "raw-long-flocked" || f == "locomo" || f == "lme-s" || strings.ContainsAny(f, "/.") || strings.HasSuffix(f, ".json"):
		default:
			return nil, fmt.Errorf("%w: --dataset %q: want synthetic, scenarios, raw, raw-holdout, raw-fresh, raw-blind, raw-unseen, raw-hidden, raw-sealed, raw-veiled, raw-cloaked, raw-masked, raw-shrouded, raw-gilded, raw-tinted, raw-frosted, raw-etched, raw-woven, raw-braided, raw-knotted, raw-quilted, raw-stitched, raw-felted, raw-spun, raw-plied, raw-twined, raw-laced, raw-pleated, raw-hemmed, raw-basted, raw-darned, raw-tatted, raw-smocked, raw-couched, raw-ruched, raw-shirred, raw-tucked, raw-gathered, raw-fringed, raw-ribbed, raw-purled, raw-piped, raw-seamed, raw-tufted, raw-twilled, raw-corded, raw-flocked, raw-long[-holdout|-fresh|-blind|-unseen|-hidden|-sealed|-veiled|-cloaked|-masked|-shrouded|-gilded|-tinted|-frosted|-etched|-woven|-braided|-knotted|-quilted|-stitched|-felted|-spun|-plied|-twined|-laced|-pleated|-hemmed|-basted|-darned|-tatted|-smocked|-couched|-ruched|-shirred|-tucked|-gathered|-fringed|-ribbed|-purled|-piped|-seamed|-tufted|-twilled|-corded|-flocked], locomo, lme-s or a file path", ErrUsage, f)
		}
		if !has(out, f) {
			out = append(out, f)
		}
	}
	return out, nil
}

// parsePeers reads --peers ("none": no peers).
func parsePeers(s string) ([]string, error) {
	if strings.TrimSpace(s) == "none" {
		return nil, nil
	}
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if !has(lmesPeers, f) {
			return nil, fmt.Errorf("%w: --peers: unknown peer %q (want %s, or none)", ErrUsage, f, strings.Join(lmesPeers, ", "))
		}
		if !has(out, f) {
			out = append(out, f)
		}
	}
	return out, nil
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

// chunkConfig parses an "N/O" --chunk value.
func chunkConfig(s string) (baseline.ChunkConfig, error) {
	n, o, ok := strings.Cut(s, "/")
	tn, err1 := strconv.Atoi(n)
	to, err2 := strconv.Atoi(o)
	c := baseline.ChunkConfig{Tokens: tn, Overlap: to}
	if !ok || err1 != nil || err2 != nil {
		return c, fmt.Errorf("%w: --chunk %q: want \"auto\", \"tune\" or N/O, e.g. 128/32", ErrUsage, s)
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

func hasAny(xs, ys []string) bool {
	for _, y := range ys {
		if has(xs, y) {
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
	if has(o.datasets, "lme-s") {
		rep, err := runLMES(ctx, o, stderr)
		if err != nil {
			return err
		}
		return emitLMES(rep, o, stdout)
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

// estimator and itemOverhead are shared by every system.
func estimator() fuse.Estimator { return fuse.DefaultEstimator() }

func itemOverhead() int { return fuse.DefaultConfig().ItemOverheadTokens }

// parseWeights reads "channel=w,channel=w" (empty: nil).
func parseWeights(s string) (map[string]float64, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	out := make(map[string]float64)
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		w, err := strconv.ParseFloat(v, 64)
		if !ok || k == "" || err != nil || w < 0 || math.IsInf(w, 0) || math.IsNaN(w) {
			return nil, fmt.Errorf("%w: --weights %q: want channel=weight with weight >= 0", ErrUsage, kv)
		}
		out[k] = w
	}
	return out, nil
}
