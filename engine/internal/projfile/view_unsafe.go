//go:build !purego && (amd64 || arm64)

package projfile

import "unsafe"

// Zero-copy reinterpretation between byte slices and typed slices, for the
// little-endian targets this file is built on. Views alias their input:
// they live exactly as long as the mapping they point into.

func bytesOfU32(s []uint32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), 4*len(s))
}

func bytesOfI64(s []int64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), 8*len(s))
}

// viewU32 and viewI64 require len(b) to be a multiple of the element size
// and b to be aligned for it (sections start 64-byte aligned).
func viewU32(b []byte) []uint32 {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*uint32)(unsafe.Pointer(&b[0])), len(b)/4)
}

func viewI64(b []byte) []int64 {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*int64)(unsafe.Pointer(&b[0])), len(b)/8)
}

// viewsAlias says views share memory with the file.
const viewsAlias = true
