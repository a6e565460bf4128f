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

// TestScaleOut runs the scale-out table for one and two `evicortex serve`
// processes over one PostgreSQL ledger: both rows carry traffic and lag
// probes, no error and no lost write; its flags are checked.
func TestScaleOut(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cmd/evicortex and starts servers")
	}
	dsn := pgtest.DSN(t)
	bin := filepath.Join(t.TempDir(), "evicortex")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/evicortex/evicortex/cmd/evicortex").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var out, progress bytes.Buffer
	err := Main(context.Background(), []string{"--server", bin, "--postgres", dsn, "--processes", "1,2", "--duration", "1500ms",
		"--clients", "4", "--preload", "200", "--json"}, &out, &progress)
	if err != nil {
		t.Fatalf("scale-out: %v\n%s", err, progress.String())
	}
	var rep scaleReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("report %q: %v", out.String(), err)
	}
	if len(rep.Rows) != 2 {
		t.Fatalf("rows %+v", rep.Rows)
	}
	for i, r := range rep.Rows {
		if r.Processes != i+1 || r.Recall.Count == 0 || r.LagProbes == 0 || r.Lost != 0 || r.Evidence != r.Acked ||
			r.Remember.Errors+r.Recall.Errors != 0 {
			t.Errorf("row %+v", r)
		}
	}
	for _, bad := range [][]string{{"--processes", "0"}, {"--processes", "1,x"}, {"--processes", "2"},
		{"--processes", "2", "--server", bin}} {
		if err := Main(context.Background(), append(bad, "--duration", "1s"), &out, &progress); err == nil ||
			!strings.Contains(err.Error(), "--processes") {
			t.Errorf("%v: %v", bad, err)
		}
	}
}
