package projfile

import "encoding/binary"

// Records is a list of byte records read in place from a records section:
//
//	u32 count n, u32 reserved (0), (n+1) x u32 offsets, data
//
// offsets are relative to data, start at 0, never decrease and end at
// len(data). Records is safe for concurrent use; its slices alias the
// file and are valid until File.Close.
type Records struct {
	offs []byte
	data []byte
	n    int
}

// Len is the number of records.
func (r *Records) Len() int { return r.n }

// At returns record i (0 <= i < Len), aliasing the file; do not modify it.
func (r *Records) At(i int) []byte {
	le := binary.LittleEndian
	return r.data[le.Uint32(r.offs[4*i:]):le.Uint32(r.offs[4*i+4:])]
}

// decodeRecords checks the layout and every offset (O(n)), so At cannot
// go out of bounds.
func decodeRecords(b []byte) (*Records, error) {
	le := binary.LittleEndian
	if len(b) < 12 {
		return nil, corruptf("records: %d bytes", len(b))
	}
	n := uint64(le.Uint32(b))
	if le.Uint32(b[4:]) != 0 || 8+4*(n+1) > uint64(len(b)) {
		return nil, corruptf("records: %d records do not fit %d bytes", n, len(b))
	}
	r := &Records{offs: b[8 : 8+4*(n+1)], data: b[8+4*(n+1):], n: int(n)}
	prev := uint32(0)
	for i := uint64(0); i <= n; i++ {
		o := le.Uint32(r.offs[4*i:])
		if o < prev || (i == 0 && o != 0) {
			return nil, corruptf("records: offset %d of record %d out of order", o, i)
		}
		prev = o
	}
	if uint64(prev) != uint64(len(r.data)) {
		return nil, corruptf("records: offsets end at %d, data has %d bytes", prev, len(r.data))
	}
	return r, nil
}

func writeRecords(s *sectionWriter, recs [][]byte) {
	s.u32(uint32(len(recs)))
	s.u32(0)
	off := uint32(0)
	s.u32(off)
	for _, r := range recs {
		off += uint32(len(r))
		s.u32(off)
	}
	for _, r := range recs {
		s.write(r)
	}
}
