//go:build !unix

package cpubench

import "time"

// ProcessCPU is not available on this platform.
func ProcessCPU() (time.Duration, bool) { return 0, false }
