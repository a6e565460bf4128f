package ledger

import (
	"context"
	"database/sql"
	"strconv"
	"time"
)

// journal writes the single journal entry of an Append batch (none when
// every input was an idempotent replay).
func (a *appendTx) journal(ctx context.Context, tx *sql.Tx) error {
	items := make([]any, 0, len(a.preps))
	ns, principal, first := "", "", true
	for i := range a.preps {
		if a.isDup(i) {
			continue
		}
		p := &a.preps[i]
		if first {
			ns, principal, first = p.in.Namespace, p.in.Principal, false
		} else if ns != p.in.Namespace {
			ns = ""
		}
		items = append(items, a.journalItem(i))
	}
	if len(items) == 0 {
		return nil
	}
	_, err := writeJournal(ctx, tx, a.now, opAppend, ns, principal, map[string]any{"evidence": items})
	return err
}

func (a *appendTx) journalItem(i int) map[string]any {
	p, r := &a.preps[i], &a.results[i]
	claims := make([]any, len(r.ClaimIDs))
	for j, id := range r.ClaimIDs {
		c := p.claims[j]
		if p.local[j] >= 0 {
			c.Supersedes = a.claimID[p.local[j]]
		}
		claims[j] = map[string]any{"id": id, "sha256": claimDigest(c.Subject, c.Predicate, c.Value,
			c.ValidFrom, c.ValidTo, c.Confidence, c.Supersedes)}
	}
	ev := &r.Evidence
	m := map[string]any{"id": ev.ID, "namespace": ev.Namespace, "kind": string(ev.Kind), "sha256": ev.SHA256,
		"source": ev.Source, "occurred_at": fmtTime(ev.OccurredAt), "recorded_at": fmtTime(ev.RecordedAt),
		"principal": p.in.Principal, "claims": claims}
	if len(ev.Metadata) > 0 {
		m["metadata_sha256"] = sha256Hex(ev.Metadata)
	}
	if ev.IdempotencyKey != "" {
		m["idempotency_key"] = ev.IdempotencyKey
	}
	return m
}

// claimDigest is the sha256 of a claim's asserted fields, one per line:
// subject, predicate, value, valid_from, valid_to ("" when open),
// confidence (strconv 'g', -1), supersedes.
func claimDigest(subject, predicate, value string, from, to time.Time, conf float64, supersedes string) string {
	vt := ""
	if !to.IsZero() {
		vt = fmtTime(to)
	}
	return sha256Hex([]byte(subject + "\n" + predicate + "\n" + value + "\n" + fmtTime(from) + "\n" + vt + "\n" +
		strconv.FormatFloat(conf, 'g', -1, 64) + "\n" + supersedes))
}
