package baseline

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/fuse"
)

// embedBatch is how many chunk texts one Embed call carries.
const embedBatch = 64

// ChunkDense is the fixed-chunk dense RAG baseline ("fixed-chunk-dense"):
// the same chunks as ChunkBM25 (Split), each embedded once by the encoder,
// and at query time an exact cosine scan over every chunk vector of the
// namespace, the most similar chunks packed whole, first fit. It never
// abstains (a similarity threshold would need tuning of its own). The
// encoder is not closed by Close. Not safe for concurrent use.
type ChunkDense struct {
	cfg      ChunkConfig
	enc      dense.Encoder
	est      fuse.Estimator
	overhead int
	ns       map[string]*denseIndex
}

type denseIndex struct {
	turns  []synth.Turn
	chunks []Chunk
	vecs   [][]float32
}

// NewChunkDense returns the baseline over enc.
func NewChunkDense(cfg ChunkConfig, enc dense.Encoder, est fuse.Estimator, itemOverhead int) (*ChunkDense, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if enc == nil || est == nil || itemOverhead < 0 {
		return nil, fmt.Errorf("%w: need an encoder, an estimator and a non-negative item overhead", ErrConfig)
	}
	return &ChunkDense{cfg: cfg, enc: enc, est: est, overhead: itemOverhead, ns: map[string]*denseIndex{}}, nil
}

// Name implements System.
func (s *ChunkDense) Name() string { return "fixed-chunk-dense" }

// Ingest appends turns to ns, re-splits it and embeds every chunk.
func (s *ChunkDense) Ingest(ctx context.Context, ns string, turns []synth.Turn) error {
	di := s.ns[ns]
	if di == nil {
		di = &denseIndex{}
		s.ns[ns] = di
	}
	di.turns = append(di.turns, turns...)
	chunks, err := Split(di.turns, s.cfg, s.est)
	if err != nil {
		return err
	}
	texts := make([]string, len(chunks))
	for i, c := range chunks {
		texts[i] = c.Text
	}
	var vecs [][]float32
	for i := 0; i < len(texts); i += embedBatch {
		v, err := s.enc.Embed(ctx, texts[i:min(i+embedBatch, len(texts))])
		if err != nil {
			return fmt.Errorf("dense embed chunks of %s: %w", ns, err)
		}
		vecs = append(vecs, v...)
	}
	di.chunks, di.vecs = chunks, vecs
	return nil
}

// Query implements System: exact cosine top chunks, packed whole.
func (s *ChunkDense) Query(ctx context.Context, ns, question string, now time.Time, budget int) (Result, error) {
	di := s.ns[ns]
	if di == nil {
		return Result{}, fmt.Errorf("%w: %q", ErrNamespace, ns)
	}
	qv, err := dense.EmbedQuery(ctx, s.enc, question)
	if err != nil {
		return Result{}, fmt.Errorf("dense embed question: %w", err)
	}
	order := rankCosine(qv, di.vecs)
	var res Result
	for _, i := range order[:min(searchDepth, len(order))] {
		c := di.chunks[i]
		if cost := c.Tokens + s.overhead; res.UsedTokens+cost <= budget {
			res.UsedTokens += cost
			res.Items = append(res.Items, Item{Text: c.Text, EvidenceIDs: c.Turns})
		}
	}
	return res, nil
}

// rankCosine returns the indexes of vecs by descending cosine with q (ties:
// the earlier chunk first).
func rankCosine(q []float32, vecs [][]float32) []int {
	sims := make([]float64, len(vecs))
	order := make([]int, len(vecs))
	for i, v := range vecs {
		sims[i], order[i] = dense.Cosine(q, v), i
	}
	sort.SliceStable(order, func(a, b int) bool { return sims[order[a]] > sims[order[b]] })
	return order
}

// Close implements System (the encoder belongs to the caller).
func (s *ChunkDense) Close() error { return nil }
