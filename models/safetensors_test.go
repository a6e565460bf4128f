package models

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"math"
	"math/rand"
	"sort"
	"testing"
)

// TestParseSafetensorsRoundTrip is an oracle test: tensors written by the
// independent encoder in testing.go decode to the same values.
func TestParseSafetensorsRoundTrip(t *testing.T) {
	seed := int64(42)
	r := rand.New(rand.NewSource(seed))
	want := map[string]TestTensor{}
	for i, name := range []string{"a.weight", "b.bias", "c", "empty"} {
		shape := []int{1 + r.Intn(4), 1 + r.Intn(5)}
		if name == "empty" {
			shape = []int{0, 3}
		}
		v := make([]float32, shape[0]*shape[1])
		for j := range v {
			v[j] = float32(r.NormFloat64()) * float32(i+1)
		}
		want[name] = TestTensor{Shape: shape, Data: v}
	}
	b := EncodeTestSafetensors(want)
	got, err := ParseSafetensors(b)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	names := got.Names()
	if !sort.StringsAreSorted(names) || len(names) != len(want) {
		t.Fatalf("names %v", names)
	}
	for name, w := range want {
		v, err := got.F32(name, w.Shape...)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i := range v {
			if v[i] != w.Data[i] {
				t.Fatalf("%s[%d] = %v, want %v", name, i, v[i], w.Data[i])
			}
		}
	}
	if _, err := got.F32("a.weight", 99, 99); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("wrong shape: got %v, want ErrCorrupt", err)
	}
	if _, err := got.F32("missing"); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("missing tensor: got %v, want ErrCorrupt", err)
	}
}

func rawSafetensors(header string, data []byte) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	return append(append(b, header...), data...)
}

func TestParseSafetensorsCorrupt(t *testing.T) {
	data := make([]byte, 16)
	cases := map[string][]byte{
		"short":           {1, 2, 3},
		"header too long": binary.LittleEndian.AppendUint64(nil, 1<<40),
		"bad json":        rawSafetensors("{nope", data),
		"unknown dtype":   rawSafetensors(`{"x":{"dtype":"Q9","shape":[4],"data_offsets":[0,16]}}`, data),
		"size mismatch":   rawSafetensors(`{"x":{"dtype":"F32","shape":[3],"data_offsets":[0,16]}}`, data),
		"past end":        rawSafetensors(`{"x":{"dtype":"F32","shape":[8],"data_offsets":[0,32]}}`, data),
		"reversed":        rawSafetensors(`{"x":{"dtype":"F32","shape":[0],"data_offsets":[8,4]}}`, data),
		"negative dim":    rawSafetensors(`{"x":{"dtype":"F32","shape":[-4],"data_offsets":[0,16]}}`, data),
		"huge shape":      rawSafetensors(`{"x":{"dtype":"F32","shape":[100000,100000,100000],"data_offsets":[0,16]}}`, data),
		"overlap": rawSafetensors(`{"x":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},`+
			`"y":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}}`, data),
		"one offset": rawSafetensors(`{"x":{"dtype":"F32","shape":[2],"data_offsets":[8]}}`, data),
	}
	for name, b := range cases {
		if _, err := ParseSafetensors(b); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: got %v, want ErrCorrupt", name, err)
		}
	}
}

func FuzzParseSafetensors(f *testing.F) {
	f.Add(EncodeTestSafetensors(map[string]TestTensor{"w": {Shape: []int{2, 2}, Data: []float32{1, 2, 3, 4}}}))
	f.Add(rawSafetensors(`{"__metadata__":{"format":"pt"},"x":{"dtype":"I64","shape":[1],"data_offsets":[0,8]}}`, make([]byte, 8)))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		ts, err := ParseSafetensors(b)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("error %v does not wrap ErrCorrupt", err)
			}
			return
		}
		for _, n := range ts.Names() {
			tn, _ := ts.Get(n)
			if tn.DType == "F32" {
				v, err := ts.F32(n)
				if err != nil || len(v)*4 != len(tn.Data) {
					t.Fatalf("%s: %v", n, err)
				}
			}
		}
	})
}

func TestTestSafetensorsHeaderIsJSON(t *testing.T) {
	b := EncodeTestSafetensors(map[string]TestTensor{"w": {Shape: []int{1}, Data: []float32{float32(math.Pi)}}})
	n := binary.LittleEndian.Uint64(b)
	var h map[string]any
	if err := json.Unmarshal(b[8:8+n], &h); err != nil {
		t.Fatal(err)
	}
}
