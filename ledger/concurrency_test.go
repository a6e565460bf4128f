package ledger

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

func testConcurrentReadersAndWriter(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	const batches, perBatch = 40, 5
	var written atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	wg.Add(1)
	go func() {
		defer wg.Done()
		for b := 0; b < batches; b++ {
			in := make([]EvidenceInput, perBatch)
			for i := range in {
				in[i] = withClaim(obs("c", fmt.Sprintf("batch %d item %d", b, i)),
					ClaimInput{Subject: "s", Predicate: fmt.Sprint("p", i), Value: fmt.Sprint(b)})
			}
			if _, err := s.Append(ctx, in); err != nil {
				errs <- err
				return
			}
			written.Add(perBatch)
		}
	}()
	for r := 0; r < 3; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 30; i++ {
				low := written.Load()
				n := 0
				err := s.ScanEvidence(ctx, func(Evidence) error { n++; return nil })
				if err != nil {
					errs <- err
					return
				}
				// Batches are atomic: a reader never sees half a batch.
				if int64(n) < low || n%perBatch != 0 {
					errs <- fmt.Errorf("reader saw %d rows (>= %d committed, multiple of %d expected)", n, low, perBatch)
					return
				}
				if _, err := s.ClaimsFor(ctx, "c", "s", ""); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if st, _ := s.Stats(ctx); st.Evidence != batches*perBatch {
		t.Errorf("evidence = %d, want %d", st.Evidence, batches*perBatch)
	}
}

func testConcurrentAppendersAndPurge(t *testing.T, bk *backend) {
	s := bk.open(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				if _, err := s.Append(ctx, []EvidenceInput{obs(fmt.Sprint("ns", w%2), fmt.Sprintf("w%d-%d", w, i))}); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; i < 5; i++ {
			_, err := s.Purge(ctx, PurgeRequest{Namespace: "ns0", All: true})
			if err != nil && !errors.Is(err, ErrNotFound) {
				t.Error(err)
			}
		}
	}()
	wg.Wait()
}

func testClosed(t *testing.T, bk *backend) {
	s := bk.openUnchecked(t)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(context.Background(), []EvidenceInput{obs("a", "b")}); !errors.Is(err, ErrClosed) {
		t.Errorf("Append after Close = %v", err)
	}
	if err := s.Close(); !errors.Is(err, ErrClosed) {
		t.Errorf("second Close = %v", err)
	}
}

// crashChildEnv switches the test binary into crash-child mode.
const crashChildEnv = "EVICORTEX_LEDGER_CRASH_CHILD"

// TestCrashChild is the child side of TestCrashRecovery: it appends forever,
// printing each acknowledged evidence id after Append returns.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashChildEnv)
	if path == "" {
		t.Skip("child process of TestCrashRecovery")
	}
	s, err := Open(path, Options{})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(2)
	}
	for i := 0; ; i++ {
		in := []EvidenceInput{withClaim(obs("crash", fmt.Sprintf("item %d %s", i, strings.Repeat("x", i%500))),
			ClaimInput{Subject: "s", Predicate: "n", Value: fmt.Sprint(i)})}
		if i%3 == 0 {
			in = append(in, obs("crash", fmt.Sprintf("extra %d", i)))
		}
		res, err := s.Append(context.Background(), in)
		if err != nil {
			fmt.Println("ERR", err)
			os.Exit(2)
		}
		for _, r := range res {
			fmt.Println("ACK", r.Evidence.ID)
		}
	}
}

func TestCrashRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a child process")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	for round := 0; round < 2; round++ {
		acked := runAndKill(t, path, time.Duration(50+round*150)*time.Millisecond)
		if len(acked) == 0 {
			t.Fatalf("round %d: child acknowledged nothing", round)
		}
		s, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range acked {
			if _, err := s.Evidence(context.Background(), "crash", id); err != nil {
				t.Errorf("round %d: acknowledged %s lost: %v", round, id, err)
			}
		}
		if err := s.Check(context.Background()); err != nil {
			t.Errorf("round %d: Check after crash: %v", round, err)
		}
		t.Logf("round %d: %d acknowledged ids survived SIGKILL", round, len(acked))
		s.Close()
	}
}

// runAndKill starts the child, waits until it has acknowledged some
// appends, lets it run for d more, SIGKILLs it and returns the ids it
// acknowledged.
func runAndKill(t *testing.T, path string, d time.Duration) []string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var acked []string
	started, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if id, ok := strings.CutPrefix(sc.Text(), "ACK "); ok {
				if acked = append(acked, id); len(acked) == 10 {
					close(started)
				}
			} else if strings.HasPrefix(sc.Text(), "ERR") {
				t.Errorf("child: %s", sc.Text())
			}
		}
	}()
	select {
	case <-started:
	case <-done:
	case <-time.After(60 * time.Second):
		t.Error("child made no progress in 60s")
	}
	time.Sleep(d)
	cmd.Process.Signal(syscall.SIGKILL)
	<-done
	cmd.Wait()
	return acked
}
