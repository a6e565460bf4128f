package postings

import (
	"fmt"
	"sort"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// partWorld drives three indexes through the same operations: ix with
// docs spread over partitions, ref with every doc in partition 0 (the
// layout and code path of an index without partitions) and the
// exhaustive model, plus each live doc's partition.
type partWorld struct {
	t      *testing.T
	seed   int64
	c      *corpus
	ix     *Index
	ref    *Index
	m      *model
	part   map[uint32]Partition
	nparts int
}

func newPartWorld(t *testing.T, seed int64, opts Options, nparts int) *partWorld {
	t.Logf("seed %d opts %+v partitions %d", seed, opts, nparts)
	refOpts := opts
	refOpts.Dir = ""
	return &partWorld{t: t, seed: seed, c: newCorpus(seed, 300), ix: newTestIndex(t, opts), ref: newTestIndex(t, refOpts),
		m: newModel(opts), part: map[uint32]Partition{}, nparts: nparts}
}

// partition draws one of nparts partition values, spread out and
// including the largest.
func (w *partWorld) partition() Partition {
	i := w.c.r.Intn(w.nparts)
	if i == w.nparts-1 && w.nparts > 2 {
		return ^Partition(0)
	}
	return Partition(i * 7)
}

func (w *partWorld) add(id uint32, p Partition, txt string) {
	w.t.Helper()
	if err := w.ix.AddIn(p, id, txt); err != nil {
		w.t.Fatal(err)
	}
	if err := w.ref.Add(id, txt); err != nil {
		w.t.Fatal(err)
	}
	w.m.add(id, txt)
	w.part[id] = p
}

func (w *partWorld) del(id uint32) {
	w.t.Helper()
	if err := w.ix.Delete(id); err != nil {
		w.t.Fatal(err)
	}
	if err := w.ref.Delete(id); err != nil {
		w.t.Fatal(err)
	}
	w.m.del(id)
	delete(w.part, id)
}

// run adds docs with interleaved ids and random partitions, deleting,
// re-adding deleted ids into other partitions, flushing and merging at
// random points, and compares queries along the way and at the end.
func (w *partWorld) run(docs int) {
	w.t.Helper()
	var deleted []uint32
	for d := 0; d < docs; d++ {
		id := uint32(d)*2 + uint32(w.c.r.Intn(2))
		w.add(id, w.partition(), w.c.text(40))
		switch r := w.c.r.Intn(100); {
		case r < 6:
			v := uint32(w.c.r.Intn(int(id) + 1))
			if _, live := w.part[v]; live {
				deleted = append(deleted, v)
			}
			w.del(v)
		case r < 9 && len(deleted) > 0:
			i := w.c.r.Intn(len(deleted))
			if _, live := w.part[deleted[i]]; !live {
				v := deleted[i]
				w.add(v, w.partition(), w.c.text(40))
			}
			deleted = append(deleted[:i], deleted[i+1:]...)
		case r < 10:
			w.flush()
		case r < 11:
			if err := w.ix.Merge(1 + w.c.r.Intn(3)); err != nil {
				w.t.Fatal(err)
			}
		}
		if d%500 == 499 {
			w.compare(40)
		}
	}
	if err := Check(w.ix); err != nil {
		w.t.Fatal(err)
	}
	w.compare(200)
}

func (w *partWorld) flush() {
	w.t.Helper()
	if err := w.ix.Flush(); err != nil {
		w.t.Fatal(err)
	}
	if err := w.ref.Flush(); err != nil {
		w.t.Fatal(err)
	}
}

// docsOf returns the live docs of partition p.
func (w *partWorld) docsOf(p Partition) *roaring.Bitmap {
	b := roaring.New()
	for id, q := range w.part {
		if q == p {
			b.Add(id)
		}
	}
	return b
}

// subset keeps each doc of b with probability frac.
func (w *partWorld) subset(b *roaring.Bitmap, frac float64) *roaring.Bitmap {
	out := roaring.New()
	it := b.Iterator()
	for it.HasNext() {
		if v := it.Next(); w.c.r.Float64() < frac {
			out.Add(v)
		}
	}
	return out
}

// compare runs n random queries. For each: SearchIn(p, q, k, f) must equal,
// bit for bit, ref.Search and ix.Search with the filter f ∩ docs(p), and
// the model; ix.Search with a filter spanning partitions must equal
// ref.Search.
func (w *partWorld) compare(n int) {
	w.t.Helper()
	all := roaring.New()
	for id := range w.part {
		all.Add(id)
	}
	for i := 0; i < n; i++ {
		q, k, and := w.c.query(), 1+w.c.r.Intn(30), w.c.r.Intn(4) == 0
		if w.c.r.Intn(10) == 0 {
			k = 5000
		}
		p := w.partition()
		if w.c.r.Intn(15) == 0 {
			p = 3 // holds no docs
		}
		docs := w.docsOf(p)
		var f *roaring.Bitmap
		eff := docs
		switch w.c.r.Intn(5) {
		case 1:
			f = w.subset(docs, []float64{0.02, 0.3, 0.9}[w.c.r.Intn(3)])
			eff = f
		case 2: // spans partitions: SearchIn keeps p's part of it
			f = w.subset(all, 0.5)
			eff = roaring.And(f, docs)
		case 3: // all of p's docs, the engine's usual namespace filter
			f = docs.Clone()
		}
		what := fmt.Sprintf("seed %d query %d %q k=%d and=%v partition %d filter=%v", w.seed, i, q, k, and, p, f != nil)
		got := w.search(w.ix, &p, q, k, f, and)
		w.same(what+" vs ref.Search", got, w.search(w.ref, nil, q, k, eff, and))
		w.same(what+" vs ix.Search", got, w.search(w.ix, nil, q, k, eff, and))
		if err := sameHits(got, w.m.search(q, k, eff, and)); err != nil {
			w.t.Fatalf("%s vs model: %v", what, err)
		}
		f = w.subset(all, []float64{0.01, 0.2, 0.7}[w.c.r.Intn(3)])
		w.same(what+" spanning filter", w.search(w.ix, nil, q, k, f, and), w.search(w.ref, nil, q, k, f, and))
	}
}

func (w *partWorld) search(ix *Index, p *Partition, q string, k int, f *roaring.Bitmap, and bool) []Hit {
	w.t.Helper()
	var hits []Hit
	var err error
	switch {
	case p != nil && and:
		hits, err = ix.SearchAllIn(*p, q, k, f)
	case p != nil:
		hits, err = ix.SearchIn(*p, q, k, f)
	case and:
		hits, err = ix.SearchAll(q, k, f)
	default:
		hits, err = ix.Search(q, k, f)
	}
	if err != nil {
		w.t.Fatal(err)
	}
	return hits
}

// same demands identical hits: docs, bit-identical scores, matched
// counts and order.
func (w *partWorld) same(what string, got, want []Hit) {
	w.t.Helper()
	if len(got) != len(want) {
		w.t.Fatalf("%s: %d hits, want %d\n got %v\nwant %v", what, len(got), len(want), got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			w.t.Fatalf("%s: rank %d: %+v, want %+v", what, i, got[i], want[i])
		}
	}
}

// TestPartitionOracle: a search restricted to a partition returns exactly
// (docs, bit-identical scores, order, ties) what today's filtered search
// returns for the partition's docs, and what exhaustive BM25 gives, over
// random docs in random partitions with deletes, re-adds into other
// partitions, flushes and merges at random points, and random filters
// and k.
func TestPartitionOracle(t *testing.T) {
	for _, tc := range []struct {
		flush, nparts, docs int
		dir                 bool
	}{
		{100000, 8, 1200, false}, // write buffer only
		{1, 3, 300, false},
		{40, 1, 1200, false},
		{40, 12, 2500, false},
		{150, 40, 2500, false},
		{120, 5, 1500, true},
	} {
		t.Run(fmt.Sprintf("flush=%d/parts=%d/dir=%v", tc.flush, tc.nparts, tc.dir), func(t *testing.T) {
			opts := Options{FlushDocs: tc.flush}
			if tc.dir {
				opts.Dir = t.TempDir()
			}
			newPartWorld(t, int64(tc.flush*31+tc.nparts), opts, tc.nparts).run(tc.docs)
		})
	}
}

// TestPartitionOraclePaths forces each OR path of the segments and each
// partition path of the write buffer.
func TestPartitionOraclePaths(t *testing.T) {
	for _, tc := range []struct {
		name string
		flag *bool
	}{{"daat", &forceDAAT}, {"filter-driven", &forceFilterDriven}, {"buffer-scan", &forceBufScan}, {"buffer-lists", &forceBufLists}} {
		t.Run(tc.name, func(t *testing.T) {
			*tc.flag = true
			defer func() { *tc.flag = false }()
			newPartWorld(t, 401, Options{FlushDocs: 300}, 6).run(1500)
		})
	}
}

// TestPartitionReopen: partitions survive a close and reopen (segment
// files), and a reopened index answers partition searches as before.
func TestPartitionReopen(t *testing.T) {
	dir := t.TempDir()
	opts := Options{FlushDocs: 90, Dir: dir}
	w := newPartWorld(t, 77, opts, 7)
	w.run(700)
	want := map[Partition][]Hit{}
	for p := Partition(0); p < 50; p += 7 {
		want[p] = w.search(w.ix, &p, "w1x w2x w5x", 20, nil, false)
	}
	if err := w.ix.Close(); err != nil {
		t.Fatal(err)
	}
	w.ix = newTestIndex(t, opts)
	for p, h := range want {
		w.same(fmt.Sprintf("partition %d after reopen", p), w.search(w.ix, &p, "w1x w2x w5x", 20, nil, false), h)
	}
	w.compare(60)
}

// TestPartitionLayout checks the layout claim directly: after a merge,
// each partition's docs are one contiguous ordinal range in (partition,
// id) order, and a doc is found by id in any partition.
func TestPartitionLayout(t *testing.T) {
	ix := newTestIndex(t, Options{FlushDocs: 64})
	c := newCorpus(5, 80)
	want := map[Partition][]uint32{}
	for d := uint32(0); d < 1000; d++ {
		p := Partition(d % 9)
		if err := ix.AddIn(p, d, c.text(10)); err != nil {
			t.Fatal(err)
		}
		want[p] = append(want[p], d)
	}
	if err := ix.Merge(1); err != nil {
		t.Fatal(err)
	}
	s := ix.segs[0].seg
	if s.parts.len() != 9 {
		t.Fatalf("%d partitions in the directory, want 9", s.parts.len())
	}
	for p, ids := range want {
		lo, hi, ok := s.parts.find(p)
		if !ok || int(hi-lo) != len(ids) {
			t.Fatalf("partition %d: range [%d,%d) ok=%v for %d docs", p, lo, hi, ok, len(ids))
		}
		for i, id := range ids {
			if got := s.id(lo + uint32(i)); got != id {
				t.Fatalf("partition %d ordinal %d: doc %d, want %d", p, lo+uint32(i), got, id)
			}
			if o, ok := s.ordOf(id); !ok || o != lo+uint32(i) {
				t.Fatalf("ordOf(%d) = %d %v", id, o, ok)
			}
		}
	}
	if _, ok := s.ordOf(5000); ok {
		t.Fatal("ordOf found a doc that is not there")
	}
}

// TestDocIDsPartitioned encodes ids that increase only within partition
// runs (as a multi-partition segment stores them), including blocks that
// straddle runs and ids near both ends of the range.
func TestDocIDsPartitioned(t *testing.T) {
	c := newCorpus(6, 10)
	for trial := 0; trial < 30; trial++ {
		var ids []uint32
		var runs []int
		seen := map[uint32]bool{}
		for r := 0; r < 1+c.r.Intn(6); r++ {
			runs = append(runs, len(ids))
			n := c.r.Intn(300)
			var run []uint32
			for len(run) < n {
				v := c.r.Uint32()
				switch trial % 3 {
				case 0:
					v = uint32(c.r.Intn(2000))
				case 1:
					v = ^uint32(0) - uint32(c.r.Intn(2000))
				}
				if !seen[v] {
					seen[v] = true
					run = append(run, v)
				}
			}
			sort.Slice(run, func(i, j int) bool { return run[i] < run[j] })
			ids = append(ids, run...)
		}
		d, err := openDocIDs(encodeDocIDs(ids), len(ids))
		if err != nil {
			t.Fatal(err)
		}
		for o, id := range ids {
			if got := d.id(uint32(o)); got != id {
				t.Fatalf("trial %d ord %d: id %d want %d", trial, o, got, id)
			}
		}
		for r, lo := range runs {
			hi := len(ids)
			if r+1 < len(runs) {
				hi = runs[r+1]
			}
			if err := d.increasingIn(uint32(lo), uint32(hi)); err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 50 && hi > lo; k++ {
				g := ids[lo+c.r.Intn(hi-lo)] + uint32(c.r.Intn(3)) - 1
				want := lo + sort.Search(hi-lo, func(i int) bool { return ids[lo+i] >= g })
				if got := d.atLeastIn(g, uint32(lo), uint32(hi)); got != uint32(want) {
					t.Fatalf("trial %d run %d atLeastIn(%d) = %d want %d", trial, r, g, got, want)
				}
			}
		}
	}
}

// TestIDFInMatchesSearchWeights: IDFIn's weights are partition-local with
// PartitionStats (a term common in another partition is rare here) and
// order terms by rarity.
func TestIDFInMatchesSearchWeights(t *testing.T) {
	ix, err := New(Options{Analyzer: AnalyzerOptions{Stopwords: true, Stem: true}, PartitionStats: true})
	if err != nil {
		t.Fatal(err)
	}
	for i := uint32(0); i < 20; i++ {
		if err := ix.AddIn(1, i, "tea garden"); err != nil {
			t.Fatal(err)
		}
	}
	for i := uint32(20); i < 30; i++ {
		txt := "coffee shop"
		if i == 20 {
			txt = "tea kettle"
		}
		if err := ix.AddIn(2, i, txt); err != nil {
			t.Fatal(err)
		}
	}
	w, df, err := ix.IDFIn(2, []string{"tea", "coffe", "absent"})
	if err != nil {
		t.Fatal(err)
	}
	if want := idf(10, 1); w[0] != want {
		t.Errorf("idf(tea) in partition 2 = %v, want %v (partition-local: 1 of 10)", w[0], want)
	}
	if df[0] != 1 || df[1] != 9 || df[2] != 0 {
		t.Errorf("document frequencies %v, want [1 9 0]", df)
	}
	if !(w[0] > w[1] && w[2] > w[0]) {
		t.Errorf("weights %v: want absent > tea (1 doc) > coffee (9 docs)", w)
	}
}
