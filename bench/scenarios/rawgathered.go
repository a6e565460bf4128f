package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The gathered set lives in its own file, as the veiled to tucked sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is exported group chats (WhatsApp, Signal or
// Telegram style) that an agent ingests for one member, the subject, over
// many months: a family group, a flat-share group, old university
// friends, a running club, a book club and a group organising a wedding
// (rawGatheredGroups), each with five other members who have their own
// values of the asked attribute (rawGatheredRun.own) and tell them in the
// chat. Each turn is one message as the export writes it, in one of two
// exporters' formats a conversation ("[12/03/2025, 14:22:05] Name: ..."
// or "12/03/2025, 14:22 - Name: ..."): the sender's display name is a full
// name, a first name, a nickname with an emoji, a contact saved as "Mum"
// or a phone number ("+44 7700 900318"). The subject (role user, their
// first name as speaker, their full name in the export) and the members
// (role user, their display name as speaker) write; the group's
// assistant (role assistant, speaker AssistantSpeaker) posts reminders,
// poll results and a weekly digest that names the value just stated, a
// stale one or a wrong one; the export's system lines (role system,
// speaker rawGatheredSystem) record members added or leaving. The
// register's furniture is all there: "<Media omitted>", "This message was
// deleted", "Missed voice call", forwarded posts ("Forwarded" or
// "Forwarded many times" over the post), reply quotes ("Replying to Mum:"
// and the quoted line under "> "), @mentions, polls ("POLL:" with
// "OPTION:" lines and votes), emoji, multi-line messages, one message
// split over two sent seconds apart, and typos and autocorrect slips in
// the subject's everyday lines (never inside a statement).
//
// A value is stated in one of six forms (rawGatheredStmt): news to the
// group, after an opener and before a tail, on lines of its own (news);
// the answer to a member's question, sent as a reply quoting it, the
// question naming no value or a stale or wrong one (reply); the
// correction of a member's wrong or stale claim about the subject, which
// names the value it gets wrong (fix); logistics that imply the value,
// after a member's logistics message naming none (logistics); one
// message split over two sent seconds apart, the first naming no value
// (split); or a change told weeks later, as something the subject never
// said in the group (late; the text never dates the change, so the
// chat's first word of it is the statement).
//
// Gold follows the stitched rule read on the text the subject wrote: the
// oracle leaves out a reply's quote ("Replying to ...:" and the "> "
// lines) and a forwarded post (everything from "Forwarded" on), and
// reads the rest as rawSpoken writes it. A gold turn is a message of the
// subject's own in which they state their own value as holding; never a
// member's message (their own news, even in the very words a statement
// of the subject's takes; a member quoting the subject's statement, new
// or old, in a reply; a stale or wrong claim), never the digest, poll
// results or a reminder, never a post the subject forwards. Distractors:
// members' own values, told as news, in polls and in the words of the
// subject's statements (mirror); members quoting the subject's earlier
// statements (throwback); a member asking about the subject with the old
// value, which the subject puts right without one; plans, hypotheticals and offers declined; forwarded posts naming
// places, employers, diets and people; the digest's errors; jokes; past
// values told as history; relatives' values; misreadings the subject
// denies. Questions are asked "going by the group chat" and such,
// normally cased; also as yes/no "still" questions naming a stale or
// wrong value, expected always the value that held; months are asked
// "in", "during", "around", "back in" or "all through", and "before X".
func init() {
	var names []string
	for _, p := range rawGatheredPeople {
		names = append(names, p.name)
	}
	var small []string
	for _, gr := range rawGatheredGroups {
		small = append(small, gr.smallTalk...)
	}
	installRawSet(PhrasingGathered, rawGatheredAttrs(), small, rawGatheredReplies,
		[]string{"in ", "during ", "around ", "back in ", "all through "},
		names)
}

// rawGatheredSystem is the speaker of the export's system lines.
const rawGatheredSystem = "System"

// rawGatheredGroup is one group chat. code tags the statements and lines
// said only in it; attrs are the attributes whose statements it hears;
// members the display names of its five other members (their speakers);
// hellos a member's opening lines, chat the members' everyday lines and
// smallTalk the subject's, none naming a value.
type rawGatheredGroup struct {
	code, name string
	attrs      []string
	members    []string
	hellos     []string
	chat       []string
	smallTalk  []string
}

// rawGatheredFormNames are the forms a gathered statement comes in.
var rawGatheredFormNames = []string{"news", "reply", "fix", "logistics", "split", "late"}

var rawGatheredGroups = []rawGatheredGroup{
	{code: "family", name: "family group", attrs: []string{"lives_in", "partner", "diet"},
		members: []string{"Mum", "Dad", "Nuno 🐢", "Auntie Halla", "+44 7700 900318"},
		hellos:  []string{"Morning all ☀️ who's about this weekend?", "Has anyone heard from Gran today? 📞", "Sunday lunch at ours, 1pm, no excuses 🍗"},
		chat: []string{"Photos from the weekend!! 📸", "Did someone leave a scarf here? Blue one", "Dad has discovered voice notes, god help us 😂",
			"Happy birthday Gran!!! 🎂🎂", "Can someone ring me after 6"},
		smallTalk: []string{
			"happy birthday gran!! 🎂 see you sunday",
			"mum the oven timer thing is in the second drawer",
			"who's got the charger for dad's ipad, it's not in the car",
			"lol the dog photo 😂😂",
		}},
	{code: "flat", name: "flat-share group", attrs: []string{"lives_in", "works_at", "diet"},
		members: []string{"Sander Vreeburg", "Wanjiru", "Quique 🌶", "Lovro K", "+44 7700 900542"},
		hellos:  []string{"Who finished the oat milk AGAIN 🥲", "Bins go out tonight, it's green week ♻️", "Landlord's coming Thursday about the boiler fyi"},
		chat: []string{"Rent's gone out, thanks all 💸", "Whoever's cooking, it smells amazing", "Parcel for flat 2 left downstairs 📦",
			"Can we do a proper clean on Sunday? The hob is tragic", "Heating back on, don't touch the thermostat pls 🙏"},
		smallTalk: []string{
			"sorry that was me with the pan, will scrub it tonight",
			"anyone want anything from the big shop? going at 6",
			"the wifi is being weird again, restarting it",
			"who keeps turning the hallway light off lol",
		}},
	{code: "uni", name: "old university friends", attrs: []string{"works_at", "partner", "lives_in"},
		members: []string{"Tomasz Wierzbicki", "Yelena", "Afonso 🎸", "Jesper", "Greet Van Acker"},
		hellos:  []string{"REUNION. We need a date. Go 📅", "Ten years since graduation this summer, how are we this old", "Anyone watching the match tonight?"},
		chat: []string{"Found this photo from first year, burn it 🔥", "I'm in for the reunion, any weekend but the 14th", "Miss you lot honestly 🥹",
			"Who still has my copy of the statistics book, it's been a decade", "Happy Friday you absolute legends"},
		smallTalk: []string{
			"omg that photo, my hair 😭",
			"im in for the reunion as long as its not a monday",
			"does anyone still talk to our old flatmate from halls",
			"cant believe its been ten years tbh",
		}},
	{code: "running", name: "running club", attrs: []string{"diet", "works_at", "partner"},
		members: []string{"Ilkka Runs 🏃", "Kaspar", "Yaw Mensah-Bonsu", "Jurgis", "+44 7700 900771"},
		hellos:  []string{"Parkrun tomorrow 8:45, who's in? 🏃", "Tuesday intervals moved to 7pm", "Long run Sunday, 18k, coffee after ☕"},
		chat: []string{"New PB!!! 🥳", "My calves are destroyed after yesterday", "Route for Sunday attached <Media omitted>",
			"Anyone got a spare race number belt?", "Rain or shine people 💪"},
		smallTalk: []string{
			"in for sunday but ill be slow, knee is grumbling",
			"whats the route, the canal one again?",
			"new trainers arrived, breaking them in tomorrow",
			"that hill at 14k nearly finished me lol",
		}},
	{code: "book", name: "book club", attrs: []string{"partner", "diet", "works_at"},
		members: []string{"Zarina 📚", "Kairat", "Almas Sarsenbay", "Aliya", "Tatiana Lebedeva"},
		hellos:  []string{"Next book vote closes Friday! 📖", "Who's hosting this month?", "Chapter 12 though. CHAPTER TWELVE."},
		chat: []string{"I haven't finished it, don't spoil it 🙈", "I'll bring wine 🍷", "Honestly the ending made no sense",
			"Can we pick something shorter next time", "Loved it, cried on the bus"},
		smallTalk: []string{
			"only halfway through, no spoilers pls",
			"i'll bring crisps and the good dip",
			"the ending was so rushed though??",
			"can we do something non fiction next",
		}},
	{code: "wedding", name: "wedding planning group", attrs: []string{"diet", "partner", "lives_in"},
		members: []string{"Sanzhar (groom!)", "Temirlan", "Gottfried", "Vaclav Hronek", "+44 7700 900264"},
		hellos:  []string{"RSVPs due by the end of the month please 💌", "Stag do deposit is due Friday", "Venue's confirmed!! 💍"},
		chat: []string{"Suits fitting is Saturday at 11", "Seating plan is causing me actual stress", "The band sent their setlist <Media omitted>",
			"Who's doing the readings?", "Only 40 days to go 😱"},
		smallTalk: []string{
			"deposit sent for the stag 💸",
			"can i bring a plus one or is it tight",
			"what time do we need to be at the venue",
			"the band setlist slaps tbh",
		}},
}

// rawGatheredGroupOf is the group with code code.
func rawGatheredGroupOf(code string) *rawGatheredGroup {
	for i := range rawGatheredGroups {
		if rawGatheredGroups[i].code == code {
			return &rawGatheredGroups[i]
		}
	}
	return &rawGatheredGroups[0]
}

// rawGatheredPerson is a user of the gathered set and how they type:
// lowerIn10 is how many of ten of their messages are all in lower case,
// typoIn10 how many of their everyday lines carry a typo or an
// autocorrect slip; form the statement form they reach for most (drawn
// twice as often as any other); surname goes in their display name.
type rawGatheredPerson struct {
	name, surname       string
	lowerIn10, typoIn10 int
	form                string
}

var rawGatheredPeople = []rawGatheredPerson{
	{name: "Zsofia", surname: "Halmos", lowerIn10: 2, typoIn10: 3, form: "news"},
	{name: "Tiago", surname: "Esteves", lowerIn10: 8, typoIn10: 5, form: "reply"},
	{name: "Ekaterina", surname: "Sokolova", lowerIn10: 0, typoIn10: 1, form: "fix"},
	{name: "Maximilian", surname: "Brennecke", lowerIn10: 5, typoIn10: 2, form: "logistics"},
	{name: "Honorata", surname: "Wisniewska", lowerIn10: 10, typoIn10: 6, form: "split"},
	{name: "Ignacy", surname: "Kowalczyk", lowerIn10: 3, typoIn10: 0, form: "late"},
	{name: "Ladislav", surname: "Fekete", lowerIn10: 0, typoIn10: 4, form: "reply"},
	{name: "Olesya", surname: "Petrova", lowerIn10: 6, typoIn10: 3, form: "news"},
	{name: "Prisca", surname: "Duarte", lowerIn10: 1, typoIn10: 2, form: "fix"},
	{name: "Sylvester", surname: "Pietrzak", lowerIn10: 9, typoIn10: 4, form: "logistics"},
	{name: "Urszula", surname: "Jankowska", lowerIn10: 4, typoIn10: 1, form: "split"},
	{name: "Wenceslas", surname: "Takacs", lowerIn10: 7, typoIn10: 5, form: "late"},
}

// rawGatheredPersonOf is the user named name.
func rawGatheredPersonOf(name string) *rawGatheredPerson {
	for i := range rawGatheredPeople {
		if rawGatheredPeople[i].name == name {
			return &rawGatheredPeople[i]
		}
	}
	return &rawGatheredPeople[0]
}

// rawGatheredStmt is one statement template (core), its form, the group
// it is said in (group: a group's code, empty any group dealing with its
// attribute) and what the form needs around it: news and late none (the
// opener and tail are the subject's, rawGatheredOpeners, rawGatheredTails
// and rawGatheredLateOpeners); reply (ask: the member's question, naming
// no value or {v}, a stale or wrong one); fix (lead: the member's claim
// naming {v}, a stale or wrong value of the subject's); logistics (lead:
// a member's logistics message, naming no value); split (lead: the
// subject's first message, naming no value).
type rawGatheredStmt struct{ form, group, ask, lead, core string }

// formCore makes rawGatheredStmt a formed statement (rawformed.go).
func (s rawGatheredStmt) formCore() (string, string) { return s.form, s.core }

// rawGatheredLine is a line said only in the group with code group, or,
// with group empty, in any group.
type rawGatheredLine struct{ group, text string }

// rawGatheredEcho is a member naming the value that holds: the subject's
// question (no value) and the member's answer naming {v}.
type rawGatheredEcho struct{ group, ask, line string }

// rawGatheredStale is a member asking about the subject with an earlier
// value {v} (ask) and the subject putting it right without naming a value
// (reject).
type rawGatheredStale struct{ group, ask, reject string }

// rawGatheredMisread is a line of the subject's naming a value that is
// not theirs, {v}; a member taking it as the subject's own (misread); and
// the subject's denial, which may name {v} again (deny).
type rawGatheredMisread struct{ group, said, misread, deny string }

// gatheredTexts are the texts of ls, in order.
func gatheredTexts(ls []rawGatheredLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawGatheredForms are the gathered set's lists per attribute: the lists
// of rawSetLists (values and questions; its chatter and other people's
// values are the texts of chatter and other, its assistant list the
// digests, digest), the statements by kind, and: members' reactions right
// after a first statement (react) and after a change or a revert
// (reactNew), naming the value just stated {v}; members' own news naming
// their value (news); members naming the value that holds (echo), asking
// with an earlier one (stale); misreadings (misread); trips and
// elsewhere (elsewhere); plans, hypotheticals and offers declined (plan);
// earlier values told as past (past); jokes (joke); forwarded posts
// (forward) and polls (poll) naming a value; and the questions naming a
// stale or wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawGatheredForms struct {
	lists                 rawSetLists
	state, change, revert []rawGatheredStmt
	react, reactNew       []string
	chatter, other        []rawGatheredLine
	digest, news          []rawGatheredLine
	echo                  []rawGatheredEcho
	stale                 []rawGatheredStale
	misread               []rawGatheredMisread
	elsewhere, plan, past []rawGatheredLine
	joke, forward, poll   []rawGatheredLine
	still, stillWhen      []string
}

// rawGatheredAttrs are the gathered set's lists per attribute as
// installRawSet takes them.
func rawGatheredAttrs() map[string]rawSetLists {
	return formedLists(rawGatheredByAttr, func(f rawGatheredForms) (rawSetLists, []rawGatheredStmt, []rawGatheredStmt, []rawGatheredStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = gatheredTexts(f.chatter), gatheredTexts(f.other), gatheredTexts(f.digest)
		return l, f.state, f.change, f.revert
	})
}

// gathers reports whether g's set is exported group chats (the gathered
// set).
func (g *rawGen) gathers() bool { return g.ph == PhrasingGathered }

// rawGatheredRun is one subject's group chats being exported.
type rawGatheredRun struct {
	*rawGen
	f       rawGatheredForms
	p       *rawGatheredPerson
	ios     bool                // "[12/03/2025, 14:22:05] Name: " stamps, else "12/03/2025, 14:22 - Name: "
	groups  []*rawGatheredGroup // the groups dealing with the asked attribute
	group   *rawGatheredGroup   // the session's
	own     map[string]string   // each member's own value of the asked attribute
	gone    map[string]bool     // members who left a group (and are added back later)
	digest  string              // the assistant's digest due after the session, if any
	filling bool                // a filler session is being opened
	said    string
	used    map[string]bool   // the templates said in this session
	stated  []rawGatheredSaid // the subject's statements so far
}

// rawGatheredSaid is a statement of the subject's: its core as filled
// and the value it states.
type rawGatheredSaid struct{ core, value string }

// groupChats writes a gathered conversation and its questions: the
// subject's manner is their name's (rawGatheredPersonOf); the exporter's
// stamp format is drawn for the conversation, and each member of every
// group a value of the asked attribute of their own (none of the
// subject's); a statement's session is in a group dealing with the asked
// attribute, a filler session in one of those three times in four, else
// any group; the subject's other attributes get values of the set that
// hold all through (g.bg); each statement comes 90 to 150 days after the
// previous one or after six to ten sessions (times the filler scale),
// whichever is later.
func (g *rawGen) groupChats(vals []string, revert, chatty bool) {
	r := &rawGatheredRun{rawGen: g, f: rawGatheredByAttr[g.a.predicate], p: rawGatheredPersonOf(g.who), ios: g.rng.IntN(2) == 0,
		own: map[string]string{}, gone: map[string]bool{}}
	others := g.otherValues(vals)
	for i := range rawGatheredGroups {
		gr := &rawGatheredGroups[i]
		if slices.Contains(gr.attrs, g.a.predicate) {
			r.groups = append(r.groups, gr)
		}
		for _, m := range gr.members {
			r.own[m] = pick(g.rng, others)
		}
	}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// stamp is the exporter's stamp of a message sent at t.
func (r *rawGatheredRun) stamp(t time.Time) string {
	if r.ios {
		return t.Format("[02/01/2006, 15:04:05] ")
	}
	return t.Format("02/01/2006, 15:04 - ")
}

// display is the export's name for speaker: the subject's full name, else
// the member's display name.
func (r *rawGatheredRun) display(speaker string) string {
	if speaker == r.who {
		return r.p.name + " " + r.p.surname
	}
	return speaker
}

// post appends a message of speaker's (role role), gap after the last,
// under the exporter's stamp and the sender's display name.
func (r *rawGatheredRun) post(speaker, role, text string, gap time.Duration) string {
	at := r.t
	if len(r.s.Observations) > 0 {
		at = at.Add(gap)
	}
	id, _ := r.turn(speaker, role, r.stamp(at)+r.display(speaker)+": "+text, gap)
	return id
}

// mine is a message of the subject's, a minute or a few after the last,
// typed in their manner, one time in ten of theirs (typoIn10) with a typo
// or an autocorrect slip.
func (r *rawGatheredRun) mine(text string) string {
	return r.post(r.who, "user", r.manner(r.typo(text)), r.gap())
}

// stating is the subject's message that states the value: as mine, but
// with no typo.
func (r *rawGatheredRun) stating(text string) string {
	return r.post(r.who, "user", r.manner(text), r.gap())
}

// gap is the time between two messages of a session.
func (r *rawGatheredRun) gap() time.Duration {
	return time.Duration(20+r.rng.IntN(400)) * time.Second
}

// typo is text, typoIn10 times in ten with one common word mistyped or
// autocorrected (rawGatheredTypos), never a value nor a word of one.
func (r *rawGatheredRun) typo(text string) string {
	if r.rng.IntN(10) >= r.p.typoIn10 {
		return text
	}
	for _, k := range r.rng.Perm(len(rawGatheredTypos)) {
		h := rawGatheredTypos[k]
		if i := strings.Index(text, " "+h[0]+" "); i >= 0 {
			return text[:i+1] + h[1] + text[i+1+len(h[0]):]
		}
	}
	return text
}

// rawGatheredTypos are common words and what a thumb or autocorrect makes
// of them now and then ("teh", "we'll" for "well", "hole" for "hope");
// never a value, nor a word of a value.
var rawGatheredTypos = [][2]string{{"the", "teh"}, {"and", "adn"}, {"just", "jsut"}, {"going", "goign"}, {"with", "wiht"},
	{"what", "waht"}, {"really", "realy"}, {"tomorrow", "tomorow"}, {"definitely", "definately"}, {"for", "fro"}, {"is", "us"}, {"on", "in"},
	{"well", "we'll"}, {"were", "we're"}, {"its", "it's"}, {"shall", "shell"}, {"hope", "hole"}}

// manner is text as the subject types it.
func (r *rawGatheredRun) manner(text string) string {
	if r.rng.IntN(10) < r.p.lowerIn10 {
		text = strings.ToLower(text)
	}
	return text
}

// member is a random member of the session's group still in it.
func (r *rawGatheredRun) member() string {
	var in []string
	for _, m := range r.group.members {
		if !r.gone[m] {
			in = append(in, m)
		}
	}
	return pick(r.rng, in)
}

// other is a message of member m's.
func (r *rawGatheredRun) other(m, text string) {
	r.post(m, "user", text, r.gap())
}

// bot is a post of the group's assistant.
func (r *rawGatheredRun) bot(text string) {
	r.post(AssistantSpeaker, "assistant", text, time.Duration(30+r.rng.IntN(300))*time.Second)
}

// system is a line of the export's own (a member added or leaving).
func (r *rawGatheredRun) system(text string) {
	at := r.t
	if len(r.s.Observations) > 0 {
		at = at.Add(time.Minute)
	}
	r.turn(rawGatheredSystem, "system", r.stamp(at)+text, time.Minute)
}

// first is the first word of a display name, as an @mention writes it.
func rawGatheredFirst(display string) string {
	if f := strings.Fields(display); len(f) > 0 && !strings.HasPrefix(display, "+") {
		return f[0]
	}
	return display
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawGatheredRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// rawGatheredHeard reports whether a line tagged tag is said in group gr:
// untagged, or tagged with its code.
func rawGatheredHeard(tag string, gr *rawGatheredGroup) bool {
	return tag == "" || tag == gr.code
}

// line is a line of ls said in the session's group.
func (r *rawGatheredRun) line(ls []rawGatheredLine) string {
	var tpls []string
	for _, l := range ls {
		if rawGatheredHeard(l.group, r.group) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// heard are the statements of s the session's group hears.
func (r *rawGatheredRun) heard(s []rawGatheredStmt) []rawGatheredStmt {
	var out []rawGatheredStmt
	for _, st := range s {
		if rawGatheredHeard(st.group, r.group) {
			out = append(out, st)
		}
	}
	return out
}

// fill fills a member's or the assistant's template: {name} is the
// subject's first name, {v} v.
func (r *rawGatheredRun) fill(tpl, v string) string {
	return fillOne(tpl, map[string]string{"name": r.who, "v": v, "cur": r.cur})
}

// open starts a session on r.t's day in a group: one dealing with the
// asked attribute, or in a filler session one time in four any group; a
// member opens it, one time in eight after a member left or was added
// back (a system line) or a missed call.
func (r *rawGatheredRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.group = r.groups[r.rng.IntN(len(r.groups))]
	if r.filling && r.rng.IntN(4) == 0 {
		r.group = &rawGatheredGroups[r.rng.IntN(len(rawGatheredGroups))]
	}
	r.digest = ""
	switch r.rng.IntN(8) {
	case 0:
		m := r.group.members[r.rng.IntN(len(r.group.members))]
		if r.gone[m] {
			r.system(rawGatheredFirst(r.group.members[0]) + " added " + m)
			r.gone[m] = false
		} else if m != r.group.members[0] {
			r.system(m + " left")
			r.gone[m] = true
		}
	case 1:
		r.other(r.member(), "Missed voice call")
	}
	r.other(r.member(), pick(r.rng, r.group.hellos))
	if r.rng.IntN(3) == 0 {
		r.other(r.member(), pick(r.rng, rawGatheredReplies))
	}
}

// close ends the session: one time in three a member's last word or the
// furniture of the register, and the assistant's digest when one is due,
// else one time in four a reminder or poll result naming no value.
func (r *rawGatheredRun) close() {
	if r.rng.IntN(3) == 0 {
		r.other(r.member(), pick(r.rng, rawGatheredFurniture))
	}
	switch {
	case r.digest != "":
		r.bot(r.digest)
	case r.rng.IntN(4) == 0:
		r.bot(pick(r.rng, rawGatheredReminders))
	}
}

// confirm answers statement vals[i]: one time in two a member's reaction
// naming the value (after a change, the new one), one time in three of
// those as a reply quoting the statement's first line, else a reaction
// naming none; one time in three a digest is due after the session
// naming the value just stated, the one before it (a stale digest) or a
// wrong one.
func (r *rawGatheredRun) confirm(vals []string, i int, stated string) {
	m := r.member()
	switch x := r.rng.IntN(6); {
	case x < 3:
		l := r.f.react
		if i > 0 {
			l = r.f.reactNew
		}
		text := r.fill(pick(r.rng, l), vals[i])
		if x == 0 {
			text = "Replying to " + r.display(r.who) + ":\n> " + stated + "\n" + text
		}
		r.other(m, text)
	default:
		r.other(m, pick(r.rng, rawGatheredCheers))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.digest = r.digestOf(v, vals[i])
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the session's group, its form first (each as likely, the subject's
// own form twice as likely), with the messages the form needs around it,
// and returns the statement's turn and its time.
func (r *rawGatheredRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	s, vars := statementOf(r.f.state, r.f.change, r.f.revert, vals, i, revert)
	var forms []string
	for _, st := range r.heard(s) {
		if !slices.Contains(forms, st.form) {
			forms = append(forms, st.form)
		}
	}
	if slices.Contains(forms, r.p.form) {
		forms = append(forms, r.p.form)
	}
	form := forms[r.rng.IntN(len(forms))]
	var of []rawGatheredStmt
	for _, st := range r.heard(s) {
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
	wrong := pick(r.rng, r.otherValues(vals)) // a wrong value, or the value left
	if i > 0 {
		wrong = vals[i-1]
	}
	var id, text string
	switch st.form {
	case "news":
		text = pick(r.rng, rawGatheredOpeners) + "\n" + core + pick(r.rng, rawGatheredTails)
		id = r.stating(text)
	case "reply":
		asker := r.member()
		ask := r.fill(st.ask, wrong)
		r.other(asker, ask)
		if r.rng.IntN(2) == 0 {
			r.other(r.member(), pick(r.rng, rawGatheredFurniture))
		}
		text = pick(r.rng, rawGatheredReplyLeads) + " " + core
		id = r.post(r.who, "user", "Replying to "+r.display(asker)+":\n> "+ask+"\n"+r.manner(text), r.gap())
	case "fix":
		r.other(r.member(), r.fill(st.lead, wrong))
		text = core + " " + pick(r.rng, rawGatheredFixTails)
		id = r.stating(text)
	case "logistics":
		r.other(r.member(), st.lead)
		text = core
		id = r.stating(text)
	case "split":
		r.stating(st.lead)
		text = core
		id = r.post(r.who, "user", r.manner(text), time.Duration(2+r.rng.IntN(6))*time.Second)
	default: // late
		text = pick(r.rng, rawGatheredLateOpeners) + " " + core + pick(r.rng, rawGatheredTails)
		id = r.stating(text)
	}
	at := r.t
	line := rawGatheredLineOf(r.s.Observations[len(r.s.Observations)-1].Text, core)
	r.stated = append(r.stated, rawGatheredSaid{core: line, value: vals[i]})
	r.confirm(vals, i, line)
	return id, at
}

// rawGatheredLineOf is the line of an exported message (text) that holds
// core, as typed (in any case), less the stamp and the sender's name: what
// a reply quoting the statement quotes; core itself if no line holds it.
func rawGatheredLineOf(text, core string) string {
	for k, line := range strings.Split(text, "\n") {
		if k == 0 {
			if _, rest, ok := strings.Cut(line, ": "); ok {
				line = rest
			}
		}
		if strings.Contains(strings.ToLower(line), strings.ToLower(core)) {
			return line
		}
	}
	return core
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, two to nine days apart, one time in six three to six weeks.
func (r *rawGatheredRun) filler(vals []string, i int, chatty bool, n int) {
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

// smallTalk is one everyday line of the subject's in the session's group
// and a member's reply, one time in four after the members' own chat.
func (r *rawGatheredRun) smallTalk() {
	if r.rng.IntN(4) == 0 {
		r.other(r.member(), pick(r.rng, r.group.chat))
	}
	r.mine(r.fresh(r.group.smallTalk))
	r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
}

// exchange is one exchange after statement vals[i], its lines those said
// in the session's group: everyday talk; the members' own chat and the
// register's furniture; talk on the topic naming no value; the subject's
// other attributes; a relative's value; a member's own news; a trip or
// elsewhere; a plan, a hypothetical or an offer declined; an earlier value
// told as past; a joke; a forwarded post; a poll; a misreading and the
// denial; a member naming the value that holds; a member asking with an
// earlier value, put right without a value; a member telling their own
// value in the words of a statement (mirror); a member quoting an earlier
// statement of the subject's (throwback); else a digest due naming another
// value.
func (r *rawGatheredRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	say := func(ls []rawGatheredLine, v string) {
		r.mine(fillOne(r.line(ls), map[string]string{"v": v}))
		r.other(r.member(), pick(r.rng, rawGatheredAcks))
	}
	switch x := r.rng.IntN(68); {
	case x < 7:
		r.smallTalk()
	case x < 10:
		r.other(r.member(), pick(r.rng, r.group.chat))
		r.other(r.member(), pick(r.rng, rawGatheredFurniture))
	case x < 12:
		r.mine(r.line(f.chatter))
		r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
	case x < 15:
		r.background()
	case x < 19:
		say(f.other, pick(r.rng, others))
	case x < 25:
		m := r.member()
		r.other(m, r.fill(r.line(f.news), r.own[m]))
		r.mine(pick(r.rng, rawGatheredCongrats))
	case x < 28:
		say(f.elsewhere, pick(r.rng, others))
	case x < 32:
		say(f.plan, pick(r.rng, others))
	case x < 35 && len(past) > 0:
		say(f.past, pick(r.rng, past))
	case x < 37:
		say(f.joke, pick(r.rng, others))
	case x < 40:
		v := pick(r.rng, others)
		fwd := r.fill(r.line(f.forward), v)
		head := pick(r.rng, []string{"Forwarded", "Forwarded many times"})
		if r.rng.IntN(2) == 0 {
			r.post(r.who, "user", head+"\n"+fwd, r.gap())
			r.other(r.member(), pick(r.rng, rawGatheredAcks))
		} else {
			r.other(r.member(), head+"\n"+fwd)
			r.mine(pick(r.rng, rawGatheredFwdReacts))
		}
	case x < 43:
		m := r.member()
		r.other(m, "POLL:\n"+r.fill(r.line(f.poll), r.own[m])+" ("+rawGatheredVotesOf(1+r.rng.IntN(4))+")\nOPTION: "+
			pick(r.rng, rawGatheredPollOthers)+" ("+rawGatheredVotesOf(r.rng.IntN(3))+")")
		r.mine(pick(r.rng, rawGatheredVotes))
	case x < 46:
		v := pick(r.rng, others)
		mm := gatheredPick(r, f.misread, func(m rawGatheredMisread) string { return m.group })
		r.mine(fillOne(mm.said, map[string]string{"v": v}))
		r.other(r.member(), r.fill(mm.misread, v))
		r.mine(fillOne(mm.deny, map[string]string{"v": v}))
		r.other(r.member(), pick(r.rng, rawGatheredSorry))
	case x < 50 && r.cur != "":
		e := gatheredPick(r, f.echo, func(e rawGatheredEcho) string { return e.group })
		r.mine(e.ask)
		r.other(r.member(), r.fill(e.line, r.cur))
	case x < 55 && len(past) > 0:
		s := gatheredPick(r, f.stale, func(s rawGatheredStale) string { return s.group })
		m := r.member()
		ask := r.fill(s.ask, pick(r.rng, past))
		r.other(m, ask)
		if r.rng.IntN(2) == 0 {
			r.post(r.who, "user", "Replying to "+r.display(m)+":\n> "+ask+"\n"+r.manner(s.reject), r.gap())
		} else {
			r.mine(s.reject)
		}
		r.other(r.member(), pick(r.rng, rawGatheredSorry))
	case x >= 60 && x < 64:
		r.mirror(others)
	case x >= 64 && slices.ContainsFunc(r.stated, func(s rawGatheredSaid) bool { return s.value != r.cur }):
		r.throwback()
	default:
		r.wrongDigest(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongDigest(others)
	}
}

// mirror is a member telling their own value in the very words a
// statement of the subject's takes (news, a reply under a quote of
// another member's question, or told late), and the subject's
// congratulations: the same words, another sender.
func (r *rawGatheredRun) mirror(others []string) {
	m := r.member()
	own := r.own[m]
	var sts []rawGatheredStmt
	for _, st := range slices.Concat(r.heard(r.f.state), r.heard(r.f.change)) {
		if (st.form == "news" || st.form == "late" || st.form == "reply") && !strings.Contains(st.ask, "{name}") {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	askers := slices.DeleteFunc(slices.Clone(r.group.members), func(x string) bool { return x == m || r.gone[x] })
	switch {
	case st.form == "news" || st.form == "reply" && len(askers) == 0:
		r.other(m, pick(r.rng, rawGatheredOpeners)+"\n"+core+pick(r.rng, rawGatheredTails))
	case st.form == "late":
		r.other(m, pick(r.rng, rawGatheredLateOpeners)+" "+core+pick(r.rng, rawGatheredTails))
	default:
		asker := askers[r.rng.IntN(len(askers))]
		ask := fillOne(st.ask, map[string]string{"v": old})
		r.other(asker, ask)
		r.other(m, "Replying to "+asker+":\n> "+ask+"\n"+pick(r.rng, rawGatheredReplyLeads)+" "+core)
	}
	r.mine(pick(r.rng, rawGatheredCongrats))
}

// throwback is a member replying to an earlier statement of the
// subject's, one whose value no longer holds, quoting it, and the
// subject's reaction, neither naming a value.
func (r *rawGatheredRun) throwback() {
	var old []rawGatheredSaid
	for _, s := range r.stated {
		if s.value != r.cur {
			old = append(old, s)
		}
	}
	s := old[r.rng.IntN(len(old))]
	r.other(r.member(), "Replying to "+r.display(r.who)+":\n> "+s.core+"\n"+pick(r.rng, rawGatheredThrowbacks))
	r.mine(pick(r.rng, rawGatheredThrowbackReacts))
}

// digestOf is a digest said in the session's group naming v, cur the
// value that holds, and the subject by first name ($NAME).
func (r *rawGatheredRun) digestOf(v, cur string) string {
	return strings.ReplaceAll(fillOne(r.line(r.f.digest), map[string]string{"v": v, "cur": cur}), "$NAME", r.who)
}

// rawGatheredVotesOf is n votes as a poll writes them.
func rawGatheredVotesOf(n int) string {
	if n == 1 {
		return "1 vote"
	}
	return fmt.Sprintf("%d votes", n)
}

// wrongDigest makes the digest due after the session one naming another
// value, one time in two after the subject's aside that the digest gets
// things wrong.
func (r *rawGatheredRun) wrongDigest(others []string) {
	r.digest = r.digestOf(pick(r.rng, others), r.cur)
	if r.rng.IntN(2) == 0 {
		r.mine(r.fresh(rawGatheredBotTalk))
		r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
	}
}

// background is a message of the subject's stating one of their other
// attributes (its value holds all through) that the session's group
// hears, in the logistics form's words, and a reply to it; else everyday
// talk.
func (r *rawGatheredRun) background() {
	var sts []rawGatheredStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range r.heard(rawGatheredByAttr[a].state) {
			if st.form == "logistics" && !r.used[st.core] {
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
	r.mine(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]}))
	r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
}

// gatheredPick is an item of xs said in the session's group (group its
// tag).
func gatheredPick[T any](r *rawGatheredRun, xs []T, group func(T) string) T {
	return pickWhere(r.rng, xs, func(x T) bool { return rawGatheredHeard(group(x), r.group) })
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawGatheredRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The subject's lines naming no value: openers and tails of news, openers
// of a change told late, leads of a reply, tails of a fix, reactions to a
// member's news, to a forward and to a poll, asides about the digest.
var (
	rawGatheredOpeners         = []string{"GUESS WHAT 🎉", "ok news time everyone", "Update from me 👇", "right, life admin announcement:", "Soooo 🙈"}
	rawGatheredTails           = []string{" 🥳", "!!", " 😅", " 🙌 more soon", " x"}
	rawGatheredLateOpeners     = []string{"oh I never actually said in here but", "Realised I never told this chat,", "btw forgot to mention in here,", "lol just noticed nobody here knows,"}
	rawGatheredReplyLeads      = []string{"ha", "nope,", "yep so", "oh,", "well"}
	rawGatheredFixTails        = []string{"lol", "😂", "haha", "x", "🙄"}
	rawGatheredCongrats        = []string{"omg congrats!!! 🎉", "Amazing news 😍", "wait WHAT, well done!!", "So happy for you x"}
	rawGatheredFwdReacts       = []string{"lol who sends these", "is this legit?? 🤔", "muting this chat brb", "😂😂"}
	rawGatheredVotes           = []string{"voted 👍", "whichever, I'm easy", "can I vote twice lol", "done ✅"}
	rawGatheredThrowbackReacts = []string{"omg stop 😂", "don't remind me lol", "simpler times tbh", "why are you scrolling that far up"}
	rawGatheredBotTalk         = []string{"the digest bot gets half of this stuff wrong btw", "who even added the summary bot, it's useless", "dont trust the weekly digest lol"}
)

// The members' lines naming no value, the furniture of the register,
// poll options naming none, and the assistant's reminders naming none.
var (
	rawGatheredAcks       = []string{"Ohh fair enough", "Ha, love that", "Right, makes sense 👍", "Ah okay!"}
	rawGatheredThrowbacks = []string{"Scrolling up and found this 😂 simpler times", "Throwback!! Feels like a lifetime ago", "Still can't believe this was us", "Found this while looking for the photos lol"}
	rawGatheredSorry      = []string{"Oops sorry, my bad 🙈", "Ah, got my wires crossed, sorry", "Noted, sorry!!"}
	rawGatheredCheers     = []string{"🎉🎉🎉", "Yay!!! Love this for you", "Ahh brilliant 🥰", "Nice one 👏"}
	rawGatheredFurniture  = []string{"<Media omitted>", "This message was deleted", "😂😂😂", "👍", "Missed voice call", "<Media omitted>\n<Media omitted>"}
	rawGatheredPollOthers = []string{"Don't mind", "Somewhere central", "Pass", "Whatever's easiest"}
	rawGatheredReminders  = []string{"Reminder: bins out tonight 🗑️", "Poll results: Saturday wins (4 votes)", "Reminder: subs due on the 1st",
		"Weekly digest: no news this week. Next meetup not set."}
)

// rawGatheredReplies are the members' replies naming no value.
var rawGatheredReplies = []string{
	"Haha same",
	"Ooh nice",
	"Yesss 🙌",
	"Omg 😂",
	"Fair!!",
	"Sounds good to me",
}

// The gathered set's own lists per attribute. The subject's lists are
// messages as they type them, first letter as typed; members' lines, the
// assistant's and the questions are ordinary English. A statement neither
// starts nor ends with a placeholder and holds no line break, so the
// oracle reads the value whole.
var rawGatheredByAttr = map[string]rawGatheredForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Kirkcudbright", "Dunoon", "Jedburgh", "Melrose", "Brora", "Huntly",
				"Ellon", "Turriff", "Banchory", "Dunblane", "Callander", "Forfar"},
			qCurrent: []string{
				"Scrolling back through the group chats, which town does {name} live in now?",
				"Which town is {name} in now, from the group chats?",
				"If the family group posted {name} a card tonight, which town should go on the envelope?",
				"Where's home for {name} at the moment, judging by the chats?",
			},
			qWhen: []string{
				"Per the exported chats, which town did {name} live in {when}?",
				"Scrolling the group exports, where did {name} have their place {when}?",
				"In the group chats, what town did {name} say they were living in {when}?",
			},
			qBefore: []string{
				"Where did {name} live before {next}, according to the group chats?",
				"Which town was {name} in before moving to {next}, going by the chats?",
				"Before {next}, where was home for {name} as the group heard it?",
			},
		},
		state: []rawGatheredStmt{
			{form: "news", core: "got the keys to our little flat in {v} today, come visit"},
			{form: "news", group: "family", core: "officially unpacked in {v} and the kettle works"},
			{form: "reply", ask: "Where are you living these days anyway {name}?",
				core: "I'm in {v}, the flat above the bakery"},
			{form: "reply", group: "uni", ask: "Wait is {name} the one in {v} now? I've lost track",
				core: "not quite, I rent a place in {v}, by the harbour"},
			{form: "fix", lead: "{name} can host, they're in {v} which is central",
				core: "haha I've never lived there, home is {v} but happy to host"},
			{form: "logistics", lead: "Who needs a lift on Saturday? 🚗",
				core: "I'm driving over from {v} so I'll make my own way"},
			{form: "split", lead: "ok address for the Christmas cards",
				core: "it's 14 Mill Wynd, {v}, I'll DM the postcode"},
			{form: "late", core: "I've had a place in {v} for a while now"},
			{form: "news", group: "flat", core: "signed for the room! so I'm a {v} person now, someone teach me the bus routes"},
			{form: "logistics", group: "wedding", lead: "Hotel block closes Friday, who needs a room?",
				core: "not me, I can get a taxi home to {v} after"},
		},
		change: []rawGatheredStmt{
			{form: "news", core: "we've left {old}! keys to the new place in {new} collected this morning"},
			{form: "news", group: "family", core: "moving day done, goodbye {old}, hello {new} and hello boxes"},
			{form: "reply", ask: "Are you still in {v}?",
				core: "moved out of {old} and it's {new} now"},
			{form: "reply", group: "wedding", ask: "{name} what address do we put on your invite?",
				core: "the new one please, I've swapped {old} for {new} at last"},
			{form: "fix", group: "flat", lead: "Is {name} still down as living in {v} on the rota?",
				core: "take me off, I'm out of {old} and renting in {new} now"},
			{form: "logistics", group: "family", lead: "Christmas: who's staying over and who's driving home?",
				core: "driving home after, it's only an hour back to {new} now"},
			{form: "fix", lead: "{name} is still out in {v} right? Bit far for drinks",
				core: "no I'm not in {old} anymore, I live in {new} now"},
			{form: "logistics", lead: "Lift share list for the weekend, shout if you need one",
				core: "I'll get the train now I'm the {new} lot, no lift needed"},
			{form: "split", lead: "right so big news and also a new address",
				core: "we finally moved, we're in {new} now"},
			{form: "late", core: "the {old} flat went back to the landlord and we've got a place in {new} now"},
		},
		revert: []rawGatheredStmt{
			{form: "news", core: "so the {old} chapter is closed and the removal van dropped us back in {new} today"},
			{form: "reply", group: "family", ask: "When are you coming back to visit, love?",
				core: "no need, we've left {old} and we're back living in {new}, ten minutes from you"},
			{form: "reply", ask: "How's life in {v}?",
				core: "we gave up on {old}, back in {new} like before"},
			{form: "fix", lead: "{name}'s in {v} now, we'll need to meet halfway",
				core: "not anymore, left {old} and moved back to {new}, the old street even"},
			{form: "logistics", lead: "Who's driving to the thing on the 20th?",
				core: "no more {old} for me so I'm back to being the {new} lot, I can drive"},
			{form: "split", lead: "plot twist",
				core: "we've ditched {old} and we're living in {new} again"},
			{form: "late", core: "we actually left {old} and moved back to {new} after all"},
		},
		react: []string{
			"Ooh {v}!! Can we come for a weekend?",
			"{v} is gorgeous, so jealous 😍",
			"Yay, {v} it is, adding it to my address book",
		},
		reactNew: []string{
			"Wait you're in {v} now?? Amazing 🏡",
			"Congrats on the move! {v} suits you",
			"Updating your address to {v} right now ✍️",
		},
		chatter: []rawGatheredLine{
			{"flat", "the damp patch in my room is back, who do I tell"},
			{"", "council tax letter came and I cried a bit"},
			{"family", "anyone got a drill I can borrow, shelves are on the floor"},
			{"", "the neighbours are doing DIY at 7am again 😩"},
		},
		other: []rawGatheredLine{
			{"", "my brother's just bought a place in {v}, he's unbearable about it"},
			{"family", "auntie Rosa says she's never leaving {v}, so we're visiting her there"},
			{"", "my best mate from work is moving to {v} for her boyfriend"},
			{"uni", "my cousin's flat in {v} has a roof terrace, I'm furious"},
		},
		digest: []rawGatheredLine{
			{"", "Weekly digest: $NAME moved to {v}. Birthday drinks Saturday."},
			{"", "Weekly digest: new address for $NAME is in {v}. Bins Tuesday."},
			{"wedding", "Weekly digest: invitations posted; $NAME's goes to {v}, {cur} noted as old."},
		},
		news: []rawGatheredLine{
			{"", "We've put an offer in on a house in {v}!!! 🤞"},
			{"flat", "Heads up, I'm moving out at the end of the month, got a place in {v}"},
			{"", "Finally signed for a flat in {v}, housewarming soon"},
		},
		echo: []rawGatheredEcho{
			{"", "what's the plan for the weekend?", "We could come to yours in {v}, save you the drive"},
			{"family", "did the parcel ever turn up?", "Yes, sent it to your new place in {v} last week"},
			{"", "anyone fancy a walk on sunday?", "Only if it's near you in {v}, I'll drive up"},
			{"wedding", "is my invite in the post?", "Yep, posted to {v} on Tuesday"},
		},
		stale: []rawGatheredStale{
			{"", "@{name} are you still in {v}? Could do lunch there next week", "nope, moved ages ago, keep up 😂"},
			{"family", "Your post is still going to {v}, shall I forward it?", "that's the old place, I sent you the new address!!"},
			{"", "{name} are you still in {v}? I'm passing through Saturday", "not for a while, I'll send you the new address"},
			{"wedding", "Invite for {name} going to {v}, yeah?", "no!! old address, wait for my DM"},
			{"family", "Gran wants to know if you're still at the {v} flat", "tell gran I moved, I'll ring her"},
		},
		misread: []rawGatheredMisread{
			{"", "just booked the train to {v} for my cousin's party", "Wait are you in {v} now??", "no it's just a party, I'm not moving there lol"},
			{"uni", "looking at rentals in {v} for my sister", "Ooh {name} moving to {v}?", "no no it's for my sister!!"},
			{"family", "booked a cottage in {v} for gran's 80th", "Ooh are you moving to {v}??", "no it's a holiday let!!"},
		},
		elsewhere: []rawGatheredLine{
			{"", "weekend away in {v} was lovely, the castle was shut though"},
			{"uni", "doing the half marathon in {v} in May, who's in"},
			{"", "work's sending me to {v} for two days next week"},
		},
		plan: []rawGatheredLine{
			{"", "if I end up moving to {v} you all have to visit"},
			{"", "looked at a flat in {v} but we said no, too damp"},
			{"family", "thinking about {v} at some point, nothing decided"},
		},
		past: []rawGatheredLine{
			{"", "back when I lived in {v} the bus only came twice a day"},
			{"uni", "remember my horrible flat in {v} with the mushrooms growing out the wall"},
			{"", "I grew up in {v}, but never going back"},
		},
		joke: []rawGatheredLine{
			{"", "moving to {v} to escape this group chat 😂"},
			{"", "my phone thinks I live in {v}, no idea why"},
			{"flat", "if the rent goes up again I'm living in a tent in {v}"},
		},
		forward: []rawGatheredLine{
			{"", "🏡 NEW LISTING in {v}: 2 bed cottage, garden, must see!! Share with anyone looking"},
			{"", "Road closures in {v} all weekend due to the gala, please pass on"},
		},
		poll: []rawGatheredLine{
			{"", "where shall we meet up next?\nOPTION: {v}"},
			{"", "weekend away location?\nOPTION: {v}"},
		},
		still: []string{
			"Is {name} still living in {v}, going by the group chat?",
			"Should the group still send {name}'s post to {v}?",
			"Is {v} still home for {name}, from the chats?",
		},
		stillWhen: []string{
			"Was {name} still living in {v} {when}, going by the group chat?",
			"Judging by the chats, was {name} still in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Corrievale Cycles", "Lochan Ferries", "Birkhill Seeds", "Cairnwell Roofing", "Glenesk Distillers", "Tayvale Bakery",
				"Strathy Insurance", "Balgownie Labs", "Craigour Motors", "Inchcape Media", "Quayside Bindery", "Fettercairn Pottery"},
			qCurrent: []string{
				"From what {name} has posted in the groups, which company pays their wages now?",
				"Which company is {name} with these days, from the group chats?",
				"Where's {name} employed at the moment, judging by the chats?",
				"If someone in the group asked where {name} works, what's the answer today?",
			},
			qWhen: []string{
				"Scrolling the group exports, which company had {name} on staff {when}?",
				"Which firm was {name} at {when}, from the chat history?",
				"Per the exported chats, whose payroll was {name} on {when}?",
			},
			qBefore: []string{
				"Ahead of starting at {next}, which company did {name} tell the groups they worked for?",
				"Who did {name} work for before joining {next}, from the chats?",
				"Before {next}, where did {name} work as the group heard it?",
			},
		},
		state: []rawGatheredStmt{
			{form: "news", core: "signed the contract today, I'm officially working at {v} from Monday"},
			{form: "news", group: "uni", core: "first proper job sorted, they've taken me on at {v} as a trainee"},
			{form: "reply", ask: "What are you doing for work these days {name}?",
				core: "I'm at {v}, in the office most days"},
			{form: "reply", group: "running", ask: "Is {name} the one at {v}? Need a contact there",
				core: "no I work for {v}, sorry, different lot"},
			{form: "fix", lead: "{name} works at {v}, they'll know someone",
				core: "I've never worked there, my employer is {v} and always has been"},
			{form: "logistics", lead: "Can everyone make Thursday at 6?",
				core: "depends when {v} lets me out, usually half five"},
			{form: "split", lead: "ok so for the reference form thing",
				core: "my employer's {v}, HR will sign it"},
			{form: "late", core: "I've been working for {v} a good while now"},
			{form: "news", group: "book", core: "finally a proper grown-up job, I'm on the team at {v} as of today"},
			{form: "logistics", group: "running", lead: "Lunchtime run tomorrow anyone?",
				core: "I can do 12:30, {v} gives us a long lunch on Fridays"},
		},
		change: []rawGatheredStmt{
			{form: "news", core: "notice is in at {old}, and the lanyard from {new} came in the post today"},
			{form: "news", group: "flat", core: "last day at {old} done, I'm with {new} from next week"},
			{form: "reply", ask: "Are you still at {v}?",
				core: "said goodbye to {old}, my lanyard says {new} now"},
			{form: "reply", group: "uni", ask: "How's the new job going {name}?",
				core: "loving it so far, {old} feels like forever ago, {new} is so much better"},
			{form: "fix", lead: "{name}'s still at {v} right? Ask them about the discount",
				core: "not at {old} anymore, I'm at {new} now"},
			{form: "logistics", lead: "Thursday drinks? Usual place",
				core: "can't before 7, the new job at {new} runs late"},
			{form: "fix", group: "book", lead: "{name} can print the handouts at {v} like last time",
				core: "can't, I've left {old}, it's {new} for me now and they watch the printer"},
			{form: "logistics", group: "running", lead: "Who's in for the corporate 5k team?",
				core: "I'm not with {old} anymore so put me under {new} this year"},
			{form: "split", lead: "new job alert",
				core: "I've gone from {old} to {new}, started this week"},
			{form: "late", core: "I left {old} and I've been at {new} a while now"},
		},
		revert: []rawGatheredStmt{
			{form: "news", core: "turns out {old} was a mistake, I've gone back to {new} and they actually took me back"},
			{form: "news", group: "uni", core: "boomerang employee alert: left {old} and rejoined {new} on Monday"},
			{form: "reply", ask: "How's it going at {v}?",
				core: "I quit {old}, back at {new} like before"},
			{form: "fix", lead: "{name}'s at {v} now, yeah?",
				core: "wrong again, I walked out of {old} and {new} have taken me back"},
			{form: "logistics", lead: "Can we do Tuesday instead?",
				core: "Tuesday's fine, I'm done with {old} and back on the old hours at {new} so I'm free"},
			{form: "split", lead: "ok don't laugh",
				core: "after {old} I've rejoined {new}, same desk and everything"},
			{form: "late", core: "I left {old} and went back to {new}, they begged"},
		},
		react: []string{
			"{v}! Fancy 😎",
			"Oh nice, my cousin used to work at {v}",
			"Congrats!! {v} are lucky to have you",
		},
		reactNew: []string{
			"Wait, {v}?? Congrats on the new job 🎉",
			"Ooh {v}, do they do staff discount 👀",
			"So proud of you, {v} here you come",
		},
		chatter: []rawGatheredLine{
			{"", "work is carnage this week, sorry for the radio silence"},
			{"flat", "I'm wfh tomorrow so I'll be in for the delivery"},
			{"", "is anyone else's boss obsessed with spreadsheets"},
			{"uni", "performance review season, send wine"},
		},
		other: []rawGatheredLine{
			{"", "my little sister starts her apprenticeship at {v} on Monday 🥹"},
			{"", "my dad's retiring from {v} after 30 years, party's in March"},
			{"running", "my other half's interviewing at {v} on Thursday"},
			{"flat", "cousin Bea's been at {v} forever and still moans about it"},
		},
		digest: []rawGatheredLine{
			{"", "Weekly digest: $NAME started a new job at {v}. Drinks Thursday."},
			{"", "Weekly digest: $NAME now works at {v}. Subs due Friday."},
			{"running", "Weekly digest: $NAME ({v}) joined the Sunday group; {cur} noted as previous employer."},
		},
		news: []rawGatheredLine{
			{"", "Got the job at {v}!!! Start in two weeks 🥳"},
			{"", "Handed my notice in today, off to {v} next month"},
			{"uni", "I've been promoted at {v}, drinks on me"},
		},
		echo: []rawGatheredEcho{
			{"", "anyone need anything printed? I've got access now", "Isn't that a perk at {v}? Jealous"},
			{"uni", "guess who has to work saturday", "Don't tell me {v} have you in at weekends now"},
			{"", "I've got the afternoon off tomorrow", "Is {v} giving out days off now? Lucky"},
			{"book", "sorry I'm late, work ran over", "{v} working you too hard again?"},
		},
		stale: []rawGatheredStale{
			{"", "@{name} can you get us a discount at {v} again?", "I don't work there anymore!!"},
			{"running", "{name} how's {v} treating you?", "you're about two jobs behind lol"},
			{"", "{name} is {v} still making you do weekends?", "not my problem anymore lol"},
			{"uni", "Saw a {v} van and thought of you {name}!", "ha I'm not there anymore"},
		},
		misread: []rawGatheredMisread{
			{"", "I've got an interview at {v} for my flatmate, helping her prep", "Omg {name} are you leaving for {v}??", "no it's for my flatmate, I'm not going anywhere"},
			{"book", "{v} are hiring, anyone know someone", "Is that your place {name}? At {v}?", "god no, just saw the advert"},
			{"running", "the {v} running team are fast, we should race them", "Did you join {v} then?", "no I just know their captain"},
		},
		elsewhere: []rawGatheredLine{
			{"", "we've got a client visit at {v} tomorrow, suit on"},
			{"", "the supplier from {v} is coming in to see us"},
			{"running", "doing the corporate relay against {v} next month"},
		},
		plan: []rawGatheredLine{
			{"", "{v} offered me a job but I said no, the commute would kill me"},
			{"", "if I end up at {v} I'll need a new bike lol"},
			{"uni", "thinking of applying to {v} but probably won't"},
		},
		past: []rawGatheredLine{
			{"", "my first job was at {v}, I was awful at it"},
			{"uni", "remember when I was at {v} and got locked in the stockroom"},
			{"", "I still get emails from {v} and I left years ago"},
		},
		joke: []rawGatheredLine{
			{"", "one more meeting and I'm running off to join {v}"},
			{"", "my mum tells people I run {v}, I very much do not"},
			{"flat", "if {v} paid in biscuits I'd apply tomorrow"},
		},
		forward: []rawGatheredLine{
			{"", "📢 {v} is HIRING: 12 roles, great benefits, apply by Friday! Please share"},
			{"", "Scam alert: fake texts claiming to be from {v} are going round, don't click"},
		},
		poll: []rawGatheredLine{
			{"", "whose office do we raid for the christmas do?\nOPTION: {v}"},
			{"", "which company should sponsor our team shirts?\nOPTION: {v}"},
		},
		still: []string{
			"Does {name} still work at {v}, going by the group chat?",
			"Is {name} still employed by {v}, from the chats?",
			"Is {v} still {name}'s employer, judging by the messages?",
		},
		stillWhen: []string{
			"Was {name} still working at {v} {when}, going by the group chat?",
			"Judging by the chats, was {name} still with {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"mushroom-free", "garlic-free", "rice-free", "coconut-free", "seafood-free", "raw-vegan",
				"oat-free", "honey-free", "potato-free", "chilli-free"},
			qCurrent: []string{
				"From everything {name} has posted in the groups, what are they eating now?",
				"What diet is {name} on now, from the group chats?",
				"If the group booked a meal for {name} today, what should the kitchen be told?",
				"Judging by the chats, what's {name}'s diet at the moment?",
			},
			qWhen: []string{
				"Per the group chat exports, which diet did {name} stick to {when}?",
				"What diet was {name} on {when}, from the chat history?",
				"Judging by the group messages, what did {name} eat {when}?",
			},
			qBefore: []string{
				"Before the switch to {next}, what did {name}'s group messages say they ate?",
				"What was {name}'s diet before {next}, from the chats?",
				"Before {next}, what diet did {name} tell the group about?",
			},
		},
		state: []rawGatheredStmt{
			{form: "news", core: "new me, I've gone {v} and I feel great"},
			{form: "news", group: "running", core: "coach has me eating {v} for the marathon block"},
			{form: "reply", ask: "Any dietary stuff I need to know for Saturday {name}?",
				core: "I'm {v}, but don't stress, I'll bring something"},
			{form: "reply", group: "wedding", ask: "Catering form says {name} is {v}, right?",
				core: "close, I'm actually {v}, could you change it"},
			{form: "fix", lead: "Don't worry about {name}, they're {v}, any menu works",
				core: "not me haha, I'm {v} these days"},
			{form: "logistics", lead: "Who's bringing what for the picnic?",
				core: "I'll make my own {v} dish, that's me sorted"},
			{form: "split", lead: "food wise for the weekend",
				core: "I'm {v} so just a salad for me"},
			{form: "late", core: "I've been {v} for ages"},
			{form: "news", group: "book", core: "been {v} for a month and haven't cracked once, I'm so smug"},
			{form: "reply", group: "flat", ask: "Can I use your pans or are they special?",
				core: "they're my {v} ones so maybe not the meat"},
		},
		change: []rawGatheredStmt{
			{form: "news", core: "goodbye {old}, I've gone {new} as of this week"},
			{form: "news", group: "family", core: "no more {old} for me, doctor says {new} from now on"},
			{form: "reply", ask: "Are you still {v}?",
				core: "not {old} anymore, I'm {new} now"},
			{form: "reply", group: "wedding", ask: "{name} what meal shall I tick on your RSVP?",
				core: "tick the other one, I'm off {old} and eating {new} now"},
			{form: "logistics", group: "book", lead: "I'll do snacks for Thursday, any requests?",
				core: "something {new} for me please, that's how I eat now"},
			{form: "fix", group: "running", lead: "{name} won't want the post-race burger, they're {v}",
				core: "wrong, I'm not {old} anymore, it's {new} and I'm starving"},
			{form: "fix", lead: "{name}'s {v}, so no point ordering the sharing platter",
				core: "you're out of date mate, I've dropped {old} and I eat {new} now"},
			{form: "logistics", lead: "BBQ at ours Sunday, bring your own meat",
				core: "I'll bring the {new} option since that's me now"},
			{form: "split", lead: "ok diet update incoming",
				core: "dropped {old}, it's {new} for me now"},
			{form: "late", core: "I'm not {old} anymore, I switched to {new}, long story"},
		},
		revert: []rawGatheredStmt{
			{form: "news", core: "well the {old} phase is dead, the fridge is back to {new} stuff"},
			{form: "logistics", group: "wedding", lead: "Last chance to change meal choices!",
				core: "change mine please, I've given up {old} and gone back to {new} for good"},
			{form: "reply", ask: "How's the {v} thing going?",
				core: "ha the {old} experiment is over, I've gone back to eating {new} again"},
			{form: "fix", lead: "{name}'s {v} now, remember",
				core: "not anymore, quit {old} and went back to {new} for good"},
			{form: "logistics", lead: "Ordering pizza, what does everyone want",
				core: "not {old} anymore so whatever's {new} for me, I'm back on it"},
			{form: "split", lead: "diet update no one asked for",
				core: "ditched {old}, I'm back to {new} full time"},
			{form: "late", core: "I quit {old} and went back to {new}, obviously"},
		},
		react: []string{
			"Noted, {v} for {name} 📝",
			"Ooh {v}, I've got recipes!!",
			"{v}? Respect, I couldn't",
		},
		reactNew: []string{
			"{v} now?? Good for you 💪",
			"Ooh changing your order to {v} then",
			"Okay {v}, I'll tell the caterers",
		},
		chatter: []rawGatheredLine{
			{"", "meal prep sunday, the kitchen looks like a crime scene"},
			{"flat", "whose are the leftovers in the fridge, can I have them"},
			{"", "anyone know a good place for lunch near the station"},
			{"running", "what's everyone eating the night before a long run"},
		},
		other: []rawGatheredLine{
			{"", "my sister announced she's {v} at Sunday lunch, mum's still recovering"},
			{"family", "dad's {v} now, doctor's orders, he's sulking"},
			{"", "my boss is {v} so team lunches are a nightmare"},
			{"book", "my partner went {v} for a month, it didn't last"},
		},
		digest: []rawGatheredLine{
			{"", "Weekly digest: $NAME is now {v}. Picnic Sunday."},
			{"", "Weekly digest: dietary note, $NAME eats {v}. Booking at 7."},
			{"wedding", "Weekly digest: meal choices in; $NAME marked {v}, previously {cur}."},
		},
		news: []rawGatheredLine{
			{"", "I've gone {v}, don't judge me 😅"},
			{"", "Day 30 of being {v} and I've never felt better"},
			{"running", "Trying {v} for the next training block"},
		},
		echo: []rawGatheredEcho{
			{"", "what are we eating on saturday?", "I found a place that does {v} dishes, just for you"},
			{"wedding", "did the caterers get my form?", "Yes, you're down as {v}"},
			{"", "what time's dinner?", "7, and I've done a {v} one just for you"},
			{"book", "did you remember my snack thing?", "Of course, {v} crisps, your favourite"},
		},
		stale: []rawGatheredStale{
			{"", "@{name} still {v}? Booking the restaurant now", "not for a while now, I'll eat whatever"},
			{"wedding", "Catering have {name} down as {v}, all good?", "no that's out of date, I'll message them"},
			{"", "{name} I made {v} brownies just for you!", "ah that's sweet but I don't do that anymore 🙈"},
			{"family", "Mum's doing {v} lasagne for you on Sunday", "tell her not to bother, that's over"},
		},
		misread: []rawGatheredMisread{
			{"", "got a {v} cookbook for my mum's birthday", "Ooh are you {v} now {name}?", "no it's for my mum!!"},
			{"book", "the {v} cafe near work is so good", "Wait you've gone {v}?", "no I just like the cake there lol"},
			{"family", "got you all {v} sausages to try", "Since when are you {v}??", "I'm not, I just had a voucher"},
		},
		elsewhere: []rawGatheredLine{
			{"", "the work do is fully {v}, no idea why"},
			{"", "my cousin's wedding was all {v}, the caterers were stressed"},
			{"running", "the race village only had {v} food, weird choice"},
		},
		plan: []rawGatheredLine{
			{"", "keep saying I'll try {v} after Christmas"},
			{"", "if I went {v} would you still invite me to things"},
			{"family", "the nurse suggested {v} but I'm not doing it"},
		},
		past: []rawGatheredLine{
			{"", "at uni I was {v} for a whole term, what was I thinking"},
			{"", "remember my {v} phase, never again"},
			{"family", "I tried being {v} one summer, mum still brings it up"},
		},
		joke: []rawGatheredLine{
			{"", "after that buffet I'm going {v} for a decade"},
			{"", "the dog is more {v} than me at this point"},
			{"flat", "going {v} because I can't afford anything else lol"},
		},
		forward: []rawGatheredLine{
			{"", "🥗 {v} meal plans: 10 recipes doctors don't want you to know!! Share!!"},
			{"", "New {v} street food market every Saturday from next month, spread the word"},
		},
		poll: []rawGatheredLine{
			{"", "menu for the party?\nOPTION: {v} buffet"},
			{"", "which cookbook next?\nOPTION: {v} one"},
		},
		still: []string{
			"Is {name} still {v}, going by the group chat?",
			"Should the group still order {v} food for {name}?",
			"Does {name} still eat {v}, from the chats?",
		},
		stillWhen: []string{
			"Was {name} still {v} {when}, going by the group chat?",
			"Judging by the chats, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Aigerim", "Bolat", "Dauren", "Gulzhan", "Nurlan", "Saule",
				"Timur", "Aizhan", "Yerlan", "Madina", "Arman", "Askar"},
			qCurrent: []string{
				"From the group chat exports, who's {name} going out with now?",
				"Who's {name}'s partner now, from the group chats?",
				"If the group invited {name} plus one today, who would the plus one be?",
				"Whose name would {name} put next to theirs on a group RSVP today?",
			},
			qWhen: []string{
				"Scrolling the group exports, who was {name} in a couple with {when}?",
				"In the chat history, who did {name} call their partner {when}?",
				"Per the exported chats, whose name went with {name}'s on invites {when}?",
			},
			qBefore: []string{
				"Ahead of {next} coming along, who was {name}'s other half in the chats?",
				"Who was {name}'s other half before {next}, from the chats?",
				"Before {next}, who did {name} tell the group they were seeing?",
			},
		},
		state: []rawGatheredStmt{
			{form: "news", core: "ok it's official, me and {v} are together, be nice"},
			{form: "news", group: "family", core: "bringing {v} for Sunday lunch, yes that's my partner"},
			{form: "reply", ask: "Who's your plus one {name}?",
				core: "who else, my partner {v}, they've already bought a hat"},
			{form: "reply", group: "uni", ask: "Is {name} still with {v}? Lost track",
				core: "never was, I'm with {v}, you met them at the reunion"},
			{form: "fix", lead: "{name} and {v} are coming, so that's two more",
				core: "who's that?? my other half is {v}, always has been"},
			{form: "logistics", lead: "Final numbers for the dinner please",
				core: "two of us, me and {v}, cheers"},
			{form: "split", lead: "for the seating plan",
				core: "put me next to my partner {v} please"},
			{form: "late", core: "I've been seeing {v} for a bit now"},
			{form: "news", group: "book", core: "my partner {v} wants to join book club, is that allowed"},
			{form: "logistics", group: "running", lead: "Sunday run, bringing anyone?",
				core: "yeah my partner {v} is coming, go easy on them"},
		},
		change: []rawGatheredStmt{
			{form: "news", core: "me and {old} broke up, and I'm seeing {new} now, be nice"},
			{form: "news", group: "family", core: "news: {old} and I have split, I'm with {new} now"},
			{form: "reply", ask: "Are you bringing {v}?",
				core: "we split, {old} is history, bringing {new} instead"},
			{form: "reply", group: "wedding", ask: "{name} who's your plus one? Need it for the place cards",
				core: "not {old} anymore, put {new} on the card"},
			{form: "news", group: "uni", core: "plot twist for the reunion: I'm not with {old} anymore, I'll be bringing {new} instead"},
			{form: "fix", group: "book", lead: "Say hi to {v} for us {name}!",
				core: "will do, but {old} is an ex now, it's {new} I'm with"},
			{form: "fix", lead: "{name} and {v} are so cute together",
				core: "ha, {old} and I broke up ages ago, it's {new} now"},
			{form: "logistics", lead: "Numbers for Saturday please",
				core: "two of us again, me and my new partner {new}, if that's ok"},
			{form: "split", lead: "personal update",
				core: "so that's me and {old} finished, and I'm properly with {new} now"},
			{form: "late", core: "so {old} and I split and I've been with {new} a while"},
		},
		revert: []rawGatheredStmt{
			{form: "news", core: "before the group explodes: {old} is out and {new} is back, I know"},
			{form: "logistics", group: "family", lead: "How many for Boxing Day?",
				core: "two, {old} is long gone so it's me and {new}, yes again"},
			{form: "reply", ask: "How's {v}?",
				core: "we broke up, {old} is done, back with {new} like before"},
			{form: "fix", lead: "{name}'s bringing {v} I assume",
				core: "keep up, {old} is history and {new} and me are giving it another go"},
			{form: "logistics", lead: "Who's coming to the barbecue and with who",
				core: "with {old} out of the picture it's me plus {new}, we're back on"},
			{form: "split", lead: "before anyone asks",
				core: "we called it quits, {old} and me, so {new} is moving back in this weekend"},
			{form: "late", core: "I left {old} and got back with {new}, long story"},
		},
		react: []string{
			"Omg {v}!! Can't wait to meet them 😍",
			"Welcome {v} to the chaos 😂",
			"{v} sounds lovely, bring them Saturday",
		},
		reactNew: []string{
			"Wait, {v}?? Tell us everything",
			"Oh {v}! Happy for you x",
			"Place card updated to {v} ✍️",
		},
		chatter: []rawGatheredLine{
			{"", "date night ideas that aren't the cinema, go"},
			{"wedding", "is it plus ones for everyone or just partners"},
			{"", "anniversary gift ideas please, I'm useless"},
			{"family", "no I'm not getting engaged, stop asking"},
		},
		other: []rawGatheredLine{
			{"", "my sister's new boyfriend is called {v}, he seems nice"},
			{"", "my flatmate's been seeing {v} for a month, it's all we hear about"},
			{"family", "cousin Jo brought {v} to the party, nobody knew"},
			{"uni", "my brother proposed to {v} on a pier in the rain, she said yes 😭"},
		},
		digest: []rawGatheredLine{
			{"", "Weekly digest: $NAME is now with {v}. Dinner Friday."},
			{"", "Weekly digest: plus-ones updated, $NAME + {v}."},
			{"wedding", "Weekly digest: place cards done; $NAME seated with {v}, {cur} removed."},
		},
		news: []rawGatheredLine{
			{"", "Me and {v} got engaged!!! 💍"},
			{"", "Keys to a flat with {v} next month, eek"},
			{"book", "Been seeing someone, {v}, early days"},
		},
		echo: []rawGatheredEcho{
			{"", "who's coming saturday?", "You and {v}, plus the usual lot"},
			{"wedding", "did my plus one get an invite?", "Yep, {v}'s invite went out Monday"},
			{"", "anyone want to do dinner friday?", "Yes! Bring {v}, we miss them"},
			{"book", "can I bring someone thursday?", "Of course, {v} is always welcome"},
		},
		stale: []rawGatheredStale{
			{"", "@{name} bring {v} on Saturday!", "ah we're not together anymore 😬"},
			{"wedding", "Place card says {name} and {v}, is that right?", "no, that's my ex, please change it"},
			{"", "Is {v} coming to the party {name}?", "no, we're not together 😬 awkward"},
			{"uni", "{name} tell {v} I said hi!", "ha, bit out of date there"},
		},
		misread: []rawGatheredMisread{
			{"", "{v} gave me a lift home, what a legend", "Ooh {name} and {v}?? 👀", "stop it, {v} is my colleague"},
			{"running", "running with {v} on Sunday, they're fast", "Is {v} your new partner?", "no!! just a running buddy"},
			{"book", "{v} is lending me their copy", "{v} as in your new partner? 👀", "as in my neighbour, calm down"},
		},
		elsewhere: []rawGatheredLine{
			{"", "having lunch with {v} from work, she's hilarious"},
			{"", "my neighbour {v} is feeding the cat while I'm away"},
			{"book", "{v} from my office recommended this month's book"},
		},
		plan: []rawGatheredLine{
			{"", "should I ask {v} out? honestly"},
			{"", "everyone keeps saying I should date {v}, not happening"},
			{"uni", "thinking of inviting {v} to the reunion, probably won't"},
		},
		past: []rawGatheredLine{
			{"", "bumped into {v}, my ex from years ago, so awkward"},
			{"uni", "remember when I was with {v} and we had that disastrous holiday"},
			{"", "I was dating {v} when I had the terrible fringe"},
		},
		joke: []rawGatheredLine{
			{"", "if {v} brings those brownies again I'm proposing"},
			{"", "the cat loves {v} more than me, traitor"},
			{"family", "gran is convinced I'm marrying {v}, I've met them once"},
		},
		forward: []rawGatheredLine{
			{"", "💕 {v} and Sam's engagement party, all welcome, bring a dish! Please share"},
			{"", "Lost dog! Answers to {v}, last seen near the park, please share"},
		},
		poll: []rawGatheredLine{
			{"", "who's giving the best man speech?\nOPTION: {v}"},
			{"", "who's organising the next meetup?\nOPTION: {v}"},
		},
		still: []string{
			"Is {name} still with {v}, going by the group chat?",
			"Should the group still invite {v} as {name}'s plus one?",
			"Is {v} still {name}'s partner, from the chats?",
		},
		stillWhen: []string{
			"Was {name} still with {v} {when}, going by the group chat?",
			"Judging by the chats, was {v} still {name}'s partner {when}?",
		},
	},
}
