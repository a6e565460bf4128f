//go:build unix

package memory

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on f until the returned function is
// called: evibench runs sharing a vector cache serialize the cache's load
// (which cuts a torn tail) and their appends, so one never reads or cuts
// another's half-written batch.
func lockFile(f *os.File) (func(), error) {
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return nil, err
	}
	return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }, nil
}
