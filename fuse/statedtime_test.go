package fuse

import (
	"testing"
	"time"
)

func ymd(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// TestStatedFrom: a retrospective time in a clause that names the
// statement's value, with a past or perfect verb, dates the change; a time
// in another clause, a plan, a time to come, a time older than the reach
// and a holiday that names no time do not.
func TestStatedFrom(t *testing.T) {
	said := time.Date(2025, 7, 20, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		text     string
		from, to time.Time // the day the statement is dated to lies in [from, to); zero: not dated
	}{
		{"btw I moved to Kortrijk three weeks ago, forgot to say.", ymd(2025, 6, 25), ymd(2025, 7, 3)},
		{"I left Lorient and moved to Kortrijk about two months back.", ymd(2025, 5, 10), ymd(2025, 6, 5)},
		{"I moved to Kortrijk a fortnight ago", ymd(2025, 6, 30), ymd(2025, 7, 12)},
		{"I moved to Kortrijk a month or so ago", ymd(2025, 6, 5), ymd(2025, 7, 5)},
		{"Lorient got too expensive, so I've been living in Kortrijk since mid-June.", ymd(2025, 6, 11), ymd(2025, 6, 21)},
		{"we packed up Lorient just after Easter, and the new place in Kortrijk is home.", ymd(2025, 4, 20), ymd(2025, 5, 1)}, // Easter 2025: April 20
		{"I've been in Kortrijk for a couple of months now.", ymd(2025, 5, 10), ymd(2025, 6, 5)},
		{"Lorient is behind me: I've been settled in Kortrijk since the spring.", ymd(2025, 3, 1), ymd(2025, 6, 1)},
		{"I left Lorient and went home to Kortrijk between Christmas and New Year.", ymd(2024, 12, 25), ymd(2025, 1, 2)},
		{"I moved to Kortrijk in October", ymd(2024, 10, 1), ymd(2024, 11, 1)},     // October to come: last year's
		{"I moved to Kortrijk back in July", ymd(2025, 7, 1), ymd(2025, 7, 21)},    // up to when it was said
		{"I moved to Kortrijk over the summer", ymd(2025, 6, 1), ymd(2025, 7, 21)}, // this summer, so far
		{"I moved to Kortrijk the week after Christmas", ymd(2024, 12, 26), ymd(2025, 1, 2)},
		{"I've been going to Pilates since March, and I moved to Kortrijk", time.Time{}, time.Time{}}, // the time is the Pilates'
		{"I'm moving to Kortrijk in three weeks", time.Time{}, time.Time{}},                           // a plan
		{"I lived in Kortrijk ten years ago", time.Time{}, time.Time{}},                               // beyond the reach
		{"I got the Christmas shift in Kortrijk", time.Time{}, time.Time{}},                           // a holiday, no time
		{"I'll be in Kortrijk for two weeks", time.Time{}, time.Time{}},                               // no perfect, no "now"
		{"if I'd moved to Kortrijk three weeks ago", time.Time{}, time.Time{}},                        // supposed
	} {
		at, phrase, ok := statedFrom(tc.text, []string{"kortrijk", "lorient"}, said)
		if tc.from.IsZero() {
			if ok {
				t.Errorf("statedFrom(%q) = %v (%q), want none", tc.text, at, phrase)
			}
			continue
		}
		if !ok || at.Before(tc.from) || !at.Before(tc.to) {
			t.Errorf("statedFrom(%q) = %v (%q) ok %v, want in [%v, %v)", tc.text, at, phrase, ok, tc.from, tc.to)
		}
	}
	if _, _, ok := statedFrom("I moved to Kortrijk three weeks ago", nil, said); ok {
		t.Errorf("no asserted values: dated")
	}
}

func TestEasterSunday(t *testing.T) {
	for y, want := range map[int]time.Time{2024: ymd(2024, 3, 31), 2025: ymd(2025, 4, 20), 2026: ymd(2026, 4, 5), 2038: ymd(2038, 4, 25)} {
		if got := easterSunday(y); !got.Equal(want) {
			t.Errorf("easterSunday(%d) = %v, want %v", y, got, want)
		}
	}
}

// TestStateLateReport: a move told three weeks after it happened holds
// from when it happened: a question about the weeks before the telling
// gets the late report, one about the month before the move the old home.
func TestStateLateReport(t *testing.T) {
	turns := []Candidate{
		turnOf("boston", "user", "I live in Boston, near the river.", at2025(1, 5)),
		turnOf("chat", "user", "Work is busy this month.", at2025(4, 2)),
		turnOf("seattle", "user", "Sorry for the silence, I moved to Seattle three weeks ago, forgot to say.", at2025(5, 25)),
	}
	now := time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)
	for q, want := range map[string]string{
		"Where did Maya live in the second week of May 2025?": "seattle",
		"Where did Maya live in April 2025?":                  "boston",
		"Where does Maya live now?":                           "seattle",
	} {
		c := mustCompile(t, turnsRequest(q, now, turns))
		if got := c.Items[0].ID; got != want {
			t.Errorf("%s: first item %s, want %s (items %v)", q, got, want, itemIDs(c))
		}
	}
}

// TestStateLateReportFloor: a late report whose words reach back past a
// statement said before it contradicts that live statement, which is
// trusted: the report holds from when it was said.
func TestStateLateReportFloor(t *testing.T) {
	turns := []Candidate{
		turnOf("boston", "user", "I live in Boston, near the river.", at2025(1, 5)),
		turnOf("bakery", "user", "There's a bakery on my road in Boston that does custard buns.", at2025(4, 10)),
		turnOf("seattle", "user", "Sorry, never said: I moved to Seattle back in March.", at2025(5, 25)),
	}
	now := time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)
	for q, want := range map[string]string{
		"Where did Maya live in the first week of April 2025?": "boston",
		"Where did Maya live in the second week of May 2025?":  "bakery",
		"Where does Maya live now?":                            "seattle",
	} {
		c := mustCompile(t, turnsRequest(q, now, turns))
		if got := c.Items[0].ID; got != want {
			t.Errorf("%s: first item %s, want %s (items %v)", q, got, want, itemIDs(c))
		}
		if want != "seattle" {
			if it := findItem(c, "seattle"); it != nil && it.Trace.Features["state_bonus"] != 0 {
				t.Errorf("%s: seattle held (%v)", q, it.Trace.Reasons)
			}
		}
	}
}
