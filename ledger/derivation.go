package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// RecordDerivation stores that a producer derived Output from an evidence
// and journals it (the journal keeps a digest of Output, not Output).
// CreatedAt zero means the store clock.
func (s *Store) RecordDerivation(ctx context.Context, d Derivation) error {
	ledgerhook.Enter(ctx, "RecordDerivation")
	if err := s.checkOpen(); err != nil {
		return err
	}
	if err := validateDerivation(&d); err != nil {
		return err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("derivation: %w", err)
	}
	defer tx.Rollback()
	now := s.opts.Clock().UTC()
	if d.CreatedAt.IsZero() {
		d.CreatedAt = now
	}
	var seq, nsID int64
	err = tx.QueryRowContext(ctx, `SELECT e.seq, e.ns_id FROM evidence e JOIN namespaces n ON n.id = e.ns_id
		WHERE e.id = ? AND n.name = ?`, d.EvidenceID, d.Namespace).Scan(&seq, &nsID)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("derivation: evidence %s in namespace %q: %w", d.EvidenceID, d.Namespace, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("derivation: %w", err)
	}
	out, err := s.cr.seal(ctx, uint32(nsID), d.Namespace, "derivations.output", d.EvidenceID, d.Output)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO derivations (ns_id, evidence_seq, producer, kind, input_digest, output, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, nsID, seq, d.Producer, d.Kind, d.InputDigest, out, fmtTime(d.CreatedAt)); err != nil {
		return fmt.Errorf("derivation: insert: %w", err)
	}
	body := &DerivePayload{EvidenceID: d.EvidenceID, Producer: d.Producer, Kind: d.Kind,
		InputDigest: d.InputDigest, OutputSHA256: sha256Hex([]byte(d.Output)), CreatedAt: fmtTime(d.CreatedAt)}
	if _, err := writeJournal(ctx, tx, now, d.Namespace, "", body); err != nil {
		return err
	}
	return tx.Commit()
}

func validateDerivation(d *Derivation) error {
	if err := checkNamespace(d.Namespace); err != nil {
		return fieldErr("namespace", err.Error())
	}
	if d.EvidenceID == "" {
		return fieldErr("evidence_id", "required")
	}
	if r := checkText(d.Producer, maxName); r != "" {
		return fieldErr("producer", r)
	}
	switch d.Kind {
	case "extractor", "encoder", "index":
	default:
		return fieldErr("kind", fmt.Sprintf("unknown derivation kind %q (want extractor, encoder or index)", d.Kind))
	}
	if strings.IndexByte(d.Output, 0) >= 0 {
		return fieldErr("output", "contains NUL")
	}
	if r := checkOptional(d.InputDigest, maxName); r != "" {
		return fieldErr("input_digest", r)
	}
	if !d.CreatedAt.IsZero() && !timeInRange(d.CreatedAt) {
		return fieldErr("created_at", "year must be in 1900..9999")
	}
	return nil
}

// Derivations lists the derivations recorded for one evidence, oldest first.
func (s *Store) Derivations(ctx context.Context, namespace, evidenceID string) ([]Derivation, error) {
	ledgerhook.Enter(ctx, "Derivations")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT d.producer, d.kind, d.input_digest, d.output, d.created_at
		FROM derivations d JOIN evidence e ON e.seq = d.evidence_seq JOIN namespaces n ON n.id = d.ns_id
		WHERE e.id = ? AND n.name = ? ORDER BY d.seq`, evidenceID, namespace)
	if err != nil {
		return nil, fmt.Errorf("derivations: %w", err)
	}
	defer rows.Close()
	var out []Derivation
	for rows.Next() {
		d := Derivation{Namespace: namespace, EvidenceID: evidenceID}
		var at string
		if err := rows.Scan(&d.Producer, &d.Kind, &d.InputDigest, &d.Output, &at); err != nil {
			return nil, fmt.Errorf("derivations: %w", err)
		}
		if d.CreatedAt, err = parseTime(at); err != nil {
			return nil, fmt.Errorf("derivation of %s: %w", evidenceID, err)
		}
		if d.Output, err = s.cr.openStr(ctx, "derivations.output", evidenceID, d.Output); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}
