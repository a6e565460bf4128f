//go:build purego || !((linux || darwin) && (amd64 || arm64))

package hnsw

import (
	"fmt"
	"io"
	"os"
)

// mapping is an opened index file; the portable build reads it whole.
type mapping struct {
	data []byte
}

func openMapping(f *os.File, size int64) (*mapping, error) {
	data := make([]byte, size)
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, size), data); err != nil {
		return nil, fmt.Errorf("read file: %w", err)
	}
	return &mapping{data: data}, nil
}

// loadMapping is openMapping: the portable build always reads the file.
func loadMapping(f *os.File, size int64) (*mapping, error) { return openMapping(f, size) }

func (m *mapping) close() error {
	m.data = nil
	return nil
}
