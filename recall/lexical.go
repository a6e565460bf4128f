package recall

import (
	"context"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/postings"
)

// lexicalDepth is how many BM25 hits over evidence a recall reads (the
// pass's lex, shared by several channels).
const lexicalDepth = 64

// lexicalChannel ranks the BM25 hits over evidence text, reporting how many
// of the query's terms each matched (fuse's relevance floor reads it).
type lexicalChannel struct{}

func (lexicalChannel) Name() string { return "lexical" }
func (lexicalChannel) Depth() int   { return lexicalDepth }

func (lexicalChannel) Run(_ context.Context, p *pass) ([]fuse.ChannelHit, error) {
	qterms := float64(len(uniq(postings.Analyze(p.an, p.q.Text))))
	hits := make([]fuse.ChannelHit, 0, len(p.lex))
	for _, h := range p.lex {
		hits = append(hits, fuse.ChannelHit{Key: p.evKey(h.Doc), Score: h.Score,
			Features: fuse.Features{BM25: fuse.Measured(h.Score), Matched: fuse.Measured(float64(h.Matched)),
				QueryTerms: fuse.Measured(qterms)}})
	}
	return hits, nil
}
