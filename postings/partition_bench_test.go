package postings

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// partBench is the corpus of BenchmarkSearchPartition, built once per
// process so -count repetitions reuse it.
type partBench struct {
	flat, parted, alone *Index
	ns                  *roaring.Bitmap // the searched partition's docs
	qs                  []string
}

const (
	partBenchDocs  = 200000
	partBenchParts = 100
	partBenchPart  = 37
)

var (
	partBenchOnce sync.Once
	partBenchData partBench
)

// partitionBenchIndexes builds partBenchDocs docs of 12-31 syllable words
// (syllableWords) with ids round robin over partBenchParts partitions, as
// tenants writing at the same rate interleave in a ledger, three ways:
// flat (every doc in partition 0: the layout without partitions), parted
// (doc d in partition d%100) and alone (only partition 37's docs, same
// ids and texts). Each is flushed and merged by the policy.
func partitionBenchIndexes(b *testing.B) *partBench {
	partBenchOnce.Do(func() {
		rng := rand.New(rand.NewPCG(3, 4))
		words := syllableWords(rng)
		pb := &partBench{ns: roaring.New()}
		var err error
		for _, ix := range []**Index{&pb.flat, &pb.parted, &pb.alone} {
			if *ix, err = New(Options{}); err != nil {
				b.Fatal(err)
			}
		}
		for d := uint32(1); d <= partBenchDocs; d++ {
			terms, p := Analyze(AnalyzerOptions{}, words(12+rng.IntN(20))), Partition(d%partBenchParts)
			err := pb.flat.AddTerms(d, terms)
			if err == nil {
				err = pb.parted.AddTermsIn(p, d, terms)
			}
			if err == nil && p == partBenchPart {
				pb.ns.Add(d)
				err = pb.alone.AddTerms(d, terms)
			}
			if err != nil {
				b.Fatal(err)
			}
		}
		for _, ix := range []*Index{pb.flat, pb.parted, pb.alone} {
			if err := ix.Flush(); err == nil {
				err = ix.WaitMerges()
			}
			if err != nil {
				b.Fatal(err)
			}
		}
		for range 1000 {
			pb.qs = append(pb.qs, words(3))
		}
		for _, q := range pb.qs[:50] { // the two paths must agree
			in, err1 := pb.parted.SearchIn(partBenchPart, q, 64, nil)
			flat, err2 := pb.flat.Search(q, 64, pb.ns)
			if err1 != nil || err2 != nil || !equalResults([][]Hit{in}, [][]Hit{flat}) {
				b.Fatalf("query %q: SearchIn and filtered Search disagree (%v, %v)", q, err1, err2)
			}
		}
		partBenchData = *pb
	})
	return &partBenchData
}

// BenchmarkSearchPartition measures a 3-term OR query (k = 64, the
// engine's lexical depth) restricted to one partition of 2,000 docs among
// 200,000 in 100 interleaved partitions: filter-only is today's path (the
// flat index and the partition's docs as filter), partition is SearchIn on
// the partitioned index (with no filter, and with the partition's docs as
// the as-of filter), and alone is the same query on an index holding only
// that partition's docs, the cost the partition path aims at.
// filter-on-parted is the filter-only query on the partitioned index.
func BenchmarkSearchPartition(b *testing.B) {
	pb := partitionBenchIndexes(b)
	for _, c := range []struct {
		name   string
		ix     *Index
		part   bool
		filter *roaring.Bitmap
	}{
		{"filter-only", pb.flat, false, pb.ns},
		{"partition", pb.parted, true, nil},
		{"partition+filter", pb.parted, true, pb.ns},
		{"alone", pb.alone, false, nil},
		{"filter-on-parted", pb.parted, false, pb.ns},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			stop := cpubench.Start(b)
			for i := 0; b.Loop(); i++ {
				var err error
				if c.part {
					_, err = c.ix.SearchIn(partBenchPart, pb.qs[i%len(pb.qs)], 64, c.filter)
				} else {
					_, err = c.ix.Search(pb.qs[i%len(pb.qs)], 64, c.filter)
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			stop()
			b.ReportMetric(float64(c.ix.Segments()), "segments")
		})
	}
}
