package httpapi

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
)

// Request bodies. Times are strings so a bad one is reported with its field
// name; they accept RFC 3339 or YYYY-MM-DD (midnight UTC), like the CLI.

type claimIn struct {
	Subject    string  `json:"subject"`
	Predicate  string  `json:"predicate"`
	Value      string  `json:"value"`
	ValidFrom  string  `json:"valid_from"`
	ValidTo    string  `json:"valid_to"`
	Confidence float64 `json:"confidence"`
	Supersedes string  `json:"supersedes"`
	Multi      bool    `json:"multi_valued"`
	Lifecycle  string  `json:"lifecycle"` // "", "asserted", "proposed" or "rejected"
}

type observationIn struct {
	Namespace      string                 `json:"namespace"`
	Kind           string                 `json:"kind"`
	Content        string                 `json:"content"`
	Source         string                 `json:"source"`
	Speaker        string                 `json:"speaker"`
	Extract        string                 `json:"extract"` // remember only: "pattern", "llm" or "none"/""
	Role           string                 `json:"role"`
	OccurredAt     string                 `json:"occurred_at"`
	Metadata       json.RawMessage        `json:"metadata"`
	IdempotencyKey string                 `json:"idempotency_key"`
	Claims         []claimIn              `json:"claims"`
	Entities       []engine.EntityInput   `json:"entities"`
	Relations      []engine.RelationInput `json:"relations"`
	Messages       []messageIn            `json:"messages"` // one turn per message instead of content (memory.go)
	Links          []engine.LinkInput     `json:"links"`
	Affect         *engine.Affect         `json:"affect"`
	Context        *engine.Context        `json:"context"`
	Goal           string                 `json:"goal"`
}

type batchIn struct {
	Observations []observationIn `json:"observations"`
	Extract      string          `json:"extract"` // "pattern", "llm" or "none"/"": applies to every observation
}

type recallIn struct {
	Namespace    string `json:"namespace"`
	Query        string `json:"query"`
	BudgetTokens int    `json:"budget_tokens"`
	AsOf         string `json:"as_of"`
	KnownAt      string `json:"known_at"`
	Now          string `json:"now"`
	Limit        int    `json:"limit"` // at most this many items; 0: as fit the budget
	// Filters narrow the evidence recalled (engine.Filters, memory.go).
	Filters    json.RawMessage `json:"filters"`
	MemoryMode string          `json:"memory_mode"` // "", "operational", "deliberation" or "historical"
	// Attention is the recall's attention context (fuse.Attention).
	Attention *engine.Attention `json:"attention"`
	// State is the agent state of a state-dependent recall.
	State *engine.RecallState `json:"state"`
}

type searchIn struct {
	Namespace string          `json:"namespace"`
	Query     string          `json:"query"`
	Limit     int             `json:"limit"`
	AsOf      string          `json:"as_of"`
	KnownAt   string          `json:"known_at"`
	Now       string          `json:"now"`
	Filters   json.RawMessage `json:"filters"`
	// MemoryMode as for recall (no counterevidence reserve in a search).
	MemoryMode string `json:"memory_mode"`
	// Attention and State as for recall (attention.counterevidence is
	// refused: a search reserves no budget).
	Attention *engine.Attention   `json:"attention"`
	State     *engine.RecallState `json:"state"`
}

type expandIn struct {
	Namespace string `json:"namespace"`
	ID        string `json:"id"`
}

type purgeIn struct {
	Namespace    string   `json:"namespace"`
	IDs          []string `json:"ids"`
	SourcePrefix string   `json:"source_prefix"`
	All          bool     `json:"all"`
}

type namespaceIn struct {
	Namespace string `json:"namespace"`
}

// Response bodies that are not engine types.

type batchOut struct {
	Receipts []engine.Receipt `json:"receipts"`
}

type extractedBatchOut struct {
	Receipts []engine.ExtractionReceipt `json:"receipts"`
}

type claimsOut struct {
	Claims     []engine.Claim `json:"claims"`
	NextCursor string         `json:"next_cursor,omitempty"` // paged requests only
}

type auditOut struct {
	Entries   []engine.JournalEntry `json:"entries"`
	NextAfter int64                 `json:"next_after"`
}

type verifyOut struct {
	OK             bool `json:"ok"`
	Evidence       int  `json:"evidence"`
	Claims         int  `json:"claims"`
	JournalEntries int  `json:"journal_entries"`
	// NamespacesOutsideGrammar counts stored names outside the namespace
	// grammar (the names are not sent: they may be other tenants').
	NamespacesOutsideGrammar int `json:"namespaces_outside_grammar"`
}

type statusOut struct {
	Status  string `json:"status"`
	Backend string `json:"backend,omitempty"` // /v1/ready: the ledger's storage, "sqlite" or "postgres"
}

func parseTime(field, v string) (time.Time, *apiError) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := capsule.ParseTime(v)
	if err != nil {
		return time.Time{}, invalid(field, "%s", err.Error())
	}
	return t, nil
}

// toEngine converts an observation; prefix ("observations[3].") qualifies
// field names in errors the way engine.RememberBatch does.
func (o *observationIn) toEngine(prefix string) (engine.Observation, *apiError) {
	at, aerr := parseTime(prefix+"occurred_at", o.OccurredAt)
	if aerr != nil {
		return engine.Observation{}, aerr
	}
	obs := engine.Observation{Namespace: o.Namespace, Kind: o.Kind, Content: o.Content, Source: o.Source,
		Speaker: o.Speaker, Role: o.Role, OccurredAt: at, Metadata: o.Metadata, IdempotencyKey: o.IdempotencyKey,
		Entities: o.Entities, Relations: o.Relations, Links: o.Links, Affect: o.Affect, Context: o.Context, Goal: o.Goal}
	for i, c := range o.Claims {
		f := fmt.Sprintf("%sclaims[%d].", prefix, i)
		from, aerr := parseTime(f+"valid_from", c.ValidFrom)
		if aerr != nil {
			return engine.Observation{}, aerr
		}
		to, aerr := parseTime(f+"valid_to", c.ValidTo)
		if aerr != nil {
			return engine.Observation{}, aerr
		}
		obs.Claims = append(obs.Claims, engine.ClaimInput{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
			ValidFrom: from, ValidTo: to, Confidence: c.Confidence, Supersedes: c.Supersedes, MultiValued: c.Multi,
			Lifecycle: c.Lifecycle})
	}
	return obs, nil
}

func (q *searchIn) toEngine() (engine.SearchQuery, *apiError) {
	r := recallIn{Namespace: q.Namespace, Query: q.Query, AsOf: q.AsOf, KnownAt: q.KnownAt, Now: q.Now, Filters: q.Filters}
	rq, aerr := r.toEngine()
	return engine.SearchQuery{Namespace: rq.Namespace, Text: rq.Text, Limit: q.Limit,
		Now: rq.Now, AsOf: rq.AsOf, KnownAt: rq.KnownAt, Filters: rq.Filters, MemoryMode: engine.MemoryMode(q.MemoryMode),
		Attention: q.Attention, State: q.State}, aerr
}

func (q *recallIn) toEngine() (engine.Query, *apiError) {
	out := engine.Query{Namespace: q.Namespace, Text: q.Query, BudgetTokens: q.BudgetTokens, Limit: q.Limit,
		MemoryMode: engine.MemoryMode(q.MemoryMode), Attention: q.Attention, State: q.State}
	var aerr *apiError
	if out.Filters, aerr = decodeFilters(q.Filters); aerr != nil {
		return out, aerr
	}
	if out.AsOf, aerr = parseTime("as_of", q.AsOf); aerr != nil {
		return out, aerr
	}
	if out.KnownAt, aerr = parseTime("known_at", q.KnownAt); aerr != nil {
		return out, aerr
	}
	out.Now, aerr = parseTime("now", q.Now)
	return out, aerr
}
