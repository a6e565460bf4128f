// Package vec holds the distance kernels behind package hnsw: float32 dot
// product and squared L2, and a uint8×int8 dot product for scalar-quantized
// codes. On amd64 the kernels are hand-written Go assembly (AVX-512 when the
// CPU has it, else AVX2+FMA), chosen at start-up by CPU feature; the build
// tag purego selects the portable Go versions in this file.
//
// The graph walk uses the batch forms (DotBatch, L2Batch, DotU8I8Batch):
// one call scores a whole neighbour list given by pointers, prefetching
// every vector's head before scoring. Measured on 20k x 64 search, calling
// a kernel (and a prefetch) per neighbour cost ~20% of the time in call
// overhead. Go assembly was kept over cgo, whose per-call cost exceeds a
// 64-d distance; Go 1.26's experimental simd package (GOEXPERIMENT) was
// not measured.
//
// All functions are pure and safe for concurrent use. Slices must have equal
// length; the caller checks that once per query, not per call.
package vec

// dotGeneric is the portable float32 dot product, unrolled by four.
func dotGeneric(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return (s0 + s1) + (s2 + s3)
}

// l2Generic is the portable squared Euclidean distance, unrolled by four.
func l2Generic(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		d0, d1, d2, d3 := a[i]-b[i], a[i+1]-b[i+1], a[i+2]-b[i+2], a[i+3]-b[i+3]
		s0 += d0 * d0
		s1 += d1 * d1
		s2 += d2 * d2
		s3 += d3 * d3
	}
	for ; i < len(a); i++ {
		d := a[i] - b[i]
		s0 += d * d
	}
	return (s0 + s1) + (s2 + s3)
}

// dotU8I8Generic is the portable sum of a[i]*b[i] with a unsigned, b signed.
func dotU8I8Generic(a []uint8, b []int8) int32 {
	b = b[:len(a)]
	var s0, s1 int32
	i := 0
	for ; i+2 <= len(a); i += 2 {
		s0 += int32(a[i]) * int32(b[i])
		s1 += int32(a[i+1]) * int32(b[i+1])
	}
	for ; i < len(a); i++ {
		s0 += int32(a[i]) * int32(b[i])
	}
	return s0 + s1
}

// DotF32Code returns Σ q[i]·(c[i]-128) (portable; the batch form has the
// assembly).
func DotF32Code(q []float32, c []uint8) float32 { return dotF32CodeGeneric(q, c) }

// dotF32CodeGeneric is the portable Σ q[i]·(c[i]-128): a float32 query
// against offset int8 codes.
func dotF32CodeGeneric(q []float32, c []uint8) float32 {
	c = c[:len(q)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(q); i += 4 {
		s0 += q[i] * float32(int32(c[i])-128)
		s1 += q[i+1] * float32(int32(c[i+1])-128)
		s2 += q[i+2] * float32(int32(c[i+2])-128)
		s3 += q[i+3] * float32(int32(c[i+3])-128)
	}
	for ; i < len(q); i++ {
		s0 += q[i] * float32(int32(c[i])-128)
	}
	return (s0 + s1) + (s2 + s3)
}
