package ann

import (
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

var epoch = time.Now()

// threadCPU is the calling OS thread's CPU time, or wall time without a
// thread CPU clock.
func threadCPU() time.Duration {
	if d, ok := cpubench.ThreadCPU(); ok {
		return d
	}
	return time.Since(epoch)
}

// processCPU is the whole process's CPU time, or wall time without one.
func processCPU() time.Duration {
	if d, ok := cpubench.ProcessCPU(); ok {
		return d
	}
	return time.Since(epoch)
}
