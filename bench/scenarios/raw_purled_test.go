package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// TestRawPurledRead: the oracle reads a learner's message as the part
// they wrote, as rawSpoken writes it, after a lead, in lower case and
// after a word of their own language; a pasted text in the learner's
// message, the tutor's correction repeating the sentence, a review card
// quoting it and another speaker's turn naming the same words are no
// statement of the learner's.
func TestRawPurledRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingPurled] = []string{"after the move from {old} I am living in {new} and the bus to work is only ten minutes"}
	res := rawStatementREs(&a, PhrasingPurled)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingPurled, o, "user:taku_b1") {
			return false
		}
		read := rawOwnText(PhrasingPurled, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Sigulda") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"The big story of my week is the broken washing machine. By the way, after the move from Talsi I am living in Sigulda and the bus to work is only ten minutes. Anyway.",
		"etto, ok: after the move from talsi i am living in sigulda and the bus to work is only ten minutes.",
	} {
		if !reads(&Observation{Speaker: "taku_b1", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Sigulda", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "taku_b1", Role: "user", Text: "My friend sent me this message in English, is it correct English?\n> After the move from Talsi I am living in Sigulda and the bus to work is only ten minutes\nI think his English is better than mine."},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "Better: 'After the move from Talsi I am living in Sigulda and the bus to work is only ten minutes.'"},
		{Speaker: rawPurledSystem, Role: "system", Text: "Review card · a sentence from your notebook: \"After the move from Talsi I am living in Sigulda and the bus to work is only ten minutes\""},
		{Speaker: "student", Role: "user", Text: "After the move from Talsi I am living in Sigulda and the bus to work is only ten minutes."},
	} {
		if reads(&o) {
			t.Errorf("%s's turn %q reads as taku_b1's statement", o.Speaker, o.Text)
		}
	}
}

// TestRawPurledLessons: in the purled datasets every turn is the
// learner's (role user, the conversation's one speaker: the display
// name, username, "learner" or "student"), the tutor's (role assistant)
// or the app's notice (role system); every statement the oracle reads
// is a question's gold and comes in each of the set's forms; no other
// message of the learner's names, outside pasted lines, the value that
// holds when it is written; the questions name the learner by first
// name; and the register's distractors are there: drills, role-plays,
// pasted texts, review cards, the tutor's summaries and progress notes.
func TestRawPurledLessons(t *testing.T) {
	ph := PhrasingPurled
	for name, scs := range map[string][]Scenario{"raw-purled": RawPurled(), "raw-long-purled": RawLong(ph)} {
		forms := map[string]int{}
		conventions := map[string]int{}
		var cards, pasted, drills, roleplays, summaries, golds, goldsWithOthers int
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			me := strings.TrimPrefix(subject, "user:")
			var p *rawPurledPerson
			for k := range rawPurledPeople {
				pp := &rawPurledPeople[k]
				for _, q := range s.Questions {
					if strings.Contains(q.Text, pp.name) {
						p = pp
					}
				}
			}
			switch {
			case me == "learner" || me == "student":
				conventions[me]++
			case p != nil && me == strings.ToLower(p.user):
				conventions["user"]++
			case p != nil && me == strings.ToLower(p.name):
				conventions["name"]++
			default:
				t.Errorf("%s %s: subject %s is no learner's speaker", name, s.ID, subject)
			}
			for _, q := range s.Questions {
				if q.Subject != subject {
					t.Errorf("%s %s/%s: subject %s, want %s", name, s.ID, q.ID, q.Subject, subject)
				}
				if p == nil || !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name the learner", name, s.ID, q.ID, q.Text)
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
				switch o.Role {
				case "user":
					if strings.ToLower(o.Speaker) != me {
						t.Errorf("%s %s/%s: user turn of %s, not the learner %s", name, s.ID, o.ID, o.Speaker, me)
					}
					if strings.Contains(o.Text, "\n> ") {
						pasted++
					}
					if v, ok := stmtVal[o.ID]; ok {
						cur = v
						golds++
						own := rawPurledOwn(o.Text)
						if len(values.FindAllString(own, -1)) > strings.Count(strings.ToLower(own), strings.ToLower(v))+1 {
							goldsWithOthers++
						}
						forms[rawPurledFormOf(o.Text)]++
						continue
					}
					if isStmt[o.ID] || gold[o.ID] {
						continue
					}
					if cur != "" {
						for _, w := range values.FindAllString(rawPurledOwn(o.Text), -1) {
							if strings.EqualFold(w, cur) {
								t.Errorf("%s %s/%s: %q names the value that holds (%s) but is no statement", name, s.ID, o.ID, o.Text, cur)
							}
						}
					}
				case "assistant":
					if o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: assistant turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					switch {
					case strings.HasPrefix(o.Text, "Session summary") || strings.HasPrefix(o.Text, "Progress note") || strings.HasPrefix(o.Text, "Summary:") || strings.HasPrefix(o.Text, "Notes from today"):
						summaries++
					case strings.HasPrefix(o.Text, "Fill in the gap") || strings.HasPrefix(o.Text, "Translate:") || strings.HasPrefix(o.Text, "Correct the mistake"):
						drills++
					case strings.HasPrefix(o.Text, "Role-play"):
						roleplays++
					}
				case "system":
					if o.Speaker != rawPurledSystem {
						t.Errorf("%s %s/%s: system turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if strings.Contains(o.Text, "\"") {
						cards++
					}
				default:
					t.Errorf("%s %s/%s: role %s", name, s.ID, o.ID, o.Role)
				}
			}
		}
		t.Logf("%s: forms %v conventions %v cards %d pasted %d drills %d role-plays %d summaries %d golds with others' values %d of %d",
			name, forms, conventions, cards, pasted, drills, roleplays, summaries, goldsWithOthers, golds)
		if name == "raw-purled" {
			for _, f := range rawPurledFormNames {
				if forms[f] < 5 {
					t.Errorf("%s: %d statements in the %s form (%v)", name, forms[f], f, forms)
				}
			}
			for _, c := range []string{"learner", "student", "user", "name"} {
				if conventions[c] < 10 {
					t.Errorf("%s: %d conversations with the %s convention (%v)", name, conventions[c], c, conventions)
				}
			}
			if cards < 10 || pasted < 100 || drills < 100 || roleplays < 50 || summaries < 100 || goldsWithOthers < 5 {
				t.Errorf("%s: cards %d pasted %d drills %d role-plays %d summaries %d golds with others' values %d of %d",
					name, cards, pasted, drills, roleplays, summaries, goldsWithOthers, golds)
			}
		}
	}
}

// rawPurledFormOf is the form of a statement's message, by its words.
func rawPurledFormOf(text string) string {
	lt := strings.ToLower(text)
	has := func(ls []string) bool {
		for _, l := range ls {
			if strings.Contains(lt, strings.ToLower(l)) {
				return true
			}
		}
		return false
	}
	switch {
	case has(rawPurledAnswerLeads):
		return "answer"
	case has(rawPurledFixLeads):
		return "fix"
	case has(rawPurledSelfLeads):
		return "selfcorr"
	case has(rawPurledHappenedLeads):
		return "happened"
	case has(rawPurledPassingBefore):
		return "passing"
	case has(rawPurledRewriteLeads):
		return "rewrite"
	case has(rawPurledOpeners):
		return "writing"
	}
	return "?"
}

// TestRawPurledLists: every attribute states a change in every form, a
// first statement in every form but "happened" and a revert in at least
// five; and no distractor line of the learner's, filled with a value,
// reads as a statement under the oracle.
func TestRawPurledLists(t *testing.T) {
	ph := PhrasingPurled
	for pred, f := range rawPurledByAttr {
		for kind, sts := range map[string][]rawPurledStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			got := map[string]bool{}
			for _, st := range sts {
				got[st.form] = true
				if (st.form == "answer" || st.form == "fix") != (st.ask != "") {
					t.Errorf("%s.%s: %q: ask %q for the %s form", pred, kind, st.core, st.ask, st.form)
				}
			}
			want := len(rawPurledFormNames)
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
		res := rawStatementREs(rawAttrs[pred], ph)
		v := rawAttrs[pred].valuesIn(ph)[0]
		var lines []string
		for _, l := range [][]string{f.plan, f.goal, f.past, f.joke, f.pasted, rawAttrs[pred].other[ph], rawAttrs[pred].chatter[ph], rawPurledFirstTries[pred]} {
			lines = append(lines, l...)
		}
		for _, m := range f.misread {
			lines = append(lines, m.said, m.deny)
		}
		for _, x := range f.stale {
			lines = append(lines, x.reject)
		}
		for _, d := range slices.Concat(f.drill, f.roleplay) {
			lines = append(lines, d.learner)
		}
		for _, l := range lines {
			text := rawOwnText(ph, capitalize(strings.ReplaceAll(fillOne(l, map[string]string{"v": v}), "$WHO", "my sister")))
			for _, re := range res {
				if re.MatchString(text) {
					t.Errorf("%s: distractor %q reads as a statement", pred, l)
				}
			}
		}
	}
}
