package pgtest

import (
	"database/sql"
	"net/url"
	"testing"
)

func TestWithSearchPath(t *testing.T) {
	cases := map[string]string{
		"postgres://u@h:5/db?sslmode=disable": "postgres://u@h:5/db?search_path=s1&sslmode=disable",
		"host=h dbname=db":                    "host=h dbname=db search_path=s1",
	}
	for in, want := range cases {
		if got := WithSearchPath(in, "s1"); got != want {
			t.Errorf("WithSearchPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSchemaLifecycle: Schema's DSN reaches an existing, empty schema,
// which is gone once its test has ended.
func TestSchemaLifecycle(t *testing.T) {
	db, err := sql.Open("pgx", DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var name string
	t.Run("in use", func(t *testing.T) {
		dsn := Schema(t)
		s, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		var tables int
		if err := s.QueryRow(`SELECT current_schema(), (SELECT count(*) FROM information_schema.tables
			WHERE table_schema = current_schema())`).Scan(&name, &tables); err != nil || tables != 0 {
			t.Fatalf("schema %q has %d tables, %v", name, tables, err)
		}
		if u, _ := url.Parse(dsn); u != nil && u.Query().Get("search_path") != name {
			t.Errorf("DSN %s does not name schema %s", dsn, name)
		}
	})
	var left int
	if err := db.QueryRow(`SELECT count(*) FROM information_schema.schemata WHERE schema_name = $1`, name).Scan(&left); err != nil || left != 0 {
		t.Errorf("schema %q still exists after its test (%d), %v", name, left, err)
	}
}
