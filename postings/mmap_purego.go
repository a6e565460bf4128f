//go:build !unix || purego

package postings

// loadFile reads path into memory: the portable fallback for mmap.
func loadFile(path string) ([]byte, func() error, error) { return readWhole(path) }

const usesMmap = false

// dropResident has nothing to drop: the segment is in the heap.
func dropResident([]byte) {}
