package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
)

// seedBackup writes evidence with claims (one superseding another), then
// purges one observation, so the journal holds both kinds of entry.
func seedBackup(t *testing.T, s *Store) {
	t.Helper()
	light := obs("demo/varun", "I prefer a light theme in every editor I use.")
	light.Claims = []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "light"}}
	res := mustAppend(t, s, light)
	dark := obs("demo/varun", "I switched from light mode to dark mode today.")
	dark.Claims = []ClaimInput{{Subject: "user:varun", Predicate: "prefers_theme", Value: "dark", Supersedes: res[0].ClaimIDs[0]}}
	gone := obs("demo/varun", "Forget this one.")
	res = mustAppend(t, s, dark, gone)
	if _, err := s.Purge(context.Background(), PurgeRequest{Namespace: "demo/varun", IDs: []string{res[1].Evidence.ID}}); err != nil {
		t.Fatal(err)
	}
}

// contents is everything a restore must bring back: evidence, claims and
// the journal, row for row.
type contents struct {
	Evidence []Evidence
	Claims   []Claim
	Journal  []JournalEntry
}

func readContents(t *testing.T, s *Store) contents {
	t.Helper()
	ctx := context.Background()
	var c contents
	if err := s.ScanEvidence(ctx, func(e Evidence) error { c.Evidence = append(c.Evidence, e); return nil }); err != nil {
		t.Fatal(err)
	}
	if err := s.ScanClaims(ctx, func(cl Claim) error { c.Claims = append(c.Claims, cl); return nil }); err != nil {
		t.Fatal(err)
	}
	js, err := s.Journal(ctx, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	c.Journal = js
	return c
}

func wantFieldErr(t *testing.T, what string, err error, field string) {
	t.Helper()
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != field {
		t.Errorf("%s: %v, want a *FieldError on %q", what, err, field)
	}
}

// TestBackupRestore: a backup restores to a ledger with the same rows and
// journal, its manifest states the snapshot's counts and head, and every
// refusal (non-empty target, existing ledger, wrong digest, wrong format,
// PostgreSQL backup) comes with its error class.
func TestBackupRestore(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	seedBackup(t, s)
	want := readContents(t, s)
	dir := filepath.Join(t.TempDir(), "bk")
	m, err := s.Backup(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	head := want.Journal[len(want.Journal)-1].Hash
	if m.Format != backupFormat || m.Backend != "" || m.Evidence != 2 || m.Claims != 2 ||
		m.JournalEntries != len(want.Journal) || m.JournalHead != head || len(m.LedgerSHA256) != 64 || m.LedgerBytes == 0 {
		t.Fatalf("manifest %+v (journal %d entries, head %s)", m, len(want.Journal), head)
	}
	var onDisk BackupManifest
	if b, err := os.ReadFile(filepath.Join(dir, backupManifestFile)); err != nil || json.Unmarshal(b, &onDisk) != nil || onDisk != m {
		t.Fatalf("MANIFEST.json %+v (%v), returned %+v", onDisk, err, m)
	}
	_, err = s.Backup(ctx, dir)
	wantFieldErr(t, "backup into a non-empty dir", err, "to")

	restored := filepath.Join(t.TempDir(), "restored.db")
	if got, err := Restore(ctx, dir, restored); err != nil || got != m {
		t.Fatalf("restore: %+v, %v", got, err)
	}
	r, err := Open(restored, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.Check(ctx); err != nil {
		t.Fatal(err)
	}
	if got := readContents(t, r); !reflect.DeepEqual(got, want) {
		t.Fatalf("restored ledger differs:\n%+v\n%+v", got, want)
	}
	_, err = Restore(ctx, dir, restored)
	wantFieldErr(t, "restore over an existing file", err, "db")
	_, err = RestorePostgres(ctx, dir, "postgres://nowhere.invalid/db")
	wantFieldErr(t, "RestorePostgres of a SQLite backup", err, "from")
}

// TestRestoreRefusesDamage: a flipped bit in the snapshot, a manifest of
// another format or backend, and a missing manifest are refused, and no
// ledger is left behind.
func TestRestoreRefusesDamage(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	seedBackup(t, s)
	damage := map[string]func(dir string){
		"flipped bit": func(dir string) {
			snap := filepath.Join(dir, backupLedgerFile)
			b, _ := os.ReadFile(snap)
			b[len(b)/2] ^= 1
			os.WriteFile(snap, b, 0o600)
		},
		"other format": func(dir string) { rewriteManifest(t, dir, func(m *BackupManifest) { m.Format = "evicortex-backup/0" }) },
		"not json":     func(dir string) { os.WriteFile(filepath.Join(dir, backupManifestFile), []byte("{"), 0o600) },
		"postgres": func(dir string) {
			rewriteManifest(t, dir, func(m *BackupManifest) { m.Backend, m.Schema = "postgres", "x" })
		},
		"no manifest": func(dir string) { os.Remove(filepath.Join(dir, backupManifestFile)) },
	}
	for name, spoil := range damage {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "bk")
			if _, err := s.Backup(ctx, dir); err != nil {
				t.Fatal(err)
			}
			spoil(dir)
			path := filepath.Join(t.TempDir(), "x.db")
			_, err := Restore(ctx, dir, path)
			switch name {
			case "postgres":
				wantFieldErr(t, name, err, "from")
			case "no manifest":
				if !errors.Is(err, os.ErrNotExist) {
					t.Errorf("%s: %v, want os.ErrNotExist", name, err)
				}
			default:
				if !errors.Is(err, ErrCorrupt) {
					t.Errorf("%s: %v, want ErrCorrupt", name, err)
				}
			}
			if _, err := os.Stat(path); err == nil {
				t.Errorf("%s: a refused restore left a ledger behind", name)
			}
		})
	}
}

func rewriteManifest(t *testing.T, dir string, edit func(*BackupManifest)) {
	t.Helper()
	p := filepath.Join(dir, backupManifestFile)
	var m BackupManifest
	b, err := os.ReadFile(p)
	if err == nil {
		err = json.Unmarshal(b, &m)
	}
	if err != nil {
		t.Fatal(err)
	}
	edit(&m)
	b, _ = json.Marshal(m)
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestBackupWhileWriting: writers keep committing during a backup; the
// snapshot holds every write committed before Backup started, matches its
// manifest, and restores to a ledger that verifies.
func TestBackupWhileWriting(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	seedBackup(t, s)
	var stop atomic.Bool
	var written atomic.Int64
	warm := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(warm) // also on failure, so the test does not hang
		for i := 0; !stop.Load(); i++ {
			if _, err := s.Append(ctx, []EvidenceInput{obs("busy", fmt.Sprintf("write %d", i))}); err != nil {
				t.Error(err)
				return
			}
			if written.Add(1) == 20 {
				warm <- struct{}{}
			}
		}
	}()
	<-warm
	before := written.Load()
	dir := filepath.Join(t.TempDir(), "bk")
	m, err := s.Backup(ctx, dir)
	stop.Store(true)
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if int64(m.Evidence) < 2+before {
		t.Fatalf("snapshot has %d evidence, %d were committed before Backup", m.Evidence, 2+before)
	}
	restored := filepath.Join(t.TempDir(), "r.db")
	if _, err := Restore(ctx, dir, restored); err != nil {
		t.Fatal(err)
	}
	r, err := Open(restored, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rep, err := r.Verify(ctx)
	if err != nil || rep.Evidence != m.Evidence || rep.Claims != m.Claims || rep.JournalEntries != m.JournalEntries {
		t.Fatalf("restored ledger %+v, %v; manifest %+v", rep, err, m)
	}
}

// TestBackupClosed: a closed store refuses Backup with ErrClosed.
func TestBackupClosed(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "l.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := s.Backup(context.Background(), t.TempDir()); !errors.Is(err, ErrClosed) {
		t.Fatalf("Backup on a closed store: %v, want ErrClosed", err)
	}
}
