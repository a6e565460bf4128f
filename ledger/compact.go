package ledger

import (
	"context"
	"fmt"
	"os"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// compactPages bounds the free pages one Compact returns to the file
// system (4 MiB at the default 4 KiB page).
const compactPages = 1024

// Compact is a maintenance step with bounded work: on SQLite it copies
// the WAL into the database and truncates it (once, without waiting for
// readers), then, when the file was
// created with auto_vacuum=INCREMENTAL, frees at most compactPages free
// pages. It returns the bytes the ledger's files shrank by (0 on
// PostgreSQL, whose autovacuum owns this).
func (s *Store) Compact(ctx context.Context) (int64, error) {
	ledgerhook.Enter(ctx, "Compact")
	if err := s.checkOpen(); err != nil {
		return 0, err
	}
	if s.path == "" {
		return 0, nil
	}
	before := s.Bytes()
	s.wmu.Lock()
	defer s.wmu.Unlock()
	// One TRUNCATE attempt, no retries: readers pinning old snapshots
	// leave the WAL for the next pass rather than stall this one.
	var busy, logFrames, done int
	if err := s.wdb.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &done); err != nil {
		return 0, fmt.Errorf("compact: wal checkpoint: %w", err)
	}
	var mode int
	if err := s.wdb.QueryRowContext(ctx, `PRAGMA auto_vacuum`).Scan(&mode); err != nil {
		return 0, fmt.Errorf("compact: %w", err)
	}
	if mode == 2 { // incremental
		if _, err := s.wdb.ExecContext(ctx, fmt.Sprintf(`PRAGMA incremental_vacuum(%d)`, compactPages)); err != nil {
			return 0, fmt.Errorf("compact: %w", err)
		}
	}
	if freed := before - s.Bytes(); freed > 0 {
		return freed, nil
	}
	return 0, nil
}

// Bytes is the size of the ledger's files (0 on PostgreSQL).
func (s *Store) Bytes() int64 {
	var n int64
	for _, f := range s.Files() {
		if fi, err := os.Stat(f); err == nil {
			n += fi.Size()
		}
	}
	return n
}

// WALBytes is the size of the SQLite WAL file (0 on PostgreSQL).
func (s *Store) WALBytes() int64 {
	if s.path == "" {
		return 0
	}
	if fi, err := os.Stat(s.path + "-wal"); err == nil {
		return fi.Size()
	}
	return 0
}
