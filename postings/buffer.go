package postings

import "sort"

// memBuffer is the write buffer: documents added since the last flush, with
// an in-memory inverted index over buffer slots. A flush turns it into a
// segment. Guarded by Index.mu (writes under the write lock, reads under
// the read lock).
type memBuffer struct {
	ids     []uint32         // global doc id per slot
	norms   []byte           // norm byte per slot
	deleted []bool           // slot deleted since added
	slot    map[uint32]int32 // global id -> slot, live slots only
	terms   map[string]*memList
	ndel    int
	tfs     map[string]uint32 // scratch for add
	// ascending holds while every slot's id exceeds the previous slot's,
	// so a filter can be turned into slots by one merge (bufsearch.go).
	ascending bool
	scratch   scratchList // searchBuffer's scratch; has its own lock
}

// memList is one term's postings in the buffer, slots ascending.
type memList struct {
	slots []uint32
	tfs   []uint32
}

func newMemBuffer() *memBuffer {
	return &memBuffer{slot: map[uint32]int32{}, terms: map[string]*memList{}, tfs: map[string]uint32{}, ascending: true}
}

func (m *memBuffer) docs() int { return len(m.ids) - m.ndel }

// add indexes one document and returns its decoded norm.
func (m *memBuffer) add(opts AnalyzerOptions, doc uint32, text string) uint32 {
	clear(m.tfs)
	n := uint32(0)
	forEachTerm(opts, text, func(t string) { m.tfs[t]++; n++ })
	return m.insert(doc, n)
}

// addTerms indexes a document given as its analyzed terms.
func (m *memBuffer) addTerms(doc uint32, terms []string) uint32 {
	clear(m.tfs)
	n := uint32(0)
	for _, t := range terms {
		if t != "" {
			m.tfs[t]++
			n++
		}
	}
	return m.insert(doc, n)
}

// insert adds the document whose term counts are in m.tfs (n terms).
func (m *memBuffer) insert(doc, n uint32) uint32 {
	s := uint32(len(m.ids))
	if s > 0 && doc <= m.ids[s-1] {
		m.ascending = false
	}
	m.ids = append(m.ids, doc)
	nb := encodeNorm(n)
	m.norms = append(m.norms, nb)
	m.deleted = append(m.deleted, false)
	m.slot[doc] = int32(s)
	for t, tf := range m.tfs {
		l := m.terms[t]
		if l == nil {
			l = &memList{}
			m.terms[t] = l
		}
		l.slots = append(l.slots, s)
		l.tfs = append(l.tfs, tf)
	}
	return decodeNorm(nb)
}

// remove marks doc deleted; it returns the decoded norm and whether the doc
// was live in the buffer.
func (m *memBuffer) remove(doc uint32) (uint32, bool) {
	s, ok := m.slot[doc]
	if !ok {
		return 0, false
	}
	delete(m.slot, doc)
	m.deleted[s] = true
	m.ndel++
	return decodeNorm(m.norms[s]), true
}

// liveDF counts live docs holding term.
func (m *memBuffer) liveDF(term string) uint64 {
	l := m.terms[term]
	if l == nil {
		return 0
	}
	if m.ndel == 0 {
		return uint64(len(l.slots))
	}
	var n uint64
	for _, s := range l.slots {
		if !m.deleted[s] {
			n++
		}
	}
	return n
}

// sortedTerms returns the buffer's terms in byte order.
func (m *memBuffer) sortedTerms() []string {
	ts := make([]string, 0, len(m.terms))
	for t := range m.terms {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	return ts
}
