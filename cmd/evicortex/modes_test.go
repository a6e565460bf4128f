package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRecallModeCLI: remember --lifecycle proposed writes a proposal that
// recall --mode deliberation admits and a recall without a mode does not;
// an unknown mode exits 2 naming memory_mode.
func TestRecallModeCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo/ana", "--content", "I live in Paris.",
		"--source", "chat/1", "--occurred-at", "2026-01-02", "--claim", "user:ana|lives_in|Paris")
	cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo/ana", "--content", "Maybe I will live in Rome.",
		"--source", "chat/2", "--occurred-at", "2026-02-02", "--claim", "user:ana|lives_in|Rome", "--lifecycle", "proposed")
	proposed := func(mode ...string) bool {
		var c capsuleJSON
		args := append([]string{"--db", db, "--json", "recall", "--ns", "demo/ana", "--query", "Where does ana live?",
			"--now", "2026-03-01"}, mode...)
		cliJSON(t, &c, args...)
		for _, it := range c.Items {
			if it.Status == "proposed" {
				return true
			}
		}
		return false
	}
	if proposed() || !proposed("--mode", "deliberation") {
		t.Errorf("proposed claim: without a mode %v, deliberation %v; want false, true", proposed(), proposed("--mode", "deliberation"))
	}
	r := cliRun(t, "--db", db, "--json", "recall", "--ns", "demo/ana", "--query", "x", "--mode", "dreamy")
	if r.code != 2 || !strings.Contains(r.stderr, "memory_mode") {
		t.Errorf("--mode dreamy: exit %d, stderr %q; want 2 naming memory_mode", r.code, r.stderr)
	}
	r = cliRun(t, "--db", db, "--json", "remember", "--ns", "demo/ana", "--content", "x", "--source", "s",
		"--claim", "a|b|c", "--lifecycle", "maybe")
	if r.code != 2 || !strings.Contains(r.stderr, "claims[0].lifecycle") {
		t.Errorf("--lifecycle maybe: exit %d, stderr %q; want 2 naming claims[0].lifecycle", r.code, r.stderr)
	}
}

// TestFeedbackCLI: the capsule id a recall printed is accepted by a
// later feedback process; an item not in the capsule exits 2 naming it,
// and a purge makes the capsule stale.
func TestFeedbackCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var rc struct {
		ID string `json:"id"`
	}
	cliJSON(t, &rc, "--db", db, "--json", "remember", "--ns", "demo/bo", "--content", "I live in Lyon.",
		"--source", "chat/1", "--occurred-at", "2026-01-02")
	var c struct {
		CapsuleID string `json:"capsule_id"`
		Items     []struct {
			ID string `json:"id"`
		} `json:"items"`
	}
	cliJSON(t, &c, "--db", db, "--json", "recall", "--ns", "demo/bo", "--query", "Lyon")
	if c.CapsuleID == "" || len(c.Items) != 1 || c.Items[0].ID != rc.ID {
		t.Fatalf("recall: %+v", c)
	}
	var fb struct {
		ID    string `json:"id"`
		Items int    `json:"items"`
	}
	cliJSON(t, &fb, "--db", db, "--json", "feedback", "--ns", "demo/bo", "--capsule", c.CapsuleID, "--used", rc.ID)
	if fb.ID == "" || fb.Items != 1 {
		t.Fatalf("feedback: %+v", fb)
	}
	r := cliRun(t, "--db", db, "--json", "feedback", "--ns", "demo/bo", "--capsule", c.CapsuleID, "--used", "ev_x")
	if r.code != 2 || !strings.Contains(r.stderr, `"field":"used[0]"`) {
		t.Errorf("foreign item: exit %d, stderr %q", r.code, r.stderr)
	}
	cliJSON(t, &struct{}{}, "--db", db, "--json", "purge", "--ns", "demo/bo", "--id", rc.ID)
	r = cliRun(t, "--db", db, "--json", "feedback", "--ns", "demo/bo", "--capsule", c.CapsuleID, "--used", rc.ID)
	if r.code != 1 || !strings.Contains(r.stderr, "stale_revision") {
		t.Errorf("after purge: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestRecallAttentionCLI: --attention JSON reaches the recall; a misspelt
// key exits 2 naming attention.
func TestRecallAttentionCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	for i, text := range []string{"Lyon food is great.", "Lyon weather is rainy."} {
		cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo/a", "--content", text,
			"--source", string(rune('a'+i))+"/1", "--occurred-at", "2026-01-0"+string(rune('2'+i)))
	}
	var c struct {
		Items []struct {
			Text string `json:"text"`
		} `json:"items"`
		AttentionTrace []struct {
			Directive string `json:"directive"`
			Matched   int    `json:"matched"`
		} `json:"attention_trace"`
	}
	cliJSON(t, &c, "--db", db, "--json", "recall", "--ns", "demo/a", "--query", "Lyon", "--attention", `{"focus_terms":["weather"]}`)
	if len(c.Items) == 0 || c.Items[0].Text != "Lyon weather is rainy." || len(c.AttentionTrace) != 1 || c.AttentionTrace[0].Matched != 1 {
		t.Fatalf("recall --attention: %+v", c)
	}
	r := cliRun(t, "--db", db, "--json", "recall", "--ns", "demo/a", "--query", "Lyon", "--attention", `{"focus":["x"]}`)
	if r.code != 2 || !strings.Contains(r.stderr, `"field":"attention"`) {
		t.Errorf("misspelt key: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestLinksCLI: remember --link writes an explicit link that links lists;
// a self-referencing or foreign target exits 2 naming the field.
func TestLinksCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	var a, o struct {
		ID string `json:"id"`
	}
	cliJSON(t, &a, "--db", db, "--json", "remember", "--ns", "demo/l", "--content", "The deploy failed.", "--source", "a/1")
	cliJSON(t, &o, "--db", db, "--json", "remember", "--ns", "demo/other", "--content", "Elsewhere.", "--source", "a/1")
	cliJSON(t, &struct{}{}, "--db", db, "--json", "remember", "--ns", "demo/l", "--content", "The pool was full.", "--source", "b/1",
		"--link", a.ID+"|explains|0.9")
	var page struct {
		Links []struct {
			To       string  `json:"to"`
			Relation string  `json:"relation"`
			Strength float64 `json:"strength"`
		} `json:"links"`
	}
	cliJSON(t, &page, "--db", db, "--json", "links", "--ns", "demo/l")
	if len(page.Links) != 1 || page.Links[0].To != a.ID || page.Links[0].Relation != "explains" || page.Links[0].Strength != 0.9 {
		t.Fatalf("links: %+v", page)
	}
	r := cliRun(t, "--db", db, "--json", "remember", "--ns", "demo/l", "--content", "x", "--source", "c/1", "--link", o.ID)
	if r.code != 2 || !strings.Contains(r.stderr, `"field":"links[0].to"`) {
		t.Errorf("foreign link: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestStateCLI: remember --affect/--context and recall --state; the
// lexicon derives an affect when --affect-lexicon names one.
func TestStateCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	lex := filepath.Join("..", "..", "affect", "testdata", "mini_lexicon.txt")
	var plain, anxious struct {
		ID string `json:"id"`
	}
	cliJSON(t, &plain, "--db", db, "--json", "remember", "--ns", "demo/s", "--content", "The deadline is Friday.", "--source", "a/1",
		"--occurred-at", "2026-01-02")
	cliJSON(t, &anxious, "--db", db, "--affect-lexicon", lex, "--json", "remember", "--ns", "demo/s",
		"--content", "The deadline made me sad.", "--source", "b/1", "--occurred-at", "2026-01-09",
		"--context", `{"participants":["Olivia"]}`)
	var c struct {
		Items []struct {
			ID string `json:"id"`
		} `json:"items"`
	}
	cliJSON(t, &c, "--db", db, "--json", "recall", "--ns", "demo/s", "--query", "deadline", "--now", "2026-02-01",
		"--state", `{"mode":"personal","emotion":{"valence":-0.5,"arousal":0.5},"participants":["Olivia"]}`)
	if len(c.Items) == 0 || c.Items[0].ID != anxious.ID {
		t.Fatalf("recall --state: %+v, want %s first", c, anxious.ID)
	}
	r := cliRun(t, "--db", db, "--json", "recall", "--ns", "demo/s", "--query", "deadline", "--state", `{"mode":"zen"}`)
	if r.code != 2 || !strings.Contains(r.stderr, `"field":"state.mode"`) {
		t.Errorf("--state mode zen: exit %d, stderr %q", r.code, r.stderr)
	}
	r = cliRun(t, "--db", db, "--json", "remember", "--ns", "demo/s", "--content", "x", "--source", "c/1", "--affect", `{"valence":9}`)
	if r.code != 2 || !strings.Contains(r.stderr, `"field":"affect.valence"`) {
		t.Errorf("--affect valence 9: exit %d, stderr %q", r.code, r.stderr)
	}
}
