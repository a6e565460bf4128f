package ann

import (
	"runtime"
	"sync"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// Bandwidth is the machine's memory bandwidth measured by a STREAM-style
// probe (McCalpin's kernels over float64 arrays far larger than the
// last-level cache), in GB/s (1e9 bytes). Bytes count what the kernel
// reads and writes, not the write-allocate reads (STREAM's convention):
// read sums one array (8 B per element), copy a[i]=b[i] (16 B), triad
// a[i]=b[i]+s·c[i] (24 B). 1t is one goroutine locked to its OS thread,
// timed by that thread's CPU clock like the ANN bench's QPS 1t (so other
// load on a shared machine does not count, though it still competes for
// the memory bus); All is one goroutine per core, by wall clock. Best pass.
type Bandwidth struct {
	ArrayMiB int     `json:"array_mib"`
	Read1t   float64 `json:"read_1t_gbs"`
	Copy1t   float64 `json:"copy_1t_gbs"`
	Triad1t  float64 `json:"triad_1t_gbs"`
	ReadAll  float64 `json:"read_all_gbs"`
	CopyAll  float64 `json:"copy_all_gbs"`
	TriadAll float64 `json:"triad_all_gbs"`
}

// streamElems is each probe array's length: 256 MiB of float64, far above
// any last-level cache this runs on, so every pass streams from DRAM.
const streamElems = 32 << 20

var streamSink float64 // keeps the read kernel from being optimised away

// probeBandwidth runs each kernel for passes passes, single-threaded and on
// every core, and keeps the best pass of each.
func probeBandwidth(passes int) Bandwidth {
	a, b, c := make([]float64, streamElems), make([]float64, streamElems), make([]float64, streamElems)
	for i := range b {
		a[i], b[i], c[i] = 1, 2, 3 // touch every page before timing
	}
	bw := Bandwidth{ArrayMiB: streamElems * 8 >> 20}
	kernels := []struct {
		bytes    int
		one, all *float64
		run      func(lo, hi int)
	}{
		{8, &bw.Read1t, &bw.ReadAll, func(lo, hi int) { streamSink += readKernel(a[lo:hi]) }},
		{16, &bw.Copy1t, &bw.CopyAll, func(lo, hi int) { copy(a[lo:hi], b[lo:hi]) }},
		{24, &bw.Triad1t, &bw.TriadAll, func(lo, hi int) { triadKernel(a[lo:hi], b[lo:hi], c[lo:hi], 3) }},
	}
	threads := runtime.GOMAXPROCS(0)
	for _, k := range kernels {
		for range passes {
			runtime.LockOSThread()
			c0 := cpubench.ThreadCPUOrWall()
			k.run(0, streamElems)
			*k.one = max(*k.one, float64(k.bytes)*streamElems/(cpubench.ThreadCPUOrWall()-c0).Seconds()/1e9)
			runtime.UnlockOSThread()
			*k.all = max(*k.all, gbs(k.bytes, func() {
				var wg sync.WaitGroup
				per := streamElems / threads
				for t := range threads {
					wg.Go(func() { k.run(t*per, (t+1)*per) })
				}
				wg.Wait()
			}))
		}
	}
	return bw
}

func gbs(bytesPerElem int, fn func()) float64 {
	start := time.Now()
	fn()
	return float64(bytesPerElem) * streamElems / time.Since(start).Seconds() / 1e9
}

// readKernel sums x with four independent accumulators (one add chain
// would be latency-bound, not bandwidth-bound).
func readKernel(x []float64) float64 {
	var s0, s1, s2, s3 float64
	i := 0
	for ; i+4 <= len(x); i += 4 {
		s0 += x[i]
		s1 += x[i+1]
		s2 += x[i+2]
		s3 += x[i+3]
	}
	for ; i < len(x); i++ {
		s0 += x[i]
	}
	return s0 + s1 + s2 + s3
}

func triadKernel(a, b, c []float64, s float64) {
	b, c = b[:len(a)], c[:len(a)]
	for i := range a {
		a[i] = b[i] + s*c[i]
	}
}
