package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rawTwinedFormREs are the twined set's statement templates of one
// attribute by form (formREs).
func rawTwinedFormREs(attr string) map[string][]*regexp.Regexp {
	f := rawTwinedByAttr[attr]
	return formREs(PhrasingTwined, f.state, f.change, f.revert)
}

// rawTwinedStillREs read a question that names a stale or wrong value
// (the still and stillWhen templates of attr), the value in group 1.
func rawTwinedStillREs(attr string) (current, historical []*regexp.Regexp) {
	f := rawTwinedByAttr[attr]
	return rawStillREs(attr, PhrasingTwined, f.still, f.stillWhen)
}

// TestRawTwinedTranscript: in the twined datasets every conversation
// holds turns of all four roles (user, assistant, system, tool); every
// turn the oracle of TestRawGoldIsStatement reads as a statement (a turn
// of the person or a record of their own, a tool turn naming them) is a
// question's gold; no other turn of the person and no other record of
// theirs names the value that holds when it is said, nor does a tool turn
// that is not theirs (other people's records and search results name only
// other values); only memory notes and assistant lines may. Every form is
// gold somewhere and in its place: a request is followed by the
// assistant's tool call and the tool's output, an answer follows the
// assistant's question after the person's request, a fix follows the
// assistant acting on another value (for a change, the earlier value,
// which a memory note of the same session also names), an update is one
// sentence of a longer turn, and a record is a tool turn naming the
// person right after the assistant announces the call. Tool turns that
// are not the person's own name other values of the asked attribute at
// least twice a conversation on average; stale memory notes (naming a
// value that no longer holds) appear in at least every other
// conversation; the assistant names a value that does not hold; and
// current and historical questions both come as "still" questions that
// name a value other than the expected one, left out of the candidates,
// at least a tenth of the questions in all.
func TestRawTwinedTranscript(t *testing.T) {
	ph := PhrasingTwined
	for name, scs := range map[string][]Scenario{"raw-twined": RawTwined(), "raw-long-twined": RawLong(ph)} {
		var turns, toolOthers, ownRecords, staleNotes, wrongAssistant, personOthers, stillCur, stillHist, questions int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := rawTwinedFormREs(pred)
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			person := wordsRE([]string{strings.TrimPrefix(subject, "user:")})
			obs := s.Observations
			roles := map[string]bool{}
			k, header := -1, 0 // the latest statement so far, the latest session header
			for j := range obs {
				o := &obs[j]
				roles[o.Role] = true
				if o.Role == "system" && person.MatchString(o.Text) {
					header = j
				}
				if isStmt[o.ID] {
					k++
					for form, res := range formREs {
						var m []string
						var re *regexp.Regexp
						for _, re = range res {
							if m = re.FindStringSubmatch(o.Text); m != nil {
								break
							}
						}
						if m == nil {
							continue
						}
						forms[form]++
						role := func(d int) string {
							if j+d < 0 || j+d >= len(obs) {
								return ""
							}
							return obs[j+d].Role
						}
						ok := false
						switch form {
						case "request":
							ok = o.Role == "user" && role(1) == "assistant" && role(2) == "tool"
						case "answer":
							ok = o.Role == "user" && role(-1) == "assistant" && strings.HasSuffix(obs[j-1].Text, "?") && role(-2) == "user"
						case "fix":
							v := own.FindString(obs[max(j-1, 0)].Text)
							ok = o.Role == "user" && role(-1) == "assistant" && v != "" && !strings.EqualFold(v, stmts[k].value)
							if ok && k > 0 {
								ok = strings.EqualFold(v, stmts[k-1].value) && slices.ContainsFunc(obs[header:j], func(n Observation) bool {
									return n.Role == "system" && strings.EqualFold(own.FindString(n.Text), v)
								})
							}
						case "update":
							ok = o.Role == "user" && len(m[re.SubexpIndex("pre")])+len(m[re.SubexpIndex("post")]) > 40
						case "record":
							ok = o.Role == "tool" && person.MatchString(o.Text) && role(-1) == "assistant"
						}
						if !ok {
							t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
						}
					}
					continue
				}
				ms := own.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch {
				case o.Role == "system":
					if len(ms) > 0 && k >= 0 && !holds {
						staleNotes++
					}
				case o.Role == "assistant":
					if len(ms) > 0 && k >= 0 && !strings.EqualFold(ms[0], stmts[k].value) {
						wrongAssistant++
					}
				case rawOwnTurn(ph, o, subject):
					if o.Role == "tool" {
						ownRecords++
					}
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the person's %s turn %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Role, o.Text, stmts[k].value)
					}
				case o.Role == "tool":
					if len(ms) > 0 {
						toolOthers++
					}
					if holds {
						t.Errorf("%s %s/%s: someone else's record or a search result %q names %s, the value that holds", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
			}
			for _, r := range []string{"user", "assistant", "system", "tool"} {
				if !roles[r] {
					t.Errorf("%s %s: no %s turn", name, s.ID, r)
				}
			}
			cur, hist := rawTwinedStillREs(pred)
			for _, q := range s.Questions {
				questions++
				res := cur
				if q.Intent == "historical" {
					res = hist
				}
				for _, re := range res {
					m := re.FindStringSubmatch(q.Text)
					if m == nil {
						continue
					}
					if q.Intent == "historical" {
						stillHist++
					} else {
						stillCur++
					}
					if strings.EqualFold(m[1], q.Expected) || slices.Contains(q.Candidates, m[1]) || !slices.Contains(rawAttrs[pred].valuesIn(ph), m[1]) {
						t.Errorf("%s %s/%s: %q names %q, expected %q, candidates %v", name, s.ID, q.ID, q.Text, m[1], q.Expected, q.Candidates)
					}
					break
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each; statements by form %v; %d tool turns naming other values of the asked attribute (%.1f a conversation), %d records of the person's own that are no statement, %d other values in the person's turns and records, %d stale memory notes, %d assistant turns naming a value that does not hold; of %d questions %d current and %d historical name a stale or wrong value",
			name, len(scs), float64(turns)/float64(len(scs)), forms, toolOthers, float64(toolOthers)/float64(len(scs)), ownRecords, personOthers, staleNotes, wrongAssistant, questions, stillCur, stillHist)
		for _, form := range []string{"request", "answer", "fix", "update", "record"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if toolOthers < 2*len(scs) || staleNotes*2 < len(scs) || wrongAssistant == 0 || ownRecords == 0 {
			t.Errorf("%s: %d tool distractors, %d stale notes, %d wrong assistant turns, %d own records in %d conversations", name, toolOthers, staleNotes, wrongAssistant, ownRecords, len(scs))
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// TestRawTwinedLists: the twined set's values, users and the other people
// in its lists are in no earlier set; its statements neither start nor
// end with a placeholder (a statement is read as one stretch of a turn),
// are of a known form, each attribute's state, change and revert lists
// holding every form, and name the tool of a request or a record (one that
// keeps the person's records, for a record); its own lists hold the
// placeholders they should ({v} in acts, memo, finds, olds, search lines
// and picks, and plans; {name} and {v} in the still questions, with {when}
// in the historical ones; {n}, {time} and {name} in the session headers;
// {facts}, perhaps with {saved}, in the memory notes; none elsewhere),
// name no value or user of the set but through a placeholder, and none of
// them equals, contains or is contained in a statement template of any
// set; the clarifying questions end in a question mark.
func TestRawTwinedLists(t *testing.T) {
	ph := PhrasingTwined
	mine := ownNames(t, ph, []string{"Conall", "Yetunde", "Bram", "Roisin", "Magnus", "Byrne", "Bello", "Hale", "Ekberg", "Sandoval", "Aaltonen"})
	own := newTemplateCheck(mine)
	type want = placeholderWant
	lists := map[string][]string{"news": rawTwinedNews, "done": rawTwinedDone, "recordReplies": rawTwinedRecordReplies,
		"acks": rawTwinedAcks, "rejects": rawTwinedRejects, "sorry": rawTwinedSorry, "updateReplies": rawTwinedUpdateReplies,
		"headers": rawTwinedHeaders, "notes": rawTwinedNotes}
	wants := map[string]want{"headers": {need: []string{"{time}", "{name}"}, may: []string{"{n}"}}, "notes": {need: []string{"{facts}"}, may: []string{"{saved}"}}}
	for tool, l := range rawTwinedCalls {
		lists["calls."+tool] = l
	}
	for tool, l := range rawTwinedResults {
		lists["results."+tool] = l
	}
	for tool, l := range rawTwinedFooters {
		lists["footers."+tool] = l
	}
	for tool, l := range rawTwinedOwnAsks {
		lists["ownAsks."+tool] = l
	}
	for _, c := range rawTwinedChores {
		lists["chores"] = append(lists["chores"], c.ask, c.out, c.reply)
		if rawTwinedCalls[c.tool] == nil {
			t.Errorf("chore %q: tool %q", c.ask, c.tool)
		}
	}
	for attr, f := range rawTwinedByAttr {
		for kind, s := range map[string]rawTwinedStmts{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				switch st.form {
				case "request":
					if rawTwinedCalls[st.tool] == nil || rawTwinedResults[st.tool] == nil {
						t.Errorf("%s: request %q calls %q", attr, st.core, st.tool)
					}
				case "record":
					if rawTwinedOwnAsks[st.tool] == nil || rawTwinedFooters[st.tool] == nil || rawTwinedCalls[st.tool] == nil {
						t.Errorf("%s: record %q from %q", attr, st.core, st.tool)
					}
				case "answer", "fix", "update":
					if st.tool != "" {
						t.Errorf("%s: %s %q names tool %q", attr, st.form, st.core, st.tool)
					}
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
				seen[st.form] = true
			}
			if len(seen) != 5 {
				t.Errorf("%s.%s: forms %v", attr, kind, seen)
			}
		}
		for _, q := range f.reqs {
			lists[attr+".reqs"] = append(lists[attr+".reqs"], q.text)
			lists[attr+".asks"] = append(lists[attr+".asks"], q.ask)
			lists[attr+".acts"] = append(lists[attr+".acts"], q.act)
			if !strings.HasSuffix(q.ask, "?") {
				t.Errorf("%s: clarifying question %q does not end in a question mark", attr, q.ask)
			}
			if rawTwinedCalls[q.tool] == nil || rawTwinedResults[q.tool] == nil {
				t.Errorf("%s: request %q calls %q", attr, q.text, q.tool)
			}
		}
		for _, x := range slices.Concat(f.finds, f.olds) {
			lists[attr+".asks"] = append(lists[attr+".asks"], x.ask)
			lists[attr+".finds"] = append(lists[attr+".finds"], x.out, x.reply)
			if rawTwinedCalls[x.tool] == nil {
				t.Errorf("%s: %q calls %q", attr, x.ask, x.tool)
			}
		}
		for _, x := range f.searches {
			lists[attr+".asks"] = append(lists[attr+".asks"], x.ask, x.head)
			lists[attr+".finds"] = append(lists[attr+".finds"], x.line, x.pick)
			if rawTwinedCalls[x.tool] == nil {
				t.Errorf("%s: %q calls %q", attr, x.ask, x.tool)
			}
		}
		lists[attr+".memo"], lists[attr+".plan"] = f.memo, f.plan
		lists[attr+".still"], lists[attr+".stillWhen"] = f.still, f.stillWhen
		wants[attr+".acts"], wants[attr+".memo"], wants[attr+".plan"] = want{need: []string{"{v}"}}, want{need: []string{"{v}"}}, want{need: []string{"{v}"}}
		wants[attr+".finds"] = want{need: []string{"{v}"}}
		wants[attr+".still"] = want{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = want{need: []string{"{name}", "{v}", "{when}"}}
	}
	checkPlaceholders(t, lists, wants, own)
}
