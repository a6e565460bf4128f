package ledger

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// ScanSummaries calls fn with every summary of the namespace ("": of every
// namespace) in the order written, children in their order. A summary
// whose namespace key was destroyed is skipped.
func (s *Store) ScanSummaries(ctx context.Context, namespace string, fn func(Summary) error) error {
	ledgerhook.Enter(ctx, "ScanSummaries")
	return s.scanSummaries(ctx, namespace, "", fn)
}

// SummaryByID returns one summary of the namespace, or ErrNotFound.
func (s *Store) SummaryByID(ctx context.Context, namespace, id string) (Summary, error) {
	ledgerhook.Enter(ctx, "SummaryByID")
	var out Summary
	found := false
	err := s.scanSummaries(ctx, namespace, id, func(sm Summary) error {
		out, found = sm, true
		return nil
	})
	if err == nil && !found {
		err = fmt.Errorf("summary %s in namespace %q: %w", id, namespace, ErrNotFound)
	}
	return out, err
}

func (s *Store) scanSummaries(ctx context.Context, namespace, id string, fn func(Summary) error) error {
	if err := s.checkOpen(); err != nil {
		return err
	}
	q := `SELECT m.seq, m.id, n.name, m.scope, m.text, m.spans, m.producer, m.version, m.input_digest, m.created_at, e.id
		FROM summaries m JOIN namespaces n ON n.id = m.ns_id
		JOIN summary_children c ON c.summary_seq = m.seq JOIN evidence e ON e.seq = c.evidence_seq WHERE 1 = 1`
	var args []any
	if namespace != "" {
		q += ` AND n.name = ?`
		args = append(args, namespace)
	}
	if id != "" {
		q += ` AND m.id = ?`
		args = append(args, id)
	}
	rows, err := s.rdb.QueryContext(ctx, q+` ORDER BY m.seq, c.ord`, args...)
	if err != nil {
		return fmt.Errorf("scan summaries: %w", err)
	}
	defer rows.Close()
	var cur *Summary
	flush := func() error {
		if cur == nil {
			return nil
		}
		sm := *cur
		cur = nil
		text, err := s.cr.openStr(ctx, "summaries.text", sm.ID, sm.Text)
		if keep, err := s.cr.keep(err); !keep {
			return err // nil for a destroyed key: skipped
		}
		sm.Text = text
		return fn(sm)
	}
	for rows.Next() {
		var sm Summary
		var spans, created, child string
		if err := rows.Scan(&sm.Seq, &sm.ID, &sm.Namespace, &sm.Scope, &sm.Text, &spans, &sm.Producer, &sm.Version,
			&sm.InputDigest, &created, &child); err != nil {
			return fmt.Errorf("scan summaries: %w", err)
		}
		if cur != nil && cur.Seq == sm.Seq {
			cur.Children = append(cur.Children, child)
			continue
		}
		if err := flush(); err != nil {
			return err
		}
		if err := json.Unmarshal([]byte(spans), &sm.Spans); err != nil {
			return corruptf("summary %s: spans: %w", sm.ID, err)
		}
		if sm.CreatedAt, err = parseTime(created); err != nil {
			return fmt.Errorf("summary %s: %w", sm.ID, err)
		}
		sm.Children = []string{child}
		cur = &sm
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("scan summaries: %w", err)
	}
	return flush()
}

// Duplicates returns the namespace's duplicate links in evidence order.
func (s *Store) Duplicates(ctx context.Context, namespace string) ([]DuplicateLink, error) {
	ledgerhook.Enter(ctx, "Duplicates")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT e.id, c.id, d.measure, d.similarity, d.recorded_at
		FROM duplicates d JOIN namespaces n ON n.id = d.ns_id JOIN evidence e ON e.seq = d.evidence_seq
		JOIN evidence c ON c.seq = d.canonical_seq WHERE n.name = ? ORDER BY d.evidence_seq`, namespace)
	if err != nil {
		return nil, fmt.Errorf("duplicates: %w", err)
	}
	defer rows.Close()
	var out []DuplicateLink
	for rows.Next() {
		var d DuplicateLink
		var rec string
		if err := rows.Scan(&d.EvidenceID, &d.CanonicalID, &d.Measure, &d.Similarity, &rec); err != nil {
			return nil, fmt.Errorf("duplicates: %w", err)
		}
		if d.RecordedAt, err = parseTime(rec); err != nil {
			return nil, fmt.Errorf("duplicate %s: %w", d.EvidenceID, err)
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// Tiers returns the namespace's tier marks by item id.
func (s *Store) Tiers(ctx context.Context, namespace string) (map[string]TierMark, error) {
	ledgerhook.Enter(ctx, "Tiers")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT t.item_id, t.tier, t.reason, t.recorded_at
		FROM tiers t JOIN namespaces n ON n.id = t.ns_id WHERE n.name = ? ORDER BY t.item_id`, namespace)
	if err != nil {
		return nil, fmt.Errorf("tiers: %w", err)
	}
	defer rows.Close()
	out := map[string]TierMark{}
	for rows.Next() {
		var t TierMark
		var tier, rec string
		if err := rows.Scan(&t.ItemID, &tier, &t.Reason, &rec); err != nil {
			return nil, fmt.Errorf("tiers: %w", err)
		}
		t.Tier = Tier(tier)
		if t.RecordedAt, err = parseTime(rec); err != nil {
			return nil, fmt.Errorf("tier %s: %w", t.ItemID, err)
		}
		out[t.ItemID] = t
	}
	return out, rows.Err()
}

// deleteMaintenance drops every summary with a purged child, the
// duplicate links, tier marks and proposals naming purged evidence or
// deleted claims. It runs after deleteClaims (p.claims is complete).
func (p *purgeTx) deleteMaintenance(ctx context.Context) error {
	rows, err := p.tx.QueryContext(ctx, `SELECT id FROM summaries WHERE seq IN
		(SELECT summary_seq FROM summary_children WHERE evidence_seq IN (SELECT seq FROM purge_ev)) ORDER BY seq`)
	if err != nil {
		return fmt.Errorf("purge: summaries: %w", err)
	}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return fmt.Errorf("purge: summaries: %w", err)
		}
		p.summaryIDs = append(p.summaryIDs, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("purge: summaries: %w", err)
	}
	stmts := []string{
		`DELETE FROM summaries WHERE seq IN (SELECT summary_seq FROM summary_children WHERE evidence_seq IN (SELECT seq FROM purge_ev))`,
		`DELETE FROM duplicates WHERE evidence_seq IN (SELECT seq FROM purge_ev) OR canonical_seq IN (SELECT seq FROM purge_ev)`,
		`DELETE FROM proposals WHERE seq IN (SELECT proposal_seq FROM proposal_evidence WHERE evidence_seq IN (SELECT seq FROM purge_ev))`,
		`DELETE FROM tiers WHERE ns_id = ? AND item_id IN (SELECT id FROM evidence WHERE seq IN (SELECT seq FROM purge_ev))`,
	}
	for i, q := range stmts {
		var args []any
		if i == len(stmts)-1 {
			args = []any{p.nsID}
		}
		if _, err := p.tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("purge: maintenance records: %w", err)
		}
	}
	for _, id := range p.claims {
		if _, err := p.tx.ExecContext(ctx, `DELETE FROM tiers WHERE ns_id = ? AND item_id = ?`, p.nsID, id); err != nil {
			return fmt.Errorf("purge: claim tiers: %w", err)
		}
	}
	return nil
}

// nsIDOf returns the id of namespace name inside tx, or ErrNotFound.
func nsIDOf(ctx context.Context, tx *sql.Tx, name string) (uint32, error) {
	var id uint32
	err := tx.QueryRowContext(ctx, `SELECT id FROM namespaces WHERE name = ?`, name).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("namespace %q: %w", name, ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("namespace: %w", err)
	}
	return id, nil
}

// HasMaintenance reports whether any summary, duplicate link or tier mark
// is stored (in any namespace).
func (s *Store) HasMaintenance(ctx context.Context) (bool, error) {
	ledgerhook.Enter(ctx, "HasMaintenance")
	if err := s.checkOpen(); err != nil {
		return false, err
	}
	var n int
	err := s.rdb.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM (SELECT 1 FROM summaries LIMIT 1) a)
		+ (SELECT count(*) FROM (SELECT 1 FROM duplicates LIMIT 1) b) + (SELECT count(*) FROM (SELECT 1 FROM tiers LIMIT 1) c)`).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("has maintenance: %w", err)
	}
	return n > 0, nil
}
