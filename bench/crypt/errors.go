package crypt

import "errors"

// ErrUsage reports a bad command line.
var ErrUsage = errors.New("usage error")

// ErrGate reports that --gate was given and a ratio exceeded --max-ratio.
var ErrGate = errors.New("gate failed")
