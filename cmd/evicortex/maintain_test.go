package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestMaintainCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	for i, content := range []string{"The team offsite moved to the mountain lodge in October.", "The team offsite moved to the mountain lodge in October.",
		"Bring warm clothes and hiking boots."} {
		cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo", "--source", "chat/s1/t"+string(rune('0'+i)),
			"--occurred-at", "2026-01-02", "--content", content)
	}
	var rep map[string]int64
	cliJSON(t, &rep, "--db", db, "--json", "maintain", "--ns", "demo")
	if len(rep) != 7 || rep["duplicates"] != 1 || rep["summaries"] != 1 || rep["actions"] == 0 {
		t.Fatalf("first pass %v", rep)
	}
	cliJSON(t, &rep, "--db", db, "--json", "maintain")
	if rep["actions"] != 0 {
		t.Fatalf("second pass %v", rep)
	}
	if r := cliRun(t, "--db", db, "maintain", "--ns", "nope"); r.code == 0 || !strings.Contains(r.stderr, "not found") {
		t.Fatalf("unknown namespace: %+v", r)
	}
	if r := cliRun(t, "serve", "-h"); !strings.Contains(r.stdout+r.stderr, "-maintenance-interval") {
		t.Fatalf("serve -h does not list the maintenance flags: %s", r.stdout+r.stderr)
	}
}
