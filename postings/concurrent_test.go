package postings

import (
	"sync"
	"sync/atomic"
	"testing"
)

// TestConcurrentSearchDuringWrites runs one writer (adds, deletes,
// flushes, merges) against four searchers; run it under -race. Every
// search must succeed with a well-formed result, and the final state must
// match the oracle.
func TestConcurrentSearchDuringWrites(t *testing.T) {
	seed := int64(31)
	t.Logf("seed %d", seed)
	c := newCorpus(seed, 150)
	opts := Options{FlushDocs: 40, Dir: t.TempDir()}
	ix := newTestIndex(t, opts)
	m := newModel(opts)
	var queries []string
	for i := 0; i < 20; i++ {
		queries = append(queries, c.query())
	}
	texts := make([]string, 1200)
	for i := range texts {
		texts[i] = c.text(25)
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	var searches atomic.Int64
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; !stop.Load(); i++ {
				q := queries[(i+g)%len(queries)]
				hits, err := ix.Search(q, 10, nil)
				if err != nil {
					t.Error(err)
					return
				}
				if err := wellFormed(hits); err != nil {
					t.Error(err)
					return
				}
				searches.Add(1)
			}
		}(g)
	}
	for d, txt := range texts {
		if err := ix.Add(uint32(d), txt); err != nil {
			t.Fatal(err)
		}
		m.add(uint32(d), txt)
		if d%9 == 0 {
			v := uint32(d / 2)
			ix.Delete(v)
			m.del(v)
		}
		if d%400 == 399 {
			if err := ix.Merge(2); err != nil {
				t.Fatal(err)
			}
		}
	}
	stop.Store(true)
	wg.Wait()
	t.Logf("%d concurrent searches", searches.Load())
	compareQueries(t, seed, c, ix, m, uint32(len(texts)), 50)
}

func wellFormed(hits []Hit) error {
	seen := map[uint32]bool{}
	for i, h := range hits {
		if seen[h.Doc] || h.Matched < 1 || !(h.Score > 0) || (i > 0 && better(h, hits[i-1])) {
			return corruptf("test", "malformed hits %v", hits)
		}
		seen[h.Doc] = true
	}
	return nil
}

// TestBackgroundMergeCarriesDeletes deletes heavily while the background
// merger runs, so deletions land between a merge's snapshot and its
// commit; results must still match the oracle exactly.
func TestBackgroundMergeCarriesDeletes(t *testing.T) {
	seed := int64(41)
	t.Logf("seed %d", seed)
	c := newCorpus(seed, 120)
	opts := Options{FlushDocs: 20}
	ix := newTestIndex(t, opts)
	m := newModel(opts)
	var live []uint32
	for d := uint32(0); d < 6000; d++ {
		txt := c.text(15)
		if err := ix.Add(d, txt); err != nil {
			t.Fatal(err)
		}
		m.add(d, txt)
		live = append(live, d)
		if d%3 == 0 {
			i := c.r.Intn(len(live))
			if err := ix.Delete(live[i]); err != nil {
				t.Fatal(err)
			}
			m.del(live[i])
			live[i] = live[len(live)-1]
			live = live[:len(live)-1]
		}
	}
	if err := Check(ix); err != nil {
		t.Fatal(err)
	}
	compareQueries(t, seed, c, ix, m, 6000, 80)
	if err := ix.Merge(1); err != nil {
		t.Fatal(err)
	}
	compareQueries(t, seed, c, ix, m, 6000, 40)
}

func TestWaitMergesSettles(t *testing.T) {
	ix := newTestIndex(t, Options{FlushDocs: 10})
	c := newCorpus(2, 50)
	for d := uint32(0); d < 1000; d++ {
		ix.Add(d, c.text(8))
	}
	if err := ix.WaitMerges(); err != nil {
		t.Fatal(err)
	}
	ix.mu.RLock()
	pick := pickMerge(ix.segs, ix.opts.FlushDocs)
	ix.mu.RUnlock()
	if pick != nil {
		t.Fatalf("policy still wants to merge %v after WaitMerges", pick)
	}
}
