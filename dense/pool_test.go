package dense

import (
	"math"
	"math/rand"
	"testing"
)

func TestPadBatch(t *testing.T) {
	ids, mask, n := PadBatch([][]int64{{101, 7, 102}, {101, 102}, {101, 5, 6, 9, 102}}, 0)
	if n != 5 {
		t.Fatalf("seqLen %d, want 5", n)
	}
	wantIDs := []int64{101, 7, 102, 0, 0, 101, 102, 0, 0, 0, 101, 5, 6, 9, 102}
	wantMask := []int64{1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1}
	for i := range wantIDs {
		if ids[i] != wantIDs[i] || mask[i] != wantMask[i] {
			t.Fatalf("at %d: ids %v mask %v", i, ids, mask)
		}
	}
	if ids, mask, n := PadBatch(nil, 0); len(ids) != 0 || len(mask) != 0 || n != 0 {
		t.Fatal("empty batch")
	}
}

// TestMeanPoolIgnoresPadding is metamorphic: appending padded rows with any
// values does not change the pooled vector.
func TestMeanPoolIgnoresPadding(t *testing.T) {
	seed := int64(7)
	r := rand.New(rand.NewSource(seed))
	const dims, n = 6, 4
	hidden := make([]float32, n*dims)
	for i := range hidden {
		hidden[i] = float32(r.NormFloat64())
	}
	mask := []int64{1, 1, 1, 1}
	base := MeanPool(hidden, mask, n, dims)
	// oracle: plain average
	for d := 0; d < dims; d++ {
		var s float64
		for t := 0; t < n; t++ {
			s += float64(hidden[t*dims+d])
		}
		if math.Abs(s/n-float64(base[d])) > 1e-6 {
			t.Fatalf("seed %d: dim %d: %v vs %v", seed, d, base[d], s/n)
		}
	}
	padded := append(append([]float32{}, hidden...), make([]float32, 3*dims)...)
	for i := n * dims; i < len(padded); i++ {
		padded[i] = float32(r.NormFloat64() * 100)
	}
	got := MeanPool(padded, append(mask, 0, 0, 0), n+3, dims)
	for d := range got {
		if got[d] != base[d] {
			t.Fatalf("seed %d: padding changed dim %d: %v vs %v", seed, d, got[d], base[d])
		}
	}
	if z := MeanPool(hidden, []int64{0, 0, 0, 0}, n, dims); Cosine(z, z) != 0 {
		t.Fatal("fully masked row should pool to zero")
	}
}

func TestPoolModes(t *testing.T) {
	hidden := []float32{1, 2, 3, 4}
	v, err := Pool(PoolCLS, hidden, []int64{1, 1}, 2, 2)
	if err != nil || v[0] != 1 || v[1] != 2 {
		t.Fatalf("cls: %v %v", v, err)
	}
	v[0] = 99
	if hidden[0] != 1 {
		t.Fatal("CLSPool aliases its input")
	}
	if _, err := Pool("max", hidden, []int64{1, 1}, 2, 2); err == nil {
		t.Fatal("unknown pooling accepted")
	}
}

func TestNormalizeAndCosine(t *testing.T) {
	v := Normalize([]float32{3, 4})
	if math.Abs(float64(v[0])-0.6) > 1e-7 || math.Abs(float64(v[1])-0.8) > 1e-7 {
		t.Fatalf("normalize: %v", v)
	}
	if z := Normalize([]float32{0, 0}); z[0] != 0 || z[1] != 0 {
		t.Fatal("zero vector changed")
	}
	a, b := []float32{1, 0, 1}, []float32{2, 0, 2}
	if c := Cosine(a, b); math.Abs(c-1) > 1e-12 {
		t.Fatalf("parallel cosine %v", c)
	}
	if c := Cosine([]float32{1, 0}, []float32{0, 1}); c != 0 {
		t.Fatalf("orthogonal cosine %v", c)
	}
	if c := Cosine([]float32{1}, []float32{1, 2}); !math.IsNaN(c) {
		t.Fatalf("length mismatch gives %v, want NaN", c)
	}
}
