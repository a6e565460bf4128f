package ledger

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
)

// stateCols selects a claim with its stored state for recomputation.
const stateCols = `SELECT c.seq, c.id, c.subject, c.predicate, c.value, c.valid_from, c.valid_to, c.recorded_at,
	c.supersedes, coalesce(s.status, ''), s.eff_valid_to, coalesce(s.superseded_by, ''), coalesce(s.conflicts, ''), c.multi, c.lifecycle, c.trust
	FROM claims c LEFT JOIN claim_state s ON s.claim_seq = c.seq`

// recomputeGroups recomputes and stores the claim state of every claim in
// groups. A group's state depends on its own claims and on the claims that
// supersede them (which may sit in other groups), so both are loaded; only
// rows of the listed groups are written, and only when they changed.
func recomputeGroups(ctx context.Context, st *txStmts, groups map[groupKey]struct{}) error {
	for g := range groups {
		members, err := loadStateRows(ctx, st, stateCols+` WHERE c.ns_id = ? AND c.subject_key = ? AND c.predicate_key = ?`,
			g.ns, g.subject, g.predicate)
		if err != nil {
			return err
		}
		// "c.supersedes <> ''" lets SQLite use the partial index claims_supersedes.
		supers, err := loadStateRows(ctx, st, stateCols+` JOIN claims t ON t.id = c.supersedes
			WHERE c.supersedes <> '' AND t.ns_id = ? AND t.subject_key = ? AND t.predicate_key = ?`, g.ns, g.subject, g.predicate)
		if err != nil {
			return err
		}
		if err := storeStates(ctx, st, members, supers); err != nil {
			return err
		}
	}
	return nil
}

func loadStateRows(ctx context.Context, st *txStmts, q string, args ...any) ([]Claim, error) {
	rows, err := st.query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("load claim state: %w", err)
	}
	defer rows.Close()
	var out []Claim
	for rows.Next() {
		c, err := scanStateRow(rows)
		if err != nil {
			return nil, err
		}
		if keep, err := st.s.cr.keep(st.s.cr.openClaim(ctx, &c)); !keep {
			if err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func scanStateRow(rows *sql.Rows) (Claim, error) {
	var c Claim
	var vf, rec, status, conflicts string
	var vt, eff sql.NullString
	var multi, trust int64
	if err := rows.Scan(&c.Seq, &c.ID, &c.Subject, &c.Predicate, &c.Value, &vf, &vt, &rec,
		&c.Supersedes, &status, &eff, &c.SupersededBy, &conflicts, &multi, &c.Lifecycle, &trust); err != nil {
		return c, fmt.Errorf("scan claim state: %w", err)
	}
	c.Multi, c.Trust = multi != 0, Trust(trust)
	var err error
	if c.ValidFrom, err = parseTime(vf); err == nil {
		if c.ValidTo, err = parseNullTime(vt); err == nil {
			if c.RecordedAt, err = parseTime(rec); err == nil {
				c.EffectiveValidTo, err = parseNullTime(eff)
			}
		}
	}
	if err != nil {
		return c, fmt.Errorf("claim %s: %w", c.ID, err)
	}
	c.Status, c.ConflictsWith = Status(status), splitList(conflicts, " ")
	return c, nil
}

// storeStates computes states over members+supers and upserts changed
// member rows.
func storeStates(ctx context.Context, st *txStmts, members, supers []Claim) error {
	stored := make(map[uint32]Claim, len(members))
	all := make([]Claim, 0, len(members)+len(supers))
	for _, c := range members {
		stored[c.Seq] = c
		all = append(all, c)
	}
	for _, c := range supers {
		if _, dup := stored[c.Seq]; !dup {
			all = append(all, c)
		}
	}
	for _, c := range ComputeClaimStates(all, zeroTime) {
		old, ok := stored[c.Seq]
		if !ok || sameState(old, c) {
			continue
		}
		if err := putState(ctx, st, c); err != nil {
			return err
		}
	}
	return nil
}

func sameState(a, b Claim) bool {
	return a.Status == b.Status && a.EffectiveValidTo.Equal(b.EffectiveValidTo) &&
		a.SupersededBy == b.SupersededBy && slices.Equal(a.ConflictsWith, b.ConflictsWith)
}

func putState(ctx context.Context, st *txStmts, c Claim) error {
	_, err := st.exec(ctx, `INSERT INTO claim_state (claim_seq, status, eff_valid_to, superseded_by, conflicts)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (claim_seq) DO UPDATE SET status = excluded.status,
		eff_valid_to = excluded.eff_valid_to, superseded_by = excluded.superseded_by, conflicts = excluded.conflicts`,
		c.Seq, string(c.Status), nullTime(c.EffectiveValidTo), c.SupersededBy, strings.Join(c.ConflictsWith, " "))
	if err != nil {
		return fmt.Errorf("store claim state %s: %w", c.ID, err)
	}
	return nil
}
