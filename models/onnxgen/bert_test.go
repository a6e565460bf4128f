package onnxgen

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/evicortex/evicortex/models"
)

func tinyConfig() Config {
	return Config{ModelType: "bert", HiddenSize: 8, NumLayers: 2, NumHeads: 2, IntermediateSize: 16,
		MaxPositions: 12, VocabSize: 30, TypeVocabSize: 2, LayerNormEps: 1e-12, HiddenAct: "gelu", PositionEmbType: "absolute"}
}

// tinyWeights makes random weights with HF BertModel tensor names.
func tinyWeights(t *testing.T, c Config, seed int64) *models.Tensors {
	t.Helper()
	w, err := TestWeights(c, seed, 0.2)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// fields decodes one protobuf message into (field number, raw bytes or varint) pairs.
type field struct {
	num protowire.Number
	b   []byte
	v   uint64
}

func decode(t *testing.T, b []byte) []field {
	t.Helper()
	var out []field
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			t.Fatalf("bad tag: %v", protowire.ParseError(n))
		}
		b = b[n:]
		var f field
		f.num = num
		switch typ {
		case protowire.BytesType:
			f.b, n = protowire.ConsumeBytes(b)
		case protowire.VarintType:
			f.v, n = protowire.ConsumeVarint(b)
		case protowire.Fixed32Type:
			var v uint32
			v, n = protowire.ConsumeFixed32(b)
			f.v = uint64(v)
		default:
			t.Fatalf("unexpected wire type %v", typ)
		}
		if n < 0 {
			t.Fatalf("bad field %d: %v", num, protowire.ParseError(n))
		}
		b = b[n:]
		out = append(out, f)
	}
	return out
}

func strs(fs []field, num protowire.Number) []string {
	var out []string
	for _, f := range fs {
		if f.num == num {
			out = append(out, string(f.b))
		}
	}
	return out
}

// TestConvertGraphIsWellFormed decodes the model with protowire and checks
// that every node input is a graph input, an initializer or an earlier
// node's output (topological order), that initializer sizes match their
// dims, and that the output is produced.
func TestConvertGraphIsWellFormed(t *testing.T) {
	c := tinyConfig()
	b, err := Convert(tinyWeights(t, c, 1), c)
	if err != nil {
		t.Fatal(err)
	}
	top := decode(t, b)
	var graph []byte
	for _, f := range top {
		if f.num == 7 {
			graph = f.b
		}
		if f.num == 1 && f.v != irVersion {
			t.Fatalf("ir_version %d", f.v)
		}
	}
	g := decode(t, graph)
	defined := map[string]bool{}
	for _, in := range g {
		if in.num == 11 {
			defined[strs(decode(t, in.b), 1)[0]] = true
		}
	}
	if !defined["input_ids"] || !defined["attention_mask"] {
		t.Fatalf("inputs %v", defined)
	}
	for _, f := range g {
		if f.num != 5 {
			continue
		}
		tf := decode(t, f.b)
		elems, dtype := uint64(1), uint64(0)
		var raw []byte
		for _, x := range tf {
			switch x.num {
			case 1:
				elems *= x.v
			case 2:
				dtype = x.v
			case 9:
				raw = x.b
			}
		}
		size := map[uint64]uint64{dtFloat: 4, dtInt64: 8}[dtype]
		if size == 0 || uint64(len(raw)) != elems*size {
			t.Fatalf("initializer %v: dtype %d, %d elems, %d bytes", strs(tf, 8), dtype, elems, len(raw))
		}
		defined[strs(tf, 8)[0]] = true
	}
	nodes, ops := 0, map[string]int{}
	for _, f := range g {
		if f.num != 1 {
			continue
		}
		nf := decode(t, f.b)
		for _, in := range strs(nf, 1) {
			if !defined[in] {
				t.Fatalf("node %v (%v) reads %q before it is defined", strs(nf, 3), strs(nf, 4), in)
			}
		}
		for _, out := range strs(nf, 2) {
			if defined[out] {
				t.Fatalf("%q defined twice", out)
			}
			defined[out] = true
		}
		ops[strs(nf, 4)[0]]++
		nodes++
	}
	if !defined[Output] {
		t.Fatal("output never produced")
	}
	if ops["Softmax"] != c.NumLayers || ops["LayerNormalization"] != 2*c.NumLayers+1 || ops["Erf"] != c.NumLayers {
		t.Fatalf("op counts %v", ops)
	}
	t.Logf("%d nodes, ops %v", nodes, ops)
}

func TestConvertIsDeterministic(t *testing.T) {
	c := tinyConfig()
	a, _ := Convert(tinyWeights(t, c, 3), c)
	b, _ := Convert(tinyWeights(t, c, 3), c)
	d, _ := Convert(tinyWeights(t, c, 4), c)
	if !bytes.Equal(a, b) {
		t.Fatal("same weights, different bytes")
	}
	if bytes.Equal(a, d) {
		t.Fatal("different weights, same bytes")
	}
}

func TestConvertRejectsWrongWeights(t *testing.T) {
	c := tinyConfig()
	w := tinyWeights(t, c, 1)
	big := c
	big.HiddenSize = 16
	big.NumHeads = 4
	if _, err := Convert(w, big); !errors.Is(err, models.ErrCorrupt) || !strings.Contains(err.Error(), "shape") {
		t.Fatalf("shape mismatch: got %v", err)
	}
	deeper := c
	deeper.NumLayers = 3
	if _, err := Convert(w, deeper); !errors.Is(err, models.ErrCorrupt) || !strings.Contains(err.Error(), "encoder.layer.2") {
		t.Fatalf("missing layer: got %v", err)
	}
}

func TestParseConfig(t *testing.T) {
	good := `{"model_type":"bert","hidden_size":384,"num_hidden_layers":6,"num_attention_heads":12,"intermediate_size":1536,
"max_position_embeddings":512,"vocab_size":30522,"type_vocab_size":2,"layer_norm_eps":1e-12,"hidden_act":"gelu"}`
	if _, err := ParseConfig([]byte(good)); err != nil {
		t.Fatal(err)
	}
	for field, bad := range map[string]string{
		"model_type":          strings.Replace(good, `"bert"`, `"gpt2"`, 1),
		"num_attention_heads": strings.Replace(good, `"num_attention_heads":12`, `"num_attention_heads":7`, 1),
		"hidden_act":          strings.Replace(good, `"gelu"`, `"relu"`, 1),
		"layer_norm_eps":      strings.Replace(good, `1e-12`, `0`, 1),
		"num_hidden_layers":   strings.Replace(good, `"num_hidden_layers":6`, `"num_hidden_layers":0`, 1),
		"json":                `{`,
	} {
		_, err := ParseConfig([]byte(bad))
		if !errors.Is(err, models.ErrCorrupt) || (field != "json" && !strings.Contains(err.Error(), field)) {
			t.Errorf("%s: got %v", field, err)
		}
	}
}
