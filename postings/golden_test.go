package postings

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// The golden workload pins partition search to the code before partitions
// existed: testdata/golden_prepartition.json holds the answers of
// Search/SearchAll (filter = the partition's docs, or a subset of them) as
// computed by that code (commit ac705da) on this workload, and
// TestGoldenPrePartition demands SearchIn/SearchAllIn return them bit for
// bit. It was written by copying goldenPart, goldenOps and goldenQueries
// (which use only the API the old tree had, plus a local Partition type)
// into that tree, running the ops through Add, Delete, Flush and Merge,
// filling Want with Search/SearchAll(query, k, filter) and marshalling the
// queries. It is frozen: nothing regenerates it from the current code.

const goldenParts = 9

// goldenPart spreads ids over partitions without using randomness, so both
// trees draw the same random stream.
func goldenPart(id uint32) Partition { return Partition(id * 2654435761 >> 7 % goldenParts) }

type goldenIndex struct {
	add   func(id uint32, text string)
	del   func(id uint32)
	flush func()
	merge func(n int)
}

// goldenOps applies the workload and returns the live ids.
func goldenOps(c *corpus, ix goldenIndex) map[uint32]bool {
	live := map[uint32]bool{}
	for d := uint32(0); d < 2500; d++ {
		id := d*2 + uint32(c.r.Intn(2))
		ix.add(id, c.text(30))
		live[id] = true
		switch r := c.r.Intn(100); {
		case r < 6:
			v := uint32(c.r.Intn(int(id) + 1))
			ix.del(v)
			delete(live, v)
		case r < 8:
			ix.flush()
		case r < 9:
			ix.merge(1 + c.r.Intn(3))
		}
	}
	return live
}

type goldenQuery struct {
	Query string
	K     int
	And   bool
	Part  Partition
	Frac  float64 // 0: the whole partition, no filter for SearchIn
	Want  []Hit
}

// goldenQueries draws the queries and their filters: each filter is the
// partition's live docs, or a random subset of them.
func goldenQueries(c *corpus, live map[uint32]bool) ([]goldenQuery, []*roaring.Bitmap) {
	var qs []goldenQuery
	var fs []*roaring.Bitmap
	for i := 0; i < 200; i++ {
		q := goldenQuery{Query: c.query(), K: 1 + c.r.Intn(12), And: c.r.Intn(4) == 0, Part: Partition(c.r.Intn(goldenParts))}
		docs := roaring.New()
		for id := range live {
			if goldenPart(id) == q.Part {
				docs.Add(id)
			}
		}
		f := docs
		if c.r.Intn(2) == 0 {
			q.Frac = []float64{0.05, 0.4, 0.95}[c.r.Intn(3)]
			f = roaring.New()
			for it := docs.Iterator(); it.HasNext(); {
				if v := it.Next(); c.r.Float64() < q.Frac {
					f.Add(v)
				}
			}
		}
		qs, fs = append(qs, q), append(fs, f)
	}
	return qs, fs
}

func TestGoldenPrePartition(t *testing.T) {
	path := filepath.Join("testdata", "golden_prepartition.json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want []goldenQuery
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	ix := newTestIndex(t, Options{FlushDocs: 70})
	c := newCorpus(2024, 250)
	live := goldenOps(c, goldenIndex{
		add:   func(id uint32, text string) { must(t, ix.AddIn(goldenPart(id), id, text)) },
		del:   func(id uint32) { must(t, ix.Delete(id)) },
		flush: func() { must(t, ix.Flush()) },
		merge: func(n int) { must(t, ix.Merge(n)) },
	})
	qs, fs := goldenQueries(c, live)
	if len(qs) != len(want) {
		t.Fatalf("%d queries, golden has %d", len(qs), len(want))
	}
	nonEmpty := 0
	for i, q := range qs {
		g := want[i]
		if q.Query != g.Query || q.K != g.K || q.And != g.And || q.Part != g.Part || q.Frac != g.Frac {
			t.Fatalf("query %d drawn as %+v, golden has %+v", i, q, g)
		}
		var f *roaring.Bitmap
		if q.Frac != 0 {
			f = fs[i]
		}
		search := ix.SearchIn
		if q.And {
			search = ix.SearchAllIn
		}
		got, err := search(q.Part, q.Query, q.K, f)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(g.Want) {
			t.Fatalf("query %d %+v: %d hits, golden %d", i, q, len(got), len(g.Want))
		}
		for j := range withoutTerms(got) {
			if got[j] != g.Want[j] {
				t.Fatalf("query %d %+v rank %d: %+v, golden %+v", i, q, j, got[j], g.Want[j])
			}
		}
		if len(got) > 0 {
			nonEmpty++
		}
	}
	t.Logf("%d/%d golden queries with hits, all bit-identical", nonEmpty, len(qs))
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
