package recall

import (
	"context"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// stateDepth is how many hits the state channel returns; stateScan is how
// deep its topic search reads, and feedbackDepth how many of the
// statements found lend their values to the second search.
const (
	stateDepth    = 64
	stateScan     = 256
	feedbackDepth = 8
)

// stateChannel finds the turns that state or change what the query asks
// about when it names a changeable fact (fuse.Hints.Topics: where someone
// lives, works, what they eat, ...) with a temporal intent and no claim
// matched: BM25 over the visible evidence with the topics' words
// (fuse.TopicText), so "Where does Maya live now?" finds "We moved to
// Seattle" through "moved"; then, as relevance feedback, BM25 with the
// values the best of those statements name (fuse.StatedValues), so "I work
// at Globex" also finds "I handed in my notice at Globex; I accepted the
// offer from Initech", which holds no topic word. The topic search reads
// deep (stateScan): in a long conversation its best BM25 scores go to
// turns that repeat the topic's words without stating the person's value
// (a relative's moves, the assistant's suggestions), and the statements,
// the latest among them, rank below. The channel returns the statements
// first, then the other turns on the topic, each with the number of topic
// words or fed-back values it matched (Features.Topic), which is how fuse
// knows the turns it orders in time ("State from episodes" in fuse's
// documentation).
type stateChannel struct{}

func (stateChannel) Name() string { return "state" }
func (stateChannel) Depth() int   { return stateDepth }

func (c stateChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	if len(p.hints.Topics) == 0 || p.filter == nil || len(p.matched) > 0 || (p.hints.Intent == fuse.IntentAny && !p.scoped()) {
		return nil, nil
	}
	first, err := p.stateSearch(ctx, fuse.TopicText(p.hints.Topics), stateScan)
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
		values = uniq(values)
		if second, err = p.stateSearch(ctx, strings.Join(values, " "), c.Depth()); err != nil {
			return nil, err
		}
	}
	p.stateValues = values
	var stated, other []fuse.ChannelHit
	for _, h := range append(first, second...) {
		ep := p.episode(h.Doc)
		if ep == nil || h.Matched == 0 {
			continue
		}
		hit := fuse.ChannelHit{Key: ep.Key, Score: h.Score,
			Features: fuse.Features{BM25: fuse.Measured(h.Score), Topic: fuse.Measured(float64(h.Matched))}}
		if len(fuse.StatedValues(ep, p.hints.Topics, values...)) > 0 {
			stated = append(stated, hit)
		} else {
			other = append(other, hit)
		}
	}
	out := append(stated, other...) // a hit of both searches keeps its first (pass.add)
	return out[:min(len(out), c.Depth())], nil
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
