package postings

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// newTestIndex opens an index and runs Check when the test ends.
func newTestIndex(t testing.TB, opts Options) *Index {
	t.Helper()
	ix, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := Check(ix); err != nil && !errors.Is(err, ErrClosed) {
			t.Errorf("Check: %v", err)
		}
		ix.Close()
	})
	return ix
}

// workload applies a random mix of adds, deletes, re-adds and flushes to
// both an index and the model, then compares random queries.
func runOracle(t *testing.T, seed int64, opts Options, docs int) {
	t.Logf("seed %d opts %+v", seed, opts)
	c := newCorpus(seed, 300)
	ix := newTestIndex(t, opts)
	m := newModel(opts)
	maxDoc := uint32(0)
	for d := uint32(0); d < uint32(docs); d++ {
		id := d*3 + uint32(c.r.Intn(3))
		txt := c.text(40)
		if err := ix.Add(id, txt); err != nil {
			t.Fatal(err)
		}
		m.add(id, txt)
		maxDoc = id
		if c.r.Intn(20) == 0 {
			victim := uint32(c.r.Intn(int(maxDoc + 1)))
			if err := ix.Delete(victim); err != nil {
				t.Fatal(err)
			}
			m.del(victim)
			if c.r.Intn(2) == 0 { // re-add a deleted id out of order
				txt := c.text(40)
				if _, live := m.terms[victim]; !live {
					if err := ix.Add(victim, txt); err != nil {
						t.Fatal(err)
					}
					m.add(victim, txt)
				}
			}
		}
	}
	if err := Check(ix); err != nil {
		t.Fatalf("Check: %v", err)
	}
	compareQueries(t, seed, c, ix, m, maxDoc, 150)
}

func compareQueries(t *testing.T, seed int64, c *corpus, ix *Index, m *model, maxDoc uint32, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		q, f, k := c.query(), c.filter(maxDoc), 1+c.r.Intn(25)
		all := c.r.Intn(4) == 0
		var got []Hit
		var err error
		if all {
			got, err = ix.SearchAll(q, k, f)
		} else {
			got, err = ix.Search(q, k, f)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := sameHits(got, m.search(q, k, f, all)); err != nil {
			t.Fatalf("seed %d query %d %q k=%d all=%v filter=%v: %v", seed, i, q, k, all, f != nil, err)
		}
	}
}

func TestOracleSegments(t *testing.T) {
	for _, fd := range []int{1, 50, 300, 100000} {
		runOracle(t, int64(fd)*7+1, Options{FlushDocs: fd}, 1500)
	}
}

func TestOracleAnalyzerAndParams(t *testing.T) {
	runOracle(t, 11, Options{FlushDocs: 200, K1: 2, B: 0.3, Analyzer: AnalyzerOptions{Stopwords: true, Stem: true}}, 800)
}

func TestOracleDir(t *testing.T) {
	runOracle(t, 12, Options{FlushDocs: 150, Dir: t.TempDir()}, 1200)
}

// TestMergeMetamorphic: merging, at any point, never changes any result.
func TestMergeMetamorphic(t *testing.T) {
	seed := int64(5)
	t.Logf("seed %d", seed)
	c := newCorpus(seed, 200)
	a := newTestIndex(t, Options{FlushDocs: 64})
	b := newTestIndex(t, Options{FlushDocs: 1 << 20})
	for d := uint32(0); d < 3000; d++ {
		txt := c.text(30)
		for _, ix := range []*Index{a, b} {
			if err := ix.Add(d, txt); err != nil {
				t.Fatal(err)
			}
		}
		if d%7 == 0 {
			v := uint32(c.r.Intn(int(d + 1)))
			a.Delete(v)
			b.Delete(v)
		}
	}
	var queries []string
	for i := 0; i < 100; i++ {
		queries = append(queries, c.query())
	}
	before := results(t, a, queries)
	if !equalResults(before, results(t, b, queries)) {
		t.Fatal("64-doc segments and one buffer disagree")
	}
	for _, n := range []int{8, 3, 1} {
		if err := a.Merge(n); err != nil {
			t.Fatal(err)
		}
		if a.Segments() > n {
			t.Fatalf("Merge(%d) left %d segments", n, a.Segments())
		}
		if err := Check(a); err != nil {
			t.Fatal(err)
		}
		if !equalResults(before, results(t, a, queries)) {
			t.Fatalf("results changed after Merge(%d)", n)
		}
	}
}

func results(t *testing.T, ix *Index, qs []string) [][]Hit {
	var out [][]Hit
	for _, q := range qs {
		h, err := ix.Search(q, 10, nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, h)
	}
	return out
}

// equalResults demands bit-identical scores.
func equalResults(a, b [][]Hit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				return false
			}
		}
	}
	return true
}

func TestDirReopen(t *testing.T) {
	dir := t.TempDir()
	c := newCorpus(9, 100)
	opts := Options{FlushDocs: 100, Dir: dir, Analyzer: AnalyzerOptions{Stem: true}}
	ix, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(opts)
	for d := uint32(0); d < 450; d++ {
		txt := c.text(20)
		ix.Add(d, txt)
		m.add(d, txt)
	}
	ix.Delete(3, 150, 449)
	m.del(3)
	m.del(150)
	m.del(449)
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	ix2 := newTestIndex(t, opts)
	if ix2.Len() != 447 {
		t.Fatalf("reopened Len %d, want 447", ix2.Len())
	}
	compareQueries(t, 9, c, ix2, m, 450, 50)
	// A different analyzer must be refused.
	if _, err := New(Options{Dir: dir}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("analyzer mismatch: %v", err)
	}
}

func TestDirLeftoversRemoved(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, segFileName(99))
	os.WriteFile(junk, []byte("junk"), 0o644)
	ix := newTestIndex(t, Options{Dir: dir})
	if ix.Len() != 0 {
		t.Fatal("not empty")
	}
	if _, err := os.Stat(junk); !os.IsNotExist(err) {
		t.Fatalf("leftover not removed: %v", err)
	}
}

func TestClosed(t *testing.T) {
	ix, _ := New(Options{})
	ix.Close()
	if err := ix.Add(1, "x"); !errors.Is(err, ErrClosed) {
		t.Fatal(err)
	}
	if _, err := ix.Search("x", 1, nil); !errors.Is(err, ErrClosed) {
		t.Fatal(err)
	}
}

func TestOracleDAATPath(t *testing.T) {
	forceDAAT = true
	defer func() { forceDAAT = false }()
	runOracle(t, 99, Options{FlushDocs: 120}, 1500)
}

func TestHugeK(t *testing.T) {
	ix := newTestIndex(t, Options{})
	ix.Add(1, "alpha beta")
	ix.Add(2, "beta")
	hits, err := ix.Search("beta", 1<<40, nil)
	if err != nil || len(hits) != 2 {
		t.Fatalf("hits %v err %v", hits, err)
	}
	if hits[0].Doc != 2 {
		t.Fatalf("shorter doc should rank first: %v", hits)
	}
}

func TestOracleFilterDrivenPath(t *testing.T) {
	forceFilterDriven = true
	defer func() { forceFilterDriven = false }()
	runOracle(t, 123, Options{FlushDocs: 150}, 1500)
}

// TestExtremeDocIDs uses ids at both ends of the uint32 range, across
// segments and the buffer, with and without filters.
func TestExtremeDocIDs(t *testing.T) {
	opts := Options{FlushDocs: 3}
	ix := newTestIndex(t, opts)
	m := newModel(opts)
	ids := []uint32{0, 1, 1 << 31, ^uint32(0) - 2, ^uint32(0) - 1, ^uint32(0), 5}
	for i, id := range ids {
		txt := []string{"red fox", "red red dog", "fox", "dog fox", "red", "fox fox red", "cat"}[i]
		if err := ix.Add(id, txt); err != nil {
			t.Fatal(err)
		}
		m.add(id, txt)
	}
	filters := []*roaring.Bitmap{nil, roaring.BitmapOf(^uint32(0)), roaring.BitmapOf(0, ^uint32(0)-1), roaring.BitmapOf(7)}
	for _, f := range filters {
		for _, q := range []string{"red", "fox red", "dog cat fox"} {
			for _, all := range []bool{false, true} {
				got, err := ix.search(q, 10, f, all, scope{})
				if err != nil {
					t.Fatal(err)
				}
				if err := sameHits(got, m.search(q, 10, f, all)); err != nil {
					t.Fatalf("q %q filter %v all %v: %v", q, f, all, err)
				}
			}
		}
	}
	forceFilterDriven = true
	defer func() { forceFilterDriven = false }()
	got, _ := ix.Search("fox", 10, roaring.BitmapOf(^uint32(0), 1<<31))
	if err := sameHits(got, m.search("fox", 10, roaring.BitmapOf(^uint32(0), 1<<31), false)); err != nil {
		t.Fatal(err)
	}
}
