//go:build !linux

package cpubench

import "time"

// ThreadCPU is not available on this platform.
func ThreadCPU() (time.Duration, bool) { return 0, false }
