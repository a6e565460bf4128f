package scenarios

import (
	"regexp"
	"strings"
	"testing"
)

// rawPipedYearRE is a year of the subject's past as they say it ("1968",
// "'68").
var rawPipedYearRE = regexp.MustCompile(`\b19[5-9]\d\b|'\d\d\b`)

// TestRawPipedRead: the oracle reads a subject's spoken turn as the words
// they say in their own voice, as rawSpoken writes them, inside a long
// memory and after fillers; what they read aloud from a letter or diary,
// the interviewer's draft quoting the same words and another speaker's
// turn are no statement of the subject's.
func TestRawPipedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingPiped] = []string{"since leaving {old} I've been living in {new}, in a flat over a chemist's"}
	res := rawStatementREs(&a, PhrasingPiped)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingPiped, o, "user:m.b.") {
			return false
		}
		read := rawOwnText(PhrasingPiped, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Paimpol") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"Um, we had no bathroom, you understand. Where was I. Oh yes, [pause] so nowadays the - no, let me say it properly: since leaving Morlaix I've been living in Paimpol, in a flat over a chemist's. [laughs]",
		"since leaving morlaix ive been living in paimpol in a flat over a chemists",
	} {
		if !reads(&Observation{Speaker: "M.B.", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Paimpol", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "M.B.", Role: "user", Text: "Listen to this, my own diary, 1971: [reading aloud] \"Since leaving Morlaix I've been living in Paimpol, in a flat over a chemist's.\" [stops reading] Imagine. That was a whole life ago."},
		{Speaker: "M.B.", Role: "user", Text: "This is my mother's, from the shoebox: [reading aloud] \"Since leaving Morlaix I've been living in Paimpol, in a flat over a chemist's"},
		{Speaker: "P.L.", Role: "user", Text: "Chapter 3 draft: 'Since leaving Morlaix I've been living in Paimpol, in a flat over a chemist's.'"},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "Since leaving Morlaix I've been living in Paimpol, in a flat over a chemist's."},
		{Speaker: rawPipedSystem, Role: "system", Text: "Since leaving Morlaix I've been living in Paimpol, in a flat over a chemist's."},
	} {
		if reads(&o) {
			t.Errorf("%s's turn %q reads as M.B.'s statement", o.Speaker, o.Text)
		}
	}
}

// TestRawPipedSessions: in the piped datasets every turn is the
// subject's (role user, the conversation's label: "Speaker 1", a full
// name, initials or "Interviewee"), the interviewer's (role user under
// another label, or the app, role assistant) or the transcript's (role
// system); every statement the oracle reads is a question's gold and
// comes in each of the set's forms; no other turn of the subject's names,
// outside what they read aloud, the value that holds when it is said; the
// questions name the subject by first name; and the register's
// distractors are there: letters and diaries read aloud, memories with
// years, drafts and summaries, fact lists, both kinds of interviewer, and
// statements in a turn that also names values of decades ago.
func TestRawPipedSessions(t *testing.T) {
	ph := PhrasingPiped
	for name, scs := range map[string][]Scenario{"raw-piped": RawPiped(), "raw-long-piped": RawLong(ph)} {
		forms := map[string]int{}
		conventions := map[string]int{}
		var readings, years, drafts, factLists, apps, people, golds, goldsWithOthers, turns int
		for i := range scs {
			s := &scs[i]
			turns += len(s.Observations)
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			me := strings.TrimPrefix(subject, "user:")
			var p *rawPipedPerson
			for k := range rawPipedPeople {
				pp := &rawPipedPeople[k]
				for _, q := range s.Questions {
					if strings.Contains(q.Text, pp.name) {
						p = pp
					}
				}
			}
			switch {
			case me == "speaker 1" || me == "interviewee":
				conventions[me]++
			case p != nil && me == strings.ToLower(p.initials):
				conventions["initials"]++
			case p != nil && me == strings.ToLower(p.name+" "+p.surname):
				conventions["full name"]++
			default:
				t.Errorf("%s %s: subject %s is no subject's label", name, s.ID, subject)
			}
			for _, q := range s.Questions {
				if q.Subject != subject {
					t.Errorf("%s %s/%s: subject %s, want %s", name, s.ID, q.ID, q.Subject, subject)
				}
				if p == nil || !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name the subject", name, s.ID, q.ID, q.Text)
				}
			}
			gold, _, isStmt := statementsAreGold(t, name, ph, s)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			cur := ""
			stmtVal := map[string]string{}
			for _, st := range rawStatements(t, ph, s) {
				stmtVal[st.obs.ID] = st.value
			}
			interviewer := ""
			for j := range s.Observations {
				o := &s.Observations[j]
				switch {
				case o.Role == "user" && strings.ToLower(o.Speaker) == me:
					if strings.Contains(o.Text, "[reading aloud]") {
						readings++
					}
					if v, ok := stmtVal[o.ID]; ok {
						cur = v
						golds++
						own := rawPipedOwn(o.Text)
						if len(values.FindAllString(own, -1)) > strings.Count(strings.ToLower(own), strings.ToLower(v))+1 {
							goldsWithOthers++
						}
						forms[rawPipedFormOf(o.Text)]++
						continue
					}
					if isStmt[o.ID] || gold[o.ID] {
						continue
					}
					own := rawPipedOwn(o.Text)
					if rawPipedYearRE.MatchString(own) {
						years++
					}
					if cur != "" {
						for _, w := range values.FindAllString(own, -1) {
							if strings.EqualFold(w, cur) {
								t.Errorf("%s %s/%s: %q names the value that holds (%s) but is no statement", name, s.ID, o.ID, o.Text, cur)
							}
						}
					}
				case o.Role == "user" || o.Role == "assistant":
					if interviewer == "" {
						interviewer = o.Speaker
						if o.Role == "assistant" {
							apps++
							if o.Speaker != AssistantSpeaker {
								t.Errorf("%s %s/%s: the app's turn under %s", name, s.ID, o.ID, o.Speaker)
							}
						} else {
							people++
						}
					}
					if o.Speaker != interviewer {
						t.Errorf("%s %s/%s: a third speaker %s (interviewer %s)", name, s.ID, o.ID, o.Speaker, interviewer)
					}
					switch {
					case strings.HasPrefix(o.Text, "Chapter ") || strings.HasPrefix(o.Text, "Summary of last session") ||
						strings.HasPrefix(o.Text, "For the epilogue") || strings.HasPrefix(o.Text, "Draft caption"):
						drafts++
					case strings.Contains(o.Text, " Two, "):
						factLists++
					}
				case o.Role == "system":
					if o.Speaker != rawPipedSystem {
						t.Errorf("%s %s/%s: system turn of %s", name, s.ID, o.ID, o.Speaker)
					}
				default:
					t.Errorf("%s %s/%s: role %s", name, s.ID, o.ID, o.Role)
				}
			}
		}
		t.Logf("%s: %d conversations, %d turns, forms %v conventions %v readings %d memories with years %d drafts %d fact lists %d interviewers: app %d person %d; golds %d, with others' values %d",
			name, len(scs), turns, forms, conventions, readings, years, drafts, factLists, apps, people, golds, goldsWithOthers)
		if name == "raw-piped" {
			for _, f := range rawPipedFormNames {
				if forms[f] < 5 {
					t.Errorf("%s: %d statements in the %s form (%v)", name, forms[f], f, forms)
				}
			}
			for _, c := range []string{"speaker 1", "interviewee", "initials", "full name"} {
				if conventions[c] < 10 {
					t.Errorf("%s: %d conversations with the %s convention (%v)", name, conventions[c], c, conventions)
				}
			}
			if readings < 100 || years < 100 || drafts < 100 || factLists < 10 || apps < 20 || people < 40 || goldsWithOthers < 5 {
				t.Errorf("%s: readings %d memories with years %d drafts %d fact lists %d interviewers: app %d person %d golds with others' values %d",
					name, readings, years, drafts, factLists, apps, people, goldsWithOthers)
			}
		}
	}
}

// rawPipedFormOf is the form of a statement's turn, by its words.
func rawPipedFormOf(text string) string {
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
	case has(rawPipedFactReplies):
		return "factcheck"
	case has(rawPipedFixLeads):
		return "fix"
	case has(rawPipedRestarts):
		return "restart"
	case has(rawPipedHappenedLeads):
		return "happened"
	case has(rawPipedUpdateLeads):
		return "update"
	case has(rawPipedAnswerLeads):
		return "answer"
	case has(rawPipedAsideLeads):
		return "aside"
	}
	return "?"
}

// TestRawPipedLists: every attribute states a change in every form, a
// first statement in every form but "happened" and a revert in at least
// five; the forms that need the interviewer's line have one; and no
// distractor line of the subject's, filled with a value, reads as a
// statement under the oracle, nor does any memory naming no value.
func TestRawPipedLists(t *testing.T) {
	ph := PhrasingPiped
	for pred, f := range rawPipedByAttr {
		for kind, sts := range map[string][]rawPipedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			got := map[string]bool{}
			for _, st := range sts {
				got[st.form] = true
				if (st.form == "answer" || st.form == "fix" || st.form == "factcheck") != (st.ask != "") {
					t.Errorf("%s.%s: %q: ask %q for the %s form", pred, kind, st.core, st.ask, st.form)
				}
			}
			want := len(rawPipedFormNames)
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
		for _, l := range [][]string{f.memory, f.then, f.visit, f.plan, f.goal, f.past, f.joke, rawAttrs[pred].other[ph], rawAttrs[pred].chatter[ph],
			rawPipedMemories, rawPipedSmallTalk, rawPipedDraftAsides, rawPipedTitleReplies} {
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
