package postings

import (
	"encoding/binary"
	"slices"
	"sort"

	"github.com/RoaringBitmap/roaring/v2"
)

// Partition groups documents that are searched together (the engine's
// namespace). Segments lay documents out by (partition, doc id), so a
// search restricted to one partition (SearchIn) reads only that
// partition's postings. Partitions change nothing in scoring: BM25
// statistics stay index-wide. Add and AddTerms use partition 0.
type Partition uint32

// partEntry is one row of a segment's partition directory: partition part
// holds the ordinals from first up to the next row's first.
type partEntry struct {
	part  Partition
	first uint32
}

const partEntrySize = 8

// encodeParts builds the parts section: u32 count, then count x
// { u32 partition, u32 first ordinal }.
func encodeParts(dir []partEntry) []byte {
	out := binary.LittleEndian.AppendUint32(make([]byte, 0, 4+partEntrySize*len(dir)), uint32(len(dir)))
	for _, e := range dir {
		out = binary.LittleEndian.AppendUint32(out, uint32(e.part))
		out = binary.LittleEndian.AppendUint32(out, e.first)
	}
	return out
}

// partDir reads a parts section. Methods assume openPartDir validated it.
type partDir struct {
	rows    []byte // count x 8 bytes
	numDocs int
}

// openPartDir checks the directory: one row per partition present (none
// for an empty segment), partitions strictly increasing, the first row at
// ordinal 0 and first ordinals strictly increasing below numDocs.
func openPartDir(sec []byte, numDocs int) (partDir, error) {
	if len(sec) < 4 {
		return partDir{}, corruptf("parts", "section is %d bytes", len(sec))
	}
	n := uint64(binary.LittleEndian.Uint32(sec))
	if uint64(len(sec)-4) != partEntrySize*n {
		return partDir{}, corruptf("parts", "%d rows in %d bytes", n, len(sec)-4)
	}
	if (n == 0) != (numDocs == 0) || n > uint64(numDocs) {
		return partDir{}, corruptf("parts", "%d rows for %d docs", n, numDocs)
	}
	d := partDir{rows: sec[4:], numDocs: numDocs}
	for i := 0; i < d.len(); i++ {
		e := d.entry(i)
		if i == 0 && e.first != 0 {
			return partDir{}, corruptf("parts", "first row starts at ordinal %d", e.first)
		}
		if i > 0 {
			if p := d.entry(i - 1); e.part <= p.part || e.first <= p.first {
				return partDir{}, corruptf("parts", "row %d (partition %d at %d) not after partition %d at %d", i, e.part, e.first, p.part, p.first)
			}
		}
		if e.first >= uint32(numDocs) {
			return partDir{}, corruptf("parts", "row %d starts at ordinal %d of %d", i, e.first, numDocs)
		}
	}
	return d, nil
}

// singlePart is the directory of a segment written before partitions
// existed (format version 1): every doc in partition 0.
func singlePart(numDocs int) partDir {
	if numDocs == 0 {
		return partDir{}
	}
	return partDir{rows: make([]byte, partEntrySize), numDocs: numDocs}
}

func (d partDir) len() int { return len(d.rows) / partEntrySize }

func (d partDir) entry(i int) partEntry {
	r := d.rows[partEntrySize*i:]
	return partEntry{part: Partition(binary.LittleEndian.Uint32(r)), first: binary.LittleEndian.Uint32(r[4:])}
}

// bounds returns the ordinal range [lo, hi) of row i.
func (d partDir) bounds(i int) (lo, hi uint32) {
	lo, hi = d.entry(i).first, uint32(d.numDocs)
	if i+1 < d.len() {
		hi = d.entry(i + 1).first
	}
	return lo, hi
}

// find returns the ordinal range of partition p; ok is false when the
// segment holds none of its docs.
func (d partDir) find(p Partition) (lo, hi uint32, ok bool) {
	n := d.len()
	i := sort.Search(n, func(i int) bool { return d.entry(i).part >= p })
	if i == n || d.entry(i).part != p {
		return 0, 0, false
	}
	lo, hi = d.bounds(i)
	return lo, hi, true
}

// partsOf returns the directory of docs given in (partition, id) order.
func partsOf(parts []Partition) []partEntry {
	var dir []partEntry
	for o, p := range parts {
		if o == 0 || p != parts[o-1] {
			dir = append(dir, partEntry{part: p, first: uint32(o)})
		}
	}
	return dir
}

// The idorder section lets Delete find a doc by id when ordinals are not
// in id order (more than one partition): the ordinals sorted by doc id,
// bit-packed at width bitsFor(numDocs-1) after a u8 width. It is empty
// for a segment of at most one partition, whose ordinals are in id order.

// encodeIDOrder returns the idorder section of ids (per ordinal, unique).
func encodeIDOrder(ids []uint32, nparts int) []byte {
	if nparts <= 1 {
		return nil
	}
	type idOrd struct{ id, ord uint32 }
	byID := make([]idOrd, len(ids))
	for o, id := range ids {
		byID[o] = idOrd{id, uint32(o)}
	}
	slices.SortFunc(byID, func(a, b idOrd) int { return int(int64(a.id) - int64(b.id)) })
	ords := make([]uint32, len(ids))
	for k, e := range byID {
		ords[k] = e.ord
	}
	w := bitsFor(uint32(len(ids) - 1))
	return appendPacked([]byte{byte(w)}, ords, w)
}

// idOrder reads an idorder section; empty means identity.
type idOrder struct {
	w      uint
	packed []byte
}

// openIDOrder checks the section's size and that it lists every ordinal
// once with ids strictly increasing (strictly increasing ids are distinct,
// so n values below n are a permutation).
func openIDOrder(sec []byte, ids docIDs, nparts int) (idOrder, error) {
	n := ids.n
	if nparts <= 1 {
		if len(sec) != 0 {
			return idOrder{}, corruptf("idorder", "%d bytes for a single partition", len(sec))
		}
		return idOrder{}, nil
	}
	w := bitsFor(uint32(n - 1))
	if len(sec) != 1+packedLen(n, w) || uint(sec[0]) != w {
		return idOrder{}, corruptf("idorder", "%d bytes for %d docs, want width %d", len(sec), n, w)
	}
	o := idOrder{w: w, packed: sec[1:]}
	prev := int64(-1)
	for k := 0; k < n; k++ {
		ord := o.at(k)
		if ord >= uint32(n) {
			return idOrder{}, corruptf("idorder", "entry %d is ordinal %d of %d", k, ord, n)
		}
		id := int64(ids.id(ord))
		if id <= prev {
			return idOrder{}, corruptf("idorder", "entry %d: doc id %d not after %d", k, id, prev)
		}
		prev = id
	}
	return o, nil
}

// section returns the encoded section (nil for the identity).
func (o idOrder) section() []byte {
	if o.packed == nil {
		return nil
	}
	return append([]byte{byte(o.w)}, o.packed...)
}

// at returns the ordinal at position k of id order.
func (o idOrder) at(k int) uint32 {
	bit := uint(k) * o.w
	p := o.packed[bit>>3:]
	var word uint64
	if len(p) >= 8 {
		word = binary.LittleEndian.Uint64(p)
	} else {
		word = tailWord(p)
	}
	return uint32(word >> (bit & 7) & (1<<o.w - 1))
}

// ordinalFilter returns the ordinals of s's docs whose ids the filter
// holds, walking the filter's values in [minID, maxID] and galloping
// through s's id order; s has several partitions.
func ordinalFilter(s *segment, filter *roaring.Bitmap, minID, maxID uint32) *roaring.Bitmap {
	var ords []uint32
	it := filter.Iterator()
	it.AdvanceIfNeeded(minID)
	k := 0
	for it.HasNext() {
		g := it.Next()
		if g > maxID {
			break
		}
		if k = s.idRankFrom(g, k); k >= s.numDocs {
			break
		}
		if o := s.order.at(k); s.id(o) == g {
			ords = append(ords, o)
		}
	}
	slices.Sort(ords)
	return roaring.BitmapOf(ords...)
}
