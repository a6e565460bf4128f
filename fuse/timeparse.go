package fuse

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// tok is one word of the normalized query with its byte span.
type tok struct {
	s          string
	start, end int
}

// timeToks splits on anything that is not a letter, digit or '-', so ISO
// dates stay whole and "1st," becomes "1st".
func timeToks(norm string) []tok {
	var out []tok
	start := -1
	for i, r := range norm {
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-'
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, tok{norm[start:i], start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, tok{norm[start:], start, len(norm)})
	}
	return out
}

// span is a resolved calendar period [from, to).
type span struct {
	from, to time.Time
	n        int // tokens consumed
}

// timeParser holds one query's tokens and reference time.
type timeParser struct {
	norm  string
	t     []tok
	now   time.Time
	today time.Time
}

// findTime returns the leftmost time phrase of the query, resolved.
func findTime(norm string, now time.Time) (TimeRange, string, bool) {
	p := &timeParser{norm: norm, t: timeToks(norm), now: now, today: truncDay(now)}
	rules := []func(int) (TimeRange, int, bool){
		p.between, p.beforeAfter, p.partOf, p.weeksOf, p.onIn, p.mostOf, p.relativeWord, p.lastThis, p.ago, p.bareISO,
	}
	for i := range p.t {
		for _, rule := range rules {
			if tr, n, ok := rule(i); ok {
				return tr, norm[p.t[i].start:p.t[i+n-1].end], true
			}
		}
	}
	// a month and its year that no phrase above took ("her grocery list
	// roughly April 2024", "whose lanyard was she wearing April 2024"):
	// that month, whatever hedges it
	for i := range p.t {
		if _, ok := months[p.word(i)]; !ok {
			continue
		}
		if _, ok := year(p.word(i + 1)); !ok {
			continue
		}
		if d, ok := p.monthFirst(i, time.Time{}); ok {
			return TimeRange{From: d.from, To: d.to}, norm[p.t[i].start:p.t[i+d.n-1].end], true
		}
	}
	return TimeRange{}, "", false
}

func (p *timeParser) word(i int) string {
	if i < 0 || i >= len(p.t) {
		return ""
	}
	return p.t[i].s
}

// between: "between X and Y", "from X to|until|till|through Y"; a yearless Y
// is the first such period starting at or after X.
func (p *timeParser) between(i int) (TimeRange, int, bool) {
	var seps []string
	switch p.word(i) {
	case "between":
		seps = []string{"and"}
	case "from":
		seps = []string{"to", "until", "till", "through"}
	default:
		return TimeRange{}, 0, false
	}
	x, ok := p.date(i+1, time.Time{})
	if !ok || !has(seps, p.word(i+1+x.n)) {
		return TimeRange{}, 0, false
	}
	j := i + 2 + x.n
	y, ok := p.date(j, x.from)
	if !ok {
		return TimeRange{}, 0, false
	}
	from, to := x.from, y.to
	if y.from.Before(from) { // "between 2024 and 2023"
		from = y.from
	}
	if x.to.After(to) {
		to = x.to
	}
	return TimeRange{From: from, To: to}, j + y.n - i, true
}

// beforeAfter: "before X" -> [.., start X); "after X" -> [end X, ..);
// "since X" -> [start X, ..).
func (p *timeParser) beforeAfter(i int) (TimeRange, int, bool) {
	w := p.word(i)
	if w != "before" && w != "after" && w != "since" {
		return TimeRange{}, 0, false
	}
	d, ok := p.date(i+1, time.Time{})
	if !ok {
		return TimeRange{}, 0, false
	}
	switch w {
	case "before":
		return TimeRange{To: d.from}, d.n + 1, true
	case "after":
		return TimeRange{From: d.to}, d.n + 1, true
	}
	return TimeRange{From: d.from}, d.n + 1, true
}

// onIn: "on|in|during|around|circa|throughout|as of|as at X" for any date expression
// X ("around May 2024" is that month: a state question asks what held
// then), "round|through|over|across X" and "all through|over|across|
// during|throughout X" for a month or "the ..." X (loose), and "on
// Monday" (the most recent Monday, today included).
func (p *timeParser) onIn(i int) (TimeRange, int, bool) {
	j := i
	if p.word(j) == "all" { // "all through March 2024", "all over the summer"
		j++
		switch p.word(j) {
		case "through", "over", "across", "during", "throughout":
		default:
			return TimeRange{}, 0, false
		}
	}
	if p.word(j) == "as" && (p.word(j+1) == "of" || p.word(j+1) == "at") {
		// "as of|at X" names the time a state held ("as at July 2024",
		// the accounting usage); "as of today|now" is current, read by
		// intentOf
		j++
		switch p.word(j + 1) {
		case "today", "now", "yet", "late", "recently", "lately":
			return TimeRange{}, 0, false
		}
	}
	switch p.word(j) {
	case "on", "in", "during", "around", "circa", "throughout":
	case "of", "at":
		if p.word(j-1) != "as" || j == i {
			return TimeRange{}, 0, false
		}
	case "round", "through", "over", "across":
		// Looser words ("over 2000 miles", "round Jan's place"): only a
		// month, a season or a part of one follows them as a time.
		if !p.loose(j + 1) {
			return TimeRange{}, 0, false
		}
	default:
		return TimeRange{}, 0, false
	}
	if wd, ok := weekdays[p.word(j+1)]; ok && p.word(j) == "on" {
		d := p.weekday(wd, true)
		return TimeRange{From: d, To: d.AddDate(0, 0, 1)}, j - i + 2, true
	}
	d, ok := p.date(j+1, time.Time{})
	if !ok {
		return TimeRange{}, 0, false
	}
	return TimeRange{From: d.from, To: d.to}, j - i + d.n + 1, true
}

// mostOf: "[for|during|in|through|throughout|over] most|much|all|part|
// some of X", "the whole|bulk|rest of X" ("for most of February 2024"):
// X's span, as "in X" is; the share does not narrow it, since a state
// question asks what held then.
func (p *timeParser) mostOf(i int) (TimeRange, int, bool) {
	j := i
	switch p.word(j) {
	case "for", "during", "in", "through", "throughout", "over":
		j++
	}
	switch w := p.word(j); {
	case (w == "most" || w == "much" || w == "all" || w == "part" || w == "some") && p.word(j+1) == "of":
		j += 2
	case w == "the" && (p.word(j+1) == "whole" || p.word(j+1) == "bulk" || p.word(j+1) == "rest") && p.word(j+2) == "of":
		j += 3
	default:
		return TimeRange{}, 0, false
	}
	if !p.loose(j) { // "most of 2000 applicants", "part of June's team"
		return TimeRange{}, 0, false
	}
	d, ok := p.date(j, time.Time{})
	if !ok {
		return TimeRange{}, 0, false
	}
	return TimeRange{From: d.from, To: d.to}, j - i + d.n, true
}

// loose reports whether token i can start the date after a loose word
// (onIn's "round", "over", "through", "across"; mostOf's shares): a month
// name or "the" ("over the summer"), or a year that ends the clause ("for
// most of 2024?"); not a number that counts something ("over 2000 miles",
// "most of 2000 applicants") and not a month name that is a person's
// ("round Jan's place", tokenized "jan", "s").
func (p *timeParser) loose(i int) bool {
	w := p.word(i)
	if w == "the" {
		return true
	}
	if _, ok := months[w]; ok {
		return p.word(i+1) != "s"
	}
	if _, ok := year(w); !ok {
		return false
	}
	end := p.t[i].end
	return end == len(p.norm) || strings.ContainsRune(",.?!;:)", rune(p.norm[end]))
}

// partOf: a third of a period, "[at|by|in|near|towards] the start|
// beginning|middle|end|tail end of X", "early|mid|late X" and
// "midway|halfway|mid way through X" ("by the end of May 2024",
// "mid-June"): the first, middle or last third of X's span.
func (p *timeParser) partOf(i int) (TimeRange, int, bool) {
	j := i
	switch p.word(j) {
	case "at", "by", "in", "near", "towards", "toward", "around", "during":
		j++
	}
	third, n := -1, 0
	switch w := p.word(j); {
	case w == "the" && (p.word(j+1) == "tail" || p.word(j+1) == "very") && p.word(j+2) == "end" && p.word(j+3) == "of":
		third, n = 2, 4 // "at the tail end of", "the very end of"
	case j == i && (w == "midway" || w == "halfway") && p.word(j+1) == "through":
		third, n = 1, 2 // "midway through March"
	case j == i && w == "mid" && p.word(j+1) == "way" && p.word(j+2) == "through":
		third, n = 1, 3
	case w == "the" && p.word(j+2) == "of":
		switch p.word(j + 1) {
		case "start", "beginning", "outset":
			third = 0
		case "middle", "midst":
			third = 1
		case "end", "close":
			third = 2
		}
		n = 3
	case j == i && (w == "early" || w == "mid" || w == "late"):
		third, n = map[string]int{"early": 0, "mid": 1, "late": 2}[w], 1
	case j == i && strings.HasPrefix(w, "mid-"):
		// "mid-june 2024": "mid-june" is one token; its rest starts
		// the date
		q := &timeParser{t: append([]tok{{s: w[len("mid-"):]}}, p.t[i+1:]...), now: p.now, today: p.today}
		if d, ok := q.date(0, time.Time{}); ok {
			return thirdOf(d, 1), d.n, true
		}
	}
	if third < 0 {
		return TimeRange{}, 0, false
	}
	d, ok := p.date(j+n, time.Time{})
	if !ok {
		return TimeRange{}, 0, false
	}
	return thirdOf(d, third), j + n + d.n - i, true
}

// weeksOf: "[in|during|for] the first|second|third|fourth|last|final
// week|weekend|fortnight|few days|couple of weeks|two weeks|few weeks of
// X" ("the last couple of weeks of November 2024", "the first week of
// March"): that many days from X's start (the n-th week: the n-th seven
// days), or before its end.
func (p *timeParser) weeksOf(i int) (TimeRange, int, bool) {
	j := i
	switch p.word(j) {
	case "in", "during", "for", "over", "through", "throughout":
		j++
	}
	if p.word(j) != "the" {
		return TimeRange{}, 0, false
	}
	j++
	ord, last := 0, false
	switch p.word(j) {
	case "first", "opening":
	case "second":
		ord = 1
	case "third":
		ord = 2
	case "fourth":
		ord = 3
	case "last", "final", "closing":
		last = true
	default:
		return TimeRange{}, 0, false
	}
	j++
	days, n := 0, 0
	switch w, w1, w2 := p.word(j), p.word(j+1), p.word(j+2); {
	case w == "week" || w == "weekend":
		days, n = 7, 1
	case w == "fortnight":
		days, n = 14, 1
	case w == "couple" && w1 == "of" && (w2 == "weeks" || w2 == "days"):
		days, n = map[string]int{"weeks": 14, "days": 2}[w2], 3
	case (w == "two" || w == "few") && (w1 == "weeks" || w1 == "days"):
		days, n = map[string]int{"two weeks": 14, "few weeks": 21, "two days": 2, "few days": 3}[w+" "+w1], 2
	case w == "days":
		days, n = 7, 1 // "the first days of June"
	default:
		return TimeRange{}, 0, false
	}
	j += n
	if p.word(j) != "of" {
		return TimeRange{}, 0, false
	}
	d, ok := p.date(j+1, time.Time{})
	if !ok {
		return TimeRange{}, 0, false
	}
	from, to := d.from.AddDate(0, 0, ord*days), d.from.AddDate(0, 0, (ord+1)*days)
	if last {
		from, to = d.to.AddDate(0, 0, -days), d.to
	}
	if from.Before(d.from) {
		from = d.from
	}
	if to.After(d.to) {
		to = d.to
	}
	return TimeRange{From: from, To: to}, j + 1 + d.n - i, true
}

// thirdOf is the k-th third (0, 1, 2) of d's span.
func thirdOf(d span, k int) TimeRange {
	step := d.to.Sub(d.from) / 3
	from := d.from.Add(time.Duration(k) * step)
	to := from.Add(step)
	if k == 2 {
		to = d.to
	}
	return TimeRange{From: from, To: to}
}

// relativeWord: "today", "tonight", "yesterday", "tomorrow", "recently",
// "lately".
func (p *timeParser) relativeWord(i int) (TimeRange, int, bool) {
	switch p.word(i) {
	case "today", "tonight":
		return TimeRange{From: p.today, To: p.today.AddDate(0, 0, 1)}, 1, true
	case "yesterday":
		return TimeRange{From: p.today.AddDate(0, 0, -1), To: p.today}, 1, true
	case "tomorrow":
		return TimeRange{From: p.today.AddDate(0, 0, 1), To: p.today.AddDate(0, 0, 2)}, 1, true
	case "recently", "lately":
		return TimeRange{From: p.today.AddDate(0, 0, -recentDays)}, 1, true
	}
	return TimeRange{}, 0, false
}

// recentDays is the window "recently" and "lately" mean.
const recentDays = 30

// lastThis: "last|previous|this week|month|year" (calendar periods, weeks
// start on Monday), "past week|month|year" and "last|past N units"
// (rolling: from today minus the span, open-ended).
func (p *timeParser) lastThis(i int) (TimeRange, int, bool) {
	w := p.word(i)
	if w != "last" && w != "previous" && w != "this" && w != "past" {
		return TimeRange{}, 0, false
	}
	if n, ok := number(p.word(i + 1)); ok && w != "this" {
		if u, ok := unit(p.word(i + 2)); ok {
			return TimeRange{From: p.shift(p.today, u, -n)}, 3, true
		}
	}
	if wd, ok := weekdays[p.word(i+1)]; ok && (w == "last" || w == "previous") {
		d := p.weekday(wd, false)
		return TimeRange{From: d, To: d.AddDate(0, 0, 1)}, 2, true
	}
	u, ok := unit(p.word(i + 1))
	if !ok {
		return TimeRange{}, 0, false
	}
	if w == "past" {
		return TimeRange{From: p.shift(p.today, u, -1)}, 2, true
	}
	start := p.periodStart(p.today, u)
	if w != "this" {
		start = p.shift(start, u, -1)
	}
	return TimeRange{From: start, To: p.shift(start, u, 1)}, 2, true
}

// ago: "N days|weeks|months|years ago" -> that whole day, Monday week,
// calendar month or year.
func (p *timeParser) ago(i int) (TimeRange, int, bool) {
	n, ok := number(p.word(i))
	if !ok || p.word(i+2) != "ago" {
		return TimeRange{}, 0, false
	}
	u, ok := unit(p.word(i + 1))
	if !ok {
		return TimeRange{}, 0, false
	}
	start := p.periodStart(p.shift(p.periodStart(p.today, u), u, -n), u)
	return TimeRange{From: start, To: p.shift(start, u, 1)}, 3, true
}

// bareISO: a YYYY-MM-DD date anywhere is that day.
func (p *timeParser) bareISO(i int) (TimeRange, int, bool) {
	d, ok := isoDate(p.word(i))
	if !ok {
		return TimeRange{}, 0, false
	}
	return TimeRange{From: d, To: d.AddDate(0, 0, 1)}, 1, true
}

type timeUnit int

const (
	unitDay timeUnit = iota
	unitWeek
	unitMonth
	unitYear
)

func unit(w string) (timeUnit, bool) {
	switch strings.TrimSuffix(w, "s") {
	case "day":
		return unitDay, true
	case "week":
		return unitWeek, true
	case "month":
		return unitMonth, true
	case "year":
		return unitYear, true
	}
	return 0, false
}

// maxAgo bounds N in relative phrases so dates stay in a sane range.
const maxAgo = 5000

var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}

func number(w string) (int, bool) {
	if n, ok := numberWords[w]; ok {
		return n, true
	}
	if len(w) == 0 || len(w) > 4 || !allDigits(w) {
		return 0, false
	}
	n, err := strconv.Atoi(w)
	return n, err == nil && n >= 0 && n <= maxAgo
}

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

func (p *timeParser) shift(t time.Time, u timeUnit, n int) time.Time {
	switch u {
	case unitWeek:
		return t.AddDate(0, 0, 7*n)
	case unitMonth:
		return t.AddDate(0, n, 0)
	case unitYear:
		return t.AddDate(n, 0, 0)
	}
	return t.AddDate(0, 0, n)
}

// periodStart is the start of the day, Monday week, month or year of t.
func (p *timeParser) periodStart(t time.Time, u timeUnit) time.Time {
	t = truncDay(t)
	switch u {
	case unitWeek:
		return t.AddDate(0, 0, -((int(t.Weekday()) + 6) % 7))
	case unitMonth:
		return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	case unitYear:
		return time.Date(t.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return t
}

func truncDay(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

var weekdays = map[string]time.Weekday{
	"monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday, "thursday": time.Thursday,
	"friday": time.Friday, "saturday": time.Saturday, "sunday": time.Sunday,
}

// weekday is the most recent wd before today, or not after today when
// today counts.
func (p *timeParser) weekday(wd time.Weekday, today bool) time.Time {
	back := (int(p.today.Weekday()) - int(wd) + 7) % 7
	if back == 0 && !today {
		back = 7
	}
	return p.today.AddDate(0, 0, -back)
}

func has(list []string, w string) bool {
	for _, x := range list {
		if x == w {
			return true
		}
	}
	return false
}

// HasTimeCue reports whether text carries a time expression: a relative
// day word ("yesterday", "recently", "ago"), a relative period ("last
// week", "this summer", "the past few months"), a weekday, a month or a
// year. It is for running text (a turn that may date an event), not for
// queries, and resolves nothing: "next time" and "may" count.
func HasTimeCue(text string) bool { return timeCueRE.MatchString(text) }

// The cue words beyond the parser's calendar names.
var (
	cueDayWords  = []string{"yesterday", "today", "tonight", "tomorrow", "recently", "lately", "ago", "earlier"}
	cueRelatives = []string{"last", "next", "this", "past", "previous", "coming"}
	cuePeriods   = []string{"night", "morning", "evening", "day", "days", "week", "weeks", "weekend",
		"month", "months", "year", "years", "summer", "winter", "spring", "fall", "autumn", "time"}
)

var timeCueRE = prefilter.MustCompile(`(?i)\b(` + strings.Join(cueDayWords, "|") + `|` +
	`(` + strings.Join(cueRelatives, "|") + `) (few )?(` + strings.Join(cuePeriods, "|") + `)|` +
	`(` + strings.Join(weekdayNames(), "|") + `)s?|` +
	strings.Join(monthNames(), "|") + `|` +
	`(19|20)\d\d)\b`)

// weekdayNames are the full weekday names the parser knows, sorted.
func weekdayNames() []string {
	out := make([]string, 0, len(weekdays))
	for w := range weekdays {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}

// monthNames are the full month names, January first.
func monthNames() []string {
	out := make([]string, 12)
	for m := time.January; m <= time.December; m++ {
		out[m-1] = strings.ToLower(m.String())
	}
	return out
}
