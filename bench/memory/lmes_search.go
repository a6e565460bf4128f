package memory

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/evicortex/evicortex/bench/longmemeval"
	"github.com/evicortex/evicortex/engine"
)

// searchSessions returns the first limit distinct sessions of the engine's
// top-k Search for a question, in hit order (a claim hit contributes the
// sessions of its evidence).
func (s *engineSystem) searchSessions(ctx context.Context, ns, question string, now time.Time, limit int) ([]string, error) {
	r, err := s.e.Search(ctx, engine.SearchQuery{Namespace: ns, Text: question, Limit: limit, Now: now})
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	var out []string
	for _, h := range r.Hits {
		for _, id := range h.EvidenceIDs {
			tid, ok := s.turnOf[ns+"\x00"+id]
			if sid := longmemeval.SessionOf(ns, tid); ok && sid != "" && !slices.Contains(out, sid) {
				out = append(out, sid)
			}
		}
	}
	return out[:min(limit, len(out))], nil
}
