package capsule

import "time"

// Capsule is the compiled, budget-bounded answer to a recall. Its JSON form
// is the CLI and HTTP contract (see README "JSON contract").
type Capsule struct {
	Namespace    string    `json:"namespace"`
	Query        string    `json:"query"`
	BudgetTokens int       `json:"budget_tokens"`
	UsedTokens   int       `json:"used_tokens"`
	Estimator    string    `json:"estimator"`
	Abstain      bool      `json:"abstain"`
	Omitted      int       `json:"omitted"`    // candidates not in Items, all reasons
	OmittedBy    Omitted   `json:"omitted_by"` // the same, by reason
	Hints        HintsView `json:"hints"`
	Items        []Item    `json:"items"` // rank order
	// CapsuleID names this capsule for feedback (engine: it encodes the
	// revision and the items, see engine/capsuleid.go); "" from a bare
	// fuse.Compile.
	CapsuleID string `json:"capsule_id"`
	// Revision is the ledger's journal head the capsule was compiled at.
	Revision int64 `json:"revision"`
	// AttentionTrace says, per attention directive of the recall, what it
	// matched and moved; absent without an attention context.
	AttentionTrace []AttentionTrace `json:"attention_trace,omitempty"`
	// Degraded, when set, says why the capsule may be worse than it could
	// be (e.g. "maintenance_behind: ..."); absent when nothing is wrong.
	Degraded string `json:"degraded,omitempty"`
}

// AttentionTrace is one attention directive as a recall applied it.
type AttentionTrace struct {
	Directive string  `json:"directive"` // focus, suppress, boost_kind, boost_predicate or counterevidence
	Term      string  `json:"term,omitempty"`
	Weight    float64 `json:"weight"`     // the signed weight of its score factor (counterevidence: the budget share)
	Matched   int     `json:"matched"`    // candidates whose score it moved
	InCapsule int     `json:"in_capsule"` // of those, items in the capsule
}

// Omitted counts candidates left out of a capsule, by reason.
type Omitted struct {
	Budget    int `json:"budget"`    // did not fit the token budget
	Duplicate int `json:"duplicate"` // near-duplicate of a packed item
	Temporal  int `json:"temporal"`  // not valid at the requested time and not needed to explain
	Threshold int `json:"threshold"` // below the relevance floor
	// SourceShare: its source family had taken its share of the budget
	// (fuse.Config.SourceShare); left out when none.
	SourceShare int `json:"source_share,omitempty"`
}

// HintsView is the JSON view of the parsed query hints.
type HintsView struct {
	Entities []string   `json:"entities,omitempty"`
	TimeText string     `json:"time_text,omitempty"`
	From     *time.Time `json:"from,omitempty"`
	To       *time.Time `json:"to,omitempty"`
	Intent   string     `json:"intent"` // "any", "current", "historical"
}

// Item is one claim or episode in a capsule.
type Item struct {
	Kind        ItemKind   `json:"kind"`
	ID          string     `json:"id"` // claim id or evidence id
	Text        string     `json:"text"`
	EvidenceIDs []string   `json:"evidence_ids"`
	Expand      []string   `json:"expand"` // evidence ids to pass to Expand for the exact text
	Score       float64    `json:"score"`
	Confidence  float64    `json:"confidence"`
	Tokens      int        `json:"tokens"`
	Role        string     `json:"role"` // "answer", or "context" (kept to explain a resolution)
	Conflicts   []string   `json:"conflicts,omitempty"`
	OccurredAt  *time.Time `json:"occurred_at,omitempty"`
	// OccurredTo is when the last episode of a span item occurred (nil for
	// a single episode): the span ran from OccurredAt to OccurredTo.
	OccurredTo *time.Time `json:"occurred_to,omitempty"`
	// Speaker and SpeakerRole are who produced an episode (the evidence's
	// speaker and role: user, assistant, system, tool, participant), left
	// out when unknown, for claims, and for spans of several speakers.
	Speaker     string `json:"speaker,omitempty"`
	SpeakerRole string `json:"speaker_role,omitempty"`
	// Flags mark text to render as quoted data, never to obey:
	// "instruction_like" (it addresses a model: "ignore previous
	// instructions"), "tool_call_like" (a tool-call payload). Left out
	// when none (internal/promptguard).
	Flags []string `json:"flags,omitempty"`
	Trace Trace    `json:"trace"`

	// Claims only.
	Subject   string     `json:"subject,omitempty"`
	Predicate string     `json:"predicate,omitempty"`
	Value     string     `json:"value,omitempty"`
	Status    string     `json:"status,omitempty"`
	ValidFrom *time.Time `json:"valid_from,omitempty"`
	ValidTo   *time.Time `json:"valid_to,omitempty"`
}

// Trace records why an item was selected: each channel's rank and raw
// score, the fusion contribution, and the features applied after fusion.
type Trace struct {
	Channels []ChannelTrace     `json:"channels"`
	Fused    float64            `json:"fused"`
	Features map[string]float64 `json:"features,omitempty"`
	Reasons  []string           `json:"reasons,omitempty"`
}

// ChannelTrace is one channel's contribution to an item.
type ChannelTrace struct {
	Channel      string             `json:"channel"`
	Rank         int                `json:"rank"` // 1-based
	Score        float64            `json:"score"`
	Weight       float64            `json:"weight"`
	Contribution float64            `json:"contribution"`
	Features     map[string]float64 `json:"features,omitempty"`
	// Via is the path the associative channel brought the item in by.
	Via *Via `json:"via,omitempty"`
}

// Via is how spreading activation reached an item: from Seed (a top hit),
// over links, the last of which joins From to the item.
type Via struct {
	Seed     string  `json:"seed"`     // evidence id the activation started from
	From     string  `json:"from"`     // evidence id of the previous node (the seed after one hop)
	Relation string  `json:"relation"` // the last link's relation ("co_activated" for a Hebbian link)
	Strength float64 `json:"strength"` // the last link's strength at the recall's reference time
	Hops     int     `json:"hops"`
}

// ItemKind says what a capsule item is.
type ItemKind string

const (
	// KindClaim is a subject–predicate–value claim derived from evidence.
	KindClaim ItemKind = "claim"
	// KindEpisode is a piece of raw evidence (a turn, document, tool result...).
	KindEpisode ItemKind = "episode"
	// KindSummary is an extractive summary of several episodes (a
	// maintenance pass wrote it); its evidence_ids are its children, and
	// expanding them gives the exact text.
	KindSummary ItemKind = "summary"
)
