package scale

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// smallRun runs a small scale and returns its JSON as a map, checking that
// it has exactly the documented fields.
func smallRun(t *testing.T, extra ...string) map[string]float64 {
	t.Helper()
	var out, log bytes.Buffer
	args := append([]string{"--evidence", "2000", "--namespaces", "4", "--recalls", "20", "--json"}, extra...)
	if err := Main(context.Background(), args, &out, &log); err != nil {
		t.Fatalf("scale %v: %v\n%s", args, err, log.String())
	}
	var m map[string]float64
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatalf("report %q: %v", out.String(), err)
	}
	want := []string{"evidence", "namespaces", "ingest_per_s", "reopen_ms", "rebuild_ms", "rss_after_open_mb",
		"rss_after_rebuild_mb", "recall_p50_ms", "recall_p99_ms", "projection_bytes", "ledger_bytes"}
	var got []string
	for k := range m {
		got = append(got, k)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("fields %v, want exactly %v", got, want)
	}
	for _, phase := range []string{"phase ingest", "phase reopen", "phase rebuild", "phase recall"} {
		if !strings.Contains(log.String(), phase) {
			t.Errorf("progress lacks %q:\n%s", phase, log.String())
		}
	}
	return m
}

func checkSane(t *testing.T, m map[string]float64) {
	t.Helper()
	switch {
	case m["evidence"] != 2000 || m["namespaces"] != 4:
		t.Errorf("evidence %v namespaces %v", m["evidence"], m["namespaces"])
	case m["ingest_per_s"] <= 0 || m["reopen_ms"] <= 0 || m["rebuild_ms"] <= 0:
		t.Errorf("rates and times must be positive: %v", m)
	case m["recall_p50_ms"] <= 0 || m["recall_p99_ms"] < m["recall_p50_ms"]:
		t.Errorf("recall p50 %v p99 %v", m["recall_p50_ms"], m["recall_p99_ms"])
	case m["ledger_bytes"] <= 0 || m["projection_bytes"] < 0:
		t.Errorf("ledger %v projection %v bytes", m["ledger_bytes"], m["projection_bytes"])
	}
	if _, err := os.Stat("/proc/self/status"); err == nil && (m["rss_after_open_mb"] <= 0 || m["rss_after_rebuild_mb"] <= 0) {
		t.Errorf("rss after open %v, after rebuild %v", m["rss_after_open_mb"], m["rss_after_rebuild_mb"])
	}
}

func TestSmallRun(t *testing.T) {
	checkSane(t, smallRun(t))
}

// TestDirKeep: --dir with --keep leaves the ledger, which a second run
// refuses (it needs a fresh one); without --keep the files go.
func TestDirKeep(t *testing.T) {
	dir := t.TempDir()
	m := smallRun(t, "--dir", dir, "--keep")
	info, err := os.Stat(filepath.Join(dir, "scale.db"))
	if err != nil {
		t.Fatalf("--keep: %v", err)
	}
	if int64(m["ledger_bytes"]) < info.Size() {
		t.Errorf("ledger_bytes %v < file size %d", m["ledger_bytes"], info.Size())
	}
	err = Main(context.Background(), []string{"--evidence", "10", "--namespaces", "1", "--recalls", "1", "--dir", dir}, io.Discard, io.Discard)
	if !errors.Is(err, ErrNotEmpty) {
		t.Fatalf("second run on a kept ledger: %v, want ErrNotEmpty", err)
	}
	other := t.TempDir()
	if err := Main(context.Background(), []string{"--evidence", "50", "--namespaces", "2", "--recalls", "3", "--dir", other}, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(other); len(left) != 0 {
		t.Fatalf("without --keep the run left %v", left)
	}
}

func TestParseFlags(t *testing.T) {
	for _, args := range [][]string{{"--evidence", "0"}, {"--namespaces", "0"}, {"--evidence", "5", "--namespaces", "6"},
		{"--recalls", "0"}, {"--dir", "x", "--postgres", "y"}, {"extra"}} {
		if _, err := parseFlags(args, io.Discard); !errors.Is(err, ErrUsage) {
			t.Errorf("%v: err %v, want ErrUsage", args, err)
		}
	}
	c, err := parseFlags(nil, io.Discard)
	if err != nil || c.evidence != 2_000_000 || c.namespaces != 100 || c.recalls != 300 {
		t.Fatalf("defaults %+v, %v", c, err)
	}
}

func TestGates(t *testing.T) {
	good := &Report{ReopenMs: 90, RebuildMs: 1000, RSSAfterOpenMB: 100, RSSAfterRebuildMB: 250, RecallP50Ms: 1.5, ProjectionBytes: 1}
	var w bytes.Buffer
	if n := printGates(&w, good); n != 0 || strings.Count(w.String(), "PASS") != 4 {
		t.Fatalf("good report: %d failed\n%s", n, w.String())
	}
	bad := &Report{ReopenMs: 1200, RebuildMs: 1300, RSSAfterOpenMB: 200, RSSAfterRebuildMB: 210, RecallP50Ms: 2.5}
	w.Reset()
	if n := printGates(&w, bad); n != 4 || !strings.Contains(w.String(), "no persisted projections") {
		t.Fatalf("bad report: %d failed\n%s", n, w.String())
	}
	// Each bar on its own: reopen under 1 s but not a tenth of the rebuild.
	mixed := &Report{ReopenMs: 500, RebuildMs: 2000, RSSAfterOpenMB: 100, RSSAfterRebuildMB: 200, RecallP50Ms: 2.0, ProjectionBytes: 1}
	w.Reset()
	if n := printGates(&w, mixed); n != 1 || !strings.Contains(w.String(), "reopen_ms / rebuild_ms") {
		t.Fatalf("mixed report: %d failed\n%s", n, w.String())
	}
}

// TestCorpus: the stream is deterministic, tenants interleave and differ
// in size, and queries come from the sampled texts.
func TestCorpus(t *testing.T) {
	a, b := newCorpus(seed, 10, true), newCorpus(seed, 10, true)
	counts := make([]int, 10)
	switches := 0
	prev := -1
	for i := range 5000 {
		ta, tb := a.tenant(), b.tenant()
		xa, xb := a.text(ta), b.text(tb)
		if ta != tb || xa != xb {
			t.Fatalf("evidence %d differs between two corpora of one seed", i)
		}
		if len(strings.Fields(xa)) < 8 {
			t.Fatalf("evidence %d too short: %q", i, xa)
		}
		counts[ta]++
		if ta != prev {
			switches++
		}
		prev = ta
	}
	if counts[0] <= counts[9] || slices.Min(counts) == 0 || switches < 2500 {
		t.Fatalf("tenant sizes %v, %d switches", counts, switches)
	}
	if a.tenants[0] != "scale/t0" || newCorpus(seed, 100, false).tenants[7] != "scale/t07" {
		t.Fatalf("tenant names %v", a.tenants[:2])
	}
	texts := []string{"Our team booked the quiet tent near kalomi yesterday.", "I lost zelta again."}
	qs := queriesFrom(texts, seed)
	if len(qs) != 2 || !slices.Equal(qs, queriesFrom(texts, seed)) {
		t.Fatalf("queries %q", qs)
	}
	for i, q := range qs {
		for _, w := range strings.Fields(q) {
			if !strings.Contains(texts[i], w) {
				t.Fatalf("query %q has %q, not in %q", q, w, texts[i])
			}
		}
	}
}

func TestPercentileAndReservoir(t *testing.T) {
	xs := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	if percentile(xs, 0.5) != 5 || percentile(xs, 0.99) != 10 || percentile(nil, 0.5) != 0 {
		t.Fatal("percentile")
	}
	r := reservoir{n: 3, rng: newCorpus(seed, 1, false).rng}
	for _, s := range []string{"a", "b", "c", "d", "e", "f"} {
		r.offer(s)
	}
	if len(r.items) != 3 || r.seen != 6 {
		t.Fatalf("reservoir %+v", r.items)
	}
}
