package recall

import (
	"context"

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
	// Which terms each hit holds is only needed when no hit holds them
	// all: then fuse's abstention asks whether the packed items do
	// together (fuse.ChannelHit.MatchedTerms).
	masks := len(terms) > 1
	for _, h := range p.lex {
		if h.Matched == len(terms) {
			masks = false
			break
		}
	}
	hits := make([]fuse.ChannelHit, 0, len(p.lex))
	for i, h := range p.lex {
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
