package ort_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/bert"
	"github.com/evicortex/evicortex/dense/ort"
)

// ExampleNew opens the native encoder and, when this binary or machine lacks
// the native libraries, the pure-Go one over the same pinned model files.
// The two have different profile ids, so stored vectors never mix.
func ExampleNew() {
	var enc dense.Encoder
	enc, err := ort.New(ort.Options{Model: "all-minilm-l6-v2", ModelDir: "build/models/all-minilm-l6-v2", Threads: 2})
	if errors.Is(err, dense.ErrMissingLibrary) {
		enc, err = bert.New(bert.Options{Model: "all-minilm-l6-v2", ModelDir: "build/models/all-minilm-l6-v2", Threads: 2})
	}
	if err != nil {
		log.Fatal(err) // e.g. models.ErrDigest naming a tampered file
	}
	defer enc.Close()
	vecs, err := enc.Embed(context.Background(), []string{"I switched from light mode to dark mode today"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(enc.Profile().ID, len(vecs[0]))
}
