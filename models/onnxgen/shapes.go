package onnxgen

import (
	"encoding/json"
	"fmt"
)

// TensorShapes lists every tensor Convert reads for c, by HF BertModel name,
// with its shape (linear weights are [out, in]).
func TensorShapes(c Config) map[string][]int {
	h := c.HiddenSize
	s := map[string][]int{
		"embeddings.word_embeddings.weight":       {c.VocabSize, h},
		"embeddings.position_embeddings.weight":   {c.MaxPositions, h},
		"embeddings.token_type_embeddings.weight": {c.TypeVocabSize, h},
	}
	ln := func(p string) { s[p+".weight"] = []int{h}; s[p+".bias"] = []int{h} }
	lin := func(p string, in, out int) { s[p+".weight"] = []int{out, in}; s[p+".bias"] = []int{out} }
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
	return s
}

// JSON encodes c as a config.json that ParseConfig reads back (fields in
// struct order, so the bytes depend only on c).
func (c Config) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode config: %w", err)
	}
	return append(b, '\n'), nil
}
