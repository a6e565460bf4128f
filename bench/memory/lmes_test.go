package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/evicortex/evicortex/bench/internal/pypeer"
	"github.com/evicortex/evicortex/dense"
)

// lmesTopics give each generated question a haystack whose gold session
// shares the question's words and whose distractors do not.
var lmesTopics = []struct{ question, gold string }{
	{"What is the name of my cat?", "I adopted a cat and named my cat Miso last week."},
	{"Which city did I move to for my new job?", "I moved to Lisbon for my new job at the bakery."},
	{"What degree did I graduate with?", "I graduate with a degree in Business Administration in June."},
	{"abs: What is the name of my dog?", "I adopted a cat named Pixel, never a dog."},
}

var lmesDistractors = []string{
	"Write a haiku about autumn leaves falling slowly.", "Explain how a transistor amplifies a signal.",
	"Give me a recipe for lentil soup with cumin.", "Summarize the plot of a famous Russian novel.",
	"How do tides depend on the moon and the sun?", "List five exercises for a stronger lower back.",
	"Translate good morning into Portuguese and Greek.",
}

// writeProxyFile writes a file in the proxy's format: 3 scored questions
// and one abstention question, 8 sessions each, listed out of time order.
func writeProxyFile(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for i, tp := range lmesTopics {
		id, q := fmt.Sprintf("q%d", i), tp.question
		if rest, ok := strings.CutPrefix(q, "abs: "); ok {
			id, q = id+"_abs", rest
		}
		items := []map[string]string{{"corpus_id": "answer_" + id, "text": tp.gold, "timestamp": "2023/05/03 (Wed) 10:00"}}
		for j, d := range lmesDistractors {
			items = append(items, map[string]string{"corpus_id": fmt.Sprintf("sharegpt_%d_%d", i, j), "text": d,
				"timestamp": fmt.Sprintf("2023/05/%02d (Mon) 09:00", 10-j)})
		}
		line, err := json.Marshal(map[string]any{"question_id": id, "question_type": "single-session-user", "question": q,
			"answer": "x", "retrieval_results": map[string]any{"query": q, "ranked_items": items, "metrics": map[string]any{}}})
		if err != nil {
			t.Fatal(err)
		}
		b.Write(append(line, '\n'))
	}
	p := filepath.Join(t.TempDir(), "proxy.jsonl")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func runLMESJSON(t *testing.T, args ...string) (*LMESReport, error) {
	t.Helper()
	var out bytes.Buffer
	err := Main(context.Background(), append([]string{"--dataset", "lme-s", "--json"}, args...), &out, io.Discard)
	if err != nil {
		return nil, err
	}
	var r LMESReport
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	return &r, nil
}

func system(r *LMESReport, name string) *LMESSystem {
	for i := range r.Systems {
		if r.Systems[i].Name == name {
			return &r.Systems[i]
		}
	}
	return nil
}

// TestLMESWiring runs the lexical engine on a generated proxy file.
func TestLMESWiring(t *testing.T) {
	rk := filepath.Join(t.TempDir(), "rankings.jsonl")
	r, err := runLMESJSON(t, "--lme-s", writeProxyFile(t), "--encoder", "none", "--peers", "none", "--rankings", rk)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(rk)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	var first rankingLine
	if len(lines) != 3 || json.Unmarshal([]byte(lines[0]), &first) != nil || first.System != "evicortex" ||
		len(first.Gold) == 0 || len(first.Ranked) == 0 || !slices.Contains(first.Ranked, first.Gold[0]) {
		t.Fatalf("--rankings: %d lines, first %+v", len(lines), first)
	}
	if r.Questions != 3 || r.Abstention != 1 || r.Sessions != 32 || !strings.Contains(r.Proxy, "proxy") || len(r.Systems) != 1 {
		t.Fatalf("report %+v", r)
	}
	s := r.Systems[0]
	if s.Name != "evicortex" || s.Retrieval.RecallAny5 != 1 || s.Retrieval.Questions != 3 || s.Abstention.Questions != 1 ||
		s.CapsuleRecall == nil || *s.CapsuleRecall != 1 || s.P50ms <= 0 {
		t.Fatalf("evicortex %+v", s)
	}
	if r.MustShow.Passed || len(r.MustShow.MissingPeers) != len(lmesPeers) {
		t.Fatalf("must-show without peers %+v", r.MustShow)
	}
}

func TestLMESMissingFileNamesTarget(t *testing.T) {
	_, err := runLMESJSON(t, "--lme-s", filepath.Join(t.TempDir(), "none.jsonl"), "--encoder", "none")
	if !errors.Is(err, ErrNoData) || !strings.Contains(err.Error(), "make lme-s") {
		t.Fatalf("missing file: %v", err)
	}
	if _, err := runLMESJSON(t, "--dataset", "lme-s,synthetic"); !errors.Is(err, ErrUsage) {
		t.Fatalf("lme-s with another dataset: %v", err)
	}
	if _, err := runLMESJSON(t, "--peers", "mempalace"); !errors.Is(err, ErrUsage) {
		t.Fatalf("unknown peer: %v", err)
	}
}

// TestLMESDenseAndPeers runs evicortex+dense and every peer on the test
// encoder's vectors; the peers need the venv `make peers` builds.
func TestLMESDenseAndPeers(t *testing.T) {
	repo, _ := filepath.Abs(filepath.Join("..", ".."))
	NewEncoder = func(context.Context, string) (dense.Encoder, error) { return bowEncoder{}, nil }
	defer func() { NewEncoder = nil }()
	cache := t.TempDir()
	peers := "none"
	if pypeer.Find(pypeer.VenvPython(repo)) == nil {
		peers = strings.Join(lmesPeers, ",")
	}
	r, err := runLMESJSON(t, "--lme-s", writeProxyFile(t), "--vector-cache", cache, "--repo", repo, "--peers", peers)
	if err != nil {
		t.Fatal(err)
	}
	if d := system(r, "evicortex+dense"); d == nil || d.Retrieval.RecallAny5 != 1 || r.Profile != "test-bow-64" {
		t.Fatalf("evicortex+dense %+v profile %q", d, r.Profile)
	}
	if _, err := os.Stat(filepath.Join(cache, "test-bow-64.vec")); err != nil {
		t.Fatalf("vector cache not written: %v", err)
	}
	if peers == "none" {
		t.Skipf("peers not run: %s missing (run `make peers`)", pypeer.VenvPython(repo))
	}
	for _, p := range lmesPeers {
		s := system(r, p)
		if s == nil || !s.Peer || s.Retrieval.RecallAny5 != 1 || s.Retrieval.Questions != 3 || s.Abstention.Questions != 1 {
			t.Fatalf("peer %s: %+v", p, s)
		}
	}
	if len(r.MustShow.MissingPeers) != 0 || r.MustShow.BestPeer == "" || r.MustShow.Passed {
		t.Fatalf("must-show with every peer tied at 1: %+v", r.MustShow)
	}
}

// TestRetrievalHand checks the averaged metrics against hand-computed values.
func TestRetrievalHand(t *testing.T) {
	r := retrieval([][2][]string{
		{{"g"}, {"a", "b", "c", "d", "e", "g"}}, // gold at rank 6: @5 0, @10 1, ndcg 1/log2 6
		{{"g", "h"}, {"h", "x"}},                // gold at rank 1: ndcg 1/(1+1)
		{{"g"}, nil},                            // no ranking: 0
	})
	ndcg := (1/math.Log2(6) + 0.5) / 3
	if r.Questions != 3 || r.RecallAny5 != 1.0/3 || r.RecallAny10 != 2.0/3 || math.Abs(r.NDCGAny10-ndcg) > 1e-12 {
		t.Fatalf("retrieval %+v (ndcg want %v)", r, ndcg)
	}
	if r.RecallAny5CI[0] > r.RecallAny5 || r.RecallAny5CI[1] < r.RecallAny5 {
		t.Fatalf("CI %v around %v", r.RecallAny5CI, r.RecallAny5)
	}
}

func TestLMESVerdict(t *testing.T) {
	sys := func(name string, peer bool, r5 float64) LMESSystem {
		return LMESSystem{Name: name, Peer: peer, Retrieval: Retrieval{RecallAny5: r5}}
	}
	all := []LMESSystem{sys("evicortex", false, 0.90), sys("evicortex+dense", false, 0.97)}
	for _, p := range lmesPeers {
		all = append(all, sys(p, true, 0.9))
	}
	all[3].Retrieval.RecallAny5 = 0.95 // engram-search
	v := lmesVerdict(all)
	if !v.Passed || v.BestEviCortex != "evicortex+dense" || v.BestPeer != "engram-search" || math.Abs(v.Delta-0.02) > 1e-9 {
		t.Fatalf("verdict %+v", v)
	}
	all[1].Retrieval.RecallAny5 = 0.96
	if v := lmesVerdict(all); v.Passed {
		t.Fatalf("delta 0.01 passed: %+v", v)
	}
	if v := lmesVerdict(all[:4]); v.Passed || len(v.MissingPeers) != 2 {
		t.Fatalf("missing peers: %+v", v)
	}
}

func TestVecCache(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	c, err := openVecCache(countingEncoder{n: new(int)}, dir)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := bowEncoder{}.Embed(ctx, []string{"a cat", "a dog"})
	got, err := c.Embed(ctx, []string{"a cat", "a dog", "a cat"})
	if err != nil || len(got) != 3 || got[0][5] != want[0][5] || c.misses != 3 {
		t.Fatalf("first embed: %v misses %d", err, c.misses)
	}
	c.Close()
	inner := countingEncoder{n: new(int)}
	c, err = openVecCache(inner, dir)
	if err != nil {
		t.Fatal(err)
	}
	got, err = c.Embed(ctx, []string{"a dog", "a bird"})
	if err != nil || *inner.n != 1 || !slices.Equal(got[0], want[1]) {
		t.Fatalf("reopened: %v, %d texts embedded", err, *inner.n)
	}
	c.Close()
	// A torn record is cut off; the records before it stay.
	p := filepath.Join(dir, "test-bow-64.vec")
	f, _ := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
	f.Write([]byte("torn"))
	f.Close()
	inner = countingEncoder{n: new(int)}
	if c, err = openVecCache(inner, dir); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Embed(ctx, []string{"a cat", "a dog", "a bird"}); err != nil || *inner.n != 0 {
		t.Fatalf("after a torn tail: %v, %d embedded", err, *inner.n)
	}
	c.Close()
	// A torn record left by a run killed mid-append is cut before the next
	// append, so the records written after it are read whole.
	f, _ = os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
	f.Write([]byte("torn again"))
	f.Close()
	inner = countingEncoder{n: new(int)}
	c, _ = openVecCache(inner, dir) // loads before the tear is written below
	f, _ = os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
	f.Write([]byte("torn by another run"))
	f.Close()
	if _, err := c.Embed(ctx, []string{"a fish"}); err != nil {
		t.Fatal(err)
	}
	c.Close()
	inner = countingEncoder{n: new(int)}
	if c, err = openVecCache(inner, dir); err != nil {
		t.Fatal(err)
	}
	if got, err := c.Embed(ctx, []string{"a fish", "a cat"}); err != nil || *inner.n != 0 || !slices.Equal(got[1], want[0]) {
		t.Fatalf("after a tear by another run: %v, %d embedded", err, *inner.n)
	}
	c.Close()
	// A header from another profile is refused.
	os.WriteFile(p, []byte("EVIVEC1\n\x10\x00\x00\x00\x05\x00other"), 0o644)
	if _, err := openVecCache(countingEncoder{n: new(int)}, dir); !errors.Is(err, ErrVectorCache) {
		t.Fatalf("foreign header: %v", err)
	}
}

// TestVecCacheShared: runs that share a cache file (two writers, readers
// opening while they append) lose no record and read no torn one: every
// text either writer embedded is answered from the file afterwards with
// the vector the encoder gives it.
func TestVecCacheShared(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	var texts [2][]string
	for w := range texts {
		for i := range 400 {
			texts[w] = append(texts[w], fmt.Sprintf("writer %d text %d about cats and dogs", w, i))
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for w := range texts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := openVecCache(bowEncoder{}, dir)
			if err != nil {
				errs <- err
				return
			}
			defer c.Close()
			for i := 0; i < len(texts[w]); i += 7 {
				if _, err := c.Embed(ctx, texts[w][i:min(i+7, len(texts[w]))]); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	for range 20 { // readers opening (and cutting torn tails) meanwhile
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := openVecCache(bowEncoder{}, dir)
			if err != nil {
				errs <- err
				return
			}
			c.Close()
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	inner := countingEncoder{n: new(int)}
	c, err := openVecCache(inner, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	all := append(slices.Clone(texts[0]), texts[1]...)
	got, err := c.Embed(ctx, all)
	if err != nil || *inner.n != 0 {
		t.Fatalf("after shared runs: %v, %d of %d texts missing from the file", err, *inner.n, len(all))
	}
	want, _ := bowEncoder{}.Embed(ctx, all)
	for i := range all {
		if !slices.Equal(got[i], want[i]) {
			t.Fatalf("text %d: cached vector differs from the encoder's", i)
		}
	}
}

// countingEncoder is bowEncoder counting the texts it embeds.
type countingEncoder struct{ n *int }

func (countingEncoder) Profile() dense.Profile { return bowEncoder{}.Profile() }
func (countingEncoder) Close() error           { return nil }
func (c countingEncoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	*c.n += len(texts)
	return bowEncoder{}.Embed(ctx, texts)
}

// TestVectorCacheOtherDatasets: --vector-cache on a non-lme-s dataset
// writes the cache and leaves the dense system's results unchanged.
func TestVectorCacheOtherDatasets(t *testing.T) {
	NewEncoder = func(context.Context, string) (dense.Encoder, error) { return bowEncoder{}, nil }
	defer func() { NewEncoder = nil }()
	runOnce := func(extra ...string) []byte {
		var out bytes.Buffer
		args := append([]string{"--dataset", "scenarios", "--systems", "evicortex+dense", "--json"}, extra...)
		if err := Main(context.Background(), args, &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		var r struct {
			Systems []struct {
				Name           string  `json:"name"`
				EvidenceRecall float64 `json:"evidence_recall"`
				AllFound       float64 `json:"all_found"`
			} `json:"systems"`
		}
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(r.Systems)
		return b
	}
	cache := t.TempDir()
	plain, cached, again := runOnce(), runOnce("--vector-cache", cache), runOnce("--vector-cache", cache)
	if !bytes.Equal(plain, cached) || !bytes.Equal(plain, again) {
		t.Fatalf("results differ with the cache:\n%s\n%s\n%s", plain, cached, again)
	}
	if _, err := os.Stat(filepath.Join(cache, "test-bow-64.vec")); err != nil {
		t.Fatalf("vector cache not written: %v", err)
	}
}
