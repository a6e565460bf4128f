package ledger

import (
	"context"
	"database/sql"
	"fmt"
)

// txStmts binds the Store's cached writer statements to one transaction.
// A statement not yet cached is prepared on the transaction itself and
// remembered; release prepares it on the writer pool once the transaction
// has ended (the single writer connection is busy until then). Not safe for
// concurrent use: it lives inside one write transaction (under Store.wmu).
type txStmts struct {
	s      *Store
	tx     *sql.Tx
	bound  map[string]*sql.Stmt
	missed []string
}

func (s *Store) newTxStmts(tx *sql.Tx) *txStmts {
	return &txStmts{s: s, tx: tx, bound: map[string]*sql.Stmt{}}
}

// get returns query prepared and bound to the transaction.
func (t *txStmts) get(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := t.bound[query]; ok {
		return st, nil
	}
	var st *sql.Stmt
	if ps, ok := t.s.prepared[query]; ok { // guarded by wmu, held by the caller
		st = t.tx.StmtContext(ctx, ps)
	} else {
		var err error
		if st, err = t.tx.PrepareContext(ctx, query); err != nil {
			return nil, fmt.Errorf("prepare: %w", err)
		}
		t.missed = append(t.missed, query)
	}
	t.bound[query] = st
	return st, nil
}

// release ends the transaction (a no-op after Commit) and caches the
// statements first seen in it. Call deferred, still holding wmu. Errors
// only lose the cache entry.
func (t *txStmts) release(ctx context.Context) {
	_ = t.tx.Rollback()
	for _, q := range t.missed {
		if ps, err := t.s.wdb.PrepareContext(ctx, q); err == nil {
			t.s.prepared[q] = ps
		}
	}
	t.missed = nil
}

func (t *txStmts) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := t.get(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

func (t *txStmts) queryRow(ctx context.Context, query string, args ...any) (*sql.Row, error) {
	st, err := t.get(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryRowContext(ctx, args...), nil
}

func (t *txStmts) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := t.get(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}
