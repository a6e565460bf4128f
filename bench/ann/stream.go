package ann

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/evicortex/evicortex/hnsw"
	"github.com/evicortex/evicortex/internal/cpubench"
)

// Bandwidth is the machine's memory bandwidth measured by a STREAM-style
// probe (McCalpin's kernels over float64 arrays four times the
// last-level cache), in GB/s (1e9 bytes). Bytes count what the kernel
// reads and writes, not the write-allocate reads (STREAM's convention):
// read sums one array (8 B per element), copy a[i]=b[i] (16 B), triad
// a[i]=b[i]+s·c[i] (24 B). 1t is one goroutine locked to its OS thread,
// timed by that thread's CPU clock like the ANN bench's QPS 1t (so other
// load on a shared machine does not count, though it still competes for
// the memory bus); All is one goroutine per core, by wall clock. Best pass.
type Bandwidth struct {
	ArrayMiB int     `json:"array_mib"`
	LLCMiB   int     `json:"llc_mib"` // the last-level cache sysfs reports`
	Read1t   float64 `json:"read_1t_gbs"`
	Copy1t   float64 `json:"copy_1t_gbs"`
	Triad1t  float64 `json:"triad_1t_gbs"`
	ReadAll  float64 `json:"read_all_gbs"`
	CopyAll  float64 `json:"copy_all_gbs"`
	TriadAll float64 `json:"triad_all_gbs"`
	// RandomRead1t is hnsw.ReadRate: our float32 distance kernel reading
	// vectors of the dataset's dimension (RandomVectorBytes each) at
	// random from an arena of ArrayMiB, RandomBatch per call as a search
	// expansion does, one thread by its CPU clock. A graph search reads
	// vectors at random, not in a stream, so this rather than Read1t is
	// the rate its reads could reach.
	RandomRead1t      float64 `json:"random_read_1t_gbs,omitempty"`
	RandomVectorBytes int     `json:"random_vector_bytes,omitempty"`
	RandomBatch       int     `json:"random_batch,omitempty"`
}

// streamElems is each probe array's length: 4x the last-level cache
// (sysfs), at least 256 MiB of float64, so every pass streams from DRAM
// (this VM reports a 480 MiB L3: 1.9 GiB arrays).
func streamElems() int {
	elems := 32 << 20
	if llc := lastLevelCache(); int(4*llc/8) > elems {
		elems = int(4 * llc / 8)
	}
	return elems
}

// lastLevelCache is the largest cache size cpu0 reports (Linux sysfs), or 0.
func lastLevelCache() int64 {
	var best int64
	for i := range 5 {
		b, err := os.ReadFile(fmt.Sprintf("/sys/devices/system/cpu/cpu0/cache/index%d/size", i))
		if err != nil {
			continue
		}
		var n int64
		var unit string
		fmt.Sscanf(strings.TrimSpace(string(b)), "%d%s", &n, &unit)
		switch unit {
		case "K":
			n <<= 10
		case "M":
			n <<= 20
		}
		best = max(best, n)
	}
	return best
}

var streamSink float64 // keeps the read kernel from being optimised away

// probeBandwidth (3 arrays of streamElems: 5.6 GiB on this VM, briefly)
// runs each kernel for passes passes, single-threaded and on
// every core, and keeps the best pass of each; then, the arrays freed,
// the random read of dim-float vectors (hnsw.ReadRate) over one array's
// size.
func probeBandwidth(passes, dim int) Bandwidth {
	elems := streamElems()
	a, b, c := make([]float64, elems), make([]float64, elems), make([]float64, elems)
	for i := range b {
		a[i], b[i], c[i] = 1, 2, 3 // touch every page before timing
	}
	bw := Bandwidth{ArrayMiB: elems * 8 >> 20, LLCMiB: int(lastLevelCache() >> 20)}
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
			k.run(0, elems)
			*k.one = max(*k.one, float64(k.bytes)*float64(elems)/(cpubench.ThreadCPUOrWall()-c0).Seconds()/1e9)
			runtime.UnlockOSThread()
			*k.all = max(*k.all, gbs(k.bytes*elems, func() {
				var wg sync.WaitGroup
				per := elems / threads
				for t := range threads {
					wg.Go(func() { k.run(t*per, (t+1)*per) })
				}
				wg.Wait()
			}))
		}
	}
	a, b, c = nil, nil, nil
	runtime.GC()
	if rate, err := hnsw.ReadRate(dim, randomBatch, int64(elems)*8, 200*time.Millisecond); err == nil {
		bw.RandomRead1t, bw.RandomVectorBytes, bw.RandomBatch = rate/1e9, 4*dim, randomBatch
	}
	return bw
}

// randomBatch is the random read's vectors per kernel call: about the
// unvisited neighbours one layer-0 expansion scores at M 16 (half of 2M).
const randomBatch = 16

func gbs(bytes int, fn func()) float64 {
	start := time.Now()
	fn()
	return float64(bytes) / time.Since(start).Seconds() / 1e9
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
