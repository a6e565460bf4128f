package ort

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/evicortex/evicortex/dense"
)

// tokenizerJSON disables the padding and truncation a tokenizer.json may
// carry (all-MiniLM-L6-v2's pads to a fixed 128): the encoder pads per batch
// and truncates at the manifest's MaxSeqLen itself.
func tokenizerJSON(b []byte) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%w: tokenizer.json: %v", dense.ErrModel, err)
	}
	if _, ok := m["model"]; !ok {
		return nil, fmt.Errorf("%w: tokenizer.json has no model", dense.ErrModel)
	}
	m["padding"] = json.RawMessage("null")
	m["truncation"] = json.RawMessage("null")
	return json.Marshal(m)
}

// truncate cuts ids (which end in a special [SEP]) to at most max tokens,
// keeping the final token, as HF truncation with post-processing does.
func truncate(ids []int64, max int) []int64 {
	if len(ids) <= max {
		return ids
	}
	last := ids[len(ids)-1]
	ids = ids[:max]
	ids[max-1] = last
	return ids
}

// lengthOrder returns text indices ordered by token count (stable), so a
// batch pads little.
func lengthOrder(seqs [][]int64) []int {
	idx := make([]int, len(seqs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return len(seqs[idx[a]]) < len(seqs[idx[b]]) })
	return idx
}

// padSlack bounds padding: a run is cut early once its padded size would
// exceed padSlack times its real token count.
const padSlack = 1.25

// planBatches cuts length-ordered indices into runs of at most size texts,
// each padded to its own longest item, starting a new run early when
// padding would exceed padSlack (texts of very different lengths then do
// not share a run).
func planBatches(seqs [][]int64, order []int, size int) [][]int {
	var out [][]int
	var cur []int
	tokens := 0
	for _, i := range order {
		l := len(seqs[i])
		if len(cur) > 0 && (len(cur) == size || float64((len(cur)+1)*l) > padSlack*float64(tokens+l)) {
			out, cur, tokens = append(out, cur), nil, 0
		}
		cur = append(cur, i)
		tokens += l
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}
