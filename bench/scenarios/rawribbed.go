package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The ribbed set lives in its own file, as the veiled to fringed sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is a personal journaling app that an agent ingests
// for its one owner, the subject, over many months: dated journal
// entries (long, reflective, about many things at once), quick notes to
// self, to-do and shopping lists, gratitude lists, mood check-ins, dream
// logs, goals and plans, habit trackers and pasted snippets, each entry
// under the header the app exports ("Tue 14 Mar 2025, 22:41 — Evening
// pages") with the furniture the app adds: tags ("#home #work"), a mood
// line ("mood: 6/10, tired"), a location stamp ("📍 X", where the entry
// was written, often a trip), a weather line, checklists ("- [x] call
// landlord"). The speaker of the owner's entries (role user) is what the
// export writes for them, one convention per conversation: the account's
// display name (the first name the set gives them), a handle
// (rawRibbedPerson.handle) or "me"; the questions' subject is "user:" and
// that speaker, and the questions name the owner by their first name,
// now and then with the handle beside it. The app's AI journaling
// companion (role assistant, speaker AssistantSpeaker) replies with
// prompts, reflections and weekly summaries ("This week you wrote about
// settling into X") that name the value just stated, a stale one or a
// wrong one; the app's notices ("Streak: 41 days", "Reminder set", "On
// this day, a year ago: ...") are system lines (role system, speaker
// rawRibbedSystem).
//
// A value is stated in one of seven forms (rawRibbedStmt): a long
// evening entry, after an opener and, one time in two, a paragraph about
// other things (entry); an answer to the companion's prompt, which names
// no value or a stale or wrong one (answer); the correction of the
// companion's weekly summary, which names the value it gets wrong (fix);
// a checklist item among others (list); a note addressed to themself in
// the second person (self); a change told in passing in an entry about
// something else (passing); or the entry saying that a plan written down
// weeks before has happened (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the text the owner wrote: the
// oracle leaves out pasted material (lines starting "> ") and reads the
// rest as rawSpoken writes it, header and stamp included (no statement
// template matches a stamp). A gold turn is an entry of the owner's in
// which they state their own value as holding; never the companion's
// summary, prompt or reflection, never a system line (an "On this day"
// memory quoting an old entry included), never a plan, dream, wish or
// trip, never another person's value, never a pasted snippet. The
// distractors: the values of the people in the owner's life (partner,
// ex, parents, siblings, friends, colleagues), told in entries, pasted
// messages from them in the very words of a statement (mirror), dreams,
// hypotheticals and wishes, plans that never happen, offers declined,
// trips with their location stamps, past values told as memories, jokes,
// the companion's stale and wrong summaries and its misreadings of a
// dream or a trip, which the owner denies, and its prompts naming an old
// value, put right without one. Questions are asked "going by their
// journal" and such, normally cased; also as yes/no "still" questions
// naming a stale or wrong value, expected always the value that held;
// months are asked "in", "during", "around", "by the middle of" or
// "across", and "before X".
func init() {
	var names []string
	for _, p := range rawRibbedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingRibbed, rawRibbedAttrs(), rawRibbedSmallTalk, rawRibbedReplies,
		[]string{"in ", "during ", "around ", "by the middle of ", "across "},
		names)
}

// rawRibbedSystem is the speaker of the app's notices.
const rawRibbedSystem = "Journal app"

// rawRibbedFormNames are the forms a ribbed statement comes in.
var rawRibbedFormNames = []string{"entry", "answer", "fix", "list", "self", "passing", "happened"}

// rawRibbedPerson is an owner of the ribbed set: name is the first name
// the set gives them (their display name), handle their account's handle;
// lowerIn10 is how many of ten of their quick notes and lists are typed
// all in lower case; form the statement form they reach for most (drawn
// twice as often as any other).
type rawRibbedPerson struct {
	name, handle, form string
	lowerIn10          int
}

var rawRibbedPeople = []rawRibbedPerson{
	{name: "Seraphine", handle: "seraphine.writes", form: "entry", lowerIn10: 3},
	{name: "Mechthild", handle: "mecht_pages", form: "answer", lowerIn10: 1},
	{name: "Apolonia", handle: "polly_in_ink", form: "fix", lowerIn10: 6},
	{name: "Berengar", handle: "b.journals", form: "list", lowerIn10: 8},
	{name: "Eglantine", handle: "eglantine_daily", form: "self", lowerIn10: 2},
	{name: "Fridolin", handle: "fridolin.notes", form: "passing", lowerIn10: 5},
	{name: "Quirinus", handle: "q_morningpages", form: "entry", lowerIn10: 0},
	{name: "Roswitha", handle: "roswitha.logs", form: "answer", lowerIn10: 4},
	{name: "Jolanthe", handle: "jojo_reflects", form: "happened", lowerIn10: 7},
	{name: "Kunigunde", handle: "kuni.diary", form: "fix", lowerIn10: 1},
	{name: "Leberecht", handle: "leb_writes_it_down", form: "self", lowerIn10: 9},
	{name: "Crescentia", handle: "cress_journal", form: "passing", lowerIn10: 3},
}

// rawRibbedPersonOf is the owner named name.
func rawRibbedPersonOf(name string) *rawRibbedPerson {
	for i := range rawRibbedPeople {
		if rawRibbedPeople[i].name == name {
			return &rawRibbedPeople[i]
		}
	}
	return &rawRibbedPeople[0]
}

// rawRibbedStmt is one statement template (core), its form and what the
// form needs around it: ask is the companion's prompt (answer) or wrong
// summary (fix), naming no value or {v}, a stale or wrong one.
type rawRibbedStmt struct{ form, ask, core string }

// formCore makes rawRibbedStmt a formed statement (rawformed.go).
func (s rawRibbedStmt) formCore() (string, string) { return s.form, s.core }

// rawRibbedMisread is an entry of the owner's naming a value that is not
// theirs, {v} (a dream, a trip); the companion taking it as the owner's
// own (misread); and the owner's denial, naming no value (deny).
type rawRibbedMisread struct{ said, misread, deny string }

// rawRibbedStale is the companion prompting with an earlier value {v}
// (ask) and the owner putting it right without naming a value (reject).
type rawRibbedStale struct{ ask, reject string }

// rawRibbedForms are the ribbed set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and other people's values
// the owner's lines; the assistant list the companion's summaries,
// summary, naming {v} while {cur} holds), the statements by kind, and:
// the companion's reflection on a value just stated (reflect, {v}), the
// companion naming the value that holds (echo, {v}); prompts naming an
// earlier one (stale); misreadings (misread); dreams (dream), trips
// (trip), plans that never happen, wishes and offers declined (plan),
// goals that a later statement makes come true (goal), earlier values
// told as memories (past), jokes (joke), snippets pasted about someone
// else (pasted); and the questions naming a stale or wrong value {v}:
// current (still) and historical, with {when} (stillWhen).
type rawRibbedForms struct {
	lists                 rawSetLists
	state, change, revert []rawRibbedStmt
	reflect, echo         []string
	stale                 []rawRibbedStale
	misread               []rawRibbedMisread
	dream, trip, plan     []string
	goal, past, joke      []string
	pasted                []string
	still, stillWhen      []string
}

// rawRibbedAttrs are the ribbed set's lists per attribute as
// installRawSet takes them.
func rawRibbedAttrs() map[string]rawSetLists {
	return formedLists(rawRibbedByAttr, func(f rawRibbedForms) (rawSetLists, []rawRibbedStmt, []rawRibbedStmt, []rawRibbedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// ribs reports whether g's set is a journaling app's export (the ribbed
// set).
func (g *rawGen) ribs() bool { return g.ph == PhrasingRibbed }

// rawRibbedRun is one owner's journal being ingested.
type rawRibbedRun struct {
	*rawGen
	f       rawRibbedForms
	p       *rawRibbedPerson
	me      string            // the speaker the export writes for the owner
	used    map[string]bool   // the templates said in this session
	said    string            // the last statement's core template
	planned bool              // a goal for the next value has been written down
	stated  []rawRibbedSaid   // the owner's statements so far
	streak  int               // the app's streak counter
	towns   []string          // towns for location stamps of trips
	people  map[string]string // the people in the owner's life and their own values
}

// rawRibbedSaid is a statement of the owner's: the line that holds it and
// the value it states.
type rawRibbedSaid struct{ line, value string }

// rawRibbedPeopleInLife are the people an owner writes about, each with a
// value of the asked attribute of their own.
var rawRibbedPeopleInLife = []string{"my partner", "my ex", "Mum", "Dad", "my sister", "my brother", "my best friend", "my flatmate",
	"my manager", "my colleague", "my cousin", "my oldest school friend"}

// journalEntries writes a ribbed conversation and its questions: the
// owner's manner is their name's (rawRibbedPersonOf), the speaker one of
// three conventions; every person in their life gets a value of the
// asked attribute of their own (none of the owner's); the owner's other
// attributes get values of the set that hold all through (g.bg); each
// statement comes 80 to 140 days after the previous one or after six to
// ten sessions (times the filler scale), whichever is later.
func (g *rawGen) journalEntries(vals []string, revert, chatty bool) {
	r := &rawRibbedRun{rawGen: g, f: rawRibbedByAttr[g.a.predicate], p: rawRibbedPersonOf(g.who), people: map[string]string{},
		streak: 3 + g.rng.IntN(30), towns: rawAttrs["lives_in"].valuesIn(PhrasingRibbed)}
	switch g.rng.IntN(3) {
	case 0:
		r.me = r.p.name
	case 1:
		r.me = r.p.handle
	default:
		r.me = "me"
	}
	others := g.otherValues(vals)
	for _, p := range rawRibbedPeopleInLife {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		q := &g.s.Questions[k]
		q.Subject = "user:" + strings.ToLower(r.me)
		if r.me == r.p.handle && g.rng.IntN(4) == 0 {
			q.Text = strings.Replace(q.Text, g.who, g.who+" (@"+r.p.handle+")", 1)
		}
	}
}

// rawRibbedTitles are entry titles by kind.
var rawRibbedTitles = map[string][]string{
	"pages":     {"Evening pages", "Morning pages", "Sunday reflection", "Late night brain dump", "Untitled entry"},
	"note":      {"Quick note", "Note to self", "Jotted on the bus"},
	"list":      {"To do", "Weekend list", "Admin list", "Shopping"},
	"gratitude": {"Three good things", "Gratitude"},
	"checkin":   {"Mood check-in", "Evening check-in"},
	"dream":     {"Dream log", "Dream journal"},
	"goals":     {"Goals & plans", "Quarter goals", "Someday list"},
	"habits":    {"Habit tracker", "Weekly habits"},
	"prompt":    {"Prompt reply", "Answering today's prompt"},
}

var (
	rawRibbedTags    = []string{"#home", "#work", "#food", "#family", "#love", "#health", "#admin", "#travel", "#feelings", "#money"}
	rawRibbedMoods   = []string{"tired", "calm", "wired", "hopeful", "flat", "grateful", "anxious", "content", "restless"}
	rawRibbedWeather = []string{"☁️ 11°C, drizzle", "☀️ 19°C, clear", "🌧 8°C, heavy rain", "🌤 15°C, breezy", "❄️ 1°C, frost"}
)

// entry appends an entry of the owner's: the app's header (day, time and
// title; one journal page or dream log in six written late and dated
// back to the evening before, "(writing this a day late)"), then, each now and then, tags, a mood line, a location stamp
// (stamp, where given) and a weather line, and the body.
func (r *rawRibbedRun) entry(kind, body, stamp string) string {
	gap := time.Duration(5+r.rng.IntN(240)) * time.Minute
	at := r.t
	if len(r.s.Observations) > 0 {
		at = at.Add(gap)
	}
	var b strings.Builder
	title, dated := pick(r.rng, rawRibbedTitles[kind]), at
	if (kind == "pages" || kind == "dream") && r.rng.IntN(6) == 0 { // written late and dated back to the day before
		dated = time.Date(at.Year(), at.Month(), at.Day()-1, 21+r.rng.IntN(3), r.rng.IntN(60), 0, 0, time.UTC)
		title += " (writing this a day late)"
	}
	if (strings.HasPrefix(title, "Sunday reflection") && dated.Weekday() != time.Sunday) || (strings.HasPrefix(title, "Morning pages") && dated.Hour() >= 12) {
		title = "Evening pages" + strings.TrimPrefix(strings.TrimPrefix(title, "Sunday reflection"), "Morning pages")
	}
	b.WriteString(dated.Format("Mon 2 Jan 2006, 15:04") + " — " + title)
	if r.rng.IntN(2) == 0 {
		tags := pickN(r.rng, rawRibbedTags, 1+r.rng.IntN(2))
		b.WriteString("\n" + strings.Join(tags, " "))
	}
	if r.rng.IntN(3) == 0 {
		b.WriteString(fmt.Sprintf("\nmood: %d/10, %s", 3+r.rng.IntN(7), pick(r.rng, rawRibbedMoods)))
	}
	if stamp != "" {
		b.WriteString("\n📍 " + stamp)
	}
	if r.rng.IntN(4) == 0 {
		b.WriteString("\n" + pick(r.rng, rawRibbedWeather))
	}
	b.WriteString("\n\n" + body)
	id, _ := r.turn(r.me, "user", b.String(), gap)
	return id
}

// quick is body as the owner types a quick note or a list.
func (r *rawRibbedRun) quick(body string) string {
	if r.rng.IntN(10) < r.p.lowerIn10 {
		return strings.ToLower(body)
	}
	return body
}

// companion is a turn of the app's journaling companion.
func (r *rawRibbedRun) companion(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(1+r.rng.IntN(3))*time.Minute)
}

// system is a notice of the app's.
func (r *rawRibbedRun) system(text string) {
	r.turn(rawRibbedSystem, "system", text, time.Minute)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawRibbedRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds and
// $NAME the owner's first name.
func (r *rawRibbedRun) fill(tpl, v string) string {
	return strings.ReplaceAll(fillOne(tpl, map[string]string{"v": v, "cur": r.cur}), "$NAME", r.p.name)
}

// open starts a day of journaling on r.t's day: one time in three a
// notice of the app's first.
func (r *rawRibbedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.streak++
	switch r.rng.IntN(6) {
	case 0:
		r.system(fmt.Sprintf("Streak: %d days 🔥", r.streak))
	case 1:
		r.system(pick(r.rng, rawRibbedNotices))
	}
}

// close ends the day: one time in four the companion's goodnight or a
// notice.
func (r *rawRibbedRun) close() {
	switch r.rng.IntN(8) {
	case 0, 1:
		r.companion(pick(r.rng, rawRibbedGoodnights))
	case 2:
		r.system(pick(r.rng, rawRibbedNotices))
	}
}

// smallTalk is an everyday entry naming no value (a gratitude list, a
// habit tracker, a mood check-in or a plain entry) and, one time in two,
// the companion's reply.
func (r *rawRibbedRun) smallTalk() {
	switch r.rng.IntN(4) {
	case 0:
		g := pickN(r.rng, rawRibbedGrateful, 3)
		r.entry("gratitude", "1. "+g[0]+"\n2. "+g[1]+"\n3. "+g[2], "")
	case 1:
		r.entry("habits", pick(r.rng, rawRibbedHabits), "")
	case 2:
		r.entry("checkin", r.fresh(rawRibbedSmallTalk), "")
	default:
		r.entry("pages", r.fresh(rawRibbedSmallTalk), "")
	}
	if r.rng.IntN(2) == 0 {
		r.companion(pick(r.rng, rawReplies[r.ph]))
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the owner's own form twice as
// likely; "happened" only after a goal was written down), with the turns
// the form needs around it, and returns the statement's turn and its
// time.
func (r *rawRibbedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawRibbedStmt
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
	stamp := ""
	if r.a.predicate != "lives_in" && r.rng.IntN(3) == 0 {
		stamp = pick(r.rng, r.towns)
	} else if r.a.predicate == "lives_in" && r.rng.IntN(4) == 0 {
		stamp = vals[i] // written at home
	}
	var id string
	switch st.form {
	case "entry":
		body := pick(r.rng, rawRibbedOpeners) + "\n\n"
		switch r.rng.IntN(4) {
		case 0, 1: // a long entry, the value in passing
			body += pick(r.rng, rawRibbedContext) + "\n\n"
		case 2: // someone else's value first
			body += r.aboutSomeone() + ". " + pick(r.rng, rawRibbedTurnTo) + "\n\n"
		}
		id = r.entry("pages", body+capitalize(core)+pick(r.rng, rawRibbedTails), stamp)
	case "answer":
		r.companion(r.fill(st.ask, wrong))
		id = r.entry("prompt", pick(r.rng, rawRibbedAnswerLeads)+" "+core+pick(r.rng, rawRibbedTails), stamp)
	case "fix":
		r.companion(r.fill(st.ask, wrong))
		id = r.entry("note", r.quick(pick(r.rng, rawRibbedFixLeads)+" "+core+". "+pick(r.rng, rawRibbedFixTails)), stamp)
	case "list":
		items := pickN(r.rng, rawRibbedListItems, 3)
		id = r.entry("list", r.quick(items[0]+"\n- [ ] "+core+"\n"+items[1]+"\n"+items[2]), stamp)
	case "self":
		id = r.entry("note", r.quick(pick(r.rng, rawRibbedSelfLeads)+" "+core+"."), stamp)
	case "passing":
		id = r.entry("pages", pick(r.rng, rawRibbedPassingBefore)+" "+core+". "+pick(r.rng, rawRibbedPassingAfter), stamp)
	default: // happened
		id = r.entry("goals", pick(r.rng, rawRibbedHappenedLeads)+" "+core+pick(r.rng, rawRibbedTails), stamp)
	}
	at := r.t
	r.stated = append(r.stated, rawRibbedSaid{line: core, value: vals[i]})
	r.confirm(vals, i)
	return id, at
}

// confirm answers statement vals[i]: one time in two the companion's
// reflection naming the value just stated, else a reply naming none; one
// time in three a weekly summary naming the value just stated, the one
// before it (stale) or a wrong one.
func (r *rawRibbedRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		r.companion(r.fill(pick(r.rng, r.f.reflect), vals[i]))
	} else {
		r.companion(pick(r.rng, rawReplies[r.ph]))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.companion(r.fill(pick(r.rng, r.a.assistant[r.ph]), v))
	}
}

// filler adds n days of journaling after statement vals[i], each of two
// to four exchanges, one to six days apart, one time in six three to
// five weeks (a gap the app's streak notices).
func (r *rawRibbedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 1 + r.rng.IntN(6)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(15)
			r.streak = 0
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 2 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// exchange is one exchange after statement vals[i]: everyday entries; on
// the topic naming no value; the owner's other attributes; a person in
// their life and their own value; a dream; a trip under its location
// stamp; a plan, wish or offer declined; a goal for the next value (once
// a gap, which the next statement may say has happened); an earlier value
// told as a memory; a joke; a snippet pasted about someone else; a
// message pasted from a friend in the words of a statement (mirror); the
// companion's misreading and the denial; the companion naming the value
// that holds; its prompt with an earlier value, put right without one;
// an "On this day" memory of an old statement; else a wrong summary.
func (r *rawRibbedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(80); {
	case x < 6:
		r.smallTalk()
	case x < 10:
		r.ramble(others, past)
	case x < 13:
		r.entry(pick(r.rng, []string{"pages", "note"}), r.quick(r.fresh(r.a.chatter[r.ph])), "")
		r.companion(pick(r.rng, rawReplies[r.ph]))
	case x < 17:
		r.background()
	case x < 27:
		r.entry(pick(r.rng, []string{"pages", "pages", "note"}), r.aboutSomeone(), "")
		if r.rng.IntN(3) == 0 {
			r.companion(pick(r.rng, rawRibbedOthersReplies))
		}
	case x < 31:
		r.entry("dream", capitalize(r.fill(r.fresh(f.dream), pick(r.rng, others))), "")
	case x < 35:
		v := pick(r.rng, others)
		stamp := pick(r.rng, r.towns)
		if r.a.predicate == "lives_in" {
			stamp = v
		}
		r.entry("pages", capitalize(r.fill(r.fresh(f.trip), v)), stamp)
	case x < 40:
		r.entry(pick(r.rng, []string{"pages", "goals"}), capitalize(r.fill(r.fresh(f.plan), pick(r.rng, others))), "")
	case x < 43 && !r.planned && i+1 < len(vals):
		r.planned = true
		r.entry("goals", "- [ ] "+r.fill(r.fresh(f.goal), vals[i+1])+"\n"+pick(r.rng, rawRibbedListItems), "")
	case x < 46 && len(past) > 0:
		r.entry("pages", capitalize(r.fill(r.fresh(f.past), pick(r.rng, past))), "")
	case x < 48:
		r.entry("note", r.quick(capitalize(r.fill(r.fresh(f.joke), pick(r.rng, others)))), "")
	case x < 52:
		p := pick(r.rng, rawRibbedPeopleInLife[2:])
		r.entry("note", "Pasted from "+p+"'s "+pick(r.rng, rawRibbedPasteSources)+":\n> "+
			r.fill(r.fresh(f.pasted), r.people[p]), "")
	case x < 55:
		r.mirror(others)
	case x < 59:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.entry(pick(r.rng, []string{"dream", "pages"}), capitalize(r.fill(m.said, v)), "")
		r.companion(r.fill(m.misread, v))
		r.entry("note", r.quick(capitalize(m.deny)), "")
	case x < 63 && r.cur != "":
		r.entry("pages", r.fresh(rawRibbedSmallTalk), "")
		r.companion(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 68 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.companion(r.fill(s.ask, pick(r.rng, past)))
		r.entry("prompt", r.quick(capitalize(s.reject)), "")
	case x < 72 && slices.ContainsFunc(r.stated, func(s rawRibbedSaid) bool { return s.value != r.cur }):
		r.throwback()
	default:
		r.wrongSummary(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongSummary(others)
	}
}

// ramble is a long evening entry about many things at once, two to four
// paragraphs naming no value of the owner's own: everyday matters, the
// topic without a value, a person in their life and their own value (of
// the asked attribute or another), a
// plan or wish, a memory of an earlier value; and, one time in two, the
// companion's reply.
func (r *rawRibbedRun) ramble(others, past []string) {
	var parts []string
	for range 2 + r.rng.IntN(3) {
		switch x := r.rng.IntN(6); {
		case x < 2:
			parts = append(parts, r.fresh(rawRibbedSmallTalk))
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
			parts = append(parts, pick(r.rng, rawRibbedContext))
		}
	}
	r.entry("pages", pick(r.rng, rawRibbedOpeners)+"\n\n"+strings.Join(parts, "\n\n"), "")
	if r.rng.IntN(2) == 0 {
		r.companion(pick(r.rng, rawRibbedOthersReplies))
	}
}

// aboutSomeone is a line of the owner's about a person in their life and
// that person's own value of the asked attribute.
func (r *rawRibbedRun) aboutSomeone() string {
	p := pick(r.rng, rawRibbedPeopleInLife)
	for r.a.predicate == "partner" && p == "my partner" { // their partner is the owner's value
		p = pick(r.rng, rawRibbedPeopleInLife)
	}
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1))
}

// aboutSomeoneElse is a line of the owner's about a person in their life
// and that person's own value of another attribute than the asked one.
func (r *rawRibbedRun) aboutSomeoneElse() string {
	a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
	p := pickWhere(r.rng, rawRibbedPeopleInLife, func(p string) bool { return a != "partner" || p != "my partner" })
	text := strings.ReplaceAll(pick(r.rng, rawAttrs[a].other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", pick(r.rng, rawAttrs[a].valuesIn(r.ph)), 1))
}

// mirror is a message from a friend pasted into an entry, telling the
// friend's own value in the very words of a statement of the owner's
// (an entry or told in passing), and the owner's line about it: the same
// words, pasted, another person's.
func (r *rawRibbedRun) mirror(others []string) {
	var sts []rawRibbedStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "entry" || st.form == "passing" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.entry("pages", pick(r.rng, rawRibbedMirrorLeads)+"\n> "+capitalize(core)+"\n"+pick(r.rng, rawRibbedMirrorTails), "")
}

// throwback is the app's "On this day" memory quoting an earlier
// statement of the owner's whose value no longer holds, and the owner's
// reaction, naming no value.
func (r *rawRibbedRun) throwback() {
	var old []rawRibbedSaid
	for _, s := range r.stated {
		if s.value != r.cur {
			old = append(old, s)
		}
	}
	s := old[r.rng.IntN(len(old))]
	r.system(pick(r.rng, []string{"On this day, a few months ago:", "Memory from your journal:", "Flashback —"}) + " \"" + capitalize(s.line) + "\"")
	r.entry("note", r.quick(pick(r.rng, rawRibbedThrowbackReacts)), "")
}

// wrongSummary is the companion's weekly summary naming another value,
// one time in two followed by the owner's aside that it gets things
// wrong.
func (r *rawRibbedRun) wrongSummary(others []string) {
	r.companion(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.entry("note", r.quick(r.fresh(rawRibbedBotTalk)), "")
	}
}

// background is an entry of the owner's stating one of their other
// attributes (its value holds all through) in the words of its entry
// form; else everyday journaling.
func (r *rawRibbedRun) background() {
	var sts []rawRibbedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawRibbedByAttr[a].state {
			if st.form == "entry" && !r.used[st.core] {
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
	r.entry("pages", capitalize(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]}))+".", "")
	r.companion(pick(r.rng, rawReplies[r.ph]))
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawRibbedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The owner's lines naming no value: openers and tails of an entry,
// leads of an answer, a correction, a note to self and a goal come true,
// an entry's other matters around a change told in passing, checklist
// items, gratitude items, habit trackers, asides about the companion,
// reactions to a memory, and the words around a pasted message.
var (
	rawRibbedOpeners = []string{"Couldn't sleep, so here I am with the lamp on.", "Long day. Writing before I forget how it felt.",
		"Sunday, rain on the skylight, tea going cold next to me.", "I keep putting off writing this, so: writing it.",
		"Ten minutes, no editing, that's the deal I made with myself."}
	rawRibbedTails   = []string{". More tomorrow.", ". Okay. Bed.", ", and I'm weirdly proud of that.", ". That's all for tonight.", "."}
	rawRibbedContext = []string{
		"Work was the usual noise, the knee is still grumbling on the stairs, and I finally rang about the boiler after three weeks of pretending the cold showers were character building. None of that is what I sat down to write about though.",
		"I reread last month's entries before starting this one and I sound exhausted in all of them. Lots of lists, not much living. Trying to do better. Things that are true right now:",
		"Therapist asked me to write down the things that have actually changed this year instead of the things I worry about. So, a small inventory, in no order at all.",
	}
	rawRibbedTurnTo        = []string{"Which got me thinking about my own life.", "Anyway. Me.", "Good for them. As for me:"}
	rawRibbedAnswerLeads   = []string{"Okay, answering the prompt honestly:", "Today's prompt made me laugh, but fine:", "Short answer to the question:", "To the companion's question:"}
	rawRibbedFixLeads      = []string{"The weekly summary got it wrong, for the record:", "Correcting the recap before it sticks:", "No, app, that's not right:", "Fixing the summary:"}
	rawRibbedFixTails      = []string{"Read the entries properly", "Honestly, this thing", "Noting it so future me isn't confused", "Glad I checked"}
	rawRibbedSelfLeads     = []string{"Note to self:", "Reminder, future me:", "Writing this in capitals in my head:", "For the forms you keep filling in wrong:"}
	rawRibbedHappenedLeads = []string{"Crossing off a goal from the spring list:", "Remember that goal from a few weeks back? It happened:", "Goal update, done and dusted:", "The plan actually came off:"}
	rawRibbedPassingBefore = []string{
		"Mostly want to write about the argument with the plumber, which I lost, and the fact that I still haven't replied to Gran's letter. Also worth saying, since I haven't written it here yet,",
		"Today was about the dentist and the broken umbrella and nothing else, really. Somewhere in all the admin it hit me that",
		"Spent the evening sorting photos from the summer and getting sentimental. Unrelated, but",
	}
	rawRibbedPassingAfter = []string{"Anyway, the photos: I'm printing the one of the dog in the sea.", "Back to the plumber. He owes me a washer.",
		"Still need to answer Gran. Tomorrow, definitely tomorrow."}
	rawRibbedListItems = []string{"- [x] call the landlord about the window", "- [ ] renew the library books", "- [x] buy lightbulbs and bin bags",
		"- [ ] book the dentist", "- [x] send the birthday card", "- [ ] defrost the freezer", "- [ ] fix the bike light"}
	rawRibbedGrateful = []string{"the first proper coffee of the morning", "a long phone call that made me laugh", "clean sheets",
		"the walk home in the last of the light", "someone holding the door on a bad day", "soup that was better than expected"}
	rawRibbedHabits = []string{"water ✅✅✅⬜ | stretch ✅⬜ | read 20 pages ✅ | no phone after 11 ⬜",
		"walk ✅✅✅✅✅ | journal ✅✅✅✅ | sleep by midnight ⬜⬜✅", "meditate 3/7 | run 2/3 | veg with every meal 5/7"}
	rawRibbedBotTalk = []string{"the weekly recap invents things about me, must switch it off", "note: do not trust the AI summary, it mixes up half my entries",
		"why does the recap always get the one important thing wrong"}
	rawRibbedThrowbackReacts = []string{"funny seeing that pop up, feels like someone else wrote it", "old entry, different life",
		"the app loves an awkward memory", "wow, that was a while ago"}
	rawRibbedMirrorLeads = []string{"Pasting the message my friend sent because it made me smile:", "Saving this text from an old friend here so I don't lose it:",
		"My cousin's group message, pasted for posterity:"}
	rawRibbedMirrorTails  = []string{"So happy for them.", "Must ring them at the weekend.", "Typical of them to announce it like that."}
	rawRibbedPasteSources = []string{"message in the family chat", "email", "voice note, transcribed", "card"}
)

// The companion's lines naming no value, and the app's notices.
var (
	rawRibbedGoodnights = []string{"Thanks for writing today. Rest well.", "You showed up for yourself today. That counts.",
		"Entry saved. Would you like a prompt for tomorrow morning?"}
	rawRibbedOthersReplies = []string{"It sounds like the people around you are going through a lot of change.", "How did that news sit with you?",
		"You write about them with a lot of warmth."}
	rawRibbedNotices = []string{"Reminder set for 21:30", "Entry synced from phone", "Backup complete", "New badge: 30 entries 🏅",
		"Your weekly recap is ready"}
)

// rawRibbedSmallTalk are the owner's everyday entries naming no value.
var rawRibbedSmallTalk = []string{
	"Slept badly again, woke at four with my brain doing the whole week's admin at once.",
	"Nothing much to report. Made the lemon cake, burnt the edge, ate it anyway standing over the sink.",
	"mood is a solid 5, the weather is grey and so am I, but the new library book is good",
	"Felt properly rested for the first time in ages. Walked the long way just because I could.",
	"Overthinking a message I sent at lunch. It was fine. It was FINE. Writing it here so I stop.",
	"Small win: cleared the inbox to zero and then immediately got three more emails.",
}

// rawRibbedReplies are the companion's replies naming no value.
var rawRibbedReplies = []string{
	"That sounds like a lot to hold. What helped most today?",
	"I noticed you mentioned feeling tired twice this week. Want to reflect on that?",
	"Thank you for writing this down. What's one small thing for tomorrow?",
	"It's good to see you noticing the little wins.",
	"Would you like me to add that to your reflections for the month?",
}

// The ribbed set's own lists per attribute. The owner's lines are entries
// as they type them; the companion's lines and the questions ordinary
// English. A statement neither starts nor ends with a placeholder and
// holds no line break, so the oracle reads the value whole; $WHO in an
// other line is a person in the owner's life.
var rawRibbedByAttr = map[string]rawRibbedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Braganca", "Tomar", "Guimaraes", "Lamego", "Chaves", "Estremoz",
				"Elvas", "Peniche", "Ericeira", "Nazare", "Obidos", "Mertola"},
			qCurrent: []string{
				"Which town does {name} write home from these days, going by the journal app?",
				"According to the entries in {name}'s journal, where do they live at the moment?",
				"{name} keeps a diary in the app: what town is home for them now?",
				"Reading through the journal, where does {name} currently have their home?",
			},
			qWhen: []string{
				"Per the journal entries, which town had {name} as a resident {when}?",
				"Which town was home, in {name}'s diary entries, {when}?",
				"What does {name}'s journal show as their town of residence {when}?",
			},
			qBefore: []string{
				"Ahead of settling in {next}, what was the home town in {name}'s diary entries?",
				"In the diary app, where had {name} lived until moving to {next}?",
				"Until {next}, which town did {name} keep writing about as home in the journal?",
			},
			chatter: []string{
				"Council tax letter arrived and I've read it three times and still don't understand the banding.",
				"The damp patch in the bathroom is back. Named it Gerald. Gerald is winning.",
				"Spent the evening measuring windows for curtains I will never actually buy.",
				"Neighbours' cat has decided our doormat is its doormat. I've accepted this.",
			},
			other: []string{
				"$WHO rang tonight, all excited because they've moved into a little place in {v}, and I'm pleased for them",
				"Heard that $WHO has been renting in {v} since the spring, which explains the silence",
				"$WHO is house hunting around {v} and sends me listings at midnight",
				"Long chat with $WHO, who swears {v} is the best town they've ever lived in",
				"$WHO sent photos of the new flat in {v}, it has a balcony, I'm jealous",
				"Found out $WHO has a mortgage on a terrace in {v} now, grown-up stuff",
			},
			assistant: []string{
				"Weekly recap ✨ This week you wrote about settling into {v}.",
				"Your month in words: home, {v}, and a lot of tea.",
				"Recap: you've mentioned life in {v} in four entries this week.",
				"Looking back at your week: new routines in {v}, a bit of worry about money, and gratitude for friends. (Last month: {cur}.)",
			},
		},
		state: []rawRibbedStmt{
			{form: "entry", core: "three months in {v} and it finally feels like home, I know which floorboards creak"},
			{form: "entry", core: "my little rented place in {v} is the first home that's really felt mine"},
			{form: "answer", ask: "Prompt of the day: where do you feel most at home right now?",
				core: "here, in my own flat in {v}, with the radiator ticking"},
			{form: "answer", ask: "Prompt: describe the view from where you live in {v}.",
				core: "wrong town, but the view from my window in {v} is rooftops and one stubborn gull"},
			{form: "fix", ask: "Weekly recap ✨ You wrote a lot about life in {v} this week.",
				core: "I have never lived there, my address is in {v} and has been all year"},
			{form: "list", core: "change address with the bank to the flat in {v} where I live now"},
			{form: "self", core: "you live in {v} now, so stop writing the old postcode on forms"},
			{form: "passing", core: "living in {v} suits me better than I ever admit out loud"},
		},
		change: []rawRibbedStmt{
			{form: "entry", core: "last night in {old} was strange, tonight I'm writing from the new place in {new} surrounded by boxes"},
			{form: "entry", core: "the move is done, I left {old} behind and I'm sleeping in my own room in {new} now"},
			{form: "answer", ask: "Prompt: what has changed most for you since you were last in {v}?",
				core: "the obvious thing, I moved out of {old} and home is {new} these days"},
			{form: "fix", ask: "Weekly recap ✨ Another cosy week at home in {v}.",
				core: "wrong, {old} was the old address, these days I wake up in {new} every morning"},
			{form: "list", core: "tell the GP I've moved from {old} and now live in {new} for good"},
			{form: "self", core: "you don't live in {old} anymore, your home is {new}, update the delivery address"},
			{form: "passing", core: "now that {old} is behind me and I actually live in {new} the commute is half the time"},
			{form: "happened", core: "the keys are mine, goodbye {old}, I live in {new} as of this week"},
		},
		revert: []rawRibbedStmt{
			{form: "entry", core: "the {old} chapter is over and I've moved back home to {new} where I belong"},
			{form: "answer", ask: "Prompt: how are you finding life in {v}?",
				core: "I'm not, I packed up {old} and went back to living in {new} last month"},
			{form: "fix", ask: "Weekly recap ✨ Settling into {v} seems to be going well.",
				core: "that's old news, I gave up on {old} and I live in {new} again"},
			{form: "self", core: "you moved back, {old} is done, you live in {new} again so stop looking at flats there"},
			{form: "passing", core: "after the whole {old} detour it is good to be back living in {new} for good"},
			{form: "happened", core: "we did it, {old} is handed back and home is {new} once again"},
		},
		reflect: []string{"It sounds like {v} is starting to feel like yours.", "Home in {v} comes up a lot lately, and it sounds warm."},
		echo:    []string{"You mentioned your walk in {v}. Would you like to make it a weekly ritual?", "How is the new routine in {v} feeling this week?"},
		stale: []rawRibbedStale{
			{ask: "Prompt: what do you miss least about daily life in {v}?", reject: "I don't live there anymore, the prompt is out of date"},
			{ask: "You haven't written about your home in {v} in a while. How is it?", reject: "that was ages ago, I moved, keep up"},
		},
		misread: []rawRibbedMisread{
			{said: "dreamt I lived in {v} again, the old stairwell and everything", misread: "It sounds like you've moved to {v}. How does it feel?", deny: "it was a dream, I haven't moved anywhere"},
			{said: "day trip to {v}, ate too many pastries by the river", misread: "Welcome to your new home in {v}!", deny: "it was a day out, not a move"},
		},
		dream: []string{"dreamt I lived in {v} again and couldn't find my own front door", "weird dream: a house in {v} with too many staircases"},
		trip:  []string{"weekend away in {v}, the old town walls at sunset were something", "work trip to {v}, hotel room with a view of a car park"},
		plan: []string{"if I won the lottery I'd buy a cottage in {v}, obviously", "got offered a room in {v} through a friend but said no, too far",
			"half looking at flats in {v}, won't do anything about it"},
		goal: []string{"be moved into the place in {v} by the end of the season", "sign the lease in {v} and book the van"},
		past: []string{"remember when I lived in {v} and the heating only worked on Tuesdays", "walked past my old street today, the {v} years feel far away"},
		joke: []string{"the weather app still thinks I live in {v}, bless it", "at this rate I'll retire to {v} and take up bowls"},
		pasted: []string{"\"We've finally moved to {v}, come and visit once we've found the kettle\"",
			"Tenancy clause 4.2: the tenant shall occupy the property at 12 Quay Row, {v}, as their main residence"},
		still: []string{
			"Is {name} still living in {v}, going by their journal?",
			"According to the diary app, does {name} still call {v} home?",
			"Does {name}'s journal say they still live in {v}?",
		},
		stillWhen: []string{
			"Going by the journal, was {name} still living in {v} {when}?",
			"From {name}'s entries, was home still {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Tidewrack Ferries", "Inkcap Bookbinders", "Sorrel Lane Vets", "Pebbledash Surveys", "Cobnut Insurance", "Tamarisk Labs",
				"Lugworm Marine", "Mistle Thrush Dental", "Shingle Street Press", "Quernstone Mills", "Wherry Yard Boats", "Larkspur Haulage"},
			qCurrent: []string{
				"Which employer does {name} write about as theirs these days, going by the journal app?",
				"According to the entries in {name}'s journal, which firm are they working for at the moment?",
				"{name} keeps a diary in the app: who pays their wages now?",
				"Reading through the journal, which company currently employs {name}?",
			},
			qWhen: []string{
				"Per the journal entries, which company was {name} working at {when}?",
				"Which employer did {name}'s diary entries name as theirs {when}?",
				"What does {name}'s journal show as their workplace {when}?",
			},
			qBefore: []string{
				"Which firm did {name}'s journal mention as their employer ahead of {next}?",
				"In the diary app, where had {name} worked until joining {next}?",
				"Until {next} hired them, which company did {name} keep writing about as work in the journal?",
			},
			chatter: []string{
				"Appraisal form due Friday and every box asks me to rate my own resilience. Resilient enough to not throw the laptop.",
				"Meeting that could have been an email, part four hundred. Wrote a haiku about it instead.",
				"Payslip came and the tax code has changed again and I have no idea why.",
				"Thinking about asking for a four day week. Practising the sentence in the mirror.",
			},
			other: []string{
				"$WHO got the job at {v}, they start next month and they're terrified",
				"Dinner with $WHO, who can't stop complaining about the managers at {v}",
				"$WHO has been at {v} for six years now and still loves it, I don't get it",
				"Heard $WHO got made redundant from {v}, sent a long message",
				"$WHO is interviewing at {v} on Thursday, helped them prep",
				"$WHO told me {v} pays them in vouchers at Christmas, what",
			},
			assistant: []string{
				"Weekly recap ✨ This week you wrote about long days at {v}.",
				"Your month in words: deadlines, {v}, and not enough sleep.",
				"Recap: work at {v} came up in three of your entries.",
				"Looking back at your week: busy shifts at {v}, a nice lunch with friends. (Last month: {cur}.)",
			},
		},
		state: []rawRibbedStmt{
			{form: "entry", core: "six weeks into the job at {v} and I've stopped getting lost on the way to the kitchen"},
			{form: "entry", core: "I work at {v} and some days I honestly like it, which feels like a confession"},
			{form: "answer", ask: "Prompt of the day: what does a normal workday look like for you?",
				core: "up at seven, in at {v} by nine, the same desk by the window"},
			{form: "answer", ask: "Prompt: how are things going at {v}?",
				core: "wrong place, but work at {v} is steady and my team is kind"},
			{form: "fix", ask: "Weekly recap ✨ Work at {v} sounded intense this week.",
				core: "that's some other firm, the place that pays me is {v} and it has been all year"},
			{form: "list", core: "update the work email signature now that I'm on the books at {v} for real"},
			{form: "self", core: "you work at {v}, stop introducing yourself like you're still job hunting"},
			{form: "passing", core: "the job at {v} is the steadiest thing in my life right now"},
		},
		change: []rawRibbedStmt{
			{form: "entry", core: "cleared my desk at {old} on Friday and today I started at {new} with a new lanyard and no idea where anything is"},
			{form: "entry", core: "the leaving drinks for {old} were lovely and my first week at {new} has been a blur"},
			{form: "answer", ask: "Prompt: what's one thing you'd change about your job at {v}?",
				core: "not much to change, I walked out of {old} and my days are spent at {new} now"},
			{form: "fix", ask: "Weekly recap ✨ Another long week at {v}.",
				core: "I don't work at {old} anymore, I've been at {new} since I switched"},
			{form: "list", core: "send the P45 from {old} to payroll at {new} where I work now"},
			{form: "self", core: "you left {old}, you're employed by {new} now, change the LinkedIn"},
			{form: "passing", core: "now that {old} is behind me and I'm working at {new} I actually have lunch breaks"},
			{form: "happened", core: "signed the contract, handed in notice at {old}, and I start at {new} on Monday"},
		},
		revert: []rawRibbedStmt{
			{form: "entry", core: "the {old} experiment is over and I've gone back to work at {new}, same desk, same mug"},
			{form: "answer", ask: "Prompt: how is the new job at {v} treating you?",
				core: "it isn't, I left {old} and {new} took me back last month"},
			{form: "fix", ask: "Weekly recap ✨ You seem settled at {v}.",
				core: "that's old news, I walked out of {old} and I'm back working for {new} again"},
			{form: "self", core: "you went back, {old} is done, you work at {new} again so stop apologising for it"},
			{form: "passing", core: "after the whole {old} detour it is good to be back working at {new} for good"},
			{form: "happened", core: "it's official, {old} has my resignation and {new} has rehired me"},
		},
		reflect: []string{"It sounds like work at {v} is giving you something steady.", "You write about {v} with more energy lately."},
		echo:    []string{"You mentioned a good day at {v}. What made it good?", "How are the early starts at {v} feeling this week?"},
		stale: []rawRibbedStale{
			{ask: "Prompt: what would make Mondays at {v} easier?", reject: "I don't work there anymore, the prompt is out of date"},
			{ask: "You haven't mentioned {v} in a while. How's work?", reject: "that job ended ages ago, keep up"},
		},
		misread: []rawRibbedMisread{
			{said: "dreamt I worked at {v} and the lifts only went sideways", misread: "It sounds like you've started at {v}. Congratulations!", deny: "it was a dream, no new job"},
			{said: "client visit to {v} today, nice offices, awful coffee", misread: "How is your new role at {v} going?", deny: "I was visiting them, I don't work there"},
		},
		dream: []string{"dreamt I was back at {v} and had forgotten how to type", "weird dream about an interview at {v} in a swimming pool"},
		trip:  []string{"training day at the {v} head office, free sandwiches at least", "conference booth next to {v}, chatted to their people all day"},
		plan: []string{"{v} offered me a role and I said no, still the right call", "if {v} ever advertise that job I'd apply in a heartbeat",
			"half tempted to send my CV to {v}, won't"},
		goal: []string{"get the offer from {v} signed before the summer", "hand in notice and start at {v} this quarter"},
		past: []string{"remember my first year at {v}, crying in the stairwell, ha", "found my old {v} badge in a coat pocket, what a time"},
		joke: []string{"LinkedIn keeps telling me I work at {v}, news to me", "I'll run away and join {v} as a mascot"},
		pasted: []string{"\"Great news, I've accepted the offer at {v}, drinks on me\"",
			"Offer letter: we are pleased to confirm your appointment at {v} with effect from the first of the month"},
		still: []string{
			"Is {name} still working at {v}, going by their journal?",
			"According to the diary app, is {v} still {name}'s employer?",
			"Does {name}'s journal say they still work for {v}?",
		},
		stillWhen: []string{
			"Going by the journal, was {name} still working at {v} {when}?",
			"From {name}'s entries, was {v} still their employer {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"quinoa-free", "spelt-free", "walnut-free", "lupin-free", "hazelnut-free",
				"sesame-free", "mushroom-free", "coconut-free", "celery-free", "oat-free"},
			qCurrent: []string{
				"Which diet does {name} write about keeping these days, going by the journal app?",
				"According to the entries in {name}'s journal, what do they avoid eating at the moment?",
				"{name} keeps a diary in the app: what are their food rules now?",
				"Reading through the journal, what way of eating does {name} currently keep?",
			},
			qWhen: []string{
				"Per the journal entries, which diet was {name} keeping {when}?",
				"Which food rule did {name}'s diary entries describe {when}?",
				"What does {name}'s journal show as their way of eating {when}?",
			},
			qBefore: []string{
				"Which diet did {name}'s journal describe ahead of going {next}?",
				"In the diary app, how had {name} eaten until switching to {next}?",
				"Until going {next}, which food rule did {name} keep writing about in the journal?",
			},
			chatter: []string{
				"Meal planned the whole week and then ate toast for dinner three nights running.",
				"Supermarket reorganised the aisles again. Stood in front of the cereal like a lost tourist.",
				"Batch cooked a vat of soup. The freezer is now sixty percent soup.",
				"Reading labels in the shop took forty minutes today. Forty.",
			},
			other: []string{
				"$WHO has gone {v} and now every meal out is a negotiation",
				"Cooked for $WHO, who is strictly {v}, so I made the risotto work",
				"$WHO has been {v} for a year and looks annoyingly healthy",
				"$WHO announced at lunch they're {v} from now on, we'll see",
				"Bought a {v} cookbook as a present for $WHO",
				"$WHO swears being {v} fixed their migraines",
			},
			assistant: []string{
				"Weekly recap ✨ This week you wrote about sticking to eating {v}.",
				"Your month in words: cooking, {v} meals, and early nights.",
				"Recap: your {v} diet came up in three entries.",
				"Looking back at your week: {v} recipes, a long walk, a good book. (Last month: {cur}.)",
			},
		},
		state: []rawRibbedStmt{
			{form: "entry", core: "two months of eating {v} and my stomach has finally stopped complaining"},
			{form: "entry", core: "I eat {v} and cooking for myself has become the calmest part of the day"},
			{form: "answer", ask: "Prompt of the day: what does nourishment look like for you?",
				core: "keeping my plate {v} and eating at the table, not the desk"},
			{form: "answer", ask: "Prompt: how is eating {v} going?",
				core: "not that, but staying {v} is going well, thanks"},
			{form: "fix", ask: "Weekly recap ✨ You cooked a lot of {v} meals this week.",
				core: "I've never eaten like that, I'm {v} and have been for ages"},
			{form: "list", core: "tell the canteen I'm {v} so they stop giving me the wrong tray"},
			{form: "self", core: "you're {v}, stop ordering the thing and then picking at it"},
			{form: "passing", core: "staying {v} has been easier than I feared"},
		},
		change: []rawRibbedStmt{
			{form: "entry", core: "the dietitian and I agreed I'd stop being {old}, so since then I'm eating {new} and it's a whole new shopping list"},
			{form: "entry", core: "packed away the {old} recipes tonight, my kitchen is fully {new} now"},
			{form: "answer", ask: "Prompt: what's the hardest thing about being {v}?",
				core: "nothing, because the {old} days ended and these days I cook {new} meals"},
			{form: "fix", ask: "Weekly recap ✨ Another week of {v} cooking.",
				core: "I'm not {old} anymore, I've been {new} since the switch"},
			{form: "list", core: "throw out the {old} stuff and restock the cupboard now I'm {new} at home"},
			{form: "self", core: "you quit {old}, you're {new} now, read the label twice"},
			{form: "passing", core: "now that {old} is behind me and I'm eating {new} the lunch queue is simpler"},
			{form: "happened", core: "it's been a month, {old} is done and I'm properly {new} now"},
		},
		revert: []rawRibbedStmt{
			{form: "entry", core: "the {old} phase is over and I'm back to eating {new}, like before"},
			{form: "answer", ask: "Prompt: how's the {v} experiment going?",
				core: "it isn't, I gave up {old} and went back to being {new} last month"},
			{form: "fix", ask: "Weekly recap ✨ You seem to be enjoying {v} food.",
				core: "that's old news, I stopped {old} and I'm {new} again"},
			{form: "self", core: "you went back, {old} is done, you're {new} again so buy the old brand"},
			{form: "passing", core: "after the whole {old} detour it is good to be back to eating {new} for good"},
			{form: "happened", core: "decided and done, no more {old}, I'm {new} once again"},
		},
		reflect: []string{"It sounds like eating {v} is agreeing with you.", "You write about {v} cooking with a lot of care."},
		echo:    []string{"You mentioned a good {v} recipe. Want to save it to your notes?", "How is {v} fitting around the busy week?"},
		stale: []rawRibbedStale{
			{ask: "Prompt: what's your favourite {v} meal lately?", reject: "I don't eat like that anymore, the prompt is out of date"},
			{ask: "You haven't mentioned being {v} in a while. How is it?", reject: "that was ages ago, I changed, keep up"},
		},
		misread: []rawRibbedMisread{
			{said: "dreamt I was {v} and the whole world was made of cake", misread: "It sounds like you've gone {v}. How is it?", deny: "it was a dream, nothing changed"},
			{said: "the café on holiday was all {v}, had the soup", misread: "Congratulations on going {v}!", deny: "it was one lunch, not a diet"},
		},
		dream: []string{"dreamt I went {v} and my fridge was full of balloons", "weird dream where being {v} was the law"},
		trip:  []string{"food festival on the trip, a whole {v} tent, tried everything", "hotel breakfast was {v} only, survived on fruit"},
		plan: []string{"thinking of going {v} in January, probably won't", "doctor floated trying {v} and I said no thanks",
			"if I were braver I'd try {v} for a month"},
		goal: []string{"go {v} for real before the next check-up", "clear the cupboards and start eating {v} this month"},
		past: []string{"remember the year I was {v} and lived on rice cakes", "back when I ate {v} I knew every label by heart"},
		joke: []string{"I'm {v} as long as nobody offers me pudding", "the cat has gone {v}, or at least she's gone off her food"},
		pasted: []string{"\"Heads up, I'm {v} now so no surprises at the barbecue please\"",
			"Recipe card: serves four, fully {v}, from the church cookbook"},
		still: []string{
			"Is {name} still {v}, going by their journal?",
			"According to the diary app, does {name} still eat {v}?",
			"Does {name}'s journal say they're still {v}?",
		},
		stillWhen: []string{
			"Going by the journal, was {name} still {v} {when}?",
			"From {name}'s entries, were they still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Aitor", "Iker", "Maialen", "Oihane", "Unai", "Ainhoa",
				"Garazi", "Joseba", "Leire", "Xabier", "Itziar", "Ander"},
			qCurrent: []string{
				"Who does {name} write about as their partner these days, going by the journal app?",
				"According to the entries in {name}'s journal, who are they together with at the moment?",
				"{name} keeps a diary in the app: who is the person they're with now?",
				"Reading through the journal, who is {name} currently in a couple with?",
			},
			qWhen: []string{
				"Per the journal entries, who was {name} together with {when}?",
				"Whom did {name}'s diary entries name as their partner {when}?",
				"What does {name}'s journal show about who they were with {when}?",
			},
			qBefore: []string{
				"Who did {name}'s journal name as their partner ahead of {next}?",
				"In the diary app, who had {name} been with until {next}?",
				"Until {next}, whom did {name} keep writing about as their other half in the journal?",
			},
			chatter: []string{
				"Anniversary coming up and I have no idea what to plan. Everything feels either too much or too little.",
				"Had the 'whose turn is it to do the bins' conversation again. Riveting stuff, love.",
				"Date night was a takeaway and a documentary about moss. Perfect, honestly.",
				"Wondering if it's normal to still get nervous before introducing someone to friends.",
			},
			other: []string{
				"$WHO is marrying {v} next spring and I have to give a speech",
				"$WHO brought {v} round for dinner, they're sweet together",
				"Found out $WHO has been seeing {v} for months, the secrecy!",
				"$WHO and {v} broke up, long phone call, lots of tissues",
				"$WHO moved in with {v} and already regrets the sofa",
				"$WHO keeps posting photos with {v}, I'm happy for them",
			},
			assistant: []string{
				"Weekly recap ✨ This week you wrote about quiet evenings with {v}.",
				"Your month in words: love, {v}, and one big argument about paint colours.",
				"Recap: {v} came up in four of your entries.",
				"Looking back at your week: time with {v}, a busy Tuesday, gratitude for sleep. (Last month: {cur}.)",
			},
		},
		state: []rawRibbedStmt{
			{form: "entry", core: "a year with {v} this month and I still get a jolt when their name lights up my phone"},
			{form: "entry", core: "I'm with {v} and it's the easiest love I've ever known"},
			{form: "answer", ask: "Prompt of the day: who makes you feel most like yourself?",
				core: "my partner {v}, without a second's thought"},
			{form: "answer", ask: "Prompt: how are things with {v}?",
				core: "wrong name, but things with {v}, my actual partner, are lovely"},
			{form: "fix", ask: "Weekly recap ✨ You spent lots of time with {v} this week.",
				core: "I've never dated them, my partner is {v} and has been all along"},
			{form: "list", core: "book the table for the anniversary with {v} who I'm with"},
			{form: "self", core: "you're with {v}, stop reading your ex's messages at midnight"},
			{form: "passing", core: "being with {v} makes the hard weeks lighter"},
		},
		change: []rawRibbedStmt{
			{form: "entry", core: "it ended with {old} in the spring and I've started seeing {new} and I'm trying not to get my hopes up"},
			{form: "entry", core: "cried about {old} for a month and now there's {new}, who makes me laugh until my ribs hurt"},
			{form: "answer", ask: "Prompt: what are you learning from your relationship with {v}?",
				core: "that it was over, {old} and I split and I'm with {new} now"},
			{form: "fix", ask: "Weekly recap ✨ Another lovely week with {v}.",
				core: "I'm not with {old} anymore, my partner has been {new} since the break-up"},
			{form: "list", core: "take the {old} photos down and put up the one of me and {new} now we're together"},
			{form: "self", core: "you left {old}, you're with {new} now, stop comparing"},
			{form: "passing", core: "now that {old} is behind me and I'm dating {new} the weekends feel full"},
			{form: "happened", core: "I asked and they said yes, {old} is history and I'm officially with {new} now"},
		},
		revert: []rawRibbedStmt{
			{form: "entry", core: "the {old} thing is over and I'm back together with {new}, which nobody saw coming"},
			{form: "answer", ask: "Prompt: how is it going with {v}?",
				core: "it isn't, I ended it with {old} and got back with {new} last month"},
			{form: "fix", ask: "Weekly recap ✨ You seem happy with {v}.",
				core: "that's old news, I broke it off with {old} and I'm with {new} again"},
			{form: "self", core: "you went back, {old} is done, you're with {new} again so be kind to both of you"},
			{form: "passing", core: "after the whole {old} detour it is good to be back together with {new} for good"},
			{form: "happened", core: "we talked it all through, {old} is out of the picture and I'm with {new} once again"},
		},
		reflect: []string{"It sounds like {v} brings you a lot of calm.", "You write about {v} with so much tenderness."},
		echo:    []string{"You mentioned a lovely evening with {v}. What made it special?", "How are you and {v} doing this week?"},
		stale: []rawRibbedStale{
			{ask: "Prompt: write a letter of thanks to {v}.", reject: "we're not together anymore, the prompt is out of date"},
			{ask: "You haven't mentioned {v} in a while. How are you two?", reject: "that ended ages ago, keep up"},
		},
		misread: []rawRibbedMisread{
			{said: "dreamt {v} and I were married and living on a boat", misread: "It sounds like you and {v} are together now!", deny: "it was a dream, we're not together"},
			{said: "coffee with {v} from work, we laughed for an hour", misread: "How long have you and {v} been dating?", deny: "just a colleague, not a date"},
		},
		dream: []string{"dreamt I was dating {v} and we kept missing the same train", "weird dream: {v} proposed at a petrol station"},
		trip:  []string{"on the hen weekend I shared a room with {v}, we talked till three", "conference dinner next to {v}, lovely chat about birds"},
		plan: []string{"{v} asked me out and I said no, still not sure why", "if I were single I'd probably ask {v} for a drink",
			"thinking about messaging {v}, won't"},
		goal: []string{"tell {v} how I feel before the summer ends", "ask {v} to make it official"},
		past: []string{"remember when I was with {v} and we drove to the sea every Sunday", "found a note from {v} in an old book, the old days"},
		joke: []string{"I'm marrying {v}'s dog, not {v}, to be clear", "my mother has decided I'm dating {v}, she's met them once"},
		pasted: []string{"\"Big news: me and {v} got engaged last night!\"",
			"Wedding invite: together with their families, {v} and Sam request the pleasure of your company"},
		still: []string{
			"Is {name} still with {v}, going by their journal?",
			"According to the diary app, is {v} still {name}'s partner?",
			"Does {name}'s journal say they're still together with {v}?",
		},
		stillWhen: []string{
			"Going by the journal, was {name} still with {v} {when}?",
			"From {name}'s entries, was {v} still their partner {when}?",
		},
	},
}
