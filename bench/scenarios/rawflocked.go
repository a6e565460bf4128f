package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The flocked set lives in its own file, as the veiled to corded sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's chats with an AI health, fitness and
// nutrition coach in a wellness app over many months: wearable syncs
// (steps, sleep, heart rate, workouts with where they started), meal and
// calorie logs with foods and restaurant names, weigh-ins, the gym or
// club check-in feed, the employer's corporate wellness programme,
// pharmacy and clinic reminders and the app's weekly reports. The person
// (role user, under their first name, "user" or their app handle, one
// convention per conversation) mostly talks about training, food and
// health, which is full of other values: restaurants and cafés named like
// towns, races, gyms, clubs and a physio in other towns, a brewery's beer
// or a sponsor named like a firm, colleagues' and friends' places on the
// challenge leaderboards, food cooked or logged for someone else, recipes,
// other people's diets and moves, dream races and cheat days; the coach
// (role assistant, speaker AssistantSpeaker) plans, suggests and guesses;
// the tools (role tool, speakers rawFlockedTools) return syncs, logs,
// check-ins, programme records, reminders, weekly reports and the saved
// profile. What the person pastes (an old intake form, a membership card,
// a friend's message, a flyer) comes as quoted lines ("> ").
//
// Personal facts come in passing inside that talk, in one of seven forms
// (rawFlockedFormNames): an aside inside a request (aside); a heads-up at
// the start of a chat (update); the answer to the coach's question, which
// names no value or a stale or wrong one (answer); the correction of the
// coach's assumption (fix); a line under a pasted old intake form or
// profile of the person's own naming a stale or wrong value (paste; the
// pasted text is no statement); the message sent again after a half-typed
// one (resend); or the news that a plan told weeks before has happened
// (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the person's own prose: the
// oracle leaves out quoted lines and reads the rest as rawSpoken writes
// it. A gold turn is the person's turn in which they state their own
// value as holding at the time of the chat: never a food logged once, a
// restaurant, a race, gym, club or clinic town, a sponsor or a beer,
// never a tool's record (a sync, a log, a check-in, a programme record, a
// saved profile read back), never the coach's plans, guesses or
// summaries, never a plan, a dream goal, a joke or another person's
// value. Questions are asked "from the coaching chats" and such, also as
// yes/no "still" questions naming a stale or wrong value, expected always
// the value that held; months are asked "in", "during", "around", "by
// the weekly reports for" or "throughout", and "before X".
func init() {
	var names []string
	for _, p := range rawFlockedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingFlocked, rawFlockedAttrs(), rawFlockedSmallTalk, rawFlockedReplies,
		[]string{"in ", "during ", "around ", "by the weekly reports for ", "throughout "},
		names)
}

// rawFlockedTools are the speakers of the wellness app's tools' turns.
var rawFlockedTools = []string{"wearable", "sleep", "heart", "workouts", "meals", "scale", "checkin", "wellness", "pharmacy", "clinic", "weekly", "profile"}

// rawFlockedRecordTools are the tools whose records name employers,
// towns, people and meals.
var rawFlockedRecordTools = []string{"workouts", "meals", "checkin", "wellness", "pharmacy", "clinic"}

// rawFlockedFormNames are the forms a flocked statement comes in.
var rawFlockedFormNames = []string{"aside", "update", "answer", "fix", "paste", "resend", "happened"}

// rawFlockedPerson is a person of the flocked set: name is the first name
// the set gives them, surname their surname, handle their account
// handle; form the statement form they reach for most (drawn twice as
// often as any other); tier the wellness app plan they pay for.
type rawFlockedPerson struct {
	name, surname, handle, form, tier string
}

var rawFlockedPeople = []rawFlockedPerson{
	{name: "Radbod", surname: "Kitchingman", handle: "radbod_runs", form: "aside", tier: "Pulsepath Premium"},
	{name: "Pancras", surname: "Mallinder", handle: "pancras.lifts", form: "update", tier: "Pulsepath Basic"},
	{name: "Scholastica", surname: "Ringrose", handle: "scholy_r", form: "answer", tier: "Stridewell Coach"},
	{name: "Eadburh", surname: "Banfather", handle: "eadburh.b", form: "fix", tier: "Pulsepath Premium"},
	{name: "Hroswitha", surname: "Pickavance", handle: "hros_p", form: "paste", tier: "Stridewell Coach"},
	{name: "Wulfstan", surname: "Oddicombe", handle: "wulf.pb", form: "resend", tier: "Pulsepath Basic"},
	{name: "Ethelburga", surname: "Tremayne", handle: "ethel_b", form: "aside", tier: "Stridewell Coach"},
	{name: "Osmund", surname: "Pellowe", handle: "ozzy.pellowe", form: "happened", tier: "Pulsepath Premium"},
	{name: "Gundred", surname: "Yarwood", handle: "gundred_y", form: "fix", tier: "Pulsepath Basic"},
	{name: "Werburgh", surname: "Ollerenshaw", handle: "werburgh.moves", form: "update", tier: "Stridewell Coach"},
	{name: "Erconwald", surname: "Fewtrell", handle: "erconwald.f", form: "answer", tier: "Pulsepath Premium"},
	{name: "Milburga", surname: "Scattergood", handle: "milly_sg", form: "paste", tier: "Pulsepath Basic"},
}

// rawFlockedPersonOf is the person named name.
func rawFlockedPersonOf(name string) *rawFlockedPerson {
	for i := range rawFlockedPeople {
		if rawFlockedPeople[i].name == name {
			return &rawFlockedPeople[i]
		}
	}
	return &rawFlockedPeople[0]
}

// rawFlockedStmt is one statement template (core), its form and what the
// form needs around it: ask is the assistant's question (answer) or
// assumption (fix), naming no value or {v}, a stale or wrong one.
type rawFlockedStmt struct{ form, ask, core string }

// formCore makes rawFlockedStmt a formed statement (rawformed.go).
func (s rawFlockedStmt) formCore() (string, string) { return s.form, s.core }

// rawFlockedMisread is a line of the person's naming a value that is
// not theirs, {v} (a café's or race's town, a sponsor, a friend's);
// the assistant taking it as the person's own (misread); and the
// person's denial, naming no value (deny).
type rawFlockedMisread struct{ said, misread, deny string }

// rawFlockedStale is the assistant asking with an earlier value {v} (ask)
// and the person putting it right without naming a value (reject).
type rawFlockedStale struct{ ask, reject string }

// rawFlockedForms are the flocked set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and other people's values
// the person's prose; the assistant list the assistant's guesses and
// summaries naming {v} while {cur} holds), the statements by kind, and:
// the assistant taking down a value just stated (reflect, {v}), naming
// the value that holds (echo, {v}); questions naming an earlier one
// (stale); misreadings (misread); the person's requests naming a value
// that is no value of theirs: a race, café, gym, club or physio
// elsewhere, a sponsor or beer, a leaderboard, food cooked or logged for
// someone else, a what-if (pursuit); tool records naming someone else's
// value, a restaurant's, a race's or a sponsor's (record); the
// profile tool saving the person's own change (saved, {v}); messages from
// relatives, friends and training partners that the person pastes,
// naming their senders' own values (relay, quoted); the person's own old
// intake forms, membership cards and saved profiles naming a value no longer
// true (own); letters, quotes, offers and adverts (doc, quoted); the
// assistant's worked examples (example); hypotheticals and plans that never
// happen (plan); plans that a later statement makes come true (goal); the
// person's earlier values of the chats' months told as past (past);
// jokes (joke); and the questions naming a stale or wrong value {v}:
// current (still) and historical, with {when} (stillWhen).
type rawFlockedForms struct {
	lists                 rawSetLists
	state, change, revert []rawFlockedStmt
	reflect, echo         []string
	stale                 []rawFlockedStale
	misread               []rawFlockedMisread
	pursuit               []string
	record, saved         []string
	relay, own            []string
	doc, example          []string
	plan, goal, past      []string
	joke                  []string
	still, stillWhen      []string
}

// rawFlockedAttrs are the flocked set's lists per attribute as
// installRawSet takes them.
func rawFlockedAttrs() map[string]rawSetLists {
	return formedLists(rawFlockedByAttr, func(f rawFlockedForms) (rawSetLists, []rawFlockedStmt, []rawFlockedStmt, []rawFlockedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// flocks reports whether g's set is a person's chats with a
// wellness coach (the flocked set).
func (g *rawGen) flocks() bool { return g.ph == PhrasingFlocked }

// rawFlockedRun is one person's coaching chats being ingested.
type rawFlockedRun struct {
	*rawGen
	f       rawFlockedForms
	p       *rawFlockedPerson
	me      string            // the person's label
	used    map[string]bool   // the templates said in this chat
	said    string            // the last statement's core template
	planned bool              // a plan for the next value has been told
	chat    int               // the chat's number
	ref     int               // a log reference number
	asked   int               // the request the assistant answers next, or -1
	people  map[string]string // relatives, friends and training partners and their own values
}

// rawFlockedCompanions are the people around the person whose own values
// come up: relatives, training partners, a PT, a neighbour, friends
// (never a partner: a partner is the partner attribute's value).
var rawFlockedCompanions = []string{"my running buddy", "my sister", "my PT", "my dad", "my teenage son", "my climbing partner",
	"my neighbour", "a colleague on the step challenge", "my mum", "the friend I swim with"}

// coachChats writes a flocked conversation and its questions: the
// person's manner is their name's (rawFlockedPersonOf), their label one
// of three conventions; every companion gets a value of the asked
// attribute of their own (none of the person's); the person's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 80 to 140 days after the previous one or after six
// to ten chats (times the filler scale), whichever is later.
func (g *rawGen) coachChats(vals []string, revert, chatty bool) {
	r := &rawFlockedRun{rawGen: g, f: rawFlockedByAttr[g.a.predicate], p: rawFlockedPersonOf(g.who), people: map[string]string{},
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
	for _, p := range rawFlockedCompanions {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// user appends a turn of the person's.
func (r *rawFlockedRun) user(text string) string {
	id, _ := r.turn(r.me, "user", r.fill(text, ""), time.Duration(1+r.rng.IntN(4))*time.Minute)
	return id
}

// bot appends a turn of the assistant's.
func (r *rawFlockedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", r.fill(text, ""), time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// tool appends a wellness tool's turn.
func (r *rawFlockedRun) tool(name, text string) {
	r.turn(name, "tool", r.fill(text, ""), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// fresh is a template of tpls not yet said in this chat, if one of three
// tries finds one.
func (r *rawFlockedRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds, $NAME the
// person's first name, $SURNAME their surname, $HANDLE their profile
// handle, $TIER their wellness app plan, $REF a log reference and $ID
// a number.
func (r *rawFlockedRun) fill(tpl, v string) string {
	t := fillOne(tpl, map[string]string{"v": v, "cur": r.cur})
	t = strings.ReplaceAll(t, "$NAME", r.p.name)
	t = strings.ReplaceAll(t, "$SURNAME", strings.ToUpper(r.p.surname))
	t = strings.ReplaceAll(t, "$HANDLE", r.p.handle)
	t = strings.ReplaceAll(t, "$TIER", r.p.tier)
	t = strings.ReplaceAll(t, "$REF", fmt.Sprintf("WL-%d", r.ref))
	return strings.ReplaceAll(t, "$ID", fmt.Sprint(1000+r.rng.IntN(9000)))
}

// request is a request naming no value, not yet made in this
// chat if one of three tries finds one; the assistant's next answer
// answers it.
func (r *rawFlockedRun) request() string {
	q := r.fresh(rawFlockedRequests)
	r.asked = slices.Index(rawFlockedRequests, q)
	return q
}

// answer is the assistant's answer naming no value: the answer to the
// request just made, else a general reply.
func (r *rawFlockedRun) answer() string {
	a := pick(r.rng, rawFlockedAnswers)
	if r.asked >= 0 {
		a = rawFlockedRequestAnswers[r.asked]
		r.asked = -1
	}
	return a
}

// served is a request, one time in three a tool's result naming no value,
// and the assistant's answer.
func (r *rawFlockedRun) served(q string) {
	r.user(q)
	if r.rng.IntN(3) == 0 {
		res := rawFlockedResults[r.rng.IntN(len(rawFlockedResults))]
		r.tool(res[0], res[1])
	}
	r.bot(r.answer())
}

// open starts a chat on r.t's day: one time in two the weekly-report tool's
// line first.
func (r *rawFlockedRun) open() {
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
		r.tool("weekly", fmt.Sprintf(pick(r.rng, rawFlockedHeaders), r.chat, r.p.tier))
	}
}

// close ends the chat: now and then the person's sign-off or a tool's
// line.
func (r *rawFlockedRun) close() {
	switch r.rng.IntN(6) {
	case 0, 1:
		r.user(pick(r.rng, rawFlockedSignOffs))
	case 2:
		r.tool("weekly", pick(r.rng, rawFlockedNotes))
	}
}

// smallTalk is talk naming no value and the assistant's reply: a remark,
// or a request with a tool's result.
func (r *rawFlockedRun) smallTalk() {
	switch r.rng.IntN(3) {
	case 0:
		r.user(r.fresh(rawFlockedSmallTalk))
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
func (r *rawFlockedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawFlockedStmt
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
		id = r.user(req + " " + pick(r.rng, rawFlockedAsideLeads) + " " + core + ". " + pick(r.rng, rawFlockedAsideBacks))
	case "update":
		id = r.user(pick(r.rng, rawFlockedUpdateLeads) + " " + core + ". " + pick(r.rng, rawFlockedUpdateTails))
	case "answer":
		r.served(r.request())
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawFlockedAnswerLeads) + " " + core + ". " + pick(r.rng, rawFlockedAnswerTails))
	case "fix":
		r.user(r.request())
		if r.rng.IntN(2) == 0 { // the stale profile the assistant reads from
			r.tool("profile", r.fill(r.fresh(r.f.own), wrong))
		}
		r.bot(r.fill(st.ask, wrong))
		id = r.user(pick(r.rng, rawFlockedFixLeads) + " " + core + ". " + pick(r.rng, rawFlockedFixTails))
	case "paste":
		own := quote(r.fill(r.fresh(r.f.own), wrong))
		id = r.user(r.fill(pick(r.rng, rawFlockedPasteLeads), "") + "\n" + own + "\n" + pick(r.rng, rawFlockedPasteAfters) + " " + core + ". " +
			pick(r.rng, rawFlockedPasteTails))
	case "resend":
		r.user(pick(r.rng, rawFlockedHalfSent))
		id = r.user(pick(r.rng, rawFlockedResends) + " " + core + ". " + pick(r.rng, rawFlockedUpdateTails))
	default: // happened
		id = r.user(pick(r.rng, rawFlockedHappenedLeads) + " " + core + ". " + pick(r.rng, rawFlockedUpdateTails))
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
func (r *rawFlockedRun) confirm(vals []string, i int) {
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
// rest week, a holiday).
func (r *rawFlockedRun) filler(vals []string, i int, chatty bool, n int) {
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
// race, a café, a gym elsewhere, a sponsor, food for someone else); a
// tool's transactions or records naming others' values; talk on the
// topic naming no value; the person's other attributes; a companion's
// own value; a pasted message naming its sender's value; an old intake
// form or saved profile of the person's own, or old notes in the
// very words of a statement (mirror); a letter, quote or advert; the
// assistant's worked example; a hypothetical; a plan
// for the next value (once a gap, which the next statement may say has
// happened); an earlier value of the chats' months told as past; a joke;
// the assistant's misreading and the denial; the assistant naming the
// value that holds; its question with an earlier value, put right without
// one; else a wrong guess.
func (r *rawFlockedRun) exchange(vals []string, i int, chatty bool) {
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
		p := pick(r.rng, rawFlockedCompanions)
		r.user(r.fill(pick(r.rng, rawFlockedForwardLeads), "") + "\n" + quote(capitalize(strings.ReplaceAll(r.fill(r.fresh(f.relay), r.people[p]), "$WHO", p))) +
			"\n" + pick(r.rng, rawFlockedForwardAsks))
		r.bot(r.answer())
	case x < 41:
		r.mirror(others, past)
	case x < 44:
		r.user(pick(r.rng, rawFlockedDocLeads) + "\n" + quote(r.fill(r.fresh(f.doc), pick(r.rng, others))) + "\n" + pick(r.rng, rawFlockedDocAsks))
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
		r.bot(pick(r.rng, rawFlockedJokeReplies))
	case x < 62:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.user(capitalize(r.fill(m.said, v)) + ".")
		r.bot(r.fill(m.misread, v))
		r.user(capitalize(m.deny))
	case x < 66 && r.cur != "":
		r.user(r.fresh(rawFlockedSmallTalk))
		r.bot(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 71 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.bot(r.fill(s.ask, pick(r.rng, past)))
		r.user(capitalize(s.reject))
	case x < 75:
		r.served(r.request())
		r.user(pick(r.rng, rawFlockedFollowUps))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.wrongGuess(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongGuess(others)
	}
}

// pursue is a request naming a value that is not the person's (an
// race, a café, a gym elsewhere, a sponsor, food for someone else), one
// time in two with a tool's record naming it too, and
// the assistant's answer.
func (r *rawFlockedRun) pursue(others []string) {
	v := pick(r.rng, others)
	r.user(capitalize(r.fill(r.fresh(r.f.pursuit), v)) + ".")
	if r.rng.IntN(2) == 0 {
		r.tool(pick(r.rng, rawFlockedRecordTools), r.fill(r.fresh(r.f.record), v))
	}
	r.bot(pick(r.rng, rawFlockedPursuitAnswers))
}

// results is a tool's transactions or records, two to four lines
// naming others' values (of the asked attribute or another), after a
// request, and the assistant's answer.
func (r *rawFlockedRun) results(others []string) {
	var lines []string
	for range 2 + r.rng.IntN(3) {
		if r.rng.IntN(3) == 0 {
			a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
			lines = append(lines, r.fill(pick(r.rng, rawFlockedByAttr[a].record), pick(r.rng, rawAttrs[a].valuesIn(r.ph))))
			continue
		}
		lines = append(lines, r.fill(r.fresh(r.f.record), pick(r.rng, others)))
	}
	r.user(r.fresh(rawFlockedResultLeads))
	r.tool(pick(r.rng, rawFlockedRecordTools), strings.Join(lines, "\n"))
	r.bot(pick(r.rng, rawFlockedResultAnswers))
}

// aboutCompanion is a line of the person's about a companion and that
// person's own value of the asked attribute.
func (r *rawFlockedRun) aboutCompanion() string {
	p := pick(r.rng, rawFlockedCompanions)
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1)) + "."
}

// mirror is an old text of the person's own: one time in two, where
// they had an earlier value in the chats' months, the profile tool
// reading back a saved profile naming it, or the person pasting an old
// intake form or membership card naming it; else old notes in the very words of a
// statement told in passing, with a value no longer true, quoted; and
// the person's words on it naming none.
func (r *rawFlockedRun) mirror(others, past []string) {
	if len(past) > 0 && r.rng.IntN(2) == 0 {
		own := r.fill(r.fresh(r.f.own), pick(r.rng, past))
		if r.rng.IntN(2) == 0 {
			r.user(r.request())
			r.tool("profile", own)
			r.user(pick(r.rng, rawFlockedMirrorAfters))
		} else {
			r.user(r.fill(pick(r.rng, rawFlockedPasteLeads), "") + "\n" + quote(own) + "\n" + pick(r.rng, rawFlockedMirrorAfters))
		}
		r.bot(r.answer())
		return
	}
	var sts []rawFlockedStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "aside" || st.form == "update" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.user(r.fill(pick(r.rng, rawFlockedMirrorLeads), "") + "\n" + quote(capitalize(core)+".") + "\n" + pick(r.rng, rawFlockedMirrorAfters))
	r.bot(r.answer())
}

// wrongGuess is the assistant's guess or summary naming another value,
// one time in two followed by the person's reply that it is wrong,
// naming none.
func (r *rawFlockedRun) wrongGuess(others []string) {
	r.bot(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.user(r.fresh(rawFlockedGuessReplies))
	}
}

// background is a turn of the person's stating one of their other
// attributes (its value holds all through) in the words of its aside or
// update form; else a request naming no value.
func (r *rawFlockedRun) background() {
	var sts []rawFlockedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawFlockedByAttr[a].state {
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
func (r *rawFlockedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The person's lines naming no value: requests, the words around a
// statement in each form, and the words around what they paste.

// The person's lines naming no value: requests, the words around a
// statement in each form, and the words around what they paste.
var (
	rawFlockedRequests = []string{
		"Can you look at why my resting heart rate crept up this fortnight?",
		"How many grams of protein did I actually average last week?",
		"Build me a deload week, my knees are grumbling.",
		"Is five hours forty of sleep on a work night as bad as the ring says?",
		"What should I eat before a 7am interval session if I can't face breakfast?",
		"Could you move Thursday's long run to Saturday without wrecking the plan?",
		"Why did the scale jump 1.2 kilos overnight, should I panic?",
		"Give me three snacks under 200 calories that aren't rice cakes.",
		"Am I hitting enough zone 2 or is it all grey-zone jogging?",
		"Remind me to refill the inhaler prescription before it runs out.",
		"How do I get my step count up on days stuck at a desk?",
		"Can you check the hydration log, I think I forgot to tap it all week.",
	}
	rawFlockedRequestAnswers = []string{
		"Resting heart rate is up about four beats, in step with the short nights and the extra interval day; one easy week should bring it back.",
		"You averaged 92 grams a day, a bit under the 110 we set; breakfast is where the gap is.",
		"Deload week drafted: volume down by about 40%, same lifts, lighter top sets, and one swim in place of the hill session.",
		"It's short for you: on nights under six hours your next-day run pace drops by around 15 seconds per kilometre.",
		"A banana and a spoon of honey 30 minutes before is plenty for intervals; eat properly afterwards.",
		"Moved: Saturday is now the long run and Thursday becomes an easy 5k, so the week still adds up.",
		"Overnight jumps like that are mostly water and salt; the weekly trend line is flat, so no panic.",
		"Greek yoghurt with berries, two boiled eggs, or a small tin of tuna on crispbread, all under 200.",
		"About 55% of your running time was zone 2 this month; slowing the easy runs a little would push that up.",
		"Reminder set for five days before the inhaler runs out, with a link to the pharmacy's order page.",
		"Set a walking break every 50 minutes and take calls on foot; that's usually 3,000 extra steps.",
		"Only three hydration taps this week, so the log isn't telling us much; I'll nudge you at lunch.",
	}
	rawFlockedAnswers = []string{
		"Logged. I'll watch the trend rather than any single day.",
		"Nothing worrying in this week's numbers; recovery scores are steady.",
		"I'll adjust the plan tonight and you'll see it in the morning.",
		"If the legs feel heavy, swap tomorrow's session for a walk.",
		"Good consistency this week, the streak is at eleven days.",
		"I'll keep an eye on it and flag anything odd in the weekly report.",
	}
	rawFlockedResults = [][2]string{
		{"wearable", "Sync complete · 9,412 steps · 2 active hours · battery 38%"},
		{"sleep", "Last night · 6h 52m · deep 1h 10m · REM 1h 31m · score 78"},
		{"heart", "Resting HR 56 bpm · HRV 48 ms · 3-day trend: flat"},
		{"workouts", "Strength session · 47 min · 11,250 kg lifted · ref $REF"},
		{"meals", "Today · 1,860 kcal · protein 96 g · fibre 24 g · 5 items"},
		{"scale", "Weigh-in · trend unchanged this week · body fat estimate 24.1%"},
		{"weekly", "Week $ID · 4 workouts · 3 of 7 sleep goals met · steps avg 8,100"},
		{"pharmacy", "Prescription reminder · repeat item ready to order"},
		{"wellness", "Challenge update · team streak 6 days · next milestone Sunday"},
	}
	rawFlockedPursuitAnswers = []string{
		"Done, I've logged it separately so it doesn't skew your own numbers.",
		"Here's the breakdown; the right-hand column is per serving.",
		"Sure. Do you want a rough plan or a day-by-day one?",
		"Okay, though that one's not part of your own training picture.",
	}
	rawFlockedResultAnswers = []string{
		"That's all the sync brought in for those days; tell me which entries to drop.",
		"I've starred the two entries that look like one-offs. The rest are your usual pattern.",
	}
	rawFlockedAsideLeads    = []string{"Unrelated, but so your advice fits:", "Oh, coach, one bit of context:", "fyi, doesn't change today's session:", "Tiny thing while you work that out:"}
	rawFlockedAsideBacks    = []string{"Anyway, what about the intervals?", "Right, back to my macros.", "That's all, carry on with the plan.", "So, am I overtraining or not?"}
	rawFlockedUpdateLeads   = []string{"Before we do this week's check-in, some news:", "Life update first:", "One thing before we talk about food:", "Morning coach! Quick update so the plan fits:"}
	rawFlockedUpdateTails   = []string{"Now, this week's sessions.", "Ok, on to the meal plan.", "Right, let's look at my sleep.", "Anyway, here's this morning's weigh-in."}
	rawFlockedAnswerLeads   = []string{"Good question, here's the answer:", "To answer you properly:", "Write this down in my profile:", "Fair enough that you asked:"}
	rawFlockedAnswerTails   = []string{"Does that change the plan?", "Adjust whatever depends on it.", "Go on from there.", "Is that what you needed?"}
	rawFlockedFixLeads      = []string{"Nope, that's out of date:", "You've guessed wrong there:", "Wait, that isn't right:", "Let me correct that before you plan anything:"}
	rawFlockedFixTails      = []string{"Rebuild the plan with that.", "Everything else you said is fine.", "That profile is ancient, ignore it.", "Please stop reading last year's intake form."}
	rawFlockedPasteLeads    = []string{"This is what my old intake questionnaire says:", "Here's my $TIER profile as the app still shows it:", "Screenshot text from my first week on the app, $HANDLE:", "Copied off an old gym membership card:"}
	rawFlockedPasteAfters   = []string{"That's stale, to be clear:", "Ignore that, it's old:", "None of it is true any more:", "Out of date, so for the record:"}
	rawFlockedPasteTails    = []string{"Can you update my profile?", "Fix the coaching details to match.", "Change it wherever the app keeps it.", "So the next plan comes out right."}
	rawFlockedHalfSent      = []string{"oh wait before you plan the week, about me, I'm", "one thing for my profile first, I", "ok so at the moment I", "hang on before you send the plan, my"}
	rawFlockedResends       = []string{"Sorry, sent too soon. Again:", "Argh, that went before I'd finished. Properly:", "Thumb slipped. What I meant:", "That got cut off mid-sentence. All of it:"}
	rawFlockedHappenedLeads = []string{"You know the thing I mentioned? It's happened:", "So that change I told you about a few weeks back went through:", "Update on what I said last month, it's done:", "It's official now, the thing I was on about:"}
	rawFlockedGuessReplies  = []string{"No, that's not me, you're reading a restaurant name again.", "Where's that from? Please don't make things up about me.", "Wrong, but it doesn't matter for today's workout.", "That's from an old questionnaire, ignore it."}
	rawFlockedForwardLeads  = []string{"Pasting a message I got, what do you reckon?", "Got this in the challenge chat, ref $REF:", "Here's what they sent:", "This came in last night:"}
	rawFlockedForwardAsks   = []string{"Should I join them?", "Does that affect my own plan at all?", "Can you help me write a nice reply?", "Is that a good idea for them?"}
	rawFlockedDocLeads      = []string{"What do you think of this?", "This flyer was in the gym changing room:", "Someone shared this, any good?", "The clinic sent this leaflet:"}
	rawFlockedDocAsks       = []string{"Worth signing up?", "What would you look at first?", "Anything I should check before I book?", "Can you put the date in my training calendar?"}
	rawFlockedResultLeads   = []string{"Show me everything the watch logged last week.", "Sync the wearable again please.", "What came through from the food log?", "Pull up the whole week, all sources."}
	rawFlockedMirrorLeads   = []string{"Found this in my old fitness journal, ha:", "A goals list I wrote ages ago and forgot about:", "This was in the notes on my previous phone:"}
	rawFlockedMirrorAfters  = []string{"Not a single line of that is true now.", "Wild how much has changed. Anyway.", "That's years old, don't use it."}
	rawFlockedJokeReplies   = []string{"Noted, I won't log that as a meal.", "Ha. Shall we get back to the plan?"}
	rawFlockedFollowUps     = []string{"Great, that's in the calendar then.", "Lovely, the watch buzzed to confirm.", "Hmm, the app still says syncing.", "Ok that worked. Why does the sync take so long?"}
	rawFlockedSignOffs      = []string{"Ok, enough coaching for today.", "Off to stretch, cheers.", "Done, bye!", "Good enough, I'll do the rest after my run."}
)

// The tools' lines naming no value: a chat's header and its end.
var (
	rawFlockedHeaders = []string{"[coaching chat %d · plan %s · wearable synced]", "--- check-in %d, %s ---", "[chat %d opened · %s · 0 reminders due]"}
	rawFlockedNotes   = []string{"[plan saved]", "[reminder set: stretch at 9pm]", "[wearable connection needs re-pairing]", "[attachment: weekly_report.pdf]"}
)

// rawFlockedSmallTalk are the person's lines naming no value.
var rawFlockedSmallTalk = []string{
	"My calves are still filing a complaint about Sunday's hills.",
	"The watch told me to stand up during a funeral, which was a low point.",
	"I did the stretches. Most of them. Some of them.",
	"Why does a rest day make me hungrier than a training day, honestly.",
	"Slept like a log for once, the ring gave me a gold star.",
	"Short one today, I'm between meetings.",
}

// rawFlockedReplies are the assistant's replies naming no value.
var rawFlockedReplies = []string{
	"Fair. Want me to sync the watch while we talk?",
	"Makes sense. Log breakfast when you get a chance.",
	"Okay, I'll watch your recovery score and tell you if it dips.",
	"Sure. Ping me after the session and we'll review it.",
	"Thanks, that helps. This week looks steadier than last.",
}

// The flocked set's own lists per attribute. The person's prose is
// ordinary typed English; a statement neither starts nor ends with a
// placeholder and holds no line break, so the oracle reads the value
// whole; $WHO in an other or relay line is a companion.
var rawFlockedByAttr = map[string]rawFlockedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Ullapool", "Aldeburgh", "Wooler", "Crickhowell", "Llanidloes", "Machynlleth",
				"Fishguard", "Lampeter", "Dolgellau", "Uppingham", "Horncastle", "Southwold"},
			qCurrent: []string{
				"From the coaching chats, what town do {name}'s home runs set off from now?",
				"{name} trains with an AI coach in a wellness app: which town do their runs from home start in today?",
				"Going by the fitness-coach conversations, what town is {name} based in these days?",
				"Per the wellness app's chat history, which town is home for {name} at present?",
			},
			qWhen: []string{
				"From the coaching chats, which town did {name}'s runs start from {when}?",
				"Going by the fitness-coach conversations, in which town did {name} have their front door {when}?",
				"Per the wellness app's chat history, which town did {name} call home {when}?",
			},
			qBefore: []string{
				"From the coaching chats, where did {name} live before settling in {next}?",
				"Going by the fitness-coach conversations, which town did {name} train from at home prior to relocating to {next}?",
				"Per the wellness app's chat history, what town had {name} been living in prior to {next}?",
			},
			chatter: []string{
				"The pavements round my way are either puddles or ice, there is no third option.",
				"Found a hill near the house that makes me question every life choice.",
				"The park loop by me is exactly 2.3k, which is the most annoying distance possible.",
				"Someone's dog has started racing me on the morning run and winning.",
			},
			other: []string{
				"$WHO has just moved to {v} and already found a parkrun there",
				"$WHO lives out in {v} and keeps sending me photos of their coastal runs",
				"$WHO rents a flat in {v} right next to a climbing wall, jealous",
				"$WHO is from {v} and swears the hills there made them fit",
				"$WHO relocated to {v} and joined a rowing club within a week",
				"$WHO bought a house in {v} with a garage they turned into a home gym",
			},
			assistant: []string{
				"Since you're in {v}, I've picked flat routes from your front door for the recovery runs.",
				"Profile summary: adult, runs 3x weekly, home area {v}, gym membership active. (Earlier notes say {cur}.)",
				"I've assumed {v} as your home base, judging by where most of your runs start.",
				"For someone living in {v}, the nearest 24-hour gym is about ten minutes away.",
			},
		},
		state: []rawFlockedStmt{
			{form: "aside", core: "my runs all start from my front door in {v}, so any route you suggest has to begin there"},
			{form: "update", core: "for the route planner, home is {v} and has been since I started using the app"},
			{form: "answer", ask: "Where should I centre your route suggestions, home or work?",
				core: "home, which is in {v}, I do almost every session straight from the house"},
			{form: "answer", ask: "Are you still based around {v} like your intake form says?",
				core: "that form is old, the place I actually live and train from is {v} these days"},
			{form: "fix", ask: "Your profile says {v}, so I picked gyms near there.",
				core: "the profile's wrong, I live in {v} and I need gyms I can walk to from home"},
			{form: "paste", core: "the town I live in right now is {v}, so the home base in the app should say that"},
			{form: "resend", core: "I live in {v} so please find sessions near there"},
			{form: "aside", core: "the only place I train from is my house in {v}, the rest of the towns in the log are race trips"},
		},
		change: []rawFlockedStmt{
			{form: "aside", core: "I moved away from {old}, so my runs start from home in {new} now and the routes need redoing"},
			{form: "update", core: "I've moved from {old} to {new}, so find me a new gym near home and cancel the old one"},
			{form: "answer", ask: "Still doing the river loop near your place in {v}?",
				core: "no, I left {old} behind last month and home is {new} now, so I need new loops"},
			{form: "fix", ask: "I've kept {v} as your home base for the routes.",
				core: "that's the {old} address, I've moved and I live in {new} now, so change the home base"},
			{form: "paste", core: "my trainers got muddy for the last time in {old}, the flat I've moved into is in {new} and my sessions start there"},
			{form: "resend", core: "since I moved from {old} I've been living in {new} so the gym search radius is wrong"},
			{form: "happened", core: "the move's done, I've said goodbye to {old} and I'm unpacking boxes in {new}, where I live now"},
			{form: "update", core: "last box is out of the flat in {old} and I'm living in {new} now, so that's my home area"},
		},
		revert: []rawFlockedStmt{
			{form: "aside", core: "it didn't work out for me in {old}, so I've moved back home to {new} and my old running routes are back on"},
			{form: "update", core: "after a few months in {old} I've gone back to living in {new} as of this weekend"},
			{form: "fix", ask: "I'll keep route suggestions around {v}.",
				core: "please don't, I left {old} and I'm back living in {new}, so plan around there"},
			{form: "paste", core: "that's from when I lived in {old}, I've since moved back to {new} for good"},
			{form: "happened", core: "I'm done with {old} and back in {new} where I lived before"},
		},
		reflect: []string{"Got it, I'll plan your routes from home in {v}.", "Noted: you live in {v}. I'll look for gyms near there."},
		echo:    []string{"As you're in {v}, want me to find a flat 10k loop from your door?", "With home being {v}, the nearest pool has early lanes on weekdays. Interested?"},
		stale: []rawFlockedStale{
			{ask: "Shall I keep routes starting from {v}?", reject: "Wrong town, I've moved, I told you a while back."},
			{ask: "Want the {v} parkrun on your calendar again this Saturday?", reject: "I don't live near that one any more."},
		},
		misread: []rawFlockedMisread{
			{said: "I had the best brunch at the {v} Kitchen after my long run", misread: "Oh, are you based in {v}? I'll set that as your home.", deny: "No, it's just a café with that name, I don't live there."},
			{said: "I've entered the {v} half marathon in the spring", misread: "So you live in {v}? I'll update your home area.", deny: "No, it's a race I'm travelling to, not where I live."},
		},
		pursuit: []string{"plan me a taper for the {v} 10k in May",
			"my physio is over in {v}, can you fit the appointments around my runs",
			"log lunch from the {v} Noodle Bar, it was the chicken ramen",
			"find me a trail run near {v} for the weekend away",
			"the climbing gym in {v} has a day-pass offer, is it worth a trip",
			"my sister wants a couch-to-5k plan for her village near {v}, can you make one"},
		record: []string{"Workout · outdoor run · 10.2 km · start: {v} seafront",
			"Meal log · The {v} Kitchen · eggs benedict · 640 kcal",
			"Check-in · {v} Leisure Centre · guest pass",
			"Race entry · {v} Half Marathon · bib $ID",
			"Clinic reminder · physiotherapy at {v} Health Centre · Tuesday 4pm",
			"Workout · open-water swim · 1.4 km · location: {v}",
			"Meal log · {v} Fish Bar · haddock and chips · 980 kcal"},
		saved: []string{"Profile updated · home area: {v}", "Route planner updated · home base: {v}"},
		relay: []string{"From $WHO: I've moved to {v}, come and run the coast path with me",
			"From $WHO: the new gym in {v} is brilliant, you'd love it",
			"$WHO says the running club in {v} meets on Wednesdays and asks if I'd join when I visit"},
		own: []string{"Intake form · home town: {v} · $TIER",
			"$SURNAME, $NAME · home base {v} · $HANDLE",
			"Gym membership · $NAME $SURNAME · home club near {v}"},
		doc: []string{"Flyer: the {v} 10k, traffic-free course, entries open",
			"Leaflet: physiotherapy clinic in {v}, sports injuries welcome",
			"Advert: new 24-hour gym opening in {v}"},
		example: []string{"If you lived in {v}, the seafront would give you a flat 5k each way.",
			"For example, someone training in {v} could use the hills for strength days."},
		plan: []string{"one day I'll run the {v} marathon, it's on the bucket list", "I could see myself retiring to {v} and swimming every morning, some day",
			"a training camp in {v} sounds dreamy, not that I'd ever book it"},
		goal: []string{"I'll probably move to {v} when the lease is up, I've seen a flat", "heads up, I'm likely moving to {v} soon, the paperwork's nearly done"},
		past: []string{"when I lived in {v} I ran along the water every single morning", "back in my {v} days the gym was right round the corner"},
		joke: []string{"I've eaten at the {v} Kitchen so often they should name a bench after me", "my legs still haven't forgiven the hills of {v}"},
		still: []string{
			"From the coaching chats, is {name} still living in {v}?",
			"Does {name} still have a home in {v}, going by the fitness-coach conversations?",
			"Per the wellness app's chat history, is {v} still where {name} lives?",
		},
		stillWhen: []string{
			"From the coaching chats, was {name} still living in {v} {when}?",
			"Going by the fitness-coach conversations, was {name}'s home still in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Pebblewick Optics", "Nettlebed Biscuits", "Kestrelby Pumps", "Hollyhock Ceramics", "Wheatsheaf Mills", "Dovecote Labs",
				"Lanternfield Audio", "Millrace Hydro", "Tansyford Chemicals", "Juniperhall Insurance", "Oakapple Games", "Whitelegg Bakeries"},
			qCurrent: []string{
				"From the coaching chats, who does {name} work for now?",
				"{name} trains with an AI coach in a wellness app: whose corporate wellness scheme are they on today?",
				"Going by the fitness-coach conversations, which company employs {name} these days?",
				"Per the wellness app's chat history, where is {name} working at present?",
			},
			qWhen: []string{
				"From the coaching chats, whose wellness scheme was {name} on as an employee {when}?",
				"Going by the fitness-coach conversations, which firm had {name} on its staff {when}?",
				"Per the wellness app's chat history, whose staff was {name} on {when}?",
			},
			qBefore: []string{
				"From the coaching chats, whose staff was {name} on ahead of starting at {next}?",
				"Going by the fitness-coach conversations, who employed {name} until {next} took them on?",
				"Per the wellness app's chat history, where had {name} been working before moving to {next}?",
			},
			chatter: []string{
				"Back-to-back meetings today, I've done 900 steps and eaten a biscuit for lunch.",
				"The office lift broke so I took the stairs eleven times, count that as cardio.",
				"My desk chair is actively trying to ruin my posture.",
				"Work drinks tonight, so the macros are going to look tragic.",
			},
			other: []string{
				"$WHO landed a role at {v} and brags about the free climbing wall",
				"$WHO has worked at {v} for years and never misses the lunchtime yoga",
				"$WHO got a job at {v} and is top of their step leaderboard already",
				"$WHO does shifts at {v} and can never keep a sleep schedule",
				"$WHO was let go by {v} and is training for a marathon to cope",
				"$WHO's wife is at {v} and their canteen sounds better than most restaurants",
			},
			assistant: []string{
				"Since you work at {v}, I've linked their wellness programme for the gym discount.",
				"Profile summary: desk job, employer {v}, commutes by train, corporate challenge active. (Earlier notes say {cur}.)",
				"I've assumed {v} is your employer, going by the wellness programme sync.",
				"For staff at {v}, the health benefit covers two physio sessions a year.",
			},
		},
		state: []rawFlockedStmt{
			{form: "aside", core: "my employer is {v} and their wellness scheme pays for the gym, so keep the membership in the plan"},
			{form: "update", core: "for the wellness sync, I'm employed by {v} and have been the whole time I've used the app"},
			{form: "answer", ask: "Which employer's wellness programme should I link to your account?",
				core: "the one at {v}, that's who I work for"},
			{form: "answer", ask: "Shall I link {v}'s wellness programme like the old form says?",
				core: "that form is from a previous job, right now I'm on the books at {v} and it's their scheme I use"},
			{form: "fix", ask: "Your profile says {v}, so I pulled their step challenge.",
				core: "that's wrong, my job is at {v} and it's their challenge I'm meant to be in"},
			{form: "paste", core: "the company I work for these days is {v}, so link their scheme instead"},
			{form: "resend", core: "I work at {v} so the lunchtime sessions have to fit their hours"},
			{form: "aside", core: "the standing desk came from {v}, where I work, via the wellness budget"},
		},
		change: []rawFlockedStmt{
			{form: "aside", core: "I left {old}, and the wellness scheme at {new} pays for the gym now that I work there, so swap the perk over"},
			{form: "update", core: "new job, I left {old} so their corporate challenge is over for me, and I've started at {new} on the sales floor"},
			{form: "answer", ask: "Still doing the lunchtime runs with the team at {v}?",
				core: "no, I finished at {old} and I work for {new} now, so the lunch slot has changed"},
			{form: "fix", ask: "I've kept {v} as your employer for the wellness sync.",
				core: "those are the {old} details, I've changed jobs and {new} is my employer now, so switch the sync"},
			{form: "paste", core: "I quit {old} and I'm working at {new} now, so the corporate perks changed"},
			{form: "resend", core: "ever since leaving {old} I've been working for {new} so my commute and lunch break are different"},
			{form: "happened", core: "it's official, {old} let me go on good terms and I started at {new} this week"},
			{form: "update", core: "I handed in my {old} lanyard on Friday and started at {new} on Monday, they're my employer now"},
		},
		revert: []rawFlockedStmt{
			{form: "aside", core: "the job at {old} was a bad fit so I've gone back to {new}, and their gym perk is back too"},
			{form: "update", core: "so long {old}, I've returned to my old job at {new} this week"},
			{form: "fix", ask: "I'll keep {v} as your employer.",
				core: "please don't, the {old} contract ended early and {new} have rehired me, so relink their perks"},
			{form: "paste", core: "that card dates from the {old} stint, and since then {new} have had me back on their staff"},
			{form: "happened", core: "the {old} badge is handed back and {new} have taken me back on"},
		},
		reflect: []string{"Got it, I'll link the {v} wellness programme.", "Noted: you work at {v}. I'll fit sessions around their hours."},
		echo:    []string{"Since you're at {v}, have you claimed this year's fitness allowance?", "With {v} as your employer, the company step challenge starts Monday. Want in?"},
		stale: []rawFlockedStale{
			{ask: "Shall I re-enter you in the {v} team challenge?", reject: "I don't work there any more, I told you I switched."},
			{ask: "Is {v} still paying for your gym membership?", reject: "That's my old job, they don't cover anything now."},
		},
		misread: []rawFlockedMisread{
			{said: "I had a pint of the {v} pale ale at the pub quiz", misread: "Oh, you work at {v}? I'll link their wellness scheme.", deny: "No, I just drank their beer, they're not my employer."},
			{said: "the 10k I ran on Sunday was sponsored by {v}", misread: "So you're with {v}? I'll update your employer.", deny: "No, they only sponsored the race."},
		},
		pursuit: []string{"my friend's team at {v} is beating us on the step leaderboard, how do we catch up",
			"the {v} charity run is in June, can I fit it in",
			"there's a smoothie from the {v} canteen on my log, my friend got it for me, guess the calories",
			"if I took the offer from {v}, would the longer commute wreck my training",
			"help my brother with a plan, {v} gives him free gym access",
			"log a protein bar from the {v} vending machine, I was visiting a client"},
		record: []string{"Challenge leaderboard · 1st: team {v} · 82,400 steps avg",
			"Meal log · {v} staff canteen · jacket potato · 520 kcal",
			"Check-in · guest of a {v} employee · day pass",
			"Wellness programme · sponsor: {v} · charity 10k entry",
			"Event · {v} Corporate Relay · team of 5 · ref $REF",
			"Meal log · {v} pale ale · 1 pint · 230 kcal",
			"Wellness offer · {v} staff gym discount · not eligible"},
		saved: []string{"Profile updated · employer: {v}", "Wellness programme linked · employer {v}"},
		relay: []string{"From $WHO: I'm at {v} now, they've got a gym in the basement",
			"From $WHO: {v} signed us up for a step challenge, join my team as a guest?",
			"$WHO wrote that {v} is paying for their marathon entry and asks if I want to run it too"},
		own: []string{"Wellness programme · employer: {v} · $TIER",
			"$NAME $SURNAME · corporate account {v} · $HANDLE",
			"Intake form · occupation: office-based, employer {v}"},
		doc: []string{"Email: {v} wellness week, free health checks in the atrium",
			"Leaflet: {v} sponsors the city 10k, staff places available",
			"Advert: {v} is hiring, gym and bike scheme included"},
		example: []string{"If you worked at {v}, their cycle-to-work scheme would cover a road bike.",
			"For example, staff at {v} get four free physio sessions a year."},
		plan: []string{"if {v} ever offered me a job with that on-site gym I'd say yes in a heartbeat", "a recruiter from {v} keeps messaging me, I haven't answered",
			"one day I'd love to work somewhere like {v} with a running track outside"},
		goal: []string{"I'll probably accept the offer from {v}, I'm just waiting for the contract", "heads up, I'm likely starting at {v} next month, so my schedule will change"},
		past: []string{"when I was at {v} I used to run at lunch every day", "back when I worked for {v} the canteen did a great salad bar"},
		joke: []string{"I've had so many {v} pale ales they should put me on their payroll", "the {v} leaderboard is where my dignity goes to die"},
		still: []string{
			"From the coaching chats, is {name} still working for {v}?",
			"Is {v} still {name}'s employer, going by the fitness-coach conversations?",
			"Per the wellness app's chat history, does {name} still work at {v}?",
		},
		stillWhen: []string{
			"From the coaching chats, was {name} still working for {v} {when}?",
			"Going by the fitness-coach conversations, was {name} still employed by {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"vegetarian", "vegan", "pescatarian", "gluten-free", "keto", "dairy-free",
				"quince-free", "fig-free", "caper-free", "nutmeg-free", "saffron-free", "gooseberry-free"},
			qCurrent: []string{
				"From the coaching chats, which eating style should {name}'s meal plans respect at the moment?",
				"{name} trains with an AI coach in a wellness app: what kind of eating should their meal plans respect today?",
				"Going by the fitness-coach conversations, what is {name}'s eating style these days, as they describe it?",
				"Per the wellness app's chat history, what is {name}'s diet at present?",
			},
			qWhen: []string{
				"From the coaching chats, which eating style did {name}'s meal plans need to respect {when}?",
				"Going by the fitness-coach conversations, what did {name}'s plate look like, diet-wise, {when}?",
				"Per the wellness app's chat history, what sort of diet did {name} keep {when}?",
			},
			qBefore: []string{
				"From the coaching chats, what kind of eater was {name} ahead of the switch to {next}?",
				"Going by the fitness-coach conversations, what diet did {name} keep until switching to {next}?",
				"Per the wellness app's chat history, how had {name} been eating prior to becoming {next}?",
			},
			chatter: []string{
				"Meal prep Sunday went fine until I dropped the whole tray.",
				"I logged a biscuit as 'emotional support', is that a category.",
				"The food scale says my portion of pasta is a crime.",
				"Hungry again already, I think my stomach has a second stomach.",
			},
			other: []string{
				"$WHO has gone {v} and keeps sending me recipes",
				"$WHO is {v} so the barbecue this weekend is going to be complicated",
				"$WHO started eating {v} for their gut and says they feel great",
				"$WHO has been {v} for years and judges my lunch silently",
				"$WHO tried going {v} for the club's January challenge",
				"$WHO eats {v} on doctor's orders and I'm helping plan their shop",
			},
			assistant: []string{
				"Since you eat {v}, I've built this week's meal plan around that.",
				"Profile summary: moderately active, diet {v}, protein target 110 g, no supplements. (Earlier notes say {cur}.)",
				"I've assumed a {v} diet, judging by what you've been logging.",
				"For someone eating {v}, your iron intake looks a little low this week.",
			},
		},
		state: []rawFlockedStmt{
			{form: "aside", core: "I'm {v} and have been all along, so the meal plans have to respect that"},
			{form: "update", core: "for the meal planner, I eat {v} and nothing has changed since I joined the app"},
			{form: "answer", ask: "Any dietary requirements I should build the meal plan around?",
				core: "yes, keep every recipe {v}, it's the only way I eat"},
			{form: "answer", ask: "Are you still eating {v} like your intake form says?",
				core: "that form is wrong, the way I actually eat is {v} at the moment"},
			{form: "fix", ask: "Your profile says {v}, so I planned the meals like that.",
				core: "that's not right, I'm {v} and the recipes need to match that"},
			{form: "paste", core: "these days I'm {v}, so please plan food around that"},
			{form: "resend", core: "I eat {v} so the snack ideas have to fit that"},
			{form: "aside", core: "I'm still {v}, so swap the oats in the breakfast plan for something that fits"},
		},
		change: []rawFlockedStmt{
			{form: "aside", core: "I stopped being {old} last month and I'm {new} now, so stop suggesting the old recipes"},
			{form: "update", core: "big food news, I've given up being {old} and gone {new}, please redo the meal plan"},
			{form: "answer", ask: "Still eating {v} like before?",
				core: "no, I dropped the {old} thing and I'm {new} now, so the shopping list changes"},
			{form: "fix", ask: "I've kept {v} for the meal plans.",
				core: "that's my old diet, I'm not {old} any more, I eat {new} now"},
			{form: "paste", core: "I've moved on from being {old} and I'm {new} these days, so update the food preferences"},
			{form: "resend", core: "since I quit being {old} I've been {new} so the protein sources need rethinking"},
			{form: "happened", core: "I did it, no more {old} for me, I've properly switched to {new} this week"},
			{form: "update", core: "the last of my {old} meal prep is eaten and I'm eating {new} from today"},
		},
		revert: []rawFlockedStmt{
			{form: "aside", core: "being {old} was too much hassle, so I've gone back to eating {new} like I used to"},
			{form: "update", core: "six weeks of {old} meal prep nearly broke me, so my plate is {new} again since Monday"},
			{form: "fix", ask: "I'll keep planning {v} meals.",
				core: "please don't, I quit being {old} and I'm back to {new}, so plan for that"},
			{form: "paste", core: "that's from my {old} phase, I've since returned to eating {new} full time"},
			{form: "happened", core: "I've packed in {old} cooking for good and gone back to plain {new} meals, same as before"},
		},
		reflect: []string{"Got it, I'll keep the meal plans {v}.", "Noted: you eat {v}. I'll swap the recipes to match."},
		echo:    []string{"As you're {v}, want a few high-protein lunches that fit?", "With your diet being {v}, this week's plan has three new dinners. Want them?"},
		stale: []rawFlockedStale{
			{ask: "Shall I keep the meal plan {v}?", reject: "That's not how I eat now, I told you I changed."},
			{ask: "Want the {v} recipe pack again this week?", reject: "No, I don't eat like that any more."},
		},
		misread: []rawFlockedMisread{
			{said: "I made a {v} lasagne for my flatmate's birthday", misread: "So you're {v}? I'll update your diet.", deny: "No, I cooked it for them, it's not my diet."},
			{said: "the café by the gym only had {v} wraps left", misread: "Oh, are you {v}? I'll change your meal plan.", deny: "No, that was all they had, I just grabbed one."},
		},
		pursuit: []string{"my son's football team wants {v} snacks for the away game, any ideas",
			"plan a {v} dinner for when my in-laws visit",
			"log the {v} brownie I had at the office, someone's birthday",
			"what would a {v} week of meals even look like, asking for my climbing partner",
			"the race pasta party is {v} only, will that fuel me properly",
			"my mum's clinic put her on a {v} plan, can you make her a shopping list"},
		record: []string{"Meal log · {v} brownie · 1 slice · 310 kcal",
			"Meal log (guest) · {v} curry for a friend · 2 portions",
			"Recipe saved · {v} traybake · from the coach's suggestions",
			"Wellness programme · canteen menu · {v} option of the day",
			"Clinic reminder · dietitian follow-up for a family member · {v} plan",
			"Meal log · {v} wrap · café near the gym · 420 kcal",
			"Challenge leaderboard · {v} week · 14 colleagues taking part"},
		saved: []string{"Profile updated · diet: {v}", "Meal planner updated · preference: {v}"},
		relay: []string{"From $WHO: I've gone {v}, can you ask your coach app for recipes?",
			"From $WHO: doing a {v} month for charity, sponsor me?",
			"$WHO wrote that the clinic wants them {v} for a while and asks what I'd cook"},
		own: []string{"Intake form · diet: {v} · $TIER",
			"$NAME $SURNAME · food preferences: {v} · $HANDLE",
			"Meal planner settings · dietary style {v} · 2,100 kcal target"},
		doc: []string{"Leaflet: a beginner's guide to eating {v}",
			"Advert: {v} meal-kit boxes, first week half price",
			"Flyer: the gym café's new {v} menu"},
		example: []string{"If you ate {v}, lentils and eggs would cover most of your protein.",
			"For example, a {v} athlete might get carbs from rice and potatoes."},
		plan: []string{"maybe one day I'll try going {v}, but not this year", "I keep reading about {v} eating, I won't actually do it",
			"a {v} retreat sounds lovely in theory, I'll never book it"},
		goal: []string{"I'm probably going {v} from next month, I've been easing into it", "heads up, I'm likely switching to {v} soon, I've bought the cookbook"},
		past: []string{"back when I was {v} I never had this much energy", "when I ate {v} my grocery bill was half this"},
		joke: []string{"my cheat day is so long it's basically a {v} lifestyle in reverse", "if cake were {v} I'd be the healthiest person alive"},
		still: []string{
			"From the coaching chats, is {name} still {v}?",
			"Does {name} still eat {v}, going by the fitness-coach conversations?",
			"Per the wellness app's chat history, is {name}'s diet still {v}?",
		},
		stillWhen: []string{
			"From the coaching chats, was {name} still eating {v} {when}?",
			"Going by the fitness-coach conversations, was {name} still {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Brunhilde", "Thaddea", "Evariste", "Fabrizia", "Honorine", "Wendelin",
				"Mechtild", "Bonifacio", "Clementia", "Lothar", "Adelind", "Hyacinthe"},
			qCurrent: []string{
				"From the coaching chats, who does {name} share the couples' step goal with now?",
				"{name} trains with an AI coach in a wellness app: who is the partner in their shared challenge today?",
				"Going by the fitness-coach conversations, which person is {name} dating these days?",
				"Per the wellness app's chat history, whose name sits next to {name}'s as partner at present?",
			},
			qWhen: []string{
				"From the coaching chats, whom did {name} do the couples' challenge with {when}?",
				"Going by the fitness-coach conversations, which person was {name} dating {when}?",
				"Per the wellness app's chat history, whom was {name} in a relationship with {when}?",
			},
			qBefore: []string{
				"From the coaching chats, whose name was on {name}'s couples' challenge before {next} took the spot?",
				"Going by the fitness-coach conversations, who was {name}'s partner until {next} came along?",
				"Per the wellness app's chat history, whom had {name} been seeing prior to {next}?",
			},
			chatter: []string{
				"Date night ruined my macros but honestly worth it.",
				"Anniversary dinner this weekend, so plan a very long run on Sunday.",
				"We argued about whose turn it was to cook and both ordered pizza.",
				"Someone in this house keeps eating my protein bars.",
			},
			other: []string{
				"$WHO is seeing someone called {v} who runs ultramarathons",
				"$WHO moved in with {v} and they do yoga together every morning",
				"$WHO just got engaged to {v} at the top of a mountain",
				"$WHO split up with {v} and has been at the gym twice a day since",
				"$WHO's girlfriend {v} is on my challenge team",
				"$WHO and {v} are training for the same triathlon",
			},
			assistant: []string{
				"Since you and {v} train together, I've synced your weekend long runs.",
				"Profile summary: in a relationship with {v}, shared meals most evenings, cooks at home. (Earlier notes say {cur}.)",
				"The shared-challenge invite came from {v}, so I've paired the two of you as a couple.",
				"For couples like you and {v}, a joint step goal keeps both of you motivated.",
			},
		},
		state: []rawFlockedStmt{
			{form: "aside", core: "my partner {v} and I share the cooking, so plan portions for two"},
			{form: "update", core: "for the shared challenge, my partner is {v} and has been since I started on the app"},
			{form: "answer", ask: "Who should I add as your partner on the couples' challenge?",
				core: "my other half, {v}, we do everything together"},
			{form: "answer", ask: "Is {v} still the one I should pair you with, like the form says?",
				core: "that form is old, the one I share the sofa and the step goal with right now is {v} and nobody else"},
			{form: "fix", ask: "Your profile lists {v} as your partner, so I paired you with them.",
				core: "that's wrong, I'm with {v} and that's who I train with"},
			{form: "paste", core: "the person I'm with these days is {v}, so link their account instead"},
			{form: "resend", core: "my partner {v} and I are doing the couch-to-5k together"},
			{form: "aside", core: "I'm with {v} and we eat dinner together most nights, so the evening meals are for two"},
		},
		change: []rawFlockedStmt{
			{form: "aside", core: "I split up with {old} so remove them from the shared challenge, and I'm seeing {new} now"},
			{form: "update", core: "relationship news, {old} and I broke up and I've been seeing {new}, so change the partner on the challenge"},
			{form: "answer", ask: "Still doing the weekend runs with {v}?",
				core: "no, things ended with {old} and I'm with {new} now, so it's a different running partner"},
			{form: "fix", ask: "I've kept {v} as your partner on the couples' challenge.",
				core: "that's my ex {old}, I'm with {new} now, please swap them over"},
			{form: "paste", core: "the couples' challenge needs a new name on it, {old} is my ex and the one I'm dating now is {new}, so sort the pairing"},
			{form: "resend", core: "since breaking up with {old} I've been with {new} so the meal plan for two is for us"},
			{form: "happened", core: "it's happened, {old} and I are over and I'm officially with {new} now"},
			{form: "update", core: "my ex {old} has moved their stuff out and {new} is my partner now, so update the household"},
		},
		revert: []rawFlockedStmt{
			{form: "aside", core: "dating {old} fizzled out, so {new} and I are a couple again and we're back to Sunday runs side by side"},
			{form: "update", core: "me and {old} are finished, and this week {new} and I got back together properly"},
			{form: "fix", ask: "I'll keep {v} on your couples' challenge.",
				core: "please don't, it's over with {old} and I'm back with {new}, so put them back on"},
			{form: "paste", core: "that's from when I was with {old}, I'm back with {new} now for good"},
			{form: "happened", core: "it's finished with {old} and I'm with {new} again like before"},
		},
		reflect: []string{"Got it, I'll pair you with {v} on the shared challenge.", "Noted: your partner is {v}. I'll plan meals for two."},
		echo:    []string{"As you're with {v}, want a couples' workout for Saturday?", "With {v} as your partner, the joint step goal is nearly hit. Want to push for it?"},
		stale: []rawFlockedStale{
			{ask: "Shall I keep {v} on your shared challenge?", reject: "We're not together any more, I told you."},
			{ask: "Do you want meal portions for you and {v} again?", reject: "No, that's over, I mentioned it."},
		},
		misread: []rawFlockedMisread{
			{said: "{v} from my spin class beat me on the leaderboard again", misread: "Is {v} your partner? I'll add them to your shared challenge.", deny: "No, just someone from the class."},
			{said: "I made dinner for my friend {v} who's just had surgery", misread: "Oh, you live with {v}? I'll plan meals for two.", deny: "No, they're a friend, I was just helping out."},
		},
		pursuit: []string{"my running buddy {v} wants a 10k plan, can you make one for them",
			"log the dinner I cooked for {v}, they're recovering from a cold",
			"{v} from the club challenged me to a plank-off, how do I train for it",
			"my PT's partner {v} is doing a marathon, what pace should they aim for",
			"my sister's boyfriend {v} wants to join our step challenge as a guest",
			"add {v} from work to my team leaderboard"},
		record: []string{"Challenge leaderboard · 1st: {v} · 104,300 steps",
			"Meal log (guest) · dinner for {v} · 2 portions",
			"Check-in · guest: {v} · day pass",
			"Workout · tagged with {v} · 5 km run",
			"Challenge invite · from {v} · team Sunrise Striders",
			"Wellness programme · friend referral: {v}",
			"Clinic reminder · accompany {v} to a physio appointment"},
		saved: []string{"Profile updated · partner: {v}", "Shared challenge updated · partner {v}"},
		relay: []string{"From $WHO: I'm with {v} now, we'll do the charity walk together",
			"From $WHO: {v} and I want to join your running group, any room?",
			"$WHO says their partner {v} wants my coach's meal plan, can I share it"},
		own: []string{"Intake form · partner: {v} · $TIER",
			"$NAME $SURNAME · shared challenge partner {v} · $HANDLE",
			"Couples' challenge · $HANDLE and {v} · week 3"},
		doc: []string{"Flyer: couples' bootcamp, bring your partner, featuring coach {v}",
			"Advert: a yoga retreat run by {v}",
			"Email: {v} invited you to a step challenge"},
		example: []string{"If you trained with a partner like {v}, the couples' plan would suit you.",
			"For example, a runner like {v} would do the long run on Sundays."},
		plan: []string{"if I ever got together with someone like {v} I'd make them do parkrun", "I sometimes imagine training with {v} from the gym, not that I'd ask",
			"{v} from spin is lovely but it'll never happen"},
		goal: []string{"I think I'm going to start seeing {v}, we've been on a few dates", "heads up, things with {v} are getting serious, so you may hear more about them"},
		past: []string{"when I was with {v} we ran every parkrun together", "back when {v} and I were together I ate way more takeaway"},
		joke: []string{"my real partner is the foam roller, {v} comes second", "{v} says I love the watch more than them"},
		still: []string{
			"From the coaching chats, is {name} still with {v}?",
			"Is {v} still {name}'s partner, going by the fitness-coach conversations?",
			"Per the wellness app's chat history, is {name} still in a relationship with {v}?",
		},
		stillWhen: []string{
			"From the coaching chats, was {name} still with {v} {when}?",
			"Going by the fitness-coach conversations, was {name} still going out with {v} {when}?",
		},
	},
}
