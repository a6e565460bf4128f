package recall

import (
	"context"
	"fmt"

	"github.com/evicortex/evicortex/fuse"
)

// stateDepth is how many turns on the query's topics the state channel
// returns.
const stateDepth = 32

// stateChannel finds the turns that state or change what the query asks
// about when it names a changeable fact (fuse.Hints.Topics: where someone
// lives, works, what they eat, ...): BM25 over the visible evidence with
// the topics' words (fuse.TopicText), so "Where does Maya live now?" finds
// "We moved to Seattle" through "moved". Each hit carries the number of
// topic words it matched (Features.Topic), which is how fuse knows the
// turns it orders in time ("State from episodes" in fuse's documentation).
type stateChannel struct{}

func (stateChannel) Name() string { return "state" }
func (stateChannel) Depth() int   { return stateDepth }

func (c stateChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if len(p.hints.Topics) == 0 || p.filter == nil || len(p.matched) > 0 || (p.hints.Intent == fuse.IntentAny && !p.scoped()) {
		return nil, nil
	}
	text := fuse.TopicText(p.hints.Topics)
	hits, err := p.s.SearchEvidence(text, c.Depth(), p.filter)
	if err != nil {
		return nil, fmt.Errorf("state search: %w", err)
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	if err := p.load(ctx, seqs); err != nil {
		return nil, err
	}
	out := make([]fuse.ChannelHit, 0, len(hits))
	for _, h := range hits {
		if k := p.evKey(h.Doc); !k.IsZero() && h.Matched > 0 {
			out = append(out, fuse.ChannelHit{Key: k, Score: h.Score,
				Features: fuse.Features{BM25: fuse.Measured(h.Score), Topic: fuse.Measured(float64(h.Matched))}})
		}
	}
	return out, nil
}
