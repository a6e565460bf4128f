package keyring

import "errors"

// Sentinel errors. Every error this package returns wraps one of them.
var (
	// ErrKeyDestroyed: the namespace's data key of that generation was
	// destroyed (crypto-shredded by a purge); what it sealed is unreadable.
	ErrKeyDestroyed = errors.New("keyring: data key destroyed")
	// ErrKeyNotFound: the keystore never held that generation.
	ErrKeyNotFound = errors.New("keyring: data key not found")
	// ErrWrongKey: the key-encryption key does not open the keystore.
	ErrWrongKey = errors.New("keyring: wrong key-encryption key")
	// ErrCorrupt: a key file or keystore that does not parse or whose
	// checksum does not match.
	ErrCorrupt = errors.New("keyring: corrupt key file or keystore")
	// ErrExists: GenerateKeyFile refuses to overwrite a file.
	ErrExists = errors.New("keyring: file exists")
	// ErrInvalid: a bad argument (an empty namespace, a zero generation).
	ErrInvalid = errors.New("keyring: invalid argument")
	// ErrClosed: the provider was closed.
	ErrClosed = errors.New("keyring: closed")
)
