package recall

import (
	"context"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
	"github.com/evicortex/evicortex/postings"
)

// claimDepth is how many BM25 hits over claim text the claim channel reads.
const claimDepth = 32

// claimChannel is BM25 over claim text ("subject predicate value"). It
// keeps the claims it ranks, with their stored state, in pass.matched for
// the temporal channel.
//
// A claim whose predicate or value matches the query is about what the
// query asks; one that matches only through its subject (a name) is
// merely about the same person. When any claim of the first kind exists,
// the channel keeps only those. Likewise, when the query names entities,
// claims about them outrank claims about anyone else.
type claimChannel struct{}

func (claimChannel) Name() string { return "claim" }
func (claimChannel) Depth() int   { return claimDepth }

func (c claimChannel) Run(ctx context.Context, p *pass) ([]fuse.ChannelHit, error) {
	hits, err := p.s.SearchClaims(p.q.Text, c.Depth())
	if err != nil {
		return nil, fmt.Errorf("claim search: %w", err)
	}
	if len(hits) == 0 {
		return nil, nil
	}
	seqs := make([]uint32, len(hits))
	for i, h := range hits {
		seqs[i] = h.Doc
	}
	claims, err := p.s.ClaimsBySeq(ctx, seqs)
	if err != nil {
		return nil, fmt.Errorf("load claims: %w", err)
	}
	bySeq := make(map[uint32]ledger.Claim, len(claims))
	for _, c := range claims {
		if p.visibleClaim(c) {
			bySeq[c.Seq] = c
		}
	}
	qset := termSet(p.an, p.q.Text)
	named := make(map[string]bool, len(p.hints.Entities))
	for _, e := range p.hints.Entities {
		named[strings.ToLower(e)] = true
	}
	type scored struct {
		c    ledger.Claim
		h    postings.Hit
		pvm  int
		tier int // 2: named subject and predicate/value match; 1: either
	}
	var list []scored
	best := 0
	for _, h := range hits {
		c, ok := bySeq[h.Doc]
		if !ok {
			continue
		}
		x := scored{c: c, h: h, pvm: overlap(qset, termSet(p.an, c.Predicate+" "+c.Value))}
		if x.pvm > 0 {
			x.tier++
		}
		if named[strings.ToLower(c.Subject)] {
			x.tier++
		}
		best = max(best, x.tier)
		list = append(list, x)
	}
	var out []fuse.ChannelHit
	for _, x := range list {
		if x.tier < best || (best > 0 && x.pvm == 0 && len(named) > 0 && x.tier < 2) {
			continue
		}
		p.matched = append(p.matched, x.c)
		p.addClaim(x.c)
		out = append(out, fuse.ChannelHit{Key: fuse.ClaimKey(x.c.ID), Score: x.h.Score,
			Features: fuse.Features{BM25: fuse.Measured(x.h.Score), Matched: fuse.Measured(float64(x.h.Matched)),
				QueryTerms: fuse.Measured(float64(len(qset))), PredicateValueMatched: fuse.Measured(float64(x.pvm))}})
	}
	return out, nil
}
