package synth

import (
	"fmt"
	"strings"
	"time"
)

// questions asks, for every attribute of u: its current value, its value
// in a month when it held an earlier value, and (for some attributes) the
// value before a change; plus two unanswerable questions.
func (g *gen) questions(w *Workload, u *user) []Question {
	var qs []Question
	add := func(q Question) {
		q.ID = fmt.Sprintf("%s/%s/q%02d", u.ns, strings.ToLower(u.name), len(qs))
		q.Namespace, q.Subject, q.Now = u.ns, u.subject, w.End
		qs = append(qs, q)
	}
	for ai := range attributes {
		a := &attributes[ai]
		h := u.history[a.predicate]
		last := h[len(h)-1]
		add(Question{Kind: Current, Predicate: a.predicate, Expected: last.value,
			Text:       fill(g.rng, a.current, map[string]string{"name": u.name}),
			Gold:       []string{last.ev.turn},
			Candidates: a.values})
		if q, ok := g.monthQuestion(u, a, h); ok {
			add(q)
		}
		if q, ok := g.beforeQuestion(u, a, h); ok {
			add(q)
		}
	}
	for _, k := range pickInts(g.rng, 0, len(unanswerable), 2) {
		add(Question{Kind: Unanswerable, Text: expand(unanswerable[k], map[string]string{"name": u.name})})
	}
	return qs
}

// monthQuestion asks for the value in a month (not the first) with no
// change of the attribute, whose value is not the final one.
func (g *gen) monthQuestion(u *user, a *attribute, h []*step) (Question, bool) {
	var months []int
	var steps []*step
	for m := 1; m < g.cfg.Months; m++ {
		lo, hi := Start.AddDate(0, m, 0), Start.AddDate(0, m+1, 0)
		var cur *step
		changed := false
		for _, s := range h {
			if !s.from.After(lo) {
				cur = s
			} else if s.from.Before(hi) {
				changed = true
			}
		}
		if !changed && cur != nil && cur != h[len(h)-1] {
			months, steps = append(months, m), append(steps, cur)
		}
	}
	if len(months) == 0 {
		return Question{}, false
	}
	k := g.rng.IntN(len(months))
	first := Start.AddDate(0, months[k], 0)
	when := fmt.Sprintf("%s %d", first.Month(), first.Year())
	return Question{Kind: Historical, Predicate: a.predicate, Expected: steps[k].value,
		Text:       fill(g.rng, a.historical, map[string]string{"name": u.name, "when": when}),
		Gold:       []string{steps[k].ev.turn},
		AsOf:       first.AddDate(0, 0, 14).Add(12 * time.Hour),
		Candidates: a.values}, true
}

// beforeQuestion asks what the value was before a named later value. The
// gold is the change turn, which states both; the named value is not a
// candidate answer.
func (g *gen) beforeQuestion(u *user, a *attribute, h []*step) (Question, bool) {
	if len(a.before) == 0 || len(h) < 2 {
		return Question{}, false
	}
	i := 1 + g.rng.IntN(len(h)-1)
	next := h[i].value
	vars := map[string]string{"name": u.name, "next": next, "a_next": article(next)}
	var cands []string
	for _, v := range a.values {
		if v != next {
			cands = append(cands, v)
		}
	}
	return Question{Kind: Historical, Predicate: a.predicate, Expected: h[i-1].value,
		Text: fill(g.rng, a.before, vars), Gold: []string{h[i].ev.turn}, Candidates: cands}, true
}
