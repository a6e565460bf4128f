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

// processCPU is the CPU time of the whole process (all threads).
func processCPU() time.Duration {
	var ru unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
