package models

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
)

// maxHeaderLen bounds a safetensors JSON header (the reference implementation uses 100 MB).
const maxHeaderLen = 100 << 20

// Tensor is one entry of a safetensors file.
type Tensor struct {
	Name  string
	DType string // "F32", "I64", ...
	Shape []int
	Data  []byte // little-endian, aliases the file buffer
	Off   int64  // offset of Data within the data section
}

// Tensors is a decoded safetensors file; see FORMAT.md.
type Tensors struct {
	byName map[string]Tensor
}

var dtypeSize = map[string]int{"F64": 8, "F32": 4, "F16": 2, "BF16": 2, "I64": 8, "I32": 4, "I16": 2, "I8": 1, "U8": 1, "BOOL": 1}

// ReadSafetensors reads and validates a safetensors file.
func ReadSafetensors(path string) (*Tensors, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read safetensors: %w", err)
	}
	t, err := ParseSafetensors(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

type headerEntry struct {
	DType   string  `json:"dtype"`
	Shape   []int   `json:"shape"`
	Offsets []int64 `json:"data_offsets"`
}

// ParseSafetensors decodes b: an 8-byte little-endian header length, a JSON
// header, then the tensor bytes. Every offset, shape and dtype is checked;
// errors wrap ErrCorrupt. The returned tensors alias b.
func ParseSafetensors(b []byte) (*Tensors, error) {
	if len(b) < 8 {
		return nil, fmt.Errorf("%w: safetensors: %d bytes, need at least 8", ErrCorrupt, len(b))
	}
	n := binary.LittleEndian.Uint64(b)
	if n > maxHeaderLen || n > uint64(len(b)-8) {
		return nil, fmt.Errorf("%w: safetensors: header length %d exceeds file (%d bytes)", ErrCorrupt, n, len(b))
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b[8:8+n], &raw); err != nil {
		return nil, fmt.Errorf("%w: safetensors header: %v", ErrCorrupt, err)
	}
	data := b[8+n:]
	t := &Tensors{byName: make(map[string]Tensor, len(raw))}
	for name, msg := range raw {
		if name == "__metadata__" {
			continue
		}
		tn, err := decodeEntry(name, msg, data)
		if err != nil {
			return nil, err
		}
		t.byName[name] = tn
	}
	if err := checkOverlap(t); err != nil {
		return nil, err
	}
	return t, nil
}

func decodeEntry(name string, msg json.RawMessage, data []byte) (Tensor, error) {
	var e headerEntry
	if err := json.Unmarshal(msg, &e); err != nil {
		return Tensor{}, fmt.Errorf("%w: safetensors tensor %q: %v", ErrCorrupt, name, err)
	}
	size, ok := dtypeSize[e.DType]
	if !ok {
		return Tensor{}, fmt.Errorf("%w: safetensors tensor %q: unknown dtype %q", ErrCorrupt, name, e.DType)
	}
	if len(e.Offsets) != 2 || e.Offsets[0] < 0 || e.Offsets[0] > e.Offsets[1] || e.Offsets[1] > int64(len(data)) {
		return Tensor{}, fmt.Errorf("%w: safetensors tensor %q: data_offsets %v outside data (%d bytes)", ErrCorrupt, name, e.Offsets, len(data))
	}
	elems := int64(1)
	for _, d := range e.Shape {
		if d < 0 || (d > 0 && elems > math.MaxInt32/int64(d)) {
			return Tensor{}, fmt.Errorf("%w: safetensors tensor %q: bad shape %v", ErrCorrupt, name, e.Shape)
		}
		elems *= int64(d)
	}
	if elems*int64(size) != e.Offsets[1]-e.Offsets[0] {
		return Tensor{}, fmt.Errorf("%w: safetensors tensor %q: shape %v %s needs %d bytes, offsets give %d",
			ErrCorrupt, name, e.Shape, e.DType, elems*int64(size), e.Offsets[1]-e.Offsets[0])
	}
	return Tensor{Name: name, DType: e.DType, Shape: e.Shape, Data: data[e.Offsets[0]:e.Offsets[1]], Off: e.Offsets[0]}, nil
}

// checkOverlap rejects tensors whose byte ranges overlap.
func checkOverlap(t *Tensors) error {
	type span struct {
		name       string
		start, end int
	}
	var spans []span
	for _, tn := range t.byName {
		if len(tn.Data) == 0 {
			continue
		}
		start := int(tn.Off)
		spans = append(spans, span{tn.Name, start, start + len(tn.Data)})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	for i := 1; i < len(spans); i++ {
		if spans[i].start < spans[i-1].end {
			return fmt.Errorf("%w: safetensors tensors %q and %q overlap", ErrCorrupt, spans[i-1].name, spans[i].name)
		}
	}
	return nil
}

// Names returns the tensor names, sorted.
func (t *Tensors) Names() []string {
	out := make([]string, 0, len(t.byName))
	for n := range t.byName {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Get returns the tensor called name.
func (t *Tensors) Get(name string) (Tensor, bool) {
	tn, ok := t.byName[name]
	return tn, ok
}

// F32 decodes the F32 tensor called name and checks its shape against want
// (nil want accepts any shape).
func (t *Tensors) F32(name string, want ...int) ([]float32, error) {
	tn, ok := t.byName[name]
	if !ok {
		return nil, fmt.Errorf("%w: safetensors: no tensor %q", ErrCorrupt, name)
	}
	if tn.DType != "F32" {
		return nil, fmt.Errorf("%w: safetensors tensor %q is %s, want F32", ErrCorrupt, name, tn.DType)
	}
	if want != nil && !sameShape(tn.Shape, want) {
		return nil, fmt.Errorf("%w: safetensors tensor %q has shape %v, want %v", ErrCorrupt, name, tn.Shape, want)
	}
	out := make([]float32, len(tn.Data)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(tn.Data[4*i:]))
	}
	return out, nil
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// F32Tensor is a float32 tensor to encode with EncodeSafetensors.
type F32Tensor struct {
	Shape []int
	Data  []float32
}

// EncodeSafetensors writes F32 tensors in the safetensors layout (sorted by
// name, contiguous, no padding). The output depends only on ts, so a
// generated weights file can be pinned by its sha256.
func EncodeSafetensors(ts map[string]F32Tensor) []byte {
	names := make([]string, 0, len(ts))
	for n := range ts {
		names = append(names, n)
	}
	sort.Strings(names)
	header := map[string]any{"__metadata__": map[string]string{"format": "pt"}}
	size := 0
	for _, n := range names {
		size += 4 * len(ts[n].Data)
	}
	data := make([]byte, 0, size)
	for _, n := range names {
		t := ts[n]
		start := len(data)
		for _, v := range t.Data {
			data = binary.LittleEndian.AppendUint32(data, math.Float32bits(v))
		}
		header[n] = map[string]any{"dtype": "F32", "shape": t.Shape, "data_offsets": []int{start, len(data)}}
	}
	hb, _ := json.Marshal(header) // maps of strings, ints and slices always marshal
	out := binary.LittleEndian.AppendUint64(make([]byte, 0, 8+len(hb)+len(data)), uint64(len(hb)))
	return append(append(out, hb...), data...)
}
