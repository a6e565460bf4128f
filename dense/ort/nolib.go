//go:build !(ort && cgo)

package ort

import (
	"context"
	"fmt"

	"github.com/evicortex/evicortex/dense"
)

// Available reports whether this binary was built with the native encoder (build tag ort).
const Available = false

// Encoder is the native encoder; in this build New always fails.
type Encoder struct{}

// New fails: this binary was built without the `ort` tag, so neither
// libtokenizers.a nor ONNX Runtime is linked in.
func New(opts Options) (*Encoder, error) {
	return nil, fmt.Errorf("%w: built without the native encoder: libtokenizers.a and libonnxruntime.so are needed "+
		"(run `make native models`, then build with `-tags ort` and CGO_LDFLAGS=-L<repo>/build/native, as `make build` does)",
		dense.ErrMissingLibrary)
}

// Profile is unreachable in this build.
func (e *Encoder) Profile() dense.Profile { return dense.Profile{} }

// Embed is unreachable in this build.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return nil, dense.ErrMissingLibrary
}

// Close is unreachable in this build.
func (e *Encoder) Close() error { return nil }
