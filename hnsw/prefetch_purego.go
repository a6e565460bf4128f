//go:build purego

package hnsw

func (q *query) prefetch(d uint32) {}
