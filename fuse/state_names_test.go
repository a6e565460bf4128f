package fuse

import (
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// TestStatedValuesKnownNames: a statement that starts with its value
// states it once the value is a known name (read mid-sentence in another
// statement), only when capitalized; a weekday in the plural and a common
// word that shares a known name's spelling state nothing.
func TestStatedValuesKnownNames(t *testing.T) {
	ep := func(text string) *Candidate {
		return &Candidate{Kind: capsule.KindEpisode, Text: text, SpeakerRole: "user"}
	}
	rel := []string{"relationship"}
	for _, tc := range []struct {
		text  string
		known []string
		want  []string
	}{
		{"Maya: Tomas surprised me with breakfast in bed this morning.", nil, nil},
		{"Maya: Tomas surprised me with breakfast in bed this morning.", []string{"tomas"}, []string{"tomas"}},
		{"Maya: tomas surprised me with breakfast.", []string{"tomas"}, nil},
		{"Maya: My partner Tomas and I adopted a plant.", nil, []string{"tomas"}},
		{"Maya: I lost my umbrella on the bus.", []string{"umbrella", "labs"}, nil},
		{"Maya: Meal prepping on Sundays saves me so much time.", nil, nil},
		{"Maya: Date night was at a tiny Italian place.", nil, nil},
		{"Maya: Tomas and I broke up?", []string{"tomas"}, nil}, // a question states nothing
	} {
		got := StatedValues(ep(tc.text), rel, tc.known...)
		if !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q, known %v) = %v, want %v", tc.text, tc.known, got, tc.want)
		}
	}
}

// TestStateQuestionCues: current-time adverbials make a state question
// current, and "who is X with" asks about a partner unless "with" goes on
// to name a place or an occasion.
func TestStateQuestionCues(t *testing.T) {
	now := time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		q      string
		intent Intent
		topics []string
	}{
		{"Where is Maya living at present?", IntentCurrent, []string{"residence"}},
		{"Where does Maya live presently?", IntentCurrent, []string{"residence"}},
		{"Who is Maya with these days?", IntentCurrent, []string{"relationship"}},
		{"Who is Maya going out with right now?", IntentCurrent, []string{"relationship"}},
		{"Who was Maya with in March 2025?", IntentHistorical, []string{"relationship"}},
		{"Who is Maya with?", IntentAny, []string{"relationship"}},
		{"Who was Maya with at the concert?", IntentAny, nil},
		{"What did John's teammates give him?", IntentAny, nil}, // "team" is a statement word only
		{"Which firm does Maya work for now?", IntentCurrent, []string{"work"}},
	} {
		h := ParseHints(tc.q, now, nil)
		if h.Intent != tc.intent || !slices.Equal(h.Topics, tc.topics) {
			t.Errorf("%q: intent %v topics %v, want %v %v", tc.q, h.Intent, h.Topics, tc.intent, tc.topics)
		}
	}
}
