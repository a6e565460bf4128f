package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The twilled set lives in its own file, as the veiled to tufted sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's chats with an AI job-search and
// career assistant over many months: job-board searches, recruiter emails
// and messages, an application tracker, interview invitations, offer
// letters, salary benchmarks, résumé and cover-letter drafts, mock
// interviews. The candidate (role user, under their first name,
// "candidate" or "user", one convention per conversation) mostly talks
// about other employers and other towns: companies applied to,
// interviewed at, rejected by, offers declined, recruiters' clients,
// roles elsewhere that would need a move; the assistant (role assistant,
// speaker AssistantSpeaker) drafts, searches and coaches; the tools (role
// tool, speakers rawTwilledTools) return postings, emails, messages,
// tracker records, calendar invites, offers, saved profiles, salary
// figures and drafts. What the candidate pastes (an old résumé section, a
// stale profile, a recruiter's message, a posting) comes as quoted lines
// ("> ").
//
// Personal facts come in passing inside job-search talk, in one of seven
// forms (rawTwilledFormNames): an aside inside a request (aside); a
// heads-up at the start of a chat (update); the answer to the assistant's
// question, which names no value or a stale or wrong one (answer); the
// correction of the assistant's assumption, which names the value it gets
// wrong (fix); a line under a pasted old résumé section or profile of the
// candidate's own that names a stale or wrong value (paste; the pasted
// text is no statement); the message sent again after one sent half-typed
// that names no value (resend); or the news that a plan told weeks before
// has happened (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the candidate's own prose: the
// oracle leaves out quoted lines and reads the rest as rawSpoken writes
// it. A gold turn is the candidate's turn in which they state their own
// value as holding at the time of the chat: never a company applied to,
// interviewed at or rejected by, an offer not taken, a posting's town, a
// recruiter's client, never a tool's record (a posting, a tracker row, an
// offer, a saved profile read back), never a résumé line, the
// assistant's drafts, guesses or summaries, never a plan, relocation
// research, hypothetical, role-play or joke, never a partner's, friend's,
// referrer's or interviewer's value. Questions are asked "from the
// job-search chats" and such, also as yes/no "still" questions naming a
// stale or wrong value, expected always the value that held; months are
// asked "in", "during", "around", "at the time of the applications in" or
// "through", and "before X".
func init() {
	var names []string
	for _, p := range rawTwilledPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingTwilled, rawTwilledAttrs(), rawTwilledSmallTalk, rawTwilledReplies,
		[]string{"in ", "during ", "around ", "at the time of the applications in ", "through "},
		names)
}

// rawTwilledTools are the speakers of the job-search tools' turns.
var rawTwilledTools = []string{"jobs.search", "inbox", "messages", "tracker", "calendar", "offers", "profile", "salary", "docs"}

// rawTwilledRecordTools are the tools whose records name employers,
// towns, people and meals.
var rawTwilledRecordTools = []string{"jobs.search", "tracker", "inbox", "calendar", "messages"}

// rawTwilledFormNames are the forms a twilled statement comes in.
var rawTwilledFormNames = []string{"aside", "update", "answer", "fix", "paste", "resend", "happened"}

// rawTwilledPerson is a candidate of the twilled set: name is the first
// name the set gives them, surname their surname, handle their profile
// handle on the job board; form the statement form they reach for most
// (drawn twice as often as any other); tier the job board plan they pay
// for.
type rawTwilledPerson struct {
	name, surname, handle, form, tier string
}

var rawTwilledPeople = []rawTwilledPerson{
	{name: "Ifeanyi", surname: "Okorafor", handle: "ifeanyi-okorafor", form: "aside", tier: "Hireline Premium"},
	{name: "Radovan", surname: "Kostelecky", handle: "rkostelecky", form: "update", tier: "Hireline Basic"},
	{name: "Zenaida", surname: "Quiroga", handle: "zquiroga-pm", form: "answer", tier: "CareerDeck Pro"},
	{name: "Ottorino", surname: "Valsecchi", handle: "ovalsecchi", form: "fix", tier: "Hireline Premium"},
	{name: "Mariangela", surname: "Pezzullo", handle: "mpezzullo-data", form: "paste", tier: "CareerDeck Pro"},
	{name: "Svetozar", surname: "Milosavljevic", handle: "smilosav", form: "resend", tier: "Hireline Basic"},
	{name: "Almudena", surname: "Etxeberria", handle: "aetxeberria", form: "aside", tier: "CareerDeck Pro"},
	{name: "Kolbeinn", surname: "Thrastarson", handle: "kthrastarson", form: "happened", tier: "Hireline Premium"},
	{name: "Tiberiu", surname: "Constantinescu", handle: "tconstantinescu", form: "fix", tier: "Hireline Basic"},
	{name: "Nsikak", surname: "Udofia", handle: "nudofia-eng", form: "update", tier: "CareerDeck Pro"},
	{name: "Berthold", surname: "Wachsmuth", handle: "bwachsmuth", form: "answer", tier: "Hireline Premium"},
	{name: "Gwenaelle", surname: "Kerhervé", handle: "gkerherve", form: "paste", tier: "Hireline Basic"},
}

// rawTwilledPersonOf is the candidate named name.
func rawTwilledPersonOf(name string) *rawTwilledPerson {
	for i := range rawTwilledPeople {
		if rawTwilledPeople[i].name == name {
			return &rawTwilledPeople[i]
		}
	}
	return &rawTwilledPeople[0]
}

// rawTwilledStmt is one statement template (core), its form and what the
// form needs around it: ask is the assistant's question (answer) or
// assumption (fix), naming no value or {v}, a stale or wrong one.
type rawTwilledStmt struct{ form, ask, core string }

// formCore makes rawTwilledStmt a formed statement (rawformed.go).
func (s rawTwilledStmt) formCore() (string, string) { return s.form, s.core }

// rawTwilledMisread is a line of the candidate's naming a value that is
// not theirs, {v} (an employer applied to, a posting's town, a friend's);
// the assistant taking it as the candidate's own (misread); and the
// candidate's denial, naming no value (deny).
type rawTwilledMisread struct{ said, misread, deny string }

// rawTwilledStale is the assistant asking with an earlier value {v} (ask)
// and the candidate putting it right without naming a value (reject).
type rawTwilledStale struct{ ask, reject string }

// rawTwilledForms are the twilled set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and other people's values
// the candidate's prose; the assistant list the assistant's guesses and
// summaries naming {v} while {cur} holds), the statements by kind, and:
// the assistant taking down a value just stated (reflect, {v}), naming
// the value that holds (echo, {v}); questions naming an earlier one
// (stale); misreadings (misread); the candidate's requests naming a value
// that is no value of theirs: a company applied to or interviewed at, a
// posting's town, a recruiter's client, a mock interview's role-play, an
// interviewer's or referrer's value (pursuit); tool records naming
// someone else's value, a posting's or an offer's (record); the profile
// tool saving the candidate's own change (saved, {v}); messages from
// recruiters, referrers, friends and family that the candidate pastes,
// naming their senders' own values (relay, quoted); the candidate's own
// old résumé sections and saved profiles naming a value of theirs no
// longer true (own); postings, offer letters, relocation packages and
// invitations (doc, quoted); the assistant's drafts and examples, cover
// letters among them (example); hypotheticals and plans that never
// happen (plan); plans that a later statement makes come true (goal); the
// candidate's earlier values of the chats' months told as past (past);
// jokes (joke); and the questions naming a stale or wrong value {v}:
// current (still) and historical, with {when} (stillWhen).
type rawTwilledForms struct {
	lists                 rawSetLists
	state, change, revert []rawTwilledStmt
	reflect, echo         []string
	stale                 []rawTwilledStale
	misread               []rawTwilledMisread
	pursuit               []string
	record, saved         []string
	relay, own            []string
	doc, example          []string
	plan, goal, past      []string
	joke                  []string
	still, stillWhen      []string
}

// rawTwilledAttrs are the twilled set's lists per attribute as
// installRawSet takes them.
func rawTwilledAttrs() map[string]rawSetLists {
	return formedLists(rawTwilledByAttr, func(f rawTwilledForms) (rawSetLists, []rawTwilledStmt, []rawTwilledStmt, []rawTwilledStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// twills reports whether g's set is a candidate's chats with a
// job-search assistant (the twilled set).
func (g *rawGen) twills() bool { return g.ph == PhrasingTwilled }

// rawTwilledRun is one candidate's job-search chats being ingested.
type rawTwilledRun struct {
	*rawGen
	f       rawTwilledForms
	p       *rawTwilledPerson
	me      string            // the candidate's label
	used    map[string]bool   // the templates said in this chat
	said    string            // the last statement's core template
	planned bool              // a plan for the next value has been told
	chat    int               // the chat's number
	ref     int               // an application reference number
	asked   int               // the request the assistant answers next, or -1
	people  map[string]string // referrers, friends, relatives and former colleagues and their own values
}

// rawTwilledCompanions are the people around the candidate whose own
// values come up: former colleagues, referrers, references, relatives,
// friends (never a partner: a partner is the partner attribute's value).
var rawTwilledCompanions = []string{"my old manager", "my mentor", "my brother", "my mum", "a former teammate", "the friend who referred me",
	"my reference from two jobs ago", "my flatmate", "someone from my bootcamp cohort", "the other finalist I met at the onsite"}

// jobChats writes a twilled conversation and its questions: the
// candidate's manner is their name's (rawTwilledPersonOf), their label one
// of three conventions; every companion gets a value of the asked
// attribute of their own (none of the candidate's); the candidate's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 80 to 140 days after the previous one or after six
// to ten chats (times the filler scale), whichever is later.
func (g *rawGen) jobChats(vals []string, revert, chatty bool) {
	r := &rawTwilledRun{rawGen: g, f: rawTwilledByAttr[g.a.predicate], p: rawTwilledPersonOf(g.who), people: map[string]string{},
		ref: 100000 + g.rng.IntN(800000), asked: -1}
	switch g.rng.IntN(3) {
	case 0:
		r.me = r.p.name
	case 1:
		r.me = "candidate"
	default:
		r.me = "user"
	}
	others := g.otherValues(vals)
	for _, p := range rawTwilledCompanions {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// user appends a turn of the candidate's.
func (r *rawTwilledRun) user(text string) string {
	id, _ := r.turn(r.me, "user", r.fill(text, ""), time.Duration(1+r.rng.IntN(4))*time.Minute)
	return id
}

// bot appends a turn of the assistant's.
func (r *rawTwilledRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", r.fill(text, ""), time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// tool appends a job-search tool's turn.
func (r *rawTwilledRun) tool(name, text string) {
	r.turn(name, "tool", r.fill(text, ""), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// fresh is a template of tpls not yet said in this chat, if one of three
// tries finds one.
func (r *rawTwilledRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds, $NAME the
// candidate's first name, $SURNAME their surname, $HANDLE their profile
// handle, $TIER their job board plan, $REF an application reference and $ID
// a number.
func (r *rawTwilledRun) fill(tpl, v string) string {
	t := fillOne(tpl, map[string]string{"v": v, "cur": r.cur})
	t = strings.ReplaceAll(t, "$NAME", r.p.name)
	t = strings.ReplaceAll(t, "$SURNAME", strings.ToUpper(r.p.surname))
	t = strings.ReplaceAll(t, "$HANDLE", r.p.handle)
	t = strings.ReplaceAll(t, "$TIER", r.p.tier)
	t = strings.ReplaceAll(t, "$REF", fmt.Sprintf("APP-%d", r.ref))
	return strings.ReplaceAll(t, "$ID", fmt.Sprint(1000+r.rng.IntN(9000)))
}

// request is a request naming no value, not yet made in this
// chat if one of three tries finds one; the assistant's next answer
// answers it.
func (r *rawTwilledRun) request() string {
	q := r.fresh(rawTwilledRequests)
	r.asked = slices.Index(rawTwilledRequests, q)
	return q
}

// answer is the assistant's answer naming no value: the answer to the
// request just made, else a general reply.
func (r *rawTwilledRun) answer() string {
	a := pick(r.rng, rawTwilledAnswers)
	if r.asked >= 0 {
		a = rawTwilledRequestAnswers[r.asked]
		r.asked = -1
	}
	return a
}

// served is a request, one time in three a tool's result naming no value,
// and the assistant's answer.
func (r *rawTwilledRun) served(q string) {
	r.user(q)
	if r.rng.IntN(3) == 0 {
		res := rawTwilledResults[r.rng.IntN(len(rawTwilledResults))]
		r.tool(res[0], res[1])
	}
	r.bot(r.answer())
}

// open starts a chat on r.t's day: one time in two the calendar
// tool's line first.
func (r *rawTwilledRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day.Add(time.Duration(6*60+r.rng.IntN(17*60)) * time.Minute)
	}
	r.session()
	r.chat++
	if r.rng.IntN(4) == 0 {
		r.ref += 1 + r.rng.IntN(4000)
	}
	if r.rng.IntN(2) == 0 {
		r.tool("calendar", fmt.Sprintf(pick(r.rng, rawTwilledHeaders), r.chat, r.p.tier))
	}
}

// close ends the chat: now and then the candidate's sign-off or a tool's
// line.
func (r *rawTwilledRun) close() {
	switch r.rng.IntN(6) {
	case 0, 1:
		r.user(pick(r.rng, rawTwilledSignOffs))
	case 2:
		r.tool("tracker", pick(r.rng, rawTwilledNotes))
	}
}

// smallTalk is talk naming no value and the assistant's reply: a remark,
// or a request with a tool's result.
func (r *rawTwilledRun) smallTalk() {
	switch r.rng.IntN(3) {
	case 0:
		r.user(r.fresh(rawTwilledSmallTalk))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.served(r.request())
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the candidate's own form twice as
// likely; "happened" only after a plan was told), with the turns the form
// needs around it, and returns the statement's turn and its time. A
// statement turn names no value of the asked attribute after its core.
func (r *rawTwilledRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawTwilledStmt
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
		req := r.request()
		if r.rng.IntN(2) == 0 { // a pursuit naming a value not the candidate's
			req = capitalize(r.fill(r.fresh(r.f.pursuit), pick(r.rng, others))) + ". " + req
		}
		id = r.user(req + " " + pick(r.rng, rawTwilledAsideLeads) + " " + core + ". " + pick(r.rng, rawTwilledAsideBacks))
	case "update":
		id = r.user(pick(r.rng, rawTwilledUpdateLeads) + " " + core + ". " + pick(r.rng, rawTwilledUpdateTails))
	case "answer":
		r.served(r.request())
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawTwilledAnswerLeads) + " " + core + ". " + pick(r.rng, rawTwilledAnswerTails))
	case "fix":
		r.user(r.request())
		if r.rng.IntN(2) == 0 { // the stale profile the assistant reads from
			r.tool("profile", r.fill(r.fresh(r.f.own), wrong))
		}
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawTwilledFixLeads) + " " + core + ". " + pick(r.rng, rawTwilledFixTails))
	case "paste":
		own := quote(r.fill(r.fresh(r.f.own), wrong))
		id = r.user(r.fill(pick(r.rng, rawTwilledPasteLeads), "") + "\n" + own + "\n" + pick(r.rng, rawTwilledPasteAfters) + " " + core + ". " +
			pick(r.rng, rawTwilledPasteTails))
	case "resend":
		r.user(pick(r.rng, rawTwilledHalfSent))
		id = r.user(pick(r.rng, rawTwilledResends) + " " + core + ". " + pick(r.rng, rawTwilledUpdateTails))
	default: // happened
		id = r.user(pick(r.rng, rawTwilledHappenedLeads) + " " + core + ". " + pick(r.rng, rawTwilledUpdateTails))
	}
	at := r.t
	r.confirm(vals, i)
	return id, at
}

// confirm answers statement vals[i]: one time in two the assistant
// taking down the value just stated, else a reply naming none; one time
// in three the profile tool saving it; one time in three a guess or
// summary naming the value just stated, the one before it (stale) or a
// wrong one.
func (r *rawTwilledRun) confirm(vals []string, i int) {
	r.asked = -1 // the request in the statement's turn goes unanswered
	if r.rng.IntN(2) == 0 {
		r.bot(r.fill(pick(r.rng, r.f.reflect), vals[i]))
	} else {
		r.bot(pick(r.rng, rawReplies[r.ph]))
	}
	if r.rng.IntN(3) == 0 {
		r.tool("profile", r.fill(pick(r.rng, r.f.saved), vals[i]))
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

// filler adds n chats after statement vals[i], each of one to three
// exchanges, one to six days apart, one time in six two to five weeks (a
// long interview loop, a quiet spell).
func (r *rawTwilledRun) filler(vals []string, i int, chatty bool, n int) {
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
// value; a pursuit naming a value that is not the candidate's (an
// employer applied to, a posting's town, a role-play, an interviewer's);
// a tool's postings or tracker records naming others' values; talk on the
// topic naming no value; the candidate's other attributes; a companion's
// own value; a pasted message naming its sender's value; an old résumé
// section or saved profile of the candidate's own, or old notes in the
// very words of a statement (mirror); a posting, offer letter or
// invitation; the assistant's draft or example; a hypothetical; a plan
// for the next value (once a gap, which the next statement may say has
// happened); an earlier value of the chats' months told as past; a joke;
// the assistant's misreading and the denial; the assistant naming the
// value that holds; its question with an earlier value, put right without
// one; else a wrong guess.
func (r *rawTwilledRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(84); {
	case x < 6:
		r.smallTalk()
	case x < 16:
		r.pursue(others)
	case x < 21:
		r.results(others)
	case x < 24:
		r.user(r.fresh(r.a.chatter[r.ph]))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 28:
		r.background()
	case x < 33:
		r.served(r.aboutCompanion() + " " + r.request())
	case x < 38:
		p := pick(r.rng, rawTwilledCompanions)
		r.user(r.fill(pick(r.rng, rawTwilledForwardLeads), "") + "\n" + quote(capitalize(strings.ReplaceAll(r.fill(r.fresh(f.relay), r.people[p]), "$WHO", p))) +
			"\n" + pick(r.rng, rawTwilledForwardAsks))
		r.bot(r.answer())
	case x < 41:
		r.mirror(others, past)
	case x < 44:
		r.user(pick(r.rng, rawTwilledDocLeads) + "\n" + quote(r.fill(r.fresh(f.doc), pick(r.rng, others))) + "\n" + pick(r.rng, rawTwilledDocAsks))
		r.bot(r.answer())
	case x < 47:
		r.user(r.request())
		r.bot(r.fill(r.fresh(f.example), pick(r.rng, others)))
	case x < 50:
		r.served(capitalize(r.fill(r.fresh(f.plan), pick(r.rng, others))) + ". " + r.request())
	case x < 53 && !r.planned && i+1 < len(vals) && r.cur == vals[i]:
		r.planned = true
		r.served(capitalize(r.fill(r.fresh(f.goal), vals[i+1])) + ". " + r.request())
	case x < 56 && len(past) > 0:
		r.served(capitalize(r.fill(r.fresh(f.past), pick(r.rng, past))) + ". " + r.request())
	case x < 58:
		r.user(capitalize(r.fill(r.fresh(f.joke), pick(r.rng, others))) + " :)")
		r.bot(pick(r.rng, rawTwilledJokeReplies))
	case x < 62:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.user(capitalize(r.fill(m.said, v)) + ".")
		r.bot(r.fill(m.misread, v))
		r.user(capitalize(m.deny))
	case x < 66 && r.cur != "":
		r.user(r.fresh(rawTwilledSmallTalk))
		r.bot(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 71 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.bot(r.fill(s.ask, pick(r.rng, past)))
		r.user(capitalize(s.reject))
	case x < 75:
		r.served(r.request())
		r.user(pick(r.rng, rawTwilledFollowUps))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.wrongGuess(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongGuess(others)
	}
}

// pursue is a request naming a value that is not the candidate's (an
// employer applied to, a posting's town, a role-play, an interviewer's or
// referrer's), one time in two with a tool's record naming it too, and
// the assistant's answer.
func (r *rawTwilledRun) pursue(others []string) {
	v := pick(r.rng, others)
	r.user(capitalize(r.fill(r.fresh(r.f.pursuit), v)) + ".")
	if r.rng.IntN(2) == 0 {
		r.tool(pick(r.rng, rawTwilledRecordTools), r.fill(r.fresh(r.f.record), v))
	}
	r.bot(pick(r.rng, rawTwilledPursuitAnswers))
}

// results is a tool's postings or tracker records, two to four lines
// naming others' values (of the asked attribute or another), after a
// request, and the assistant's answer.
func (r *rawTwilledRun) results(others []string) {
	var lines []string
	for range 2 + r.rng.IntN(3) {
		if r.rng.IntN(3) == 0 {
			a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
			lines = append(lines, r.fill(pick(r.rng, rawTwilledByAttr[a].record), pick(r.rng, rawAttrs[a].valuesIn(r.ph))))
			continue
		}
		lines = append(lines, r.fill(r.fresh(r.f.record), pick(r.rng, others)))
	}
	r.user(r.fresh(rawTwilledResultLeads))
	r.tool(pick(r.rng, rawTwilledRecordTools), strings.Join(lines, "\n"))
	r.bot(pick(r.rng, rawTwilledResultAnswers))
}

// aboutCompanion is a line of the candidate's about a companion and that
// person's own value of the asked attribute.
func (r *rawTwilledRun) aboutCompanion() string {
	p := pick(r.rng, rawTwilledCompanions)
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1)) + "."
}

// mirror is an old text of the candidate's own: one time in two, where
// they had an earlier value in the chats' months, the profile tool
// reading back a saved profile naming it, or the candidate pasting an old
// résumé section naming it; else old notes in the very words of a
// statement told in passing, with a value no longer true, quoted; and
// the candidate's words on it naming none.
func (r *rawTwilledRun) mirror(others, past []string) {
	if len(past) > 0 && r.rng.IntN(2) == 0 {
		own := r.fill(r.fresh(r.f.own), pick(r.rng, past))
		if r.rng.IntN(2) == 0 {
			r.user(r.request())
			r.tool("profile", own)
			r.user(pick(r.rng, rawTwilledMirrorAfters))
		} else {
			r.user(r.fill(pick(r.rng, rawTwilledPasteLeads), "") + "\n" + quote(own) + "\n" + pick(r.rng, rawTwilledMirrorAfters))
		}
		r.bot(r.answer())
		return
	}
	var sts []rawTwilledStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "aside" || st.form == "update" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.user(r.fill(pick(r.rng, rawTwilledMirrorLeads), "") + "\n" + quote(capitalize(core)+".") + "\n" + pick(r.rng, rawTwilledMirrorAfters))
	r.bot(r.answer())
}

// wrongGuess is the assistant's guess or summary naming another value,
// one time in two followed by the candidate's reply that it is wrong,
// naming none.
func (r *rawTwilledRun) wrongGuess(others []string) {
	r.bot(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.user(r.fresh(rawTwilledGuessReplies))
	}
}

// background is a turn of the candidate's stating one of their other
// attributes (its value holds all through) in the words of its aside or
// update form; else a request naming no value.
func (r *rawTwilledRun) background() {
	var sts []rawTwilledStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawTwilledByAttr[a].state {
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
	r.served(capitalize(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})) + ". " + r.request())
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawTwilledRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The candidate's lines naming no value: requests, the words around a
// statement in each form, and the words around what they paste.
var (
	rawTwilledRequests = []string{
		"Can you tighten the bullet points under my most recent role, they read like a job description?",
		"What should I say when they ask for my salary expectations on the first call?",
		"Pull up anything new on the board for senior analyst roles posted this week.",
		"How long should I wait before chasing a recruiter who went quiet after the screen?",
		"Give me three questions to ask at the end of a panel interview that don't sound rehearsed.",
		"Can you shorten my cover letter to something that fits in a form field?",
		"Is it worth taking a take-home test that looks like eight hours of unpaid work?",
		"Help me answer the 'tell me about a conflict' question without trashing anyone.",
		"What does the tracker say is still waiting on a reply from them?",
		"Can you turn my portfolio notes into a one-page summary for the hiring manager?",
		"Should I list the short contract from two years ago or leave it off?",
		"Put the second-round interview on Thursday into my calendar with a prep reminder.",
	}
	rawTwilledRequestAnswers = []string{
		"I rewrote them as outcomes: each bullet now starts with a verb and ends with a number you can defend in the interview.",
		"Give a range anchored on the benchmark for the level, and say you're flexible depending on the whole package.",
		"Fourteen new senior analyst postings this week; five are remote-friendly and two close their applications on Friday.",
		"A week after the promised date is fair; a short, friendly nudge with one new detail works better than 'just checking in'.",
		"Ask what the first ninety days look like, what made the last person in the role succeed, and what the team is debating right now.",
		"Here's a 600-character version that keeps the opening line and the one result that matters most.",
		"If it's genuinely eight hours, ask whether a shorter scope is acceptable; many teams say yes and it tells you a lot about them.",
		"Pick a disagreement about priorities, not people, and spend most of the answer on what you changed afterwards.",
		"Three applications are waiting on a reply, one for more than three weeks; I've flagged that one for a follow-up.",
		"Done: one page, three projects, each with the problem, your part and the result, plus a link to the full portfolio.",
		"Keep it if it fills a gap or shows a skill they ask for; otherwise a single line under 'other experience' is enough.",
		"Added for Thursday at 10:00 with a reminder the evening before and your prep notes attached.",
	}
	rawTwilledAnswers = []string{
		"I've saved that search and I'll flag anything new that matches it.",
		"The tracker is up to date; nothing is overdue this week.",
		"I can draft a first version tonight and you can tear it apart tomorrow.",
		"There's a similar role with a later deadline, if you'd rather not rush this one.",
		"The application doesn't close until the end of the month, so there's time.",
		"I'll add it to the tracker and remind you before the deadline.",
	}
	rawTwilledResults = [][2]string{
		{"jobs.search", "23 results · 9 remote · 6 posted in the last 48h · 4 with salary shown"},
		{"tracker", "Application $REF · submitted · awaiting response · day 12"},
		{"calendar", "Invite: screening call · 30 min · video link attached · accepted"},
		{"inbox", "3 unread · 1 automated rejection · 2 recruiter outreach"},
		{"docs", "Cover letter v4 saved · 312 words · last edited just now"},
		{"salary", "Benchmark: senior analyst · median 58,400 · range 49,000 to 71,000"},
		{"tracker", "Pipeline: 7 applied · 3 screening · 1 final round · 2 closed"},
		{"messages", "New connection request · 1 message from a talent partner"},
		{"offers", "No open offers · 1 offer expired last month"},
	}
	rawTwilledPursuitAnswers = []string{
		"Got it. I've added that to the tracker with a reminder.",
		"Here's a first draft; the opening line is the one I'd keep no matter what.",
		"That's doable. Want the short version or the one with examples?",
		"Okay. I'd spend most of the prep time on the second question they're likely to ask.",
	}
	rawTwilledResultAnswers = []string{
		"That's everything the board returned for those filters; tell me which ones to shortlist.",
		"I've starred the two that fit your timeline. The others close too soon or need more years.",
		"None of those clash with the interviews already in your calendar.",
		"The first line is the application itself; the rest are records the tool pulled in around it.",
	}
	rawTwilledAsideLeads    = []string{"Also, for context on me:", "Quick aside so the search makes sense:", "btw, not that it matters for this letter:", "fwiw, before you shortlist anything:"}
	rawTwilledAsideBacks    = []string{"Anyway, the cover letter.", "Ok, back to the shortlist.", "That's it, carry on with the draft.", "Now, what's my best opening line?"}
	rawTwilledUpdateLeads   = []string{"Before we touch the applications today, an update:", "Housekeeping first:", "One thing before the mock interview:", "Morning! Update so your drafts come out right:"}
	rawTwilledUpdateTails   = []string{"Now, the follow-up emails.", "Ok, on to the shortlist.", "Right, let's prep for Thursday.", "Anyway, here's what came in from the recruiters."}
	rawTwilledAnswerLeads   = []string{"Good question, so:", "To answer you:", "Right, for your notes:", "You had no way of knowing, but:"}
	rawTwilledAnswerTails   = []string{"Does that change the draft?", "Adjust whatever depends on it.", "Carry on from there.", "Is that enough for the form?"}
	rawTwilledFixLeads      = []string{"No, that's out of date:", "Wrong assumption, sorry:", "Stop there, that's not right:", "Correction before you send anything:"}
	rawTwilledFixTails      = []string{"Redo the draft with that.", "The rest of the letter is fine.", "That profile is old, ignore it.", "Please stop going by the old résumé."}
	rawTwilledPasteLeads    = []string{"Found an old version of my résumé:", "This is what my $TIER profile still says:", "Here's the header from the CV I sent last year, $HANDLE on it:", "Copied from my old profile on the board:"}
	rawTwilledPasteAfters   = []string{"That's stale, to be clear:", "Ignore that, it's out of date:", "None of that holds any more:", "Old version, so for the record:"}
	rawTwilledPasteTails    = []string{"Can you update the profile to match?", "Fix the résumé header accordingly.", "Change it on every version.", "Just so the next application is right."}
	rawTwilledHalfSent      = []string{"wait, before you send that, about me, I'm", "one detail for my profile first, I", "so the thing is, at the moment I", "hold on before the form goes in, my"}
	rawTwilledResends       = []string{"Sorry, sent too early. Properly:", "Oops, half a message went out. Again:", "Ugh, thumb slipped. What I meant:", "That got cut off. Full version:"}
	rawTwilledHappenedLeads = []string{"Remember I said it might happen? It did:", "So the thing I mentioned a few weeks back went through:", "Update on the plan from last month, it's done:", "It finally happened, the thing I told you about:"}
	rawTwilledGuessReplies  = []string{"No, that's not me, you're reading a posting again.", "Where is that coming from? Please don't invent facts about me.", "Wrong, but it doesn't matter for this letter.", "You're going by an old résumé, ignore it."}
	rawTwilledForwardLeads  = []string{"Pasting a message I got, thoughts?", "Got this about application $REF:", "Here's what they sent me:", "This came in overnight:"}
	rawTwilledForwardAsks   = []string{"How should I reply?", "Does that change anything for me?", "Can you draft a short answer?", "Is that a good sign or not?"}
	rawTwilledDocLeads      = []string{"Looking at this one, what do you make of it?", "The recruiter sent this over, worth a look?", "A friend forwarded this posting, thoughts?", "This was attached to the interview invite:"}
	rawTwilledDocAsks       = []string{"Is it worth applying?", "What would you ask them first?", "Anything I should check before I reply?", "Can you add the deadline to the tracker?"}
	rawTwilledResultLeads   = []string{"Show me the tracker with everything in it.", "Run that search again, please.", "What did the board return?", "Pull up the whole pipeline, all stages."}
	rawTwilledMirrorLeads   = []string{"Found this in an old drafts folder, lol:", "An intro message to a recruiter I never sent:", "This was in a note on my old laptop:"}
	rawTwilledMirrorAfters  = []string{"None of that has been true for ages.", "Wild how much has changed since. Moving on.", "That's years out of date, leave it alone."}
	rawTwilledJokeReplies   = []string{"Noted, I'll leave that one out of the cover letter.", "Ha. Back to the applications?"}
	rawTwilledFollowUps     = []string{"Perfect, that's sent then.", "Great, the confirmation email came through.", "Hmm, the portal still shows the old status.", "Ok that worked. Why was the form so fussy?"}
	rawTwilledSignOffs      = []string{"Ok, that's enough job hunting for today.", "Done for now, thanks.", "Submitted, bye!", "Good enough, I'll send it tomorrow."}
)

// The job-search tools' own lines.
var (
	rawTwilledHeaders = []string{"[career chat %d · %s · tracker synced]", "--- job search session %d, plan %s ---", "[chat %d opened · %s · 0 pending reminders]"}
	rawTwilledNotes   = []string{"[tracker saved]", "[reminder set: follow up in 5 days]", "[application portal session expired]", "[attachment: CV_final_v7.pdf]"}
)

// rawTwilledSmallTalk are the candidate's lines naming no value.
var rawTwilledSmallTalk = []string{
	"Four rejections before lunch, a personal best.",
	"The applicant portal made me retype my whole CV into boxes again.",
	"Job hunting is a part-time job that pays nothing, change my mind.",
	"Another 'we'll keep your details on file', I'm collecting them now.",
	"My webcam froze mid-answer yesterday and I just kept talking to a still frame.",
	"Next call in ten minutes, so short answers please.",
}

// rawTwilledReplies are the assistant's replies naming no value.
var rawTwilledReplies = []string{
	"Fair enough. Shall I run the saved searches again meanwhile?",
	"Makes sense. Paste the posting whenever it suits you.",
	"Right, I'll watch the tracker and nudge you if anything moves.",
	"Sure. Ping me when you're ready to rehearse.",
	"Thanks, that helps. Fingers crossed for this round.",
}

// The twilled set's own lists per attribute. The candidate's prose is
// ordinary typed English; a statement neither starts nor ends with a
// placeholder and holds no line break, so the oracle reads the value
// whole; $WHO in an other or relay line is a companion.
var rawTwilledByAttr = map[string]rawTwilledForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Sundsvall", "Drammen", "Svendborg", "Roskilde", "Herning", "Umea",
				"Lulea", "Jyvaskyla", "Maastricht", "Delft", "Tarbes", "Vannes"},
			qCurrent: []string{
				"According to the career-coach chat logs, what town is {name} living in these days?",
				"{name} has been job hunting with an AI assistant: which town would a hybrid office have to be near for them now?",
				"Which town does the candidate {name} call home at the moment, going by the job-hunt conversations?",
				"In the résumé and application chats, where does {name} live currently?",
			},
			qWhen: []string{
				"According to the career-coach chat logs, which town was {name} living in {when}?",
				"Going by the job-hunt conversations, where was the candidate {name} based {when}?",
				"What town would {name}'s résumé have given as home {when}, per the job-search assistant chats?",
			},
			qBefore: []string{
				"According to the career-coach chat logs, where did {name} live until moving to {next}?",
				"Going by the job-hunt conversations, which town was {name}'s home before {next}?",
				"Before settling in {next}, what town had the candidate {name} been living in, per the application chats?",
			},
			chatter: []string{
				"Commuting five days a week again would honestly end me, the trains round here are hopeless.",
				"Every 'hybrid' posting turns out to mean four days in the office, it's a scam.",
				"The broadband at home dropped during a video interview, so that was fun.",
				"I keep filtering by commute time and the list shrinks to nothing.",
			},
			other: []string{
				"$WHO just moved to {v} and says the job market there is wild",
				"$WHO lives in {v} and offered me their sofa if I get the onsite",
				"$WHO accepted a transfer to {v} and won't stop talking about the rents there",
				"$WHO grew up in {v} and swears nobody ever leaves",
				"$WHO commutes from {v} every day and says hybrid saved their sanity",
				"$WHO relocated to {v} for a promotion and regrets it already",
			},
			assistant: []string{
				"Since you're in {v}, I filtered the search to roles within an hour of there.",
				"Profile summary: senior analyst, open to hybrid, location {v}, notice period one month. (Earlier notes say {cur}.)",
				"I assumed {v} as your location, going by your last application.",
				"For someone living in {v}, the hybrid role with two office days is the realistic one.",
			},
		},
		state: []rawTwilledStmt{
			{form: "aside", core: "I'm in {v}, so hybrid works if the office is close"},
			{form: "update", core: "for every application, put my location down as {v}, that's where I've lived all along"},
			{form: "answer", ask: "What location should I put on the application form?",
				core: "home is {v}, the town on my address is right"},
			{form: "answer", ask: "Should I list {v} as your location, like on the older applications?",
				core: "those applications are from before, the town I actually live in is {v} at the moment"},
			{form: "fix", ask: "Your profile says {v}, so I filtered roles near there.",
				core: "that profile is wrong, I live in {v} and the commute filter should start from there"},
			{form: "paste", core: "where I live these days is {v}, so the résumé header has to say that"},
			{form: "resend", core: "I'm living in {v} now so the search radius starts there"},
			{form: "aside", core: "remote only, I'm not leaving {v} for any job"},
		},
		change: []rawTwilledStmt{
			{form: "aside", core: "we've just left {old} and moved to {new}, update my location on the résumé"},
			{form: "update", core: "moving news, {old} is behind us and we've got the keys in {new}, so the commute filter changes"},
			{form: "answer", ask: "Still searching around {v} like before?",
				core: "no, that was before the move, {old} is where I used to live and the search should start from {new} today"},
			{form: "fix", ask: "I've set the search radius around {v}, where you live.",
				core: "I don't live in {old} any more, please centre the radius on my new place in {new} instead"},
			{form: "paste", core: "the lease in {old} ended and my address is in {new} now, correct the header"},
			{form: "resend", core: "ever since the move from {old} my address has been {new}, so the location field needs changing"},
			{form: "happened", core: "the move is done, no more {old}, we live in {new} now and I'm surrounded by boxes"},
			{form: "update", core: "the van came on Saturday, so bye {old}, my home is {new} now and the profile should say it"},
		},
		revert: []rawTwilledStmt{
			{form: "aside", core: "the {old} experiment didn't work, we've gone back to {new} and the commute filter can go back to how it was"},
			{form: "update", core: "a year in {old} was plenty, the van took us back to {new} last weekend"},
			{form: "fix", ask: "I'll keep searching around {v}.",
				core: "scrap that radius, we gave up on {old} after one winter and live in {new} again"},
			{form: "paste", core: "that header is from our stint in {old}, since then we've returned to {new} for good, change it"},
			{form: "happened", core: "we did it, the {old} flat is emptied and we're settled back in {new} where we started"},
		},
		reflect: []string{"Got it, I'll search around {v} from now on.", "Noted: you live in {v}. I'll update the résumé header."},
		echo:    []string{"Since you're in {v}, want me to skip anything that needs more than two office days?", "Given you live in {v}, the early panel slot means a 6am start. Still okay?"},
		stale: []rawTwilledStale{
			{ask: "Should I keep {v} as the location on your applications?", reject: "Wrong town, I moved, it's in the earlier chat."},
			{ask: "Search within an hour of {v} again?", reject: "That town is behind me now, I moved."},
		},
		misread: []rawTwilledMisread{
			{said: "the role is based in {v} and they want someone on-site three days a week", misread: "So you're in {v}? I'll set that as your location.", deny: "No, that's where the job is, not where I live."},
			{said: "my friend from {v} sent me the link to that posting", misread: "Oh, you live in {v}? I'll update your profile.", deny: "No, that's where my friend lives, not me."},
		},
		pursuit: []string{"the posting says the role is in {v}, would need to relocate, so weigh up whether it's worth applying",
			"look up a fair salary for a senior analyst in {v}, roughly",
			"the final round is at their {v} office next Thursday, help me plan the day",
			"find me anything remote-friendly that's registered out of {v}",
			"pretend you're the hiring manager for the {v} office and grill me on why I want to move",
			"can you compare living costs in {v} against the offer they floated, just curious"},
		record: []string{"Senior Analyst · Hybrid · {v} (3 days on-site) · posted 2 days ago",
			"Relocation required: {v} · support package up to 8,000",
			"Salary benchmark, {v}: median 61,500 · 25th percentile 54,000",
			"Interview location: {v} office, 4th floor, ask at reception",
			"Candidate 2 · location on file: {v}",
			"Invite: onsite interview · {v} · travel reimbursed",
			"Posting closed · Operations Lead · {v}"},
		saved: []string{"Profile updated · location: {v}", "Résumé header updated · {v} · open to hybrid"},
		relay: []string{"From $WHO: I moved to {v} last month, happy to be a reference from there",
			"From $WHO: we've just settled in {v}, and the team here is hiring if you're interested",
			"$WHO says they're driving in from {v} for the meetup, save me a seat"},
		own: []string{"Location: {v} · open to hybrid · $TIER",
			"$SURNAME, $NAME · {v} · $HANDLE",
			"Address on the old CV: 12 Station Road, {v}"},
		doc: []string{"Posting: Operations Lead, {v} · relocation support offered",
			"Offer letter extract: your normal place of work will be our {v} site",
			"Relocation guide: ten reasons professionals are moving to {v}"},
		example: []string{"If you were based in {v}, the hybrid team would be a half-hour commute.",
			"For example, a relocation to {v} usually comes with a settling-in allowance."},
		plan: []string{"if I take the fintech offer we'd probably move to {v}, but I doubt I will", "if I lived in {v} I could walk to half these offices",
			"we keep talking about a fresh start in {v}, nothing decided"},
		goal: []string{"we're probably moving to {v} once my notice period ends, the flat is nearly sorted", "heads up, I'll likely be living in {v} soon, we found a place"},
		past: []string{"back when I lived in {v} the commute was twenty minutes door to door", "when I was still in {v} every recruiter wanted me on-site"},
		joke: []string{"I've applied to so many roles in {v} they should give me a parking permit", "the {v} office has rejected me more times than my driving test examiner"},
		still: []string{
			"According to the career-coach chat logs, is {name} still living in {v}?",
			"Does the candidate {name} still live in {v}, going by the job-hunt conversations?",
			"Per the application chats, is {v} still home for {name}?",
		},
		stillWhen: []string{
			"According to the career-coach chat logs, was {name} still living in {v} {when}?",
			"Going by the job-hunt conversations, was the candidate {name} still based in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Kelderwick Systems", "Ashbury Lane Bank", "Torrance Medical", "Pellingham Logistics", "Larchfield Robotics", "Sedgemoor Energy",
				"Whinfell Software", "Corvidae Games", "Tamsworth Foods", "Hazelrigg Consulting", "Mirefield Aerospace", "Oldcastle Insurance"},
			qCurrent: []string{
				"According to the career-coach chat logs, who is {name}'s employer these days?",
				"{name} has been job hunting with an AI assistant: which company pays the candidate's salary now?",
				"Which company does {name} currently work for, going by the job-hunt conversations?",
				"In the résumé and application chats, where is {name} employed at the moment?",
			},
			qWhen: []string{
				"According to the career-coach chat logs, which firm had {name} on staff {when}?",
				"Going by the job-hunt conversations, who was the candidate {name} working for {when}?",
				"Whose payroll was {name} on {when}, per the job-search assistant chats?",
			},
			qBefore: []string{
				"According to the career-coach chat logs, where did {name} work until joining {next}?",
				"Going by the job-hunt conversations, which company employed {name} before {next}?",
				"Before starting at {next}, which employer had the candidate {name} been with, per the application chats?",
			},
			chatter: []string{
				"My current manager definitely noticed the three 'dentist appointments' this month.",
				"Interviewing while holding down a full-time job is exhausting, I'm running on coffee.",
				"Our team all-hands was about 'efficiency' again, which never means anything good.",
				"Updating my profile without my colleagues noticing feels like a heist.",
			},
			other: []string{
				"$WHO just started at {v} and says they're hiring in my area",
				"$WHO has been at {v} for years and offered to refer me",
				"$WHO left for {v} and got a thirty percent raise, the lucky thing",
				"$WHO consults for {v} and wants to grab coffee about the team there",
				"$WHO interviewed at {v} last spring and warned me about the take-home",
				"$WHO's wife just took a job at {v} and loves it",
			},
			assistant: []string{
				"Since you work at {v}, I left your current employer off the outreach list.",
				"Profile summary: senior analyst at {v}, open to new roles, notice period one month. (Earlier notes say {cur}.)",
				"I assumed {v} is your current employer, going by the last résumé you uploaded.",
				"For someone still employed at {v}, a confidential search is the safer setting.",
			},
		},
		state: []rawTwilledStmt{
			{form: "aside", core: "I'm still at {v} until the 30th, so interviews have to be after six"},
			{form: "update", core: "for the record, my current employer is {v} and has been the whole time we've been chatting"},
			{form: "answer", ask: "Are you employed right now, or between roles?",
				core: "employed, I work at {v} and they don't know I'm looking"},
			{form: "answer", ask: "Should I put {v} as your current employer like on the older applications?",
				core: "those forms are from another job, the company that pays me now is {v}, so use that"},
			{form: "fix", ask: "Your profile says {v}, so I hid your profile from their recruiters.",
				core: "that profile is wrong, I actually work for {v} and it's their recruiters you should hide me from"},
			{form: "paste", core: "the company I work for these days is {v}, so the top line of the résumé is wrong"},
			{form: "resend", core: "I'm at {v} now so my notice period is their four weeks"},
			{form: "aside", core: "the reference from my manager at {v}, where I work, will take a while"},
		},
		change: []rawTwilledStmt{
			{form: "aside", core: "the layoffs at {old} got me and {new} has just taken me on, so update the headline"},
			{form: "update", core: "job news, I handed in my notice at {old} and started at {new} on Monday, so pause the search"},
			{form: "answer", ask: "Still at {v} for now?",
				core: "no, I said goodbye to {old} and my new badge says {new}, so they're the current employer"},
			{form: "fix", ask: "I've listed {v} as your current employer, as usual.",
				core: "you're looking at the {old} version, the job I hold now is with {new} and that goes first on the résumé"},
			{form: "paste", core: "I left {old} and I work for {new} now, change the current role on the profile"},
			{form: "resend", core: "since leaving {old} I've been at {new} so the experience section needs a new top entry"},
			{form: "happened", core: "the contract got signed, {old} is finished and my first week at {new} is done"},
			{form: "update", core: "I cleared my desk at {old} on Friday and {new} sent my badge, they're my employer now"},
		},
		revert: []rawTwilledStmt{
			{form: "aside", core: "leaving for {old} was a mistake, so I asked to come back and {new} said yes, I'm back on their payroll"},
			{form: "update", core: "my old team missed me as much as I missed them, so goodbye {old} and hello again {new} as of this week"},
			{form: "fix", ask: "I'll keep {v} as your current employer.",
				core: "not right, I've just left {old} and rejoined {new}, where I was before"},
			{form: "paste", core: "that entry is from the {old} stint and my payslip comes from {new} again, fix the top line"},
			{form: "happened", core: "the {old} laptop is boxed up and couriered back, and {new} has officially rehired me"},
		},
		reflect: []string{"Got it, {v} goes at the top of the experience section.", "Noted: you're at {v}. I'll keep the search confidential from them."},
		echo:    []string{"Since you're at {v}, should I avoid anything that needs their reference this early?", "Given you work for {v}, the four-week notice fits their start date."},
		stale: []rawTwilledStale{
			{ask: "Should I list {v} as your current role again?", reject: "Not there any more, I told you I moved on."},
			{ask: "Is {v} still the employer to hide your profile from?", reject: "That's my old job, it doesn't matter now."},
		},
		misread: []rawTwilledMisread{
			{said: "the recruiter says her client {v} wants to move fast on my application", misread: "So you work at {v}? I'll update your headline.", deny: "No, they're the recruiter's client, not my employer."},
			{said: "I had a second-round interview at {v} yesterday and it went fine", misread: "Oh, you're with {v}? I'll put them as current employer.", deny: "No, I interviewed there, I don't work there."},
		},
		pursuit: []string{"draft a cover letter for the analyst role at {v}, they want it by Friday",
			"I got rejected by {v} this morning, help me write a gracious reply",
			"pretend you're the {v} hiring manager and grill me on stakeholder management",
			"the recruiter's client is {v}, tell me what you know about their culture",
			"help me decide whether to decline the {v} offer politely or negotiate first",
			"find out what the interview loop at {v} usually looks like"},
		record: []string{"Application #$ID · {v} · Data Engineer · status: rejected",
			"Interview: {v} · panel round · Tuesday 10:00 · video",
			"Offer: {v} · base 72,000 · expires in 7 days",
			"Recruiter note: client is {v}, role confidential",
			"Referral: submitted by an employee of {v} · pending review",
			"Candidate 2 · current employer: {v}",
			"Posting: Product Owner at {v} · hybrid · closes Friday"},
		saved: []string{"Profile updated · current employer: {v}", "Résumé headline updated: currently at {v}"},
		relay: []string{"From $WHO: I'm at {v} now and we're hiring, want a referral?",
			"From $WHO: {v} just approved my transfer, so I can't be your reference until next month",
			"$WHO wrote that {v} is freezing hiring, so the intro is off for now"},
		own: []string{"Experience: {v} · Senior Analyst · 2021 to present",
			"Headline: $NAME $SURNAME · currently at {v}",
			"$TIER profile · current employer: {v}"},
		doc: []string{"Offer letter: {v} is pleased to offer you the role of Senior Analyst",
			"Posting: {v} is hiring a Product Owner, hybrid, two office days",
			"Invitation: {v} invites you to a final-round interview"},
		example: []string{"Draft opening: 'Dear hiring team, I am thrilled to apply to {v}, whose work I have followed for years.'",
			"For example, people moving to {v} often negotiate a signing bonus instead of base pay."},
		plan: []string{"if {v} came back with a better number I might actually take it, but I doubt they will", "a recruiter from {v} keeps messaging me, I haven't replied",
			"I might apply to {v} if they ever post something senior"},
		goal: []string{"I'm probably accepting the {v} offer, just waiting on the paperwork", "heads up, I'll likely be starting at {v} next month, the contract is being drawn up"},
		past: []string{"back when I was at {v} they never did performance reviews", "when I still worked for {v} I didn't even have a LinkedIn photo"},
		joke: []string{"I basically live on the {v} careers page at this point", "if {v} rejects me a third time I'm framing the email"},
		still: []string{
			"According to the career-coach chat logs, is {name} still employed at {v}?",
			"Does the candidate {name} still work for {v}, going by the job-hunt conversations?",
			"Per the application chats, is {v} still the company {name} works for?",
		},
		stillWhen: []string{
			"According to the career-coach chat logs, was {name} still employed at {v} {when}?",
			"Going by the job-hunt conversations, was the candidate {name} still working for {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"vegetarian", "vegan", "pescatarian", "halal", "peach-free", "banana-free",
				"cherry-free", "olive-free", "ginger-free", "pineapple-free", "melon-free", "carrot-free"},
			qCurrent: []string{
				"According to the career-coach chat logs, what diet does {name} follow these days?",
				"{name} has been job hunting with an AI assistant: what should an onsite lunch cater for if it's the candidate's?",
				"How does the candidate {name} eat at the moment, going by the job-hunt conversations?",
				"In the résumé and application chats, what is {name}'s current diet?",
			},
			qWhen: []string{
				"According to the career-coach chat logs, what diet was {name} on {when}?",
				"Going by the job-hunt conversations, how was the candidate {name} eating {when}?",
				"What would an interview lunch have had to suit for {name} {when}, per the job-search assistant chats?",
			},
			qBefore: []string{
				"According to the career-coach chat logs, how did {name} eat until going {next}?",
				"Going by the job-hunt conversations, which diet did {name} keep before {next}?",
				"Before switching to {next}, what had the candidate {name} been eating, per the application chats?",
			},
			chatter: []string{
				"Lunch interviews are the worst, you can't chew and answer at the same time.",
				"I ate a granola bar in the car park before the panel and called it lunch.",
				"Why do all these startups brag about free snacks like it's a pension?",
				"I never know whether to order anything at a coffee-chat interview.",
			},
			other: []string{
				"$WHO is {v}, so the farewell dinner needs somewhere that works for that",
				"$WHO went {v} this year and keeps sending me recipes",
				"$WHO has kept to a {v} diet since university and packs a lunchbox for every assessment day",
				"$WHO tried {v} eating during a bootcamp and lasted a week",
				"$WHO is strictly {v}, so the team lunch at their new job was a disaster",
				"$WHO asked whether the offsite caters {v}",
			},
			assistant: []string{
				"Since you're {v}, I mentioned it to the coordinator for the onsite lunch.",
				"Onsite checklist: portfolio printed, questions ready, lunch request {v}. (Earlier notes say {cur}.)",
				"Your last onsite form said {v}, so I reused it for this one.",
				"For a {v} candidate, the second restaurant on the list has more choice for the dinner with the VP.",
			},
		},
		state: []rawTwilledStmt{
			{form: "aside", core: "the onsite includes a team lunch and I'm {v}, do I mention it"},
			{form: "update", core: "for any lunch interview, I eat {v} and have done since we started these chats"},
			{form: "answer", ask: "Anything I should tell the coordinator about lunch on the onsite day?",
				core: "yes, I'm {v}, so the catering has to fit that"},
			{form: "answer", ask: "Should I repeat the {v} request from your last onsite form?",
				core: "the old form is out of date, the lunch should suit someone {v} like me"},
			{form: "fix", ask: "Your profile says {v}, so I put that on the lunch form.",
				core: "whoever filled that in got it wrong, I keep a {v} diet, so the lunch form needs fixing"},
			{form: "paste", core: "how I eat now is {v}, so tell the coordinator that"},
			{form: "resend", core: "I'm {v} now so the interview lunch has to work for that"},
			{form: "aside", core: "still {v}, so pick a coffee place for the chat rather than a steakhouse"},
		},
		change: []rawTwilledStmt{
			{form: "aside", core: "forget {old} for the catering, the way I eat now is {new}, pass that on"},
			{form: "update", core: "change of diet to report, I've just given up {old} and keep to {new} these days, so every onsite form needs it"},
			{form: "answer", ask: "Still {v} for the onsite lunch?",
				core: "no, I've only just dropped {old}, tell them I'm {new} for the catering"},
			{form: "fix", ask: "I've kept {v} on your lunch form.",
				core: "that was my {old} era, it has just ended and any lunch request should read {new} going forward"},
			{form: "paste", core: "the line saying {old} went stale when I changed my diet to {new}, please correct the profile"},
			{form: "resend", core: "quitting {old} turned out to be easy and I'm sticking to {new} now, tell the caterers"},
			{form: "happened", core: "I actually did it, no more {old} for me and I'm strictly {new} as of this week"},
			{form: "update", core: "my GP was happy with it, so {old} is finished and I'm eating {new} now, which the onsite forms should reflect"},
		},
		revert: []rawTwilledStmt{
			{form: "aside", core: "the {old} phase didn't suit me, I went back to eating {new}, so the dinner with the VP is fine"},
			{form: "update", core: "the {old} experiment lasted two interview loops and I'm back to {new} like before"},
			{form: "fix", ask: "I'll keep putting {v} on the lunch form.",
				core: "leave that off, the {old} phase is over and I'm a {new} eater again like before"},
			{form: "paste", core: "the saved note dates from the {old} experiment and I've returned to {new} eating, so correct it"},
			{form: "happened", core: "the {old} trial is over for good and I eat {new} again"},
		},
		reflect: []string{"Got it, I'll put {v} on any lunch form from now on.", "Noted: you eat {v}. I'll tell coordinators when they ask."},
		echo:    []string{"Since you're {v}, want me to check what the onsite caterer offers?", "Given you eat {v}, I'll mention it when I confirm the lunch interview."},
		stale: []rawTwilledStale{
			{ask: "Should I put {v} on the lunch form again?", reject: "That's from before, I told you what I eat now."},
			{ask: "Keep {v} as your saved dietary note?", reject: "Old news, my diet changed since then."},
		},
		misread: []rawTwilledMisread{
			{said: "the interviewer is {v}, so the lunch is at a place that suits her", misread: "So you're {v} too? I'll note it for the onsite.", deny: "No, that's the interviewer, not me."},
			{said: "the canteen at the office I visited is entirely {v}", misread: "Oh, you're {v}? I'll add it to your profile.", deny: "No, that's their canteen, not my diet."},
		},
		pursuit: []string{"the hiring manager mentioned she's {v}, so suggest a lunch place that fits",
			"the team lunch menu they sent is all {v}, I wonder if that's a culture thing",
			"their perks page brags about a {v} canteen, which shouldn't matter for my decision but somehow does",
			"pretend you're the panel lead and we're at a {v} lunch, ask me the awkward questions",
			"my referrer is {v}, find a coffee place for us that works for him"},
		record: []string{"Onsite agenda · 12:30 team lunch · caterer notes: {v} options",
			"Dinner with the VP · restaurant menu tags: {v}",
			"Panel lunch RSVP · guest 3: {v}",
			"Company perks: {v} canteen, gym, cycle scheme",
			"Candidate 2 · dietary note: {v}",
			"Offsite catering order: 4x {v}",
			"Interviewer note: {v} (from the lunch RSVP)"},
		saved: []string{"Onsite preferences saved · dietary requirement: {v}", "Profile updated · lunch note: {v}"},
		relay: []string{"$WHO says she's {v} these days, so the celebration dinner has to work for that",
			"From $WHO: can you remind the coordinator I'm {v} for the panel lunch",
			"$WHO asked if the office party caterer can do {v}"},
		own: []string{"Onsite form · dietary requirement: {v}",
			"$TIER profile · lunch preference: {v}",
			"Notes to recruiters: {v} for any meals"},
		doc: []string{"Onsite guide: lunch is {v}, served in the atrium",
			"Offsite agenda: a fully {v} dinner on day two",
			"Perks page: {v} menu every Friday in the staff café"},
		example: []string{"If you were {v}, you could mention it to the coordinator a few days ahead.",
			"For example, a {v} candidate can ask for the lunch menu in advance."},
		plan: []string{"I might try {v} once the interviews are over, we'll see", "if I were {v} the onsite lunch would be a nightmare",
			"my doctor mentioned {v} once, not doing it yet"},
		goal: []string{"I'm probably going {v} soon, doctor's orders", "heads up, I'll likely switch to {v} next month, it's decided"},
		past: []string{"back when I was {v} I brought my own lunch to every onsite", "when I was still {v} the team lunches were a nightmare"},
		joke: []string{"after this interview loop I'd eat anything, even the {v} option twice", "the only {v} thing about this job hunt is my bank balance"},
		still: []string{
			"According to the career-coach chat logs, is {name} still {v}?",
			"Does the candidate {name} still eat {v}, going by the job-hunt conversations?",
			"Per the application chats, is {name} still on a {v} diet?",
		},
		stillWhen: []string{
			"According to the career-coach chat logs, was {name} still {v} {when}?",
			"Going by the job-hunt conversations, was the candidate {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Hieronyma", "Clarimond", "Ambrogio", "Gisli", "Annunziata", "Faramond",
				"Rosaura", "Teodolinda", "Ermanno", "Sigurlaug", "Baudouin", "Belisario"},
			qCurrent: []string{
				"Per the career-coach chat logs, which person is {name}'s other half right now?",
				"{name} has been job hunting with an AI assistant: whom would a relocation have to suit besides the candidate now?",
				"Who is the candidate {name} in a relationship with at the moment, going by the job-hunt conversations?",
				"In the résumé and application chats, who is {name} with currently?",
			},
			qWhen: []string{
				"Whose name would {name} have written as next of kin {when}, going by the career-coach logs?",
				"Going by the job-hunt conversations, whom was the candidate {name} with {when}?",
				"Whose plans would a move have had to fit besides {name}'s own {when}, per the job-search assistant chats?",
			},
			qBefore: []string{
				"According to the career-coach chat logs, who was {name} with until getting together with {next}?",
				"Going by the job-hunt conversations, who was {name}'s partner before {next}?",
				"Before {next} came along, whom had the candidate {name} been seeing, per the application chats?",
			},
			chatter: []string{
				"Explaining a relocation package at the dinner table is harder than any interview.",
				"Someone at home is very tired of hearing me practise answers in the shower.",
				"We had a whole evening of spreadsheets about commutes and schools, romantic.",
				"Every offer turns into a household negotiation, which is fair I suppose.",
			},
			other: []string{
				"$WHO is moving in with {v}, so they're turning down anything that needs a move",
				"$WHO and {v} just got engaged and both want new jobs before the wedding",
				"$WHO split up with {v} and now wants to relocate somewhere far",
				"$WHO keeps mentioning {v} in every career chat we have, it's sweet",
				"$WHO ended up dating {v} after sitting next to them at a careers fair",
				"$WHO is marrying {v} in June, so no interviews that week",
			},
			assistant: []string{
				"Since your partner is {v}, I added them to the relocation questionnaire.",
				"Relocation summary: two adults, you and {v}, one car, flexible start date. (Earlier notes say {cur}.)",
				"I assumed {v} is your partner, going by the relocation form you filled in before.",
				"For a move with {v}, the package with the spousal job support is the better deal.",
			},
		},
		state: []rawTwilledStmt{
			{form: "aside", core: "my husband {v} is fine with the move, so relocation is on the table"},
			{form: "update", core: "for anything involving a move, my partner is {v} and has been since these chats began"},
			{form: "answer", ask: "Who else would the relocation package need to cover?",
				core: "just my other half, {v}, who would move wherever the job is"},
			{form: "answer", ask: "Should I list {v} on the relocation form like last time?",
				core: "that was ages ago, the one who'd relocate with me is {v} nowadays"},
			{form: "fix", ask: "Your profile has {v} as your partner, so I filled that in.",
				core: "the partner saved there is wrong, the person I'm with these days is {v}, put them on the form"},
			{form: "paste", core: "the person I'm with now is {v}, so the relocation form is for the two of us"},
			{form: "resend", core: "I'm with {v} now so any move has to work for both of us"},
			{form: "aside", core: "my wife {v} works nights, so the early interview slots are easier for me"},
		},
		change: []rawTwilledStmt{
			{form: "aside", core: "it's over with {old}, so the relocation was going to be just me, but I've met {new} and we're together now"},
			{form: "update", core: "relationship news, things with {old} ended and I'm with {new} now, so the household questions change"},
			{form: "answer", ask: "Still planning the move with {v}?",
				core: "no, {old} is my ex now, the person I'm with is {new} and they'd be the one moving with me"},
			{form: "fix", ask: "I've kept {v} on the relocation form.",
				core: "please delete {old} from that form, we separated, and write {new} in instead, we're a couple now"},
			{form: "paste", core: "that's from when I was with {old}, these days I'm seeing {new}, so correct the relocation notes"},
			{form: "resend", core: "since splitting from {old} I've been with {new}, so any move is a conversation with them"},
			{form: "happened", core: "so it's official, {old} and I are done and {new} is the one I'm with, factor them into the move"},
			{form: "update", core: "a household update, {old} has moved out and {new} is my partner these days, so the form needs fixing"},
		},
		revert: []rawTwilledStmt{
			{form: "aside", core: "after {old} it turns out I missed {new}, we're a couple again and they'd come with me on any move"},
			{form: "update", core: "long story, {old} didn't last and {new} and I found our way back, so plan the relocation for the two of us"},
			{form: "fix", ask: "I'll keep {v} on the relocation form.",
				core: "wrong name, {old} is over and {new} is the one I'm with again"},
			{form: "paste", core: "that form dates from the {old} months, {new} and I are back together now, fix it"},
			{form: "happened", core: "so it's settled, {old} and I are finished and {new} and I are giving it another go"},
		},
		reflect: []string{"Got it, I'll put {v} down as your partner on the relocation form.", "Noted: your partner is {v}. I'll factor them into the move."},
		echo:    []string{"Since you're with {v}, should I look for packages with spousal job support?", "Given your partner is {v}, I'll keep them on the relocation questionnaire."},
		stale: []rawTwilledStale{
			{ask: "Should {v} be on the relocation form again?", reject: "We split, please leave them off."},
			{ask: "Keep {v} as the partner in your relocation notes?", reject: "They're not in the picture any more, that ended."},
		},
		misread: []rawTwilledMisread{
			{said: "my reference {v} said yes to the call on Friday", misread: "So {v} is your partner? I'll add them to the relocation form.", deny: "No, they're a reference, we just worked together."},
			{said: "the hiring manager {v} emailed back about the next round", misread: "Oh, is {v} your partner? I'll note it.", deny: "No, that's the hiring manager, a complete stranger."},
		},
		pursuit: []string{"my referral contact at the company is {v}, draft a thank-you note",
			"the hiring manager's name is {v}, address the cover letter to them properly",
			"add {v} as my second reference on the application",
			"the recruiter {v} wants a call tomorrow, give me three things to ask",
			"pretend you're {v}, the panel lead, and ask me behavioural questions"},
		record: []string{"Reference 2: {v} · former manager · contacted",
			"Hiring manager: {v} · Engineering",
			"Recruiter: {v} · Talent Partner · replied",
			"Referral contact: {v} · employee since 2019",
			"Panel: {v}, plus two engineers",
			"Candidate 2 · emergency contact: {v}",
			"Invite from {v} · final round · 45 min"},
		saved: []string{"Profile updated · relocating with partner: {v}", "Relocation questionnaire saved · partner: {v}"},
		relay: []string{"$WHO says {v} is moving with them, so they need a bigger place",
			"From $WHO: {v} and I want to take you out if you get the offer",
			"$WHO wrote that {v} got the job too, so they're both relocating"},
		own: []string{"Relocation form · moving with: {v} · $TIER",
			"Emergency contact: {v} (partner) · $HANDLE",
			"Cover note: my partner {v} is also relocating"},
		doc: []string{"Interview invite from {v}, Head of Talent",
			"Reference request: please contact {v} about this candidate",
			"Offer letter countersigned by {v}, Managing Director"},
		example: []string{"If you were relocating with {v}, the family package would cover the move for both of you.",
			"For example, a draft note: 'My partner {v} and I would relocate together.' Only if it applies."},
		plan: []string{"I might ask {v} out after the interviews calm down, no idea yet", "if I were with {v} I'd never consider a move abroad",
			"my friends keep trying to set me up with {v}, not happening"},
		goal: []string{"things with {v} are getting serious, they might be part of the relocation question soon", "heads up, {v} and I will probably make it official next month"},
		past: []string{"back when I was with {v} we turned down two relocations", "when I was still with {v} every offer needed a family meeting"},
		joke: []string{"the only {v} in my life right now is the recruiter who never calls back", "if this offer falls through I'm eloping with whoever {v} is on the panel"},
		still: []string{
			"According to the career-coach chat logs, is {name} still with {v}?",
			"Is {v} still the candidate {name}'s partner, going by the job-hunt conversations?",
			"Per the application chats, is {name} still in a relationship with {v}?",
		},
		stillWhen: []string{
			"According to the career-coach chat logs, was {name} still with {v} {when}?",
			"Going by the job-hunt conversations, was {v} still the candidate {name}'s partner {when}?",
		},
	},
}
