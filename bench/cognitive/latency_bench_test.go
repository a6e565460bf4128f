package cognitive

import (
	"context"
	"testing"
)

// BenchmarkRecallLatency is the latency benchmark's two sides as Go
// benchmarks, for profiling (go test -bench RecallLatency -cpuprofile):
// plain recall over evidence without links, and recall with each state
// question's state over the same evidence with links.
func BenchmarkRecallLatency(b *testing.B) {
	ctx := context.Background()
	suite := Generate(48, 60, 1)
	dir := b.TempDir()
	plain, err := openLoaded(ctx, dir+"/plain", suite, false)
	if err != nil {
		b.Fatal(err)
	}
	defer plain.e.Close()
	linked, err := openLoaded(ctx, dir+"/linked", suite, true)
	if err != nil {
		b.Fatal(err)
	}
	defer linked.e.Close()
	for _, side := range []struct {
		name  string
		run   *engineRun
		state bool
	}{{"plain", plain, false}, {"state+links", linked, true}} {
		b.Run(side.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				s := suite[i%len(suite)]
				q := s.State[i%len(s.State)]
				if _, err := side.run.recall(ctx, s.Namespace, q, 128, side.state); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}
