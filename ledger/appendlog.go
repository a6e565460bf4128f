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
	items := make([]AppendedEvidence, 0, len(a.preps))
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
	_, err := writeJournal(ctx, tx, a.now, ns, principal, &AppendPayload{Evidence: items})
	return err
}

func (a *appendTx) journalItem(i int) AppendedEvidence {
	p, r := &a.preps[i], &a.results[i]
	claims := make([]IDDigest, len(r.ClaimIDs))
	for j, id := range r.ClaimIDs {
		c := p.claims[j]
		if p.local[j] >= 0 {
			c.Supersedes = a.claimID[p.local[j]]
		}
		claims[j] = IDDigest{ID: id, SHA256: digestOf(&c)}
	}
	ev := &r.Evidence
	it := AppendedEvidence{Claims: claims, ID: ev.ID, IdempotencyKey: ev.IdempotencyKey, Kind: string(ev.Kind),
		Namespace: ev.Namespace, OccurredAt: fmtTime(ev.OccurredAt), Principal: p.in.Principal,
		RecordedAt: a.nowText, SHA256: ev.SHA256, Source: ev.Source, Speaker: ev.Speaker, Role: string(ev.Role)}
	if len(ev.Metadata) > 0 {
		it.MetadataSHA256 = sha256Hex(ev.Metadata)
	}
	if out := a.extractions[i]; out != "" {
		it.ExtractionSHA256 = sha256Hex([]byte(out))
	}
	if st := p.in.State; st != nil {
		it.StateSHA256 = sha256Hex(st.canonical())
	}
	for _, l := range a.links[i] {
		it.Links = append(it.Links, LinkEntry{ID: l.ID, SHA256: linkDigest(l.ToID, l.Relation, l.Strength)})
	}
	return it
}

func digestOf(c *ClaimInput) string {
	return claimDigest(c.Subject, c.Predicate, c.Value, c.ValidFrom, c.ValidTo, c.Confidence, c.Supersedes, c.Multi, c.Lifecycle)
}

// claimDigest is the sha256 of a claim's asserted fields, one per line:
// subject, predicate, value, valid_from, valid_to ("" when open),
// confidence (strconv 'g', -1), supersedes; then "multi" (v4) and
// "lifecycle=L" (v5) lines only when set, so earlier digests are unchanged.
func claimDigest(subject, predicate, value string, from, to time.Time, conf float64, supersedes string, multi bool, lc Lifecycle) string {
	vt := ""
	if !to.IsZero() {
		vt = fmtTime(to)
	}
	s := subject + "\n" + predicate + "\n" + value + "\n" + fmtTime(from) + "\n" + vt + "\n" +
		strconv.FormatFloat(conf, 'g', -1, 64) + "\n" + supersedes
	if multi { // v4; left out when false, so earlier digests are unchanged
		s += "\nmulti"
	}
	if lc != LifecycleAsserted {
		s += "\nlifecycle=" + string(lc)
	}
	return sha256Hex([]byte(s))
}
