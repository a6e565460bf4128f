package fuse

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// hintsNow is Friday 2026-05-01 12:00 UTC.
var hintsNow = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

func TestParseHintsTime(t *testing.T) {
	z := time.Time{}
	cases := []struct {
		q        string
		text     string
		from, to time.Time
		intent   Intent
	}{
		{"What did Varun prefer in February?", "in february", day0(2026, 2, 1), day0(2026, 3, 1), IntentHistorical},
		{"what happened in May", "in may", day0(2026, 5, 1), day0(2026, 6, 1), IntentAny},
		{"what happened in June", "in june", day0(2025, 6, 1), day0(2025, 7, 1), IntentHistorical},
		{"in February 2025", "in february 2025", day0(2025, 2, 1), day0(2025, 3, 1), IntentHistorical},
		{"during sept 2024?", "during sept 2024", day0(2024, 9, 1), day0(2024, 10, 1), IntentHistorical},
		{"as at July 2025 - where was she living", "as at july 2025", day0(2025, 7, 1), day0(2025, 8, 1), IntentHistorical},
		{"the first week of March 2025, which city", "the first week of march 2025", day0(2025, 3, 1), day0(2025, 3, 8), IntentHistorical},
		{"say the last couple of weeks of November 2025, where", "the last couple of weeks of november 2025", day0(2025, 11, 17), day0(2025, 12, 1), IntentHistorical},
		{"in the second week of January 2026", "in the second week of january 2026", day0(2026, 1, 8), day0(2026, 1, 15), IntentHistorical},
		{"during the final fortnight of 2025", "during the final fortnight of 2025", day0(2025, 12, 18), day0(2026, 1, 1), IntentHistorical},
		{"which company employed him as of March 2025?", "as of march 2025", day0(2025, 3, 1), day0(2025, 4, 1), IntentHistorical},
		{"her shopping basket at the tail end of May 2025, which diet", "at the tail end of may 2025", time.Date(2025, 5, 21, 16, 0, 0, 0, time.UTC), day0(2025, 6, 1), IntentHistorical},
		{"where was he living mid way thru May 2025", "mid way through may 2025", time.Date(2025, 5, 11, 8, 0, 0, 0, time.UTC), time.Date(2025, 5, 21, 16, 0, 0, 0, time.UTC), IntentHistorical},
		{"midway through 2025, where", "midway through 2025", time.Date(2025, 5, 2, 16, 0, 0, 0, time.UTC), time.Date(2025, 9, 1, 8, 0, 0, 0, time.UTC), IntentHistorical},
		{"whose lanyard was he wearing roughly May 2025", "may 2025", day0(2025, 5, 1), day0(2025, 6, 1), IntentHistorical},
		{"Trips in 2025", "in 2025", day0(2025, 1, 1), day0(2026, 1, 1), IntentHistorical},
		{"plans in 2026", "in 2026", day0(2026, 1, 1), day0(2027, 1, 1), IntentAny},
		{"what did I eat on 2026-02-01", "on 2026-02-01", day0(2026, 2, 1), day0(2026, 2, 2), IntentHistorical},
		{"notes from 2026-3-7", "2026-3-7", day0(2026, 3, 7), day0(2026, 3, 8), IntentHistorical},
		{"on February 1st", "on february 1st", day0(2026, 2, 1), day0(2026, 2, 2), IntentHistorical},
		{"on Feb 1, 2025", "on feb 1, 2025", day0(2025, 2, 1), day0(2025, 2, 2), IntentHistorical},
		{"on December 25", "on december 25", day0(2025, 12, 25), day0(2025, 12, 26), IntentHistorical},
		{"on 1 February 2026", "on 1 february 2026", day0(2026, 2, 1), day0(2026, 2, 2), IntentHistorical},
		{"on the 3rd of March", "on the 3rd of march", day0(2026, 3, 3), day0(2026, 3, 4), IntentHistorical},
		{"on Feb 29", "on feb 29", day0(2024, 2, 29), day0(2024, 3, 1), IntentHistorical},
		{"what did we ship yesterday", "yesterday", day0(2026, 4, 30), day0(2026, 5, 1), IntentHistorical},
		{"Today I want tea", "today", day0(2026, 5, 1), day0(2026, 5, 2), IntentAny},
		{"what happened last week", "last week", day0(2026, 4, 20), day0(2026, 4, 27), IntentHistorical},
		{"this week", "this week", day0(2026, 4, 27), day0(2026, 5, 4), IntentAny},
		{"this month", "this month", day0(2026, 5, 1), day0(2026, 6, 1), IntentAny},
		{"this year", "this year", day0(2026, 1, 1), day0(2027, 1, 1), IntentAny},
		{"last month", "last month", day0(2026, 4, 1), day0(2026, 5, 1), IntentHistorical},
		{"last year", "last year", day0(2025, 1, 1), day0(2026, 1, 1), IntentHistorical},
		{"previous month", "previous month", day0(2026, 4, 1), day0(2026, 5, 1), IntentHistorical},
		{"3 days ago", "3 days ago", day0(2026, 4, 28), day0(2026, 4, 29), IntentHistorical},
		{"a week ago", "a week ago", day0(2026, 4, 20), day0(2026, 4, 27), IntentHistorical},
		{"two weeks ago", "two weeks ago", day0(2026, 4, 13), day0(2026, 4, 20), IntentHistorical},
		{"2 months ago", "2 months ago", day0(2026, 3, 1), day0(2026, 4, 1), IntentHistorical},
		{"one year ago", "one year ago", day0(2025, 1, 1), day0(2026, 1, 1), IntentHistorical},
		{"before May", "before may", z, day0(2026, 5, 1), IntentHistorical},
		{"before 2025", "before 2025", z, day0(2025, 1, 1), IntentHistorical},
		{"after March", "after march", day0(2026, 4, 1), z, IntentAny},
		{"since January", "since january", day0(2026, 1, 1), z, IntentAny},
		{"since 2026-04-10", "since 2026-04-10", day0(2026, 4, 10), z, IntentAny},
		{"between March and April", "between march and april", day0(2026, 3, 1), day0(2026, 5, 1), IntentHistorical},
		{"between December and February", "between december and february", day0(2025, 12, 1), day0(2026, 3, 1), IntentHistorical},
		{"between 2024 and 2023", "between 2024 and 2023", day0(2023, 1, 1), day0(2025, 1, 1), IntentHistorical},
		{"from Jan 5 to Jan 9", "from jan 5 to jan 9", day0(2026, 1, 5), day0(2026, 1, 10), IntentHistorical},
		{"on Monday", "on monday", day0(2026, 4, 27), day0(2026, 4, 28), IntentHistorical},
		{"on Friday", "on friday", day0(2026, 5, 1), day0(2026, 5, 2), IntentAny},
		{"last Friday", "last friday", day0(2026, 4, 24), day0(2026, 4, 25), IntentHistorical},
		{"last saturday", "last saturday", day0(2026, 4, 25), day0(2026, 4, 26), IntentHistorical},
		{"what have I read recently", "recently", day0(2026, 4, 1), z, IntentAny},
		{"Lately?", "lately", day0(2026, 4, 1), z, IntentAny},
		{"in the last 3 days", "last 3 days", day0(2026, 4, 28), z, IntentAny},
		{"over the past week", "past week", day0(2026, 4, 24), z, IntentAny},
	}
	for _, tc := range cases {
		h := ParseHints(tc.q, hintsNow, nil)
		if h.Time == nil {
			t.Errorf("%q: no time found", tc.q)
			continue
		}
		if h.TimeText != tc.text || !h.Time.From.Equal(tc.from) || !h.Time.To.Equal(tc.to) || h.Intent != tc.intent {
			t.Errorf("%q: got %q [%v, %v) %v; want %q [%v, %v) %v", tc.q, h.TimeText, h.Time.From, h.Time.To, h.Intent,
				tc.text, tc.from, tc.to, tc.intent)
		}
	}
}

func TestParseHintsNoTime(t *testing.T) {
	cases := []struct {
		q      string
		intent Intent
	}{
		{"Which theme should I use for this user?", IntentAny},
		{"What does Varun currently prefer?", IntentCurrent},
		{"what's the plan now", IntentCurrent},
		{"these days, what do I cook", IntentCurrent},
		{"nowadays", IntentCurrent},
		{"remind me who Niamh ended up with", IntentCurrent},
		{"whereabouts is Bronwyn at the minute, city-wise?", IntentCurrent},
		{"who's Dervla's bf or gf atm", IntentCurrent},
		{"which company did he end up at?", IntentCurrent},
		{"Where was home for Maren until they ended up in Dunedin?", IntentHistorical},
		{"Per the tapes made for the book, what was home for Walburga up to the move to Paimpol?", IntentHistorical},
		{"Up to the wedding, who was she seeing?", IntentHistorical},
		{"at the moment", IntentCurrent},
		{"who's she with rn", IntentCurrent},
		{"which city is he in at the mo?", IntentCurrent},
		{"is she still at acme", IntentCurrent},
		{"today's agenda", IntentCurrent}, // time "today" too, see below
		{"current employer", IntentCurrent},
		{"could you confirm Kerensa's present employer?", IntentCurrent},
		{"when Itzel got taken on at Yarrow Health, which company did they hand their notice in to", IntentHistorical},
		{"when Fintan switched to keto what diet did they drop", IntentHistorical},
		{"when Gulnara got together with Cosima who did they break up with", IntentHistorical},
		{"How old was Ravi when he moved to Canada?", IntentAny},
		{"what is her present address", IntentCurrent},
		{"what present did he buy her?", IntentAny}, // a gift
		{"as at now, who is he with", IntentCurrent},
		{"I know the answer", IntentAny}, // "know" is not "now"
		{"where did I use to live", IntentHistorical},
		{"what did she use to drink in the mornings", IntentHistorical},
		{"where I used to live", IntentHistorical},
		{"previously", IntentHistorical},
		{"Where did Hana live prior to Ghent?", IntentHistorical},
		{"formerly known as", IntentHistorical},
		{"originally", IntentHistorical},
		{"back then", IntentHistorical},
		{"at first", IntentHistorical},
		{"before I moved", IntentHistorical},
		{"in the past", IntentHistorical},
		{"what I used to like and what I like now", IntentCurrent},
		{"ok so Aditi landed in Geelong at some point. where'd they come from?", IntentHistorical},
		{"where did she move from?", IntentHistorical},
		{"Tom went to Globex, but from where?", IntentHistorical},
		{"When Dervla relocated to Pune, which city were they leaving behind?", IntentHistorical},
		{"what did she eat just ahead of the vegan switch?", IntentHistorical},
		{"he came over from which company?", IntentHistorical},
		{"where does she come from?", IntentAny}, // an origin, not a change
		{"where is she moving from now?", IntentCurrent},
		{"may I ask about march madness", IntentAny},
		{"in 300 ms", IntentAny},
		{"on 2026-02-30", IntentAny},
		{"in Maybe", IntentAny},
		{"", IntentAny},
	}
	for _, tc := range cases {
		h := ParseHints(tc.q, hintsNow, nil)
		if h.Intent != tc.intent {
			t.Errorf("%q: intent %v, want %v", tc.q, h.Intent, tc.intent)
		}
		if h.Time != nil && tc.q != "today's agenda" {
			t.Errorf("%q: unexpected time %q", tc.q, h.TimeText)
		}
		if h.Query != tc.q {
			t.Errorf("%q: Query %q", tc.q, h.Query)
		}
	}
}

// Time resolution uses now in UTC, whatever its location.
func TestParseHintsNowZone(t *testing.T) {
	loc := time.FixedZone("UTC+10", 10*3600)
	now := time.Date(2026, 5, 2, 5, 0, 0, 0, loc) // 2026-05-01 19:00 UTC
	h := ParseHints("yesterday", now, nil)
	if !h.Time.From.Equal(day0(2026, 4, 30)) || h.Time.From.Location() != time.UTC {
		t.Fatalf("yesterday from %v", h.Time.From)
	}
}

func TestParseHintsEntities(t *testing.T) {
	known := map[string]string{
		"varun": "user:varun", "new york": "place:nyc", "nyc": "place:nyc",
		"new york city": "place:nyc-city", "acme": "org:acme", "alice": "person:alice",
		"york": "place:york",
	}
	lookup := func(p string) (string, bool) { c, ok := known[p]; return c, ok }
	cases := []struct {
		q    string
		want []string
	}{
		{"Did Varun's team move to New York City?", []string{"user:varun", "place:nyc-city"}},
		{"new york or york?", []string{"place:nyc", "place:york"}},
		{"NYC, new york, nyc", []string{"place:nyc"}},
		{"Where does alice work — ACME?", []string{"person:alice", "org:acme"}},
		{"alice’s boss at acme's office", []string{"person:alice", "org:acme"}},
		{"the Alices' house", nil},
		{"nothing here", nil},
	}
	for _, tc := range cases {
		if got := ParseHints(tc.q, hintsNow, lookup).Entities; !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: entities %v, want %v", tc.q, got, tc.want)
		}
	}
	if got := ParseHints("varun", hintsNow, nil).Entities; got != nil {
		t.Errorf("nil lookup found %v", got)
	}
	var asked []string
	ParseHints("a b c d", hintsNow, func(p string) (string, bool) { asked = append(asked, p); return "", false })
	want := []string{"a b c", "b c d", "a b", "b c", "c d", "a", "b", "c", "d"}
	if !reflect.DeepEqual(asked, want) {
		t.Errorf("lookups %v, want longest first %v", asked, want)
	}
}

// TestWhenCues: the query cue "asks when" and the text cue "dates
// something", on phrasings a conversation uses.
func TestWhenCues(t *testing.T) {
	for q, want := range map[string]bool{
		"When did Ana adopt the dog?": true, "what year was that": true, "How long ago did you move?": true,
		"Which week was the trip?": true, "whenever you like": false, "What did Ana adopt?": false,
		"what time is it": true, "which day": true, "Why did Ana adopt the dog?": false,
	} {
		if got := ParseHints(q, hintsNow, nil).AsksWhen; got != want {
			t.Errorf("%q: asks when %v, want %v", q, got, want)
		}
	}
	for text, want := range map[string]bool{
		"we adopted the dog yesterday": true, "Two years ago": true, "last week was busy": true,
		"over the past few months": true, "on Tuesdays we swim": true, "in May": true, "back in 2019": true,
		"see you next time": true, "in 1899": false, "a yesterdays thing": false, "the dog is brown": false,
		"Mondayish": false, "this  week": false,
	} {
		if got := HasTimeCue(text); got != want {
			t.Errorf("%q: time cue %v, want %v", text, got, want)
		}
	}
}

// FuzzParseHints: never panics, and what it reports is consistent.
func FuzzParseHints(f *testing.F) {
	for _, s := range []string{"in February", "between March and May", "on Feb 29", "3 weeks ago",
		"before 2025-01-01", "from jan 5 to", "'s", "varun's new york", "\xff\xfe in may", "İ in june"} {
		f.Add(s, int64(0))
	}
	lookup := func(p string) (string, bool) { return "ent:" + p, len(p)%3 == 0 }
	f.Fuzz(func(t *testing.T, q string, nowNanos int64) {
		now := time.Unix(0, nowNanos).UTC()
		h := ParseHints(q, now, lookup)
		if h.Query != q {
			t.Fatalf("query %q changed to %q", q, h.Query)
		}
		if (h.Time == nil) != (h.TimeText == "") {
			t.Fatalf("time %v with text %q", h.Time, h.TimeText)
		}
		if h.Time != nil {
			if !strings.Contains(normalize(q), h.TimeText) {
				t.Fatalf("time text %q not in query %q", h.TimeText, q)
			}
			if !h.Time.From.IsZero() && !h.Time.To.IsZero() && !h.Time.From.Before(h.Time.To) {
				t.Fatalf("empty range %v..%v for %q", h.Time.From, h.Time.To, q)
			}
		}
		seen := map[string]bool{}
		for _, e := range h.Entities {
			if seen[e] {
				t.Fatalf("duplicate entity %q", e)
			}
			seen[e] = true
		}
		if h.Intent != IntentAny && h.Intent != IntentCurrent && h.Intent != IntentHistorical {
			t.Fatalf("intent %v", h.Intent)
		}
	})
}

// TestWhoseLeft: "whose X did ..." asks of an act, unless the act is a
// leaving ("whose name did he drop once Tom arrived?" asks for the partner
// before Tom).
func TestWhoseLeft(t *testing.T) {
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		q      string
		topics []string
		intent Intent
	}{
		{"Whose name did Padraig drop from their requests once Thomasina arrived?", []string{"relationship"}, IntentHistorical},
		{"Whose office did Maya leave when Globex hired her?", []string{"work"}, IntentHistorical},
		{"Whose book did she borrow last week?", nil, IntentHistorical},
	} {
		h := ParseHints(tc.q, now, nil)
		if !slices.Equal(h.Topics, tc.topics) || h.Intent != tc.intent {
			t.Errorf("ParseHints(%q) = %v %v, want %v %v", tc.q, h.Topics, h.Intent, tc.topics, tc.intent)
		}
	}
}

// TestSourceTopicWord: a topic word that only names where the answer is
// read ("going by the workplace chat") asks no topic; the same word as
// the question's own stays one.
func TestSourceTopicWord(t *testing.T) {
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	for q, want := range map[string][]string{
		"Is Ffion still pescatarian, going by the workplace chat?":         {"diet"},
		"Going by her work emails, who is Ffion seeing these days?":        {"relationship"},
		"From the office channels, which town is Ffion living in now?":     {"residence"},
		"Where does Ffion work now, going by the workplace chat?":          {"work"},
		"Does Ffion still work at Caldicot Ceramics, her work emails say?": {"work"},
	} {
		if h := ParseHints(q, now, nil); !slices.Equal(h.Topics, want) {
			t.Errorf("ParseHints(%q).Topics = %v, want %v", q, h.Topics, want)
		}
	}
}
