package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/evicortex/evicortex/affect"
	"github.com/evicortex/evicortex/dense/ort"
	"github.com/evicortex/evicortex/engine"
)

// openEngine opens the ledger (--db or --postgres) with the encoder named
// by --encoder, if any, and returns a func that closes both.
func (c *cli) openEngine() (*engine.Engine, func() error, error) {
	opts := engine.Options{Follow: c.follow, CacheDir: c.cacheDir, Holder: filepath.Base(os.Args[0]) + " " + c.command}
	if c.lexicon != "" {
		lex, err := affect.Load(c.lexicon)
		if err != nil {
			return nil, nil, fmt.Errorf("--affect-lexicon: %w", err)
		}
		opts.AffectLexicon = lex
	}
	var enc *ort.Encoder
	if c.encoder != "" {
		model := encoderModel(c.encoder)
		var err error
		enc, err = ort.New(ort.Options{Model: model, ModelDir: filepath.Join(c.modelsDir, model)})
		if err != nil {
			return nil, nil, fmt.Errorf("encoder %s: %w", c.encoder, err)
		}
		opts.Encoder = enc
	}
	var e *engine.Engine
	var err error
	if c.pg != "" {
		e, err = engine.OpenPostgres(c.pg, opts)
	} else {
		e, err = engine.Open(c.db, opts)
	}
	if err != nil {
		if enc != nil {
			enc.Close()
		}
		return nil, nil, err
	}
	return e, func() error {
		err := e.Close()
		if enc != nil {
			err = errors.Join(err, enc.Close())
		}
		return err
	}, nil
}

// DefaultEncoderName is the --encoder value that picks ort.DefaultModel, the
// pinned model chosen by measurement (models/README.md).
const DefaultEncoderName = "default"

// encoderModel maps an --encoder value to a manifest name.
func encoderModel(v string) string {
	if v == DefaultEncoderName {
		return ort.DefaultModel
	}
	return v
}

func cmdSyncSemantic(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("sync-semantic")
	var ns string
	fs.StringVar(&ns, "ns", "", "namespace")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	rep, err := e.SyncSemantic(ctx, ns)
	if err != nil {
		if errors.Is(err, engine.ErrNoEncoder) {
			return fmt.Errorf("%w (pass --encoder default, or a model such as all-minilm-l6-v2 or bge-small-en-v1.5, with a binary from `make build-native`)", err)
		}
		return err
	}
	return c.emit(rep, func(w io.Writer) {
		fmt.Fprintf(w, "embedded %d, %d vectors under profile %s\n", rep.Embedded, rep.Total, rep.Profile)
	})
}
