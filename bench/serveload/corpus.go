package serveload

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// corpus generates deterministic synthetic text: words from a syllable
// vocabulary drawn with a Zipf distribution, like natural text.
type corpus struct {
	vocab []string
	rng   *rand.Rand
	zipf  *rand.Zipf
}

var syllables = []string{"ka", "lo", "mi", "ren", "to", "sa", "vi", "dor", "pe", "lu", "an", "gri", "mo", "zel", "ta", "ber"}

func newCorpus(seed uint64, words int) *corpus {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	seen := map[string]bool{}
	var vocab []string
	for len(vocab) < words {
		n := 2 + rng.IntN(2)
		var b strings.Builder
		for range n {
			b.WriteString(syllables[rng.IntN(len(syllables))])
		}
		if w := b.String(); !seen[w] {
			seen[w] = true
			vocab = append(vocab, w)
		}
	}
	return (&corpus{vocab: vocab}).fork(seed + 1)
}

// fork returns a corpus over the same vocabulary with its own random
// stream; a corpus is not safe for concurrent use, so each client forks one.
func (c *corpus) fork(seed uint64) *corpus {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	return &corpus{vocab: c.vocab, rng: rng, zipf: rand.NewZipf(rng, 1.1, 1, uint64(len(c.vocab)-1))}
}

func (c *corpus) words(n int) string {
	ws := make([]string, n)
	for i := range ws {
		ws[i] = c.vocab[c.zipf.Uint64()]
	}
	return strings.Join(ws, " ")
}

// doc returns one observation text, tagged so every one is unique.
func (c *corpus) doc(tag string) string {
	return fmt.Sprintf("%s (%s).", c.words(12+c.rng.IntN(20)), tag)
}

func (c *corpus) query() string { return c.words(3 + c.rng.IntN(3)) }
