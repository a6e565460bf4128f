package postings

import (
	"fmt"
	"testing"
)

// TestBufferSlotsAscendingThenNot deletes and re-adds docs of the write
// buffer while its ids ascend (slots found by search) and after they stop
// (slots in a map): every search and Check must see exactly the live docs.
func TestBufferSlotsAscendingThenNot(t *testing.T) {
	ix, err := New(Options{ManualFlush: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	live := map[uint32]bool{}
	add := func(d uint32) {
		if err := ix.Add(d, fmt.Sprintf("common d%d", d)); err != nil {
			t.Fatal(err)
		}
		live[d] = true
	}
	del := func(d uint32) {
		if err := ix.Delete(d); err != nil {
			t.Fatal(err)
		}
		delete(live, d)
	}
	verify := func(stage string) {
		if err := Check(ix); err != nil {
			t.Fatalf("%s: %v", stage, err)
		}
		hits, err := ix.Search("common", 1000, nil)
		if err != nil || len(hits) != len(live) {
			t.Fatalf("%s: %d hits (%v), want %d", stage, len(hits), err, len(live))
		}
		for _, h := range hits {
			if !live[h.Doc] {
				t.Fatalf("%s: deleted doc %d found", stage, h.Doc)
			}
		}
	}
	for d := uint32(10); d < 60; d += 2 {
		add(d)
	}
	del(10)
	del(30)
	del(58)
	del(31) // not present: ignored
	verify("ascending")
	if !ix.buf.ascending {
		t.Fatal("ids ascend, yet the buffer left ascending mode")
	}
	add(30) // re-add a deleted id: no longer ascending
	add(11)
	del(12)
	del(11)
	verify("after ascending")
	if ix.buf.ascending {
		t.Fatal("buffer still in ascending mode")
	}
}
