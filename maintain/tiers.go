package maintain

import (
	"sort"
	"time"
)

// planTiers returns the tier moves: every evidence and claim whose tier
// (see the package documentation) differs from the recorded one.
func planTiers(s *Snapshot, dups map[string]string, p Policy) []TierAction {
	var newest time.Time
	for _, ev := range s.Evidence {
		if ev.OccurredAt.After(newest) {
			newest = ev.OccurredAt
		}
	}
	claimsOf := map[string][2]int{} // evidence id -> (claims, retired claims)
	var out []TierAction
	move := func(id string, t Tier, reason string) {
		rec, ok := s.Tiers[id]
		if !ok {
			rec = Hot
		}
		if rec != t {
			out = append(out, TierAction{ItemID: id, Tier: t, Reason: reason})
		}
	}
	for _, c := range s.Claims {
		for _, ev := range c.EvidenceIDs {
			n := claimsOf[ev]
			n[0]++
			if c.Retired {
				n[1]++
			}
			claimsOf[ev] = n
		}
		if c.Retired {
			move(c.ID, Archive, "superseded")
		} else {
			move(c.ID, Hot, "active")
		}
	}
	for _, ev := range s.Evidence {
		n := claimsOf[ev.ID]
		switch {
		case dups[ev.ID] != "":
			move(ev.ID, Archive, "duplicate")
		case n[0] > 0 && n[0] == n[1]:
			move(ev.ID, Archive, "superseded")
		case newest.Sub(ev.OccurredAt) > p.WarmAge && newest.Sub(ev.LastUsed) > p.WarmAge:
			move(ev.ID, Warm, "age")
		default:
			move(ev.ID, Hot, "recent")
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ItemID < out[j].ItemID })
	return out
}
