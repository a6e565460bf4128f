package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// rawLacedFormREs are the laced set's statement templates of one
// attribute by form (formREs).
func rawLacedFormREs(attr string) map[string][]*regexp.Regexp {
	f := rawLacedByAttr[attr]
	return formREs(PhrasingLaced, f.state, f.change, f.revert)
}

// rawLacedLeads are the leads of attr's statements of form.
func rawLacedLeads(attr, form string) []string {
	f := rawLacedByAttr[attr]
	var out []string
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		if st.form == form {
			out = append(out, st.lead)
		}
	}
	return out
}

// rawLacedStillREs read a question that names a stale or wrong value
// (the still and stillWhen templates of attr), the value in group 1.
func rawLacedStillREs(attr string) (current, historical []*regexp.Regexp) {
	f := rawLacedByAttr[attr]
	return rawStillREs(attr, PhrasingLaced, f.still, f.stillWhen)
}

// rawLacedMisheard is the near-homophone the recogniser writes for v, a
// value of attr in any case, and a pattern matching it as whole words.
func rawLacedMisheard(t *testing.T, attr, v string) (string, *regexp.Regexp) {
	t.Helper()
	for val, h := range rawLacedByAttr[attr].heard {
		if strings.EqualFold(val, v) {
			return h, regexp.MustCompile(`\b` + regexp.QuoteMeta(h) + `\b`)
		}
	}
	t.Fatalf("%s: no misheard form of %q", attr, v)
	return "", nil
}

// TestRawLacedVoiceLog: in the laced datasets the person's and other
// voices' turns are as a recogniser writes them (lower case, no full
// stops) and the assistant's are cased; every turn the oracle of
// TestRawGoldIsStatement reads as a statement is a question's gold, and
// no other turn of the person, nor another voice's, names the value that
// holds when it is said (the assistant's read-backs, confirmations,
// suggestions and stale values may); the misheard turns name no value of
// the asked attribute. Every form is gold somewhere and in its place: a
// command is followed by the assistant; a clause of a run-on has other
// news around it; a split statement is the second of two turns of the
// person's seconds apart, the first a split lead naming no value; a
// correction follows the assistant's check naming the value's misheard
// form, which follows the person's turn holding that form and no value,
// and starts with a correction lead. The person's other turns name other
// values of the asked attribute (someone else's, an earlier one told as
// past, a plan) at least twice a conversation on average; other voices
// name other values in at least every third conversation; the assistant
// names a value that does not hold and acts on an earlier value of the
// person's; and current and historical questions both come as "still"
// questions that name a value other than the expected one, left out of
// the candidates, at least a tenth of the questions in all.
func TestRawLacedVoiceLog(t *testing.T) {
	ph := PhrasingLaced
	for name, scs := range map[string][]Scenario{"raw-laced": RawLaced(), "raw-long-laced": RawLong(ph)} {
		var turns, personOthers, voiceOthers, voiced, wrongAssistant, stale, misheard, stillCur, stillHist, questions int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := rawLacedFormREs(pred)
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			obs := s.Observations
			k := -1 // the latest statement so far
			hasVoice := false
			for j := range obs {
				o := &obs[j]
				switch o.Role {
				case "user", "participant":
					if o.Text != strings.ToLower(o.Text) || strings.Contains(o.Text, ".") {
						t.Errorf("%s %s/%s: %s turn %q is not as a recogniser writes it", name, s.ID, o.ID, o.Role, o.Text)
					}
					if o.Role == "user" && !rawOwnTurn(ph, o, subject) {
						t.Errorf("%s %s/%s: a user turn of %s", name, s.ID, o.ID, o.Speaker)
					}
				case "assistant":
					if r := []rune(o.Text); !unicode.IsUpper(r[0]) || o.Speaker != rawLacedBot {
						t.Errorf("%s %s/%s: assistant turn %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
				if isStmt[o.ID] {
					k++
					for form, res := range formREs {
						var m []string
						var re *regexp.Regexp
						for _, re = range res {
							if m = re.FindStringSubmatch(o.Text); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], stmts[k].value) {
								break
							}
							m = nil
						}
						if m == nil {
							continue
						}
						forms[form]++
						prev := func(d int) *Observation {
							if j-d < 0 {
								return &Observation{}
							}
							return &obs[j-d]
						}
						ok := false
						switch form {
						case "command":
							ok = j+1 < len(obs) && obs[j+1].Role == "assistant"
						case "ramble":
							ok = len(m[re.SubexpIndex("pre")])+len(m[re.SubexpIndex("post")]) > 20
						case "repair":
							ok = strings.Contains(o.Text, "- ")
						case "split":
							p := prev(1)
							ok = p.Role == "user" && p.Speaker == o.Speaker && !isStmt[p.ID] && !own.MatchString(p.Text) &&
								o.At.Sub(p.At) < time.Minute && slices.ContainsFunc(rawLacedLeads(pred, "split"), func(l string) bool { return strings.HasSuffix(p.Text, l) })
						case "redo":
							misheard++
							h, heardRE := rawLacedMisheard(t, pred, stmts[k].value)
							p1, p2 := prev(1), prev(2)
							ok = p1.Role == "assistant" && strings.Contains(p1.Text, titleWords(h)) &&
								p2.Role == "user" && !isStmt[p2.ID] && !own.MatchString(p2.Text) && heardRE.MatchString(p2.Text) &&
								slices.ContainsFunc(rawLacedRedoLeads, func(l string) bool {
									return strings.HasPrefix(o.Text, strings.ReplaceAll(l, "{heard}", h)+" ")
								})
						}
						if !ok {
							t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
						}
					}
					continue
				}
				ms := own.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch o.Role {
				case "assistant":
					if len(ms) > 0 && k >= 0 && !holds {
						wrongAssistant++
						if slices.ContainsFunc(stmts[:k], func(st rawStatement) bool { return strings.EqualFold(st.value, ms[0]) }) {
							stale++
						}
					}
				case "participant":
					hasVoice = true
					voiceOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: another voice %q names %s, the value that holds", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
				case "user":
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the person's turn %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
				}
			}
			if hasVoice {
				voiced++
			}
			cur, hist := rawLacedStillREs(pred)
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
					if strings.EqualFold(m[1], q.Expected) || slices.Contains(q.Candidates, m[1]) {
						t.Errorf("%s %s/%s: %q names %q, expected %q, candidates %v", name, s.ID, q.ID, q.Text, m[1], q.Expected, q.Candidates)
					}
					break
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each; statements by form %v (%d corrections of a mishearing); %d other values of the asked attribute in the person's turns (%.1f a conversation), %d in other voices' (in %d conversations); %d assistant turns naming a value that does not hold, %d of them an earlier value of the person's; of %d questions %d current and %d historical name a stale or wrong value",
			name, len(scs), float64(turns)/float64(len(scs)), forms, misheard, personOthers, float64(personOthers)/float64(len(scs)), voiceOthers, voiced, wrongAssistant, stale, questions, stillCur, stillHist)
		for _, form := range []string{"command", "ramble", "repair", "split", "redo"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if personOthers < 2*len(scs) || voiced*3 < len(scs) || wrongAssistant == 0 || stale == 0 {
			t.Errorf("%s: %d other values in the person's turns, other voices in %d conversations, %d wrong assistant turns, %d stale, in %d conversations", name, personOthers, voiced, wrongAssistant, stale, len(scs))
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// TestRawLacedLists: the laced set's values, users and the other people
// in its lists (the assistant, the other voices, friends and family) are
// in no earlier set; its statements neither start nor end with a
// placeholder (a statement is read as one stretch of a turn), are of a
// known form, each attribute's state, change and revert lists holding
// every form, are in lower case without full stops, and a repair holds a
// false start ("- "); a split statement has a lead (the first half,
// lower case, no placeholder), a correction of a mishearing a lead
// holding {v} alone, no other statement a lead; none holds the wake
// word, which the generator adds. Every value has a misheard
// form: lower case, no value of the set nor naming one. The set's own
// lists hold the placeholders they should ({v} in read-backs, stale
// acts, other voices, past values and plans; {heard}, perhaps with {v},
// in the assistant's checks; perhaps {heard} in the correction leads;
// {name} and {v} in the still questions, with {when} in the historical
// ones; none elsewhere), the person's and other voices' lists are in
// lower case without full stops and the assistant's start with a capital;
// none names a value or user of the set but through a placeholder, and
// none equals, contains or is contained in a statement template of any
// set.
func TestRawLacedLists(t *testing.T) {
	ph := PhrasingLaced
	mine := ownNames(t, ph, []string{"Nova", "Tabby", "Rhodri", "Hettie", "Wren", "Ossian", "Brett", "Jess"})
	if !slices.Equal(rawLacedVoices, []string{"Tabby", "Rhodri", "Hettie"}) {
		t.Errorf("voices %v: update the people checked above", rawLacedVoices)
	}
	own := newTemplateCheck(mine)
	lowerCase := func(list, u string) {
		if u != strings.ToLower(u) || strings.Contains(u, ".") {
			t.Errorf("%s: %q is not as a recogniser writes it", list, u)
		}
	}
	type want struct {
		need, may []string
		voice     bool // the person's or another voice's: lower case
	}
	lists := map[string][]string{"wakes": rawLacedWakes, "fillers": rawLacedFillers, "tails": rawLacedTails, "joins": rawLacedJoins,
		"news": rawLacedNews, "confirms": rawLacedConfirms, "redoLeads": rawLacedRedoLeads, "fixed": rawLacedFixed,
		"noise": rawLacedNoise, "pardons": rawLacedPardons}
	wants := map[string]want{"wakes": {voice: true}, "fillers": {voice: true}, "tails": {voice: true}, "joins": {voice: true},
		"news": {voice: true}, "noise": {voice: true}, "confirms": {need: []string{"{heard}"}, may: []string{"{v}"}},
		"redoLeads": {may: []string{"{heard}"}, voice: true}, "slips.heard": {voice: true}, "slips.fix": {voice: true}}
	for _, s := range rawLacedSlips {
		lists["slips.heard"] = append(lists["slips.heard"], s.heard)
		lists["slips.check"] = append(lists["slips.check"], s.check)
		lists["slips.fix"] = append(lists["slips.fix"], s.fix)
	}
	for _, u := range rawSmallTalk[ph] {
		lowerCase("smalltalk", u)
	}
	for _, u := range rawReplies[ph] {
		if !unicode.IsUpper([]rune(u)[0]) {
			t.Errorf("replies: %q", u)
		}
	}
	for attr, f := range rawLacedByAttr {
		values := rawAttrs[attr].valuesIn(ph)
		for _, u := range slices.Concat(rawAttrs[attr].chatter[ph], rawAttrs[attr].other[ph]) {
			lowerCase(attr+".chatter/other", u)
		}
		for _, u := range rawAttrs[attr].assistant[ph] {
			if !unicode.IsUpper([]rune(u)[0]) && !strings.HasPrefix(u, "{v}") {
				t.Errorf("%s.assistant: %q", attr, u)
			}
		}
		for kind, s := range map[string]rawLacedStmts{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				lowerCase(attr+"."+kind, st.core)
				switch st.form {
				case "command", "ramble":
				case "repair":
					if !strings.Contains(st.core, "- ") {
						t.Errorf("%s: repair %q holds no false start", attr, st.core)
					}
				case "split":
					if st.lead == "" || len(rawPlaceholderRE.FindAllString(st.lead, -1)) > 0 {
						t.Errorf("%s: split %q has lead %q", attr, st.core, st.lead)
					}
					lowerCase(attr+".leads", st.lead)
					own.check(t, attr+".leads", st.lead)
				case "redo":
					if got := rawPlaceholderRE.FindAllString(st.lead, -1); !slices.Equal(got, []string{"{v}"}) {
						t.Errorf("%s: correction %q has lead %q", attr, st.core, st.lead)
					}
					lowerCase(attr+".leads", st.lead)
					own.check(t, attr+".leads", st.lead)
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
				if strings.Contains(st.lead+" "+st.core, "nova") {
					t.Errorf("%s: %s %q (lead %q) holds the wake word, which utterances add", attr, st.form, st.core, st.lead)
				}
				if st.lead != "" && st.form != "split" && st.form != "redo" {
					t.Errorf("%s: %s %q has lead %q", attr, st.form, st.core, st.lead)
				}
				seen[st.form] = true
			}
			if len(seen) != 5 {
				t.Errorf("%s.%s: forms %v", attr, kind, seen)
			}
		}
		if len(f.heard) != len(values) {
			t.Errorf("%s: %d misheard forms for %d values", attr, len(f.heard), len(values))
		}
		for _, v := range values {
			h := f.heard[v]
			if h == "" || h != strings.ToLower(h) || wordsRE(values).MatchString(h) || strings.Contains(h, strings.ToLower(v)) {
				t.Errorf("%s: %s is misheard as %q", attr, v, h)
			}
			own.check(t, attr+".heard", h)
		}
		for _, x := range f.stale {
			lists[attr+".staleAsks"] = append(lists[attr+".staleAsks"], x.ask, x.reject)
			lists[attr+".stale"] = append(lists[attr+".stale"], x.act)
		}
		lists[attr+".readback"], lists[attr+".voices"], lists[attr+".past"], lists[attr+".plan"] = f.readback, f.voices, f.past, f.plan
		lists[attr+".still"], lists[attr+".stillWhen"] = f.still, f.stillWhen
		wants[attr+".staleAsks"] = want{voice: true}
		wants[attr+".stale"], wants[attr+".readback"] = want{need: []string{"{v}"}}, want{need: []string{"{v}"}}
		wants[attr+".voices"], wants[attr+".past"], wants[attr+".plan"] = want{need: []string{"{v}"}, voice: true}, want{need: []string{"{v}"}, voice: true}, want{need: []string{"{v}"}, voice: true}
		wants[attr+".still"] = want{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = want{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range lists {
		if len(tpls) < 2 {
			t.Errorf("%s: %d templates", list, len(tpls))
		}
		w := wants[list]
		for _, u := range tpls {
			got := rawPlaceholderRE.FindAllString(u, -1)
			for _, p := range w.need {
				if !slices.Contains(got, p) {
					t.Errorf("%s: %q lacks %s", list, u, p)
				}
			}
			for _, p := range got {
				if !slices.Contains(w.need, p) && !slices.Contains(w.may, p) {
					t.Errorf("%s: %q holds %s", list, u, p)
				}
			}
			if w.voice {
				lowerCase(list, u)
			} else if r := []rune(u); !unicode.IsUpper(r[0]) && r[0] != '{' {
				t.Errorf("%s: %q does not start with a capital", list, u)
			}
			own.check(t, list, u)
		}
	}
}
