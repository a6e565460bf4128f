//go:build !purego

package hnsw

import (
	"slices"
	"unsafe"

	"github.com/evicortex/evicortex/hnsw/internal/vec"
)

// prefetch hints the next neighbour's vector (or codes) into cache while
// the current distance is computed. This file and view_unsafe.go are the
// only users of package unsafe; the purego build compiles neither.
func (q *query) prefetch(d uint32) {
	c, i := q.at(d)
	if c == nil {
		return
	}
	dim := q.g.dim
	if q.quant {
		vec.PrefetchLines(unsafe.Pointer(unsafe.SliceData(c.codes[i*dim:])), min((dim+63)/64, 4))
		vec.PrefetchLines(unsafe.Pointer(unsafe.SliceData(c.qmeta[2*i:])), 1)
		return
	}
	vec.PrefetchLines(unsafe.Pointer(unsafe.SliceData(c.vecs[i*dim:])), min((dim*4+63)/64, 8))
}

// prefetchLinks hints node d's layer-0 link list, for the next candidate
// to be expanded.
func (q *query) prefetchLinks(d uint32) {
	c, i := q.at(d)
	if c == nil {
		return
	}
	w := q.g.m0 + 1
	vec.PrefetchLines(unsafe.Pointer(unsafe.SliceData(c.links[i*w:])), (w*4+63)/64)
}

// batchScratch is scoreBatch's per-searcher scratch.
type batchScratch struct {
	ptrs []unsafe.Pointer // the neighbours' vectors or codes
	ibuf []int32          // raw int8 dot products
	mbuf []float32        // scale, norm² per neighbour (Int8)
}

// keep records node slot (c, i)'s vector or codes for scoreBatch.
func (q *query) keep(b *batchScratch, c *chunk, i int) {
	dim := q.g.dim
	if q.quant {
		b.ptrs = append(b.ptrs, unsafe.Pointer(unsafe.SliceData(c.codes[i*dim:])))
		b.mbuf = append(b.mbuf, c.qmeta[2*i], c.qmeta[2*i+1])
		return
	}
	b.ptrs = append(b.ptrs, unsafe.Pointer(unsafe.SliceData(c.vecs[i*dim:])))
}

// keepCode records node slot (c, i)'s codes for pruneByCodes and
// prefetches its scale and norm, which pruneByCodes reads after the codes.
func (q *query) keepCode(b *batchScratch, c *chunk, i int) {
	dim := q.g.dim
	b.ptrs = append(b.ptrs, unsafe.Pointer(unsafe.SliceData(c.codes[i*dim:])))
	vec.PrefetchLines(unsafe.Pointer(&c.qmeta[2*i]), 1)
}

// pruneByCodes drops from s.nbuf (whose codes keepCode recorded) every
// neighbour whose lower bound is at least thr, and leaves s.batch holding
// the float32 vectors of the rest, for scoreBatch.
func (q *query) pruneByCodes(s *searcher, thr float32) {
	b := &s.batch
	n := len(b.ptrs)
	s.dbuf = slices.Grow(s.dbuf[:0], n)[:n]
	vec.DotF32CodeBatch(q.vec, b.ptrs, s.dbuf)
	b.ptrs = b.ptrs[:0]
	kept := s.nbuf[:0]
	dim := q.g.dim
	lines := min((4*dim+63)/64, 32)
	for j, d := range s.nbuf {
		c, i := q.at(d)
		if q.lowerBound(s.dbuf[j], c.qmeta[2*i], c.qmeta[2*i+1]) >= thr {
			continue
		}
		kept = append(kept, d)
		p := unsafe.Pointer(unsafe.SliceData(c.vecs[i*dim:]))
		vec.PrefetchLines(p, lines) // the whole vector: few survive
		b.ptrs = append(b.ptrs, p)
	}
	s.nbuf = kept
}

func (b *batchScratch) reset() { b.ptrs, b.mbuf = b.ptrs[:0], b.mbuf[:0] }

// scoreBatch sets s.dbuf[i] to the traversal distance of s.nbuf[i], whose
// vectors keep recorded, with one batch-kernel call.
func (q *query) scoreBatch(s *searcher) {
	b := &s.batch
	n := len(b.ptrs)
	s.dbuf = slices.Grow(s.dbuf[:0], n)[:n]
	if q.quant {
		b.ibuf = slices.Grow(b.ibuf[:0], n)[:n]
		vec.DotU8I8Batch(q.code, b.ptrs, b.ibuf)
		q.fromInt8Batch(b.ibuf, b.mbuf, s.dbuf)
		return
	}
	if q.metric == L2 {
		vec.L2Batch(q.vec, b.ptrs, s.dbuf)
		return
	}
	vec.DotBatch(q.vec, b.ptrs, s.dbuf)
	off := float32(1) // Cosine: 1-dot; Dot: -dot
	if q.metric == Dot {
		off = 0
	}
	for j, x := range s.dbuf {
		s.dbuf[j] = off - x
	}
}

// readRandom scores rounds batches of batch vectors of dim floats, drawn
// at random from arena by a xorshift of seed, with the float32 batch
// kernel, one call per batch as an expansion makes (ReadRate). The sum
// keeps the work from being optimised away.
func readRandom(arena []float32, dim, batch, rounds int, seed uint64) float32 {
	n := uint64(len(arena) / dim)
	q := slices.Clone(arena[:dim])
	ptrs := make([]unsafe.Pointer, batch)
	out := make([]float32, batch)
	x := seed | 1
	var sum float32
	for range rounds {
		for j := range ptrs {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			ptrs[j] = unsafe.Pointer(&arena[int(x%n)*dim])
		}
		vec.DotBatch(q, ptrs, out)
		sum += out[0]
	}
	return sum
}

// adviseHugeFloats is adviseHuge over a float32 slice (ReadRate's arena,
// backed by huge pages as a loaded index is).
func adviseHugeFloats(a []float32) {
	adviseHuge(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(a))), 4*len(a)))
}
