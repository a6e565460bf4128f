package onnxgen

import (
	"math/rand"
	"sort"

	"github.com/evicortex/evicortex/models"
)

// TestWeights makes random weights (normal, standard deviation scale) with
// the tensor names of a HF BertModel of shape c. It exists for tests (here
// and in dense) that check generated graphs against a forward pass.
func TestWeights(c Config, seed int64, scale float64) (*models.Tensors, error) {
	r := rand.New(rand.NewSource(seed))
	ts := map[string]models.TestTensor{}
	add := func(name string, shape ...int) {
		n := 1
		for _, d := range shape {
			n *= d
		}
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64() * scale)
		}
		ts[name] = models.TestTensor{Shape: shape, Data: v}
	}
	shapes := TensorShapes(c)
	names := make([]string, 0, len(shapes))
	for n := range shapes {
		names = append(names, n)
	}
	sort.Strings(names) // draw in a fixed order so a seed always gives the same weights
	for _, n := range names {
		add(n, shapes[n]...)
	}
	return models.ParseSafetensors(models.EncodeTestSafetensors(ts))
}
