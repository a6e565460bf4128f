package ledger

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

const evidenceSelect = `SELECT e.seq, e.id, n.name, e.ns_id, e.kind, e.content, e.sha256, e.source,
	e.occurred_at, e.recorded_at, e.metadata, coalesce(e.idem_key, ''),
	e.speaker, e.role, e.trust
	FROM evidence e JOIN namespaces n ON n.id = e.ns_id`

const claimSelect = `SELECT c.seq, c.id, n.name, c.ns_id, c.subject, c.predicate, c.value,
	c.valid_from, c.valid_to, c.recorded_at, c.confidence, c.supersedes,
	coalesce((SELECT string_agg(e.id, ' ' ORDER BY e.seq) FROM claim_evidence x JOIN evidence e ON e.seq = x.evidence_seq
		WHERE x.claim_seq = c.seq), ''),
	coalesce(s.status, ''), s.eff_valid_to, coalesce(s.superseded_by, ''), coalesce(s.conflicts, ''), c.digest, c.multi, c.lifecycle, c.trust
	FROM claims c JOIN namespaces n ON n.id = c.ns_id LEFT JOIN claim_state s ON s.claim_seq = c.seq`

// maxParams bounds the ids bound into one IN (...) list.
const maxParams = 500

func scanEvidence(rows *sql.Rows) (Evidence, error) {
	var e Evidence
	var kind, occ, rec, role string
	var meta []byte
	var trust int64
	if err := rows.Scan(&e.Seq, &e.ID, &e.Namespace, &e.NamespaceID, &kind, &e.Content, &e.SHA256, &e.Source,
		&occ, &rec, &meta, &e.IdempotencyKey, &e.Speaker, &role, &trust); err != nil {
		return e, fmt.Errorf("scan evidence: %w", err)
	}
	e.Kind, e.Role, e.Trust = Kind(kind), Role(role), Trust(trust)
	if len(meta) > 0 {
		e.Metadata = json.RawMessage(meta)
	}
	var err1, err2 error
	e.OccurredAt, err1 = parseTime(occ)
	e.RecordedAt, err2 = parseTime(rec)
	if err := errors.Join(err1, err2); err != nil {
		return e, fmt.Errorf("evidence %s: %w", e.ID, err)
	}
	return e, nil
}

// collectEvidence scans and opens (crypt.go) every row; rows whose data
// key was destroyed are left out (see Store.Evidence for the point read).
func collectEvidence(ctx context.Context, cr *cryptor, rows *sql.Rows) ([]Evidence, error) {
	defer rows.Close()
	var out []Evidence
	for rows.Next() {
		e, err := scanEvidence(rows)
		if err != nil {
			return nil, err
		}
		if keep, err := cr.keep(cr.openEvidence(ctx, &e)); !keep {
			if err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

func scanClaim(rows *sql.Rows) (Claim, error) {
	c, _, err := scanClaimDigest(rows)
	return c, err
}

// scanClaimDigest scans a claimSelect row and also returns the stored
// claim digest column.
func scanClaimDigest(rows *sql.Rows) (Claim, string, error) {
	var c Claim
	var vf, rec, status, evs, conflicts, digest string
	var vt, eff sql.NullString
	var multi, trust int64
	if err := rows.Scan(&c.Seq, &c.ID, &c.Namespace, &c.NamespaceID, &c.Subject, &c.Predicate, &c.Value,
		&vf, &vt, &rec, &c.Confidence, &c.Supersedes, &evs, &status, &eff, &c.SupersededBy, &conflicts, &digest, &multi,
		&c.Lifecycle, &trust); err != nil {
		return c, "", fmt.Errorf("scan claim: %w", err)
	}
	c.Multi, c.Trust = multi != 0, Trust(trust)
	var e [4]error
	c.ValidFrom, e[0] = parseTime(vf)
	c.ValidTo, e[1] = parseNullTime(vt)
	c.RecordedAt, e[2] = parseTime(rec)
	c.EffectiveValidTo, e[3] = parseNullTime(eff)
	if err := errors.Join(e[:]...); err != nil {
		return c, "", fmt.Errorf("claim %s: %w", c.ID, err)
	}
	c.Status, c.EvidenceIDs, c.ConflictsWith = Status(status), splitList(evs, " "), splitList(conflicts, " ")
	return c, digest, nil
}

// collectClaims scans and opens every row, leaving out rows whose data key
// was destroyed.
func collectClaims(ctx context.Context, cr *cryptor, rows *sql.Rows) ([]Claim, error) {
	defer rows.Close()
	var out []Claim
	for rows.Next() {
		c, err := scanClaim(rows)
		if err != nil {
			return nil, err
		}
		if keep, err := cr.keep(cr.openClaim(ctx, &c)); !keep {
			if err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func collectStrings(rows *sql.Rows) ([]string, error) {
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// NamespaceID returns the id of a namespace (ErrNotFound if unknown).
func (s *Store) NamespaceID(ctx context.Context, name string) (uint32, error) {
	ledgerhook.Enter(ctx, "NamespaceID")
	if err := s.checkOpen(); err != nil {
		return 0, err
	}
	var id uint32
	err := s.rdb.QueryRowContext(ctx, `SELECT id FROM namespaces WHERE name = ?`, name).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("namespace %q: %w", name, ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("namespace %q: %w", name, err)
	}
	return id, nil
}

// Namespaces returns every namespace name with its id.
func (s *Store) Namespaces(ctx context.Context) (map[string]uint32, error) {
	ledgerhook.Enter(ctx, "Namespaces")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT name, id FROM namespaces`)
	if err != nil {
		return nil, fmt.Errorf("namespaces: %w", err)
	}
	defer rows.Close()
	out := map[string]uint32{}
	for rows.Next() {
		var name string
		var id uint32
		if err := rows.Scan(&name, &id); err != nil {
			return nil, fmt.Errorf("namespaces: %w", err)
		}
		out[name] = id
	}
	return out, rows.Err()
}

// Evidence returns one evidence by id; ErrNotFound if it is missing or in
// another namespace.
func (s *Store) Evidence(ctx context.Context, namespace, id string) (Evidence, error) {
	ledgerhook.Enter(ctx, "Evidence")
	if err := s.checkOpen(); err != nil {
		return Evidence{}, err
	}
	rows, err := s.rdb.QueryContext(ctx, evidenceSelect+` WHERE e.id = ? AND n.name = ?`, id, namespace)
	if err != nil {
		return Evidence{}, fmt.Errorf("evidence %s: %w", id, err)
	}
	evs, err := collectEvidence(ctx, s.cr, rows)
	if err != nil {
		return Evidence{}, err
	}
	if len(evs) == 0 {
		if err := s.shredded(ctx, namespace, id); err != nil {
			return Evidence{}, err
		}
		return Evidence{}, fmt.Errorf("evidence %s in namespace %q: %w", id, namespace, ErrNotFound)
	}
	return evs[0], nil
}

// EvidenceBySeq returns the evidence for seqs in the same order; missing
// seqs are skipped.
func (s *Store) EvidenceBySeq(ctx context.Context, seqs []uint32) ([]Evidence, error) {
	ledgerhook.Enter(ctx, "EvidenceBySeq")
	found := make(map[uint32]Evidence, len(seqs))
	err := s.bySeq(ctx, seqs, evidenceSelect+` WHERE e.seq IN `, func(rows *sql.Rows) error {
		evs, err := collectEvidence(ctx, s.cr, rows)
		for _, e := range evs {
			found[e.Seq] = e
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]Evidence, 0, len(seqs))
	for _, q := range seqs {
		if e, ok := found[q]; ok {
			out = append(out, e)
		}
	}
	return out, nil
}

// ClaimsBySeq returns the claims for seqs in the same order; missing seqs
// are skipped.
func (s *Store) ClaimsBySeq(ctx context.Context, seqs []uint32) ([]Claim, error) {
	ledgerhook.Enter(ctx, "ClaimsBySeq")
	found := make(map[uint32]Claim, len(seqs))
	err := s.bySeq(ctx, seqs, claimSelect+` WHERE c.seq IN `, func(rows *sql.Rows) error {
		cs, err := collectClaims(ctx, s.cr, rows)
		for _, c := range cs {
			found[c.Seq] = c
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]Claim, 0, len(seqs))
	for _, q := range seqs {
		if c, ok := found[q]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}

// bySeq runs prefix + "(?, ?, ...)" over seqs in chunks of maxParams.
func (s *Store) bySeq(ctx context.Context, seqs []uint32, prefix string, collect func(*sql.Rows) error) error {
	if err := s.checkOpen(); err != nil {
		return err
	}
	for len(seqs) > 0 {
		n := min(len(seqs), maxParams)
		args := make([]any, n)
		for i, q := range seqs[:n] {
			args[i] = int64(q)
		}
		rows, err := s.rdb.QueryContext(ctx, prefix+"("+strings.TrimSuffix(strings.Repeat("?,", n), ",")+")", args...)
		if err != nil {
			return fmt.Errorf("lookup by seq: %w", err)
		}
		if err := collect(rows); err != nil {
			return err
		}
		seqs = seqs[n:]
	}
	return nil
}

// ScanEvidence calls fn for every evidence of every namespace in seq order,
// streaming rows. An error from fn stops the scan and is returned.
func (s *Store) ScanEvidence(ctx context.Context, fn func(Evidence) error) error {
	ledgerhook.Enter(ctx, "ScanEvidence")
	return s.scan(ctx, evidenceSelect+` ORDER BY e.seq`, func(rows *sql.Rows) error {
		e, err := scanEvidence(rows)
		if err != nil {
			return err
		}
		if keep, err := s.cr.keep(s.cr.openEvidence(ctx, &e)); !keep {
			return err
		}
		return fn(e)
	})
}

// ScanClaims calls fn for every claim (with derived state) in seq order.
func (s *Store) ScanClaims(ctx context.Context, fn func(Claim) error) error {
	ledgerhook.Enter(ctx, "ScanClaims")
	return s.scan(ctx, claimSelect+` ORDER BY c.seq`, func(rows *sql.Rows) error {
		c, err := scanClaim(rows)
		if err != nil {
			return err
		}
		if keep, err := s.cr.keep(s.cr.openClaim(ctx, &c)); !keep {
			return err
		}
		return fn(c)
	})
}

func (s *Store) scan(ctx context.Context, query string, each func(*sql.Rows) error) error {
	if err := s.checkOpen(); err != nil {
		return err
	}
	rows, err := s.rdb.QueryContext(ctx, query)
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := each(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ClaimsFor returns every version (history) of subject+predicate in a
// namespace, matched case-insensitively, in seq order. An empty predicate
// returns all predicates of the subject.
func (s *Store) ClaimsFor(ctx context.Context, namespace, subject, predicate string) ([]Claim, error) {
	ledgerhook.Enter(ctx, "ClaimsFor")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	q := claimSelect + ` WHERE n.name = ? AND c.subject_key = ?`
	sk, err := s.cr.blindByName(ctx, namespace, nameKey(subject))
	if err != nil {
		return nil, err
	}
	args := []any{namespace, sk}
	if predicate != "" {
		pk, err := s.cr.blindByName(ctx, namespace, nameKey(predicate))
		if err != nil {
			return nil, err
		}
		q += ` AND c.predicate_key = ?`
		args = append(args, pk)
	}
	rows, err := s.rdb.QueryContext(ctx, q+` ORDER BY c.seq`, args...)
	if err != nil {
		return nil, fmt.Errorf("claims for %q: %w", subject, err)
	}
	return collectClaims(ctx, s.cr, rows)
}
