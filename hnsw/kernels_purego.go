//go:build purego

package hnsw

import (
	"slices"

	"github.com/evicortex/evicortex/hnsw/internal/vec"
)

func (q *query) prefetch(d uint32) {}

func (q *query) prefetchLinks(d uint32) {}

type batchScratch struct{}

func (q *query) keep(b *batchScratch, c *chunk, i int) {}

func (q *query) keepCode(b *batchScratch, c *chunk, i int) {}

func (b *batchScratch) reset() {}

// pruneByCodes drops from s.nbuf every neighbour whose lower bound is at
// least thr.
func (q *query) pruneByCodes(s *searcher, thr float32) {
	dim := q.g.dim
	kept := s.nbuf[:0]
	for _, d := range s.nbuf {
		c, i := q.at(d)
		raw := vec.DotF32Code(q.vec, c.codes[i*dim:(i+1)*dim])
		if q.lowerBound(raw, c.qmeta[2*i], c.qmeta[2*i+1]) < thr {
			kept = append(kept, d)
		}
	}
	s.nbuf = kept
}

// scoreBatch sets s.dbuf[i] to the traversal distance of s.nbuf[i].
func (q *query) scoreBatch(s *searcher) {
	s.dbuf = slices.Grow(s.dbuf[:0], len(s.nbuf))[:len(s.nbuf)]
	for j, d := range s.nbuf {
		s.dbuf[j] = q.dist(d)
	}
}

// readRandom is the portable ReadRate loop: one distance at a time.
func readRandom(arena []float32, dim, batch, rounds int, seed uint64) float32 {
	n := uint64(len(arena) / dim)
	q := slices.Clone(arena[:dim])
	x := seed | 1
	var sum float32
	for range rounds * batch {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		i := int(x%n) * dim
		sum += distance(Dot, q, arena[i:i+dim])
	}
	return sum
}

func adviseHugeFloats([]float32) {}
