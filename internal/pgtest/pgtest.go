// Package pgtest gives tests a PostgreSQL ledger location: the server named
// by EVICORTEX_TEST_POSTGRES_DSN and a fresh schema per test.
//
// Without EVICORTEX_TEST_POSTGRES_DSN a test skips, except under CI (env CI
// set) or with EVICORTEX_REQUIRE_POSTGRES=1, where it fails: CI must not
// pass by skipping. `.ci/run` and `make test-postgres` start a throwaway
// server (mk/postgres.mk) and export both variables.
package pgtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"
)

// EnvDSN names the variable holding the server's connection string.
const EnvDSN = "EVICORTEX_TEST_POSTGRES_DSN"

// DSN returns the test server's connection string, skipping or failing t
// when there is none (see the package doc).
func DSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv(EnvDSN)
	if dsn != "" {
		return dsn
	}
	if os.Getenv("CI") != "" || os.Getenv("EVICORTEX_REQUIRE_POSTGRES") == "1" {
		t.Fatalf("%s is unset but CI / EVICORTEX_REQUIRE_POSTGRES=1 requires the PostgreSQL tests; "+
			"`make postgres-start` starts a server and writes its DSN to .pgtmp/dsn", EnvDSN)
	}
	t.Skipf("PostgreSQL tests skipped: set %s; .ci/run starts a server", EnvDSN)
	return ""
}

// Schema creates an empty schema on the test server, drops it (CASCADE)
// when t ends, and returns a DSN whose search_path is that schema.
func Schema(t testing.TB) string {
	t.Helper()
	dsn := DSN(t)
	var rnd [6]byte
	rand.Read(rnd[:])
	name := "evx_test_" + hex.EncodeToString(rnd[:])
	if err := exec(dsn, `CREATE SCHEMA `+name); err != nil {
		t.Fatalf("pgtest: create schema: %v", err)
	}
	t.Cleanup(func() {
		if err := exec(dsn, `DROP SCHEMA `+name+` CASCADE`); err != nil {
			t.Errorf("pgtest: drop schema %s: %v", name, err)
		}
	})
	return WithSearchPath(dsn, name)
}

// Database creates an empty database on the test server, drops it when t
// ends, and returns a DSN naming it. A test that counts what VACUUM removed
// needs one: VACUUM keeps every row version an open snapshot in the same
// database may still see, so a schema beside other packages' concurrent
// tests can leave a dead tuple that is no fault of the code under test.
// Since PostgreSQL 14 a transaction in another database does not hold
// ordinary tables' horizon back.
func Database(t testing.TB) string {
	t.Helper()
	dsn := DSN(t)
	var rnd [6]byte
	rand.Read(rnd[:])
	name := "evx_db_" + hex.EncodeToString(rnd[:])
	if err := exec(dsn, `CREATE DATABASE `+name); err != nil {
		t.Fatalf("pgtest: create database: %v", err)
	}
	t.Cleanup(func() {
		if err := exec(dsn, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`); err != nil {
			t.Errorf("pgtest: drop database %s: %v", name, err)
		}
	})
	return WithDatabase(dsn, name)
}

// WithDatabase returns dsn (URL or key=value form) naming database db.
func WithDatabase(dsn, db string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		if u, err := url.Parse(dsn); err == nil {
			u.Path = "/" + db
			return u.String()
		}
	}
	return dsn + " dbname=" + db
}

// exec runs one statement on a connection of its own, so that a test
// holding many schemas does not hold as many idle connections.
func exec(dsn, stmt string) error {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, err = db.ExecContext(ctx, stmt)
	return err
}

// WithSearchPath returns dsn (URL or key=value form) with search_path set
// to schema.
func WithSearchPath(dsn, schema string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		if u, err := url.Parse(dsn); err == nil {
			q := u.Query()
			q.Set("search_path", schema)
			u.RawQuery = q.Encode()
			return u.String()
		}
	}
	return dsn + " search_path=" + schema
}
