package engine

import (
	"errors"

	"github.com/evicortex/evicortex/ledger"
)

// Sentinel errors. Errors returned by the engine wrap one of these (or a
// ledger sentinel re-exported here) so callers can test with errors.Is.
var (
	// ErrClosed is returned by every call on a closed Engine.
	ErrClosed = errors.New("engine: closed")
	// ErrInvalid marks bad input; the error is a *FieldError naming the field.
	ErrInvalid = ledger.ErrInvalid
	// ErrNotFound is returned when an id or namespace does not exist.
	ErrNotFound = ledger.ErrNotFound
	// ErrResolved is returned when a proposal was already applied or
	// rejected.
	ErrResolved = ledger.ErrResolved
	// ErrCorrupt is returned by Verify when stored evidence or the journal
	// does not match its digests.
	ErrCorrupt = ledger.ErrCorrupt
	// ErrIdempotencyConflict: the same idempotency key with different content.
	ErrIdempotencyConflict = ledger.ErrIdempotencyConflict
	// ErrLocked: another engine holds the SQLite ledger, and opening it
	// (or, for a follower beside an owner, writing to it) would diverge
	// one of them. The error is a *ledger.LockError naming the holder.
	ErrLocked = ledger.ErrLocked
	// ErrMissingTool: an external program a call needs (pg_dump,
	// pg_restore) is not installed.
	ErrMissingTool = ledger.ErrMissingTool
	// ErrStaleRevision: a feedback names a capsule one of whose items was
	// purged or superseded after the capsule's revision; recompile it.
	ErrStaleRevision = errors.New("engine: stale revision")
	// ErrStale is returned by Recall and Search while the projections
	// still hold evidence a committed purge removed from the ledger,
	// because no rebuild has succeeded since (each call retries one); a
	// Purge that leaves the engine so wraps it too.
	ErrStale = errors.New("engine: projections await a rebuild after a purge")
)

// FieldError names the input field that was rejected and why.
type FieldError = ledger.FieldError

func fieldErr(field, reason string) error {
	return &FieldError{Field: field, Reason: reason}
}
