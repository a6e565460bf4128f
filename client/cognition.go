package client

import (
	"context"
	"net/http"
)

// Attention is a recall's attention context: focus terms and boosts raise
// matching candidates' scores, suppress terms lower them, Counterevidence
// reserves budget for counterevidence to the top answer. It never adds a
// candidate; the capsule's attention_trace says what each directive did.
type Attention struct {
	FocusTerms      []string `json:"focus_terms,omitempty"`
	SuppressTerms   []string `json:"suppress_terms,omitempty"`
	BoostKinds      []string `json:"boost_kinds,omitempty"` // "claim", "episode"
	BoostPredicates []string `json:"boost_predicates,omitempty"`
	Counterevidence bool     `json:"counterevidence,omitempty"`
}

// FeedbackRequest reports what an agent did with the items of one capsule
// (POST /v1/feedback): item ids of the capsule named by CapsuleID.
type FeedbackRequest struct {
	Namespace string   `json:"namespace"`
	CapsuleID string   `json:"capsule_id"`
	Used      []string `json:"used,omitempty"`
	Corrected []string `json:"corrected,omitempty"`
	Ignored   []string `json:"ignored,omitempty"`
}

// FeedbackReceipt acknowledges a durable, journaled feedback.
type FeedbackReceipt struct {
	ID        string `json:"id"`
	CapsuleID string `json:"capsule_id"`
	Revision  int64  `json:"revision"`
	Items     int    `json:"items"`
}

// Feedback records retrieval-outcome feedback. An item not in the capsule
// is ErrInvalid naming it; a capsule whose items changed since its
// revision is ErrStaleRevision (recall again and send the feedback on the
// new capsule).
func (c *Client) Feedback(ctx context.Context, req FeedbackRequest) (FeedbackReceipt, error) {
	var rc FeedbackReceipt
	err := c.do(ctx, http.MethodPost, "/v1/feedback", nil, req, &rc)
	return rc, err
}
