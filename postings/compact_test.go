package postings

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
)

// compactFixture fills an index of many small segments over three
// partitions, some docs deleted, background merges off.
func compactFixture(t *testing.T, dir string) (*Index, []string) {
	t.Helper()
	c := newCorpus(77, 150)
	ix, err := New(Options{FlushDocs: 40, Dir: dir, PartitionStats: true})
	if err != nil {
		t.Fatal(err)
	}
	for d := uint32(0); d < 900; d++ {
		if err := ix.AddIn(Partition(d%3), d, c.text(20)); err != nil {
			t.Fatal(err)
		}
	}
	if err := ix.Delete(5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20); err != nil {
		t.Fatal(err)
	}
	if err := ix.Flush(); err != nil {
		t.Fatal(err)
	}
	var qs []string
	for range 60 {
		qs = append(qs, c.query())
	}
	return ix, qs
}

// snapshotResults is every query's top 10 overall and in each partition.
func snapshotResults(t *testing.T, ix *Index, qs []string) [][]Hit {
	t.Helper()
	out := results(t, ix, qs)
	for p := range Partition(3) {
		for _, q := range qs {
			h, err := ix.SearchIn(p, q, 10, nil)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, h)
		}
	}
	return out
}

// TestMergeStepBoundedAndIdentical: each step merges at most maxBytes of
// segments, deleted docs first, results stay bit-identical, and steps
// until nothing is left reach fewer segments and fewer bytes.
func TestMergeStepBoundedAndIdentical(t *testing.T) {
	manualMergesOnly = true
	defer func() { manualMergesOnly = false }()
	ix, qs := compactFixture(t, t.TempDir())
	defer ix.Close()
	before := snapshotResults(t, ix, qs)
	segs0, bytes0 := ix.Segments(), ix.SizeBytes()
	if segs0 < 10 {
		t.Fatalf("fixture has %d segments, want many", segs0)
	}
	const bound = 24 << 10
	steps, reclaimed := 0, int64(0)
	for {
		res, err := ix.MergeStep(bound)
		if err != nil {
			t.Fatal(err)
		}
		if res.Merged == 0 {
			break
		}
		if res.BytesBefore > bound {
			t.Fatalf("step %d merged %d bytes, bound %d", steps, res.BytesBefore, bound)
		}
		if steps == 0 && res.Merged != 1 {
			t.Fatalf("first step merged %d segments, want the one holding deletions alone", res.Merged)
		}
		steps++
		reclaimed += res.Reclaimed()
		if err := Check(ix); err != nil {
			t.Fatal(err)
		}
		if !equalResults(before, snapshotResults(t, ix, qs)) {
			t.Fatalf("results changed after step %d", steps)
		}
		if steps > 100 {
			t.Fatal("MergeStep never runs out of work")
		}
	}
	if ix.Segments() >= segs0 || ix.SizeBytes() >= bytes0 || reclaimed <= 0 {
		t.Fatalf("after %d steps: %d -> %d segments, %d -> %d bytes, reclaimed %d", steps, segs0, ix.Segments(), bytes0, ix.SizeBytes(), reclaimed)
	}
	if got := bytes0 - ix.SizeBytes(); got < reclaimed {
		t.Fatalf("reported %d bytes reclaimed, the index shrank by %d", reclaimed, got)
	}
	t.Logf("%d steps: %d -> %d segments, %d -> %d bytes (reported %d reclaimed)", steps, segs0, ix.Segments(), bytes0, ix.SizeBytes(), reclaimed)
}

func TestMergeStepBadInput(t *testing.T) {
	ix, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ix.MergeStep(0); !errors.Is(err, ErrInvalid) {
		t.Fatalf("MergeStep(0): %v", err)
	}
	if res, err := ix.MergeStep(1 << 20); err != nil || res.Merged != 0 {
		t.Fatalf("empty index: %+v %v", res, err)
	}
	ix.Close()
	if _, err := ix.MergeStep(1 << 20); !errors.Is(err, ErrClosed) {
		t.Fatalf("closed: %v", err)
	}
}

// TestMergeStepConcurrentReaders runs steps against four searchers (run
// it under -race): every search answers what it answered before.
func TestMergeStepConcurrentReaders(t *testing.T) {
	manualMergesOnly = true
	defer func() { manualMergesOnly = false }()
	ix, qs := compactFixture(t, t.TempDir())
	defer ix.Close()
	want := results(t, ix, qs)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := g; !stop.Load(); i++ {
				h, err := ix.Search(qs[i%len(qs)], 10, nil)
				if err != nil {
					t.Error(err)
					return
				}
				if !equalResults([][]Hit{want[i%len(qs)]}, [][]Hit{h}) {
					t.Errorf("query %d changed during a merge step", i%len(qs))
					return
				}
			}
		})
	}
	for {
		res, err := ix.MergeStep(16 << 10)
		if err != nil {
			t.Error(err)
			break
		}
		if res.Merged == 0 {
			break
		}
	}
	stop.Store(true)
	wg.Wait()
}

// TestMergeStepCrashPoints copies the directory after every file step of
// the merge steps (create, write, sync, rename, directory sync, remove),
// plus a torn copy of each file just written, and reopens every copy as
// a restart after a crash (kill -9) there: each must open, pass Check and
// answer every query exactly as before the steps.
func TestMergeStepCrashPoints(t *testing.T) {
	manualMergesOnly = true
	defer func() { manualMergesOnly = false }()
	dir := t.TempDir()
	ix, qs := compactFixture(t, dir)
	before := snapshotResults(t, ix, qs)
	var snaps []dirSnap
	testHookFS = func(event, path string) {
		files := readDirFiles(t, dir)
		snaps = append(snaps, dirSnap{files: files, event: event})
		if name := filepath.Base(path); event == "write" {
			torn := map[string][]byte{}
			for n, b := range files {
				torn[n] = b
			}
			torn[name] = torn[name][:len(torn[name])/2]
			snaps = append(snaps, dirSnap{files: torn, event: "torn write"})
		}
	}
	for range 4 {
		if _, err := ix.MergeStep(32 << 10); err != nil {
			testHookFS = nil
			t.Fatal(err)
		}
	}
	testHookFS = nil
	ix.Close()
	if len(snaps) < 8 {
		t.Fatalf("only %d crash points", len(snaps))
	}
	restart := t.TempDir()
	for i, s := range snaps {
		os.RemoveAll(restart)
		if err := os.MkdirAll(restart, 0o700); err != nil {
			t.Fatal(err)
		}
		for n, b := range s.files {
			if err := os.WriteFile(filepath.Join(restart, n), b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		re, err := New(Options{FlushDocs: 40, Dir: restart, PartitionStats: true})
		if err != nil {
			t.Fatalf("crash point %d (%s): reopen: %v", i, s.event, err)
		}
		if err := Check(re); err != nil {
			t.Fatalf("crash point %d (%s): %v", i, s.event, err)
		}
		if !equalResults(before, snapshotResults(t, re, qs)) {
			t.Fatalf("crash point %d (%s): results differ from before the merge steps", i, s.event)
		}
		re.Close()
	}
	t.Logf("%d crash points reopened with identical results", len(snaps))
}

// BenchmarkMergeStep4MiB times one MergeStep over three segments of about
// 1.3 MiB each (a maintenance tick's bound is 4 MiB per index).
func BenchmarkMergeStep4MiB(b *testing.B) {
	manualMergesOnly = true
	defer func() { manualMergesOnly = false }()
	c := newCorpus(3, 5000)
	texts := make([]string, 105000)
	for i := range texts {
		texts[i] = c.text(30)
	}
	var bytes int64
	for b.Loop() {
		b.StopTimer()
		ix, err := New(Options{FlushDocs: 35000, Dir: b.TempDir(), PartitionStats: true})
		if err != nil {
			b.Fatal(err)
		}
		for d, txt := range texts {
			if err := ix.AddIn(Partition(d%8), uint32(d), txt); err != nil {
				b.Fatal(err)
			}
		}
		if err := ix.Flush(); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		res, err := ix.MergeStep(4 << 20)
		if err != nil || res.Merged != 3 {
			b.Fatalf("%+v %v (%d segments, %d bytes)", res, err, ix.Segments(), ix.SizeBytes())
		}
		bytes = res.BytesBefore
		b.StopTimer()
		ix.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(bytes)/(1<<20), "MiB/step")
}
