//go:build ort && cgo

package bert

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	onnx "github.com/yalue/onnxruntime_go"

	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

// tinyBERT makes random weights with HF BertModel tensor names.
func tinyBERT(t *testing.T, c onnxgen.Config, seed int64) *models.Tensors {
	t.Helper()
	w, err := onnxgen.TestWeights(c, seed, 0.3)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestONNXGraphMatchesGoForward is an oracle test across BERT shapes other
// than MiniLM's: the graph onnxgen writes, run by ONNX Runtime on a padded
// batch, gives the same hidden states as this package's unpadded forward pass.
func TestONNXGraphMatchesGoForward(t *testing.T) {
	lib := os.Getenv("EVICORTEX_ORT_LIB")
	if lib == "" {
		lib = filepath.Join("..", "..", "build", "native", "libonnxruntime.so")
	}
	onnx.SetSharedLibraryPath(lib)
	if err := onnx.InitializeEnvironment(); err != nil {
		t.Fatalf("ONNX Runtime from %s: %v (run `make native`)", lib, err)
	}
	defer onnx.DestroyEnvironment()
	for i, c := range []onnxgen.Config{
		{HiddenSize: 16, NumHeads: 4, NumLayers: 3, IntermediateSize: 40},
		{HiddenSize: 12, NumHeads: 1, NumLayers: 1, IntermediateSize: 7},
		{HiddenSize: 24, NumHeads: 6, NumLayers: 2, IntermediateSize: 96},
	} {
		c.ModelType, c.HiddenAct, c.LayerNormEps = "bert", "gelu", 1e-12
		c.MaxPositions, c.VocabSize, c.TypeVocabSize = 20, 50, 2
		checkShape(t, i, c)
	}
}

func checkShape(t *testing.T, seed int, c onnxgen.Config) {
	w := tinyBERT(t, c, int64(seed))
	graph, err := onnxgen.Convert(w, c)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "tiny.onnx")
	if err := os.WriteFile(path, graph, 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := loadModel(w, c)
	if err != nil {
		t.Fatal(err)
	}
	seqs := [][]int64{{1, 7, 9, 2}, {1, 3, 4, 5, 6, 8, 10, 11, 2}, {1, 2}}
	const seqLen = 9
	ids, mask := make([]int64, len(seqs)*seqLen), make([]int64, len(seqs)*seqLen)
	for i, s := range seqs {
		copy(ids[i*seqLen:], s)
		for j := range s {
			mask[i*seqLen+j] = 1
		}
	}
	sess, err := onnx.NewDynamicAdvancedSession(path, []string{"input_ids", "attention_mask"}, []string{onnxgen.Output}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Destroy()
	shape := onnx.NewShape(int64(len(seqs)), seqLen)
	idsT, _ := onnx.NewTensor(shape, ids)
	maskT, _ := onnx.NewTensor(shape, mask)
	h := c.HiddenSize
	hidden := make([]float32, len(seqs)*seqLen*h)
	outT, _ := onnx.NewTensor(onnx.NewShape(int64(len(seqs)), seqLen, int64(h)), hidden)
	defer idsT.Destroy()
	defer maskT.Destroy()
	defer outT.Destroy()
	if err := sess.Run([]onnx.Value{idsT, maskT}, []onnx.Value{outT}); err != nil {
		t.Fatal(err)
	}
	for i, s := range seqs {
		want, err := m.forward(s, 1)
		if err != nil {
			t.Fatal(err)
		}
		for j := range want {
			got := hidden[i*seqLen*h+j]
			if math.Abs(float64(got-want[j])) > 1e-4 {
				t.Fatalf("shape %d (hidden %d, heads %d): seq %d value %d: ORT %v, Go %v", seed, h, c.NumHeads, i, j, got, want[j])
			}
		}
	}
}
