//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd)

package ledger

import "os"

// Platforms without flock(2) have no owner lock: tryLock always succeeds,
// so Open refuses nobody and a second opener of a file can diverge from the
// first, as it could before the lock existed. Open followers there
// (Options.Shared) when several engines share a file.
func tryLock(*os.File, bool) error { return nil }

// processAlive cannot tell; every record is shown.
func processAlive(int) bool { return true }
