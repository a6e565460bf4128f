//go:build !purego && darwin && (amd64 || arm64)

package hnsw

// adviseHuge is a no-op where the OS has no huge-page advice (macOS
// promotes pages on its own).
func adviseHuge([]byte) {}
