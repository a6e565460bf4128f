package recall

import (
	"context"
	"math/bits"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// lexicalDepth is how many BM25 hits over evidence a recall reads (the
// pass's lex, shared by several channels).
const lexicalDepth = 64

// maskDepth is how many of the best lexical hits report which query terms
// they hold (analyzing a text costs about a microsecond; the packed items
// that matter for abstention are near the top).
const maskDepth = 16

// lexicalChannel ranks the BM25 hits over evidence text, reporting how many
// of the query's terms each matched and which (fuse's relevance floor and
// abstention read them).
type lexicalChannel struct{}

func (lexicalChannel) Name() string { return "lexical" }
func (lexicalChannel) Depth() int   { return lexicalDepth }

func (lexicalChannel) Run(_ context.Context, p *pass) ([]fuse.ChannelHit, error) {
	terms := uniq(postings.Analyze(p.an, p.q.Text))
	qterms := float64(len(terms))
	lex := p.lex
	if named := speakerTerms(p, terms); len(named) > 0 {
		lex = make([]postings.Hit, len(p.lex))
		for i, h := range p.lex {
			if ep := p.episode(h.Doc); ep != nil {
				if m := named[ep.Speaker] &^ h.Terms; m != 0 {
					h.Terms |= m
					h.Matched += bits.OnesCount64(m)
				}
			}
			lex[i] = h
		}
	}
	// Which terms each hit holds is only needed when no hit holds them
	// all: then fuse's abstention asks whether the packed items do
	// together (fuse.ChannelHit.MatchedTerms).
	masks := len(terms) > 1
	for _, h := range lex {
		if h.Matched >= len(terms) {
			masks = false
			break
		}
	}
	hits := make([]fuse.ChannelHit, 0, len(lex))
	for i, h := range lex {
		if i == maskDepth {
			masks = false
		}
		hit := fuse.ChannelHit{Key: p.evKey(h.Doc), Score: h.Score, Features: fuse.Features{BM25: fuse.Measured(h.Score),
			Matched: fuse.Measured(float64(h.Matched)), QueryTerms: fuse.Measured(qterms)}}
		if masks && p.episode(h.Doc) != nil {
			hit.MatchedTerms = h.Terms // the search's, for the same analyzed query terms
		}
		hits = append(hits, hit)
	}
	return hits, nil
}

// speakerTerms maps each speaker of the lexical hits whose name the query
// holds to the bits of those query terms (postings.Hit.Terms's numbering):
// "What is the name of Maya's dog?" asks about "My dog Biscuit loves the
// park." said by Maya, whose text never writes her name. Who said a turn is
// part of the observation, so the name counts as matched for relevance and
// abstention; BM25 scores are unchanged. Nil when no speaker is named.
func speakerTerms(p *pass, terms []string) map[string]uint64 {
	var out map[string]uint64
	done := map[string]bool{}
	for _, h := range p.lex {
		ep := p.episode(h.Doc)
		if ep == nil || ep.Speaker == "" || done[ep.Speaker] {
			continue
		}
		done[ep.Speaker] = true
		var m uint64
		for _, st := range postings.Analyze(p.an, ep.Speaker) {
			for i, t := range terms {
				if t == st && i < 64 {
					m |= 1 << uint(i)
				}
			}
		}
		if m != 0 {
			if out == nil {
				out = map[string]uint64{}
			}
			out[ep.Speaker] = m
		}
	}
	return out
}
