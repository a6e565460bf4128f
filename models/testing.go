package models

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"sort"
)

// TestTensor is an F32 tensor for EncodeTestSafetensors.
type TestTensor struct {
	Shape []int
	Data  []float32
}

// EncodeTestSafetensors writes F32 tensors in the safetensors layout
// (sorted by name, contiguous). It exists for tests (here, in onnxgen and
// dense) that need small synthetic models.
func EncodeTestSafetensors(ts map[string]TestTensor) []byte {
	names := make([]string, 0, len(ts))
	for n := range ts {
		names = append(names, n)
	}
	sort.Strings(names)
	header := map[string]any{"__metadata__": map[string]string{"format": "pt"}}
	var data []byte
	for _, n := range names {
		t := ts[n]
		start := len(data)
		for _, v := range t.Data {
			data = binary.LittleEndian.AppendUint32(data, math.Float32bits(v))
		}
		header[n] = map[string]any{"dtype": "F32", "shape": t.Shape, "data_offsets": []int{start, len(data)}}
	}
	hb, _ := json.Marshal(header)
	out := binary.LittleEndian.AppendUint64(nil, uint64(len(hb)))
	return append(append(out, hb...), data...)
}
