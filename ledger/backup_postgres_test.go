package ledger

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
)

func TestPGToolMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	old := pgToolDirs
	pgToolDirs = t.TempDir() + "/*/bin"
	defer func() { pgToolDirs = old }()
	_, err := pgTool("pg_dump")
	if !errors.Is(err, ErrMissingTool) || !strings.Contains(err.Error(), "pg_dump") {
		t.Fatalf("pgTool without pg_dump: %v", err)
	}
}

func TestPGEnvKeepsPasswordOffArgs(t *testing.T) {
	for _, dsn := range []string{
		"postgres://alice:s3cret@db.example:6543/mem?sslmode=require&search_path=ledger",
		"host=db.example port=6543 user=alice password=s3cret dbname=mem sslmode=require",
	} {
		env, dbname, err := pgEnv(dsn)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(env, "\n")
		for _, want := range []string{"PGHOST=db.example", "PGPORT=6543", "PGUSER=alice", "PGPASSWORD=s3cret", "PGSSLMODE=require"} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: env lacks %s", dsn, want)
			}
		}
		if dbname != "mem" {
			t.Errorf("%s: database %q", dsn, dbname)
		}
	}
}

// TestBackupRestorePostgres: pg_dump a ledger and pg_restore it into a
// fresh database: same rows and journal, and Check passes. Restoring over
// a non-empty schema, into a search_path naming another schema, or from a
// damaged dump is refused.
func TestBackupRestorePostgres(t *testing.T) {
	ctx := context.Background()
	src := pgtest.Schema(t)
	s := postgresBackend().reopen(t, src)
	seedBackup(t, s)
	want := readContents(t, s)
	dir := filepath.Join(t.TempDir(), "bk")
	m, err := s.Backup(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	var schema string
	if err := s.rdb.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		t.Fatal(err)
	}
	if m.Backend != "postgres" || m.Schema != schema || m.Evidence != 2 || m.Claims != 2 ||
		m.JournalEntries != len(want.Journal) || m.JournalHead != want.Journal[len(want.Journal)-1].Hash || len(m.LedgerSHA256) != 64 {
		t.Fatalf("manifest %+v (schema %s)", m, schema)
	}
	if _, err := os.Stat(filepath.Join(dir, backupDumpFile)); err != nil {
		t.Fatalf("no dump: %v", err)
	}
	target := freshDatabase(t, src)
	if got, err := RestorePostgres(ctx, dir, target); err != nil || got != m {
		t.Fatalf("restore: %+v, %v", got, err)
	}
	r := postgresBackend().reopen(t, target)
	if err := r.Check(ctx); err != nil {
		t.Fatal(err)
	}
	if got := readContents(t, r); !reflect.DeepEqual(got, want) {
		t.Fatalf("restored ledger differs:\n%+v\n%+v", got, want)
	}
	_, err = RestorePostgres(ctx, dir, target)
	wantFieldErr(t, "restore over a restored ledger", err, "postgres")
	_, err = RestorePostgres(ctx, dir, pgtest.WithSearchPath(target, "public"))
	wantFieldErr(t, "restore into another schema", err, "postgres")
	_, err = Restore(ctx, dir, filepath.Join(t.TempDir(), "x.db"))
	wantFieldErr(t, "Restore of a PostgreSQL backup", err, "from")
	dump := filepath.Join(dir, backupDumpFile)
	b, _ := os.ReadFile(dump)
	b[len(b)/2] ^= 1
	os.WriteFile(dump, b, 0o600)
	if _, err := RestorePostgres(ctx, dir, "postgres://nowhere.invalid/db"); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("damaged dump: %v, want ErrCorrupt", err)
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
