package fuse

import (
	"strconv"
	"strings"
	"time"

	"github.com/evicortex/evicortex/internal/clause"
	"github.com/evicortex/evicortex/internal/prefilter"
)

// Late reports: a change is often told after the fact, with its own time
// ("I moved from Lorient to Kortrijk just after Easter", said in June;
// "I've been on the Mayr diet for about two months now"). Such a statement
// holds from the time its words give, not from when it was said, so a
// question about May is answered by the June turn. statedFrom reads that
// time, and resolveEpisodes starts the statement's validity there
// (lateReports: unless a statement said before the report falls after
// that time; the live statement is trusted over the words).
//
// The time must be tied to the statement: it is read only in a clause
// that names one of the values the turn asserts (assertedValues), with a
// verb in a past or perfect form ("moved", "left", "I've been"; not the
// pluperfect of a state that lasted until the change, "had been falling
// apart since last summer"), and it
// must be retrospective: a span that ends by the time the turn was said
// and starts at most statedFromReach before it. "Plan my trip to the fair
// in March" names no value; "I've been going to Pilates since March, and
// I moved to Leeds" dates the Pilates, not the move, because the time is
// in the other clause. The phrases read (pastSpan): "N days/weeks/months/
// years ago" or "back" ("a fortnight ago", "a couple of months back",
// "a month or so ago"), "for N weeks [now]" in a perfect clause, "back in
// June", "sometime in June", "in mid-June", "since June" and the month
// parts findTime knows, seasons ("over the summer", "since the spring")
// and the holidays Easter, Christmas and New Year ("just after Easter",
// "between Christmas and New Year"). The statement takes the middle of the
// span (up to when the turn was said): the change happened somewhere in
// it.

// statedFromReach is how far back a late report's time may reach: an
// older time tells a backstory ("I lived in Oslo ten years ago"), not a
// change to order among the recent statements.
const statedFromReach = 400 * 24 * time.Hour

// statedFrom returns when a statement's change happened by its own words
// (see "Late reports"): the middle of the span of the first retrospective
// time phrase in a clause that names one of asserted (lower-case values)
// with a past verb, and the phrase; ok false when there is none, or the
// time is not before said.
func statedFrom(text string, asserted []string, said time.Time) (from time.Time, phrase string, ok bool) {
	if len(asserted) == 0 || said.IsZero() || !lateCueRE.MatchString(text) {
		return time.Time{}, "", false
	}
	lower := func(s string) string {
		return strings.ToLower(strings.NewReplacer("\u2019", "'", "\u2018", "'").Replace(s))
	}
	sents, _ := clause.Sentences(text)
	for _, sent := range sents {
		st := text[sent.Start:sent.End]
		for _, cl := range clause.Clauses(st, sent.Start) {
			cs := lower(text[cl.Start:cl.End])
			if !namesValue(cs, asserted) || !pastVerbRE.MatchString(cs) || clause.Conditional(cs) || pluperfectRE.MatchString(cs) {
				continue
			}
			// the phrase starts in the clause and may run past its end
			// ("a month or so ago" is split at "or")
			lo, hi, ph, at, found := pastSpan(lower(text[cl.Start:sent.End]), said)
			if !found || at >= len(cs) {
				continue
			}
			if !lo.Before(said) || lo.Before(said.Add(-statedFromReach)) {
				continue
			}
			if hi.After(said) { // "in June", said on the 20th: up to then
				hi = said
			}
			mid := lo.Add(hi.Sub(lo) / 2)
			if !mid.Before(said) {
				continue
			}
			return mid, ph, true
		}
	}
	return time.Time{}, "", false
}

// namesValue reports whether the lower-case clause cs names one of values
// as whole words.
func namesValue(cs string, values []string) bool {
	for _, v := range values {
		if v == "" {
			continue
		}
		for i := 0; ; {
			k := strings.Index(cs[i:], v)
			if k < 0 {
				break
			}
			k += i
			end := k + len(v)
			if (k == 0 || notAlnum(rune(cs[k-1]))) && (end == len(cs) || notAlnum(rune(cs[end]))) {
				return true
			}
			i = k + 1
		}
	}
	return false
}

// lateCueRE is a cheap test that a text may hold a phrase pastSpan reads.
var lateCueRE = prefilter.MustCompile(`(?i)\b(?:ago|back|since|for|in|over|during|easter|christmas|new\s+year)\b`)

// pastVerbRE is a past or perfect verb form: a clause that tells what
// happened or has held, not what will.
var pastVerbRE = prefilter.MustCompile(`\b(?:[a-z]+ed|been|went|gone|left|began|begun|took|taken|gave|given|got|gotten|came|broke|split|quit|made|set|sold|bought|found|met|fell|swapped|i've|we've|i'd|we'd|was|were|did)\b`)

// pluperfectRE is a state that had lasted until some later past time
// ("things with X had been falling apart since last summer"): its time is
// when that state began, not when the change came.
var pluperfectRE = prefilter.MustCompile(`\b(?:had|i'd|we'd|they'd|she'd|he'd)\s+(?:\w+\s+)?been\b`)

// countWords are the number words of an "ago" or "for" phrase.
var countWords = map[string]float64{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "a couple": 2,
	"couple of": 2, "a few": 3, "few": 3, "several": 4, "a half": 0.5}

const countAlt = `(a couple of|a couple|couple of|a few|few|several|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})`

var (
	// agoRE: "three weeks ago", "about two months back", "a month or so ago".
	agoRE = prefilter.MustCompile(`\b` + countAlt + `\s+(day|days|week|weeks|fortnight|fortnights|month|months|year|years)(?:\s+or\s+so)?\s+(?:ago|back)\b`)
	// forRE: "for three weeks now", "for about a month", in a perfect clause.
	forRE = prefilter.MustCompile(`\bfor\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|just\s+over\s+|a\s+little\s+over\s+)?` + countAlt + `\s+(day|days|week|weeks|fortnight|fortnights|month|months|year|years)(?:\s+or\s+so)?(\s+now)?\b`)
	// perfectRE: a clause in the perfect, where "for N weeks" runs to now.
	perfectRE = prefilter.MustCompile(`\b(?:i've|we've|i\s+have|we\s+have|has|have|'s\s+been|been)\b`)
	// seasonRE: "over the summer", "since the spring", "last autumn".
	seasonRE = prefilter.MustCompile(`\b(?:(in|over|during|through|since)\s+the|this|last|(since))\s+(spring|summer|autumn|fall|winter)\b`)
	// holidayRE: "just after Easter", "the week after Christmas", "since
	// Easter", "between Christmas and New Year", "over Christmas".
	holidayRE = prefilter.MustCompile(`\b(?:(just\s+after|right\s+after|the\s+week\s+after|after|since|over|at|around|just\s+before|before)\s+)?(?:the\s+)?(easter|christmas|new\s+year)(?:\s+(?:and|&)\s+new\s+year)?\b`)
	// unitBeforeRE: a unit of time right before a holiday phrase ("a
	// month after New Year").
	unitBeforeRE = prefilter.MustCompile(`\b(?:day|days|week|weeks|fortnight|month|months|year|years)\s*$`)
	// betweenHolidayRE: "between Christmas and New Year".
	betweenHolidayRE = prefilter.MustCompile(`\bbetween\s+christmas\s+and\s+new\s+year`)
	// monthCueRE: a month phrase findTime resolves ("back in June", "since
	// mid-June", "sometime in June"); findTime reads it from the month on.
	monthCueRE = prefilter.MustCompile(`\b(?:back\s+in|sometime\s+in|some\s+time\s+in|in|since|around|during|over|at\s+the\s+(?:start|end)\s+of|from)\s+(?:the\s+)?(?:start\s+of\s+|end\s+of\s+|beginning\s+of\s+|middle\s+of\s+|early\s+|late\s+|mid-?\s*)?(january|february|march|april|may|june|july|august|september|october|november|december)\b`)
)

// pastSpan returns the span [lo, hi) the first retrospective time phrase
// of the lower-case clause cs allows, as seen from said (see "Late
// reports"), the phrase and where it starts.
func pastSpan(cs string, said time.Time) (lo, hi time.Time, phrase string, at int, ok bool) {
	type found struct {
		at     int
		lo, hi time.Time
		phrase string
	}
	var best *found
	try := func(at int, lo, hi time.Time, phrase string) {
		if best == nil || at < best.at {
			best = &found{at, lo, hi, phrase}
		}
	}
	// "N units ago/back", or "for N units [now]" in a perfect clause: the
	// day N units before said, give or take half a unit
	back := func(m []int) {
		if d, ok := unitSpan(cs[m[4]:m[5]]); ok {
			at := said.Add(-time.Duration(count(cs[m[2]:m[3]]) * float64(d)))
			try(m[0], at.Add(-d/2), at.Add(d/2), cs[m[0]:m[1]])
		}
	}
	if m := agoRE.FindStringSubmatchIndex(cs); m != nil {
		back(m)
	}
	if m := forRE.FindStringSubmatchIndex(cs); m != nil && (m[6] >= 0 || perfectRE.MatchString(cs[:m[0]])) {
		back(m)
	}
	if m := seasonRE.FindStringSubmatchIndex(cs); m != nil {
		last := strings.HasPrefix(cs[m[0]:m[1]], "last")
		if lo, hi, ok := seasonSpan(cs[m[6]:m[7]], said, last); ok {
			try(m[0], lo, hi, cs[m[0]:m[1]])
		}
	}
	if m := betweenHolidayRE.FindStringIndex(cs); m != nil {
		xmas := lastHoliday("christmas", said)
		try(m[0], xmas, xmas.AddDate(0, 0, 7), cs[m[0]:m[1]])
	} else if m := holidayRE.FindStringSubmatchIndex(cs); m != nil {
		// "a month after New Year" is a month later: not read
		offset := unitBeforeRE.MatchString(cs[:m[0]])
		day := lastHoliday(strings.Join(strings.Fields(cs[m[4]:m[5]]), " "), said)
		rel := ""
		if m[2] >= 0 {
			rel = strings.Join(strings.Fields(cs[m[2]:m[3]]), " ")
		}
		var lo, hi time.Time
		switch rel {
		case "just after", "right after", "after":
			lo, hi = day, day.AddDate(0, 0, 10)
		case "the week after":
			lo, hi = day.AddDate(0, 0, 1), day.AddDate(0, 0, 8)
		case "just before", "before":
			lo, hi = day.AddDate(0, 0, -10), day
		default: // since, over, at, around
			lo, hi = day.AddDate(0, 0, -3), day.AddDate(0, 0, 4)
		}
		if !day.IsZero() && rel != "" && !offset { // "the Christmas shift" is no time of the change
			try(m[0], lo, hi, cs[m[0]:m[1]])
		}
	}
	if m := monthCueRE.FindStringSubmatchIndex(cs); m != nil {
		// findTime reads the month phrase as a question's; a bare "since"
		// gives no end, so the month is the span
		tr, _, ok := findTime(strings.TrimPrefix(strings.TrimPrefix(cs[m[0]:m[1]], "back "), "sometime "), said)
		if ok {
			if tr.To.IsZero() {
				tr.To = tr.From.AddDate(0, 1, 0)
			}
			if tr.From.After(said) { // a month still to come this year: last year's
				tr.From, tr.To = tr.From.AddDate(-1, 0, 0), tr.To.AddDate(-1, 0, 0)
			}
			try(m[0], tr.From, tr.To, cs[m[0]:m[1]])
		}
	}
	if best == nil {
		return time.Time{}, time.Time{}, "", 0, false
	}
	return best.lo, best.hi, best.phrase, best.at, true
}

// count is the number a count phrase of agoRE or forRE says.
func count(w string) float64 {
	if n, ok := countWords[w]; ok {
		return n
	}
	n, err := strconv.Atoi(w)
	if err != nil {
		return 1
	}
	return float64(n)
}

// unitSpan is the length of one unit of an "ago" or "for" phrase.
func unitSpan(u string) (time.Duration, bool) {
	const day = 24 * time.Hour
	switch strings.TrimSuffix(u, "s") {
	case "day":
		return day, true
	case "week":
		return 7 * day, true
	case "fortnight":
		return 14 * day, true
	case "month":
		return 30 * day, true
	case "year":
		return 365 * day, true
	}
	return 0, false
}

// seasonSpan is the latest span of the named season (northern
// meteorological seasons: spring March to May, summer June to August,
// autumn September to November, winter December to February) that began
// before said, cut at said; with last, the one before it when said falls
// inside the season.
func seasonSpan(name string, said time.Time, last bool) (lo, hi time.Time, ok bool) {
	start := map[string]time.Month{"spring": time.March, "summer": time.June, "autumn": time.September,
		"fall": time.September, "winter": time.December}[name]
	if start == 0 {
		return time.Time{}, time.Time{}, false
	}
	y := said.Year()
	lo = time.Date(y, start, 1, 0, 0, 0, 0, time.UTC)
	if lo.After(said) {
		lo = lo.AddDate(-1, 0, 0)
	}
	hi = lo.AddDate(0, 3, 0)
	if last && hi.After(said) {
		lo, hi = lo.AddDate(-1, 0, 0), hi.AddDate(-1, 0, 0)
	}
	if hi.After(said) {
		hi = said
	}
	return lo, hi, true
}

// lastHoliday is the latest day of the named holiday (easter, christmas,
// new year) on or before said.
func lastHoliday(name string, said time.Time) time.Time {
	at := func(y int) time.Time {
		switch name {
		case "easter":
			return easterSunday(y)
		case "christmas":
			return time.Date(y, time.December, 25, 0, 0, 0, 0, time.UTC)
		case "new year":
			return time.Date(y, time.January, 1, 0, 0, 0, 0, time.UTC)
		}
		return time.Time{}
	}
	d := at(said.Year())
	if d.IsZero() {
		return d
	}
	if d.After(said) {
		d = at(said.Year() - 1)
	}
	return d
}

// easterSunday is Easter Sunday of year (the anonymous Gregorian
// algorithm).
func easterSunday(y int) time.Time {
	a, b, c := y%19, y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return time.Date(y, time.Month(month), day, 0, 0, 0, 0, time.UTC)
}
