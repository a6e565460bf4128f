package engine

import (
	"errors"
	"strings"
	"testing"
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
