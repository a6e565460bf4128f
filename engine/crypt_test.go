package engine

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/keyring"
)

// scanTree is scanFiles over every file under dir (a backup directory).
func scanTree(t *testing.T, dir string, needles []string) []string {
	t.Helper()
	var found []string
	filepath.WalkDir(dir, func(f string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		low := strings.ToLower(string(b))
		for _, n := range needles {
			if strings.Contains(low, n) {
				found = append(found, n+" in "+f)
			}
		}
		return nil
	})
	return found
}

// TestCryptoShredding is issue 18's must-show: with encryption on, no
// plaintext reaches the ledger, WAL, projection or backup files at any
// time, and after a purge of namespace a its evidence in a backup taken
// before the purge cannot be read, while b's can.
func TestCryptoShredding(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	kf := filepath.Join(dir, "kek")
	if err := keyring.GenerateKeyFile(kf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "memory.db")
	opts := Options{EncryptionKeyFile: kf}
	e, err := Open(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	// Single analyzer tokens, so a postings dictionary or a capsule id
	// holding a term would show them; lowercase, as an analyzer would.
	aSecrets := []string{"quokkasecret", "pangolinvalue", "narwhalentity", "marmalademeta"}
	bSecrets := []string{"bravosecret"}
	needles := append(append([]string{}, aSecrets...), bSecrets...)
	ra := mustRemember(t, e, Observation{Namespace: "a", Content: "The vault code is quokkasecret, tell nobody.",
		Source: "chat/a", OccurredAt: date("2026-01-02"), Metadata: []byte(`{"tag":"marmalademeta"}`),
		Claims:   []ClaimInput{{Subject: "user:a", Predicate: "vault_code", Value: "pangolinvalue"}},
		Entities: []EntityInput{{Name: "narwhalentity", Type: "person"}}})
	rb := mustRemember(t, e, Observation{Namespace: "b", Content: "Bravo's locker word is bravosecret.",
		Source: "chat/b", OccurredAt: date("2026-01-02")})
	c, err := e.Recall(ctx, Query{Namespace: "a", Text: "quokkasecret vault code", BudgetTokens: 400})
	if err != nil || len(c.Items) == 0 || !strings.Contains(c.Items[0].Text, "quokkasecret") && !strings.Contains(c.Items[0].Text, "pangolinvalue") {
		t.Fatalf("recall on an encrypted engine: %v %+v", err, c)
	}
	if _, err := e.Feedback(ctx, FeedbackInput{Namespace: "a", CapsuleID: c.CapsuleID, Used: []string{c.Items[0].ID}}); err != nil {
		t.Fatalf("feedback: %v", err)
	}
	if _, err := e.Verify(ctx); err != nil {
		t.Fatal(err)
	}
	if got := scanFiles(t, path, needles); len(got) != 0 {
		t.Fatalf("plaintext on disk while encryption is on: %v", got)
	}
	// Close checkpoints projections for a clear ledger; an encrypted one
	// persists none, and reopening rebuilds them from the ledger.
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".projections"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("an encrypted engine wrote a projection directory: %v", err)
	}
	if e, err = Open(path, opts); err != nil {
		t.Fatal(err)
	}
	defer func() { e.Close() }()
	if c, err := e.Recall(ctx, Query{Namespace: "b", Text: "bravosecret locker", BudgetTokens: 400}); err != nil || len(c.Items) == 0 {
		t.Fatalf("recall after reopen: %v", err)
	}
	bdir := filepath.Join(dir, "backup")
	if _, err := e.Backup(ctx, bdir); err != nil {
		t.Fatal(err)
	}
	if got := append(scanFiles(t, path, needles), scanTree(t, bdir, needles)...); len(got) != 0 {
		t.Fatalf("plaintext on disk after backup: %v", got)
	}
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "a", All: true}); err != nil {
		t.Fatal(err)
	}
	if got := append(scanFiles(t, path, needles), scanTree(t, bdir, needles)...); len(got) != 0 {
		t.Fatalf("plaintext on disk after purge: %v", got)
	}
	e.Close()

	// Restore the backup taken before the purge into a fresh path and
	// open it with the same key file.
	restored := filepath.Join(dir, "restored.db")
	if _, err := Restore(ctx, bdir, restored); err != nil {
		t.Fatal(err)
	}
	r, err := Open(restored, opts)
	if err != nil {
		t.Fatalf("open the restored old backup: %v", err)
	}
	defer r.Close()
	if _, err := r.GetEvidence(ctx, "a", ra.ID); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("a's evidence from the old backup: %v, want ErrKeyDestroyed", err)
	}
	if _, err := r.Expand(ctx, "a", ra.ID); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("expand a's evidence from the old backup: %v", err)
	}
	if c, err := r.Recall(ctx, Query{Namespace: "a", Text: "quokkasecret vault code", BudgetTokens: 400}); err != nil || len(c.Items) != 0 {
		t.Fatalf("recall of purged a from the old backup: %v, %d items", err, len(c.Items))
	}
	if cs, err := r.Claims(ctx, "a", "user:a", ""); err != nil || len(cs) != 0 {
		t.Fatalf("claims of purged a from the old backup: %v %+v", err, cs)
	}
	ev, err := r.GetEvidence(ctx, "b", rb.ID)
	if err != nil || !strings.Contains(ev.Content, "bravosecret") {
		t.Fatalf("b's evidence from the old backup: %v %q", err, ev.Content)
	}
	if c, err := r.Recall(ctx, Query{Namespace: "b", Text: "bravosecret locker", BudgetTokens: 400}); err != nil || len(c.Items) == 0 {
		t.Fatalf("recall of b from the old backup: %v", err)
	}
	rep, err := r.Verify(ctx)
	if err != nil || rep.Evidence != 2 {
		t.Fatalf("verify the restored backup: %v %+v", err, rep)
	}
	if got := append(scanFiles(t, restored, needles), scanFiles(t, path, needles)...); len(got) != 0 {
		t.Fatalf("plaintext on disk after restore: %v", got)
	}
}

// TestEncryptionKeyRules: an encrypted ledger needs its key file, a clear
// one refuses a key file, and after KEK rotation only the new key opens it.
func TestEncryptionKeyRules(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	kf, nk := filepath.Join(dir, "kek"), filepath.Join(dir, "kek2")
	for _, f := range []string{kf, nk} {
		if err := keyring.GenerateKeyFile(f); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "enc.db")
	e, err := Open(path, Options{EncryptionKeyFile: kf})
	if err != nil {
		t.Fatal(err)
	}
	r := mustRemember(t, e, Observation{Namespace: "a", Content: "rotation keeps this readable", Source: "s", OccurredAt: date("2026-01-02")})
	// Rotate while the engine serves: it keeps reading and writing.
	if err := e.RotateKeyFile(ctx, nk); err != nil {
		t.Fatal(err)
	}
	mustRemember(t, e, Observation{Namespace: "b", Content: "written after rotation", Source: "s", OccurredAt: date("2026-01-02")})
	if ev, err := e.GetEvidence(ctx, "a", r.ID); err != nil || ev.Content != "rotation keeps this readable" {
		t.Fatalf("read after rotation: %v", err)
	}
	e.Close()
	if _, err := Open(path, Options{}); !errors.Is(err, ErrKeyRequired) {
		t.Fatalf("open without key: %v, want ErrKeyRequired", err)
	}
	if old, err := Open(path, Options{EncryptionKeyFile: kf}); err == nil {
		_, gerr := old.GetEvidence(ctx, "a", r.ID)
		old.Close()
		if gerr == nil {
			t.Fatal("the old key file still reads the ledger after rotation")
		}
	}
	e, err = Open(path, Options{EncryptionKeyFile: nk})
	if err != nil {
		t.Fatalf("open with the new key: %v", err)
	}
	if ev, err := e.GetEvidence(ctx, "a", r.ID); err != nil || ev.Content != "rotation keeps this readable" {
		t.Fatalf("new key: %v", err)
	}
	e.Close()

	clear := filepath.Join(dir, "clear.db")
	c, err := Open(clear, Options{})
	if err != nil {
		t.Fatal(err)
	}
	mustRemember(t, c, Observation{Namespace: "a", Content: "clear", Source: "s", OccurredAt: date("2026-01-02")})
	c.Close()
	if _, err := Open(clear, Options{EncryptionKeyFile: nk}); !errors.Is(err, ErrNotEncrypted) {
		t.Fatalf("clear ledger with a key file: %v, want ErrNotEncrypted", err)
	}
}
