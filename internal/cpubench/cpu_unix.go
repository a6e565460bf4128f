//go:build unix

package cpubench

import (
	"syscall"
	"time"
)

// ProcessCPU is the user plus system time of the whole process so far.
func ProcessCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
