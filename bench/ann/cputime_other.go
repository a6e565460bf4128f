//go:build !linux

package ann

import "time"

var epoch = time.Now()

// threadCPU falls back to wall time where no thread CPU clock is wired.
func threadCPU() time.Duration { return time.Since(epoch) }

const cpuClock = false

func processCPU() time.Duration { return time.Since(epoch) }
