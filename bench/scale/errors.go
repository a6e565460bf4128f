package scale

import "errors"

var (
	// ErrUsage reports a bad command line.
	ErrUsage = errors.New("usage error")
	// ErrGate reports that --gate was given and a bar failed.
	ErrGate = errors.New("gate failed")
	// ErrNotEmpty reports a ledger that already holds evidence.
	ErrNotEmpty = errors.New("ledger not empty")
)
