package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The twined set lives in its own file, as the veiled to plied sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is an agent runtime's full transcript: one person's
// months with a tool-using assistant (speaker rawTwinedBot), piped with
// every role the runtime sees. The person's turns (role user) are mostly
// short requests; the assistant's (role assistant) are replies and lines
// announcing tool calls ("Checking your orders…"); the tools' outputs
// (role tool, speaker the tool: calendar, email.search, web.search,
// orders, maps, contacts, payroll, bank) are raw records, JSON-ish lines
// and lists, most of them about other people and other values (a friend's
// contact card, a colleague's invite, search results listing several
// towns, employers, diets or people); the runtime's own turns (role
// system, speaker "system") are session headers and memory notes injected
// into the context ("memory: lives in X; works at Y"), which lag behind a
// change for a few sessions and so are sometimes stale. The asked value is
// stated in one of five forms (rawTwinedStmt): a request that presupposes
// it ("find me a physio near my flat in X"), after which the assistant
// calls a tool; an answer to the assistant's clarifying question; a
// correction of the assistant, which has just acted on a stale memory note
// (for a change: the earlier value) or a wrong guess; one sentence of a
// longer update; or a record of the person's own that a tool returns (an
// order delivered to their default address, a payslip from their
// employer, their own contact card, a calendar entry with their partner),
// which names them as the account holder. Such a record is the person's
// own statement of the value as holding when it is read: it is gold,
// exactly as the person's words would be. The gold rule is otherwise the
// one of the stitched set: only a turn of the person, or a record of
// their own, that states their own value of the asked attribute as
// holding at that time is gold; never a memory note, an assistant line,
// someone else's record, a search result, a plan or a past value told as
// past (an old order to the previous address). The oracle reads a
// statement as one stretch of a turn (rawClauses), in the person's turns
// and in tool turns that name the person (rawOwnTurn). The person's own
// records name the asked value only in the statement itself; otherwise
// they name none of its values or an earlier one as past. Questions ask
// for the value as the other sets do and also as yes/no or "still"
// questions that name a stale or wrong value ("Is X still living in
// Y?"), expected always the value that held; months are asked "in", "in
// the heart of", "going by the records for", "when the calendar said" or
// "as the logs had it in", and "before X".
func init() {
	installRawSet(PhrasingTwined, rawTwinedAttrs(), rawTwinedSmallTalk, rawTwinedReplies,
		[]string{"in ", "in the heart of ", "going by the records for ", "when the calendar said ", "as the logs had it in "},
		[]string{"Astrid", "Calanthe", "Deryn", "Emrah", "Faisal", "Gilles",
			"Isaura", "Liesbeth", "Mirko", "Nanami", "Sunita", "Wiremu"})
}

// rawTwinedBot is the speaker name of the twined set's assistant turns.
const rawTwinedBot = "Relay"

// rawTwinedStmt is one statement template (core), its form and the tool
// it involves: request (the person's request that presupposes the value;
// the assistant then calls tool), answer (the person's answer to the
// assistant's clarifying question after a request of reqs), fix (the
// person's correction after the assistant acts on a stale memory note or
// a wrong guess), update (one sentence of a longer update) or record (a
// record of the person's own that tool returns, under a header naming
// them).
type rawTwinedStmt struct{ form, tool, core string }

// rawTwinedStmts are the statements of one kind (state, change or revert).
type rawTwinedStmts []rawTwinedStmt

// formCore makes rawTwinedStmt a formed statement (rawformed.go).
func (s rawTwinedStmt) formCore() (string, string) { return s.form, s.core }

// rawTwinedReq is a request of the person that names no value, the tool
// the assistant calls for it, the assistant's clarifying question (ask)
// and the assistant acting on it with a stale or wrong value {v} (act).
type rawTwinedReq struct{ text, tool, ask, act string }

// rawTwinedTask is an exchange around one tool call: the person's ask
// (no value), the tool, its output and the assistant's answer. own marks
// output that is the person's own record, set under the tool's header
// naming them (rawTwinedRun.ownHeader). In the per-attribute lists out
// and reply hold {v}.
type rawTwinedTask struct {
	ask, tool, out, reply string
	own                   bool
}

// rawTwinedSearch is a search whose results list values: the person's
// ask (no value), the tool, the results' head line, a result line naming
// {v} (listed once for each of two or three values) and the assistant's
// pick of one, naming {v}.
type rawTwinedSearch struct{ ask, tool, head, line, pick string }

// rawTwinedForms are the twined set's lists per attribute: the lists of
// rawSetLists (values, chatter, other, assistant and the questions), the
// statements by kind, the requests that need the fact with the
// assistant's clarifying question and its acting on a stale note or a
// wrong guess naming {v} (reqs), the memory note's
// fragment naming {v} (memo), other people's records naming {v} (finds),
// searches listing values (searches), the person's own records naming an
// earlier value {v} as past (olds), a plan or hypothetical for {v} that
// does not happen (plan), and the questions that name a stale or wrong
// value {v}: current (still) and historical, with {when} (stillWhen).
type rawTwinedForms struct {
	lists                 rawSetLists
	state, change, revert rawTwinedStmts
	reqs                  []rawTwinedReq
	memo                  []string
	finds, olds           []rawTwinedTask
	searches              []rawTwinedSearch
	plan                  []string
	still, stillWhen      []string
}

// rawTwinedAttrs are the twined set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores.
func rawTwinedAttrs() map[string]rawSetLists {
	return formedLists(rawTwinedByAttr, func(f rawTwinedForms) (rawSetLists, []rawTwinedStmt, []rawTwinedStmt, []rawTwinedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// transcribes reports whether g's set is an agent runtime's transcript
// (the twined set).
func (g *rawGen) transcribes() bool { return g.ph == PhrasingTwined }

// rawTwinedRun is one twined conversation being written: the runtime's
// memory of the asked attribute (mem, saved at memAt; "" before the first
// statement), the sessions left before it catches up with the value that
// holds (lag) and the sessions so far.
type rawTwinedRun struct {
	*rawGen
	f        rawTwinedForms
	mem      string
	memAt    time.Time
	lag      int
	sessions int
}

// transcript writes a twined conversation and its questions: the person's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 75 to 140 days after the previous one or after six
// to ten sessions of traffic (times the filler scale), whichever is later,
// with a session every few days in between; every session opens with the
// runtime's header and often a memory note.
func (g *rawGen) transcript(vals []string, revert, chatty bool) {
	r := &rawTwinedRun{rawGen: g, f: rawTwinedByAttr[g.a.predicate]}
	g.cur = ""
	g.pickBackground()
	var h []stmt
	var next time.Time
	for i, v := range vals {
		g.until(next)
		r.session()
		for range g.rng.IntN(2) {
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			r.bot(pick(g.rng, rawReplies[g.ph]))
		}
		id, fixed := r.statement(vals, i, revert)
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: g.t})
		if fixed {
			r.mem, r.memAt, r.lag = v, g.t, 0
		} else {
			r.lag = 2 + g.rng.IntN(3)
		}
		n := (6 + g.rng.IntN(5)) * g.fillerScale
		if i == len(vals)-1 {
			r.filler(vals, i, chatty, n)
			break
		}
		next = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		r.filler(vals, i, chatty, n)
		for g.t.AddDate(0, 0, 8).Before(next) {
			r.filler(vals, i, chatty, 1)
		}
	}
	r.questions(vals, h)
}

func (r *rawTwinedRun) bot(text string) { r.say(rawTwinedBot, "assistant", text) }

func (r *rawTwinedRun) system(text string) { r.say("system", "system", text) }

func (r *rawTwinedRun) tool(name, text string) string { return r.say(name, "tool", text) }

// session starts a session: the runtime's header, the memory catching up
// when its lag runs out, and a memory note one time in two; when the note
// is stale, the assistant acts on it half the time and the person puts it
// right without naming a value.
func (r *rawTwinedRun) session() {
	r.rawGen.session()
	r.sessions++
	r.system(strings.NewReplacer("{n}", fmt.Sprint(r.sessions), "{time}", r.t.Format("2006-01-02 15:04"), "{name}", r.who).
		Replace(pick(r.rng, rawTwinedHeaders)))
	if r.lag > 0 {
		if r.lag--; r.lag == 0 {
			r.mem, r.memAt = r.cur, r.t
		}
	}
	if r.rng.IntN(2) == 0 {
		return
	}
	r.note(r.mem)
	if r.mem != "" && r.mem != r.cur && r.rng.IntN(2) == 0 {
		q := r.f.reqs[r.rng.IntN(len(r.f.reqs))]
		r.user(q.text)
		r.bot(fillOne(q.act, map[string]string{"v": r.mem}))
		r.user(pick(r.rng, rawTwinedRejects))
		r.bot(pick(r.rng, rawTwinedSorry))
		r.mem, r.memAt, r.lag = r.cur, r.t, 0
	}
}

// note injects the runtime's memory note: the asked attribute as v (none
// when v is empty) and the person's other attributes, in rawAttrOrder.
func (r *rawTwinedRun) note(v string) {
	var facts []string
	for _, name := range rawAttrOrder {
		val := r.bg[name]
		if name == r.a.predicate {
			val = v
		}
		if val != "" {
			facts = append(facts, fillOne(pick(r.rng, rawTwinedByAttr[name].memo), map[string]string{"v": val}))
		}
	}
	saved := r.memAt
	if v == "" || saved.IsZero() {
		saved = r.t.AddDate(0, 0, -3-r.rng.IntN(20))
	}
	r.system(strings.NewReplacer("{facts}", strings.Join(facts, "; "), "{saved}", saved.Format("2 Jan 2006")).
		Replace(pick(r.rng, rawTwinedNotes)))
}

// ownHeader is the first line of a record of the person's own that tool
// returns, naming them as its holder.
func (r *rawTwinedRun) ownHeader(tool string) string {
	switch tool {
	case "orders":
		return fmt.Sprintf("order #%d-%04d · account: %s", 20+r.rng.IntN(70), r.rng.IntN(10000), r.who)
	case "payroll":
		return fmt.Sprintf("payslip · employee: %s · period: %s", r.who, r.t.Format("January 2006"))
	case "bank":
		return fmt.Sprintf("account holder: %s · current account ending %04d", r.who, r.rng.IntN(10000))
	case "calendar":
		return fmt.Sprintf("%s's calendar · %s", r.who, r.t.Format("Mon 2 Jan"))
	case "contacts":
		return fmt.Sprintf("contacts · my card (%s)", r.who)
	case "email.search":
		return fmt.Sprintf("mailbox of %s · 1 result", r.who)
	default:
		return fmt.Sprintf("saved places · %s", r.who)
	}
}

// call is the assistant announcing a call of tool, the tool's output that
// names no value of the asked attribute (a record of the person's own,
// under its header, for the tools that keep them) and the assistant's
// answer.
func (r *rawTwinedRun) call(tool string) {
	r.bot(pick(r.rng, rawTwinedCalls[tool]))
	out := pick(r.rng, rawTwinedResults[tool])
	if tool != "web.search" {
		out = r.ownHeader(tool) + "\n" + out
	}
	r.tool(tool, out)
	r.bot(pick(r.rng, rawTwinedDone))
}

// task is one exchange around a tool call with vars filled in its output
// and answer.
func (r *rawTwinedRun) task(t rawTwinedTask, vars map[string]string) {
	r.user(t.ask)
	r.bot(pick(r.rng, rawTwinedCalls[t.tool]))
	out := fillOne(t.out, vars)
	if t.own {
		out = r.ownHeader(t.tool) + "\n" + out
	}
	r.tool(t.tool, out)
	r.bot(fillOne(t.reply, vars))
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) in a form drawn from its
// kind's list, with the turns the form needs around it, and returns the
// statement's turn and whether it corrected the runtime's memory.
func (r *rawTwinedRun) statement(vals []string, i int, revert bool) (string, bool) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	st := s[r.rng.IntN(len(s))]
	core := fillOne(st.core, vars)
	switch st.form {
	case "answer":
		q := f.reqs[r.rng.IntN(len(f.reqs))]
		r.user(q.text)
		r.bot(q.ask)
		id := r.user(core)
		r.call(q.tool)
		return id, false
	case "fix":
		wrong := pick(r.rng, r.otherValues(vals))
		if i > 0 {
			wrong = vals[i-1]
			r.note(wrong)
		}
		q := f.reqs[r.rng.IntN(len(f.reqs))]
		r.user(q.text)
		r.bot(fillOne(q.act, map[string]string{"v": wrong}))
		id := r.user(core)
		r.bot(pick(r.rng, rawTwinedSorry))
		r.call(q.tool)
		return id, true
	case "update":
		id := r.user(r.update(core))
		r.bot(pick(r.rng, rawTwinedUpdateReplies))
		return id, false
	case "record":
		r.user(pick(r.rng, rawTwinedOwnAsks[st.tool]))
		r.bot(pick(r.rng, rawTwinedCalls[st.tool]))
		id := r.tool(st.tool, r.ownHeader(st.tool)+"\n"+core+"\n"+pick(r.rng, rawTwinedFooters[st.tool]))
		r.bot(pick(r.rng, rawTwinedRecordReplies))
		if r.rng.IntN(2) == 0 {
			r.user(pick(r.rng, rawTwinedAcks))
		}
		return id, false
	default: // request
		id := r.user(core)
		r.call(st.tool)
		return id, false
	}
}

// update sets sentence among two or three sentences of other news, at a
// random place: a longer update.
func (r *rawTwinedRun) update(sentence string) string {
	parts := pickN(r.rng, rawTwinedNews, 2+r.rng.IntN(2))
	sentence = capitalize(sentence)
	if !strings.ContainsAny(sentence[len(sentence)-1:], ".!?") {
		sentence += "."
	}
	return strings.Join(slices.Insert(parts, r.rng.IntN(len(parts)+1), sentence), " ")
}

// filler adds n sessions a few days apart after statement vals[i], each
// of one or two exchanges.
func (r *rawTwinedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		r.t = r.t.AddDate(0, 0, 2+r.rng.IntN(6))
		r.session()
		for range 1 + r.rng.IntN(2) {
			r.exchange(vals, i, chatty)
		}
	}
}

// exchange is one exchange after statement vals[i]: small talk, a chore
// around a tool call that names no value, talk on the topic naming no
// value, the person's own other attributes (in a request, an update or a
// record of their own), someone else's record naming another value of the
// asked attribute, a search listing two or three such values, an old
// record of the person's naming an earlier value as past, a plan or
// hypothetical that does not happen, someone else's value in the person's
// words, a memory note injected mid-session, or the assistant naming
// another value (always once more when chatty).
func (r *rawTwinedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(40); {
	case x < 7:
		r.user(pick(r.rng, rawSmallTalk[r.ph]))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 12:
		r.task(rawTwinedChores[r.rng.IntN(len(rawTwinedChores))], nil)
	case x < 14:
		r.user(r.fill(r.a.chatter, nil))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 18:
		bg := r.bgAttr()
		var sts []rawTwinedStmt
		for _, st := range rawTwinedByAttr[bg].state {
			if st.form == "request" || st.form == "update" || st.form == "record" {
				sts = append(sts, st)
			}
		}
		st := sts[r.rng.IntN(len(sts))]
		core := fillOne(st.core, map[string]string{"v": r.bg[bg]})
		switch st.form {
		case "request":
			r.user(core)
			r.call(st.tool)
		case "update":
			r.user(r.update(core))
			r.bot(pick(r.rng, rawTwinedUpdateReplies))
		default:
			r.user(pick(r.rng, rawTwinedOwnAsks[st.tool]))
			r.bot(pick(r.rng, rawTwinedCalls[st.tool]))
			r.tool(st.tool, r.ownHeader(st.tool)+"\n"+core+"\n"+pick(r.rng, rawTwinedFooters[st.tool]))
			r.bot(pick(r.rng, rawTwinedRecordReplies))
		}
	case x < 23:
		r.task(f.finds[r.rng.IntN(len(f.finds))], map[string]string{"v": pick(r.rng, others)})
	case x < 27:
		s := f.searches[r.rng.IntN(len(f.searches))]
		vs := pickN(r.rng, others, 2+r.rng.IntN(2))
		lines := []string{s.head}
		for k, v := range vs {
			lines = append(lines, fmt.Sprintf("%d. %s", k+1, fillOne(s.line, map[string]string{"v": v})))
		}
		r.user(s.ask)
		r.bot(pick(r.rng, rawTwinedCalls[s.tool]))
		r.tool(s.tool, strings.Join(lines, "\n"))
		r.bot(fillOne(s.pick, map[string]string{"v": pick(r.rng, vs)}))
	case x < 28 && len(past) > 0:
		r.task(f.olds[r.rng.IntN(len(f.olds))], map[string]string{"v": pick(r.rng, past)})
	case x < 30:
		r.user(fillOne(pick(r.rng, f.plan), map[string]string{"v": pick(r.rng, others)}))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 32:
		r.user(r.fill(r.a.other, map[string]string{"v": pick(r.rng, others)}))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 35:
		r.note(r.mem)
		r.user(pick(r.rng, rawSmallTalk[r.ph]))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	default:
		r.user(pick(r.rng, rawSmallTalk[r.ph]))
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.user(pick(r.rng, rawSmallTalk[r.ph]))
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
	}
}

// questions asks for the current value twice: in a plain phrasing, and
// in a second plain one or, three times in four, as a "still" question
// naming a stale value (the one before the last change) or a wrong one;
// for the value in the calendar month after each earlier statement,
// sometimes as a "still" question naming the value before it or a wrong
// one; and for the value before the last change (not after a revert). A
// question naming a value leaves it out of the candidates, as "before X"
// does; expected is always the value that held.
func (r *rawTwinedRun) questions(vals []string, h []stmt) {
	n := len(h)
	cur := h[n-1]
	last := r.s.Observations[len(r.s.Observations)-1].At
	others := r.otherValues(vals)
	name := map[string]string{"name": r.who}
	tpls := pickN(r.rng, r.a.qCurrent[r.ph], 2)
	r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: last.AddDate(0, 0, 1+r.rng.IntN(20))},
		fillOne(tpls[0], name), "")
	named := ""
	switch x := r.rng.IntN(4); {
	case x < 2:
		named = h[n-2].value
	case x < 3:
		named = pick(r.rng, others)
	}
	if named == "" {
		r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: last.AddDate(0, 0, 1+r.rng.IntN(20))},
			fillOne(tpls[1], name), "")
	} else {
		r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: last.AddDate(0, 0, 1+r.rng.IntN(20))},
			fillOne(pick(r.rng, r.f.still), map[string]string{"name": r.who, "v": named}), named)
	}
	for i := 0; i < n-1; i++ {
		m := time.Date(h[i].from.Year(), h[i].from.Month()+1, 15, 12, 0, 0, 0, time.UTC)
		when := pick(r.rng, rawWhen[r.ph]) + m.Format("January 2006")
		named := ""
		switch x := r.rng.IntN(6); {
		case x < 2 && i > 0:
			named = h[i-1].value
		case x == 2:
			named = pick(r.rng, others)
		}
		if named == "" {
			r.askWhen(h[i].value, h[i].obs, when, m, last)
			continue
		}
		r.ask(Question{Intent: "historical", Expected: h[i].value, Gold: []string{h[i].obs},
			Now: last.AddDate(0, 0, 1+r.rng.IntN(20)), AsOf: m},
			fillOne(pick(r.rng, r.f.stillWhen), map[string]string{"name": r.who, "v": named, "when": when}), named)
	}
	k := n - 1
	r.askBefore(h[k].value, h[k-1].value, h[k-1].obs, k >= 2 && h[k].value == h[k-2].value, h[k].from.Add(-time.Hour), last)
}

// The twined set's own lists per attribute.
var rawTwinedByAttr = map[string]rawTwinedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Stornoway", "Lerwick", "Oban", "Penzance", "Alnwick", "Kenmare",
				"Westport", "Wanaka", "Hokitika", "Narvik", "Kiruna", "Ushuaia"},
			chatter: []string{
				"the radiator in the hall is banging again, find me a plumber who does weekends",
				"our street's been dug up for the third time this year, the council says it's the water main",
				"the neighbour's cat has decided our porch is its bedroom and I've given up fighting it",
				"bin collection moved to fridays and nobody told the street",
				"the damp patch in the bathroom is back, it's got a season ticket at this point",
			},
			other: []string{
				"Conall's moving to {v} for a teaching job, remind me to send him a housewarming card",
				"Yetunde says her sister just bought a flat in {v}, sight unseen, which is very her",
				"my cousin Bram is flat-hunting in {v} and forwards me every single listing",
				"Roisin's parents have retired to {v} and she's there every other weekend now",
			},
			assistant: []string{
				"While searching I noticed a food festival in {v} this weekend, if you fancy the trip.",
				"I still have the weather for {v} pinned from your last trip; {cur} stays your main one.",
				"The cheapest train fares this month are to {v}, in case you want a weekend away.",
				"Heads-up: the ferries serving {v} are on a reduced timetable this week.",
			},
			qCurrent: []string{
				"Which town should the agent fill in as {name}'s home when it books the next delivery?",
				"According to the full runtime log, which town is {name}'s home today?",
				"If {name} asks Relay for the nearest open pharmacy tonight, which town does it search?",
				"Which town is {name}'s home address in at this point?",
				"For a taxi booked to {name}'s front door right now, which town should the driver head to?",
			},
			qWhen: []string{
				"In the runtime's logs, which town counted as {name}'s home {when}?",
				"Which town would have been printed on {name}'s delivery labels {when}, had the agent ordered anything?",
				"If the agent had booked a plumber for {name}'s place {when}, which town would it have sent them to?",
				"Where did {name}'s deliveries end up {when}?",
			},
			qBefore: []string{
				"Which town's keys did {name} hand back on moving to {next}?",
				"Which town had {name} been living in until {next} came along?",
				"What was {name}'s home town in the stretch just before {next}?",
			},
		},
		state: rawTwinedStmts{
			{"request", "web.search", "find me a physio near my flat in {v} who does evening appointments, thursday if possible"},
			{"request", "calendar", "book a boiler service for my place in {v}, any weekday morning works"},
			{"answer", "", "I live in {v}, so anywhere near the harbour is fine"},
			{"answer", "", "home's in {v}, search there"},
			{"fix", "", "no, wrong town, I live in {v} and have done for years"},
			{"update", "", "We've been living in {v} for about two years now and it still feels new"},
			{"record", "orders", "delivered to 12 Kirk Lane, {v} (your default address)"},
			{"record", "maps", "Home · 4 Wynd Street, {v} · saved by you"},
		},
		change: rawTwinedStmts{
			{"request", "web.search", "now that we've moved to {new}, find me the nearest GP surgery taking new patients"},
			{"request", "orders", "we're in {new} since saturday, change my default delivery address to 9 Ferry Road there"},
			{"answer", "", "we moved to {new} last week, so search there"},
			{"fix", "", "your info's stale, we moved out of {old} at the weekend and we're living in {new} now"},
			{"update", "", "The big news is that we've moved out of {old} and into a flat in {new}, keys handed over on friday"},
			{"record", "orders", "default delivery address changed this week to 9 Ferry Road, {new} (your new address)"},
			{"record", "maps", "Home · updated this week · 27 Quay Brae, {new} · saved by you"},
		},
		revert: rawTwinedStmts{
			{"request", "web.search", "after the {old} stint we're back living in {new}, sort me out a residents' parking permit"},
			{"answer", "", "well, {old} is over and we're back in {new}, so search there"},
			{"fix", "", "no, scrap that, {old} didn't work out and we're back home in {new} now"},
			{"update", "", "After a year in {old} we've come back to {new}, same street, different house"},
			{"record", "orders", "default address changed from the {old} flat back to 3 Tarn Close, {new} (by you)"},
		},
		reqs: []rawTwinedReq{
			{"find me a dentist that's open on saturdays near home", "web.search",
				"Happy to. Which town should I search around?", "Searching for dentists near {v}, going by your saved details…"},
			{"what's the quickest way home from the airport on friday night?", "maps",
				"Sure. Where's home these days, so I route you right?", "Routing you home to {v}, as in my notes…"},
			{"get me a quote for a window cleaner at ours", "web.search",
				"Which town are you in, for the quotes?", "I'll ask window cleaners in {v} for quotes, where I have you down."},
		},
		memo: []string{"lives in {v}", "home town {v}"},
		finds: []rawTwinedTask{
			{ask: "what's Conall's address again? I want to send him a card", tool: "contacts",
				out: "Conall Byrne\nmobile: 07700 900418\naddress: 21 Mill Lane, {v}\nbirthday: 14 May", reply: "Conall's at 21 Mill Lane in {v}."},
			{ask: "did Yetunde send the details for her housewarming?", tool: "email.search",
				out: "From: Yetunde Bello\nSubject: housewarming!!\nWe're finally in: 5 Station Road, {v}. Saturday from 3, bring nothing.", reply: "Yes: Saturday from 3, at her new place in {v}."},
			{ask: "what's Roisin's offsite about next week?", tool: "calendar",
				out: "invite from Roisin Hale\nTue 10:00–16:00 Team offsite · location: Harbour Hall, {v}\nRSVP: pending", reply: "Roisin's offsite is on Tuesday at Harbour Hall in {v}."},
			{ask: "where's Magnus staying for the conference?", tool: "email.search",
				out: "From: Magnus Ekberg\nSubject: Re: conference\nI've found a room in {v}, only place with anything left.", reply: "He's got a room in {v}."},
		},
		searches: []rawTwinedSearch{
			{ask: "where could I go for a cheap weekend away by train?", tool: "web.search",
				head: "query: \"weekend breaks by train\" · top results", line: "{v}: 2 nights from £140, direct trains, rated 4.5",
				pick: "{v} looks like the best value of those."},
			{ask: "what are rents like along the coast at the moment? just curious", tool: "web.search",
				head: "query: \"average two-bed rent coast\" · 3 sources", line: "{v}: average two-bed £780 pcm, up 6% on last year",
				pick: "Of those, {v} comes out cheapest."},
			{ask: "any folk festivals worth going to this summer?", tool: "web.search",
				head: "query: \"folk festivals this summer\"", line: "{v} Folk Weekend · 12–14 July · day tickets from £35",
				pick: "The one in {v} has the strongest line-up."},
		},
		olds: []rawTwinedTask{
			{ask: "find me the receipt for the sofa we bought ages ago", tool: "orders", own: true,
				out: "placed two years ago · delivered to the old address in {v} (no longer in use)", reply: "Found it: it went to your old place in {v}."},
			{ask: "is there anything still going out to the old landlord?", tool: "bank", own: true,
				out: "standing order 'rent, old flat in {v}' · status: cancelled", reply: "Only the old rent for {v}, and that's cancelled."},
			{ask: "dig out the final council tax bill from the old place", tool: "email.search", own: true,
				out: "Subject: Council tax, final bill\nYour account for the property in {v} is now closed.", reply: "Found the final bill from {v}; the account's closed."},
		},
		plan: []string{
			"if rents keep climbing we might look at {v}, not seriously though",
			"we keep joking about retiring to {v}, it'll never happen",
			"saw a lovely cottage for sale in {v}, not that we could ever afford it",
		},
		still: []string{
			"Is {name} still living in {v}?",
			"Would a parcel for {name} still go to {v}?",
			"Does {name} still call {v} home?",
		},
		stillWhen: []string{
			"Was {name} still living in {v} {when}?",
			"Was {v} still {name}'s home {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Marram Biotech", "Quoin Architects", "Fettle Bakeries", "Sculpin Marine", "Halberd Security", "Wrackline Energy",
				"Tumblehome Boats", "Corbel Housing", "Lodeview Analytics", "Skerry Telecom", "Bothy Outdoor", "Gimlet Software"},
			chatter: []string{
				"someone booked the big meeting room for a 'quick sync' that's lasted all afternoon",
				"my laptop decided to install updates five minutes before my presentation",
				"the office plant rota is the most contested document in the building",
				"I've got three performance reviews to write by friday and no idea where to start",
				"the works canteen has started doing 'themed thursdays' and I fear for us all",
			},
			other: []string{
				"Conall's just been headhunted by {v}, he's insufferable about it",
				"Yetunde started at {v} this week and says the induction is endless",
				"Roisin's husband was made redundant from {v}, remind me to check in on them",
				"Magnus is through to the final round at {v}, he's pretending to be calm",
			},
			assistant: []string{
				"There's a networking breakfast hosted by {v} next week, if you want a change from {cur} for a morning.",
				"I saw {v} in the business news today: they're hiring heavily.",
				"Draft done. I'd first written {v} in the intro by mistake; it says {cur} now.",
				"Fun fact: {v} just won a workplace award, according to the news feed.",
			},
			qCurrent: []string{
				"Which company's name should the agent put on {name}'s next expense claim?",
				"Going by the runtime's records, who does {name} work for now?",
				"Which company's payroll run does {name}'s salary come out of now?",
				"Which employer would Relay list for {name} on a form today?",
				"If Relay books {name} a desk for tomorrow, which company's office is it?",
			},
			qWhen: []string{
				"Which company employed {name} {when}, by the transcript?",
				"On {name}'s payslips {when}, which company was the employer?",
				"Which employer's office was {name} badging into {when}?",
				"Had the agent drafted a work email for {name} {when}, which company would it have signed off from?",
			},
			qBefore: []string{
				"Which employer did {name} walk out of to join {next}?",
				"Where had {name} been employed right up until joining {next}?",
				"Who was {name}'s employer up to the start at {next}?",
			},
		},
		state: rawTwinedStmts{
			{"request", "calendar", "book me a desk near the windows at the {v} office for tuesday"},
			{"request", "email.search", "find the email from HR at {v} about my pension, I work there and can never find anything"},
			{"answer", "", "I work at {v}, put that in the employer box"},
			{"fix", "", "no, I've never worked there, I'm at {v} and have been for years"},
			{"update", "", "I've been at {v} for three years now and I'm finally on the team I wanted"},
			{"record", "payroll", "issued by {v}, your employer"},
			{"record", "contacts", "work: {v} (shown on your own card)"},
		},
		change: rawTwinedStmts{
			{"request", "email.search", "set up my new email signature, I've moved to {new} as of monday, same job title"},
			{"answer", "", "I've left {old}, I'm at {new} now, since last month"},
			{"fix", "", "that's old, I left {old} and I've been at {new} for a few weeks"},
			{"update", "", "I finally handed my notice in at {old} and started at {new} on monday, all very strange"},
			{"record", "payroll", "first payslip from {new}, your new employer"},
			{"record", "contacts", "work changed to {new} on your own card this week"},
		},
		revert: rawTwinedStmts{
			{"request", "email.search", "after leaving {old} I'm back at {new}, put the old email signature back please"},
			{"answer", "", "well, {old} didn't stick, I've gone back to {new}, same desk and everything"},
			{"fix", "", "no, {old} is finished, I'm back working for {new} again"},
			{"update", "", "Eight months at {old} was enough, so I've gone back to {new} and the old team threw me a welcome-back lunch"},
			{"record", "payroll", "leaver's payslip from {old} closed; payslip now issued by {new} again"},
		},
		reqs: []rawTwinedReq{
			{"the bank wants my employment details on this loan form, fill that section in", "email.search",
				"Which company should go in the employer field?", "Filling in the employer as {v}, from your saved details…"},
			{"make me a name badge for the trade show on thursday", "calendar",
				"Happy to. Which company goes under your name on the badge?", "Printing the badge with {v} under your name, as in my notes…"},
			{"set up an auto-reply for while I'm on leave", "calendar",
				"Sure. Which company is it for, so I get the sign-off right?", "Writing the auto-reply with the {v} sign-off, going by my memory of your job…"},
		},
		memo: []string{"works at {v}", "employer {v}"},
		finds: []rawTwinedTask{
			{ask: "what's Yetunde's work email?", tool: "contacts",
				out: "Yetunde Bello\nwork: {v}\nemail: y.bello@work.example\nmobile: 07700 900731", reply: "She's at {v}: y.bello@work.example."},
			{ask: "what's the meeting Conall sent me?", tool: "calendar",
				out: "invite from Conall Byrne\nThu 14:00 Partnership catch-up · host: {v} · video link attached", reply: "It's a partnership catch-up on Thursday, hosted by {v}."},
			{ask: "did Magnus reply about the reference?", tool: "email.search",
				out: "From: Magnus Ekberg\nSubject: Re: reference\nHappy to. FYI I'm at {v} now, so use the new address.", reply: "Yes, he's happy to, and he's at {v} now."},
			{ask: "who sent that parcel addressed to the office?", tool: "orders",
				out: "sender: Roisin Hale · company: {v}\ncontents: conference samples", reply: "It came from Roisin at {v}."},
		},
		searches: []rawTwinedSearch{
			{ask: "who's hiring project managers round here?", tool: "web.search",
				head: "query: \"project manager jobs\" · 3 listings", line: "{v}: Project Manager, hybrid, closing in 10 days",
				pick: "The {v} one looks the closest fit, just so you know."},
			{ask: "which local firms do a cycle-to-work scheme? asking for Conall", tool: "web.search",
				head: "query: \"cycle to work scheme employers\"", line: "{v} (scheme since 2021, up to £2,000)",
				pick: "{v} has the most generous one."},
			{ask: "search my email for the careers fair exhibitors", tool: "email.search",
				head: "mail query: \"careers fair\" · exhibitor list", line: "stand {v} · 10:00–15:00",
				pick: "{v} has the first stand by the door."},
		},
		olds: []rawTwinedTask{
			{ask: "find my P60 from the old job", tool: "payroll", own: true,
				out: "P60 for the last tax year · employer: {v} (employment ended)", reply: "Here's the P60 from your time at {v}."},
			{ask: "is my old work pension still open?", tool: "email.search", own: true,
				out: "Subject: Your deferred pension\nYou left {v}; your pot stays invested until you transfer it.", reply: "Yes, the {v} pot is deferred, still invested."},
			{ask: "find the leaving card photo from the old office", tool: "email.search", own: true,
				out: "Subject: Goodbye from all of us at {v}!\n1 image attached", reply: "Found it, from your leaving do at {v}."},
		},
		plan: []string{
			"a recruiter from {v} keeps messaging me, I'm not biting",
			"if {v} ever offered me a four-day week I'd think about it, they won't",
			"had a nosey at the {v} careers page, purely for fun",
		},
		still: []string{
			"Does {name} still work at {v}?",
			"Is {name} still on the {v} payroll?",
			"Is {v} still {name}'s employer?",
		},
		stillWhen: []string{
			"Was {name} still working at {v} {when}?",
			"Was {v} still paying {name}'s salary {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"nutritarian", "GOLO", "LCHF", "lacto-vegetarian", "no-added-sugar", "Huel",
				"low-lectin", "Eat-Stop-Eat", "18:6", "pro-metabolic"},
			chatter: []string{
				"the supermarket moved everything round again and I spent forty minutes finding oats",
				"meal prep sunday took over the whole kitchen and most of the afternoon",
				"I keep buying spinach with good intentions and throwing it away with bad ones",
				"the office birthday cake situation is getting out of hand, three this week",
				"is it normal to own four different kinds of salt",
			},
			other: []string{
				"Conall's gone {v} for a charity challenge and talks about nothing else",
				"Yetunde's trying {v} on her doctor's advice, poor thing",
				"my dad's decided he's {v} now, mum is not impressed",
				"Roisin has the whole office doing {v} for january",
			},
			assistant: []string{
				"I found a new {v} cookbook you might like, though it won't suit {cur}.",
				"Lots of people are trying {v} this month, according to the food news.",
				"I'd started a {v} shopping list by mistake; it's back to {cur} now.",
				"The café by the station has added a {v} menu, for what it's worth.",
			},
			qCurrent: []string{
				"Which diet should the agent filter recipes for when it plans {name}'s meals this week?",
				"What does the transcript say {name} is eating, plan-wise, right now?",
				"Which eating plan should the agent tell a restaurant about when booking for {name} tonight?",
				"Which diet does Relay need to respect in {name}'s meal plans today?",
			},
			qWhen: []string{
				"What diet would a dinner invitation to {name} have had to respect {when}?",
				"What did {name}'s meal kit get filtered for {when}?",
				"Which eating plan were {name}'s shopping lists built around {when}?",
				"Had Relay planned {name}'s dinners {when}, which diet would it have planned for?",
			},
			qBefore: []string{
				"Which eating plan was the agent filtering {name}'s recipes for before the switch to {next}?",
				"Which eating plan had {name} stuck with until the change to {next}?",
				"Which diet had {name} been keeping to in the weeks before {next}?",
			},
		},
		state: rawTwinedStmts{
			{"request", "web.search", "plan me four dinners for next week, I'm {v} so nothing off-plan, and under 30 minutes each"},
			{"request", "orders", "reorder my usual weekly shop, the {v} one I always get"},
			{"answer", "", "I follow {v}, so plan around that please"},
			{"fix", "", "no, that's not me at all, I follow {v} and have done for a while"},
			{"update", "", "Food-wise I'm sticking with {v} and honestly it's going fine"},
			{"record", "orders", "dietary filter: {v} (set by you on your account)"},
			{"record", "orders", "meal kit plan: {v} · 4 meals a week · your subscription"},
		},
		change: rawTwinedStmts{
			{"request", "orders", "swap my meal kit to {new} from next week, I've changed how I eat"},
			{"answer", "", "I've switched to {new} since monday, so plan around that"},
			{"fix", "", "that's old, I dropped {old} and I'm doing {new} now"},
			{"update", "", "I've stopped {old} and moved to {new}, the doctor suggested it"},
			{"record", "orders", "dietary filter changed to {new} this week (by you)"},
			{"record", "orders", "meal kit plan switched to {new} · from your next delivery"},
		},
		revert: rawTwinedStmts{
			{"request", "orders", "after the {old} experiment I'm back on {new}, switch my meal kit back please"},
			{"answer", "", "well, {old} didn't last, I'm back on {new}, which is a relief"},
			{"fix", "", "no, {old} is done with, I've gone back to {new} for good"},
			{"update", "", "I gave up on {old} in the end and went back to {new}, which suits me better"},
			{"record", "orders", "dietary filter changed from {old} back to {new} (by you)"},
		},
		reqs: []rawTwinedReq{
			{"sort out my meals for the week, quick ones", "web.search",
				"Sure. Is there a diet I should stick to?", "Planning a week of {v} meals, going by your saved preferences…"},
			{"order lunch to the office for tomorrow", "orders",
				"Happy to. How are you eating at the moment?", "Ordering a {v} lunch box, as in my notes…"},
			{"what can I get at the new place on the corner tonight?", "web.search",
				"Of course. Anything food-wise I should filter for?", "Filtering the menu for {v} dishes, where I have you down…"},
		},
		memo: []string{"eats {v}", "diet {v}"},
		finds: []rawTwinedTask{
			{ask: "what should I cook when Conall comes over?", tool: "contacts",
				out: "Conall Byrne\nnotes: diet {v}; hates coriander\nmobile: 07700 900418", reply: "Your note says Conall eats {v} and hates coriander."},
			{ask: "what's the catering for Roisin's team lunch?", tool: "calendar",
				out: "invite from Roisin Hale\nFri 12:30 Team lunch · catering: {v} platters · RSVP by Wed", reply: "Roisin's ordered {v} platters for Friday."},
			{ask: "what did mum want in her birthday hamper again?", tool: "email.search",
				out: "From: Mum\nSubject: hamper!\nRemember I'm {v} now, so nothing from the old list.", reply: "She's {v} now, so a {v} hamper."},
			{ask: "who's the gift box for that's sitting in my basket?", tool: "orders",
				out: "basket: 1 × {v} gift box · deliver to: Yetunde Bello", reply: "It's the {v} gift box for Yetunde."},
		},
		searches: []rawTwinedSearch{
			{ask: "which diets are people talking about this year?", tool: "web.search",
				head: "query: \"diet trends this year\" · 3 results", line: "{v}: what it is and who it suits",
				pick: "{v} seems to be the one everyone's writing about."},
			{ask: "find me a cookbook for Yetunde's birthday", tool: "web.search",
				head: "query: \"cookbook gift ideas\"", line: "The {v} Kitchen, hardback, £18",
				pick: "The {v} one has the best reviews."},
			{ask: "any restaurants near work doing special menus?", tool: "web.search",
				head: "query: \"special menus near me\"", line: "The Larder: full {v} menu, lunch only",
				pick: "The Larder's {v} menu is popular."},
		},
		olds: []rawTwinedTask{
			{ask: "cancel anything left over from my old meal kit", tool: "orders", own: true,
				out: "subscription: {v} meal kit · status: ended, nothing left to cancel", reply: "The old {v} kit already ended; nothing to cancel."},
			{ask: "find my old diet app receipt, I need it for the refund", tool: "bank", own: true,
				out: "card payment · {v} app, annual plan · refunded", reply: "That's the {v} app charge, already refunded."},
			{ask: "bin the old shopping list from before", tool: "email.search", own: true,
				out: "Subject: my {v} list (old)\nsaved 8 months ago", reply: "Deleted the old {v} list."},
		},
		plan: []string{
			"might give {v} a go after the holidays, probably won't",
			"Conall's daring me to try {v} for a week, not a chance",
			"if my doctor ever put me on {v} I'd cry, thankfully he hasn't",
		},
		still: []string{
			"Is {name} still on {v}?",
			"Should the agent still filter {name}'s recipes for {v}?",
			"Does {name} still eat {v}?",
		},
		stillWhen: []string{
			"Was {name} still doing {v} {when}?",
			"Was {v} still what {name} ate {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Bjarne", "Cosimo", "Delfina", "Evren", "Fionn", "Katell",
				"Mireia", "Odhran", "Petronella", "Ragnhild", "Thibault", "Vilja"},
			chatter: []string{
				"there's a cold war in our flat over who descales the kettle",
				"the in-laws are coming on sunday and the spare room is a pile of laundry",
				"our anniversary is coming up and I've got no ideas, as usual",
				"we finally agreed on a sofa after four months of looking",
				"the joint account app logged us both out again, I could scream",
			},
			other: []string{
				"Conall proposed to {v} on a ferry in the rain, and the answer was yes",
				"Yetunde's bringing {v} to the barbecue, apparently it's serious",
				"Magnus and {v} have split, and he's taken custody of the dog",
				"my brother's new girlfriend is called {v}, mum already loves her",
			},
			assistant: []string{
				"Shall I add {v} to the barbecue invite as well?",
				"I'd filled in {v} as the second guest by mistake; it's {cur} now.",
				"{v} from your book club replied to the invite, by the way.",
				"I can remind you about {v}'s birthday too, if you give me the date.",
			},
			qCurrent: []string{
				"Which name should the agent enter as {name}'s second guest on a booking today?",
				"Going by the runtime's records, who is {name}'s partner now?",
				"Who's {name}'s plus-one for anything coming up?",
				"Whose name should Relay put down as {name}'s emergency contact and partner today?",
			},
			qWhen: []string{
				"Who was {name} sharing their life with {when}, per the transcript?",
				"Had the agent booked {name} a table for two {when}, whose name would have gone beside theirs?",
				"Whose name was beside {name}'s on date-night bookings {when}?",
				"Whose name was on {name}'s emergency-contact line {when}?",
			},
			qBefore: []string{
				"Who held the partner slot in {name}'s life until {next}?",
				"Whose name did {name}'s emergency contact say before {next}?",
				"Who was {name} going home to before {next} arrived on the scene?",
			},
		},
		state: rawTwinedStmts{
			{"request", "web.search", "book a table for two on saturday, me and my partner {v}, somewhere quiet"},
			{"request", "calendar", "put dinner with my other half {v} in the calendar for friday, it's our anniversary"},
			{"answer", "", "it's my partner, {v}, put them down as the second name"},
			{"fix", "", "no, that's not my partner, I'm with {v} and have been for ages"},
			{"update", "", "Things with {v} are really good, we've been together nearly two years now"},
			{"record", "calendar", "Anniversary dinner with {v} (your partner)"},
			{"record", "contacts", "emergency contact on your card: {v}, relationship: partner"},
		},
		change: rawTwinedStmts{
			{"request", "calendar", "add my new partner {new} as my emergency contact and put our first date-night in the calendar"},
			{"answer", "", "I split up with {old}, I'm with {new} now"},
			{"fix", "", "that's old news, {old} and I broke up, I'm seeing {new} now"},
			{"update", "", "Me and {old} called it a day and I'm with {new} now, which has been lovely"},
			{"record", "contacts", "emergency contact changed to {new} (partner) this week"},
			{"record", "calendar", "Date night with {new}, your new partner"},
		},
		revert: rawTwinedStmts{
			{"request", "calendar", "after the whole {old} thing I'm back with {new}, put them back as my emergency contact"},
			{"answer", "", "well, {old} is over and I'm back with {new}, for good this time"},
			{"fix", "", "no, it's over with {old}, {new} and I got back together at the weekend"},
			{"update", "", "It didn't work out with {old}, and {new} and I are back together, slowly"},
			{"record", "contacts", "emergency contact changed from {old} back to {new} (partner)"},
		},
		reqs: []rawTwinedReq{
			{"book a table for two on friday, somewhere with a view", "web.search",
				"Who's the second person, so I can put their name down?", "Booking a table for you and {v}, going by my notes…"},
			{"order an anniversary card and get it sent to the house", "orders",
				"Sure. Who should the card be to?", "I'll address the card to {v}, as in your saved details."},
			{"fill in the second guest for the hotel on the 12th", "email.search",
				"Happy to. What name goes in for the second guest?", "Adding {v} as the second guest, from my memory of your partner…"},
		},
		memo: []string{"partner {v}", "in a relationship with {v}"},
		finds: []rawTwinedTask{
			{ask: "who's that new number in my contacts?", tool: "contacts",
				out: "{v} Sandoval\nnote: Roisin's partner, added at the barbecue\nmobile: 07700 900552", reply: "That's {v}, Roisin's partner, from the barbecue."},
			{ask: "what's on saturday?", tool: "calendar",
				out: "invite from Yetunde Bello\nSat 15:00 Yetunde & {v}'s engagement party · The Boathouse", reply: "Yetunde and {v}'s engagement party, at 3."},
			{ask: "did Magnus say who he's bringing to the wedding?", tool: "email.search",
				out: "From: Magnus Ekberg\nSubject: Re: wedding\nI'll be bringing {v}, we've been seeing each other since spring.", reply: "He's bringing {v}."},
			{ask: "who's the bouquet going to in my basket?", tool: "orders",
				out: "basket: 1 × bouquet · gift message: 'Congratulations Conall & {v}!'", reply: "It's the bouquet for Conall and {v}."},
		},
		searches: []rawTwinedSearch{
			{ask: "search my email for the book club thread", tool: "email.search",
				head: "mail query: \"book club\" · latest senders", line: "{v}: Re: next month's pick",
				pick: "The latest is from {v}, about next month's book."},
			{ask: "who's playing at the folk club this month?", tool: "web.search",
				head: "query: \"folk club line-up\"", line: "{v} Aaltonen, fiddle, Friday",
				pick: "{v} Aaltonen is the pick of them."},
			{ask: "who's on the climbing wall committee?", tool: "web.search",
				head: "query: \"climbing wall committee\"", line: "{v}, route setter",
				pick: "{v} is the one to ask about routes."},
		},
		olds: []rawTwinedTask{
			{ask: "clear out any old emergency contacts", tool: "contacts", own: true,
				out: "emergency contact history: {v} (removed)", reply: "Only {v}, and they're already removed."},
			{ask: "cancel anything still going out for the old joint account", tool: "bank", own: true,
				out: "joint account with {v} · status: closed", reply: "The joint account with {v} is closed; nothing to cancel."},
			{ask: "delete last year's weekend away from the calendar", tool: "calendar", own: true,
				out: "found: 'Weekend away with {v}' (last year)", reply: "Deleted the old weekend away with {v}."},
		},
		plan: []string{
			"there's a {v} at the climbing wall who's lovely, but no, I'm not looking",
			"Conall keeps trying to set me up with {v}, not happening",
			"if I were single I'd ask {v} for a drink, but I'm not, so",
		},
		still: []string{
			"Is {name} still with {v}?",
			"Is {v} still {name}'s partner?",
			"Would {name} still bring {v} as a plus-one?",
		},
		stillWhen: []string{
			"Was {name} still with {v} {when}?",
			"Was {v} still {name}'s other half {when}?",
		},
	},
}

// rawTwinedHeaders are the runtime's session headers: {n} the session,
// {time} its start and {name} the person.
var rawTwinedHeaders = []string{
	"session {n} · {time} UTC · user: {name} · client: mobile",
	"--- new session ({time}) · {name} signed in on the laptop",
	"runtime: session {n} opened {time} for {name}; tools: calendar, email.search, web.search, orders, maps, contacts, payroll, bank",
}

// rawTwinedNotes are the runtime's memory notes: {facts} the saved facts,
// {saved} when the asked one was saved.
var rawTwinedNotes = []string{
	"memory: {facts}",
	"[long-term memory, injected] about the user: {facts}",
	"context from earlier sessions (saved {saved}): {facts}",
}

// rawTwinedCalls are the assistant's lines announcing a call of each tool.
var rawTwinedCalls = map[string][]string{
	"web.search":   {"Searching the web…", "Running a quick search…", "Let me look that up…"},
	"maps":         {"Checking maps…", "Opening maps…", "Looking at your saved places…"},
	"orders":       {"Checking your orders…", "Looking at your recent orders…", "Opening your account with the shop…"},
	"payroll":      {"Opening your payroll account…", "Pulling your latest payslip…", "Checking payroll…"},
	"bank":         {"Checking your bank feed…", "Looking through your transactions…", "Opening your account…"},
	"calendar":     {"Checking your calendar…", "Looking at the week ahead in your calendar…", "Opening your calendar…"},
	"contacts":     {"Checking your contacts…", "Looking them up in your contacts…", "Searching your address book…"},
	"email.search": {"Searching your email…", "Looking through your inbox…", "Running a mail search…"},
}

// rawTwinedResults are tool outputs that name no value (a record of the
// person's own goes under its header; see call).
var rawTwinedResults = map[string][]string{
	"web.search": {
		"4 results · top match: open late, online booking · 0.6 km · rated 4.6",
		"2 results · both open until 8pm · book online or by phone",
		"3 results · cheapest first · free cancellation on all three",
	},
	"maps": {
		"route: 23 min by car · light traffic · via the ring road",
		"route: 41 min by bus · change once · next departure in 9 min",
		"route: 18 min · one lane closed at the roundabout",
	},
	"orders": {
		"status: confirmed · arriving Thursday · tracking sent by text",
		"status: placed · payment taken · dispatch within 2 days",
		"status: ready · collection code sent to your phone",
	},
	"calendar": {
		"Thu 09:00–17:00 free · Fri 14:00 dentist · Sat free",
		"event created · reminder 1 hour before",
		"Tue 10:00 stand-up · Wed free · Thu 18:30 five-a-side",
	},
	"email.search": {
		"Subject: Your booking is confirmed · PDF attached",
		"Subject: Receipt for your order · total 36.40",
		"Subject: Draft saved · last edited just now",
	},
	"payroll": {
		"next pay date: the 28th · no change to your tax code",
		"status: paid · net 2,187.40",
	},
	"bank": {
		"balance: 1,204.16 · 3 pending card payments",
		"payment sent · reference: INV-2291",
	},
	"contacts": {
		"updated · synced to your phone",
		"2 numbers saved · last contacted 3 weeks ago",
	},
}

// rawTwinedFooters close a record of the person's own; no value.
var rawTwinedFooters = map[string][]string{
	"orders":       {"items: 1 × memory foam pillow", "items: 3 × assorted · total 48.20", "signed for at the door"},
	"maps":         {"last used: yesterday", "shared with: nobody", "pinned to your start screen"},
	"payroll":      {"net pay: 2,214.09 · paid on the 28th", "tax code 1257L · pension 5%", "hours: 150 · overtime: none"},
	"contacts":     {"last edited by you", "synced to your phone", "visible only to you"},
	"calendar":     {"reminder: 2 hours before", "created by you", "repeats: never"},
	"bank":         {"no pending items", "statement generated today"},
	"email.search": {"no attachments", "starred by you"},
}

// rawTwinedOwnAsks are the person's asks that a record of their own
// answers, by tool; no value.
var rawTwinedOwnAsks = map[string][]string{
	"orders":   {"did my last order arrive?", "where did the new pillow end up getting delivered?", "pull up my latest order, I need the invoice"},
	"maps":     {"what have I got saved as home in maps?", "check my saved places are right before the trip", "how's maps got me set up?"},
	"payroll":  {"is my payslip out yet?", "pull up this month's payslip", "can you check this month's pay came through?"},
	"contacts": {"check my own contact card is right", "what's on my card in the address book?", "make sure my details are right before I share my card"},
	"calendar": {"what's in the diary for friday night?", "anything booked this weekend?", "what's on for me tonight?"},
}

// rawTwinedChores are exchanges around a tool call that name no value.
var rawTwinedChores = []rawTwinedTask{
	{ask: "is my pay in yet?", tool: "payroll", out: "payment status: paid today · net 2,187.40", reply: "Yes, it landed this morning.", own: true},
	{ask: "did the new headphones ship?", tool: "orders", out: "status: out for delivery · ship to: Home (saved address) · due by 6pm", reply: "They're out for delivery, due by six.", own: true},
	{ask: "what's on tomorrow?", tool: "calendar", out: "09:30 stand-up · 13:00 lunch with Conall · evening free", reply: "A stand-up at half nine and lunch with Conall.", own: true},
	{ask: "how much did I spend on takeaways last month?", tool: "bank", out: "category 'takeaway' · 9 transactions · total 142.60", reply: "£142.60 over nine orders.", own: true},
	{ask: "what's the weather doing this afternoon?", tool: "web.search", out: "forecast: showers clearing by 3pm · 14°C · wind 20 km/h", reply: "Showers until about three, then clearing."},
	{ask: "find the email with the boiler warranty", tool: "email.search", out: "Subject: Your boiler warranty registration · PDF attached", reply: "Found it; the registration's attached.", own: true},
	{ask: "how long to the station if I leave now?", tool: "maps", out: "route: 12 min walk · 4 min by car · no delays", reply: "Twelve minutes on foot."},
	{ask: "what's the dentist's number?", tool: "contacts", out: "Dental surgery\nphone: 01632 960118\nopen: Mon–Fri 8–6", reply: "It's 01632 960118."},
	{ask: "did Magnus ever pay me back for the tickets?", tool: "bank", out: "incoming transfer · from: M Ekberg · 'tickets ta' · 45.00", reply: "Yes, £45 came in from Magnus.", own: true},
}

// rawTwinedDone are the assistant's answers after a tool call.
var rawTwinedDone = []string{
	"Done. I've gone with the first option.",
	"Here's what came back; the top one looks best.",
	"All set.",
	"Sorted. I'll let you know if anything changes.",
}

// rawTwinedRecordReplies are the assistant's answers to a record of the
// person's own; no value.
var rawTwinedRecordReplies = []string{
	"There it is, all as expected.",
	"Found it. That's the latest one on file.",
	"Here you go; nothing looks off.",
}

// rawTwinedAcks are the person's thanks for a record; no value.
var rawTwinedAcks = []string{"great, thanks", "perfect, cheers", "lovely, that's what I needed"}

// rawTwinedRejects are the person putting a stale note right without
// naming a value.
var rawTwinedRejects = []string{
	"no, that's old, you've got stale info there",
	"that's out of date, check what I told you",
	"wrong, that was ages ago",
}

// rawTwinedSorry are the assistant's answers to a correction.
var rawTwinedSorry = []string{
	"Sorry, my notes were behind. Updated now.",
	"My mistake; memory updated.",
	"Thanks, I've fixed that in my notes.",
}

// rawTwinedUpdateReplies are the assistant's answers to a longer update.
var rawTwinedUpdateReplies = []string{
	"Thanks for the update, that's a lot going on!",
	"Good to hear how things are. Anything I can take off your plate?",
	"Noted, all of it. Shout if you need a hand with anything.",
}

// rawTwinedNews are the other sentences of a longer update; no value.
var rawTwinedNews = []string{
	"Work's been busy but manageable.",
	"The garden is finally looking alive again.",
	"Mum's hip operation went well and she's already bossing the nurses about.",
	"I've started swimming on Tuesday mornings.",
	"The car failed its MOT, of course.",
	"We've had builders next door for weeks and the drilling starts at eight.",
	"I finished the crime novel Conall lent me and I'm still annoyed by the ending.",
	"The cat has taken up sleeping in the laundry basket.",
	"I'm trying to get to bed before eleven, with mixed results.",
}

// rawTwinedSmallTalk are the person's short requests and chat; no value.
var rawTwinedSmallTalk = []string{
	"remind me to call the garage at four",
	"what's fifteen percent of eighty-six?",
	"pasta timer please, eleven minutes from now",
	"give me a fancier way to say 'knackered'",
	"add oat milk and bin bags to the shopping list",
	"the candle dripped all over the good linen, how do I rescue it",
	"what time does it get dark today",
	"translate 'where is the toilet' into Portuguese",
	"summarise that article I sent you in three lines",
	"is it bad to charge my phone overnight",
	"recommend a podcast for the drive to the coast",
	"the recipe says 350F, what's that on my oven",
	"tell me a joke, a clean one",
	"snooze my reminders until after lunch",
	"how many days until the end of the month",
	"spell 'necessary' for me, I always get it wrong",
	"what's the difference between a latte and a flat white",
	"my screen keeps dimming on its own, any idea why",
	"write a polite no to the neighbour's raffle",
	"when's the next bank holiday",
	"turn my 7am alarm off for tomorrow",
	"find a 20-minute yoga video for beginners",
	"what's the etiquette for tipping a hairdresser",
	"ugh, long day. distract me with something interesting",
}

// rawTwinedReplies are the assistant's short answers.
var rawTwinedReplies = []string{
	"Done. Ping me if anything else comes up.",
	"Here you go; holler if you need more.",
	"Sorted. That's off your list.",
	"Happy to, it's taken care of.",
	"Got it, set up and saved.",
	"Short version below; ask if you want the long one.",
	"All done; I'll nudge you if it needs anything.",
	"Of course. Added to today's list.",
}
