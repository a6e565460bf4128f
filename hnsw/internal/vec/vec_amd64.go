//go:build !purego

package vec

import (
	"os"
	"unsafe"

	"golang.org/x/sys/cpu"
)

// Kernel choice, fixed at init. EVICORTEX_SIMD=avx2|generic forces a lower
// level (for benchmarks and tests of each path).
var (
	useAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW
	useVNNI   = useAVX512 && cpu.X86.HasAVX512VNNI
	useAVX2   = cpu.X86.HasAVX2 && cpu.X86.HasFMA
)

func init() {
	switch os.Getenv("EVICORTEX_SIMD") {
	case "avx2":
		useAVX512, useVNNI = false, false
	case "generic":
		useAVX512, useVNNI, useAVX2 = false, false, false
	}
}

//go:noescape
func dotAVX2(a, b *float32, n int) float32

//go:noescape
func l2AVX2(a, b *float32, n int) float32

//go:noescape
func dotAVX512(a, b *float32, n int) float32

//go:noescape
func l2AVX512(a, b *float32, n int) float32

//go:noescape
func dotU8I8AVX2(a *uint8, b *int8, n int) int32

//go:noescape
func dotU8I8VNNI(a *uint8, b *int8, n int) int32

//go:noescape
func prefetchT0(p unsafe.Pointer)

//go:noescape
func prefetchLines(p unsafe.Pointer, lines int)

// Dot returns the dot product of a and b.
func Dot(a, b []float32) float32 {
	n := len(a)
	b = b[:n]
	switch {
	case useAVX512 && n >= 16:
		m := n &^ 15
		if m == n {
			return dotAVX512(&a[0], &b[0], m)
		}
		return dotAVX512(&a[0], &b[0], m) + dotGeneric(a[m:], b[m:])
	case useAVX2 && n >= 8:
		m := n &^ 7
		return dotAVX2(&a[0], &b[0], m) + dotGeneric(a[m:], b[m:])
	}
	return dotGeneric(a, b)
}

// L2 returns the squared Euclidean distance between a and b.
func L2(a, b []float32) float32 {
	n := len(a)
	b = b[:n]
	switch {
	case useAVX512 && n >= 16:
		m := n &^ 15
		if m == n {
			return l2AVX512(&a[0], &b[0], m)
		}
		return l2AVX512(&a[0], &b[0], m) + l2Generic(a[m:], b[m:])
	case useAVX2 && n >= 8:
		m := n &^ 7
		return l2AVX2(&a[0], &b[0], m) + l2Generic(a[m:], b[m:])
	}
	return l2Generic(a, b)
}

// DotU8I8 returns sum(a[i]*b[i]) with a read as unsigned and b as signed.
func DotU8I8(a []uint8, b []int8) int32 {
	n := len(a)
	b = b[:n]
	switch {
	case useVNNI && n >= 64:
		m := n &^ 63
		if m == n {
			return dotU8I8VNNI(&a[0], &b[0], m)
		}
		return dotU8I8VNNI(&a[0], &b[0], m) + dotU8I8Generic(a[m:], b[m:])
	case useAVX2 && n >= 16:
		m := n &^ 15
		return dotU8I8AVX2(&a[0], &b[0], m) + dotU8I8Generic(a[m:], b[m:])
	}
	return dotU8I8Generic(a, b)
}

// Prefetch hints the cache line at p into L1. p need not be valid memory
// for correctness, but callers only pass addresses inside live slices.
func Prefetch(p unsafe.Pointer) {
	if useAVX2 {
		prefetchT0(p)
	}
}

// PrefetchLines hints the given number of 64-byte lines from p into L1
// with one call.
func PrefetchLines(p unsafe.Pointer, lines int) {
	if useAVX2 {
		prefetchLines(p, lines)
	}
}

// Impl names the kernel set in use.
func Impl() string {
	switch {
	case useAVX512 && useVNNI:
		return "avx512+vnni"
	case useAVX512:
		return "avx512"
	case useAVX2:
		return "avx2+fma"
	}
	return "generic"
}
