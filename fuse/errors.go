package fuse

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error Compile returns wraps one of them and a
// *FieldError naming the offending request field.
var (
	// ErrBudget: the token budget is missing or not positive.
	ErrBudget = errors.New("fuse: invalid budget")
	// ErrInvalid: the request is malformed (unknown key, bad config value...).
	ErrInvalid = errors.New("fuse: invalid request")
)

// FieldError says which request field is wrong and why. It wraps the
// sentinel (ErrBudget or ErrInvalid), so errors.Is works on it.
type FieldError struct {
	Field  string // JSON-style path, e.g. "budget_tokens", "channels[1].hits[3].key"
	Reason string
	Err    error
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%v: %s: %s", e.Err, e.Field, e.Reason)
}

func (e *FieldError) Unwrap() error { return e.Err }

func invalid(field, format string, args ...any) error {
	return &FieldError{Field: field, Reason: fmt.Sprintf(format, args...), Err: ErrInvalid}
}
