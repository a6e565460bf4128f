package hnsw

import (
	"math"

	"github.com/evicortex/evicortex/hnsw/internal/vec"
)

// Distance returns the smaller-is-closer distance used by metric m between
// a and b (which must have equal length), using the SIMD kernels. For
// Cosine the inputs must already be unit length.
func Distance(m Metric, a, b []float32) float32 { return distance(m, a, b) }

// Kernels names the distance kernel set selected for this CPU.
func Kernels() string { return vec.Impl() }

func distance(m Metric, a, b []float32) float32 {
	switch m {
	case L2:
		return vec.L2(a, b)
	case Dot:
		return -vec.Dot(a, b)
	}
	return 1 - vec.Dot(a, b)
}

// normalize scales v to unit length in place.
func normalize(v []float32) {
	s := sumSquares(v)
	if s == 0 {
		return
	}
	inv := 1 / math.Sqrt(s) // in float64: overflows float32 for subnormal input
	for i, x := range v {
		v[i] = float32(float64(x) * inv)
	}
}

// sumSquares is Σx² in float64, in four independent chains so the adds
// pipeline (this runs once per Search on the query).
func sumSquares(v []float32) float64 {
	var s0, s1, s2, s3 float64
	i := 0
	for ; i+4 <= len(v); i += 4 {
		s0 += float64(v[i]) * float64(v[i])
		s1 += float64(v[i+1]) * float64(v[i+1])
		s2 += float64(v[i+2]) * float64(v[i+2])
		s3 += float64(v[i+3]) * float64(v[i+3])
	}
	for ; i < len(v); i++ {
		s0 += float64(v[i]) * float64(v[i])
	}
	return (s0 + s1) + (s2 + s3)
}

// quantize writes v's per-vector symmetric int8 codes, offset by 128, into
// dst and returns the scale (max|x|/127) and exact squared norm.
func quantize(v []float32, dst []uint8) (scale, norm2 float32) {
	var maxAbs float32
	for _, x := range v {
		norm2 += x * x
		maxAbs = max(maxAbs, float32(math.Abs(float64(x))))
	}
	if maxAbs == 0 {
		maxAbs = 1
	}
	scale = maxAbs / 127
	inv := 1 / scale
	for i, x := range v {
		q := int32(math.Round(float64(x * inv)))
		q = min(max(q, -127), 127)
		dst[i] = uint8(q + 128)
	}
	return scale, norm2
}

// quantizeQuery is quantize for the signed query side; it returns the code
// sum so the +128 offset of stored codes can be removed in one step.
func quantizeQuery(v []float32, dst []int8) (scale float32, sum int32) {
	var maxAbs float32
	for _, x := range v {
		maxAbs = max(maxAbs, float32(math.Abs(float64(x))))
	}
	if maxAbs == 0 {
		maxAbs = 1
	}
	scale = maxAbs / 127
	inv := 1 / scale
	for i, x := range v {
		q := int32(math.Round(float64(x * inv)))
		q = min(max(q, -127), 127)
		dst[i] = int8(q)
		sum += q
	}
	return scale, sum
}
