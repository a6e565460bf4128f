package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

type result struct {
	code           int
	stdout, stderr string
}

func cliRun(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return result{code, out.String(), errb.String()}
}

func cliJSON(t *testing.T, v any, args ...string) {
	t.Helper()
	r := cliRun(t, args...)
	if r.code != 0 {
		t.Fatalf("evicortex %s: exit %d: %s", strings.Join(args, " "), r.code, r.stderr)
	}
	if err := json.Unmarshal([]byte(r.stdout), v); err != nil {
		t.Fatalf("evicortex %s: bad JSON %q: %v", strings.Join(args, " "), r.stdout, err)
	}
}

type capsuleJSON struct {
	Namespace    string `json:"namespace"`
	Query        string `json:"query"`
	BudgetTokens int    `json:"budget_tokens"`
	UsedTokens   int    `json:"used_tokens"`
	Abstain      *bool  `json:"abstain"`
	Omitted      *int   `json:"omitted"`
	Items        []struct {
		Kind        string          `json:"kind"`
		Text        string          `json:"text"`
		EvidenceIDs []string        `json:"evidence_ids"`
		Score       *float64        `json:"score"`
		Trace       json.RawMessage `json:"trace"`
		Subject     string          `json:"subject"`
		Predicate   string          `json:"predicate"`
		Value       string          `json:"value"`
		Status      string          `json:"status"`
		ValidFrom   string          `json:"valid_from"`
		ValidTo     string          `json:"valid_to"`
	} `json:"items"`
}

// TestSeedExampleThroughCLI runs seed 000 §5 end to end through the CLI
// and checks the documented JSON contract.
func TestSeedExampleThroughCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var light, dark struct {
		ID       string   `json:"id"`
		SHA256   string   `json:"sha256"`
		ClaimIDs []string `json:"claim_ids"`
	}
	cliJSON(t, &light, "--db", db, "--json", "remember", "--ns", "demo/varun",
		"--content", "I prefer a light theme in every editor I use.", "--source", "conversation/s1/t3",
		"--occurred-at", "2026-01-02T10:00:00Z", "--claim", "user:varun|prefers_theme|light")
	if light.ID == "" || len(light.SHA256) != 64 || len(light.ClaimIDs) != 1 {
		t.Fatalf("remember JSON: %+v", light)
	}
	cliJSON(t, &dark, "--db", db, "--json", "remember", "--ns", "demo/varun",
		"--content", "I switched from light mode to dark mode today.", "--source", "conversation/s7/t12",
		"--occurred-at", "2026-04-18T09:30:00Z", "--claim", "user:varun|prefers_theme|dark",
		"--supersedes", light.ClaimIDs[0])

	var cur, hist capsuleJSON
	cliJSON(t, &cur, "--db", db, "--json", "recall", "--ns", "demo/varun", "--query",
		"Which theme should I use for this user?", "--budget", "300", "--now", "2026-05-01T00:00:00Z")
	cliJSON(t, &hist, "--db", db, "--json", "recall", "--ns", "demo/varun", "--query",
		"What did Varun prefer in February?", "--budget", "300", "--now", "2026-05-01T00:00:00Z")
	for _, c := range []struct {
		name, value, evID string
		cap               capsuleJSON
	}{{"current", "dark", dark.ID, cur}, {"february", "light", light.ID, hist}} {
		if c.cap.Abstain == nil || c.cap.Omitted == nil || c.cap.BudgetTokens != 300 || c.cap.UsedTokens > 300 {
			t.Fatalf("%s: capsule header %+v", c.name, c.cap)
		}
		if len(c.cap.Items) == 0 {
			t.Fatalf("%s: no items", c.name)
		}
		it := c.cap.Items[0]
		if it.Kind != "claim" || it.Value != c.value || it.Subject != "user:varun" || it.Predicate != "prefers_theme" {
			t.Fatalf("%s: first item %+v, want the %s claim", c.name, it, c.value)
		}
		if len(it.EvidenceIDs) == 0 || it.EvidenceIDs[0] != c.evID || it.Score == nil || len(it.Trace) == 0 || it.ValidFrom == "" {
			t.Fatalf("%s: first item lacks citation/score/trace/validity: %+v", c.name, it)
		}
	}

	for _, r := range []struct{ id, content string }{
		{light.ID, "I prefer a light theme in every editor I use."},
		{dark.ID, "I switched from light mode to dark mode today."},
	} {
		var ev map[string]any
		cliJSON(t, &ev, "--db", db, "--json", "expand", "--ns", "demo/varun", "--id", r.id)
		if ev["content"] != r.content || ev["id"] != r.id {
			t.Fatalf("expand %s: %v", r.id, ev)
		}
		for _, k := range []string{"namespace", "sha256", "source", "occurred_at", "recorded_at"} {
			if _, ok := ev[k]; !ok {
				t.Errorf("expand JSON lacks %q", k)
			}
		}
	}

	if r := cliRun(t, "--db", db, "verify"); r.code != 0 || !strings.Contains(r.stdout, "ok") {
		t.Fatalf("verify: %+v", r)
	}
	if r := cliRun(t, "--db", db, "rebuild"); r.code != 0 {
		t.Fatalf("rebuild: %+v", r)
	}
	var rc struct {
		Evidence *int     `json:"evidence"`
		Claims   *int     `json:"claims"`
		Digests  []string `json:"digests"`
	}
	cliJSON(t, &rc, "--db", db, "--json", "purge", "--ns", "demo/varun", "--id", light.ID)
	if rc.Evidence == nil || *rc.Evidence != 1 || len(rc.Digests) != 1 || rc.Digests[0] != light.SHA256 {
		t.Fatalf("purge receipt %+v", rc)
	}
}

func TestCLIErrors(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	cases := []struct {
		args  []string
		field string
	}{
		{[]string{"remember", "--ns", "n", "--content", "", "--source", "s"}, "content"},
		{[]string{"remember", "--ns", "n", "--content", "c", "--source", "s", "--occurred-at", "yesterday-ish"}, "occurred_at"},
		{[]string{"remember", "--ns", "n", "--content", "c", "--source", "s", "--kind", "dream"}, "kind"},
		{[]string{"remember", "--ns", "n", "--content", "c", "--source", "s", "--claim", "a|b"}, "claim[0]"},
		{[]string{"recall", "--ns", "n", "--query", "q", "--budget", "0"}, "budget_tokens"},
		{[]string{"recall", "--ns", "n", "--query", "q", "--budget", "5", "--known-at", "2026-13-01"}, "known_at"},
	}
	for _, c := range cases {
		r := cliRun(t, append([]string{"--db", db, "--json"}, c.args...)...)
		if r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %s)", c.args, r.code, r.stderr)
			continue
		}
		var e struct {
			Error struct{ Code, Field, Message string } `json:"error"`
		}
		if err := json.Unmarshal([]byte(r.stderr), &e); err != nil || e.Error.Field != c.field {
			t.Errorf("%v: stderr %q, want a JSON error naming field %q", c.args, r.stderr, c.field)
		}
	}
	if r := cliRun(t, "--db", db, "bogus"); r.code != 2 {
		t.Errorf("unknown command exit %d", r.code)
	}
	if r := cliRun(t, "recall"); r.code == 0 || !strings.Contains(r.stderr, "db") {
		t.Errorf("missing --db: %+v", r)
	}
}

// TestPostgresFlags: --db and --postgres exclude each other, and a DSN's
// password never reaches an error message.
func TestPostgresFlags(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	if r := cliRun(t, "--db", db, "--postgres", "postgres://u@127.0.0.1:1/x", "--json", "verify"); r.code != 2 || !strings.Contains(r.stderr, `"field":"postgres"`) {
		t.Errorf("--db and --postgres together: %+v", r)
	}
	const secret = "s3cret-in-dsn"
	for _, args := range [][]string{
		{"--postgres", "postgres://u:" + secret + "@127.0.0.1:1/x?connect_timeout=2", "verify"},
		{"--db", "postgres://u:" + secret + "@127.0.0.1:1/x?connect_timeout=2", "verify"},
		{"--postgres", "host=127.0.0.1 port=1 user=u password=" + secret + " dbname=x connect_timeout=2", "verify"},
	} {
		r := cliRun(t, args...)
		if r.code == 0 || strings.Contains(r.stderr+r.stdout, secret) {
			t.Errorf("%v: exit %d, output %q (want a failure without the password)", args[:2], r.code, r.stderr)
		}
	}
}

// TestSearchCLI: remember --speaker --role, then search --json returns the
// turn first with its speaker, and --limit is checked.
func TestSearchCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var rc struct {
		ID string `json:"id"`
	}
	cliJSON(t, &rc, "--db", db, "--json", "remember", "--ns", "demo/maya", "--content", "My dog is called Biscuit.",
		"--source", "chat/1", "--speaker", "Maya", "--role", "user", "--occurred-at", "2026-01-02T10:00:00Z")
	cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo/maya", "--content", "We had pasta for dinner.",
		"--source", "chat/2", "--role", "assistant", "--occurred-at", "2026-01-03T10:00:00Z")
	var res struct {
		Limit int `json:"limit"`
		Hits  []struct {
			ID          string `json:"id"`
			Speaker     string `json:"speaker"`
			SpeakerRole string `json:"speaker_role"`
		} `json:"hits"`
	}
	cliJSON(t, &res, "--db", db, "--json", "search", "--ns", "demo/maya", "--query", "What is Maya's dog called?", "--limit", "3")
	if res.Limit != 3 || len(res.Hits) == 0 || res.Hits[0].ID != rc.ID || res.Hits[0].Speaker != "Maya" || res.Hits[0].SpeakerRole != "user" {
		t.Fatalf("search: %+v, want the dog turn (%s) first with speaker Maya/user", res, rc.ID)
	}
	if r := cliRun(t, "--db", db, "search", "--ns", "demo/maya", "--query", "dog", "--limit", "5000"); r.code == 0 || !strings.Contains(r.stderr, "limit") {
		t.Fatalf("--limit 5000: exit %d, stderr %q", r.code, r.stderr)
	}
	if r := cliRun(t, "--db", db, "remember", "--ns", "demo/maya", "--content", "x", "--source", "s", "--role", "robot"); r.code == 0 || !strings.Contains(r.stderr, "role") {
		t.Fatalf("--role robot: exit %d, stderr %q", r.code, r.stderr)
	}
}
