package ledger

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// EvidenceFilter selects one namespace's evidence by the columns the
// ledger can compare itself: seq after a cursor, kind, source prefix and an
// occurred_at range. Zero fields do not narrow. Metadata equality is the
// engine's (engine.Filters): the ledger stores metadata as opaque bytes.
type EvidenceFilter struct {
	Namespace    string
	AfterSeq     uint32    // only seq > AfterSeq
	Kinds        []Kind    // any of these kinds
	SourcePrefix string    // source starts with this
	OccurredFrom time.Time // occurred_at >= OccurredFrom
	OccurredTo   time.Time // occurred_at < OccurredTo
}

// where is the filter as a WHERE clause over evidence e joined with
// namespaces n, and its arguments.
func (f EvidenceFilter) where() (string, []any) {
	var b strings.Builder
	b.WriteString(` WHERE n.name = ? AND e.seq > ?`)
	args := []any{f.Namespace, int64(f.AfterSeq)}
	if len(f.Kinds) > 0 {
		b.WriteString(` AND e.kind IN (` + strings.TrimSuffix(strings.Repeat("?,", len(f.Kinds)), ",") + `)`)
		for _, k := range f.Kinds {
			args = append(args, string(k))
		}
	}
	if f.SourcePrefix != "" {
		// substr counts characters on both backends; no LIKE, so '%' and
		// '_' in a prefix need no escaping.
		b.WriteString(` AND substr(e.source, 1, ?) = ?`)
		args = append(args, utf8.RuneCountInString(f.SourcePrefix), f.SourcePrefix)
	}
	if !f.OccurredFrom.IsZero() {
		b.WriteString(` AND e.occurred_at >= ?`) // fixed-width text sorts in time order
		args = append(args, fmtTime(f.OccurredFrom))
	}
	if !f.OccurredTo.IsZero() {
		b.WriteString(` AND e.occurred_at < ?`)
		args = append(args, fmtTime(f.OccurredTo))
	}
	return b.String(), args
}

// ListEvidence returns up to limit pieces of the filter's evidence in seq
// order, starting after f.AfterSeq. Writers of every process are
// serialized and take seqs in commit order, so paging by the last seq
// returned visits every piece of evidence exactly once while others write
// (purged evidence is skipped).
func (s *Store) ListEvidence(ctx context.Context, f EvidenceFilter, limit int) ([]Evidence, error) {
	ledgerhook.Enter(ctx, "ListEvidence")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	if limit <= 0 {
		return nil, fieldErr("limit", "must be positive")
	}
	where, args := f.where()
	rows, err := s.rdb.QueryContext(ctx, evidenceSelect+where+` ORDER BY e.seq LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("list evidence: %w", err)
	}
	return collectEvidence(ctx, s.cr, rows)
}

// ScanEvidenceMetadata calls fn with the seq and stored metadata (empty
// when none) of every piece of the filter's evidence, in seq order, reading
// no content: the engine builds recall filter bitmaps from it. metadata is
// the driver's buffer, valid only until fn returns.
func (s *Store) ScanEvidenceMetadata(ctx context.Context, f EvidenceFilter, fn func(seq uint32, metadata []byte) error) error {
	ledgerhook.Enter(ctx, "ScanEvidenceMetadata")
	if err := s.checkOpen(); err != nil {
		return err
	}
	where, args := f.where()
	rows, err := s.rdb.QueryContext(ctx, `SELECT e.seq, e.metadata, e.id FROM evidence e JOIN namespaces n ON n.id = e.ns_id`+
		where+` ORDER BY e.seq`, args...)
	if err != nil {
		return fmt.Errorf("scan evidence metadata: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var seq int64
		var meta sql.RawBytes // no copy per row: fn only reads it
		var id sql.RawBytes
		if err := rows.Scan(&seq, &meta, &id); err != nil {
			return fmt.Errorf("scan evidence metadata: %w", err)
		}
		if s.cr != nil && len(meta) > 0 {
			m, err := s.cr.openBytes(ctx, "evidence.metadata", string(id), meta)
			if keep, err := s.cr.keep(err); !keep {
				if err != nil {
					return err
				}
				continue
			}
			meta = m
		}
		if err := fn(uint32(seq), meta); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ListClaims returns up to limit claims of a namespace with their state in
// seq order, starting after afterSeq; subject and predicate, when not
// empty, narrow it (case-insensitively, as ClaimsFor).
func (s *Store) ListClaims(ctx context.Context, namespace, subject, predicate string, afterSeq uint32, limit int) ([]Claim, error) {
	ledgerhook.Enter(ctx, "ListClaims")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	if limit <= 0 {
		return nil, fieldErr("limit", "must be positive")
	}
	q := claimSelect + ` WHERE n.name = ? AND c.seq > ?`
	args := []any{namespace, int64(afterSeq)}
	if subject != "" {
		k, err := s.cr.blindByName(ctx, namespace, nameKey(subject))
		if err != nil {
			return nil, err
		}
		q += ` AND c.subject_key = ?`
		args = append(args, k)
	}
	if predicate != "" {
		k, err := s.cr.blindByName(ctx, namespace, nameKey(predicate))
		if err != nil {
			return nil, err
		}
		q += ` AND c.predicate_key = ?`
		args = append(args, k)
	}
	rows, err := s.rdb.QueryContext(ctx, q+` ORDER BY c.seq LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("list claims: %w", err)
	}
	return collectClaims(ctx, s.cr, rows)
}

// ClaimsOfEvidence returns the claims (with state) that cite the evidence
// id in namespace, in seq order; none when the id is unknown.
func (s *Store) ClaimsOfEvidence(ctx context.Context, namespace, evidenceID string) ([]Claim, error) {
	ledgerhook.Enter(ctx, "ClaimsOfEvidence")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, claimSelect+` WHERE n.name = ? AND c.seq IN
		(SELECT x.claim_seq FROM claim_evidence x JOIN evidence e ON e.seq = x.evidence_seq WHERE e.id = ?)
		ORDER BY c.seq`, namespace, evidenceID)
	if err != nil {
		return nil, fmt.Errorf("claims of evidence %s: %w", evidenceID, err)
	}
	return collectClaims(ctx, s.cr, rows)
}

// JournalOf is Journal restricted to the entries of one namespace (a batch
// spanning several namespaces is journaled under "" and is not among them): up to
// limit entries after seq afterSeq (limit <= 0: 1000), in order.
func (s *Store) JournalOf(ctx context.Context, namespace string, afterSeq int64, limit int) ([]JournalEntry, error) {
	ledgerhook.Enter(ctx, "JournalOf")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = 1000
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT seq, at, op, namespace, principal, payload, payload_digest, prev_hash, hash
		FROM journal WHERE namespace = ? AND seq > ? ORDER BY seq LIMIT ?`, namespace, afterSeq, limit)
	if err != nil {
		return nil, fmt.Errorf("journal of %q: %w", namespace, err)
	}
	return collectJournal(rows)
}

func collectJournal(rows *sql.Rows) ([]JournalEntry, error) {
	defer rows.Close()
	var out []JournalEntry
	for rows.Next() {
		e, err := scanJournal(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// ScanClaimEvidence calls fn with every (claim seq, evidence seq) link of
// a namespace's claims, in claim seq order: which evidence each claim
// rests on, for the engine's claim filter.
func (s *Store) ScanClaimEvidence(ctx context.Context, namespace string, fn func(claimSeq, evidenceSeq uint32) error) error {
	ledgerhook.Enter(ctx, "ScanClaimEvidence")
	if err := s.checkOpen(); err != nil {
		return err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT x.claim_seq, x.evidence_seq FROM claim_evidence x
		JOIN evidence e ON e.seq = x.evidence_seq JOIN namespaces n ON n.id = e.ns_id
		WHERE n.name = ? ORDER BY x.claim_seq, x.evidence_seq`, namespace)
	if err != nil {
		return fmt.Errorf("scan claim evidence: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c, ev int64
		if err := rows.Scan(&c, &ev); err != nil {
			return fmt.Errorf("scan claim evidence: %w", err)
		}
		if err := fn(uint32(c), uint32(ev)); err != nil {
			return err
		}
	}
	return rows.Err()
}
