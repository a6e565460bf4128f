package postings

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestPartitionStatsIsolation: with PartitionStats, a partition search in
// an index shared with other partitions returns exactly (docs, scores bit
// for bit, order) what the same search returns in an index holding only
// that partition's docs, through flushes, deletes and merges.
func TestPartitionStatsIsolation(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 3))
	vocab := strings.Fields("tea coffee garden bike kitchen budget trip theme dark light walnut river train lamp")
	text := func() string {
		var w []string
		for range 1 + rng.IntN(12) {
			w = append(w, vocab[rng.IntN(len(vocab))])
		}
		return strings.Join(w, " ")
	}
	opts := Options{FlushDocs: 37, PartitionStats: true}
	shared, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	alone, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { shared.Close(); alone.Close() })
	const mine = Partition(2)
	for doc := uint32(1); doc <= 600; doc++ {
		p := Partition(rng.IntN(4))
		txt := text()
		if p != mine && rng.IntN(3) == 0 {
			txt += " walnut walnut walnut" // other tenants skew df and lengths
		}
		if err := shared.AddIn(p, doc, txt); err != nil {
			t.Fatal(err)
		}
		if p == mine {
			if err := alone.AddIn(p, doc, txt); err != nil {
				t.Fatal(err)
			}
		}
		if doc%97 == 0 { // delete a few of every partition
			for _, d := range []uint32{doc - 5, doc - 11} {
				if err := shared.Delete(d); err != nil {
					t.Fatal(err)
				}
				if err := alone.Delete(d); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	compare := func(phase string) {
		for _, ix := range []*Index{shared, alone} {
			if err := Check(ix); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 100 {
			q := text()
			for _, all := range []bool{false, true} {
				search := (*Index).SearchIn
				if all {
					search = (*Index).SearchAllIn
				}
				got, err1 := search(shared, mine, q, 10, nil)
				want, err2 := search(alone, mine, q, 10, nil)
				if err1 != nil || err2 != nil || !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: query %d %q (AND %v): shared %v (%v), alone %v (%v)", phase, i, q, all, got, err1, want, err2)
				}
			}
		}
	}
	compare("segments and buffer")
	if err := shared.Merge(1); err != nil {
		t.Fatal(err)
	}
	compare("merged")
	// Without the option the shared index's statistics do leak: the
	// control that shows the test can fail.
	plain, err := New(Options{FlushDocs: 37})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	for d := uint32(1); d <= 50; d++ {
		plain.AddIn(Partition(d%2), d, fmt.Sprintf("walnut %s", strings.Repeat("tea ", int(d%3))))
	}
	a, _ := plain.SearchIn(0, "walnut tea", 5, nil)
	plain.AddIn(1, 51, "walnut walnut walnut")
	b, _ := plain.SearchIn(0, "walnut tea", 5, nil)
	if reflect.DeepEqual(a, b) {
		t.Fatalf("index-wide statistics did not move partition 0's scores: %v", a)
	}
}
