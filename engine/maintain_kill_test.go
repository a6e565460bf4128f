package engine

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const maintChildEnv = "EVICORTEX_MAINT_CHILD_DB"

// TestMaintainChild is the child half of TestMaintainSIGKILL: it runs a
// pass in batches of 4 actions, printing "BATCH" after each commit, slowly
// enough to be killed midway.
func TestMaintainChild(t *testing.T) {
	path := os.Getenv(maintChildEnv)
	if path == "" {
		t.Skip("child process of TestMaintainSIGKILL")
	}
	e, err := Open(path, Options{})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	maintBatch = 4
	maintBatchDone = func() {
		fmt.Println("BATCH")
		time.Sleep(30 * time.Millisecond)
	}
	if _, err := e.Maintain(context.Background(), MaintainInput{}); err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	fmt.Println("DONE")
	os.Exit(0)
}

// TestMaintainSIGKILL kills a pass midway: the ledger verifies, nothing is
// lost, and the next pass finishes the work (the pass after it has
// nothing left to do).
func TestMaintainSIGKILL(t *testing.T) {
	if os.Getenv(maintChildEnv) != "" {
		t.Skip("in child")
	}
	path := filepath.Join(t.TempDir(), "maint.db")
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	maintCorpus(t, e, "k", 6)
	before, err := e.Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^TestMaintainChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), maintChildEnv+"="+path)
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for strings.Count(out.String(), "BATCH") < 3 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if strings.Contains(out.String(), "DONE") || !strings.Contains(out.String(), "BATCH") {
		t.Fatalf("not killed midway: %.300s", out.String())
	}
	e, err = Open(path, Options{})
	if err != nil {
		t.Fatalf("reopen after SIGKILL: %v", err)
	}
	defer e.Close()
	ctx := context.Background()
	after, err := e.Verify(ctx)
	if err != nil {
		t.Fatalf("Verify after SIGKILL: %v", err)
	}
	if after.Evidence != before.Evidence {
		t.Fatalf("evidence %d before, %d after the killed pass", before.Evidence, after.Evidence)
	}
	rep, err := e.Maintain(ctx, MaintainInput{})
	if err != nil || rep.Actions == 0 {
		t.Fatalf("the next pass found nothing left: %+v %v", rep, err)
	}
	if rep, err := e.Maintain(ctx, MaintainInput{}); err != nil || rep.Actions != 0 {
		t.Fatalf("a third pass still acts: %+v %v", rep, err)
	}
	t.Logf("killed after %d batches; the next pass wrote %d actions", strings.Count(out.String(), "BATCH"), rep.Actions)
}
