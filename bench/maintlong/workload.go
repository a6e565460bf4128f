package maintlong

import (
	"fmt"
	"math/rand/v2"
	"time"
)

// turn is one generated turn: its text, session source and time, the fact
// it states (-1: none) and the city claim it carries ("": none).
type turn struct {
	text, source string
	at           time.Time
	fact         int    // index into workload.facts; -1 for chatter and moves
	person       int    // whose city moves ("" city: none)
	city         string // a move: the person's new city
}

// workload is a long namespace: people with four facts each, every fact
// stated once and then repeated exactly or near-identically many times,
// city moves (claims that supersede each other), and repeated chatter.
type workload struct {
	people []string
	facts  []string // fact i belongs to person i/4
	turns  []turn
}

var (
	syllables = []string{"ka", "lo", "mi", "ren", "ta", "vo", "shi", "an", "el", "dor", "fi", "mun", "za", "pe", "ril", "so"}
	attrs     = []string{"pet", "hobby", "workplace", "favourite dish"}
	values    = [][]string{
		{"a grey cat named Pixel", "a beagle called Moss", "two goldfish", "a parrot named Kiwi", "a tortoise called Dune"},
		{"restoring old radios", "bouldering", "growing bonsai", "playing the cello", "building kites"},
		{"the harbour library", "a bakery on Elm street", "the rail depot", "a dental clinic", "the city archive"},
		{"mushroom risotto", "lamb tagine", "green curry", "pierogi", "shakshuka"},
	}
	cities  = []string{"Porto", "Lisbon", "Oslo", "Riga", "Quito", "Hanoi", "Perth", "Tunis", "Cork", "Lyon"}
	chatter = []string{"Sounds good, talk soon.", "Haha yes, exactly that.", "Okay, I will check and get back to you.",
		"Thanks, that helps a lot.", "Sure, no problem at all.", "Good morning! How was your night?"}
	echoes = []string{"%s", "As I said before, %s", "%s Just a reminder.", "Again: %s", "%s I mentioned that already, I think."}
)

// generate builds a workload of at least n turns for people people, in
// sessions of 25 turns a day apart. Deterministic for a seed.
func generate(n, people int, seed uint64) *workload {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	w := &workload{}
	for p := 0; p < people; p++ {
		name := ""
		for k := 0; k < 3; k++ {
			name += syllables[r.IntN(len(syllables))]
		}
		name = fmt.Sprintf("%c%s%d", name[0]-32, name[1:], p)
		w.people = append(w.people, name)
		for a, attr := range attrs {
			w.facts = append(w.facts, fmt.Sprintf("%s told me their %s is %s.", name, attr, values[a][r.IntN(len(values[a]))]))
		}
	}
	start := time.Date(2023, 1, 1, 9, 0, 0, 0, time.UTC)
	stated := make([]bool, len(w.facts))
	for i := 0; len(w.turns) < n; i++ {
		sess, pos := i/25, i%25
		tu := turn{source: fmt.Sprintf("long/s%05d/t%02d", sess, pos), at: start.Add(time.Duration(sess)*24*time.Hour + time.Duration(pos)*time.Minute), fact: -1}
		switch x := r.Float64(); {
		case x < 0.03: // a move: a city claim superseding the last
			tu.person = r.IntN(people)
			tu.city = cities[r.IntN(len(cities))]
			tu.text = fmt.Sprintf("%s moved to %s.", w.people[tu.person], tu.city)
		case x < 0.55: // a fact, first stated or echoed
			f := r.IntN(len(w.facts))
			tu.fact = f
			if !stated[f] {
				stated[f], tu.text = true, w.facts[f]
			} else {
				tu.text = fmt.Sprintf(echoes[r.IntN(len(echoes))], w.facts[f])
			}
		default:
			tu.text = chatter[r.IntN(len(chatter))]
		}
		w.turns = append(w.turns, tu)
	}
	return w
}
