//go:build !purego && (linux || darwin) && (amd64 || arm64)

package hnsw

import (
	"fmt"
	"os"
	"syscall"
)

// mapping is an opened index file. Here it is a private, writable mmap:
// pages are read on demand and in-memory link updates after Open are
// copy-on-write, never written back to the file.
type mapping struct {
	data []byte
}

func openMapping(f *os.File, size int64) (*mapping, error) {
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("mmap: %w", err)
	}
	return &mapping{data: data}, nil
}

func (m *mapping) close() error {
	if m.data == nil {
		return nil
	}
	err := syscall.Munmap(m.data)
	m.data = nil
	return err
}
