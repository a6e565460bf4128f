package baseline

import (
	"context"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// searchDepth bounds how many ranked chunks a query considers for packing.
const searchDepth = 64

// ChunkBM25 is the fixed-chunk BM25 RAG baseline. It abstains only when no
// chunk matches any query term: the most lenient rule, so abstaining never
// costs it an answerable question it could have answered. Not safe for
// concurrent use.
type ChunkBM25 struct {
	cfg      ChunkConfig
	est      fuse.Estimator
	overhead int
	ns       map[string]*chunkIndex
}

type chunkIndex struct {
	turns  []synth.Turn
	chunks []Chunk
	ix     *postings.Index
}

// NewChunkBM25 returns the baseline; itemOverhead is charged per packed
// chunk on top of its estimated cost (use the engine's).
func NewChunkBM25(cfg ChunkConfig, est fuse.Estimator, itemOverhead int) (*ChunkBM25, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if est == nil || itemOverhead < 0 {
		return nil, fmt.Errorf("%w: need an estimator and a non-negative item overhead", ErrConfig)
	}
	return &ChunkBM25{cfg: cfg, est: est, overhead: itemOverhead, ns: map[string]*chunkIndex{}}, nil
}

// Name implements System.
func (s *ChunkBM25) Name() string { return "fixed-chunk-bm25" }

// Config returns the chunk sizes in use.
func (s *ChunkBM25) Config() ChunkConfig { return s.cfg }

// Ingest appends turns to ns and rebuilds its chunk index.
func (s *ChunkBM25) Ingest(ctx context.Context, ns string, turns []synth.Turn) error {
	ci := s.ns[ns]
	if ci == nil {
		ci = &chunkIndex{}
		s.ns[ns] = ci
	} else if ci.ix != nil {
		_ = ci.ix.Close() // in-memory: nothing to lose
	}
	ci.turns = append(ci.turns, turns...)
	chunks, err := Split(ci.turns, s.cfg, s.est)
	if err != nil {
		return err
	}
	ix, err := postings.New(postings.Options{Analyzer: postings.AnalyzerOptions{Stopwords: true, Stem: true}})
	if err != nil {
		return fmt.Errorf("bm25 index %s: %w", ns, err)
	}
	for i, c := range chunks {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := ix.Add(uint32(i), c.Text); err != nil {
			return fmt.Errorf("bm25 add chunk %d of %s: %w", i, ns, err)
		}
	}
	ci.chunks, ci.ix = chunks, ix
	return nil
}

// Query implements System: top BM25 chunks, packed whole, first fit.
func (s *ChunkBM25) Query(ctx context.Context, ns, question string, now time.Time, budget int) (Result, error) {
	ci := s.ns[ns]
	if ci == nil {
		return Result{}, fmt.Errorf("%w: %q", ErrNamespace, ns)
	}
	hits, err := ci.ix.Search(question, searchDepth, nil)
	if err != nil {
		return Result{}, fmt.Errorf("bm25 search %s: %w", ns, err)
	}
	res := Result{Abstain: true}
	for _, h := range hits {
		if h.Matched > 0 {
			res.Abstain = false
		}
		c := ci.chunks[h.Doc]
		if cost := c.Tokens + s.overhead; res.UsedTokens+cost <= budget {
			res.UsedTokens += cost
			res.Items = append(res.Items, Item{Text: c.Text, EvidenceIDs: c.Turns})
		}
	}
	return res, nil
}

// Close implements System.
func (s *ChunkBM25) Close() error {
	for _, ci := range s.ns {
		if ci.ix != nil {
			_ = ci.ix.Close()
		}
	}
	return nil
}
