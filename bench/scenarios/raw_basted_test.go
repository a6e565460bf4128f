package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// TestRawSpoken: the oracle reads a basted turn as the raw streaming
// recogniser writes it, so a formatted turn and a raw streaming one of the
// same utterance read alike, and a template reads as its turns do; every
// other set's text it leaves whole.
func TestRawSpoken(t *testing.T) {
	formatted := "Navigate home, oh wait, home's the new place in Leith now, we moved..."
	stream := rawBastedStream(formatted)
	if stream != "navigate home oh wait home's the new place in leith now we moved" {
		t.Errorf("rawBastedStream = %q", stream)
	}
	want := "navigate home oh wait homes the new place in leith now we moved"
	for _, text := range []string{formatted, stream} {
		if got := rawOwnText(PhrasingBasted, text); got != want {
			t.Errorf("rawOwnText(%q) = %q, want %q", text, got, want)
		}
	}
	if got := rawOwnText(PhrasingLaced, formatted); got != formatted {
		t.Errorf("rawOwnText changes another set's text: %q", got)
	}
	var a rawAttr
	a.change[PhrasingBasted] = []string{"oh wait, home's the new place in {new} now, we moved"}
	re := rawStatementREs(&a, PhrasingBasted)[0]
	for _, text := range []string{formatted, stream} {
		if m := re.FindStringSubmatch(rawOwnText(PhrasingBasted, text)); m == nil || m[re.SubexpIndex("val")] != "leith" {
			t.Errorf("%q reads %v", text, m)
		}
	}
}

// rawBastedIsStream reports whether text is as the raw streaming
// recogniser writes it: lower case, no punctuation but apostrophes and
// hyphens inside words, no digits.
func rawBastedIsStream(text string) bool {
	return text == strings.ToLower(text) && !strings.ContainsAny(text, ".,?!;:\"…0123456789")
}

// rawBastedTplREs read tpls, as the oracle reads a basted turn
// (rawSpoken), as stretches of a text; {v} in group 1 (any value of attr,
// in the case rawSpoken writes it); {name}, {when} and {heard} anything.
func rawBastedTplREs(attr string, tpls []string) []*regexp.Regexp {
	var vals []string
	for _, v := range rawAttrs[attr].valuesIn(PhrasingBasted) {
		vals = append(vals, regexp.QuoteMeta(rawSpoken(v)))
	}
	var out []*regexp.Regexp
	for _, tpl := range tpls {
		p := strings.NewReplacer(`\{name\}`, `.+?`, `\{v\}`, `(`+strings.Join(vals, "|")+`)`, `\{when\}`, `.+?`, `\{heard\}`, `.+?`).
			Replace(regexp.QuoteMeta(rawSpoken(tpl)))
		out = append(out, regexp.MustCompile(`(?:^|\s)`+p+`(?:\s|$)`))
	}
	return out
}

// rawBastedLeads are the leads (or, with ask set, the asks) of attr's
// statements of form.
func rawBastedLeads(attr, form string, ask bool) []string {
	f := rawBastedByAttr[attr]
	var out []string
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		if st.form == form {
			if ask {
				out = append(out, st.ask)
			} else {
				out = append(out, st.lead)
			}
		}
	}
	return out
}

// rawBastedStillREs read a question that names a stale or wrong value
// (the still and stillWhen templates of attr), the value in group 1.
func rawBastedStillREs(attr string) (current, historical []*regexp.Regexp) {
	f := rawBastedByAttr[attr]
	return rawStillREs(attr, PhrasingBasted, f.still, f.stillWhen)
}

// rawBastedRepairs mark a false start or a self-correction in a repair
// statement, as rawSpoken writes it.
var rawBastedRepairs = []string{" sorry ", " well ", " no ", " i mean", " uh ", " hang on ", " wait "}

// TestRawBastedCalls: in the basted datasets every turn is the person's
// (role user, their name as speaker) or the assistant's (role assistant,
// speaker AssistantSpeaker, cased), and every question asks about the
// person, typed and cased; no turn has a gap where a value or a word was
// left out. Each conversation's person turns are all as
// the raw streaming recogniser writes them (lower case, no punctuation,
// no digits) or none is (the formatted recogniser), each style in at
// least a quarter of the conversations, and formatted turns write some
// numbers in digits. Every turn the oracle of TestRawGoldIsStatement
// reads as a statement is a question's gold, no other turn of the
// person's names the value that holds when it is said (compared without
// case: the assistant's read-backs, echoes and the messages it reads out
// may), and every form is gold somewhere and in its place: an aside
// follows the request it interrupts in the same turn; an answer follows
// the assistant's question, naming no value; a correction follows the
// assistant acting on another value, which follows the person's request;
// a split statement is the last of two or three turns of the person's
// seconds apart, the first ending in the split's lead, none naming a
// value; a repair holds a false start or a self-correction; a correction
// of a mishearing follows the assistant's read-back of the misheard form,
// which follows the person's turn holding it and no value, and starts
// with a correction lead. Across a dataset: the person's other turns name
// other values of the asked attribute (someone else's, quoted, read out,
// planned, remembered, earlier ones told as past) at least twice a
// conversation, quotes and texts read out in at least one conversation in
// three; the assistant names a value that does not hold, an earlier value
// of the person's, reads out messages, and names the value that holds
// after a statement in at least every other conversation; backchannels
// and utterances split into consecutive turns come at least once a
// conversation, homophones and values written in lower case or split in
// formatted turns occur; and "still" questions, current and historical,
// naming a value other than the expected one, left out of the candidates,
// are at least a tenth of the questions.
func TestRawBastedCalls(t *testing.T) {
	ph := PhrasingBasted
	for name, scs := range map[string][]Scenario{"raw-basted": RawBasted(), "raw-long-basted": RawLong(ph)} {
		var turns, streams, digits, personOthers, quotes, quotedConvs, wrongAssistant, stale, messages, echoed int
		var backchannels, splits, homophones, oddValues, stillCur, stillHist, questions int
		forms := map[string]int{}
		var backchannelTexts, homophoneWords []string
		for _, b := range rawBastedBackchannels {
			backchannelTexts = append(backchannelTexts, rawSpoken(b))
		}
		for _, w := range rawBastedHomophones {
			if !slices.Contains([]string{"their", "our", "no", "hear", "by", "flower"}, w) { // words people say anyway
				homophoneWords = append(homophoneWords, w)
			}
		}
		homophoneRE := wordsRE(homophoneWords)
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawBastedByAttr[pred]
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := formREs(ph, f.state, f.change, f.revert)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			var splitForms []string
			for _, a := range rawBastedByAttr {
				for _, sp := range a.split {
					splitForms = append(splitForms, sp)
				}
			}
			splitRE := wordsRE(splitForms)
			quoteREs := rawBastedTplREs(pred, slices.Concat(f.quoted, f.relay))
			fixREs := rawBastedTplREs(pred, rawBastedLeads(pred, "fix", false))
			obs := s.Observations
			stream := true
			for _, o := range obs {
				if o.Role == "user" && !rawBastedIsStream(o.Text) {
					stream = false
				}
			}
			if stream {
				streams++
			}
			k := -1 // the latest statement so far
			hasQuote, hasEcho := false, false
			for j := range obs {
				o := &obs[j]
				if strings.Contains(o.Text, "  ") || strings.Contains(o.Text, " ,") || strings.Contains(o.Text, ",,") || strings.TrimSpace(o.Text) != o.Text {
					t.Errorf("%s %s/%s: %q has a gap where something was left out", name, s.ID, o.ID, o.Text)
				}
				switch o.Role {
				case "user":
					if !rawOwnTurn(ph, o, subject) {
						t.Errorf("%s %s/%s: a user turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if !stream && strings.ContainsAny(o.Text, "0123456789") {
						digits++
					}
					lowered := slices.ContainsFunc(values.FindAllString(o.Text, -1), func(m string) bool { return m == strings.ToLower(m) })
					if !stream && (splitRE.MatchString(o.Text) || lowered) {
						oddValues++
					}
					if homophoneRE.MatchString(o.Text) {
						homophones++
					}
					if slices.Contains(backchannelTexts, rawSpoken(o.Text)) {
						backchannels++
					}
					if j > 0 && obs[j-1].Role == "user" && o.At.Sub(obs[j-1].At) <= 3*time.Second {
						splits++
					}
				case "assistant":
					if r := []rune(o.Text); !unicode.IsUpper(r[0]) || o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: assistant turn %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if strings.HasPrefix(o.Text, "Message from ") {
						messages++
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
				if isStmt[o.ID] {
					k++
					checkRawBastedForm(t, name, s, j, formREs, fixREs, isStmt, stmts[k].value, forms)
					continue
				}
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch o.Role {
				case "assistant":
					switch {
					case holds:
						hasEcho = true
					case len(ms) > 0 && k >= 0:
						wrongAssistant++
						if slices.ContainsFunc(stmts[:k], func(st rawStatement) bool { return strings.EqualFold(st.value, ms[0]) }) {
							stale++
						}
					}
				case "user":
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the person's turn %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
					if matchAny(quoteREs, rawSpoken(o.Text)) != nil {
						quotes++
						hasQuote = true
					}
				}
			}
			if hasQuote {
				quotedConvs++
			}
			if hasEcho {
				echoed++
			}
			cur, hist := rawBastedStillREs(pred)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations (%d raw streaming), %.0f turns each, %d questions; statements by form %v; %d other values of the asked attribute in the person's turns (%.1f a conversation), %d quotes and texts read out (in %d conversations); %d assistant turns naming a value that does not hold, %d of them an earlier value of the person's, %d messages read out, the value that holds echoed in %d conversations; %d backchannels, %d split utterances, %d turns with a homophone, %d values lower-cased or split in formatted turns, %d formatted turns with digits; %d current and %d historical still questions",
			name, n, streams, float64(turns)/float64(n), questions, forms, personOthers, float64(personOthers)/float64(n), quotes, quotedConvs, wrongAssistant, stale, messages, echoed, backchannels, splits, homophones, oddValues, digits, stillCur, stillHist)
		for _, form := range []string{"aside", "answer", "fix", "split", "repair", "redo"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if streams*4 < n || (n-streams)*4 < n || digits == 0 {
			t.Errorf("%s: %d of %d conversations raw streaming, %d formatted turns with digits", name, streams, n, digits)
		}
		if personOthers < 2*n || quotedConvs*3 < n || wrongAssistant == 0 || stale == 0 || messages == 0 || echoed*2 < n {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		if backchannels < n || splits < n || homophones == 0 || oddValues == 0 {
			t.Errorf("%s: too little speech (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawBastedForm finds the form of statement turn j (value v) and
// checks it is in its place (see TestRawBastedCalls).
func checkRawBastedForm(t *testing.T, name string, s *Scenario, j int, formREs map[string][]*regexp.Regexp, fixREs []*regexp.Regexp, isStmt map[string]bool, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingBasted))
	text := rawOwnText(PhrasingBasted, o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	// person reports whether p is a turn of the person's, no statement,
	// naming no value
	person := func(p *Observation) bool {
		return p.Role == "user" && p.Speaker == o.Speaker && !isStmt[p.ID] && !values.MatchString(p.Text)
	}
	for form, res := range formREs {
		var m []string
		var re *regexp.Regexp
		for _, re = range res {
			if m = re.FindStringSubmatch(text); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], v) {
				break
			}
			m = nil
		}
		if m == nil {
			continue
		}
		forms[form]++
		pre := m[re.SubexpIndex("pre")]
		core := m[0][len(pre) : len(m[0])-len(m[re.SubexpIndex("post")])]
		ok := false
		switch form {
		case "aside":
			ok = slices.ContainsFunc(rawBastedLeads(pred, "aside", false), func(l string) bool { return strings.Contains(pre, rawSpoken(l)) })
		case "answer":
			p := prev(1)
			ok = p.Role == "assistant" && slices.Contains(rawBastedLeads(pred, "answer", false), p.Text) && !values.MatchString(p.Text)
		case "fix":
			p1, p2 := prev(1), prev(2)
			lead := matchAny(fixREs, rawSpoken(p1.Text))
			ok = p1.Role == "assistant" && lead != nil && !strings.EqualFold(lead[1], v) && person(p2) &&
				slices.ContainsFunc(rawBastedLeads(pred, "fix", true), func(a string) bool { return rawSpoken(p2.Text) == rawSpoken(a) })
		case "split":
			// the first part, perhaps before a middle one
			first, at := prev(1), o.At
			if person(first) && at.Sub(first.At) <= 3*time.Second &&
				slices.ContainsFunc(rawBastedSplitMids, func(mid string) bool { return rawSpoken(first.Text) == rawSpoken(mid) }) {
				first, at = prev(2), first.At
			}
			ok = person(first) && at.Sub(first.At) <= 3*time.Second &&
				slices.ContainsFunc(rawBastedLeads(pred, "split", false), func(l string) bool { return strings.HasSuffix(rawSpoken(first.Text), rawSpoken(l)) })
		case "repair":
			ok = slices.ContainsFunc(rawBastedRepairs, func(r string) bool { return strings.Contains(" "+core+" ", r) })
		case "redo":
			h := rawBastedByAttr[pred].heard[rawCasedValue(PhrasingBasted, pred, v)]
			p1, p2 := prev(1), prev(2)
			ok = p1.Role == "assistant" && strings.Contains(p1.Text, titleWords(h)) && person(p2) &&
				strings.Contains(" "+rawSpoken(p2.Text)+" ", " "+h+" ") &&
				slices.ContainsFunc(rawBastedRedoLeads, func(l string) bool {
					return strings.HasPrefix(text, rawSpoken(strings.ReplaceAll(l, "{heard}", h))+" ")
				})
		}
		if !ok {
			t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
		}
		return
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawBastedLists: the basted set's values, users and the other people
// its lists name are in no earlier set (nor among the people the earlier
// sets' lists name). Its statements neither start nor end with a
// placeholder, are of a known form, each attribute's state, change and
// revert lists holding every form; an aside has a lead (the request it
// interrupts), an answer a lead (the assistant's question), a split a
// lead (the first part), none of them naming a value; a fix has an ask
// (the person's request, no value) and a lead holding {v} alone (the
// assistant's act); a redo a lead holding {v} alone (the utterance as
// misheard); a repair no lead and a false start or a self-correction in
// its core. Every value has a misheard form, in lower case, and some a
// split form; neither is or names a value. The person's lists have no
// digits, the assistant's lines start with a capital, the dated requests
// hold digits when formatted and none, as the raw streaming recogniser
// writes them, when spoken; the homophones are single lower-case words
// in no value; every answer answers small talk or chatter. The set's own
// lists hold the placeholders they should and none else, name no value or
// user of the set but through a placeholder, and none equals, contains or
// is contained in a statement template of any set.
func TestRawBastedLists(t *testing.T) {
	ph := PhrasingBasted
	people := []string{"Catriona", "Finlay", "Nessa", "Gordie", "Lyall"}
	mine := ownNames(t, ph, people)
	var earlierPeople []string
	for _, c := range rawHemmedContacts {
		earlierPeople = append(earlierPeople, c.name)
	}
	earlierPeople = slices.Concat(earlierPeople, rawHemmedThirds, rawHemmedServices, rawPleatedFriends, rawLacedVoices, rawKnottedMates)
	for _, p := range people {
		if slices.Contains(earlierPeople, p) {
			t.Errorf("%s is named in an earlier set's lists", p)
		}
	}
	own := newTemplateCheck(mine)
	type want = placeholderWant
	person := map[string][]string{"smalltalk": rawSmallTalk[ph], "fillers": rawBastedFillers, "tails": rawBastedTails,
		"splitMids": rawBastedSplitMids, "afterSplits": rawBastedAfterSplits, "byes": rawBastedByes,
		"backchannels": rawBastedBackchannels, "redoLeads": rawBastedRedoLeads, "declines": rawBastedDeclines,
		"readMine": rawBastedReadMine, "dictations": rawBastedDictations}
	bot := map[string][]string{"replies": rawReplies[ph], "openers": rawBastedOpeners, "botByes": rawBastedBotByes,
		"confirms": rawBastedConfirms, "fixed": rawBastedFixed, "shrugs": rawBastedShrugs, "noMemory": rawBastedNoMemory,
		"sent": rawBastedSent}
	wants := map[string]want{"openers": {need: []string{"{me}"}}, "confirms": {need: []string{"{heard}"}},
		"redoLeads": {may: []string{"{heard}"}}}
	for _, st := range rawBastedSteps {
		person["steps.ask"] = append(person["steps.ask"], st.ask)
		bot["steps"] = append(bot["steps"], st.first, st.then)
	}
	for _, sl := range rawBastedSlips {
		person["slips"] = append(person["slips"], sl.heard, sl.fix)
		bot["slips.check"] = append(bot["slips.check"], sl.check)
	}
	for _, d := range rawBastedDated {
		if !strings.ContainsAny(d.formatted, "0123456789") || d.spoken != rawBastedStream(d.spoken) || !rawBastedIsStream(d.spoken) {
			t.Errorf("dated %+v", d)
		}
		person["dated"] = append(person["dated"], d.spoken)
		bot["dated.answer"] = append(bot["dated.answer"], d.answer)
		own.check(t, "dated", d.formatted)
	}
	var asked []string
	for k, a := range rawBastedAnswers {
		asked = append(asked, k)
		bot["answers"] = append(bot["answers"], a)
	}
	for attr, f := range rawBastedByAttr {
		values := rawAttrs[attr].valuesIn(ph)
		for _, k := range asked {
			if !slices.Contains(rawSmallTalk[ph], k) && !slices.ContainsFunc(rawAttrOrder, func(a string) bool { return slices.Contains(rawAttrs[a].chatter[ph], k) }) {
				t.Errorf("answer to %q, which is no small talk or chatter", k)
			}
		}
		for kind, s := range map[string]rawBastedStmts{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				if strings.ContainsAny(st.core, "0123456789") {
					t.Errorf("%s: statement %q holds digits", attr, st.core)
				}
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				switch st.form {
				case "aside", "split":
					if st.lead == "" || len(leadPh) > 0 {
						t.Errorf("%s: %s %q has lead %q", attr, st.form, st.core, st.lead)
					}
					person[attr+".leads"] = append(person[attr+".leads"], st.lead)
				case "answer":
					if st.lead == "" || len(leadPh) > 0 || !strings.HasSuffix(st.lead, "?") {
						t.Errorf("%s: answer %q has lead %q", attr, st.core, st.lead)
					}
					bot[attr+".questions"] = append(bot[attr+".questions"], st.lead)
				case "fix":
					if !slices.Equal(leadPh, []string{"{v}"}) || st.ask == "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".asks"] = append(person[attr+".asks"], st.ask)
					bot[attr+".acts"] = append(bot[attr+".acts"], st.lead)
					wants[attr+".acts"] = want{need: []string{"{v}"}}
				case "redo":
					if !slices.Equal(leadPh, []string{"{v}"}) {
						t.Errorf("%s: redo %q has lead %q", attr, st.core, st.lead)
					}
					person[attr+".misheard"] = append(person[attr+".misheard"], st.lead)
					wants[attr+".misheard"] = want{need: []string{"{v}"}}
				case "repair":
					if st.lead != "" || !slices.ContainsFunc(rawBastedRepairs, func(r string) bool { return strings.Contains(" "+rawSpoken(st.core)+" ", r) }) {
						t.Errorf("%s: repair %q (lead %q) holds no false start or self-correction", attr, st.core, st.lead)
					}
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
				if st.ask != "" && st.form != "fix" {
					t.Errorf("%s: %s %q has ask %q", attr, st.form, st.core, st.ask)
				}
				seen[st.form] = true
			}
			if len(seen) != 6 {
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
			for w := range rawBastedHomophones {
				if regexp.MustCompile(`(?i)\b` + w + `\b`).MatchString(v) {
					t.Errorf("%s: value %s holds the homophone %q", attr, v, w)
				}
			}
		}
		for v, sp := range f.split {
			if !slices.Contains(values, v) || !strings.Contains(sp, " ") || wordsRE(values).MatchString(sp) || strings.EqualFold(sp, v) {
				t.Errorf("%s: %s is split as %q", attr, v, sp)
			}
			own.check(t, attr+".split", sp)
		}
		for _, x := range f.stale {
			person[attr+".staleAsks"] = append(person[attr+".staleAsks"], x.ask, x.reject)
			bot[attr+".stale"] = append(bot[attr+".stale"], x.act)
		}
		for _, e := range f.echo {
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			bot[attr+".echo"] = append(bot[attr+".echo"], e.line)
		}
		person[attr+".chatter"], person[attr+".other"] = rawAttrs[attr].chatter[ph], rawAttrs[attr].other[ph]
		person[attr+".quoted"], person[attr+".relay"] = f.quoted, f.relay
		person[attr+".plan"], person[attr+".memory"], person[attr+".past"] = f.plan, f.memory, f.past
		bot[attr+".readback"], bot[attr+".messages"], bot[attr+".assistant"] = f.readback, f.messages, rawAttrs[attr].assistant[ph]
		bot[attr+".still"], bot[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"other", "quoted", "relay", "plan", "memory", "past", "stale", "echo", "readback", "messages"} {
			wants[attr+"."+l] = want{need: []string{"{v}"}}
		}
		wants[attr+".assistant"] = want{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = want{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = want{need: []string{"{name}", "{v}", "{when}"}}
	}
	for w, h := range rawBastedHomophones {
		if w != strings.ToLower(w) || h != strings.ToLower(h) || strings.Contains(w+h, " ") || w == h {
			t.Errorf("homophone %q -> %q", w, h)
		}
	}
	for list, tpls := range person {
		for _, u := range tpls {
			if strings.ContainsAny(u, "0123456789") {
				t.Errorf("%s: %q holds digits, which the raw streaming recogniser spells out", list, u)
			}
		}
	}
	for list, tpls := range bot {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) && r[0] != '{' {
				t.Errorf("%s: %q does not start with a capital", list, u)
			}
		}
	}
	lists := map[string][]string{}
	for k, v := range person {
		lists[k] = v
	}
	for k, v := range bot {
		lists[k] = v
	}
	checkPlaceholders(t, lists, wants, own)
}

// rawCasedValue is attr's value v as cased in set ph's list (a spoken or
// texted set's turn may write it in lower case or capitals).
func rawCasedValue(ph Phrasing, attr, v string) string {
	for _, x := range rawAttrs[attr].valuesIn(ph) {
		if strings.EqualFold(x, v) {
			return x
		}
	}
	return v
}
