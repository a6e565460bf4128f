//go:build unix && !purego

package postings

import (
	"fmt"
	"os"
	"syscall"
)

// loadFile maps path read-only. The returned slice is valid until release
// is called; the segment code never writes to it.
func loadFile(path string) ([]byte, func() error, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("open segment: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, fmt.Errorf("stat segment: %w", err)
	}
	if fi.Size() == 0 {
		return []byte{}, func() error { return nil }, nil
	}
	if fi.Size() > 1<<40 {
		return nil, nil, fmt.Errorf("segment %s: size %d too large: %w", path, fi.Size(), ErrCorrupt)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, fmt.Errorf("mmap segment: %w", err)
	}
	return b, func() error { return syscall.Munmap(b) }, nil
}

const usesMmap = true

// dropResident tells the kernel the process no longer needs the pages of a
// mapped segment resident: opening checked every section's CRC, which
// faulted the whole file in. The pages stay in the page cache and fault
// back on the next read, so resident memory follows what searches touch,
// not the index's size. Advice only: errors are ignored.
func dropResident(b []byte) {
	if len(b) > 0 {
		syscall.Madvise(b, syscall.MADV_DONTNEED)
	}
}
