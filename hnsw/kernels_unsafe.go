//go:build !purego

package hnsw

import (
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
