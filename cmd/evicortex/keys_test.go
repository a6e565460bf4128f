package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEncryptionCLI: keygen, an encrypted ledger through the global flag,
// the errors without it, and keys rotate.
func TestEncryptionCLI(t *testing.T) {
	dir := t.TempDir()
	db, kf, nk := filepath.Join(dir, "m.db"), filepath.Join(dir, "kek"), filepath.Join(dir, "kek2")
	if r := cliRun(t, "keygen", "--out", kf); r.code != 0 {
		t.Fatalf("keygen: %+v", r)
	}
	if fi, err := os.Stat(kf); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode: %v %v", err, fi)
	}
	if r := cliRun(t, "keygen", "--out", kf); r.code == 0 || !strings.Contains(r.stderr, "refusing to overwrite") {
		t.Fatalf("keygen over an existing file: %+v", r)
	}
	cliJSON(t, &struct{}{}, "--db", db, "--encryption-key-file", kf, "--json", "remember", "--ns", "demo", "--source", "s1",
		"--occurred-at", "2026-01-02", "--content", "The gate code is tangerine-4471.", "--claim", "gate|code|tangerine-4471")
	r := cliRun(t, "recall", "--db", db, "--ns", "demo", "--query", "gate code", "--encryption-key-file", kf)
	if r.code != 0 || !strings.Contains(r.stdout, "tangerine-4471") {
		t.Fatalf("recall with the key: %+v", r)
	}
	if r := cliRun(t, "--db", db, "--json", "recall", "--ns", "demo", "--query", "gate"); r.code != 2 ||
		!strings.Contains(r.stderr, "--encryption-key-file") || !strings.Contains(r.stderr, `"code":"key_required"`) {
		t.Fatalf("recall without the key: %+v", r)
	}
	b, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	if w, _ := os.ReadFile(db + "-wal"); strings.Contains(string(b)+string(w), "tangerine") {
		t.Fatal("plaintext in the encrypted ledger file")
	}
	if r := cliRun(t, "keygen", "--out", nk); r.code != 0 {
		t.Fatalf("keygen 2: %+v", r)
	}
	if r := cliRun(t, "--db", db, "--encryption-key-file", kf, "keys", "rotate", "--new-key-file", nk); r.code != 0 {
		t.Fatalf("keys rotate: %+v", r)
	}
	if r := cliRun(t, "--db", db, "--encryption-key-file", nk, "expand", "--ns", "demo", "--id", "x"); r.code == 0 {
		t.Fatalf("expand of a missing id should fail: %+v", r)
	}
	if r := cliRun(t, "recall", "--db", db, "--ns", "demo", "--query", "gate code", "--encryption-key-file", nk); r.code != 0 || !strings.Contains(r.stdout, "tangerine-4471") {
		t.Fatalf("recall with the rotated key: %+v", r)
	}
	if r := cliRun(t, "recall", "--db", db, "--ns", "demo", "--query", "gate code", "--encryption-key-file", kf); r.code == 0 {
		t.Fatalf("the old key still opens the ledger after rotation: %+v", r)
	}
	clear := filepath.Join(dir, "clear.db")
	cliJSON(t, &struct{}{}, "--db", clear, "--json", "remember", "--ns", "demo", "--source", "s1", "--occurred-at", "2026-01-02", "--content", "clear")
	if r := cliRun(t, "--db", clear, "--encryption-key-file", nk, "--json", "verify"); r.code != 2 || !strings.Contains(r.stderr, "not_encrypted") {
		t.Fatalf("a clear ledger with a key file: %+v", r)
	}
	if r := cliRun(t, "-h"); !strings.Contains(r.stdout+r.stderr, "--encryption-key-file") && !strings.Contains(r.stdout+r.stderr, "-encryption-key-file") {
		t.Fatalf("evicortex -h does not list the flag: %+v", r)
	}
}
