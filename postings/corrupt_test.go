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

// sampleSegment builds a small multi-block segment file.
func sampleSegment(t testing.TB, docs int) []byte {
	t.Helper()
	c := newCorpus(21, 60)
	m := newMemBuffer()
	for d := 0; d < docs; d++ {
		m.add(AnalyzerOptions{}, uint32(d*2), c.text(15))
	}
	return buildFromBuffer(AnalyzerOptions{}, m)
}

// exercise opens data and, if it opens, checks and queries it; any failure
// must be an ErrCorrupt error, never a panic.
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
	it := s.terms()
	for n := 0; n < 5 && it.next(); n++ {
		if _, err := l.liveDF(string(it.term), it.off); err != nil {
			return err
		}
		c, err := openCursor(s, it.off, 0, 1, sc)
		if err != nil {
			return err
		}
		q := &segSearch{s: s, sc: sc, top: newTopK(3), curs: []*cursor{c}, nterms: 1, contrib: make([]float64, 1), has: make([]bool, 1)}
		if err := q.or(); err != nil {
			return err
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

// TestCorruptBitFlips flips bytes in every region; the checksums must
// catch each and the error must name the section.
func TestCorruptBitFlips(t *testing.T) {
	data := sampleSegment(t, 400)
	secs, _ := sections(data)
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
			t.Fatalf("flip in %s: %v", name, err)
		}
	}
	for _, off := range []int{0, 9, 13, 17, 40} {
		bad := append([]byte(nil), data...)
		bad[off] ^= 1
		if err := exercise(bad); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "header") {
			t.Fatalf("flip at header %d: %v", off, err)
		}
	}
}

// resum recomputes every checksum so that mutations reach the decoders.
func resum(data []byte) {
	if len(data) < headerSize {
		return
	}
	le := binary.LittleEndian
	for i := 0; i < numSections; i++ {
		e := data[sectionTableOff+24*i:]
		off, n := le.Uint64(e), le.Uint64(e[8:])
		if off <= uint64(len(data)) && n <= uint64(len(data))-off {
			le.PutUint32(e[16:], crc32.Checksum(data[off:off+n], castagnoli))
		}
	}
	le.PutUint32(data[headerCRCOff:], crc32.Checksum(data[:headerCRCOff], castagnoli))
}

// TestCorruptStructural mutates bytes with checksums fixed up: the decoders
// themselves must reject or survive every mutation without panicking.
func TestCorruptStructural(t *testing.T) {
	seed := int64(77)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	data := sampleSegment(t, 400)
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
				t.Fatalf("mutation %d: error does not wrap ErrCorrupt: %v", i, err)
			}
			rejected++
		}
	}
	if rejected == 0 {
		t.Fatal("no structural mutation was detected")
	}
	t.Logf("%d/3000 mutations rejected by structure checks", rejected)
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
	b[len(b)-3] ^= 0xff
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
	m, _ := encodeManifest(3, []*liveSeg{l})
	f.Add(m)
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, _, err := decodeManifest(b); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("error does not wrap ErrCorrupt: %v", err)
		}
	})
}
