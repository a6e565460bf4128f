package recall

import "github.com/evicortex/evicortex/fuse"

// admitChannels drops from every channel's hits the claims the query's
// memory mode does not admit (fuse.MemoryMode.AdmitsClaim on the claim's
// final state, after the temporal channel recomputed it for the known-at
// cut), so they never reach fusion: the hits after a dropped one move up,
// as if it had never been indexed, and a channel left empty is dropped.
// Episodes always pass: every stored evidence is live (purged evidence is
// gone).
//
// With no mode and only asserted claims nothing is dropped, so such a
// recall is exactly the recall from before modes existed.
func (p *pass) admitChannels() {
	chans := p.channels[:0]
	for _, ch := range p.channels {
		hits := ch.Hits[:0]
		for _, h := range ch.Hits {
			if c := p.claimOf(h.Key); c != nil && !p.q.Mode.AdmitsClaim(c.Claim.Status) {
				continue
			}
			hits = append(hits, h)
		}
		if ch.Hits = hits; len(hits) > 0 {
			chans = append(chans, ch)
		}
	}
	p.channels = chans
}

// claimOf is the claim candidate with key k, nil for an episode or a key
// no channel loaded.
func (p *pass) claimOf(k fuse.Key) *fuse.Candidate {
	if c := p.claims[k.ID]; c != nil && c.Key == k {
		return c
	}
	return nil
}
