package capsule

import "time"

// SearchResult is a top-k search: the same channels, fusion, temporal
// resolution and de-duplication as a capsule, cut at Limit hits instead of
// packed into a token budget. Hits are in rank order.
type SearchResult struct {
	Namespace string    `json:"namespace"`
	Query     string    `json:"query"`
	Limit     int       `json:"limit"`
	Abstain   bool      `json:"abstain"` // no hit clears the relevance floor
	Hints     HintsView `json:"hints"`
	Hits      []Hit     `json:"hits"`
	// AttentionTrace is what each attention directive matched and how
	// many of the hits it holds (in_capsule), as for a capsule; absent
	// without attention.
	AttentionTrace []AttentionTrace `json:"attention_trace,omitempty"`
}

// Hit is one ranked claim or episode of a SearchResult.
type Hit struct {
	Kind        ItemKind   `json:"kind"`
	ID          string     `json:"id"` // claim id or evidence id
	Text        string     `json:"text"`
	EvidenceIDs []string   `json:"evidence_ids"`
	Score       float64    `json:"score"`
	Confidence  float64    `json:"confidence"`
	Role        string     `json:"role"` // "answer", or "context" (kept to explain a resolution)
	Relevant    bool       `json:"relevant"`
	Conflicts   []string   `json:"conflicts,omitempty"`
	OccurredAt  *time.Time `json:"occurred_at,omitempty"`
	Speaker     string     `json:"speaker,omitempty"`
	SpeakerRole string     `json:"speaker_role,omitempty"`
	Flags       []string   `json:"flags,omitempty"` // as Item.Flags
	Trace       Trace      `json:"trace"`

	// Claims only.
	Subject   string     `json:"subject,omitempty"`
	Predicate string     `json:"predicate,omitempty"`
	Value     string     `json:"value,omitempty"`
	Status    string     `json:"status,omitempty"`
	ValidFrom *time.Time `json:"valid_from,omitempty"`
	ValidTo   *time.Time `json:"valid_to,omitempty"`
}
