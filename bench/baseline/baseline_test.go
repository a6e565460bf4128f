package baseline

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
)

func workload(t *testing.T) *synth.Workload {
	t.Helper()
	w, err := synth.Generate(synth.Config{Seed: 3, Users: 2, Months: 6})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

var estimators = []fuse.Estimator{fuse.DefaultEstimator(), fuse.CharEstimator(3)}

func TestSplitCoversEveryTurn(t *testing.T) {
	w := workload(t)
	turns := w.NamespaceTurns(w.Namespaces[0])
	for _, est := range estimators {
		for _, cfg := range []ChunkConfig{{64, 0}, {64, 16}, {128, 32}, {256, 0}} {
			name := fmt.Sprintf("%s/%d/%d", est.Name(), cfg.Tokens, cfg.Overlap)
			chunks, err := Split(turns, cfg, est)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			in := map[string]int{}
			for _, c := range chunks {
				if c.Tokens > cfg.Tokens || c.Tokens != est.Estimate(c.Text) {
					t.Fatalf("%s: chunk of %d tokens (est %d)", name, c.Tokens, est.Estimate(c.Text))
				}
				for _, id := range c.Turns {
					tu, _ := w.Turn(id)
					if !strings.Contains(c.Text, tu.Text) {
						t.Fatalf("%s: chunk lists %s but lacks its text", name, id)
					}
					in[id]++
				}
			}
			for _, tu := range turns {
				if in[tu.ID] == 0 {
					t.Fatalf("%s: turn %s in no chunk", name, tu.ID)
				}
				if cfg.Overlap == 0 && in[tu.ID] != 1 {
					t.Fatalf("%s: turn %s in %d chunks without overlap", name, tu.ID, in[tu.ID])
				}
			}
			checkOverlap(t, name, chunks, cfg, est)
		}
	}
}

// checkOverlap: a chunk shares with its predecessor exactly a tail of the
// predecessor that costs at most Overlap tokens.
func checkOverlap(t *testing.T, name string, chunks []Chunk, cfg ChunkConfig, est fuse.Estimator) {
	t.Helper()
	shared := 0
	for i := 1; i < len(chunks); i++ {
		prev, cur := chunks[i-1].Turns, chunks[i].Turns
		n := 0
		for n < len(cur) && n < len(prev) && strings.Join(prev[len(prev)-n-1:], "|") == strings.Join(cur[:n+1], "|") {
			n++
		}
		if n > 0 {
			shared++
			tail := strings.Join(strings.Split(chunks[i-1].Text, "\n")[len(prev)-n:], "\n")
			if est.Estimate(tail) > cfg.Overlap {
				t.Fatalf("%s: overlap tail of %d tokens > %d", name, est.Estimate(tail), cfg.Overlap)
			}
		}
	}
	if cfg.Overlap == 0 && shared != 0 {
		t.Fatalf("%s: %d chunks overlap with overlap 0", name, shared)
	}
	if cfg.Overlap >= 32 && shared == 0 {
		t.Fatalf("%s: no chunk overlaps", name)
	}
}

func TestSplitLongTurn(t *testing.T) {
	long := strings.Repeat("alpha beta gamma delta ", 40) + strings.Repeat("x", 300)
	turns := []synth.Turn{{ID: "a", Text: "short one"}, {ID: "b", Text: long}, {ID: "c", Text: "after"}}
	est := fuse.DefaultEstimator()
	chunks, err := Split(turns, ChunkConfig{Tokens: 32}, est)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, c := range chunks {
		if c.Tokens > 32 {
			t.Fatalf("chunk of %d tokens", c.Tokens)
		}
		for _, id := range c.Turns {
			if id == "b" {
				t.Fatal("a split turn is listed as whole")
			}
		}
		all = append(all, c.Text)
	}
	joined := strings.Join(all, " ")
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	if squash(joined) != squash("short one\n"+long+"\nafter") {
		t.Fatalf("pieces do not reassemble the text")
	}
}

func TestChunkConfigValidate(t *testing.T) {
	for _, c := range []ChunkConfig{{0, 0}, {64, -1}, {64, 64}} {
		if err := c.Validate(); !errors.Is(err, ErrConfig) {
			t.Fatalf("%+v: %v", c, err)
		}
	}
}

func TestBudgetsNeverExceeded(t *testing.T) {
	ctx := context.Background()
	w := workload(t)
	est := fuse.DefaultEstimator()
	bm, err := NewChunkBM25(ChunkConfig{Tokens: 64, Overlap: 16}, est, 8)
	if err != nil {
		t.Fatal(err)
	}
	rc, _ := NewRecency(est, 8)
	for _, s := range []System{bm, rc} {
		for _, ns := range w.Namespaces {
			if err := s.Ingest(ctx, ns, w.NamespaceTurns(ns)); err != nil {
				t.Fatal(err)
			}
		}
		for _, budget := range []int{0, 10, 73, 256, 512} {
			for _, q := range w.Questions {
				r, err := s.Query(ctx, q.Namespace, q.Text, q.Now, budget)
				if err != nil {
					t.Fatal(err)
				}
				sum := 0
				for _, it := range r.Items {
					sum += est.Estimate(it.Text) + 8
				}
				if sum != r.UsedTokens || r.UsedTokens > budget {
					t.Fatalf("%s budget %d: used %d, items cost %d", s.Name(), budget, r.UsedTokens, sum)
				}
			}
		}
		if _, err := s.Query(ctx, "nope", "x", time.Now(), 100); !errors.Is(err, ErrNamespace) {
			t.Fatalf("%s: unknown namespace: %v", s.Name(), err)
		}
		_ = s.Close()
	}
}

func TestBM25FindsExactTurn(t *testing.T) {
	ctx := context.Background()
	est := fuse.DefaultEstimator()
	turns := []synth.Turn{
		{ID: "t0", Text: "The weather has been strange this week."},
		{ID: "t1", Text: "I finally moved from Porto to Lyon last week."},
		{ID: "t2", Text: "Had lunch with Dana near the station."},
	}
	bm, _ := NewChunkBM25(ChunkConfig{Tokens: 16}, est, 0)
	if err := bm.Ingest(ctx, "ns", turns); err != nil {
		t.Fatal(err)
	}
	r, err := bm.Query(ctx, "ns", "when did they move to lyon", time.Now(), 20)
	if err != nil {
		t.Fatal(err)
	}
	if r.Abstain || len(r.Items) == 0 || r.Items[0].EvidenceIDs[0] != "t1" {
		t.Fatalf("result %+v", r)
	}
	if r, _ := bm.Query(ctx, "ns", "blood type", time.Now(), 20); !r.Abstain || len(r.Items) != 0 {
		t.Fatalf("no-match query did not abstain: %+v", r)
	}
}

func TestRecencyNewestFirst(t *testing.T) {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	var turns []synth.Turn
	for i := range 5 {
		turns = append(turns, synth.Turn{ID: fmt.Sprint(i), Text: "four word turn here", OccurredAt: base.Add(time.Duration(i) * time.Hour)})
	}
	rc, _ := NewRecency(fuse.DefaultEstimator(), 0)
	_ = rc.Ingest(context.Background(), "ns", turns)
	r, _ := rc.Query(context.Background(), "ns", "q", base.Add(3*time.Hour), 8)
	if got := strings.Join(r.EvidenceIDs(), ","); got != "3,2" {
		t.Fatalf("recency ids %s, want 3,2", got)
	}
}

func TestDefaultChunkConfigValid(t *testing.T) {
	if err := DefaultChunkConfig.Validate(); err != nil {
		t.Fatal(err)
	}
}
