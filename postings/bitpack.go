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
// least packedLen(len(out), w) bytes (the caller checks).
func unpack(src []byte, out []uint32, w uint) {
	if w == 0 {
		clear(out)
		return
	}
	mask := uint64(1)<<w - 1
	bit := uint(0)
	for i := range out {
		b := bit >> 3
		var word uint64
		if int(b)+8 <= len(src) {
			word = binary.LittleEndian.Uint64(src[b:])
		} else {
			word = tailWord(src[b:])
		}
		out[i] = uint32(word >> (bit & 7) & mask)
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
