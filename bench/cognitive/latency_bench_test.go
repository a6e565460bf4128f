package cognitive

import (
	"context"
	"os"
	"testing"

	"github.com/evicortex/evicortex/fuse"
)

// BenchmarkRecallLatency is the latency benchmark's two sides as Go
// benchmarks, for profiling (go test -bench RecallLatency -cpuprofile):
// plain recall over evidence without links, and recall with each state
// question's state over the same evidence with links; and the two halves
// of the difference, the state over unlinked evidence and no state over
// linked evidence. With COG_NOTOPIC=1 the scenarios whose question names
// a state topic of fuse (Hints.Topics: "move", "lease") are left out: the
// state-from-episodes search they start costs ten times a typical recall
// on both sides alike and buries the difference in a profile.
func BenchmarkRecallLatency(b *testing.B) {
	ctx := context.Background()
	suite := Generate(48, 60, 1)
	if os.Getenv("COG_NOTOPIC") != "" {
		kept := suite[:0]
		for _, s := range suite {
			if len(fuse.ParseHints(s.State[0].Text, now, nil).Topics) == 0 {
				kept = append(kept, s)
			}
		}
		suite = kept
	}
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
	}{{"plain", plain, false}, {"state+links", linked, true}, {"state-only", plain, true}, {"links-only", linked, false}} {
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
