//go:build purego || !amd64

package vec

import "unsafe"

// Dot returns the dot product of a and b.
func Dot(a, b []float32) float32 { return dotGeneric(a, b) }

// L2 returns the squared Euclidean distance between a and b.
func L2(a, b []float32) float32 { return l2Generic(a, b) }

// DotU8I8 returns sum(a[i]*b[i]) with a read as unsigned and b as signed.
func DotU8I8(a []uint8, b []int8) int32 { return dotU8I8Generic(a, b) }

// Prefetch is a no-op in the portable build.
func Prefetch(p unsafe.Pointer) {}

// PrefetchLines is a no-op in the portable build.
func PrefetchLines(p unsafe.Pointer, lines int) {}

// Impl names the kernel set in use.
func Impl() string { return "generic" }

// DotBatch sets out[i] to the dot product of q with the len(q) floats at
// ptrs[i]. out must hold len(ptrs) values.
func DotBatch(q []float32, ptrs []unsafe.Pointer, out []float32) {
	out = out[:len(ptrs)]
	for i, p := range ptrs {
		out[i] = dotGeneric(q, unsafe.Slice((*float32)(p), len(q)))
	}
}

// L2Batch is DotBatch for squared Euclidean distance.
func L2Batch(q []float32, ptrs []unsafe.Pointer, out []float32) {
	out = out[:len(ptrs)]
	for i, p := range ptrs {
		out[i] = l2Generic(q, unsafe.Slice((*float32)(p), len(q)))
	}
}

// DotF32CodeBatch sets out[i] to Σ q[j]·(c[j]-128) over the len(q) uint8
// codes c at ptrs[i].
func DotF32CodeBatch(q []float32, ptrs []unsafe.Pointer, out []float32) {
	out = out[:len(ptrs)]
	for i, p := range ptrs {
		out[i] = dotF32CodeGeneric(q, unsafe.Slice((*uint8)(p), len(q)))
	}
}

// DotU8I8Batch sets out[i] to DotU8I8 of the len(q) unsigned codes at
// ptrs[i] with q.
func DotU8I8Batch(q []int8, ptrs []unsafe.Pointer, out []int32) {
	out = out[:len(ptrs)]
	for i, p := range ptrs {
		out[i] = dotU8I8Generic(unsafe.Slice((*uint8)(p), len(q)), q)
	}
}
