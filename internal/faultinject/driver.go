package faultinject

import (
	"context"
	"database/sql/driver"
	"errors"
)

// The wrapping database/sql driver: every connection, statement and
// transaction of the wrapped driver, with a fault check before each
// Exec, Query, Begin and Commit. It forwards the optional interfaces
// database/sql looks for when the wrapped value has them.

type wrapDriver struct{ d driver.Driver }

func (w wrapDriver) Open(name string) (driver.Conn, error) {
	c, err := w.d.Open(name)
	if err != nil {
		return nil, err
	}
	return &wrapConn{c}, nil
}

type wrapConn struct{ c driver.Conn }

var (
	_ driver.ConnBeginTx        = (*wrapConn)(nil)
	_ driver.ConnPrepareContext = (*wrapConn)(nil)
	_ driver.ExecerContext      = (*wrapConn)(nil)
	_ driver.QueryerContext     = (*wrapConn)(nil)
	_ driver.SessionResetter    = (*wrapConn)(nil)
	_ driver.Validator          = (*wrapConn)(nil)
	_ driver.NamedValueChecker  = (*wrapConn)(nil)
	_ driver.Pinger             = (*wrapConn)(nil)
	_ driver.StmtExecContext    = (*wrapStmt)(nil)
	_ driver.StmtQueryContext   = (*wrapStmt)(nil)
	_ driver.NamedValueChecker  = (*wrapStmt)(nil)
	_ driver.Tx                 = (*wrapTx)(nil)
)

func (w *wrapConn) Prepare(query string) (driver.Stmt, error) {
	return w.PrepareContext(context.Background(), query)
}

func (w *wrapConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	var s driver.Stmt
	var err error
	if p, ok := w.c.(driver.ConnPrepareContext); ok {
		s, err = p.PrepareContext(ctx, query)
	} else {
		s, err = w.c.Prepare(query)
	}
	if err != nil {
		return nil, err
	}
	return &wrapStmt{s: s, query: query}, nil
}

func (w *wrapConn) Close() error { return w.c.Close() }

func (w *wrapConn) Begin() (driver.Tx, error) {
	return w.BeginTx(context.Background(), driver.TxOptions{})
}

func (w *wrapConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if err := stepSQL(Begin, "transaction"); err != nil {
		return nil, err
	}
	var tx driver.Tx
	var err error
	if b, ok := w.c.(driver.ConnBeginTx); ok {
		tx, err = b.BeginTx(ctx, opts)
	} else {
		tx, err = w.c.Begin() //nolint:staticcheck // the fallback database/sql itself uses
	}
	if err != nil {
		return nil, err
	}
	return &wrapTx{tx}, nil
}

func (w *wrapConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	e, ok := w.c.(driver.ExecerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	if err := stepSQL(Statement, query); err != nil {
		return nil, err
	}
	return e.ExecContext(ctx, query, args)
}

func (w *wrapConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := w.c.(driver.QueryerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	if err := stepSQL(Statement, query); err != nil {
		return nil, err
	}
	return q.QueryContext(ctx, query, args)
}

func (w *wrapConn) ResetSession(ctx context.Context) error {
	if r, ok := w.c.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (w *wrapConn) IsValid() bool {
	if v, ok := w.c.(driver.Validator); ok {
		return v.IsValid()
	}
	return true
}

func (w *wrapConn) CheckNamedValue(nv *driver.NamedValue) error {
	if c, ok := w.c.(driver.NamedValueChecker); ok {
		return c.CheckNamedValue(nv)
	}
	return driver.ErrSkip
}

func (w *wrapConn) Ping(ctx context.Context) error {
	if p, ok := w.c.(driver.Pinger); ok {
		return p.Ping(ctx)
	}
	return nil
}

type wrapStmt struct {
	s     driver.Stmt
	query string
}

func (w *wrapStmt) Close() error  { return w.s.Close() }
func (w *wrapStmt) NumInput() int { return w.s.NumInput() }

func (w *wrapStmt) Exec(args []driver.Value) (driver.Result, error) {
	if err := stepSQL(Statement, w.query); err != nil {
		return nil, err
	}
	return w.s.Exec(args) //nolint:staticcheck // forwarded as database/sql would call it
}

func (w *wrapStmt) Query(args []driver.Value) (driver.Rows, error) {
	if err := stepSQL(Statement, w.query); err != nil {
		return nil, err
	}
	return w.s.Query(args) //nolint:staticcheck // forwarded as database/sql would call it
}

func (w *wrapStmt) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	e, ok := w.s.(driver.StmtExecContext)
	if !ok {
		return nil, errors.New("faultinject: wrapped statement lacks ExecContext")
	}
	if err := stepSQL(Statement, w.query); err != nil {
		return nil, err
	}
	return e.ExecContext(ctx, args)
}

func (w *wrapStmt) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := w.s.(driver.StmtQueryContext)
	if !ok {
		return nil, errors.New("faultinject: wrapped statement lacks QueryContext")
	}
	if err := stepSQL(Statement, w.query); err != nil {
		return nil, err
	}
	return q.QueryContext(ctx, args)
}

func (w *wrapStmt) CheckNamedValue(nv *driver.NamedValue) error {
	if c, ok := w.s.(driver.NamedValueChecker); ok {
		return c.CheckNamedValue(nv)
	}
	return driver.ErrSkip
}

type wrapTx struct{ tx driver.Tx }

func (w *wrapTx) Commit() error {
	if err := stepSQL(Commit, "transaction"); err != nil {
		w.tx.Rollback() // the fault stands for a commit that did not happen
		return err
	}
	return w.tx.Commit()
}

func (w *wrapTx) Rollback() error { return w.tx.Rollback() }
