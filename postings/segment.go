package postings

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"sort"
)

// segment is an open, validated, immutable segment file. Its byte slices
// alias the file's memory (mmap'd or read in), valid until release.
// Safe for concurrent readers.
type segment struct {
	data     []byte
	release  func() error
	version  uint32
	analyzer AnalyzerOptions
	numDocs  int
	numTerms int
	ids      docIDs  // secDocs: global id per ordinal
	norms    []byte  // secNorms: norm byte per ordinal
	parts    partDir // secParts: partition -> ordinal range
	order    idOrder // secIDOrder: ordinals in id order (empty: identity)
	restarts []byte  // u32 offsets into entries
	entries  []byte  // prefix-compressed dictionary entries
	post     []byte  // secPostings
}

// openSegment validates data and returns a segment over it: magic,
// version, header and section checksums, section bounds, the partition
// directory, doc ids increasing within each partition and unique, and the
// dictionary's restart table. Postings are decoded lazily and every
// decode is bounds-checked, so later damage surfaces as ErrCorrupt too.
func openSegment(data []byte) (*segment, error) {
	if len(data) < headerSizeV1 {
		return nil, corruptf("header", "file is %d bytes, shorter than a header", len(data))
	}
	if string(data[:8]) != segMagic {
		return nil, corruptf("header", "bad magic %q", data[:8])
	}
	le := binary.LittleEndian
	lay, ok := layoutOf(le.Uint32(data[8:]))
	if !ok {
		return nil, corruptf("header", "unsupported version %d", le.Uint32(data[8:]))
	}
	if len(data) < lay.size {
		return nil, corruptf("header", "file is %d bytes, shorter than the %d-byte header", len(data), lay.size)
	}
	if got, want := crc32.Checksum(data[:lay.crcOff], castagnoli), le.Uint32(data[lay.crcOff:]); got != want {
		return nil, corruptf("header", "checksum %08x, want %08x", got, want)
	}
	s := &segment{data: data, version: le.Uint32(data[8:]), analyzer: analyzerFromFlags(le.Uint32(data[12:]))}
	if f := le.Uint32(data[12:]); f > 3 {
		return nil, corruptf("header", "unknown analyzer flags %#x", f)
	}
	s.numDocs, s.numTerms = int(le.Uint32(data[16:])), int(le.Uint32(data[20:]))
	if bs := le.Uint32(data[24:]); bs != blockSize {
		return nil, corruptf("header", "block size %d, want %d", bs, blockSize)
	}
	secs, err := sections(data, lay)
	if err != nil {
		return nil, err
	}
	s.norms, s.post = secs[secNorms], secs[secPostings]
	if err := s.openDocs(secs); err != nil {
		return nil, err
	}
	if err := s.openDict(secs[secDict]); err != nil {
		return nil, err
	}
	return s, nil
}

// sections slices and checksums the sections of a layout.
func sections(data []byte, lay segLayout) ([numSections][]byte, error) {
	var secs [numSections][]byte
	le := binary.LittleEndian
	for i := 0; i < lay.sections; i++ {
		e := data[sectionTableOff+24*i:]
		off, n := le.Uint64(e), le.Uint64(e[8:])
		if off < uint64(lay.size) || off > uint64(len(data)) || n > uint64(len(data))-off {
			return secs, corruptf(sectionNames[i], "section [%d,+%d) outside the %d-byte file", off, n, len(data))
		}
		secs[i] = data[off : off+n]
		if got, want := crc32.Checksum(secs[i], castagnoli), le.Uint32(e[16:]); got != want {
			return secs, corruptf(sectionNames[i], "checksum %08x, want %08x", got, want)
		}
	}
	return secs, nil
}

// openDocs validates the doc sections: norms, the id blocks, the partition
// directory (version 1: all docs in partition 0), ids increasing within
// each partition, and the id order that proves them unique.
func (s *segment) openDocs(secs [numSections][]byte) error {
	if len(s.norms) != s.numDocs {
		return corruptf("norms", "section is %d bytes for %d docs", len(s.norms), s.numDocs)
	}
	var err error
	if s.ids, err = openDocIDs(secs[secDocs], s.numDocs); err != nil {
		return err
	}
	if s.version == 1 {
		s.parts = singlePart(s.numDocs)
	} else if s.parts, err = openPartDir(secs[secParts], s.numDocs); err != nil {
		return err
	}
	for i := 0; i < s.parts.len(); i++ {
		if err := s.ids.increasingIn(s.parts.bounds(i)); err != nil {
			return err
		}
	}
	s.order, err = openIDOrder(secs[secIDOrder], s.ids, s.parts.len())
	return err
}

func (s *segment) openDict(d []byte) error {
	if len(d) < 4 {
		return corruptf("dict", "section is %d bytes", len(d))
	}
	nr := uint64(binary.LittleEndian.Uint32(d))
	if want := (uint64(s.numTerms) + restartInterval - 1) / restartInterval; nr != want {
		return corruptf("dict", "%d restarts for %d terms, want %d", nr, s.numTerms, want)
	}
	if 4+4*nr > uint64(len(d)) {
		return corruptf("dict", "restart table of %d entries overruns the section", nr)
	}
	s.restarts, s.entries = d[4:4+4*nr], d[4+4*nr:]
	prev := -1
	for i := 0; i < int(nr); i++ {
		o := int(s.restart(i))
		if o <= prev || o >= len(s.entries) {
			return corruptf("dict", "restart %d offset %d out of order or bounds", i, o)
		}
		prev = o
	}
	return nil
}

// id returns the global doc id of ordinal ord (ord < numDocs).
func (s *segment) id(ord uint32) uint32 { return s.ids.id(ord) }

// idSpan returns the smallest and largest doc id (numDocs > 0).
func (s *segment) idSpan() (uint32, uint32) {
	if s.parts.len() <= 1 {
		return s.id(0), s.id(uint32(s.numDocs - 1))
	}
	return s.id(s.order.at(0)), s.id(s.order.at(s.numDocs - 1))
}

// idRankFrom returns the first position k >= from of id order whose id is
// >= g (numDocs if none), galloping from from; s has several partitions.
func (s *segment) idRankFrom(g uint32, from int) int {
	n := s.numDocs
	if from >= n || s.id(s.order.at(from)) >= g {
		return from
	}
	a, hi := from, n // id at a < g
	for step := 1; a+step < n; step *= 2 {
		if s.id(s.order.at(a+step)) >= g {
			hi = a + step
			break
		}
		a += step
	}
	return a + 1 + sort.Search(hi-a-1, func(i int) bool { return s.id(s.order.at(a+1+i)) >= g })
}

// ordOf returns the ordinal holding doc id g, if any.
func (s *segment) ordOf(g uint32) (uint32, bool) {
	n := uint32(s.numDocs)
	if s.parts.len() <= 1 {
		o := s.ids.atLeastIn(g, 0, n)
		return o, o < n && s.id(o) == g
	}
	k := sort.Search(s.numDocs, func(k int) bool { return s.id(s.order.at(k)) >= g })
	if k == s.numDocs || s.id(s.order.at(k)) != g {
		return 0, false
	}
	return s.order.at(k), true
}

func (s *segment) restart(i int) uint32 { return binary.LittleEndian.Uint32(s.restarts[4*i:]) }

// termAt decodes the full term stored at a restart point.
func (s *segment) restartTerm(i int) ([]byte, error) {
	r := rd{b: s.entries, p: int(s.restart(i)), part: "dict"}
	if sh := r.uvarint(); sh != 0 && r.err == nil {
		return nil, corruptf("dict", "restart %d has a shared prefix", i)
	}
	t := r.bytes(r.uvarint())
	return t, r.err
}

// lookup returns the postings offset of term.
func (s *segment) lookup(term string) (int, bool, error) {
	nr := len(s.restarts) / 4
	var ferr error
	i := sort.Search(nr, func(i int) bool {
		t, err := s.restartTerm(i)
		if err != nil {
			ferr = err
			return true
		}
		return string(t) > term
	}) - 1
	if ferr != nil || i < 0 {
		return 0, false, ferr
	}
	it := s.iterFrom(i)
	for n := 0; n < restartInterval && it.next(); n++ {
		switch c := bytes.Compare(it.term, []byte(term)); {
		case c == 0:
			return it.off, true, nil
		case c > 0:
			return 0, false, nil
		}
	}
	return 0, false, it.err
}

// termIter walks dictionary entries in order. Not safe for concurrent use.
type termIter struct {
	s       *segment
	r       rd
	idx     int // ordinal of the next term
	term    []byte
	off     int
	err     error
	started bool // an entry has been read, so off is the previous offset
}

func (s *segment) terms() *termIter { return s.iterFrom(0) }

func (s *segment) iterFrom(restart int) *termIter {
	it := &termIter{s: s, idx: restart * restartInterval, r: rd{b: s.entries, part: "dict"}}
	if restart < len(s.restarts)/4 {
		it.r.p = int(s.restart(restart))
	}
	return it
}

// next advances to the next term; false at the end or on error (see err).
func (it *termIter) next() bool {
	if it.err != nil || it.idx >= it.s.numTerms {
		return false
	}
	restart := it.idx%restartInterval == 0
	if restart && it.r.p != int(it.s.restart(it.idx/restartInterval)) {
		it.err = corruptf("dict", "entry %d does not start at its restart offset", it.idx)
		return false
	}
	shared := it.r.uvarint()
	suffix := it.r.bytes(it.r.uvarint())
	delta := it.r.uvarint()
	if it.r.err == nil && (shared > uint64(len(it.term)) || (restart && shared != 0)) {
		it.r.fail("shared prefix longer than previous term")
	}
	if it.err = it.r.err; it.err != nil {
		return false
	}
	it.term = append(it.term[:shared], suffix...)
	prev := it.off
	if restart {
		it.off = 0
	}
	if delta > uint64(len(it.s.post)-it.off) {
		it.err = corruptf("dict", "term %d postings offset out of bounds", it.idx)
		return false
	}
	it.off += int(delta)
	if it.idx > 0 && it.started && it.off <= prev {
		// Offsets strictly increase: each list owns its bytes, which
		// bounds decoding work by the file size.
		it.err = corruptf("dict", "term %d postings offset %d not after %d", it.idx, it.off, prev)
		return false
	}
	it.idx++
	it.started = true
	return true
}
