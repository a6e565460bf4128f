//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/evicortex/evicortex/client"
	"github.com/evicortex/evicortex/engine"
)

// One owner per SQLite ledger, end to end: a server and the CLI on one
// file never silently diverge. Whichever opened the file without --follow
// owns it; another opener without --follow is refused naming it, and one
// with --follow reads everything the owner wrote but may not write.

const ownerNS = "load/u"

// recallIDs is every evidence id the server's capsule for query cites.
func recallIDs(t *testing.T, ch *serveChild, query string) []string {
	t.Helper()
	c, err := ch.c.Recall(context.Background(), client.RecallRequest{Namespace: ownerNS, Query: query, BudgetTokens: 300})
	if err != nil {
		t.Fatalf("recall %q: %v", query, err)
	}
	return citedIDs(c)
}

// serverRemember stores content through the server and returns its id.
func serverRemember(t *testing.T, ch *serveChild, content string) string {
	t.Helper()
	rc, err := ch.c.Remember(context.Background(), client.Observation{Namespace: ownerNS, Content: content, Source: "api"})
	if err != nil {
		t.Fatal(err)
	}
	return rc.ID
}

// wantRefused asserts a CLI run failed cleanly (exit 1, one line, no
// usage) with a message naming the holder's pid and each of words.
func wantRefused(t *testing.T, r result, what string, pid int, words ...string) {
	t.Helper()
	if r.code != 1 {
		t.Fatalf("%s: exit %d, want 1; stderr %q", what, r.code, r.stderr)
	}
	msg := r.stderr
	if strings.Contains(msg, "usage:") || strings.Count(strings.TrimSpace(msg), "\n") > 0 {
		t.Errorf("%s: not one clean line: %q", what, msg)
	}
	for _, w := range append([]string{fmt.Sprintf("pid %d", pid), "since "}, words...) {
		if !strings.Contains(msg, w) {
			t.Errorf("%s: %q does not say %q", what, msg, w)
		}
	}
}

// TestServeOwnerRefusesCLI: `serve --db F` without --follow owns F. A CLI
// purge or remember without --follow is refused naming the server, and
// nothing changes: the server still recalls the text and the ledger still
// holds it. With --follow the CLI reads what the server wrote, and its
// purge and remember are refused as read-only.
func TestServeOwnerRefusesCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	db := filepath.Join(t.TempDir(), "m.db")
	ch := startServe(t, db, writePrincipalsFile(t, 0o600))
	pid := ch.cmd.Process.Pid
	canoe := serverRemember(t, ch, "The canoe is moored at the north jetty.")
	const lantern = "The lantern hangs in the woodshed."

	for _, follow := range []bool{false, true} {
		global := []string{"--db", db}
		words := []string{"evicortex.test serve", "not following", "--follow"}
		if follow {
			global = append(global, "--follow")
			words = []string{"evicortex.test serve", "not following", "read-only", "API"}
		}
		cmd := func(args ...string) result { return cliRun(t, append(slices.Clone(global), args...)...) }
		name := fmt.Sprintf("follow=%v", follow)
		wantRefused(t, cmd("purge", "--ns", ownerNS, "--all"), name+" purge", pid, words...)
		wantRefused(t, cmd("remember", "--ns", ownerNS, "--content", lantern, "--source", "cli"), name+" remember", pid, words...)
		r := cmd("--json", "purge", "--ns", ownerNS, "--id", canoe)
		var body struct {
			Error struct{ Code, Message string } `json:"error"`
		}
		if json.Unmarshal([]byte(r.stderr), &body); r.code != 1 || body.Error.Code != "ledger_locked" || !strings.Contains(body.Error.Message, fmt.Sprint("pid ", pid)) {
			t.Errorf("%s --json purge: exit %d, stderr %q; want code ledger_locked naming pid %d", name, r.code, r.stderr, pid)
		}
		if got := recallIDs(t, ch, "where is the canoe"); !slices.Contains(got, canoe) {
			t.Fatalf("%s: the server no longer recalls %s after refused purges: %v", name, canoe, got)
		}
		if ev, err := ch.c.Expand(context.Background(), ownerNS, canoe); err != nil || !strings.Contains(ev.Content, "canoe") {
			t.Fatalf("%s: the ledger lost %s: %+v %v", name, canoe, ev, err)
		}
		if got := recallIDs(t, ch, "where is the lantern"); len(got) != 0 {
			t.Fatalf("%s: the server recalls a refused write: %v", name, got)
		}
	}

	// A follower reads: it sees the server's latest write.
	kettle := serverRemember(t, ch, "The copper kettle sits on the back shelf.")
	var capsule capsuleJSON
	cliJSON(t, &capsule, "--db", db, "--follow", "--json", "recall", "--ns", ownerNS, "--query", "where is the copper kettle", "--budget", "300")
	if !capsuleCites(capsule, kettle) {
		t.Errorf("--follow recall beside the server misses its write %s: %+v", kettle, capsule.Items)
	}
	rep, err := ch.c.Verify(context.Background())
	if err != nil || !rep.OK || rep.Evidence != 2 {
		t.Fatalf("verify: %+v %v; want the server's 2 evidence and nothing else", rep, err)
	}
	// An online backup is a read: a follower takes it beside the server.
	var m struct {
		Evidence int `json:"evidence"`
	}
	cliJSON(t, &m, "--db", db, "--follow", "--json", "backup", "--to", filepath.Join(t.TempDir(), "bk"))
	if m.Evidence != 2 {
		t.Errorf("--follow backup beside the server: %+v, want 2 evidence", m)
	}

	// Once the server is gone the file is free again, and still holds both.
	if err := ch.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-ch.done
	var ev struct {
		Content string `json:"content"`
	}
	cliJSON(t, &ev, "--db", db, "--json", "expand", "--ns", ownerNS, "--id", canoe)
	if !strings.Contains(ev.Content, "canoe") {
		t.Errorf("after the server stopped: %+v", ev)
	}
}

// runServeChild runs `evicortex ARGS` as a child process to completion.
func runServeChild(t *testing.T, args ...string) result {
	t.Helper()
	raw, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childArgsEnv+"="+string(raw))
	var out, errb syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{code, out.String(), errb.String()}
}

// TestServeRefusedBesideOwner: an engine of this process owns the ledger.
// `serve` without --follow exits naming it; with --follow it starts,
// answers every recall after the owner's writes and purges, and refuses
// writes (409 ledger_locked) while the owner is there.
func TestServeRefusedBesideOwner(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "m.db")
	owner, err := engine.Open(db, engine.Options{Holder: "owner test"})
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close()
	principals := writePrincipalsFile(t, 0o600)

	r := runServeChild(t, "--db", db, "serve", "--principals", principals, "--listen", "127.0.0.1:0")
	if r.code != 1 {
		t.Fatalf("serve beside an owner: exit %d; stderr %q", r.code, r.stderr)
	}
	for _, w := range []string{fmt.Sprintf("pid %d", os.Getpid()), "owner test", "since ", "not following", "--follow"} {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("serve's refusal does not say %q:\n%s", w, r.stderr)
		}
	}
	if strings.Contains(r.stdout+r.stderr, "listening") {
		t.Errorf("a refused serve said it was listening:\n%s%s", r.stdout, r.stderr)
	}

	ch := startServeArgs(t, []string{"--db", db, "--follow"}, principals)
	remember := func(content string) string {
		rc, err := owner.Remember(ctx, engine.Observation{Namespace: ownerNS, Content: content, Source: "owner"})
		if err != nil {
			t.Fatal(err)
		}
		return rc.ID
	}
	canoe := remember("The canoe is moored at the north jetty.")
	if got := recallIDs(t, ch, "where is the canoe"); !slices.Contains(got, canoe) {
		t.Fatalf("following server misses the owner's write %s: %v", canoe, got)
	}
	if _, err := owner.Purge(ctx, engine.PurgeRequest{Namespace: ownerNS, IDs: []string{canoe}}); err != nil {
		t.Fatal(err)
	}
	if got := recallIDs(t, ch, "where is the canoe"); len(got) != 0 {
		t.Fatalf("following server recalls purged evidence: %v", got)
	}
	kettle := remember("The copper kettle sits on the back shelf.")
	if got := recallIDs(t, ch, "where is the copper kettle"); !slices.Contains(got, kettle) {
		t.Fatalf("following server misses the owner's write after the purge: %v", got)
	}
	_, err = ch.c.Remember(ctx, client.Observation{Namespace: ownerNS, Content: "The lantern hangs in the woodshed.", Source: "api"})
	if !errors.Is(err, client.ErrLedgerLocked) || !strings.Contains(err.Error(), fmt.Sprint("pid ", os.Getpid())) {
		t.Fatalf("write through a server beside the owner: %v, want 409 ledger_locked naming pid %d", err, os.Getpid())
	}
	if _, err := ch.c.Purge(ctx, client.PurgeRequest{Namespace: ownerNS, All: true}); !errors.Is(err, client.ErrLedgerLocked) {
		t.Fatalf("purge through a server beside the owner: %v, want ledger_locked", err)
	}
	c, err := owner.Recall(ctx, engine.Query{Namespace: ownerNS, Text: "where is the copper kettle", BudgetTokens: 300})
	if err != nil || !slices.Contains(citedIDs(c), kettle) {
		t.Fatalf("the refused purge reached the owner: %v", err)
	}
}

func capsuleCites(c capsuleJSON, id string) bool {
	for _, it := range c.Items {
		if slices.Contains(it.EvidenceIDs, id) {
			return true
		}
	}
	return false
}

// TestServeFollowerRefusesCLIOwner: beside `serve --follow`, a CLI command
// without --follow is refused naming the server (it would not see the
// server's writes), and nothing is written.
func TestServeFollowerRefusesCLIOwner(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	db := filepath.Join(t.TempDir(), "m.db")
	ch := startServeArgs(t, []string{"--db", db, "--follow"}, writePrincipalsFile(t, 0o600))
	r := cliRun(t, "--db", db, "remember", "--ns", ownerNS, "--content", "The canoe is moored at the north jetty.", "--source", "cli")
	wantRefused(t, r, "remember without --follow", ch.cmd.Process.Pid, "evicortex.test serve", "following", "--follow too")
	if got := recallIDs(t, ch, "where is the canoe"); len(got) != 0 {
		t.Fatalf("a refused write is recalled: %v", got)
	}
}
