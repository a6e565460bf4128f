package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The piped set lives in its own file, as the veiled to purled sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is the transcript of recorded memoir sessions: the
// subject, an older person writing a memoir or a family history, talks
// over many months with a biographer or memoir coach, either an AI
// ghost-writer app (role assistant, speaker AssistantSpeaker) or a named
// human interviewer (role user, under their own label). The subject talks
// in long spoken turns, with fillers, restarts, "where was I", tangents,
// "[laughs]" and "[pause]", mostly about the past: childhood homes, first
// jobs, old partners, the diets of their youth, decades-old moves with
// years, parents' and grandparents' lives; and reads aloud from old
// letters, diaries and documents, which the transcript marks "[reading
// aloud] ... [stops reading]". The interviewer asks questions, reads back
// chapter drafts and summaries (sometimes stale or wrong), proposes
// chapter titles and lists facts to check. The transcript's headers and
// notes are system lines (role system, speaker rawPipedSystem). The
// labels are one convention per conversation: "Speaker 1" and "Speaker
// 2", full names, initials, or "Interviewee" and "Interviewer" (the app
// is always AssistantSpeaker); the questions' subject is "user:" and the
// subject's label, and the questions name the subject by the first name
// the set gives them.
//
// The present comes in between, and a value is stated in one of seven
// forms (rawPipedFormNames): told in passing inside a long memory turn
// (aside); as an update at the start of or during a session (update); as
// the answer to the interviewer's question, which names no value or a
// stale or wrong one (answer); as the correction of the interviewer's
// chapter draft or summary, which names the value it gets wrong (fix); as
// the reply to a list of facts to check, one of which names a stale or
// wrong value (factcheck); after a false start that names no value
// (restart); or as the news that a plan told weeks before has happened
// (happened; the plan itself is no statement).
//
// Gold follows the stitched rule read on the words the subject speaks in
// their own voice: the oracle leaves out what they read aloud (from
// "[reading aloud]" to "[stops reading]") and reads the rest as rawSpoken
// writes it. A gold turn is a turn of the subject's in which they state
// their own value as holding at the time of the recording: never a
// memory of an earlier time (with or without a year, in the past tense or
// the historic present), never the interviewer's question, draft, summary
// or fact list, never a letter, diary or document read aloud, never a
// plan, hypothetical or joke, never another person's value, never a
// place visited for the project. Questions are asked "from the memoir
// sessions" and such, about the months of the recordings, also as yes/no
// "still" questions naming a stale or wrong value, expected always the
// value that held; months are asked "in", "during", "around", "at the
// time of the recordings in" or "through", and "before X".
func init() {
	var names []string
	for _, p := range rawPipedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingPiped, rawPipedAttrs(), rawPipedSmallTalk, rawPipedReplies,
		[]string{"in ", "during ", "around ", "at the time of the recordings in ", "through "},
		names)
}

// rawPipedSystem is the speaker of the transcript's headers and notes.
const rawPipedSystem = "Transcript"

// rawPipedFormNames are the forms a piped statement comes in.
var rawPipedFormNames = []string{"aside", "update", "answer", "fix", "factcheck", "restart", "happened"}

// rawPipedPerson is a subject of the piped set: name is the first name
// the set gives them, surname and initials what a transcript may label
// them by; form the statement form they reach for most (drawn twice as
// often as any other); habit a filler of their own; book what they are
// writing.
type rawPipedPerson struct {
	name, surname, initials, form, habit, book string
}

var rawPipedPeople = []rawPipedPerson{
	{name: "Augustin", surname: "Pelletier", initials: "A.P.", form: "aside", habit: "you know", book: "a memoir for the grandchildren"},
	{name: "Mhairi", surname: "Buchanan", initials: "M.B.", form: "update", habit: "mind you", book: "a family history"},
	{name: "Fiona", surname: "Gallacher", initials: "F.G.", form: "answer", habit: "as I say", book: "a memoir"},
	{name: "Lazarus", surname: "Okonkwo", initials: "L.O.", form: "fix", habit: "I tell you", book: "the family history his daughter asked for"},
	{name: "Reinhold", surname: "Brandt", initials: "R.B.", form: "factcheck", habit: "how shall I put it", book: "a memoir of his working life"},
	{name: "Ezekiel", surname: "Adebayo", initials: "E.A.", form: "restart", habit: "let me think", book: "a family history"},
	{name: "Mordecai", surname: "Fenwick", initials: "M.F.", form: "aside", habit: "you see", book: "a memoir"},
	{name: "Algernon", surname: "Pike", initials: "A.Pi.", form: "happened", habit: "if I'm honest", book: "his memoirs, as he calls them"},
	{name: "Cyrilla", surname: "Dunmore", initials: "C.D.", form: "fix", habit: "bless her", book: "a book about her mother's side"},
	{name: "Melisende", surname: "Carver", initials: "M.C.", form: "update", habit: "anyway", book: "a memoir for her nieces"},
	{name: "Sabine", surname: "Marchetti", initials: "S.M.", form: "answer", habit: "honestly", book: "a family history"},
	{name: "Walburga", surname: "Kessler", initials: "W.K.", form: "factcheck", habit: "well now", book: "a memoir"},
}

// rawPipedPersonOf is the subject named name.
func rawPipedPersonOf(name string) *rawPipedPerson {
	for i := range rawPipedPeople {
		if rawPipedPeople[i].name == name {
			return &rawPipedPeople[i]
		}
	}
	return &rawPipedPeople[0]
}

// rawPipedInterviewers are the human interviewers: a full name and
// initials (no subject shares them).
var rawPipedInterviewers = [][2]string{{"Priya Lomax", "P.L."}, {"Tom Ashdown", "T.A."}, {"Ines Varga", "I.V."}, {"Declan Moss", "D.M."}}

// rawPipedStmt is one statement template (core), its form and what the
// form needs around it: ask is the interviewer's question (answer), draft
// or summary (fix) or the fact to check (factcheck), naming no value or
// {v}, a stale or wrong one; $NAME is the subject's first name.
type rawPipedStmt struct{ form, ask, core string }

// formCore makes rawPipedStmt a formed statement (rawformed.go).
func (s rawPipedStmt) formCore() (string, string) { return s.form, s.core }

// rawPipedMisread is a line of the subject's naming a value that is not
// theirs now, {v} (a memory, another person's); the interviewer taking it
// as the subject's current one (misread); and the subject's denial,
// naming no value (deny).
type rawPipedMisread struct{ said, misread, deny string }

// rawPipedStale is the interviewer asking with an earlier value {v} (ask)
// and the subject putting it right without naming a value (reject).
type rawPipedStale struct{ ask, reject string }

// rawPipedForms are the piped set's lists per attribute: the lists of
// rawSetLists (values and questions; chatter and other people's values
// the subject's lines; the assistant list the interviewer's chapter
// drafts and summaries, naming {v} while {cur} holds), the statements by
// kind, and: the interviewer taking down a value just stated (reflect,
// {v}), naming the value that holds (echo, {v}); questions naming an
// earlier one (stale); misreadings (misread); memories of decades ago
// with a year ($YEAR, $YY) in the past tense (memory) or the historic
// present (then); lines of old letters and documents read aloud, another
// person's (letter); places and firms visited or rung for the project
// (visit); hypotheticals, offers declined and plans that never happen
// (plan); plans that a
// later statement makes come true (goal); the subject's earlier values in
// the months of the project told as past (past); jokes (joke); and the
// questions naming a stale or wrong value {v}: current (still) and
// historical, with {when} (stillWhen).
type rawPipedForms struct {
	lists                 rawSetLists
	state, change, revert []rawPipedStmt
	reflect, echo         []string
	stale                 []rawPipedStale
	misread               []rawPipedMisread
	memory, then, letter  []string
	visit, plan, goal     []string
	past, joke            []string
	still, stillWhen      []string
}

// rawPipedAttrs are the piped set's lists per attribute as installRawSet
// takes them.
func rawPipedAttrs() map[string]rawSetLists {
	return formedLists(rawPipedByAttr, func(f rawPipedForms) (rawSetLists, []rawPipedStmt, []rawPipedStmt, []rawPipedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// pipes reports whether g's set is a memoir sessions' transcript (the
// piped set).
func (g *rawGen) pipes() bool { return g.ph == PhrasingPiped }

// rawPipedRun is one subject's memoir sessions being ingested.
type rawPipedRun struct {
	*rawGen
	f        rawPipedForms
	p        *rawPipedPerson
	me       string            // the subject's label in the transcript
	them     string            // the interviewer's label
	role     string            // the interviewer's role: user (a person) or assistant (the app)
	used     map[string]bool   // the templates said in this session
	said     string            // the last statement's core template
	planned  bool              // a plan for the next value has been told
	stated   []rawPipedSaid    // the subject's statements so far
	sitting  int               // the session's number
	chapter  int               // the chapter being drafted
	people   map[string]string // the people in the subject's life and their own values
	memories int               // memory turns so far
}

// rawPipedSaid is a statement of the subject's: the core that holds it
// and the value it states.
type rawPipedSaid struct{ line, value string }

// rawPipedPeopleInLife are the living people a subject talks about, and
// rawPipedWriters the people whose old letters they read aloud, each with
// a value of the asked attribute of their own.
var (
	rawPipedPeopleInLife = []string{"my daughter", "my son", "my granddaughter", "my grandson", "my elder brother", "my little sister",
		"my ex", "my oldest friend", "my neighbour", "my nephew", "my cousin", "my old workmate"}
	rawPipedWriters = []string{"my mother", "my father", "my grandmother", "my grandfather", "my aunt", "my late brother", "my godmother"}
)

// memoir writes a piped conversation and its questions: the subject's
// manner is their name's (rawPipedPersonOf), the labels one of four
// conventions and the interviewer one time in three the app; every person
// in their life gets a value of the asked attribute of their own (none of
// the subject's); the subject's other attributes get values of the set
// that hold all through (g.bg); each statement comes 80 to 140 days
// after the previous one or after six to ten sessions (times the filler
// scale), whichever is later.
func (g *rawGen) memoir(vals []string, revert, chatty bool) {
	r := &rawPipedRun{rawGen: g, f: rawPipedByAttr[g.a.predicate], p: rawPipedPersonOf(g.who), people: map[string]string{},
		chapter: 1 + g.rng.IntN(4)}
	iv := rawPipedInterviewers[g.rng.IntN(len(rawPipedInterviewers))]
	switch g.rng.IntN(4) {
	case 0:
		r.me, r.them = "Speaker 1", "Speaker 2"
	case 1:
		r.me, r.them = r.p.name+" "+r.p.surname, iv[0]
	case 2:
		r.me, r.them = r.p.initials, iv[1]
	default:
		r.me, r.them = "Interviewee", "Interviewer"
	}
	r.role = "user"
	if g.rng.IntN(3) == 0 {
		r.them, r.role = AssistantSpeaker, "assistant"
	}
	others := g.otherValues(vals)
	for _, p := range slices.Concat(rawPipedPeopleInLife, rawPipedWriters) {
		r.people[p] = pick(g.rng, others)
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 80, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		g.s.Questions[k].Subject = "user:" + strings.ToLower(r.me)
	}
}

// subject appends a turn of the subject's: long spoken turns take a
// while.
func (r *rawPipedRun) subject(text string) string {
	id, _ := r.turn(r.me, "user", text, time.Duration(1+r.rng.IntN(6))*time.Minute)
	return id
}

// interviewer appends a turn of the interviewer's.
func (r *rawPipedRun) interviewer(text string) {
	r.turn(r.them, r.role, r.fill(text, ""), time.Duration(1+r.rng.IntN(2))*time.Minute)
}

// system appends a line of the transcript's own.
func (r *rawPipedRun) system(text string) {
	r.turn(rawPipedSystem, "system", text, time.Minute)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawPipedRun) fresh(tpls []string) string { return pickFresh(r.rng, r.used, tpls) }

// fill fills a template with {v} v, {cur} the value that holds, $NAME the
// subject's first name, $BOOK what they are writing, $CH the chapter,
// $YEAR a year of their youth and $YY a year of it in two digits.
func (r *rawPipedRun) fill(tpl, v string) string {
	year := 1950 + r.rng.IntN(41)
	t := fillOne(tpl, map[string]string{"v": v, "cur": r.cur})
	t = strings.ReplaceAll(t, "$NAME", r.p.name)
	t = strings.ReplaceAll(t, "$BOOK", r.p.book)
	t = strings.ReplaceAll(t, "$CH", fmt.Sprint(r.chapter))
	t = strings.ReplaceAll(t, "$YEAR", fmt.Sprint(year))
	return strings.ReplaceAll(t, "$YY", fmt.Sprintf("%02d", year%100))
}

// spoken is body as the transcript writes a spoken turn: one time in
// three after a filler, one time in three running on into a memory naming
// no value, one time in four with the subject's habit or a transcriber's
// note after it.
func (r *rawPipedRun) spoken(body string) string {
	switch r.rng.IntN(6) {
	case 0:
		body = "Um, " + lowerFirst(body)
	case 1:
		body = "Well, " + lowerFirst(body)
	}
	if r.rng.IntN(3) == 0 { // the turn runs on into another memory
		body += " " + pick(r.rng, rawPipedJoins) + " " + lowerFirst(r.fill(r.fresh(rawPipedMemories), ""))
	}
	switch r.rng.IntN(8) {
	case 0:
		body += " " + capitalize(r.p.habit) + "."
	case 1:
		body += " [laughs]"
	}
	return body
}

// open starts a session on r.t's day: two times in three the transcript's
// header, one time in three the interviewer's greeting.
func (r *rawPipedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day.Add(time.Duration(9*60+r.rng.IntN(9*60)) * time.Minute)
	}
	r.session()
	r.sitting++
	if r.rng.IntN(6) == 0 {
		r.chapter++
	}
	if r.rng.IntN(3) > 0 {
		r.system(fmt.Sprintf(pick(r.rng, rawPipedHeaders), r.sitting, r.t.Format("2 January 2006")))
	}
	if r.rng.IntN(3) == 0 {
		r.interviewer(pick(r.rng, rawPipedGreetings))
	}
}

// close ends the session: now and then the interviewer's goodbye or the
// transcript's note.
func (r *rawPipedRun) close() {
	switch r.rng.IntN(6) {
	case 0, 1:
		r.interviewer(pick(r.rng, rawPipedGoodbyes))
	case 2:
		r.system(pick(r.rng, rawPipedNotes))
	}
}

// smallTalk is talk naming no value (the recorder, the tea, the weather,
// the book's progress) and the interviewer's reply.
func (r *rawPipedRun) smallTalk() {
	switch r.rng.IntN(3) {
	case 0:
		r.interviewer(pick(r.rng, rawPipedPrompts))
		r.subject(r.spoken(r.childhood()))
		if r.rng.IntN(2) == 0 {
			r.interviewer(pick(r.rng, rawReplies[r.ph]))
		}
	default:
		r.subject(r.spoken(r.fresh(rawPipedSmallTalk)))
		r.interviewer(pick(r.rng, rawReplies[r.ph]))
	}
}

// childhood is a memory naming no value: two or three pieces of the
// subject's past, joined as one speaks.
func (r *rawPipedRun) childhood() string {
	var parts []string
	for k := range 2 + r.rng.IntN(2) {
		p := r.fill(r.fresh(rawPipedMemories), "")
		if k > 0 {
			p = pick(r.rng, rawPipedJoins) + " " + lowerFirst(p)
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's
// list, its form first (each as likely, the subject's own form twice as
// likely; "happened" only after a plan was told), with the turns the form
// needs around it, and returns the statement's turn and its time.
func (r *rawPipedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawPipedStmt
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
	case "aside":
		r.interviewer(pick(r.rng, rawPipedPrompts))
		before := r.childhood()
		if r.rng.IntN(2) == 0 { // a memory of decades ago naming a value of that time
			before = capitalize(r.fill(r.fresh(r.f.memory), pick(r.rng, r.otherValues(vals)))) + ". " + before
		}
		id = r.subject(r.spoken(before + " " + pick(r.rng, rawPipedAsideLeads) + " " + core + ". " +
			pick(r.rng, rawPipedAsideBacks) + " " + r.fill(r.fresh(rawPipedMemories), "")))
	case "update":
		id = r.subject(pick(r.rng, rawPipedUpdateLeads) + " " + core + ". " + pick(r.rng, rawPipedUpdateTails))
	case "answer":
		r.interviewer(r.fill(st.ask, wrong))
		id = r.subject(r.spoken(pick(r.rng, rawPipedAnswerLeads) + " " + core + ". " + pick(r.rng, rawPipedAnswerTails)))
	case "fix":
		r.interviewer(r.fill(st.ask, wrong))
		id = r.subject(pick(r.rng, rawPipedFixLeads) + " " + core + ". " + pick(r.rng, rawPipedFixTails))
	case "factcheck":
		items := pickN(r.rng, rawPipedFactItems, 2)
		r.interviewer(pick(r.rng, rawPipedFactLeads) + " One, " + items[0] + ". Two, " + r.fill(st.ask, wrong) + ". Three, " + items[1] + ".")
		id = r.subject(pick(r.rng, rawPipedFactReplies) + " " + core + ". " + pick(r.rng, rawPipedFactTails))
	case "restart":
		r.interviewer(pick(r.rng, rawPipedPrompts))
		id = r.subject(pick(r.rng, rawPipedRestarts) + " " + core + ". " + r.fill(r.fresh(rawPipedMemories), ""))
	default: // happened
		id = r.subject(r.spoken(pick(r.rng, rawPipedHappenedLeads) + " " + core + ". " + pick(r.rng, rawPipedUpdateTails)))
	}
	at := r.t
	r.stated = append(r.stated, rawPipedSaid{line: core, value: vals[i]})
	r.confirm(vals, i)
	return id, at
}

// confirm answers statement vals[i]: one time in two the interviewer
// taking down the value just stated, else a reply naming none; one time
// in three a chapter draft or summary naming the value just stated, the
// one before it (stale) or a wrong one.
func (r *rawPipedRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		r.interviewer(r.fill(pick(r.rng, r.f.reflect), vals[i]))
	} else {
		r.interviewer(pick(r.rng, rawReplies[r.ph]))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.interviewer(r.fill(pick(r.rng, r.a.assistant[r.ph]), v))
	}
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, four to ten days apart, one time in six three to six weeks
// (a break in the project).
func (r *rawPipedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 4 + r.rng.IntN(7)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// exchange is one exchange after statement vals[i]: talk naming no value;
// a long memory turn; the topic naming no value; the subject's other
// attributes; a person in their life and their own value; a memory of
// decades ago with a year, in the past tense or the historic present; a
// letter or document read aloud; an old diary read aloud in the very
// words of a statement (mirror); a place or firm visited for the project;
// a hypothetical or a plan that never happens; a plan for the next value
// (once a gap, which the next statement may say has happened); an
// earlier value of the project's months told as past; a joke; the
// interviewer's misreading and the denial; the interviewer naming the
// value that holds; its question with an earlier value, put right
// without one; else a wrong draft or summary.
func (r *rawPipedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(80); {
	case x < 6:
		r.smallTalk()
	case x < 12:
		r.ramble(others, past)
	case x < 15:
		r.subject(r.spoken(r.fresh(r.a.chatter[r.ph])))
		r.interviewer(pick(r.rng, rawReplies[r.ph]))
	case x < 19:
		r.background()
	case x < 26:
		r.interviewer(pick(r.rng, rawPipedFamilyAsks))
		r.subject(r.spoken(r.aboutSomeone()))
		if r.rng.IntN(3) == 0 {
			r.interviewer(pick(r.rng, rawPipedFamilyReplies))
		}
	case x < 32:
		r.interviewer(pick(r.rng, rawPipedPrompts))
		tpl := r.fresh(f.memory)
		if r.rng.IntN(3) == 0 {
			tpl = r.fresh(f.then)
		}
		r.subject(r.spoken(capitalize(r.fill(tpl, pick(r.rng, others))) + ". " + pick(r.rng, rawPipedAsideBacks) + " " + r.fill(r.fresh(rawPipedMemories), "")))
	case x < 38:
		r.letter()
	case x < 41:
		r.mirror(others)
	case x < 44:
		r.subject(r.spoken(capitalize(r.fill(r.fresh(f.visit), pick(r.rng, others))) + "."))
		r.interviewer(pick(r.rng, rawReplies[r.ph]))
	case x < 48:
		r.interviewer(pick(r.rng, rawPipedPlanAsks))
		r.subject(r.spoken(capitalize(r.fill(r.fresh(f.plan), pick(r.rng, others))) + "."))
	case x < 51 && !r.planned && i+1 < len(vals):
		r.planned = true
		r.interviewer(pick(r.rng, rawPipedFutureAsks))
		r.subject(r.spoken(capitalize(r.fill(r.fresh(f.goal), vals[i+1])) + "."))
	case x < 54 && len(past) > 0:
		r.subject(r.spoken(capitalize(r.fill(r.fresh(f.past), pick(r.rng, past))) + "."))
		r.interviewer(pick(r.rng, rawReplies[r.ph]))
	case x < 56:
		r.subject(capitalize(r.fill(r.fresh(f.joke), pick(r.rng, others))) + " [laughs]")
		r.interviewer(pick(r.rng, rawPipedJokeReplies))
	case x < 60:
		v := pick(r.rng, others)
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.subject(r.spoken(capitalize(r.fill(m.said, v)) + "."))
		r.interviewer(r.fill(m.misread, v))
		r.subject(capitalize(m.deny))
	case x < 64 && r.cur != "":
		r.subject(r.spoken(r.fresh(rawPipedSmallTalk)))
		r.interviewer(r.fill(pick(r.rng, f.echo), r.cur))
	case x < 69 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.interviewer(r.fill(s.ask, pick(r.rng, past)))
		r.subject(capitalize(s.reject))
	case x < 72:
		r.interviewer(r.fill(pick(r.rng, rawPipedTitles), ""))
		r.subject(r.spoken(pick(r.rng, rawPipedTitleReplies)))
	default:
		r.wrongDraft(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongDraft(others)
	}
}

// ramble is a long memory turn about many things at once, three to five
// parts naming no value of the subject's own now: memories naming no
// value, a memory of decades ago naming another value, a person in their
// life and their own value (of the asked attribute or another), a
// hypothetical, an earlier value of the project's months; with "where
// was I"s and the transcriber's notes between; then the interviewer's
// reply.
func (r *rawPipedRun) ramble(others, past []string) {
	var parts []string
	for k := range 3 + r.rng.IntN(3) {
		var p string
		switch x := r.rng.IntN(7); {
		case x < 2:
			p = r.fill(r.fresh(rawPipedMemories), "")
		case x == 2:
			p = capitalize(r.fill(r.fresh(r.f.memory), pick(r.rng, others))) + "."
		case x == 3 && r.rng.IntN(2) == 0:
			p = r.aboutSomeone()
		case x == 3:
			p = r.aboutSomeoneElse()
		case x == 4:
			p = capitalize(r.fill(r.fresh(r.f.plan), pick(r.rng, others))) + "."
		case x == 5 && len(past) > 0:
			p = capitalize(r.fill(r.fresh(r.f.past), pick(r.rng, past))) + "."
		default:
			p = r.fresh(r.a.chatter[r.ph])
		}
		if k > 0 {
			p = pick(r.rng, rawPipedJoins) + " " + lowerFirst(p)
		}
		parts = append(parts, p)
	}
	r.interviewer(pick(r.rng, rawPipedPrompts))
	r.subject(r.spoken(strings.Join(parts, " ")))
	r.interviewer(pick(r.rng, rawPipedFamilyReplies))
}

// aboutSomeone is a line of the subject's about a person in their life
// and that person's own value of the asked attribute.
func (r *rawPipedRun) aboutSomeone() string {
	p := pick(r.rng, rawPipedPeopleInLife)
	text := strings.ReplaceAll(r.fresh(r.a.other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", r.people[p], 1)) + "."
}

// aboutSomeoneElse is a line of the subject's about a person in their
// life and that person's own value of another attribute than the asked
// one.
func (r *rawPipedRun) aboutSomeoneElse() string {
	a := pickWhere(r.rng, rawAttrOrder, func(a string) bool { return a != r.a.predicate })
	p := pick(r.rng, rawPipedPeopleInLife)
	text := strings.ReplaceAll(pick(r.rng, rawAttrs[a].other[r.ph]), "$WHO", p)
	return capitalize(strings.Replace(text, "{v}", pick(r.rng, rawAttrs[a].valuesIn(r.ph)), 1)) + "."
}

// letter is a letter or document of a person in the subject's life read
// aloud, naming that person's own value, and the subject's words around
// it; the interviewer's reply.
func (r *rawPipedRun) letter() {
	p := pick(r.rng, rawPipedWriters)
	lead := strings.ReplaceAll(r.fill(pick(r.rng, rawPipedLetterLeads), ""), "$WHO", p)
	body := capitalize(r.fill(r.fresh(r.f.letter), r.people[p]))
	r.subject(r.spoken(capitalize(lead) + " [reading aloud] \"" + body + "\" [stops reading] " + pick(r.rng, rawPipedLetterAfters)))
	r.interviewer(pick(r.rng, rawPipedLetterReplies))
}

// mirror is an old diary or letter of the subject's own, from decades
// ago, read aloud in the very words of a statement told in passing
// (one that names neither the book nor the recordings) with a value of
// that time: the same words, read aloud,
// no longer true.
func (r *rawPipedRun) mirror(others []string) {
	var sts []rawPipedStmt
	for _, st := range slices.Concat(r.f.state, r.f.change) {
		if st.form == "aside" && !strings.Contains(st.core, "book") && !strings.Contains(st.core, "started") {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	own := pick(r.rng, others)
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	r.subject(r.fill(pick(r.rng, rawPipedDiaryLeads), "") + " [reading aloud] \"" + capitalize(core) + ".\" [stops reading] " + pick(r.rng, rawPipedDiaryAfters))
	r.interviewer(pick(r.rng, rawPipedLetterReplies))
}

// wrongDraft is the interviewer's draft or summary naming another value,
// one time in two followed by the subject's aside that it gets things
// wrong, naming none.
func (r *rawPipedRun) wrongDraft(others []string) {
	r.interviewer(r.fill(pick(r.rng, r.a.assistant[r.ph]), pick(r.rng, others)))
	if r.rng.IntN(2) == 0 {
		r.subject(r.spoken(r.fresh(rawPipedDraftAsides)))
	}
}

// background is a turn of the subject's stating one of their other
// attributes (its value holds all through) in the words of its update
// form; else talk naming no value.
func (r *rawPipedRun) background() {
	var sts []rawPipedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range rawPipedByAttr[a].state {
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
	r.interviewer(pick(r.rng, rawPipedPrompts))
	r.subject(r.spoken(capitalize(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})) + "."))
	r.interviewer(pick(r.rng, rawReplies[r.ph]))
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawPipedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The subject's lines naming no value: memories, joins between the parts
// of a long turn, the words around a statement in each form, reactions
// to drafts and titles, and the words around what they read aloud.
var (
	rawPipedMemories = []string{
		"We had no bathroom, you understand, it was a tin bath in front of the range on a Friday night, youngest first, and I was the youngest.",
		"My grandmother kept hens in the back yard and she'd name them after the royal family, which my grandfather thought was treason.",
		"The first wage packet I ever had, I gave the whole thing to my mother and she gave me back two shillings, and I thought I was rich.",
		"There was a dance hall above the Co-op, and that's where everybody met everybody, [laughs] half the marriages in the parish started on that sprung floor.",
		"In $YEAR the winter was so hard the milk froze on the doorstep and pushed the foil caps up like little hats.",
		"My father never said much, he'd come in, wash at the sink, read the paper and that was him for the evening, but he'd whistle when he shaved.",
		"We walked to school, two miles each way, and nobody thought anything of it, and in winter my mother put hot potatoes in our pockets.",
		"I remember the day we got the television, the whole street came in to watch and my mother made tea for fourteen people.",
		"The summer of '$YY I learned to swim in the canal, which you weren't supposed to do, and I came home green and got a hiding.",
		"My mother's sister ran off with a sailor, that was the family scandal, nobody spoke her name at Christmas for ten years.",
	}
	rawPipedJoins = []string{"And, um,", "Where was I. Oh yes,", "[pause] Sorry, I've lost my thread. Right,", "But that's another story. Anyway,",
		"And - no, let me go back a bit -", "[inaudible] - yes, and"}
	rawPipedAsideLeads = []string{"Which reminds me, I should say, for the present-day bit -", "- and this is neither here nor there, but since you'll want it for the end of the book -",
		"Oh, talking of which, while I remember, about now rather than then -", "[laughs] Funny how things come round, because these days -"}
	rawPipedAsideBacks  = []string{"Anyway. Where was I?", "But I'm off on a tangent again. Back to it.", "Sorry, you'll have to cut that. So,", "Where was I... oh yes."}
	rawPipedUpdateLeads = []string{"Before we start, I've news, so put it on the tape:", "Before you switch on - oh, it's on? Well, then - news first:",
		"Right, before the old stories, an update for the present-day chapter:", "Something before we begin, because you'll want it for the epilogue:"}
	rawPipedUpdateTails = []string{"Right, that's me. Where did we get to last week?", "So. On with the old days.", "There, that's the news. Now, the war years, wasn't it?",
		"I'll tell you more another time. Go on, ask me your questions."}
	rawPipedAnswerLeads = []string{"Oh, that's easily answered:", "[pause] Well, now, the honest answer is", "Let me get this right for the book:", "That's a fair question, so:"}
	rawPipedAnswerTails = []string{"Does that help with the chapter?", "You can put that in as it is.", "Is that the sort of thing you wanted?", "There's not much more to say about it."}
	rawPipedFixLeads    = []string{"No, no, that's out of date, you'll have to change it:", "Stop there - that bit's wrong, and it was wrong last time too:",
		"I'm sorry, but that's not right, not any more:", "Hang on, cross that out:"}
	rawPipedFixTails = []string{"The rest of the chapter's lovely.", "Otherwise it reads very nicely.", "My daughter would have spotted that in a second.",
		"I don't know where you got the other from."}
	rawPipedFactReplies = []string{"Right, your list. The first one's fine. The second one, no:", "Number one's right, I checked. Number two is old news, because",
		"Let me go down them. One, yes. Two, that's wrong:", "One, correct. Two - oh, that's changed, you'd better write this down:"}
	rawPipedFactTails = []string{"And three I'll have to ask my brother about.", "Three I'll look up in the box of papers.", "Three's right, as far as I know.",
		"The third I honestly can't remember."}
	rawPipedRestarts = []string{"These days I'm - no, hold on, let me start that again, properly, for the tape:", "Now, at present I - sorry, that came out wrong. Again:",
		"So nowadays the - [pause] - no, let me say it properly:", "I'm currently - oh, I've tangled myself up. Once more:"}
	rawPipedHappenedLeads = []string{"You'll remember I said a while back it might happen. Well, it has:", "Remember what I told you about the plans? It's done now:",
		"The thing I mentioned a while ago - it's gone through:", "So that plan we talked about the other month - it came off:"}
	rawPipedTitleReplies = []string{"Oh, I like that. Or something with my mother's saying in it.", "Bit grand, isn't it? But go on, put it down.",
		"My granddaughter will say it sounds like a hymn book. Leave it for now.", "No, too sad. Something with a bit of fun in it."}
	rawPipedDraftAsides = []string{"You've got me muddled up with somebody else there, I think.", "That's not quite right, but we'll fix it at the end.",
		"Where on earth did that come from? Never mind.", "My family will read this, you know, we'd best get it right."}
	rawPipedLetterLeads = []string{"This is $WHO's letter from $YEAR, I'll read you the bit I mean:", "I found this in the biscuit tin, $WHO wrote it in $YEAR:",
		"Here's a card from $WHO, postmarked $YEAR, listen:", "This is $WHO's, from the shoebox, about $YEAR I'd say:"}
	rawPipedLetterAfters = []string{"That's all there is on that page.", "Isn't that just like them.", "The rest is about the weather.", "[pause] I hadn't read that in years."}
	rawPipedDiaryLeads   = []string{"Listen to this, my own diary, $YEAR:", "This is a letter I wrote home in $YEAR, my sister kept it:",
		"I found an old notebook of mine from about $YEAR:"}
	rawPipedDiaryAfters = []string{"Imagine. That was a whole life ago.", "[laughs] Different times.", "I'd forgotten I ever wrote that.", "That's not been true for decades, mind."}
)

// The interviewer's lines naming no value, and the transcript's own.
var (
	rawPipedHeaders = []string{"Session %d - recorded %s - transcript, lightly edited", "[Recording %d, %s. Auto-transcribed.]",
		"Memoir interview, part %d (%s)"}
	rawPipedNotes     = []string{"[Recording ends]", "[Recording paused at the subject's request]", "[End of side A]", "[Transcriber's note: several minutes inaudible]"}
	rawPipedGreetings = []string{"Good to see you again. Is the recorder picking you up? Say something.", "Right, we're recording. Are you comfortable?",
		"Welcome back. Last time we got as far as your teens.", "Let's begin where we left off, if that suits."}
	rawPipedGoodbyes = []string{"That's a lovely place to stop. Same time next week?", "Thank you, that was a rich session. I'll type it up.",
		"Let's leave it there for today. I'll send you the draft."}
	rawPipedPrompts = []string{"Tell me about the house you grew up in.", "What do you remember of your first job?", "Tell me about your parents when they were young.",
		"What was a normal Sunday like when you were a child?", "Let's go back to the sixties. What comes to mind?"}
	rawPipedFamilyAsks    = []string{"And what became of the rest of the family?", "Tell me about the people around you back then.", "Who else should be in this chapter?"}
	rawPipedFamilyReplies = []string{"That's wonderful material. Can we come back to it?", "I'm making a note of that for the family chapter.", "[pause] Thank you. Take your time."}
	rawPipedPlanAsks      = []string{"Did you ever think your life could have gone another way?", "Were there roads not taken?", "What if things had gone differently?"}
	rawPipedFutureAsks    = []string{"For the last chapter: what's coming up for you?", "Any plans the book should end on?"}
	rawPipedJokeReplies   = []string{"[laughs] I'm keeping that in.", "That's going in the book, I'm afraid."}
	rawPipedFactLeads     = []string{"Before chapter $CH goes to your daughter, a few facts to check.", "I've a short list of things to check for the proofs.",
		"Quick fact check before I send the draft:"}
	rawPipedFactItems = []string{"the spelling of your grandmother's maiden name", "the year of the big flood", "whether your father was in the navy or the merchant navy",
		"the name of your first school", "how many cousins there were on your mother's side"}
	rawPipedTitles = []string{"I've been thinking about a title for chapter $CH: 'The House with the Green Door'. What do you think?",
		"A working title for the book: 'Tea on the Step'. Too twee?", "For chapter $CH, how about 'Hard Winters'?"}
	rawPipedLetterReplies = []string{"Could I scan that letter for the appendix?", "That's a treasure. Can we photograph it?", "Read that last line again? I want it exact."}
)

// rawPipedSmallTalk are the subject's lines naming no value.
var rawPipedSmallTalk = []string{
	"Is that red light meant to be on? I never trust these machines, my late husband's dictaphone ate a whole Christmas.",
	"Let me pour the tea first, I can't do the old days without a cup in my hand.",
	"I've been sleeping badly, all this remembering stirs things up, you know, I dreamt of the old school corridor.",
	"My knees are bad today, it's the damp, so you'll forgive me if I don't get up for the photographs.",
	"My granddaughter read the first two chapters and she said I sound like a radio play, I don't know if that's good.",
	"I went through the photograph albums again last night and I can't put names to half the faces, isn't that awful.",
}

// rawPipedReplies are the interviewer's replies naming no value.
var rawPipedReplies = []string{
	"Thank you. I'll put that in the notes for the chapter.",
	"That's lovely. Let's keep the recorder running.",
	"I've got that. Shall we go back to where we were?",
	"Noted. We can tidy the dates later when I type it up.",
	"Mm. Take your time, there's no hurry.",
}

// The piped set's own lists per attribute. The subject's lines are spoken
// English as a transcript writes it; the interviewer's lines and the
// questions ordinary English. A statement neither starts nor ends with a
// placeholder and holds no line break, so the oracle reads the value
// whole; $WHO in an other line is a person in the subject's life.
var rawPipedByAttr = map[string]rawPipedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Quimperle", "Landerneau", "Concarneau", "Morlaix", "Lannion", "Paimpol",
				"Guingamp", "Douarnenez", "Carhaix", "Pontivy", "Ploermel", "Lamballe"},
			qCurrent: []string{
				"From the memoir sessions, in which town does {name} keep house nowadays?",
				"Going by the recorded interviews for the book, which town is {name}'s home now?",
				"{name} is writing a memoir with an interviewer: in which town do they live at present?",
				"According to the memoir transcripts, where is {name} living now?",
			},
			qWhen: []string{
				"Per the taped memoir interviews, which town was {name} based in {when}?",
				"Going by the interview transcripts for the book, in which town did {name} live {when}?",
				"In the transcribed book sessions, what town did {name} give as their present home {when}?",
			},
			qBefore: []string{
				"Across the taped memoir interviews, which town did {name} call home prior to settling in {next}?",
				"Before {next}, which town was {name} living in, going by the interview transcripts?",
				"Per the tapes made for the book, what was home for {name} up to the move to {next}?",
			},
			chatter: []string{
				"The damp in the back bedroom has come through again, and the man who was meant to look at it never turned up.",
				"They've dug up the whole road outside for the new pipes, I had to climb over a trench to get the bread.",
				"I've got too many stairs in this place for my knees, everyone says so, but I'm not ready for a bungalow.",
				"Somebody's parked a caravan outside my window and it's been there three weeks now.",
			},
			other: []string{
				"$WHO has a little place in {v} now, near the harbour, and sends me postcards of boats",
				"$WHO ended up in {v} after the divorce and says the rent is half what it was",
				"$WHO was born and bred in {v} and never once left, not even for a holiday",
				"$WHO is in sheltered housing in {v} these days and plays bingo twice a week",
				"$WHO took a flat in {v} to be near the grandchildren",
				"$WHO keeps threatening to sell up and move to {v}, but it never comes to anything",
			},
			assistant: []string{
				"Chapter $CH draft, last paragraph: 'These days $NAME lives in {v}, a short walk from the harbour.'",
				"Summary of last session: childhood, the flood, and your present home in {v}.",
				"For the epilogue I've written: 'Now settled in {v}, $NAME looks back.' Does that work?",
				"Draft caption for the photo section: '$NAME outside the house in {v}.' (Earlier notes say {cur}.)",
			},
		},
		state: []rawPipedStmt{
			{form: "aside", core: "I've made my home in {v} now, a little terrace with a yard, and that's where the boxes of papers are"},
			{form: "update", core: "for the last part of the book, I'm settled in {v} and have been the whole time we've been recording"},
			{form: "answer", ask: "And where are you living now, for the last chapter?",
				core: "home at present is {v}, the house with the blue shutters near the church"},
			{form: "answer", ask: "You're still in {v}, aren't you?",
				core: "never was, my own front door these days is in {v}, it has been for years"},
			{form: "fix", ask: "Chapter $CH draft: 'She still lives in {v}, in the house she was born in.'",
				core: "the house I live in today is in {v}, I've not set foot in the other place in decades"},
			{form: "factcheck", ask: "your present address, I have {v}",
				core: "my present address is in {v}, same as when we started these recordings"},
			{form: "restart", core: "where I live today is {v}, and I've been happy there a good while"},
			{form: "aside", core: "the kitchen window in my place in {v} looks onto a bakery, so I'm always hungry"},
		},
		change: []rawPipedStmt{
			{form: "aside", core: "we've sold up and left {old}, I'm living in {new} these past few weeks and the papers are still in boxes"},
			{form: "update", core: "I moved a fortnight ago, so it's goodbye {old}, I'm in {new} now with my own front step"},
			{form: "answer", ask: "How are things at the house in {v}?",
				core: "oh, I'm out of {old} altogether, the removal van took me to {new} a few weeks back"},
			{form: "fix", ask: "Chapter $CH draft: 'These days she lives quietly in {v}.'",
				core: "I left {old} behind a few weeks ago and I've been in {new} ever since"},
			{form: "factcheck", ask: "current home, I still have {v}",
				core: "I gave up the place in {old}, so put down that I live in {new} now, since the move"},
			{form: "restart", core: "since leaving {old} I've been living in {new}, in a flat over a chemist's"},
			{form: "happened", core: "the flat in {old} is sold and I've moved to {new} for good, keys and all"},
			{form: "update", core: "the van came on the Tuesday, so that's {old} done with and I'm living in {new} now, near my niece"},
		},
		revert: []rawPipedStmt{
			{form: "aside", core: "I couldn't settle in {old}, so I've gone back to {new}, my old street, and I'm glad of it"},
			{form: "update", core: "I've left {old} after all and moved home to {new}, back where I was before"},
			{form: "fix", ask: "Summary of last session: life in {v} these days.",
				core: "that's finished, {old} didn't suit me, I'm back living in {new} again"},
			{form: "factcheck", ask: "current home, I have {v}",
				core: "I gave up on {old} and went back to {new}, that's where I live again now"},
			{form: "happened", core: "I've done it, {old} is behind me and I'm home in {new} again, for good this time"},
		},
		reflect: []string{"Got it, I'll change the present-day chapter to say you live in {v}.", "Noted: home is {v} now. I'll fix the epilogue."},
		echo:    []string{"You're in {v} now, of course. Shall we photograph the street for the last chapter?", "Since you're in {v}, could we record one session at the local library?"},
		stale: []rawPipedStale{
			{ask: "Shall I come to you in {v} for the next session?", reject: "You can't, I've moved, I told you. Check your notes."},
			{ask: "For the epilogue: what's your favourite walk around {v}?", reject: "That's old news, I'm not there now. We went over this."},
		},
		misread: []rawPipedMisread{
			{said: "my mother always said she'd end her days in {v}, and she did", misread: "So you live in {v} now as well?", deny: "No, no, that was my mother, not me."},
			{said: "in the seventies I had a bedsit in {v} with a gas meter that ate coins", misread: "And you're still in {v} today?", deny: "Goodness, no. That was fifty years ago."},
		},
		memory: []string{"In '$YY we moved to {v}, my father had the job at the docks and we had the upstairs of a shop",
			"We lived in {v} until $YEAR, a two-up two-down with the privy across the yard",
			"I was born in {v} in the front bedroom, the midwife came on a bicycle",
			"When I first left home I had a room in {v} for nine shillings a week"},
		then: []string{"So it's $YEAR, I'm nineteen, I'm living above a chip shop in {v} and I think I'm the bee's knees",
			"Picture it, $YEAR, we're in {v}, the baby's teething and the coal man won't come up the hill"},
		letter: []string{"We are settled in {v} now and the damp is terrible but the neighbours are kind",
			"The new house in {v} has an inside lavatory, imagine, your father is like a king",
			"Write to us at the new address in {v}, we will be here till the children finish school"},
		visit: []string{"last week my nephew drove me out to the county archive in {v} to look at the parish registers",
			"we went to {v} to photograph the old street for the book, the house is a hairdresser's now",
			"I rang the library in {v} about the old street directories, they're sending copies"},
		plan: []string{"if I'd stayed in {v} I suppose I'd have married the butcher's boy", "my son wanted me to move to {v} to be near him, but I said no",
			"there was talk once of us all emigrating to {v}, but it came to nothing",
			"I've half a mind to sell up and move to {v} next year, but I say that every spring"},
		goal: []string{"I'm thinking of moving to {v}, my niece has found me a place, we'll see", "if it all goes through I'll be in {v} by the next chapter"},
		past: []string{"earlier on in these recordings I was still in {v}, you'll remember", "I was in {v} when we did the chapter on the war, feels like ages"},
		joke: []string{"my husband always said he'd only move to {v} in a box", "if they ever put up a statue in {v} it'll be of my mother and her rolling pin"},
		still: []string{
			"According to the memoir sessions, does {name} still live in {v}?",
			"Going by the interview transcripts, is {v} still {name}'s home?",
			"Is {name} still living in {v}, from the recordings for the book?",
		},
		stillWhen: []string{
			"From the memoir recordings, was {name} still living in {v} {when}?",
			"Going by the interview transcripts, was {v} still {name}'s home {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Greywether Glass", "Marlpit Brewery", "Brindlecombe Mills", "Quarrendon Press", "Oddfellow Pianos", "Larchmere Nurseries",
				"Maplewick Creamery", "Gullholm Ferries", "Cotterell Foundry", "Ambleforth Chandlers", "Pridmore Tannery", "Sallowfield Ropeworks"},
			qCurrent: []string{
				"From the memoir sessions, where does {name} work these days?",
				"Going by the recorded interviews for the book, who is {name}'s employer now?",
				"{name} is writing a memoir with an interviewer: which firm are they with at present?",
				"According to the memoir transcripts, where is {name} working now?",
			},
			qWhen: []string{
				"Per the taped memoir interviews, which firm had {name} on its books {when}?",
				"Going by the interview transcripts for the book, which firm employed {name} {when}?",
				"In the transcribed book sessions, what firm did {name} name as their present employer {when}?",
			},
			qBefore: []string{
				"According to the memoir sessions, which firm was {name} with before {next}?",
				"Before taking the job at {next}, where did {name} work, going by the interview transcripts?",
				"In the recordings for the book, who employed {name} until the move to {next}?",
			},
			chatter: []string{
				"People think at my age you put your feet up, but I still like a reason to get dressed in the morning.",
				"The new manager wants everything on a computer, and I've done it on paper for forty years.",
				"I did three days this week, which is plenty, my back told me so on the Thursday.",
				"They gave me a lanyard with my photo on it, I look like a prisoner of war.",
			},
			other: []string{
				"$WHO did thirty-one years at {v} and got a carriage clock for it",
				"$WHO is at {v} now, in the office, and has gone very grand about it",
				"$WHO started as a lad at {v} sweeping up and ended up running the place",
				"$WHO has just been taken on at {v}, part-time, to get out of the house",
				"$WHO was laid off from {v} when the orders dried up",
				"$WHO keeps the books for {v} these days, from the kitchen table",
			},
			assistant: []string{
				"Chapter $CH draft: 'Even now, $NAME still works at {v}, three days a week.'",
				"Summary of last session: your apprenticeship, the strike, and your present job at {v}.",
				"For the epilogue I've put: 'Today $NAME is with {v}.' Shall I keep it?",
				"Draft caption: '$NAME at work, {v}, this year.' (My notes also say {cur}.)",
			},
		},
		state: []rawPipedStmt{
			{form: "aside", core: "I still do my mornings at {v}, three a week, because I'd go mad at home"},
			{form: "update", core: "for the present-day part, I'm working at {v} and have been all the while we've been doing this"},
			{form: "answer", ask: "And are you still working at all these days?",
				core: "I am, I'm taken on at {v}, part-time, and they'll have to carry me out"},
			{form: "answer", ask: "You're still at {v}, aren't you?",
				core: "never was, the firm that pays me these days is {v}, for a good while now"},
			{form: "fix", ask: "Chapter $CH draft: 'He has worked at {v} all his life.'",
				core: "the place I work today is {v}, I've not been near the other lot in years"},
			{form: "factcheck", ask: "your present employer, I have {v}",
				core: "my employer now is {v}, same as when we started the recordings"},
			{form: "restart", core: "who I work for today is {v}, on the counter mostly, and I like it"},
			{form: "aside", core: "the lads at {v} where I work now tease me about this book something rotten"},
		},
		change: []rawPipedStmt{
			{form: "aside", core: "I've finished at {old}, I'm working at {new} these past few weeks and it's a better walk"},
			{form: "update", core: "I changed jobs a fortnight ago, so that's me done with {old}, I'm at {new} now, mornings"},
			{form: "answer", ask: "How are things at {v}?",
				core: "oh, I'm out of {old} altogether, I've been taken on at {new} a few weeks back"},
			{form: "fix", ask: "Chapter $CH draft: 'These days he still puts in his hours at {v}.'",
				core: "I said my goodbyes to {old} a few weeks back and my wages come from {new} ever since"},
			{form: "factcheck", ask: "present employer, I still have {v}",
				core: "I handed in my notice at {old}, so put down that I work for {new} now, since the change"},
			{form: "restart", core: "since leaving {old} I've been working for {new}, on the books and the post"},
			{form: "happened", core: "the notice at {old} is served and I've started at {new}, badge and all"},
			{form: "update", core: "they had my leaving do on the Friday, so that's {old} done with and I'm working at {new} now, near my niece"},
		},
		revert: []rawPipedStmt{
			{form: "aside", core: "I couldn't get on at {old}, so I've gone back to {new}, my old bench, and I'm glad of it"},
			{form: "update", core: "I've left {old} after all and gone back to work at {new}, back where I was before"},
			{form: "fix", ask: "Summary of last session: your work at {v} these days.",
				core: "that's finished, {old} didn't suit me, I'm back working at {new} again"},
			{form: "factcheck", ask: "present employer, I have {v}",
				core: "I gave up on {old} and went back to {new}, that's who I work for again now"},
			{form: "happened", core: "I've done it, {old} is behind me and I'm back at {new} again, for good this time"},
		},
		reflect: []string{"Got it, I'll change the present-day chapter to say you work at {v}.", "Noted: you're with {v} now. I'll fix the epilogue."},
		echo:    []string{"You're at {v} now, of course. Could we photograph you at work for the last chapter?", "Since you're with {v}, would they let us record a session there?"},
		stale: []rawPipedStale{
			{ask: "Shall we do the next session after your shift at {v}?", reject: "I'm not there any more, I told you. Check your notes."},
			{ask: "For the epilogue: what's a typical day at {v}?", reject: "That's old news, I've changed jobs. We went over this."},
		},
		misread: []rawPipedMisread{
			{said: "my father swore he'd never work anywhere but {v}, and he never did", misread: "So you're at {v} too these days?", deny: "No, no, that was my father, not me."},
			{said: "in the seventies I was on the night shift at {v}, clocking in at ten", misread: "And you're still with {v} today?", deny: "Goodness, no. That was fifty years ago."},
		},
		memory: []string{"In '$YY I started at {v} as an apprentice, fourteen years old, in a cap two sizes too big",
			"I worked at {v} until $YEAR, on the line, and my hands still remember it",
			"My first proper job was at {v}, the foreman called everybody 'son', even the girls",
			"When I left school I went straight into {v}, there was no question of anything else"},
		then: []string{"So it's $YEAR, I'm working at {v}, I'm living on chips and I think I'm the bee's knees",
			"Picture it, $YEAR, I'm at {v}, the hooter goes at seven and we're all running for the gate"},
		letter: []string{"I have started at {v} and the pay is fair but the foreman is a tartar",
			"They have taken me on at {v}, so you can stop worrying, I am earning",
			"Write to me care of {v}, they let us have our letters at the gatehouse"},
		visit: []string{"last week my nephew drove me out to {v} to see if they kept the old wage books",
			"we went round {v} to photograph the works for the book, it's all computers now",
			"I rang {v} about the staff photographs from the sixties, they're digging them out"},
		plan: []string{"if I'd stayed at {v} I suppose I'd have a better pension", "my brother wanted me to go into {v} with him, but I said no",
			"there was talk once of me joining {v} as a clerk, but it came to nothing",
			"they've asked if I'd do a few hours at {v} over Christmas, I might, I might not"},
		goal: []string{"I'm thinking of taking the job at {v}, they've asked me twice, we'll see", "if it all goes through I'll be at {v} by the next chapter"},
		past: []string{"earlier on in these recordings I was still at {v}, you'll remember", "I was at {v} when we did the chapter on the war, feels like ages"},
		joke: []string{"my husband always said {v} would be the death of me, and it nearly was", "if they ever put up a statue outside {v} it'll be of the tea lady"},
		still: []string{
			"According to the memoir sessions, does {name} still work at {v}?",
			"Going by the interview transcripts, is {v} still {name}'s employer?",
			"Is {name} still working at {v}, from the recordings for the book?",
		},
		stillWhen: []string{
			"From the memoir recordings, was {name} still working at {v} {when}?",
			"Going by the interview transcripts, was {v} still {name}'s employer {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"fennel-free", "rhubarb-free", "parsnip-free", "beetroot-free", "cabbage-free", "leek-free",
				"vegetarian", "pescatarian", "vegan", "dairy-free", "gluten-free", "low-salt"},
			qCurrent: []string{
				"From the memoir sessions, what diet does {name} keep these days?",
				"Going by the recorded interviews for the book, how does {name} eat now?",
				"{name} is writing a memoir with an interviewer: what diet are they on at present?",
				"According to the memoir transcripts, what is {name}'s diet now?",
			},
			qWhen: []string{
				"Per the taped memoir interviews, how did {name} describe their own meals {when}?",
				"Going by the interview transcripts for the book, which eating regime had {name} kept to {when}?",
				"What was {name}'s diet {when}, according to the memoir sessions?",
			},
			qBefore: []string{
				"According to the memoir sessions, what diet did {name} keep before going {next}?",
				"Before going {next}, how had {name} been eating, going by the interview transcripts?",
				"In the recordings for the book, what was {name}'s diet until they went {next}?",
			},
			chatter: []string{
				"The doctor has me reading every label in the shop now, it takes me an hour to buy a loaf.",
				"My daughter brings me meals in little plastic boxes with the days of the week on, as if I were a child.",
				"I've gone off sweet things altogether this year, which nobody who knew me young would believe.",
				"There's a cookery programme on in the afternoons that I watch and never cook a thing from.",
			},
			other: []string{
				"$WHO went {v} after the heart scare and lectures the rest of us at every meal",
				"$WHO has been {v} for years, so Christmas dinner is two dinners",
				"$WHO went {v} at Easter and was back on the pork pies by Whitsun",
				"$WHO is strictly {v} now and brings a packed lunch to weddings",
				"$WHO swears being {v} cured his gout",
				"$WHO turned {v} because of the grandchildren nagging",
			},
			assistant: []string{
				"Chapter $CH draft: 'These days $NAME keeps to a {v} diet, on doctor's orders.'",
				"Summary of last session: your mother's kitchen, rationing, and your {v} cooking today.",
				"For the epilogue I've put: 'Now {v}, $NAME still bakes for the whole street.' Keep it?",
				"Draft caption for the recipe page: '$NAME's {v} version of her mother's stew.' (Notes also say {cur}.)",
			},
		},
		state: []rawPipedStmt{
			{form: "aside", core: "I keep to a {v} way of eating these days, and have done since before we started"},
			{form: "update", core: "for the present-day part, my diet is {v} and has been all the while we've been doing this"},
			{form: "answer", ask: "And how do you eat these days, for the last chapter?",
				core: "I'm {v} at present, the doctor and I agreed it, and I stick to it"},
			{form: "answer", ask: "You're still {v}, aren't you?",
				core: "never was, what I eat these days is strictly {v}, for a good while now"},
			{form: "fix", ask: "Chapter $CH draft: 'She has been {v} all her life.'",
				core: "the way I eat today is {v}, I've not touched the other in years"},
			{form: "factcheck", ask: "your present diet, I have {v}",
				core: "my diet now is {v}, same as when we started these recordings"},
			{form: "restart", core: "what I eat today is {v}, and I feel better for it than I have in years"},
			{form: "aside", core: "my cupboard these days is all {v} stuff, which would make my mother laugh"},
		},
		change: []rawPipedStmt{
			{form: "aside", core: "I've given up being {old}, I'm eating {new} these past few weeks and it suits me better"},
			{form: "update", core: "I changed my diet a fortnight ago, so that's the end of {old}, I'm {new} now, every meal"},
			{form: "answer", ask: "How are you getting on with being {v}?",
				core: "oh, I've stopped being {old} altogether, I went {new} a few weeks back"},
			{form: "fix", ask: "Chapter $CH draft: 'These days she keeps strictly {v}.'",
				core: "I dropped {old} a few weeks ago and I've been eating {new} ever since"},
			{form: "factcheck", ask: "present diet, I still have {v}",
				core: "I gave up {old}, so put down that my diet is {new} now, since the change"},
			{form: "restart", core: "since giving up {old} I've been eating {new}, at home and out"},
			{form: "happened", core: "the {old} days are over and I've gone {new} for good, cupboards and all"},
			{form: "update", core: "the dietitian signed me off on the Friday, so that's {old} done with and I'm eating {new} now, like my niece"},
		},
		revert: []rawPipedStmt{
			{form: "aside", core: "I couldn't keep up being {old}, so I've gone back to eating {new}, how I was, and I'm glad of it"},
			{form: "update", core: "I've stopped being {old} after all and gone back to eating {new}, the way I was before"},
			{form: "fix", ask: "Summary of last session: your {v} cooking these days.",
				core: "that's finished, {old} didn't suit me, I'm back to eating {new} again"},
			{form: "factcheck", ask: "present diet, I have {v}",
				core: "I gave up on {old} and went back to {new}, that's how I eat again now"},
			{form: "happened", core: "I've done it, {old} is behind me and I'm back to eating {new} again, for good this time"},
		},
		reflect: []string{"Got it, I'll change the present-day chapter to say you're {v}.", "Noted: you eat {v} now. I'll fix the recipe page."},
		echo:    []string{"You're {v} now, of course. Could we include one of your recipes in the last chapter?", "Since you're {v}, shall I bring something suitable next time?"},
		stale: []rawPipedStale{
			{ask: "Shall I bring a {v} cake for the next session?", reject: "I don't eat like that any more, I told you. Check your notes."},
			{ask: "For the recipe page: your favourite {v} dish?", reject: "That's old news, I've changed how I eat. We went over this."},
		},
		misread: []rawPipedMisread{
			{said: "my mother went {v} in the war because there was nothing else, and she never went back", misread: "So you're {v} too these days?", deny: "No, no, that was my mother, not me."},
			{said: "in the seventies I was {v} for a while because of a boy I fancied", misread: "And you're still {v} today?", deny: "Goodness, no. That was fifty years ago."},
		},
		memory: []string{"In '$YY the whole family went {v} because my father read about it in the paper",
			"I was {v} until $YEAR, in digs where the landlady cooked for us",
			"At boarding school they made us eat {v}, and I hated every spoonful",
			"When I was first married we were {v} because it was cheap"},
		then: []string{"So it's $YEAR, I'm {v}, I'm living on soup and I think I'm the bee's knees",
			"Picture it, $YEAR, we're all {v}, the ration books are on the dresser and there's one egg a week"},
		letter: []string{"I am keeping {v} as the doctor said and I have lost half a stone",
			"We are all {v} here now, your father grumbles but he eats it",
			"Please tell Auntie that I am {v} now so she does not make the trifle"},
		visit: []string{"last week my nephew drove me to a {v} café near the archive and I photographed the menu for the book",
			"we found a church cookbook from the fifties, all {v} recipes, and it's going in the appendix",
			"I rang the old school about the {v} menus they served, they're sending copies"},
		plan: []string{"if I'd stayed {v} I suppose I'd be thinner", "my daughter wanted me to go {v} with her, but I said no",
			"there was talk once of the whole family going {v}, but it came to nothing",
			"the dietitian keeps on about trying {v}, and one of these days I might"},
		goal: []string{"I'm thinking of going {v}, the dietitian wants me to, we'll see", "if I keep at it I'll be {v} by the next chapter"},
		past: []string{"earlier on in these recordings I was still {v}, you'll remember", "I was {v} when we did the chapter on the war, feels like ages"},
		joke: []string{"my husband always said he'd go {v} the day pigs flew", "if I'd been {v} in my mother's kitchen she'd have called the priest"},
		still: []string{
			"According to the memoir sessions, is {name} still {v}?",
			"Going by the interview transcripts, does {name} still keep {v}?",
			"Is {name} still eating {v}, from the recordings for the book?",
		},
		stillWhen: []string{
			"From the memoir recordings, was {name} still {v} {when}?",
			"Going by the interview transcripts, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Baldric", "Edwina", "Albrecht", "Orsola", "Diarmuid", "Tancred",
				"Vitus", "Osgood", "Wigbert", "Ethelinda", "Gunther", "Hildegunn"},
			qCurrent: []string{
				"From the memoir sessions, whom does {name} share life with at the moment?",
				"Going by the recorded interviews for the book, who is {name} with now?",
				"{name} is writing a memoir with an interviewer: who is their partner at present?",
				"According to the memoir transcripts, who is {name} together with now?",
			},
			qWhen: []string{
				"Per the taped memoir interviews, whom was {name} sharing life with {when}?",
				"In the transcribed book sessions, which partner did {name} speak of as current {when}?",
				"Going by the interview transcripts for the book, whose name came up as {name}'s other half {when}?",
			},
			qBefore: []string{
				"According to the memoir sessions, who was {name} with before {next}?",
				"Before {next}, who was {name}'s partner, going by the interview transcripts?",
				"Per the tapes made for the book, which partner preceded {next} in {name}'s life?",
			},
			chatter: []string{
				"People think at my age romance is finished, but you'd be surprised what goes on at the lunch club.",
				"My grandchildren find it hilarious that I have a social life, they want to vet everyone.",
				"I'm not putting the soppy bits in the book, my family will read it and I'll never hear the end of it.",
				"Being on your own after all those years takes some getting used to, you lay two cups out of habit.",
			},
			other: []string{
				"$WHO married {v} in the end, after a courtship of eleven years",
				"$WHO has taken up with {v}, a widower from the bowls club",
				"$WHO was engaged to {v} once, but it was broken off over a dog",
				"$WHO lives with {v} now, they met on a coach trip",
				"$WHO and {v} have been together since school and still hold hands",
				"$WHO has just brought {v} home to meet the family",
			},
			assistant: []string{
				"Chapter $CH draft: 'These days $NAME shares her life with {v}.'",
				"Summary of last session: your wedding, the move, and your partner {v} today.",
				"For the epilogue I've put: 'Now with {v}, $NAME looks forward.' Keep it?",
				"Draft caption: '$NAME and {v}, this summer.' (Notes also say {cur}.)",
			},
		},
		state: []rawPipedStmt{
			{form: "aside", core: "I've someone special these days, {v}, and have done since before we started"},
			{form: "update", core: "for the present-day part, I'm with {v} and have been all the while we've been doing this"},
			{form: "answer", ask: "And is there someone in your life these days, for the last chapter?",
				core: "there is, I'm with {v} at present, and we suit each other"},
			{form: "answer", ask: "You're still with {v}, aren't you?",
				core: "never was, the one I'm with these days is {v}, for a good while now"},
			{form: "fix", ask: "Chapter $CH draft: 'She has been with {v} all her adult life.'",
				core: "the person I share my life with today is {v}, I've not seen the other in years"},
			{form: "factcheck", ask: "your present partner, I have {v}",
				core: "my partner now is {v}, same as when we started these recordings"},
			{form: "restart", core: "who I'm with today is {v}, and we're very content together"},
			{form: "aside", core: "my other half these days, {v}, thinks this book is a lot of fuss"},
		},
		change: []rawPipedStmt{
			{form: "aside", core: "I've parted from {old}, I've been with {new} these past few weeks and it suits me better"},
			{form: "update", core: "things changed a fortnight ago, so that's the end of me and {old}, I'm with {new} now, properly"},
			{form: "answer", ask: "How are things with {v}?",
				core: "oh, I'm not with {old} any more at all, I took up with {new} a few weeks back"},
			{form: "fix", ask: "Chapter $CH draft: 'These days she shares her home with {v}.'",
				core: "I parted from {old} a few weeks ago and I've been with {new} ever since"},
			{form: "factcheck", ask: "present partner, I still have {v}",
				core: "I split from {old}, so put down that my partner is {new} now, since the change"},
			{form: "restart", core: "since parting from {old} I've been with {new}, and we're very happy"},
			{form: "happened", core: "the thing with {old} is over and I'm with {new} for good, rings and all"},
			{form: "update", core: "we had the talk on the Friday, so that's {old} done with and I'm with {new} now, near my niece"},
		},
		revert: []rawPipedStmt{
			{form: "aside", core: "it didn't work with {old}, so I've gone back to {new}, my old love, and I'm glad of it"},
			{form: "update", core: "I've left {old} after all and gone back to {new}, back how we were before"},
			{form: "fix", ask: "Summary of last session: your life with {v} these days.",
				core: "that's finished, {old} didn't suit me, I'm back together with {new} again"},
			{form: "factcheck", ask: "present partner, I have {v}",
				core: "I gave up on {old} and went back to {new}, that's who I'm with again now"},
			{form: "happened", core: "I've done it, {old} is behind me and I'm back with {new} again, for good this time"},
		},
		reflect: []string{"Got it, I'll change the present-day chapter to say you're with {v}.", "Noted: your partner is {v} now. I'll fix the epilogue."},
		echo:    []string{"You're with {v} now, of course. Could {v} join us for a session?", "Since you're with {v}, shall we put a photo of you both in the last chapter?"},
		stale: []rawPipedStale{
			{ask: "Will {v} be joining us for the next session?", reject: "We're not together any more, I told you. Check your notes."},
			{ask: "For the epilogue: how did you and {v} meet?", reject: "That's old news, that's finished. We went over this."},
		},
		misread: []rawPipedMisread{
			{said: "my mother was sweet on {v} from the chapel for years, and nothing ever came of it", misread: "So you're with {v} these days?", deny: "No, no, that was my mother, not me."},
			{said: "in the seventies I was courting {v}, and we went dancing every Saturday", misread: "And you're still with {v} today?", deny: "Goodness, no. That was fifty years ago."},
		},
		memory: []string{"In '$YY I was courting {v}, we'd walk out along the sea wall every Sunday",
			"I was with {v} until $YEAR, and then it just fizzled out",
			"My first love was {v}, the boy from the bakery with the motorbike",
			"When I was first working I went steady with {v} for two years"},
		then: []string{"So it's $YEAR, I'm with {v}, I'm living on love and I think I'm the bee's knees",
			"Picture it, $YEAR, I'm walking out with {v}, the dance is on Saturday and I've no shoes"},
		letter: []string{"I am walking out with {v} now and he is very respectable, so don't fuss",
			"{v} and I are to be married in the spring, you will have a new brother",
			"Tell nobody yet but {v} has asked me and I have said yes"},
		visit: []string{"last week {v} from the history society drove me out to the archive for the parish registers",
			"we went to the chapel to photograph the old pews for the book, {v} the caretaker let us in",
			"I rang {v} at the records office about the old marriage lines, they're sending copies"},
		plan: []string{"if I'd married {v} I suppose I'd have had a farm", "my sister wanted me to take up with {v}, but I said no",
			"there was talk once of me and {v}, but it came to nothing",
			"{v} from the lunch club keeps asking me to the pictures, and I keep saying next week"},
		goal: []string{"I'm thinking of making it official with {v}, we'll see", "if it all goes well I'll be with {v} by the next chapter"},
		past: []string{"earlier on in these recordings I was still with {v}, you'll remember", "I was with {v} when we did the chapter on the war, feels like ages"},
		joke: []string{"my mother always said she'd haunt me if I married {v}", "if I'd run off with {v} there'd be a whole other book"},
		still: []string{
			"According to the memoir sessions, is {name} still with {v}?",
			"Going by the interview transcripts, is {v} still {name}'s partner?",
			"Is {name} still together with {v}, from the recordings for the book?",
		},
		stillWhen: []string{
			"From the memoir recordings, was {name} still with {v} {when}?",
			"Going by the interview transcripts, was {v} still {name}'s partner {when}?",
		},
	},
}

// lowerFirst is s with its first letter in lower case, as it reads after
// a filler or a join in the middle of a spoken turn ("I" and its
// contractions kept).
func lowerFirst(s string) string {
	if s == "" || s == "I" || strings.HasPrefix(s, "I ") || strings.HasPrefix(s, "I'") || strings.HasPrefix(s, "[") {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
