package scenarios

// The plied set lives in its own file, as the veiled to spun sets do (see
// installRawSet). Its lists have the same shape and the same rule as every
// other set's (see rawAttr): {v}, {old} and {new} are the only values a
// template names, and the value that holds afterwards is named last. Its
// register is a person who types to an assistant the way people type into
// a chat window: in threads of short messages sent one after another, so
// that a fact arrives split across consecutive turns. Every message is its
// own turn. The asked value is stated in one of four forms (rawPliedStmt):
// one message of a burst of two or three the person sends in a row,
// usually the second, between openers and closers that name no value
// ("ok so. update incoming", "anyway that's my news"); a late answer, in
// which the person asks for something, the assistant asks a clarifying
// question, the person breaks off ("hang on, someone's at the door"),
// sometimes the assistant says to take their time, and the answer comes in
// a fragment two or three turns after the question ("right, back. it's
// X, for the search. I live there"); a correction of the assistant's
// read-back of its notes from earlier sessions ("my notes have you in X,
// still right?"), which names a stale or wrong value; or an aside that
// names the value once through the thing it hangs on (the landlord, the
// commute, a badge, a meal prep, a date night). The rest of the time the
// person refers to the fact only through such things (the chatter lists),
// and names it at most in its statement. First statements may be dated by
// events ("since just after the wedding"); changes carry only short
// relative times ("since monday", "on saturday"), so a change is dated by
// its turn within days. Distractors: other people's values, sometimes
// inside a burst, the person's earlier values told as past, plans and
// hypotheticals that do not happen, the person's other attributes with
// values that hold all through, and the assistant naming another value (a
// suggestion, a wrong read-back of its notes that the person rejects
// without naming a value). The gold rule is the one of the stitched set:
// only a turn in which the person states their own value of the asked
// attribute as holding at that time is gold; each statement is a whole
// message, which the oracle reads as a whole turn. Questions ask as an
// agent or the person would, some with no topic word, with months asked
// "in", "the third week of", "on a normal weekday in", "a fortnight or so
// into" or "well into", and "before X".
func init() {
	installRawSet(PhrasingPlied, rawPliedAttrs(), rawPliedSmallTalk, rawPliedReplies,
		[]string{"in ", "the third week of ", "on a normal weekday in ", "a fortnight or so into ", "well into "},
		[]string{"Anneke", "Benedikte", "Cyrielle", "Desta", "Eshana", "Folke",
			"Gerlinde", "Hrafn", "Iztok", "Jurate", "Kolawole", "Leonie"})
}

// rawPliedStmt is one statement template (core) and its form: burst (one
// message of a burst the person sends in a row), reply (the late answer
// to the assistant's clarifying question, after the person breaks off),
// memo (the correction of the assistant's read-back of its notes, which
// names another value) or aside (the value named once through the thing
// it hangs on).
type rawPliedStmt struct{ form, core string }

// rawPliedStmts are the statements of one kind (state, change or revert).
type rawPliedStmts []rawPliedStmt

// formCore makes rawPliedStmt a formed statement (rawformed.go).
func (s rawPliedStmt) formCore() (string, string) { return s.form, s.core }

// rawPliedForms are the plied set's lists per attribute: the lists of
// rawSetLists (values, chatter, other, assistant and the questions), the
// statements by kind, the person's requests that need the fact (reqs) and
// the assistant's clarifying questions (asks), the assistant's read-back of
// its notes naming {v} (notes), the person's earlier value {v} told as
// past (past) and a plan or hypothetical for {v} that does not happen
// (plan).
type rawPliedForms struct {
	lists                 rawSetLists
	state, change, revert rawPliedStmts
	reqs, asks, notes     []string
	past, plan            []string
}

// rawPliedAttrs are the plied set's lists per attribute as installRawSet
// takes them: the state, change and revert lists are the statements'
// cores.
func rawPliedAttrs() map[string]rawSetLists {
	return formedLists(rawPliedByAttr, func(f rawPliedForms) (rawSetLists, []rawPliedStmt, []rawPliedStmt, []rawPliedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// threads reports whether g's set is the threaded short-message traffic
// (the plied set).
func (g *rawGen) threads() bool { return g.ph == PhrasingPlied }

// threadedHistory is history for the plied set: each statement comes in
// one of the forms of rawPliedStmt (threadedStatement), with threaded
// traffic after it (threadedExchange); see formedHistory.
func (g *rawGen) threadedHistory(vals []string, revert, chatty bool) []stmt {
	return g.formedHistory(vals, revert, chatty, g.threadedStatement, nil, g.threadedExchange)
}

// threadedStatement says vals[i]'s statement (a first statement, a change,
// or the revert when revert is set and it is the last) in a form drawn
// from its kind's list, with the turns the form needs around it, and
// returns the statement's turn.
func (g *rawGen) threadedStatement(vals []string, i int, revert bool) string {
	f := rawPliedByAttr[g.a.predicate]
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	st := s[g.rng.IntN(len(s))]
	core := fillOne(st.core, vars)
	switch st.form {
	case "reply":
		g.user(pick(g.rng, f.reqs))
		g.assistantTurn(pick(g.rng, f.asks))
		g.user(pick(g.rng, rawPliedBreaks))
		if g.rng.IntN(3) == 0 {
			g.assistantTurn(pick(g.rng, rawPliedWaits))
		}
		id := g.user(core)
		g.assistantTurn(pick(g.rng, rawPliedThanks))
		return id
	case "memo":
		wrong := pick(g.rng, g.otherValues(vals))
		if i > 0 {
			wrong = vals[i-1]
		}
		g.assistantTurn(fillOne(pick(g.rng, f.notes), map[string]string{"v": wrong}))
		id := g.user(core)
		g.assistantTurn(pick(g.rng, rawPliedUpdated))
		return id
	case "burst":
		return g.burst(core)
	default:
		id := g.user(core)
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		return id
	}
}

// burst sends msg as one message of a burst of two or three the person
// sends in a row (usually the second: openers before it, a closer after),
// answered once by the assistant, and returns msg's turn.
func (g *rawGen) burst(msg string) string {
	pre := []int{0, 1, 1, 2}[g.rng.IntN(4)]
	post := 1
	if pre > 0 {
		post = g.rng.IntN(2)
	}
	for _, o := range pickN(g.rng, rawPliedOpeners, pre) {
		g.user(o)
	}
	id := g.user(msg)
	for range post {
		g.user(pick(g.rng, rawPliedClosers))
	}
	g.assistantTurn(pick(g.rng, rawPliedBurstReplies))
	return id
}

// threadedExchange is one exchange of the person and the assistant after
// statement vals[i] (formedFiller's): small talk, a burst of small talk, talk
// on the topic that refers to the fact through something else and names
// no value, the person's own other attributes (in a burst or an aside),
// someone else's value of the asked attribute (alone or in a burst), the
// person's earlier value told as past, a plan or hypothetical that does
// not happen, the assistant's read-back of its notes (right, which the
// person confirms, or wrong, which they reject without naming a value),
// or the assistant naming another value (always once more when chatty).
func (g *rawGen) threadedExchange(vals []string, i int, chatty bool) {
	f := rawPliedByAttr[g.a.predicate]
	others, past := g.otherValues(vals), g.pastValues(vals, i)
	switch r := g.rng.IntN(32); {
	case r < 6 || (r >= 25 && r < 28):
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 9:
		if g.rng.IntN(2) == 0 {
			g.user(pick(g.rng, rawPliedOpeners))
		}
		for _, s := range pickN(g.rng, rawSmallTalk[g.ph], 2) {
			g.user(s)
		}
		g.assistantTurn(pick(g.rng, rawPliedBurstReplies))
	case r < 12:
		g.user(g.fill(g.a.chatter, nil))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 16:
		bg := g.bgAttr()
		var sts []rawPliedStmt
		for _, st := range rawPliedByAttr[bg].state {
			if st.form == "burst" || st.form == "aside" {
				sts = append(sts, st)
			}
		}
		msg := fillOne(sts[g.rng.IntN(len(sts))].core, map[string]string{"v": g.bg[bg]})
		if g.rng.IntN(2) == 0 {
			g.burst(msg)
		} else {
			g.user(msg)
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
	case r < 20:
		msg := g.fill(g.a.other, map[string]string{"v": pick(g.rng, others)})
		if g.rng.IntN(2) == 0 {
			g.burst(msg)
		} else {
			g.user(msg)
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
	case r < 21 && len(past) > 0:
		g.user(fillOne(pick(g.rng, f.past), map[string]string{"v": pick(g.rng, past)}))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 23:
		g.user(fillOne(pick(g.rng, f.plan), map[string]string{"v": pick(g.rng, others)}))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 24:
		g.assistantTurn(fillOne(pick(g.rng, f.notes), map[string]string{"v": g.cur}))
		g.user(pick(g.rng, rawPliedConfirms))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 25:
		g.assistantTurn(fillOne(pick(g.rng, f.notes), map[string]string{"v": pick(g.rng, others)}))
		g.user(pick(g.rng, rawPliedRejects))
		g.assistantTurn(pick(g.rng, rawPliedUpdated))
	default:
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
	}
	if chatty && g.rng.IntN(3) == 0 {
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
	}
}

var rawPliedByAttr = map[string]rawPliedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Cobh", "Portree", "Tobermory", "Akureyri", "Mildura", "Bundaberg",
				"Gisborne", "Kalispell", "Pula", "Bitola", "Visby", "Ystad"},
			chatter: []string{
				"the landlord's texted about the boiler again, that's three times this month",
				"commute was grim today, signal failure right outside the station and we sat there for half an hour",
				"the upstairs neighbours have discovered karaoke. at midnight. on a tuesday",
				"bin day and of course I forgot, the fox has had a go at the recycling",
				"someone on the street group is complaining about the church bells again, they've been ringing for 200 years mate",
			},
			other: []string{
				"my brother's just got the keys to a place in {v}, he sent me a video of every single cupboard",
				"Marit's moving to {v} in the spring, for her job",
				"Tariq says rents in {v} have gone mad since he moved there",
				"my gran's friend from bowls has retired to {v}, gran is furious about it",
			},
			assistant: []string{
				"If you fancy a day trip this weekend, {v} is an easy run from {cur} and the forecast is dry.",
				"I've put the forecast on {v} for the trip; your usual one for {cur} is still there too.",
				"There's a craft fair in {v} on Saturday, if that's any use.",
				"Fun fact while you wait: {v} gets more sunshine hours than most places its size.",
			},
			qCurrent: []string{
				"Which town's bin collection calendar should {name} have on the fridge now?",
				"Which town does {name} give when the pharmacy asks for their address these days?",
				"If {name} checks the local forecast this morning, which town is it for?",
				"Which town would {name} name if a taxi driver asked where to go home to today?",
				"Which town's library card would {name} need at this point?",
			},
			qWhen: []string{
				"Which town was {name} coming home to every night {when}?",
				"Which town's council was sending {name} letters {when}?",
				"Quick one: which town counted as home for {name} {when}?",
				"Where would a parcel for {name}'s front door have gone {when}?",
			},
			qBefore: []string{
				"Which town did {name} live in up until the move to {next}?",
				"When {name} packed the van for {next}, which town was it leaving from?",
				"Where was {name}'s front door before it was in {next}?",
			},
		},
		state: rawPliedStmts{
			{"burst", "been in {v} since just after the wedding, so nearly a year now"},
			{"burst", "the flat's in {v}, top floor, no lift, don't ask"},
			{"reply", "right, sorry. {v}, that's where I live, the bit up by the harbour"},
			{"reply", "back. it's {v}, for the search. I live there"},
			{"memo", "no, wrong person. I live in {v}, have done since uni"},
			{"aside", "my landlord here in {v} has finally sent someone round about the damp"},
			{"aside", "the bus from my place in {v} into work takes forty minutes on a good day"},
		},
		change: rawPliedStmts{
			{"burst", "moved out of {old} on saturday, sleeping in {new} now on a mattress on the floor"},
			{"burst", "we're living in {new} now. the van came on thursday"},
			{"reply", "sorry, the movers rang. we're in {new} now, got the keys on friday"},
			{"memo", "that note's out of date, I left {old}. it's {new} since the weekend"},
			{"aside", "now that we've moved, the landlord here in {new} actually answers his texts"},
			{"aside", "my commute from the new place in {new} is half what it was, moving was worth it for that alone"},
		},
		revert: rawPliedStmts{
			{"burst", "so {old} is over. back in {new} as of this week, same street as before"},
			{"reply", "sorry, kettle. {old} didn't last, we're back in {new} since last week"},
			{"memo", "out of date again. I've left {old} and gone back to {new}, the old flat was free"},
			{"aside", "after the whole {old} experiment it's weird how normal being back home in {new} feels"},
		},
		reqs: []string{
			"can you find me a physio that does evening appointments?",
			"what time's sunset tonight round mine?",
			"any decent swimming pools near me that aren't packed at 7am?",
		},
		asks: []string{
			"Sure, which town should I search in?",
			"Happy to. Where are you based at the moment?",
			"Of course. Which town do you want me to look around?",
		},
		notes: []string{
			"Before we start: my notes from our earlier chats have you living in {v}. Still right?",
			"Quick check from my notes of last time: home is {v}, yes?",
			"Picking up where we left off. I have your address down as somewhere in {v}, is that current?",
		},
		past: []string{
			"found my old {v} bus pass in a coat pocket, feels like another life",
			"still get the odd letter for the old flat in {v}, the redirect must have run out",
			"drove past the turning for {v} today and got all nostalgic about the old place",
		},
		plan: []string{
			"if I won the lottery I'd buy a cottage in {v}, not that I ever play",
			"we joked about moving to {v} over dinner but it's never going to happen",
			"someone at work says I should look at houses in {v}, I won't though",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Gorsedd Robotics", "Hobnail Freight", "Cairnwick Bank", "Mudlark Studios", "Shearwater Optics", "Tidewell Clinic",
				"Plovercrest Insurance", "Wainscot Joinery", "Kelpie Telecom", "Oxbow Analytics", "Lanthorn Press", "Brackwater Brewing"},
			chatter: []string{
				"the team chat is on fire today, someone replied-all to the entire company asking where the biscuits are",
				"payday tomorrow, thank god, I've been living on toast",
				"my manager scheduled a 4:45pm on a friday, who does that",
				"the office coffee machine has a laminated sign on it now. it says 'be kind to me'",
				"appraisal next week, I have to write my own 'achievements' and I've got nothing",
			},
			other: []string{
				"Deshawn got an offer from {v} and he's over the moon",
				"my cousin started at {v} on monday, she says the canteen is amazing",
				"Nell's been at {v} for ten years now, can you imagine",
				"my neighbour got made redundant from {v} last week, poor guy",
			},
			assistant: []string{
				"There's a {v} careers open evening on Thursday, if you ever wanted a change from {cur}.",
				"While I think of it: {v} has just announced a big expansion, it's all over the business news.",
				"I saw {v} listed as one of the best places to work this year, for what that's worth.",
				"I'd drafted the intro assuming {v}; I'll switch it to {cur}.",
			},
			qCurrent: []string{
				"Which company's HR team would {name} email about annual leave right now?",
				"Whose team chat is {name} stuck in all day these days?",
				"Which company's lanyard is hanging round {name}'s neck on a work day now?",
				"If someone rang {name}'s office switchboard today, which company would answer?",
			},
			qWhen: []string{
				"If you'd rung {name}'s work number {when}, which company's greeting would you have heard?",
				"Which company's name was on {name}'s work laptop {when}?",
				"Who signed {name}'s payslips {when}, company-wise?",
				"Whose all-hands meetings was {name} dialling into {when}?",
			},
			qBefore: []string{
				"Who employed {name} before the switch to {next}?",
				"Which company did {name} hand the badge back to when {next} hired them?",
				"Before the {next} contract was signed, which company employed {name}?",
			},
		},
		state: rawPliedStmts{
			{"burst", "been at {v} since the week after graduation, still there, somehow"},
			{"burst", "work is {v}, before you ask. the place with the terrible coffee"},
			{"reply", "sorry, boss pinged me. I'm at {v}, that's who I work for"},
			{"reply", "ok back. {v}, that's my employer, been there a few years"},
			{"memo", "no, never worked there. I'm at {v}, have been since before the pandemic"},
			{"aside", "my badge at {v} stopped working again so I spent twenty minutes at reception of my own job"},
			{"aside", "the {v} staff party is on friday and I've been roped into organising it for my team"},
		},
		change: rawPliedStmts{
			{"burst", "handed my badge back at {old} on friday. first day at {new} was monday"},
			{"burst", "new job!! I work at {new} now, started this week"},
			{"reply", "sorry, induction meeting. {new}, I switched, started there on monday"},
			{"memo", "that's stale, I left {old}. I've been at {new} since the start of the week"},
			{"aside", "my new manager at {new} has already booked me onto three trainings and it's only my first week"},
		},
		revert: rawPliedStmts{
			{"burst", "left {old} after all that. back at {new} since monday, same desk even"},
			{"reply", "sorry, was on a call. {old} wasn't for me, I'm back at {new}, they rehired me last week"},
			{"memo", "your note's wrong now. {old} is done and I'm back with {new} since last week"},
			{"aside", "funny being back at my old desk now that {old} is behind me and I work for {new} again"},
		},
		reqs: []string{
			"fill in the employer bit of this mortgage form for me",
			"write me a two-line bio for the conference badge",
			"can you draft my out-of-office for next week?",
		},
		asks: []string{
			"Which company should go in the employer field?",
			"Sure. Who are you working for at the moment?",
			"Happy to. Which company should the bio mention?",
		},
		notes: []string{
			"Before we start: my notes from earlier chats say you work at {v}. Is that still current?",
			"Checking my notes from last time: your employer is {v}, right?",
			"Just so I have it right from my notes: you're at {v} these days?",
		},
		past: []string{
			"bumped into someone from my {v} days at the station, very awkward small talk",
			"my old {v} lanyard is still in the glovebox, I should really bin it",
			"found a payslip from back when I was at {v}, I was paid nothing",
		},
		plan: []string{
			"saw a job going at {v}, not applying, just nosing",
			"if {v} ever rang me I'd at least listen, but they won't",
			"a recruiter keeps messaging me about {v}, I keep ignoring it",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"WFPB", "5:2", "16:8", "low-sugar", "high-carb", "Budwig",
				"dairy-light", "meat-light", "Nutrisystem", "SlimFast"},
			chatter: []string{
				"the wedding invite asked for dietary requirements and I just laughed, where do I even start",
				"meal prep took three hours today and I've eaten half of it already",
				"the work canteen has discovered 'fusion' and I'm scared",
				"nan keeps sending me food parcels like I'm not eating, I am, just differently",
				"reading food labels in the supermarket takes me twice as long these days",
			},
			other: []string{
				"Marit's started {v} and sends me a photo of every meal",
				"my dad's gone {v} on doctor's orders and he is not happy",
				"half my office is on {v} this month, the fridge is unrecognisable",
				"Tariq swears {v} changed his life, he says that about everything",
			},
			assistant: []string{
				"Lots of people find {v} easy to start with; I can draft a week of it if you're curious.",
				"I've got a couple of {v} recipes saved, though they probably won't suit you.",
				"There's a new cookbook out built around {v}, it's had good reviews.",
				"I'd kept {v} in mind for the plan, but I'll stick to {cur} as usual.",
			},
			qCurrent: []string{
				"What should I keep in mind food-wise if I'm cooking for {name} tonight?",
				"What does {name}'s plate look like at the moment, diet-wise?",
				"Which eating plan should the caterer be told about if {name} comes along tomorrow?",
				"What would {name} tick under dietary requirements on an invite that came today?",
			},
			qWhen: []string{
				"Which eating plan was taped to {name}'s fridge {when}?",
				"Say I'd hosted {name} for Sunday lunch {when}: which diet would the menu have had to follow?",
				"Going by the receipts, which diet was {name} buying for {when}?",
				"Which food plan did {name} keep to {when}?",
			},
			qBefore: []string{
				"Which plan did {name} drop when {next} came in?",
				"Which regime did {name} follow until {next} took over?",
				"Before the {next} phase, what was {name}'s diet?",
			},
		},
		state: rawPliedStmts{
			{"burst", "I'm doing {v}, have done since the health scare last spring"},
			{"burst", "food-wise it's {v} for me, the GP was pretty firm about it"},
			{"reply", "sorry, phone died. {v}, that's the diet, I stick to it pretty strictly"},
			{"reply", "ok I'm back. I do {v}, so plan round that please"},
			{"memo", "no, that's not me. it's {v}, I've eaten that way since new year"},
			{"aside", "meal prep sunday again, all of it {v} because that's how I eat these days"},
		},
		change: rawPliedStmts{
			{"burst", "dropped {old}. doing {new} now, started on monday"},
			{"burst", "new food regime as of this week: {new}, wish me luck"},
			{"reply", "sorry, delivery. I've gone off {old}, I'm doing {new} since monday, that's what to plan around"},
			{"memo", "out of date: I stopped {old}, I'm on {new} since the weekend"},
			{"aside", "the shopping list looks totally different now that I'm doing {new}, started last week"},
		},
		revert: rawPliedStmts{
			{"burst", "gave up on {old}. back to {new} since monday, it just suits me better"},
			{"reply", "sorry, oven timer. {old} is done with, I'm back on {new} since the weekend"},
			{"memo", "that note's behind. after {old} I've gone back to {new}, this week"},
			{"aside", "after the {old} fiasco I'm back doing {new} and the fridge finally makes sense again"},
		},
		reqs: []string{
			"plan me five dinners for next week, nothing fancy",
			"what can I order at the thai place tonight?",
			"give me a quick lunch I can take to work tomorrow",
		},
		asks: []string{
			"Sure. Is there a diet I should stick to?",
			"Happy to. What way are you eating at the moment?",
			"Of course. Anything food-wise I should plan around?",
		},
		notes: []string{
			"Before I suggest anything: my notes from earlier chats say you're doing {v}. Still the case?",
			"From my notes of last time, you eat {v}, is that right?",
			"I have you down as {v} in my notes. Still current?",
		},
		past: []string{
			"found a tub of {v} snacks from my old regime at the back of the cupboard",
			"remember when I was doing {v}? never again, honestly",
			"my old {v} recipe book is going to the charity shop",
		},
		plan: []string{
			"half thinking about trying {v} after christmas, probably won't",
			"Marit keeps daring me to do {v} for a week, no chance",
			"if the doctor ever told me to do {v} I'd cry, but he hasn't",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Anwar", "Beatrijs", "Corwin", "Dymphna", "Eliseo", "Franziska",
				"Hanne", "Ivar", "Kunle", "Niklaus", "Rozalia", "Tobiah"},
			chatter: []string{
				"the other half's dog has eaten a sock again, vet on saturday",
				"my partner's mum is staying for the weekend, pray for me",
				"we had the 'whose turn is it to do the big shop' argument again",
				"our anniversary is in nine days and my ideas folder is empty",
				"we've been together long enough to argue about thermostat settings",
			},
			other: []string{
				"Tariq's seeing someone called {v}, he's smitten",
				"Nell and {v} got engaged at the weekend, ring and everything",
				"my brother brought {v} to sunday lunch, it's serious apparently",
				"Deshawn and {v} broke up, he's been sleeping on Marit's sofa",
			},
			assistant: []string{
				"Should I add {v} to the guest list too?",
				"I'll note {v}'s birthday if you tell me the date.",
				"I'd put {v} as the second name on the draft; I'll change it to {cur}.",
				"By the way, {v} from the book club replied to the invite.",
			},
			qCurrent: []string{
				"Whose name should go beside {name}'s on a joint thank-you card today?",
				"Who would {name} be texting 'on my way home' to tonight?",
				"If {name} brings a plus-one this weekend, who's it going to be?",
				"Who is {name} currently together with, romantically?",
			},
			qWhen: []string{
				"Who was {name} sharing a bed and a Netflix login with {when}?",
				"Whose name did {name} sign beside on birthday cards {when}?",
				"If {name} had gone to a wedding {when}, who'd have been on the RSVP with them?",
				"Who was {name} splitting the bill with on date nights {when}?",
			},
			qBefore: []string{
				"Which ex did {name} leave behind when things started with {next}?",
				"Which relationship did {name} end before {next} came on the scene?",
				"Going back to before {next}, who was {name} dating?",
			},
		},
		state: rawPliedStmts{
			{"burst", "been with {v} since the summer of the flood, so three years nearly"},
			{"burst", "the other half is {v}, for the booking"},
			{"reply", "sorry, lift had no signal. {v}, that's my partner, the second name"},
			{"reply", "ok back. my partner's {v}, put them down"},
			{"memo", "no idea who that is. my partner is {v}, we've been together years"},
			{"aside", "date night with {v} tonight, first one in a month, we're both knackered"},
		},
		change: rawPliedStmts{
			{"burst", "me and {old} split up. I'm seeing {new} now, it's early but it's good"},
			{"burst", "new person alert: {new}. we're official as of the weekend"},
			{"reply", "sorry, work call. {old} and I are done, it's {new} now"},
			{"memo", "old news. {old} and I broke it off, I'm with {new} now, since last weekend"},
			{"aside", "after {old} it's nice that {new} actually plans things, we've been official since last week"},
		},
		revert: rawPliedStmts{
			{"burst", "that's it with {old}. me and {new} are giving it another go, I know, I know"},
			{"reply", "sorry, train tunnel. {old} and me ended it, I'm back with {new}, we talked it all through"},
			{"memo", "that's wrong now. I'm not with {old}, I'm back with {new} since sunday"},
			{"aside", "after the whole {old} chapter, {new} and I are back on and their toothbrush is back by the sink"},
		},
		reqs: []string{
			"book the table for two on saturday, 8ish",
			"help me with the hotel form, it wants both names",
			"remind me to get an anniversary card, and write the message for it",
		},
		asks: []string{
			"Who's the second person, so I can put their name down?",
			"Sure. And the other name for the booking?",
			"Happy to. Who's the card for?",
		},
		notes: []string{
			"Before we start: my notes from our earlier chats list {v} as your partner. Still right?",
			"Checking my notes from last time: you're with {v}, yes?",
			"My notes say your other half is {v}. Is that current?",
		},
		past: []string{
			"got a christmas card from {v}'s mum, even though we're long over",
			"finally deleted the last photos of me and {v}, about time",
			"saw {v} across the street, my ex, and hid behind a bus shelter",
		},
		plan: []string{
			"everyone thinks I should go for it with {v}, I really shouldn't",
			"if I were single I'd ask {v} out, joke, obviously",
			"my friends keep trying to set me up with {v}, as if",
		},
	},
}

// rawPliedOpeners start a burst: messages that name no value.
var rawPliedOpeners = []string{
	"ok so. update incoming",
	"two things, bear with me",
	"right, news",
	"sooo you'll never guess",
	"hiya, quick catch-up before I forget",
	"brace yourself, life admin",
}

// rawPliedClosers end a burst: messages that name no value.
var rawPliedClosers = []string{
	"anyway that's my news",
	"ok that's all, carry on",
	"sorry for the spam lol",
	"right, back to the washing up",
	"anyway. how's your day going haha",
}

// rawPliedBreaks are the person breaking off before they answer.
var rawPliedBreaks = []string{
	"hang on, someone's at the door",
	"sorry one sec, the cat's being sick",
	"wait, phone's ringing",
	"2 mins, pasta's boiling over",
	"brb, kid's shouting for me",
}

// rawPliedWaits are the assistant's answers to a break.
var rawPliedWaits = []string{
	"No rush, I'll be here.",
	"Take your time.",
	"Sure, whenever you're ready.",
}

// rawPliedThanks are the assistant's answers to a late answer.
var rawPliedThanks = []string{
	"Thanks, that's all I needed. Sorting it now.",
	"Perfect, I'll use that.",
	"Got it, give me a moment and I'll have it ready.",
}

// rawPliedUpdated are the assistant's answers to a corrected read-back.
var rawPliedUpdated = []string{
	"Thanks for putting me right, I've updated my notes.",
	"Updated. Sorry about the stale note.",
	"Noted and fixed, thanks for checking it.",
}

// rawPliedConfirms are the person's answers to a right read-back; they
// name no value.
var rawPliedConfirms = []string{
	"yep, all still true",
	"yes, nothing's changed there",
	"correct, same as before",
}

// rawPliedRejects are the person's answers to a wrong read-back; they
// name no value.
var rawPliedRejects = []string{
	"no, that's not right, you've mixed me up with someone",
	"nope, never, no idea where that came from",
	"that's wrong, I've told you this before",
}

// rawPliedBurstReplies are the assistant's answers to a burst.
var rawPliedBurstReplies = []string{
	"Ha, that's a lot at once. Thanks for the catch-up!",
	"Got all of that. Anything you'd like me to do with it?",
	"Thanks for the update, sounds like a busy week.",
	"Noted, all of it. Shout if you need anything.",
}

// rawPliedSmallTalk are the plied set's short messages; no value named.
var rawPliedSmallTalk = []string{
	"is it 'fewer' or 'less' for minutes, I can never remember",
	"the heating's been on since october and I'm still cold",
	"just watched a heron eat a whole fish in one go, nature is metal",
	"what's a good film for a rainy sunday, nothing sad",
	"my phone keeps autocorrecting 'meeting' to 'meting'",
	"can you remind me what the half-term dates are this year",
	"I've had four coffees and it's not even eleven",
	"tell me something cheerful, today's been long",
	"how long do you boil an egg for a dippy one",
	"the washing machine is making the helicopter noise again",
	"my sister's birthday is next week and I've bought nothing",
	"what rhymes with orange, asking for a card",
	"got caught in the rain without a coat, classic",
	"cereal for dinner again, is that a cry for help",
	"been on hold with the bank for 40 minutes, the music is the worst part",
	"my plant has one new leaf and I'm ridiculously proud",
	"what's the time difference with new york right now",
	"finally cleared my inbox, feel like a new person",
	"do you think pineapple belongs in a crumble",
	"the smoke alarm chirps every 40 seconds and I can't find which one",
	"just paid 4 quid for a sandwich and it was mostly lettuce",
	"how many ml in a tablespoon again",
	"the dentist wants to see me 'for a chat', ominous",
	"I've started saying 'per my last email' out loud, help",
	"my screen time report this week is a personal attack",
	"what's the word for when you forget why you walked into a room",
	"bought a jigsaw with 2000 pieces, regretting it already",
	"the car needs an MOT and I've no idea when it's due",
	"somebody left a single shoe on the wall outside, it's been there a week",
	"can you explain compound interest like I'm five",
}

// rawPliedReplies are the assistant's short answers.
var rawPliedReplies = []string{
	"Ha, I'll allow it. Need a hand with anything?",
	"Sounds like quite a day. I'm here if you need me.",
	"Noted. Let me know what you'd like me to do next.",
	"Good to hear from you, as always.",
	"Oh no. Hope the rest of the day is kinder.",
	"All sorted. What's next on your list today?",
	"Love that. Keep me posted.",
	"Of course, consider it on my to-do list.",
}
