//go:build !unix || purego

package projfile

import (
	"fmt"
	"io"
	"os"
)

// mapFile reads f into memory: the portable fallback for mmap.
func mapFile(f *os.File, size int) ([]byte, func() error, error) {
	b := make([]byte, size)
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, int64(size)), b); err != nil {
		return nil, nil, fmt.Errorf("read file: %w", err)
	}
	return b, func() error { return nil }, nil
}

// usesMmap is false: checksums are computed over the bytes in memory.
const usesMmap = false
