package projfile

import (
	"os"

	"golang.org/x/sys/unix"
)

// dropCache evicts path's pages from the page cache (they are clean once
// WriteFile has synced), so the next Open reads from the disk.
func dropCache(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
}
