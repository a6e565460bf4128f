package ort

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"unicode/utf8"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

// CodeVersion is this encoder's contribution to the profile id: bump it when
// tokenization, truncation, batching or pooling change the vectors.
const CodeVersion = "dense/ort-1+" + onnxgen.Version

// LibraryEnv names the environment variable that overrides the ONNX Runtime library path.
const LibraryEnv = "EVICORTEX_ORT_LIB"

// Defaults, relative to the working directory (the repository root for make targets and tests).
const (
	DefaultLibraryPath = "build/native/libonnxruntime.so"
	DefaultModelsDir   = "build/models"
	DefaultDerivedDir  = "build/derived"     // variants derived from a pinned model (`make models-int8`)
	DefaultModel       = "bge-small-en-v1.5" // chosen by measurement: models/README.md
	DefaultBatchSize   = 32
	DefaultMaxText     = 64 << 10
)

// Options configures New. The zero value uses every default.
type Options struct {
	Model        string // manifest name (default DefaultModel, bge-small-en-v1.5)
	ModelDir     string // directory `make models` filled (default DefaultModelDir(Model))
	LibraryPath  string // libonnxruntime.so (default $EVICORTEX_ORT_LIB, else build/native/libonnxruntime.so)
	Threads      int    // ONNX Runtime intra-op threads (default runtime.NumCPU())
	BatchSize    int    // texts per ONNX Runtime run (default 32)
	MaxTextBytes int    // longer texts fail with dense.ErrInput (default 64 KiB)
	// Spin lets idle intra-op threads spin-wait for work (ONNX Runtime's
	// default). Off by default: with Threads > 1 on a machine whose cores are
	// busy, the spinning threads take CPU the computing ones need
	// (bench/encode/results/README.md). No effect with one thread.
	Spin bool
	// RejectOverlong makes texts longer than MaxSeqLen tokens fail with
	// dense.ErrInput instead of being truncated.
	RejectOverlong bool
}

func (o Options) withDefaults() Options {
	if o.Model == "" {
		o.Model = DefaultModel
	}
	if o.ModelDir == "" {
		o.ModelDir = DefaultModelDir(o.Model)
	}
	if o.LibraryPath == "" {
		o.LibraryPath = os.Getenv(LibraryEnv)
	}
	if o.LibraryPath == "" {
		o.LibraryPath = DefaultLibraryPath
	}
	if o.Threads <= 0 {
		o.Threads = runtime.NumCPU()
	}
	if o.BatchSize <= 0 {
		o.BatchSize = DefaultBatchSize
	}
	if o.MaxTextBytes <= 0 {
		o.MaxTextBytes = DefaultMaxText
	}
	return o
}

// DefaultModelDir is the directory, relative to the repository root, that
// make fills for model name: build/derived/<name> for a variant derived from
// another model (its manifest's derived_from), else build/models/<name>.
func DefaultModelDir(name string) string {
	if m, err := models.Lookup(name); err == nil && m.DerivedFrom != "" {
		return filepath.Join(DefaultDerivedDir, name)
	}
	return filepath.Join(DefaultModelsDir, name)
}

func (o Options) validate() error {
	if o.Threads > 1024 {
		return fmt.Errorf("%w: Options.Threads %d is above 1024", dense.ErrInput, o.Threads)
	}
	if o.BatchSize > 4096 {
		return fmt.Errorf("%w: Options.BatchSize %d is above 4096", dense.ErrInput, o.BatchSize)
	}
	return nil
}

// checkLibrary reports a missing ONNX Runtime library before ONNX Runtime tries to dlopen it.
func checkLibrary(path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("%w: libonnxruntime.so not found at %s (set %s or Options.LibraryPath, or run `make native`)",
			dense.ErrMissingLibrary, path, LibraryEnv)
	}
	return nil
}

// checkText rejects text the tokenizer cannot take: too long, invalid UTF-8 or
// containing NUL (the C boundary would cut it there).
func checkText(i int, s string, maxBytes int) error {
	switch {
	case len(s) > maxBytes:
		return fmt.Errorf("%w: text %d is %d bytes, above the %d-byte limit (Options.MaxTextBytes)", dense.ErrInput, i, len(s), maxBytes)
	case !utf8.ValidString(s):
		return fmt.Errorf("%w: text %d is not valid UTF-8", dense.ErrInput, i)
	}
	for j := 0; j < len(s); j++ {
		if s[j] == 0 {
			return fmt.Errorf("%w: text %d contains a NUL byte at offset %d", dense.ErrInput, i, j)
		}
	}
	return nil
}
