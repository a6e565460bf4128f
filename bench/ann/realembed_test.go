package ann

import (
	"context"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/dense"
)

// lenEncoder embeds a text as (len, first byte, 1): enough to tell rows apart.
type lenEncoder struct{ calls *int }

func (lenEncoder) Profile() dense.Profile { return dense.Profile{ID: "test", Model: "len", Dims: 3} }
func (e lenEncoder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	*e.calls += len(texts)
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = []float32{float32(len(t)), float32(t[0]), 1}
	}
	return out, nil
}
func (lenEncoder) Close() error { return nil }

// TestEmbedChunked checks that vectors come back in row order although each
// chunk is embedded by length, that a second run reads every chunk from the
// cache, and that a cancelled run returns only whole cached chunks.
func TestEmbedChunked(t *testing.T) {
	texts := make([]string, realChunk+500)
	for i := range texts {
		texts[i] = string(rune('a'+i%26)) + strings.Repeat("x", (i*7919)%50)
	}
	dir := t.TempDir()
	calls := 0
	enc := lenEncoder{&calls}
	vecs, err := embedChunked(context.Background(), enc, texts, dir, 0, 1, &strings.Builder{})
	if err != nil {
		t.Fatal(err)
	}
	check := func(vecs [][]float32, n int) {
		t.Helper()
		if len(vecs) != n {
			t.Fatalf("%d vectors, want %d", len(vecs), n)
		}
		for i, v := range vecs {
			if v[0] != float32(len(texts[i])) || v[1] != float32(texts[i][0]) {
				t.Fatalf("row %d: vector %v is not its text's %q", i, v, texts[i])
			}
		}
	}
	check(vecs, len(texts))
	if calls != len(texts) {
		t.Fatalf("embedded %d texts, want %d", calls, len(texts))
	}
	calls = 0
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	again, err := embedChunked(ctx, enc, texts, dir, 0, 1, &strings.Builder{})
	if err != nil || calls != 0 {
		t.Fatalf("cached run: err %v, %d texts embedded again", err, calls)
	}
	check(again, len(texts))
	// A cancelled run over a longer set returns the prefix of whole cached
	// chunks: chunk 0; chunk 1 now holds more rows than its cached file.
	texts = append(texts[:len(texts):len(texts)], texts[:realChunk]...)
	part, err := embedChunked(ctx, enc, texts, dir, 0, 1, &strings.Builder{})
	if err == nil || calls != 0 {
		t.Fatalf("cancelled run: err %v, %d embedded", err, calls)
	}
	check(part, realChunk)
}
