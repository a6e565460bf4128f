package hnsw

import (
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

var epoch = time.Now()

// threadCPU is this OS thread's CPU time, so benchmarks on a shared machine
// can report cost without other processes' load; wall time where the
// platform has no thread CPU clock.
func threadCPU() time.Duration {
	if d, ok := cpubench.ThreadCPU(); ok {
		return d
	}
	return time.Since(epoch)
}
