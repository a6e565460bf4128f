package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The tufted set lives in its own file, as the veiled to seamed sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's chats with an AI travel and booking
// assistant over many months: flights, trains, hotels, car rentals, visas,
// restaurant tables, travel insurance, expense claims for work trips and
// trips with a partner or family. The traveller (role user, under their
// first name, their loyalty account name or "user", one convention per
// conversation) mostly talks about destinations; the assistant (role
// assistant, speaker AssistantSpeaker) suggests and books; the booking
// tools (role tool, speakers rawTuftedTools) return search results,
// confirmations, itineraries, e-tickets, saved profiles and expense
// records. What the traveller pastes (an old confirmation, a saved
// profile, a forwarded message, a listing) comes as quoted lines ("> ").
//
// Personal facts come in passing inside booking talk, in one of seven
// forms (rawTuftedFormNames): an aside inside a booking request (aside);
// a heads-up at the start of a chat (update); the answer to the
// assistant's question, which names no value or a stale or wrong one
// (answer); the correction of the assistant's assumption, which names the
// value it gets wrong (fix); a line under a pasted old confirmation or
// profile of the traveller's own that names a stale or wrong value
// (paste; the pasted text is no statement); the message sent again after
// one sent half-typed that names no value (resend); or the news that a
// plan told weeks before has happened (happened; the plan itself is no
// statement).
//
// Gold follows the stitched rule read on the traveller's own prose: the
// oracle leaves out quoted lines and reads the rest as rawSpoken writes
// it. A gold turn is the traveller's turn in which they state their own
// value as holding at the time of the chat: never a destination, a hotel's
// or restaurant's town, a layover, a client or conference host visited,
// never a tool's record (a booking, an e-ticket, a saved profile read
// back), never the assistant's suggestions, guesses or summaries, never a
// plan, dream trip, relocation research, hypothetical or joke, never a
// fellow traveller's, colleague's or relative's value. Questions are
// asked "from the travel assistant chats" and such, also as yes/no
// "still" questions naming a stale or wrong value, expected always the
// value that held; months are asked "in", "during", "around", "as of the
// trips in" or "over", and "before X".
func init() {
	var names []string
	for _, p := range rawTuftedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingTufted, rawTuftedAttrs(), rawTuftedSmallTalk, rawTuftedReplies,
		[]string{"in ", "during ", "around ", "as of the trips in ", "over "},
		names)
}

// rawTuftedTools are the speakers of the booking tools' turns.
var rawTuftedTools = []string{"flights.search", "rail.search", "hotels.search", "bookings", "itinerary", "eticket", "profile", "expenses", "dining.reserve"}

// rawTuftedRecordTools are the tools whose records name travellers,
// places and meals.
var rawTuftedRecordTools = []string{"bookings", "itinerary", "dining.reserve", "hotels.search"}

// rawTuftedFormNames are the forms a tufted statement comes in.
var rawTuftedFormNames = []string{"aside", "update", "answer", "fix", "paste", "resend", "happened"}

// rawTuftedPerson is a traveller of the tufted set: name is the first
// name the set gives them, account their loyalty account name; form the
// statement form they reach for most (drawn twice as often as any other);
// scheme the loyalty scheme they are in.
type rawTuftedPerson struct {
	name, surname, account, form, scheme string
}

var rawTuftedPeople = []rawTuftedPerson{
	{name: "Eulalie", surname: "Brassard", account: "ebrassard_flyer", form: "aside", scheme: "SkyLoop Gold"},
	{name: "Oyelaran", surname: "Adebisi", account: "oadebisi77", form: "update", scheme: "RailPass Plus"},
	{name: "Chidubem", surname: "Onwuka", account: "conwuka_miles", form: "answer", scheme: "SkyLoop Silver"},
	{name: "Thorgils", surname: "Eskildsen", account: "teskildsen", form: "fix", scheme: "Stayward Points"},
	{name: "Citlali", surname: "Calloway", account: "ccalloway_travels", form: "paste", scheme: "SkyLoop Gold"},
	{name: "Bohumil", surname: "Penhaligon", account: "bpenhaligon", form: "resend", scheme: "Stayward Points"},
	{name: "Ngozi", surname: "Fennessy", account: "nfennessy", form: "aside", scheme: "RailPass Plus"},
	{name: "Jarmila", surname: "Szalontai", account: "jszalontai_jet", form: "happened", scheme: "SkyLoop Silver"},
	{name: "Teodoro", surname: "Bustamante", account: "tbustamante", form: "fix", scheme: "Stayward Points"},
	{name: "Bronislava", surname: "Trevithick", account: "btrevithick", form: "update", scheme: "SkyLoop Gold"},
	{name: "Aniela", surname: "Okonkwo", account: "aokonkwo_trips", form: "answer", scheme: "RailPass Plus"},
	{name: "Kasimira", surname: "Vandersloot", account: "kvandersloot", form: "paste", scheme: "SkyLoop Silver"},
}

// rawTuftedPersonOf is the traveller named name.
func rawTuftedPersonOf(name string) *rawTuftedPerson {
	for i := range rawTuftedPeople {
		if rawTuftedPeople[i].name == name {
			return &rawTuftedPeople[i]
		}
	}
	return &rawTuftedPeople[0]
}

// rawTuftedStmt is one statement template (core), its form and what the
// form needs around it: ask is the assistant's question (answer) or
// assumption (fix), naming no value or {v}, a stale or wrong one.
type rawTuftedStmt struct{ form, ask, core string }

// formCore makes rawTuftedStmt a formed statement (rawformed.go).
func (s rawTuftedStmt) formCore() (string, string) { return s.form, s.core }

// rawTuftedMisread is a line of the traveller's naming a value that is
// not theirs, {v} (a destination's, a fellow traveller's); the assistant
// taking it as the traveller's own (misread); and the traveller's denial,
// naming no value (deny).
type rawTuftedMisread struct{ said, misread, deny string }

// rawTuftedStale is the assistant asking with an earlier value {v} (ask)
// and the traveller putting it right without naming a value (reject).
type rawTuftedStale struct{ ask, reject string }

// rawTuftedForms are the tufted set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and fellow travellers'
// values the traveller's prose; the assistant list the assistant's
// guesses and summaries naming {v} while {cur} holds), the statements by
// kind, and: the assistant taking down a value just stated (reflect,
// {v}), naming the value that holds (echo, {v}); questions naming an
// earlier one (stale); misreadings (misread); the traveller's booking
// requests naming a value that is no value of theirs: a destination, a
// hotel's or restaurant's town, a layover, a client or host visited, a
// fellow guest's (trip); tool records naming someone else's value or a
// destination (record); the tool confirming the traveller's own profile
// change (saved, {v}); messages from colleagues, family or friends that
// the traveller forwards, naming their own values (ticket, quoted); the
// traveller's own old confirmations and saved profiles naming a value of
// theirs no longer true (own); listings, invitations, visa letters and
// relocation research (doc, quoted); the assistant's suggestions
// (example); hypotheticals, dream trips and plans that never happen
// (plan); plans that a later statement makes come true (goal); the
// traveller's earlier values of the chats' months told as past (past);
// jokes (joke); and the questions naming a stale or wrong value {v}:
// current (still) and historical, with {when} (stillWhen).
type rawTuftedForms struct {
	lists                 rawSetLists
	state, change, revert []rawTuftedStmt
	reflect, echo         []string
	stale                 []rawTuftedStale
	misread               []rawTuftedMisread
	trip                  []string
	record, saved         []string
	ticket, own           []string
	doc, example          []string
	plan, goal, past      []string
	joke                  []string
	still, stillWhen      []string
}

// rawTuftedAttrs are the tufted set's lists per attribute as
// installRawSet takes them.
func rawTuftedAttrs() map[string]rawSetLists {
	return formedLists(rawTuftedByAttr, func(f rawTuftedForms) (rawSetLists, []rawTuftedStmt, []rawTuftedStmt, []rawTuftedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// tufts reports whether g's set is a traveller's chats with a booking
// assistant (the tufted set).
func (g *rawGen) tufts() bool { return g.ph == PhrasingTufted }

// rawTuftedRun is one traveller's booking chats being ingested.
type rawTuftedRun struct {
	*rawGen
	f       rawTuftedForms
	p       *rawTuftedPerson
	me      string            // the traveller's label
	used    map[string]bool   // the templates said in this chat
	said    string            // the last statement's core template
	planned bool              // a plan for the next value has been told
	chat    int               // the chat's number
	ref     int               // a booking reference number
	asked   int               // the request the assistant answers next, or -1
	people  map[string]string // fellow travellers, colleagues and relatives and their own values
}

// rawTuftedCompanions are the people around the traveller whose own
// values come up: colleagues on work trips, relatives, friends.
var rawTuftedCompanions = []string{"my colleague Priya", "my boss", "my sister", "my dad", "our new sales lead", "my best friend",
	"the client's travel coordinator", "my cousin", "my old flatmate", "a guy from the finance team"}

// travelChats writes a tufted conversation and its questions: the
// traveller's manner is their name's (rawTuftedPersonOf), their label one
// of three conventions; every companion gets a value of the asked
// attribute of their own (none of the traveller's); the traveller's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 80 to 140 days after the previous one or after six
// to ten chats (times the filler scale), whichever is later.
func (g *rawGen) travelChats(vals []string, revert, chatty bool) {
	r := &rawTuftedRun{rawGen: g, f: rawTuftedByAttr[g.a.predicate], p: rawTuftedPersonOf(g.who), people: map[string]string{},
		ref: 100000 + g.rng.IntN(800000), asked: -1}
	switch g.rng.IntN(3) {
	case 0:
		r.me = r.p.name
	case 1:
		r.me = r.p.account
	default:
		r.me = "user"
	}
	others := g.otherValues(vals)
	for _, p := range rawTuftedCompanions {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// user appends a turn of the traveller's.
func (r *rawTuftedRun) user(text string) string {
	id, _ := r.turn(r.me, "user", r.fill(text, ""), time.Duration(1+r.rng.IntN(4))*time.Minute)
	return id
}

// bot appends a turn of the assistant's.
func (r *rawTuftedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", r.fill(text, ""), time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// tool appends a booking tool's turn.
func (r *rawTuftedRun) tool(name, text string) {
	r.turn(name, "tool", r.fill(text, ""), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// fresh is a template of tpls not yet said in this chat, if one of three
// tries finds one.
func (r *rawTuftedRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds, $NAME the
// traveller's first name, $SURNAME their surname, $ACCOUNT their loyalty
// account, $SCHEME their loyalty scheme, $REF a booking reference and $ID
// a number.
func (r *rawTuftedRun) fill(tpl, v string) string {
	t := fillOne(tpl, map[string]string{"v": v, "cur": r.cur})
	t = strings.ReplaceAll(t, "$NAME", r.p.name)
	t = strings.ReplaceAll(t, "$SURNAME", strings.ToUpper(r.p.surname))
	t = strings.ReplaceAll(t, "$ACCOUNT", r.p.account)
	t = strings.ReplaceAll(t, "$SCHEME", r.p.scheme)
	t = strings.ReplaceAll(t, "$REF", fmt.Sprintf("TQ%d", r.ref))
	return strings.ReplaceAll(t, "$ID", fmt.Sprint(1000+r.rng.IntN(9000)))
}

// quote is lines as quoted lines ("> "), every line of each.
func quote(lines ...string) string {
	ls := strings.Split(strings.Join(lines, "\n"), "\n")
	for i, l := range ls {
		ls[i] = "> " + l
	}
	return strings.Join(ls, "\n")
}

// request is a booking request naming no value, not yet made in this
// chat if one of three tries finds one; the assistant's next answer
// answers it.
func (r *rawTuftedRun) request() string {
	q := r.fresh(rawTuftedRequests)
	r.asked = slices.Index(rawTuftedRequests, q)
	return q
}

// answer is the assistant's answer naming no value: the answer to the
// request just made, else a general reply.
func (r *rawTuftedRun) answer() string {
	a := pick(r.rng, rawTuftedAnswers)
	if r.asked >= 0 {
		a = rawTuftedRequestAnswers[r.asked]
		r.asked = -1
	}
	return a
}

// served is a request, one time in three a tool's result naming no value,
// and the assistant's answer.
func (r *rawTuftedRun) served(q string) {
	r.user(q)
	if r.rng.IntN(3) == 0 {
		res := rawTuftedResults[r.rng.IntN(len(rawTuftedResults))]
		r.tool(res[0], res[1])
	}
	r.bot(r.answer())
}

// open starts a chat on r.t's day: one time in two the itinerary
// tool's line first.
func (r *rawTuftedRun) open() {
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
		r.tool("itinerary", fmt.Sprintf(pick(r.rng, rawTuftedHeaders), r.chat, r.p.scheme))
	}
}

// close ends the chat: now and then the traveller's sign-off or a tool's
// line.
func (r *rawTuftedRun) close() {
	switch r.rng.IntN(6) {
	case 0, 1:
		r.user(pick(r.rng, rawTuftedSignOffs))
	case 2:
		r.tool("bookings", pick(r.rng, rawTuftedNotes))
	}
}

// smallTalk is talk naming no value and the assistant's reply: a remark,
// or a request with a tool's result.
func (r *rawTuftedRun) smallTalk() {
	switch r.rng.IntN(3) {
	case 0:
		r.user(r.fresh(rawTuftedSmallTalk))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.served(r.request())
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the traveller's own form twice as
// likely; "happened" only after a plan was told), with the turns the form
// needs around it, and returns the statement's turn and its time. A
// statement turn names no value of the asked attribute after its core.
func (r *rawTuftedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawTuftedStmt
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
		if r.rng.IntN(2) == 0 { // a trip naming a value not the traveller's
			req = capitalize(r.fill(r.fresh(r.f.trip), pick(r.rng, others))) + ". " + req
		}
		id = r.user(req + " " + pick(r.rng, rawTuftedAsideLeads) + " " + core + ". " + pick(r.rng, rawTuftedAsideBacks))
	case "update":
		id = r.user(pick(r.rng, rawTuftedUpdateLeads) + " " + core + ". " + pick(r.rng, rawTuftedUpdateTails))
	case "answer":
		r.served(r.request())
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawTuftedAnswerLeads) + " " + core + ". " + pick(r.rng, rawTuftedAnswerTails))
	case "fix":
		r.user(r.request())
		if r.rng.IntN(2) == 0 { // the stale profile the assistant reads from
			r.tool("profile", r.fill(r.fresh(r.f.own), wrong))
		}
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawTuftedFixLeads) + " " + core + ". " + pick(r.rng, rawTuftedFixTails))
	case "paste":
		own := quote(r.fill(r.fresh(r.f.own), wrong))
		id = r.user(r.fill(pick(r.rng, rawTuftedPasteLeads), "") + "\n" + own + "\n" + pick(r.rng, rawTuftedPasteAfters) + " " + core + ". " +
			pick(r.rng, rawTuftedPasteTails))
	case "resend":
		r.user(pick(r.rng, rawTuftedHalfSent))
		id = r.user(pick(r.rng, rawTuftedResends) + " " + core + ". " + pick(r.rng, rawTuftedUpdateTails))
	default: // happened
		id = r.user(pick(r.rng, rawTuftedHappenedLeads) + " " + core + ". " + pick(r.rng, rawTuftedUpdateTails))
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
func (r *rawTuftedRun) confirm(vals []string, i int) {
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
// long trip, a quiet spell).
func (r *rawTuftedRun) filler(vals []string, i int, chatty bool, n int) {
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
// value; a trip naming a value that is not the traveller's (a destination,
// a host, a guest's); a tool's results or a booking record naming others'
// values; talk on the topic naming no value; the traveller's other
// attributes; a companion's own value; a forwarded message naming its
// sender's value; an old confirmation or saved profile of the traveller's
// own, or old notes in the very words of a statement (mirror); a listing,
// invitation or letter; the assistant's suggestion; a hypothetical or a
// dream trip; a plan for the next value (once a gap, which the next
// statement may say has happened); an earlier value of the chats' months
// told as past; a joke; the assistant's misreading and the denial; the
// assistant naming the value that holds; its question with an earlier
// value, put right without one; else a wrong guess.
func (r *rawTuftedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(84); {
	case x < 6:
		r.smallTalk()
	case x < 16:
		r.trip(others)
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
		p := pick(r.rng, rawTuftedCompanions)
		r.user(r.fill(pick(r.rng, rawTuftedForwardLeads), "") + "\n" + quote(capitalize(strings.ReplaceAll(r.fill(r.fresh(f.ticket), r.people[p]), "$WHO", p))) +
			"\n" + pick(r.rng, rawTuftedForwardAsks))
		r.bot(r.answer())
	case x < 41:
		r.mirror(others, past)
	case x < 44:
		r.user(pick(r.rng, rawTuftedDocLeads) + "\n" + quote(r.fill(r.fresh(f.doc), pick(r.rng, others))) + "\n" + pick(r.rng, rawTuftedDocAsks))
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
		r.bot(pick(r.rng, rawTuftedJokeReplies))
	case x < 62:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.user(capitalize(r.fill(m.said, v)) + ".")
		r.bot(r.fill(m.misread, v))
		r.user(capitalize(m.deny))
	case x < 66 && r.cur != "":
		r.user(r.fresh(rawTuftedSmallTalk))
		r.bot(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 71 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.bot(r.fill(s.ask, pick(r.rng, past)))
		r.user(capitalize(s.reject))
	case x < 75:
		r.served(r.request())
		r.user(pick(r.rng, rawTuftedFollowUps))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.wrongGuess(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongGuess(others)
	}
}

// trip is a booking request naming a value that is not the traveller's
// (a destination, a hotel's town, a host visited, a fellow guest's), one
// time in two with a tool's record naming it too, and the assistant's
// answer.
func (r *rawTuftedRun) trip(others []string) {
	v := pick(r.rng, others)
	r.user(capitalize(r.fill(r.fresh(r.f.trip), v)) + ".")
	if r.rng.IntN(2) == 0 {
		r.tool(pick(r.rng, rawTuftedRecordTools), r.fill(r.fresh(r.f.record), v))
	}
	r.bot(pick(r.rng, rawTuftedTripAnswers))
}

// results is a tool's results or booking record of two to four lines
// naming others' values (of the asked attribute or another), after a
// request, and the assistant's answer.
func (r *rawTuftedRun) results(others []string) {
	var lines []string
	for range 2 + r.rng.IntN(3) {
		if r.rng.IntN(3) == 0 {
			a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
			lines = append(lines, r.fill(pick(r.rng, rawTuftedByAttr[a].record), pick(r.rng, rawAttrs[a].valuesIn(r.ph))))
			continue
		}
		lines = append(lines, r.fill(r.fresh(r.f.record), pick(r.rng, others)))
	}
	r.user(r.fresh(rawTuftedResultLeads))
	r.tool(pick(r.rng, rawTuftedRecordTools), strings.Join(lines, "\n"))
	r.bot(pick(r.rng, rawTuftedResultAnswers))
}

// aboutCompanion is a line of the traveller's about a companion and that
// person's own value of the asked attribute.
func (r *rawTuftedRun) aboutCompanion() string {
	p := pick(r.rng, rawTuftedCompanions)
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1)) + "."
}

// mirror is an old text of the traveller's own: one time in two, where
// they had an earlier value in the chats' months, the profile tool
// reading back a saved profile naming it, or the traveller pasting an old
// confirmation naming it; else old notes in the very words of a
// statement told in passing, with a value no longer true, quoted; and
// the traveller's words on it naming none.
func (r *rawTuftedRun) mirror(others, past []string) {
	if len(past) > 0 && r.rng.IntN(2) == 0 {
		own := r.fill(r.fresh(r.f.own), pick(r.rng, past))
		if r.rng.IntN(2) == 0 {
			r.user(r.request())
			r.tool("profile", own)
			r.user(pick(r.rng, rawTuftedMirrorAfters))
		} else {
			r.user(r.fill(pick(r.rng, rawTuftedPasteLeads), "") + "\n" + quote(own) + "\n" + pick(r.rng, rawTuftedMirrorAfters))
		}
		r.bot(r.answer())
		return
	}
	var sts []rawTuftedStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "aside" || st.form == "update" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.user(r.fill(pick(r.rng, rawTuftedMirrorLeads), "") + "\n" + quote(capitalize(core)+".") + "\n" + pick(r.rng, rawTuftedMirrorAfters))
	r.bot(r.answer())
}

// wrongGuess is the assistant's guess or summary naming another value,
// one time in two followed by the traveller's reply that it is wrong,
// naming none.
func (r *rawTuftedRun) wrongGuess(others []string) {
	r.bot(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.user(r.fresh(rawTuftedGuessReplies))
	}
}

// background is a turn of the traveller's stating one of their other
// attributes (its value holds all through) in the words of its aside or
// update form; else a request naming no value.
func (r *rawTuftedRun) background() {
	var sts []rawTuftedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawTuftedByAttr[a].state {
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
func (r *rawTuftedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The traveller's lines naming no value: requests, the words around a
// statement in each form, and the words around what they paste.
var (
	rawTuftedRequests = []string{
		"Can you find me the earliest flight on Monday that lands before noon?",
		"Does my fare include a checked bag or do I need to add one?",
		"What's the cancellation deadline on the hotel I booked last week?",
		"Can you move my return train to the evening one, same class?",
		"Is there a lounge I can use on my ticket, or is that only for gold?",
		"Find me a rental car with automatic transmission, nothing huge.",
		"Do I need to print the boarding pass or is the app enough?",
		"Can you add travel insurance to the trip in June, the basic cover?",
		"What's the best seat on that aircraft if I want to sleep?",
		"Can you file the expense claim for last week's taxi receipts?",
		"Is it cheaper to fly midweek for the autumn trip, roughly?",
		"Can you get me a late checkout, my flight isn't until nine?",
	}
	rawTuftedRequestAnswers = []string{
		"The 07:05 departure lands at 10:40 and still has seats in economy; the next one after that lands at 12:15.",
		"Your fare is hand-luggage only. Adding one 23 kg bag now costs less than paying at the airport.",
		"You can cancel free of charge until 18:00 local time two days before arrival; after that the first night is charged.",
		"Done: moved to the 18:32 departure, same class, no change fee on your fare type.",
		"Your ticket doesn't include lounge access, but a day pass is available for the terminal you leave from.",
		"I found three automatics in the compact class; the cheapest has free cancellation until 48 hours before pick-up.",
		"The app's mobile boarding pass is accepted on this route, but keep a screenshot in case the signal drops.",
		"Basic cover added for the June trip: medical, cancellation and lost luggage, with a small excess.",
		"Row 24 on that aircraft has extra recline and no galley behind it; window seats A and F are still free.",
		"Claim drafted with four taxi receipts attached; it's waiting for your approval before it goes to finance.",
		"Tuesday and Wednesday departures are about a fifth cheaper for those weeks than Fridays.",
		"The hotel confirmed checkout at 14:00 at no extra charge.",
	}
	rawTuftedAnswers = []string{
		"I've saved that search, and I'll let you know if the fare drops.",
		"Everything on the itinerary is confirmed; the e-tickets are in your inbox.",
		"I can hold that option for 24 hours without payment, if that helps.",
		"There's a cheaper connection with a longer layover, if you don't mind the wait.",
		"The booking is refundable until the day before, so there's no rush.",
		"I'll add it to the trip and send you an updated itinerary.",
	}
	rawTuftedResults = [][2]string{
		{"flights.search", "6 results · earliest departure 06:10 · fares from 142.00 · 2 nonstop"},
		{"bookings", "Booking $REF confirmed · payment captured · e-ticket issued"},
		{"eticket", "Fare rules: changes permitted with fee, refund not permitted, 1 bag included"},
		{"flights.search", "Seat map loaded · 14 window seats free · exit row available at a charge"},
		{"itinerary", "Status: on time · gate opens 45 min before departure"},
		{"expenses", "Claim #$ID created · 4 receipts attached · awaiting approval"},
		{"bookings", "Insurance quote: basic 23.40, plus 41.90 · excess 100.00"},
		{"rail.search", "4 trains · fastest 2h 12m · seat reservation included"},
		{"hotels.search", "11 properties · free cancellation on 7 · late checkout on request"},
	}
	rawTuftedTripAnswers = []string{
		"I found a few good options; the second one has the best reviews and free cancellation.",
		"Here's what's available on those dates. Want me to hold one?",
		"Booked. The confirmation is on its way to your email.",
		"That works. There's a direct option and a cheaper one with a change.",
	}
	rawTuftedResultAnswers = []string{
		"Those are the results as the system returned them; tell me which one to book.",
		"I've flagged the two that fit your dates. The others are sold out in your fare class.",
		"Nothing in that list conflicts with your existing bookings.",
		"The first record is the one attached to this reservation; the rest are other travellers on it.",
	}
	rawTuftedAsideLeads    = []string{"Oh, and so you stop suggesting the wrong things:", "Side note for my profile:", "btw, not that it changes this booking:", "fwiw, before you search:"}
	rawTuftedAsideBacks    = []string{"Anyway, the flights.", "Ok, back to the hotel.", "That's all, carry on with the search.", "Now, which fare is refundable?"}
	rawTuftedUpdateLeads   = []string{"Before we book anything today, a heads-up:", "Quick profile update first:", "One thing before the itinerary:", "Morning! Small update so the bookings come out right:"}
	rawTuftedUpdateTails   = []string{"Now, the train times.", "Ok, on to the hotel.", "Right, let's sort the trip.", "Anyway, here's where I'm off to next."}
	rawTuftedAnswerLeads   = []string{"Good that you asked, so:", "To answer that:", "Ok, for the record:", "Fair question, you couldn't know:"}
	rawTuftedAnswerTails   = []string{"Does that change the booking?", "Adjust whatever depends on it.", "Carry on.", "Is that enough to go on?"}
	rawTuftedFixLeads      = []string{"No, that's out of date:", "Nope, wrong assumption there:", "Stop, that's not right any more:", "Hang on, correction:"}
	rawTuftedFixTails      = []string{"Redo the search with that.", "The rest of the booking is fine.", "That profile is old, ignore it.", "Please don't go by old bookings."}
	rawTuftedPasteLeads    = []string{"Found an old booking confirmation of mine:", "This is what my saved profile on the airline site still says:", "Here's the e-ticket from last year, $ACCOUNT on it:", "My old $SCHEME card details, copied from the app:"}
	rawTuftedPasteAfters   = []string{"That's stale, to be clear:", "Ignore that, it's out of date:", "None of that holds now:", "Old news, so for the record:"}
	rawTuftedPasteTails    = []string{"Can you update the profile to match?", "Fix the saved details accordingly.", "Change it everywhere.", "Just so the next booking is right."}
	rawTuftedHalfSent      = []string{"wait, before you book, about me, I'm", "quick thing for the profile, I", "so the thing is, these days I", "hold on before you book the meals, my"}
	rawTuftedResends       = []string{"Sorry, hit send too early. Properly:", "Oops, half a message went out. Again:", "Ugh, thumb slipped. What I meant:", "That got cut off, sorry. Full version:"}
	rawTuftedHappenedLeads = []string{"Remember I said it might happen? It did:", "So that thing I mentioned a while back went through:", "Update on the plan from a few weeks ago, it's done:", "It finally happened, the thing I told you about:"}
	rawTuftedGuessReplies  = []string{"No, that's not me, you're reading someone else's booking again.", "Where did you get that? Don't guess my details.", "Wrong, but it doesn't matter for this trip.", "You're going by an old reservation, ignore it."}
	rawTuftedForwardLeads  = []string{"Forwarding this, can you help with their part of the trip?", "Got this message about the trip, booking $REF:", "Pasting what they sent me:", "This came in this morning:"}
	rawTuftedForwardAsks   = []string{"Can you sort their seat next to mine?", "Does that change anything on our booking?", "Can you add a note to the reservation?", "What do they need to do on their side?"}
	rawTuftedDocLeads      = []string{"Looking at this for next year, what do you make of it?", "The conference sent this invitation letter, does it work for the visa?", "A friend sent me this listing, thoughts?", "This was in the welcome pack for the offsite:"}
	rawTuftedDocAsks       = []string{"Is it worth it?", "What would the travel look like?", "Anything I should check before I reply?", "Can you note the dates?"}
	rawTuftedResultLeads   = []string{"Pull up everyone on the group booking, please.", "Show me the search results again.", "What does the reservation list say?", "Can you show the full itinerary with all travellers?"}
	rawTuftedMirrorLeads   = []string{"Found this in my notes app from ages ago, lol:", "An old draft message to the travel desk I never sent:", "This was in a note on my old phone:"}
	rawTuftedMirrorAfters  = []string{"None of that has been true for a long time.", "Funny how things change. Anyway.", "Ancient history, please don't use it."}
	rawTuftedJokeReplies   = []string{"Noted, I'll leave that one alone.", "Ha. Back to the booking?"}
	rawTuftedFollowUps     = []string{"Perfect, that's booked then.", "Great, the confirmation came through.", "Hmm, the app still shows the old time.", "Ok that worked. Why was it so expensive before?"}
	rawTuftedSignOffs      = []string{"Ok, that's everything for now, cheers.", "Done for today, thanks a lot.", "Booked, bye!", "Good enough, I'll pay later."}
)

// The booking tools' own lines.
var (
	rawTuftedHeaders = []string{"[trip chat %d · %s member · itinerary synced]", "--- booking session %d, loyalty %s ---", "[chat %d opened · %s · 0 pending payments]"}
	rawTuftedNotes   = []string{"[itinerary saved]", "[reminder set: online check-in opens in 24h]", "[payment link expired]", "[e-ticket attached: PDF]"}
)

// rawTuftedSmallTalk are the traveller's lines naming no value.
var rawTuftedSmallTalk = []string{
	"Jet-lagged beyond belief today, keep it short please.",
	"The airline app logged me out again mid-checkout, classic.",
	"Packing is the worst part of any trip, change my mind.",
	"Three delays this month already, I'm starting to take it personally.",
	"My suitcase wheel broke on the cobbles, so that was a fun walk.",
	"I've got about ten minutes before boarding, quick questions only.",
}

// rawTuftedReplies are the assistant's replies naming no value.
var rawTuftedReplies = []string{
	"Got it. Want me to check fares for the next trip?",
	"Understood. Send me the dates when you have them.",
	"Noted. Shall I keep an eye on that flight for you?",
	"Okay, I'm here whenever you want to book.",
	"Thanks for letting me know, safe travels.",
}

// The tufted set's own lists per attribute. The traveller's prose is
// ordinary typed English; a statement neither starts nor ends with a
// placeholder and holds no line break, so the oracle reads the value
// whole; $WHO in an other or ticket line is a companion.
var rawTuftedByAttr = map[string]rawTuftedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Skive", "Vejle", "Hjorring", "Haugesund", "Kolding", "Jonkoping",
				"Ennis", "Listowel", "Pazardzhik", "Kragujevac", "Strumica", "Zlin"},
			qCurrent: []string{
				"From the travel assistant chats, where is {name} based now?",
				"Going by {name}'s bookings with the AI travel agent, which town does the traveller fly home to these days?",
				"{name} books every trip through a chat assistant: what town does that traveller live in at present?",
				"Per the booking chat history, which town counts as home for {name} right now?",
			},
			qWhen: []string{
				"Per the travel assistant chats, which town was {name}'s home base {when}?",
				"Going by {name}'s booking history with the assistant, where did the traveller live {when}?",
				"Which town did {name} travel home to {when}, according to the trip chats?",
			},
			qBefore: []string{
				"Per the travel assistant chats, which town did {name} fly home to before relocating to {next}?",
				"Going by {name}'s booking history, which town was home until the move to {next}?",
				"According to the trip chats, which town had {name} lived in prior to settling in {next}?",
			},
			chatter: []string{
				"The airport bus from my place takes forever on Sundays, plan around that.",
				"Our street is being dug up again, so taxis can't get to the door.",
				"The nearest station to me only has one train an hour after eight.",
				"I always end up buying the expensive parking because the long-stay is full.",
			},
			other: []string{
				"$WHO just moved to {v} and wants to meet halfway for a weekend",
				"$WHO lives out in {v}, so they'll join the trip from there",
				"$WHO is relocating to {v} in spring and keeps sending me flat photos",
				"$WHO grew up in {v} and insists we stop there on the road trip",
				"$WHO commutes into town from {v} every day, poor thing",
				"$WHO flew in from {v} for the wedding and missed the connection",
			},
			assistant: []string{
				"Since you live in {v}, I searched departures from the nearest airport there.",
				"Trip summary: two nights booked, taxi on arrival, and home pick-up set to {v}. (Earlier notes say {cur}.)",
				"I assumed {v} as your home airport, going by your past bookings.",
				"For someone flying home to {v}, the late connection is the safer choice.",
			},
		},
		state: []rawTuftedStmt{
			{form: "aside", core: "I live in {v} so always search from the airport closest to me there"},
			{form: "update", core: "for all bookings, my home airport is the one for {v} and has been since we started chatting"},
			{form: "answer", ask: "Where should the taxi collect you for the airport run?",
				core: "from home, which is {v}, the address on the card is right"},
			{form: "answer", ask: "Should I keep {v} as your departure city, like on your old bookings?",
				core: "those bookings predate the move, my front door is in {v} these days"},
			{form: "fix", ask: "Your profile lists {v} as home, so I've searched flights from there.",
				core: "the profile is wrong, I actually live in {v} and that's my home airport now"},
			{form: "paste", core: "the town I live in these days is {v}, so use that for pick-ups"},
			{form: "resend", core: "I'm living in {v} now so search the return flights to there"},
			{form: "aside", core: "I'll be back home in {v} on the fourteenth, so the return leg ends there"},
		},
		change: []rawTuftedStmt{
			{form: "aside", core: "I moved out of {old}, so pick-ups from {new} from now on"},
			{form: "update", core: "new address news, I left {old} last month and live in {new} now, so flying out of there"},
			{form: "answer", ask: "Still departing from {v} as usual?",
				core: "no, I moved away from {old} a few weeks ago, I fly out of {new} now, that's my home airport"},
			{form: "fix", ask: "I've set the return flight to land in {v}, your home.",
				core: "I relocated from {old}, so please make the return land at my new home in {new} instead"},
			{form: "paste", core: "the flat in {old} is handed back and my billing address is in {new} now, correct it"},
			{form: "resend", core: "since leaving {old} I've been living in {new} so the airport run is different"},
			{form: "happened", core: "the move went through, no more {old}, I'm living in {new} now and the boxes are everywhere"},
			{form: "update", core: "removal van came Saturday, so goodbye {old}, my home address is in {new} now"},
		},
		revert: []rawTuftedStmt{
			{form: "aside", core: "it didn't work out in {old}, so I moved back to {new} and home pick-ups are from there again"},
			{form: "update", core: "we gave {old} a year and packed up again, back in our old flat in {new} now"},
			{form: "fix", ask: "I'll keep searching departures from {v}.",
				core: "cancel that search, {old} lasted one winter and we've moved home to {new} again"},
			{form: "paste", core: "that address is from the {old} detour and we've returned to our place in {new} since"},
			{form: "happened", core: "the return move happened, keys to {old} are posted back and we're home in {new} again"},
		},
		reflect: []string{"Got it, I'll search from {v} from now on.", "Noted: home is {v}. I'll update the pick-up address."},
		echo:    []string{"Since home is {v}, want me to add a taxi back there after the flight?", "Given you live in {v}, the early flight means a 4am start. Still fine?"},
		stale: []rawTuftedStale{
			{ask: "Should the airport taxi pick you up in {v} again?", reject: "Wrong town, I moved, check the earlier chat."},
			{ask: "Keep {v} as your home airport for the search?", reject: "Outdated, I don't live there any more."},
		},
		misread: []rawTuftedMisread{
			{said: "the hotel in {v} wants a deposit by Friday for the conference week", misread: "So you're in {v}? I'll set that as your home airport.", deny: "No, that's where I'm going, not where I live."},
			{said: "honestly I basically live at {v} airport at this point with all these layovers", misread: "Oh, you live in {v}? I'll update your profile.", deny: "No, it's a joke, I only change planes there."},
		},
		trip: []string{"find me two nights in {v} for the second week of March",
			"what's the cheapest way to get to {v} by train next weekend",
			"I've got a four-hour layover in {v}, is it worth leaving the airport",
			"book a table for two near the old square in {v} on Saturday",
			"I'm speaking at a meeting in {v} next month, find me a hotel near the venue",
			"can you look at flats in {v} for a year from now, just browsing"},
		record: []string{"Hotel Aurora, {v} · 2 nights · breakfast included · free cancellation",
			"Layover: {v} (3h 55m) · terminal change required",
			"Passenger 2 · home address on file: 14 Mill Lane, {v}",
			"Destination weather, {v}: 14°C, showers in the afternoon",
			"Pick-up point: {v} central station, 07:40",
			"Train 4412 to {v} · coach 7 · seat 52 · platform 3",
			"Table for 2 at Brasserie Lune, {v}, 20:00"},
		saved: []string{"Profile updated · home address city: {v}", "Default departure airport set: nearest to {v}"},
		ticket: []string{"$WHO says they're flying in from {v} and can only land after six",
			"Hi! It's $WHO, we moved to {v}, so send the taxi there for the wedding trip",
			"$WHO here, I'm driving up from {v}, save me a parking spot at the hotel"},
		own: []string{"Saved home address: 9 Quay Street, {v}",
			"$SURNAME/$NAME · home airport: {v} · $SCHEME",
			"Billing address: Flat 3, 22 Harbour Road, {v}"},
		doc: []string{"Listing: 2-bed flat, {v} old town, available next spring, balcony",
			"Invitation letter: you are invited to the annual partners' summit in {v}",
			"Relocation guide: ten reasons professionals are moving to {v}"},
		example: []string{"If you were flying from {v}, the 06:40 departure would connect best.",
			"For example, a weekend in {v} would come to about the same with the train."},
		plan: []string{"one day I'll spend a whole summer in {v}, dream trip", "if I lived in {v} I could walk to the ferry",
			"we keep talking about a long weekend in {v}, nothing booked"},
		goal: []string{"we're probably moving to {v} in a couple of months, the lease is nearly signed", "heads up, I'll likely be living in {v} soon, the flat viewing went well"},
		past: []string{"back when I lived in {v} I could get to the airport in twenty minutes", "when I was still in {v} the night train was my favourite"},
		joke: []string{"at this rate I'll get a postcode at {v} airport", "the queue at {v} security was longer than my holiday"},
		still: []string{
			"From the travel assistant chats, does {name} still live in {v}?",
			"Going by the booking chats, is {name} still based in {v}?",
			"Is {v} still home for {name}, per the trip assistant logs?",
		},
		stillWhen: []string{
			"From the travel assistant chats, was {name} still living in {v} {when}?",
			"Going by the booking chats, was {name} still based in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Harrowgate Freight", "Millbeck Pharma", "Quarrystone Insurance", "Windlass Robotics", "Fernholt Capital", "Saltmarsh Media",
				"Copperlane Foods", "Ironbark Consulting", "Glasswing Aero", "Pikestaff Legal", "Oxbow Utilities", "Bellweather Retail"},
			qCurrent: []string{
				"From the travel assistant chats, which company is {name} travelling for now?",
				"Going by {name}'s bookings with the AI travel agent, who does the traveller work for these days?",
				"{name} books every trip through a chat assistant: which employer gets that traveller's expense claims at present?",
				"Per the booking chat history, which company employs {name} right now?",
			},
			qWhen: []string{
				"Per the travel assistant chats, which company was {name} travelling for {when}?",
				"Going by {name}'s booking history with the assistant, who was the traveller's employer {when}?",
				"Which company did {name}'s work trips get billed to {when}, according to the trip chats?",
			},
			qBefore: []string{
				"Per the travel assistant chats, whose travel policy applied to {name} before joining {next}?",
				"Going by {name}'s booking history, which company came ahead of {next}?",
				"According to the trip chats, who employed {name} prior to the switch to {next}?",
			},
			chatter: []string{
				"The corporate booking tool rejected my hotel again for being four euros over the cap.",
				"Expense season again, I have a shoebox of receipts and no memory of any of them.",
				"My manager wants the trip report before I've even landed.",
				"The travel policy says economy under six hours, and this flight is five fifty-five, of course.",
			},
			other: []string{
				"$WHO just started at {v} and their first trip is to the same conference",
				"$WHO has been at {v} for years and still flies budget everywhere",
				"$WHO left for {v} and now gets business class, the lucky thing",
				"$WHO consults for {v} and wants to share a taxi from the airport",
				"$WHO interviewed at {v} and they flew the whole family out",
				"$WHO keeps telling me {v} pays for lounge access",
			},
			assistant: []string{
				"Since you work for {v}, I applied their negotiated hotel rate.",
				"Trip summary: flights booked, hotel near the venue, and the expense claim addressed to {v}. (Earlier notes say {cur}.)",
				"I assumed the {v} travel policy, going by your past expense claims.",
				"For a business traveller with {v}, the flexible fare is usually covered.",
			},
		},
		state: []rawTuftedStmt{
			{form: "aside", core: "this one's a work trip for {v}, so expense it to them"},
			{form: "update", core: "for work bookings, my employer is {v} and has been since we started chatting"},
			{form: "answer", ask: "Is this trip personal, or should it go on a company account?",
				core: "company, I work for {v} and they cover it"},
			{form: "answer", ask: "Should I bill this to {v} like your old trips?",
				core: "those trips were another job, the company that pays me now is {v} and it's their policy"},
			{form: "fix", ask: "Your profile says {v}, so I've applied their corporate rate.",
				core: "the profile is wrong, I actually work for {v} and their rate is the one to use"},
			{form: "paste", core: "the company I travel for these days is {v}, so put that on the invoices"},
			{form: "resend", core: "I'm at {v} now so it's their travel policy that applies"},
			{form: "aside", core: "the client dinner goes on my card and I claim it back from {v} where I work"},
		},
		change: []rawTuftedStmt{
			{form: "aside", core: "I left {old}, so no more {old} rates, I'm at {new} now with a new corporate travel policy"},
			{form: "update", core: "job news, I quit {old} last month and since joining {new} the trips get booked on their account"},
			{form: "answer", ask: "Still billing work trips to {v}?",
				core: "not them, {old} is history, my employer since the spring is {new}, so bill them"},
			{form: "fix", ask: "I've applied the {v} corporate rate, as usual.",
				core: "that rate is from my {old} days, these days I work for {new} so use theirs"},
			{form: "paste", core: "I handed in my notice at {old} and work for {new} now, change the company on the profile"},
			{form: "resend", core: "since leaving {old} I've been travelling for {new} so the expense claims go to them"},
			{form: "happened", core: "the paperwork went through, {old} is finished and my first business trip for {new} is next week"},
			{form: "update", core: "I cleared my desk at {old} on Friday and the travel desk at {new}, my new employer, has my details"},
		},
		revert: []rawTuftedStmt{
			{form: "aside", core: "it didn't work out at {old}, so I went back to {new} and my old travel profile works again"},
			{form: "update", core: "the {old} job was a mistake and my old manager hired me back, so bookings are on {new} again"},
			{form: "fix", ask: "I'll keep applying the {v} corporate rate.",
				core: "wrong rate, I quit {old} in the spring and went back to {new}, my old employer"},
			{form: "paste", core: "that claim is from the {old} contract and my salary comes from {new} again, update the company"},
			{form: "happened", core: "handed back the {old} laptop yesterday and my returning badge for {new} came this morning"},
		},
		reflect: []string{"Got it, work trips go to {v} from now on.", "Noted: you're with {v}. I'll use their travel policy."},
		echo:    []string{"Since you're at {v}, should this go through their approval flow?", "Given you work for {v}, the flexible fare should be within policy."},
		stale: []rawTuftedStale{
			{ask: "Should I use the {v} corporate account again?", reject: "Not there any more, use my own card."},
			{ask: "Is this expense claim going to {v}?", reject: "That account is from my old job, I told you I moved on."},
		},
		misread: []rawTuftedMisread{
			{said: "the meeting is at {v}'s office, reception on the third floor at nine", misread: "So you work at {v}? I'll apply their corporate rate.", deny: "No, they're the client I'm visiting, not my employer."},
			{said: "the conference is hosted by {v} this year and they're covering the hotel", misread: "Oh, you're with {v}? I'll bill the flights to them.", deny: "No, they're only the host, bill my own company."},
		},
		trip: []string{"I've got a meeting at the {v} office on Tuesday, find me a hotel close by",
			"the conference is sponsored by {v} this year, book the early-bird ticket",
			"I'm visiting a client, {v}, in the afternoon, so the flight has to land by noon",
			"book a dinner for six, the guests are from {v} and I'm hosting",
			"the trade fair stand next to ours is {v}'s, so the badge pick-up is there"},
		record: []string{"Traveller 2: J. Brandt · company: {v} · cost centre 4410",
			"Venue: {v} head office, 3rd floor, reception opens 08:30",
			"Conference host: {v} · hall B · badge pick-up desk 4",
			"Group booking · billed to {v} accounts payable · 6 rooms",
			"Corporate rate unavailable: rate code for {v} not valid at this property",
			"Co-traveller meal voucher issued by {v}",
			"Client visit: {v}, 14:00, parking reserved"},
		saved: []string{"Profile updated · employer: {v} · corporate account linked", "Expense destination set: {v} finance"},
		ticket: []string{"$WHO says {v} will only reimburse the train, so we can't share the car",
			"Hi, $WHO from {v} here, can you book me on the same flight as you",
			"$WHO wrote that {v} won't approve the hotel, so they're staying elsewhere"},
		own: []string{"Corporate profile: $SURNAME/$NAME · employer: {v}",
			"Expense claim #$ID · employer: {v} · status: paid",
			"$SCHEME business account · company: {v}"},
		doc: []string{"Invitation: {v} requests the pleasure of your company at the annual summit",
			"Job offer (relocation package): {v}, flights for two home visits a year",
			"Visa support letter issued by {v} for the delegation"},
		example: []string{"If you travelled for a company like {v}, the flexible fare would usually be in policy.",
			"For example, {v}'s staff often book the lounge pass with the fare."},
		plan: []string{"if I ever worked for {v} I'd finally get business class", "a recruiter from {v} keeps messaging me, I haven't replied",
			"I might apply to {v} if they open something remote"},
		goal: []string{"I'm probably joining {v} soon, the final interview went well", "heads up, I'll likely be starting at {v} next month, waiting on the contract"},
		past: []string{"back when I was at {v} they booked everything for me", "when I still worked for {v} I flew every other week"},
		joke: []string{"one more cancelled flight and I'm applying to {v} as a pilot", "if {v} ran this airline it would at least have snacks"},
		still: []string{
			"From the travel assistant chats, does {name} still work for {v}?",
			"Going by the booking chats, is {name} still employed by {v}?",
			"Is {v} still {name}'s employer, per the trip assistant logs?",
		},
		stillWhen: []string{
			"From the travel assistant chats, was {name} still working for {v} {when}?",
			"Going by the booking chats, was {name} still employed by {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"vegan", "kosher", "halal", "pescatarian", "gluten-free", "avocado-free",
				"cinnamon-free", "strawberry-free", "vinegar-free", "pistachio-free", "cucumber-free", "aubergine-free"},
			qCurrent: []string{
				"From the travel assistant chats, what does {name} eat now?",
				"Going by {name}'s bookings with the AI travel agent, which meal request fits the traveller these days?",
				"{name} books every trip through a chat assistant: what diet does that traveller keep to at present?",
				"Per the booking chat history, how does {name} eat right now?",
			},
			qWhen: []string{
				"Per the travel assistant chats, what diet was {name} on {when}?",
				"Going by {name}'s booking history with the assistant, how did the traveller eat {when}?",
				"Which special meal suited {name} {when}, according to the trip chats?",
			},
			qBefore: []string{
				"Per the travel assistant chats, how did {name} eat before going {next}?",
				"Going by {name}'s booking history, which diet came ahead of {next}?",
				"According to the trip chats, what had {name} been eating prior to switching to {next}?",
			},
			chatter: []string{
				"Airport food is a crime, eleven euros for a sad sandwich.",
				"The hotel breakfast was the best part of the whole trip, honestly.",
				"I always pack snacks now, the last delay taught me that.",
				"Flight meals are a lottery, I've stopped expecting anything.",
			},
			other: []string{
				"$WHO is {v}, so the group dinner needs a place that can handle that",
				"$WHO went {v} this year and asked me to book their meal too",
				"$WHO has been {v} for ages and always brings their own food on flights",
				"$WHO attempted {v} eating for one trip and lasted until the duty-free chocolate",
				"$WHO is strictly {v}, so the restaurant must know in advance",
				"$WHO asked whether the hotel does {v} room service",
			},
			assistant: []string{
				"Since you're {v}, I requested that meal on both flights.",
				"Trip summary: seats 12A and 12C, hotel confirmed, and a {v} meal on every leg. (Earlier notes say {cur}.)",
				"I assumed {v} for your meal code, going by your last booking.",
				"For a {v} traveller, the second restaurant has more options.",
			},
		},
		state: []rawTuftedStmt{
			{form: "aside", core: "I eat {v}, so set the meal code on every flight to match"},
			{form: "update", core: "for meal requests, my diet is {v} and has been since we started chatting"},
			{form: "answer", ask: "Any special meal for you on the long-haul leg?",
				core: "yes, I'm {v}, request that for me"},
			{form: "answer", ask: "Should I keep the {v} meal from your old bookings?",
				core: "those bookings are old, I eat {v} at the moment"},
			{form: "fix", ask: "Your profile says {v}, so I've ordered that meal.",
				core: "that saved preference is wrong, my meals are {v} these days, change the meal code"},
			{form: "paste", core: "the way I eat now is {v}, tell the restaurant"},
			{form: "resend", core: "I'm {v} now so the airline meal has to be that"},
			{form: "aside", core: "still {v}, so tell the restaurant when you book the table"},
		},
		change: []rawTuftedStmt{
			{form: "aside", core: "I'm off {old} these days and on {new} instead, so change the meal code"},
			{form: "update", core: "diet news, I dropped {old} a few weeks ago and eat {new} now, so the meal requests change"},
			{form: "answer", ask: "Still {v} for your in-flight meal?",
				core: "not any more, {old} was months ago, make it a {new} meal"},
			{form: "fix", ask: "I've kept the {v} meal on your bookings.",
				core: "my meals stopped being {old} a while ago, so every leg gets a {new} tray from now on"},
			{form: "paste", core: "that {old} line is wrong since I switched, my meals are {new} now, fix the meal preference"},
			{form: "resend", core: "ever since I cut out {old} eating my diet has been {new}, so the special meal changes"},
			{form: "happened", core: "it's official on my side, the {old} days are done and my meals are {new} from here on"},
			{form: "update", core: "the doctor signed off on it, so bye {old}, I'm eating {new} now and the meal code should say so"},
		},
		revert: []rawTuftedStmt{
			{form: "aside", core: "the {old} meals on the last trip nearly finished me, so I'm on {new} again, switch it back"},
			{form: "update", core: "the {old} thing lasted three trips, and the meal requests can go back to {new} like the old days"},
			{form: "fix", ask: "I'll keep ordering the {v} meal.",
				core: "cancel that meal, I dropped {old} and I've gone back to {new} eating"},
			{form: "paste", core: "that preference is from my {old} months and my diet has returned to {new}, update it"},
			{form: "happened", core: "the {old} trial is finished for real and my meal requests are {new} once more"},
		},
		reflect: []string{"Got it, I'll request {v} meals from now on.", "Noted: you eat {v}. I'll tell restaurants when I book."},
		echo:    []string{"Since you're {v}, want me to check the hotel breakfast menu?", "Given you eat {v}, I'll pre-order the meal for the overnight flight."},
		stale: []rawTuftedStale{
			{ask: "Should I request the {v} meal again?", reject: "That meal is from before, I told you what I eat now."},
			{ask: "Keep {v} as your meal preference?", reject: "Stale, I switched a while ago."},
		},
		misread: []rawTuftedMisread{
			{said: "the client I'm taking to dinner is {v}, so find somewhere that works for that", misread: "So you're {v} too? I'll set your meal code.", deny: "No, that's the client, not me."},
			{said: "the restaurant's tasting menu is entirely {v} this season", misread: "Oh, you're {v}? I'll add it to your profile.", deny: "No, that's the menu, not my diet."},
		},
		trip: []string{"book a table for four and note that one guest is {v}",
			"does the hotel breakfast do anything {v}, it's for my niece",
			"find a cooking class on the trip, the {v} one looked fun as a one-off",
			"the conference lunch is all {v} apparently, do I need to bring anything",
			"my in-laws want a {v} place for the anniversary dinner, find one near the hotel"},
		record: []string{"Passenger 2 meal: {v} (special meal confirmed)",
			"Table for 4 · note: one guest {v}",
			"Menu tags at Casa Ruda: {v}, seasonal, local",
			"Traveller J. Brandt · meal request: {v}",
			"Inflight menu option: {v} box · pre-order only",
			"Hotel breakfast: {v} options on request",
			"Group dinner · dietary notes: 2x {v}"},
		saved: []string{"Profile updated · meal preference: {v}", "Special meal request saved: {v} · all flights"},
		ticket: []string{"$WHO says they're {v} now, so the group dinner has to change",
			"Hi, it's $WHO, can you make sure my meal is {v} on the flight",
			"$WHO asked if the wedding caterer can do {v}"},
		own: []string{"Meal preference: {v} · $SCHEME",
			"$SURNAME/$NAME · special meal: {v} · seat 23A",
			"Dining note on file: {v}"},
		doc: []string{"Retreat brochure: a fully {v} week by the lake, all meals included",
			"Cruise menu: {v} dinners every evening on deck seven",
			"Food tour listing: the {v} market walk, three hours"},
		example: []string{"If you were {v}, the airline's special meal would need ordering two days ahead.",
			"For example, a {v} traveller can pre-order that meal online."},
		plan: []string{"I might try going {v} on the long trip, we'll see", "if I were {v} this food tour would be pointless",
			"my doctor mentioned {v} once, not doing it yet"},
		goal: []string{"I'm probably going {v} soon, doctor's orders", "heads up, I'll likely switch to {v} next month, the plan is made"},
		past: []string{"back when I was {v} the airline meals were actually decent", "when I was still {v} I lived on airport salads"},
		joke: []string{"after this layover I'd eat anything, even the {v} option twice", "the only {v} thing on this trip is my budget"},
		still: []string{
			"From the travel assistant chats, is {name} still {v}?",
			"Going by the booking chats, does {name} still eat {v}?",
			"Is {name} still on a {v} diet, per the trip assistant logs?",
		},
		stillWhen: []string{
			"From the travel assistant chats, was {name} still {v} {when}?",
			"Going by the booking chats, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Ptolemy", "Cuthbert", "Fenwick", "Rupertina", "Ludovico", "Eleonora",
				"Margit", "Osbert", "Tullia", "Svanhild", "Anacleto", "Irmgard"},
			qCurrent: []string{
				"Reading the trip-booking conversations, whom does {name} currently call their other half?",
				"Going by {name}'s bookings with the AI travel agent, who does the traveller go on trips with as a couple these days?",
				"{name} books every trip through a chat assistant: who is that traveller with at present?",
				"Per the booking chat history, whom is {name} in a relationship with right now?",
			},
			qWhen: []string{
				"Per the travel assistant chats, which person was {name} booking couple trips with {when}?",
				"Going by {name}'s booking history with the assistant, whom was the traveller seeing {when}?",
				"Who was the second adult on {name}'s couple trips {when}, according to the trip chats?",
			},
			qBefore: []string{
				"Per the travel assistant chats, who was {name} with before {next}?",
				"Going by {name}'s booking history, who was the partner ahead of {next}?",
				"According to the trip chats, whom had {name} been seeing prior to getting together with {next}?",
			},
			chatter: []string{
				"Our anniversary weekend needs booking and every nice hotel is already full.",
				"Booking for two is twice the arguing about window seats.",
				"Date night got moved again because of my flight, not great.",
				"Someone at home is already annoyed I'm away for the weekend.",
			},
			other: []string{
				"$WHO is bringing {v} along, so the booking is for four now",
				"$WHO and {v} just got engaged and want a honeymoon quote",
				"$WHO split up with {v}, so cancel their second seat",
				"$WHO keeps talking about {v} on every trip, it's sweet",
				"$WHO got chatting to {v} in a delayed boarding queue and now they travel everywhere together",
				"$WHO is marrying {v} in June and we're all flying out",
			},
			assistant: []string{
				"Since your partner is {v}, I put their name on the second ticket.",
				"Trip summary: two adults, you and {v}, sea-view room, late checkout. (Earlier notes say {cur}.)",
				"I assumed {v} as the second traveller, going by your past bookings.",
				"For a trip with {v}, the double room with the balcony is the better deal.",
			},
		},
		state: []rawTuftedStmt{
			{form: "aside", core: "two adults, me and my partner {v}, so book the double room"},
			{form: "update", core: "for couple trips, my partner is {v} and has been since we started chatting"},
			{form: "answer", ask: "Who's the second adult on the booking?",
				core: "my partner, I'm with {v} and they're coming too"},
			{form: "answer", ask: "Should I put {v} on the second ticket like on your old bookings?",
				core: "those bookings are old, I'm with {v} at the moment"},
			{form: "fix", ask: "Your profile lists {v} as your travel companion, so I've added them.",
				core: "the companion saved there is wrong, my other half these days is {v}, put them on the ticket"},
			{form: "paste", core: "the person I'm with now is {v}, so the second ticket is theirs"},
			{form: "resend", core: "I'm with {v} now so the second passenger is them"},
			{form: "aside", core: "it's our anniversary trip, me and my partner {v}, so something romantic"},
		},
		change: []rawTuftedStmt{
			{form: "aside", core: "me and {old} split up, so cancel the second ticket, I'm with {new} now and they're coming instead"},
			{form: "update", core: "relationship update, {old} and I called it off and the person I'm seeing now is {new}, so the couple bookings change"},
			{form: "answer", ask: "Still booking for you and {v}?",
				core: "not for a while, {old} and I are over and the second adult is my partner {new} now"},
			{form: "fix", ask: "I've kept {v} as the second traveller.",
				core: "take {old} off the booking, we broke up, the name for the second seat is {new}, we're together now"},
			{form: "paste", core: "I broke up with {old} and I'm with {new} now, change the companion on the profile"},
			{form: "resend", core: "after the break-up with {old} my partner has been {new}, so the second passenger changes"},
			{form: "happened", core: "it finally happened, {old} is my ex and {new} is my partner, book us as a couple"},
			{form: "update", core: "book for two again, {old} is out of the picture and the other ticket is for {new}, my partner now"},
		},
		revert: []rawTuftedStmt{
			{form: "aside", core: "things ended with {old}, I'm back together with {new} and they're on the booking again"},
			{form: "update", core: "turns out {old} wasn't the one, so the second traveller is {new} again like it used to be"},
			{form: "fix", ask: "I'll keep {v} as your companion.",
				core: "remove them, {old} and I parted ways and {new} is back as my partner"},
			{form: "paste", core: "ignore that name, {old} is gone and my partner is {new} once more, update the companion"},
			{form: "happened", core: "it went how I hoped, {old} is in the past and {new} and I are properly back together"},
		},
		reflect: []string{"Got it, I'll put {v} as the second traveller.", "Noted: your partner is {v}. I'll update the saved companion."},
		echo:    []string{"Since you're travelling with {v}, want adjoining seats?", "Given your partner is {v}, I'll keep them on the couple bookings."},
		stale: []rawTuftedStale{
			{ask: "Should {v} be on the second ticket again?", reject: "We split, please take them off."},
			{ask: "Keep {v} as your saved travel companion?", reject: "They are not travelling with me any more, that ended."},
		},
		misread: []rawTuftedMisread{
			{said: "my friend {v} is joining for the last two nights, book them a single", misread: "So you're with {v}? I'll make it a double.", deny: "No, just a friend, separate rooms."},
			{said: "the booking from my sister has {v} as the lead guest", misread: "Oh, your partner is {v}? I'll save that.", deny: "No, that's my sister's booking, not mine."},
		},
		trip: []string{"book a second room for my friend {v}, same dates",
			"add my colleague {v} to the taxi from the airport",
			"my brother wants {v} from his office on the same flight, can you check seats",
			"find something for my niece {v}, she's coming for three nights"},
		record: []string{"Passenger 2: {v} Brandt (colleague) · seat 14C",
			"Lead guest: {v} Okafor · room 2 of 2",
			"Room 2 guest name: {v}",
			"Ticket holder: {v} · child fare · seat 31B",
			"Emergency contact for traveller 3: {v}",
			"Taxi shared with: {v} (finance team)",
			"Group booking contact: {v}"},
		saved: []string{"Profile updated · travel companion: {v}", "Companion saved for couple bookings: {v}"},
		ticket: []string{"$WHO says {v} is coming too, so they need the family room",
			"Hi, it's $WHO, {v} and I want to join you for the last weekend",
			"$WHO wrote that {v} can't make it, so one seat less"},
		own: []string{"Companion on file: {v} · $SCHEME",
			"Booking $REF · travellers: $SURNAME/$NAME, {v}",
			"Emergency contact: {v} (partner)"},
		doc: []string{"Honeymoon package quote, prepared for {v} and guest",
			"Wedding invitation: {v} and family request your company in Lisbon",
			"Couples retreat brochure: a weekend for you and {v}, spa included"},
		example: []string{"If you were travelling with {v}, the family fare would work out cheaper.",
			"For example, adding {v} as a second adult costs about the same on this fare."},
		plan: []string{"I might ask {v} along to the wedding, no idea yet", "if I were with {v} I'd never travel anywhere cold",
			"my friends keep trying to set me up with {v}, not happening"},
		goal: []string{"I'm probably moving in with {v} soon, we're looking at places", "heads up, things with {v} are getting serious, they might join trips from next month"},
		past: []string{"back when I was with {v} we did every trip by train", "when I was still with {v} we always flew on Fridays"},
		joke: []string{"if this flight is delayed again I'll elope with whoever {v} is on the standby list", "the only {v} I'm travelling with is this suitcase, I named it"},
		still: []string{
			"From the travel assistant chats, is {name} still with {v}?",
			"Going by the booking chats, is {v} still {name}'s partner?",
			"Is {name} still in a relationship with {v}, per the trip assistant logs?",
		},
		stillWhen: []string{
			"From the travel assistant chats, was {name} still with {v} {when}?",
			"Going by the booking chats, was {v} still {name}'s partner {when}?",
		},
	},
}
