package hnsw

import (
	"encoding/binary"
	"encoding/gob"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/internal/cpubench"
)

// BenchmarkSearchFile runs the search benchmark on a real vector set
// (e.g. build/ann-real/real.npy from make ann-real) instead of synthetic
// clusters. It is skipped unless -hnsw.npy is given. The last
// -hnsw.queries rows are the queries; the graph (M 16, efConstruction 200,
// Cosine, as evibench ann) is built once and saved to -hnsw.index, which
// later runs Load instead of rebuilding. Build CPU is reported when built.
var (
	benchNpy     = flag.String("hnsw.npy", "", "BenchmarkSearchFile: float32 .npy vectors (rows x dim)")
	benchIndex   = flag.String("hnsw.index", "", "BenchmarkSearchFile: saved index to Load (built and saved there if missing)")
	benchQueries = flag.Int("hnsw.queries", 500, "BenchmarkSearchFile: held-out query rows")
	benchEfs     = flag.String("hnsw.efs", "20,40,80", "BenchmarkSearchFile: ef values")
	benchQuant   = flag.Int("hnsw.quant", 0, "BenchmarkSearchFile: Quantization to build with (0 Float32, 1 Int8, 2 Int8Bounded)")
	benchRows    = flag.Int("hnsw.rows", 0, "BenchmarkSearchFile: use only the first rows of the file (0 = all)")
	benchNoBound = flag.Bool("hnsw.nobound", false, "BenchmarkSearchFile: search an Int8Bounded graph without the code bound")
)

func BenchmarkSearchFile(b *testing.B) {
	if *benchNpy == "" {
		b.Skip("no -hnsw.npy")
	}
	rows, err := readNpyRows(*benchNpy)
	if err != nil {
		b.Fatal(err)
	}
	if *benchRows > 0 && *benchRows < len(rows) {
		rows = rows[:*benchRows]
	}
	nq := min(*benchQueries, len(rows)/2)
	base, queries := rows[:len(rows)-nq], rows[len(rows)-nq:]
	g := fileGraph(b, base)
	g.noBound = *benchNoBound
	exact := fileTruth(b, g, queries)
	for _, efs := range strings.Split(*benchEfs, ",") {
		var ef int
		fmt.Sscan(efs, &ef)
		b.Run(fmt.Sprintf("n=%d/dim=%d/ef=%d", len(base), len(base[0]), ef), func(b *testing.B) {
			var sum float64
			for i, q := range queries {
				res, err := g.Search(q, 10, ef, nil)
				if err != nil {
					b.Fatal(err)
				}
				sum += recall(res, exact[i])
			}
			timedSearch(b, g, queries, ef)
			b.ReportMetric(sum/float64(len(queries)), "recall@10")
			var c SearchCounts
			for _, q := range queries[:100] {
				_, ci, _ := g.SearchCounted(q, 10, ef, nil)
				c.Distances, c.Exact, c.Lists = c.Distances+ci.Distances, c.Exact+ci.Exact, c.Lists+ci.Lists
			}
			b.ReportMetric(float64(c.Bytes(g.cfg))/100, "B/query")
			b.ReportMetric(float64(c.Exact+c.Distances)/100, "dist/query")
		})
	}
}

func fileGraph(b *testing.B, base [][]float32) *Graph {
	if *benchIndex != "" {
		if _, err := os.Stat(*benchIndex); err == nil {
			g, err := Load(*benchIndex)
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { g.Close() })
			return g
		}
	}
	cfg := Config{Dim: len(base[0]), Metric: Cosine, M: 16, EfConstruction: 200}
	cfg.Quantization = Quantization(*benchQuant)
	g, err := New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	g.noBound = *benchNoBound
	ids := make([]uint64, len(base))
	for i := range ids {
		ids[i] = uint64(i)
	}
	c0, t0 := cpubench.ProcessCPUOrWall(), time.Now()
	if err := g.AddBatch(ids, base); err != nil {
		b.Fatal(err)
	}
	b.Logf("built %d x %d: %.1f s CPU, %.1f s wall", len(base), len(base[0]), (cpubench.ProcessCPUOrWall() - c0).Seconds(), time.Since(t0).Seconds())
	if *benchIndex != "" {
		if err := g.Save(*benchIndex); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// fileTruth is the exact top 10 of each query, cached beside the index.
func fileTruth(b *testing.B, g *Graph, queries [][]float32) [][]Result {
	exact := make([][]Result, len(queries))
	path := *benchIndex + ".truth"
	if f, err := os.Open(path); err == nil && *benchIndex != "" {
		defer f.Close()
		if gob.NewDecoder(f).Decode(&exact) == nil && len(exact) == len(queries) {
			return exact
		}
	}
	parallelQueries(len(queries), func(i int) {
		exact[i], _ = g.SearchExact(queries[i], 10, nil)
	})
	if *benchIndex != "" {
		f, err := os.Create(path)
		if err != nil {
			b.Fatal(err)
		}
		defer f.Close()
		if err := gob.NewEncoder(f).Encode(exact); err != nil {
			b.Fatal(err)
		}
	}
	return exact
}

func parallelQueries(n int, fn func(i int)) {
	done := make(chan struct{})
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		go func() {
			for i := w; i < n; i += workers {
				fn(i)
			}
			done <- struct{}{}
		}()
	}
	for range workers {
		<-done
	}
}

// readNpyRows reads a little-endian float32 C-order 2-D .npy file.
func readNpyRows(path string) ([][]float32, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(raw) < 10 || string(raw[1:6]) != "NUMPY" {
		return nil, errors.New("npy: bad magic")
	}
	hl, off := int(binary.LittleEndian.Uint16(raw[8:])), 10
	if raw[6] >= 2 {
		hl, off = int(binary.LittleEndian.Uint32(raw[8:])), 12
	}
	hdr := string(raw[off : off+hl])
	if !strings.Contains(hdr, "'<f4'") {
		return nil, fmt.Errorf("npy: need float32, header %q", hdr)
	}
	var n, d int
	if _, err := fmt.Sscanf(hdr[strings.Index(hdr, "'shape': (")+len("'shape': ("):], "%d, %d)", &n, &d); err != nil {
		return nil, fmt.Errorf("npy shape: %w", err)
	}
	body := raw[off+hl:]
	if len(body) < 4*n*d {
		return nil, errors.New("npy: truncated")
	}
	flat := make([]float32, n*d)
	for i := range flat {
		flat[i] = math.Float32frombits(binary.LittleEndian.Uint32(body[4*i:]))
	}
	rows := make([][]float32, n)
	for i := range rows {
		rows[i] = flat[i*d : (i+1)*d : (i+1)*d]
	}
	return rows, nil
}
