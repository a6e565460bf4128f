package baseline

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

//go:embed tuned.json
var tunedJSON []byte

// Frozen is a chunk config chosen by the grid search on a dataset family's
// dev data and committed in tuned.json, so evaluation never re-tunes on
// test data (plain data).
type Frozen struct {
	Tokens  int    `json:"tokens"`
	Overlap int    `json:"overlap"`
	Budget  int    `json:"budget"`   // the budget the search ran at
	TunedOn string `json:"tuned_on"` // what the dev data was
	Digest  string `json:"digest"`   // the dev data's workload digest
	Grid    []struct {
		Tokens           int     `json:"tokens"`
		Overlap          int     `json:"overlap"`
		EvidenceRecall   float64 `json:"evidence_recall"`
		TemporalAccuracy float64 `json:"temporal_accuracy"`
	} `json:"grid"`
}

// Config returns the frozen chunk config.
func (f Frozen) Config() ChunkConfig { return ChunkConfig{Tokens: f.Tokens, Overlap: f.Overlap} }

// DenseKey is the tuned.json key of fixed-chunk-dense's pick for a dataset
// family and an encoder model (dense.Profile.Model): each encoder gets its
// own grid, since the chunk size that suits BM25 need not suit it.
func DenseKey(family, model string) string { return family + "/dense/" + model }

// FrozenConfigs returns the committed configs by key: a dataset family
// ("synthetic", "scenarios", "locomo") for fixed-chunk-bm25, DenseKey for
// fixed-chunk-dense.
func FrozenConfigs() (map[string]Frozen, error) {
	var m map[string]Frozen
	if err := json.Unmarshal(tunedJSON, &m); err != nil {
		return nil, fmt.Errorf("%w: tuned.json: %v", ErrConfig, err)
	}
	for fam, f := range m {
		if err := f.Config().Validate(); err != nil {
			return nil, fmt.Errorf("tuned.json %s: %w", fam, err)
		}
	}
	return m, nil
}
