//go:build unix && !purego

package projfile

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile maps f read-only and shared. The Writer never changes a file in
// place (it renames a new one over it), so the mapped inode stays as it was
// checked; a write through a view faults instead of reaching the file.
func mapFile(f *os.File, size int) ([]byte, func() error, error) {
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, fmt.Errorf("mmap: %w", err)
	}
	return b, func() error { return syscall.Munmap(b) }, nil
}

// usesMmap says checksums are read with pread through the kept descriptor,
// so checking a section does not map its pages into the process.
const usesMmap = true
