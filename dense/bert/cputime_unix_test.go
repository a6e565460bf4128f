//go:build unix

package bert

import (
	"syscall"
	"time"
)

// processCPU is the user+system CPU time of the test process; benchmarks
// report it per op because wall time on a shared machine follows its load.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
