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
	items := make([]appendItem, 0, len(a.preps))
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

// appendItem is one evidence of an append payload. Fields are declared in
// bytewise-sorted JSON key order so encoding/json emits canonical JSON
// without going through maps (Verify re-checks canonicity).
type appendItem struct {
	Claims           []idDigest `json:"claims"`
	ExtractionSHA256 string     `json:"extraction_sha256,omitempty"` // the extractor run's record (extraction.go)
	ID               string     `json:"id"`
	IdempotencyKey   string     `json:"idempotency_key,omitempty"`
	Kind             string     `json:"kind"`
	MetadataSHA256   string     `json:"metadata_sha256,omitempty"`
	Namespace        string     `json:"namespace"`
	OccurredAt       string     `json:"occurred_at"`
	Principal        string     `json:"principal"`
	RecordedAt       string     `json:"recorded_at"`
	SHA256           string     `json:"sha256"`
	Source           string     `json:"source"`
}

func (a *appendTx) journalItem(i int) appendItem {
	p, r := &a.preps[i], &a.results[i]
	claims := make([]idDigest, len(r.ClaimIDs))
	for j, id := range r.ClaimIDs {
		c := p.claims[j]
		if p.local[j] >= 0 {
			c.Supersedes = a.claimID[p.local[j]]
		}
		claims[j] = idDigest{ID: id, SHA256: digestOf(&c)}
	}
	ev := &r.Evidence
	it := appendItem{Claims: claims, ID: ev.ID, IdempotencyKey: ev.IdempotencyKey, Kind: string(ev.Kind),
		Namespace: ev.Namespace, OccurredAt: fmtTime(ev.OccurredAt), Principal: p.in.Principal,
		RecordedAt: a.nowText, SHA256: ev.SHA256, Source: ev.Source}
	if len(ev.Metadata) > 0 {
		it.MetadataSHA256 = sha256Hex(ev.Metadata)
	}
	if out := a.extractions[i]; out != "" {
		it.ExtractionSHA256 = sha256Hex([]byte(out))
	}
	return it
}

func digestOf(c *ClaimInput) string {
	return claimDigest(c.Subject, c.Predicate, c.Value, c.ValidFrom, c.ValidTo, c.Confidence, c.Supersedes)
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
