package onnxgen

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/evicortex/evicortex/models"
)

const (
	irVersion    = 8
	opsetVersion = 17
	// Version changes whenever the emitted graph changes; it is part of the model's profile.
	Version = "onnxgen-bert/1"
	// Output is the graph's output name.
	Output = "last_hidden_state"
)

// Config is the subset of a Hugging Face BERT config.json the converter uses.
type Config struct {
	ModelType        string  `json:"model_type"`
	HiddenSize       int     `json:"hidden_size"`
	NumLayers        int     `json:"num_hidden_layers"`
	NumHeads         int     `json:"num_attention_heads"`
	IntermediateSize int     `json:"intermediate_size"`
	MaxPositions     int     `json:"max_position_embeddings"`
	VocabSize        int     `json:"vocab_size"`
	TypeVocabSize    int     `json:"type_vocab_size"`
	LayerNormEps     float64 `json:"layer_norm_eps"`
	HiddenAct        string  `json:"hidden_act"`
	PositionEmbType  string  `json:"position_embedding_type"`
}

// ParseConfig decodes and validates config.json; errors name the field.
func ParseConfig(b []byte) (Config, error) {
	var c Config
	if err := json.Unmarshal(b, &c); err != nil {
		return Config{}, fmt.Errorf("%w: config.json: %v", models.ErrCorrupt, err)
	}
	bad := func(field string, v any) error {
		return fmt.Errorf("%w: config.json: %s = %v is not supported", models.ErrCorrupt, field, v)
	}
	switch {
	case c.ModelType != "bert":
		return c, bad("model_type", c.ModelType)
	case c.HiddenSize <= 0 || c.NumHeads <= 0 || c.HiddenSize%c.NumHeads != 0:
		return c, bad("hidden_size/num_attention_heads", fmt.Sprintf("%d/%d", c.HiddenSize, c.NumHeads))
	case c.NumLayers <= 0 || c.NumLayers > 128:
		return c, bad("num_hidden_layers", c.NumLayers)
	case c.IntermediateSize <= 0, c.MaxPositions <= 0, c.VocabSize <= 0, c.TypeVocabSize <= 0:
		return c, bad("sizes", fmt.Sprintf("intermediate %d positions %d vocab %d types %d", c.IntermediateSize, c.MaxPositions, c.VocabSize, c.TypeVocabSize))
	case c.HiddenAct != "gelu":
		return c, bad("hidden_act", c.HiddenAct)
	case c.PositionEmbType != "" && c.PositionEmbType != "absolute":
		return c, bad("position_embedding_type", c.PositionEmbType)
	case !(c.LayerNormEps > 0 && c.LayerNormEps < 1):
		return c, bad("layer_norm_eps", c.LayerNormEps)
	}
	return c, nil
}

// builder accumulates nodes and initializers in emission order.
type builder struct {
	nodes []node
	inits []tensor
	n     int
}

func (b *builder) op(op string, inputs []string, attrs ...attr) string {
	b.n++
	out := fmt.Sprintf("%s_%d", op, b.n)
	b.nodes = append(b.nodes, node{op: op, name: out, inputs: inputs, outputs: []string{out}, attrs: attrs})
	return out
}

func (b *builder) init(t tensor) string {
	b.inits = append(b.inits, t)
	return t.name
}

func ints(name string, v ...int64) attr { return attr{name: name, kind: attrInts, ints: v} }

// Convert builds the ONNX model for cfg from the weights.
func Convert(w *models.Tensors, cfg Config) ([]byte, error) {
	b := &builder{}
	x, err := b.embeddings(w, cfg)
	if err != nil {
		return nil, err
	}
	maskBias := b.maskBias()
	for l := 0; l < cfg.NumLayers; l++ {
		if x, err = b.layer(w, cfg, l, x, maskBias); err != nil {
			return nil, err
		}
	}
	b.nodes = append(b.nodes, node{op: "Identity", name: "output", inputs: []string{x}, outputs: []string{Output}})
	inputs := []valueInfo{
		{name: "input_ids", dtype: dtInt64, dims: []int64{0, 0}, params: []string{"batch", "seq"}},
		{name: "attention_mask", dtype: dtInt64, dims: []int64{0, 0}, params: []string{"batch", "seq"}},
	}
	outputs := []valueInfo{{name: Output, dtype: dtFloat, dims: []int64{0, 0, int64(cfg.HiddenSize)}, params: []string{"batch", "seq", ""}}}
	return marshalModel("evicortex-onnxgen", Version, "bert", b.nodes, b.inits, inputs, outputs), nil
}

// embeddings: LayerNorm(word[ids] + position[0:seq] + type[0]).
func (b *builder) embeddings(w *models.Tensors, cfg Config) (string, error) {
	h := cfg.HiddenSize
	word, err := w.F32("embeddings.word_embeddings.weight", cfg.VocabSize, h)
	if err != nil {
		return "", err
	}
	pos, err := w.F32("embeddings.position_embeddings.weight", cfg.MaxPositions, h)
	if err != nil {
		return "", err
	}
	typ, err := w.F32("embeddings.token_type_embeddings.weight", cfg.TypeVocabSize, h)
	if err != nil {
		return "", err
	}
	wordT := b.init(floatTensor("word_embeddings", []int64{int64(cfg.VocabSize), int64(h)}, word))
	posT := b.init(floatTensor("position_embeddings", []int64{int64(cfg.MaxPositions), int64(h)}, pos))
	typT := b.init(floatTensor("token_type_row0", []int64{int64(h)}, typ[:h]))
	zero := b.init(int64Tensor("const_zero_1d", []int64{1}, []int64{0}))
	seq := b.op("Shape", []string{"input_ids"}, attr{name: "start", kind: attrInt, i: 1}, attr{name: "end", kind: attrInt, i: 2})
	posRows := b.op("Slice", []string{posT, zero, seq, zero})
	tok := b.op("Gather", []string{wordT, "input_ids"}, attr{name: "axis", kind: attrInt, i: 0})
	sum := b.op("Add", []string{b.op("Add", []string{tok, posRows}), typT})
	return b.layerNorm(w, cfg, "embeddings.LayerNorm", sum)
}

// maskBias: (mask - 1) * 10000 as float, shaped [batch, 1, 1, seq].
func (b *builder) maskBias() string {
	axes := b.init(int64Tensor("const_axes_1_2", []int64{2}, []int64{1, 2}))
	one := b.init(floatTensor("const_one", nil, []float32{1}))
	big := b.init(floatTensor("const_mask_scale", nil, []float32{10000}))
	m := b.op("Cast", []string{"attention_mask"}, attr{name: "to", kind: attrInt, i: dtFloat})
	m = b.op("Unsqueeze", []string{m, axes})
	return b.op("Mul", []string{b.op("Sub", []string{m, one}), big})
}

func (b *builder) layerNorm(w *models.Tensors, cfg Config, prefix, x string) (string, error) {
	h := cfg.HiddenSize
	g, err := w.F32(prefix+".weight", h)
	if err != nil {
		return "", err
	}
	beta, err := w.F32(prefix+".bias", h)
	if err != nil {
		return "", err
	}
	gT := b.init(floatTensor(prefix+".weight", []int64{int64(h)}, g))
	bT := b.init(floatTensor(prefix+".bias", []int64{int64(h)}, beta))
	return b.op("LayerNormalization", []string{x, gT, bT},
		attr{name: "axis", kind: attrInt, i: -1}, attr{name: "epsilon", kind: attrFloat, f: float32(cfg.LayerNormEps)}), nil
}

// linear: x · W^T + bias for a torch Linear weight [out, in].
func (b *builder) linear(w *models.Tensors, prefix string, in, out int, x string) (string, error) {
	wt, bias, err := linearWeights(w, prefix, in, out, 1)
	if err != nil {
		return "", err
	}
	wT := b.init(floatTensor(prefix+".weight_t", []int64{int64(in), int64(out)}, wt))
	bT := b.init(floatTensor(prefix+".bias", []int64{int64(out)}, bias))
	return b.op("Add", []string{b.op("MatMul", []string{x, wT}), bT}), nil
}

// linearWeights returns W^T ([in, out], scaled) and the scaled bias.
func linearWeights(w *models.Tensors, prefix string, in, out int, scale float32) ([]float32, []float32, error) {
	wm, err := w.F32(prefix+".weight", out, in)
	if err != nil {
		return nil, nil, err
	}
	bias, err := w.F32(prefix+".bias", out)
	if err != nil {
		return nil, nil, err
	}
	wt := make([]float32, in*out)
	for o := 0; o < out; o++ {
		for i := 0; i < in; i++ {
			wt[i*out+o] = wm[o*in+i] * scale
		}
	}
	for i := range bias {
		bias[i] *= scale
	}
	return wt, bias, nil
}

func (b *builder) layer(w *models.Tensors, cfg Config, l int, x, maskBias string) (string, error) {
	p := fmt.Sprintf("encoder.layer.%d.", l)
	attn, err := b.attention(w, cfg, p+"attention.", x, maskBias)
	if err != nil {
		return "", err
	}
	h := cfg.HiddenSize
	proj, err := b.linear(w, p+"attention.output.dense", h, h, attn)
	if err != nil {
		return "", err
	}
	x, err = b.layerNorm(w, cfg, p+"attention.output.LayerNorm", b.op("Add", []string{proj, x}))
	if err != nil {
		return "", err
	}
	inter, err := b.linear(w, p+"intermediate.dense", h, cfg.IntermediateSize, x)
	if err != nil {
		return "", err
	}
	out, err := b.linear(w, p+"output.dense", cfg.IntermediateSize, h, b.gelu(inter))
	if err != nil {
		return "", err
	}
	return b.layerNorm(w, cfg, p+"output.LayerNorm", b.op("Add", []string{out, x}))
}

// gelu: 0.5 · x · (1 + erf(x / √2)), the exact form BERT's "gelu" uses.
func (b *builder) gelu(x string) string {
	if !b.hasInit("const_sqrt2") {
		b.init(floatTensor("const_sqrt2", nil, []float32{float32(math.Sqrt2)}))
		b.init(floatTensor("const_half", nil, []float32{0.5}))
	}
	e := b.op("Erf", []string{b.op("Div", []string{x, "const_sqrt2"})})
	return b.op("Mul", []string{b.op("Mul", []string{x, b.op("Add", []string{e, "const_one"})}), "const_half"})
}

func (b *builder) hasInit(name string) bool {
	for _, t := range b.inits {
		if t.name == name {
			return true
		}
	}
	return false
}

// attention: fused QKV projection, per-head scaled dot product with the mask bias, heads merged.
func (b *builder) attention(w *models.Tensors, cfg Config, p, x, maskBias string) (string, error) {
	h, heads := cfg.HiddenSize, cfg.NumHeads
	hd := h / heads
	scale := float32(1 / math.Sqrt(float64(hd)))
	qkv := make([]float32, 0, 3*h*h)
	var bias []float32
	parts := [][]float32{}
	for i, name := range []string{"query", "key", "value"} {
		s := float32(1)
		if i == 0 {
			s = scale
		}
		wt, bb, err := linearWeights(w, p+"self."+name, h, h, s)
		if err != nil {
			return "", err
		}
		parts = append(parts, wt)
		bias = append(bias, bb...)
	}
	for r := 0; r < h; r++ { // row r of [h, 3h] is row r of each part side by side
		for _, part := range parts {
			qkv = append(qkv, part[r*h:(r+1)*h]...)
		}
	}
	wT := b.init(floatTensor(p+"qkv.weight_t", []int64{int64(h), int64(3 * h)}, qkv))
	bT := b.init(floatTensor(p+"qkv.bias", []int64{int64(3 * h)}, bias))
	fused := b.op("Add", []string{b.op("MatMul", []string{x, wT}), bT})
	splitSizes := b.init(int64Tensor(p+"qkv.split", []int64{3}, []int64{int64(h), int64(h), int64(h)}))
	b.n++
	q, k, v := fmt.Sprintf("q_%d", b.n), fmt.Sprintf("k_%d", b.n), fmt.Sprintf("v_%d", b.n)
	b.nodes = append(b.nodes, node{op: "Split", name: fmt.Sprintf("Split_%d", b.n), inputs: []string{fused, splitSizes},
		outputs: []string{q, k, v}, attrs: []attr{{name: "axis", kind: attrInt, i: -1}}})
	if !b.hasInit("const_heads_shape") {
		b.init(int64Tensor("const_heads_shape", []int64{4}, []int64{0, 0, int64(heads), int64(hd)}))
		b.init(int64Tensor("const_merge_shape", []int64{3}, []int64{0, 0, int64(h)}))
	}
	split := func(t string, perm ...int64) string {
		return b.op("Transpose", []string{b.op("Reshape", []string{t, "const_heads_shape"})}, ints("perm", perm...))
	}
	scores := b.op("Add", []string{b.op("MatMul", []string{split(q, 0, 2, 1, 3), split(k, 0, 2, 3, 1)}), maskBias})
	probs := b.op("Softmax", []string{scores}, attr{name: "axis", kind: attrInt, i: -1})
	ctx := b.op("MatMul", []string{probs, split(v, 0, 2, 1, 3)})
	ctx = b.op("Transpose", []string{ctx}, ints("perm", 0, 2, 1, 3))
	return b.op("Reshape", []string{ctx, "const_merge_shape"}), nil
}
