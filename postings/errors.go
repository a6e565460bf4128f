package postings

import "errors"

// Sentinel errors. Callers test them with errors.Is; every error this package
// returns for bad input or a damaged file wraps one of them.
var (
	// ErrCorrupt reports a segment, deletion or manifest file that fails
	// validation: bad magic, unknown version, checksum mismatch, a section
	// out of bounds or a structure that does not decode.
	ErrCorrupt = errors.New("postings: corrupt")
	// ErrDuplicate reports Add of a doc id that is already live.
	ErrDuplicate = errors.New("postings: duplicate doc id")
	// ErrInvalid reports a bad argument (negative k, bad option).
	ErrInvalid = errors.New("postings: invalid argument")
	// ErrClosed reports use of an Index after Close.
	ErrClosed = errors.New("postings: index closed")
)
