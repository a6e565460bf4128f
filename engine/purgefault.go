package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// rebuildAfterPurgeLocked replaces the projections after a purge has
// committed; the caller holds wmu. The purged evidence must never be
// served again, whatever fails: when the persisted rebuild fails (a
// projection file cannot be written, the disk is full) the projections
// are rebuilt in memory instead and the old generation's files, which
// hold the purged text, are deleted (the next Open rebuilds its files
// from the ledger); when that fails too, the engine goes stale: Recall
// and Search fail with ErrStale, and nothing is checkpointed, until a
// rebuild succeeds.
func (e *Engine) rebuildAfterPurgeLocked(ctx context.Context) error {
	err := e.rebuildLocked(ctx)
	if err == nil {
		return nil
	}
	e.opts.Logger.Warn("projections: persisted rebuild after a purge failed; rebuilding in memory", "reason", err.Error())
	merr := e.rebuildIntoLocked(ctx, false)
	if merr == nil {
		return nil
	}
	e.stale.Store(true)
	if dir := e.proj.dir; dir != "" {
		removeContents(dir)
	}
	return fmt.Errorf("%w: %w", ErrStale, errors.Join(err, merr))
}

// recoverStale retries the rebuild a failed purge left pending (nil when
// none is): a recall never reads projections that still hold purged
// evidence.
func (e *Engine) recoverStale(ctx context.Context) error {
	if !e.stale.Load() {
		return nil
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	if !e.stale.Load() {
		return nil
	}
	if err := e.rebuildAfterPurgeLocked(ctx); err != nil {
		return fmt.Errorf("recall: %w", err)
	}
	if e.retired != nil {
		<-e.retired
	}
	return nil
}

// removeContents deletes the files of a stale generation directory: they
// hold the purged text (mapped ones stay readable until closed). The
// directory itself stays until the projections retire, so nextGen never
// hands its number to the generation that replaces them.
func removeContents(dir string) {
	ents, _ := os.ReadDir(dir)
	for _, en := range ents {
		os.RemoveAll(filepath.Join(dir, en.Name()))
	}
}
