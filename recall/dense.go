package recall

import (
	"context"

	"github.com/evicortex/evicortex/fuse"
)

// denseDepth is how many hits the dense channel returns. Recall was flat
// in this depth (the grid is in bench/results/README.md); the channel's
// fusion weight is fuse.DefaultDenseWeight.
const denseDepth = 32

// denseChannel ranks the visible evidence by cosine similarity to the
// query under the engine's encoder (none without one); a text of several
// sentences or lines also scores by its best part (the Snapshot's
// SearchDense; engine/parts.go). Unlike the context
// and window channels it is not ordered by speaker: that changed nothing.
type denseChannel struct{}

func (denseChannel) Name() string { return "dense" }
func (denseChannel) Depth() int   { return denseDepth }

func (c denseChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	res, err := p.s.SearchDense(ctx, p.q.Text, c.Depth(), p.filter)
	if err != nil || len(res) == 0 {
		return nil, err
	}
	seqs := make([]uint32, len(res))
	for i, h := range res {
		seqs[i] = h.Seq
	}
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	p.dense = res
	hits := make([]fuse.ChannelHit, 0, len(res))
	for i, h := range res {
		hits = append(hits, fuse.ChannelHit{Key: p.evKey(seqs[i]), Score: h.Cosine,
			Features: fuse.Features{Cosine: fuse.Measured(h.Cosine)}})
	}
	return hits, nil
}
