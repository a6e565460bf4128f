package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBackupRestore: restore a backup into a new ledger; verify passes and
// capsules are byte-identical to the original's.
func TestBackupRestore(t *testing.T) {
	dir := t.TempDir()
	db, bak, restored := filepath.Join(dir, "m.db"), filepath.Join(dir, "bak"), filepath.Join(dir, "restored.db")
	var light struct {
		ClaimIDs []string `json:"claim_ids"`
	}
	cliJSON(t, &light, "--db", db, "--json", "remember", "--ns", "demo/varun",
		"--content", "I prefer a light theme in every editor I use.", "--source", "conversation/s1/t3",
		"--occurred-at", "2026-01-02T10:00:00Z", "--claim", "user:varun|prefers_theme|light")
	cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo/varun",
		"--content", "I switched from light mode to dark mode today.", "--source", "conversation/s7/t12",
		"--occurred-at", "2026-04-18T09:30:00Z", "--claim", "user:varun|prefers_theme|dark", "--supersedes", light.ClaimIDs[0])

	var m struct {
		Format         string `json:"format"`
		Evidence       int    `json:"evidence"`
		JournalEntries int    `json:"journal_entries"`
		LedgerSHA256   string `json:"ledger_sha256"`
	}
	cliJSON(t, &m, "--db", db, "--json", "backup", "--to", bak)
	if m.Evidence != 2 || m.JournalEntries < 2 || len(m.LedgerSHA256) != 64 || m.Format == "" {
		t.Fatalf("backup manifest %+v", m)
	}
	var rm struct {
		Evidence     int    `json:"evidence"`
		LedgerSHA256 string `json:"ledger_sha256"`
	}
	cliJSON(t, &rm, "--db", restored, "--json", "restore", "--from", bak)
	if rm.Evidence != 2 || rm.LedgerSHA256 != m.LedgerSHA256 {
		t.Fatalf("restore manifest %+v, backup %+v", rm, m)
	}
	if r := cliRun(t, "--db", restored, "verify"); r.code != 0 {
		t.Fatalf("verify restored: %+v", r)
	}
	for _, q := range []string{"Which theme should I use for this user?", "What did Varun prefer in February?"} {
		args := []string{"--json", "recall", "--ns", "demo/varun", "--query", q, "--budget", "300", "--now", "2026-05-01T00:00:00Z"}
		orig := cliRun(t, append([]string{"--db", db}, args...)...)
		rest := cliRun(t, append([]string{"--db", restored}, args...)...)
		if orig.code != 0 || rest.code != 0 || orig.stdout != rest.stdout || !strings.Contains(orig.stdout, "prefers_theme") {
			t.Fatalf("%q: capsules differ or failed:\noriginal %s\nrestored %s", q, orig.stdout, rest.stdout)
		}
	}
	// Restore never overwrites a ledger, and needs --from.
	if r := cliRun(t, "--db", db, "--json", "restore", "--from", bak); r.code == 0 {
		t.Fatal("restore over an existing ledger succeeded")
	}
	if r := cliRun(t, "--db", filepath.Join(dir, "x.db"), "--json", "restore"); r.code != 2 || !strings.Contains(r.stderr, `"field":"from"`) {
		t.Fatalf("restore without --from: %+v", r)
	}
	if r := cliRun(t, "--db", db, "--json", "backup", "--to", bak); r.code == 0 {
		t.Fatal("backup into a non-empty directory succeeded")
	}
	if _, err := os.Stat(filepath.Join(dir, "x.db")); err == nil {
		t.Fatal("a failed restore left a ledger behind")
	}
}
