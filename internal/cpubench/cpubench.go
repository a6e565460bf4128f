package cpubench

import "testing"

// Start begins measuring; the returned func reports cpu-ns/op over the
// b.N iterations run since. Where process CPU time is not available it
// reports nothing.
func Start(b *testing.B) (stop func()) {
	t0, ok := ProcessCPU()
	return func() {
		t1, ok1 := ProcessCPU()
		if ok && ok1 && b.N > 0 {
			b.ReportMetric(float64(t1-t0)/float64(b.N), "cpu-ns/op")
		}
	}
}
