package engine

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/recall"
)

// MaxQueryBytes is the longest accepted query text.
const MaxQueryBytes = 4096

// Recall compiles a memory capsule for the query: candidates from the
// channels of package recall over the query's namespace (filtered before
// scoring), fused, temporally resolved, de-duplicated and packed into the
// hard token budget by package fuse. A namespace with no evidence yields
// an empty, abstaining capsule.
func (e *Engine) Recall(ctx context.Context, q Query) (*capsule.Capsule, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if err := validateQuery(q); err != nil {
		return nil, err
	}
	now := q.Now
	if now.IsZero() {
		now = e.opts.Clock()
	}
	// Hold the projection lock only to take a snapshot of the namespace;
	// searching, ledger reads, embedding and fusion run without it, so
	// writers are not queued behind whole recalls.
	e.mu.RLock()
	if e.closed.Load() {
		e.mu.RUnlock()
		return nil, ErrClosed
	}
	p := e.proj
	p.readers.Add(1)
	v := p.snapshot(q.Namespace)
	winTarget := p.win.queuedIn(q.Namespace)
	e.mu.RUnlock()
	defer p.readers.Done()
	var snap recall.Snapshot // nil: the namespace has no evidence
	if v != nil {
		if err := p.snapshotWindows(q.Namespace, v, winTarget); err != nil {
			return nil, err
		}
		snap = e.newSnapshot(p, q.Namespace, v)
	}
	req, err := recall.Collect(ctx, snap, recall.Query{
		Namespace: q.Namespace, Text: q.Text, Budget: q.BudgetTokens,
		Now: now.UTC(), AsOf: q.AsOf, KnownAt: q.KnownAt,
	})
	if err != nil {
		return nil, err
	}
	req.Estimator, req.Config = e.opts.Estimator, e.opts.Fusion
	return fuse.Compile(req)
}

func validateQuery(q Query) error {
	switch {
	case strings.TrimSpace(q.Namespace) == "":
		return fieldErr("namespace", "must not be empty")
	case strings.TrimSpace(q.Text) == "":
		return fieldErr("query", "must not be empty")
	case len(q.Text) > MaxQueryBytes:
		return fieldErr("query", fmt.Sprintf("exceeds %d bytes", MaxQueryBytes))
	case !utf8.ValidString(q.Text):
		return fieldErr("query", "is not valid UTF-8")
	case q.BudgetTokens <= 0:
		return fieldErr("budget_tokens", "must be positive")
	}
	for _, f := range [...]struct {
		name string
		t    time.Time
	}{{"now", q.Now}, {"as_of", q.AsOf}, {"known_at", q.KnownAt}} {
		if !f.t.IsZero() && (f.t.Year() < 1900 || f.t.Year() > 9999) {
			return fieldErr(f.name, "year must be within 1900..9999")
		}
	}
	return nil
}
