package fuse

import (
	"testing"
	"time"
)

// TestStrongStatement: a statement is strong when a sentence that names
// its value uses a word or an idiom of the asked topic.
func TestStrongStatement(t *testing.T) {
	for _, tc := range []struct {
		topic, text string
		values      []string
		want        bool
	}{
		{"residence", "Short entry. New address as of this week, Kristiansand, a ground-floor flat.", []string{"kristiansand"}, true},
		{"residence", "Spent the weekend carrying boxes, because yes, I live in Ostend now.", []string{"ostend"}, true},
		{"residence", "The flat is freezing again. Tolu's band played at the Crown on Saturday.", []string{"crown"}, false},
		{"diet", "Binned the old Zone meal plans and stuck the Slimming World diet sheet on the fridge.", []string{"slimming", "world"}, true},
		{"work", "My email signature says Windle Freight now, which still looks odd to me.", []string{"windle", "freight"}, true}, // "freight": a company word
		{"relationship", "Date night with Bodhi on Friday, the Thai place again.", []string{"bodhi"}, true},                       // an idiom
		{"relationship", "Kasia came round on Wednesday. Still single, still fine.", []string{"kasia"}, false},
	} {
		vs := topicValues([]string{tc.topic})
		if got := strongStatement(tc.text, tc.values, askedSets(vs), vs); got != tc.want {
			t.Errorf("%s %q: strong %v, want %v", tc.topic, tc.text, got, tc.want)
		}
	}
}

// TestEmployerNameNoValue: an employer's name names no home, partner or
// diet; for a work question it is the value.
func TestEmployerNameNoValue(t *testing.T) {
	text := "Another week of twelve-hour days at Stonechat Media, running on coffee, and I moved to Lund."
	for topic, want := range map[string][]string{
		"residence": {"lund"},
		"work":      {"stonechat", "media", "lund"},
	} {
		got := StatedValues(&Candidate{Text: text, SpeakerRole: "user"}, []string{topic})
		if len(got) != len(want) {
			t.Errorf("%s: values %q, want %q", topic, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: values %q, want %q", topic, got, want)
			}
		}
	}
}

// TestStrongAnswersBeside: a weak statement after the last strong one
// (a journal entry that names a pub in passing beside a word of the
// topic elsewhere) does not push the strong one out: both answer.
// Reading every member as strong (strongAnswers) fails it.
func TestStrongAnswersBeside(t *testing.T) {
	turns := []Candidate{
		turnOf("leeds", "user", "I live in Leeds, near the canal.", at2025(1, 5)),
		turnOf("ostend", "user", "Big week: I moved to Ostend, boxes everywhere.", at2025(3, 2)),
		turnOf("crown", "user", "The flat is freezing again. Went to a gig at the Crown on Saturday and it was good.", at2025(4, 20)),
	}
	now := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)
	c := mustCompile(t, turnsRequest("Where does Maya live now?", now, turns))
	for _, id := range []string{"ostend", "crown"} {
		if it := findItem(c, id); it == nil || it.Trace.Features["state_bonus"] == 0 {
			t.Errorf("%s: not answered (items %v)", id, itemIDs(c))
		}
	}
	if it := findItem(c, "leeds"); it != nil && it.Trace.Features["state_bonus"] != 0 {
		t.Errorf("leeds answered: %v", it.Trace.Reasons)
	}
}
