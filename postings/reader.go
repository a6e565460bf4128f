package postings

import (
	"encoding/binary"
	"fmt"
)

// corruptf builds an error naming the damaged part; it wraps ErrCorrupt.
func corruptf(part, format string, args ...any) error {
	return fmt.Errorf("%s: %s: %w", part, fmt.Sprintf(format, args...), ErrCorrupt)
}

// rd is a bounds-checked little decoder over a byte slice. The first
// failure sticks in err and later reads return zeros.
type rd struct {
	b    []byte
	p    int
	err  error
	part string
}

func (r *rd) fail(what string) {
	if r.err == nil {
		r.err = corruptf(r.part, "%s at offset %d", what, r.p)
	}
}

func (r *rd) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	if r.p < 0 || r.p >= len(r.b) {
		r.fail("truncated varint")
		return 0
	}
	v, n := binary.Uvarint(r.b[r.p:])
	if n <= 0 {
		r.fail("bad varint")
		return 0
	}
	r.p += n
	return v
}

// u32v reads a uvarint that must fit in 32 bits.
func (r *rd) u32v() uint32 {
	v := r.uvarint()
	if v > 1<<32-1 {
		r.fail("varint overflows uint32")
		return 0
	}
	return uint32(v)
}

func (r *rd) byte1() byte {
	if r.err != nil {
		return 0
	}
	if r.p < 0 || r.p >= len(r.b) {
		r.fail("truncated byte")
		return 0
	}
	r.p++
	return r.b[r.p-1]
}

func (r *rd) bytes(n uint64) []byte {
	if r.err != nil {
		return nil
	}
	if n > uint64(len(r.b)-r.p) {
		r.fail(fmt.Sprintf("truncated: need %d bytes", n))
		return nil
	}
	s := r.b[r.p : r.p+int(n)]
	r.p += int(n)
	return s
}

// frontier reads an impact list (at most maxFrontier points) and appends
// it to dst.
func (r *rd) frontier(dst []impact) []impact {
	n := r.uvarint()
	if r.err == nil && (n == 0 || n > maxFrontier) {
		r.fail(fmt.Sprintf("impact count %d not in [1,%d]", n, maxFrontier))
	}
	for i := uint64(0); i < n && r.err == nil; i++ {
		tf := r.u32v()
		dst = append(dst, impact{tf: tf, nb: r.byte1()})
	}
	return dst
}
