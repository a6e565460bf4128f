package engine

import "context"

// Stats describes the engine's projections at one moment: what is indexed
// and how far the asynchronous parts lag behind the ledger. It is cheap
// (no ledger query), so a metrics scrape may call it as often as it likes.
type Stats struct {
	Namespaces          int    `json:"namespaces"`            // namespaces with indexed evidence or claims
	Evidence            int    `json:"evidence"`              // evidence in the lexical index
	Claims              int    `json:"claims"`                // claim versions in the claim index
	Windows             int    `json:"windows"`               // indexed conversation windows
	LexicalSegmentBytes int64  `json:"lexical_segment_bytes"` // compressed postings segments of the three lexical indexes (write buffers not counted)
	WindowBacklog       int    `json:"window_backlog"`        // windows queued but not yet indexed
	DenseVectors        int    `json:"dense_vectors"`         // vectors in the dense index (0 without an encoder)
	DenseParts          int    `json:"dense_parts"`           // part vectors beside them, of texts with several sentences or lines (parts.go; held in memory)
	SemanticBacklog     int    `json:"semantic_backlog"`      // indexed evidence without a vector (0 without an encoder)
	DenseProfile        string `json:"dense_profile,omitempty"`
}

// Stats reports the current projection sizes and backlogs. SemanticBacklog
// is what SyncSemantic has yet to embed: evidence in the lexical index
// minus vectors in the dense index.
func (e *Engine) Stats() (Stats, error) {
	if err := e.check(context.Background()); err != nil {
		return Stats{}, err
	}
	e.mu.RLock()
	defer e.mu.RUnlock()
	p := e.proj
	st := Stats{
		Namespaces:          len(p.ns),
		Evidence:            p.evLex.Len(),
		Claims:              p.clLex.Len(),
		Windows:             p.winLex.Len(),
		LexicalSegmentBytes: p.evLex.SizeBytes() + p.clLex.SizeBytes() + p.winLex.SizeBytes(),
	}
	p.win.mu.Lock()
	st.WindowBacklog = int(p.win.submitted - p.win.done)
	p.win.mu.Unlock()
	if p.dense != nil {
		st.DenseVectors = p.dense.g.Len()
		st.DenseParts = p.dense.parts.count()
		st.DenseProfile = p.dense.profile.ID
		if b := st.Evidence - st.DenseVectors; b > 0 {
			st.SemanticBacklog = b
		}
	}
	return st, nil
}
