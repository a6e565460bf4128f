//go:build !unix

package memory

import "os"

// lockFile is a no-op where flock is not available: one evibench run at
// a time per vector cache.
func lockFile(*os.File) (func(), error) { return func() {}, nil }
