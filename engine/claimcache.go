package engine

import (
	"context"
	"strings"

	"github.com/evicortex/evicortex/ledger"
)

// claimCache keeps claims read by recalls, per namespace. A claim's state
// changes when another claim of its namespace is written, so any write
// that adds claims drops its namespace's cache (invalidate, under
// Engine.mu held for writing); purges replace the projections and the
// cache with them. Recalls fill it after their ledger reads, which may
// race such a write: a load is kept only in the namespace cache it missed
// in, and only while that cache is still current, so a load that read
// claims before a write and stores them after its invalidate is used by
// its own recall but never served to a later one. Safe for concurrent use.
type claimCache struct {
	mu memMutex                 // guards ns and every nsClaimCache
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

// group returns the cached claim history under key in namespace id and
// the namespace cache it looked in, to hand to keepGroup after a miss.
func (c *claimCache) group(id uint32, key string) ([]ledger.Claim, *nsClaimCache, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := c.forNS(id)
	g, ok := n.groups[key]
	return g, n, ok
}

// keepGroup stores a claim history loaded after a miss in n, unless n was
// dropped meanwhile (a write landed: the load may predate it).
func (c *claimCache) keepGroup(id uint32, n *nsClaimCache, key string, claims []ledger.Claim) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ns[id] != n {
		return
	}
	n.groups[key] = claims
	for _, cl := range claims {
		n.bySeq[cl.Seq] = cl
	}
}

// bySeq returns the cached claims among seqs of namespace id, the seqs it
// does not hold, and the namespace cache it looked in (for keepSeqs).
func (c *claimCache) bySeq(id uint32, seqs []uint32) (map[uint32]ledger.Claim, []uint32, *nsClaimCache) {
	found := make(map[uint32]ledger.Claim, len(seqs))
	var miss []uint32
	c.mu.Lock()
	defer c.mu.Unlock()
	n := c.forNS(id)
	for _, s := range seqs {
		if cl, ok := n.bySeq[s]; ok {
			found[s] = cl
		} else {
			miss = append(miss, s)
		}
	}
	return found, miss, n
}

// keepSeqs stores claims loaded after a bySeq miss in n, unless n was
// dropped meanwhile.
func (c *claimCache) keepSeqs(id uint32, n *nsClaimCache, claims []ledger.Claim) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ns[id] != n {
		return
	}
	for _, cl := range claims {
		n.bySeq[cl.Seq] = cl
	}
}

// ClaimsFor returns a copy of the claim history of subject (and predicate,
// when not empty) in the snapshot's namespace, through the claim cache.
func (s *nsSnapshot) ClaimsFor(ctx context.Context, subject, predicate string) ([]ledger.Claim, error) {
	key := groupKey(subject, predicate)
	cached, n, ok := s.p.claims.group(s.v.id, key)
	if !ok {
		var err error
		cached, err = s.led.ClaimsFor(ctx, s.ns, subject, predicate)
		if err != nil {
			return nil, err
		}
		s.p.claims.keepGroup(s.v.id, n, key, cached)
	}
	return append([]ledger.Claim(nil), cached...), nil
}

// ClaimsBySeq returns the claims with the given seqs in the snapshot's
// namespace, in seqs order (missing ones skipped), through the claim cache.
func (s *nsSnapshot) ClaimsBySeq(ctx context.Context, seqs []uint32) ([]ledger.Claim, error) {
	found, miss, n := s.p.claims.bySeq(s.v.id, seqs)
	if len(miss) > 0 {
		loaded, err := s.led.ClaimsBySeq(ctx, miss)
		if err != nil {
			return nil, err
		}
		s.p.claims.keepSeqs(s.v.id, n, loaded)
		for _, cl := range loaded {
			found[cl.Seq] = cl
		}
	}
	out := make([]ledger.Claim, 0, len(seqs))
	for _, sq := range seqs {
		if cl, ok := found[sq]; ok {
			out = append(out, cl)
		}
	}
	return out, nil
}
