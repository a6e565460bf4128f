package extract

import (
	"context"
	"strings"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// Extractor derives claims from one observation (seed 000 Phase B).
// Implementations are provider-neutral (a pattern set, an LLM call...); an
// extractor never writes: the engine validates its output with Validate
// before the atomic write and persists its identity, the input digest,
// each claim's exact span and the diagnostics.
type Extractor interface {
	// Identity is the extractor's name and version ("pattern@2"); it is
	// stored with every run.
	Identity() string
	// Extract returns the claims the observation states. It must not
	// modify in.
	Extract(ctx context.Context, in Input) (Extraction, error)
}

// Role is who produced an observation: the ledger's type, so extraction
// and storage share one list of roles.
type Role = ledger.Role

// The roles, re-exported for callers of this package. RoleUnknown is
// treated as RoleUser, the historical default of a single-user
// conversation.
const (
	RoleUnknown     = ledger.RoleUnknown
	RoleUser        = ledger.RoleUser
	RoleAssistant   = ledger.RoleAssistant
	RoleSystem      = ledger.RoleSystem
	RoleTool        = ledger.RoleTool
	RoleParticipant = ledger.RoleParticipant
)

// Speaks reports whether claims may be taken from a turn of role r: only a
// person's own turns state facts about people. Assistant, system and tool
// turns never do (an assistant echoing "you live in Boston" is not the
// user saying it).
func Speaks(r Role) bool { return r == RoleUnknown || r == RoleUser || r == RoleParticipant }

// Input is what an extractor reads: the observation's text and who said
// it when.
type Input struct {
	Text string
	// Speaker names the participant who said Text ("Maya"); optional.
	Speaker string
	Role    Role
	// OccurredAt resolves relative time expressions ("last month"); zero
	// leaves every ValidFrom zero (the observation's own time).
	OccurredAt time.Time
}

// Op is what an extracted claim does to the subject's state.
type Op uint8

const (
	// OpAssert states that Value holds from ValidFrom on.
	OpAssert Op = iota
	// OpEnd states that the subject's current Value (any current value
	// when Value is empty) stopped holding at ValidFrom: "I no longer live
	// in Boston", "I quit my job".
	OpEnd
)

// String is the op's wire name.
func (o Op) String() string {
	if o == OpEnd {
		return "end"
	}
	return "assert"
}

// ParseOp is the inverse of Op.String ("" is OpAssert).
func ParseOp(s string) (Op, bool) {
	switch s {
	case "", "assert":
		return OpAssert, true
	case "end":
		return OpEnd, true
	}
	return 0, false
}

// Extraction is an extractor's output for one observation.
type Extraction struct {
	Claims      []ExtractedClaim
	Diagnostics []string
	// Producer, when set, is the identity of the extractor that actually
	// produced the claims (a fallback's) and is stored instead of the
	// called extractor's Identity.
	Producer string
}

// ExtractedClaim is a claim with the byte span [Start, End) of the text it
// rests on.
type ExtractedClaim struct {
	Subject, Predicate string
	// Value is the phrase itself ("Seattle", not "Seattle in October").
	// It may be empty only for OpEnd (end whatever is current).
	Value string
	Op    Op
	// ValidFrom is when the statement says the change happened (for
	// OpEnd: when the value stopped holding); zero means the
	// observation's OccurredAt.
	ValidFrom  time.Time
	Confidence float64 // zero: 1.0
	Start, End int
}

// SubjectOf is the claim subject that stands for a named person: "user:"
// and the name lowercased, spaces as underscores ("Maya Lee" ->
// "user:maya_lee"). A speaker's own statements and other people's
// statements about them share it, so either supersedes the other.
func SubjectOf(name string) string {
	return "user:" + strings.ToLower(strings.Join(strings.Fields(name), "_"))
}
