package engine

import (
	"context"
	"errors"
	"fmt"

	"github.com/evicortex/evicortex/keyring"
	"github.com/evicortex/evicortex/ledger"
)

// Encryption at rest (README "Encryption at rest", ledger/FORMAT.md). With
// Options.EncryptionKeyFile (or Options.Keys) the ledger seals user text
// and vectors under per-namespace data keys held by the key provider, and
// the engine persists no projection files: every text-holding index lives
// in memory only and is rebuilt from the decrypted ledger at Open (so an
// encrypted engine's Open costs a full rebuild, and CacheDir is unused).
// Purging all of a namespace destroys its data key (crypto-shredding).

// Encryption sentinels, re-exported from the ledger.
var (
	// ErrKeyRequired: the ledger is encrypted and no key file was given.
	ErrKeyRequired = ledger.ErrKeyRequired
	// ErrNotEncrypted: a key file was given for a ledger written in the clear.
	ErrNotEncrypted = ledger.ErrNotEncrypted
	// ErrKeyDestroyed: the evidence's namespace was purged and its data key
	// destroyed; the evidence (say, from an older backup) is unreadable.
	ErrKeyDestroyed = ledger.ErrKeyDestroyed
	// ErrKeyMissing: the key provider lacks the data key (another key file).
	ErrKeyMissing = ledger.ErrKeyMissing
)

// openKeys returns the key provider the options name: Keys as given, or a
// key file opened here (owned, closed with the engine); nil, nil: none.
func (o Options) openKeys() (keyring.Provider, *keyring.KeyFile, error) {
	switch {
	case o.Keys != nil && o.EncryptionKeyFile != "":
		return nil, nil, fieldErr("encryption_key_file", "set either EncryptionKeyFile or Keys, not both")
	case o.Keys != nil:
		return o.Keys, nil, nil
	case o.EncryptionKeyFile == "":
		return nil, nil, nil
	}
	k, err := keyring.OpenKeyFile(o.EncryptionKeyFile)
	if err != nil {
		return nil, nil, fmt.Errorf("encryption key file %s: %w", o.EncryptionKeyFile, err)
	}
	return k, k, nil
}

func closeKeys(k *keyring.KeyFile) {
	if k != nil {
		k.Close()
	}
}

// withKeys hands the engine ownership of the key file it opened, or closes
// the key file when the engine did not open.
func withKeys(e *Engine, err error) func(*keyring.KeyFile) (*Engine, error) {
	return func(k *keyring.KeyFile) (*Engine, error) {
		if err != nil {
			closeKeys(k)
			return nil, err
		}
		e.ownKeys = k
		return e, nil
	}
}

// Encrypted reports whether the ledger is encrypted at rest.
func (e *Engine) Encrypted() bool { return e.led.Encrypted() }

// RotateKeyFile re-wraps every data key under the key-encryption key in
// newKeyFile (made by keyring.GenerateKeyFile) while the engine keeps
// serving: no ledger row changes, and afterwards only newKeyFile opens the
// ledger (the old keystore is removed). It needs an engine opened with
// Options.EncryptionKeyFile.
func (e *Engine) RotateKeyFile(ctx context.Context, newKeyFile string) error {
	if err := e.checkOpen(ctx); err != nil {
		return err
	}
	if e.ownKeys == nil {
		return fieldErr("new_key_file", "rotation needs an engine opened with an encryption key file")
	}
	// The new file's problems are the caller's (a 400 naming the field
	// over HTTP); the keystore's are the server's.
	if err := keyring.CheckKeyFile(newKeyFile); err != nil {
		return fieldErr("new_key_file", err.Error())
	}
	if err := e.ownKeys.Rotate(newKeyFile); err != nil {
		if errors.Is(err, keyring.ErrExists) {
			return fieldErr("new_key_file", err.Error())
		}
		return fmt.Errorf("rotate key file: %w", err)
	}
	return nil
}
