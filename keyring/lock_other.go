//go:build !unix

package keyring

// lockStore is a no-op where flock is unavailable: one process per key file.
func lockStore(string) (func(), error) { return func() {}, nil }
