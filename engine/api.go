package engine

import (
	"go.opentelemetry.io/otel/trace"

	"encoding/json"
	"log/slog"
	"time"

	"github.com/evicortex/evicortex/affect"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/keyring"
)

// Options configure an Engine. The zero value is usable.
type Options struct {
	// MaxContentBytes bounds one observation's content (default 1 MiB).
	MaxContentBytes int
	// Clock supplies recorded_at and the default Now (default: time.Now UTC).
	Clock func() time.Time
	// Estimator is the capsule token estimator (default fuse.DefaultEstimator()).
	Estimator fuse.Estimator
	// Fusion tunes rank fusion and packing (zero: documented defaults).
	Fusion fuse.Config
	// Encoder, when set, enables the semantic projection: SyncSemantic
	// embeds evidence with it and Recall adds a dense channel. The engine
	// does not close it. Native encoders live in dense/ort (build tag ort).
	Encoder dense.Encoder
	// Follow says other processes may write the same ledger: the engine
	// then indexes writes in journal order and catches its projections up
	// with the journal (see CatchUp). OpenPostgres sets it; set it when
	// several engines open one SQLite file. Without it Open owns the
	// SQLite file and is refused (ErrLocked) while another engine has it
	// open; a following engine beside such an owner is read-only (see
	// Storage in the package documentation).
	Follow bool
	// CacheDir is where the projections persist (persist.go). Zero: beside
	// a SQLite ledger opened without Follow (FILE.projections); nowhere for
	// PostgreSQL and for a following engine, whose projections are rebuilt
	// at every Open unless CacheDir names a directory of this process's
	// own. The ledger stays the only source of truth: the directory is a
	// cache, checked against the ledger at Open and rebuilt when in doubt.
	CacheDir string
	// InMemory keeps the projections in memory only, rebuilt from the
	// ledger at every Open (no CacheDir, no FILE.projections).
	InMemory bool
	// TracerProvider receives a span per write, recall, search and
	// maintenance call, with ids and counts but no content (tracing.go).
	// Nil: OpenTelemetry's global provider, a no-op unless the
	// application installs one.
	TracerProvider trace.TracerProvider
	// Logger receives what the engine does on its own, such as rebuilding
	// projection files it could not trust (default: slog.Default()).
	Logger *slog.Logger
	// Holder describes this process to other openers of a SQLite ledger,
	// in the error they get while it holds the file (default: the
	// program's file name; the CLI says e.g. "evicortex serve").
	Holder string
	// CheckpointAfter and CheckpointInterval checkpoint persisted
	// projections in the background while the engine runs, so that after
	// a crash Open replays only the journal since the last checkpoint: one
	// starts once CheckpointAfter evidence (default 100,000), or half the
	// evidence the last checkpoint held if more, were indexed since the
	// last, or CheckpointInterval (default 10 minutes) after the last when
	// anything was indexed since. Negative turns either off.
	// Writers wait only for the postings' part of a checkpoint; recalls
	// never wait (see checkpointer.go).
	CheckpointAfter    int
	CheckpointInterval time.Duration
	// RefreshInterval tunes a following engine. Zero (the default) checks
	// the journal head (one indexed query) before each Recall, Claims and
	// SyncSemantic and catches up when behind, so a recall sees every write
	// acknowledged to any process before it started. A positive interval
	// instead catches up in the background at that period and skips the
	// per-read check: cheaper reads that may miss up to one interval of
	// other processes' writes (this engine's own writes are always seen).
	RefreshInterval time.Duration
	// AffectLexicon, when set, derives the affect of observations that
	// give none (package affect); nil: none is derived.
	AffectLexicon *affect.Lexicon
	// StateProfiles adds or replaces the activation weight profiles a
	// RecallState's Mode names (DefaultStateProfiles).
	StateProfiles map[string]StateWeights
	// EncryptionKeyFile turns on encryption at rest for a new ledger and is
	// required to open one made with it: a key-encryption key written by
	// keyring.GenerateKeyFile (`evicortex keygen`), whose keystore
	// (FILE.keys) holds the namespaces' data keys. See crypt.go.
	EncryptionKeyFile string
	// Keys is a key provider to use instead of EncryptionKeyFile (a KMS);
	// the caller keeps ownership of it.
	Keys keyring.Provider
}

// ClaimInput is a structured claim supplied with an observation.
type ClaimInput struct {
	Subject    string    `json:"subject"`
	Predicate  string    `json:"predicate"`
	Value      string    `json:"value"`
	ValidFrom  time.Time `json:"valid_from,omitzero"`  // zero: the observation's OccurredAt
	ValidTo    time.Time `json:"valid_to,omitzero"`    // zero: open-ended
	Confidence float64   `json:"confidence,omitempty"` // zero: 1.0
	Supersedes string    `json:"supersedes,omitempty"` // claim id in the same namespace
	// MultiValued marks a value of a multi-valued predicate (likes, pets,
	// hobbies): such values accumulate instead of disputing each other.
	MultiValued bool `json:"multi_valued,omitempty"`
	// Lifecycle writes the claim as "proposed" or "rejected" ("" or
	// "asserted": an asserted claim); see ledger.Lifecycle.
	Lifecycle string `json:"lifecycle,omitempty"`
}

// EntityInput names an entity mentioned by an observation.
type EntityInput struct {
	Name    string   `json:"name"`
	Type    string   `json:"type,omitempty"`
	Aliases []string `json:"aliases,omitempty"`
}

// RelationInput is an evidence-backed edge between two entities (by name).
type RelationInput struct {
	Subject  string `json:"subject"`
	Relation string `json:"relation"`
	Object   string `json:"object"`
}

// Observation is one piece of evidence to remember.
type Observation struct {
	Namespace      string          `json:"namespace"`
	Kind           string          `json:"kind,omitempty"` // turn (default), document, tool_result, fact, event
	Content        string          `json:"content"`
	Source         string          `json:"source"`
	Speaker        string          `json:"speaker,omitempty"`    // who said it ("Maya"), optional
	Role           string          `json:"role,omitempty"`       // user, assistant, system, tool or participant; "" unknown
	OccurredAt     time.Time       `json:"occurred_at,omitzero"` // zero: now
	Metadata       json.RawMessage `json:"metadata,omitempty"`   // a JSON object
	IdempotencyKey string          `json:"idempotency_key,omitempty"`
	Claims         []ClaimInput    `json:"claims,omitempty"`
	Entities       []EntityInput   `json:"entities,omitempty"`
	Relations      []RelationInput `json:"relations,omitempty"`
	// Links are explicit associative links from this observation (links.go).
	Links []LinkInput `json:"links,omitempty"`
	// Affect, Context and Goal are the observation's state (seed 002,
	// state.go); without Affect, Options.AffectLexicon derives one.
	Affect  *Affect  `json:"affect,omitempty"`
	Context *Context `json:"context,omitempty"`
	Goal    string   `json:"goal,omitempty"`
}

// Receipt acknowledges a durable write.
type Receipt struct {
	ID        string   `json:"id"`
	SHA256    string   `json:"sha256"`
	ClaimIDs  []string `json:"claim_ids"`
	Duplicate bool     `json:"duplicate,omitempty"` // idempotency key replay
}

// Query asks for a memory capsule.
type Query struct {
	Namespace    string
	Text         string
	BudgetTokens int
	Now          time.Time // reference time for relative phrases (zero: Clock())
	AsOf         time.Time // valid time: what was true then (zero: from the query / now)
	KnownAt      time.Time // transaction time: only what was recorded by then (zero: everything)
	Filters      Filters   // narrow the evidence recalled, before ranking (filters.go)
	Limit        int       // at most this many items (0: as many as fit the budget)
	// MemoryMode selects what the capsule admits (modes.go); zero: the
	// behaviour from before modes existed.
	MemoryMode MemoryMode
	// Attention foregrounds or inhibits candidates (modes.go); nil: none.
	Attention *Attention
	// State makes the recall state-dependent (state.go); nil: none, and
	// the capsule is the one from before states existed.
	State *RecallState
	// Stages, when not nil, receives the wall time of the recall's stages
	// (parse, filter, each channel, the query's encoding, fusion, packing,
	// total), filled in place; nil: no clock is read. It never changes the
	// capsule. Search ignores it.
	Stages *RecallStages
}

// PurgeRequest selects evidence to purge in one namespace: by ids, by
// source prefix, or all of it. Exactly one selector must be set.
type PurgeRequest struct {
	Namespace    string
	IDs          []string
	SourcePrefix string
	All          bool
}

// PurgeReceipt reports what a purge removed.
type PurgeReceipt struct {
	Evidence int      `json:"evidence"`
	Claims   int      `json:"claims"`
	Entities int      `json:"entities"`
	Digests  []string `json:"digests"`
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

// VerifyReport summarizes a successful Verify.
type VerifyReport struct {
	Evidence       int `json:"evidence"`
	Claims         int `json:"claims"`
	JournalEntries int `json:"journal_entries"`
	// NamespacesOutsideGrammar counts stored namespace names that do not
	// follow the grammar (ledger.CheckNamespace): written by an older
	// version, refused by every call but Purge. They are not corruption;
	// Engine.NamespacesOutsideGrammar lists them.
	NamespacesOutsideGrammar int `json:"namespaces_outside_grammar"`
	// Shredded counts evidence of an encrypted ledger whose namespace's
	// data key was destroyed by a purge (a ledger restored from an older
	// backup): present and journaled, unreadable, digests not recomputable.
	Shredded int `json:"shredded,omitempty"`
}
