//go:build !purego && (linux || darwin) && (amd64 || arm64)

package hnsw

import (
	"fmt"
	"io"
	"os"
	"syscall"
	"unsafe"
)

// hugePage is the transparent huge page size on amd64 and arm64 Linux.
const hugePage = 2 << 20

// mapping is an opened index file. Here it is a private, writable mmap:
// pages are read on demand and in-memory link updates after Open are
// copy-on-write, never written back to the file.
type mapping struct {
	data []byte
	raw  []byte // the whole anonymous region of a loaded index, else nil
}

func openMapping(f *os.File, size int64) (*mapping, error) {
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("mmap: %w", err)
	}
	return &mapping{data: data}, nil
}

// loadMapping reads the file into private anonymous memory instead of
// mapping it. The region is over-allocated by one huge page and the data
// starts on a huge-page boundary, and the kernel is asked to back it with
// transparent huge pages (adviseHuge; a no-op where unsupported): a graph
// walk touches vectors at random, and with 4 KiB pages nearly every
// vector read at a million nodes also misses the TLB.
func loadMapping(f *os.File, size int64) (*mapping, error) {
	raw, err := syscall.Mmap(-1, 0, int(size)+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil, fmt.Errorf("mmap anonymous %d bytes: %w", size, err)
	}
	off := 0
	if r := int(uintptr(unsafe.Pointer(unsafe.SliceData(raw))) % hugePage); r != 0 {
		off = hugePage - r
	}
	data := raw[off : off+int(size) : off+int(size)]
	adviseHuge(data)
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, size), data); err != nil {
		syscall.Munmap(raw)
		return nil, fmt.Errorf("read file: %w", err)
	}
	return &mapping{data: data, raw: raw}, nil
}

func (m *mapping) close() error {
	if m.data == nil {
		return nil
	}
	region := m.data
	if m.raw != nil {
		region = m.raw
	}
	err := syscall.Munmap(region)
	m.data, m.raw = nil, nil
	return err
}
