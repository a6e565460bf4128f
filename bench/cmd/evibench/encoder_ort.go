//go:build ort

package main

import (
	"context"

	"github.com/evicortex/evicortex/bench/ann"
	"github.com/evicortex/evicortex/bench/memory"
	"github.com/evicortex/evicortex/bench/recallpath"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/ort"
)

// A binary built with -tags ort (make build) runs evicortex+dense and
// fixed-chunk-dense with the native encoder over build/models.
func init() {
	memory.NewEncoder = func(ctx context.Context, model string) (dense.Encoder, error) {
		return ort.New(ort.Options{Model: model})
	}
	recallpath.NewEncoder = func(ctx context.Context, model, dir string) (dense.Encoder, error) {
		return ort.New(ort.Options{Model: model, ModelDir: dir})
	}
	ann.NewEncoder = func(ctx context.Context, model string, threads int) (dense.Encoder, error) {
		return ort.New(ort.Options{Model: model, Threads: threads})
	}
}
