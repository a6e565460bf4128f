package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// rawPleatedFormREs are the pleated set's statement templates of one
// attribute by form (formREs).
func rawPleatedFormREs(attr string) map[string][]*regexp.Regexp {
	f := rawPleatedByAttr[attr]
	return formREs(PhrasingPleated, f.state, f.change, f.revert)
}

// rawPleatedTplREs read tpls as whole turns (first letter capitalized, as
// say writes them), {v} in group 1 (any value of attr, in vals).
func rawPleatedTplREs(attr string, tpls []string) []*regexp.Regexp {
	var vals []string
	for _, v := range rawAttrs[attr].valuesIn(PhrasingPleated) {
		vals = append(vals, regexp.QuoteMeta(v))
	}
	var out []*regexp.Regexp
	for _, tpl := range tpls {
		p := strings.NewReplacer(`\{name\}`, `.+?`, `\{v\}`, `(`+strings.Join(vals, "|")+`)`, `\{when\}`, `.+?`).Replace(regexp.QuoteMeta(capitalize(tpl)))
		out = append(out, regexp.MustCompile("^"+p+"$"))
	}
	return out
}

// rawPleatedLeads are the leads of attr's statements of form.
func rawPleatedLeads(attr, form string) []string {
	f := rawPleatedByAttr[attr]
	var out []string
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		if st.form == form {
			out = append(out, st.lead)
		}
	}
	return out
}

// matchAny is the first match of text among res, or nil.
func matchAny(res []*regexp.Regexp, text string) []string {
	for _, re := range res {
		if m := re.FindStringSubmatch(text); m != nil {
			return m
		}
	}
	return nil
}

// TestRawPleatedThread: in the pleated datasets every turn is one of two
// people's (role user), both of them subjects of questions, about half
// of the questions each. For each of them (the subject; the other is the
// friend): every turn of the subject's that the oracle of
// TestRawGoldIsStatement reads as a statement is the gold of a question
// about the subject, and no turn of the friend's is; no other turn of the
// subject names the value that holds for them when it is said, and a
// turn of the friend's names it only as the friend's echo in the second
// person (congratulations, a question about life with it, or a question
// naming the value the subject is about to say they left: the lead of a
// fix), the distractor kind this set allows; every form is gold somewhere
// and in its place (news followed by the friend's answer; an answer after
// the friend's question naming no value; a fix after the friend's
// question naming another value; a reaction after the friend's line
// naming the value it confirms; a roundup part with other parts around
// it); and the two people's statements interleave (one of the friend's
// falls between the subject's first and last, for one of the two at
// least). The people's
// own turns name other values of the asked attribute (other people's,
// plans, memories, earlier values told as past) at least twice a
// conversation per person on average, the friend's echoes come in at
// least every other conversation, in at least a fifth of the
// conversations the two people change within thirty days of each other,
// and current and historical questions both come as "still" questions
// naming a value other than the expected one, left out of the candidates,
// at least a tenth of the questions in all.
func TestRawPleatedThread(t *testing.T) {
	ph := PhrasingPleated
	for name, scs := range map[string][]Scenario{"raw-pleated": RawPleated(), "raw-long-pleated": RawLong(ph)} {
		var turns, questions, personOthers, echoes, echoed, sameSeason, bothWays, stillCur, stillHist int
		perSubject := map[int]int{}
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			pred := s.Questions[0].Predicate
			f := rawPleatedByAttr[pred]
			turns += len(s.Observations)
			formREs := rawPleatedFormREs(pred)
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			echoREs := rawPleatedTplREs(pred, slices.Concat(f.congrats, f.echo, rawPleatedLeads(pred, "fix")))
			fixREs, reactionREs := rawPleatedTplREs(pred, rawPleatedLeads(pred, "fix")), rawPleatedTplREs(pred, rawPleatedLeads(pred, "reaction"))
			var people []string
			for _, o := range s.Observations {
				if o.Role != "user" {
					t.Errorf("%s %s/%s: a %s turn", name, s.ID, o.ID, o.Role)
				}
				if !slices.Contains(people, o.Speaker) {
					people = append(people, o.Speaker)
				}
			}
			gold := map[string]map[string]bool{}
			for _, q := range s.Questions {
				if gold[q.Subject] == nil {
					gold[q.Subject] = map[string]bool{}
				}
				gold[q.Subject][q.Gold[0]] = true
			}
			if len(people) != 2 || len(gold) != 2 {
				t.Fatalf("%s %s: speakers %v, subjects %d", name, s.ID, people, len(gold))
			}
			n := map[string]int{}
			for _, q := range s.Questions {
				n[q.Subject]++
			}
			for _, c := range n {
				perSubject[c]++
			}
			var changes [2][]time.Time
			var all [2][]rawStatement
			echoedHere := false
			for side, who := range people {
				subject := "user:" + strings.ToLower(who)
				if gold[subject] == nil {
					t.Fatalf("%s %s: no question about %s", name, s.ID, who)
				}
				stmts := rawStatementsOf(t, ph, s, subject)
				all[side] = stmts
				isStmt := map[string]bool{}
				for _, st := range stmts {
					isStmt[st.obs.ID] = true
					if !gold[subject][st.obs.ID] {
						t.Errorf("%s %s/%s: %q reads as %s's statement but is no gold of a question about them", name, s.ID, st.obs.ID, st.obs.Text, who)
					}
				}
				for id := range gold[subject] {
					for _, o := range s.Observations {
						if o.ID == id && o.Speaker != who {
							t.Errorf("%s %s/%s: gold of a question about %s is %s's turn", name, s.ID, id, who, o.Speaker)
						}
					}
				}
				for _, st := range stmts[1:] {
					changes[side] = append(changes[side], st.obs.At)
				}
				obs := s.Observations
				k := -1
				for j := range obs {
					o := &obs[j]
					if isStmt[o.ID] {
						k++
						for form, res := range formREs {
							var m []string
							var re *regexp.Regexp
							for _, re = range res {
								if m = re.FindStringSubmatch(o.Text); m != nil && m[re.SubexpIndex("val")] == stmts[k].value {
									break
								}
								m = nil
							}
							if m == nil {
								continue
							}
							forms[form]++
							var prev, next *Observation
							if j > 0 {
								prev = &obs[j-1]
							}
							if j+1 < len(obs) {
								next = &obs[j+1]
							}
							friendSaid := func(res []*regexp.Regexp) []string {
								if prev == nil || prev.Speaker == who {
									return nil
								}
								return matchAny(res, prev.Text)
							}
							ok := false
							switch form {
							case "news":
								ok = next != nil && next.Speaker != who
							case "answer":
								ok = prev != nil && prev.Speaker != who && !own.MatchString(prev.Text) &&
									slices.ContainsFunc(rawPleatedLeads(pred, "answer"), func(l string) bool { return prev.Text == capitalize(l) })
							case "fix":
								lm := friendSaid(fixREs)
								ok = lm != nil && lm[1] != stmts[k].value
							case "reaction":
								lm := friendSaid(reactionREs)
								ok = lm != nil && lm[1] == stmts[k].value
							case "roundup":
								ok = len(m[re.SubexpIndex("pre")])+len(m[re.SubexpIndex("post")]) > 20
							}
							if !ok {
								t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
							}
						}
						continue
					}
					if k < 0 {
						continue
					}
					ms := own.FindAllString(o.Text, -1)
					holds := slices.Contains(ms, stmts[k].value)
					if o.Speaker == who {
						personOthers += len(ms)
						if holds {
							t.Errorf("%s %s/%s: %s's turn %q names %s, the value that holds for them, and is no statement", name, s.ID, o.ID, who, o.Text, stmts[k].value)
						}
						continue
					}
					if holds {
						if m := matchAny(echoREs, o.Text); m == nil || m[1] != stmts[k].value {
							t.Errorf("%s %s/%s: the friend's turn %q names %s, the value that holds for %s, and is no echo", name, s.ID, o.ID, o.Text, stmts[k].value, who)
						}
						echoes++
						echoedHere = true
					}
				}
			}
			ways := 0
			for side := range 2 {
				a, b := all[side], all[1-side]
				if slices.ContainsFunc(b, func(st rawStatement) bool {
					return st.obs.At.After(a[0].obs.At) && st.obs.At.Before(a[len(a)-1].obs.At)
				}) {
					ways++
				}
			}
			if ways == 0 {
				t.Errorf("%s %s: %s's and %s's statements do not interleave", name, s.ID, people[0], people[1])
			}
			if ways == 2 {
				bothWays++
			}
			if slices.ContainsFunc(changes[0], func(x time.Time) bool {
				return slices.ContainsFunc(changes[1], func(y time.Time) bool { d := x.Sub(y); return d < 30*24*time.Hour && d > -30*24*time.Hour })
			}) {
				sameSeason++
			}
			if echoedHere {
				echoed++
			}
			for _, q := range s.Questions {
				questions++
				tpls := f.still
				if q.Intent == "historical" {
					tpls = f.stillWhen
				}
				m := matchAny(rawPleatedTplREs(pred, tpls), q.Text)
				if m == nil {
					continue
				}
				if q.Intent == "historical" {
					stillHist++
				} else {
					stillCur++
				}
				if m[1] == q.Expected || slices.Contains(q.Candidates, m[1]) {
					t.Errorf("%s %s/%s: %q names %q, expected %q, candidates %v", name, s.ID, q.ID, q.Text, m[1], q.Expected, q.Candidates)
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each, %d questions (questions per subject per conversation: %v); statements by form %v; %d other values of the asked attribute in the people's own turns (%.1f a conversation); %d echoes of the value that holds in the friend's turns (in %d conversations); both change within 30 days in %d conversations; each person's statements have one of the other's between them in %d; %d current and %d historical questions name a stale or wrong value",
			name, len(scs), float64(turns)/float64(len(scs)), questions, perSubject, forms, personOthers, float64(personOthers)/float64(len(scs)), echoes, echoed, sameSeason, bothWays, stillCur, stillHist)
		for _, form := range []string{"news", "answer", "fix", "roundup", "reaction"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if personOthers < 4*len(scs) || echoed*2 < len(scs) || sameSeason*5 < len(scs) {
			t.Errorf("%s: %d other values in the people's turns, echoes in %d conversations, same-season changes in %d, of %d conversations", name, personOthers, echoed, sameSeason, len(scs))
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// TestRawPleatedSubjects: the questions of the pleated set ask about
// either person: those about the person who speaks first make up two
// fifths to three fifths of all.
func TestRawPleatedSubjects(t *testing.T) {
	var first, all int
	for _, s := range RawPleated() {
		for _, q := range s.Questions {
			all++
			if q.Subject == "user:"+strings.ToLower(s.Observations[0].Speaker) {
				first++
			}
		}
	}
	if first*5 < all*2 || first*5 > all*3 {
		t.Errorf("%d of %d questions ask about the person who speaks first", first, all)
	}
}

// TestRawPleatedLists: the pleated set's values, users and the mutual
// friends its lists name are in no earlier set; its statements neither
// start nor end with a placeholder (a statement is read as one stretch of
// a turn), are of a known form, each attribute's state, change and revert
// lists holding every form; an answer has a lead naming no value, a fix
// and a reaction a lead holding {v} alone, news and a roundup none. The
// set's own lists hold the placeholders they should ({v} in
// congratulations, echoes, stale questions, plans, memories and past
// values; {to} perhaps in greetings and sign-offs; {name} and {v} in the
// still questions, with {when} in the historical ones; none elsewhere),
// name no value or user of the set but through a placeholder, and none
// equals, contains or is contained in a statement template of any set.
func TestRawPleatedLists(t *testing.T) {
	ph := PhrasingPleated
	mine := ownNames(t, ph, rawPleatedFriends)
	own := newTemplateCheck(mine)
	type want = placeholderWant
	lists := map[string][]string{"greetings": rawPleatedGreetings, "lateGreetings": rawPleatedLateGreetings,
		"greetReplies": rawPleatedGreetReplies, "signOffs": rawPleatedSignOffs, "signOffReplies": rawPleatedSignOffReplies,
		"newsOpeners": rawPleatedNewsOpeners, "newsTails": rawPleatedNewsTails, "cheers": rawPleatedCheers, "nods": rawPleatedNods,
		"roundupOpeners": rawPleatedRoundupOpeners, "roundupClosers": rawPleatedRoundupClosers, "bits": rawPleatedBits,
		"asides": rawPleatedAsides, "gossipReplies": rawPleatedGossipReplies, "planReplies": rawPleatedPlanReplies,
		"memoryReplies": rawPleatedMemoryReplies, "shrugs": rawPleatedShrugs}
	wants := map[string]want{"greetings": {need: []string{"{to}"}}, "lateGreetings": {need: []string{"{to}"}},
		"greetReplies": {may: []string{"{to}"}}, "signOffs": {may: []string{"{to}"}}, "signOffReplies": {may: []string{"{to}"}}}
	for attr, f := range rawPleatedByAttr {
		for kind, s := range map[string]rawPleatedStmts{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				leadWant := map[string][]string{"news": nil, "roundup": nil, "answer": {}, "fix": {"{v}"}, "reaction": {"{v}"}}
				lw, ok := leadWant[st.form]
				switch {
				case !ok:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				case lw == nil && st.lead != "":
					t.Errorf("%s: %s %q has lead %q", attr, st.form, st.core, st.lead)
				case lw != nil:
					if got := rawPlaceholderRE.FindAllString(st.lead, -1); st.lead == "" || !slices.Equal(got, lw) {
						t.Errorf("%s: %s %q has lead %q", attr, st.form, st.core, st.lead)
					}
					own.check(t, attr+".leads", st.lead)
				}
				seen[st.form] = true
			}
			if len(seen) != 5 {
				t.Errorf("%s.%s: forms %v", attr, kind, seen)
			}
		}
		lists[attr+".congrats"], lists[attr+".echo"], lists[attr+".echoReply"] = f.congrats, f.echo, f.echoReply
		lists[attr+".staleAsk"], lists[attr+".staleFix"] = f.staleAsk, f.staleFix
		lists[attr+".plan"], lists[attr+".memory"], lists[attr+".past"] = f.plan, f.memory, f.past
		lists[attr+".still"], lists[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"congrats", "echo", "staleAsk", "plan", "memory", "past"} {
			wants[attr+"."+l] = want{need: []string{"{v}"}}
		}
		wants[attr+".still"] = want{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = want{need: []string{"{name}", "{v}", "{when}"}}
	}
	checkPlaceholders(t, lists, wants, own)
}
