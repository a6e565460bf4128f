package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// FeedbackOutcome is what an agent did with one capsule item.
type FeedbackOutcome string

// Feedback outcomes (seeds 001, 002): retrieved-but-unmentioned items are
// neutral and not recorded.
const (
	OutcomeUsed      FeedbackOutcome = "used"
	OutcomeCorrected FeedbackOutcome = "corrected"
	OutcomeIgnored   FeedbackOutcome = "ignored"
)

// FeedbackItem is one capsule item a feedback names: its item id (claim id
// or evidence id), the outcome, and the evidence it rests on (the episode
// or span's turns, the claim's evidence), by which a purge finds it.
type FeedbackItem struct {
	ItemID      string
	Outcome     FeedbackOutcome
	EvidenceIDs []string
}

// FeedbackInput is one retrieval-outcome feedback against a capsule. The
// caller (engine) has checked that every item was in the capsule; the
// ledger checks that every evidence id is in the namespace.
type FeedbackInput struct {
	Namespace string
	CapsuleID string
	Revision  int64 // the journal head the capsule was compiled at
	Items     []FeedbackItem
	Principal string
}

// Feedback is a stored feedback record.
type Feedback struct {
	Seq        int64
	ID         string // "fb_" + 26 chars
	Namespace  string
	CapsuleID  string
	Revision   int64
	RecordedAt time.Time
	Principal  string
	Items      []FeedbackItem
}

// FeedbackPayload is what AppendFeedback journals (ids only, keys in
// sorted order).
type FeedbackPayload struct {
	CapsuleID string              `json:"capsule_id"`
	ID        string              `json:"id"`
	Items     []FeedbackItemEntry `json:"items"`
	Revision  int64               `json:"revision"`
}

// FeedbackItemEntry is one item of a feedback journal entry.
type FeedbackItemEntry struct {
	Evidence []string `json:"evidence"`
	ID       string   `json:"id"`
	Outcome  string   `json:"outcome"`
}

func (*FeedbackPayload) Op() JournalOp { return OpFeedback }

// maxFeedbackItems bounds one feedback (a capsule holds far fewer items).
const maxFeedbackItems = 1000

func validateFeedback(in *FeedbackInput) error {
	if err := checkNamespace(in.Namespace); err != nil {
		return fieldErr("namespace", err.Error())
	}
	if r := checkText(in.CapsuleID, maxName); r != "" {
		return fieldErr("capsule_id", r)
	}
	if in.Revision < 0 {
		return fieldErr("revision", "must not be negative")
	}
	if len(in.Items) == 0 || len(in.Items) > maxFeedbackItems {
		return fieldErr("items", fmt.Sprintf("must name 1..%d items", maxFeedbackItems))
	}
	seen := make(map[string]bool, len(in.Items))
	for i, it := range in.Items {
		f := "items[" + strconv.Itoa(i) + "]."
		switch it.Outcome {
		case OutcomeUsed, OutcomeCorrected, OutcomeIgnored:
		default:
			return fieldErr(f+"outcome", "unknown outcome (want used, corrected or ignored)")
		}
		if r := checkText(it.ItemID, maxName); r != "" {
			return fieldErr(f+"item_id", r)
		}
		if seen[it.ItemID] {
			return fieldErr(f+"item_id", fmt.Sprintf("item %s named twice", it.ItemID))
		}
		seen[it.ItemID] = true
		if len(it.EvidenceIDs) == 0 {
			return fieldErr(f+"evidence_ids", "required")
		}
	}
	return nil
}

// AppendFeedback stores one feedback and journals it, atomically. An
// evidence id not in the namespace (purged meanwhile, or never there)
// fails with ErrNotFound and writes nothing.
func (s *Store) AppendFeedback(ctx context.Context, in FeedbackInput) (Feedback, error) {
	ledgerhook.Enter(ctx, "AppendFeedback")
	if err := s.checkOpen(); err != nil {
		return Feedback{}, err
	}
	if err := validateFeedback(&in); err != nil {
		return Feedback{}, err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return Feedback{}, fmt.Errorf("feedback: %w", err)
	}
	defer tx.Rollback()
	now := s.opts.Clock().UTC()
	var nsID int64
	err = tx.QueryRowContext(ctx, `SELECT id FROM namespaces WHERE name = ?`, in.Namespace).Scan(&nsID)
	if errors.Is(err, sql.ErrNoRows) {
		return Feedback{}, fmt.Errorf("feedback: namespace %q: %w", in.Namespace, ErrNotFound)
	}
	if err != nil {
		return Feedback{}, fmt.Errorf("feedback: namespace: %w", err)
	}
	fb := Feedback{ID: s.ids.next("fb_", now), Namespace: in.Namespace, CapsuleID: in.CapsuleID,
		Revision: in.Revision, RecordedAt: now, Principal: in.Principal, Items: in.Items}
	// Capsule ids carry the query's analyzed terms: sealed in the row and
	// in the journal payload of an encrypted ledger (crypt.go).
	capsule, err := s.cr.seal(ctx, uint32(nsID), in.Namespace, "feedback.capsule_id", fb.ID, in.CapsuleID)
	if err != nil {
		return Feedback{}, err
	}
	row := tx.QueryRowContext(ctx, `INSERT INTO feedback (id, ns_id, capsule_id, revision, recorded_at, principal)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING seq`, fb.ID, nsID, capsule, in.Revision, fmtTime(now), in.Principal)
	if err := row.Scan(&fb.Seq); err != nil {
		return Feedback{}, fmt.Errorf("feedback: insert: %w", err)
	}
	entries := make([]FeedbackItemEntry, len(in.Items))
	for i, it := range in.Items {
		for _, evID := range it.EvidenceIDs {
			var evSeq int64
			err := tx.QueryRowContext(ctx, `SELECT seq FROM evidence WHERE id = ? AND ns_id = ?`, evID, nsID).Scan(&evSeq)
			if errors.Is(err, sql.ErrNoRows) {
				return Feedback{}, fmt.Errorf("feedback: items[%d]: evidence %s in namespace %q: %w", i, evID, in.Namespace, ErrNotFound)
			}
			if err != nil {
				return Feedback{}, fmt.Errorf("feedback: evidence: %w", err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO feedback_items (feedback_seq, ord, item_id, outcome, evidence_seq)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, fb.Seq, i, it.ItemID, string(it.Outcome), evSeq); err != nil {
				return Feedback{}, fmt.Errorf("feedback: item: %w", err)
			}
		}
		entries[i] = FeedbackItemEntry{Evidence: it.EvidenceIDs, ID: it.ItemID, Outcome: string(it.Outcome)}
	}
	body := &FeedbackPayload{CapsuleID: capsule, ID: fb.ID, Items: entries, Revision: in.Revision}
	if _, err := writeJournal(ctx, tx, now, in.Namespace, in.Principal, body); err != nil {
		return Feedback{}, err
	}
	if err := tx.Commit(); err != nil {
		return Feedback{}, fmt.Errorf("feedback: commit: %w", classify(err))
	}
	return fb, nil
}

// ScanFeedback calls fn with every stored feedback of the namespace ("":
// of every namespace), in the order it was written, items in their order.
func (s *Store) ScanFeedback(ctx context.Context, namespace string, fn func(Feedback) error) error {
	ledgerhook.Enter(ctx, "ScanFeedback")
	q := `SELECT f.seq, f.id, n.name, f.capsule_id, f.revision, f.recorded_at, f.principal,
		i.ord, i.item_id, i.outcome, e.id
		FROM feedback f JOIN namespaces n ON n.id = f.ns_id
		JOIN feedback_items i ON i.feedback_seq = f.seq JOIN evidence e ON e.seq = i.evidence_seq`
	var args []any
	if namespace != "" {
		q += ` WHERE n.name = ?`
		args = append(args, namespace)
	}
	q += ` ORDER BY f.seq, i.ord, e.seq`
	if err := s.checkOpen(); err != nil {
		return err
	}
	rows, err := s.rdb.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("scan feedback: %w", err)
	}
	defer rows.Close()
	var cur *Feedback
	lastOrd := int64(-1)
	each := func(rows *sql.Rows) error {
		var fb Feedback
		var rec, itemID, outcome, evID string
		var ord int64
		if err := rows.Scan(&fb.Seq, &fb.ID, &fb.Namespace, &fb.CapsuleID, &fb.Revision, &rec, &fb.Principal,
			&ord, &itemID, &outcome, &evID); err != nil {
			return fmt.Errorf("scan feedback: %w", err)
		}
		if cur != nil && cur.Seq != fb.Seq {
			if err := fn(*cur); err != nil {
				return err
			}
			cur = nil
		}
		if cur == nil {
			t, err := parseTime(rec)
			if err != nil {
				return fmt.Errorf("feedback %s: %w", fb.ID, err)
			}
			capsule, err := s.cr.openStr(ctx, "feedback.capsule_id", fb.ID, fb.CapsuleID)
			if keep, err := s.cr.keep(err); !keep {
				return err // nil for a destroyed key: the record is skipped below
			}
			fb.CapsuleID = capsule
			fb.RecordedAt = t
			cur, lastOrd = &fb, -1
		}
		if ord != lastOrd {
			cur.Items = append(cur.Items, FeedbackItem{ItemID: itemID, Outcome: FeedbackOutcome(outcome)})
			lastOrd = ord
		}
		it := &cur.Items[len(cur.Items)-1]
		it.EvidenceIDs = append(it.EvidenceIDs, evID)
		return nil
	}
	for rows.Next() {
		if err := each(rows); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("scan feedback: %w", err)
	}
	if cur != nil {
		return fn(*cur)
	}
	return nil
}

// deleteFeedback deletes every feedback that names purged evidence (the
// whole record, so no feedback keeps a purged id), before the evidence.
func (p *purgeTx) deleteFeedback(ctx context.Context) error {
	rows, err := p.tx.QueryContext(ctx, `SELECT DISTINCT f.seq, f.id FROM feedback f JOIN feedback_items i ON i.feedback_seq = f.seq
		WHERE i.evidence_seq IN (SELECT seq FROM purge_ev) ORDER BY f.seq`)
	if err != nil {
		return fmt.Errorf("purge: feedback: %w", err)
	}
	var seqs []int64
	for rows.Next() {
		var seq int64
		var id string
		if err := rows.Scan(&seq, &id); err != nil {
			rows.Close()
			return fmt.Errorf("purge: feedback: %w", err)
		}
		seqs, p.feedbackIDs = append(seqs, seq), append(p.feedbackIDs, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("purge: feedback: %w", err)
	}
	for _, seq := range seqs {
		if _, err := p.tx.ExecContext(ctx, `DELETE FROM feedback_items WHERE feedback_seq = ?`, seq); err != nil {
			return fmt.Errorf("purge: feedback items: %w", err)
		}
		if _, err := p.tx.ExecContext(ctx, `DELETE FROM feedback WHERE seq = ?`, seq); err != nil {
			return fmt.Errorf("purge: feedback: %w", err)
		}
	}
	return nil
}
