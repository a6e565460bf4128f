package hnsw

import (
	"errors"
	"fmt"
)

// Sentinel errors. Test with errors.Is; messages wrap them with context.
var (
	// ErrCorrupt reports an index file or in-memory graph that fails validation.
	ErrCorrupt = errors.New("hnsw: corrupt index")
	// ErrNotFound reports an id that is not (or no longer) in the index.
	ErrNotFound = errors.New("hnsw: id not found")
	// ErrExists reports an Add of an id that is already live.
	ErrExists = errors.New("hnsw: id already exists")
	// ErrInvalid reports a bad argument: wrong dimension, non-finite value,
	// bad k/ef, or a bad Config field.
	ErrInvalid = errors.New("hnsw: invalid argument")
	// ErrClosed reports use of a Graph after Close.
	ErrClosed = errors.New("hnsw: graph closed")
)

func corruptf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrCorrupt}, args...)...)
}

func invalidf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...)
}
