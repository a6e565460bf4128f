package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/ledger"
)

// Filters narrow Recall, Search and ListEvidence to the evidence matching
// every field set (zero fields do not narrow). Recall and Search apply them
// as an evidence bitmap before ranking, like the namespace filter: evidence
// outside it is never scored, and a claim is searched and a candidate only
// when every piece of evidence it cites is inside it (claimsWithin).
type Filters struct {
	// Kinds keeps evidence of any of these kinds (turn, document,
	// tool_result, fact, event).
	Kinds []string `json:"kinds,omitempty"`
	// SourcePrefix keeps evidence whose source starts with it.
	SourcePrefix string `json:"source_prefix,omitempty"`
	// OccurredFrom and OccurredTo keep evidence with OccurredFrom <=
	// occurred_at < OccurredTo.
	OccurredFrom time.Time `json:"occurred_from,omitzero"`
	OccurredTo   time.Time `json:"occurred_to,omitzero"`
	// Metadata keeps evidence whose metadata object has each key at the
	// top level with an equal value: a JSON string, number (compared by
	// value: 1 equals 1.0), boolean or null.
	Metadata map[string]json.RawMessage `json:"metadata,omitempty"`
}

// MaxFilterMetadataKeys bounds the metadata equalities of one filter.
const MaxFilterMetadataKeys = 32

// IsZero reports whether f narrows nothing.
func (f *Filters) IsZero() bool {
	return f == nil || (len(f.Kinds) == 0 && f.SourcePrefix == "" && f.OccurredFrom.IsZero() &&
		f.OccurredTo.IsZero() && len(f.Metadata) == 0)
}

// filter is a validated Filters: the ledger's column filter and the
// metadata equalities the engine checks itself.
type filter struct {
	cols ledger.EvidenceFilter // Namespace and AfterSeq set by the caller
	meta []metaEq              // sorted by key
}

type metaEq struct {
	key string
	val scalar
}

// scalar is a decoded JSON string, number, boolean or null.
type scalar struct {
	kind byte // 's', 'n', 'b' or 'z' (null)
	s    string
	b    bool
	n    *big.Rat // numbers: the exact value,
	f    float64  // its nearest float64 (a quick reject),
	raw  []byte   // and its spelling (a quick accept)
}

// parseScalar decodes raw as a JSON scalar; ok is false for an object, an
// array or malformed JSON.
func parseScalar(raw json.RawMessage) (scalar, bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		return scalar{}, false
	}
	switch x := v.(type) {
	case string:
		return scalar{kind: 's', s: x}, true
	case json.Number:
		r, ok := new(big.Rat).SetString(x.String())
		f, _ := strconv.ParseFloat(x.String(), 64) // ±Inf past the float range: matchesRaw then compares exactly
		return scalar{kind: 'n', n: r, f: f, raw: []byte(x.String())}, ok
	case bool:
		return scalar{kind: 'b', b: x}, true
	case nil:
		return scalar{kind: 'z'}, true
	}
	return scalar{}, false
}

// compile validates f; field prefixes error field names ("filters").
func (f *Filters) compile(field string) (*filter, error) {
	if f.IsZero() {
		return nil, nil
	}
	out := &filter{}
	for i, k := range f.Kinds {
		kind, err := ledger.ParseKind(k)
		if err != nil || k == "" {
			return nil, fieldErr(fmt.Sprintf("%s.kinds[%d]", field, i),
				fmt.Sprintf("unknown kind %q (want turn, document, tool_result, fact or event)", k))
		}
		out.cols.Kinds = append(out.cols.Kinds, kind)
	}
	if !utf8.ValidString(f.SourcePrefix) {
		return nil, fieldErr(field+".source_prefix", "is not valid UTF-8")
	}
	out.cols.SourcePrefix = f.SourcePrefix
	for _, t := range [...]struct {
		name string
		t    time.Time
	}{{"occurred_from", f.OccurredFrom}, {"occurred_to", f.OccurredTo}} {
		if !t.t.IsZero() && (t.t.Year() < 1900 || t.t.Year() > 9999) {
			return nil, fieldErr(field+"."+t.name, "year must be within 1900..9999")
		}
	}
	if !f.OccurredFrom.IsZero() && !f.OccurredTo.IsZero() && !f.OccurredTo.After(f.OccurredFrom) {
		return nil, fieldErr(field+".occurred_to", "must be after occurred_from")
	}
	out.cols.OccurredFrom, out.cols.OccurredTo = f.OccurredFrom, f.OccurredTo
	if len(f.Metadata) > MaxFilterMetadataKeys {
		return nil, fieldErr(field+".metadata", fmt.Sprintf("%d keys exceed the limit of %d", len(f.Metadata), MaxFilterMetadataKeys))
	}
	for k, raw := range f.Metadata {
		if strings.TrimSpace(k) == "" {
			return nil, fieldErr(field+".metadata", "keys must not be empty")
		}
		v, ok := parseScalar(raw)
		if !ok {
			return nil, fieldErr(field+".metadata."+k, "must be a JSON string, number, boolean or null")
		}
		out.meta = append(out.meta, metaEq{key: k, val: v})
	}
	sort.Slice(out.meta, func(i, j int) bool { return out.meta[i].key < out.meta[j].key })
	return out, nil
}

// matchesMetadata reports whether stored metadata (a JSON object, or
// nothing) holds every equality of f (metamatch.go: no decoding).
func (f *filter) matchesMetadata(stored []byte) bool {
	for _, m := range f.meta {
		raw, ok := topLevel(stored, m.key)
		if !ok || !m.val.matchesRaw(raw) {
			return false
		}
	}
	return true
}

// bitmap is the namespace's evidence matching f, by seq, for a recall:
// from the cache (filterCache) plus one ledger scan of the rows its columns
// keep among those written since, their metadata checked here. The bitmap
// is shared and read-only.
func (e *Engine) bitmap(ctx context.Context, f *filter, ns, key string) (*roaring.Bitmap, error) {
	cached := e.filters.get(key)
	cols := f.cols
	cols.Namespace = ns
	var bm *roaring.Bitmap
	if cached != nil {
		cols.AfterSeq = cached.through
	}
	through := cols.AfterSeq
	err := e.led.ScanEvidenceMetadata(ctx, cols, func(seq uint32, meta []byte) error {
		through = seq
		if f.matchesMetadata(meta) {
			if bm == nil {
				bm = roaring.New()
				if cached != nil {
					bm = cached.bm.Clone()
				}
			}
			bm.Add(seq)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("filters: %w", err)
	}
	switch {
	case bm == nil && cached != nil:
		bm = cached.bm
	case bm == nil:
		bm = roaring.New()
	}
	if cached == nil || through > cached.through {
		e.filters.put(key, &filterBits{bm: bm, through: through})
	}
	return bm, nil
}

// filterCache keeps the evidence bitmaps of recent recall filters, so a
// filter used again reads only the evidence written since. That is exact
// because evidence never changes and seqs are never reused, and writers
// (of every process) take seqs in commit order: once seq s is seen, no
// evidence at or below s can still appear. Purged seqs may stay set; the
// snapshot's visibility filter the bitmap is intersected with drops them.
type filterCache struct {
	mu     memMutex               // guards m, claims and order; never held across I/O
	m      map[string]*filterBits // namespace and filter fingerprint -> bits
	claims map[string]*claimBits  // the same key -> the claims the filter keeps
	order  []string               // insertion order, for eviction
}

// claimBits is the claims a filter keeps, as of a journal head: a claim
// gains evidence when restated and loses it in purges, so any write makes
// it stale. Immutable once stored.
type claimBits struct {
	bm   *roaring.Bitmap
	head int64
}

// filterBits is one cached filter: immutable once stored.
type filterBits struct {
	bm      *roaring.Bitmap
	through uint32 // the last seq the scan saw: bits for seqs up to it are final
}

// filterCacheSize bounds the filters kept (a filter's bitmap is a few KiB
// for a 10k-evidence namespace).
const filterCacheSize = 64

func (c *filterCache) get(key string) *filterBits {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[key]
}

func (c *filterCache) put(key string, b *filterBits) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = make(map[string]*filterBits)
	}
	if old, ok := c.m[key]; ok {
		if old.through < b.through {
			c.m[key] = b
		}
		return
	}
	if len(c.order) >= filterCacheSize {
		delete(c.m, c.order[0])
		delete(c.claims, c.order[0])
		c.order = c.order[1:]
	}
	c.m[key] = b
	c.order = append(c.order, key)
}

// filterBitmap is the recall filter of fs: nil when it narrows nothing.
// field names it in errors.
func (e *Engine) filterBitmap(ctx context.Context, ns string, fs *Filters, field string) (*roaring.Bitmap, error) {
	f, err := fs.compile(field)
	if err != nil || f == nil {
		return nil, err
	}
	return e.bitmap(ctx, f, ns, fingerprint("recall", ns, *fs))
}

// claimsWithin is the namespace's claims all of whose evidence is in only
// (a claim resting on evidence the filters leave out is outside them),
// cached per filter until the next write of any kind.
func (e *Engine) claimsWithin(ctx context.Context, ns, key string, only *roaring.Bitmap) (*roaring.Bitmap, error) {
	head, err := e.led.JournalHead(ctx) // before the scan: a stamp never newer than what it covers
	if err != nil {
		return nil, fmt.Errorf("filters: %w", err)
	}
	if b := e.filters.getClaims(key); b != nil && b.head == head {
		return b.bm, nil
	}
	bm := roaring.New()
	cur, ok := uint32(0), false
	err = e.led.ScanClaimEvidence(ctx, ns, func(claim, ev uint32) error {
		if claim != cur {
			if ok && cur != 0 {
				bm.Add(cur)
			}
			cur, ok = claim, true
		}
		ok = ok && only.Contains(ev)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("filters: %w", err)
	}
	if ok && cur != 0 {
		bm.Add(cur)
	}
	e.filters.putClaims(key, &claimBits{bm: bm, head: head})
	return bm, nil
}

func (c *filterCache) getClaims(key string) *claimBits {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.claims[key]
}

// putClaims stores b for a key the evidence cache holds (keys it does not
// are not kept: eviction follows the evidence entries).
func (c *filterCache) putClaims(key string, b *claimBits) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[key]; !ok {
		return
	}
	if c.claims == nil {
		c.claims = make(map[string]*claimBits)
	}
	if old := c.claims[key]; old == nil || old.head <= b.head {
		c.claims[key] = b
	}
}
