package ledger

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// journaledEvidence is what the journal says about a live evidence row.
type journaledEvidence struct {
	Namespace, Kind, SHA256, Source, OccurredAt, RecordedAt, MetadataSHA256, IdempotencyKey, Speaker, Role string
}

// journalState is the set of rows the journal says must exist.
type journalState struct {
	evidence map[string]journaledEvidence
	claims   map[string]string // claim id -> claim digest
	entries  int
}

// Verify recomputes every evidence digest, every journal payload digest and
// the hash chain, and checks that the rows present are exactly those the
// journal says were appended and not purged. The first problem returns an
// error wrapping ErrCorrupt that names the row.
func (s *Store) Verify(ctx context.Context) (VerifyReport, error) {
	ledgerhook.Enter(ctx, "Verify")
	if err := s.checkOpen(); err != nil {
		return VerifyReport{}, err
	}
	tx, err := s.rdb.BeginTx(ctx, s.d.readTx)
	if err != nil {
		return VerifyReport{}, fmt.Errorf("verify: %w", err)
	}
	defer tx.Rollback()
	return verifyTx(ctx, tx, s.cr)
}

func verifyTx(ctx context.Context, tx *sql.Tx, cr *cryptor) (VerifyReport, error) {
	js, err := replayJournal(ctx, tx)
	if err != nil {
		return VerifyReport{}, err
	}
	rep := VerifyReport{JournalEntries: js.entries}
	if rep.Evidence, rep.Shredded, err = verifyEvidence(ctx, tx, js, cr); err != nil {
		return rep, err
	}
	if rep.Claims, err = verifyClaims(ctx, tx, js, cr); err != nil {
		return rep, err
	}
	return rep, nil
}

func corruptf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrCorrupt}, args...)...)
}

func replayJournal(ctx context.Context, tx *sql.Tx) (*journalState, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seq, at, op, namespace, principal, payload, payload_digest, prev_hash, hash
		FROM journal ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("verify journal: %w", err)
	}
	defer rows.Close()
	js := &journalState{evidence: map[string]journaledEvidence{}, claims: map[string]string{}}
	prev := genesisHash
	for rows.Next() {
		e, err := scanJournal(rows)
		if err != nil {
			return nil, errors.Join(err, ErrCorrupt)
		}
		js.entries++
		if err := checkLink(&e, int64(js.entries), prev); err != nil {
			return nil, err
		}
		if err := js.apply(&e); err != nil {
			return nil, err
		}
		prev = e.Hash
	}
	return js, rows.Err()
}

// checkLink verifies one entry's position, payload digest, canonical form
// and chain hash.
func checkLink(e *JournalEntry, wantSeq int64, prev string) error {
	switch {
	case e.Seq != wantSeq:
		return corruptf("journal %d: sequence gap (want %d)", e.Seq, wantSeq)
	case e.PrevHash != prev:
		return corruptf("journal %d: prev_hash does not match entry %d", e.Seq, e.Seq-1)
	case sha256Hex(e.Payload) != e.PayloadDigest:
		return corruptf("journal %d: payload digest mismatch", e.Seq)
	case chainHash(prev, e.Seq, e.Op, e.PayloadDigest) != e.Hash:
		return corruptf("journal %d: hash mismatch", e.Seq)
	}
	canon, err := recanonicalize(e.Payload)
	if err != nil || !bytes.Equal(canon, e.Payload) {
		return corruptf("journal %d: payload is not canonical JSON", e.Seq)
	}
	return nil
}

func (js *journalState) apply(e *JournalEntry) error {
	var env journalEnvelope
	if err := json.Unmarshal(e.Payload, &env); err != nil {
		return corruptf("journal %d: payload: %v", e.Seq, err)
	}
	if env.At != fmtTime(e.At) || env.Namespace != e.Namespace || env.Principal != e.Principal {
		return corruptf("journal %d: columns disagree with payload", e.Seq)
	}
	p, err := e.Decode()
	if err != nil {
		return err
	}
	switch p := p.(type) {
	case *AppendPayload:
		return js.applyAppend(e.Seq, p)
	case *PurgePayload:
		return js.applyPurge(e.Seq, p)
	}
	return nil // derivations and vectors are not rows Verify checks
}

func (js *journalState) applyAppend(seq int64, p *AppendPayload) error {
	for _, ev := range p.Evidence {
		if _, dup := js.evidence[ev.ID]; dup {
			return corruptf("journal %d: evidence %s appended twice", seq, ev.ID)
		}
		js.evidence[ev.ID] = journaledEvidence{ev.Namespace, ev.Kind, ev.SHA256, ev.Source, ev.OccurredAt,
			ev.RecordedAt, ev.MetadataSHA256, ev.IdempotencyKey, ev.Speaker, ev.Role}
		for _, c := range ev.Claims {
			js.claims[c.ID] = c.SHA256
		}
	}
	return nil
}

func (js *journalState) applyPurge(seq int64, p *PurgePayload) error {
	if p.Claims == nil { // every purge journals its deleted claims, [] when none
		return corruptf("journal %d: purge claims: missing", seq)
	}
	for _, ev := range p.Evidence {
		if j, ok := js.evidence[ev.ID]; !ok || j.SHA256 != ev.SHA256 {
			return corruptf("journal %d: purge of unknown evidence %s", seq, ev.ID)
		}
		delete(js.evidence, ev.ID)
	}
	for _, id := range p.Claims {
		delete(js.claims, id)
	}
	for _, c := range p.Unlinked {
		js.claims[c.ID] = c.SHA256
	}
	return nil
}

// verifyEvidence checks every evidence row against the journal. In an
// encrypted ledger a row whose data key was destroyed (a purged namespace
// restored from an older backup) cannot have its content or metadata
// digest recomputed: the rest of its row is still checked against the
// journal and it is counted in shredded.
func verifyEvidence(ctx context.Context, tx *sql.Tx, js *journalState, cr *cryptor) (n, shredded int, err error) {
	rows, err := tx.QueryContext(ctx, evidenceSelect+` ORDER BY e.seq`)
	if err != nil {
		return 0, 0, fmt.Errorf("verify evidence: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		ev, err := scanEvidence(rows)
		if err != nil {
			return n, shredded, errors.Join(err, ErrCorrupt)
		}
		keep, err := cr.keep(cr.openEvidence(ctx, &ev))
		if err != nil {
			return n, shredded, errors.Join(err, ErrCorrupt)
		}
		if err := checkEvidenceRow(&ev, js, !keep); err != nil {
			return n, shredded, err
		}
		if !keep {
			shredded++
		}
		delete(js.evidence, ev.ID)
		n++
	}
	if err := rows.Err(); err != nil {
		return n, shredded, fmt.Errorf("verify evidence: %w", err)
	}
	for id := range js.evidence {
		return n, shredded, corruptf("evidence %s: journaled but missing", id)
	}
	return n, shredded, nil
}

func checkEvidenceRow(ev *Evidence, js *journalState, shredded bool) error {
	if !shredded && sha256Hex([]byte(ev.Content)) != ev.SHA256 {
		return corruptf("evidence %s: sha256 mismatch", ev.ID)
	}
	j, ok := js.evidence[ev.ID]
	if !ok {
		return corruptf("evidence %s: not in journal", ev.ID)
	}
	meta := ""
	if len(ev.Metadata) > 0 {
		meta = sha256Hex(ev.Metadata)
	}
	if shredded {
		meta = j.MetadataSHA256 // sealed under a destroyed key: not recomputable
	}
	got := journaledEvidence{ev.Namespace, string(ev.Kind), ev.SHA256, ev.Source, fmtTime(ev.OccurredAt),
		fmtTime(ev.RecordedAt), meta, ev.IdempotencyKey, ev.Speaker, string(ev.Role)}
	if got != j {
		return corruptf("evidence %s: row disagrees with journal", ev.ID)
	}
	return nil
}

func verifyClaims(ctx context.Context, tx *sql.Tx, js *journalState, cr *cryptor) (int, error) {
	rows, err := tx.QueryContext(ctx, claimSelect+` ORDER BY c.seq`)
	if err != nil {
		return 0, fmt.Errorf("verify claims: %w", err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		c, stored, err := scanClaimDigest(rows)
		if err != nil {
			return n, errors.Join(err, ErrCorrupt)
		}
		want, ok := js.claims[c.ID]
		if !ok {
			return n, corruptf("claim %s: not in journal", c.ID)
		}
		keep, err := cr.keep(cr.openClaim(ctx, &c))
		if err != nil {
			return n, errors.Join(err, ErrCorrupt)
		}
		if !keep { // sealed under a destroyed key: present and journaled, digest not recomputable
			delete(js.claims, c.ID)
			n++
			continue
		}
		if got := claimDigest(c.Subject, c.Predicate, c.Value, c.ValidFrom, c.ValidTo, c.Confidence, c.Supersedes, c.Multi, c.Lifecycle); got != want || stored != want {
			return n, corruptf("claim %s: digest mismatch", c.ID)
		}
		delete(js.claims, c.ID)
		n++
	}
	if err := rows.Err(); err != nil {
		return n, fmt.Errorf("verify claims: %w", err)
	}
	for id := range js.claims {
		return n, corruptf("claim %s: journaled but missing", id)
	}
	return n, nil
}
