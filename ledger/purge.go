package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/evicortex/evicortex/internal/ledgerhook"
)

// purgeTx carries the state of one Purge transaction.
type purgeTx struct {
	s      *Store
	tx     *sql.Tx
	st     *txStmts
	nsID   uint32
	ids    []string // purged evidence ids, seq order
	rec    PurgeReceipt
	claims []string // deleted claim ids
	groups map[groupKey]struct{}
	unlink []IDDigest // re-digested claims whose supersedes target was purged
	entIDs []string
	relIDs []string
	// feedbackIDs are the feedback records deleted because they named
	// purged evidence (feedback.go).
	feedbackIDs []string
	linkIDs     []string // explicit links deleted with purged evidence (links.go)
	summaryIDs  []string // summaries dropped with a purged child (maintread.go)
}

// Purge hard-deletes the selected evidence and everything derived only from
// it, journals a tombstone (ids and digests, never content) and checkpoints
// the WAL with TRUNCATE so the bytes are in neither file. See PurgeRequest.
func (s *Store) Purge(ctx context.Context, req PurgeRequest) (PurgeReceipt, error) {
	ledgerhook.Enter(ctx, "Purge")
	if err := s.checkOpen(); err != nil {
		return PurgeReceipt{}, err
	}
	if err := validatePurge(&req); err != nil {
		return PurgeReceipt{}, err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	rec, err := s.purgeLocked(ctx, req)
	if err != nil {
		return PurgeReceipt{}, err
	}
	// Crypto-shred: a purge of a whole namespace destroys its data keys once
	// the purge has committed (crypt.go). A crash in between leaves the key;
	// the next Open finds the namespace empty after an "all" purge and
	// destroys it then (reconcileShred).
	if req.All {
		if err := s.shred(ctx, req.Namespace); err != nil {
			return rec, fmt.Errorf("purge committed (journal %d) but: %w", rec.JournalSeq, err)
		}
	}
	if err := s.d.afterPurge(s, ctx); err != nil {
		return rec, fmt.Errorf("purge committed (journal %d) but: %w", rec.JournalSeq, err)
	}
	return rec, nil
}

func validatePurge(req *PurgeRequest) error {
	if err := checkLegacyNamespace(req.Namespace); err != nil {
		return fieldErr("namespace", err.Error())
	}
	n := 0
	for _, set := range []bool{len(req.IDs) > 0, req.SourcePrefix != "", req.All} {
		if set {
			n++
		}
	}
	if n != 1 {
		return fieldErr("selector", "exactly one of ids, source_prefix or all must be set")
	}
	for i, id := range req.IDs {
		if id == "" {
			return fieldErr(fmt.Sprintf("ids[%d]", i), "required")
		}
	}
	return nil
}

func (s *Store) purgeLocked(ctx context.Context, req PurgeRequest) (PurgeReceipt, error) {
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return PurgeReceipt{}, fmt.Errorf("purge: %w", err)
	}
	defer tx.Rollback()
	p := &purgeTx{s: s, tx: tx, st: s.newTxStmts(tx), groups: map[groupKey]struct{}{}}
	defer p.st.release(ctx)
	if err := p.run(ctx, req); err != nil {
		return PurgeReceipt{}, err
	}
	if err := tx.Commit(); err != nil {
		return PurgeReceipt{}, fmt.Errorf("purge: commit: %w", classify(err))
	}
	return p.rec, nil
}

func (p *purgeTx) run(ctx context.Context, req PurgeRequest) error {
	err := p.tx.QueryRowContext(ctx, `SELECT id FROM namespaces WHERE name = ?`, req.Namespace).Scan(&p.nsID)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("purge: namespace %q: %w", req.Namespace, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("purge: namespace: %w", err)
	}
	if err := p.selectEvidence(ctx, req); err != nil {
		return err
	}
	steps := []func(context.Context) error{p.deleteClaims, p.deleteGraph, p.deleteFeedback, p.deleteLinks, p.deleteStates, p.deleteMaintenance, p.deleteEvidence}
	for _, step := range steps {
		if err := step(ctx); err != nil {
			return err
		}
	}
	if err := recomputeGroups(ctx, p.st, p.groups); err != nil {
		return err
	}
	return p.journal(ctx, req)
}

// selectEvidence fills the temp table purge_ev and the receipt's evidence
// fields. Unknown ids fail with ErrNotFound before anything is deleted.
func (p *purgeTx) selectEvidence(ctx context.Context, req PurgeRequest) error {
	if _, err := p.tx.ExecContext(ctx, p.s.d.purgeTemp); err != nil {
		return fmt.Errorf("purge: temp table: %w", err)
	}
	if len(req.IDs) > 0 {
		for _, id := range req.IDs {
			var seq int64
			err := p.tx.QueryRowContext(ctx, `SELECT seq FROM evidence WHERE id = ? AND ns_id = ?`, id, p.nsID).Scan(&seq)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("purge: evidence %s in namespace %q: %w", id, req.Namespace, ErrNotFound)
			}
			if err != nil {
				return fmt.Errorf("purge: evidence %s: %w", id, err)
			}
			if _, err := p.tx.ExecContext(ctx, `INSERT INTO purge_ev (seq) VALUES (?) ON CONFLICT DO NOTHING`, seq); err != nil {
				return fmt.Errorf("purge: select: %w", err)
			}
		}
	} else if err := p.selectByScan(ctx, req); err != nil {
		return err
	}
	return p.loadSelected(ctx)
}

// selectByScan selects All or a source prefix (compared bytewise in Go).
func (p *purgeTx) selectByScan(ctx context.Context, req PurgeRequest) error {
	rows, err := p.tx.QueryContext(ctx, `SELECT seq, source FROM evidence WHERE ns_id = ?`, p.nsID)
	if err != nil {
		return fmt.Errorf("purge: scan: %w", err)
	}
	var seqs []int64
	for rows.Next() {
		var seq int64
		var src string
		if err := rows.Scan(&seq, &src); err != nil {
			rows.Close()
			return fmt.Errorf("purge: scan: %w", err)
		}
		if req.All || strings.HasPrefix(src, req.SourcePrefix) {
			seqs = append(seqs, seq)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("purge: scan: %w", err)
	}
	for _, seq := range seqs {
		if _, err := p.tx.ExecContext(ctx, `INSERT INTO purge_ev (seq) VALUES (?)`, seq); err != nil {
			return fmt.Errorf("purge: select: %w", err)
		}
	}
	return nil
}

func (p *purgeTx) loadSelected(ctx context.Context) error {
	rows, err := p.tx.QueryContext(ctx, `SELECT e.seq, e.id, e.sha256 FROM evidence e JOIN purge_ev USING (seq) ORDER BY e.seq`)
	if err != nil {
		return fmt.Errorf("purge: load: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var seq uint32
		var id, sha string
		if err := rows.Scan(&seq, &id, &sha); err != nil {
			return fmt.Errorf("purge: load: %w", err)
		}
		p.ids = append(p.ids, id)
		p.rec.EvidenceSeqs = append(p.rec.EvidenceSeqs, seq)
		p.rec.Digests = append(p.rec.Digests, sha)
	}
	p.rec.Evidence = len(p.ids)
	return rows.Err()
}

// deleteClaims deletes claims supported only by purged evidence, unlinks
// purged evidence from surviving claims, and clears supersedes references
// to deleted claims (re-digesting those claims for the journal).
func (p *purgeTx) deleteClaims(ctx context.Context) error {
	rows, err := p.tx.QueryContext(ctx, `SELECT c.seq, c.id, c.subject_key, c.predicate_key, c.supersedes FROM claims c
		WHERE c.seq IN (SELECT claim_seq FROM claim_evidence WHERE evidence_seq IN (SELECT seq FROM purge_ev))
		AND NOT EXISTS (SELECT 1 FROM claim_evidence x WHERE x.claim_seq = c.seq AND x.evidence_seq NOT IN (SELECT seq FROM purge_ev))
		ORDER BY c.seq`)
	if err != nil {
		return fmt.Errorf("purge: claims: %w", err)
	}
	var targets []string
	for rows.Next() {
		var seq uint32
		var id, sk, pk, sup string
		if err := rows.Scan(&seq, &id, &sk, &pk, &sup); err != nil {
			rows.Close()
			return fmt.Errorf("purge: claims: %w", err)
		}
		p.rec.ClaimSeqs = append(p.rec.ClaimSeqs, seq)
		p.claims = append(p.claims, id)
		p.groups[groupKey{p.nsID, sk, pk}] = struct{}{}
		if sup != "" {
			targets = append(targets, sup)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("purge: claims: %w", err)
	}
	p.rec.Claims = len(p.claims)
	if err := p.addTargetGroups(ctx, targets); err != nil {
		return err
	}
	if err := p.unlinkSupersedes(ctx); err != nil {
		return err
	}
	for _, seq := range p.rec.ClaimSeqs {
		if _, err := p.tx.ExecContext(ctx, `DELETE FROM claims WHERE seq = ?`, seq); err != nil {
			return fmt.Errorf("purge: delete claim: %w", err)
		}
	}
	_, err = p.tx.ExecContext(ctx, `DELETE FROM claim_evidence WHERE evidence_seq IN (SELECT seq FROM purge_ev)`)
	if err != nil {
		return fmt.Errorf("purge: unlink claims: %w", err)
	}
	return nil
}

// addTargetGroups marks the groups of claims that deleted claims superseded:
// they may become active again.
func (p *purgeTx) addTargetGroups(ctx context.Context, ids []string) error {
	for _, id := range ids {
		var g groupKey
		err := p.tx.QueryRowContext(ctx, `SELECT ns_id, subject_key, predicate_key FROM claims WHERE id = ?`, id).
			Scan(&g.ns, &g.subject, &g.predicate)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return fmt.Errorf("purge: supersedes target: %w", err)
		}
		p.groups[g] = struct{}{}
	}
	return nil
}

func (p *purgeTx) unlinkSupersedes(ctx context.Context) error {
	deleted := make(map[string]bool, len(p.claims))
	for _, id := range p.claims {
		deleted[id] = true
	}
	for _, id := range p.claims {
		rows, err := p.tx.QueryContext(ctx, `SELECT seq, id, subject, predicate, value, valid_from, valid_to, confidence,
			subject_key, predicate_key, multi, lifecycle FROM claims WHERE supersedes = ? AND supersedes <> ''`, id)
		if err != nil {
			return fmt.Errorf("purge: superseders: %w", err)
		}
		err = p.unlinkRows(ctx, rows, deleted)
		rows.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

func (p *purgeTx) unlinkRows(ctx context.Context, rows *sql.Rows, deleted map[string]bool) error {
	type row struct {
		seq        int64
		id, digest string
		g          groupKey
	}
	var keep []row
	for rows.Next() {
		var r row
		var subj, pred, val, vf string
		var vt sql.NullString
		var conf float64
		var multi int64
		var lc Lifecycle
		if err := rows.Scan(&r.seq, &r.id, &subj, &pred, &val, &vf, &vt, &conf, &r.g.subject, &r.g.predicate, &multi, &lc); err != nil {
			return fmt.Errorf("purge: superseders: %w", err)
		}
		if deleted[r.id] {
			continue
		}
		f, err := p.s.cr.openClaimFields(ctx, r.id, subj, pred, val)
		if err != nil {
			return fmt.Errorf("purge: claim %s: %w", r.id, err)
		}
		subj, pred, val = f[0], f[1], f[2]
		from, err1 := parseTime(vf)
		to, err2 := parseNullTime(vt)
		if err := errors.Join(err1, err2); err != nil {
			return fmt.Errorf("purge: claim %s: %w", r.id, err)
		}
		r.digest, r.g.ns = claimDigest(subj, pred, val, from, to, conf, "", multi != 0, lc), p.nsID
		keep = append(keep, r)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for _, r := range keep {
		if _, err := p.tx.ExecContext(ctx, `UPDATE claims SET supersedes = '', digest = ? WHERE seq = ?`, r.digest, r.seq); err != nil {
			return fmt.Errorf("purge: unlink supersedes: %w", err)
		}
		p.unlink = append(p.unlink, IDDigest{ID: r.id, SHA256: r.digest})
		p.groups[r.g] = struct{}{}
	}
	return nil
}

// deleteGraph removes relations and entities supported only by purged
// evidence, and the purged evidence's links and derivations.
func (p *purgeTx) deleteGraph(ctx context.Context) error {
	var err error
	p.relIDs, err = p.deleteOrphans(ctx, "relations", "relation_evidence", "relation_seq")
	if err != nil {
		return err
	}
	p.entIDs, err = p.deleteOrphans(ctx, "entities", "entity_evidence", "entity_seq")
	if err != nil {
		return err
	}
	p.rec.Relations, p.rec.Entities = len(p.relIDs), len(p.entIDs)
	_, err = p.tx.ExecContext(ctx, `DELETE FROM derivations WHERE evidence_seq IN (SELECT seq FROM purge_ev)`)
	if err != nil {
		return fmt.Errorf("purge: derivations: %w", err)
	}
	_, err = p.tx.ExecContext(ctx, `DELETE FROM vectors WHERE evidence_seq IN (SELECT seq FROM purge_ev)`)
	if err != nil {
		return fmt.Errorf("purge: vectors: %w", err)
	}
	return nil
}

// deleteOrphans deletes rows of table whose every link in linkTable points
// at purged evidence, then the purged links, returning the deleted ids.
func (p *purgeTx) deleteOrphans(ctx context.Context, table, linkTable, linkCol string) ([]string, error) {
	q := fmt.Sprintf(`DELETE FROM %[1]s WHERE seq IN (SELECT %[3]s FROM %[2]s WHERE evidence_seq IN (SELECT seq FROM purge_ev))
		AND NOT EXISTS (SELECT 1 FROM %[2]s x WHERE x.%[3]s = %[1]s.seq AND x.evidence_seq NOT IN (SELECT seq FROM purge_ev))
		RETURNING id`, table, linkTable, linkCol)
	rows, err := p.tx.QueryContext(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("purge: %s: %w", table, err)
	}
	ids, err := collectStrings(rows)
	if err != nil {
		return nil, fmt.Errorf("purge: %s: %w", table, err)
	}
	q = fmt.Sprintf(`DELETE FROM %s WHERE evidence_seq IN (SELECT seq FROM purge_ev)`, linkTable)
	if _, err := p.tx.ExecContext(ctx, q); err != nil {
		return nil, fmt.Errorf("purge: %s: %w", linkTable, err)
	}
	return ids, nil
}

func (p *purgeTx) deleteEvidence(ctx context.Context) error {
	if _, err := p.tx.ExecContext(ctx, `DELETE FROM evidence WHERE seq IN (SELECT seq FROM purge_ev)`); err != nil {
		return fmt.Errorf("purge: evidence: %w", err)
	}
	return nil
}

func (p *purgeTx) journal(ctx context.Context, req PurgeRequest) error {
	sel := "ids"
	switch {
	case req.All:
		sel = "all"
	case req.SourcePrefix != "":
		sel = "source_prefix"
	}
	evs := make([]IDDigest, len(p.ids))
	for i, id := range p.ids {
		evs[i] = IDDigest{ID: id, SHA256: p.rec.Digests[i]}
	}
	// Lists are [] when empty, but unlinked is null: so it has always been
	// written, and the journal's bytes are hashed.
	body := &PurgePayload{Selector: sel, Evidence: evs, Claims: orEmpty(p.claims), Unlinked: p.unlink,
		Entities: orEmpty(p.entIDs), Relations: orEmpty(p.relIDs), Feedback: p.feedbackIDs, Links: p.linkIDs, Summaries: p.summaryIDs}
	seq, err := writeJournal(ctx, p.tx, p.s.opts.Clock().UTC(), req.Namespace, req.Principal, body)
	p.rec.JournalSeq = seq
	return err
}

// orEmpty returns ss, or an empty (not nil) slice, which encodes as [].
func orEmpty(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

// checkpointTruncate copies the WAL into the database and truncates it,
// retrying while readers pin old snapshots.
func (s *Store) checkpointTruncate(ctx context.Context) error {
	var busy, logFrames, done int
	for attempt := 0; attempt < 100; attempt++ {
		err := s.wdb.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &done)
		if err != nil {
			return fmt.Errorf("wal checkpoint: %w", err)
		}
		if busy == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("wal checkpoint: %w", ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
	return fmt.Errorf("wal checkpoint: still busy (log %d, checkpointed %d)", logFrames, done)
}
