package scenarios

import (
	"slices"
	"strings"
	"time"
)

// The couched set lives in its own file, as the veiled to smocked sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is one employee's workplace chat (Slack or Teams
// style) over many months: direct messages with the workplace assistant
// bot, Hubbot (role assistant, speaker AssistantSpeaker: HR and payroll,
// travel and desks, the IT helpdesk, the canteen), and team channels
// (#team-data, #random, #lunch-club, #social) where colleagues post too
// (role user, each under their own first name as speaker,
// rawCouchedMates). The employee, the subject of every question (role
// user, their first name as speaker), keeps one manner all through
// (rawCouchedPeople): all in lower case, mostly lower case with emoji
// codes, chatty, terse, excitable (now and then in capitals), formal.
// Every session is a room (rawCouchedRooms): a DM opened by the bot's
// greeting naming the desk it serves, or a channel opened by the bot's
// notice naming the channel (a standup reminder, a lunch order thread, a
// party RSVP). They write as people write at work: standup updates
// ("Yesterday: ...\nToday: ...\nBlockers: ..."), "OOO Friday", @mentions,
// emoji written as text (":tada:", ":+1:"), thread replies ("^ this"),
// short lower-case messages, bot commands ("/book desk", "/expense"),
// automated notices, and the occasional longer message. A conversation
// is about one room of each kind that deals with the asked fact (one DM
// desk and one channel).
//
// A value is stated in one of seven forms (rawCouchedStmt): a post of its
// own in a channel or a DM ("moving house this weekend so OOO friday,
// new place is in X"); a standup update with the value in one of its
// lines (standup: #team-data only); a bot command (command: "/profile
// set home ..."; DMs only); the answer to the bot's value-less question
// after the employee's value-less request (answer; DMs only); a thread
// reply to a colleague's value-less question (thread; channels only); the
// correction after the bot read back a stale or a wrong record naming
// another value (fix; DMs only); or two or three messages seconds apart,
// the value in the last (split). A statement may be one room's only
// (rawCouchedStmt.room), and every room hears every form it allows.
//
// Gold follows the stitched rule: a gold turn is one in which the
// employee states their own value of the asked attribute as holding at
// that time, in their own words: inside a standup, a form, a lunch order,
// a bot command or a request as long as the value's name is written out
// and it is their own current value; never a colleague's turn, never the
// bot's. Of a statement split over consecutive messages the turn holding
// the value is gold (the earlier ones name no value). A corrected
// statement is a statement, and a value corrected away (the bot's stale
// record) is not the one that holds; a joke or sarcasm naming a value is
// never a statement. A desk booked at an office, a business trip, a
// client or a colleague's news is never the employee's value: a desk
// booking counts only where the same turn says they live there now. The
// oracle reads a couched turn and the set's statement templates as
// rawSpoken writes them, so a turn in lower case or in capitals, with
// emoji codes or a standup on lines of its own, reads as its cased
// one-line twin, and values compare without case.
//
// Distractors: colleagues' own news in the same channels (a move, a
// farewell, their diet in the lunch thread, their +1), naming other
// values, sometimes @mentioning the employee; colleagues' cheers right
// after a statement naming the value that holds (allowed, never gold);
// the bot's confirmations and answers naming the value that holds
// (allowed, never gold), its read-backs of the old record and acts on it
// (put right by the employee without naming a value), its offers naming
// other values, which the employee refuses, perhaps naming them; offices
// that are not homes, business trips, clients and partner companies;
// relatives' and friends' values; plans and hypotheticals; earlier values
// told as past; lines naming another value that the bot misreads as the
// employee's; jokes; and the employee's other attributes. Questions are
// typed by whoever asks (an HR partner, a manager, a colleague organising
// an event), normally cased and punctuated; expected is the value as
// cased in its list. They ask for the value as the other sets do and
// also as yes/no "still" questions naming a stale or wrong value,
// expected always the value that held; months are asked "in", "at the
// all-hands in", "in the payroll run for", "around the quarterly review
// in" or "on a standup day in", and "before X".
func init() {
	var names []string
	for _, p := range rawCouchedPeople {
		names = append(names, p.name)
	}
	var small []string
	for _, rm := range rawCouchedRooms {
		small = append(small, rm.smallTalk...)
	}
	installRawSet(PhrasingCouched, rawCouchedAttrs(), small, rawCouchedReplies,
		[]string{"in ", "at the all-hands in ", "in the payroll run for ", "around the quarterly review in ", "on a standup day in "},
		names)
}

// rawCouchedRoom is a room of the workplace chat: a DM with one of the
// bot's desks or a channel. code tags the statements and lines said only
// there; forms are the statement forms it allows; opens are the bot's
// lines opening a session there, each naming the room ({name}: the
// employee); smallTalk the employee's everyday lines there and mates the
// colleagues' (channels), naming no value.
type rawCouchedRoom struct {
	code, name string
	dm         bool
	attrs      []string
	forms      []string
	opens      []string
	smallTalk  []string
	mates      []string
}

// rawCouchedDMForms and rawCouchedTeamForms are the forms a DM and the
// team channel allow; other channels allow rawCouchedChannelForms.
var (
	rawCouchedDMForms      = []string{"post", "command", "answer", "fix", "split"}
	rawCouchedTeamForms    = []string{"post", "standup", "thread", "split"}
	rawCouchedChannelForms = []string{"post", "thread", "split"}
)

var rawCouchedRooms = []rawCouchedRoom{
	{code: "hr", name: "Hubbot HR", dm: true, attrs: []string{"lives_in", "works_at", "partner"}, forms: rawCouchedDMForms,
		opens: []string{"Hi {name} :wave: Hubbot HR here, your people and payroll desk. What can I do for you?",
			"Hubbot HR: good to see you, {name}. Ask me about pay, leave or your personal record."},
		smallTalk: []string{
			"how many days of leave have I got left this year",
			"where's my payslip for last month, the link is broken",
			"can I carry five days of leave over into next year",
			"/leave request 2 days next thursday and friday",
			"when does the pay rise show up in my salary",
		}},
	{code: "travel", name: "Hubbot Travel", dm: true, attrs: []string{"lives_in"}, forms: rawCouchedDMForms,
		opens: []string{"Hi {name}! Hubbot Travel and Desks here :airplane: Where are you off to?",
			"Hubbot Travel: morning {name}, need a desk, a train or a hotel?"},
		smallTalk: []string{
			"/book desk 3rd floor window seat for tuesday",
			"can you find me a train that gets in before 9 on monday",
			"/expense taxi 23.40 late finish after the release",
			"is the car park open on bank holidays",
			"my hotel receipt is missing from the expense claim, can you chase it",
		}},
	{code: "it", name: "Hubbot IT", dm: true, attrs: []string{"works_at"}, forms: rawCouchedDMForms,
		opens: []string{"Hi {name}, Hubbot IT helpdesk :computer: What's broken today?",
			"Hubbot IT: hello {name}, tell me what's not working."},
		smallTalk: []string{
			"my laptop keeps dropping off the vpn every hour",
			"can I get a second monitor for my desk",
			"I'm locked out of my email again, third time this week",
			"/ticket printer on floor 2 is jammed",
			"how do I get admin rights to install the sql client",
		}},
	{code: "canteen", name: "Hubbot Canteen", dm: true, attrs: []string{"diet"}, forms: rawCouchedDMForms,
		opens: []string{"Hi {name}! Hubbot Canteen here :fork_and_knife: Today's menu is up. What can I do for you?",
			"Hubbot Canteen: hello {name}, hungry already?"},
		smallTalk: []string{
			"what's the soup today",
			"can I pre-order a sandwich for 12:30",
			"/order flat white, oat milk, pick up at 10",
			"is the salad bar back on wednesdays",
			"why is the cafe closing early on friday",
		}},
	{code: "team", name: "#team-data", attrs: []string{"lives_in", "works_at", "diet"}, forms: rawCouchedTeamForms,
		opens: []string{"#team-data: standup time :sunrise: reply in the thread with Yesterday / Today / Blockers.",
			"#team-data: reminder, sprint review at 3pm today. Post your updates in the thread."},
		smallTalk: []string{
			"pr is up for the dashboard fix if someone has five minutes",
			"anyone else getting a 502 from staging or is it just me",
			"pushing the release to tomorrow, the integration tests are flaky again",
			"can someone rerun the nightly job, it died at 3am",
			"the retro board is up, add your sticky notes before friday",
		},
		mates: []string{
			"morning all :coffee:",
			"who broke the build :eyes:",
			"standup's at 9:45 today, not 9:30",
			"I'll be a bit late, dentist :grimacing:",
			"the staging db is back up :+1:",
		}},
	{code: "random", name: "#random", attrs: []string{"lives_in", "works_at", "partner"}, forms: rawCouchedChannelForms,
		opens: []string{"#random: it's Friday! Share your weekend plans :sunglasses:",
			"#random: the coffee machine on floor 2 has been fixed :coffee: Carry on."},
		smallTalk: []string{
			"who left the cake in the kitchen, it's amazing",
			"the lift on the left is stuck again, take the stairs",
			"anyone up for a pub quiz team on thursday",
			"lost: a blue umbrella with a duck handle, last seen in meeting room 4",
			"does anyone have a phone charger I can borrow",
		},
		mates: []string{
			"there are doughnuts by the printer :doughnut:",
			"happy friday people :tada:",
			"who's in for the five-a-side tonight",
			"the wifi on floor 3 is terrible today",
			"fire drill at 11, don't panic",
		}},
	{code: "lunch", name: "#lunch-club", attrs: []string{"diet"}, forms: rawCouchedChannelForms,
		opens: []string{"#lunch-club: team lunch on Thursday! Reply in the thread with your order by 11 :burrito:",
			"#lunch-club: the Friday pizza order closes at noon. Reply with what you want :pizza:"},
		smallTalk: []string{
			"can we do the noodle place again, it was great last time",
			"I'll collect the order if someone holds the door",
			"is it a 12 or a 12:30 lunch this week",
			"whose turn is it to pick the restaurant",
		},
		mates: []string{
			"order's in, 25 minutes :stopwatch:",
			"who hasn't paid me back for last week :eyes:",
			"food's here, kitchen on floor 2",
			"the poll for next week's place is up",
		}},
	{code: "social", name: "#social", attrs: []string{"diet", "partner"}, forms: rawCouchedChannelForms,
		opens: []string{"#social: holiday party RSVPs are open! Reply with your +1 and any dietary needs :tada:",
			"#social: summer barbecue on the roof terrace next Friday. Say if you're coming :sun_with_face:"},
		smallTalk: []string{
			"is there a dress code for the party",
			"can we do a secret santa again this year",
			"who's organising the leaving drinks on friday",
			"will there be a taxi home after the party",
		},
		mates: []string{
			"the party venue is booked :tada:",
			"secret santa names go out on monday",
			"the photo booth was a hit last year :camera:",
			"tickets for the boat party are gone already",
		}},
}

// rawCouchedRoomOf is the room with code code.
func rawCouchedRoomOf(code string) *rawCouchedRoom {
	for i := range rawCouchedRooms {
		if rawCouchedRooms[i].code == code {
			return &rawCouchedRooms[i]
		}
	}
	return &rawCouchedRooms[0]
}

// rawCouchedPerson is an employee of the couched set and their manner:
// lowerIn10 is how many of ten of their messages are all in lower case;
// capsIn3 how many of three of their loud messages (statements and
// jokes) are in capitals; emoji whether they add an emoji code now and
// then. marks go before a message, tails after one.
type rawCouchedPerson struct {
	name, manner       string
	lowerIn10, capsIn3 int
	emoji              bool
	marks, tails       []string
}

var rawCouchedPeople = []rawCouchedPerson{
	{name: "Morven", manner: "all in lower case", lowerIn10: 10,
		marks: []string{"ok so", "fyi"}, tails: []string{"ta", "cheers all"}},
	{name: "Struan", manner: "lower case, emoji codes", lowerIn10: 8, emoji: true,
		marks: []string{"quick one", "heads up"}, tails: []string{"thanks!", "ty"}},
	{name: "Iain", manner: "terse", lowerIn10: 3,
		marks: []string{"fyi", "note"}, tails: []string{"thx", "cheers"}},
	{name: "Kirsty", manner: "chatty, emoji codes", lowerIn10: 2, emoji: true,
		marks: []string{"oh also", "random one but"}, tails: []string{"thank youuu", "you're all stars"}},
	{name: "Murdo", manner: "excitable, now and then in capitals", lowerIn10: 2, capsIn3: 1, emoji: true,
		marks: []string{"right so", "ok ok"}, tails: []string{"woo", "thanks team"}},
	{name: "Rona", manner: "formal", lowerIn10: 0,
		marks: []string{"Good morning,", "For information,"}, tails: []string{"Many thanks.", "Kind regards."}},
	{name: "Seonaid", manner: "all in lower case, emoji codes", lowerIn10: 10, emoji: true,
		marks: []string{"hiya", "psa"}, tails: []string{"tysm", "ta x"}},
	{name: "Tove", manner: "plain", lowerIn10: 4,
		marks: []string{"hey all", "small update"}, tails: []string{"thanks", "thanks all"}},
	{name: "Lenka", manner: "excitable, shouts in capitals", lowerIn10: 1, capsIn3: 2, emoji: true,
		marks: []string{"OMG", "guys"}, tails: []string{"yay", "love you all"}},
	{name: "Ibrahim", manner: "terse, lower case", lowerIn10: 7,
		marks: []string{"fyi", "update"}, tails: []string{"ty", "cheers"}},
	{name: "Mohsin", manner: "polite", lowerIn10: 1,
		marks: []string{"Hi all,", "Quick note,"}, tails: []string{"Thanks a lot!", "Thank you."}},
	{name: "Pia", manner: "chatty", lowerIn10: 3,
		marks: []string{"so", "ok update"}, tails: []string{"thanks lovely people", "appreciate it"}},
}

// rawCouchedPersonOf is the employee named name.
func rawCouchedPersonOf(name string) *rawCouchedPerson {
	for i := range rawCouchedPeople {
		if rawCouchedPeople[i].name == name {
			return &rawCouchedPeople[i]
		}
	}
	return &rawCouchedPeople[0]
}

// rawCouchedMates are the colleagues who post in the channels, none a
// value or user of any set.
var rawCouchedMates = []string{"Bashir", "Pilar", "Quincy", "Rosheen", "Umberto", "Xavi", "Yanick", "Zosia", "Abiola", "Ekow"}

// rawCouchedStmt is one statement template (core), its form, the room it
// is said in (room: a room's code, "dm" any DM, "ch" any channel, empty
// any room allowing the form) and what the form needs around it: post,
// standup and command none (a message of its own; a standup on lines of
// its own; a command starting with a slash); answer (ask: the employee's
// request, naming no value; lead: the bot's question, naming none); thread
// (lead: a colleague's question, naming none); fix (ask: the employee's
// request, naming no value; lead: the bot's read-back of the record,
// naming {v}, a stale value of the employee's or a wrong one); split
// (lead: the first message, naming no value).
type rawCouchedStmt struct{ form, room, ask, lead, core string }

// formCore makes rawCouchedStmt a formed statement (rawformed.go).
func (s rawCouchedStmt) formCore() (string, string) { return s.form, s.core }

// rawCouchedLine is a line said only in the room with code room ("dm":
// any DM, "ch": any channel), or, with room empty, in any room.
type rawCouchedLine struct{ room, text string }

// rawCouchedEcho is the bot naming the value that holds: the employee's
// request (no value) and the bot's answer naming {v}. DMs only.
type rawCouchedEcho struct{ room, ask, line string }

// rawCouchedStale is the bot acting on the employee's earlier value: the
// request (no value), the bot's act naming {v} and the employee putting
// it right without naming a value. DMs only.
type rawCouchedStale struct{ room, ask, act, reject string }

// rawCouchedMisread is a line of the employee's naming a value that is
// not theirs, {v} (a trip, a visitor, a secondment); the bot reading it as
// the employee's own, naming {v} (misread); and the employee's denial,
// which may name {v} again (deny). DMs only.
type rawCouchedMisread struct{ room, said, misread, deny string }

// couchedTexts are the texts of ls, in order.
func couchedTexts(ls []rawCouchedLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawCouchedForms are the couched set's lists per attribute: the lists of
// rawSetLists (values and the questions; its chatter, other people's
// values and the bot's offers are the texts of chatter, other and offer),
// the statements by kind, and: the bot's confirmations of the value just
// stated {v} in a DM, after a first statement (readback) and after a
// change or a revert (readbackNew); colleagues' cheers right after a
// statement in a channel, naming the value that holds {v} (cheer); the
// colleagues' own news naming another value {v} (news); the bot's
// answers naming the value that holds (echo), its acting on an earlier
// value (stale), its misreadings (misread); the employee's offices,
// trips, clients and partner companies that are not theirs (elsewhere),
// plans and hypotheticals (plan), earlier values told as past (past),
// jokes naming a value (joke) and refusals of an offer naming its value
// (reject); the colleagues' value-less questions a thread statement
// answers are the thread statements' leads; and the questions that name a
// stale or wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawCouchedForms struct {
	lists                 rawSetLists
	state, change, revert []rawCouchedStmt
	readback, readbackNew []string
	cheer                 []string
	chatter, other, offer []rawCouchedLine
	news                  []rawCouchedLine
	echo                  []rawCouchedEcho
	stale                 []rawCouchedStale
	misread               []rawCouchedMisread
	elsewhere, plan, past []rawCouchedLine
	joke, reject          []rawCouchedLine
	still, stillWhen      []string
}

// rawCouchedAttrs are the couched set's lists per attribute as
// installRawSet takes them.
func rawCouchedAttrs() map[string]rawSetLists {
	return formedLists(rawCouchedByAttr, func(f rawCouchedForms) (rawSetLists, []rawCouchedStmt, []rawCouchedStmt, []rawCouchedStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = couchedTexts(f.chatter), couchedTexts(f.other), couchedTexts(f.offer)
		return l, f.state, f.change, f.revert
	})
}

// couches reports whether g's set is an employee's workplace chat (the
// couched set).
func (g *rawGen) couches() bool { return g.ph == PhrasingCouched }

// rawCouchedRun is one couched conversation being written.
type rawCouchedRun struct {
	*rawGen
	f     rawCouchedForms
	p     *rawCouchedPerson
	rooms []*rawCouchedRoom // the conversation's: one DM, one channel
	room  *rawCouchedRoom   // the session's
	mates []string          // the colleagues in its channel
	said  string
	used  map[string]bool // the templates said in this session
}

// workChats writes a couched conversation and its questions: the
// employee's manner is their name's (rawCouchedPersonOf); they use one DM
// desk and one channel that deal with the asked attribute (the team
// channel, where it does, one time in two at least), with three
// colleagues of rawCouchedMates in the channel; their other attributes
// get values of the set that hold all through (g.bg); each statement
// comes 90 to 150 days after the previous one or after six to ten
// sessions (times the filler scale), whichever is later.
func (g *rawGen) workChats(vals []string, revert, chatty bool) {
	r := &rawCouchedRun{rawGen: g, f: rawCouchedByAttr[g.a.predicate], p: rawCouchedPersonOf(g.who)}
	var dms, chans []*rawCouchedRoom
	for i := range rawCouchedRooms {
		rm := &rawCouchedRooms[i]
		if slices.Contains(rm.attrs, g.a.predicate) {
			if rm.dm {
				dms = append(dms, rm)
			} else {
				chans = append(chans, rm)
			}
		}
	}
	ch := chans[g.rng.IntN(len(chans))]
	if g.rng.IntN(2) == 0 && slices.Contains(chans, rawCouchedRoomOf("team")) {
		ch = rawCouchedRoomOf("team") // the team channel, where standups are, one time in two
	}
	r.rooms = []*rawCouchedRoom{dms[g.rng.IntN(len(dms))], ch}
	r.mates = pickN(g.rng, rawCouchedMates, 3)
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// user is a message of the employee's, as they type it (loud: a
// statement or a joke, which an excitable one may write in capitals), a
// minute or a few after the last turn.
func (r *rawCouchedRun) user(text string, loud bool) string {
	id, _ := r.turn(r.who, "user", r.written(text, loud), time.Duration(45+r.rng.IntN(240))*time.Second)
	return id
}

// userSoon is the next message of several sent together, seconds after
// the one before it.
func (r *rawCouchedRun) userSoon(text string) (string, time.Time) {
	return r.turn(r.who, "user", r.written(text, false), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// bot is a line of Hubbot's, seconds after the last turn.
func (r *rawCouchedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(4+r.rng.IntN(20))*time.Second)
}

// mate is a colleague's message, a minute or a few after the last turn;
// it returns the colleague.
func (r *rawCouchedRun) mate(text string) string {
	who := pick(r.rng, r.mates)
	r.turn(who, "user", fillOne(text, map[string]string{"name": r.who}), time.Duration(30+r.rng.IntN(200))*time.Second)
	return who
}

// written is text as the employee types it: all in lower case lowerIn10
// times in ten; a loud one in capitals capsIn3 times in three; else with
// its first letter capitalized.
func (r *rawCouchedRun) written(text string, loud bool) string {
	switch {
	case r.rng.IntN(10) < r.p.lowerIn10:
		return strings.ToLower(text)
	case loud && r.rng.IntN(3) < r.p.capsIn3:
		return strings.ToUpper(text)
	}
	return capitalize(text)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawCouchedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// rawCouchedHeard reports whether a line tagged tag is said in room rm:
// untagged, tagged with its code, or "dm" or "ch" as rm is a DM or a
// channel.
func rawCouchedHeard(tag string, rm *rawCouchedRoom) bool {
	return tag == "" || tag == rm.code || tag == "dm" && rm.dm || tag == "ch" && !rm.dm
}

// line is a line of ls said in the session's room, not yet said in this
// session if one of three tries finds one.
func (r *rawCouchedRun) line(ls []rawCouchedLine) string {
	var tpls []string
	for _, l := range ls {
		if rawCouchedHeard(l.room, r.room) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// mine are the statements of s the session's room hears: of a form it
// allows, and untagged or tagged for it.
func (r *rawCouchedRun) mine(s []rawCouchedStmt) []rawCouchedStmt {
	var out []rawCouchedStmt
	for _, st := range s {
		if slices.Contains(r.room.forms, st.form) && rawCouchedHeard(st.room, r.room) {
			out = append(out, st)
		}
	}
	return out
}

// wrap puts, before text, one time in four one of the employee's marks
// or, in a channel, an @mention of a colleague, and one of their tails
// after it one time in four.
func (r *rawCouchedRun) wrap(text string) string {
	switch r.rng.IntN(8) {
	case 0, 1:
		text = pick(r.rng, r.p.marks) + " " + text
	case 2:
		if !r.room.dm {
			text = "@" + pick(r.rng, r.mates) + " " + text
		}
	}
	return r.tail(text)
}

// tail puts one of the employee's tails after text one time in four,
// else, for those who use them, an emoji code one time in four.
func (r *rawCouchedRun) tail(text string) string {
	switch {
	case r.rng.IntN(4) == 0:
		text += " " + pick(r.rng, r.p.tails)
	case r.p.emoji && r.rng.IntN(4) == 0:
		text += " " + pick(r.rng, rawCouchedEmoji)
	}
	return text
}

// open starts a session on r.t's day in one of the conversation's rooms:
// the bot's opener naming it, and one time in three a hello (the
// employee's in a DM, the bot answering; a colleague's in a channel).
func (r *rawCouchedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.room = r.rooms[r.rng.IntN(len(r.rooms))]
	r.bot(fillOne(pick(r.rng, r.room.opens), map[string]string{"name": r.who}))
	if r.rng.IntN(3) == 0 {
		if r.room.dm {
			r.user(pick(r.rng, rawCouchedHellos), false)
			r.bot(pick(r.rng, rawCouchedBotHellos))
			return
		}
		r.mate(pick(r.rng, r.room.mates))
	}
}

// close ends a session one time in two: in a DM with the employee's
// thanks and the bot's goodbye, in a channel with their sign-off and a
// colleague's wave.
func (r *rawCouchedRun) close() {
	if r.rng.IntN(2) == 0 {
		if r.room.dm {
			r.user(pick(r.rng, rawCouchedByes), false)
			r.bot(pick(r.rng, rawCouchedBotByes))
			return
		}
		r.user(pick(r.rng, rawCouchedSignOffs), false)
		r.mate(pick(r.rng, rawCouchedMateByes))
	}
}

// confirm follows statement vals[i]: in a DM the bot's confirmation
// naming the value one time in two (after a change, of the new one), else
// a plain reply; in a channel a colleague's cheer naming the value one
// time in two, else a reaction naming none.
func (r *rawCouchedRun) confirm(vals []string, i int) {
	if !r.room.dm {
		if r.rng.IntN(2) == 0 {
			r.mate(fillOne(pick(r.rng, r.f.cheer), map[string]string{"v": vals[i]}))
			return
		}
		r.mate(pick(r.rng, rawCouchedReactions))
		return
	}
	if r.rng.IntN(2) == 0 {
		l := r.f.readback
		if i > 0 {
			l = r.f.readbackNew
		}
		r.bot(fillOne(pick(r.rng, l), map[string]string{"v": vals[i]}))
		return
	}
	r.bot(pick(r.rng, rawReplies[r.ph]))
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the session's room, its form first (each as likely), with the turns
// the form needs around it, and returns the statement's turn and its
// time.
func (r *rawCouchedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	var forms []string
	for _, st := range r.mine(s) {
		if !slices.Contains(forms, st.form) {
			forms = append(forms, st.form)
		}
	}
	form := forms[r.rng.IntN(len(forms))]
	var of []rawCouchedStmt
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
	case "post":
		id = r.user(r.wrap(core), true)
	case "standup", "command":
		id = r.user(core, false)
	case "answer":
		r.user(r.wrap(st.ask), false)
		r.bot(st.lead)
		id = r.user(r.tail(core), false)
	case "thread":
		r.mate(st.lead)
		id = r.user(r.tail(core), false)
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong record
		if i > 0 {
			lv = vals[i-1] // the value left, which the record still holds
		}
		r.user(r.wrap(st.ask), false)
		r.bot(fillOne(st.lead, map[string]string{"v": lv}))
		id = r.user(r.tail(core), true)
	default: // split
		r.user(st.lead, false)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawCouchedSplitMids))
		}
		var at time.Time
		id, at = r.userSoon(r.tail(core))
		r.confirm(vals, i)
		return id, at
	}
	at := r.t
	if st.form == "fix" && r.rng.IntN(2) == 0 {
		r.bot(pick(r.rng, rawCouchedFixed))
		return id, at
	}
	r.confirm(vals, i)
	return id, at
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, two to nine days apart, one time in six three to six weeks.
func (r *rawCouchedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(8)
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

// smallTalk is one everyday line of the employee's in the session's room
// and the answer to it: the bot's in a DM, a colleague's in a channel.
func (r *rawCouchedRun) smallTalk() {
	t := r.fresh(r.room.smallTalk)
	r.user(r.wrap(t), false)
	r.answer(t)
}

// answer answers the employee's line t: in a DM the bot's answer or a
// short reply; in a channel a colleague's reply.
func (r *rawCouchedRun) answer(t string) {
	if r.room.dm {
		r.bot(r.answerOr(rawCouchedAnswers, t))
		return
	}
	r.mate(pick(r.rng, rawCouchedMateReplies))
}

// exchange is one exchange after statement vals[i], its lines those said
// in the session's room: small talk; talk on the topic naming no value;
// the employee's other attributes; someone else's value; an office, a
// trip, a client or a partner company; a plan or a hypothetical; an
// earlier value told as past; a joke naming another value; in a DM the
// bot's misreading of a line naming a value not the employee's and the
// denial, its answer naming the value that holds, its acting on an
// earlier value (put right without a value), its offer naming another
// value and the refusal; in a channel a colleague's own news naming
// another value (one time in two @mentioning the employee, who answers
// naming none), a colleague's everyday line or the bot's notice.
func (r *rawCouchedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	say := func(ls []rawCouchedLine, v string, reply []string) {
		r.user(r.wrap(fillOne(r.line(ls), map[string]string{"v": v})), false)
		if r.room.dm {
			r.bot(pick(r.rng, reply))
			return
		}
		r.mate(pick(r.rng, rawCouchedMateReplies))
	}
	switch x := r.rng.IntN(46); {
	case x < 7:
		r.smallTalk()
	case x < 9:
		t := r.line(f.chatter)
		r.user(r.wrap(t), false)
		r.answer(t)
	case x < 12:
		r.background()
	case x < 16:
		say(f.other, pick(r.rng, others), rawCouchedOthersReplies)
	case x < 20:
		say(f.elsewhere, pick(r.rng, others), rawCouchedElsewhereReplies)
	case x < 23:
		say(f.plan, pick(r.rng, others), rawCouchedPlanReplies)
	case x < 25 && len(past) > 0:
		say(f.past, pick(r.rng, past), rawReplies[r.ph])
	case x < 26:
		r.user(r.wrap(fillOne(r.line(f.joke), map[string]string{"v": pick(r.rng, others)})), true)
		if r.room.dm {
			r.bot(pick(r.rng, rawCouchedJokeReplies))
		} else {
			r.mate(pick(r.rng, rawCouchedMateLaughs))
		}
	case r.room.dm && x < 29:
		v := pick(r.rng, others)
		m := couchedPick(r, f.misread, func(m rawCouchedMisread) string { return m.room })
		r.user(r.wrap(fillOne(m.said, map[string]string{"v": v})), false)
		r.bot(fillOne(m.misread, map[string]string{"v": v}))
		r.user(fillOne(m.deny, map[string]string{"v": v}), false)
		r.bot(pick(r.rng, rawCouchedFixed))
	case r.room.dm && x < 33 && r.cur != "":
		e := couchedPick(r, f.echo, func(e rawCouchedEcho) string { return e.room })
		r.user(r.wrap(e.ask), false)
		r.bot(fillOne(e.line, map[string]string{"v": r.cur}))
	case r.room.dm && x < 36 && len(past) > 0:
		s := couchedPick(r, f.stale, func(s rawCouchedStale) string { return s.room })
		r.user(s.ask, false)
		r.bot(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject, true)
		r.bot(pick(r.rng, rawCouchedFixed))
	case !r.room.dm && x < 33:
		t := fillOne(r.line(f.news), map[string]string{"v": pick(r.rng, others)})
		if r.rng.IntN(2) == 0 {
			t = "@{name} " + t
		}
		r.mate(t)
		r.user(pick(r.rng, rawCouchedNewsReplies), false)
	case !r.room.dm && x < 36:
		r.mate(r.fresh(r.room.mates))
		if r.rng.IntN(2) == 0 {
			r.user(pick(r.rng, rawCouchedMateReplies), false)
		}
	case !r.room.dm && x < 38:
		r.bot(pick(r.rng, rawCouchedNotices))
	default:
		r.smallTalk()
		if r.room.dm && r.rng.IntN(2) == 0 {
			r.offer(others)
		}
	}
	if chatty && r.room.dm && r.rng.IntN(3) == 0 {
		r.offer(others)
	}
}

// background is a post of the employee's stating one of their other
// attributes (its value holds all through) that the session's room hears,
// and the answer to it; else small talk.
func (r *rawCouchedRun) background() {
	var sts []rawCouchedStmt
	var bgs []string
	for _, a := range r.room.attrs {
		if a == r.a.predicate {
			continue
		}
		for _, st := range r.mine(rawCouchedByAttr[a].state) {
			if st.form == "post" && !r.used[st.core] {
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
	r.user(r.wrap(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]})), false)
	r.answer(sts[k].core)
}

// offer is the bot's offer naming another value and the employee's
// refusal, naming it again one time in two.
func (r *rawCouchedRun) offer(others []string) {
	v := pick(r.rng, others)
	r.bot(fillOne(r.line(r.f.offer), map[string]string{"v": v, "cur": r.cur}))
	if r.rng.IntN(2) == 0 {
		r.user(fillOne(r.line(r.f.reject), map[string]string{"v": v}), false)
		return
	}
	r.user(pick(r.rng, rawCouchedDeclines), false)
}

// couchedPick is an item of xs said in the session's room (room its tag).
func couchedPick[T any](r *rawCouchedRun, xs []T, room func(T) string) T {
	return pickWhere(r.rng, xs, func(x T) bool { return rawCouchedHeard(room(x), r.room) })
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawCouchedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawCouchedEmoji are the emoji codes some employees end a message with.
var rawCouchedEmoji = []string{":tada:", ":+1:", ":sweat_smile:", ":raised_hands:"}

// The employee's lines naming no value: hellos to the bot, thanks closing
// a DM, sign-offs in a channel, the middle message of a statement sent in
// several, replies to a colleague's news, refusals of an offer.
var (
	rawCouchedHellos      = []string{"hey hubbot", "morning, got a sec?", "hi, quick one for you"}
	rawCouchedByes        = []string{"perfect, thanks hubbot", "great, that's all", "sorted, cheers"}
	rawCouchedSignOffs    = []string{"ok logging off, have a good weekend all", "heading out, back online tomorrow", "signing off for today :wave:"}
	rawCouchedSplitMids   = []string{"sorry hit enter too early", "one sec", "typing on my phone, bear with"}
	rawCouchedNewsReplies = []string{"ahh congrats!! :tada:", "no way, good luck with it", "oh nice, keep us posted", "^ this is great news"}
	rawCouchedDeclines    = []string{"no thanks hubbot", "not today thanks", "stop suggesting things please"}
)

// The bot's lines naming no value.
var (
	rawCouchedBotHellos        = []string{"Hi! What can I do for you?", "Hello! I'm listening.", "Sure, go ahead."}
	rawCouchedBotByes          = []string{"Happy to help. Have a good day!", "Anytime! :wave:", "Done. Ping me if you need anything else."}
	rawCouchedFixed            = []string{"Thanks for correcting me, I've updated your record.", "Sorry about that! Your record is fixed now.", "Got it, I've amended your profile."}
	rawCouchedOthersReplies    = []string{"That sounds lovely! Anything I can do for you?", "Noted, though I can only update your own record.", "Nice! Let me know if you need anything booked."}
	rawCouchedElsewhereReplies = []string{"Noted. That doesn't change anything on your profile.", "Understood, I'll keep your record as it is.", "Got it, that's booked as a work item only."}
	rawCouchedPlanReplies      = []string{"Let me know if and when it happens and I'll update things.", "Nothing changes on your record until you tell me.", "Good question! Policies can change, so check again nearer the time."}
	rawCouchedJokeReplies      = []string{"Ha! I'll leave your record alone then :sweat_smile:", "I'm a bot, but I'll pretend I got that joke.", "Noted as a joke, not a change :wink:"}
	rawCouchedNotices          = []string{"Reminder: timesheets are due by 5pm Friday.", "Heads up: the office is closed on Monday for the bank holiday.", "The all-hands recording is now on the intranet.", "Reminder: the fire alarm test is at 11am Wednesday."}
)

// Colleagues' lines naming no value: replies, reactions right after a
// statement, laughs at a joke and waves.
var (
	rawCouchedMateReplies = []string{"^ this", ":+1:", "on it", "same here tbh", "lgtm", "haha fair", "will check after lunch"}
	rawCouchedReactions   = []string{":tada: :tada:", "congrats!!", "oh nice :raised_hands:", ":+1: noted", "ahh that's exciting"}
	rawCouchedMateLaughs  = []string{":joy:", "lol", "haha stop", ":rolling_on_the_floor_laughing:"}
	rawCouchedMateByes    = []string{":wave:", "have a good one!", "night!"}
)

// rawCouchedReplies are the bot's short replies.
var rawCouchedReplies = []string{
	"Done :white_check_mark: What next?",
	"Got it :+1:",
	"Thanks, I've updated your profile.",
	"All set :white_check_mark:",
	"Noted on your record.",
	"Consider it handled.",
}

// rawCouchedAnswers are the bot's answers to the employee's everyday
// requests in a DM, by request. No value.
var rawCouchedAnswers = map[string]string{
	"how many days of leave have I got left this year":         "You have 9.5 days of annual leave left this year.",
	"where's my payslip for last month, the link is broken":    "Sorry about that! Here's a fresh link to last month's payslip.",
	"can I carry five days of leave over into next year":       "Yes, up to five days carry over if your manager approves them.",
	"/leave request 2 days next thursday and friday":           "Leave request sent to your manager for approval :calendar:",
	"when does the pay rise show up in my salary":              "Pay rises show in the payroll run after they're approved.",
	"/book desk 3rd floor window seat for tuesday":             "Booked: desk 3.14 by the window on Tuesday.",
	"can you find me a train that gets in before 9 on monday":  "The 07:12 gets in at 08:41. Want me to book it?",
	"/expense taxi 23.40 late finish after the release":        "Expense logged: taxi, 23.40. Attach the receipt when you can.",
	"is the car park open on bank holidays":                    "The car park is closed on bank holidays.",
	"my laptop keeps dropping off the vpn every hour":          "Try the new VPN client from the software centre; if it keeps dropping, I'll raise a ticket.",
	"can I get a second monitor for my desk":                   "Request logged. Facilities usually deliver within a week.",
	"I'm locked out of my email again, third time this week":   "I've unlocked it. Resetting your password should stop the lockouts.",
	"what's the soup today":                                    "Today's soup is roasted tomato and red pepper.",
	"can I pre-order a sandwich for 12:30":                     "Yes, pick one from today's menu and I'll have it ready at 12:30.",
	"/order flat white, oat milk, pick up at 10":               "Order placed: flat white with oat milk, ready at 10:00 :coffee:",
	"is the salad bar back on wednesdays":                      "Yes, the salad bar is back every Wednesday.",
	"how do I claim relocation costs if I move house?":         "Relocation costs are claimed under Expenses, Relocation, with the removal invoice attached.",
	"who do I tell about a change of address, you or payroll?": "Tell me and I'll pass it to payroll; they use the same record.",
	"is the season ticket loan still running this year?":       "Yes, the season ticket loan is open until the end of March.",
	"how do I get my laptop set up on the first day?":          "IT sets up new laptops on your first morning; come to the helpdesk at 9.",
	"does my pension move with me if I change jobs?":           "Your pension pot stays yours; you can transfer it to your new scheme.",
	"where do I find the onboarding checklist?":                "It's on the intranet under New Starters.",
	"can the canteen label allergens on the menu?":             "Every dish on the menu lists its allergens.",
	"how do I set my meal preference for the offsite?":         "Set it under Profile, Food, or just tell me.",
	"does the canteen do a set menu on fridays?":               "Fridays are fish and chips or the vegetable curry.",
	"who counts as next of kin on the HR record?":              "Anyone you name; it doesn't have to be family.",
	"can I bring a +1 to the summer party?":                    "Yes, one guest each. Add their name when you RSVP.",
	"how do I change my emergency contact?":                    "Tell me the name and phone number and I'll update it.",
}

// The couched set's own lists per attribute. The employee's lists are
// written as people type at work, first letter in lower case (the
// generator capitalizes it, or writes the turn in their manner); the
// bot's lines and the questions are standard English; colleagues' lines
// are written as they send them. A statement neither starts nor ends with
// a placeholder, so the oracle reads the value whole, and a standup holds
// its fields on lines of their own.
var rawCouchedByAttr = map[string]rawCouchedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Stockport", "Macclesfield", "Gloucester", "Colchester", "Wrexham", "Oldham",
				"Grantham", "Kettering", "Chelmsford", "Paisley", "Burnley", "Lowestoft"},
			qCurrent: []string{
				"HR partner here: which town or city does {name} live in now?",
				"Organising the offsite coaches: where is {name} travelling in from these days?",
				"From the team channels and DMs, which town is {name} living in at present?",
				"Which city should payroll have as {name}'s home today?",
			},
			qWhen: []string{
				"HR partner here: which city was {name}'s home {when}?",
				"From the team channels and DMs, which town was {name} living in {when}?",
				"Which town did {name} commute in from {when}?",
			},
			qBefore: []string{
				"HR partner here: which town was {name} registered in ahead of the {next} move?",
				"Payroll query: prior to relocating to {next}, what was {name}'s home town?",
				"Relocation file: which town was {name}'s base until {next}?",
			},
		},
		state: []rawCouchedStmt{
			{form: "post", room: "ch", core: "anyone else commute in from {v}? I live there and the 7:50 is always rammed"},
			{form: "post", room: "dm", core: "for my record, home is {v}, I've lived there a few years now"},
			{form: "post", core: "note for whoever does the team map: I live in {v}, hence the long commute"},
			{form: "standup", core: "Yesterday: cleaned up the churn model\nToday: working from home in {v}, ping me on here\nBlockers: none"},
			{form: "command", core: "/profile set home-city {v}, that's where I live, use it for travel bookings"},
			{form: "command", room: "travel", core: "/book desk at whichever office is nearest home, I live in {v} if that helps"},
			{form: "answer", ask: "I'm filling in my new starter record",
				lead: "Welcome! Which town or city do you live in?",
				core: "I'm in {v}, about forty minutes from the office"},
			{form: "thread", lead: "updating the team map for the offsite, where's everyone based these days?",
				core: "^ based in {v}, I live right by the station"},
			{form: "fix", ask: "can you check the home address on my record?",
				lead: "Your record says you live in {v}. Is that right?",
				core: "wrong one, home is {v} and has been for three years, can you correct it"},
			{form: "split", lead: "new here so a bit about me",
				core: "I live in {v}, so I'm on the early train most days"},
		},
		change: []rawCouchedStmt{
			{form: "post", room: "ch", core: "moving house this weekend so OOO friday :truck: new place is in {new}, come visit"},
			{form: "post", room: "ch", core: "anyone else commute from {new}? just moved there and still learning the buses"},
			{form: "post", core: "I'm remote from {new} now, moved last week, so ping me here rather than at my desk"},
			{form: "post", room: "dm", core: "new address for the payroll bot: 14 Kelso Road, {new}, moved in on saturday"},
			{form: "post", room: "dm", core: "I've moved from {old} to {new}, please update my record"},
			{form: "standup", core: "Yesterday: unpacked about forty boxes\nToday: first day working from the new flat in {new}, we moved at the weekend\nBlockers: the broadband man comes at 2"},
			{form: "command", core: "/profile set home-city {new}, moved there last week, the old address is gone"},
			{form: "command", room: "travel", core: "/book desk at the north office for mondays, it's the closest to home now I live in {new} :house:"},
			{form: "answer", ask: "I need to change my address",
				lead: "No problem! Which town or city do you live in now?",
				core: "it's {new} now, we got the keys last friday"},
			{form: "thread", lead: "commute survey from facilities: where's everyone travelling in from now?",
				core: "^ from {new} since the move, about an hour door to door"},
			{form: "fix", ask: "can you send my P60 in the post?",
				lead: "Sure, I'll post it to your address in {v}.",
				core: "no, don't, that's the old flat in {old}, I live in {new} now"},
			{form: "split", lead: "ok so small personal news",
				core: "I live in {new} now, we moved at the weekend :house:"},
		},
		revert: []rawCouchedStmt{
			{form: "post", core: "we've left {old} and moved back to {new}, same street as before, so OOO friday for the move"},
			{form: "post", room: "dm", core: "new address for payroll again, sorry: left {old}, back at the old place in {new} from today"},
			{form: "standup", core: "Yesterday: moving van chaos\nToday: settling back in, we've left {old} and we're home in {new} again\nBlockers: can't find the kettle"},
			{form: "command", core: "/profile set home-city back from {old} to {new}, we moved home again"},
			{form: "answer", ask: "my address has changed again, sorry",
				lead: "No worries! Where do you live now?",
				core: "the move to {old} didn't work out, I'm back in {new} for good"},
			{form: "thread", lead: "doing the secret santa postage, can everyone confirm which town they're in now?",
				core: "^ I've left {old} and I'm back in {new}, same address as last year"},
			{form: "fix", ask: "which address will my new badge be posted to?",
				lead: "Your new badge will go to your address in {v}.",
				core: "no, I've moved out of {old}, I'm back living in {new}, please change it"},
			{form: "split", lead: "ok so more house news, sorry",
				core: "the {old} flat was a disaster, so at the weekend we moved home to {new} again"},
		},
		readback: []string{
			"Thanks! I've saved {v} as your home city.",
			"Got it, your home address is in {v}.",
			"Record updated: home city {v} :house:",
		},
		readbackNew: []string{
			"Done! Your home city is now {v}. Happy new home :house:",
			"Updated: home address in {v}. Payroll has the new one too.",
			"Record updated: home city changed to {v}.",
		},
		cheer: []string{
			"oh nice, {v} is lovely :house:",
			"welcome to the {v} commuter club :train:",
			"ooh {v}, you'll love the market there",
		},
		chatter: []rawCouchedLine{
			{"hr", "how do I claim relocation costs if I move house?"},
			{"dm", "who do I tell about a change of address, you or payroll?"},
			{"dm", "is the season ticket loan still running this year?"},
			{"ch", "any tips for a removal firm that isn't a nightmare?"},
			{"ch", "does anyone know if we get a day off for moving house?"},
		},
		other: []rawCouchedLine{
			{"", "my sister just moved to {v}, any tips for the drive up?"},
			{"", "my parents live in {v} so I'm driving up after work friday"},
			{"ch", "my flatmate got a job near {v}, so I need a new flatmate, anyone?"},
			{"ch", "my best mate bought a house in {v}, housewarming on saturday :tada:"},
		},
		news: []rawCouchedLine{
			{"", "I'm moving to {v} next month, anyone know a good removal firm?"},
			{"", "just signed for a flat in {v} :key: goodbye commute"},
			{"", "we're relocating to {v} in the spring, so I'll be remote from then"},
			{"", "finally moved to {v}, my cat hates the new place"},
		},
		offer: []rawCouchedLine{
			{"dm", "Tip: there are free desks at our {v} hub this week. Want me to book one?"},
			{"dm", "Our {v} office has a new quiet floor. Shall I add it to your favourites?"},
			{"travel", "Season tickets from {v} are 10% off this month through the loan scheme."},
		},
		echo: []rawCouchedEcho{
			{"hr", "what address is on my payslip these days?", "Your payslip shows your home address in {v}."},
			{"travel", "which station do my trains default to?", "Your trains default to leaving from {v}, your home city."},
			{"dm", "what home city have you got for me?", "Your record lists {v} as your home city."},
		},
		stale: []rawCouchedStale{
			{"hr", "can you post my new parking permit to me?", "Sure, I'll post it to your address in {v}.", "no, that's the old place, I updated it, check again"},
			{"travel", "book me a train to the offsite on the 12th", "Booked: the 07:42 from {v} to the offsite.", "wrong station, I don't live there any more, I changed it"},
			{"dm", "what's my nearest office?", "Your nearest office to your home in {v} is the north hub.", "that's out of date, I moved, please check my record"},
		},
		misread: []rawCouchedMisread{
			{"travel", "book me a hotel in {v} for the client workshop", "Booked! Shall I also set your home city to {v}?", "no, it's a work trip, I don't live there"},
			{"hr", "can you send the leaving card for the team to the {v} office?", "Sure. Shall I change your home address to {v} too?", "no, that's the office, not my home"},
			{"dm", "I'm staying with friends in {v} for a week, will my vpn work there?", "It will! Would you like me to change your home city to {v}?", "no, it's only a visit, leave my record alone"},
		},
		elsewhere: []rawCouchedLine{
			{"", "I'm in the {v} office on tuesdays if anyone wants a coffee"},
			{"", "flying to {v} for the client workshop thursday, back friday"},
			{"travel", "/book desk in the {v} office for wednesday, in for the quarterly review"},
			{"", "our biggest client is based in {v} so I'm there a lot, but it's a work thing"},
			{"", "the invoice address is our office in {v}, not my home"},
		},
		plan: []rawCouchedLine{
			{"", "thinking about moving to {v} next year, anyone know what the commute's like?"},
			{"", "if I moved to {v}, would I still get the travel allowance?"},
			{"", "we're looking at houses in {v} but nothing's decided"},
			{"", "might rent somewhere in {v} for the summer, just an idea"},
		},
		past: []rawCouchedLine{
			{"", "still getting post forwarded from the old flat in {v}, does the mailroom need to know?"},
			{"", "found my old {v} bus pass while unpacking, what a relic"},
			{"dm", "please delete the old {v} address from my saved addresses"},
			{"", "I don't miss the commute from {v} one bit"},
		},
		joke: []rawCouchedLine{
			{"", "if the trains get any worse I'm moving to {v} and becoming a shepherd :sheep:"},
			{"", "apparently my calendar thinks I live in {v}, it keeps booking me there lol"},
			{"", "honestly the {v} office coffee is so bad it should be a crime"},
		},
		reject: []rawCouchedLine{
			{"", "no thanks, {v} is miles from me"},
			{"", "no, I don't need anything in {v}"},
		},
		still: []string{
			"Does {name} still live in {v}, going by the workplace chat?",
			"Should we still send {name}'s badge to {v}?",
			"Is {name} still commuting in from {v}?",
		},
		stillWhen: []string{
			"Per the chat, was {name} still living in {v} {when}?",
			"Would {name}'s payroll address still have been in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Marrowby Insurance", "Vantor Health", "Pebblecombe Software", "Tamberlane Studios", "Orrell Logistics", "Slatehouse Capital",
				"Ferncastle Engineering", "Wildmoor Analytics", "Granary Digital", "Ravensbourne Consulting", "Sweetwater Robotics", "Emberline Payments"},
			qCurrent: []string{
				"HR partner here: which company employs {name} now?",
				"Manager check: who is {name}'s employer at the moment?",
				"From the team channels and DMs, which company is {name} with now?",
				"Which company should {name}'s reference letter name today?",
			},
			qWhen: []string{
				"HR partner here: which firm had {name} on staff {when}?",
				"Going by the workplace chat, who did {name} work for {when}?",
				"Manager check: whose payroll was {name} on {when}?",
			},
			qBefore: []string{
				"HR partner here: who employed {name} before they joined {next}?",
				"Before the job move to {next}, which company did {name} work for?",
				"Reference check: where was {name} working just before {next} hired them?",
			},
		},
		state: []rawCouchedStmt{
			{form: "post", room: "ch", core: "hi all :wave: I'm the new analyst here at {v}, been here a week, still finding the kitchen"},
			{form: "post", room: "dm", core: "for my record: my employer is {v}, permanent contract"},
			{form: "post", core: "fun fact for the intro thread: I've worked at {v} for six years now"},
			{form: "standup", core: "Yesterday: the quarterly numbers\nToday: writing my anniversary post, five years at {v} today\nBlockers: cake supply"},
			{form: "command", core: "/profile set employer {v}, I'm on the permanent payroll here"},
			{form: "command", room: "it", core: "/ticket need a laptop, I started at {v} this week and haven't got one"},
			{form: "answer", ask: "I'm doing the new starter form",
				lead: "Welcome aboard! Which company are you employed by?",
				core: "I'm employed by {v}, joined on monday"},
			{form: "thread", lead: "new faces in the channel! say hi and tell us where you work :wave:",
				core: "^ hello! I work at {v}, on the data team"},
			{form: "fix", ask: "why does my record look wrong?",
				lead: "Your record says your employer is {v}. Is that right?",
				core: "never heard of them, my employer's {v}, can you correct that"},
			{form: "split", lead: "new here so a quick intro",
				core: "I work for {v}, in the analytics team"},
		},
		change: []rawCouchedStmt{
			{form: "post", room: "ch", core: "last day at {old} today, it's been a blast :wave: I start at {new} on monday"},
			{form: "post", room: "random", core: "Personal news :tada: after four great years at {old}, I'm thrilled to share that I've joined {new} as a senior analyst!"},
			{form: "post", room: "ch", core: "first week at {new}, who do I ask about laptops?"},
			{form: "post", room: "dm", core: "I've left {old}, my employer is {new} now, please update my record"},
			{form: "standup", core: "Yesterday: induction and a fire safety video\nToday: first proper day at {new}, meeting the team\nBlockers: still no laptop"},
			{form: "command", core: "/profile update: left {old}, employer now {new} from the 1st"},
			{form: "command", room: "it", core: "/ticket new starter at {new}, need my accounts set up please"},
			{form: "answer", ask: "I need to update my employment details",
				lead: "Of course! What's your previous employer, and who employs you now?",
				core: "previous was {old}, and I've been at {new} since the 1st"},
			{form: "thread", lead: "who's our new starter? give us a quick intro :wave:",
				core: "^ that's me! just left {old} and joined {new} this week, excited to be here"},
			{form: "fix", ask: "can you check my employment letter?",
				lead: "Your letter confirms employment at {v}.",
				core: "wrong firm, {old} was my last job, I'm at {new} these days, redo it please"},
			{form: "split", lead: "ok so career news",
				core: "I've left my old job, I'm at {new} now :tada:"},
		},
		revert: []rawCouchedStmt{
			{form: "post", room: "ch", core: "plot twist: I've left {old} and gone back to {new}, they made me an offer I couldn't refuse"},
			{form: "post", room: "dm", core: "please update my record again: left {old}, rejoined {new} this month"},
			{form: "standup", core: "Yesterday: returned my {old} laptop\nToday: back at {new}, first day as a returner\nBlockers: none, I still know where the coffee is"},
			{form: "command", core: "/profile update: left {old}, rejoined {new} this month"},
			{form: "answer", ask: "my employer has changed again, sorry",
				lead: "No problem! Who employs you now?",
				core: "walked away from {old} and {new} had me back, same desk even"},
			{form: "thread", lead: "is that who I think it is back in the channel? :eyes:",
				core: "^ yep! left {old} and I'm back at {new}, missed you all"},
			{form: "fix", ask: "my benefits page looks odd",
				lead: "Your benefits are set up with {v}.",
				core: "that's stale, I quit {old} last month and returned to {new}, fix it please"},
			{form: "split", lead: "career news again, sorry",
				core: "goodbye {old}, hello again {new} :wave:"},
		},
		readback: []string{
			"Thanks, I've recorded your employer as {v}.",
			"Got it: {v} is your employer on file.",
			"Record updated: employer {v}.",
		},
		readbackNew: []string{
			"Congrats on the move! Your employer is now {v} on your record.",
			"Updated: employer changed to {v}.",
			"Done, your record now shows {v} as your employer :briefcase:",
		},
		cheer: []string{
			"welcome aboard! you'll love it at {v} :tada:",
			"congrats, {v} is lucky to have you",
			"ooh {v}, fancy! good luck :raised_hands:",
		},
		chatter: []rawCouchedLine{
			{"hr", "does my pension move with me if I change jobs?"},
			{"it", "how do I get my laptop set up on the first day?"},
			{"dm", "where do I find the onboarding checklist?"},
			{"ch", "anyone know how long the probation period is here?"},
			{"ch", "what's the etiquette for leaving drinks, do I organise my own?"},
		},
		other: []rawCouchedLine{
			{"", "my brother just started at {v}, small world"},
			{"", "my partner's firm, {v}, is hiring if anyone's looking"},
			{"", "my old uni friend runs the data team at {v} now"},
			{"ch", "my uncle just got a long service award at {v} :clap:"},
		},
		news: []rawCouchedLine{
			{"", "it's my last day here, I'm off to {v} on monday :wave: it's been a blast"},
			{"", "personal news: I've accepted an offer from {v}, leaving at the end of the month"},
			{"", "just signed with {v}, so this is my notice period :sweat_smile:"},
			{"", "got the job at {v}! leaving do on friday"},
		},
		offer: []rawCouchedLine{
			{"dm", "Psst: our partner company {v} has secondments open. Want the details?"},
			{"hr", "Your colleague is moving to {v}. Want to sign their leaving card?"},
			{"dm", "There's a careers talk from {v} at lunch. Shall I book you a seat?"},
		},
		echo: []rawCouchedEcho{
			{"hr", "whose pension scheme am I on?", "You're in the {v} staff pension scheme."},
			{"it", "which laptop build have I got?", "You're on the standard {v} staff build."},
			{"dm", "who's my employer on file?", "Your employer on file is {v}."},
		},
		stale: []rawCouchedStale{
			{"hr", "can you send me my employment letter?", "Here's your letter confirming employment at {v}.", "that's my old job, I changed it, please redo it"},
			{"it", "can you reset my single sign-on?", "Done, your {v} sign-on is reset.", "that's the old company's account, I left, use the current one"},
			{"dm", "what's on my email signature?", "Your signature says Data Analyst, {v}.", "wrong company, I updated my record weeks ago"},
		},
		misread: []rawCouchedMisread{
			{"it", "I need guest wifi for the people from {v} tomorrow", "Sure. Shall I update your employer to {v}?", "no, they're visitors, I don't work there"},
			{"hr", "I'm on secondment at {v} for two weeks", "Would you like me to change your employer to {v}?", "no, it's a secondment, my employer hasn't changed"},
			{"dm", "I've got a call with {v} at 3, can you block my calendar?", "Done. Shall I set {v} as your employer as well?", "no, they're a client, not my employer"},
		},
		elsewhere: []rawCouchedLine{
			{"", "call with {v} at 3, can someone take notes"},
			{"", "the {v} pitch went well, fingers crossed they sign"},
			{"", "I'm at the {v} offices all day for the audit, ping me on here"},
			{"", "the contract with {v} got renewed :tada: nice work all"},
		},
		plan: []rawCouchedLine{
			{"", "if I ever went to {v}, how long is the notice period here?"},
			{"", "a recruiter from {v} keeps messaging me, not interested but flattering"},
			{"", "thinking about a secondment at {v} next year, anyone done one?"},
		},
		past: []rawCouchedLine{
			{"", "found my old {v} hoodie while clearing out, good times"},
			{"", "I still get the {v} alumni newsletter, how do I stop it"},
			{"dm", "please remove the old {v} email from my record"},
		},
		joke: []rawCouchedLine{
			{"", "at this rate I'll be working for {v} by friday lol, their recruiters never sleep"},
			{"", "apparently I'm the ceo of {v} according to my spam folder :joy:"},
			{"", "if this deploy fails again I'm running away to join {v}"},
		},
		reject: []rawCouchedLine{
			{"", "no thanks, not interested in {v}"},
			{"", "no, I've nothing to do with {v}"},
		},
		still: []string{
			"Does {name} still work at {v}, going by the workplace chat?",
			"Is {name} still on the {v} payroll?",
			"Should {name}'s badge still say {v}?",
		},
		stillWhen: []string{
			"Per the chat, was {name} still employed by {v} {when}?",
			"Was {name} still on {v}'s books {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"wholefood", "ketogenic", "gut-friendly", "locavore", "ovo-lacto",
				"pulse-based", "diabetic-friendly", "plant-heavy", "sugar-conscious", "seasonal-only"},
			qCurrent: []string{
				"Organising the team lunch: which diet does {name} follow now?",
				"HR partner here: what diet should {name}'s offsite meals follow today?",
				"From the team channels and DMs, what is {name}'s diet at present?",
				"Canteen admin: which meal preference should {name}'s profile carry today?",
			},
			qWhen: []string{
				"Organising the team lunch: which diet did {name} follow {when}?",
				"Catering check: what kind of diet was {name} on {when}, per the chat?",
				"What would {name}'s canteen profile have said {when}?",
			},
			qBefore: []string{
				"Which diet was on {name}'s canteen profile until {next} replaced it?",
				"Catering check: ahead of {name}'s switch to {next}, what were they eating?",
				"Organising the team lunch: what did {name} order before going {next}?",
			},
		},
		state: []rawCouchedStmt{
			{form: "post", room: "ch", core: "count me in for the {v} dish please, it's what I eat"},
			{form: "post", room: "dm", core: "for my canteen profile: I'm {v}, always have been"},
			{form: "post", core: "just so the food orders are right, I'm {v} and have been for years"},
			{form: "standup", core: "Yesterday: data cleaning\nToday: sorting the offsite menu, and yes I'm {v}, so I'm checking my own options\nBlockers: none"},
			{form: "command", core: "/profile set diet {v}, that's how I eat every day"},
			{form: "answer", ask: "I'm filling in the offsite dietary form",
				lead: "Great! Do you follow any particular diet?",
				core: "yes, I'm {v}, please make sure my meals fit"},
			{form: "thread", lead: "doing the lunch order for thursday, any dietary stuff I should know?",
				core: "^ I'm {v}, anything from the menu that fits is fine by me"},
			{form: "fix", ask: "why does my offsite menu look wrong?",
				lead: "Your menu follows the {v} preference on your profile.",
				core: "eh, where did that come from? I'm {v}, update it please"},
			{form: "split", lead: "oh and for the food orders",
				core: "I eat {v}, so count me in for that option"},
		},
		change: []rawCouchedStmt{
			{form: "post", room: "ch", core: "put me down for whatever fits, I went {new} last month :seedling:"},
			{form: "post", room: "ch", core: "new diet alert: I'm {new} now, so count me out of the bbq burgers"},
			{form: "post", room: "dm", core: "please change my canteen preference, I'm {new} since the start of the month"},
			{form: "post", core: "heads up for future food orders: I stopped {old}, I'm {new} now"},
			{form: "standup", core: "Yesterday: finished the dashboards\nToday: cooking my first week of {new} meals, new diet as of monday\nBlockers: hunger"},
			{form: "command", core: "/profile set diet {new}, changed it at the start of the month"},
			{form: "answer", ask: "I need to change my meal preference",
				lead: "Sure! What should your meals follow now?",
				core: "switched to {new} a fortnight back, so that please"},
			{form: "thread", lead: "updating the team lunch spreadsheet, has anyone's diet changed?",
				core: "^ mine has, I've gone {new} since we last ordered"},
			{form: "fix", ask: "what did you order me for the offsite?",
				lead: "I ordered you the {v} meal, as on your profile.",
				core: "old news, {old} is behind me since last month, put me down as {new} please"},
			{form: "split", lead: "small food update",
				core: "I've switched to {new}, please adjust my orders"},
		},
		revert: []rawCouchedStmt{
			{form: "post", room: "ch", core: "back to my old ways: dropped {old}, I'm {new} again, so the usual order for me"},
			{form: "post", room: "dm", core: "please switch my canteen profile back: I've given up {old} and I'm {new} again"},
			{form: "standup", core: "Yesterday: sprint planning\nToday: meal prep, I've dropped {old} and gone back to {new}\nBlockers: none"},
			{form: "command", core: "/profile set diet back from {old} to {new}, I'm on my old diet again"},
			{form: "answer", ask: "I want my meal preference changed back",
				lead: "No problem! Which diet are you following now?",
				core: "honestly {old} wasn't for me, so it's {new} again like before"},
			{form: "thread", lead: "lunch order time, any changes since last month?",
				core: "^ yes, {old} didn't suit me, I'm back to {new} :sweat_smile:"},
			{form: "fix", ask: "my meal suggestions look wrong again",
				lead: "Your profile is set to {v} at the moment.",
				core: "right, but I've given up {old}, it's {new} again, switch it back please"},
			{form: "split", lead: "food update again, sorry",
				core: "so much for {old}, that lasted a month, I'm {new} again"},
		},
		readback: []string{
			"Thanks! Your meal preference is set to {v}.",
			"Got it: {v} meals from now on :fork_and_knife:",
			"Profile updated: diet {v}.",
		},
		readbackNew: []string{
			"Done! Your meal preference is now {v}.",
			"Updated: your canteen profile says {v}.",
			"Profile updated: diet changed to {v}.",
		},
		cheer: []string{
			"respect, I could never go {v} :+1:",
			"ooh {v}, you'll have to share recipes",
			"nice, the {v} options here are actually good",
		},
		chatter: []rawCouchedLine{
			{"canteen", "can the canteen label allergens on the menu?"},
			{"dm", "how do I set my meal preference for the offsite?"},
			{"canteen", "does the canteen do a set menu on fridays?"},
			{"ch", "can we pick somewhere with proper options for everyone this time?"},
			{"ch", "who's doing the dietary list for the offsite?"},
		},
		other: []rawCouchedLine{
			{"", "my flatmate went {v}, so our fridge is a battlefield"},
			{"", "ordering a {v} cake for my mum's birthday, any bakery tips?"},
			{"", "my kid's school has gone {v} at lunch, chaos"},
			{"", "my sister turned {v} over the summer, the family barbecue was a saga"},
		},
		news: []rawCouchedLine{
			{"", "I'll have the {v} option please, I'm trying it for january"},
			{"", "put me down for {v}, doctor's orders :sweat_smile:"},
			{"", "just so you know I'm {v} these days, so the usual pizza is off for me"},
			{"", "I'm {v} now, so no bacon rolls for me at standup"},
		},
		offer: []rawCouchedLine{
			{"dm", "Today's special is the {v} bowl. Want me to save you one?"},
			{"canteen", "We've added a {v} range to the canteen. Shall I add it to your favourites?"},
			{"dm", "The {v} cooking class at lunch has spaces. Want one?"},
		},
		echo: []rawCouchedEcho{
			{"canteen", "what's my meal preference set to?", "Your canteen preference is {v}."},
			{"dm", "what did you put me down for at the offsite?", "You're down for the {v} menu at the offsite."},
		},
		stale: []rawCouchedStale{
			{"canteen", "what did you pre-order for me on friday?", "I pre-ordered the {v} meal for you.", "that's my old diet, I told you I changed it"},
			{"dm", "can you suggest lunch for today?", "How about the {v} special today?", "I don't eat that way any more, check my profile"},
		},
		misread: []rawCouchedMisread{
			{"canteen", "can I order a {v} meal for my visitor tomorrow?", "Of course! Shall I set your own preference to {v} too?", "no, it's for the visitor, mine stays the same"},
			{"dm", "the client asked for {v} food at the workshop, can you sort it?", "Sure. Would you like me to set your profile to {v}?", "no, that's the client's request, not mine"},
		},
		elsewhere: []rawCouchedLine{
			{"", "ordering the {v} platter for the client lunch, they asked for it"},
			{"", "the {v} menu at the offsite was for the guests, not me"},
			{"", "booked the {v} caterer for the board meeting, not my pick"},
		},
		plan: []rawCouchedLine{
			{"", "might try {v} for january, anyone done it?"},
			{"", "if I went {v}, would the canteen cope?"},
			{"", "thinking about going {v} after the holidays, not decided yet"},
		},
		past: []rawCouchedLine{
			{"", "miss the {v} days sometimes but not going back"},
			{"dm", "please clear my old {v} favourites from the canteen app"},
			{"", "I did {v} for a year once, never again"},
		},
		joke: []rawCouchedLine{
			{"", "apparently I'm {v} now because I ate one salad :joy:"},
			{"", "if the canteen serves that pie again I'm going {v} out of protest lol"},
			{"", "my doctor says I should go {v}, my doughnut habit says no"},
		},
		reject: []rawCouchedLine{
			{"", "nah, {v} isn't my thing, ta"},
			{"", "no, skip the {v} stuff please"},
		},
		still: []string{
			"Is {name} still {v}, going by the workplace chat?",
			"Should {name}'s lunch order still be {v}?",
			"Does {name}'s canteen profile still need the {v} setting?",
		},
		stillWhen: []string{
			"Per the chat, was {name} still {v} {when}?",
			"Was {name}'s food order still {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Hortensia", "Zuleika", "Casimira", "Hyacinth", "Obinna", "Benedita",
				"Ciaran", "Tuula", "Akosua", "Elio", "Ayodele", "Matteo"},
			qCurrent: []string{
				"HR partner here: who is {name}'s partner now?",
				"Organising the holiday party: whose name goes next to {name}'s as their partner now?",
				"Going by the workplace chat, who is {name} in a relationship with at the moment?",
				"Who should be on {name}'s record as partner today?",
			},
			qWhen: []string{
				"HR partner here: whose name was on {name}'s record as partner {when}?",
				"From the team channels and DMs, who was {name}'s other half {when}?",
				"Event archive: which partner would {name} have brought along {when}?",
			},
			qBefore: []string{
				"HR partner here: who was {name}'s partner before {next}?",
				"Organising the party: who was {name} with before {next}?",
				"Whose name did {name} give as partner until {next} came along?",
			},
		},
		state: []rawCouchedStmt{
			{form: "post", room: "ch", core: "my partner {v} is joining for the holiday party +1 :tada:"},
			{form: "post", room: "dm", core: "please add my partner {v} as my emergency contact"},
			{form: "post", core: "for the record, I'm with {v}, six years this autumn"},
			{form: "command", core: "/profile set emergency-contact my partner {v}, mobile on file"},
			{form: "answer", ask: "I'm filling in my HR record",
				lead: "Thanks! Who should we list as your next of kin?",
				core: "put down {v}, my partner, we rent together"},
			{form: "thread", lead: "party list time: who's bringing a +1? I need names for the door",
				core: "^ me, my partner {v} is coming"},
			{form: "fix", ask: "who have you got as my emergency contact?",
				lead: "Your emergency contact is listed as {v}.",
				core: "who? no, it should be my partner {v}, sort that out please"},
			{form: "split", lead: "one for the records",
				core: "my partner {v} is my next of kin"},
		},
		change: []rawCouchedStmt{
			{form: "post", room: "ch", core: "my partner {new} is my +1 this year, please update the list"},
			{form: "post", room: "ch", core: "new plus one for the party: my partner {new}, we got together in the spring"},
			{form: "post", room: "dm", core: "please take {old} off my emergency contacts, we split, my partner is {new} now"},
			{form: "command", core: "/profile set emergency-contact {new}, my new partner"},
			{form: "answer", ask: "I need to change my next of kin",
				lead: "Sure! Who should it be now?",
				core: "my new partner, {new}, we moved in together"},
			{form: "thread", lead: "updating the party guest list, any changes to +1s?",
				core: "^ yes, swap {old} for {new}, my partner now"},
			{form: "fix", ask: "who's on my record as next of kin?",
				lead: "Your next of kin is listed as {v}.",
				core: "nope, {old} is history, list {new} instead, we're together"},
			{form: "split", lead: "bit of personal news",
				core: "so {old} and I called it a day, and I'm seeing {new} now"},
		},
		revert: []rawCouchedStmt{
			{form: "post", room: "ch", core: "plus one update: done with {old}, back together with {new} :heart:"},
			{form: "post", room: "dm", core: "please change my emergency contact back: not {old} any more, my partner is {new} again"},
			{form: "command", core: "/profile set emergency-contact back from {old} to {new}, we're together again"},
			{form: "answer", ask: "I need to change my emergency contact again",
				lead: "No problem. Who should it be now?",
				core: "it's over with {old}, so {new} again, we're back together"},
			{form: "thread", lead: "final party numbers please, any +1 changes?",
				core: "^ mine's changed back, {old} is out and {new} is my partner again"},
			{form: "fix", ask: "can you check my next of kin?",
				lead: "Your next of kin is {v} at the moment.",
				core: "stale record, {old} packed their bags weeks ago, put {new} back on"},
			{form: "split", lead: "personal news again, sorry",
				core: "long story, {old} is out of the picture and I'm back with {new} :heart:"},
		},
		readback: []string{
			"Thanks! I've added {v} as your partner and emergency contact.",
			"Got it: {v} is your next of kin.",
			"Record updated: emergency contact {v}.",
		},
		readbackNew: []string{
			"Done, {v} is now your emergency contact.",
			"Updated: your next of kin is now {v}.",
			"Record updated: emergency contact changed to {v}.",
		},
		cheer: []string{
			"aww can't wait to meet {v} :heart:",
			"say hi to {v} from us!",
			"yay, {v} is coming! :tada:",
		},
		chatter: []rawCouchedLine{
			{"hr", "who counts as next of kin on the HR record?"},
			{"dm", "can I bring a +1 to the summer party?"},
			{"hr", "how do I change my emergency contact?"},
			{"ch", "is it ok to bring a +1 who doesn't know anyone?"},
			{"ch", "are +1s invited to the boat party too?"},
		},
		other: []rawCouchedLine{
			{"", "my best mate {v} got engaged at the weekend :ring:"},
			{"", "my sister's new boyfriend {v} is a chef, christmas is sorted"},
			{"", "my flatmate {v} is getting married in june"},
			{"", "my cousin {v} is visiting, can I bring them to the office for lunch?"},
		},
		news: []rawCouchedLine{
			{"", "my partner {v} is coming to the party, hope that's ok"},
			{"", "bringing my husband {v} as my +1 :tada:"},
			{"", "my girlfriend {v} says hi to everyone from the summer bbq"},
			{"", "my wife {v} is due in march so I'll be on paternity leave"},
		},
		offer: []rawCouchedLine{
			{"dm", "Reminder: {v} from finance is collecting for the leaving gift. Want to chip in?"},
			{"dm", "You have a kudos from {v}! Want to send one back?"},
			{"hr", "I can add {v} to your meeting with facilities. Shall I?"},
		},
		echo: []rawCouchedEcho{
			{"hr", "who's my next of kin on file?", "Your next of kin on file is {v}."},
			{"dm", "who did I put down as my +1?", "Your +1 for the party is {v}."},
		},
		stale: []rawCouchedStale{
			{"hr", "can you send the benefits pack to my partner?", "I'll send the benefits pack to {v}.", "no, not them, that's over, I updated it"},
			{"dm", "who's my emergency contact at the moment?", "At the moment it's {v}.", "that's out of date, we're not together, please check"},
		},
		misread: []rawCouchedMisread{
			{"hr", "my friend {v} is picking me up from the office tonight", "Shall I add {v} as your partner on your record?", "no, just a friend giving me a lift"},
			{"dm", "can {v} from the agency have a visitor pass?", "Sure. Would you like {v} as your emergency contact too?", "no, that's a contractor, not my partner"},
		},
		elsewhere: []rawCouchedLine{
			{"", "meeting with {v} from procurement at 2, anyone want to join?"},
			{"", "the {v} on my calendar invite is the client, not family :sweat_smile:"},
			{"", "my manager {v} signed off the leave, thanks all"},
		},
		plan: []rawCouchedLine{
			{"", "thinking of bringing my friend {v} as a +1, is that allowed?"},
			{"", "if {v} comes to visit next month, can they join the team lunch?"},
			{"", "might set my friend {v} up with someone from the office lol"},
		},
		past: []rawCouchedLine{
			{"", "please remove {v} from my emergency contacts, that's long over"},
			{"", "my ex {v} still gets the office newsletter somehow, can you take them off?"},
			{"", "found an old party photo with {v} in it, feels like another life"},
		},
		joke: []rawCouchedLine{
			{"", "apparently I'm married to {v} now, thanks seating plan :joy:"},
			{"", "the secret santa algorithm thinks {v} is my soulmate lol"},
		},
		reject: []rawCouchedLine{
			{"", "nah, keep {v} off my list please"},
			{"", "no, I don't need anything from {v}"},
		},
		still: []string{
			"Is {name} still with {v}, going by the workplace chat?",
			"Is {v} still {name}'s emergency contact?",
			"Should {v} still be on the party list as {name}'s +1?",
		},
		stillWhen: []string{
			"Per the chat, was {name} still with {v} {when}?",
			"Was {v} still {name}'s next of kin {when}?",
		},
	},
}
