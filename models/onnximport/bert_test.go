package onnximport

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

func tinyConfig() onnxgen.Config {
	return onnxgen.Config{ModelType: "bert", HiddenSize: 8, NumLayers: 2, NumHeads: 2, IntermediateSize: 16,
		MaxPositions: 12, VocabSize: 30, TypeVocabSize: 2, LayerNormEps: 1e-12, HiddenAct: "gelu", PositionEmbType: "absolute"}
}

// exportOptions bends the synthetic export to make bad inputs.
type exportOptions struct {
	dropMatMul string  // node name whose MatMul is left out
	scale      float32 // attention Div constant (0: √head_dim)
	extraInit  string  // an extra HF-named initializer
}

// torchExport writes w the way torch.onnx lays out a BertModel: HF-named
// biases and norms, Linear weights as onnx::MatMul_N [in, out] initializers
// used by MatMul nodes named after the module, Constant nodes for the
// attention scale and LayerNorm eps, and an Erf for gelu.
func torchExport(t testing.TB, w *models.Tensors, c onnxgen.Config, o exportOptions) []byte {
	t.Helper()
	var graph []byte
	addInit := func(name string, dims []int, v []float32) {
		graph = appendMsg(graph, graphInitializer, tensorProto(name, dims, v))
	}
	addNode := func(op, name string, inputs, outputs []string, value []byte) {
		var n []byte
		for _, in := range inputs {
			n = appendStr(n, nodeInput, in)
		}
		for _, out := range outputs {
			n = appendStr(n, nodeOutput, out)
		}
		n = appendStr(n, nodeName, name)
		n = appendStr(n, nodeOpType, op)
		if value != nil {
			a := appendStr(nil, attrName, "value")
			n = appendMsg(n, nodeAttr, appendMsg(a, attrTensor, value))
		}
		graph = appendMsg(graph, graphNode, n)
	}
	k := 0
	for _, name := range w.Names() {
		tn, _ := w.Get(name)
		v, err := w.F32(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(tn.Shape) == 2 && strings.HasPrefix(name, "encoder.") {
			out, in := tn.Shape[0], tn.Shape[1]
			tr := make([]float32, len(v))
			for i := 0; i < out; i++ {
				for j := 0; j < in; j++ {
					tr[j*out+i] = v[i*in+j]
				}
			}
			k++
			init := fmt.Sprintf("onnx::MatMul_%d", 1000+k)
			node := "/" + strings.ReplaceAll(strings.TrimSuffix(name, ".weight"), ".", "/") + "/MatMul"
			node = strings.Replace(node, "/layer/", "/layer.", 1)
			if node == o.dropMatMul {
				continue
			}
			addInit(init, []int{in, out}, tr)
			addNode("MatMul", node, []string{"x", init}, []string{node + "_output_0"}, nil)
			continue
		}
		addInit(name, tn.Shape, v)
	}
	if o.extraInit != "" {
		addInit(o.extraInit, []int{1}, []float32{1})
	}
	scale := o.scale
	if scale == 0 {
		scale = float32(math.Sqrt(float64(c.HiddenSize / c.NumHeads)))
	}
	addNode("Constant", "/encoder/layer.0/attention/self/Constant_12", nil, []string{"scale"}, tensorProto("", nil, []float32{scale}))
	addNode("Div", "/encoder/layer.0/attention/self/Div", []string{"scores", "scale"}, []string{"div"}, nil)
	addNode("Constant", "/embeddings/LayerNorm/Constant_1", nil, []string{"eps"}, tensorProto("", nil, []float32{float32(c.LayerNormEps)}))
	addNode("Add", "/embeddings/LayerNorm/Add", []string{"var", "eps"}, []string{"add"}, nil)
	addNode("Erf", "/encoder/layer.0/intermediate/intermediate_act_fn/Erf", []string{"x"}, []string{"erf"}, nil)
	model := protowire.AppendVarint(protowire.AppendTag(nil, 1, protowire.VarintType), 8)
	return appendMsg(model, modelGraph, graph)
}

func tensorProto(name string, dims []int, v []float32) []byte {
	var b []byte
	for _, d := range dims {
		b = protowire.AppendVarint(protowire.AppendTag(b, tensorDims, protowire.VarintType), uint64(d))
	}
	b = protowire.AppendVarint(protowire.AppendTag(b, tensorDataType, protowire.VarintType), dtFloat)
	if name != "" {
		b = appendStr(b, tensorName, name)
	}
	raw := make([]byte, 0, 4*len(v))
	for _, x := range v {
		raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(x))
	}
	return appendMsg(b, tensorRaw, raw)
}

func appendStr(b []byte, f protowire.Number, s string) []byte { return appendMsg(b, f, []byte(s)) }

func appendMsg(b []byte, f protowire.Number, v []byte) []byte {
	return protowire.AppendBytes(protowire.AppendTag(b, f, protowire.BytesType), v)
}

func testWeights(t testing.TB) *models.Tensors {
	w, err := onnxgen.TestWeights(tinyConfig(), 7, 0.2)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestRoundTrip: every tensor comes back bit for bit under its HF name, the
// config is the one the weights were drawn for, and the result converts.
func TestRoundTrip(t *testing.T) {
	w := testWeights(t)
	m, err := BERT(torchExport(t, w, tinyConfig(), exportOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	if m.Config != tinyConfig() {
		t.Fatalf("config %+v, want %+v", m.Config, tinyConfig())
	}
	if len(m.Weights) != len(w.Names()) {
		t.Fatalf("%d tensors, want %d", len(m.Weights), len(w.Names()))
	}
	for _, name := range w.Names() {
		want, _ := w.F32(name)
		got := m.Weights[name]
		tn, _ := w.Get(name)
		if fmt.Sprint(got.Shape) != fmt.Sprint(tn.Shape) {
			t.Fatalf("%s: shape %v, want %v", name, got.Shape, tn.Shape)
		}
		for i := range want {
			if math.Float32bits(got.Data[i]) != math.Float32bits(want[i]) {
				t.Fatalf("%s[%d] = %v, want %v", name, i, got.Data[i], want[i])
			}
		}
	}
	st, err := models.ParseSafetensors(models.EncodeSafetensors(m.Weights))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := onnxgen.Convert(st, m.Config); err != nil {
		t.Fatalf("convert the imported weights: %v", err)
	}
}

func TestRejectsWhatItCannotMap(t *testing.T) {
	w, c := testWeights(t), tinyConfig()
	cases := map[string]exportOptions{
		"no weight for encoder.layer.1.attention.self.key.weight": {dropMatMul: "/encoder/layer.1/attention/self/key/MatMul"},
		"does not divide hidden size":                             {scale: 1.7},
		"unexpected tensor encoder.surprise":                      {extraInit: "encoder.surprise"},
	}
	for want, o := range cases {
		_, err := BERT(torchExport(t, w, c, o))
		if !errors.Is(err, models.ErrCorrupt) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v", want, err)
		}
	}
	good := torchExport(t, w, c, exportOptions{})
	for _, n := range []int{0, 1, 7, len(good) / 2, len(good) - 1} {
		if _, err := BERT(good[:n]); !errors.Is(err, models.ErrCorrupt) {
			t.Errorf("truncated at %d: got %v", n, err)
		}
	}
}

// FuzzBERT: arbitrary bytes give a model or an ErrCorrupt, never a panic.
func FuzzBERT(f *testing.F) {
	f.Add(torchExport(f, testWeights(f), tinyConfig(), exportOptions{}))
	f.Add([]byte{0x3a, 0x02, 0x0a, 0x00})
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, err := BERT(b); err != nil && !errors.Is(err, models.ErrCorrupt) {
			t.Fatalf("error does not wrap ErrCorrupt: %v", err)
		}
	})
}
