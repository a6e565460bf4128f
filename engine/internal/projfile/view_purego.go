//go:build purego || !(amd64 || arm64)

package projfile

import "encoding/binary"

// Portable encode/decode: every view is a little-endian decoded copy.

func bytesOfU32(s []uint32) []byte {
	b := make([]byte, 4*len(s))
	for i, x := range s {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func bytesOfI64(s []int64) []byte {
	b := make([]byte, 8*len(s))
	for i, x := range s {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(x))
	}
	return b
}

func viewU32(b []byte) []uint32 {
	s := make([]uint32, len(b)/4)
	for i := range s {
		s[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return s
}

func viewI64(b []byte) []int64 {
	s := make([]int64, len(b)/8)
	for i := range s {
		s[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return s
}

// viewsAlias says views are copies.
const viewsAlias = false
