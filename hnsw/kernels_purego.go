//go:build purego

package hnsw

import "slices"

func (q *query) prefetch(d uint32) {}

func (q *query) prefetchLinks(d uint32) {}

type batchScratch struct{}

func (q *query) keep(b *batchScratch, c *chunk, i int) {}

func (b *batchScratch) reset() {}

// scoreBatch sets s.dbuf[i] to the traversal distance of s.nbuf[i].
func (q *query) scoreBatch(s *searcher) {
	s.dbuf = slices.Grow(s.dbuf[:0], len(s.nbuf))[:len(s.nbuf)]
	for j, d := range s.nbuf {
		s.dbuf[j] = q.dist(d)
	}
}
