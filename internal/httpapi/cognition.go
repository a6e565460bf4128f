package httpapi

import (
	"context"
	"net/http"

	"github.com/evicortex/evicortex/engine"
)

// Cognition is the part of the engine behind the cognitive layer's routes
// (POST /v1/feedback); an engine without it answers them 501.
type Cognition interface {
	Feedback(ctx context.Context, in engine.FeedbackInput) (engine.FeedbackReceipt, error)
	Links(ctx context.Context, q engine.LinksQuery) (engine.LinksPage, error)
}

var _ Cognition = (*engine.Engine)(nil)

type feedbackIn struct {
	Namespace string   `json:"namespace"`
	CapsuleID string   `json:"capsule_id"`
	Used      []string `json:"used"`
	Corrected []string `json:"corrected"`
	Ignored   []string `json:"ignored"`
}

func (rq *request) cognition() (Cognition, error) {
	c, ok := rq.eng.(Cognition)
	if !ok {
		return nil, &apiError{Status: http.StatusNotImplemented, Code: codeNotImpl,
			Message: "this engine has no cognitive layer (feedback, links)"}
	}
	return c, nil
}

// handleFeedback records retrieval-outcome feedback against a capsule:
// 400 naming the id of an item not in it, 409 stale_revision when one of
// its items was purged or superseded since the capsule's revision.
func (s *Server) handleFeedback(rq *request) (int, any, error) {
	var in feedbackIn
	if err := rq.decode(&in); err != nil {
		return 0, nil, err
	}
	if err := rq.authorize("namespace", in.Namespace); err != nil {
		return 0, nil, err
	}
	if n := len(in.Used) + len(in.Corrected) + len(in.Ignored); n > s.cfg.Limits.MaxBatch {
		return 0, nil, invalid("used", "%d items exceed the limit of %d (max_batch)", n, s.cfg.Limits.MaxBatch)
	}
	cg, err := rq.cognition()
	if err != nil {
		return 0, nil, err
	}
	rc, err := cg.Feedback(rq.ctx, engine.FeedbackInput{Namespace: in.Namespace, CapsuleID: in.CapsuleID,
		Used: in.Used, Corrected: in.Corrected, Ignored: in.Ignored})
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, rc, nil
}

// handleLinks pages through a namespace's associative links (all, or those
// touching ?id=): ?offset= continues where next_offset left off.
func (s *Server) handleLinks(rq *request) (int, any, error) {
	q := rq.r.URL.Query()
	if aerr := queryParams(q, "namespace", "id", "offset", "limit", "now"); aerr != nil {
		return 0, nil, aerr
	}
	if err := rq.authorize("namespace", q.Get("namespace")); err != nil {
		return 0, nil, err
	}
	offset, aerr := intParam(q, "offset", 0, 0, 1<<31-1, "")
	if aerr != nil {
		return 0, nil, aerr
	}
	limit, aerr := intParam(q, "limit", engine.DefaultLinksLimit, 1, engine.MaxLinksLimit, "")
	if aerr != nil {
		return 0, nil, aerr
	}
	now, aerr := parseTime("now", q.Get("now"))
	if aerr != nil {
		return 0, nil, aerr
	}
	cg, err := rq.cognition()
	if err != nil {
		return 0, nil, err
	}
	page, err := cg.Links(rq.ctx, engine.LinksQuery{Namespace: q.Get("namespace"), ID: q.Get("id"),
		Offset: int(offset), Limit: int(limit), Now: now})
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, page, nil
}
