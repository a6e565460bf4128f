package synth

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
)

// Config sizes a workload. The zero value of each field means its default.
type Config struct {
	Seed                uint64 `json:"seed"`                  // default 1
	Users               int    `json:"users"`                 // default 8, at most 64
	Months              int    `json:"months"`                // default 18, at least 3
	DistractorsPerMonth int    `json:"distractors_per_month"` // per user; default 12 (scale: enough for ScaleMinTurns)
	// Scale puts every user in the one namespace ScaleNamespace, prefixes
	// turns with the speaker's name, and raises the distractor rate so the
	// namespace holds at least ScaleMinTurns turns.
	Scale bool `json:"scale"`
}

const (
	// ScaleNamespace is the single namespace of a Scale workload.
	ScaleNamespace = "synth/scale"
	// ScaleMinTurns is the least evidence a Scale workload holds.
	ScaleMinTurns = 10000
)

// Start is the first instant of every workload's stream.
var Start = time.Date(2025, time.January, 1, 0, 0, 0, 0, time.UTC)

func (c Config) withDefaults() (Config, error) {
	if c.Seed == 0 {
		c.Seed = 1
	}
	if c.Users == 0 {
		c.Users = 8
	}
	if c.Months == 0 {
		c.Months = 18
	}
	if c.Users < 0 || c.Users > 64 {
		return c, fmt.Errorf("%w: users %d: want 1..64", ErrConfig, c.Users)
	}
	if c.Months < 3 || c.Months > 120 {
		return c, fmt.Errorf("%w: months %d: want 3..120", ErrConfig, c.Months)
	}
	if c.DistractorsPerMonth < 0 {
		return c, fmt.Errorf("%w: distractors per month %d: must not be negative", ErrConfig, c.DistractorsPerMonth)
	}
	if c.DistractorsPerMonth == 0 {
		c.DistractorsPerMonth = 12
		if c.Scale {
			per := c.Users * c.Months
			c.DistractorsPerMonth = (ScaleMinTurns + per - 1) / per
		}
	}
	return c, nil
}

// Generate builds the workload for cfg.
func Generate(cfg Config) (*Workload, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	g := &gen{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, 0x5eed_e71c)), end: Start.AddDate(0, cfg.Months, 0)}
	w := &Workload{Config: cfg, Start: Start, End: g.end}
	perNS := map[string][]*event{}
	var users []*user
	for i := 0; i < cfg.Users; i++ {
		u := g.user(i)
		users = append(users, u)
		if len(perNS[u.ns]) == 0 {
			w.Namespaces = append(w.Namespaces, u.ns)
		}
		perNS[u.ns] = append(perNS[u.ns], u.events...)
	}
	for _, ns := range w.Namespaces {
		w.Turns = append(w.Turns, g.turns(ns, perNS[ns])...)
	}
	w.index()
	for _, u := range users {
		w.Questions = append(w.Questions, g.questions(w, u)...)
	}
	if err := w.Check(); err != nil {
		return nil, err
	}
	return w, nil
}

// gen holds the generator's state. Not safe for concurrent use.
type gen struct {
	cfg Config
	rng *rand.Rand
	end time.Time
}

// event is a turn before ids are assigned. Change events keep a pointer
// to the history step they establish so questions can find their turn.
type event struct {
	at      time.Time
	text    string
	claim   *Claim
	step    *step  // nil for distractors
	fact    *Claim // ground truth of an attribute turn, claimed or not
	ents    []string
	prevS   *step // the step this one replaces (nil for initial values)
	speaker string
	turn    string
}

// step is one value an attribute of a user takes from `from` on.
type step struct {
	value string
	from  time.Time
	ev    *event
}

// user is one generated user with their attribute histories.
type user struct {
	name, subject, ns string
	history           map[string][]*step // by predicate
	events            []*event
}

func (g *gen) user(i int) *user {
	name := userNames[i%len(userNames)]
	if i >= len(userNames) {
		name = fmt.Sprintf("%s%d", name, i/len(userNames)+1)
	}
	u := &user{name: name, subject: "user:" + strings.ToLower(name), history: map[string][]*step{}}
	u.ns = fmt.Sprintf("synth/u%02d", i)
	if g.cfg.Scale {
		u.ns = ScaleNamespace
	}
	for ai := range attributes {
		g.attribute(u, &attributes[ai])
	}
	for m := 0; m < g.cfg.Months; m++ {
		for k := 0; k < g.cfg.DistractorsPerMonth; k++ {
			u.events = append(u.events, g.distractor(m))
		}
	}
	for _, ev := range u.events {
		ev.speaker = u.name
		if g.cfg.Scale {
			ev.text = u.name + ": " + ev.text
		}
	}
	return u
}

// attribute draws an initial value and 0-3 changes at distinct months.
func (g *gen) attribute(u *user, a *attribute) {
	changes := []int{0, 1, 1, 2, 2, 3}[g.rng.IntN(6)]
	if changes > g.cfg.Months-2 {
		changes = g.cfg.Months - 2
	}
	vals := pick(g.rng, a.values, changes+1)
	months := append([]int{0}, pickInts(g.rng, 1, g.cfg.Months-1, changes)...)
	var prev *step
	for k, v := range vals {
		at := g.at(months[k])
		s := &step{value: v, from: at}
		ev := &event{at: at, step: s, prevS: prev, ents: []string{u.subject}}
		if prev == nil {
			ev.text = fill(g.rng, a.initial, map[string]string{"v": v})
		} else {
			ev.text = fill(g.rng, a.change, map[string]string{"old": prev.value, "new": v})
		}
		ev.fact = &Claim{Subject: u.subject, Predicate: a.predicate, Value: v}
		if a.claimed {
			ev.claim = &Claim{Subject: u.subject, Predicate: a.predicate, Value: v}
		}
		s.ev = ev
		u.history[a.predicate] = append(u.history[a.predicate], s)
		u.events = append(u.events, ev)
		prev = s
	}
}

// at draws a time inside month m (days 1-28, waking hours).
func (g *gen) at(m int) time.Time {
	d := Start.AddDate(0, m, g.rng.IntN(28))
	return d.Add(time.Duration(8*3600+g.rng.IntN(14*3600)) * time.Second)
}

func (g *gen) distractor(m int) *event {
	vars := g.vocab()
	ev := &event{at: g.at(m)}
	if g.rng.IntN(10) == 0 {
		oc := otherClaims[g.rng.IntN(len(otherClaims))]
		ev.text = expand(oc.text, vars)
		subj := "person:" + strings.ToLower(vars["person"])
		ev.claim = &Claim{Subject: subj, Predicate: oc.predicate, Value: vars[oc.key]}
		ev.ents = []string{subj}
		return ev
	}
	ev.text = fill(g.rng, distractors, vars)
	return ev
}

// vocab draws one value of every distractor variable.
func (g *gen) vocab() map[string]string {
	byPred := func(p string) string {
		for _, a := range attributes {
			if a.predicate == p {
				return a.values[g.rng.IntN(len(a.values))]
			}
		}
		return ""
	}
	v := map[string]string{
		"city": byPred("lives_in"), "job": byPred("works_as"), "diet": byPred("diet"),
		"coffee": byPred("prefers_coffee"), "car": byPred("drives"), "pet": byPred("has_pet"),
		"partner": byPred("partner"), "hobby": byPred("hobby"),
		"person": otherPeople[g.rng.IntN(len(otherPeople))],
		"rel":    relations[g.rng.IntN(len(relations))],
	}
	return v
}

// turns orders a namespace's events, assigns turn ids and resolves
// Supersedes to turn ids.
func (g *gen) turns(ns string, evs []*event) []Turn {
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].at.Before(evs[j].at) })
	out := make([]Turn, 0, len(evs))
	for i, ev := range evs {
		ev.turn = fmt.Sprintf("%s/t%05d", ns, i)
		t := Turn{ID: ev.turn, Namespace: ns, Speaker: ev.speaker, Text: ev.text, OccurredAt: ev.at,
			Source: fmt.Sprintf("conversation/%s/turn-%05d", ns, i), Entities: ev.ents}
		if ev.claim != nil {
			c := *ev.claim
			if ev.prevS != nil {
				c.Supersedes = ev.prevS.ev.turn
			}
			t.Claim = &c
		}
		if ev.fact != nil {
			f := *ev.fact
			if ev.prevS != nil {
				f.Supersedes = ev.prevS.ev.turn
			}
			t.Fact = &f
		}
		out = append(out, t)
	}
	return out
}
