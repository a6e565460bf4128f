package encode

import (
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// processCPU is the user+system CPU time of this process (all threads); 0
// where the platform has no such clock (CPU columns then read 0).
func processCPU() time.Duration {
	d, _ := cpubench.ProcessCPU()
	return d
}
