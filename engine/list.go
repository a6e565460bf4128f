package engine

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/evicortex/evicortex/ledger"
)

// ListQuery pages through a namespace's evidence in the order it was
// written, narrowed by Filters.
type ListQuery struct {
	Namespace string
	Cursor    string // "" for the first page, else a NextCursor of the same query
	Limit     int    // items per page, 1..MaxListLimit; 0 means DefaultListLimit
	Filters   Filters
}

// EvidencePage is one page of ListEvidence. NextCursor is empty on the
// last page; a page may hold fewer than Limit items (even none) and still
// have a NextCursor when the filters left out many rows in a row.
type EvidencePage struct {
	Items      []Evidence `json:"items"`
	NextCursor string     `json:"next_cursor,omitempty"`
}

// ClaimQuery pages through a namespace's claims in the order they were
// written; Subject and Predicate, when set, narrow it (case-insensitively).
type ClaimQuery struct {
	Namespace string
	Subject   string
	Predicate string
	Cursor    string
	Limit     int // 1..MaxListLimit; 0 means DefaultListLimit
}

// ClaimPage is one page of ListClaims; NextCursor is empty on the last.
type ClaimPage struct {
	Claims     []Claim `json:"claims"`
	NextCursor string  `json:"next_cursor,omitempty"`
}

// DefaultListLimit and MaxListLimit bound a page of ListEvidence and ListClaims.
const (
	DefaultListLimit = 50
	MaxListLimit     = 1000
)

// listScanFactor bounds the rows one ListEvidence call reads for metadata
// filters it checks itself: past limit*listScanFactor+listScanSlack rows
// it returns what it has with a cursor, so a page never scans a namespace.
const (
	listScanFactor = 8
	listScanSlack  = 512
)

// ListEvidence returns a page of the namespace's evidence matching the
// filters, oldest write first. Following NextCursor visits every piece of
// evidence exactly once, also while others write: pages follow the
// ledger's seq, which writers take in commit order (ledger.ListEvidence);
// evidence purged meanwhile is skipped.
func (e *Engine) ListEvidence(ctx context.Context, q ListQuery) (EvidencePage, error) {
	if err := e.checkOpen(ctx); err != nil { // reads the ledger, not the projections
		return EvidencePage{}, err
	}
	if strings.TrimSpace(q.Namespace) == "" {
		return EvidencePage{}, fieldErr("namespace", "must not be empty")
	}
	limit, err := pageLimit(q.Limit)
	if err != nil {
		return EvidencePage{}, err
	}
	f, err := q.Filters.compile("filters")
	if err != nil {
		return EvidencePage{}, err
	}
	if f == nil {
		f = &filter{}
	}
	fp := fingerprint("evidence", q.Namespace, q.Filters)
	after, err := parseCursor(q.Cursor, fp)
	if err != nil {
		return EvidencePage{}, err
	}
	cols := f.cols
	cols.Namespace, cols.AfterSeq = q.Namespace, after
	page := EvidencePage{Items: []Evidence{}}
	budget := limit*listScanFactor + listScanSlack
	for budget > 0 {
		batch := limit
		if len(f.meta) > 0 {
			batch = min(budget, max(limit*2, 64))
		}
		rows, err := e.led.ListEvidence(ctx, cols, batch)
		if err != nil {
			return EvidencePage{}, fmt.Errorf("list evidence: %w", err)
		}
		for _, r := range rows {
			cols.AfterSeq = r.Seq
			if f.matchesMetadata(r.Metadata) {
				page.Items = append(page.Items, toEvidence(r))
				if len(page.Items) == limit {
					page.NextCursor = makeCursor(r.Seq, fp)
					return page, nil
				}
			}
		}
		if len(rows) < batch {
			return page, nil // the end
		}
		budget -= len(rows)
	}
	page.NextCursor = makeCursor(cols.AfterSeq, fp)
	return page, nil
}

// GetEvidence returns one piece of evidence by id (Expand's answer, under
// the name a memory API uses).
func (e *Engine) GetEvidence(ctx context.Context, namespace, id string) (Evidence, error) {
	return e.Expand(ctx, namespace, id)
}

// ListClaims returns a page of the namespace's claims with their state,
// oldest first; NextCursor continues it.
func (e *Engine) ListClaims(ctx context.Context, q ClaimQuery) (ClaimPage, error) {
	if err := e.check(ctx); err != nil {
		return ClaimPage{}, err
	}
	if strings.TrimSpace(q.Namespace) == "" {
		return ClaimPage{}, fieldErr("namespace", "must not be empty")
	}
	limit, err := pageLimit(q.Limit)
	if err != nil {
		return ClaimPage{}, err
	}
	fp := fingerprint("claims", q.Namespace, struct{ S, P string }{strings.ToLower(q.Subject), strings.ToLower(q.Predicate)})
	after, err := parseCursor(q.Cursor, fp)
	if err != nil {
		return ClaimPage{}, err
	}
	cs, err := e.led.ListClaims(ctx, q.Namespace, strings.TrimSpace(q.Subject), strings.TrimSpace(q.Predicate), after, limit)
	if err != nil {
		return ClaimPage{}, fmt.Errorf("list claims: %w", err)
	}
	page := ClaimPage{Claims: make([]Claim, len(cs))}
	for i, c := range cs {
		page.Claims[i] = toClaim(c)
	}
	if len(cs) == limit {
		page.NextCursor = makeCursor(cs[len(cs)-1].Seq, fp)
	}
	return page, nil
}

// JournalOf is Journal restricted to one namespace's entries (a batch
// spanning several namespaces is journaled under none of them), for
// callers allowed to read that namespace.
func (e *Engine) JournalOf(ctx context.Context, namespace string, afterSeq int64, limit int) ([]JournalEntry, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if strings.TrimSpace(namespace) == "" {
		return nil, fieldErr("namespace", "must not be empty")
	}
	js, err := e.led.JournalOf(ctx, namespace, afterSeq, limit)
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	return toJournal(js), nil
}

func pageLimit(n int) (int, error) {
	switch {
	case n == 0:
		return DefaultListLimit, nil
	case n < 1 || n > MaxListLimit:
		return 0, fieldErr("limit", fmt.Sprintf("must be within 1..%d", MaxListLimit))
	}
	return n, nil
}

// A cursor is "1.SEQ.FP" in unpadded base64url: the last seq a page
// covered and a fingerprint of the query it belongs to, so a cursor given
// to another namespace or filter is refused rather than silently skipping.
const cursorVersion = "1"

func fingerprint(what, ns string, params any) string {
	b, _ := json.Marshal(params) // plain structs and maps of raw JSON: cannot fail
	h := sha256.Sum256([]byte(what + "\x00" + ns + "\x00" + string(b)))
	return hex.EncodeToString(h[:6])
}

func makeCursor(seq uint32, fp string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorVersion + "." + strconv.FormatUint(uint64(seq), 10) + "." + fp))
}

func parseCursor(c, fp string) (uint32, error) {
	if c == "" {
		return 0, nil
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(c) // one spelling per cursor
	parts := strings.Split(string(raw), ".")
	if err != nil || len(parts) != 3 || parts[0] != cursorVersion {
		return 0, fieldErr("cursor", "is not a cursor this API returned")
	}
	seq, err := strconv.ParseUint(parts[1], 10, 32)
	if err != nil {
		return 0, fieldErr("cursor", "is not a cursor this API returned")
	}
	if parts[2] != fp {
		return 0, fieldErr("cursor", "belongs to another namespace, filter or listing")
	}
	return uint32(seq), nil
}

func toClaim(c ledger.Claim) Claim {
	return Claim{
		ID: c.ID, Namespace: c.Namespace, Subject: c.Subject, Predicate: c.Predicate, Value: c.Value,
		ValidFrom: c.ValidFrom, ValidTo: c.EffectiveValidTo, RecordedAt: c.RecordedAt,
		Confidence: c.Confidence, EvidenceIDs: c.EvidenceIDs, Supersedes: c.Supersedes,
		SupersededBy: c.SupersededBy, Status: string(c.Status), ConflictsWith: c.ConflictsWith,
		MultiValued: c.Multi, Trust: trustName(c.Trust),
	}
}

// trustName is t's name, "" for standard.
func trustName(t ledger.Trust) string {
	if t.Level() == ledger.TrustStandard {
		return ""
	}
	return t.String()
}

func toJournal(js []ledger.JournalEntry) []JournalEntry {
	out := make([]JournalEntry, len(js))
	for i, j := range js {
		out[i] = JournalEntry{Seq: j.Seq, At: j.At, Op: string(j.Op), Namespace: j.Namespace, Principal: j.Principal,
			Payload: j.Payload, PayloadDigest: j.PayloadDigest, PrevHash: j.PrevHash, Hash: j.Hash}
	}
	return out
}

// ClaimsOfEvidence returns the claims citing the evidence id, with their
// state, oldest first (none for an id the namespace does not hold).
func (e *Engine) ClaimsOfEvidence(ctx context.Context, namespace, id string) ([]Claim, error) {
	if err := e.check(ctx); err != nil {
		return nil, err
	}
	if strings.TrimSpace(namespace) == "" {
		return nil, fieldErr("namespace", "must not be empty")
	}
	if strings.TrimSpace(id) == "" {
		return nil, fieldErr("evidence_id", "must not be empty")
	}
	cs, err := e.led.ClaimsOfEvidence(ctx, namespace, id)
	if err != nil {
		return nil, fmt.Errorf("claims of %s: %w", id, err)
	}
	out := make([]Claim, len(cs))
	for i, c := range cs {
		out[i] = toClaim(c)
	}
	return out, nil
}
