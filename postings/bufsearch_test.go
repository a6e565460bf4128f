package postings

import (
	"testing"
)

// TestBufferSearchPathsMatchOracle checks every way searchBuffer turns a
// filter into slots (merge over ascending ids, per-slot lookups when the
// ids are out of order or the filter is dense around them, none) and both
// OR and AND against the exhaustive model, with deletes and re-adds.
func TestBufferSearchPathsMatchOracle(t *testing.T) {
	const seed = int64(7)
	t.Logf("seed %d", seed)
	for _, tc := range []struct {
		name    string
		spacing uint32 // doc id step
		shuffle bool   // add ids out of order
		readd   bool   // re-add deleted ids (out of order)
	}{
		{"ascending", 2, false, false},
		{"ascending-sparse-ids", 10, false, false},
		{"shuffled", 2, true, false},
		{"readded", 2, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCorpus(seed, 150)
			ix, err := New(Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer ix.Close()
			m := newModel(Options{})
			ids := make([]uint32, 400)
			for i := range ids {
				ids[i] = uint32(i+1) * tc.spacing
			}
			if tc.shuffle {
				c.r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			}
			for _, d := range ids {
				txt := c.text(20)
				if err := ix.Add(d, txt); err != nil {
					t.Fatal(err)
				}
				m.add(d, txt)
			}
			maxID := 401 * tc.spacing
			for range 60 {
				d := uint32(c.r.Intn(int(maxID)))
				_ = ix.Delete(d)
				m.del(d)
				if tc.readd && c.r.Intn(2) == 0 && d%tc.spacing == 0 && d > 0 {
					txt := c.text(20)
					if err := ix.Add(d, txt); err != nil {
						t.Fatal(err)
					}
					m.add(d, txt)
				}
			}
			if ix.buf.ascending == (tc.shuffle || tc.readd) {
				t.Fatalf("buffer ascending = %v, want %v", ix.buf.ascending, !(tc.shuffle || tc.readd))
			}
			for i := range 300 {
				q, f, k, all := c.query(), c.filter(maxID), 1+c.r.Intn(20), i%3 == 0
				search := ix.Search
				if all {
					search = ix.SearchAll
				}
				got, err := search(q, k, f)
				if err != nil {
					t.Fatal(err)
				}
				if err := sameHits(got, m.search(q, k, f, all)); err != nil {
					t.Fatalf("seed %d query %q k %d all %v: %v", seed, q, k, all, err)
				}
			}
		})
	}
}

// TestGallop compares gallop with a linear scan over every position of
// small ascending slices.
func TestGallop(t *testing.T) {
	for n := 0; n <= 40; n++ {
		ids := make([]uint32, n)
		for i := range ids {
			ids[i] = uint32(3*i + 1)
		}
		for v := uint32(0); v <= uint32(3*n+2); v++ {
			want := 0
			for want < n && ids[want] < v {
				want++
			}
			if got := gallop(ids, v); got != want {
				t.Fatalf("n %d v %d: gallop %d, want %d", n, v, got, want)
			}
		}
	}
}
