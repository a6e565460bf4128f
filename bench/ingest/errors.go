package ingest

import "errors"

// ErrUsage reports a bad command line.
var ErrUsage = errors.New("usage error")

// ErrGate reports that --gate was given and the engine cost more than
// --max-ratio times the bare insert.
var ErrGate = errors.New("gate failed")
