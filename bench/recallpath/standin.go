package recallpath

import (
	"context"
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/evicortex/evicortex/dense"
)

// standInDims is the stand-in's vector length: the default model's.
const standInDims = 384

// standInHashes is how many signed dimensions each word adds to: enough
// that a short text's vector is not a handful of spikes.
const standInHashes = 8

// standIn is the latency stand-in encoder: each lowercased word adds ±1 at
// standInHashes hashed dimensions, and the sum is normalized. Texts that
// share words point the same way, so the HNSW graph has neighbourhoods,
// but it captures no meaning. Safe for concurrent use.
type standIn struct{}

func (standIn) Profile() dense.Profile {
	return dense.Profile{ID: "standin-hashed-bow-384-v1", Model: "stand-in: hashed bag of words (latency stand-in, not a model)",
		Dims: standInDims, MaxSeqLen: 512, Pooling: dense.PoolMean, Normalize: true}
}

func (standIn) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	slab := make([]float32, len(texts)*standInDims)
	for i, t := range texts {
		out[i] = standInVector(t, slab[i*standInDims:(i+1)*standInDims:(i+1)*standInDims])
	}
	return out, ctx.Err()
}

func (standIn) Close() error { return nil }

// standInVector fills v (zeroed, standInDims long) with text's vector.
func standInVector(text string, v []float32) []float32 {
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		h := fnv.New64a()
		h.Write([]byte(w))
		x := h.Sum64()
		for range standInHashes {
			x ^= x >> 31 // splitmix-style step: a new dimension and sign per round
			x *= 0x9e3779b97f4a7c15
			d := (x >> 1) % standInDims
			if x&1 == 0 {
				v[d]++
			} else {
				v[d]--
			}
		}
	}
	var n float64
	for _, f := range v {
		n += float64(f) * float64(f)
	}
	if n == 0 {
		v[0] = 1 // no words: a fixed unit vector
		return v
	}
	inv := float32(1 / math.Sqrt(n))
	for i := range v {
		v[i] *= inv
	}
	return v
}

// phased is the engine's encoder in a run: the stand-in while the corpus
// is embedded, then, once queries starts, the query encoder (the real
// model when there is one) for the recalls' query embeddings. Its profile
// is the stand-in's throughout, so the engine searches the stand-in index
// with the model's query vector: the neighbours mean nothing, the search
// costs what it costs.
type phased struct {
	standIn
	query   dense.Encoder // nil: the stand-in encodes queries too
	queries atomic.Bool
}

func newPhased(query dense.Encoder) (*phased, error) {
	if query != nil && query.Profile().Dims != standInDims {
		return nil, fmt.Errorf("query encoder %s has %d dims, the stand-in index %d", query.Profile().Model, query.Profile().Dims, standInDims)
	}
	return &phased{query: query}, nil
}

func (p *phased) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if p.query != nil && p.queries.Load() {
		// The engine prepended the stand-in's (empty) query prefix; the
		// model's is its own.
		if pre := p.query.Profile().QueryPrefix; pre != "" {
			texts = append([]string(nil), texts...)
			for i := range texts {
				texts[i] = pre + texts[i]
			}
		}
		return p.query.Embed(ctx, texts)
	}
	return p.standIn.Embed(ctx, texts)
}

// queryEncoder names what encodes the queries.
func (p *phased) queryEncoder() string {
	if p.query == nil {
		return p.standIn.Profile().Model
	}
	return p.query.Profile().Model
}
