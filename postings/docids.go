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

// block decodes the ids of block b into out and returns how many it holds.
func (d docIDs) block(b int, out *[blockSize]uint32) int {
	base, off, w := d.entry(b)
	n := min(blockSize, d.n-b*blockSize)
	unpack(d.packed[off:off+packedLen(n, w)], out[:n], w)
	for i := range out[:n] {
		out[i] += base + uint32(i)
	}
	return n
}

// atLeastIn returns the first ordinal of [lo, hi) whose id is >= g, or hi
// if none; ids must increase over [lo, hi). It gallops over the first ids
// of the blocks after lo's and finishes inside one block, so a target i
// ordinals ahead costs O(log(i/128)) block-index reads plus one block
// search.
func (d docIDs) atLeastIn(g, lo, hi uint32) uint32 {
	if lo >= hi || d.id(lo) >= g {
		return lo
	}
	end := min(lo/blockSize*blockSize+blockSize, hi)
	if end == hi {
		return d.inBlock(g, lo, end)
	}
	// Blocks first..last follow lo's; find the last whose first id is < g.
	first, last := end/blockSize, (hi-1)/blockSize
	below, above := first-1, last+1 // below starts < g (or is lo's block); above starts >= g or is past last
	for step := uint32(1); below+step <= last; step *= 2 {
		if j := below + step; d.startID(j, hi) >= g {
			above = j
			break
		} else {
			below = j
		}
	}
	for below+1 < above {
		if mid := below + (above-below)/2; d.startID(mid, hi) >= g {
			above = mid
		} else {
			below = mid
		}
	}
	if below < first {
		return d.inBlock(g, lo, end)
	}
	return d.inBlock(g, below*blockSize, min(below*blockSize+blockSize, hi))
}

// startID is the id of block j's first ordinal. A block that ends by hi
// lies inside the increasing run, so its base is that id (one index read).
func (d docIDs) startID(j, hi uint32) uint32 {
	if (j+1)*blockSize <= hi {
		base, _, _ := d.entry(int(j))
		return base
	}
	return d.id(j * blockSize)
}

// inBlock returns the first ordinal of [s, e) (inside one block, ids
// increasing, id(s) < g) whose id is >= g, or e: arithmetic for a dense
// block (width 0, ids consecutive), else a binary search.
func (d docIDs) inBlock(g, s, e uint32) uint32 {
	if _, _, w := d.entry(int(s) / blockSize); w == 0 {
		if x := g - d.id(s); x < e-s {
			return s + x
		}
		return e
	}
	a := s // id(a) < g
	for a+1 < e {
		if mid := a + (e-a)/2; d.id(mid) >= g {
			e = mid
		} else {
			a = mid
		}
	}
	return e
}
