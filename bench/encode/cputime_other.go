//go:build !unix

package encode

import "time"

// processCPU is unavailable here; CPU columns then read 0.
func processCPU() time.Duration { return 0 }
