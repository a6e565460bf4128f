package fuse

import (
	"fmt"
	"math"

	"github.com/evicortex/evicortex/capsule"
)

// MaxSearchLimit is the largest accepted Search limit.
const MaxSearchLimit = 1000

// Search is Compile without the budget: the same fusion, claim resolution,
// rank order and near-duplicate suppression, cut at the first limit hits.
// A context claim is kept only when an answer of its group is, as in a
// capsule; episodes are never joined into spans (each hit is one
// candidate). Request.Budget is ignored. Abstain is true when no hit is
// relevant and the hits together hold too little of the query, as for a
// capsule. There are at most as many hits as the channels returned
// candidates. The same Request and limit always yield the same result.
func Search(req Request, limit int) (*capsule.SearchResult, error) {
	if limit < 1 || limit > MaxSearchLimit {
		return nil, &FieldError{Field: "limit", Reason: fmt.Sprintf("must be within 1..%d, got %d", MaxSearchLimit, limit), Err: ErrInvalid}
	}
	req.Budget = math.MaxInt32 // validated by Compile only
	c, order, err := prepare(req, ranking)
	if err != nil {
		return nil, err
	}
	out := &capsule.SearchResult{Namespace: req.Namespace, Query: req.Query, Limit: limit,
		Hints: hintsView(req.Hints), Abstain: true, Hits: []capsule.Hit{}}
	var kept []tokenSet // token sets of kept episodes
	var cover termCover // query terms the hits hold together (as a capsule's abstention)
	for _, e := range order {
		if len(out.Hits) == limit {
			break
		}
		if e.role == roleContext && !answerPacked(e.group) {
			e.fate = fateTemporal
			continue
		}
		if e.c.Kind == capsule.KindEpisode {
			ts := tokenize(e.c.Text)
			if c.duplicate(ts, kept) {
				e.fate = fateDuplicate
				continue
			}
			kept = append(kept, ts)
		}
		e.fate = fatePacked
		out.Hits = append(out.Hits, hit(c.item(e), e.relevant))
		out.Abstain = out.Abstain && !e.relevant
		cover.add(e.terms)
	}
	if out.Abstain && cover.clears(&c.cfg) {
		out.Abstain = false
	}
	out.AttentionTrace = c.attentionTrace(nil) // in_capsule counts the hits (packed)
	return out, nil
}

func hit(it capsule.Item, relevant bool) capsule.Hit {
	return capsule.Hit{Kind: it.Kind, ID: it.ID, Text: it.Text, EvidenceIDs: it.EvidenceIDs, Score: it.Score,
		Confidence: it.Confidence, Role: it.Role, Relevant: relevant, Conflicts: it.Conflicts,
		OccurredAt: it.OccurredAt, Speaker: it.Speaker, SpeakerRole: it.SpeakerRole, Trace: it.Trace,
		Subject: it.Subject, Predicate: it.Predicate, Value: it.Value, Status: it.Status,
		ValidFrom: it.ValidFrom, ValidTo: it.ValidTo}
}
