package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rawSpunFormREs are the spun set's statement templates of one attribute
// by form (formREs).
func rawSpunFormREs(attr string) map[string][]*regexp.Regexp {
	f := rawSpunByAttr[attr]
	return formREs(PhrasingSpun, f.state, f.change, f.revert)
}

// rawSpunVoiceRE matches the marker of a voice-note transcription.
var rawSpunVoiceRE = regexp.MustCompile(`^(\[voice memo, \d+s\]|🎙 transcribed \(\d+ sec\):|\(dictated, \d+s\)|\[audio message \d+s, auto-transcript\]) `)

// TestRawSpunPasted: in the spun datasets every user turn the oracle of
// TestRawGoldIsStatement reads as a statement is a question's gold, and
// no other user turn names the value that holds when it is said; pasted
// material (turns with line breaks), voice notes and short chat (up to
// fifteen words) each make up between a sixth and under a half of the
// person's turns; every form (email, paper, draft, voice, chat, fix) is
// gold somewhere, and a fix follows an assistant turn naming another
// value of the attribute; the weeks between name other values of the
// asked attribute at least three times a conversation on average, pasted
// material about other people appears in at least every other
// conversation, and the assistant names a value that does not hold.
func TestRawSpunPasted(t *testing.T) {
	ph := PhrasingSpun
	for name, scs := range map[string][]Scenario{"raw-spun": RawSpun(), "raw-long-spun": RawLong(ph)} {
		var pasted, voice, short, userTurns, turns, distractors, othersPasted, wrongAssistant int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			pred := s.Questions[0].Predicate
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := rawSpunFormREs(pred)
			var pasteREs []*regexp.Regexp
			for _, p := range rawSpunByAttr[pred].pastes {
				q := regexp.QuoteMeta(p.text)
				pasteREs = append(pasteREs, regexp.MustCompile(`(?s)`+strings.ReplaceAll(q, `\{v\}`, `.+?`)+`$`))
			}
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			k := -1 // the latest statement so far
			for j := range s.Observations {
				o := &s.Observations[j]
				if o.Role != "user" {
					if m := own.FindString(o.Text); m != "" && k >= 0 && !strings.EqualFold(m, stmts[k].value) {
						wrongAssistant++
					}
					continue
				}
				userTurns++
				switch {
				case rawSpunVoiceRE.MatchString(o.Text):
					voice++
				case strings.Contains(o.Text, "\n"):
					pasted++
				case len(strings.Fields(o.Text)) <= 15:
					short++
				}
				if slices.ContainsFunc(pasteREs, func(re *regexp.Regexp) bool { return re.MatchString(o.Text) }) {
					othersPasted++
				}
				if isStmt[o.ID] {
					k++
					for form, res := range formREs {
						if !slices.ContainsFunc(res, func(re *regexp.Regexp) bool { return re.MatchString(o.Text) }) {
							continue
						}
						forms[form]++
						if form == "fix" {
							prev := s.Observations[max(j-1, 0)]
							if m := own.FindString(prev.Text); prev.Role != "assistant" || m == "" || strings.EqualFold(m, stmts[k].value) {
								t.Errorf("%s %s/%s: a correction after %q", name, s.ID, o.ID, prev.Text)
							}
						}
					}
					continue
				}
				for _, m := range own.FindAllString(o.Text, -1) {
					distractors++
					if k >= 0 && strings.EqualFold(m, stmts[k].value) {
						t.Errorf("%s %s/%s: %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, m)
					}
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each; of %d user turns %d pasted, %d voice notes, %d short; statements by form %v; %d other values of the asked attribute named by the person in the weeks between (%.1f a conversation), %d pastes about other people, %d assistant turns naming a value that does not hold",
			name, len(scs), float64(turns)/float64(len(scs)), userTurns, pasted, voice, short, forms, distractors, float64(distractors)/float64(len(scs)), othersPasted, wrongAssistant)
		for kind, n := range map[string]int{"pasted": pasted, "voice": voice, "short": short} {
			if r := float64(n) / float64(userTurns); r < 1.0/6 || r >= 0.5 {
				t.Errorf("%s: %d of %d user turns are %s", name, n, userTurns, kind)
			}
		}
		for _, form := range []string{"email", "paper", "draft", "voice", "chat", "fix"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if distractors < 3*len(scs) || othersPasted*2 < len(scs) || wrongAssistant == 0 {
			t.Errorf("%s: %d distractors, %d pastes about others, %d wrong assistant turns in %d conversations", name, distractors, othersPasted, wrongAssistant, len(scs))
		}
	}
}

// TestRawSpunLists: the spun set's values, users and the other people in
// its lists are in no earlier set; its statements neither start nor end
// with a placeholder (a statement is read as one stretch of a turn); its
// own lists hold the placeholders they should ({v} in pastes, past, plan,
// query, queryReply, the fix summaries and misrecap, {cur} in recap,
// {name} or none in the wrappers, none elsewhere), name no value or user
// of the set but through a placeholder, and none of them equals, contains
// or is contained in a statement template of any set.
func TestRawSpunLists(t *testing.T) {
	ph := PhrasingSpun
	mine := ownNames(t, ph, []string{"Hamza", "Shona", "Rustam", "Thandiwe", "Wojtek", "Mererid", "Pip"})
	own := newTemplateCheck(mine)
	lists := map[string][]string{"voiceNotes": rawSpunVoiceNotes, "nudges": rawSpunNudges, "denials": rawSpunDenials,
		"sorry": rawSpunSorry, "longReplies": rawSpunLongReplies, "signoffs": rawSpunSignoffs}
	for _, c := range rawSpunChores {
		lists["chores"] = append(lists["chores"], c.ask, c.answer)
	}
	for _, d := range rawSpunDrafts {
		lists["drafts"] = append(lists["drafts"], d.intro, d.greeting, d.signoff)
	}
	for _, c := range rawSpunCorrespondents {
		lists["correspondents"] = append(lists["correspondents"], c.name, c.addr, c.subject, c.quote)
	}
	for attr, f := range rawSpunByAttr {
		for _, st := range slices.Concat(f.state, f.change, f.revert) {
			if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
				t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
			}
			if !slices.Contains([]string{"email", "paper", "draft", "voice", "chat", "fix"}, st.form) {
				t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
			}
			if st.intro != "" {
				lists[attr+".intro"] = append(lists[attr+".intro"], st.intro)
			}
		}
		if len(f.query) != len(f.queryReply) {
			t.Errorf("%s: %d queries, %d replies", attr, len(f.query), len(f.queryReply))
		}
		lists[attr+".past"], lists[attr+".plan"] = f.past, f.plan
		lists[attr+".query"], lists[attr+".queryReply"] = f.query, f.queryReply
		lists[attr+".recap"], lists[attr+".misrecap"] = f.recap, f.misrecap
		for _, p := range f.pastes {
			lists[attr+".pasteIntro"] = append(lists[attr+".pasteIntro"], p.intro)
			lists[attr+".paste"] = append(lists[attr+".paste"], p.text, p.recap, p.misread)
		}
		for _, x := range f.fixes {
			lists[attr+".fixReq"] = append(lists[attr+".fixReq"], x.req)
			lists[attr+".summary"] = append(lists[attr+".summary"], x.summary)
		}
	}
	for list, tpls := range lists {
		if len(tpls) < 2 {
			t.Errorf("%s: %d templates", list, len(tpls))
		}
		var want []string
		switch list[strings.LastIndexByte(list, '.')+1:] {
		case "past", "plan", "query", "queryReply", "paste", "summary", "misrecap":
			want = []string{"{v}"}
		case "recap":
			want = []string{"{cur}"}
		}
		for _, u := range tpls {
			got := rawPlaceholderRE.FindAllString(u, -1)
			if strings.HasSuffix(list, ".intro") {
				got = slices.DeleteFunc(got, func(p string) bool { return p == "{name}" })
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %q holds %v, want %v", list, u, got, want)
			}
			own.check(t, list, u)
		}
	}
}
