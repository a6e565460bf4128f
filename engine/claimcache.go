package engine

import (
	"context"
	"strings"
	"sync"

	"github.com/evicortex/evicortex/ledger"
)

// claimCache keeps claims read by recalls, per namespace. A claim's state
// changes when another claim of its namespace is written, so any write
// that adds claims drops its namespace's cache (under Engine.mu held for
// writing, while no recall runs); purges replace the projections and the
// cache with them. Safe for concurrent use.
type claimCache struct {
	mu sync.Mutex               // guards ns
	ns map[uint32]*nsClaimCache // namespace id -> its cache
}

type nsClaimCache struct {
	bySeq  map[uint32]ledger.Claim
	groups map[string][]ledger.Claim // lower(subject) \x00 lower(predicate)
}

func newClaimCache() *claimCache { return &claimCache{ns: make(map[uint32]*nsClaimCache)} }

func (c *claimCache) forNS(id uint32) *nsClaimCache {
	n := c.ns[id]
	if n == nil {
		n = &nsClaimCache{bySeq: make(map[uint32]ledger.Claim), groups: make(map[string][]ledger.Claim)}
		c.ns[id] = n
	}
	return n
}

func (c *claimCache) invalidate(id uint32) {
	c.mu.Lock()
	delete(c.ns, id)
	c.mu.Unlock()
}

func groupKey(subject, predicate string) string {
	return strings.ToLower(subject) + "\x00" + strings.ToLower(predicate)
}

// ClaimsFor returns a copy of the claim history of subject (and predicate,
// when not empty) in the snapshot's namespace, through the claim cache.
func (s *nsSnapshot) ClaimsFor(ctx context.Context, subject, predicate string) ([]ledger.Claim, error) {
	c, v := s.p.claims, s.v
	key := groupKey(subject, predicate)
	c.mu.Lock()
	cached, ok := c.forNS(v.id).groups[key]
	c.mu.Unlock()
	if !ok {
		var err error
		cached, err = s.led.ClaimsFor(ctx, s.ns, subject, predicate)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		n := c.forNS(v.id)
		n.groups[key] = cached
		for _, cl := range cached {
			n.bySeq[cl.Seq] = cl
		}
		c.mu.Unlock()
	}
	return append([]ledger.Claim(nil), cached...), nil
}

// ClaimsBySeq returns the claims with the given seqs in the snapshot's
// namespace, in seqs order (missing ones skipped), through the claim cache.
func (s *nsSnapshot) ClaimsBySeq(ctx context.Context, seqs []uint32) ([]ledger.Claim, error) {
	c, v := s.p.claims, s.v
	found := make(map[uint32]ledger.Claim, len(seqs))
	var miss []uint32
	c.mu.Lock()
	n := c.forNS(v.id)
	for _, s := range seqs {
		if cl, ok := n.bySeq[s]; ok {
			found[s] = cl
		} else {
			miss = append(miss, s)
		}
	}
	c.mu.Unlock()
	if len(miss) > 0 {
		loaded, err := s.led.ClaimsBySeq(ctx, miss)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		n := c.forNS(v.id)
		for _, cl := range loaded {
			n.bySeq[cl.Seq] = cl
			found[cl.Seq] = cl
		}
		c.mu.Unlock()
	}
	out := make([]ledger.Claim, 0, len(seqs))
	for _, s := range seqs {
		if cl, ok := found[s]; ok {
			out = append(out, cl)
		}
	}
	return out, nil
}
