package extract

import (
	"regexp"
	"strings"
	"time"

	"github.com/evicortex/evicortex/fuse"
)

// timeExpr is a time expression found in a clause: the byte range it
// covers (so it can be cut from the value) and the instant it names
// (zero when it names none that a claim could start at, such as
// "recently" or "before June").
type timeExpr struct {
	start, end int
	at         time.Time
}

// findTime finds the time expression of clause s, resolved against at.
// Calendar phrases ("in October", "last month", "two weeks ago", "since
// 2018", "on Monday") are fuse's hint parser's, the project's one home for
// English time words. Two kinds it leaves out are resolved here because a
// statement uses them and a query rarely does: seasons ("last winter", "in
// the spring": the most recent start of that season not after at, the
// one before when at falls inside it and the phrase says "last") and
// durations of a state ("for two years": at minus the duration).
func findTime(s string, at time.Time) (timeExpr, bool) {
	if at.IsZero() {
		at = time.Now().UTC()
	}
	h := fuse.ParseHints(s, at, nil)
	if h.Time != nil && h.TimeText != "" {
		if i := indexFold(s, h.TimeText); i >= 0 {
			te := timeExpr{start: i, end: i + len(h.TimeText)}
			if !vagueTimeRE.MatchString(h.TimeText) {
				te.at = h.Time.From
			}
			return te, true
		}
	}
	if m := seasonRE.FindStringSubmatchIndex(s); m != nil {
		return timeExpr{start: m[0], end: m[1], at: seasonStart(strings.ToLower(s[m[4]:m[5]]), m[2] >= 0 && strings.EqualFold(s[m[2]:m[3]], "last"), at)}, true
	}
	if m := durationRE.FindStringSubmatchIndex(s); m != nil {
		n, ok := durationCount(strings.ToLower(s[m[2]:m[3]]))
		if ok {
			return timeExpr{start: m[0], end: m[1], at: shiftBack(truncDay(at), strings.ToLower(s[m[4]:m[5]]), n)}, true
		}
	}
	return timeExpr{}, false
}

// vagueTimeRE: phrases that date nothing a claim could start at.
var vagueTimeRE = regexp.MustCompile(`(?i)^(recently|lately|before\b.*)$`)

var (
	seasonRE   = regexp.MustCompile(`(?i)\b(?:in\s+(?:the\s+)?|during\s+(?:the\s+)?|(last|this)\s+|(?:the\s+)?past\s+)(spring|summer|fall|autumn|winter)\b`)
	durationRE = regexp.MustCompile(`(?i)\bfor\s+(?:about\s+|almost\s+|nearly\s+|over\s+|the\s+past\s+|the\s+last\s+)?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(day|week|month|year)s?\b`)
)

var seasonMonth = map[string]time.Month{"spring": time.March, "summer": time.June, "fall": time.September, "autumn": time.September, "winter": time.December}

// seasonStart is the first day of the most recent such season starting
// not after at (meteorological seasons: spring starts March 1).
func seasonStart(season string, last bool, at time.Time) time.Time {
	m := seasonMonth[season]
	t := time.Date(at.Year(), m, 1, 0, 0, 0, 0, time.UTC)
	if t.After(at) {
		t = t.AddDate(-1, 0, 0)
	}
	if last && at.Before(t.AddDate(0, 3, 0)) {
		t = t.AddDate(-1, 0, 0)
	}
	return t
}

var countWords = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10}

func durationCount(w string) (int, bool) {
	if n, ok := countWords[w]; ok {
		return n, true
	}
	n := 0
	for _, c := range w {
		n = n*10 + int(c-'0')
	}
	return n, n > 0
}

func shiftBack(t time.Time, unit string, n int) time.Time {
	switch unit {
	case "week":
		return t.AddDate(0, 0, -7*n)
	case "month":
		return t.AddDate(0, -n, 0)
	case "year":
		return t.AddDate(-n, 0, 0)
	}
	return t.AddDate(0, 0, -n)
}

func truncDay(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// indexFold is the byte index of the first case-insensitive occurrence of
// sub (ASCII lowercase, as fuse normalizes) in s, or -1.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}
