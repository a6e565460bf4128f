package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// TestRawShirredRead: the oracle reads a shirred email less its quoted
// lines, the "On ... wrote:" line over them and anything from an
// "-----Original Message-----" or forwarded-message line on, keeping the
// sender's own signature, as rawSpoken writes it: a statement reads in
// the body, in lower case, in the signature and in a list of details,
// and a statement quoted below a reply, Outlook-style or forwarded reads
// as none; the hemmed mailbox is read as before (its signature dropped).
func TestRawShirredRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingShirred] = []string{"we've moved! new address below, we're now living in {new}, please update your contacts",
		"NEW ADDRESS: 3 Ferry Row, {new} | mobile 07700 900 583",
		"new postal address: 9 Cooper's Lane, {new} (moved in June)"}
	res := rawStatementREs(&a, PhrasingShirred)
	reads := func(text string) bool {
		read := rawOwnText(PhrasingShirred, text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Moffat") {
				return true
			}
		}
		return false
	}
	head := "To: Wilfreda Quist\nSubject: Re: Your account\n\n"
	for _, text := range []string{
		head + "Hi Wilfreda,\n\nWe've moved! New address below, we're now living in Moffat, please update your contacts.\n\nBest,\nMeinrad",
		head + "hi dymphna,\n\nwe've moved! new address below, we're now living in moffat, please update your contacts.\n\ncheers,\nmeinrad",
		head + "Hi Wilfreda,\n\nThanks for your help.\n\nBest,\nMeinrad\n\n-- \nMeinrad Coutts\nNEW ADDRESS: 3 Ferry Row, Moffat | mobile 07700 900 583",
		head + "Hello Wilfreda,\n\nHere are my updated details:\n- phone number unchanged\n- new postal address: 9 Cooper's Lane, Moffat (moved in June)\n\nRegards,\nMeinrad",
	} {
		if !reads(text) {
			t.Errorf("%q reads no statement of Moffat", text)
		}
	}
	old := "We've moved! New address below, we're now living in Moffat, please update your contacts."
	for _, text := range []string{
		head + "Hi Wilfreda,\n\nBumping this, any news on it?\n\nBest,\nMeinrad\n\nOn Tue 4 Mar 2025, Meinrad Coutts wrote:\n> " + old,
		head + "Hi Wilfreda,\n\nBumping this, any news on it?\n\nBest,\nMeinrad\n\n-----Original Message-----\nFrom: Meinrad Coutts\nSubject: Your account\n\n" + old,
		head + "Hi Wilfreda,\n\nSee below.\n\nBest,\nMeinrad\n\n---------- Forwarded message ---------\nFrom: Nan <nan.post@mail.example>\n\n" + old,
	} {
		if reads(text) {
			t.Errorf("%q, quoting or forwarding the statement, reads as one", text)
		}
	}
	mail := "Hi,\n\nThanks.\n\n-- \nJo\nSenior Analyst"
	if got := rawOwnText(PhrasingHemmed, mail); got != "Hi,\n\nThanks.\n" {
		t.Errorf("rawOwnText changes the hemmed set's reading: %q", got)
	}
}

// rawShirredStmtRE is one statement template of an attribute as the
// oracle reads it, with the statement it was made from.
type rawShirredStmtRE struct {
	re *regexp.Regexp
	st rawShirredStmt
}

// rawShirredStmtREs are attr's statements as the oracle reads them.
func rawShirredStmtREs(attr string) []rawShirredStmtRE {
	f := rawShirredByAttr[attr]
	var out []rawShirredStmtRE
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		var a rawAttr
		a.state[PhrasingShirred] = []string{st.core}
		out = append(out, rawShirredStmtRE{rawStatementREs(&a, PhrasingShirred)[0], st})
	}
	return out
}

// rawShirredParas are the paragraphs of the part of a shirred email its
// sender wrote (rawShirredOwn), blank lines between them.
func rawShirredParas(text string) []string {
	return strings.Split(strings.TrimRight(rawShirredOwn(text), "\n"), "\n\n")
}

// TestRawShirredMail: in the shirred datasets every turn is an email: the
// person's (role user, their name as speaker, opening with To and Subject
// headers and a greeting, closing with their sign-off and name), a
// correspondent's (role user, one of rawShirredContacts by first name,
// with their signature) or an automated sender's (role assistant,
// speaker AssistantSpeaker, opening with a From line); every question
// asks about the person, typed and cased. Every email of the person's
// that the oracle of TestRawGoldIsStatement reads as a statement is a
// question's gold, and no other email of theirs names the value that
// holds when it is sent in the part they wrote (compared without case);
// every form is gold somewhere and in its place (checkRawShirredForm).
// Across a dataset: the person's own replies quote their own older mail
// stating a stale value, which the oracle would read as a statement
// were the quote not left out, in at least one conversation in five;
// their forwards carry other people's values; the part they wrote names
// other values of the asked attribute at least twice a conversation;
// mail about someone else, trips and clients, plans and interviews and
// jokes each come in at least one conversation in five; correspondents
// tell their own news, misread, write on an earlier value and name the
// value that holds; automated mail names other values; "still"
// questions, current and historical, naming a value other than the
// expected one, left out of the candidates, are at least a tenth of the
// questions; some gold emails are in lower case.
func TestRawShirredMail(t *testing.T) {
	ph := PhrasingShirred
	for name, scs := range map[string][]Scenario{"raw-shirred": RawShirred(), "raw-long-shirred": RawLong(ph)} {
		var golds, lowerGold, personOthers, stillCur, stillHist, questions int
		var quoteConvs, forwardConvs, otherConvs, elsewhereConvs, planConvs, jokeConvs, newsConvs, misreadConvs, staleConvs, echoConvs, autoConvs int
		forms := map[string]int{}
		contacts := map[string]bool{}
		for _, c := range rawShirredContacts {
			contacts[c.name] = true
		}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawShirredByAttr[pred]
			p := &rawShirredPerson{}
			for k := range rawShirredPeople {
				if "user:"+strings.ToLower(rawShirredPeople[k].name) == subject {
					p = &rawShirredPeople[k]
				}
			}
			if p.name == "" {
				t.Fatalf("%s %s: asks about %s, who is no user of the set", name, s.ID, subject)
			}
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			stmtREs := rawShirredStmtREs(pred)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			var allREs []*regexp.Regexp
			for _, sr := range stmtREs {
				allREs = append(allREs, sr.re)
			}
			tpls := func(ls []rawShirredLine) []*regexp.Regexp {
				return rawSpokenTplREs(PhrasingShirred, pred, true, shirredTexts(ls))
			}
			otherREs, elsewhereREs, planREs, jokeREs, newsREs, forwardREs, offerREs := tpls(f.other), tpls(f.elsewhere), tpls(f.plan), tpls(f.joke), tpls(f.news), tpls(f.forward), tpls(f.offer)
			var misreads, acts, echoes []string
			for _, m := range f.misread {
				misreads = append(misreads, m.misread)
			}
			for _, x := range f.stale {
				acts = append(acts, x.act)
			}
			for _, e := range f.echo {
				echoes = append(echoes, e.line)
			}
			misreadREs, staleREs, echoREs := rawSpokenTplREs(PhrasingShirred, pred, true, misreads), rawSpokenTplREs(PhrasingShirred, pred, true, acts), rawSpokenTplREs(PhrasingShirred, pred, true, echoes)
			has := map[string]bool{}
			k := -1 // the latest statement so far
			obs := s.Observations
			for j := range obs {
				o := &obs[j]
				read := rawSpoken(o.Text)
				own := rawShirredOwn(o.Text)
				ms := values.FindAllString(own, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch {
				case o.Role == "assistant":
					if o.Speaker != AssistantSpeaker || !strings.HasPrefix(o.Text, "From: ") {
						t.Errorf("%s %s/%s: automated mail %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if matchAny(offerREs, read) != nil {
						has["auto"] = true
					}
				case o.Role == "user" && o.Speaker != p.name:
					if !contacts[o.Speaker] || !strings.HasPrefix(o.Text, "Subject: ") || !strings.Contains(o.Text, "\n-- \n") {
						t.Errorf("%s %s/%s: mail %q of %s, no correspondent's", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					switch {
					case matchAny(misreadREs, read) != nil:
						has["misread"] = true
					case matchAny(staleREs, read) != nil:
						has["stale"] = true
					case matchAny(newsREs, read) != nil:
						has["news"] = true
					case matchAny(echoREs, read) != nil && holds:
						has["echo"] = true
					}
				case o.Role == "user":
					paras := rawShirredParas(o.Text)
					if !rawOwnTurn(ph, o, subject) || len(paras) < 4 || !strings.HasPrefix(paras[0], "To: ") || !strings.Contains(paras[0], "\nSubject: ") {
						t.Errorf("%s %s/%s: %q is no email of the person's", name, s.ID, o.ID, o.Text)
					}
					if isStmt[o.ID] {
						k++
						golds++
						v := stmts[k].value
						checkRawShirredForm(t, name, s, j, stmtREs, isStmt, v, forms)
						cased := rawCasedValue(ph, pred, v)
						if cased != strings.ToLower(cased) && strings.Contains(own, strings.ToLower(cased)) {
							lowerGold++
						}
						continue
					}
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the person's email %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
					ownRead := rawSpoken(own)
					for d, res := range map[string][]*regexp.Regexp{"other": otherREs, "elsewhere": elsewhereREs, "plan": planREs, "joke": jokeREs} {
						if matchAny(res, ownRead) != nil {
							has[d] = true
						}
					}
					if own != o.Text {
						rest := strings.TrimPrefix(o.Text, own)
						if strings.Contains(rest, "---------- Forwarded message") && matchAny(forwardREs, rawSpoken(rest)) != nil {
							has["forward"] = true
						}
						// a quoted older email of the person's own stating a
						// stale value: read whole, it would be a statement
						if k >= 0 && (strings.Contains(rest, "wrote:\n> ") || strings.Contains(rest, "-----Original Message-----")) {
							for _, re := range allREs {
								if m := re.FindStringSubmatch(read); m != nil && !strings.EqualFold(m[re.SubexpIndex("val")], stmts[k].value) &&
									!strings.Contains(rawSpoken(own), rawSpoken(m[re.SubexpIndex("val")])) {
									has["quote"] = true
								}
							}
						}
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
			}
			for d, n := range map[string]*int{"quote": &quoteConvs, "forward": &forwardConvs, "other": &otherConvs, "elsewhere": &elsewhereConvs,
				"plan": &planConvs, "joke": &jokeConvs, "news": &newsConvs, "misread": &misreadConvs, "stale": &staleConvs, "echo": &echoConvs, "auto": &autoConvs} {
				if has[d] {
					*n++
				}
			}
			cur, hist := rawStillREs(pred, ph, f.still, f.stillWhen)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations, %d questions; statements by form %v, %d in all, %d naming the value in lower case; %d other values in the person's own text (%.1f a conversation); quoted stale mail of their own in %d conversations, forwards in %d, mail about others in %d, trips and clients in %d, plans in %d, jokes in %d; correspondents' news in %d, misreadings in %d, stale replies in %d, echoes in %d; automated mail naming values in %d; %d current and %d historical still questions",
			name, n, questions, forms, golds, lowerGold, personOthers, float64(personOthers)/float64(n), quoteConvs, forwardConvs, otherConvs, elsewhereConvs, planConvs, jokeConvs,
			newsConvs, misreadConvs, staleConvs, echoConvs, autoConvs, stillCur, stillHist)
		for _, form := range rawShirredFormNames {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if lowerGold == 0 {
			t.Errorf("%s: no gold email in lower case", name)
		}
		if personOthers < 2*n || quoteConvs*5 < n || forwardConvs*5 < n || otherConvs*5 < n || elsewhereConvs*5 < n || planConvs*5 < n || jokeConvs*5 < n ||
			newsConvs == 0 || misreadConvs == 0 || staleConvs == 0 || echoConvs == 0 || autoConvs*5 < n {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawShirredForm finds the statement template statement email j
// (value v) reads as and checks its form is in its place: a line is the
// body's one line, no second of two emails sent together; a ramble one
// line from an opener to the request it gives context for; a signature
// names the value below "-- " and the person's full name, the body
// (its ask and lead) naming none; a list of details its heading line,
// naming no value, and two items or more, one naming the value; a blurb
// its line before the text and the text in quotes, naming the value; a
// correction follows the correspondent's reply assuming another value,
// which follows the person's email naming none; a follow-up follows the
// correspondent's reply naming no value, which follows the person's
// email naming none, and quotes that reply; a split email follows the
// person's email seconds before it, its lead, naming no value.
func checkRawShirredForm(t *testing.T, name string, s *Scenario, j int, stmtREs []rawShirredStmtRE, isStmt map[string]bool, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingShirred))
	text := rawOwnText(PhrasingShirred, o.Text)
	paras := rawShirredParas(o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	person := func(p *Observation) bool {
		return p.Role == "user" && p.Speaker == o.Speaker && !isStmt[p.ID] && !values.MatchString(rawShirredOwn(p.Text))
	}
	correspondent := func(p *Observation) bool { return p.Role == "user" && p.Speaker != o.Speaker }
	soon := func(p *Observation) bool { return o.At.Sub(p.At) <= 40*time.Second }
	names := func(text string) bool {
		return slices.ContainsFunc(values.FindAllString(text, -1), func(m string) bool { return strings.EqualFold(m, v) })
	}
	holds := func(text, tpl string) bool { return strings.Contains(" "+rawSpoken(text)+" ", " "+rawSpoken(tpl)+" ") }
	// the body: the paragraphs between the greeting and the sign-off
	sig := len(paras) >= 5 && strings.HasPrefix(paras[len(paras)-1], "-- \n")
	end := len(paras) - 1
	if sig {
		end--
	}
	var body []string
	if len(paras) >= 4 {
		body = paras[2:end]
	}
	for _, form := range rawShirredFormNames {
		for _, sr := range stmtREs {
			if sr.st.form != form {
				continue
			}
			m := sr.re.FindStringSubmatch(text)
			if m == nil || !strings.EqualFold(m[sr.re.SubexpIndex("val")], v) {
				continue
			}
			forms[form]++
			st := sr.st
			ok := false
			switch form {
			case "line":
				p := prev(1)
				ok = !sig && len(body) == 1 && !strings.Contains(body[0], "\n") && names(body[0]) && !(p.Role == "user" && soon(p))
			case "ramble":
				read := rawSpoken(body[0])
				ok = !sig && len(body) == 1 && !strings.Contains(body[0], "\n") && strings.HasSuffix(read, " "+rawSpoken(st.ask)) &&
					slices.ContainsFunc(rawShirredOpeners, func(op string) bool { return strings.HasPrefix(read, rawSpoken(op)+" ") })
			case "sig":
				last := strings.Split(paras[len(paras)-1], "\n")
				ok = sig && len(body) == 2 && holds(body[0], st.ask) && holds(body[1], st.lead) && !values.MatchString(strings.Join(body, " ")) &&
					len(last) == 3 && strings.EqualFold(last[1], o.Speaker+" "+rawShirredPersonOf(o.Speaker).surname) && names(last[2])
			case "details":
				lines := []string{}
				if len(body) == 1 {
					lines = strings.Split(body[0], "\n")
				}
				ok = !sig && len(lines) >= 3 && holds(lines[0], st.ask) && !values.MatchString(lines[0])
				held := false
				for _, l := range lines[1:] {
					ok = ok && strings.HasPrefix(l, "- ")
					held = held || names(l)
				}
				ok = ok && held
			case "blurb":
				ok = !sig && len(body) == 2 && holds(body[0], st.ask) && !values.MatchString(body[0]) && names(body[1]) &&
					strings.HasPrefix(body[1], "\"") && strings.HasSuffix(body[1], "\"")
			case "fix":
				p1, p2 := prev(1), prev(2)
				lead := matchAny(rawSpokenTplREs(PhrasingShirred, pred, true, []string{st.lead}), rawSpoken(p1.Text))
				ok = correspondent(p1) && lead != nil && !strings.EqualFold(lead[1], v) && person(p2) && holds(p2.Text, st.ask) && len(body) == 1
			case "followup":
				p1, p2 := prev(1), prev(2)
				ok = correspondent(p1) && strings.Contains(p1.Text, st.lead) && !values.MatchString(p1.Text) && person(p2) && holds(p2.Text, st.ask) &&
					strings.Contains(o.Text, "\n> "+st.lead) && len(body) == 1
			case "split":
				p := prev(1)
				ok = person(p) && soon(p) && holds(p.Text, st.lead) && len(body) == 1
			}
			if !ok {
				t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
			}
			return
		}
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawShirredLists: the shirred set's values, users and
// correspondents' names are in no earlier set, no correspondent is a
// value or user of the set,
// each one of rawShirredPeople with a form of their own, greetings and
// sign-offs; every topic has a code of its own, subjects and everyday
// mail, and all but routine mail deal with an attribute, every attribute
// dealt with by two topics at least. Its statements neither start nor
// end with a placeholder and hold no line break, are of a known form and
// tagged with a topic that deals with their attribute, and each
// attribute's state, change and revert lists hold every form; asks and
// leads name no value but a correction's lead, which holds {v} alone; a
// list and a blurb have an ask ending in a colon. Every distractor list
// holds a line said in any topic. The correspondents' and automated
// lines start with a capital and end a sentence. The set's own lists
// hold the placeholders they should and none else, name no value or user
// of the set but through a placeholder, and none equals, contains or is
// contained in a statement template of any set.
func TestRawShirredLists(t *testing.T) {
	ph := PhrasingShirred
	var contacts []string
	for _, c := range rawShirredContacts {
		contacts = append(contacts, c.name, c.surname)
	}
	mine := ownNames(t, ph, contacts)
	if len(rawNames[ph]) != len(rawShirredPeople) {
		t.Errorf("%d users, %d people", len(rawNames[ph]), len(rawShirredPeople))
	}
	for _, p := range rawShirredPeople {
		if !slices.Contains(rawNames[ph], p.name) || rawShirredPersonOf(p.name).name != p.name || p.surname == "" ||
			!slices.Contains(rawShirredFormNames, p.form) || p.lowerIn10 < 0 || p.lowerIn10 > 10 || len(p.greets) < 2 || len(p.signOffs) < 2 {
			t.Errorf("user %s is not one of the set's", p.name)
		}
	}
	keepers := map[string][]*rawShirredTopic{}
	codes := map[string]bool{}
	person := map[string][]string{"thanks": rawShirredThanks, "revivals": rawShirredRevivals, "forwardNotes": rawShirredForwardNotes,
		"congrats": rawShirredCongrats, "declines": rawShirredDeclines, "openers": rawShirredOpeners, "items": rawShirredItems, "smalltalk": rawSmallTalk[ph]}
	other := map[string][]string{"replies": rawReplies[ph], "lastWords": rawShirredLastWords, "acks": rawShirredAcks, "sorry": rawShirredSorry,
		"bulk": rawShirredBulk, "noted": rawShirredNoted}
	for i := range rawShirredTopics {
		tp := &rawShirredTopics[i]
		if codes[tp.code] || tp.code == "" || rawShirredTopicOf(tp.code).name != tp.name || len(tp.smallTalk) < 3 || len(tp.subjects) < 3 ||
			(len(tp.attrs) == 0) != (tp.code == "routine") {
			t.Errorf("topic %s (%s) is not one of its own", tp.name, tp.code)
		}
		codes[tp.code] = true
		for _, a := range tp.attrs {
			keepers[a] = append(keepers[a], tp)
		}
		person[tp.code+".subjects"] = tp.subjects
	}
	wants := map[string]placeholderWant{}
	for attr, f := range rawShirredByAttr {
		if len(keepers[attr]) < 2 {
			t.Errorf("%s: dealt with by %d topics", attr, len(keepers[attr]))
		}
		known := func(list, tag string) {
			if tag != "" && !slices.ContainsFunc(keepers[attr], func(tp *rawShirredTopic) bool { return tp.code == tag }) {
				t.Errorf("%s.%s: a line tagged %q, which deals with no %s", attr, list, tag, attr)
			}
		}
		for kind, s := range map[string][]rawShirredStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") || strings.Contains(st.core, "\n") {
					t.Errorf("%s: statement %q starts or ends with a placeholder or holds a line break", attr, st.core)
				}
				known(kind, st.topic)
				seen[st.form] = true
				if len(rawPlaceholderRE.FindAllString(st.ask, -1)) > 0 {
					t.Errorf("%s: %s %q has ask %q", attr, st.form, st.core, st.ask)
				}
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				switch st.form {
				case "line":
					if st.ask != "" || st.lead != "" {
						t.Errorf("%s: line %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
				case "ramble":
					if st.ask == "" || st.lead != "" {
						t.Errorf("%s: ramble %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".rambleAsks"] = append(person[attr+".rambleAsks"], st.ask)
				case "sig", "followup":
					if st.ask == "" || st.lead == "" || len(leadPh) > 0 {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
					person[attr+"."+st.form+"Asks"] = append(person[attr+"."+st.form+"Asks"], st.ask)
					if st.form == "sig" {
						person[attr+".sigLeads"] = append(person[attr+".sigLeads"], st.lead)
					} else {
						other[attr+".followupLeads"] = append(other[attr+".followupLeads"], st.lead)
					}
				case "details", "blurb":
					if !strings.HasSuffix(st.ask, ":") || st.lead == "" || len(leadPh) > 0 {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
					person[attr+"."+st.form+"Asks"] = append(person[attr+"."+st.form+"Asks"], st.ask)
				case "fix":
					if !slices.Equal(leadPh, []string{"{v}"}) || st.ask == "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".fixAsks"] = append(person[attr+".fixAsks"], st.ask)
					other[attr+".fixLeads"] = append(other[attr+".fixLeads"], st.lead)
					wants[attr+".fixLeads"] = placeholderWant{need: []string{"{v}"}}
				case "split":
					if st.lead == "" || st.ask != "" || len(leadPh) > 0 {
						t.Errorf("%s: split %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".splitLeads"] = append(person[attr+".splitLeads"], st.lead)
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
			}
			for _, form := range rawShirredFormNames {
				if !seen[form] {
					t.Errorf("%s.%s: no %s", attr, kind, form)
				}
			}
		}
		for list, ls := range map[string][]rawShirredLine{"chatter": f.chatter, "other": f.other, "forward": f.forward, "news": f.news,
			"elsewhere": f.elsewhere, "plan": f.plan, "past": f.past, "joke": f.joke, "reject": f.reject, "offer": f.offer} {
			anyTopic := false
			for _, l := range ls {
				known(list, l.topic)
				anyTopic = anyTopic || l.topic == ""
			}
			if !anyTopic {
				t.Errorf("%s.%s: no line said in any topic", attr, list)
			}
			switch list {
			case "offer", "news", "forward":
				other[attr+"."+list] = shirredTexts(ls)
			default:
				person[attr+"."+list] = shirredTexts(ls)
			}
		}
		for _, e := range f.echo {
			known("echo", e.topic)
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			other[attr+".echo"] = append(other[attr+".echo"], e.line)
		}
		for _, x := range f.stale {
			known("stale", x.topic)
			person[attr+".staleAsks"] = append(person[attr+".staleAsks"], x.ask, x.reject)
			other[attr+".stale"] = append(other[attr+".stale"], x.act)
		}
		for _, m := range f.misread {
			known("misread", m.topic)
			person[attr+".misreadSaid"] = append(person[attr+".misreadSaid"], m.said)
			person[attr+".misreadDeny"] = append(person[attr+".misreadDeny"], m.deny)
			other[attr+".misread"] = append(other[attr+".misread"], m.misread)
		}
		other[attr+".readback"], other[attr+".readbackNew"] = f.readback, f.readbackNew
		other[attr+".still"], other[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"other", "forward", "news", "elsewhere", "plan", "past", "joke", "reject", "echo", "stale", "readback", "readbackNew", "misreadSaid", "misread"} {
			wants[attr+"."+l] = placeholderWant{need: []string{"{v}"}}
		}
		wants[attr+".misreadDeny"] = placeholderWant{may: []string{"{v}"}}
		wants[attr+".offer"] = placeholderWant{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = placeholderWant{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = placeholderWant{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range other {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) || !strings.ContainsAny(string(r[len(r)-1]), ".!?\"") {
				t.Errorf("%s: %q does not start with a capital and end a sentence", list, u)
			}
		}
	}
	lists := map[string][]string{}
	for _, m := range []map[string][]string{person, other} {
		for k, v := range m {
			lists[k] = v
		}
	}
	checkPlaceholders(t, lists, wants, newTemplateCheck(mine))
}
