//go:build linux

package engine

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// mountTmpfs mounts a tmpfs of size bytes on a new directory and returns
// it, unmounted at cleanup; it skips the test where mounting is not
// permitted (not root, or no CAP_SYS_ADMIN in a container).
func mountTmpfs(t *testing.T, size int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "tmpfs")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+itoa(size)); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v): the quota shim's TestDiskFull covers a full disk instead", err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, 0); err != nil {
			t.Errorf("unmount %s: %v", dir, err)
		}
	})
	return dir
}

func itoa(n int) string { return strconv.Itoa(n) }

// fill writes path until the file system is full and returns the error
// that stopped it (ENOSPC).
func fill(t *testing.T, path string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil && !errors.Is(err, syscall.ENOSPC) {
		t.Fatal(err)
	}
	if f == nil {
		return
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("filling the disk: %v", err)
			}
			return
		}
	}
}

// TestDiskFullTmpfs: on a real full disk (a 4 MiB tmpfs filled by another
// file) remember, batch, extracted remember, purge and rebuild each fail
// with an error wrapping ENOSPC (the ledger maps SQLite's "database or
// disk is full" to it; a rebuild, which rewrites the claim state first,
// with SQLite's error) and leave the ledger and the
// recall answer as they were, reads keep answering, and writes resume
// once the filler is deleted; a reopen verifies. Writes SQLite can still
// fit in pages it holds succeed in full, so the test remembers until the
// first one fails.
func TestDiskFullTmpfs(t *testing.T) {
	ctx := context.Background()
	dir := mountTmpfs(t, 4<<20)
	path := filepath.Join(dir, "m.db")
	e := openFaultEngine(t, path)
	defer func() { e.Close() }()
	for i := range 5 {
		if err := faultOps[0].run(ctx, e, i); err != nil {
			t.Fatal(err)
		}
	}
	purge := faultOps[3]
	if err := purge.setup(ctx, e, 7); err != nil {
		t.Fatal(err)
	}
	filler := filepath.Join(dir, "filler")
	fill(t, filler)
	// SQLite may still hold free pages: remember until a write fails.
	var first error
	var before memState
	for i := 0; i < 500 && first == nil; i++ {
		var err error
		if before, err = stateOf(ctx, e); err != nil {
			t.Fatalf("reading on a full disk: %v", err)
		}
		first = faultOps[0].run(ctx, e, 100+i)
	}
	if first == nil {
		t.Fatal("500 remembers succeeded on a full disk")
	}
	t.Logf("remember on a full disk: %v", first)
	if !errors.Is(first, syscall.ENOSPC) {
		t.Errorf("remember on a full disk: %v, want an error wrapping ENOSPC", first)
	}
	check := func(what string) {
		t.Helper()
		after, err := stateOf(ctx, e)
		if err != nil || after != before {
			t.Fatalf("%s on a full disk: state %+v (%v), want %+v", what, after, err, before)
		}
	}
	check("remember")
	for i, op := range faultOps[1:4] { // batch, extracted, purge (its note written before the disk filled)
		err := op.run(ctx, e, 600+i)
		if op.setup != nil {
			err = op.run(ctx, e, 7)
		}
		t.Logf("%s on a full disk: %v", op.name, err)
		if !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%s on a full disk: %v, want an error wrapping ENOSPC", op.name, err)
		}
		check(op.name)
	}
	// A rebuild rewrites the claim state in the ledger, then projection
	// files: it fails, and the projections in use stay.
	if err := e.RebuildIndexes(ctx); err == nil {
		t.Error("rebuild on a full disk succeeded")
	} else {
		t.Logf("rebuild on a full disk: %v", err)
	}
	check("rebuild")
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	if err := faultOps[0].run(ctx, e, 900); err != nil {
		t.Fatalf("remember once space returned: %v", err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e = openFaultEngine(t, path)
	if rep, err := e.Verify(ctx); err != nil || rep.Evidence != before.evidence+1 {
		t.Fatalf("reopen: %+v %v (want %d evidence)", rep, err, before.evidence+1)
	}

}
