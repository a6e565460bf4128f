package dense

import (
	"fmt"
	"math"
)

// PadBatch lays out token id sequences as a row-major [len(seqs), seqLen]
// batch padded with pad to the longest sequence, with the matching attention
// mask (1 for tokens, 0 for padding).
func PadBatch(seqs [][]int64, pad int64) (ids, mask []int64, seqLen int) {
	for _, s := range seqs {
		seqLen = max(seqLen, len(s))
	}
	ids = make([]int64, len(seqs)*seqLen)
	mask = make([]int64, len(seqs)*seqLen)
	for i, s := range seqs {
		row := ids[i*seqLen : (i+1)*seqLen]
		copy(row, s)
		for j := len(s); j < seqLen; j++ {
			row[j] = pad
		}
		m := mask[i*seqLen : (i+1)*seqLen]
		for j := range s {
			m[j] = 1
		}
	}
	return ids, mask, seqLen
}

// MeanPool averages the rows of hidden ([seqLen, dims], row-major) whose mask is non-zero.
// A row with no unmasked token pools to the zero vector.
func MeanPool(hidden []float32, mask []int64, seqLen, dims int) []float32 {
	out := make([]float32, dims)
	acc := make([]float64, dims)
	n := 0
	for t := 0; t < seqLen; t++ {
		if mask[t] == 0 {
			continue
		}
		n++
		row := hidden[t*dims : (t+1)*dims]
		for d, v := range row {
			acc[d] += float64(v)
		}
	}
	if n == 0 {
		return out
	}
	for d := range out {
		out[d] = float32(acc[d] / float64(n))
	}
	return out
}

// CLSPool returns a copy of the first token's vector.
func CLSPool(hidden []float32, dims int) []float32 {
	return append([]float32(nil), hidden[:dims]...)
}

// Pool applies the named pooling to one item's hidden states.
func Pool(mode string, hidden []float32, mask []int64, seqLen, dims int) ([]float32, error) {
	switch mode {
	case PoolMean:
		return MeanPool(hidden, mask, seqLen, dims), nil
	case PoolCLS:
		return CLSPool(hidden, dims), nil
	}
	return nil, fmt.Errorf("%w: pooling %q is not mean or cls", ErrModel, mode)
}

// Normalize scales v to unit L2 norm in place (a zero vector stays zero) and returns it.
func Normalize(v []float32) []float32 {
	var ss float64
	for _, x := range v {
		ss += float64(x) * float64(x)
	}
	if ss == 0 {
		return v
	}
	inv := 1 / math.Sqrt(ss)
	for i := range v {
		v[i] = float32(float64(v[i]) * inv)
	}
	return v
}

// Cosine returns the cosine similarity of a and b: 0 if either is zero, NaN
// if their lengths differ (vectors of different profiles are not comparable).
func Cosine(a, b []float32) float64 {
	if len(a) != len(b) {
		return math.NaN()
	}
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}
