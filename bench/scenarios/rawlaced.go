package scenarios

import (
	"slices"
	"strings"
	"time"
)

// The laced set lives in its own file, as the veiled to twined sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is a voice assistant's speech-to-text log: one
// person's months of talking to a smart speaker, a car assistant or a
// phone's voice mode (speaker rawLacedBot), as the recogniser wrote it
// down. The person's turns (role user, speaker their first name) are the
// recogniser's output: all lower case, the names of people, towns,
// employers and diets included ("we moved to skipton"); no full stops and
// few commas, apostrophes sometimes dropped ("im", "dont", "weve");
// fillers and disfluencies ("um", "uh", "like", "you know", "i mean");
// false starts and self-repairs ("we live in otley- sorry we lived in
// otley were in skipton now"); wake words at the start ("hey nova", "ok
// nova"); numbers and dates spoken ("the third of march", "twenty twenty
// five"); run-ons joined by "and" and "so"; and now and then an utterance
// the recogniser cut in two when the person paused, so that a fact is
// split across two consecutive turns of theirs ("remind me to take my" /
// "pass for the hollins print office ..."). The assistant (role
// assistant) answers in short text-to-speech replies, cased and
// punctuated; it reads values back, asks to confirm what it heard ("Did
// you say Skip Town or Skipton?"), suggests other values and acts on the
// person's earlier value (a stale memory) until told otherwise. Other
// voices in the room (role participant, speaker the voice's name: a
// flatmate, a brother, a sister visiting) are transcribed too, saying
// their own values. The asked value is stated in one of five forms
// (rawLacedStmt): a command that presupposes it ("find a plumber near my
// house in X for tomorrow morning"); one clause of a run-on (ramble); an
// utterance with a false start or a self-repair (repair); the second half
// of an utterance the recogniser split (split: the first half, its lead,
// names no value); or the person's correction after the recogniser
// misheard the value (redo): the misheard turn holds a near-homophone
// that is no value ("skip town" for "skipton"; heard), the assistant
// asks to confirm it, and the person says it again. Gold follows the
// stitched rule: only a turn of the person that states their own value
// of the asked attribute as holding at that time is gold. Of a split
// utterance, the half that holds the value (the second) is gold; the
// misheard turn is not, since the value in it is wrong (the oracle reads
// a statement that names no value of the set as a mishearing, not a
// statement), and the correction after it is. Assistant lines (read-backs,
// confirmations, suggestions, stale values), other voices, the person's
// earlier values told as past, plans and other people's values are never
// gold. The oracle reads a statement as one stretch of a person's turn
// (rawClauses). Questions are typed, cased as usual; `expected` is the
// value as cased in the value list, and the answer rule and the gold
// oracle compare values without case. Questions ask for the value as the
// other sets do and also as yes/no or "still" questions that name a stale
// or wrong value, expected always the value that held; months are asked
// "in", "somewhere in", "the second week of", "by the middle of" or "on
// an ordinary day in", and "before X".
func init() {
	installRawSet(PhrasingLaced, rawLacedAttrs(), rawLacedSmallTalk, rawLacedReplies,
		[]string{"in ", "somewhere in ", "the second week of ", "by the middle of ", "on an ordinary day in "},
		[]string{"Agnes", "Clovis", "Dulcie", "Eamonn", "Flavia", "Gower",
			"Hildegard", "Ione", "Jory", "Keziah", "Lucan", "Meriel"})
}

// rawLacedBot is the speaker name of the laced set's assistant turns; the
// person says it, in lower case, as the wake word.
const rawLacedBot = "Nova"

// rawLacedStmt is one statement template (core), its form and, for a
// split utterance or a mishearing, its lead: command (an utterance that
// presupposes the value), ramble (one clause of a run-on), repair (an
// utterance with a false start or a self-repair), split (the second half
// of an utterance the recogniser cut; lead is the first half, naming no
// value) or redo (the person's correction of a mishearing; lead is the
// utterance as the recogniser misheard it, {v} the near-homophone).
type rawLacedStmt struct{ form, lead, core string }

// rawLacedStmts are the statements of one kind (state, change or revert).
type rawLacedStmts []rawLacedStmt

// formCore makes rawLacedStmt a formed statement (rawformed.go).
func (s rawLacedStmt) formCore() (string, string) { return s.form, s.core }

// rawLacedStale is the assistant acting on the person's earlier value: the
// person's ask (no value), the assistant's act naming {v} and the person
// putting it right without naming a value.
type rawLacedStale struct{ ask, act, reject string }

// rawLacedSlip is a mishearing that names no value: the utterance as the
// recogniser heard it, the assistant's read-back and the person's fix.
type rawLacedSlip struct{ heard, check, fix string }

// rawLacedForms are the laced set's lists per attribute: the lists of
// rawSetLists (values, chatter, other, assistant and the questions; the
// person's lists in lower case), the statements by kind, the near-homophone
// the recogniser writes for each value (heard; no value), the assistant's
// read-backs of the value that holds {v} (readback), its acting on an
// earlier value {v} (stale), other voices' own values {v} (voices), the
// person's earlier value {v} told as past (past), a plan or hypothetical
// for {v} that does not happen (plan), and the questions that name a
// stale or wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawLacedForms struct {
	lists                 rawSetLists
	state, change, revert rawLacedStmts
	heard                 map[string]string
	readback              []string
	stale                 []rawLacedStale
	voices, past, plan    []string
	still, stillWhen      []string
}

// rawLacedAttrs are the laced set's lists per attribute as installRawSet
// takes them: the state, change and revert lists are the statements'
// cores.
func rawLacedAttrs() map[string]rawSetLists {
	return formedLists(rawLacedByAttr, func(f rawLacedForms) (rawSetLists, []rawLacedStmt, []rawLacedStmt, []rawLacedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// listens reports whether g's set is a voice assistant's speech-to-text
// log (the laced set).
func (g *rawGen) listens() bool { return g.ph == PhrasingLaced }

// rawLacedRun is one laced conversation being written.
type rawLacedRun struct {
	*rawGen
	f rawLacedForms
}

// voiceLog writes a laced conversation and its questions: the person's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 75 to 140 days after the previous one or after six
// to ten sessions (times the filler scale), whichever is later, with a
// session every few days in between.
func (g *rawGen) voiceLog(vals []string, revert, chatty bool) {
	r := &rawLacedRun{rawGen: g, f: rawLacedByAttr[g.a.predicate]}
	g.cur = ""
	g.pickBackground()
	var h []stmt
	var next time.Time
	for i, v := range vals {
		g.until(next)
		g.session()
		for range g.rng.IntN(2) {
			r.user(r.utter(pick(g.rng, rawSmallTalk[g.ph])))
			r.bot(pick(g.rng, rawReplies[g.ph]))
		}
		id, at := r.statement(vals, i, revert)
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: at})
		n := (6 + g.rng.IntN(5)) * g.fillerScale
		if i == len(vals)-1 {
			r.filler(vals, i, chatty, n)
			break
		}
		next = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		r.filler(vals, i, chatty, n)
		for g.t.AddDate(0, 0, 8).Before(next) {
			r.filler(vals, i, chatty, 1)
		}
	}
	r.questions(vals, h)
}

// user is a turn of the person's, a minute or three after the last one.
func (r *rawLacedRun) user(text string) string {
	id, _ := r.turn(r.who, "user", text, time.Duration(1+r.rng.IntN(3))*time.Minute)
	return id
}

// voice is a turn of another voice in the room.
func (r *rawLacedRun) voice(speaker, text string) {
	r.turn(speaker, "participant", text, time.Duration(1+r.rng.IntN(3))*time.Minute)
}

func (r *rawLacedRun) bot(text string) { r.say(rawLacedBot, "assistant", text) }

// rawLacedLower is vars with its values in lower case, as the recogniser writes
// them.
func rawLacedLower(vars map[string]string) map[string]string {
	out := make(map[string]string, len(vars))
	for k, v := range vars {
		out[k] = strings.ToLower(v)
	}
	return out
}

// rawLacedHeard fills tpl with v in lower case: the person's or another voice's
// words as the recogniser wrote them.
func rawLacedHeard(tpl, v string) string {
	return fillOne(tpl, map[string]string{"v": strings.ToLower(v)})
}

// titleWords capitalizes every word of s: a misheard word as the
// assistant's text-to-speech line spells it.
func titleWords(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = capitalize(w)
	}
	return strings.Join(words, " ")
}

// utter is core as one utterance: a wake word two times in three, a
// filler one time in two, and a tail one time in three.
func (r *rawLacedRun) utter(core string) string {
	var parts []string
	if r.rng.IntN(3) > 0 {
		parts = append(parts, pick(r.rng, rawLacedWakes))
	}
	if r.rng.IntN(2) == 0 {
		parts = append(parts, pick(r.rng, rawLacedFillers))
	}
	parts = append(parts, core)
	if r.rng.IntN(3) == 0 {
		parts = append(parts, pick(r.rng, rawLacedTails))
	}
	return strings.Join(parts, " ")
}

// ramble sets clause among one or two clauses of other news, at a random
// place, joined by "and", "so" and the like: a run-on, with a wake word
// one time in two.
func (r *rawLacedRun) ramble(clause string) string {
	news := pickN(r.rng, rawLacedNews, 1+r.rng.IntN(2))
	parts := slices.Insert(news, r.rng.IntN(len(news)+1), clause)
	text := parts[0]
	for _, p := range parts[1:] {
		text += " " + pick(r.rng, rawLacedJoins) + " " + p
	}
	if r.rng.IntN(2) == 0 {
		text = pick(r.rng, rawLacedWakes) + " " + text
	}
	return text
}

// readback is the assistant's answer after a statement of v: reading v
// back one time in two, else a plain reply.
func (r *rawLacedRun) readback(v string) {
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
func (r *rawLacedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	st := s[r.rng.IntN(len(s))]
	core := fillOne(st.core, rawLacedLower(vars))
	v := vals[i]
	var id string
	var at time.Time
	switch st.form {
	case "ramble":
		id = r.user(r.ramble(core))
		at = r.t
	case "split":
		lead := st.lead
		if r.rng.IntN(3) > 0 {
			lead = pick(r.rng, rawLacedWakes) + " " + lead
		}
		r.user(lead)
		tail := ""
		if r.rng.IntN(3) == 0 {
			tail = " " + pick(r.rng, rawLacedTails)
		}
		id, at = r.turn(r.who, "user", core+tail, time.Duration(2+r.rng.IntN(8))*time.Second)
	case "redo":
		h := f.heard[v]
		r.user(r.utter(fillOne(st.lead, map[string]string{"v": h})))
		r.bot(strings.NewReplacer("{heard}", titleWords(h), "{v}", v).Replace(pick(r.rng, rawLacedConfirms)))
		lead := strings.ReplaceAll(pick(r.rng, rawLacedRedoLeads), "{heard}", h)
		id = r.user(lead + " " + core)
		at = r.t
	default: // command, repair
		id = r.user(r.utter(core))
		at = r.t
	}
	if st.form == "redo" && r.rng.IntN(2) == 0 {
		r.bot(pick(r.rng, rawLacedFixed))
	} else {
		r.readback(v)
	}
	return id, at
}

// filler adds n sessions a few days apart after statement vals[i], each
// of one to three exchanges.
func (r *rawLacedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		r.t = r.t.AddDate(0, 0, 2+r.rng.IntN(6))
		r.session()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
	}
}

// exchange is one exchange after statement vals[i]: small talk, a
// mishearing that names no value, an utterance the recogniser could not
// make out, talk on the topic naming no value, the person's own other
// attributes (in a command, a run-on or a self-repair), someone else's
// value in the person's words, another voice in the room saying their own
// value, the person's earlier value told as past, a plan or hypothetical
// that does not happen, the assistant acting on the person's earlier
// value (put right without a value), or the assistant naming another
// value (always once more when chatty).
func (r *rawLacedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(40); {
	case x < 8:
		r.user(r.utter(pick(r.rng, rawSmallTalk[r.ph])))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 10:
		s := rawLacedSlips[r.rng.IntN(len(rawLacedSlips))]
		r.user(r.utter(s.heard))
		r.bot(s.check)
		r.user(s.fix)
		r.bot(pick(r.rng, rawLacedFixed))
	case x < 11:
		r.user(pick(r.rng, rawLacedNoise))
		r.bot(pick(r.rng, rawLacedPardons))
	case x < 13:
		r.user(r.utter(pick(r.rng, r.a.chatter[r.ph])))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 17:
		bg := r.bgAttr()
		var sts []rawLacedStmt
		for _, st := range rawLacedByAttr[bg].state {
			if st.form == "command" || st.form == "ramble" || st.form == "repair" {
				sts = append(sts, st)
			}
		}
		st := sts[r.rng.IntN(len(sts))]
		core := rawLacedHeard(st.core, r.bg[bg])
		if st.form == "ramble" {
			r.user(r.ramble(core))
		} else {
			r.user(r.utter(core))
		}
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 22:
		r.user(r.utter(rawLacedHeard(pick(r.rng, r.a.other[r.ph]), pick(r.rng, others))))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 26:
		r.voice(pick(r.rng, rawLacedVoices), rawLacedHeard(pick(r.rng, f.voices), pick(r.rng, others)))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 28 && len(past) > 0:
		r.user(r.utter(rawLacedHeard(pick(r.rng, f.past), pick(r.rng, past))))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 30:
		r.user(r.utter(rawLacedHeard(pick(r.rng, f.plan), pick(r.rng, others))))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 33 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.user(s.ask)
		r.bot(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject)
		r.bot(pick(r.rng, rawLacedFixed))
	default:
		r.user(r.utter(pick(r.rng, rawSmallTalk[r.ph])))
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.user(r.utter(pick(r.rng, rawSmallTalk[r.ph])))
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
	}
}

// questions asks for the current value twice: in a plain phrasing, and
// in a second plain one or, three times in four, as a "still" question
// naming a stale value (the one before the last change) or a wrong one;
// for the value in the calendar month after each earlier statement,
// sometimes as a "still" question naming the value before it or a wrong
// one; and for the value before the last change (not after a revert). A
// question naming a value leaves it out of the candidates, as "before X"
// does; expected is always the value that held.
func (r *rawLacedRun) questions(vals []string, h []stmt) {
	n := len(h)
	cur := h[n-1]
	last := r.s.Observations[len(r.s.Observations)-1].At
	others := r.otherValues(vals)
	name := map[string]string{"name": r.who}
	tpls := pickN(r.rng, r.a.qCurrent[r.ph], 2)
	r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: last.AddDate(0, 0, 1+r.rng.IntN(20))},
		fillOne(tpls[0], name), "")
	named := ""
	switch x := r.rng.IntN(4); {
	case x < 2:
		named = h[n-2].value
	case x < 3:
		named = pick(r.rng, others)
	}
	if named == "" {
		r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: last.AddDate(0, 0, 1+r.rng.IntN(20))},
			fillOne(tpls[1], name), "")
	} else {
		r.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: last.AddDate(0, 0, 1+r.rng.IntN(20))},
			fillOne(pick(r.rng, r.f.still), map[string]string{"name": r.who, "v": named}), named)
	}
	for i := 0; i < n-1; i++ {
		m := time.Date(h[i].from.Year(), h[i].from.Month()+1, 15, 12, 0, 0, 0, time.UTC)
		when := pick(r.rng, rawWhen[r.ph]) + m.Format("January 2006")
		named := ""
		switch x := r.rng.IntN(6); {
		case x < 2 && i > 0:
			named = h[i-1].value
		case x == 2:
			named = pick(r.rng, others)
		}
		if named == "" {
			r.askWhen(h[i].value, h[i].obs, when, m, last)
			continue
		}
		r.ask(Question{Intent: "historical", Expected: h[i].value, Gold: []string{h[i].obs},
			Now: last.AddDate(0, 0, 1+r.rng.IntN(20)), AsOf: m},
			fillOne(pick(r.rng, r.f.stillWhen), map[string]string{"name": r.who, "v": named, "when": when}), named)
	}
	k := n - 1
	r.askBefore(h[k].value, h[k-1].value, h[k-1].obs, k >= 2 && h[k].value == h[k-2].value, h[k].from.Add(-time.Hour), last)
}

// The laced set's own lists per attribute. The person's and other voices'
// lists are in lower case, as the recogniser writes them; the assistant's
// and the questions are cased.
var rawLacedByAttr = map[string]rawLacedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Otley", "Thirsk", "Keswick", "Stroud", "Marlow", "Skipton",
				"Dornoch", "Crieff", "Selby", "Leek", "Cromer", "Kelso"},
			chatter: []string{
				"when are the bins going out this week is it the green one",
				"is the road outside ours still dug up do you know",
				"the neighbours dog is going again can you play some rain noises really loud",
				"whats the number for the council theres a massive pothole on our corner",
				"how do i get the um the radiator in the back bedroom to stop clanking",
			},
			other: []string{
				"my brother rhodri just moved to {v} for the new job he starts monday",
				"how far is it to {v} my mate wren lives there now and wants us to visit",
				"remind me to send hettie a card shes just bought a house in {v}",
				"ossian and the kids have gone to live in {v} can you believe it",
			},
			assistant: []string{
				"There's a craft fair in {v} this weekend, if you fancy a day out.",
				"Heads up: trains to {v} are replaced by buses on Sunday.",
				"I can add {v} as a second weather location, alongside {cur}.",
				"Houses in {v} came up in the property news this morning.",
			},
			qCurrent: []string{
				"When {name} tells Nova 'take me home', which town should the route end in today?",
				"Which town should Nova use for {name}'s local weather right now?",
				"Going by the voice log, which town does {name} live in at the moment?",
				"If Nova sent a takeaway to {name}'s front door tonight, which town would the rider head for?",
			},
			qWhen: []string{
				"Which town did Nova have down as {name}'s home {when}?",
				"Which town's bin days would Nova have read out to {name} {when}?",
				"Where was {name}'s smart speaker sitting, town-wise, {when}?",
			},
			qBefore: []string{
				"Which town did {name} leave behind when the move to {next} happened?",
				"Which town was home for {name} up until {next}?",
				"Where did Nova route {name}'s 'take me home' before {next}?",
			},
		},
		state: rawLacedStmts{
			{"command", "", "find a plumber near my house in {v} for tomorrow morning the kitchen tap wont stop"},
			{"command", "", "whats the bin day for our road in {v} cause i keep missing it"},
			{"ramble", "", "we got the house in {v} about three years ago now and still love it"},
			{"repair", "", "i'm in uh- i live in {v} i mean, the terrace by the station"},
			{"split", "stick a reminder on for um the", "bin day at our place in {v} every thursday at seven"},
			{"redo", "i live in {v} so search near there", "i said {v} thats where i live"},
		},
		change: rawLacedStmts{
			{"command", "", "we moved to {new} last week so switch my weather and traffic over please"},
			{"ramble", "", "we moved out of {old} and into the new flat in {new} on saturday"},
			{"repair", "", "we're in {old}- sorry were not, we moved, its {new} now as of saturday"},
			{"split", "um change my home address cause we", "moved to {new} at the weekend its the yellow house on the hill"},
			{"redo", "we moved to {v} so change my home address", "i said we moved to {new} last saturday"},
		},
		revert: rawLacedStmts{
			{"command", "", "after the whole {old} thing were back living in {new} so set home back to there"},
			{"ramble", "", "we gave up on {old} and came back to {new} in the end"},
			{"repair", "", "were still in uh- no wait we left {old} and were back in {new} now"},
			{"split", "so um we finally gave up", "on {old} and moved back to {new} at the weekend, the kids are thrilled"},
			{"redo", "were back in {v} now so set that as home", "i said we left {old} and were back in {new} since friday"},
		},
		heard: map[string]string{"Otley": "oddly", "Thirsk": "thirst", "Keswick": "chiswick", "Stroud": "shroud",
			"Marlow": "marrow", "Skipton": "skip town", "Dornoch": "door knock", "Crieff": "grief",
			"Selby": "shelby", "Leek": "leak", "Cromer": "roamer", "Kelso": "cello"},
		readback: []string{
			"Okay, home is now set to {v}.",
			"Got it. I'll use {v} for weather and traffic.",
			"Thanks, I'm searching near {v}.",
		},
		stale: []rawLacedStale{
			{"hey nova whats the weather doing", "It's eleven degrees and drizzly in {v}.", "no nova we dont live there anymore"},
			{"ok nova when do the bins go out", "Bins in {v} go out on Tuesday.", "thats the old house nova we moved"},
			{"nova how long to get home from here", "About twenty minutes to {v}, in light traffic.", "no not there, thats where we used to live"},
		},
		voices: []string{
			"hey nova how long will it take me to drive home to {v} from here",
			"ok nova whats the weather in {v} tomorrow im heading back there",
			"nova book me a taxi to the station my train back to {v} is at six",
		},
		past: []string{
			"did i ever cancel the parking permit from when we lived in {v}",
			"play that radio station from {v} the one we had at the old house",
			"remind me to post the keys back to the old landlord in {v}",
		},
		plan: []string{
			"if we ever win the lottery were moving to {v} no question",
			"we keep saying well retire to {v} never gonna happen though",
			"saw a cottage for sale in {v} not that we could ever afford it",
		},
		still: []string{
			"Does {name} still live in {v}, going by what they told Nova?",
			"Should Nova still give {name} the weather for {v}?",
			"Is {v} still {name}'s home town?",
		},
		stillWhen: []string{
			"Was {v} where {name} lived {when}, as Nova heard it?",
			"Did {name} still call {v} home {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Brightwell Logistics", "Carrowmore Dairies", "Hollins Print", "Maltby Brewing", "Stellan Robotics", "Pennard Insurance",
				"Oakhurst Vets", "Millbeck Water", "Quayle Engineering", "Pitchford Joinery", "Hepworth Tiles", "Arkwright Cabling"},
			chatter: []string{
				"set an alarm for five fifteen i'm on the early shift",
				"how many days till the weekend honestly",
				"remind me to do my timesheet before friday or they'll have my head",
				"the printer at work ate my um my expenses form again",
				"can you block out my lunch hour every day next week",
			},
			other: []string{
				"my sister hettie got a job at {v} shes over the moon",
				"wren says {v} are hiring not for me though",
				"rhodri started at {v} on monday and already hates the canteen",
				"remind me to ask ossian about {v} he works there",
			},
			assistant: []string{
				"I saw {v} in the local news today.",
				"Would you like job alerts from {v}?",
				"{v} has an open day on Saturday, if you're curious; {cur} stays as your workplace.",
				"{v} is advertising for a shift manager, by the way.",
			},
			qCurrent: []string{
				"Which company should Nova message when {name} says 'tell work I'm running late'?",
				"Where does {name} work now, according to the voice log?",
				"Whose staff car park does Nova route {name} to on a weekday morning these days?",
				"Which employer's rota should Nova read out for {name} today?",
			},
			qWhen: []string{
				"Which firm's car park did Nova steer {name} into on workday mornings {when}?",
				"Where would Nova have sent {name}'s 'running late' texts {when}?",
				"Which employer would Nova have named on {name}'s sick notes {when}?",
			},
			qBefore: []string{
				"Which employer's rota did Nova stop reading out to {name} once {next} took over?",
				"Before {next}, which company did Nova send {name}'s sick-day texts to?",
				"Which employer did Nova route {name}'s commute to before {next}?",
			},
		},
		state: rawLacedStmts{
			{"command", "", "text my manager at {v} that im running ten minutes late the bus never came"},
			{"command", "", "whats the traffic like on the way to work at {v} this morning"},
			{"ramble", "", "ive been at {v} four years now doing the rotas"},
			{"repair", "", "i work at uh- at {v} i mean, the office bit upstairs"},
			{"split", "add a reminder to take my", "pass for the {v} office i keep leaving it at home"},
			{"redo", "i work at {v} so put that down", "i said i work at {v} thats my job"},
		},
		change: rawLacedStmts{
			{"command", "", "update my work calendar cause i started at {new} on monday"},
			{"ramble", "", "i left {old} and started at {new} this week"},
			{"repair", "", "i work at {old}- i mean i used to, im at {new} now since monday"},
			{"split", "so i handed my notice in and", "started at {new} on monday so set my alarm for seven"},
			{"redo", "i started at {v} on monday", "i said i started at {new} this week"},
		},
		revert: rawLacedStmts{
			{"command", "", "after {old} didnt work out im back at {new} so put the old alarm back on"},
			{"ramble", "", "i packed in {old} and went back to {new} on monday"},
			{"repair", "", "im still at uh- no sorry i left {old} and im back at {new} again"},
			{"split", "so um i quit", "at {old} last week and went back to {new} same desk as before"},
			{"redo", "im back at {v} now", "i said i left {old} and went back to {new} same as before"},
		},
		heard: map[string]string{"Brightwell Logistics": "bright wall logistics", "Carrowmore Dairies": "carry more dairies",
			"Hollins Print": "hollands print", "Maltby Brewing": "malt bee brewing", "Stellan Robotics": "stella robotics",
			"Pennard Insurance": "pen art insurance", "Oakhurst Vets": "oak first vets", "Millbeck Water": "mill back water",
			"Quayle Engineering": "quail engineering", "Pitchford Joinery": "pitchfork joinery", "Hepworth Tiles": "hep worth tiles",
			"Arkwright Cabling": "ark right cabling"},
		readback: []string{
			"Got it, {v} saved as your workplace.",
			"Okay, I'll use {v} for your commute.",
			"Noted: you work at {v}.",
		},
		stale: []rawLacedStale{
			{"nova how long is my commute today", "Your commute to {v} is twenty-five minutes.", "i dont work there anymore nova"},
			{"hey nova whats on at work tomorrow", "Tomorrow {v} has a fire drill at ten.", "thats my old job i left"},
			{"ok nova text work im ill", "Texting your manager at {v}: you're off sick today.", "no no not them, i dont work there now"},
		},
		voices: []string{
			"nova remind me i start at {v} at eight tomorrow",
			"ok nova email my boss at {v} that im running late",
			"hey nova how long to the {v} site from here",
		},
		past: []string{
			"find my old payslips from {v} the accountant wants them",
			"remind me to call my old boss at {v} about a reference",
			"did my leaving present from {v} ever get delivered",
		},
		plan: []string{
			"if {v} offered me double id think about it, they wont",
			"a recruiter from {v} keeps ringing not interested",
			"i could never work at {v} the hours are mad",
		},
		still: []string{
			"Is {name} still employed by {v}?",
			"Should Nova still route {name}'s commute to {v}?",
			"Does {name} still work for {v}, as far as Nova knows?",
		},
		stillWhen: []string{
			"Was {name} still on the {v} rota {when}?",
			"Did {name} still work for {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"Sattvic", "Gerson", "Pioppi", "Hallelujah", "Ital", "Optifast",
				"Medifast", "Herbalife", "Primal", "Exante"},
			chatter: []string{
				"how many grams of protein are in an egg",
				"add oats and um lentils to the shopping list",
				"whats a good snack thats not crisps",
				"whats the ratio of water to rice again",
				"how long do i roast a squash for",
			},
			other: []string{
				"my sister's doing {v} shes obsessed with it",
				"rhodri's gone {v} for a month for a bet",
				"wren wants me to try {v} no chance",
				"whats {v} ossian keeps going on about it",
			},
			assistant: []string{
				"I found a new {v} recipe that's trending today.",
				"Would you like {v} meal ideas too, alongside your {cur} ones?",
				"The supermarket has its {v} range on offer this week.",
				"Lots of people are asking me about {v} lately.",
			},
			qCurrent: []string{
				"Which diet should Nova keep {name}'s recipe suggestions to today?",
				"Which diet does the speaker log say {name} keeps to nowadays?",
				"Which eating plan should Nova mention when booking {name} a table tonight?",
				"What should Nova filter {name}'s shopping list for right now?",
			},
			qWhen: []string{
				"Which diet was {name} sticking to {when}, by the voice log?",
				"What would Nova have filtered {name}'s recipes for {when}?",
				"Which eating plan did {name}'s spoken shopping lists follow {when}?",
			},
			qBefore: []string{
				"Which diet had {name}'s spoken shopping lists followed before {next}?",
				"Before {next}, which diet did Nova keep {name}'s recipes to?",
				"Which eating plan did Nova plan {name}'s dinners around before {next}?",
			},
		},
		state: rawLacedStmts{
			{"command", "", "plan my dinners for the week and keep them {v} cause thats how i eat"},
			{"command", "", "find me a quick breakfast thats {v} im on it properly now"},
			{"ramble", "", "im doing {v} these days and its going fine honestly"},
			{"repair", "", "im on the uh- the um {v} thing, i mean the diet, since january"},
			{"split", "add to my shopping list the stuff for", "my {v} meal plan this week cause thats what im on"},
			{"redo", "im on {v} so nothing off plan", "i said {v} thats the diet im on"},
		},
		change: rawLacedStmts{
			{"command", "", "swap my recipes over to {new} from today i changed diets"},
			{"ramble", "", "i packed in the {old} stuff and started {new} on monday"},
			{"repair", "", "im on {old}- well i was, its {new} now since last week"},
			{"split", "um update my food stuff cause i", "switched to {new} last week and its going ok"},
			{"redo", "ive switched to {v} so update my recipes", "i said ive switched to {new} from this week"},
		},
		revert: rawLacedStmts{
			{"command", "", "after the {old} thing im back on {new} so change the recipes back"},
			{"ramble", "", "i gave {old} up and went back to {new} in the end"},
			{"repair", "", "im doing uh- no i stopped {old} and im back on {new} now"},
			{"split", "so i finally quit", "the {old} plan and went back to {new} my stomach is much happier"},
			{"redo", "im back on {v} now", "i said i dropped {old} and im back on {new} for good"},
		},
		heard: map[string]string{"Sattvic": "static", "Gerson": "person", "Pioppi": "poppy", "Hallelujah": "hello yeah",
			"Ital": "it all", "Optifast": "optic fast", "Medifast": "media fast", "Herbalife": "herbal eye",
			"Primal": "prime all", "Exante": "ex aunty"},
		readback: []string{
			"Okay, I'll keep your recipes {v}.",
			"Got it, {v} it is.",
			"Noted, I'll filter for {v}.",
		},
		stale: []rawLacedStale{
			{"nova give me a dinner idea", "How about a stir fry, done the {v} way?", "im not doing that anymore nova"},
			{"ok nova whats on my shopping list", "Your list has the usual {v} staples.", "no i stopped that ages ago"},
			{"hey nova whats for lunch", "Here's a lunch box idea, {v} style.", "thats not my diet now nova"},
		},
		voices: []string{
			"ok nova add almond flour to my list im doing {v} this month",
			"nova is there anything {v} i can eat in this house",
			"hey nova give me some {v} snack ideas for the train",
		},
		past: []string{
			"delete my old {v} shopping list i dont need it",
			"cancel the {v} app subscription from last year",
			"find that {v} recipe i used to make back then",
		},
		plan: []string{
			"my doctor said i might have to try {v} one day not yet though",
			"i could never do {v} no way",
			"maybe ill give {v} a go after christmas probably not",
		},
		still: []string{
			"Is {name} still doing {v}?",
			"Should Nova still suggest {v} recipes to {name}?",
			"Does {name} still follow {v}, as far as Nova heard?",
		},
		stillWhen: []string{
			"Was {name} still eating {v} {when}?",
			"Were {name}'s meals still {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Berenice", "Egon", "Jonquil", "Oriel", "Piran", "Valentin",
				"Zuzana", "Dafydd", "Fabienne", "Jarek", "Mabon", "Sylvie"},
			chatter: []string{
				"remind me to buy a card our anniversary is coming up",
				"play our song you know the one from the wedding",
				"what should we watch tonight something funny",
				"whats a nice thing to cook for a date night at home",
				"set a reminder to book the babysitter for saturday",
			},
			other: []string{
				"hettie's bringing her new fella {v} to the barbecue",
				"rhodri and {v} just got engaged on a boat apparently",
				"wren finally split up with {v} thank god",
				"remind me its ossian and {v} wedding in june",
			},
			assistant: []string{
				"Want me to put {v} on the guest list for Saturday?",
				"You have a missed call from {v}.",
				"It's {v}'s birthday on Sunday, according to your contacts.",
				"I can remind you about {v}'s leaving drinks, if you like; {cur} is already on the invite.",
			},
			qCurrent: []string{
				"Who should Nova call when {name} says 'ring my other half'?",
				"Who is {name}'s partner now, going by the voice log?",
				"Whose name should Nova put next to {name}'s on a dinner booking tonight?",
				"Who does {name} share the house and the shopping list with these days?",
			},
			qWhen: []string{
				"Who was {name} going out with {when}, as Nova heard it?",
				"Who would Nova have rung when {name} said 'call my other half' {when}?",
				"Whose name sat beside {name}'s on the anniversary reminders {when}?",
			},
			qBefore: []string{
				"Before {next}, whose number did Nova ring for {name}'s other half?",
				"Which partner did {name} part ways with ahead of {next}?",
				"Whose name was on {name}'s anniversary reminders before {next}?",
			},
		},
		state: rawLacedStmts{
			{"command", "", "remind me its my anniversary with {v} on the twelfth were five years together"},
			{"command", "", "call my partner {v} and say im on the way home"},
			{"ramble", "", "me and my partner {v} are doing up the spare room"},
			{"repair", "", "my other h- my partner {v} says hi from the kitchen"},
			{"split", "add a reminder to get flowers for", "my other half {v} its our anniversary on the twelfth"},
			{"redo", "my partner is {v}", "i said my partners name is {v} like i told you"},
		},
		change: rawLacedStmts{
			{"command", "", "put my new partner {new} in as my emergency contact please"},
			{"ramble", "", "me and {old} called it quits and now theres {new}, early days but its good"},
			{"repair", "", "me and {old}- well not anymore, its me and {new} now we got together last month"},
			{"split", "um so the big news is im", "seeing {new} now and its serious me and the ex are done"},
			{"redo", "im with {v} now", "i said im with {new} now we got together last month"},
		},
		revert: rawLacedStmts{
			{"command", "", "so the {old} chapter is closed and me and {new} are giving it another go, put them back in my contacts as partner"},
			{"ramble", "", "it never really worked with {old} and {new} and me are back on"},
			{"repair", "", "im with uh- no thats over with {old}, me and {new} are back together"},
			{"split", "so um guess what it ended", "with {old} and me and {new} are back together for good"},
			{"redo", "me and {v} are back together", "i said its over with {old}, {new} moved back in on sunday"},
		},
		heard: map[string]string{"Berenice": "bernice", "Egon": "again", "Jonquil": "john quill", "Oriel": "aerial",
			"Piran": "pie ran", "Valentin": "ballantyne", "Zuzana": "susanna", "Dafydd": "david", "Fabienne": "fabian",
			"Jarek": "jar rack", "Mabon": "mabel", "Sylvie": "silver"},
		readback: []string{
			"Okay, I've saved {v} as your partner.",
			"Lovely, say hi to {v} from me.",
			"Got it, {v} is your emergency contact.",
		},
		stale: []rawLacedStale{
			{"nova whose birthday is next", "It's {v}'s birthday next week. Shall I order flowers?", "no nova we broke up, delete that"},
			{"hey nova call my partner", "Calling {v}…", "no stop, not them, were not together anymore"},
			{"ok nova what have we got on this weekend", "Saturday is dinner with {v}, your partner.", "thats old nova we split up"},
		},
		voices: []string{
			"hey nova text {v} that im on the bus",
			"nova remind me to get {v} a birthday present",
			"ok nova ring {v} on speaker please",
		},
		past: []string{
			"take my ex {v} off the emergency contacts",
			"delete the photo album from the holiday with {v}",
			"did {v} ever pick their stuff up from the old place",
		},
		plan: []string{
			"wren keeps trying to set me up with {v} not happening",
			"if i was single id ask {v} out but im not",
			"everyone says {v} fancies me, dont care, not interested",
		},
		still: []string{
			"Is {name} still going out with {v}?",
			"Should Nova still ring {v} when {name} asks for their other half?",
			"Are {name} and {v} still together?",
		},
		stillWhen: []string{
			"Was {name} still going out with {v} {when}?",
			"Were {name} and {v} still a couple {when}?",
		},
	},
}

// rawLacedWakes are the wake words the recogniser writes at the start of
// an utterance.
var rawLacedWakes = []string{"hey nova", "ok nova", "nova", "hey nova um", "okay nova uh"}

// rawLacedFillers are fillers before an utterance's matter.
var rawLacedFillers = []string{"um", "uh", "so um", "like", "you know", "i mean", "right so"}

// rawLacedTails close an utterance; no value.
var rawLacedTails = []string{"and uh thanks", "so yeah", "thats it thanks nova", "and um yeah", "if that makes sense", "cheers nova"}

// rawLacedJoins join the clauses of a run-on.
var rawLacedJoins = []string{"and", "so", "and um", "and then", "so like", "and uh"}

// rawLacedNews are the other clauses of a run-on; no value.
var rawLacedNews = []string{
	"the car's making that noise again",
	"works been mad busy",
	"mum rang about sunday lunch",
	"the boiler man never turned up",
	"i finally finished that book about the lighthouse",
	"the cat got stuck on the shed roof again",
	"ive been sleeping terribly",
	"we had the windows cleaned on the third of march",
	"the kids have got chickenpox",
}

// rawLacedSlips are mishearings that name no value.
var rawLacedSlips = []rawLacedSlip{
	{"set a timer for fifty minutes", "Fifty minutes, is that right?", "no fifteen one five"},
	{"add pears to the shopping list", "Pears added.", "no peas p e a s peas"},
	{"call the vet", "Calling Brett.", "no not brett the vet, the animal doctor"},
	{"turn the lights to thirty percent", "Setting the lights to thirteen percent.", "no thirty three oh"},
	{"play some jazz in the kitchen", "Playing Jess's playlist in the kitchen.", "no jazz the music"},
}

// rawLacedConfirms are the assistant's checks of a misheard value: {heard}
// as it heard it, perhaps with {v}, the value meant.
var rawLacedConfirms = []string{
	"Did you say {heard}?",
	"Sorry, was that {heard}?",
	"I heard {heard}. Is that right?",
	"Did you say {heard} or {v}?",
	"Just checking: {heard}, or {v}?",
}

// rawLacedRedoLeads open the person's correction of a mishearing; {heard}
// is the misheard word.
var rawLacedRedoLeads = []string{"no", "no no", "nope", "no not {heard}", "not {heard} nova"}

// rawLacedFixed are the assistant's answers to a correction.
var rawLacedFixed = []string{"Sorry about that, fixed.", "My mistake, I've changed it.", "Thanks, updated."}

// rawLacedNoise are utterances the recogniser could not make out; no
// value.
var rawLacedNoise = []string{"um hang on", "nova what was i gonna ask", "uh never mind", "[inaudible] nova [inaudible]", "hey no- hey nova wait"}

// rawLacedPardons are the assistant's answers to noise.
var rawLacedPardons = []string{"Sorry, I didn't catch that.", "I'm not sure I understood. Could you say it again?", "Hmm, I missed that."}

// rawLacedVoices are the other voices the recogniser picks up: a
// flatmate, a brother, a sister visiting.
var rawLacedVoices = []string{"Tabby", "Rhodri", "Hettie"}

// rawLacedSmallTalk are the person's everyday commands; no value.
var rawLacedSmallTalk = []string{
	"whats the weather tomorrow afternoon",
	"put a timer on for twenty two minutes",
	"play something chill in the living room",
	"turn off the kitchen lights",
	"how do you spell accommodate",
	"whats seven times eight",
	"add bin bags and um kitchen roll to the shopping list",
	"remind me to chase the mot place at half four",
	"how long does a jacket potato take in the oven",
	"tell me something interesting about octopuses",
	"whats the time in new zealand right now",
	"turn the volume down a bit",
	"wake me up at half six tomorrow",
	"whats the news headlines",
	"when do the clocks go back this year",
	"play the podcast from where i left off",
	"what does ubiquitous mean",
	"is it gonna rain this afternoon",
	"flip a coin for me",
	"set an alarm for the twenty fifth at nine",
	"whats on the telly tonight",
	"how many ounces in a pound",
	"read me my reminders for today",
	"pause the music",
}

// rawLacedReplies are the assistant's short text-to-speech answers.
var rawLacedReplies = []string{
	"Okay, I'm on it.",
	"Sure, give me a second.",
	"Alright, that's done.",
	"Finished. What's next?",
	"Okay, that's sorted for you.",
	"Okay, consider it done.",
	"No problem at all.",
	"Right, all taken care of.",
}
