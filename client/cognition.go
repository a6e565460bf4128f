package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"
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

// LinkInput is an explicit associative link from an observation to an
// earlier evidence of its namespace (To: an evidence id).
type LinkInput struct {
	To       string  `json:"to"`
	Relation string  `json:"relation,omitempty"` // default "related"
	Strength float64 `json:"strength,omitempty"` // in (0,1]; default 0.5
}

// Link is one associative link (explicit, or Hebbian from feedback).
type Link struct {
	From              string    `json:"from"`
	To                string    `json:"to"`
	Relation          string    `json:"relation"`
	Source            string    `json:"source"` // "explicit" or "hebbian"
	Strength          float64   `json:"strength"`
	CoActivationCount int       `json:"co_activation_count"`
	LastCoActivated   time.Time `json:"last_co_activated,omitzero"`
}

// LinksPage is one page of GET /v1/links.
type LinksPage struct {
	Links      []Link `json:"links"`
	NextOffset int    `json:"next_offset"` // 0: last page
}

// Links lists a namespace's associative links, or those touching the
// evidence id (id != ""), from offset; limit 0 is the server's default.
func (c *Client) Links(ctx context.Context, namespace, id string, offset, limit int) (LinksPage, error) {
	q := url.Values{"namespace": {namespace}}
	if id != "" {
		q.Set("id", id)
	}
	if offset > 0 {
		q.Set("offset", strconv.Itoa(offset))
	}
	if limit > 0 {
		q.Set("limit", strconv.Itoa(limit))
	}
	var page LinksPage
	err := c.do(ctx, http.MethodGet, "/v1/links", q, nil, &page)
	return page, err
}

// Affect is how an observation felt: valence -1..1, arousal and
// significance 0..1. Without one the server may derive it (VADER lexicon).
type Affect struct {
	Valence      float64 `json:"valence"`
	Arousal      float64 `json:"arousal"`
	Significance float64 `json:"significance"`
}

// Context is who was there, where, and free tags.
type Context struct {
	Participants []string `json:"participants,omitempty"`
	Place        string   `json:"place,omitempty"`
	Tags         []string `json:"tags,omitempty"`
}

// RecallState is the agent's state for a state-dependent recall: Mode
// names a weight profile (default, debugging, personal, crisis, or one
// the server configures).
type RecallState struct {
	Mode         string   `json:"mode,omitempty"`
	Emotion      *Emotion `json:"emotion,omitempty"`
	Goal         string   `json:"goal,omitempty"`
	Recent       []string `json:"recent,omitempty"`
	Participants []string `json:"participants,omitempty"`
}

// Emotion is a current valence (-1..1) and arousal (0..1).
type Emotion struct {
	Valence float64 `json:"valence"`
	Arousal float64 `json:"arousal"`
}
