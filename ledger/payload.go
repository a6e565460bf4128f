package ledger

import (
	"bytes"
	"encoding/json"
)

// JournalOp names what a journal entry records. The word is stored in the
// journal's op column and hashed into the chain (FORMAT.md).
type JournalOp string

// Journal operations, each with its payload type.
const (
	OpAppend  JournalOp = "append"  // an Append batch: *AppendPayload
	OpPurge   JournalOp = "purge"   // a Purge: *PurgePayload
	OpDerive  JournalOp = "derive"  // a RecordDerivation: *DerivePayload
	OpVectors JournalOp = "vectors" // a PutVectors or DropVectors: *VectorsPayload
	// OpFeedback is an AppendFeedback: *FeedbackPayload (feedback.go).
	OpFeedback JournalOp = "feedback"
	// OpMaintain is an ApplyMaintenance batch (or an applied proposal's
	// effect): *MaintainPayload (maintenance.go).
	OpMaintain JournalOp = "maintain"
	// OpProposal is a ResolveProposal decision: *ProposalPayload.
	OpProposal JournalOp = "proposal"
	// OpMaintenancePass closes a maintenance pass: *PassPayload.
	OpMaintenancePass JournalOp = "maintenance_pass"
)

// JournalPayload is a decoded journal payload: *AppendPayload,
// *PurgePayload, *DerivePayload or *VectorsPayload. The envelope every
// payload also carries (at, namespace, principal) is left out: it equals
// the entry's columns. Payloads hold ids and digests, never content, and
// times as canonical text (fmtTime).
type JournalPayload interface {
	Op() JournalOp
}

// AppendPayload is what an Append batch journals: each evidence it wrote
// (idempotent replays are not journaled).
type AppendPayload struct {
	Evidence []AppendedEvidence `json:"evidence"`
}

// AppendedEvidence is one evidence of an append entry. Fields are declared
// in bytewise-sorted JSON key order, so encoding/json emits canonical JSON
// without going through a map (Verify re-checks canonicity).
type AppendedEvidence struct {
	Claims           []IDDigest  `json:"claims"`                      // claims written with it, with their digests (claimDigest)
	ExtractionSHA256 string      `json:"extraction_sha256,omitempty"` // the extractor run's record (extraction.go)
	ID               string      `json:"id"`
	IdempotencyKey   string      `json:"idempotency_key,omitempty"`
	Kind             string      `json:"kind"`
	Links            []LinkEntry `json:"links,omitempty"` // explicit links written with it (v7)
	MetadataSHA256   string      `json:"metadata_sha256,omitempty"`
	Namespace        string      `json:"namespace"`
	OccurredAt       string      `json:"occurred_at"`
	Principal        string      `json:"principal"`
	RecordedAt       string      `json:"recorded_at"`
	Role             string      `json:"role,omitempty"`
	SHA256           string      `json:"sha256"` // of the content
	Source           string      `json:"source"`
	Speaker          string      `json:"speaker,omitempty"`
	StateSHA256      string      `json:"state_sha256,omitempty"` // its affect/context/goal record (v8, state.go)
}

// IDDigest is a row id with a hex sha256: of an evidence's content, of a
// claim's asserted fields, or of a vector blob.
type IDDigest struct {
	ID     string `json:"id"`
	SHA256 string `json:"sha256"`
}

// PurgePayload is what a Purge journals: a tombstone of ids and digests.
type PurgePayload struct {
	Selector string     `json:"selector"` // "ids", "source_prefix" or "all"
	Evidence []IDDigest `json:"evidence"` // the purged evidence and their content digests
	Claims   []string   `json:"claims"`   // deleted claim ids
	// Unlinked are surviving claims whose supersedes pointed at a deleted
	// claim and was cleared, with their new digest; nil (JSON null) when
	// there are none.
	Unlinked  []IDDigest `json:"unlinked"`
	Entities  []string   `json:"entities"`  // deleted entity ids
	Relations []string   `json:"relations"` // deleted relation ids
	// Feedback are the deleted feedback records (ids) that named purged
	// evidence; left out when none, so earlier payloads are unchanged.
	Feedback []string `json:"feedback,omitempty"`
	// Links are the deleted explicit links (ids) from or to purged
	// evidence; left out when none.
	Links []string `json:"links,omitempty"`
	// Summaries are the summaries (ids) dropped because a child was
	// purged; left out when none.
	Summaries []string `json:"summaries,omitempty"`
}

// DerivePayload is what RecordDerivation journals (a digest of the output,
// not the output).
type DerivePayload struct {
	EvidenceID   string `json:"evidence_id"`
	Producer     string `json:"producer"`
	Kind         string `json:"kind"`
	InputDigest  string `json:"input_digest"`
	OutputSHA256 string `json:"output_sha256"`
	CreatedAt    string `json:"created_at"`
}

// VectorsPayload is what PutVectors (Dims and Vectors set) or DropVectors
// (Dropped set) journals for one profile of one namespace.
type VectorsPayload struct {
	Profile string     `json:"profile"`
	Dims    int        `json:"dims,omitempty"`
	Vectors []IDDigest `json:"vectors,omitempty"` // evidence ids and the sha256 of each vector blob
	Dropped int64      `json:"dropped,omitempty"`
}

func (*AppendPayload) Op() JournalOp  { return OpAppend }
func (*PurgePayload) Op() JournalOp   { return OpPurge }
func (*DerivePayload) Op() JournalOp  { return OpDerive }
func (*VectorsPayload) Op() JournalOp { return OpVectors }

// Decode parses the entry's payload into the type its Op names. An unknown
// op or a payload that does not parse gives an error wrapping ErrCorrupt.
func (e JournalEntry) Decode() (JournalPayload, error) {
	var p JournalPayload
	switch e.Op {
	case OpAppend:
		p = new(AppendPayload)
	case OpPurge:
		p = new(PurgePayload)
	case OpDerive:
		p = new(DerivePayload)
	case OpVectors:
		p = new(VectorsPayload)
	case OpFeedback:
		p = new(FeedbackPayload)
	case OpMaintain:
		p = new(MaintainPayload)
	case OpProposal:
		p = new(ProposalPayload)
	case OpMaintenancePass:
		p = new(PassPayload)
	default:
		return nil, corruptf("journal %d: unknown op %q", e.Seq, e.Op)
	}
	if err := json.Unmarshal(e.Payload, p); err != nil {
		return nil, corruptf("journal %d: %s payload: %w", e.Seq, e.Op, err)
	}
	return p, nil
}

// encodePayload returns the canonical JSON of p with the envelope merged
// in (FORMAT.md).
func encodePayload(env journalEnvelope, p JournalPayload) ([]byte, error) {
	if a, ok := p.(*AppendPayload); ok {
		// The write path's entry: its keys in this order are sorted, so one
		// encoding pass gives the canonical form.
		return json.Marshal(struct {
			At        string             `json:"at"`
			Evidence  []AppendedEvidence `json:"evidence"`
			Namespace string             `json:"namespace"`
			Principal string             `json:"principal"`
		}{env.At, a.Evidence, env.Namespace, env.Principal})
	}
	b, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var body map[string]any
	if err := d.Decode(&body); err != nil {
		return nil, err
	}
	body["at"], body["namespace"], body["principal"] = env.At, env.Namespace, env.Principal
	return json.Marshal(body)
}
