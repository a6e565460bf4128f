package postings

import "encoding/binary"

// The docs section maps ordinals to global doc ids. Ordinals are in
// (partition, id) order, so ids increase within each partition's range and
// are usually dense there. Each block of 128 stores a base and bit-packs
// v[i] = id[i] - base - i, all modulo 2^32, with base the smallest
// id[i] - i of the block: a block of increasing ids has base = its first id
// and non-decreasing v (all 0 for dense ids), as in format version 1.
//
//	u32 nblocks
//	nblocks x { u32 base, u32 offset into packed, u8 width }
//	packed values
//
// Random access is one index read and one bit extraction.

const idEntrySize = 9

// encodeDocIDs builds the docs section for ids (one per ordinal).
func encodeDocIDs(ids []uint32) []byte {
	nb := (len(ids) + blockSize - 1) / blockSize
	out := binary.LittleEndian.AppendUint32(nil, uint32(nb))
	var packed []byte
	vals := make([]uint32, 0, blockSize)
	for b := 0; b < nb; b++ {
		blk := ids[b*blockSize : min(len(ids), (b+1)*blockSize)]
		base := int64(blk[0])
		for i, id := range blk {
			base = min(base, int64(id)-int64(i))
		}
		vals = vals[:0]
		var top uint32
		for i, id := range blk {
			v := id - uint32(base) - uint32(i) // modulo 2^32
			vals = append(vals, v)
			top = max(top, v)
		}
		w := bitsFor(top)
		out = binary.LittleEndian.AppendUint32(out, uint32(base))
		out = binary.LittleEndian.AppendUint32(out, uint32(len(packed)))
		out = append(out, byte(w))
		packed = appendPacked(packed, vals, w)
	}
	return append(out, packed...)
}

// docIDs reads a docs section. Methods assume openDocIDs validated it.
type docIDs struct {
	n      int
	index  []byte
	packed []byte
}

// openDocIDs checks the block index: offsets and widths tile the packed
// area exactly. Which ids must increase depends on the partition
// directory; the segment checks that with increasingIn.
func openDocIDs(sec []byte, n int) (docIDs, error) {
	nb := (n + blockSize - 1) / blockSize
	if len(sec) < 4 || binary.LittleEndian.Uint32(sec) != uint32(nb) || len(sec) < 4+idEntrySize*nb {
		return docIDs{}, corruptf("docs", "block index does not fit %d docs", n)
	}
	d := docIDs{n: n, index: sec[4 : 4+idEntrySize*nb], packed: sec[4+idEntrySize*nb:]}
	want := 0
	for b := 0; b < nb; b++ {
		_, off, w := d.entry(b)
		cnt := min(blockSize, n-b*blockSize)
		if off != want || w > 32 || want+packedLen(cnt, w) > len(d.packed) {
			return docIDs{}, corruptf("docs", "block %d offset %d width %d out of bounds", b, off, w)
		}
		want += packedLen(cnt, w)
	}
	if want != len(d.packed) {
		return docIDs{}, corruptf("docs", "%d bytes after the last block", len(d.packed)-want)
	}
	return d, nil
}

// increasingIn checks that ids strictly increase over ordinals [lo, hi).
func (d docIDs) increasingIn(lo, hi uint32) error {
	for o := lo + 1; o < hi; o++ {
		if d.id(o) <= d.id(o-1) {
			return corruptf("docs", "doc id at ordinal %d not after the previous one in its partition", o)
		}
	}
	return nil
}

func (d docIDs) entry(b int) (base uint32, off int, w uint) {
	e := d.index[idEntrySize*b:]
	return binary.LittleEndian.Uint32(e), int(binary.LittleEndian.Uint32(e[4:])), uint(e[8])
}

// value extracts v[ord % 128] of ord's block.
func (d docIDs) value(ord int) uint32 {
	_, off, w := d.entry(ord / blockSize)
	if w == 0 {
		return 0
	}
	bit := uint(ord%blockSize) * w
	p := d.packed[off+int(bit>>3):]
	var word uint64
	if len(p) >= 8 {
		word = binary.LittleEndian.Uint64(p)
	} else {
		word = tailWord(p)
	}
	return uint32(word >> (bit & 7) & (1<<w - 1))
}

// id returns the global id of ordinal ord (< n), modulo 2^32 like the
// encoding.
func (d docIDs) id(ord uint32) uint32 {
	base, _, _ := d.entry(int(ord) / blockSize)
	return base + ord%blockSize + d.value(int(ord))
}

// atLeastIn returns the first ordinal of [lo, hi) whose id is >= g, or hi
// if none; ids must increase over [lo, hi). A dense block (width 0, ids
// consecutive) is solved arithmetically; otherwise it gallops from lo, so
// a target i ordinals ahead costs O(log i) id reads.
func (d docIDs) atLeastIn(g, lo, hi uint32) uint32 {
	if lo >= hi {
		return lo
	}
	first := d.id(lo)
	if first >= g {
		return lo
	}
	a := lo // id(a) < g
	if _, _, w := d.entry(int(lo) / blockSize); w == 0 {
		end := min(lo/blockSize*blockSize+blockSize, hi)
		if g-first < end-lo {
			return lo + (g - first)
		}
		a = end - 1
	}
	for step := uint32(1); ; step *= 2 {
		nx := a + step
		if nx >= hi || nx < a {
			break
		}
		if d.id(nx) >= g {
			hi = nx
			break
		}
		a = nx
	}
	// id(a) < g; hi is the end or id(hi) >= g.
	for a+1 < hi {
		mid := a + (hi-a)/2
		if d.id(mid) >= g {
			hi = mid
		} else {
			a = mid
		}
	}
	return hi
}
