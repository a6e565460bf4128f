//go:build unix

package keyring

import (
	"fmt"
	"os"
	"syscall"
)

// lockStore takes an exclusive flock on KEYSTORE.lock so that processes
// sharing a key file serialize their keystore updates.
func lockStore(keystore string) (func(), error) {
	f, err := os.OpenFile(keystore+".lock", os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("keyring: lock keystore: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, fmt.Errorf("keyring: lock keystore: %w", err)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
