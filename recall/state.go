package recall

import (
	"context"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// stateDepth is how many turns each of the state channel's two searches
// returns, and feedbackDepth how many of the first search's statements
// lend their values to the second.
const (
	stateDepth    = 32
	feedbackDepth = 8
)

// stateChannel finds the turns that state or change what the query asks
// about when it names a changeable fact (fuse.Hints.Topics: where someone
// lives, works, what they eat, ...) with a temporal intent and no claim
// matched: BM25 over the visible evidence with the topics' words
// (fuse.TopicText), so "Where does Maya live now?" finds "We moved to
// Seattle" through "moved"; then, as relevance feedback, BM25 with the
// values the best of those turns state (fuse.StatedValues), so "I work at
// Globex" also finds "I handed in my notice at Globex; I accepted the
// offer from Initech", which holds no topic word. Each hit carries the
// number of topic words or fed-back values it matched (Features.Topic),
// which is how fuse knows the turns it orders in time ("State from
// episodes" in fuse's documentation).
type stateChannel struct{}

func (stateChannel) Name() string { return "state" }
func (stateChannel) Depth() int   { return stateDepth }

func (c stateChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if len(p.hints.Topics) == 0 || p.filter == nil || len(p.matched) > 0 || (p.hints.Intent == fuse.IntentAny && !p.scoped()) {
		return nil, nil
	}
	first, err := p.stateSearch(ctx, fuse.TopicText(p.hints.Topics), c.Depth())
	if err != nil {
		return nil, err
	}
	var values []string
	n := 0
	for _, h := range first {
		if ep := p.episode(h.Doc); ep != nil && n < feedbackDepth {
			if v := fuse.StatedValues(ep, p.hints.Topics); len(v) > 0 {
				values = append(values, v...)
				n++
			}
		}
	}
	var second []postings.Hit
	if len(values) > 0 {
		if second, err = p.stateSearch(ctx, strings.Join(uniq(values), " "), c.Depth()); err != nil {
			return nil, err
		}
	}
	out := make([]fuse.ChannelHit, 0, len(first)+len(second))
	for _, h := range append(first, second...) {
		if k := p.evKey(h.Doc); !k.IsZero() && h.Matched > 0 {
			out = append(out, fuse.ChannelHit{Key: k, Score: h.Score,
				Features: fuse.Features{BM25: fuse.Measured(h.Score), Topic: fuse.Measured(float64(h.Matched))}})
		}
	}
	return out, nil // a hit of both searches keeps its first (pass.add)
}

// stateSearch is BM25 over the visible evidence with text, every hit
// loaded.
func (p *pass) stateSearch(ctx context.Context, text string, k int) ([]postings.Hit, error) {
	hits, err := p.s.SearchEvidence(text, k, p.filter)
	if err != nil {
		return nil, fmt.Errorf("state search: %w", err)
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	return hits, p.load(ctx, seqs)
}
