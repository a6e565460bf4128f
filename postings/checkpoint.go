package postings

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Checkpoint makes the index durable in Options.Dir together with stamp,
// an opaque caller value (at most MaxStampBytes) that Stamp returns after
// the directory is reopened: the engine records there the journal seq the
// files reflect. It flushes the write buffer to a segment (waiting for
// nothing else: a running background merge goes on) and then writes the
// manifest naming that segment and the stamp, atomically (temp file,
// fsync, rename, directory fsync). A crash at any point leaves either the
// previous checkpoint or this one.
//
// The files may hold more than the stamp says: flushes of a full buffer,
// deletes and merges after a checkpoint also reach them (under the old
// stamp). Documents added after the last flush are not in the files. So a
// caller recovers by replaying its log from the stamp in order: Add
// returns ErrDuplicate for a document the files already hold (skip it),
// and Delete ignores ids that are not live.
func (ix *Index) Checkpoint(stamp []byte) error {
	if ix.opts.Dir == "" {
		return fmt.Errorf("checkpoint: index has no Options.Dir: %w", ErrInvalid)
	}
	if len(stamp) > MaxStampBytes {
		return fmt.Errorf("checkpoint: stamp of %d bytes, at most %d: %w", len(stamp), MaxStampBytes, ErrInvalid)
	}
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if ix.isClosed() {
		return ErrClosed
	}
	var st []byte // an empty stamp is stored as none
	if len(stamp) > 0 {
		st = append(st, stamp...)
	}
	if err := ix.flushStamped(st, true); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// Stamp returns the stamp of the last checkpoint: the one read from the
// directory on open, or the one a later Checkpoint wrote. It is nil when
// no checkpoint was ever written (a new or in-memory index, or a
// directory written before stamps existed), or its stamp was empty.
func (ix *Index) Stamp() []byte {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.stamp == nil {
		return nil
	}
	return append([]byte{}, ix.stamp...)
}

// Destroy deletes the index files in dir: MANIFEST first (durably), then
// segment and temp files, then dir itself if nothing else is left in it.
// A crash midway leaves a directory that opens as an empty index with no
// stamp. No Index may have dir open. A missing dir is not an error.
func Destroy(dir string) error {
	if err := removeFile(filepath.Join(dir, manifestName)); err != nil {
		return fmt.Errorf("destroy: %w", err)
	}
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("destroy: %w", err)
	}
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("destroy: %w", err)
	}
	left := 0
	for _, e := range ents {
		if !isIndexFile(e.Name()) {
			left++
			continue
		}
		if err := removeFile(filepath.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("destroy: %w", err)
		}
	}
	if left == 0 {
		if err := os.Remove(dir); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("destroy: %w", err)
		}
	}
	return nil
}
