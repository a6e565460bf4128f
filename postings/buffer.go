package postings

import "sort"

// memBuffer is the write buffer: documents added since the last flush,
// indexed two ways over buffer slots. The inverted index (each term's
// slots) serves searches of the whole buffer; the forward index (each
// slot's terms) serves searches of one partition, which then scan only
// that partition's slots. A flush turns it into a segment. Guarded by
// Index.mu (writes under the write lock, reads under the read lock).
type memBuffer struct {
	ids     []uint32         // global doc id per slot
	norms   []byte           // norm byte per slot
	deleted []bool           // slot deleted since added
	part    []Partition      // partition per slot
	slot    map[uint32]int32 // global id -> slot, live slots only
	terms   map[string]*memTerm
	byID    []*memTerm // terms by memTerm.id
	parts   map[Partition]*memPart
	// Forward index: slot s holds the distinct terms (memTerm ids, in no
	// order) with their frequencies fwd[fwdOff[s]:fwdOff[s+1]].
	fwdOff []uint32
	fwd    []termTF
	ndel   int
	tfs    map[string]uint32 // scratch for add
	// lastPart caches the partition of the previous add (most adds go to
	// the partition of the one before).
	lastPart   Partition
	lastMemPrt *memPart
	// ascending holds while every slot's id exceeds the previous slot's,
	// so a filter can be turned into slots by one merge (bufsearch.go).
	ascending bool
	scratch   scratchList // searchBuffer's scratch; has its own lock
}

// memTerm is one term of the buffer: its postings over every partition,
// slots ascending, and the number of live docs holding it (its df).
type memTerm struct {
	id    uint32
	live  int
	slots []uint32
	tfs   []uint32
}

// memPart is one partition's slots, ascending.
type memPart struct {
	slots []uint32
	live  int // live slots
	pairs int // forward-index entries of the live slots
}

type termTF struct{ id, tf uint32 }

func newMemBuffer() *memBuffer {
	return &memBuffer{slot: map[uint32]int32{}, terms: map[string]*memTerm{}, parts: map[Partition]*memPart{},
		fwdOff: []uint32{0}, tfs: map[string]uint32{}, ascending: true}
}

func (m *memBuffer) docs() int { return len(m.ids) - m.ndel }

// add indexes one document and returns its decoded norm.
func (m *memBuffer) add(opts AnalyzerOptions, p Partition, doc uint32, text string) uint32 {
	clear(m.tfs)
	n := uint32(0)
	forEachTerm(opts, text, func(t string) { m.tfs[t]++; n++ })
	return m.insert(p, doc, n)
}

// addTerms indexes a document given as its analyzed terms.
func (m *memBuffer) addTerms(p Partition, doc uint32, terms []string) uint32 {
	clear(m.tfs)
	n := uint32(0)
	for _, t := range terms {
		if t != "" {
			m.tfs[t]++
			n++
		}
	}
	return m.insert(p, doc, n)
}

// insert adds the document whose term counts are in m.tfs (n terms).
func (m *memBuffer) insert(p Partition, doc, n uint32) uint32 {
	s := uint32(len(m.ids))
	if s > 0 && doc <= m.ids[s-1] {
		m.ascending = false
	}
	m.ids = append(m.ids, doc)
	nb := encodeNorm(n)
	m.norms = append(m.norms, nb)
	m.deleted = append(m.deleted, false)
	m.part = append(m.part, p)
	m.slot[doc] = int32(s)
	start := len(m.fwd)
	for t, tf := range m.tfs {
		mt := m.terms[t]
		if mt == nil {
			mt = &memTerm{id: uint32(len(m.byID))}
			m.terms[t] = mt
			m.byID = append(m.byID, mt)
		}
		mt.slots = append(mt.slots, s)
		mt.tfs = append(mt.tfs, tf)
		mt.live++
		m.fwd = append(m.fwd, termTF{mt.id, tf})
	}
	m.fwdOff = append(m.fwdOff, uint32(len(m.fwd)))
	mp := m.lastMemPrt
	if mp == nil || m.lastPart != p {
		if mp = m.parts[p]; mp == nil {
			mp = &memPart{}
			m.parts[p] = mp
		}
		m.lastPart, m.lastMemPrt = p, mp
	}
	mp.slots = append(mp.slots, s)
	mp.live++
	mp.pairs += len(m.fwd) - start
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
	fwd := m.fwd[m.fwdOff[s]:m.fwdOff[s+1]]
	for _, e := range fwd {
		m.byID[e.id].live--
	}
	mp := m.parts[m.part[s]]
	mp.live--
	mp.pairs -= len(fwd)
	return decodeNorm(m.norms[s]), true
}

// liveDF counts live docs holding term.
func (m *memBuffer) liveDF(term string) uint64 {
	if mt := m.terms[term]; mt != nil {
		return uint64(mt.live)
	}
	return 0
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
