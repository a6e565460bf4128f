package recall

import "github.com/evicortex/evicortex/ledger"

// ErrCorrupt marks a snapshot that broke its contract (evidence of another
// namespace); it is the ledger's, so engine callers test one sentinel.
var ErrCorrupt = ledger.ErrCorrupt
