package extract

import (
	"context"
	"testing"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// BenchmarkPatternExtract runs the extractor over every labelled
// statement; cpu-ns/statement (process CPU time, steadier than wall time on
// a shared machine) is the cost one remembered turn pays.
func BenchmarkPatternExtract(b *testing.B) {
	lines := loadLabelled(b)
	ins := make([]Input, len(lines))
	bytes := 0
	for i, l := range lines {
		ins[i] = Input{Text: l.Text, Speaker: l.Speaker, Role: Role(l.Role), OccurredAt: labelledAt}
		bytes += len(l.Text)
	}
	x := PatternExtractor{}
	ctx := context.Background()
	b.SetBytes(int64(bytes))
	b.ReportAllocs()
	b.ResetTimer()
	t0, ok := cpubench.ProcessCPU()
	for b.Loop() {
		for _, in := range ins {
			if _, err := x.Extract(ctx, in); err != nil {
				b.Fatal(err)
			}
		}
	}
	if t1, ok1 := cpubench.ProcessCPU(); ok && ok1 {
		b.ReportMetric(float64(t1-t0)/float64(b.N*len(ins)), "cpu-ns/statement")
	}
}
