// Package ledgerhook lets tests see each ledger call as it starts. The
// engine's tests use it to fail any ledger call made while a projection
// lock is held, and to stall a chosen call on purpose. Production code
// installs no hook; a call then costs one atomic load.
package ledgerhook

import (
	"context"
	"sync/atomic"
)

// Hook is called with the context and the Store method name (e.g.
// "ClaimsFor") of each ledger call, on the caller's goroutine, before the
// call touches the database.
type Hook func(ctx context.Context, op string)

var hook atomic.Pointer[Hook]

// Set installs h (nil removes the hook) and returns the hook it replaces.
func Set(h Hook) Hook {
	var p *Hook
	if h != nil {
		p = &h
	}
	if old := hook.Swap(p); old != nil {
		return *old
	}
	return nil
}

// Enter reports a ledger call to the installed hook, if any.
func Enter(ctx context.Context, op string) {
	if h := hook.Load(); h != nil {
		(*h)(ctx, op)
	}
}
