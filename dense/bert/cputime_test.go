package bert

import (
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// processCPU is the user+system CPU time of the test process (0 where the
// platform has none); benchmarks report it so results on a shared machine
// are comparable.
func processCPU() time.Duration {
	d, _ := cpubench.ProcessCPU()
	return d
}
