package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The hemmed set lives in its own file, as the veiled to pleated sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one person's email: a mail agent reads the
// mailbox of one person (the owner, the questions' subject) and pipes
// every message into memory, one message a turn, over many months. The
// owner writes to and hears from three to five correspondents (a
// relative, an old friend, a colleague, a letting agent, a club
// secretary, a recruiter; rawHemmedContacts), and services send the
// owner notifications. Every message is role user with its sender's first
// name (a service's name) as speaker; there is no assistant. Sessions are
// email threads: a subject line ("Subject: ...", "Subject: Re: ..." in a
// reply) over two to six dated messages hours or days apart, threads
// days or weeks apart, and threads with different correspondents running
// at the same time, so that their messages interleave. Messages have
// greetings and sign-offs; replies quote the message they answer, under
// the text ("On Tue, 4 Mar 2025 at 14:02, Deirdre wrote:" and "> " lines,
// at times with the quote's own quote nested, or under an Outlook-style
// "-----Original Message-----" header, unprefixed) or above it, quoting the
// line they answer ("> ..."); the owner signs messages to formal
// correspondents with a signature block under a "-- " line (name, job
// title, employer, town) that is updated only some messages after a change,
// so that it goes stale; messages forward other mail under a
// "---------- Forwarded message ----------" header; auto-replies answer
// now and then; and services' notifications name the owner's values ("Hi
// X, welcome to the Pulsefit Y branch"). A statement is in one of five
// forms (rawHemmedStmt): news the owner writes to a correspondent in a
// new thread (news); the answer to a correspondent's question, which names
// no value, in a reply that quotes the question above or below the answer
// (answer); the correction of a correspondent's stale or wrong guess,
// quoted above it (fix); one paragraph of a long catch-up message over
// several parts of life (roundup); or a note over a forwarded message
// that names the same value (forward). Gold: only the owner's own newly
// written text states a value. A turn of the owner's is gold when the
// text the owner wrote in it (rawOwnText: the message less its quoted
// lines, the "On ... wrote:" line, anything under an "-----Original
// Message-----" or forwarded-message header and the signature under "-- ")
// states the owner's value of the asked attribute as holding then; a
// value only inside a quote, a forwarded block, a signature, an
// auto-reply or a notification is never a statement, and a
// correspondent's or service's turn is never gold. So that the answer
// rule reads a gold turn right, nothing in it names another value of the
// asked attribute after its statement: a correction quotes the stale guess
// above it, a signature under a statement shows the new value or is left
// off, and a forwarded block under a note names the note's value.
// Distractors: correspondents' echoes of the owner's value
// (congratulations, "hope X is treating you well") and replies that quote
// the owner's statements, which name the value that holds and are allowed;
// notifications naming the value that holds (allowed) or an earlier one;
// signatures showing the value that holds (allowed) or a stale one; the
// owner's replies that quote a correspondent's stale question, echo or
// suggestion; old threads dug up months later, quoting the owner's old
// statement with its stale value; forwarded mail in which someone else
// states their own value in the very words of a statement; other people's
// news in the third person; the owner's plans and hypotheticals that do
// not happen, memories and earlier values told as past; and the
// correspondents' suggestions. Questions ask only about the owner,
// normally cased: the current value, twice, once perhaps as a yes/no
// "still" question naming a stale or wrong value; the value in the
// calendar month after each earlier statement, sometimes as a "still"
// question; and the value before the last change; expected is always the
// value that held; months are asked "in", "for the bulk of", "deep into",
// "on a rainy day in" or "by mid-", and "before X".
func init() {
	installRawSet(PhrasingHemmed, rawHemmedAttrs(), rawHemmedSmallTalk, rawHemmedReplies,
		[]string{"in ", "for the bulk of ", "deep into ", "on a rainy day in ", "by mid-"},
		[]string{"Annika", "Bertram", "Dorothy", "Efua", "Gareth", "Harriet", "Ivor",
			"Jonah", "Klara", "Miriam", "Petroc", "Rupert", "Sorcha"})
}

// rawHemmedContact is one of the people who write to the owner: their
// first name (the speaker), role, how the owner addresses them, how they
// sign off and their own signature block (formal roles only).
type rawHemmedContact struct {
	name, role, address, signOff, sig string
}

// formal reports whether the owner signs messages to c with a signature
// block and c may quote in the Outlook style.
func (c *rawHemmedContact) formal() bool {
	return c.role != "relative" && c.role != "friend"
}

// rawHemmedContacts are the correspondents, three per role; a mailbox has
// three to five of them, each of another role.
var rawHemmedContacts = []rawHemmedContact{
	{"Deirdre", "relative", "Mum", "Love,\nMum x", ""},
	{"Godfrey", "relative", "Dad", "All the best,\nDad", ""},
	{"Maeve", "relative", "Maeve", "Your favourite sister,\nMaeve x", ""},
	{"Lorna", "friend", "Lorna", "Lorna x", ""},
	{"Ferdie", "friend", "Ferdie", "Cheers,\nFerd", ""},
	{"Shauna", "friend", "Shauna", "Hugs,\nShauna", ""},
	{"Colm", "colleague", "Colm", "Best,\nColm", "Colm Ferris\nFinance Business Partner"},
	{"Nadine", "colleague", "Nadine", "Thanks,\nNadine", "Nadine Okafor\nHead of Operations"},
	{"Yusra", "colleague", "Yusra", "Speak soon,\nYusra", "Yusra Haddad\nSenior Analyst"},
	{"Gemma", "agent", "Gemma", "Kind regards,\nGemma", "Gemma Lyle\nLettings Negotiator, Castlebrook Lettings"},
	{"Stuart", "agent", "Stuart", "Regards,\nStuart", "Stuart Penhale\nProperty Manager, Hollin & Shaw Estates"},
	{"Rhian", "agent", "Rhian", "Many thanks,\nRhian", "Rhian Tudor\nTenancy Team, Greystone Homes"},
	{"Mervyn", "club", "Mervyn", "Yours,\nMervyn", "Mervyn Tate\nHon. Secretary, Wansbeck Rowing Club"},
	{"Hilary", "club", "Hilary", "Best wishes,\nHilary", "Hilary Foss\nSecretary, Thursday Night Choir"},
	{"Orrin", "club", "Orrin", "Cheers,\nOrrin", "Orrin Blake\nMembership Secretary, Eastfield Chess Club"},
	{"Chelsea", "recruiter", "Chelsea", "Best,\nChelsea", "Chelsea Brandt | Talent Partner | Brightpath Search"},
	{"Darragh", "recruiter", "Darragh", "Kind regards,\nDarragh", "Darragh Quill\nSenior Consultant, Northlight Talent"},
	{"Kamala", "recruiter", "Kamala", "Warm regards,\nKamala", "Kamala Nandra\nAssociate Director, Fernway Recruitment"},
}

// rawHemmedRoles are the correspondents' roles, in order.
var rawHemmedRoles = []string{"relative", "friend", "colleague", "agent", "club", "recruiter"}

// rawHemmedThirds are the third people whose mail the owner forwards;
// none is a user, correspondent or value of any set.
var rawHemmedThirds = []string{"Aled", "Bettany", "Ludo"}

// rawHemmedServices are the senders of notifications and of forwarded
// service mail named in the lists; none is a value of any set.
var rawHemmedServices = []string{"Pulsefit", "Parcelhop", "Careerloop", "Hearthbox", "Snapnest", "Tablebook", "Fitnote"}

// rawHemmedStmt is one statement template (core), its form and, for an
// answer, a fix or a forward, its lead: answer (lead: the correspondent's
// question, naming no value), fix (lead: the correspondent's line naming
// {v}, a stale value of the owner's or a wrong guess), forward (from,
// subj, lead: the sender, subject line and text of the forwarded message,
// naming {v}, the value the note states, and perhaps {me}, the owner),
// news or roundup (no lead).
type rawHemmedStmt struct{ form, from, subj, lead, core string }

// rawHemmedStmts are the statements of one kind (state, change or
// revert).
type rawHemmedStmts []rawHemmedStmt

// formCore makes rawHemmedStmt a formed statement (rawformed.go).
func (s rawHemmedStmt) formCore() (string, string) { return s.form, s.core }

// rawHemmedNote is a service's notification: sender, subject line and
// text naming {v} (and {me}, the owner).
type rawHemmedNote struct{ from, subj, text string }

// rawHemmedForms are the hemmed set's lists per attribute: the lists of
// rawSetLists (values; chatter, the owner's talk on the topic naming no
// value; other, a third person's value {v}; assistant, here a
// correspondent suggesting a value {v}; and the questions), the
// statements by kind, and: a correspondent's congratulations on the value
// {v} just stated (congrats); their later echoes of it (echo) and the
// owner's answers naming no value (echoReply); a correspondent asking
// about a stale value {v} (staleAsk) and the owner putting it right
// without a value (staleFix); the owner's plans and hypotheticals for {v}
// that do not happen (plan); a memory with {v} (memory); the owner's
// earlier value {v} told as past (past); notifications naming the value
// that holds (notify) or an earlier one (notifyOld); and the questions
// that name a stale or wrong value {v}: current (still) and historical,
// with {when} (stillWhen).
type rawHemmedForms struct {
	lists                 rawSetLists
	state, change, revert rawHemmedStmts
	congrats, echo        []string
	echoReply             []string
	staleAsk, staleFix    []string
	plan, memory, past    []string
	notify, notifyOld     []rawHemmedNote
	still, stillWhen      []string
}

// rawHemmedAttrs are the hemmed set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores.
func rawHemmedAttrs() map[string]rawSetLists {
	return formedLists(rawHemmedByAttr, func(f rawHemmedForms) (rawSetLists, []rawHemmedStmt, []rawHemmedStmt, []rawHemmedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// mails reports whether g's set is one person's mailbox (the hemmed set).
func (g *rawGen) mails() bool { return g.ph == PhrasingHemmed }

// rawHemmedThread is one email thread: its correspondent (nil for a
// notification), subject line, the messages written (ids) and the steps
// that write the messages still to come, the next at next.
type rawHemmedThread struct {
	c       *rawHemmedContact
	subject string
	ids     []string
	steps   []func(th *rawHemmedThread)
	next    time.Time
}

// rawHemmedRun is one mailbox being written.
type rawHemmedRun struct {
	*rawGen
	f        rawHemmedForms
	vals     []string
	revert   bool
	chatty   bool
	h        []stmt
	threads  map[string]*rawHemmedThread // statement id -> its thread
	contacts []*rawHemmedContact
	others   []string // values the owner never holds
	due      time.Time
	wait     int  // threads still to start before the next statement
	pending  bool // a statement's thread has started, its statement not yet written
	said     string
	title    string              // the owner's job title in the signature
	sigVal   string              // the asked attribute's value the signature shows
	own      map[string]string   // message id -> what its sender wrote (quotable)
	full     map[string]string   // message id -> own and its one-level quote
	paras    map[string][]string // message id -> its body paragraphs
}

// mailbox writes a hemmed conversation and its questions: vals are the
// owner's values, revert and chatty as in history. The owner's first
// statement comes in the first or second thread; each later one 75 to 140
// days after the previous one or after four to seven threads (times the
// filler scale), whichever is later; after the last one, three to six
// more threads (times the filler scale). A thread starts every two to nine
// days, now and then after three to five weeks; its messages follow
// each other three hours to four days apart, so that threads overlap.
func (g *rawGen) mailbox(vals []string, revert, chatty bool) {
	r := &rawHemmedRun{rawGen: g, f: rawHemmedByAttr[g.a.predicate], vals: vals, revert: revert, chatty: chatty,
		threads: map[string]*rawHemmedThread{}, own: map[string]string{}, full: map[string]string{}, paras: map[string][]string{}}
	g.cur = ""
	g.pickBackground()
	roles := pickN(g.rng, rawHemmedRoles, 3+g.rng.IntN(3))
	for _, role := range roles {
		var of []*rawHemmedContact
		for k := range rawHemmedContacts {
			if rawHemmedContacts[k].role == role {
				of = append(of, &rawHemmedContacts[k])
			}
		}
		r.contacts = append(r.contacts, of[g.rng.IntN(len(of))])
	}
	r.others = g.otherValues(vals)
	r.title = pick(g.rng, rawHemmedTitles)
	r.sigVal = vals[0]
	r.due, r.wait = g.t, g.rng.IntN(2)
	var active []*rawHemmedThread
	start := g.t.Add(time.Duration(8*60+g.rng.IntN(13*60)) * time.Minute)
	tail := -1
	for {
		var th *rawHemmedThread
		for _, a := range active {
			if th == nil || a.next.Before(th.next) {
				th = a
			}
		}
		if tail != 0 && (th == nil || !start.After(th.next)) {
			g.t = start
			th = r.thread()
			active = append(active, th)
			days := 2 + g.rng.IntN(8)
			if g.rng.IntN(10) == 0 {
				days = 21 + g.rng.IntN(15)
			}
			d := start.AddDate(0, 0, days)
			start = time.Date(d.Year(), d.Month(), d.Day(), 7+g.rng.IntN(15), g.rng.IntN(60), 0, 0, time.UTC)
			if tail > 0 {
				tail--
			} else if tail < 0 && len(r.h) == len(vals) && !r.pending {
				tail = (3 + g.rng.IntN(4)) * g.fillerScale
			}
		}
		if th == nil {
			break
		}
		g.t = th.next
		step := th.steps[0]
		th.steps = th.steps[1:]
		step(th)
		if len(th.steps) == 0 {
			active = slices.DeleteFunc(active, func(a *rawHemmedThread) bool { return a == th })
			continue
		}
		n := g.t.Add(time.Duration(3*60+g.rng.IntN(93*60)) * time.Minute)
		if n.Hour() < 7 {
			n = n.Add(time.Duration(7-n.Hour()) * time.Hour)
		}
		th.next = n
	}
	r.questions()
}

// send appends a message of speaker's at g.t (a minute after the last
// message if that is later) and returns its id.
func (r *rawHemmedRun) send(speaker, text string) string {
	if n := len(r.s.Observations); n > 0 && !r.t.After(r.s.Observations[n-1].At) {
		r.t = r.s.Observations[n-1].At.Add(time.Minute)
	}
	id := fmt.Sprintf("o%d", len(r.s.Observations)+1)
	r.s.Observations = append(r.s.Observations, Observation{ID: id, At: r.t, Speaker: speaker, Role: "user", Text: text})
	return id
}

// rawHemmedMail is one message as a mail client writes it.
type rawHemmedMail struct {
	owner   bool     // the owner writes it (else the thread's correspondent)
	greet   string   // the greeting line, or ""
	inline  string   // a paragraph of the message answered, quoted above the body, or ""
	body    []string // paragraphs
	signOff string
	sig     string // the signature block under "-- ", or ""
	fwd     string // a forwarded message under its header, or ""
	quote   int    // the message answered under the text: 0 none, 1 "> " lines, 2 nested, 3 Outlook style
}

// write sends m in th: its subject line ("Re: " in a reply), greeting,
// inline quote, body, sign-off, signature, forwarded message and quote.
func (r *rawHemmedRun) write(th *rawHemmedThread, m rawHemmedMail) string {
	var prev string
	if len(th.ids) > 0 {
		prev = th.ids[len(th.ids)-1]
	}
	subj := "Subject: " + th.subject
	if prev != "" {
		subj = "Subject: Re: " + th.subject
	}
	var parts []string
	if m.greet != "" {
		parts = append(parts, m.greet)
	}
	if m.inline != "" {
		parts = append(parts, rawHemmedQuoted(m.inline))
	}
	parts = append(parts, m.body...)
	if m.signOff != "" {
		parts = append(parts, m.signOff)
	}
	own := strings.Join(parts, "\n\n")
	if m.sig != "" {
		own += "\n\n-- \n" + m.sig
	}
	text := subj + "\n\n" + own
	if m.fwd != "" {
		text += "\n\n" + m.fwd
	}
	full := own
	if prev != "" && m.quote > 0 {
		p := r.obs(prev)
		switch m.quote {
		case 1, 2:
			q := r.own[prev]
			if m.quote == 2 {
				q = r.full[prev]
			}
			head := "On " + p.At.Format("Mon, 2 Jan 2006 at 15:04") + ", " + p.Speaker + " wrote:\n"
			text += "\n\n" + head + rawHemmedQuoted(q)
			full += "\n\n" + head + rawHemmedQuoted(r.own[prev]) // quoted on, one level nests no deeper
		default:
			text += "\n\n-----Original Message-----\nFrom: " + p.Speaker + "\nSent: " + p.At.Format("Monday, 2 January 2006 15:04") +
				"\nSubject: " + strings.TrimPrefix(strings.SplitN(p.Text, "\n", 2)[0], "Subject: ") + "\n\n" + r.own[prev]
		}
	}
	speaker := r.who
	if !m.owner {
		speaker = th.c.name
	}
	id := r.send(speaker, text)
	r.own[id], r.full[id], r.paras[id] = own, full, m.body
	th.ids = append(th.ids, id)
	return id
}

// obs is the message with id.
func (r *rawHemmedRun) obs(id string) *Observation {
	for j := range r.s.Observations {
		if r.s.Observations[j].ID == id {
			return &r.s.Observations[j]
		}
	}
	panic("rawhemmed: no message " + id)
}

// rawHemmedQuoted prefixes every line of text with "> " (">" for an empty
// line), as a mail client quotes.
func rawHemmedQuoted(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = "> " + l
		if l == "" {
			lines[i] = ">"
		}
	}
	return strings.Join(lines, "\n")
}

// ownerMail is a message of the owner's to c with body: a greeting, a
// sign-off and, to a formal correspondent four times in five (to others
// one time in eight), the signature.
func (r *rawHemmedRun) ownerMail(c *rawHemmedContact, body ...string) rawHemmedMail {
	m := rawHemmedMail{owner: true, greet: strings.ReplaceAll(pick(r.rng, rawHemmedGreetings), "{to}", c.address), body: body}
	offs := rawHemmedOwnerSignOffs
	if c.formal() {
		offs = rawHemmedOwnerFormalSignOffs
	}
	m.signOff = strings.ReplaceAll(pick(r.rng, offs), "{me}", r.who)
	if c.formal() && r.rng.IntN(5) > 0 || !c.formal() && r.rng.IntN(8) == 0 {
		if r.sigVal != r.cur && r.cur != "" && r.rng.IntN(3) == 0 {
			r.sigVal = r.cur // the owner gets round to updating it
		}
		m.sig = r.signature()
	}
	return m
}

// contactMail is a message of c's to the owner with body: a greeting,
// c's sign-off and c's signature, if c has one, two times in three.
func (r *rawHemmedRun) contactMail(c *rawHemmedContact, body ...string) rawHemmedMail {
	m := rawHemmedMail{greet: strings.ReplaceAll(pick(r.rng, rawHemmedGreetings), "{to}", r.who), body: body, signOff: c.signOff}
	if c.sig != "" && r.rng.IntN(3) > 0 {
		m.sig = c.sig
	}
	return m
}

// signature is the owner's signature block: name, job title, employer
// and town, the asked attribute's as the signature last showed it
// (sigVal), the others the values that hold all through.
func (r *rawHemmedRun) signature() string {
	vals := map[string]string{}
	for k, v := range r.bg {
		vals[k] = v
	}
	vals[r.a.predicate] = r.sigVal
	return strings.NewReplacer("{me}", r.who, "{title}", r.title, "{employer}", vals["works_at"], "{town}", vals["lives_in"]).Replace(pick(r.rng, rawHemmedSignatures))
}

// replyQuote is the quote style of a reply that may quote the message it
// answers in any way: none one time in four, else "> " lines, nested,
// or (to or from a formal correspondent) the Outlook style.
func (r *rawHemmedRun) replyQuote(c *rawHemmedContact) int {
	switch x := r.rng.IntN(8); {
	case x < 2:
		return 0
	case x < 5:
		return 1
	case x < 7 || !c.formal():
		return 2
	default:
		return 3
	}
}

// pickContact is one of the mailbox's correspondents, of role if there is
// one of that role, else any.
func (r *rawHemmedRun) pickContact(roles ...string) *rawHemmedContact {
	var of []*rawHemmedContact
	for _, c := range r.contacts {
		if slices.Contains(roles, c.role) {
			of = append(of, c)
		}
	}
	if len(of) == 0 {
		of = r.contacts
	}
	return of[r.rng.IntN(len(of))]
}

// past are the owner's earlier values other than the one that holds.
func (r *rawHemmedRun) past() []string {
	var out []string
	for _, st := range r.h {
		if st.value != r.cur && !slices.Contains(out, st.value) {
			out = append(out, st.value)
		}
	}
	return out
}

// thread starts a thread at g.t: the next statement's, when it is due,
// else a filler thread.
func (r *rawHemmedRun) thread() *rawHemmedThread {
	r.wait--
	if !r.pending && len(r.h) < len(r.vals) && !r.t.Before(r.due) && r.wait < 0 {
		return r.statementThread()
	}
	return r.fillerThread()
}

// statementThread is the thread of the owner's next statement, in a form
// drawn from its kind's list: news, a roundup or a forward opens the
// thread and the correspondent answers; an answer or a fix answers the
// correspondent's opening line. The correspondent answers a change with
// congratulations naming the value one time in two, else with a cheer,
// and a first statement with a nod; the owner may write once more.
func (r *rawHemmedRun) statementThread() *rawHemmedThread {
	r.pending = true
	i := len(r.h)
	s, vars := statementOf(r.f.state, r.f.change, r.f.revert, r.vals, i, r.revert)
	st := s[r.rng.IntN(len(s))]
	if st.core == r.said {
		st = s[r.rng.IntN(len(s))]
	}
	r.said = st.core
	core := fillOne(st.core, vars)
	v := r.vals[i]
	th := &rawHemmedThread{next: r.t}
	var c *rawHemmedContact
	switch st.form {
	case "roundup":
		c = r.pickContact("relative", "friend")
		th.subject = pick(r.rng, rawHemmedRoundupSubjects)
	case "news", "forward":
		c = r.pickContact()
		th.subject = pick(r.rng, rawHemmedNewsSubjects)
		if st.form == "forward" {
			th.subject = "Fwd: " + st.subj
		}
	default:
		c = r.pickContact()
		th.subject = pick(r.rng, rawHemmedAskSubjects)
	}
	th.c = c
	state := func(id string) {
		r.h = append(r.h, stmt{obs: id, value: v, from: r.t})
		r.threads[id] = th
		r.cur = v
		r.pending = false
		r.due = r.t.AddDate(0, 0, 75+r.rng.IntN(66))
		r.wait = (4 + r.rng.IntN(4)) * r.fillerScale
	}
	// the owner's statement message, the signature left off unless it
	// shows v (or is brought up to date now, one time in two)
	stated := func(m rawHemmedMail) rawHemmedMail {
		if m.sig != "" && (r.a.predicate == "lives_in" || r.a.predicate == "works_at") && r.sigVal != v {
			if r.rng.IntN(2) == 0 {
				m.sig = ""
			} else {
				r.sigVal = v
				m.sig = r.signature()
			}
		}
		return m
	}
	var lead string
	switch st.form {
	case "answer", "fix":
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			lv := v
			if st.form == "fix" {
				if i == 0 {
					lv = pick(r.rng, r.others) // a wrong guess
				} else {
					lv = r.vals[i-1] // the value left
				}
			}
			lead = fillOne(st.lead, map[string]string{"v": lv})
			body := []string{lead}
			if r.rng.IntN(2) == 0 {
				body = append([]string{pick(r.rng, rawHemmedLeadIns)}, body...)
			}
			r.write(th, r.contactMail(c, body...))
		})
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			text := rawHemmedPara(core)
			if r.rng.IntN(3) == 0 {
				text += " " + pick(r.rng, rawHemmedNewsTails)
			}
			m := stated(r.ownerMail(c, text))
			switch {
			case st.form == "fix" || r.rng.IntN(2) == 0:
				m.inline = lead // the stale guess is quoted above the correction
			default:
				m.quote = 1 + r.rng.IntN(2) // the question names no value
			}
			state(r.write(th, m))
		})
	case "news", "forward":
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			text := rawHemmedPara(core)
			if r.rng.IntN(2) == 0 {
				text = sentence(pick(r.rng, rawHemmedNewsOpeners), text)
			}
			body := []string{text}
			if r.rng.IntN(2) == 0 {
				body = append(body, pick(r.rng, rawHemmedNewsTails))
			}
			m := stated(r.ownerMail(c, body...))
			if st.form == "forward" {
				m.fwd = r.forwarded(st.from, st.subj, fillOne(strings.ReplaceAll(st.lead, "{me}", r.who), map[string]string{"v": v}))
			}
			state(r.write(th, m))
		})
	case "roundup":
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			state(r.write(th, stated(r.ownerMail(c, r.roundup(rawHemmedPara(core))...))))
		})
	default:
		panic("rawhemmed: form " + st.form)
	}
	th.steps = append(th.steps, func(th *rawHemmedThread) {
		var body string
		switch {
		case i == 0:
			body = pick(r.rng, rawHemmedNods)
		case r.rng.IntN(2) == 0:
			body = fillOne(pick(r.rng, r.f.congrats), map[string]string{"v": v})
		default:
			body = pick(r.rng, rawHemmedCheers)
		}
		m := r.contactMail(c, body)
		m.quote = r.replyQuote(c)
		r.write(th, m)
	})
	if r.rng.IntN(2) == 0 {
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			m := r.ownerMail(c, pick(r.rng, rawHemmedThanks))
			m.quote = r.replyQuote(c)
			r.write(th, m)
		})
	}
	return th
}

// forwarded is a forwarded message under its header.
func (r *rawHemmedRun) forwarded(from, subj, text string) string {
	at := r.t.Add(-time.Duration(1+r.rng.IntN(40)) * time.Hour)
	return "---------- Forwarded message ----------\nFrom: " + from + "\nDate: " + at.Format("Mon, 2 Jan 2006 at 15:04") +
		"\nSubject: " + subj + "\nTo: " + r.who + "\n\n" + text
}

// roundup is a long catch-up message's body with core as one paragraph
// among one or two on the owner's other attributes (their roundup
// statements with the owner's values of them) or news naming none,
// between an opening and a closing paragraph.
func (r *rawHemmedRun) roundup(core string) []string {
	var parts []string
	for range 1 + r.rng.IntN(2) {
		if r.rng.IntN(2) == 0 {
			parts = append(parts, r.bgPara())
		} else {
			parts = append(parts, pick(r.rng, rawHemmedBits))
		}
	}
	parts = slices.Insert(parts, r.rng.IntN(len(parts)+1), core)
	parts = append([]string{pick(r.rng, rawHemmedRoundupOpeners)}, parts...)
	return append(parts, pick(r.rng, rawHemmedRoundupClosers))
}

// bgPara is one of the owner's other attributes as a roundup paragraph:
// that attribute's roundup statement with the owner's value of it.
func (r *rawHemmedRun) bgPara() string {
	name := r.bgAttr()
	var cores []string
	for _, st := range rawHemmedByAttr[name].state {
		if st.form == "roundup" {
			cores = append(cores, st.core)
		}
	}
	return rawHemmedPara(fillOne(pick(r.rng, cores), map[string]string{"v": r.bg[name]}))
}

// rawHemmedPara is s as a paragraph: capitalized, ending in a full stop
// unless it ends in punctuation.
func rawHemmedPara(s string) string {
	s = capitalize(s)
	if !strings.ContainsAny(s[len(s)-1:], ".!?") {
		s += "."
	}
	return s
}

// fillerThread is a thread between statements, of one of these kinds:
// business or small talk; a correspondent's echo of the value that holds
// and the owner's answer naming none, quoting it; a correspondent asking
// about a stale value and the owner putting it right, quoting the
// question; a third person's news; the owner's plan or hypothetical; a
// memory; the owner's earlier value told as past; a correspondent's
// suggestion, which the owner declines, quoting it (more often when
// chatty); someone else's mail the owner forwards, in which they state
// their own value in a statement's words; a notification naming the value
// that holds or an earlier one, which the owner may forward on; an old
// thread of a statement dug up, quoting it; or an auto-reply.
func (r *rawHemmedRun) fillerThread() *rawHemmedThread {
	c := r.pickContact()
	th := &rawHemmedThread{c: c, next: r.t}
	one := func(tpls []string) string {
		return fillOne(pick(r.rng, tpls), map[string]string{"v": pick(r.rng, r.others)})
	}
	// exchange adds a reply of the other side's to the last message (the
	// owner's when lastOwner), quoting it, and perhaps one or two more
	// messages each way of replies and small talk
	exchange := func(lastOwner bool, reply string) {
		next := !lastOwner
		for k := range 1 + r.rng.IntN(3) {
			body := []string{reply}
			if k > 0 {
				body = []string{pick(r.rng, rawHemmedReplies)}
				if r.rng.IntN(2) == 0 {
					body = append(body, pick(r.rng, rawHemmedSmallTalk))
				}
			}
			owner := next
			th.steps = append(th.steps, func(th *rawHemmedThread) {
				var m rawHemmedMail
				if owner {
					m = r.ownerMail(c, body...)
				} else {
					m = r.contactMail(c, body...)
				}
				m.quote = r.replyQuote(c)
				r.write(th, m)
			})
			next = !next
		}
	}
	ownerOpens := func(subject string, body ...string) {
		th.subject = subject
		th.steps = append(th.steps, func(th *rawHemmedThread) { r.write(th, r.ownerMail(c, body...)) })
	}
	contactOpens := func(subject string, body ...string) {
		th.subject = subject
		th.steps = append(th.steps, func(th *rawHemmedThread) { r.write(th, r.contactMail(c, body...)) })
	}
	// ownerAnswers is the owner's reply to the contact's opening line,
	// quoting it above the answer one time in two, else under it
	ownerAnswers := func(line, answer string) {
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			m := r.ownerMail(c, answer)
			if r.rng.IntN(2) == 0 {
				m.inline = line
			} else {
				m.quote = r.replyQuote(c)
			}
			r.write(th, m)
		})
	}
	suggest := func() {
		line := one(r.a.assistant[r.ph])
		contactOpens(pick(r.rng, rawHemmedSuggestSubjects), line)
		ownerAnswers(line, pick(r.rng, rawHemmedShrugs))
	}
	x := r.rng.IntN(100)
	if r.chatty && r.rng.IntN(3) == 0 {
		x = -1
	}
	switch {
	case x < 0:
		suggest()
	case x < 12:
		bs := rawHemmedBusiness[c.role]
		b := bs[r.rng.IntN(len(bs))]
		contactOpens(b[0], b[1])
		ownerAnswers(b[1], pick(r.rng, rawHemmedBusinessAnswers[c.role]))
		exchange(true, pick(r.rng, rawHemmedReplies))
	case x < 20:
		ownerOpens(pick(r.rng, rawHemmedChatSubjects), pick(r.rng, rawHemmedSmallTalk))
		exchange(true, pick(r.rng, rawHemmedReplies))
	case x < 24:
		ownerOpens(pick(r.rng, rawHemmedChatSubjects), pick(r.rng, r.a.chatter[r.ph]))
		exchange(true, pick(r.rng, rawHemmedReplies))
	case x < 34 && r.cur != "":
		line := fillOne(pick(r.rng, r.f.echo), map[string]string{"v": r.cur})
		contactOpens(pick(r.rng, rawHemmedChatSubjects), pick(r.rng, rawHemmedSmallTalk), line)
		ownerAnswers(line, pick(r.rng, r.f.echoReply))
	case x < 42 && len(r.past()) > 0:
		line := fillOne(pick(r.rng, r.f.staleAsk), map[string]string{"v": pick(r.rng, r.past())})
		contactOpens(pick(r.rng, rawHemmedAskSubjects), line)
		ownerAnswers(line, pick(r.rng, r.f.staleFix))
	case x < 51:
		owner := r.rng.IntN(2) == 0
		if owner {
			ownerOpens(pick(r.rng, rawHemmedGossipSubjects), one(r.a.other[r.ph]))
		} else {
			contactOpens(pick(r.rng, rawHemmedGossipSubjects), one(r.a.other[r.ph]))
		}
		exchange(owner, pick(r.rng, rawHemmedGossipReplies))
	case x < 57:
		ownerOpens(pick(r.rng, rawHemmedPlanSubjects), one(r.f.plan))
		exchange(true, pick(r.rng, rawHemmedPlanReplies))
	case x < 61:
		ownerOpens(pick(r.rng, rawHemmedMemorySubjects), one(r.f.memory))
		exchange(true, pick(r.rng, rawHemmedMemoryReplies))
	case x < 67 && len(r.past()) > 0:
		ownerOpens(pick(r.rng, rawHemmedChatSubjects), fillOne(pick(r.rng, r.f.past), map[string]string{"v": pick(r.rng, r.past())}))
		exchange(true, pick(r.rng, rawHemmedReplies))
	case x < 73:
		suggest()
	case x < 78:
		who := pick(r.rng, rawHemmedThirds)
		states := r.f.state
		tpl := states[r.rng.IntN(len(states))].core
		text := "Hi all,\n\n" + rawHemmedPara(fillOne(tpl, map[string]string{"v": pick(r.rng, r.others)})) + "\n\n" + who
		th.subject = "Fwd: " + pick(r.rng, rawHemmedNewsSubjects)
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			m := r.ownerMail(c, strings.ReplaceAll(pick(r.rng, rawHemmedForwardNotes), "{who}", who))
			m.fwd = r.forwarded(who, strings.TrimPrefix(th.subject, "Fwd: "), text)
			r.write(th, m)
		})
		exchange(true, pick(r.rng, rawHemmedGossipReplies))
	case x < 87 && r.cur != "":
		notes, v := r.f.notify, r.cur
		if p := r.past(); len(p) > 0 && r.rng.IntN(3) == 0 {
			notes, v = r.f.notifyOld, pick(r.rng, p)
		}
		n := notes[r.rng.IntN(len(notes))]
		text := fillOne(strings.ReplaceAll(n.text, "{me}", r.who), map[string]string{"v": v})
		th.c, th.subject = nil, n.subj
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			id := r.send(n.from, "Subject: "+n.subj+"\n\n"+text)
			r.own[id], r.full[id] = text, text
			th.ids = append(th.ids, id)
		})
		if r.rng.IntN(3) == 0 {
			// the owner forwards it on, in a thread of its own
			th.steps = append(th.steps, func(th *rawHemmedThread) {
				fw := &rawHemmedThread{c: c, subject: "Fwd: " + n.subj}
				m := r.ownerMail(c, pick(r.rng, rawHemmedNoteForwards))
				m.fwd = r.forwarded(n.from, n.subj, text)
				r.write(fw, m)
			})
		}
	case x < 94 && len(r.h) > 0:
		k := r.rng.IntN(len(r.h))
		if len(r.h) > 1 && k == len(r.h)-1 && r.rng.IntN(2) == 0 {
			k = r.rng.IntN(len(r.h) - 1)
		}
		old := r.h[k].obs
		was := r.threads[old]
		c = was.c
		th.c, th.subject, th.ids = c, was.subject, []string{old}
		owner := r.rng.IntN(2) == 0
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			m := r.contactMail(c, pick(r.rng, rawHemmedContactDigups))
			if owner {
				m = r.ownerMail(c, pick(r.rng, rawHemmedOwnerDigups))
			}
			m.quote = 1
			r.write(th, m)
		})
		exchange(owner, pick(r.rng, rawHemmedReplies))
	case x < 97:
		// an auto-reply: the owner's to c, or c's to the owner
		owner := r.rng.IntN(2) == 0
		back := r.t.AddDate(0, 0, 3+r.rng.IntN(9)).Format("Monday 2 January")
		if owner {
			contactOpens(pick(r.rng, rawHemmedChatSubjects), pick(r.rng, rawHemmedSmallTalk))
		} else {
			ownerOpens(pick(r.rng, rawHemmedChatSubjects), pick(r.rng, rawHemmedSmallTalk))
		}
		th.steps = append(th.steps, func(th *rawHemmedThread) {
			text := "Subject: Automatic reply: " + th.subject + "\n\n" + strings.ReplaceAll(pick(r.rng, rawHemmedAutoReplies), "{back}", back)
			speaker := c.name
			if owner {
				speaker = r.who
			}
			id := r.send(speaker, text)
			r.own[id], r.full[id] = "", ""
			th.ids = append(th.ids, id)
		})
	default:
		ownerOpens(pick(r.rng, rawHemmedChatSubjects), pick(r.rng, rawHemmedSmallTalk))
		exchange(true, pick(r.rng, rawHemmedReplies))
	}
	return th
}

// questions asks about the owner: the current value twice, the second
// time, one time in two, as a "still" question naming the value before
// the last change or a wrong one; the value in the calendar month after
// each earlier statement, one time in three as a "still" question naming
// the value before it or a wrong one; and the value before the last
// change (not after a revert). A question naming a value leaves it out
// of the candidates; expected is always the value that held.
func (r *rawHemmedRun) questions() {
	h := r.h
	n := len(h)
	cur := h[n-1]
	last := r.s.Observations[len(r.s.Observations)-1].At
	others := r.otherValues(r.vals)
	now := func() time.Time { return last.AddDate(0, 0, 1+r.rng.IntN(20)) }
	tpls := pickN(r.rng, r.a.qCurrent[r.ph], 2)
	r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
		fillOne(tpls[0], map[string]string{"name": r.who}), "")
	named := ""
	switch x := r.rng.IntN(4); {
	case x < 1:
		named = h[n-2].value
	case x < 2:
		named = pick(r.rng, others)
	}
	if named == "" {
		r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
			fillOne(tpls[1], map[string]string{"name": r.who}), "")
	} else {
		r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
			fillOne(pick(r.rng, r.f.still), map[string]string{"name": r.who, "v": named}), named)
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
			r.ask(q, fillOne(pick(r.rng, r.a.qWhen[r.ph]), map[string]string{"name": r.who, "when": when}), "")
			continue
		}
		r.ask(q, fillOne(pick(r.rng, r.f.stillWhen), map[string]string{"name": r.who, "v": named, "when": when}), named)
	}
	k := n - 1
	if next, prev := h[k].value, h[k-1].value; next != prev && !(k >= 2 && next == h[k-2].value) {
		r.ask(Question{Intent: "historical", Expected: prev, Gold: []string{h[k-1].obs}, Now: now(), AsOf: h[k].from.Add(-time.Hour)},
			fillOne(pick(r.rng, r.a.qBefore[r.ph]), map[string]string{"name": r.who, "next": next}), next)
	}
}

// rawHemmedTitles are the owner's job titles in the signature.
var rawHemmedTitles = []string{"Operations Lead", "Senior Buyer", "Project Coordinator", "Account Manager", "Lab Technician", "Office Manager"}

// rawHemmedSignatures are the owner's signature layouts: {me}, {title},
// {employer} and {town}.
var rawHemmedSignatures = []string{
	"{me}\n{title}, {employer}\n{town}",
	"{me} | {title} | {employer} | {town}",
	"{me}\n{title}\n{employer}\nBased in {town}",
}

// rawHemmedGreetings open a message; {to} is the one written to.
var rawHemmedGreetings = []string{"Hi {to},", "Hello {to},", "Dear {to},", "Hiya {to}!", "Morning {to},"}

// rawHemmedOwnerSignOffs and rawHemmedOwnerFormalSignOffs close the
// owner's messages to relatives and friends, and to everyone else.
var (
	rawHemmedOwnerSignOffs       = []string{"Love,\n{me} x", "Speak soon,\n{me}", "Lots of love,\n{me}", "Take care,\n{me}"}
	rawHemmedOwnerFormalSignOffs = []string{"Best,\n{me}", "Kind regards,\n{me}", "Many thanks,\n{me}", "All best,\n{me}"}
)

// Subject lines of threads by what opens them; none names a value.
var (
	rawHemmedNewsSubjects    = []string{"Some news", "News from this end", "An update", "Guess what", "Big news (sort of)"}
	rawHemmedAskSubjects     = []string{"Quick question", "Updating my records", "Address book", "A small favour", "Checking in"}
	rawHemmedRoundupSubjects = []string{"Long overdue catch-up", "So much to tell you", "An update at last", "All the news"}
	rawHemmedChatSubjects    = []string{"Hello!", "Catching up", "This and that", "Hope you're well", "A quick hello"}
	rawHemmedGossipSubjects  = []string{"Gossip", "Did you hear?", "News of the others"}
	rawHemmedPlanSubjects    = []string{"Thinking out loud", "Daydreaming", "Mad idea"}
	rawHemmedMemorySubjects  = []string{"Found this", "Remember?", "Blast from the past"}
	rawHemmedSuggestSubjects = []string{"An idea for you", "Just a thought", "Worth a look?"}
)

// rawHemmedLeadIns go before a correspondent's question; no value.
var rawHemmedLeadIns = []string{
	"Hope you're keeping well and not working too hard.",
	"Sorry to bother you with this, it won't take a minute.",
	"I was just sorting out some paperwork and realised something.",
}

// rawHemmedNewsOpeners and rawHemmedNewsTails go before and after a
// statement told as news or as an answer; no value.
var (
	rawHemmedNewsOpeners = []string{"Sorry it's been so long!", "I've got some news.", "Quick one from me.", "I hope you're all well."}
	rawHemmedNewsTails   = []string{"Anyway, how are you all?", "Tell me your news when you get a minute.", "More soon, I promise.", "I'll fill you in properly when we speak."}
)

// rawHemmedCheers answer news without naming a value; rawHemmedNods
// answer news of what has not changed; rawHemmedThanks are the owner's
// thanks in return.
var (
	rawHemmedCheers = []string{
		"What wonderful news, I'm so pleased for you.",
		"Well, that's a surprise, but a good one! Congratulations.",
		"Thanks for letting me know, and good luck with it all.",
		"That's brilliant, I want to hear everything next time.",
	}
	rawHemmedNods = []string{
		"Thanks, I've made a note of it this time.",
		"Lovely, that's just what I needed, thank you.",
		"Perfect, all updated on my side.",
		"Ah of course, I should have remembered that.",
	}
	rawHemmedThanks = []string{
		"Thanks so much, that's kind of you.",
		"Thank you! It's been quite a few weeks.",
		"Ha, thanks, I'll keep you posted.",
	}
)

// rawHemmedRoundupOpeners, rawHemmedRoundupClosers and rawHemmedBits
// make a long catch-up message around its paragraphs; no value.
var (
	rawHemmedRoundupOpeners = []string{
		"It's been ages, so here's everything at once.",
		"Right, brace yourself for a long one.",
		"I owe you a proper email, so here goes.",
	}
	rawHemmedRoundupClosers = []string{
		"That's about it from me. How are things with you?",
		"Write back when you can, I want all your news.",
		"Sorry for the essay! Your turn now.",
	}
	rawHemmedBits = []string{
		"The car finally died and we've bought a very sensible replacement.",
		"I've taken up sea swimming, which is exactly as cold as it sounds.",
		"We had a leak in the bathroom ceiling, now fixed (I think).",
		"I'm doing an evening class in Spanish and I'm the worst in the class.",
		"The cat had a small operation but she's fine now and very smug about it.",
	}
)

// rawHemmedForwardNotes go over someone else's mail the owner forwards
// ({who}, its sender); rawHemmedNoteForwards over a notification; no value.
var (
	rawHemmedForwardNotes = []string{
		"Forwarding this from {who}, thought you'd want to see it!",
		"Did you get this? Big news from {who}, see below.",
		"In case {who} didn't send it to you, read this!",
	}
	rawHemmedNoteForwards = []string{
		"Ha, look what landed in my inbox this morning.",
		"Sending this on because it made me laugh.",
		"Is it just me or do these emails get chirpier every year?",
	}
)

// rawHemmedOwnerDigups and rawHemmedContactDigups reply to an old thread
// months later; no value.
var (
	rawHemmedOwnerDigups = []string{
		"Digging this old thread out because I've just found the photos from that weekend.",
		"Replying to this ancient email because I never did answer your last question, sorry!",
		"Bumping this because I was reading back through our old emails and laughing.",
	}
	rawHemmedContactDigups = []string{
		"Sorry, I've only just found this buried in my inbox! Better late than never.",
		"I never replied to this, did I? Apologies, it's been chaos here.",
		"Found this while clearing out my emails and felt terrible for not answering.",
	}
)

// rawHemmedAutoReplies are auto-replies; {back} is the day the sender is
// back. No value.
var rawHemmedAutoReplies = []string{
	"Thank you for your email. I'm out of the office until {back} with limited access to email and will reply when I'm back.",
	"I'm currently on annual leave, returning on {back}. For anything urgent, please call the main office.",
	"This is an automatic reply. I'm away until {back} and will read your message then.",
}

// rawHemmedGossipReplies, rawHemmedPlanReplies and
// rawHemmedMemoryReplies answer other people's news, plans and memories;
// rawHemmedShrugs are the owner's answers to a suggestion. None names a
// value.
var (
	rawHemmedGossipReplies = []string{"I had no idea! Good for them.", "Well I never, you'll have to tell me more.", "Goodness, everyone's on the move this year."}
	rawHemmedPlanReplies   = []string{"I'll believe it when I see it!", "Never say never, that's what I always say.", "You say that every time we speak."}
	rawHemmedMemoryReplies = []string{"Don't remind me, what were we thinking?", "How could I forget! Happy days.", "I'd managed to block that out, thanks a lot."}
	rawHemmedShrugs        = []string{"Thanks for thinking of me, but I'm happy as I am for now.", "Tempting, but it's a no from me.", "I'll bear it in mind, but probably not."}
)

// rawHemmedBusiness are each role's opening lines, with their subject
// line, and rawHemmedBusinessAnswers the owner's answers; no value.
var (
	rawHemmedBusiness = map[string][][2]string{
		"relative": {
			{"Auntie Jo's party", "Auntie Jo's party is on the 20th and she'd love it if you came, no excuses."},
			{"The shed", "Your father has finally fixed the shed door, he wants you to know it only took four years."},
			{"Grandma's ninetieth", "Don't forget it's Grandma's ninetieth next month, I'm doing a collection for a present."},
		},
		"friend": {
			{"The 14th", "Are we still on for the 14th? I've booked the table for eight o'clock."},
			{"Photos!", "I found the photos from that festival and you're going to cringe."},
			{"Walk?", "Fancy a long walk next weekend if the weather holds? I'll bring the flask."},
		},
		"colleague": {
			{"Drinks on Friday", "Are you coming to Dev's leaving drinks on Friday? We're doing the usual pub."},
			{"Slides", "Could you have a quick look at my slides before Tuesday's meeting?"},
			{"Quarterly figures", "Just a heads up that the quarterly figures are due a week early this time."},
		},
		"agent": {
			{"Gas safety check", "Just a reminder that the annual gas safety check is booked for Thursday between 8 and 12."},
			{"Rent review", "Your rent review is coming up shortly and we'll be in touch with the figures."},
			{"Window repair", "The landlord has asked whether the window repair last month was done to your satisfaction."},
		},
		"club": {
			{"Subs", "Subs for the spring season are now due, forty-five pounds by the end of the month please."},
			{"Annual dinner", "The annual dinner is on the 3rd, please let me know numbers by Friday."},
			{"Open day volunteers", "We're short of volunteers for the open day, could you spare an hour?"},
		},
		"recruiter": {
			{"Quick chat?", "I'm working on a role I think could be a great fit for you, do you have time for a quick call this week?"},
			{"Checking in", "Just checking in to see whether you're open to new opportunities this year."},
			{"Senior role", "I'd love to keep you in mind for a senior role that's coming up in the spring."},
		},
	}
	rawHemmedBusinessAnswers = map[string][]string{
		"relative":  {"Of course I'll be there, put me down for a slice of cake.", "Tell him I'm very impressed, only four years!", "Count me in for the present, just tell me how much."},
		"friend":    {"Yes, still on, I'm looking forward to it!", "Oh no, please delete them immediately.", "Yes please, I'll bring the biscuits."},
		"colleague": {"I'll be there, save me a seat.", "Send them over, I'll look tonight.", "Thanks for the warning, I'll get started."},
		"agent":     {"That's fine, someone will be in all morning.", "Thanks, I'll look out for it.", "Yes, all done and no more draughts, thank you."},
		"club":      {"Paid this morning, thanks for the reminder.", "Two of us, please, if there's still room.", "I can do an hour in the afternoon."},
		"recruiter": {"Thanks for thinking of me, but I'm not looking at the moment.", "I'm happy where I am for now, but do keep in touch.", "Maybe later in the year, thank you."},
	}
)

// rawHemmedSmallTalk is anyone's small talk; no value.
var rawHemmedSmallTalk = []string{
	"The weather here has been dreadful, we've had the heating on since September.",
	"I've finally joined a book club and the first book was nine hundred pages long.",
	"We had the whole family round for Sunday lunch and I'm still washing up.",
	"I've been trying to learn the ukulele and the neighbours are being very patient.",
	"My car failed its MOT on something I'd never even heard of.",
	"We went to the new exhibition at the museum and it was better than expected.",
	"I've signed up for a 10k in the spring, goodness knows what I was thinking.",
	"The allotment is producing more courgettes than anyone could ever eat.",
	"I watched the whole series you recommended in one weekend, no regrets at all.",
	"The clocks going back always knocks me sideways for a week.",
}

// rawHemmedReplies are short replies; no value.
var rawHemmedReplies = []string{
	"Thanks for letting me know, that all sounds fine to me.",
	"Ha, that made me laugh, thanks for the update.",
	"Oh no, that sounds stressful, I hope it sorts itself out soon.",
	"Lovely to hear from you, it's been far too long.",
	"Noted, thank you, I'll pass that on to the others.",
	"That sounds wonderful, I'm very jealous indeed.",
	"Sorry for the slow reply, it's been one of those weeks.",
}

// The hemmed set's own lists per attribute. Statements are paragraphs of
// the owner's emails, cased as written; a statement neither starts nor
// ends with a placeholder, so the oracle reads the value whole.
var rawHemmedByAttr = map[string]rawHemmedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Bridport", "Lewes", "Sedbergh", "Wareham", "Bideford", "Clitheroe",
				"Ledbury", "Oakham", "Dunbar", "Pitlochry", "Hawick", "Saltburn"},
			chatter: []string{
				"The boiler has been making a noise like an angry goose all week.",
				"We've been chasing the landlord about the guttering for three months now.",
				"The picture hooks we bought won't go into these walls, so everything is leaning on the skirting.",
				"Our street is being resurfaced so parking is an absolute nightmare.",
			},
			other: []string{
				"Aled and his wife have bought a house in {v}, apparently the schools are excellent.",
				"My cousin Bettany has just moved to {v} for work and loves it already.",
				"Ludo is relocating to {v} in the autumn, the lucky thing.",
				"The new vicar is from {v}, according to my mother.",
			},
			assistant: []string{
				"Have you ever thought about {v}? Houses there are still reasonable.",
				"You'd love {v}, it's got a proper bookshop and an outdoor pool.",
				"If you ever fancy a change of scene, have a look at {v}.",
			},
			qCurrent: []string{
				"Judging from {name}'s emails, which town is home for them today?",
				"What town would a removal van be heading to if it were delivering to {name} now, per the mailbox?",
				"From the inbox, where does {name} currently live?",
				"Which town has {name} told their correspondents they live in, as things stand?",
			},
			qWhen: []string{
				"Judging from the emails, which town was {name} living in {when}?",
				"Where was {name}'s home {when}, according to the inbox?",
				"If you had written to {name} {when}, which town would the envelope have said?",
			},
			qBefore: []string{
				"Which town did {name} leave when they moved to {next}, per the emails?",
				"Judging by the mailbox, where was {name} living up until {next}?",
				"Before packing up for {next}, where had {name} been living, per the inbox?",
			},
		},
		state: rawHemmedStmts{
			{form: "news", core: "we've been renting the cottage in {v} for three years now and the garden is finally under control"},
			{form: "news", core: "I'm writing this from my kitchen table in {v}, which has been home for five years now"},
			{form: "answer", lead: "Can you remind me of your postal address? I've lost it again and want to send you something.",
				core: "it's still the same house in {v}, number 14, nothing has changed"},
			{form: "fix", lead: "I've got you down as living in {v}, is that right?",
				core: "not quite, you've got me mixed up with someone else, I live in {v} and have done for years"},
			{form: "roundup", core: "home is still the terrace in {v}, and we still love it"},
			{form: "forward", from: "Council Tax Team", subj: "Your council tax bill",
				lead: "Dear {me}, please find your council tax bill for your property in {v} for the coming year.",
				core: "proof that I'm a fully paid-up resident of {v}, council tax bill below, sadly"},
		},
		change: rawHemmedStmts{
			{form: "news", core: "we've moved to {new}, new address below, please update your address book"},
			{form: "news", core: "we've finally left {old} and we're settled in {new} as of last weekend"},
			{form: "answer", lead: "How did the move go in the end? Are you all unpacked yet?",
				core: "the move went fine, we're in {new} since Saturday and the boxes are nearly gone"},
			{form: "fix", lead: "Hope all's well in {v}!",
				core: "I'm not in {old} any more, we moved to {new} a fortnight ago, I should have said"},
			{form: "roundup", core: "the big one: we've moved house to {new}, about three weeks ago"},
			{form: "forward", from: "Lettings Team", subj: "Welcome to your new home",
				lead: "Welcome to your new home! Your tenancy at 3 Abbey Mews, {v} has started and we hope you settle in well.",
				core: "we've signed for a flat in {new} and moved in on Friday, details below"},
		},
		revert: rawHemmedStmts{
			{form: "news", core: "we didn't last in {old}, we've moved back to {new} and I've never been happier to see the old street"},
			{form: "answer", lead: "How are you finding the new place?",
				core: "we've actually given up on {old}, we're back in {new} since last weekend"},
			{form: "fix", lead: "How's life in {v}?",
				core: "funny you should ask, {old} didn't work out and we're back in {new} as of last week"},
			{form: "roundup", core: "we've left {old} and gone back to {new}, long story"},
			{form: "forward", from: "Bellhop Removals", subj: "Your move is complete",
				lead: "Thank you for choosing Bellhop Removals. This confirms your move to {v} is complete.",
				core: "we've packed up {old} and we're back in {new}, the removals firm even sent a receipt"},
		},
		congrats: []string{
			"Congratulations on the move to {v}! You'll have to send photos.",
			"How exciting, {v}! I've heard it's lovely there.",
			"I'm so glad you've found somewhere in {v}, I'll come and visit.",
		},
		echo: []string{
			"I hope {v} is treating you well.",
			"Is the sea still freezing in {v}?",
			"Are you going to the food festival in {v} this year?",
		},
		echoReply: []string{
			"It's treating us very well, thanks, the neighbours are lovely.",
			"Freezing! Not that it stops the dog.",
			"We might, if the weather's kind to us.",
		},
		staleAsk: []string{
			"Are you still in {v}? I'm driving past in June.",
			"Is it still {v} for the Christmas cards?",
		},
		staleFix: []string{
			"Not any more, check my last email, the address changed a while ago.",
			"No, that's the old address, I'll send you the new one again.",
			"Ha, you're a few months behind, we moved, I'll explain over coffee.",
		},
		plan: []string{
			"We keep looking at houses in {v} online, but we're not going anywhere.",
			"If the job comes through we'd think about {v}, but it probably won't.",
			"We looked round a cottage in {v} at the weekend, just dreaming really.",
		},
		memory: []string{
			"Do you remember that wet week we spent camping near {v}?",
			"Remember the summer we all shared that awful flat in {v}?",
		},
		past: []string{
			"I still miss the chip shop in {v}, from when we lived there.",
			"A letter for the old address in {v} turned up today, forwarded at last.",
			"I found the spare key to our old place in {v} in a coat pocket.",
		},
		notify: []rawHemmedNote{
			{"Pulsefit", "Welcome to Pulsefit", "Hi {me}, welcome to the Pulsefit {v} branch! Your membership is active and your first class is on us."},
			{"Parcelhop", "Your parcel is on its way", "Hi {me}, good news: your order is on its way to your address in {v} and should arrive tomorrow."},
		},
		notifyOld: []rawHemmedNote{
			{"Parcelhop", "Delivery update", "Hi {me}, your parcel was delivered to your saved address in {v}. Not you? Update your address book."},
			{"Pulsefit", "We miss you", "Hi {me}, we haven't seen you at Pulsefit {v} for a while! Come back this month for half price."},
		},
		still: []string{
			"Is {name} still living in {v}, judging from the emails?",
			"Would a birthday card sent to {name} in {v} still find them?",
			"Does {name} still call {v} home, going by the inbox?",
		},
		stillWhen: []string{
			"Was {name} still living in {v} {when}?",
			"Did {name} still have an address in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Pelham Ropeworks", "Corrie Marine", "Holmwood Labs", "Garside Bakery", "Mortlake Audio", "Stanwick Seeds",
				"Redesdale Wool", "Blencathra Gear", "Oxenhope Glass", "Tarrant Cycles", "Wolsey Mapping", "Haverigg Solar"},
			chatter: []string{
				"We've had a restructure at work and nobody knows who they report to any more.",
				"I'm on the interview panel for our new graduate scheme, wish me luck.",
				"My appraisal is next week and I've lost my objectives from last year.",
				"The office has gone over to hot desking and I've nowhere to keep my plant.",
			},
			other: []string{
				"My brother-in-law has just started at {v}, doing something with spreadsheets.",
				"Aled got a job at {v}, he's over the moon about it.",
				"Bettany's been made redundant from {v}, poor thing.",
				"Ludo says {v} are hiring loads of people at the moment.",
			},
			assistant: []string{
				"I think you'd be a great fit at {v}, shall I put your name forward?",
				"Have you ever looked at {v}? They pay well and they're flexible about hours.",
				"There's an opening at {v} that has your name all over it.",
			},
			qCurrent: []string{
				"Judging from {name}'s emails, who is their employer today?",
				"Which company would {name} write on a form asking for their employer now, per the inbox?",
				"From the mailbox, where does {name} work at present?",
				"Who has {name} told their correspondents they work for, as things stand?",
			},
			qWhen: []string{
				"Judging from the emails, which firm employed {name} {when}?",
				"Which company was {name} working at {when}, according to the inbox?",
				"Which company paid {name}'s wages {when}, per the emails?",
			},
			qBefore: []string{
				"Which company did {name} leave to join {next}, per the emails?",
				"Judging by the mailbox, who was {name} working for up until {next}?",
				"Judging by the inbox, which company had {name} on its staff list just before {next}?",
			},
		},
		state: rawHemmedStmts{
			{form: "news", core: "I've been at {v} for six years now, heading up the accounts team"},
			{form: "news", core: "it's been a mad month at {v}, where I'm still running the accounts team"},
			{form: "answer", lead: "I'm updating the member list, could you tell me who you work for these days?",
				core: "I'm with {v}, have been for a good few years, in the accounts team"},
			{form: "fix", lead: "You're still with {v}, aren't you?",
				core: "close but no, I work for {v}, I have done since before we met"},
			{form: "roundup", core: "work is the same as ever at {v}, busy but fine"},
			{form: "forward", from: "HR Team", subj: "Your long service award",
				lead: "Dear {me}, congratulations on five years of service at {v}! Your certificate is attached.",
				core: "five years at {v} this month, they sent me a certificate, see below"},
		},
		change: rawHemmedStmts{
			{form: "news", core: "I've left my old job and I'm now at {new}, my first week has been a blur"},
			{form: "news", core: "I've moved on from {old} and joined {new} this week, I'm still learning everyone's names"},
			{form: "answer", lead: "How did the interview go? I've been dying to hear.",
				core: "I got it! I've been at {new} since Monday and so far I love it"},
			{form: "fix", lead: "Are you still at {v}? I'd like to send something to your office.",
				core: "I've actually left {old}, I'm at {new} now, so send it to the house"},
			{form: "roundup", core: "I've changed jobs, I'm at {new} now, since the start of the month"},
			{form: "forward", from: "People Team", subj: "Welcome aboard!",
				lead: "Welcome to {v}, {me}! Your laptop and badge are waiting at reception.",
				core: "I've officially started at {new}, here's the welcome email to prove it"},
		},
		revert: rawHemmedStmts{
			{form: "news", core: "after a few months at {old} I've gone back to {new}, they even kept my old desk"},
			{form: "answer", lead: "How's the new job going?",
				core: "it didn't work out, I left {old} and I'm back at {new} since last week"},
			{form: "fix", lead: "How's {v} treating you?",
				core: "I've left {old} actually, I'm back at {new}, it's a long story"},
			{form: "roundup", core: "I lasted a few months at {old} before returning to {new}, which was humbling"},
			{form: "forward", from: "People Team", subj: "Welcome back",
				lead: "Welcome back to {v}, {me}! Your old login will work again from Monday.",
				core: "I've left {old} and rejoined {new}, they sent me this lovely welcome back note"},
		},
		congrats: []string{
			"Congratulations on the new job at {v}!",
			"Well done! {v} are lucky to have you.",
			"Brilliant news about {v}, we must celebrate.",
		},
		echo: []string{
			"I hope things at {v} aren't too hectic this month.",
			"Is {v} doing a summer party this year?",
			"How are your team at {v} getting on?",
		},
		echoReply: []string{
			"It's hectic but I'm enjoying it, thanks for asking.",
			"Yes, a barbecue by the sound of it, I'll report back.",
			"They're a good bunch, I've been lucky there.",
		},
		staleAsk: []string{
			"Are you still at {v}? Our system still has your old details.",
			"Is {v} still the best place to reach you during the day?",
		},
		staleFix: []string{
			"I'm not there any more, I'll send you my new details separately.",
			"No, that's out of date, I moved on a while ago.",
			"Not for a while now, sorry, I thought I'd updated that.",
		},
		plan: []string{
			"I had a call from {v} about a role, but I'm not going to take it.",
			"I could never see myself at {v}, even though it pays well.",
			"If {v} ever opened an office round here I'd be tempted, but they won't.",
		},
		memory: []string{
			"Remember our summer jobs at {v}? The uniforms were awful.",
			"Do you remember when we both nearly applied to {v}?",
		},
		past: []string{
			"I ran into my old manager from {v} at the station.",
			"I still have a mug from my time at {v} on my desk.",
			"The pension people from {v} keep writing to me even though I left.",
		},
		notify: []rawHemmedNote{
			{"Careerloop", "Your profile is trending", "Hi {me}, 12 people viewed your profile this week, including colleagues at {v}."},
			{"Careerloop", "Your weekly digest", "Hi {me}, here's what's new with your team at {v} and the people you follow."},
		},
		notifyOld: []rawHemmedNote{
			{"Careerloop", "Work anniversary", "Hi {me}, your former colleagues at {v} are celebrating a work anniversary. Say congrats!"},
			{"Careerloop", "Jobs you may like", "Hi {me}, people who worked at {v} are also looking at these jobs."},
		},
		still: []string{
			"Is {name} still working at {v}, judging from the emails?",
			"Does {name} still draw a salary from {v}?",
			"Would {v} still list {name} as staff, going by the inbox?",
		},
		stillWhen: []string{
			"Was {name} still working at {v} {when}?",
			"Was {name} still on the books at {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"Warrior Diet", "Metabolic Balance", "Eco-Atkins", "Zero Belly", "Engine 2",
				"Raw Till 4", "Rotation Diet", "Genotype Diet", "Grapefruit Diet", "Lean for Life"},
			chatter: []string{
				"I've started batch cooking on Sundays and the freezer is completely full.",
				"I've been trying to drink less coffee and I'm a nightmare to be around.",
				"We got an air fryer and now nobody uses the oven at all.",
				"I've started growing herbs on the kitchen windowsill.",
			},
			other: []string{
				"My sister has signed up for the {v} and sends me all her meal plans.",
				"Aled swears by the {v}, he's lost a stone.",
				"Bettany's trying the {v} before her wedding.",
				"Half my office is on the {v} at the moment.",
			},
			assistant: []string{
				"Have you tried the {v}? It worked wonders for my brother.",
				"You should look at the {v}, I've heard good things.",
				"I've got a cookbook for the {v} you can borrow if you like.",
			},
			qCurrent: []string{
				"Judging from {name}'s emails, what diet are they on today?",
				"What eating plan should someone cooking for {name} follow now, per the inbox?",
				"From the mailbox, which diet is {name} currently following?",
				"Which diet has {name} told their correspondents they're on, as things stand?",
			},
			qWhen: []string{
				"Judging from the emails, which diet was {name} on {when}?",
				"What eating plan did {name} follow {when}, according to the inbox?",
				"Which diet would a host have catered for if {name} came to dinner {when}?",
			},
			qBefore: []string{
				"Which diet did {name} give up for {next}, per the emails?",
				"Judging by the mailbox, which plan was {name} following up until {next}?",
				"Which plan did the {next} replace in {name}'s kitchen, judging from the emails?",
			},
		},
		state: rawHemmedStmts{
			{form: "news", core: "I've been following the {v} since January and I feel better than I have in years"},
			{form: "news", core: "I'm still sticking to the {v}, so please no cake parcels"},
			{form: "answer", lead: "Is there anything you can't eat at the moment? I'm planning the menu for the party.",
				core: "I'm doing the {v} at the moment, so I'll bring my own bits"},
			{form: "fix", lead: "I've put you down as {v} for the dinner, is that right?",
				core: "not quite, it's the {v} that I'm on, easy mistake"},
			{form: "roundup", core: "food-wise I'm still on the {v} and mostly behaving"},
			{form: "forward", from: "Nutrition Clinic", subj: "Your eating plan",
				lead: "Dear {me}, attached is your {v} meal plan for the next eight weeks, as discussed.",
				core: "my clinic has me on the {v} for good, here's what I'm allowed"},
		},
		change: rawHemmedStmts{
			{form: "news", core: "I've switched to the {new} this week, so far so good"},
			{form: "news", core: "I've given up {old} and I'm doing the {new} instead, since Monday"},
			{form: "answer", lead: "How's the healthy eating going? You mentioned trying something new.",
				core: "I've started the {new} since we last spoke and I'm enjoying it"},
			{form: "fix", lead: "Shall I get some {v} bits in for when you visit?",
				core: "not any more, I've dropped {old} and I'm on the {new} now"},
			{form: "roundup", core: "I've changed diets, I'm on the {new} since last week"},
			{form: "forward", from: "Hearthbox", subj: "Your new box",
				lead: "Great choice, {me}! Your first {v} recipe box has been dispatched.",
				core: "I've switched over to the {new}, recipe boxes and all, see below"},
		},
		revert: rawHemmedStmts{
			{form: "news", core: "I've abandoned {old} and gone back to the {new}, it just suited me better"},
			{form: "answer", lead: "Are you still doing that new diet?",
				core: "no, I gave up on {old} and I'm back on the {new} since the weekend"},
			{form: "fix", lead: "How's the {v} going?",
				core: "I've stopped {old}, it was miserable, I'm back on the {new} again"},
			{form: "roundup", core: "I've dropped {old} and I'm back on the {new}, for my sins"},
			{form: "forward", from: "Hearthbox", subj: "Welcome back",
				lead: "Welcome back, {me}! Your {v} box is back on and arrives on Thursday.",
				core: "I've dropped {old} and gone back to the {new}, the recipe box is back on too"},
		},
		congrats: []string{
			"Good luck with the {v}! Let me know how it goes.",
			"The {v} sounds tough, good for you.",
			"Ooh, the {v}, I'll want the recipes.",
		},
		echo: []string{
			"How are you finding the {v}?",
			"Is the {v} still going well?",
			"I saw a recipe for the {v} in the paper and thought of you.",
		},
		echoReply: []string{
			"It's going well, I'm not missing bread as much as I thought I would.",
			"Still going, the first fortnight was the worst of it.",
			"Send it over, I'm always after new ideas.",
		},
		staleAsk: []string{
			"Are you still doing the {v}? I want to get the food right for Sunday.",
			"Is it still the {v} for you, or can I make my lasagne?",
		},
		staleFix: []string{
			"No, I've moved on from that, I'll tell you what I'm eating nearer the time.",
			"Not any more, don't worry about it at all.",
			"That was a while ago now, anything's fine, honestly.",
		},
		plan: []string{
			"My doctor thinks the {v} might help, but I'm not convinced.",
			"I might give the {v} a go after the holidays, maybe.",
			"I'd never manage the {v}, I like toast far too much.",
		},
		memory: []string{
			"Remember when we tried the {v} for Lent and cracked in four days?",
			"Do you remember Mum doing the {v} the year we went to Spain?",
		},
		past: []string{
			"I found my old folder of recipes from the {v} in the loft.",
			"My shopping list from the {v} days is still on the fridge.",
			"I gave the last of my {v} shakes to the neighbour.",
		},
		notify: []rawHemmedNote{
			{"Hearthbox", "Your box is on its way", "Hi {me}, your {v} recipe box is on its way and will arrive tomorrow."},
			{"Fitnote", "Your weekly summary", "Hi {me}, you logged six days out of seven on the {v} this week. Keep it up!"},
		},
		notifyOld: []rawHemmedNote{
			{"Hearthbox", "We miss you", "Hi {me}, we miss you! Come back to the {v} box and get 40% off."},
			{"Fitnote", "Your old plan", "Hi {me}, your {v} plan has been archived. Tap to restore it."},
		},
		still: []string{
			"Is {name} still following the {v}, judging from the emails?",
			"Should a host still plan {v} meals for {name}?",
			"Is {name} still on the {v}, going by the inbox?",
		},
		stillWhen: []string{
			"Was {name} still on the {v} {when}?",
			"Was {name} still eating {v} meals {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Aneurin", "Gilda", "Hesketh", "Isobel", "Jethro", "Linus",
				"Mathilde", "Nikolai", "Pernille", "Sibylla", "Ulla", "Vivian"},
			chatter: []string{
				"We've been arguing about where to go on holiday for a month now.",
				"Our anniversary is coming up and I've left the present far too late again.",
				"We've started doing the pub quiz together on Thursdays and we're terrible.",
				"We're trying to decide whether we're ready for a dog.",
			},
			other: []string{
				"My brother has got engaged to {v}, we're all thrilled.",
				"Aled is seeing someone called {v}, we haven't met them yet.",
				"Bettany has finally left {v}, and about time too.",
				"Ludo is marrying {v} next summer, the invitations are already out.",
			},
			assistant: []string{
				"I keep meaning to introduce you to {v} from my book group.",
				"If you're ever single, {v} has always had a soft spot for you.",
				"There's a {v} at my work who would be perfect for you, honestly.",
			},
			qCurrent: []string{
				"Judging from {name}'s emails, who is their partner today?",
				"Who would {name} bring as their plus-one now, per the inbox?",
				"From the mailbox, who is {name} in a relationship with at present?",
				"If {name} were sent a wedding invitation today, who would be named on it with them?",
			},
			qWhen: []string{
				"Judging from the emails, which person was {name}'s partner {when}?",
				"Who was {name} in a relationship with {when}, according to the inbox?",
				"Whose hand was {name} holding in the photos {when}, going by the emails?",
			},
			qBefore: []string{
				"Who was {name} with before getting together with {next}, per the emails?",
				"Judging by the mailbox, who was {name}'s partner up until {next}?",
				"Whose relationship with {name} came just before {next}?",
			},
		},
		state: rawHemmedStmts{
			{form: "news", core: "it's nine years this spring since {v} and I got together, can you believe it"},
			{form: "news", core: "my other half {v} says hello and wants to know when you're visiting"},
			{form: "answer", lead: "Will you be bringing anyone to the wedding? I need numbers for the caterers.",
				core: "yes, I'll be bringing my partner {v}, we've been together for years"},
			{form: "fix", lead: "Will {v} be coming with you?",
				core: "I think you mean someone else, my partner is {v}, we've been together for ages"},
			{form: "roundup", core: "things with {v} are as good as ever"},
			{form: "forward", from: "Snapnest", subj: "New shared album",
				lead: "{v} has shared an album with you: Our anniversary weekend.",
				core: "me and {v} celebrated our anniversary last weekend, photos below"},
		},
		change: rawHemmedStmts{
			{form: "news", core: "I'm seeing someone new, {new}, and it's going really well"},
			{form: "news", core: "so, {old} and I have split up, and I've started seeing {new}, who you'd like"},
			{form: "answer", lead: "Any news on the romance front? You went very quiet last time.",
				core: "actually yes, I'm with {new} now, we met at the choir"},
			{form: "fix", lead: "Will {v} be coming at Christmas?",
				core: "we're not together any more, {old} and I split up, I'm with {new} now"},
			{form: "roundup", core: "I've got a new partner, {new}, and I'm very happy"},
			{form: "forward", from: "Snapnest", subj: "New shared album",
				lead: "{v} has shared an album with you: Weekend in the hills.",
				core: "meet {new}, my new partner, here are some photos from our first weekend away"},
		},
		revert: rawHemmedStmts{
			{form: "news", core: "don't laugh, but {old} and I didn't last and I'm back with {new} for good"},
			{form: "answer", lead: "How's the new relationship going?",
				core: "it's over, I split up with {old} and I'm back with {new}, second time lucky"},
			{form: "fix", lead: "Are you and {v} still together?",
				core: "no, {old} and I broke up, and I'm back with {new} now"},
			{form: "roundup", core: "it's over with {old} and I'm back together with {new}, happily"},
			{form: "forward", from: "Snapnest", subj: "New shared album",
				lead: "{v} has shared an album with you: Together again.",
				core: "after the {old} chapter I'm back with {new}, photos below"},
		},
		congrats: []string{
			"So happy for you and {v}!",
			"I can't wait to meet {v}, bring them next time.",
			"How lovely, {v} sounds perfect for you.",
		},
		echo: []string{
			"Give my love to {v}.",
			"Is {v} coming to the barbecue?",
			"How's {v} getting on these days?",
		},
		echoReply: []string{
			"Will do, love sent right back.",
			"Yes, we'll both be there, we'll bring dessert.",
			"Not bad at all, thanks for asking.",
		},
		staleAsk: []string{
			"Are you still with {v}? Sorry, I've lost track.",
			"Shall I put {v} on the invitation too?",
		},
		staleFix: []string{
			"No, that's over, I'll explain when I see you.",
			"Not any more, just me on the invitation for now, please.",
			"That ended a while back, don't worry about it.",
		},
		plan: []string{
			"If things were different I might have gone out with {v}, but they're not.",
			"Everyone thinks {v} fancies me, I'm not interested.",
			"Mum would love me to end up with {v}, not a chance.",
		},
		memory: []string{
			"Remember when you had a crush on {v} at college?",
			"Do you remember {v} from the choir? They were at the concert.",
		},
		past: []string{
			"I bumped into my ex {v} in town, very awkward.",
			"I found an old birthday card from {v} in a drawer.",
			"I finally returned {v}'s books, years late.",
		},
		notify: []rawHemmedNote{
			{"Snapnest", "New photos", "Hi {me}, {v} added 8 photos to your shared album."},
			{"Tablebook", "Booking confirmed", "Hi {me}, your table for two is booked and {v} has been added as your guest."},
		},
		notifyOld: []rawHemmedNote{
			{"Snapnest", "On this day", "Hi {me}, on this day three years ago: you and {v} at the seaside. Tap to relive it."},
			{"Tablebook", "Book again?", "Hi {me}, fancy booking again? Last time you dined with {v}."},
		},
		still: []string{
			"Is {name} still with {v}, judging from the emails?",
			"Should an invitation to {name} still include {v}?",
			"Are {name} and {v} still a couple, going by the inbox?",
		},
		stillWhen: []string{
			"Was {name} still with {v} {when}?",
			"Were {name} and {v} still a couple {when}?",
		},
	},
}
