package keyring

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// KeySize is the size of a KEK and of a DEK in bytes (AES-256).
const KeySize = 32

// DataKey is one generation of a namespace's data key.
type DataKey struct {
	Namespace  string
	Generation uint32 // 1, 2, ...; a Destroy ends every generation so far
	Key        [KeySize]byte
}

// AEAD returns the AES-256-GCM cipher of the key.
func (k DataKey) AEAD() (cipher.AEAD, error) { return newGCM(k.Key[:]) }

// Provider holds the data keys of a ledger. Implementations must be safe
// for concurrent use. A KMS-backed provider keeps the DEKs wrapped by a key
// it never reveals; the key file (*KeyFile) wraps them with a local KEK.
type Provider interface {
	// Current returns the namespace's live data key, generating, wrapping
	// and durably storing a new generation when it has none.
	Current(ctx context.Context, namespace string) (DataKey, error)
	// Key returns one generation: ErrKeyDestroyed once Destroy ended it,
	// ErrKeyNotFound when it never existed.
	Key(ctx context.Context, namespace string, generation uint32) (DataKey, error)
	// Destroy crypto-shreds every generation of the namespace; it is
	// durable on return. Destroying a namespace without keys records the
	// destruction all the same and is not an error.
	Destroy(ctx context.Context, namespace string) error
	// ID names the key-encryption key (not secret: a digest of it), so a
	// ledger can say which key it needs.
	ID() string
	// Close releases the provider; later calls fail with ErrClosed.
	Close() error
}

func newGCM(key []byte) (cipher.AEAD, error) {
	b, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("keyring: aes: %w", err)
	}
	return cipher.NewGCM(b)
}

// kekID is the public name of a KEK: the first 8 bytes of a domain-separated
// sha256, in hex.
func kekID(kek []byte) string {
	h := sha256.New()
	h.Write([]byte("evicortex kek id\x00"))
	h.Write(kek)
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// wrapAAD binds a wrapped DEK to its namespace and generation, so a wrapped
// key cannot be moved to another namespace's slot.
func wrapAAD(namespace string, gen uint32) []byte {
	b := append([]byte("evicortex dek\x00"), namespace...)
	return append(b, 0, byte(gen>>24), byte(gen>>16), byte(gen>>8), byte(gen))
}

func wrap(kek cipher.AEAD, namespace string, gen uint32, dek []byte) ([]byte, error) {
	nonce := make([]byte, kek.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, fmt.Errorf("keyring: random nonce: %w", err)
	}
	return kek.Seal(nonce, nonce, dek, wrapAAD(namespace, gen)), nil
}

func unwrap(kek cipher.AEAD, namespace string, gen uint32, w []byte) ([KeySize]byte, error) {
	var k [KeySize]byte
	n := kek.NonceSize()
	if len(w) < n+kek.Overhead() {
		return k, fmt.Errorf("%w: wrapped key of %q generation %d is %d bytes", ErrCorrupt, namespace, gen, len(w))
	}
	p, err := kek.Open(nil, w[:n], w[n:], wrapAAD(namespace, gen))
	if err != nil {
		return k, fmt.Errorf("%w: wrapped key of %q generation %d does not open", ErrWrongKey, namespace, gen)
	}
	if len(p) != KeySize {
		return k, fmt.Errorf("%w: key of %q generation %d is %d bytes", ErrCorrupt, namespace, gen, len(p))
	}
	copy(k[:], p)
	return k, nil
}
