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

func checkStated(t *testing.T, rows []statedRow, known ...string) {
	t.Helper()
	for _, tc := range rows {
		got := StatedValues(&Candidate{Kind: capsule.KindEpisode, Text: tc.text, SpeakerRole: "user"}, []string{tc.topic}, known...)
		if !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q, %s, known %q) = %q, want %q", tc.text, tc.topic, known, got, tc.want)
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
		{"work", "Updated my CV, does the top entry read ok?\n\nEXPERIENCE\nThis month onwards: Senior Planner, Gantry Point Studios", []string{"gantry", "point", "studios"}}, // a title is no employer
	})
}

// TestDismissedAndGone: a value raised only to be dismissed, or pointed at
// in a time gone, is no statement (dismissedRE, pastTimeRE); a named
// person's doing stays theirs when the speaker is only their listener or
// in another clause (speakerWith); "asking for X" names a person, "I do
// X" a regime (valuekind.go). The last rows are statements that must
// still be read.
func TestDismissedAndGone(t *testing.T) {
	checkStated(t, []statedRow{
		{"residence", "We keep fantasising about a narrowboat mooring in Ely, which is never going to happen.", nil},
		{"residence", "Half a mind to chuck it all in and move to Tromsø, but no.", nil},
		{"work", "Spotted Harwick Logistics hiring for basically my role, not applying though.", nil},
		{"work", "If Marlow Freight rang me tomorrow I'd say yes, it's nice to dream.", nil},
		{"relationship", "A friend tried to set me up with Caius again, I said no.", nil},
		{"diet", "My sister wants me to try Noom with her, which means no.", nil},
		{"residence", "Dug out a photo from when we lived in Tralee, look at that wallpaper.", nil},
		{"relationship", "Still have a mug from Oona, from when we were together, can't bin it.", nil},
		{"diet", "This is a leftover recipe from my Atkins era, can it be made normal?", nil},
		{"work", "A pension letter from my Harwick Logistics days turned up.", nil},
		{"work", "Still on the Marlow Freight mailing list even though I quit years ago.", nil},
		{"relationship", "Closing my old savings account with Caius finally.", nil},
		{"work", "Priya's been at Harwick Logistics for a decade and she still can't explain it to me.", nil},
		{"work", "Um Tomasz got the job at Marlow Freight and he's already moaning about the commute.", nil},
		{"relationship", "Niamh dumped Caius last night so I'm bringing wine round.", nil},
		{"diet", "So Ines's started the Atkins thing and brought it to book club.", nil},
		{"work", "Does Harwick Logistics pay overtime? asking for Tomasz", nil},
		{"residence", "Niamh has found a flat in Galway and moves at the end of the month.", nil},
		{"residence", "Home front: the bank wrote to the Tralee address, weeks after we moved out.", nil},
		{"residence", "Job: the team at Pennyroyal Books threw a leaving do and I ate too much cake.", nil},
		// still statements
		{"residence", "Moved out of Tralee last month, we're in Ennis now.", []string{"tralee", "ennis"}},
		{"work", "I left Harwick Logistics years ago, I'm at Marlow Freight now.", []string{"harwick", "logistics", "marlow", "freight"}},
		{"relationship", "On Saturday Caius moved in with me, it's official.", []string{"caius"}},
		{"work", "That's out of date. Employer is now Marlow Freight, I'm on their payroll from the 1st.", []string{"marlow", "freight"}},
		{"residence", "Maya: Goodbye Leeds, hello Ennis: got the keys today", []string{"leeds", "ennis"}}, // the greeting names the new home (helloChangeRE)
		{"diet", "I do Atkins now, for the record.", []string{"atkins"}},
	})
}

// TestLowerTypedKnown: in a turn typed or transcribed in lower case, a
// value read elsewhere (known) counts in lower case too, after a word
// that puts a value after it or right after another value word; a known
// stopword or a known word anywhere else does not.
func TestLowerTypedKnown(t *testing.T) {
	checkStated(t, []statedRow{
		{"diet", "so um atkins was a disaster and i'm back on cabbage soup like before", []string{"atkins", "cabbage", "soup"}},
		{"work", "ok so today's my first day at ashwell & dunne and i've got forty passwords", []string{"ashwell", "dunne"}},
		{"diet", "i made soup tonight, so good", nil},
		{"residence", "i need to know for the rent thing", nil},
		{"diet", "I'm back on cabbage soup", nil}, // typed with capitals: lower-case words are no names
	}, "cabbage", "soup", "ashwell", "dunne", "the")
}

// TestNounPlanAndSecondPerson: "plan" naming a regime plans nothing ("the
// Noom plan", package clause's nounPlanRE), and a form's label for the
// second person of a booking or a joint account names the partner
// (secondPersonLabelRE); a second contact who is a brother does not.
func TestNounPlanAndSecondPerson(t *testing.T) {
	checkStated(t, []statedRow{
		{"diet", "Gave up on Atkins — I'm on the Noom plan now", []string{"atkins", "noom"}},
		{"diet", "I plan to try Noom in January", nil},
		{"relationship", "Renewed the car insurance, is this right?\n\nPolicyholder: Maya\nJoint policyholder: Idris\nStart: 1 March", []string{"idris"}},
		{"relationship", "Theatre booking, check the names?\n\nLead booker: Maya\nSecond guest: Caius\nSeats: F11-12", []string{"caius"}},
		{"relationship", "Council tax form\n\nTenant 2 added: Oona\nFrom: this month", []string{"oona"}},
		{"relationship", "School trip consent\n\nFirst contact: Maya\nSecond contact: Ruairi (brother)", nil},
	})
}

// TestAddressesAndTitles: a street address and the town after it are a
// place, a job's title is work's, and a name opening a form field's value
// is one name: none is read for a topic that does not take it.
func TestAddressesAndTitles(t *testing.T) {
	checkStated(t, []statedRow{
		{"work", "Parcel still not here?\n\nDispatched to: 7 Linnet Close, Carlisle\nCourier: tracked", nil},
		{"diet", "Reply to the landlord, does it read ok?\n\nI've left the keys at 12 Tanner Row, Hexham with the neighbour.", nil},
		{"residence", "Signature check\n\nMaya\nSenior Analyst, Harwick Logistics\nMobile: 07700 900111", nil},
		{"residence", "Loan form, which box next?\n\nEmployment: full time\nCurrent employer: Marlow Freight\nYears: 3", nil},
		// still read where the topic takes them
		{"residence", "Parcel still not here?\n\nDispatched to: 7 Linnet Close, Carlisle\nCourier: tracked", []string{"linnet", "close", "carlisle"}},
		{"work", "Loan form, which box next?\n\nEmployment: full time\nCurrent employer: Marlow Freight\nYears: 3", []string{"marlow", "freight"}},
	})
}

// TestTranscriptTagsAndOthersMaterial: a voice note's tag is no part of
// what was said, so a named person opening the transcript is still its
// subject; a friend's or a named person's pasted material is theirs.
func TestTranscriptTagsAndOthersMaterial(t *testing.T) {
	checkStated(t, []statedRow{
		{"work", "[voice note, 12s] Priya's been at Harwick Logistics for ages and she still hates it", nil},
		{"relationship", "(dictated, 20s) Niamh split up with Caius so it's wine at mine", nil},
		{"work", "Maya: [voice note, 9s] um Tomasz's got an interview at Marlow Freight and he's practising on me", nil},
		{"relationship", "🎙 transcribed (31 sec): Tomasz is going to Lisbon with Oona, their first trip", nil},
		{"relationship", "My boss's auto-reply, too much?\n\nOut until Tuesday for Oona's wedding.", nil},
		{"relationship", "Priya's booking, do the names match?\n\nLead guest: Priya Shah\nSecond guest: Caius", nil},
		// the speaker's own transcript is read
		{"work", "[voice note, 15s] so um first week at Marlow Freight done and I'm shattered", []string{"marlow", "freight"}},
		{"relationship", "Our booking, do the names match?\n\nLead guest: Maya\nSecond guest: Caius", []string{"caius"}},
	})
}

// TestThreadedShortForms: fasting schedules and "-light" regimes are
// diets; a food is a diet only as what the speaker eats; "on hold with the
// bank" is no job; "the old flat in X" and nostalgia are past; a named
// person's doing with the speaker only as a recipient is theirs; "the
// other half is X" names a person and "work is X" an employer; "we're
// official" names the person just before it.
func TestThreadedShortForms(t *testing.T) {
	checkStated(t, []statedRow{
		{"diet", "Quit the soup thing. doing 18:6 now, since tuesday", []string{"18:6"}},
		{"diet", "I'm carb-light these days, it's easier", []string{"carb-light"}},
		{"diet", "Meeting moved to 10:30, ugh", nil},
		{"diet", "Saw a seagull steal a whole chicken wing off a kid", nil},
		{"diet", "Back to eating meat after three years", []string{"meat"}},
		{"work", "On hold with the hospital for an hour about Mum's appointment", nil},
		{"residence", "Letters still come for the old flat in Tralee, no idea why", nil},
		{"residence", "Drove through Ennis and got nostalgic about the old place", nil},
		{"diet", "Niamh's started keto and texts me every single breakfast", nil},
		{"work", "The other half is Caius, for the form", nil},
		{"residence", "Work is Marlow Freight, for the form. the one by the docks", nil},
		{"relationship", "Big news: Oona. we're official as of Saturday", []string{"oona"}},
		{"relationship", "Since Caius left it's nice that Ruairi cooks, we've been official a week", []string{"caius", "ruairi"}},
		{"relationship", "It's official, the boiler is fixed", nil},
	})
}

// TestValueFirstFragments: a fragment answer gives the value first and
// then says it is the speaker's ("Carlisle, that's where I live"); a
// one-line "label: value" with a topic's word in the label reads the value
// right after the colon, but a sentence after the colon stays a sentence.
func TestValueFirstFragments(t *testing.T) {
	checkStated(t, []statedRow{
		{"residence", "Ok back. Carlisle, that's where I live, near the castle", []string{"carlisle"}},
		{"relationship", "Sorry, tunnel. Oona, that's my partner, for the second ticket", []string{"oona"}},
		{"diet", "Atkins, that's the diet, for the caterer", []string{"atkins"}},
		{"residence", "Ennis, that's my sister's town, lovely spot", nil},
		{"diet", "Food update as of monday: Noom, don't laugh", []string{"noom"}},
	})
}

// TestClosureAndOtherTopic: an ex named beside a chance sighting, a
// relationship "long over", photos deleted at last are past; a clause
// that says it is about food ("food-wise") names no employer.
func TestClosureAndOtherTopic(t *testing.T) {
	checkStated(t, []statedRow{
		{"relationship", "Spotted Caius at the station, my ex, and pretended to read a timetable", nil},
		{"relationship", "His sister still sends me birthday cards, even though we're long over", nil},
		{"relationship", "Finally binned the last photos of me and Caius, about time", nil},
		{"work", "Food-wise it's Atkins for me, doctor's orders", nil},
		{"diet", "Food-wise it's Atkins for me, doctor's orders", []string{"atkins"}},
		{"relationship", "We're done, Caius and me. I'm with Ruairi now", []string{"caius", "ruairi"}},
	})
}
