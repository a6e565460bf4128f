package scenarios

import (
	"strings"
	"testing"
)

// TestRawSeamedRead: the oracle reads a developer's message as their own
// prose, as rawSpoken writes it, around fenced blocks and after leads;
// the same words inside a fenced block or a quoted line, the assistant's
// turn quoting them, a system line and a fence left open are no
// statement of the developer's.
func TestRawSeamedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingSeamed] = []string{"my timezone changed, I left {old} and I'm in {new} now, so update the cron"}
	res := rawStatementREs(&a, PhrasingSeamed)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingSeamed, o, "user:dkowal") {
			return false
		}
		read := rawOwnText(PhrasingSeamed, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Koper") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"Can you make this retry?\n```sql\nINSERT INTO customers (id, city) VALUES (4412, 'Celje');\n```\nSide note for context: my timezone changed, I left Ptuj and I'm in Koper now, so update the cron. Anyway, the retry thing.",
		"my timezone changed i left ptuj and im in koper now so update the cron",
	} {
		if !reads(&Observation{Speaker: "dkowal", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Koper", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "dkowal", Role: "user", Text: "Found this in my old notes file:\n```text\nMy timezone changed, I left Ptuj and I'm in Koper now, so update the cron.\n```\nNone of that has been true for a long time."},
		{Speaker: "dkowal", Role: "user", Text: "Pasting the bug report as filed:\n> My timezone changed, I left Ptuj and I'm in Koper now, so update the cron.\nWhat's the minimal repro?"},
		{Speaker: "dkowal", Role: "user", Text: "Scratch file:\n```\nMy timezone changed, I left Ptuj and I'm in Koper now, so update the cron."},
		{Speaker: "tarrieta", Role: "user", Text: "My timezone changed, I left Ptuj and I'm in Koper now, so update the cron."},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "My timezone changed, I left Ptuj and I'm in Koper now, so update the cron."},
		{Speaker: rawSeamedSystem, Role: "system", Text: "My timezone changed, I left Ptuj and I'm in Koper now, so update the cron."},
	} {
		if reads(&o) {
			t.Errorf("%s's turn %q reads as dkowal's statement", o.Speaker, o.Text)
		}
	}
}

// TestRawSeamedSessions: in the seamed datasets every turn is the
// developer's (role user, the conversation's label: their first name,
// their handle or "user"), the assistant's or the IDE's (role system);
// every statement the oracle reads is a question's gold and comes in each
// of the set's forms; no other turn of the developer's names, in their
// own prose, the value that holds when it is said; the questions name
// the developer by first name; and the register's distractors are there:
// fenced blocks naming values of the asked attribute, quoted tickets,
// the assistant's guesses naming values, and statements in a turn that
// also names other values (in a pasted block or as the value left).
func TestRawSeamedSessions(t *testing.T) {
	ph := PhrasingSeamed
	for name, scs := range map[string][]Scenario{"raw-seamed": RawSeamed(), "raw-long-seamed": RawLong(ph)} {
		forms := map[string]int{}
		conventions := map[string]int{}
		var fencedValues, quoted, botValues, codeOnly, golds, goldsWithOthers, turns, devTurns, botTurns, sysTurns int
		for i := range scs {
			s := &scs[i]
			turns += len(s.Observations)
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			me := strings.TrimPrefix(subject, "user:")
			var p *rawSeamedPerson
			for k := range rawSeamedPeople {
				pp := &rawSeamedPeople[k]
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
				t.Errorf("%s %s: subject %s is no developer's label", name, s.ID, subject)
			}
			for _, q := range s.Questions {
				if q.Subject != subject {
					t.Errorf("%s %s/%s: subject %s, want %s", name, s.ID, q.ID, q.Subject, subject)
				}
				if p == nil || !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name the developer", name, s.ID, q.ID, q.Text)
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
					devTurns++
					own := rawSeamedOwn(o.Text)
					if strings.Contains(o.Text, "```") && len(values.FindAllString(o.Text, -1)) > len(values.FindAllString(own, -1)) {
						fencedValues++
					}
					if strings.Contains(o.Text, "\n> ") {
						quoted++
					}
					if strings.HasPrefix(o.Text, "```") {
						codeOnly++
					}
					if v, ok := stmtVal[o.ID]; ok {
						cur = v
						golds++
						if len(values.FindAllString(o.Text, -1)) > strings.Count(strings.ToLower(o.Text), strings.ToLower(v))+1 {
							goldsWithOthers++
						}
						forms[rawSeamedFormOf(o.Text)]++
						continue
					}
					if isStmt[o.ID] || gold[o.ID] {
						continue
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
				case o.Role == "system":
					sysTurns++
					if o.Speaker != rawSeamedSystem {
						t.Errorf("%s %s/%s: system turn of %s", name, s.ID, o.ID, o.Speaker)
					}
				default:
					t.Errorf("%s %s/%s: a turn of %s (%s), not the developer's (%s)", name, s.ID, o.ID, o.Speaker, o.Role, me)
				}
			}
		}
		t.Logf("%s: %d conversations, %d turns (developer %d, assistant %d, IDE %d), forms %v conventions %v; developer turns with values in fenced blocks %d, quoted tickets %d; code-only %d; assistant turns naming values %d; golds %d, with other values %d",
			name, len(scs), turns, devTurns, botTurns, sysTurns, forms, conventions, fencedValues, quoted, codeOnly, botValues, golds, goldsWithOthers)
		if name == "raw-seamed" {
			for _, f := range rawSeamedFormNames {
				if forms[f] < 5 {
					t.Errorf("%s: %d statements in the %s form (%v)", name, forms[f], f, forms)
				}
			}
			for _, c := range []string{"user", "name", "handle"} {
				if conventions[c] < 15 {
					t.Errorf("%s: %d conversations with the %s convention (%v)", name, conventions[c], c, conventions)
				}
			}
			if fencedValues < 300 || quoted < 50 || botValues < 300 || codeOnly < 100 || goldsWithOthers < 40 {
				t.Errorf("%s: values in fenced blocks %d quoted tickets %d assistant turns naming values %d code-only turns %d golds with other values %d",
					name, fencedValues, quoted, botValues, codeOnly, goldsWithOthers)
			}
		}
	}
}

// rawSeamedFormOf is the form of a statement's turn, by its words.
func rawSeamedFormOf(text string) string {
	has := func(ls []string) bool {
		for _, l := range ls {
			if strings.Contains(text, l) {
				return true
			}
		}
		return false
	}
	switch {
	case has(rawSeamedPasteAfters):
		return "paste"
	case has(rawSeamedFixLeads):
		return "fix"
	case has(rawSeamedResends):
		return "resend"
	case has(rawSeamedHappenedLeads):
		return "happened"
	case has(rawSeamedUpdateLeads):
		return "update"
	case has(rawSeamedAnswerLeads):
		return "answer"
	case has(rawSeamedAsideLeads):
		return "aside"
	}
	return "?"
}

// TestRawSeamedLists: every attribute states a change in every form, a
// first statement in every form but "happened" and a revert in at least
// five; the forms that need the assistant's line have one; and no
// distractor line of the developer's prose, filled with a value, reads
// as a statement under the oracle.
func TestRawSeamedLists(t *testing.T) {
	ph := PhrasingSeamed
	for pred, f := range rawSeamedByAttr {
		for kind, sts := range map[string][]rawSeamedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			got := map[string]bool{}
			for _, st := range sts {
				got[st.form] = true
				if (st.form == "answer" || st.form == "fix") != (st.ask != "") {
					t.Errorf("%s.%s: %q: ask %q for the %s form", pred, kind, st.core, st.ask, st.form)
				}
			}
			want := len(rawSeamedFormNames)
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
		for _, l := range [][]string{f.plan, f.goal, f.past, f.joke, rawAttrs[pred].other[ph], rawAttrs[pred].chatter[ph],
			rawSeamedSmallTalk, rawSeamedGuessReplies, rawSeamedRequests, rawSeamedHalfSent, rawSeamedFollowUps, rawSeamedSignOffs} {
			lines = append(lines, l...)
		}
		for _, m := range f.misread {
			lines = append(lines, m.said, m.deny)
		}
		for _, x := range f.stale {
			lines = append(lines, x.reject)
		}
		for _, l := range lines {
			text := rawOwnText(ph, capitalize(strings.ReplaceAll(fillOne(l, map[string]string{"v": v}), "$WHO", "my teammate")))
			for _, re := range res {
				if re.MatchString(text) {
					t.Errorf("%s: distractor %q reads as a statement", pred, l)
				}
			}
		}
	}
}
