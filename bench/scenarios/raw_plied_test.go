package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rawPliedFormREs are the plied set's statement templates of one attribute
// by form (formREs).
func rawPliedFormREs(attr string) map[string][]*regexp.Regexp {
	f := rawPliedByAttr[attr]
	return formREs(PhrasingPlied, f.state, f.change, f.revert)
}

// TestRawPliedThreads: in the plied datasets every user turn the oracle of
// TestRawGoldIsStatement reads as a statement is a question's gold, and no
// other user turn names the value that holds when it is said; at least a
// quarter of the person's turns are sent in a run of two or more without
// the assistant between; every form (burst, reply, memo, aside) is gold
// somewhere: a burst statement sits next to another of the person's
// turns, a reply follows the person's break (and perhaps the assistant's
// "take your time") after the assistant's question, two or three turns
// after it, a memo follows the assistant's read-back naming another value
// of the attribute, and an aside stands alone; the weeks between name
// other values of the asked attribute at least three times a conversation
// on average, some of them inside a burst, and the assistant names a
// value that does not hold.
func TestRawPliedThreads(t *testing.T) {
	ph := PhrasingPlied
	for name, scs := range map[string][]Scenario{"raw-plied": RawPlied(), "raw-long-plied": RawLong(ph)} {
		var inRun, userTurns, turns, distractors, inBurst, wrongAssistant int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			pred := s.Questions[0].Predicate
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := rawPliedFormREs(pred)
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			obs := s.Observations
			isUser := func(j int) bool { return j >= 0 && j < len(obs) && obs[j].Role == "user" }
			k := -1 // the latest statement so far
			for j := range obs {
				o := &obs[j]
				if o.Role != "user" {
					if m := own.FindString(o.Text); m != "" && k >= 0 && !strings.EqualFold(m, stmts[k].value) {
						wrongAssistant++
					}
					continue
				}
				userTurns++
				run := isUser(j-1) || isUser(j+1)
				if run {
					inRun++
				}
				if isStmt[o.ID] {
					k++
					for form, res := range formREs {
						if !slices.ContainsFunc(res, func(re *regexp.Regexp) bool { return re.MatchString(o.Text) }) {
							continue
						}
						forms[form]++
						ok := true
						switch form {
						case "burst":
							ok = run
						case "reply":
							q := j - 2
							if !isUser(j - 1) {
								q = j - 3
							}
							ok = isUser(j-1) || (isUser(j-2) && obs[j-1].Role == "assistant")
							ok = ok && q >= 0 && obs[q].Role == "assistant" && strings.HasSuffix(obs[q].Text, "?") && !own.MatchString(obs[j-1].Text)
						case "memo":
							m := own.FindString(obs[max(j-1, 0)].Text)
							ok = j > 0 && obs[j-1].Role == "assistant" && m != "" && !strings.EqualFold(m, stmts[k].value)
						case "aside":
							ok = !run
						}
						if !ok {
							t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
						}
					}
					continue
				}
				for _, m := range own.FindAllString(o.Text, -1) {
					distractors++
					if run {
						inBurst++
					}
					if k >= 0 && strings.EqualFold(m, stmts[k].value) {
						t.Errorf("%s %s/%s: %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, m)
					}
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each; of %d user turns %d sent in a run; statements by form %v; %d other values of the asked attribute named by the person in the weeks between (%.1f a conversation), %d of them in a run; %d assistant turns naming a value that does not hold",
			name, len(scs), float64(turns)/float64(len(scs)), userTurns, inRun, forms, distractors, float64(distractors)/float64(len(scs)), inBurst, wrongAssistant)
		if inRun*4 < userTurns {
			t.Errorf("%s: %d of %d user turns sent in a run", name, inRun, userTurns)
		}
		for _, form := range []string{"burst", "reply", "memo", "aside"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if distractors < 3*len(scs) || inBurst == 0 || wrongAssistant == 0 {
			t.Errorf("%s: %d distractors (%d in a run), %d wrong assistant turns in %d conversations", name, distractors, inBurst, wrongAssistant, len(scs))
		}
	}
}

// TestRawPliedLists: the plied set's values, users and the other people
// in its lists are in no earlier set; its statements neither start nor
// end with a placeholder and are of a known form, each attribute's
// state, change and revert lists holding every form; its own lists hold
// the placeholders they should ({v} in notes, past and plan, none
// elsewhere), name no value or user of the set but through a
// placeholder, and none of them equals, contains or is contained in a
// statement template of any set.
func TestRawPliedLists(t *testing.T) {
	ph := PhrasingPlied
	mine := ownNames(t, ph, []string{"Marit", "Tariq", "Deshawn", "Nell"})
	own := newTemplateCheck(mine)
	lists := map[string][]string{"openers": rawPliedOpeners, "closers": rawPliedClosers, "breaks": rawPliedBreaks,
		"waits": rawPliedWaits, "thanks": rawPliedThanks, "updated": rawPliedUpdated, "confirms": rawPliedConfirms,
		"rejects": rawPliedRejects, "burstReplies": rawPliedBurstReplies}
	for attr, f := range rawPliedByAttr {
		for kind, s := range map[string]rawPliedStmts{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				if !slices.Contains([]string{"burst", "reply", "memo", "aside"}, st.form) {
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
				seen[st.form] = true
			}
			if len(seen) != 4 {
				t.Errorf("%s.%s: forms %v", attr, kind, seen)
			}
		}
		lists[attr+".reqs"], lists[attr+".asks"], lists[attr+".notes"] = f.reqs, f.asks, f.notes
		lists[attr+".past"], lists[attr+".plan"] = f.past, f.plan
	}
	for list, tpls := range lists {
		if len(tpls) < 3 {
			t.Errorf("%s: %d templates", list, len(tpls))
		}
		var want []string
		switch list[strings.LastIndexByte(list, '.')+1:] {
		case "notes", "past", "plan":
			want = []string{"{v}"}
		}
		for _, u := range tpls {
			if got := rawPlaceholderRE.FindAllString(u, -1); !slices.Equal(got, want) {
				t.Errorf("%s: %q holds %v, want %v", list, u, got, want)
			}
			own.check(t, list, u)
		}
	}
	for attr, f := range rawPliedByAttr {
		for _, a := range f.asks {
			if !strings.HasSuffix(a, "?") {
				t.Errorf("%s: clarifying question %q does not end in a question mark", attr, a)
			}
		}
	}
}
