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

//go:noescape
func dotBatchAVX512(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)

//go:noescape
func l2BatchAVX512(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)

//go:noescape
func dotBatchAVX2(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)

//go:noescape
func l2BatchAVX2(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)

//go:noescape
func dotU8I8BatchVNNI(q *int8, ptrs *unsafe.Pointer, n, dim int, out *int32)

// DotBatch sets out[i] to the dot product of q with the len(q) floats at
// ptrs[i]. out must hold len(ptrs) values. One assembly call covers the
// whole list (AVX-512 when len(q) is a multiple of 16, else AVX2 when it is
// a multiple of 8) and prefetches every vector before scoring any, so their
// cache misses overlap.
func DotBatch(q []float32, ptrs []unsafe.Pointer, out []float32) {
	batchF32(q, ptrs, out, dotBatchAVX512, dotBatchAVX2, Dot)
}

// L2Batch is DotBatch for squared Euclidean distance.
func L2Batch(q []float32, ptrs []unsafe.Pointer, out []float32) {
	batchF32(q, ptrs, out, l2BatchAVX512, l2BatchAVX2, L2)
}

func batchF32(q []float32, ptrs []unsafe.Pointer, out []float32,
	k512, k2 func(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32), single func(a, b []float32) float32) {
	n := len(ptrs)
	out = out[:n]
	if n == 0 {
		return
	}
	switch dim := len(q); {
	case useAVX512 && dim > 0 && dim%16 == 0:
		k512(&q[0], &ptrs[0], n, dim, &out[0])
		return
	case useAVX2 && dim > 0 && dim%8 == 0:
		k2(&q[0], &ptrs[0], n, dim, &out[0])
		return
	}
	prefetchAll(ptrs, 4*len(q))
	for i, p := range ptrs {
		out[i] = single(q, unsafe.Slice((*float32)(p), len(q)))
	}
}

//go:noescape
func dotF32CodeBatchAVX512(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)

//go:noescape
func dotF32CodeBatchAVX2(q *float32, ptrs *unsafe.Pointer, n, dim int, out *float32)

//go:noescape
func dotU8I8BatchAVX2(q *int8, ptrs *unsafe.Pointer, n, dim int, out *int32)

// DotF32CodeBatch sets out[i] to Σ q[j]·(c[j]-128) over the len(q) uint8
// codes c at ptrs[i] (AVX-512 when len(q) is a multiple of 16, else AVX2
// when a multiple of 8).
func DotF32CodeBatch(q []float32, ptrs []unsafe.Pointer, out []float32) {
	n := len(ptrs)
	out = out[:n]
	if n == 0 {
		return
	}
	switch dim := len(q); {
	case useAVX512 && dim > 0 && dim%16 == 0:
		dotF32CodeBatchAVX512(&q[0], &ptrs[0], n, dim, &out[0])
		return
	case useAVX2 && dim > 0 && dim%8 == 0:
		dotF32CodeBatchAVX2(&q[0], &ptrs[0], n, dim, &out[0])
		return
	}
	prefetchAll(ptrs, len(q))
	for i, p := range ptrs {
		out[i] = dotF32CodeGeneric(q, unsafe.Slice((*uint8)(p), len(q)))
	}
}

// DotU8I8Batch sets out[i] to DotU8I8 of the len(q) unsigned codes at
// ptrs[i] with q (VNNI when len(q) is a multiple of 64, else AVX2 when a
// multiple of 16).
func DotU8I8Batch(q []int8, ptrs []unsafe.Pointer, out []int32) {
	n := len(ptrs)
	out = out[:n]
	if n == 0 {
		return
	}
	switch dim := len(q); {
	case useVNNI && dim > 0 && dim%64 == 0:
		dotU8I8BatchVNNI(&q[0], &ptrs[0], n, dim, &out[0])
		return
	case useAVX2 && dim > 0 && dim%16 == 0:
		dotU8I8BatchAVX2(&q[0], &ptrs[0], n, dim, &out[0])
		return
	}
	prefetchAll(ptrs, len(q))
	for i, p := range ptrs {
		out[i] = DotU8I8(unsafe.Slice((*uint8)(p), len(q)), q)
	}
}

func prefetchAll(ptrs []unsafe.Pointer, bytes int) {
	if !useAVX2 {
		return
	}
	lines := min((bytes+63)/64, 8)
	for _, p := range ptrs {
		prefetchLines(p, lines)
	}
}
