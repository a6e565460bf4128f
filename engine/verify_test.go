package engine

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"

	_ "modernc.org/sqlite"
)

// TestVerifyNamesTamperedEvidence flips one byte of stored content behind
// the engine's back; Verify must fail with ErrCorrupt naming the id.
func TestVerifyNamesTamperedEvidence(t *testing.T) {
	ctx := context.Background()
	e, path := openTest(t, Options{})
	var victim Receipt
	for i, s := range []string{"first note", "second note about tea", "third note"} {
		r := mustRemember(t, e, Observation{Namespace: "v", Content: s, Source: "s", OccurredAt: date("2026-01-01")})
		if i == 1 {
			victim = r
		}
	}
	e.Close()

	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := db.Exec(`UPDATE evidence SET content = 'second note about tee' WHERE id = ?`, victim.ID)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("tamper updated %d rows", n)
	}
	db.Close()

	e2, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	_, err = e2.Verify(ctx)
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), victim.ID) {
		t.Fatalf("Verify after tamper: %v, want ErrCorrupt naming %s", err, victim.ID)
	}
}
