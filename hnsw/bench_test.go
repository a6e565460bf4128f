package hnsw

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/evicortex/evicortex/internal/cpubench"
)

var benchGraphs sync.Map // "n/dim/quant" -> *Graph

func benchGraph(b *testing.B, n, dim int, qz Quantization) (*Graph, [][]float32) {
	key := fmt.Sprint(n, "/", dim, "/", qz)
	queries := clustered(99, 200, dim, 40)
	if g, ok := benchGraphs.Load(key); ok {
		return g.(*Graph), queries
	}
	g := build(b, Config{Dim: dim, Metric: Cosine, M: 16, EfConstruction: 100, Quantization: qz}, clustered(98, n, dim, 40))
	benchGraphs.Store(key, g)
	return g, queries
}

var benchSizes = flag.String("hnsw.sizes", "20000x64", "BenchmarkSearch graph sizes, NxDIM[,NxDIM...]")

// BenchmarkSearch reports ns per query and recall@10 against the exact scan.
func BenchmarkSearch(b *testing.B) {
	for _, size := range strings.Split(*benchSizes, ",") {
		var n, dim int
		if _, err := fmt.Sscanf(size, "%dx%d", &n, &dim); err != nil {
			b.Fatalf("-hnsw.sizes %q: %v", size, err)
		}
		benchSearch(b, n, dim)
	}
}

func benchSearch(b *testing.B, n, dim int) {
	for _, qz := range []Quantization{Float32, Int8} {
		for _, ef := range []int{20, 80} {
			b.Run(fmt.Sprintf("n=%d/dim=%d/quant=%d/ef=%d", n, dim, qz, ef), func(b *testing.B) {
				g, queries := benchGraph(b, n, dim, qz)
				b.ReportMetric(meanRecall(b, g, queries, 10, ef, noFilter), "recall@10")
				b.ReportAllocs()
				timedSearch(b, g, queries, ef)
			})
		}
	}
}

// timedSearch runs the b.Loop of unfiltered top-10 searches over queries,
// reporting this thread's CPU time per search (the machine is shared).
func timedSearch(b *testing.B, g *Graph, queries [][]float32, ef int) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0 := cpubench.ThreadCPUOrWall()
	i := 0
	for b.Loop() {
		if _, err := g.Search(queries[i%len(queries)], 10, ef, nil); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(cpubench.ThreadCPUOrWall()-c0)/float64(b.N), "cpu-ns/op")
}

// BenchmarkAdd reports build cost per vector on all cores.
func BenchmarkAdd(b *testing.B) {
	data := clustered(5, 5000, 64, 20)
	for b.Loop() {
		build(b, Config{Dim: 64, Metric: Cosine, M: 16, EfConstruction: 100}, data)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(data)), "ns/vector")
}

// BenchmarkFiltered measures the planner's paths at several selectivities.
func BenchmarkFiltered(b *testing.B) {
	g, queries := benchGraph(b, 20000, 64, Float32)
	for _, sel := range []float64{0.1, 0.01, 0.001} {
		r := rand.New(rand.NewPCG(1, 2))
		f := randomFilter(r, 20000, sel)
		b.Run(fmt.Sprintf("sel=%g", sel), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			c0 := cpubench.ThreadCPUOrWall()
			i := 0
			for b.Loop() {
				if _, err := g.Search(queries[i%len(queries)], 10, 40, f); err != nil {
					b.Fatal(err)
				}
				i++
			}
			b.ReportMetric(float64(cpubench.ThreadCPUOrWall()-c0)/float64(b.N), "cpu-ns/op")
		})
	}
}
