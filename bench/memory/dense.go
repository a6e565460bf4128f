package memory

import (
	"context"
	"fmt"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/bert"
)

// NewEncoder, when set (by a build that links a native encoder, e.g. the
// integrator's `-tags ort` wiring of dense/ort), constructs the dense
// encoder behind evicortex+dense and fixed-chunk-dense. nil means no
// encoder unless --encoder bert picks the pure-Go one. model is a manifest
// name from --encoder, or "" for the default model.
var NewEncoder func(ctx context.Context, model string) (dense.Encoder, error)

// noEncoderNote is printed when the dense systems are skipped.
const noEncoderNote = "evicortex+dense, fixed-chunk-dense skipped: no encoder (run make native models and build with -tags ort, or pass --encoder bert for the slower pure-Go encoder over build/models)"

// openEncoder returns the run's encoder (nil with a note when there is
// none). Asking for a dense system explicitly without one is an error.
func openEncoder(ctx context.Context, o options) (dense.Encoder, string, error) {
	var enc dense.Encoder
	var err error
	switch {
	case o.encoder == "bert":
		enc, err = bert.New(bert.Options{})
	case o.encoder == "" && NewEncoder != nil:
		enc, err = NewEncoder(ctx, "")
	case o.encoder != "" && o.encoder != "none":
		if NewEncoder == nil {
			return nil, "", fmt.Errorf("%w: --encoder %s needs a binary built with -tags ort (make build)", ErrUsage, o.encoder)
		}
		enc, err = NewEncoder(ctx, o.encoder)
	}
	if err != nil {
		return nil, "", fmt.Errorf("dense encoder: %w", err)
	}
	if enc == nil && hasAny(o.systems, denseSystems) {
		return nil, "", fmt.Errorf("%w: --systems asks for a dense system: %s", ErrUsage, noEncoderNote)
	}
	if enc == nil {
		return nil, noEncoderNote, nil
	}
	return enc, "", nil
}
