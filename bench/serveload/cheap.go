package serveload

import "modernc.org/libc"

// cHeapCounted is whether modernc.org/memory keeps its counters (build tag
// memory.counters); without them libc.MemStat reads zero.
const cHeapCounted = memoryCounters

// cHeapMB is what SQLite's C allocator has asked from the OS, MiB (zero
// unless the binary was built with -tags memory.counters).
func cHeapMB() float64 { return float64(libc.MemStat().Bytes) / (1 << 20) }
