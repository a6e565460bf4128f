package postings

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"
)

// Files in Options.Dir: one "<gen>.seg" per segment (gen is 16 hex digits)
// and "MANIFEST", which lists the live segments and their deletions. A
// segment file not named in MANIFEST is a leftover and is removed on open.
const (
	manifestName    = "MANIFEST"
	manifestMagic   = "EVCXMANI"
	manifestVersion = 1
	segSuffix       = ".seg"
)

func segFileName(gen uint64) string { return fmt.Sprintf("%016x%s", gen, segSuffix) }

// readWhole reads a file into memory; the purego stand-in for mmap, also
// used by tests on every platform.
func readWhole(path string) ([]byte, func() error, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("read segment: %w", err)
	}
	return b, func() error { return nil }, nil
}

// writeFileAtomic writes data to dir/name through a synced temp file and a
// rename, then syncs the directory.
func writeFileAtomic(dir, name string, data []byte) error {
	tmp, err := os.CreateTemp(dir, name+".tmp*")
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), filepath.Join(dir, name))
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", name, werr)
	}
	return syncDir(dir)
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("sync dir: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync dir: %w", err)
	}
	return nil
}

// manifestEntry is one segment of the manifest.
type manifestEntry struct {
	gen uint64
	del *roaring.Bitmap
}

// encodeManifest: magic, u32 version, u64 nextGen, u32 count, then per
// segment u64 gen, u32 length, roaring bitmap; u32 CRC-32C of all before.
func encodeManifest(nextGen uint64, segs []*liveSeg) ([]byte, error) {
	out := append([]byte(manifestMagic), 0, 0, 0, 0)
	binary.LittleEndian.PutUint32(out[8:], manifestVersion)
	out = binary.LittleEndian.AppendUint64(out, nextGen)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(segs)))
	for _, l := range segs {
		d, err := l.del.ToBytes()
		if err != nil {
			return nil, fmt.Errorf("encode deletions: %w", err)
		}
		out = binary.LittleEndian.AppendUint64(out, l.gen)
		out = binary.LittleEndian.AppendUint32(out, uint32(len(d)))
		out = append(out, d...)
	}
	return binary.LittleEndian.AppendUint32(out, crc32.Checksum(out, castagnoli)), nil
}

func decodeManifest(b []byte) (uint64, []manifestEntry, error) {
	if len(b) < 28 || string(b[:8]) != manifestMagic {
		return 0, nil, corruptf("manifest", "bad magic or %d-byte file", len(b))
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if got := crc32.Checksum(body, castagnoli); got != sum {
		return 0, nil, corruptf("manifest", "checksum %08x, want %08x", got, sum)
	}
	if v := binary.LittleEndian.Uint32(b[8:]); v != manifestVersion {
		return 0, nil, corruptf("manifest", "unsupported version %d", v)
	}
	next, n := binary.LittleEndian.Uint64(b[12:]), binary.LittleEndian.Uint32(b[20:])
	p := 24
	var out []manifestEntry
	for i := uint32(0); i < n; i++ {
		if len(body)-p < 12 {
			return 0, nil, corruptf("manifest", "entry %d truncated", i)
		}
		gen, dl := binary.LittleEndian.Uint64(body[p:]), int(binary.LittleEndian.Uint32(body[p+8:]))
		p += 12
		if dl > len(body)-p {
			return 0, nil, corruptf("manifest", "entry %d deletions truncated", i)
		}
		del := roaring.New()
		if err := del.UnmarshalBinary(body[p : p+dl]); err != nil {
			return 0, nil, corruptf("manifest", "entry %d deletions: %v", i, err)
		}
		if gen >= next {
			return 0, nil, corruptf("manifest", "entry %d generation %d >= next %d", i, gen, next)
		}
		out = append(out, manifestEntry{gen, del})
		p += dl
	}
	if p != len(body) {
		return 0, nil, corruptf("manifest", "%d trailing bytes", len(body)-p)
	}
	return next, out, nil
}

// openDir loads the manifest and its segments, validating each one and the
// deletions against it, and removes leftover segment files.
func (ix *Index) openDir() error {
	dir := ix.opts.Dir
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("open dir: %w", err)
	}
	b, err := os.ReadFile(filepath.Join(dir, manifestName))
	if errors.Is(err, fs.ErrNotExist) {
		ix.nextGen = 1
		return ix.removeLeftovers()
	}
	if err != nil {
		return fmt.Errorf("read manifest: %w", err)
	}
	next, ents, err := decodeManifest(b)
	if err != nil {
		return err
	}
	ix.nextGen = next
	for _, e := range ents {
		if err := ix.openDirSegment(e); err != nil {
			ix.releaseAll()
			return err
		}
	}
	return ix.removeLeftovers()
}

func (ix *Index) openDirSegment(e manifestEntry) error {
	name := segFileName(e.gen)
	data, release, err := loadFile(filepath.Join(ix.opts.Dir, name))
	if err != nil {
		return err
	}
	s, err := openSegment(data)
	if err != nil {
		release()
		return fmt.Errorf("segment %s: %w", name, err)
	}
	s.release = release
	if s.analyzer != ix.opts.Analyzer {
		release()
		return fmt.Errorf("segment %s: analyzer %+v differs from options %+v: %w", name, s.analyzer, ix.opts.Analyzer, ErrInvalid)
	}
	if !e.del.IsEmpty() && e.del.Maximum() >= uint32(s.numDocs) {
		release()
		return corruptf("manifest", "segment %s deletes ordinal %d of %d", name, e.del.Maximum(), s.numDocs)
	}
	ix.segs = append(ix.segs, newLiveSeg(s, e.gen, e.del))
	return nil
}

// removeLeftovers deletes segment and temp files the manifest does not name.
func (ix *Index) removeLeftovers() error {
	keep := map[string]bool{}
	for _, l := range ix.segs {
		keep[segFileName(l.gen)] = true
	}
	ents, err := os.ReadDir(ix.opts.Dir)
	if err != nil {
		return fmt.Errorf("list dir: %w", err)
	}
	for _, e := range ents {
		n := e.Name()
		if (strings.HasSuffix(n, segSuffix) && !keep[n]) || strings.Contains(n, ".tmp") {
			os.Remove(filepath.Join(ix.opts.Dir, n))
		}
	}
	return nil
}

// saveManifest persists the current segment list and deletions.
func (ix *Index) saveManifest(segs []*liveSeg) error {
	if ix.opts.Dir == "" {
		return nil
	}
	b, err := encodeManifest(ix.nextGen, segs)
	if err != nil {
		return err
	}
	return writeFileAtomic(ix.opts.Dir, manifestName, b)
}

// installSegment turns encoded bytes into an open segment: in memory
// directly, or written to Dir and loaded back (mmap'd).
// It reserves the next generation, so wmu must be held.
func (ix *Index) installSegment(data []byte) (*liveSeg, error) {
	return ix.installSegmentGen(data, ix.reserveGen())
}

// reserveGen hands out a segment generation (wmu held).
func (ix *Index) reserveGen() uint64 {
	gen := ix.nextGen
	ix.nextGen++
	return gen
}

// installSegmentGen is installSegment with a reserved generation; it
// needs no lock.
func (ix *Index) installSegmentGen(data []byte, gen uint64) (*liveSeg, error) {
	if ix.opts.Dir == "" {
		s, err := openSegment(data)
		if err != nil {
			return nil, err
		}
		return newLiveSeg(s, gen, nil), nil
	}
	name := segFileName(gen)
	if err := writeFileAtomic(ix.opts.Dir, name, data); err != nil {
		return nil, err
	}
	m, release, err := loadFile(filepath.Join(ix.opts.Dir, name))
	if err != nil {
		return nil, err
	}
	s, err := openSegment(m)
	if err != nil {
		release()
		return nil, fmt.Errorf("segment %s: %w", name, err)
	}
	s.release = release
	return newLiveSeg(s, gen, nil), nil
}

// retire releases segments that left the index and removes their files.
func (ix *Index) retire(old []*liveSeg) {
	for _, l := range old {
		if l.seg.release != nil {
			l.seg.release()
		}
		if ix.opts.Dir != "" {
			os.Remove(filepath.Join(ix.opts.Dir, segFileName(l.gen)))
		}
	}
}

func (ix *Index) releaseAll() {
	for _, l := range ix.segs {
		if l.seg.release != nil {
			l.seg.release()
		}
	}
	ix.segs = nil
}
