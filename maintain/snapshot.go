package maintain

import "time"

// Tier is a decay tier: hot, warm or archive.
type Tier string

// Tiers.
const (
	Hot     Tier = "hot"
	Warm    Tier = "warm"
	Archive Tier = "archive"
)

// Snapshot is what a plan reads: one namespace's evidence in write order
// and the maintenance state already recorded for it.
type Snapshot struct {
	Namespace string
	Evidence  []Evidence // ascending Seq
	Claims    []Claim
	// Duplicates maps a linked evidence id to its canonical's id.
	Duplicates map[string]string
	Summaries  []Summary
	// Tiers holds the recorded non-default tier of an evidence or claim
	// id; absent means hot.
	Tiers map[string]Tier
	// Proposed holds "evidence_id canonical_id" of every merge proposal
	// ever opened (any state), so a pass never proposes a pair twice.
	Proposed map[string]bool
}

// Evidence is one evidence of the snapshot.
type Evidence struct {
	Seq        uint32
	ID         string
	Source     string
	Content    string
	SHA256     string
	OccurredAt time.Time
	LastUsed   time.Time // latest "used" feedback naming it; zero when none
}

// Claim is one claim of the snapshot.
type Claim struct {
	ID          string
	EvidenceIDs []string
	Retired     bool // superseded or rejected
}

// Summary is a recorded summary.
type Summary struct {
	ID          string
	Scope       string
	InputDigest string
}

// Policy holds a plan's thresholds; the zero value means DefaultPolicy.
type Policy struct {
	NearThreshold    float64       // Jaccard >= this links a near-duplicate (0.9)
	ProposeThreshold float64       // Jaccard >= this (and below NearThreshold) proposes a merge (0.6)
	MaxProposals     int           // merge proposals one pass opens at most (100)
	MaxChildren      int           // children per summary chunk (16)
	MaxSentences     int           // sentences per summary (4)
	MaxSummaryBytes  int           // summary text bound (480)
	MaxPeriodChunks  int           // session chunks per period summary group (4)
	WarmAge          time.Duration // older and unused evidence is warm (30 days)
}

// DefaultPolicy is the policy of a zero Policy.
var DefaultPolicy = Policy{NearThreshold: 0.9, ProposeThreshold: 0.6, MaxProposals: 100, MaxChildren: 16, MaxSentences: 4,
	MaxSummaryBytes: 480, MaxPeriodChunks: 4, WarmAge: 30 * 24 * time.Hour}

func (p Policy) withDefaults() Policy {
	d := DefaultPolicy
	if p.NearThreshold > 0 {
		d.NearThreshold = p.NearThreshold
	}
	if p.ProposeThreshold > 0 {
		d.ProposeThreshold = p.ProposeThreshold
	}
	if p.MaxProposals > 0 {
		d.MaxProposals = p.MaxProposals
	}
	if p.MaxChildren > 0 {
		d.MaxChildren = p.MaxChildren
	}
	if p.MaxSentences > 0 {
		d.MaxSentences = p.MaxSentences
	}
	if p.MaxSummaryBytes > 0 {
		d.MaxSummaryBytes = p.MaxSummaryBytes
	}
	if p.MaxPeriodChunks > 0 {
		d.MaxPeriodChunks = p.MaxPeriodChunks
	}
	if p.WarmAge > 0 {
		d.WarmAge = p.WarmAge
	}
	return d
}

// Plan is a pass's actions for one namespace, each list in a deterministic
// order.
type Plan struct {
	Duplicates    []DuplicateAction
	Proposals     []ProposalAction
	DropSummaries []string // recorded summary ids to drop
	Summaries     []SummaryAction
	Tiers         []TierAction
}

// Len is the number of actions in the plan.
func (p *Plan) Len() int {
	return len(p.Duplicates) + len(p.Proposals) + len(p.DropSummaries) + len(p.Summaries) + len(p.Tiers)
}

// DuplicateAction links EvidenceID to CanonicalID.
type DuplicateAction struct {
	EvidenceID, CanonicalID string
	Measure                 string // "exact" or "shingle_jaccard"
	Similarity              float64
}

// ProposalAction proposes linking EvidenceID to CanonicalID.
type ProposalAction struct {
	EvidenceID, CanonicalID string
	Similarity              float64
}

// SummaryAction is a summary to write. Producer and Version are empty for
// the extractive summarizer's (this package's Producer and Version); an
// abstractive summarizer's text replaces Text and Spans after Validate.
type SummaryAction struct {
	Scope             string
	Text              string
	Children          []string
	Spans             []Span
	InputDigest       string
	Producer, Version string
}

// Span is sentence i of a summary: bytes [Start, End) of child Child.
type Span struct {
	Child, Start, End int
}

// TierAction sets the tier of an evidence or claim id.
type TierAction struct {
	ItemID string
	Tier   Tier
	Reason string
}

// Producer and Version name this package's summarizer in derivation
// provenance.
const (
	Producer = "evicortex/maintain.extractive"
	Version  = "1"
)
