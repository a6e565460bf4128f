package fuse

import (
	"strconv"
	"strings"
	"time"
)

var months = map[string]time.Month{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3,
	"april": 4, "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7,
	"august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
	"october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}

// Years accepted as bare numbers ("in 2025"), so "in 300 ms" is no date.
const (
	minYear = 1900
	maxYear = 2199
)

// date parses a date expression at token i: an ISO date, "[the] 1st [of]
// February [2026]", "February 1st [2026]", "February [2025]" or "2025".
// A yearless date is the most recent one starting no later than now, or,
// when after is set, the first one starting at or after it.
func (p *timeParser) date(i int, after time.Time) (span, bool) {
	skip := 0
	if p.word(i) == "the" {
		skip = 1
	}
	if d, ok := isoDate(p.word(i + skip)); ok {
		return span{d, d.AddDate(0, 0, 1), 1 + skip}, true
	}
	if s, ok := p.dayFirst(i+skip, after); ok {
		s.n += skip
		return s, true
	}
	if skip == 0 {
		if s, ok := p.monthFirst(i, after); ok {
			return s, true
		}
		if y, ok := year(p.word(i)); ok {
			from := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
			return span{from, from.AddDate(1, 0, 0), 1}, true
		}
	}
	return span{}, false
}

// dayFirst: "1st [of] February [2026]".
func (p *timeParser) dayFirst(i int, after time.Time) (span, bool) {
	d, ok := dayOfMonth(p.word(i))
	if !ok {
		return span{}, false
	}
	j := i + 1
	if p.word(j) == "of" {
		j++
	}
	m, ok := months[p.word(j)]
	if !ok {
		return span{}, false
	}
	return p.resolveDay(m, d, j+1, i, after)
}

// monthFirst: "February [1st] [2026]".
func (p *timeParser) monthFirst(i int, after time.Time) (span, bool) {
	m, ok := months[p.word(i)]
	if !ok {
		return span{}, false
	}
	if d, ok := dayOfMonth(p.word(i + 1)); ok {
		return p.resolveDay(m, d, i+2, i, after)
	}
	if y, ok := year(p.word(i + 1)); ok {
		from := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
		return span{from, from.AddDate(0, 1, 0), 2}, true
	}
	from := p.yearless(func(y int) (time.Time, bool) {
		return time.Date(y, m, 1, 0, 0, 0, 0, time.UTC), true
	}, after)
	return span{from, from.AddDate(0, 1, 0), 1}, true
}

// resolveDay finishes a day date whose optional year is at token j; start
// is the first token of the expression.
func (p *timeParser) resolveDay(m time.Month, d, j, start int, after time.Time) (span, bool) {
	mk := func(y int) (time.Time, bool) {
		t := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
		return t, t.Day() == d
	}
	if y, ok := year(p.word(j)); ok {
		t, ok := mk(y)
		return span{t, t.AddDate(0, 0, 1), j + 1 - start}, ok
	}
	t := p.yearless(mk, after)
	if t.IsZero() {
		return span{}, false
	}
	return span{t, t.AddDate(0, 0, 1), j - start}, true
}

// yearless picks the year for a month or day with none: the latest start
// not after now, or the earliest start not before after. It looks up to
// yearlessSpan years away (February 29 needs up to eight).
func (p *timeParser) yearless(mk func(int) (time.Time, bool), after time.Time) time.Time {
	if !after.IsZero() {
		for y := after.Year(); y <= after.Year()+yearlessSpan; y++ {
			if t, ok := mk(y); ok && !t.Before(after) {
				return t
			}
		}
		return time.Time{}
	}
	for y := p.now.Year(); y >= p.now.Year()-yearlessSpan; y-- {
		if t, ok := mk(y); ok && !t.After(p.now) {
			return t
		}
	}
	return time.Time{}
}

const yearlessSpan = 8

func dayOfMonth(w string) (int, bool) {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		w = strings.TrimSuffix(w, suf)
	}
	if len(w) == 0 || len(w) > 2 || !allDigits(w) {
		return 0, false
	}
	d, _ := strconv.Atoi(w)
	return d, d >= 1 && d <= 31
}

func year(w string) (int, bool) {
	if len(w) != 4 || !allDigits(w) {
		return 0, false
	}
	y, _ := strconv.Atoi(w)
	return y, y >= minYear && y <= maxYear
}

// isoDate parses YYYY-M-D (one or two digit month and day).
func isoDate(w string) (time.Time, bool) {
	parts := strings.Split(w, "-")
	if len(parts) != 3 {
		return time.Time{}, false
	}
	y, ok := year(parts[0])
	if !ok || len(parts[1]) > 2 || len(parts[2]) > 2 || !allDigits(parts[1]) || !allDigits(parts[2]) ||
		parts[1] == "" || parts[2] == "" {
		return time.Time{}, false
	}
	m, _ := strconv.Atoi(parts[1])
	d, _ := strconv.Atoi(parts[2])
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t, m >= 1 && m <= 12 && t.Day() == d && t.Month() == time.Month(m)
}
