package postings

import "hash/maphash"

// termTable interns byte strings as dense uint32 ids (0, 1, 2, ... in
// insertion order) in an open-addressing hash table. It holds no Go
// pointers besides its four slices, so the garbage collector never scans
// its entries, however many there are (a map[string]uint32 of a million
// terms is a million string pointers to scan on every cycle). Keys live
// back to back in one byte arena. Not safe for concurrent writes; reads
// may run concurrently with each other.
type termTable struct {
	seed  maphash.Seed
	slots []uint32 // id+1 per slot, 0 when empty; len is a power of two
	hash  []uint32 // low 32 bits of each id's hash (rehash, quick reject)
	off   []uint32 // id i's key is keys[off[i]:off[i+1]]
	keys  []byte
}

func newTermTable(slots int) *termTable {
	n := 16
	for n < slots {
		n <<= 1
	}
	return &termTable{seed: maphash.MakeSeed(), slots: make([]uint32, n), off: []uint32{0}}
}

// len is the number of ids.
func (t *termTable) len() int { return len(t.hash) }

// bytes is the memory held by keys (for the size bound).
func (t *termTable) bytes() int { return len(t.keys) + 4*(len(t.slots)+len(t.hash)+len(t.off)) }

// key returns id's bytes; they stay valid until the table is dropped.
func (t *termTable) key(id uint32) []byte { return t.keys[t.off[id]:t.off[id+1]:t.off[id+1]] }

// find returns k's id and true, or k's hash and the empty slot where it
// would go.
func (t *termTable) find(k []byte) (id, hash uint32, slot int, ok bool) {
	return probe(t, k, maphash.Bytes(t.seed, k))
}

// findString is find for a string key (no conversion copy).
func (t *termTable) findString(k string) (id, hash uint32, slot int, ok bool) {
	return probe(t, k, maphash.String(t.seed, k))
}

// probe walks k's probe sequence from its hash h (maphash gives a string
// and the same bytes one hash).
func probe[K string | []byte](t *termTable, k K, h uint64) (id, hash uint32, slot int, ok bool) {
	mask := len(t.slots) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		v := t.slots[i]
		if v == 0 {
			return 0, uint32(h), i, false
		}
		if id := v - 1; t.hash[id] == uint32(h) && string(t.key(id)) == string(k) {
			return id, uint32(h), i, true
		}
	}
}

// intern returns k's id, adding k if absent.
func (t *termTable) intern(k []byte) uint32 {
	id, h, slot, ok := t.find(k)
	if ok {
		return id
	}
	return insertAt(t, slot, h, k)
}

// insertAt adds k (absent, hash h) at the empty slot find or findString
// returned.
func insertAt[K string | []byte](t *termTable, slot int, h uint32, k K) uint32 {
	id := uint32(len(t.hash))
	t.hash = append(t.hash, h)
	t.keys = append(t.keys, k...)
	t.off = append(t.off, uint32(len(t.keys)))
	t.slots[slot] = id + 1
	if 2*len(t.hash) > len(t.slots) {
		t.grow()
	}
	return id
}

// grow doubles the slots (load factor stays at most 1/2).
func (t *termTable) grow() {
	t.slots = make([]uint32, 2*len(t.slots))
	mask := len(t.slots) - 1
	for id, h := range t.hash {
		i := int(h) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = uint32(id) + 1
	}
}
