package memory

import "errors"

// ErrUsage reports a bad command line.
var ErrUsage = errors.New("usage error")

// ErrGate reports that --gate was given and EviCortex did not beat the best
// baseline with non-overlapping confidence intervals.
var ErrGate = errors.New("gate failed")

// ErrBudget reports a system that returned more tokens than the budget.
var ErrBudget = errors.New("budget exceeded")
