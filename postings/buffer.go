package postings

import (
	"bytes"
	"slices"
	"unsafe"
)

// memBuffer is the write buffer: documents added since the last flush,
// indexed two ways over buffer slots. The inverted index (each term's
// slots, in chunks of pool) serves searches of the whole buffer; the
// forward index (each slot's terms) serves searches of one partition,
// which then scan only that partition's slots. A flush turns it into a
// segment. Guarded by Index.mu (writes under the write lock, reads under
// the read lock).
//
// Terms are lexicon ids mapped to dense local ids (terms[local]); the
// long-lived arrays hold no pointers, so a full buffer costs the garbage
// collector nothing to scan.
type memBuffer struct {
	ids     []uint32    // global doc id per slot
	norms   []byte      // norm byte per slot
	deleted []bool      // slot deleted since added
	part    []Partition // partition per slot
	// slot maps global id -> slot for live slots, once ids stopped
	// ascending; while they ascend (bulk loads, the engine's increasing
	// ids) it stays nil and slotOf searches ids instead.
	slot  map[uint32]int32
	lex   *lexicon  // term ids; shared with the buffers before and after
	gen   uint32    // this buffer's generation in lex
	terms []memTerm // by local id
	pool  []uint32  // postings chunks (see appendPosting)
	parts map[Partition]*memPart
	// Forward index: slot s holds the distinct terms (local ids, in first
	// occurrence order) with their frequencies fwd[fwdOff[s]:fwdOff[s+1]].
	fwdOff []uint32
	fwd    []termTF
	ndel   int
	docIDs []uint32 // scratch for add: the term ids of one document
	// lastPart caches the partition of the previous add (most adds go to
	// the partition of the one before).
	lastPart   Partition
	lastMemPrt *memPart
	// ascending holds while every slot's id exceeds the previous slot's,
	// so a filter can be turned into slots by one merge (bufsearch.go).
	ascending bool
	scratch   scratchList // searchBuffer's scratch; has its own lock
	// view is set by freeze, when the buffer stops taking documents: the
	// term bytes a flush reads while the writer goes on in the lexicon.
	view termView
}

// memTerm is one term of the buffer: its postings over every partition,
// slots ascending, as a chain of chunks in memBuffer.pool, and the number
// of live docs holding it (its df).
type memTerm struct {
	id         uint32 // local id (index in memBuffer.terms)
	term       uint32 // lexicon id
	live       int32  // live docs holding it
	n          uint32 // postings, deleted docs included
	head, tail uint32 // first and last chunk's offset in pool
	used       uint32 // pairs used in the tail chunk
	last       uint32 // slot+1 of the last doc that added it (per-doc counting)
	fwdAt      uint32 // that doc's forward entry
}

// memPart is one partition's slots, ascending.
type memPart struct {
	slots []uint32
	live  int // live slots
	pairs int // forward-index entries of the live slots
}

type termTF struct{ id, tf uint32 }

// Chunk layout in memBuffer.pool: next chunk's offset (0: none), capacity
// c in pairs, then c (slot, tf) pairs. Offsets 0 and 1 are reserved so 0
// means none. Capacities start at 1 (most terms of a buffer occur once)
// and double up to maxChunkPairs.
const maxChunkPairs = 128

func newMemBuffer() *memBuffer {
	return newMemBufferIn(nil, 0)
}

// newMemBufferIn is a buffer of generation gen in lex (nil: made on the
// first add).
func newMemBufferIn(lex *lexicon, gen uint32) *memBuffer {
	return &memBuffer{parts: map[Partition]*memPart{}, lex: lex, gen: gen,
		pool: []uint32{0, 0}, fwdOff: []uint32{0}, ascending: true}
}

// next returns the empty buffer that replaces m at a flush, sharing m's
// lexicon while it is not too big.
func (m *memBuffer) next() *memBuffer {
	if m.lex == nil {
		return newMemBuffer()
	}
	lex, gen := m.lex.next()
	n := newMemBufferIn(lex, gen)
	// The next buffer will likely fill as this one did: size its arrays
	// once rather than regrowing them from empty on every flush.
	n.ids = make([]uint32, 0, len(m.ids))
	n.norms = make([]byte, 0, len(m.norms))
	n.deleted = make([]bool, 0, len(m.deleted))
	n.part = make([]Partition, 0, len(m.part))
	n.fwdOff = append(make([]uint32, 0, len(m.fwdOff)), 0)
	n.fwd = make([]termTF, 0, len(m.fwd))
	n.terms = make([]memTerm, 0, len(m.terms))
	n.pool = append(make([]uint32, 0, len(m.pool)), 0, 0)
	return n
}

func (m *memBuffer) docs() int { return len(m.ids) - m.ndel }

// Bytes per element of the buffer's arrays, for bytes.
const (
	memTermBytes = int64(unsafe.Sizeof(memTerm{}))
	fwdBytes     = int64(unsafe.Sizeof(termTF{}))
	// per slot: id, norm, deleted, partition, forward offset, and the
	// slot in its partition's list
	slotBytes = 4 + 1 + 1 + int64(unsafe.Sizeof(Partition(0))) + 4 + 4
	// slotMapBytes approximates a Go map entry of slot (key, value,
	// tophash and load-factor slack)
	slotMapBytes = 16
)

// bytes is the memory the buffer's documents take: its arrays by length
// (capacity slack and the lexicon not counted). It is what
// Options.FlushBytes bounds; O(1).
func (m *memBuffer) bytes() int64 {
	n := slotBytes*int64(len(m.ids)) + fwdBytes*int64(len(m.fwd)) +
		memTermBytes*int64(len(m.terms)) + 4*int64(len(m.pool))
	if m.slot != nil {
		n += slotMapBytes * int64(len(m.slot))
	}
	return n
}

// freeze marks the end of the buffer's adds: from here on it is only read
// (by searches and by the flush that turns it into a segment).
func (m *memBuffer) freeze() {
	if m.lex != nil {
		m.view = m.lex.view()
	}
}

// termBytes returns the bytes of the buffer's term with lexicon id id
// (the frozen view once frozen: the lexicon may be growing).
func (m *memBuffer) termBytes(id uint32) []byte {
	if m.view.off != nil {
		return m.view.term(id)
	}
	return m.lex.term(id)
}

func (m *memBuffer) lexFor(opts AnalyzerOptions) *lexicon {
	if m.lex == nil {
		m.lex, m.gen = newLexicon(opts), 1
	}
	return m.lex
}

// add indexes one document and returns its decoded norm.
func (m *memBuffer) add(opts AnalyzerOptions, p Partition, doc uint32, text string) uint32 {
	lex := m.lexFor(opts)
	if lex.opts == opts {
		m.docIDs = lex.appendTermIDs(m.docIDs[:0], text)
	} else {
		m.docIDs = m.docIDs[:0]
		forEachTerm(opts, text, func(t string) { m.docIDs = append(m.docIDs, lex.internString(t)) })
	}
	return m.insert(p, doc, m.docIDs)
}

// addTerms indexes a document given as its analyzed terms.
func (m *memBuffer) addTerms(p Partition, doc uint32, terms []string) uint32 {
	lex := m.lexFor(AnalyzerOptions{})
	ids := m.docIDs[:0]
	for _, t := range terms {
		if t != "" {
			ids = append(ids, lex.internString(t))
		}
	}
	m.docIDs = ids
	return m.insert(p, doc, ids)
}

// insert adds the document whose terms are the lexicon ids ids.
func (m *memBuffer) insert(p Partition, doc uint32, ids []uint32) uint32 {
	s := uint32(len(m.ids))
	if s > 0 && doc <= m.ids[s-1] && m.ascending {
		m.ascending = false
		m.slot = make(map[uint32]int32, len(m.ids))
		for t, id := range m.ids {
			if !m.deleted[t] {
				m.slot[id] = int32(t)
			}
		}
	}
	if !m.ascending {
		m.slot[doc] = int32(s)
	}
	m.ids = append(m.ids, doc)
	nb := encodeNorm(uint32(len(ids)))
	m.norms = append(m.norms, nb)
	m.deleted = append(m.deleted, false)
	m.part = append(m.part, p)
	start := len(m.fwd)
	for _, id := range ids {
		l := m.localOf(id)
		t := &m.terms[l]
		if t.last == s+1 {
			m.fwd[t.fwdAt].tf++
			continue
		}
		t.last, t.fwdAt = s+1, uint32(len(m.fwd))
		m.fwd = append(m.fwd, termTF{l, 1})
	}
	for _, e := range m.fwd[start:] {
		m.appendPosting(&m.terms[e.id], s, e.tf)
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

// localOf returns lexicon id id's local id, adding the term if new.
func (m *memBuffer) localOf(id uint32) uint32 {
	if l, ok := m.lex.local(id, m.gen); ok {
		return l
	}
	l := uint32(len(m.terms))
	m.terms = append(m.terms, memTerm{id: l, term: id})
	m.lex.setLocal(id, m.gen, l)
	return l
}

// appendPosting appends (s, tf) to t's chain, opening a chunk when the
// tail is full.
func (m *memBuffer) appendPosting(t *memTerm, s, tf uint32) {
	if t.tail == 0 || t.used == m.pool[t.tail+1] {
		c := uint32(1)
		if t.tail != 0 {
			c = min(2*m.pool[t.tail+1], maxChunkPairs)
		}
		off := uint32(len(m.pool))
		m.pool = slices.Grow(m.pool, int(2+2*c))[:int(off)+int(2+2*c)]
		m.pool[off], m.pool[off+1] = 0, c
		if t.tail == 0 {
			t.head = off
		} else {
			m.pool[t.tail] = off
		}
		t.tail, t.used = off, 0
	}
	at := t.tail + 2 + 2*t.used
	m.pool[at], m.pool[at+1] = s, tf
	t.used++
	t.n++
	t.live++
}

// chunk returns the (slot, tf) pairs of t's chunk at off, flattened, and
// the next chunk's offset (0: none). Iterate with
//
//	for off := t.head; off != 0; {
//		var pairs []uint32
//		pairs, off = m.chunk(t, off)
//		...
//	}
func (m *memBuffer) chunk(t *memTerm, off uint32) ([]uint32, uint32) {
	n := m.pool[off+1]
	if off == t.tail {
		n = t.used
	}
	return m.pool[off+2 : off+2+2*n], m.pool[off]
}

// term returns the buffer's entry for an analyzed term, or nil.
func (m *memBuffer) term(t string) *memTerm {
	if m.lex == nil {
		return nil
	}
	id, ok := m.lex.lookup(t)
	if !ok {
		return nil
	}
	l, ok := m.lex.local(id, m.gen)
	if !ok {
		return nil
	}
	return &m.terms[l]
}

// remove marks doc deleted; it returns the decoded norm and whether the doc
// was live in the buffer.
func (m *memBuffer) remove(doc uint32) (uint32, bool) {
	s, ok := m.slotOf(doc)
	if !ok {
		return 0, false
	}
	if m.slot != nil {
		delete(m.slot, doc)
	}
	m.deleted[s] = true
	m.ndel++
	fwd := m.fwd[m.fwdOff[s]:m.fwdOff[s+1]]
	for _, e := range fwd {
		m.terms[e.id].live--
	}
	mp := m.parts[m.part[s]]
	mp.live--
	mp.pairs -= len(fwd)
	return decodeNorm(m.norms[s]), true
}

// slotOf returns the slot of live doc id doc.
func (m *memBuffer) slotOf(doc uint32) (int32, bool) {
	if !m.ascending {
		s, ok := m.slot[doc]
		return s, ok
	}
	s, found := slices.BinarySearch(m.ids, doc)
	if !found || m.deleted[s] {
		return 0, false
	}
	return int32(s), true
}

// liveDF counts live docs holding term.
func (m *memBuffer) liveDF(term string) uint64 {
	if mt := m.term(term); mt != nil {
		return uint64(mt.live)
	}
	return 0
}

// sortedTerms returns the local ids of the buffer's terms in byte order
// of the terms.
func (m *memBuffer) sortedTerms() []uint32 {
	ls := make([]uint32, len(m.terms))
	for i := range ls {
		ls[i] = uint32(i)
	}
	slices.SortFunc(ls, func(a, b uint32) int {
		return bytes.Compare(m.termBytes(m.terms[a].term), m.termBytes(m.terms[b].term))
	})
	return ls
}
