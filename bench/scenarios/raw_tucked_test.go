package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// TestRawTuckedRead: the oracle reads a tucked segment as rawSpoken writes
// it, under either note-taker's label, in lower case, without punctuation
// and with a spelling after it; the participant's read-back and the
// note-taker's summary of the same words are no turn of the person's.
func TestRawTuckedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingTucked] = []string{"No sorry that's the old address, it's {new} now, we moved",
		"the new address is in {new}, do you want me to spell it"}
	res := rawStatementREs(&a, PhrasingTucked)
	reads := func(text string) bool {
		read := rawOwnText(PhrasingTucked, text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Much Wenlock") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"[00:14:32] Ianthe Szczepanik: No sorry that's the old address, it's Much Wenlock now, we moved.",
		"Speaker 2 (00:03:10): no sorry thats the old address its much wenlock now we moved",
		"[00:01:02] Ianthe Szczepanik: sorry [inaudible] so the new address is in Much Wenlock, do you want me to spell it, M-U-C-H, W-E-N-L-O-C-K",
	} {
		if !reads(text) {
			t.Errorf("%q reads no statement of Much Wenlock", text)
		}
	}
	if got := rawTuckedSpell("Much Wenlock"); got != "M-U-C-H, W-E-N-L-O-C-K" {
		t.Errorf("rawTuckedSpell: %q", got)
	}
	s := &Scenario{Observations: []Observation{
		{ID: "o1", Speaker: "Vashti", Role: "user", Text: "[00:00:10] Vashti Uddin: No sorry that's the old address, it's Much Wenlock now, we moved."},
		{ID: "o2", Speaker: AssistantSpeaker, Role: "assistant", Text: "No sorry that's the old address, it's Much Wenlock now, we moved."},
	}}
	for _, o := range s.Observations {
		if rawOwnTurn(PhrasingTucked, &o, "user:ianthe") {
			t.Errorf("%s's turn %q reads as Ianthe's", o.Speaker, o.Text)
		}
	}
}

// rawTuckedLabelRE is a note-taker's label: "[00:14:32] Full Name: " or
// "Speaker 2 (00:03:10): ".
var rawTuckedLabelRE = regexp.MustCompile(`^(?:\[(\d\d:\d\d:\d\d)\] ([A-Z][a-z]+ [A-Z][a-z]+)|Speaker (\d) \((\d\d:\d\d:\d\d)\)): \S`)

// TestRawTuckedCalls: in the tucked datasets every turn is a diarized
// segment of the person's (role user, their name as speaker) or of the
// call's other participant (role user, one of rawTuckedParties by first
// name), under a note-taker's label naming them by full name or by
// number, one format a conversation, or the note-taker's summary (role
// assistant, speaker AssistantSpeaker, opening "Summary:" or "Action
// items:"); every question asks about the person, typed and cased. Every
// segment of the person's that the oracle of TestRawGoldIsStatement reads
// as a statement is a question's gold, and no other segment of theirs
// names the value that holds when it is said (compared without case);
// every form is gold somewhere and in its place. Across a dataset: the
// person names other values of the asked attribute at least twice a
// conversation; relatives' values, clients and trips, plans and jokes
// each come in at least one conversation in five; participants tell
// their own news, misread, read back an earlier value and name the value
// that holds; the note-taker's summaries name values in at least one
// conversation in five, some of them no value the person held then;
// "still" questions are at least a tenth of the questions; some gold
// segments are in lower case.
func TestRawTuckedCalls(t *testing.T) {
	ph := PhrasingTucked
	for name, scs := range map[string][]Scenario{"raw-tucked": RawTucked(), "raw-long-tucked": RawLong(ph)} {
		var golds, lowerGold, personOthers, stillCur, stillHist, questions, wrongNotes int
		var otherConvs, elsewhereConvs, planConvs, jokeConvs, newsConvs, misreadConvs, staleConvs, echoConvs, noteConvs int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawTuckedByAttr[pred]
			p := &rawTuckedPerson{}
			for k := range rawTuckedPeople {
				if "user:"+strings.ToLower(rawTuckedPeople[k].name) == subject {
					p = &rawTuckedPeople[k]
				}
			}
			if p.name == "" {
				t.Fatalf("%s %s: asks about %s, who is no user of the set", name, s.ID, subject)
			}
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			tpls := func(ls []rawTuckedLine) []*regexp.Regexp {
				return rawSpokenTplREs(PhrasingTucked, pred, false, tuckedTexts(ls))
			}
			otherREs, elsewhereREs, planREs, jokeREs, newsREs, noteREs := tpls(f.other), tpls(f.elsewhere), tpls(f.plan), tpls(f.joke), tpls(f.news), tpls(f.summary)
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
			misreadREs, staleREs, echoREs := rawSpokenTplREs(PhrasingTucked, pred, false, misreads), rawSpokenTplREs(PhrasingTucked, pred, false, acts), rawSpokenTplREs(PhrasingTucked, pred, false, echoes)
			has := map[string]bool{}
			numbered := -1
			k := -1 // the latest statement so far
			obs := s.Observations
			for j := range obs {
				o := &obs[j]
				read := rawSpoken(o.Text)
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				if o.Role == "assistant" {
					if o.Speaker != AssistantSpeaker || !(strings.HasPrefix(o.Text, "Summary: ") || strings.HasPrefix(o.Text, "Action items: ")) {
						t.Errorf("%s %s/%s: note %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if m := matchAny(noteREs, read); m != nil {
						has["note"] = true
						if k < 0 || !strings.EqualFold(m[1], stmts[k].value) {
							wrongNotes++
						}
					}
					continue
				}
				lm := rawTuckedLabelRE.FindStringSubmatch(o.Text)
				if o.Role != "user" || lm == nil {
					t.Errorf("%s %s/%s: a %s turn %q of %s, no diarized segment", name, s.ID, o.ID, o.Role, o.Text, o.Speaker)
					continue
				}
				isNum := 0
				if lm[3] != "" {
					isNum = 1
				}
				if numbered < 0 {
					numbered = isNum
				} else if numbered != isNum {
					t.Errorf("%s %s/%s: %q in the other note-taker's format", name, s.ID, o.ID, o.Text)
				}
				if o.Speaker != p.name {
					if full, ok := rawTuckedParties[o.Speaker]; !ok || (isNum == 0 && lm[2] != full) {
						t.Errorf("%s %s/%s: segment %q of %s, no participant's", name, s.ID, o.ID, o.Text, o.Speaker)
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
					continue
				}
				if isNum == 0 && lm[2] != p.name+" "+p.surname {
					t.Errorf("%s %s/%s: %q labels %s otherwise", name, s.ID, o.ID, o.Text, p.name)
				}
				if isStmt[o.ID] {
					k++
					golds++
					v := stmts[k].value
					checkRawTuckedForm(t, name, s, j, isStmt, v, forms)
					cased := rawCasedValue(ph, pred, v)
					if cased != strings.ToLower(cased) && strings.Contains(o.Text, strings.ToLower(cased)) {
						lowerGold++
					}
					continue
				}
				personOthers += len(ms)
				if holds {
					t.Errorf("%s %s/%s: the person's segment %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
				}
				for d, res := range map[string][]*regexp.Regexp{"other": otherREs, "elsewhere": elsewhereREs, "plan": planREs, "joke": jokeREs} {
					if matchAny(res, read) != nil {
						has[d] = true
					}
				}
			}
			for d, n := range map[string]*int{"other": &otherConvs, "elsewhere": &elsewhereConvs, "plan": &planConvs, "joke": &jokeConvs,
				"news": &newsConvs, "misread": &misreadConvs, "stale": &staleConvs, "echo": &echoConvs, "note": &noteConvs} {
				if has[d] {
					*n++
				}
			}
			cur, hist := rawStillREs(pred, ph, f.still, f.stillWhen)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations, %d questions; statements by form %v, %d in all, %d naming the value in lower case; %d other values in the person's segments (%.1f a conversation); relatives' values in %d conversations, clients and trips in %d, plans in %d, jokes in %d; participants' news in %d, misreadings in %d, stale read-backs in %d, echoes in %d; summaries naming values in %d, %d of them not the value that held; %d current and %d historical still questions",
			name, n, questions, forms, golds, lowerGold, personOthers, float64(personOthers)/float64(n), otherConvs, elsewhereConvs, planConvs, jokeConvs,
			newsConvs, misreadConvs, staleConvs, echoConvs, noteConvs, wrongNotes, stillCur, stillHist)
		for _, form := range rawTuckedFormNames {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if lowerGold == 0 {
			t.Errorf("%s: no gold segment in lower case", name)
		}
		if personOthers < 2*n || otherConvs*5 < n || elsewhereConvs*5 < n || planConvs*5 < n || jokeConvs*5 < n ||
			newsConvs == 0 || misreadConvs == 0 || staleConvs == 0 || echoConvs == 0 || noteConvs*5 < n || wrongNotes == 0 {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawTuckedForm finds the statement template segment j (value v)
// reads as and checks its form is in its place: an aside is one segment
// after a filler; an answer follows the participant's question; a fix
// follows the participant reading back another value, after the person's
// request naming none; a spelling holds the value spelled out after the
// statement; a story opens with an opener and ends with a tail; a split
// segment follows the person's segment seconds before it, its lead,
// naming no value.
func checkRawTuckedForm(t *testing.T, name string, s *Scenario, j int, isStmt map[string]bool, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	f := rawTuckedByAttr[pred]
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingTucked))
	read := rawOwnText(PhrasingTucked, o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	person := func(p *Observation) bool {
		return p.Role == "user" && p.Speaker == o.Speaker && !isStmt[p.ID] && !values.MatchString(p.Text)
	}
	party := func(p *Observation) bool { return p.Role == "user" && p.Speaker != o.Speaker }
	holds := func(text, tpl string) bool { return strings.Contains(" "+rawSpoken(text)+" ", " "+rawSpoken(tpl)+" ") }
	starts := func(l []string) bool {
		return slices.ContainsFunc(l, func(x string) bool { return strings.Contains(read, " "+rawSpoken(x)+" ") })
	}
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		var a rawAttr
		a.state[PhrasingTucked] = []string{st.core}
		re := rawStatementREs(&a, PhrasingTucked)[0]
		m := re.FindStringSubmatch(read)
		if m == nil || !strings.EqualFold(m[re.SubexpIndex("val")], v) {
			continue
		}
		forms[st.form]++
		ok := false
		switch st.form {
		case "aside":
			ok = starts(rawTuckedFillers)
		case "answer":
			ok = party(prev(1)) && holds(prev(1).Text, st.ask) && starts(rawTuckedAnswerLeads)
		case "fix":
			p1 := prev(1)
			lead := matchAny(rawSpokenTplREs(PhrasingTucked, pred, false, []string{st.lead}), rawSpoken(p1.Text))
			ok = party(p1) && lead != nil && !strings.EqualFold(lead[1], v) && person(prev(2))
		case "spell":
			ok = strings.Contains(read, rawSpoken(rawTuckedSpell(v)))
		case "story":
			ok = starts(rawTuckedOpeners) && slices.ContainsFunc(rawTuckedTails, func(x string) bool { return strings.HasSuffix(read, rawSpoken(x)) })
		case "split":
			p := prev(1)
			ok = person(p) && o.At.Sub(p.At).Seconds() <= 3 && holds(p.Text, st.lead)
		}
		if !ok {
			t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, st.form, o.Text)
		}
		return
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawTuckedLists: the tucked set's values, users and participants'
// names are in no earlier set, no participant is a value or user of the
// set, each one of rawTuckedPeople with a form of their own; every topic
// has a code of its own, participants, hellos and everyday talk, and all
// but routine calls deal with an attribute, every attribute dealt with by
// two topics at least. Its statements neither start nor end with a
// placeholder and hold no line break, are of a known form and tagged with
// a topic that deals with their attribute, and each attribute's state,
// change and revert lists hold every form; asks and leads name no value
// but a correction's lead, which holds {v} alone. Every distractor list
// holds a line said in any topic. The participants' lines and the
// note-taker's start with a capital and end a sentence. The set's own
// lists hold the placeholders they should and none else, name no value or
// user of the set but through a placeholder, and none equals, contains or
// is contained in a statement template of any set.
func TestRawTuckedLists(t *testing.T) {
	ph := PhrasingTucked
	var people []string
	for first, full := range rawTuckedParties {
		people = append(people, first, strings.TrimPrefix(full, first+" "))
	}
	for _, p := range rawTuckedPeople {
		people = append(people, p.surname)
	}
	mine := ownNames(t, ph, people)
	if len(rawNames[ph]) != len(rawTuckedPeople) {
		t.Errorf("%d users, %d people", len(rawNames[ph]), len(rawTuckedPeople))
	}
	for _, p := range rawTuckedPeople {
		if !slices.Contains(rawNames[ph], p.name) || rawTuckedPersonOf(p.name).name != p.name || p.surname == "" ||
			!slices.Contains(rawTuckedFormNames, p.form) || p.lowerIn10 < 0 || p.lowerIn10 > 10 || p.bareIn10 < 0 || p.bareIn10 > 10 {
			t.Errorf("user %s is not one of the set's", p.name)
		}
	}
	keepers := map[string][]*rawTuckedTopic{}
	codes := map[string]bool{}
	person := map[string][]string{"fillers": rawTuckedFillers, "openers": rawTuckedOpeners, "tails": rawTuckedTails, "answerLeads": rawTuckedAnswerLeads,
		"checks": rawTuckedChecks, "hellos": rawTuckedHellos, "byes": rawTuckedByes, "congrats": rawTuckedCongrats, "extra": rawTuckedSmallTalkExtra,
		"smalltalk": rawSmallTalk[ph]}
	other := map[string][]string{"replies": rawReplies[ph], "partyByes": rawTuckedPartyByes, "acks": rawTuckedAcks, "sorry": rawTuckedSorry,
		"typing": rawTuckedTyping, "crosstalk": rawTuckedCrosstalk, "notes": rawTuckedNotes}
	for i := range rawTuckedTopics {
		tp := &rawTuckedTopics[i]
		if codes[tp.code] || tp.code == "" || rawTuckedTopicOf(tp.code).name != tp.name || len(tp.smallTalk) < 3 || len(tp.hellos) < 2 ||
			len(tp.parties) < 2 || (len(tp.attrs) == 0) != (tp.code == "routine") {
			t.Errorf("topic %s (%s) is not one of its own", tp.name, tp.code)
		}
		for _, p := range tp.parties {
			if _, ok := rawTuckedParties[p]; !ok {
				t.Errorf("topic %s: participant %s has no full name", tp.code, p)
			}
		}
		codes[tp.code] = true
		for _, a := range tp.attrs {
			keepers[a] = append(keepers[a], tp)
		}
		other[tp.code+".hellos"] = tp.hellos
	}
	wants := map[string]placeholderWant{}
	for attr, f := range rawTuckedByAttr {
		if len(keepers[attr]) < 2 {
			t.Errorf("%s: dealt with by %d topics", attr, len(keepers[attr]))
		}
		known := func(list, tag string) {
			if tag != "" && !slices.ContainsFunc(keepers[attr], func(tp *rawTuckedTopic) bool { return tp.code == tag }) {
				t.Errorf("%s.%s: a line tagged %q, which deals with no %s", attr, list, tag, attr)
			}
		}
		for kind, s := range map[string][]rawTuckedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") || strings.Contains(st.core, "\n") {
					t.Errorf("%s: statement %q starts or ends with a placeholder or holds a line break", attr, st.core)
				}
				known(kind, st.topic)
				seen[st.form] = true
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				if len(rawPlaceholderRE.FindAllString(st.ask, -1)) > 0 {
					t.Errorf("%s: %s %q has ask %q", attr, st.form, st.core, st.ask)
				}
				switch st.form {
				case "aside", "spell", "story":
					if st.ask != "" || st.lead != "" {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
				case "answer":
					if st.ask == "" || st.lead != "" {
						t.Errorf("%s: answer %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					other[attr+".answerAsks"] = append(other[attr+".answerAsks"], st.ask)
				case "fix":
					if !slices.Equal(leadPh, []string{"{v}"}) || st.ask != "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
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
			for _, form := range rawTuckedFormNames {
				if !seen[form] {
					t.Errorf("%s.%s: no %s", attr, kind, form)
				}
			}
		}
		for list, ls := range map[string][]rawTuckedLine{"chatter": f.chatter, "other": f.other, "summary": f.summary, "news": f.news,
			"elsewhere": f.elsewhere, "plan": f.plan, "past": f.past, "joke": f.joke} {
			anyTopic := false
			for _, l := range ls {
				known(list, l.topic)
				anyTopic = anyTopic || l.topic == ""
			}
			if !anyTopic {
				t.Errorf("%s.%s: no line said in any topic", attr, list)
			}
			switch list {
			case "summary", "news":
				other[attr+"."+list] = tuckedTexts(ls)
			default:
				person[attr+"."+list] = tuckedTexts(ls)
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
		for _, l := range []string{"other", "news", "elsewhere", "plan", "past", "joke", "echo", "stale", "readback", "readbackNew", "misreadSaid", "misread"} {
			wants[attr+"."+l] = placeholderWant{need: []string{"{v}"}}
		}
		wants[attr+".misreadDeny"] = placeholderWant{may: []string{"{v}"}}
		wants[attr+".summary"] = placeholderWant{need: []string{"{v}"}, may: []string{"{cur}"}}
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
