package fuse

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
)

func TestAskedSpeaker(t *testing.T) {
	speakers := []string{"Ulrika", "Cato", "Dilys", "Mary Ann"}
	for _, tc := range []struct{ q, want string }{
		{"Where does Ulrika live now?", "Ulrika"},
		{"Which town had Ulrika's front door in May 2025?", "Ulrika"}, // possessive
		{"where does ULRIKA live", "Ulrika"},                          // case folded
		{"Who is Mary Ann seeing?", "Mary Ann"},                       // a name of two words
		{"Who is Mary seeing?", "Mary Ann"},                           // a first name names a speaker labelled by full name
		{"Does Ulrika live near Cato?", ""},                           // two speakers named
		{"Where does Maya live now?", ""},                             // no speaker named
		{"Where does Ulrikas live?", ""},                              // a word, not a substring
	} {
		if got := AskedSpeaker(tc.q, speakers); got != tc.want {
			t.Errorf("AskedSpeaker(%q) = %q, want %q", tc.q, got, tc.want)
		}
	}
	for _, tc := range []struct {
		q        string
		speakers []string
		want     string
	}{
		{"Where does Mhairi live now?", []string{"Ines Varga", "Mhairi Buchanan"}, "Mhairi Buchanan"}, // a transcript's full-name label
		{"Where does Lazarus live now?", []string{"T.A.", "L.O."}, "L.O."},                            // initials
		{"Where does Lazarus live now?", []string{"L.A.", "L.O."}, ""},                                // two speakers share the initial
		{"Where does Mhairi live now?", []string{"Mhairi Buchanan", "Mhairi Ross"}, ""},               // two speakers share the first name
		{"Where does Mhairi live now?", []string{"Mhairi", "Mhairi Buchanan", "T.A."}, "Mhairi"},      // a whole name first
		{"Where does Cyrilla live now?", []string{"Interviewer", "Interviewee"}, "Interviewee"},       // labels by role: the one the sessions are about
		{"Where does Cyrilla live now?", []string{"Interviewer", "Interviewee", "Tom"}, ""},           // a name among the labels
		{"Where do they live now?", []string{"Interviewer", "Interviewee"}, ""},                       // no name asked
		{"Does Lazarus still live in Tomar?", []string{"T.A.", "L.O."}, ""},                           // a town opens with the other initial: none
	} {
		if got := AskedSpeaker(tc.q, tc.speakers); got != tc.want {
			t.Errorf("AskedSpeaker(%q, %q) = %q, want %q", tc.q, tc.speakers, got, tc.want)
		}
	}
	if got := AskedSpeaker("Where does Ulrika live?", nil); got != "" {
		t.Errorf("no speakers: %q", got)
	}
}

func TestPersonSpeakers(t *testing.T) {
	cs := []Candidate{
		{Speaker: "Ulrika", SpeakerRole: "user"},
		{Speaker: "Sprocket", SpeakerRole: "assistant"},
		{Speaker: "", SpeakerRole: "user"},
		{Speaker: "Cato", SpeakerRole: "user"},
		{Speaker: "Ulrika", SpeakerRole: "user"},
	}
	var got []string
	for i := range cs {
		got = PersonSpeakers(got, &cs[i])
	}
	if len(got) != 2 || got[0] != "Ulrika" || got[1] != "Cato" {
		t.Fatalf("PersonSpeakers = %v, want [Ulrika Cato]", got)
	}
}

// groupTurns: a group chat in which Ulrika moves to Perugia, and later a
// friend announces a move of her own, reports a wrong value about Ulrika,
// and the assistant names another town.
func groupTurns() []Candidate {
	at := at2025
	said := func(id, speaker, role, text string, t time.Time) Candidate {
		c := turnOf(id, role, speaker+": "+text, t)
		c.Speaker = speaker
		return c
	}
	return []Candidate{
		said("tavira", "Ulrika", "user", "You're all welcome at mine in Tavira on the 14th, I'll do the food", at(1, 5)),
		said("perugia", "Ulrika", "user", "Keys to the Tavira place handed back, first night in Perugia tonight, send snacks", at(4, 2)),
		said("cheer", "Cato", "user", "omg!! congrats", at(4, 2)),
		said("cato", "Cato", "user", "I'm relocating to Arezzo for a bit, the rent's half what I pay now", at(6, 10)),
		said("dilys", "Dilys", "user", "Pretty sure Ulrika said Kotor, Sprocket can you check the address list", at(7, 1)),
		said("bot", "Sprocket", "assistant", "The trains from Ulm look fine on Sunday.", at(7, 2)),
	}
}

// TestStateAskedSpeaker: in a group chat, only the asked person's own
// turns state their value: a friend's first-person move is the friend's,
// now and at any time after it; asked about the friend, it is the answer.
func TestStateAskedSpeaker(t *testing.T) {
	now := time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)
	c := mustCompile(t, turnsRequest("Where does Ulrika live now?", now, groupTurns()))
	if got := c.Items[0].ID; got != "perugia" {
		t.Fatalf("first item %s, want perugia (items %v)", got, itemIDs(c))
	}
	for _, id := range []string{"cato", "dilys"} {
		if it := findItem(c, id); it != nil && (it.Trace.Features["state_bonus"] != 0 || it.Trace.Features["status_penalty"] != 0 || it.Trace.Features["prior_bonus"] != 0) {
			t.Errorf("%s: %+v, want no state feature (another speaker's turn)", id, it)
		}
	}
	c = mustCompile(t, turnsRequest("Where did Ulrika live in August 2025?", now, groupTurns()))
	if got := c.Items[0].ID; got != "perugia" {
		t.Fatalf("August: first item %s, want perugia (items %v)", got, itemIDs(c))
	}
	c = mustCompile(t, turnsRequest("Where does Cato live now?", now, groupTurns()))
	if got := c.Items[0].ID; got != "cato" {
		t.Fatalf("asked about Cato: first item %s, want cato (items %v)", got, itemIDs(c))
	}
	// no speaker named: every person's statement is in the state group,
	// as before
	c = mustCompile(t, turnsRequest("Where does everyone live now?", now, groupTurns()))
	if f := findItem(c, "cato"); f == nil || f.Trace.Features["state_bonus"] == 0 && f.Trace.Features["status_penalty"] == 0 && f.Trace.Features["prior_bonus"] == 0 {
		t.Fatalf("no one asked: cato %+v, want it in the state group", f)
	}
}

// TestStateTestAsked: StateTest.Of drops another speaker's statements.
func TestStateTestAsked(t *testing.T) {
	ts := groupTurns()
	test := NewStateTest([]string{"residence"}).Of("Ulrika")
	if v := test.Values(&ts[1]); len(v) == 0 {
		t.Fatalf("Ulrika's move: no values")
	}
	if v := test.Values(&ts[3]); len(v) != 0 {
		t.Fatalf("Cato's move read as Ulrika's: %v", v)
	}
	if v := NewStateTest([]string{"residence"}).Values(&ts[3]); len(v) == 0 {
		t.Fatalf("Cato's move, no one asked: no values")
	}
}

// TestRecordOf: a tool's record that speaks to its owner and names the
// person asked about is theirs, and states their value without their name
// or the record's kind; another person's record, a search result, the
// assistant and a system note are not.
func TestRecordOf(t *testing.T) {
	rec := func(role, speaker, text string) *Candidate {
		return &Candidate{Kind: capsule.KindEpisode, Speaker: speaker, SpeakerRole: role, Text: speaker + ": " + text}
	}
	order := rec("tool", "orders", "Order #71-7230 · account: Faisal\ndelivered to 12 Kirk Lane, Westport (your default address)")
	payslip := rec("tool", "payroll", "Payslip · employee: Mirko · period: August 2024\nissued by Halberd Security, your employer")
	for _, tc := range []struct {
		c     *Candidate
		asked string
		want  bool
	}{
		{order, "Faisal", true},
		{order, "", true},
		{order, "Astrid", false},
		{order, "Fai", false}, // a name inside another word is not it
		{rec("tool", "contacts", "Contacts · my card (Gilles)\nwork: Skerry Telecom (shown on your own card)"), "Gilles", true},
		{rec("tool", "calendar", "Astrid's calendar · Thu 16 Jan\nDate night with Thibault, your new partner"), "Astrid", true},
		{rec("tool", "contacts", "Contacts · Bex\nwork: Skerry Telecom"), "Faisal", false},
		{rec("tool", "web.search", "3 results for flats in Westport"), "", false},
		{rec("assistant", "Relay", "Your default address is Westport, Faisal"), "Faisal", false},
		{rec("system", "system", "Memory: Faisal lives in Oban; your notes"), "Faisal", false},
		{rec("user", "Faisal", "I live in Westport"), "Faisal", false},
	} {
		if got := tc.c.RecordOf(tc.asked); got != tc.want {
			t.Errorf("RecordOf(%q) of %q = %v, want %v", tc.asked, tc.c.Text, got, tc.want)
		}
	}
	if !order.OwnTurnOf("Faisal") || order.OwnTurnOf("Astrid") {
		t.Errorf("OwnTurnOf: the order is Faisal's own and not Astrid's")
	}
	if v := NewStateTest([]string{"residence"}).Of("Faisal").Values(order); !slices.Contains(v, "westport") || slices.Contains(v, "faisal") {
		t.Errorf("Faisal's order states %v, want westport and not his name", v)
	}
	if v := NewStateTest([]string{"work"}).Of("Mirko").Values(payslip); !slices.Contains(v, "halberd") || slices.Contains(v, "payslip") || slices.Contains(v, "mirko") {
		t.Errorf("Mirko's payslip states %v, want halberd and not the record's kind or his name", v)
	}
	closed := rec("tool", "email.search", "Mailbox of Faisal · 1 result\nSubject: Council tax, final bill\nYour account for the property in Westport is now closed.")
	if v := NewStateTest([]string{"residence"}).Of("Faisal").Values(closed); len(v) != 0 {
		t.Errorf("a closed account states %v, want nothing", v)
	}
	if v := NewStateTest([]string{"residence"}).Values(&Candidate{Kind: capsule.KindEpisode, SpeakerRole: "user",
		Text: "so Wichita is closed off, and we live in Lucerne now"}); !slices.Contains(v, "lucerne") {
		t.Errorf("a change that closes the old home states %v, want lucerne", v)
	}
	if v := NewStateTest([]string{"residence"}).Of("Astrid").Values(order); len(v) != 0 {
		t.Errorf("Faisal's order read as Astrid's: %v", v)
	}
}

// TestStateTestKinded: a kinded test reads a name as a value only where
// the words around it give it the topic's kind: the state channel's
// reading of turns that share no word with the topic.
func TestStateTestKinded(t *testing.T) {
	turn := func(text string) *Candidate {
		return &Candidate{Kind: capsule.KindEpisode, Speaker: "Lennox", SpeakerRole: "user", Text: "Lennox: " + text}
	}
	for _, tc := range []struct {
		topic, text string
		want        string // a value the kinded test must read; "" for none
	}{
		{"residence", "Big news: we've left Ulverston and we're in Matlock as of Saturday!", "matlock"},
		{"residence", "Ha no, that's my cousin! I'm in Ulverston, have been for ages", "ulverston"},
		{"work", "New job alert: I've left Harbottle Coffee and I'm at Brockweir Cider from this week", "brockweir"},
		{"residence", "All quiet here. Still sticking to Scandi Sense most days", ""},
		{"residence", "Not much new this end really. Work is still Penrose Textiles, no change there", ""},
		{"residence", "In case you were wondering, me and Romilly are still going strong", ""},
	} {
		got := NewStateTest([]string{tc.topic}).Of("Lennox").Kinded().Values(turn(tc.text))
		if tc.want == "" && len(got) != 0 || tc.want != "" && !slices.Contains(got, tc.want) {
			t.Errorf("%s, %q: kinded values %v, want %q", tc.topic, tc.text, got, tc.want)
		}
	}
	// what the speaker says the listener is doing is the listener's
	for _, text := range []string{"You're in Tenby these days, aren't you?", "So you work at Tillerman Boatyard now?",
		"You're at Tillerman Boatyard now, right?"} {
		if v := NewStateTest([]string{"residence", "work"}).Of("Lennox").Values(turn(text)); len(v) != 0 {
			t.Errorf("%q: %v, want nothing (the listener's)", text, v)
		}
	}
	for _, text := range []string{"You know I'm in Matlock now, right?", "You're all welcome at mine in Matlock on the 14th, I'll do the food"} {
		if v := NewStateTest([]string{"residence"}).Of("Lennox").Values(turn(text)); !slices.Contains(v, "matlock") {
			t.Errorf("the speaker in a sentence to the listener, %q: %v, want matlock", text, v)
		}
	}
	// the plain test still reads a name with no kind
	if v := NewStateTest([]string{"residence"}).Of("Lennox").Values(turn("Matlock it is, we got here on Saturday")); !slices.Contains(v, "matlock") {
		t.Errorf("plain test: %v, want matlock", v)
	}
}

// TestStateTestKindedSeen: a kinded reading that took its text as typed in
// lower case depends on the names seen in the query, so it is not kept
// across queries: the same turn read with and without a seen name, in
// either order, reads as each query's names say.
func TestStateTestKindedSeen(t *testing.T) {
	for i, text := range []string{"we live in keswick now\n\n-- \nSam Jones\nAcme Ltd", "hi Yusra, we live in keswick now"} {
		for _, order := range [][]bool{{true, false}, {false, true}} {
			c := &Candidate{Kind: capsule.KindEpisode, Speaker: "Lennox", SpeakerRole: "user", Text: text + strings.Repeat(" ", i+1) + fmt.Sprint(order[0])}
			for _, seen := range order {
				test := NewStateTest([]string{"residence"}).Of("Lennox")
				if seen {
					test = test.Seen([]string{"keswick"})
				}
				got := test.Kinded().Values(c)
				if seen != slices.Contains(got, "keswick") {
					t.Errorf("%q, seen %v (order %v): %v", c.Text, seen, order, got)
				}
			}
		}
	}
}

func TestQueryNames(t *testing.T) {
	for q, want := range map[string][]string{
		"Where does Balthasar live these days?":                                    {"balthasar"},
		"Judging from the threads, which town is Clotilde (u/otter_tea) based in?": {"clotilde"},
		"Is Clotilde still in Molde? Maya's sister asked in May.":                  {"clotilde", "molde"},
		"What did I eat on Monday in June?":                                        nil,
		"Where does she live now?":                                                 nil,
		"Walburga is writing a memoir: in which town do they live?":                {"walburga"},
		"Nothing was said? Where does Maya live?":                                  {"maya"},
	} {
		if got := QueryNames(q); !slices.Equal(got, want) {
			t.Errorf("QueryNames(%q) = %q, want %q", q, got, want)
		}
	}
	if got := AskedSpeaker("Which town is Clotilde (u/otter_tea) in now?", []string{"otter_tea", "kettle_kath"}); got != "otter_tea" {
		t.Errorf("AskedSpeaker with a u/ handle = %q, want otter_tea", got)
	}
	if got := AskedSpeaker("Is Marcellus (u/marcel_wave_) still in Hamar?", []string{"marcel_wave_", "kettle_kath"}); got != "marcel_wave_" {
		t.Errorf("AskedSpeaker with a handle ending in _ = %q, want marcel_wave_", got)
	}
	if got := AskedSpeaker("Has @kettle_kath moved?", []string{"otter_tea", "kettle_kath"}); got != "kettle_kath" {
		t.Errorf("AskedSpeaker with an @ handle = %q, want kettle_kath", got)
	}
}

// TestNumberedLabels: labels that number speakers, not names or roles.
func TestNumberedLabels(t *testing.T) {
	for _, tc := range []struct {
		speakers []string
		want     bool
	}{
		{[]string{"Speaker 1", "Speaker 2"}, true},
		{[]string{"SPK_1", "spk_2", "S3"}, true},
		{[]string{"Participant A", "Participant B"}, true},
		{[]string{"Speaker 1", "Mhairi Buchanan"}, false},
		{[]string{"Interviewer", "Interviewee"}, false},
		{[]string{"Speakers"}, false},
		{nil, false},
	} {
		if got := NumberedLabels(tc.speakers); got != tc.want {
			t.Errorf("NumberedLabels(%q) = %v, want %v", tc.speakers, got, tc.want)
		}
	}
}
