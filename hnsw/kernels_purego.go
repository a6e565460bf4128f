//go:build purego

package hnsw

func (q *query) prefetch(d uint32) {}

func (q *query) prefetchLinks(d uint32) {}
