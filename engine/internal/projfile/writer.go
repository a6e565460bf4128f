package projfile

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/internal/faultinject"
)

// tempInfix marks a Writer's temporary files; RemoveTemps deletes them.
const tempInfix = ".projtmp"

// Writer collects the sections of one file and writes it atomically.
//
// Section methods only record what to write: the slices, bitmaps and keys
// passed to them are read by WriteFile and must not change before it
// returns. The first bad argument is kept and returned by WriteFile (later
// calls are ignored), so a sequence of adds needs one error check. A
// Writer is for one goroutine.
type Writer struct {
	kind  string
	stamp []byte
	secs  []pending
	names map[string]bool
	err   error
}

// pending is a section to be written: its payload is streamed by write.
type pending struct {
	name  string
	typ   sectionType
	write func(*sectionWriter) error
}

// NewWriter starts a file of the given kind (1..255 bytes, checked again by
// Open) stamped with stamp (at most 65535 bytes, opaque to this package).
func NewWriter(kind string, stamp []byte) *Writer {
	w := &Writer{kind: kind, stamp: append([]byte(nil), stamp...), names: make(map[string]bool)}
	if len(kind) == 0 || len(kind) > maxKind {
		w.err = invalidf("kind of %d bytes, want 1..%d", len(kind), maxKind)
	} else if len(stamp) > maxStamp {
		w.err = invalidf("stamp of %d bytes, want at most %d", len(stamp), maxStamp)
	}
	return w
}

// fail keeps the first error.
func (w *Writer) fail(err error) {
	if w.err == nil {
		w.err = err
	}
}

func (w *Writer) add(name string, typ sectionType, write func(*sectionWriter) error) {
	switch {
	case w.err != nil:
		return
	case len(name) == 0 || len(name) > maxName:
		w.err = invalidf("section name of %d bytes, want 1..%d", len(name), maxName)
	case w.names[name]:
		w.err = invalidf("section %q added twice", name)
	case len(w.secs) >= maxSections:
		w.err = invalidf("more than %d sections", maxSections)
	default:
		w.names[name] = true
		w.secs = append(w.secs, pending{name, typ, write})
	}
}

// Bytes adds a raw section.
func (w *Writer) Bytes(name string, b []byte) {
	w.add(name, typeBytes, func(s *sectionWriter) error { s.write(b); return nil })
}

// Uint32s adds an array that File.Uint32s views in place.
func (w *Writer) Uint32s(name string, v []uint32) {
	w.add(name, typeUint32s, func(s *sectionWriter) error { s.write(bytesOfU32(v)); return nil })
}

// Int64s adds an array that File.Int64s views in place.
func (w *Writer) Int64s(name string, v []int64) {
	w.add(name, typeInt64s, func(s *sectionWriter) error { s.write(bytesOfI64(v)); return nil })
}

// Bitmap adds a roaring bitmap in its portable serialization.
func (w *Writer) Bitmap(name string, bm *roaring.Bitmap) {
	w.add(name, typeBitmap, func(s *sectionWriter) error {
		_, err := bm.WriteTo(s)
		return err
	})
}

// Records adds a list of byte records (see File.Records).
func (w *Writer) Records(name string, recs [][]byte) {
	total := 0
	for _, r := range recs {
		total += len(r)
	}
	if uint64(len(recs)) >= 1<<32-1 || uint64(total) >= 1<<32 {
		w.fail(invalidf("records %q: %d records of %d bytes exceed the u32 offsets", name, len(recs), total))
		return
	}
	w.add(name, typeRecords, func(s *sectionWriter) error { writeRecords(s, recs); return nil })
}

// Table adds a table mapping keys[i] to vals[i], for File.Table. Keys may
// come in any order but must be distinct.
func (w *Writer) Table(name string, keys []string, vals []uint32) {
	if len(keys) != len(vals) {
		w.fail(invalidf("table %q: %d keys, %d values", name, len(keys), len(vals)))
		return
	}
	w.add(name, typeTable, func(s *sectionWriter) error { return writeTable(s, keys, vals) })
}

// WriteFile writes the file to path atomically: a temporary file in the
// same directory is written, synced and renamed over path, then the
// directory is synced. A crash leaves either the old file or the new one
// at path (and perhaps a temporary file, see RemoveTemps). The file is
// created with mode 0600.
func (w *Writer) WriteFile(path string) error {
	if w.err != nil {
		return fmt.Errorf("write %s: %w", path, w.err)
	}
	return WriteAtomic(path, w.writeTo)
}

// WriteAtomic replaces path with what write puts in a new file, the way
// WriteFile does (temporary file in the same directory, sync, rename,
// directory sync; mode 0600): a crash leaves either the old file or the
// new one at path, and perhaps a temporary file (RemoveTemps).
func WriteAtomic(path string, write func(*os.File) error) error {
	dir := filepath.Dir(path)
	if err := faultinject.File(faultinject.FileCreate, path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, filepath.Base(path)+tempInfix+"*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := faultinject.File(faultinject.FileWrite, path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := write(tmp); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := faultinject.File(faultinject.FileSync, path); err != nil {
		return fmt.Errorf("write %s: sync: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: sync: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: close: %w", path, err)
	}
	if err := faultinject.File(faultinject.FileRename, path); err != nil {
		return fmt.Errorf("write %s: rename: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write %s: rename: %w", path, err)
	}
	done = true
	if err := faultinject.File(faultinject.DirSync, dir); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return syncDir(dir)
}

// writeTo streams the sections after a zero header, then writes the header
// over it: f holds a valid file only once writeTo returns.
func (w *Writer) writeTo(f *os.File) error {
	names := make([]string, len(w.secs))
	for i, p := range w.secs {
		names[i] = p.name
	}
	h := &header{length: headerLen(len(w.kind), len(w.stamp), names), kind: w.kind, stamp: w.stamp}
	if h.length > maxHeader {
		return invalidf("header of %d bytes exceeds %d", h.length, maxHeader)
	}
	s := newSectionWriter(f)
	s.write(make([]byte, h.length))
	for _, p := range w.secs {
		s.begin()
		if err := p.write(s); err != nil {
			return fmt.Errorf("section %q: %w", p.name, err)
		}
		off, n, crc := s.end()
		h.secs = append(h.secs, entry{name: p.name, typ: p.typ, off: off, len: n, crc: crc})
	}
	if err := s.flush(); err != nil {
		return err
	}
	h.fileLen = s.pos
	_, err := f.WriteAt(h.encode(), 0)
	return err
}

func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil // directories cannot be synced there; rename is already durable
	}
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

// RemoveTemps deletes the temporary files that writers killed mid-write
// left in dir. Call it only while no Writer is writing into dir.
func RemoveTemps(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("remove temps: %w", err)
	}
	for _, e := range ents {
		if !strings.Contains(e.Name(), tempInfix) || e.IsDir() {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !os.IsNotExist(err) {
			return fmt.Errorf("remove temps: %w", err)
		}
	}
	return nil
}

// sectionWriter buffers output, tracks the position and keeps the CRC of
// the open section. Write errors are sticky and reported by flush.
type sectionWriter struct {
	out   io.Writer
	buf   []byte
	pos   uint64 // bytes written or buffered so far
	start uint64 // payload start of the open section
	crc   uint32
	from  int // buf[from:] is not yet in crc
	err   error
}

func newSectionWriter(out io.Writer) *sectionWriter {
	return &sectionWriter{out: out, buf: make([]byte, 0, 1<<20)}
}

// Write makes sectionWriter an io.Writer (for roaring's WriteTo).
func (s *sectionWriter) Write(p []byte) (int, error) {
	s.write(p)
	return len(p), s.err
}

func (s *sectionWriter) write(p []byte) {
	switch {
	case len(p) >= cap(s.buf)/2: // large: bypass the buffer, keeping order
		s.drain()
		s.crc = crc32.Update(s.crc, castagnoli, p)
		s.emit(p)
	case len(s.buf)+len(p) > cap(s.buf):
		s.drain()
		fallthrough
	default:
		s.buf = append(s.buf, p...)
	}
	s.pos += uint64(len(p))
}

func (s *sectionWriter) writeString(v string) {
	if len(s.buf)+len(v) > cap(s.buf) {
		s.drain()
	}
	if len(v) > cap(s.buf) {
		s.write([]byte(v))
		return
	}
	s.buf = append(s.buf, v...)
	s.pos += uint64(len(v))
}

func (s *sectionWriter) u32(v uint32) {
	if len(s.buf)+4 > cap(s.buf) {
		s.drain()
	}
	s.buf = binary.LittleEndian.AppendUint32(s.buf, v)
	s.pos += 4
}

func (s *sectionWriter) u64(v uint64) {
	if len(s.buf)+8 > cap(s.buf) {
		s.drain()
	}
	s.buf = binary.LittleEndian.AppendUint64(s.buf, v)
	s.pos += 8
}

// pad writes zeros up to the next multiple of n bytes from the payload start.
func (s *sectionWriter) pad(n uint64) {
	var zero [align]byte
	s.write(zero[:(n-(s.pos-s.start)%n)%n])
}

// begin opens a section at the current position (64-byte aligned).
func (s *sectionWriter) begin() {
	s.sum()
	s.start, s.crc = s.pos, 0
}

// end closes the section: it pads to 64 bytes (the pad is under the CRC)
// and returns the payload offset, payload length and CRC.
func (s *sectionWriter) end() (off, n uint64, crc uint32) {
	n = s.pos - s.start
	s.pad(align)
	s.sum()
	return s.start, n, s.crc
}

// sum adds the buffered bytes not yet in the CRC.
func (s *sectionWriter) sum() {
	s.crc = crc32.Update(s.crc, castagnoli, s.buf[s.from:])
	s.from = len(s.buf)
}

func (s *sectionWriter) drain() {
	s.sum()
	s.emit(s.buf)
	s.buf, s.from = s.buf[:0], 0
}

func (s *sectionWriter) emit(p []byte) {
	if s.err == nil && len(p) > 0 {
		_, s.err = s.out.Write(p)
	}
}

func (s *sectionWriter) flush() error {
	s.drain()
	return s.err
}
