package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The pleated set lives in its own file, as the veiled to laced sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is two people's private message thread over many
// months, the shape of LoCoMo's conversations: two friends, siblings or
// old colleagues who live apart keep up a thread that an agent observes
// and pipes into memory turn by turn. There is no assistant: both people
// are role user, each with their own speaker (first name; both drawn from
// the set's user names), and the questions ask about either of them (the
// question's subject names whom). Sessions are dated exchanges days or
// weeks apart, with greetings, catching up and sign-offs, several
// messages each way. Both people have the asked attribute, each with
// their own first value, changes and, now and then, a revert, on
// timelines of their own that sometimes change in the same season with
// different values; their other attributes hold all through (rawGen.bg
// for the first person, the second's own). A statement is in one of five
// forms (rawPleatedStmt): news told to the friend in the first person
// (news); the answer to the friend's question, the topic in the
// question, which names no value, and the value only in the answer
// (answer); the correction of the friend's question naming a stale value
// (for a change, the one left) or a wrong guess (fix); one part of a
// catching-up summary that runs over several parts of life at once
// (roundup); or news confirmed only by reaction, after the friend has
// heard it elsewhere and named the new value (reaction). Between
// statements: small talk; talk on the topic naming no value; each
// person's other attributes; and distractors: the friend's echoes of the
// person's value in the second person (congratulations right after a
// statement, questions about life with it later, "how's X treating
// you?"), the friend asking about a stale value, which the person puts
// right without naming a value; mutual friends' and family's news in the
// third person with their values; each person's plans and hypotheticals
// that do not happen; memories of the past ("remember when we both lived
// in X?"); each person's earlier values told as past; and the friend
// suggesting a value. Gold follows the stitched rule: only a turn in
// which the question's subject states their own value of the asked
// attribute as holding at that time is gold, including an answer to the
// friend's question that names the value; never the friend's turn, even
// when it names the subject's value, and never the other person's own
// statement (gold for the questions about them, a distractor for the
// questions about the subject). The oracle reads a statement as one
// stretch of the subject's turn (rawClauses). Questions are typed by
// whoever asks, normally cased, about either person: the current value,
// the value in the calendar month after each earlier statement, and the
// value before the last change, and also as yes/no "still" questions
// that name a stale or wrong value, expected always the value that held;
// months are asked "in", "at the midpoint of", "for a good stretch of",
// "on a weekend in" or "any time in", and "before X".
func init() {
	installRawSet(PhrasingPleated, rawPleatedAttrs(), rawPleatedSmallTalk, rawPleatedReplies,
		[]string{"in ", "at the midpoint of ", "for a good stretch of ", "on a weekend in ", "any time in "},
		[]string{"Coralie", "Edda", "Fflur", "Hartley", "Joachim", "Keeva", "Lennox",
			"Magnus", "Noreen", "Orla", "Prue", "Rosalie", "Tobyn", "Wilma"})
}

// rawPleatedFriends are the mutual friends the pleated set's lists name
// (third-person news, memories); none is a user or value of any set.
var rawPleatedFriends = []string{"Isla", "Bram", "Suki", "Petra", "Dilwyn", "Conall", "Yasmin"}

// rawPleatedStmt is one statement template (core), its form and, for an
// answer, a fix or a reaction, its lead: the friend's turn just before
// it. news (first-person news told to the friend), answer (lead: the
// friend's question on the topic, naming no value), fix (lead: the
// friend's question naming {v}, a stale value of the person's or a wrong
// guess), roundup (one part of a catching-up summary) or reaction (lead:
// the friend naming {v}, the new value, heard elsewhere).
type rawPleatedStmt struct{ form, lead, core string }

// rawPleatedStmts are the statements of one kind (state, change or
// revert).
type rawPleatedStmts []rawPleatedStmt

// formCore makes rawPleatedStmt a formed statement (rawformed.go).
func (s rawPleatedStmt) formCore() (string, string) { return s.form, s.core }

// rawPleatedForms are the pleated set's lists per attribute: the lists of
// rawSetLists (values; chatter, the person's talk on the topic naming no
// value; other, a mutual friend's or family's value {v}; assistant, here
// the friend suggesting a value {v}; and the questions), the statements by
// kind, and: the friend's congratulations right after a statement naming
// the value {v} that now holds (congrats); the friend's later questions
// about life with it (echo) and the person's answers naming no value
// (echoReply); the friend asking about a stale value {v} (staleAsk) and
// the person putting it right without a value (staleFix); the person's
// plans and hypotheticals for {v} that do not happen (plan); a memory of
// the two of them with {v} (memory); the person's earlier value {v} told
// as past (past); and the questions that name a stale or wrong value {v}:
// current (still) and historical, with {when} (stillWhen).
type rawPleatedForms struct {
	lists                 rawSetLists
	state, change, revert rawPleatedStmts
	congrats, echo        []string
	echoReply             []string
	staleAsk, staleFix    []string
	plan, memory, past    []string
	still, stillWhen      []string
}

// rawPleatedAttrs are the pleated set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores.
func rawPleatedAttrs() map[string]rawSetLists {
	return formedLists(rawPleatedByAttr, func(f rawPleatedForms) (rawSetLists, []rawPleatedStmt, []rawPleatedStmt, []rawPleatedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// converses reports whether g's set is two people's message thread (the
// pleated set).
func (g *rawGen) converses() bool { return g.ph == PhrasingPleated }

// rawPleatedPerson is one of the two people of a pleated thread: their
// values of the asked attribute (vals, the last a revert when revert is
// set), the statements said so far (h), the value that holds (cur), when
// the next statement is due (due: a time and a number of sessions after
// the last one) and their other attributes' values (bg).
type rawPleatedPerson struct {
	name   string
	vals   []string
	revert bool
	h      []stmt
	cur    string
	due    time.Time
	wait   int // sessions still to pass before the next statement
	bg     map[string]string
}

// rawPleatedRun is one pleated thread being written.
type rawPleatedRun struct {
	*rawGen
	f      rawPleatedForms
	ps     [2]*rawPleatedPerson
	others []string // values neither person ever holds
	chatty bool
	inStep bool   // a person's change pulls the friend's next one close
	said   string // the last statement template said
}

// thread writes a pleated conversation and its questions: vals are the
// first person's values (g.who), revert and chatty as in history; the
// second person (another of the set's names) gets two or three values of
// their own, none of the first person's, the last a revert one time in
// three (one in two in a revert conversation). Each person's first
// statement comes in the first or second session; each later one 75 to
// 140 days after their previous one or after four to seven sessions
// (times the filler scale), whichever is later; in one conversation in
// two a change pulls the other person's change of the same rank to
// within three weeks or so after it (no sooner than 75 days after their
// previous statement), so that both change in the same season.
// Sessions come every two to nine days, now and then after a gap of three
// to five weeks; after both people's last statements, three to six more
// (times the filler scale).
func (g *rawGen) thread(vals []string, revert, chatty bool) {
	r := &rawPleatedRun{rawGen: g, f: rawPleatedByAttr[g.a.predicate], chatty: chatty}
	g.cur = ""
	g.pickBackground()
	a := &rawPleatedPerson{name: g.who, vals: vals, revert: revert, bg: g.bg}
	var friend string
	for friend == "" || friend == g.who {
		friend = pick(g.rng, rawNames[g.ph])
	}
	var rest []string
	for _, v := range g.values() {
		if !slices.Contains(vals, v) {
			rest = append(rest, v)
		}
	}
	bv := pickN(g.rng, rest, 2+g.rng.IntN(2))
	brev := len(bv) == 3 && g.rng.IntN(3) == 0 || revert && g.rng.IntN(2) == 0
	if brev {
		bv = []string{bv[0], bv[1], bv[0]}
	}
	b := &rawPleatedPerson{name: friend, vals: bv, revert: brev, bg: map[string]string{}}
	for _, name := range rawAttrOrder {
		if name != g.a.predicate {
			b.bg[name] = pick(g.rng, rawAttrs[name].valuesIn(g.ph))
		}
	}
	r.ps = [2]*rawPleatedPerson{a, b}
	for _, v := range g.values() {
		if !slices.Contains(a.vals, v) && !slices.Contains(b.vals, v) {
			r.others = append(r.others, v)
		}
	}
	r.inStep = g.rng.IntN(2) == 0
	a.due, b.due = g.t, g.t
	b.wait = g.rng.IntN(2)
	tail := -1
	for first := true; tail != 0; first = false {
		if !first {
			days := 2 + g.rng.IntN(8)
			if g.rng.IntN(10) == 0 {
				days = 21 + g.rng.IntN(15)
			}
			d := g.t.AddDate(0, 0, days)
			g.t = time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
		}
		g.session()
		r.sessionTurns(first)
		if tail > 0 {
			tail--
		} else if tail < 0 && len(a.h) == len(a.vals) && len(b.h) == len(b.vals) {
			tail = (3 + g.rng.IntN(4)) * g.fillerScale
		}
	}
	for _, p := range r.ps {
		r.questions(p)
	}
}

// sessionTurns writes one session: a greeting and its answer, the
// statements that are due (in random order) among one to three filler
// exchanges (more when chatty), and a sign-off and its answer.
func (r *rawPleatedRun) sessionTurns(first bool) {
	o := r.rng.IntN(2)
	opener, other := r.ps[o], r.ps[1-o]
	greet := rawPleatedGreetings
	if !first && r.rng.IntN(5) == 0 {
		greet = rawPleatedLateGreetings
	}
	r.say2(opener, strings.ReplaceAll(pick(r.rng, greet), "{to}", other.name))
	r.say2(other, strings.ReplaceAll(pick(r.rng, rawPleatedGreetReplies), "{to}", opener.name))
	var due []int
	for k, p := range r.ps {
		if len(p.h) < len(p.vals) && !p.due.After(r.t) && p.wait <= 0 {
			due = append(due, k)
		}
		p.wait--
	}
	if len(due) == 2 && r.rng.IntN(2) == 0 {
		due[0], due[1] = due[1], due[0]
	}
	n := 1 + r.rng.IntN(3)
	if r.chatty {
		n++
	}
	at := r.rng.IntN(n + 1) // statements come after this many exchanges
	for x := range n + 1 {
		if x == at {
			for _, k := range due {
				r.statement(k)
			}
		}
		if x < n {
			r.exchange()
		}
	}
	c := r.rng.IntN(2)
	r.say2(r.ps[c], strings.ReplaceAll(pick(r.rng, rawPleatedSignOffs), "{to}", r.ps[1-c].name))
	r.say2(r.ps[1-c], strings.ReplaceAll(pick(r.rng, rawPleatedSignOffReplies), "{to}", r.ps[c].name))
}

// say2 is a turn of p's (role user), a minute or three after the last one,
// its first letter capitalized.
func (r *rawPleatedRun) say2(p *rawPleatedPerson, text string) string {
	return r.say(p.name, "user", text)
}

// friendOf is the other person of the thread.
func (r *rawPleatedRun) friendOf(p *rawPleatedPerson) *rawPleatedPerson {
	if r.ps[0] == p {
		return r.ps[1]
	}
	return r.ps[0]
}

// past are p's earlier values other than the one that holds.
func (p *rawPleatedPerson) past() []string {
	var out []string
	for _, st := range p.h {
		if st.value != p.cur && !slices.Contains(out, st.value) {
			out = append(out, st.value)
		}
	}
	return out
}

// sentence joins text after before with a space, capitalizing text when
// before ends a sentence.
func sentence(before, text string) string {
	if before == "" {
		return text
	}
	if strings.ContainsAny(before[len(before)-1:], ".!?") {
		text = capitalize(text)
	}
	return before + " " + text
}

// statement says person k's next statement in a form drawn from its
// kind's list, with the friend's lead before it (answer, fix, reaction)
// and the friend's answer after it: after a change, congratulations
// naming the value one time in two, else a cheer naming none; after a
// first statement, an echo naming it one time in two, else a nod.
func (r *rawPleatedRun) statement(k int) {
	p := r.ps[k]
	q := r.friendOf(p)
	i := len(p.h)
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, p.vals, i, p.revert)
	st := s[r.rng.IntN(len(s))]
	if st.core == r.said {
		st = s[r.rng.IntN(len(s))]
	}
	r.said = st.core
	core := fillOne(st.core, vars)
	v := p.vals[i]
	var text string
	switch st.form {
	case "news":
		text = core
		if r.rng.IntN(2) == 0 {
			text = sentence(pick(r.rng, rawPleatedNewsOpeners), core)
		}
		if r.rng.IntN(3) == 0 {
			text += pick(r.rng, []string{"!", "."}) + " " + pick(r.rng, rawPleatedNewsTails)
		}
	case "answer", "fix", "reaction":
		lv := v // reaction: the new value
		if st.form == "fix" {
			if i == 0 {
				lv = pick(r.rng, r.others) // a wrong guess
			} else {
				lv = p.vals[i-1] // the value left
			}
		}
		r.say2(q, fillOne(st.lead, map[string]string{"v": lv}))
		text = core
		if r.rng.IntN(4) == 0 {
			text += pick(r.rng, []string{"!", "."}) + " " + pick(r.rng, rawPleatedNewsTails)
		}
	case "roundup":
		text = r.roundup(p, core)
	default:
		panic("rawpleated: form " + st.form)
	}
	id := r.say2(p, text)
	p.h = append(p.h, stmt{obs: id, value: v, from: r.t})
	p.cur = v
	p.due = r.t.AddDate(0, 0, 75+r.rng.IntN(66))
	p.wait = (4 + r.rng.IntN(4)) * r.fillerScale
	if r.inStep && i > 0 && len(q.h) == i && i < len(q.vals) {
		// the friend's change of the same rank follows within weeks, if
		// 75 days have passed since their last statement by then
		due := r.t.AddDate(0, 0, 3+r.rng.IntN(18))
		if low := q.h[i-1].from.AddDate(0, 0, 75); due.Before(low) {
			due = low
		}
		q.due, q.wait = due, min(q.wait, 1+r.rng.IntN(3))
	}
	switch {
	case i == 0 && r.rng.IntN(2) == 0:
		r.say2(q, fillOne(pick(r.rng, f.echo), map[string]string{"v": v}))
	case i == 0:
		r.say2(q, pick(r.rng, rawPleatedNods))
	case r.rng.IntN(2) == 0:
		r.say2(q, fillOne(pick(r.rng, f.congrats), map[string]string{"v": v}))
	default:
		r.say2(q, pick(r.rng, rawPleatedCheers))
	}
}

// roundup is a catching-up summary of p's: an opener, then core among one
// or two parts on the rest of p's life (another attribute's value, as its
// roundup statement says it, or news naming none), as prose, as one line
// split by semicolons or dashes, or as a list, and now and then a closer.
func (r *rawPleatedRun) roundup(p *rawPleatedPerson, core string) string {
	var parts []string
	for range 1 + r.rng.IntN(2) {
		if r.rng.IntN(2) == 0 {
			parts = append(parts, r.bgPart(p))
		} else {
			parts = append(parts, pick(r.rng, rawPleatedBits))
		}
	}
	parts = slices.Insert(parts, r.rng.IntN(len(parts)+1), core)
	head := pick(r.rng, rawPleatedRoundupOpeners)
	var text string
	switch r.rng.IntN(4) {
	case 0:
		text = head + " " + strings.Join(parts, ", ") + ", and that's about it"
	case 1:
		text = head + " " + strings.Join(parts, "; ")
	case 2:
		text = head + " " + strings.Join(parts, " - ")
	default:
		text = head + "\n- " + strings.Join(parts, "\n- ")
	}
	if r.rng.IntN(2) == 0 {
		text += "\n" + pick(r.rng, rawPleatedRoundupClosers)
	}
	return text
}

// bgPart is one of p's other attributes as a roundup part: that
// attribute's roundup statement with p's value of it.
func (r *rawPleatedRun) bgPart(p *rawPleatedPerson) string {
	name := r.bgAttr()
	var cores []string
	for _, st := range rawPleatedByAttr[name].state {
		if st.form == "roundup" {
			cores = append(cores, st.core)
		}
	}
	return fillOne(pick(r.rng, cores), map[string]string{"v": p.bg[name]})
}

// exchange is one filler exchange about one of the two people (p; q is
// the friend): small talk, talk on the topic naming no value, p's other
// attributes, the friend's echo of p's value and p's answer naming none,
// the friend asking about a stale value of p's and p putting it right
// without a value, a mutual friend's or family's value, p's plan or
// hypothetical that does not happen, a memory of the two of them, p's
// earlier value told as past, or the friend suggesting a value (always
// once more when chatty).
func (r *rawPleatedRun) exchange() {
	p := r.ps[r.rng.IntN(2)]
	q := r.friendOf(p)
	f := r.f
	one := func(tpls []string) string {
		return fillOne(pick(r.rng, tpls), map[string]string{"v": pick(r.rng, r.others)})
	}
	switch x := r.rng.IntN(40); {
	case x < 7:
		r.say2(p, pick(r.rng, rawPleatedSmallTalk))
		r.say2(q, pick(r.rng, rawPleatedReplies))
	case x < 10:
		r.say2(p, pick(r.rng, r.a.chatter[r.ph]))
		r.say2(q, pick(r.rng, rawPleatedReplies))
	case x < 14:
		r.say2(p, sentence(pick(r.rng, rawPleatedAsides), r.bgPart(p)))
		r.say2(q, pick(r.rng, rawPleatedNods))
	case x < 19 && p.cur != "":
		r.say2(q, fillOne(pick(r.rng, f.echo), map[string]string{"v": p.cur}))
		r.say2(p, pick(r.rng, f.echoReply))
	case x < 22 && len(p.past()) > 0:
		r.say2(q, fillOne(pick(r.rng, f.staleAsk), map[string]string{"v": pick(r.rng, p.past())}))
		r.say2(p, pick(r.rng, f.staleFix))
	case x < 27:
		r.say2(p, one(r.a.other[r.ph]))
		r.say2(q, pick(r.rng, rawPleatedGossipReplies))
	case x < 30:
		r.say2(p, one(f.plan))
		r.say2(q, pick(r.rng, rawPleatedPlanReplies))
	case x < 32:
		r.say2(p, one(f.memory))
		r.say2(q, pick(r.rng, rawPleatedMemoryReplies))
	case x < 35 && len(p.past()) > 0:
		r.say2(p, fillOne(pick(r.rng, f.past), map[string]string{"v": pick(r.rng, p.past())}))
		r.say2(q, pick(r.rng, rawPleatedReplies))
	default:
		r.say2(q, one(r.a.assistant[r.ph]))
		r.say2(p, pick(r.rng, rawPleatedShrugs))
	}
	if r.chatty && r.rng.IntN(3) == 0 {
		r.say2(q, one(r.a.assistant[r.ph]))
		r.say2(p, pick(r.rng, rawPleatedShrugs))
	}
}

// questions asks about p: the current value, in a plain phrasing one time
// in two, else as a "still" question naming p's stale value (the one
// before the last change) or a wrong one; the value in the calendar month
// after each earlier statement, one time in three as a "still" question
// naming the value before it or a wrong one; and the value before the
// last change (not after a revert). A question naming a value leaves it
// out of the candidates, as "before X" does; expected is always the value
// that held.
func (r *rawPleatedRun) questions(p *rawPleatedPerson) {
	h := p.h
	n := len(h)
	cur := h[n-1]
	last := r.s.Observations[len(r.s.Observations)-1].At
	others := r.otherValues(p.vals)
	now := func() time.Time { return last.AddDate(0, 0, 1+r.rng.IntN(20)) }
	named := ""
	switch x := r.rng.IntN(4); {
	case x < 1:
		named = h[n-2].value
	case x < 2:
		named = pick(r.rng, others)
	}
	if named == "" {
		r.askAbout(p, Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
			fillOne(pick(r.rng, r.a.qCurrent[r.ph]), map[string]string{"name": p.name}), "")
	} else {
		r.askAbout(p, Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
			fillOne(pick(r.rng, r.f.still), map[string]string{"name": p.name, "v": named}), named)
	}
	for i := 0; i < n-1; i++ {
		m := time.Date(h[i].from.Year(), h[i].from.Month()+1, 15, 12, 0, 0, 0, time.UTC)
		when := pick(r.rng, rawWhen[r.ph]) + m.Format("January 2006")
		q := Question{Intent: "historical", Expected: h[i].value, Gold: []string{h[i].obs}, Now: now(), AsOf: m}
		named := ""
		switch x := r.rng.IntN(6); {
		case x < 1 && i > 0:
			named = h[i-1].value
		case x < 2:
			named = pick(r.rng, others)
		}
		if named == "" {
			r.askAbout(p, q, fillOne(pick(r.rng, r.a.qWhen[r.ph]), map[string]string{"name": p.name, "when": when}), "")
			continue
		}
		r.askAbout(p, q, fillOne(pick(r.rng, r.f.stillWhen), map[string]string{"name": p.name, "v": named, "when": when}), named)
	}
	k := n - 1
	if next, prev := h[k].value, h[k-1].value; next != prev && !(k >= 2 && next == h[k-2].value) {
		r.askAbout(p, Question{Intent: "historical", Expected: prev, Gold: []string{h[k-1].obs}, Now: now(), AsOf: h[k].from.Add(-time.Hour)},
			fillOne(pick(r.rng, r.a.qBefore[r.ph]), map[string]string{"name": p.name, "next": next}), next)
	}
}

// askAbout adds q about p with its text and candidates (every value but
// named).
func (r *rawPleatedRun) askAbout(p *rawPleatedPerson, q Question, text, named string) {
	q.ID = fmt.Sprintf("q%d", len(r.s.Questions)+1)
	q.Text = text
	q.Subject, q.Predicate = "user:"+strings.ToLower(p.name), r.a.predicate
	for _, v := range r.values() {
		if v != named {
			q.Candidates = append(q.Candidates, v)
		}
	}
	r.s.Questions = append(r.s.Questions, q)
}

// The pleated set's own lists per attribute. Statements, the person's
// lists and the friend's are typed messages, cased as people type them;
// a statement neither starts nor ends with a placeholder, so the oracle
// reads the value whole.
var rawPleatedByAttr = map[string]rawPleatedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Hexham", "Ludlow", "Falmouth", "Bakewell", "Tenby", "Whitstable",
				"Totnes", "Frome", "Hebden Bridge", "Kirkwall", "Matlock", "Ulverston"},
			chatter: []string{
				"The neighbours have started an extension and the drilling starts at seven sharp",
				"Our boiler died again, third time since October, I'm living in a fleece",
				"Spent the whole weekend bleeding radiators and swearing at the landlord's voicemail",
				"I've finally put shelves up in the hall and only one of them is wonky",
			},
			other: []string{
				"Did you hear Isla's moved to {v}? She sent me a photo of her new kitchen",
				"Mum and Dad keep talking about retiring to {v}, I'll believe it when I see it",
				"Bram's new place is out in {v}, miles from anywhere, and he loves it",
				"My brother's just bought a house in {v}, mortgage and everything, so grown up",
			},
			assistant: []string{
				"You two should look at houses in {v}, you'd love it there",
				"Honestly you'd fit right in in {v}, it's all bookshops and dogs",
				"If you ever get fed up where you are, {v} is gorgeous and the rent's half what you pay",
			},
			qCurrent: []string{
				"Going by the messages, which town does {name} live in now?",
				"Which town would a birthday card for {name} have to go to these days?",
				"From what {name} has told their friend, where are they living at the moment?",
				"Which town is {name} currently messaging from, home-wise?",
			},
			qWhen: []string{
				"Which town did {name} call home {when}, going by the thread?",
				"Where would you have posted {name} a parcel {when}?",
				"Which town was {name}'s base {when}, as they told it?",
			},
			qBefore: []string{
				"Which town's address did {name} give up for {next}?",
				"Before {next}, which town did {name} message from?",
				"Going by the thread, which town was {name} packing boxes in just before {next}?",
			},
		},
		state: rawPleatedStmts{
			{"news", "", "we've been in {v} three years now and I still get lost in the one-way system"},
			{"news", "", "still renting the little place in {v}, still no dishwasher, still sane (just)"},
			{"answer", "Remind me where you're living now? My address book is a disaster", "still in {v}, same terrace, same noisy gulls"},
			{"fix", "You're in {v} these days, aren't you?", "ha no, that's my cousin! I'm in {v}, have been for ages"},
			{"roundup", "", "home is still the flat in {v}, same view"},
			{"reaction", "Isla reckons you live in {v}?? Since when", "since forever, {v} has been home for four years now"},
		},
		change: rawPleatedStmts{
			{"news", "", "we finally moved to {new} last weekend, boxes everywhere"},
			{"news", "", "big news: we've left {old} and we're in {new} as of Saturday"},
			{"answer", "How's the house hunt going? Any luck yet?", "done and dusted! got the keys in {new} on Friday and moved in on Sunday"},
			{"fix", "Still loving {v}?", "not any more, we left {old} and we've been in {new} since last week"},
			{"roundup", "", "new flat in {new} as of last week"},
			{"reaction", "Wait, Bram says you've moved to {v}?!", "haha yes, it's official, {new} it is, we got here on Saturday"},
		},
		revert: rawPleatedStmts{
			{"news", "", "long story short, {old} wasn't working and we've moved back to {new}, the old neighbours threw us a party"},
			{"answer", "How's the new place treating you?", "honestly it wasn't for us, we gave up on {old} and went home to {new} last week"},
			{"fix", "How's life in {v} these days?", "funny you should ask, we packed up {old} and we're back in {new} since Saturday"},
			{"roundup", "", "the {old} chapter's over and home is {new} again"},
			{"reaction", "Mum says you're back in {v}?? Is that true", "yep, all true, {old} is history and {new} is home again"},
		},
		congrats: []string{
			"Ooh {v}, lovely, you'll have to have me to stay",
			"Ah that's brilliant, {v} suits you",
			"Yay! I'm coming to visit you in {v} whether you like it or not",
		},
		echo: []string{
			"How's life in {v} treating you these days?",
			"Saw {v} on the weather map last night and thought of you, looked grim",
			"Is the traffic in {v} still as bad as you said?",
		},
		echoReply: []string{
			"Loving it, although the parking is a nightmare",
			"We're getting there, still haven't unpacked the books",
			"It's grown on me, I'll admit it",
		},
		staleAsk: []string{
			"Are you still over in {v}, or have I got that wrong?",
			"Is it still {v} for your birthday card, or did you move again?",
		},
		staleFix: []string{
			"Nope, keep up! We left there ages ago",
			"Ha, not for months, I did tell you! I'll send the address again",
			"Not any more, you're thinking of the old place",
		},
		plan: []string{
			"If the rent goes up again we might look at {v}, but probably not",
			"We had a nosy round {v} at the weekend, just daydreaming, we're not going anywhere",
			"If I won the lottery I'd buy a cottage in {v}, no question",
		},
		memory: []string{
			"Remember when we both lived in {v}? That awful flat above the chippy",
			"Found a photo of us in {v} from the uni days, look at your hair!",
		},
		past: []string{
			"Found my old parking permit from {v} in the glovebox, what a time that was",
			"Sometimes I miss the market in {v}, not the rent though",
			"Got a letter forwarded from the old place in {v} today, still",
		},
		still: []string{
			"Would a letter to {name} still reach them at {v}?",
			"Is {v} still where {name} lives, according to the thread?",
			"Does {name} still have a place in {v}?",
		},
		stillWhen: []string{
			"Did {name} still have their place in {v} {when}?",
			"Was {name} still messaging from {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Tillerman Boatyard", "Harbottle Coffee", "Quarrington Labs", "Ebberston Seeds", "Kinloch Distillery", "Brockweir Cider",
				"Aysgarth Mills", "Penrose Textiles", "Dinmore Gardens", "Glendower Surgery", "Moxley Fabrication", "Scarisbrick Toys"},
			chatter: []string{
				"Had my appraisal today and my manager used the word synergy four times",
				"The new rota has me on three lates in a row, I'm going to be a zombie",
				"Work's paying for a first aid course so I can finally bandage things properly",
				"I've been asked to train the new starter and I barely know what I'm doing myself",
			},
			other: []string{
				"Did you hear Suki got a job at {v}? She starts next month",
				"My dad's been offered something at {v}, he's pretending not to be excited",
				"Conall's been at {v} for a year now and he still can't explain what he does",
				"Petra's interviewing at {v} on Thursday, fingers crossed for her",
			},
			assistant: []string{
				"You should apply to {v}, they're always hiring and the perks are great",
				"Honestly you'd be brilliant at {v}, I'll send you the advert",
				"My friend says {v} pays way better, just saying",
			},
			qCurrent: []string{
				"Who employs {name} at the moment, going by the messages?",
				"Which company's name is on {name}'s payslip these days?",
				"Whose reception would answer if you phoned {name} at work today?",
				"Where does {name} earn a living now, according to the thread?",
			},
			qWhen: []string{
				"Which firm was {name} working for {when}, per the thread?",
				"Which company's staff badge got {name} through the door {when}?",
				"Where would {name} have been clocking in {when}?",
			},
			qBefore: []string{
				"Going by the messages, which employer did {name} walk away from to start at {next}?",
				"Before {next}, who was {name} working for, going by the messages?",
				"Where had {name} been working before starting at {next}?",
			},
		},
		state: rawPleatedStmts{
			{"news", "", "I'm still at {v}, still doing the Monday stock count, still dreaming of retirement"},
			{"news", "", "work's been full on, we've got a big order in at {v} and I'm running the packing line"},
			{"answer", "Where are you working these days? I've lost track", "same as ever, I'm at {v}, doing the rotas and the orders"},
			{"fix", "You're at {v} now, right?", "no no, that's Petra's lot! I work for {v}, have done for years"},
			{"roundup", "", "work is still {v}, no change there"},
			{"reaction", "Conall says you work for {v}, is that right?", "yep, that's me, {v} for five years now"},
		},
		change: rawPleatedStmts{
			{"news", "", "I handed my notice in and started at {new} on Monday"},
			{"news", "", "new job alert: I've left {old} and I'm at {new} from this week"},
			{"answer", "How's the job hunt going? Any bites?", "all sorted, I started at {new} this week and the people seem nice"},
			{"fix", "Still at {v}?", "nope! left {old} a fortnight ago and I'm at {new} now"},
			{"roundup", "", "new job at {new} since Monday"},
			{"reaction", "Someone said you've gone to {v}?? Spill", "haha yes, it's true, {new} it is, started on Monday"},
		},
		revert: rawPleatedStmts{
			{"news", "", "turns out {old} wasn't for me, so I've crawled back to {new} and they gave me my old locker"},
			{"answer", "How's the new job going?", "it isn't, I left {old} after a month and went back to {new}, they had me back like nothing happened"},
			{"fix", "How's {v} treating you?", "funny story, I quit {old} and I'm back at {new} since Monday"},
			{"roundup", "", "walked out of {old} and went back to {new} for my sins"},
			{"reaction", "Is it true you're back at {v}?", "guilty, {old} was a disaster and {new} took me back"},
		},
		congrats: []string{
			"Congrats on {v}!! Proud of you",
			"Ooh {v}, fancy! Do they do a staff discount?",
			"That's brilliant, {v} are lucky to have you",
		},
		echo: []string{
			"Are they still making you do the early shifts at {v}?",
			"Does {v} do a Christmas do? You need a night out",
			"Are they working you hard at {v}?",
		},
		echoReply: []string{
			"Ha, it's alright, the coffee machine is a disgrace though",
			"Busy, but I'm not complaining, the team's lovely",
			"Can't complain, well, I can, but I won't",
		},
		staleAsk: []string{
			"Are you still at {v}, or did you jump ship?",
			"Is it still {v} for you, work-wise?",
		},
		staleFix: []string{
			"Nope, I left there ages ago, do keep up",
			"Not for months! I told you at Christmas",
			"Ha, no, that's ancient history",
		},
		plan: []string{
			"If {v} ever offered me a job I'd have to think hard, but they won't",
			"A recruiter from {v} keeps messaging me, not a chance",
			"I could never work at {v}, the hours are ridiculous",
		},
		memory: []string{
			"Remember when we both did Saturdays at {v}? The smell of that place",
			"Found our old name badges from {v}, the summer job, we were babies",
		},
		past: []string{
			"Bumped into my old boss from {v} in the supermarket, so awkward",
			"Still getting emails from the {v} mailing list even though I left",
			"Dug out my old {v} fleece for the walk, it's still the warmest thing I own",
		},
		still: []string{
			"Is {name} still on the payroll at {v}?",
			"Does {name} still clock in at {v}?",
			"Is {v} still {name}'s employer, going by the thread?",
		},
		stillWhen: []string{
			"Was {name} still on the payroll at {v} {when}?",
			"Did {name} still clock in at {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"Banting", "IIFYM", "Portfolio", "Fit for Life", "Master Cleanse", "LighterLife",
				"Tony Ferguson", "Sugar Busters", "Dubrow", "Scandi Sense"},
			chatter: []string{
				"I've started taking packed lunches to save money and I'm weirdly proud of it",
				"Made bread from scratch on Sunday, it came out like a brick",
				"I'm trying to drink more water and now I basically live in the loo",
				"Bought a slow cooker, everything I make tastes of stew",
			},
			other: []string{
				"My sister's doing {v} and won't stop sending me recipes",
				"Dilwyn's gone {v} for a bet, he's lasted three days",
				"Mum's on {v} now, Christmas dinner is going to be interesting",
				"Yasmin swears by {v}, she's been on it since the summer",
			},
			assistant: []string{
				"You should try {v}, I've heard really good things",
				"Have you ever looked at {v}? My colleague lost loads on it",
				"I'll send you a {v} cookbook, you'd like it",
			},
			qCurrent: []string{
				"Which diet is {name} following now, going by the messages?",
				"What eating plan should a dinner host keep to for {name} these days?",
				"From the thread, what is {name} eating at the moment, diet-wise?",
				"Which food regime has {name} currently signed up to?",
			},
			qWhen: []string{
				"Which diet was {name} on {when}, per the thread?",
				"Going by the thread, what could {name} eat and not eat {when}, diet-wise?",
				"Which diet would you have cooked for {name} {when}?",
			},
			qBefore: []string{
				"What did {name} eat by, diet-wise, in the months before {next}?",
				"Before {next}, which eating plan was {name} on, going by the messages?",
				"Before going {next}, what had {name} been eating, diet-wise?",
			},
		},
		state: rawPleatedStmts{
			{"news", "", "I've been doing {v} since the new year and honestly I feel great"},
			{"news", "", "I'm properly on {v} these days, meal prep every Sunday like a grown-up"},
			{"answer", "What are you eating these days? You were on some plan last time", "still {v}, still strict about it, don't tempt me"},
			{"fix", "You're doing {v}, aren't you?", "no, that's my sister! I'm on {v}, have been for a year"},
			{"roundup", "", "still sticking to {v} most days"},
			{"reaction", "Yasmin says you've gone all {v}?", "yes, guilty, {v} for about a year now"},
		},
		change: rawPleatedStmts{
			{"news", "", "I've switched to {new} this week, wish me luck"},
			{"news", "", "food update: I've packed in {old} and I'm doing {new} since Monday"},
			{"answer", "Still on that eating plan of yours?", "nope, gave that up, I'm doing {new} since Monday"},
			{"fix", "Still doing {v}?", "not any more! dropped {old} and started {new} last week"},
			{"roundup", "", "food-wise I'm on {new} since the weekend"},
			{"reaction", "Wait, are you doing {v} now??", "ha, yes, it's official, I've gone {new}, day five"},
		},
		revert: rawPleatedStmts{
			{"news", "", "I gave up on {old} and I'm back on {new}, my stomach says thanks"},
			{"answer", "How's the new eating plan?", "binned it, I ditched {old} and went back to {new} on Sunday"},
			{"fix", "How's {v} going?", "it's not, I stopped {old} and I'm back to {new} as of this week"},
			{"roundup", "", "food-wise {old} lasted a month and I'm back to {new} again"},
			{"reaction", "Are you back on {v}?? Ha", "yes, laugh all you like, {old} is done and {new} is back"},
		},
		congrats: []string{
			"Ooh {v}, good luck! Tell me if it's any good",
			"Brave! {v} sounds hard, rather you than me",
			"Good for you, {v} sounds hardcore",
		},
		echo: []string{
			"How's the {v} going? Still sticking to it?",
			"Saw a {v} recipe book in the charity shop and thought of you",
			"Can you even have cake on {v}? Asking for your birthday",
		},
		echoReply: []string{
			"Going well, I've stopped dreaming about toast",
			"Mostly! There was a small incident with a doughnut",
			"Ha, you'll have to wait and see what I bring",
		},
		staleAsk: []string{
			"Are you still on {v}, or can I bring biscuits?",
			"Is it still {v} for you? Planning the menu for the weekend",
		},
		staleFix: []string{
			"Nope, gave that up ages ago, keep up",
			"Not any more, I'll tell you what I can eat nearer the time",
			"Ha, that was two plans ago",
		},
		plan: []string{
			"There's no way I'd survive {v}, I like cheese too much",
			"Maybe I'll try {v} after Christmas, famous last words",
			"My doctor keeps mentioning {v}, not happening yet",
		},
		memory: []string{
			"Remember when we both tried {v} for a week and lasted two days?",
			"Remember your mum putting us both on {v} before the prom? Never again",
		},
		past: []string{
			"Found my old {v} meal planner in a drawer, so many crossings out",
			"I still have the {v} app on my phone from back then, should delete it",
			"Gave away all my old {v} snacks to the food bank",
		},
		still: []string{
			"Is {name} still following {v}, per the thread?",
			"Should you still bring {v}-friendly food for {name}?",
			"Are {name}'s meals still {v} ones?",
		},
		stillWhen: []string{
			"Was {name} still following {v} {when}?",
			"Were {name}'s meals still {v} ones {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Ottmar", "Seren", "Lowenna", "Cadoc", "Marit", "Wojtek",
				"Yseult", "Gwydion", "Romilly", "Anders", "Tahlia", "Jensine"},
			chatter: []string{
				"We had a row about the dishwasher that somehow lasted a whole weekend",
				"Date night was a disaster, the restaurant lost our booking",
				"We're trying to plan a holiday and can't agree on a single thing",
				"I've been dragged to another wedding fair, send help",
			},
			other: []string{
				"Did you hear Isla's engaged to {v}? I didn't even know they were together",
				"Petra's new man {v} is coming to the barbecue, I have questions",
				"Conall and {v} have split up, he's in bits",
				"My brother's marrying {v} next spring and I'm doing a reading",
			},
			assistant: []string{
				"You should meet my mate {v}, honestly, you'd get on",
				"If you ever end up single, {v} has had a crush on you for years",
				"My colleague {v} is lovely and single, just saying",
			},
			qCurrent: []string{
				"Who is {name} with at the moment, going by the messages?",
				"Who is {name} sharing the sofa with these days, going by the messages?",
				"Who is {name}'s other half now, per the thread?",
				"If {name} got a wedding invite today, who'd be their plus-one?",
			},
			qWhen: []string{
				"Who was {name} seeing {when}, according to the messages?",
				"Who was {name} curled up on the sofa with {when}?",
				"Who would {name} have brought to a party {when}?",
			},
			qBefore: []string{
				"Before {next}, whose name went on {name}'s Christmas cards?",
				"Before {next}, who was {name}'s partner, per the messages?",
				"Going by the thread, whose relationship with {name} ended before {next}?",
			},
		},
		state: rawPleatedStmts{
			{"news", "", "me and {v} just had our fourth anniversary, can you believe it"},
			{"news", "", "off to the coast with {v} for our anniversary, my other half has booked everything"},
			{"answer", "How's your other half? Still putting up with you?", "just about! {v} says hi, by the way"},
			{"fix", "You're with {v} now, right? Someone said", "god no, that's Suki's ex! I'm with {v}, four years and counting"},
			{"roundup", "", "me and {v} are still going strong"},
			{"reaction", "Dilwyn says you're seeing {v}??", "ha, busted, yes, I'm with {v}, it's been a year"},
		},
		change: rawPleatedStmts{
			{"news", "", "so I'm seeing someone new, {new}, we met at the climbing wall last week"},
			{"news", "", "relationship news: me and {old} split up and I'm with {new} now"},
			{"answer", "Any news on the romance front?", "actually yes, I'm with {new} now, early days but it's good"},
			{"fix", "How's {v}?", "we split up, me and {old} are done and I'm with {new} now"},
			{"roundup", "", "new relationship with {new}, early days"},
			{"reaction", "Who's this {v} all over your photos??", "ha, fine, yes, me and {new} are together now, it's official"},
		},
		revert: rawPleatedStmts{
			{"news", "", "no judgement please, {old} is done with and {new} and I have patched things up"},
			{"answer", "How's the new relationship going?", "it isn't going, {old} and I called it off and I've gone back to {new}, second time lucky"},
			{"fix", "Are you and {v} still going strong?", "no, {old} and I split up, I'm back with {new} and it's good"},
			{"roundup", "", "ended things with {old} and I'm back with {new}, long story"},
			{"reaction", "Wait, are you back with {v}?!", "yes, I know, I know, {old} is out and {new} is back"},
		},
		congrats: []string{
			"Aww, {v} sounds lovely, I want to meet them",
			"I knew it! {v}! Tell me everything",
			"So happy for you and {v}, honestly",
		},
		echo: []string{
			"Say hi to {v} from me!",
			"Is {v} coming with you to the wedding?",
			"How's {v}? Still doing the night shifts?",
		},
		echoReply: []string{
			"Will do, they send love back",
			"Yes, dragging them along, they're thrilled, obviously",
			"All good, tired but good",
		},
		staleAsk: []string{
			"Are you still with {v}? Sorry, I'm so out of the loop",
			"Is {v} coming at Christmas, or is that all over?",
		},
		staleFix: []string{
			"No, that was ages ago, do keep up",
			"Ha, not for a long time, I'll fill you in properly",
			"That's well over, I'll tell you the whole saga sometime",
		},
		plan: []string{
			"If things were different I might have gone for {v}, but they're not",
			"Suki keeps trying to pair me off with {v} at parties, not happening",
			"Apparently {v} asked after me at the reunion, flattering but no",
		},
		memory: []string{
			"Remember when you fancied {v} all through sixth form?",
			"Remember {v} from uni? The one with the guitar? Saw them on telly last night",
		},
		past: []string{
			"Found a photo of me and my ex {v} in an old album, what was I thinking",
			"Bumped into {v} at the station, first time since we broke up, awkward",
			"Finally gave back {v}'s hoodie, only took a year",
		},
		still: []string{
			"Is {name} still with {v}, going by the thread?",
			"Are {name} and {v} still an item?",
			"Would {name} still bring {v} as their plus-one?",
		},
		stillWhen: []string{
			"Were {name} and {v} still an item {when}?",
			"Was {name} still with {v} {when}?",
		},
	},
}

// rawPleatedGreetings open a session; {to} is the friend.
var rawPleatedGreetings = []string{
	"Hiya {to}! How's things?",
	"Morning {to}, got a sec for a catch-up?",
	"{to}!! It's been too long, how are you?",
	"Evening {to}, are you about?",
	"Hey {to}, quick hello from the bus",
}

// rawPleatedLateGreetings open a session after a long silence.
var rawPleatedLateGreetings = []string{
	"{to}, I'm so sorry, I've been terrible at replying, life's been mad",
	"Hello stranger! Sorry for the radio silence, {to}",
	"Right, {to}, I'm finally answering your messages, don't faint",
}

// rawPleatedGreetReplies answer a greeting; {to} is the one who opened.
var rawPleatedGreetReplies = []string{
	"Hey you! All good here, go on then, what's new?",
	"Ah hello {to}! I was just thinking about you",
	"Yes! Kettle's on, tell me everything",
	"Hi hi! Always got time for you, {to}",
	"There you are! I was about to send a search party",
}

// rawPleatedSignOffs close a session; rawPleatedSignOffReplies answer.
var (
	rawPleatedSignOffs = []string{
		"Right, dinner's burning, speak soon {to} x",
		"Got to run, love to everyone x",
		"Anyway I'd better do some actual work, chat later!",
		"Off to bed, night night {to}",
		"Okay, that's my bus stop, catch you at the weekend x",
	}
	rawPleatedSignOffReplies = []string{
		"Bye lovely, speak soon x",
		"Night {to}! x",
		"Later! Don't be a stranger",
		"Go go go, talk soon",
	}
)

// rawPleatedNewsOpeners and rawPleatedNewsTails go before and after a
// statement told as news; no value.
var (
	rawPleatedNewsOpeners = []string{"Oh! News:", "Guess what?", "Okay, so, update from me:", "Right, I've been dying to tell you:", "Brace yourself:"}
	rawPleatedNewsTails   = []string{"Anyway, how are you doing?", "Tell me your news now", "What's new with you?", "Right, your turn"}
)

// rawPleatedCheers answer news without naming a value.
var rawPleatedCheers = []string{
	"No way! That's massive news",
	"Oh wow, I need all the details immediately",
	"Well, that's a turn-up, good for you",
	"Stop it, that's brilliant!",
	"Ahh I'm so pleased for you, honestly",
}

// rawPleatedNods answer news of what has not changed; no value.
var rawPleatedNods = []string{
	"Ha, of course, I knew that really",
	"Good to know, my memory is a sieve",
	"Same old you, then, I find that comforting",
	"Steady as she goes, I like it",
}

// rawPleatedRoundupOpeners, rawPleatedRoundupClosers and rawPleatedBits
// make a catching-up summary around its parts; no value.
var (
	rawPleatedRoundupOpeners = []string{"Quick update since it's been a while:", "Catch-up time, here goes:", "Right, news round-up from me:", "Life update, brace yourself:"}
	rawPleatedRoundupClosers = []string{"How about you?", "Your turn, spill", "That's me, what's going on with you?"}
	rawPleatedBits           = []string{"same old me", "the car's making a new noise", "the garden's a jungle", "still not sleeping",
		"the cat has learned to open doors", "I've taken up running again, badly"}
)

// rawPleatedAsides lead into a part on the person's other attributes.
var rawPleatedAsides = []string{"Not much new this end really.", "Oh, forgot to say,", "All quiet here.", "In case you were wondering,"}

// rawPleatedSmallTalk is either person's small talk; no value.
var rawPleatedSmallTalk = []string{
	"Did you watch the final last night? I was shouting at the telly",
	"It's been raining for nine days straight, I'm growing moss",
	"I've started a jigsaw and it's taken over the kitchen table",
	"Just finished that book you recommended, the ending wrecked me",
	"Our group chat for the reunion is chaos, have you muted it yet?",
	"Have you seen the price of butter lately? Criminal",
	"I've signed up for a pottery class, expect wonky mugs for Christmas",
	"My phone screen cracked again, third time this year",
	"Watched that documentary about octopuses, I need to talk about it",
	"Went to a wedding at the weekend and my feet still haven't forgiven me",
	"Is it just me or has this year felt about three years long?",
	"I've been learning Spanish on an app and the owl is threatening me",
}

// rawPleatedReplies are the friend's replies to small talk and news;
// rawPleatedGossipReplies to other people's news, rawPleatedPlanReplies
// to plans, rawPleatedMemoryReplies to memories, and rawPleatedShrugs the
// person's replies to a suggestion. None names a value.
var (
	rawPleatedReplies = []string{
		"Ha, that is so typical of you",
		"Oh no, that sounds like an actual nightmare",
		"Honestly, same, I feel that in my bones",
		"That made me laugh out loud on the train",
		"Ha, I'm saving that one for later",
		"You're living the dream, clearly",
		"I need a full report next time we talk",
	}
	rawPleatedGossipReplies = []string{"No way, good for them!", "I had no idea, you'll have to fill me in", "Blimey, everyone's up to something"}
	rawPleatedPlanReplies   = []string{"Ha, I'll believe it when I see it", "Never say never!", "You say that every single time"}
	rawPleatedMemoryReplies = []string{"Don't remind me, what were we thinking", "How could I forget, we were so young", "Oh god, I'd blocked that out"}
	rawPleatedShrugs        = []string{"Ha, maybe one day, not right now", "I'm good where I am, thanks", "Tempting, but no"}
)
