package ledger

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
)

func TestRebind(t *testing.T) {
	cases := map[string]string{
		`SELECT 1`:              `SELECT 1`,
		`a = ? AND b IN (?, ?)`: `a = $1 AND b IN ($2, $3)`,
		`x = '?' AND y = ? -- why?` + "\n" + `AND ?`: `x = '?' AND y = $1 -- why?` + "\n" + `AND $2`,
		`"col?" = ? AND z = 'it''s ?' AND w = ?`:     `"col?" = $1 AND z = 'it''s ?' AND w = $2`,
		`unterminated '?`:                            `unterminated '?`,
	}
	for in, want := range cases {
		if got := rebind(in); got != want {
			t.Errorf("rebind(%q) = %q, want %q", in, got, want)
		}
		if got := rebind(in); got != want { // cached
			t.Errorf("cached rebind(%q) = %q", in, got)
		}
	}
}

func TestRedactDSN(t *testing.T) {
	cases := map[string]string{
		"postgres://u:s3cret@h:5/db?sslmode=disable":  "postgres://u:xxxxx@h:5/db?sslmode=disable",
		"postgresql://u@h/db?password=s3cret":         "postgresql://u@h/db?password=xxxxx",
		"host=h user=u password=s3cret dbname=d":      "host=h user=u password=xxxxx dbname=d",
		"host=h password = 'se cr\\'et' dbname=d":     "host=h password = xxxxx dbname=d",
		"postgres://u@127.0.0.1:54329/evicortex_test": "postgres://u@127.0.0.1:54329/evicortex_test",
	}
	for in, want := range cases {
		if got := RedactDSN(in); got != want || strings.Contains(got, "s3cret") {
			t.Errorf("RedactDSN(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMigrationListsAgree(t *testing.T) {
	if len(pgMigrations) != len(migrations) {
		t.Fatalf("%d PostgreSQL migrations, %d SQLite: versions must match", len(pgMigrations), len(migrations))
	}
}

// TestPostgresSchema: both backends create the same tables and columns;
// OpenPostgres marks the schema, refuses foreign and newer schemas, and
// migrates a v1 schema forward.
func TestPostgresSchema(t *testing.T) {
	pgtest.DSN(t)
	pg := postgresBackend()
	s := pg.open(t)
	if s.Backend() != BackendPostgres || s.Files() != nil || s.DSN() == "" || !strings.Contains(s.String(), "postgres") {
		t.Errorf("Backend %q Files %v DSN %q", s.Backend(), s.Files(), s.DSN())
	}
	sq := sqliteBackend().open(t)
	if sq.Backend() != BackendSQLite || sq.DSN() != "" {
		t.Errorf("sqlite Backend %q DSN %q", sq.Backend(), sq.DSN())
	}
	got := columnsOf(t, pg.raw(t, s), `SELECT table_name || '.' || column_name FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name <> 'evicortex_meta'`)
	want := columnsOf(t, sqliteBackend().raw(t, sq), `SELECT m.name || '.' || p.name FROM sqlite_schema m, pragma_table_info(m.name) p
		WHERE m.type = 'table' AND m.name NOT IN ('schema_version', 'sqlite_sequence')`)
	if len(want) < 50 || !slices.Equal(got, want) {
		t.Errorf("PostgreSQL columns\n%v\nSQLite columns\n%v", got, want)
	}

	// Text PostgreSQL cannot store is classified as invalid input (a
	// backstop: validation refuses NUL before any statement runs).
	if _, err := s.wdb.Exec(`SELECT length(?::text)`, "a\x00b"); !errors.Is(err, ErrInvalid) {
		t.Errorf("NUL text: %v, want ErrInvalid", err)
	}

	raw := pg.raw(t, s)
	mustExec(t, raw, `UPDATE evicortex_meta SET version = 99`)
	if _, err := OpenPostgres(s.DSN(), Options{}); !errors.Is(err, ErrSchema) {
		t.Errorf("newer schema: %v, want ErrSchema", err)
	}
	mustExec(t, raw, `UPDATE evicortex_meta SET version = ?, app_id = 7`, len(pgMigrations))
	if _, err := OpenPostgres(s.DSN(), Options{}); !errors.Is(err, ErrCorrupt) {
		t.Errorf("foreign app_id: %v, want ErrCorrupt", err)
	}
	mustExec(t, raw, `UPDATE evicortex_meta SET app_id = ?`, applicationID)

	foreign := pgtest.Schema(t)
	db := pg.raw(t, &Store{dsn: foreign})
	mustExec(t, db, `CREATE TABLE someone_elses (x int)`)
	if _, err := OpenPostgres(foreign, Options{}); !errors.Is(err, ErrCorrupt) {
		t.Errorf("foreign schema: %v, want ErrCorrupt", err)
	}
	if _, err := OpenPostgres("postgres://%zz", Options{}); !errors.Is(err, ErrInvalid) {
		t.Errorf("bad DSN: %v, want ErrInvalid", err)
	}
}

// TestPostgresForwardMigration creates a schema with only v1, then reopens
// it with the full list: every later migration applies, and the ledger
// takes writes and verifies. (This build's writes need the latest columns,
// so nothing is appended at v1; SQLite's committed v1 fixture covers rows
// written by an old build, TestFixtureV1StillOpens.)
func TestPostgresForwardMigration(t *testing.T) {
	pgtest.DSN(t)
	ctx := context.Background()
	dsn := pgtest.Schema(t)
	saved, savedVersion := pgMigrations, schemaVersion
	restore := func() { pgMigrations, schemaVersion = saved, savedVersion }
	defer restore() // a failing check must not leave the package at v1 for later tests
	pgMigrations, schemaVersion = saved[:1], 1
	s, err := OpenPostgres(dsn, Options{})
	if err == nil {
		s.Close()
	}
	restore()
	if err != nil {
		t.Fatal(err)
	}
	s, err = OpenPostgres(dsn, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v int
	if err := s.rdb.QueryRowContext(ctx, `SELECT version FROM evicortex_meta`).Scan(&v); err != nil || v != len(pgMigrations) {
		t.Fatalf("version = %d, %v", v, err)
	}
	r := mustAppend(t, s, obs("m", "written after the migrations"))
	if _, err := s.PutVectors(ctx, "m", "p", []Vector{{EvidenceID: r[0].Evidence.ID, Values: []float32{1, 2}}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Check(ctx); err != nil {
		t.Fatal(err)
	}
}

func columnsOf(t *testing.T, db *sql.DB, q string) []string {
	t.Helper()
	rows, err := db.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	cols, err := collectStrings(rows)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(cols)
	return cols
}

// TestPostgresPurgeVacuums: after Purge the touched tables have been
// vacuumed and hold no dead tuples (PostgreSQL's best effort; see the
// package doc for what it does not erase).
func TestPostgresPurgeVacuums(t *testing.T) {
	ctx := context.Background()
	// A database of its own: VACUUM cannot remove a row version that a
	// concurrent test's open snapshot in a shared database may still see.
	b := postgresBackend()
	b.fresh = func(t testing.TB) string { return pgtest.Database(t) }
	s := b.open(t)
	r := mustAppend(t, s, withClaim(secretObs("v", "gone", "chat/1"), ClaimInput{Subject: "u", Predicate: "p", Value: "SECRET-v"}))
	mustAppend(t, s, secretObs("v", "keep", "chat/2"))
	if _, err := s.Purge(ctx, PurgeRequest{Namespace: "v", IDs: []string{r[0].Evidence.ID}}); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"evidence", "claims", "claim_evidence"} {
		var vacuumed bool
		var dead int64
		err := s.rdb.QueryRowContext(ctx, `SELECT last_vacuum IS NOT NULL, n_dead_tup FROM pg_stat_user_tables
			WHERE schemaname = current_schema() AND relname = ?`, table).Scan(&vacuumed, &dead)
		if err != nil || !vacuumed || dead != 0 {
			t.Errorf("%s: vacuumed %v, %d dead tuples, %v", table, vacuumed, dead, err)
		}
	}
}
