package onnxgen

import (
	"encoding/binary"
	"math"

	"google.golang.org/protobuf/encoding/protowire"
)

// ONNX TensorProto data types and AttributeProto types used here.
const (
	dtFloat = 1
	dtInt64 = 7

	attrFloat  = 1
	attrInt    = 2
	attrTensor = 4
	attrInts   = 7
)

func appendString(b []byte, field protowire.Number, s string) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendString(b, s)
}

func appendBytes(b []byte, field protowire.Number, v []byte) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendBytes(b, v)
}

func appendVarint(b []byte, field protowire.Number, v uint64) []byte {
	b = protowire.AppendTag(b, field, protowire.VarintType)
	return protowire.AppendVarint(b, v)
}

// tensor is an initializer or constant: raw little-endian data.
type tensor struct {
	name  string
	dtype int
	dims  []int64
	raw   []byte
}

func floatTensor(name string, dims []int64, v []float32) tensor {
	raw := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(x))
	}
	return tensor{name: name, dtype: dtFloat, dims: dims, raw: raw}
}

func int64Tensor(name string, dims []int64, v []int64) tensor {
	raw := make([]byte, 8*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint64(raw[8*i:], uint64(x))
	}
	return tensor{name: name, dtype: dtInt64, dims: dims, raw: raw}
}

// TensorProto: dims=1, data_type=2, name=8, raw_data=9.
func (t tensor) marshal() []byte {
	var b []byte
	for _, d := range t.dims {
		b = appendVarint(b, 1, uint64(d))
	}
	b = appendVarint(b, 2, uint64(t.dtype))
	b = appendString(b, 8, t.name)
	return appendBytes(b, 9, t.raw)
}

// attr is an AttributeProto: name=1, f=2, i=3, t=5, ints=8, type=20.
type attr struct {
	name string
	kind int
	f    float32
	i    int64
	ints []int64
	t    *tensor
}

func (a attr) marshal() []byte {
	b := appendString(nil, 1, a.name)
	switch a.kind {
	case attrFloat:
		b = protowire.AppendTag(b, 2, protowire.Fixed32Type)
		b = protowire.AppendFixed32(b, math.Float32bits(a.f))
	case attrInt:
		b = appendVarint(b, 3, uint64(a.i))
	case attrTensor:
		b = appendBytes(b, 5, a.t.marshal())
	case attrInts:
		for _, v := range a.ints {
			b = appendVarint(b, 8, uint64(v))
		}
	}
	return appendVarint(b, 20, uint64(a.kind))
}

// node is a NodeProto: input=1, output=2, name=3, op_type=4, attribute=5.
type node struct {
	op      string
	name    string
	inputs  []string
	outputs []string
	attrs   []attr
}

func (n node) marshal() []byte {
	var b []byte
	for _, in := range n.inputs {
		b = appendString(b, 1, in)
	}
	for _, out := range n.outputs {
		b = appendString(b, 2, out)
	}
	b = appendString(b, 3, n.name)
	b = appendString(b, 4, n.op)
	for _, a := range n.attrs {
		b = appendBytes(b, 5, a.marshal())
	}
	return b
}

// valueInfo is a ValueInfoProto for a graph input or output; a dim is either
// a fixed size (param == "") or a symbolic name.
type valueInfo struct {
	name   string
	dtype  int
	dims   []int64
	params []string
}

// ValueInfoProto{name=1, type=2}; TypeProto{tensor_type=1};
// TypeProto.Tensor{elem_type=1, shape=2}; TensorShapeProto{dim=1};
// Dimension{dim_value=1, dim_param=2}.
func (v valueInfo) marshal() []byte {
	var shape []byte
	for i, d := range v.dims {
		var dim []byte
		if v.params[i] != "" {
			dim = appendString(nil, 2, v.params[i])
		} else {
			dim = appendVarint(nil, 1, uint64(d))
		}
		shape = appendBytes(shape, 1, dim)
	}
	tt := appendVarint(nil, 1, uint64(v.dtype))
	tt = appendBytes(tt, 2, shape)
	typ := appendBytes(nil, 1, tt)
	b := appendString(nil, 1, v.name)
	return appendBytes(b, 2, typ)
}

// model writes a ModelProto: ir_version=1, producer_name=2, producer_version=3,
// graph=7, opset_import=8. GraphProto: node=1, name=2, initializer=5,
// input=11, output=12.
func marshalModel(producer, version, graphName string, nodes []node, inits []tensor, inputs, outputs []valueInfo) []byte {
	var g []byte
	for _, n := range nodes {
		g = appendBytes(g, 1, n.marshal())
	}
	g = appendString(g, 2, graphName)
	for _, t := range inits {
		g = appendBytes(g, 5, t.marshal())
	}
	for _, in := range inputs {
		g = appendBytes(g, 11, in.marshal())
	}
	for _, out := range outputs {
		g = appendBytes(g, 12, out.marshal())
	}
	b := appendVarint(nil, 1, irVersion)
	b = appendString(b, 2, producer)
	b = appendString(b, 3, version)
	b = appendBytes(b, 7, g)
	opset := appendString(nil, 1, "")
	opset = appendVarint(opset, 2, opsetVersion)
	return appendBytes(b, 8, opset)
}
