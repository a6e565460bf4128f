package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rawHemmedParts are the parts of one message: what its sender wrote
// (own), the lines it quotes ("> " lines and an Outlook-style block),
// its signature and the message it forwards.
type rawHemmedParts struct{ own, quoted, sig, fwd string }

// rawHemmedSplit splits a message into its parts, reading it top to
// bottom: "> " lines are quoted wherever they are; a "-- " line starts
// the signature, an "On ... wrote:" or "-----Original Message-----" line
// a quote and a forwarded-message header a forwarded message, each
// running to the next such line.
func rawHemmedSplit(text string) rawHemmedParts {
	var own, quoted, sig, fwd []string
	part := &own
	for _, line := range strings.Split(text, "\n") {
		switch {
		case line == "-- " && part == &own:
			part = &sig
			continue
		case strings.HasPrefix(line, "-----Original Message-----"):
			part = &quoted
			continue
		case strings.HasPrefix(line, "---------- Forwarded message"):
			part = &fwd
			continue
		case rawWroteRE.MatchString(line):
			part = &quoted
		case strings.HasPrefix(line, ">"):
			quoted = append(quoted, line)
			continue
		}
		*part = append(*part, line)
	}
	return rawHemmedParts{strings.Join(own, "\n"), strings.Join(quoted, "\n"), strings.Join(sig, "\n"), strings.Join(fwd, "\n")}
}

// TestRawOwnText: the oracle's reading of a message keeps what the
// sender wrote, above and below an inline quote, and drops quoted lines,
// the line over a bottom quote, the signature, an Outlook-style quote and
// a forwarded message.
func TestRawOwnText(t *testing.T) {
	text := "Subject: Re: Hello\n\nHi Mum,\n\n> Are you still in Hexham?\n\nNo, we moved.\n\nLove,\nX\n\n-- \nX | Leeds\n\n" +
		"On Tue, 4 Mar 2025 at 14:02, Deirdre wrote:\n> Hi X,\n> we're in Hexham now\n\n-----Original Message-----\nFrom: Y\n\nwe're in Otley now\n\n" +
		"---------- Forwarded message ----------\nFrom: Z\n\nwe're in Frome now"
	want := "Subject: Re: Hello\n\nHi Mum,\n\n\nNo, we moved.\n\nLove,\nX\n"
	if got := rawOwnText(PhrasingHemmed, text); got != want {
		t.Errorf("rawOwnText = %q, want %q", got, want)
	}
	if got := rawOwnText(PhrasingPleated, text); got != text {
		t.Errorf("rawOwnText changes another set's text: %q", got)
	}
	if p := rawHemmedSplit(text); p.own != want || p.sig != "X | Leeds\n" || !strings.Contains(p.quoted, "Otley") || !strings.Contains(p.fwd, "Frome") {
		t.Errorf("rawHemmedSplit = %+v", p)
	}
}

// rawHemmedTplREs read tpls as stretches of a text, {v} in group 1 (any
// value of attr), {me}, {name} and {when} anything.
func rawHemmedTplREs(attr string, tpls []string) []*regexp.Regexp {
	var vals []string
	for _, v := range rawAttrs[attr].valuesIn(PhrasingHemmed) {
		vals = append(vals, regexp.QuoteMeta(v))
	}
	var out []*regexp.Regexp
	for _, tpl := range tpls {
		p := strings.NewReplacer(`\{name\}`, `.+?`, `\{me\}`, `.+?`, `\{v\}`, `(`+strings.Join(vals, "|")+`)`, `\{when\}`, `.+?`).Replace(regexp.QuoteMeta(tpl))
		out = append(out, regexp.MustCompile(p))
	}
	return out
}

// rawHemmedLeads are the leads of attr's statements of form.
func rawHemmedLeads(attr, form string) []string {
	f := rawHemmedByAttr[attr]
	var out []string
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		if st.form == form {
			out = append(out, st.lead)
		}
	}
	return out
}

// rawHemmedNoteTexts are the texts of notes.
func rawHemmedNoteTexts(notes ...[]rawHemmedNote) []string {
	var out []string
	for _, ns := range notes {
		for _, n := range ns {
			out = append(out, n.text)
		}
	}
	return out
}

// rawHemmedThreadKey is the thread a message of a correspondent's
// belongs to: its subject line less "Re: " and "Automatic reply: ", and
// the correspondent.
func rawHemmedThreadKey(o *Observation) string {
	line := strings.SplitN(o.Text, "\n", 2)[0]
	return strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(line, "Subject: "), "Automatic reply: "), "Re: ") + "/" + o.Speaker
}

// TestRawHemmedMailbox: in the hemmed datasets every turn is a message
// (role user, a subject line first) of the mailbox's owner, of one of
// three to five correspondents or of a service, and every question asks
// about the owner. Every turn of the owner's that the oracle of
// TestRawGoldIsStatement reads as a statement is a question's gold; no
// other turn of the owner's names, in the text the owner wrote, the value
// that holds when it is said, and a correspondent's or service's turn
// names it in its own text only as an echo (congratulations, an echo, the
// stale guess a correction answers) or a notification, the distractor
// kinds this set allows, besides quotes, signatures and forwarded
// messages. The text the owner wrote comes before any signature, quote
// below it or forwarded message, so the oracle's reading is the owner's
// whole text (rawOwnText). Every form is gold somewhere and in its place:
// news opens a thread; an answer quotes the correspondent's question
// (naming no value), which is the message before it in the thread; a fix
// quotes above it the correspondent's guess, naming another value; a
// roundup is one paragraph of a message of five or more; a forward is a
// note over a forwarded message that names the value it states (news and
// a forward open a thread, an answer and a fix answer a correspondent's
// earlier message, which holds the line they quote). Every
// quote, with one level of "> " taken off, and every Outlook-style quote
// is text of an earlier message. Across a dataset: the owner's messages
// quote or forward another value of the asked attribute (stale quotes,
// dug-up old statements, forwarded statements of other people) at least
// once a conversation on average; a quote of an owner's old statement
// whose value no longer holds and someone else's statement in a
// forwarded message come in at least one conversation in six each;
// signatures show the value that holds and a stale one; notifications
// name the value that holds and an earlier one; correspondents echo the
// value in at least every other conversation; the owner's own text names
// other values of the asked attribute at least twice a conversation;
// threads of different correspondents interleave (a message of one falls
// between two of another's, a thread read as the messages of one
// correspondent under one subject line) in at least half of the
// conversations; there are auto-replies; and "still" questions,
// current and historical, naming a value other than the expected one,
// left out of the candidates, are at least a tenth of the questions.
func TestRawHemmedMailbox(t *testing.T) {
	ph := PhrasingHemmed
	for name, scs := range map[string][]Scenario{"raw-hemmed": RawHemmed(), "raw-long-hemmed": RawLong(ph)} {
		var turns, questions, stillCur, stillHist int
		var staleQuoted, oldStmtQuoted, fwdStmts, curSig, staleSig, noteCur, noteOld, echoes, echoed, ownOthers, interleaved, autos int
		var oldStmtConvs, fwdStmtConvs int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			pred := s.Questions[0].Predicate
			f := rawHemmedByAttr[pred]
			owner := s.Questions[0].Subject
			turns += len(s.Observations)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			stmtREs := rawStatementREs(rawAttrs[pred], ph)
			formREs := formREs(ph, f.state, f.change, f.revert)
			echoREs := rawHemmedTplREs(pred, slices.Concat(f.congrats, f.echo, rawHemmedLeads(pred, "fix"), rawHemmedNoteTexts(f.notify, f.notifyOld)))
			fixREs := rawHemmedTplREs(pred, rawHemmedLeads(pred, "fix"))
			var ownerName string
			people := map[string]bool{}
			for _, o := range s.Observations {
				if o.Role != "user" || !strings.HasPrefix(o.Text, "Subject: ") {
					t.Errorf("%s %s/%s: a %s turn %q", name, s.ID, o.ID, o.Role, o.Text)
				}
				switch {
				case "user:"+strings.ToLower(o.Speaker) == owner:
					ownerName = o.Speaker
				case slices.Contains(rawHemmedServices, o.Speaker):
				default:
					people[o.Speaker] = true
				}
			}
			if len(people) < 3 || len(people) > 5 || !slices.Contains(rawNames[ph], ownerName) {
				t.Errorf("%s %s: owner %q, correspondents %v", name, s.ID, ownerName, people)
			}
			for _, q := range s.Questions {
				if q.Subject != owner {
					t.Errorf("%s %s/%s: asks about %s, not the owner %s", name, s.ID, q.ID, q.Subject, owner)
				}
			}
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			// threads, in order
			// the correspondents' messages by thread, in order
			threads := map[string][]int{}
			var order []string
			for j := range s.Observations {
				o := &s.Observations[j]
				if strings.Contains(strings.SplitN(o.Text, "\n", 2)[0], "Automatic reply: ") {
					autos++
				}
				if !people[o.Speaker] {
					continue
				}
				k := rawHemmedThreadKey(o)
				if threads[k] == nil {
					order = append(order, k)
				}
				threads[k] = append(threads[k], j)
			}
		interleave:
			for _, a := range order {
				for _, b := range order {
					ia, ib := threads[a], threads[b]
					if a != b && s.Observations[ia[0]].Speaker != s.Observations[ib[0]].Speaker &&
						slices.ContainsFunc(ib, func(x int) bool { return x > ia[0] && x < ia[len(ia)-1] }) {
						interleaved++
						break interleave
					}
				}
			}
			k := -1
			echoedHere, oldHere, fwdHere := false, false, false
			for j := range s.Observations {
				o := &s.Observations[j]
				p := rawHemmedSplit(o.Text)
				if own := rawOwnText(ph, o.Text); p.own != own {
					t.Errorf("%s %s/%s: the oracle reads %q of %q, the sender wrote %q", name, s.ID, o.ID, own, o.Text, p.own)
				}
				checkRawHemmedQuotes(t, name, s, j)
				byOwner := o.Speaker == ownerName
				if isStmt[o.ID] {
					k++
					checkRawHemmedForm(t, name, s, j, formREs, fixREs, stmts[k].value, forms)
					continue
				}
				if k < 0 {
					continue
				}
				v := stmts[k].value
				inOwn := slices.Contains(values.FindAllString(p.own, -1), v)
				if byOwner {
					ownOthers += len(values.FindAllString(p.own, -1))
					if inOwn {
						t.Errorf("%s %s/%s: the owner's text %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, p.own, v)
					}
					rest := p.quoted + "\n" + p.fwd
					if slices.ContainsFunc(values.FindAllString(rest, -1), func(w string) bool { return w != v }) {
						staleQuoted++
					}
					for _, re := range stmtREs {
						for _, part := range []string{rawHemmedUnquote(p.quoted), p.fwd} {
							if m := re.FindStringSubmatch(part); m != nil && m[re.SubexpIndex("val")] != v {
								if part == p.fwd {
									fwdStmts++
									fwdHere = true
								} else {
									oldStmtQuoted++
									oldHere = true
								}
							}
						}
					}
					for _, w := range values.FindAllString(p.sig, -1) {
						if w == v {
							curSig++
						} else {
							staleSig++
						}
					}
					continue
				}
				if slices.Contains(rawHemmedServices, o.Speaker) {
					if inOwn {
						noteCur++
					} else if values.MatchString(p.own) {
						noteOld++
					}
				}
				if inOwn {
					if m := matchAny(echoREs, p.own); m == nil || m[1] != v {
						t.Errorf("%s %s/%s: %s's text %q names %s, the value that holds for the owner, and is no echo or notification", name, s.ID, o.ID, o.Speaker, p.own, v)
					}
					if !slices.Contains(rawHemmedServices, o.Speaker) {
						echoes++
						echoedHere = true
					}
				}
			}
			if echoedHere {
				echoed++
			}
			if oldHere {
				oldStmtConvs++
			}
			if fwdHere {
				fwdStmtConvs++
			}
			for _, q := range s.Questions {
				questions++
				tpls := f.still
				if q.Intent == "historical" {
					tpls = f.stillWhen
				}
				var res []*regexp.Regexp
				for _, re := range rawHemmedTplREs(pred, tpls) {
					res = append(res, regexp.MustCompile("^"+re.String()+"$"))
				}
				m := matchAny(res, q.Text)
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
		n := len(scs)
		t.Logf("%s: %d conversations, %.0f turns each, %d questions; statements by form %v; owner's messages quoting or forwarding another value %d, quoting an old statement %d (in %d conversations), forwarding someone else's statement %d (in %d); signatures with the value that holds %d, stale %d; notifications naming the value that holds %d, an earlier one %d; echoes %d (in %d conversations); other values in the owner's text %d (%.1f a conversation); threads interleave in %d conversations; %d auto-replies; %d current and %d historical still questions",
			name, n, float64(turns)/float64(n), questions, forms, staleQuoted, oldStmtQuoted, oldStmtConvs, fwdStmts, fwdStmtConvs, curSig, staleSig, noteCur, noteOld, echoes, echoed, ownOthers, float64(ownOthers)/float64(n), interleaved, autos, stillCur, stillHist)
		for _, form := range []string{"news", "answer", "fix", "roundup", "forward"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if staleQuoted < n || oldStmtConvs*6 < n || fwdStmtConvs*6 < n || curSig == 0 || staleSig == 0 || noteCur == 0 || noteOld == 0 ||
			echoed*2 < n || ownOthers < 2*n || interleaved*2 < n || autos == 0 {
			t.Errorf("%s: too few distractors or overlapping threads (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// rawHemmedUnquote takes one level of "> " off quoted lines, leaving out
// the lines over quotes.
func rawHemmedUnquote(quoted string) string {
	var out []string
	for _, l := range strings.Split(quoted, "\n") {
		if rawWroteRE.MatchString(l) {
			continue
		}
		out = append(out, strings.TrimPrefix(strings.TrimPrefix(l, ">"), " "))
	}
	return strings.Join(out, "\n")
}

// checkRawHemmedQuotes: every block of "> " lines of message j, with one
// level taken off, and its Outlook-style quote, if any, are text of an
// earlier message.
func checkRawHemmedQuotes(t *testing.T, name string, s *Scenario, j int) {
	t.Helper()
	earlier := func(block string) bool {
		return slices.ContainsFunc(s.Observations[:j], func(o Observation) bool { return strings.Contains(o.Text, block) })
	}
	text := s.Observations[j].Text
	var block []string
	for _, l := range append(strings.Split(text, "\n"), "") {
		if strings.HasPrefix(l, ">") {
			block = append(block, strings.TrimPrefix(strings.TrimPrefix(l, ">"), " "))
			continue
		}
		if len(block) > 0 && !earlier(strings.Join(block, "\n")) {
			t.Errorf("%s %s/%s: quotes %q, which no earlier message says", name, s.ID, s.Observations[j].ID, strings.Join(block, "\n"))
		}
		block = nil
	}
	if _, after, ok := strings.Cut(text, "-----Original Message-----\n"); ok {
		if _, quoted, ok := strings.Cut(after, "\n\n"); !ok || !earlier(quoted) {
			t.Errorf("%s %s/%s: Outlook quote %q, which no earlier message says", name, s.ID, s.Observations[j].ID, after)
		}
	}
}

// checkRawHemmedForm finds the form of statement message j (value v) and
// checks it is in its place (see TestRawHemmedMailbox).
func checkRawHemmedForm(t *testing.T, name string, s *Scenario, j int, formREs map[string][]*regexp.Regexp, fixREs []*regexp.Regexp, v string, forms map[string]int) {
	t.Helper()
	o := &s.Observations[j]
	p := rawHemmedSplit(o.Text)
	pred := s.Questions[0].Predicate
	first := strings.SplitN(o.Text, "\n", 2)[0]
	// saidBefore: a correspondent's earlier message holds line
	saidBefore := func(line string) bool {
		return slices.ContainsFunc(s.Observations[:j], func(e Observation) bool {
			return e.Speaker != o.Speaker && strings.Contains(e.Text, line)
		})
	}
	for form, res := range formREs {
		var m []string
		var re *regexp.Regexp
		for _, re = range res {
			if m = re.FindStringSubmatch(p.own); m != nil && m[re.SubexpIndex("val")] == v {
				break
			}
			m = nil
		}
		if m == nil {
			continue
		}
		forms[form]++
		ok := false
		switch form {
		case "news":
			ok = !strings.HasPrefix(first, "Subject: Re: ") && !strings.HasPrefix(first, "Subject: Fwd: ") && p.fwd == ""
		case "answer":
			ok = strings.HasPrefix(first, "Subject: Re: ") && slices.ContainsFunc(rawHemmedLeads(pred, "answer"), func(l string) bool {
				return saidBefore(l) && strings.Contains(rawHemmedUnquote(p.quoted), l)
			})
		case "fix":
			core := m[0][len(m[re.SubexpIndex("pre")]) : len(m[0])-len(m[re.SubexpIndex("post")])]
			above, _, _ := strings.Cut(o.Text, core)
			lead := matchAny(fixREs, above)
			ok = strings.HasPrefix(first, "Subject: Re: ") && lead != nil && lead[1] != v && strings.Contains(above, "\n> "+lead[0]) && saidBefore(lead[0])
		case "roundup":
			ok = strings.Count(strings.TrimSpace(p.own), "\n\n") >= 5 && len(m[re.SubexpIndex("pre")])+len(m[re.SubexpIndex("post")]) > 20
		case "forward":
			ok = strings.HasPrefix(first, "Subject: Fwd: ") && strings.Contains(p.fwd, v)
		}
		if !ok {
			t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
		}
		return
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawHemmedLists: the hemmed set's values, users, correspondents,
// third people and services are in no earlier set (nor among the people
// the earlier sets' lists name); its statements neither start nor end
// with a placeholder, are of a known form, each attribute's state,
// change and revert lists holding every form; an answer has a lead naming
// no value, a fix a lead holding {v} alone, a forward a sender, a subject
// line and a lead holding {v} (and perhaps {me}), news and a roundup no
// lead. The set's own lists hold the placeholders they should ({v} in
// congratulations, echoes, stale questions, plans, memories and past
// values; {v} and {me} in notifications; {name} and {v} in the still
// questions, with {when} in the historical ones; {to}, {me}, {who} or
// {back} where they are filled; none elsewhere), name no value or user of
// the set but through a placeholder, and none equals, contains or is
// contained in a statement template of any set.
func TestRawHemmedLists(t *testing.T) {
	ph := PhrasingHemmed
	var people []string
	for _, c := range rawHemmedContacts {
		people = append(people, c.name)
	}
	people = slices.Concat(people, rawHemmedThirds, rawHemmedServices)
	mine := ownNames(t, ph, people)
	for _, p := range people {
		if slices.Contains(slices.Concat(rawPleatedFriends, rawLacedVoices, rawKnottedMates), p) {
			t.Errorf("%s is named in an earlier set's lists", p)
		}
	}
	own := newTemplateCheck(mine)
	type want = placeholderWant
	lists := map[string][]string{"greetings": rawHemmedGreetings, "ownerSignOffs": rawHemmedOwnerSignOffs,
		"ownerFormalSignOffs": rawHemmedOwnerFormalSignOffs, "signatures": rawHemmedSignatures,
		"newsSubjects": rawHemmedNewsSubjects, "askSubjects": rawHemmedAskSubjects, "roundupSubjects": rawHemmedRoundupSubjects,
		"chatSubjects": rawHemmedChatSubjects, "gossipSubjects": rawHemmedGossipSubjects, "planSubjects": rawHemmedPlanSubjects,
		"memorySubjects": rawHemmedMemorySubjects, "suggestSubjects": rawHemmedSuggestSubjects, "leadIns": rawHemmedLeadIns,
		"newsOpeners": rawHemmedNewsOpeners, "newsTails": rawHemmedNewsTails, "cheers": rawHemmedCheers, "nods": rawHemmedNods,
		"thanks": rawHemmedThanks, "roundupOpeners": rawHemmedRoundupOpeners, "roundupClosers": rawHemmedRoundupClosers,
		"bits": rawHemmedBits, "forwardNotes": rawHemmedForwardNotes, "noteForwards": rawHemmedNoteForwards,
		"ownerDigups": rawHemmedOwnerDigups, "contactDigups": rawHemmedContactDigups, "autoReplies": rawHemmedAutoReplies,
		"gossipReplies": rawHemmedGossipReplies, "planReplies": rawHemmedPlanReplies, "memoryReplies": rawHemmedMemoryReplies,
		"shrugs": rawHemmedShrugs, "titles": rawHemmedTitles}
	wants := map[string]want{"greetings": {need: []string{"{to}"}}, "ownerSignOffs": {need: []string{"{me}"}},
		"ownerFormalSignOffs": {need: []string{"{me}"}}, "signatures": {need: []string{"{me}", "{title}", "{employer}", "{town}"}},
		"forwardNotes": {need: []string{"{who}"}}, "autoReplies": {need: []string{"{back}"}}}
	for _, role := range rawHemmedRoles {
		for _, b := range rawHemmedBusiness[role] {
			lists["business."+role] = append(lists["business."+role], b[:]...)
		}
		lists["businessAnswers."+role] = rawHemmedBusinessAnswers[role]
	}
	for _, c := range rawHemmedContacts {
		if !slices.Contains(rawHemmedRoles, c.role) || c.address == "" || c.signOff == "" || (c.sig == "") != !c.formal() {
			t.Errorf("contact %+v", c)
		}
		lists["contacts"] = append(lists["contacts"], c.signOff, c.sig)
	}
	for attr, f := range rawHemmedByAttr {
		for kind, s := range map[string]rawHemmedStmts{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				leadWant := map[string]want{"news": {}, "roundup": {}, "answer": {}, "fix": {need: []string{"{v}"}}, "forward": {need: []string{"{v}"}, may: []string{"{me}"}}}
				lw, ok := leadWant[st.form]
				switch {
				case !ok:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				case (st.form == "news" || st.form == "roundup") && (st.lead != "" || st.from != "" || st.subj != ""):
					t.Errorf("%s: %s %q has a lead", attr, st.form, st.core)
				case st.form != "news" && st.form != "roundup":
					got := rawPlaceholderRE.FindAllString(st.lead, -1)
					for _, p := range lw.need {
						if !slices.Contains(got, p) {
							t.Errorf("%s: %s %q: lead %q lacks %s", attr, st.form, st.core, st.lead, p)
						}
					}
					for _, p := range got {
						if !slices.Contains(lw.need, p) && !slices.Contains(lw.may, p) {
							t.Errorf("%s: %s %q: lead %q holds %s", attr, st.form, st.core, st.lead, p)
						}
					}
					if (st.form == "forward") != (st.from != "" && st.subj != "") {
						t.Errorf("%s: %s %q: from %q, subject %q", attr, st.form, st.core, st.from, st.subj)
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
		lists[attr+".notify"] = rawHemmedNoteTexts(f.notify, f.notifyOld)
		for _, n := range slices.Concat(f.notify, f.notifyOld) {
			if !slices.Contains(rawHemmedServices, n.from) || n.subj == "" {
				t.Errorf("%s: notification %+v", attr, n)
			}
		}
		for _, l := range []string{"congrats", "echo", "staleAsk", "plan", "memory", "past"} {
			wants[attr+"."+l] = want{need: []string{"{v}"}}
		}
		wants[attr+".notify"] = want{need: []string{"{v}", "{me}"}}
		wants[attr+".still"] = want{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = want{need: []string{"{name}", "{v}", "{when}"}}
	}
	checkPlaceholders(t, lists, wants, own)
}
