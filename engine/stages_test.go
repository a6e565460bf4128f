package engine

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// TestRecallStages: a recall that asks for its stage timings gives the
// capsule of one that does not, byte for byte, and the timings are
// plausible: none negative, every channel named, the non-overlapping
// stages summing to at most the total, the query's encoding inside the
// dense channel's time.
func TestRecallStages(t *testing.T) {
	ctx := context.Background()
	clock := newTestClock(date("2026-11-01T00:00:00Z"))
	e, _ := openTest(t, Options{Clock: clock.Now, Encoder: &hashEncoder{id: "h", dims: 32}})
	goldenCorpus(t, e)
	for _, ns := range []string{"golden/maya", "golden/omar"} {
		if _, err := e.SyncSemantic(ctx, ns); err != nil {
			t.Fatal(err)
		}
	}
	encoded := 0
	for _, q := range goldenQueries() {
		plain, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		var st RecallStages
		q.Stages = &st
		timed, err := e.Recall(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := capsule.AppendJSON(nil, plain)
		b, _ := capsule.AppendJSON(nil, timed)
		if !bytes.Equal(a, b) {
			t.Fatalf("Recall(%q): capsule with stages differs:\n%s\n%s", q.Text, a, b)
		}
		checkStages(t, q.Text, &st)
		if st.Encode > 0 {
			encoded++
		}
	}
	if encoded == 0 {
		t.Fatal("no recall timed the query's encoding, though the engine has an encoder")
	}
}

func checkStages(t *testing.T, query string, st *RecallStages) {
	t.Helper()
	for _, d := range []time.Duration{st.Parse, st.Filter, st.Encode, st.Compile.Fusion, st.Compile.Packing} {
		if d < 0 {
			t.Fatalf("Recall(%q): negative stage in %+v", query, st)
		}
	}
	var dense time.Duration
	for i, c := range st.Channels {
		if c.Name == "" || c.Time < 0 {
			t.Fatalf("Recall(%q): channel %d is %+v", query, i, c)
		}
		if c.Name == "dense" {
			dense = c.Time
		}
	}
	if st.Total <= 0 || st.Sum() > st.Total {
		t.Fatalf("Recall(%q): stages sum to %v, total %v (%+v)", query, st.Sum(), st.Total, st)
	}
	if st.Encode > dense {
		t.Fatalf("Recall(%q): encoding %v outside the dense channel's %v", query, st.Encode, dense)
	}
	if st.Compile.Fusion <= 0 || st.Compile.Packing <= 0 {
		t.Fatalf("Recall(%q): fusion %v, packing %v not timed", query, st.Compile.Fusion, st.Compile.Packing)
	}
}

// TestRecallStagesAllocFree: asking for the timings allocates nothing more
// than a recall without them (the Stages value is the caller's).
func TestRecallStagesAllocFree(t *testing.T) {
	e, _ := openGolden(t)
	q := goldenQueries()[0]
	ctx := context.Background()
	off := testing.AllocsPerRun(50, func() { _, _ = e.Recall(ctx, q) })
	var st RecallStages
	q.Stages = &st
	on := testing.AllocsPerRun(50, func() { _, _ = e.Recall(ctx, q) })
	if on > off {
		t.Fatalf("a recall with stages allocates %.1f times, without %.1f", on, off)
	}
}
