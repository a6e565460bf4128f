package recall

import (
	"context"
	"regexp"

	"github.com/evicortex/evicortex/fuse"
)

// The "when" channel. A question that asks when something happened is
// answered by the turn that dates it, and a conversation dates events
// relative to when it is said ("yesterday", "last week", "two years ago")
// more often than with a calendar date. For such a question, the lexical
// hits that carry a time expression are ranked again on their own, in
// lexical order, so fusion lifts them over equally matching turns that
// cannot answer "when".
var (
	asksWhen = regexp.MustCompile(`(?i)\b(when|what (year|month|day|date|time|week|weekend)|how long ago|which (year|month|day|week))\b`)
	timeCue  = regexp.MustCompile(`(?i)\b(yesterday|today|tonight|tomorrow|recently|lately|ago|earlier|` +
		`(last|next|this|past|previous|coming) (few )?(night|morning|evening|day|days|week|weeks|weekend|month|months|year|years|summer|winter|spring|fall|autumn|time)|` +
		`(mon|tues|wednes|thurs|fri|satur|sun)days?|` +
		`january|february|march|april|may|june|july|august|september|october|november|december|` +
		`(19|20)\d\d)\b`)
)

// whenDepth is how many lexical hits with a time expression the channel
// ranks.
const whenDepth = 16

type whenChannel struct{}

func (whenChannel) Name() string { return "when" }
func (whenChannel) Depth() int   { return whenDepth }

func (c whenChannel) Run(_ context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if !p.asksWhen {
		return nil, nil
	}
	var hits []fuse.ChannelHit
	for _, h := range p.lex {
		if len(hits) == c.Depth() {
			break
		}
		ep := p.episode(h.Doc)
		if ep == nil || !timeCue.MatchString(ep.Text) {
			continue
		}
		hits = append(hits, fuse.ChannelHit{Key: ep.Key, Score: h.Score, Features: fuse.Features{TimeCue: true}})
	}
	return hits, nil
}
