//go:build linux

package ann

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the CPU time consumed by the calling OS thread
// (CLOCK_THREAD_CPUTIME_ID, the clock Python's time.thread_time reads).
func threadCPU() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}

const cpuClock = true
