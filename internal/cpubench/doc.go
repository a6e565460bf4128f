// Package cpubench reports the CPU time a benchmark loop costs the whole
// process, as the metric "cpu-ns/op". On a shared, noisy machine wall time
// per op moves with the neighbours' load; the process's own CPU time
// (user plus system, every thread, so GC workers and server goroutines
// count) moves much less.
//
//	stop := cpubench.Start(b)
//	for b.Loop() { ... }
//	stop()
//
// ProcessCPU is the underlying reading, for harnesses outside tests
// (evibench serve-load reports CPU per operation with it).
package cpubench
