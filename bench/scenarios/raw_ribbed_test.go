package scenarios

import (
	"regexp"
	"strings"
	"testing"
)

// TestRawRibbedRead: the oracle reads a journal entry as the part its
// owner wrote, as rawSpoken writes it, under the app's header with tags,
// a mood line, a location stamp and a weather line, in lower case and as
// a checklist item; a pasted snippet in the owner's entry, the
// companion's summary, an "On this day" memory and another speaker's
// turn naming the same words are no statement of the owner's.
func TestRawRibbedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingRibbed] = []string{"the move is done, I left {old} behind and I'm sleeping in my own room in {new} now"}
	res := rawStatementREs(&a, PhrasingRibbed)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingRibbed, o, "user:kuni.diary") {
			return false
		}
		read := rawOwnText(PhrasingRibbed, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Lamego") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"Tue 14 Jan 2025, 22:41 — Evening pages\n#home #work\nmood: 6/10, tired\n📍 Lamego\n☁️ 11°C, drizzle\n\nLong day.\n\nThe move is done, I left Tomar behind and I'm sleeping in my own room in Lamego now. More tomorrow.",
		"Tue 14 Jan 2025, 22:41 — To do\n\n- [x] buy lightbulbs\n- [ ] the move is done, i left tomar behind and i'm sleeping in my own room in lamego now\n- [ ] book the dentist",
	} {
		if !reads(&Observation{Speaker: "kuni.diary", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Lamego", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "kuni.diary", Role: "user", Text: "Tue 14 Jan 2025, 22:41 — Evening pages\n\nMy cousin's group message, pasted for posterity:\n> The move is done, I left Tomar behind and I'm sleeping in my own room in Lamego now\nSo happy for them."},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "Weekly recap ✨ The move is done, I left Tomar behind and I'm sleeping in my own room in Lamego now."},
		{Speaker: rawRibbedSystem, Role: "system", Text: "On this day, a few months ago: \"The move is done, I left Tomar behind and I'm sleeping in my own room in Lamego now\""},
		{Speaker: "me", Role: "user", Text: "Tue 14 Jan 2025, 22:41 — Evening pages\n\nThe move is done, I left Tomar behind and I'm sleeping in my own room in Lamego now."},
	} {
		if reads(&o) {
			t.Errorf("%s's turn %q reads as kuni.diary's statement", o.Speaker, o.Text)
		}
	}
}

// rawRibbedHeaderRE is the app's entry header: weekday, day, month, year
// and time, an em dash and a title, then the furniture lines and a blank
// line over the body.
var rawRibbedHeaderRE = regexp.MustCompile(`^(?P<at>\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d) — [^\n]+(?:\n[^\n]+)*\n\n`)

// TestRawRibbedJournal: in the ribbed datasets every turn is an entry of
// the owner's under the app's header dated at its time (role user, the
// conversation's one speaker: the owner's display name, handle or "me"),
// (or, written late, dated back to the day before), the companion's
// (role assistant) or the app's notice (role system);
// every statement the oracle reads is a question's gold and comes in
// each of the set's forms; no other entry of the owner's names, outside
// pasted lines, the value that holds when it is written; the questions
// name the owner by first name, some with the handle; and the register's
// distractors are there: wrong or stale summaries, "On this day"
// memories, pasted snippets, dreams, trips under a stamp.
func TestRawRibbedJournal(t *testing.T) {
	ph := PhrasingRibbed
	for name, scs := range map[string][]Scenario{"raw-ribbed": RawRibbed(), "raw-long-ribbed": RawLong(ph)} {
		forms := map[string]int{}
		conventions := map[string]int{}
		var handles, memories, pasted, dreams, stamps, summaries, golds, goldsWithOthers int
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			var p *rawRibbedPerson
			for k := range rawRibbedPeople {
				pp := &rawRibbedPeople[k]
				for _, sp := range []string{pp.name, pp.handle} {
					if subject == "user:"+strings.ToLower(sp) {
						p = pp
					}
				}
			}
			me := strings.TrimPrefix(subject, "user:")
			switch {
			case me == "me":
				conventions["me"]++
			case p != nil && me == strings.ToLower(p.handle):
				conventions["handle"]++
			case p != nil:
				conventions["name"]++
			}
			for _, q := range s.Questions {
				if q.Subject != subject {
					t.Errorf("%s %s/%s: subject %s, want %s", name, s.ID, q.ID, q.Subject, subject)
				}
				if p != nil && !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name %s", name, s.ID, q.ID, q.Text, p.name)
				}
				if p != nil && strings.Contains(q.Text, "@"+p.handle) {
					handles++
				}
			}
			gold, _, isStmt := statementsAreGold(t, name, ph, s)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			// the value that holds at each turn: the last statement's
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
						t.Errorf("%s %s/%s: user turn of %s, not the owner %s", name, s.ID, o.ID, o.Speaker, me)
					}
					m := rawRibbedHeaderRE.FindStringSubmatch(o.Text)
					late := strings.Contains(o.Text, "(writing this a day late)") && m != nil && strings.HasPrefix(m[1], o.At.AddDate(0, 0, -1).Format("Mon 2 Jan 2006"))
					if m == nil || (m[1] != o.At.Format("Mon 2 Jan 2006, 15:04") && !late) {
						t.Errorf("%s %s/%s: no header dated %s in %q", name, s.ID, o.ID, o.At, o.Text)
					}
					if strings.Contains(o.Text, "\n> ") {
						pasted++
					}
					if strings.Contains(o.Text, "\n📍 ") {
						stamps++
					}
					if strings.Contains(o.Text, "— Dream") {
						dreams++
					}
					if v, ok := stmtVal[o.ID]; ok {
						cur = v
						golds++
						body := o.Text[len(m[0]):]
						if len(values.FindAllString(rawRibbedOwn(body), -1)) > strings.Count(strings.ToLower(rawRibbedOwn(body)), strings.ToLower(v))+1 {
							goldsWithOthers++
						}
						forms[rawRibbedFormOf(o.Text)]++
						continue
					}
					if isStmt[o.ID] || gold[o.ID] {
						continue
					}
					if cur != "" {
						for _, w := range values.FindAllString(rawRibbedOwn(o.Text), -1) {
							if strings.EqualFold(w, cur) {
								t.Errorf("%s %s/%s: %q names the value that holds (%s) but is no statement", name, s.ID, o.ID, o.Text, cur)
							}
						}
					}
				case "assistant":
					if o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: assistant turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if strings.HasPrefix(o.Text, "Weekly recap") || strings.HasPrefix(o.Text, "Recap:") {
						summaries++
					}
				case "system":
					if o.Speaker != rawRibbedSystem {
						t.Errorf("%s %s/%s: system turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if strings.Contains(o.Text, "\"") {
						memories++
					}
				default:
					t.Errorf("%s %s/%s: role %s", name, s.ID, o.ID, o.Role)
				}
			}
		}
		t.Logf("%s: forms %v conventions %v handles %d memories %d pasted %d dreams %d stamps %d summaries %d golds with others' values %d of %d",
			name, forms, conventions, handles, memories, pasted, dreams, stamps, summaries, goldsWithOthers, golds)
		if name == "raw-ribbed" {
			for _, f := range rawRibbedFormNames {
				if forms[f] < 5 {
					t.Errorf("%s: %d statements in the %s form (%v)", name, forms[f], f, forms)
				}
			}
			for _, c := range []string{"me", "handle", "name"} {
				if conventions[c] < 10 {
					t.Errorf("%s: %d conversations with the %s convention (%v)", name, conventions[c], c, conventions)
				}
			}
			if handles < 10 || memories < 10 || pasted < 100 || dreams < 50 || stamps < 100 || summaries < 100 || goldsWithOthers < 5 {
				t.Errorf("%s: handles %d memories %d pasted %d dreams %d stamps %d summaries %d golds with others' values %d of %d",
					name, handles, memories, pasted, dreams, stamps, summaries, goldsWithOthers, golds)
			}
		}
	}
}

// rawRibbedFormOf is the form of a statement's entry, by its words.
func rawRibbedFormOf(text string) string {
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
	case has(rawRibbedAnswerLeads):
		return "answer"
	case has(rawRibbedFixLeads):
		return "fix"
	case has(rawRibbedSelfLeads):
		return "self"
	case has(rawRibbedHappenedLeads):
		return "happened"
	case has(rawRibbedPassingBefore):
		return "passing"
	case strings.Contains(lt, "\n- [ ] "):
		return "list"
	case has(rawRibbedOpeners):
		return "entry"
	}
	return "?"
}

// TestRawRibbedLists: every attribute states a change in every form, a
// first statement in every form but "happened" and a revert in at least
// five; and no distractor line of the owner's, filled with a value, reads
// as a statement under the oracle.
func TestRawRibbedLists(t *testing.T) {
	ph := PhrasingRibbed
	for pred, f := range rawRibbedByAttr {
		for kind, sts := range map[string][]rawRibbedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			got := map[string]bool{}
			for _, st := range sts {
				got[st.form] = true
				if (st.form == "answer" || st.form == "fix") != (st.ask != "") {
					t.Errorf("%s.%s: %q: ask %q for the %s form", pred, kind, st.core, st.ask, st.form)
				}
			}
			want := len(rawRibbedFormNames)
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
		for _, l := range [][]string{f.dream, f.trip, f.plan, f.goal, f.past, f.joke, f.pasted, rawAttrs[pred].other[ph], rawAttrs[pred].chatter[ph]} {
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
					t.Errorf("%s: distractor %q reads as a statement", pred, l)
				}
			}
		}
	}
}
