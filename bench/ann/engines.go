package ann

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/RoaringBitmap/roaring/v2"
	coder "github.com/coder/hnsw"
	"github.com/evicortex/evicortex/hnsw"
)

// engine is one index under test. search must be safe for concurrent use
// once built (the all-core pass calls it from every core).
type engine interface {
	name() string
	build(base [][]float32) error
	search(q []float32, k, ef int) []uint32
	indexBytes() int64
	close()
}

// ours wraps hnsw.Graph: built in memory on all cores, saved, then queried
// through Open (the memory-mapped file), as the engine will use it.
// progressEvery is how many vectors a build adds between progress lines.
const progressEvery = 100000

type ours struct {
	log     io.Writer
	label   string
	cfg     hnsw.Config
	dir     string
	g       *hnsw.Graph
	bytes   int64
	openDur time.Duration
	rssOpen int64
	// load: after measuring the mapped open, close it and read the index
	// with hnsw.Load for the queries.
	load      bool
	loadDur   time.Duration
	hugeBytes int64
}

func (o *ours) name() string { return o.label }

func (o *ours) build(base [][]float32) error {
	g, err := hnsw.New(o.cfg)
	if err != nil {
		return err
	}
	ids := make([]uint64, len(base))
	for i := range ids {
		ids[i] = uint64(i)
	}
	start := time.Now()
	for lo := 0; lo < len(base); lo += progressEvery {
		hi := min(lo+progressEvery, len(base))
		if err := g.AddBatch(ids[lo:hi], base[lo:hi]); err != nil {
			return err
		}
		if len(base) > progressEvery {
			fmt.Fprintf(o.log, "ann: %s %d/%d added (%.0f/s)\n", o.label, hi, len(base), float64(hi)/time.Since(start).Seconds())
		}
	}
	path := filepath.Join(o.dir, o.label+".hnsw")
	if err := g.Save(path); err != nil {
		return err
	}
	return g.Close()
}

// open maps the saved index, recording open time and the RSS it adds.
func (o *ours) open() error {
	path := filepath.Join(o.dir, o.label+".hnsw")
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	o.bytes = st.Size()
	runtime.GC()
	debug.FreeOSMemory()
	before := rss()
	start := time.Now()
	g, err := hnsw.Open(path)
	if err != nil {
		return err
	}
	o.openDur, o.rssOpen, o.g = time.Since(start), rss()-before, g
	if !o.load {
		return nil
	}
	if err := g.Close(); err != nil {
		return err
	}
	h0 := hugePageBytes()
	start = time.Now()
	if o.g, err = hnsw.Load(path); err != nil {
		return err
	}
	o.loadDur, o.hugeBytes = time.Since(start), hugePageBytes()-h0
	return nil
}

// hugePageBytes is this process's anonymous memory in transparent huge
// pages (Linux; 0 elsewhere).
func hugePageBytes() int64 {
	b, err := os.ReadFile("/proc/self/smaps_rollup")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "AnonHugePages:"); ok {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(rest), "%d", &kb)
			return kb << 10
		}
	}
	return 0
}

func (o *ours) search(q []float32, k, ef int) []uint32 {
	return resIDs(o.g.Search(q, k, ef, nil))
}

// countReads fills res's per-query reads from hnsw.SearchCounted.
func (o *ours) countReads(res *EngineResult, queries [][]float32, k, ef int) {
	var sum hnsw.SearchCounts
	var bytes int64
	for _, q := range queries {
		_, c, err := o.g.SearchCounted(q, k, ef, nil)
		if err != nil {
			panic(fmt.Sprintf("search: %v", err))
		}
		sum.Distances, sum.Exact, sum.Lists = sum.Distances+c.Distances, sum.Exact+c.Exact, sum.Lists+c.Lists
		bytes += c.Bytes(o.cfg)
	}
	n := float64(len(queries))
	res.DistPerQuery, res.ListsPerQuery = float64(sum.Distances+sum.Exact)/n, float64(sum.Lists)/n
	res.BytesPerQuery, res.BytesSource = float64(bytes)/n, "counted"
}

func (o *ours) filtered(q []float32, k, ef int, f *roaring.Bitmap) []uint32 {
	return resIDs(o.g.Search(q, k, ef, f))
}

func resIDs(res []hnsw.Result, err error) []uint32 {
	if err != nil {
		panic(fmt.Sprintf("search: %v", err)) // a bench run with a broken index must stop loudly
	}
	ids := make([]uint32, len(res))
	for i, r := range res {
		ids[i] = uint32(r.ID)
	}
	return ids
}

func (o *ours) indexBytes() int64 { return o.bytes }
func (o *ours) close() {
	if o.g != nil {
		o.g.Close()
	}
}

// brute is exhaustive search with the same SIMD kernel.
type brute struct{ base [][]float32 }

func (b *brute) name() string                          { return "bruteforce" }
func (b *brute) build(base [][]float32) error          { b.base = base; return nil }
func (b *brute) search(q []float32, k, _ int) []uint32 { return exactTopK(b.base, q, k, nil) }
func (b *brute) indexBytes() int64 {
	return int64(len(b.base)) * int64(len(b.base[0])) * 4
}
func (b *brute) close() {}

// coderHNSW is github.com/coder/hnsw in-process. It has no efConstruction
// knob: EfSearch is used while adding, so it is set to efc for the build
// and to ef per search. It is not safe for concurrent Add, so it builds on
// one core; Search only reads.
type coderHNSW struct {
	g     *coder.Graph[uint32]
	m     int
	efc   int
	bytes int64
	dir   string
}

func (c *coderHNSW) name() string { return "coder-hnsw" }

func (c *coderHNSW) build(base [][]float32) error {
	c.g = coder.NewGraph[uint32]()
	c.g.M, c.g.Ml, c.g.EfSearch = c.m, 1/math.Log(float64(c.m)), c.efc
	c.g.Distance = coder.CosineDistance
	for i, v := range base {
		c.g.Add(coder.MakeNode(uint32(i), v))
	}
	f, err := os.Create(filepath.Join(c.dir, "coder.hnsw"))
	if err != nil {
		return err
	}
	defer f.Close()
	if err := c.g.Export(f); err != nil {
		return err
	}
	st, err := f.Stat()
	if err == nil {
		c.bytes = st.Size()
	}
	return err
}

// search sets EfSearch per call; the bench runs one ef at a time, so
// concurrent searches all see the same value. coder/hnsw's layer-0 search
// keeps a result set of k, not EfSearch, and stops once a hop improves
// nothing, so asking for k results leaves its recall flat (0.074 at every
// ef on 100k x 128). To give it its best use, it is asked for max(k, ef)
// results and the k nearest of those are kept, so ef buys recall as it
// does for the other engines (its results are unordered: they are sorted
// here by the same cosine distance).
func (c *coderHNSW) search(q []float32, k, ef int) []uint32 {
	if c.g.EfSearch != ef {
		c.g.EfSearch = ef
	}
	nodes := c.g.Search(q, max(k, ef))
	type cand struct {
		d  float32
		id uint32
	}
	cs := make([]cand, len(nodes))
	for i, n := range nodes {
		cs[i] = cand{coder.CosineDistance(q, n.Value), n.Key}
	}
	slices.SortFunc(cs, func(a, b cand) int { return cmp.Compare(a.d, b.d) })
	ids := make([]uint32, min(k, len(cs)))
	for i := range ids {
		ids[i] = cs[i].id
	}
	return ids
}

func (c *coderHNSW) indexBytes() int64 { return c.bytes }
func (c *coderHNSW) close()            {}

// rss is the resident set size of this process in bytes (Linux; 0 elsewhere).
func rss() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	var size, res int64
	fmt.Sscanf(string(b), "%d %d", &size, &res)
	return res * int64(os.Getpagesize())
}
