package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/ledger"
)

// Filters narrow Recall, Search and ListEvidence to the evidence matching
// every field set (zero fields do not narrow). Recall and Search apply them
// as an evidence bitmap before ranking, like the namespace filter: evidence
// outside it is never scored, and a claim is a candidate only when every
// piece of evidence it cites is inside it.
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
	n    *big.Rat
	b    bool
}

func (a scalar) equal(b scalar) bool {
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case 's':
		return a.s == b.s
	case 'n':
		return a.n.Cmp(b.n) == 0
	case 'b':
		return a.b == b.b
	}
	return true
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
		return scalar{kind: 'n', n: r}, ok
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
// nothing) holds every equality of f.
func (f *filter) matchesMetadata(stored []byte) bool {
	if len(f.meta) == 0 {
		return true
	}
	if len(stored) == 0 {
		return false
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(stored, &obj); err != nil {
		return false
	}
	for _, m := range f.meta {
		raw, ok := obj[m.key]
		if !ok {
			return false
		}
		v, ok := parseScalar(raw)
		if !ok || !v.equal(m.val) {
			return false
		}
	}
	return true
}

// bitmap is the namespace's evidence matching f, by seq: one ledger scan
// of the rows its columns keep, their metadata checked here.
func (f *filter) bitmap(ctx context.Context, led *ledger.Store, ns string) (*roaring.Bitmap, error) {
	cols := f.cols
	cols.Namespace = ns
	bm := roaring.New()
	err := led.ScanEvidenceMetadata(ctx, cols, func(seq uint32, meta []byte) error {
		if f.matchesMetadata(meta) {
			bm.Add(seq)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("filters: %w", err)
	}
	return bm, nil
}

// filterBitmap is the recall filter of q's filters: nil when they narrow
// nothing. field names them in errors.
func (e *Engine) filterBitmap(ctx context.Context, ns string, fs *Filters, field string) (*roaring.Bitmap, error) {
	f, err := fs.compile(field)
	if err != nil || f == nil {
		return nil, err
	}
	return f.bitmap(ctx, e.led, ns)
}
