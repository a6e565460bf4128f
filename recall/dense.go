package recall

import (
	"context"

	"github.com/evicortex/evicortex/fuse"
)

// Dense retrieval depth. The dense channel's fusion weight stays at fuse's
// default 1.0 and its depth at 32, frozen by a grid on the LoCoMo dev split
// at 512 tokens with RRF k 5 (evibench memory --dataset locomo_dev7.json
// --budget 512 --systems evicortex+dense --weights dense=W, ONNX Runtime
// MiniLM; engine at a49f033): evidence recall at weight 0.25 / 0.5 / 1 / 2
// = 0.744 / 0.742 / 0.748 / 0.744, and at weight 1 with depth 16 / 32 / 64
// = 0.744 / 0.748 / 0.749, against 0.746 for evicortex without it. Every
// point is inside the others' 95% CIs (about ±0.025): the channel is flat
// in both, so the defaults stay. With the speaker focus (5639099)
// evicortex+dense was 0.752 against 0.757 without the encoder, and ordering
// the dense hits by speaker the same way changed nothing (0.752), so the
// dense channel is left as it was; at 9144f51 (replies of the named speaker
// only) it is 0.759 against 0.757.
const denseDepth = 32

// denseChannel ranks the visible evidence by cosine similarity to the
// query under the engine's encoder (none without one).
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
	hits := make([]fuse.ChannelHit, 0, len(res))
	for i, h := range res {
		hits = append(hits, fuse.ChannelHit{Key: p.evKey(seqs[i]), Score: h.Cosine,
			Features: fuse.Features{Cosine: fuse.Measured(h.Cosine)}})
	}
	return hits, nil
}
