package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/bench/metrics"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
)

func TestParseFlags(t *testing.T) {
	o, err := parseFlags([]string{"--budget", "256, 512,1024", "--users", "3", "--chunk", "64/16"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.budgets) != 3 || o.budgets[2] != 1024 || o.synth.Users != 3 || len(o.systems) != 3 || has(o.systems, "evicortex-text") {
		t.Fatalf("parsed %+v", o)
	}
	if o.rrfK != 0 || o.weights != nil {
		t.Fatalf("fusion overrides %v %v without --rrf-k or --weights", o.rrfK, o.weights)
	}
	o, err = parseFlags([]string{"--rrf-k", "8", "--weights", "context=0.5"}, io.Discard)
	if err != nil || o.rrfK != 8 || o.weights["context"] != 0.5 {
		t.Fatalf("--rrf-k 8 --weights context=0.5: %+v, %v", o, err)
	}
	bad := [][]string{
		{"--budget", "0"}, {"--budget", "12,x"}, {"--systems", "evicortex,mem0"},
		{"--chunk", "64"}, {"--chunk", "64/64"}, {"--dataset", "wiki"}, {"--k", "0"},
		{"--gate", "--systems", "recency"}, {"--gate", "--systems", "evicortex,evicortex-text"}, {"stray"},
		{"--rrf-k", "-1"}, {"--rrf-k", "NaN"}, {"--weights", "lexical=-1"},
	}
	for _, args := range bad {
		if _, err := parseFlags(args, io.Discard); !errors.Is(err, ErrUsage) {
			t.Errorf("%v: err %v, want ErrUsage", args, err)
		}
	}
}

func sr(name string, budget int, rec float64, rci [2]float64, acc float64, aci [2]float64) SystemReport {
	return SystemReport{Dataset: "synthetic", Name: name, Budget: budget, Summary: metrics.Summary{
		EvidenceRecall: rec, EvidenceRecallCI: rci, TemporalQuestions: 1, TemporalAccuracy: acc, TemporalAccuracyCI: aci}}
}

var synthDS = []DatasetReport{{Name: "synthetic"}}

func TestGate(t *testing.T) {
	pass := []SystemReport{
		sr("evicortex", 512, 0.9, [2]float64{0.85, 0.95}, 0.8, [2]float64{0.7, 0.9}),
		sr("fixed-chunk-bm25", 512, 0.6, [2]float64{0.5, 0.7}, 0.5, [2]float64{0.4, 0.6}),
		sr("recency", 512, 0.1, [2]float64{0.0, 0.2}, 0.1, [2]float64{0.0, 0.2}),
	}
	if g := gate(pass, synthDS, []int{512}); !g.Passed {
		t.Fatalf("clear win failed: %v", g.Reasons)
	}
	// The text-only engine variant is a diagnostic, not a baseline.
	withText := append(append([]SystemReport(nil), pass...), sr("evicortex-text", 512, 0.99, [2]float64{0.98, 1}, 0.99, [2]float64{0.98, 1}))
	if g := gate(withText, synthDS, []int{512}); !g.Passed {
		t.Fatalf("evicortex-text treated as a baseline: %v", g.Reasons)
	}
	// Temporal CIs touch: 0.6 == 0.6 is an overlap.
	touch := append([]SystemReport(nil), pass...)
	touch[0].TemporalAccuracyCI[0] = 0.6
	if g := gate(touch, synthDS, []int{512}); g.Passed || len(g.Reasons) != 1 || !strings.Contains(g.Reasons[0], "temporal accuracy") {
		t.Fatalf("touching CIs passed: %+v", g)
	}
	// The best baseline by point estimate is recency here.
	swap := append([]SystemReport(nil), pass...)
	swap[2] = sr("recency", 512, 0.88, [2]float64{0.84, 0.92}, 0.1, [2]float64{0, 0.2})
	if g := gate(swap, synthDS, []int{512}); g.Passed || !strings.Contains(g.Reasons[0], "recency") {
		t.Fatalf("gate ignored the best baseline: %+v", g)
	}
	// Without expected values (LoCoMo) only evidence recall is gated.
	noTemporal := append([]SystemReport(nil), touch...)
	for i := range noTemporal {
		noTemporal[i].TemporalQuestions = 0
	}
	if g := gate(noTemporal, synthDS, []int{512}); !g.Passed {
		t.Fatalf("temporal accuracy gated without expected values: %v", g.Reasons)
	}
	if g := gate(pass, synthDS, []int{512, 1024}); g.Passed {
		t.Fatal("missing budget passed")
	}
	// Evidence recall tied at the ceiling is skipped; temporal accuracy
	// still has to separate.
	ceiling := append([]SystemReport(nil), pass...)
	ceiling[0].EvidenceRecall, ceiling[0].EvidenceRecallCI = 1, [2]float64{1, 1}
	ceiling[1].EvidenceRecall, ceiling[1].EvidenceRecallCI = 1, [2]float64{1, 1}
	if g := gate(ceiling, synthDS, []int{512}); !g.Passed {
		t.Fatalf("tie at the ceiling failed: %v", g.Reasons)
	}
	// Just below the ceiling is not a tie.
	near := append([]SystemReport(nil), ceiling...)
	near[1].EvidenceRecall, near[1].EvidenceRecallCI = 0.99, [2]float64{0.97, 1}
	if g := gate(near, synthDS, []int{512}); g.Passed || !strings.Contains(g.Reasons[0], "evidence recall") {
		t.Fatalf("overlap below the ceiling passed: %+v", g)
	}
	// Every metric at the ceiling: nothing is shown.
	all := append([]SystemReport(nil), ceiling...)
	all[0].TemporalAccuracy, all[0].TemporalAccuracyCI = 1, [2]float64{1, 1}
	all[1].TemporalAccuracy, all[1].TemporalAccuracyCI = 1, [2]float64{1, 1}
	if g := gate(all, synthDS, []int{512}); g.Passed || !strings.Contains(g.Reasons[0], "ties at 1.000") {
		t.Fatalf("all metrics at the ceiling passed: %+v", g)
	}
}

func TestEvaluateBaselinesDeterministic(t *testing.T) {
	ctx := context.Background()
	o, err := parseFlags([]string{"--users", "2", "--months", "4", "--systems", "fixed-chunk-bm25,recency", "--budget", "128,512", "--chunk", "tune"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	a, err := run(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := run(ctx, o)
	ch := a.Datasets[0].Chunk
	if len(a.Systems) != 4 || ch.How != "tuned" || len(ch.Grid) != 2*len(TuneGrid) {
		t.Fatalf("report shape: %d systems, chunk %+v", len(a.Systems), ch)
	}
	best := ch.Grid[0]
	for _, r := range ch.Grid[1:] {
		if r.EvidenceRecall > best.EvidenceRecall || (r.EvidenceRecall == best.EvidenceRecall && r.TemporalAccuracy > best.TemporalAccuracy) {
			best = r
		}
	}
	if ch.Tokens != best.Tokens || ch.Overlap != best.Overlap {
		t.Fatalf("chose %d/%d, grid best is %+v", ch.Tokens, ch.Overlap, best)
	}
	for i, s := range a.Systems {
		if s.EvidenceRecall < 0 || s.EvidenceRecall > 1 || s.TokensMean > float64(s.Budget) {
			t.Fatalf("%s@%d out of range: %+v", s.Name, s.Budget, s.Summary)
		}
		x, y := s.Summary, b.Systems[i].Summary
		x.P50ms, x.P95ms, y.P50ms, y.P95ms = 0, 0, 0, 0
		if !reflect.DeepEqual(x, y) {
			t.Fatalf("%s@%d differs between runs:\n%+v\n%+v", s.Name, s.Budget, x, y)
		}
	}
	// More budget never packs fewer tokens for recency.
	if a.Systems[3].TokensMean < a.Systems[2].TokensMean {
		t.Fatalf("recency at 512 packed less than at 128")
	}
}

func TestMainJSON(t *testing.T) {
	var out bytes.Buffer
	err := Main(context.Background(), []string{"--users", "2", "--months", "4", "--systems", "fixed-chunk-bm25,recency", "--chunk", "128/32", "--json"}, &out, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"kind", "dataset", "dataset_digest", "datasets", "budget", "systems", "questions", "git_commit"} {
		if _, ok := m[k]; !ok {
			t.Fatalf("JSON lacks %q", k)
		}
	}
	sys := m["systems"].([]any)[0].(map[string]any)
	for _, k := range []string{"name", "budget", "evidence_recall", "evidence_recall_ci", "temporal_accuracy", "temporal_accuracy_ci",
		"abstain_accuracy", "tokens_mean", "p50_ms", "p95_ms", "ingest_s", "answer_support_f1", "dataset", "categories"} {
		if _, ok := sys[k]; !ok {
			t.Fatalf("system JSON lacks %q", k)
		}
	}
}

// TestEngineAdapter replays a small workload into the engine and checks
// the adapter's bookkeeping: every claim turn got a claim id, and every
// evidence id a capsule cites maps back to a turn of the namespace.
func TestEngineAdapter(t *testing.T) {
	ctx := context.Background()
	w, err := synth.Generate(synth.Config{Seed: 4, Users: 1, Months: 4, DistractorsPerMonth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sys, err := openEngine(t.TempDir(), estimator(), w.End, nil, fuse.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer sys.Close()
	ns := w.Namespaces[0]
	if err := sys.Ingest(ctx, ns, w.NamespaceTurns(ns)); err != nil {
		t.Fatal(err)
	}
	for _, tu := range w.Turns {
		if tu.Claim != nil && sys.claimOf[tu.ID] == "" {
			t.Fatalf("turn %s: no claim id recorded", tu.ID)
		}
	}
	if len(sys.turnOf) != len(w.Turns) {
		t.Fatalf("%d evidence ids mapped for %d turns", len(sys.turnOf), len(w.Turns))
	}
	cited := 0
	for _, q := range w.Questions {
		r, err := sys.Query(ctx, ns, q.Text, q.Now, 256)
		if err != nil {
			t.Fatal(err)
		}
		if r.UsedTokens > 256 {
			t.Fatalf("%s: used %d > 256", q.ID, r.UsedTokens)
		}
		for _, id := range r.EvidenceIDs() {
			if _, ok := w.Turn(id); !ok {
				t.Fatalf("%s: cited id %q is not a turn", q.ID, id)
			}
			cited++
		}
	}
	if cited == 0 {
		t.Fatal("no capsule cited any evidence")
	}
}

// TestEngineBatchingMetamorphic: replaying the same turns one per
// RememberBatch or up to 100 per batch gives the same capsules.
func TestEngineBatchingMetamorphic(t *testing.T) {
	ctx := context.Background()
	w, err := synth.Generate(synth.Config{Seed: 6, Users: 2, Months: 5, DistractorsPerMonth: 4})
	if err != nil {
		t.Fatal(err)
	}
	var runs [2][]string
	for i, batch := range []int{1, ingestBatch} {
		sys, err := openEngine(t.TempDir(), estimator(), w.End, nil, fuse.Config{})
		if err != nil {
			t.Fatal(err)
		}
		sys.batch = batch
		for _, ns := range w.Namespaces {
			if err := sys.Ingest(ctx, ns, w.NamespaceTurns(ns)); err != nil {
				t.Fatal(err)
			}
		}
		for _, q := range w.Questions {
			r, err := sys.Query(ctx, q.Namespace, q.Text, q.Now, 300)
			if err != nil {
				t.Fatal(err)
			}
			runs[i] = append(runs[i], fmt.Sprintf("%s|%v|%d|%q|%v", q.ID, r.Abstain, r.UsedTokens, r.Texts(), r.EvidenceIDs()))
		}
		sys.Close()
	}
	for i := range runs[0] {
		if runs[0][i] != runs[1][i] {
			t.Fatalf("batch 1 vs %d differ:\n%s\n%s", ingestBatch, runs[0][i], runs[1][i])
		}
	}
}

func TestHelpIsNotAnError(t *testing.T) {
	if err := Main(context.Background(), []string{"-h"}, io.Discard, io.Discard); err != nil {
		t.Fatalf("-h: %v", err)
	}
}

func TestParseWeights(t *testing.T) {
	w, err := parseWeights("dense=0.5, entity=2")
	if err != nil || len(w) != 2 || w["dense"] != 0.5 || w["entity"] != 2 {
		t.Fatalf("parseWeights = %v, %v", w, err)
	}
	if w, err := parseWeights(""); w != nil || err != nil {
		t.Fatalf("empty: %v, %v", w, err)
	}
	for _, bad := range []string{"dense", "dense=x", "=1", "dense=-1", "dense=NaN", "dense=Inf"} {
		if _, err := parseWeights(bad); !errors.Is(err, ErrUsage) {
			t.Errorf("%q: err %v, want ErrUsage", bad, err)
		}
	}
}
