package postings

import (
	"encoding/binary"
	"sort"
)

// The docs section maps ordinals to global doc ids. Ids are strictly
// increasing, usually dense, so each block of 128 stores its first id and
// bit-packs v[i] = id[i] - first - i (non-decreasing, 0 for dense ids):
//
//	u32 nblocks
//	nblocks x { u32 first id, u32 offset into packed, u8 width }
//	packed values
//
// Random access is one index read and one bit extraction.

const idEntrySize = 9

// encodeDocIDs builds the docs section for strictly increasing ids.
func encodeDocIDs(ids []uint32) []byte {
	nb := (len(ids) + blockSize - 1) / blockSize
	out := binary.LittleEndian.AppendUint32(nil, uint32(nb))
	var packed []byte
	vals := make([]uint32, 0, blockSize)
	for b := 0; b < nb; b++ {
		blk := ids[b*blockSize : min(len(ids), (b+1)*blockSize)]
		vals = vals[:0]
		for i, id := range blk {
			vals = append(vals, id-blk[0]-uint32(i))
		}
		w := bitsFor(vals[len(vals)-1])
		out = binary.LittleEndian.AppendUint32(out, blk[0])
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

// openDocIDs checks the block index and that every id is strictly
// increasing and fits in 32 bits.
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
	return d, d.checkIncreasing()
}

func (d docIDs) checkIncreasing() error {
	prev := int64(-1)
	for o := 0; o < d.n; o++ {
		first, _, _ := d.entry(o / blockSize)
		id := int64(first) + int64(o%blockSize) + int64(d.value(o))
		if id <= prev || id > 1<<32-1 {
			return corruptf("docs", "doc id at ordinal %d not increasing or too large", o)
		}
		prev = id
	}
	return nil
}

func (d docIDs) entry(b int) (first uint32, off int, w uint) {
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

// id returns the global id of ordinal ord (< n).
func (d docIDs) id(ord uint32) uint32 {
	first, _, _ := d.entry(int(ord) / blockSize)
	return first + ord%blockSize + d.value(int(ord))
}

// atLeast returns the first ordinal whose id is >= g (n if none).
func (d docIDs) atLeast(g uint32) uint32 {
	nb := len(d.index) / idEntrySize
	b := sort.Search(nb, func(b int) bool { f, _, _ := d.entry(b); return f > g }) - 1
	if b < 0 {
		return 0
	}
	lo, hi := b*blockSize, min(d.n, (b+1)*blockSize)
	return uint32(lo + sort.Search(hi-lo, func(i int) bool { return d.id(uint32(lo+i)) >= g }))
}

// atLeastFrom is atLeast for g at or after ordinal lo: it gallops over
// block first ids from lo's block, then solves dense blocks (width 0,
// consecutive ids) arithmetically and searches others.
func (d docIDs) atLeastFrom(g uint32, lo uint32) uint32 {
	n := uint32(d.n)
	if lo >= n || d.id(lo) >= g {
		return lo
	}
	nb := len(d.index) / idEntrySize
	b := d.lastBlockAtMost(g, int(lo)/blockSize, nb)
	first, _, w := d.entry(b)
	start, end := uint32(b*blockSize), min(n, uint32((b+1)*blockSize))
	if w == 0 { // ids first, first+1, ...
		if g-first < end-start {
			return max(lo, start+g-first)
		}
		return end
	}
	from := max(lo, start)
	return from + uint32(sort.Search(int(end-from), func(i int) bool { return d.id(from+uint32(i)) >= g }))
}

// lastBlockAtMost returns the last block from b on whose first id is <= g,
// galloping (block b's first is known to be <= g).
func (d docIDs) lastBlockAtMost(g uint32, b, nb int) int {
	step := 1
	for {
		nx := b + step
		if nx >= nb {
			break
		}
		if f, _, _ := d.entry(nx); f > g {
			break
		}
		b, step = nx, step*2
	}
	hi := min(b+step, nb) // first of block hi is > g, or hi == nb
	for b+1 < hi {
		mid := b + (hi-b)/2
		if f, _, _ := d.entry(mid); f <= g {
			b = mid
		} else {
			hi = mid
		}
	}
	return b
}
