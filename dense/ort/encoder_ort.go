//go:build ort && cgo

package ort

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/daulet/tokenizers"
	onnx "github.com/yalue/onnxruntime_go"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

// Available reports whether this binary was built with the native encoder (build tag ort).
const Available = true

// env guards ONNX Runtime's process-wide environment.
var env struct {
	mu  sync.Mutex
	lib string // library the environment was initialized with
}

func initEnvironment(lib string) error {
	env.mu.Lock()
	defer env.mu.Unlock()
	if onnx.IsInitialized() {
		if env.lib != lib {
			return fmt.Errorf("%w: ONNX Runtime already initialized from %s, cannot also load %s", dense.ErrModel, env.lib, lib)
		}
		return nil
	}
	if err := checkLibrary(lib); err != nil {
		return err
	}
	onnx.SetSharedLibraryPath(lib)
	if err := onnx.InitializeEnvironment(); err != nil {
		return fmt.Errorf("%w: initialize ONNX Runtime from %s: %v", dense.ErrMissingLibrary, lib, err)
	}
	env.lib = lib
	return nil
}

// Encoder embeds texts with ONNX Runtime. Safe for concurrent use.
type Encoder struct {
	profile dense.Profile
	opts    Options
	mu      sync.RWMutex // Embed holds it shared; Close exclusively
	closed  bool         // guarded by mu
	sess    *onnx.DynamicAdvancedSession
	tok     *tokenizers.Tokenizer
}

// New verifies the model directory against its manifest, loads the tokenizer
// and starts an ONNX Runtime session over model.onnx.
func New(opts Options) (*Encoder, error) {
	o := opts.withDefaults()
	if err := o.validate(); err != nil {
		return nil, err
	}
	if err := checkLibrary(o.LibraryPath); err != nil {
		return nil, err
	}
	m, err := models.Load(o.ModelDir, o.Model)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", dense.ErrModel, err)
	}
	tok, err := loadTokenizer(filepath.Join(o.ModelDir, "tokenizer.json"))
	if err != nil {
		return nil, err
	}
	if err := initEnvironment(o.LibraryPath); err != nil {
		tok.Close()
		return nil, err
	}
	sess, err := newSession(filepath.Join(o.ModelDir, "model.onnx"), o.Threads, o.Spin)
	if err != nil {
		tok.Close()
		return nil, err
	}
	return &Encoder{profile: m.Profile(CodeVersion), opts: o, sess: sess, tok: tok}, nil
}

func loadTokenizer(path string) (*tokenizers.Tokenizer, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", dense.ErrModel, err)
	}
	b, err := tokenizerJSON(raw)
	if err != nil {
		return nil, err
	}
	tok, err := tokenizers.FromBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%w: load tokenizer %s: %v", dense.ErrModel, path, err)
	}
	return tok, nil
}

func newSession(path string, threads int, spin bool) (*onnx.DynamicAdvancedSession, error) {
	so, err := onnx.NewSessionOptions()
	if err != nil {
		return nil, fmt.Errorf("%w: session options: %v", dense.ErrModel, err)
	}
	defer so.Destroy()
	for _, set := range []func() error{
		func() error { return so.SetIntraOpNumThreads(threads) },
		func() error { return so.SetInterOpNumThreads(1) },
		func() error { return so.SetExecutionMode(onnx.ExecutionModeSequential) },
		func() error { return so.SetGraphOptimizationLevel(onnx.GraphOptimizationLevelEnableAll) },
		func() error { return so.AddSessionConfigEntry("session.intra_op.allow_spinning", boolEntry(spin)) },
	} {
		if err := set(); err != nil {
			return nil, fmt.Errorf("%w: session options: %v", dense.ErrModel, err)
		}
	}
	sess, err := onnx.NewDynamicAdvancedSession(path, []string{"input_ids", "attention_mask"}, []string{onnxgen.Output}, so)
	if err != nil {
		return nil, fmt.Errorf("%w: load %s: %v", dense.ErrModel, path, err)
	}
	return sess, nil
}

func boolEntry(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// Profile describes the vectors Embed returns.
func (e *Encoder) Profile() dense.Profile { return e.profile }

// Embed returns one vector per text, in input order.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	e.mu.RLock()
	defer e.mu.RUnlock()
	if e.closed {
		return nil, dense.ErrClosed
	}
	seqs, err := e.tokenize(texts)
	if err != nil {
		return nil, err
	}
	out := make([][]float32, len(texts))
	for _, idx := range planBatches(seqs, lengthOrder(seqs), e.opts.BatchSize) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := e.runBatch(seqs, idx, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (e *Encoder) tokenize(texts []string) ([][]int64, error) {
	seqs := make([][]int64, len(texts))
	for i, s := range texts {
		if err := checkText(i, s, e.opts.MaxTextBytes); err != nil {
			return nil, err
		}
		enc := e.tok.EncodeWithOptions(s, true)
		if len(enc.IDs) == 0 {
			return nil, fmt.Errorf("%w: text %d: tokenizer returned no tokens", dense.ErrInput, i)
		}
		ids := make([]int64, len(enc.IDs))
		for j, id := range enc.IDs {
			ids[j] = int64(id)
		}
		if len(ids) > e.profile.MaxSeqLen && e.opts.RejectOverlong {
			return nil, fmt.Errorf("%w: text %d is %d tokens, above the model limit of %d (Options.RejectOverlong)",
				dense.ErrInput, i, len(ids), e.profile.MaxSeqLen)
		}
		seqs[i] = truncate(ids, e.profile.MaxSeqLen)
	}
	return seqs, nil
}

// runBatch encodes seqs[idx...] in one ONNX Runtime run and stores the pooled vectors in out.
func (e *Encoder) runBatch(seqs [][]int64, idx []int, out [][]float32) error {
	batch := make([][]int64, len(idx))
	for i, j := range idx {
		batch[i] = seqs[j]
	}
	ids, mask, seqLen := dense.PadBatch(batch, 0)
	dims := e.profile.Dims
	shape := onnx.NewShape(int64(len(batch)), int64(seqLen))
	idsT, err := onnx.NewTensor(shape, ids)
	if err != nil {
		return fmt.Errorf("%w: input tensor: %v", dense.ErrModel, err)
	}
	defer idsT.Destroy()
	maskT, err := onnx.NewTensor(shape, mask)
	if err != nil {
		return fmt.Errorf("%w: mask tensor: %v", dense.ErrModel, err)
	}
	defer maskT.Destroy()
	hidden := make([]float32, len(batch)*seqLen*dims)
	outT, err := onnx.NewTensor(onnx.NewShape(int64(len(batch)), int64(seqLen), int64(dims)), hidden)
	if err != nil {
		return fmt.Errorf("%w: output tensor: %v", dense.ErrModel, err)
	}
	defer outT.Destroy()
	if err := e.sess.Run([]onnx.Value{idsT, maskT}, []onnx.Value{outT}); err != nil {
		return fmt.Errorf("%w: run: %v", dense.ErrModel, err)
	}
	for i, j := range idx {
		v, err := dense.Pool(e.profile.Pooling, hidden[i*seqLen*dims:(i+1)*seqLen*dims], mask[i*seqLen:(i+1)*seqLen], seqLen, dims)
		if err != nil {
			return err
		}
		if e.profile.Normalize {
			dense.Normalize(v)
		}
		out[j] = v
	}
	return nil
}

// Close releases the session and tokenizer; it waits for in-flight Embed calls.
// The process-wide ONNX Runtime environment stays loaded.
func (e *Encoder) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil
	}
	e.closed = true
	err := e.sess.Destroy()
	if cerr := e.tok.Close(); err == nil {
		err = cerr
	}
	return err
}
