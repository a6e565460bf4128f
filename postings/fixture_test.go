package postings

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

var updateFixtures = flag.Bool("update-fixtures", false, "rewrite the fixture of the current format version (only when creating it)")

// fixtureQueries are run against the frozen v1 index.
var fixtureQueries = []string{"w1x w2x", "w7x", "w3x w40x w5x", "w120x w0x", "nothing"}

// TestFormatV1Fixture opens a v1 directory kept in testdata (segments and
// manifest of version 1, written before partitions) and checks it still
// opens, passes Check and answers as recorded when it was written. It is
// frozen: no flag rewrites it.
func TestFormatV1Fixture(t *testing.T) {
	src := filepath.Join("testdata", "v1")
	want := filepath.Join(src, "expected.json")
	dir := t.TempDir()
	copyDir(t, src, dir)
	ix := newTestIndex(t, Options{Dir: dir})
	var exp [][]Hit
	b, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &exp); err != nil {
		t.Fatal(err)
	}
	for i, q := range fixtureQueries {
		got, err := ix.Search(q, 5, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := sameHits(withoutTerms(got), exp[i]); err != nil {
			t.Fatalf("query %q: %v", q, err)
		}
	}
}

// v2Answers is what testdata/v2/expected.json records: Search results,
// SearchIn results per partition (0, 1, 2) and the stamp.
type v2Answers struct {
	Search [][]Hit
	In     [3][][]Hit
	Stamp  string
}

// TestFormatV2Fixture opens the version-2 directory kept in testdata
// (multi-partition segments, a manifest with a stamp) and checks it
// answers as recorded. Regenerate only together with a new version:
// go test -run V2Fixture -update-fixtures (then freeze it like v1).
func TestFormatV2Fixture(t *testing.T) {
	src := filepath.Join("testdata", "v2")
	want := filepath.Join(src, "expected.json")
	if *updateFixtures {
		writeV2Fixture(t, src, want)
	}
	dir := t.TempDir()
	copyDir(t, src, dir)
	ix := newTestIndex(t, Options{Dir: dir})
	var exp v2Answers
	b, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &exp); err != nil {
		t.Fatal(err)
	}
	if string(ix.Stamp()) != exp.Stamp {
		t.Fatalf("stamp %q, want %q", ix.Stamp(), exp.Stamp)
	}
	multi := false
	for _, l := range ix.segs {
		multi = multi || l.seg.parts.len() > 1
	}
	if !multi {
		t.Fatal("fixture has no multi-partition segment")
	}
	for i, q := range fixtureQueries {
		got, _ := ix.Search(q, 5, nil)
		if err := sameHits(withoutTerms(got), exp.Search[i]); err != nil {
			t.Fatalf("query %q: %v", q, err)
		}
		for p := range exp.In {
			got, _ := ix.SearchIn(Partition(p), q, 5, nil)
			if err := sameHits(withoutTerms(got), exp.In[p][i]); err != nil {
				t.Fatalf("partition %d query %q: %v", p, q, err)
			}
		}
	}
}

func writeV2Fixture(t *testing.T, dir, want string) {
	os.RemoveAll(dir)
	c := newCorpus(4, 150)
	ix, err := New(Options{Dir: dir, FlushDocs: 100})
	if err != nil {
		t.Fatal(err)
	}
	for d := uint32(0); d < 250; d++ {
		ix.AddIn(Partition(d%3), d*2, c.text(20))
	}
	ix.Delete(4, 10, 30)
	ans := v2Answers{Stamp: "fixture v2"}
	if err := ix.Checkpoint([]byte(ans.Stamp)); err != nil {
		t.Fatal(err)
	}
	for _, q := range fixtureQueries {
		h, _ := ix.Search(q, 5, nil)
		ans.Search = append(ans.Search, h)
		for p := range ans.In {
			h, _ := ix.SearchIn(Partition(p), q, 5, nil)
			ans.In[p] = append(ans.In[p], h)
		}
	}
	ix.Close()
	b, _ := json.MarshalIndent(ans, "", " ")
	os.WriteFile(want, b, 0o644)
}

func copyDir(t *testing.T, src, dst string) {
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644)
	}
}

// TestFormatV1AsPartitionZero: a version-1 directory opens as partition 0,
// SearchIn(0) answers like Search, new docs can go to other partitions,
// and a merge rewrites everything as version 2 without changing results.
func TestFormatV1AsPartitionZero(t *testing.T) {
	dir := t.TempDir()
	copyDir(t, filepath.Join("testdata", "v1"), dir)
	ix := newTestIndex(t, Options{Dir: dir})
	for _, l := range ix.segs {
		if l.seg.version != 1 {
			t.Fatalf("segment %016x is version %d", l.gen, l.seg.version)
		}
	}
	c := newCorpus(14, 150)
	for d := uint32(1000); d < 1300; d++ {
		if err := ix.AddIn(Partition(d%3), d, c.text(20)); err != nil {
			t.Fatal(err)
		}
	}
	zero := roaring.New()
	for _, l := range ix.segs {
		for o := 0; o < l.seg.numDocs; o++ {
			if !l.del.Contains(uint32(o)) {
				zero.Add(l.seg.id(uint32(o)))
			}
		}
	}
	for d := uint32(1002); d < 1300; d += 3 {
		zero.Add(d) // d%3 == 0
	}
	before := map[string][]Hit{}
	for _, q := range fixtureQueries {
		in, err := ix.SearchIn(0, q, 8, nil)
		if err != nil {
			t.Fatal(err)
		}
		all, _ := ix.Search(q, 8, zero)
		if !equalResults([][]Hit{in}, [][]Hit{all}) {
			t.Fatalf("%q: SearchIn(0) %v, Search over partition 0 %v", q, in, all)
		}
		before[q] = in
	}
	if err := ix.Merge(1); err != nil {
		t.Fatal(err)
	}
	if v := ix.segs[0].seg.version; v != segVersion {
		t.Fatalf("merged segment is version %d", v)
	}
	for _, q := range fixtureQueries {
		in, _ := ix.SearchIn(0, q, 8, nil)
		if !equalResults([][]Hit{in}, [][]Hit{before[q]}) {
			t.Fatalf("%q after merge: %v, want %v", q, in, before[q])
		}
	}
}
