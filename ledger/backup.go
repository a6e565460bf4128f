package ledger

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// Backup directory layout (FORMAT.md, "Backup directory").
const (
	backupLedgerFile   = "ledger.db"     // SQLite snapshot
	backupDumpFile     = "ledger.pgdump" // PostgreSQL dump (backup_postgres.go)
	backupManifestFile = "MANIFEST.json"
	backupFormat       = "evicortex-backup/1"
)

// BackupManifest describes a backup directory. Its ledger.db (SQLite) or
// ledger.pgdump (PostgreSQL, backup_postgres.go) is a consistent snapshot;
// indexes are not copied because they are rebuilt from the ledger on open.
type BackupManifest struct {
	Format         string    `json:"format"`
	Backend        string    `json:"backend,omitempty"` // "postgres"; absent for SQLite
	Schema         string    `json:"schema,omitempty"`  // PostgreSQL: the dumped schema
	CreatedAt      time.Time `json:"created_at"`
	LedgerSHA256   string    `json:"ledger_sha256"` // of ledger.db or ledger.pgdump
	LedgerBytes    int64     `json:"ledger_bytes"`
	Evidence       int       `json:"evidence"`
	Claims         int       `json:"claims"`
	JournalEntries int       `json:"journal_entries"`
	JournalHead    string    `json:"journal_head"` // hash of the last journal entry in the snapshot
}

// Backup writes a consistent online snapshot of the ledger into dir (which
// must not exist or be empty) with a manifest of its digest. Writers may
// continue while it runs; the snapshot holds every write committed before
// Backup started. SQLite is snapshotted with VACUUM INTO and the copy is
// verified; PostgreSQL is dumped with pg_dump, which must be installed
// (ErrMissingTool otherwise).
func (s *Store) Backup(ctx context.Context, dir string) (BackupManifest, error) {
	ledgerhook.Enter(ctx, "Backup")
	if err := s.checkOpen(); err != nil {
		return BackupManifest{}, err
	}
	if err := emptyDir(dir); err != nil {
		return BackupManifest{}, err
	}
	var m BackupManifest
	var err error
	if s.Backend() == BackendPostgres {
		m, err = s.backupPostgres(ctx, dir)
	} else {
		m, err = s.backupSQLite(ctx, dir)
	}
	if err != nil {
		return m, err
	}
	return m, writeManifest(dir, m)
}

// backupSQLite snapshots the file with VACUUM INTO, which reads in one
// transaction and so does not block writers (WAL). It runs on a connection
// of its own: the read pool's query_only refuses VACUUM INTO, and the writer
// connection would stall writes for the whole copy.
func (s *Store) backupSQLite(ctx context.Context, dir string) (BackupManifest, error) {
	snap := filepath.Join(dir, backupLedgerFile)
	db, err := sql.Open("sqlite", "file:"+escapePath(s.path)+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return BackupManifest{}, fmt.Errorf("backup: %w", err)
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, snap); err != nil {
		return BackupManifest{}, fmt.Errorf("backup: snapshot: %w", err)
	}
	return describeSnapshot(ctx, snap)
}

func writeManifest(dir string, m BackupManifest) error {
	b, _ := json.MarshalIndent(m, "", "  ")
	if err := writeFileSync(filepath.Join(dir, backupManifestFile), append(b, '\n')); err != nil {
		return fmt.Errorf("backup: manifest: %w", err)
	}
	return nil
}

// describeSnapshot verifies a snapshot by opening it as a ledger of its
// own, then digests it once it is closed (opening may settle its header).
func describeSnapshot(ctx context.Context, snap string) (BackupManifest, error) {
	m, err := inspectLedger(ctx, snap)
	if err != nil {
		return m, err
	}
	if m.LedgerSHA256, m.LedgerBytes, err = fileSHA256(snap); err != nil {
		return m, fmt.Errorf("backup: digest: %w", err)
	}
	return m, nil
}

// inspectLedger opens the SQLite ledger at path, verifies it and returns a
// manifest of its counts and journal head.
func inspectLedger(ctx context.Context, path string) (BackupManifest, error) {
	m := BackupManifest{Format: backupFormat, CreatedAt: time.Now().UTC()}
	s, err := Open(path, Options{verifyOnly: true})
	if err != nil {
		return m, fmt.Errorf("backup: open snapshot: %w", err)
	}
	defer s.Close()
	got, err := s.describe(ctx)
	if err != nil {
		return m, fmt.Errorf("backup: snapshot: %w", err)
	}
	m.Evidence, m.Claims, m.JournalEntries, m.JournalHead = got.Evidence, got.Claims, got.JournalEntries, got.JournalHead
	return m, nil
}

// describe verifies the ledger and returns its counts and journal head.
func (s *Store) describe(ctx context.Context) (BackupManifest, error) {
	var m BackupManifest
	rep, err := s.Verify(ctx)
	if err != nil {
		return m, fmt.Errorf("verify: %w", err)
	}
	m.Evidence, m.Claims, m.JournalEntries = rep.Evidence, rep.Claims, rep.JournalEntries
	err = s.rdb.QueryRowContext(ctx, `SELECT coalesce((SELECT hash FROM journal ORDER BY seq DESC LIMIT 1), '')`).
		Scan(&m.JournalHead)
	if err != nil {
		return m, fmt.Errorf("journal head: %w", err)
	}
	return m, nil
}

// Restore checks the SQLite backup in dir against its manifest and installs
// its ledger at path, which must not exist. The restored ledger is verified
// before Restore returns. A PostgreSQL backup is refused with a *FieldError
// (field "from"): RestorePostgres restores it.
func Restore(ctx context.Context, dir, path string) (BackupManifest, error) {
	m, err := readManifest(dir)
	if err != nil {
		return m, err
	}
	if m.Backend != "" {
		return m, fieldErr("from", fmt.Sprintf("is a %s backup; restore it with --postgres DSN", m.Backend))
	}
	src := filepath.Join(dir, backupLedgerFile)
	if err := checkDigest(src, m.LedgerSHA256); err != nil {
		return m, err
	}
	if err := install(src, path); err != nil {
		return m, err
	}
	got, err := inspectLedger(ctx, path)
	if err != nil {
		return m, err
	}
	if got.JournalHead != m.JournalHead || got.Evidence != m.Evidence {
		return m, fmt.Errorf("restore: %w: restored ledger differs from the manifest", ErrCorrupt)
	}
	return m, nil
}

// readManifest reads and decodes dir's MANIFEST.json; a manifest of another
// format is ErrCorrupt.
func readManifest(dir string) (BackupManifest, error) {
	var m BackupManifest
	b, err := os.ReadFile(filepath.Join(dir, backupManifestFile))
	if err != nil {
		return m, fmt.Errorf("restore: manifest: %w", err)
	}
	if err := json.Unmarshal(b, &m); err != nil || m.Format != backupFormat {
		return m, fmt.Errorf("restore: manifest: %w: not an %s manifest", ErrCorrupt, backupFormat)
	}
	return m, nil
}

// checkDigest compares the sha256 of the file at path with want.
func checkDigest(path, want string) error {
	sum, _, err := fileSHA256(path)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if sum != want {
		return fmt.Errorf("restore: %s: %w: sha256 %s, manifest says %s", path, ErrCorrupt, sum, want)
	}
	return nil
}

// emptyDir creates dir, or checks that it is an empty directory.
func emptyDir(dir string) error {
	if dir == "" {
		return fieldErr("to", "backup directory must not be empty")
	}
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return os.MkdirAll(dir, 0o700)
	}
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	if len(ents) > 0 {
		return fieldErr("to", fmt.Sprintf("%s is not empty", dir))
	}
	return nil
}

func fileSHA256(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

// copyFileSync copies src to dst, which must not exist, and syncs dst.
func copyFileSync(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		os.Remove(dst)
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// writeFileSync writes b to path, which must not exist, and syncs it.
func writeFileSync(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// install copies the backup's ledger to path while holding path's lock, so
// no engine opens a half-copied file and no open engine has it replaced.
func install(src, path string) error {
	if _, err := os.Stat(path); err == nil { // the plainer error first; checked again under the lock
		return fieldErr("db", fmt.Sprintf("%s already exists; restore never overwrites", path))
	}
	release, err := Reserve(path, "evicortex restore")
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer release()
	if _, err := os.Stat(path); err == nil {
		return fieldErr("db", fmt.Sprintf("%s already exists; restore never overwrites", path))
	}
	tmp := path + ".restore-tmp"
	if err := copyFileSync(src, tmp); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("restore: %w", err)
	}
	return nil
}
