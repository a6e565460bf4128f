package onnximport

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

// Model is what BERT recovers: weights under HF BertModel names and the config.
type Model struct {
	Weights map[string]models.F32Tensor
	Config  onnxgen.Config
}

// matmulNode matches the node name torch.onnx gives a Linear's MatMul.
var matmulNode = regexp.MustCompile(`^/encoder/layer\.(\d+)/((?:attention/self/(?:query|key|value))|(?:attention/output/dense)|(?:intermediate/dense)|(?:output/dense))/MatMul$`)

// BERT reads an exported BERT encoder; see the package doc for what it accepts.
func BERT(onnxBytes []byte) (Model, error) {
	g, err := parseModel(onnxBytes)
	if err != nil {
		return Model{}, err
	}
	w := map[string]models.F32Tensor{}
	for name, t := range g.inits {
		if !strings.HasPrefix(name, "embeddings.") && !strings.HasPrefix(name, "encoder.") {
			continue // a MatMul weight (onnx::MatMul_N), mapped through its node below
		}
		v, err := t.floats()
		if err != nil {
			return Model{}, err
		}
		w[name] = models.F32Tensor{Shape: t.dims, Data: v}
	}
	hasErf := false
	for _, n := range g.nodes {
		hasErf = hasErf || n.op == "Erf"
		m := matmulNode.FindStringSubmatch(n.name)
		if n.op != "MatMul" || m == nil {
			continue
		}
		if err := addLinear(g, n, "encoder.layer."+m[1]+"."+strings.ReplaceAll(m[2], "/", ".")+".weight", w); err != nil {
			return Model{}, err
		}
	}
	cfg, err := config(g, w, hasErf)
	if err != nil {
		return Model{}, err
	}
	if err := checkComplete(w, cfg); err != nil {
		return Model{}, err
	}
	return Model{Weights: w, Config: cfg}, nil
}

// addLinear stores the MatMul's [in, out] initializer transposed to HF's [out, in].
func addLinear(g *graph, n node, name string, w map[string]models.F32Tensor) error {
	if len(n.inputs) != 2 {
		return fmt.Errorf("%w: onnx node %s has %d inputs, want 2", models.ErrCorrupt, n.name, len(n.inputs))
	}
	t, ok := g.inits[n.inputs[1]]
	if !ok || len(t.dims) != 2 {
		return fmt.Errorf("%w: onnx node %s: weight %q is not a 2-d initializer", models.ErrCorrupt, n.name, n.inputs[1])
	}
	if _, dup := w[name]; dup {
		return fmt.Errorf("%w: onnx node %s: a second weight for %s", models.ErrCorrupt, n.name, name)
	}
	v, err := t.floats()
	if err != nil {
		return err
	}
	in, out := t.dims[0], t.dims[1]
	tr := make([]float32, len(v))
	for i := 0; i < in; i++ {
		for j := 0; j < out; j++ {
			tr[j*in+i] = v[i*out+j]
		}
	}
	w[name] = models.F32Tensor{Shape: []int{out, in}, Data: tr}
	return nil
}

// config derives config.json's fields from shapes and graph constants.
func config(g *graph, w map[string]models.F32Tensor, hasErf bool) (onnxgen.Config, error) {
	// The sizes are read off these tensors' shapes.
	var word, pos, typ, inter []int
	for _, want := range []struct {
		name string
		rank int
		dst  *[]int
	}{
		{"embeddings.word_embeddings.weight", 2, &word},
		{"embeddings.position_embeddings.weight", 2, &pos},
		{"embeddings.token_type_embeddings.weight", 2, &typ},
		{"encoder.layer.0.intermediate.dense.bias", 1, &inter},
	} {
		t, ok := w[want.name]
		if !ok || len(t.Shape) != want.rank {
			return onnxgen.Config{}, fmt.Errorf("%w: onnx: no %d-d tensor %s", models.ErrCorrupt, want.rank, want.name)
		}
		*want.dst = t.Shape
	}
	layers := 0
	for ; ; layers++ {
		if _, ok := w[fmt.Sprintf("encoder.layer.%d.output.LayerNorm.weight", layers)]; !ok {
			break
		}
	}
	scale, err := constantInput(g, "/encoder/layer.0/attention/self/Div", 1)
	if err != nil {
		return onnxgen.Config{}, err
	}
	eps, err := constantInput(g, "/embeddings/LayerNorm/Add", 1)
	if err != nil {
		return onnxgen.Config{}, err
	}
	headDim := int(math.Round(float64(scale) * float64(scale)))
	if headDim <= 0 || word[1]%headDim != 0 {
		return onnxgen.Config{}, fmt.Errorf("%w: onnx: attention scale %g gives head size %d, which does not divide hidden size %d", models.ErrCorrupt, scale, headDim, word[1])
	}
	act := "gelu"
	if !hasErf {
		act = "unknown (no Erf node)"
	}
	cfg := onnxgen.Config{
		ModelType: "bert", HiddenSize: word[1], NumLayers: layers, NumHeads: word[1] / headDim,
		IntermediateSize: inter[0], MaxPositions: pos[0], VocabSize: word[0], TypeVocabSize: typ[0],
		// float32 → float64 keeps the exported value (1e-12 reads back as 9.9999999600e-13): round to 6 significant digits.
		LayerNormEps: roundSig(float64(eps), 6), HiddenAct: act, PositionEmbType: "absolute",
	}
	b, err := cfg.JSON()
	if err != nil {
		return onnxgen.Config{}, err
	}
	if _, err := onnxgen.ParseConfig(b); err != nil {
		return onnxgen.Config{}, err
	}
	return cfg, nil
}

// constantInput returns the scalar float Constant feeding input i of the node called name.
func constantInput(g *graph, name string, i int) (float32, error) {
	var src string
	for _, n := range g.nodes {
		if n.name == name && len(n.inputs) > i {
			src = n.inputs[i]
		}
	}
	if src == "" {
		return 0, fmt.Errorf("%w: onnx: no node %s with input %d", models.ErrCorrupt, name, i)
	}
	for _, n := range g.nodes {
		if n.op == "Constant" && len(n.output) == 1 && n.output[0] == src && n.value != nil {
			v, err := n.value.floats()
			if err != nil || len(v) != 1 {
				return 0, fmt.Errorf("%w: onnx: input %d of %s is not a float scalar", models.ErrCorrupt, i, name)
			}
			return v[0], nil
		}
	}
	if t, ok := g.inits[src]; ok {
		if v, err := t.floats(); err == nil && len(v) == 1 {
			return v[0], nil
		}
	}
	return 0, fmt.Errorf("%w: onnx: input %d of %s (%s) is not a constant", models.ErrCorrupt, i, name, src)
}

func roundSig(x float64, digits int) float64 {
	if x == 0 {
		return 0
	}
	p := math.Pow(10, float64(digits)-math.Ceil(math.Log10(math.Abs(x))))
	return math.Round(x*p) / p
}

// checkComplete requires every tensor onnxgen reads, with the right shape,
// and nothing else, so a partly understood export fails here rather than
// later.
func checkComplete(w map[string]models.F32Tensor, c onnxgen.Config) error {
	want := onnxgen.TensorShapes(c)
	for name, s := range want {
		t, ok := w[name]
		if !ok {
			return fmt.Errorf("%w: onnx: no weight for %s", models.ErrCorrupt, name)
		}
		if fmt.Sprint(t.Shape) != fmt.Sprint(s) {
			return fmt.Errorf("%w: onnx: %s has shape %v, want %v", models.ErrCorrupt, name, t.Shape, s)
		}
	}
	for name := range w {
		if _, ok := want[name]; !ok {
			return fmt.Errorf("%w: onnx: unexpected tensor %s", models.ErrCorrupt, name)
		}
	}
	return nil
}
