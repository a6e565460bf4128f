//go:build !purego && linux && (amd64 || arm64)

package hnsw

import "syscall"

// adviseHuge asks for transparent huge pages over b (MADV_HUGEPAGE). It is
// advice: with THP "never", or no huge page free, the kernel keeps 4 KiB
// pages and nothing else changes, so the error is ignored.
func adviseHuge(b []byte) { _ = syscall.Madvise(b, syscall.MADV_HUGEPAGE) }
