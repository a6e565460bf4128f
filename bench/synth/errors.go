package synth

import "errors"

// ErrConfig reports an invalid generator configuration.
var ErrConfig = errors.New("synth: invalid config")

// ErrInconsistent reports a workload that breaks its own invariants (see
// Workload.Check).
var ErrInconsistent = errors.New("synth: inconsistent workload")
