package ledger

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

var updateFixture = flag.Bool("update-fixture", false, "rewrite testdata/v1.db")

const fixtureV1 = "testdata/v1.db"

// writeFixture builds the v1 fixture: two namespaces, claims with
// supersession, entities, a derivation and a purge.
func writeFixture(t *testing.T, path string) {
	clock := func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 5, time.UTC) }
	s, err := Open(path, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	a := withClaim(obs("fixture", "fixture evidence one"), ClaimInput{Subject: "user:1", Predicate: "theme", Value: "light"})
	a.Entities = []EntityInput{{Name: "One", Type: "person"}}
	a.Metadata = []byte(`{"fixture":true}`)
	a.IdempotencyKey = "fx-1"
	r := mustAppend(t, s, a, obs("fixture", "fixture evidence two"), obs("other", "fixture gone"))
	mustAppend(t, s, withClaim(obs("fixture", "fixture evidence three"),
		ClaimInput{Subject: "user:1", Predicate: "theme", Value: "dark", Supersedes: r[0].ClaimIDs[0], ValidFrom: t0.Add(time.Hour)}))
	if err := s.RecordDerivation(ctx, Derivation{Namespace: "fixture", EvidenceID: r[1].Evidence.ID, Producer: "fx@1", Kind: "index"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "other", All: true}); err != nil {
		t.Fatal(err)
	}
}

// shrinkFixture rewrites the fixture with 1 KiB pages in rollback-journal
// mode so it stays small (one page per table and index dominates).
func shrinkFixture(t *testing.T, path string) {
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, q := range []string{`PRAGMA journal_mode = DELETE`, `PRAGMA page_size = 1024`, `VACUUM`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	out.Close()
}

func TestFixtureV1StillOpens(t *testing.T) {
	if *updateFixture {
		os.Remove(fixtureV1)
		writeFixture(t, fixtureV1)
		shrinkFixture(t, fixtureV1)
	}
	path := filepath.Join(t.TempDir(), "v1.db")
	copyFile(t, fixtureV1, path)
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("open v1 fixture: %v", err)
	}
	defer s.Close()
	ctx := context.Background()
	if err := s.Check(ctx); err != nil {
		t.Fatalf("Check v1 fixture: %v", err)
	}
	st, _ := s.Stats(ctx)
	if st.Evidence != 3 || st.Claims != 2 || st.JournalEntries != 4 || st.Namespaces != 2 {
		t.Errorf("fixture stats = %+v", st)
	}
	cs, err := s.ClaimsFor(ctx, "fixture", "user:1", "theme")
	if err != nil || len(cs) != 2 || cs[0].Status != StatusSuperseded || cs[1].Value != "dark" {
		t.Errorf("fixture claims = %s, %v", statesOf(cs), err)
	}
	// The fixture still accepts writes.
	mustAppend(t, s, obs("fixture", "written by a newer build"))
	if err := s.Check(ctx); err != nil {
		t.Fatalf("Check after write: %v", err)
	}
}

func TestOpenRefusesNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.db")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	db, _ := sql.Open("sqlite", path)
	if _, err := db.Exec(`UPDATE schema_version SET version = 99`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := Open(path, Options{}); !errors.Is(err, ErrSchema) {
		t.Fatalf("Open newer schema = %v, want ErrSchema", err)
	}
}

func TestOpenRefusesForeignFiles(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.db")
	os.WriteFile(garbage, []byte("this is not a sqlite database, just some text that is long enough to look like a header....."), 0o600)
	if _, err := Open(garbage, Options{}); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Open garbage = %v, want ErrCorrupt", err)
	}
	other := filepath.Join(dir, "other.db")
	db, _ := sql.Open("sqlite", other)
	if _, err := db.Exec(`CREATE TABLE t (x)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := Open(other, Options{}); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Open foreign sqlite db = %v, want ErrCorrupt", err)
	}
	empty := filepath.Join(dir, "empty.db")
	os.WriteFile(empty, nil, 0o600)
	s, err := Open(empty, Options{})
	if err != nil {
		t.Fatalf("Open empty file = %v", err)
	}
	s.Close()
}

// TestForwardMigration runs the migration machinery on the v1 fixture with
// a hypothetical next version appended to the list: every migration after
// v1 applies, and older code then refuses the file.
func TestForwardMigration(t *testing.T) {
	saved, savedVersion := migrations, schemaVersion
	t.Cleanup(func() { migrations, schemaVersion = saved, savedVersion })
	migrations = append(append([]string(nil), saved...), `CREATE TABLE migration_probe (x INTEGER);`)
	schemaVersion = len(migrations)

	path := filepath.Join(t.TempDir(), "v1.db")
	copyFile(t, fixtureV1, path)
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("open v1 with v2 code: %v", err)
	}
	ctx := context.Background()
	if err := s.Check(ctx); err != nil {
		t.Fatalf("Check after migration: %v", err)
	}
	s.Close()
	db, _ := sql.Open("sqlite", path)
	defer db.Close()
	var v, probe int
	if err := db.QueryRow(`SELECT version FROM schema_version`).Scan(&v); err != nil || v != len(migrations) {
		t.Fatalf("schema_version = %d, %v; want %d", v, err, len(migrations))
	}
	if err := db.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE name = 'migration_probe'`).Scan(&probe); err != nil || probe != 1 {
		t.Fatalf("probe migration not applied: %d, %v", probe, err)
	}
	// The code before the probe migration now refuses the migrated file.
	migrations, schemaVersion = saved, savedVersion
	if _, err := Open(path, Options{}); !errors.Is(err, ErrSchema) {
		t.Fatalf("older code opening the migrated file: %v, want ErrSchema", err)
	}
}
