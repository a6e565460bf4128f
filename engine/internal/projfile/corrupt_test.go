package projfile

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand"
	"os"
	"testing"
)

// sampleBytes is a small file with every section type.
func sampleBytes(t testing.TB, seed int64, n int) []byte {
	t.Helper()
	path := t.TempDir() + "/s.proj"
	if err := newSample(seed, n).writer().WriteFile(path); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// exercise opens data as a file and, if it opens, reads and checks every
// section the way a caller would. Any failure must wrap ErrCorrupt (or
// ErrVersion or ErrForeign), never panic.
func exercise(data []byte, lazy bool) error {
	f, err := newFile("fuzz", data, nil, func() error { return nil }, testKind, lazy)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Check(); err != nil {
		return err
	}
	for _, name := range f.Names() {
		if t, err := f.Table(name); err == nil {
			for i := 0; i < t.Len(); i += 1 + t.Len()/8 {
				if v, ok := t.Lookup(t.Key(i)); !ok || v != t.Value(i) {
					return corruptf("table %q: key %d not found by Lookup", name, i)
				}
			}
		}
		if r, err := f.Records(name); err == nil {
			for i := 0; i < r.Len(); i++ {
				_ = r.At(i)
			}
		}
		if bm, err := f.BitmapUnsafe(name); err == nil {
			bm.Add(12345)
		}
	}
	return nil
}

func wantCorrupt(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("%s: %v, want ErrCorrupt", what, err)
	}
}

// TestCorruptEveryByte flips every byte of a file, one at a time: every
// byte is under exactly one CRC, so Open must refuse each flip, and a lazy
// open must refuse it by the end of Check.
func TestCorruptEveryByte(t *testing.T) {
	data := sampleBytes(t, 1, 120)
	t.Logf("%d bytes", len(data))
	if err := exercise(data, false); err != nil {
		t.Fatal(err)
	}
	for i := range data {
		bad := append([]byte(nil), data...)
		bad[i] ^= 0xff
		wantCorrupt(t, "flip", exercise(bad, false))
		wantCorrupt(t, "lazy flip", exercise(bad, true))
	}
}

func TestCorruptTruncateExtend(t *testing.T) {
	data := sampleBytes(t, 2, 120)
	for n := 0; n < len(data); n++ {
		wantCorrupt(t, "truncated", exercise(data[:n], true))
	}
	for _, extra := range []int{1, 63, 64} {
		wantCorrupt(t, "extended", exercise(append(append([]byte(nil), data...), make([]byte, extra)...), true))
	}
}

// TestCorruptFileOnDisk goes through Open (the mapped path) too.
func TestCorruptFileOnDisk(t *testing.T) {
	path := tempPath(t)
	data := sampleBytes(t, 3, 500)
	for _, at := range []int{0, 13, 100, len(data) / 2, len(data) - 1} {
		bad := append([]byte(nil), data...)
		bad[at] ^= 1
		os.WriteFile(path, bad, 0o644)
		_, err := Open(path, testKind)
		wantCorrupt(t, "flip on disk", err)
	}
	os.WriteFile(path, data[:len(data)-64], 0o644)
	_, err := Open(path, testKind)
	wantCorrupt(t, "truncated on disk", err)
}

// resum recomputes the header and section CRCs, so that mutations reach
// the structural checks and the section decoders.
func resum(b []byte) {
	le := binary.LittleEndian
	if len(b) < fixedHeader {
		return
	}
	hl := uint64(le.Uint32(b[12:]))
	if hl < fixedHeader || hl > uint64(len(b)) {
		return
	}
	n := uint64(le.Uint32(b[24:]))
	for i := uint64(0); i < n && fixedHeader+entrySize*(i+1) <= hl-4; i++ {
		e := b[fixedHeader+entrySize*i:]
		off, l := le.Uint64(e), le.Uint64(e[8:])
		if end := alignUp(off + l); off <= end && end <= uint64(len(b)) {
			le.PutUint32(e[16:], crc32.Checksum(b[off:end], castagnoli))
		}
	}
	le.PutUint32(b[hl-4:], crc32.Checksum(b[:hl-4], castagnoli))
}

// TestCorruptStructural mutates bytes and fixes the checksums: the
// structure checks must reject or survive every mutation without a panic.
func TestCorruptStructural(t *testing.T) {
	seed := int64(77)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	data := sampleBytes(t, 4, 300)
	rejected := 0
	const rounds = 4000
	for i := 0; i < rounds; i++ {
		bad := append([]byte(nil), data...)
		for j := 0; j < 1+r.Intn(3); j++ {
			bad[r.Intn(len(bad))] = byte(r.Intn(256))
		}
		resum(bad)
		if err := exercise(bad, false); err != nil {
			if !errors.Is(err, ErrCorrupt) && !errors.Is(err, ErrVersion) && !errors.Is(err, ErrForeign) {
				t.Fatalf("mutation %d: %v", i, err)
			}
			rejected++
		}
	}
	t.Logf("%d/%d mutations rejected by structure checks", rejected, rounds)
	if rejected == 0 {
		t.Fatal("no structural mutation was detected")
	}
}

func fuzzSeeds(f *testing.F) {
	f.Add(sampleBytes(f, 5, 3))
	f.Add(sampleBytes(f, 6, 70))
	f.Add([]byte(magic))
	if b, err := os.ReadFile(fixturePath); err == nil {
		f.Add(b)
	}
}

func fuzzCheck(t *testing.T, err error) {
	if err != nil && !errors.Is(err, ErrCorrupt) && !errors.Is(err, ErrVersion) && !errors.Is(err, ErrForeign) {
		t.Fatalf("error wraps no sentinel: %v", err)
	}
}

func FuzzOpen(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		fuzzCheck(t, exercise(b, false))
		fuzzCheck(t, exercise(b, true))
	})
}

// FuzzOpenResummed fixes checksums after mutation so the fuzzer reaches
// the header fields, the table, records and bitmap decoders.
func FuzzOpenResummed(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		b = append([]byte(nil), b...)
		resum(b)
		fuzzCheck(t, exercise(b, false))
	})
}
