package fuse

import (
	"slices"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// TestFramedNames: a text typed in lower case names a home, a job or a
// partner in a statement frame; a common word there is no name, nor is a
// verb after "it's" or "other half", and a text with capitals gives none.
func TestFramedNames(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"um i work at ochil glass in the office been there ages i think", []string{"ochil", "glass"}},
		{"oh it's good yeah i'm with cairngorm water now they've got me on lates", []string{"cairngorm", "water"}},
		{"no no we're not in arbroath anymore it's peebles now we moved", []string{"peebles"}},
		{"the blue door on harbour street in largs if you need it", []string{"largs"}},
		{"other half rafferty has a birthday on the twelfth", []string{"rafferty"}},
		{"i'm seeing lorne now it's serious", []string{"lorne"}},
		{"we moved to reading last year", []string{"reading"}},
		{"i'm in bed now", nil},
		{"it's raining now", nil},
		{"i'm at work and my other half laughed", nil},
		{"i'm with mum now", nil},
		{"I work at Globex", nil},
	} {
		if got := FramedNames(nil, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("FramedNames(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestLowerCaseFramedStatements: with the framed names seen, statements
// typed or transcribed in lower case read their values, a trailing "i
// think" and an offer's "if you need it" hedge nothing, and a text with
// capitals reads a name it frames in lower case.
func TestLowerCaseFramedStatements(t *testing.T) {
	for _, tc := range []struct {
		topic, text string
		want        []string
	}{
		{"residence", "no no we're not in arbroath anymore it's peebles now we moved", []string{"peebles"}},
		{"residence", "the blue door on harbour street in largs if you need it", []string{"largs"}},
		{"work", "um i work at ochil glass in the office been there ages i think", []string{"ochil", "glass"}},
		{"relationship", "other half rafferty has a birthday on the twelfth", []string{"rafferty"}},
		{"work", "Started at tweedale printing on Monday, so the commute's changed you know?", []string{"tweedale", "printing"}},
		{"work", "nessa's been at copperfield tours a year now can you remind me to get her a card", nil},
	} {
		c := &Candidate{Kind: capsule.KindEpisode, Text: tc.text, Speaker: "Ursula", SpeakerRole: "user"}
		seen := append(SeenNames(tc.text), FramedNames([]string{tc.topic}, tc.text, "i work at copperfield tours")...)
		got := NewStateTest([]string{tc.topic}).Of("Ursula").Seen(seen).Values(c)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s %q (seen %v) = %v, want %v", tc.topic, tc.text, seen, got, tc.want)
		}
	}
}

// TestLowerCaseKnownNameKind: a name seen elsewhere, in lower case where
// the words around it give it a kind, is no value of a topic that does not
// take that kind ("i'm based in zamosc" names no diet), and still one of a
// topic that does.
func TestLowerCaseKnownNameKind(t *testing.T) {
	text := "okay so um context for the cover letter i'm based in zamosc so like anything local is ideal"
	c := &Candidate{Kind: capsule.KindEpisode, Text: text, Speaker: "Jovana", SpeakerRole: "user"}
	seen := SeenNames("Home: 3 Chantry Close, Zamosc")
	for topic, want := range map[string][]string{"diet": nil, "residence": {"zamosc"}} {
		if got := NewStateTest([]string{topic}).Of("Jovana").Seen(seen).Values(c); !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v (seen %v)", topic, got, want, seen)
		}
	}
}
