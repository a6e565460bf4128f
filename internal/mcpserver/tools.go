package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/engine"
)

// The tools' inputs and outputs. Their JSON Schemas are derived from these
// types (github.com/google/jsonschema-go): a field without omitempty is
// required, the jsonschema tag is the property's description. Times are
// strings, RFC 3339 or YYYY-MM-DD, as on the command line.

// Message is one conversation turn of a remember call.
type Message struct {
	Role    string `json:"role" jsonschema:"who said it: user, assistant, system, tool or participant"`
	Content string `json:"content" jsonschema:"the turn's text, stored verbatim"`
	Name    string `json:"name,omitempty" jsonschema:"the speaker's name (a participant of a multi-party conversation)"`
}

// ClaimArg is a structured claim given with a remember call.
type ClaimArg struct {
	Subject     string  `json:"subject" jsonschema:"who or what the claim is about, e.g. user:varun"`
	Predicate   string  `json:"predicate" jsonschema:"the attribute, e.g. prefers_theme"`
	Value       string  `json:"value" jsonschema:"the value, e.g. dark"`
	Supersedes  string  `json:"supersedes,omitempty" jsonschema:"id of the claim this one replaces (same namespace)"`
	ValidFrom   string  `json:"valid_from,omitempty" jsonschema:"start of validity (default: occurred_at)"`
	ValidTo     string  `json:"valid_to,omitempty" jsonschema:"end of validity (default: open-ended)"`
	Confidence  float64 `json:"confidence,omitempty" jsonschema:"0..1 (default 1)"`
	MultiValued bool    `json:"multi_valued,omitempty" jsonschema:"values accumulate instead of disputing each other (likes, pets)"`
}

// RememberInput is the remember tool's input: content, or messages.
type RememberInput struct {
	Namespace      string         `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	Content        string         `json:"content,omitempty" jsonschema:"the observation's text, stored verbatim (give content or messages)"`
	Messages       []Message      `json:"messages,omitempty" jsonschema:"conversation turns, one observation each, stored in one atomic write (give content or messages)"`
	Source         string         `json:"source,omitempty" jsonschema:"where it came from, e.g. chat/s1/t3 (default mcp)"`
	OccurredAt     string         `json:"occurred_at,omitempty" jsonschema:"when it happened, RFC 3339 or YYYY-MM-DD (default now)"`
	Kind           string         `json:"kind,omitempty" jsonschema:"turn (default), document, tool_result, fact or event"`
	Speaker        string         `json:"speaker,omitempty" jsonschema:"who said the content (with content only)"`
	Role           string         `json:"role,omitempty" jsonschema:"role of the content's speaker: user, assistant, system, tool or participant (with content only)"`
	Claims         []ClaimArg     `json:"claims,omitempty" jsonschema:"structured claims the observation supports (with messages: attached to the last one)"`
	IdempotencyKey string         `json:"idempotency_key,omitempty" jsonschema:"retry-safe key: a replay returns the first write's ids (with messages: KEY/1, KEY/2, ... per message)"`
	Metadata       map[string]any `json:"metadata,omitempty" jsonschema:"a JSON object stored with the evidence"`
}

// Receipt acknowledges one stored observation.
type Receipt struct {
	ID        string   `json:"id" jsonschema:"evidence id (pass to expand or forget)"`
	SHA256    string   `json:"sha256" jsonschema:"digest of the stored content"`
	ClaimIDs  []string `json:"claim_ids" jsonschema:"ids of the claims stored with it"`
	Duplicate bool     `json:"duplicate,omitempty" jsonschema:"true on an idempotent replay"`
}

// RememberOutput lists what a remember call stored, in input order.
type RememberOutput struct {
	Namespace string    `json:"namespace"`
	Evidence  []Receipt `json:"evidence"`
}

// RecallInput is the recall tool's input.
type RecallInput struct {
	Namespace    string `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	Query        string `json:"query" jsonschema:"the question to compile a memory capsule for"`
	BudgetTokens int    `json:"budget_tokens,omitempty" jsonschema:"hard token budget of the capsule (default 512)"`
	AsOf         string `json:"as_of,omitempty" jsonschema:"valid time: what was true then (RFC 3339 or YYYY-MM-DD)"`
	KnownAt      string `json:"known_at,omitempty" jsonschema:"transaction time: only what was recorded by then"`
	Now          string `json:"now,omitempty" jsonschema:"reference time for relative phrases such as last week (default now)"`
	MemoryMode   string `json:"memory_mode,omitempty" jsonschema:"operational (active claims and live evidence only), deliberation (also proposed and disputed claims, with counterevidence to the top answer), historical (also superseded and rejected); absent: the plain recall"`
	// Attention and State are the engine's own types, so the tool takes
	// exactly what the HTTP API takes.
	Attention *engine.Attention   `json:"attention,omitempty" jsonschema:"focus_terms, suppress_terms, boost_kinds, boost_predicates, counterevidence: foreground or inhibit candidates"`
	State     *engine.RecallState `json:"state,omitempty" jsonschema:"the agent's state (mode: debugging, personal, crisis, default; emotion: valence -1..1, arousal 0..1; goal; recent item ids; participants) for a state-dependent recall"`
}

// SearchInput is the search tool's input.
type SearchInput struct {
	Namespace  string `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	Query      string `json:"query" jsonschema:"the question"`
	Limit      int    `json:"limit,omitempty" jsonschema:"top-k: hits to return, 1..1000 (default 10)"`
	AsOf       string `json:"as_of,omitempty" jsonschema:"valid time: what was true then (RFC 3339 or YYYY-MM-DD)"`
	KnownAt    string `json:"known_at,omitempty" jsonschema:"transaction time: only what was recorded by then"`
	Now        string `json:"now,omitempty" jsonschema:"reference time for relative phrases (default now)"`
	MemoryMode string `json:"memory_mode,omitempty" jsonschema:"operational, deliberation or historical, as for recall"`
	// Attention and State as for recall (no counterevidence reserve).
	Attention *engine.Attention   `json:"attention,omitempty" jsonschema:"focus_terms, suppress_terms, boost_kinds, boost_predicates as for recall (counterevidence is refused: a search reserves no budget)"`
	State     *engine.RecallState `json:"state,omitempty" jsonschema:"the agent's state, as for recall, for a state-dependent search"`
}

// FeedbackInput is the feedback tool's input: what the agent did with the
// items of one capsule (item ids from that capsule's items).
type FeedbackInput struct {
	Namespace string   `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	CapsuleID string   `json:"capsule_id" jsonschema:"the capsule_id of a recall's capsule"`
	Used      []string `json:"used,omitempty" jsonschema:"item ids of that capsule the agent used (they gain usage, and items used together are linked)"`
	Corrected []string `json:"corrected,omitempty" jsonschema:"item ids the agent found wrong (they lose weight)"`
	Ignored   []string `json:"ignored,omitempty" jsonschema:"item ids the agent saw and did not use"`
}

// ExpandInput is the expand tool's input.
type ExpandInput struct {
	Namespace string `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	ID        string `json:"id" jsonschema:"evidence id, from a capsule item's expand or evidence_ids"`
}

// ClaimHistoryInput is the claim_history tool's input.
type ClaimHistoryInput struct {
	Namespace string `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	Subject   string `json:"subject" jsonschema:"the claims' subject, e.g. user:varun"`
	Predicate string `json:"predicate,omitempty" jsonschema:"one predicate (default: all of the subject's)"`
}

// ClaimHistoryOutput is every version of the subject's claims, oldest first.
type ClaimHistoryOutput struct {
	Namespace string         `json:"namespace"`
	Subject   string         `json:"subject"`
	Claims    []engine.Claim `json:"claims"`
}

// ListMemoriesInput is the list_memories tool's input: a page of the
// namespace's evidence, oldest write first, optionally filtered.
type ListMemoriesInput struct {
	Namespace    string         `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	Cursor       string         `json:"cursor,omitempty" jsonschema:"next_cursor of the previous page of the same query (absent: the first page)"`
	Limit        int            `json:"limit,omitempty" jsonschema:"items per page, 1..1000 (default 50)"`
	Kinds        []string       `json:"kinds,omitempty" jsonschema:"keep evidence of these kinds: turn, document, tool_result, fact, event"`
	SourcePrefix string         `json:"source_prefix,omitempty" jsonschema:"keep evidence whose source starts with this"`
	OccurredFrom string         `json:"occurred_from,omitempty" jsonschema:"keep evidence that occurred at or after this time (RFC 3339 or YYYY-MM-DD)"`
	OccurredTo   string         `json:"occurred_to,omitempty" jsonschema:"keep evidence that occurred before this time (RFC 3339 or YYYY-MM-DD)"`
	Metadata     map[string]any `json:"metadata,omitempty" jsonschema:"keep evidence whose metadata has each key with an equal value (string, number, boolean or null)"`
}

// ListMemoriesOutput is one page; next_cursor is absent on the last.
type ListMemoriesOutput struct {
	Namespace  string            `json:"namespace"`
	Items      []engine.Evidence `json:"items"`
	NextCursor string            `json:"next_cursor,omitempty"`
}

// ForgetInput is the forget tool's input: exactly one selector.
type ForgetInput struct {
	Namespace    string   `json:"namespace,omitempty" jsonschema:"namespace (optional: the server's default namespace applies when absent)"`
	IDs          []string `json:"ids,omitempty" jsonschema:"evidence ids to purge"`
	SourcePrefix string   `json:"source_prefix,omitempty" jsonschema:"purge the evidence whose source starts with this"`
	All          bool     `json:"all,omitempty" jsonschema:"purge the whole namespace"`
}

// ForgetOutput reports what a purge removed; the digests are the purged
// contents' sha256, so the caller can check they are gone.
type ForgetOutput struct {
	Namespace string   `json:"namespace"`
	Evidence  int      `json:"evidence"`
	Claims    int      `json:"claims"`
	Entities  int      `json:"entities"`
	Digests   []string `json:"digests"`
}

// defaultBudget is recall's budget when the call names none (the CLI's).
const defaultBudget = 512

// defaultSource is the source of an observation remembered without one.
const defaultSource = "mcp"

func (s *Server) remember(ctx context.Context, c *call, in RememberInput) (*RememberOutput, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	obs, err := s.observations(ns, in)
	if err != nil {
		return nil, err
	}
	var rs []engine.Receipt
	if len(obs) == 1 {
		var r engine.Receipt
		r, err = c.eng.Remember(ctx, obs[0])
		rs = []engine.Receipt{r}
	} else {
		rs, err = c.eng.RememberBatch(ctx, obs)
	}
	if err != nil {
		return nil, err
	}
	out := &RememberOutput{Namespace: ns, Evidence: make([]Receipt, len(rs))}
	for i, r := range rs {
		out.Evidence[i] = Receipt{ID: r.ID, SHA256: r.SHA256, ClaimIDs: nonNil(r.ClaimIDs), Duplicate: r.Duplicate}
	}
	return out, nil
}

// observations turns a remember input into the observations it stores,
// checking everything the engine cannot name a field of this input for.
func (s *Server) observations(ns string, in RememberInput) ([]engine.Observation, error) {
	switch {
	case in.Content == "" && len(in.Messages) == 0:
		return nil, invalid("content", "give content or messages")
	case in.Content != "" && len(in.Messages) > 0:
		return nil, invalid("messages", "give content or messages, not both")
	case len(in.Messages) > s.limits.MaxBatch:
		return nil, invalid("messages", fmt.Sprintf("at most %d messages per call", s.limits.MaxBatch))
	case len(in.Messages) > 0 && (in.Speaker != "" || in.Role != ""):
		return nil, invalid("role", "speaker and role go on each message (messages[i].role, messages[i].name)")
	}
	base := engine.Observation{Namespace: ns, Kind: in.Kind, Source: in.Source}
	if base.Source == "" {
		base.Source = defaultSource
	}
	if in.OccurredAt != "" {
		t, err := parseTime("occurred_at", in.OccurredAt)
		if err != nil {
			return nil, err
		}
		base.OccurredAt = t
	}
	if in.Metadata != nil {
		b, err := json.Marshal(in.Metadata)
		if err != nil {
			return nil, invalid("metadata", err.Error())
		}
		base.Metadata = b
	}
	claims, err := claimInputs(in.Claims)
	if err != nil {
		return nil, err
	}
	if len(in.Messages) == 0 {
		base.Content, base.Speaker, base.Role, base.Claims = in.Content, in.Speaker, in.Role, claims
		base.IdempotencyKey = in.IdempotencyKey
		return []engine.Observation{base}, nil
	}
	obs := make([]engine.Observation, len(in.Messages))
	for i, m := range in.Messages {
		field := "messages[" + strconv.Itoa(i) + "]"
		if !validRole(m.Role) {
			return nil, invalid(field+".role", fmt.Sprintf("%q: want user, assistant, system, tool or participant", m.Role))
		}
		if m.Content == "" {
			return nil, invalid(field+".content", "must not be empty")
		}
		o := base
		o.Content, o.Role, o.Speaker = m.Content, m.Role, m.Name
		if in.IdempotencyKey != "" {
			o.IdempotencyKey = in.IdempotencyKey + "/" + strconv.Itoa(i+1)
		}
		obs[i] = o
	}
	obs[len(obs)-1].Claims = claims
	return obs, nil
}

// validRole reports whether r is a role a message may carry; unlike a bare
// observation, a conversation turn must say who spoke.
func validRole(r string) bool {
	switch r {
	case "user", "assistant", "system", "tool", "participant":
		return true
	}
	return false
}

func claimInputs(in []ClaimArg) ([]engine.ClaimInput, error) {
	out := make([]engine.ClaimInput, len(in))
	for i, c := range in {
		p := "claims[" + strconv.Itoa(i) + "]."
		out[i] = engine.ClaimInput{Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
			Supersedes: c.Supersedes, Confidence: c.Confidence, MultiValued: c.MultiValued}
		var err error
		if c.ValidFrom != "" {
			if out[i].ValidFrom, err = parseTime(p+"valid_from", c.ValidFrom); err != nil {
				return nil, err
			}
		}
		if c.ValidTo != "" {
			if out[i].ValidTo, err = parseTime(p+"valid_to", c.ValidTo); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func parseTime(field, v string) (time.Time, error) {
	t, err := capsule.ParseTime(v)
	if err != nil {
		return time.Time{}, invalid(field, err.Error())
	}
	return t, nil
}

// queryTimes parses the as_of, known_at and now arguments of recall and search.
type queryTimes struct{ asOf, knownAt, now time.Time }

func parseQueryTimes(asOf, knownAt, now string) (queryTimes, error) {
	var q queryTimes
	for _, f := range []struct {
		name, v string
		dst     *time.Time
	}{{"as_of", asOf, &q.asOf}, {"known_at", knownAt, &q.knownAt}, {"now", now, &q.now}} {
		if f.v == "" {
			continue
		}
		t, err := parseTime(f.name, f.v)
		if err != nil {
			return q, err
		}
		*f.dst = t
	}
	return q, nil
}

func (s *Server) checkQuery(q string) error {
	switch {
	case q == "":
		return invalid("query", "must not be empty")
	case len(q) > s.limits.MaxQueryBytes:
		return invalid("query", fmt.Sprintf("exceeds %d bytes", s.limits.MaxQueryBytes))
	}
	return nil
}

func (s *Server) recall(ctx context.Context, c *call, in RecallInput) (*capsule.Capsule, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	if err := s.checkQuery(in.Query); err != nil {
		return nil, err
	}
	budget := in.BudgetTokens
	switch {
	case budget == 0:
		budget = defaultBudget
	case budget < 0 || budget > s.limits.MaxBudgetTokens:
		return nil, invalid("budget_tokens", fmt.Sprintf("must be within 1..%d", s.limits.MaxBudgetTokens))
	}
	ts, err := parseQueryTimes(in.AsOf, in.KnownAt, in.Now)
	if err != nil {
		return nil, err
	}
	return c.eng.Recall(ctx, engine.Query{Namespace: ns, Text: in.Query, BudgetTokens: budget,
		AsOf: ts.asOf, KnownAt: ts.knownAt, Now: ts.now, MemoryMode: engine.MemoryMode(in.MemoryMode),
		Attention: in.Attention, State: in.State})
}

func (s *Server) search(ctx context.Context, c *call, in SearchInput) (*capsule.SearchResult, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	if err := s.checkQuery(in.Query); err != nil {
		return nil, err
	}
	ts, err := parseQueryTimes(in.AsOf, in.KnownAt, in.Now)
	if err != nil {
		return nil, err
	}
	return c.eng.Search(ctx, engine.SearchQuery{Namespace: ns, Text: in.Query, Limit: in.Limit,
		AsOf: ts.asOf, KnownAt: ts.knownAt, Now: ts.now, MemoryMode: engine.MemoryMode(in.MemoryMode),
		Attention: in.Attention, State: in.State})
}

func (s *Server) feedback(ctx context.Context, c *call, in FeedbackInput) (*engine.FeedbackReceipt, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	if in.CapsuleID == "" {
		return nil, invalid("capsule_id", "must not be empty")
	}
	rc, err := c.eng.Feedback(ctx, engine.FeedbackInput{Namespace: ns, CapsuleID: in.CapsuleID,
		Used: in.Used, Corrected: in.Corrected, Ignored: in.Ignored})
	if err != nil {
		return nil, err
	}
	return &rc, nil
}

func (s *Server) expand(ctx context.Context, c *call, in ExpandInput) (*engine.Evidence, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	if in.ID == "" {
		return nil, invalid("id", "must not be empty")
	}
	ev, err := c.eng.Expand(ctx, ns, in.ID)
	if err != nil {
		return nil, err
	}
	return &ev, nil
}

func (s *Server) claimHistory(ctx context.Context, c *call, in ClaimHistoryInput) (*ClaimHistoryOutput, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	if in.Subject == "" {
		return nil, invalid("subject", "must not be empty")
	}
	cls, err := c.eng.Claims(ctx, ns, in.Subject, in.Predicate)
	if err != nil {
		return nil, err
	}
	for i := range cls {
		cls[i].EvidenceIDs = nonNil(cls[i].EvidenceIDs)
	}
	return &ClaimHistoryOutput{Namespace: ns, Subject: in.Subject, Claims: nonNil(cls)}, nil
}

func (s *Server) forget(ctx context.Context, c *call, in ForgetInput) (*ForgetOutput, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	if len(in.IDs) > s.limits.MaxBatch {
		return nil, invalid("ids", fmt.Sprintf("at most %d ids per call", s.limits.MaxBatch))
	}
	rc, err := c.eng.Purge(ctx, engine.PurgeRequest{Namespace: ns, IDs: in.IDs, SourcePrefix: in.SourcePrefix, All: in.All})
	if err != nil {
		return nil, err
	}
	return &ForgetOutput{Namespace: ns, Evidence: rc.Evidence, Claims: rc.Claims, Entities: rc.Entities,
		Digests: nonNil(rc.Digests)}, nil
}

func (s *Server) listMemories(ctx context.Context, c *call, in ListMemoriesInput) (*ListMemoriesOutput, error) {
	ns, err := c.namespace(in.Namespace)
	if err != nil {
		return nil, err
	}
	f := engine.Filters{Kinds: in.Kinds, SourcePrefix: in.SourcePrefix}
	for _, t := range []struct {
		field, v string
		dst      *time.Time
	}{{"occurred_from", in.OccurredFrom, &f.OccurredFrom}, {"occurred_to", in.OccurredTo, &f.OccurredTo}} {
		if t.v == "" {
			continue
		}
		if *t.dst, err = parseTime(t.field, t.v); err != nil {
			return nil, err
		}
	}
	for k, v := range in.Metadata {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, invalid("metadata."+k, err.Error())
		}
		if f.Metadata == nil {
			f.Metadata = make(map[string]json.RawMessage, len(in.Metadata))
		}
		f.Metadata[k] = b
	}
	page, err := c.eng.ListEvidence(ctx, engine.ListQuery{Namespace: ns, Cursor: in.Cursor, Limit: in.Limit, Filters: f})
	if err != nil {
		return nil, err
	}
	return &ListMemoriesOutput{Namespace: ns, Items: nonNil(page.Items), NextCursor: page.NextCursor}, nil
}

// nonNil returns s, or an empty slice for nil, so the structured content
// holds [] where the output schema says array.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
