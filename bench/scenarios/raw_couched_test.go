package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// TestRawCouchedRead: the oracle reads a couched message as rawSpoken
// writes it, so a message typed with capitals and punctuation, all in
// lower case or in capitals, with emoji codes, or a standup on lines of
// its own read alike, and a statement template reads all of them, the
// value in any case, also after a mark or an @mention and before a tail;
// the smocked, tatted, darned and pleated sets' text it reads as before.
func TestRawCouchedRead(t *testing.T) {
	cased := "I'm remote from Kettering now, moved last week, so ping me here rather than at my desk."
	want := rawSpoken(cased)
	for _, text := range []string{cased, strings.ToLower(cased), strings.ToUpper(cased)} {
		if got := rawOwnText(PhrasingCouched, text); got != want {
			t.Errorf("rawOwnText(%q) = %q, want %q", text, got, want)
		}
	}
	for _, ph := range []Phrasing{PhrasingSmocked, PhrasingTatted} {
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
	a.change[PhrasingCouched] = []string{"I'm remote from {new} now, moved last week, so ping me here rather than at my desk",
		"Yesterday: unpacked about forty boxes\nToday: first day working from the new flat in {new}, we moved at the weekend\nBlockers: the broadband man comes at 2"}
	res := rawStatementREs(&a, PhrasingCouched)
	for _, text := range []string{cased, strings.ToLower(cased), strings.ToUpper(cased), "@Pilar " + cased + " thanks all",
		strings.TrimSuffix(cased, ".") + " :tada:",
		"Yesterday: unpacked about forty boxes\nToday: first day working from the new flat in Kettering, we moved at the weekend\nBlockers: the broadband man comes at 2",
		"yesterday: unpacked about forty boxes\ntoday: first day working from the new flat in kettering, we moved at the weekend\nblockers: the broadband man comes at 2"} {
		read := rawOwnText(PhrasingCouched, text)
		ok := false
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Kettering") {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%q reads no statement of Kettering", text)
		}
	}
}

// rawCouchedLeads are the leads (or, with ask set, the asks) of attr's
// statements of form.
func rawCouchedLeads(attr, form string, ask bool) []string {
	f := rawCouchedByAttr[attr]
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

// rawCouchedHolds reports whether text, read as the oracle reads it,
// holds one of tpls read so too.
func rawCouchedHolds(text string, tpls []string) bool {
	read := " " + rawSpoken(text) + " "
	return slices.ContainsFunc(tpls, func(tpl string) bool { return strings.Contains(read, " "+rawSpoken(tpl)+" ") })
}

// rawCouchedStmtRE is one statement template of an attribute as the
// oracle reads it, with the statement it was made from.
type rawCouchedStmtRE struct {
	re *regexp.Regexp
	st rawCouchedStmt
}

// rawCouchedStmtREs are attr's statements as the oracle reads them, in
// the order state, change, revert.
func rawCouchedStmtREs(attr string) []rawCouchedStmtRE {
	f := rawCouchedByAttr[attr]
	var out []rawCouchedStmtRE
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		var a rawAttr
		a.state[PhrasingCouched] = []string{st.core}
		out = append(out, rawCouchedStmtRE{rawStatementREs(&a, PhrasingCouched)[0], st})
	}
	return out
}

// rawCouchedCaps reports whether text is typed in capitals: three letters
// at least, none in lower case.
func rawCouchedCaps(text string) bool {
	var upper int
	for _, r := range text {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r):
			upper++
		}
	}
	return upper >= 3
}

// TestRawCouchedChats: in the couched datasets every turn is the
// employee's (role user, their name as speaker), a colleague's (role
// user, a name of rawCouchedMates, never the employee's) or the bot's
// (role assistant, speaker AssistantSpeaker, starting with a capital),
// and every question asks about the employee, typed and cased; no turn
// has a gap where something was left out. Every session opens with the
// bot's opener of one of the conversation's two rooms, one DM and one
// channel, each dealing with the asked attribute; colleagues post only in
// channel sessions, three at most a conversation; a statement tagged with
// a room is said there, and its form is one the room allows; every room
// is some conversation's. The employee keeps their manner: one who types
// in lower case does so in every turn, only the excitable ever write a
// turn in capitals (and some do). Every turn of the employee's that the
// oracle of TestRawGoldIsStatement reads as a statement is a question's
// gold, no other turn of theirs names the value that holds when it is
// said (compared without case), and a colleague's turn names it only as
// a cheer right after the statement (the bot's confirmations and answers
// may name it too); every form is gold somewhere and in its place: a post
// is no part of several messages sent together; a standup has its
// Yesterday, Today and Blockers on lines of their own; a command starts
// with a slash; an answer follows the bot's question, naming no value,
// which follows the employee's request naming none; a thread reply
// follows a colleague's question naming none; a correction follows the
// bot's read-back naming another value, which follows the employee's
// request naming none; a split statement follows one or two messages of
// the employee's seconds before it, the first holding the split's lead,
// none naming a value. Gold turns come in lower case, in capitals and as
// standups on several lines. Across a dataset: colleagues' own news
// naming other values comes in at least one conversation in two, and
// @mentions the employee in some; the employee's other turns name other
// values of the asked attribute at least twice a conversation; other
// people's values, offices, trips and clients, plans and jokes each come
// in at least one conversation in five; the bot misreads a line naming a
// value, acts on an earlier value, and names the value that holds in some
// conversations; colleagues cheer naming the value that holds in some;
// and "still" questions, current and historical, naming a value other
// than the expected one, left out of the candidates, are at least a
// tenth of the questions.
func TestRawCouchedChats(t *testing.T) {
	ph := PhrasingCouched
	for name, scs := range map[string][]Scenario{"raw-couched": RawCouched(), "raw-long-couched": RawLong(ph)} {
		var turns, mateTurns, lowerConvs, lowerGold, capsGold, standupGold, personOthers, cheers, mentions int
		var newsConvs, otherConvs, elsewhereConvs, planConvs, jokeConvs, misreadConvs, staleConvs, echoConvs int
		var golds, stillCur, stillHist, questions int
		forms, rooms := map[string]int{}, map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawCouchedByAttr[pred]
			p := &rawCouchedPerson{}
			for k := range rawCouchedPeople {
				if "user:"+strings.ToLower(rawCouchedPeople[k].name) == subject {
					p = &rawCouchedPeople[k]
				}
			}
			if p.name == "" {
				t.Fatalf("%s %s: asks about %s, who is no employee", name, s.ID, subject)
			}
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			stmtREs := rawCouchedStmtREs(pred)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			opens := map[string]string{} // opener -> room code
			for _, rm := range rawCouchedRooms {
				for _, o := range rm.opens {
					opens[fillOne(o, map[string]string{"name": p.name})] = rm.code
				}
			}
			tpls := func(ls []rawCouchedLine) []*regexp.Regexp {
				return rawSpokenTplREs(PhrasingCouched, pred, true, couchedTexts(ls))
			}
			newsREs, otherREs, elsewhereREs, planREs, jokeREs := tpls(f.news), tpls(f.other), tpls(f.elsewhere), tpls(f.plan), tpls(f.joke)
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
			misreadREs, staleREs, echoREs, cheerREs := rawSpokenTplREs(PhrasingCouched, pred, true, misreads), rawSpokenTplREs(PhrasingCouched, pred, true, acts), rawSpokenTplREs(PhrasingCouched, pred, true, echoes), rawSpokenTplREs(PhrasingCouched, pred, true, f.cheer)
			obs := s.Observations
			k := -1 // the latest statement so far
			room := ""
			used, mates := map[string]bool{}, map[string]bool{}
			var userTurns, lowerTurns int
			var hasNews, hasOther, hasElsewhere, hasPlan, hasJoke, hasMisread, hasStale, hasEcho bool
			for j := range obs {
				o := &obs[j]
				if _, ok := opens[o.Text]; !ok && (j == 0 || o.At.Sub(obs[j-1].At) > 2*time.Hour) {
					t.Errorf("%s %s/%s: a session opens with %q, no opener", name, s.ID, o.ID, o.Text)
				}
				for _, line := range strings.Split(o.Text, "\n") {
					if line == "" || strings.Contains(line, "  ") || strings.Contains(line, " ,") || strings.Contains(line, ",,") || strings.TrimSpace(line) != line {
						t.Errorf("%s %s/%s: %q has a gap where something was left out", name, s.ID, o.ID, o.Text)
					}
				}
				read := rawSpoken(o.Text)
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch {
				case o.Role == "assistant":
					if r := []rune(o.Text); !unicode.IsUpper(r[0]) && r[0] != '#' || o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: bot turn %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if code, ok := opens[o.Text]; ok {
						room = code
						used[code] = true
						if rm := rawCouchedRoomOf(code); !slices.Contains(rm.attrs, pred) {
							t.Errorf("%s %s/%s: %s deals with no %s", name, s.ID, o.ID, rm.name, pred)
						}
					}
					switch {
					case matchAny(misreadREs, read) != nil:
						hasMisread = true
					case matchAny(staleREs, read) != nil:
						hasStale = true
					case matchAny(echoREs, read) != nil && holds:
						hasEcho = true
					}
				case o.Role == "user" && o.Speaker != p.name:
					mateTurns++
					mates[o.Speaker] = true
					if !slices.Contains(rawCouchedMates, o.Speaker) || rawOwnTurn(ph, o, subject) {
						t.Errorf("%s %s/%s: a user turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					if rawCouchedRoomOf(room).dm {
						t.Errorf("%s %s/%s: %s posts in a DM with the bot", name, s.ID, o.ID, o.Speaker)
					}
					if matchAny(newsREs, read) != nil {
						hasNews = true
						if strings.HasPrefix(o.Text, "@"+p.name+" ") {
							mentions++
						}
					}
					if holds {
						cheers++
						if j == 0 || !isStmt[obs[j-1].ID] || matchAny(cheerREs, read) == nil {
							t.Errorf("%s %s/%s: %s's turn %q names %s, the value that holds, and is no cheer after a statement", name, s.ID, o.ID, o.Speaker, o.Text, stmts[k].value)
						}
					}
				case o.Role == "user":
					if !rawOwnTurn(ph, o, subject) {
						t.Errorf("%s %s/%s: the employee's turn is not their own", name, s.ID, o.ID)
					}
					userTurns++
					lower := o.Text == strings.ToLower(o.Text)
					if lower {
						lowerTurns++
					}
					if p.lowerIn10 == 10 && !lower {
						t.Errorf("%s %s/%s: %s, who types in lower case, writes %q", name, s.ID, o.ID, p.name, o.Text)
					}
					if rawCouchedCaps(o.Text) && p.capsIn3 == 0 {
						t.Errorf("%s %s/%s: %s, who is %s, writes %q in capitals", name, s.ID, o.ID, p.name, p.manner, o.Text)
					}
					if isStmt[o.ID] {
						k++
						golds++
						v := stmts[k].value
						st := checkRawCouchedForm(t, name, s, j, stmtREs, isStmt, v, forms)
						rm := rawCouchedRoomOf(room)
						if !rawCouchedHeard(st.room, rm) || !slices.Contains(rm.forms, st.form) {
							t.Errorf("%s %s/%s: %s statement %q, tagged %q, said in %s", name, s.ID, o.ID, st.form, o.Text, st.room, rm.name)
						}
						cased := rawCasedValue(ph, pred, v)
						if cased != strings.ToLower(cased) && strings.Contains(o.Text, strings.ToLower(cased)) {
							lowerGold++
						}
						if rawCouchedCaps(o.Text) && strings.Contains(o.Text, strings.ToUpper(cased)) {
							capsGold++
						}
						if strings.Count(o.Text, "\n") >= 2 {
							standupGold++
						}
						continue
					}
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the employee's turn %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
					for _, d := range []struct {
						res []*regexp.Regexp
						has *bool
					}{{otherREs, &hasOther}, {elsewhereREs, &hasElsewhere}, {planREs, &hasPlan}, {jokeREs, &hasJoke}} {
						if matchAny(d.res, read) != nil {
							*d.has = true
						}
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
			}
			var dms int
			for code := range used {
				rooms[code]++
				if rawCouchedRoomOf(code).dm {
					dms++
				}
			}
			if len(used) == 0 || len(used) > 2 || dms > 1 || len(used)-dms > 1 {
				t.Errorf("%s %s: sessions in rooms %v", name, s.ID, used)
			}
			if len(mates) > 3 {
				t.Errorf("%s %s: %d colleagues", name, s.ID, len(mates))
			}
			if lowerTurns*2 > userTurns {
				lowerConvs++
			}
			for _, b := range []struct {
				has bool
				n   *int
			}{{hasNews, &newsConvs}, {hasOther, &otherConvs}, {hasElsewhere, &elsewhereConvs}, {hasPlan, &planConvs}, {hasJoke, &jokeConvs},
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
		t.Logf("%s: %d conversations (%d mostly in lower case), %.0f turns each (%d colleagues' turns), %d questions; rooms %v; statements by form %v, %d in all: %d naming the value in lower case, %d in capitals, %d standups on several lines; %d other values of the asked attribute in the employee's turns (%.1f a conversation); colleagues' news in %d conversations (%d @mentioning the employee), %d cheers naming the value that holds; other people's values in %d, offices, trips and clients in %d, plans in %d, jokes in %d; the bot misreads in %d, acts on an earlier value in %d, names the value that holds in %d; %d current and %d historical still questions",
			name, n, lowerConvs, float64(turns)/float64(n), mateTurns, questions, rooms, forms, golds, lowerGold, capsGold, standupGold,
			personOthers, float64(personOthers)/float64(n), newsConvs, mentions, cheers, otherConvs, elsewhereConvs, planConvs, jokeConvs, misreadConvs, staleConvs, echoConvs, stillCur, stillHist)
		for _, form := range rawCouchedFormNames {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if name == "raw-couched" && len(rooms) != len(rawCouchedRooms) {
			t.Errorf("%s: rooms %v", name, rooms)
		}
		if lowerConvs*12 < n || lowerGold == 0 || standupGold == 0 || (name == "raw-couched" && capsGold == 0) {
			t.Errorf("%s: %d of %d conversations mostly in lower case; gold turns with the value in lower case %d, in capitals %d, standups %d",
				name, lowerConvs, n, lowerGold, capsGold, standupGold)
		}
		if personOthers < 2*n || newsConvs*2 < n || mentions == 0 || cheers == 0 || otherConvs*5 < n || elsewhereConvs*5 < n || planConvs*5 < n || jokeConvs*5 < n ||
			misreadConvs == 0 || staleConvs == 0 || echoConvs == 0 {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// rawCouchedFormNames are the forms a couched statement comes in, in the
// order checkRawCouchedForm reads them.
var rawCouchedFormNames = []string{"post", "standup", "command", "answer", "thread", "fix", "split"}

// checkRawCouchedForm finds the statement template statement turn j
// (value v) reads as and checks its form is in its place (see
// TestRawCouchedChats); it returns the statement.
func checkRawCouchedForm(t *testing.T, name string, s *Scenario, j int, stmtREs []rawCouchedStmtRE, isStmt map[string]bool, v string, forms map[string]int) rawCouchedStmt {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingCouched))
	text := rawOwnText(PhrasingCouched, o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	// person reports whether p is a turn of the employee's, no statement,
	// naming no value
	person := func(p *Observation) bool {
		return p.Role == "user" && p.Speaker == o.Speaker && !isStmt[p.ID] && !values.MatchString(p.Text)
	}
	soon := func(p *Observation, at time.Time) bool { return at.Sub(p.At) <= 40*time.Second }
	for _, form := range rawCouchedFormNames {
		for _, sr := range stmtREs {
			if sr.st.form != form {
				continue
			}
			m := sr.re.FindStringSubmatch(text)
			if m == nil || !strings.EqualFold(m[sr.re.SubexpIndex("val")], v) {
				continue
			}
			forms[form]++
			ok := false
			switch form {
			case "post":
				p := prev(1)
				ok = !(p.Role == "user" && p.Speaker == o.Speaker && soon(p, o.At))
			case "standup":
				lines := strings.Split(o.Text, "\n")
				ok = len(lines) == 3 && strings.HasPrefix(strings.ToLower(lines[0]), "yesterday: ") &&
					strings.HasPrefix(strings.ToLower(lines[1]), "today: ") && strings.HasPrefix(strings.ToLower(lines[2]), "blockers: ")
			case "command":
				ok = strings.HasPrefix(o.Text, "/")
			case "answer":
				p1, p2 := prev(1), prev(2)
				ok = p1.Role == "assistant" && slices.Contains(rawCouchedLeads(pred, "answer", false), p1.Text) && !values.MatchString(p1.Text) &&
					person(p2) && rawCouchedHolds(p2.Text, rawCouchedLeads(pred, "answer", true))
			case "thread":
				p := prev(1)
				ok = p.Role == "user" && p.Speaker != o.Speaker && slices.Contains(rawCouchedLeads(pred, "thread", false), p.Text) && !values.MatchString(p.Text)
			case "fix":
				p1, p2 := prev(1), prev(2)
				lead := matchAny(rawSpokenTplREs(PhrasingCouched, pred, true, rawCouchedLeads(pred, "fix", false)), rawSpoken(p1.Text))
				ok = p1.Role == "assistant" && lead != nil && !strings.EqualFold(lead[1], v) && person(p2) && rawCouchedHolds(p2.Text, rawCouchedLeads(pred, "fix", true))
			case "split":
				first, at := prev(1), o.At
				if person(first) && soon(first, at) && rawCouchedHolds(first.Text, rawCouchedSplitMids) {
					first, at = prev(2), first.At
				}
				ok = person(first) && soon(first, at) && rawCouchedHolds(first.Text, rawCouchedLeads(pred, "split", false))
			}
			if !ok {
				t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
			}
			return sr.st
		}
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
	return rawCouchedStmt{}
}

// TestRawCouchedLists: the couched set's values, employees, colleagues
// and the bot's name are in no earlier set, no colleague is a value or an
// employee, and each employee is one of rawCouchedPeople. Every room has
// a code of its own, openers that name it (a DM's the employee too),
// small talk, the forms of its kind, and deals with at least one
// attribute; a channel has colleagues' lines; every attribute is dealt
// with by a DM and a channel at least. Its statements neither start nor
// end with a placeholder, are of a known form and tagged with a room
// (or kind of room) that deals with their attribute and allows their
// form, and for every such room each attribute's state, change and
// revert lists hold every form the room allows; a post, a standup and a
// command have no lead or ask, a standup its three fields on lines of
// their own, a command a leading slash; an answer an ask and a lead
// (the bot's question, ending in a question mark), neither naming a
// value; a thread and a split a lead naming none; a fix an ask (no value)
// and a lead holding {v} alone. Every distractor list of the employee's
// holds a line for every room of its attribute; the bot's lists (echo,
// stale, misread, offer) are said in DMs and hold a line for every DM of
// the attribute. The employee's lists hold no capitals; the bot's lines
// start with a capital or a channel's name. The set's own lists hold the
// placeholders they should and none else, name no value or user of the
// set but through a placeholder, and none equals, contains or is
// contained in a statement template of any set.
func TestRawCouchedLists(t *testing.T) {
	ph := PhrasingCouched
	mine := ownNames(t, ph, append(slices.Clone(rawCouchedMates), "Hubbot"))
	if len(rawNames[ph]) != len(rawCouchedPeople) {
		t.Errorf("%d users, %d employees", len(rawNames[ph]), len(rawCouchedPeople))
	}
	for _, p := range rawCouchedPeople {
		if !slices.Contains(rawNames[ph], p.name) || rawCouchedPersonOf(p.name).name != p.name {
			t.Errorf("employee %s is not one of the set's", p.name)
		}
		for _, l := range [][]string{p.marks, p.tails} {
			if len(l) < 2 {
				t.Errorf("%s: a list of %d", p.name, len(l))
			}
			for _, u := range l {
				if rawCouchedCaps(u) && p.capsIn3 == 0 {
					t.Errorf("%s's %q is not in their manner", p.name, u)
				}
			}
		}
	}
	codes := map[string]bool{}
	keepers := map[string][]*rawCouchedRoom{} // attribute -> rooms
	person := map[string][]string{"splitMids": rawCouchedSplitMids, "hellos": rawCouchedHellos, "byes": rawCouchedByes,
		"signOffs": rawCouchedSignOffs, "newsReplies": rawCouchedNewsReplies, "declines": rawCouchedDeclines, "smalltalk": rawSmallTalk[ph]}
	bot := map[string][]string{"replies": rawReplies[ph], "botHellos": rawCouchedBotHellos, "botByes": rawCouchedBotByes,
		"fixed": rawCouchedFixed, "othersReplies": rawCouchedOthersReplies, "elsewhereReplies": rawCouchedElsewhereReplies,
		"planReplies": rawCouchedPlanReplies, "jokeReplies": rawCouchedJokeReplies, "notices": rawCouchedNotices}
	mate := map[string][]string{"mateReplies": rawCouchedMateReplies, "reactions": rawCouchedReactions, "laughs": rawCouchedMateLaughs, "mateByes": rawCouchedMateByes}
	wants := map[string]placeholderWant{}
	for i := range rawCouchedRooms {
		rm := &rawCouchedRooms[i]
		want := rawCouchedChannelForms
		switch {
		case rm.dm:
			want = rawCouchedDMForms
		case rm.code == "team":
			want = rawCouchedTeamForms
		}
		if codes[rm.code] || rm.code == "dm" || rm.code == "ch" || rawCouchedRoomOf(rm.code).name != rm.name || len(rm.attrs) == 0 || len(rm.smallTalk) < 3 ||
			!slices.Equal(rm.forms, want) || (len(rm.mates) < 3) == !rm.dm {
			t.Errorf("room %s (%s) is not one of its own", rm.name, rm.code)
		}
		codes[rm.code] = true
		for _, a := range rm.attrs {
			keepers[a] = append(keepers[a], rm)
		}
		for _, o := range rm.opens {
			if !strings.Contains(o, rm.name) || rm.dm != strings.Contains(o, "{name}") {
				t.Errorf("%s: opener %q does not name it", rm.name, o)
			}
		}
		bot[rm.code+".opens"] = rm.opens
		if rm.dm {
			wants[rm.code+".opens"] = placeholderWant{need: []string{"{name}"}}
		} else {
			mate[rm.code+".mates"] = rm.mates
		}
	}
	var asked []string
	for k, a := range rawCouchedAnswers {
		asked = append(asked, k)
		bot["answers"] = append(bot["answers"], a)
	}
	for _, k := range asked {
		if !slices.Contains(rawSmallTalk[ph], k) && !slices.ContainsFunc(rawAttrOrder, func(a string) bool { return slices.Contains(rawAttrs[a].chatter[ph], k) }) {
			t.Errorf("answer to %q, which is no small talk or chatter", k)
		}
	}
	for attr, f := range rawCouchedByAttr {
		var dms []*rawCouchedRoom
		for _, rm := range keepers[attr] {
			if rm.dm {
				dms = append(dms, rm)
			}
		}
		if len(dms) == 0 || len(dms) == len(keepers[attr]) {
			t.Errorf("%s: dealt with by %d rooms, %d of them DMs", attr, len(keepers[attr]), len(dms))
		}
		known := func(list, tag string) {
			if tag != "" && tag != "dm" && tag != "ch" && !slices.ContainsFunc(keepers[attr], func(rm *rawCouchedRoom) bool { return rm.code == tag }) {
				t.Errorf("%s.%s: a line tagged %q, which deals with no %s", attr, list, tag, attr)
			}
		}
		heard := func(list string, tags []string, in []*rawCouchedRoom) {
			for _, rm := range in {
				if !slices.ContainsFunc(tags, func(tag string) bool { return rawCouchedHeard(tag, rm) }) {
					t.Errorf("%s.%s: no line for %s", attr, list, rm.name)
				}
			}
			for _, tag := range tags {
				known(list, tag)
			}
		}
		for kind, s := range map[string][]rawCouchedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]map[string]bool{}
			for _, rm := range keepers[attr] {
				seen[rm.code] = map[string]bool{}
			}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				known(kind, st.room)
				heardBy := 0
				for _, rm := range keepers[attr] {
					if rawCouchedHeard(st.room, rm) && slices.Contains(rm.forms, st.form) {
						seen[rm.code][st.form] = true
						heardBy++
					}
				}
				if heardBy == 0 {
					t.Errorf("%s: %s %q is heard in no room", attr, st.form, st.core)
				}
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				switch st.form {
				case "post", "standup", "command":
					if st.lead != "" || st.ask != "" {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
					if lines := strings.Split(st.core, "\n"); st.form == "standup" && (len(lines) != 3 || !strings.HasPrefix(lines[0], "Yesterday: ") ||
						!strings.HasPrefix(lines[1], "Today: ") || !strings.HasPrefix(lines[2], "Blockers: ")) {
						t.Errorf("%s: standup %q is not one", attr, st.core)
					}
					if st.form == "command" != strings.HasPrefix(st.core, "/") {
						t.Errorf("%s: %s %q", attr, st.form, st.core)
					}
				case "answer":
					if st.lead == "" || st.ask == "" || len(leadPh) > 0 || !strings.HasSuffix(st.lead, "?") {
						t.Errorf("%s: answer %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".answerAsks"] = append(person[attr+".answerAsks"], st.ask)
					bot[attr+".questions"] = append(bot[attr+".questions"], st.lead)
				case "thread", "split":
					if st.lead == "" || st.ask != "" || len(leadPh) > 0 {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
					if st.form == "thread" {
						mate[attr+".threadLeads"] = append(mate[attr+".threadLeads"], st.lead)
					} else {
						person[attr+".splitLeads"] = append(person[attr+".splitLeads"], st.lead)
					}
				case "fix":
					if !slices.Equal(leadPh, []string{"{v}"}) || st.ask == "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".fixAsks"] = append(person[attr+".fixAsks"], st.ask)
					bot[attr+".readbacks"] = append(bot[attr+".readbacks"], st.lead)
					wants[attr+".readbacks"] = placeholderWant{need: []string{"{v}"}}
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
			}
			for _, rm := range keepers[attr] {
				for _, form := range rm.forms {
					if !seen[rm.code][form] {
						t.Errorf("%s.%s: %s hears no %s", attr, kind, rm.name, form)
					}
				}
			}
		}
		tags := func(ls []rawCouchedLine) []string {
			var out []string
			for _, l := range ls {
				out = append(out, l.room)
			}
			return out
		}
		for list, ls := range map[string][]rawCouchedLine{"chatter": f.chatter, "other": f.other, "elsewhere": f.elsewhere,
			"plan": f.plan, "past": f.past, "joke": f.joke, "reject": f.reject, "news": f.news, "offer": f.offer} {
			switch list {
			case "offer":
				heard(list, tags(ls), dms)
				bot[attr+".offer"] = couchedTexts(ls)
			case "reject":
				heard(list, tags(ls), dms)
				person[attr+".reject"] = couchedTexts(ls)
			case "news":
				var chans []*rawCouchedRoom
				for _, rm := range keepers[attr] {
					if !rm.dm {
						chans = append(chans, rm)
					}
				}
				heard(list, tags(ls), chans)
				mate[attr+".news"] = couchedTexts(ls)
			default:
				heard(list, tags(ls), keepers[attr])
				person[attr+"."+list] = couchedTexts(ls)
			}
		}
		var echoTags, staleTags, misreadTags []string
		for _, e := range f.echo {
			echoTags = append(echoTags, e.room)
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			bot[attr+".echo"] = append(bot[attr+".echo"], e.line)
		}
		for _, x := range f.stale {
			staleTags = append(staleTags, x.room)
			person[attr+".staleAsks"] = append(person[attr+".staleAsks"], x.ask, x.reject)
			bot[attr+".stale"] = append(bot[attr+".stale"], x.act)
		}
		for _, m := range f.misread {
			misreadTags = append(misreadTags, m.room)
			person[attr+".misreadSaid"] = append(person[attr+".misreadSaid"], m.said)
			person[attr+".misreadDeny"] = append(person[attr+".misreadDeny"], m.deny)
			bot[attr+".misread"] = append(bot[attr+".misread"], m.misread)
		}
		for _, tag := range slices.Concat(echoTags, staleTags, misreadTags) {
			if tag == "ch" || tag == "" || tag != "dm" && !rawCouchedRoomOf(tag).dm {
				t.Errorf("%s: a bot line tagged %q, which is no DM", attr, tag)
			}
		}
		heard("echo", echoTags, dms)
		heard("stale", staleTags, dms)
		heard("misread", misreadTags, dms)
		bot[attr+".readback"], bot[attr+".readbackNew"] = f.readback, f.readbackNew
		bot[attr+".still"], bot[attr+".stillWhen"] = f.still, f.stillWhen
		mate[attr+".cheer"] = f.cheer
		for _, l := range []string{"other", "elsewhere", "plan", "past", "joke", "reject", "echo", "stale", "readback", "readbackNew", "misreadSaid", "misread", "cheer", "news"} {
			wants[attr+"."+l] = placeholderWant{need: []string{"{v}"}}
		}
		wants[attr+".misreadDeny"] = placeholderWant{may: []string{"{v}"}}
		wants[attr+".offer"] = placeholderWant{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = placeholderWant{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = placeholderWant{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range person {
		for _, u := range tpls {
			if rawCouchedCaps(u) {
				t.Errorf("%s: %q is in capitals", list, u)
			}
		}
	}
	for list, tpls := range bot {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) && r[0] != '#' {
				t.Errorf("%s: %q does not start with a capital", list, u)
			}
		}
	}
	lists := map[string][]string{}
	for _, m := range []map[string][]string{person, bot, mate} {
		for k, v := range m {
			lists[k] = v
		}
	}
	checkPlaceholders(t, lists, wants, newTemplateCheck(mine))
}
