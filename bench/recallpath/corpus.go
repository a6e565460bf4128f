package recallpath

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"time"

	"github.com/evicortex/evicortex/bench/scale"
)

const (
	// step is the time between two evidence: a million span about a year.
	step = 30 * time.Second
	// stateEvery is how often a text is a statement of where someone lives
	// or works, which the state channel finds.
	stateEvery = 50
)

// start is the first evidence's occurred_at.
var start = time.Date(2025, time.January, 1, 0, 0, 0, 0, time.UTC)

var (
	people = []string{"I", "My sister", "My manager", "Our coach", "My cousin", "The new neighbour"}
	cities = []string{"Lyon", "Prague", "Oslo", "Lisbon", "Porto", "Ghent", "Bergen", "Turin", "Leeds", "Graz"}
	firms  = []string{"Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Stark Labs", "Wayne Foods"}
	stated = []string{"%s moved to %s last month.", "%s finally settled in %s.", "%s started a new job at %s this week.",
		"%s handed in the notice and now works at %s."}
)

// corpus is one namespace's evidence texts and a sample of them for the
// queries. Deterministic for a seed.
type corpus struct {
	texts  *scale.Texts
	rng    *rand.Rand
	sample []string // reservoir of generated texts
	seen   int
}

func newCorpus(seed uint64, sample int) *corpus {
	return &corpus{texts: scale.NewTexts(seed), rng: rand.New(rand.NewPCG(seed, 5)), sample: make([]string, 0, sample)}
}

// text is evidence i's text.
func (c *corpus) text(i int) string {
	var t string
	if i%stateEvery == stateEvery-1 {
		f := stated[c.rng.IntN(len(stated))]
		place := cities[c.rng.IntN(len(cities))]
		if strings.Contains(f, "job") || strings.Contains(f, "works") {
			place = firms[c.rng.IntN(len(firms))]
		}
		t = fmt.Sprintf(f, people[c.rng.IntN(len(people))], place)
	} else {
		t = c.texts.Next()
	}
	c.offer(t)
	return t
}

// offer keeps a uniform sample of the texts (Algorithm R).
func (c *corpus) offer(t string) {
	c.seen++
	if len(c.sample) < cap(c.sample) {
		c.sample = append(c.sample, t)
	} else if j := c.rng.IntN(c.seen); j < cap(c.sample) {
		c.sample[j] = t
	}
}

var (
	wordRE   = regexp.MustCompile(`[A-Za-z]{3,}`)
	timeAsks = []string{"What did we talk about last week?", "What happened in March with the %s?",
		"What did I say about %s two days ago?", "When did we last mention %s?", "What was the plan for %s yesterday?"}
	stateAsks = []string{"Where does %s live now?", "Where does %s work these days?", "Where did %s live before the move?",
		"Which company does %s work at now?"}
)

// queries makes n recall texts from the sample: in turn a few words of a
// stored text, a question with a time phrase about one of its words, and
// a question about where someone lives or works.
func (c *corpus) queries(n int) []string {
	out := make([]string, 0, n)
	for i := range n {
		ws := wordRE.FindAllString(c.sample[i%len(c.sample)], -1)
		if len(ws) == 0 {
			ws = []string{"plans"}
		}
		c.rng.Shuffle(len(ws), func(a, b int) { ws[a], ws[b] = ws[b], ws[a] })
		switch i % 3 {
		case 0:
			out = append(out, strings.Join(ws[:min(len(ws), 2+c.rng.IntN(3))], " "))
		case 1:
			f := timeAsks[c.rng.IntN(len(timeAsks))]
			if strings.Contains(f, "%s") {
				f = fmt.Sprintf(f, strings.ToLower(ws[0]))
			}
			out = append(out, f)
		default:
			who := strings.ToLower(people[c.rng.IntN(len(people))])
			if who == "i" {
				who = "the user"
			}
			out = append(out, fmt.Sprintf(stateAsks[c.rng.IntN(len(stateAsks))], who))
		}
	}
	return out
}
