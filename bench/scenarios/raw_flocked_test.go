package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// TestRawFlockedRead: the oracle reads a person's message as their own
// prose, as rawSpoken writes it, around quoted lines and after leads; the
// same words in a quoted line, the assistant's turn, a tool's record or
// another person's turn are no statement of the person's.
func TestRawFlockedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingFlocked] = []string{"I've moved from {old} to {new}, so find me a new gym near home and cancel the old one"}
	res := rawStatementREs(&a, PhrasingFlocked)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingFlocked, o, "user:pancras.lifts") {
			return false
		}
		read := rawOwnText(PhrasingFlocked, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Machynlleth") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"Plan me a taper for the Wooler 10k in May. Build me a deload week, my knees are grumbling. Oh, coach, one bit of context: I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one. Anyway, what about the intervals?",
		"This is what my old intake questionnaire says:\n> Intake form · home town: Fishguard · Pulsepath Basic\nThat's stale, to be clear: I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one. Can you update my profile?",
		"i've moved from lampeter to machynlleth so find me a new gym near home and cancel the old one",
	} {
		if !reads(&Observation{Speaker: "pancras.lifts", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Machynlleth", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "pancras.lifts", Role: "user", Text: "Found this in my old fitness journal, ha:\n> I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one.\nThat's years old, don't use it."},
		{Speaker: "pancras.lifts", Role: "user", Text: "Here's what they sent:\n> I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one.\nShould I join them?"},
		{Speaker: "user", Role: "user", Text: "I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one."},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one."},
		{Speaker: "checkin", Role: "tool", Text: "I've moved from Lampeter to Machynlleth, so find me a new gym near home and cancel the old one. pancras.lifts"},
	} {
		if reads(&o) {
			t.Errorf("%s's turn %q reads as the person's statement", o.Speaker, o.Text)
		}
	}
}

// TestRawFlockedSessions: in the flocked datasets every turn is the
// person's (role user, the conversation's label: their first name,
// their app handle or "user"), the coach's or a wellness tool's
// (role tool); every statement the oracle reads is a question's gold and
// comes in each of the set's forms; no other turn of the person's
// names, in their own prose, the value that holds when it is said; the
// questions name the person by first name; and the register's
// distractors are there: the person's own requests naming values of
// the asked attribute (restaurants, races, gyms, sponsors, leaderboards,
// food logged for others), quoted pastes naming
// values, tool records naming values (the value that holds among them),
// the assistant's guesses naming values, and statements in a turn that
// also names other values.
func TestRawFlockedSessions(t *testing.T) {
	ph := PhrasingFlocked
	for name, scs := range map[string][]Scenario{"raw-flocked": RawFlocked(), "raw-long-flocked": RawLong(ph)} {
		forms := map[string]int{}
		conventions := map[string]int{}
		var quotedValues, ownValues, toolValues, toolCur, botValues, golds, goldsWithOthers, turns, userTurns, botTurns, toolTurns, questions int
		for i := range scs {
			s := &scs[i]
			turns += len(s.Observations)
			questions += len(s.Questions)
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			me := strings.TrimPrefix(subject, "user:")
			var p *rawFlockedPerson
			for k := range rawFlockedPeople {
				pp := &rawFlockedPeople[k]
				for _, q := range s.Questions {
					if strings.Contains(q.Text, pp.name) {
						p = pp
					}
				}
			}
			switch {
			case me == "user":
				conventions["user"]++
			case p != nil && me == strings.ToLower(p.name):
				conventions["name"]++
			case p != nil && me == p.handle:
				conventions["handle"]++
			default:
				t.Errorf("%s %s: subject %s is no person's label", name, s.ID, subject)
			}
			for _, q := range s.Questions {
				if q.Subject != subject {
					t.Errorf("%s %s/%s: subject %s, want %s", name, s.ID, q.ID, q.Subject, subject)
				}
				if p == nil || !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name the person", name, s.ID, q.ID, q.Text)
				}
			}
			gold, _, isStmt := statementsAreGold(t, name, ph, s)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			cur := ""
			stmtVal := map[string]string{}
			for _, st := range rawStatements(t, ph, s) {
				stmtVal[st.obs.ID] = st.value
			}
			for j := range s.Observations {
				o := &s.Observations[j]
				switch {
				case o.Role == "user" && strings.ToLower(o.Speaker) == me:
					userTurns++
					own := rawFlockedOwn(o.Text)
					if strings.Contains(o.Text, "\n> ") && len(values.FindAllString(o.Text, -1)) > len(values.FindAllString(own, -1)) {
						quotedValues++
					}
					if v, ok := stmtVal[o.ID]; ok {
						cur = v
						golds++
						if len(values.FindAllString(o.Text, -1)) > strings.Count(strings.ToLower(o.Text), strings.ToLower(v))+1 {
							goldsWithOthers++
						}
						forms[rawFlockedFormOf(o.Text)]++
						continue
					}
					if isStmt[o.ID] || gold[o.ID] {
						continue
					}
					if values.MatchString(own) {
						ownValues++
					}
					if cur != "" {
						for _, w := range values.FindAllString(own, -1) {
							if strings.EqualFold(w, cur) {
								t.Errorf("%s %s/%s: %q names the value that holds (%s) but is no statement", name, s.ID, o.ID, o.Text, cur)
							}
						}
					}
				case o.Role == "assistant":
					botTurns++
					if o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: the assistant's turn under %s", name, s.ID, o.ID, o.Speaker)
					}
					if values.MatchString(o.Text) {
						botValues++
					}
				case o.Role == "tool":
					toolTurns++
					if !slices.Contains(rawFlockedTools, o.Speaker) {
						t.Errorf("%s %s/%s: tool turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if values.MatchString(o.Text) {
						toolValues++
						if cur != "" && strings.Contains(o.Text, cur) {
							toolCur++
						}
					}
				default:
					t.Errorf("%s %s/%s: a turn of %s (%s), not the person's (%s)", name, s.ID, o.ID, o.Speaker, o.Role, me)
				}
			}
		}
		t.Logf("%s: %d conversations, %d turns (person %d, assistant %d, tools %d), %d questions, forms %v conventions %v; person turns naming values in their own prose but no statement %d, with values in quoted lines %d; tool turns naming values %d (the value that holds %d); assistant turns naming values %d; golds %d, with other values %d",
			name, len(scs), turns, userTurns, botTurns, toolTurns, questions, forms, conventions, ownValues, quotedValues, toolValues, toolCur, botValues, golds, goldsWithOthers)
		if name == "raw-flocked" {
			for _, f := range rawFlockedFormNames {
				if forms[f] < 5 {
					t.Errorf("%s: %d statements in the %s form (%v)", name, forms[f], f, forms)
				}
			}
			for _, c := range []string{"user", "name", "handle"} {
				if conventions[c] < 15 {
					t.Errorf("%s: %d conversations with the %s convention (%v)", name, conventions[c], c, conventions)
				}
			}
			if ownValues < 300 || quotedValues < 100 || toolValues < 300 || toolCur < 20 || botValues < 300 || goldsWithOthers < 40 {
				t.Errorf("%s: own-prose values %d quoted values %d tool turns naming values %d (holding %d) assistant turns naming values %d golds with other values %d",
					name, ownValues, quotedValues, toolValues, toolCur, botValues, goldsWithOthers)
			}
		}
	}
}

// rawFlockedFormOf is the form of a statement's turn, by its words.
func rawFlockedFormOf(text string) string {
	has := func(ls []string) bool {
		for _, l := range ls {
			if strings.Contains(text, l) {
				return true
			}
		}
		return false
	}
	switch {
	case has(rawFlockedPasteAfters):
		return "paste"
	case has(rawFlockedFixLeads):
		return "fix"
	case has(rawFlockedResends):
		return "resend"
	case has(rawFlockedHappenedLeads):
		return "happened"
	case has(rawFlockedUpdateLeads):
		return "update"
	case has(rawFlockedAnswerLeads):
		return "answer"
	case has(rawFlockedAsideLeads):
		return "aside"
	}
	return "?"
}

// TestRawFlockedLists: every attribute states a change in every form, a
// first statement in every form but "happened" and a revert in at least
// five; the forms that need the assistant's line have one; and no
// distractor line of the person's prose, filled with a value, reads
// as a statement under the oracle.
func TestRawFlockedLists(t *testing.T) {
	ph := PhrasingFlocked
	for pred, f := range rawFlockedByAttr {
		for kind, sts := range map[string][]rawFlockedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			got := map[string]bool{}
			for _, st := range sts {
				got[st.form] = true
				if (st.form == "answer" || st.form == "fix") != (st.ask != "") {
					t.Errorf("%s.%s: %q: ask %q for the %s form", pred, kind, st.core, st.ask, st.form)
				}
			}
			want := len(rawFlockedFormNames)
			switch kind {
			case "state":
				want--
			case "revert":
				want = 5
			}
			if len(got) < want {
				t.Errorf("%s.%s: forms %v", pred, kind, got)
			}
		}
		for _, a := range rawAttrOrder {
			res := rawStatementREs(rawAttrs[a], ph)
			v := rawAttrs[pred].valuesIn(ph)[0]
			var lines []string
			for _, l := range [][]string{f.plan, f.goal, f.past, f.joke, f.pursuit, rawAttrs[pred].other[ph], rawAttrs[pred].chatter[ph],
				rawFlockedSmallTalk, rawFlockedGuessReplies, rawFlockedRequests, rawFlockedHalfSent, rawFlockedFollowUps, rawFlockedSignOffs,
				rawFlockedMirrorAfters, rawFlockedResultLeads, rawFlockedForwardAsks, rawFlockedDocLeads, rawFlockedDocAsks} {
				lines = append(lines, l...)
			}
			for _, m := range f.misread {
				lines = append(lines, m.said, m.deny)
			}
			for _, x := range f.stale {
				lines = append(lines, x.reject)
			}
			for _, l := range lines {
				text := rawOwnText(ph, capitalize(strings.ReplaceAll(fillOne(l, map[string]string{"v": v}), "$WHO", "my sister")))
				for _, re := range res {
					if re.MatchString(text) {
						t.Errorf("%s: distractor %q reads as a %s statement", pred, l, a)
					}
				}
			}
		}
	}
}
