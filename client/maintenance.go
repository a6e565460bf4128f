package client

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"time"
)

// MaintenanceReport is what one maintenance pass did (POST
// /v1/maintenance:run). Actions counts every change made.
type MaintenanceReport struct {
	Actions        int   `json:"actions"`
	Summaries      int   `json:"summaries"`
	Duplicates     int   `json:"duplicates"`
	TierMoves      int   `json:"tier_moves"`
	Proposals      int   `json:"proposals"`
	CompactedBytes int64 `json:"compacted_bytes"`
	Ms             int64 `json:"ms"`
}

// Proposal is a higher-risk maintenance action awaiting an admin.
type Proposal struct {
	ID          string          `json:"id"`
	Namespace   string          `json:"namespace"`
	Kind        string          `json:"kind"`
	Payload     json.RawMessage `json:"payload"`
	State       string          `json:"state"` // pending, applied or rejected
	ResolvedBy  string          `json:"resolved_by,omitempty"`
	CreatedAt   time.Time       `json:"created_at"`
	ResolvedAt  *time.Time      `json:"resolved_at,omitempty"`
	EvidenceIDs []string        `json:"evidence_ids"`
}

// MemoryHealth is the capacity report of GET /v1/health/memory.
type MemoryHealth struct {
	Total           NamespaceHealth            `json:"total"`
	Namespaces      map[string]NamespaceHealth `json:"namespaces"`
	LedgerBytes     int64                      `json:"ledger_bytes"`
	ProjectionBytes int64                      `json:"projection_bytes"`
	JournalLength   int64                      `json:"journal_length"`
	LastPass        *PassInfo                  `json:"last_pass,omitempty"`
}

// NamespaceHealth is one namespace's (or the total's) counts.
type NamespaceHealth struct {
	Evidence         int64            `json:"evidence"`
	Claims           int64            `json:"claims"`
	Summaries        int64            `json:"summaries"`
	Duplicates       int64            `json:"duplicates"`
	Tiers            map[string]int64 `json:"tiers"`
	PendingProposals int64            `json:"pending_proposals"`
	Backlog          int64            `json:"maintenance_backlog"`
	LastPass         *PassInfo        `json:"last_pass,omitempty"`
}

// PassInfo is a finished maintenance pass.
type PassInfo struct {
	ID          string            `json:"id"`
	Namespace   string            `json:"namespace"`
	FinishedAt  time.Time         `json:"finished_at"`
	Actions     int               `json:"actions"`
	JournalHead int64             `json:"journal_head"`
	Report      MaintenanceReport `json:"report"`
	// Compaction is the pass's compaction by step (nil on a pass recorded
	// before steps were).
	Compaction *CompactionReport `json:"compaction,omitempty"`
}

// CompactionReport is what a pass's compaction freed, by step.
type CompactionReport struct {
	LedgerBytes    int64 `json:"ledger_bytes"`    // WAL checkpoint and incremental vacuum
	PostingsMerged int   `json:"postings_merged"` // postings segments merged into fewer
	PostingsBytes  int64 `json:"postings_bytes"`  // bytes the merges freed
	DenseRemoved   int   `json:"dense_removed"`   // HNSW tombstones dropped
	DenseBytes     int64 `json:"dense_bytes"`     // node storage they freed
}

// RunMaintenance runs one maintenance pass over the namespace ("": every
// namespace) and returns its report (admin).
func (c *Client) RunMaintenance(ctx context.Context, namespace string) (MaintenanceReport, error) {
	var out MaintenanceReport
	body := map[string]string{}
	if namespace != "" {
		body["namespace"] = namespace
	}
	err := c.do(ctx, http.MethodPost, "/v1/maintenance:run", nil, body, &out)
	return out, err
}

// Proposals lists maintenance proposals of a namespace ("": all in the
// grant) in a state ("": any) (admin).
func (c *Client) Proposals(ctx context.Context, namespace, state string) ([]Proposal, error) {
	q := url.Values{}
	if namespace != "" {
		q.Set("namespace", namespace)
	}
	if state != "" {
		q.Set("state", state)
	}
	var out struct {
		Proposals []Proposal `json:"proposals"`
	}
	err := c.do(ctx, http.MethodGet, "/v1/proposals", q, nil, &out)
	return out.Proposals, err
}

// ResolveProposal applies ("apply") or rejects ("reject") a pending
// proposal (admin). An unknown id is ErrNotFound, one already resolved
// ErrResolved.
func (c *Client) ResolveProposal(ctx context.Context, id, decision string) (Proposal, error) {
	var out Proposal
	err := c.do(ctx, http.MethodPost, "/v1/proposals:resolve", nil, map[string]string{"id": id, "decision": decision}, &out)
	return out, err
}

// MemoryHealth returns the capacity and maintenance report (admin).
func (c *Client) MemoryHealth(ctx context.Context) (MemoryHealth, error) {
	var out MemoryHealth
	err := c.do(ctx, http.MethodGet, "/v1/health/memory", nil, nil, &out)
	return out, err
}

// SummaryExpansion is a summary item's children (POST
// /v1/summaries:expand).
type SummaryExpansion struct {
	ID       string     `json:"id"`
	Children []Evidence `json:"children"`
}

// ExpandSummary returns exactly the children of a summary item (its id
// "sm_..."), in the summary's order.
func (c *Client) ExpandSummary(ctx context.Context, namespace, id string) (SummaryExpansion, error) {
	var out SummaryExpansion
	err := c.do(ctx, http.MethodPost, "/v1/summaries:expand", nil, map[string]string{"namespace": namespace, "id": id}, &out)
	return out, err
}
