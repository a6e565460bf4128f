package postings

import "encoding/binary"

// Bit packing of small unsigned ints: n values of w bits each, little-endian
// bit order, value i at bits [i*w, (i+1)*w), padded to whole bytes.

// packedLen is the byte length of n values of w bits.
func packedLen(n int, w uint) int { return (n*int(w) + 7) / 8 }

// bitsFor returns the bits needed to hold v.
func bitsFor(v uint32) uint {
	w := uint(0)
	for v != 0 {
		w++
		v >>= 1
	}
	return w
}

// appendPacked appends vals packed at width w (every value must fit).
func appendPacked(dst []byte, vals []uint32, w uint) []byte {
	if w == 0 {
		return dst
	}
	var acc uint64
	var nacc uint
	for _, v := range vals {
		acc |= uint64(v) << nacc
		nacc += w
		for nacc >= 8 {
			dst = append(dst, byte(acc))
			acc >>= 8
			nacc -= 8
		}
	}
	if nacc > 0 {
		dst = append(dst, byte(acc))
	}
	return dst
}

// unpack decodes len(out) values of width w from src, which must hold at
// least packedLen(len(out), w) bytes (the caller checks). Values are read
// as 64-bit words; the last few, within 8 bytes of the end of src, from a
// zero-padded copy of that tail.
func unpack(src []byte, out []uint32, w uint) {
	if w == 0 {
		clear(out)
		return
	}
	mask := uint64(1)<<w - 1
	bit, i := uint(0), 0
	for ; i < len(out); i++ {
		b := bit >> 3
		if int(b)+8 > len(src) {
			break
		}
		out[i] = uint32(binary.LittleEndian.Uint64(src[b:]) >> (bit & 7) & mask)
		bit += w
	}
	if i == len(out) {
		return
	}
	// Fewer than 8 bytes remain from here, so every value left starts in
	// the first 8 bytes of pad and ends within its 16.
	var pad [16]byte
	b0 := bit >> 3
	copy(pad[:], src[b0:])
	bit -= b0 << 3
	for ; i < len(out); i++ {
		out[i] = uint32(binary.LittleEndian.Uint64(pad[bit>>3:]) >> (bit & 7) & mask)
		bit += w
	}
}

// tailWord reads up to 8 bytes little-endian, zero-padded.
func tailWord(b []byte) uint64 {
	var w uint64
	for i := len(b) - 1; i >= 0; i-- {
		w = w<<8 | uint64(b[i])
	}
	return w
}
