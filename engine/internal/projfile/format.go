package projfile

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

// File layout: see FORMAT.md. The first 16 bytes (magic, version, header
// length) and the header CRC at headerLen-4 keep their places in every
// version, so a reader can tell a damaged header (ErrCorrupt) from a newer
// one (ErrVersion) before it knows the rest of the layout.
const (
	magic       = "EVCXPROJ"
	version     = 1
	fixedHeader = 64 // fields before the section table
	entrySize   = 32 // one section table entry
	align       = 64 // header length and every section offset
	maxHeader   = 1 << 28
	maxKind     = 255
	maxStamp    = 1<<16 - 1
	maxName     = 1024
	maxSections = 1 << 20
)

// sectionType says how a section's payload is encoded.
type sectionType uint16

const (
	typeBytes   sectionType = 1 // raw bytes
	typeUint32s sectionType = 2 // little-endian u32 array
	typeInt64s  sectionType = 3 // little-endian i64 array
	typeTable   sectionType = 4 // sorted string -> u32 table (table.go)
	typeBitmap  sectionType = 5 // roaring bitmap, portable serialization
	typeRecords sectionType = 6 // list of byte records (records.go)
)

func (t sectionType) String() string {
	switch t {
	case typeBytes:
		return "bytes"
	case typeUint32s:
		return "uint32s"
	case typeInt64s:
		return "int64s"
	case typeTable:
		return "table"
	case typeBitmap:
		return "bitmap"
	case typeRecords:
		return "records"
	}
	return "unknown"
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// entry is one decoded section table entry.
type entry struct {
	name string
	typ  sectionType
	off  uint64 // payload start, 64-byte aligned
	len  uint64 // payload bytes; the CRC also covers the zero pad after them
	crc  uint32
}

// padded is the section's extent including its zero pad.
func (e *entry) padded() uint64 { return alignUp(e.off+e.len) - e.off }

// header is the decoded fixed header.
type header struct {
	length  uint64 // header bytes, CRC included
	fileLen uint64
	kind    string
	stamp   []byte
	secs    []entry
}

func alignUp(n uint64) uint64 { return (n + align - 1) &^ (align - 1) }

// headerLen is the encoded size of a header with these variable parts.
func headerLen(kind, stamp int, names []string) uint64 {
	n := uint64(fixedHeader + entrySize*len(names) + kind + stamp + 4)
	for _, s := range names {
		n += uint64(len(s))
	}
	return alignUp(n)
}

// encode lays out h; h.length and every entry must already be set.
func (h *header) encode() []byte {
	le := binary.LittleEndian
	b := make([]byte, h.length)
	copy(b, magic)
	le.PutUint32(b[8:], version)
	le.PutUint32(b[12:], uint32(h.length))
	le.PutUint64(b[16:], h.fileLen)
	le.PutUint32(b[24:], uint32(len(h.secs)))
	le.PutUint16(b[28:], uint16(len(h.kind)))
	le.PutUint16(b[30:], uint16(len(h.stamp)))
	p := fixedHeader + entrySize*len(h.secs)
	p += copy(b[p:], h.kind)
	p += copy(b[p:], h.stamp)
	names := p
	for i, e := range h.secs {
		t := b[fixedHeader+entrySize*i:]
		le.PutUint64(t, e.off)
		le.PutUint64(t[8:], e.len)
		le.PutUint32(t[16:], e.crc)
		le.PutUint16(t[20:], uint16(e.typ))
		le.PutUint16(t[22:], uint16(len(e.name)))
		le.PutUint32(t[24:], uint32(p-names))
		p += copy(b[p:], e.name)
	}
	le.PutUint32(b[32:], uint32(p-names))
	le.PutUint32(b[h.length-4:], crc32.Checksum(b[:h.length-4], castagnoli))
	return b
}

// decodeHeader checks magic, header length, CRC, version and then every
// field and section bound against the file size. It reads no section.
func decodeHeader(b []byte) (*header, error) {
	le := binary.LittleEndian
	switch {
	case len(b) < fixedHeader:
		return nil, corruptf("header: file of %d bytes, want at least %d", len(b), fixedHeader)
	case string(b[:8]) != magic:
		return nil, corruptf("header: bad magic %q", b[:8])
	}
	hl := uint64(le.Uint32(b[12:]))
	switch {
	case hl < fixedHeader || hl%align != 0 || hl > maxHeader:
		return nil, corruptf("header: length %d", hl)
	case hl > uint64(len(b)):
		return nil, corruptf("header: length %d beyond file size %d (truncated?)", hl, len(b))
	case le.Uint32(b[hl-4:]) != crc32.Checksum(b[:hl-4], castagnoli):
		return nil, corruptf("header: checksum mismatch")
	}
	if v := le.Uint32(b[8:]); v != version {
		if v > version {
			return nil, fmt.Errorf("%w: file version %d, this build reads %d", ErrVersion, v, version)
		}
		return nil, corruptf("header: version %d", v)
	}
	h := &header{length: hl, fileLen: le.Uint64(b[16:])}
	if h.fileLen != uint64(len(b)) {
		return nil, corruptf("header: file length %d, file has %d bytes (truncated?)", h.fileLen, len(b))
	}
	return h, h.decodeBody(b[:hl])
}

// decodeBody reads the counts, kind, stamp and section table of a header
// whose CRC has been checked.
func (h *header) decodeBody(b []byte) error {
	le := binary.LittleEndian
	n := uint64(le.Uint32(b[24:]))
	kl, sl, nl := uint64(le.Uint16(b[28:])), uint64(le.Uint16(b[30:])), uint64(le.Uint32(b[32:]))
	for _, x := range b[36:fixedHeader] {
		if x != 0 {
			return corruptf("header: reserved bytes not zero")
		}
	}
	if n > maxSections || kl == 0 || kl > maxKind || fixedHeader+entrySize*n+kl+sl+nl+4 > h.length {
		return corruptf("header: %d sections, kind %d, stamp %d, names %d bytes do not fit %d", n, kl, sl, nl, h.length)
	}
	p := fixedHeader + entrySize*n
	h.kind = string(b[p : p+kl])
	h.stamp = append([]byte(nil), b[p+kl:p+kl+sl]...)
	names := b[p+kl+sl : p+kl+sl+nl]
	h.secs = make([]entry, n)
	end := h.length
	for i := range h.secs {
		e, err := decodeEntry(b[fixedHeader+entrySize*i:], names, end, h.fileLen)
		if err != nil {
			return fmt.Errorf("section %d: %w", i, err)
		}
		h.secs[i], end = e, alignUp(e.off+e.len)
	}
	if end != h.fileLen {
		return corruptf("header: sections end at %d, file length %d", end, h.fileLen)
	}
	return nil
}

// decodeEntry decodes one table entry; the section must start exactly at
// at, the aligned end of what precedes it, so sections tile the file and
// every byte is under exactly one CRC.
func decodeEntry(t, names []byte, at, fileLen uint64) (entry, error) {
	le := binary.LittleEndian
	e := entry{off: le.Uint64(t), len: le.Uint64(t[8:]), crc: le.Uint32(t[16:]), typ: sectionType(le.Uint16(t[20:]))}
	nl, no := uint64(le.Uint16(t[22:])), uint64(le.Uint32(t[24:]))
	switch {
	case nl == 0 || nl > maxName || no > uint64(len(names)) || nl > uint64(len(names))-no:
		return e, corruptf("name [%d,+%d) outside %d name bytes", no, nl, len(names))
	case le.Uint32(t[28:]) != 0:
		return e, corruptf("reserved bytes not zero")
	case e.typ < typeBytes || e.typ > typeRecords:
		return e, corruptf("unknown type %d", e.typ)
	case e.off != at:
		return e, corruptf("offset %d, want %d", e.off, at)
	case e.off > fileLen || e.len > fileLen-e.off:
		return e, corruptf("[%d,+%d) beyond file length %d", e.off, e.len, fileLen)
	}
	e.name = string(names[no : no+nl])
	return e, nil
}
