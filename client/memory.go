package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Filters narrow recall, search and ListEvidence to the evidence matching
// every field set (engine.Filters): applied before ranking, and a claim is
// returned only when all its evidence matches.
type Filters struct {
	Kinds        []string       `json:"kinds,omitempty"`
	SourcePrefix string         `json:"source_prefix,omitempty"`
	OccurredFrom time.Time      `json:"occurred_from,omitzero"` // occurred_at >= it
	OccurredTo   time.Time      `json:"occurred_to,omitzero"`   // occurred_at < it
	Metadata     map[string]any `json:"metadata,omitempty"`     // top-level key equals a string, number, bool or nil
}

// Message is one conversation turn (RememberMessages).
type Message struct {
	Role    string `json:"role"` // user, assistant, system or tool
	Content string `json:"content"`
	Name    string `json:"name,omitempty"`
	Speaker string `json:"speaker,omitempty"`
}

// ListRequest asks for one page of a namespace's evidence.
type ListRequest struct {
	Namespace string   `json:"namespace"`
	Cursor    string   `json:"cursor,omitempty"` // the previous page's NextCursor
	Limit     int      `json:"limit,omitempty"`  // 0: the server's default, 50
	Filters   *Filters `json:"filters,omitempty"`
}

// EvidencePage is one page of ListEvidence; NextCursor is empty on the last.
type EvidencePage struct {
	Items      []Evidence `json:"items"`
	NextCursor string     `json:"next_cursor,omitempty"`
}

// UpdateRequest replaces what evidence ID says: new evidence superseding
// its claims in force. Empty Kind, Source, Metadata, Speaker and Role are
// the old evidence's.
type UpdateRequest struct {
	Namespace      string         `json:"namespace"`
	ID             string         `json:"id"`
	Content        string         `json:"content"`
	Kind           string         `json:"kind,omitempty"`
	Source         string         `json:"source,omitempty"`
	Speaker        string         `json:"speaker,omitempty"`
	Role           string         `json:"role,omitempty"`
	OccurredAt     time.Time      `json:"occurred_at,omitzero"`
	Metadata       map[string]any `json:"metadata,omitempty"`
	IdempotencyKey string         `json:"idempotency_key,omitempty"`
	Claims         []ClaimInput   `json:"claims,omitempty"`
}

// UpdateReceipt is the new evidence's receipt, the evidence it replaces
// and the claims it superseded.
type UpdateReceipt struct {
	Receipt
	Replaces   string   `json:"replaces"`
	Superseded []string `json:"superseded_claim_ids"`
}

// ClaimPage is one page of ListClaims; NextCursor is empty on the last.
type ClaimPage struct {
	Claims     []Claim `json:"claims"`
	NextCursor string  `json:"next_cursor,omitempty"`
}

// RememberMessages stores a conversation, one turn per message, in one
// atomic write (POST /v1/remember with messages). obs carries the
// namespace, source, time, metadata and claims (kept with the last turn);
// its Content, Role and Speaker must be empty.
func (c *Client) RememberMessages(ctx context.Context, obs Observation, msgs []Message) ([]Receipt, error) {
	body := struct {
		Observation
		Content  string    `json:"content,omitempty"` // shadows Observation.Content: messages replace it
		Messages []Message `json:"messages"`
	}{Observation: obs, Content: obs.Content, Messages: msgs}
	var out batchReceipts
	err := c.do(ctx, http.MethodPost, "/v1/remember", nil, body, &out)
	return out.Receipts, err
}

type batchReceipts struct {
	Receipts []Receipt `json:"receipts"`
}

// ListEvidence returns one page of the namespace's evidence matching the
// filters, oldest write first (POST /v1/evidence:list).
func (c *Client) ListEvidence(ctx context.Context, req ListRequest) (EvidencePage, error) {
	var p EvidencePage
	err := c.do(ctx, http.MethodPost, "/v1/evidence:list", nil, req, &p)
	return p, err
}

// GetEvidence returns one piece of evidence by id (GET /v1/evidence/{id}).
func (c *Client) GetEvidence(ctx context.Context, namespace, id string) (Evidence, error) {
	var ev Evidence
	err := c.do(ctx, http.MethodGet, "/v1/evidence/"+url.PathEscape(id), url.Values{"namespace": {namespace}}, nil, &ev)
	return ev, err
}

// Update writes new evidence superseding the claims of req.ID (POST /v1/update).
func (c *Client) Update(ctx context.Context, req UpdateRequest) (UpdateReceipt, error) {
	var r UpdateReceipt
	err := c.do(ctx, http.MethodPost, "/v1/update", nil, req, &r)
	return r, err
}

// ListClaims returns one page of the namespace's claims (subject and
// predicate optional), oldest first; limit <= 0 takes the server default.
func (c *Client) ListClaims(ctx context.Context, namespace, subject, predicate, cursor string, limit int) (ClaimPage, error) {
	q := url.Values{"namespace": {namespace}}
	for k, v := range map[string]string{"subject": subject, "predicate": predicate, "cursor": cursor} {
		if v != "" {
			q.Set(k, v)
		}
	}
	if limit > 0 {
		q.Set("limit", strconv.Itoa(limit))
	}
	var p ClaimPage
	err := c.do(ctx, http.MethodGet, "/v1/claims", q, nil, &p)
	return p, err
}

// ClaimsOfEvidence returns the claims citing evidence id, with their state.
func (c *Client) ClaimsOfEvidence(ctx context.Context, namespace, id string) ([]Claim, error) {
	var p ClaimPage
	err := c.do(ctx, http.MethodGet, "/v1/claims", url.Values{"namespace": {namespace}, "evidence_id": {id}}, nil, &p)
	return p.Claims, err
}

// NamespaceAudit returns the journal entries of one namespace after seq
// after; read on the namespace suffices. limit <= 0 takes the server default.
func (c *Client) NamespaceAudit(ctx context.Context, namespace string, after int64, limit int) (AuditPage, error) {
	q := url.Values{"namespace": {namespace}, "after": {strconv.FormatInt(after, 10)}}
	if limit > 0 {
		q.Set("limit", strconv.Itoa(limit))
	}
	var p AuditPage
	err := c.do(ctx, http.MethodGet, "/v1/audit", q, nil, &p)
	return p, err
}
