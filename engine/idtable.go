package engine

import (
	"github.com/evicortex/evicortex/engine/internal/projfile"
)

// idTable maps ledger ids (evidence or claim) to their seqs: a table read in
// place from a persisted projection file (base, nil when none) plus the ids
// indexed since in memory. The base never changes; ids are never removed
// (a purge builds new projections). Guarded by projections.idMu.
type idTable struct {
	base *projfile.Table
	m    map[string]uint32
}

func newIDTable(base *projfile.Table) *idTable {
	return &idTable{base: base, m: make(map[string]uint32)}
}

func (t *idTable) get(id string) (uint32, bool) {
	if s, ok := t.m[id]; ok {
		return s, true
	}
	if t.base != nil {
		return t.base.Lookup(id)
	}
	return 0, false
}

func (t *idTable) put(id string, seq uint32) { t.m[id] = seq }

func (t *idTable) len() int {
	n := len(t.m)
	if t.base != nil {
		n += t.base.Len()
	}
	return n
}

// appendAll appends every id and seq to keys and vals, for a checkpoint.
func (t *idTable) appendAll(keys []string, vals []uint32) ([]string, []uint32) {
	if t.base != nil {
		for i := 0; i < t.base.Len(); i++ {
			keys = append(keys, t.base.Key(i))
			vals = append(vals, t.base.Value(i))
		}
	}
	for k, v := range t.m {
		keys = append(keys, k)
		vals = append(vals, v)
	}
	return keys, vals
}

// windowTable locates indexed windows by doc id: arrays read in place from
// a persisted projection file for the docs below len(baseNS), a map for the
// docs indexed since. Guarded by projections.winMu.
type windowTable struct {
	names  []string // namespace index -> name, for the base arrays
	baseNS []uint32 // doc -> namespace index, noWindow when the doc was never indexed
	baseLo []uint32 // doc -> first position
	m      map[uint32]windowDoc
}

// noWindow marks a window doc id with no indexed window in the base arrays.
const noWindow = ^uint32(0)

func newWindowTable() *windowTable { return &windowTable{m: make(map[uint32]windowDoc)} }

func (t *windowTable) get(doc uint32) (windowDoc, bool) {
	if int(doc) < len(t.baseNS) {
		if i := t.baseNS[doc]; i != noWindow && int(i) < len(t.names) {
			return windowDoc{ns: t.names[i], lo: int(t.baseLo[doc])}, true
		}
	}
	w, ok := t.m[doc]
	return w, ok
}

func (t *windowTable) put(doc uint32, w windowDoc) { t.m[doc] = w }
