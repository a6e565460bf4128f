//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package ledger

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// lockErr asserts err is a *LockError naming one holder, and returns it.
func lockErr(t *testing.T, err error, what string) *LockError {
	t.Helper()
	var le *LockError
	if !errors.Is(err, ErrLocked) || !errors.As(err, &le) {
		t.Fatalf("%s: %v, want a *LockError (ErrLocked)", what, err)
	}
	if len(le.Holders) != 1 {
		t.Fatalf("%s: holders %+v, want one", what, le.Holders)
	}
	h := le.Holders[0]
	msg := err.Error()
	for _, want := range []string{le.Path, fmt.Sprintf("pid %d", h.PID), h.Since.Format(time.RFC3339), h.Program} {
		if !strings.Contains(msg, want) {
			t.Errorf("%s: message %q does not name %q", what, msg, want)
		}
	}
	return le
}

// TestLockOneOwner walks the owner lock through its states: an owner
// refuses a second owner; a follower beside it reads but may not write;
// once the owner leaves the follower writes and refuses owners itself;
// the last one out removes the lock file.
func TestLockOneOwner(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	owner, err := Open(path, Options{Holder: "test owner"})
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close()
	res := mustAppend(t, owner, obs("ns", "the owner wrote this"))

	_, err = Open(path, Options{})
	le := lockErr(t, err, "second owner")
	if h := le.Holders[0]; le.Write || h.PID != os.Getpid() || h.Follow || h.Program != "test owner" ||
		time.Since(h.Since) > time.Minute || !strings.Contains(err.Error(), "not following") || !strings.Contains(err.Error(), "--follow") {
		t.Errorf("second owner: %+v: %v", le, err)
	}

	f, err := Open(path, Options{Shared: true, Holder: "test follower"})
	if err != nil {
		t.Fatalf("follower beside an owner: %v", err)
	}
	defer f.Close()
	if _, err := f.Evidence(ctx, "ns", res[0].Evidence.ID); err != nil {
		t.Fatalf("follower reads the owner's write: %v", err)
	}
	_, err = f.Append(ctx, []EvidenceInput{obs("ns", "the follower wrote this")})
	if le := lockErr(t, err, "follower append"); !le.Write || le.Holders[0].Program != "test owner" {
		t.Errorf("follower append: %+v", le)
	}
	_, err = f.Purge(ctx, PurgeRequest{Namespace: "ns", All: true})
	lockErr(t, err, "follower purge")
	if _, err := owner.Evidence(ctx, "ns", res[0].Evidence.ID); err != nil {
		t.Fatalf("the refused purge removed the owner's evidence: %v", err)
	}

	if err := owner.Close(); err != nil {
		t.Fatal(err)
	}
	mustAppend(t, f, obs("ns", "the follower writes once the owner left"))
	_, err = Open(path, Options{})
	if le := lockErr(t, err, "owner beside a follower"); !le.Holders[0].Follow || !strings.Contains(err.Error(), "following") {
		t.Errorf("owner beside a follower: %+v: %v", le, err)
	}
	f2, err := Open(path, Options{Shared: true})
	if err != nil {
		t.Fatalf("second follower: %v", err)
	}
	mustAppend(t, f2, obs("ns", "a second follower writes too"))
	f.Close()
	if _, err := os.Stat(path + ".lock"); err != nil {
		t.Errorf("the lock file went away while a follower holds it: %v", err)
	}
	f2.Close()
	if _, err := os.Stat(path + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock file after the last holder left: %v", err)
	}
	again, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("owner after everyone left: %v", err)
	}
	if st, err := again.Stats(ctx); err != nil || st.Evidence != 3 {
		t.Errorf("stats %+v, %v; want 3 evidence", st, err)
	}
	again.Close()
}

// TestLockStaleRecord: a lock file left behind by a dead holder blocks
// nobody (the kernel dropped its flock), and its record is not reported.
func TestLockStaleRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ledger.db")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	dead := Holder{PID: cmd.Process.Pid, Since: time.Now().UTC().Truncate(time.Second), Program: "gone"}
	writeStale := func() {
		b := fmt.Sprintf(`{"pid":%d,"since":%q,"follow":false,"program":"gone"}`+"\n", dead.PID, dead.Since.Format(time.RFC3339))
		if err := os.WriteFile(path+".lock", []byte(b), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writeStale()
	if hs := readHolders(path); len(hs) != 0 {
		t.Errorf("dead holder reported: %+v", hs)
	}
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("open over a stale lock file: %v", err)
	}
	if hs := readHolders(path); len(hs) != 1 || hs[0].PID != os.Getpid() {
		t.Errorf("holders after open: %+v, want this process only", hs)
	}
	s.Close()
	writeStale()
	f, err := Open(path, Options{Shared: true})
	if err != nil {
		t.Fatalf("follower over a stale lock file: %v", err)
	}
	mustAppend(t, f, obs("ns", "written over a stale lock file"))
	f.Close()
}

// TestReserve: Reserve is refused while an opener holds the file, and
// refuses openers while held.
func TestReserve(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ledger.db")
	f, err := Open(path, Options{Shared: true, Holder: "follower"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Reserve(path, "restore")
	lockErr(t, err, "reserve beside a follower")
	f.Close()
	release, err := Reserve(path, "restore")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(path, Options{})
	lockErr(t, err, "open of a reserved file")
	release()
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("open after release: %v", err)
	}
	s.Close()
}
