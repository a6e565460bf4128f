package postings

import (
	"math/rand"
	"sort"
	"testing"
)

func TestDocIDsOracle(t *testing.T) {
	seed := int64(8)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	for trial := 0; trial < 40; trial++ {
		n := r.Intn(600)
		set := map[uint32]bool{}
		for len(set) < n {
			switch trial % 3 {
			case 0: // dense with a few gaps
				set[uint32(len(set)+r.Intn(3))] = true
			case 1:
				set[r.Uint32()] = true
			default:
				set[^uint32(0)-uint32(r.Intn(5000))] = true
			}
		}
		ids := make([]uint32, 0, n)
		for id := range set {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		d, err := openDocIDs(encodeDocIDs(ids), len(ids))
		if err != nil {
			t.Fatal(err)
		}
		for o, id := range ids {
			if got := d.id(uint32(o)); got != id {
				t.Fatalf("trial %d ord %d: id %d want %d", trial, o, got, id)
			}
		}
		for k := 0; k < 200; k++ {
			g := r.Uint32()
			if len(ids) > 0 && k%2 == 0 {
				g = ids[r.Intn(len(ids))] + uint32(r.Intn(3)) - 1
			}
			want := uint32(sort.Search(len(ids), func(i int) bool { return ids[i] >= g }))
			if got := d.atLeastIn(g, 0, uint32(len(ids))); got != want {
				t.Fatalf("trial %d atLeastIn(%d) = %d want %d", trial, g, got, want)
			}
		}
	}
}

func TestDocIDsDenseIsSmall(t *testing.T) {
	ids := make([]uint32, 100000)
	for i := range ids {
		ids[i] = uint32(i + 7)
	}
	if n := len(encodeDocIDs(ids)); n > 100000/blockSize*idEntrySize+idEntrySize+4 {
		t.Fatalf("dense ids take %d bytes", n)
	}
}

func TestDocIDsAtLeastFrom(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	ids := []uint32{}
	for v := uint32(3); len(ids) < 700; v += 1 + uint32(r.Intn(4)) {
		ids = append(ids, v)
	}
	d, err := openDocIDs(encodeDocIDs(ids), len(ids))
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 2000; k++ {
		g := uint32(r.Intn(3000))
		want := uint32(sort.Search(len(ids), func(i int) bool { return ids[i] >= g }))
		lo := uint32(r.Intn(int(want) + 1))
		if got := d.atLeastIn(g, lo, uint32(len(ids))); got != want {
			t.Fatalf("atLeastIn(%d, %d) = %d want %d", g, lo, got, want)
		}
	}
}
