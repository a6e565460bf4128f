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
