package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The corded set lives in its own file, as the veiled to twilled sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's chats with an AI personal-finance,
// budgeting and tax-return assistant over many months: bank and card
// transaction feeds, payslip and pension imports, tax forms and last
// year's return read back, utility, council tax, rent and insurance
// bills, direct debits and subscriptions, receipts, budget category
// reports and savings goals. The person (role user, under their first
// name, "user" or their account handle, one convention per conversation)
// mostly talks about money, and the money is full of other values:
// merchants and payees named like towns and firms, shares and pension
// funds held in companies, employers of past tax years on old forms, a
// relative's bills the person pays, a landlord or a holiday let in another
// town, what-if sums for a move or a job offer; the assistant (role
// assistant, speaker AssistantSpeaker) categorises, forecasts and guesses;
// the tools (role tool, speakers rawCordedTools) return transactions,
// payslips, pension statements, tax-form extracts, bills, direct-debit
// lists, receipts, budget reports and the saved household profile. What
// the person pastes (a statement line, an old bill, a form, a relative's
// message) comes as quoted lines ("> ").
//
// Personal facts come in passing inside money talk, in one of seven
// forms (rawCordedFormNames): an aside inside a request (aside); a
// heads-up at the start of a chat (update); the answer to the assistant's
// question, which names no value or a stale or wrong one (answer); the
// correction of the assistant's assumption, which names the value it gets
// wrong (fix); a line under a pasted old bill, payslip or profile of the
// person's own that names a stale or wrong value (paste; the pasted text
// is no statement); the message sent again after one sent half-typed
// that names no value (resend); or the news that a plan told weeks before
// has happened (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the person's own prose: the
// oracle leaves out quoted lines and reads the rest as rawSpoken writes
// it. A gold turn is the person's turn in which they state their own
// value as holding at the time of the chat: never a payee, merchant,
// shareholding or pension fund, an employer on an old form, a landlord's
// or holiday let's town, never a tool's record (a transaction, a
// payslip, a bill, a form, a saved profile read back), never the
// assistant's categories, guesses or summaries, never a plan, what-if,
// joke or another person's value. Questions are asked "from the
// budgeting chats" and such, also as yes/no "still" questions naming a
// stale or wrong value, expected always the value that held; months are
// asked "in", "over", "around", "as of the statements for" or "for the
// whole of", and "before X".
func init() {
	var names []string
	for _, p := range rawCordedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingCorded, rawCordedAttrs(), rawCordedSmallTalk, rawCordedReplies,
		[]string{"in ", "over ", "around ", "as of the statements for ", "for the whole of "},
		names)
}

// rawCordedTools are the speakers of the finance tools' turns.
var rawCordedTools = []string{"bank.feed", "cards", "payroll", "pension", "tax", "bills", "debits", "receipts", "budget", "goals", "profile"}

// rawCordedRecordTools are the tools whose records name employers,
// towns, people and meals.
var rawCordedRecordTools = []string{"bank.feed", "cards", "bills", "payroll", "tax", "receipts"}

// rawCordedFormNames are the forms a corded statement comes in.
var rawCordedFormNames = []string{"aside", "update", "answer", "fix", "paste", "resend", "happened"}

// rawCordedPerson is a person of the corded set: name is the first name
// the set gives them, surname their surname, handle their account
// handle; form the statement form they reach for most (drawn twice as
// often as any other); tier the budgeting app plan they pay for.
type rawCordedPerson struct {
	name, surname, handle, form, tier string
}

var rawCordedPeople = []rawCordedPerson{
	{name: "Swithun", surname: "Gathercole", handle: "swithun_g", form: "aside", tier: "Tallybook Plus"},
	{name: "Odilia", surname: "Vanstone", handle: "odilia.v", form: "update", tier: "Tallybook Free"},
	{name: "Willibald", surname: "Pargeter", handle: "wpargeter", form: "answer", tier: "Pennywise Pro"},
	{name: "Hedwig", surname: "Strickland", handle: "hedwig_s", form: "fix", tier: "Tallybook Plus"},
	{name: "Bertrada", surname: "Lowther", handle: "blowther", form: "paste", tier: "Pennywise Pro"},
	{name: "Gerold", surname: "Featherstone", handle: "gerold.f", form: "resend", tier: "Tallybook Free"},
	{name: "Walpurga", surname: "Ainscough", handle: "walpurga_a", form: "aside", tier: "Pennywise Pro"},
	{name: "Birinus", surname: "Hesketh", handle: "bhesketh", form: "happened", tier: "Tallybook Plus"},
	{name: "Eanflaed", surname: "Postlethwaite", handle: "eanflaed.p", form: "fix", tier: "Tallybook Free"},
	{name: "Cynewulf", surname: "Treadgold", handle: "ctreadgold", form: "update", tier: "Pennywise Pro"},
	{name: "Notburga", surname: "Illingworth", handle: "notburga_i", form: "answer", tier: "Tallybook Plus"},
	{name: "Agilbert", surname: "Duckworth", handle: "agilbert.d", form: "paste", tier: "Tallybook Free"},
}

// rawCordedPersonOf is the person named name.
func rawCordedPersonOf(name string) *rawCordedPerson {
	for i := range rawCordedPeople {
		if rawCordedPeople[i].name == name {
			return &rawCordedPeople[i]
		}
	}
	return &rawCordedPeople[0]
}

// rawCordedStmt is one statement template (core), its form and what the
// form needs around it: ask is the assistant's question (answer) or
// assumption (fix), naming no value or {v}, a stale or wrong one.
type rawCordedStmt struct{ form, ask, core string }

// formCore makes rawCordedStmt a formed statement (rawformed.go).
func (s rawCordedStmt) formCore() (string, string) { return s.form, s.core }

// rawCordedMisread is a line of the person's naming a value that is
// not theirs, {v} (a shareholding, a payee's town, a friend's);
// the assistant taking it as the person's own (misread); and the
// person's denial, naming no value (deny).
type rawCordedMisread struct{ said, misread, deny string }

// rawCordedStale is the assistant asking with an earlier value {v} (ask)
// and the person putting it right without naming a value (reject).
type rawCordedStale struct{ ask, reject string }

// rawCordedForms are the corded set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and other people's values
// the person's prose; the assistant list the assistant's guesses and
// summaries naming {v} while {cur} holds), the statements by kind, and:
// the assistant taking down a value just stated (reflect, {v}), naming
// the value that holds (echo, {v}); questions naming an earlier one
// (stale); misreadings (misread); the person's requests naming a value
// that is no value of theirs: a payee or merchant, a shareholding or
// pension fund, an old tax year's form, a landlord's or holiday let's
// town, a relative's bill, a what-if sum (pursuit); tool records naming
// someone else's value, a merchant's, a payee's or a fund's (record); the
// profile tool saving the person's own change (saved, {v}); messages from
// relatives, friends and a landlord that the person pastes, naming their
// senders' own values (relay, quoted); the person's own old bills,
// payslips, forms and saved profiles naming a value of theirs no longer
// true (own); letters, quotes, offers and adverts (doc, quoted); the
// assistant's worked examples (example); hypotheticals and plans that never
// happen (plan); plans that a later statement makes come true (goal); the
// person's earlier values of the chats' months told as past (past);
// jokes (joke); and the questions naming a stale or wrong value {v}:
// current (still) and historical, with {when} (stillWhen).
type rawCordedForms struct {
	lists                 rawSetLists
	state, change, revert []rawCordedStmt
	reflect, echo         []string
	stale                 []rawCordedStale
	misread               []rawCordedMisread
	pursuit               []string
	record, saved         []string
	relay, own            []string
	doc, example          []string
	plan, goal, past      []string
	joke                  []string
	still, stillWhen      []string
}

// rawCordedAttrs are the corded set's lists per attribute as
// installRawSet takes them.
func rawCordedAttrs() map[string]rawSetLists {
	return formedLists(rawCordedByAttr, func(f rawCordedForms) (rawSetLists, []rawCordedStmt, []rawCordedStmt, []rawCordedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// cords reports whether g's set is a person's chats with a
// budgeting assistant (the corded set).
func (g *rawGen) cords() bool { return g.ph == PhrasingCorded }

// rawCordedRun is one person's budgeting chats being ingested.
type rawCordedRun struct {
	*rawGen
	f       rawCordedForms
	p       *rawCordedPerson
	me      string            // the person's label
	used    map[string]bool   // the templates said in this chat
	said    string            // the last statement's core template
	planned bool              // a plan for the next value has been told
	chat    int               // the chat's number
	ref     int               // an application reference number
	asked   int               // the request the assistant answers next, or -1
	people  map[string]string // relatives, a landlord, a flatmate and friends and their own values
}

// rawCordedCompanions are the people around the person whose own values
// come up: relatives whose bills they pay, a landlord, a flatmate, friends
// (never a partner: a partner is the partner attribute's value).
var rawCordedCompanions = []string{"my sister", "my dad", "my mum", "my brother", "my landlord", "my flatmate",
	"my cousin", "a friend from the office", "my gran", "the friend I lent money to"}

// moneyChats writes a corded conversation and its questions: the
// person's manner is their name's (rawCordedPersonOf), their label one
// of three conventions; every companion gets a value of the asked
// attribute of their own (none of the person's); the person's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 80 to 140 days after the previous one or after six
// to ten chats (times the filler scale), whichever is later.
func (g *rawGen) moneyChats(vals []string, revert, chatty bool) {
	r := &rawCordedRun{rawGen: g, f: rawCordedByAttr[g.a.predicate], p: rawCordedPersonOf(g.who), people: map[string]string{},
		ref: 100000 + g.rng.IntN(800000), asked: -1}
	switch g.rng.IntN(3) {
	case 0:
		r.me = r.p.name
	case 1:
		r.me = r.p.handle
	default:
		r.me = "user"
	}
	others := g.otherValues(vals)
	for _, p := range rawCordedCompanions {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// user appends a turn of the person's.
func (r *rawCordedRun) user(text string) string {
	id, _ := r.turn(r.me, "user", r.fill(text, ""), time.Duration(1+r.rng.IntN(4))*time.Minute)
	return id
}

// bot appends a turn of the assistant's.
func (r *rawCordedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", r.fill(text, ""), time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// tool appends a budgeting tool's turn.
func (r *rawCordedRun) tool(name, text string) {
	r.turn(name, "tool", r.fill(text, ""), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// fresh is a template of tpls not yet said in this chat, if one of three
// tries finds one.
func (r *rawCordedRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds, $NAME the
// person's first name, $SURNAME their surname, $HANDLE their profile
// handle, $TIER their budgeting app plan, $REF an application reference and $ID
// a number.
func (r *rawCordedRun) fill(tpl, v string) string {
	t := fillOne(tpl, map[string]string{"v": v, "cur": r.cur})
	t = strings.ReplaceAll(t, "$NAME", r.p.name)
	t = strings.ReplaceAll(t, "$SURNAME", strings.ToUpper(r.p.surname))
	t = strings.ReplaceAll(t, "$HANDLE", r.p.handle)
	t = strings.ReplaceAll(t, "$TIER", r.p.tier)
	t = strings.ReplaceAll(t, "$REF", fmt.Sprintf("TXN-%d", r.ref))
	return strings.ReplaceAll(t, "$ID", fmt.Sprint(1000+r.rng.IntN(9000)))
}

// request is a request naming no value, not yet made in this
// chat if one of three tries finds one; the assistant's next answer
// answers it.
func (r *rawCordedRun) request() string {
	q := r.fresh(rawCordedRequests)
	r.asked = slices.Index(rawCordedRequests, q)
	return q
}

// answer is the assistant's answer naming no value: the answer to the
// request just made, else a general reply.
func (r *rawCordedRun) answer() string {
	a := pick(r.rng, rawCordedAnswers)
	if r.asked >= 0 {
		a = rawCordedRequestAnswers[r.asked]
		r.asked = -1
	}
	return a
}

// served is a request, one time in three a tool's result naming no value,
// and the assistant's answer.
func (r *rawCordedRun) served(q string) {
	r.user(q)
	if r.rng.IntN(3) == 0 {
		res := rawCordedResults[r.rng.IntN(len(rawCordedResults))]
		r.tool(res[0], res[1])
	}
	r.bot(r.answer())
}

// open starts a chat on r.t's day: one time in two the budget tool's
// line first.
func (r *rawCordedRun) open() {
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
		r.tool("budget", fmt.Sprintf(pick(r.rng, rawCordedHeaders), r.chat, r.p.tier))
	}
}

// close ends the chat: now and then the person's sign-off or a tool's
// line.
func (r *rawCordedRun) close() {
	switch r.rng.IntN(6) {
	case 0, 1:
		r.user(pick(r.rng, rawCordedSignOffs))
	case 2:
		r.tool("budget", pick(r.rng, rawCordedNotes))
	}
}

// smallTalk is talk naming no value and the assistant's reply: a remark,
// or a request with a tool's result.
func (r *rawCordedRun) smallTalk() {
	switch r.rng.IntN(3) {
	case 0:
		r.user(r.fresh(rawCordedSmallTalk))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.served(r.request())
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the person's own form twice as
// likely; "happened" only after a plan was told), with the turns the form
// needs around it, and returns the statement's turn and its time. A
// statement turn names no value of the asked attribute after its core.
func (r *rawCordedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawCordedStmt
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
		if r.rng.IntN(2) == 0 { // a pursuit naming a value not the person's
			req = capitalize(r.fill(r.fresh(r.f.pursuit), pick(r.rng, others))) + ". " + req
		}
		id = r.user(req + " " + pick(r.rng, rawCordedAsideLeads) + " " + core + ". " + pick(r.rng, rawCordedAsideBacks))
	case "update":
		id = r.user(pick(r.rng, rawCordedUpdateLeads) + " " + core + ". " + pick(r.rng, rawCordedUpdateTails))
	case "answer":
		r.served(r.request())
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawCordedAnswerLeads) + " " + core + ". " + pick(r.rng, rawCordedAnswerTails))
	case "fix":
		r.user(r.request())
		if r.rng.IntN(2) == 0 { // the stale profile the assistant reads from
			r.tool("profile", r.fill(r.fresh(r.f.own), wrong))
		}
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawCordedFixLeads) + " " + core + ". " + pick(r.rng, rawCordedFixTails))
	case "paste":
		own := quote(r.fill(r.fresh(r.f.own), wrong))
		id = r.user(r.fill(pick(r.rng, rawCordedPasteLeads), "") + "\n" + own + "\n" + pick(r.rng, rawCordedPasteAfters) + " " + core + ". " +
			pick(r.rng, rawCordedPasteTails))
	case "resend":
		r.user(pick(r.rng, rawCordedHalfSent))
		id = r.user(pick(r.rng, rawCordedResends) + " " + core + ". " + pick(r.rng, rawCordedUpdateTails))
	default: // happened
		id = r.user(pick(r.rng, rawCordedHappenedLeads) + " " + core + ". " + pick(r.rng, rawCordedUpdateTails))
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
func (r *rawCordedRun) confirm(vals []string, i int) {
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
// month with nothing to sort out, a holiday).
func (r *rawCordedRun) filler(vals []string, i int, chatty bool, n int) {
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
// value; a pursuit naming a value that is not the person's (an
// payee, a merchant, a shareholding, a what-if, a relative's bill); a
// tool's transactions or records naming others' values; talk on the
// topic naming no value; the person's other attributes; a companion's
// own value; a pasted message naming its sender's value; an old bill,
// payslip or saved profile of the person's own, or old notes in the
// very words of a statement (mirror); a letter, quote or advert; the
// assistant's worked example; a hypothetical; a plan
// for the next value (once a gap, which the next statement may say has
// happened); an earlier value of the chats' months told as past; a joke;
// the assistant's misreading and the denial; the assistant naming the
// value that holds; its question with an earlier value, put right without
// one; else a wrong guess.
func (r *rawCordedRun) exchange(vals []string, i int, chatty bool) {
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
		p := pick(r.rng, rawCordedCompanions)
		r.user(r.fill(pick(r.rng, rawCordedForwardLeads), "") + "\n" + quote(capitalize(strings.ReplaceAll(r.fill(r.fresh(f.relay), r.people[p]), "$WHO", p))) +
			"\n" + pick(r.rng, rawCordedForwardAsks))
		r.bot(r.answer())
	case x < 41:
		r.mirror(others, past)
	case x < 44:
		r.user(pick(r.rng, rawCordedDocLeads) + "\n" + quote(r.fill(r.fresh(f.doc), pick(r.rng, others))) + "\n" + pick(r.rng, rawCordedDocAsks))
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
		r.bot(pick(r.rng, rawCordedJokeReplies))
	case x < 62:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.user(capitalize(r.fill(m.said, v)) + ".")
		r.bot(r.fill(m.misread, v))
		r.user(capitalize(m.deny))
	case x < 66 && r.cur != "":
		r.user(r.fresh(rawCordedSmallTalk))
		r.bot(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 71 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.bot(r.fill(s.ask, pick(r.rng, past)))
		r.user(capitalize(s.reject))
	case x < 75:
		r.served(r.request())
		r.user(pick(r.rng, rawCordedFollowUps))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.wrongGuess(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongGuess(others)
	}
}

// pursue is a request naming a value that is not the person's (an
// payee, a merchant, a shareholding, a what-if, a relative's bill), one
// time in two with a tool's record naming it too, and
// the assistant's answer.
func (r *rawCordedRun) pursue(others []string) {
	v := pick(r.rng, others)
	r.user(capitalize(r.fill(r.fresh(r.f.pursuit), v)) + ".")
	if r.rng.IntN(2) == 0 {
		r.tool(pick(r.rng, rawCordedRecordTools), r.fill(r.fresh(r.f.record), v))
	}
	r.bot(pick(r.rng, rawCordedPursuitAnswers))
}

// results is a tool's transactions or records, two to four lines
// naming others' values (of the asked attribute or another), after a
// request, and the assistant's answer.
func (r *rawCordedRun) results(others []string) {
	var lines []string
	for range 2 + r.rng.IntN(3) {
		if r.rng.IntN(3) == 0 {
			a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
			lines = append(lines, r.fill(pick(r.rng, rawCordedByAttr[a].record), pick(r.rng, rawAttrs[a].valuesIn(r.ph))))
			continue
		}
		lines = append(lines, r.fill(r.fresh(r.f.record), pick(r.rng, others)))
	}
	r.user(r.fresh(rawCordedResultLeads))
	r.tool(pick(r.rng, rawCordedRecordTools), strings.Join(lines, "\n"))
	r.bot(pick(r.rng, rawCordedResultAnswers))
}

// aboutCompanion is a line of the person's about a companion and that
// person's own value of the asked attribute.
func (r *rawCordedRun) aboutCompanion() string {
	p := pick(r.rng, rawCordedCompanions)
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1)) + "."
}

// mirror is an old text of the person's own: one time in two, where
// they had an earlier value in the chats' months, the profile tool
// reading back a saved profile naming it, or the person pasting an old
// bill, payslip or form naming it; else old notes in the very words of a
// statement told in passing, with a value no longer true, quoted; and
// the person's words on it naming none.
func (r *rawCordedRun) mirror(others, past []string) {
	if len(past) > 0 && r.rng.IntN(2) == 0 {
		own := r.fill(r.fresh(r.f.own), pick(r.rng, past))
		if r.rng.IntN(2) == 0 {
			r.user(r.request())
			r.tool("profile", own)
			r.user(pick(r.rng, rawCordedMirrorAfters))
		} else {
			r.user(r.fill(pick(r.rng, rawCordedPasteLeads), "") + "\n" + quote(own) + "\n" + pick(r.rng, rawCordedMirrorAfters))
		}
		r.bot(r.answer())
		return
	}
	var sts []rawCordedStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "aside" || st.form == "update" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.user(r.fill(pick(r.rng, rawCordedMirrorLeads), "") + "\n" + quote(capitalize(core)+".") + "\n" + pick(r.rng, rawCordedMirrorAfters))
	r.bot(r.answer())
}

// wrongGuess is the assistant's guess or summary naming another value,
// one time in two followed by the person's reply that it is wrong,
// naming none.
func (r *rawCordedRun) wrongGuess(others []string) {
	r.bot(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.user(r.fresh(rawCordedGuessReplies))
	}
}

// background is a turn of the person's stating one of their other
// attributes (its value holds all through) in the words of its aside or
// update form; else a request naming no value.
func (r *rawCordedRun) background() {
	var sts []rawCordedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawCordedByAttr[a].state {
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
func (r *rawCordedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The person's lines naming no value: requests, the words around a
// statement in each form, and the words around what they paste.
var (
	rawCordedRequests = []string{
		"Can you split last month's card spending into needs and wants without lecturing me?",
		"How much is left in the eating-out pot before payday?",
		"Pull the direct debits that went up in price this year.",
		"Is it worth overpaying the credit card or topping up the emergency fund first?",
		"What do I still need for the self-assessment return before the deadline?",
		"Can you find the duplicate subscription charge from the 14th?",
		"Work out what I can put into the holiday pot each month without going overdrawn.",
		"Which bills renew in the next six weeks?",
		"Is my tax code on the latest payslip the right one?",
		"Set a reminder to move the bonus into the ISA when it lands.",
		"How far off the house-deposit goal am I at this rate?",
		"Flag anything on the joint statement I haven't categorised yet.",
	}
	rawCordedRequestAnswers = []string{
		"Needs came to about two thirds of the month; the wants are mostly takeaways and two streaming services.",
		"There's 64.20 left in eating out, with nine days to payday, so roughly seven a day.",
		"Four direct debits went up: broadband, mobile, the gym and contents insurance, by 11.80 a month together.",
		"With the card at 24% and the emergency fund at two months, I'd clear the card first and keep the fund where it is.",
		"You still need the interest statement from the savings account and the figure for the home-working allowance.",
		"Found it: the same streaming charge twice on the 14th; one of them is from an old account you can cancel.",
		"About 140 a month keeps you at least 200 above zero on the tightest day of the month.",
		"Car insurance, the TV licence and the breakdown cover all renew within six weeks.",
		"The code matches the standard allowance, so nothing looks off on this payslip.",
		"Reminder set for the day the bonus clears, with the ISA transfer pre-filled.",
		"At the current rate you reach the deposit goal in about 22 months; 50 more a month brings it to 18.",
		"Seven transactions on the joint statement are uncategorised; most look like groceries.",
	}
	rawCordedAnswers = []string{
		"I've put that in the budget and I'll flag it if the category runs over.",
		"Nothing is overdue this week; the next bill is the water on the 3rd.",
		"I can draft the figures tonight and you can check them tomorrow.",
		"There's a cheaper tariff you might qualify for, if you want me to compare.",
		"The deadline is weeks away, so no need to rush this one.",
		"I'll add it to the list and remind you before the payment date.",
	}
	rawCordedResults = [][2]string{
		{"bank.feed", "31 transactions · 4 pending · 2 uncategorised · balance 1,284.55"},
		{"cards", "Statement closed · 612.40 due · minimum 25.00 · due in 18 days"},
		{"debits", "11 active direct debits · 2 changed amount this month"},
		{"budget", "Groceries 87% used · Transport 42% used · Fun 104% used"},
		{"goals", "Emergency fund 2,150 / 3,000 · Holiday 410 / 1,200"},
		{"tax", "Return 2024/25 · status: draft · 3 sections incomplete"},
		{"receipts", "5 receipts matched · 1 unmatched · reference $REF"},
		{"pension", "Pension pot value updated · contributions on track"},
		{"payroll", "Latest payslip imported · net pay matches the deposit"},
	}
	rawCordedPursuitAnswers = []string{
		"Done. I've put that under its own category so it doesn't blur the monthly picture.",
		"Here are the numbers; the second column is after tax.",
		"That's doable. Want the rough estimate or the line-by-line one?",
		"Okay. Keep in mind that one isn't part of your own household budget.",
	}
	rawCordedResultAnswers = []string{
		"That's everything the feed returned for those dates; tell me which ones to recategorise.",
		"I've marked the two that look like one-offs. The rest are regular.",
		"None of those change your budget for this month.",
		"The first line is the one you asked about; the rest came in from the same import.",
	}
	rawCordedAsideLeads    = []string{"Oh, and so the categories make sense:", "Side note for the budget:", "fyi, not that it changes this sum:", "Small thing before you total it up:"}
	rawCordedAsideBacks    = []string{"Anyway, the totals.", "Right, back to the spreadsheet.", "That's all, carry on with the sums.", "So, how bad is the month?"}
	rawCordedUpdateLeads   = []string{"Before we look at this month's spending, news:", "Admin first:", "One thing before the tax stuff:", "Hiya! Update so the numbers come out right:"}
	rawCordedUpdateTails   = []string{"Now, the bills.", "Ok, on to the savings goals.", "Right, let's do the tax return.", "Anyway, here's the latest statement."}
	rawCordedAnswerLeads   = []string{"Fair question, so:", "In answer to that:", "Right, put this in your notes:", "You couldn't have known, but:"}
	rawCordedAnswerTails   = []string{"Does that change the forecast?", "Redo whatever depends on it.", "Carry on from there.", "Is that enough for the form?"}
	rawCordedFixLeads      = []string{"No, that's outdated:", "That's a wrong guess, sorry:", "Hang on, that's not right:", "Correction before you file anything:"}
	rawCordedFixTails      = []string{"Redo the budget with that.", "The rest of the numbers are fine.", "That profile is old, ignore it.", "Please stop going by last year's form."}
	rawCordedPasteLeads    = []string{"Found an old bill in the drawer:", "This is what my $TIER profile still says:", "Here's the top of last year's payslip, $HANDLE on the login:", "Copied from an old statement:"}
	rawCordedPasteAfters   = []string{"That's old news, to be clear:", "Ignore that bit, it's stale:", "None of that is current:", "Out of date, so for the record:"}
	rawCordedPasteTails    = []string{"Can you update the profile to match?", "Fix the household details accordingly.", "Change it everywhere it's saved.", "Just so the next return is right."}
	rawCordedHalfSent      = []string{"wait, before you file that, about me, I'm", "one detail for the household profile first, I", "so basically, right now I'm", "hold on before the form goes, my"}
	rawCordedResends       = []string{"Sorry, hit send early. Properly:", "Oops, that went off half-written. Again:", "Ugh, fat fingers. What I meant:", "That got chopped. Whole thing:"}
	rawCordedHappenedLeads = []string{"Remember I said it might happen? Well it has:", "So the thing I mentioned a few weeks ago went ahead:", "Follow-up on the plan from last month, it's done:", "It actually happened, the thing I told you about:"}
	rawCordedGuessReplies  = []string{"No, that's not me, you're reading a payee name again.", "Where did you get that? Please don't invent things about me.", "Wrong, but it doesn't matter for this budget.", "You're going by an old form, ignore it."}
	rawCordedForwardLeads  = []string{"Pasting a message I got, thoughts?", "Got this about payment $REF:", "Here's what came through:", "This arrived overnight:"}
	rawCordedForwardAsks   = []string{"Should I cover that?", "Does that change anything for my budget?", "Can you draft a short reply?", "Am I on the hook for any of it?"}
	rawCordedDocLeads      = []string{"What do you make of this one?", "This letter came, should I worry?", "Someone sent me this, is it legit?", "This was stapled to the bill:"}
	rawCordedDocAsks       = []string{"Is it worth switching?", "What would you check first?", "Anything I should do before I pay it?", "Can you add the due date to the calendar?"}
	rawCordedResultLeads   = []string{"Show me every transaction from last week.", "Run that import again, please.", "What did the feed bring in?", "Pull up the whole statement, all accounts."}
	rawCordedMirrorLeads   = []string{"Found this in an old notes app, lol:", "A budget note I wrote years ago and never used:", "This was in a folder on my old laptop:"}
	rawCordedMirrorAfters  = []string{"Not a word of that applies any more.", "Funny how much has changed since. Moving on.", "That's years out of date, leave it be."}
	rawCordedJokeReplies   = []string{"Noted, I won't put that in a category.", "Ha. Back to the numbers?"}
	rawCordedFollowUps     = []string{"Perfect, that's paid then.", "Lovely, the bank's confirmation text arrived.", "Hmm, the app still shows it as pending.", "Ok that worked. Why is the bank site so slow?"}
	rawCordedSignOffs      = []string{"Ok, that's enough money admin for today.", "Done for now, cheers.", "Paid, bye!", "Good enough, I'll look at the rest on payday."}
)

// The finance tools' own lines.
var (
	rawCordedHeaders = []string{"[budget chat %d · %s · feeds synced]", "--- money session %d, plan %s ---", "[chat %d opened · %s · 0 bills overdue]"}
	rawCordedNotes   = []string{"[budget saved]", "[reminder set: bill due in 5 days]", "[bank connection needs re-authorising]", "[attachment: statement_march.pdf]"}
)

// rawCordedSmallTalk are the person's lines naming no value.
var rawCordedSmallTalk = []string{
	"Payday can't come soon enough, I'm living on toast and optimism.",
	"The bank app logged me out three times while I was checking one number.",
	"Budgeting is just watching money leave in slow motion, honestly.",
	"Another price rise email from the broadband people, I'm collecting them now.",
	"I found a fiver in an old coat and felt like a lottery winner.",
	"Quick one today, I've only got ten minutes.",
}

// rawCordedReplies are the assistant's replies naming no value.
var rawCordedReplies = []string{
	"Fair enough. Shall I refresh the bank feeds meanwhile?",
	"Makes sense. Upload the statement when you get a minute.",
	"Right, I'll keep an eye on the balances and tell you if a payment fails.",
	"Sure. Shout when the P60 turns up and we'll do the return.",
	"Thanks, that helps. The numbers look calmer than last month.",
}

// The corded set's own lists per attribute. The person's prose is
// ordinary typed English; a statement neither starts nor ends with a
// placeholder and holds no line break, so the oracle reads the value
// whole; $WHO in an other or relay line is a companion.
var rawCordedByAttr = map[string]rawCordedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Kidderminster", "Whitehaven", "Bridlington", "Llandudno", "Dunfermline", "Skegness",
				"Morecambe", "Cleethorpes", "Helensburgh", "Ilfracombe", "Barnstaple", "Linlithgow"},
			qCurrent: []string{
				"From the budgeting chats, which town is {name}'s household in today?",
				"{name} keeps their money admin with an AI finance assistant: what town would their council tax be billed in today?",
				"Going by the personal-finance conversations, where is {name}'s home at present?",
				"Per the money-assistant logs, what is {name}'s current town?",
			},
			qWhen: []string{
				"From the budgeting chats, which council area did {name} live in {when}?",
				"Going by the personal-finance conversations, where did {name}'s household bills go {when}?",
				"Per the money-assistant logs, what home town would have gone on {name}'s tax paperwork {when}?",
			},
			qBefore: []string{
				"From the budgeting chats, which town's council tax did {name} pay until moving to {next}?",
				"Going by the personal-finance conversations, which town was home for {name} ahead of {next}?",
				"Per the money-assistant logs, what town had {name} been paying rent or council tax in before {next}?",
			},
			chatter: []string{
				"Heating this place costs more than my phone, my gym and my dignity combined.",
				"The meter reader came while I was out again, so it's another estimated bill.",
				"Rents round here have gone silly, I checked the listings for fun and regretted it.",
				"I swear the water bill is priced by how much the company fancies that month.",
			},
			other: []string{
				"$WHO just moved to {v} and their council tax went down by a third",
				"$WHO lives in {v} and I still cover part of their energy bill",
				"$WHO rents a place in {v} and keeps asking me to check their tenancy deposit",
				"$WHO has a static caravan near {v} that costs more than it earns",
				"$WHO is from {v} and says the parking permits there are daylight robbery",
				"$WHO relocated to {v} and their rent is half what it was",
			},
			assistant: []string{
				"Since you live in {v}, I've used their council's band charges for the forecast.",
				"Household summary: one adult, renting, council tax area {v}, energy on a fixed tariff. (Earlier notes say {cur}.)",
				"I assumed {v} as your home address, going by the last utility bill you uploaded.",
				"For a household in {v}, the water standing charge is on the high side.",
			},
		},
		state: []rawCordedStmt{
			{form: "aside", core: "I live in {v}, so the council tax on the feed is definitely mine"},
			{form: "update", core: "for the tax return, my home address is in {v} and it's been the same the whole time we've been doing this"},
			{form: "answer", ask: "Which address should the return and the household budget use?",
				core: "my place in {v}, that's where all the bills come to"},
			{form: "answer", ask: "Should I keep {v} as your home address like on last year's return?",
				core: "last year's return is out of date, the town I actually pay council tax in is {v} at the moment"},
			{form: "fix", ask: "Your profile says {v}, so I used their council tax bands.",
				core: "that profile is wrong, my home is in {v} and the bands should come from their council"},
			{form: "paste", core: "the address on my bills these days is in {v}, so the household profile has to say that"},
			{form: "resend", core: "my flat is in {v} now so the energy region is theirs"},
			{form: "aside", core: "the only council tax I pay is to {v}, where I live, so file the rest as someone else's"},
		},
		change: []rawCordedStmt{
			{form: "aside", core: "bills for the new flat start this month because I've left {old} and moved to {new}, so split the old and new utilities"},
			{form: "update", core: "I moved out of {old} and into a place in {new}, change the council tax band and close the old energy account"},
			{form: "answer", ask: "Still budgeting for the rent in {v}?",
				core: "no, the lease in {old} is finished and the rent I pay now is for my flat in {new} instead"},
			{form: "fix", ask: "I've kept {v} as your home address on the return.",
				core: "that's the {old} address, my address for the return is in {new} now, please change it"},
			{form: "paste", core: "I handed the keys back in {old} and my bills come to {new} these days, update the address"},
			{form: "resend", core: "since moving from {old} my home has been in {new} so the council tax direct debit needs changing"},
			{form: "happened", core: "the move went through, the {old} account is closed and I'm living in {new} with the first bills already in"},
			{form: "update", core: "the final meter reading in {old} is done and I've got the keys in {new}, so that's where I live now"},
		},
		revert: []rawCordedStmt{
			{form: "aside", core: "the {old} flat was too dear in the end, so I've gone back to living in {new} and the old bills are coming back"},
			{form: "update", core: "one winter of heating bills in {old} was enough, I'm home in {new} again as of last weekend"},
			{form: "fix", ask: "I'll keep the council tax for {v} in the budget.",
				core: "drop that, I gave up on {old} and I'm living back in {new}, so budget their council tax"},
			{form: "paste", core: "that bill is from my spell in {old} and I've since returned to {new} for good, change the address"},
			{form: "happened", core: "it's done, the {old} tenancy is over and I'm back in {new} where I started"},
		},
		reflect: []string{"Got it, I'll use {v} for the council tax and energy region.", "Noted: your home is in {v}. I'll update the return's address."},
		echo:    []string{"Since you live in {v}, want me to check whether you're in the right council tax band?", "Given your home is in {v}, the regional energy cap applies to you. Shall I compare tariffs?"},
		stale: []rawCordedStale{
			{ask: "Should I keep {v} as the address on your return?", reject: "Wrong town, I moved, it's in an earlier chat."},
			{ask: "Budget the {v} council tax again this month?", reject: "I don't pay that any more, I moved."},
		},
		misread: []rawCordedMisread{
			{said: "there's a card payment to {v} Parking Services that I don't recognise", misread: "So you're in {v}? I'll set that as your home town.", deny: "No, that's a car park I used once, I don't live there."},
			{said: "I'm paying my gran's water bill in {v} again this month", misread: "Oh, you live in {v}? I'll update your address.", deny: "No, that's her house, not mine."},
		},
		pursuit: []string{"if I moved to {v}, what would my council tax be, roughly",
			"my landlord is based in {v}, check whether the rent reference on the transfer is right",
			"the holiday let in {v} wants the balance, put it under travel not housing",
			"work out what a two-bed in {v} would cost me a month, just curious",
			"there's a refund from a hotel in {v} on the card, match it to the receipt",
			"I'm paying my sister's energy bill for her flat in {v}, tag it as a gift"},
		record: []string{"Card payment · {v} Parking Services · 4.20",
			"Direct debit · {v} Borough Council · council tax · property of a relative",
			"Refund · Harbour Hotel {v} · 86.00",
			"Transfer out · rent to landlord, {v} · reference $REF",
			"Holiday let deposit · cottage near {v} · 150.00",
			"Bill · water supply · account holder: M. Green, {v}",
			"Card payment · {v} Station car park · 7.50"},
		saved: []string{"Household profile updated · home town: {v}", "Return details updated · address: {v}"},
		relay: []string{"From $WHO: I've moved to {v}, can you still lend me the deposit?",
			"From $WHO: the council in {v} sent me a huge bill, can you look at it with your app",
			"$WHO says the rent in {v} went up again and asks if I can help this month"},
		own: []string{"Account holder address: 4 Mill Lane, {v} · $TIER",
			"$SURNAME, $NAME · council tax area {v} · $HANDLE",
			"Tax return 2023/24 · home address: {v}"},
		doc: []string{"Letter: your council tax bill for a property in {v}, band D",
			"Energy quote: average bills for a flat in {v}",
			"Advert: ten reasons first-time buyers are choosing {v}"},
		example: []string{"If you lived in {v}, the council tax for your band would be about 1,900 a year.",
			"For example, a one-bed in {v} usually runs to 750 a month before bills."},
		plan: []string{"if I moved to {v} the rent would be cheaper, but it's just a daydream", "I might look at flats in {v} one day, nothing serious",
			"house prices in {v} make me want to move, not that I will"},
		goal: []string{"I'm probably moving to {v} once the lease ends, I've put a deposit on a flat", "heads up, I'll likely be living in {v} soon, the tenancy's being drawn up"},
		past: []string{"back when I lived in {v} the council tax was half this", "when I was still in {v} my energy bill never went over forty quid"},
		joke: []string{"I've paid that many parking fines in {v} they should name a bay after me", "the {v} car park has had more of my money than my savings account"},
		still: []string{
			"From the budgeting chats, does {name} still live in {v}?",
			"Is {name}'s home still in {v}, going by the personal-finance conversations?",
			"Per the money-assistant logs, is {v} still {name}'s town?",
		},
		stillWhen: []string{
			"From the budgeting chats, was {name} still living in {v} {when}?",
			"Going by the personal-finance conversations, was {name}'s home still in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Brackenbury Mutual", "Tillbrook Pharma", "Ormsby Textiles", "Fellbrigg Foods", "Wraxall Freight", "Culverhouse Engineering",
				"Thornaby Glass", "Mottram Telecom", "Pennington Hotels", "Holmfirth Analytics", "Brinkburn Software", "Cresswell Utilities"},
			qCurrent: []string{
				"From the budgeting chats, which company pays {name}'s salary now?",
				"{name} keeps their money admin with an AI finance assistant: whose name is at the top of their payslips today?",
				"Going by the personal-finance conversations, who is {name}'s employer at present?",
				"Per the money-assistant logs, where does {name} currently work?",
			},
			qWhen: []string{
				"From the budgeting chats, which firm was {name}'s salary coming from {when}?",
				"Going by the personal-finance conversations, who was {name} working for {when}?",
				"Whose payroll did {name}'s wages come from {when}, per the money-assistant logs?",
			},
			qBefore: []string{
				"From the budgeting chats, which employer paid {name} before {next} did?",
				"Going by the personal-finance conversations, where did {name} work ahead of joining {next}?",
				"Per the money-assistant logs, whose payslips had {name} been getting before {next} took them on?",
			},
			chatter: []string{
				"Payday got moved to a Monday this month, so the weekend was lentils.",
				"Work's expenses portal wants a receipt for a 1.20 coffee, scanned, in triplicate.",
				"Overtime this month was brutal but at least the payslip looks nice.",
				"I still don't understand half the deductions on my payslip.",
			},
			other: []string{
				"$WHO just started at {v} and their take-home jumped",
				"$WHO has worked at {v} for years and swears by their pension scheme",
				"$WHO got a job at {v} and wants me to check their first payslip",
				"$WHO does contract work for {v} and never knows when the invoice gets paid",
				"$WHO was made redundant by {v} and I'm helping with the payout sums",
				"$WHO's husband is on the payroll at {v} and hates the payday",
			},
			assistant: []string{
				"Since your salary comes from {v}, I've set payday to their usual date.",
				"Income summary: salaried, employer {v}, tax code standard, paid monthly. (Earlier notes say {cur}.)",
				"I assumed {v} is your employer, going by the payslip import.",
				"For an employee of {v}, the salary sacrifice scheme could save you some tax.",
			},
		},
		state: []rawCordedStmt{
			{form: "aside", core: "my salary comes from {v}, so the payday is the 28th"},
			{form: "update", core: "just so it's written down, my wages come from {v}, same as every month since our first chat"},
			{form: "answer", ask: "Who should I put as your employer on the return?",
				core: "I work for {v}, they're the ones on my payslip"},
			{form: "answer", ask: "Should I use {v} as your employer like on last year's P60?",
				core: "ignore that P60, it's from a previous job, and these days my payslips say {v} at the top"},
			{form: "fix", ask: "Your profile says {v}, so I set your payday to theirs.",
				core: "that's wrong, I'm employed by {v} and it's their payroll date you want"},
			{form: "paste", core: "my employer these days is {v}, so the income section is wrong"},
			{form: "resend", core: "I work at {v} now so the pension contributions come off their payroll"},
			{form: "aside", core: "the expenses I claim back from {v}, where I work, land about a week after payday"},
		},
		change: []rawCordedStmt{
			{form: "aside", core: "I left {old}, so that payroll stops, and {new} took me on, so update the salary"},
			{form: "update", core: "job news, my last payslip from {old} came in and my first one from {new} is due, so the income changes"},
			{form: "answer", ask: "Still paid by {v} this month?",
				core: "no, I've finished at {old} and the first payslip from {new} came in, they're my employer now"},
			{form: "fix", ask: "I've kept {v} as your employer on the return.",
				core: "you've got the {old} details, the job I have now is at {new} and their salary goes on the return"},
			{form: "paste", core: "I left {old} and I'm on the payroll at {new} now, change the income source"},
			{form: "resend", core: "ever since I quit {old} I've been working for {new} so the salary in the budget is different"},
			{form: "happened", core: "the contract is signed, {old} paid my notice and I've started at {new} this week"},
			{form: "update", core: "I handed my pass back at {old} on Friday and {new} have put me on their payroll, so they're my employer now"},
		},
		revert: []rawCordedStmt{
			{form: "aside", core: "moving to {old} was a mistake, I asked for my old job back and {new} said yes, so their salary is back"},
			{form: "update", core: "goodbye {old}, I've gone back to {new} this week and the payslips will be theirs again"},
			{form: "fix", ask: "I'll keep {v} as your employer.",
				core: "no, the {old} job is finished and I'm back on the {new} payroll like before"},
			{form: "paste", core: "ignore that payslip from my time at {old}, I've rejoined {new} and they pay me again"},
			{form: "happened", core: "the {old} laptop is posted back and {new} has officially taken me on again"},
		},
		reflect: []string{"Got it, I'll set your income to the {v} salary.", "Noted: you work for {v}. I'll use their payday in the forecast."},
		echo:    []string{"Since you're paid by {v}, shall I check whether their pension match is maxed?", "Given your employer is {v}, the payday this month falls on a weekend, so expect it early."},
		stale: []rawCordedStale{
			{ask: "Should I list {v} as your employer again?", reject: "Not there any more, I told you I changed jobs."},
			{ask: "Is {v} still the payroll I should expect on the 28th?", reject: "That's my old job, it doesn't pay me now."},
		},
		misread: []rawCordedMisread{
			{said: "my shares in {v} paid a dividend this quarter", misread: "So you work at {v}? I'll update your employer.", deny: "No, I just hold a few shares, they don't employ me."},
			{said: "there's a refund from {v} on the card for a cancelled order", misread: "Oh, you're with {v}? I'll set them as your employer.", deny: "No, I bought something from them, that's all."},
		},
		pursuit: []string{"if I took the job at {v}, what would my take-home be",
			"my pension fund holds {v} shares, is that worth worrying about",
			"the P60 from {v} is from two tax years ago, do I still need it for the return",
			"there's a refund from {v} on the card, match it to the order",
			"help me check the dividend from my {v} shares against the tax allowance",
			"my brother's loan repayment comes from his {v} wages, log it as income for me"},
		record: []string{"Dividend · {v} plc · 12.40",
			"Card payment · {v} online shop · 48.99",
			"P60 2022/23 · employer: {v}",
			"Refund · {v} · order cancelled · 23.00",
			"Pension fund holding: {v} shares · 1.8% of the pot",
			"Payslip import · employer {v} · tax year 2021/22",
			"Salary estimate · offer from {v} · take-home 2,410 a month"},
		saved: []string{"Income profile updated · employer: {v}", "Payroll source updated · salary from {v}"},
		relay: []string{"From $WHO: I'm at {v} now, the pay's better so I can finally pay you back",
			"From $WHO: {v} paid me late again, can I borrow fifty till Friday",
			"$WHO wrote that {v} is cutting overtime, so the loan will take longer"},
		own: []string{"Payslip · employer: {v} · tax code 1257L",
			"P60 · $NAME $SURNAME · employer {v}",
			"$TIER income profile · salary from: {v}"},
		doc: []string{"Offer letter: {v} is pleased to offer you a salary of 38,000",
			"Shareholder notice: {v} annual general meeting",
			"Pension statement: your fund's largest holding is {v}"},
		example: []string{"If you worked for {v}, their salary sacrifice scheme would cut your tax bill.",
			"For example, an offer from {v} at 41,000 would take home about 2,600 a month."},
		plan: []string{"if {v} offered me more I'd think about it, but I doubt they will", "a recruiter from {v} keeps emailing me, I haven't replied",
			"I might apply to {v} if they ever pay properly"},
		goal: []string{"I'm probably taking the job at {v}, just waiting on the contract", "heads up, I'll likely be starting at {v} next month, so the salary will change"},
		past: []string{"back when I worked at {v} payday was the 15th", "when I was still at {v} I never had a pension worth mentioning"},
		joke: []string{"my biggest employer is the overdraft, {v} just tops it up", "I've bought so much from {v} I should get a staff discount"},
		still: []string{
			"From the budgeting chats, does {name} still work for {v}?",
			"Is {v} still {name}'s employer, going by the personal-finance conversations?",
			"Per the money-assistant logs, is {name}'s salary still paid by {v}?",
		},
		stillWhen: []string{
			"From the budgeting chats, was {name} still working for {v} {when}?",
			"Going by the personal-finance conversations, was {v} still paying {name}'s salary {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"vegetarian", "vegan", "pescatarian", "halal", "gluten-free", "dairy-free",
				"courgette-free", "spinach-free", "lettuce-free", "grape-free", "lemon-free", "raisin-free"},
			qCurrent: []string{
				"From the budgeting chats, what diet does {name} keep to now?",
				"{name} keeps their money admin with an AI finance assistant: what should their grocery budget be built around today?",
				"Going by the personal-finance conversations, how does {name} eat at present?",
				"Per the money-assistant logs, what is {name}'s diet currently?",
			},
			qWhen: []string{
				"From the budgeting chats, what diet was {name} keeping to {when}?",
				"Going by the personal-finance conversations, which diet was {name}'s grocery spending built around {when}?",
				"What did {name}'s food shopping have to suit {when}, per the money-assistant logs?",
			},
			qBefore: []string{
				"From the budgeting chats, what was {name}'s diet until the switch to {next}?",
				"Going by the personal-finance conversations, what had the weekly shop been built around for {name} prior to {next}?",
				"Per the money-assistant logs, what had {name} been eating before switching to {next}?",
			},
			chatter: []string{
				"The big shop cost twenty quid more than last month and I bought less.",
				"Meal deals are the only thing keeping my lunch budget alive.",
				"Supermarket loyalty points are the only investment I have that's going up.",
				"Food prices are making me do maths in the supermarket aisles.",
			},
			other: []string{
				"$WHO is {v}, so I budgeted extra for the birthday meal",
				"$WHO went {v} this year and their food bill doubled",
				"$WHO has been {v} since school and sends me their cheap recipes",
				"$WHO tried {v} for a month to save money and gave up",
				"$WHO is strictly {v}, so the restaurant bill for the party was huge",
				"$WHO asked whether the hamper I'm buying can be {v}",
			},
			assistant: []string{
				"Since you're {v}, I've put the specialist aisle spending under essentials.",
				"Grocery summary: one adult, diet {v}, weekly shop about 55. (Earlier notes say {cur}.)",
				"I assumed {v} for your grocery budget, going by last month's receipts.",
				"For a {v} shopper, the discount supermarket's own range would save about 8 a week.",
			},
		},
		state: []rawCordedStmt{
			{form: "aside", core: "still {v}, so the specialist aisle spend is legit and not a treat"},
			{form: "update", core: "for the food budget, I've been {v} the whole time we've been doing this, so plan the shop around it"},
			{form: "answer", ask: "Anything I should know before I set the grocery budget?",
				core: "yes, I'm {v}, so the weekly shop costs a bit more"},
			{form: "answer", ask: "Should I keep the {v} grocery plan from last year?",
				core: "last year's plan is out of date, the food I buy now is {v} so base it on that"},
			{form: "fix", ask: "Your profile says {v}, so I budgeted for that kind of shop.",
				core: "whoever saved that got it wrong, I eat {v}, so the grocery plan needs redoing"},
			{form: "paste", core: "how I eat now is {v}, so the food categories need to match"},
			{form: "resend", core: "I'm {v} now so the grocery budget has to allow for it"},
			{form: "aside", core: "I'm {v} and that's why the health food shop shows up every week"},
		},
		change: []rawCordedStmt{
			{form: "aside", core: "forget {old} for the shopping budget, I eat {new} now, so recategorise the groceries"},
			{form: "update", core: "diet change, I've stopped being {old} and I'm {new} now, so cancel the meat box and redo the food budget"},
			{form: "answer", ask: "Still {v} for the grocery plan?",
				core: "no, I've just dropped {old} and I'm {new} now, so the shop changes"},
			{form: "fix", ask: "I've kept {v} in your grocery plan.",
				core: "that was my {old} phase, it's over and the grocery plan should be {new} from here on"},
			{form: "paste", core: "that receipt is from my {old} days and I've changed my diet to {new}, so correct the food categories"},
			{form: "resend", core: "giving up {old} was easier than I thought and I'm eating {new} now, change the shopping list"},
			{form: "happened", core: "I went through with it, no more {old} and I'm fully {new} as of this week"},
			{form: "update", core: "my doctor signed it off, so {old} is finished and I'm {new} now, which the grocery budget should reflect"},
		},
		revert: []rawCordedStmt{
			{form: "aside", core: "the {old} thing didn't work for me, I've gone back to being {new}, so the old shop is back"},
			{form: "update", core: "the {old} experiment lasted two months and I'm {new} again like before"},
			{form: "fix", ask: "I'll keep budgeting for {v} food.",
				core: "leave that, the {old} spell is over and I eat {new} again like I used to"},
			{form: "paste", core: "that shopping list is from the {old} experiment and I've gone back to {new}, so fix the categories"},
			{form: "happened", core: "I've abandoned the {old} idea completely, so it's {new} shopping for me again"},
		},
		reflect: []string{"Got it, I'll build the grocery budget around {v}.", "Noted: you're {v}. I'll categorise the specialist shops as essentials."},
		echo:    []string{"Since you're {v}, want me to compare what the two supermarkets charge for your usual basket?", "Given you eat {v}, the meal kit subscription might actually be cheaper than the shop."},
		stale: []rawCordedStale{
			{ask: "Should I plan the shop for {v} again?", reject: "That's from before, I told you how I eat now."},
			{ask: "Keep {v} as the diet on your grocery plan?", reject: "Old news, my diet changed since."},
		},
		misread: []rawCordedMisread{
			{said: "the {v} meal kit on my card is a present for my sister", misread: "So you're {v}? I'll set your grocery plan to that.", deny: "No, that's her diet, not mine."},
			{said: "the restaurant on that receipt is entirely {v}", misread: "Oh, you're {v}? I'll note it in your profile.", deny: "No, that's just the restaurant, not my diet."},
		},
		pursuit: []string{"I'm paying for my mum's {v} meal delivery, put it under family not groceries",
			"work out what a {v} weekly shop would cost me, just out of interest",
			"the office party menu is {v}, do I still need to budget for lunch that day",
			"there's a {v} bakery on the card statement, that was a gift for a friend",
			"my flatmate is {v}, so split the shared shop by item, not in half"},
		record: []string{"Card payment · {v} kitchen · 18.40",
			"Subscription · {v} recipe box · 29.99 a week · paid for a relative",
			"Receipt · supermarket · {v} aisle items · 12.75",
			"Restaurant bill · {v} set menu x2 · 64.00",
			"Budget category suggestion: {v} groceries",
			"Order · meal delivery · {v} · delivered to another address",
			"Receipt · café · {v} lunch · 9.80"},
		saved: []string{"Grocery profile saved · diet: {v}", "Household profile updated · diet note: {v}"},
		relay: []string{"$WHO says she's {v} now, so the family meal I'm paying for has to suit",
			"From $WHO: can you put the {v} box on your card again this month, I'll pay you back",
			"$WHO asked if the hamper can be {v}"},
		own: []string{"Grocery plan · diet: {v} · $TIER",
			"Budget note · {v} shop, weekly",
			"Meal box subscription · preference: {v} · $HANDLE"},
		doc: []string{"Offer: half price on your first {v} meal box",
			"Leaflet: how to eat {v} on a budget",
			"Menu: the {v} set lunch, two courses for 12"},
		example: []string{"If you were {v}, your weekly shop would probably cost about 10 more.",
			"For example, a {v} household often saves by batch-cooking on Sundays."},
		plan: []string{"I might go {v} if it turns out cheaper, haven't decided", "if I were {v} my food bill would be a disaster",
			"my doctor suggested {v} once, not doing it yet"},
		goal: []string{"I'm probably going {v} soon, the doctor thinks it's a good idea", "heads up, I'll likely switch to {v} next month, it's decided"},
		past: []string{"back when I was {v} the shopping was so much cheaper", "when I was still {v} half my budget went on one shop"},
		joke: []string{"after this month's bills I'd eat anything, even {v} cardboard", "the only {v} thing about me is my bank balance"},
		still: []string{
			"From the budgeting chats, is {name} still {v}?",
			"Does {name} still eat {v}, going by the personal-finance conversations?",
			"Per the money-assistant logs, is {name}'s diet still {v}?",
		},
		stillWhen: []string{
			"From the budgeting chats, was {name} still {v} {when}?",
			"Going by the personal-finance conversations, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Jozefina", "Leopoldine", "Radegonde", "Gwladys", "Florestan", "Hilarion",
				"Sulpicia", "Theobald", "Aldhelm", "Frideswide", "Sigebert", "Wynfrith"},
			qCurrent: []string{
				"From the budgeting chats, who is {name} in a relationship with these days?",
				"{name} keeps their money admin with an AI finance assistant: whom do they share a household budget with today?",
				"Going by the personal-finance conversations, who is {name} with at present?",
				"Per the money-assistant logs, who is {name}'s other half currently?",
			},
			qWhen: []string{
				"From the budgeting chats, whom was {name} sharing household bills with as a couple {when}?",
				"Going by the personal-finance conversations, whom was {name} with {when}?",
				"Who would have been on a joint account with {name} {when}, per the money-assistant logs?",
			},
			qBefore: []string{
				"From the budgeting chats, whom did {name} share a joint account with until {next} came along?",
				"Going by the personal-finance conversations, which person had {name} been a couple with prior to {next}?",
				"Per the money-assistant logs, whom had {name} been sharing their life with before getting together with {next}?",
			},
			chatter: []string{
				"Splitting bills fairly in a couple is harder than any tax form.",
				"We had a whole evening arguing about whether a takeaway counts as groceries.",
				"Someone at home keeps buying 'bargains' we don't need.",
				"Money talk at the kitchen table always ends in a spreadsheet.",
			},
			other: []string{
				"$WHO is moving in with {v} and wants help setting up a joint account",
				"$WHO and {v} just got engaged and asked me how to budget for a wedding",
				"$WHO split up with {v} and is untangling a shared credit card",
				"$WHO keeps talking about {v} paying for everything, lucky them",
				"$WHO started seeing {v} after meeting at a debt advice workshop",
				"$WHO is marrying {v} in June, so I need to budget for the present",
			},
			assistant: []string{
				"Since your partner is {v}, I've split the shared bills between the two of you.",
				"Household summary: two adults, you and {v}, joint account for bills, separate savings. (Earlier notes say {cur}.)",
				"I assumed {v} is your partner, going by the joint account name.",
				"For a couple like you and {v}, a bills-only joint account keeps things simple.",
			},
		},
		state: []rawCordedStmt{
			{form: "aside", core: "the joint account is with my partner {v}, so half of these bills are theirs"},
			{form: "update", core: "for the household budget, my other half is {v} and has been since we started these chats"},
			{form: "answer", ask: "Who else shares the household bills with you?",
				core: "just my partner, {v}, we split everything down the middle"},
			{form: "answer", ask: "Should I keep {v} as the second person on the household budget?",
				core: "that's out of date, the one I share the bills with is {v} nowadays"},
			{form: "fix", ask: "Your profile has {v} as your partner, so I split the bills with them.",
				core: "the partner on that profile is wrong, the person I'm with is {v}, split the bills with them"},
			{form: "paste", core: "these days my relationship is with {v}, so the household budget is for two"},
			{form: "resend", core: "I'm with {v} now so the shared bills are split between us"},
			{form: "aside", core: "add my wife {v} as a second cardholder, she does most of the shopping"},
		},
		change: []rawCordedStmt{
			{form: "aside", core: "me and {old} split up, so close the joint account, and I'm with {new} now, we'll sort our own"},
			{form: "update", core: "big personal news, {old} and I broke up and I've started a relationship with {new}, so redo the bill split"},
			{form: "answer", ask: "Still splitting the bills with {v}?",
				core: "no, {old} is my ex and the person I'm with is {new}, so split with them"},
			{form: "fix", ask: "I've kept {v} on the joint account.",
				core: "please take {old} off that, we broke up, and my partner now is {new}, so add them"},
			{form: "paste", core: "that budget still has {old} in it but we're finished and my partner is {new}, please amend it"},
			{form: "resend", core: "since splitting from {old} I've been with {new} so the joint budget is theirs and mine"},
			{form: "happened", core: "so it's official, {old} and I are done and {new} is my partner, set up the shared pot with them"},
			{form: "update", core: "the joint account with {old} is closed and {new} has moved in with me, so we're the couple paying the bills now"},
		},
		revert: []rawCordedStmt{
			{form: "aside", core: "after {old} I realised I missed {new}, we're back together and sharing the bills again"},
			{form: "update", core: "long story, {old} didn't last and {new} and I are together again, so put the joint budget back"},
			{form: "fix", ask: "I'll keep {v} on the joint account.",
				core: "that's the wrong person, {old} is history and I've gone back to {new}, so they're my partner again"},
			{form: "paste", core: "scrap the single-person budget from my {old} spell, {new} and I have reunited and we share costs again"},
			{form: "happened", core: "it's official now, the {old} chapter is closed and {new} is my partner once again"},
		},
		reflect: []string{"Got it, I'll set up the shared budget with {v}.", "Noted: your partner is {v}. I'll split the household bills with them."},
		echo:    []string{"Since you're with {v}, want me to check whether the marriage allowance applies?", "Given your partner is {v}, shall I keep the joint pot at half each?"},
		stale: []rawCordedStale{
			{ask: "Should {v} be on the joint budget again?", reject: "We broke up, so no, take them out of it."},
			{ask: "Keep {v} as the second cardholder?", reject: "They're not in the picture any more, take them off."},
		},
		misread: []rawCordedMisread{
			{said: "I paid {v} back for the concert tickets", misread: "So {v} is your partner? I'll add them to the joint budget.", deny: "No, just a friend I owed money."},
			{said: "the landlord {v} emailed about the deposit", misread: "Oh, is {v} your partner? I'll note it.", deny: "No, that's the landlord, nothing more."},
		},
		pursuit: []string{"I lent {v} from work two hundred quid, log it as money owed to me",
			"my sister's loan is from her husband {v}, it's not my debt",
			"the plumber's invoice is made out to {v}, check the amount",
			"pay the babysitter {v} on Friday and put it under childcare",
			"my landlord is called {v}, double-check the rent reference has his name"},
		record: []string{"Transfer · to {v} · concert tickets · 45.00",
			"Invoice · from {v} Plumbing · 120.00",
			"Standing order · to {v} · loan repayment for a sibling",
			"Payee added: {v} · babysitting",
			"Rent · landlord {v} · reference $REF",
			"Joint account holder on an old statement: {v}",
			"Transfer in · from {v} · splitting the taxi"},
		saved: []string{"Household profile updated · partner: {v}", "Joint account settings saved · second holder: {v}"},
		relay: []string{"$WHO says {v} is moving in, so they want to split the bills three ways",
			"From $WHO: {v} and I want to pay you back for the holiday, send your details",
			"$WHO wrote that {v} lost their job, so they need a cheaper budget"},
		own: []string{"Joint account · holders: $NAME $SURNAME and {v} · $TIER",
			"Household profile · partner: {v} · $HANDLE",
			"Marriage allowance note: transfer to {v}"},
		doc: []string{"Letter addressed to {v}, not to you",
			"Invoice: {v} Plumbing and Heating, payment due",
			"Christmas card money from {v}, your godparent"},
		example: []string{"If you shared bills with {v}, a joint account for the direct debits would keep it tidy.",
			"For example: 'You and {v} each pay 600 into the bills pot.' Only if it applies."},
		plan: []string{"I might ask {v} out once payday comes, no idea yet", "if I were with {v} we'd never agree on a budget",
			"my friends keep trying to set me up with {v}, not happening"},
		goal: []string{"things with {v} are getting serious, we might open a joint account soon", "heads up, {v} and I will probably make it official next month"},
		past: []string{"back when I was with {v} we had a joint account that was always overdrawn", "when I was still with {v} every big purchase needed a meeting"},
		joke: []string{"the only {v} in my life is the debt collector's voicemail", "if this month goes any worse I'm marrying whoever {v} is at the bank"},
		still: []string{
			"From the budgeting chats, is {name} still with {v}?",
			"Is {v} still {name}'s partner, going by the personal-finance conversations?",
			"Per the money-assistant logs, is {name} still in a couple with {v}?",
		},
		stillWhen: []string{
			"From the budgeting chats, was {name} still with {v} {when}?",
			"Going by the personal-finance conversations, was {v} still {name}'s partner {when}?",
		},
	},
}
