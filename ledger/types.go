package ledger

import (
	"encoding/json"
	"time"

	"github.com/evicortex/evicortex/keyring"
)

// Kind classifies an observation.
type Kind string

// Observation kinds.
const (
	KindTurn       Kind = "turn"
	KindDocument   Kind = "document"
	KindToolResult Kind = "tool_result"
	KindFact       Kind = "fact"
	KindEvent      Kind = "event"
)

// ParseKind maps a string to a Kind. "" means KindTurn; anything unknown is a
// *FieldError for field "kind".
func ParseKind(s string) (Kind, error) {
	switch k := Kind(s); k {
	case "":
		return KindTurn, nil
	case KindTurn, KindDocument, KindToolResult, KindFact, KindEvent:
		return k, nil
	}
	return "", fieldErr("kind", "unknown kind (want turn, document, tool_result, fact or event)")
}

// Role is who produced an observation in a conversation.
type Role string

// Observation roles. The zero Role is unknown (documents, imported text).
const (
	RoleUnknown     Role = ""
	RoleUser        Role = "user"
	RoleAssistant   Role = "assistant"
	RoleSystem      Role = "system"
	RoleTool        Role = "tool"
	RoleParticipant Role = "participant" // a named participant (Speaker) of a multi-party conversation
)

// ParseRole maps a string to a Role; anything unknown is a *FieldError for
// field "role".
func ParseRole(s string) (Role, error) {
	switch r := Role(s); r {
	case RoleUnknown, RoleUser, RoleAssistant, RoleSystem, RoleTool, RoleParticipant:
		return r, nil
	}
	return "", fieldErr("role", "unknown role (want user, assistant, system, tool or participant)")
}

// Status is the derived state of a claim.
type Status string

// Claim states (see ComputeClaimStates).
const (
	StatusActive     Status = "active"
	StatusSuperseded Status = "superseded"
	StatusDisputed   Status = "disputed"
	// StatusProposed and StatusRejected come from a claim's Lifecycle, not
	// from other claims: a proposal is a candidate conclusion nobody has
	// asserted yet, a rejected claim one that was considered and refused.
	StatusProposed Status = "proposed"
	StatusRejected Status = "rejected"
)

// Lifecycle is how a claim was written (schema v5). The zero value is an
// asserted claim, whose Status other claims decide (active, superseded,
// disputed); a proposed or rejected claim keeps that status and takes no
// part in supersession or disputes of asserted claims (ComputeClaimStates).
type Lifecycle string

// Claim lifecycles.
const (
	LifecycleAsserted Lifecycle = ""
	LifecycleProposed Lifecycle = "proposed"
	LifecycleRejected Lifecycle = "rejected"
)

// ParseLifecycle maps a string to a Lifecycle ("" and "asserted" are
// LifecycleAsserted); anything unknown is a *FieldError for field
// "lifecycle".
func ParseLifecycle(s string) (Lifecycle, error) {
	switch l := Lifecycle(s); l {
	case LifecycleAsserted, LifecycleProposed, LifecycleRejected:
		return l, nil
	case "asserted":
		return LifecycleAsserted, nil
	}
	return "", fieldErr("lifecycle", "unknown lifecycle (want asserted, proposed or rejected)")
}

// Options configure a Store. The zero value is usable.
type Options struct {
	// MaxContentBytes bounds one evidence's content (default 1<<20).
	MaxContentBytes int
	// Clock is the recorded_at source (default time.Now().UTC()).
	Clock func() time.Time
	// Synchronous is the SQLite synchronous level: "FULL" (default) or
	// "NORMAL". On PostgreSQL "NORMAL" means synchronous_commit=off (a crash
	// may lose the last acknowledged commits, never corrupt the ledger).
	Synchronous string
	// Shared opens a SQLite ledger as one of several openers that each
	// follow its journal (engine Options.Follow). Without it Open takes sole
	// ownership of the file and fails with ErrLocked while anyone else
	// holds it; a Shared Store beside such an owner is read-only (see
	// lock.go). PostgreSQL ledgers ignore it: they are always shared.
	Shared bool
	// Holder describes the opener in the lock file, for the error another
	// opener gets (default: the program's file name).
	Holder string
	// Keys turns on encryption at rest for a new ledger (crypt.go,
	// FORMAT.md "Encryption at rest") and is required to open one made
	// with it. nil: values are stored in the clear.
	Keys keyring.Provider

	// verifyOnly lets Backup and Restore open an encrypted snapshot
	// without keys to verify it structurally (crypt.go).
	verifyOnly bool
}

// ClaimInput is a structured claim asserted by an observation.
type ClaimInput struct {
	Subject, Predicate, Value string
	ValidFrom                 time.Time // zero: the evidence OccurredAt
	ValidTo                   time.Time // zero: open-ended; if set must be > ValidFrom
	Confidence                float64   // zero: 1.0; must be in (0,1]
	// Supersedes is a claim id ("cl_...") in the same namespace, or a
	// batch-local reference "@i.j" meaning claims[j] of observation i of the
	// same Append call (which must come earlier in the batch).
	Supersedes string
	// Multi marks a value of a multi-valued predicate (likes, pets,
	// hobbies): two Multi claims of one subject and predicate with
	// different values accumulate instead of disputing each other.
	Multi bool
	// Lifecycle writes the claim as proposed or rejected (zero: asserted).
	// A rejected claim that supersedes a proposed one rejects it.
	Lifecycle Lifecycle
}

// EntityInput names an entity mentioned by an observation.
type EntityInput struct {
	Name, Type string
	Aliases    []string
}

// RelationInput is an evidence-backed edge between entities named by
// Subject and Object; missing entities are created.
type RelationInput struct{ Subject, Relation, Object string }

// EvidenceInput is one observation to append.
type EvidenceInput struct {
	Namespace      string          // required, 1..200 bytes, no control chars
	Kind           Kind            // "" means KindTurn
	Content        string          // required, non-blank, valid UTF-8, <= MaxContentBytes
	Source         string          // required
	Speaker        string          // optional: who said it ("Maya"), <= 1024 bytes, no control chars
	Role           Role            // optional: user, assistant, system, tool, participant
	OccurredAt     time.Time       // required, year 1900..9999
	Metadata       json.RawMessage // optional JSON object, stored byte for byte
	IdempotencyKey string          // optional, unique per namespace
	Claims         []ClaimInput
	Entities       []EntityInput
	Relations      []RelationInput
	Principal      string // recorded in the journal entry
	// Extraction, when set, records that an extractor produced some of
	// Claims from Content (seed 000 Phase B); see extraction.go.
	Extraction *ExtractionInput
	// Links are explicit associative links from this evidence (links.go).
	Links []LinkInput
	// State is the evidence's affect, context and goal (state.go); nil: none.
	State *EvidenceState
	// Trust is the writer's trust level (trust.go); zero: TrustStandard.
	// Its claims carry it.
	Trust Trust
}

// Evidence is a stored observation, returned exactly as appended.
type Evidence struct {
	Seq            uint32 // dense doc id, never reused
	ID             string // "ev_" + 26 chars
	Namespace      string
	NamespaceID    uint32
	Kind           Kind
	Content        string
	SHA256         string // hex sha256 of Content
	Source         string
	Speaker        string
	Role           Role
	OccurredAt     time.Time // UTC, exact
	RecordedAt     time.Time // UTC, exact
	Metadata       json.RawMessage
	IdempotencyKey string
	Trust          Trust // the writer's trust level (schema v9; standard for rows before it)
}

// Claim is a stored claim plus its derived state.
type Claim struct {
	Seq         uint32
	ID          string // "cl_..."
	Namespace   string
	NamespaceID uint32
	Subject     string
	Predicate   string
	Value       string
	ValidFrom   time.Time
	ValidTo     time.Time // zero: open
	RecordedAt  time.Time
	Confidence  float64
	EvidenceIDs []string
	Supersedes  string
	Multi       bool // a value of a multi-valued predicate (ClaimInput.Multi)
	Lifecycle   Lifecycle
	Trust       Trust // the trust of the evidence it was written with (schema v9)
	// Derived by ComputeClaimStates.
	Status           Status
	EffectiveValidTo time.Time // zero: open
	SupersededBy     string
	ConflictsWith    []string
}

// AppendResult is the outcome for one EvidenceInput.
type AppendResult struct {
	Evidence  Evidence
	ClaimIDs  []string
	Duplicate bool   // idempotency replay: nothing was written
	Links     []Link // explicit links written from it (links.go)
}

// Entity is a named thing in a namespace.
type Entity struct {
	ID          string
	Namespace   string
	Name, Type  string
	Aliases     []string
	EvidenceIDs []string
}

// Relation is an evidence-backed edge between two entities (by name).
type Relation struct {
	ID, Namespace, Subject, Relation, Object string
	EvidenceIDs                              []string
}

// Derivation records that a producer derived something from evidence.
type Derivation struct {
	Namespace   string
	EvidenceID  string
	Producer    string // name@version
	Kind        string // "extractor", "encoder", "index"
	InputDigest string
	Output      string
	CreatedAt   time.Time
}

// PurgeRequest selects evidence of one namespace to purge. Exactly one of
// IDs, SourcePrefix or All must be set.
type PurgeRequest struct {
	Namespace    string
	IDs          []string
	SourcePrefix string
	All          bool
	Principal    string
}

// PurgeReceipt reports what a purge removed.
type PurgeReceipt struct {
	Evidence, Claims, Entities, Relations int
	Digests                               []string // sha256 of each purged evidence
	EvidenceSeqs, ClaimSeqs               []uint32 // for dropping index entries
	JournalSeq                            int64
}

// VerifyReport summarizes a successful Verify.
type VerifyReport struct {
	Evidence, Claims, JournalEntries int
	// Shredded counts evidence (included in Evidence) whose namespace's
	// data key was destroyed: an encrypted ledger restored from a backup
	// taken before a purge. Their content digests cannot be recomputed.
	Shredded int
}

// JournalEntry is one link of the hash-chained journal.
type JournalEntry struct {
	Seq                           int64
	At                            time.Time
	Op                            JournalOp
	Namespace, Principal          string
	Payload                       json.RawMessage // canonical JSON; Decode parses it
	PayloadDigest, PrevHash, Hash string
}

// Stats counts stored rows.
type Stats struct{ Namespaces, Evidence, Claims, Entities, JournalEntries int }
