package memory

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"github.com/evicortex/evicortex/bench/baseline"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/fuse"
)

// Report is the `evibench memory` result; its JSON form is the -json output.
// Plain data: safe to read concurrently once built.
type Report struct {
	Kind               string          `json:"kind"`    // "memory"
	Dataset            string          `json:"dataset"` // dataset names joined by "+"
	DatasetDigest      string          `json:"dataset_digest"`
	Datasets           []DatasetReport `json:"datasets"`
	Budget             int             `json:"budget"` // the first of Budgets
	Budgets            []int           `json:"budgets"`
	Questions          int             `json:"questions"`
	Turns              int             `json:"turns"`
	Namespaces         int             `json:"namespaces"`
	Workload           synth.Config    `json:"workload"` // the synthetic generator's config
	Estimator          string          `json:"estimator"`
	ItemOverheadTokens int             `json:"item_overhead_tokens"`
	ModelProfile       string          `json:"model_profile,omitempty"` // dense encoder profile id when dense systems ran
	GitCommit          string          `json:"git_commit"`
	Systems            []SystemReport  `json:"systems"`
	Gate               GateReport      `json:"gate"`
	Notes              []string        `json:"notes,omitempty"`
}

// DatasetReport describes one workload of the run.
type DatasetReport struct {
	Name       string      `json:"name"`
	Source     string      `json:"source"`
	Digest     string      `json:"digest"`
	Questions  int         `json:"questions"`
	Turns      int         `json:"turns"`
	Namespaces int         `json:"namespaces"`
	Skipped    int         `json:"skipped_abstention,omitempty"` // LongMemEval abstention questions
	Chunk      ChunkReport `json:"chunk"`
	// DenseChunk is fixed-chunk-dense's own chunk config, chosen for its
	// encoder the same way (nil when that baseline did not run).
	DenseChunk *ChunkReport `json:"dense_chunk,omitempty"`
}

// ChunkReport says which chunk config the fixed-chunk baselines used and
// how it was chosen.
type ChunkReport struct {
	Tokens     int       `json:"tokens"`
	Overlap    int       `json:"overlap"`
	How        string    `json:"how"` // "frozen", "tuned", "fixed"
	TunedOn    string    `json:"tuned_on,omitempty"`
	TuneBudget int       `json:"tune_budget,omitempty"`
	Grid       []TuneRow `json:"grid,omitempty"`
}

// describe is how the config was chosen: "frozen on X at budget B".
func (c ChunkReport) describe() string {
	if c.TunedOn == "" {
		return c.How
	}
	return fmt.Sprintf("%s on %s at budget %d", c.How, c.TunedOn, c.TuneBudget)
}

// GateReport is the --gate verdict (computed on every run).
type GateReport struct {
	Passed  bool     `json:"passed"`
	Reasons []string `json:"reasons,omitempty"`
}

func run(ctx context.Context, o options) (*Report, error) {
	est := estimator()
	rep := &Report{Kind: "memory", Budget: o.budgets[0], Budgets: o.budgets, Estimator: est.Name(),
		ItemOverheadTokens: itemOverhead(), GitCommit: gitCommit()}
	enc, note, err := openEncoder(ctx, o)
	if err != nil {
		return nil, err
	}
	if enc != nil {
		defer func() { enc.Close() }() // the cache, when it wraps enc, closes both
		rep.ModelProfile = enc.Profile().ID
		if o.vecCacheSet {
			// Cached vectors are the encoder's own, so capsules are unchanged;
			// ingest and query latencies no longer include encoding.
			c, err := openVecCache(enc, o.vecCache)
			if err != nil {
				return nil, err
			}
			enc = c
			rep.Notes = append(rep.Notes, "dense vectors from the vector cache "+o.vecCache+": dense ingest and latency exclude encoding")
		}
	}
	systems := o.systemsFor(enc != nil)
	if note != "" {
		rep.Notes = append(rep.Notes, note)
	}
	var names []string
	for _, spec := range o.datasets {
		d, err := loadDataset(spec, o)
		if err != nil {
			return nil, err
		}
		dr, reps, err := runDataset(ctx, o, d, systems, enc)
		if err != nil {
			return nil, err
		}
		if d.name == "synthetic" {
			rep.Workload = d.w.Config
		}
		if d.name == "locomo" && dr.Chunk.How == "frozen" && strings.HasSuffix(d.source, "locomo_dev7.json") {
			rep.Notes = append(rep.Notes, "locomo: the frozen chunk config was tuned on this same dev split (it can only favour the baseline)")
		}
		rep.Datasets = append(rep.Datasets, dr)
		rep.Systems = append(rep.Systems, reps...)
		rep.Questions += dr.Questions
		rep.Turns += dr.Turns
		rep.Namespaces += dr.Namespaces
		names = append(names, d.name)
	}
	rep.Dataset, rep.DatasetDigest = strings.Join(names, "+"), combinedDigest(rep.Datasets)
	rep.Gate = gate(rep.Systems, rep.Datasets, o.budgets)
	if err := checkRegression(rep, o); err != nil {
		return nil, err
	}
	return rep, nil
}

// systemsFor returns the systems to run: --systems, plus the dense ones by
// default when an encoder exists.
func (o options) systemsFor(haveEncoder bool) []string {
	out := append([]string(nil), o.systems...)
	if haveEncoder && !o.systemsSet {
		out = append(out, denseSystems...)
	}
	return out
}

func runDataset(ctx context.Context, o options, d *dataset, systems []string, enc dense.Encoder) (DatasetReport, []SystemReport, error) {
	dr := DatasetReport{Name: d.name, Source: d.source, Digest: d.w.Digest(), Questions: len(d.w.Questions),
		Turns: len(d.w.Turns), Namespaces: len(d.w.Namespaces), Skipped: d.skipped}
	var err error
	if hasAny(systems, []string{"fixed-chunk-bm25"}) {
		if dr.Chunk, err = chooseChunks(ctx, o, d, d.chunkFamily(), bm25Maker); err != nil {
			return dr, nil, err
		}
	}
	if hasAny(systems, []string{"fixed-chunk-dense"}) && enc != nil {
		ch, err := chooseChunks(ctx, o, d, baseline.DenseKey(d.chunkFamily(), enc.Profile().Model), denseMaker(enc))
		if err != nil {
			return dr, nil, err
		}
		dr.DenseChunk = &ch
	}
	var out []SystemReport
	for _, name := range systems {
		ch := dr.Chunk
		if name == "fixed-chunk-dense" && dr.DenseChunk != nil {
			ch = *dr.DenseChunk
		}
		reps, err := runSystem(ctx, name, o, d.w, ch, enc)
		if err != nil {
			return dr, nil, fmt.Errorf("%s: %w", d.name, err)
		}
		for i := range reps {
			reps[i].Dataset = d.name
		}
		out = append(out, reps...)
	}
	return dr, out, nil
}

// chooseChunks applies --chunk for one fixed-chunk baseline (mk builds it;
// key names its pick in tuned.json): a fixed N/O, the frozen pick (auto;
// without one it is tuned on the dev data now, noted in the report), or a
// grid search on the dev data now (tune, optionally frozen).
func chooseChunks(ctx context.Context, o options, d *dataset, key string, mk func(baseline.ChunkConfig) (baseline.System, error)) (ChunkReport, error) {
	if o.chunk != "auto" && o.chunk != "tune" {
		c, err := chunkConfig(o.chunk)
		return ChunkReport{Tokens: c.Tokens, Overlap: c.Overlap, How: "fixed"}, err
	}
	if o.chunk == "auto" {
		frozen, err := baseline.FrozenConfigs()
		if err != nil {
			return ChunkReport{}, err
		}
		if f, ok := frozen[key]; ok {
			return ChunkReport{Tokens: f.Tokens, Overlap: f.Overlap, How: "frozen", TunedOn: f.TunedOn, TuneBudget: f.Budget}, nil
		}
	}
	dev, on, err := devWorkload(ctx, d)
	if err != nil {
		return ChunkReport{}, err
	}
	cfg, rows, err := TuneChunks(ctx, dev, TuneBudget, o.k, mk)
	if err != nil {
		return ChunkReport{}, fmt.Errorf("tune chunks: %w", err)
	}
	r := ChunkReport{Tokens: cfg.Tokens, Overlap: cfg.Overlap, How: "tuned", TunedOn: on, TuneBudget: TuneBudget, Grid: rows}
	if o.freeze != "" {
		err = freeze(o.freeze, key, r, dev.Digest())
	}
	return r, err
}

// gitCommit is `git rev-parse HEAD`, or "unknown".
func gitCommit() string {
	out, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(out))
}

func runSystem(ctx context.Context, name string, o options, w *synth.Workload, ch ChunkReport, enc dense.Encoder) ([]SystemReport, error) {
	sys, cleanup, err := newSystem(name, w, ch, enc, fuse.Config{Weights: o.weights, RRFK: o.rrfK})
	if err != nil {
		return nil, err
	}
	defer cleanup()
	if es, ok := sys.(*engineSystem); ok && o.capsules != "" {
		f, err := os.OpenFile(o.capsules, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return nil, fmt.Errorf("--capsules: %w", err)
		}
		defer f.Close()
		es.log = &capsuleLog{w: f, dataset: w.Source}
	}
	reps, err := evaluate(ctx, sys, w, o.budgets, o.k, o.bootstrapSd)
	if cerr := sys.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("close %s: %w", name, cerr)
	}
	return reps, err
}

func newSystem(name string, w *synth.Workload, ch ChunkReport, enc dense.Encoder, fusion fuse.Config) (baseline.System, func(), error) {
	nop := func() {}
	cfg := baseline.ChunkConfig{Tokens: ch.Tokens, Overlap: ch.Overlap}
	switch name {
	case "evicortex", "evicortex-text", "evicortex+dense", "evicortex+maintain":
		dir, err := os.MkdirTemp("", "evibench-memory-")
		if err != nil {
			return nil, nop, fmt.Errorf("engine temp dir: %w", err)
		}
		cleanup := func() { os.RemoveAll(dir) }
		var e dense.Encoder
		if name == "evicortex+dense" {
			e = enc
		}
		es, err := openEngine(dir, estimator(), w.End, e, fusion)
		if err != nil {
			cleanup()
			return nil, nop, err
		}
		es.textOnly = name == "evicortex-text"
		es.maintain = name == "evicortex+maintain"
		return es, cleanup, nil
	case "fixed-chunk-bm25":
		s, err := baseline.NewChunkBM25(cfg, estimator(), itemOverhead())
		return s, nop, err
	case "fixed-chunk-dense":
		s, err := baseline.NewChunkDense(cfg, enc, estimator(), itemOverhead())
		return s, nop, err
	default:
		s, err := baseline.NewRecency(estimator(), itemOverhead())
		return s, nop, err
	}
}
