package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// TestRawGatheredRead: the oracle reads a gathered message as the part
// its sender wrote, as rawSpoken writes it, under either exporter's
// stamp, in lower case, as a reply under a quote and on a line of its own
// after an opener; a member's reply quoting the subject's statement, a
// forwarded post of the subject's and the assistant's digest naming the
// same words are no statement of the subject's.
func TestRawGatheredRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingGathered] = []string{"moved out of {old} and it's {new} now", "we finally moved, we're in {new} now"}
	res := rawStatementREs(&a, PhrasingGathered)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingGathered, o, "user:prisca") {
			return false
		}
		read := rawOwnText(PhrasingGathered, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Dunblane") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"[12/03/2025, 14:22:05] Prisca Duarte: Replying to Mum:\n> Are you still in Huntly?\nnope, moved out of Huntly and it's Dunblane now",
		"12/03/2025, 14:22 - Prisca Duarte: replying to nobody, we finally moved, we're in dunblane now",
		"[12/03/2025, 14:22:05] Prisca Duarte: ok news time everyone\nwe finally moved, we're in Dunblane now 🥳",
	} {
		if !reads(&Observation{Speaker: "Prisca", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Dunblane", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "Mum", Role: "user", Text: "[12/03/2025, 14:22:05] Mum: Replying to Prisca Duarte:\n> we finally moved, we're in Dunblane now\nWait you're in Dunblane now?? Amazing 🏡"},
		{Speaker: "Prisca", Role: "user", Text: "[12/03/2025, 14:22:05] Prisca Duarte: Forwarded\nwe finally moved, we're in Dunblane now"},
		{Speaker: "Prisca", Role: "user", Text: "[12/03/2025, 14:22:05] Prisca Duarte: Replying to Dad:\n> we finally moved, we're in Dunblane now\nlol"},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "[12/03/2025, 14:22:05] Assistant: we finally moved, we're in Dunblane now"},
	} {
		if reads(&o) {
			t.Errorf("%s's message %q reads as Prisca's statement", o.Speaker, o.Text)
		}
	}
}

// rawGatheredStampRE is an exporter's stamp and the sender's display
// name: "[12/03/2025, 14:22:05] Name: " or "12/03/2025, 14:22 - Name: ".
var rawGatheredStampRE = regexp.MustCompile(`^(?:\[(\d\d/\d\d/\d{4}, \d\d:\d\d:\d\d)\] |(\d\d/\d\d/\d{4}, \d\d:\d\d) - )([^:\n]+): `)

// rawGatheredSystemRE is an export's system line.
var rawGatheredSystemRE = regexp.MustCompile(`^(?:\[\d\d/\d\d/\d{4}, \d\d:\d\d:\d\d\] |\d\d/\d\d/\d{4}, \d\d:\d\d - )(?:\S+ added .+|.+ left)$`)

// rawGatheredMembers are the display names of every group's members.
func rawGatheredMembers() []string {
	var out []string
	for _, gr := range rawGatheredGroups {
		out = append(out, gr.members...)
	}
	return out
}

// TestRawGatheredChats: in the gathered datasets every turn is a message
// of the subject's (role user, their first name as speaker, their full
// name in the export) or of a member of a group (role user, their display
// name as speaker and in the export), under an exporter's stamp that
// gives the message's own time, one format a conversation; or the
// group's assistant's post (role assistant, speaker AssistantSpeaker: a
// digest, a reminder or poll results); or the export's system line (role
// system). Every question asks about the subject, typed and cased. Every
// message of the subject's that the oracle of TestRawGoldIsStatement
// reads as a statement is a question's gold, and no other message of
// theirs names the value that holds when it is sent (compared without
// case); every form is gold somewhere and in its place. Across a
// dataset: the subject names other values of the asked attribute at
// least twice a conversation; relatives' values, trips, plans and jokes
// each come in at least one conversation in five; members tell their own
// news in most conversations, and misread, ask with an earlier value,
// name the value that holds, forward posts, post polls and quote the
// subject's statement and earlier ones, and tell their own values in the
// words of a statement in one conversation in five at least (the oracle
// reads such a message of the subject's as a statement); the digest names
// values in at least one
// conversation in five, some of them no value the subject held then;
// members leave and are added, messages are deleted, media omitted and
// calls missed; some display names are phone numbers; "still" questions
// are at least a tenth of the questions; some gold messages are in lower
// case, some are replies under a quote and some span lines.
func TestRawGatheredChats(t *testing.T) {
	ph := PhrasingGathered
	members := rawGatheredMembers()
	for name, scs := range map[string][]Scenario{"raw-gathered": RawGathered(), "raw-long-gathered": RawLong(ph)} {
		var golds, lowerGold, quotedGold, multiGold, personOthers, stillCur, stillHist, questions, wrongDigests, phones int
		counts := map[string]int{}
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawGatheredByAttr[pred]
			p := &rawGatheredPerson{}
			for k := range rawGatheredPeople {
				if "user:"+strings.ToLower(rawGatheredPeople[k].name) == subject {
					p = &rawGatheredPeople[k]
				}
			}
			if p.name == "" {
				t.Fatalf("%s %s: asks about %s, who is no user of the set", name, s.ID, subject)
			}
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			tpls := func(ls []rawGatheredLine) []*regexp.Regexp {
				return rawSpokenTplREs(PhrasingGathered, pred, true, gatheredTexts(ls))
			}
			otherREs, elsewhereREs, planREs, jokeREs, pastREs, newsREs, digestREs, fwdREs, pollREs :=
				tpls(f.other), tpls(f.elsewhere), tpls(f.plan), tpls(f.joke), tpls(f.past), tpls(f.news), tpls(f.digest), tpls(f.forward), tpls(f.poll)
			var misreads, stales, echoes []string
			for _, m := range f.misread {
				misreads = append(misreads, m.misread)
			}
			for _, x := range f.stale {
				stales = append(stales, x.ask)
			}
			for _, e := range f.echo {
				echoes = append(echoes, e.line)
			}
			misreadREs, staleREs, echoREs := rawSpokenTplREs(PhrasingGathered, pred, true, misreads), rawSpokenTplREs(PhrasingGathered, pred, true, stales), rawSpokenTplREs(PhrasingGathered, pred, true, echoes)
			stmtREs := rawStatementREs(rawAttrs[pred], ph)
			has := map[string]bool{}
			ios := -1
			k := -1 // the latest statement so far
			obs := s.Observations
			for j := range obs {
				o := &obs[j]
				read := rawSpoken(o.Text)
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				if o.Role == "system" {
					if o.Speaker != rawGatheredSystem || !rawGatheredSystemRE.MatchString(o.Text) {
						t.Errorf("%s %s/%s: system line %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					has["system"] = true
					continue
				}
				sm := rawGatheredStampRE.FindStringSubmatch(o.Text)
				if sm == nil {
					t.Errorf("%s %s/%s: a %s turn %q of %s, no exported message", name, s.ID, o.ID, o.Role, o.Text, o.Speaker)
					continue
				}
				isIOS, stamp := 0, sm[2]
				if sm[1] != "" {
					isIOS, stamp = 1, sm[1]
				}
				if ios < 0 {
					ios = isIOS
				} else if ios != isIOS {
					t.Errorf("%s %s/%s: %q in the other exporter's format", name, s.ID, o.ID, o.Text)
				}
				layout := "02/01/2006, 15:04"
				if isIOS == 1 {
					layout = "02/01/2006, 15:04:05"
				}
				if at, err := time.Parse(layout, stamp); err != nil || !at.Equal(o.At.Truncate(time.Minute)) && !at.Equal(o.At) {
					t.Errorf("%s %s/%s: stamp %q, sent %s", name, s.ID, o.ID, stamp, o.At)
				}
				body := o.Text[len(sm[0]):]
				if o.Role == "assistant" {
					if o.Speaker != AssistantSpeaker || sm[3] != "Assistant" ||
						!(strings.HasPrefix(body, "Weekly digest: ") || strings.HasPrefix(body, "Reminder: ") || strings.HasPrefix(body, "Poll results: ")) {
						t.Errorf("%s %s/%s: post %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if m := matchAny(digestREs, read); m != nil {
						has["digest"] = true
						if k < 0 || !strings.EqualFold(m[1], stmts[k].value) {
							wrongDigests++
						}
					}
					continue
				}
				if o.Role != "user" {
					t.Errorf("%s %s/%s: a %s turn %q", name, s.ID, o.ID, o.Role, o.Text)
					continue
				}
				if sm[3] != o.Speaker && o.Speaker != p.name {
					t.Errorf("%s %s/%s: %q sent by %s", name, s.ID, o.ID, o.Text, o.Speaker)
				}
				for _, furn := range []string{"<Media omitted>", "This message was deleted", "Missed voice call"} {
					if strings.Contains(body, furn) {
						has[furn] = true
					}
				}
				if o.Speaker != p.name {
					if !slices.Contains(members, o.Speaker) {
						t.Errorf("%s %s/%s: message %q of %s, no member's", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if strings.HasPrefix(o.Speaker, "+") {
						phones++
					}
					switch {
					case strings.HasPrefix(body, "Replying to "+p.name+" "+p.surname+":") && holds:
						has["quote"] = true
					case strings.HasPrefix(body, "Replying to "+p.name+" "+p.surname+":") && len(ms) > 0:
						has["throwback"] = true
					case matchAny(stmtREs, rawOwnText(ph, o.Text)) != nil:
						has["mirror"] = true
					case strings.HasPrefix(body, "Forwarded") && matchAny(fwdREs, read) != nil:
						has["forward"] = true
					case strings.HasPrefix(body, "POLL:\n") && matchAny(pollREs, read) != nil:
						has["poll"] = true
					case matchAny(misreadREs, read) != nil:
						has["misread"] = true
					case matchAny(staleREs, read) != nil:
						has["stale"] = true
					case matchAny(newsREs, read) != nil:
						has["news"] = true
					case matchAny(echoREs, read) != nil && holds:
						has["echo"] = true
					}
					continue
				}
				if sm[3] != p.name+" "+p.surname {
					t.Errorf("%s %s/%s: %q names %s otherwise", name, s.ID, o.ID, o.Text, p.name)
				}
				if isStmt[o.ID] {
					k++
					golds++
					v := stmts[k].value
					checkRawGatheredForm(t, name, s, j, isStmt, v, forms)
					cased := rawCasedValue(ph, pred, v)
					if cased != strings.ToLower(cased) && strings.Contains(o.Text, strings.ToLower(cased)) {
						lowerGold++
					}
					if strings.HasPrefix(body, "Replying to ") {
						quotedGold++
					}
					if strings.Contains(body, "\n") {
						multiGold++
					}
					continue
				}
				personOthers += len(ms)
				if holds {
					t.Errorf("%s %s/%s: the subject's message %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
				}
				if strings.HasPrefix(body, "Forwarded") && matchAny(fwdREs, read) != nil {
					has["forward"] = true
				}
				for d, res := range map[string][]*regexp.Regexp{"other": otherREs, "elsewhere": elsewhereREs, "plan": planREs, "joke": jokeREs, "past": pastREs} {
					if matchAny(res, read) != nil {
						has[d] = true
					}
				}
			}
			for d := range has {
				counts[d]++
			}
			cur, hist := rawStillREs(pred, ph, f.still, f.stillWhen)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations, %d questions; statements by form %v, %d in all, %d naming the value in lower case, %d replies under a quote, %d on several lines; %d other values in the subject's messages (%.1f a conversation); conversations with each distractor and furniture %v; %d digests naming no value the subject held then; %d messages from phone numbers; %d current and %d historical still questions",
			name, n, questions, forms, golds, lowerGold, quotedGold, multiGold, personOthers, float64(personOthers)/float64(n), counts, wrongDigests, phones, stillCur, stillHist)
		for _, form := range rawGatheredFormNames {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if lowerGold == 0 || quotedGold == 0 || multiGold == 0 {
			t.Errorf("%s: %d gold messages in lower case, %d under a quote, %d on several lines", name, lowerGold, quotedGold, multiGold)
		}
		if personOthers < 2*n || wrongDigests == 0 || phones == 0 {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		for _, d := range []string{"other", "elsewhere", "plan", "joke", "digest"} {
			if counts[d]*5 < n {
				t.Errorf("%s: %s in %d of %d conversations", name, d, counts[d], n)
			}
		}
		if counts["news"]*2 < n {
			t.Errorf("%s: members' news in %d of %d conversations", name, counts["news"], n)
		}
		if counts["mirror"]*5 < n {
			t.Errorf("%s: members telling their own value in a statement's words in %d of %d conversations", name, counts["mirror"], n)
		}
		for _, d := range []string{"past", "misread", "stale", "echo", "forward", "poll", "quote", "throwback", "system", "<Media omitted>", "This message was deleted", "Missed voice call"} {
			if counts[d] == 0 {
				t.Errorf("%s: no conversation with %s", name, d)
			}
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawGatheredForm finds the statement template message j (value v)
// reads as and checks its form is in its place: news comes on a line of
// its own after an opener; a reply quotes, under "Replying to" the
// member's display name, a member's question sent at most two messages
// before it; a fix follows a member's claim naming another value; a
// logistics message follows a member's logistics message; a split
// message follows the subject's message seconds before it, its lead,
// naming no value; a late one opens with a late opener.
func checkRawGatheredForm(t *testing.T, name string, s *Scenario, j int, isStmt map[string]bool, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	f := rawGatheredByAttr[pred]
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingGathered))
	read := rawOwnText(PhrasingGathered, o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	member := func(p *Observation) bool { return p.Role == "user" && p.Speaker != o.Speaker }
	holds := func(text, tpl string) bool {
		return strings.Contains(" "+rawSpoken(text)+" ", " "+rawSpoken(strings.ReplaceAll(tpl, "{name}", o.Speaker))+" ")
	}
	opens := func(l []string) bool {
		return slices.ContainsFunc(l, func(x string) bool { return strings.Contains(read, " "+rawSpoken(x)+" ") })
	}
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		var a rawAttr
		a.state[PhrasingGathered] = []string{st.core}
		re := rawStatementREs(&a, PhrasingGathered)[0]
		m := re.FindStringSubmatch(read)
		if m == nil || !strings.EqualFold(m[re.SubexpIndex("val")], v) {
			continue
		}
		forms[st.form]++
		ok := false
		switch st.form {
		case "news":
			ok = opens(rawGatheredOpeners) && strings.Contains(o.Text, "\n")
		case "reply":
			_, rest, _ := strings.Cut(o.Text, ": Replying to ")
			who, quoted, found := strings.Cut(rest, ":\n> ")
			quoted, _, _ = strings.Cut(quoted, "\n")
			for d := 1; d <= 2 && found; d++ {
				if p := prev(d); member(p) && p.Speaker == who && strings.HasSuffix(p.Text, ": "+quoted) {
					ok = matchAny(rawSpokenTplREs(PhrasingGathered, pred, true, []string{st.ask}), rawSpoken(quoted)) != nil
				}
			}
		case "fix":
			p1 := prev(1)
			lead := matchAny(rawSpokenTplREs(PhrasingGathered, pred, true, []string{st.lead}), rawSpoken(p1.Text))
			ok = member(p1) && lead != nil && !strings.EqualFold(lead[1], v)
		case "logistics":
			ok = member(prev(1)) && holds(prev(1).Text, st.lead)
		case "split":
			p := prev(1)
			ok = p.Speaker == o.Speaker && p.Role == "user" && !isStmt[p.ID] && !values.MatchString(p.Text) &&
				o.At.Sub(p.At).Seconds() <= 8 && holds(p.Text, st.lead)
		case "late":
			ok = opens(rawGatheredLateOpeners)
		}
		if !ok {
			t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, st.form, o.Text)
		}
		return
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawGatheredLists: the gathered set's values, users, surnames and
// members' names are in no earlier set, no member is a value or user of
// the set, each one of rawGatheredPeople with a form of their own; every
// group has a code of its own, five members, hellos, chat and everyday
// talk, and deals with an attribute, every attribute dealt with by two
// groups at least. Its statements neither start nor end with a
// placeholder and hold no line break, are of a known form and tagged with
// a group that deals with their attribute, and each attribute's state,
// change and revert lists hold every form; a reply's ask may name {v} and
// {name}, a fix's lead names {v} (and may name {name}), a logistics or
// split lead names none. Every distractor list holds a line said in any
// group. The members' lines and the assistant's start with a capital, an
// @mention or a placeholder. The set's own lists hold the placeholders
// they should and none else, name no value or user of the set but
// through a placeholder, and none equals, contains or is contained in a
// statement template of any set.
func TestRawGatheredLists(t *testing.T) {
	ph := PhrasingGathered
	var people []string
	for _, m := range rawGatheredMembers() {
		if w := rawGatheredFirst(m); !strings.HasPrefix(w, "+") && w != "Mum" && w != "Dad" && w != "Auntie" {
			people = append(people, w)
		}
	}
	for _, p := range rawGatheredPeople {
		people = append(people, p.surname)
	}
	people = append(people, "Vreeburg", "Wierzbicki", "Mensah-Bonsu", "Sarsenbay", "Lebedeva", "Hronek", "Halla")
	mine := ownNames(t, ph, people)
	if len(rawNames[ph]) != len(rawGatheredPeople) {
		t.Errorf("%d users, %d people", len(rawNames[ph]), len(rawGatheredPeople))
	}
	for _, p := range rawGatheredPeople {
		if !slices.Contains(rawNames[ph], p.name) || rawGatheredPersonOf(p.name).name != p.name || p.surname == "" ||
			!slices.Contains(rawGatheredFormNames, p.form) || p.lowerIn10 < 0 || p.lowerIn10 > 10 || p.typoIn10 < 0 || p.typoIn10 > 10 {
			t.Errorf("user %s is not one of the set's", p.name)
		}
	}
	for _, ty := range rawGatheredTypos {
		for _, w := range mine {
			if strings.Contains(" "+strings.ToLower(w)+" ", " "+ty[0]+" ") {
				t.Errorf("typo %q touches the value %q", ty[0], w)
			}
		}
	}
	keepers := map[string][]*rawGatheredGroup{}
	codes := map[string]bool{}
	seenMembers := map[string]bool{}
	person := map[string][]string{"openers": rawGatheredOpeners, "lateOpeners": rawGatheredLateOpeners, "replyLeads": rawGatheredReplyLeads,
		"congrats": rawGatheredCongrats, "fwdReacts": rawGatheredFwdReacts, "throwbackReacts": rawGatheredThrowbackReacts, "votes": rawGatheredVotes, "botTalk": rawGatheredBotTalk,
		"smalltalk": rawSmallTalk[ph]}
	other := map[string][]string{"replies": rawReplies[ph], "throwbacks": rawGatheredThrowbacks, "acks": rawGatheredAcks, "sorry": rawGatheredSorry, "cheers": rawGatheredCheers,
		"reminders": rawGatheredReminders}
	for i := range rawGatheredGroups {
		gr := &rawGatheredGroups[i]
		if codes[gr.code] || gr.code == "" || rawGatheredGroupOf(gr.code).name != gr.name || len(gr.smallTalk) < 3 || len(gr.hellos) < 2 ||
			len(gr.chat) < 3 || len(gr.members) != 5 || len(gr.attrs) == 0 {
			t.Errorf("group %s (%s) is not one of its own", gr.name, gr.code)
		}
		for _, m := range gr.members {
			if seenMembers[m] || strings.ContainsAny(m, ":\n") {
				t.Errorf("group %s: member %q is in another group or no display name", gr.code, m)
			}
			seenMembers[m] = true
		}
		codes[gr.code] = true
		for _, a := range gr.attrs {
			keepers[a] = append(keepers[a], gr)
		}
		other[gr.code+".hellos"], other[gr.code+".chat"] = gr.hellos, gr.chat
	}
	for _, r := range rawGatheredReminders {
		if !strings.HasPrefix(r, "Reminder: ") && !strings.HasPrefix(r, "Poll results: ") && !strings.HasPrefix(r, "Weekly digest: ") {
			t.Errorf("reminder %q is no assistant's post", r)
		}
	}
	wants := map[string]placeholderWant{}
	for attr, f := range rawGatheredByAttr {
		if len(keepers[attr]) < 2 {
			t.Errorf("%s: dealt with by %d groups", attr, len(keepers[attr]))
		}
		known := func(list, tag string) {
			if tag != "" && !slices.ContainsFunc(keepers[attr], func(gr *rawGatheredGroup) bool { return gr.code == tag }) {
				t.Errorf("%s.%s: a line tagged %q, which deals with no %s", attr, list, tag, attr)
			}
		}
		for kind, s := range map[string][]rawGatheredStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") || strings.Contains(st.core, "\n") {
					t.Errorf("%s: statement %q starts or ends with a placeholder or holds a line break", attr, st.core)
				}
				known(kind, st.group)
				seen[st.form] = true
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				switch st.form {
				case "news", "late":
					if st.ask != "" || st.lead != "" {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
				case "reply":
					if st.ask == "" || st.lead != "" {
						t.Errorf("%s: reply %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					other[attr+".replyAsks"] = append(other[attr+".replyAsks"], st.ask)
					wants[attr+".replyAsks"] = placeholderWant{may: []string{"{v}", "{name}"}}
				case "fix":
					if !slices.Contains(leadPh, "{v}") || st.ask != "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					other[attr+".fixLeads"] = append(other[attr+".fixLeads"], st.lead)
					wants[attr+".fixLeads"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
				case "logistics":
					if st.lead == "" || st.ask != "" || len(leadPh) > 0 {
						t.Errorf("%s: logistics %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					other[attr+".logisticsLeads"] = append(other[attr+".logisticsLeads"], st.lead)
				case "split":
					if st.lead == "" || st.ask != "" || len(leadPh) > 0 {
						t.Errorf("%s: split %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".splitLeads"] = append(person[attr+".splitLeads"], st.lead)
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
			}
			for _, form := range rawGatheredFormNames {
				if !seen[form] {
					t.Errorf("%s.%s: no %s", attr, kind, form)
				}
			}
		}
		for list, ls := range map[string][]rawGatheredLine{"chatter": f.chatter, "other": f.other, "digest": f.digest, "news": f.news,
			"elsewhere": f.elsewhere, "plan": f.plan, "past": f.past, "joke": f.joke, "forward": f.forward, "poll": f.poll} {
			anyGroup := false
			for _, l := range ls {
				known(list, l.group)
				anyGroup = anyGroup || l.group == ""
			}
			if !anyGroup {
				t.Errorf("%s.%s: no line said in any group", attr, list)
			}
			switch list {
			case "digest":
				for _, l := range ls {
					if !strings.HasPrefix(l.text, "Weekly digest: ") || !strings.Contains(l.text, "$NAME") {
						t.Errorf("%s.digest: %q is no digest naming the subject", attr, l.text)
					}
				}
				other[attr+"."+list] = gatheredTexts(ls)
			case "news":
				other[attr+"."+list] = gatheredTexts(ls)
			case "forward", "poll":
				person[attr+"."+list] = gatheredTexts(ls) // either side posts them; not checked for case
			default:
				person[attr+"."+list] = gatheredTexts(ls)
			}
		}
		for _, e := range f.echo {
			known("echo", e.group)
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			other[attr+".echo"] = append(other[attr+".echo"], e.line)
		}
		for _, x := range f.stale {
			known("stale", x.group)
			other[attr+".staleAsks"] = append(other[attr+".staleAsks"], x.ask)
			person[attr+".staleRejects"] = append(person[attr+".staleRejects"], x.reject)
		}
		for _, m := range f.misread {
			known("misread", m.group)
			person[attr+".misreadSaid"] = append(person[attr+".misreadSaid"], m.said)
			person[attr+".misreadDeny"] = append(person[attr+".misreadDeny"], m.deny)
			other[attr+".misread"] = append(other[attr+".misread"], m.misread)
		}
		other[attr+".react"], other[attr+".reactNew"] = f.react, f.reactNew
		other[attr+".still"], other[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"other", "news", "elsewhere", "plan", "past", "joke", "forward", "poll", "echo", "misreadSaid"} {
			wants[attr+"."+l] = placeholderWant{need: []string{"{v}"}}
		}
		wants[attr+".staleAsks"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".misread"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".react"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".reactNew"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".misreadDeny"] = placeholderWant{may: []string{"{v}"}}
		wants[attr+".digest"] = placeholderWant{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = placeholderWant{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = placeholderWant{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range other {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) && !unicode.IsDigit(r[0]) && r[0] != '{' && r[0] != '@' && !unicode.IsSymbol(r[0]) && !unicode.IsPunct(r[0]) {
				t.Errorf("%s: %q does not start with a capital, a mention or a placeholder", list, u)
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
