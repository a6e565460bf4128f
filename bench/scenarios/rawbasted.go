package scenarios

import (
	"strings"
	"time"
)

// The basted set lives in its own file, as the veiled to hemmed sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is spoken conversation as a voice agent's speech
// recogniser writes it down: a voice assistant (a phone app, a car, a
// kitchen speaker; role assistant, speaker AssistantSpeaker) talks with
// one person (role user, their first name as speaker) over many months,
// and every utterance reaches memory as the recogniser's transcript, one
// utterance a turn. Sessions are voice sessions or calls a few minutes
// long, turns seconds apart, sessions days or weeks apart. Each
// conversation has one of two recognisers (rawBastedRun.stream): a
// "formatted" one that capitalizes the start of an utterance and most
// proper nouns and punctuates roughly (run-ons, commas where the person
// took a breath, digits for times and dates: "March 23rd at 4:30"),
// sometimes writing a name in lower case or split in two ("Mussel
// Burgh"), never the asked value of a gold turn split; or a "raw
// streaming" one (rawBastedStream) that writes everything in lower case
// with no punctuation at all (apostrophes kept), numbers and dates spelled
// out ("march twenty third at four thirty") and proper nouns in lower case.
// Both write speech as it comes: fillers ("um", "uh", "like", "you know",
// "i mean"), false starts and repairs, self-corrections, repetitions,
// trailing off, backchannels ("yeah", "mm-hm", "right") as turns of their
// own while the assistant talks at length, utterances the recogniser cut
// into two or three consecutive turns of the person's, and now and then a
// common word heard as its homophone ("weather" as "whether"; never a
// value, and never inside the stretch that states a value). The assistant
// speaks as voice assistants do: short, cased, confirming and repeating
// back ("Okay, setting your home to X."), reading messages aloud, acting
// on the person's earlier value until told otherwise and suggesting other
// values. A value is stated in one of six forms (rawBastedStmt): in
// passing in the middle of a request (aside: "navigate home, oh wait,
// home's the new place in X now, we moved"); as the answer to the
// assistant's question, which names no value (answer); as the correction
// of the assistant acting on a stale value or guessing wrong (fix: "no,
// no, we're not in Y anymore, it's X now"); across two or three turns the
// recogniser split, the value in the last (split); with a false start or
// a self-correction that repairs away an earlier value (repair: "I work
// at, sorry, I used to work at Y, now it's X"); or, after the recogniser
// misheard the value as a near-homophone that is no value ("leaf" for
// "Leith") and the assistant read it back, as the person's correction
// (redo). Gold follows the stitched rule: only a turn in which the person
// states their own value of the asked attribute as holding then is gold.
// Of a split utterance the turn that holds the value is gold; a repaired
// statement is a statement and a repaired-away value is not the one that
// holds; the misheard turn is not gold (its value is no value of the
// set), the correction after it is; the assistant's turns never are.
// Distractors: the assistant's read-backs, echoes and messages it reads
// out naming the value that holds (allowed, never gold), its stale acts
// and suggestions naming other values; other people's news in the third
// person; quoted speech ("my boss said, "you should move to X""); texts
// the person reads out; plans and hypotheticals that do not happen;
// memories; the person's earlier values told as past; the person's other
// attributes; and slips of the recogniser on other words. Questions are
// typed by whoever asks, normally cased; expected is the value as cased in
// its list, and the answer rule and the gold oracle compare values
// without case. They ask for the value as the other sets do and also as
// yes/no "still" questions that name a stale or wrong value, expected
// always the value that held; months are asked "in", "on a quiet evening
// in", "a few days into", "at the height of" or "for a spell in", and
// "before X".
func init() {
	installRawSet(PhrasingBasted, rawBastedAttrs(), rawBastedSmallTalk, rawBastedReplies,
		[]string{"in ", "on a quiet evening in ", "a few days into ", "at the height of ", "for a spell in "},
		[]string{"Rhona", "Calum", "Dympna", "Kenna", "Morag", "Dougie",
			"Tilda", "Ursula", "Wallis", "Innes", "Jocasta", "Ruaridh"})
}

// rawBastedStmt is one statement template (core), its form and what the
// form needs around it: aside (lead: the request the statement interrupts,
// said before it in the same turn); answer (lead: the assistant's
// question, naming no value); fix (ask: the person's request, naming no
// value; lead: the assistant acting on it, naming {v}, a stale value of
// the person's or a wrong guess); split (lead: the first part of the
// utterance, a turn of its own naming no value); repair (the core holds
// the false start or the self-correction); redo (lead: the utterance as
// the recogniser misheard it, {v} the value's near-homophone).
type rawBastedStmt struct{ form, ask, lead, core string }

// rawBastedStmts are the statements of one kind (state, change or revert).
type rawBastedStmts []rawBastedStmt

// formCore makes rawBastedStmt a formed statement (rawformed.go).
func (s rawBastedStmt) formCore() (string, string) { return s.form, s.core }

// rawBastedStale is the assistant acting on the person's earlier value:
// the person's request (no value), the assistant's act naming {v} and the
// person putting it right without naming a value.
type rawBastedStale struct{ ask, act, reject string }

// rawBastedEcho is the assistant naming the value that holds: the
// person's request (no value) and the assistant's answer naming {v}, a
// message it reads out or a remark.
type rawBastedEcho struct{ ask, line string }

// rawBastedForms are the basted set's lists per attribute: the lists of
// rawSetLists (values, chatter, other, assistant suggestions and the
// questions), the statements by kind, the near-homophone the recogniser
// writes for each value (heard; no value) and the split form the
// formatted recogniser sometimes writes for some (split; no value), and:
// the assistant's read-backs of the value just stated {v} (readback), its
// answers, remarks and messages it reads out naming the value that holds
// {v} (echo), its acting on an earlier value {v} (stale), messages it reads
// out with other people's values {v} (messages); the person's quotes of
// what someone said naming {v} (quoted), texts they read out naming {v}
// (relay), plans and hypotheticals (plan), memories (memory) and earlier
// values told as past (past); and the questions that name a stale or
// wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawBastedForms struct {
	lists                 rawSetLists
	state, change, revert rawBastedStmts
	heard, split          map[string]string
	readback              []string
	echo                  []rawBastedEcho
	stale                 []rawBastedStale
	messages              []string
	quoted, relay         []string
	plan, memory, past    []string
	still, stillWhen      []string
}

// rawBastedAttrs are the basted set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores.
func rawBastedAttrs() map[string]rawSetLists {
	return formedLists(rawBastedByAttr, func(f rawBastedForms) (rawSetLists, []rawBastedStmt, []rawBastedStmt, []rawBastedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// talks reports whether g's set is a voice agent's spoken conversation
// (the basted set).
func (g *rawGen) talks() bool { return g.ph == PhrasingBasted }

// rawBastedRun is one basted conversation being written.
type rawBastedRun struct {
	*rawGen
	f      rawBastedForms
	stream bool // the raw streaming recogniser (else the formatted one)
	said   string
	used   map[string]bool // the templates said in this session
}

// voiceCalls writes a basted conversation and its questions: the person's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 75 to 140 days after the previous one or after six
// to ten sessions (times the filler scale), whichever is later, with a
// session every few days, now and then weeks, in between.
func (g *rawGen) voiceCalls(vals []string, revert, chatty bool) {
	r := &rawBastedRun{rawGen: g, f: rawBastedByAttr[g.a.predicate], stream: g.rng.IntN(2) == 0}
	g.statedSessions(r, vals, revert, chatty, 75, 66)
}

// user is an utterance of the person's, as the recogniser writes it, a
// few seconds after the last turn.
func (r *rawBastedRun) user(text string) string {
	id, _ := r.turn(r.who, "user", r.written(text), time.Duration(3+r.rng.IntN(20))*time.Second)
	return id
}

// userSoon is the next part of an utterance the recogniser split, a
// second or two after the part before it.
func (r *rawBastedRun) userSoon(text string) (string, time.Time) {
	return r.turn(r.who, "user", r.written(text), time.Duration(1+r.rng.IntN(2))*time.Second)
}

// userPart is the first part of an utterance the recogniser split: as
// written, but with no full stop added where the person paused.
func (r *rawBastedRun) userPart(text string) {
	if r.stream {
		text = rawBastedStream(text)
	} else {
		text = capitalize(text)
	}
	r.turn(r.who, "user", text, time.Duration(3+r.rng.IntN(20))*time.Second)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawBastedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// bot is a line of the assistant's, cased and punctuated.
func (r *rawBastedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(1+r.rng.IntN(4))*time.Second)
}

// written is text as the conversation's recogniser writes it: the raw
// streaming one in lower case with no punctuation (rawBastedStream); the
// formatted one with its first letter capitalized and, two times in three,
// a full stop where the utterance ends without punctuation.
func (r *rawBastedRun) written(text string) string {
	if r.stream {
		return rawBastedStream(text)
	}
	text = capitalize(text)
	if !strings.ContainsAny(text[len(text)-1:], ".,?!") && r.rng.IntN(3) > 0 {
		text += "."
	}
	return text
}

// rawBastedStream is text as the raw streaming recogniser writes it: lower
// case, no punctuation (apostrophes and hyphens inside words kept), one
// space between words.
func rawBastedStream(text string) string {
	text = rawBastedPunct.Replace(strings.ToLower(text))
	return strings.Join(strings.Fields(text), " ")
}

var rawBastedPunct = strings.NewReplacer(".", " ", ",", " ", "?", " ", "!", " ", ";", " ", ":", " ", "\"", " ", "…", " ")

// value is v as the recogniser writes it in a turn: in a gold turn as
// cased in its list, one time in eight in lower case; elsewhere in lower
// case one time in four and, in a formatted turn, if the value has a
// split form, split one time in five. (The raw streaming recogniser writes
// every turn in lower case anyway.)
func (r *rawBastedRun) value(v string, gold bool) string {
	switch {
	case gold && r.rng.IntN(8) == 0, !gold && r.rng.IntN(4) == 0:
		return strings.ToLower(v)
	case !gold && !r.stream && rawBastedSplit(v) != "" && r.rng.IntN(5) == 0:
		return rawBastedSplit(v)
	}
	return v
}

// rawBastedSplit is the split form of v, a value of any attribute, or "".
func rawBastedSplit(v string) string {
	for _, f := range rawBastedByAttr {
		if sp := f.split[v]; sp != "" {
			return sp
		}
	}
	return ""
}

// utter fills tpl's {v} with v as a non-gold turn writes it, one time in
// five with a common word heard as its homophone.
func (r *rawBastedRun) utter(tpl, v string) string {
	if r.rng.IntN(5) == 0 {
		tpl = r.homophone(tpl)
	}
	return fillOne(tpl, map[string]string{"v": r.value(v, false)})
}

// homophone is text with one of its common words that has a homophone
// (rawBastedHomophones) written as the homophone, if it has one; words
// holding a placeholder are left alone.
func (r *rawBastedRun) homophone(text string) string {
	words := strings.Split(text, " ")
	var at []int
	for k, w := range words {
		if _, ok := rawBastedHomophones[strings.ToLower(strings.Trim(w, ",.?!\""))]; ok && !strings.Contains(w, "{") {
			at = append(at, k)
		}
	}
	if len(at) == 0 {
		return text
	}
	k := at[r.rng.IntN(len(at))]
	w := words[k]
	bare := strings.Trim(w, ",.?!\"")
	to := rawBastedHomophones[strings.ToLower(bare)]
	if bare != strings.ToLower(bare) {
		to = capitalize(to)
	}
	words[k] = strings.Replace(w, bare, to, 1)
	return strings.Join(words, " ")
}

// wrap puts a filler before core one time in two and a tail after it one
// time in three, either of them one time in six with a homophone.
func (r *rawBastedRun) wrap(core string) string {
	if r.rng.IntN(2) == 0 {
		f := pick(r.rng, rawBastedFillers)
		if r.rng.IntN(6) == 0 {
			f = r.homophone(f)
		}
		core = f + " " + core
	}
	if r.rng.IntN(3) == 0 {
		t := pick(r.rng, rawBastedTails)
		if r.rng.IntN(6) == 0 {
			t = r.homophone(t)
		}
		core += " " + t
	}
	return core
}

// open starts a session on r.t's day (at a time of day of its own, or
// after the last turn that day): the assistant's greeting one time in two
// (a car or a phone call; {me} the person), else the person starts
// talking.
func (r *rawBastedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	if r.rng.IntN(2) == 0 {
		r.bot(strings.ReplaceAll(pick(r.rng, rawBastedOpeners), "{me}", r.who))
	}
}

// close ends a session one time in two with the person's goodbye and
// the assistant's.
func (r *rawBastedRun) close() {
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, rawBastedByes))
		r.bot(pick(r.rng, rawBastedBotByes))
	}
}

// readback is the assistant's answer after a statement of v: reading v
// back one time in two, else a plain reply.
func (r *rawBastedRun) readback(v string) {
	if r.rng.IntN(2) == 0 {
		r.bot(fillOne(pick(r.rng, r.f.readback), map[string]string{"v": v}))
		return
	}
	r.bot(pick(r.rng, rawReplies[r.ph]))
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) in a form drawn from its
// kind's list, with the turns the form needs around it, and returns the
// statement's turn and its time.
func (r *rawBastedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	st := s[r.rng.IntN(len(s))]
	if st.core == r.said {
		st = s[r.rng.IntN(len(s))]
	}
	r.said = st.core
	v := vals[i]
	gv := map[string]string{}
	for _, k := range []string{"v", "old", "new"} { // in a fixed order: each draws from r.rng
		if x, ok := vars[k]; ok {
			gv[k] = r.value(x, true)
		}
	}
	core := fillOne(st.core, gv)
	var id string
	var at time.Time
	switch st.form {
	case "aside":
		id = r.user(r.wrap(st.lead + ", " + core))
		at = r.t
	case "answer":
		r.smallTalk()
		r.bot(st.lead)
		id = r.user(r.wrap(core))
		at = r.t
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong guess
		if i > 0 {
			lv = vals[i-1] // the value left, which the assistant still acts on
		}
		r.user(st.ask)
		r.bot(fillOne(st.lead, map[string]string{"v": lv}))
		id = r.user(r.wrap(core))
		at = r.t
	case "split":
		lead := st.lead
		if r.rng.IntN(2) == 0 {
			lead = pick(r.rng, rawBastedFillers) + " " + lead
		}
		r.userPart(lead)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawBastedSplitMids))
		}
		tail := ""
		if r.rng.IntN(3) == 0 {
			tail = " " + pick(r.rng, rawBastedTails)
		}
		id, at = r.userSoon(core + tail)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawBastedAfterSplits))
		}
	case "redo":
		h := f.heard[v]
		r.user(r.wrap(fillOne(st.lead, map[string]string{"v": h})))
		r.bot(strings.ReplaceAll(pick(r.rng, rawBastedConfirms), "{heard}", titleWords(h)))
		lead := strings.ReplaceAll(pick(r.rng, rawBastedRedoLeads), "{heard}", h)
		id = r.user(lead + " " + core)
		at = r.t
	default: // repair
		id = r.user(r.wrap(core))
		at = r.t
	}
	if st.form == "redo" || st.form == "fix" {
		if r.rng.IntN(2) == 0 {
			r.bot(pick(r.rng, rawBastedFixed))
			return id, at
		}
	}
	r.readback(v)
	return id, at
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, two to eight days apart, one time in eight three to five
// weeks.
func (r *rawBastedRun) filler(vals []string, i int, chatty bool, n int) {
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

// smallTalk is one everyday request and the assistant's answer to it:
// split by the recogniser into two turns one time in five, or, one time
// in four, a request with a time or a date, written as each recogniser
// writes numbers.
func (r *rawBastedRun) smallTalk() {
	if r.rng.IntN(4) == 0 {
		d := rawBastedDated[r.rng.IntN(len(rawBastedDated))]
		if r.stream {
			r.user(d.spoken)
		} else {
			r.user(d.formatted)
		}
		r.bot(d.answer)
		return
	}
	t := r.fresh(rawSmallTalk[r.ph])
	switch x := r.rng.IntN(15); {
	case x < 4:
		words := strings.Fields(r.homophone(t))
		cut := len(words)/3 + r.rng.IntN(len(words)/3+1)
		first := strings.Join(words[:cut], " ")
		if !r.stream {
			first += "..."
		}
		r.userPart(first)
		r.userSoon(strings.Join(words[cut:], " "))
	case x < 7:
		r.user(r.wrap(r.homophone(t)))
	default:
		r.user(r.wrap(t))
	}
	r.bot(r.answer(t))
}

// exchange is one exchange after statement vals[i]: small talk; the
// assistant explaining something at length while the person backchannels;
// a slip of the recogniser on another word; talk on the topic naming no
// value; the person's own other attributes; someone else's value in the
// person's words; quoted speech; a text the person reads out; a message
// the assistant reads out, with someone else's value; a remark or message
// of the assistant's naming the value that holds; the person's earlier
// value told as past; a plan or hypothetical that does not happen; a
// memory; the assistant acting on the person's earlier value (put right
// without a value); or the assistant suggesting another value (always
// once more when chatty, one time in three).
func (r *rawBastedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(40); {
	case x < 7:
		r.smallTalk()
	case x < 9:
		st := rawBastedSteps[r.rng.IntN(len(rawBastedSteps))]
		r.user(r.wrap(st.ask))
		r.bot(st.first)
		r.user(pick(r.rng, rawBastedBackchannels))
		r.bot(st.then)
		if r.rng.IntN(2) == 0 {
			r.user(pick(r.rng, rawBastedBackchannels))
		}
	case x < 11:
		s := rawBastedSlips[r.rng.IntN(len(rawBastedSlips))]
		r.user(s.heard)
		r.bot(s.check)
		r.user(s.fix)
		r.bot(pick(r.rng, rawBastedFixed))
	case x < 13:
		t := r.fresh(r.a.chatter[r.ph])
		r.user(r.wrap(r.homophone(t)))
		r.bot(r.answer(t))
	case x < 14:
		r.smallTalk()
	case x < 17:
		bg := r.bgAttr()
		var sts []rawBastedStmt
		for _, st := range rawBastedByAttr[bg].state {
			if st.form == "aside" || st.form == "repair" {
				sts = append(sts, st)
			}
		}
		st := sts[r.rng.IntN(len(sts))]
		if r.used[st.core] {
			r.smallTalk()
			break
		}
		r.used[st.core] = true
		text := fillOne(st.core, map[string]string{"v": r.value(r.bg[bg], false)})
		if st.form == "aside" {
			text = st.lead + ", " + text
		}
		r.user(r.wrap(text))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 21:
		r.user(r.wrap(r.utter(r.fresh(r.a.other[r.ph]), pick(r.rng, others))))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 23:
		r.user(r.utter(r.fresh(f.quoted), pick(r.rng, others)))
		r.bot(pick(r.rng, rawBastedShrugs))
	case x < 25:
		r.user(r.utter(r.fresh(f.relay), pick(r.rng, others)))
		r.bot(pick(r.rng, rawBastedShrugs))
	case x < 27:
		r.user(pick(r.rng, rawBastedReadMine))
		r.bot(fillOne(r.fresh(f.messages), map[string]string{"v": pick(r.rng, others)}))
		r.user(pick(r.rng, rawBastedDictations))
		r.bot(pick(r.rng, rawBastedSent))
	case x < 29 && r.cur != "":
		e := f.echo[r.rng.IntN(len(f.echo))]
		r.user(e.ask)
		r.bot(fillOne(e.line, map[string]string{"v": r.cur}))
		r.user(pick(r.rng, rawBastedBackchannels))
	case x < 31 && len(past) > 0:
		r.user(r.wrap(r.utter(r.fresh(f.past), pick(r.rng, past))))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 33:
		r.user(r.wrap(r.utter(r.fresh(f.plan), pick(r.rng, others))))
		r.bot(pick(r.rng, rawBastedShrugs))
	case x < 34:
		r.user(r.wrap(r.utter(r.fresh(f.memory), pick(r.rng, others))))
		r.bot(pick(r.rng, rawBastedNoMemory))
	case x < 37 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.user(s.ask)
		r.bot(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject)
		r.bot(pick(r.rng, rawBastedFixed))
	default:
		r.smallTalk()
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
		r.user(pick(r.rng, rawBastedDeclines))
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
		r.user(pick(r.rng, rawBastedDeclines))
	}
}

// rawBastedHomophones are common words the recogniser now and then writes
// as their homophones; none is in a value.
var rawBastedHomophones = map[string]string{
	"there": "their", "weather": "whether", "right": "write", "hour": "our", "week": "weak",
	"meet": "meat", "whole": "hole", "know": "no", "wait": "weight", "here": "hear",
	"buy": "by", "flour": "flower", "through": "threw", "heard": "herd", "sure": "shore",
}

// rawBastedFillers go before an utterance's matter; rawBastedTails after
// it, some trailing off. No value.
var (
	rawBastedFillers = []string{"um,", "uh,", "so, um,", "yeah, so", "like,", "I mean,", "you know,", "okay, so,", "right, um,", "oh,", "so so"}
	rawBastedTails   = []string{"so yeah.", "if that makes sense.", "and, yeah...", "I think.", "anyway.", "you know?", "so..."}
)

// rawBastedSplitMids are the middle turn of an utterance the recogniser
// split in three; rawBastedAfterSplits a last turn after a split
// statement. No value.
var (
	rawBastedSplitMids   = []string{"uh,", "hang on,", "sorry, um,", "what's the word,"}
	rawBastedAfterSplits = []string{"so yeah, update that.", "just so you know.", "if you need it for anything."}
)

// rawBastedOpeners are the assistant's greetings at the start of a
// session ({me}, the person); rawBastedByes and rawBastedBotByes end one.
var (
	rawBastedOpeners = []string{
		"Hi {me}, where are we heading?",
		"Hey {me}, go ahead, I'm listening.",
		"Morning, {me}. What can I do?",
		"I'm here, {me}. What do you need?",
	}
	rawBastedByes    = []string{"that's everything, thanks", "okay, cheers, bye", "great, that's me done", "nope, that's all for now"}
	rawBastedBotByes = []string{"Okay, bye for now.", "Anytime. Talk later.", "You're welcome. Have a good one."}
)

// rawBastedBackchannels are the person's short turns while the assistant
// talks; no value.
var rawBastedBackchannels = []string{"yeah", "mm-hm", "right", "okay, yeah", "uh-huh", "oh right"}

// rawBastedStep is a request the assistant answers in two parts, the
// person backchanneling between them; no value.
type rawBastedStep struct{ ask, first, then string }

var rawBastedSteps = []rawBastedStep{
	{"how do I get the smoke alarm to stop beeping", "First, press and hold the test button for about ten seconds.", "If it still beeps, the battery needs changing. It takes a nine-volt one."},
	{"how long do I boil an egg for, like, dippy", "Put the egg into water that's already boiling.", "Then six minutes for a runny yolk, and run it under cold water after."},
	{"what's the quickest way to defrost the car windscreen", "Start the engine and put the blower on the windscreen, full heat.", "Meanwhile a scraper or lukewarm water on the glass helps. Never boiling water."},
	{"how do I reset the wifi router", "Find the small reset hole on the back of the router.", "Hold it in with a paperclip for fifteen seconds, then wait a couple of minutes for the lights."},
}

// rawBastedSlip is a slip of the recogniser on a word that is no value:
// the utterance as it heard it, the assistant's read-back and the
// person's fix.
type rawBastedSlip struct{ heard, check, fix string }

var rawBastedSlips = []rawBastedSlip{
	{"play some soul music", "Playing a travel guide to Seoul.", "no, soul, like the music, soul music"},
	{"remind me to buy flowers for the cake", "Reminder set: buy flowers.", "no, flour, for baking, F-L-O-U-R"},
	{"turn the heating up to nineteen", "Setting the heating to ninety.", "no, nineteen, one nine"},
	{"add capers to the list", "I've added campers to your list.", "no, capers, the little green things"},
	{"call the vet about the cat's jab", "Calling the vet about the cat's job.", "jab, the injection, never mind, just call them"},
	{"put the oven on two hundred", "Setting a timer for two hundred minutes.", "no, the oven, the temperature, two hundred degrees"},
}

// rawBastedConfirms are the assistant's read-backs of a misheard value
// ({heard}, as it heard it); rawBastedRedoLeads open the person's
// correction, perhaps repeating the misheard word; rawBastedFixed are the
// assistant's answers to a correction.
var (
	rawBastedConfirms = []string{
		"Okay, I've set that to {heard}.",
		"Did you say {heard}?",
		"Got it, {heard}. Is that right?",
		"Sorry, I heard {heard}. Is that right?",
	}
	rawBastedRedoLeads = []string{"no,", "no, not {heard},", "not {heard}, no,", "no no,", "ugh, no,"}
	rawBastedFixed     = []string{"Sorry about that, I've got it now.", "My mistake, that's updated.", "Thanks for correcting me, it's changed."}
)

// rawBastedShrugs answer someone else's news, quotes, plans and read-out
// texts; rawBastedNoMemory answers a memory; rawBastedDeclines are the
// person's answers to a suggestion; rawBastedReadMine asks for messages,
// rawBastedDictations reply to one and rawBastedSent confirms. No value.
var (
	rawBastedShrugs     = []string{"Sounds like a lot going on.", "Ha, fair enough.", "I'll leave that one with you.", "Well, that's news."}
	rawBastedNoMemory   = []string{"I'm afraid I don't have that saved anywhere.", "I couldn't find that in your history, sorry.", "That's from before I was set up, I think."}
	rawBastedDeclines   = []string{"nah, you're all right", "no thanks, not really my thing", "maybe, um, not right now", "no, I'm good"}
	rawBastedReadMine   = []string{"read my messages", "any new texts", "what did that message say", "read me the last text"}
	rawBastedDictations = []string{"reply, sounds good, speak later", "tell them, um, I'll call them back tonight", "reply, ha, brilliant, see you soon", "just say thanks, with a heart"}
	rawBastedSent       = []string{"Sent.", "Okay, that's sent.", "Done, message sent."}
)

// rawBastedDated are requests with a time, a date or a number, as the
// formatted recogniser writes them, with digits, and as the raw streaming
// one does, spelled out, and the assistant's answers. No value.
var rawBastedDated = []struct{ formatted, spoken, answer string }{
	{"Set an alarm for 6:45 tomorrow.", "set an alarm for six forty five tomorrow", "Alarm set for 6:45 tomorrow morning."},
	{"Remind me about the dentist on March 23rd at 4:30.", "remind me about the dentist on march twenty third at four thirty", "Okay, the dentist on March 23rd at 4:30."},
	{"What's the forecast for Saturday the 14th?", "what's the forecast for saturday the fourteenth", "Saturday the 14th looks dry, around fourteen degrees."},
	{"Put the car service in for the 9th at 8am.", "put the car service in for the ninth at eight am", "The car service is in for the 9th at 8am."},
	{"How much is 26 miles in kilometres?", "how much is twenty six miles in kilometres", "Twenty-six miles is about forty-two kilometres."},
	{"Set a timer for 12 minutes, um, for the pasta.", "set a timer for twelve minutes um for the pasta", "Twelve minutes, starting now."},
	{"Gran's birthday is June 2nd, remind me a week before.", "gran's birthday is june second remind me a week before", "I'll remind you on May 26th."},
	{"Book the boiler check for February 3rd, uh, at 10.", "book the boiler check for february third uh at ten", "The boiler check is booked for February 3rd at 10."},
	{"Wake me at 5:50 on Friday, I've got the early train.", "wake me at ten to six on friday i've got the early train", "Alarm set for 5:50 on Friday."},
	{"What's 15% of 80?", "what's fifteen percent of eighty", "Fifteen percent of eighty is twelve."},
	{"Move the hairdresser from the 21st to, uh, the 28th.", "move the hairdresser from the twenty first to uh the twenty eighth", "Done, the hairdresser is now on the 28th."},
	{"Remind me the MOT runs out in 2026, in, um, April.", "remind me the mot runs out in two thousand twenty six in um april", "Okay, I'll remind you in March 2026."},
}

// rawBastedSmallTalk are the person's everyday requests, formatted; the
// raw streaming recogniser writes them in lower case without
// punctuation. No value.
var rawBastedSmallTalk = []string{
	"can you, um, turn the big light off in the living room",
	"what's the weather doing later, like, will I need a coat",
	"play that podcast, the one about the shipwrecks, from where I stopped",
	"stick washing-up liquid on the list, oh, and, uh, tin foil",
	"how do you spell necessary, is it one c or two",
	"remind me to ring the garage back, you know, about the tyres",
	"what time does the big supermarket shut tonight",
	"turn it down a bit, no, a bit more, that's fine",
	"what have I got on today, um, just the main things",
	"what's a good word for, um, when something happens by chance",
	"is it going to be icy in the morning, for the school run",
	"put the kitchen radio on, the talk station, quietly",
	"how many tablespoons is fifty grams of butter, roughly",
	"have you got a joke for the kids, a clean one, they're bored",
	"what's on the telly tonight after the news, anything good",
	"skip this song, I can't stand it, sorry",
	"find me a recipe for, uh, something with leftover chicken",
	"is there a bank holiday coming up, like, this month or next",
}

// rawBastedAnswers are the assistant's answers to the small talk, by
// request; a request without one gets a short reply. No value.
var rawBastedAnswers = map[string]string{
	"can you, um, turn the big light off in the living room":                "The living room light is off.",
	"what's the weather doing later, like, will I need a coat":              "Showers from about four, so yes, take a coat.",
	"play that podcast, the one about the shipwrecks, from where I stopped": "Resuming the shipwreck podcast, episode six.",
	"stick washing-up liquid on the list, oh, and, uh, tin foil":            "Washing-up liquid and tin foil are on your list.",
	"how do you spell necessary, is it one c or two":                        "One C and two S's: N-E-C-E-S-S-A-R-Y.",
	"remind me to ring the garage back, you know, about the tyres":          "Okay, I'll remind you to ring the garage at five.",
	"what time does the big supermarket shut tonight":                       "The big supermarket closes at ten tonight.",
	"turn it down a bit, no, a bit more, that's fine":                       "Okay, volume three.",
	"what have I got on today, um, just the main things":                    "You've got the optician at two and the bins tonight.",
	"what's a good word for, um, when something happens by chance":          "You could say serendipity, or just a coincidence.",
	"is it going to be icy in the morning, for the school run":              "It'll be minus one first thing, so yes, watch for ice.",
	"put the kitchen radio on, the talk station, quietly":                   "Talk radio is on in the kitchen, nice and low.",
	"how many tablespoons is fifty grams of butter, roughly":                "About three and a half tablespoons.",
	"have you got a joke for the kids, a clean one, they're bored":          "Why did the scarecrow win a prize? He was outstanding in his field.",
	"what's on the telly tonight after the news, anything good":             "There's a nature documentary at nine, then a quiz show.",
	"skip this song, I can't stand it, sorry":                               "Skipped. Here's the next one.",
	"find me a recipe for, uh, something with leftover chicken":             "How about a chicken and leek pie? I've sent it to your phone.",
	"is there a bank holiday coming up, like, this month or next":           "The next bank holiday is the last Monday of the month.",
	// the chatter of every attribute
	"the boiler's doing that clicking thing again, can you find me a gas engineer for Thursday": "I've found two gas engineers free on Thursday. I'll send you their numbers.",
	"how do I bleed a radiator, like, step by step, the one in the back bedroom":                "Heating off, a cloth under the valve, then turn the key until water comes out.",
	"remind me the landlord's coming round about the damp on Saturday morning":                  "Okay, a reminder for Saturday morning: the landlord, about the damp.",
	"is there a chemist open late anywhere near us, um, tonight":                                "There's one open until eleven, about ten minutes away.",
	"remind me to fill in the overtime form, the pink one, before payday":                       "I'll remind you the day before payday.",
	"how many days off do I have left, oh, you wouldn't know that, never mind":                  "Sorry, I can't see your leave balance.",
	"set a reminder for the team meeting at ten, and, um, the one after lunch":                  "Two reminders set, for ten and for two.",
	"read me my work calendar for tomorrow, just the mornings":                                  "Tomorrow morning you have a call at nine and a review at eleven.",
	"how many grams of fibre should I be having a day, roughly":                                 "Around thirty grams a day for most adults.",
	"add oat milk and, um, chickpeas to the list":                                               "Oat milk and chickpeas are on your list.",
	"what can I make with leftover rice that isn't, like, fried rice":                           "Rice pudding, or arancini if you're feeling ambitious.",
	"remind me to take the, the lunch out of the freezer tonight":                               "I'll remind you at eight tonight.",
	"can you find the babysitter's number, the one from the school, for Saturday":               "I've found it, the one from the school list. Shall I call them?",
	"what's a good film for a night in, something funny, not too long":                          "I've found three comedies under ninety minutes.",
	"our anniversary's coming up, um, what's a good present for, like, five years":              "Five years is wood, traditionally. A carved keepsake, maybe?",
	"add candles and, uh, flowers to the shopping list, the nice ones":                          "Candles and flowers are on your list.",
}

// answer is the assistant's answer to the request t, or a short reply.
func (r *rawBastedRun) answer(t string) string { return r.answerOr(rawBastedAnswers, t) }

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawBastedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawBastedReplies are the assistant's short replies.
var rawBastedReplies = []string{
	"Okay, I've made a note of that.",
	"Right you are, that's done.",
	"Okay, leave that one with me.",
	"Got it, I'll sort that now.",
	"Noted. Anything else while I'm here?",
	"Sure thing, all sorted.",
	"Mm, okay, I'll remember that one.",
	"Alright, that's in hand now.",
}

// The basted set's own lists per attribute. The person's lists (chatter,
// other, statements and their leads but the assistant's, quoted, relay,
// plan, memory, past and the stale and echo asks and rejections) are
// written as the formatted recogniser writes them, without the capital at
// the start of an utterance, which it adds; the raw streaming recogniser
// writes them in lower case without punctuation. The assistant's lines
// and the questions are cased. A statement neither starts nor ends with a
// placeholder, so the oracle reads the value whole.
var rawBastedByAttr = map[string]rawBastedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Leith", "Morpeth", "Tynemouth", "Penrith", "Largs", "Arbroath",
				"Ilkley", "Stonehaven", "Peebles", "Musselburgh", "Kirkcaldy", "Montrose"},
			chatter: []string{
				"the boiler's doing that clicking thing again, can you find me a gas engineer for Thursday",
				"how do I bleed a radiator, like, step by step, the one in the back bedroom",
				"remind me the landlord's coming round about the damp on Saturday morning",
				"is there a chemist open late anywhere near us, um, tonight",
			},
			other: []string{
				"my sister Catriona's just moved to {v}, can you send her a new home card from me",
				"Finlay's got a flat in {v} now, how long's the drive to his from ours",
				"Nessa says she's buying a place in {v}, which, honestly, good for her",
				"Gordie and his lot are relocating to {v} in the spring, apparently",
			},
			assistant: []string{
				"There's a food festival in {v} this weekend. Want me to add it to your calendar?",
				"Flats in {v} have come down a bit this month, if you're ever curious.",
				"I can show the drive time to {v} as well as to {cur}, if that helps.",
			},
			qCurrent: []string{
				"From the voice assistant's transcripts, which town does {name} live in now?",
				"Going by what {name} told the assistant out loud, where do they live these days?",
				"Which town should the assistant put on {name}'s next parcel delivery?",
				"Where is {name} living right now, according to the speech transcripts?",
			},
			qWhen: []string{
				"In the voice calls, what town did {name} call home {when}?",
				"Which town did {name}'s spoken requests put their home in {when}?",
				"Which town would the assistant have given a taxi for {name}'s house {when}?",
			},
			qBefore: []string{
				"Where did {name} live before moving to {next}, from the transcripts?",
				"Which town was {name}'s home until {next} took over, going by what they said?",
				"Before {next}, which town did the assistant know as {name}'s home?",
			},
		},
		state: rawBastedStmts{
			{form: "aside", lead: "find me a locksmith for this afternoon",
				core: "someone near home, we live in {v}, up by the park"},
			{form: "answer", lead: "Before I set up your weather, which town are you in?",
				core: "oh, we're in {v}, have been for about six years"},
			{form: "fix", ask: "what's the weather doing at home", lead: "In {v} it's eight degrees and cloudy.",
				core: "no, wrong place, we've always lived in {v}, for years now"},
			{form: "split", lead: "so my address is, um,",
				core: "the blue door on Harbour Street in {v}, if you need it"},
			{form: "repair", core: "I'm in the, sorry, we're in {v}, the flat above the bakery, I mean"},
			{form: "redo", lead: "we live in {v}, so use that for the weather",
				core: "I said we live in {v}, like the harbour town"},
		},
		change: rawBastedStmts{
			{form: "aside", lead: "navigate home",
				core: "oh wait, home's the new place in {new} now, we moved"},
			{form: "answer", lead: "How did the move go? Where are you living now?",
				core: "it went fine, um, we're in {new} now, got the keys last month"},
			{form: "fix", ask: "take me home", lead: "Okay, navigating to your home in {v}.",
				core: "no, no, we're not in {old} anymore, it's {new} now, we moved"},
			{form: "split", lead: "so we've actually, um,",
				core: "moved to {new}, like, last month, so change home on the app"},
			{form: "repair", core: "we're moving to, uh, we moved to {new} last month, I keep saying it wrong"},
			{form: "redo", lead: "we moved to {v}, so change home",
				core: "we moved to {new}, like I said, that's home now"},
		},
		revert: rawBastedStmts{
			{form: "aside", lead: "can you set the heating for six",
				core: "oh and we've left {old}, we're back in {new} again, so the old thermostat"},
			{form: "answer", lead: "Are you still settling in at the new place?",
				core: "we gave up on {old}, actually, we're back in {new} since the weekend"},
			{form: "fix", ask: "how long to get home from here", lead: "About twenty minutes to your home in {v}.",
				core: "no, we left {old}, we're back in {new}, update it please"},
			{form: "split", lead: "so, um, long story, we've",
				core: "left {old} and moved back to {new}, the old street and everything"},
			{form: "repair", core: "we're still in, no, sorry, we left {old} and went back to {new} last month"},
			{form: "redo", lead: "we've moved back to {v}",
				core: "we've left {old} for good, we're back in {new}, where we were before"},
		},
		heard: map[string]string{"Leith": "leaf", "Morpeth": "more path", "Tynemouth": "tiny mouth", "Penrith": "pen with",
			"Largs": "lards", "Arbroath": "our broth", "Ilkley": "ill clay", "Stonehaven": "stone heaven",
			"Peebles": "pebbles", "Musselburgh": "muscle burger", "Kirkcaldy": "car coddy", "Montrose": "man rose"},
		split: map[string]string{"Tynemouth": "Tyne Mouth", "Stonehaven": "Stone Haven", "Musselburgh": "Mussel Burgh",
			"Kirkcaldy": "Kirk Caldy", "Montrose": "Mont Rose"},
		readback: []string{
			"Okay, setting your home to {v}.",
			"Got it, you're in {v}.",
			"Right, home is {v} now. I'll use that for weather and traffic.",
		},
		echo: []rawBastedEcho{
			{"read my messages", "Message from your mum: \"How's life in {v}? Send pictures of the garden.\""},
			{"what's it like outside", "It's eleven degrees in {v}, and dry for now."},
			{"any new texts", "Message from Nessa: \"Passing through {v} on Sunday, coffee?\""},
		},
		stale: []rawBastedStale{
			{"what's the traffic like getting home", "Traffic to {v} is light, about twenty minutes.", "no, not there, that's the old place, we moved"},
			{"when's bin day this week", "Bins in {v} go out on Wednesday.", "that's the old house, we're not there anymore"},
			{"any rain coming later", "It should stay dry in {v} until this evening.", "wrong town, we don't live there now, remember"},
		},
		messages: []string{
			"Message from Catriona: \"We've put an offer in on a flat in {v}!\"",
			"Message from Gordie: \"Finally moved into the new place in {v}, come round.\"",
			"Message from Finlay: \"Do you know anyone renting in {v}?\"",
		},
		quoted: []string{
			"my boss said, \"you should move to {v}, it's cheaper\", and I was like, no thanks",
			"the estate agent said, \"you'd love {v}\", which is what they always say",
			"my dad keeps saying, \"when are you moving to {v}\", like it's decided",
		},
		relay: []string{
			"okay, text from Mum, she says, \"your cousin's moving to {v}\", what do I even say to that",
			"Nessa's texted, um, \"we're looking at houses in {v}\", tell her good luck",
		},
		plan: []string{
			"if we ever moved to {v}, I'd want a garden, not that we're moving",
			"we keep joking about retiring to {v}, it's never happening",
			"we looked at a cottage in {v} online, just dreaming, you know",
		},
		memory: []string{
			"what was that café we went to in {v}, like, two summers ago",
			"when was that weekend in {v}, with the, um, the terrible hotel",
		},
		past: []string{
			"I still get post for the old flat in {v}, can you remind me to redirect it",
			"remind me to send the old landlord in {v} the spare keys back",
			"cancel the parking permit from when we lived in {v}",
		},
		still: []string{
			"Is {name} still living in {v}, going by the voice calls?",
			"Should the assistant still send {name}'s parcels to {v}?",
			"Does {name} still have a home in {v} these days?",
		},
		stillWhen: []string{
			"Was {name} still living in {v} {when}, from the transcripts?",
			"Was {v} still {name}'s home town {when}, by what they said aloud?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Lomond Bakery", "Copperfield Tours", "Birchall Plumbing", "Ridgeway Buses", "Cairngorm Water", "Selkirk Timber",
				"Dalriada Ferries", "Harbourside Vets", "Tweedale Printing", "Ochil Glass", "Pentland Cycles", "Strathmore Dairies"},
			chatter: []string{
				"remind me to fill in the overtime form, the pink one, before payday",
				"how many days off do I have left, oh, you wouldn't know that, never mind",
				"set a reminder for the team meeting at ten, and, um, the one after lunch",
				"read me my work calendar for tomorrow, just the mornings",
			},
			other: []string{
				"my brother Finlay's just got a job at {v}, so that's him sorted",
				"Nessa's been at {v} a year now, can you remind me to get her a card",
				"Gordie says {v} are hiring, not that I'm looking",
				"Catriona's leaving {v} in the summer, apparently, big news in our house",
			},
			assistant: []string{
				"{v} is advertising for office staff, if you ever fancy a change.",
				"I saw {v} in the local business news this morning.",
				"Would you like job alerts from {v}, on top of your reminders for {cur}?",
			},
			qCurrent: []string{
				"In the voice calls, which firm is {name} working at nowadays?",
				"Which company should the assistant tell if {name} calls in sick today?",
				"Where does {name} have a job these days, according to the transcripts?",
				"Whose payroll is {name} on right now, from what they said aloud?",
			},
			qWhen: []string{
				"Going by the voice calls, where was {name} working {when}?",
				"Whose staff was {name} on {when}, from what they told the assistant?",
				"Where did {name}'s weekday alarms get them up for {when}?",
			},
			qBefore: []string{
				"From the transcripts, which firm did {name} leave for {next}?",
				"Which company had {name} until {next} came along, going by the calls?",
				"Who was signing {name}'s payslips just before {next}?",
			},
		},
		state: rawBastedStmts{
			{form: "aside", lead: "set my alarm for half six",
				core: "I'm on earlies at {v} all this week, same as always"},
			{form: "answer", lead: "So I can plan your commute, where do you work?",
				core: "um, I work at {v}, in the office, been there ages"},
			{form: "fix", ask: "tell work I'm running late", lead: "Okay, texting your manager at {v}.",
				core: "no, I don't work there, I'm at {v}, I've been there years"},
			{form: "split", lead: "my work is, um,",
				core: "the {v} place down by the station, I do the accounts"},
			{form: "repair", core: "I work for, well, I'm with {v}, on the admin side, I mean"},
			{form: "redo", lead: "I work at {v}, so use that for my commute",
				core: "I said I work at {v}, the company, that's my job"},
		},
		change: rawBastedStmts{
			{form: "aside", lead: "remind me to pack my lunch",
				core: "oh, and I'm not at the old place now, I started at {new} on Monday"},
			{form: "answer", lead: "How's the new job going? Where is it again?",
				core: "it's good, yeah, I'm with {new} now, they've got me on lates"},
			{form: "fix", ask: "how's my commute looking", lead: "Your commute to {v} is about twenty minutes.",
				core: "no, wait, I left {old}, I'm at {new} now, it's a different route"},
			{form: "split", lead: "so I, um, I handed in my notice and",
				core: "started at {new} on Monday, so the commute's changed"},
			{form: "repair", core: "I work at, sorry, I used to work at {old}, now it's {new}, since Monday"},
			{form: "redo", lead: "I've started at {v}",
				core: "no, I've started at {new}, the new job, as of this week"},
		},
		revert: rawBastedStmts{
			{form: "aside", lead: "set the alarm for seven again",
				core: "I've left {old} and I'm back at {new}, same hours as before"},
			{form: "answer", lead: "Are you still enjoying the new job?",
				core: "not really, no, I left {old} and went back to {new} last month"},
			{form: "fix", ask: "text work I'm stuck in traffic", lead: "Okay, texting your manager at {v}.",
				core: "no, I'm done with {old}, I'm back at {new} now, they took me back"},
			{form: "split", lead: "so, um, funny story, I've",
				core: "quit {old} and gone back to {new}, like, the old job"},
			{form: "repair", core: "I'm still at, no, hang on, I left {old}, I'm back with {new} since last month"},
			{form: "redo", lead: "I'm back at {v} now",
				core: "no, I left {old}, I'm back at {new}, the old job"},
		},
		heard: map[string]string{"Lomond Bakery": "almond bakery", "Copperfield Tours": "copper feel tours",
			"Birchall Plumbing": "birch all plumbing", "Ridgeway Buses": "ridge weigh buses", "Cairngorm Water": "corn gum water",
			"Selkirk Timber": "sell kirk timber", "Dalriada Ferries": "dull reader ferries", "Harbourside Vets": "harbour side bets",
			"Tweedale Printing": "tweed ale printing", "Ochil Glass": "o kill glass", "Pentland Cycles": "pent land cycles",
			"Strathmore Dairies": "strath more diaries"},
		split: map[string]string{"Copperfield Tours": "Copper Field Tours", "Harbourside Vets": "Harbour Side Vets",
			"Strathmore Dairies": "Strath More Dairies", "Birchall Plumbing": "Birch Hall Plumbing", "Cairngorm Water": "Cairn Gorm Water"},
		readback: []string{
			"Okay, I've got you working at {v}.",
			"Got it, your commute is to {v} now.",
			"Noted, {v} is your workplace.",
		},
		echo: []rawBastedEcho{
			{"read my messages", "Message from your mum: \"How's it going at {v}? Are they feeding you?\""},
			{"what's on tomorrow", "Your shift at {v} starts at eight. Leave by twenty past seven."},
			{"any new texts", "Message from Gordie: \"Is {v} doing the Christmas do again?\""},
		},
		stale: []rawBastedStale{
			{"how long will it take me to get to work", "About twenty-five minutes to {v}, with the roadworks.", "no, I don't work there anymore, I told you"},
			{"what's on at work tomorrow", "Tomorrow at {v} you have the fire drill at ten.", "that's the old job, I left"},
			{"text work I'm running late", "Texting your manager at {v} now.", "no, stop, not them, wrong job"},
		},
		messages: []string{
			"Message from Nessa: \"Just got the job at {v}!\"",
			"Message from Finlay: \"Any idea if {v} is hiring?\"",
			"Message from Catriona: \"First day at {v} done, I'm shattered.\"",
		},
		quoted: []string{
			"my mate said, \"you should apply to {v}, they pay loads\", but nah",
			"the recruiter literally said, \"{v} would snap you up\", which, sure",
			"my mum keeps going, \"have you tried {v}\", every single week",
		},
		relay: []string{
			"okay so Gordie's texted, he says, \"I've been offered a job at {v}\", should I say congrats",
			"text from my sister, hang on, \"they're hiring at {v}, tell your friends\", okay, whatever",
		},
		plan: []string{
			"if {v} ever offered me a job I'd take it, but they won't",
			"I might apply to {v} one day, I mean, probably not",
			"I nearly went for a job at {v}, but I didn't bother in the end",
		},
		memory: []string{
			"remember that open day at {v}, what year was that",
			"what was the name of the manager at {v} who did my work experience, years ago",
		},
		past: []string{
			"I still have my old pass from {v} somewhere, remind me to hand it back",
			"my pension from {v} needs moving, remind me to call them",
			"find my old payslips from {v}, the accountant wants them",
		},
		still: []string{
			"Is {name} still working at {v}, going by the voice calls?",
			"Should the assistant still plan {name}'s commute to {v}?",
			"Does {name} still have a job at {v}?",
		},
		stillWhen: []string{
			"Was {name} still working at {v} {when}, from the transcripts?",
			"Was {v} still paying {name}'s wages {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"Okinawa Diet", "Hay Diet", "Plant Paradox", "Fat Flush", "Shred Diet",
				"Bone Broth Diet", "Lemon Detox", "Body Clock Diet", "Cookie Diet", "Fast Metabolism Diet"},
			chatter: []string{
				"how many grams of fibre should I be having a day, roughly",
				"add oat milk and, um, chickpeas to the list",
				"what can I make with leftover rice that isn't, like, fried rice",
				"remind me to take the, the lunch out of the freezer tonight",
			},
			other: []string{
				"Catriona's started the {v}, she won't shut up about it",
				"Finlay's doing the {v} for charity, can you believe it",
				"my boss Lyall's on the {v}, so the office biscuits are gone",
				"Nessa swears the {v} fixed her sleep, I'm not convinced",
			},
			assistant: []string{
				"Lots of people are trying the {v} this month. Want some recipes?",
				"I found a {v} cookbook on offer, if you're interested.",
				"I can add some {v} ideas next to your {cur} recipes, if you like.",
			},
			qCurrent: []string{
				"Going by the voice calls, which diet is {name} on now?",
				"Which eating plan should the assistant's recipes fit for {name} today?",
				"What diet does {name} follow these days, according to the transcripts?",
				"Which diet would {name} tell a dinner host about right now, from what they said aloud?",
			},
			qWhen: []string{
				"In the voice calls, what diet did {name} say they were on {when}?",
				"What was {name} eating by way of a diet {when}, from the transcripts?",
				"Which diet would the assistant's meal plans have fitted for {name} {when}?",
			},
			qBefore: []string{
				"Which diet did {name} follow before {next}, from the transcripts?",
				"What was {name} eating before switching to the {next}, going by the calls?",
				"Before the {next}, which plan did {name}'s meals fit?",
			},
		},
		state: rawBastedStmts{
			{form: "aside", lead: "add eggs and spinach to the shopping list",
				core: "I'm on the {v}, so nothing with sugar in"},
			{form: "answer", lead: "Any foods I should avoid when I suggest recipes?",
				core: "yeah, um, I'm doing the {v}, so stick to that"},
			{form: "fix", ask: "give me a dinner idea", lead: "How about a curry that fits the {v}?",
				core: "no, I'm not on that one, I'm on the {v}, have been all year"},
			{form: "split", lead: "so for dinners I'm, um,",
				core: "following the {v} at the moment, strictly"},
			{form: "repair", core: "I eat, well, I'm on the, the {v}, I mean, properly on it"},
			{form: "redo", lead: "I'm on the {v}, so keep recipes to that",
				core: "the {v}, I said, the one with the book, that's what I'm on"},
		},
		change: rawBastedStmts{
			{form: "aside", lead: "plan my meals for the week",
				core: "oh, and I've switched to the {new}, so none of the old stuff"},
			{form: "answer", lead: "How's the eating plan going? Still the same one?",
				core: "no, I changed, I'm doing the {new} now, since Monday"},
			{form: "fix", ask: "what's for dinner tonight", lead: "Here are three dinners for the {v}.",
				core: "no, I stopped the {old}, I'm on the {new} now, so redo them"},
			{form: "split", lead: "so food-wise I've, um,",
				core: "switched over to the {new} this week, so update my recipes"},
			{form: "repair", core: "I'm doing the, no sorry, I was doing the {old}, now I'm on the {new} instead"},
			{form: "redo", lead: "I've switched to the {v}",
				core: "no, listen, it's the {new} I'm doing now, I switched"},
		},
		revert: rawBastedStmts{
			{form: "aside", lead: "order the usual groceries",
				core: "but I've dropped the {old}, I'm back on the {new}, so the old list"},
			{form: "answer", lead: "Are you sticking with the new diet?",
				core: "no, the {old} didn't last, it's the {new} for me again"},
			{form: "fix", ask: "what should I have for breakfast", lead: "Here's a breakfast for the {v}.",
				core: "no, I've packed in the {old}, I'm back on the {new} now"},
			{form: "split", lead: "so, um, I've actually",
				core: "binned the {old}, honestly, and I'm on the {new} again like before"},
			{form: "repair", core: "I'm still on, no, wait, I quit the {old}, I'm back on the {new} again"},
			{form: "redo", lead: "I'm back on the {v}",
				core: "no, I quit the {old}, I'm back on the {new}, the one from before"},
		},
		heard: map[string]string{"Okinawa Diet": "okey now are diet", "Hay Diet": "hey diet", "Plant Paradox": "plan pair of docs",
			"Fat Flush": "flat flush", "Shred Diet": "shed diet", "Bone Broth Diet": "bow and broth diet",
			"Lemon Detox": "lemon de talks", "Body Clock Diet": "bored he clock diet", "Cookie Diet": "kooky diet",
			"Fast Metabolism Diet": "fast metal ism diet"},
		split: map[string]string{"Okinawa Diet": "Okie Nawa Diet", "Plant Paradox": "Plant Para Dox", "Fast Metabolism Diet": "Fast Meta Bolism Diet"},
		readback: []string{
			"Okay, I'll keep your recipes to the {v}.",
			"Got it, you're on the {v}.",
			"Noted, {v} meals from now on.",
		},
		echo: []rawBastedEcho{
			{"read my messages", "Message from your dad: \"How's the {v} going? Still off the biscuits?\""},
			{"what should I have for breakfast", "Here's one that fits the {v}: eggs and greens."},
			{"any new texts", "Message from Nessa: \"Found a {v} recipe you'll love, sending it over.\""},
		},
		stale: []rawBastedStale{
			{"what should I have for lunch", "How about a salad that fits the {v}?", "I'm not doing that one anymore, remember"},
			{"what's on my shopping list", "The usual {v} things: eggs, greens and nuts.", "no, that's my old diet, I stopped that"},
			{"give me something quick for tea", "A {v} stir fry, maybe?", "not that diet, I've changed"},
		},
		messages: []string{
			"Message from Catriona: \"Day three of the {v} and I'm starving.\"",
			"Message from Gordie: \"Want the {v} recipe book when I'm done?\"",
			"Message from Finlay: \"Started the {v} today, wish me luck.\"",
		},
		quoted: []string{
			"my doctor said, \"you could try the {v}\", and I said I'd think about it",
			"my trainer keeps going, \"have you tried the {v}\", every single week",
			"Lyall said, \"the {v} changed my life\", at a work lunch, mind you",
		},
		relay: []string{
			"text from Nessa, she says, \"you have to try the {v}\", ugh, no",
			"my mum's texted, \"your auntie's doing the {v}\", okay, thanks, Mum",
		},
		plan: []string{
			"I might try the {v} after the holidays, maybe, we'll see",
			"if I did the {v} I'd be miserable, so I won't",
			"I looked at the {v} once, like, never again",
		},
		memory: []string{
			"what was that soup recipe from when Mum did the {v}",
			"remember that summer everyone at work did the {v}, what a summer",
		},
		past: []string{
			"delete my old {v} recipes, I don't need them now",
			"I still have the {v} book from before, remind me to give it away",
			"cancel the {v} app I used to have, the subscription",
		},
		still: []string{
			"Is {name} still on the {v}, going by the voice calls?",
			"Should the assistant still suggest {v} recipes to {name}?",
			"Does {name} still follow the {v} these days?",
		},
		stillWhen: []string{
			"Was {name} still on the {v} {when}, from the transcripts?",
			"Was {name} still eating the {v} way {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Morwenna", "Rafferty", "Alastair", "Torquil", "Benedict", "Jemima",
				"Lorne", "Hester", "Sholto", "Ysolde", "Kester", "Lettice"},
			chatter: []string{
				"can you find the babysitter's number, the one from the school, for Saturday",
				"what's a good film for a night in, something funny, not too long",
				"our anniversary's coming up, um, what's a good present for, like, five years",
				"add candles and, uh, flowers to the shopping list, the nice ones",
			},
			other: []string{
				"Catriona's engaged to {v}, can you put the party in my calendar",
				"Finlay's got a new fella, {v}, we're all meeting him at Christmas",
				"Nessa finally broke up with {v}, thank goodness",
				"Gordie's marrying {v} next summer, apparently, big do",
			},
			assistant: []string{
				"Missed call from {v}, about twenty minutes ago. Want me to ring back?",
				"Heads up, {v} has a birthday coming up on Sunday.",
				"Shall I add {v} to the dinner booking as well as {cur}?",
			},
			qCurrent: []string{
				"Who does {name} mean these days when they tell the assistant 'my partner'?",
				"Who should the assistant ring when {name} asks for their other half today?",
				"Who is {name} with these days, according to the transcripts?",
				"Whose name goes next to {name}'s on a table for two right now, from what they said aloud?",
			},
			qWhen: []string{
				"In the voice calls, who was {name}'s other half {when}?",
				"Who was {name}'s partner {when}, from the transcripts?",
				"Who would {name} have booked a table for two with {when}?",
			},
			qBefore: []string{
				"Who was {name} with before {next}, from the transcripts?",
				"Going by the calls, whose place did {next} take as {name}'s partner?",
				"From the transcripts, which relationship of {name}'s ended so that {next} could begin?",
			},
		},
		state: rawBastedStmts{
			{form: "aside", lead: "get us a table somewhere this Saturday, for two",
				core: "it's for me and my partner {v}, our anniversary"},
			{form: "answer", lead: "Who should I list as your emergency contact?",
				core: "oh, um, my partner, {v}, we live together"},
			{form: "fix", ask: "remind my other half about Friday", lead: "Okay, I'll remind {v} about Friday.",
				core: "no, wrong person, the one I'm with is {v}, for about eight years"},
			{form: "split", lead: "can you remind me that my, um,",
				core: "other half {v} has a birthday on the twelfth"},
			{form: "repair", core: "me and my, sorry, my partner {v} and me are doing the decorating, I mean"},
			{form: "redo", lead: "my partner is {v}",
				core: "I said my partner is {v}, like the name"},
		},
		change: rawBastedStmts{
			{form: "aside", lead: "add a dinner reservation on Friday",
				core: "for me and {new}, we're together now, it's new"},
			{form: "answer", lead: "Who should I put down as your partner now?",
				core: "um, it's {new} now, we got together a few weeks back"},
			{form: "fix", ask: "call my other half", lead: "Calling {v} now.",
				core: "no, me and {old} broke up, I'm with {new} now"},
			{form: "split", lead: "so the big news is, um,",
				core: "I'm seeing {new} now, it's serious, the ex is out of the picture"},
			{form: "repair", core: "me and {old} are, sorry, were together, it's {new} I'm with now"},
			{form: "redo", lead: "I'm with {v} now",
				core: "no, I'm going out with {new} now, we met at the climbing wall"},
		},
		revert: rawBastedStmts{
			{form: "aside", lead: "set a reminder for the concert",
				core: "it's over with {old}, I'm back with {new}, so two tickets"},
			{form: "answer", lead: "Are you still seeing the new person?",
				core: "no, that ended with {old}, I'm back with {new} again"},
			{form: "fix", ask: "ring my other half", lead: "Calling {v} for you.",
				core: "no, {old} and I are done, I'm back with {new}, call them"},
			{form: "split", lead: "so, um, don't laugh, but",
				core: "it's done with {old}, and, um, {new} took me back, we're trying again"},
			{form: "repair", core: "I'm with, no, sorry, {old} and I finished, me and {new} are back together"},
			{form: "redo", lead: "I'm back with {v}",
				core: "no, it's over with {old}, I'm back with {new}, my ex"},
		},
		heard: map[string]string{"Morwenna": "more when a", "Rafferty": "raft forty", "Alastair": "alice dare", "Torquil": "talk will",
			"Benedict": "ben addict", "Jemima": "gem i ma", "Lorne": "lawn", "Hester": "jester",
			"Sholto": "shall toe", "Ysolde": "is old", "Kester": "chester", "Lettice": "lettuce"},
		split: map[string]string{"Morwenna": "Mor Wenna", "Rafferty": "Raff Ertie"},
		readback: []string{
			"Okay, I've saved {v} as your partner.",
			"Got it, {v}. I'll remember that.",
			"Lovely, say hello to {v} from me.",
		},
		echo: []rawBastedEcho{
			{"read my messages", "Message from your mum: \"Say hello to {v} for me.\""},
			{"what's on tonight", "Dinner with {v} at seven, at the Italian place."},
			{"any new texts", "Message from Nessa: \"Are you and {v} coming on Saturday?\""},
		},
		stale: []rawBastedStale{
			{"call my other half", "Calling {v} now.", "no, stop, not them, we broke up"},
			{"whose birthday is coming up", "{v}'s birthday is next week. Shall I order flowers?", "no, we're not together now, delete that"},
			{"what are we doing this weekend", "Saturday is dinner with {v}, your partner.", "that's out of date, we split up"},
		},
		messages: []string{
			"Message from Finlay: \"Me and {v} are moving in together!\"",
			"Message from Catriona: \"Bringing {v} to lunch on Sunday, hope that's okay.\"",
			"Message from Gordie: \"{v} says hi, by the way.\"",
		},
		quoted: []string{
			"my mum said, \"you should give {v} a call\", and I was like, Mum, no",
			"Nessa goes, \"{v} fancies you\", which is just not true",
			"my gran keeps asking, \"whatever happened to {v}\", every visit",
		},
		relay: []string{
			"my sister's texted, she says, \"{v} asked about you\", hmm, no comment",
			"text from Gordie, um, \"{v} is single again\", why's he telling me",
		},
		plan: []string{
			"if I was single I'd ask {v} out, but I'm not, so",
			"everyone says me and {v} would be good together, not happening",
			"Mum wants me to end up with {v}, not a chance",
		},
		memory: []string{
			"when did I last see {v}, was it at the wedding",
			"what was the name of that pub we all went to with {v}, years ago",
		},
		past: []string{
			"take my ex {v} off my emergency contacts",
			"delete the old photos with {v}, I don't need them",
			"did {v} ever collect their stuff from ours, from before",
		},
		still: []string{
			"Is {name} still with {v}, going by the voice calls?",
			"Should the assistant still list {v} as {name}'s partner?",
			"Are {name} and {v} still an item these days?",
		},
		stillWhen: []string{
			"Was {name} still with {v} {when}, from the transcripts?",
			"Were {name} and {v} still an item {when}?",
		},
	},
}
