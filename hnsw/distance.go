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
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	if s == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(s))
	for i := range v {
		v[i] *= inv
	}
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
