package ledger

import (
	"context"
	"errors"
	"fmt"
	"sort"
)

// findSameSealed is findSameClaim for an encrypted ledger: sealed fields
// never compare equal in SQL (random nonces), so candidates are found by
// digest and the clear fields compared after opening them.
func (a *appendTx) findSameSealed(ctx context.Context, c *ClaimInput, ev *Evidence) (uint32, string, error) {
	rows, err := a.st.query(ctx, `SELECT seq, id, subject, predicate, value FROM claims WHERE ns_id = ? AND digest = ?
		AND valid_from = ? AND valid_to IS NOT DISTINCT FROM ? AND confidence = ? AND supersedes = ?
		ORDER BY seq`, ev.NamespaceID, digestOf(c), fmtTime(c.ValidFrom), nullTime(c.ValidTo), c.Confidence, c.Supersedes)
	if err != nil {
		return 0, "", err
	}
	defer rows.Close()
	for rows.Next() {
		var seq uint32
		var id, subj, pred, val string
		if err := rows.Scan(&seq, &id, &subj, &pred, &val); err != nil {
			return 0, "", fmt.Errorf("claim lookup: %w", err)
		}
		f, err := a.s.cr.openClaimFields(ctx, id, subj, pred, val)
		if err != nil {
			return 0, "", err
		}
		if f == [3]string{c.Subject, c.Predicate, c.Value} {
			return seq, id, nil
		}
	}
	return 0, "", rows.Err()
}

// newSealedClaim is newClaim for an encrypted ledger.
func (a *appendTx) newSealedClaim(ctx context.Context, c *ClaimInput, ev *Evidence) (uint32, string, error) {
	id := a.s.ids.next("cl_", a.now)
	cr := a.s.cr
	var f [3]string
	var errs [3]error
	for i, v := range [3]string{c.Subject, c.Predicate, c.Value} {
		f[i], errs[i] = cr.seal(ctx, ev.NamespaceID, ev.Namespace, claimColumns[i], id, v)
	}
	g, err := a.claimGroup(ctx, c, ev)
	if err := errors.Join(errors.Join(errs[:]...), err); err != nil {
		return 0, "", err
	}
	multi := 0
	if c.Multi {
		multi = 1
	}
	row, err := a.st.queryRow(ctx, `INSERT INTO claims (id, ns_id, subject, predicate, value, subject_key, predicate_key,
		valid_from, valid_to, recorded_at, confidence, supersedes, digest, multi, lifecycle, trust) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
		id, ev.NamespaceID, f[0], f[1], f[2], g.subject, g.predicate,
		fmtTime(c.ValidFrom), nullTime(c.ValidTo), a.nowText, c.Confidence, c.Supersedes, digestOf(c), multi, string(c.Lifecycle), int(ev.Trust.Level()))
	if err != nil {
		return 0, "", err
	}
	seq, err := scanSeq(row, "insert claim")
	return seq, id, err
}

var claimColumns = [3]string{"claims.subject", "claims.predicate", "claims.value"}

// openClaimFields opens a claim's sealed subject, predicate and value.
func (c *cryptor) openClaimFields(ctx context.Context, id, subj, pred, val string) ([3]string, error) {
	var out [3]string
	for i, v := range [3]string{subj, pred, val} {
		o, err := c.openStr(ctx, claimColumns[i], id, v)
		if err != nil {
			return out, err
		}
		out[i] = o
	}
	return out, nil
}

// openClaim opens a scanned claim in place (no-op when encryption is off).
func (c *cryptor) openClaim(ctx context.Context, cl *Claim) error {
	if c == nil {
		return nil
	}
	f, err := c.openClaimFields(ctx, cl.ID, cl.Subject, cl.Predicate, cl.Value)
	cl.Subject, cl.Predicate, cl.Value = f[0], f[1], f[2]
	return err
}

// openEvidence opens a scanned evidence in place.
func (c *cryptor) openEvidence(ctx context.Context, e *Evidence) error {
	if c == nil {
		return nil
	}
	var err error
	if e.Content, err = c.openStr(ctx, "evidence.content", e.ID, e.Content); err != nil {
		return err
	}
	if len(e.Metadata) > 0 {
		if e.Metadata, err = c.openBytes(ctx, "evidence.metadata", e.ID, e.Metadata); err != nil {
			return err
		}
	}
	return nil
}

// openEntity opens a scanned entity (sealed with its blind name key as row
// identity) and re-sorts its aliases by key, the order a clear ledger
// returns (the stored order is by blind index).
func (c *cryptor) openEntity(ctx context.Context, key string, e *Entity) error {
	if c == nil {
		return nil
	}
	var err error
	if e.Name, err = c.openStr(ctx, "entities.name", key, e.Name); err != nil {
		return err
	}
	if e.Type, err = c.openStr(ctx, "entities.type", key, e.Type); err != nil {
		return err
	}
	for i, al := range e.Aliases {
		if e.Aliases[i], err = c.openStr(ctx, "entity_aliases.alias", "", al); err != nil {
			return err
		}
	}
	sort.Slice(e.Aliases, func(i, j int) bool { return nameKey(e.Aliases[i]) < nameKey(e.Aliases[j]) })
	return nil
}

// openRelation opens a scanned relation and its two entity names.
func (c *cryptor) openRelation(ctx context.Context, skey, okey string, r *Relation) error {
	if c == nil {
		return nil
	}
	var err error
	if r.Subject, err = c.openStr(ctx, "entities.name", skey, r.Subject); err != nil {
		return err
	}
	if r.Object, err = c.openStr(ctx, "entities.name", okey, r.Object); err != nil {
		return err
	}
	r.Relation, err = c.openStr(ctx, "relations.relation", r.ID, r.Relation)
	return err
}
