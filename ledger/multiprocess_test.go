package ledger

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
)

// Environment of a writer child of TestTwoProcessWriters.
const (
	writerChildBackend = "EVICORTEX_LEDGER_WRITER_BACKEND" // "sqlite" or "postgres"
	writerChildLoc     = "EVICORTEX_LEDGER_WRITER_LOC"     // file path or DSN
	writerChildTag     = "EVICORTEX_LEDGER_WRITER_TAG"
	writerChildN       = "EVICORTEX_LEDGER_WRITER_N"
)

// TestTwoProcessWriterChild is the child side of TestTwoProcessWriters: it
// appends N batches to the ledger and prints "ACK <id>" for each evidence
// after Append returns.
func TestTwoProcessWriterChild(t *testing.T) {
	kind := os.Getenv(writerChildBackend)
	if kind == "" {
		t.Skip("child process of TestTwoProcessWriters")
	}
	open := Open
	if kind == "postgres" {
		open = OpenPostgres
	}
	s, err := open(os.Getenv(writerChildLoc), Options{Shared: true}) // two writers on one SQLite file follow it
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	defer s.Close()
	tag := os.Getenv(writerChildTag)
	n, _ := strconv.Atoi(os.Getenv(writerChildN))
	for i := range n {
		// Both processes assert claims on the same subject and predicate,
		// so each Append recomputes a claim group the other also writes.
		in := []EvidenceInput{withClaim(obs(fmt.Sprint("ns", i%2), fmt.Sprintf("%s item %d", tag, i)),
			ClaimInput{Subject: "shared", Predicate: "counter", Value: fmt.Sprint(tag, i)})}
		if i%4 == 0 {
			in = append(in, obs("extra", fmt.Sprintf("%s extra %d", tag, i)))
		}
		res, err := s.Append(context.Background(), in)
		if err != nil {
			t.Fatalf("append %d: %v", i, err)
		}
		for _, r := range res {
			fmt.Printf("ACK %s %s\n", r.Evidence.Namespace, r.Evidence.ID)
		}
	}
}

// TestTwoProcessWriters runs two OS processes (this test binary re-executed)
// appending to one ledger at the same time, then checks that every
// acknowledged evidence is there and the journal chain verifies.
func TestTwoProcessWriters(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns child processes")
	}
	for _, b := range []*backend{sqliteBackend(), postgresBackend()} {
		t.Run(b.name, func(t *testing.T) {
			if b.name == "postgres" {
				pgtest.DSN(t)
			}
			loc := b.fresh(t)
			const perChild = 40
			var mu sync.Mutex
			acked := map[string]string{} // id -> namespace
			var wg sync.WaitGroup
			for c := range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for id, ns := range runWriterChild(t, b.name, loc, fmt.Sprint("p", c), perChild) {
						mu.Lock()
						acked[id] = ns
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			want := 2 * (perChild + (perChild+3)/4)
			if len(acked) != want {
				t.Fatalf("children acknowledged %d evidence, want %d", len(acked), want)
			}
			s := b.reopen(t, loc)
			ctx := context.Background()
			for id, ns := range acked {
				if _, err := s.Evidence(ctx, ns, id); err != nil {
					t.Errorf("acknowledged %s lost: %v", id, err)
				}
			}
			rep, err := s.Verify(ctx)
			if err != nil || rep.Evidence != want {
				t.Fatalf("Verify = %+v, %v; want %d evidence", rep, err, want)
			}
			if err := s.Check(ctx); err != nil {
				t.Fatalf("Check: %v", err)
			}
			t.Logf("%s: 2 processes, %d evidence, %d journal entries, chain verifies", b.name, rep.Evidence, rep.JournalEntries)
		})
	}
}

// runWriterChild runs one writer child to completion and returns the
// evidence it acknowledged (id -> namespace).
func runWriterChild(t *testing.T, kind, loc, tag string, n int) map[string]string {
	cmd := exec.Command(os.Args[0], "-test.run=^TestTwoProcessWriterChild$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), writerChildBackend+"="+kind, writerChildLoc+"="+loc,
		writerChildTag+"="+tag, writerChildN+"="+strconv.Itoa(n))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	acked := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 3 && f[0] == "ACK" {
			acked[f[2]] = f[1]
		}
	}
	if err != nil {
		t.Errorf("writer %s: %v\n%s%s", tag, err, out, stderr.Bytes())
	}
	return acked
}
