package hnsw

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// liveTopK is every query's top-k ids at a beam as wide as the graph, the
// ids sorted (distance ties may order either way).
func liveTopK(t *testing.T, g *Graph, qs [][]float32, k int) [][]uint64 {
	t.Helper()
	return topIDs(t, qs, func(q []float32) ([]Result, error) { return g.Search(q, k, 2*g.Len(), nil) })
}

// exactTopK is the same from the brute-force oracle.
func exactTopK(t *testing.T, g *Graph, qs [][]float32, k int) [][]uint64 {
	t.Helper()
	return topIDs(t, qs, func(q []float32) ([]Result, error) { return g.SearchExact(q, k, nil) })
}

func topIDs(t *testing.T, qs [][]float32, search func([]float32) ([]Result, error)) [][]uint64 {
	t.Helper()
	var out [][]uint64
	for _, q := range qs {
		res, err := search(q)
		if err != nil {
			t.Fatal(err)
		}
		ids := make([]uint64, len(res))
		for i, r := range res {
			ids[i] = r.ID
		}
		slices.Sort(ids)
		out = append(out, ids)
	}
	return out
}

// TestCompactBoundedPolicy: below the tombstone share or over the node
// bound nothing happens; past both, the tombstones go, the bytes shrink
// by what is reported, and the live items' top-k is what it was (and the
// exact answer).
func TestCompactBoundedPolicy(t *testing.T) {
	data := clustered(41, 1500, 8, 5)
	g := build(t, Config{Dim: 8, Metric: Cosine, M: 8, EfConstruction: 60, Workers: 1}, data) // one worker: the same graph every run
	qs := data[:40]
	if res, err := g.CompactBounded(CompactPolicy{}); err != nil || res.Skipped != "no tombstones" {
		t.Fatalf("no tombstones: %+v %v", res, err)
	}
	for i := 0; i < 1500; i += 20 { // 5%
		if err := g.Delete(uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	if res, err := g.CompactBounded(CompactPolicy{}); err != nil || res.Skipped != "below share" || res.Reclaimed() != 0 {
		t.Fatalf("5%% tombstones: %+v %v", res, err)
	}
	for i := 1; i < 1500; i += 4 { // +25%
		if err := g.Delete(uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	dead := int(g.dead.Load())
	if res, err := g.CompactBounded(CompactPolicy{MaxNodes: 1000}); err != nil || res.Skipped != "over max nodes" {
		t.Fatalf("over the node bound: %+v %v", res, err)
	}
	before := liveTopK(t, g, qs, 10)
	if !slices.EqualFunc(before, exactTopK(t, g, qs, 10), slices.Equal) {
		t.Fatal("the oracle's precondition fails: a full-width search misses exact neighbours before compaction")
	}
	live := g.Len()
	res, err := g.CompactBounded(CompactPolicy{})
	if err != nil || res.Skipped != "" || res.Removed != dead {
		t.Fatalf("compaction: %+v %v (dead %d)", res, err, dead)
	}
	if g.Len() != live || int(g.next.Load()) != live || g.dead.Load() != 0 {
		t.Fatalf("after: Len %d allocated %d dead %d, want %d live only", g.Len(), g.next.Load(), g.dead.Load(), live)
	}
	if want := g.storageBytes(live); res.BytesAfter != want || res.Reclaimed() <= 0 {
		t.Fatalf("bytes %d -> %d, storage now %d", res.BytesBefore, res.BytesAfter, want)
	}
	if after := liveTopK(t, g, qs, 10); !slices.EqualFunc(before, after, slices.Equal) {
		t.Fatal("top-k of live items changed by compaction")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	t.Logf("removed %d tombstones, %d -> %d bytes", res.Removed, res.BytesBefore, res.BytesAfter)
}

func TestCompactBoundedBadInput(t *testing.T) {
	g := build(t, Config{Dim: 4, Metric: L2}, clustered(1, 10, 4, 2))
	for _, p := range []CompactPolicy{{MinDeadShare: -0.1}, {MinDeadShare: 1.5}, {MaxNodes: -1}} {
		if _, err := g.CompactBounded(p); !errors.Is(err, ErrInvalid) {
			t.Fatalf("%+v: %v", p, err)
		}
	}
	if _, err := CompactFile(filepath.Join(t.TempDir(), "none.hnsw"), CompactPolicy{}); err == nil {
		t.Fatal("CompactFile of a missing file succeeded")
	}
	g.Close()
	if _, err := g.CompactBounded(CompactPolicy{}); !errors.Is(err, ErrClosed) {
		t.Fatalf("closed: %v", err)
	}
}

// TestCompactBoundedConcurrentReaders compacts while four goroutines
// search (run it under -race): no search fails or returns a deleted id.
func TestCompactBoundedConcurrentReaders(t *testing.T) {
	data := clustered(43, 1200, 8, 4)
	g := build(t, Config{Dim: 8, Metric: Cosine, M: 8, EfConstruction: 40}, data)
	for i := 0; i < 1200; i += 3 {
		if err := g.Delete(uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := w; !stop.Load(); i++ {
				res, err := g.Search(data[i%len(data)], 10, 40, nil)
				if err != nil {
					t.Error(err)
					return
				}
				for _, r := range res {
					if r.ID%3 == 0 {
						t.Errorf("deleted id %d returned", r.ID)
						return
					}
				}
			}
		})
	}
	time.Sleep(20 * time.Millisecond)
	res, err := g.CompactBounded(CompactPolicy{})
	time.Sleep(20 * time.Millisecond)
	stop.Store(true)
	wg.Wait()
	if err != nil || res.Removed != 400 {
		t.Fatalf("%+v %v", res, err)
	}
}

const compactChildEnv = "EVICORTEX_HNSW_COMPACT_CHILD"

// TestCompactFileChild is the child half of TestCompactFileSIGKILL.
func TestCompactFileChild(t *testing.T) {
	path := os.Getenv(compactChildEnv)
	if path == "" {
		t.Skip("child process of TestCompactFileSIGKILL")
	}
	fmt.Println("START")
	if _, err := CompactFile(path, CompactPolicy{}); err != nil {
		fmt.Println("ERR", err)
		os.Exit(3)
	}
	fmt.Println("DONE")
	os.Exit(0)
}

// TestCompactFileSIGKILL kills CompactFile at several points of its
// rewrite: the file must always verify, open, hold the same live ids and
// answer the queries' top-k exactly as before, tombstones and all or
// compacted; a run left alone compacts it.
func TestCompactFileSIGKILL(t *testing.T) {
	if os.Getenv(compactChildEnv) != "" {
		t.Skip("in child")
	}
	data := clustered(47, 6000, 16, 8)
	g := build(t, Config{Dim: 16, Metric: Cosine, M: 8, EfConstruction: 40, Workers: 1}, data)
	for i := 0; i < 6000; i += 4 {
		if err := g.Delete(uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	base := filepath.Join(dir, "base.hnsw")
	if err := g.Save(base); err != nil {
		t.Fatal(err)
	}
	qs := data[1:41]
	want := exactTopK(t, g, qs, 10)
	live := g.Len()
	g.Close()
	orig, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	compacted := 0
	for _, delay := range []time.Duration{0, 5 * time.Millisecond, 15 * time.Millisecond, 40 * time.Millisecond, 100 * time.Millisecond, 30 * time.Second} {
		path := filepath.Join(dir, fmt.Sprintf("g%d.hnsw", delay.Milliseconds()))
		if err := os.WriteFile(path, orig, 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestCompactFileChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), compactChildEnv+"="+path)
		out := &strings.Builder{}
		var mu sync.Mutex
		cmd.Stdout = writerFunc(func(p []byte) (int, error) { mu.Lock(); defer mu.Unlock(); return out.Write(p) })
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			mu.Lock()
			started := strings.Contains(out.String(), "START")
			mu.Unlock()
			if started {
				break
			}
		}
		select {
		case <-done:
		case <-time.After(delay):
			cmd.Process.Signal(syscall.SIGKILL)
			<-done
		}
		mu.Lock()
		got := out.String()
		mu.Unlock()
		if strings.Contains(got, "ERR") {
			t.Fatalf("child: %s", got)
		}
		if err := Verify(path); err != nil {
			t.Fatalf("killed after %v: Verify: %v", delay, err)
		}
		re, err := Open(path)
		if err != nil {
			t.Fatalf("killed after %v: Open: %v", delay, err)
		}
		if re.Len() != live {
			t.Fatalf("killed after %v: %d live, want %d", delay, re.Len(), live)
		}
		if re.dead.Load() == 0 {
			compacted++
		}
		if gotK := liveTopK(t, re, qs, 10); !slices.EqualFunc(want, gotK, slices.Equal) {
			t.Fatalf("killed after %v: top-k differs from before the compaction", delay)
		}
		re.Close()
	}
	if compacted == 0 {
		t.Fatal("no run compacted the file, not even the one left to finish")
	}
	t.Logf("%d of 6 runs found the file compacted", compacted)
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
