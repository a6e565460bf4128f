package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// TestRawTuftedRead: the oracle reads a traveller's message as their own
// prose, as rawSpoken writes it, around quoted lines and after leads; the
// same words in a quoted line, the assistant's turn, a tool's record or
// another person's turn are no statement of the traveller's.
func TestRawTuftedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingTufted] = []string{"I moved out of {old}, so pick-ups from {new} from now on"}
	res := rawStatementREs(&a, PhrasingTufted)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingTufted, o, "user:ebrassard_flyer") {
			return false
		}
		read := rawOwnText(PhrasingTufted, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Hjorring") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"Find me two nights in Vejle. Can you check the bag allowance? Side note for my profile: I moved out of Skive, so pick-ups from Hjorring from now on. Anyway, the flights.",
		"Found an old booking confirmation of mine:\n> Saved home address: 9 Quay Street, Ennis\nThat's stale, to be clear: I moved out of Skive, so pick-ups from Hjorring from now on. Fix it.",
		"i moved out of skive so pick-ups from hjorring from now on",
	} {
		if !reads(&Observation{Speaker: "ebrassard_flyer", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Hjorring", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "ebrassard_flyer", Role: "user", Text: "Found this in my notes app from ages ago, lol:\n> I moved out of Skive, so pick-ups from Hjorring from now on.\nAncient history, please don't use it."},
		{Speaker: "ebrassard_flyer", Role: "user", Text: "Pasting what they sent me:\n> I moved out of Skive, so pick-ups from Hjorring from now on.\nCan you add a note to the reservation?"},
		{Speaker: "oadebisi77", Role: "user", Text: "I moved out of Skive, so pick-ups from Hjorring from now on."},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "I moved out of Skive, so pick-ups from Hjorring from now on."},
		{Speaker: "profile", Role: "tool", Text: "I moved out of Skive, so pick-ups from Hjorring from now on. ebrassard_flyer"},
	} {
		if reads(&o) {
			t.Errorf("%s's turn %q reads as the traveller's statement", o.Speaker, o.Text)
		}
	}
}

// TestRawTuftedSessions: in the tufted datasets every turn is the
// traveller's (role user, the conversation's label: their first name,
// their loyalty account or "user"), the assistant's or a booking tool's
// (role tool); every statement the oracle reads is a question's gold and
// comes in each of the set's forms; no other turn of the traveller's
// names, in their own prose, the value that holds when it is said; the
// questions name the traveller by first name; and the register's
// distractors are there: the traveller's own trips naming values of the
// asked attribute (destinations, hosts, guests), quoted pastes naming
// values, tool records naming values (the value that holds among them),
// the assistant's guesses naming values, and statements in a turn that
// also names other values.
func TestRawTuftedSessions(t *testing.T) {
	ph := PhrasingTufted
	for name, scs := range map[string][]Scenario{"raw-tufted": RawTufted(), "raw-long-tufted": RawLong(ph)} {
		forms := map[string]int{}
		conventions := map[string]int{}
		var quotedValues, ownValues, toolValues, toolCur, botValues, golds, goldsWithOthers, turns, userTurns, botTurns, toolTurns, questions int
		for i := range scs {
			s := &scs[i]
			turns += len(s.Observations)
			questions += len(s.Questions)
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			me := strings.TrimPrefix(subject, "user:")
			var p *rawTuftedPerson
			for k := range rawTuftedPeople {
				pp := &rawTuftedPeople[k]
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
			case p != nil && me == p.account:
				conventions["account"]++
			default:
				t.Errorf("%s %s: subject %s is no traveller's label", name, s.ID, subject)
			}
			for _, q := range s.Questions {
				if q.Subject != subject {
					t.Errorf("%s %s/%s: subject %s, want %s", name, s.ID, q.ID, q.Subject, subject)
				}
				if p == nil || !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name the traveller", name, s.ID, q.ID, q.Text)
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
					own := rawTuftedOwn(o.Text)
					if strings.Contains(o.Text, "\n> ") && len(values.FindAllString(o.Text, -1)) > len(values.FindAllString(own, -1)) {
						quotedValues++
					}
					if v, ok := stmtVal[o.ID]; ok {
						cur = v
						golds++
						if len(values.FindAllString(o.Text, -1)) > strings.Count(strings.ToLower(o.Text), strings.ToLower(v))+1 {
							goldsWithOthers++
						}
						forms[rawTuftedFormOf(o.Text)]++
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
					if !slices.Contains(rawTuftedTools, o.Speaker) {
						t.Errorf("%s %s/%s: tool turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if values.MatchString(o.Text) {
						toolValues++
						if cur != "" && strings.Contains(o.Text, cur) {
							toolCur++
						}
					}
				default:
					t.Errorf("%s %s/%s: a turn of %s (%s), not the traveller's (%s)", name, s.ID, o.ID, o.Speaker, o.Role, me)
				}
			}
		}
		t.Logf("%s: %d conversations, %d turns (traveller %d, assistant %d, tools %d), %d questions, forms %v conventions %v; traveller turns naming values in their own prose but no statement %d, with values in quoted lines %d; tool turns naming values %d (the value that holds %d); assistant turns naming values %d; golds %d, with other values %d",
			name, len(scs), turns, userTurns, botTurns, toolTurns, questions, forms, conventions, ownValues, quotedValues, toolValues, toolCur, botValues, golds, goldsWithOthers)
		if name == "raw-tufted" {
			for _, f := range rawTuftedFormNames {
				if forms[f] < 5 {
					t.Errorf("%s: %d statements in the %s form (%v)", name, forms[f], f, forms)
				}
			}
			for _, c := range []string{"user", "name", "account"} {
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

// rawTuftedFormOf is the form of a statement's turn, by its words.
func rawTuftedFormOf(text string) string {
	has := func(ls []string) bool {
		for _, l := range ls {
			if strings.Contains(text, l) {
				return true
			}
		}
		return false
	}
	switch {
	case has(rawTuftedPasteAfters):
		return "paste"
	case has(rawTuftedFixLeads):
		return "fix"
	case has(rawTuftedResends):
		return "resend"
	case has(rawTuftedHappenedLeads):
		return "happened"
	case has(rawTuftedUpdateLeads):
		return "update"
	case has(rawTuftedAnswerLeads):
		return "answer"
	case has(rawTuftedAsideLeads):
		return "aside"
	}
	return "?"
}

// TestRawTuftedLists: every attribute states a change in every form, a
// first statement in every form but "happened" and a revert in at least
// five; the forms that need the assistant's line have one; and no
// distractor line of the traveller's prose, filled with a value, reads
// as a statement under the oracle.
func TestRawTuftedLists(t *testing.T) {
	ph := PhrasingTufted
	for pred, f := range rawTuftedByAttr {
		for kind, sts := range map[string][]rawTuftedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			got := map[string]bool{}
			for _, st := range sts {
				got[st.form] = true
				if (st.form == "answer" || st.form == "fix") != (st.ask != "") {
					t.Errorf("%s.%s: %q: ask %q for the %s form", pred, kind, st.core, st.ask, st.form)
				}
			}
			want := len(rawTuftedFormNames)
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
			for _, l := range [][]string{f.plan, f.goal, f.past, f.joke, f.trip, rawAttrs[pred].other[ph], rawAttrs[pred].chatter[ph],
				rawTuftedSmallTalk, rawTuftedGuessReplies, rawTuftedRequests, rawTuftedHalfSent, rawTuftedFollowUps, rawTuftedSignOffs,
				rawTuftedMirrorAfters, rawTuftedResultLeads, rawTuftedForwardAsks, rawTuftedDocLeads, rawTuftedDocAsks} {
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
