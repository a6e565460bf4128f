package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestListCommand: list pages through the evidence in write order, --all
// follows the cursor, filters narrow it, and bad flags name the field.
func TestListCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var ids []string
	for i, c := range []struct{ content, src, meta string }{
		{"I live in Porto.", "chat/1", `{"topic":"home"}`},
		{"The weather is grey.", "chat/2", `{"topic":"weather"}`},
		{"We moved to Lisbon.", "notes/1", `{"topic":"home"}`},
	} {
		var rc struct{ ID string }
		cliJSON(t, &rc, "--db", db, "remember", "--ns", "u", "--content", c.content, "--source", c.src,
			"--metadata", c.meta, "--occurred-at", []string{"2026-01-01", "2026-02-01", "2026-03-01"}[i], "--json")
		ids = append(ids, rc.ID)
	}
	type page struct {
		Items []struct {
			ID, Content string
		}
		NextCursor string `json:"next_cursor"`
	}
	var p1, p2, all, home page
	cliJSON(t, &p1, "list", "--db", db, "--ns", "u", "--limit", "2", "--json")
	if len(p1.Items) != 2 || p1.Items[0].ID != ids[0] || p1.NextCursor == "" {
		t.Fatalf("first page %+v", p1)
	}
	cliJSON(t, &p2, "--db", db, "list", "--ns", "u", "--limit", "2", "--cursor", p1.NextCursor, "--json")
	if len(p2.Items) != 1 || p2.Items[0].ID != ids[2] || p2.NextCursor != "" {
		t.Fatalf("second page %+v", p2)
	}
	cliJSON(t, &all, "--db", db, "list", "--ns", "u", "--limit", "1", "--all", "--json")
	if len(all.Items) != 3 || all.NextCursor != "" {
		t.Fatalf("--all %+v", all)
	}
	cliJSON(t, &home, "--db", db, "list", "--ns", "u", "--metadata", `{"topic":"home"}`, "--from", "2026-02-15", "--json")
	if len(home.Items) != 1 || home.Items[0].Content != "We moved to Lisbon." {
		t.Fatalf("filtered %+v", home)
	}
	r := cliRun(t, "--db", db, "list", "--ns", "u")
	if r.code != 0 || !strings.Contains(r.stdout, "I live in Porto.") || !strings.Contains(r.stdout, "chat/2") {
		t.Fatalf("text output: %d %q %q", r.code, r.stdout, r.stderr)
	}
	for flag, field := range map[string][]string{
		"metadata": {"--metadata", "[1]"},
		"cursor":   {"--cursor", "garbage"},
		"from":     {"--from", "soon"},
		"kinds[0]": {"--kind", "memo"},
	} {
		r := cliRun(t, append([]string{"--db", db, "list", "--ns", "u"}, field...)...)
		if r.code == 0 || !strings.Contains(r.stderr, flag) {
			t.Errorf("list %v: exit %d, stderr %q; want the field %s named", field, r.code, r.stderr, flag)
		}
	}
}
