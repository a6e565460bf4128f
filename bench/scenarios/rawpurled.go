package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The purled set lives in its own file, as the veiled to ribbed sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is a language-learning app's chat log: the subject,
// an adult learning English, practises with the app's AI tutor (role
// assistant, speaker AssistantSpeaker) over many months. Sessions mix
// free writing about their own life, the tutor's corrections that repeat
// the learner's sentence back fixed ("Better: ...") or with tracked
// changes ("I ~~live~~ am living in X"), gap-fill drills and
// translations about invented people, role-plays the tutor sets up in
// which the learner plays a character, vocabulary and pronunciation
// notes, the learner's questions about words, texts the learner pastes
// for help (lines starting "> ", often about other people), and the
// tutor's session summaries and progress notes ("Last time you told me
// you work at X"), sometimes stale or wrong. The app's notices (lesson
// titles, streaks, scores, review cards quoting an old sentence of the
// learner's) are system lines (role system, speaker rawPurledSystem).
// The speaker of the learner's turns (role user) is what the app exports
// for them, one convention per conversation: a display name (the first
// name the set gives them), a username (rawPurledPerson.user), "learner"
// or "student"; the questions' subject is "user:" and that speaker, and
// the questions name the learner by their first name.
//
// A value is stated in one of seven forms (rawPurledStmt): free writing
// after the tutor's prompt, now and then after a paragraph about other
// things (writing); an answer to the tutor's question, which names no
// value or a stale or wrong one (answer); the correction of the tutor's
// wrong summary or progress note, which names the value it gets wrong
// (fix); the sentence rewritten after the tutor corrected a first try
// that named no value (rewrite); a sentence put right in the same
// message, "sorry, I mean ..." (selfcorr); a change told in passing in
// writing about something else (passing); or the message saying that a
// plan told weeks before in a lesson about the future has happened
// (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the text the learner wrote: the
// oracle leaves out pasted material (lines starting "> ") and reads the
// rest as rawSpoken writes it. A gold turn is a message of the learner's
// in which they state their own value as holding; never the tutor's
// correction, rephrasing, summary or question, never a system line (a
// review card quoting an old sentence included), never a drill answer, a
// translation or a role-play line said in character, never a plan or a
// conditional, never another person's value, never a pasted text. The
// distractors: the values of the people in the learner's life, told in
// free writing, pasted texts (emails to a landlord, job applications,
// messages from friends, some in the very words of a statement),
// gap-fill drills and translations with real-looking values, role-play
// lines, conditionals ("If I lived in X I would ..."), plans that never
// happen, past values told as memories (past tense practice), jokes,
// the tutor's stale and wrong summaries and its misreadings of a drill
// or a role-play line, which the learner denies, and its questions
// naming an old value, put right without one. Questions are asked "from
// their English lessons" and such, normally cased; also as yes/no
// "still" questions naming a stale or wrong value, expected always the
// value that held; months are asked "in", "during", "around", "over the
// course of" or "as of the middle of", and "before X".
func init() {
	var names []string
	for _, p := range rawPurledPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingPurled, rawPurledAttrs(), rawPurledSmallTalk, rawPurledReplies,
		[]string{"in ", "during ", "around ", "over the course of ", "as of the middle of "},
		names)
}

// rawPurledSystem is the speaker of the app's notices.
const rawPurledSystem = "LinguaPal"

// rawPurledFormNames are the forms a purled statement comes in.
var rawPurledFormNames = []string{"writing", "answer", "fix", "rewrite", "selfcorr", "passing", "happened"}

// rawPurledPerson is a learner of the purled set: name is the first name
// the set gives them (their display name), user their username, level
// their level in the app; lowerIn10 is how many of ten of their short
// messages are typed all in lower case; form the statement form they
// reach for most (drawn twice as often as any other); slip a word of
// their own language they leave in now and then; l1 that language.
type rawPurledPerson struct {
	name, user, level, form, slip, l1 string
	lowerIn10                         int
}

var rawPurledPeople = []rawPurledPerson{
	{name: "Wojciech", user: "wojtek_learns", level: "B1", form: "writing", slip: "no wiesz", l1: "Polish", lowerIn10: 3},
	{name: "Ildiko", user: "ildi.english", level: "B2", form: "answer", slip: "szóval", l1: "Hungarian", lowerIn10: 1},
	{name: "Takumi", user: "taku_b1", level: "B1", form: "fix", slip: "etto", l1: "Japanese", lowerIn10: 6},
	{name: "Gervasio", user: "gervasio.fala", level: "A2", form: "rewrite", slip: "tipo", l1: "Portuguese", lowerIn10: 8},
	{name: "Yesenia", user: "yese_writes", level: "B1", form: "selfcorr", slip: "o sea", l1: "Spanish", lowerIn10: 2},
	{name: "Zdzislaw", user: "darek1987", level: "B2", form: "passing", slip: "znaczy", l1: "Polish", lowerIn10: 5},
	{name: "Viorica", user: "viorica.r", level: "C1", form: "writing", slip: "adică", l1: "Romanian", lowerIn10: 0},
	{name: "Bogumila", user: "bogna_learns", level: "A2", form: "answer", slip: "czyli", l1: "Polish", lowerIn10: 4},
	{name: "Ioana", user: "ioana_b2", level: "B2", form: "happened", slip: "deci", l1: "Romanian", lowerIn10: 7},
	{name: "Jasurbek", user: "jasurbek.k", level: "B1", form: "fix", slip: "xullas", l1: "Uzbek", lowerIn10: 1},
	{name: "Nodira", user: "nodira_eng", level: "A2", form: "rewrite", slip: "mana", l1: "Uzbek", lowerIn10: 9},
	{name: "Farrukh", user: "farrukh99", level: "B1", form: "selfcorr", slip: "yaʼni", l1: "Uzbek", lowerIn10: 3},
}

// rawPurledPersonOf is the learner named name.
func rawPurledPersonOf(name string) *rawPurledPerson {
	for i := range rawPurledPeople {
		if rawPurledPeople[i].name == name {
			return &rawPurledPeople[i]
		}
	}
	return &rawPurledPeople[0]
}

// rawPurledStmt is one statement template (core), its form and what the
// form needs around it: ask is the tutor's question (answer) or wrong
// summary (fix), naming no value or {v}, a stale or wrong one.
type rawPurledStmt struct{ form, ask, core string }

// formCore makes rawPurledStmt a formed statement (rawformed.go).
func (s rawPurledStmt) formCore() (string, string) { return s.form, s.core }

// rawPurledMisread is a line of the learner's naming a value that is not
// theirs, {v} (a drill answer, a role-play line); the tutor taking it as
// the learner's own (misread); and the learner's denial, naming no value
// (deny).
type rawPurledMisread struct{ said, misread, deny string }

// rawPurledStale is the tutor asking with an earlier value {v} (ask) and
// the learner putting it right without naming a value (reject).
type rawPurledStale struct{ ask, reject string }

// rawPurledPair is a tutor's line and the learner's reply, both naming
// {v}: a gap-fill drill or translation and its answer, or a role-play's
// setup and the line the learner says in character.
type rawPurledPair struct{ tutor, learner string }

// rawPurledForms are the purled set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and other people's values
// the learner's lines; the assistant list the tutor's summaries and
// progress notes, naming {v} while {cur} holds), the statements by kind,
// and: the tutor's correction of a value just stated (reflect, {v}), the
// tutor naming the value that holds (echo, {v}); questions naming an
// earlier one (stale); misreadings (misread); drills and translations
// (drill) and role-plays (roleplay), the learner's answer or line naming
// {v}; conditionals, plans that never happen and offers declined (plan);
// plans for the future that a later statement makes come true (goal),
// earlier values told as memories (past), jokes (joke), texts pasted
// about someone else (pasted); and the questions naming a stale or wrong
// value {v}: current (still) and historical, with {when} (stillWhen).
type rawPurledForms struct {
	lists                 rawSetLists
	state, change, revert []rawPurledStmt
	reflect, echo         []string
	stale                 []rawPurledStale
	misread               []rawPurledMisread
	drill, roleplay       []rawPurledPair
	plan, goal, past      []string
	joke, pasted          []string
	still, stillWhen      []string
}

// rawPurledAttrs are the purled set's lists per attribute as
// installRawSet takes them.
func rawPurledAttrs() map[string]rawSetLists {
	return formedLists(rawPurledByAttr, func(f rawPurledForms) (rawSetLists, []rawPurledStmt, []rawPurledStmt, []rawPurledStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// purls reports whether g's set is a language-learning app's chat log
// (the purled set).
func (g *rawGen) purls() bool { return g.ph == PhrasingPurled }

// rawPurledRun is one learner's lessons being ingested.
type rawPurledRun struct {
	*rawGen
	f       rawPurledForms
	p       *rawPurledPerson
	me      string            // the speaker the export writes for the learner
	used    map[string]bool   // the templates said in this session
	said    string            // the last statement's core template
	planned bool              // a plan for the next value has been told
	stated  []rawPurledSaid   // the learner's statements so far
	streak  int               // the app's streak counter
	unit    int               // the unit of the course
	people  map[string]string // the people in the learner's life and their own values
}

// rawPurledSaid is a statement of the learner's: the line that holds it
// and the value it states.
type rawPurledSaid struct{ line, value string }

// rawPurledPeopleInLife are the people a learner writes about, each with
// a value of the asked attribute of their own.
var rawPurledPeopleInLife = []string{"my partner", "my ex", "my mother", "my father", "my older brother", "my younger sister",
	"my flatmate", "my colleague", "my boss", "my cousin", "my neighbour", "my friend from the course"}

// lessons writes a purled conversation and its questions: the learner's
// manner is their name's (rawPurledPersonOf), the speaker one of four
// conventions; every person in their life gets a value of the asked
// attribute of their own (none of the learner's); the learner's other
// attributes get values of the set that hold all through (g.bg); each
// statement comes 80 to 140 days after the previous one or after six to
// ten sessions (times the filler scale), whichever is later.
func (g *rawGen) lessons(vals []string, revert, chatty bool) {
	r := &rawPurledRun{rawGen: g, f: rawPurledByAttr[g.a.predicate], p: rawPurledPersonOf(g.who), people: map[string]string{},
		streak: 2 + g.rng.IntN(40), unit: 1 + g.rng.IntN(6)}
	switch g.rng.IntN(4) {
	case 0:
		r.me = r.p.name
	case 1:
		r.me = r.p.user
	case 2:
		r.me = "learner"
	default:
		r.me = "student"
	}
	others := g.otherValues(vals)
	for _, p := range rawPurledPeopleInLife {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// rawPurledUnits are the course's unit titles.
var rawPurledUnits = []string{"Present simple vs present continuous", "Past simple vs present perfect", "Talking about the future: will, going to",
	"First and second conditionals", "Used to and would", "Articles: a, an, the", "Prepositions of place and time",
	"Reported speech", "Phrasal verbs for everyday life", "Writing an informal email"}

// learner appends a message of the learner's.
func (r *rawPurledRun) learner(text string) string {
	id, _ := r.turn(r.me, "user", text, time.Duration(1+r.rng.IntN(4))*time.Minute)
	return id
}

// quick is body as the learner types a short message: one time in eight
// after a filler word of their own language, and lower case as often as
// is the learner's way.
func (r *rawPurledRun) quick(body string) string {
	if r.rng.IntN(8) == 0 { // a word of their own language left in
		body = r.p.slip + ", " + body
	}
	if r.rng.IntN(10) < r.p.lowerIn10 {
		return strings.ToLower(body)
	}
	return body
}

// tutor is a turn of the app's AI tutor.
func (r *rawPurledRun) tutor(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// system is a notice of the app's.
func (r *rawPurledRun) system(text string) {
	r.turn(rawPurledSystem, "system", text, time.Minute)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawPurledRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds and
// $NAME the learner's first name.
func (r *rawPurledRun) fill(tpl, v string) string {
	return strings.ReplaceAll(fillOne(tpl, map[string]string{"v": v, "cur": r.cur}), "$NAME", r.p.name)
}

// open starts a lesson on r.t's day: one time in three the app's lesson
// title, one time in six the streak.
func (r *rawPurledRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day.Add(time.Duration(7*60+r.rng.IntN(15*60)) * time.Minute)
	}
	r.session()
	r.streak++
	if r.rng.IntN(5) == 0 {
		r.unit++
	}
	switch r.rng.IntN(6) {
	case 0:
		r.system(fmt.Sprintf("🔥 Streak: %d days", r.streak))
	case 1, 2:
		r.system(fmt.Sprintf("Level %s · Unit %d: %s", r.p.level, r.unit, rawPurledUnits[r.unit%len(rawPurledUnits)]))
	}
}

// close ends the lesson: now and then the score or the tutor's goodbye.
func (r *rawPurledRun) close() {
	switch r.rng.IntN(8) {
	case 0, 1:
		r.system(fmt.Sprintf("Lesson complete · score %d/10 · %d new words saved", 5+r.rng.IntN(6), 2+r.rng.IntN(9)))
	case 2:
		r.tutor(pick(r.rng, rawPurledGoodbyes))
	case 3:
		r.system(pick(r.rng, rawPurledNotices))
	}
}

// smallTalk is practice naming no value (free writing about nothing in
// particular, a word question, a pronunciation note, a vocabulary list)
// and the tutor's reply.
func (r *rawPurledRun) smallTalk() {
	switch r.rng.IntN(4) {
	case 0:
		w := rawPurledWords[r.rng.IntN(len(rawPurledWords))]
		r.learner(r.quick(fmt.Sprintf(pick(r.rng, rawPurledWordAsks), w[0])))
		r.tutor(w[1])
	case 1:
		r.tutor(pick(r.rng, rawPurledPronunciation))
		r.learner(r.quick(pick(r.rng, rawPurledPronReplies)))
	case 2:
		r.tutor(pick(r.rng, rawPurledPrompts))
		r.learner(r.fresh(rawPurledSmallTalk))
		r.tutor(pick(r.rng, rawReplies[r.ph]))
	default:
		r.learner(r.fresh(rawPurledSmallTalk))
		if r.rng.IntN(2) == 0 {
			r.tutor(pick(r.rng, rawReplies[r.ph]))
		}
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the learner's own form twice as
// likely; "happened" only after a plan was told), with the turns the form
// needs around it, and returns the statement's turn and its time.
func (r *rawPurledRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	s, vars := statementOf(r.f.state, r.f.change, r.f.revert, vals, i, revert)
	var forms []string
	for _, st := range s {
		if st.form == "happened" && !r.planned {
			continue
		}
		if !slices.Contains(forms, st.form) {
			forms = append(forms, st.form)
		}
	}
	if slices.Contains(forms, r.p.form) {
		forms = append(forms, r.p.form)
	}
	form := forms[r.rng.IntN(len(forms))]
	var of []rawPurledStmt
	for _, st := range s {
		if st.form == form {
			of = append(of, st)
		}
	}
	st := of[r.rng.IntN(len(of))]
	if st.core == r.said {
		st = of[r.rng.IntN(len(of))]
	}
	r.said = st.core
	r.planned = false
	core := fillOne(st.core, vars)
	wrong := pick(r.rng, r.otherValues(vals)) // a wrong value, or the value left
	if i > 0 {
		wrong = vals[i-1]
	}
	var id string
	switch st.form {
	case "writing":
		r.tutor(pick(r.rng, rawPurledPrompts))
		body := pick(r.rng, rawPurledOpeners) + " "
		switch r.rng.IntN(4) {
		case 0, 1:
			body += pick(r.rng, rawPurledContext) + " "
		case 2:
			body += r.aboutSomeone() + ". " + pick(r.rng, rawPurledTurnTo) + " "
		}
		id = r.learner(body + capitalize(core) + pick(r.rng, rawPurledTails))
	case "answer":
		r.tutor(r.fill(st.ask, wrong))
		id = r.learner(r.quick(pick(r.rng, rawPurledAnswerLeads) + " " + core + pick(r.rng, rawPurledTails)))
	case "fix":
		r.tutor(r.fill(st.ask, wrong))
		id = r.learner(r.quick(pick(r.rng, rawPurledFixLeads) + " " + core + ". " + pick(r.rng, rawPurledFixTails)))
	case "rewrite":
		k := r.rng.IntN(len(rawPurledFirstTries[r.a.predicate]))
		r.learner(r.quick(rawPurledFirstTries[r.a.predicate][k]))
		r.tutor(rawPurledRewriteAsks[r.a.predicate][k])
		id = r.learner(r.quick(pick(r.rng, rawPurledRewriteLeads) + " " + core + "."))
	case "selfcorr":
		id = r.learner(r.quick(pick(r.rng, rawPurledSelfLeads) + " " + core + "."))
	case "passing":
		r.tutor(pick(r.rng, rawPurledPrompts))
		id = r.learner(pick(r.rng, rawPurledPassingBefore) + " " + core + ". " + pick(r.rng, rawPurledPassingAfter))
	default: // happened
		id = r.learner(pick(r.rng, rawPurledHappenedLeads) + " " + core + pick(r.rng, rawPurledTails))
	}
	at := r.t
	r.stated = append(r.stated, rawPurledSaid{line: core, value: vals[i]})
	r.confirm(vals, i)
	return id, at
}

// confirm answers statement vals[i]: one time in two the tutor's
// correction naming the value just stated, else a reply naming none; one
// time in three a session summary naming the value just stated, the one
// before it (stale) or a wrong one.
func (r *rawPurledRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		r.tutor(r.fill(pick(r.rng, r.f.reflect), vals[i]))
	} else {
		r.tutor(pick(r.rng, rawReplies[r.ph]))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.tutor(r.fill(pick(r.rng, r.a.assistant[r.ph]), v))
	}
}

// filler adds n lessons after statement vals[i], each of one to three
// exchanges, one to six days apart, one time in six three to five weeks
// (a gap that breaks the streak).
func (r *rawPurledRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 1 + r.rng.IntN(6)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(15)
			r.streak = 0
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// exchange is one exchange after statement vals[i]: practice naming no
// value; the topic naming no value; the learner's other attributes; a
// person in their life and their own value; a drill or translation; a
// role-play; a conditional, plan or offer declined; a plan for the next
// value (once a gap, which the next statement may say has happened); an
// earlier value told as a memory; a joke; a text pasted about someone
// else; a friend's message pasted in the words of a statement (mirror);
// the tutor's misreading and the denial; the tutor naming the value that
// holds; its question with an earlier value, put right without one; a
// review card quoting an old statement; else a wrong summary.
func (r *rawPurledRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(80); {
	case x < 6:
		r.smallTalk()
	case x < 10:
		r.ramble(others, past)
	case x < 13:
		r.learner(r.quick(r.fresh(r.a.chatter[r.ph])))
		r.tutor(pick(r.rng, rawReplies[r.ph]))
	case x < 17:
		r.background()
	case x < 25:
		r.tutor(pick(r.rng, rawPurledPrompts))
		r.learner(r.aboutSomeone() + pick(r.rng, rawPurledTails))
		if r.rng.IntN(3) == 0 {
			r.tutor(pick(r.rng, rawPurledOthersReplies))
		}
	case x < 31:
		d := f.drill[r.rng.IntN(len(f.drill))]
		if strings.HasPrefix(d.tutor, "Translate") && r.p.l1 != "Polish" { // translations are from the learner's own language, written only for Polish
			d = f.drill[0]
		}
		v := pick(r.rng, others)
		r.tutor(r.fill(d.tutor, v))
		r.learner(r.quick(r.fill(d.learner, v)))
		r.tutor(pick(r.rng, rawPurledDrillMarks))
	case x < 35:
		p := f.roleplay[r.rng.IntN(len(f.roleplay))]
		v := pick(r.rng, others)
		r.tutor(r.fill(p.tutor, v))
		r.learner(capitalize(r.fill(p.learner, v)))
		r.tutor(pick(r.rng, rawPurledRoleplayReplies))
	case x < 40:
		r.tutor(pick(r.rng, rawPurledPlanAsks))
		r.learner(capitalize(r.fill(r.fresh(f.plan), pick(r.rng, others))) + ".")
	case x < 43 && !r.planned && i+1 < len(vals):
		r.planned = true
		r.tutor(pick(r.rng, rawPurledFutureAsks))
		r.learner(capitalize(r.fill(r.fresh(f.goal), vals[i+1])) + ".")
	case x < 46 && len(past) > 0:
		r.tutor(pick(r.rng, rawPurledPastAsks))
		r.learner(capitalize(r.fill(r.fresh(f.past), pick(r.rng, past))) + ".")
	case x < 48:
		r.learner(r.quick(capitalize(r.fill(r.fresh(f.joke), pick(r.rng, others)))))
		r.tutor(pick(r.rng, rawPurledJokeReplies))
	case x < 52:
		p := pick(r.rng, rawPurledPeopleInLife[1:])
		r.learner(fmt.Sprintf(pick(r.rng, rawPurledPasteLeads), p) + "\n> " + r.fill(r.fresh(f.pasted), r.people[p]))
		r.tutor(pick(r.rng, rawPurledPasteReplies))
	case x < 55:
		r.mirror(others)
	case x < 59:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.learner(capitalize(r.fill(m.said, v)))
		r.tutor(r.fill(m.misread, v))
		r.learner(r.quick(capitalize(m.deny)))
	case x < 63 && r.cur != "":
		r.learner(r.fresh(rawPurledSmallTalk))
		r.tutor(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 68 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.tutor(r.fill(s.ask, pick(r.rng, past)))
		r.learner(r.quick(capitalize(s.reject)))
	case x < 72 && slices.ContainsFunc(r.stated, func(s rawPurledSaid) bool { return s.value != r.cur }):
		r.reviewCard()
	default:
		r.wrongSummary(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongSummary(others)
	}
}

// ramble is a long piece of free writing about many things at once, two
// to four parts naming no value of the learner's own: everyday matters,
// the topic without a value, a person in their life and their own value
// (of the asked attribute or another), a conditional or plan, a memory
// of an earlier value; then the tutor's reply.
func (r *rawPurledRun) ramble(others, past []string) {
	var parts []string
	for range 2 + r.rng.IntN(3) {
		switch x := r.rng.IntN(6); {
		case x < 2:
			parts = append(parts, r.fresh(rawPurledSmallTalk))
		case x == 2:
			parts = append(parts, r.fresh(r.a.chatter[r.ph]))
		case x == 3 && r.rng.IntN(2) == 0:
			parts = append(parts, r.aboutSomeone()+".")
		case x == 3:
			parts = append(parts, r.aboutSomeoneElse()+".")
		case x == 4:
			parts = append(parts, capitalize(r.fill(r.fresh(r.f.plan), pick(r.rng, others)))+".")
		case len(past) > 0:
			parts = append(parts, capitalize(r.fill(r.fresh(r.f.past), pick(r.rng, past)))+".")
		default:
			parts = append(parts, pick(r.rng, rawPurledContext))
		}
	}
	r.tutor(pick(r.rng, rawPurledPrompts))
	r.learner(pick(r.rng, rawPurledOpeners) + " " + strings.Join(parts, " "))
	r.tutor(pick(r.rng, rawPurledOthersReplies))
}

// aboutSomeone is a line of the learner's about a person in their life
// and that person's own value of the asked attribute.
func (r *rawPurledRun) aboutSomeone() string {
	p := pick(r.rng, rawPurledPeopleInLife)
	for r.a.predicate == "partner" && p == "my partner" { // their partner is the learner's value
		p = pick(r.rng, rawPurledPeopleInLife)
	}
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1))
}

// aboutSomeoneElse is a line of the learner's about a person in their
// life and that person's own value of another attribute than the asked
// one.
func (r *rawPurledRun) aboutSomeoneElse() string {
	a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
	p := pickWhere(r.rng, rawPurledPeopleInLife, func(p string) bool { return a != "partner" || p != "my partner" })
	text := strings.ReplaceAll(pick(r.rng, rawAttrs[a].other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", pick(r.rng, rawAttrs[a].valuesIn(r.ph)), 1))
}

// mirror is a message from a friend the learner pastes to ask about its
// English, telling the friend's own value in the very words of a
// statement of the learner's (free writing or told in passing): the same
// words, pasted, another person's.
func (r *rawPurledRun) mirror(others []string) {
	var sts []rawPurledStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "writing" || st.form == "passing" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.learner(pick(r.rng, rawPurledMirrorLeads) + "\n> " + capitalize(core) + "\n" + pick(r.rng, rawPurledMirrorTails))
	r.tutor(pick(r.rng, rawPurledPasteReplies))
}

// reviewCard is the app's review card quoting an earlier statement of the
// learner's whose value no longer holds, and the learner's reaction,
// naming no value.
func (r *rawPurledRun) reviewCard() {
	var old []rawPurledSaid
	for _, s := range r.stated {
		if s.value != r.cur {
			old = append(old, s)
		}
	}
	s := old[r.rng.IntN(len(old))]
	r.system(pick(r.rng, []string{"Review card · a sentence from your notebook:", "Spaced repetition · say it again:", "From your saved sentences:"}) + " \"" + capitalize(s.line) + "\"")
	r.learner(r.quick(pick(r.rng, rawPurledCardReacts)))
}

// wrongSummary is the tutor's summary naming another value, one time in
// two followed by the learner's aside that it gets things wrong.
func (r *rawPurledRun) wrongSummary(others []string) {
	r.tutor(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.learner(r.quick(r.fresh(rawPurledBotTalk)))
	}
}

// background is a message of the learner's stating one of their other
// attributes (its value holds all through) in the words of its writing
// form; else practice naming no value.
func (r *rawPurledRun) background() {
	var sts []rawPurledStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawPurledByAttr[a].state {
			if st.form == "writing" && !r.used[st.core] {
				sts = append(sts, st)
				bgs = append(bgs, a)
			}
		}
	}
	if len(sts) == 0 {
		r.smallTalk()
		return
	}
	k := r.rng.IntN(len(sts))
	r.used[sts[k].core] = true
	r.tutor(pick(r.rng, rawPurledPrompts))
	r.learner(capitalize(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})) + ".")
	r.tutor(pick(r.rng, rawReplies[r.ph]))
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawPurledRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The learner's lines naming no value: openers and tails of free writing,
// leads of an answer, a correction of the tutor, a rewrite, a
// self-correction and a plan come true, the other matters around a change
// told in passing, first tries the tutor corrects, questions about words,
// replies to pronunciation notes, asides about the tutor, reactions to a
// review card, and the words around a pasted text.
var (
	rawPurledOpeners = []string{"Ok, my week.", "So, I try to write without translator this time.", "This week was very full, I write quickly before work.",
		"Hello teacher! Here is my text.", "I am tired today but I want to keep my streak, so:"}
	rawPurledTails   = []string{". That's all for today!", ". Is it correct?", ", I think the grammar is ok?", ". Please check my mistakes.", "."}
	rawPurledContext = []string{
		"On Monday I went to the dentist and he said I have to come back, I was not happy. On Tuesday it was raining all day and I make soup. Also something important I did not write before:",
		"My week was normal, work, sleep, the gym two times. My knee is still hurting when I go down the stairs. But one thing is new, and I want to say it right in English:",
		"I have many things in my head this week, the car needs new tyres and my cat is sick and we waited in the vet for two hours. Anyway, about me:",
	}
	rawPurledTurnTo        = []string{"And me?", "For me it is different.", "But enough about them, about me:"}
	rawPurledAnswerLeads   = []string{"Let me answer in full sentence:", "Ok, I answer:", "Good question, so:", "Hmm, let me think. Answer:"}
	rawPurledFixLeads      = []string{"No no, you remember wrong:", "Sorry but this is not correct, I told you:", "Wait, your summary has a mistake:", "Teacher, that's not right:"}
	rawPurledFixTails      = []string{"Please remember it", "Maybe you mixed me with the exercise", "Write it in my notes please", "I think you confused me with Maria from the drill"}
	rawPurledRewriteLeads  = []string{"ok:", "Ok, again:", "Second try:", "Rewritten:"}
	rawPurledSelfLeads     = []string{"I am work... sorry, I mean:", "Since two months I... no wait, sorry, I mean:", "I has... ugh, sorry, I mean:", "Me is... sorry, wrong start, I mean:"}
	rawPurledHappenedLeads = []string{"Do you remember the future tense lesson when I told you my plan? Now it is real:", "Big news, the plan from our lesson happened:",
		"I want to practise present perfect with real news:", "Update on what I said in the going-to lesson:"}
	rawPurledPassingBefore = []string{
		"This week I want to write about my grandmother's birthday, we cooked all day and she cried a little when we sang. Also, small thing, I forgot to tell you that",
		"The big story of my week is the broken washing machine, the technician came three times and it still makes the noise. By the way,",
		"I spent the weekend watching a series in English with subtitles, I understood maybe seventy percent, I'm proud. Oh, and",
	}
	rawPurledPassingAfter = []string{"Anyway, the washing machine: now it works, but only on cold programme.", "Back to my grandmother: she is ninety-one and very sharp.",
		"The series is about lawyers, I learned many words like 'objection'."}
	rawPurledWordAsks = []string{"What does '%s' mean?", "Can you explain '%s'? My dictionary gives strange translation", "is '%s' formal or informal?", "How to use '%s' in a sentence?"}
	rawPurledWords    = [][2]string{
		{"to commute", "'To commute' means to travel regularly between home and work. Example: 'I commute by train every day.'"},
		{"eventually", "Careful, false friend! 'Eventually' means 'in the end, after a long time', not 'possibly'."},
		{"to put up with", "'To put up with' means to accept something annoying. 'I can't put up with the noise anymore.'"},
		{"actually", "'Actually' means 'in fact', not 'now' or 'currently'. Another false friend!"},
		{"to look forward to", "It means to feel happy about something in the future. Note: 'I look forward to seeing you' (+ -ing)."},
	}
	rawPurledPronunciation = []string{"Pronunciation note: 'comfortable' has three syllables, COMF-ta-ble. Try saying it slowly.",
		"Listen: 'worked' ends with a /t/ sound, not /ed/. Try: 'I worked, I walked, I watched.'",
		"The 'th' in 'think' is soft: tongue between the teeth. Try: 'three thin thieves'."}
	rawPurledPronReplies = []string{"comf-ta-ble. comf-ta-ble. ok I think I got it", "worked, walked, watched... my tongue is confused",
		"tree tin tieves, haha no, three thin thieves", "I recorded it, is it better now?"}
	rawPurledBotTalk = []string{"why you always mix me with the people from the exercises", "your summary is creative today haha",
		"I think you need a coffee, teacher, your notes are wrong again"}
	rawPurledCardReacts = []string{"this sentence is old, it's not true anymore", "haha I remember writing this, long time ago",
		"old sentence, different life", "can I delete this card? it's not my life now"}
	rawPurledMirrorLeads = []string{"My friend sent me this message in English, is it correct English?", "Can you check my cousin's text? He wants to post it:",
		"A colleague wrote this on the company chat, I want to learn from it:"}
	rawPurledMirrorTails = []string{"I think his English is better than mine.", "She asked me to check, I said it's perfect, was I right?", "Is 'behind me' natural?"}
	rawPurledPasteLeads  = []string{"Can you check the email I wrote for %s?", "I'm helping %s with a message, is this ok:", "%s asked me to translate this, is my English good?",
		"Please correct this text, it is for %s:"}
)

// The tutor's lines naming no value, and the app's notices.
var (
	rawPurledPrompts = []string{"Tell me about your week! Try to write 4-5 sentences.", "Free writing time ✍️ What's new in your life?",
		"Let's practise the present perfect. Write a few sentences about changes in your life.", "Write me a short paragraph about your routine these days."}
	rawPurledGoodbyes = []string{"Great work today! See you tomorrow 👋", "Well done. Don't forget to review your new words.",
		"Good session! Next time we'll practise the conditionals."}
	rawPurledOthersReplies = []string{"Nice writing! Small tip: we say 'at the moment', not 'in the moment'.", "Good! Remember the third person -s: 'he lives', 'she works'.",
		"Interesting! Watch your tenses: 'last week' needs the past simple."}
	rawPurledDrillMarks      = []string{"✅ Correct!", "Almost! Check the tense and try again next time.", "Perfect, well done.", "Correct, but remember the article."}
	rawPurledRoleplayReplies = []string{"Great role-play! Your politeness phrases were very natural.", "Good! Let's stop the role-play here. Feedback: use 'would like', not 'want'.",
		"Nice, you stayed in character. 👏"}
	rawPurledPlanAsks = []string{"Let's practise the conditionals. Finish the sentence: 'If I could ...'", "Now tell me something you might do, but you aren't sure.",
		"Second conditional practice: imagine a different life."}
	rawPurledFutureAsks   = []string{"Future practice: tell me about a plan you have, with 'going to'.", "What are your plans for the next few months? Use 'going to' or 'will'."}
	rawPurledPastAsks     = []string{"Past simple practice: tell me something about your life a few years ago.", "Use 'used to' to talk about your past."}
	rawPurledJokeReplies  = []string{"Haha, good joke, and the grammar is correct! 😄", "😂 Nice use of humour in English."}
	rawPurledPasteReplies = []string{"It's mostly good! Two small changes: add 'the' before the noun and use a comma after the greeting.",
		"Very clear text. I would only change 'since two years' to 'for two years'.", "Good! Maybe a bit informal for an email, but fine for a friend."}
	rawPurledNotices = []string{"Reminder: your daily goal is 15 minutes", "New badge: 50 lessons 🏅", "Weekly report ready: 4 lessons, 38 new words",
		"Vocabulary list saved (6 words)", "Pronunciation score: 78%"}
)

// rawPurledSmallTalk are the learner's everyday messages naming no value.
var rawPurledSmallTalk = []string{
	"Today I have no much time, only ten minutes, sorry. I slept bad because of the neighbours party.",
	"I watched a film in English yesterday without subtitles and I understood the main story, I am very happy!",
	"my weekend was quiet, I cleaned the flat and I read a little, nothing special",
	"I have a question about grammar: when do I use 'since' and when 'for'? I always mix them.",
	"This morning I was late because I couldn't find my keys, they were in the fridge, don't ask.",
	"It's raining again, I think the sun forgot us. I drink a lot of tea and study vocabulary.",
}

// rawPurledReplies are the tutor's replies naming no value.
var rawPurledReplies = []string{
	"Good job! Your sentences are getting longer and more natural.",
	"Nice! One tip: 'I have been' + -ing is for actions that continue until now.",
	"Well done. Watch the articles: 'the', 'a', 'an'. You sometimes forget them.",
	"Great effort today! Shall we do a short vocabulary review?",
	"Very good. Remember: adjectives come before the noun in English.",
}

// rawPurledFirstTries are a learner's first tries, naming no value, that
// the tutor corrects before the rewrite (rewrite form); rawPurledRewriteAsks
// are the tutor's corrections of each, in the same order, which ask for
// the sentence again with the name in it.
var (
	rawPurledFirstTries = map[string][]string{
		"lives_in": {"I am live in other city now, is more quiet than before.", "Now I living in new town, my commute is short."},
		"works_at": {"I am work in new company now, is big company.", "Now I working for other firm, is more good."},
		"diet":     {"I am eat different now, no more the same food like before.", "Now I eating other way, doctor say is healthy."},
		"partner":  {"I am together with new person now, is very kind.", "Now I have new partner, is very good for me, I am happy."},
	}
	rawPurledRewriteAsks = map[string][]string{
		"lives_in": {"Better: 'I live in another town now; it's quieter than before.' Can you write it again and name the town?",
			"Small fix: 'Now I'm living in a new town.' Try again with the town's name!"},
		"works_at": {"Better: 'I work for a new company now. It's a big company.' Can you rewrite it with the company's name?",
			"Small fix: 'Now I'm working for another firm; it's better.' Which one? Write it again!"},
		"diet": {"Better: 'I eat differently now.' ('differently', not 'different'!) Can you say how you eat, in a full sentence?",
			"Small fix: 'Now I'm eating in a different way.' Try again and name the diet."},
		"partner": {"Better: 'I'm with someone new now. They're very kind.' Can you write it again with their name?",
			"Small fix: 'Now I have a new partner.' Try again and tell me their name!"},
	}
)

// The purled set's own lists per attribute. The learner's lines are
// messages as they type them, learner's English with its slips; the
// tutor's lines and the questions ordinary English. A statement neither
// starts nor ends with a placeholder and holds no line break, so the
// oracle reads the value whole; $WHO in an other line is a person in the
// learner's life.
var rawPurledByAttr = map[string]rawPurledForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Kuldiga", "Cesis", "Sigulda", "Talsi", "Valmiera", "Rakvere",
				"Viljandi", "Haapsalu", "Kuressaare", "Paide", "Voru", "Dobele"},
			qCurrent: []string{
				"From their English lessons, in which town does {name} live now?",
				"Going by what {name} writes to the language tutor, which town is their home at present?",
				"{name} practises English with an AI tutor: in which town do they live these days?",
				"According to the lesson chats, what is {name}'s current town of residence?",
			},
			qWhen: []string{
				"From the English lessons, where was {name} living {when}?",
				"Judging by the English practice chats, {name} was living in which town {when}?",
				"Going by {name}'s language practice, what town did they live in {when}?",
			},
			qBefore: []string{
				"Before moving to {next}, where did {name} live, according to their English lessons?",
				"Which place did {name} tell the English tutor was home before {next}?",
				"Going by the lesson log, where had {name} been living until the move to {next}?",
			},
			chatter: []string{
				"Teacher, how do I say in English when the heating in the flat is not working and the landlord don't answer?",
				"In my building the lift is broken since one week, I climb seven floors with shopping, good for legs.",
				"what is the word for the person who takes care of the building? concierge? caretaker?",
				"My street has new bicycle lane, everybody is angry, I like it.",
			},
			other: []string{
				"$WHO moved to {v} in spring, she says the air is cleaner there",
				"$WHO is renting a small flat in {v} now, very far from us",
				"$WHO bought a house in {v}, two floors and a garden, I am jealous",
				"$WHO lives in {v} since the divorce, we visit sometimes",
				"$WHO wants to find an apartment in {v} because of the new job",
				"$WHO has been in {v} for three years and never complains",
			},
			assistant: []string{
				"Session summary 📝 Today you described your home in {v} using the present perfect.",
				"Progress note: last time you told me you live in {v}. Great use of 'since'!",
				"Summary: we practised prepositions of place with your neighbourhood in {v}.",
				"Notes from today: you wrote about your street in {v} (earlier you mentioned {cur}).",
			},
		},
		state: []rawPurledStmt{
			{form: "writing", core: "I am living in {v} since four years and I know every bakery there"},
			{form: "writing", core: "my home is in {v}, it is small town but I like the river very much"},
			{form: "answer", ask: "Where do you live? Answer in a full sentence, please.",
				core: "I live in {v}, in a flat near the station with a little balcony"},
			{form: "answer", ask: "Is the weather in {v} nice at this time of year?",
				core: "I don't live there, my town is {v} and the weather is always grey"},
			{form: "fix", ask: "Progress note: you live in {v}, right? Let's describe your neighbourhood.",
				core: "I never lived there, I live in {v} from the beginning of our lessons"},
			{form: "rewrite", core: "I have been living in {v} since the summer and it's quieter than my old place"},
			{form: "selfcorr", core: "I have lived in {v} for a long time, all my adult life almost"},
			{form: "passing", core: "my flat in {v} is finally warm because the landlord fixed the heating"},
		},
		change: []rawPurledStmt{
			{form: "writing", core: "I moved out from {old} last month and now my address is in {new}, everything is new for me"},
			{form: "writing", core: "goodbye {old}, we carried the last boxes on Saturday and now we are living in {new} in a flat with big windows"},
			{form: "answer", ask: "How is life in {v} these days?",
				core: "I don't live in {old} anymore, I moved and now I am living in {new} near my sister"},
			{form: "fix", ask: "Session summary 📝 You told me about your flat in {v}.",
				core: "that is my old town, {old} is finished, now I live in {new} and I like it more"},
			{form: "rewrite", core: "I moved from {old} in the spring, and I've been living in {new} since then"},
			{form: "selfcorr", core: "I have moved from {old} and I live in {new} now, since the end of the month"},
			{form: "passing", core: "after the move from {old} I am living in {new} and the bus to work is only ten minutes"},
			{form: "happened", core: "I really moved, {old} is in the past and my new home is in {new} since two weeks"},
		},
		revert: []rawPurledStmt{
			{form: "writing", core: "the time in {old} is over and I came back to live in {new} again like before"},
			{form: "answer", ask: "Do you like living in {v}?",
				core: "no, that chapter closed, I said bye to {old} and I returned to {new} where I grew up"},
			{form: "fix", ask: "Progress note: you live in {v} now, correct?",
				core: "that was only one year, I gave up {old} and I'm back living in {new} in my old street"},
			{form: "selfcorr", core: "I returned from {old}, I live again in {new} like in the old days"},
			{form: "passing", core: "since I left {old} and returned to my old flat in {new} I sleep much better"},
			{form: "happened", core: "I did it, no more {old}, I have moved back to {new} for good"},
		},
		reflect: []string{"Better: 'I've been living in {v} since...' Remember: present perfect continuous for things that started in the past and continue.",
			"Small correction: 'I ~~am living~~ have been living in {v}.' Otherwise perfect! 👍"},
		echo: []string{"You live in {v}, right? Describe your favourite place there in three sentences.", "Let's use your town: 'There is / there are' in {v}. Go!"},
		stale: []rawPurledStale{
			{ask: "Last time you told me you live in {v}. What's your neighbourhood like?", reject: "this is old information, I moved, please update your notes"},
			{ask: "Let's practise directions from your flat in {v} to the station.", reject: "I don't live there anymore, we talked about it"},
		},
		misread: []rawPurledMisread{
			{said: "in the exercise the man lives in {v} and works at the post office", misread: "Oh, so you live in {v}? How long have you been there?", deny: "no, it was the exercise man, not me"},
			{said: "in the role-play I said I'm a tourist from {v}", misread: "Nice, you're from {v}! Do you still live there?", deny: "it was just the role-play, I invented it"},
		},
		drill: []rawPurledPair{
			{tutor: "Fill in the gap: Maria ___ (live) in {v} since 2019.", learner: "Maria has lived in {v} since 2019"},
			{tutor: "Translate: 'Mój brat mieszka w {v}.'", learner: "My brother lives in {v}"},
			{tutor: "Correct the mistake: 'Tom are living in {v} for two years.'", learner: "Tom has been living in {v} for two years"},
		},
		roleplay: []rawPurledPair{
			{tutor: "Role-play! You are checking in at a hotel in {v}. I'm the receptionist. 'Good evening, do you have a booking?'", learner: "good evening, yes, I booked two nights here in {v} for a business trip"},
			{tutor: "Role-play: you're a new neighbour introducing yourself. Your character has just arrived in {v}.", learner: "hello, I am your new neighbour, I just arrived to {v} from abroad"},
		},
		plan: []string{"if I lived in {v} I would go swimming in the sea every morning", "if I had more money I would buy a house in {v}",
			"my boss offered me to relocate to {v} but I said no"},
		goal: []string{"I'm going to move to {v} in a few months, we are looking at flats", "next season I will move to {v}, I hope"},
		past: []string{"when I was a student I used to live in {v} in a tiny room", "I lived in {v} before, the winters there were terrible"},
		joke: []string{"my cat thinks she lives in {v}, she sleeps on the map", "in my dreams I live in {v} with a butler"},
		pasted: []string{"Dear Mr Novak, I am writing about the flat in {v}. The window in the kitchen is broken since two weeks.",
			"Hi all! We finally moved to {v}, new address coming soon, come visit!"},
		still: []string{
			"From their English lessons, does {name} still live in {v}?",
			"Going by the tutor chats, is {v} still {name}'s home town?",
			"Is {name} still living in {v}, according to the lesson log?",
		},
		stillWhen: []string{
			"From the English lessons, was {name} still living in {v} {when}?",
			"Going by the tutor chats, was {v} still {name}'s home {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Ferngate Logistics", "Oxleigh Dental", "Quillmark Press", "Gorsemoor Insurance", "Thistlecombe Foods", "Vireo Telecom",
				"Dunwhistle Hotels", "Keswold Bank", "Stonebridge Analytics", "Fallowmere Pharma", "Brindlecott Motors", "Hollowcrest Studios"},
			qCurrent: []string{
				"From their English lessons, for which company does {name} work now?",
				"Going by what {name} writes to the language tutor, who is their employer at present?",
				"{name} practises English with an AI tutor: which company do they work for these days?",
				"According to the lesson chats, what is {name}'s current workplace?",
			},
			qWhen: []string{
				"From the English lessons, where was {name} working {when}?",
				"In the chats with their English tutor, which firm did {name} say they worked for {when}?",
				"Going by {name}'s language practice, who was their employer {when}?",
			},
			qBefore: []string{
				"Before joining {next}, where did {name} work, according to their English lessons?",
				"Which company employed {name} prior to {next}, going by the tutor chats?",
				"Going by the lesson log, where had {name} been working until starting at {next}?",
			},
			chatter: []string{
				"How do I write a polite email to my manager when I want a day off? Dear or Hi?",
				"Today we had meeting in English for one hour and I said only 'yes, I agree' three times.",
				"what is difference between 'job', 'work' and 'career'? for me is same word",
				"My colleague said I must 'touch base' with client, I didn't understand anything.",
			},
			other: []string{
				"$WHO got a job at {v}, she starts next Monday and is very nervous",
				"$WHO works for {v} as an engineer, he always talks about deadlines",
				"$WHO had an interview at {v} but they didn't call back",
				"$WHO has been at {v} for ten years, same desk, same chair",
				"$WHO quit {v} because the boss was shouting every day",
				"$WHO is doing an internship at {v} this summer",
			},
			assistant: []string{
				"Session summary 📝 Today you described your job at {v} using work vocabulary.",
				"Progress note: last time you told me you work at {v}. Let's prepare for your meetings!",
				"Summary: we practised formal emails for your team at {v}.",
				"Notes from today: you wrote about a busy day at {v} (earlier you mentioned {cur}).",
			},
		},
		state: []rawPurledStmt{
			{form: "writing", core: "I am working in {v} like accountant and the colleagues are very friendly"},
			{form: "writing", core: "my company is {v}, I go there every day by tram"},
			{form: "answer", ask: "Where do you work? Answer in a full sentence, please.",
				core: "I work at {v}, in the customer department on the second floor"},
			{form: "answer", ask: "Do they use a lot of English at {v}?",
				core: "I don't work there, my employer is {v} and we use English only with clients"},
			{form: "fix", ask: "Progress note: you work at {v}, right? Let's practise meeting phrases.",
				core: "I never worked there, my job is at {v} from the beginning"},
			{form: "rewrite", core: "I have been working at {v} since the spring and it's a bigger company than my last one"},
			{form: "selfcorr", core: "I have worked for {v} for many years, almost since university"},
			{form: "passing", core: "at {v}, my work, they finally gave me a new laptop"},
		},
		change: []rawPurledStmt{
			{form: "writing", core: "I left {old} last month and now I work for {new}, everything is new for me"},
			{form: "writing", core: "goodbye {old}, I signed the contract and now I am employee of {new} in the marketing team"},
			{form: "answer", ask: "How is work at {v} these days?",
				core: "I don't work at {old} anymore, I changed and now I am working at {new} with better hours"},
			{form: "fix", ask: "Session summary 📝 You told me about your team at {v}.",
				core: "that is my old job, {old} is finished, now I work at {new} and the office is closer"},
			{form: "rewrite", core: "I left {old} in the spring, and I've been working at {new} since then"},
			{form: "selfcorr", core: "I have left {old} and I work for {new} now, since the start of the month"},
			{form: "passing", core: "after changing from {old} I am working at {new} and my boss speaks only English"},
			{form: "happened", core: "I really changed job, {old} is in the past and my new employer is {new} since Monday"},
		},
		revert: []rawPurledStmt{
			{form: "writing", core: "the time at {old} is over and I came back to work for {new} again like before"},
			{form: "answer", ask: "Do you like working at {v}?",
				core: "not anymore, I left {old} and I went back to {new} where I worked before"},
			{form: "fix", ask: "Progress note: you work at {v} now, correct?",
				core: "that was only one year, I gave up {old} and I'm back working at {new} with my old team"},
			{form: "selfcorr", core: "I returned from {old}, I work again for {new} like in the old days"},
			{form: "passing", core: "since I left {old} and returned to my old desk at {new} I sleep much better"},
			{form: "happened", core: "I did it, no more {old}, I have gone back to {new} for good"},
		},
		reflect: []string{"Better: 'I've been working at {v} since...' Remember: 'work at' a company, 'work as' a job title.",
			"Small correction: 'I work ~~in~~ at {v}.' Otherwise perfect! 👍"},
		echo: []string{"You work at {v}, right? Describe a typical day there in three sentences.", "Let's write a short email to a colleague at {v}. Go!"},
		stale: []rawPurledStale{
			{ask: "Last time you told me you work at {v}. How are things in the office?", reject: "this is old information, I changed job, please update your notes"},
			{ask: "Let's practise a meeting with your manager at {v}.", reject: "I don't work there anymore, we talked about it"},
		},
		misread: []rawPurledMisread{
			{said: "in the exercise the woman works at {v} and lives near the park", misread: "Oh, so you work at {v}? How long have you been there?", deny: "no, it was the exercise woman, not me"},
			{said: "in the role-play I was a manager from {v}", misread: "Nice, you're a manager at {v}! Is it stressful?", deny: "it was just the role-play, I invented it"},
		},
		drill: []rawPurledPair{
			{tutor: "Fill in the gap: Peter ___ (work) at {v} since 2018.", learner: "Peter has worked at {v} since 2018"},
			{tutor: "Translate: 'Moja siostra pracuje w {v}.'", learner: "My sister works at {v}"},
			{tutor: "Correct the mistake: 'Anna work for {v} since three years.'", learner: "Anna has worked for {v} for three years"},
		},
		roleplay: []rawPurledPair{
			{tutor: "Role-play! You are at a job interview. I'm the recruiter. 'So, tell me about your current position.'", learner: "well, in this role-play I am sales manager at {v} for five years"},
			{tutor: "Role-play: you are a receptionist answering the phone. Your company is {v}.", learner: "good morning, {v}, how can I help you?"},
		},
		plan: []string{"if I worked at {v} I would have a better salary", "if I had the courage I would apply to {v}",
			"a recruiter from {v} called me but I said no"},
		goal: []string{"I'm going to start at {v} in a few months, the interview went well", "next season I will work for {v}, I hope"},
		past: []string{"when I was young I used to work at {v} in the warehouse", "I worked at {v} before, the boss there was terrible"},
		joke: []string{"my dog thinks he works at {v}, he sits by the door all day", "in my dreams I'm the director of {v}"},
		pasted: []string{"Dear hiring team at {v}, I am writing to apply for the position of junior designer.",
			"Hi everyone! Today is my first day at {v}, wish me luck!"},
		still: []string{
			"From their English lessons, does {name} still work at {v}?",
			"Going by the tutor chats, is {v} still {name}'s employer?",
			"Is {name} still working for {v}, according to the lesson log?",
		},
		stillWhen: []string{
			"From the English lessons, was {name} still working at {v} {when}?",
			"Going by the tutor chats, was {v} still {name}'s employer {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"apricot-free", "okra-free", "plum-free", "kiwi-free", "cocoa-free",
				"lychee-free", "paprika-free", "mango-free", "turnip-free", "radish-free"},
			qCurrent: []string{
				"From their English lessons, which diet does {name} follow now?",
				"Going by what {name} writes to the language tutor, how do they eat at present?",
				"{name} practises English with an AI tutor: what diet do they keep these days?",
				"According to the lesson chats, what is {name}'s current way of eating?",
			},
			qWhen: []string{
				"From the English lessons, what diet was {name} on {when}?",
				"How did {name} eat {when}, going by the tutor chats?",
				"Going by {name}'s language practice, what diet did they keep {when}?",
			},
			qBefore: []string{
				"What did {name} tell the English tutor about their eating habits before going {next}?",
				"What was {name}'s way of eating prior to going {next}, going by the tutor chats?",
				"Going by the lesson log, how had {name} been eating until they went {next}?",
			},
			chatter: []string{
				"How do I say in a restaurant that I can't eat something? 'I am not allowed' sounds strange.",
				"what is the difference between 'dish', 'plate' and 'meal'? so confusing",
				"Today I cooked a recipe from an English website and I learned 'to simmer' and 'to whisk'.",
				"In the supermarket I read all labels in English for practice, it took forever.",
			},
			other: []string{
				"$WHO went {v} after the doctor visit and now cooks separately",
				"$WHO is {v} since last year, so family dinners are complicated",
				"$WHO tried being {v} for one month and gave up",
				"$WHO eats {v} and always brings own food to parties",
				"$WHO says {v} is the best thing for the stomach",
				"$WHO became {v} because of an allergy test",
			},
			assistant: []string{
				"Session summary 📝 Today you described your {v} meals using food vocabulary.",
				"Progress note: last time you told me you're {v}. Let's practise ordering in a restaurant!",
				"Summary: we practised recipes and your {v} cooking.",
				"Notes from today: you wrote about eating {v} (earlier you mentioned {cur}).",
			},
		},
		state: []rawPurledStmt{
			{form: "writing", core: "I am eating {v} since two years and my stomach is much more calm"},
			{form: "writing", core: "my diet is {v}, I check every label in the shop"},
			{form: "answer", ask: "Do you follow any special diet? Answer in a full sentence, please.",
				core: "I follow a {v} diet, it's not difficult when I cook myself"},
			{form: "answer", ask: "Is it hard to find {v} food where you live?",
				core: "I'm not like that, my diet is {v} and it is easy to find"},
			{form: "fix", ask: "Progress note: you're {v}, right? Let's practise restaurant phrases.",
				core: "I never ate like that, I am {v} from the beginning"},
			{form: "rewrite", core: "I have been eating {v} since the winter and I feel lighter than before"},
			{form: "selfcorr", core: "I have been {v} for a long time, almost since I was a teenager"},
			{form: "passing", core: "being {v} is easy now because the canteen has a special menu"},
		},
		change: []rawPurledStmt{
			{form: "writing", core: "I stopped {old} last month and now I eat {new}, everything in my kitchen is new"},
			{form: "writing", core: "goodbye {old}, the doctor agreed and now my diet is {new} every single day"},
			{form: "answer", ask: "How is your {v} diet going?",
				core: "I'm not {old} anymore, I changed and now I am eating {new} at home and at work"},
			{form: "fix", ask: "Session summary 📝 You told me about your {v} recipes.",
				core: "that is my old diet, {old} is finished, now I eat {new} and I feel better"},
			{form: "rewrite", core: "I stopped being {old} in the spring, and I've been eating {new} since then"},
			{form: "selfcorr", core: "I have stopped {old} and I am {new} now, since the start of the month"},
			{form: "passing", core: "after changing from {old} I am eating {new} and my shopping takes longer"},
			{form: "happened", core: "I really changed my diet, {old} is in the past and now I am {new} without exceptions"},
		},
		revert: []rawPurledStmt{
			{form: "writing", core: "my experiment with {old} ended badly so I returned to {new} food like in my childhood"},
			{form: "answer", ask: "Do you like being {v}?",
				core: "not anymore, I left {old} and I went back to {new} like I ate before"},
			{form: "fix", ask: "Progress note: you're {v} now, correct?",
				core: "that was only one year, I gave up {old} and I'm back to eating {new} like my grandmother"},
			{form: "selfcorr", core: "I returned from {old}, I eat again {new} like in the old days"},
			{form: "passing", core: "since I left {old} and returned to eating {new} I sleep much better"},
			{form: "happened", core: "I did it, no more {old}, I have gone back to {new} for good"},
		},
		reflect: []string{"Better: 'I've been eating {v} since...' Remember: 'to eat' + adverb or a noun, not an adjective.",
			"Small correction: 'I ~~am eat~~ eat {v}.' Otherwise perfect! 👍"},
		echo: []string{"You're {v}, right? Describe your favourite meal in three sentences.", "Let's order food in a restaurant as a {v} customer. Go!"},
		stale: []rawPurledStale{
			{ask: "Last time you told me you're {v}. What did you cook this week?", reject: "this is old information, I eat differently now, please update your notes"},
			{ask: "Let's write a shopping list for your {v} diet.", reject: "I don't eat like that anymore, we talked about it"},
		},
		misread: []rawPurledMisread{
			{said: "in the exercise the boy is {v} and hates broccoli", misread: "Oh, so you're {v}? How long have you been eating like that?", deny: "no, it was the exercise boy, not me"},
			{said: "in the role-play I was a {v} customer in the café", misread: "Nice, you're {v}! Is it difficult?", deny: "it was just the role-play, I invented it"},
		},
		drill: []rawPurledPair{
			{tutor: "Fill in the gap: Lucy ___ (be) {v} since 2020.", learner: "Lucy has been {v} since 2020"},
			{tutor: "Translate: 'Mój tata jest na diecie {v}.'", learner: "My dad is on a {v} diet"},
			{tutor: "Correct the mistake: 'Mark are {v} for two years.'", learner: "Mark has been {v} for two years"},
		},
		roleplay: []rawPurledPair{
			{tutor: "Role-play! You are a waiter, I am the customer. 'Hello, I'm {v}. What can I eat here?'", learner: "good evening, for {v} guests we have the soup and the grilled fish"},
			{tutor: "Role-play: you are a customer at a bakery. Your character is {v}.", learner: "excuse me, I am {v}, which bread can I take?"},
		},
		plan: []string{"if I were {v} I would have to change all my recipes", "if I had more discipline I would try {v} for a month",
			"my doctor suggested {v} but I said no"},
		goal: []string{"I'm going to go {v} in a few weeks, the doctor wants it", "next season I will be {v}, I hope"},
		past: []string{"when I was a student I used to be {v} because it was cheap", "I was {v} before, the shopping was terrible"},
		joke: []string{"my fridge is {v}, because it is empty", "in my dreams I'm {v} and chocolate doesn't exist"},
		pasted: []string{"Dear wedding organisers, please note that I am {v}, thank you for the special menu.",
			"Hi all! For the picnic on Sunday: I'm {v} now, so I bring my own food!"},
		still: []string{
			"From their English lessons, is {name} still {v}?",
			"Going by the tutor chats, does {name} still eat {v}?",
			"Is {name} still following a {v} diet, according to the lesson log?",
		},
		stillWhen: []string{
			"From the English lessons, was {name} still {v} {when}?",
			"Going by the tutor chats, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Ilmari", "Eetu", "Venla", "Aino", "Onni", "Siiri",
				"Lauri", "Iida", "Joonas", "Ronja", "Valtteri", "Kerttu"},
			qCurrent: []string{
				"From their English lessons, who is {name}'s partner now?",
				"Going by what {name} writes to the language tutor, who are they together with at present?",
				"{name} practises English with an AI tutor: who is the person they're with these days?",
				"Whose name does {name} give the language tutor when talking about their partner these days?",
			},
			qWhen: []string{
				"Which partner did {name} mention in the language-app lessons {when}?",
				"Reading {name}'s English practice, whom were they dating {when}?",
				"Going by {name}'s language practice, who were they with {when}?",
			},
			qBefore: []string{
				"Before {next}, who was {name}'s partner, according to their English lessons?",
				"Whom did {name} describe as their partner to the AI tutor before {next} came along?",
				"In the language-app log, which partner came before {next} for {name}?",
			},
			chatter: []string{
				"How do I say in English the person I live with but we are not married? partner? friend? lover?",
				"what is 'to have a crush on'? my colleague said it and laughed",
				"We watched a romantic comedy in English and I learned 'to pop the question'.",
				"Is 'darling' too old-fashioned? I heard it in a British series.",
			},
			other: []string{
				"$WHO is dating {v} now, they met in a climbing gym",
				"$WHO married {v} last summer, the wedding was very long",
				"$WHO and {v} broke up, she cried all weekend",
				"$WHO moved in with {v} and they argue about the dishes",
				"$WHO has been with {v} for seven years, no wedding yet",
				"$WHO introduced {v} to the family at Christmas",
			},
			assistant: []string{
				"Session summary 📝 Today you described your weekend with {v} using the past simple.",
				"Progress note: last time you told me your partner is {v}. Let's plan a date in English!",
				"Summary: we practised family vocabulary and talked about {v}.",
				"Notes from today: you wrote about a trip with {v} (earlier you mentioned {cur}).",
			},
		},
		state: []rawPurledStmt{
			{form: "writing", core: "I am together with {v} since three years and we have a cat called Pixel"},
			{form: "writing", core: "my partner is {v}, we met at a friend's birthday"},
			{form: "answer", ask: "Do you have a partner? Answer in a full sentence, please.",
				core: "yes, I have, {v} is my partner and we share a small flat"},
			{form: "answer", ask: "How did you meet {v}?",
				core: "I'm not with that person, my partner is {v} and we met online"},
			{form: "fix", ask: "Progress note: your partner is {v}, right? Let's practise talking about relationships.",
				core: "I never was with them, I am with {v} from the beginning"},
			{form: "rewrite", core: "I have been with {v} since the autumn and they are the kindest person I know"},
			{form: "selfcorr", core: "I have been together with {v} for a long time, almost since school"},
			{form: "passing", core: "my partner {v} helped me with the homework for this lesson"},
		},
		change: []rawPurledStmt{
			{form: "writing", core: "I broke up with {old} last month and now I am with {new}, everything is new for me"},
			{form: "writing", core: "goodbye {old}, it was difficult but now my partner is {new} who makes me laugh"},
			{form: "answer", ask: "How are things with {v} these days?",
				core: "I'm not with {old} anymore, we split and now I am together with {new} who is very patient"},
			{form: "fix", ask: "Session summary 📝 You told me about a weekend with {v}.",
				core: "that is my ex, {old} is finished, now I am with {new} and I am happy"},
			{form: "rewrite", core: "I broke up with {old} in the spring, and I've been with {new} since then"},
			{form: "selfcorr", core: "I have left {old} and I am with {new} now, since the start of the month"},
			{form: "passing", core: "after the break-up with {old} I am together with {new} and weekends are fun again"},
			{form: "happened", core: "I really asked them, {old} is in the past and now I am with {new} and I am happy"},
		},
		revert: []rawPurledStmt{
			{form: "writing", core: "the time with {old} is over and I came back together with {new} again like before"},
			{form: "answer", ask: "Are you happy with {v}?",
				core: "not anymore, I left {old} and I went back to {new} who I was with before"},
			{form: "fix", ask: "Progress note: your partner is {v} now, correct?",
				core: "that was only one year, I gave up {old} and I'm back together with {new} after everything"},
			{form: "selfcorr", core: "I returned from {old}, I am again with {new} like in the old days"},
			{form: "passing", core: "since I left {old} and returned to {new} I sleep much better"},
			{form: "happened", core: "I did it, no more {old}, I have gone back to {new} and we are together for good"},
		},
		reflect: []string{"Better: 'I've been with {v} since...' Remember: 'be with someone' or 'be in a relationship with someone'.",
			"Small correction: 'I am together ~~from~~ with {v}.' Otherwise perfect! 👍"},
		echo: []string{"You're with {v}, right? Describe a perfect weekend together in three sentences.", "Let's write a birthday card for {v}. Go!"},
		stale: []rawPurledStale{
			{ask: "Last time you told me your partner is {v}. What did you do together this week?", reject: "this is old information, we are not together, please update your notes"},
			{ask: "Let's plan an anniversary dinner with {v}.", reject: "we broke up, we talked about it"},
		},
		misread: []rawPurledMisread{
			{said: "in the exercise the girl is married to {v} and they live in a castle", misread: "Oh, so you're with {v}? How long have you been together?", deny: "no, it was the exercise girl, not me"},
			{said: "in the role-play my husband was called {v}", misread: "Nice, is {v} your partner? Tell me about them!", deny: "it was just the role-play, I invented it"},
		},
		drill: []rawPurledPair{
			{tutor: "Fill in the gap: Kate ___ (be) married to {v} since 2015.", learner: "Kate has been married to {v} since 2015"},
			{tutor: "Translate: 'Mój kuzyn spotyka się z {v}.'", learner: "My cousin is dating {v}"},
			{tutor: "Correct the mistake: 'Sam are with {v} for two years.'", learner: "Sam has been with {v} for two years"},
		},
		roleplay: []rawPurledPair{
			{tutor: "Role-play! You are at a wedding. Introduce your husband or wife to me. 'Hello! And who is this?'", learner: "hello, nice to meet you, this is my husband {v} in this story"},
			{tutor: "Role-play: you're booking a table for two. Your character's partner is {v}.", learner: "a table for two please, for me and {v}, at eight o'clock"},
		},
		plan: []string{"if I were single I would ask {v} to go for a coffee", "if I had more courage I would tell {v} my feelings",
			"{v} asked me for a date but I said no"},
		goal: []string{"I'm going to ask {v} to be my partner, next month maybe", "next season I will be together with {v}, I hope"},
		past: []string{"when I was a student I used to go out with {v}", "I was with {v} before, the arguments were terrible"},
		joke: []string{"my mother thinks I'm with {v} because we took one selfie", "in my dreams I'm married to {v} and we live on a yacht"},
		pasted: []string{"Dear friends, {v} and I are happy to invite you to our engagement party.",
			"Hi all! Big news: I'm with {v} now, we are very happy!"},
		still: []string{
			"From their English lessons, is {name} still with {v}?",
			"Going by the tutor chats, is {v} still {name}'s partner?",
			"Is {name} still together with {v}, according to the lesson log?",
		},
		stillWhen: []string{
			"From the English lessons, was {name} still with {v} {when}?",
			"Going by the tutor chats, was {v} still {name}'s partner {when}?",
		},
	},
}
