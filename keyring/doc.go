// Package keyring holds EviCortex's encryption keys for encryption at rest
// (ledger Options.Keys, engine Options.EncryptionKeyFile).
//
// Two levels of key:
//
//   - a key-encryption key (KEK), 256 bits, held by a Provider: for now a
//     key file written by GenerateKeyFile (`evicortex keygen --out FILE`);
//     a KMS can implement the same interface;
//   - per-namespace data keys (DEKs), 256-bit AES-GCM keys generated on
//     first use, kept wrapped by the KEK with the provider (the key file's
//     keystore, FILE.keys; FORMAT.md) and never in the ledger or its
//     backups.
//
// A namespace's DEKs carry a generation number (1, 2, ...). Destroy
// crypto-shreds every generation of a namespace: the wrapped keys are
// dropped from the keystore, which records how far they were destroyed, so
// anything sealed under them (a backup, a WAL remnant, a disk block) can no
// longer be opened and Key reports ErrKeyDestroyed instead of a key. The
// next Current makes a fresh generation.
//
// Rotate re-wraps every DEK under a new KEK without changing any DEK, so no
// ledger row is rewritten and a running engine keeps serving.
//
// A *KeyFile is safe for concurrent use; writes to its keystore are
// serialized, atomic (temporary file, fsync, rename, fsync of the
// directory) and guarded against other processes by an flock on
// FILE.keys.lock.
package keyring
