package engine

import (
	"context"
	"fmt"
	"sync"

	"github.com/evicortex/evicortex/ledger"
)

// trustIndex is the trust projection: the evidence written at a level
// other than standard (ledger/trust.go), by seq, rebuilt from the ledger
// with the cognitive projections and kept up to date by writes and
// catch-up. Recall hands it to fuse, which caps the share of a capsule's
// budget that evidence below standard trust may take (fuse.Config
// LowTrustShare). Seqs are never reused, so a purged seq left here is
// never looked up again. Safe for concurrent use.
type trustIndex struct {
	mu sync.RWMutex
	m  map[uint32]ledger.Trust
}

func (x *trustIndex) put(seq uint32, t ledger.Trust) {
	if t.Level() == ledger.TrustStandard {
		return
	}
	x.mu.Lock()
	if x.m == nil {
		x.m = map[uint32]ledger.Trust{}
	}
	x.m[seq] = t
	x.mu.Unlock()
}

// of is seq's trust level (standard when not listed).
func (x *trustIndex) of(seq uint32) ledger.Trust {
	x.mu.RLock()
	t, ok := x.m[seq]
	x.mu.RUnlock()
	if !ok {
		return ledger.TrustStandard
	}
	return t
}

// rebuildTrust reloads the trust projection from the ledger.
func (e *Engine) rebuildTrust(ctx context.Context) error {
	m := map[uint32]ledger.Trust{}
	if err := e.led.ScanTrust(ctx, func(seq uint32, t ledger.Trust) error {
		m[seq] = t
		return nil
	}); err != nil {
		return fmt.Errorf("rebuild trust: %w", err)
	}
	e.trust.mu.Lock()
	e.trust.m = m
	e.trust.mu.Unlock()
	return nil
}

// TrustOf is the trust level of the evidence seq (recall.TrustSnapshot).
func (s *nsSnapshot) TrustOf(seq uint32) ledger.Trust { return s.trust.of(seq) }
