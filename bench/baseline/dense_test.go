package baseline

import (
	"context"
	"hash/fnv"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/fuse"
)

// bowEncoder is a deterministic bag-of-words test encoder (hashed words).
type bowEncoder struct{}

func (bowEncoder) Profile() dense.Profile {
	return dense.Profile{ID: "test-bow", Dims: 64, Normalize: true}
}
func (bowEncoder) Close() error { return nil }
func (bowEncoder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v := make([]float32, 64)
		for _, w := range strings.Fields(strings.ToLower(strings.Trim(t, ".?!"))) {
			h := fnv.New32a()
			h.Write([]byte(strings.Trim(w, ".?!,")))
			v[h.Sum32()%64]++
		}
		out[i] = dense.Normalize(v)
	}
	return out, nil
}

func TestChunkDenseRanksBySimilarity(t *testing.T) {
	ctx := context.Background()
	turns := []synth.Turn{
		{ID: "t0", Text: "The weather has been strange this week."},
		{ID: "t1", Text: "I moved to Lyon with my cat."},
		{ID: "t2", Text: "Had lunch with Dana near the station."},
	}
	est := fuse.DefaultEstimator()
	s, err := NewChunkDense(ChunkConfig{Tokens: 12}, bowEncoder{}, est, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Ingest(ctx, "ns", turns); err != nil {
		t.Fatal(err)
	}
	r, err := s.Query(ctx, "ns", "moved to lyon cat", time.Now(), 20)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Items) == 0 || r.Items[0].EvidenceIDs[0] != "t1" || r.UsedTokens > 20 {
		t.Fatalf("%+v", r)
	}
	sum := 0
	for _, it := range r.Items {
		sum += est.Estimate(it.Text) + 4
	}
	if sum != r.UsedTokens {
		t.Fatalf("used %d, items cost %d", r.UsedTokens, sum)
	}
	if _, err := NewChunkDense(ChunkConfig{Tokens: 12}, nil, est, 0); err == nil {
		t.Fatal("nil encoder accepted")
	}
}
