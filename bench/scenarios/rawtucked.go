package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The tucked set lives in its own file, as the veiled to shirred sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is an AI meeting note-taker and call recorder that
// pipes the diarized transcripts of one person's calls into memory over
// many months, one diarized segment a turn, as the note-taker writes it:
// "[00:14:32] Yolande Ruthven: ..." or, in the other note-taker's format,
// "Speaker 2 (00:03:10): ...", speakers numbered as they first speak in
// the call (rawTuckedRun.numbered). A session is one call (rawTuckedTopics):
// a video call with a colleague, a GP or dentist receptionist, a bank or
// utility helpline, a landlord or letting agent, a family catch-up, a
// friend, a recruiter, or a routine work call that names no fact of the
// person's at all. The person (role user, their first name as speaker)
// talks with the call's other participant (role user, the participant's
// own first name as speaker, rawTuckedParties); after some calls the
// note-taker (role assistant, speaker AssistantSpeaker) writes an
// auto-summary or action items, which may name the value just stated, a
// stale one or a wrong one. The transcripts are noisy as transcription
// is: fillers ("um", "uh", "like"), false starts and repeated words,
// "[inaudible]" and "[crosstalk]", runs the transcriber wrote in lower
// case or without punctuation (the person's manner, rawTuckedPerson), and
// now and then a common word misheard as its homophone ("their" for
// "there"), never inside the stretch that states a value.
//
// A value is stated in one of six forms (rawTuckedStmt): an aside while
// chatting, after a filler (aside); the answer to a security question or
// a form being filled in over the phone, which names no value (answer);
// the correction of the other side reading back old or wrong data,
// "no sorry, that's the old address, it's X now" (fix); the value said
// and then spelled out, letter by letter, for whoever is typing it
// (spell); a change told as a story, after an opener and before a tail
// (story); or across two segments the diarizer cut apart, seconds
// apart, the first naming no value (split). Many changes are told weeks
// after they happened ("I never actually told you ...").
//
// Gold follows the stitched rule: a gold turn is a segment of the
// person's own in which they state their own value of the asked attribute
// as holding, the value said out; never the other participant's (their
// own news, read-backs of the person's record, stale or wrong ones), never
// the note-taker's summary. The oracle reads a tucked turn as rawSpoken
// writes it, so that a lower-case or unpunctuated run reads as its cased
// twin. Distractors: the other side reading back an outdated record and
// the person putting it right without a value; participants' own news
// (the colleague moved, the sister changed her diet, the recruiter's
// firm); the person's relatives' values; clients, suppliers and trips;
// hypothetical moves, interviews and job offers declined; past values
// told as history; jokes; misreadings the person denies; and the
// note-taker's summaries naming other, stale or wrong values. Questions
// are asked as someone using the memory of the calls would ask them,
// normally cased; also as yes/no "still" questions naming a stale or
// wrong value, expected always the value that held; months are asked
// "in", "during", "on calls in", "across" or "going into", and "before X".
func init() {
	var names []string
	for _, p := range rawTuckedPeople {
		names = append(names, p.name)
	}
	var small []string
	for _, tp := range rawTuckedTopics {
		small = append(small, tp.smallTalk...)
	}
	installRawSet(PhrasingTucked, rawTuckedAttrs(), small, rawTuckedReplies,
		[]string{"in ", "during ", "on calls in ", "across ", "going into "},
		names)
}

// rawTuckedTopic is a kind of call. code tags the statements and lines
// said only in its calls; attrs are the attributes whose statements its
// calls hear (none for routine calls); parties the participants the
// person talks with on it; hellos the participant's opening lines and
// smallTalk the person's everyday lines on such a call, naming no value.
type rawTuckedTopic struct {
	code, name string
	attrs      []string
	parties    []string
	hellos     []string
	smallTalk  []string
}

// rawTuckedFormNames are the forms a tucked statement comes in.
var rawTuckedFormNames = []string{"aside", "answer", "fix", "spell", "story", "split"}

var rawTuckedTopics = []rawTuckedTopic{
	{code: "work", name: "video call with a colleague", attrs: []string{"works_at", "lives_in"},
		parties: []string{"Norberto", "Ishbel"},
		hellos:  []string{"Hey, can you hear me okay? You're a bit frozen.", "Morning! Sorry, I was on mute, go ahead."},
		smallTalk: []string{
			"sorry can you see my screen now, the the deck should be up",
			"yeah I'll send the notes round after this, give me till lunch",
			"um I've got a hard stop at eleven so let's be quick",
			"their still waiting on sign off from finance I think",
		}},
	{code: "family", name: "family catch-up", attrs: []string{"lives_in", "partner", "diet"},
		parties: []string{"Magnhild", "Jarlath"},
		hellos:  []string{"Hiya! Oh the picture's gone, hang on, there you are.", "Hello love, can you hear me? It's doing that echo again."},
		smallTalk: []string{
			"how's the dog getting on after the vet, is she eating again",
			"did mum ever get the parcel I sent, she hasn't said",
			"we should sort out something for dad's birthday like soon",
			"the the kids have been a nightmare this week honestly",
		}},
	{code: "friends", name: "catch-up with a friend", attrs: []string{"diet", "partner"},
		parties: []string{"Hephzibah", "Raghnall"},
		hellos:  []string{"Hey you! Finally, I've been trying to call all week.", "Oh hi, sorry, I'm walking, it might be windy."},
		smallTalk: []string{
			"are we still doing the quiz on thursday or has that fallen through",
			"I watched that series you said, the ending was um rubbish",
			"we need to book the cabin soon before it all goes",
			"did you ever hear back about the flat, the one with the garden",
		}},
	{code: "surgery", name: "GP or dentist reception", attrs: []string{"lives_in", "partner", "diet"},
		parties: []string{"Obadiah", "Ursule"},
		hellos:  []string{"Good morning, you're through to the surgery, how can I help?", "Hello, dental reception, how can I help?"},
		smallTalk: []string{
			"I'm calling to um move my appointment if that's possible",
			"is there anything before nine, I can't really do afternoons",
			"I just need a repeat prescription, nothing urgent",
			"sorry I've been on hold for ages, I think I got cut off before",
		}},
	{code: "helpline", name: "bank or utility helpline", attrs: []string{"lives_in", "works_at", "partner"},
		parties: []string{"Vashti", "Treasa"},
		hellos:  []string{"Thanks for calling, can I take your full name and date of birth please?", "Hello, you're through to customer services, just to let you know this call is recorded."},
		smallTalk: []string{
			"I'm ringing about a payment that's gone out twice",
			"um the meter reading on the app looks way off",
			"can you just tell me when the direct debit comes out",
			"I got a letter saying my account's been um restricted",
		}},
	{code: "letting", name: "landlord or letting agent", attrs: []string{"lives_in", "works_at"},
		parties: []string{"Rionach", "Seosamh"},
		hellos:  []string{"Hi, it's the lettings office, is now a good time?", "Hello, returning your call about the property."},
		smallTalk: []string{
			"the boiler's making that noise again, the the banging one",
			"when's the inspection, I need to be in for it",
			"is the deposit protected, I can't find the certificate",
			"the window in the back bedroom still won't shut properly",
		}},
	{code: "recruiter", name: "call with a recruiter", attrs: []string{"works_at"},
		parties: []string{"Fabrizio", "Laoise"},
		hellos:  []string{"Hi! Thanks for making the time, is this still okay?", "Hello, it's the agency, have I caught you at a bad time?"},
		smallTalk: []string{
			"what's the the salary band on that one roughly",
			"I'd need it to be hybrid, I can't do five days in",
			"um who would I actually be reporting to",
			"can you send me the job spec over email after this",
		}},
	{code: "routine", name: "routine work call",
		parties: []string{"Deirbhile", "Uinseann"},
		hellos:  []string{"Right, shall we start? I think that's everyone.", "Morning all, quick one today hopefully."},
		smallTalk: []string{
			"nothing from me really, still on the the migration",
			"yeah I'm blocked on the review, can someone have a look",
			"um I'll take that action, put my name on it",
			"can we move this to the afternoon next week",
			"sorry my camera's not working today",
		}},
}

// rawTuckedTopicOf is the topic with code code.
func rawTuckedTopicOf(code string) *rawTuckedTopic {
	for i := range rawTuckedTopics {
		if rawTuckedTopics[i].code == code {
			return &rawTuckedTopics[i]
		}
	}
	return &rawTuckedTopics[0]
}

// rawTuckedParties are the participants' full names, by first name (the
// speaker).
var rawTuckedParties = map[string]string{
	"Norberto": "Norberto Iwasaki", "Ishbel": "Ishbel Oduya", "Magnhild": "Magnhild Halvorsen", "Jarlath": "Jarlath Moncrieff",
	"Hephzibah": "Hephzibah Taverner", "Raghnall": "Raghnall Kilbride", "Obadiah": "Obadiah Lomax", "Ursule": "Ursule Delacroix",
	"Vashti": "Vashti Uddin", "Treasa": "Treasa Mowbray", "Rionach": "Rionach Gilchrist", "Seosamh": "Seosamh Jardine",
	"Fabrizio": "Fabrizio Grimaldi", "Laoise": "Laoise Nettleship", "Deirbhile": "Deirbhile Brunskill", "Uinseann": "Uinseann Achterberg",
}

// rawTuckedPerson is a user of the tucked set and their manner as the
// note-taker transcribes them: lowerIn10 is how many of ten of their
// segments it writes all in lower case, bareIn10 how many without
// punctuation; form the statement form they reach for most (drawn twice as
// often as any other); surname goes in their label.
type rawTuckedPerson struct {
	name, surname       string
	lowerIn10, bareIn10 int
	form                string
}

var rawTuckedPeople = []rawTuckedPerson{
	{name: "Ferdinanda", surname: "Mbatha", lowerIn10: 0, bareIn10: 2, form: "answer"},
	{name: "Gwendolen", surname: "Oyelaran", lowerIn10: 7, bareIn10: 5, form: "aside"},
	{name: "Ianthe", surname: "Szczepanik", lowerIn10: 2, bareIn10: 0, form: "fix"},
	{name: "Montague", surname: "Chukwu", lowerIn10: 0, bareIn10: 8, form: "story"},
	{name: "Orlando", surname: "Taverner", lowerIn10: 10, bareIn10: 10, form: "split"},
	{name: "Quintus", surname: "Albescu", lowerIn10: 3, bareIn10: 3, form: "spell"},
	{name: "Sebastiana", surname: "Tkachenko", lowerIn10: 0, bareIn10: 0, form: "answer"},
	{name: "Vivienne", surname: "Ruthven", lowerIn10: 5, bareIn10: 1, form: "fix"},
	{name: "Yolande", surname: "Dimitriou", lowerIn10: 1, bareIn10: 6, form: "aside"},
	{name: "Benedetto", surname: "Rasmussen", lowerIn10: 0, bareIn10: 3, form: "story"},
	{name: "Domitilla", surname: "Sheringham", lowerIn10: 4, bareIn10: 0, form: "spell"},
	{name: "Horatia", surname: "Wetherby", lowerIn10: 8, bareIn10: 4, form: "split"},
}

// rawTuckedPersonOf is the user named name.
func rawTuckedPersonOf(name string) *rawTuckedPerson {
	for i := range rawTuckedPeople {
		if rawTuckedPeople[i].name == name {
			return &rawTuckedPeople[i]
		}
	}
	return &rawTuckedPeople[0]
}

// rawTuckedStmt is one statement template (core), its form, the topic it
// is said in (topic: a topic's code, empty any topic dealing with its
// attribute) and what the form needs around it: aside and spell none;
// story none (the opener and tail are the person's, rawTuckedOpeners and
// rawTuckedTails); answer (ask: the participant's question, naming no
// value); fix (lead: the participant reading back {v}, a stale value of
// the person's or a wrong one); split (lead: the first segment, naming no
// value).
type rawTuckedStmt struct{ form, topic, ask, lead, core string }

// formCore makes rawTuckedStmt a formed statement (rawformed.go).
func (s rawTuckedStmt) formCore() (string, string) { return s.form, s.core }

// rawTuckedLine is a line said only on the calls of the topic with code
// topic, or, with topic empty, on any call.
type rawTuckedLine struct{ topic, text string }

// rawTuckedEcho is a participant naming the value that holds: the
// person's question (no value) and the answer naming {v}.
type rawTuckedEcho struct{ topic, ask, line string }

// rawTuckedStale is a participant reading back the person's earlier
// value: the person's question (no value), the read-back naming {v} and
// the person putting it right without naming a value.
type rawTuckedStale struct{ topic, ask, act, reject string }

// rawTuckedMisread is a line of the person's naming a value that is not
// theirs, {v}; the participant taking it as the person's own (misread);
// and the person's denial, which may name {v} again (deny).
type rawTuckedMisread struct{ topic, said, misread, deny string }

// tuckedTexts are the texts of ls, in order.
func tuckedTexts(ls []rawTuckedLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawTuckedForms are the tucked set's lists per attribute: the lists of
// rawSetLists (values and questions; its chatter and other people's
// values are the texts of chatter and other, its assistant list the
// note-taker's summaries, summary), the statements by kind, and: the
// participant's read-backs right after a first statement (readback) and
// after a change or a revert (readbackNew), naming the value just stated
// {v}; participants' own news naming a value (news); answers naming the
// value that holds (echo), read-backs of an earlier value (stale),
// misreadings (misread); clients, suppliers and trips (elsewhere); plans,
// hypotheticals, interviews and offers declined (plan); earlier values
// told as past (past); jokes naming a value (joke); and the questions
// naming a stale or wrong value {v}: current (still) and historical, with
// {when} (stillWhen).
type rawTuckedForms struct {
	lists                 rawSetLists
	state, change, revert []rawTuckedStmt
	readback, readbackNew []string
	chatter, other        []rawTuckedLine
	summary, news         []rawTuckedLine
	echo                  []rawTuckedEcho
	stale                 []rawTuckedStale
	misread               []rawTuckedMisread
	elsewhere, plan, past []rawTuckedLine
	joke                  []rawTuckedLine
	still, stillWhen      []string
}

// rawTuckedAttrs are the tucked set's lists per attribute as
// installRawSet takes them.
func rawTuckedAttrs() map[string]rawSetLists {
	return formedLists(rawTuckedByAttr, func(f rawTuckedForms) (rawSetLists, []rawTuckedStmt, []rawTuckedStmt, []rawTuckedStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = tuckedTexts(f.chatter), tuckedTexts(f.other), tuckedTexts(f.summary)
		return l, f.state, f.change, f.revert
	})
}

// tucks reports whether g's set is a note-taker's call transcripts (the
// tucked set).
func (g *rawGen) tucks() bool { return g.ph == PhrasingTucked }

// rawTuckedRun is one person's calls being transcribed.
type rawTuckedRun struct {
	*rawGen
	f        rawTuckedForms
	p        *rawTuckedPerson
	numbered bool              // "Speaker 2 (00:03:10):" labels, else "[00:14:32] Full Name:"
	topics   []*rawTuckedTopic // the topics dealing with the asked attribute
	topic    *rawTuckedTopic   // the call's
	party    string            // the call's other participant
	clock    time.Duration     // the call's elapsed time
	order    []string          // the call's speakers in the order they first spoke
	summary  string            // the note-taker's summary due after the call, if any
	filling  bool              // a filler call is being opened
	said     string
	used     map[string]bool // the templates said on this call
}

// noteCalls writes a tucked conversation and its questions: the person's
// manner is their name's (rawTuckedPersonOf); the note-taker's label
// format is drawn for the conversation; a statement's call is on a topic
// dealing with the asked attribute, a filler call on one of those three
// times in five, a routine call one time in five, else any topic; their
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 90 to 150 days after the previous one or after six
// to ten calls (times the filler scale), whichever is later.
func (g *rawGen) noteCalls(vals []string, revert, chatty bool) {
	r := &rawTuckedRun{rawGen: g, f: rawTuckedByAttr[g.a.predicate], p: rawTuckedPersonOf(g.who), numbered: g.rng.IntN(2) == 0}
	for i := range rawTuckedTopics {
		if slices.Contains(rawTuckedTopics[i].attrs, g.a.predicate) {
			r.topics = append(r.topics, &rawTuckedTopics[i])
		}
	}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// label is the note-taker's label of a segment of speaker's at the call's
// elapsed time.
func (r *rawTuckedRun) label(speaker string) string {
	c := r.clock
	stamp := fmt.Sprintf("%02d:%02d:%02d", int(c.Hours()), int(c.Minutes())%60, int(c.Seconds())%60)
	if r.numbered {
		k := slices.Index(r.order, speaker)
		if k < 0 {
			r.order = append(r.order, speaker)
			k = len(r.order) - 1
		}
		return fmt.Sprintf("Speaker %d (%s): ", k+1, stamp)
	}
	full := rawTuckedParties[speaker]
	if speaker == r.who {
		full = r.p.name + " " + r.p.surname
	}
	return "[" + stamp + "] " + full + ": "
}

// segment appends a diarized segment of speaker's, gap after the last.
func (r *rawTuckedRun) segment(speaker, text string, gap time.Duration) string {
	if len(r.s.Observations) > 0 {
		r.clock += gap
	}
	id, _ := r.turn(speaker, "user", r.label(speaker)+text, gap)
	return id
}

// mine is a segment of the person's, a few seconds after the last,
// transcribed in their manner: all in lower case or without punctuation
// some of the time (the label aside), one time in eight with a common
// word misheard (rawTuckedMishear).
func (r *rawTuckedRun) mine(text string) string {
	return r.segment(r.who, r.manner(r.mishear(text)), time.Duration(3+r.rng.IntN(25))*time.Second)
}

// stating is the segment of the person's that states the value: as mine,
// but no word of it misheard.
func (r *rawTuckedRun) stating(text string) string {
	return r.segment(r.who, r.manner(text), time.Duration(3+r.rng.IntN(25))*time.Second)
}

// mishear is text, one time in eight with one common word written as its
// homophone (rawTuckedHomophones), as a transcriber mishears it.
func (r *rawTuckedRun) mishear(text string) string {
	if r.rng.IntN(8) != 0 {
		return text
	}
	for _, k := range r.rng.Perm(len(rawTuckedHomophones)) {
		h := rawTuckedHomophones[k]
		if i := strings.Index(text, " "+h[0]+" "); i >= 0 {
			return text[:i+1] + h[1] + text[i+1+len(h[0]):]
		}
	}
	return text
}

// rawTuckedHomophones are common words and what a transcriber writes for
// them now and then; never a value, nor a word of a value.
var rawTuckedHomophones = [][2]string{{"there", "their"}, {"we're", "were"}, {"right", "write"}, {"hear", "here"},
	{"to", "too"}, {"for", "four"}, {"know", "no"}, {"new", "knew"}, {"by", "buy"}, {"week", "weak"}, {"our", "are"}}

// mineSoon is the second of two segments the diarizer cut apart, a second
// or two after the first, the one that states the value (no word of it
// misheard).
func (r *rawTuckedRun) mineSoon(text string) string {
	return r.segment(r.who, r.manner(text), time.Duration(1+r.rng.IntN(2))*time.Second)
}

// manner is text as the note-taker transcribes the person.
func (r *rawTuckedRun) manner(text string) string {
	if r.rng.IntN(10) < r.p.lowerIn10 {
		text = strings.ToLower(text)
	}
	if r.rng.IntN(10) < r.p.bareIn10 {
		text = strings.Join(strings.Fields(rawTuckedBare.Replace(text)), " ")
	}
	return text
}

// rawTuckedBare drops the punctuation a transcriber leaves out.
var rawTuckedBare = strings.NewReplacer(".", "", ",", "", "?", "", "!", "", ";", "", ":", "")

// other is a segment of the call's participant's, one time in eight with
// a common word misheard.
func (r *rawTuckedRun) other(text string) {
	r.segment(r.party, r.mishear(text), time.Duration(4+r.rng.IntN(30))*time.Second)
}

// note is the note-taker's summary or action items, a minute or two after
// the call.
func (r *rawTuckedRun) note(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(60+r.rng.IntN(120))*time.Second)
}

// fresh is a template of tpls not yet said on this call, if one of three
// tries finds one.
func (r *rawTuckedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// rawTuckedHeard reports whether a line tagged tag is said on a call of
// topic tp: untagged, or tagged with its code.
func rawTuckedHeard(tag string, tp *rawTuckedTopic) bool {
	return tag == "" || tag == tp.code
}

// line is a line of ls said on the call's topic.
func (r *rawTuckedRun) line(ls []rawTuckedLine) string {
	var tpls []string
	for _, l := range ls {
		if rawTuckedHeard(l.topic, r.topic) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// heard are the statements of s the call's topic hears.
func (r *rawTuckedRun) heard(s []rawTuckedStmt) []rawTuckedStmt {
	var out []rawTuckedStmt
	for _, st := range s {
		if rawTuckedHeard(st.topic, r.topic) {
			out = append(out, st)
		}
	}
	return out
}

// open starts a new call on r.t's day about a topic: one dealing with the
// asked attribute, or on a filler call one time in five a routine call and
// one time in five any topic; the participant opens it and the person
// answers one time in three.
func (r *rawTuckedRun) open() {
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
			r.topic = rawTuckedTopicOf("routine")
		case 1:
			r.topic = &rawTuckedTopics[r.rng.IntN(len(rawTuckedTopics))]
		}
	}
	r.party = pick(r.rng, r.topic.parties)
	r.clock = time.Duration(2+r.rng.IntN(8)) * time.Second
	r.order = nil
	r.summary = ""
	r.other(pick(r.rng, r.topic.hellos))
	if r.rng.IntN(3) == 0 {
		r.mine(pick(r.rng, rawTuckedHellos))
	}
}

// close ends the call with the participant's goodbye (one time in three
// after the person's) and, one time in two or when one is due, the
// note-taker's summary: the one due, else one naming no value.
func (r *rawTuckedRun) close() {
	if r.rng.IntN(3) == 0 {
		r.mine(pick(r.rng, rawTuckedByes))
	}
	r.other(pick(r.rng, rawTuckedPartyByes))
	switch {
	case r.summary != "":
		r.note(r.summary)
	case r.rng.IntN(2) == 0:
		r.note(pick(r.rng, rawTuckedNotes))
	}
}

// confirm answers statement vals[i]: one time in two the participant's
// read-back naming the value (after a change, the new one), else a reply
// naming none; one time in three a summary is due after the call naming
// the value just stated, the one before it (a stale summary) or a wrong
// one.
func (r *rawTuckedRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		l := r.f.readback
		if i > 0 {
			l = r.f.readbackNew
		}
		r.other(fillOne(pick(r.rng, l), map[string]string{"v": vals[i]}))
	} else {
		r.other(pick(r.rng, rawReplies[r.ph]))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.summary = fillOne(r.line(r.f.summary), map[string]string{"v": v, "cur": vals[i]})
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the call's topic, its form first (each as likely, the person's own
// form twice as likely), with the segments the form needs around it, and
// returns the statement's turn and its time.
func (r *rawTuckedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
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
	var of []rawTuckedStmt
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
	var id string
	switch st.form {
	case "aside":
		id = r.stating(pick(r.rng, rawTuckedFillers) + " " + core + pick(r.rng, rawTuckedEnds))
	case "answer":
		r.segment(r.party, st.ask, time.Duration(4+r.rng.IntN(30))*time.Second) // heard right, as the answer is
		id = r.stating(pick(r.rng, rawTuckedAnswerLeads) + " " + core + ".")
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong record
		if i > 0 {
			lv = vals[i-1] // the value left, still on the record
		}
		r.mine(pick(r.rng, rawTuckedChecks))
		r.segment(r.party, fillOne(st.lead, map[string]string{"v": lv}), time.Duration(4+r.rng.IntN(30))*time.Second)
		id = r.stating(core + ".")
	case "spell":
		id = r.stating(core + ", " + strings.ReplaceAll(pick(r.rng, rawTuckedSpellings), "{letters}", rawTuckedSpell(vals[i])))
		r.other(pick(r.rng, rawTuckedTyping))
	case "story":
		id = r.stating(pick(r.rng, rawTuckedOpeners) + " " + core + ". " + pick(r.rng, rawTuckedTails))
	default: // split
		r.stating(st.lead)
		id = r.mineSoon(core + ".")
	}
	at := r.t
	r.confirm(vals, i)
	return id, at
}

// rawTuckedSpell is v spelled out letter by letter as said on a call, a
// word at a time ("M-U-C-H, W-E-N-L-O-C-K").
func rawTuckedSpell(v string) string {
	var words []string
	for _, w := range strings.FieldsFunc(v, func(c rune) bool { return c == ' ' || c == '-' }) {
		words = append(words, strings.Join(strings.Split(strings.ToUpper(w), ""), "-"))
	}
	return strings.Join(words, ", ")
}

// filler adds n calls after statement vals[i], each of one or two
// exchanges, two to nine days apart, one time in six three to six weeks.
func (r *rawTuckedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(8)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.filling = true
		r.open()
		r.filling = false
		for range 1 + r.rng.IntN(2) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday line of the person's on the call's topic and
// the participant's reply, one time in five talked over ("[crosstalk]").
func (r *rawTuckedRun) smallTalk() {
	if r.rng.IntN(5) == 0 {
		r.other(pick(r.rng, rawTuckedCrosstalk))
	}
	r.mine(r.fresh(r.topic.smallTalk))
	r.other(pick(r.rng, rawReplies[r.ph]))
}

// exchange is one exchange after statement vals[i], its lines those said
// on the call's topic: everyday talk; talk on the topic naming no value;
// the person's other attributes; a relative's value; the participant's own
// news; a client, a supplier or a trip; a plan, a hypothetical, an
// interview or an offer declined; an earlier value told as past; a joke;
// a misreading and the denial; an answer naming the value that holds; a
// read-back of an earlier value, put right without a value; else a
// summary due naming another value. Routine calls have everyday talk only.
func (r *rawTuckedRun) exchange(vals []string, i int, chatty bool) {
	if r.topic.code == "routine" {
		r.smallTalk()
		return
	}
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	say := func(ls []rawTuckedLine, v string) {
		r.mine(pick(r.rng, rawTuckedFillers) + " " + fillOne(r.line(ls), map[string]string{"v": v}))
		r.other(pick(r.rng, rawTuckedAcks))
	}
	switch x := r.rng.IntN(50); {
	case x < 7:
		r.smallTalk()
	case x < 9:
		r.mine(r.line(f.chatter))
		r.other(pick(r.rng, rawReplies[r.ph]))
	case x < 12:
		r.background()
	case x < 16:
		say(f.other, pick(r.rng, others))
	case x < 19:
		r.other(fillOne(r.line(f.news), map[string]string{"v": pick(r.rng, others)}))
		r.mine(pick(r.rng, rawTuckedCongrats))
	case x < 22:
		say(f.elsewhere, pick(r.rng, others))
	case x < 26:
		say(f.plan, pick(r.rng, others))
	case x < 29 && len(past) > 0:
		say(f.past, pick(r.rng, past))
	case x < 31:
		say(f.joke, pick(r.rng, others))
	case x < 34:
		v := pick(r.rng, others)
		m := tuckedPick(r, f.misread, func(m rawTuckedMisread) string { return m.topic })
		r.mine(fillOne(m.said, map[string]string{"v": v}))
		r.other(fillOne(m.misread, map[string]string{"v": v}))
		r.mine(fillOne(m.deny, map[string]string{"v": v}))
		r.other(pick(r.rng, rawTuckedSorry))
	case x < 38 && r.cur != "":
		e := tuckedPick(r, f.echo, func(e rawTuckedEcho) string { return e.topic })
		r.mine(e.ask)
		r.other(fillOne(e.line, map[string]string{"v": r.cur}))
	case x < 42 && len(past) > 0:
		s := tuckedPick(r, f.stale, func(s rawTuckedStale) string { return s.topic })
		r.mine(s.ask)
		r.other(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.mine(s.reject)
		r.other(pick(r.rng, rawTuckedSorry))
	default:
		r.wrongNote(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongNote(others)
	}
}

// wrongNote makes the summary due after the call one naming another
// value, one time in two after the person's aside that the notes get
// things wrong.
func (r *rawTuckedRun) wrongNote(others []string) {
	r.summary = fillOne(r.line(r.f.summary), map[string]string{"v": pick(r.rng, others), "cur": r.cur})
	if r.rng.IntN(2) == 0 {
		r.mine(r.fresh(rawTuckedSmallTalkExtra))
		r.other(pick(r.rng, rawReplies[r.ph]))
	}
}

// background is a segment of the person's stating one of their other
// attributes (its value holds all through) that the call's topic hears,
// as an aside, and the reply to it; else everyday talk.
func (r *rawTuckedRun) background() {
	var sts []rawTuckedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range r.heard(rawTuckedByAttr[a].state) {
			if st.form == "aside" && !r.used[st.core] {
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
	r.mine(pick(r.rng, rawTuckedFillers) + " " + fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]}) + ".")
	r.other(pick(r.rng, rawReplies[r.ph]))
}

// tuckedPick is an item of xs said on the call's topic (topic its tag).
func tuckedPick[T any](r *rawTuckedRun, xs []T, topic func(T) string) T {
	return pickWhere(r.rng, xs, func(x T) bool { return rawTuckedHeard(topic(x), r.topic) })
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawTuckedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The person's lines naming no value: fillers before an aside or a
// distractor, ends of an aside, openers and tails of a story, leads of an
// answer, the line before a participant reads the record back, the
// spelling ({letters}), hellos and goodbyes, congratulations.
var (
	rawTuckedFillers     = []string{"um", "uh so", "yeah no so", "sorry [inaudible] so", "like", "right so so", "oh and um", "I mean", "so yeah"}
	rawTuckedEnds        = []string{".", ", anyway.", ", but yeah.", " [crosstalk] sorry, go on.", ", so um yeah."}
	rawTuckedOpeners     = []string{"Oh god where do I start, so", "Okay so this is a long one but", "You'll laugh but um", "So I never actually told you this but", "Right so update, um,"}
	rawTuckedTails       = []string{"Anyway, enough about me.", "So yeah, that's that.", "Sorry, I'm rambling [inaudible].", "But um, what were you saying?"}
	rawTuckedAnswerLeads = []string{"Yeah, so", "Um, yes,", "Okay so", "Sure, um,", "Yep,"}
	rawTuckedChecks      = []string{"Can you just read me back what you've got on file?", "Sorry, can you check the details you have for me?", "What have you got on the system for me, just so I know?"}
	rawTuckedSpellings   = []string{"{letters}", "um {letters}, yeah", "{letters}, got that?", "so {letters}"}
	rawTuckedHellos      = []string{"Hi, yeah, I can hear you.", "Hello, yes, that's me.", "Hiya, sorry, had you on mute.", "Hi, yeah, go ahead."}
	rawTuckedByes        = []string{"Great, thanks so much, bye.", "Okay, brilliant, speak soon.", "Lovely, thanks, bye bye.", "Cheers, talk later."}
	rawTuckedCongrats    = []string{"Oh that's amazing, congratulations!", "No way, good for you.", "Oh wow, that's a big change, well done."}
)

// The participants' lines naming no value, and the note-taker's
// summaries naming none.
var (
	rawTuckedPartyByes      = []string{"You too, take care, bye.", "No problem at all, bye now.", "Thanks for calling, have a good day."}
	rawTuckedAcks           = []string{"Oh right, okay.", "Ah, that makes sense.", "Mm, yeah, I get that.", "Okay, fair enough."}
	rawTuckedSorry          = []string{"Ah sorry, my mistake, I'll go by what you've said.", "Oh apologies, I must have misheard.", "Sorry, I've corrected that now."}
	rawTuckedTyping         = []string{"Lovely, just typing that in now.", "Got it, thank you, that's gone through.", "Perfect, bear with me while it saves."}
	rawTuckedCrosstalk      = []string{"Sorry [crosstalk] you go first.", "Sorry, you cut out there for a second.", "Hang on [inaudible] sorry, say that again?"}
	rawTuckedNotes          = []string{"Summary: Short call, no decisions recorded.", "Action items: None captured on this call.", "Summary: General catch-up. Next call not scheduled.", "Summary: Call dropped twice; transcript may be incomplete."}
	rawTuckedSmallTalkExtra = []string{"honestly these auto notes get half of it wrong", "I never read the summary thing it writes", "is that note-taker bot still recording, it's so creepy"}
)

// rawTuckedReplies are the participants' replies naming no value.
var rawTuckedReplies = []string{
	"Okay, yeah, no problem.",
	"Right, gotcha, I'll make a note of that.",
	"Mm-hm, okay, and is there anything else?",
	"Oh lovely, yeah, that's fine.",
	"Sure, sure, leave that with me.",
}

// The tucked set's own lists per attribute. The person's lists are
// diarized segments as the note-taker writes them, first letter as said;
// the participants' lines, the note-taker's summaries and the questions
// are standard English. A statement neither starts nor ends with a
// placeholder, so the oracle reads the value whole.
var rawTuckedByAttr = map[string]rawTuckedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Wirksworth", "Ashbourne", "Buxton", "Bridgnorth", "Much Wenlock", "Uttoxeter",
				"Leominster", "Pershore", "Evesham", "Rothbury", "Helmsley", "Malton"},
			qCurrent: []string{
				"Per the recorded calls, which town has {name} got as home right now?",
				"If the surgery rang {name} today, which town would their address be in?",
				"From the call transcripts, where does {name} live at the moment?",
				"Which town would {name} give as home on a call this week?",
			},
			qWhen: []string{
				"Per the recordings, what was home for {name} {when}?",
				"When a helpline checked {name}'s address {when}, what town was it in?",
				"From the transcripts, what town was {name} based in {when}?",
			},
			qBefore: []string{
				"Which town did {name} live in before {next}, going by their calls?",
				"Until they went to {next}, which town did {name} tell callers they lived in?",
				"On recordings from the time before {next}, which town did {name} say they were in?",
			},
		},
		state: []rawTuckedStmt{
			{form: "aside", core: "the the house is in {v} so I'm usually on the half eight train"},
			{form: "aside", topic: "family", core: "we've got the spare room here in {v} whenever you fancy coming up"},
			{form: "answer", ask: "And can you just confirm the town on your address for me?",
				core: "it's the little terrace in {v}, the one on the hill"},
			{form: "fix", lead: "I've got you at an address in {v}, is that still correct?",
				core: "No no that record's wrong, my house is in {v}, has been since the kids were small"},
			{form: "spell", core: "the town is {v}, I'll spell that for you"},
			{form: "story", core: "we've been renting this place in {v} for a while and honestly the neighbours are um lovely"},
			{form: "split", lead: "the postcode's uh hang on",
				core: "it's the one for {v}, the bit by the river"},
		},
		change: []rawTuckedStmt{
			{form: "aside", core: "oh we we moved by the way, we're in {new} now so my commute's totally different"},
			{form: "aside", topic: "family", core: "so yeah we left {old} in the end and we're properly settled in {new} now"},
			{form: "answer", ask: "Just for security, can you tell me the town on your current address?",
				core: "right so it's changed, it was {old} but it's {new} now"},
			{form: "fix", lead: "I'm reading an address in {v}, is that where you are?",
				core: "No sorry that's the old address, it's {new} now, we moved"},
			{form: "spell", core: "the new address is in {new}, do you want me to spell it"},
			{form: "story", core: "we sold up in {old} a while back and bought a little um end terrace in {new}, it's tiny but it's ours"},
			{form: "split", lead: "so the um the big news is",
				core: "we've moved out of {old} and we're living in {new} now"},
		},
		revert: []rawTuckedStmt{
			{form: "aside", core: "um long and short of it {old} was a mistake and we've landed back in {new} now"},
			{form: "answer", ask: "Could you give me the town you're living in at the moment?",
				core: "we moved back, not {old} any more, it's uh {new} again"},
			{form: "fix", lead: "The system's still showing {v} for you, is that right?",
				core: "No that's out of date, we left {old} and went back to {new}, same house as before"},
			{form: "spell", core: "we've left {old} and gone back to the old place in {new}, it's spelt"},
			{form: "story", core: "we gave up on {old} after a year and moved back home to {new}, the the kids missed their school"},
			{form: "split", lead: "oh and sorry one more thing",
				core: "we're not in {old} any more we've moved back to {new} like before"},
		},
		readback: []string{
			"Lovely, so that's {v}, I'll pop that on the record.",
			"Okay perfect, {v}, got it.",
			"Great, and that's {v}, yeah? Brilliant.",
		},
		readbackNew: []string{
			"Oh congratulations on the move! So {v} from now on, I'll update that.",
			"Okay, so I'm changing that to {v} now, bear with me.",
			"Right, {v}, that's all updated on our side.",
		},
		chatter: []rawTuckedLine{
			{"letting", "the damp in the bathroom is back, the the black stuff"},
			{"", "um the bins didn't get collected again this week"},
			{"surgery", "do I need to bring proof of address or is the letter enough"},
			{"", "the broadband keeps dropping every evening like clockwork"},
		},
		other: []rawTuckedLine{
			{"", "my sister got the keys to a two bed in {v} on Friday, I helped with the van"},
			{"family", "my mum refuses to leave {v}, so it's a four hour drive every other weekend"},
			{"", "my best mate's moving to {v} for her boyfriend, I'm gutted"},
			{"work", "half the new starters drive in from {v}, the the car park is rammed"},
		},
		summary: []rawTuckedLine{
			{"", "Summary: Caller confirmed their home address in {v}. No further action."},
			{"", "Action items: Update the postal address on file to {v}."},
			{"helpline", "Summary: Address verified as {v}; a card will be posted to {cur} within five days."},
		},
		news: []rawTuckedLine{
			{"", "We've actually just moved out to {v} ourselves, the commute's a killer."},
			{"work", "I've put an offer in on a house in {v}, fingers crossed!"},
			{"", "I'm renting in {v} now, you'll have to come and visit."},
		},
		echo: []rawTuckedEcho{
			{"helpline", "Which address is the engineer booked for?", "The one in {v}, Tuesday between eight and twelve."},
			{"", "Where will the paperwork go?", "That'll be posted to you in {v}, give it a week."},
		},
		stale: []rawTuckedStale{
			{"helpline", "Where's the replacement card being sent?", "To the address we hold in {v}, it went out this morning.",
				"no that's the old one, I told you last time, can you change it"},
			{"", "What address have you got for me, just checking?", "We've still got {v} on here, from the original form.",
				"um no that's out of date, please update it"},
		},
		misread: []rawTuckedMisread{
			{"", "the parcel's gone to my aunt's in {v} by mistake, can it be redirected", "So I'll update your delivery address to {v}, is that right?", "god no, that's my aunt's house, leave mine as it is"},
			{"work", "the training day is up in {v} on the fourth", "Handy, that's on your doorstep in {v}, isn't it?", "no I just drive up for it, it's a good hour from mine"},
		},
		elsewhere: []rawTuckedLine{
			{"work", "I'm driving out to see a customer in {v} tomorrow so I'll dial in from the car"},
			{"", "we've booked a cottage in {v} for half term, just the four nights"},
			{"", "the supplier's warehouse is out in {v}, it's miles from anywhere"},
		},
		plan: []rawTuckedLine{
			{"", "hypothetically if we upped sticks to {v} would you still visit"},
			{"family", "I keep scrolling rightmove for places in {v} at two in the morning, it's a problem"},
			{"", "we went to view a flat in {v} but we're not going for it"},
		},
		past: []rawTuckedLine{
			{"", "years ago when I rented in {v} the landlord never fixed a thing"},
			{"family", "remember the flood when we were still in {v}, the the whole street"},
			{"", "I grew up in {v} but I haven't been back in forever"},
		},
		joke: []rawTuckedLine{
			{"", "if the landlord puts the rent up again I'm moving into a tent in {v}"},
			{"", "the weather app has decided I live in {v}, no idea why"},
			{"family", "we got so lost on the way back we nearly ended up living in {v}"},
		},
		still: []string{
			"Is {name} still living in {v}, going by their calls?",
			"Should the surgery still have {name} down in {v}?",
			"Do {name}'s calls still put them in {v}?",
		},
		stillWhen: []string{
			"Was {name} still living in {v} {when}, going by the transcripts?",
			"On their calls, did {name} still give {v} as home {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Henfield Biscuits", "Tolworth Mutual", "Ravensmoor Joinery", "Ambergate Foundry", "Fellgate Pharmacy", "Cromford Textiles",
				"Brassington Haulage", "Tideswell Glass", "Hartington Creamery", "Longnor Surveying", "Baslow Printers", "Grindleford Analytics"},
			qCurrent: []string{
				"Going by {name}'s calls, who do they work for now?",
				"If a recruiter rang {name} today, which employer would they say they're with?",
				"From the call transcripts, who is {name}'s employer at the moment?",
				"Which firm is {name} with these days, going by their calls?",
			},
			qWhen: []string{
				"Who was {name} working for {when}, going by their calls?",
				"Which employer did {name} give {when}, as they said on calls?",
				"From the transcripts, which firm was {name} with {when}?",
			},
			qBefore: []string{
				"Which firm was {name} with before {next}, going by their calls?",
				"Until the move to {next}, whose staff was {name} on, per the recordings?",
				"Who did {name} work for ahead of {next}?",
			},
		},
		state: []rawTuckedStmt{
			{form: "aside", core: "I'm still at {v} so um Fridays are the only day I can really do"},
			{form: "aside", topic: "work", core: "the the team here at {v} have been asking for the deck all week"},
			{form: "answer", ask: "And who's your current employer, please?",
				core: "I work for {v}, full time, permanent contract"},
			{form: "fix", lead: "It says here you're employed by {v}, is that correct?",
				core: "No that's wrong I'm employed by {v}, I've been there about four years"},
			{form: "spell", core: "my employer is {v}, let me spell that"},
			{form: "story", core: "I've been at {v} since before the pandemic and uh it's fine, it pays the bills"},
			{form: "split", lead: "my work's um",
				core: "I'm with {v}, in the payroll team"},
		},
		change: []rawTuckedStmt{
			{form: "aside", core: "oh I moved jobs actually, I'm at {new} now, started last month"},
			{form: "aside", topic: "work", core: "this is my first week at {new} so bear with me on the uh the systems"},
			{form: "answer", ask: "Has anything changed with your employment since we last spoke?",
				core: "yes I've left {old}, I'm at {new} now"},
			{form: "fix", lead: "So you're still working at {v}, yeah?",
				core: "No no I left there, I'm at {new} now, it's a new contract"},
			{form: "spell", core: "the new employer's {new}, I'll spell it"},
			{form: "story", core: "I handed my notice in at {old} in the end and uh I've been at {new} a few weeks now, so much happier"},
			{form: "split", lead: "so work's changed as well",
				core: "I've gone from {old} to {new}, same kind of role"},
		},
		revert: []rawTuckedStmt{
			{form: "aside", core: "after all that with {old} I've um gone back to {new} on the old team"},
			{form: "answer", ask: "Can you confirm who you're working for these days?",
				core: "I left {old} and uh it's back to {new} again"},
			{form: "fix", lead: "We've got {v} down as your employer now, is that still current?",
				core: "Not any more, I've left {old} and gone back to {new} since the autumn"},
			{form: "spell", core: "I've left {old} and rejoined {new}, that's spelt"},
			{form: "story", core: "the {old} job didn't last and {new} took me back, which was nice of them really"},
			{form: "split", lead: "oh and jobs wise",
				core: "I'm not at {old} any more I went back to {new} like a boomerang"},
		},
		readback: []string{
			"Okay, so employer {v}, lovely.",
			"Great, I'll put {v} down there.",
			"Perfect, {v}, and that's full time, yeah?",
		},
		readbackNew: []string{
			"Oh congratulations on the new job! So {v} now, I'll change that.",
			"Okay, updating the employer to {v}.",
			"Brilliant, {v}, that's saved.",
		},
		chatter: []rawTuckedLine{
			{"work", "the printer on two is jammed again, third time this week"},
			{"", "um when's the deadline for expenses this month"},
			{"recruiter", "I'd want to keep my notice period to a month max"},
			{"", "I'm dialling in from the kitchen table all week, the the heating's off at work"},
		},
		other: []rawTuckedLine{
			{"", "our kid got a graduate scheme at {v}, first one in the family"},
			{"", "dad did thirty years at {v}, he still talks about it"},
			{"", "tell your nephew {v} are hiring apprentices, the the ad was on the radio"},
			{"work", "my old flatmate's at {v} now, she loves it"},
		},
		summary: []rawTuckedLine{
			{"", "Summary: Caller confirmed their employer as {v}. No further action."},
			{"", "Action items: Update employer to {v} on the application."},
			{"recruiter", "Summary: Discussed a role at {v}; candidate is currently at {cur}."},
		},
		news: []rawTuckedLine{
			{"", "I've actually just accepted an offer at {v}, I start next month."},
			{"work", "I'm leaving, I've been headhunted by {v}, can you believe it?"},
			{"recruiter", "We've just started recruiting for {v}, they're our biggest client now."},
		},
		echo: []rawTuckedEcho{
			{"helpline", "What employer is on the mortgage application?", "It's {v}, matching the payslips you sent."},
			{"", "Has the reference request gone off?", "Yep, I sent it to HR at {v} yesterday."},
		},
		stale: []rawTuckedStale{
			{"helpline", "Who have you got down as my employer?", "The system says {v}, from when you opened the account.",
				"no that's my old job, I did tell you, please update it"},
			{"", "Is everything on my file current?", "As far as I can see, you're at {v}, yeah.",
				"um no, that's out of date, I've changed jobs"},
		},
		misread: []rawTuckedMisread{
			{"", "I'm ringing on behalf of my husband, his payslips come from {v}", "And your own employer is {v} as well?", "no no, that's his work, not mine"},
			{"recruiter", "{v} got in touch directly last week actually", "Oh, so have you signed with {v} already?", "no I've signed nothing, they just emailed"},
		},
		elsewhere: []rawTuckedLine{
			{"work", "I've got a pitch with {v} on Tuesday, they could be a big client"},
			{"", "we're still chasing {v} for that invoice, worst supplier ever"},
			{"work", "I'm doing the audit over at {v} next week so I'll be offline"},
		},
		plan: []rawTuckedLine{
			{"", "I've got a second interview with {v} on Monday, just to see"},
			{"recruiter", "{v} made me an offer but I said no, the hours were mad"},
			{"", "part of me wonders what it'd be like at {v} but I'm not looking"},
		},
		past: []rawTuckedLine{
			{"", "my first ever job was at {v}, stacking boxes for minimum wage"},
			{"work", "we used to do it this way back when I was at {v}"},
			{"", "I still get emails from {v} and I left years ago"},
		},
		joke: []rawTuckedLine{
			{"", "one more all hands like that and I'm sending my CV to {v}"},
			{"", "my mum tells everyone I'm the boss of {v}, I'm really not"},
			{"work", "I heard {v} give everyone their birthday off, should I apply"},
		},
		still: []string{
			"Does {name} still work at {v}, going by their calls?",
			"Should the application still say {name} is employed by {v}?",
			"Is {v} still {name}'s employer, from the transcripts?",
		},
		stillWhen: []string{
			"Was {name} still working at {v} {when}, going by their calls?",
			"On their calls, was {name} still with {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"onion-free", "tomato-free", "legume-free", "lamb-free", "poultry-free", "egg-and-dairy-free",
				"cheese-free", "pepper-free", "game-free", "offal-free"},
			qCurrent: []string{
				"Going by {name}'s calls, what diet do they follow now?",
				"If the surgery asked {name} about dietary requirements today, what would they say?",
				"Per the recorded calls, what sort of eater is {name} at this point?",
				"What should go down as {name}'s diet this week, going by their calls?",
			},
			qWhen: []string{
				"What diet was {name} on {when}, going by their calls?",
				"How was {name} eating {when}, as they said on calls?",
				"From the transcripts, what dietary requirement did {name} have {when}?",
			},
			qBefore: []string{
				"How did {name} eat before going {next}, going by their calls?",
				"Until {name} took up {next}, what did they tell callers about their food?",
				"What dietary requirement did {name} give ahead of {next}?",
			},
		},
		state: []rawTuckedStmt{
			{form: "aside", core: "I'm {v} so uh I'll just bring my own food to be honest"},
			{form: "aside", topic: "family", core: "you know I'm {v} right so don't go to any trouble on Sunday"},
			{form: "answer", ask: "Any dietary requirements we should put on your notes?",
				core: "yes I'm {v}, quite strictly"},
			{form: "fix", lead: "I've got you down as {v} for the meals, is that right?",
				core: "No that's not right I'm {v}, can you change that please"},
			{form: "spell", core: "dietary wise I'm {v}, you want me to spell it"},
			{form: "story", core: "since I got ill last year I've been {v} and um honestly I feel loads better for it"},
			{form: "split", lead: "food wise I'm um",
				core: "I'm {v}, that's the main thing to know"},
		},
		change: []rawTuckedStmt{
			{form: "aside", core: "oh I've gone {new} actually so no barbecue for me this year"},
			{form: "aside", topic: "friends", core: "I stopped being {old} and I'm {new} now, long story"},
			{form: "answer", ask: "Has your diet changed at all since your last appointment?",
				core: "it has yeah I'm not {old} any more, I'm {new} these days"},
			{form: "fix", lead: "It still says {v} on the form, is that right?",
				core: "No sorry that's old, I'm {new} these days"},
			{form: "spell", core: "these days I'm {new}, shall I spell that"},
			{form: "story", core: "after the tests the dietitian moved me off {old} and I've been {new} since, it's a faff but fine"},
			{form: "split", lead: "the the other thing is",
				core: "I've switched from {old} to {new} for my gut"},
		},
		revert: []rawTuckedStmt{
			{form: "aside", core: "I gave up on {old} so I'm back to being {new} like I was"},
			{form: "answer", ask: "Are you still following the same diet as before?",
				core: "no I dropped {old} and I'm back to {new} again"},
			{form: "fix", lead: "We've got {v} on your notes now, is that current?",
				core: "Not any more I've packed in {old} and gone back to {new} full time"},
			{form: "spell", core: "I've come off {old} and I'm {new} again, spelling it"},
			{form: "story", core: "the whole {old} thing lasted about three months and then I went back to being {new}, my mum was thrilled"},
			{form: "split", lead: "and diet wise",
				core: "no more {old} for me, I'm back to {new} as normal"},
		},
		readback: []string{
			"Okay, I'll note {v} for you.",
			"Lovely, {v}, that's on your notes now.",
			"No problem, {v} it is.",
		},
		readbackNew: []string{
			"Ooh, good for you, so {v} now, I'll change that.",
			"Okay, updating that to {v}.",
			"Right, {v} from now on, noted.",
		},
		chatter: []rawTuckedLine{
			{"friends", "do you want me to do starters or dessert for the dinner thing"},
			{"", "um is the restaurant the one with the the long queue"},
			{"surgery", "do I need to fast before the blood test or not"},
			{"", "I need something I can batch cook on Sunday for the week"},
		},
		other: []rawTuckedLine{
			{"", "my sister's gone {v}, so Christmas is going to be interesting"},
			{"family", "dad's {v} now on doctor's orders, he's furious about it"},
			{"", "the lodger turned out to be {v}, so I'm relearning how to cook"},
			{"friends", "my boyfriend's {v} these days, I eat anything"},
		},
		summary: []rawTuckedLine{
			{"", "Summary: Caller's dietary requirement noted as {v}."},
			{"", "Action items: Tell the caterers the caller is {v}."},
			{"surgery", "Summary: Patient reports a {v} diet; current notes say {cur}."},
		},
		news: []rawTuckedLine{
			{"", "I've gone {v} myself, so you'll have to humour me at dinner."},
			{"friends", "I've been {v} for a month now and I feel amazing."},
			{"family", "I've decided to go {v}, don't laugh."},
		},
		echo: []rawTuckedEcho{
			{"surgery", "Is my diet on the notes for the procedure?", "Yes, {v}, the kitchen has it."},
			{"", "Did the restaurant get my food thing?", "Yep, I told them {v}, they were fine with it."},
		},
		stale: []rawTuckedStale{
			{"surgery", "Can you check what diet is on my file?", "I'm seeing {v}, entered at your last check-up.",
				"no that's old, I've changed, can you update it"},
			{"", "Have you sorted my food for the weekend?", "Yeah, I got you {v} stuff like at Easter.",
				"ah no I don't eat like that any more, sorry"},
		},
		misread: []rawTuckedMisread{
			{"", "can you check the ward menu has a {v} option, it's for my dad", "Okay, and shall I note you as {v} too?", "no, it's just him, I eat everything"},
			{"friends", "I found a {v} bakery near work, you'd love it", "Wait, are you {v} now?", "ha no, I just like the cakes"},
		},
		elsewhere: []rawTuckedLine{
			{"", "the customer visit next week needs {v} catering, can you book it"},
			{"friends", "my cousin's wedding is fully {v}, the caterers are panicking"},
			{"", "the school bake sale this year is all {v}, don't ask"},
		},
		plan: []rawTuckedLine{
			{"", "I keep saying I'll try {v} after Christmas but we'll see"},
			{"friends", "would you still have me round if I went {v} hypothetically"},
			{"surgery", "the nurse mentioned {v} last time but I haven't started anything"},
		},
		past: []rawTuckedLine{
			{"", "at school I went {v} for about a term to annoy my mum"},
			{"friends", "do you remember my {v} summer, what was I thinking"},
			{"", "I did a {v} month once for charity, never again"},
		},
		joke: []rawTuckedLine{
			{"", "after Christmas dinner I'm going {v} for a decade"},
			{"", "the dog's basically {v}, he won't touch anything else"},
			{"family", "gran thinks being {v} is a cult, I'm just teasing her"},
		},
		still: []string{
			"Is {name} still {v}, going by their calls?",
			"Should {name}'s notes still say {v}?",
			"Does {name} still eat {v}, from the transcripts?",
		},
		stillWhen: []string{
			"Was {name} still {v} {when}, going by their calls?",
			"On their calls, did {name} still eat {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Eluned", "Meical", "Sioned", "Tegwen", "Iolo", "Gwion",
				"Heledd", "Osian", "Carwyn", "Llinos", "Mabli", "Steffan"},
			qCurrent: []string{
				"Per the recorded calls, whose partner is {name} at this point?",
				"If the surgery asked {name} for a next of kin today, who would they name?",
				"From the call transcripts, who is {name} with at the moment?",
				"Whose name does {name} give for next of kin today, per the recorded calls?",
			},
			qWhen: []string{
				"Who was {name} with {when}, going by their calls?",
				"Who did {name} name as their partner {when}, on calls?",
				"Per the recordings, whose name came up as {name}'s partner {when}?",
			},
			qBefore: []string{
				"Who was {name} with before {next}, going by their calls?",
				"Who was the other half {name} mentioned on calls before {next} was on the scene?",
				"Who did {name} name as next of kin ahead of {next}?",
			},
		},
		state: []rawTuckedStmt{
			{form: "aside", core: "my partner {v} and I are um we're both off that week"},
			{form: "aside", topic: "family", core: "me and my other half {v} will both be there Sunday"},
			{form: "answer", ask: "And who would you like listed as your next of kin?",
				core: "put down {v}, my partner, same address as me"},
			{form: "fix", lead: "I've got {v} listed as your partner, is that right?",
				core: "No that's not right, my partner is {v}, it always has been"},
			{form: "spell", core: "my partner's name is {v}, I'll spell it"},
			{form: "story", core: "me and {v} have been together nearly five years now and we still argue about the thermostat"},
			{form: "split", lead: "the other person on the account is um",
				core: "that's my partner {v}, same address"},
		},
		change: []rawTuckedStmt{
			{form: "aside", core: "oh I'm with {new} now, things ended with the last one"},
			{form: "aside", topic: "friends", core: "so um {old} moved out at last and it's {new} I'm dating now"},
			{form: "answer", ask: "Is the other name on the account still the same?",
				core: "no it's changed, {old} and I separated, it's {new} now"},
			{form: "fix", lead: "I've still got {v} down as your next of kin, is that right?",
				core: "No sorry that's old, we split up, it's {new} now"},
			{form: "spell", core: "my partner now is {new}, let me spell it for you"},
			{form: "story", core: "me and {old} broke up after the the holiday from hell and I've met {new}, who is honestly lovely"},
			{form: "split", lead: "and um personal stuff",
				core: "uh {old} is is history, I'm going out with {new} now, early days mind"},
		},
		revert: []rawTuckedStmt{
			{form: "aside", core: "yeah um {old} and me are done and I'm back together with {new}, I know I know"},
			{form: "answer", ask: "And your partner, is that still the same person?",
				core: "no I split from {old} and I'm back with {new}, same as before"},
			{form: "fix", lead: "Your partner's listed as {v}, shall I leave that?",
				core: "No change it please, I've left {old} and I'm back with {new} again"},
			{form: "spell", core: "it's not {old} any more I'm back with {new}, spelt"},
			{form: "story", core: "after everything with {old} me and {new} got back together and um yeah we're giving it another go"},
			{form: "split", lead: "oh and relationship wise",
				core: "I've ended it with {old} and gone back to {new}, don't judge me"},
		},
		readback: []string{
			"Lovely, so {v} as next of kin.",
			"Okay, {v}, I've added that.",
			"Great, and {v} lives at the same address, yeah?",
		},
		readbackNew: []string{
			"Oh, okay, so I'll change that to {v}.",
			"Right, {v} now, that's updated.",
			"Oh how lovely, give {v} my best.",
		},
		chatter: []rawTuckedLine{
			{"friends", "what are you wearing to the thing on Friday, is it fancy"},
			{"", "um do we need to get a present or is it just cards"},
			{"family", "we might get a kitten, don't tell mum yet"},
			{"", "is the wedding child free, nobody's said"},
		},
		other: []rawTuckedLine{
			{"", "my sister and {v} have set a date, it's in the middle of the holidays of course"},
			{"friends", "my mate from the gym has started dating {v}, it's very sweet"},
			{"", "my brother's new fella {v} came for tea, he was lovely"},
			{"family", "my cousin's girlfriend {v} is basically living with them now"},
		},
		summary: []rawTuckedLine{
			{"", "Summary: Caller gave {v} as their partner and next of kin."},
			{"", "Action items: Add {v} as the second name on the account."},
			{"helpline", "Summary: Joint account holder confirmed as {v}; statements still addressed to {cur}."},
		},
		news: []rawTuckedLine{
			{"", "I'm seeing someone new actually, {v}, you'll meet them at the party."},
			{"friends", "Me and {v} got engaged at the weekend!"},
			{"family", "I've moved in with {v}, finally."},
		},
		echo: []rawTuckedEcho{
			{"surgery", "Is my next of kin on the form for Thursday?", "Yes, {v}, with the same phone number as you."},
			{"", "Who did you put on the booking with me?", "You and {v}, table for two at eight."},
		},
		stale: []rawTuckedStale{
			{"surgery", "Who's listed as my emergency contact?", "We have {v}, from your registration form.",
				"no that's out of date, please change it, I did say"},
			{"", "Did you send the anniversary card?", "Yes, addressed to you and {v}, like always.",
				"oh no, that's my ex, we split up"},
		},
		misread: []rawTuckedMisread{
			{"", "can you add {v} as a second key holder, they're my lodger", "So that's your partner, {v}, at the same address?", "no, just the lodger, definitely not my partner"},
			{"friends", "{v} drove me home from the hospital on Tuesday", "Hang on, are you and {v} a thing?", "no, we're mates from the running club, calm down"},
		},
		elsewhere: []rawTuckedLine{
			{"", "I've got a call with {v} from accounts at two"},
			{"", "a neighbour called {v} is picking the kids up for me"},
			{"friends", "we're doing leaving drinks for {v} from the office on Friday"},
		},
		plan: []rawTuckedLine{
			{"", "would it be weird if I asked {v} for a drink, honestly"},
			{"friends", "everyone keeps saying I should go on a date with {v}"},
			{"", "I've been thinking about inviting {v} as my plus one but probably not"},
		},
		past: []rawTuckedLine{
			{"", "years back {v} and I did a road trip round Ireland, it was a disaster"},
			{"friends", "I bumped into my ex {v} at the big shop, so awkward"},
			{"", "I was going out with {v} when I had that awful haircut"},
		},
		joke: []rawTuckedLine{
			{"", "the cat has basically adopted {v} next door, traitor"},
			{"family", "auntie keeps asking when I'm marrying {v}, I've met them twice"},
			{"", "if {v} brings those brownies again I'm proposing, I swear"},
		},
		still: []string{
			"Is {name} still with {v}, going by their calls?",
			"Should {v} still be {name}'s next of kin?",
			"Is {v} still {name}'s partner, from the transcripts?",
		},
		stillWhen: []string{
			"Was {name} still with {v} {when}, going by their calls?",
			"On their calls, was {v} still {name}'s partner {when}?",
		},
	},
}
