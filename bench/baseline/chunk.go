package baseline

import (
	"fmt"
	"strings"

	"github.com/evicortex/evicortex/bench/synth"
	"github.com/evicortex/evicortex/fuse"
)

// ChunkConfig sizes fixed chunks: at most Tokens estimator tokens each, the
// next chunk starting at the earliest turn boundary whose tail of the
// previous chunk costs at most Overlap tokens.
type ChunkConfig struct {
	Tokens  int
	Overlap int
}

// DefaultChunkConfig is a sensible chunk config for callers without a
// tuned one. evibench memory uses the frozen per-dataset picks in
// tuned.json (FrozenConfigs), written by `evibench memory --chunk tune
// --freeze bench/baseline/tuned.json` from the grid search on dev data.
var DefaultChunkConfig = ChunkConfig{Tokens: 64, Overlap: 0}

// Validate checks the sizes.
func (c ChunkConfig) Validate() error {
	if c.Tokens < 1 {
		return fmt.Errorf("%w: chunk tokens %d: must be positive", ErrConfig, c.Tokens)
	}
	if c.Overlap < 0 || c.Overlap >= c.Tokens {
		return fmt.Errorf("%w: chunk overlap %d: want 0 <= overlap < tokens (%d)", ErrConfig, c.Overlap, c.Tokens)
	}
	return nil
}

// Chunk is one window of a namespace's text (plain data).
type Chunk struct {
	Text   string
	Tokens int      // estimator cost of Text
	Turns  []string // ids of the turns whose whole text is in Text
}

// unit is a turn, or a piece of a turn longer than a chunk.
type unit struct {
	text string
	turn string // "" for a piece of a long turn
}

// Split cuts the turns, joined by "\n" in order, into chunks as a
// recursive text splitter does: whole turns while they fit, a turn longer
// than a chunk cut at word boundaries (or inside a word too long by
// itself). Consecutive chunks share a tail of at most cfg.Overlap tokens.
func Split(turns []synth.Turn, cfg ChunkConfig, est fuse.Estimator) ([]Chunk, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	var units []unit
	for _, t := range turns {
		if est.Estimate(t.Text) <= cfg.Tokens {
			units = append(units, unit{text: t.Text, turn: t.ID})
			continue
		}
		for _, p := range splitText(t.Text, cfg.Tokens, est) {
			units = append(units, unit{text: p})
		}
	}
	var chunks []Chunk
	for start := 0; start < len(units); {
		end := fill(units, start, cfg.Tokens, est)
		chunks = append(chunks, makeChunk(units[start:end], est))
		if end == len(units) {
			break
		}
		start = overlapStart(units, start, end, cfg.Overlap, est)
	}
	return chunks, nil
}

// fill returns the end of the longest run units[start:end] that fits in
// limit tokens (at least one unit).
func fill(units []unit, start, limit int, est fuse.Estimator) int {
	end := start + 1
	for end < len(units) && est.Estimate(joinUnits(units[start:end+1])) <= limit {
		end++
	}
	return end
}

// overlapStart returns the earliest j in (start, end] whose tail
// units[j:end] costs at most overlap tokens.
func overlapStart(units []unit, start, end, overlap int, est fuse.Estimator) int {
	j := end
	for j-1 > start && est.Estimate(joinUnits(units[j-1:end])) <= overlap {
		j--
	}
	return j
}

func joinUnits(us []unit) string {
	var b strings.Builder
	for i, u := range us {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(u.text)
	}
	return b.String()
}

func makeChunk(us []unit, est fuse.Estimator) Chunk {
	c := Chunk{Text: joinUnits(us)}
	c.Tokens = est.Estimate(c.Text)
	for _, u := range us {
		if u.turn != "" {
			c.Turns = append(c.Turns, u.turn)
		}
	}
	return c
}

// splitText cuts text at spaces into pieces of at most limit tokens; a
// word that alone exceeds limit is cut between runes.
func splitText(text string, limit int, est fuse.Estimator) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(text) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if est.Estimate(next) <= limit {
			cur = next
			continue
		}
		if cur != "" {
			out = append(out, cur)
		}
		ps := splitRunes(w, limit, est)
		out = append(out, ps[:len(ps)-1]...)
		cur = ps[len(ps)-1] // the last piece may take more words

	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// splitRunes cuts w into the longest rune prefixes that fit in limit.
func splitRunes(w string, limit int, est fuse.Estimator) []string {
	var out []string
	rs := []rune(w)
	for len(rs) > 0 {
		n := 1
		for n < len(rs) && est.Estimate(string(rs[:n+1])) <= limit {
			n++
		}
		out = append(out, string(rs[:n]))
		rs = rs[n:]
	}
	return out
}
