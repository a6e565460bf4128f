package engine

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

	"github.com/evicortex/evicortex/ledger"
)

// Backup file names inside a backup directory.
const (
	backupLedgerFile   = "ledger.db"
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
// continue while it runs; the snapshot holds every write acknowledged before
// Backup started. A PostgreSQL ledger is dumped with pg_dump, which must be
// installed (ErrMissingTool otherwise).
func (e *Engine) Backup(ctx context.Context, dir string) (BackupManifest, error) {
	if err := e.checkOpen(ctx); err != nil {
		return BackupManifest{}, err
	}
	if err := emptyDir(dir); err != nil {
		return BackupManifest{}, err
	}
	if e.led.Backend() == "postgres" {
		m, err := e.backupPostgres(ctx, dir)
		if err != nil {
			return m, err
		}
		return m, writeManifest(dir, m)
	}
	snap := filepath.Join(dir, backupLedgerFile)
	db, err := sql.Open("sqlite", e.led.Files()[0])
	if err != nil {
		return BackupManifest{}, fmt.Errorf("backup: %w", err)
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, snap); err != nil {
		return BackupManifest{}, fmt.Errorf("backup: snapshot: %w", err)
	}
	m, err := describeSnapshot(ctx, snap)
	if err != nil {
		return BackupManifest{}, err
	}
	return m, writeManifest(dir, m)
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

func inspectLedger(ctx context.Context, path string) (BackupManifest, error) {
	m := BackupManifest{Format: backupFormat, CreatedAt: time.Now().UTC()}
	e, err := Open(path, Options{})
	if err != nil {
		return m, fmt.Errorf("backup: open snapshot: %w", err)
	}
	defer e.Close()
	got, err := e.describe(ctx)
	if err != nil {
		return m, fmt.Errorf("backup: snapshot: %w", err)
	}
	m.Evidence, m.Claims, m.JournalEntries, m.JournalHead = got.Evidence, got.Claims, got.JournalEntries, got.JournalHead
	return m, nil
}

// describe verifies the ledger and returns its counts and journal head.
func (e *Engine) describe(ctx context.Context) (BackupManifest, error) {
	var m BackupManifest
	rep, err := e.Verify(ctx)
	if err != nil {
		return m, fmt.Errorf("verify: %w", err)
	}
	m.Evidence, m.Claims, m.JournalEntries = rep.Evidence, rep.Claims, rep.JournalEntries
	head, err := e.led.JournalHead(ctx)
	if err != nil || head == 0 {
		return m, err
	}
	js, err := e.led.Journal(ctx, head-1, 1)
	if err != nil {
		return m, err
	}
	if len(js) > 0 {
		m.JournalHead = js[0].Hash
	}
	return m, nil
}

// Restore checks the backup in dir against its manifest and installs its
// ledger at path, which must not exist and whose lock no engine may hold
// (ErrLocked). The restored ledger is verified before Restore returns.
func Restore(ctx context.Context, dir, path string) (BackupManifest, error) {
	var m BackupManifest
	b, err := os.ReadFile(filepath.Join(dir, backupManifestFile))
	if err != nil {
		return m, fmt.Errorf("restore: manifest: %w", err)
	}
	if err := json.Unmarshal(b, &m); err != nil || m.Format != backupFormat {
		return m, fmt.Errorf("restore: manifest: %w: not an %s manifest", ErrCorrupt, backupFormat)
	}
	if m.Backend != "" {
		return m, fieldErr("from", fmt.Sprintf("is a %s backup; restore it with --postgres DSN", m.Backend))
	}
	src := filepath.Join(dir, backupLedgerFile)
	sum, _, err := fileSHA256(src)
	if err != nil {
		return m, fmt.Errorf("restore: %w", err)
	}
	if sum != m.LedgerSHA256 {
		return m, fmt.Errorf("restore: %s: %w: sha256 %s, manifest says %s", src, ErrCorrupt, sum, m.LedgerSHA256)
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

// install copies src to path, which must not exist, while holding path's
// owner lock: an engine still running on a file removed from under it
// holds the lock, and a new file there would diverge from it.
func install(src, path string) error {
	release, err := ledger.Reserve(path, "evicortex restore")
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer release()
	if _, err := os.Stat(path); err == nil {
		return fieldErr("db", fmt.Sprintf("%s already exists; restore never overwrites", path))
	}
	tmp := path + ".restore-tmp"
	if err := copyFile(src, tmp); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("restore: %w", err)
	}
	return nil
}

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

func copyFile(src, dst string) error {
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
