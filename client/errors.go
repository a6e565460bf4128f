package client

import (
	"errors"
	"fmt"
)

// Sentinels matched by errors.Is against an *Error by its code.
var (
	ErrInvalid         = errors.New("client: invalid request")                    // 400 invalid
	ErrUnauthorized    = errors.New("client: unauthorized")                       // 401
	ErrForbidden       = errors.New("client: forbidden")                          // 403
	ErrNotFound        = errors.New("client: not found")                          // 404
	ErrConflict        = errors.New("client: idempotency conflict")               // 409
	ErrTooLarge        = errors.New("client: request too large")                  // 413
	ErrUnavailable     = errors.New("client: service unavailable")                // 503
	ErrNotSupported    = errors.New("client: not implemented by server")          // 501
	ErrProfileMismatch = errors.New("client: vectors of another encoder profile") // 409 profile_mismatch
	ErrLedgerLocked    = errors.New("client: ledger owned by another process")    // 409 ledger_locked
	ErrStaleRevision   = errors.New("client: capsule changed since its revision") // 409 stale_revision: recompile
	ErrResolved        = errors.New("client: proposal already resolved")          // 409 already_resolved
)

// Error is a non-2xx answer from the server.
type Error struct {
	Status  int    // HTTP status
	Code    string `json:"code"`    // e.g. "invalid", "forbidden", "not_found"
	Message string `json:"message"` // human-readable, from the server
	Field   string `json:"field"`   // input field at fault, when known
}

func (e *Error) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("evicortex: %d %s (field %s): %s", e.Status, e.Code, e.Field, e.Message)
	}
	return fmt.Sprintf("evicortex: %d %s: %s", e.Status, e.Code, e.Message)
}

// Is matches the sentinel of the error's code.
func (e *Error) Is(target error) bool {
	switch e.Code {
	case "invalid":
		return target == ErrInvalid
	case "unauthorized":
		return target == ErrUnauthorized
	case "forbidden":
		return target == ErrForbidden
	case "not_found":
		return target == ErrNotFound
	case "idempotency_conflict":
		return target == ErrConflict
	case "too_large":
		return target == ErrTooLarge
	case "unavailable":
		return target == ErrUnavailable
	case "not_implemented":
		return target == ErrNotSupported
	case "profile_mismatch":
		return target == ErrProfileMismatch
	case "ledger_locked":
		return target == ErrLedgerLocked
	case "stale_revision":
		return target == ErrStaleRevision
	case "already_resolved":
		return target == ErrResolved
	}
	return false
}
