package scenarios

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// BundledSeed and BundledPerKind produce the committed scenarios.jsonl.
const (
	BundledSeed    = 2026
	BundledPerKind = 24
)

// Generate returns perKind scenarios of every kind, a pure function of
// seed. Every scenario is about one person and one attribute, with small
// talk (and sometimes another person's value of the same attribute)
// between the statements; questions are asked after the last observation.
func Generate(seed uint64, perKind int) []Scenario {
	g := &gen{rng: rand.New(rand.NewPCG(seed, 0x5ce7a210))}
	var out []Scenario
	for _, kind := range Kinds {
		for i := range perKind {
			out = append(out, g.scenario(kind, i))
		}
	}
	return out
}

// Encode writes scenarios as JSONL.
func Encode(scs []Scenario) []byte {
	var b bytes.Buffer
	for _, s := range scs {
		line, err := json.Marshal(s)
		if err != nil { // plain data: cannot fail
			panic(fmt.Sprintf("scenarios: marshal: %v", err))
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

type gen struct {
	rng *rand.Rand
	s   *Scenario
	a   *attr
	who string // the person's name
	t   time.Time
}

// stmt is one statement of a value, remembered for gold and questions.
type stmt struct {
	obs   string
	value string
	from  time.Time // when the value started to hold
}

func (g *gen) scenario(kind string, i int) Scenario {
	g.s = &Scenario{ID: fmt.Sprintf("%s-%03d", kind, i+1), Kind: kind}
	g.a = &attrs[g.rng.IntN(len(attrs))]
	g.who = names[g.rng.IntN(len(names))]
	g.t = time.Date(2023, 1, 1, 9, 0, 0, 0, time.UTC).AddDate(0, 0, g.rng.IntN(365)).Add(time.Duration(g.rng.IntN(10)) * time.Hour)
	vals := pickN(g.rng, g.a.values, 4)
	switch kind {
	case "supersession":
		g.supersession(vals)
	case "revert":
		g.revert(vals)
	case "dispute":
		g.dispute(vals)
	case "relative":
		g.relative(vals)
	default:
		g.past(vals)
	}
	return *g.s
}

func (g *gen) subject() string { return "user:" + strings.ToLower(g.who) }

// say appends an observation at the current time and returns its id.
func (g *gen) say(speaker, text string, c *Claim) string {
	id := fmt.Sprintf("o%d", len(g.s.Observations)+1)
	g.s.Observations = append(g.s.Observations, Observation{ID: id, At: g.t, Speaker: speaker, Text: capitalize(text), Claim: c})
	return id
}

// chat adds 6-10 distractor turns, sometimes another person's value, over
// the next days: histories are mostly unrelated chatter, so a scenario
// (40-70 turns) does not fit a 512-token budget whole.
func (g *gen) chat(exclude []string) {
	for range 6 + g.rng.IntN(5) {
		g.t = g.t.Add(time.Duration(8+g.rng.IntN(30)) * time.Hour)
		g.say(g.who, smallTalk[g.rng.IntN(len(smallTalk))], nil)
	}
	if g.rng.IntN(2) == 0 {
		var others []string
		for _, v := range g.a.values {
			if !slices.Contains(exclude, v) {
				others = append(others, v)
			}
		}
		g.t = g.t.Add(time.Duration(20+g.rng.IntN(40)) * time.Hour)
		g.say(g.who, fill(g.rng, g.a.other, map[string]string{"v": others[g.rng.IntN(len(others))]}), nil)
	}
}

// advance moves the clock 75-140 days ahead (so a whole calendar month
// lies between two statements).
func (g *gen) advance() { g.t = g.t.AddDate(0, 0, 75+g.rng.IntN(66)) }

func (g *gen) claim(v, supersedes string) *Claim {
	return &Claim{Subject: g.subject(), Predicate: g.a.predicate, Value: v, Supersedes: supersedes}
}

func (g *gen) state(v string) stmt {
	id := g.say(g.who, fill(g.rng, g.a.state, map[string]string{"v": v}), g.claim(v, ""))
	return stmt{obs: id, value: v, from: g.t}
}

func (g *gen) change(tpl []string, prev stmt, v string) stmt {
	id := g.say(g.who, fill(g.rng, tpl, map[string]string{"old": prev.value, "new": v}), g.claim(v, prev.obs))
	return stmt{obs: id, value: v, from: g.t}
}

func (g *gen) supersession(vals []string) {
	h := []stmt{g.state(vals[0])}
	steps := 1 + g.rng.IntN(2)
	for i := 1; i <= steps; i++ {
		g.chat(vals)
		g.advance()
		h = append(h, g.change(g.a.change, h[i-1], vals[i]))
	}
	g.chat(vals)
	g.askCurrent(h[len(h)-1], vals)
	g.askWhen(h, g.rng.IntN(len(h)-1), vals)
}

func (g *gen) revert(vals []string) {
	h := []stmt{g.state(vals[0])}
	g.chat(vals)
	g.advance()
	h = append(h, g.change(g.a.change, h[0], vals[1]))
	g.chat(vals)
	g.advance()
	h = append(h, g.change(g.a.revert, h[1], vals[0]))
	g.chat(vals)
	g.askCurrent(h[2], vals)
	g.askWhen(h, 1, vals)
	g.askWhen(h, 0, vals)
}

// dispute: the person states A; a friend later reports B (a low-confidence
// claim that supersedes nothing); the person denies it and restates A.
func (g *gen) dispute(vals []string) {
	h := []stmt{g.state(vals[0])}
	g.chat(vals)
	g.advance()
	friend := friends[g.rng.IntN(len(friends))]
	c := g.claim(vals[1], "")
	c.Confidence = 0.5
	rumor := g.say(friend, fill(g.rng, g.a.rumor, map[string]string{"name": g.who, "v": vals[1]}), c)
	g.chat(vals)
	g.t = g.t.AddDate(0, 0, 3+g.rng.IntN(10))
	fix := g.say(g.who, fill(g.rng, g.a.correct, map[string]string{"old": vals[1], "new": vals[0]}), g.claim(vals[0], rumor))
	g.chat(vals)
	g.askCurrent(stmt{obs: fix, value: vals[0]}, vals)
	g.askWhen(h, 0, vals) // the month after the first statement precedes the rumor
}

var agos = []struct {
	text string
	days int
}{{"two weeks ago", 14}, {"three weeks ago", 21}, {"ten days ago", 10}}

// relative: the change is told relatively ("three weeks ago", with the
// claim's valid_from set to that day) or plainly, and questions ask with
// relative times: "last month" and "four weeks ago" fall before the change,
// "yesterday" after it.
func (g *gen) relative(vals []string) {
	h := []stmt{g.state(vals[0])}
	g.chat(vals)
	g.advance()
	g.advance()
	ago := agos[g.rng.IntN(len(agos))]
	// the change holds from a day 2-5 of a month, told ago.days later
	from := time.Date(g.t.Year(), g.t.Month(), 2+g.rng.IntN(4), 8+g.rng.IntN(10), 0, 0, 0, time.UTC)
	g.t = from.AddDate(0, 0, ago.days)
	c := g.claim(vals[1], h[0].obs)
	c.ValidFrom = from
	id := g.say(g.who, fill(g.rng, g.a.relChange, map[string]string{"old": vals[0], "new": vals[1], "ago": ago.text}), c)
	cur := stmt{obs: id, value: vals[1], from: from}
	now := g.t.Add(time.Duration(1+g.rng.IntN(20)) * time.Hour)
	if now.Month() != from.Month() {
		now = g.t
	}
	g.askCurrentAt(cur, vals, now)
	lastMonth := time.Date(now.Year(), now.Month()-1, 15, 12, 0, 0, 0, time.UTC)
	g.askRel(h[0], vals, now, "last month", lastMonth)
	g.askRel(h[0], vals, now, "four weeks ago", now.AddDate(0, 0, -28))
	g.askRel(cur, vals, now, "yesterday", now.AddDate(0, 0, -1))
}

func (g *gen) past(vals []string) {
	h := []stmt{g.state(vals[0])}
	for i := 1; i < 4; i++ {
		g.chat(vals)
		g.advance()
		h = append(h, g.change(g.a.change, h[i-1], vals[i]))
	}
	g.chat(vals)
	i := g.rng.IntN(3)
	g.askWhen(h, i, vals)
	g.askWhen(h, (i+1+g.rng.IntN(2))%3, vals)
	k := 1 + g.rng.IntN(3)
	g.ask(Question{Intent: "historical", Expected: h[k-1].value, Gold: []string{h[k].obs}, Now: g.t.AddDate(0, 0, 7)},
		fill(g.rng, g.a.qBefore, map[string]string{"name": g.who, "next": h[k].value}), vals, h[k].value)
	g.askCurrent(h[3], vals)
}

func (g *gen) askCurrent(s stmt, vals []string) {
	g.askCurrentAt(s, vals, g.t.AddDate(0, 0, 2+g.rng.IntN(20)))
}

func (g *gen) askCurrentAt(s stmt, vals []string, now time.Time) {
	g.ask(Question{Intent: "current", Expected: s.value, Gold: []string{s.obs}, Now: now},
		fill(g.rng, g.a.qCurrent, map[string]string{"name": g.who}), vals, "")
}

// askWhen asks about the calendar month after h[i] started (h[i+1] starts
// at least 75 days later, so the whole month lies in h[i]'s period).
func (g *gen) askWhen(h []stmt, i int, vals []string) {
	m := time.Date(h[i].from.Year(), h[i].from.Month()+1, 15, 12, 0, 0, 0, time.UTC)
	when := "in " + m.Format("January 2006")
	g.ask(Question{Intent: "historical", Expected: h[i].value, Gold: []string{h[i].obs}, Now: g.t.AddDate(0, 0, 5), AsOf: m},
		fill(g.rng, g.a.qWhen, map[string]string{"name": g.who, "when": when}), vals, "")
}

func (g *gen) askRel(s stmt, vals []string, now time.Time, rel string, asOf time.Time) {
	g.ask(Question{Intent: "historical", Expected: s.value, Gold: []string{s.obs}, Now: now, AsOf: asOf},
		fill(g.rng, g.a.qRel, map[string]string{"name": g.who, "rel": rel}), vals, "")
}

// ask completes q: id, text, subject, predicate and the candidates (the
// attribute's values less one the question names).
func (g *gen) ask(q Question, text string, vals []string, named string) {
	q.ID = fmt.Sprintf("q%d", len(g.s.Questions)+1)
	q.Text, q.Subject, q.Predicate = text, g.subject(), g.a.predicate
	for _, v := range g.a.values {
		if v != named {
			q.Candidates = append(q.Candidates, v)
		}
	}
	if last := g.s.Observations[len(g.s.Observations)-1].At; q.Now.Before(last) {
		q.Now = last
	}
	g.s.Questions = append(g.s.Questions, q)
}

func fill(rng *rand.Rand, tpls []string, vars map[string]string) string {
	t := tpls[rng.IntN(len(tpls))]
	for k, v := range vars {
		t = strings.ReplaceAll(t, "{"+k+"}", v)
	}
	return t
}

func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func pickN(rng *rand.Rand, vals []string, n int) []string {
	p := rng.Perm(len(vals))[:n]
	out := make([]string, n)
	for i, k := range p {
		out[i] = vals[k]
	}
	return out
}
