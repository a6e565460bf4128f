package projfile

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

func TestRoundTrip(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 65, 3000} {
		s := newSample(int64(n), n)
		path := tempPath(t)
		s.write(t, path)
		f := openChecked(t, path)
		if err := s.verify(f); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if f.Kind() != testKind || !f.Has("ids") || f.Has("nope") {
			t.Fatalf("n=%d: kind %q, Has wrong", n, f.Kind())
		}
		want := []string{"ids", "seqs", "recorded", "claims", "ev", "names", "raw"}
		if !slices.Equal(f.Names(), want) {
			t.Fatalf("names %v, want %v", f.Names(), want)
		}
		if fi, _ := os.Stat(path); fi.Size() != f.Size() || f.Size()%align != 0 {
			t.Fatalf("size %d, file %d", f.Size(), fi.Size())
		}
		lazy, err := OpenLazy(path, testKind)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.verify(lazy); err != nil {
			t.Fatalf("lazy n=%d: %v", n, err)
		}
		lazy.Close()
	}
}

// TestInMemoryPath opens the same bytes through the path the purego build
// uses (data in memory, CRCs summed in place) and through Open.
func TestInMemoryPath(t *testing.T) {
	s := newSample(5, 500)
	path := tempPath(t)
	s.write(t, path)
	b, _ := os.ReadFile(path)
	for _, lazy := range []bool{false, true} {
		f, err := newFile(path, b, nil, func() error { return nil }, testKind, lazy)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.verify(f); err != nil {
			t.Fatal(err)
		}
		if err := f.Check(); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	t.Logf("Open uses mmap: %v; views alias the file: %v", usesMmap, viewsAlias)
}

func TestNoSections(t *testing.T) {
	path := tempPath(t)
	if err := NewWriter("empty", nil).WriteFile(path); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path, "empty")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if len(f.Names()) != 0 || len(f.Stamp()) != 0 || f.Size() != 128 {
		t.Fatalf("names %v stamp %q size %d", f.Names(), f.Stamp(), f.Size())
	}
}

func TestEmptySections(t *testing.T) {
	path := tempPath(t)
	w := NewWriter(testKind, []byte("s"))
	w.Table("t", nil, nil)
	w.Uint32s("u", nil)
	w.Int64s("i", nil)
	w.Records("r", nil)
	w.Bitmap("b", roaring.New())
	w.Bytes("x", nil)
	if err := w.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	f := openChecked(t, path)
	tab, err := f.Table("t")
	if err != nil || tab.Len() != 0 {
		t.Fatal(err)
	}
	if _, ok := tab.Lookup(""); ok {
		t.Fatal("empty table found a key")
	}
	u, err1 := f.Uint32s("u")
	i, err2 := f.Int64s("i")
	r, err3 := f.Records("r")
	b, err4 := f.Bitmap("b")
	x, err5 := f.Bytes("x")
	if err := errors.Join(err1, err2, err3, err4, err5); err != nil || len(u)+len(i)+r.Len()+len(x) != 0 || !b.IsEmpty() {
		t.Fatalf("empty sections: %v", err)
	}
}

func TestOpenErrors(t *testing.T) {
	path := tempPath(t)
	newSample(1, 100).write(t, path)
	if _, err := Open(path, "other"); !errors.Is(err, ErrForeign) {
		t.Fatalf("wrong kind: %v", err)
	}
	if _, err := Open(filepath.Join(t.TempDir(), "missing"), testKind); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
	f, err := Open(path, testKind)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Table("nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing section: %v", err)
	}
	if _, err := f.Uint32s("ids"); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("wrong type: %v", err)
	}
	f.Close()
	if _, err := f.Table("ids"); !errors.Is(err, ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
	if err := f.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

func TestWriterInvalid(t *testing.T) {
	cases := map[string]func(*Writer){
		"empty name":      func(w *Writer) { w.Bytes("", nil) },
		"long name":       func(w *Writer) { w.Bytes(string(make([]byte, maxName+1)), nil) },
		"twice":           func(w *Writer) { w.Bytes("a", nil); w.Uint32s("a", nil) },
		"duplicate key":   func(w *Writer) { w.Table("t", []string{"x", "y", "x"}, []uint32{1, 2, 3}) },
		"lengths":         func(w *Writer) { w.Table("t", []string{"x"}, nil) },
		"first error won": func(w *Writer) { w.Table("t", []string{"x"}, nil); w.Bytes("", nil) },
	}
	for name, add := range cases {
		dir := t.TempDir()
		w := NewWriter(testKind, nil)
		add(w)
		if err := w.WriteFile(filepath.Join(dir, "p")); !errors.Is(err, ErrInvalid) {
			t.Fatalf("%s: %v", name, err)
		}
		if left, _ := os.ReadDir(dir); len(left) != 0 {
			t.Fatalf("%s: left %v behind", name, left)
		}
	}
	for _, w := range []*Writer{NewWriter("", nil), NewWriter(string(make([]byte, 256)), nil), NewWriter("k", make([]byte, maxStamp+1))} {
		if err := w.WriteFile(tempPath(t)); !errors.Is(err, ErrInvalid) {
			t.Fatalf("bad kind or stamp: %v", err)
		}
	}
}

// rewriteHeader patches the header of the file at path and fixes its CRC.
func rewriteHeader(t *testing.T, path string, patch func(h []byte)) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	hl := binary.LittleEndian.Uint32(b[12:])
	patch(b)
	binary.LittleEndian.PutUint32(b[hl-4:], crc32.Checksum(b[:hl-4], castagnoli))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestVersion(t *testing.T) {
	path := tempPath(t)
	newSample(2, 10).write(t, path)
	rewriteHeader(t, path, func(h []byte) { binary.LittleEndian.PutUint32(h[8:], version+1) })
	if _, err := Open(path, testKind); !errors.Is(err, ErrVersion) || errors.Is(err, ErrCorrupt) {
		t.Fatalf("newer version: %v", err)
	}
	rewriteHeader(t, path, func(h []byte) { binary.LittleEndian.PutUint32(h[8:], 0) })
	if _, err := Open(path, testKind); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("version 0: %v", err)
	}
	// A damaged version field is a damaged header, not a newer file.
	newSample(2, 10).write(t, path)
	b, _ := os.ReadFile(path)
	b[8] = 2
	os.WriteFile(path, b, 0o644)
	if _, err := Open(path, testKind); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("flipped version: %v", err)
	}
}

// TestReplaceWhileOpen: a file replaced by a new write stays readable, with
// its old content, until closed; reopening sees the new one.
func TestReplaceWhileOpen(t *testing.T) {
	path := tempPath(t)
	a, b := newSample(10, 2000), newSample(11, 2100)
	a.write(t, path)
	fa := openChecked(t, path)
	ids, _ := fa.Table("ids")
	b.write(t, path)
	if err := a.verify(fa); err != nil {
		t.Fatalf("old file after replace: %v", err)
	}
	if v, ok := ids.Lookup(a.ids[7]); !ok || v != a.seqs[7] {
		t.Fatal("old table view broken by replace")
	}
	if err := b.verify(openChecked(t, path)); err != nil {
		t.Fatal(err)
	}
}

func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.proj")
	newSample(3, 10).write(t, path)
	for _, n := range []string{"p.proj.projtmp123", "q.proj.projtmp9"} {
		os.WriteFile(filepath.Join(dir, n), []byte("half"), 0o644)
	}
	if err := RemoveTemps(dir); err != nil {
		t.Fatal(err)
	}
	left, _ := os.ReadDir(dir)
	if len(left) != 1 || left[0].Name() != "p.proj" {
		t.Fatalf("left %v", left)
	}
}

// TestLazyReportsOnAccess: OpenLazy accepts a file with a damaged section,
// then refuses that section (every time) and only that one.
func TestLazyReportsOnAccess(t *testing.T) {
	path := tempPath(t)
	s := newSample(4, 1000)
	s.write(t, path)
	f, _ := Open(path, testKind)
	off := f.hdr.secs[1].off // "seqs"
	f.Close()
	b, _ := os.ReadFile(path)
	b[off+3] ^= 0x10
	os.WriteFile(path, b, 0o644)
	if _, err := Open(path, testKind); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("full Open of damaged file: %v", err)
	}
	lf, err := OpenLazy(path, testKind)
	if err != nil {
		t.Fatalf("OpenLazy: %v", err)
	}
	defer lf.Close()
	for range 2 {
		if _, err := lf.Uint32s("seqs"); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("damaged section: %v", err)
		}
	}
	if err := verifyTable(lf, "ids", s.ids, s.seqs); err != nil {
		t.Fatalf("intact section: %v", err)
	}
	if err := lf.Check(); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Check: %v", err)
	}
}

// TestConcurrentAccess: readers share a lazily checked File; run with -race.
func TestConcurrentAccess(t *testing.T) {
	path := tempPath(t)
	s := newSample(8, 3000)
	s.write(t, path)
	f, err := OpenLazy(path, testKind)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	errs := make(chan error, 8)
	for range 8 {
		go func() { errs <- s.verify(f) }()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}
