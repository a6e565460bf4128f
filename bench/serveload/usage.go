package serveload

import (
	"runtime"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// usage is what the process (server and clients together) spent: CPU
// time, bytes allocated and GC cycles. Unlike latency percentiles these
// hardly move with the neighbours' load on a shared machine, so they
// compare two builds reliably.
type usage struct {
	cpu    time.Duration
	cpuOK  bool
	alloc  uint64
	cycles uint32
}

func readUsage() usage {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	cpu, ok := cpubench.ProcessCPU()
	return usage{cpu: cpu, cpuOK: ok, alloc: ms.TotalAlloc, cycles: ms.NumGC}
}

// usageSpan is the usage of one stretch of the run: its start and end.
type usageSpan struct{ start, end usage }

// record fills the report's per-operation usage of the concurrent phase
// that ran over u.
func (u usageSpan) record(r *report) {
	start, end := u.start, u.end
	ops := r.Remember.Count + r.Recall.Count
	if ops == 0 {
		return
	}
	if start.cpuOK && end.cpuOK {
		r.CPUMsPerOp = ms(end.cpu-start.cpu) / float64(ops)
	}
	r.AllocKBPerOp = float64(end.alloc-start.alloc) / 1024 / float64(ops)
	r.GCCycles = int(end.cycles - start.cycles)
}
