package engine

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestBackupRestoreGivesIdenticalCapsules(t *testing.T) {
	ctx := context.Background()
	e, _ := openTest(t, Options{})
	seedExample(t, e)
	q := Query{Namespace: "demo/varun", Text: "What did Varun prefer in February?", BudgetTokens: 300, Now: date("2026-05-01")}
	want := capsuleJSON(t, e, q)
	dir := filepath.Join(t.TempDir(), "bk")
	m, err := e.Backup(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Evidence != 2 || m.Claims != 2 || m.JournalHead == "" {
		t.Fatalf("manifest %+v", m)
	}
	if _, err := e.Backup(ctx, dir); err == nil {
		t.Fatal("backup into a non-empty dir accepted")
	}
	restored := filepath.Join(t.TempDir(), "restored.db")
	if _, err := Restore(ctx, dir, restored); err != nil {
		t.Fatal(err)
	}
	e2, err := Open(restored, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if got := capsuleJSON(t, e2, q); got != want {
		t.Fatalf("restored capsule differs:\n%s\n%s", got, want)
	}
	if _, err := Restore(ctx, dir, restored); err == nil {
		t.Fatal("restore over an existing file accepted")
	}
	// A corrupted snapshot is refused.
	snap := filepath.Join(dir, "ledger.db")
	b, _ := os.ReadFile(snap)
	b[len(b)/2] ^= 1
	os.WriteFile(snap, b, 0o600)
	if _, err := Restore(ctx, dir, filepath.Join(t.TempDir(), "x.db")); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("corrupt backup: %v, want ErrCorrupt", err)
	}
}
