package recallpath

import "errors"

// ErrUsage reports a bad command line.
var ErrUsage = errors.New("usage error")
