package fuse

import (
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// TestInferTopic: the topic most of the best hits state a value on wins
// when it has enough of them and a margin; a name alone states no partner,
// the assistant's turns and repeats of nothing count for no topic.
func TestInferTopic(t *testing.T) {
	ep := func(role, text string) *Candidate {
		return &Candidate{Kind: capsule.KindEpisode, Text: text, SpeakerRole: role}
	}
	diet := []*Candidate{
		ep("user", "What's a quick dinner with what's in the fridge"),
		ep("user", "Tell the caterer I'm pescatarian now, no more meat for me"),
		ep("user", "Put me down as vegan on the conference form"),
		ep("user", "Is it going to rain later"),
		ep("user", "I've been keto since March and I feel great"),
	}
	if got := InferTopic(diet); !slices.Equal(got, []string{"diet"}) {
		t.Errorf("diet hits: %v, want [diet]", got)
	}
	few := diet[:3]
	if got := InferTopic(few); got != nil {
		t.Errorf("two statements: %v, want nil", got)
	}
	mixed := append(slices.Clone(diet), ep("user", "I work at Globex now, started Monday"),
		ep("user", "Handed my notice in at Initech, I'm joining Globex"))
	if got := InferTopic(mixed); got != nil {
		t.Errorf("three diet and two work statements: %v, want nil (no margin)", got)
	}
	names := []*Candidate{
		ep("user", "Dad's locked out of his Globex account again"),
		ep("user", "Call Priya back after lunch"),
		ep("user", "Remind Tomas about the recycling"),
		ep("assistant", "Your partner Ines called while you were out; I said you'd ring back."),
	}
	if got := InferTopic(names); got != nil {
		t.Errorf("names alone: %v, want nil", got)
	}
}

// TestWithTopics: a question that asks for a value takes the inferred
// topic and asks what holds now when in the present tense; a request, a
// yes/no question, an event and a count take none.
func TestWithTopics(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		q      string
		topics []string
		intent Intent
	}{
		{"If I order Kemal a takeaway, what do I tick?", []string{"diet"}, IntentCurrent},
		{"Kemal is coming for tea. What do I need to cook around?", []string{"diet"}, IntentCurrent},
		{"Whose building does Hafsa badge into on a weekday?", []string{"work"}, IntentCurrent},
		{"What was Aleksi's recipe filter set to in May 2024?", []string{"diet"}, IntentHistorical},
		// the hints stay as parsed
		{"Can you suggest some snacks for my trip?", nil, 0},
		{"Do you think it might be my flat?", nil, 0},
		{"What did I buy for the competition four weeks ago?", nil, 0},
		{"How many times did I cook this month?", nil, 0},
		{"What new kitchen gadget did I get before the blender?", nil, 0},
	} {
		h := ParseHints(tc.q, now, nil)
		h.Topics = nil
		var inferred []string
		if len(tc.topics) > 0 {
			inferred = tc.topics
		} else {
			inferred = []string{"diet"}
		}
		got := WithTopics(h, inferred, now)
		if len(tc.topics) == 0 {
			tc.intent = h.Intent // unchanged
		}
		if !slices.Equal(got.Topics, tc.topics) || got.Intent != tc.intent {
			t.Errorf("%q: topics %v intent %v, want %v %v", tc.q, got.Topics, got.Intent, tc.topics, tc.intent)
		}
	}
}

// TestMayInferStill: a yes/no question whether a value still holds may
// take an inferred topic, as a value question may; other yes/no
// questions and events may not.
func TestMayInferStill(t *testing.T) {
	for q, want := range map[string]bool{
		"Should I still plan Bogdana's errands around Castlebar?": true,
		"Is Tomas still with Ana?":                                true,
		"Do you think it might be my flat?":                       false,
		"Should I plan errands for Saturday?":                     false,
		"What did I buy for the competition four weeks ago?":      false,
		"Where should I send the parcel?":                         true,
	} {
		if got := MayInferTopic(Hints{Query: q}); got != want {
			t.Errorf("MayInferTopic(%q) = %v, want %v", q, got, want)
		}
	}
}

// TestNamedValueTopic: a question whose hits agree on no topic still
// names a value whose kind tells it; a possessor, the subject after an
// auxiliary, a question that may take no topic, and a name of no kind
// give none.
func TestNamedValueTopic(t *testing.T) {
	for q, want := range map[string]string{
		"Does Eachann's mail still put them in Moffat?":             "residence",
		"Should Ermengarde's signature still say Lakemoor Freight?": "work",
		"Is Sigismund still seeing Oighrig?":                        "relationship",
		"Is Adelheid still at Ironmead Engineering?":                "work",
		"What does Priyanka do to unwind after work?":               "",
		"What is Ravi planning to do with Bruno?":                   "",
		"What instrument is Ravi taking up in December 2025?":       "",
		"Which towns has Tomasz driven through?":                    "",
		"What clubs does Priyanka belong to?":                       "",
		"Do you think Moffat is nice?":                              "",
		"Is Tomas still around?":                                    "",
		"Is Meinrad still with Ealasaid in December?":               "relationship",
	} {
		got := NamedValueTopic(q)
		if want == "" && got != nil || want != "" && !slices.Equal(got, []string{want}) {
			t.Errorf("NamedValueTopic(%q) = %v, want %q", q, got, want)
		}
	}
}
