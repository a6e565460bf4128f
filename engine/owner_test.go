//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/evicortex/evicortex/ledger"
)

// recallCited is every evidence id cited by e's capsule for text in ns.
func recallCited(t *testing.T, e *Engine, ns, text string) []string {
	t.Helper()
	c, err := e.Recall(context.Background(), Query{Namespace: ns, Text: text, BudgetTokens: 400})
	if err != nil {
		t.Fatalf("recall %q: %v", text, err)
	}
	var ids []string
	for _, it := range c.Items {
		ids = append(ids, it.EvidenceIDs...)
	}
	return ids
}

// wantLocked asserts err wraps ErrLocked and names holder pid and since.
func wantLocked(t *testing.T, err error, what string, pid int) *ledger.LockError {
	t.Helper()
	var le *ledger.LockError
	if !errors.Is(err, ErrLocked) || !errors.As(err, &le) || len(le.Holders) != 1 || le.Holders[0].PID != pid {
		t.Fatalf("%s: %v, want ErrLocked naming pid %d", what, err, pid)
	}
	msg := err.Error()
	for _, want := range []string{fmt.Sprintf("pid %d", pid), le.Holders[0].Since.Format(time.RFC3339), le.Path} {
		if !strings.Contains(msg, want) {
			t.Errorf("%s: %q does not name %q", what, msg, want)
		}
	}
	return le
}

// TestOpenOwnsLedger: two Opens of one SQLite file in one process. The
// second, not following, is refused naming the first; a follower opens,
// sees every write and purge of the owner before it answers, and may not
// write beside it; after the owner closes, a new Open succeeds.
func TestOpenOwnsLedger(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "memory.db")
	owner, err := Open(path, Options{Holder: "owner engine"})
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close()
	const ns = "team-a/u"
	canoe := mustRemember(t, owner, Observation{Namespace: ns, Source: "s/1", Content: "The canoe is moored at the north jetty."})

	_, err = Open(path, Options{})
	if le := wantLocked(t, err, "second Open", os.Getpid()); le.Holders[0].Program != "owner engine" || le.Holders[0].Follow {
		t.Errorf("second Open: holder %+v", le.Holders[0])
	}

	f, err := Open(path, Options{Follow: true, Holder: "follower engine"})
	if err != nil {
		t.Fatalf("follower beside the owner: %v", err)
	}
	defer f.Close()
	if got := recallCited(t, f, ns, "where is the canoe"); !slices.Contains(got, canoe.ID) {
		t.Fatalf("follower misses the owner's write: %v", got)
	}
	kettle := mustRemember(t, owner, Observation{Namespace: ns, Source: "s/2", Content: "The copper kettle sits on the back shelf."})
	if got := recallCited(t, f, ns, "where is the copper kettle"); !slices.Contains(got, kettle.ID) {
		t.Fatalf("follower misses the owner's later write: %v", got)
	}
	_, err = f.Remember(ctx, Observation{Namespace: ns, Source: "s/3", Content: "The lantern hangs in the shed."})
	wantLocked(t, err, "follower Remember", os.Getpid())
	_, err = f.Purge(ctx, PurgeRequest{Namespace: ns, All: true})
	wantLocked(t, err, "follower Purge", os.Getpid())
	if got := recallCited(t, owner, ns, "where is the canoe"); !slices.Contains(got, canoe.ID) {
		t.Fatalf("the refused purge reached the owner: %v", got)
	}
	if got := recallCited(t, f, ns, "where is the lantern"); len(got) != 0 {
		t.Fatalf("the refused write is recalled: %v", got)
	}

	if _, err := owner.Purge(ctx, PurgeRequest{Namespace: ns, All: true}); err != nil {
		t.Fatal(err)
	}
	if got := recallCited(t, f, ns, "where is the canoe"); len(got) != 0 {
		t.Fatalf("follower recalls purged evidence: %v", got)
	}
	if err := owner.Close(); err != nil {
		t.Fatal(err)
	}

	// A read-only follower holds nothing, so a new owner may open beside
	// it; the follower stays read-only.
	o2, err := Open(path, Options{Holder: "second owner"})
	if err != nil {
		t.Fatalf("owner beside a read-only follower: %v", err)
	}
	lantern := Observation{Namespace: ns, Source: "s/3", Content: "The lantern hangs in the shed."}
	_, err = f.Remember(ctx, lantern)
	if le := wantLocked(t, err, "follower Remember beside the second owner", os.Getpid()); le.Holders[0].Program != "second owner" {
		t.Errorf("holder %+v", le.Holders[0])
	}
	o2.Close()
	// With no owner left the follower writes, and then holds the file
	// against owners.
	rc := mustRemember(t, f, lantern)
	_, err = Open(path, Options{})
	if le := wantLocked(t, err, "Open beside a writing follower", os.Getpid()); !le.Holders[0].Follow {
		t.Errorf("holder %+v", le.Holders[0])
	}
	f.Close()
	again, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("Open after all closed: %v", err)
	}
	defer again.Close()
	if got := recallCited(t, again, ns, "where is the lantern"); !slices.Contains(got, rc.ID) {
		t.Fatalf("the follower's write is not recalled: %v", got)
	}
	if rep, err := again.Verify(ctx); err != nil || rep.Evidence != 1 {
		t.Fatalf("Verify: %+v %v; want the follower's one evidence", rep, err)
	}
}

const ownerChildEnv = "EVICORTEX_OWNER_CHILD" // ledger path of TestHelperProcessOwner

// TestHelperProcessOwner is the child of TestKilledOwnerDoesNotBlock: it
// owns the ledger, remembers one fact, prints "READY <id>" and waits for
// stdin to close (or its kill).
func TestHelperProcessOwner(t *testing.T) {
	path := os.Getenv(ownerChildEnv)
	if path == "" {
		t.Skip("child process of TestKilledOwnerDoesNotBlock")
	}
	e, err := Open(path, Options{Holder: "owner child"})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	rc, err := e.Remember(context.Background(), Observation{Namespace: "k/k", Source: "child", Content: "The heron statue guards the spare key."})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	fmt.Println("READY", rc.ID)
	bufio.NewReader(os.Stdin).ReadString('\n')
	e.Close()
	os.Exit(0)
}

// TestKilledOwnerDoesNotBlock: while a child process owns the ledger, Open
// is refused naming the child; once it is killed with SIGKILL (its lock
// file and record left behind), the next Open succeeds and finds its
// acknowledged write.
func TestKilledOwnerDoesNotBlock(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a child process")
	}
	path := filepath.Join(t.TempDir(), "memory.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcessOwner$", "-test.count=1")
	cmd.Env = append(os.Environ(), ownerChildEnv+"="+path)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	sc := bufio.NewScanner(out)
	var id string
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) >= 2 && f[0] == "READY" {
			id = f[1]
			break
		} else if len(f) > 0 && f[0] == "ERR" {
			t.Fatalf("child: %s", sc.Text())
		}
	}
	if id == "" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child never became ready (%v)", sc.Err())
	}
	_, err = Open(path, Options{})
	if le := wantLocked(t, err, "Open beside the child", cmd.Process.Pid); le.Holders[0].Program != "owner child" {
		t.Errorf("holder %+v", le.Holders[0])
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if _, err := os.Stat(path + ".lock"); err != nil {
		t.Fatalf("the killed owner left no lock file, so the test proves nothing: %v", err)
	}
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("Open after the owner was killed: %v", err)
	}
	defer e.Close()
	if got := recallCited(t, e, "k/k", "where is the spare key"); !slices.Contains(got, id) {
		t.Fatalf("the killed owner's acknowledged write %s is not recalled: %v", id, got)
	}
}

// TestRestoreRefusesHeldPath: Restore does not install a ledger where an
// engine still holds the file (here: removed from under it).
func TestRestoreRefusesHeldPath(t *testing.T) {
	ctx := context.Background()
	src, _ := openTest(t, Options{})
	mustRemember(t, src, Observation{Namespace: "r/r", Source: "s", Content: "backed up"})
	dir := filepath.Join(t.TempDir(), "bk")
	if _, err := src.Backup(ctx, dir); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "held.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, f := range e.led.Files() {
		os.Remove(f)
	}
	_, err = Restore(ctx, dir, path)
	wantLocked(t, err, "Restore into a held path", os.Getpid())
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Restore installed a file under a held lock: %v", err)
	}
	e.Close()
	if _, err := Restore(ctx, dir, path); err != nil {
		t.Fatalf("Restore once the holder closed: %v", err)
	}
}
