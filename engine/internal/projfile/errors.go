package projfile

import (
	"errors"
	"fmt"
)

// Sentinel errors. Test with errors.Is; messages wrap them with context.
// To a projection cache every one of ErrCorrupt, ErrVersion and ErrForeign
// means the same thing: rebuild the file from the ledger.
var (
	// ErrCorrupt reports a file that fails validation: bad magic, header,
	// bounds, checksum or section structure.
	ErrCorrupt = errors.New("projfile: corrupt file")
	// ErrVersion reports a well-formed file of a newer format than this
	// build reads.
	ErrVersion = errors.New("projfile: unsupported format version")
	// ErrForeign reports a valid file that belongs elsewhere: another kind
	// of projection, or (wrapped by the caller after comparing Stamp) the
	// projection of another ledger.
	ErrForeign = errors.New("projfile: foreign file")
	// ErrNotFound reports a section name the file does not hold.
	ErrNotFound = errors.New("projfile: no such section")
	// ErrInvalid reports a bad argument to the Writer: an empty or repeated
	// name, a duplicate table key, mismatched lengths, a size over a limit.
	ErrInvalid = errors.New("projfile: invalid argument")
	// ErrClosed reports use of a File after Close.
	ErrClosed = errors.New("projfile: file closed")
)

func corruptf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrCorrupt}, args...)...)
}

func invalidf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...)
}
