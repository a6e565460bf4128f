package recall

import (
	"context"
	"fmt"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"

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
	first, err := p.statePages(ctx, fuse.TopicText(p.hints.Topics), c.Depth())
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

// statePages and stateStatements: the topic search reads up to statePages
// pages of its depth, each over the visible evidence the earlier pages did
// not return, until it holds stateStatements statements of a person's value
// (fuse.StatedValues). In a long conversation the best BM25 scores go to
// whatever repeats the topic's words (a relative's moves, the assistant's
// suggestions), and the statements, the latest one among them, rank below.
const (
	statePages      = 4
	stateStatements = 8
)

func (p *pass) statePages(ctx context.Context, text string, k int) ([]postings.Hit, error) {
	filter := p.filter
	var out []postings.Hit
	for page := 0; page < statePages; page++ {
		if page > 0 {
			filter = filter.Clone()
			for _, h := range out {
				filter.Remove(h.Doc)
			}
		}
		hits, err := p.stateSearchIn(ctx, text, k, filter)
		if err != nil {
			return nil, err
		}
		out = append(out, hits...)
		if len(hits) < k || p.statements(out) >= stateStatements {
			break
		}
	}
	return out, nil
}

// statements counts the hits that state a person's value on the query's
// topics.
func (p *pass) statements(hits []postings.Hit) int {
	n := 0
	for _, h := range hits {
		if ep := p.episode(h.Doc); ep != nil && len(fuse.StatedValues(ep, p.hints.Topics)) > 0 {
			n++
		}
	}
	return n
}

// stateSearch is BM25 over the visible evidence with text, every hit
// loaded.
func (p *pass) stateSearch(ctx context.Context, text string, k int) ([]postings.Hit, error) {
	return p.stateSearchIn(ctx, text, k, p.filter)
}

// stateSearchIn is BM25 over filter with text, every hit loaded.
func (p *pass) stateSearchIn(ctx context.Context, text string, k int, filter *roaring.Bitmap) ([]postings.Hit, error) {
	hits, err := p.s.SearchEvidence(text, k, filter)
	if err != nil {
		return nil, fmt.Errorf("state search: %w", err)
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	return hits, p.load(ctx, seqs)
}
