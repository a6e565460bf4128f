//go:build purego || !(amd64 || arm64)

package hnsw

import (
	"encoding/binary"
	"math"
)

// Portable encode/decode: every view is a little-endian decoded copy.

func bytesOfF32(s []float32) []byte {
	b := make([]byte, 4*len(s))
	for i, x := range s {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func bytesOfU32(s []uint32) []byte {
	b := make([]byte, 4*len(s))
	for i, x := range s {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func bytesOfU64(s []uint64) []byte {
	b := make([]byte, 8*len(s))
	for i, x := range s {
		binary.LittleEndian.PutUint64(b[8*i:], x)
	}
	return b
}

func viewF32(b []byte) []float32 {
	s := make([]float32, len(b)/4)
	for i := range s {
		s[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return s
}

func viewU32(b []byte) []uint32 {
	s := make([]uint32, len(b)/4)
	for i := range s {
		s[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return s
}

func viewU64(b []byte) []uint64 {
	s := make([]uint64, len(b)/8)
	for i := range s {
		s[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return s
}
