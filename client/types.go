package client

import (
	"encoding/json"
	"time"
)

// ClaimInput is a structured claim supplied with an observation.
type ClaimInput struct {
	Subject    string    `json:"subject"`
	Predicate  string    `json:"predicate"`
	Value      string    `json:"value"`
	ValidFrom  time.Time `json:"valid_from,omitzero"`
	ValidTo    time.Time `json:"valid_to,omitzero"`
	Confidence float64   `json:"confidence,omitempty"`
	Supersedes string    `json:"supersedes,omitempty"`
	// MultiValued marks a value of a multi-valued predicate (likes, pets):
	// such values accumulate instead of disputing each other.
	MultiValued bool `json:"multi_valued,omitempty"`
	// Lifecycle writes the claim as "proposed" or "rejected" (empty: asserted).
	Lifecycle string `json:"lifecycle,omitempty"`
}

// EntityInput names an entity mentioned by an observation.
type EntityInput struct {
	Name    string   `json:"name"`
	Type    string   `json:"type,omitempty"`
	Aliases []string `json:"aliases,omitempty"`
}

// RelationInput is an evidence-backed edge between two entities.
type RelationInput struct {
	Subject  string `json:"subject"`
	Relation string `json:"relation"`
	Object   string `json:"object"`
}

// Observation is one piece of evidence to remember.
type Observation struct {
	Namespace      string          `json:"namespace"`
	Kind           string          `json:"kind,omitempty"`
	Content        string          `json:"content"`
	Source         string          `json:"source"`
	Speaker        string          `json:"speaker,omitempty"` // who said it ("Maya")
	Role           string          `json:"role,omitempty"`    // user, assistant, system, tool or participant
	OccurredAt     time.Time       `json:"occurred_at,omitzero"`
	Metadata       json.RawMessage `json:"metadata,omitempty"`
	IdempotencyKey string          `json:"idempotency_key,omitempty"`
	Claims         []ClaimInput    `json:"claims,omitempty"`
	Entities       []EntityInput   `json:"entities,omitempty"`
	Relations      []RelationInput `json:"relations,omitempty"`
	Links          []LinkInput     `json:"links,omitempty"`   // explicit associative links from it
	Affect         *Affect         `json:"affect,omitempty"`  // how it felt
	Context        *Context        `json:"context,omitempty"` // who, where, tags
	Goal           string          `json:"goal,omitempty"`    // what the agent was trying to do
}

// Receipt acknowledges a durable write.
type Receipt struct {
	ID        string   `json:"id"`
	SHA256    string   `json:"sha256"`
	ClaimIDs  []string `json:"claim_ids"`
	Duplicate bool     `json:"duplicate,omitempty"`
}

// ExtractionReceipt acknowledges a remember with extraction: the receipt,
// the extractor's identity, the ids of the claims it produced (a subset of
// ClaimIDs) and its diagnostics.
type ExtractionReceipt struct {
	Receipt
	Producer    string   `json:"producer"`
	Extracted   []string `json:"extracted_claim_ids"`
	Diagnostics []string `json:"diagnostics"`
}

// RecallRequest asks for a capsule; zero times are left to the server.
type RecallRequest struct {
	Namespace    string    `json:"namespace"`
	Query        string    `json:"query"`
	BudgetTokens int       `json:"budget_tokens"`
	AsOf         time.Time `json:"as_of,omitzero"`
	KnownAt      time.Time `json:"known_at,omitzero"`
	Now          time.Time `json:"now,omitzero"`
	Limit        int       `json:"limit,omitempty"`   // at most this many items (0: as fit the budget)
	Filters      *Filters  `json:"filters,omitempty"` // memory.go
	// MemoryMode is "operational", "deliberation" or "historical" (empty:
	// the recall from before modes existed).
	MemoryMode string `json:"memory_mode,omitempty"`
	// Attention foregrounds or inhibits candidates (nil: none).
	Attention *Attention `json:"attention,omitempty"`
	// State makes the recall state-dependent (nil: none).
	State *RecallState `json:"state,omitempty"`
}

// SearchRequest asks for the top Limit hits (0: the server's default, 10).
type SearchRequest struct {
	Namespace string    `json:"namespace"`
	Query     string    `json:"query"`
	Limit     int       `json:"limit,omitempty"`
	AsOf      time.Time `json:"as_of,omitzero"`
	KnownAt   time.Time `json:"known_at,omitzero"`
	Now       time.Time `json:"now,omitzero"`
	Filters   *Filters  `json:"filters,omitempty"` // memory.go
	// MemoryMode as for RecallRequest.
	MemoryMode string `json:"memory_mode,omitempty"`
}

// Evidence is the exact stored evidence returned by Expand.
type Evidence struct {
	ID         string          `json:"id"`
	Namespace  string          `json:"namespace"`
	Kind       string          `json:"kind"`
	Content    string          `json:"content"`
	SHA256     string          `json:"sha256"`
	Source     string          `json:"source"`
	Speaker    string          `json:"speaker,omitempty"`
	Role       string          `json:"role,omitempty"`
	OccurredAt time.Time       `json:"occurred_at"`
	RecordedAt time.Time       `json:"recorded_at"`
	Metadata   json.RawMessage `json:"metadata,omitempty"`
}

// PurgeRequest selects evidence to purge: exactly one of IDs,
// SourcePrefix or All.
type PurgeRequest struct {
	Namespace    string   `json:"namespace"`
	IDs          []string `json:"ids,omitempty"`
	SourcePrefix string   `json:"source_prefix,omitempty"`
	All          bool     `json:"all,omitempty"`
}

// PurgeReceipt reports what a purge removed.
type PurgeReceipt struct {
	Evidence int      `json:"evidence"`
	Claims   int      `json:"claims"`
	Entities int      `json:"entities"`
	Digests  []string `json:"digests"`
}

// Claim is one version of a claim with its current state.
type Claim struct {
	ID            string    `json:"id"`
	Namespace     string    `json:"namespace"`
	Subject       string    `json:"subject"`
	Predicate     string    `json:"predicate"`
	Value         string    `json:"value"`
	ValidFrom     time.Time `json:"valid_from"`
	ValidTo       time.Time `json:"valid_to,omitzero"`
	RecordedAt    time.Time `json:"recorded_at"`
	Confidence    float64   `json:"confidence"`
	EvidenceIDs   []string  `json:"evidence_ids"`
	Supersedes    string    `json:"supersedes,omitempty"`
	SupersededBy  string    `json:"superseded_by,omitempty"`
	Status        string    `json:"status"`
	ConflictsWith []string  `json:"conflicts_with,omitempty"`
	MultiValued   bool      `json:"multi_valued,omitempty"`
}

// VerifyReport summarizes a successful verification.
type VerifyReport struct {
	OK             bool `json:"ok"`
	Evidence       int  `json:"evidence"`
	Claims         int  `json:"claims"`
	JournalEntries int  `json:"journal_entries"`
}

// JournalEntry is one link of the hash-chained journal.
type JournalEntry struct {
	Seq           int64           `json:"seq"`
	At            time.Time       `json:"at"`
	Op            string          `json:"op"`
	Namespace     string          `json:"namespace"`
	Principal     string          `json:"principal,omitempty"`
	Payload       json.RawMessage `json:"payload"`
	PayloadDigest string          `json:"payload_digest"`
	PrevHash      string          `json:"prev_hash"`
	Hash          string          `json:"hash"`
}

// AuditPage is one page of the journal; pass NextAfter as the next after.
type AuditPage struct {
	Entries   []JournalEntry `json:"entries"`
	NextAfter int64          `json:"next_after"`
}

// SyncReport says what a semantic sync did.
type SyncReport struct {
	Namespace string `json:"namespace"`
	Profile   string `json:"profile"`  // encoder profile id the vectors are pinned to
	Embedded  int    `json:"embedded"` // vectors written by this call
	Skipped   int    `json:"skipped"`  // evidence purged while embedding
	Total     int    `json:"total"`    // vectors of the namespace under the profile afterwards
}
