package postings

import (
	"cmp"
	"slices"
	"sort"
)

// buildFromBuffer encodes the live documents of m as a segment file,
// ordinals in (partition, id) order. Postings come from the forward index
// walked in ordinal order, so every list is born sorted.
func buildFromBuffer(a AnalyzerOptions, m *memBuffer) []byte {
	slots := make([]uint32, 0, m.docs())
	for s := range m.ids {
		if !m.deleted[s] {
			slots = append(slots, uint32(s))
		}
	}
	slices.SortFunc(slots, func(x, y uint32) int {
		if c := cmp.Compare(m.part[x], m.part[y]); c != 0 {
			return c
		}
		return cmp.Compare(m.ids[x], m.ids[y])
	})
	ids := make([]uint32, len(slots))
	norms := make([]byte, len(slots))
	parts := make([]Partition, len(slots))
	for o, s := range slots {
		ids[o], norms[o], parts[o] = m.ids[s], m.norms[s], m.part[s]
	}
	// start[id] is where term id's postings begin in ords and tfs.
	start := make([]int, len(m.terms)+1)
	for id, mt := range m.terms {
		start[id+1] = start[id] + int(mt.live)
	}
	ords, tfs := make([]uint32, start[len(m.terms)]), make([]uint32, start[len(m.terms)])
	fill := append([]int(nil), start[:len(m.terms)]...)
	for o, s := range slots {
		for _, e := range m.fwd[m.fwdOff[s]:m.fwdOff[s+1]] {
			ords[fill[e.id]], tfs[fill[e.id]] = uint32(o), e.tf
			fill[e.id]++
		}
	}
	b := newSegBuilder(a, ids, norms, partsOf(parts))
	for _, id := range m.sortedTerms() {
		if start[id+1] > start[id] {
			b.addTerm(m.termBytes(m.terms[id].term), ords[start[id]:start[id+1]], tfs[start[id]:start[id+1]])
		}
	}
	return b.finish()
}

// sortPostings sorts parallel ords/tfs by ordinal if they are not sorted.
func sortPostings(ords, tfs []uint32) {
	if sort.SliceIsSorted(ords, func(i, j int) bool { return ords[i] < ords[j] }) {
		return
	}
	sort.Sort(postingPairs{ords, tfs})
}

type postingPairs struct{ ords, tfs []uint32 }

func (p postingPairs) Len() int           { return len(p.ords) }
func (p postingPairs) Less(i, j int) bool { return p.ords[i] < p.ords[j] }
func (p postingPairs) Swap(i, j int) {
	p.ords[i], p.ords[j] = p.ords[j], p.ords[i]
	p.tfs[i], p.tfs[j] = p.tfs[j], p.tfs[i]
}
