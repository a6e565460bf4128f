package hnsw

import (
	"runtime"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// readRandomSink keeps ReadRate's checksum alive.
var readRandomSink float32

// ReadRate is the rate, in bytes per second of the calling thread's CPU
// time, at which Search's float32 distance kernel reads vectors of dim
// floats from random places in an arena of arenaBytes (backed by huge
// pages where the system allows, as a loaded index is): batch vectors per
// kernel call, as an expansion scores its unvisited neighbours, for at
// least minTime, best of three passes. With an arena several times the
// last-level cache the vectors come from DRAM, so it is the cold read rate
// a float32 search with this kernel could reach at best if it did nothing
// but read vectors: at B cold bytes per query, rate/B queries per second.
// A search reads some vectors from cache (the upper layers, the nodes near
// the entry point), so its own GB/s can exceed it slightly; the figure is
// a reference for benchmarks (evibench ann --bandwidth), not a bound.
func ReadRate(dim, batch int, arenaBytes int64, minTime time.Duration) (float64, error) {
	switch {
	case dim <= 0:
		return 0, invalidf("read rate dim=%d: must be positive", dim)
	case batch <= 0:
		return 0, invalidf("read rate batch=%d: must be positive", batch)
	case arenaBytes < int64(4*dim*batch):
		return 0, invalidf("read rate arena=%d bytes: must hold at least one batch (%d bytes)", arenaBytes, 4*dim*batch)
	case minTime <= 0:
		return 0, invalidf("read rate minTime=%v: must be positive", minTime)
	}
	arena := make([]float32, arenaBytes/4/int64(dim)*int64(dim))
	adviseHugeFloats(arena)
	for i := range arena {
		arena[i] = float32(i%7) - 3 // touch every page before timing
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := 0.0
	for pass := range 3 {
		rounds, read := 64, 0
		start := cpubench.ThreadCPUOrWall()
		var spent time.Duration
		for spent < minTime {
			readRandomSink += readRandom(arena, dim, batch, rounds, uint64(pass*7919+rounds))
			read += rounds * batch * 4 * dim
			rounds *= 2
			spent = cpubench.ThreadCPUOrWall() - start
		}
		best = max(best, float64(read)/spent.Seconds())
	}
	return best, nil
}
