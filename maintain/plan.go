package maintain

import "strings"

// PlanPass plans one pass over the snapshot from scratch: duplicate links
// and merge proposals first, then summaries over the canonical evidence
// and tier moves, both of which read the duplicate links the pass adds.
// It is State folded over the whole snapshot at once.
func PlanPass(s *Snapshot, p Policy) Plan {
	st := NewState(p)
	st.Load(s)
	content := make(map[string]string, len(s.Evidence))
	for _, ev := range s.Evidence {
		content[ev.ID] = ev.Content
	}
	plan, _ := st.Plan(func(ids []string) ([]string, error) { // reads a map: never fails
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = content[id]
		}
		return out, nil
	})
	return plan
}

// Load folds a snapshot into an empty state: its recorded maintenance
// state first, then its evidence and claims.
func (s *State) Load(snap *Snapshot) {
	for id, c := range snap.Duplicates {
		s.RecordDuplicate(id, c)
	}
	for id, t := range snap.Tiers {
		s.RecordTier(id, t)
	}
	for _, sm := range snap.Summaries {
		s.RecordSummary(sm)
	}
	for k := range snap.Proposed {
		if i := strings.IndexByte(k, ' '); i > 0 {
			s.RecordProposed(k[:i], k[i+1:])
		}
	}
	for _, ev := range snap.Evidence {
		if !ev.LastUsed.IsZero() {
			s.MarkUsed(ev.ID, ev.LastUsed)
		}
		s.AddEvidence(ev)
	}
	for _, c := range snap.Claims {
		s.SetClaim(c)
	}
}
