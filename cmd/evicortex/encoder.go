package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/evicortex/evicortex/affect"
	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/dense/bert"
	"github.com/evicortex/evicortex/dense/ort"
	"github.com/evicortex/evicortex/engine"
)

// openEngine opens the ledger (--db or --postgres) with the encoder named
// by --encoder, if any, and returns a func that closes both.
func (c *cli) openEngine() (*engine.Engine, func() error, error) {
	opts := engine.Options{Follow: c.follow, CacheDir: c.cacheDir, Holder: filepath.Base(os.Args[0]) + " " + c.command,
		TracerProvider: c.tracer, EncryptionKeyFile: c.keyFile}
	if c.lexicon != "" {
		lex, err := affect.Load(c.lexicon)
		if err != nil {
			return nil, nil, fmt.Errorf("--affect-lexicon: %w", err)
		}
		opts.AffectLexicon = lex
	}
	var enc dense.Encoder
	if c.encoder != "" {
		var err error
		if enc, err = c.newEncoder(); err != nil {
			return nil, nil, err
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

// BertEncoderName is the --encoder value that picks the pure-Go encoder
// (dense/bert) over the default model; "bert:MODEL" names another model.
// It needs only `make models`, no native libraries.
const BertEncoderName = "bert"

// newEncoder loads the encoder --encoder names: "bert" or "bert:MODEL"
// for the pure-Go forward pass, anything else for ONNX Runtime (which
// fails in a binary built without the ort tag).
func (c *cli) newEncoder() (dense.Encoder, error) {
	if name, model, _ := strings.Cut(c.encoder, ":"); name == BertEncoderName {
		model = encoderModel(cmp.Or(model, DefaultEncoderName))
		enc, err := bert.New(bert.Options{Model: model, ModelDir: filepath.Join(c.modelsDir, model)})
		if err != nil {
			return nil, fmt.Errorf("encoder %s: %w (run make models)", c.encoder, err)
		}
		return enc, nil
	}
	model := encoderModel(c.encoder)
	enc, err := ort.New(ort.Options{Model: model, ModelDir: filepath.Join(c.modelsDir, model)})
	if err != nil {
		return nil, fmt.Errorf("encoder %s: %w", c.encoder, err)
	}
	return enc, nil
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
			return fmt.Errorf("%w (pass --encoder default, or a model such as all-minilm-l6-v2 or bge-small-en-v1.5, with a binary from 'make build'; or --encoder bert for the pure-Go encoder after 'make models')", err)
		}
		return err
	}
	return c.emit(rep, func(w io.Writer) {
		fmt.Fprintf(w, "embedded %d, %d vectors under profile %s\n", rep.Embedded, rep.Total, rep.Profile)
	})
}
