package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"

	"github.com/evicortex/evicortex/internal/pgtest"
)

// TestBackupRestore: restore a backup into a new ledger; verify passes and
// capsules are byte-identical to the original's.
func TestBackupRestore(t *testing.T) {
	dir := t.TempDir()
	db, bak, restored := filepath.Join(dir, "m.db"), filepath.Join(dir, "bak"), filepath.Join(dir, "restored.db")
	rememberThemes(t, []string{"--db", db}, []string{"--db", db})

	var m struct {
		Format         string `json:"format"`
		Evidence       int    `json:"evidence"`
		JournalEntries int    `json:"journal_entries"`
		LedgerSHA256   string `json:"ledger_sha256"`
	}
	cliJSON(t, &m, "--db", db, "--json", "backup", "--to", bak)
	if m.Evidence != 2 || m.JournalEntries < 2 || len(m.LedgerSHA256) != 64 || m.Format == "" {
		t.Fatalf("backup manifest %+v", m)
	}
	var rm struct {
		Evidence     int    `json:"evidence"`
		LedgerSHA256 string `json:"ledger_sha256"`
	}
	cliJSON(t, &rm, "--db", restored, "--json", "restore", "--from", bak)
	if rm.Evidence != 2 || rm.LedgerSHA256 != m.LedgerSHA256 {
		t.Fatalf("restore manifest %+v, backup %+v", rm, m)
	}
	verifySameCapsules(t, []string{"--db", db}, []string{"--db", restored})
	// Restore never overwrites a ledger, and needs --from.
	if r := cliRun(t, "--db", db, "--json", "restore", "--from", bak); r.code == 0 {
		t.Fatal("restore over an existing ledger succeeded")
	}
	if r := cliRun(t, "--db", filepath.Join(dir, "x.db"), "--json", "restore"); r.code != 2 || !strings.Contains(r.stderr, `"field":"from"`) {
		t.Fatalf("restore without --from: %+v", r)
	}
	if r := cliRun(t, "--db", db, "--json", "backup", "--to", bak); r.code == 0 {
		t.Fatal("backup into a non-empty directory succeeded")
	}
	if _, err := os.Stat(filepath.Join(dir, "x.db")); err == nil {
		t.Fatal("a failed restore left a ledger behind")
	}
}

// TestBackupRestorePostgres: pg_dump a PostgreSQL ledger, pg_restore it
// into a fresh database; verify passes and capsules are byte-identical.
func TestBackupRestorePostgres(t *testing.T) {
	src := pgtest.Schema(t)
	target := freshDatabase(t, src)
	bak := filepath.Join(t.TempDir(), "bak")
	rememberThemes(t, []string{"--postgres", src}, []string{"--db", src}) // --db takes a postgres:// URL too
	var m struct {
		Backend      string `json:"backend"`
		Schema       string `json:"schema"`
		LedgerSHA256 string `json:"ledger_sha256"`
		Evidence     int    `json:"evidence"`
	}
	cliJSON(t, &m, "--postgres", src, "--json", "backup", "--to", bak)
	if m.Backend != "postgres" || m.Schema == "" || len(m.LedgerSHA256) != 64 || m.Evidence != 2 {
		t.Fatalf("backup manifest %+v", m)
	}
	if _, err := os.Stat(filepath.Join(bak, "ledger.pgdump")); err != nil {
		t.Fatalf("no dump: %v", err)
	}
	cliJSON(t, &struct{}{}, "--postgres", target, "--json", "restore", "--from", bak)
	verifySameCapsules(t, []string{"--postgres", src}, []string{"--postgres", target})
	// Restore never overwrites, and a PostgreSQL backup is not a SQLite one.
	if r := cliRun(t, "--postgres", target, "--json", "restore", "--from", bak); r.code == 0 {
		t.Fatal("restore over a restored ledger succeeded")
	}
	if r := cliRun(t, "--db", filepath.Join(t.TempDir(), "x.db"), "--json", "restore", "--from", bak); r.code != 2 {
		t.Fatalf("restore of a PostgreSQL backup into SQLite: %+v", r)
	}
}

// freshDatabase creates an empty database on the test server, dropped when
// the test ends, and returns dsn moved to it (same search_path).
func freshDatabase(t *testing.T, dsn string) string {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil || u.Scheme == "" {
		t.Skip("test DSN is not a URL; cannot point it at a fresh database")
	}
	db, err := sql.Open("pgx", pgtest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	var rnd [6]byte
	rand.Read(rnd[:])
	name := "evx_restore_" + hex.EncodeToString(rnd[:])
	if _, err := db.Exec(`CREATE DATABASE ` + name); err != nil {
		db.Close()
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		defer db.Close()
		if _, err := db.Exec(`DROP DATABASE ` + name + ` WITH (FORCE)`); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	u.Path = "/" + name
	return u.String()
}

// rememberThemes writes the seed's light-then-dark theme evidence, the
// first through ledger flags first, the second through second.
func rememberThemes(t *testing.T, first, second []string) {
	t.Helper()
	var light struct {
		ClaimIDs []string `json:"claim_ids"`
	}
	cliJSON(t, &light, append(slices.Clone(first), "--json", "remember", "--ns", "demo/varun",
		"--content", "I prefer a light theme in every editor I use.", "--source", "conversation/s1/t3",
		"--occurred-at", "2026-01-02T10:00:00Z", "--claim", "user:varun|prefers_theme|light")...)
	cliJSON(t, &struct{}{}, append(slices.Clone(second), "--json", "remember", "--ns", "demo/varun",
		"--content", "I switched from light mode to dark mode today.", "--source", "conversation/s7/t12",
		"--occurred-at", "2026-04-18T09:30:00Z", "--claim", "user:varun|prefers_theme|dark", "--supersedes", light.ClaimIDs[0])...)
}

// verifySameCapsules checks that the restored ledger verifies and answers
// the theme questions byte for byte like the original.
func verifySameCapsules(t *testing.T, orig, restored []string) {
	t.Helper()
	if r := cliRun(t, append(slices.Clone(restored), "verify")...); r.code != 0 {
		t.Fatalf("verify restored: %+v", r)
	}
	for _, q := range []string{"Which theme should I use for this user?", "What did Varun prefer in February?"} {
		args := []string{"--json", "recall", "--ns", "demo/varun", "--query", q, "--budget", "300", "--now", "2026-05-01T00:00:00Z"}
		a := cliRun(t, append(slices.Clone(orig), args...)...)
		b := cliRun(t, append(slices.Clone(restored), args...)...)
		if a.code != 0 || b.code != 0 || a.stdout != b.stdout || !strings.Contains(a.stdout, "prefers_theme") {
			t.Fatalf("%q: capsules differ or failed:\noriginal %s\nrestored %s", q, a.stdout, b.stdout)
		}
	}
}
