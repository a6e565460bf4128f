package hnsw

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is this OS thread's CPU time, so benchmarks on a shared machine
// can report cost without other processes' load.
func threadCPU() time.Duration {
	var ts unix.Timespec
	unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts)
	return time.Duration(ts.Nano())
}
