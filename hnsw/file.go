package hnsw

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"path/filepath"
)

// File layout: see FORMAT.md. Header of headerSize bytes, then eight
// 64-byte-aligned sections in fixed order, each with its own CRC-32C.
const (
	magic       = "EVIHNSW1"
	version     = 1
	headerSize  = 512
	headerCRCAt = headerSize - 4
	tableAt     = 80
	numSections = 8
	sectAlign   = 64
	flagInt8    = 1
	flagBounded = 2  // with flagInt8: Quantization Int8Bounded
	upperEntry  = 16 // node u32, level u32, arena word offset u64
)

// Section kinds, in file order.
const (
	secVectors = iota
	secCodes
	secQMeta
	secLinks0
	secState
	secExt
	secUpperIndex
	secUpperArena
)

var sectionNames = [numSections]string{"vectors", "codes", "qmeta", "links0", "state", "ext", "upper index", "upper arena"}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

type section struct {
	off, len uint64
	crc      uint32
}

// header is the decoded fixed header.
type header struct {
	flags          uint32
	dim, metric, m uint32
	efc            uint32
	flatCutoff     int32
	entry, entryL  uint32
	n, live, seed  uint64
	autoCompact    float64
	sec            [numSections]section
}

func (h *header) encode() []byte {
	b := make([]byte, headerSize)
	copy(b, magic)
	le := binary.LittleEndian
	for i, v := range []uint32{version, h.flags, h.dim, h.metric, h.m, h.efc, uint32(h.flatCutoff), h.entry, h.entryL, numSections} {
		le.PutUint32(b[8+4*i:], v)
	}
	le.PutUint64(b[48:], h.n)
	le.PutUint64(b[56:], h.live)
	le.PutUint64(b[64:], h.seed)
	le.PutUint64(b[72:], math.Float64bits(h.autoCompact))
	for i, s := range h.sec {
		p := b[tableAt+24*i:]
		le.PutUint64(p, s.off)
		le.PutUint64(p[8:], s.len)
		le.PutUint32(p[16:], s.crc)
	}
	le.PutUint32(b[headerCRCAt:], crc32.Checksum(b[:headerCRCAt], castagnoli))
	return b
}

// decodeHeader checks magic, version, header CRC and field ranges.
func decodeHeader(b []byte) (*header, error) {
	le := binary.LittleEndian
	switch {
	case len(b) < headerSize:
		return nil, corruptf("header: %d bytes, want %d", len(b), headerSize)
	case string(b[:8]) != magic:
		return nil, corruptf("header: bad magic %q", b[:8])
	case le.Uint32(b[8:]) != version:
		return nil, corruptf("header: version %d, this build reads %d", le.Uint32(b[8:]), version)
	case le.Uint32(b[headerCRCAt:]) != crc32.Checksum(b[:headerCRCAt], castagnoli):
		return nil, corruptf("header: checksum mismatch")
	}
	u := func(i int) uint32 { return le.Uint32(b[8+4*i:]) }
	h := &header{flags: u(1), dim: u(2), metric: u(3), m: u(4), efc: u(5), flatCutoff: int32(u(6)), entry: u(7), entryL: u(8)}
	if u(9) != numSections {
		return nil, corruptf("header: %d sections, want %d", u(9), numSections)
	}
	h.n, h.live, h.seed = le.Uint64(b[48:]), le.Uint64(b[56:]), le.Uint64(b[64:])
	h.autoCompact = math.Float64frombits(le.Uint64(b[72:]))
	for i := range h.sec {
		p := b[tableAt+24*i:]
		h.sec[i] = section{le.Uint64(p), le.Uint64(p[8:]), le.Uint32(p[16:])}
	}
	return h, h.validate()
}

func (h *header) config() Config {
	q := Float32
	switch {
	case h.flags&flagBounded != 0:
		q = Int8Bounded
	case h.flags&flagInt8 != 0:
		q = Int8
	}
	return Config{Dim: int(h.dim), Metric: Metric(h.metric), M: int(h.m), EfConstruction: int(h.efc),
		Quantization: q, Seed: h.seed, FlatCutoff: int(h.flatCutoff), AutoCompact: h.autoCompact}
}

func (h *header) validate() error {
	if h.flags&^(flagInt8|flagBounded) != 0 || h.flags == flagBounded {
		return corruptf("header: unknown flags %#x", h.flags)
	}
	if h.flatCutoff == 0 {
		return corruptf("header: flat cutoff 0")
	}
	if err := h.config().validate(); err != nil {
		return corruptf("header: %v", err)
	}
	if h.n >= math.MaxUint32 || h.live > h.n {
		return corruptf("header: %d nodes, %d live", h.n, h.live)
	}
	if h.n == 0 && (h.entry != math.MaxUint32 || h.entryL != math.MaxUint32) {
		return corruptf("header: empty graph with entry %d", h.entry)
	}
	if h.n > 0 && (uint64(h.entry) >= h.n || h.entryL > maxLevel) {
		return corruptf("header: entry %d level %d with %d nodes", h.entry, h.entryL, h.n)
	}
	return nil
}

// wantLen is the exact length of fixed-size sections (upper ones vary).
func (h *header) wantLen(kind int) (uint64, bool) {
	n, dim := h.n, uint64(h.dim)
	if h.flags&flagInt8 == 0 && (kind == secCodes || kind == secQMeta) {
		return 0, true
	}
	switch kind {
	case secVectors:
		return 4 * n * dim, true
	case secCodes:
		return n * dim, true
	case secQMeta:
		return 8 * n, true
	case secLinks0:
		return 4 * n * uint64(2*h.m+1), true
	case secState:
		return 4 * n, true
	case secExt:
		return 8 * n, true
	}
	return 0, false
}

// checkSections verifies section bounds against the file size.
func (h *header) checkSections(size uint64) error {
	end := uint64(headerSize)
	for i, s := range h.sec {
		name := sectionNames[i]
		if want, fixed := h.wantLen(i); fixed && s.len != want {
			return corruptf("section %s: length %d, want %d", name, s.len, want)
		}
		switch {
		case s.off%sectAlign != 0 || s.off < end:
			return corruptf("section %s: offset %d misaligned or overlapping", name, s.off)
		case s.off > size || s.len > size-s.off:
			return corruptf("section %s: [%d,+%d) beyond file size %d (truncated?)", name, s.off, s.len, size)
		case i == secUpperIndex && s.len%upperEntry != 0, i == secUpperArena && s.len%4 != 0:
			return corruptf("section %s: length %d not a whole number of entries", name, s.len)
		}
		end = s.off + s.len
	}
	return nil
}

// Save writes the graph to path atomically (temporary file, fsync,
// rename). It takes the graph exclusively so the file is a consistent
// snapshot; tombstoned nodes are written too (Compact first to drop them).
func (g *Graph) Save(path string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return ErrClosed
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := g.writeTo(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("save sync: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save close: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save rename: %w", err)
	}
	return nil
}

// sectionWriter tracks position and the running CRC of the open section.
type sectionWriter struct {
	w   *bufio.Writer
	pos uint64
	crc uint32
}

func (s *sectionWriter) Write(p []byte) (int, error) {
	n, err := s.w.Write(p)
	s.pos += uint64(n)
	s.crc = crc32.Update(s.crc, castagnoli, p[:n])
	return n, err
}

func (s *sectionWriter) align() error {
	pad := (sectAlign - s.pos%sectAlign) % sectAlign
	_, err := s.w.Write(make([]byte, pad))
	s.pos += pad
	return err
}

func (g *Graph) writeTo(f *os.File) error {
	h := g.header()
	sw := &sectionWriter{w: bufio.NewWriterSize(f, 1<<20)}
	if _, err := sw.Write(make([]byte, headerSize)); err != nil {
		return err
	}
	v := g.view()
	for kind := range numSections {
		if err := sw.align(); err != nil {
			return err
		}
		start := sw.pos
		sw.crc = 0
		if err := g.writeSection(sw, &v, kind, h); err != nil {
			return fmt.Errorf("section %s: %w", sectionNames[kind], err)
		}
		h.sec[kind] = section{start, sw.pos - start, sw.crc}
	}
	if err := sw.w.Flush(); err != nil {
		return err
	}
	_, err := f.WriteAt(h.encode(), 0)
	return err
}

func (g *Graph) header() *header {
	h := &header{dim: uint32(g.dim), metric: uint32(g.cfg.Metric), m: uint32(g.m), efc: uint32(g.cfg.EfConstruction),
		flatCutoff: int32(g.cfg.FlatCutoff), n: uint64(g.next.Load()), live: uint64(g.live.Load()),
		seed: g.cfg.Seed, autoCompact: g.cfg.AutoCompact, entry: math.MaxUint32, entryL: math.MaxUint32}
	if g.cfg.codes() {
		h.flags |= flagInt8
	}
	if g.cfg.Quantization == Int8Bounded {
		h.flags |= flagBounded
	}
	if e := g.entry.Load(); e != emptyEntry {
		h.entry, h.entryL = entryID(e), uint32(entryLevel(e))
	}
	return h
}

// writeSection streams one section, chunk by chunk.
func (g *Graph) writeSection(w io.Writer, v *view, kind int, h *header) error {
	n, dim := int(h.n), g.dim
	if kind == secUpperIndex || kind == secUpperArena {
		return g.writeUpper(w, v, kind, n)
	}
	quant := g.cfg.codes()
	for ci := 0; ci*chunkSize < n; ci++ {
		c, cnt := v.tab[ci], min(chunkSize, n-ci*chunkSize)
		var b []byte
		switch kind {
		case secVectors:
			b = bytesOfF32(c.vecs[:cnt*dim])
		case secCodes:
			if quant {
				b = c.codes[:cnt*dim]
			}
		case secQMeta:
			if quant {
				b = bytesOfF32(c.qmeta[:2*cnt])
			}
		case secLinks0:
			b = bytesOfU32(c.links[:cnt*(g.m0+1)])
		case secState:
			b = bytesOfU32(c.state[:cnt])
		case secExt:
			b = bytesOfU64(c.ext[:cnt])
		}
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

func (g *Graph) writeUpper(w io.Writer, v *view, kind, n int) error {
	var off uint64
	var e [upperEntry]byte
	for d := 0; d < n; d++ {
		c, i := v.at(uint32(d))
		up := c.upper[i]
		if len(up) == 0 {
			continue
		}
		b := bytesOfU32(up)
		if kind == secUpperIndex {
			binary.LittleEndian.PutUint32(e[0:], uint32(d))
			binary.LittleEndian.PutUint32(e[4:], uint32(len(up)/(g.m+1)))
			binary.LittleEndian.PutUint64(e[8:], off)
			b = e[:]
		}
		if _, err := w.Write(b); err != nil {
			return err
		}
		off += uint64(len(up))
	}
	return nil
}
