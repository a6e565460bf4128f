package engine

import (
	"bufio"
	"bytes"
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

const crashChildEnv = "EVICORTEX_CRASH_CHILD_DB"

// TestCrashChild is the child half of TestSIGKILLDuringIngestion: it
// ingests until killed, printing each acknowledged id.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashChildEnv)
	if path == "" {
		t.Skip("child process of TestSIGKILLDuringIngestion")
	}
	e, err := Open(path, Options{})
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	ctx := context.Background()
	w := bufio.NewWriter(os.Stdout)
	for i := 0; ; i++ {
		batch := make([]Observation, 1+i%7)
		for j := range batch {
			batch[j] = Observation{Namespace: fmt.Sprintf("crash/%d", j%3),
				Content: fmt.Sprintf("observation %d.%d %s", i, j, strings.Repeat("lorem ipsum ", i%13)),
				Source:  "crash-test", OccurredAt: time.Unix(1767225600+int64(i), 0).UTC(),
				Claims: []ClaimInput{{Subject: "user:c", Predicate: fmt.Sprintf("p%d", j), Value: fmt.Sprint(i)}}}
		}
		rs, err := e.RememberBatch(ctx, batch)
		if err != nil {
			fmt.Fprintln(w, "ERR", err)
			w.Flush()
			os.Exit(3)
		}
		for k, r := range rs {
			fmt.Fprintf(w, "ACK %s %s\n", batch[k].Namespace, r.ID)
		}
		w.Flush() // acknowledged only once printed
	}
}

// TestSIGKILLDuringIngestion kills a child process mid-ingestion and checks
// that every id it acknowledged survives and the ledger verifies.
func TestSIGKILLDuringIngestion(t *testing.T) {
	if os.Getenv(crashChildEnv) != "" {
		t.Skip("in child")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "crash.db")
	for round := 0; round < 2; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
		var out bytes.Buffer
		cmd.Stdout = &out
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(20 * time.Second)
		for strings.Count(out.String(), "ACK") < 200*(round+1) && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		acked := parseAcks(t, out.String())
		if len(acked) == 0 {
			t.Fatalf("round %d: child acknowledged nothing; output: %.500s", round, out.String())
		}
		e, err := Open(path, Options{})
		if err != nil {
			t.Fatalf("reopen after SIGKILL: %v", err)
		}
		ctx := context.Background()
		missing := 0
		for id, ns := range acked {
			if _, err := e.Expand(ctx, ns, id); err != nil {
				missing++
				t.Errorf("round %d: acknowledged %s lost: %v", round, id, err)
			}
		}
		rep, err := e.Verify(ctx)
		if err != nil {
			t.Fatalf("round %d: Verify after SIGKILL: %v", round, err)
		}
		t.Logf("round %d: %d acknowledged, %d missing, ledger holds %d evidence", round, len(acked), missing, rep.Evidence)
		e.Close()
	}
}

func parseAcks(t *testing.T, out string) map[string]string {
	acked := make(map[string]string)
	lines := strings.Split(out, "\n")
	lines = lines[:len(lines)-1] // the last piece has no newline: maybe cut by the kill
	for _, line := range lines {
		f := strings.Fields(line)
		if len(f) == 3 && f[0] == "ACK" {
			acked[f[2]] = f[1]
		}
	}
	return acked
}
