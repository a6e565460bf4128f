package keyring

import (
	"bytes"
	"context"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// keyFileMagic starts a key file; the KEK follows in hex (FORMAT.md).
const keyFileMagic = "EVICORTEX-KEK-1\n"

// GenerateKeyFile writes a new random 256-bit KEK to path with mode 0600.
// It refuses an existing path (ErrExists) and writes nothing partial: the
// file is created exclusively, written, fsynced, and removed on failure.
func GenerateKeyFile(path string) error {
	var k [KeySize]byte
	if _, err := rand.Read(k[:]); err != nil {
		return fmt.Errorf("keyring: random key: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%w: %s (refusing to overwrite a key file)", ErrExists, path)
		}
		return fmt.Errorf("keyring: create key file: %w", err)
	}
	_, werr := f.WriteString(keyFileMagic + hex.EncodeToString(k[:]) + "\n")
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(path)
		return fmt.Errorf("keyring: write key file %s: %w", path, werr)
	}
	return syncDir(filepath.Dir(path))
}

// readKEK reads a key file.
// CheckKeyFile reports whether path holds a key-encryption key this
// package can read (what Rotate and Open read first), without using it.
func CheckKeyFile(path string) error {
	_, err := readKEK(path)
	return err
}

func readKEK(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("keyring: read key file: %w", err)
	}
	rest, ok := bytes.CutPrefix(b, []byte(keyFileMagic))
	if !ok {
		return nil, fmt.Errorf("%w: %s: not a key file (no %q header)", ErrCorrupt, path, strings.TrimSpace(keyFileMagic))
	}
	k, err := hex.DecodeString(strings.TrimSpace(string(rest)))
	if err != nil || len(k) != KeySize {
		return nil, fmt.Errorf("%w: %s: key must be %d bytes of hex", ErrCorrupt, path, KeySize)
	}
	return k, nil
}

// KeyFile is the key-file Provider: a KEK in FILE and the namespaces'
// wrapped DEKs in the keystore FILE.keys beside it.
type KeyFile struct {
	mu     sync.Mutex
	path   string      // the key file
	kek    cipher.AEAD // guarded by mu (Rotate swaps it)
	id     string      // guarded by mu
	state  storeState  // the keystore as last read or written; guarded by mu
	seen   os.FileInfo // the keystore file state was read from (nil: none yet); guarded by mu
	cache  map[nsGen][KeySize]byte
	closed bool
}

type nsGen struct {
	ns  string
	gen uint32
}

// KeystorePath is where the keystore of a key file lives.
func KeystorePath(keyFile string) string { return keyFile + ".keys" }

// OpenKeyFile opens a key file and its keystore (an absent keystore is an
// empty one, created on the first data key). A keystore written under
// another KEK fails with ErrWrongKey.
func OpenKeyFile(path string) (*KeyFile, error) {
	kek, err := readKEK(path)
	if err != nil {
		return nil, err
	}
	g, err := newGCM(kek)
	if err != nil {
		return nil, err
	}
	k := &KeyFile{path: path, kek: g, id: kekID(kek), cache: map[nsGen][KeySize]byte{}}
	if err := k.reload(); err != nil {
		return nil, err
	}
	return k, nil
}

// ID names the KEK (a digest of it, not the key).
func (k *KeyFile) ID() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.id
}

// Path is the key file this provider reads.
func (k *KeyFile) Path() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.path
}

// Close drops the cached keys.
func (k *KeyFile) Close() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.closed = true
	for key := range k.cache {
		delete(k.cache, key)
	}
	return nil
}

// Current returns the namespace's live DEK, making one if it has none.
func (k *KeyFile) Current(ctx context.Context, namespace string) (DataKey, error) {
	if namespace == "" {
		return DataKey{}, fmt.Errorf("%w: namespace must not be empty", ErrInvalid)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return DataKey{}, ErrClosed
	}
	if dk, ok := k.live(namespace); ok {
		return dk, nil
	}
	var out DataKey
	err := k.update(func(st *storeState) error {
		e := st.entry(namespace)
		if n := len(e.Keys); n > 0 {
			return nil // another process made one meanwhile
		}
		var dek [KeySize]byte
		if _, err := rand.Read(dek[:]); err != nil {
			return fmt.Errorf("keyring: random data key: %w", err)
		}
		gen := e.DestroyedThrough + 1
		w, err := wrap(k.kek, namespace, gen, dek[:])
		if err != nil {
			return err
		}
		e.Keys = append(e.Keys, wrappedKey{Generation: gen, Wrapped: w})
		return nil
	})
	if err != nil {
		return out, err
	}
	dk, ok := k.live(namespace)
	if !ok {
		return out, fmt.Errorf("%w: namespace %q has no live key after creating one", ErrCorrupt, namespace)
	}
	return dk, nil
}

// live returns the highest live generation of the in-memory state.
func (k *KeyFile) live(namespace string) (DataKey, bool) {
	e := k.state.find(namespace)
	if e == nil || len(e.Keys) == 0 {
		return DataKey{}, false
	}
	w := e.Keys[len(e.Keys)-1]
	dk, err := k.open(namespace, w)
	return dk, err == nil
}

func (k *KeyFile) open(namespace string, w wrappedKey) (DataKey, error) {
	id := nsGen{namespace, w.Generation}
	if key, ok := k.cache[id]; ok {
		return DataKey{namespace, w.Generation, key}, nil
	}
	key, err := unwrap(k.kek, namespace, w.Generation, w.Wrapped)
	if err != nil {
		return DataKey{}, err
	}
	k.cache[id] = key
	return DataKey{namespace, w.Generation, key}, nil
}

// Key returns one generation of a namespace's DEK.
func (k *KeyFile) Key(ctx context.Context, namespace string, gen uint32) (DataKey, error) {
	if gen == 0 {
		return DataKey{}, fmt.Errorf("%w: generation must be at least 1", ErrInvalid)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return DataKey{}, ErrClosed
	}
	for attempt := 0; ; attempt++ {
		e := k.state.find(namespace)
		if e != nil && gen <= e.DestroyedThrough {
			return DataKey{}, fmt.Errorf("%w: namespace %q generation %d", ErrKeyDestroyed, namespace, gen)
		}
		if e != nil {
			for _, w := range e.Keys {
				if w.Generation == gen {
					return k.open(namespace, w)
				}
			}
		}
		if attempt > 0 {
			return DataKey{}, fmt.Errorf("%w: namespace %q generation %d", ErrKeyNotFound, namespace, gen)
		}
		// Another process may have made or destroyed it: read the keystore again.
		if err := k.reload(); err != nil {
			return DataKey{}, err
		}
	}
}

// Destroy drops every wrapped DEK of the namespace and records the last
// destroyed generation, durably, before returning.
func (k *KeyFile) Destroy(ctx context.Context, namespace string) error {
	if namespace == "" {
		return fmt.Errorf("%w: namespace must not be empty", ErrInvalid)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return ErrClosed
	}
	err := k.update(func(st *storeState) error {
		e := st.entry(namespace)
		for _, w := range e.Keys {
			e.DestroyedThrough = max(e.DestroyedThrough, w.Generation)
		}
		e.Keys = nil
		return nil
	})
	for id := range k.cache {
		if id.ns == namespace {
			delete(k.cache, id)
		}
	}
	return err
}

// Rotate re-wraps every DEK under the KEK of newKeyFile (made by
// GenerateKeyFile) and switches this provider to it: the new keystore
// (newKeyFile.keys, which must not exist) is written and made durable
// first, then the old keystore is removed, so after Rotate only the new key
// file opens the ledger. The DEKs do not change and no ledger row is
// rewritten; a provider in use by a running engine keeps serving.
func (k *KeyFile) Rotate(newKeyFile string) error {
	kek, err := readKEK(newKeyFile)
	if err != nil {
		return err
	}
	g, err := newGCM(kek)
	if err != nil {
		return err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return ErrClosed
	}
	newStore := KeystorePath(newKeyFile)
	if _, err := os.Stat(newStore); err == nil {
		return fmt.Errorf("%w: %s (the new key file already has a keystore)", ErrExists, newStore)
	}
	unlock, err := lockStore(KeystorePath(k.path))
	if err != nil {
		return err
	}
	defer unlock()
	if err := k.reloadLocked(); err != nil {
		return err
	}
	next := storeState{KEKID: kekID(kek)}
	for _, e := range k.state.Namespaces {
		ne := nsEntry{Name: e.Name, DestroyedThrough: e.DestroyedThrough}
		for _, w := range e.Keys {
			dek, err := unwrap(k.kek, e.Name, w.Generation, w.Wrapped)
			if err != nil {
				return err
			}
			nw, err := wrap(g, e.Name, w.Generation, dek[:])
			if err != nil {
				return err
			}
			ne.Keys = append(ne.Keys, wrappedKey{Generation: w.Generation, Wrapped: nw})
		}
		next.Namespaces = append(next.Namespaces, ne)
	}
	if err := writeStore(newStore, &next); err != nil {
		return err
	}
	old := KeystorePath(k.path)
	if err := os.Remove(old); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("keyring: remove old keystore %s: %w", old, err)
	}
	os.Remove(old + ".lock")
	if err := syncDir(filepath.Dir(old)); err != nil {
		return err
	}
	k.path, k.kek, k.id, k.state = newKeyFile, g, next.KEKID, next
	return nil
}

// reload reads the keystore under its lock.
func (k *KeyFile) reload() error {
	unlock, err := lockStore(KeystorePath(k.path))
	if err != nil {
		return err
	}
	defer unlock()
	return k.reloadLocked()
}

func (k *KeyFile) reloadLocked() error {
	path := KeystorePath(k.path)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) && len(k.state.Namespaces) > 0 {
		// Keys were read from it before: it was rotated away or deleted
		// under this provider; never start an empty one in its place.
		return fmt.Errorf("%w: keystore %s disappeared (rotated to another key file?)", ErrWrongKey, path)
	}
	st, err := readStore(path)
	if err != nil {
		return err
	}
	if st.KEKID == "" {
		st.KEKID = k.id
	}
	if st.KEKID != k.id {
		return fmt.Errorf("%w: keystore %s was written under key %s, the key file %s is key %s",
			ErrWrongKey, KeystorePath(k.path), st.KEKID, k.path, k.id)
	}
	k.state = st
	k.seen, _ = os.Stat(path)
	return nil
}

// Refresh re-reads the keystore when another process changed it since this
// provider last read or wrote it (one stat when it did not), dropping the
// cached keys of namespaces whose keys were destroyed there. It reports
// whether anything was re-read.
func (k *KeyFile) Refresh(ctx context.Context) (bool, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return false, ErrClosed
	}
	fi, err := os.Stat(KeystorePath(k.path))
	switch {
	case errors.Is(err, fs.ErrNotExist) && k.seen == nil:
		return false, nil
	case err == nil && k.seen != nil && os.SameFile(fi, k.seen) && fi.ModTime().Equal(k.seen.ModTime()) && fi.Size() == k.seen.Size():
		return false, nil
	}
	if err := k.reload(); err != nil {
		return false, err
	}
	for id := range k.cache {
		e := k.state.find(id.ns)
		if e == nil || id.gen <= e.DestroyedThrough {
			delete(k.cache, id)
		}
	}
	return true, nil
}

// update reads the keystore under its lock, applies fn to it and writes it
// back atomically.
func (k *KeyFile) update(fn func(*storeState) error) error {
	path := KeystorePath(k.path)
	unlock, err := lockStore(path)
	if err != nil {
		return err
	}
	defer unlock()
	if err := k.reloadLocked(); err != nil {
		return err
	}
	next := k.state.clone()
	if err := fn(&next); err != nil {
		return err
	}
	if err := writeStore(path, &next); err != nil {
		return err
	}
	k.state = next
	k.seen, _ = os.Stat(path)
	return nil
}

// storeState is the keystore body (FORMAT.md).
type storeState struct {
	KEKID      string    `json:"kek_id"`
	Namespaces []nsEntry `json:"namespaces"` // sorted by name
}

type nsEntry struct {
	Name             string       `json:"name"`
	DestroyedThrough uint32       `json:"destroyed_through"` // generations <= this were destroyed
	Keys             []wrappedKey `json:"keys"`              // live generations, ascending
}

type wrappedKey struct {
	Generation uint32 `json:"generation"`
	Wrapped    []byte `json:"wrapped"` // nonce || AES-256-GCM(KEK, DEK), base64 in JSON
}

func (s *storeState) find(ns string) *nsEntry {
	i := sort.Search(len(s.Namespaces), func(i int) bool { return s.Namespaces[i].Name >= ns })
	if i < len(s.Namespaces) && s.Namespaces[i].Name == ns {
		return &s.Namespaces[i]
	}
	return nil
}

// entry finds or inserts the namespace's entry.
func (s *storeState) entry(ns string) *nsEntry {
	if e := s.find(ns); e != nil {
		return e
	}
	i := sort.Search(len(s.Namespaces), func(i int) bool { return s.Namespaces[i].Name >= ns })
	s.Namespaces = append(s.Namespaces, nsEntry{})
	copy(s.Namespaces[i+1:], s.Namespaces[i:])
	s.Namespaces[i] = nsEntry{Name: ns}
	return &s.Namespaces[i]
}

func (s *storeState) clone() storeState {
	out := storeState{KEKID: s.KEKID, Namespaces: make([]nsEntry, len(s.Namespaces))}
	for i, e := range s.Namespaces {
		out.Namespaces[i] = nsEntry{Name: e.Name, DestroyedThrough: e.DestroyedThrough, Keys: append([]wrappedKey(nil), e.Keys...)}
	}
	return out
}

// Keystore file layout (FORMAT.md): magic, version, body length, body
// (JSON), sha256 of everything before it.
const (
	storeMagic   = "EVCXKEYS"
	storeVersion = 1
)

func encodeStore(st *storeState) ([]byte, error) {
	body, err := json.Marshal(st)
	if err != nil {
		return nil, fmt.Errorf("keyring: encode keystore: %w", err)
	}
	b := make([]byte, 0, len(storeMagic)+6+len(body)+sha256.Size)
	b = append(b, storeMagic...)
	b = binary.BigEndian.AppendUint16(b, storeVersion)
	b = binary.BigEndian.AppendUint32(b, uint32(len(body)))
	b = append(b, body...)
	sum := sha256.Sum256(b)
	return append(b, sum[:]...), nil
}

func decodeStore(path string, b []byte) (storeState, error) {
	var st storeState
	head := len(storeMagic) + 6
	if len(b) < head+sha256.Size || string(b[:len(storeMagic)]) != storeMagic {
		return st, fmt.Errorf("%w: %s: not a keystore", ErrCorrupt, path)
	}
	if v := binary.BigEndian.Uint16(b[len(storeMagic):]); v != storeVersion {
		return st, fmt.Errorf("%w: %s: keystore version %d, this build reads %d", ErrCorrupt, path, v, storeVersion)
	}
	n := int(binary.BigEndian.Uint32(b[len(storeMagic)+2:]))
	if len(b) != head+n+sha256.Size {
		return st, fmt.Errorf("%w: %s: keystore length %d does not match its header", ErrCorrupt, path, len(b))
	}
	if sum := sha256.Sum256(b[:head+n]); !bytes.Equal(sum[:], b[head+n:]) {
		return st, fmt.Errorf("%w: %s: keystore checksum mismatch", ErrCorrupt, path)
	}
	if err := json.Unmarshal(b[head:head+n], &st); err != nil {
		return st, fmt.Errorf("%w: %s: keystore body: %v", ErrCorrupt, path, err)
	}
	if !sort.SliceIsSorted(st.Namespaces, func(i, j int) bool { return st.Namespaces[i].Name < st.Namespaces[j].Name }) {
		return st, fmt.Errorf("%w: %s: keystore namespaces out of order", ErrCorrupt, path)
	}
	return st, nil
}

func readStore(path string) (storeState, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return storeState{}, nil
	}
	if err != nil {
		return storeState{}, fmt.Errorf("keyring: read keystore: %w", err)
	}
	return decodeStore(path, b)
}

// writeStore replaces the keystore atomically: a temporary file beside it,
// fsynced, renamed over it, then the directory fsynced.
func writeStore(path string, st *storeState) error {
	b, err := encodeStore(st)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return fmt.Errorf("keyring: write keystore: %w", err)
	}
	_, werr := f.Write(b)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
		return fmt.Errorf("keyring: write keystore %s: %w", path, werr)
	}
	return syncDir(filepath.Dir(path))
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("keyring: sync dir: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("keyring: sync dir %s: %w", dir, err)
	}
	return nil
}

// Live reports whether the namespace holds a live data key, without making
// one (re-reading the keystore, so another process's changes count).
func (k *KeyFile) Live(ctx context.Context, namespace string) (bool, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return false, ErrClosed
	}
	if err := k.reload(); err != nil {
		return false, err
	}
	e := k.state.find(namespace)
	return e != nil && len(e.Keys) > 0, nil
}
