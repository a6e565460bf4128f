package onnximport

import (
	"encoding/binary"
	"fmt"
	"math"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/evicortex/evicortex/models"
)

// ONNX field numbers read here (onnx.proto3).
const (
	modelGraph = 7 // ModelProto.graph

	graphNode        = 1 // GraphProto.node
	graphInitializer = 5 // GraphProto.initializer

	nodeInput  = 1 // NodeProto.input
	nodeOutput = 2 // NodeProto.output
	nodeName   = 3 // NodeProto.name
	nodeOpType = 4 // NodeProto.op_type
	nodeAttr   = 5 // NodeProto.attribute

	attrName   = 1 // AttributeProto.name
	attrTensor = 5 // AttributeProto.t

	tensorDims     = 1 // TensorProto.dims
	tensorDataType = 2 // TensorProto.data_type
	tensorName     = 8 // TensorProto.name
	tensorRaw      = 9 // TensorProto.raw_data

	dtFloat = 1 // TensorProto.FLOAT
)

// tensor is a float32 TensorProto with raw_data.
type tensor struct {
	name  string
	dtype uint64
	dims  []int
	raw   []byte
}

func (t tensor) floats() ([]float32, error) {
	if t.dtype != dtFloat {
		return nil, fmt.Errorf("%w: onnx tensor %q: data type %d, want float (1)", models.ErrCorrupt, t.name, t.dtype)
	}
	n := 1
	for _, d := range t.dims {
		if d > 0 && n > math.MaxInt32/d {
			return nil, fmt.Errorf("%w: onnx tensor %q: shape %v is too large", models.ErrCorrupt, t.name, t.dims)
		}
		n *= d
	}
	if len(t.raw) != 4*n {
		return nil, fmt.Errorf("%w: onnx tensor %q: shape %v needs %d bytes of raw_data, has %d", models.ErrCorrupt, t.name, t.dims, 4*n, len(t.raw))
	}
	out := make([]float32, n)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.raw[4*i:]))
	}
	return out, nil
}

// node is a NodeProto; value is the "value" attribute of a Constant.
type node struct {
	op, name       string
	inputs, output []string
	value          *tensor
}

// graph is the part of a ModelProto the importer reads.
type graph struct {
	inits map[string]tensor
	nodes []node
}

// each calls fn for every field of one message; fn gets the bytes of a
// length-delimited field or the value of a varint.
func each(b []byte, what string, fn func(num protowire.Number, v []byte, u uint64) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return fmt.Errorf("%w: onnx %s: %v", models.ErrCorrupt, what, protowire.ParseError(n))
		}
		b = b[n:]
		var v []byte
		var u uint64
		switch typ {
		case protowire.BytesType:
			v, n = protowire.ConsumeBytes(b)
		case protowire.VarintType:
			u, n = protowire.ConsumeVarint(b)
		default:
			n = protowire.ConsumeFieldValue(num, typ, b)
		}
		if n < 0 {
			return fmt.Errorf("%w: onnx %s field %d: %v", models.ErrCorrupt, what, num, protowire.ParseError(n))
		}
		b = b[n:]
		if err := fn(num, v, u); err != nil {
			return err
		}
	}
	return nil
}

func parseModel(b []byte) (*graph, error) {
	var gb []byte
	err := each(b, "model", func(num protowire.Number, v []byte, _ uint64) error {
		if num == modelGraph {
			gb = v
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if gb == nil {
		return nil, fmt.Errorf("%w: onnx model has no graph", models.ErrCorrupt)
	}
	g := &graph{inits: map[string]tensor{}}
	err = each(gb, "graph", func(num protowire.Number, v []byte, _ uint64) error {
		switch num {
		case graphNode:
			n, err := parseNode(v)
			g.nodes = append(g.nodes, n)
			return err
		case graphInitializer:
			t, err := parseTensor(v)
			if err != nil {
				return err
			}
			if _, dup := g.inits[t.name]; dup {
				return fmt.Errorf("%w: onnx initializer %q appears twice", models.ErrCorrupt, t.name)
			}
			g.inits[t.name] = t
		}
		return nil
	})
	return g, err
}

func parseNode(b []byte) (node, error) {
	var n node
	err := each(b, "node", func(num protowire.Number, v []byte, _ uint64) error {
		switch num {
		case nodeInput:
			n.inputs = append(n.inputs, string(v))
		case nodeOutput:
			n.output = append(n.output, string(v))
		case nodeName:
			n.name = string(v)
		case nodeOpType:
			n.op = string(v)
		case nodeAttr:
			return parseAttr(v, &n)
		}
		return nil
	})
	return n, err
}

func parseAttr(b []byte, n *node) error {
	var name string
	var tb []byte
	err := each(b, "attribute", func(num protowire.Number, v []byte, _ uint64) error {
		switch num {
		case attrName:
			name = string(v)
		case attrTensor:
			tb = v
		}
		return nil
	})
	if err != nil || name != "value" || tb == nil {
		return err
	}
	t, err := parseTensor(tb)
	n.value = &t
	return err
}

func parseTensor(b []byte) (tensor, error) {
	var t tensor
	var bad error
	err := each(b, "tensor", func(num protowire.Number, v []byte, u uint64) error {
		switch num {
		case tensorDims:
			if v == nil { // unpacked
				t.dims = append(t.dims, int(u))
				return nil
			}
			for len(v) > 0 {
				d, n := protowire.ConsumeVarint(v)
				if n < 0 {
					return fmt.Errorf("%w: onnx tensor dims: %v", models.ErrCorrupt, protowire.ParseError(n))
				}
				t.dims = append(t.dims, int(d))
				v = v[n:]
			}
		case tensorDataType:
			t.dtype = u
		case tensorName:
			t.name = string(v)
		case tensorRaw:
			t.raw = v
		}
		return nil
	})
	if err != nil {
		return t, err
	}
	for _, d := range t.dims {
		if d < 0 || d > math.MaxInt32 {
			bad = fmt.Errorf("%w: onnx tensor %q: dimension %d out of range", models.ErrCorrupt, t.name, d)
		}
	}
	return t, bad
}
