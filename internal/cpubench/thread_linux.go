//go:build linux

package cpubench

import (
	"time"

	"golang.org/x/sys/unix"
)

// ThreadCPU is the CPU time consumed so far by the calling OS thread
// (CLOCK_THREAD_CPUTIME_ID, the clock Python's time.thread_time reads). The
// caller locks its goroutine to the thread (runtime.LockOSThread) for the
// reading to mean anything.
func ThreadCPU() (time.Duration, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
