package fuse

import (
	"slices"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

// TestOwnText: quoted lines and the header that introduces them are
// blanked, offsets kept; the speaker's own quote and the words around a
// quote stay.
func TestOwnText(t *testing.T) {
	for _, tc := range []struct{ in, keep, drop string }{
		{"Fwd from Jem:\n> moving to Hull in May!\nnot me, I'm staying put in Derby.", "staying put in Derby", "Jem"},
		{"Maya: My sister sent this:\n> we're off to Hull\nthoughts?", "Maya: ", "Hull"},
		{"Pasting what I sent my mate:\n> ended it with Tom, seeing Ravi now", "Ravi", ""},
		{"The chat:\nTolu: > anyone want anything\nme: > I'm vegan now, remember", "vegan", "anyone"},
		{"That's old news. Landlord's message for the file:\n> Welcome to Flat 2, Leeds!", "That's old news. ", "Leeds"},
		{"no quote here > at all", "no quote here > at all", ""},
	} {
		got := ownText(tc.in)
		if len(got) != len(tc.in) {
			t.Errorf("ownText(%q): length %d, want %d", tc.in, len(got), len(tc.in))
		}
		if !strings.Contains(got, tc.keep) {
			t.Errorf("ownText(%q) = %q, lost %q", tc.in, got, tc.keep)
		}
		if tc.drop != "" && strings.Contains(got, tc.drop) {
			t.Errorf("ownText(%q) = %q, kept %q", tc.in, got, tc.drop)
		}
	}
}

// TestQuotedAndFormStatements: a turn states what its own lines and its
// form fields say, not what it quotes of others.
func TestQuotedAndFormStatements(t *testing.T) {
	for _, tc := range []struct {
		text   string
		topics []string
		want   []string
	}{
		{"Fwd from Jem:\n> who took my good pan\nnot me. can you suggest a neutral way to ask the house?", []string{"residence"}, nil},
		{"Pasting a job ad a friend sent me:\n> Quenby Analytics is hiring! 35k\nNot applying, I'm happy where I am.", []string{"work"}, nil},
		{"My brother sent this to the family chat:\n> finally leaving Norwich\nI'm staying exactly where I am, in Lille.", []string{"residence"}, []string{"lille"}},
		{"Form for the new dentist:\nPrevious address: Shrewsbury\nCurrent address: Palermo (since the 3rd)\nIs that fine?", []string{"residence"}, []string{"palermo"}},
		{"Filling in the GP form:\nFull name: (done)\nTown/City: Rotorua\nEmergency contact: Brenna (sister)", []string{"residence"}, []string{"rotorua"}},
		{"Reference form so far:\nCurrent employer: Vellacott Insurance, full-time\nMonthly income: (will add)", []string{"work"}, []string{"vellacott", "insurance"}},
		{"Away-day sign-up:\nName: (me)\nDietary needs: nightshade-free\nAccessibility needs: none", []string{"diet"}, []string{"nightshade-free"}},
		{"Benefits change form:\nRemove partner: Thorfinn\nAdd partner: Cassius\nReason: change in relationship", []string{"relationship"}, []string{"cassius"}},
		{"Joint tenancy form:\nTenant 1: me\nTenant 2: Isidore (partner, living together since 2022)", []string{"relationship"}, []string{"isidore"}},
		{"The surgery wants an emergency contact:\nName: Hesper\nRelationship: partner\nSame address: yes", []string{"relationship"}, []string{"hesper"}},
		{"The surgery wants an emergency contact:\nName: Brenna\nRelationship: sister", []string{"relationship"}, nil},
		{"Tolu's mum follows the vegetarian diet and is staying a week.", []string{"diet"}, nil},
		{"Fwd from Thorfinn:\n> can you get milk, I'm stuck at work\n(that's my partner, before you ask) Remind me at 5?", []string{"relationship"}, []string{"thorfinn"}},
		{"Fwd from Thorfinn:\n> can you get milk, I'm stuck at work\nRemind me at 5?", []string{"relationship"}, nil},
		{"Mum's message:\n> Coming for Easter?\nand I replied '> yes, me and Effie, we'll bring wine'.", []string{"relationship"}, []string{"effie"}},
		{"Fwd from Brenna:\n> so you and Perrin are done??\nreply: '> yes, I'm with Cassius now'", []string{"relationship"}, []string{"cassius"}},
		{"My partner's text:\n> still on the old number?\nMy answer: '> new one, I work at Ridgeback Security now'.", []string{"work"}, []string{"ridgeback", "security"}},
		{"The chat:\nJem: > is Effie coming?\nme: > no, we broke up, but I'm bringing Leander if that's ok", []string{"relationship"}, []string{"leander"}},
		{"My mother-in-law texted:\n> still GAPS for you?\nI've answered: '> not since May, it's nightshade-free now'.", []string{"diet"}, []string{"nightshade-free"}},
		{"I'm so stress-free since the holiday.", []string{"diet"}, nil},
		{"If I hypothetically set Dom up with Nerys, would that be a terrible idea? Both single, both into cycling.", []string{"relationship"}, nil},
		{"Mum keeps suggesting I move to Lecce to be nearer her. Not happening, but how do I say that kindly?", []string{"residence"}, nil},
		{"Hattie's been offered a transfer to Kendal. She's asked what I think.", []string{"residence"}, nil},
		{"Hattie's flat in Kendal is lovely, I'm moving to Kendal too.", []string{"residence"}, []string{"kendal"}},
		{"Mum keeps telling people I work at Vellacott Insurance because she's mixed me up with my cousin.", []string{"work"}, nil},
		{"My mum keeps telling her friends I live in Salzburg and yeah that's right, since June.", []string{"residence"}, []string{"salzburg"}},
		{"Update for the bride:\nDietary requirements, was: vegan\nDietary requirements, now: vegetarian", []string{"diet"}, []string{"vegetarian", "vegan"}},
		{"Just moved to Leeds!", []string{"residence"}, []string{"leeds"}},
		{"Our street WhatsApp is debating a speed bump.", []string{"residence"}, nil},
		{"Our street WhatsApp is debating a speed bump.", []string{"work"}, nil},
		{"I got home late and Anatole is cooking tonight.", []string{"relationship"}, []string{"anatole"}},
		{"We moved to McAllen in May.", []string{"residence"}, []string{"mcallen"}},
	} {
		c := &Candidate{Kind: capsule.KindEpisode, Text: tc.text, SpeakerRole: "user"}
		if got := StatedValues(c, tc.topics); !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestOthersProposal: someone else's proposal to the speaker states
// nothing; a request to stop suggesting is no proposal.
func TestOthersProposal(t *testing.T) {
	for s, want := range map[string]bool{
		"Mum keeps suggesting I move to Lecce to be nearer her.":               true,
		"My boss is pushing me to transfer to the Leeds office.":               true,
		"Dad's been urging us to relocate to Perth.":                           true,
		"Can u stop suggesting stuff in Ipswich lol we moved out.":             false,
		"Mum keeps telling people I work at Initech because she mixed me up":   true,
		"My mum keeps telling her friends I live in Salzburg and that's right": false,
	} {
		if got := disowned(s); got != want {
			t.Errorf("disowned(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzOwnText: ownText keeps the length and every byte it does not blank,
// and blanks nothing of a one-line text with no quote and no transcript
// tag (a line break may start pasted material, a signature or a quoted
// previous message).
func FuzzOwnText(f *testing.F) {
	for _, s := range []string{"Fwd from Jem:\n> hi\nok", "a: > b\nme: > c", "x\n>\n>", "> only", "plain text",
		"Hi,\nwe moved.\n-- \nSam | Leeds", "ok\nOn Tue, 5 Mar 2024, Mervyn wrote:\nhi", "[voice memo, 5s] hi"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := ownText(s)
		if len(got) != len(s) {
			t.Fatalf("length %d, want %d", len(got), len(s))
		}
		for i := 0; i < len(s); i++ {
			if got[i] != s[i] && got[i] != ' ' {
				t.Fatalf("byte %d: %q, want %q or a space", i, got[i], s[i])
			}
			if (s[i] == '\n') != (got[i] == '\n') {
				t.Fatalf("byte %d: line break moved", i)
			}
		}
		if !strings.ContainsAny(s, ">\n[(\U0001F399") && got != s {
			t.Fatalf("one line without a quote or a tag changed: %q", got)
		}
	})
}

// FuzzStatedValues: the statement tests take any text without a panic,
// for every topic, and each value they return is a word of the text.
func FuzzStatedValues(f *testing.F) {
	for _, s := range []string{"Current address: \t\nTown/City: Rotorua", "Name: Hesper\nRelationship: partner",
		"Fwd from Jem:\n> hi\nI'm vegan now", "Q3: Address where you live: my flat in Leeds", "Dietary needs: \r\n",
		"Tenant 2: Isidore (partner)", "I'm on a Pritikin diet.", "Thank you! ! I'm starting next month.",
		"Joachim: If you ever get fed up where you are, Hexham is gorgeous", "Evening Edda, are you about?",
		"Fflur!! It's been too long, how are you?", "Since forever, Hexham has been home for four years now"} {
		f.Add(s)
	}
	topics := []string{"residence", "work", "diet", "relationship", "pet", "vehicle"}
	f.Fuzz(func(t *testing.T, s string) {
		c := &Candidate{Kind: capsule.KindEpisode, Text: s, SpeakerRole: "user"}
		low := strings.ToLower(s)
		for _, tp := range topics {
			for _, v := range StatedValues(c, []string{tp}) {
				if !strings.Contains(low, v) {
					t.Fatalf("%s: value %q is not in the text %q", tp, v, s)
				}
			}
		}
	})
}

// TestMailTail: an e-mail's signature, the previous message under "On ...
// wrote:" and a forwarded message are no words of the sender's; the text
// above them is.
func TestMailTail(t *testing.T) {
	mail := "Subject: Re: Quick question\n\nDear Mervyn,\n\nThe move went fine, we're in Hawick since Saturday.\n\nAll best,\nSorcha\n\n-- \nSorcha | Project Coordinator | Garside Bakery | Sedbergh\n\nOn Tue, 25 Jun 2024 at 16:04, Mervyn wrote:\n> Still in Sedbergh?"
	got := ownText(mail)
	if !strings.Contains(got, "we're in Hawick since Saturday") || strings.Contains(got, "Sedbergh") || len(got) != len(mail) {
		t.Errorf("ownText kept %q", got)
	}
	fwd := "Subject: Fwd: Welcome\n\nHi Gemma, we moved on Friday.\n\n---------- Forwarded message ----------\nFrom: Lettings\nWelcome to your new home in Clitheroe"
	if got := ownText(fwd); strings.Contains(got, "Clitheroe") || !strings.Contains(got, "we moved on Friday") {
		t.Errorf("forwarded: ownText kept %q", got)
	}
	if v := StatedValues(&Candidate{Kind: capsule.KindEpisode, SpeakerRole: "user", Text: mail}, []string{"residence"}); !slices.Equal(v, []string{"hawick"}) {
		t.Errorf("StatedValues = %v, want [hawick] (not the signature's town)", v)
	}
	// a signature the body points at as news is kept, up to a forwarded
	// message under it
	news := "Subject: Re: Booking\n\nHello Zebedee,\n\nPlease note the change of address in my signature below.\n\nBest,\nEachann\n\n-- \nEachann Rennick\nNEW ADDRESS: 3 Ferry Row, Girvan | mobile 07700 900 126\n\n-----Original Message-----\nWe still have you in Moffat."
	if got := ownText(news); !strings.Contains(got, "Girvan") || strings.Contains(got, "Moffat") || len(got) != len(news) {
		t.Errorf("signature pointed at: ownText kept %q", got)
	}
	labelled := "Hi Mervyn,\n\nSee you Friday.\n\n-- \nSorcha\nnew address: 9 Mill Lane, Hawick"
	if got := ownText(labelled); !strings.Contains(got, "Hawick") {
		t.Errorf("new address in the signature: ownText kept %q", got)
	}
	// a body that says its news is below keeps the signature, less the
	// sender's name on its first line; "now" opens a field's value
	for _, c := range []struct{ topic, text, want string }{
		{"relationship", "Subject: Card\n\nThank you for the lovely card.\n\nOur news is below, in case you hadn't heard.\n\nKind regards,\nClothilde\n\n-- \nClothilde Marchbank\nwith love from me and Raonaid, newly together", "raonaid"},
		{"diet", "Attached is my booking form for the retreat.\n\nPlease note my dietary change below.\n\nThanks,\nMeinrad\n\n-- \nMeinrad Coutts\ndietary note, updated: now seagan, thank you", "seagan"},
	} {
		if v := StatedValues(&Candidate{Kind: capsule.KindEpisode, SpeakerRole: "user", Text: c.text}, []string{c.topic}); !slices.Equal(v, []string{c.want}) {
			t.Errorf("StatedValues(%q) = %q, want [%q]", c.text, v, c.want)
		}
	}
	plain := "Line one\n-- not a signature, a dash in prose"
	if got := ownText(plain); got != plain {
		t.Errorf("a line opening with dashes and words is no signature: %q", got)
	}
}

// TestSalutationAndHeaderNames: the name an e-mail greets ("Good morning
// Fenwick,") and the one its "To:" header gives, after the turn's
// "Name: ", are whom the message is to, never a value of the sender's;
// a greeting that goes on after the name, or one from a place, is kept.
func TestSalutationAndHeaderNames(t *testing.T) {
	cases := []struct {
		topic, text string
		want        []string
	}{
		{"work", "Ermengarde: To: Hermione Ormerod\nSubject: Re: Handover notes\n\nGood morning Fenwick,\n\ncan you remind me when the expenses deadline is\n\nRegards,\nErmengarde", nil},
		{"work", "Adelheid: To: Cuthbert Pennycook\nSubject: Appointment\n\nHello again Cuthbert,\n\nI started at Foxcombe Estates on Monday, the Friday cake rota is a joy\n\nThanks,\nAdelheid", []string{"foxcombe", "estates"}},
		{"residence", "Oswin: To: Sidonie Mawby\n\nDear Ms Mawby,\n\nWe've moved to Stranraer, please update my record.\n\nOswin", []string{"stranraer"}},
		{"residence", "Hi Tom, we've moved to Leeds!\nMore soon.", []string{"leeds"}},
	}
	for _, c := range cases {
		got := StatedValues(&Candidate{Kind: capsule.KindEpisode, SpeakerRole: "user", Text: c.text}, []string{c.topic})
		if !slices.Equal(got, c.want) {
			t.Errorf("StatedValues(%q) = %q, want %q", c.text, got, c.want)
		}
		if own := ownText(c.text); len(own) != len(c.text) {
			t.Errorf("ownText changed the length of %q", c.text)
		}
	}
	for _, keep := range []string{"Greetings from Lisbon!\nThe flat is lovely.", "Hey Sam, I'm in Leeds now\nx"} {
		if own := ownText(keep); own != keep {
			t.Errorf("ownText(%q) = %q, want it kept", keep, own)
		}
	}
}

// TestDiarizedLabels: a call transcript's segment label (a time and the
// speaker's name, or a numbered speaker and a time) and a chat export's
// message header (a date, a time, the sender) name who speaks, not a
// value; what the segment says is read as ever.
func TestDiarizedLabels(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Domitilla: [00:01:45] Domitilla Sheringham: okay, brilliant, speak soon.", nil},
		{"Domitilla: [00:00:26] Domitilla Sheringham: the new address is in Helmsley, do you want me to spell it, so H-E-L-M-S-L-E-Y", []string{"helmsley"}},
		{"Quintus: Speaker 2 (00:01:33): No sorry that's the old address, it's Malton now, we moved", []string{"malton"}},
		{"Priya Raman 00:14:32 we moved to Leeds last month", []string{"leeds"}},
		// a chat export's message header: a date, a time and the sender
		{"Gethin: [14/02/2025, 16:23:58] Gethin Sheringham: so happy for you x", nil},
		{"Gethin: 01/03/2025, 20:06 - Gethin Sheringham: we finally moved, we're in Ruthin now", []string{"ruthin"}},
		{"Gethin: 2025-03-01 20:06 Sheringham 🎸: lol same", nil},
		{"Gethin: [3/1/25, 8:06:11 PM] Sheringham (best man!): Haha same", nil},
	} {
		got := StatedValues(&Candidate{Kind: capsule.KindEpisode, SpeakerRole: "user", Text: c.text}, []string{"residence"})
		if !slices.Equal(got, c.want) {
			t.Errorf("StatedValues(%q) = %q, want %q", c.text, got, c.want)
		}
		if own := ownText(c.text); len(own) != len(c.text) || strings.Contains(own, "Sheringham") {
			t.Errorf("ownText(%q) = %q", c.text, own)
		}
	}
}

// TestBlankBylines: a scraped post's byline (who, where, when, score, a
// flair) is blanked up to its colon or the line's end, offsets kept; a
// turn's own "Name: " and text with a date but no byline stay.
func TestBlankBylines(t *testing.T) {
	for text, want := range map[string]string{
		"u/otter_tea [Location: Larvik] · r/Harbourside · 14 Mar 2025 · 412 points: the damp is back": "the damp is back",
		"otter_tea: u/otter_tea · r/Harbourside · 14 Mar 2025 · 412 points: I'm in Molde now":         "otter_tea: I'm in Molde now",
		"Re: Brew day -- posted by otter_tea on 2025-03-14 09:12: broke up with Ylfa":                 "Re: broke up with Ylfa", // a one-word lead is kept as a turn's "Name: "
		"Answer by otter_tea · 3 Aug 2024 · score 7\n> are you in Hamar?\nnope, Molde since May":      "> are you in Hamar?\nnope, Molde since May",
		"I moved to Molde on 14 Mar 2025: best day ever":                                              "I moved to Molde on 14 Mar 2025: best day ever",
		"Maya: we moved on 2025-03-14, it's Molde now":                                                "Maya: we moved on 2025-03-14, it's Molde now",
	} {
		checkBlanked(t, "blankBylines", blankBylines, text, want)
	}
}

// checkBlanked checks that blank(text) keeps text's length and reads as
// want, spaces aside.
func checkBlanked(t *testing.T, name string, blank func(string) string, text, want string) {
	t.Helper()
	got := blank(text)
	if len(got) != len(text) {
		t.Fatalf("%s(%q) changed the length", name, text)
	}
	if norm := strings.Join(strings.Fields(got), " "); norm != strings.Join(strings.Fields(want), " ") {
		t.Errorf("%s(%q) = %q, want %q", name, text, norm, want)
	}
}

// TestBlankStamps: a journal entry's heading, tag lines, location stamp
// and mood check-in are blanked, offsets kept; the entry's words stay.
func TestBlankStamps(t *testing.T) {
	for text, want := range map[string]string{
		"me: Tue 14 Mar 2025, 22:41 — Evening pages\n#home #work\n📍 Ericeira\nmood: 6/10, flat\n\nmoved to Braga at last": "me: moved to Braga at last",
		"Sun 9 Feb 2025 - Prompt reply\nhome is Braga these days":                                                         "home is Braga these days",
		"we moved on 14 Mar 2025 - finally! #blessed it is Braga now":                                                     "we moved on 14 Mar 2025 - finally! #blessed it is Braga now",
	} {
		checkBlanked(t, "blankStamps", blankStamps, text, want)
	}
}

// TestSelfAddressed: a note to self's "you" is its writer's "I"; "you" in
// any other text is left alone.
func TestSelfAddressed(t *testing.T) {
	for text, want := range map[string]string{
		"Reminder, future me: you live in Obidos now":                       "Reminder, future me: I live in Obidos now",
		"Note to self: you left Tamarisk Labs, you're at Wherry Boats":      "Note to self: I left Tamarisk Labs, I'm at Wherry Boats",
		"Note to self: your home is Braga now":                              "Note to self: my home is Braga now",
		"you live in Obidos now, right?":                                    "you live in Obidos now, right?",
		"me: Tue 14 Mar 2025, 22:41 — Note to self\nyou left Tamarisk Labs": "me: Tue 14 Mar 2025, 22:41 — Note to self\nI left Tamarisk Labs",
	} {
		checkBlanked(t, "selfAddressed", func(s string) string {
			if selfNote(s) {
				return selfAddressed(s)
			}
			return s
		}, text, want)
	}
}
