package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/bench/longmemeval"
	"github.com/evicortex/evicortex/engine"
)

// searchRecallBudget is the capsule budget searchSessions ranks from: large
// enough that the first lmesLimit sessions of the proxy (≤ 500 characters
// each) always fit.
const searchRecallBudget = 8192

// searchSessions returns the first limit distinct sessions of the engine's
// ranking for a question.
//
// Temporary: engine.Search (top-k, no budget) has not landed on this
// branch's main yet, so the ranking is Recall's capsule order at a budget
// large enough to hold limit sessions.
func (s *engineSystem) searchSessions(ctx context.Context, ns, question string, now time.Time, limit int) ([]string, error) {
	c, err := s.e.Recall(ctx, engine.Query{Namespace: ns, Text: question, BudgetTokens: searchRecallBudget, Now: now})
	if err != nil {
		return nil, fmt.Errorf("recall: %w", err)
	}
	var out []string
	for _, it := range c.Items {
		for _, id := range it.EvidenceIDs {
			out = s.appendSession(out, ns, id)
		}
	}
	return out[:min(limit, len(out))], nil
}

// appendSession appends the session of evidence id to ranked unless present.
func (s *engineSystem) appendSession(ranked []string, ns, id string) []string {
	tid, ok := s.turnOf[ns+"\x00"+id]
	if !ok {
		return ranked
	}
	sid := longmemeval.SessionOf(ns, tid)
	for _, r := range ranked {
		if r == sid {
			return ranked
		}
	}
	return append(ranked, sid)
}
