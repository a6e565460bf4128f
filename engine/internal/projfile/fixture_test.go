package projfile

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

const fixturePath = "testdata/v1_small.proj"

// fixtureWriter builds the version-1 fixture: one section of each type.
func fixtureWriter() *Writer {
	w := NewWriter("fixture", []byte("seq=42 chain=9f2c"))
	w.Table("ids", []string{"ev_01JD0000000000000000000002", "ev_01JD0000000000000000000001", "ev_01JD00000000000000000000ZZ"}, []uint32{2, 1, 3})
	w.Table("claims", []string{"cl_b", "cl_a", "cl_long_claim"}, []uint32{20, 10, 30})
	w.Uint32s("seqs", []uint32{1, 2, 3})
	w.Int64s("recorded", []int64{-1, 0, 1767225600000000000})
	w.Bitmap("ev", roaring.BitmapOf(1, 2, 3, 70000))
	w.Records("names", [][]byte{[]byte("default"), nil, []byte("team/x")})
	w.Bytes("raw", []byte("fixture"))
	return w
}

// TestWriteFixture regenerates the fixture when asked; a format change
// must bump the version and keep the old fixture opening.
func TestWriteFixture(t *testing.T) {
	if os.Getenv("EVICORTEX_WRITE_FIXTURE") == "" {
		t.Skip("set EVICORTEX_WRITE_FIXTURE=1 to rewrite " + fixturePath)
	}
	if err := fixtureWriter().WriteFile(fixturePath); err != nil {
		t.Fatal(err)
	}
}

// TestFixtureOpens proves version-1 files keep opening with their content.
func TestFixtureOpens(t *testing.T) {
	f, err := Open(fixturePath, "fixture")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Check(); err != nil {
		t.Fatal(err)
	}
	if string(f.Stamp()) != "seq=42 chain=9f2c" {
		t.Fatalf("stamp %q", f.Stamp())
	}
	if err := verifyTable(f, "ids", []string{"ev_01JD0000000000000000000001", "ev_01JD0000000000000000000002", "ev_01JD00000000000000000000ZZ"}, []uint32{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	if err := verifyTable(f, "claims", []string{"cl_a", "cl_b", "cl_long_claim"}, []uint32{10, 20, 30}); err != nil {
		t.Fatal(err)
	}
	seqs, _ := f.Uint32s("seqs")
	rec, _ := f.Int64s("recorded")
	bm, _ := f.Bitmap("ev")
	names, _ := f.Records("names")
	raw, _ := f.Bytes("raw")
	if !slices.Equal(seqs, []uint32{1, 2, 3}) || !slices.Equal(rec, []int64{-1, 0, 1767225600000000000}) ||
		!bm.Equals(roaring.BitmapOf(1, 2, 3, 70000)) || names.Len() != 3 || string(names.At(2)) != "team/x" || string(raw) != "fixture" {
		t.Fatalf("fixture content: %v %v %v %d %q", seqs, rec, bm, names.Len(), raw)
	}
}

// TestWriterMatchesFixture: the writer still produces the fixture byte for
// byte. If a change makes this fail on purpose, bump the version.
func TestWriterMatchesFixture(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.proj")
	if err := fixtureWriter().WriteFile(path); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	want, _ := os.ReadFile(fixturePath)
	if !bytes.Equal(got, want) {
		t.Fatalf("writer output (%d bytes) differs from %s (%d bytes)", len(got), fixturePath, len(want))
	}
}
