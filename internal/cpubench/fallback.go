package cpubench

import "time"

var start = time.Now()

// ThreadCPUOrWall is ThreadCPU, or the wall time since the process started
// where the platform has no thread CPU clock: a reading whose differences
// are always a duration, for harnesses that report either.
func ThreadCPUOrWall() time.Duration {
	if d, ok := ThreadCPU(); ok {
		return d
	}
	return time.Since(start)
}

// ProcessCPUOrWall is ProcessCPU, or the wall time since the process
// started where the platform has no process CPU clock.
func ProcessCPUOrWall() time.Duration {
	if d, ok := ProcessCPU(); ok {
		return d
	}
	return time.Since(start)
}
