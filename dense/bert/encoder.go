package bert

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"unicode/utf8"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

// CodeVersion is this encoder's contribution to the profile id.
const CodeVersion = "dense/bert-1"

// Options configures New. The zero value uses every default.
type Options struct {
	Model          string // manifest name (default all-minilm-l6-v2)
	ModelDir       string // directory `make models` filled (default build/models/<Model>)
	Threads        int    // goroutines per Embed call (default runtime.NumCPU())
	MaxTextBytes   int    // longer texts fail with dense.ErrInput (default 64 KiB)
	RejectOverlong bool   // fail instead of truncating texts above MaxSeqLen tokens
}

// Encoder is the pure-Go encoder. Safe for concurrent use.
type Encoder struct {
	profile dense.Profile
	opts    Options
	tok     *Tokenizer
	m       *model
	mu      sync.RWMutex // guards closed
	closed  bool
}

// New verifies the model files (the shipped ones; model.onnx is not needed)
// and loads the tokenizer and weights.
func New(opts Options) (*Encoder, error) {
	if opts.Model == "" {
		opts.Model = "all-minilm-l6-v2"
	}
	if opts.ModelDir == "" {
		opts.ModelDir = filepath.Join("build", "models", opts.Model)
	}
	if opts.Threads <= 0 {
		opts.Threads = runtime.NumCPU()
	}
	if opts.MaxTextBytes <= 0 {
		opts.MaxTextBytes = 64 << 10
	}
	man, err := models.Lookup(opts.Model)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", dense.ErrModel, err)
	}
	if err := models.VerifyFiles(opts.ModelDir, man.Files); err != nil {
		return nil, fmt.Errorf("%w: %w", dense.ErrModel, err)
	}
	m, err := loadWeights(opts.ModelDir)
	if err != nil {
		return nil, err
	}
	if m.cfg.HiddenSize != man.Dims || man.MaxSeqLen > m.cfg.MaxPositions {
		return nil, fmt.Errorf("%w: config.json (hidden %d, positions %d) disagrees with the manifest (dims %d, max_seq_len %d)",
			dense.ErrModel, m.cfg.HiddenSize, m.cfg.MaxPositions, man.Dims, man.MaxSeqLen)
	}
	tok, err := LoadTokenizer(filepath.Join(opts.ModelDir, "tokenizer.json"))
	if err != nil {
		return nil, err
	}
	return &Encoder{profile: man.Profile(CodeVersion), opts: opts, tok: tok, m: m}, nil
}

func loadWeights(dir string) (*model, error) {
	cb, err := os.ReadFile(filepath.Join(dir, "config.json"))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", dense.ErrModel, err)
	}
	cfg, err := onnxgen.ParseConfig(cb)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", dense.ErrModel, err)
	}
	w, err := models.ReadSafetensors(filepath.Join(dir, "model.safetensors"))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", dense.ErrModel, err)
	}
	return loadModel(w, cfg)
}

// Profile describes the vectors Embed returns.
func (e *Encoder) Profile() dense.Profile { return e.profile }

// Tokenize returns the token ids Embed would run for text (after truncation).
func (e *Encoder) Tokenize(text string) []int64 {
	ids := e.tok.Encode(text)
	if max := e.profile.MaxSeqLen; len(ids) > max {
		last := ids[len(ids)-1]
		ids = ids[:max]
		ids[max-1] = last
	}
	return ids
}

// Embed returns one vector per text, in input order.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	e.mu.RLock()
	defer e.mu.RUnlock()
	if e.closed {
		return nil, dense.ErrClosed
	}
	seqs := make([][]int64, len(texts))
	for i, s := range texts {
		if err := e.check(i, s); err != nil {
			return nil, err
		}
		if n := len(e.tok.Encode(s)); e.opts.RejectOverlong && n > e.profile.MaxSeqLen {
			return nil, fmt.Errorf("%w: text %d is %d tokens, above the model limit of %d (Options.RejectOverlong)",
				dense.ErrInput, i, n, e.profile.MaxSeqLen)
		}
		seqs[i] = e.Tokenize(s)
	}
	out := make([][]float32, len(texts))
	if len(seqs) < 2 || e.opts.Threads < 2 {
		for i, ids := range seqs {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if err := e.embedOne(i, ids, e.opts.Threads, out); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return out, e.embedParallel(ctx, seqs, out)
}

// embedParallel spreads texts over Options.Threads goroutines, one text each
// at a time (cheaper than splitting every matrix product).
func (e *Encoder) embedParallel(ctx context.Context, seqs [][]int64, out [][]float32) error {
	next := make(chan int)
	errs := make(chan error, e.opts.Threads)
	var wg sync.WaitGroup
	for w := 0; w < min(e.opts.Threads, len(seqs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := e.embedOne(i, seqs[i], 1, out); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	var err error
feed:
	for i := range seqs {
		if err = ctx.Err(); err != nil {
			break
		}
		select {
		case next <- i:
		case err = <-errs:
			break feed
		case <-ctx.Done():
			err = ctx.Err()
			break feed
		}
	}
	close(next)
	wg.Wait()
	close(errs)
	if err == nil {
		err = <-errs // nil once closed and empty
	}
	return err
}

func (e *Encoder) embedOne(i int, ids []int64, threads int, out [][]float32) error {
	hidden, err := e.m.forward(ids, threads)
	if err != nil {
		return fmt.Errorf("text %d: %w", i, err)
	}
	mask := make([]int64, len(ids))
	for j := range mask {
		mask[j] = 1
	}
	v, err := dense.Pool(e.profile.Pooling, hidden, mask, len(ids), e.profile.Dims)
	if err != nil {
		return err
	}
	if e.profile.Normalize {
		dense.Normalize(v)
	}
	out[i] = v
	return nil
}

func (e *Encoder) check(i int, s string) error {
	switch {
	case len(s) > e.opts.MaxTextBytes:
		return fmt.Errorf("%w: text %d is %d bytes, above the %d-byte limit (Options.MaxTextBytes)", dense.ErrInput, i, len(s), e.opts.MaxTextBytes)
	case !utf8.ValidString(s):
		return fmt.Errorf("%w: text %d is not valid UTF-8", dense.ErrInput, i)
	}
	return nil
}

// Close marks the encoder closed; later calls fail with dense.ErrClosed.
func (e *Encoder) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.closed = true
	return nil
}
