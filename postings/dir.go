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

	"github.com/evicortex/evicortex/internal/faultinject"
)

// Files in Options.Dir: one "<gen>.seg" per segment (gen is 16 hex digits)
// and "MANIFEST", which lists the live segments and their deletions. A
// segment file not named in MANIFEST is a leftover and is removed on open.
const (
	manifestName    = "MANIFEST"
	manifestMagic   = "EVCXMANI"
	manifestVersion = 2 // the version written; version 1 (no stamp) still opens
	segSuffix       = ".seg"
	// MaxStampBytes bounds the stamp Checkpoint records.
	MaxStampBytes = 64 << 10
)

// testHookFS, when set by a test, is called after each step that changes
// the directory (op is create, write, sync, rename, syncdir or remove), so
// a test can copy the directory as a crash at that point would leave it.
var testHookFS func(op, path string)

func fsStep(op, path string) {
	if testHookFS != nil {
		testHookFS(op, path)
	}
}

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
	if err := faultinject.File(faultinject.FileCreate, filepath.Join(dir, name)); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	tmp, err := os.CreateTemp(dir, name+".tmp*")
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	fsStep("create", tmp.Name())
	werr := faultinject.File(faultinject.FileWrite, tmp.Name())
	if werr == nil {
		_, werr = tmp.Write(data)
	}
	if werr == nil {
		fsStep("write", tmp.Name())
		if werr = faultinject.File(faultinject.FileSync, tmp.Name()); werr == nil {
			werr = tmp.Sync()
		}
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		fsStep("sync", tmp.Name())
		if werr = faultinject.File(faultinject.FileRename, filepath.Join(dir, name)); werr == nil {
			werr = os.Rename(tmp.Name(), filepath.Join(dir, name))
		}
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", name, werr)
	}
	fsStep("rename", filepath.Join(dir, name))
	if err := faultinject.File(faultinject.DirSync, dir); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
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
	fsStep("syncdir", dir)
	return nil
}

// removeFile removes one of the index's files; a file already gone is fine.
func removeFile(path string) error {
	err := os.Remove(path)
	if err == nil {
		fsStep("remove", path)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// manifestEntry is one segment of the manifest.
type manifestEntry struct {
	gen uint64
	del *roaring.Bitmap
}

// encodeManifest: magic, u32 version, u64 nextGen, u32 stamp length,
// stamp, u32 count, then per segment u64 gen, u32 length, roaring bitmap;
// u32 CRC-32C of all before.
func encodeManifest(nextGen uint64, stamp []byte, segs []*liveSeg) ([]byte, error) {
	out := append([]byte(manifestMagic), 0, 0, 0, 0)
	binary.LittleEndian.PutUint32(out[8:], manifestVersion)
	out = binary.LittleEndian.AppendUint64(out, nextGen)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(stamp)))
	out = append(out, stamp...)
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

// manifest is a decoded MANIFEST.
type manifest struct {
	nextGen uint64
	stamp   []byte // nil if none (or empty), and in version 1
	segs    []manifestEntry
}

func decodeManifest(b []byte) (manifest, error) {
	if len(b) < 28 || string(b[:8]) != manifestMagic {
		return manifest{}, corruptf("manifest", "bad magic or %d-byte file", len(b))
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if got := crc32.Checksum(body, castagnoli); got != sum {
		return manifest{}, corruptf("manifest", "checksum %08x, want %08x", got, sum)
	}
	v := binary.LittleEndian.Uint32(b[8:])
	if v != 1 && v != manifestVersion {
		return manifest{}, corruptf("manifest", "unsupported version %d", v)
	}
	m := manifest{nextGen: binary.LittleEndian.Uint64(b[12:])}
	p := 20
	if v >= 2 {
		n := binary.LittleEndian.Uint32(body[p:])
		if n > MaxStampBytes || uint64(n) > uint64(len(body)-p-4) {
			return manifest{}, corruptf("manifest", "stamp of %d bytes", n)
		}
		if n > 0 {
			m.stamp = append([]byte{}, body[p+4:p+4+int(n)]...)
		}
		p += 4 + int(n)
	}
	if len(body)-p < 4 {
		return manifest{}, corruptf("manifest", "segment count truncated")
	}
	n := binary.LittleEndian.Uint32(body[p:])
	p += 4
	for i := uint32(0); i < n; i++ {
		if len(body)-p < 12 {
			return manifest{}, corruptf("manifest", "entry %d truncated", i)
		}
		gen, dl := binary.LittleEndian.Uint64(body[p:]), int(binary.LittleEndian.Uint32(body[p+8:]))
		p += 12
		if dl > len(body)-p {
			return manifest{}, corruptf("manifest", "entry %d deletions truncated", i)
		}
		del := roaring.New()
		if err := del.UnmarshalBinary(body[p : p+dl]); err != nil {
			return manifest{}, corruptf("manifest", "entry %d deletions: %v", i, err)
		}
		if gen >= m.nextGen {
			return manifest{}, corruptf("manifest", "entry %d generation %d >= next %d", i, gen, m.nextGen)
		}
		m.segs = append(m.segs, manifestEntry{gen, del})
		p += dl
	}
	if p != len(body) {
		return manifest{}, corruptf("manifest", "%d trailing bytes", len(body)-p)
	}
	return m, nil
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
		ix.nextGen.Store(1)
		return ix.removeLeftovers()
	}
	if err != nil {
		return fmt.Errorf("read manifest: %w", err)
	}
	m, err := decodeManifest(b)
	if err != nil {
		return err
	}
	ix.nextGen.Store(m.nextGen)
	ix.stamp = m.stamp
	for _, e := range m.segs {
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
	if errors.Is(err, fs.ErrNotExist) {
		return corruptf("manifest", "segment %s is missing", name)
	}
	if err != nil {
		return err
	}
	s, err := openSegment(data)
	if err != nil {
		release()
		return fmt.Errorf("segment %s: %w", name, err)
	}
	dropResident(data)
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
		if n := e.Name(); isIndexFile(n) && n != manifestName && !keep[n] {
			if err := removeFile(filepath.Join(ix.opts.Dir, n)); err != nil {
				return fmt.Errorf("remove leftover: %w", err)
			}
		}
	}
	return nil
}

// isIndexFile reports whether name is one the index writes: MANIFEST,
// segments and their temp files.
func isIndexFile(name string) bool {
	return name == manifestName || strings.HasSuffix(name, segSuffix) || strings.Contains(name, ".tmp")
}

// persist writes the manifest of the current segments and deletions with
// the current stamp, or with stamp when set (which then becomes the
// current stamp). Writers call it holding wmu, the background flush
// without; manMu orders them, and each encodes the state as of its turn,
// so the last manifest written is never older than one written before.
func (ix *Index) persist(stamp []byte, set bool) error {
	ix.manMu.Lock()
	defer ix.manMu.Unlock()
	if ix.opts.Dir != "" {
		ix.mu.RLock()
		st := ix.stamp
		if set {
			st = stamp
		}
		b, err := encodeManifest(ix.nextGen.Load(), st, ix.segs)
		ix.mu.RUnlock()
		if err != nil {
			return err
		}
		if err := writeFileAtomic(ix.opts.Dir, manifestName, b); err != nil {
			return err
		}
	}
	if set {
		ix.mu.Lock()
		ix.stamp = stamp
		ix.mu.Unlock()
	}
	return nil
}

// installSegment turns encoded bytes into an open segment: in memory
// directly, or written to Dir and loaded back (mmap'd).
// It reserves the next generation, so wmu must be held.
func (ix *Index) installSegment(data []byte) (*liveSeg, error) {
	return ix.installSegmentGen(data, ix.reserveGen())
}

// reserveGen hands out a segment generation. nextGen is atomic so that
// neither the writer nor the merger waits for in-flight searches (which
// hold mu) to get one; a manifest (persist) reads it after the segments
// it lists reserved theirs, so every listed generation is below it.
func (ix *Index) reserveGen() uint64 {
	return ix.nextGen.Add(1) - 1
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
	dropResident(m)
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
			removeFile(filepath.Join(ix.opts.Dir, segFileName(l.gen)))
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
