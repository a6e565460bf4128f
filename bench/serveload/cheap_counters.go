//go:build memory.counters

package serveload

const memoryCounters = true
