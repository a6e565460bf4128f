package memory

import "errors"

// ErrUsage reports a bad command line.
var ErrUsage = errors.New("usage error")

// ErrGate reports that --gate was given and EviCortex did not beat the best
// baseline with non-overlapping confidence intervals.
var ErrGate = errors.New("gate failed")

// ErrBudget reports a system that returned more tokens than the budget.
var ErrBudget = errors.New("budget exceeded")

// ErrVectorCache reports an on-disk vector cache that does not match the
// encoder (profile id, dimensions) or an encoder that broke its contract.
var ErrVectorCache = errors.New("vector cache")

// ErrNoData reports a dataset file that has not been fetched; the message
// names the make target that fetches it.
var ErrNoData = errors.New("dataset not found")
