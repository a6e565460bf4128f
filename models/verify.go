package models

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Load returns the manifest called name after checking that dir holds every
// shipped and generated file with the pinned size and sha256.
func Load(dir, name string) (Manifest, error) {
	m, err := Lookup(name)
	if err != nil {
		return Manifest{}, err
	}
	if err := m.Verify(dir); err != nil {
		return Manifest{}, err
	}
	return m, nil
}

// Verify checks the shipped and the generated files in dir.
func (m Manifest) Verify(dir string) error {
	if err := VerifyFiles(dir, m.Files); err != nil {
		return err
	}
	return VerifyFiles(dir, m.Generated)
}

// VerifyFiles checks each file's size and sha256 in dir; the error names the file
// and wraps ErrMissingFile or ErrDigest.
func VerifyFiles(dir string, files []File) error {
	for _, f := range files {
		if err := verifyFile(filepath.Join(dir, filepath.FromSlash(f.Path)), f); err != nil {
			return err
		}
	}
	return nil
}

func verifyFile(p string, f File) error {
	fh, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w: %s (run `make models`)", ErrMissingFile, p)
	}
	if err != nil {
		return fmt.Errorf("open model file: %w", err)
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return fmt.Errorf("stat model file: %w", err)
	}
	if st.Size() != f.Size {
		return fmt.Errorf("%w: %s is %d bytes, manifest says %d", ErrDigest, p, st.Size(), f.Size)
	}
	got, err := fileDigest(fh)
	if err != nil {
		return fmt.Errorf("hash %s: %w", p, err)
	}
	if got != f.SHA256 {
		return fmt.Errorf("%w: %s has sha256 %s, manifest says %s", ErrDigest, p, got, f.SHA256)
	}
	return nil
}

func fileDigest(r io.Reader) (string, error) {
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Digest returns the hex sha256 of b.
func Digest(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
