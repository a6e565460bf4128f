package compare

import "errors"

// ErrUsage reports a bad command line.
var ErrUsage = errors.New("usage error")

// ErrKind reports a report whose kind cannot be detected, or two reports
// of different kinds.
var ErrKind = errors.New("compare: unknown or mismatched report kind")

// ErrRegression reports a regression beyond the allowed maximum.
var ErrRegression = errors.New("regression")
