package hnsw

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
)

// Open maps an index file written by Save. It reads and checks the header
// (magic, version, CRC-32C, field ranges), every section's bounds against
// the file size, the upper-layer index (O(nodes/M)) and the state section
// (O(nodes) words); it does not read vectors or links, so opening is fast
// and resident memory stays small until queries touch pages. Section
// CRCs are not checked here: call Verify for that. A link that points
// outside the graph is still caught when a Search meets it (ErrCorrupt).
//
// The mapping is private: Add/Delete after Open change memory only; Save
// to persist. Close releases the mapping.
func Open(path string) (*Graph, error) { return open(path, openMapping) }

// Load reads an index file written by Save into memory instead of mapping
// it: opening costs a read of the whole file and resident memory is the
// file's size from the start, in exchange for searches that never fault a
// page in. On Linux the memory is advised for transparent huge pages
// (madvise MADV_HUGEPAGE), which removes most TLB misses of a graph walk
// over a large index; where the kernel grants none, the data sits in
// ordinary pages. Checks and the rest of the contract are those of Open.
func Load(path string) (*Graph, error) { return open(path, loadMapping) }

func open(path string, mapFile func(*os.File, int64) (*mapping, error)) (*Graph, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("open stat: %w", err)
	}
	hb := make([]byte, headerSize)
	if _, err := io.ReadFull(f, hb); err != nil {
		return nil, fmt.Errorf("open %s: %w: header: %v", path, ErrCorrupt, err)
	}
	h, err := decodeHeader(hb)
	if err == nil {
		err = h.checkSections(uint64(st.Size()))
	}
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	m, err := mapFile(f, st.Size())
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	g, err := fromMapping(h, m)
	if err != nil {
		m.close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return g, nil
}

func (h *header) bytes(m *mapping, kind int) []byte {
	s := h.sec[kind]
	return m.data[s.off : s.off+s.len : s.off+s.len]
}

func fromMapping(h *header, m *mapping) (*Graph, error) {
	g := newGraph(h.config().withDefaults())
	g.file = m
	tab, err := g.chunksFrom(h, m)
	if err != nil {
		return nil, err
	}
	g.chunks.Store(&tab)
	g.next.Store(uint32(h.n))
	if err := g.countStates(h); err != nil {
		return nil, err
	}
	g.entry.Store(emptyEntry)
	if h.n > 0 {
		g.entry.Store(packEntry(h.entry, int(h.entryL)))
	}
	v := g.view()
	if h.n > 0 && v.level(h.entry) != int(h.entryL) {
		return nil, corruptf("entry %d: level %d, header says %d", h.entry, v.level(h.entry), h.entryL)
	}
	return g, nil
}

// chunksFrom slices the mapped sections into chunks. Full chunks alias the
// mapping; a partial last chunk is copied to the heap so Add can fill it.
func (g *Graph) chunksFrom(h *header, m *mapping) ([]*chunk, error) {
	n, dim, w := int(h.n), g.dim, g.m0+1
	vecs, links := viewF32(h.bytes(m, secVectors)), viewU32(h.bytes(m, secLinks0))
	state, ext := viewU32(h.bytes(m, secState)), viewU64(h.bytes(m, secExt))
	codes, qmeta := h.bytes(m, secCodes), viewF32(h.bytes(m, secQMeta))
	var tab []*chunk
	for lo := 0; lo < n; lo += chunkSize {
		hi := min(lo+chunkSize, n)
		c := &chunk{vecs: vecs[lo*dim : hi*dim], links: links[lo*w : hi*w], state: state[lo:hi], ext: ext[lo:hi],
			upper: make([][]uint32, chunkSize)}
		if g.cfg.codes() {
			c.codes, c.qmeta = codes[lo*dim:hi*dim], qmeta[2*lo:2*hi]
		}
		if hi-lo < chunkSize {
			c = g.heapCopy(c)
		}
		tab = append(tab, c)
	}
	return tab, g.attachUpper(h, m, tab)
}

func (g *Graph) heapCopy(src *chunk) *chunk {
	c := g.newChunk()
	copy(c.vecs, src.vecs)
	copy(c.links, src.links)
	copy(c.state, src.state)
	copy(c.ext, src.ext)
	copy(c.codes, src.codes)
	copy(c.qmeta, src.qmeta)
	return c
}

// attachUpper validates the upper-layer index and points each upper node
// at its slots in the arena.
func (g *Graph) attachUpper(h *header, m *mapping, tab []*chunk) error {
	idx, arena := h.bytes(m, secUpperIndex), viewU32(h.bytes(m, secUpperArena))
	var off uint64
	prev := -1
	for p := 0; p < len(idx); p += upperEntry {
		d := binary.LittleEndian.Uint32(idx[p:])
		l := binary.LittleEndian.Uint32(idx[p+4:])
		o := binary.LittleEndian.Uint64(idx[p+8:])
		words := uint64(l) * uint64(g.m+1)
		switch {
		case uint64(d) >= h.n || int(d) <= prev:
			return corruptf("upper index entry %d: node %d out of order or range", p/upperEntry, d)
		case l < 1 || l > maxLevel:
			return corruptf("upper index node %d: level %d", d, l)
		case o != off || words > uint64(len(arena))-off:
			return corruptf("upper index node %d: arena offset %d, want %d within %d words", d, o, off, len(arena))
		}
		up := arena[off : off+words : off+words]
		if tab[d>>chunkShift].vecs == nil {
			return corruptf("upper index node %d: no chunk", d)
		}
		tab[d>>chunkShift].upper[d&chunkMask] = up
		off += words
		prev = int(d)
	}
	if off != uint64(len(arena)) {
		return corruptf("upper arena: %d words, index covers %d", len(arena), off)
	}
	return nil
}

// countStates validates the state section and restores live/dead counts.
func (g *Graph) countStates(h *header) error {
	v := g.view()
	var live, dead int64
	for d := uint32(0); uint64(d) < h.n; d++ {
		switch v.state(d) {
		case stateLive:
			live++
		case stateDead:
			dead++
		default:
			return corruptf("node %d: state %d", d, v.state(d))
		}
	}
	if uint64(live) != h.live {
		return corruptf("state section: %d live, header says %d", live, h.live)
	}
	g.live.Store(live)
	g.dead.Store(dead)
	return nil
}

func (g *Graph) ensureIDs() error {
	g.idMu.RLock()
	ok := g.idsOK
	g.idMu.RUnlock()
	if ok {
		return nil
	}
	g.idMu.Lock()
	defer g.idMu.Unlock()
	return g.loadIDsLocked()
}

// loadIDsLocked builds the external-id map of an opened graph on first
// need (Add, Delete, flat filtered search). Caller holds idMu.
func (g *Graph) loadIDsLocked() error {
	if g.idsOK {
		return nil
	}
	v := g.view()
	n := g.next.Load()
	ids := make(map[uint64]uint32, g.live.Load())
	identity := true
	for d := uint32(0); d < n; d++ {
		e := v.ext(d)
		identity = identity && e == uint64(d)
		if v.state(d) != stateLive {
			continue
		}
		if prev, dup := ids[e]; dup {
			return corruptf("id %d on nodes %d and %d", e, prev, d)
		}
		ids[e] = d
	}
	g.ids, g.idsOK, g.identity = ids, true, identity
	return nil
}

// Close releases the file mapping. The Graph is unusable afterwards.
func (g *Graph) Close() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return nil
	}
	g.closed = true
	empty := []*chunk{}
	g.chunks.Store(&empty)
	if g.file != nil {
		err := g.file.close()
		g.file = nil
		return err
	}
	return nil
}

// Verify reads the index file at path in full and checks the header and
// every section's CRC-32C, without building a graph. Open plus Verify is
// the full integrity check; Open alone is the fast one.
func Verify(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("verify stat: %w", err)
	}
	hb := make([]byte, headerSize)
	if _, err := io.ReadFull(f, hb); err != nil {
		return fmt.Errorf("verify %s: %w: header: %v", path, ErrCorrupt, err)
	}
	h, err := decodeHeader(hb)
	if err == nil {
		err = h.checkSections(uint64(st.Size()))
	}
	for i := 0; err == nil && i < numSections; i++ {
		err = checkCRC(f, h.sec[i], sectionNames[i])
	}
	if err != nil {
		return fmt.Errorf("verify %s: %w", path, err)
	}
	return nil
}

func checkCRC(f *os.File, s section, name string) error {
	c := crc32.New(castagnoli)
	if _, err := io.Copy(c, io.NewSectionReader(f, int64(s.off), int64(s.len))); err != nil {
		return fmt.Errorf("section %s: %w", name, err)
	}
	if c.Sum32() != s.crc {
		return corruptf("section %s: checksum %08x, header says %08x", name, c.Sum32(), s.crc)
	}
	return nil
}
