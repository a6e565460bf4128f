package fuse

import "math/bits"

// termCover is a union of the query terms hits hold (ChannelHit.
// MatchedTerms): a capsule whose items each hold less than the relevance
// floor of the query, but together hold enough of it ("What is the name
// of Maya's dog?": one turn says "dog", the next "his name is Biscuit"),
// holds an answer and is not an abstention.
type termCover struct {
	mask  uint64
	terms float64 // the query's distinct analyzed terms, as the hits report them
}

func (tc *termCover) addHit(h *ChannelHit) {
	if h.MatchedTerms == 0 {
		return
	}
	tc.mask |= h.MatchedTerms
	tc.terms = max(tc.terms, h.Features.QueryTerms.Value())
}

func (tc *termCover) add(o termCover) {
	tc.mask |= o.mask
	tc.terms = max(tc.terms, o.terms)
}

// clears reports whether the union clears the lexical floor.
func (tc *termCover) clears(cfg *Config) bool {
	return tc.terms > 0 && float64(bits.OnesCount64(tc.mask))/tc.terms >= cfg.AbstainBelow
}
