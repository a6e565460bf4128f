package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// TestShortRun runs the whole pipeline briefly and checks the report's
// invariants: operations happened, nothing failed or was lost, the count
// matches and the journal verifies.
func TestShortRun(t *testing.T) {
	var out, progress bytes.Buffer
	err := Main(context.Background(), []string{"--duration", "1s", "--clients", "4", "--preload", "300",
		"--single", "30", "--control", "300ms", "--json"}, &out, &progress)
	if err != nil {
		t.Fatalf("serve-load: %v\n%s", err, progress.String())
	}
	var r report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("report %q: %v", out.String(), err)
	}
	if r.Remember.Count == 0 || r.Recall.Count == 0 || r.Errors != 0 || r.Lost != 0 {
		t.Fatalf("report %+v", r)
	}
	if _, err := os.Stat("/proc/pressure/io"); err == nil && r.Stalls == nil {
		t.Errorf("the kernel has PSI, but the report has no machine stalls")
	}
	if r.Seed != 1 {
		t.Errorf("report seed %d, want the default 1", r.Seed)
	}
	if r.Control == nil || r.Control.Recall.Count == 0 || r.Control.Recall.P50Ms <= 0 || r.RecallP99OverControlP50 <= 0 || r.GateOn != "control" {
		t.Fatalf("control: %+v %+v", r.Control, r)
	}
	if !r.JournalVerified || r.EvidenceCount != r.Acked || r.Acked != 300+r.Remember.Count+r.Control.Remember.Count {
		t.Fatalf("verification: %+v", r)
	}
	if _, ok := cpubench.ProcessCPU(); (ok && r.CPUMsPerOp <= 0) || r.AllocKBPerOp <= 0 || r.GCCycles < 0 {
		t.Fatalf("usage: %+v", r)
	}
	if r.SingleRecallP50Ms <= 0 || r.Recall.P50Ms <= 0 || r.Remember.P50Ms <= 0 || r.RecallP99Ratio <= 0 || r.Recall.P99Ms < r.Recall.P50Ms {
		t.Fatalf("latencies: %+v", r)
	}
}

func TestOpenLoopAndGate(t *testing.T) {
	var out, progress bytes.Buffer
	// An impossible gate ratio must fail the run, and say why.
	err := Main(context.Background(), []string{"--duration", "500ms", "--clients", "2", "--preload", "100",
		"--single", "10", "--rate", "100", "--control", "300ms", "--gate", "--gate-ratio", "0.0001"}, &out, &progress)
	if err == nil || !strings.Contains(err.Error(), "gate") || !strings.Contains(err.Error(), "control") {
		t.Fatalf("impossible gate passed or did not name the control: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "open loop at 100 ops/s") {
		t.Fatalf("report: %s", out.String())
	}
	// The back-to-back denominator, without control phases.
	out.Reset()
	err = Main(context.Background(), []string{"--duration", "300ms", "--clients", "2", "--preload", "100",
		"--single", "10", "--rate", "100", "--control", "0", "--gate-on", "loop", "--gate", "--gate-ratio", "0.0001", "--json"}, &out, &progress)
	if err == nil || !strings.Contains(err.Error(), "back-to-back") {
		t.Fatalf("impossible loop gate passed or did not name its denominator: %v", err)
	}
	var r report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil || r.Control != nil || r.GateOn != "loop" || r.GatePass {
		t.Fatalf("loop-gated report (%v): %+v", err, r)
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"--clients", "0"}, {"--write-fraction", "2"}, {"--duration", "-1s"}, {"extra"},
		{"--control", "-1s"}, {"--control", "0"}, {"--gate-on", "median"},
		{"--transport", "quic"}, {"--transport", "lean", "--decode-capsules"}} {
		if err := Main(context.Background(), args, &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

func TestPercentile(t *testing.T) {
	var lat []time.Duration
	for i := 1; i <= 100; i++ {
		lat = append(lat, time.Duration(i)*time.Millisecond)
	}
	for q, want := range map[float64]time.Duration{0.5: 50 * time.Millisecond, 0.99: 99 * time.Millisecond, 1: 100 * time.Millisecond} {
		if got := pct(lat, q); got != want {
			t.Errorf("pct(%v) = %v, want %v", q, got, want)
		}
	}
	if pct(nil, 0.5) != 0 {
		t.Error("pct of no samples")
	}
}

// TestManual runs serve-load with the arguments in $EVIBENCH_SERVE_LOAD
// (space-separated) until evibench wires the subcommand; skipped otherwise.
func TestManual(t *testing.T) {
	args := os.Getenv("EVIBENCH_SERVE_LOAD")
	if args == "" {
		t.Skip("set EVIBENCH_SERVE_LOAD to run")
	}
	if err := Main(context.Background(), strings.Fields(args), os.Stdout, os.Stderr); err != nil {
		t.Fatal(err)
	}
}

// TestRecordingsWritten checks --cpuprofile and --trace write their files:
// a pprof profile (gzip) and an execution trace ("go 1.NN trace").
func TestRecordingsWritten(t *testing.T) {
	for flag, magic := range map[string]string{"--cpuprofile": "\x1f\x8b", "--trace": "go 1."} {
		path := filepath.Join(t.TempDir(), "out")
		var out, progress bytes.Buffer
		err := Main(context.Background(), []string{"--duration", "300ms", "--clients", "2", "--preload", "50",
			"--single", "5", "--control", "100ms", flag, path}, &out, &progress)
		if err != nil {
			t.Fatalf("serve-load %s: %v\n%s", flag, err, progress.String())
		}
		b, err := os.ReadFile(path)
		if err != nil || !bytes.HasPrefix(b, []byte(magic)) {
			t.Fatalf("%s wrote %s: %v, starts %q, want %q", flag, path, err, b[:min(len(b), 16)], magic)
		}
	}
}

func TestParseFlagsGCPercent(t *testing.T) {
	c, err := parseFlags(nil, io.Discard)
	if err != nil || c.gcPercent != 800 {
		t.Fatalf("defaults: gc-percent %d, %v", c.gcPercent, err)
	}
	for _, bad := range []string{"0", "-5"} {
		if _, err := parseFlags([]string{"--gc-percent", bad}, io.Discard); err == nil || !strings.Contains(err.Error(), "--gc-percent") {
			t.Errorf("--gc-percent %s: %v", bad, err)
		}
	}
}

// TestMaintenanceCompareRuns runs a tiny --maintenance-compare: the
// pre-pass and the worker's passes run, and the JSON holds both arms.
func TestMaintenanceCompareRuns(t *testing.T) {
	var out, progress bytes.Buffer
	err := Main(context.Background(), []string{"--maintenance-compare", "--maintenance-rounds", "1", "--duration", "1500ms",
		"--clients", "2", "--rate", "40", "--preload", "200", "--json"}, &out, &progress)
	if err != nil {
		t.Fatalf("%v\n%s", err, progress.String())
	}
	var mc MaintenanceCompare
	if err := json.Unmarshal(out.Bytes(), &mc); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	if mc.PrePass == nil || mc.PrePass.Actions == 0 || mc.Passes == 0 || len(mc.Rounds) != 1 || mc.WithoutP99Ms <= 0 || mc.WithP99Ms <= 0 ||
		mc.CPUSeconds[0] <= 0 || mc.CPUSeconds[1] <= 0 {
		t.Fatalf("compare %s", out.String())
	}
	if _, err := parseFlags([]string{"--maintenance-compare", "--maintenance-rounds", "0"}, io.Discard); err == nil {
		t.Fatal("--maintenance-rounds 0 accepted")
	}
}
