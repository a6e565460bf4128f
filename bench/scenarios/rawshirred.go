package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The shirred set lives in its own file, as the veiled to ruched sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's mailbox piped into an email
// assistant message by message over many months, sent and received, one
// turn per message: the headers written into the text ("To: ...",
// "Subject: Re: ..."), a greeting, a body, a sign-off, a signature block
// below "-- ", and often the quoted thread below it ("On Tue 4 Mar 2025,
// Wilfreda Quist wrote:" then "> " lines, or "-----Original Message-----"),
// forwarded messages ("---------- Forwarded message ---------"). The
// person's own mail is role user with their first name as speaker;
// mail they receive from their correspondents is role user with the
// correspondent's first name as speaker (a thread's other party); mail
// from automated senders (newsletters, receipts, auto-replies, the mail
// assistant's digests) is role assistant, speaker AssistantSpeaker, its
// text opening with a "From:" line naming the sender. A session is a day's
// thread with one correspondent about one topic (rawShirredTopics): work,
// home, social life, admin, or routine mail that names no fact of the
// person's at all. The person keeps one manner (rawShirredPeople): how
// they greet and sign off, whether they write all in lower case, the
// form they reach for most.
//
// A value is stated in one of eight forms (rawShirredStmt): a line of a
// short email of their own (line); a clause of a long email about
// something else, after an opener and before the request it gives
// context for (ramble); their signature block below "-- " (sig: a new
// employer or address in the signature of an email whose body names
// none); one item of a list of details in the body (details: an RSVP's
// list, a form's answers); a text of their own in quotes, sent for a
// newsletter, a programme or a profile (blurb); the correction of a
// correspondent's reply that assumed a stale or wrong value, with that
// reply quoted below it (fix); a follow-up to a correspondent's reply
// naming no value (followup); or the second of two emails sent seconds
// apart, the first naming none (split). A statement may be one topic's
// only (rawShirredStmt.topic).
//
// Gold follows the stitched rule: a gold turn is an email the person sent
// whose own body or own signature states their own value of the asked
// attribute as holding, the value written out; never a correspondent's or
// an automated sender's mail. The oracle reads a shirred email less its
// quoted lines, the "On ... wrote:" line over them, and anything from an
// "-----Original Message-----" or "---------- Forwarded message" line on
// (rawShirredOwn), as rawSpoken writes it, so that a quoted older
// message of the person's own, with the signature or address that held
// then, is not a new statement.
//
// Distractors: the person's replies quoting their own older mail with a
// stale value (Outlook-style or "> " lines); their forwards of other
// people's mail naming other values; correspondents' mail telling their
// own news, naming the value that holds, assuming a stale or wrong one,
// or misreading a line of the person's; automated mail (newsletters,
// receipts, out-of-office replies naming a colleague's company, the
// mail assistant's summaries) naming other values; the person's own mail
// about someone else, a trip or a client, a hypothetical ("if we ever
// relocate to X"), an interview not taken, a past value told as past, a
// joke, an unsubscribe naming a value. Questions are asked as an agent
// using the memory would ask them, normally cased; also as yes/no
// "still" questions naming a stale or wrong value, expected always the
// value that held; months are asked "in", "over", "throughout", "as at"
// or "around", and "before X".
func init() {
	var names []string
	for _, p := range rawShirredPeople {
		names = append(names, p.name)
	}
	var small []string
	for _, tp := range rawShirredTopics {
		small = append(small, tp.smallTalk...)
	}
	installRawSet(PhrasingShirred, rawShirredAttrs(), small, rawShirredReplies,
		[]string{"in ", "over ", "throughout ", "as at ", "around "},
		names)
}

// rawShirredTopic is a kind of thread in the mailbox. code tags the
// statements and lines said only in its threads; attrs are the
// attributes whose statements its threads hear (none for routine mail);
// subjects its subject lines and smallTalk the person's everyday
// emails of the kind, naming no value.
type rawShirredTopic struct {
	code, name string
	attrs      []string
	subjects   []string
	smallTalk  []string
}

// rawShirredFormNames are the forms a shirred statement comes in.
var rawShirredFormNames = []string{"line", "ramble", "sig", "details", "blurb", "fix", "followup", "split"}

var rawShirredTopics = []rawShirredTopic{
	{code: "work", name: "work mail", attrs: []string{"works_at", "lives_in"},
		subjects: []string{"Quarterly numbers", "Handover notes", "Thursday's meeting", "Rota for next month"},
		smallTalk: []string{
			"could you send me the slides from this morning when you get a second",
			"I've put the handover notes in the shared folder, shout if anything is missing",
			"can we push Thursday's call to half two, I've a clash",
			"attaching the signed timesheet, sorry it's late again",
		}},
	{code: "home", name: "home and family", attrs: []string{"lives_in", "partner"},
		subjects: []string{"Sunday", "Christmas plans", "The boiler", "Photos from the weekend"},
		smallTalk: []string{
			"are we still on for Sunday lunch, I can bring a crumble",
			"the photos from the weekend are in the album link below, the one of the dog is my favourite",
			"did you ever find the spare key, I think it's in the drawer by the cooker",
			"happy birthday for tomorrow, I've posted something so keep an eye out",
		}},
	{code: "social", name: "social life", attrs: []string{"diet", "partner", "lives_in"},
		subjects: []string{"Dinner on the 14th", "Book club", "Hen do", "Quiz night"},
		smallTalk: []string{
			"count me in for the quiz, I'll bring the pencils this time",
			"book club is at mine next month, I'll send the address nearer the time",
			"thanks again for Saturday, we didn't stop talking about it all the way home",
			"has anyone got a gazebo we could borrow for the garden party",
		}},
	{code: "admin", name: "life admin", attrs: []string{"lives_in", "works_at", "diet"},
		subjects: []string{"Your account", "Booking reference", "Membership renewal", "Appointment"},
		smallTalk: []string{
			"please could you confirm the appointment on the 9th is still going ahead",
			"I'd like to cancel the extra bag on my booking, reference below",
			"can you tell me when the renewal payment will come out",
			"I haven't received the invoice for March, could you resend it",
		}},
	{code: "routine", name: "routine mail",
		subjects: []string{"Invoice", "Password reset", "Parcel", "Minutes"},
		smallTalk: []string{
			"got the parcel, thanks, all in one piece",
			"please remove me from this list, I never signed up for it",
			"the link in your last email is broken, could you resend it",
			"minutes attached, corrections by Friday please",
			"thanks, payment sent this morning",
		}},
}

// rawShirredTopicOf is the topic with code code.
func rawShirredTopicOf(code string) *rawShirredTopic {
	for i := range rawShirredTopics {
		if rawShirredTopics[i].code == code {
			return &rawShirredTopics[i]
		}
	}
	return &rawShirredTopics[0]
}

// rawShirredPerson is a user of the shirred set and their manner:
// lowerIn10 is how many of ten of their emails they write all in lower
// case (the body, greeting and sign-off; the mail client writes the
// headers); form the statement form they reach for most (drawn twice as
// often as any other); greets open an email, signOffs close it; surname
// goes in their signature.
type rawShirredPerson struct {
	name, surname string
	lowerIn10     int
	form          string
	greets        []string
	signOffs      []string
}

var rawShirredPeople = []rawShirredPerson{
	{name: "Clothilde", surname: "Marchbank", lowerIn10: 0, form: "sig", greets: []string{"Dear", "Hello"}, signOffs: []string{"Kind regards,", "Best wishes,"}},
	{name: "Sigismund", surname: "Tarrant", lowerIn10: 8, form: "line", greets: []string{"Hi", "Hiya"}, signOffs: []string{"Cheers,", "Ta,"}},
	{name: "Theodora", surname: "Quennell", lowerIn10: 0, form: "ramble", greets: []string{"Hi", "Dear"}, signOffs: []string{"Love,", "Warmly,"}},
	{name: "Ermengarde", surname: "Pollexfen", lowerIn10: 0, form: "details", greets: []string{"Good morning", "Hello"}, signOffs: []string{"Regards,", "Many thanks,"}},
	{name: "Godric", surname: "Ashwell", lowerIn10: 10, form: "split", greets: []string{"Hey", "Morning"}, signOffs: []string{"G", "Cheers,"}},
	{name: "Benedikta", surname: "Sorensen", lowerIn10: 2, form: "blurb", greets: []string{"Hi", "Hello"}, signOffs: []string{"Thanks!", "Best,"}},
	{name: "Wolfram", surname: "Eddington", lowerIn10: 0, form: "fix", greets: []string{"Dear", "Hi"}, signOffs: []string{"Regards,", "Thanks,"}},
	{name: "Adelheid", surname: "Brackley", lowerIn10: 4, form: "followup", greets: []string{"Hi", "Hello again"}, signOffs: []string{"Thanks so much,", "All best,"}},
	{name: "Meinrad", surname: "Coutts", lowerIn10: 0, form: "sig", greets: []string{"Hi", "Hello"}, signOffs: []string{"Best regards,", "Thanks,"}},
	{name: "Oswin", surname: "Haverford", lowerIn10: 6, form: "line", greets: []string{"Hi", "Yo"}, signOffs: []string{"Cheers,", "Later,"}},
	{name: "Honoria", surname: "Lisle", lowerIn10: 0, form: "ramble", greets: []string{"Dearest", "Hi"}, signOffs: []string{"With love,", "Hugs,"}},
	{name: "Eachann", surname: "Rennick", lowerIn10: 3, form: "details", greets: []string{"Hi", "Hello"}, signOffs: []string{"Thanks,", "Best,"}},
}

// rawShirredPersonOf is the user named name.
func rawShirredPersonOf(name string) *rawShirredPerson {
	for i := range rawShirredPeople {
		if rawShirredPeople[i].name == name {
			return &rawShirredPeople[i]
		}
	}
	return &rawShirredPeople[0]
}

// rawShirredContact is a correspondent: first name (the speaker),
// surname and the signature block under their mail (no value).
type rawShirredContact struct{ name, surname, sig string }

// rawShirredContacts are the correspondents; a mailbox has four of them.
var rawShirredContacts = []rawShirredContact{
	{"Wilfreda", "Quist", "Wilfreda Quist | Office Manager"},
	{"Cuthbert", "Pennycook", "Cuthbert Pennycook\nSent from my tablet"},
	{"Zebedee", "Voss", "Zebedee Voss | Bookings Team"},
	{"Ptolemy", "Crane", "Ptolemy Crane\nTreasurer, Residents' Association"},
	{"Sidonie", "Mawby", "Sidonie Mawby | HR Adviser"},
	{"Hermione", "Ormerod", "Hermione Ormerod\nSent from my phone"},
	{"Euphemia", "Gaskell", "Euphemia Gaskell | Events"},
	{"Fenwick", "Tulloch", "Fenwick Tulloch\nBook club secretary"},
}

// rawShirredStmt is one statement template (core), its form, the topic it
// is said in (topic: a topic's code, empty any topic dealing with its
// attribute) and what the form needs around it: line none; ramble (ask:
// the request after the paragraph, naming no value; the opener is the
// person's, rawShirredOpeners); sig (ask: the email's body; lead: its
// second paragraph; the core is the signature line under the person's
// name); details (ask: the line heading the list; lead: another item);
// blurb (ask: the line before the text; lead: the rest of the text after
// the core); fix (ask: the person's email, naming no value; lead: the
// correspondent's reply naming {v}, a stale value of the person's or a
// wrong one); followup (ask: the email; lead: the reply, naming no
// value); split (lead: the first email, naming no value).
type rawShirredStmt struct{ form, topic, ask, lead, core string }

// formCore makes rawShirredStmt a formed statement (rawformed.go).
func (s rawShirredStmt) formCore() (string, string) { return s.form, s.core }

// rawShirredLine is a line said only in the threads of the topic with code
// topic, or, with topic empty, in any thread.
type rawShirredLine struct{ topic, text string }

// rawShirredEcho is a correspondent naming the value that holds: the
// person's email (no value) and the reply naming {v}.
type rawShirredEcho struct{ topic, ask, line string }

// rawShirredStale is a correspondent writing on the person's earlier
// value: the email (no value), the reply naming {v} and the person putting
// it right without naming a value.
type rawShirredStale struct{ topic, ask, act, reject string }

// rawShirredMisread is a line of the person's naming a value that is not
// theirs, {v}; the correspondent reading it as the person's own (misread);
// and the person's denial, which may name {v} again (deny).
type rawShirredMisread struct{ topic, said, misread, deny string }

// shirredTexts are the texts of ls, in order.
func shirredTexts(ls []rawShirredLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawShirredForms are the shirred set's lists per attribute: the lists of
// rawSetLists (values and questions; its chatter, other people's values
// and the automated mail naming other values are the texts of chatter,
// other and offer), the statements by kind, and: the correspondent's
// replies right after a first statement (readback) and after a change or
// a revert (readbackNew), naming the value just stated {v}; forwarded
// mail by other people naming another value (forward); correspondents'
// own news naming a value (news); replies naming the value that holds
// (echo), replies on an earlier value (stale), misreadings (misread);
// trips, visits, clients and events for others (elsewhere); plans,
// hypotheticals and interviews (plan); earlier values told as past (past);
// jokes naming a value (joke); unsubscribes and refusals naming a value
// (reject); and the questions naming a stale or wrong value {v}: current
// (still) and historical, with {when} (stillWhen).
type rawShirredForms struct {
	lists                 rawSetLists
	state, change, revert []rawShirredStmt
	readback, readbackNew []string
	chatter, other, offer []rawShirredLine
	forward, news         []rawShirredLine
	echo                  []rawShirredEcho
	stale                 []rawShirredStale
	misread               []rawShirredMisread
	elsewhere, plan, past []rawShirredLine
	joke, reject          []rawShirredLine
	still, stillWhen      []string
}

// rawShirredAttrs are the shirred set's lists per attribute as
// installRawSet takes them.
func rawShirredAttrs() map[string]rawSetLists {
	return formedLists(rawShirredByAttr, func(f rawShirredForms) (rawSetLists, []rawShirredStmt, []rawShirredStmt, []rawShirredStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = shirredTexts(f.chatter), shirredTexts(f.other), shirredTexts(f.offer)
		return l, f.state, f.change, f.revert
	})
}

// shirrs reports whether g's set is a person's mailbox (the shirred set).
func (g *rawGen) shirrs() bool { return g.ph == PhrasingShirred }

// rawShirredRun is one shirred mailbox being written.
type rawShirredRun struct {
	*rawGen
	f        rawShirredForms
	p        *rawShirredPerson
	contacts []*rawShirredContact // the mailbox's correspondents
	topics   []*rawShirredTopic   // the topics dealing with the asked attribute
	topic    *rawShirredTopic     // the thread's
	c        *rawShirredContact   // the thread's correspondent
	subject  string               // the thread's subject
	last     string               // the body of the last email in the thread
	lastFrom string               // its sender's full name
	lastAt   time.Time            // and its time
	filling  bool                 // a filler thread is being opened
	said     string
	used     map[string]bool // the templates said in this thread
}

// mailThreads writes a shirred conversation and its questions: the person's
// manner is their name's (rawShirredPersonOf); four correspondents drawn
// for the mailbox; a statement's thread is about a topic dealing with
// the asked attribute, a filler thread about one of those three times in
// five, routine mail one time in five, else any topic; their other
// attributes get values of the set that hold all through (g.bg); each
// statement comes 90 to 150 days after the previous one or after six to
// ten threads (times the filler scale), whichever is later.
func (g *rawGen) mailThreads(vals []string, revert, chatty bool) {
	r := &rawShirredRun{rawGen: g, f: rawShirredByAttr[g.a.predicate], p: rawShirredPersonOf(g.who)}
	for _, k := range g.rng.Perm(len(rawShirredContacts))[:4] {
		r.contacts = append(r.contacts, &rawShirredContacts[k])
	}
	for i := range rawShirredTopics {
		if slices.Contains(rawShirredTopics[i].attrs, g.a.predicate) {
			r.topics = append(r.topics, &rawShirredTopics[i])
		}
	}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// full is the person's full name.
func (r *rawShirredRun) full() string { return r.p.name + " " + r.p.surname }

// shirredQuoteHeader is the line a mail client writes over a quote of an email
// sent at t by from.
func shirredQuoteHeader(t time.Time, from string) string {
	return fmt.Sprintf("On %s, %s wrote:", t.Format("Mon 2 Jan 2006"), from)
}

// shirredQuoted is text with "> " before each of its lines.
func shirredQuoted(text string) string {
	return "> " + strings.ReplaceAll(text, "\n", "\n> ")
}

// compose is an email of the person's: the headers, a greeting, the
// body, their sign-off and name, and sig (a signature block under "-- ",
// empty for none); all but the headers in lower case in their manner.
func (r *rawShirredRun) compose(body, sig string) string {
	text := pick(r.rng, r.p.greets) + " " + r.c.name + ",\n\n" + body + "\n\n" + pick(r.rng, r.p.signOffs) + "\n" + r.p.name
	if sig != "" {
		text += "\n\n-- \n" + r.full() + "\n" + sig
	}
	if r.rng.IntN(10) < r.p.lowerIn10 {
		text = strings.ToLower(text)
	}
	return "To: " + r.c.name + " " + r.c.surname + "\nSubject: " + r.subject + "\n\n" + text
}

// send appends an email of the person's with body (and sig), a few
// minutes to an hour after the last turn, one time in two quoting the
// thread's last email below it; quote, when set, is quoted instead.
func (r *rawShirredRun) send(body, sig string, quote string) string {
	text := r.compose(body, sig)
	switch {
	case quote != "":
		text += "\n\n" + quote
	case r.last != "" && r.rng.IntN(2) == 0:
		text += "\n\n" + shirredQuoteHeader(r.lastAt, r.lastFrom) + "\n" + shirredQuoted(r.last)
	}
	id, at := r.turn(r.who, "user", text, time.Duration(3+r.rng.IntN(60))*time.Minute)
	r.last, r.lastFrom, r.lastAt = body, r.full(), at
	if !strings.HasPrefix(r.subject, "Re: ") {
		r.subject = "Re: " + r.subject // the thread's later mail replies to it
	}
	return id
}

// sendSoon is the second of two emails sent together, seconds after the
// one before it.
func (r *rawShirredRun) sendSoon(body string) (string, time.Time) {
	id, at := r.turn(r.who, "user", r.compose(body, ""), time.Duration(5+r.rng.IntN(30))*time.Second)
	r.last, r.lastFrom, r.lastAt = body, r.full(), at
	return id, at
}

// reply is the thread's correspondent's reply, ten minutes to a few hours
// after the last turn, with their signature.
func (r *rawShirredRun) reply(body string) {
	if !strings.HasPrefix(r.subject, "Re: ") {
		r.subject = "Re: " + r.subject
	}
	text := "Subject: " + r.subject + "\n\nHi " + r.p.name + ",\n\n" + body + "\n\n-- \n" + r.c.sig
	_, at := r.turn(r.c.name, "user", text, time.Duration(10+r.rng.IntN(170))*time.Minute)
	r.last, r.lastFrom, r.lastAt = body, r.c.name+" "+r.c.surname, at
}

// automated is an email from an automated sender (role assistant): its
// From line and body.
func (r *rawShirredRun) automated(body string) {
	from := pick(r.rng, rawShirredSenders)
	r.turn(AssistantSpeaker, "assistant", "From: "+from+"\nSubject: "+pick(r.rng, rawShirredAutoSubjects)+"\n\n"+body,
		time.Duration(5+r.rng.IntN(120))*time.Minute)
}

// fresh is a template of tpls not yet said in this thread, if one of
// three tries finds one.
func (r *rawShirredRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// rawShirredHeard reports whether a line tagged tag is said in a thread of
// topic tp: untagged, or tagged with its code.
func rawShirredHeard(tag string, tp *rawShirredTopic) bool {
	return tag == "" || tag == tp.code
}

// line is a line of ls said in the thread's topic.
func (r *rawShirredRun) line(ls []rawShirredLine) string {
	var tpls []string
	for _, l := range ls {
		if rawShirredHeard(l.topic, r.topic) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// mine are the statements of s the thread's topic hears.
func (r *rawShirredRun) mine(s []rawShirredStmt) []rawShirredStmt {
	var out []rawShirredStmt
	for _, st := range s {
		if rawShirredHeard(st.topic, r.topic) {
			out = append(out, st)
		}
	}
	return out
}

// open starts a new thread on r.t's day about a topic, with one of the
// mailbox's correspondents: one dealing with the asked attribute, or in a
// filler thread one time in five routine mail and one time in five any
// topic.
func (r *rawShirredRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.topic = r.topics[r.rng.IntN(len(r.topics))]
	if r.filling {
		switch r.rng.IntN(5) {
		case 0:
			r.topic = rawShirredTopicOf("routine")
		case 1:
			r.topic = &rawShirredTopics[r.rng.IntN(len(rawShirredTopics))]
		}
	}
	r.c = r.contacts[r.rng.IntN(len(r.contacts))]
	r.subject = pick(r.rng, r.topic.subjects)
	r.last = ""
}

// close ends a thread one time in two with the person's thanks and the
// correspondent's last word.
func (r *rawShirredRun) close() {
	if r.rng.IntN(2) == 0 {
		r.send(pick(r.rng, rawShirredThanks), "", "")
		r.reply(pick(r.rng, rawShirredLastWords))
	}
}

// confirm answers statement vals[i]: one time in two the correspondent's
// reply naming the value (after a change, the new one), one time in three
// of those followed by an automated email naming another value; else a
// reply naming none.
func (r *rawShirredRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		l := r.f.readback
		if i > 0 {
			l = r.f.readbackNew
		}
		r.reply(fillOne(pick(r.rng, l), map[string]string{"v": vals[i]}))
		if r.rng.IntN(3) == 0 {
			r.automated(fillOne(r.line(r.f.offer), map[string]string{"v": pick(r.rng, r.otherValues(vals)), "cur": vals[i]}))
		}
		return
	}
	r.reply(pick(r.rng, rawReplies[r.ph]))
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the thread's topic, its form first (each as likely, the person's
// own form twice as likely), with the emails the form needs around it,
// and returns the statement's turn and its time.
func (r *rawShirredRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	s, vars := statementOf(r.f.state, r.f.change, r.f.revert, vals, i, revert)
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
	var of []rawShirredStmt
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
	r.last = "" // a statement quotes no earlier mail but a follow-up's reply, which names no value
	var id string
	switch st.form {
	case "line":
		id = r.send(core+".", "", "")
	case "ramble":
		id = r.send(pick(r.rng, rawShirredOpeners)+" "+core+". "+st.ask, "", "")
	case "sig":
		id = r.send(st.ask+"\n\n"+st.lead, core, "")
	case "details":
		items := []string{st.lead, core}
		if r.rng.IntN(2) == 0 {
			items = []string{core, st.lead}
		}
		if r.rng.IntN(2) == 0 {
			items = append(items, pick(r.rng, rawShirredItems))
		}
		id = r.send(st.ask+"\n- "+strings.Join(items, "\n- "), "", "")
	case "blurb":
		id = r.send(st.ask+"\n\n\""+core+". "+st.lead+"\"", "", "")
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong assumption
		if i > 0 {
			lv = vals[i-1] // the value left, which the correspondent still assumes
		}
		r.send(st.ask, "", "")
		r.reply(fillOne(st.lead, map[string]string{"v": lv}))
		r.last = ""
		id = r.send(core+".", "", "")
	case "followup":
		r.send(st.ask, "", "")
		r.reply(st.lead)
		id = r.send(core+".", "", shirredQuoteHeader(r.lastAt, r.lastFrom)+"\n"+shirredQuoted(r.last))
	default: // split
		r.send(st.lead, "", "")
		id, _ = r.sendSoon(core + ".")
	}
	at := r.t
	r.confirm(vals, i)
	return id, at
}

// filler adds n threads after statement vals[i], each of one to four
// exchanges, two to nine days apart, one time in six three to six weeks.
func (r *rawShirredRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(8)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.filling = true
		r.open()
		r.filling = false
		for range 1 + r.rng.IntN(4) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday email of the person's in the thread's topic
// and the correspondent's reply, one time in five instead a newsletter or
// receipt naming no value.
func (r *rawShirredRun) smallTalk() {
	if r.rng.IntN(5) == 0 {
		r.automated(pick(r.rng, rawShirredBulk))
		return
	}
	r.send(r.fresh(r.topic.smallTalk), "", "")
	r.reply(pick(r.rng, rawReplies[r.ph]))
}

// exchange is one exchange after statement vals[i], its lines those said
// in the thread's topic: an everyday email; one on the topic naming no
// value; the person's other attributes; their mail about someone else; a
// forward of someone else's mail; a correspondent's own news; a trip, a
// visit or a client; a plan, a hypothetical or an interview; an earlier
// value told as past; a joke; a reply quoting the person's own older mail
// with a stale value; a correspondent's misreading and the denial; a
// reply naming the value that holds; a reply on an earlier value, put
// right without a value; an automated email naming another value and an
// unsubscribe. Routine threads have everyday mail only.
func (r *rawShirredRun) exchange(vals []string, i int, chatty bool) {
	if r.topic.code == "routine" {
		r.smallTalk()
		return
	}
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	say := func(ls []rawShirredLine, v string) {
		r.send(fillOne(r.line(ls), map[string]string{"v": v}), "", "")
		r.reply(pick(r.rng, rawShirredAcks))
	}
	switch x := r.rng.IntN(52); {
	case x < 7:
		r.smallTalk()
	case x < 9:
		r.send(r.line(f.chatter), "", "")
		r.reply(pick(r.rng, rawReplies[r.ph]))
	case x < 12:
		r.background()
	case x < 16:
		say(f.other, pick(r.rng, others))
	case x < 19:
		fw := fillOne(r.line(f.forward), map[string]string{"v": pick(r.rng, others)})
		from := pick(r.rng, rawShirredForwarders)
		r.send(pick(r.rng, rawShirredForwardNotes), "", "---------- Forwarded message ---------\nFrom: "+from+"\nSubject: "+pick(r.rng, rawShirredForwardSubjects)+"\n\n"+fw)
		r.reply(pick(r.rng, rawShirredAcks))
	case x < 22:
		r.reply(fillOne(r.line(f.news), map[string]string{"v": pick(r.rng, others)}))
		r.send(pick(r.rng, rawShirredCongrats), "", "")
	case x < 25:
		say(f.elsewhere, pick(r.rng, others))
	case x < 29:
		say(f.plan, pick(r.rng, others))
	case x < 31 && len(past) > 0:
		say(f.past, pick(r.rng, past))
	case x < 33:
		say(f.joke, pick(r.rng, others))
	case x < 36 && len(past) > 0:
		r.quoteOld(pick(r.rng, past))
	case x < 38:
		v := pick(r.rng, others)
		m := shirredPick(r, f.misread, func(m rawShirredMisread) string { return m.topic })
		r.send(fillOne(m.said, map[string]string{"v": v}), "", "")
		r.reply(fillOne(m.misread, map[string]string{"v": v}))
		r.send(fillOne(m.deny, map[string]string{"v": v}), "", "")
		r.reply(pick(r.rng, rawShirredSorry))
	case x < 42 && r.cur != "":
		e := shirredPick(r, f.echo, func(e rawShirredEcho) string { return e.topic })
		r.send(e.ask, "", "")
		r.reply(fillOne(e.line, map[string]string{"v": r.cur}))
	case x < 45 && len(past) > 0:
		s := shirredPick(r, f.stale, func(s rawShirredStale) string { return s.topic })
		r.send(s.ask, "", "")
		r.reply(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.send(s.reject, "", "")
		r.reply(pick(r.rng, rawShirredSorry))
	default:
		r.suggest(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.suggest(others)
	}
}

// quoteOld is the person's reply to an old thread, naming no value, with
// their own older email quoted below it: its statement names the stale
// value v (one of their own earlier values); Outlook-style one time in
// two, else as "> " lines.
func (r *rawShirredRun) quoteOld(v string) {
	var sts []rawShirredStmt
	for _, st := range r.f.state {
		if st.form == "line" || st.form == "sig" {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	old := fillOne(st.core, map[string]string{"v": v})
	oldBody := pick(r.rng, r.topic.smallTalk) + ".\n\n" + r.p.name
	if st.form == "sig" {
		oldBody += "\n\n-- \n" + r.full() + "\n" + old
	} else {
		oldBody = old + ".\n\n" + oldBody
	}
	when := r.t.AddDate(0, -6-r.rng.IntN(12), 0)
	var quote string
	if r.rng.IntN(2) == 0 {
		quote = "-----Original Message-----\nFrom: " + r.full() + "\nSent: " + when.Format("Monday, 2 January 2006 15:04") + "\nTo: " + r.c.name + " " + r.c.surname + "\nSubject: " + r.subject + "\n\n" + oldBody
	} else {
		quote = shirredQuoteHeader(when, r.full()) + "\n" + shirredQuoted(oldBody)
	}
	r.send(pick(r.rng, rawShirredRevivals), "", quote)
	r.reply(pick(r.rng, rawShirredAcks))
}

// background is an email of the person's stating one of their other
// attributes (its value holds all through) that the thread's topic hears,
// and the reply to it; else an everyday email.
func (r *rawShirredRun) background() {
	var sts []rawShirredStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range r.mine(rawShirredByAttr[a].state) {
			if st.form == "line" && !r.used[st.core] {
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
	r.send(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})+".", "", "")
	r.reply(pick(r.rng, rawReplies[r.ph]))
}

// suggest is an automated email naming another value, and the person's
// unsubscribe or reply, naming it again one time in two, and the
// automated acknowledgement.
func (r *rawShirredRun) suggest(others []string) {
	v := pick(r.rng, others)
	r.automated(fillOne(r.line(r.f.offer), map[string]string{"v": v, "cur": r.cur}))
	r.last = ""
	if r.rng.IntN(2) == 0 {
		r.send(fillOne(r.line(r.f.reject), map[string]string{"v": v}), "", "")
	} else {
		r.send(pick(r.rng, rawShirredDeclines), "", "")
	}
	r.automated(pick(r.rng, rawShirredNoted))
}

// shirredPick is an item of xs said in the thread's topic (topic its tag).
func shirredPick[T any](r *rawShirredRun, xs []T, topic func(T) string) T {
	return pickWhere(r.rng, xs, func(x T) bool { return rawShirredHeard(topic(x), r.topic) })
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawShirredRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawShirredOpeners open a long email; rawShirredItems are other items of
// a list of details. No value.
var (
	rawShirredOpeners = []string{
		"Sorry it's taken me an age to reply, it's been one of those months.",
		"Long email incoming, apologies in advance.",
		"Thanks for your note, and catching up properly while I have a minute:",
		"I've been meaning to write back for weeks, so here goes.",
		"Where to begin, it's been a hectic spell.",
	}
	rawShirredItems = []string{"arriving around seven", "happy to bring a bottle", "no plus-one needed",
		"parking would be handy", "I can stay till about ten", "I'll need a receipt for expenses"}
)

// The person's lines naming no value: thanks closing a thread, replies
// reviving an old thread, notes over a forward, congratulations on a
// correspondent's news, unsubscribes.
var (
	rawShirredThanks       = []string{"Thanks, that's everything I needed.", "Perfect, all sorted then, thank you.", "Lovely, speak soon."}
	rawShirredRevivals     = []string{"Digging this old thread back up, did we ever settle the dates?", "Replying to this one so you have the history, is the offer still open?", "Bumping this, any news on it?"}
	rawShirredForwardNotes = []string{"FYI, see below, thought you'd want this.", "Forwarding this on, not sure what to make of it.", "See the message below, what do you reckon?"}
	rawShirredCongrats     = []string{"Oh that's brilliant news, congratulations!", "Wow, good for you, we must celebrate.", "Fantastic, so pleased for you both."}
	rawShirredDeclines     = []string{"Please unsubscribe me from these.", "Stop sending me these, thanks.", "Remove this address from your mailing list please."}
)

// The correspondents' lines naming no value.
var (
	rawShirredLastWords = []string{"No problem at all, take care.", "Great, talk soon.", "Any time, have a good weekend."}
	rawShirredAcks      = []string{"Thanks for sending this over, I'll have a proper look tonight.", "Got it, leave it with me.", "Ah interesting, thanks for letting me know.", "Noted, I'll get back to you by Friday."}
	rawShirredSorry     = []string{"Apologies, I must have muddled my notes. I'll go by what you've said.", "Sorry, my mistake entirely, I've corrected it on our side.", "Oops, sorry about that, it's fixed now."}
)

// Automated mail: senders, subjects, bulk mail naming no value, and
// acknowledgements of an unsubscribe.
var (
	rawShirredSenders         = []string{"Mailbox Assistant <digest@mail.example>", "Parcelwise <noreply@parcelwise.example>", "The Weekly Loaf <news@weeklyloaf.example>", "Tickethall <orders@tickethall.example>", "Out of Office <autoreply@mail.example>"}
	rawShirredAutoSubjects    = []string{"Your weekly digest", "Your order has shipped", "This week's newsletter", "Automatic reply", "Your receipt"}
	rawShirredBulk            = []string{"Your order #48213 has been dispatched and should arrive within two working days.", "This week: five batch-cooking tricks, a reader's allotment diary and our autumn reading list.", "Your password was changed successfully. If this wasn't you, reset it now.", "Thanks for your payment of 24.99. Your receipt is attached."}
	rawShirredNoted           = []string{"You have been unsubscribed and will receive no further emails from this list.", "Your preferences have been updated.", "We're sorry to see you go. Your request has been processed."}
	rawShirredForwarders      = []string{"Nan <nan.post@mail.example>", "Cousin Maud <maud.r@mail.example>", "Old school friend <reunion2009@mail.example>", "Neighbour at number 6 <number6@mail.example>"}
	rawShirredForwardSubjects = []string{"News!", "Update from us", "Catching up", "Long overdue"}
)

// rawShirredReplies are the correspondents' replies naming no value.
var rawShirredReplies = []string{
	"Thanks for this, all received. I'll come back to you if I have any questions.",
	"Lovely to hear from you! Yes, that works for me, let's pencil it in.",
	"Great, thanks, I've passed it on to the rest of the team.",
	"Perfect, that's all I needed. Have a good week.",
	"Thanks, will do. Speak soon.",
}

// The shirred set's own lists per attribute. The person's lists are
// written as email bodies, first letter as typed; the correspondents'
// lines, automated mail and the questions are standard English. A
// statement neither starts nor ends with a placeholder, so the oracle
// reads the value whole.
var rawShirredByAttr = map[string]rawShirredForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Stranraer", "Newton Stewart", "Castle Douglas", "Dalbeattie", "Moffat", "Lockerbie",
				"Langholm", "Girvan", "Maybole", "Cumnock", "Campbeltown", "Inveraray"},
			qCurrent: []string{
				"Before addressing a letter for {name}: which town do they live in now?",
				"Filling in a delivery form for {name}: where is home for them at present?",
				"Going by {name}'s mailbox, which town are they living in today?",
				"Which town should an email assistant assume is {name}'s home right now?",
			},
			qWhen: []string{
				"Reading {name}'s correspondence from {when}, what was their postal town?",
				"Where was {name}'s postal address {when}, by their emails?",
				"From what town were {name}'s letters posted {when}?",
			},
			qBefore: []string{
				"Which town sat on {name}'s envelopes ahead of {next}?",
				"In the mail archive, where was {name} settled before {next}?",
				"Prior to {next}, what town headed {name}'s return address?",
			},
		},
		state: []rawShirredStmt{
			{form: "line", core: "we're at the far end of {v} so allow twenty minutes from the station"},
			{form: "line", topic: "admin", core: "the meter is at my house in {v}, so the reading will have to wait till I'm home"},
			{form: "ramble", core: "life in {v} is quiet but we've grown very fond of the place and the walks along the shore",
				ask: "Anyway, the real reason I'm writing: could you send me the forms before Friday?"},
			{form: "sig", ask: "Please find the signed agreement attached.",
				lead: "Let me know if you need anything else from me before the 30th.",
				core: "12 Tannery Brae, {v} | home 01632 960 217"},
			{form: "details", ask: "Details for the booking, as asked:",
				lead: "two adults, no pets", core: "home address: 5 Weaver's Close, {v}, ring the top bell"},
			{form: "blurb", ask: "Here's my paragraph for the choir programme, as promised:",
				core: "Our alto section's newest member hails from {v}, where she sings in the kitchen most evenings",
				lead: "She joined the choir last spring and hasn't missed a rehearsal since."},
			{form: "fix", ask: "Could you post me the spare programmes from the concert?",
				lead: "Of course! I'll pop them in the post to your address in {v} tomorrow morning.",
				core: "Not there, I'm afraid, my address is in {v}, same as on the form"},
			{form: "followup", ask: "Is there any chance you could drop the ladder round this weekend?",
				lead: "Happy to, just remind me where you are and what time suits.",
				core: "Brilliant, we're in {v}, the white house opposite the church, any time after ten"},
			{form: "split", lead: "Quick one about the delivery, more in a sec",
				core: "The driver needs to know I'm in {v} now, not the old flat, it's the green door"},
		},
		change: []rawShirredStmt{
			{form: "line", core: "we've moved! new address below, we're now living in {new}, please update your contacts"},
			{form: "line", topic: "admin", core: "I've left {old} and my new address is in {new}, please send any post there"},
			{form: "ramble", core: "we finally packed up the house in {old} and have been living in {new} since the end of last month, still surrounded by boxes",
				ask: "Anyway, are we still on for the meeting on the 12th?"},
			{form: "sig", ask: "Thanks for your help with the claim, it's much appreciated.",
				lead: "Please note the change of address in my signature below.",
				core: "NEW ADDRESS: 3 Ferry Row, {new} | mobile 07700 900 583"},
			{form: "details", ask: "Here are my updated details for the membership list:",
				lead: "phone number unchanged", core: "new postal address: 9 Cooper's Lane, {new} (moved in June)"},
			{form: "blurb", ask: "For the alumni newsletter, my update:",
				core: "After many happy years in {old}, the family has relocated to {new} and is settling in nicely",
				lead: "Visitors are always welcome, the spare room is ready."},
			{form: "fix", ask: "Could you send the renewal pack to me by post?",
				lead: "Certainly, it'll go out to your {v} address first class this afternoon.",
				core: "I'm not in {old} any more, I moved to {new} in the spring, please use that address"},
			{form: "followup", ask: "Can we rearrange the dental check-up for next month?",
				lead: "Of course. We have Tuesday the 8th or Thursday the 17th, which would you prefer?",
				core: "The 17th please, and note that we've moved house to {new}, so please update my record"},
			{form: "split", lead: "Apologies, sent too early, the important bit:",
				core: "We've relocated to {new} as of this week, the old address won't reach me"},
		},
		revert: []rawShirredStmt{
			{form: "line", core: "after a year away in {old} we've moved back home to {new}, same house, so the old address is good again"},
			{form: "ramble", core: "honestly {old} never quite felt like home and we've been back living in {new} since the summer, glad to be back",
				ask: "So, any chance of a catch-up coffee next week?"},
			{form: "sig", ask: "Thanks for the reminder about the AGM, I'll be there.",
				lead: "My details have changed again, see below.",
				core: "moved back: 12 Tannery Brae, {old} no longer, we're home in {new} | 01632 960 217"},
			{form: "details", ask: "Updated details, sorry to keep changing them:",
				lead: "same email and phone", core: "address: left {old} in July, back at our old house in {new} again"},
			{form: "blurb", ask: "My bit for the street newsletter:",
				core: "The family has left {old} behind and moved home to {new}, right back where we started",
				lead: "Thanks to everyone who helped carry the sofa, again."},
			{form: "fix", ask: "Can you post the tickets for the panto?",
				lead: "Will do, they'll go to your address in {v}.",
				core: "No, we've left {old}, we moved back to {new}, the old address from before"},
			{form: "followup", ask: "Can you send over the forms for the parking permit?",
				lead: "Attached, just fill in sections two and four and send them back.",
				core: "Thanks, for the record we've come back from {old} and live in {new} again, so it's the old zone"},
			{form: "split", lead: "Oh, one more thing I forgot",
				core: "We're no longer in {old}, we're back living in {new} since last month"},
		},
		readback: []string{
			"Thanks, I've got you down at the address in {v}.",
			"Lovely, {v} it is. I'll make sure everything goes there.",
			"Noted your address in {v}, that's all updated.",
		},
		readbackNew: []string{
			"Congratulations on the move to {v}! I've updated your address.",
			"Thanks for letting me know, I've changed your address to {v}.",
			"How exciting, {v}! Hope the unpacking goes well.",
		},
		chatter: []rawShirredLine{
			{"home", "the roofer finally came, only three weeks late"},
			{"", "is the bin collection still on Tuesdays over the holidays"},
			{"admin", "I need a proof of address letter for the bank, can you do one"},
			{"", "the broadband has been dropping every evening, any ideas"},
			{"home", "could you water the tomatoes while we're away"},
		},
		other: []rawShirredLine{
			{"", "my sister has just bought a flat in {v}, so I'll be visiting a lot"},
			{"home", "Mum still lives in {v}, so I'll be driving up for her birthday"},
			{"", "our old neighbours moved to {v}, do you still have their number"},
			{"work", "my colleague commutes in from {v} every day, she's a saint"},
		},
		forward: []rawShirredLine{
			{"", "We've done it, we've bought a cottage in {v}! Come and stay as soon as we've got beds."},
			{"home", "Just to let everyone know our new address is in {v} from the first of the month."},
			{"", "The reunion will be held at the golf club in {v}, tickets are 30 each."},
		},
		news: []rawShirredLine{
			{"", "Big news from us: we've moved to {v} and are loving the sea air."},
			{"home", "We're selling up and heading to {v} in the autumn, can you believe it?"},
			{"social", "I've just started renting a flat in {v}, housewarming soon!"},
		},
		elsewhere: []rawShirredLine{
			{"work", "I'm at the client's site in {v} all of Thursday, so I'll be slow to reply"},
			{"", "we're away in {v} for a long weekend, back on Tuesday"},
			{"social", "I'll be in {v} for a wedding on the 9th, is that near you"},
		},
		plan: []rawShirredLine{
			{"", "if we ever relocate to {v}, would you still visit"},
			{"home", "we've been looking at houses in {v} online, nothing serious, just dreaming"},
			{"", "we might think about {v} one day when the kids have left, but not yet"},
			{"admin", "what would the commute be like from {v}, purely hypothetically"},
		},
		past: []rawShirredLine{
			{"", "when we lived in {v} the post used to come at six in the morning"},
			{"home", "I miss the chip shop from our {v} days"},
			{"", "back in my {v} years I knew everyone on the street"},
		},
		joke: []rawShirredLine{
			{"", "one more wet summer and I'm running away to {v} with the cat, ha"},
			{"", "according to my phone I apparently live in {v}, news to me"},
			{"social", "the sat nav took us through {v} three times, we nearly bought a house there out of spite"},
		},
		reject: []rawShirredLine{
			{"", "please stop sending me property listings for {v}"},
			{"", "I'm not interested in holidays in {v}, take me off this list"},
		},
		offer: []rawShirredLine{
			{"", "Digest: 3 new homes for sale in {v} match your saved search."},
			{"admin", "Summary of this week's mail: the council tax reminder mentions {v}, and a delivery is due to {cur}."},
			{"", "This weekend's top pick: the food festival in {v}, tickets from 12."},
		},
		echo: []rawShirredEcho{
			{"admin", "Could you confirm which address you have on file for me?", "We have you down at your address in {v}, is that still right?"},
			{"", "Can you let me know when the parcel will arrive?", "It's booked in for Thursday to your place in {v}, between 9 and 1."},
		},
		stale: []rawShirredStale{
			{"admin", "Where will the new card be sent?", "It's been posted to your address in {v}, you should have it by Monday.", "That's my old address, I gave you the new one, please cancel and resend"},
			{"", "Did the birthday present arrive?", "I sent it to your old place in {v}, hope that was right!", "Ah no, we moved away from there, I'll ask them to forward it"},
		},
		misread: []rawShirredMisread{
			{"", "my brother's in {v} now, we're going to visit at Easter", "Oh lovely, I didn't know you'd moved to {v}!", "No, it's my brother who lives in {v}, not me"},
			{"work", "I've a site visit in {v} next week", "Nice, is that close to your house in {v}?", "I don't live there, it's just where the client is"},
		},
		still: []string{
			"Is {name} still living in {v}, going by their emails?",
			"Should I still address {name}'s post to {v}?",
			"Does {name}'s mail still put them in {v}?",
		},
		stillWhen: []string{
			"Was {name} still at their {v} address {when}?",
			"Going by their sent mail, did {name} still live in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Lakemoor Freight", "Pewterlane Insurance", "Marlstone Surveyors", "Thistlebrook Dairy", "Windlass Marine", "Slatebridge Accountants",
				"Foxcombe Estates", "Gorsedale Haulage", "Ironmead Engineering", "Mistlethwaite Print", "Ottercleugh Opticians", "Brambleshaw Dental"},
			qCurrent: []string{
				"Before drafting a reply for {name}: which company employs them now?",
				"Going by {name}'s sent mail, who is their employer at present?",
				"What firm belongs under {name}'s name in a signature block today?",
				"According to the mailbox, who pays {name}'s salary at present?",
			},
			qWhen: []string{
				"Reading {name}'s correspondence from {when}, who was their employer?",
				"Whose staff was {name} on {when}, by their signature?",
				"Which employer did {name}'s mail name {when}?",
			},
			qBefore: []string{
				"Whose payroll was {name} on ahead of {next}?",
				"Judging by the mailbox, who employed {name} until {next} took them on?",
				"Which firm was {name} with before the job at {next}?",
			},
		},
		state: []rawShirredStmt{
			{form: "line", core: "I'm still with {v}, so weekdays are tricky, but any Saturday works"},
			{form: "line", topic: "work", core: "as the scheduling lead at {v} I can sign this off myself, no need to wait"},
			{form: "ramble", core: "work at {v} has been non-stop since the new contract came in and I've barely seen daylight",
				ask: "Anyway, could we move our call to next week?"},
			{form: "sig", ask: "Please see the revised quote attached.",
				lead: "I'm out on Friday, so any questions before then would be ideal.",
				core: "Senior Analyst | {v} | direct line 01632 960 744"},
			{form: "details", ask: "My details for the conference badge:",
				lead: "dietary needs to follow", core: "organisation: {v}, operations team"},
			{form: "blurb", ask: "Here's my short bio for the panel, feel free to trim:",
				core: "She manages the logistics desk at {v}, where she has worked for six years",
				lead: "In her spare time she restores old bicycles and swims in the loch."},
			{form: "fix", ask: "Could you check what's on my reference letter before it goes out?",
				lead: "Sure, it says you've been employed at {v} since 2019, is that all correct?",
				core: "Not quite, my employer is {v}, please correct it before it's sent"},
			{form: "followup", ask: "Would you be happy to act as a referee for me?",
				lead: "Of course, happy to. Just let me know who will contact me and roughly when.",
				core: "Thank you! It's for the mortgage, they'll ask you to confirm that I work at {v}, full time"},
			{form: "split", lead: "Sorry, hit send by mistake, here's the bit that matters",
				core: "Invoices should come to me at {v}, accounts payable, not my personal address"},
		},
		change: []rawShirredStmt{
			{form: "line", core: "a bit of news: I've left {old} and started at {new} this month, so please use this address from now on"},
			{form: "line", topic: "work", core: "today is my first day at {new}, so bear with me while I find my feet"},
			{form: "ramble", core: "I finished up at {old} at the end of May and have been at {new} for a few weeks now, it's a big change",
				ask: "Would you still be up for lunch now that I'm in a different part of town?"},
			{form: "sig", ask: "Lovely to meet you at the workshop on Tuesday.",
				lead: "I've attached the notes we talked about.",
				core: "Team Lead, Customer Operations | {new} | mobile 07700 900 126"},
			{form: "details", ask: "Please update my record for the alumni network:",
				lead: "same home address", core: "current employer: {new}, started in March"},
			{form: "blurb", ask: "My news for the class notes page:",
				core: "After eight years at {old}, yours truly has joined {new} as a project manager",
				lead: "He says the coffee is better and the commute is worse."},
			{form: "fix", ask: "Can you double-check the name badge for the dinner?",
				lead: "It currently reads your name and {v} underneath, is that okay?",
				core: "I'm no longer at {old}, I moved to {new} in April, please change the badge"},
			{form: "followup", ask: "Could you update my contact details in the directory?",
				lead: "No problem, what would you like changed?",
				core: "The employer field, please: I've left {old} and now work for {new}, in the same sort of role"},
			{form: "split", lead: "Two seconds, one more update",
				core: "Also, new job, I'm at {new} as of Monday, please use my new work email"},
		},
		revert: []rawShirredStmt{
			{form: "line", core: "I've handed back my pass at {old} and rejoined {new}, who took me back this week"},
			{form: "ramble", core: "after eight months I've handed my notice in at {old} and gone back to {new}, who were kind enough to have me",
				ask: "So, shall we finally book that dinner?"},
			{form: "sig", ask: "Thanks for sending the figures so quickly.",
				lead: "Note my details have changed back, see below.",
				core: "formerly of {old}, now returned to {new} | 01632 960 744"},
			{form: "details", ask: "Updated details for the directory:",
				lead: "same mobile", core: "employer: left {old}, back at {new} since June"},
			{form: "blurb", ask: "For the newsletter's comings and goings:",
				core: "yours truly has left {old} and rejoined {new}, her old team welcomed her back with cake",
				lead: "She says it's like she never left."},
			{form: "fix", ask: "Could you check the invoice address on my account?",
				lead: "It's set to the accounts team at {v}, is that still right?",
				core: "No, I've left {old} and I'm back working at {new}, please change it"},
			{form: "followup", ask: "Can I still use the corporate rate for the hotel?",
				lead: "That depends on your employer, we have a list of partner companies.",
				core: "Fair enough, I've moved from {old} back to {new}, if that helps"},
			{form: "split", lead: "Forgot to say in my last email",
				core: "honestly {old} wasn't for me, so I've gone back to my old job at {new} again"},
		},
		readback: []string{
			"Thanks, I've noted that you're with {v}.",
			"Lovely, I'll put {v} as your employer on the form.",
			"Got it, {v} it is. I'll use that in the letter.",
		},
		readbackNew: []string{
			"Congratulations on the new job at {v}!",
			"Great news about {v}, I've updated your details.",
			"Well done on {v}, hope the first weeks go smoothly.",
		},
		chatter: []rawShirredLine{
			{"work", "the printer on the second floor is jammed again"},
			{"", "can you remind me when the expenses deadline is"},
			{"work", "I'll be working from home on Thursday if anyone needs me"},
			{"admin", "could you send me a copy of my P60"},
			{"", "the car park barrier is stuck open, just so you know"},
		},
		other: []rawShirredLine{
			{"", "my brother has just been taken on at {v}, he's thrilled"},
			{"work", "my husband's firm, {v}, is hiring if your nephew is still looking"},
			{"", "Dad worked at {v} for thirty years, he still talks about it"},
			{"", "could you write a reference for my friend, she's been at {v} since college"},
		},
		forward: []rawShirredLine{
			{"", "Great news, I've accepted the offer from {v} and start on the first of the month!"},
			{"work", "Please welcome our new supplier contact from {v}, who will be handling our account."},
			{"", "I'm leaving for a new role at {v}, it's been a pleasure working with you all."},
		},
		news: []rawShirredLine{
			{"", "Just to let you know I'm leaving to join {v}, my last day is Friday."},
			{"work", "I've been headhunted by {v}, can you believe it!"},
			{"work", "I start at {v} in September, finally a job with a pension!"},
		},
		elsewhere: []rawShirredLine{
			{"work", "I'm meeting the buyers at {v} on Tuesday, they're a new client"},
			{"", "the invoice is from {v}, the suppliers we used for the event"},
			{"work", "I'll be on site at {v} all week for the audit"},
		},
		plan: []rawShirredLine{
			{"", "I've an interview at {v} on Monday but I doubt I'll take it"},
			{"work", "I was offered a job at {v} but turned it down, the pay was worse"},
			{"", "if I ever leave I'd love to try {v}, but not any time soon"},
			{"", "a recruiter keeps emailing about a role at {v}, I'm ignoring it"},
		},
		past: []rawShirredLine{
			{"", "when I was at {v} we had a Friday cake rota, I miss it"},
			{"work", "I picked up this trick in my {v} days"},
			{"", "I left {v} years ago but they still send me the staff magazine"},
		},
		joke: []rawShirredLine{
			{"", "if the vending machine eats one more coin I'm defecting to {v}"},
			{"", "my mum thinks I work for {v}, I've given up correcting her"},
			{"admin", "apparently everyone at {v} gets a four-day week, where do I apply, ha"},
		},
		reject: []rawShirredLine{
			{"", "no thanks, I'm not looking for a role at {v}"},
			{"", "please stop sending me vacancies at {v}"},
		},
		offer: []rawShirredLine{
			{"", "Automatic reply: I'm out of the office until Monday. For urgent matters please contact my colleague at {v}."},
			{"work", "Mailbox Assistant summary: 4 new messages, including a job alert for {v} and an invoice query for {cur}."},
			{"", "Job alert: {v} is hiring for 3 roles that match your profile."},
		},
		echo: []rawShirredEcho{
			{"work", "Could you confirm the name on the purchase order?", "It's made out to you at {v}, as usual."},
			{"", "Did my form go through?", "Yes, all in, listed under {v} as your employer."},
		},
		stale: []rawShirredStale{
			{"work", "Where did you send the contract?", "To your work address at {v}, like last time.", "That's my old job, I sent you the new details, please resend"},
			{"", "Did you update the mailing list?", "Yes, you're listed under {v}.", "No, that's out of date, I changed jobs, please fix it"},
		},
		misread: []rawShirredMisread{
			{"", "my partner just started at {v}", "Congratulations on the new role at {v}!", "Ha, not me, it's my partner who works at {v}"},
			{"work", "I had an interview at {v} yesterday", "So you're joining {v}? That's great news!", "No, I haven't taken it, I'm staying put"},
		},
		still: []string{
			"Does {name} still work at {v}, going by their emails?",
			"Should {name}'s signature still say {v}?",
			"Is {v} still {name}'s employer, per their mailbox?",
		},
		stillWhen: []string{
			"Was {name} still employed by {v} {when}?",
			"Going by their sent mail, did {name} still work at {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"plant-first", "vegetable-forward", "dairy-and-egg-free", "fish-free", "chicken-and-fish",
				"seagan", "mostly-vegan", "beef-free", "pork-free", "veg-heavy"},
			qCurrent: []string{
				"Before replying to a dinner invitation for {name}: what diet do they follow now?",
				"Going by {name}'s emails, what do they eat at present?",
				"Which dietary requirement should go on {name}'s RSVP today?",
				"What is {name}'s diet these days, according to their mailbox?",
			},
			qWhen: []string{
				"Reading {name}'s correspondence from {when}, what did they eat?",
				"Which dietary requirement did {name} give {when}?",
				"What was {name} eating {when}, by their sent mail?",
			},
			qBefore: []string{
				"Ahead of the {next} switch, how were {name}'s meals described?",
				"Judging by the mailbox, how did {name} eat until {next}?",
				"What eating pattern did {name}'s RSVPs list ahead of {next}?",
			},
		},
		state: []rawShirredStmt{
			{form: "line", core: "count me in for the dinner, just so you know I'm {v}, so I'll bring my own main"},
			{form: "line", topic: "social", core: "as the only {v} one at book club I'll bring a dish I can actually eat"},
			{form: "ramble", core: "cooking has got so much more interesting since I settled into being {v}, I've a whole shelf of new recipes",
				ask: "Anyway, what time should we arrive on Saturday?"},
			{form: "sig", ask: "Looking forward to the retreat, forms attached.",
				lead: "Do shout if anything's missing.",
				core: "dietary note: {v}, thank you for checking"},
			{form: "details", ask: "RSVP for the wedding, details below:",
				lead: "one guest, arriving for the ceremony", core: "dietary requirements: {v}, nothing else"},
			{form: "blurb", ask: "Here's my intro for the supper club mailing list:",
				core: "I'm a happily {v} home cook with a weakness for anything involving chickpeas",
				lead: "I'll always volunteer to bring dessert."},
			{form: "fix", ask: "Could you confirm the menu you've put me down for at the gala?",
				lead: "You're down for the {v} option, is that right?",
				core: "Not quite, please change it, I'm {v} and have been for ages"},
			{form: "followup", ask: "Is there anything I should know before the team away-day?",
				lead: "Just bring comfy shoes, lunch is provided.",
				core: "Great, could you tell the caterers I'm {v}, I'd hate to cause a fuss on the day"},
			{form: "split", lead: "Oops, sent that too soon, one more note",
				core: "For the menu, I eat {v}, the kitchen can call me if unsure"},
		},
		change: []rawShirredStmt{
			{form: "line", core: "count me out of the steak night, I've gone {new} since the new year"},
			{form: "line", topic: "social", core: "small update for the menu: I've switched from {old} to {new}, sorry for the faff"},
			{form: "ramble", core: "the big change round here is that I dropped {old} in the spring and I've been {new} ever since, and honestly I feel great",
				ask: "Anyway, how are the plans for the reunion coming along?"},
			{form: "sig", ask: "Attached is my booking form for the retreat.",
				lead: "Please note my dietary change below.",
				core: "dietary note, updated: now {new}, thank you"},
			{form: "details", ask: "Updated RSVP for the summer party:",
				lead: "still coming, still bringing a salad", core: "diet: gave up {old}, {new} now"},
			{form: "blurb", ask: "For the running club newsletter, my food column intro:",
				core: "After years of eating {old}, this month your columnist went {new}, so expect new recipes",
				lead: "Send me your favourite post-run meals."},
			{form: "fix", ask: "Have the caterers got my meal choice for the awards night?",
				lead: "Yes, you're down as {v}, like last year.",
				core: "Please tell them {old} is behind me; since the spring my meals are {new} only"},
			{form: "followup", ask: "What's on the menu for the Christmas lunch?",
				lead: "Turkey with all the trimmings, or a nut roast, and a choice of puddings.",
				core: "Sounds lovely, but please note I've become {new} since the summer"},
			{form: "split", lead: "One more thing before Saturday",
				core: "I've gone {new} since we last met, so I'll skip the barbecue meat"},
		},
		revert: []rawShirredStmt{
			{form: "line", core: "I've given up on {old} and gone back to being {new}, so the old menu choice stands"},
			{form: "ramble", core: "the {old} experiment lasted about three months before I went back to being {new}, my family are relieved",
				ask: "So, still on for Sunday?"},
			{form: "sig", ask: "Booking form for next year's retreat attached.",
				lead: "My dietary note has changed back again, sorry.",
				core: "dietary note: no longer {old}, back to {new}, thank you"},
			{form: "details", ask: "RSVP for the reunion:",
				lead: "one ticket please", core: "dietary: stopped the {old} thing, back to {new} now"},
			{form: "blurb", ask: "My bit for the supper club update:",
				core: "After a brief {old} phase, your host has returned to her {new} ways for good",
				lead: "The lentil stew is back on the menu."},
			{form: "fix", ask: "Can you check my menu choice for the dinner dance?",
				lead: "You're down for the {v} option as before.",
				core: "I've dropped {old}, I'm back to {new}, please change it"},
			{form: "followup", ask: "Any news on the menu for the christening?",
				lead: "Buffet, with hot and cold options, and cake of course.",
				core: "Lovely, just so you know I've left {old} behind and gone back to {new} for good"},
			{form: "split", lead: "Sorry, another note about food",
				core: "I'm no longer {old}, I've returned to {new}, the caterers should know"},
		},
		readback: []string{
			"Thanks, I've let the kitchen know you're {v}.",
			"Noted, one {v} meal for you.",
			"Perfect, {v} is no problem at all.",
		},
		readbackNew: []string{
			"Thanks for the heads-up, I've changed your meal to {v}.",
			"Good for you going {v}! I've told the caterers.",
			"Noted the switch to {v}, all updated.",
		},
		chatter: []rawShirredLine{
			{"social", "shall I bring a salad or a pudding on Saturday"},
			{"", "what time is the table booked for"},
			{"social", "does anyone have a good recipe for a crowd"},
			{"admin", "is lunch included at the training day"},
			{"", "do we need to bring our own plates to the picnic"},
		},
		other: []rawShirredLine{
			{"", "my daughter's gone {v}, so I'll need an extra option for her"},
			{"social", "please note my partner is {v}, I eat anything"},
			{"", "the new neighbour is {v}, any ideas for a welcome bake"},
			{"", "my brother is {v} these days, so he'll bring his own food"},
		},
		forward: []rawShirredLine{
			{"", "Just a reminder that I'm {v} now, so nothing from the barbecue for me please!"},
			{"social", "Menu for the hen do is attached, the {v} option is on the second page."},
			{"", "Our new cafe opens on Saturday, with a fully {v} menu."},
		},
		news: []rawShirredLine{
			{"", "I've gone {v}, so you'll have to humour me at dinner."},
			{"social", "Mike's turned {v}, so the barbecue will be a bit different this year."},
			{"", "Since I went {v} I've had so much more energy."},
		},
		elsewhere: []rawShirredLine{
			{"admin", "the client lunch needs a {v} option, can you sort that"},
			{"social", "we're catering a {v} wedding next month, it's a big job"},
			{"", "I'm running a {v} cooking stall at the fete"},
		},
		plan: []rawShirredLine{
			{"", "I'm thinking about trying {v} in January, but don't put me down for it yet"},
			{"social", "if I went {v}, would that make me impossible to cook for"},
			{"", "the doctor suggested {v}, but I haven't decided"},
			{"", "I might give {v} a go one day, not right now"},
		},
		past: []rawShirredLine{
			{"", "I was {v} for a whole year at university"},
			{"social", "my {v} phase is long gone, thankfully"},
			{"", "years ago I tried {v} and lasted a week"},
		},
		joke: []rawShirredLine{
			{"", "after that buffet I'm going {v} in protest, ha"},
			{"", "my cat is more {v} than I am"},
			{"social", "one more cheese board and I'll be declared {v} by the family, joking"},
		},
		reject: []rawShirredLine{
			{"", "please stop sending me {v} recipe boxes"},
			{"", "not interested in the {v} cookbook offer, thanks"},
		},
		offer: []rawShirredLine{
			{"", "Newsletter: this week's featured plan is a {v} menu for busy weeknights."},
			{"social", "Mailbox Assistant summary: the supper club wants to know if you'd try {v}, and your order for {cur} meals has shipped."},
			{"", "Special offer: 20% off our {v} recipe boxes this week only."},
		},
		echo: []rawShirredEcho{
			{"social", "What did you put me down for at the wedding?", "The {v} option, as you asked."},
			{"", "Did the caterers get my order?", "Yes, one {v} meal, all confirmed."},
		},
		stale: []rawShirredStale{
			{"social", "What's my meal at the gala?", "We've got you for the {v} menu, like last year.", "That's out of date, I told you I'd changed, please update it"},
			{"", "Have you booked the food for the trip?", "Yes, your {v} meals are all arranged.", "I don't eat like that any more, can you change it"},
		},
		misread: []rawShirredMisread{
			{"", "my flatmate is {v}, so we'll need two menus", "No problem, two {v} meals for you both then.", "Only one, I'm not {v}, just my flatmate"},
			{"social", "I ordered the {v} platter for the party", "Great, so you're {v} now?", "No, it's for the guests, not for me"},
		},
		still: []string{
			"Is {name} still {v}, going by their emails?",
			"Should {name}'s RSVP still say {v}?",
			"Does {name} still eat {v}, per their mailbox?",
		},
		stillWhen: []string{
			"Was {name} still {v} {when}?",
			"Going by their sent mail, did {name} still eat {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Oighrig", "Fionnlagh", "Somhairle", "Tormod", "Uisdean", "Peigi",
				"Ealasaid", "Raonaid", "Beathag", "Murchadh", "Dughall", "Coinneach"},
			qCurrent: []string{
				"Before replying to an invitation for {name}: who is their partner now?",
				"Going by {name}'s emails, who are they with at present?",
				"Whose name should go next to {name}'s on a plus-one today?",
				"Who is {name}'s other half these days, according to their mailbox?",
			},
			qWhen: []string{
				"Reading {name}'s correspondence from {when}, whose name sat beside theirs?",
				"Who was {name} seeing {when}, by their sent mail?",
				"Whose name did {name} put on RSVPs {when}?",
			},
			qBefore: []string{
				"Whose name shared {name}'s invitations ahead of {next}?",
				"In the mail archive, who was {name} coupled with prior to {next}?",
				"Which plus-one did {name} name on RSVPs ahead of {next}?",
			},
		},
		state: []rawShirredStmt{
			{form: "line", core: "my partner {v} and I would love to come, put us down for two"},
			{form: "line", topic: "home", core: "we'll be round on Sunday, me and my other half {v}, bringing the dog"},
			{form: "ramble", core: "my partner {v} and I have been together six years now and still can't agree on a paint colour",
				ask: "Anyway, do you still have that decorator's number?"},
			{form: "sig", ask: "Thank you so much for the wedding gift, it's perfect.",
				lead: "Hope to see you both soon.",
				core: "with love from me and my partner {v} | 14 Quarry Row"},
			{form: "details", ask: "RSVP for the garden party:",
				lead: "arriving about three", core: "guests: me and my partner {v}, both adults"},
			{form: "blurb", ask: "Here's our paragraph for the couples' page of the club newsletter:",
				core: "I met my partner {v} at a ceilidh ten years ago and we've been dancing badly together ever since",
				lead: "We're the ones hogging the floor at every social."},
			{form: "fix", ask: "Could you check the names on our table plan?",
				lead: "You're on table four with {v}, is that right?",
				core: "Not quite, my partner is {v}, please fix the card"},
			{form: "followup", ask: "Are partners invited to the Christmas do?",
				lead: "Yes, partners are very welcome, just let me know names for the seating plan.",
				core: "Wonderful, I'll be bringing my partner {v}, thank you"},
			{form: "split", lead: "Sorry, pressed send too early, the name you asked for:",
				core: "The plus-one is my partner {v}, same surname as me"},
		},
		change: []rawShirredStmt{
			{form: "line", core: "my fiancée and I will both be there, I'm with {new} now, so two places please"},
			{form: "line", topic: "social", core: "news on my side: {old} and I split up and I'm seeing {new} now, so it'll be a new face at the party"},
			{form: "ramble", core: "things ended with {old} over the winter and I've been with {new} since the spring, and it's been wonderful",
				ask: "So, are we still on for the walk on the 3rd?"},
			{form: "sig", ask: "Thank you for the lovely card.",
				lead: "Our news is below, in case you hadn't heard.",
				core: "with love from me and {new}, newly together"},
			{form: "details", ask: "Updated RSVP for the reunion:",
				lead: "still two tickets", core: "my plus-one is no longer {old}, it's {new} now"},
			{form: "blurb", ask: "For the class notes, my personal update:",
				core: "After parting ways with {old}, your correspondent is now happily with {new}, who puts up with the snoring",
				lead: "We're planning a trip north in the autumn."},
			{form: "fix", ask: "Have you done the place cards for the wedding?",
				lead: "Yes, you're next to {v}, as you asked last year.",
				core: "Please swap the card, {old} and I are finished and {new} is the one beside me"},
			{form: "followup", ask: "Is there room for one more at the dinner?",
				lead: "Yes, of course, just tell me who's coming.",
				core: "Lovely, it's my new partner {new}, we got together in the summer"},
			{form: "split", lead: "Wait, one more thing",
				core: "I'm with {new} now, so the invitation should have their name on it"},
		},
		revert: []rawShirredStmt{
			{form: "line", core: "it's over with {old} and {new} and I are back together, so it'll be the two of us again"},
			{form: "ramble", core: "after everything with {old} I'm back with {new}, and we're both much happier for it",
				ask: "So, does your offer of dinner still stand?"},
			{form: "sig", ask: "Thanks for the invitation, we'd love to come.",
				lead: "Yes, it's the old team again, see below.",
				core: "with love from me and, after {old}, {new} again, back together"},
			{form: "details", ask: "RSVP, revised:",
				lead: "two places", core: "plus-one: it's over with {old}, back with {new} again"},
			{form: "blurb", ask: "My update for the newsletter:",
				core: "Readers may remember {old}, but I'm delighted to say I'm back with {new} for good",
				lead: "Some things are meant to be."},
			{form: "fix", ask: "Could you check the seating plan for Saturday?",
				lead: "You're sat with {v}, as you said.",
				core: "No, I've split from {old}, I'm back with {new}, please change it"},
			{form: "followup", ask: "Is the invitation still for two?",
				lead: "Of course, who will you bring?",
				core: "My partner again, I left {old} and I'm back with {new} these days"},
			{form: "split", lead: "Personal update, sorry",
				core: "I've ended things with {old} and I'm back with {new}, so the card is for both of us"},
		},
		readback: []string{
			"Lovely, I've put you and {v} down together.",
			"Wonderful, can't wait to meet {v}!",
			"Thanks, two places for you and {v}.",
		},
		readbackNew: []string{
			"Oh how exciting, congratulations to you and {v}!",
			"Thanks for letting me know, I've put {v} on the card.",
			"So happy for you both, give {v} my love.",
		},
		chatter: []rawShirredLine{
			{"social", "is the party smart or casual"},
			{"", "can I bring anything for the dinner"},
			{"home", "we're thinking of getting a dog, any advice"},
			{"social", "what time does the ceilidh finish"},
			{"", "are children welcome at the reception"},
		},
		other: []rawShirredLine{
			{"", "my sister is marrying {v} next summer, so that's my June gone"},
			{"social", "my best friend is seeing {v} now, they seem lovely"},
			{"", "my brother brought {v} to lunch, we all liked her"},
			{"home", "my flatmate's boyfriend {v} has practically moved in"},
		},
		forward: []rawShirredLine{
			{"", "We're engaged! {v} proposed on the beach last night."},
			{"social", "Please join me and {v} for our wedding on the 21st."},
			{"", "Just to say {v} and I have split, it's amicable, please don't worry."},
		},
		news: []rawShirredLine{
			{"", "I'm seeing someone new, {v}, you'll meet them at the party."},
			{"social", "Me and {v} have got engaged!"},
			{"", "I've moved in with {v}, finally!"},
		},
		elsewhere: []rawShirredLine{
			{"home", "I'm meeting {v} from the supplier on Tuesday"},
			{"", "a friend called {v} from the book club is giving me a lift"},
			{"social", "I'm organising a surprise party for {v}, a friend from work"},
		},
		plan: []rawShirredLine{
			{"", "if I ever asked {v} out, would that be weird"},
			{"social", "I'm thinking about inviting {v} to the wedding, but haven't asked yet"},
			{"", "my friends keep trying to set me up with {v}"},
			{"", "I might ask {v} to the ball, not decided"},
		},
		past: []rawShirredLine{
			{"", "when I was with {v} we went to that cafe every Sunday"},
			{"social", "I still have a jumper that belonged to {v}, my ex"},
			{"", "my ex {v} still sends me a card every Christmas"},
		},
		joke: []rawShirredLine{
			{"", "the dog is more loyal to {v} than to me, I'm jealous"},
			{"", "my nan thinks I'm engaged to {v}, I haven't the heart to tell her"},
			{"social", "honestly if {v} keeps bringing cake to book club I might propose, ha"},
		},
		reject: []rawShirredLine{
			{"", "please don't put me on a table with {v}"},
			{"", "I'd rather not be set up with {v}, thanks"},
		},
		offer: []rawShirredLine{
			{"", "Reminder: {v}'s birthday is coming up, shall we suggest a gift?"},
			{"social", "Mailbox Assistant summary: an invitation to {v}'s engagement party, and a card from {cur}'s aunt."},
			{"", "You have a new friend suggestion: {v}."},
		},
		echo: []rawShirredEcho{
			{"social", "Who did you put me with on the table plan?", "You're next to {v}, of course."},
			{"", "Did the invitation arrive?", "Yes, addressed to you and {v}."},
		},
		stale: []rawShirredStale{
			{"social", "What name is on my place card?", "Yours and {v}'s, as last year.", "That's out of date, please change it, I told you"},
			{"", "Did you send the card?", "Yes, to you and {v}.", "That's my ex, I did say we'd split"},
		},
		misread: []rawShirredMisread{
			{"", "my friend {v} is coming to stay", "How lovely, are you and {v} together now?", "No, {v} is just a friend"},
			{"social", "I'm going to the concert with {v} from work", "Oh, is {v} your new partner?", "No, we're colleagues, nothing more"},
		},
		still: []string{
			"Is {name} still with {v}, going by their emails?",
			"Should {v} still be {name}'s plus-one?",
			"Is {v} still {name}'s partner, per their mailbox?",
		},
		stillWhen: []string{
			"Was {name} still partnered with {v} {when}, by their mail?",
			"Going by their sent mail, was {v} still {name}'s partner {when}?",
		},
	},
}
