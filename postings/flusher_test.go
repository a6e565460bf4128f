package postings

import (
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/evicortex/evicortex/internal/faultinject"
)

// waitFlush waits for a background flush in flight (for tests that look
// at the segment count).
func waitFlush(t *testing.T, ix *Index) {
	t.Helper()
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if err := ix.settleFlush(true); err != nil {
		t.Fatal(err)
	}
}

// flushGens counts the segment generations ix handed out: its flushes and
// merges.
func flushGens(ix *Index) int {
	return int(ix.nextGen.Load() - 1)
}

// TestFlushBytesBudget: the buffer is handed to a flush when its
// accounted bytes reach FlushBytes, never much later, and FlushDocs still
// caps it in docs when set.
func TestFlushBytesBudget(t *testing.T) {
	c := newCorpus(3, 300)
	const budget = 16 << 10
	ix := newTestIndex(t, Options{FlushBytes: budget})
	maxBytes := int64(0)
	for d := uint32(0); d < 2000; d++ {
		if err := ix.Add(d, c.text(20)); err != nil {
			t.Fatal(err)
		}
		ix.mu.RLock()
		maxBytes = max(maxBytes, ix.buf.bytes())
		ix.mu.RUnlock()
	}
	if maxBytes >= budget {
		t.Fatalf("buffer reached %d bytes, budget %d", maxBytes, budget)
	}
	waitFlush(t, ix)
	// 2000 docs of ~10 terms take ~100 bytes each: ~12 flushes (each
	// reserves a generation; merges take some more).
	if flushes := flushGens(ix); flushes < 8 {
		t.Fatalf("%d flushes after 2000 docs under a %d-byte budget", flushes, budget)
	}

	capped := newTestIndex(t, Options{FlushBytes: 1 << 30, FlushDocs: 100})
	for d := uint32(0); d < 1000; d++ {
		if err := capped.Add(d, c.text(20)); err != nil {
			t.Fatal(err)
		}
	}
	waitFlush(t, capped)
	if flushes := flushGens(capped); flushes < 10 {
		t.Fatalf("FlushDocs 100 gave %d flushes for 1000 docs", flushes)
	}
	if capped.buf.docs() != 0 {
		t.Fatalf("%d docs left in the buffer; FlushDocs 100 flushes at 1000", capped.buf.docs())
	}
}

// TestFlushBytesInvalid: a negative budget is refused, naming the field.
func TestFlushBytesInvalid(t *testing.T) {
	_, err := New(Options{FlushBytes: -1})
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "FlushBytes") {
		t.Fatalf("FlushBytes -1: %v, want ErrInvalid naming FlushBytes", err)
	}
}

// TestFlushBudgetMetamorphic: the same docs and deletes under different
// write-buffer budgets (so different flush points, segments and merges)
// give identical results, scores bit for bit, for OR, AND and partition
// searches.
func TestFlushBudgetMetamorphic(t *testing.T) {
	seed := int64(77)
	t.Logf("seed %d", seed)
	c := newCorpus(seed, 250)
	budgets := []Options{
		{FlushBytes: 1 << 30},                // one buffer
		{FlushBytes: 2 << 10},                // a flush every ~20 docs
		{FlushBytes: 24 << 10},               // every ~200
		{FlushBytes: 1 << 30, FlushDocs: 33}, // by docs
		{FlushBytes: 8 << 10, Dir: t.TempDir()},
	}
	var ixs []*Index
	for _, o := range budgets {
		ixs = append(ixs, newTestIndex(t, o))
	}
	for d := uint32(0); d < 3000; d++ {
		txt, p := c.text(25), Partition(d%3)
		for _, ix := range ixs {
			if err := ix.AddIn(p, d, txt); err != nil {
				t.Fatal(err)
			}
		}
		if d%11 == 0 {
			v := uint32(c.r.Intn(int(d + 1)))
			for _, ix := range ixs {
				if err := ix.Delete(v); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	var queries []string
	for i := 0; i < 80; i++ {
		queries = append(queries, c.query())
	}
	search := func(ix *Index) [][]Hit {
		var out [][]Hit
		for i, q := range queries {
			or, err := ix.Search(q, 10, nil)
			if err != nil {
				t.Fatal(err)
			}
			and, err := ix.SearchAll(q, 10, nil)
			if err != nil {
				t.Fatal(err)
			}
			in, err := ix.SearchIn(Partition(i%3), q, 10, nil)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, or, and, in)
		}
		return out
	}
	want := search(ixs[0])
	hits := 0
	for _, h := range want {
		hits += len(h)
	}
	if hits < 500 {
		t.Fatalf("only %d hits over %d searches: the test compares too little", hits, len(want))
	}
	for i, ix := range ixs[1:] {
		// once with a flush possibly in flight, once settled
		if !equalResults(want, search(ix)) {
			t.Fatalf("budget %+v: results differ from one buffer's", budgets[i+1])
		}
		waitFlush(t, ix)
		if ix.Segments() < 2 {
			t.Fatalf("budget %+v: %d segments; the test needs flushes", budgets[i+1], ix.Segments())
		}
		if !equalResults(want, search(ix)) {
			t.Fatalf("budget %+v: results differ from one buffer's after the flush", budgets[i+1])
		}
	}
}

// TestBackgroundFlushSearchers: searches running while buffers are handed
// to background flushes always see every doc added before they started
// (a doc is in exactly one of: the buffer, the flushing buffer, a
// segment). Run under -race.
func TestBackgroundFlushSearchers(t *testing.T) {
	ix := newTestIndex(t, Options{FlushBytes: 4 << 10, Dir: t.TempDir()})
	var added atomic.Int64 // docs 0..added-1 are acknowledged
	var stop atomic.Bool
	var wg sync.WaitGroup
	var searches atomic.Int64
	for g := 0; g < 3; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				n := added.Load()
				// every doc holds "common": all acknowledged docs match
				hits, err := ix.Search("common", int(n)+10, nil)
				if err != nil {
					t.Error(err)
					return
				}
				if int64(len(hits)) < n {
					t.Errorf("search saw %d docs, %d were added before it", len(hits), n)
					return
				}
				searches.Add(1)
			}
		}()
	}
	words := strings.Fields("alpha beta gamma delta epsilon zeta eta theta iota kappa")
	for d := 0; d < 1500; d++ {
		txt := "common " + words[d%len(words)] + " " + words[(d/10)%len(words)]
		if err := ix.Add(uint32(d), txt); err != nil {
			t.Fatal(err)
		}
		added.Store(int64(d + 1))
	}
	stop.Store(true)
	wg.Wait()
	if err := ix.Flush(); err != nil {
		t.Fatal(err)
	}
	if ix.Segments() < 2 || searches.Load() == 0 {
		t.Fatalf("%d segments, %d searches: no flush overlapped a search", ix.Segments(), searches.Load())
	}
}

// TestBackgroundFlushError: a background flush that fails is reported by
// the next writer call (once; that Add does not add its doc), its docs
// stay searchable, the next call writes them in the foreground, and a
// reopened directory holds every doc after Flush.
func TestBackgroundFlushError(t *testing.T) {
	dir := t.TempDir()
	ix, err := New(Options{FlushBytes: 2 << 10, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	in := faultinject.New()
	t.Cleanup(faultinject.Install(in))
	in.FailWhen(func(k faultinject.Kind, what string) bool {
		return k == faultinject.FileCreate && strings.HasSuffix(what, segSuffix)
	})
	d := uint32(0)
	for ; ix.flushDone == nil; d++ { // until an Add hands off a buffer
		if err := ix.Add(d, "common word"); err != nil {
			t.Fatalf("add %d before any flush ended: %v", d, err)
		}
	}
	<-ix.flushDone // the flush has failed
	in.Disarm()
	err = ix.Add(d, "common word")
	if !errors.Is(err, faultinject.ErrInjected) {
		t.Fatalf("Add after a failed flush: %v, want the injected fault", err)
	}
	if hits, err := ix.Search("common", 1<<20, nil); err != nil || len(hits) != int(d) {
		t.Fatalf("after the failure: %d hits (%v), want %d", len(hits), err, d)
	}
	if ix.Len() != int(d) {
		t.Fatalf("Len %d, want %d: the failed Add must not add its doc", ix.Len(), d)
	}
	if err := ix.Add(d, "common word"); err != nil { // retries the frozen buffer
		t.Fatal(err)
	}
	if ix.flushing != nil || ix.Segments() != 1 {
		t.Fatalf("after the retry: flushing %v, %d segments", ix.flushing != nil, ix.Segments())
	}
	if err := ix.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := Check(ix); err != nil {
		t.Fatal(err)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	re := newTestIndex(t, Options{Dir: dir})
	if re.Len() != int(d)+1 {
		t.Fatalf("reopened: %d docs, want %d", re.Len(), d+1)
	}
}
