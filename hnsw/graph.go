package hnsw

import (
	"math"
	"sync"
	"sync/atomic"
)

// Nodes live in fixed-size chunks so capacity grows by appending a chunk
// (and copying the small chunk table), never by copying the vectors or links.
const (
	chunkShift = 12
	chunkSize  = 1 << chunkShift
	chunkMask  = chunkSize - 1
	lockShift  = 12 // 4096 striped link locks
)

// Node states, stored per node and read/written atomically.
const (
	stateFree uint32 = iota // slot allocated, vector not yet written
	stateLive
	stateDead // tombstone: traversed, never returned, dropped by Compact
)

const emptyEntry = math.MaxUint64

// chunk holds chunkSize nodes in flat arrays. Slices may point into a
// read-only-file mapping (copy-on-write) or the Go heap.
type chunk struct {
	vecs  []float32  // chunkSize*dim, written before the node is published
	codes []uint8    // chunkSize*dim, int8 code+128 (Int8, Int8Bounded)
	qmeta []float32  // 2 per node: scale, exact squared norm (as codes)
	links []uint32   // chunkSize*(m0+1): [degree, n1..n_m0], atomic access
	state []uint32   // stateFree/Live/Dead, atomic access
	ext   []uint64   // external id, written under idMu at allocation
	upper [][]uint32 // per node: level*(m+1) words for layers 1..level, nil on layer 0 only
}

// Graph is a hierarchical navigable small world index (Malkov & Yashunin,
// arXiv 1603.09320) over float32 vectors with uint64 external ids.
//
// Concurrency: all methods are safe for concurrent use. Search, Add,
// AddBatch and Delete run concurrently with each other; Compact, Save and
// Close take the graph exclusively and wait for in-flight calls.
type Graph struct {
	cfg  Config
	dim  int
	m    int // upper-layer degree
	m0   int // layer-0 degree (2m)
	ml   float64
	pool sync.Pool // *searcher

	mu     sync.RWMutex // shared by Search/Add/Delete; exclusive for Compact/Save/Close
	closed bool         // guarded by mu

	idMu  sync.RWMutex      // guards ids, idsOK, ext writes, next and chunk-table growth
	ids   map[uint64]uint32 // live external id -> dense id; built lazily after Open
	idsOK bool              // ids is complete
	// identity: every allocated node's external id equals its dense id, so
	// filters can be applied without the id map. Guarded by idMu.
	identity bool
	chunks   atomic.Pointer[[]*chunk]
	next     atomic.Uint32 // allocated dense ids
	live     atomic.Int64
	dead     atomic.Int64

	entry   atomic.Uint64 // level<<32 | dense id, or emptyEntry
	entryMu sync.Mutex    // serialises inserts that raise the top level

	locks [1 << lockShift]sync.Mutex // link-list locks, striped by dense id

	file  *mapping     // backing file of an opened graph; nil when built in memory
	stats planCounters // Search plan counts, atomic
	// budgetScale multiplies the filtered walk's visit budget; tests raise
	// it to measure the graph paths without the exact fallback. Set once.
	budgetScale uint64
	// noBound makes an Int8Bounded graph score every neighbour in float32,
	// so tests can compare its search with and without the code bound.
	noBound bool
	// heapBeam makes unfiltered layer searches use the two heaps of the
	// filtered path instead of searchBeam, so tests can compare the two.
	heapBeam bool
}

// New returns an empty Graph.
func New(cfg Config) (*Graph, error) {
	cfg = cfg.withDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	g := newGraph(cfg)
	g.ids, g.idsOK, g.identity = make(map[uint64]uint32), true, true
	g.entry.Store(emptyEntry)
	return g, nil
}

func newGraph(cfg Config) *Graph {
	g := &Graph{cfg: cfg, dim: cfg.Dim, m: cfg.M, m0: 2 * cfg.M}
	g.ml = 1 / math.Log(float64(cfg.M))
	empty := []*chunk{}
	g.chunks.Store(&empty)
	return g
}

// Len returns the number of live (not deleted) vectors.
func (g *Graph) Len() int { return int(g.live.Load()) }

// Config returns the graph's configuration with defaults filled in.
func (g *Graph) Config() Config { return g.cfg }

func (g *Graph) newChunk() *chunk {
	c := &chunk{
		vecs:  make([]float32, chunkSize*g.dim),
		links: make([]uint32, chunkSize*(g.m0+1)),
		state: make([]uint32, chunkSize),
		ext:   make([]uint64, chunkSize),
		upper: make([][]uint32, chunkSize),
	}
	if g.cfg.codes() {
		c.codes = make([]uint8, chunkSize*g.dim)
		c.qmeta = make([]float32, 2*chunkSize)
	}
	return c
}

// allocate reserves a dense id for ext, growing the chunk table if needed.
// Caller holds idMu.
func (g *Graph) allocate(ext uint64) (uint32, error) {
	d := g.next.Load()
	if d == math.MaxUint32 {
		return 0, invalidf("graph full: %d nodes", d)
	}
	tab := *g.chunks.Load()
	if int(d>>chunkShift) >= len(tab) {
		grown := make([]*chunk, len(tab)+1)
		copy(grown, tab)
		grown[len(tab)] = g.newChunk()
		g.chunks.Store(&grown)
	}
	g.next.Store(d + 1)
	g.ids[ext] = d
	g.identity = g.identity && ext == uint64(d)
	c, i := (&view{g: g, tab: *g.chunks.Load()}).at(d)
	c.ext[i] = ext
	return d, nil
}

// levelFor draws a node level from the exponential distribution of the
// HNSW paper, deterministically from (Seed, dense id).
func (g *Graph) levelFor(d uint32) int {
	x := splitmix(g.cfg.Seed ^ uint64(d)*0x9e3779b97f4a7c15)
	u := (float64(x>>11) + 1) / (1 << 53)
	l := int(-math.Log(u) * g.ml)
	return min(l, maxLevel)
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

func packEntry(d uint32, level int) uint64 { return uint64(level)<<32 | uint64(d) }
func entryID(e uint64) uint32              { return uint32(e) }
func entryLevel(e uint64) int              { return int(e >> 32) }

// view is a snapshot of the chunk table that refreshes itself when it meets
// a node allocated after the snapshot was taken.
type view struct {
	g   *Graph
	tab []*chunk
}

func (g *Graph) view() view { return view{g: g, tab: *g.chunks.Load()} }

// at returns the chunk and slot of d, or nil if d was never allocated.
func (v *view) at(d uint32) (*chunk, int) {
	ci := int(d >> chunkShift)
	if ci >= len(v.tab) {
		v.tab = *v.g.chunks.Load()
		if ci >= len(v.tab) {
			return nil, 0
		}
	}
	return v.tab[ci], int(d & chunkMask)
}

func (v *view) vec(d uint32) []float32 {
	c, i := v.at(d)
	dim := v.g.dim
	return c.vecs[i*dim : (i+1)*dim : (i+1)*dim]
}

// links returns node d's list on level l: word 0 is the degree.
func (v *view) links(d uint32, l int) []uint32 {
	c, i := v.at(d)
	if c == nil {
		return nil
	}
	if l == 0 {
		w := v.g.m0 + 1
		return c.links[i*w : (i+1)*w : (i+1)*w]
	}
	up := c.upper[i]
	w := v.g.m + 1
	if len(up) < l*w {
		return nil
	}
	return up[(l-1)*w : l*w : l*w]
}

func (v *view) state(d uint32) uint32 {
	c, i := v.at(d)
	if c == nil {
		return stateFree
	}
	return atomic.LoadUint32(&c.state[i])
}

func (v *view) ext(d uint32) uint64 {
	c, i := v.at(d)
	return c.ext[i]
}

func (v *view) level(d uint32) int {
	c, i := v.at(d)
	return len(c.upper[i]) / (v.g.m + 1)
}

// nodeDist is the float32 distance between two stored nodes.
func (v *view) nodeDist(a, b uint32) float32 {
	return distance(v.g.cfg.Metric, v.vec(a), v.vec(b))
}

// maxDegree is the link capacity on level l.
func (g *Graph) maxDegree(l int) int {
	if l == 0 {
		return g.m0
	}
	return g.m
}
