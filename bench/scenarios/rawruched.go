package scenarios

import (
	"slices"
	"strings"
	"time"
)

// The ruched set lives in its own file, as the veiled to couched sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's chat history with a general-purpose
// AI assistant (ChatGPT style) over many months: they come to get things
// done, and their own facts arrive inside task requests, not as news.
// Every session is a new chat, days or weeks after the last, opened by
// the person's request (role user, their first name as speaker) and
// answered at length by the assistant (role assistant, speaker
// AssistantSpeaker); every message of the person's is answered, but the
// first of two sent seconds apart. A session is about one task
// (rawRuchedTasks): writing help (letters, emails, bios, replies),
// food (meal plans, recipes, shopping lists), local life (commutes,
// landlords, councils), life admin (packing lists, budgets, gifts, dates),
// career (CVs, cover letters, interviews), or tech (code and spreadsheet
// questions, which name no fact of the person's at all). The person keeps
// one manner all through (rawRuchedPeople): brisk imperatives, long
// rambling paragraphs, bullet lists of requirements, prompts with
// "Context: / Task: / Constraints:" headers, pasting their own texts,
// corrections, follow-ups ("no, shorter"); some type all in lower case.
//
// A value is stated in one of eight forms (rawRuchedStmt): inside a
// request of one line (request: "plan me a week of dinners, I'm X and I
// cook for one"); a clause of a long rambling paragraph between an
// opener and the request it gives context for (ramble); the Context line
// of a prompt with Context, Task and Constraints lines (brief); one
// bullet of a request's list of requirements (bullets); a text of the
// person's own they paste in quotes for the assistant to proofread or
// tidy (paste: their bio, their LinkedIn post, their note); the
// correction after the assistant's answer assumed a stale or a wrong
// value (fix: "I'm not in X any more, I moved to Y in march"); a
// follow-up after the assistant's value-less answer ("actually swap the
// food, I forgot to say I've gone X"; followup); or two messages seconds
// apart, the value in the second (split). A statement may be one task's
// only (rawRuchedStmt.task), and every task dealing with an attribute
// hears every form.
//
// Gold follows the stitched rule: a gold turn is one in which the person
// states their own value of the asked attribute as holding at that time,
// in their own words: inside a request, a prompt's context, a bullet or a
// text of their own they paste, as long as the value's name is written
// out and it is their own current value; never the assistant's. Of a
// statement split over two messages the one holding the value is gold (the
// first names none). A corrected statement is a statement, and a value
// corrected away (the assistant's stale or wrong assumption) is not the
// one that holds. The oracle reads a ruched turn and the set's statement
// templates as rawSpoken writes them, so a turn in lower case, a prompt
// or a list on lines of their own, or a text pasted in quotes reads as its
// cased one-line twin, and values compare without case.
//
// Distractors: drafts and requests for someone else ("write a bio for my
// sister, she's a nurse at X"; a partner's own job); texts by other
// people the person pastes (a friend's message saying where they live);
// role-play and fiction; hypotheticals, comparisons, a job applied for
// and not got, a diet considered; trips, visits, clients and events for
// others; earlier values told as past; jokes; refusals of the assistant's
// suggestions naming them; the assistant's confirmations and answers
// naming the value that holds (allowed, never gold), its suggestions
// naming other values, its answers on an earlier value (put right by the
// person without naming a value), its misreadings of a line naming a
// value not the person's, which the person denies; and the person's other
// attributes. Questions are asked as an agent using the memory would ask
// them, normally cased and punctuated; expected is the value as cased in
// its list. They ask for the value as the other sets do and also as yes/no
// "still" questions naming a stale or wrong value, expected always the
// value that held; months are asked "in", "back in", "as of mid-",
// "during" or "around", and "before X".
func init() {
	var names []string
	for _, p := range rawRuchedPeople {
		names = append(names, p.name)
	}
	var small []string
	for _, tk := range rawRuchedTasks {
		small = append(small, tk.smallTalk...)
	}
	installRawSet(PhrasingRuched, rawRuchedAttrs(), small, rawRuchedReplies,
		[]string{"in ", "back in ", "as of mid-", "during ", "around "},
		names)
}

// rawRuchedTask is a kind of task the person brings to the assistant.
// code tags the statements and lines said only in its sessions; attrs are
// the attributes whose statements its sessions hear (none for tech);
// smallTalk the person's everyday requests of the kind, naming no value.
type rawRuchedTask struct {
	code, name string
	attrs      []string
	smallTalk  []string
}

// rawRuchedFormNames are the forms a ruched statement comes in; every
// task dealing with an attribute hears all of them.
var rawRuchedFormNames = []string{"request", "ramble", "brief", "bullets", "paste", "fix", "followup", "split"}

var rawRuchedTasks = []rawRuchedTask{
	{code: "writing", name: "writing help", attrs: []string{"lives_in", "works_at", "partner"},
		smallTalk: []string{
			"write a polite email declining a wedding invite, we just can't afford the trip",
			"make this message sound less passive-aggressive: \"As I said in my last email, the form is attached.\"",
			"reply to this email for me: \"Hi, just checking whether the invoice went out last week? Thanks, Jo\"",
			"summarise this in three bullet points: \"Remote work has changed commuting patterns, with midweek trains now busier than Mondays and Fridays.\"",
			"proofread this sentence: \"Their going to love it, its the best one yet.\"",
		}},
	{code: "food", name: "food and cooking", attrs: []string{"diet", "lives_in"},
		smallTalk: []string{
			"what can I make with eggs, half a leek and some stale bread",
			"give me a dinner I can cook in one pan in twenty minutes",
			"how do I make porridge less boring, I eat it every single day",
			"convert this to grams for me: 2 cups flour, 1 cup sugar, half a cup of butter",
		}},
	{code: "local", name: "local life", attrs: []string{"lives_in"},
		smallTalk: []string{
			"draft a complaint to the bin company about three missed collections in a row",
			"how do I report a broken streetlight, it's been out for a month",
			"what's a good podcast for a forty-minute drive to work",
			"how do I get a cheaper car insurance quote at renewal time",
		}},
	{code: "life", name: "life admin", attrs: []string{"lives_in", "diet", "partner"},
		smallTalk: []string{
			"what do I pack for four days in a cabin with one small bag",
			"help me budget 2,000 a month, rent is 900 and I want to save something",
			"plan a birthday party for ten seven-year-olds on a small budget",
			"give me a morning routine that doesn't start with scrolling my phone",
		}},
	{code: "career", name: "career", attrs: []string{"works_at"},
		smallTalk: []string{
			"how do I answer the biggest weakness question without sounding fake",
			"rewrite this CV bullet to sound stronger: \"helped with rota and stock\"",
			"give me three good questions to ask at the end of an interview",
			"how do I say no to extra work without looking lazy",
		}},
	{code: "tech", name: "tech questions",
		smallTalk: []string{
			"why does my python script say list index out of range on the last line",
			"excel formula to count the cells in column B that contain the word paid",
			"explain what a git rebase does like I'm five",
			"write a regex that matches a UK postcode",
			"my laptop fan is roaring when I only have a browser open, what can I check",
		}},
}

// rawRuchedTaskOf is the task with code code.
func rawRuchedTaskOf(code string) *rawRuchedTask {
	for i := range rawRuchedTasks {
		if rawRuchedTasks[i].code == code {
			return &rawRuchedTasks[i]
		}
	}
	return &rawRuchedTasks[0]
}

// rawRuchedPerson is a user of the ruched set and their manner: lowerIn10
// is how many of ten of their messages are all in lower case; form the
// statement form they reach for most (drawn twice as often as any other);
// shapes whether they put their other requests in a list of requirements
// or under headers now and then. marks go before a message, tails after
// one.
type rawRuchedPerson struct {
	name, manner string
	lowerIn10    int
	form         string
	shapes       bool
	marks, tails []string
}

var rawRuchedPeople = []rawRuchedPerson{
	{name: "Eithne", manner: "brisk imperatives, all in lower case", lowerIn10: 10, form: "request",
		marks: []string{"quick one:", "pls"}, tails: []string{"thx", "asap pls"}},
	{name: "Padraig", manner: "long rambling paragraphs", lowerIn10: 2, form: "ramble",
		marks: []string{"right so", "ok so"}, tails: []string{"thanks a million", "sorry for the essay"}},
	{name: "Clodagh", manner: "bullet lists of requirements", lowerIn10: 3, form: "bullets", shapes: true,
		marks: []string{"hi!", "ok next one"}, tails: []string{"thanks!", "ta"}},
	{name: "Donal", manner: "prompts with Context, Task and Constraints headers", lowerIn10: 0, form: "brief", shapes: true,
		marks: []string{"Hi.", "New request."}, tails: []string{"Thanks.", "Be concise."}},
	{name: "Aisling", manner: "polite, pastes her own texts", lowerIn10: 0, form: "paste",
		marks: []string{"Hi there,", "Hello!"}, tails: []string{"Thank you so much!", "Thanks in advance."}},
	{name: "Senan", manner: "terse, all in lower case, sends messages in pieces", lowerIn10: 10, form: "split",
		marks: []string{"yo", "q:"}, tails: []string{"ty", "cheers"}},
	{name: "Gwendolyn", manner: "formal", lowerIn10: 0, form: "request",
		marks: []string{"Good afternoon.", "A request, please:"}, tails: []string{"Many thanks.", "Thank you kindly."}},
	{name: "Bogdana", manner: "chatty, full of follow-ups", lowerIn10: 4, form: "followup",
		marks: []string{"hiii", "ok another one for you"}, tails: []string{"you're the best", "ty ty"}},
	{name: "Emmerich", manner: "prompt-engineer style", lowerIn10: 0, form: "brief", shapes: true,
		marks: []string{"Instruction follows.", "Prompt:"}, tails: []string{"Output plain text.", "No preamble."}},
	{name: "Katarzyna", manner: "lists, mostly cased", lowerIn10: 2, form: "bullets", shapes: true,
		marks: []string{"hello", "ok"}, tails: []string{"thanks", "thank you!"}},
	{name: "Vasilis", manner: "rambling, mostly lower case", lowerIn10: 8, form: "ramble",
		marks: []string{"so basically", "long story but"}, tails: []string{"anyway thanks", "appreciate it man"}},
	{name: "Zenobia", manner: "terse, corrects the assistant", lowerIn10: 5, form: "fix",
		marks: []string{"fyi", "note:"}, tails: []string{"thanks", "cheers"}},
}

// rawRuchedPersonOf is the user named name.
func rawRuchedPersonOf(name string) *rawRuchedPerson {
	for i := range rawRuchedPeople {
		if rawRuchedPeople[i].name == name {
			return &rawRuchedPeople[i]
		}
	}
	return &rawRuchedPeople[0]
}

// rawRuchedStmt is one statement template (core), its form, the task it is
// said in (task: a task's code, empty any task dealing with its
// attribute) and what the form needs around it: request none (a message
// of one line); ramble (ask: the request after the paragraph, naming no
// value; the opener before it is the person's, rawRuchedOpeners); brief
// (ask: the Task line; lead: the Constraints line; the core is the Context
// line); bullets (ask: the request heading the list; lead: another
// bullet; the core is a bullet); paste (ask: the request; lead: the rest
// of the pasted text after the core); fix (ask: the person's request,
// naming no value; lead: the assistant's answer naming {v}, a stale value
// of the person's or a wrong one); followup (ask: the request; lead: the
// assistant's answer, naming no value); split (lead: the first message,
// naming no value).
type rawRuchedStmt struct{ form, task, ask, lead, core string }

// formCore makes rawRuchedStmt a formed statement (rawformed.go).
func (s rawRuchedStmt) formCore() (string, string) { return s.form, s.core }

// rawRuchedLine is a line said only in the sessions of the task with code
// task, or, with task empty, in any session.
type rawRuchedLine struct{ task, text string }

// rawRuchedEcho is the assistant naming the value that holds: the
// person's request (no value) and the answer naming {v}.
type rawRuchedEcho struct{ task, ask, line string }

// rawRuchedStale is the assistant answering on the person's earlier value:
// the request (no value), the answer naming {v} and the person putting it
// right without naming a value.
type rawRuchedStale struct{ task, ask, act, reject string }

// rawRuchedMisread is a line of the person's naming a value that is not
// theirs, {v} (a relative's, a friend's, an interview, a trip); the
// assistant reading it as the person's own, naming {v} (misread); and the
// person's denial, which may name {v} again (deny).
type rawRuchedMisread struct{ task, said, misread, deny string }

// ruchedTexts are the texts of ls, in order.
func ruchedTexts(ls []rawRuchedLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawRuchedForms are the ruched set's lists per attribute: the lists of
// rawSetLists (values and the questions; its chatter, other people's
// values and the assistant's suggestions are the texts of chatter, other
// and offer), the statements by kind, and: the assistant's answers right
// after a first statement (readback) and after a change or a revert
// (readbackNew), naming the value just stated {v}; texts by other people
// the person pastes, naming another value (pasted); role-play and
// fiction (fiction); the assistant's answers naming the value that holds
// (echo), its answers on an earlier value (stale), its misreadings
// (misread); trips, visits, clients and events for others (elsewhere);
// plans, hypotheticals, comparisons and applications (plan); earlier
// values told as past (past); jokes naming a value (joke); refusals of a
// suggestion naming its value (reject); and the questions that name a
// stale or wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawRuchedForms struct {
	lists                 rawSetLists
	state, change, revert []rawRuchedStmt
	readback, readbackNew []string
	chatter, other, offer []rawRuchedLine
	pasted, fiction       []rawRuchedLine
	echo                  []rawRuchedEcho
	stale                 []rawRuchedStale
	misread               []rawRuchedMisread
	elsewhere, plan, past []rawRuchedLine
	joke, reject          []rawRuchedLine
	still, stillWhen      []string
}

// rawRuchedAttrs are the ruched set's lists per attribute as
// installRawSet takes them.
func rawRuchedAttrs() map[string]rawSetLists {
	return formedLists(rawRuchedByAttr, func(f rawRuchedForms) (rawSetLists, []rawRuchedStmt, []rawRuchedStmt, []rawRuchedStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = ruchedTexts(f.chatter), ruchedTexts(f.other), ruchedTexts(f.offer)
		return l, f.state, f.change, f.revert
	})
}

// ruches reports whether g's set is a person's chat history with a
// general-purpose assistant (the ruched set).
func (g *rawGen) ruches() bool { return g.ph == PhrasingRuched }

// rawRuchedRun is one ruched conversation being written.
type rawRuchedRun struct {
	*rawGen
	f       rawRuchedForms
	p       *rawRuchedPerson
	tasks   []*rawRuchedTask // the tasks dealing with the asked attribute
	task    *rawRuchedTask   // the session's
	filling bool             // a filler session is being opened
	said    string
	used    map[string]bool // the templates said in this session
}

// assistantChats writes a ruched conversation and its questions: the
// person's manner is their name's (rawRuchedPersonOf); a statement's
// session is about a task dealing with the asked attribute, a filler
// session about one of those three times in five, about tech one time in
// five, else about any task; their other attributes get values of the set
// that hold all through (g.bg); each statement comes 90 to 150 days after
// the previous one or after six to ten sessions (times the filler scale),
// whichever is later.
func (g *rawGen) assistantChats(vals []string, revert, chatty bool) {
	r := &rawRuchedRun{rawGen: g, f: rawRuchedByAttr[g.a.predicate], p: rawRuchedPersonOf(g.who)}
	for i := range rawRuchedTasks {
		if slices.Contains(rawRuchedTasks[i].attrs, g.a.predicate) {
			r.tasks = append(r.tasks, &rawRuchedTasks[i])
		}
	}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// user is a message of the person's, as they type it, a minute or a few
// after the last turn (the assistant's answer, read first).
func (r *rawRuchedRun) user(text string) string {
	id, _ := r.turn(r.who, "user", r.written(text), time.Duration(50+r.rng.IntN(250))*time.Second)
	return id
}

// userSoon is the next message of two sent together, seconds after the
// one before it.
func (r *rawRuchedRun) userSoon(text string) (string, time.Time) {
	return r.turn(r.who, "user", r.written(text), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// assistant is the assistant's answer, seconds after the last turn.
func (r *rawRuchedRun) assistant(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(6+r.rng.IntN(30))*time.Second)
}

// written is text as the person types it: all in lower case lowerIn10
// times in ten, else with its first letter capitalized.
func (r *rawRuchedRun) written(text string) string {
	if r.rng.IntN(10) < r.p.lowerIn10 {
		return strings.ToLower(text)
	}
	return capitalize(text)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawRuchedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// rawRuchedHeard reports whether a line tagged tag is said in a session
// of task tk: untagged, or tagged with its code.
func rawRuchedHeard(tag string, tk *rawRuchedTask) bool {
	return tag == "" || tag == tk.code
}

// line is a line of ls said in the session's task, not yet said in this
// session if one of three tries finds one.
func (r *rawRuchedRun) line(ls []rawRuchedLine) string {
	var tpls []string
	for _, l := range ls {
		if rawRuchedHeard(l.task, r.task) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// mine are the statements of s the session's task hears.
func (r *rawRuchedRun) mine(s []rawRuchedStmt) []rawRuchedStmt {
	var out []rawRuchedStmt
	for _, st := range s {
		if rawRuchedHeard(st.task, r.task) {
			out = append(out, st)
		}
	}
	return out
}

// wrap puts one of the person's marks before text one time in four (a
// sentence of its own before a capital) and one of their tails after it
// one time in four.
func (r *rawRuchedRun) wrap(text string) string {
	if r.rng.IntN(4) == 0 {
		m := pick(r.rng, r.p.marks)
		if strings.HasSuffix(m, ".") || strings.HasSuffix(m, "!") {
			text = capitalize(text)
		}
		text = m + " " + text
	}
	return r.tail(text)
}

// tail puts one of the person's tails after text one time in four, a
// sentence of its own where it starts with a capital.
func (r *rawRuchedRun) tail(text string) string {
	if r.rng.IntN(4) == 0 {
		t := pick(r.rng, r.p.tails)
		if t[0] >= 'A' && t[0] <= 'Z' && !strings.ContainsAny(text[len(text)-1:], ".!?") {
			text += "."
		}
		text += " " + t
	}
	return text
}

// shaped is a request of the person's as they put it: for those who
// shape their requests, one time in two under Task and Constraints
// headers or with a list of requirements after it; else wrapped.
func (r *rawRuchedRun) shaped(text string) string {
	if !r.p.shapes || r.rng.IntN(2) == 0 {
		return r.wrap(text)
	}
	reqs := pickN(r.rng, rawRuchedReqs, 2)
	if r.p.form == "brief" {
		return "Task: " + text + "\nConstraints: " + reqs[0] + ", " + reqs[1]
	}
	return text + "\nrequirements:\n- " + reqs[0] + "\n- " + reqs[1]
}

// open starts a new chat on r.t's day about a task: one dealing with the
// asked attribute, or in a filler session one time in five tech and one
// time in five any task.
func (r *rawRuchedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.task = r.tasks[r.rng.IntN(len(r.tasks))]
	if r.filling {
		switch r.rng.IntN(5) {
		case 0:
			r.task = rawRuchedTaskOf("tech")
		case 1:
			r.task = &rawRuchedTasks[r.rng.IntN(len(rawRuchedTasks))]
		}
	}
}

// close ends a session one time in two with the person's thanks and the
// assistant's sign-off.
func (r *rawRuchedRun) close() {
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, rawRuchedThanks))
		r.assistant(pick(r.rng, rawRuchedSignOffs))
	}
}

// confirm answers statement vals[i]: one time in two the assistant's
// answer naming the value (after a change, the new one), one time in
// three of those with a suggestion naming another value after it; else a
// reply naming none.
func (r *rawRuchedRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		l := r.f.readback
		if i > 0 {
			l = r.f.readbackNew
		}
		text := fillOne(pick(r.rng, l), map[string]string{"v": vals[i]})
		if r.rng.IntN(3) == 0 {
			text += " " + fillOne(r.line(r.f.offer), map[string]string{"v": pick(r.rng, r.otherValues(vals)), "cur": vals[i]})
		}
		r.assistant(text)
		return
	}
	r.assistant(pick(r.rng, rawReplies[r.ph]))
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the session's task, its form first (each as likely, the person's
// own form twice as likely), with the turns the form needs around it, and
// returns the statement's turn and its time.
func (r *rawRuchedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	var forms []string
	for _, st := range r.mine(s) {
		if !slices.Contains(forms, st.form) {
			forms = append(forms, st.form)
		}
	}
	if slices.Contains(forms, r.p.form) {
		forms = append(forms, r.p.form)
	}
	form := forms[r.rng.IntN(len(forms))]
	var of []rawRuchedStmt
	for _, st := range r.mine(s) {
		if st.form == form {
			of = append(of, st)
		}
	}
	st := of[r.rng.IntN(len(of))]
	if st.core == r.said {
		st = of[r.rng.IntN(len(of))]
	}
	r.said = st.core
	core := fillOne(st.core, vars)
	var id string
	switch st.form {
	case "request":
		id = r.user(r.wrap(core))
	case "ramble":
		id = r.user(pick(r.rng, rawRuchedOpeners) + " " + core + ". " + st.ask)
	case "brief":
		id = r.user("Context: " + core + "\nTask: " + st.ask + "\nConstraints: " + st.lead)
	case "bullets":
		items := []string{st.lead, core}
		if r.rng.IntN(2) == 0 {
			items = []string{core, st.lead}
		}
		if r.rng.IntN(2) == 0 {
			items = append(items, pick(r.rng, rawRuchedReqs))
		}
		id = r.user(st.ask + "\n- " + strings.Join(items, "\n- "))
	case "paste":
		id = r.user(st.ask + "\n\n\"" + core + ". " + st.lead + "\"")
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong assumption
		if i > 0 {
			lv = vals[i-1] // the value left, which the assistant still assumes
		}
		r.user(r.wrap(st.ask))
		r.assistant(fillOne(st.lead, map[string]string{"v": lv}))
		id = r.user(r.tail(core))
	case "followup":
		r.user(r.wrap(st.ask))
		r.assistant(st.lead)
		id = r.user(r.tail(core))
	default: // split
		r.user(st.lead)
		id, _ = r.userSoon(r.tail(core))
	}
	at := r.t
	r.confirm(vals, i)
	return id, at
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, two to nine days apart, one time in six three to six weeks.
func (r *rawRuchedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(8)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.filling = true
		r.open()
		r.filling = false
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday request of the person's in the session's task
// and the assistant's answer, one time in four followed by a follow-up
// naming no value and the assistant's revision.
func (r *rawRuchedRun) smallTalk() {
	t := r.fresh(r.task.smallTalk)
	r.user(r.shaped(t))
	r.answer(t)
	if r.rng.IntN(4) == 0 {
		k := r.rng.IntN(len(rawRuchedFollowups))
		r.user(rawRuchedFollowups[k])
		r.assistant(rawRuchedRevisions[k])
	}
}

// answer is the assistant's answer to the person's request t, or a reply.
func (r *rawRuchedRun) answer(t string) {
	r.assistant(r.answerOr(rawRuchedAnswers, t))
}

// exchange is one exchange after statement vals[i], its lines those said
// in the session's task: a request; a request on the topic naming no
// value; the person's other attributes; a draft for someone else; a text
// by someone else pasted in; role-play or fiction; a trip, a visit, a
// client or an event for others; a plan, a hypothetical or a comparison;
// an earlier value told as past; a joke naming another value; the
// assistant's misreading of a line naming a value not the person's and
// the denial; its answer naming the value that holds; its answer on an
// earlier value, put right without a value; its suggestion naming another
// value and the refusal. A tech session has requests only.
func (r *rawRuchedRun) exchange(vals []string, i int, chatty bool) {
	if r.task.code == "tech" {
		r.smallTalk()
		return
	}
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	say := func(ls []rawRuchedLine, v string, reply []string) {
		r.user(r.shaped(fillOne(r.line(ls), map[string]string{"v": v})))
		r.assistant(pick(r.rng, reply))
	}
	switch x := r.rng.IntN(50); {
	case x < 7:
		r.smallTalk()
	case x < 9:
		t := r.line(f.chatter)
		r.user(r.shaped(t))
		r.answer(t)
	case x < 12:
		r.background()
	case x < 16:
		say(f.other, pick(r.rng, others), rawRuchedOthersReplies)
	case x < 19:
		say(f.pasted, pick(r.rng, others), rawRuchedPastedReplies)
	case x < 22:
		say(f.fiction, pick(r.rng, others), rawRuchedFictionReplies)
	case x < 25:
		say(f.elsewhere, pick(r.rng, others), rawRuchedElsewhereReplies)
	case x < 29:
		say(f.plan, pick(r.rng, others), rawRuchedPlanReplies)
	case x < 31 && len(past) > 0:
		say(f.past, pick(r.rng, past), rawRuchedPastReplies)
	case x < 33:
		say(f.joke, pick(r.rng, others), rawRuchedJokeReplies)
	case x < 36:
		v := pick(r.rng, others)
		m := ruchedPick(r, f.misread, func(m rawRuchedMisread) string { return m.task })
		r.user(r.wrap(fillOne(m.said, map[string]string{"v": v})))
		r.assistant(fillOne(m.misread, map[string]string{"v": v}))
		r.user(fillOne(m.deny, map[string]string{"v": v}))
		r.assistant(pick(r.rng, rawRuchedSorry))
	case x < 40 && r.cur != "":
		e := ruchedPick(r, f.echo, func(e rawRuchedEcho) string { return e.task })
		r.user(r.wrap(e.ask))
		r.assistant(fillOne(e.line, map[string]string{"v": r.cur}))
	case x < 43 && len(past) > 0:
		s := ruchedPick(r, f.stale, func(s rawRuchedStale) string { return s.task })
		r.user(r.wrap(s.ask))
		r.assistant(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject)
		r.assistant(pick(r.rng, rawRuchedSorry))
	default:
		r.suggest(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.suggest(others)
	}
}

// background is a request of the person's stating one of their other
// attributes (its value holds all through) that the session's task hears,
// and the answer to it; else a request.
func (r *rawRuchedRun) background() {
	var sts []rawRuchedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range r.mine(rawRuchedByAttr[a].state) {
			if st.form == "request" && !r.used[st.core] {
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
	r.user(r.wrap(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})))
	r.answer(sts[k].core)
}

// suggest is a request of the person's answered with a suggestion naming
// another value, and their refusal, naming it again one time in two, and
// the assistant's reply.
func (r *rawRuchedRun) suggest(others []string) {
	v := pick(r.rng, others)
	t := r.fresh(r.task.smallTalk)
	r.user(r.shaped(t))
	r.assistant(r.answerOr(rawRuchedAnswers, t) + " " + fillOne(r.line(r.f.offer), map[string]string{"v": v, "cur": r.cur}))
	if r.rng.IntN(2) == 0 {
		r.user(fillOne(r.line(r.f.reject), map[string]string{"v": v}))
	} else {
		r.user(pick(r.rng, rawRuchedDeclines))
	}
	r.assistant(pick(r.rng, rawRuchedNoted))
}

// ruchedPick is an item of xs said in the session's task (task its tag).
func ruchedPick[T any](r *rawRuchedRun, xs []T, task func(T) string) T {
	return pickWhere(r.rng, xs, func(x T) bool { return rawRuchedHeard(task(x), r.task) })
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawRuchedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawRuchedOpeners open a rambling paragraph; rawRuchedReqs are the
// requirements the person lists or puts under Constraints. No value.
var (
	rawRuchedOpeners = []string{
		"ok this is going to be long, sorry, but the background matters.",
		"bit of background first because otherwise you'll give me something generic:",
		"so, context, and bear with me because I ramble:",
		"I'll give you the whole story first.",
		"right, where do I start. so",
	}
	rawRuchedReqs = []string{"keep it under 150 words", "friendly but not gushing", "plain English", "no emojis",
		"UK spelling", "skip the long intro", "bullet points are fine"}
)

// The person's lines naming no value: thanks closing a chat, follow-ups
// on an answer (each answered by the revision of rawRuchedRevisions at
// its index), refusals of a suggestion.
var (
	rawRuchedThanks    = []string{"perfect, that's exactly what I needed", "great, thank you, that's me sorted", "brilliant, saving this one"}
	rawRuchedFollowups = []string{"no, shorter, half the length", "can you make it sound less like a robot wrote it", "put that in a table please", "make it a bit warmer, it reads cold"}
	rawRuchedDeclines  = []string{"no, I'll pass on that suggestion", "not for me, but thanks for the idea", "let's leave that part out"}
)

// The assistant's lines naming no value.
var (
	rawRuchedSignOffs  = []string{"You're welcome! Good luck with it, and come back any time if you want to tweak anything.", "Glad it helped! Let me know how it goes.", "Anytime. If anything changes, just tell me and I'll adjust it."}
	rawRuchedRevisions = []string{"Sure, here's a tighter version that keeps the main points and drops the filler.", "Of course. I've loosened the tone and cut the stiff phrases, so it reads more like you.", "Here it is as a table, with one row per item and the details in the second column.", "Done. I've added a warmer opening line and softened the ending."}
	rawRuchedSorry     = []string{"Sorry about that, I got the wrong end of the stick. I'll go by what you've told me.", "Thanks for setting me straight! I won't assume that again.", "My mistake, apologies. Let me know if you'd like me to redo anything."}
	rawRuchedNoted     = []string{"No problem, I'll leave that out.", "Fair enough! I'll stick to what you asked for.", "Understood. Happy to suggest something else if you want."}

	rawRuchedOthersReplies    = []string{"Happy to help! Here's a first draft written for them. Check the details, since you know them better than I do.", "Here's a version for them. I've kept it warm and specific; swap in anything that isn't quite right.", "Of course. Here are a few ideas to pass on, starting with the easiest."}
	rawRuchedPastedReplies    = []string{"Here's a reply you could send. It's friendly, answers their question and doesn't over-explain.", "In short: they're sharing news and would like to hear back. Here's a short, warm reply.", "Here's a summary of the message and a suggested answer underneath."}
	rawRuchedFictionReplies   = []string{"Here's a short piece. I've kept it light, with a twist at the end.", "Love this prompt! Here's my take, about three hundred words.", "Sure, let's play. I'll start the scene and you jump in whenever you like."}
	rawRuchedElsewhereReplies = []string{"Here's a plan for the trip, with the must-dos first and a few backups in case of rain.", "Here's a draft. I've kept it professional and short.", "Good idea to plan ahead. Here's a list to get you started."}
	rawRuchedPlanReplies      = []string{"Good question, and nothing needs deciding today. Here are the main things to weigh up.", "Here's a quick comparison so you can think it over, pros first and then the catches.", "It's worth doing some homework first. Here are a few points to check before you commit to anything."}
	rawRuchedPastReplies      = []string{"Sounds like a lot of memories! Here's what I can help with.", "Here you go. I've kept it nostalgic without being soppy.", "Happy to help with that. Here are a few suggestions."}
	rawRuchedJokeReplies      = []string{"Ha! I'll take that as a joke and not rewrite your life plans just yet.", "That made me laugh. Back to the real question?", "Noted as a joke, not a life update!"}
)

// rawRuchedReplies are the assistant's answers naming no value.
var rawRuchedReplies = []string{
	"Here's a draft to start from. I've kept it clear and friendly; tell me what to change and I'll adjust it.",
	"Sure! Here's what I'd suggest, in order of effort, with the quickest wins first.",
	"Great, here's a version that should work. Want me to make it shorter or more formal?",
	"Here you go. I've added a couple of options at the end in case the first doesn't suit.",
	"Good plan. Here's a step-by-step version you can follow, with rough times for each step.",
	"Happy to help. Here's a first pass, and we can refine it together.",
}

// rawRuchedAnswers are the assistant's answers to the person's everyday
// requests, by request. No value.
var rawRuchedAnswers = map[string]string{
	"write a polite email declining a wedding invite, we just can't afford the trip":                                                                  "Here's a warm decline: thank them for the invite, say you're sorry you can't make it, wish them a wonderful day and suggest a dinner when they're back from the honeymoon.",
	"make this message sound less passive-aggressive: \"As I said in my last email, the form is attached.\"":                                          "Try: \"Just re-attaching the form here in case it got buried. Let me know if anything's unclear!\" It says the same thing without the edge.",
	"reply to this email for me: \"Hi, just checking whether the invoice went out last week? Thanks, Jo\"":                                            "Here's a reply: \"Hi Jo, yes, it went out last Thursday. I've attached a copy in case it didn't arrive. Thanks!\"",
	"summarise this in three bullet points: \"Remote work has changed commuting patterns, with midweek trains now busier than Mondays and Fridays.\"": "Remote work has shifted commuting; midweek trains are now the busiest; Mondays and Fridays are quieter than they used to be.",
	"proofread this sentence: \"Their going to love it, its the best one yet.\"":                                                                      "Corrected: \"They're going to love it; it's the best one yet.\" Two fixes: they're, and it's.",
	"what can I make with eggs, half a leek and some stale bread":                                                                                     "A savoury bread pudding! Soften the leek in butter, tear the bread, pour over beaten eggs with a splash of milk, and bake for 25 minutes.",
	"give me a dinner I can cook in one pan in twenty minutes":                                                                                        "Try a one-pan gnocchi: fry shop-bought gnocchi until golden, add cherry tomatoes, garlic and spinach, and finish with a squeeze of lemon.",
	"how do I make porridge less boring, I eat it every single day":                                                                                   "Rotate toppings: grated apple and cinnamon, peanut butter and banana, or stewed berries. A pinch of salt while cooking helps a lot too.",
	"convert this to grams for me: 2 cups flour, 1 cup sugar, half a cup of butter":                                                                   "Roughly 250g flour, 200g sugar and 115g butter. Flour varies, so spoon it into the cup rather than scooping.",
	"draft a complaint to the bin company about three missed collections in a row":                                                                    "Here's a firm but polite complaint listing the three dates, asking for a collection this week and a reduction on this quarter's bill.",
	"how do I report a broken streetlight, it's been out for a month":                                                                                 "Most councils have an online fault form: give the pole number if you can see it, the nearest address, and how long it's been out.",
	"what's a good podcast for a forty-minute drive to work":                                                                                          "A few picks: a true-crime series with short episodes, a daily news briefing, or a comedy panel show. Episodes around 40 minutes fit the drive.",
	"how do I get a cheaper car insurance quote at renewal time":                                                                                      "Compare quotes three to four weeks before renewal, check your mileage is accurate, and ring your current insurer to ask them to match the best price.",
	"what do I pack for four days in a cabin with one small bag":                                                                                      "Three tops, two bottoms, a light jacket, underwear and socks for four days, one pair of extra shoes, toiletries in a clear bag, chargers and a book.",
	"help me budget 2,000 a month, rent is 900 and I want to save something":                                                                          "After rent: 250 for food, 150 for bills, 120 for transport, 200 for fun, 100 for irregular costs, and 280 straight into savings on payday.",
	"plan a birthday party for ten seven-year-olds on a small budget":                                                                                 "A treasure hunt at home or in the park, homemade pizzas, a piñata and a cake. Two hours is plenty at that age.",
	"give me a morning routine that doesn't start with scrolling my phone":                                                                            "Phone charging outside the bedroom, a glass of water, ten minutes of stretching, then breakfast before you check anything.",
	"how do I answer the biggest weakness question without sounding fake":                                                                             "Pick a real but manageable weakness, give a concrete example, and explain what you're doing about it. Keep it under a minute.",
	"rewrite this CV bullet to sound stronger: \"helped with rota and stock\"":                                                                        "Try: \"Planned weekly staff rotas and managed stock orders, cutting waste and last-minute shortages.\"",
	"give me three good questions to ask at the end of an interview":                                                                                  "What does success look like in the first six months? What's the team's biggest challenge right now? How do you support people's development?",
	"how do I say no to extra work without looking lazy":                                                                                              "Say what you're working on, ask which priority should move if you take the new task on, and offer a realistic date instead.",
	"why does my python script say list index out of range on the last line":                                                                          "You're asking for an index past the end of the list. Print len() of the list before that line; an off-by-one in a loop is the usual cause.",
	"excel formula to count the cells in column B that contain the word paid":                                                                         "Use =COUNTIF(B:B,\"*paid*\"). The asterisks match any text before or after the word.",
	"explain what a git rebase does like I'm five":                                                                                                    "Imagine your work is a stack of blocks on an old table. Rebase lifts your blocks and puts them on the newest table, in the same order.",
	"write a regex that matches a UK postcode":                                                                                                        "A practical one: ^[A-Z][A-Z]?[0-9][A-Z0-9]? ?[0-9][A-Z][A-Z]$ with the case-insensitive flag. It covers the normal formats.",
	"my laptop fan is roaring when I only have a browser open, what can I check":                                                                      "Open the task manager and sort by CPU: a single tab or an extension is often the culprit. Cleaning the vents helps too.",
	"what's a reasonable amount to spend on a removal van":                                                                                            "For a one-bed within the same county, a man-and-van for half a day is usually enough; get three quotes and check insurance is included.",
	"how do I set up mail forwarding when I move":                                                                                                     "Use the postal service's redirection form online a week before the move; three months is usually enough while you update everyone.",
	"the landlord has sat on my deposit for six weeks, what are my options":                                                                           "Write to the landlord asking for the deposit within 10 days, mention the protection scheme, and raise a dispute with the scheme if that fails.",
	"is it normal for bin collection to change days with no notice":                                                                                   "It happens around bank holidays, but they should publish changes. Check the council's collection calendar and report a missed bin if not.",
	"what should I look for when viewing a flat":                                                                                                      "Check water pressure, signs of damp, phone signal, the boiler's age, and ask what the bills usually come to. Visit once after dark too.",
	"how long should a cover letter be these days":                                                                                                    "Three or four short paragraphs, under a page. Hiring managers skim, so lead with why you fit the role.",
	"what's the polite way to decline a meeting that could be an email":                                                                               "Reply asking whether a short written update would work instead, and offer to join if there's a decision to make.",
	"when in the hiring process do I bring up pay":                                                                                                    "Yes, if it hasn't come up, ask about the range near the end. It saves everyone time.",
	"how do I write a sick-day message that doesn't over-explain":                                                                                     "Keep it to two lines: you're unwell, you won't be in today, and who to contact for anything urgent.",
	"how much notice should I give if my contract doesn't say":                                                                                        "The legal minimum is usually a week, but two weeks or a month is the polite norm. Check your contract's handbook too.",
	"how many days can leftover curry sit in the fridge":                                                                                              "Cool it quickly and eat it within a day; reheat it until it's steaming hot all the way through.",
	"what's a good cheap source of protein for lunches":                                                                                               "Eggs, tinned beans, lentils, tofu and Greek yoghurt are all cheap and keep well.",
	"how do I stop my batch-cooked meals tasting the same every day":                                                                                  "Cook a plain base and change the topping: a squeeze of lime one day, chilli oil the next, fresh herbs after that.",
	"what do I bring to a potluck when I don't know what people eat":                                                                                  "A big grain salad with the dressing on the side, plus a label listing the ingredients, suits almost everyone.",
	"is it worth buying a slow cooker for one person":                                                                                                 "A small 1.5-litre one, yes: cook four portions and freeze three.",
	"how do I plan a surprise without my partner finding out":                                                                                         "Use a separate note app, get one trusted friend in on it, and pick a cover story that explains why you're busy.",
	"what's a fair way to split bills as a couple":                                                                                                    "Many couples split in proportion to income: each pays the same share of their take-home pay into a joint account for bills.",
	"how soppy is too soppy for an anniversary card":                                                                                                  "If it makes you both smile, it's fine. One specific memory beats three lines of poetry.",
	"any ideas for a date night at home that isn't a film":                                                                                            "Cook a dish from a country you want to visit, play a board game, or do a puzzle with a playlist on.",
	"how do couples deal with different sleep schedules":                                                                                              "An eye mask, earplugs and a shared wind-down time a few nights a week help a lot.",
}

// The ruched set's own lists per attribute. The person's lists are
// written as people type to an assistant, first letter in lower case (the
// generator capitalizes it, or writes the turn in their manner); the
// assistant's lines and the questions are standard English. A statement
// neither starts nor ends with a placeholder, so the oracle reads the
// value whole.
var rawRuchedByAttr = map[string]rawRuchedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Athlone", "Dundalk", "Letterkenny", "Mullingar", "Drogheda", "Castlebar",
				"Clonmel", "Tullamore", "Kinsale", "Killarney", "Penticton", "Lethbridge"},
			qCurrent: []string{
				"Before suggesting anything local: which town does {name} live in now?",
				"Personalising a reply for {name}: where are they living these days?",
				"Which town should I assume {name} is based in today?",
				"From {name}'s chat history, what is their current town of residence?",
			},
			qWhen: []string{
				"Scanning {name}'s requests: which town did they give as home {when}?",
				"Which town was home for {name} {when}?",
				"Which town would local suggestions for {name} have targeted {when}?",
			},
			qBefore: []string{
				"Ahead of the move to {next}, which town was {name} in?",
				"Where did {name} call home until the {next} chapter began?",
				"Going by the chat history, what was {name}'s town prior to {next}?",
			},
		},
		state: []rawRuchedStmt{
			{form: "request", core: "what's the easiest way to get to the airport early on a saturday? I live in {v} and I don't drive"},
			{form: "request", task: "local", core: "find me a decent boiler repair service, I live in {v} and mine sounds like a jet engine"},
			{form: "request", task: "food", core: "suggest a few takeaways worth trying, we live in {v} and I'm bored of the usual pizza place"},
			{form: "ramble", core: "we've been renting a little house in {v} for about three years now and honestly I love it",
				ask: "Anyway, can you help me write a polite note to the neighbours about their bins?"},
			{form: "brief", core: "I live in {v} and work from home three days a week",
				ask: "suggest a weekly routine that gets me outside more", lead: "no gym membership, under 30 minutes a day"},
			{form: "bullets", ask: "make me a list of weekend day trips, some details:",
				lead: "nothing over two hours on the bus", core: "starting point is my flat in {v}, near the station"},
			{form: "paste", ask: "can you tidy up the about-me for my running club profile? I wrote it myself:",
				core: "I'm a lifelong early riser living in {v}, where the hills keep me honest",
				lead: "I run three mornings a week and I'm always up for a slow Sunday long run."},
			{form: "fix", ask: "draft a letter to the council about the potholes on my road",
				lead: "Here's a draft addressed to {v} County Council: \"Dear Sir or Madam, I am writing as a resident about the state of the road surface...\"",
				core: "wrong council, I never said that, home for me is {v}, redo it please"},
			{form: "followup", ask: "what's a good weekend plan for someone who's a bit burnt out?",
				lead: "Here are a few low-effort ideas: a long walk somewhere green, a slow breakfast out, an afternoon in a local museum and an early night. Want me to tailor it to where you are?",
				core: "yes please, I'm living in {v}, so keep it close to there"},
			{form: "split", lead: "need a hand with something local",
				core: "I'm based in {v}, where's good for a quiet coffee and a few hours on the laptop?"},
		},
		change: []rawRuchedStmt{
			{form: "request", core: "I just moved to {new}, what do I need to sort out in the first month? gas, bins, GP, that sort of thing"},
			{form: "request", task: "local", core: "I've moved from {old} to {new}, can you list everyone I need to tell about the new address"},
			{form: "ramble", core: "so we finally left {old} and moved into a place in {new} last weekend, boxes everywhere",
				ask: "Anyway, can you give me a simple unpacking plan so I don't lose my mind?"},
			{form: "brief", core: "I moved to {new} two weeks ago and don't know anyone here yet",
				ask: "suggest ways to meet people", lead: "introvert-friendly, cheap, evenings only"},
			{form: "bullets", ask: "help me plan my new commute, things to know:",
				lead: "I start at half eight", core: "home is {new} now since the move in the spring"},
			{form: "paste", ask: "proofread my change-of-address email to the bank, I wrote it:",
				core: "please note that I have moved to 4 Abbey Lane in {new} and would like my statements sent there",
				lead: "Thank you for updating your records."},
			{form: "fix", ask: "what's the nearest swimming pool to me?",
				lead: "The closest public pool to {v} is at the leisure centre on the main street, open from 7am.",
				core: "I'm not in {old} any more, I moved to {new} in march, check there instead"},
			{form: "followup", ask: "write a short message to my landlord asking when the boiler will be fixed",
				lead: "Here's a polite version: \"Hi, just checking in on the boiler repair. Could you let me know when someone can come out? Thanks!\"",
				core: "actually it's a new landlord, we moved to {new} last month, can you make it more of a hello as well"},
			{form: "split", lead: "ok, life admin question",
				core: "we moved house to {new} at the weekend, what do I do about my car tax address"},
		},
		revert: []rawRuchedStmt{
			{form: "request", core: "we've moved back from {old} to {new}, can you redo my list of who to tell about the address"},
			{form: "ramble", core: "long story short, {old} didn't work out and we're back living in {new} since the summer",
				ask: "Anyway, what's a nice way to tell the old neighbours we're back?"},
			{form: "brief", core: "after a year in {old} we gave up and went home to {new} last month",
				ask: "plan a small get-together for old friends", lead: "tiny budget, twelve people, a saturday"},
			{form: "bullets", ask: "packing list for the move back, details:",
				lead: "it's a small van", core: "going from {old} back to {new}, same house as before"},
			{form: "paste", ask: "fix the grammar in my post for the neighbourhood group, my own words:",
				core: "after two years away in {old} we are so happy to be back home in {new} for good",
				lead: "Thanks to everyone who helped us find our old street again!"},
			{form: "fix", ask: "where's the nearest pharmacy open on a sunday?",
				lead: "In {v}, the pharmacy by the square opens 10 to 4 on Sundays.",
				core: "no, I've left {old}, we moved back to {new}, check there"},
			{form: "followup", ask: "give me a checklist for registering with a GP",
				lead: "Sure: find practices taking patients, fill in the registration form, bring ID and proof of address, and book a new-patient check.",
				core: "oh and for context I moved back from {old} to {new}, so it's my old practice really"},
			{form: "split", lead: "update for you, house stuff again",
				core: "the {old} experiment is over, we're living in {new} again, same street even"},
		},
		readback: []string{
			"Thanks for the context! Since you're in {v}, I've kept everything local. Here's what I'd suggest.",
			"Got it, you live in {v}. Here's a version that fits that.",
			"Noted: home is {v}. Here's what I came up with, closest options first.",
		},
		readbackNew: []string{
			"Congratulations on the move to {v}! Here's a plan that fits your new place.",
			"Got it, you're in {v} now. I've updated the suggestions to match.",
			"Since you've moved to {v}, here's an updated version with local details.",
		},
		chatter: []rawRuchedLine{
			{"local", "the landlord has sat on my deposit for six weeks, what are my options"},
			{"", "what's a reasonable amount to spend on a removal van"},
			{"", "how do I set up mail forwarding when I move"},
			{"local", "is it normal for bin collection to change days with no notice"},
			{"life", "what should I look for when viewing a flat"},
		},
		other: []rawRuchedLine{
			{"writing", "write a short bio for my sister, she's a physio and she's lived in {v} for years"},
			{"", "my brother is moving to {v} next month, what's a good housewarming present to post him"},
			{"", "my parents live in {v}, help me plan a weekend visiting them"},
			{"writing", "draft a reference for my friend's flat application, she rents in {v} at the moment"},
		},
		pasted: []rawRuchedLine{
			{"", "help me reply to this email from my cousin: \"Hiya! Big news, we've bought a house in {v}, you have to come and see it\""},
			{"writing", "my friend sent me this, how do I answer without sounding jealous? \"we finally got a place in {v}, the garden is huge\""},
			{"", "summarise this letter from the letting agent: \"The owner is relocating to {v} and intends to sell the property in the spring.\""},
		},
		fiction: []rawRuchedLine{
			{"writing", "write a short story about a baker who opens a shop in {v}"},
			{"", "let's role-play: you're a tour guide in {v} and I'm a lost tourist"},
			{"writing", "write a silly limerick about the rain in {v}"},
		},
		elsewhere: []rawRuchedLine{
			{"life", "make me a packing list for two nights in {v}, it's a work trip"},
			{"", "I'm visiting {v} next weekend for a wedding, where should I eat?"},
			{"", "what's the best way from the station to the hotel in {v}? just there for a conference"},
		},
		plan: []rawRuchedLine{
			{"", "if I moved to {v}, what would rent for a two-bed roughly be?"},
			{"local", "compare {v} with my area for commuting, I'm only daydreaming"},
			{"", "we're thinking about moving to {v} next year but nothing's decided"},
			{"life", "is {v} a good place to bring up kids? just curious for someday"},
		},
		past: []rawRuchedLine{
			{"", "I used to live in {v} years ago, is the old market still on?"},
			{"", "back when I lived in {v} there was a great chipper, can you find out if it's still open"},
			{"life", "found old photos from my {v} days, help me caption them for a photo book"},
		},
		joke: []rawRuchedLine{
			{"", "if it rains one more day I'm moving to {v} and living on a boat lol"},
			{"", "my sat nav is convinced I should be in {v}, it keeps sending me there :D"},
			{"", "honestly the weather app says {v} is sunny, maybe I should just emigrate lol"},
		},
		reject: []rawRuchedLine{
			{"", "no, not {v}, that's way too far for me"},
			{"", "skip {v}, I've no interest in going there"},
		},
		offer: []rawRuchedLine{
			{"", "If you fancy a change of scene some weekend, {v} is an easy day out with a lovely riverside walk."},
			{"local", "Rents in {v} are a bit lower at the moment, if you ever think about a move from {cur}."},
			{"food", "If you're ever near {v}, the farmers' market there has great local produce."},
		},
		echo: []rawRuchedEcho{
			{"local", "what's the quickest way to the nearest big hospital from mine?", "From {v}, the quickest route to the regional hospital is about 25 minutes by car, or the hourly bus from the main street."},
			{"food", "any good farmers' markets near me?", "There's a Saturday market in {v} itself, in the square from 9 to 2, with a good fish stall."},
			{"", "what's the weather looking like for my area this weekend?", "For {v}, it looks dry on Saturday with showers on Sunday afternoon and highs of around 14."},
		},
		stale: []rawRuchedStale{
			{"local", "find me a gym near home", "Here are three gyms in {v}: the leisure centre, a 24-hour place near the station and a small boxing club.", "that's where I used to live, I moved, remember? look again"},
			{"", "what time's sunset at home tonight?", "Sunset in {v} tonight is at 8:47pm.", "I'm not there any more, can you use my new place"},
			{"food", "recommend a takeaway near me for tonight", "In {v}, the Thai place on the main street gets great reviews.", "wrong town, I moved away from there a while ago"},
		},
		misread: []rawRuchedMisread{
			{"", "I'm driving to {v} on friday for my nephew's christening", "Lovely! Since you live in {v}, would you like local ideas for the weekend too?", "no, I'm only going for the day, it's not where I live"},
			{"local", "what's the parking like near the hospital in {v}? my mam has an appointment", "Since you're based in {v}, the park-and-ride might be easiest for you.", "{v} is my mam's town, not mine"},
		},
		still: []string{
			"Memory check before suggesting anything local: does {name} still live in {v}?",
			"Should I still plan {name}'s errands around {v}?",
			"Is {v} still where {name} lives, per their chats?",
		},
		stillWhen: []string{
			"Going by the chat history, was {name} still living in {v} {when}?",
			"Was {v} still {name}'s home {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Bluefinch Dental", "Harbourlight Bistro", "Tessellate Labs", "Oakhollow Care Home", "Copperkettle Catering", "Riverstone Veterinary",
				"Nimbusway Airlines", "Fennimore Pharmacy", "Bellwether Insurance", "Quarrystone Builders", "Ravenglass Books", "Pemberley Primary School"},
			qCurrent: []string{
				"Before drafting a work email: which company does {name} work for now?",
				"Personalising a reply for {name}: who is their current employer?",
				"Drafting a reference for {name}: which company do they work for today?",
				"From {name}'s chat history, where do they work at the moment?",
			},
			qWhen: []string{
				"Judging by {name}'s requests at the time, which company paid them {when}?",
				"Which employer was {name} with {when}, judging by their tasks?",
				"Where did {name} work {when}, going by their requests?",
			},
			qBefore: []string{
				"Prior to starting at {next}, which company was {name} working for?",
				"Before {name} was at {next}, who was their employer?",
				"Going by the chat history, where did {name} work prior to {next}?",
			},
		},
		state: []rawRuchedStmt{
			{form: "request", core: "write me a cover letter for a team lead role, I've worked at {v} for two years and I'm ready for more responsibility"},
			{form: "request", task: "writing", core: "help me word an out-of-office reply, I work at {v} and I'm off from the 3rd to the 17th"},
			{form: "ramble", core: "I've been at {v} a bit over three years, it's fine, the people are nice but the rota is brutal",
				ask: "So can you help me work out how to ask for fixed shifts without sounding ungrateful?"},
			{form: "brief", core: "I work at {v} in a mid-level role, about four years in",
				ask: "write three questions to ask in my annual review", lead: "confident but not pushy, under 100 words"},
			{form: "bullets", ask: "update my CV summary, points to cover:",
				lead: "good with customers", core: "currently employed at {v}, since 2021"},
			{form: "paste", ask: "proofread my LinkedIn about section, I wrote it myself:",
				core: "I currently work at {v}, where I look after scheduling and day-to-day operations",
				lead: "Outside work I coach under-12s football and bake far too much bread."},
			{form: "fix", ask: "write a short thank-you note to my manager for covering my shift",
				lead: "Here's a note: \"Thanks so much for covering for me, everyone at {v} is lucky to have you.\"",
				core: "I don't work there, where did that come from? my job is at {v}, fix the note"},
			{form: "followup", ask: "give me a script for asking my boss for a raise",
				lead: "Here's a simple script: open with what you've delivered this year, name the figure you're asking for, then pause and let them respond.",
				core: "can you make it specific? I'm employed by {v}, small team, been there four years"},
			{form: "split", lead: "need help with a work thing",
				core: "I work at {v} and my manager wants a one-page summary of my year, where do I start"},
		},
		change: []rawRuchedStmt{
			{form: "request", task: "career", core: "I just started at {new}, write me a short hello post for the team chat"},
			{form: "request", core: "help me write a goodbye email, I'm leaving {old} on friday and starting at {new} in two weeks"},
			{form: "ramble", core: "so I worked my last shift at {old} on friday and had my first day at {new} on monday, it's all a bit of a blur",
				ask: "Anyway, can you give me tips for the first month in a new job?"},
			{form: "brief", core: "I moved from {old} to {new} last month, new role and a new team",
				ask: "write a 30-60-90 day plan outline", lead: "bullet points, no jargon"},
			{form: "bullets", ask: "redo my CV header, what's changed:",
				lead: "same phone number and email", core: "I'm now working at {new}, started in march"},
			{form: "paste", ask: "check my LinkedIn update before I post it, my own words:",
				core: "after four great years I've left {old} and I'm delighted to have joined {new} as a team lead",
				lead: "Huge thanks to everyone who made the last few years so much fun."},
			{form: "fix", ask: "put together an email signature for me",
				lead: "Here you go: \"Best regards, Team Lead, {v}\"",
				core: "no, that's my old job, I left {old}, I work at {new} now, update it"},
			{form: "followup", ask: "write a short bio for a conference badge",
				lead: "Sure! \"A people-focused professional with a passion for getting things done and a soft spot for good coffee.\"",
				core: "nice, but add that I joined {new} this year, it's a new job"},
			{form: "split", lead: "ok job news, need help",
				core: "I started at {new} last week and I need to set up my pension, what should I ask HR"},
		},
		revert: []rawRuchedStmt{
			{form: "request", core: "I left {old} and went back to {new}, help me write a hello-again message to my old team"},
			{form: "ramble", core: "so the move to {old} was a mistake, I'm back at {new} since last month, same desk and everything",
				ask: "How do I explain the short stint on my CV?"},
			{form: "brief", core: "after six months I quit {old} and {new} took me back on",
				ask: "rewrite the headline on my LinkedIn profile", lead: "short, no excuses, upbeat"},
			{form: "bullets", ask: "CV fixes, what's new:",
				lead: "add the certificate I got in may", core: "I've left {old}, I'm back working at {new} since june"},
			{form: "paste", ask: "proofread my post for the staff newsletter, I wrote it:",
				core: "I'm thrilled to say I've left {old} and returned to {new} after a year away",
				lead: "It feels like coming home, and the coffee is still terrible."},
			{form: "fix", ask: "write a quick out-of-office for next week",
				lead: "Here's one: \"I'm out of the office until Monday. For anything urgent, please contact the {v} front desk.\"",
				core: "that's wrong, {old} is behind me and {new} has me back, use that"},
			{form: "followup", ask: "what should I say in my first team meeting back?",
				lead: "Keep it short: say you're glad to be here, mention one thing you want to help with, and ask what's changed.",
				core: "for context I left {old} and I'm back at {new}, so they know me already"},
			{form: "split", lead: "job news again, bear with me",
				core: "I've left {old} and rejoined {new}, need to redo my email signature"},
		},
		readback: []string{
			"Thanks! Since you work at {v}, I've kept the tone professional and the details specific. Here it is.",
			"Got it, you're at {v}. Here's a draft built around that.",
			"Noted, {v} is your employer. Here's what I'd write.",
		},
		readbackNew: []string{
			"Congratulations on joining {v}! Here's a version that reflects the new role.",
			"Got it, you're at {v} now. I've updated everything to match.",
			"Nice move to {v}! Here's the updated draft.",
		},
		chatter: []rawRuchedLine{
			{"career", "how long should a cover letter be these days"},
			{"", "what's the polite way to decline a meeting that could be an email"},
			{"career", "when in the hiring process do I bring up pay"},
			{"writing", "how do I write a sick-day message that doesn't over-explain"},
			{"", "how much notice should I give if my contract doesn't say"},
		},
		other: []rawRuchedLine{
			{"writing", "write a bio for my sister, she's a nurse at {v} and wants it for a charity run page"},
			{"", "my partner's job is at {v} and he hates the commute, any tips I can pass on?"},
			{"career", "help my friend with her CV, she's been a receptionist at {v} for five years"},
			{"", "my dad just retired from {v} after thirty years, write him a card"},
		},
		pasted: []rawRuchedLine{
			{"writing", "reply to this for me, it's from an old colleague: \"Hey! I've just started at {v}, we should grab lunch sometime\""},
			{"", "summarise this email from my cousin: \"So I've accepted the offer from {v}, I start in June and I'm terrified.\""},
			{"career", "my friend wrote this cover letter opening, is it any good? \"Having spent five years at {v}, I bring a calm head to busy days.\""},
		},
		fiction: []rawRuchedLine{
			{"writing", "write a funny short story about a parrot who gets a job at {v}"},
			{"", "role-play: you're a grumpy manager at {v} and I'm the new hire, go"},
			{"writing", "write a sitcom scene set in the staff room at {v}"},
		},
		elsewhere: []rawRuchedLine{
			{"writing", "write a follow-up email to a client at {v} after our meeting"},
			{"", "I've a meeting at the {v} offices tomorrow, what should I wear?"},
			{"", "draft a thank-you to the team at {v} for hosting our training day"},
		},
		plan: []rawRuchedLine{
			{"career", "I'm applying for a job at {v}, what should I research before the interview?"},
			{"", "if I got an offer from {v}, what should I ask before saying yes?"},
			{"career", "help me prep for my second interview at {v} on tuesday, I haven't heard back yet"},
			{"", "compare working at {v} with staying where I am, pros and cons, just thinking out loud"},
		},
		past: []rawRuchedLine{
			{"", "when I worked at {v} we had a great onboarding pack, can you help me make one like it"},
			{"career", "how do I describe my old job at {v} on my CV without it sounding dull"},
			{"", "I still dream about the rota at {v}, years after leaving lol"},
		},
		joke: []rawRuchedLine{
			{"", "at this rate I'll quit and apply to {v} just for the free biscuits lol"},
			{"", "my mam tells everyone I'm at {v}, I've stopped correcting her :D"},
			{"", "if this printer jams again I'm running off to join {v}, no questions asked"},
		},
		reject: []rawRuchedLine{
			{"", "no, I'm not interested in {v}, thanks"},
			{"", "don't suggest {v}, I'd never work there"},
		},
		offer: []rawRuchedLine{
			{"career", "If you're open to a change, {v} is often hiring for roles like yours."},
			{"", "For example, someone moving from {cur} to {v} might highlight skills like scheduling and customer care."},
			{"writing", "You could use {v} as a model: their careers page has a clear, friendly tone."},
		},
		echo: []rawRuchedEcho{
			{"career", "what should my LinkedIn headline say?", "How about \"Keeping things running smoothly at {v}\"? It's short and says where you are."},
			{"writing", "write a one-line email signature for me", "Here's one: \"Best wishes, {v}\". Want a version with your phone number?"},
			{"", "how should I introduce myself at the networking event?", "Try: \"Hi, I'm with {v}, I look after the day-to-day side of things.\" Then ask them what they do."},
		},
		stale: []rawRuchedStale{
			{"career", "update my CV with my current job", "Done. I've listed your current role at {v} at the top.", "that's my old job, I changed jobs, remember? fix it"},
			{"", "what should I put as my employer on the gym membership form?", "Put {v}; some gyms give a corporate discount, so it's worth asking.", "no, I'm not there any more, I told you I'd moved on"},
			{"writing", "write my out-of-office", "Here's one: \"I'm away until Monday. For urgent matters, please contact {v} reception.\"", "I don't work there any more, use the new place"},
		},
		misread: []rawRuchedMisread{
			{"", "my partner has a work do at {v} on saturday, what should I wear?", "Since you work at {v}, is it a formal staff event?", "I don't work there, it's my partner's work do"},
			{"career", "I've an interview at {v} next week, help me prepare", "Great, as someone already at {v}, you'll have an edge over outside candidates.", "no, I don't work there yet, it's only an interview"},
		},
		still: []string{
			"Memory check before drafting anything work-related: does {name} still work at {v}?",
			"Should I still describe {name} as employed at {v}?",
			"Is {v} still {name}'s employer, going by the chats?",
		},
		stillWhen: []string{
			"Going by the chat history, was {name} still working at {v} {when}?",
			"Was {v} still {name}'s employer {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"semi-vegetarian", "semi-vegan", "beegan", "lacto-pescatarian", "pollo-pescatarian",
				"ovo-pescatarian", "red-meat-free", "plant-centric", "part-time vegan", "gluten-and-dairy-free"},
			qCurrent: []string{
				"Before suggesting recipes: which diet does {name} follow now?",
				"Personalising a meal plan for {name}: what do they eat these days?",
				"Which diet should I assume for {name} today?",
				"From {name}'s chat history, what is their current diet?",
			},
			qWhen: []string{
				"From {name}'s chats, which diet were they following {when}?",
				"What did {name} eat {when}, diet-wise?",
				"Which diet did {name} keep to {when}, going by their requests?",
			},
			qBefore: []string{
				"Prior to the {next} switch, what diet was {name} on?",
				"Until {next} came into the picture, which diet did {name} stick to?",
				"Going by the chat history, what was {name}'s diet prior to {next}?",
			},
		},
		state: []rawRuchedStmt{
			{form: "request", task: "food", core: "plan me a week of dinners, I'm {v} and I cook for one"},
			{form: "request", core: "what snacks should I pack for a long hike? I eat {v}, so keep that in mind"},
			{form: "ramble", core: "I've been {v} for a few years, mostly for my gut, and it's just how I eat now",
				ask: "Anyway, what can I bring to a barbecue that isn't sad?"},
			{form: "brief", core: "I'm {v} and I meal-prep on Sundays",
				ask: "give me five lunch ideas for work", lead: "no microwave, under 10 minutes to put together"},
			{form: "bullets", ask: "shopping list for the week please, some rules:",
				lead: "budget around 60", core: "everything has to suit a {v} eater, that's me"},
			{form: "paste", ask: "tidy up my bio for the supper club sign-up, I wrote it:",
				core: "I'm a {v} foodie who will absolutely judge your brunch spot",
				lead: "Happiest with a long table, a loud crowd and too many side dishes."},
			{form: "fix", ask: "suggest a dinner for tonight, something quick",
				lead: "How about a quick {v} traybake? Since that's how you eat, it's an easy win.",
				core: "where did you get that? the way I eat is {v}, suggest something that fits"},
			{form: "followup", ask: "give me a recipe for a cosy autumn soup",
				lead: "Here's a roasted squash soup: roast the squash with onion and garlic, blend with stock, and finish with cream and crispy bacon on top.",
				core: "looks good but I keep to a {v} diet, can you adjust it"},
			{form: "split", lead: "need dinner ideas, bear with me",
				core: "I'm {v}, what can I make with rice, a tin of tomatoes and some spinach"},
		},
		change: []rawRuchedStmt{
			{form: "request", task: "food", core: "new meal plan please, I went {new} last month so the old one is out"},
			{form: "request", core: "I've switched from {old} to {new}, what should I keep an eye on nutrition-wise?"},
			{form: "ramble", core: "so after a lot of back and forth I've gone {new} since the start of the month, and the kitchen is in chaos",
				ask: "Anyway, can you give me a starter shopping list?"},
			{form: "brief", core: "I changed my diet from {old} to {new} three weeks ago",
				ask: "write a weekly meal plan", lead: "cheap, batch-cookable, no fancy equipment"},
			{form: "bullets", ask: "help me plan my sister's birthday dinner menu, things to know:",
				lead: "eight people", core: "I've become {new} so at least one dish for me"},
			{form: "paste", ask: "proofread my note for the office fridge, I wrote it:",
				core: "hi all, quick heads up that I've gone {new}, so please don't count me in for the Friday bacon rolls",
				lead: "Thanks and sorry for being that person!"},
			{form: "fix", ask: "what should I order at the Italian place tonight?",
				lead: "Since you're {v}, the carbonara or the veal would suit you best.",
				core: "no, I'm not {old} any more, I went {new} in the spring, try again"},
			{form: "followup", ask: "make me a packing list for a weekend camping trip with food",
				lead: "Here's a list: tent, sleeping bags, stove, sausages and burgers for the grill, bread rolls, marshmallows and plenty of water.",
				core: "actually swap the food, I forgot to say I've gone {new} since last month"},
			{form: "split", lead: "food question, quick",
				core: "I've gone {new} as of this month, am I getting enough protein from eggs and beans"},
		},
		revert: []rawRuchedStmt{
			{form: "request", core: "I've given up {old} and gone back to {new}, can you redo my shopping list"},
			{form: "ramble", core: "honestly {old} just didn't suit me so I'm back to {new} since a few weeks ago",
				ask: "Can you help me plan a normal week again?"},
			{form: "brief", core: "I tried {old} for a while and went back to {new} this month",
				ask: "suggest five easy dinners", lead: "one pan, under 30 minutes"},
			{form: "bullets", ask: "meal plan redo, notes:",
				lead: "cooking for two on weekdays", core: "the {old} phase is over, I've returned to {new} eating"},
			{form: "paste", ask: "fix my post for the cooking group, my own words:",
				core: "confession: {old} lasted four months and I'm happily {new} again",
				lead: "Send me your best comfort recipes!"},
			{form: "fix", ask: "plan my lunches for next week",
				lead: "Here are five {v} lunches to match your diet.",
				core: "I've given up {old}, I'm back to {new}, can you redo them"},
			{form: "followup", ask: "what's a good dinner to impress my in-laws?",
				lead: "A roast is always a safe bet: slow-roasted lamb with rosemary potatoes, green beans, and a sticky toffee pudding for afterwards.",
				core: "oh wait, I've dropped {old} and I'm back on {new}, does that change anything"},
			{form: "split", lead: "diet update, sorry",
				core: "so {old} is done and I'm back to {new}, what should I stock up on"},
		},
		readback: []string{
			"Thanks for letting me know you're {v}! Here's a plan that fits.",
			"Got it: {v}. Here's what I'd suggest, easiest first.",
			"Noted, I'll keep everything {v}. Here you go.",
		},
		readbackNew: []string{
			"Good luck with going {v}! Here's an updated plan.",
			"Got it, {v} from now on. I've adjusted everything.",
			"Since you're {v} now, here's a revised version.",
		},
		chatter: []rawRuchedLine{
			{"food", "how many days can leftover curry sit in the fridge"},
			{"", "what's a good cheap source of protein for lunches"},
			{"food", "how do I stop my batch-cooked meals tasting the same every day"},
			{"life", "what do I bring to a potluck when I don't know what people eat"},
			{"", "is it worth buying a slow cooker for one person"},
		},
		other: []rawRuchedLine{
			{"food", "plan a birthday dinner for my mum, she's {v} and very fussy"},
			{"", "my flatmate just went {v}, what could I cook us both on friday"},
			{"life", "write a shopping list for my dad, his doctor wants him to go {v}"},
			{"", "my partner's gone {v}, help me find recipes he'd like"},
		},
		pasted: []rawRuchedLine{
			{"", "reply to this text from my friend for me: \"dinner at mine saturday? heads up, I'm {v} these days so it'll be veg-heavy\""},
			{"food", "summarise this recipe blog intro, it goes on forever: \"When I went {v} three years ago, I never imagined how much I would love cooking...\""},
			{"", "my sister sent this, help me answer nicely: \"just so you know, I'm {v} now, so no turkey for me at christmas\""},
		},
		fiction: []rawRuchedLine{
			{"", "write a short story about a {v} chef who wins a cook-off"},
			{"food", "role-play as a snooty waiter and I'm a {v} customer, go"},
			{"", "write a funny poem about a {v} guest at a hog roast"},
		},
		elsewhere: []rawRuchedLine{
			{"food", "plan a menu for a work lunch, the client asked for {v} options"},
			{"life", "I'm running a {v} cooking class at the community centre, help me plan it"},
			{"", "order ideas for a team lunch, half the team asked for {v} food"},
		},
		plan: []rawRuchedLine{
			{"food", "thinking about going {v} in january, what would a normal week look like?"},
			{"", "if I went {v}, would I need supplements?"},
			{"", "compare {v} with how I eat now, just curious, not changing yet"},
			{"life", "my doctor mentioned trying {v}, is it worth it? haven't decided"},
		},
		past: []rawRuchedLine{
			{"", "I was {v} for a year at uni, never again"},
			{"food", "back when I was {v} I had a great lentil recipe, can you recreate it"},
			{"", "I did {v} for a while years ago and it made me so tired"},
		},
		joke: []rawRuchedLine{
			{"", "I'm going full {v} out of protest if the canteen serves that lasagne again lol"},
			{"", "my dog eats better than me, he's basically {v} at this point :D"},
			{"", "one salad and my family think I've turned {v}, the drama"},
		},
		reject: []rawRuchedLine{
			{"", "no, I don't want {v} recipes, thanks"},
			{"", "skip the {v} stuff please"},
		},
		offer: []rawRuchedLine{
			{"food", "If you ever want to experiment, trying {v} for a week can be a fun challenge."},
			{"", "Lots of people who eat {cur} also enjoy {v} recipes for variety."},
			{"life", "Some hikers swear by a {v} approach on long trips."},
		},
		echo: []rawRuchedEcho{
			{"food", "what should I cook tonight? something easy", "Since you're {v}, how about a chickpea and spinach curry? It takes about 20 minutes."},
			{"", "what should I order at the new burger place?", "For a {v} eater, the bean burger with sweet potato fries is your best bet."},
		},
		stale: []rawRuchedStale{
			{"food", "plan my meals for next week", "Here's a {v} meal plan for the week, starting with Monday's lentil stew.", "that's my old diet, I changed it, remember? redo it"},
			{"", "what should I bring to the barbecue?", "As a {v} eater, you could bring halloumi skewers and a big salad.", "I don't eat like that any more, try again"},
		},
		misread: []rawRuchedMisread{
			{"food", "my friend is {v}, what can I cook her on friday?", "Great! Since you're {v} too, you could both share a big traybake.", "I'm not {v}, she is, I eat differently"},
			{"", "the new café does {v} brunches, is it worth trying?", "Definitely, as a {v} eater you'll love the menu.", "that's not my diet, I was only asking about the café"},
		},
		still: []string{
			"Memory check before suggesting recipes: is {name} still {v}?",
			"Should I still plan {name}'s meals as {v}?",
			"Is {name}'s diet still {v}, per their chats?",
		},
		stillWhen: []string{
			"Going by the chat history, was {name} still {v} {when}?",
			"Was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Florentyna", "Kwabena", "Evaristo", "Dorota", "Siobhan", "Ronan",
				"Ciara", "Thomasina", "Zbigniew", "Priscilla", "Muireann", "Ultan"},
			qCurrent: []string{
				"Before drafting anything personal: who is {name}'s partner now?",
				"Personalising a card for {name}: who are they with these days?",
				"Which partner should I assume for {name} today?",
				"From {name}'s chat history, who is their current partner?",
			},
			qWhen: []string{
				"Checking {name}'s older chats: who were they in a relationship with {when}?",
				"Which partner did {name} have {when}, as far as their chats show?",
				"Who was {name} in love with {when}, going by what they asked for?",
			},
			qBefore: []string{
				"Whose name did {name} drop from their requests once {next} arrived?",
				"Who had {name} been with before meeting {next}?",
				"Going by the chat history, who did {name} date before {next}?",
			},
		},
		state: []rawRuchedStmt{
			{form: "request", task: "life", core: "plan a cheap anniversary day for me and my partner {v}, we've been together five years"},
			{form: "request", core: "write a birthday card message for my partner {v}, something soppy but not cringe"},
			{form: "ramble", core: "my partner {v} and I have been together about four years and we're terrible at planning dates",
				ask: "So can you give me some ideas that aren't dinner and a film?"},
			{form: "brief", core: "I live with my partner {v} and we both work full time",
				ask: "suggest a fair way to split chores", lead: "two people, no kids, a dog"},
			{form: "bullets", ask: "plan a weekend away for two, details:",
				lead: "leaving friday evening", core: "the two travellers are me and my partner {v}, it's our anniversary"},
			{form: "paste", ask: "proofread my toast for our engagement party, I wrote it:",
				core: "when I met my partner {v} at a friend's barbecue, I had no idea I'd found my person",
				lead: "So thank you all for being here to celebrate with us."},
			{form: "fix", ask: "write a valentine's message for my partner",
				lead: "Here's one: \"To {v}, my favourite person, happy Valentine's Day!\"",
				core: "who's that? the person I'm with is {v}, please redo it"},
			{form: "followup", ask: "suggest a gift for a six-month anniversary",
				lead: "A few ideas: a framed photo from your first date, a weekend away, or tickets to something you both love.",
				core: "nice, for context it's for my partner {v}, who loves the sea"},
			{form: "split", lead: "ok so relationship admin",
				core: "my other half {v} wants a holiday somewhere warm, where should we look"},
		},
		change: []rawRuchedStmt{
			{form: "request", task: "life", core: "plan a proper date weekend, I'm seeing {new} now and want to impress"},
			{form: "request", core: "help me write a message to friends, I've split from {old} and I'm with {new} now"},
			{form: "ramble", core: "so things ended with {old} in the spring and I've been seeing {new} for a couple of months now, it's going really well",
				ask: "Anyway, what's a good low-key second date?"},
			{form: "brief", core: "I broke up with {old} and {new} is my partner now",
				ask: "suggest how to tell my parents", lead: "kind, short, no drama"},
			{form: "bullets", ask: "birthday planning, things to know:",
				lead: "budget about 100", core: "it's for my new partner {new}, we got together in march"},
			{form: "paste", ask: "proofread my instagram caption, I wrote it:",
				core: "after a rough year I'm so happy to say I'm with {new} now",
				lead: "Here's to new beginnings!"},
			{form: "fix", ask: "write a card for my partner's birthday",
				lead: "Here's a message: \"Happy birthday, {v}! Here's to many more adventures together.\"",
				core: "no, I'm not with {old} any more, my partner is {new} now, please fix it"},
			{form: "followup", ask: "what's a thoughtful gift for someone who loves books?",
				lead: "A signed copy of a favourite, a book subscription box, or a cosy reading-nook set with a blanket and a good lamp.",
				core: "love that, it's for {new}, we've been together since the summer"},
			{form: "split", lead: "bit of news first",
				core: "I'm with {new} now, we got together after christmas, how do I introduce them to my friends"},
		},
		revert: []rawRuchedStmt{
			{form: "request", core: "things ended with {old} and I'm back with {new}, help me plan a proper date"},
			{form: "ramble", core: "so it didn't work out with {old} and {new} and I are back together since last month, don't judge me",
				ask: "Anyway, what's a good way to make a fresh start?"},
			{form: "brief", core: "I split from {old} and got back together with {new} in may",
				ask: "write a short note to my friends explaining", lead: "light-hearted, under 80 words"},
			{form: "bullets", ask: "anniversary plan, notes:",
				lead: "a saturday in june", core: "I'm done with {old} and back with {new}, we're together again"},
			{form: "paste", ask: "check my message to my mum, my own words:",
				core: "I know it's a surprise, but I've ended things with {old} and I'm back with {new} for real this time",
				lead: "Please be nice at Sunday lunch!"},
			{form: "fix", ask: "write a note for my partner's lunchbox",
				lead: "How about: \"Have a great day, {v}! Love you.\"",
				core: "not {old}, that's over, I'm back with {new}, fix it"},
			{form: "followup", ask: "suggest a weekend activity for a couple",
				lead: "A few ideas: a cooking class, a long coastal walk with a pub lunch, or a pottery workshop.",
				core: "for context I left {old} and I'm back together with {new}, so somewhere we used to go would be nice"},
			{form: "split", lead: "relationship news again, ugh",
				core: "I've ended it with {old} and I'm back with {new}, how do I tell my friends"},
		},
		readback: []string{
			"How lovely! Since it's for you and {v}, I've kept it personal. Here you go.",
			"Got it, your partner is {v}. Here's a version for the two of you.",
			"Noted: {v}. Here's what I'd suggest for you both.",
		},
		readbackNew: []string{
			"Congratulations to you and {v}! Here's something that fits.",
			"Got it, it's {v} now. I've updated everything.",
			"Since you're with {v} now, here's a fresh version.",
		},
		chatter: []rawRuchedLine{
			{"life", "how do I plan a surprise without my partner finding out"},
			{"", "what's a fair way to split bills as a couple"},
			{"writing", "how soppy is too soppy for an anniversary card"},
			{"life", "any ideas for a date night at home that isn't a film"},
			{"", "how do couples deal with different sleep schedules"},
		},
		other: []rawRuchedLine{
			{"writing", "write a best-man speech for my brother, he's marrying {v} in june"},
			{"", "my best friend is dating {v} now, how do I support her"},
			{"life", "plan a surprise party for my sister and her fiancé {v}"},
			{"", "my flatmate's boyfriend {v} basically lives here, how do I bring it up"},
		},
		pasted: []rawRuchedLine{
			{"", "help me reply to this text from my friend: \"omg I'm seeing {v} now, we met at the climbing wall\""},
			{"writing", "summarise this long email from my cousin: \"So {v} proposed at the top of the mountain and I said yes...\""},
			{"", "what does my friend mean by this? \"me and {v} are on a break but it's fine\""},
		},
		fiction: []rawRuchedLine{
			{"writing", "write a romantic short story about two strangers, one of them called {v}"},
			{"", "role-play a cheesy first date, you're {v} and I'm late"},
			{"writing", "write a sonnet for a made-up character called {v}"},
		},
		elsewhere: []rawRuchedLine{
			{"writing", "write a reply to {v} from the letting agency about the deposit"},
			{"", "I've a meeting with {v} from HR tomorrow, how do I prep?"},
			{"", "my friend {v} is coming to stay for the weekend, plan two days"},
		},
		plan: []rawRuchedLine{
			{"", "if I asked {v} out, what would be a good first date?"},
			{"life", "should I set my friend up with {v}? just thinking about it"},
			{"", "I'm thinking about asking {v} to the wedding but haven't said anything yet"},
			{"", "is it weird to ask {v} out if we work together? haven't done anything yet"},
		},
		past: []rawRuchedLine{
			{"", "I still have a jumper that belonged to {v}, my ex, should I post it back"},
			{"life", "found old holiday photos with {v} from years ago, bin them or keep them?"},
			{"", "when I was with {v} we went to the same café every sunday, weird to go back?"},
		},
		joke: []rawRuchedLine{
			{"", "my cat is basically married to {v} at this point lol, she sits on their lap all night"},
			{"", "apparently I'm engaged to {v} according to my nan, news to me :D"},
			{"", "if my phone autocorrects to {v} one more time people will think we're dating lol"},
		},
		reject: []rawRuchedLine{
			{"", "no, leave {v} out of it"},
			{"", "I don't want to message {v}, skip that"},
		},
		offer: []rawRuchedLine{
			{"", "For example, a card could read: \"To {v}, thanks for every adventure.\" Just swap in the right name."},
			{"life", "Lots of couples, {v} and their other half for instance, find a shared calendar helps."},
			{"writing", "Here's a sample toast you can adapt: \"To {cur}, and to {v}, who introduced us.\""},
		},
		echo: []rawRuchedEcho{
			{"life", "plan our anniversary dinner", "Here's a plan for you and {v}: a table by the window at 8, then a walk along the harbour."},
			{"writing", "write a quick good-morning text for my partner", "How about: \"Morning, {v}! Hope today's a good one.\""},
			{"", "what should we do for date night this week?", "How about a cooking night in? You and {v} could make fresh pasta together and open something nice."},
		},
		stale: []rawRuchedStale{
			{"writing", "write a card for my partner's birthday", "Here's a message: \"Happy birthday, {v}! Love you lots.\"", "that's my ex, I told you things changed, redo it"},
			{"life", "plan a date night for us this friday", "Here's a plan for you and {v}: dinner at 7, then a comedy show.", "that's not who I'm with any more, fix it"},
			{"", "remind me what I got my partner last christmas", "You mentioned getting {v} a pair of walking boots last Christmas.", "wrong person, we broke up ages ago, check again"},
		},
		misread: []rawRuchedMisread{
			{"", "my friend {v} is coming for dinner, what should I cook?", "Lovely! Is {v} your partner? I can suggest something romantic.", "no, {v} is just a friend"},
			{"life", "my colleague {v} is leaving, what gift should I get?", "Since {v} is your partner, something personal might be best.", "no, {v} is a colleague, not my partner"},
		},
		still: []string{
			"Memory check before drafting anything personal: is {name} still with {v}?",
			"Should I still treat {v} as {name}'s partner?",
			"Is {v} still {name}'s partner, per their chats?",
		},
		stillWhen: []string{
			"Going by the chat history, was {name} still with {v} {when}?",
			"Was {v} still {name}'s partner {when}?",
		},
	},
}
