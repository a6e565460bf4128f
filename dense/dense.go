package dense

import (
	"context"
	"fmt"
)

// Pooling modes a Profile may name.
const (
	PoolMean = "mean" // mean of the token vectors under the attention mask
	PoolCLS  = "cls"  // the first ([CLS]) token's vector
)

// Profile identifies the vectors an Encoder makes. Vectors are comparable only
// when their Profile.ID values are equal.
type Profile struct {
	ID        string // derived from model files, manifest and encoder code version
	Model     string // manifest name, e.g. all-minilm-l6-v2
	Dims      int    // vector length
	MaxSeqLen int    // tokens per text including special tokens; longer texts are truncated
	Pooling   string // PoolMean or PoolCLS
	Normalize bool   // vectors have unit L2 norm
	// QueryPrefix is prepended to a query before it is embedded (EmbedQuery);
	// stored texts are embedded as they are.
	QueryPrefix string
}

// EmbedQuery embeds one search query the way enc's model expects queries:
// with the profile's QueryPrefix in front. Stored texts go through Embed.
func EmbedQuery(ctx context.Context, enc Encoder, query string) ([]float32, error) {
	v, err := enc.Embed(ctx, []string{enc.Profile().QueryPrefix + query})
	if err != nil {
		return nil, err
	}
	if len(v) != 1 {
		return nil, fmt.Errorf("%w: encoder returned %d vectors for one query", ErrModel, len(v))
	}
	return v[0], nil
}

// Encoder embeds texts. Implementations are safe for concurrent use.
type Encoder interface {
	// Profile describes the vectors Embed returns.
	Profile() Profile
	// Embed returns one vector of Profile().Dims floats per text, in order.
	// It fails with ErrInput (naming the text's index) for text it refuses,
	// and honours ctx between batches.
	Embed(ctx context.Context, texts []string) ([][]float32, error)
	// Close releases native resources; later calls fail with ErrClosed.
	Close() error
}
