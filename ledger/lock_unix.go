//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package ledger

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// tryLock takes flock(2) on f, shared or exclusive, without waiting. The
// lock belongs to f's open file description: two opens of one lock file in
// one process conflict like two processes do, and a lock taken again in
// the other mode is converted.
func tryLock(f *os.File, shared bool) error {
	how := unix.LOCK_EX
	if shared {
		how = unix.LOCK_SH
	}
	for {
		err := unix.Flock(int(f.Fd()), how|unix.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EWOULDBLOCK):
			return errWouldBlock
		}
		return err
	}
}

// processAlive reports whether pid names a live process (one this user
// may not signal counts as alive).
func processAlive(pid int) bool {
	err := unix.Kill(pid, 0)
	return err == nil || errors.Is(err, unix.EPERM)
}
