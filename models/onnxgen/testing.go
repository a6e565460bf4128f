package onnxgen

import (
	"fmt"
	"math/rand"

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
	h := c.HiddenSize
	add("embeddings.word_embeddings.weight", c.VocabSize, h)
	add("embeddings.position_embeddings.weight", c.MaxPositions, h)
	add("embeddings.token_type_embeddings.weight", c.TypeVocabSize, h)
	ln := func(p string) { add(p+".weight", h); add(p+".bias", h) }
	lin := func(p string, in, out int) { add(p+".weight", out, in); add(p+".bias", out) }
	ln("embeddings.LayerNorm")
	for l := 0; l < c.NumLayers; l++ {
		p := fmt.Sprintf("encoder.layer.%d.", l)
		for _, n := range []string{"query", "key", "value"} {
			lin(p+"attention.self."+n, h, h)
		}
		lin(p+"attention.output.dense", h, h)
		ln(p + "attention.output.LayerNorm")
		lin(p+"intermediate.dense", h, c.IntermediateSize)
		lin(p+"output.dense", c.IntermediateSize, h)
		ln(p + "output.LayerNorm")
	}
	return models.ParseSafetensors(models.EncodeTestSafetensors(ts))
}
