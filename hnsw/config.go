package hnsw

import (
	"math"
	"runtime"
)

// Metric selects the distance. Search returns smaller-is-closer distances:
// Cosine gives 1-cos, Dot gives -dot, L2 gives squared Euclidean distance.
type Metric uint8

// Supported metrics.
const (
	// Cosine normalizes vectors on Add and on Search, then uses 1-dot.
	Cosine Metric = iota + 1
	// Dot is the negated inner product (maximum inner product search).
	Dot
	// L2 is squared Euclidean distance.
	L2
)

func (m Metric) String() string {
	switch m {
	case Cosine:
		return "cosine"
	case Dot:
		return "dot"
	case L2:
		return "l2"
	}
	return "unknown"
}

// Quantization selects how Search scores candidates during traversal.
type Quantization uint8

const (
	// Float32 traverses with full float32 vectors.
	Float32 Quantization = iota
	// Int8 keeps per-vector scalar-quantized codes (scale = max|x|/127)
	// beside the float32 vectors, traverses with int8 distances and
	// rescores the ef best candidates with float32 before returning k.
	// Graph construction always uses float32.
	Int8
	// Int8Bounded keeps the same codes as Int8 but searches with float32:
	// a neighbour's code distance, less a bound on its quantization error
	// (see boundSlack), only lets Search skip the float32 distance of a
	// neighbour that could not enter the beam anyway. Traversal, results
	// and distances are those of Float32 on the same graph; the codes cost
	// dim+8 bytes per vector, and a skipped neighbour reads them instead of
	// its 4·dim-byte vector.
	Int8Bounded
)

// codes reports whether the graph keeps int8 codes beside its vectors.
func (c Config) codes() bool { return c.Quantization == Int8 || c.Quantization == Int8Bounded }

// Config describes a Graph. Zero fields take the defaults noted.
type Config struct {
	Dim            int          // vector dimension, required
	Metric         Metric       // required
	M              int          // max links per node on upper layers (layer 0 has 2M); default 16
	EfConstruction int          // beam width while inserting; default 200
	Quantization   Quantization // default Float32
	Seed           uint64       // level generator seed; levels are a pure function of (Seed, dense id)
	// FlatCutoff is the filter cardinality at or below which a filtered
	// Search scans the allow-list exactly instead of walking the graph.
	// Default 4096; negative disables the flat path (except as fallback).
	FlatCutoff int
	// AutoCompact, when > 0, makes Delete call Compact once tombstones
	// exceed this fraction of allocated nodes. Default 0 (off).
	AutoCompact float64
	// Workers bounds AddBatch parallelism; default GOMAXPROCS.
	Workers int
}

const (
	defaultM          = 16
	defaultEfc        = 200
	defaultFlatCutoff = 4096
	maxDim            = 1 << 16
	maxM              = 512
	maxLevel          = 31
)

func (c Config) withDefaults() Config {
	if c.M == 0 {
		c.M = defaultM
	}
	if c.EfConstruction == 0 {
		c.EfConstruction = defaultEfc
	}
	if c.FlatCutoff == 0 {
		c.FlatCutoff = defaultFlatCutoff
	}
	if c.Workers <= 0 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	return c
}

func (c Config) validate() error {
	switch {
	case c.Dim <= 0 || c.Dim > maxDim:
		return invalidf("config Dim=%d: must be in 1..%d", c.Dim, maxDim)
	case c.Metric < Cosine || c.Metric > L2:
		return invalidf("config Metric=%d: must be Cosine, Dot or L2", c.Metric)
	case c.M < 2 || c.M > maxM:
		return invalidf("config M=%d: must be in 2..%d", c.M, maxM)
	case c.EfConstruction < 1:
		return invalidf("config EfConstruction=%d: must be positive", c.EfConstruction)
	case c.Quantization > Int8Bounded:
		return invalidf("config Quantization=%d: must be Float32, Int8 or Int8Bounded", c.Quantization)
	case c.AutoCompact < 0 || c.AutoCompact >= 1 || math.IsNaN(c.AutoCompact):
		return invalidf("config AutoCompact=%v: must be in [0,1)", c.AutoCompact)
	}
	return nil
}

// checkVector reports the first problem with v for a graph of dimension dim.
func checkVector(field string, v []float32, dim int, metric Metric) error {
	if len(v) != dim {
		return invalidf("%s: dimension %d, want %d", field, len(v), dim)
	}
	nonzero := false
	for i, x := range v {
		if x-x != 0 { // NaN or ±Inf
			return invalidf("%s[%d]: non-finite value %v", field, i, x)
		}
		nonzero = nonzero || x != 0
	}
	if metric == Cosine && !nonzero {
		return invalidf("%s: zero vector has no cosine direction", field)
	}
	return nil
}
