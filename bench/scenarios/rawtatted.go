package scenarios

import (
	"regexp"
	"strings"
	"time"
)

// The tatted set lives in its own file, as the veiled to darned sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is very online, slang-heavy texting with a general
// assistant: one person in their late teens to thirties (role user, their
// first name as speaker) texts the assistant (role assistant, speaker
// AssistantSpeaker) from their phone over many months, sessions days or
// weeks apart, turns a minute or a few apart, bursts of messages seconds
// apart. Each person has one texting style (rawTattedPeople) and keeps it
// all through: heavy abbreviations ("u", "ur", "bc", "tmrw", "b4", "w/",
// "ppl"), emoji-heavy (emoji carrying meaning next to or instead of a
// word: "📦➡️ X", "💼", "🍽️"), all lower case with no punctuation,
// ALL CAPS when excited, keysmash and elongated words ("asdfghjkl",
// "sooooo"), meme formats ("pov:", "nobody:", "it's giving", "main
// character energy"), hashtag captions ("#newjob #blessed"), "status
// update" one-liners ("status: employed @ Y", "officially a X local"),
// terse ("k", "ya", "yup"), typos and autocorrect slips with missing
// apostrophes ("teh", "*the", "im", "dont"), and two people who write
// normally, capitalized and punctuated, but use their generation's slang
// (Gen Z: "no cap", "deadass", "bestie"; millennial: "adulting", "bae",
// "totes"). A style shows in the person's hellos, markers, tails and
// sign-offs, in the statements tagged with it (rawTattedStmt.style) and in
// how every turn of theirs is written (written): the abbreviator's long
// words shortened (tattedAbbrev), the lower-case texter's turns lower case
// without punctuation (tattedBare), the caps texter's excited turns (news,
// hellos) in capitals two times in three, the typo texter's apostrophes
// dropped, the normal writers' "i" capitalized; the others write most or
// some turns in lower case. Everyone says "lol", "lmao", "ngl", "tbh",
// "fr", "lowkey", "rn", "era", "arc", "bf", "gf", "💀". The assistant
// writes standard English: it decodes slang back ("Congrats on the new
// job at Y!"), asks what a word means and is told, sometimes misreads
// ("Wait, you moved to X?" / "no lol X is where my bf lives") and
// suggests other values.
//
// A value is stated in one of six forms (rawTattedStmt): as news in a
// message of its own, perhaps after other news in one run-on message
// ("got bangs (mistake), my plant died lol, also ..."), the change
// announced live ("new job who dis, Y hired me lol") or told after the
// fact with its own time words ("been in X since like 2021", "switched to
// Z like 3 weeks ago"; the oracle takes the change as made at the turn:
// a change's time words reach back a month at most and statements are 90
// to 150 days apart); as the answer to the assistant's question, which
// names no value (answer); in the middle of a request (aside: "help me
// write a caption for my first day pics first day at Y and i'm lowkey
// terrified"); as the correction after the assistant misread the person's
// value-less line and named a stale or a wrong value (fix: "i don't work
// at the old place anymore btw" / "Oh no, did something happen at Z?" /
// "no lol i quit, i work at Y now"); in a burst of two to four messages
// seconds apart, the value in one of them (split: "guess who got a new
// job" / "drumroll" / "me!! i'm at Y now, started monday" / "just
// needed to tell someone"); or right after a joke the assistant asked
// about (joke: "marrying my couch, it's the only one who gets me" / "Ha!
// Wait, is that a joke?" / "jk, i'm dating Z now"). Gold follows the
// stitched rule: a gold turn is one in which the person states their own
// value of the asked attribute as holding at that time, in their own
// words, slang, emoji and abbreviations included, as long as the value's
// name is written out. Of a burst the turn that holds the value is gold
// (the messages before and after it name no value); a corrected statement
// is a statement and a value corrected away is not the one that holds; a
// joke or sarcasm is never a statement ("oh totally, i live in X now, in
// my dreams lmao"), nor is a value-less turn, the assistant's turns or
// other people's values. The oracle reads a tatted turn and the set's
// statement templates as rawSpoken writes them, in lower case without
// punctuation (rawOwnText, rawStatementREs), so a turn typed all in lower
// case without punctuation, or in capitals, or without apostrophes, reads
// as its cased twin, and compares values without case.
//
// Distractors: the assistant's read-backs and answers naming the value
// that holds (allowed, never gold), its suggestions and stale acts naming
// other values, and its misreadings of a line naming another value ("grabbing
// lunch at Y with my friend who works there" / "Wait, you work at Y
// now?" / "no lol my friend works there"); other people's news ("my best
// friend just moved to X"); quoted speech and memes quoting others; plans,
// hypotheticals and wishes that do not happen ("might move to X ngl");
// jokes and sarcasm naming a value ("sure, Y is gonna hire me to nap
// professionally lol"); memories; the person's earlier values told as
// past; and the person's other attributes. Questions are typed by
// whoever asks, normally cased and punctuated; expected is the value as
// cased in its list. They ask for the value as the other sets do and also
// as yes/no "still" questions that name a stale or wrong value, expected
// always the value that held; months are asked "in", "on a random day
// in", "sometime during", "on a weeknight in" or "around payday in", and
// "before X".
func init() {
	var names []string
	for _, p := range rawTattedPeople {
		names = append(names, p.name)
	}
	installRawSet(PhrasingTatted, rawTattedAttrs(), rawTattedSmallTalk, rawTattedReplies,
		[]string{"in ", "on a random day in ", "sometime during ", "on a weeknight in ", "around payday in "},
		names)
}

// rawTattedPerson is a person of the tatted set and their texting style:
// code tags the statements written in it (rawTattedStmt.style);
// lowerIn10 is how many of ten of their turns are all in lower case (the
// lower-case texter's all are, without punctuation; see written); hellos
// open a session, marks go before a statement or a request, tails after
// one, byes close a session; sigs are the style's own tokens (words,
// emoji, "#") that only its texter writes, which the test reads to check
// that a person's texting is consistent with one style. The lower-case
// and caps styles have no tokens of their own: their texters' turns show
// them (all lower case without punctuation; some all in capitals).
type rawTattedPerson struct {
	name, style, code          string
	lowerIn10                  int
	hellos, marks, tails, byes []string
	sigs                       []string
}

var rawTattedPeople = []rawTattedPerson{
	{name: "Kenzie", style: "heavy abbreviations", code: "ab", lowerIn10: 9,
		hellos: []string{"hey u there", "ok quick q for u", "hii need ur help rn"},
		marks:  []string{"ok so", "ngl", "tbh", "lowkey"},
		tails:  []string{"lol", "tysm", "idk", "pls"},
		byes:   []string{"thx ur the best", "ok ttyl", "tysm bye"},
		sigs:   []string{"u", "ur", "r", "bc", "tmrw", "2day", "b4", "w/", "ppl", "pls", "rly", "smth", "thx", "idk", "tysm", "ttyl", "yrs"}},
	{name: "Bryce", style: "emoji-heavy", code: "em", lowerIn10: 5,
		hellos: []string{"hi 👋", "hey hey ✨", "good morning ☀️"},
		marks:  []string{"✨", "okay 👀", "so 🙃"},
		tails:  []string{"🥹", "😭😭", "🫶", "🙏"},
		byes:   []string{"thank you 🙏✨", "love this, bye 💕", "ok bye 🫶"},
		sigs:   []string{"👋", "✨", "☀️", "👀", "🙃", "🥹", "😭", "🫶", "🙏", "💕", "📦", "➡️", "🏠", "💼", "🍽️", "☕", "❤️", "💔", "🎉", "🍔", "🥗"}},
	{name: "Ashlyn", style: "all lower case, no punctuation", code: "lo", lowerIn10: 10,
		hellos: []string{"hey its me again", "hi ok question", "ok i need help with a thing"},
		marks:  []string{"ok so", "anyway", "ok wait"},
		tails:  []string{"lol", "lmao", "haha"},
		byes:   []string{"ok cool thanks", "thank you bye", "perfect thanks"}},
	{name: "Devontae", style: "ALL CAPS when excited", code: "cp", lowerIn10: 5,
		hellos: []string{"yo what's good", "ayo quick question", "we're so back"},
		marks:  []string{"bro", "ok listen", "yo"},
		tails:  []string{"let's go", "!!!", "fr fr"},
		byes:   []string{"appreciate it, later", "good looks, thanks", "say less, thanks"}},
	{name: "Maddie", style: "keysmash and elongated words", code: "ks", lowerIn10: 8,
		hellos: []string{"hiiiii", "heyyyy okay", "okayyyy so"},
		marks:  []string{"omggg", "okayyyy", "asdfghjkl"},
		tails:  []string{"asdfghjkl", "sdkjfhsdk", "ahhhhh", "ajdhskdj"},
		byes:   []string{"thank youuuu", "byeeee", "ily thank youuuu"},
		sigs:   []string{"asdfghjkl", "sdkjfhsdk", "ajdhskdj", "hiiiii", "heyyyy", "okayyyy", "omggg", "ahhhhh", "youuuu", "byeeee", "sooooo", "ily"}},
	{name: "Tyler", style: "meme formats", code: "mm", lowerIn10: 9,
		hellos: []string{"nobody: / me: asking the assistant for help again", "pov: i need help", "me again, the main character"},
		marks:  []string{"not me", "pov:", "tell me why"},
		tails:  []string{"it's giving chaos", "understood the assignment", "rent free"},
		byes:   []string{"10/10 no notes", "ok you're the goat", "no notes, thanks"},
		sigs:   []string{"pov:", "nobody:", "it's giving", "its giving", "main character", "understood the assignment", "rent free", "no notes", "tell me why", "not me", "the goat"}},
	{name: "Brianna", style: "hashtag captions", code: "ht", lowerIn10: 5,
		hellos: []string{"hi #mondaymood", "hey #helpme", "good morning #coffeefirst"},
		marks:  []string{"#realtalk", "#newday", "ok #honest"},
		tails:  []string{"#blessed", "#grateful", "#itiswhatitis"},
		byes:   []string{"thanks #lifesaver", "bye #grateful", "perfect #thankful"},
		sigs:   []string{"#"}},
	{name: "Cody", style: "status-update one-liners", code: "st", lowerIn10: 3,
		hellos: []string{"status: awake, needs help", "checking in", "status: confused"},
		marks:  []string{"update:", "status:", "fyi,"},
		tails:  []string{"end of update", "status: stressed", "that's the update"},
		byes:   []string{"status: sorted, thanks", "signing off", "checking out, thanks"},
		sigs:   []string{"status", "update", "officially", "chapter", "signing off", "checking in", "checking out"}},
	{name: "Imani", style: "terse", code: "te", lowerIn10: 9,
		hellos: []string{"hi. q", "hey. need help", "q for you"},
		marks:  []string{"k so", "ya so"},
		tails:  []string{"ya", "k", "mhm"},
		byes:   []string{"k thanks", "kk bye", "ya thanks"},
		sigs:   []string{"k", "kk", "ya", "yup", "mhm"}},
	{name: "Riya", style: "typos and autocorrect slips, no apostrophes", code: "ty", lowerIn10: 6,
		hellos: []string{"hey quick questoin", "hii sorry ot bother", "hello its me agian"},
		marks:  []string{"ok so", "lol ok"},
		tails:  []string{"lol", "haha sorry autocorrect"},
		byes:   []string{"thnak you", "ok bye thank yuo"},
		sigs:   []string{"teh", "questoin", "ot", "agian", "autocorrect", "thnak", "yuo", "ducking", "definately"}},
	{name: "Zoe", style: "writes normally, Gen Z slang", code: "gz", lowerIn10: 0,
		hellos: []string{"Hey! Quick favour?", "Hi bestie, got a minute?", "Okay, I need you."},
		marks:  []string{"No cap,", "Deadass,", "Okay bestie,"},
		tails:  []string{"no cap.", "periodt.", "slay."},
		byes:   []string{"Thanks bestie!", "You're a lifesaver, deadass.", "Slay, thank you!"},
		sigs:   []string{"no cap", "deadass", "periodt", "slay", "bestie", "bussin"}},
	{name: "Trinity", style: "writes normally, millennial slang", code: "ml", lowerIn10: 0,
		hellos: []string{"Hi! Adulting question for you.", "Hello! Hope you're well.", "Hey, quick adulting crisis."},
		marks:  []string{"Okay so,", "Honestly,", "Totes random, but"},
		tails:  []string{"goals.", "I can't even.", "yolo."},
		byes:   []string{"Thanks, you're adorbs.", "Totes helpful, thanks!", "Thanks! Adulting: done."},
		sigs:   []string{"adulting", "i can't even", "goals", "yolo", "bae", "totes", "adorbs"}},
}

// rawTattedPersonOf is the person named name.
func rawTattedPersonOf(name string) *rawTattedPerson {
	for i := range rawTattedPeople {
		if rawTattedPeople[i].name == name {
			return &rawTattedPeople[i]
		}
	}
	return &rawTattedPeople[0]
}

// rawTattedStmt is one statement template (core), its form, the style it
// is written in (style: a code of rawTattedPeople, or empty: any style's)
// and what the form needs around it: news (none: a message of its own);
// answer (lead: the assistant's question, naming no value); aside (lead:
// the request the statement is part of, said before it in the same turn);
// fix (ask: the person's line, naming no value; lead: the assistant
// misreading it, naming {v}, a stale value of the person's or a wrong
// guess); split (lead: the first message of the burst, naming no value);
// joke (ask: the person's joke, naming no value, which the assistant asks
// about; the core comes next).
type rawTattedStmt struct{ form, style, ask, lead, core string }

// formCore makes rawTattedStmt a formed statement (rawformed.go).
func (s rawTattedStmt) formCore() (string, string) { return s.form, s.core }

// rawTattedStale is the assistant acting on the person's earlier value:
// the person's request (no value), the assistant's act naming {v} and
// the person putting it right without naming a value.
type rawTattedStale struct{ ask, act, reject string }

// rawTattedEcho is the assistant naming the value that holds: the
// person's request (no value) and the assistant's answer naming {v}.
type rawTattedEcho struct{ ask, line string }

// rawTattedMisread is a line of the person's naming a value that is not
// theirs now, {v}: someone else's, a visit, a long past one (said); the
// assistant reading it as the person's value now, naming {v} (misread);
// and the person's denial, which may name {v} again (deny).
type rawTattedMisread struct{ said, misread, deny string }

// rawTattedSlang is a slang word the assistant asks about: the person's
// line (say), the assistant's question (ask) and the person's
// explanation (tell). No value.
type rawTattedSlang struct{ say, ask, tell string }

// rawTattedForms are the tatted set's lists per attribute: the lists of
// rawSetLists (values, chatter, other people's values, the assistant's
// suggestions and the questions), the statements by kind, and: the
// assistant's read-backs of the value just stated {v}, after a first
// statement (readback) and after a change or a revert (readbackNew: "Congrats
// on the new job at {v}!"), its answers naming the value that holds {v} (echo), its acting on an
// earlier value {v} (stale), its misreadings of a line naming another
// value (misread); the person's quotes of what someone said naming {v}
// (quoted), plans, hypotheticals and wishes (plan), memories (memory),
// earlier values told as past (past) and jokes and sarcasm naming a value
// (joke); and the questions that name a stale or wrong value {v}: current
// (still) and historical, with {when} (stillWhen).
type rawTattedForms struct {
	lists                 rawSetLists
	state, change, revert []rawTattedStmt
	readback, readbackNew []string
	echo                  []rawTattedEcho
	stale                 []rawTattedStale
	misread               []rawTattedMisread
	quoted, plan, memory  []string
	past, joke            []string
	still, stillWhen      []string
}

// rawTattedAttrs are the tatted set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores.
func rawTattedAttrs() map[string]rawSetLists {
	return formedLists(rawTattedByAttr, func(f rawTattedForms) (rawSetLists, []rawTattedStmt, []rawTattedStmt, []rawTattedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// tats reports whether g's set is slang-heavy texting with an assistant
// (the tatted set).
func (g *rawGen) tats() bool { return g.ph == PhrasingTatted }

// rawTattedRun is one tatted conversation being written.
type rawTattedRun struct {
	*rawGen
	f    rawTattedForms
	p    *rawTattedPerson
	said string
	used map[string]bool // the templates said in this session
}

// textChats writes a tatted conversation and its questions: the person's
// style is their name's (rawTattedPersonOf); the person's other
// attributes get values of the set that hold all through (g.bg); each
// statement comes 90 to 150 days after the previous one or after six to
// ten sessions (times the filler scale), whichever is later, with a
// session every few days, now and then weeks, in between.
func (g *rawGen) textChats(vals []string, revert, chatty bool) {
	r := &rawTattedRun{rawGen: g, f: rawTattedByAttr[g.a.predicate], p: rawTattedPersonOf(g.who)}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// user is a message of the person's, as they type it (excited: news or a
// hello, which the caps texter may shout), a minute or a few after the
// last turn.
func (r *rawTattedRun) user(text string, excited bool) string {
	id, _ := r.turn(r.who, "user", r.written(text, excited), time.Duration(40+r.rng.IntN(200))*time.Second)
	return id
}

// userSoon is the next message of a burst, a few seconds after the one
// before it.
func (r *rawTattedRun) userSoon(text string, excited bool) (string, time.Time) {
	return r.turn(r.who, "user", r.written(text, excited), time.Duration(4+r.rng.IntN(30))*time.Second)
}

// bot is a line of the assistant's, standard English, seconds after the
// person's.
func (r *rawTattedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(5+r.rng.IntN(26))*time.Second)
}

// written is text as the person types it in their style: the
// abbreviator's long words shortened, the typo texter's apostrophes
// dropped, the lower-case texter's turn in lower case without
// punctuation, the caps texter's excited turn in capitals two times in
// three; otherwise all in lower case lowerIn10 times in ten, else with
// its first letter capitalized (and, for the normal writers, "i" as
// "I").
func (r *rawTattedRun) written(text string, excited bool) string {
	switch r.p.code {
	case "ab":
		text = tattedAbbrev(text)
	case "ty":
		text = strings.ReplaceAll(text, "'", "")
	case "lo":
		return tattedBare(text)
	case "cp":
		if excited && r.rng.IntN(3) > 0 {
			return strings.ToUpper(text)
		}
	case "gz", "ml":
		text = tattedSelfRE.ReplaceAllString(text, "I")
	}
	if r.rng.IntN(10) < r.p.lowerIn10 {
		return strings.ToLower(text)
	}
	return capitalize(text)
}

// tattedAbbrevRE and tattedAbbrevs are the abbreviator's short forms of
// long words. No statement, lead or ask holds one of the long words
// (TestRawTattedLists), so a statement reads the same in their turns.
var (
	tattedAbbrevRE = regexp.MustCompile(`\b(you're|your|you|because|tomorrow|today|before|people|please|really|something|thanks)\b`)
	tattedAbbrevs  = map[string]string{"you're": "ur", "your": "ur", "you": "u", "because": "bc", "tomorrow": "tmrw", "today": "2day",
		"before": "b4", "people": "ppl", "please": "pls", "really": "rly", "something": "smth", "thanks": "thx"}
)

// tattedAbbrev is text as the abbreviator types it.
func tattedAbbrev(text string) string {
	return tattedAbbrevRE.ReplaceAllStringFunc(text, func(w string) string { return tattedAbbrevs[w] })
}

// tattedBarePunct and tattedBare write text as the lower-case texter
// types it: lower case, without full stops, commas, question and
// exclamation marks, colons, semicolons, quotation marks or apostrophes,
// one space between words (a part of what rawSpoken drops, so the oracle
// reads it as its cased twin).
var tattedBarePunct = strings.NewReplacer(".", " ", ",", " ", "?", " ", "!", " ", ":", " ", ";", " ", "\"", " ", "'", "")

func tattedBare(text string) string {
	return strings.Join(strings.Fields(tattedBarePunct.Replace(strings.ToLower(text))), " ")
}

// tattedSelfRE is "i" as a word (also in "i'm", "i've"), which the
// normal writers capitalize.
var tattedSelfRE = regexp.MustCompile(`\bi\b`)

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawTattedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// mine are the statements of s the person's style writes: those of any
// style and those tagged with theirs.
func (r *rawTattedRun) mine(s []rawTattedStmt) []rawTattedStmt {
	var out []rawTattedStmt
	for _, st := range s {
		if st.style == "" || st.style == r.p.code {
			out = append(out, st)
		}
	}
	return out
}

// wrap puts one of the person's markers before text one time in three
// and one of their tails after it one time in three.
func (r *rawTattedRun) wrap(text string) string {
	if r.rng.IntN(3) == 0 {
		text = pick(r.rng, r.p.marks) + " " + text
	}
	return r.tail(text)
}

// tail puts one of the person's tails after text one time in three.
func (r *rawTattedRun) tail(text string) string {
	if r.rng.IntN(3) == 0 {
		text += " " + pick(r.rng, r.p.tails)
	}
	return text
}

// runOn puts one or two pieces of other news before text, one time in
// three, as a run-on message giving several news at once.
func (r *rawTattedRun) runOn(text string) string {
	if r.rng.IntN(3) > 0 {
		return text
	}
	bits := pickN(r.rng, rawTattedBits, 1+r.rng.IntN(2))
	return strings.Join(bits, ", ") + ", also " + text
}

// open starts a session on r.t's day (at a time of day of its own, or
// after the last turn that day): the person's hello and the assistant's
// answer one time in two.
func (r *rawTattedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, r.p.hellos), true)
		r.bot(pick(r.rng, rawTattedBotHellos))
	}
}

// close ends a session one time in two with the person's sign-off and
// the assistant's goodbye.
func (r *rawTattedRun) close() {
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, r.p.byes), false)
		r.bot(pick(r.rng, rawTattedBotByes))
	}
}

// readback is the assistant's answer after statement vals[i]: decoding
// the slang back into the value one time in two (congratulating on a new
// one after a change), else a plain reply.
func (r *rawTattedRun) readback(vals []string, i int) {
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
// revert when revert is set and it is the last) in a form drawn from its
// kind's list as the person's style writes it, with the turns the form
// needs around it, and returns the statement's turn and its time.
func (r *rawTattedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	s = r.mine(s)
	st := s[r.rng.IntN(len(s))]
	if st.core == r.said {
		st = s[r.rng.IntN(len(s))]
	}
	r.said = st.core
	core := fillOne(st.core, vars)
	var id string
	var at time.Time
	switch st.form {
	case "news":
		id = r.user(r.wrap(r.runOn(core)), true)
		at = r.t
	case "answer":
		r.smallTalk()
		r.bot(st.lead)
		id = r.user(r.tail(core), false)
		at = r.t
	case "aside":
		id = r.user(r.wrap(st.lead+" "+core), false)
		at = r.t
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong guess
		if i > 0 {
			lv = vals[i-1] // the value left, which the assistant still reads
		}
		r.user(r.wrap(st.ask), false)
		r.bot(fillOne(st.lead, map[string]string{"v": lv}))
		id = r.user(r.tail(core), false)
		at = r.t
	case "split":
		r.user(st.lead, true)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawTattedSplitMids), false)
		}
		id, at = r.userSoon(r.tail(core), true)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawTattedSplitAfters), false)
		}
	default: // joke
		r.user(r.wrap(st.ask), false)
		r.bot(pick(r.rng, rawTattedJokeReacts))
		id = r.user(r.tail(core), true)
		at = r.t
	}
	if st.form == "fix" && r.rng.IntN(2) == 0 {
		r.bot(pick(r.rng, rawTattedFixed))
		return id, at
	}
	r.readback(vals, i)
	return id, at
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, two to eight days apart, one time in eight three to five
// weeks.
func (r *rawTattedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(7)
		if r.rng.IntN(8) == 0 {
			days = 21 + r.rng.IntN(15)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday request and the assistant's answer to it,
// one time in five sent as two messages (an opener first). The typo
// texter now and then types "teh" for "the" and sends "*the" after it.
func (r *rawTattedRun) smallTalk() {
	t := r.fresh(rawSmallTalk[r.ph])
	text := t
	slip := r.p.code == "ty" && strings.Contains(t, " the ") && r.rng.IntN(3) == 0
	if slip {
		text = strings.Replace(t, " the ", " teh ", 1)
	}
	if r.rng.IntN(5) == 0 {
		r.user(pick(r.rng, rawTattedOpeners), false)
		r.userSoon(text, false)
	} else {
		r.user(r.wrap(text), false)
	}
	if slip {
		r.userSoon("*the", false)
	}
	r.bot(r.answer(t))
}

// exchange is one exchange after statement vals[i]: small talk; talk on
// the topic naming no value; the person's own other attributes; someone
// else's value; quoted speech; a plan, a hypothetical or a wish that does
// not happen; a memory; the person's earlier value told as past; a line
// naming a value not theirs now that the assistant misreads as theirs,
// and the person's denial; an answer of the assistant's naming the value
// that holds; the assistant acting on the person's earlier value (put
// right without a value); a joke or sarcasm naming another value; a slang
// word the assistant asks about; or small talk, one time in two followed
// by the assistant suggesting another value (and, when chatty, a
// suggestion one time in three after any exchange).
func (r *rawTattedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(44); {
	case x < 8:
		r.smallTalk()
	case x < 10:
		t := r.fresh(r.a.chatter[r.ph])
		r.user(r.wrap(t), false)
		r.bot(r.answer(t))
	case x < 13:
		bg := r.bgAttr()
		var sts []rawTattedStmt
		for _, st := range r.mine(rawTattedByAttr[bg].state) {
			if st.form == "news" || st.form == "aside" {
				sts = append(sts, st)
			}
		}
		st := sts[r.rng.IntN(len(sts))]
		if r.used[st.core] {
			r.smallTalk()
			break
		}
		r.used[st.core] = true
		text := fillOne(st.core, map[string]string{"v": r.bg[bg]})
		if st.form == "aside" {
			text = st.lead + " " + text
		}
		r.user(r.wrap(text), false)
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 17:
		r.user(r.wrap(fillOne(r.fresh(r.a.other[r.ph]), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawTattedShrugs))
	case x < 19:
		r.user(fillOne(r.fresh(f.quoted), map[string]string{"v": pick(r.rng, others)}), false)
		r.bot(pick(r.rng, rawTattedQuoteReacts))
	case x < 22:
		r.user(r.wrap(fillOne(r.fresh(f.plan), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawTattedPlanReacts))
	case x < 23:
		r.user(r.wrap(fillOne(r.fresh(f.memory), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawTattedNoMemory))
	case x < 25 && len(past) > 0:
		r.user(r.wrap(fillOne(r.fresh(f.past), map[string]string{"v": pick(r.rng, past)})), false)
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 28:
		v := pick(r.rng, others) // someone else's, a visit, long past
		if len(past) > 0 && r.rng.IntN(2) == 0 {
			v = pick(r.rng, past)
		}
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.user(r.wrap(fillOne(m.said, map[string]string{"v": v})), false)
		r.bot(fillOne(m.misread, map[string]string{"v": v}))
		r.user(fillOne(m.deny, map[string]string{"v": v}), false)
		r.bot(pick(r.rng, rawTattedFixed))
	case x < 30 && r.cur != "":
		e := f.echo[r.rng.IntN(len(f.echo))]
		r.user(r.wrap(e.ask), false)
		r.bot(fillOne(e.line, map[string]string{"v": r.cur}))
	case x < 33 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.user(s.ask, false)
		r.bot(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject, false)
		r.bot(pick(r.rng, rawTattedFixed))
	case x < 36:
		r.user(r.tail(fillOne(r.fresh(f.joke), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawTattedJokeReacts))
		r.user(pick(r.rng, rawTattedJokeOwns), false)
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 38:
		s := rawTattedSlangs[r.rng.IntN(len(rawTattedSlangs))]
		r.user(r.wrap(s.say), false)
		r.bot(s.ask)
		r.user(s.tell, false)
		r.bot(pick(r.rng, rawTattedLearned))
	default:
		r.smallTalk()
		if r.rng.IntN(2) == 0 {
			r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
			r.user(pick(r.rng, rawTattedDeclines), false)
		}
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
		r.user(pick(r.rng, rawTattedDeclines), false)
	}
}

// answer is the assistant's answer to the request t, or a short reply.
func (r *rawTattedRun) answer(t string) string { return r.answerOr(rawTattedAnswers, t) }

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawTattedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawTattedBits are pieces of other news a run-on message puts before a
// statement; no value.
var rawTattedBits = []string{
	"got bangs (mistake)",
	"my phone screen cracked again",
	"finished a whole series in one night",
	"my plant died lol",
	"went to a concert and lost my voice",
	"my car got towed for the second time this year",
	"started running and i hate it",
}

// rawTattedSplitMids are the middle message of a burst, rawTattedSplitAfters
// a message after the value, rawTattedOpeners the first of a request sent
// in two. No value.
var (
	rawTattedSplitMids   = []string{"ok brace yourself", "drumroll", "hold on typing", "this is big"}
	rawTattedSplitAfters = []string{"anyway that's the tea lol", "just needed to tell someone", "ok carry on", "still processing tbh"}
	rawTattedOpeners     = []string{"ok random question", "me again lol sorry", "need your brain for a sec", "quick one"}
)

// rawTattedBotHellos answer the person's hello; rawTattedBotByes their
// sign-off at the end of a session.
var (
	rawTattedBotHellos = []string{"Hey! What's up?", "Hi! What can I help with today?", "Hello again! What do you need?"}
	rawTattedBotByes   = []string{"Anytime! Talk soon.", "Glad I could help. Take care!", "You're welcome! Have a good one."}
)

// rawTattedFixed are the assistant's answers to a correction;
// rawTattedShrugs answer someone else's news, rawTattedQuoteReacts a
// quote, rawTattedPlanReacts a plan, hypothetical or wish;
// rawTattedNoMemory answers a memory; rawTattedJokeReacts ask whether a
// joke is one; rawTattedJokeOwns are the person owning up to a joke;
// rawTattedLearned thank the person for explaining a word;
// rawTattedDeclines are the person's answers to a suggestion. No value.
var (
	rawTattedFixed       = []string{"Oops, my mistake! Thanks for clarifying.", "Ah, got it. Sorry for the mix-up!", "My bad, I've fixed that now."}
	rawTattedShrugs      = []string{"Oh wow, that's big news for them!", "Ha, love that for them.", "Interesting! Keep me posted.", "Fair enough, that's their call."}
	rawTattedQuoteReacts = []string{"Ha! And what do you think about that?", "Sounds like they have opinions!", "Well, it's your call in the end."}
	rawTattedPlanReacts  = []string{"Ooh, keep me posted if that happens!", "Fun idea. Let me know if it turns into a plan.", "No pressure to decide now!"}
	rawTattedNoMemory    = []string{"I don't think you've told me about that one before!", "That was before our chats, but it sounds like a time."}
	rawTattedJokeReacts  = []string{"Ha! Wait, is that a joke?", "Lol, okay. What's really going on?", "I'm going to need more context on that one."}
	rawTattedJokeOwns    = []string{"lmao no i'm joking", "obviously a joke lol", "jk jk", "sarcasm lol"}
	rawTattedLearned     = []string{"Got it, thanks for explaining!", "Ah, that makes sense. Learning new words every day.", "Good to know, I'll remember that."}
	rawTattedDeclines    = []string{"nah i'm good lol", "maybe another time", "not for me but thank you", "lol no thank you"}
)

// rawTattedSlangs are the slang words the assistant asks about. No value.
var rawTattedSlangs = []rawTattedSlang{
	{"my sleep schedule is in its flop era fr", "What do you mean by a \"flop era\"?", "like when everything's going badly lol"},
	{"my boss said my report was mid", "What does \"mid\" mean here?", "like average, not good not bad lmao"},
	{"i'm in my delulu phase and i'm staying there", "What does \"delulu\" mean?", "delusional but in a fun way"},
	{"the group chat is so unserious today", "What does \"unserious\" mean in this case?", "like nobody is acting normal, it's funny"},
	{"that new café is such a vibe", "Do you mean you like the atmosphere there?", "yes exactly, good atmosphere"},
}

// rawTattedSmallTalk are the person's everyday requests. No value.
var rawTattedSmallTalk = []string{
	"can you help me write a caption for my beach pics",
	"what's a good show to binge this weekend",
	"how do i fix my sleep schedule lol it's so bad",
	"is it weird to text someone happy birthday at midnight",
	"recommend me a playlist for studying, something chill",
	"what's the trick for peeling eggs without destroying them",
	"is the new phone worth it or nah",
	"help me reply to this email without sounding passive aggressive",
	"what should i get my mum for her birthday, she has everything",
	"how do i fix my wifi, it keeps dropping at night",
	"give me a comeback for the group chat lol",
	"what's a cheap weekend trip idea for broke people",
	"how many steps a day is actually good for you",
	"how do i stop doomscrolling at 2am",
	"what does it mean when someone leaves you on read for two days",
	"make me a gym playlist that goes hard",
	"is it rude to leave a party without saying bye",
}

// rawTattedAnswers are the assistant's answers to the small talk and
// chatter, by request; a request without one gets a short reply. No
// value.
var rawTattedAnswers = map[string]string{
	"can you help me write a caption for my beach pics":               "How about: \"Salt in the air, sand in my hair.\"",
	"what's a good show to binge this weekend":                        "If you like comedy, a short sitcom with twenty-minute episodes is easy to binge in a weekend.",
	"how do i fix my sleep schedule lol it's so bad":                  "Pick a fixed wake-up time, get daylight early, and keep screens away for the last half hour before bed.",
	"is it weird to text someone happy birthday at midnight":          "Not at all. Most people find it sweet to be the first message of their birthday.",
	"recommend me a playlist for studying, something chill":           "Try a lo-fi or ambient playlist; music without lyrics helps most people focus.",
	"what's the trick for peeling eggs without destroying them":       "Cool them in ice water straight after boiling, then peel under a running tap.",
	"is the new phone worth it or nah":                                "If your current phone still works well, the upgrade is small; it's worth it mainly for the camera.",
	"help me reply to this email without sounding passive aggressive": "Paste it here and I'll suggest a friendly, clear reply.",
	"what should i get my mum for her birthday, she has everything":   "Experiences work well: a class, a nice dinner or a day trip together.",
	"how do i fix my wifi, it keeps dropping at night":                "Restart the router, move it off the floor, and check whether it has a scheduled night-time restart.",
	"give me a comeback for the group chat lol":                       "Try: \"I'd agree with you, but then we'd both be wrong.\"",
	"what's a cheap weekend trip idea for broke people":               "A train to a nearby town, a picnic and a free museum make a cheap, fun weekend.",
	"how many steps a day is actually good for you":                   "Benefits level off around seven to eight thousand steps a day for most adults.",
	"how do i stop doomscrolling at 2am":                              "Charge your phone outside the bedroom and set an app limit that starts at midnight.",
	"what does it mean when someone leaves you on read for two days":  "Often it just means they're busy or overwhelmed; it's fine to send one friendly follow-up.",
	"make me a gym playlist that goes hard":                           "Here's a start: fast hip-hop and electronic tracks around 130 beats per minute.",
	"is it rude to leave a party without saying bye":                  "An \"Irish goodbye\" is common at big parties; a quick text to the host afterwards is a nice touch.",
	"how do i get my deposit back, my landlord is ghosting me":        "Send a written request with a deadline, and check whether your deposit is in a protection scheme.",
	"is it normal for rent to go up this much lol":                    "Rises have been steep lately, but check your contract: increases usually need notice.",
	"what do i need to change when i move, like address stuff":        "Bank, doctor, employer, voter registration, subscriptions and your driving licence.",
	"my neighbours play music at 3am every night, what do i do":       "Try a polite note first; if it continues, contact your local council's noise team.",
	"how do i ask for a raise without dying inside":                   "Book a meeting, bring examples of your impact and a number, and practise saying it out loud.",
	"is it normal to cry at work once a week lol":                     "It happens more than people admit, but weekly might be a sign you need support or a change.",
	"what do i put in a resignation email":                            "Your last day, a thank-you, and an offer to help with the handover is enough.",
	"how many sick days is too many":                                  "It depends on your contract; if you're unwell, rest is the right call.",
	"how much protein do i actually need lol":                         "Roughly 0.8 grams per kilo of body weight, more if you train hard.",
	"cheap lunches that aren't sad?":                                  "Wraps, rice bowls and big batch soups are cheap and far from sad.",
	"is it bad that i skip breakfast every day":                       "Not necessarily; what matters most is what you eat over the whole day.",
	"how do i stop snacking at midnight":                              "Eat a proper dinner, keep snacks out of sight, and have a herbal tea instead.",
	"how do i tell my partner i need space without it being weird":    "Be honest and kind: say it's about recharging, not about them.",
	"cute date ideas that aren't expensive?":                          "A picnic, a sunset walk, cooking together or a free gallery night.",
	"is it normal to fight about dishes lol":                          "Very normal! A simple rota can save a lot of arguments.",
	"what do i get someone for a six month anniversary":               "Something small and personal: a photo print, a playlist or a letter.",
}

// rawTattedReplies are the assistant's short replies.
var rawTattedReplies = []string{
	"Love that for you! Anything else?",
	"Got it, thanks for the heads-up.",
	"Ha, noted. What else is going on?",
	"Okay! I'll keep that in mind for later.",
	"That's fair. Let me know if you need anything.",
	"Understood. I'm here whenever you need me.",
	"Nice, thanks for filling me in.",
	"Sounds good! Just message me any time.",
}

// The tatted set's own lists per attribute. The person's lists are
// written as they type them, first letter in lower case (the generator
// capitalizes it, or writes the turn in their style); the assistant's
// lines and the questions are standard English. A statement neither
// starts nor ends with a placeholder, so the oracle reads the value
// whole, starts with the person (or their request, joke or time words)
// as its subject, so that no one else's news reads as one, and holds
// none of the words the abbreviator shortens, so that it reads the same
// in their turns.
var rawTattedByAttr = map[string]rawTattedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Brighton", "Bristol", "Glasgow", "Manchester", "Brooklyn", "Oakland",
				"Portland", "Berlin", "Melbourne", "Toronto", "Copenhagen", "Vancouver"},
			chatter: []string{
				"how do i get my deposit back, my landlord is ghosting me",
				"is it normal for rent to go up this much lol",
				"what do i need to change when i move, like address stuff",
				"my neighbours play music at 3am every night, what do i do",
			},
			other: []string{
				"my best friend just moved to {v} and i'm not okay about it",
				"my sister's bf got a flat in {v}, so jealous",
				"my roommate's moving to {v} next month, need a new roommate asap",
				"this guy i follow lives in {v} and his apartment tours are insane",
			},
			assistant: []string{
				"If you ever want a change, rents in {v} are a bit lower than where you are.",
				"There's a big street food festival in {v} this weekend, if you're up for a trip!",
				"I can compare living costs in {v} and {cur} if that helps.",
			},
			qCurrent: []string{
				"Going by {name}'s texts to the assistant, which city is home for them now?",
				"Which city would {name}'s food delivery app be set to right now?",
				"Which city does {name} currently live in, according to their chats?",
				"What city would {name} put as their location on a dating app today?",
			},
			qWhen: []string{
				"Going by {name}'s texts, which city were they living in {when}?",
				"Where was home for {name} {when}, according to their messages?",
				"Which city's rent was {name} paying {when}, judging from the texts?",
			},
			qBefore: []string{
				"Going by {name}'s texts, which city did they live in right before {next}?",
				"Which city's lease did {name} give up to move to {next}?",
				"From the texts, which city had {name} been renting in until they swapped it for {next}?",
			},
		},
		state: []rawTattedStmt{
			{form: "news", core: "been living in {v} since like 2021 and honestly it's home now"},
			{form: "news", core: "ok context: i'm a {v} local, born and raised, never leaving lol"},
			{form: "news", core: "my whole life is in {v} atm, flat, gym, the lot"},
			{form: "answer", lead: "So I can tailor suggestions, which city are you based in?",
				core: "i'm in {v}, been here a couple years now lol"},
			{form: "aside", lead: "help me write a bio for my dating profile,",
				core: "i live in {v}, 24, iced coffee and bad decisions"},
			{form: "fix", ask: "find me brunch spots near me",
				lead: "Sure! Here are some brunch spots in {v}.",
				core: "nah wrong city lol, i live in {v}, search there"},
			{form: "split", lead: "fun fact about me",
				core: "home is {v}, have been here since uni"},
			{form: "joke", ask: "i live in the group chat at this point lol",
				core: "but fr i live in {v}, tiny flat, big vibes"},
			{form: "news", style: "ab", core: "i live in {v} w/ 2 roommates rn, its chaos"},
			{form: "news", style: "em", core: "🏠 {v} since forever, not moving 🥹"},
			{form: "news", style: "ks", core: "i live in {v} and i love it sooooo much asdfghjkl"},
			{form: "news", style: "mm", core: "not me living in {v} for three years and still getting lost"},
			{form: "news", style: "ht", core: "home sweet {v} #citylife #homebody"},
			{form: "news", style: "st", core: "status: living in {v}, renting, no pets (yet)"},
			{form: "news", style: "te", core: "based in {v}. yup"},
			{form: "news", style: "ty", core: "ive been in {v} for like 3 years, teh best city"},
			{form: "news", style: "gz", core: "i live in {v}, no cap the best city on earth"},
			{form: "news", style: "ml", core: "i live in {v} and adulting here is expensive"},
		},
		change: []rawTattedStmt{
			{form: "news", core: "moved out of {old} (finally) and into {new} last weekend"},
			{form: "news", core: "new city who dis, living in {new} as of saturday"},
			{form: "news", core: "we moved to {new} like 2 weeks ago and i'm still living out of boxes"},
			{form: "news", core: "i'm a {new} local now, moved two weeks ago lol"},
			{form: "answer", lead: "How's the move going? Where did you end up?",
				core: "we're in {new} now!! the new flat is so cute"},
			{form: "aside", lead: "help me write a caption for my moving day pics,",
				core: "we just moved to {new} and i'm obsessed"},
			{form: "fix", ask: "ok so i don't live there anymore lol",
				lead: "Oh no, is everything okay with your place in {v}?",
				core: "no lol everything's fine, i moved, i live in {new} now"},
			{form: "split", lead: "big news",
				core: "signed the lease, i live in {new} now, send snacks"},
			{form: "joke", ask: "i have been adopted by a moving box, i live in it now lol",
				core: "ok jk, the box and i live in {new} now, moved last week"},
			{form: "news", style: "ab", core: "moved to {new} w/ my roommate when the lease ran out, lowkey obsessed"},
			{form: "news", style: "em", core: "📦➡️ {new} (finally) 🏠✨"},
			{form: "news", style: "ks", core: "i moved to {new} and im sooooo happy asdfghjkl"},
			{form: "news", style: "mm", core: "pov: first week living in {new} and the barista already knows my order"},
			{form: "news", style: "ht", core: "new city, new me: {new} #movingday #newbeginnings"},
			{form: "news", style: "st", core: "the {old} chapter is closed, officially living in {new} now"},
			{form: "news", style: "te", core: "moved. in {new} now. yup"},
			{form: "news", style: "ty", core: "we movde to {new} last weekend, teh new place is so cute"},
			{form: "news", style: "gz", core: "moved to {new} last weekend, no cap best decision i've made"},
			{form: "news", style: "ml", core: "adulting level up: i moved to {new} last weekend"},
		},
		revert: []rawTattedStmt{
			{form: "news", core: "ok so {old} was not it, i'm back in {new} as of last week"},
			{form: "news", core: "left {old}, moved back home to {new} lol, full circle"},
			{form: "answer", lead: "Are you still loving the new city?",
				core: "honestly no, left {old} and i'm back in {new} now"},
			{form: "aside", lead: "help me write a post about moving back home,",
				core: "i left {old} and moved back to {new} last week"},
			{form: "fix", ask: "i moved again lol, back to the old place",
				lead: "Oh, so you're staying in {v} for now?",
				core: "no lol i left {old}, i'm back in {new} for good"},
			{form: "split", lead: "plot twist",
				core: "the {old} era is over, back in {new} now"},
			{form: "joke", ask: "i'm a nomad now, home is wherever the wifi is lol",
				core: "jk, left {old} and moved back to {new} last month"},
			{form: "news", style: "em", core: "bye {old} 👋 hello again {new} 🏠"},
			{form: "news", style: "st", core: "update: left {old}, back in {new}, no regrets"},
			{form: "news", style: "ab", core: "left {old} b4 my lease ended, back in {new} rn"},
			{form: "news", style: "ml", core: "left {old}, back in {new}, adulting is a circle"},
		},
		readback: []string{
			"Ah, so you're based in {v}. Noted!",
			"Got it: home is {v}. I'll keep that in mind.",
			"Okay, {v} it is! I'll use that for anything local.",
		},
		readbackNew: []string{
			"Congrats on the move to {v}! How are you settling in?",
			"So you're living in {v} now? Exciting!",
			"A new city! Enjoy {v}.",
		},
		echo: []rawTattedEcho{
			{"what's the weather like rn", "It's sunny and 18 degrees in {v} right now."},
			{"any good thrift stores near me", "There are a few great thrift shops in {v}. Want a list?"},
			{"when's the next bin day", "In {v}, your next collection is on Thursday."},
		},
		stale: []rawTattedStale{
			{"find me a gym near me", "Here are three gyms in {v}.", "wrong city lol i moved"},
			{"how long is my bus to work", "About 25 minutes across {v}.", "i dont live there anymore lmao"},
			{"what's on near me this weekend", "This weekend in {v} there's a night market.", "thats my old city, i moved"},
		},
		misread: []rawTattedMisread{
			{"going to {v} this weekend to see my bf", "Wait, you moved to {v}?", "no lol {v} is where my bf lives"},
			{"still miss {v} sometimes ngl", "Oh, are you living in {v} these days?", "no i left ages ago lol"},
		},
		quoted: []string{
			"my mom keeps saying \"just move to {v} babe\" like it's that easy",
			"my landlord literally said \"have you considered {v}\" 💀",
			"everyone online is like \"{v} is the move\" and i'm not convinced",
		},
		plan: []string{
			"might move to {v} ngl, the rent is lowkey better",
			"if i get that remote job i'm moving to {v} fr",
			"i wish i lived in {v}, the vibes are immaculate",
		},
		memory: []string{
			"remember when i spent a summer in {v}? best summer ever",
			"did a semester abroad in {v} back in uni, miss it",
		},
		past: []string{
			"still getting mail from my old place in {v} smh",
			"my old landlord in {v} still owes me my deposit",
			"found a pic from my {v} days, i looked so young lmao",
		},
		joke: []string{
			"sure, and next i'm buying a castle in {v} lmao",
			"oh totally, i live in {v} now, in my dreams lmao",
			"me moving to {v} to escape my problems (i am not)",
		},
		still: []string{
			"Going by their texts, does {name} still live in {v}?",
			"Is {v} still home for {name}?",
			"Would a parcel for {name} still go to {v}?",
		},
		stillWhen: []string{
			"Going by their texts, was {name} still living in {v} {when}?",
			"Was {v} still home for {name} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Loopify", "Snackwave", "Thriftly", "Pixelbloom", "Moonbeam Coffee", "Fizzbox",
				"Neon Tiger Gym", "Glowup Cosmetics", "Cloudberry Apps", "Velvet Grind", "Zestify", "Petalpost"},
			chatter: []string{
				"how do i ask for a raise without dying inside",
				"is it normal to cry at work once a week lol",
				"what do i put in a resignation email",
				"how many sick days is too many",
			},
			other: []string{
				"my best friend just got hired at {v}, so proud of her",
				"my brother quit {v} after two weeks lmao",
				"my roommate's final round at {v} is tomorrow and she's spiralling",
				"my ex works at {v} now so i'm never going there",
			},
			assistant: []string{
				"I saw {v} is hiring, if you ever want a change.",
				"Fun fact: {v} has a four-day week, in case you're curious.",
				"Want me to compare salaries at {v} and {cur}?",
			},
			qCurrent: []string{
				"Going by {name}'s texts to the assistant, where do they work now?",
				"Which company's Slack is {name} stuck in every weekday now?",
				"Which company does {name} currently work for, according to their chats?",
				"What employer would {name} list on their LinkedIn right now?",
			},
			qWhen: []string{
				"Going by {name}'s texts, which company did they work for {when}?",
				"Where was {name} employed {when}, according to their messages?",
				"Which company would {name} have been complaining about at brunch {when}?",
			},
			qBefore: []string{
				"Going by {name}'s texts, where did they work right before {next}?",
				"Which company got {name}'s two weeks' notice when {next} hired them?",
				"Whose payroll was {name} on until {next} came along?",
			},
		},
		state: []rawTattedStmt{
			{form: "news", core: "i work at {v}, it's fine, the coffee is free so"},
			{form: "news", core: "been at {v} for almost two years now, still feel like the new hire"},
			{form: "news", core: "9 to 5 at {v}, living for the weekends lol"},
			{form: "answer", lead: "What do you do for work these days?",
				core: "i'm at {v}, marketing stuff, it pays the bills"},
			{form: "aside", lead: "help me write a linkedin headline,",
				core: "i work at {v} in social media and i'm lowkey good at it"},
			{form: "fix", ask: "write an out of office for my work email",
				lead: "Sure! Here's an out-of-office for your {v} account.",
				core: "wrong job lol, i work at {v}, use that"},
			{form: "split", lead: "ok so for context",
				core: "i work at {v}, customer support, hybrid"},
			{form: "joke", ask: "my job is professional overthinker lol",
				core: "jk i work at {v}, the overthinking is unpaid"},
			{form: "news", style: "ab", core: "i work @ {v} rn, wfh most days bc the office is far"},
			{form: "news", style: "em", core: "💼 {v} since 2022, coffee-powered ☕"},
			{form: "news", style: "ks", core: "i work at {v} and my team is sooooo chaotic asdfghjkl"},
			{form: "news", style: "mm", core: "main character energy: working at {v} and pretending to know excel"},
			{form: "news", style: "ht", core: "just another day at {v} #9to5 #worklife"},
			{form: "news", style: "st", core: "status: employed @ {v}, surviving"},
			{form: "news", style: "te", core: "work at {v}. that's it"},
			{form: "news", style: "ty", core: "i work at {v}, teh pay is ok tbh"},
			{form: "news", style: "gz", core: "i work at {v}, and no cap my manager is iconic"},
			{form: "news", style: "ml", core: "i work at {v}. adulting, but make it corporate"},
		},
		change: []rawTattedStmt{
			{form: "news", core: "new job who dis, {new} hired me lol"},
			{form: "news", core: "quit {old} and started at {new} on monday, wish me luck"},
			{form: "news", core: "i'm at {new} now, started like 3 weeks ago, still learning everyone's names"},
			{form: "answer", lead: "How's the job hunt going? Any news?",
				core: "i got it!! i work at {new} now"},
			{form: "aside", lead: "help me write a caption for my first day pics,",
				core: "first day at {new} and i'm lowkey terrified"},
			{form: "fix", ask: "i don't work at the old place anymore btw",
				lead: "Oh no, did something happen at {v}?",
				core: "no lol i quit, i work at {new} now, it's way better"},
			{form: "split", lead: "guess who got a new job",
				core: "me!! {new} hired me, first week done"},
			{form: "joke", ask: "i'm unemployed and thriving lol",
				core: "jk jk, i got hired at {new} like two weeks ago"},
			{form: "news", style: "ab", core: "left {old} b4 i lost my mind, at {new} rn"},
			{form: "news", style: "em", core: "💼➡️ {new} 🎉 new job new me"},
			{form: "news", style: "ks", core: "i got the job at {new} and started monday asdfghjkl"},
			{form: "news", style: "mm", core: "pov: first week at {new} and i already have a work nemesis"},
			{form: "news", style: "ht", core: "first week at {new} #newjob #blessed"},
			{form: "news", style: "st", core: "officially employed @ {new} as of monday"},
			{form: "news", style: "te", core: "new job. {new}. yup"},
			{form: "news", style: "ty", core: "started at {new} on monday, teh onboarding is a lot"},
			{form: "news", style: "gz", core: "i work at {new} now, deadass the best move i've made"},
			{form: "news", style: "ml", core: "new job at {new}, adulting unlocked"},
		},
		revert: []rawTattedStmt{
			{form: "news", core: "left {old} and went back to {new}, turns out i missed it"},
			{form: "answer", lead: "How's the new job treating you?",
				core: "it wasn't it, i quit {old} and i'm back at {new} now"},
			{form: "aside", lead: "help me write a message to my old team,",
				core: "i left {old} and i'm back at {new} as of monday"},
			{form: "fix", ask: "i went back to my old job lol",
				lead: "Ha, so you're staying at {v} after all?",
				core: "no lol i quit {old}, i'm back at {new} full time"},
			{form: "split", lead: "don't judge me",
				core: "quit {old} after a month and crawled back to {new} lmao"},
			{form: "joke", ask: "i'm a boomerang employee now lmao",
				core: "left {old}, back at {new} like nothing happened"},
			{form: "news", style: "em", core: "bye {old} 👋 back at {new} 💼"},
			{form: "news", style: "st", core: "update: left {old}, back at {new}, same desk"},
			{form: "news", style: "ab", core: "quit {old} bc the vibes were off, back at {new} rn"},
			{form: "news", style: "ml", core: "quit {old} and went back to {new}, adulting is weird"},
		},
		readback: []string{
			"Got it, you work at {v}. I'll remember that.",
			"So you're at {v}. Noted!",
			"Nice, {v}! I'll keep that in mind for work stuff.",
		},
		readbackNew: []string{
			"Congrats on the new job at {v}!",
			"So you're working at {v} now? Exciting!",
			"A new job! Good luck at {v}.",
		},
		echo: []rawTattedEcho{
			{"what time should i leave for work", "To get to {v} by nine, leave around 8:20."},
			{"write a quick sick message for work", "Here's a short note to your manager at {v} saying you're unwell."},
			{"when's payday again", "Your pay from {v} lands on the last Friday of the month."},
		},
		stale: []rawTattedStale{
			{"how long is my commute", "About 30 minutes to {v}.", "i dont work there anymore lol"},
			{"write a message to my manager", "Here's a message to your manager at {v}.", "wrong job, that's the old one"},
			{"when's my next shift", "Your next shift at {v} is Thursday.", "i quit there lol keep up"},
		},
		misread: []rawTattedMisread{
			{"grabbing lunch at {v} with my friend who works there", "Wait, you work at {v} now?", "no lol my friend works there"},
			{"used to intern at {v} back in the day", "Oh, are you at {v} these days?", "nope, that was ages ago lol"},
		},
		quoted: []string{
			"my dad keeps saying \"just apply to {v}, they have pensions\" lol",
			"my recruiter literally said \"{v} would love you\" ok sure",
			"my friend was like \"{v} is hiring, go go go\"",
		},
		plan: []string{
			"might apply to {v} ngl, the benefits look insane",
			"if {v} hires me i'm quitting on the spot fr",
			"i wish i worked at {v}, the office has a slide",
		},
		memory: []string{
			"remember my interview at {v}? i cried in the lift after lol",
			"i did a summer job at {v} back in school, wild times",
		},
		past: []string{
			"my old {v} hoodie is still my favourite",
			"still have the {v} slack app on my phone, how do i delete it",
			"my last paycheck from {v} still hasn't come through",
		},
		joke: []string{
			"oh yeah {v} made me ceo this morning lmao",
			"sure, {v} is gonna hire me to nap professionally lol",
			"me and my couch got jobs at {v} (we did not)",
		},
		still: []string{
			"Going by their texts, does {name} still work at {v}?",
			"Is {v} still {name}'s employer?",
			"Would a work email to {name} still go to their {v} address?",
		},
		stillWhen: []string{
			"Going by their texts, was {name} still working at {v} {when}?",
			"Was {v} still {name}'s employer {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"ancestral", "gut-healing", "high-volume", "lion diet", "protein-maxxing",
				"animal-based", "intermittent fasting", "clean eating", "macro counting", "seed-oil-free"},
			chatter: []string{
				"how much protein do i actually need lol",
				"cheap lunches that aren't sad?",
				"is it bad that i skip breakfast every day",
				"how do i stop snacking at midnight",
			},
			other: []string{
				"my best friend went {v} and won't shut up about it",
				"my bf's brother is doing {v} for a bet lmao",
				"my sister started {v} this week, pray for her",
				"my coworker is {v} and judges my lunch daily",
			},
			assistant: []string{
				"Lots of people feel great on {v}. Want a few recipes to try?",
				"There's a new {v} café near you, if you're curious.",
				"I could mix some {v} dishes into your {cur} meal plan.",
			},
			qCurrent: []string{
				"Going by {name}'s texts to the assistant, how do they eat now?",
				"Planning a barbecue for {name} this weekend, which diet should the menu respect?",
				"Which diet does {name} currently follow, according to their chats?",
				"Which diet do {name}'s chats with the assistant point to these days?",
			},
			qWhen: []string{
				"Going by {name}'s texts, which diet were they on {when}?",
				"Going by the texts, which eating plan was {name} sticking to {when}?",
				"Which diet would {name} have told a waiter about {when}?",
			},
			qBefore: []string{
				"Going by {name}'s texts, which diet were they on right before going {next}?",
				"Which diet got ditched once {name} switched to {next}?",
				"Prior to the {next} switch, what was {name} eating like, according to their texts?",
			},
		},
		state: []rawTattedStmt{
			{form: "news", core: "i've been {v} since like 2020, it's just who i am now"},
			{form: "news", core: "been on my {v} arc since uni, not changing"},
			{form: "news", core: "been doing {v} for years tbh, it just works for me"},
			{form: "answer", lead: "Any foods I should avoid when suggesting recipes?",
				core: "my diet is {v}, so plan around that"},
			{form: "aside", lead: "help me make a grocery list for the week,",
				core: "i'm doing {v} so nothing off-plan lol"},
			{form: "fix", ask: "what should i make for dinner",
				lead: "How about this {v} pasta?",
				core: "nah that's not my thing, my diet is {v}, find me another option"},
			{form: "split", lead: "ok food thing",
				core: "diet-wise i'm {v}, have been for ages"},
			{form: "joke", ask: "my diet is iced coffee and spite lol",
				core: "but fr i'm {v}, the coffee is just a bonus"},
			{form: "news", style: "ab", core: "been {v} for 2 yrs bc my gut said so lol"},
			{form: "news", style: "em", core: "🍽️ {v} since june and thriving ✨"},
			{form: "news", style: "ks", core: "i've been {v} for a year and i feel sooooo good asdfghjkl"},
			{form: "news", style: "mm", core: "main character energy: {v} for three years straight"},
			{form: "news", style: "ht", core: "day 400 of {v} and still going #foodie #healthjourney"},
			{form: "news", style: "st", core: "status: {v}, no exceptions"},
			{form: "news", style: "te", core: "diet: {v}. yup"},
			{form: "news", style: "ty", core: "ive been {v} since uni, its teh only thing that works for me"},
			{form: "news", style: "gz", core: "i'm {v}, no cap it changed my life"},
			{form: "news", style: "ml", core: "i'm {v}, it's my whole personality, goals"},
		},
		change: []rawTattedStmt{
			{form: "news", core: "no longer in my {old} era, {new} era starts now"},
			{form: "news", core: "switched to {new} like 3 weeks ago and i feel amazing"},
			{form: "news", core: "gave up {old}, i'm doing {new} now lol"},
			{form: "answer", lead: "Are you still eating the same way, or has anything changed?",
				core: "changed it up! i'm {new} now, since last month"},
			{form: "aside", lead: "help me plan meals for the week,",
				core: "i started {new} last week so keep it on plan"},
			{form: "fix", ask: "i don't eat like that anymore btw",
				lead: "Oh, should I stop suggesting {v} recipes then?",
				core: "yes lol i'm {new} now, send new recipes"},
			{form: "split", lead: "new food era alert",
				core: "i'm {new} now, week three"},
			{form: "joke", ask: "i'm on a strict diet of chaos lol",
				core: "jk, i switched to {new} a few weeks ago"},
			{form: "news", style: "ab", core: "quit {old} bc i was always hungry, {new} rn"},
			{form: "news", style: "em", core: "✨ new diet who dis: {new} ✨"},
			{form: "news", style: "ks", core: "switched to {new} and im sooooo proud of myself asdfghjkl"},
			{form: "news", style: "mm", core: "pov: you quit {old} and now you're {new} and insufferable about it"},
			{form: "news", style: "ht", core: "week 2 of {new} #newme #healthjourney"},
			{form: "news", style: "st", core: "officially {new} as of this month"},
			{form: "news", style: "te", core: "switched. {new} now. yup"},
			{form: "news", style: "ty", core: "switched to {new} last week, teh cravings are real"},
			{form: "news", style: "gz", core: "i'm {new} now, deadass feel so much better"},
			{form: "news", style: "ml", core: "switched to {new}, my new adulting project"},
		},
		revert: []rawTattedStmt{
			{form: "news", core: "ngl {old} was not for me, back on my {new} arc"},
			{form: "news", core: "quit {old}, back to {new} and not sorry, don't @ me"},
			{form: "answer", lead: "How's the new diet going?",
				core: "honestly? gave up {old}, i'm {new} again"},
			{form: "aside", lead: "make me a grocery list,",
				core: "i dropped {old} and i'm back to {new}, same as last year"},
			{form: "fix", ask: "i'm back to how i used to eat lol",
				lead: "So still {v}, just more relaxed?",
				core: "no lol i'm done with {old}, i'm {new} again"},
			{form: "split", lead: "confession time",
				core: "the {old} thing lasted like a month, i'm {new} again lol"},
			{form: "joke", ask: "my diet is now vibes only",
				core: "jk, dropped {old} and went back to {new} like a week ago"},
			{form: "news", style: "em", core: "bye {old} 👋 back to {new} 🍽️"},
			{form: "news", style: "st", core: "update: {old} is done, {new} again"},
			{form: "news", style: "ab", core: "dropped {old} bc it was too much, {new} again rn"},
			{form: "news", style: "ml", core: "dropped {old} and went back to {new}, adulting is hard"},
		},
		readback: []string{
			"Got it, {v}. I'll keep meal ideas in line with that.",
			"Noted: {v}. Want some recipe ideas?",
			"So you eat {v}. I'll remember that for recipes.",
		},
		readbackNew: []string{
			"Love that! So you're {v} now? I'll suggest recipes that fit.",
			"A new diet! I'll switch your meal ideas to {v}.",
			"Good luck with {v}! Want some recipes to start?",
		},
		echo: []rawTattedEcho{
			{"what should i eat for lunch", "Here are three {v} lunch ideas you can make in ten minutes."},
			{"any snack ideas", "Here are a few snacks that work for {v}."},
			{"what can i order at the thai place", "A few dishes there work for {v}; I can check the menu."},
		},
		stale: []rawTattedStale{
			{"meal plan for the week", "Here's a week of {v} meals.", "that's my old diet lol i switched"},
			{"what should i buy at the shops", "Here's a shopping list for {v}.", "wrong diet, i changed"},
			{"recipe for sunday", "Here's a Sunday roast that fits {v}.", "i dont eat like that anymore"},
		},
		misread: []rawTattedMisread{
			{"my flatmate is doing {v} and keeps talking about it", "Oh, are you doing {v} too?", "no lol thats her thing not mine"},
			{"tried {v} for like a week in 2019 lmao", "So you're {v} these days?", "no, that was years ago"},
		},
		quoted: []string{
			"my gym bro said \"just go {v}, trust\" and now i can't stop thinking about it",
			"my nan thinks {v} is \"a phase\" lol",
			"everyone on my feed is like \"{v} changed my life\" ok",
		},
		plan: []string{
			"might try {v} next month ngl",
			"if i get bored of my diet i'm trying {v} fr",
			"wish i could do {v} but i love food too much",
		},
		memory: []string{
			"remember when i tried {v} for a week and cried",
			"my mum did {v} when i was a kid, i have trauma lol",
		},
		past: []string{
			"still have all those {v} recipes saved from back then",
			"my old {v} meal prep containers are everywhere",
			"found my {v} food diary from last year lmao",
		},
		joke: []string{
			"yeah i'm {v} now, i only eat vibes lmao",
			"sure, i'll go {v} the day pizza stops existing",
			"me? {v}? in this economy? lol",
		},
		still: []string{
			"Going by their texts, is {name} still {v}?",
			"Would a {v} dinner still suit {name}?",
			"Is {v} still the diet {name} follows?",
		},
		stillWhen: []string{
			"Going by their texts, was {name} still {v} {when}?",
			"Was {v} still the diet {name} followed {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Jaxon", "Kendall", "Brynn", "Tristan", "Makayla", "Deshawn",
				"Aaliyah", "Colton", "Sienna", "Marcus", "Harper", "Landon"},
			chatter: []string{
				"how do i tell my partner i need space without it being weird",
				"cute date ideas that aren't expensive?",
				"is it normal to fight about dishes lol",
				"what do i get someone for a six month anniversary",
			},
			other: []string{
				"my best friend and {v} are official now and it's so cute",
				"my sister hard launched {v} online lol",
				"my roommate broke up with {v}, i'm on ice cream duty",
				"my cousin is engaged to {v}, wedding is in june",
			},
			assistant: []string{
				"Heads up: {v} is hosting a game night Friday, if you want to go.",
				"Psst, it's {v}'s birthday soon, in case you want to send something.",
				"Want me to invite {v} to dinner too, along with {cur}?",
			},
			qCurrent: []string{
				"Going by {name}'s texts to the assistant, who are they dating now?",
				"If {name} brought a plus-one to a wedding tonight, who would it be?",
				"Who is {name}'s significant other these days, according to their chats?",
				"Whose name would {name} put as their partner on a form today?",
			},
			qWhen: []string{
				"Going by {name}'s texts, who were they dating {when}?",
				"Judging from the texts, who was {name}'s boo {when}?",
				"Who would {name} have been texting goodnight {when}?",
			},
			qBefore: []string{
				"Going by {name}'s texts, who were they dating right before {next}?",
				"Whom did {name} stop dating to be with {next}, judging from their texts?",
				"Who was {name}'s last relationship before {next}, judging by the texts?",
			},
		},
		state: []rawTattedStmt{
			{form: "news", core: "been with {v} for three years, they're my person fr"},
			{form: "news", core: "me and {v} have been together since uni, still obsessed"},
			{form: "news", core: "my partner {v} and i just hit two years lol"},
			{form: "answer", lead: "Who should I list as your emergency contact?",
				core: "that'd be {v}, my partner, we share a flat"},
			{form: "aside", lead: "help me plan a date night,",
				core: "it's for me and {v}, we've been dating a year"},
			{form: "fix", ask: "text my partner that i'm running late",
				lead: "Sure, texting {v} now.",
				core: "no wrong person lol, my partner is {v}, text them"},
			{form: "split", lead: "ok relationship context",
				core: "i'm dating {v}, it's been two years"},
			{form: "joke", ask: "i'm in a committed relationship with my bed lol",
				core: "jk i'm with {v}, the bed is my side piece"},
			{form: "news", style: "ab", core: "me & {v} r together like 2 yrs now"},
			{form: "news", style: "em", core: "❤️ me and {v}, three years strong 🥹"},
			{form: "news", style: "ks", core: "me and {v} have been together two years and im sooooo in love asdfghjkl"},
			{form: "news", style: "mm", core: "main character energy: being loved by {v} for three years"},
			{form: "news", style: "ht", core: "three years with {v} #lovewins #anniversary"},
			{form: "news", style: "st", core: "status: taken, by {v}, three years"},
			{form: "news", style: "te", core: "dating {v}. yup"},
			{form: "news", style: "ty", core: "ive been with {v} for like 3 years, teh best person ever"},
			{form: "news", style: "gz", core: "me and {v} have been together two years, no cap they're the one"},
			{form: "news", style: "ml", core: "bae is {v}, three years and counting"},
		},
		change: []rawTattedStmt{
			{form: "news", core: "hard launched {new} on insta lol, it's official"},
			{form: "news", core: "me and {old} broke up lol, and now i'm with {new}, plot twist"},
			{form: "news", core: "soft launch: been seeing {new} for like a month"},
			{form: "answer", lead: "How's your love life these days?",
				core: "i'm seeing {new}!! it's new but it's good"},
			{form: "aside", lead: "help me pick a gift for my new boo,",
				core: "their name is {new}, we've been dating a month"},
			{form: "fix", ask: "i'm not with my ex anymore btw",
				lead: "Oh no, I'm sorry about you and {v}. Want to talk?",
				core: "no lol it's fine, i'm with {new} now, we're happy"},
			{form: "split", lead: "so um",
				core: "i'm seeing someone now, their name is {new} and they're perfect"},
			{form: "joke", ask: "marrying my couch, it's the only one who gets me",
				core: "jk, i'm dating {new} now, met them a month ago"},
			{form: "news", style: "ab", core: "broke up w/ {old}, dating {new} rn"},
			{form: "news", style: "em", core: "💔 bye {old}, ❤️ hi {new} 🥹"},
			{form: "news", style: "ks", core: "im dating {new} and im sooooo happy asdfghjkl"},
			{form: "news", style: "mm", core: "pov: you left {old} and now {new} is your whole personality"},
			{form: "news", style: "ht", core: "meet my person, {new} #hardlaunch #inlove"},
			{form: "news", style: "st", core: "status: in a relationship with {new}, since last month"},
			{form: "news", style: "te", core: "new boo. {new}. yup"},
			{form: "news", style: "ty", core: "me and {old} broke up, im with {new} now and teh vibes are good"},
			{form: "news", style: "gz", core: "i'm with {new} now, deadass happiest i've been"},
			{form: "news", style: "ml", core: "bae is {new} now, we're totes official"},
		},
		revert: []rawTattedStmt{
			{form: "news", core: "no judgement zone: me and {old} are over and {new} took me back lol"},
			{form: "answer", lead: "Are you still with your new partner?",
				core: "nope, done with {old}, back with {new} and it's better this time"},
			{form: "aside", lead: "help me write a cute text,",
				core: "i left {old} and it's for {new}, we're back together"},
			{form: "fix", ask: "i'm back with my ex lol",
				lead: "Oh! So things are good with {v} again?",
				core: "no lol i left {old}, i'm back with {new} now"},
			{form: "split", lead: "plot twist part two",
				core: "me and {old} broke up and i'm back with {new}, don't say it"},
			{form: "joke", ask: "my love life is a sitcom lmao",
				core: "jk but fr i dumped {old} and got back with {new} last week"},
			{form: "news", style: "em", core: "bye {old} 👋 back with {new} ❤️"},
			{form: "news", style: "st", core: "update: single from {old}, back with {new}, it's complicated"},
			{form: "news", style: "ab", core: "dumped {old} bc drama, back w/ {new} rn"},
			{form: "news", style: "ml", core: "left {old}, bae is {new} again"},
		},
		readback: []string{
			"Got it, your partner is {v}. I'll remember that.",
			"That's lovely! Say hi to {v} for me.",
			"Aww, you and {v}! Noted.",
		},
		readbackNew: []string{
			"Aww, congrats! So you're with {v} now?",
			"That's so exciting! I hope things go well with {v}.",
			"New relationship! Say hi to {v} for me.",
		},
		echo: []rawTattedEcho{
			{"what's in my calendar friday", "Friday night: dinner with {v} at 7."},
			{"what was i gonna buy again", "You wanted to get flowers for {v}."},
			{"who was i meant to call back", "You said you'd call {v} after work."},
		},
		stale: []rawTattedStale{
			{"text my partner goodnight", "Sending a goodnight text to {v}.", "we broke up lol dont"},
			{"what are my weekend plans", "Saturday: movie night with {v}.", "thats old, we're not together"},
			{"when's my partner's birthday", "Your partner {v}'s birthday is on the 12th.", "not my partner anymore lol"},
		},
		misread: []rawTattedMisread{
			{"hanging out with {v} tonight, we're just friends", "Oh, are you and {v} dating?", "no lol we're just friends"},
			{"my ex {v} texted me happy birthday lmao", "Wait, are you back with {v}?", "absolutely not lol"},
		},
		quoted: []string{
			"my mum keeps saying \"why don't you date {v}, they're so nice\"",
			"my friend swears \"{v} likes you\" and i'm like ok",
			"the group chat is like \"just text {v} already\"",
		},
		plan: []string{
			"might slide into {v}'s dms ngl",
			"if i was single i'd ask {v} out fr",
			"i wish {v} would notice me lol",
		},
		memory: []string{
			"remember my situationship with {v} in college? chaos",
			"saw {v} at a party years ago and never spoke to them again lol",
		},
		past: []string{
			"still have {v}'s hoodie from when we dated",
			"need to delete all my pics with {v} from back then",
			"my ex {v}'s spotify is still logged in on my laptop lmao",
		},
		joke: []string{
			"yeah me and {v} are married now (in my head)",
			"my future spouse {v}, they just don't know it yet lol",
			"me and {v}? in this lifetime? lmao",
		},
		still: []string{
			"Going by their texts, is {name} still dating {v}?",
			"Is {v} still {name}'s partner?",
			"Would {name} still list {v} as their emergency contact?",
		},
		stillWhen: []string{
			"Going by their texts, was {name} still dating {v} {when}?",
			"Was {v} still {name}'s partner {when}?",
		},
	},
}
