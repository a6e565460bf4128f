package engine

import (
	"context"
	"fmt"
	"slices"

	"github.com/evicortex/evicortex/ledger"
)

// checkNamespace enforces the namespace grammar (ledger.CheckNamespace) on
// every call that names a namespace, Purge and DropVectors excepted: they
// accept a name an older version stored outside the grammar, so it can
// still be erased.
func checkNamespace(ns string) error { return ledger.CheckNamespace(ns) }

// NamespacesOutsideGrammar lists, sorted, the namespace names holding
// evidence that do not follow the grammar (ledger.CheckNamespace): written before it
// existed, they still open, Verify counts them, and Purge erases them.
func (e *Engine) NamespacesOutsideGrammar(ctx context.Context) ([]string, error) {
	if err := e.checkOpen(ctx); err != nil {
		return nil, err
	}
	return e.namespacesOutsideGrammar(ctx)
}

func (e *Engine) namespacesOutsideGrammar(ctx context.Context) ([]string, error) {
	all, err := e.led.Namespaces(ctx)
	if err != nil {
		return nil, fmt.Errorf("verify: namespaces: %w", err)
	}
	var out []string
	e.mu.RLock()
	for name := range all {
		// A name whose evidence was all purged holds nothing to migrate.
		if v := e.proj.ns[name]; v != nil && !v.ev.IsEmpty() && ledger.CheckNamespace(name) != nil {
			out = append(out, name)
		}
	}
	e.mu.RUnlock()
	slices.Sort(out)
	return out, nil
}
