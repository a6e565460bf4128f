package engine

import (
	"context"
	"errors"

	"github.com/evicortex/evicortex/fuse"
)

// errUnbuilt marks scaffolding that the integration commit replaces.
var errUnbuilt = errors.New("engine: not built yet")

// Engine is an open EviCortex memory. Safe for concurrent use.
type Engine struct{}

// Open opens or creates the memory at path.
func Open(path string, opts Options) (*Engine, error) { return nil, errUnbuilt }

// Remember stores one observation durably.
func (e *Engine) Remember(ctx context.Context, obs Observation) (Receipt, error) {
	return Receipt{}, errUnbuilt
}

// RememberBatch stores observations atomically.
func (e *Engine) RememberBatch(ctx context.Context, obs []Observation) ([]Receipt, error) {
	return nil, errUnbuilt
}

// Recall compiles a capsule.
func (e *Engine) Recall(ctx context.Context, q Query) (*fuse.Capsule, error) { return nil, errUnbuilt }

// Expand returns exact evidence.
func (e *Engine) Expand(ctx context.Context, namespace, id string) (Evidence, error) {
	return Evidence{}, errUnbuilt
}

// Purge removes evidence.
func (e *Engine) Purge(ctx context.Context, req PurgeRequest) (PurgeReceipt, error) {
	return PurgeReceipt{}, errUnbuilt
}

// RebuildIndexes rebuilds projections.
func (e *Engine) RebuildIndexes(ctx context.Context) error { return errUnbuilt }

// Verify checks the ledger.
func (e *Engine) Verify(ctx context.Context) (VerifyReport, error) { return VerifyReport{}, errUnbuilt }

// Close closes the engine.
func (e *Engine) Close() error { return errUnbuilt }
