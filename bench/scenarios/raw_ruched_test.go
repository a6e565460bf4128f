package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// TestRawRuchedRead: the oracle reads a ruched message as rawSpoken
// writes it, so a message typed with capitals and punctuation or all in
// lower case reads alike, and a statement template reads it, the value in
// any case, also inside a rambling paragraph, as a prompt's Context line,
// as one bullet of a list, inside a text pasted in quotes, and after a
// mark and before a tail; the couched, smocked, darned and pleated sets'
// text it reads as before.
func TestRawRuchedRead(t *testing.T) {
	cased := "I'm not in Kinsale any more, I moved to Clonmel in march, check there instead."
	want := rawSpoken(cased)
	for _, text := range []string{cased, strings.ToLower(cased)} {
		if got := rawOwnText(PhrasingRuched, text); got != want {
			t.Errorf("rawOwnText(%q) = %q, want %q", text, got, want)
		}
	}
	for _, ph := range []Phrasing{PhrasingCouched, PhrasingSmocked} {
		if got := rawOwnText(ph, cased); got != want {
			t.Errorf("rawOwnText changes set %d's reading: %q", ph, got)
		}
	}
	if got := rawOwnText(PhrasingDarned, cased); got != strings.ToLower(cased) {
		t.Errorf("rawOwnText changes the darned set's reading: %q", got)
	}
	if got := rawOwnText(PhrasingPleated, cased); got != cased {
		t.Errorf("rawOwnText changes another set's text: %q", got)
	}
	var a rawAttr
	a.change[PhrasingRuched] = []string{"I'm not in {old} any more, I moved to {new} in march, check there instead",
		"home is {new} now since the move in the spring",
		"please note that I have moved to 4 Abbey Lane in {new} and would like my statements sent there",
		"so we finally left {old} and moved into a place in {new} last weekend, boxes everywhere",
		"I moved to {new} two weeks ago and don't know anyone here yet"}
	res := rawStatementREs(&a, PhrasingRuched)
	for _, text := range []string{cased, strings.ToLower(cased), "fyi " + cased + " thanks",
		"Help me plan my new commute, things to know:\n- I start at half eight\n- home is Clonmel now since the move in the spring\n- plain English",
		"help me plan my new commute, things to know:\n- home is clonmel now since the move in the spring\n- i start at half eight",
		"Proofread my change-of-address email to the bank, I wrote it:\n\n\"please note that I have moved to 4 Abbey Lane in Clonmel and would like my statements sent there. Thank you for updating your records.\"",
		"I'll give you the whole story first. so we finally left Kinsale and moved into a place in Clonmel last weekend, boxes everywhere. Anyway, can you give me a simple unpacking plan so I don't lose my mind?",
		"Context: I moved to Clonmel two weeks ago and don't know anyone here yet\nTask: suggest ways to meet people\nConstraints: introvert-friendly, cheap, evenings only"} {
		read := rawOwnText(PhrasingRuched, text)
		ok := false
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Clonmel") {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%q reads no statement of Clonmel", text)
		}
	}
}

// rawRuchedStmtRE is one statement template of an attribute as the
// oracle reads it, with the statement it was made from.
type rawRuchedStmtRE struct {
	re *regexp.Regexp
	st rawRuchedStmt
}

// rawRuchedStmtREs are attr's statements as the oracle reads them, in
// the order state, change, revert.
func rawRuchedStmtREs(attr string) []rawRuchedStmtRE {
	f := rawRuchedByAttr[attr]
	var out []rawRuchedStmtRE
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		var a rawAttr
		a.state[PhrasingRuched] = []string{st.core}
		out = append(out, rawRuchedStmtRE{rawStatementREs(&a, PhrasingRuched)[0], st})
	}
	return out
}

// rawRuchedHolds reports whether text, read as the oracle reads it, holds
// one of tpls read so too.
func rawRuchedHolds(text string, tpls []string) bool {
	read := " " + rawSpoken(text) + " "
	return slices.ContainsFunc(tpls, func(tpl string) bool { return strings.Contains(read, " "+rawSpoken(tpl)+" ") })
}

// TestRawRuchedChats: in the ruched datasets every turn is the person's
// (role user, their name as speaker) or the assistant's (role assistant,
// speaker AssistantSpeaker, starting with a capital), and every question
// asks about the person, typed and cased; no turn has a gap where
// something was left out (a blank line only before a text pasted in
// quotes). Every session, a turn more than two hours after the last,
// opens with the person's request; every message of the person's is
// answered by the assistant, but the first of two sent seconds apart, and
// every answer follows a message of theirs; a conversation ends with an
// answer. The person keeps their manner: one who types in lower case does
// so in every turn. Every turn of the person's that the oracle of
// TestRawGoldIsStatement reads as a statement is a question's gold, and
// no other turn of theirs names the value that holds when it is said
// (compared without case); every form is gold somewhere and in its place:
// a request is one line and no part of two messages sent together; a
// ramble one line from an opener to the request it gives context for; a
// brief its Context (holding the value), Task and Constraints on lines of
// their own; a list its request, naming no value, on the first line and
// two bullets or more, one holding the value; a paste its request on the
// first line, a blank line and the text in quotes, holding the value; a
// correction follows the assistant's answer assuming another value, which
// follows the person's request naming none; a follow-up follows the
// assistant's answer naming no value, which follows the person's request
// naming none; a split statement follows a message of the person's
// seconds before it, holding the split's lead and naming no value. Gold
// turns come in lower case and on several lines. Across a dataset: the
// person's other turns name other values of the asked attribute at least
// twice a conversation; drafts for someone else, other people's pasted
// texts, fiction, trips and clients, plans and jokes each come in at
// least one conversation in five; the assistant misreads a line naming a
// value, answers on an earlier value, and names the value that holds in
// some conversations; and "still" questions, current and historical,
// naming a value other than the expected one, left out of the
// candidates, are at least a tenth of the questions.
func TestRawRuchedChats(t *testing.T) {
	ph := PhrasingRuched
	for name, scs := range map[string][]Scenario{"raw-ruched": RawRuched(), "raw-long-ruched": RawLong(ph)} {
		var turns, lowerConvs, lowerGold, linesGold, personOthers int
		var otherConvs, pastedConvs, fictionConvs, elsewhereConvs, planConvs, jokeConvs, misreadConvs, staleConvs, echoConvs int
		var golds, stillCur, stillHist, questions, sessions int
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawRuchedByAttr[pred]
			p := &rawRuchedPerson{}
			for k := range rawRuchedPeople {
				if "user:"+strings.ToLower(rawRuchedPeople[k].name) == subject {
					p = &rawRuchedPeople[k]
				}
			}
			if p.name == "" {
				t.Fatalf("%s %s: asks about %s, who is no user of the set", name, s.ID, subject)
			}
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			stmtREs := rawRuchedStmtREs(pred)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			tpls := func(ls []rawRuchedLine) []*regexp.Regexp {
				return rawSpokenTplREs(PhrasingRuched, pred, true, ruchedTexts(ls))
			}
			otherREs, pastedREs, fictionREs, elsewhereREs, planREs, jokeREs := tpls(f.other), tpls(f.pasted), tpls(f.fiction), tpls(f.elsewhere), tpls(f.plan), tpls(f.joke)
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
			misreadREs, staleREs, echoREs := rawSpokenTplREs(PhrasingRuched, pred, true, misreads), rawSpokenTplREs(PhrasingRuched, pred, true, acts), rawSpokenTplREs(PhrasingRuched, pred, true, echoes)
			obs := s.Observations
			k := -1 // the latest statement so far
			var userTurns, lowerTurns int
			var hasOther, hasPasted, hasFiction, hasElsewhere, hasPlan, hasJoke, hasMisread, hasStale, hasEcho bool
			if obs[len(obs)-1].Role != "assistant" {
				t.Errorf("%s %s: the conversation ends with %q, no answer", name, s.ID, obs[len(obs)-1].Text)
			}
			for j := range obs {
				o := &obs[j]
				if j == 0 || o.At.Sub(obs[j-1].At) > 2*time.Hour {
					sessions++
					if o.Role != "user" {
						t.Errorf("%s %s/%s: a session opens with %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
				}
				lines := strings.Split(o.Text, "\n")
				for n, line := range lines {
					blank := line == "" && n > 0 && n+1 < len(lines) && strings.HasSuffix(lines[n-1], ":") && strings.HasPrefix(lines[n+1], "\"")
					if line == "" && !blank || strings.Contains(line, "  ") || strings.Contains(line, " ,") || strings.Contains(line, ",,") || strings.TrimSpace(line) != line {
						t.Errorf("%s %s/%s: %q has a gap where something was left out", name, s.ID, o.ID, o.Text)
					}
				}
				read := rawSpoken(o.Text)
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch {
				case o.Role == "assistant":
					if r := []rune(o.Text); !unicode.IsUpper(r[0]) || o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: assistant turn %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if j == 0 || obs[j-1].Role != "user" {
						t.Errorf("%s %s/%s: answer %q follows no message of the person's", name, s.ID, o.ID, o.Text)
					}
					switch {
					case matchAny(misreadREs, read) != nil:
						hasMisread = true
					case matchAny(staleREs, read) != nil:
						hasStale = true
					case matchAny(echoREs, read) != nil && holds:
						hasEcho = true
					}
				case o.Role == "user":
					if o.Speaker != p.name || !rawOwnTurn(ph, o, subject) {
						t.Errorf("%s %s/%s: a user turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if j+1 < len(obs) && obs[j+1].Role == "user" && obs[j+1].At.Sub(o.At) > 40*time.Second {
						t.Errorf("%s %s/%s: %q is not answered", name, s.ID, o.ID, o.Text)
					}
					userTurns++
					lower := o.Text == strings.ToLower(o.Text)
					if lower {
						lowerTurns++
					}
					if p.lowerIn10 == 10 && !lower {
						t.Errorf("%s %s/%s: %s, who types in lower case, writes %q", name, s.ID, o.ID, p.name, o.Text)
					}
					if isStmt[o.ID] {
						k++
						golds++
						v := stmts[k].value
						checkRawRuchedForm(t, name, s, j, stmtREs, isStmt, v, forms)
						cased := rawCasedValue(ph, pred, v)
						if cased != strings.ToLower(cased) && strings.Contains(o.Text, strings.ToLower(cased)) {
							lowerGold++
						}
						if strings.Contains(o.Text, "\n") {
							linesGold++
						}
						continue
					}
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the person's turn %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
					for _, d := range []struct {
						res []*regexp.Regexp
						has *bool
					}{{otherREs, &hasOther}, {pastedREs, &hasPasted}, {fictionREs, &hasFiction}, {elsewhereREs, &hasElsewhere}, {planREs, &hasPlan}, {jokeREs, &hasJoke}} {
						if matchAny(d.res, read) != nil {
							*d.has = true
						}
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
			}
			if lowerTurns*2 > userTurns {
				lowerConvs++
			}
			for _, b := range []struct {
				has bool
				n   *int
			}{{hasOther, &otherConvs}, {hasPasted, &pastedConvs}, {hasFiction, &fictionConvs}, {hasElsewhere, &elsewhereConvs}, {hasPlan, &planConvs}, {hasJoke, &jokeConvs},
				{hasMisread, &misreadConvs}, {hasStale, &staleConvs}, {hasEcho, &echoConvs}} {
				if b.has {
					*b.n++
				}
			}
			cur, hist := rawStillREs(pred, ph, f.still, f.stillWhen)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations (%d mostly in lower case), %.0f turns each, %d sessions, %d questions; statements by form %v, %d in all: %d naming the value in lower case, %d on several lines; %d other values of the asked attribute in the person's turns (%.1f a conversation); drafts for others in %d conversations, pasted texts in %d, fiction in %d, trips and clients in %d, plans in %d, jokes in %d; the assistant misreads in %d, answers on an earlier value in %d, names the value that holds in %d; %d current and %d historical still questions",
			name, n, lowerConvs, float64(turns)/float64(n), sessions, questions, forms, golds, lowerGold, linesGold,
			personOthers, float64(personOthers)/float64(n), otherConvs, pastedConvs, fictionConvs, elsewhereConvs, planConvs, jokeConvs, misreadConvs, staleConvs, echoConvs, stillCur, stillHist)
		for _, form := range rawRuchedFormNames {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if lowerConvs*12 < n || lowerGold == 0 || linesGold == 0 {
			t.Errorf("%s: %d of %d conversations mostly in lower case; gold turns with the value in lower case %d, on several lines %d",
				name, lowerConvs, n, lowerGold, linesGold)
		}
		if personOthers < 2*n || otherConvs*5 < n || pastedConvs*5 < n || fictionConvs*5 < n || elsewhereConvs*5 < n || planConvs*5 < n || jokeConvs*5 < n ||
			misreadConvs == 0 || staleConvs == 0 || echoConvs == 0 {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawRuchedForm finds the statement template statement turn j
// (value v) reads as and checks its form is in its place (see
// TestRawRuchedChats).
func checkRawRuchedForm(t *testing.T, name string, s *Scenario, j int, stmtREs []rawRuchedStmtRE, isStmt map[string]bool, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingRuched))
	text := rawOwnText(PhrasingRuched, o.Text)
	lines := strings.Split(o.Text, "\n")
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
	soon := func(p *Observation) bool { return o.At.Sub(p.At) <= 40*time.Second }
	names := func(text string) bool {
		return slices.ContainsFunc(values.FindAllString(text, -1), func(m string) bool { return strings.EqualFold(m, v) })
	}
	for _, form := range rawRuchedFormNames {
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
			case "request":
				p := prev(1)
				ok = len(lines) == 1 && !(p.Role == "user" && soon(p))
			case "ramble":
				read := rawSpoken(o.Text)
				ok = len(lines) == 1 && strings.HasSuffix(read, " "+rawSpoken(st.ask)) &&
					slices.ContainsFunc(rawRuchedOpeners, func(op string) bool { return strings.HasPrefix(read, rawSpoken(op)+" ") })
			case "brief":
				ok = len(lines) == 3 && strings.HasPrefix(strings.ToLower(lines[0]), "context: ") && names(lines[0]) &&
					strings.HasPrefix(strings.ToLower(lines[1]), "task: ") && strings.HasPrefix(strings.ToLower(lines[2]), "constraints: ")
			case "bullets":
				ok = len(lines) >= 3 && rawSpoken(lines[0]) == rawSpoken(st.ask) && !values.MatchString(lines[0])
				held := false
				for _, l := range lines[1:] {
					ok = ok && strings.HasPrefix(l, "- ")
					held = held || names(l)
				}
				ok = ok && held
			case "paste":
				ok = len(lines) == 3 && rawSpoken(lines[0]) == rawSpoken(st.ask) && lines[1] == "" && names(lines[2]) &&
					strings.HasPrefix(lines[2], "\"") && strings.HasSuffix(lines[2], "\"")
			case "fix":
				p1, p2 := prev(1), prev(2)
				lead := matchAny(rawSpokenTplREs(PhrasingRuched, pred, true, []string{st.lead}), rawSpoken(p1.Text))
				ok = p1.Role == "assistant" && lead != nil && !strings.EqualFold(lead[1], v) && person(p2) && rawRuchedHolds(p2.Text, []string{st.ask})
			case "followup":
				p1, p2 := prev(1), prev(2)
				ok = p1.Role == "assistant" && p1.Text == st.lead && !values.MatchString(p1.Text) && person(p2) && rawRuchedHolds(p2.Text, []string{st.ask})
			case "split":
				p := prev(1)
				ok = person(p) && soon(p) && rawSpoken(p.Text) == rawSpoken(st.lead)
			}
			if !ok {
				t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
			}
			return
		}
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawRuchedLists: the ruched set's values and users are in no
// earlier set, and each user is one of rawRuchedPeople, with a manner, a
// form of their own and marks and tails. Every task has a code of its
// own and small talk, and all but tech deal with an attribute; every
// attribute is dealt with by two tasks at least; the assistant answers
// every request of small talk. Its statements neither start nor end with
// a placeholder and hold no line break, are of a known form and tagged
// with a task that deals with their attribute, and for every such task
// each attribute's state, change and revert lists hold every form; a
// request has no ask or lead; a ramble an ask, the request after it; a
// brief an ask and a lead, its Task and Constraints lines; a list and a
// paste an ask ending in a colon and a lead; a correction an ask and a
// lead holding {v} alone; a follow-up an ask and a lead; a split a lead
// only; none of them naming a value. Every distractor list of the
// person's and of the assistant holds a line said in any task, and its
// tags are tasks dealing with the attribute. The assistant's lines start
// with a capital and end a sentence. The set's own lists hold the
// placeholders they should and none else, name no value or user of the
// set but through a placeholder, and none equals, contains or is
// contained in a statement template of any set.
func TestRawRuchedLists(t *testing.T) {
	ph := PhrasingRuched
	mine := ownNames(t, ph, nil)
	if len(rawNames[ph]) != len(rawRuchedPeople) {
		t.Errorf("%d users, %d people", len(rawNames[ph]), len(rawRuchedPeople))
	}
	for _, p := range rawRuchedPeople {
		if !slices.Contains(rawNames[ph], p.name) || rawRuchedPersonOf(p.name).name != p.name || p.manner == "" ||
			!slices.Contains(rawRuchedFormNames, p.form) || p.lowerIn10 < 0 || p.lowerIn10 > 10 || len(p.marks) < 2 || len(p.tails) < 2 {
			t.Errorf("user %s is not one of the set's", p.name)
		}
	}
	codes := map[string]bool{}
	keepers := map[string][]*rawRuchedTask{} // attribute -> tasks
	person := map[string][]string{"followups": rawRuchedFollowups, "thanks": rawRuchedThanks, "declines": rawRuchedDeclines,
		"openers": rawRuchedOpeners, "reqs": rawRuchedReqs, "smalltalk": rawSmallTalk[ph]}
	bot := map[string][]string{"replies": rawReplies[ph], "signOffs": rawRuchedSignOffs, "revisions": rawRuchedRevisions,
		"sorry": rawRuchedSorry, "noted": rawRuchedNoted, "othersReplies": rawRuchedOthersReplies, "pastedReplies": rawRuchedPastedReplies,
		"fictionReplies": rawRuchedFictionReplies, "elsewhereReplies": rawRuchedElsewhereReplies, "planReplies": rawRuchedPlanReplies,
		"pastReplies": rawRuchedPastReplies, "jokeReplies": rawRuchedJokeReplies}
	for _, p := range rawRuchedPeople {
		person[p.name+".marks"], person[p.name+".tails"] = p.marks, p.tails
	}
	if len(rawRuchedFollowups) != len(rawRuchedRevisions) {
		t.Errorf("%d follow-ups, %d revisions", len(rawRuchedFollowups), len(rawRuchedRevisions))
	}
	wants := map[string]placeholderWant{}
	for i := range rawRuchedTasks {
		tk := &rawRuchedTasks[i]
		if codes[tk.code] || tk.code == "" || rawRuchedTaskOf(tk.code).name != tk.name || len(tk.smallTalk) < 3 || (len(tk.attrs) == 0) != (tk.code == "tech") {
			t.Errorf("task %s (%s) is not one of its own", tk.name, tk.code)
		}
		codes[tk.code] = true
		for _, a := range tk.attrs {
			keepers[a] = append(keepers[a], tk)
		}
		for _, st := range tk.smallTalk {
			if rawRuchedAnswers[st] == "" {
				t.Errorf("%s: no answer to %q", tk.name, st)
			}
		}
	}
	for k, a := range rawRuchedAnswers {
		if !slices.Contains(rawSmallTalk[ph], k) && !slices.ContainsFunc(rawAttrOrder, func(a string) bool { return slices.Contains(rawAttrs[a].chatter[ph], k) }) {
			t.Errorf("answer to %q, which is no small talk or chatter", k)
		}
		bot["answers"] = append(bot["answers"], a)
	}
	for attr, f := range rawRuchedByAttr {
		if len(keepers[attr]) < 2 {
			t.Errorf("%s: dealt with by %d tasks", attr, len(keepers[attr]))
		}
		known := func(list, tag string) {
			if tag != "" && !slices.ContainsFunc(keepers[attr], func(tk *rawRuchedTask) bool { return tk.code == tag }) {
				t.Errorf("%s.%s: a line tagged %q, which deals with no %s", attr, list, tag, attr)
			}
		}
		anyTask := func(list string, tags []string) {
			if !slices.Contains(tags, "") {
				t.Errorf("%s.%s: no line said in any task", attr, list)
			}
			for _, tag := range tags {
				known(list, tag)
			}
		}
		for kind, s := range map[string][]rawRuchedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]map[string]bool{}
			for _, tk := range keepers[attr] {
				seen[tk.code] = map[string]bool{}
			}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") || strings.Contains(st.core, "\n") {
					t.Errorf("%s: statement %q starts or ends with a placeholder or holds a line break", attr, st.core)
				}
				known(kind, st.task)
				for _, tk := range keepers[attr] {
					if rawRuchedHeard(st.task, tk) {
						seen[tk.code][st.form] = true
					}
				}
				askPh, leadPh := rawPlaceholderRE.FindAllString(st.ask, -1), rawPlaceholderRE.FindAllString(st.lead, -1)
				if len(askPh) > 0 {
					t.Errorf("%s: %s %q has ask %q", attr, st.form, st.core, st.ask)
				}
				if st.form != "fix" && len(leadPh) > 0 {
					t.Errorf("%s: %s %q has lead %q", attr, st.form, st.core, st.lead)
				}
				switch st.form {
				case "request":
					if st.lead != "" || st.ask != "" {
						t.Errorf("%s: request %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
				case "ramble":
					if st.ask == "" || st.lead != "" {
						t.Errorf("%s: ramble %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".rambleAsks"] = append(person[attr+".rambleAsks"], st.ask)
				case "brief":
					if st.ask == "" || st.lead == "" {
						t.Errorf("%s: brief %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".briefTasks"] = append(person[attr+".briefTasks"], st.ask)
					person[attr+".briefConstraints"] = append(person[attr+".briefConstraints"], st.lead)
				case "bullets", "paste":
					if !strings.HasSuffix(st.ask, ":") || st.lead == "" {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
					person[attr+"."+st.form+"Asks"] = append(person[attr+"."+st.form+"Asks"], st.ask)
					person[attr+"."+st.form+"Leads"] = append(person[attr+"."+st.form+"Leads"], st.lead)
				case "fix":
					if !slices.Equal(leadPh, []string{"{v}"}) || st.ask == "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".fixAsks"] = append(person[attr+".fixAsks"], st.ask)
					bot[attr+".fixLeads"] = append(bot[attr+".fixLeads"], st.lead)
					wants[attr+".fixLeads"] = placeholderWant{need: []string{"{v}"}}
				case "followup":
					if st.ask == "" || st.lead == "" {
						t.Errorf("%s: follow-up %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".followupAsks"] = append(person[attr+".followupAsks"], st.ask)
					bot[attr+".followupLeads"] = append(bot[attr+".followupLeads"], st.lead)
				case "split":
					if st.lead == "" || st.ask != "" {
						t.Errorf("%s: split %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".splitLeads"] = append(person[attr+".splitLeads"], st.lead)
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
			}
			for _, tk := range keepers[attr] {
				for _, form := range rawRuchedFormNames {
					if !seen[tk.code][form] {
						t.Errorf("%s.%s: %s hears no %s", attr, kind, tk.name, form)
					}
				}
			}
		}
		tags := func(ls []rawRuchedLine) []string {
			var out []string
			for _, l := range ls {
				out = append(out, l.task)
			}
			return out
		}
		for list, ls := range map[string][]rawRuchedLine{"chatter": f.chatter, "other": f.other, "pasted": f.pasted, "fiction": f.fiction,
			"elsewhere": f.elsewhere, "plan": f.plan, "past": f.past, "joke": f.joke, "reject": f.reject, "offer": f.offer} {
			anyTask(list, tags(ls))
			if list == "offer" {
				bot[attr+".offer"] = ruchedTexts(ls)
			} else {
				person[attr+"."+list] = ruchedTexts(ls)
			}
		}
		var echoTags, staleTags, misreadTags []string
		for _, e := range f.echo {
			echoTags = append(echoTags, e.task)
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			bot[attr+".echo"] = append(bot[attr+".echo"], e.line)
		}
		for _, x := range f.stale {
			staleTags = append(staleTags, x.task)
			person[attr+".staleAsks"] = append(person[attr+".staleAsks"], x.ask, x.reject)
			bot[attr+".stale"] = append(bot[attr+".stale"], x.act)
		}
		for _, m := range f.misread {
			misreadTags = append(misreadTags, m.task)
			person[attr+".misreadSaid"] = append(person[attr+".misreadSaid"], m.said)
			person[attr+".misreadDeny"] = append(person[attr+".misreadDeny"], m.deny)
			bot[attr+".misread"] = append(bot[attr+".misread"], m.misread)
		}
		anyTask("echo", echoTags)
		anyTask("stale", staleTags)
		anyTask("misread", misreadTags)
		bot[attr+".readback"], bot[attr+".readbackNew"] = f.readback, f.readbackNew
		bot[attr+".still"], bot[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"other", "pasted", "fiction", "elsewhere", "plan", "past", "joke", "reject", "echo", "stale", "readback", "readbackNew", "misreadSaid", "misread"} {
			wants[attr+"."+l] = placeholderWant{need: []string{"{v}"}}
		}
		wants[attr+".misreadDeny"] = placeholderWant{may: []string{"{v}"}}
		wants[attr+".offer"] = placeholderWant{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = placeholderWant{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = placeholderWant{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range bot {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) || !strings.ContainsAny(string(r[len(r)-1]), ".!?\"") {
				t.Errorf("%s: %q does not start with a capital and end a sentence", list, u)
			}
		}
	}
	lists := map[string][]string{}
	for _, m := range []map[string][]string{person, bot} {
		for k, v := range m {
			lists[k] = v
		}
	}
	checkPlaceholders(t, lists, wants, newTemplateCheck(mine))
}
