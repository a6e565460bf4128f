package ledger

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
	"github.com/evicortex/evicortex/internal/summarytext"
)

// Tier is how present an evidence or claim is to operational recall
// (seed 001's decay and archive tiers). Nothing is deleted by a tier.
type Tier string

// Tiers.
const (
	TierHot     Tier = "hot"
	TierWarm    Tier = "warm"
	TierArchive Tier = "archive"
)

// SummarySpan ties sentence i of a summary's text to the byte range
// [Start, End) of the content of child Child (an index into Children).
type SummarySpan struct {
	Child int `json:"child"`
	Start int `json:"start"`
	End   int `json:"end"`
}

// Summary is a derived record over child evidence: an extractive summary
// whose sentences are the children's own words (Spans), with its
// derivation provenance. It is a function of its children: a purge of any
// child drops it (the next maintenance pass writes it anew without that
// child).
type Summary struct {
	Seq         int64
	ID          string // "sm_" + 26 chars
	Namespace   string
	Scope       string   // what it summarizes: "session#chunk", or "period:YYYY-MM#group"
	Text        string   // user text: sealed in an encrypted ledger
	Children    []string // evidence ids, in order
	Spans       []SummarySpan
	Producer    string
	Version     string
	InputDigest string // sha256 over the children's ids and content digests
	CreatedAt   time.Time
}

// SummaryInput is a summary to write.
type SummaryInput struct {
	Scope       string
	Text        string
	Children    []string
	Spans       []SummarySpan
	Producer    string
	Version     string
	InputDigest string
}

// DuplicateLink says evidence EvidenceID holds the same (or nearly the
// same) content as CanonicalID.
type DuplicateLink struct {
	EvidenceID  string
	CanonicalID string
	Measure     string // "exact" or "shingle_jaccard"
	Similarity  float64
	RecordedAt  time.Time
}

// TierMark is the tier of one evidence or claim (ItemID: "ev_..." or
// "cl_...").
type TierMark struct {
	ItemID     string
	Tier       Tier
	Reason     string
	RecordedAt time.Time
}

// MaintenanceBatch is a set of low-risk maintenance actions for one
// namespace that ApplyMaintenance writes in one transaction with one
// journal entry. Every field may be empty.
type MaintenanceBatch struct {
	Namespace     string
	Principal     string
	DropSummaries []string // summary ids to drop (before Summaries are written)
	Summaries     []SummaryInput
	Duplicates    []DuplicateLink // RecordedAt is set by the ledger
	Tiers         []TierMark      // RecordedAt is set by the ledger
	Proposals     []ProposalInput
}

// MaintainPayload is what ApplyMaintenance journals: ids, digests and
// tiers, never summary text (a purge must leave none of it behind).
type MaintainPayload struct {
	Dropped    []string         `json:"dropped,omitempty"`    // summary ids dropped
	Duplicates []DuplicateEntry `json:"duplicates,omitempty"` // links written
	Proposals  []string         `json:"proposals,omitempty"`  // proposal ids opened
	Summaries  []SummaryEntry   `json:"summaries,omitempty"`  // summaries written
	Tiers      []TierEntry      `json:"tiers,omitempty"`      // tier marks written
	// JournalSeq is the entry's seq, set on what ApplyMaintenance returns
	// (not journaled): the writer knows its own entry when it reads it back.
	JournalSeq int64 `json:"-"`
}

// SummaryEntry is one summary of a maintain entry: its id, children and
// the sha256 of its text.
type SummaryEntry struct {
	Children []string `json:"children"`
	ID       string   `json:"id"`
	SHA256   string   `json:"sha256"`
}

// DuplicateEntry is one duplicate link of a maintain entry.
type DuplicateEntry struct {
	Canonical string `json:"canonical"`
	ID        string `json:"id"`
}

// TierEntry is one tier mark of a maintain entry.
type TierEntry struct {
	ID   string `json:"id"`
	Tier string `json:"tier"`
}

func (*MaintainPayload) Op() JournalOp { return OpMaintain }

// maxMaintenanceBatch bounds the actions of one ApplyMaintenance call, so
// each transaction stays short (a pass applies many batches).
const maxMaintenanceBatch = 4096

func validateMaintenance(b *MaintenanceBatch) error {
	if err := checkNamespace(b.Namespace); err != nil {
		return fieldErr("namespace", err.Error())
	}
	n := len(b.DropSummaries) + len(b.Summaries) + len(b.Duplicates) + len(b.Tiers) + len(b.Proposals)
	if n > maxMaintenanceBatch {
		return fieldErr("actions", fmt.Sprintf("at most %d per batch, got %d", maxMaintenanceBatch, n))
	}
	for i, sm := range b.Summaries {
		if err := validateSummary(sm, "summaries["+strconv.Itoa(i)+"]."); err != nil {
			return err
		}
	}
	for i, d := range b.Duplicates {
		f := "duplicates[" + strconv.Itoa(i) + "]."
		switch {
		case !validID(d.EvidenceID, "ev_"):
			return fieldErr(f+"evidence_id", "not an evidence id")
		case !validID(d.CanonicalID, "ev_"):
			return fieldErr(f+"canonical_id", "not an evidence id")
		case d.EvidenceID == d.CanonicalID:
			return fieldErr(f+"canonical_id", "an evidence cannot duplicate itself")
		case math.IsNaN(d.Similarity) || d.Similarity < 0 || d.Similarity > 1:
			return fieldErr(f+"similarity", "must be in [0,1]")
		case d.Measure == "":
			return fieldErr(f+"measure", "required")
		}
	}
	for i, t := range b.Tiers {
		f := "tiers[" + strconv.Itoa(i) + "]."
		switch t.Tier {
		case TierHot, TierWarm, TierArchive:
		default:
			return fieldErr(f+"tier", "unknown tier (want hot, warm or archive)")
		}
		if !validID(t.ItemID, "ev_") && !validID(t.ItemID, "cl_") {
			return fieldErr(f+"item_id", "not an evidence or claim id")
		}
	}
	for i, p := range b.Proposals {
		if err := validateProposal(p, "proposals["+strconv.Itoa(i)+"]."); err != nil {
			return err
		}
	}
	return nil
}

func validateSummary(sm SummaryInput, f string) error {
	switch {
	case sm.Scope == "":
		return fieldErr(f+"scope", "required")
	case sm.Text == "":
		return fieldErr(f+"text", "required")
	case len(sm.Children) == 0:
		return fieldErr(f+"children", "required")
	case sm.Producer == "" || sm.Version == "":
		return fieldErr(f+"producer", "producer and version are required")
	case sm.InputDigest == "":
		return fieldErr(f+"input_digest", "required")
	}
	for j, sp := range sm.Spans {
		if sp.Child < 0 || sp.Child >= len(sm.Children) || sp.Start < 0 || sp.End <= sp.Start {
			return fieldErr(f+"spans["+strconv.Itoa(j)+"]", "names no child range")
		}
	}
	return nil
}

// ApplyMaintenance writes the batch and journals it in one transaction:
// nothing of it is written when any part fails. Evidence it names must be
// in the namespace (ErrNotFound otherwise); a summary span must lie inside
// its child's content.
func (s *Store) ApplyMaintenance(ctx context.Context, b MaintenanceBatch) (MaintainPayload, error) {
	ledgerhook.Enter(ctx, "ApplyMaintenance")
	if err := s.checkOpen(); err != nil {
		return MaintainPayload{}, err
	}
	if err := validateMaintenance(&b); err != nil {
		return MaintainPayload{}, err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return MaintainPayload{}, fmt.Errorf("maintenance: %w", err)
	}
	defer tx.Rollback()
	m := &maintTx{s: s, tx: tx, now: s.opts.Clock().UTC(), ns: b.Namespace}
	if err := m.run(ctx, &b); err != nil {
		return MaintainPayload{}, err
	}
	seq, err := writeJournal(ctx, tx, m.now, b.Namespace, b.Principal, &m.body)
	if err != nil {
		return MaintainPayload{}, err
	}
	if err := tx.Commit(); err != nil {
		return MaintainPayload{}, fmt.Errorf("maintenance: commit: %w", err)
	}
	m.body.JournalSeq = seq
	return m.body, nil
}

// maintTx is one ApplyMaintenance transaction.
type maintTx struct {
	s    *Store
	tx   *sql.Tx
	now  time.Time
	ns   string
	nsID uint32
	body MaintainPayload
}

func (m *maintTx) run(ctx context.Context, b *MaintenanceBatch) error {
	err := m.tx.QueryRowContext(ctx, `SELECT id FROM namespaces WHERE name = ?`, b.Namespace).Scan(&m.nsID)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("maintenance: namespace %q: %w", b.Namespace, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("maintenance: namespace: %w", err)
	}
	for _, id := range b.DropSummaries {
		if err := m.dropSummary(ctx, id); err != nil {
			return err
		}
	}
	for i := range b.Summaries {
		if err := m.writeSummary(ctx, &b.Summaries[i]); err != nil {
			return fmt.Errorf("maintenance: summaries[%d]: %w", i, err)
		}
	}
	for i, d := range b.Duplicates {
		if err := m.writeDuplicate(ctx, d); err != nil {
			return fmt.Errorf("maintenance: duplicates[%d]: %w", i, err)
		}
	}
	for _, t := range b.Tiers {
		if err := m.writeTier(ctx, t); err != nil {
			return err
		}
	}
	for i := range b.Proposals {
		id, err := m.s.openProposal(ctx, m.tx, m.nsID, m.now, b.Proposals[i])
		if err != nil {
			return fmt.Errorf("maintenance: proposals[%d]: %w", i, err)
		}
		m.body.Proposals = append(m.body.Proposals, id)
	}
	return nil
}

// evidenceSeq returns the seq of evidence id in namespace nsID, or
// ErrNotFound.
func evidenceSeq(ctx context.Context, tx *sql.Tx, nsID uint32, id string) (uint32, error) {
	var seq uint32
	err := tx.QueryRowContext(ctx, `SELECT seq FROM evidence WHERE id = ? AND ns_id = ?`, id, nsID).Scan(&seq)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("evidence %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("evidence %s: %w", id, err)
	}
	return seq, nil
}

func (m *maintTx) dropSummary(ctx context.Context, id string) error {
	res, err := m.tx.ExecContext(ctx, `DELETE FROM summaries WHERE id = ? AND ns_id = ?`, id, m.nsID)
	if err != nil {
		return fmt.Errorf("maintenance: drop summary: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("maintenance: drop summary %s: %w", id, ErrNotFound)
	}
	m.body.Dropped = append(m.body.Dropped, id)
	return nil
}

func (m *maintTx) writeSummary(ctx context.Context, sm *SummaryInput) error {
	seqs := make([]uint32, len(sm.Children))
	for i, id := range sm.Children {
		seq, err := evidenceSeq(ctx, m.tx, m.nsID, id)
		if err != nil {
			return err
		}
		seqs[i] = seq
	}
	if err := m.checkSpans(ctx, sm, seqs); err != nil {
		return err
	}
	id := m.s.ids.next("sm_", m.now)
	text, err := m.s.cr.seal(ctx, m.nsID, m.ns, "summaries.text", id, sm.Text)
	if err != nil {
		return err
	}
	spans, err := json.Marshal(sm.Spans)
	if err != nil {
		return err
	}
	var seq int64
	err = m.tx.QueryRowContext(ctx, `INSERT INTO summaries (id, ns_id, scope, text, spans, producer, version, input_digest, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`, id, m.nsID, sm.Scope, text, string(spans),
		sm.Producer, sm.Version, sm.InputDigest, fmtTime(m.now)).Scan(&seq)
	if err != nil {
		return fmt.Errorf("insert summary: %w", err)
	}
	for i, evSeq := range seqs {
		if _, err := m.tx.ExecContext(ctx, `INSERT INTO summary_children (summary_seq, ord, evidence_seq) VALUES (?, ?, ?)`,
			seq, i, evSeq); err != nil {
			return fmt.Errorf("insert summary child: %w", err)
		}
	}
	m.body.Summaries = append(m.body.Summaries, SummaryEntry{Children: sm.Children, ID: id, SHA256: sha256Hex([]byte(sm.Text))})
	return nil
}

// checkSpans verifies that every span lies inside its child's content and
// that the text is the spans' sentences joined by one space (extractive),
// or has one sentence per span, each supported by its span
// (summarytext.Support, an abstractive summarizer's text): a summary
// holds only what its children say.
func (m *maintTx) checkSpans(ctx context.Context, sm *SummaryInput, seqs []uint32) error {
	if len(sm.Spans) == 0 {
		return fieldErr("spans", "required: every sentence must be traceable to a child span")
	}
	evs, err := m.s.evidenceInTx(ctx, m.tx, seqs)
	if err != nil {
		return err
	}
	parts := make([]string, len(sm.Spans))
	for i, sp := range sm.Spans {
		c := evs[sp.Child].Content
		if sp.End > len(c) {
			return fieldErr("spans["+strconv.Itoa(i)+"]", "runs past its child's content")
		}
		parts[i] = c[sp.Start:sp.End]
	}
	if strings.Join(parts, " ") != sm.Text && !summarytext.Supported(sm.Text, parts) {
		return fieldErr("text", "is neither its spans' words joined by one space nor one sentence per span, each supported by it")
	}
	return nil
}

// evidenceInTx reads evidence by seq inside tx, in the order of seqs.
func (s *Store) evidenceInTx(ctx context.Context, tx *sql.Tx, seqs []uint32) ([]Evidence, error) {
	out := make([]Evidence, len(seqs))
	for i, seq := range seqs {
		var content []byte
		var id string
		if err := tx.QueryRowContext(ctx, `SELECT id, content FROM evidence WHERE seq = ?`, seq).Scan(&id, &content); err != nil {
			return nil, fmt.Errorf("child %d: %w", seq, err)
		}
		plain, err := s.cr.openBytes(ctx, "evidence.content", id, content)
		if err != nil {
			return nil, err
		}
		out[i] = Evidence{Seq: seq, ID: id, Content: string(plain)}
	}
	return out, nil
}

func (m *maintTx) writeDuplicate(ctx context.Context, d DuplicateLink) error {
	evSeq, err := evidenceSeq(ctx, m.tx, m.nsID, d.EvidenceID)
	if err != nil {
		return err
	}
	canSeq, err := evidenceSeq(ctx, m.tx, m.nsID, d.CanonicalID)
	if err != nil {
		return err
	}
	_, err = m.tx.ExecContext(ctx, `INSERT INTO duplicates (evidence_seq, ns_id, canonical_seq, measure, similarity, recorded_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (evidence_seq) DO UPDATE SET canonical_seq = excluded.canonical_seq,
		measure = excluded.measure, similarity = excluded.similarity, recorded_at = excluded.recorded_at`,
		evSeq, m.nsID, canSeq, d.Measure, d.Similarity, fmtTime(m.now))
	if err != nil {
		return fmt.Errorf("insert duplicate: %w", err)
	}
	m.body.Duplicates = append(m.body.Duplicates, DuplicateEntry{Canonical: d.CanonicalID, ID: d.EvidenceID})
	return nil
}

func (m *maintTx) writeTier(ctx context.Context, t TierMark) error {
	q := `SELECT count(*) FROM evidence WHERE id = ? AND ns_id = ?`
	if strings.HasPrefix(t.ItemID, "cl_") {
		q = `SELECT count(*) FROM claims WHERE id = ? AND ns_id = ?`
	}
	var n int
	if err := m.tx.QueryRowContext(ctx, q, t.ItemID, m.nsID).Scan(&n); err != nil {
		return fmt.Errorf("maintenance: tier %s: %w", t.ItemID, err)
	}
	if n == 0 {
		return fmt.Errorf("maintenance: tier: %s: %w", t.ItemID, ErrNotFound)
	}
	_, err := m.tx.ExecContext(ctx, `INSERT INTO tiers (ns_id, item_id, tier, reason, recorded_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (ns_id, item_id) DO UPDATE SET tier = excluded.tier, reason = excluded.reason, recorded_at = excluded.recorded_at`,
		m.nsID, t.ItemID, string(t.Tier), t.Reason, fmtTime(m.now))
	if err != nil {
		return fmt.Errorf("maintenance: tier %s: %w", t.ItemID, err)
	}
	m.body.Tiers = append(m.body.Tiers, TierEntry{ID: t.ItemID, Tier: string(t.Tier)})
	return nil
}
