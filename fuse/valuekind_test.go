package fuse

import (
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

// statedRow is a text, the topic asked and the values StatedValues
// should read from a user's turn of it.
type statedRow struct {
	topic, text string
	want        []string
}

func checkStated(t *testing.T, rows []statedRow) {
	t.Helper()
	for _, tc := range rows {
		got := StatedValues(&Candidate{Kind: capsule.KindEpisode, Text: tc.text, SpeakerRole: "user"}, []string{tc.topic})
		if !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q, %s) = %q, want %q", tc.text, tc.topic, got, tc.want)
		}
	}
}

// TestValueKinds: a name whose context gives it a kind no asked topic takes
// is no value of theirs (valuekind.go); a name with no kind still is.
func TestValueKinds(t *testing.T) {
	checkStated(t, []statedRow{
		// a place names no diet; a person no job
		{"diet", "On the Optavia diet now, and rent on my place in Palmerston North is 850 a month.", []string{"optavia"}},
		{"work", "Every Sunday Zoltan and I do the crossword, then it's Monday at Castlegate Utilities again.", []string{"castlegate", "utilities"}},
		{"residence", "Fyi home base is Novi Sad, in case that matters for anything.", []string{"novi", "sad"}},
		{"relationship", "Flew out to see friends in Cork, what a city.", nil},
		// an employer's things name it: "my Calloway Brothers staff card"
		{"relationship", "Got my Calloway Brothers staff card today and my partner laughed at the photo.", nil},
		{"work", "Got my Calloway Brothers staff card today and my partner laughed at the photo.", []string{"calloway", "brothers"}},
		// a letter is a cell, not a name; "&" joins one name; a diet's food
		{"work", "Can you help with a formula? At Mossley Cartographics we log overtime in column D.", []string{"mossley", "cartographics"}},
		{"relationship", "Long day at Fairbairn & Lowe, and my partner forgot to cook.", nil},
		{"work", "Long day at Fairbairn & Lowe, three back-to-back meetings and no lunch.", []string{"fairbairn", "lowe"}},
		{"relationship", "Every lunchtime it's the same Weight Watchers salad, my partner laughs at me.", nil},
		{"relationship", "Meal prep done: five tubs of Optavia-friendly chilli, my boyfriend hates it.", nil},
		{"residence", "Date night with Radek tonight, the Thai place near the flat again.", nil},
		// no kind: read as before
		{"residence", "Moved in with Ravi from work, our flat in Leeds is tiny.", []string{"ravi", "leeds"}},
	})
}

// TestOthersAndPast: someone named doing something, a former partner, a
// thing the speaker owned before and a look back state nothing of the
// speaker's now; a change's turn that names the old value beside the new
// is still read.
func TestOthersAndPast(t *testing.T) {
	checkStated(t, []statedRow{
		{"residence", "Tunde flew back home to Milton Keynes on Sunday, the house is so quiet without him.", nil},
		{"residence", "Gosia is flat-hunting in Novi Sad, rents there are apparently mad.", nil},
		{"residence", "Mum and Dad keep talking about retiring to Scarborough, which, why.", nil},
		{"diet", "Tunde swears the Weight Watchers diet sorted his stomach out.", nil},
		{"work", "Dad did thirty years at Brackenridge University and they gave him a carriage clock.", nil},
		{"relationship", "Saw my ex Radek in town today and hid behind a bus shelter.", nil},
		{"residence", "Still miss the view from my old flat in Rockhampton, if I'm honest.", nil},
		{"work", "Found my old Brackenridge University lanyard in a coat pocket, binned it.", nil},
		{"work", "Back when I was at Ravensworth Health Trust we never had free fruit, just saying.", nil},
		{"residence", "Back when I lived in Daugavpils I walked everywhere, now I'm in Leeds and glued to the car.", []string{"daugavpils", "leeds"}},
		{"work", "I keep saying 'we' about my old lot at Hazelmere Insurance, it's embarrassing.", []string{"hazelmere", "insurance"}},
		{"residence", "Update: Milton Keynes is officially behind me, I live in Palmerston North now", []string{"keynes", "palmerston", "north"}},
	})
}

// TestWorkAsTime: "after work" is a time of day, not the work topic; a
// "who" question with a home's word asks for the partner.
func TestWorkAsTime(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for q, want := range map[string][]string{
		"Where does Danuta go home to after work nowadays?": {"residence"},
		"Where did he work before 2020?":                    {"work"},
		// a person asked for with a home's word: the partner
		"Who's waiting at home when Loveday gets back at the moment?":                       {"relationship"},
		"If Vasco brought someone home to meet the family this weekend, who would that be?": {"relationship"},
		"Where is Rosalba actually living at the moment?":                                   {"residence"},
		// an owner asked for: a person, or an employer when the thing is work's
		"whose stuff did Elspeth box up before Paloma moved in":                       {"relationship"},
		"whose staff canteen was Barnaby eating lunch in as at August 2024":           {"work"},
		"Whose name goes in the 'Tenant 2' box on Hughie's lease these days?":         {"relationship"},
		"Whose sofa would you be on if you crashed at Amadeus's tonight, which town?": {"residence"},
	} {
		if got := ParseHints(q, now, nil).Topics; !slices.Equal(got, want) {
			t.Errorf("%q: topics %v, want %v", q, got, want)
		}
	}
}

// TestPastedMaterial: an e-mail's header lines name no value of the
// speaker's, and material a first line hands over as someone else's states
// nothing of the speaker (quoted.go, ownMaterial).
func TestPastedMaterial(t *testing.T) {
	checkStated(t, []statedRow{
		{"residence", "Colleague's signature, why does it look so squashed?\n\nThandiwe Mokoena, Regional Sales\nOffice: Unit 3, Harbour Park, Sopron", nil},
		{"diet", "My flatmate asked me to check her gym form, is the diet bit clear?\n\nName: Shona Baird\nCurrent eating plan: F-Factor", nil},
		{"work", "Shona sent me her offer letter, is the notice period normal?\n\nDear Shona,\nWe are delighted to offer you the position of Team Lead at Drumlin Survey Co.", nil},
		{"residence", "Is this clear enough for the bank?\n\nFrom: Aderyn <aderyn@postmark.example>\nTo: Customer Care <care@shop.example>\n\nPlease update my address to 4 Priory Walk, Zamosc.", []string{"priory", "walk", "zamosc"}},
		// the speaker's own material is read, sent by whoever
		{"work", "HR sent the yearly details check, filling it in with you:\nEmployer: Ridgeback Security\nJob title: unchanged", []string{"ridgeback", "security"}},
		{"work", "The landlord's reference form came through. Answered so far:\nCurrent employer: Vellacott Insurance, full-time", []string{"vellacott", "insurance"}},
		{"work", "Updated my CV, does the top entry read ok?\n\nEXPERIENCE\nThis month onwards: Senior Planner, Gantry Point Studios", []string{"planner", "gantry", "point", "studios"}},
	})
}
