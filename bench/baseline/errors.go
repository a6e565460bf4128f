package baseline

import "errors"

// ErrConfig reports an invalid baseline configuration.
var ErrConfig = errors.New("baseline: invalid config")

// ErrNamespace reports a query on a namespace that was never ingested.
var ErrNamespace = errors.New("baseline: unknown namespace")
