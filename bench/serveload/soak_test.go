package serveload

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math"
	"strings"
	"testing"
)

// TestSoakShort runs soak mode for 5 s at fast cadences, so CI exercises
// every soak path: churn purged by epoch, backups restored and checked,
// index rebuilds with verify, checkpoints, samples and slopes. The slope
// bounds are left loose here: 5 s is all warm-up (the 10-minute run in
// bench/results is what judges them; TestSoakSlopes tests the verdict).
func TestSoakShort(t *testing.T) {
	var out, progress bytes.Buffer
	err := Main(context.Background(), []string{"--soak", "--duration", "5s", "--clients", "4", "--rate", "150", "--soak-churn", "0.9",
		"--preload", "300", "--single", "30", "--control", "300ms",
		"--soak-purge-every", "1s", "--soak-backup-every", "2s", "--soak-maintain-every", "2s",
		"--soak-checkpoint-every", "1s", "--soak-sample-every", "200ms", "--soak-progress-every", "2s",
		"--soak-rss-slope-pct", "1e9", "--soak-fd-slope", "1e9", "--json"}, &out, &progress)
	if err != nil {
		t.Fatalf("soak: %v\n%s", err, progress.String())
	}
	var r report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("report %q: %v", out.String(), err)
	}
	s := r.Soak
	if s == nil {
		t.Fatalf("no soak in the report: %s", out.String())
	}
	if r.Errors != 0 || r.Lost != 0 || s.Errors != 0 || s.PurgedPresent != 0 {
		t.Fatalf("errors %d (%s), lost %d, soak errors %d (%s), purged present %d", r.Errors, r.FirstError, r.Lost, s.Errors, s.FirstError, s.PurgedPresent)
	}
	if !r.JournalVerified || r.EvidenceCount != r.Acked {
		t.Fatalf("verification: evidence %d, kept acknowledged %d, verified %v", r.EvidenceCount, r.Acked, r.JournalVerified)
	}
	if len(s.Purges) < 4 || len(s.Backups) < 2 || len(s.Maintenance) < 2 {
		t.Fatalf("cadences: %d purges, %d backups, %d rebuilds", len(s.Purges), len(s.Backups), len(s.Maintenance))
	}
	if s.Purged == 0 || s.Purged != s.ChurnAcked {
		t.Fatalf("purged %d of %d churn writes", s.Purged, s.ChurnAcked)
	}
	removed := 0
	for _, p := range s.Purges {
		removed += p.N
	}
	if removed != s.Purged {
		t.Fatalf("purge receipts count %d, want the %d purged", removed, s.Purged)
	}
	for _, b := range s.Backups {
		if b.N < 300 || b.Check <= 0 {
			t.Fatalf("backup %+v: want the preload restored and checked", b)
		}
	}
	if len(s.Samples) < 15 || s.SecondHalfN < 5 {
		t.Fatalf("%d samples, %d in the second half", len(s.Samples), s.SecondHalfN)
	}
	for _, smp := range s.Samples {
		if smp.RSSMB <= 0 || smp.RSSAnonMB <= 0 || smp.RSSFileMB <= 0 || smp.FDs <= 0 || smp.Evidence < 300 {
			t.Fatalf("sample %+v", smp)
		}
	}
	if s.RSSMeanMB <= 0 || !s.SlopesPass || s.Process != "in-process" {
		t.Fatalf("slopes: %+v", s)
	}
	if !strings.Contains(progress.String(), "serve-load: soak ") {
		t.Fatalf("no progress line:\n%s", progress.String())
	}
}

// TestSoakSlopes checks the slope and its verdict on synthetic samples.
func TestSoakSlopes(t *testing.T) {
	x := []float64{0, 1, 2, 3, 4}
	if got := lsSlope(x, []float64{1, 3, 5, 7, 9}); math.Abs(got-2) > 1e-12 {
		t.Fatalf("slope %v, want 2", got)
	}
	if se := lsSlopeSE(x, []float64{1, 3, 5, 7, 9}); se != 0 {
		t.Fatalf("standard error %v on a line, want 0", se)
	}
	// Residuals +1, -1, 0, -1, +1 about y = 2x + 1 (orthogonal to x, so the
	// slope stays 2): SSR 4, Sxx 10, n-2 3.
	if se := lsSlopeSE(x, []float64{2, 2, 5, 6, 10}); math.Abs(se-math.Sqrt(4.0/3/10)) > 1e-12 {
		t.Fatalf("standard error %v, want %v", se, math.Sqrt(4.0/3/10))
	}
	grow := func(rssPerMin, fdPerMin float64) *soakReport {
		r := &soakReport{RSSBoundPct: 1, FDBound: 1}
		for i := range 60 { // 10 minutes at 10 s
			ts := float64(i) * 10
			r.Samples = append(r.Samples, soakSample{TS: ts, RSSMB: 200 + rssPerMin*ts/60, FDs: 40 + int(fdPerMin*ts/60)})
		}
		r.slopes(300)
		return r
	}
	if r := grow(1, 0); !r.SlopesPass || r.failure() != nil || r.SecondHalfN != 30 {
		t.Fatalf("1 MB/min on ~200 MB (0.5%%/min) failed: %+v %v", r, r.failure())
	}
	if r := grow(4, 0); r.SlopesPass || r.failure() == nil || !strings.Contains(r.failure().Error(), "RSS slope") {
		t.Fatalf("4 MB/min on ~200 MB (2%%/min) passed: %+v", r)
	}
	if r := grow(0, 3); r.SlopesPass || r.failure() == nil {
		t.Fatalf("3 fds/min passed: %+v", r)
	}
	few := &soakReport{RSSBoundPct: 1, FDBound: 1, Samples: []soakSample{{TS: 9, RSSMB: 1}}}
	few.slopes(5)
	if few.failure() == nil {
		t.Fatal("one sample in the second half passed")
	}
}

func TestParseVmRSS(t *testing.T) {
	st := "Name:\tx\nVmPeak:\t 9999 kB\nVmRSS:\t  204800 kB\nRssAnon:\t  153600 kB\nRssFile:\t   51200 kB\nThreads: 4\n"
	if got := parseVmRSS(st); got != 200 {
		t.Fatalf("VmRSS %v MB, want 200", got)
	}
	if a, f := statusMB(st, "RssAnon:"), statusMB(st, "RssFile:"); a != 150 || f != 50 {
		t.Fatalf("RssAnon %v, RssFile %v MB, want 150, 50", a, f)
	}
	for _, bad := range []string{"", "VmRSS:\n", "VmRSS: x kB\n"} {
		if got := parseVmRSS(bad); got != 0 {
			t.Errorf("parseVmRSS(%q) = %v", bad, got)
		}
	}
}

// TestSoakFlags: soak mode is on from --duration 5m unless --soak=false,
// sets --rate 200 unless given, and refuses what it cannot run.
func TestSoakFlags(t *testing.T) {
	c, err := parseFlags([]string{"--duration", "10m"}, io.Discard)
	if err != nil || !c.soak.on || c.rate != 200 || c.gcPercent != 100 {
		t.Fatalf("--duration 10m: soak %v rate %v gc-percent %d %v", c.soak.on, c.rate, c.gcPercent, err)
	}
	if c, _ := parseFlags([]string{"--soak", "--gc-percent", "800"}, io.Discard); c.gcPercent != 800 {
		t.Fatalf("--soak --gc-percent 800: %d", c.gcPercent)
	}
	if c, _ := parseFlags([]string{"--duration", "10m", "--soak=false"}, io.Discard); c.soak.on || c.rate != 0 || c.gcPercent != 800 {
		t.Fatalf("--soak=false: soak %v rate %v", c.soak.on, c.rate)
	}
	if c, _ := parseFlags([]string{"--duration", "1m"}, io.Discard); c.soak.on {
		t.Fatal("soak on for 1m")
	}
	if c, _ := parseFlags([]string{"--soak", "--rate", "50"}, io.Discard); !c.soak.on || c.rate != 50 {
		t.Fatalf("--soak --rate 50: soak %v rate %v", c.soak.on, c.rate)
	}
	for _, bad := range [][]string{{"--soak", "--server", "bin/evicortex"}, {"--soak", "--postgres", "postgres://x"},
		{"--soak", "--soak-churn", "2"}, {"--soak", "--soak-purge-every", "0"}, {"--soak", "--soak-checkpoint-every", "0"},
		{"--soak", "--soak-rss-slope-pct", "0"}} {
		if _, err := parseFlags(bad, io.Discard); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}
