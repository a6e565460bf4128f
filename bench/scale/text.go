package scale

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
)

// corpus generates the evidence stream: deterministic chat-like English
// sentences. An English frame (speakers, verbs, function words, common
// nouns) carries content words drawn by Zipf from a large pseudo-word
// vocabulary, plus each tenant's own topic words, so the index sees
// natural-looking term statistics: a few very common terms, a long tail,
// and words that only some tenants use. Evidence i goes to tenant i mod K
// (tenants of equal size, as issue 13 measured), or, skewed, to a tenant
// drawn with weight 1/sqrt(rank+1) (tenants differ in size, as real ones
// do); it occurs i*Step after Start, so the tenants interleave in time.
// Not safe for concurrent use.
type corpus struct {
	rng     *rand.Rand
	zipf    *rand.Zipf
	vocab   []string   // pseudo-words, most frequent first
	topics  [][]string // per tenant
	cumW    []float64  // cumulative tenant weights, normalised to 1
	tenants []string
	skewed  bool
	next    int // round-robin position when not skewed
}

const (
	pseudoWords = 100_000
	topicWords  = 40
)

var syllables = []string{"ka", "lo", "mi", "ren", "to", "sa", "vi", "dor", "pe", "lu", "an", "gri",
	"mo", "zel", "ta", "ber", "ni", "cas", "fen", "ru", "el", "sho", "vin", "da"}

func newCorpus(seed uint64, tenants int, skewed bool) *corpus {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	c := &corpus{rng: rng, skewed: skewed}
	seen := map[string]bool{}
	for len(c.vocab) < pseudoWords {
		var b strings.Builder
		for range 2 + rng.IntN(3) {
			b.WriteString(syllables[rng.IntN(len(syllables))])
		}
		if w := b.String(); !seen[w] {
			seen[w] = true
			c.vocab = append(c.vocab, w)
		}
	}
	c.zipf = rand.NewZipf(rng, 1.1, 4, uint64(len(c.vocab)-1))
	width := len(fmt.Sprint(tenants - 1))
	total := 0.0
	for r := range tenants {
		c.tenants = append(c.tenants, fmt.Sprintf("scale/t%0*d", width, r))
		topic := make([]string, topicWords)
		for j := range topic {
			topic[j] = c.vocab[rng.IntN(len(c.vocab))]
		}
		c.topics = append(c.topics, topic)
		total += 1 / math.Sqrt(float64(r+1))
		c.cumW = append(c.cumW, total)
	}
	for r := range c.cumW {
		c.cumW[r] /= total
	}
	return c
}

// tenant draws the tenant of the next evidence.
func (c *corpus) tenant() int {
	if !c.skewed {
		t := c.next % len(c.tenants)
		c.next++
		return t
	}
	t := sort.SearchFloat64s(c.cumW, c.rng.Float64())
	return min(t, len(c.cumW)-1)
}

var (
	speakers = []string{"I", "We", "My sister", "Our team", "The landlord", "My manager", "Grandpa", "The new neighbour",
		"My doctor", "The kids", "Our coach", "My partner", "The client", "Everyone at work", "My cousin", "The vet"}
	verbs = []string{"finally finished", "started planning", "talked for hours about", "was nervous about", "took photos of",
		"read a long article about", "signed up for", "complained about", "could not stop thinking about", "booked",
		"cancelled", "fixed", "ordered", "painted", "moved", "lost", "found", "recommended", "argued about", "paid for",
		"cleaned", "borrowed", "returned", "forgot about", "asked about", "practised", "cooked", "visited", "sold", "tried"}
	adjectives = []string{"new", "old", "small", "huge", "broken", "expensive", "cheap", "quiet", "noisy", "red", "blue",
		"weekly", "second", "favourite", "strange", "local", "shared", "spare", "vintage", "electric"}
	nouns = []string{"bike", "kitchen", "budget", "trip", "garden", "car", "laptop", "recipe", "class", "meeting", "book",
		"concert", "apartment", "dog", "cat", "flight", "doctor appointment", "birthday party", "report", "camera",
		"sofa", "guitar", "tent", "phone", "painting", "contract", "bakery", "museum", "hotel", "train ticket",
		"dentist", "garage", "newsletter", "podcast", "marathon", "workshop", "invoice", "roof", "piano", "lake house"}
	preps     = []string{"with", "near", "for", "from", "at", "after", "before", "about", "behind", "for the"}
	whens     = []string{"yesterday", "last week", "on Monday", "this morning", "over the weekend", "in March", "tonight", "two days ago", "last summer", "after lunch"}
	endings   = []string{".", "!", ", honestly.", " and it went better than expected.", ", which was a surprise.", " again.", "?", " before the kids woke up."}
	templates = []func(c *corpus, t int) string{
		func(c *corpus, t int) string {
			return pick(c, speakers) + " " + pick(c, verbs) + " the " + pick(c, adjectives) + " " + pick(c, nouns) + " " +
				pick(c, preps) + " " + c.rare(t) + " " + pick(c, whens) + pick(c, endings)
		},
		func(c *corpus, t int) string {
			return "Did you hear that " + strings.ToLower(pick(c, speakers)) + " " + pick(c, verbs) + " " + c.rare(t) + " " +
				pick(c, nouns) + "? It was " + pick(c, whens) + pick(c, endings)
		},
		func(c *corpus, t int) string {
			return pick(c, speakers) + " " + pick(c, verbs) + " " + c.rare(t) + " and " + c.rare(t) + " " + pick(c, whens) +
				"; the " + pick(c, nouns) + " " + pick(c, preps) + " " + c.rare(t) + " is next" + pick(c, endings)
		},
		func(c *corpus, t int) string {
			return "Note to self: the " + pick(c, nouns) + " " + pick(c, preps) + " " + c.rare(t) + " costs " +
				fmt.Sprint(5+c.rng.IntN(995)) + " euros, ask " + c.rare(t) + " " + pick(c, whens) + pick(c, endings)
		},
	}
)

func pick(c *corpus, from []string) string { return from[c.rng.IntN(len(from))] }

// rare is one content word: a tenant topic word a third of the time, else
// a Zipf draw from the shared vocabulary.
func (c *corpus) rare(t int) string {
	if c.rng.IntN(3) == 0 {
		return c.topics[t][c.rng.IntN(topicWords)]
	}
	return c.vocab[c.zipf.Uint64()]
}

// text returns the next evidence text of tenant t: one to three sentences.
func (c *corpus) text(t int) string {
	n := 1 + c.rng.IntN(3)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = templates[c.rng.IntN(len(templates))](c, t)
	}
	return strings.Join(parts, " ")
}
