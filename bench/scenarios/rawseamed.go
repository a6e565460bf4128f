package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The seamed set lives in its own file, as the veiled to piped sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is a software developer's sessions with an AI coding
// assistant inside an IDE or a terminal over many months: the developer
// (role user, under their first name, a handle or "user", one convention
// per conversation) asks for help with code and pastes stack traces,
// config files, diffs, logs, SQL rows, JSON fixtures, commit messages,
// READMEs, tickets and review comments, always inside fenced blocks
// ("```" lines) or as quoted lines ("> "); the assistant (role assistant,
// speaker AssistantSpeaker) answers with code blocks and explanations;
// the IDE's own session lines are system lines (speaker rawSeamedSystem).
//
// Personal facts come in passing inside work talk, in one of seven forms
// (rawSeamedFormNames): an aside inside a request for help (aside); a
// heads-up at the start of a session (update); the answer to the
// assistant's question, which names no value or a stale or wrong one
// (answer); the correction of the assistant's assumption, which names the
// value it gets wrong (fix); a line under a pasted profile, README or
// commit of the developer's own that names a stale or wrong value (paste;
// the pasted text is no statement); the message sent again after one sent
// half-typed that names no value (resend); or the news that a plan told
// weeks before has happened (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the developer's own prose: the
// oracle leaves out fenced blocks and quoted lines and reads the rest as
// rawSpoken writes it. A gold turn is the developer's turn in which they
// state their own value as holding at the time of the session: never a
// value inside code, data or pasted material (a fixture, seed data, a
// timezone string, a hostname, a git remote, an old commit or profile of
// their own, a ticket, a CV, an offer letter), never the assistant's
// examples, guesses or summaries, never a plan, hypothetical or joke,
// never a colleague's, client's or user record's value. Questions are
// asked "from the coding sessions" and such, also as yes/no "still"
// questions naming a stale or wrong value, expected always the value that
// held; months are asked "in", "during", "around", "as of the sessions
// in" or "through", and "before X".
func init() {
	var names []string
	for _, p := range rawSeamedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingSeamed, rawSeamedAttrs(), rawSeamedSmallTalk, rawSeamedReplies,
		[]string{"in ", "during ", "around ", "as of the sessions in ", "through "},
		names)
}

// rawSeamedSystem is the speaker of the IDE's own session lines.
const rawSeamedSystem = "IDE"

// rawSeamedFormNames are the forms a seamed statement comes in.
var rawSeamedFormNames = []string{"aside", "update", "answer", "fix", "paste", "resend", "happened"}

// rawSeamedPerson is a developer of the seamed set: name is the first
// name the set gives them, handle their username and git author name;
// form the statement form they reach for most (drawn twice as often as
// any other); repo the project they mostly work on.
type rawSeamedPerson struct {
	name, surname, handle, form, repo string
}

var rawSeamedPeople = []rawSeamedPerson{
	{name: "Dobromil", surname: "Kowal", handle: "dkowal", form: "aside", repo: "ledger-sync"},
	{name: "Ksawera", surname: "Zielonka", handle: "kzielonka", form: "update", repo: "tidewatch"},
	{name: "Tadeo", surname: "Arrieta", handle: "tarrieta", form: "answer", repo: "invoice-render"},
	{name: "Temitope", surname: "Bamgbose", handle: "seunb", form: "fix", repo: "fleet-api"},
	{name: "Haruto", surname: "Isozaki", handle: "hisozaki", form: "paste", repo: "shardkeeper"},
	{name: "Solvejg", surname: "Brekke", handle: "sbrekke", form: "resend", repo: "meter-ingest"},
	{name: "Ravindran", surname: "Pillai", handle: "rpillai", form: "aside", repo: "quota-svc"},
	{name: "Marlowe", surname: "Achterberg", handle: "machterberg", form: "happened", repo: "doc-forge"},
	{name: "Ilkka", surname: "Urquidi", handle: "xurquidi", form: "fix", repo: "routeplan"},
	{name: "Radoslawa", surname: "Sroka", handle: "bsroka", form: "update", repo: "pdf-stamp"},
	{name: "Emeric", surname: "Vasseur", handle: "evasseur", form: "answer", repo: "catalog-etl"},
	{name: "Margarethe", surname: "Tierney", handle: "stierney", form: "paste", repo: "webhook-relay"},
}

// rawSeamedPersonOf is the developer named name.
func rawSeamedPersonOf(name string) *rawSeamedPerson {
	for i := range rawSeamedPeople {
		if rawSeamedPeople[i].name == name {
			return &rawSeamedPeople[i]
		}
	}
	return &rawSeamedPeople[0]
}

// rawSeamedStmt is one statement template (core), its form and what the
// form needs around it: ask is the assistant's question (answer) or
// assumption (fix), naming no value or {v}, a stale or wrong one; paste
// is a text of the developer's own, pasted (paste), naming {v}, a stale
// or wrong one.
type rawSeamedStmt struct{ form, ask, core string }

// formCore makes rawSeamedStmt a formed statement (rawformed.go).
func (s rawSeamedStmt) formCore() (string, string) { return s.form, s.core }

// rawSeamedMisread is a line of the developer's naming a value that is
// not theirs, {v} (a user record's, a colleague's); the assistant taking
// it as the developer's own (misread); and the developer's denial, naming
// no value (deny).
type rawSeamedMisread struct{ said, misread, deny string }

// rawSeamedStale is the assistant asking with an earlier value {v} (ask)
// and the developer putting it right without naming a value (reject).
type rawSeamedStale struct{ ask, reject string }

// rawSeamedForms are the seamed set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and colleagues' values the
// developer's prose; the assistant list the assistant's guesses and
// summaries naming {v} while {cur} holds), the statements by kind, and:
// the assistant taking down a value just stated (reflect, {v}), naming
// the value that holds (echo, {v}); questions naming an earlier one
// (stale); misreadings (misread); lines of code and data naming someone
// else's value (record, inside a fenced block); ticket and review lines
// naming another person's value (ticket, quoted); the developer's own
// old profile, README or commit lines naming a value of theirs no longer
// true (own, inside a fenced block); CVs, job ads and offer letters being
// templated (doc, inside a fenced block); the assistant's examples
// (example); hypotheticals and plans that never happen (plan); plans that
// a later statement makes come true (goal); the developer's earlier
// values of the sessions' months told as past (past); jokes (joke); and
// the questions naming a stale or wrong value {v}: current (still) and
// historical, with {when} (stillWhen).
type rawSeamedForms struct {
	lists                 rawSetLists
	state, change, revert []rawSeamedStmt
	reflect, echo         []string
	stale                 []rawSeamedStale
	misread               []rawSeamedMisread
	record, ticket, own   []string
	doc, example          []string
	plan, goal, past      []string
	joke                  []string
	still, stillWhen      []string
}

// rawSeamedAttrs are the seamed set's lists per attribute as
// installRawSet takes them.
func rawSeamedAttrs() map[string]rawSetLists {
	return formedLists(rawSeamedByAttr, func(f rawSeamedForms) (rawSetLists, []rawSeamedStmt, []rawSeamedStmt, []rawSeamedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// seams reports whether g's set is a developer's coding sessions (the
// seamed set).
func (g *rawGen) seams() bool { return g.ph == PhrasingSeamed }

// rawSeamedRun is one developer's coding sessions being ingested.
type rawSeamedRun struct {
	*rawGen
	f       rawSeamedForms
	p       *rawSeamedPerson
	me      string            // the developer's label
	used    map[string]bool   // the templates said in this session
	said    string            // the last statement's core template
	planned bool              // a plan for the next value has been told
	sitting int               // the session's number
	ticket  int               // a ticket number
	asked   int               // the request the assistant answers next, or -1
	people  map[string]string // colleagues, clients and user records and their own values
}

// rawSeamedColleagues are the people in the developer's work whose own
// values come up: colleagues, clients, users whose records are debugged.
var rawSeamedColleagues = []string{"my teammate", "our PM", "the new contractor", "my tech lead", "the client's CTO", "our designer",
	"the on-call SRE", "my old manager", "the intern", "a customer on the support queue"}

// codeSessions writes a seamed conversation and its questions: the
// developer's manner is their name's (rawSeamedPersonOf), their label one
// of three conventions; every colleague gets a value of the asked
// attribute of their own (none of the developer's); the developer's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 80 to 140 days after the previous one or after six
// to ten sessions (times the filler scale), whichever is later.
func (g *rawGen) codeSessions(vals []string, revert, chatty bool) {
	r := &rawSeamedRun{rawGen: g, f: rawSeamedByAttr[g.a.predicate], p: rawSeamedPersonOf(g.who), people: map[string]string{},
		ticket: 100 + g.rng.IntN(800), asked: -1}
	switch g.rng.IntN(3) {
	case 0:
		r.me = r.p.name
	case 1:
		r.me = r.p.handle
	default:
		r.me = "user"
	}
	others := g.otherValues(vals)
	for _, p := range rawSeamedColleagues {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// dev appends a turn of the developer's.
func (r *rawSeamedRun) dev(text string) string {
	id, _ := r.turn(r.me, "user", r.fill(text, ""), time.Duration(1+r.rng.IntN(4))*time.Minute)
	return id
}

// bot appends a turn of the assistant's.
func (r *rawSeamedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", r.fill(text, ""), time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// system appends a line of the IDE's own.
func (r *rawSeamedRun) system(text string) {
	r.turn(rawSeamedSystem, "system", text, time.Minute)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawSeamedRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds, $NAME the
// developer's first name, $HANDLE their handle, $REPO their project,
// $TICKET a ticket number and $ID a record id.
func (r *rawSeamedRun) fill(tpl, v string) string {
	t := fillOne(tpl, map[string]string{"v": v, "cur": r.cur})
	t = strings.ReplaceAll(t, "$NAME", r.p.name)
	t = strings.ReplaceAll(t, "$HANDLE", r.p.handle)
	t = strings.ReplaceAll(t, "$REPO", r.p.repo)
	t = strings.ReplaceAll(t, "$TICKET", fmt.Sprint(r.ticket))
	return strings.ReplaceAll(t, "$ID", fmt.Sprint(1000+r.rng.IntN(9000)))
}

// fence is lines as a fenced block in language lang.
func fence(lang string, lines ...string) string {
	return "```" + lang + "\n" + strings.Join(lines, "\n") + "\n```"
}

// code is a fenced block naming no value.
func (r *rawSeamedRun) code() string { return r.fresh(rawSeamedCode) }

// request is a request for help naming no value, one time in two with a
// fenced block under it.
func (r *rawSeamedRun) request() string {
	q := r.ask()
	if r.rng.IntN(2) == 0 {
		return q + "\n" + r.code()
	}
	return q
}

// open starts a session on r.t's day: two times in three the IDE's line.
func (r *rawSeamedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day.Add(time.Duration(7*60+r.rng.IntN(16*60)) * time.Minute)
	}
	r.session()
	r.sitting++
	if r.rng.IntN(5) == 0 {
		r.ticket += 1 + r.rng.IntN(40)
	}
	if r.rng.IntN(3) > 0 {
		r.system(fmt.Sprintf(pick(r.rng, rawSeamedHeaders), r.sitting, r.p.repo))
	}
}

// close ends the session: now and then the developer's sign-off or the
// IDE's line.
func (r *rawSeamedRun) close() {
	switch r.rng.IntN(6) {
	case 0, 1:
		r.dev(pick(r.rng, rawSeamedSignOffs))
	case 2:
		r.system(pick(r.rng, rawSeamedNotes))
	}
}

// smallTalk is talk naming no value and the assistant's reply: a remark,
// a message that is only a pasted block, or a request for help.
func (r *rawSeamedRun) smallTalk() {
	switch r.rng.IntN(4) {
	case 0:
		r.dev(r.fresh(rawSeamedSmallTalk))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case 1:
		r.dev(r.code())
		r.bot(r.answer())
	default:
		r.dev(r.request())
		r.bot(r.answer())
	}
}

// ask is a request for help naming no value, not yet made in this
// session if one of three tries finds one; the assistant's next answer
// answers it.
func (r *rawSeamedRun) ask() string {
	q := r.fresh(rawSeamedRequests)
	r.asked = slices.Index(rawSeamedRequests, q)
	return q
}

// answer is the assistant's answer naming no value: the answer to the
// request just made, else an explanation; one time in two with a code
// block.
func (r *rawSeamedRun) answer() string {
	a := pick(r.rng, rawSeamedAnswers)
	if r.asked >= 0 {
		a = rawSeamedRequestAnswers[r.asked]
		r.asked = -1
	}
	if r.rng.IntN(2) == 0 {
		a += "\n" + pick(r.rng, rawSeamedFixes)
	}
	return a
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the developer's own form twice as
// likely; "happened" only after a plan was told), with the turns the form
// needs around it, and returns the statement's turn and its time. A
// statement turn names no value of the asked attribute after its core.
func (r *rawSeamedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawSeamedStmt
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
	others := r.otherValues(vals)
	wrong := pick(r.rng, others) // a wrong value, or the value left
	if i > 0 {
		wrong = vals[i-1]
	}
	var id string
	switch st.form {
	case "aside":
		req := r.ask()
		if r.rng.IntN(2) == 0 { // a block naming someone else's value
			req += "\n" + fence(pick(r.rng, rawSeamedLangs), r.fill(r.fresh(r.f.record), pick(r.rng, others)))
		} else {
			req += "\n" + r.code()
		}
		id = r.dev(req + "\n" + pick(r.rng, rawSeamedAsideLeads) + " " + core + ". " + pick(r.rng, rawSeamedAsideBacks))
	case "update":
		id = r.dev(pick(r.rng, rawSeamedUpdateLeads) + " " + core + ". " + pick(r.rng, rawSeamedUpdateTails))
	case "answer":
		r.dev(r.request())
		r.bot(r.fill(st.ask, wrong))
		id = r.dev(pick(r.rng, rawSeamedAnswerLeads) + " " + core + ". " + pick(r.rng, rawSeamedAnswerTails))
	case "fix":
		r.dev(r.request())
		r.bot(r.fill(st.ask, wrong))
		id = r.dev(pick(r.rng, rawSeamedFixLeads) + " " + core + ". " + pick(r.rng, rawSeamedFixTails))
	case "paste":
		own := fence(pick(r.rng, []string{"", "text", "markdown"}), r.fill(r.fresh(r.f.own), wrong))
		id = r.dev(r.fill(pick(r.rng, rawSeamedPasteLeads), "") + "\n" + own + "\n" + pick(r.rng, rawSeamedPasteAfters) + " " + core + ". " +
			pick(r.rng, rawSeamedPasteTails))
	case "resend":
		r.dev(pick(r.rng, rawSeamedHalfSent))
		id = r.dev(pick(r.rng, rawSeamedResends) + " " + core + ". " + pick(r.rng, rawSeamedUpdateTails))
	default: // happened
		id = r.dev(pick(r.rng, rawSeamedHappenedLeads) + " " + core + ". " + pick(r.rng, rawSeamedUpdateTails))
	}
	at := r.t
	r.confirm(vals, i)
	return id, at
}

// confirm answers statement vals[i]: one time in two the assistant
// taking down the value just stated, else a reply naming none; one time
// in three a guess or summary naming the value just stated, the one
// before it (stale) or a wrong one.
func (r *rawSeamedRun) confirm(vals []string, i int) {
	r.asked = -1 // the request in the statement's turn goes unanswered
	if r.rng.IntN(2) == 0 {
		r.bot(r.fill(pick(r.rng, r.f.reflect), vals[i]))
	} else {
		r.bot(pick(r.rng, rawReplies[r.ph]))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.bot(r.fill(pick(r.rng, r.a.assistant[r.ph]), v))
	}
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, one to six days apart, one time in six two to five weeks (a
// holiday, a crunch elsewhere).
func (r *rawSeamedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 1 + r.rng.IntN(6)
		if r.rng.IntN(6) == 0 {
			days = 14 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// exchange is one exchange after statement vals[i]: a request naming no
// value; a long paste naming others' values; talk on the topic naming no
// value; the developer's other attributes; a colleague's own value; a
// fixture or seed data naming a user record's value; a ticket or review
// comment quoted; an old text of the developer's own pasted in the very
// words of a statement (mirror); a CV, job ad or offer letter being
// templated; the assistant's example; a hypothetical or a plan that never
// happens; a plan for the next value (once a gap, which the next
// statement may say has happened); an earlier value of the sessions'
// months told as past; a joke; the assistant's misreading and the denial;
// the assistant naming the value that holds; its question with an earlier
// value, put right without one; else a wrong guess.
func (r *rawSeamedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(80); {
	case x < 6:
		r.smallTalk()
	case x < 12:
		r.dump(others)
	case x < 15:
		r.dev(r.fresh(r.a.chatter[r.ph]))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 19:
		r.background()
	case x < 25:
		r.dev(r.aboutColleague() + " " + r.ask())
		r.bot(r.answer())
	case x < 31:
		r.fixture(others)
	case x < 36:
		p := pick(r.rng, rawSeamedColleagues)
		r.dev(r.fill(pick(r.rng, rawSeamedTicketLeads), "") + "\n> " + capitalize(strings.ReplaceAll(r.fill(r.fresh(f.ticket), r.people[p]), "$WHO", p)) +
			"\n> " + pick(r.rng, rawSeamedTicketLines) + "\n" + pick(r.rng, rawSeamedTicketAsks))
		r.bot(r.answer())
	case x < 39:
		r.mirror(others, past)
	case x < 42:
		r.dev(pick(r.rng, rawSeamedDocLeads) + "\n" + fence("markdown", r.fill(r.fresh(f.doc), pick(r.rng, others))) + "\n" + pick(r.rng, rawSeamedDocAsks))
		r.bot(r.answer())
	case x < 45:
		r.dev(r.ask())
		r.bot(r.fill(r.fresh(f.example), pick(r.rng, others)) + "\n" + pick(r.rng, rawSeamedFixes))
	case x < 48:
		r.dev(capitalize(r.fill(r.fresh(f.plan), pick(r.rng, others))) + ". " + r.ask())
		r.bot(r.answer())
	case x < 51 && !r.planned && i+1 < len(vals):
		r.planned = true
		r.dev(capitalize(r.fill(r.fresh(f.goal), vals[i+1])) + ". " + r.ask())
		r.bot(r.answer())
	case x < 54 && len(past) > 0:
		r.dev(capitalize(r.fill(r.fresh(f.past), pick(r.rng, past))) + ". " + r.ask())
		r.bot(r.answer())
	case x < 56:
		r.dev(capitalize(r.fill(r.fresh(f.joke), pick(r.rng, others))) + " :)")
		r.bot(pick(r.rng, rawSeamedJokeReplies))
	case x < 60:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.dev(capitalize(r.fill(m.said, v)) + ".")
		r.bot(r.fill(m.misread, v))
		r.dev(capitalize(m.deny))
	case x < 64 && r.cur != "":
		r.dev(r.fresh(rawSeamedSmallTalk))
		r.bot(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 69 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.bot(r.fill(s.ask, pick(r.rng, past)))
		r.dev(capitalize(s.reject))
	case x < 72:
		r.dev(r.request())
		r.bot(r.answer())
		r.dev(pick(r.rng, rawSeamedFollowUps))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.wrongGuess(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongGuess(others)
	}
}

// dump is a long paste: a request, a block of two to four lines of data
// or logs naming others' values (of the asked attribute or another),
// and the assistant's answer.
func (r *rawSeamedRun) dump(others []string) {
	var lines []string
	for range 2 + r.rng.IntN(3) {
		if r.rng.IntN(3) == 0 {
			a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
			lines = append(lines, r.fill(pick(r.rng, rawSeamedByAttr[a].record), pick(r.rng, rawAttrs[a].valuesIn(r.ph))))
			continue
		}
		lines = append(lines, r.fill(r.fresh(r.f.record), pick(r.rng, others)))
	}
	r.dev(r.fresh(rawSeamedDumpLeads) + "\n" + fence("text", lines...) + "\n" + pick(r.rng, rawSeamedDumpAsks))
	r.bot(r.answer())
}

// fixture is a fixture or seed row naming a user record's value, the
// assistant's answer quoting it back in code one time in two.
func (r *rawSeamedRun) fixture(others []string) {
	v := pick(r.rng, others)
	line := r.fill(r.fresh(r.f.record), v)
	r.dev(r.fresh(rawSeamedFixtureLeads) + "\n" + fence(pick(r.rng, rawSeamedLangs), line) + "\n" + pick(r.rng, rawSeamedFixtureAsks))
	if r.rng.IntN(2) == 0 {
		r.bot(pick(r.rng, rawSeamedFixtureAnswers) + "\n" + fence("", line))
		return
	}
	r.bot(r.answer())
}

// aboutColleague is a line of the developer's about a colleague and that
// person's own value of the asked attribute.
func (r *rawSeamedRun) aboutColleague() string {
	p := pick(r.rng, rawSeamedColleagues)
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1)) + "."
}

// mirror is an old text of the developer's own pasted in a fenced block:
// one time in two, where they had an earlier value in the sessions'
// months, an old profile, README or commit of theirs naming it; else old
// notes or a draft message in the very words of a statement told in
// passing, with a value no longer true; and the developer's words on it
// naming none.
func (r *rawSeamedRun) mirror(others, past []string) {
	if len(past) > 0 && r.rng.IntN(2) == 0 {
		r.dev(r.fill(pick(r.rng, rawSeamedPasteLeads), "") + "\n" + fence("text", r.fill(r.fresh(r.f.own), pick(r.rng, past))) + "\n" + pick(r.rng, rawSeamedMirrorAfters))
		r.bot(r.answer())
		return
	}
	var sts []rawSeamedStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "aside" || st.form == "update" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.dev(r.fill(pick(r.rng, rawSeamedMirrorLeads), "") + "\n" + fence("text", capitalize(core)+".") + "\n" + pick(r.rng, rawSeamedMirrorAfters))
	r.bot(r.answer())
}

// wrongGuess is the assistant's guess or summary naming another value,
// one time in two followed by the developer's reply that it is wrong,
// naming none.
func (r *rawSeamedRun) wrongGuess(others []string) {
	r.bot(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.dev(r.fresh(rawSeamedGuessReplies))
	}
}

// background is a turn of the developer's stating one of their other
// attributes (its value holds all through) in the words of its aside or
// update form; else a request naming no value.
func (r *rawSeamedRun) background() {
	var sts []rawSeamedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawSeamedByAttr[a].state {
			if (st.form == "update" || st.form == "aside") && !r.used[st.core] {
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
	r.dev(capitalize(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})) + ". " + r.ask())
	r.bot(r.answer())
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawSeamedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The developer's lines naming no value: requests, the words around a
// statement in each form, and the words around what they paste.
var (
	rawSeamedRequests = []string{
		"Can you make this retry with exponential backoff instead of the fixed sleep?",
		"Why does this test pass locally and fail in CI every other run?",
		"This query takes nine seconds on prod, can you see why?",
		"Help me split this 400-line handler into something reviewable.",
		"The linter is yelling about shadowed err, which one does it mean?",
		"Write me a table-driven test for the parser, edge cases included.",
		"Is there a cleaner way to do this without the nested ifs?",
		"The migration ran twice on staging, how do I make it idempotent?",
		"Explain what this regex actually matches, I inherited it.",
		"How do I stop the Docker build from re-downloading every dependency?",
		"Can you review this diff before I push, something feels off.",
		"What's the idiomatic way to cancel these goroutines on shutdown?",
	}
	rawSeamedCode = []string{
		fence("python", "def fetch(client, url):", "    for _ in range(3):", "        try:", "            return client.get(url, timeout=5)", "        except Exception:", "            time.sleep(2)", "    raise RetryError(url)"),
		fence("", "panic: runtime error: invalid memory address or nil pointer dereference", "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6b2f1d]", "goroutine 42 [running]:", "main.(*worker).flush(0x0)", "\t/src/$REPO/worker.go:88 +0x1d"),
		fence("sql", "SELECT o.id, o.total, c.email", "FROM orders o JOIN customers c ON c.id = o.customer_id", "WHERE o.created_at > now() - interval '30 days'", "ORDER BY o.total DESC;"),
		fence("yaml", "jobs:", "  test:", "    runs-on: ubuntu-latest", "    steps:", "      - uses: actions/checkout@v4", "      - run: make test"),
		fence("diff", "--- a/internal/cache/lru.go", "+++ b/internal/cache/lru.go", "@@ -41,7 +41,8 @@", "-\tc.items[key] = e", "+\tc.mu.Lock()", "+\tc.items[key] = e", "+\tc.mu.Unlock()"),
		fence("python", "Traceback (most recent call last):", "  File \"etl/load.py\", line 212, in <module>", "    main()", "  File \"etl/load.py\", line 190, in main", "    rows = fetch(batch)", "KeyError: 'updated_at'"),
		fence("toml", "[server]", "port = 8080", "read_timeout = \"5s\"", "", "[db]", "max_conns = 20"),
		fence("dockerfile", "FROM golang:1.23 AS build", "WORKDIR /app", "COPY . .", "RUN go build -o /bin/app ./cmd/app"),
		fence("", "2026-03-02T04:11:09Z WARN  pool exhausted, waiting for conn (waited=5.01s)", "2026-03-02T04:11:14Z ERROR context deadline exceeded", "2026-03-02T04:11:14Z INFO  retrying job id=$ID"),
		fence("bash", "#!/usr/bin/env bash", "set -euo pipefail", "for f in migrations/*.sql; do", "  psql \"$DATABASE_URL\" -f \"$f\"", "done"),
	}
	rawSeamedLangs          = []string{"csv", "sql", "yaml", "", "python", "text", "log"}
	rawSeamedFixes          = []string{fence("python", "delay = min(30, 0.1 * 2 ** attempt)", "time.sleep(delay + random.random() / 10)"), fence("sql", "CREATE INDEX CONCURRENTLY idx_orders_created ON orders (created_at);"), fence("go", "t.Cleanup(srv.Close)"), fence("bash", "docker build --cache-from app:latest -t app:dev .")}
	rawSeamedRequestAnswers = []string{
		"Swap the fixed sleep for a capped exponential delay with jitter, and stop retrying on errors that can't succeed, like a 400.",
		"It depends on test order: one test leaves a row behind that the next one counts. Run them with -shuffle on and you'll see it; clean up in t.Cleanup.",
		"The plan shows a sequential scan on orders. An index on created_at turns it into an index range scan.",
		"Pull parsing, validation and persistence into three functions; the handler just calls them in order and maps errors to status codes.",
		"It's the err declared with := inside the if block; it shadows the outer one, so the outer err is never set.",
		"One struct per case with the input, the expected output and whether it should error; loop over them with t.Run.",
		"Return early on the error cases and the happy path ends up unindented at the bottom.",
		"Record each migration's version in a table inside the same transaction, and skip versions already there.",
		"It matches an optional sign, digits, and an optional fraction, but the unescaped dot means any character, so '1x5' passes too.",
		"Copy the dependency manifests first and download them in their own layer; the layer is cached until they change.",
		"The lock is taken in Set but not in Get, so a concurrent read can see a half-written entry.",
		"Pass a context to every goroutine, cancel it on SIGTERM, and wait on a WaitGroup before exiting.",
	}
	rawSeamedAnswers = []string{
		"The loop retries on every error, including 4xx ones that will never succeed. Retry only on timeouts and 5xx, and back off exponentially.",
		"It's a data race: two goroutines write the map without the lock. Run the tests with -race and you'll see it.",
		"The planner is doing a sequential scan because there's no index on created_at. Add one and it should drop to milliseconds.",
		"The flakiness comes from the test depending on wall-clock time. Inject a clock and freeze it in the test.",
		"The nil pointer is the worker being used after Close. Guard flush, or make Close wait for in-flight work.",
		"Split it by responsibility: parsing, validation, persistence. Each gets a small function and its own test.",
	}
	rawSeamedAsideLeads     = []string{"Also, unrelated, but so you stop guessing in your examples:", "Side note for context:", "btw, personal context, not that it changes the code:", "fwiw, and then back to the bug:"}
	rawSeamedAsideBacks     = []string{"Anyway, the retry thing.", "Ok, back to it.", "That's all, the code is what matters.", "Now, why is it flaky?"}
	rawSeamedUpdateLeads    = []string{"Quick heads-up before we start today:", "Context update first, then code:", "Before the bug, one thing you should know:", "Morning. Small update so the cron stuff makes sense:"}
	rawSeamedUpdateTails    = []string{"Now, the failing test.", "Ok, on to the diff.", "Right, let's debug.", "Anyway, here's today's problem."}
	rawSeamedAnswerLeads    = []string{"Good question, so:", "Right, to answer that:", "Ok so for the record:", "Fair, you couldn't know:"}
	rawSeamedAnswerTails    = []string{"Does that change the config?", "Adjust whatever depends on it.", "Carry on.", "Is that enough to go on?"}
	rawSeamedFixLeads       = []string{"No, that's outdated:", "Nope, wrong assumption there:", "Stop, that's not right any more:", "Hold on, correction:"}
	rawSeamedFixTails       = []string{"Redo the example with that.", "The rest of the answer is fine.", "That repo is old, ignore it.", "Please don't assume from old commits."}
	rawSeamedPasteLeads     = []string{"Found my old profile blurb in the repo:", "This is from my own README, from ages ago:", "Here's the commit message I wrote back then, $HANDLE on the author line:", "My old bio from the conference page:"}
	rawSeamedPasteAfters    = []string{"That's stale, to be clear:", "Ignore that, it's out of date:", "None of that holds now:", "Old news, so for the record:"}
	rawSeamedPasteTails     = []string{"Can you update the README to match?", "Fix the bio accordingly.", "Rewrite that paragraph.", "Just so the new blurb is right."}
	rawSeamedHalfSent       = []string{"wait, one thing about me before you write the fixture, I'm", "quick context before the config, I", "so the thing is, personally I", "before you guess again, my"}
	rawSeamedResends        = []string{"Sorry, hit enter too early. Properly:", "Oops, sent half a message. Again:", "Ugh, fat-fingered enter. What I meant:", "That got cut off, sorry. Full version:"}
	rawSeamedHappenedLeads  = []string{"Remember I said it might happen? It did:", "So that thing I mentioned a while back went through:", "Update on the plan from a few weeks ago, it's done:", "It finally happened, the thing I told you about:"}
	rawSeamedGuessReplies   = []string{"No, that's not me, you're mixing me up with some fixture again.", "Where did you get that? Don't guess personal stuff.", "Wrong, but it doesn't matter for the code.", "You're reading that off an old commit, ignore it."}
	rawSeamedTicketLeads    = []string{"Got this ticket, $TICKET, can you help me reproduce it?", "Review comment from yesterday, on PR #$TICKET:", "Support forwarded this, ticket $TICKET:", "Pasting the bug report as filed:"}
	rawSeamedTicketLines    = []string{"Steps: log in, open settings, save. Expected: saved. Actual: 500.", "Severity: medium. Happens about one time in five.", "Reporter attached a HAR file, it's in the ticket.", "Nit: rename this var, otherwise LGTM."}
	rawSeamedTicketAsks     = []string{"What's the minimal repro?", "Is the bug ours or the client's?", "How would you write the test for this?", "Where would you even start?"}
	rawSeamedDocLeads       = []string{"I'm templating this for the careers page, can you turn the specifics into variables?", "Someone's CV got pasted into the wrong test fixture, help me anonymise it:", "Legal wants this offer-letter template parameterised:", "Turn this into a Go text/template:"}
	rawSeamedDocAsks        = []string{"Use template fields for the specifics.", "Keep the formatting.", "Make the fields explicit.", "Anything that identifies a person should be a variable."}
	rawSeamedDumpLeads      = []string{"Pasting the rows that break the import:", "Here's the log around the failure:", "These are the records the sync choked on:", "Seed data from the staging dump, something in here is malformed:"}
	rawSeamedDumpAsks       = []string{"Which one is malformed?", "Why would these fail validation?", "Can you spot the pattern?", "Write me a test that covers these."}
	rawSeamedFixtureLeads   = []string{"The test fixture for the profile endpoint:", "This seed row breaks the snapshot test:", "User record from the bug we're debugging:", "Fixture from the old integration suite:"}
	rawSeamedFixtureAsks    = []string{"Why does the serializer drop a field here?", "Make this a table-driven case.", "Is the encoding wrong?", "The snapshot diff says this row changed, but how?"}
	rawSeamedFixtureAnswers = []string{"The row itself is fine; the serializer skips zero values. Here's the row as the test should expect it:", "That field is being trimmed by the validator. Expected value in the test:"}
	rawSeamedMirrorLeads    = []string{"Found this in my old notes file from my first week on $REPO, lol:", "An old draft of a Slack intro I never sent:", "This was in a scratch file on my old laptop:"}
	rawSeamedMirrorAfters   = []string{"None of that has been true for a long time.", "Funny how things change. Anyway.", "Ancient history. Can you help me grep for other scratch files like it?"}
	rawSeamedJokeReplies    = []string{"Noted, though I'll stay out of that one.", "Ha. Back to the stack trace?"}
	rawSeamedFollowUps      = []string{"That worked, thanks. Now the second test fails.", "Nice, CI is green.", "Hmm, still flaky, but less.", "Ok that fixed it. Why did it work, though?"}
	rawSeamedSignOffs       = []string{"Ok, pushing. Thanks.", "Calling it a day.", "Merged. Bye.", "Good enough, shipping it."}
)

// The IDE's own lines.
var (
	rawSeamedHeaders = []string{"[session %d opened in %s]", "--- chat %d, workspace %s ---", "[assistant session %d · repo %s · branch main]"}
	rawSeamedNotes   = []string{"[session closed]", "[context window trimmed]", "[terminal disconnected]", "[file attached: coverage.out]"}
)

// rawSeamedSmallTalk are the developer's lines naming no value.
var rawSeamedSmallTalk = []string{
	"Brain's fried today, keep the answers short please.",
	"The build has been red since Friday and nobody owns it, classic.",
	"Coffee first, then the flaky test. Give me a minute.",
	"Standup ran forty minutes again, I have maybe an hour of focus left.",
	"My laptop fan sounds like a jet engine, is webpack supposed to do that?",
	"I've been staring at this diff so long the letters stopped meaning anything.",
}

// rawSeamedReplies are the assistant's replies naming no value.
var rawSeamedReplies = []string{
	"Got it. Want me to look at the failing test next?",
	"Understood. Paste the next error when you have it.",
	"Noted. Shall I keep going with the refactor?",
	"Okay. Ready when you are.",
	"Thanks for the context, that helps.",
}

// The seamed set's own lists per attribute. The developer's prose is
// ordinary typed English; a statement neither starts nor ends with a
// placeholder and holds no line break, so the oracle reads the value
// whole; $WHO in an other or ticket line is a colleague, client or user.
var rawSeamedByAttr = map[string]rawSeamedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Kranj", "Celje", "Ptuj", "Koper", "Sibenik", "Varazdin",
				"Rzeszow", "Torun", "Gyor", "Setubal", "Liepaja", "Siauliai"},
			qCurrent: []string{
				"Per {name}'s chats with the coding assistant in the IDE, which town is home for the developer these days?",
				"Reading the terminal sessions {name} had with the AI pair programmer, where does the developer currently reside?",
				"{name} pastes stack traces to an AI assistant all day: what town does that developer live in now?",
				"Based on the IDE chat history, in what town has {name} got their desk at the moment?",
			},
			qWhen: []string{
				"Per the pair-programming chats, in which town did {name} reside {when}?",
				"Reading {name}'s IDE assistant history, what town was the developer living in {when}?",
				"Which town did {name} work remotely from {when}, going by the code-help chats?",
			},
			qBefore: []string{
				"Per the pair-programming chats, which town did {name} reside in until relocating to {next}?",
				"Reading {name}'s IDE assistant history, what town came before the move to {next}?",
				"Going by the code-help chats, where had {name} been living ahead of settling in {next}?",
			},
			chatter: []string{
				"The VPN drops every time the power flickers here, and the power flickers a lot.",
				"My internet at home is so bad I've been pushing from a café two streets over.",
				"The neighbours are renovating, so enjoy the typos, I'm coding through a drill.",
				"Half my meetings are at awkward hours for me now, the calendar is a mess.",
			},
			other: []string{
				"$WHO just moved to {v} and keeps asking me to fix their home router over Zoom",
				"$WHO works remotely from {v} and is always an hour off from the rest of us",
				"$WHO is relocating to {v} next quarter so we're shifting the on-call rota",
				"$WHO grew up in {v} and won't shut up about the bakeries",
				"$WHO has a flat in {v} with, apparently, perfect fibre",
				"$WHO flew in from {v} for the offsite and brought terrible sweets",
			},
			assistant: []string{
				"Since you're in {v}, I set the cron to run at 09:00 local there.",
				"For your timezone in {v}, the maintenance window would be 02:00 to 04:00.",
				"Summary so far: retry logic refactored, tests green, and your local time is {v}'s. (Earlier notes say {cur}.)",
				"Assuming you're still based in {v}, I'd pick the nearest region for the staging cluster.",
			},
		},
		state: []rawSeamedStmt{
			{form: "aside", core: "I live in {v} so my working hours are a bit odd for the team"},
			{form: "update", core: "the cron should use my local time, I'm based in {v} and have been the whole time we've worked on this"},
			{form: "answer", ask: "Which timezone should the nightly job use, your local one?",
				core: "use mine, I live in {v} and that's where the pager wakes me up"},
			{form: "answer", ask: "Should I assume the {v} timezone for you, like in the old config?",
				core: "that config is ancient, home for me is {v} at the moment"},
			{form: "fix", ask: "Your git config says {v}, so I've set the timezone to match.",
				core: "the git config lies, I actually live in {v} and it's past midnight here"},
			{form: "paste", core: "the town I'm living in these days is {v}, for the profile"},
			{form: "resend", core: "I'm living in {v} now so please schedule the cron for my mornings there"},
			{form: "aside", core: "it's 2am here in {v} so keep it short"},
		},
		change: []rawSeamedStmt{
			{form: "aside", core: "my timezone changed, I left {old} and I'm in {new} now, so update the cron"},
			{form: "update", core: "I moved last weekend, goodbye {old}, I'm living in {new} now and the clocks are different"},
			{form: "answer", ask: "Are you still working from {v}?",
				core: "nope, I moved out of {old} a few weeks ago, home is {new} now"},
			{form: "fix", ask: "I've kept the schedule on your {v} time.",
				core: "I've relocated from {old}, so please use my new town {new} for everything"},
			{form: "paste", core: "I packed up and left {old} and live in {new} now, for the blurb"},
			{form: "resend", core: "since moving out of {old} I live in {new} so the cron times need shifting"},
			{form: "happened", core: "the lease in {old} ended and I'm officially living in {new} now, boxes everywhere"},
			{form: "update", core: "moving van came Saturday, so no more {old}, I'm based in {new} now with a desk by the window"},
		},
		revert: []rawSeamedStmt{
			{form: "aside", core: "it didn't work out in {old}, so I moved back to {new} and I'm much happier"},
			{form: "update", core: "I've left {old} after all and I'm living in {new} again, same flat as before"},
			{form: "fix", ask: "I'll keep the cron on your {v} schedule.",
				core: "scrap that schedule, {old} didn't stick and I've moved home to {new} again"},
			{form: "paste", core: "that blurb predates it, but {old} was a mistake and I'm living back in {new} since"},
			{form: "happened", core: "done, {old} is behind me and I moved back to {new} for good"},
		},
		reflect: []string{"Got it, I'll schedule things on {v} time from now on.", "Noted: you're in {v}. I'll adjust the cron expressions."},
		echo:    []string{"Given you're in {v}, the 03:00 UTC job lands in your early morning. Fine?", "Since you're based in {v}, should the alerts go quiet during your night?"},
		stale: []rawSeamedStale{
			{ask: "Should the deploy window stay on {v} time?", reject: "Wrong town, I moved, check the earlier session."},
			{ask: "Is the office in {v} the one on your VPN config?", reject: "Outdated, I relocated. Scroll up."},
		},
		misread: []rawSeamedMisread{
			{said: "user $ID in the bug report lives in {v} and the geocoder returns null for them", misread: "So you're in {v} too? I'll set your timezone to match.", deny: "No, that's the user in the ticket, not me."},
			{said: "the staging server is hosted in a datacentre near {v}, which explains the latency", misread: "Oh, you live in {v}? That explains the hours.", deny: "No, that's where the server is, not me."},
		},
		record: []string{"- id: $ID\n  name: R. Okafor\n  city: {v}\n  zip: 00-950",
			"INSERT INTO customers (id, city) VALUES ($ID, '{v}');",
			"address_changed user=$ID new_city={v} source=web",
			"TZ=Europe/{v}",
			"geocode(\"{v}\") -> null (cache miss)",
			"warehouse: {v}  sku_count: 1182  status: degraded",
			"msgid \"Shipping to {v}\"\nmsgstr \"Versand nach {v}\""},
		ticket: []string{"$WHO reports the invoice shows {v} as the billing city but they never entered it",
			"User $ID lives in {v} and the delivery estimate is off by a day",
			"Customer moved to {v} last week and the address change didn't sync"},
		own: []string{"Backend dev, based in {v}, usually online 9 to 5 local.",
			"Author: $HANDLE\n\n    Set default locale for {v} office",
			"About me: I live in {v}, I like Go and long walks."},
		doc: []string{"Position: Senior Engineer\nLocation: {v} (hybrid)\nStart: ASAP",
			"Candidate CV\nLocation: {v}\nExperience: 7 years, Python, Kafka",
			"We are pleased to offer you the role, based at our {v} office."},
		example: []string{"For example, if you lived in {v}, the cron line would be `0 9 * * *` with CRON_TZ set to that zone.",
			"Say a user in {v} hits the endpoint at midnight: the date bucket would flip. Here's a guard:"},
		plan: []string{"I might move to {v} next year, but who knows", "if I lived in {v} I'd have the same timezone as the client, imagine",
			"my partner keeps floating a move to {v}, nothing decided"},
		goal: []string{"we're probably moving to {v} in a couple of months, lease is signed", "heads up, I'll likely be in {v} soon, flat viewing went well"},
		past: []string{"back when I lived in {v} this build took half the time, better internet", "when I was still in {v} I had a standing desk, miss it"},
		joke: []string{"if this build gets any slower I'll walk to {v} and back before it finishes", "the latency to {v} is worse than my jokes"},
		still: []string{
			"From the coding sessions, does {name} still live in {v}?",
			"Going by the assistant chats, is {name} still based in {v}?",
			"Is {v} still {name}'s home town, per the IDE assistant logs?",
		},
		stillWhen: []string{
			"From the coding sessions, was {name} still living in {v} {when}?",
			"Going by the assistant chats, was {name} still based in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Quillfern Labs", "Brackenloom", "Ferrowind Systems", "Tidemark Analytics", "Corvane Health", "Lumenhollow",
				"Paxwell Logistics", "Orrery Pay", "Stonechat Software", "Kestrelbyte", "Veldmark Energy", "Humblecrate"},
			qCurrent: []string{
				"Per {name}'s chats with the coding assistant in the IDE, which company pays the developer these days?",
				"Reading the terminal sessions {name} had with the AI pair programmer, who is the developer's current employer?",
				"{name} pastes stack traces to an AI assistant all day: which company does that developer work for now?",
				"Based on the IDE chat history, at what company does {name} have their day job at the moment?",
			},
			qWhen: []string{
				"Per the pair-programming chats, which company had {name} on the payroll {when}?",
				"Reading {name}'s IDE assistant history, which employer was the developer's day job with {when}?",
				"Which company did {name} write code for {when}, going by the code-help chats?",
			},
			qBefore: []string{
				"Per the pair-programming chats, which company did {name} work for until joining {next}?",
				"Reading {name}'s IDE assistant history, what employer came before {next}?",
				"Going by the code-help chats, who had {name} on the payroll ahead of the switch to {next}?",
			},
			chatter: []string{
				"Sprint planning ate my whole morning, and I still don't know what I'm building.",
				"Our SSO token expires every hour, so expect me to vanish mid-sentence.",
				"Performance reviews are next week, so I'm writing code and self-praise in parallel.",
				"The monorepo has eleven build systems and I understand two of them.",
			},
			other: []string{
				"$WHO just got an offer from {v} and is asking me to review their take-home",
				"$WHO has been at {v} for six years and still can't explain their deploy pipeline",
				"$WHO left for {v} and took the only person who understood the billing code",
				"$WHO contracts for {v} on the side, apparently",
				"$WHO interviewed at {v} and said the whiteboard round was brutal",
				"$WHO keeps forwarding me job posts from {v}",
			},
			assistant: []string{
				"Since you're at {v}, I used their internal package registry in the example.",
				"Summary so far: the flaky test fixed, and the config follows {v}'s conventions. (Earlier notes say {cur}.)",
				"I assumed the {v} style guide, since that's your employer, going by the remote.",
				"For a company like {v}, you'd probably want the audit log on by default.",
			},
		},
		state: []rawSeamedStmt{
			{form: "aside", core: "I work at {v} and this is a side project, so no company secrets in here"},
			{form: "update", core: "for context, my employer is {v} and has been the whole time we've worked on this"},
			{form: "answer", ask: "Is this for your day job or a side project?",
				core: "side project, my day job is at {v} and they don't use Go at all"},
			{form: "answer", ask: "Should I follow the {v} conventions from your old repo?",
				core: "that repo is old, I'm employed by {v} at the moment"},
			{form: "fix", ask: "The remote points at {v}, so I've assumed that's your employer.",
				core: "the remote is a leftover fork, I actually work for {v} these days"},
			{form: "paste", core: "the company I work for now is {v}, for the profile"},
			{form: "resend", core: "I'm at {v} now so use their lint rules please"},
			{form: "aside", core: "we're migrating everything to Kubernetes at {v} where I work, so I'm learning on the fly"},
		},
		change: []rawSeamedStmt{
			{form: "aside", core: "I left {old} last month, I work at {new} now, so this is a side project again"},
			{form: "update", core: "new job news, I quit {old} and since I joined {new} my laptop is locked down"},
			{form: "answer", ask: "Is this still for {v}?",
				core: "no, I'm done with {old}, I started at {new} a few weeks ago"},
			{form: "fix", ask: "I've followed the {v} style guide, as usual.",
				core: "that repo is from my {old} days, these days my badge says {new} on it"},
			{form: "paste", core: "I handed in my badge at {old} and work for {new} now, for the blurb"},
			{form: "resend", core: "since leaving {old} I've been working at {new} so different lint rules"},
			{form: "happened", core: "I signed the offer, left {old} and I'm officially at {new} now, onboarding all week"},
			{form: "update", core: "last day at {old} was Friday, so I'm employed at {new} now and everything is new"},
		},
		revert: []rawSeamedStmt{
			{form: "aside", core: "it didn't work out at {old}, so I went back to {new} and honestly it's a relief"},
			{form: "update", core: "I've left {old} after all and I'm working at {new} again, my old team took me back"},
			{form: "fix", ask: "I'll keep using the {v} conventions.",
				core: "wrong conventions, I walked away from {old} and rejoined {new} last month"},
			{form: "paste", core: "the {old} gig ended and I'm back on the payroll at {new}, update the blurb"},
			{form: "happened", core: "done, {old} is behind me and I rejoined {new} for good"},
		},
		reflect: []string{"Got it, I'll follow {v}'s conventions from now on.", "Noted: you're at {v}. I'll keep their lint config in mind."},
		echo:    []string{"Since you're at {v}, should this go through their internal review bot?", "Given you work at {v}, I'll avoid anything that needs a new vendor approval."},
		stale: []rawSeamedStale{
			{ask: "Should I use the {v} internal registry again?", reject: "Not there any more, use the public registry."},
			{ask: "Is this going into the {v} monorepo?", reject: "Stale, I changed jobs months back. Scroll up."},
		},
		misread: []rawSeamedMisread{
			{said: "the old commits in this repo are all from my time at {v}, don't read anything into them", misread: "So you're at {v} now? I'll use their conventions.", deny: "No, read what I said. Those are old commits."},
			{said: "the client for this contract is {v}, they want the report by Friday", misread: "Oh, you work at {v}? Then I'll use their style guide.", deny: "No, they're the client, not my employer."},
		},
		record: []string{"origin  git@github.com:{v}/billing-core.git (fetch)",
			"// Copyright 2022 {v}. All rights reserved.",
			"$ID,{v},enterprise,active",
			"INSERT INTO accounts (id, org_name) VALUES ($ID, '{v}');",
			"registry: npm.pkg.internal/{v}/ui-kit@2.3.1",
			"Author: a.nowak <a.nowak@mail> on behalf of {v}",
			"msgid \"Welcome to {v}\"\nmsgstr \"Bienvenue chez {v}\""},
		ticket: []string{"$WHO from {v} says the export times out above 10k rows",
			"Client {v} wants SSO before renewal",
			"Escalated by {v}: webhook signatures fail after key rotation"},
		own: []string{"Backend engineer at {v}. Opinions my own.",
			"Author: $HANDLE\n\n    Initial commit for {v} payments service",
			"About me: I build data pipelines at {v}."},
		doc: []string{"Job title: Staff Engineer\nCompany: {v}\nSalary: competitive",
			"Candidate CV\nCurrent employer: {v}\nStack: Rust, Postgres",
			"We are delighted to offer you a position at {v}, starting on the first of the month."},
		example: []string{"For example, if you worked at {v}, you'd put the registry token in the CI secrets like this:",
			"Imagine a company like {v} with a hundred services; then a shared config module pays off:"},
		plan: []string{"I might apply to {v} if they open a remote role, not decided", "if I worked at {v} I'd at least get decent CI",
			"a recruiter from {v} keeps pinging me, I haven't answered"},
		goal: []string{"I'm probably joining {v} soon, final round went well", "heads up, I'll likely be starting at {v} next month, waiting on the contract"},
		past: []string{"back when I was at {v} we had this exact bug", "when I still worked for {v} we used Bazel for this"},
		joke: []string{"one more flaky test and I'm applying to {v} as a barista", "if {v} ever open-sources their CI I'll cry"},
		still: []string{
			"From the coding sessions, does {name} still work at {v}?",
			"Going by the assistant chats, is {name} still employed by {v}?",
			"Is {v} still {name}'s employer, per the IDE assistant logs?",
		},
		stillWhen: []string{
			"From the coding sessions, was {name} still working at {v} {when}?",
			"Going by the assistant chats, was {name} still employed by {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"sulphite-free", "sprouted-grain", "allium-free", "spice-free", "vegan", "pescatarian",
				"starch-free", "dairy-free", "low-FODMAP", "bean-free", "flexitarian", "gluten-free"},
			qCurrent: []string{
				"Per {name}'s chats with the coding assistant in the IDE, what diet does the developer keep to these days?",
				"Reading the terminal sessions {name} had with the AI pair programmer, how does the developer currently eat?",
				"{name} pastes stack traces to an AI assistant all day: what diet is that developer on now?",
				"Based on the IDE chat history, what kind of eater is {name} at the moment?",
			},
			qWhen: []string{
				"Per the pair-programming chats, what diet did {name} keep to {when}?",
				"Reading {name}'s IDE assistant history, how did the developer eat {when}?",
				"Going by the code-help chats, what food regime was {name} following {when}?",
			},
			qBefore: []string{
				"Per the pair-programming chats, what diet did {name} keep to until switching to {next}?",
				"Reading {name}'s IDE assistant history, how did the developer eat ahead of going {next}?",
				"Going by the code-help chats, which diet came before {name} went {next}?",
			},
			chatter: []string{
				"Skipped lunch again because of the incident, running on coffee.",
				"The team lunch order is a nightmare to coordinate, nobody reads the thread.",
				"I snack way too much during long debugging sessions.",
				"Ordering food, brb, don't solve it without me.",
			},
			other: []string{
				"$WHO is {v} so the offsite catering is going to be interesting",
				"$WHO went {v} and now reviews every lunch order like a PR",
				"$WHO has been {v} for years and brings the best leftovers",
				"$WHO tried {v} for a month and gave up during crunch",
				"$WHO is strictly {v}, so the team dinner is at their pick",
				"$WHO asked me to add a {v} filter to the canteen app",
			},
			assistant: []string{
				"Since you're {v}, I used that in the meal-plan example.",
				"Summary so far: the filter works, and your profile is set to {v}. (Earlier notes say {cur}.)",
				"I assumed {v} for your test user, based on what you eat.",
				"As a {v} eater, you might want the default filter set to that.",
			},
		},
		state: []rawSeamedStmt{
			{form: "aside", core: "I eat {v} so the default filter in the demo is basically me"},
			{form: "update", core: "for the canteen app demo, my own diet is {v} and has been the whole time we've worked on this"},
			{form: "answer", ask: "Any dietary preference for your own test account?",
				core: "yes, I'm {v}, set my account to that"},
			{form: "answer", ask: "Should your test account stay {v}, like in the old fixture?",
				core: "that fixture is stale, I eat {v} at the moment"},
			{form: "fix", ask: "Your profile says {v}, so I've filtered the menu for that.",
				core: "the profile is wrong, I actually eat {v} these days"},
			{form: "paste", core: "the way I eat now is {v}, for the profile"},
			{form: "resend", core: "I'm {v} now so filter my demo account for that"},
			{form: "aside", core: "ordering {v} again, brb"},
		},
		change: []rawSeamedStmt{
			{form: "aside", core: "I stopped being {old} and I'm eating {new} now, so change my demo account"},
			{form: "update", core: "diet news, I dropped {old} a couple of weeks ago and I eat {new} now"},
			{form: "answer", ask: "Still {v} for your test account?",
				core: "no, I quit {old} a few weeks ago, I'm {new} now"},
			{form: "fix", ask: "I've kept your account on {v}.",
				core: "I'm not {old} any more, please switch me to {new} in the fixture"},
			{form: "paste", core: "I gave up {old} and I eat {new} now, for the blurb"},
			{form: "resend", core: "since dropping {old} I've been eating {new} so update the filter"},
			{form: "happened", core: "I finally did it, no more {old}, I'm fully {new} now"},
			{form: "update", core: "doctor signed off on the change, so bye {old}, I'm eating {new} now"},
		},
		revert: []rawSeamedStmt{
			{form: "aside", core: "couldn't stick with {old}, so I went back to eating {new} and feel better"},
			{form: "update", core: "I've given up on {old} after all and I'm eating {new} again, like before"},
			{form: "fix", ask: "I'll keep your account filtered for {v}.",
				core: "that's over, I quit {old} and I'm back to {new} again"},
			{form: "paste", core: "the {old} experiment is over and I'm eating {new} again, update the blurb"},
			{form: "happened", core: "done, {old} is behind me and I'm back to {new} for good"},
		},
		reflect: []string{"Got it, I'll set your demo account to {v}.", "Noted: you eat {v}. I'll use that for your test user."},
		echo:    []string{"Since you're {v}, want the demo menu to show that first?", "Given you eat {v}, I'll keep your account's filter on it."},
		stale: []rawSeamedStale{
			{ask: "Should your test account stay on {v}?", reject: "Not how I eat now, scroll up."},
			{ask: "Keep the {v} filter for your demo login?", reject: "Stale, I switched diets a while ago."},
		},
		misread: []rawSeamedMisread{
			{said: "user $ID in the bug is {v} and the menu filter hides everything from them", misread: "So you're {v} too? I'll set your account the same.", deny: "No, that's the user in the ticket, not me."},
			{said: "the seed data marks half the test users as {v}, which skews the snapshot", misread: "Oh, you're {v}? I'll add that to your profile.", deny: "No, that's the seed data, not me."},
		},
		record: []string{"$ID,{v},none,2025-11-02",
			"INSERT INTO meals (name, tag) VALUES ('Lentil bake', '{v}');",
			"assert filter_menu(user, diet=\"{v}\") == expected",
			"diet_changed user=$ID new={v} source=app",
			"menu.{v}.count: 14",
			"preferences:\n  diet: {v}\n  notify: true",
			"msgid \"Only {v} dishes\"\nmsgstr \"Nur {v} Gerichte\""},
		ticket: []string{"$WHO is {v} and the menu shows meat dishes anyway",
			"User $ID set {v} and the filter returns nothing",
			"Customer switched to {v} but the recommendation email didn't update"},
		own: []string{"Dietary requirements for the offsite: {v}.",
			"Author: $HANDLE\n\n    Add {v} option, my own use case",
			"About me: {v}, coffee-powered, tabs not spaces."},
		doc: []string{"Catering form\nName: A. Guest\nDiet: {v}",
			"Candidate CV\nHobbies: cooking ({v}), climbing",
			"Welcome pack: your {v} lunch box will be at reception."},
		example: []string{"For example, if you were {v}, the filter call would look like this:",
			"Say the user is {v}; then the query needs a join on the tags table:"},
		plan: []string{"I might try going {v} after the release, we'll see", "if I were {v} this menu app would be useless to me",
			"my doctor mentioned {v} once, not doing it yet"},
		goal: []string{"I'm probably going {v} soon, doctor's orders", "heads up, I'll likely switch to {v} next month, meal plan is booked"},
		past: []string{"back when I was {v} I wrote half this filter for myself", "when I was still {v} the canteen app was my lifeline"},
		joke: []string{"if this query gets any slower I'll go {v} out of spite", "the only {v} thing in this codebase is the test coverage, very lean"},
		still: []string{
			"From the coding sessions, is {name} still {v}?",
			"Going by the assistant chats, does {name} still eat {v}?",
			"Is {name} still on a {v} diet, per the IDE assistant logs?",
		},
		stillWhen: []string{
			"From the coding sessions, was {name} still {v} {when}?",
			"Going by the assistant chats, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Gervase", "Ottavio", "Hermione", "Ambrosine", "Isidora", "Dagobert",
				"Florimond", "Jolanda", "Wenzel", "Ignatz", "Galen", "Anselma"},
			qCurrent: []string{
				"Per {name}'s chats with the coding assistant in the IDE, who is the developer's partner these days?",
				"Reading the terminal sessions {name} had with the AI pair programmer, who is the developer currently seeing?",
				"{name} pastes stack traces to an AI assistant all day: who is that developer with now?",
				"Based on the IDE chat history, whom does {name} share their life with at the moment?",
			},
			qWhen: []string{
				"Per the pair-programming chats, whom did {name} call their significant other {when}?",
				"Reading {name}'s IDE assistant history, whom was the developer dating {when}?",
				"Who did {name} list as their partner {when}, going by the code-help chats?",
			},
			qBefore: []string{
				"Per the pair-programming chats, who was {name} seeing until getting together with {next}?",
				"Reading {name}'s IDE assistant history, who was the developer's partner ahead of {next}?",
				"Going by the code-help chats, whom had {name} been with before {next} came along?",
			},
			chatter: []string{
				"Typing quietly, someone in the house is asleep and this keyboard is loud.",
				"Date night later, so I need this fixed by seven.",
				"Got told off for coding at the dinner table again.",
				"Weekend plans got cancelled so, hello again, flaky test.",
			},
			other: []string{
				"$WHO is marrying {v} in June and wants the whole team there",
				"$WHO brought {v} to the office party and they talked databases all night",
				"$WHO and {v} just had a baby, so they're out for a while",
				"$WHO split up with {v} and is throwing themselves into refactoring",
				"$WHO keeps mentioning {v} in standup, it's sweet",
				"$WHO met {v} at a meetup, of all places",
			},
			assistant: []string{
				"Since your partner is {v}, I used that name in the emergency-contact example.",
				"Summary so far: the form validates, and your test contact is {v}. (Earlier notes say {cur}.)",
				"I assumed {v} as your partner for the fixture, from earlier.",
				"Say hi to {v} for me, assuming you're still together.",
			},
		},
		state: []rawSeamedStmt{
			{form: "aside", core: "my partner {v} is asleep so I'm typing quietly"},
			{form: "update", core: "for the emergency-contact demo, my partner is {v} and has been the whole time we've worked on this"},
			{form: "answer", ask: "Who should be the emergency contact on your own test account?",
				core: "put my partner, I'm with {v} and they won't mind"},
			{form: "answer", ask: "Should your test contact stay {v}, like in the old fixture?",
				core: "that fixture is stale, I'm with {v} at the moment"},
			{form: "fix", ask: "Your profile lists {v} as your partner, so I used that.",
				core: "the profile is wrong, I'm actually with {v} these days"},
			{form: "paste", core: "the person I'm with now is {v}, for the profile"},
			{form: "resend", core: "I'm with {v} now so put them as my test contact"},
			{form: "aside", core: "hold on, my partner {v} says hi from the sofa"},
		},
		change: []rawSeamedStmt{
			{form: "aside", core: "I split up with {old} and I'm with {new} now, so change my emergency contact"},
			{form: "update", core: "personal news, {old} and I broke up and I've been seeing {new} since"},
			{form: "answer", ask: "Still {v} as your contact?",
				core: "nope, {old} moved out ages ago, these days it's {new} and me"},
			{form: "fix", ask: "I've kept {v} as your contact.",
				core: "swap it, {old} is my ex now and my partner is {new} these days"},
			{form: "paste", core: "I broke up with {old} and I'm with {new} now, for the blurb"},
			{form: "resend", core: "since splitting with {old} I've been with {new} so update the contact"},
			{form: "happened", core: "we made it official, no more {old}, I'm with {new} now and we moved in together"},
			{form: "update", core: "had the talk on Friday, so that's it with {old}, I'm with {new} now"},
		},
		revert: []rawSeamedStmt{
			{form: "aside", core: "it didn't work out with {old}, so I got back together with {new} and we're good"},
			{form: "update", core: "I've left {old} after all and I'm with {new} again, like before"},
			{form: "fix", ask: "I'll keep {v} as your contact.",
				core: "that's over, I split from {old} and I'm back with {new} again"},
			{form: "paste", core: "the thing with {old} ended and I'm back together with {new}, update the blurb"},
			{form: "happened", core: "done, {old} is behind me and I'm back with {new} for good"},
		},
		reflect: []string{"Got it, I'll put {v} as your emergency contact.", "Noted: your partner is {v}. I'll update the fixture."},
		echo:    []string{"Since you're with {v}, should the demo contact card use their name?", "Given your partner is {v}, I'll keep them as the test contact."},
		stale: []rawSeamedStale{
			{ask: "Should {v} stay your emergency contact?", reject: "We split, please drop that from the fixture."},
			{ask: "Keep {v} in your test contact card?", reject: "Stale, that relationship ended. Scroll up."},
		},
		misread: []rawSeamedMisread{
			{said: "user $ID in the ticket lists {v} as their spouse and the form rejects the name", misread: "So you're with {v}? I'll put them as your contact.", deny: "No, that's the user in the ticket, not me."},
			{said: "the seed data has {v} as the default partner name in every fixture", misread: "Oh, your partner is {v}? I'll use that.", deny: "No, that's the seed data, not me."},
		},
		record: []string{"emergency_contact:\n  name: {v}\n  relation: spouse",
			"INSERT INTO contacts (user_id, name, relation) VALUES ($ID, '{v}', 'partner');",
			"assert greet(\"{v}\") == \"Hello, {v}!\"",
			"contact_changed user=$ID partner={v}",
			"spouse_name: {v}",
			"recipient: {v} <qa+$ID@example.test>",
			"msgid \"Send a gift to {v}\"\nmsgstr \"Envoyer un cadeau à {v}\""},
		ticket: []string{"$WHO says their partner {v} can't be added as a contact, name validation fails",
			"User $ID's spouse {v} gets the notification emails instead of them",
			"Customer wants to change partner name to {v} and the form 500s"},
		own: []string{"Emergency contact: {v} (partner).",
			"Author: $HANDLE\n\n    Fix typo, thanks {v} for spotting it, love you",
			"About me: living with {v} and a very loud cat."},
		doc: []string{"Wedding RSVP form\nGuest: A. Guest\nPlus one: {v}",
			"Candidate CV\nReferences: {v}, on request",
			"Dear {v}, we are pleased to confirm your spouse's relocation package."},
		example: []string{"For example, if your partner were {v}, the contact card would render like this:",
			"Say the spouse field is {v}; then the validator should accept it:"},
		plan: []string{"I might ask {v} out after the conference, no idea", "if I were with {v} I'd never get any coding done",
			"my friends keep trying to set me up with {v}, not happening"},
		goal: []string{"I'm probably moving in with {v} soon, we're flat hunting", "heads up, things with {v} are getting serious, might be official next month"},
		past: []string{"back when I was with {v} they used to test my apps", "when I was still with {v} I had way less time for side projects"},
		joke: []string{"if this bug survives another week I'll name it {v}", "the only person who understands this regex is {v} from the meetup"},
		still: []string{
			"From the coding sessions, is {name} still with {v}?",
			"Going by the assistant chats, is {v} still {name}'s partner?",
			"Is {name} still in a relationship with {v}, per the IDE assistant logs?",
		},
		stillWhen: []string{
			"From the coding sessions, was {name} still with {v} {when}?",
			"Going by the assistant chats, was {v} still {name}'s partner {when}?",
		},
	},
}
