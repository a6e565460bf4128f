package engine

import (
	"context"

	"github.com/evicortex/evicortex/ledger"
)

// BackupManifest describes a backup directory (ledger.BackupManifest; the
// directory format is in ledger/FORMAT.md, "Backup directory").
type BackupManifest = ledger.BackupManifest

// Backup writes a consistent online snapshot of the ledger into dir (which
// must not exist or be empty) with a manifest of its digest. Writers may
// continue while it runs; the snapshot holds every write acknowledged before
// Backup started. Only the ledger is copied: indexes are rebuilt from it on
// open. A PostgreSQL ledger is dumped with pg_dump, which must be installed
// (ErrMissingTool otherwise). See ledger.Store.Backup.
func (e *Engine) Backup(ctx context.Context, dir string) (BackupManifest, error) {
	if err := e.checkOpen(ctx); err != nil {
		return BackupManifest{}, err
	}
	return e.led.Backup(ctx, dir)
}

// Restore checks the backup in dir against its manifest and installs its
// ledger at path, which must not exist and whose lock no engine may hold
// (ErrLocked); Open then rebuilds the indexes. It
// is ledger.Restore, kept here so callers of the engine need no ledger
// import.
func Restore(ctx context.Context, dir, path string) (BackupManifest, error) {
	return ledger.Restore(ctx, dir, path)
}

// RestorePostgres restores the PostgreSQL backup in dir with pg_restore into
// the database named by dsn; OpenPostgres then rebuilds the indexes. It is
// ledger.RestorePostgres, kept here so callers of the engine need no ledger
// import.
func RestorePostgres(ctx context.Context, dir, dsn string) (BackupManifest, error) {
	return ledger.RestorePostgres(ctx, dir, dsn)
}
