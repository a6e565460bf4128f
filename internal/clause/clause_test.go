package clause

import (
	"slices"
	"strings"
	"testing"
)

func TestHedged(t *testing.T) {
	for s, want := range map[string]bool{
		"I moved to Seattle in October":            false,
		"I might move to Denver":                   true,
		"if I moved to Austin":                     true,
		"we're planning to move to Porto":          true,
		"she said she quit":                        true,
		"I'll be in Lisbon":                        true,
		"I moved here in May":                      false, // the month, not the modal
		"we may move in May":                       true,
		"Said goodbye to my team at Globex":        false,
		"she said goodbye, then she said she quit": true,
		"cant believe Initech has me on the rota":  false, // disbelief exclaims; it reports no belief
		// "I think" said after a statement softens it; before one it plans
		"i work at ochil glass been there ages i think": false,
		"I'm at Ochil Glass, I reckon.":                 false,
		"I think I'll move to Leeds":                    true,
		"I can't believe we moved to Oslo":              false,
		"I believe she moved to Oslo":                   true,
		"can't believe she thinks I quit":               true,
		// leave asked, not a condition; the speaker's own words quoted
		"I'm bringing Leander if that's ok":   false,
		"I'm bringing Leander if he's free":   true,
		"and I said 'two weeks in at Globex'": false,
		"she said 'two weeks in at Globex'":   true,
		// a dish or a guest the clause says is the speaker's now
		"i'll bring the nut-free option since that's me now": false,
		"I'll be bringing Gethin instead":                    false,
		"I'll bring the nut-free option":                     true,
		"I'll be bringing Gethin to the party":               true,
	} {
		if got := Hedged(s); got != want {
			t.Errorf("Hedged(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestConditionalPoliteIf(t *testing.T) {
	for s, want := range map[string]bool{
		"I'm bringing Leander if that's ok":                false,
		"if my flat in Leeds sells":                        true,
		"it's fine if that's okay, or if you'd rather not": true,
		// an indirect question's "if" is "whether"
		"my partner Idris wants to know if it's fancy dress":     false,
		"I'm not sure if the shop is open":                       false,
		"she asked if I was coming, and if I moved I'd tell her": true,
		// an offer's "if" supposes nothing either
		"the blue door on harbour street in largs if you need it": false,
		"we live in Largs if that helps":                          false,
		"We'd live in Largs if we could afford it":                true,
	} {
		if got := Conditional(s); got != want {
			t.Errorf("Conditional(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSentencesAndClauses(t *testing.T) {
	text := "I read Ursula K. Le Guin. Do you? I moved to Seattle, but I miss Boston and I visit often."
	ss, q := Sentences(text)
	if len(ss) != 3 || q[0] || !q[1] || q[2] {
		t.Fatalf("sentences %v questions %v", ss, q)
	}
	s := ss[2]
	var got []string
	for _, c := range Clauses(text[s.Start:s.End], s.Start) {
		got = append(got, strings.TrimSpace(text[c.Start:c.End]))
	}
	// A comma ends a clause (and takes the conjunction after it along);
	// "and" does when a first-person clause follows.
	want := []string{"I moved to Seattle", "but I miss Boston", "I visit often"}
	if len(got) != len(want) {
		t.Fatalf("clauses %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("clauses %q, want %q", got, want)
		}
	}
}

// TestClausesElidedSubject: "and" before a modal or auxiliary starts a
// clause whose subject is left out, so its hedge stays its own.
func TestClausesElidedSubject(t *testing.T) {
	for text, want := range map[string][]string{
		"I've lived in Lisbon since college and can't imagine leaving.":      {"I've lived in Lisbon since college", "can't imagine leaving"},
		"We live in Porto and want to stay.":                                 {"We live in Porto", "want to stay"},
		"I live in Porto and Lisbon.":                                        {"I live in Porto and Lisbon"},
		"No no I'm not in Tampere anymore it's Cagliari now we moved in May": {"No no I'm not in Tampere anymore", "it's Cagliari now", "we moved in May"},
		"I live here now and I love it":                                      {"I live here now", "I love it"},
		"Right now I'm in Oslo":                                              {"Right now I'm in Oslo"},
		// the speaker's own thing as a new subject starts a clause; not
		// after "me", where it shares one
		"I work at Globex and our appraisals are next week": {"I work at Globex", "our appraisals are next week"},
		"I work at Globex and my manager wants a summary":   {"I work at Globex", "my manager wants a summary"},
		"me and my partner said no":                         {"me and my partner said no"},
		"Osbert and I can finally relax":                    {"Osbert and I can finally relax"},
		"we moved and I will miss it":                       {"we moved", "I will miss it"},
		"Me and my partner are moving to Lund":              {"Me and my partner are moving to Lund"},
	} {
		var got []string
		for _, c := range Clauses(text, 0) {
			got = append(got, text[c.Start:c.End])
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("Clauses(%q) = %q, want %q", text, got, want)
		}
		if Hedged(got[0]) {
			t.Errorf("%q: first clause %q hedged", text, got[0])
		}
	}
}

// TestClausesListDashes: a spaced hyphen, en dash or em dash separates the
// items of a list run on in one sentence; a hyphenated word does not.
func TestClausesListDashes(t *testing.T) {
	for _, sep := range []string{" - ", " \u2013 ", " \u2014 ", " -- "} {
		s := "came third" + sep + "Moira starts at Bowfell Hotels" + sep + "a low-copper week"
		var got []string
		for _, c := range Clauses(s, 0) {
			got = append(got, s[c.Start:c.End])
		}
		want := []string{"came third", "Moira starts at Bowfell Hotels", "a low-copper week"}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("Clauses(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestClausesConfirmThat: what someone will confirm or check is a clause
// of its own, so the "'ll" of the asking does not hedge it.
func TestClausesConfirmThat(t *testing.T) {
	s := "they'll ask you to confirm that I work at Ironmead Engineering"
	cs := Clauses(s, 0)
	if len(cs) != 2 || s[cs[1].Start:cs[1].End] != "I work at Ironmead Engineering" {
		t.Fatalf("Clauses(%q) = %v", s, cs)
	}
	if !Hedged(s[cs[0].Start:cs[0].End]) || Hedged(s[cs[1].Start:cs[1].End]) {
		t.Errorf("hedges: %q %v, %q %v", s[cs[0].Start:cs[0].End], Hedged(s[cs[0].Start:cs[0].End]), s[cs[1].Start:cs[1].End], Hedged(s[cs[1].Start:cs[1].End]))
	}
	if cs := Clauses("please check the boiler on Tuesday", 0); len(cs) != 1 {
		t.Errorf("no first person after check: %v", cs)
	}
}

// TestClausesSpellOffer: an offer to spell the value, run on after it, is
// a clause of its own, so its question does not take the statement with it.
func TestClausesSpellOffer(t *testing.T) {
	s := "the new address is in Malton do you want me to spell it so M-A-L-T-O-N"
	cs := Clauses(s, 0)
	if len(cs) < 2 || s[cs[0].Start:cs[0].End] != "the new address is in Malton" {
		t.Fatalf("Clauses(%q) = %v", s, cs)
	}
}

// TestSentencesEmoji: an emoji followed by a space ends a chat sentence of
// three words or more; among fewer words it stands for a word.
func TestSentencesEmoji(t *testing.T) {
	for text, want := range map[string][]string{
		"we've got a place in callander now 🙌 more soon": {"we've got a place in callander now 🙌", "more soon"},
		"moved at last 🏡🎉 new keys tomorrow":             {"moved at last 🏡🎉", "new keys tomorrow"},
		"thumbs up from me 👍🏽 see you then":              {"thumbs up from me 👍🏽", "see you then"},
		"💼➡️ Petalpost 🎉 new job new me 🫶":               {"💼➡️ Petalpost 🎉 new job new me 🫶"},
		"I ❤️ Leeds":      {"I ❤️ Leeds"},
		"all done here 🙌": {"all done here 🙌"},
	} {
		ss, _ := Sentences(text)
		var got []string
		for _, s := range ss {
			got = append(got, text[s.Start:s.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("Sentences(%q) = %q, want %q", text, got, want)
		}
	}
}
