package ledger

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// genesisHash is prev_hash of the first journal entry.
var genesisHash = strings.Repeat("0", 64)

// recanonicalize decodes raw generically and re-encodes it canonically:
// object keys sorted bytewise, no insignificant whitespace, encoding/json
// string escaping, numbers verbatim. encodePayload writes that form.
func recanonicalize(raw []byte) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var g any
	if err := d.Decode(&g); err != nil {
		return nil, err
	}
	return json.Marshal(g)
}

func sha256Hex(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// chainHash is sha256(prev_hash "\n" seq "\n" op "\n" payload_digest) in hex.
func chainHash(prev string, seq int64, op JournalOp, payloadDigest string) string {
	return sha256Hex([]byte(prev + "\n" + strconv.FormatInt(seq, 10) + "\n" + string(op) + "\n" + payloadDigest))
}

// journalEnvelope is the common header of every payload, so that the
// hash chain (which covers only the payload digest) also covers the
// at/namespace/principal columns.
type journalEnvelope struct {
	At        string `json:"at"`
	Namespace string `json:"namespace"`
	Principal string `json:"principal"`
}

// writeJournal appends one chained entry for body inside tx and returns
// its seq.
func writeJournal(ctx context.Context, tx *sql.Tx, at time.Time, ns, principal string, body JournalPayload) (int64, error) {
	op := body.Op()
	env := journalEnvelope{At: fmtTime(at), Namespace: ns, Principal: principal}
	payload, err := encodePayload(env, body)
	if err != nil {
		return 0, fmt.Errorf("journal payload: %w", err)
	}
	var seq int64
	prev := genesisHash
	err = tx.QueryRowContext(ctx, `SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1`).Scan(&seq, &prev)
	if err != nil && err != sql.ErrNoRows {
		return 0, fmt.Errorf("journal tail: %w", err)
	}
	seq++
	digest := sha256Hex(payload)
	hash := chainHash(prev, seq, op, digest)
	_, err = tx.ExecContext(ctx, `INSERT INTO journal (seq, at, op, namespace, principal, payload, payload_digest, prev_hash, hash)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, seq, env.At, string(op), ns, principal, string(payload), digest, prev, hash)
	if err != nil {
		return 0, fmt.Errorf("journal insert: %w", err)
	}
	return seq, nil
}

// Journal returns up to limit entries with seq > afterSeq in seq order
// (limit <= 0 means 1000).
func (s *Store) Journal(ctx context.Context, afterSeq int64, limit int) ([]JournalEntry, error) {
	ledgerhook.Enter(ctx, "Journal")
	if err := s.checkOpen(); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = 1000
	}
	rows, err := s.rdb.QueryContext(ctx, `SELECT seq, at, op, namespace, principal, payload, payload_digest, prev_hash, hash
		FROM journal WHERE seq > ? ORDER BY seq LIMIT ?`, afterSeq, limit)
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	return collectJournal(rows)
}

func scanJournal(rows *sql.Rows) (JournalEntry, error) {
	var e JournalEntry
	var at, payload string
	if err := rows.Scan(&e.Seq, &at, &e.Op, &e.Namespace, &e.Principal, &payload, &e.PayloadDigest, &e.PrevHash, &e.Hash); err != nil {
		return e, fmt.Errorf("journal scan: %w", err)
	}
	t, err := parseTime(at)
	if err != nil {
		return e, fmt.Errorf("journal %d: %w", e.Seq, err)
	}
	e.At, e.Payload = t, json.RawMessage(payload)
	return e, nil
}

// JournalHead returns the seq of the last committed journal entry (0 for an
// empty journal). Several processes may write one ledger, so a caller that
// follows the journal polls JournalHead and reads Journal(ctx, seen, n).
func (s *Store) JournalHead(ctx context.Context) (int64, error) {
	ledgerhook.Enter(ctx, "JournalHead")
	if err := s.checkOpen(); err != nil {
		return 0, err
	}
	s.headOnce.Do(func() {
		s.headStmt, s.headErr = s.rdb.PrepareContext(context.WithoutCancel(ctx), `SELECT coalesce(max(seq), 0) FROM journal`)
	})
	var seq int64
	var err error
	if s.headErr == nil {
		err = s.headStmt.QueryRowContext(ctx).Scan(&seq)
	} else { // preparing failed once (an injected fault, a busy database): query unprepared
		err = s.rdb.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) FROM journal`).Scan(&seq)
	}
	if err != nil {
		return 0, fmt.Errorf("journal head: %w", err)
	}
	return seq, nil
}
