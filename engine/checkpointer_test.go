package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/evicortex/evicortex/engine/internal/projfile"
)

const checkpointChildEnv = "EVICORTEX_CHECKPOINT_CHILD"

// checkpointEvery is the child's Options.CheckpointAfter.
const checkpointEvery = 40

// TestCheckpointChild is the child half of TestCrashReplaysOnlyTheTail:
// it writes batches of 5 evidence (23 or a few more) with background
// checkpoints every checkpointEvery evidence or more (checkpointDue), waits until the checkpointer
// is idle, writes 3 batches of one evidence (too few for a checkpoint),
// prints READY and waits to be killed.
func TestCheckpointChild(t *testing.T) {
	path := os.Getenv(checkpointChildEnv)
	if path == "" {
		t.Skip("child process of TestCrashReplaysOnlyTheTail")
	}
	e, err := Open(path, Options{CheckpointAfter: checkpointEvery, CheckpointInterval: -1})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	r := rand.New(rand.NewPCG(11, 5))
	write := func(step, n int) {
		if _, err := e.RememberBatch(context.Background(), lifecycleBatch(r, step, n)); err != nil {
			fmt.Println("ERR", err)
			os.Exit(3)
		}
	}
	// Idle: the last kick's checkpoint has begun (it resets the count under
	// wmu, with ckBusy set before) and ended; a kick still queued finds
	// fewer than checkpointEvery evidence and does nothing.
	idle := func() {
		for e.proj.sinceCheckpoint.Load() >= e.checkpointDue(e.proj) || e.ckBusy.Load() {
			time.Sleep(time.Millisecond)
		}
	}
	step := 0
	for ; step < 23; step++ {
		write(step, 5)
	}
	idle()
	// Leave room for the tail below to stay under checkpointEvery.
	for ; e.proj.sinceCheckpoint.Load() > e.checkpointDue(e.proj)-10; step++ {
		write(step, 5)
		idle()
	}
	for range 3 {
		write(step, 1)
		step++
	}
	fmt.Println("READY")
	time.Sleep(time.Minute)
}

// TestCrashReplaysOnlyTheTail: with background checkpoints, a writer
// killed with SIGKILL (never closed) leaves projection files that Open
// trusts, and Open replays only the journal entries after their stamp,
// not everything since the last Close; the capsules then equal a
// from-scratch rebuild's.
func TestCrashReplaysOnlyTheTail(t *testing.T) {
	if os.Getenv(checkpointChildEnv) != "" {
		t.Skip("in child")
	}
	path := filepath.Join(t.TempDir(), "memory.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckpointChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), checkpointChildEnv+"="+path)
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(out.String(), "READY") && !strings.Contains(out.String(), "ERR") && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if !strings.Contains(out.String(), "READY") {
		t.Fatalf("child did not get ready: %.500s", out.String())
	}
	// The stamp the checkpointer left on disk.
	pd := path + ".projections"
	g, err := readCurrent(pd)
	if err != nil {
		t.Fatal(err)
	}
	f, err := projfile.Open(filepath.Join(genDir(pd, g), viewsFile), viewsKind)
	if err != nil {
		t.Fatal(err)
	}
	st, err := decodeStamp(f.Stamp())
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { e.Close() }()
	head, err := e.led.JournalHead(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if e.proj.views == nil {
		t.Fatal("the killed writer's projection files were not trusted: Open rebuilt")
	}
	// 26 entries or more were written; the open-time build stamped 0, so
	// without a background checkpoint all would be replayed. The last
	// checkpoint began less than checkpointDue evidence (at most half of
	// all, in entries of 5) before the idle wait; the 3 entries after it
	// never reached the files.
	if head < 26 || st.seq < 8 || e.replayedAtOpen != int(head-st.seq) || e.replayedAtOpen < 3 || e.replayedAtOpen > 3+int(head)/2 {
		t.Fatalf("journal head %d, stamp on disk %d, replayed %d at open: want only the entries after the stamp, 3 to %d",
			head, st.seq, e.replayedAtOpen, 3+head/2)
	}
	t.Logf("journal head %d, checkpoint stamp %d, replayed %d entries at open", head, st.seq, e.replayedAtOpen)
	qs := lifecycleQueries(rand.New(rand.NewPCG(12, 1)))
	sameAsRebuild(t, e, qs, "after a crash and a tail replay")
}

// sameAsRebuild checks that e's capsules for qs equal those after a
// from-scratch RebuildIndexes; what says when, for the failure.
func sameAsRebuild(t *testing.T, e *Engine, qs []Query, what string) {
	t.Helper()
	live := capsules(t, e, qs)
	if err := e.RebuildIndexes(context.Background()); err != nil {
		t.Fatal(err)
	}
	rebuilt := capsules(t, e, qs)
	for i := range qs {
		if live[i] != rebuilt[i] {
			t.Fatalf("%s, capsule for %q differs from a rebuild:\nlive    %s\nrebuilt %s", what, qs[i].Text, live[i], rebuilt[i])
		}
	}
}
