package projfile

import (
	"cmp"
	"encoding/binary"
	"slices"
	"strings"
)

// Table section layout (offsets from the payload start; see FORMAT.md):
//
//	0   u32 n          entries
//	4   u32 flags      bit 0: fixed width (every suffix is width bytes)
//	8   u32 width      suffix bytes per key when fixed, else 0
//	12  u32 p          length of the prefix common to all keys
//	16  u32 stride     entries per fence block (64)
//	20  u32 reserved   0
//	24  u64 keyBytes   total suffix bytes
//	32  prefix         p bytes, zero padded to 8
//	    fences         ceil(n/stride) x u64: the first 8 suffix bytes of each
//	                   block's first key, big-endian, zero padded
//	    values         n x u32 in key order, zero padded to 8
//	    fixed:         n x width suffix bytes
//	    variable:      (n+1) x u32 suffix offsets, then keyBytes suffix bytes
const (
	tableHead   = 32
	tableStride = 64
	flagFixed   = 1
	maxKey      = 1 << 16
)

// Table maps strings to uint32s, read in place from a table section: keys
// are sorted, stored once without their common prefix, and found by a
// binary search over the fence array (8 bytes per 64 keys, so the top of
// the search stays in cache) and then within one block. Lookup allocates
// nothing. Table is safe for concurrent use and valid until File.Close.
type Table struct {
	n      int
	fixed  bool
	width  int
	prefix string // copied out of the file at decode
	fences []byte
	vals   []byte
	offs   []byte // variable width only
	keys   []byte
}

// Len is the number of entries.
func (t *Table) Len() int { return t.n }

// Lookup returns the value stored for key.
func (t *Table) Lookup(key string) (uint32, bool) {
	p := len(t.prefix)
	if len(key) < p || key[:p] != t.prefix {
		return 0, false
	}
	s := key[p:]
	if t.fixed && len(s) != t.width {
		return 0, false
	}
	lo, hi := t.candidates(s)
	end := hi
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if string(t.suffix(m)) < s {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < end && string(t.suffix(lo)) == s {
		return t.Value(lo), true
	}
	return 0, false
}

// Key returns entry i's key (0 <= i < Len; keys ascend with i). It
// allocates; Lookup does not.
func (t *Table) Key(i int) string { return t.prefix + string(t.suffix(i)) }

// Value returns entry i's value.
func (t *Table) Value(i int) uint32 { return binary.LittleEndian.Uint32(t.vals[4*i:]) }

func (t *Table) suffix(i int) []byte {
	if t.fixed {
		return t.keys[i*t.width : (i+1)*t.width]
	}
	le := binary.LittleEndian
	return t.keys[le.Uint32(t.offs[4*i:]):le.Uint32(t.offs[4*i+4:])]
}

func (t *Table) fence(j int) uint64 { return binary.LittleEndian.Uint64(t.fences[8*j:]) }

// candidates is the range of entries that can hold suffix s: blocks whose
// fence is below s's fence hold smaller keys except the last of them, and
// blocks from the first one whose fence is above it hold larger keys.
// Fences tie when keys share their first 8 suffix bytes; the range then
// spans the tied blocks and the binary search sorts it out.
func (t *Table) candidates(s string) (lo, hi int) {
	f, nb := fenceOf(s), len(t.fences)/8
	a, b := 0, nb
	for a < b { // first block with fence >= f
		m := int(uint(a+b) >> 1)
		if t.fence(m) < f {
			a = m + 1
		} else {
			b = m
		}
	}
	c := a
	for b = nb; c < b; { // first block with fence > f
		m := int(uint(c+b) >> 1)
		if t.fence(m) <= f {
			c = m + 1
		} else {
			b = m
		}
	}
	return max(a-1, 0) * tableStride, min(c*tableStride, t.n)
}

// fenceOf is the first 8 bytes of s as a big-endian number, zero padded:
// it never decreases as s grows in byte order.
func fenceOf[S string | []byte](s S) uint64 {
	var b [8]byte
	copy(b[:], s)
	return binary.BigEndian.Uint64(b[:])
}

// decodeTable checks the layout against the section length and, for
// variable-width keys, every offset (O(n)), so no lookup can go out of
// bounds. Order and fences are checked by check.
func decodeTable(b []byte) (*Table, error) {
	le := binary.LittleEndian
	if len(b) < tableHead {
		return nil, corruptf("table: %d bytes", len(b))
	}
	n, flags, width, p := uint64(le.Uint32(b)), le.Uint32(b[4:]), uint64(le.Uint32(b[8:])), uint64(le.Uint32(b[12:]))
	kb := le.Uint64(b[24:])
	fixed := flags == flagFixed
	switch {
	case flags&^flagFixed != 0 || le.Uint32(b[16:]) != tableStride || le.Uint32(b[20:]) != 0:
		return nil, corruptf("table: flags %#x, stride %d", flags, le.Uint32(b[16:]))
	case p > maxKey || width > maxKey || (!fixed && width != 0) || (fixed && kb != n*width):
		return nil, corruptf("table: prefix %d, width %d, %d key bytes for %d keys", p, width, kb, n)
	}
	nb := (n + tableStride - 1) / tableStride
	at := tableHead + pad8(p)
	want := at + 8*nb + pad8(4*n) + kb
	if !fixed {
		want += 4 * (n + 1)
	}
	if want != uint64(len(b)) || kb >= 1<<32 {
		return nil, corruptf("table: %d keys need %d bytes, section has %d", n, want, len(b))
	}
	t := &Table{n: int(n), fixed: fixed, width: int(width), prefix: string(b[tableHead : tableHead+p])}
	t.fences, at = b[at:at+8*nb], at+8*nb
	t.vals, at = b[at:at+4*n], at+pad8(4*n)
	if !fixed {
		t.offs, at = b[at:at+4*(n+1)], at+4*(n+1)
	}
	t.keys = b[at:]
	if !fixed {
		return t, checkOffsets(t.offs, kb)
	}
	return t, nil
}

func pad8(n uint64) uint64 { return (n + 7) &^ 7 }

func checkOffsets(offs []byte, end uint64) error {
	le := binary.LittleEndian
	prev := uint32(0)
	for i := 0; i < len(offs); i += 4 {
		o := le.Uint32(offs[i:])
		if o < prev || (i == 0 && o != 0) {
			return corruptf("table: key offset %d at entry %d out of order", o, i/4)
		}
		prev = o
	}
	if uint64(prev) != end {
		return corruptf("table: key offsets end at %d, want %d", prev, end)
	}
	return nil
}

// check verifies what decodeTable does not: keys strictly ascending (so
// distinct) and every fence matching its block's first key.
func (t *Table) check() error {
	for i := 1; i < t.n; i++ {
		if string(t.suffix(i-1)) >= string(t.suffix(i)) {
			return corruptf("table: key %d not above key %d", i, i-1)
		}
	}
	for j := 0; j < len(t.fences)/8; j++ {
		if t.fence(j) != fenceOf(t.suffix(j*tableStride)) {
			return corruptf("table: fence %d does not match its block", j)
		}
	}
	return nil
}

// writeTable sorts keys, rejects duplicates and streams the table section.
func writeTable(s *sectionWriter, keys []string, vals []uint32) error {
	if uint64(len(keys)) >= 1<<32-1 {
		return invalidf("table of %d keys", len(keys))
	}
	l, err := layoutKeys(keys)
	if err != nil {
		return err
	}
	order := sortKeys(keys, l.prefix)
	for i := 1; i < len(order); i++ {
		if order[i].f == order[i-1].f && keys[order[i].i] == keys[order[i-1].i] {
			return invalidf("table key %q given twice", keys[order[i].i])
		}
	}
	width, flags := uint32(0), uint32(0)
	if l.fixed {
		flags, width = flagFixed, uint32(l.width)
	}
	for _, v := range []uint32{uint32(len(keys)), flags, width, uint32(len(l.prefix)), tableStride, 0} {
		s.u32(v)
	}
	s.u64(l.total)
	s.writeString(l.prefix)
	s.pad(8)
	for i := 0; i < len(order); i += tableStride {
		s.u64(order[i].f)
	}
	for _, o := range order {
		s.u32(vals[o.i])
	}
	s.pad(8)
	writeTableKeys(s, l, keys, order)
	return nil
}

// keyLayout is what one pass over the keys finds out.
type keyLayout struct {
	prefix string // common to all keys
	fixed  bool   // all keys have the same length
	width  int    // suffix length when fixed
	total  uint64 // suffix bytes
}

func layoutKeys(keys []string) (keyLayout, error) {
	var l keyLayout
	if len(keys) == 0 {
		l.fixed = true
		return l, nil
	}
	lo, hi, size := keys[0], keys[0], uint64(0)
	l.fixed = true
	for _, k := range keys {
		if len(k) > maxKey {
			return l, invalidf("table key of %d bytes exceeds %d", len(k), maxKey)
		}
		lo, hi = min(lo, k), max(hi, k)
		l.fixed = l.fixed && len(k) == len(keys[0])
		size += uint64(len(k))
	}
	// The common prefix of the smallest and the largest key is common to all.
	p := 0
	for p < len(lo) && p < len(hi) && lo[p] == hi[p] {
		p++
	}
	l.prefix, l.total = lo[:p], size-uint64(p*len(keys))
	if l.fixed {
		l.width = len(keys[0]) - p
	}
	if l.total >= 1<<32 {
		return l, invalidf("table keys of %d bytes exceed the u32 offsets", l.total)
	}
	return l, nil
}

// fenced is a key's index and fence, the unit of sorting.
type fenced struct {
	f uint64
	i uint32
}

// sortKeys sorts (fence, index) pairs, comparing whole keys only when
// fences tie: at 2M ids that is several times faster than sorting indices
// by string, which chases two pointers per comparison.
func sortKeys(keys []string, prefix string) []fenced {
	order := make([]fenced, len(keys))
	for i, k := range keys {
		order[i] = fenced{fenceOf(k[len(prefix):]), uint32(i)}
	}
	slices.SortFunc(order, func(a, b fenced) int {
		if a.f != b.f {
			return cmp.Compare(a.f, b.f)
		}
		return strings.Compare(keys[a.i], keys[b.i])
	})
	return order
}

func writeTableKeys(s *sectionWriter, l keyLayout, keys []string, order []fenced) {
	p := len(l.prefix)
	if !l.fixed {
		off := uint32(0)
		s.u32(off)
		for _, o := range order {
			off += uint32(len(keys[o.i]) - p)
			s.u32(off)
		}
	}
	for _, o := range order {
		s.writeString(keys[o.i][p:])
	}
}
