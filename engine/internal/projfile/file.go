package projfile

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
)

// File is an opened projection file. Its methods are safe for concurrent
// use, except Close, which must not race with them. Views returned by its
// methods alias the file's memory (read-only: writing through one faults)
// and are valid until Close.
type File struct {
	path   string
	hdr    *header
	data   []byte
	fd     *os.File // kept while data is mapped, for pread; nil when in memory
	unmap  func() error
	byName map[string]int
	checks []check // one per section
}

// check is a section's CRC verdict, computed at most once.
type check struct {
	once sync.Once
	err  error
}

// Open opens the file at path, which must be of the given kind (else
// ErrForeign), and checks the header and every section's CRC before it
// returns: a file Open accepts is byte for byte the one a Writer wrote.
// The check reads the file with pread rather than through the mapping, so
// it warms the page cache without adding the file to the process's RSS.
func Open(path, kind string) (*File, error) {
	return open(path, kind, false)
}

// OpenLazy is Open that checks only the header (one page) and leaves each
// section's CRC to its first access: a corrupt section is then reported by
// the accessor instead of by Open. Nothing unchecked is ever returned.
func OpenLazy(path, kind string) (*File, error) {
	return open(path, kind, true)
}

func open(path, kind string, lazy bool) (*File, error) {
	fd, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	fi, err := fd.Stat()
	if err != nil {
		fd.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if fi.Size() < fixedHeader || fi.Size() > math.MaxInt {
		fd.Close()
		return nil, fmt.Errorf("open %s: %w", path, corruptf("header: file of %d bytes", fi.Size()))
	}
	data, unmap, err := mapFile(fd, int(fi.Size()))
	if err != nil {
		fd.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if !usesMmap {
		fd.Close()
		fd = nil
	}
	f, err := newFile(path, data, fd, unmap, kind, lazy)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return f, nil
}

// newFile validates data (the whole file) and, unless lazy, every section
// CRC. On error it releases the mapping and descriptor.
func newFile(path string, data []byte, fd *os.File, unmap func() error, kind string, lazy bool) (*File, error) {
	f := &File{path: path, data: data, fd: fd, unmap: unmap}
	if err := f.init(kind, lazy); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

func (f *File) init(kind string, lazy bool) error {
	h, err := decodeHeader(f.data)
	if err != nil {
		return err
	}
	if h.kind != kind {
		return fmt.Errorf("%w: kind %q, want %q", ErrForeign, h.kind, kind)
	}
	f.hdr, f.checks = h, make([]check, len(h.secs))
	f.byName = make(map[string]int, len(h.secs))
	for i, e := range h.secs {
		if _, dup := f.byName[e.name]; dup {
			return corruptf("header: section %q twice", e.name)
		}
		f.byName[e.name] = i
	}
	if lazy {
		return nil
	}
	return f.checkAll()
}

// checkAll checks every section in file order and records each verdict;
// it returns the first failure.
func (f *File) checkAll() error {
	buf := make([]byte, min(1<<20, f.hdr.fileLen-f.hdr.length))
	var first error
	for i := range f.hdr.secs {
		err := f.sumSection(i, buf)
		f.checks[i].once.Do(func() { f.checks[i].err = err })
		if first == nil {
			first = err
		}
	}
	return first
}

// sumSection checks section i's CRC over its payload and pad. A mapped
// file is read with pread into buf (allocated when nil), not through the
// mapping; a file in memory is summed where it lies.
func (f *File) sumSection(i int, buf []byte) error {
	e := &f.hdr.secs[i]
	off, end := e.off, e.off+e.padded()
	crc := uint32(0)
	if f.fd == nil {
		crc = crc32.Checksum(f.data[off:end], castagnoli)
	} else if buf == nil {
		buf = make([]byte, min(1<<20, end-off))
	}
	for f.fd != nil && off < end {
		n := min(uint64(len(buf)), end-off)
		if _, err := f.fd.ReadAt(buf[:n], int64(off)); err != nil {
			return fmt.Errorf("section %q: read: %w", e.name, err)
		}
		crc = crc32.Update(crc, castagnoli, buf[:n])
		off += n
	}
	if crc != e.crc {
		return corruptf("section %q: checksum mismatch", e.name)
	}
	return nil
}

// section returns the checked payload of the named section of type typ.
func (f *File) section(name string, typ sectionType) ([]byte, error) {
	if f.data == nil {
		return nil, ErrClosed
	}
	i, ok := f.byName[name]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, name)
	}
	e := &f.hdr.secs[i]
	if e.typ != typ {
		return nil, corruptf("section %q holds %s, not %s", name, e.typ, typ)
	}
	c := &f.checks[i]
	c.once.Do(func() { c.err = f.sumSection(i, nil) })
	if c.err != nil {
		return nil, c.err
	}
	return f.data[e.off : e.off+e.len], nil
}

// Kind is the kind the file was written with.
func (f *File) Kind() string { return f.hdr.kind }

// Stamp returns a copy of the caller's stamp from the Writer. Comparing
// it with the ledger is the caller's job; wrap ErrForeign when it does not
// match.
func (f *File) Stamp() []byte { return append([]byte(nil), f.hdr.stamp...) }

// Size is the file's length in bytes.
func (f *File) Size() int64 { return int64(f.hdr.fileLen) }

// Names lists the sections in file order.
func (f *File) Names() []string {
	out := make([]string, len(f.hdr.secs))
	for i, e := range f.hdr.secs {
		out[i] = e.name
	}
	return out
}

// Has says whether the file holds a section called name.
func (f *File) Has(name string) bool {
	_, ok := f.byName[name]
	return ok
}

// Bytes returns a raw section in place.
func (f *File) Bytes(name string) ([]byte, error) {
	return f.section(name, typeBytes)
}

// Uint32s views a uint32 array section in place (a decoded copy under
// build tag purego and on big-endian targets).
func (f *File) Uint32s(name string) ([]uint32, error) {
	b, err := f.section(name, typeUint32s)
	if err != nil {
		return nil, err
	}
	if len(b)%4 != 0 {
		return nil, corruptf("section %q: %d bytes is not whole uint32s", name, len(b))
	}
	return viewU32(b), nil
}

// Int64s views an int64 array section in place, as Uint32s.
func (f *File) Int64s(name string) ([]int64, error) {
	b, err := f.section(name, typeInt64s)
	if err != nil {
		return nil, err
	}
	if len(b)%8 != 0 {
		return nil, corruptf("section %q: %d bytes is not whole int64s", name, len(b))
	}
	return viewI64(b), nil
}

// Table returns a table section, read in place.
func (f *File) Table(name string) (*Table, error) {
	b, err := f.section(name, typeTable)
	if err != nil {
		return nil, err
	}
	t, err := decodeTable(b)
	if err != nil {
		return nil, fmt.Errorf("section %q: %w", name, err)
	}
	return t, nil
}

// Records returns a records section, read in place.
func (f *File) Records(name string) (*Records, error) {
	b, err := f.section(name, typeRecords)
	if err != nil {
		return nil, err
	}
	r, err := decodeRecords(b)
	if err != nil {
		return nil, fmt.Errorf("section %q: %w", name, err)
	}
	return r, nil
}

// Bitmap decodes a bitmap section into a bitmap of its own, which stays
// valid after Close and may be modified freely.
func (f *File) Bitmap(name string) (*roaring.Bitmap, error) {
	return f.bitmap(name, false)
}

// BitmapUnsafe decodes a bitmap section without copying its containers:
// they point into the file. Roaring marks them copy-on-write, so the
// bitmap may be modified (a modified container is copied first; the file
// is never written), but it and every bitmap derived from it that still
// shares a container (Or, And, Clone and friends may) are valid only until
// Close. Call CloneCopyOnWriteContainers on any that must outlive it.
func (f *File) BitmapUnsafe(name string) (*roaring.Bitmap, error) {
	return f.bitmap(name, true)
}

func (f *File) bitmap(name string, alias bool) (*roaring.Bitmap, error) {
	b, err := f.section(name, typeBitmap)
	if err != nil {
		return nil, err
	}
	bm, err := decodeBitmap(b, alias)
	if err != nil {
		return nil, fmt.Errorf("section %q: %w", name, err)
	}
	return bm, nil
}

// decodeBitmap decodes and validates a serialized bitmap that must fill b
// exactly. Roaring's decoder trusts its input more than a checked-but-
// possibly-miswritten section deserves, so a panic in it is turned into
// ErrCorrupt too.
func decodeBitmap(b []byte, alias bool) (bm *roaring.Bitmap, err error) {
	defer func() {
		if r := recover(); r != nil {
			bm, err = nil, corruptf("bitmap: decoder panicked: %v", r)
		}
	}()
	bm = roaring.New()
	var n int64
	if alias {
		n, err = bm.FromBuffer(b)
	} else {
		n, err = bm.ReadFrom(bytes.NewReader(b))
	}
	switch {
	case err != nil:
		return nil, corruptf("bitmap: %v", err) // roaring's errors do not wrap
	case n != int64(len(b)):
		return nil, corruptf("bitmap: %d of %d bytes decoded", n, len(b))
	}
	if err := bm.Validate(); err != nil {
		return nil, corruptf("bitmap: %v", err)
	}
	return bm, nil
}

// Check verifies the file deeply: every section's CRC (the ones OpenLazy
// left unchecked), and the structure of every typed section: tables
// sorted with matching fences, record offsets in order, bitmaps that
// decode and validate. Tests run it after every write.
func (f *File) Check() error {
	if f.data == nil {
		return ErrClosed
	}
	for _, e := range f.hdr.secs {
		if err := f.checkSection(e.name, e.typ); err != nil {
			return fmt.Errorf("check %s: %w", f.path, err)
		}
	}
	return nil
}

func (f *File) checkSection(name string, typ sectionType) error {
	var err error
	switch typ {
	case typeBytes:
		_, err = f.Bytes(name)
	case typeUint32s:
		_, err = f.Uint32s(name)
	case typeInt64s:
		_, err = f.Int64s(name)
	case typeRecords:
		_, err = f.Records(name)
	case typeBitmap:
		_, err = f.Bitmap(name)
	case typeTable:
		var t *Table
		if t, err = f.Table(name); err == nil {
			if err = t.check(); err != nil {
				err = fmt.Errorf("section %q: %w", name, err)
			}
		}
	}
	return err
}

// Close releases the mapping and descriptor. Views and unsafe bitmaps
// taken from f must not be used afterwards.
func (f *File) Close() error {
	if f.data == nil {
		return nil
	}
	err := f.unmap()
	if f.fd != nil {
		if cerr := f.fd.Close(); err == nil {
			err = cerr
		}
	}
	f.data, f.fd = nil, nil
	return err
}
