//go:build !memory.counters

package serveload

const memoryCounters = false
