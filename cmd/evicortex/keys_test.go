package main

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
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
	var rem struct {
		ID string `json:"id"`
	}
	cliJSON(t, &rem, "--db", db, "--encryption-key-file", kf, "--json", "remember", "--ns", "demo", "--source", "s1",
		"--occurred-at", "2026-01-02", "--content", "The gate code is tangerine-4471.", "--claim", "gate|code|tangerine-4471")
	cliJSON(t, &struct{}{}, "--db", db, "--encryption-key-file", kf, "--json", "remember", "--ns", "other", "--source", "s1",
		"--occurred-at", "2026-01-02", "--content", "Other namespace note.")
	// Crypto-shredding through the CLI: back up, purge all of demo, restore
	// the old backup: demo's evidence answers key_destroyed, verify counts it.
	bdir, old := filepath.Join(dir, "bk"), filepath.Join(dir, "old.db")
	if r := cliRun(t, "--db", db, "--encryption-key-file", kf, "backup", "--to", bdir); r.code != 0 {
		t.Fatalf("backup: %+v", r)
	}
	if r := cliRun(t, "--db", old, "restore", "--from", bdir); r.code != 0 {
		t.Fatalf("restore before the purge: %+v", r)
	}
	if r := cliRun(t, "--db", old, "--encryption-key-file", kf, "expand", "--ns", "demo", "--id", rem.ID); r.code != 0 || !strings.Contains(r.stdout, "tangerine") {
		t.Fatalf("expand from the backup before the purge: %+v", r)
	}
	os.Remove(old)
	os.Remove(old + "-wal")
	os.Remove(old + "-shm")
	os.Remove(old + ".lock")
	if r := cliRun(t, "--db", db, "--encryption-key-file", kf, "purge", "--ns", "demo", "--all"); r.code != 0 {
		t.Fatalf("purge: %+v", r)
	}
	old = filepath.Join(dir, "old2.db")
	if r := cliRun(t, "--db", old, "restore", "--from", bdir); r.code != 0 {
		t.Fatalf("restore after the purge: %+v", r)
	}
	if r := cliRun(t, "--db", old, "--encryption-key-file", kf, "--json", "expand", "--ns", "demo", "--id", rem.ID); r.code == 0 ||
		!strings.Contains(r.stderr, `"code":"key_destroyed"`) || strings.Contains(r.stdout+r.stderr, "tangerine") {
		t.Fatalf("expand of purged evidence from the old backup: %+v", r)
	}
	if r := cliRun(t, "--db", old, "--encryption-key-file", kf, "--json", "verify"); r.code != 0 || !strings.Contains(r.stdout, `"shredded": 1`) {
		t.Fatalf("verify the old backup: %+v", r)
	}
	cliJSON(t, &rem, "--db", db, "--encryption-key-file", kf, "--json", "remember", "--ns", "demo", "--source", "s1",
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

// TestEncryptedServe: `serve` takes the global --encryption-key-file: MCP
// remember and recall work through it, the ledger files hold no plaintext,
// and the ledger needs the key afterwards.
func TestEncryptedServe(t *testing.T) {
	dir := t.TempDir()
	db, kf := filepath.Join(dir, "m.db"), filepath.Join(dir, "kek")
	if r := cliRun(t, "keygen", "--out", kf); r.code != 0 {
		t.Fatalf("keygen: %+v", r)
	}
	ch := startServeArgs(t, []string{"--db", db, "--encryption-key-file", kf}, writePrincipalsFile(t, 0o600))
	hc := &http.Client{Transport: bearerTransport{testToken}, Timeout: 30 * time.Second}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "cli-test", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: "http://" + ch.addr + "/mcp", HTTPClient: hc}, nil)
	if err != nil {
		t.Fatalf("connect: %v; stderr %s", err, ch.stderr.String())
	}
	toolText(t, cs, "remember", map[string]any{"namespace": "load/enc", "content": "The vault phrase is persimmonquartz.", "source": "chat/1"})
	if got := toolText(t, cs, "recall", map[string]any{"namespace": "load/enc", "query": "vault phrase", "budget_tokens": 200}); !strings.Contains(got, "persimmonquartz") {
		t.Fatalf("recall through an encrypted server: %s", got)
	}
	cs.Close()
	ch.cmd.Process.Signal(syscall.SIGTERM)
	<-ch.done
	for _, f := range []string{db, db + "-wal", db + "-shm"} {
		if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), "persimmonquartz") {
			t.Errorf("%s holds plaintext", f)
		}
	}
	if _, err := os.Stat(db + ".projections"); !os.IsNotExist(err) {
		t.Errorf("an encrypted server persisted projections: %v", err)
	}
	if r := cliRun(t, "--db", db, "--json", "verify"); r.code != 2 || !strings.Contains(r.stderr, "key_required") {
		t.Fatalf("verify without the key: %+v", r)
	}
	if r := cliRun(t, "--db", db, "--encryption-key-file", kf, "verify"); r.code != 0 {
		t.Fatalf("verify with the key: %+v", r)
	}
}
