package ledger

import (
	"context"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/evicortex/evicortex/keyring"
)

// Encryption at rest (FORMAT.md, "Encryption at rest"). With Options.Keys
// set, user text and vectors are stored sealed: AES-256-GCM under the
// namespace's data key, with the column and the row's id as associated
// data, so a sealed value cannot be moved to another row or column. Keys
// used for equality (claim subject/predicate keys, entity name and alias
// keys, relation keys) are stored as blind indexes: an HMAC-SHA256 under a
// key derived from the data key, so grouping and lookups still work while
// the stored value reveals no text. Empty strings stay empty.
//
// A sealed text is "~e1.NSID.GEN.BASE64" (NSID the namespaces row id, GEN
// the data key generation, BASE64 raw-std of nonce || ciphertext || tag);
// a blind index is "~k1.BASE64" (the first 16 bytes of the HMAC).

const (
	sealPrefix  = "~e1."
	blindPrefix = "~k1."
	// cryptMetaTable marks an encrypted ledger (one row, no key).
	cryptMetaTable = "evicortex_encryption"
	cryptScheme    = "aes-256-gcm/v1"
)

// errNoKeys: a verify-only opener (Backup, Restore) has no keys; its
// Verify checks sealed rows structurally, counting them as Shredded.
var errNoKeys = errors.New("ledger: opened for verification without keys")

// cryptor seals and opens a Store's values. A nil *cryptor is encryption
// off: every method returns its input unchanged.
type cryptor struct {
	keys keyring.Provider
	s    *Store

	mu    sync.Mutex
	names map[uint32]string // namespace row id -> name (set when sealing, else read from the ledger)
	ids   map[string]uint32 // committed namespace name -> row id (blindByName)
	cur   map[uint32]genKey // live generation per namespace id
	open  map[nsGenID]genKey
}

type nsGenID struct {
	ns  uint32
	gen uint32
}

type genKey struct {
	gen  uint32
	aead cipher.AEAD
	mac  []byte // blind-index key
}

func newCryptor(s *Store, p keyring.Provider) *cryptor {
	return &cryptor{keys: p, s: s, names: map[uint32]string{}, ids: map[string]uint32{}, cur: map[uint32]genKey{}, open: map[nsGenID]genKey{}}
}

func deriveKey(dk keyring.DataKey) (genKey, error) {
	a, err := dk.AEAD()
	if err != nil {
		return genKey{}, err
	}
	m := hmac.New(sha256.New, dk.Key[:])
	m.Write([]byte("evicortex blind index v1"))
	return genKey{gen: dk.Generation, aead: a, mac: m.Sum(nil)}, nil
}

// current returns the namespace's live key, making one at the provider on
// first use.
func (c *cryptor) current(ctx context.Context, nsID uint32, ns string) (genKey, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.names[nsID]; ok && old != ns {
		// A namespace row id reused after a rolled-back transaction that
		// had created another namespace: its cached keys are not this one's.
		c.dropLocked(nsID)
	}
	c.names[nsID] = ns
	if k, ok := c.cur[nsID]; ok {
		return k, nil
	}
	dk, err := c.keys.Current(ctx, ns)
	if err != nil {
		return genKey{}, fmt.Errorf("data key of namespace %q: %w", ns, err)
	}
	k, err := deriveKey(dk)
	if err != nil {
		return genKey{}, err
	}
	c.cur[nsID] = k
	c.open[nsGenID{nsID, k.gen}] = k
	return k, nil
}

// forget drops the cached keys of a namespace after Destroy.
func (c *cryptor) forget(nsID uint32) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.dropLocked(nsID)
}

func (c *cryptor) dropLocked(nsID uint32) {
	delete(c.cur, nsID)
	for id := range c.open {
		if id.ns == nsID {
			delete(c.open, id)
		}
	}
}

func aad(column, rowID, ns string) []byte {
	return []byte("evicortex\x00" + column + "\x00" + rowID + "\x00" + ns)
}

// seal encrypts one value of column for the row rowID of namespace nsID.
func (c *cryptor) seal(ctx context.Context, nsID uint32, ns, column, rowID, plain string) (string, error) {
	if c == nil || plain == "" {
		return plain, nil
	}
	b, err := c.sealBytes(ctx, nsID, ns, column, rowID, []byte(plain))
	return string(b), err
}

func (c *cryptor) sealBytes(ctx context.Context, nsID uint32, ns, column, rowID string, plain []byte) ([]byte, error) {
	if c == nil || len(plain) == 0 {
		return plain, nil
	}
	k, err := c.current(ctx, nsID, ns)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, k.aead.NonceSize(), k.aead.NonceSize()+len(plain)+k.aead.Overhead())
	if _, err := rand.Read(nonce); err != nil {
		return nil, fmt.Errorf("seal %s: nonce: %w", column, err)
	}
	ct := k.aead.Seal(nonce, nonce, plain, aad(column, rowID, ns))
	head := sealPrefix + strconv.FormatUint(uint64(nsID), 10) + "." + strconv.FormatUint(uint64(k.gen), 10) + "."
	out := make([]byte, len(head)+base64.RawStdEncoding.EncodedLen(len(ct)))
	copy(out, head)
	base64.RawStdEncoding.Encode(out[len(head):], ct)
	return out, nil
}

// blind returns the blind index of an equality key of namespace nsID.
func (c *cryptor) blind(ctx context.Context, nsID uint32, ns, key string) (string, error) {
	if c == nil || key == "" {
		return key, nil
	}
	k, err := c.current(ctx, nsID, ns)
	if err != nil {
		return "", err
	}
	m := hmac.New(sha256.New, k.mac)
	m.Write([]byte(key))
	return blindPrefix + base64.RawStdEncoding.EncodeToString(m.Sum(nil)[:16]), nil
}

// blindByName is blind for a reader that has only the namespace name. An
// unknown namespace returns key unchanged (it matches nothing sealed).
func (c *cryptor) blindByName(ctx context.Context, ns, key string) (string, error) {
	if c == nil || key == "" {
		return key, nil
	}
	c.mu.Lock()
	id, ok := c.ids[ns]
	c.mu.Unlock()
	if !ok {
		// Committed namespaces never change id, so the answer is cached.
		err := c.s.rdb.QueryRowContext(ctx, `SELECT id FROM namespaces WHERE name = ?`, ns).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return key, nil
		}
		if err != nil {
			return "", fmt.Errorf("namespace %q: %w", ns, err)
		}
		c.mu.Lock()
		c.ids[ns] = id
		c.mu.Unlock()
	}
	return c.blind(ctx, id, ns, key)
}

// openStr decrypts a sealed text of column for row rowID. A destroyed data
// key gives an error wrapping ErrKeyDestroyed; a value that is not sealed
// or fails authentication gives ErrCorrupt.
func (c *cryptor) openStr(ctx context.Context, column, rowID, stored string) (string, error) {
	if c == nil || stored == "" {
		return stored, nil
	}
	b, err := c.openBytes(ctx, column, rowID, []byte(stored))
	return string(b), err
}

func (c *cryptor) openBytes(ctx context.Context, column, rowID string, stored []byte) ([]byte, error) {
	if c == nil || len(stored) == 0 {
		return stored, nil
	}
	return c.open1(ctx, column, rowID, stored, true)
}

func (c *cryptor) open1(ctx context.Context, column, rowID string, stored []byte, retry bool) ([]byte, error) {
	rest, ok := strings.CutPrefix(string(stored), sealPrefix)
	var nsTxt, genTxt, body string
	if ok {
		nsTxt, rest, ok = strings.Cut(rest, ".")
	}
	if ok {
		genTxt, body, ok = strings.Cut(rest, ".")
	}
	nsID, err1 := strconv.ParseUint(nsTxt, 10, 32)
	gen, err2 := strconv.ParseUint(genTxt, 10, 32)
	ct, err3 := base64.RawStdEncoding.DecodeString(body)
	if !ok || err1 != nil || err2 != nil || err3 != nil {
		return nil, fmt.Errorf("%w: %s of %s is not a sealed value in an encrypted ledger", ErrCorrupt, column, rowID)
	}
	k, ns, err := c.keyFor(ctx, uint32(nsID), uint32(gen))
	if err != nil {
		return nil, fmt.Errorf("%s of %s: %w", column, rowID, err)
	}
	n := k.aead.NonceSize()
	if len(ct) < n+k.aead.Overhead() {
		return nil, fmt.Errorf("%w: %s of %s: sealed value too short", ErrCorrupt, column, rowID)
	}
	p, err := k.aead.Open(nil, ct[:n], ct[n:], aad(column, rowID, ns))
	if err != nil && retry {
		// The cached name may be a rolled-back namespace's (see current):
		// read the committed one and try once more.
		c.mu.Lock()
		delete(c.names, uint32(nsID))
		c.mu.Unlock()
		return c.open1(ctx, column, rowID, stored, false)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s of %s does not authenticate (moved, altered, or another key file)", ErrCorrupt, column, rowID)
	}
	return p, nil
}

// keyFor returns a generation of a namespace's key for opening.
func (c *cryptor) keyFor(ctx context.Context, nsID, gen uint32) (genKey, string, error) {
	c.mu.Lock()
	k, ok := c.open[nsGenID{nsID, gen}]
	ns, named := c.names[nsID]
	c.mu.Unlock()
	if ok && named {
		return k, ns, nil
	}
	if c.keys == nil {
		return genKey{}, "", errNoKeys
	}
	if !named {
		var err error
		if ns, err = c.nameOf(ctx, nsID); err != nil {
			return genKey{}, "", err
		}
	}
	dk, err := c.keys.Key(ctx, ns, gen)
	if errors.Is(err, keyring.ErrKeyDestroyed) {
		return genKey{}, "", fmt.Errorf("%w: namespace %q (generation %d) was purged and its data key destroyed: %w", ErrKeyDestroyed, ns, gen, err)
	}
	if errors.Is(err, keyring.ErrKeyNotFound) {
		return genKey{}, "", fmt.Errorf("%w: the key provider has no data key %d for namespace %q (another --encryption-key-file?): %w", ErrKeyMissing, gen, ns, err)
	}
	if err != nil {
		return genKey{}, "", err
	}
	if k, err = deriveKey(dk); err != nil {
		return genKey{}, "", err
	}
	c.mu.Lock()
	c.open[nsGenID{nsID, gen}] = k
	c.names[nsID] = ns
	c.mu.Unlock()
	return k, ns, nil
}

func (c *cryptor) nameOf(ctx context.Context, nsID uint32) (string, error) {
	var ns string
	err := c.s.rdb.QueryRowContext(ctx, `SELECT name FROM namespaces WHERE id = ?`, nsID).Scan(&ns)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("%w: sealed value names namespace id %d, which does not exist", ErrCorrupt, nsID)
	}
	if err != nil {
		return "", fmt.Errorf("namespace %d: %w", nsID, err)
	}
	c.mu.Lock()
	c.names[nsID] = ns
	c.mu.Unlock()
	return ns, nil
}

// Encrypted reports whether the ledger stores sealed values (it was
// created with Options.Keys).
func (s *Store) Encrypted() bool { return s.cr != nil }

// checkCrypt runs inside the opening (migration) transaction and checks
// the ledger's encryption marker against Options.Keys: an encrypted ledger
// refuses to open without keys (ErrKeyRequired), a ledger with data
// written in the clear refuses keys (ErrNotEncrypted), and a new, empty
// ledger opened with keys is marked encrypted. Reading the marker in that
// transaction adds no statement that could meet another opener's lock
// outside the busy handler.
func (s *Store) checkCrypt(ctx context.Context, tx *sql.Tx) error {
	var marked int
	q := `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '` + cryptMetaTable + `'`
	if s.d.backend == BackendPostgres {
		q = `SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = '` + cryptMetaTable + `'`
	}
	if err := tx.QueryRowContext(ctx, q).Scan(&marked); err != nil {
		return fmt.Errorf("read encryption marker: %w", err)
	}
	switch {
	case marked > 0 && s.opts.Keys == nil && s.opts.verifyOnly:
		s.cr = newCryptor(s, nil) // every value reads as sealed (errNoKeys)
		return nil
	case marked > 0 && s.opts.Keys == nil:
		return fmt.Errorf("%w: this ledger was created with encryption; pass --encryption-key-file (Go: Options.Keys / engine Options.EncryptionKeyFile)", ErrKeyRequired)
	case marked > 0:
		s.cr = newCryptor(s, s.opts.Keys)
		return s.reconcileShred(ctx, tx)
	case s.opts.Keys == nil:
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM journal`).Scan(&n); err != nil {
		return fmt.Errorf("read journal: %w", err)
	}
	if n > 0 {
		return fmt.Errorf("%w: this ledger holds %d journal entries written without encryption; encryption is for a new ledger (drop --encryption-key-file)", ErrNotEncrypted, n)
	}
	if err := s.claimWrite(); err != nil {
		return fmt.Errorf("mark encrypted: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE `+cryptMetaTable+` (scheme TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("mark encrypted: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO `+cryptMetaTable+` (scheme) VALUES ('`+cryptScheme+`')`); err != nil {
		return fmt.Errorf("mark encrypted: %w", err)
	}
	s.cr = newCryptor(s, s.opts.Keys)
	return nil
}

// shred destroys a namespace's data keys after a committed Purge of all
// its evidence.
func (s *Store) shred(ctx context.Context, ns string) error {
	if s.cr == nil || s.cr.keys == nil {
		return nil
	}
	if id, err := s.NamespaceID(ctx, ns); err == nil {
		defer s.cr.forget(id)
	}
	if err := s.cr.keys.Destroy(ctx, ns); err != nil {
		return fmt.Errorf("destroy data key of namespace %q: %w", ns, err)
	}
	return nil
}

// keep sorts the result of opening a scanned row: keep it (nil), drop it
// silently (its data key was destroyed: the namespace was purged after the
// backup this ledger was restored from), or fail (any other error).
func (c *cryptor) keep(err error) (bool, error) {
	if err == nil {
		return true, nil
	}
	if errors.Is(err, ErrKeyDestroyed) || errors.Is(err, errNoKeys) {
		return false, nil
	}
	return false, err
}

// shredded returns the ErrKeyDestroyed error of an evidence row that
// exists but whose data key was destroyed, nil otherwise.
func (s *Store) shredded(ctx context.Context, namespace, id string) error {
	if s.cr == nil {
		return nil
	}
	var content []byte
	err := s.rdb.QueryRowContext(ctx, `SELECT e.content FROM evidence e JOIN namespaces n ON n.id = e.ns_id
		WHERE e.id = ? AND n.name = ?`, id, namespace).Scan(&content)
	if err != nil {
		return nil // missing: the caller's not-found stands
	}
	if _, err := s.cr.openBytes(ctx, "evidence.content", id, content); errors.Is(err, ErrKeyDestroyed) {
		return fmt.Errorf("evidence %s in namespace %q: %w", id, namespace, err)
	}
	return nil
}

// OpenCapsuleID opens the capsule id of a journaled FeedbackPayload (sealed
// in an encrypted ledger; returned unchanged otherwise), for followers that
// apply feedback from the journal.
func (s *Store) OpenCapsuleID(ctx context.Context, p *FeedbackPayload) (string, error) {
	return s.cr.openStr(ctx, "feedback.capsule_id", p.ID, p.CapsuleID)
}

// liveKeys is implemented by providers that can tell, without making one,
// whether a namespace holds a live data key (*keyring.KeyFile does).
type liveKeys interface {
	Live(ctx context.Context, namespace string) (bool, error)
}

// reconcileShred finishes a crypto-shred that a crash interrupted: a
// namespace whose last journal entry is a Purge of all its evidence must
// hold no live data key, so one found is destroyed now.
func (s *Store) reconcileShred(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT j.namespace, j.op, j.payload FROM journal j
		WHERE j.seq = (SELECT max(k.seq) FROM journal k WHERE k.namespace = j.namespace)`)
	if err != nil {
		return fmt.Errorf("read journal for pending key destruction: %w", err)
	}
	var pending []string
	for rows.Next() {
		var ns, op, payload string
		if err := rows.Scan(&ns, &op, &payload); err != nil {
			rows.Close()
			return fmt.Errorf("read journal for pending key destruction: %w", err)
		}
		if JournalOp(op) != OpPurge {
			continue
		}
		p, err := JournalEntry{Op: OpPurge, Payload: []byte(payload)}.Decode()
		if err != nil {
			rows.Close()
			return err
		}
		if pp, ok := p.(*PurgePayload); ok && pp.Selector == "all" {
			pending = append(pending, ns)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, ns := range pending {
		if lk, ok := s.cr.keys.(liveKeys); ok {
			live, err := lk.Live(ctx, ns)
			if err != nil {
				return err
			}
			if !live {
				continue
			}
		}
		if err := s.cr.keys.Destroy(ctx, ns); err != nil {
			return fmt.Errorf("finish destroying the data key of purged namespace %q: %w", ns, err)
		}
	}
	return nil
}

// refresher is implemented by providers that can notice another process's
// changes to their keys (*keyring.KeyFile: a stat of its keystore).
type refresher interface {
	Refresh(ctx context.Context) (bool, error)
}

// refresh runs at the start of every write transaction: when the provider
// re-read its keys (another process made or destroyed one), the cached
// keys are dropped, so nothing is sealed under a key destroyed elsewhere.
// A window remains between another process's purge commit and its Destroy
// (README, "Encryption at rest").
func (c *cryptor) refresh(ctx context.Context) error {
	if c == nil || c.keys == nil {
		return nil
	}
	r, ok := c.keys.(refresher)
	if !ok {
		return nil
	}
	changed, err := r.Refresh(ctx)
	if err != nil || !changed {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cur = map[uint32]genKey{}
	c.open = map[nsGenID]genKey{}
	return nil
}
