package recall

import (
	"context"

	"github.com/evicortex/evicortex/fuse"
)

// The "when" channel. A question that asks when something happened is
// answered by the turn that dates it, and a conversation dates events
// relative to when it is said ("yesterday", "last week", "two years ago")
// more often than with a calendar date. For such a question, the lexical
// hits that carry a time expression are ranked again on their own, in
// lexical order, so fusion lifts them over equally matching turns that
// cannot answer "when". Both cues are fuse's: fuse.Hints.AsksWhen for
// the query, fuse.HasTimeCue for the turn.

// whenDepth is how many lexical hits with a time expression the channel
// ranks.
const whenDepth = 16

type whenChannel struct{}

func (whenChannel) Name() string { return "when" }
func (whenChannel) Depth() int   { return whenDepth }

func (c whenChannel) Run(_ context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if !p.hints.AsksWhen {
		return nil, nil
	}
	var hits []fuse.ChannelHit
	for _, h := range p.lex {
		if len(hits) == c.Depth() {
			break
		}
		ep := p.episode(h.Doc)
		if ep == nil || !fuse.HasTimeCue(ep.Text) {
			continue
		}
		hits = append(hits, fuse.ChannelHit{Key: ep.Key, Score: h.Score, Features: fuse.Features{TimeCue: true}})
	}
	return hits, nil
}
