package recall

import (
	"context"
	"fmt"

	"github.com/evicortex/evicortex/fuse"
)

// windowDepth is how many windows a query reads: with fusion's RRF k at 5
// (fuse.DefaultRRFK) the top windows weigh most, and reading deeper
// recalled less.
const windowDepth = 4

// windowChannel returns the evidence of the best-scoring windows (stretches
// of consecutive evidence of one session, scored as one text the way a
// fixed-chunk index does), window by window in rank order and in
// conversation order within a window, each piece of evidence a separately
// cited episode. A question's words are often spread over a few
// neighbouring turns none of which holds them all.
type windowChannel struct{}

func (windowChannel) Name() string { return "window" }
func (windowChannel) Depth() int   { return windowDepth }

func (c windowChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	wins, err := p.s.SearchWindows(p.q.Text, c.Depth())
	if err != nil {
		return nil, fmt.Errorf("window search: %w", err)
	}
	var seqs []uint32
	var scores []float64
	seen := make(map[uint32]bool)
	for _, w := range wins {
		if w.Lo < 0 || w.Hi > p.tl.Len() {
			continue
		}
		for _, s := range p.tl.Seqs[w.Lo:w.Hi] {
			if p.filter.Contains(s) && !seen[s] {
				seen[s] = true
				seqs = append(seqs, s)
				scores = append(scores, w.Score)
			}
		}
	}
	order := p.speakerOrder(seqs)
	seqs, scores = reorder(seqs, order), reorder(scores, order)
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	hits := make([]fuse.ChannelHit, 0, len(seqs))
	for i, s := range seqs {
		hits = append(hits, fuse.ChannelHit{Key: p.evKey(s), Score: scores[i],
			Features: fuse.Features{WindowBM25: fuse.Measured(scores[i])}})
	}
	return hits, nil
}
