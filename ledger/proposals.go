package ledger

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// ProposalKind names a higher-risk maintenance action that waits for an
// admin's decision instead of committing directly.
type ProposalKind string

// Proposal kinds.
const (
	// ProposalMergeDuplicate: link EvidenceID as a duplicate of
	// CanonicalID (a near-duplicate below the automatic threshold).
	// Payload: MergeDuplicatePayload.
	ProposalMergeDuplicate ProposalKind = "merge_duplicate"
)

// ProposalState is a proposal's lifecycle.
type ProposalState string

// Proposal states.
const (
	ProposalPending  ProposalState = "pending"
	ProposalApplied  ProposalState = "applied"
	ProposalRejected ProposalState = "rejected"
)

// MergeDuplicatePayload is a merge_duplicate proposal's payload: ids and a
// similarity, never content.
type MergeDuplicatePayload struct {
	CanonicalID string  `json:"canonical_id"`
	EvidenceID  string  `json:"evidence_id"`
	Measure     string  `json:"measure"`
	Similarity  float64 `json:"similarity"`
}

// ProposalInput is a proposal to open. EvidenceIDs are the evidence it
// concerns (a purge of any of them deletes it).
type ProposalInput struct {
	Kind        ProposalKind
	Payload     json.RawMessage
	EvidenceIDs []string
}

// Proposal is a stored proposal.
type Proposal struct {
	Seq         int64
	ID          string // "pr_" + 26 chars
	Namespace   string
	Kind        ProposalKind
	Payload     json.RawMessage
	State       ProposalState
	ResolvedBy  string
	CreatedAt   time.Time
	ResolvedAt  time.Time // zero while pending
	EvidenceIDs []string
}

// ProposalPayload is what ResolveProposal journals.
type ProposalPayload struct {
	ID    string `json:"id"`
	State string `json:"state"`
}

func (*ProposalPayload) Op() JournalOp { return OpProposal }

func validateProposal(p ProposalInput, f string) error {
	if p.Kind != ProposalMergeDuplicate {
		return fieldErr(f+"kind", "unknown kind (want merge_duplicate)")
	}
	var m MergeDuplicatePayload
	if err := json.Unmarshal(p.Payload, &m); err != nil {
		return fieldErr(f+"payload", "not a merge_duplicate payload: "+err.Error())
	}
	if !validID(m.EvidenceID, "ev_") || !validID(m.CanonicalID, "ev_") || m.EvidenceID == m.CanonicalID {
		return fieldErr(f+"payload", "evidence_id and canonical_id must be two evidence ids")
	}
	if len(p.EvidenceIDs) == 0 {
		return fieldErr(f+"evidence_ids", "required")
	}
	return nil
}

// openProposal inserts a pending proposal inside tx and returns its id.
func (s *Store) openProposal(ctx context.Context, tx *sql.Tx, nsID uint32, now time.Time, p ProposalInput) (string, error) {
	id := s.ids.next("pr_", now)
	var seq int64
	err := tx.QueryRowContext(ctx, `INSERT INTO proposals (id, ns_id, kind, payload, state, created_at)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING seq`, id, nsID, string(p.Kind), string(p.Payload),
		string(ProposalPending), fmtTime(now)).Scan(&seq)
	if err != nil {
		return "", fmt.Errorf("insert proposal: %w", err)
	}
	for _, evID := range p.EvidenceIDs {
		evSeq, err := evidenceSeq(ctx, tx, nsID, evID)
		if err != nil {
			return "", err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO proposal_evidence (proposal_seq, evidence_seq) VALUES (?, ?)
			ON CONFLICT DO NOTHING`, seq, evSeq); err != nil {
			return "", fmt.Errorf("insert proposal evidence: %w", err)
		}
	}
	return id, nil
}

// ListProposals returns the namespace's proposals ("": every namespace's)
// in the state given ("": any), oldest first.
func (s *Store) ListProposals(ctx context.Context, namespace string, state ProposalState) ([]Proposal, error) {
	ledgerhook.Enter(ctx, "ListProposals")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	q := `SELECT p.seq, p.id, n.name, p.kind, p.payload, p.state, p.resolved_by, p.created_at, p.resolved_at, e.id
		FROM proposals p JOIN namespaces n ON n.id = p.ns_id
		JOIN proposal_evidence x ON x.proposal_seq = p.seq JOIN evidence e ON e.seq = x.evidence_seq WHERE 1 = 1`
	var args []any
	if namespace != "" {
		q += ` AND n.name = ?`
		args = append(args, namespace)
	}
	if state != "" {
		q += ` AND p.state = ?`
		args = append(args, string(state))
	}
	rows, err := s.rdb.QueryContext(ctx, q+` ORDER BY p.seq, e.seq`, args...)
	if err != nil {
		return nil, fmt.Errorf("list proposals: %w", err)
	}
	defer rows.Close()
	var out []Proposal
	for rows.Next() {
		var p Proposal
		var kind, payload, st, created, resolved, ev string
		if err := rows.Scan(&p.Seq, &p.ID, &p.Namespace, &kind, &payload, &st, &p.ResolvedBy, &created, &resolved, &ev); err != nil {
			return nil, fmt.Errorf("list proposals: %w", err)
		}
		if n := len(out); n > 0 && out[n-1].Seq == p.Seq {
			out[n-1].EvidenceIDs = append(out[n-1].EvidenceIDs, ev)
			continue
		}
		p.Kind, p.Payload, p.State, p.EvidenceIDs = ProposalKind(kind), json.RawMessage(payload), ProposalState(st), []string{ev}
		if p.CreatedAt, err = parseTime(created); err != nil {
			return nil, fmt.Errorf("proposal %s: %w", p.ID, err)
		}
		if resolved != "" {
			if p.ResolvedAt, err = parseTime(resolved); err != nil {
				return nil, fmt.Errorf("proposal %s: %w", p.ID, err)
			}
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// ResolveInput applies or rejects one pending proposal.
type ResolveInput struct {
	ID        string
	Decision  ProposalState // ProposalApplied or ProposalRejected
	Principal string        // who decided (resolved_by)
}

// ResolveProposal applies or rejects a pending proposal and journals the
// decision, atomically. An unknown id gives ErrNotFound, a proposal that
// is not pending ErrResolved; neither writes anything.
func (s *Store) ResolveProposal(ctx context.Context, in ResolveInput) (Proposal, error) {
	ledgerhook.Enter(ctx, "ResolveProposal")
	if err := s.checkOpen(); err != nil {
		return Proposal{}, err
	}
	if in.Decision != ProposalApplied && in.Decision != ProposalRejected {
		return Proposal{}, fieldErr("decision", "must be applied or rejected")
	}
	if !validID(in.ID, "pr_") {
		return Proposal{}, fieldErr("id", "not a proposal id")
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return Proposal{}, fmt.Errorf("resolve proposal: %w", err)
	}
	defer tx.Rollback()
	var p Proposal
	var kind, payload, st, ns string
	var nsID uint32
	err = tx.QueryRowContext(ctx, `SELECT p.seq, p.id, n.name, n.id, p.kind, p.payload, p.state FROM proposals p
		JOIN namespaces n ON n.id = p.ns_id WHERE p.id = ?`, in.ID).Scan(&p.Seq, &p.ID, &ns, &nsID, &kind, &payload, &st)
	if errors.Is(err, sql.ErrNoRows) {
		return Proposal{}, fmt.Errorf("resolve proposal %s: %w", in.ID, ErrNotFound)
	}
	if err != nil {
		return Proposal{}, fmt.Errorf("resolve proposal: %w", err)
	}
	if ProposalState(st) != ProposalPending {
		return Proposal{}, fmt.Errorf("resolve proposal %s (%s): %w", in.ID, st, ErrResolved)
	}
	now := s.opts.Clock().UTC()
	p.Namespace, p.Kind, p.Payload, p.State, p.ResolvedBy, p.ResolvedAt = ns, ProposalKind(kind), json.RawMessage(payload), in.Decision, in.Principal, now
	if in.Decision == ProposalApplied {
		if err := s.applyProposal(ctx, tx, nsID, ns, now, p); err != nil {
			return Proposal{}, err
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE proposals SET state = ?, resolved_by = ?, resolved_at = ? WHERE seq = ?`,
		string(in.Decision), in.Principal, fmtTime(now), p.Seq); err != nil {
		return Proposal{}, fmt.Errorf("resolve proposal: %w", err)
	}
	if _, err := writeJournal(ctx, tx, now, ns, in.Principal, &ProposalPayload{ID: p.ID, State: string(in.Decision)}); err != nil {
		return Proposal{}, err
	}
	if err := tx.Commit(); err != nil {
		return Proposal{}, fmt.Errorf("resolve proposal: commit: %w", err)
	}
	return p, nil
}

// applyProposal carries out an applied proposal inside tx; its effect is
// journaled as a maintain entry, as if a pass had written it.
func (s *Store) applyProposal(ctx context.Context, tx *sql.Tx, nsID uint32, ns string, now time.Time, p Proposal) error {
	var m MergeDuplicatePayload
	if err := json.Unmarshal(p.Payload, &m); err != nil {
		return corruptf("proposal %s: payload: %w", p.ID, err)
	}
	mt := &maintTx{s: s, tx: tx, now: now, ns: ns, nsID: nsID}
	d := DuplicateLink{EvidenceID: m.EvidenceID, CanonicalID: m.CanonicalID, Measure: m.Measure, Similarity: m.Similarity}
	if err := mt.writeDuplicate(ctx, d); err != nil {
		return fmt.Errorf("apply proposal %s: %w", p.ID, err)
	}
	if _, err := writeJournal(ctx, tx, now, ns, p.ResolvedBy, &mt.body); err != nil {
		return err
	}
	return nil
}
