package scenarios

import "time"

// A phrasing set with late and lateRevert templates (the braided set,
// rawbraided.go) tells about one change in three after the fact: the
// change happens on a day the user says nothing about it, the weeks go by
// in small talk (the assistant, not told, still names the old value as
// current), and a later turn reports it with its own time words: {ago}
// ("three weeks ago", "back in June", "in mid-June", "over the summer",
// "just after Easter") or {since} ("for about a month", "since the end of
// June", "since the spring"). The change is dated by those words, not by
// the turn: a statement holds from the end of the span its words allow
// (a live one from its turn) until the start of the next statement's
// span, so a historical question whose span falls between a change and
// the turn that first reports it has that later turn as gold, the only
// turn that states the value then valid. Historical questions name spans
// (rawPeriods) that overlap no statement's span: one in each such gap, one
// after each statement but the last, and "before {next}" as in every set.

// rawLateStmt is one statement of a set that tells changes late: the
// value, the turn that first states it, the span [lo, hi) its words allow
// for the change, the change itself (from) and when the turn was said;
// all four times are the turn's for a statement told live.
type rawLateStmt struct {
	obs                string
	value              string
	lo, from, hi, said time.Time
}

// rawLateWhen is a change told after the fact: when it happened, the day
// a turn first tells it, the words for {ago} and {since}, and the span
// [lo, hi) those words allow as seen from that day.
type rawLateWhen struct {
	from, told time.Time
	ago, since string
	lo, hi     time.Time
}

// tellsLate reports whether g's set tells changes after the fact.
func (g *rawGen) tellsLate() bool { return len(g.a.late[g.ph]) > 0 }

// lateHistory is history for a set that tells changes late: every change
// is told live or, one time in three, after the fact (lateWhen), with
// filler between the change and the turn that tells it.
func (g *rawGen) lateHistory(vals []string, revert, chatty bool) []rawLateStmt {
	var h []rawLateStmt
	for i, v := range vals {
		if i > 0 {
			g.t = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		}
		back := revert && i == len(vals)-1
		late := i > 0 && g.rng.IntN(3) == 0
		var w rawLateWhen
		var text string
		switch {
		case late:
			g.session()
			w = g.lateWhen(g.t)
			g.t = w.from
			for g.t.AddDate(0, 0, 9).Before(w.told) {
				g.filler(vals, chatty, 1) // g.cur is still the old value
			}
			g.t = w.told
			tpls := g.a.late
			if back {
				tpls = g.a.lateRevert
			}
			text = g.fill(tpls, map[string]string{"old": vals[i-1], "new": v, "ago": w.ago, "since": w.since})
		case i == 0:
			text = g.fill(g.a.state, map[string]string{"v": v})
		case back:
			text = g.fill(g.a.revert, map[string]string{"old": vals[i-1], "new": v})
		default:
			text = g.fill(g.a.change, map[string]string{"old": vals[i-1], "new": v})
		}
		g.session()
		id := g.user(text)
		st := rawLateStmt{obs: id, value: v, lo: g.t, from: g.t, hi: g.t, said: g.t}
		if late {
			st.lo, st.from, st.hi = w.lo, w.from, w.hi
		}
		h = append(h, st)
		g.cur = v
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		g.filler(vals, chatty, (6+g.rng.IntN(5))*g.fillerScale)
	}
	return h
}

// lateWhen dates a change that happens at t (or just after a holiday in
// the next weeks) and picks the day a turn first tells it and the words
// that say when, as seen from that day: weeks or months ago, a month or
// part of one, a season, or a holiday.
func (g *rawGen) lateWhen(t time.Time) rawLateWhen {
	day := rawDay(t)
	clock := t.Sub(day)
	m := time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	mon := day.Month().String()
	w := rawLateWhen{from: t}
	// told in a later month than the change, within four months
	laterMonth := func() time.Time {
		told := day.AddDate(0, 0, 20+g.rng.IntN(90))
		if told.Before(m.AddDate(0, 1, 0)) {
			told = m.AddDate(0, 1, g.rng.IntN(10))
		}
		return told
	}
	if h, easter, ok := rawHolidayAfter(day); ok && g.rng.IntN(2) == 0 {
		if easter {
			w.from = h.AddDate(0, 0, 1+g.rng.IntN(5)).Add(clock)
			w.lo, w.hi = h.AddDate(0, 0, -1), h.AddDate(0, 0, 10)
			w.ago, w.since = pick(g.rng, []string{"just after Easter", "the week after Easter"}), "since Easter"
		} else {
			w.from = h.AddDate(0, 0, 1+g.rng.IntN(4)).Add(clock)
			w.lo, w.hi = h.AddDate(0, 0, -1), h.AddDate(0, 0, 8)
			w.ago, w.since = pick(g.rng, []string{"just after Christmas", "between Christmas and New Year"}), "since Christmas"
		}
		w.told = rawDay(w.from).AddDate(0, 0, 20+g.rng.IntN(70))
		return w
	}
	k := g.rng.IntN(10)
	if k >= 8 && (day.Month() < time.March || day.Month() == time.December) {
		k = 4 // no season in winter: a month
	}
	switch {
	case k < 3: // weeks ago
		n := 2 + g.rng.IntN(7)
		w.told = day.AddDate(0, 0, 7*n)
		w.lo, w.hi = day.AddDate(0, 0, -3), day.AddDate(0, 0, 4)
		num := rawNumbers[n]
		w.ago = pick(g.rng, []string{num + " weeks ago", "about " + num + " weeks back"})
		w.since = pick(g.rng, []string{"for " + num + " weeks now", "for about " + num + " weeks"})
		if n == 2 && g.rng.IntN(2) == 0 {
			w.ago, w.since = "a fortnight ago", "for a fortnight now"
		}
	case k < 4: // a month or two ago
		if g.rng.IntN(2) == 0 {
			w.told = day.AddDate(0, 0, 25+g.rng.IntN(11))
			c := w.told.AddDate(0, 0, -30)
			w.lo, w.hi = c.AddDate(0, 0, -8), c.AddDate(0, 0, 9)
			w.ago = pick(g.rng, []string{"about a month ago", "a month or so ago"})
			w.since = pick(g.rng, []string{"for a month or so", "for about a month now"})
		} else {
			w.told = day.AddDate(0, 0, 50+g.rng.IntN(21))
			c := w.told.AddDate(0, 0, -60)
			w.lo, w.hi = c.AddDate(0, 0, -12), c.AddDate(0, 0, 13)
			w.ago = pick(g.rng, []string{"a couple of months ago", "about two months back"})
			w.since = pick(g.rng, []string{"for a couple of months now", "for about two months"})
		}
	case k < 6: // a month
		w.told = laterMonth()
		w.lo, w.hi = m, m.AddDate(0, 1, 0)
		w.ago = pick(g.rng, []string{"back in " + mon, "sometime in " + mon})
		w.since = "since " + mon
	case k < 8: // the start, middle or end of a month
		w.told = laterMonth()
		part := min((day.Day()-1)/10, 2)
		w.lo, w.hi = m.AddDate(0, 0, 10*part), m.AddDate(0, 0, 10*(part+1))
		if part == 2 {
			w.hi = m.AddDate(0, 1, 0)
		}
		w.ago = pick(g.rng, [][]string{
			{"at the start of " + mon, "in early " + mon},
			{"in the middle of " + mon, "in mid-" + mon},
			{"at the end of " + mon, "in late " + mon}}[part])
		w.since = []string{"since the start of " + mon, "since mid-" + mon, "since the end of " + mon}[part]
	default: // a season
		s := (int(day.Month()) - 3) / 3
		w.lo = time.Date(day.Year(), time.Month(3+3*s), 1, 0, 0, 0, 0, time.UTC)
		w.hi = w.lo.AddDate(0, 3, 0)
		w.told = w.hi.AddDate(0, 0, 3+g.rng.IntN(50))
		w.ago = []string{"in the spring", "over the summer", "in the autumn"}[s]
		w.since = []string{"since the spring", "since the summer", "since the autumn"}[s]
	}
	return w
}

// rawNumbers are the number words of "{n} weeks ago".
var rawNumbers = []string{2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}

// rawHolidayAfter returns the first Easter Sunday or Christmas Day in the
// 45 days from day, and whether it is Easter.
func rawHolidayAfter(day time.Time) (h time.Time, easter, ok bool) {
	for _, c := range []struct {
		h      time.Time
		easter bool
	}{{rawEaster(day.Year()), true}, {time.Date(day.Year(), time.December, 25, 0, 0, 0, 0, time.UTC), false}, {rawEaster(day.Year() + 1), true}} {
		if !c.h.Before(day) && c.h.Before(day.AddDate(0, 0, 45)) {
			return c.h, c.easter, true
		}
	}
	return time.Time{}, false, false
}

// rawEaster is Easter Sunday of year (the anonymous Gregorian algorithm).
func rawEaster(year int) time.Time {
	a, b, c := year%19, year/100, year%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	gg := (b - f + 1) / 3
	h := (19*a + b - d - gg + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
}

func rawDay(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// rawPeriods are the spans a late-telling set's historical questions name:
// the words before "<Month> <Year>" and, for month m, the span they mean
// (the answer holds all through it) and the time the question means.
var rawPeriods = []struct {
	words string
	span  func(m time.Time) (start, end, asOf time.Time)
}{
	{"in ", func(m time.Time) (time.Time, time.Time, time.Time) {
		return m, m.AddDate(0, 1, 0), m.AddDate(0, 0, 14).Add(12 * time.Hour)
	}},
	{"in early ", func(m time.Time) (time.Time, time.Time, time.Time) {
		return m, m.AddDate(0, 0, 10), m.AddDate(0, 0, 4).Add(12 * time.Hour)
	}},
	{"in mid-", func(m time.Time) (time.Time, time.Time, time.Time) {
		return m.AddDate(0, 0, 10), m.AddDate(0, 0, 20), m.AddDate(0, 0, 14).Add(12 * time.Hour)
	}},
	{"in late ", func(m time.Time) (time.Time, time.Time, time.Time) {
		return m.AddDate(0, 0, 20), m.AddDate(0, 1, 0), m.AddDate(0, 0, 24).Add(12 * time.Hour)
	}},
	{"around ", func(m time.Time) (time.Time, time.Time, time.Time) {
		return m.AddDate(0, 0, -7), m.AddDate(0, 1, 7), m.AddDate(0, 0, 14).Add(12 * time.Hour)
	}},
	{"by the end of ", func(m time.Time) (time.Time, time.Time, time.Time) {
		return m.AddDate(0, 1, -3), m.AddDate(0, 1, 0), m.AddDate(0, 1, 0).Add(-12 * time.Hour)
	}},
}

// rawPeriodWords are rawPeriods' words (a late-telling set's rawWhen).
func rawPeriodWords() []string {
	var out []string
	for _, p := range rawPeriods {
		out = append(out, p.words)
	}
	return out
}

// lateQuestions asks what questions asks, with spans for months: the
// current value (twice), the value in a span between each change told
// late and the turn that tells it (gold: that turn), in a span after each
// statement but the last and before the next change's span (gold: that
// statement), and the value before the last change.
func (g *rawGen) lateQuestions(h []rawLateStmt) {
	n := len(h)
	last := g.askCurrent(h[n-1].value, h[n-1].obs)
	for i, st := range h {
		if st.said.After(st.hi) {
			g.askSpan(st, st.hi, st.said, last)
		}
		if i < n-1 {
			g.askSpan(st, st.said, h[i+1].lo, last)
		}
	}
	g.askBefore(h[n-1].value, h[n-2].value, h[n-2].obs, n > 2 && h[n-1].value == h[n-3].value, h[n-1].lo.Add(-time.Hour), last)
}

// askSpan asks for st's value in a span of rawPeriods that lies in
// [from, to), if one fits: a kind of span first, then one of its months.
func (g *rawGen) askSpan(st rawLateStmt, from, to, last time.Time) {
	type span struct {
		words string
		asOf  time.Time
	}
	var kinds [][]span
	first := time.Date(from.Year(), from.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, -1, 0)
	for _, p := range rawPeriods {
		var fit []span
		for m := first; m.Before(to); m = m.AddDate(0, 1, 0) {
			if start, end, asOf := p.span(m); !start.Before(from) && !end.After(to) {
				fit = append(fit, span{p.words + m.Format("January 2006"), asOf})
			}
		}
		if len(fit) > 0 {
			kinds = append(kinds, fit)
		}
	}
	if len(kinds) == 0 {
		return
	}
	fit := kinds[g.rng.IntN(len(kinds))]
	s := fit[g.rng.IntN(len(fit))]
	g.askWhen(st.value, st.obs, s.words, s.asOf, last)
}
