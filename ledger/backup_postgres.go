package ledger

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"
)

// A PostgreSQL backup directory holds ledger.pgdump, pg_dump's custom
// format dump of the ledger's schema (tables and data; no owner, no
// privileges), and MANIFEST.json with backend "postgres", the schema name,
// the dump's sha256 and the counts and journal head of the snapshot the
// dump was taken from (FORMAT.md, "Backup directory").

// backupPostgres dumps the ledger's schema with pg_dump from one exported
// snapshot, and reads the manifest's counts from that same snapshot, so
// writers may continue meanwhile.
func (s *Store) backupPostgres(ctx context.Context, dir string) (BackupManifest, error) {
	m := BackupManifest{Format: backupFormat, Backend: "postgres", CreatedAt: time.Now().UTC()}
	pgDump, err := pgTool("pg_dump")
	if err != nil {
		return m, err
	}
	// The exporting transaction must stay open until pg_dump has attached
	// to its snapshot, so it pins one read connection for the whole dump.
	tx, err := s.rdb.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return m, fmt.Errorf("backup: snapshot: %w", err)
	}
	defer tx.Rollback()
	var snapshot string
	err = tx.QueryRowContext(ctx, `SELECT pg_export_snapshot(), current_schema()`).Scan(&snapshot, &m.Schema)
	if err == nil {
		err = tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM evidence), (SELECT count(*) FROM claims),
			(SELECT count(*) FROM journal), coalesce((SELECT hash FROM journal ORDER BY seq DESC LIMIT 1), '')`).
			Scan(&m.Evidence, &m.Claims, &m.JournalEntries, &m.JournalHead)
	}
	if err != nil {
		return m, fmt.Errorf("backup: snapshot: %w", err)
	}
	env, dbname, err := pgEnv(s.dsn)
	if err != nil {
		return m, err
	}
	dump := filepath.Join(dir, backupDumpFile)
	if err := runPGTool(ctx, env, pgDump, "--format=custom", "--no-owner", "--no-privileges",
		"--snapshot="+snapshot, "--schema="+pgx.Identifier{m.Schema}.Sanitize(), "--file="+dump, "--dbname="+dbname); err != nil {
		return m, fmt.Errorf("backup: %w", err)
	}
	if m.LedgerSHA256, m.LedgerBytes, err = fileSHA256(dump); err != nil {
		return m, fmt.Errorf("backup: digest: %w", err)
	}
	return m, tx.Commit()
}

// RestorePostgres checks the PostgreSQL backup in dir against its manifest
// and restores it with pg_restore into the database named by dsn. The
// ledger comes back in the schema it was dumped from, which the DSN's
// search_path must name (or leave unresolved) and which must be absent or
// empty: restore never overwrites. The restored ledger is verified before
// RestorePostgres returns. pg_restore must be installed (ErrMissingTool
// otherwise); a SQLite backup is refused with a *FieldError (field "from").
func RestorePostgres(ctx context.Context, dir, dsn string) (BackupManifest, error) {
	m, dump, err := readPGManifest(dir)
	if err != nil {
		return m, err
	}
	pgRestore, err := pgTool("pg_restore")
	if err != nil {
		return m, err
	}
	if err := preparePGSchema(ctx, dsn, m.Schema); err != nil {
		return m, err
	}
	env, dbname, err := pgEnv(dsn)
	if err != nil {
		return m, err
	}
	list, err := restoreList(ctx, env, pgRestore, dump)
	if err != nil {
		return m, err
	}
	defer os.Remove(list)
	if err := runPGTool(ctx, env, pgRestore, "--no-owner", "--no-privileges", "--single-transaction",
		"--exit-on-error", "--use-list="+list, "--dbname="+dbname, dump); err != nil {
		return m, fmt.Errorf("restore: %w", err)
	}
	return m, checkRestoredPG(ctx, dsn, m)
}

// checkRestoredPG opens and verifies the restored ledger and compares it
// with the manifest.
func checkRestoredPG(ctx context.Context, dsn string, m BackupManifest) error {
	s, err := OpenPostgres(dsn, Options{verifyOnly: true})
	if err != nil {
		return fmt.Errorf("restore: open restored ledger: %w", err)
	}
	defer s.Close()
	got, err := s.describe(ctx)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if got.JournalHead != m.JournalHead || got.Evidence != m.Evidence || got.JournalEntries != m.JournalEntries {
		return fmt.Errorf("restore: %w: restored ledger (%d evidence, journal head %s) differs from the manifest (%d, %s)",
			ErrCorrupt, got.Evidence, got.JournalHead, m.Evidence, m.JournalHead)
	}
	return nil
}

// readPGManifest reads dir's manifest, checks that it describes a
// PostgreSQL backup and that its dump matches the digest, and returns the
// dump's path.
func readPGManifest(dir string) (BackupManifest, string, error) {
	m, err := readManifest(dir)
	if err != nil {
		return m, "", err
	}
	if m.Backend != "postgres" || m.Schema == "" {
		return m, "", fieldErr("from", "is a SQLite backup; restore it with --db FILE")
	}
	dump := filepath.Join(dir, backupDumpFile)
	if err := checkDigest(dump, m.LedgerSHA256); err != nil {
		return m, "", err
	}
	return m, dump, nil
}

// preparePGSchema checks that the target's search_path resolves to schema
// or to nothing, that schema holds no table, and creates it if absent.
func preparePGSchema(ctx context.Context, dsn, schema string) error {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer db.Close()
	var current sql.NullString
	var tables int
	err = db.QueryRowContext(ctx, `SELECT current_schema(), (SELECT count(*) FROM pg_tables WHERE schemaname = $1)`, schema).
		Scan(&current, &tables)
	if err != nil {
		return fmt.Errorf("restore: %s: %w", RedactDSN(dsn), err)
	}
	switch {
	case current.Valid && current.String != schema:
		return fieldErr("postgres", fmt.Sprintf("search_path resolves to schema %q; the backup restores schema %q (set search_path=%s)",
			current.String, schema, schema))
	case tables > 0:
		return fieldErr("postgres", fmt.Sprintf("schema %q already holds %d table(s); restore never overwrites", schema, tables))
	}
	if _, err := db.ExecContext(ctx, `CREATE SCHEMA IF NOT EXISTS `+pgx.Identifier{schema}.Sanitize()); err != nil {
		return fmt.Errorf("restore: create schema: %w", err)
	}
	return nil
}

// restoreList writes pg_restore's table of contents for dump without its
// SCHEMA entry (preparePGSchema made the schema, possibly "public", which
// every database has) and returns the list file's path.
func restoreList(ctx context.Context, env []string, pgRestore, dump string) (string, error) {
	cmd := exec.CommandContext(ctx, pgRestore, "--list", dump)
	cmd.Env = env
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("restore: pg_restore --list: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	f, err := os.CreateTemp("", "evicortex-restore-*.list")
	if err != nil {
		return "", fmt.Errorf("restore: %w", err)
	}
	w := bufio.NewWriter(f)
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		line := sc.Text()
		if schemaEntry.MatchString(line) {
			line = ";" + line
		}
		fmt.Fprintln(w, line)
	}
	err = errors.Join(w.Flush(), f.Close())
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("restore: %w", err)
	}
	return f.Name(), nil
}

// schemaEntry matches a TOC line such as "3; 2615 16385 SCHEMA - ledger postgres".
var schemaEntry = regexp.MustCompile(`^\d+; \d+ \d+ SCHEMA - `)

// pgToolDirs is where Debian installs the PostgreSQL client programs.
var pgToolDirs = "/usr/lib/postgresql/*/bin"

// pgTool finds a PostgreSQL client program on PATH or in Debian's
// /usr/lib/postgresql/VERSION/bin (newest version first).
func pgTool(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	dirs, _ := filepath.Glob(pgToolDirs)
	sort.Slice(dirs, func(i, j int) bool { return pgVersion(dirs[i]) > pgVersion(dirs[j]) })
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w: %s is on neither PATH nor /usr/lib/postgresql/*/bin; install the PostgreSQL client (Debian: postgresql-client)",
		ErrMissingTool, name)
}

func pgVersion(dir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(dir)))
	return v
}

// pgEnv turns dsn into libpq environment variables for pg_dump and
// pg_restore, so the password never appears on a command line, and returns
// the database name.
func pgEnv(dsn string) ([]string, string, error) {
	cfg, err := pgconn.ParseConfig(dsn)
	if err != nil {
		return nil, "", fieldErr("postgres", err.Error())
	}
	env := os.Environ()
	set := func(k, v string) {
		if v != "" {
			env = append(env, k+"="+v)
		}
	}
	set("PGHOST", cfg.Host)
	set("PGPORT", strconv.Itoa(int(cfg.Port)))
	set("PGUSER", cfg.User)
	set("PGPASSWORD", cfg.Password)
	for _, k := range []string{"sslmode", "sslrootcert", "sslcert", "sslkey"} {
		set("PG"+strings.ToUpper(k), dsnParam(dsn, k))
	}
	return env, cfg.Database, nil
}

// dsnParam returns parameter k of a URL or key=value DSN ("" if absent).
func dsnParam(dsn, k string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		if u, err := url.Parse(dsn); err == nil {
			return u.Query().Get(k)
		}
		return ""
	}
	m := regexp.MustCompile(`(?:^|\s)` + k + `\s*=\s*'?([^'\s]*)`).FindStringSubmatch(dsn)
	if m == nil {
		return ""
	}
	return m[1]
}

// runPGTool runs a PostgreSQL client program; its stderr becomes the error.
func runPGTool(ctx context.Context, env []string, prog string, args ...string) error {
	cmd := exec.CommandContext(ctx, prog, args...)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w: %s", filepath.Base(prog), err, strings.TrimSpace(stderr.String()))
	}
	return nil
}
