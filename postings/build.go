package postings

import "sort"

// buildFromBuffer encodes the live documents of m as a segment file.
func buildFromBuffer(a AnalyzerOptions, m *memBuffer) []byte {
	slots := make([]uint32, 0, m.docs())
	for s := range m.ids {
		if !m.deleted[s] {
			slots = append(slots, uint32(s))
		}
	}
	sort.Slice(slots, func(i, j int) bool { return m.ids[slots[i]] < m.ids[slots[j]] })
	ordOf := make([]uint32, len(m.ids))
	ids := make([]uint32, len(slots))
	norms := make([]byte, len(slots))
	for o, s := range slots {
		ordOf[s] = uint32(o)
		ids[o], norms[o] = m.ids[s], m.norms[s]
	}
	b := newSegBuilder(a, ids, norms)
	var ords, tfs []uint32
	for _, t := range m.sortedTerms() {
		l := m.terms[t]
		ords, tfs = ords[:0], tfs[:0]
		for j, s := range l.slots {
			if !m.deleted[s] {
				ords = append(ords, ordOf[s])
				tfs = append(tfs, l.tfs[j])
			}
		}
		if len(ords) > 0 {
			sortPostings(ords, tfs)
			b.addTerm(t, ords, tfs)
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
