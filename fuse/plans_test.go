package fuse

import (
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// TestStatedValuesPlans: a plan that fell through, a prospect still open
// and a turn that says nothing is settled state no value; the change,
// told in other words later, does, as does a choice confirmed value first
// ("Lund it is") and a question about telling one's own fact.
func TestStatedValuesPlans(t *testing.T) {
	ep := func(text string) *Candidate {
		return &Candidate{Kind: capsule.KindEpisode, Text: text, SpeakerRole: "user"}
	}
	for _, tc := range []struct {
		topic, text string
		want        []string
	}{
		// fell through, called off, turned down, not got
		{"residence", "Bad news: the Siena flat fell through. The landlord gave it to someone else.", nil},
		{"residence", "the Lund move is off, the landlord wanted six months up front", nil},
		{"residence", "I pulled out of the Trier place this morning. The survey was a horror story.", nil},
		{"residence", "Scrap the idea about Cadiz, the numbers just don't work.", nil},
		{"work", "I turned the Ashdown Ceramics offer down. The commute would have killed me.", nil},
		{"work", "Didn't get the Nutwood Press job. They went with an internal candidate.", nil},
		{"work", "The Holloway Tiles role got frozen before they made a decision.", nil},
		{"work", "The Furnace Hill Steel role got frozen before they made a decision.", nil},
		{"work", "The Furnace Hill Steel offer is on the table.", nil},
		{"work", "Pulled my application to Eastwold Clinic. Something felt off.", nil},
		{"diet", "The dietitian talked me out of paleo, so that's not happening.", nil},
		{"diet", "No keto for me after all; I read up on it properly.", nil},
		{"relationship", "Nothing's happening with Cosmin after all. We're better as friends.", nil},
		{"relationship", "I didn't ask Bertil out in the end. Lost my nerve.", nil},
		{"relationship", "Called things off with Ruben before they got serious.", nil},
		// prospects
		{"residence", "Second viewing of the Colmar place is on Thursday. Fingers crossed for me.", nil},
		{"residence", "I've been browsing listings in Ohrid every night this week.", nil},
		{"residence", "I've put a holding deposit down on somewhere in Porvoo, but nothing's signed yet.", nil},
		{"work", "Verbal offer from Lindenfold Software! Waiting on the written contract.", nil},
		{"work", "The Furnace Hill offer is on the table and I've asked for the weekend.", nil},
		{"work", "Had a coffee chat with someone from Mistlethorpe Hotels today.", nil},
		{"relationship", "I've got a second date with Emrik on Friday. What do I wear?", nil},
		{"relationship", "Third date with Joris went really well. Not official yet though.", nil},
		{"diet", "Part of me misses eating paleo. Might return to it at some point.", nil},
		// the change, and the plan beside it
		{"residence", "I pulled out of the Lund place and I live in Colmar now.", []string{"lund", "colmar"}},
		{"work", "I turned down the Initech offer and I'm staying at Globex.", []string{"initech", "globex"}},
		{"residence", "so the thing I mentioned happened: Lund it is. Slept there last night.", []string{"lund"}},
		{"residence", "Update from the other end of the move: Siena is behind me and I'm writing from my new lounge in Colmar.", []string{"colmar"}},
		// a colon opens a sentence, whose first word is no value by place
		{"residence", "I'll start with other people because it's easier: Niall and his girlfriend have split up.", nil},
		{"work", "I work at Globex and our appraisals are next week.", []string{"globex"}},
		{"work", "I work at Globex and my manager wants a one-page summary of my year, where do I start", []string{"globex"}},
		{"work", "My manager wants me at Globex and I said no.", nil},
		{"diet", "How do I tell them I eat Kempner without a fuss?", []string{"kempner"}},
		{"diet", "how do I tell my mum I might go vegan?", nil},
		{"diet", "I'm lacto-ovo at the moment, so check this recipe for me?", []string{"lacto-ovo"}},
		{"diet", "Day ten on plant-forward, so I'd say it's stuck.", []string{"plant-forward"}},
		{"diet", "I bought a plant-pot for the kitchen.", nil},
	} {
		got := StatedValues(ep("Maya: "+tc.text), []string{tc.topic})
		// a turn that states nothing may still name values (Values is nil
		// then); a stating one lists what it names
		if !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q, %s) = %v, want %v", tc.text, tc.topic, got, tc.want)
		}
	}
}

// TestPlanQuestions: a question about the time a change was only talked
// of, or about what was left when it came through, asks what held before
// it; the idioms name their topics.
func TestPlanQuestions(t *testing.T) {
	now := time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		q      string
		intent Intent
		topic  string
	}{
		{"Which city was Dunja still living in while the Haarlem move was only talk?", IntentHistorical, "residence"},
		{"Who was Pascoe's partner while Ilaria was still just a maybe?", IntentHistorical, "relationship"},
		{"Which employer did Nkechi leave once Blackwater Seeds came through?", IntentHistorical, "work"},
		{"Which employer got Nkechi's notice when Blackwater Seeds took her on?", IntentHistorical, "work"},
		{"When Dunja packed up for Haarlem, which city was she leaving?", IntentHistorical, "residence"},
		{"Who did Folasade part ways with once it was settled with Fiadh?", IntentHistorical, "relationship"},
		{"What did Eleni give up when they finally went keto?", IntentHistorical, "diet"},
		{"Which postmark would a letter from Dunja's own letterbox have carried in November 2024?", IntentHistorical, "residence"},
		{"Whose office did Dunja commute to during December 2024?", IntentHistorical, "work"},
		{"What should a host plan Eleni's plate around as of today?", IntentCurrent, "diet"},
		{"Which person has Pascoe actually committed to, as things stand?", IntentCurrent, "relationship"},
		{"Where does Dunja live while her flat is being painted?", IntentCurrent, "residence"},
		{"Should the group still send Dunja's post to Haarlem?", IntentCurrent, "residence"},
		{"If the club booked a meal for Eleni today, what should the kitchen be told?", IntentCurrent, "diet"},
		{"Whose name would Pascoe put next to theirs on a group RSVP today?", IntentCurrent, "relationship"},
		{"Whose staff canteen was Pascoe eating lunch in during May 2024?", IntentHistorical, "work"},
		{"Judging by the chats, was Dunja still in Haarlem in February 2024?", IntentHistorical, "residence"},
		{"Was Pascoe still with Ilaria during June 2024, going by the group chat?", IntentHistorical, "relationship"},
	} {
		h := ParseHints(tc.q, now, nil)
		if h.Intent != tc.intent || !slices.Equal(h.Topics, []string{tc.topic}) {
			t.Errorf("ParseHints(%q) = %v %v, want %v [%s]", tc.q, h.Intent, h.Topics, tc.intent, tc.topic)
		}
	}
}

// TestStillInWith: "still in" a capitalized place asks where someone
// lives, not "still in love"; "still with" a name of several capitalized
// words asks about an employer or a partner.
func TestStillInWith(t *testing.T) {
	now := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)
	for q, want := range map[string][]string{
		"Was Dunja still in Haarlem in May 2024?":             {"residence"},
		"Where did Dunja have her place around May 2024?":     {"residence"},
		"Is Dunja still living in Haarlem?":                   {"residence"},
		"Were they still in love in May 2024?":                nil,
		"Was she still in Hospital in May 2024?":              nil,
		"Was Nkechi still with Blackwater Seeds in May 2024?": {"work", "relationship"},
	} {
		if got := ParseHints(q, now, nil).Topics; !slices.Equal(got, want) {
			t.Errorf("ParseHints(%q).Topics = %v, want %v", q, got, want)
		}
	}
}
