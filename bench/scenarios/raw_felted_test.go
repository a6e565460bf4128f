package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rawFeltedForm is one statement form of the felted set and its
// templates for one attribute (state, change and revert together).
func rawFeltedFormLists(attr string) map[string][]string {
	f := rawFeltedByAttr[attr]
	out := map[string][]string{}
	for _, s := range []rawFeltedStmts{f.state, f.change, f.revert} {
		out["chat"] = append(out["chat"], s.chat...)
		out["update"] = append(out["update"], s.update...)
		out["fix"] = append(out["fix"], s.fix...)
		out["answer"] = append(out["answer"], s.answer...)
		for _, tk := range s.task {
			out["task"] = append(out["task"], tk.text)
		}
	}
	return out
}

// rawFeltedTaskREs match every task request of the felted set, whatever
// attribute or value it names: the chores, the statements incidental to a
// task, the questions about another value and the requests before a
// clarifying question or a stale memory.
func rawFeltedTaskREs() []*regexp.Regexp {
	var tpls []string
	for _, c := range rawFeltedChores {
		tpls = append(tpls, c.ask)
	}
	for _, f := range rawFeltedByAttr {
		for _, s := range []rawFeltedStmts{f.state, f.change, f.revert} {
			for _, tk := range s.task {
				tpls = append(tpls, tk.text)
			}
		}
		tpls = append(tpls, f.query...)
		for _, a := range f.asks {
			tpls = append(tpls, a.req)
		}
	}
	var out []*regexp.Regexp
	for _, tpl := range tpls {
		p := regexp.QuoteMeta(capitalize(tpl))
		p = rawPlaceholderRE.ReplaceAllString(strings.NewReplacer(`\{`, `{`, `\}`, `}`).Replace(p), `.+?`)
		out = append(out, regexp.MustCompile("^"+p+"$"))
	}
	return out
}

// TestRawFeltedMix: in the felted datasets every user turn the oracle of
// TestRawGoldIsStatement reads as a statement is a question's gold, and
// no other user turn names the value that holds when it is said; the
// person's turns are about a third short chat (up to fifteen words), a
// third task requests and a third longer updates (three to eight
// sentences and more than fifteen words), each share between a fifth and
// under a half, and few turns of other lengths; every statement form (chat, task, update, fix, answer) is
// gold somewhere, a fix follows an assistant turn naming another value of
// the attribute and an answer follows the assistant's question; the weeks
// between name other values of the asked attribute at least three times a
// conversation on average, and nicknames of the value that holds appear.
func TestRawFeltedMix(t *testing.T) {
	ph := PhrasingFelted
	tasks := rawFeltedTaskREs()
	sentence := regexp.MustCompile(`[.!?](\s|$)`)
	for name, scs := range map[string][]Scenario{"raw-felted": RawFelted(), "raw-long-felted": RawLong(ph)} {
		var short, task, update, mid, userTurns, turns, distractors, nicks, golds int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			pred := s.Questions[0].Predicate
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := map[string][]*regexp.Regexp{}
			for form, tpls := range rawFeltedFormLists(pred) {
				var a rawAttr
				a.state[ph] = tpls
				formREs[form] = rawStatementREs(&a, ph)
			}
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			k := -1 // the latest statement so far
			for j := range s.Observations {
				o := &s.Observations[j]
				if o.Role != "user" {
					continue
				}
				userTurns++
				words, n := len(strings.Fields(o.Text)), len(sentence.FindAllString(o.Text, -1))
				if !strings.ContainsAny(o.Text[len(o.Text)-1:], ".!?") {
					n++
				}
				switch {
				case slices.ContainsFunc(tasks, func(re *regexp.Regexp) bool { return re.MatchString(o.Text) }):
					task++
				case words <= 15:
					short++
				case n >= 3:
					update++
					if n > 11 { // eight sentences and a topic, some with a full stop inside
						t.Errorf("%s %s/%s: an update of %d sentences: %q", name, s.ID, o.ID, n, o.Text)
					}
				default:
					mid++
				}
				if isStmt[o.ID] {
					k++
					golds++
					for form, res := range formREs {
						if slices.ContainsFunc(res, func(re *regexp.Regexp) bool { return re.MatchString(o.Text) }) {
							forms[form]++
							if form != "fix" && form != "answer" {
								continue
							}
							prev := s.Observations[max(j-1, 0)]
							switch form {
							case "fix":
								if m := own.FindString(prev.Text); prev.Role != "assistant" || m == "" || strings.EqualFold(m, stmts[k].value) {
									t.Errorf("%s %s/%s: a correction after %q", name, s.ID, o.ID, prev.Text)
								}
							case "answer":
								if prev.Role != "assistant" || !strings.HasSuffix(prev.Text, "?") {
									t.Errorf("%s %s/%s: an answer after %q", name, s.ID, o.ID, prev.Text)
								}
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
				if k >= 0 {
					if n := rawFeltedByAttr[pred].nicks[stmts[k].value]; n != "" && regexp.MustCompile(`\b`+regexp.QuoteMeta(n)+`\b`).MatchString(o.Text) {
						nicks++
					}
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each; of %d user turns %d short, %d tasks, %d longer updates, %d others; %d statements by form %v; %d other values of the asked attribute named in the weeks between (%.1f a conversation); %d nickname turns",
			name, len(scs), float64(turns)/float64(len(scs)), userTurns, short, task, update, mid, golds, forms, distractors, float64(distractors)/float64(len(scs)), nicks)
		for kind, n := range map[string]int{"short": short, "task": task, "update": update} {
			if r := float64(n) / float64(userTurns); r < 0.2 || r >= 0.5 {
				t.Errorf("%s: %d of %d user turns are %s", name, n, userTurns, kind)
			}
		}
		if mid*8 > userTurns {
			t.Errorf("%s: %d of %d user turns neither short, a task nor a longer update", name, mid, userTurns)
		}
		for _, form := range []string{"chat", "task", "update", "fix", "answer"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if distractors < 3*len(scs) || nicks == 0 {
			t.Errorf("%s: %d distractors in %d conversations, %d nickname turns", name, distractors, len(scs), nicks)
		}
	}
}

// TestRawFeltedLists: the felted set's values, users and the names in its
// lists are in no earlier set; its statements neither start nor end with a
// placeholder (a statement is read as one sentence of a turn); no
// nickname is a value of any set; its own lists hold the placeholders
// they should ({v} in past, plan, query, queryReply and the stale
// answers, {nick} in nick, none elsewhere), name no value or user of the
// set but through a placeholder, and none of them equals, contains or is
// contained in a statement template of any set.
func TestRawFeltedLists(t *testing.T) {
	ph := PhrasingFelted
	mine := ownNames(t, ph, []string{"Gosia", "Tunde", "Hollie", "Benji", "Ruthie"})
	var all []string // every set's values
	for _, a := range rawAttrs {
		for e := range Phrasing(rawSets) {
			all = append(all, a.valuesIn(e)...)
		}
	}
	own := newTemplateCheck(mine)
	lists := map[string][]string{"news": rawFeltedNews, "updateReplies": rawFeltedUpdateReplies, "acks": rawFeltedAcks}
	for _, c := range rawFeltedChores {
		lists["chores"] = append(lists["chores"], c.ask, c.answer)
	}
	for kind, as := range rawFeltedAnswers {
		lists["answers."+kind] = as
	}
	for attr, f := range rawFeltedByAttr {
		for _, tpl := range slices.Concat(f.state.all(), f.change.all(), f.revert.all()) {
			if strings.HasPrefix(tpl, "{") || strings.HasSuffix(tpl, "}") {
				t.Errorf("%s: statement %q starts or ends with a placeholder", attr, tpl)
			}
		}
		for v, n := range f.nicks {
			if !slices.Contains(f.lists.values, v) {
				t.Errorf("%s: nickname of %s, not a value of the set", attr, v)
			}
			for _, w := range all {
				if strings.EqualFold(n, w) || strings.Contains(strings.ToLower(n), strings.ToLower(w)) {
					t.Errorf("%s: nickname %s names the value %s", attr, n, w)
				}
			}
		}
		if len(f.query) != len(f.queryReply) {
			t.Errorf("%s: %d queries, %d replies", attr, len(f.query), len(f.queryReply))
		}
		lists[attr+".nick"], lists[attr+".past"], lists[attr+".plan"] = f.nick, f.past, f.plan
		lists[attr+".query"], lists[attr+".queryReply"] = f.query, f.queryReply
		for _, a := range f.asks {
			lists[attr+".req"] = append(lists[attr+".req"], a.req)
			lists[attr+".ask"] = append(lists[attr+".ask"], a.ask)
			lists[attr+".stale"] = append(lists[attr+".stale"], a.stale)
		}
	}
	for list, tpls := range lists {
		if n := len(tpls); n < 3 && !(strings.HasPrefix(list, "answers.") && n == 2) {
			t.Errorf("%s: %d templates", list, len(tpls))
		}
		var want []string
		switch list[strings.LastIndexByte(list, '.')+1:] {
		case "past", "plan", "query", "queryReply", "stale":
			want = []string{"{v}"}
		case "nick":
			want = []string{"{nick}"}
		}
		for _, u := range tpls {
			if got := rawPlaceholderRE.FindAllString(u, -1); !slices.Equal(got, want) {
				t.Errorf("%s: %q holds %v, want %v", list, u, got, want)
			}
			own.check(t, list, u)
		}
	}
}
