package postings

import (
	"encoding/binary"
	"hash/crc32"
)

// Segment layout constants; FORMAT.md draws the file. Version 2 added the
// parts and idorder sections (and so a longer section table); version 1
// files still open, as one partition 0.
const (
	segMagic        = "EVCXPOST"
	segVersion      = 2 // the version written
	blockSize       = 128
	restartInterval = 16
	sectionTableOff = 32
	numSections     = 6 // in version 2
	headerCRCOff    = 188
	headerSize      = 192
	numSectionsV1   = 4
	headerCRCOffV1  = 156
	headerSizeV1    = 160

	secDocs, secNorms, secDict, secPostings, secParts, secIDOrder = 0, 1, 2, 3, 4, 5
)

var sectionNames = [numSections]string{"docs", "norms", "dict", "postings", "parts", "idorder"}

// segLayout is where a format version keeps its header fields.
type segLayout struct {
	sections, crcOff, size int
}

func layoutOf(version uint32) (segLayout, bool) {
	switch version {
	case 1:
		return segLayout{numSectionsV1, headerCRCOffV1, headerSizeV1}, true
	case 2:
		return segLayout{numSections, headerCRCOff, headerSize}, true
	}
	return segLayout{}, false
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// segBuilder encodes one segment. Docs come in (partition, id) order;
// terms must be added in strictly increasing byte order, each with
// ascending doc ordinals. Not safe for concurrent use.
type segBuilder struct {
	analyzer AnalyzerOptions
	ids      []uint32    // global id per ordinal
	norms    []byte      // norm byte per ordinal
	parts    []partEntry // partition directory
	dict     []byte
	restarts []uint32
	post     []byte
	nterms   int
	prevTerm []byte
	prevOff  int
	scratch  []uint32
}

func newSegBuilder(a AnalyzerOptions, ids []uint32, norms []byte, parts []partEntry) *segBuilder {
	return &segBuilder{analyzer: a, ids: ids, norms: norms, parts: parts}
}

// addTerm appends a term's postings (ordinals ascending, tfs >= 1).
func (b *segBuilder) addTerm(term []byte, ords, tfs []uint32) {
	off := len(b.post)
	b.appendDictEntry(term, off)
	b.appendPostings(ords, tfs)
	b.prevTerm, b.prevOff = append(b.prevTerm[:0], term...), off
	b.nterms++
}

func (b *segBuilder) appendDictEntry(term []byte, off int) {
	shared := 0
	restart := b.nterms%restartInterval == 0
	if restart {
		b.restarts = append(b.restarts, uint32(len(b.dict)))
	} else {
		shared = commonPrefix(b.prevTerm, term)
	}
	b.dict = binary.AppendUvarint(b.dict, uint64(shared))
	b.dict = binary.AppendUvarint(b.dict, uint64(len(term)-shared))
	b.dict = append(b.dict, term[shared:]...)
	if restart {
		b.dict = binary.AppendUvarint(b.dict, uint64(off))
	} else {
		b.dict = binary.AppendUvarint(b.dict, uint64(off-b.prevOff))
	}
}

func commonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// appendPostings writes df, the term frontier, the skip table and blocks.
func (b *segBuilder) appendPostings(ords, tfs []uint32) {
	df := len(ords)
	nbs := make([]byte, df)
	for i, o := range ords {
		nbs[i] = b.norms[o]
	}
	b.post = binary.AppendUvarint(b.post, uint64(df))
	if df <= blockSize {
		// One block: readers decode it on open and take the exact max,
		// so no impacts are stored (most terms of real text are here).
		b.post = b.appendBlock(b.post, ords, tfs, 0)
		return
	}
	b.post = appendFrontier(b.post, frontier(tfs, nbs))
	var skip, blocks []byte
	prevLast, base := uint32(0), uint32(0)
	for s := 0; s < df; s += blockSize {
		e := min(s+blockSize, df)
		n0 := len(blocks)
		blocks = b.appendBlock(blocks, ords[s:e], tfs[s:e], base)
		last := ords[e-1]
		skip = binary.AppendUvarint(skip, uint64(last-prevLast))
		skip = binary.AppendUvarint(skip, uint64(len(blocks)-n0))
		skip = appendFrontier(skip, frontier(tfs[s:e], nbs[s:e]))
		prevLast, base = last, last+1
	}
	b.post = binary.AppendUvarint(b.post, uint64(len(skip)))
	b.post = append(b.post, skip...)
	b.post = append(b.post, blocks...)
}

// appendBlock writes one block: doc bits, tf bits, packed gaps, packed tf-1.
// The first gap is relative to base (previous block's last doc + 1).
func (b *segBuilder) appendBlock(dst []byte, ords, tfs []uint32, base uint32) []byte {
	gaps := b.scratch[:0]
	var maxGap, maxTf uint32
	prev := base
	for i, o := range ords {
		g := o - prev
		gaps = append(gaps, g)
		maxGap = max(maxGap, g)
		maxTf = max(maxTf, tfs[i]-1)
		prev = o + 1
	}
	dw, tw := bitsFor(maxGap), bitsFor(maxTf)
	dst = append(dst, byte(dw), byte(tw))
	dst = appendPacked(dst, gaps, dw)
	for i := range gaps {
		gaps[i] = tfs[i] - 1
	}
	dst = appendPacked(dst, gaps, tw)
	b.scratch = gaps
	return dst
}

func appendFrontier(dst []byte, f []impact) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(f)))
	for _, p := range f {
		dst = binary.AppendUvarint(dst, uint64(p.tf))
		dst = append(dst, p.nb)
	}
	return dst
}

// finish lays out header, section table and sections and returns the file.
func (b *segBuilder) finish() []byte {
	var secs [numSections][]byte
	secs[secDocs] = encodeDocIDs(b.ids)
	secs[secNorms] = b.norms
	secs[secDict] = b.dictSection()
	secs[secPostings] = b.post
	secs[secParts] = encodeParts(b.parts)
	secs[secIDOrder] = encodeIDOrder(b.ids, len(b.parts))
	out := make([]byte, headerSize)
	copy(out, segMagic)
	le := binary.LittleEndian
	le.PutUint32(out[8:], segVersion)
	le.PutUint32(out[12:], b.analyzer.flags())
	le.PutUint32(out[16:], uint32(len(b.ids)))
	le.PutUint32(out[20:], uint32(b.nterms))
	le.PutUint32(out[24:], blockSize)
	for i, s := range secs {
		for len(out)%8 != 0 && len(s) > 0 {
			out = append(out, 0)
		}
		e := out[sectionTableOff+24*i:]
		le.PutUint64(e, uint64(len(out)))
		le.PutUint64(e[8:], uint64(len(s)))
		le.PutUint32(e[16:], crc32.Checksum(s, castagnoli))
		out = append(out, s...)
	}
	le.PutUint32(out[headerCRCOff:], crc32.Checksum(out[:headerCRCOff], castagnoli))
	return out
}

// dictSection is: u32 nrestarts, u32 restart offsets, then entries.
func (b *segBuilder) dictSection() []byte {
	out := make([]byte, 0, 4+4*len(b.restarts)+len(b.dict))
	out = binary.LittleEndian.AppendUint32(out, uint32(len(b.restarts)))
	for _, r := range b.restarts {
		out = binary.LittleEndian.AppendUint32(out, r)
	}
	return append(out, b.dict...)
}
