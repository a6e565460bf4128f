package hnsw

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// TestSaveOpenRoundTrip is metamorphic: a saved and reopened graph answers
// every query (plain and filtered) exactly as the original, then keeps
// accepting Adds and Deletes, and saves again.
func TestSaveOpenRoundTrip(t *testing.T) {
	data := clustered(31, 5000, 16, 8) // > one chunk, partial last chunk
	for _, qz := range []Quantization{Float32, Int8, Int8Bounded} {
		g := build(t, Config{Dim: 16, Metric: Cosine, M: 8, EfConstruction: 40, Quantization: qz, Seed: 3}, data[:4500])
		for i := 0; i < 100; i++ {
			if err := g.Delete(uint64(i * 7)); err != nil {
				t.Fatal(err)
			}
		}
		path := filepath.Join(t.TempDir(), "g.hnsw")
		if err := g.Save(path); err != nil {
			t.Fatal(err)
		}
		if err := Verify(path); err != nil {
			t.Fatal(err)
		}
		h, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		checkAtCleanup(t, h)
		if h.Len() != g.Len() || h.Config() != g.Config() {
			t.Fatalf("Len %d/%d config %+v/%+v", h.Len(), g.Len(), h.Config(), g.Config())
		}
		f := roaring.New()
		f.AddRange(0, 2000)
		for _, q := range data[4500:4560] {
			for _, filter := range []*roaring.Bitmap{nil, f} {
				a, err1 := g.Search(q, 10, 40, filter)
				b, err2 := h.Search(q, 10, 40, filter)
				if err1 != nil || err2 != nil || !slices.Equal(a, b) {
					t.Fatalf("reopened graph differs: %v %v\n%v\n%v", err1, err2, a, b)
				}
			}
		}
		for i := 4500; i < 5000; i++ {
			if err := h.Add(uint64(i), data[i]); err != nil {
				t.Fatal(err)
			}
		}
		if err := h.Delete(1); err != nil {
			t.Fatal(err)
		}
		if err := h.Add(7, data[7]); err != nil { // id 7 was deleted before Save
			t.Fatal(err)
		}
		if err := h.Check(); err != nil {
			t.Fatal(err)
		}
		if r := meanRecall(t, h, data[4900:4950], 10, 80, noFilter); r < 0.95 {
			t.Fatalf("recall after reopen+add %.3f", r)
		}
		if err := h.Compact(); err != nil { // releases the mapping
			t.Fatal(err)
		}
		if err := h.Save(path); err != nil {
			t.Fatal(err)
		}
		if err := h.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := h.Search(data[0], 1, 1, nil); !errors.Is(err, ErrClosed) {
			t.Fatalf("search after close: %v", err)
		}
	}
}

func savedFile(t testing.TB) []byte {
	t.Helper()
	g, err := New(Config{Dim: 4, Metric: L2, M: 4, EfConstruction: 16, Quantization: Int8})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range clustered(1, 60, 4, 3) {
		if err := g.Add(uint64(i), v); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "s.hnsw")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCorruptFiles: truncation and header damage fail Open with
// ErrCorrupt; body damage passes Open (which reads no bodies) but fails
// Verify.
// TestLoadMatchesOpen: a loaded index answers exactly as the mapped one,
// keeps working under mutation, and saves back to a valid file.
func TestLoadMatchesOpen(t *testing.T) {
	data := clustered(41, 6000, 24, 12)
	for _, qz := range []Quantization{Float32, Int8, Int8Bounded} {
		g := build(t, Config{Dim: 24, Metric: Cosine, M: 8, EfConstruction: 40, Quantization: qz, Seed: 5}, data[:5000])
		for i := 0; i < 50; i++ {
			if err := g.Delete(uint64(i * 11)); err != nil {
				t.Fatal(err)
			}
		}
		path := filepath.Join(t.TempDir(), "g.hnsw")
		if err := g.Save(path); err != nil {
			t.Fatal(err)
		}
		mapped, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer mapped.Close()
		loaded, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		checkAtCleanup(t, loaded)
		if loaded.Len() != mapped.Len() || loaded.Config() != mapped.Config() {
			t.Fatalf("%v: Len %d/%d config %+v/%+v", qz, loaded.Len(), mapped.Len(), loaded.Config(), mapped.Config())
		}
		f := roaring.New()
		f.AddRange(1000, 1400)
		for _, q := range data[5000:5100] {
			for _, filter := range []*roaring.Bitmap{nil, f} {
				a, err1 := mapped.Search(q, 10, 50, filter)
				b, err2 := loaded.Search(q, 10, 50, filter)
				if err1 != nil || err2 != nil || !slices.Equal(a, b) {
					t.Fatalf("%v: loaded graph differs: %v %v\n%v\n%v", qz, err1, err2, a, b)
				}
			}
		}
		for i := 5000; i < 6000; i++ {
			if err := loaded.Add(uint64(i), data[i]); err != nil {
				t.Fatal(err)
			}
		}
		if err := loaded.Delete(3000); err != nil {
			t.Fatal(err)
		}
		if err := loaded.Check(); err != nil {
			t.Fatal(err)
		}
		again := filepath.Join(t.TempDir(), "again.hnsw")
		if err := loaded.Save(again); err != nil {
			t.Fatal(err)
		}
		if err := Verify(again); err != nil {
			t.Fatal(err)
		}
		if err := loaded.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCorruptFiles(t *testing.T) {
	good := savedFile(t)
	dir := t.TempDir()
	try := func(name string, b []byte) (openErr, verifyErr error) {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		g, err := Open(p)
		if err == nil {
			g.Close()
		}
		// Load must judge every file exactly as Open does.
		lg, lerr := Load(p)
		if lerr == nil {
			lg.Close()
		}
		if (err == nil) != (lerr == nil) || errors.Is(err, ErrCorrupt) != errors.Is(lerr, ErrCorrupt) {
			t.Errorf("%s: Open %v but Load %v", name, err, lerr)
		}
		return err, Verify(p)
	}
	for _, cut := range []int{0, 7, headerSize - 1, headerSize, len(good) / 2, len(good) - 1} {
		o, v := try("trunc", good[:cut])
		if !errors.Is(o, ErrCorrupt) || !errors.Is(v, ErrCorrupt) {
			t.Errorf("truncated at %d: open %v verify %v", cut, o, v)
		}
	}
	for _, at := range []int{0, 8, 20, 48, tableAt + 3, headerCRCAt} {
		b := slices.Clone(good)
		b[at] ^= 0x40
		if o, _ := try("hdr", b); !errors.Is(o, ErrCorrupt) {
			t.Errorf("header byte %d flipped: open %v", at, o)
		}
	}
	// flags: bit 1 (Int8Bounded) is valid only with bit 0 (the int8 sections).
	for flags, ok := range map[uint32]bool{flagBounded: false, flagInt8 | flagBounded: true, 4: false} {
		b := slices.Clone(good)
		binary.LittleEndian.PutUint32(b[12:], flags)
		binary.LittleEndian.PutUint32(b[headerCRCAt:], crc32.Checksum(b[:headerCRCAt], castagnoli))
		o, _ := try("flags", b)
		if ok != (o == nil) || !ok && !errors.Is(o, ErrCorrupt) {
			t.Errorf("flags %#x: open %v", flags, o)
		}
	}
	b := slices.Clone(good)
	b[len(b)-5] ^= 1 // inside the last section
	if o, v := try("body", b); o != nil || !errors.Is(v, ErrCorrupt) {
		t.Errorf("body flip: open %v verify %v", o, v)
	}
}

// FuzzOpen feeds arbitrary bytes to Open; anything it accepts must survive
// Check, Search, Add, Delete and Compact without panicking.
func FuzzOpen(f *testing.F) {
	good := savedFile(f)
	f.Add(good)
	f.Add(good[:headerSize])
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) >= headerSize { // re-seal the header so mutations reach the deeper validators
			b = slices.Clone(b)
			binary.LittleEndian.PutUint32(b[headerCRCAt:], crc32.Checksum(b[:headerCRCAt], castagnoli))
		}
		p := filepath.Join(t.TempDir(), "f.hnsw")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		g, err := Open(p)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("non-corrupt error %v", err)
			}
			return
		}
		defer g.Close()
		_ = Verify(p)
		q := make([]float32, g.Config().Dim)
		q[0] = 1
		if _, err := g.Search(q, 3, 10, nil); err != nil && !errors.Is(err, ErrCorrupt) {
			t.Fatal(err)
		}
		_, _ = g.Search(q, 3, 10, roaring.BitmapOf(1, 2, 3))
		if g.Check() != nil {
			return // detected; mutating a corrupt graph is not required to work
		}
		_ = g.Add(1<<40, q)
		_ = g.Delete(2)
		_ = g.Compact()
	})
}
