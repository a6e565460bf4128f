package encode

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/evicortex/evicortex/bench/internal/pypeer"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/ort"
	"github.com/evicortex/evicortex/models"
)

type pyORT struct {
	ORT     string `json:"onnxruntime"`
	Results []struct {
		Batch            int     `json:"batch"`
		SentencesPerS    float64 `json:"sentences_per_s"`
		P50Ms            float64 `json:"p50_ms"`
		CPUMsPerSentence float64 `json:"cpu_ms_per_sentence"`
	} `json:"results"`
	Vectors [][]float32 `json:"vectors"`
}

type pyRef struct {
	Vectors [][]float32 `json:"vectors"`
}

// runORTPeer runs the Python onnxruntime reference on the same texts and
// threads and folds its best numbers into rep; nil without the venv.
func runORTPeer(ctx context.Context, c config, batch int, texts []string, rep *report, stderr io.Writer) (*pyORT, error) {
	py := pypeer.VenvPython(c.repo)
	if pypeer.Find(py) != nil {
		if len(rep.Notes) == 0 {
			rep.Notes = append(rep.Notes, py+" not found: Python reference skipped (run `make peers`)")
		}
		return nil, nil
	}
	var po pyORT
	if err := runPy(ctx, c, py, "ort", batch, texts, &po, stderr); err != nil {
		return nil, err
	}
	same := "the same model.onnx"
	if c.peerModel != c.model {
		same = c.peerModel + "'s model.onnx"
	}
	spin := ""
	if c.peerNoSpin {
		spin = ", intra-op spinning off"
	}
	rep.Python = "onnxruntime " + po.ORT + " (Python) on " + same + spin + ", HF tokenizers, numpy pooling"
	for i := range rep.Results {
		r := &rep.Results[i]
		for _, pr := range po.Results {
			if pr.Batch != r.Batch {
				continue
			}
			if r.PythonSentencesPerS == nil || pr.SentencesPerS > *r.PythonSentencesPerS {
				r.PythonSentencesPerS = ptr(pr.SentencesPerS)
			}
			if r.PythonP50Ms == nil || pr.P50Ms < *r.PythonP50Ms {
				r.PythonP50Ms = ptr(pr.P50Ms)
			}
			if pr.CPUMsPerSentence > 0 && (r.PythonCPUMsPerSentence == nil || pr.CPUMsPerSentence < *r.PythonCPUMsPerSentence) {
				r.PythonCPUMsPerSentence = ptr(pr.CPUMsPerSentence)
			}
			r.ratios()
		}
	}
	return &po, nil
}

// finishPeers compares vectors with Python onnxruntime's and runs the numpy parity check.
func finishPeers(ctx context.Context, c config, corp corpus, enc dense.Encoder, goVecs [][]float32, po *pyORT, rep *report, stderr io.Writer) error {
	if len(po.Vectors) == len(goVecs) && len(goVecs) > 0 {
		m, _ := cosStats(goVecs, po.Vectors)
		rep.ParityVsPyORTMinCos = ptr(m)
	}
	return parity(ctx, c, corp, enc, pypeer.VenvPython(c.repo), rep, stderr)
}

func parity(ctx context.Context, c config, corp corpus, enc dense.Encoder, py string, rep *report, stderr io.Writer) error {
	if c.parityN == 0 {
		return nil
	}
	texts := capped(corp.texts, c.parityN)
	var ref pyRef
	if err := runPy(ctx, c, py, "reference", 1, texts, &ref, stderr); err != nil {
		return err
	}
	got, err := enc.Embed(ctx, texts)
	if err != nil {
		return err
	}
	if len(ref.Vectors) != len(got) {
		return fmt.Errorf("numpy reference returned %d vectors for %d texts", len(ref.Vectors), len(got))
	}
	m, mean := cosStats(got, ref.Vectors)
	rep.ParityMinCos, rep.ParityMeanCos, rep.ParityTexts = ptr(m), ptr(mean), len(texts)
	return nil
}

func runPy(ctx context.Context, c config, py, mode string, batch int, texts []string, out any, stderr io.Writer) error {
	tmp, err := os.MkdirTemp("", "evibench-encode-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	name := c.peerModel
	if mode == "reference" {
		name = referenceModel(c.model)
	}
	modelDir := c.dirFor(name)
	in := filepath.Join(tmp, mode+"-texts.json")
	b, _ := json.Marshal(texts)
	if err := os.WriteFile(in, b, 0o644); err != nil {
		return err
	}
	res := filepath.Join(tmp, mode+"-out.json")
	th := fmt.Sprint(c.threads)
	args := []string{mode, "--model-dir", modelDir, "--texts", in, "--threads", th, "--batches", fmt.Sprint(batch), "--out", res}
	m, err := models.Lookup(name)
	if err != nil {
		return err
	}
	// The reference pools and truncates as the manifest says, and reads an
	// imported model's weights from the shipped export, not from our conversion.
	args = append(args, "--pooling", m.Pooling, "--max-seq-len", fmt.Sprint(m.MaxSeqLen))
	if c.peerNoSpin && mode == "ort" {
		args = append(args, "--no-spin")
	}
	if m.Import != "" {
		args = append(args, "--onnx-export", filepath.Join(modelDir, m.Import))
	}
	cmd := pypeer.Cmd{Python: py, Script: filepath.Join(c.repo, "bench", "peers", "encode_peers.py"),
		Args:   args,
		Env:    []string{"OMP_NUM_THREADS=" + th, "OPENBLAS_NUM_THREADS=" + th, "MKL_NUM_THREADS=" + th, "RAYON_NUM_THREADS=" + th},
		Stderr: stderr, OutFile: res}
	if err := cmd.Run(ctx, out); err != nil {
		return fmt.Errorf("python %s reference: %w", mode, err)
	}
	return nil
}

// referenceModel is the model whose weights the numpy reference reads: the
// base of a derived variant (its float32 original), else the model itself.
func referenceModel(name string) string {
	if m, err := models.Lookup(name); err == nil && m.DerivedFrom != "" {
		return m.DerivedFrom
	}
	return name
}

// dirFor is the model directory of name: --model-dir for the encoder's own
// model when given, else where make puts it.
func (c config) dirFor(name string) string {
	if name == c.model && c.modelDir != "" {
		return c.modelDir
	}
	return ort.DefaultModelDir(name)
}
