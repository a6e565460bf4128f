package projfile

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"path/filepath"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

const testKind = "test/v1"

// sample is the logical content of a test file, derived from a seed.
type sample struct {
	stamp    []byte
	ids      []string // "ev_" + 26 chars, like ledger ids
	seqs     []uint32
	recorded []int64
	claims   []string // variable width
	clSeqs   []uint32
	ev       *roaring.Bitmap
	names    [][]byte
	raw      []byte
}

// newSample builds n pieces of evidence from seed; ids come in a shuffled
// order, as a Go map would give them.
func newSample(seed int64, n int) *sample {
	r := rand.New(rand.NewSource(seed))
	s := &sample{stamp: binary.LittleEndian.AppendUint64(nil, uint64(seed)), ev: roaring.New()}
	s.stamp = append(s.stamp, fmt.Sprintf("chain-hash-%020d", seed*7919)...)
	s.ids = ulids(r, n)
	for i := range n {
		s.seqs = append(s.seqs, uint32(2*i+1))
		s.recorded = append(s.recorded, 1767225600e9+int64(i)*1e6+r.Int63n(1e6))
		s.ev.Add(uint32(2*i + 1))
		if i%3 == 0 {
			s.claims = append(s.claims, fmt.Sprintf("cl_%x/%d", r.Int63n(1<<(r.Intn(40)+1)), i))
			s.clSeqs = append(s.clSeqs, uint32(i))
		}
		if i%50 == 0 {
			s.names = append(s.names, []byte(fmt.Sprintf("ns/%d", r.Intn(1000))))
		}
	}
	r.Shuffle(n, func(i, j int) { s.ids[i], s.ids[j] = s.ids[j], s.ids[i]; s.seqs[i], s.seqs[j] = s.seqs[j], s.seqs[i] })
	s.names = append(s.names, nil) // an empty record
	s.raw = []byte(fmt.Sprintf("raw section of seed %d", seed))
	return s
}

// ulids mimics the ledger's monotonic ULIDs: a millisecond timestamp and 80
// random bits incremented within the millisecond, so neighbours share long
// prefixes (the fence ties the table must handle).
func ulids(r *rand.Rand, n int) []string {
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	ms, rnd := uint64(1767225600000), [10]byte{}
	out := make([]string, n)
	for i := range out {
		if r.Intn(20) == 0 {
			ms += uint64(1 + r.Intn(3))
			r.Read(rnd[:])
		} else {
			for j := 9; j >= 0; j-- {
				if rnd[j]++; rnd[j] != 0 {
					break
				}
			}
		}
		var b [16]byte
		for j := 0; j < 6; j++ {
			b[j] = byte(ms >> (40 - 8*j))
		}
		copy(b[6:], rnd[:])
		hi, lo := binary.BigEndian.Uint64(b[:8]), binary.BigEndian.Uint64(b[8:])
		var c [26]byte
		for j := 25; j >= 0; j-- {
			c[j] = alphabet[lo&31]
			lo = lo>>5 | hi<<59
			hi >>= 5
		}
		out[i] = "ev_" + string(c[:])
	}
	return out
}

func (s *sample) writer() *Writer {
	w := NewWriter(testKind, s.stamp)
	w.Table("ids", s.ids, s.seqs)
	w.Uint32s("seqs", s.seqs)
	w.Int64s("recorded", s.recorded)
	w.Table("claims", s.claims, s.clSeqs)
	w.Bitmap("ev", s.ev)
	w.Records("names", s.names)
	w.Bytes("raw", s.raw)
	return w
}

func (s *sample) write(t testing.TB, path string) {
	t.Helper()
	if err := s.writer().WriteFile(path); err != nil {
		t.Fatal(err)
	}
}

// verify reads every section of f and compares it with s.
func (s *sample) verify(f *File) error {
	if string(f.Stamp()) != string(s.stamp) {
		return fmt.Errorf("stamp %q, want %q", f.Stamp(), s.stamp)
	}
	if err := verifyTable(f, "ids", s.ids, s.seqs); err != nil {
		return err
	}
	if err := verifyTable(f, "claims", s.claims, s.clSeqs); err != nil {
		return err
	}
	seqs, err := f.Uint32s("seqs")
	if err != nil || !slices.Equal(seqs, s.seqs) {
		return fmt.Errorf("seqs differ (%v)", err)
	}
	rec, err := f.Int64s("recorded")
	if err != nil || !slices.Equal(rec, s.recorded) {
		return fmt.Errorf("recorded differs (%v)", err)
	}
	for _, unsafe := range []bool{false, true} {
		bm, err := f.bitmap("ev", unsafe)
		if err != nil || !bm.Equals(s.ev) {
			return fmt.Errorf("bitmap (unsafe %v) differs (%v)", unsafe, err)
		}
	}
	recs, err := f.Records("names")
	if err != nil || recs.Len() != len(s.names) {
		return fmt.Errorf("records differ (%v)", err)
	}
	for i, want := range s.names {
		if string(recs.At(i)) != string(want) {
			return fmt.Errorf("record %d = %q, want %q", i, recs.At(i), want)
		}
	}
	raw, err := f.Bytes("raw")
	if err != nil || string(raw) != string(s.raw) {
		return fmt.Errorf("raw differs (%v)", err)
	}
	return nil
}

func verifyTable(f *File, name string, keys []string, vals []uint32) error {
	t, err := f.Table(name)
	if err != nil {
		return err
	}
	if t.Len() != len(keys) {
		return fmt.Errorf("table %s: %d entries, want %d", name, t.Len(), len(keys))
	}
	for i, k := range keys {
		if v, ok := t.Lookup(k); !ok || v != vals[i] {
			return fmt.Errorf("table %s: Lookup(%q) = %d, %v; want %d", name, k, v, ok, vals[i])
		}
	}
	return nil
}

// openChecked opens path and registers Close and a deep Check in cleanup.
func openChecked(t *testing.T, path string) *File {
	t.Helper()
	f, err := Open(path, testKind)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.Check(); err != nil {
			t.Errorf("Check: %v", err)
		}
		f.Close()
	})
	return f
}

func tempPath(t *testing.T) string { return filepath.Join(t.TempDir(), "p.proj") }
