package ledger

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// structuralChecks are queries that must return no rows; each returns a
// description of the first offending row.
var structuralChecks = []struct {
	name, query string
	fk          bool // SQLite's foreign key check; PostgreSQL always enforces them
}{
	{"claim without evidence", `SELECT id FROM claims c WHERE NOT EXISTS (SELECT 1 FROM claim_evidence x WHERE x.claim_seq = c.seq)`, false},
	{"claim evidence missing or in another namespace", `SELECT c.id FROM claims c JOIN claim_evidence x ON x.claim_seq = c.seq
		LEFT JOIN evidence e ON e.seq = x.evidence_seq WHERE e.seq IS NULL OR e.ns_id <> c.ns_id`, false},
	{"supersedes target missing or in another namespace", `SELECT c.id FROM claims c LEFT JOIN claims t ON t.id = c.supersedes
		WHERE c.supersedes <> '' AND (t.seq IS NULL OR t.ns_id <> c.ns_id)`, false},
	{"claim without state", `SELECT id FROM claims c WHERE NOT EXISTS (SELECT 1 FROM claim_state s WHERE s.claim_seq = c.seq)`, false},
	{"entity linked across namespaces", `SELECT en.id FROM entities en JOIN entity_evidence x ON x.entity_seq = en.seq
		JOIN evidence e ON e.seq = x.evidence_seq WHERE e.ns_id <> en.ns_id`, false},
	{"entity without evidence", `SELECT id FROM entities en WHERE NOT EXISTS (SELECT 1 FROM entity_evidence x WHERE x.entity_seq = en.seq)`, false},
	{"relation endpoint in another namespace", `SELECT r.id FROM relations r JOIN entities a ON a.seq = r.subject_seq
		JOIN entities b ON b.seq = r.object_seq WHERE a.ns_id <> r.ns_id OR b.ns_id <> r.ns_id`, false},
	{"relation without evidence", `SELECT id FROM relations r WHERE NOT EXISTS (SELECT 1 FROM relation_evidence x WHERE x.relation_seq = r.seq)`, false},
	{"derivation in another namespace", `SELECT d.seq FROM derivations d JOIN evidence e ON e.seq = d.evidence_seq WHERE e.ns_id <> d.ns_id`, false},
	{"foreign key violation", `SELECT "table" || ' rowid ' || coalesce(rowid, '?') FROM pragma_foreign_key_check`, true},
}

// Check runs Verify plus structural checks: claim evidence exists in the
// claim's namespace, supersedes targets exist in the same namespace,
// namespace ids agree across links, foreign keys hold, and the stored
// claim-state projection equals ComputeClaimStates. Errors wrap ErrCorrupt.
func (s *Store) Check(ctx context.Context) error {
	ledgerhook.Enter(ctx, "Check")
	if err := s.checkOpen(); err != nil {
		return err
	}
	tx, err := s.rdb.BeginTx(ctx, s.d.readTx)
	if err != nil {
		return fmt.Errorf("check: %w", err)
	}
	defer tx.Rollback()
	if _, err := verifyTx(ctx, tx, s.cr); err != nil {
		return err
	}
	for _, c := range structuralChecks {
		if c.fk && !s.d.fkCheck {
			continue
		}
		var what string
		err := tx.QueryRowContext(ctx, c.query+` LIMIT 1`).Scan(&what)
		if err == nil {
			return corruptf("%s: %s", c.name, what)
		}
		if err != sql.ErrNoRows {
			return fmt.Errorf("check %s: %w", c.name, err)
		}
	}
	return checkClaimStates(ctx, tx, s.cr)
}

// loadClaimsByNamespace returns every claim with stored state, per namespace.
func loadClaimsByNamespace(ctx context.Context, cr *cryptor, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) (map[uint32][]Claim, error) {
	rows, err := q.QueryContext(ctx, claimSelect+` ORDER BY c.seq`)
	if err != nil {
		return nil, fmt.Errorf("load claims: %w", err)
	}
	cs, err := collectClaims(ctx, cr, rows)
	if err != nil {
		return nil, err
	}
	out := map[uint32][]Claim{}
	for _, c := range cs {
		out[c.NamespaceID] = append(out[c.NamespaceID], c)
	}
	return out, nil
}

func checkClaimStates(ctx context.Context, tx *sql.Tx, cr *cryptor) error {
	byNS, err := loadClaimsByNamespace(ctx, cr, tx)
	if err != nil {
		return err
	}
	for _, cs := range byNS {
		stored := make(map[uint32]Claim, len(cs))
		for _, c := range cs {
			stored[c.Seq] = c
		}
		for _, want := range ComputeClaimStates(cs, zeroTime) {
			if got := stored[want.Seq]; !sameState(got, want) {
				return corruptf("claim %s: stored state %s differs from computed %s", want.ID, got.Status, want.Status)
			}
		}
	}
	return nil
}

// RebuildClaimState drops the claim-state projection and recomputes it.
func (s *Store) RebuildClaimState(ctx context.Context) error {
	ledgerhook.Enter(ctx, "RebuildClaimState")
	if err := s.checkOpen(); err != nil {
		return err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("rebuild claim state: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM claim_state`); err != nil {
		return fmt.Errorf("rebuild claim state: %w", err)
	}
	byNS, err := loadClaimsByNamespace(ctx, s.cr, tx)
	if err != nil {
		return err
	}
	st := s.newTxStmts(tx)
	defer st.release(ctx)
	for _, cs := range byNS {
		for _, c := range ComputeClaimStates(cs, zeroTime) {
			if err := putState(ctx, st, c); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}

// Stats counts namespaces, evidence, claims, entities and journal entries.
func (s *Store) Stats(ctx context.Context) (Stats, error) {
	ledgerhook.Enter(ctx, "Stats")
	if err := s.checkOpen(); err != nil {
		return Stats{}, err
	}
	var st Stats
	err := s.rdb.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM namespaces), (SELECT count(*) FROM evidence),
		(SELECT count(*) FROM claims), (SELECT count(*) FROM entities), (SELECT count(*) FROM journal)`).
		Scan(&st.Namespaces, &st.Evidence, &st.Claims, &st.Entities, &st.JournalEntries)
	if err != nil {
		return st, fmt.Errorf("stats: %w", err)
	}
	return st, nil
}
