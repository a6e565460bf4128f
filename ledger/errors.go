package ledger

import "errors"

// Sentinel errors. Every error returned by this package that falls into one
// of these classes wraps the sentinel, so callers test with errors.Is.
var (
	// ErrNotFound: the namespace, evidence, claim or id does not exist (or
	// belongs to another namespace).
	ErrNotFound = errors.New("ledger: not found")
	// ErrInvalid: an input failed validation. Returned wrapped in *FieldError.
	ErrInvalid = errors.New("ledger: invalid input")
	// ErrCorrupt: stored data failed an integrity check (digest, journal
	// chain, structure) or the file is not a ledger database.
	ErrCorrupt = errors.New("ledger: corrupt")
	// ErrIdempotencyConflict: an idempotency key was reused with different content.
	ErrIdempotencyConflict = errors.New("ledger: idempotency key reused with different content")
	// ErrSchema: the database schema is newer than this code understands.
	ErrSchema = errors.New("ledger: unsupported schema version")
	// ErrClosed: the Store has been closed.
	ErrClosed = errors.New("ledger: store closed")
	// ErrMissingTool: an external program a call needs (pg_dump,
	// pg_restore) is not installed.
	ErrMissingTool = errors.New("ledger: required program not found")
	// ErrLocked: another opener holds the SQLite ledger, so this Open (or
	// this read-only follower's write) would diverge from it. Returned
	// wrapped in *LockError, which names the holder.
	ErrLocked = errors.New("ledger: held by another opener")
	// ErrResolved: a proposal was already applied or rejected.
	ErrResolved = errors.New("ledger: proposal already resolved")
)

// FieldError names the input field that failed validation and why.
// It unwraps to ErrInvalid.
type FieldError struct {
	Field  string // e.g. "content" or "observations[2].claims[0].subject"
	Reason string // e.g. "required", "exceeds 1048576 bytes"
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Reason }

// Unwrap returns ErrInvalid.
func (e *FieldError) Unwrap() error { return ErrInvalid }

func fieldErr(field, reason string) *FieldError { return &FieldError{Field: field, Reason: reason} }

// Encryption at rest (crypt.go).
var (
	// ErrKeyRequired: the ledger is encrypted and was opened without keys.
	ErrKeyRequired = errors.New("ledger: encrypted ledger needs its key file")
	// ErrNotEncrypted: keys were given for a ledger written in the clear.
	ErrNotEncrypted = errors.New("ledger: ledger is not encrypted")
	// ErrKeyDestroyed: the value's namespace was purged and its data key
	// destroyed (crypto-shredded); the value is unreadable for good.
	ErrKeyDestroyed = errors.New("ledger: data key destroyed")
	// ErrKeyMissing: the key provider does not hold the data key a value
	// was sealed with (usually another key file).
	ErrKeyMissing = errors.New("ledger: data key missing")
)
