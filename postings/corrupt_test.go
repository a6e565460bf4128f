package postings

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sampleSegment builds a small multi-block segment file of one partition.
func sampleSegment(t testing.TB, docs int) []byte {
	return sampleSegmentParts(t, docs, 1)
}

// sampleSegmentParts builds a segment whose docs (ids interleaved in add
// order) spread round robin over nparts partitions, so it has the parts
// and idorder sections of a multi-partition segment.
func sampleSegmentParts(t testing.TB, docs, nparts int) []byte {
	t.Helper()
	c := newCorpus(21, 60)
	m := newMemBuffer()
	for d := 0; d < docs; d++ {
		m.add(AnalyzerOptions{}, Partition(d%nparts*3), uint32(d*2), c.text(15))
	}
	return buildFromBuffer(AnalyzerOptions{}, m)
}

// exercise opens data and, if it opens, checks and queries it, in each
// partition range and across all, and looks up ids; any failure must be
// an ErrCorrupt error, never a panic.
func exercise(data []byte) error {
	s, err := openSegment(data)
	if err != nil {
		return err
	}
	if err := checkSegment(s); err != nil {
		return err
	}
	l := newLiveSeg(s, 1, nil)
	sc := newScorer(1.2, 0.75, stats{n: uint64(s.numDocs) + 1, sumLen: 100})
	ranges := []ordRange{{0, uint32(s.numDocs)}}
	for i := 0; i < s.parts.len() && i < 4; i++ {
		lo, hi := s.parts.bounds(i)
		ranges = append(ranges, ordRange{lo, hi})
		if _, ok := s.ordOf(s.id(lo)); !ok {
			return corruptf("test", "ordOf misses the id of ordinal %d", lo)
		}
	}
	it := s.terms()
	for n := 0; n < 5 && it.next(); n++ {
		if _, err := l.liveDF(string(it.term), it.off); err != nil {
			return err
		}
		for _, r := range ranges {
			m, err := readTermMeta(s, it.off)
			if err != nil {
				return err
			}
			c, err := newCursorAt(s, m, 0, 1, sc, r.lo)
			if err != nil {
				return err
			}
			q := &segSearch{s: s, sc: sc, top: newTopK(3), curs: []*cursor{c}, nterms: 1, contrib: make([]float64, 1), has: make([]bool, 1)}
			if err := q.runRange(&plan{terms: []string{"x"}}, r, false, true); err != nil {
				return err
			}
		}
	}
	return it.err
}

func TestCorruptTruncated(t *testing.T) {
	data := sampleSegment(t, 400)
	if err := exercise(data); err != nil {
		t.Fatalf("valid segment: %v", err)
	}
	for _, n := range []int{0, 7, headerSize - 1, headerSize, len(data) / 2, len(data) - 1} {
		err := exercise(data[:n])
		if !errors.Is(err, ErrCorrupt) {
			t.Fatalf("truncated to %d: %v", n, err)
		}
	}
}

// TestCorruptBitFlips flips bytes in every region of single- and
// multi-partition segments; the checksums must catch each and the error
// must name the section.
func TestCorruptBitFlips(t *testing.T) {
	for _, nparts := range []int{1, 5} {
		data := sampleSegmentParts(t, 400, nparts)
		lay, _ := layoutOf(segVersion)
		secs, _ := sections(data, lay)
		le := binary.LittleEndian
		for i, name := range sectionNames {
			off := int(le.Uint64(data[sectionTableOff+24*i:]))
			if len(secs[i]) == 0 {
				continue
			}
			bad := append([]byte(nil), data...)
			bad[off+len(secs[i])/2] ^= 0x40
			err := exercise(bad)
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), name) {
				t.Fatalf("parts %d: flip in %s: %v", nparts, name, err)
			}
		}
		for _, off := range []int{0, 9, 13, 17, 40, 170} {
			bad := append([]byte(nil), data...)
			bad[off] ^= 1
			if err := exercise(bad); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "header") {
				t.Fatalf("parts %d: flip at header %d: %v", nparts, off, err)
			}
		}
	}
}

// resum recomputes every checksum so that mutations reach the decoders.
func resum(data []byte) {
	if len(data) < headerSizeV1 {
		return
	}
	le := binary.LittleEndian
	lay, ok := layoutOf(le.Uint32(data[8:]))
	if !ok || len(data) < lay.size {
		return
	}
	for i := 0; i < lay.sections; i++ {
		e := data[sectionTableOff+24*i:]
		off, n := le.Uint64(e), le.Uint64(e[8:])
		if off <= uint64(len(data)) && n <= uint64(len(data))-off {
			le.PutUint32(e[16:], crc32.Checksum(data[off:off+n], castagnoli))
		}
	}
	le.PutUint32(data[lay.crcOff:], crc32.Checksum(data[:lay.crcOff], castagnoli))
}

// TestCorruptStructural mutates bytes with checksums fixed up: the decoders
// themselves must reject or survive every mutation without panicking.
func TestCorruptStructural(t *testing.T) {
	seed := int64(77)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	for _, nparts := range []int{1, 5} {
		data := sampleSegmentParts(t, 400, nparts)
		rejected := 0
		for i := 0; i < 3000; i++ {
			bad := append([]byte(nil), data...)
			for j := 0; j < 1+r.Intn(3); j++ {
				p := headerSize + r.Intn(len(bad)-headerSize)
				bad[p] = byte(r.Intn(256))
			}
			resum(bad)
			if err := exercise(bad); err != nil {
				if !errors.Is(err, ErrCorrupt) {
					t.Fatalf("parts %d mutation %d: error does not wrap ErrCorrupt: %v", nparts, i, err)
				}
				rejected++
			}
		}
		if rejected == 0 {
			t.Fatalf("parts %d: no structural mutation was detected", nparts)
		}
		t.Logf("parts %d: %d/3000 mutations rejected by structure checks", nparts, rejected)
	}
}

// TestCorruptPartsSections damages the partition directory and the id
// order with checksums fixed up: each damage that breaks an invariant
// must be refused with an error naming the section, and random bytes
// there must never panic.
func TestCorruptPartsSections(t *testing.T) {
	data := sampleSegmentParts(t, 400, 5)
	le := binary.LittleEndian
	secOff := func(b []byte, i int) (int, int) {
		e := b[sectionTableOff+24*i:]
		return int(le.Uint64(e)), int(le.Uint64(e[8:]))
	}
	po, _ := secOff(data, secParts)
	io, ilen := secOff(data, secIDOrder)
	cases := []struct {
		name, part string
		mut        func(b []byte)
	}{
		{"count too large", "parts", func(b []byte) { le.PutUint32(b[po:], 6) }},
		{"first row not at 0", "parts", func(b []byte) { le.PutUint32(b[po+8:], 1) }},
		{"partitions out of order", "parts", func(b []byte) { le.PutUint32(b[po+4+8:], 9) }},
		{"firsts out of order", "parts", func(b []byte) { le.PutUint32(b[po+4+8+4:], le.Uint32(b[po+4+16+4:])) }},
		{"row past the docs", "parts", func(b []byte) { le.PutUint32(b[po+4+32+4:], 400) }},
		{"idorder width", "idorder", func(b []byte) { b[io]++ }},
		{"idorder repeats an ordinal", "idorder", func(b []byte) { b[io+1], b[io+2] = b[io+3], b[io+4] }},
	}
	for _, c := range cases {
		bad := append([]byte(nil), data...)
		c.mut(bad)
		resum(bad)
		if err := exercise(bad); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), c.part) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 2000; i++ {
		bad := append([]byte(nil), data...)
		if i%2 == 0 {
			bad[po+4+r.Intn(40)] = byte(r.Intn(256))
		} else {
			bad[io+r.Intn(ilen)] = byte(r.Intn(256))
		}
		resum(bad)
		if err := exercise(bad); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("mutation %d: %v", i, err)
		}
	}
}

func TestCorruptFileOnOpen(t *testing.T) {
	dir := t.TempDir()
	ix, _ := New(Options{Dir: dir, FlushDocs: 50})
	c := newCorpus(3, 50)
	for d := uint32(0); d < 120; d++ {
		ix.Add(d, c.text(10))
	}
	ix.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, "*"+segSuffix))
	if len(segs) == 0 {
		t.Fatal("no segment files")
	}
	b, _ := os.ReadFile(segs[0])
	e := b[sectionTableOff+24*secPostings:]
	b[binary.LittleEndian.Uint64(e)+binary.LittleEndian.Uint64(e[8:])-3] ^= 0xff
	os.WriteFile(segs[0], b, 0o644)
	_, err := New(Options{Dir: dir})
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "postings") {
		t.Fatalf("corrupt segment on open: %v", err)
	}
	mf := filepath.Join(dir, manifestName)
	mb, _ := os.ReadFile(mf)
	mb[10] ^= 1
	os.WriteFile(mf, mb, 0o644)
	if _, err := New(Options{Dir: dir}); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "manifest") {
		t.Fatalf("corrupt manifest: %v", err)
	}
}

// TestPuregoLoad opens the same file through the mmap path and the
// portable read path; both must give identical results.
func TestPuregoLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, segFileName(1))
	os.WriteFile(path, sampleSegment(t, 300), 0o644)
	for _, load := range []func(string) ([]byte, func() error, error){loadFile, readWhole} {
		b, release, err := load(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := exercise(b); err != nil {
			t.Fatal(err)
		}
		if err := release(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("loadFile uses mmap: %v", usesMmap)
}

func FuzzOpenSegment(f *testing.F) {
	f.Add(sampleSegment(f, 3))
	f.Add(sampleSegment(f, 200))
	f.Add(sampleSegmentParts(f, 7, 3))
	f.Add(sampleSegmentParts(f, 300, 4))
	f.Add([]byte(segMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		if err := exercise(b); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("error does not wrap ErrCorrupt: %v", err)
		}
	})
}

// FuzzSegmentDecoders fixes checksums after mutation so the fuzzer reaches
// the dictionary and postings decoders.
func FuzzSegmentDecoders(f *testing.F) {
	f.Add(sampleSegment(f, 3))
	f.Add(sampleSegment(f, 200))
	f.Add(sampleSegmentParts(f, 7, 3))
	f.Add(sampleSegmentParts(f, 300, 4))
	f.Fuzz(func(t *testing.T, b []byte) {
		b = append([]byte(nil), b...)
		resum(b)
		if err := exercise(b); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("error does not wrap ErrCorrupt: %v", err)
		}
	})
}

func FuzzManifest(f *testing.F) {
	l := newLiveSeg(&segment{}, 1, nil)
	l.del.Add(5)
	m, _ := encodeManifest(3, nil, []*liveSeg{l})
	f.Add(m)
	m, _ = encodeManifest(3, []byte("journal seq 12345"), []*liveSeg{l, newLiveSeg(&segment{}, 2, nil)})
	f.Add(m)
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, err := decodeManifest(b); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("error does not wrap ErrCorrupt: %v", err)
		}
	})
}
