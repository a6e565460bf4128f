package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/internal/pgtest"
)

func shortRun(t *testing.T, extra ...string) report {
	t.Helper()
	var out, progress bytes.Buffer
	args := append([]string{"--duration", "1s", "--clients", "4", "--preload", "200", "--single", "20", "--control", "300ms", "--json"}, extra...)
	if err := Main(context.Background(), args, &out, &progress); err != nil {
		t.Fatalf("serve-load %v: %v\n%s", extra, err, progress.String())
	}
	var r report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("report %q: %v", out.String(), err)
	}
	if r.Remember.Count == 0 || r.Recall.Count == 0 || r.Errors != 0 || r.Lost != 0 ||
		r.Control == nil || !r.JournalVerified || r.EvidenceCount != r.Acked || r.Acked != 200+r.Remember.Count+r.Control.Remember.Count {
		t.Fatalf("report %+v", r)
	}
	return r
}

// TestChildServer runs the load against `evicortex serve` in a child
// process (--server), built from this module.
func TestChildServer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cmd/evicortex")
	}
	bin := filepath.Join(t.TempDir(), "evicortex")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/evicortex/evicortex/cmd/evicortex").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	r := shortRun(t, "--server", bin)
	if r.Server != "child" || r.DirectRecallP50Ms != 0 {
		t.Fatalf("child run reported server %q, in-process p50 %v", r.Server, r.DirectRecallP50Ms)
	}
	var out, progress bytes.Buffer
	err := Main(context.Background(), []string{"--server", filepath.Join(t.TempDir(), "missing"), "--duration", "1s"}, &out, &progress)
	if err == nil || !strings.Contains(err.Error(), "--server") {
		t.Fatalf("missing server binary: %v", err)
	}
}

// TestPostgresLedger runs the load over a PostgreSQL ledger, then refuses
// to run again on the now non-empty schema.
func TestPostgresLedger(t *testing.T) {
	dsn := pgtest.Schema(t)
	if r := shortRun(t, "--postgres", dsn); r.Backend != "postgres" {
		t.Fatalf("backend %q", r.Backend)
	}
	var out, progress bytes.Buffer
	err := Main(context.Background(), []string{"--postgres", dsn, "--duration", "1s"}, &out, &progress)
	if err == nil || !strings.Contains(err.Error(), "empty") {
		t.Fatalf("non-empty ledger accepted: %v", err)
	}
}
