package scenarios

import (
	"strings"
	"time"
)

// The felted set lives in its own file, as the veiled to stitched sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is the everyday mixed traffic of one person with a
// general-purpose assistant over many months, the closest thing to a
// real user's raw history: in one conversation, about a third of the
// person's turns are short chat (2 to 15 words: "lol yes exactly", a quick
// fact, a quick question), about a third task requests (a recipe, code
// help, a trip, an email to draft, a budget, a gift, a form) that the
// assistant answers at length, and about a third longer updates of three
// to eight sentences, some covering two or three parts of life at once,
// some mostly about family, friends and colleagues with their own homes,
// jobs, diets and partners (mixedTurn). The asked fact arrives the way a
// real person drops it (rawFeltedForms): as a short aside, incidental to a
// task, as one sentence of a longer update, as a correction of the
// assistant's stale memory ("no — that was the old place"), as the answer
// to the assistant's clarifying question in the person's own words, or
// implied by a routine ("the 7:40 out of X"); after its first full mention
// the person may use a nickname or abbreviation for it ("MK", "the
// Trust", "Otto"), which names no value. First statements may carry
// relative times ("since the spring", "for about six weeks now"); changes
// only short ones ("moved last weekend"), so that a change is dated by its
// turn within days. Reverts are told as "back to X" or by naming the old
// value again without a change verb ("after the whole X episode, home is
// Y again"). Distractors: other people's values, plans and hypotheticals
// that do not happen, the assistant naming another value (a wrong guess,
// a suggestion, a stale memory), questions about other values, and the
// person's own earlier values told as past. So the gold rule of this set
// is the one of the stitched set: only a turn in which the person states
// their own value of the asked attribute as holding at that time is gold,
// however much else the turn holds, and the oracle reads a statement as
// one sentence of the turn. Questions ask as an agent or the person would,
// some with no topic word, with months asked "in", "at some stage in",
// "partway through", "two weeks into" or "circa", and "before X".
func init() {
	installRawSet(PhrasingFelted, rawFeltedAttrs(), rawFeltedSmallTalk, rawFeltedReplies,
		[]string{"in ", "at some stage in ", "partway through ", "two weeks into ", "circa "},
		[]string{"Arvid", "Blessing", "Danuta", "Eudora", "Fyodor", "Halldora",
			"Jadwiga", "Lennart", "Mehdi", "Yolanda", "Rosalba", "Svetlana"})
}

// rawFeltedTask is a task request and the kind of task it is; the
// assistant answers a task at length (rawFeltedAnswers).
type rawFeltedTask struct{ kind, text string }

// rawFeltedAsk is a request the assistant cannot do without a fact (req,
// no placeholder), its clarifying question (ask, no placeholder) and its
// answer from a stale memory or a wrong guess naming {v} (stale).
type rawFeltedAsk struct{ req, ask, stale string }

// rawFeltedStmts are the statement templates of one kind (state, change
// or revert) of one attribute by the shape of the turn that says them:
// chat (a short aside), task (a request the fact is incidental to), update
// (one sentence of a longer update), fix (a correction of the assistant,
// who has just named another value) and answer (the answer to the
// assistant's clarifying question). The set's state, change and revert
// lists are their union.
type rawFeltedStmts struct {
	chat, update, fix, answer []string
	task                      []rawFeltedTask
}

// rawFeltedForms are the felted set's statements and its other lists per
// attribute: the lists of rawSetLists (values, chatter, other,
// assistant and the questions), the statements by form, nicknames of
// values and turns that use one ({nick}), the person's earlier value {v}
// told as past (past), a plan or hypothetical for {v} that does not
// happen (plan), a question about another value {v} (query, with the
// assistant's answer in queryReply), requests and clarifying questions
// (asks) and tasks that name no value of the attribute.
type rawFeltedForms struct {
	lists                 rawSetLists
	state, change, revert rawFeltedStmts
	nicks                 map[string]string
	nick, past, plan      []string
	query, queryReply     []string
	asks                  []rawFeltedAsk
}

var rawFeltedByAttr = map[string]rawFeltedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Thunder Bay", "Milton Keynes", "Palmerston North", "Middlesbrough", "Rockhampton", "Kalgoorlie",
				"Scarborough", "Szczecin", "Cuenca", "Novi Sad", "Pietermaritzburg", "Daugavpils"},
			chatter: []string{
				"the boiler is making the clanking noise again, brilliant",
				"our bins didn't get collected AGAIN, third week running",
				"new people downstairs have a drum kit. a drum kit.",
				"where is the stopcock usually hiding in a terraced house?",
				"the landlord wants to do an inspection on my birthday, of all days",
			},
			other: []string{
				"my brother just moved to {v} for his wife's job and he already hates it",
				"Gosia is flat-hunting in {v}, rents there are apparently mad",
				"Mum and Dad keep talking about retiring to {v}, which, why",
				"Tunde flew back home to {v} on Sunday, the house is so quiet without him",
				"my manager commutes in from {v} every day, two hours each way, the madman",
			},
			assistant: []string{
				"Happy to help with that! Just to check, is this for your place in {v}?",
				"If you fancy a day trip at some point, {v} is supposed to be lovely this time of year.",
				"I can look for options in {cur}, or widen the search to {v} if you don't mind the drive.",
				"Noted: {v} is where your brother lives, and {cur} is home for you.",
			},
			qCurrent: []string{
				"Which town's forecast should I pull up for {name} each morning now?",
				"If {name} orders a takeaway tonight, which town does the driver head for?",
				"Where is {name} actually living at the moment?",
				"What goes in the 'town' box on {name}'s forms these days?",
				"Where does {name} go home to after work nowadays?",
			},
			qWhen: []string{
				"Which town's recycling calendar was stuck on {name}'s fridge {when}?",
				"Where would a birthday card for {name} have been posted to {when}?",
				"Which city's bin day was {name} moaning about {when}?",
				"Where did {name}'s morning train leave from {when}?",
			},
			qBefore: []string{
				"Before {name}'s move to {next}, which town was home?",
				"Which town was {name} in right up until {next} happened?",
				"What was {name}'s home town on paper before it changed to {next}?",
			},
		},
		state: rawFeltedStmts{
			chat: []string{
				"fyi home base is {v}, in case that matters for anything",
				"the 7:40 out of {v} was cancelled again, I'm going to be so late",
				"power cut on our whole street in {v}, typing this on 4% battery",
			},
			task: []rawFeltedTask{
				{"email", "Can you draft a short note to my landlord? The bathroom fan in my flat in {v} has been dead for three weeks and I'd like it fixed before the inspection."},
				{"budget", "Help me sort out a budget: rent on my place in {v} is 850 a month, I take home 2,300, and I want to save for a car by next summer."},
				{"form", "I'm filling in a warranty form and it asks for 'town of residence' — I just put {v}, right? Or do they want the county?"},
			},
			update: []string{
				"The flat in {v} is finally warm now that the radiators have been bled",
				"I've been renting here in {v} since the spring and I still haven't unpacked the books",
				"We've had three days of snow here in {v} and the buses have basically given up",
			},
			fix: []string{
				"No, wrong town, I've never lived there — I live in {v}, I was only visiting",
				"Not quite: my place is in {v}, about twenty minutes from the station",
			},
			answer: []string{
				"Oh, sorry — {v}, anywhere within a bus ride of the centre is fine",
				"Search around {v}, that's where I live",
			},
		},
		change: rawFeltedStmts{
			chat: []string{
				"moved!! keys to the place in {new} as of Saturday",
				"update: {old} is officially behind me, I live in {new} now",
				"first night in the new flat in {new}, sleeping on a mattress on the floor lol",
			},
			task: []rawFeltedTask{
				{"email", "Can you rewrite my email signature? Swap the {old} address for my new one in {new}, same format otherwise."},
				{"list", "I need a checklist for changing my address: left {old} last week, now renting in {new}. Bank, GP, car insurance, what am I forgetting?"},
				{"trip", "Find me a yoga studio near my new flat in {new} with classes after 7pm, please."},
			},
			update: []string{
				"The big change is that I've moved out of {old} and into a flat in {new}, so everything is in boxes",
				"We finally did the move to {new} on Saturday, and I've already found the good chippy",
				"I've been living in {new} for about ten days now and the commute is a dream",
			},
			fix: []string{
				"No — that was the old place. I'm in {new} now, moved last weekend",
				"You've still got me in {old}? I left on Friday, home is {new} these days",
			},
			answer: []string{
				"Put {new}, I moved there at the start of the week",
				"Actually it's {new} now, the move happened on Monday",
			},
		},
		revert: rawFeltedStmts{
			chat: []string{
				"so {old} didn't work out — back to {new} as of Sunday, same street as before",
				"gave up the flat in {old} and moved back to {new}, don't say I told you so",
			},
			task: []rawFeltedTask{
				{"form", "Can you update my address for the dentist reminders? Not {old} anymore, I'm back in {new}."},
				{"list", "Help me plan the move back: I'm leaving {old} and returning to {new} on the 3rd, what do I cancel first?"},
			},
			update: []string{
				"After the whole {old} episode, home is {new} again and honestly it's a relief",
				"I've packed up the {old} flat and moved back to {new}, my old local even remembered my order",
			},
			fix: []string{
				"No, I'm not in {old} any more — I went back to {new} last week",
			},
			answer: []string{
				"Not {old}, put {new} — I've moved back there",
			},
		},
		nicks: map[string]string{"Thunder Bay": "TB", "Milton Keynes": "MK", "Palmerston North": "Palmy", "Middlesbrough": "Boro",
			"Rockhampton": "Rocky", "Kalgoorlie": "Kal", "Scarborough": "Scarbs", "Pietermaritzburg": "PMB"},
		nick: []string{
			"train strike in {nick} again, working from the sofa",
			"{nick} was roasting today, 31 degrees and no shade anywhere",
			"the one good bakery in {nick} has closed, I'm in mourning",
			"roadworks all over {nick} this week, took 40 mins to do 2 miles",
		},
		past: []string{
			"still miss the view from my old flat in {v}, if I'm honest",
			"a parcel went to my old address in {v} by mistake, the new people were nice about it",
			"back when I lived in {v} I walked everywhere, now I'm glued to the car",
		},
		plan: []string{
			"half-tempted to look at flats in {v} next year, but probably not",
			"if the rent goes up again I might seriously think about {v} instead",
			"had a daydream about moving to {v} and opening a café, don't worry, it'll pass",
		},
		query: []string{
			"what's the weather doing in {v} this weekend? going up for a wedding",
			"any good walks near {v}? my cousin's visiting there next month",
			"how long is the drive to {v}, roughly?",
		},
		queryReply: []string{
			"For {v} this weekend it looks mostly dry, with a chance of showers on Sunday afternoon. Pack a light jacket and something smart that can cope with a bit of wind.",
			"There are a few nice options around {v}: a riverside loop of about five miles, a short hill walk with a view at the top, and a flat path along an old railway line that's good for all ages.",
			"It depends where you start, but for {v} allow around two to three hours by car, plus time for a break. Traffic is usually worst on Friday evenings.",
		},
		asks: []rawFeltedAsk{
			{"can you find me a dentist that's taking new patients?", "Sure — which town should I search in?", "Sure! Here are three practices near you in {v} that are taking new patients."},
			{"sort me out a grocery delivery slot for Saturday morning pls", "Happy to. Which town is the delivery going to?", "Done: I've pencilled in a slot between 9 and 10 for your address in {v}."},
			{"can you look up bin collection days for me?", "Of course — which council area are you in?", "Your bins in {v} go out on Tuesdays, recycling every other week."},
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Fairbairn & Lowe", "Castlegate Utilities", "Mossley Cartographics", "Ravensworth Health Trust",
				"Tidemark Insurance", "Greenhithe Logistics", "Westerby Council", "Calloway Brothers",
				"Sundial Telecom", "Ferrocast Foundry", "Brackenridge University", "Okonkwo Partners"},
			chatter: []string{
				"payroll messed up my overtime again, third month in a row",
				"the coffee machine at work has been broken for a month, morale is on the floor",
				"performance review tomorrow morning, send help",
				"I've been asked to organise the team away-day. why me",
				"my laptop decided to update itself right before the big presentation",
			},
			other: []string{
				"my sister just got a job at {v}, she starts in June",
				"Tunde's been headhunted by {v} and he's weighing it up",
				"Dad did thirty years at {v} and they gave him a carriage clock",
				"Gosia's husband got laid off from {v}, so she's a bit stressed",
				"my flatmate has an interview at {v} tomorrow, fingers crossed for her",
			},
			assistant: []string{
				"Is this for the role at {v}, or something else?",
				"For what it's worth, {v} is hiring for a lot of roles like yours at the moment.",
				"Got it. I'll keep {cur} as your employer and {v} as your sister's.",
				"Sounds like {v} might suit you, if you ever fancy a change.",
			},
			qCurrent: []string{
				"Which outfit has {name} on its books at present?",
				"Whose logo is on {name}'s lanyard this week?",
				"If {name} calls in sick tomorrow, who do they have to ring?",
				"What should I put as {name}'s employer on the booking?",
				"Who is {name} working for right now?",
			},
			qWhen: []string{
				"Which employer's holiday rota was {name} on {when}?",
				"Where did {name} clock in every morning {when}?",
				"Whose building did {name} badge into {when}?",
				"Which firm's email address was {name} writing from {when}?",
			},
			qBefore: []string{
				"Which employer had {name} on staff until {next} poached them?",
				"What was {name}'s workplace just prior to signing with {next}?",
				"Where was {name} working right before taking the job at {next}?",
			},
		},
		state: rawFeltedStmts{
			chat: []string{
				"long day at {v}, three back-to-back meetings and no lunch",
				"got my {v} staff card today and the photo is criminal",
				"every Tuesday it's the 8am stand-up at {v}, I could do it in my sleep",
			},
			task: []rawFeltedTask{
				{"code", "Can you help me with an Excel formula? At {v} we log overtime in column D and I need a weekly total per person."},
				{"email", "Please draft an out-of-office for me: I'm at {v}, off from the 3rd to the 10th, urgent stuff to my colleague Hollie."},
				{"form", "Mortgage form question: it asks for 'current employer and length of service'. I'm at {v}, two years in March — do they need the exact date?"},
			},
			update: []string{
				"Work's been fine, and {v} has finally fixed the car park barrier, so that's ten minutes a day back",
				"I've been at {v} for about six weeks now and I've stopped getting lost in the building",
				"The canteen at {v} has started doing a proper Friday curry, which is the highlight of my week",
			},
			fix: []string{
				"No, not them, I only did a short contract there — I work for {v}, have done for years",
				"Wrong company, that's my sister's lot; I'm at {v} in the planning team",
			},
			answer: []string{
				"Oh — {v}, full-time and permanent",
				"Put {v} down, I'm on their payroll",
			},
		},
		change: rawFeltedStmts{
			chat: []string{
				"new job!! started at {new} this morning and I can't stop grinning",
				"last day at {old} was Friday, and today was day one at {new}, so many passwords",
				"ten days into the new job at {new} now, knackered but happy",
			},
			task: []rawFeltedTask{
				{"email", "Can you update my LinkedIn headline? It still says {old}; I've joined {new} as a senior planner."},
				{"email", "Help me write a goodbye message for my old team at {old}: I've already started at {new}, so it's a bit late, but still."},
				{"budget", "My pay's changed now that I've gone from {old} to {new}, can you redo my monthly budget with 2,650 take-home?"},
			},
			update: []string{
				"Big news on the work front: I've left {old}, and I started at {new} on Monday",
				"The new job at {new} kicked off this week, and I've already been roped into the quiz team",
			},
			fix: []string{
				"Oh, I left there — I'm at {new} now, started last Monday",
				"That was the old job! It's {new} these days, I switched over last week",
			},
			answer: []string{
				"Put the new one, I switched over from {old} to {new} last week",
				"It's {new} now, the new contract started on the 1st",
			},
		},
		revert: rawFeltedStmts{
			chat: []string{
				"well, {old} lasted four months. I've been back at {new} since Monday, same desk",
				"after everything at {old}, I'm at {new} again, like I never left",
			},
			task: []rawFeltedTask{
				{"email", "Can you fix my email footer? Take out {old} and put {new} back in — yes, I've returned to them."},
				{"form", "For the nursery form: employer was {old}, but I'm back working for {new} now, so use that."},
			},
			update: []string{
				"Work news, and don't laugh: I've left {old} and I'm back at {new}, where half the team never even changed",
			},
			fix: []string{
				"Not {old} any more, no — I rejoined {new} last week",
			},
			answer: []string{
				"Scrap {old}, it's {new} again, I went back to them",
			},
		},
		nicks: map[string]string{"Fairbairn & Lowe": "F&L", "Castlegate Utilities": "Castlegate", "Ravensworth Health Trust": "the Trust",
			"Tidemark Insurance": "Tidemark", "Greenhithe Logistics": "GHL", "Calloway Brothers": "Calloways",
			"Sundial Telecom": "Sundial", "Okonkwo Partners": "OP"},
		nick: []string{
			"IT at {nick} have locked me out of my own account again",
			"{nick} christmas party is fancy dress this year. I am not ok",
			"new starter at {nick} asked me where the toilets are, I felt ancient",
			"all-hands at {nick} this afternoon, bound to be bad news",
		},
		past: []string{
			"bumped into my old boss from {v} in the supermarket, very awkward",
			"found my old {v} lanyard in a coat pocket, binned it",
			"back when I was at {v} we never had free fruit, just saying",
		},
		plan: []string{
			"saw a posting at {v} that looked interesting, probably won't apply though",
			"if {v} ever opens an office nearer me I'd be tempted",
			"a recruiter keeps pestering me about {v}, I keep ignoring her",
		},
		query: []string{
			"what's the pay like at {v}, roughly? asking for my nephew",
			"is {v} a decent place to work? my friend has an offer",
			"does {v} do a graduate scheme?",
		},
		queryReply: []string{
			"Published figures for {v} suggest junior roles start a little above the regional average, with the usual jumps after two or three years. Glassdoor-style reviews are mixed on overtime, so it's worth asking about that directly.",
			"Reviews of {v} are generally positive about colleagues and flexibility, less so about pay progression. If your friend can, they should ask to speak to someone in the team before accepting.",
			"{v} has run a graduate intake most years, usually opening in the autumn with interviews in the new year. Check their careers page for the exact dates.",
		},
		asks: []rawFeltedAsk{
			{"can you make me a conference badge? name and company", "Sure — which company should go under your name?", "Here's a draft badge with your name and {v} underneath. Want a different font?"},
			{"need a reference request email to HR, can you draft it", "Happy to. Which employer is it going to?", "Here's a draft to the HR team at {v}, asking for a standard reference."},
			{"fill in the 'employer' bit of this insurance quote for me", "Sure — who should I put as your employer?", "I've put {v} as your employer and 'office-based' as your role type."},
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"Fast 800", "Noom", "Weight Watchers", "Cambridge", "Mayo Clinic",
				"Optavia", "Jenny Craig", "low-salt", "sulfite-free", "low-fibre"},
			chatter: []string{
				"toast for dinner three nights running, don't judge me",
				"the fridge is empty and I refuse to go shopping",
				"found a courgette at the back of the fridge that could walk out on its own",
				"is it normal to crave pickles this much",
				"burnt the rice. again. the smoke alarm and I are on first-name terms",
			},
			other: []string{
				"my sister's gone full {v} diet and won't stop talking about it",
				"Dad's doctor has put him on the {v} diet and he's furious",
				"Gosia's trying the {v} plan for a month and wants a buddy",
				"a colleague brings {v} lunches every day and they look grim",
				"Tunde swears the {v} diet sorted his stomach out",
			},
			assistant: []string{
				"Would you like the {v} version of this recipe, or the usual one?",
				"Lots of people find the {v} diet easier to stick to, if you ever want to compare.",
				"I'll plan around {cur}. Should I add a {v} option for your sister?",
				"Quick check: is the {v} diet yours or your dad's?",
			},
			qCurrent: []string{
				"Which diet should I plan {name}'s meals around right now?",
				"If I'm cooking for {name} this weekend, what do I need to know?",
				"Which plan is {name} counting their meals against lately?",
				"Going by what {name} has told me, what kind of diet are they on now?",
				"What should I tell the caterer about {name}'s food?",
			},
			qWhen: []string{
				"What diet did {name} mention to waiters {when}?",
				"What rules was {name}'s shopping basket following {when}?",
				"What was {name} cooking around, diet-wise, {when}?",
				"What would a dinner host have needed to know about {name}'s eating {when}?",
			},
			qBefore: []string{
				"Which food regime did {next} replace for {name}?",
				"Which diet had {name} abandoned by the time {next} started?",
				"Under which rules did {name} plan dinners until {next} took over?",
			},
		},
		state: rawFeltedStmts{
			chat: []string{
				"on the {v} diet so no birthday cake for me, sadly",
				"meal prep done: five tubs of {v}-friendly chilli, feeling smug",
				"every lunchtime it's the same {v} salad, I could make it blindfolded",
			},
			task: []rawFeltedTask{
				{"recipe", "Can you give me three quick weekday dinners? I'm following the {v} diet and I've got about twenty minutes each night."},
				{"trip", "Help me pick a restaurant for Friday: I do the {v} diet, so somewhere with a proper menu, not just a side salad."},
				{"list", "Make me a shopping list for the week, I'm on the {v} diet and cooking for one."},
			},
			update: []string{
				"Food-wise, I'm sticking to the {v} diet and it's going better than I expected",
				"I've been on the {v} plan since the spring and my energy is way up",
			},
			fix: []string{
				"Ha, no, that's not me — I'm on the {v} diet, have been for ages",
			},
			answer: []string{
				"Just the {v} thing — I'm strict about it, so please mention it",
				"Yes, I follow the {v} diet; the chef can email me if unsure",
			},
		},
		change: rawFeltedStmts{
			chat: []string{
				"starting the {new} diet today, wish me luck",
				"ok I've ditched {old}. it's the {new} plan from now on",
			},
			task: []rawFeltedTask{
				{"recipe", "Can you redo my meal plan? I've dropped {old} and switched to the {new} diet this week."},
				{"list", "I need a packed-lunch list for work, new rules: I'm on the {new} diet since Monday."},
			},
			update: []string{
				"On the food front, {old} is out and I've started the {new} diet; the cupboards have been restocked",
				"I switched to the {new} diet last week after the GP appointment, and so far so good",
			},
			fix: []string{
				"Not {old} any more — it's the {new} diet now, I changed last week",
				"That's out of date: I'm doing the {new} plan these days, since the weekend",
			},
			answer: []string{
				"Swapped {old} for the {new} diet a few days ago, so tell them that",
			},
		},
		revert: rawFeltedStmts{
			chat: []string{
				"right, {old} wasn't for me — back on the {new} diet from today",
			},
			task: []rawFeltedTask{
				{"recipe", "Can you swap my meal plan back? Bin the {old} recipes, I've gone back to the {new} diet."},
			},
			update: []string{
				"After a couple of months of {old}, I'm doing the {new} plan again and feel much better for it",
			},
			fix: []string{
				"No, I stopped {old}, it's back to the {new} diet like before",
			},
			answer: []string{
				"Not {old} now — tell them {new}, I've gone back to it",
			},
		},
		nicks: map[string]string{"Weight Watchers": "WW", "Fast 800": "the 800", "Mayo Clinic": "the Mayo thing"},
		nick: []string{
			"day 40 of {nick}, my willpower is held together with tape",
			"{nick} weigh-in tomorrow, pray for me",
			"cheat day from {nick} was worth every crumb",
		},
		past: []string{
			"found my old {v} recipe book while tidying, what a time that was",
			"I don't miss my {v} days one bit, the shopping alone",
			"someone at work still thinks I'm doing {v}, bless them",
		},
		plan: []string{
			"might give the {v} diet a go after Christmas, we'll see",
			"Gosia wants me to do {v} with her, I said I'd think about it, meaning no",
			"if my cholesterol's still high I might have to try the {v} diet",
		},
		query: []string{
			"what's the deal with the {v} diet? my aunt's on it",
			"is the {v} diet actually healthy or just a fad?",
			"what can you eat on the {v} diet? cooking for a friend",
		},
		queryReply: []string{
			"In short, the {v} diet sets out which foods to favour and which to cut back on, usually with a focus on portion control. It can work well for some people, but it's worth your aunt checking with her GP.",
			"The evidence on the {v} diet is mixed: it helps some people, mostly because it makes them plan meals, but it isn't magic. A dietitian could say whether it suits a particular person.",
			"For a friend on the {v} diet, keep it simple: plain grilled protein, plenty of vegetables, and a sauce on the side. Ask them if there's anything specific they avoid.",
		},
		asks: []rawFeltedAsk{
			{"book us a table at that new place on Friday, 7.30", "Will do. Any dietary requirements I should tell them about?", "Booked for 7.30, and I've told them you're on the {v} diet."},
			{"plan my meals for the week pls", "Sure — are there any food rules I should plan around?", "Here's the week planned around the {v} diet, with batch cooking on Sunday."},
			{"sign me up for the work lunch thing on Thursday", "Done. They're asking about dietary needs — anything to add?", "Signed you up and noted {v} as your dietary requirement."},
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Tadhg", "Ingvild", "Lucasta", "Ottokar", "Wendeline",
				"Radek", "Seamus", "Zoltan", "Amadou", "Leofric"},
			chatter: []string{
				"we argued about the dishwasher again, classic",
				"planning a surprise for their birthday, I'll need ideas later",
				"movie night in and we can't agree on a film for the third night running",
				"they snore like a tractor. I did not sign up for this",
				"anniversary's coming up and I have zero ideas",
			},
			other: []string{
				"my sister's bringing her new boyfriend {v} to Christmas, Mum is already fussing",
				"Tunde and {v} got engaged at the weekend!",
				"Gosia keeps going on about {v}, I think she's smitten",
				"my best mate just split up with {v}, so I'm on sofa duty tonight",
				"my brother's partner {v} made the best lasagne I've ever had",
			},
			assistant: []string{
				"Is {v} joining you, or is this a solo trip?",
				"Lovely! Is {v} the friend you mentioned, or your partner?",
				"I'll put {cur} down as your plus-one; shall I add {v} to the list as well?",
				"Sounds like {v} would be a good person to invite along.",
			},
			qCurrent: []string{
				"Who would {name} call 'my partner' if you asked today?",
				"Whose name goes next to {name}'s on the dinner booking this week?",
				"If {name} got a wedding invite with a 'plus one' today, who'd fill it?",
				"Who does {name} text goodnight to lately?",
				"Who does {name} share the sofa with on a Friday night now?",
			},
			qWhen: []string{
				"Who was stealing {name}'s chips at the pub {when}?",
				"Who got dragged along to {name}'s work do as the date {when}?",
				"Who shared {name}'s lazy Sundays {when}?",
				"Who did {name} share a streaming account with as a couple {when}?",
			},
			qBefore: []string{
				"Who occupied the other side of {name}'s bed up to the {next} era?",
				"Who had {name} been seeing until {next} entered the picture?",
				"Who was {name}'s significant other in the stretch before {next}?",
			},
		},
		state: rawFeltedStmts{
			chat: []string{
				"oh and my partner {v} says hi",
				"date night with {v} tonight, the Thai place again",
				"every Sunday {v} and I do the crossword in bed, it's our thing",
			},
			task: []rawFeltedTask{
				{"gift", "Gift ideas for my partner {v}? Our anniversary's on the 12th and they're impossible to buy for."},
				{"trip", "Plan me a weekend away for two, me and my other half {v}, somewhere with a spa, under 400 all in."},
				{"email", "Can you draft an RSVP for the wedding? 'Yes, two of us: me and my partner {v}', and ask for a table near the door."},
			},
			update: []string{
				"Things with {v} are really good; we've started doing long Sunday walks together",
				"I've been seeing {v} for about six weeks now, and it's going well",
			},
			fix: []string{
				"No, that's my cousin! My partner is {v}, we've been together ages",
			},
			answer: []string{
				"My partner, {v} — we'll share the room",
				"Put {v}, that's my other half",
			},
		},
		change: rawFeltedStmts{
			chat: []string{
				"so, I'm seeing someone. {new}. it's early days but it's lovely",
				"it's over with {old}, and I've met someone new, {new}, we're official",
			},
			task: []rawFeltedTask{
				{"email", "Can you help me word a message to friends? {old} and I have split, and I'm now with {new}, and I don't want it to sound dramatic."},
				{"trip", "Rebook the dinner for two, please — not with {old} any more, it'll be me and {new}."},
			},
			update: []string{
				"The big personal news: {old} and I broke up, and I've started seeing {new}, who makes me laugh constantly",
				"I'm with {new} now — we met at the climbing wall and just clicked",
			},
			fix: []string{
				"Oh, no, {old} and I aren't together any more — it's {new} now",
				"That's old news, I'm with {new} these days, since the weekend",
			},
			answer: []string{
				"Not {old} — put {new}, my new partner",
			},
		},
		revert: rawFeltedStmts{
			chat: []string{
				"plot twist nobody asked for: {old} and I are finished and {new} is back in my life",
			},
			task: []rawFeltedTask{
				{"trip", "Book a table for two, please: {old} is history, so it's me and {new} again."},
			},
			update: []string{
				"After the whole {old} thing, {new} and I are together again and it feels right",
			},
			fix: []string{
				"No, {old} and I are done — {new} and I got back together",
			},
			answer: []string{
				"Not {old}, that's finished; put {new} again",
			},
		},
		nicks: map[string]string{"Ottokar": "Otto", "Wendeline": "Wendy", "Lucasta": "Luce", "Seamus": "Shay",
			"Zoltan": "Zoli", "Ingvild": "Ingy"},
		nick: []string{
			"{nick} burnt the pancakes and blamed the pan, as is tradition",
			"{nick} has started a sourdough starter and named it. we have a child now apparently",
			"{nick} and I are binge-watching that baking show, no regrets",
		},
		past: []string{
			"saw my ex {v} in town today and hid behind a bus shelter",
			"a birthday card from {v}'s mum turned up, years after we split",
			"found a hoodie of {v}'s from when we were together, charity shop it is",
		},
		plan: []string{
			"might ask {v} out for a drink, if I can work up the nerve",
			"friends keep trying to set me up with {v}, not sure I'm ready",
			"if things were different I'd probably go for {v}, but no",
		},
		query: []string{
			"what's a good gift for {v}? they're my friend's new partner",
			"is it weird to invite {v} to my birthday? we've only met twice",
			"how do I say happy birthday to {v} in Hungarian? it's for a colleague",
		},
		queryReply: []string{
			"For someone you don't know well, like {v}, something small and shareable is safest: good chocolates, a nice candle, or a plant. Add a short card and you're done.",
			"Not weird at all. If you've got on well with {v}, a casual invite through your mutual friend is easy for them to accept or decline.",
			"You could write 'Boldog születésnapot, {v}!' — it's the standard greeting and will definitely be appreciated.",
		},
		asks: []rawFeltedAsk{
			{"book two tickets for the jazz thing on Saturday", "Sure — whose name should go on the second ticket?", "Booked two tickets, the second one in {v}'s name."},
			{"set up a shared calendar for me and my partner", "Happy to. What's your partner's name, for the invite?", "Shared calendar created and invite sent to {v}."},
			{"remind me to buy an anniversary card next week", "Will do. Who's the card for, so I can label the reminder?", "Reminder set: anniversary card for {v}, next Tuesday."},
		},
	},
}

// rawFeltedAttrs are the felted set's lists per attribute as installRawSet
// takes them: the state, change and revert lists the union of their forms.
func rawFeltedAttrs() map[string]rawSetLists {
	out := map[string]rawSetLists{}
	for name, f := range rawFeltedByAttr {
		l := f.lists
		l.state, l.change, l.revert = f.state.all(), f.change.all(), f.revert.all()
		out[name] = l
	}
	return out
}

// all is the union of s's forms.
func (s rawFeltedStmts) all() []string {
	var out []string
	out = append(out, s.chat...)
	for _, t := range s.task {
		out = append(out, t.text)
	}
	out = append(out, s.update...)
	out = append(out, s.fix...)
	out = append(out, s.answer...)
	return out
}

// rawFeltedChores are tasks that name no value, each with the
// assistant's long answer (several sentences or a list, no value named).
var rawFeltedChores = []struct{ ask, answer string }{
	{"what can I make with half a cabbage, two eggs and some rice?",
		"Egg fried rice with cabbage is your friend here:\n1. Shred the cabbage finely and fry it hot for 3–4 minutes.\n2. Push it aside, scramble the eggs in the same pan.\n3. Add the cooked rice (cold is best), soy sauce and a pinch of sugar.\n4. Toss everything together for a couple of minutes.\nA fried egg on top or a splash of chilli oil makes it feel like a proper dinner."},
	{"Give me a really easy banana bread recipe, I've got four very brown bananas.",
		"Here's a one-bowl version:\n- Mash 4 bananas with 75g melted butter.\n- Stir in 150g sugar, 1 egg and a teaspoon of vanilla.\n- Fold in 200g self-raising flour and a pinch of salt.\n- Bake in a lined loaf tin at 175°C for 50–60 minutes, until a skewer comes out clean.\nLet it cool in the tin for ten minutes before you turn it out, or it will fall apart."},
	{"why does my python script say 'list index out of range' when the list clearly has stuff in it?",
		"That usually means you're reading one position past the end. Lists are indexed from 0, so a list with 5 items has indices 0 to 4. Common causes:\n- looping with range(len(x) + 1)\n- an off-by-one in a manual counter\n- the list being shorter than you think at that point\nAdd a print(len(x)) just before the failing line and you'll usually spot it."},
	{"how do I undo the last git commit without losing my changes?",
		"Use this:\n\n    git reset --soft HEAD~1\n\nThat moves the branch back one commit and keeps your changes staged. If you've already pushed, be careful: you'd need a force push, which can upset anyone else using the branch. Shall I explain the difference between --soft, --mixed and --hard?"},
	{"Draft a polite email to my son's teacher saying he'll miss Friday for a hospital appointment.",
		"Here's a draft:\n\nDear Ms Carter,\n\nI'm writing to let you know that Sam will be absent on Friday as he has a hospital appointment. We expect him back on Monday as usual. Please let me know if there's any work he should catch up on.\n\nKind regards,\n[Your name]\n\nSwap in the right names and it's ready to send."},
	{"can you make this sound less grumpy: 'as I said in my last three emails, the invoice is overdue'",
		"Try this:\n\n'Just following up on the invoice below, which is now past its due date. Could you let me know when I can expect payment? Thanks very much.'\n\nIt keeps the point but drops the edge. If there's no reply in a week, I can help with a firmer second reminder."},
	{"Plan a rainy-day itinerary for two kids aged 6 and 9, half-term, nothing too expensive.",
		"Here's a plan:\n- Morning: swimming or a trampoline park while energy is high.\n- Lunch: a picnic indoors or a cheap café that takes bookings.\n- Afternoon: the library (free, and many run half-term activities) or a museum.\n- Evening: a film at home with popcorn.\nBook the morning activity ahead; half-term slots go fast."},
	{"Split a 147.60 restaurant bill four ways with a 12.5% tip, please.",
		"The tip is 18.45, so the total is 166.05. Split four ways, that's 41.51 each (one person pays 41.52 to make it add up). If someone didn't drink, you could knock a few pounds off theirs and split the difference among the rest."},
	{"Gift for a 70-year-old dad who says he wants nothing. Budget 50.",
		"A few ideas that usually land with 'I want nothing' dads:\n1. Really good coffee or tea and a nice mug.\n2. A day out together: a heritage railway, a match, a pub lunch.\n3. A photo book of the grandchildren.\n4. A quality version of something he uses daily, like a wallet or gloves.\nPair it with a card that actually says something and it'll mean more than the price."},
	{"What does 'previous surname (if applicable)' mean on a passport form if I never changed mine?",
		"It's only for people whose surname has changed, for example through marriage or deed poll. If yours never has, leave it blank or write 'N/A' if the form won't let you skip it. It won't count against you either way."},
	{"Make me a packing list for a long weekend camping, rain likely.",
		"Here you go:\n- Shelter: tent, groundsheet, spare pegs, mallet\n- Sleep: sleeping bag, mat, pillow\n- Clothes: waterproof jacket and trousers, layers, two pairs of socks a day\n- Kitchen: stove, gas, lighter, pan, mugs\n- Extras: head torch, bin bags for wet stuff, a pack of cards\nPack the waterproofs on top so you can grab them fast."},
	{"can you turn these into a to-do list: call the vet, renew car tax, buy bin bags, email Hollie about Saturday",
		"Done:\n1. Renew car tax (it has a deadline, do it first).\n2. Call the vet.\n3. Email Hollie about Saturday.\n4. Buy bin bags on the next shop.\nWant me to set reminders for any of these?"},
}

// rawFeltedAnswers are the assistant's long answers to a task a statement
// is incidental to, by kind of task (several sentences or a list, no value
// named).
var rawFeltedAnswers = map[string][]string{
	"recipe": {
		"Here are a few options that fit:\n1. A one-tray roast with whatever vegetables you have, 30 minutes in a hot oven.\n2. A quick stir-fry: prep everything first, then it's ten minutes in the pan.\n3. A big pot of soup on Sunday that covers two or three lunches.\nI can write out full quantities for any of them, or turn them into a shopping list.",
		"Good news, this is very doable. Start with the parts that take longest, then layer in the quicker ones. Batch-cooking two portions at a time saves a lot of evenings. A squeeze of lemon or some fresh herbs at the end lifts almost anything. Want me to put it all into a weekly plan?",
	},
	"code": {
		"Here's one way to do it. In the total column use:\n\n    =SUMIFS(D:D, A:A, A2, B:B, \">=\"&F1, B:B, \"<\"&F1+7)\n\nwhere column A is the name, B the date and F1 the Monday of the week. Copy it down for each person. If you'd rather, a pivot table with the week as a row does the same without formulas.",
		"Sure. The simplest approach is a helper column that works out the week number with =WEEKNUM(B2,2), then a pivot table with names as rows and weeks as columns, summing column D. It updates itself when you add rows, which saves you rewriting formulas every month.",
	},
	"email": {
		"Here's a draft:\n\nHi,\n\nI hope you're well. I wanted to get in touch about the below and to ask whether you could help. I'm happy to be flexible on timings and can send any details that would be useful.\n\nMany thanks,\n[Your name]\n\nWant it shorter, friendlier, or a bit more formal?",
		"Try this version:\n\n'Quick note to let you know about the change below, so your records are up to date. Nothing else needs doing on your side, but do shout if you have any questions.'\n\nIt's short and clear; I can add a line of thanks or a sign-off if you'd like.",
	},
	"trip": {
		"A few ideas, roughly in order of effort: a relaxed option with good reviews and easy booking, a slightly pricier place that's great for a special occasion, and a wildcard that's a bit further out but worth it. I'd book the first and keep the second in reserve. Shall I check availability and opening times?",
		"Here's a plan:\n- Shortlist three places with good recent reviews.\n- Check opening times and whether they take bookings.\n- Book the favourite, with a back-up for the same evening.\n- Look up transport and parking in advance.\nWant me to start the shortlist?",
	},
	"budget": {
		"Let's break it down:\n- Fixed costs first: rent, bills, transport.\n- Then the essentials: food, phone, insurance.\n- Then savings: set a fixed amount to move on payday.\n- Whatever's left is spending money.\nIf you aim to save around 10–15% of take-home, you'll get there without feeling skint. Want me to put it into a table?",
		"Here's a simple monthly plan: about half of take-home for needs (housing, bills, food), a third for everything else, and the rest straight into savings on payday. Automating the savings transfer is the single biggest help. I can set it out as a spreadsheet if you like.",
	},
	"gift": {
		"Some ideas:\n1. A good-quality version of something they already use every day.\n2. An experience: a class, a tasting, a day out together.\n3. Something personal: a framed photo or a book with a note inside.\n4. A few months' subscription to something they love.\nIf you tell me a bit more about what they're into, I can narrow it down.",
		"For someone hard to buy for, experiences beat things: tickets to something you can do together, a cookery class, or a night away. Add a handwritten card and it'll land better than anything expensive. Want me to look up a few options?",
	},
	"form": {
		"Yes, that's fine. They want the details as they stand today, so put the current information and don't worry about older history unless there's a separate box for it. If in doubt, a short note in the 'additional information' box never hurts, and keep a copy of what you send.",
		"That field just needs the current details. If there's a separate 'previous' section, fill it in only if something has changed recently. Exact dates are rarely required unless the form asks for them specifically, but having them to hand speeds things up if they call.",
	},
	"list": {
		"Here's a checklist to start from:\n- The urgent items first, this week\n- Anything that needs paperwork or ID\n- The quick jobs, all in one go\n- Nice-to-haves for the weekend\nTick things off as you go; I can set reminders for the ones with deadlines.",
		"Done:\n1. The things with a deadline.\n2. The things that need someone else to act (so start them early).\n3. The quick ones you can do in a spare ten minutes.\n4. Everything else.\nWant me to add dates to any of these?",
	},
}

// rawFeltedNews are sentences of a longer update that name no value: the
// person's week, family, friends and colleagues.
var rawFeltedNews = []string{
	"Mum's knee operation went well and she's already bossing the nurses around",
	"the car failed its MOT on a brake light, so that's another 80 gone",
	"Gosia's twins started nursery and apparently bit someone on day two",
	"Tunde got promoted and took us all out for pizza",
	"I finally finished that 900-page novel and I feel like a different person",
	"my brother ran his first half marathon in just under two hours",
	"the cat has decided 4am is breakfast time",
	"we had a power cut on Tuesday and I read by candlelight like a Victorian",
	"Hollie from work is off on maternity leave, the office feels empty",
	"Dad's learning to use video calls, mostly we see his ear",
	"I've started running again, very slowly, mostly downhill",
	"my niece lost her first tooth and the tooth fairy is apparently paying 2 quid now",
	"got a parking ticket outside the doctor's, while I was at the doctor's",
	"Benji's band played their first gig and it was, honestly, loud",
	"Ruthie's wedding is in June and the group chat is out of control",
	"the garden is a jungle and I've given up pretending otherwise",
	"I had a cold all week and watched an entire season of a show I didn't even like",
	"my sister's thinking of going back to college, which I think is brilliant",
}

// rawFeltedSmallTalk are the felted set's short chat turns (2 to 15
// words); no value named.
var rawFeltedSmallTalk = []string{
	"lol yes exactly that",
	"ooh that's perfect, ta",
	"wait, seriously?",
	"morning! coffee first, questions later",
	"set a timer for 12 mins pls",
	"what's 17% of 340?",
	"nah, leave it as it is",
	"ugh, mondays, am I right",
	"how do you spell rhythm again",
	"brilliant, cheers for that",
	"hmm, let me have a think",
	"sorry, got distracted — where were we?",
	"bank shuts at 4 right? nudge me at 3",
	"is it 'affect' or 'effect' in that sentence?",
	"night night!",
	"ok that genuinely made me laugh",
	"another word for tired that isn't tired?",
	"fair enough, ta very much",
	"how many grams in a cup of flour?",
	"yep, that one, go with that",
	"can you make that a bit shorter?",
	"you're a lifesaver honestly",
	"what time is it in Tokyo right now?",
	"how long do I boil an egg for runny?",
}

// rawFeltedReplies are the assistant's short answers to chat.
var rawFeltedReplies = []string{
	"Ha, I hear you. Anything I can do?",
	"Sure thing, sorted that for you.",
	"Okay! Shout if you need anything else.",
	"Noted, and good luck with it.",
	"Ha, classic. Hang in there.",
	"Happy to help, any time.",
	"Right, done. What's next?",
	"Got you. Anything else?",
	"No worries at all, that's what I'm here for.",
	"Coming right up.",
}

// rawFeltedUpdateReplies are the assistant's short answers to a longer
// update; no value named.
var rawFeltedUpdateReplies = []string{
	"Thanks for the update, that's a lot going on!",
	"Sounds like a full week. Hope the weekend's quieter.",
	"Good to hear your news. Anything I can help with from all that?",
	"That's a lot for one week; hope things calm down soon.",
	"Oh, lots happening! Want me to note anything down?",
}

// rawFeltedAcks are the assistant's answers to a correction or an answer
// the person gives it; no value named.
var rawFeltedAcks = []string{
	"Thanks for putting me straight, I've updated that.",
	"Ah, my mistake, sorry! Noted for next time.",
	"Perfect, that's all I needed. Sorting it now.",
	"Got it, I'll use that from now on.",
}

// mixes reports whether g's set is the everyday mixed traffic (the felted
// set).
func (g *rawGen) mixes() bool { return g.ph == PhrasingFelted }

// mixedHistory is history for the felted set: each statement comes in
// one of the forms of rawFeltedStmts (mixedStatement), with mixed traffic
// after it (mixedExchange); see formedHistory.
func (g *rawGen) mixedHistory(vals []string, revert, chatty bool) []stmt {
	return g.formedHistory(vals, revert, chatty, g.mixedStatement, nil, g.mixedExchange)
}

// formedHistory is history for the sets whose statements come in forms
// (felted, spun): the person's other attributes get values of the set
// that hold all through (g.bg); each statement (said by statement, then
// answered by after when it is set) comes 75 to 140 days after the
// previous one or after six to ten sessions of traffic (formedFiller with
// exchange; times the filler scale), whichever is later, with a session
// every few days in between.
func (g *rawGen) formedHistory(vals []string, revert, chatty bool, statement func(vals []string, i int, revert bool) string,
	after func(vals []string), exchange func(vals []string, i int, chatty bool)) []stmt {
	g.pickBackground()
	var h []stmt
	var next time.Time
	for i, v := range vals {
		g.until(next)
		g.session()
		for range g.rng.IntN(2) {
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
		id := statement(vals, i, revert)
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: g.t})
		if after != nil {
			after(vals)
		}
		n := (6 + g.rng.IntN(5)) * g.fillerScale
		if i == len(vals)-1 {
			g.formedFiller(vals, i, chatty, n, exchange)
			break
		}
		next = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		g.formedFiller(vals, i, chatty, n, exchange)
		for g.t.AddDate(0, 0, 8).Before(next) {
			g.formedFiller(vals, i, chatty, 1, exchange)
		}
	}
	return h
}

// formedFiller adds n sessions a few days apart after statement vals[i],
// each of one to three exchanges.
func (g *rawGen) formedFiller(vals []string, i int, chatty bool, n int, exchange func(vals []string, i int, chatty bool)) {
	for range n {
		g.t = g.t.AddDate(0, 0, 2+g.rng.IntN(6))
		g.session()
		for range 1 + g.rng.IntN(3) {
			exchange(vals, i, chatty)
		}
	}
}

// mixedStatement says vals[i]'s statement (a first statement, a change,
// or the revert when revert is set and it is the last) in a form drawn at
// random, with the turns the form needs before it (a request and the
// assistant's clarifying question, or a request the assistant answers
// from a stale memory or a wrong guess) and the assistant's answer after
// it, and returns the statement's turn.
func (g *rawGen) mixedStatement(vals []string, i int, revert bool) string {
	f := rawFeltedByAttr[g.a.predicate]
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	ask := f.asks[g.rng.IntN(len(f.asks))]
	switch r := g.rng.IntN(20); {
	case r < 4: // a short aside
		id := g.user(fillOne(pick(g.rng, s.chat), vars))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		return id
	case r < 10: // incidental to a task
		t := s.task[g.rng.IntN(len(s.task))]
		id := g.user(fillOne(t.text, vars))
		g.assistantTurn(pick(g.rng, rawFeltedAnswers[t.kind]))
		return id
	case r < 15: // one sentence of a longer update
		core := fillOne(pick(g.rng, s.update), vars)
		id := g.user(g.mixedUpdate(core, ""))
		g.assistantTurn(pick(g.rng, rawFeltedUpdateReplies))
		return id
	case r < 17: // a correction of the assistant's stale memory or wrong guess
		wrong := pick(g.rng, g.otherValues(vals))
		if i > 0 {
			wrong = vals[i-1]
		}
		g.user(ask.req)
		g.assistantTurn(fillOne(ask.stale, map[string]string{"v": wrong}))
		id := g.user(fillOne(pick(g.rng, s.fix), vars))
		g.assistantTurn(pick(g.rng, rawFeltedAcks))
		return id
	default: // the answer to the assistant's clarifying question
		g.user(ask.req)
		g.assistantTurn(ask.ask)
		id := g.user(fillOne(pick(g.rng, s.answer), vars))
		g.assistantTurn(pick(g.rng, rawFeltedAcks))
		return id
	}
}

// mixedExchange is one exchange of the person and the assistant after
// statement vals[i] (formedFiller's): about a third short chat (small talk, a quick fact
// about one of the person's other attributes, a nickname for the value
// that holds, talk on the topic that names no value), about a third tasks
// the assistant answers at length (naming no value, incidental to another
// attribute, or a question about another value of the asked one), and
// about a third longer updates (mixedUpdate) that may hold one sentence
// naming another value of the asked attribute: someone else's, the
// person's own earlier one told as past, or a plan or hypothetical that
// does not happen. The assistant sometimes names another value (always
// once more when chatty).
func (g *rawGen) mixedExchange(vals []string, i int, chatty bool) {
	f := rawFeltedByAttr[g.a.predicate]
	others, past := g.otherValues(vals), g.pastValues(vals, i)
	bg := g.bgAttr()
	bf := rawFeltedByAttr[bg]
	switch r := g.rng.IntN(30); {
	case r < 6:
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 8:
		g.user(fillOne(pick(g.rng, bf.state.chat), map[string]string{"v": g.bg[bg]}))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 9 && f.nicks[g.cur] != "":
		g.user(strings.ReplaceAll(pick(g.rng, f.nick), "{nick}", f.nicks[g.cur]))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 10:
		g.user(g.fill(g.a.chatter, nil))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 15:
		c := rawFeltedChores[g.rng.IntN(len(rawFeltedChores))]
		g.user(c.ask)
		g.assistantTurn(c.answer)
	case r < 17:
		t := bf.state.task[g.rng.IntN(len(bf.state.task))]
		g.user(fillOne(t.text, map[string]string{"v": g.bg[bg]}))
		g.assistantTurn(pick(g.rng, rawFeltedAnswers[t.kind]))
	case r < 19:
		k, v := g.rng.IntN(len(f.query)), pick(g.rng, others)
		g.user(fillOne(f.query[k], map[string]string{"v": v}))
		g.assistantTurn(fillOne(f.queryReply[k], map[string]string{"v": v}))
	case r < 20:
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
	default:
		topic := ""
		switch k := g.rng.IntN(8); {
		case k < 3:
			topic = g.fill(g.a.other, map[string]string{"v": pick(g.rng, others)})
		case k < 4 && len(past) > 0:
			topic = fillOne(pick(g.rng, f.past), map[string]string{"v": pick(g.rng, past)})
		case k < 5:
			topic = fillOne(pick(g.rng, f.plan), map[string]string{"v": pick(g.rng, others)})
		case k < 6:
			topic = g.fill(g.a.chatter, nil)
		}
		g.user(g.mixedUpdate("", topic))
		g.assistantTurn(pick(g.rng, rawFeltedUpdateReplies))
	}
	if chatty && g.rng.IntN(3) == 0 {
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
	}
}

// mixedUpdate is a longer update of three to eight sentences: the
// person's own other attributes with their values (a chat or update
// statement of that attribute), other people's values of the attributes
// not asked, and news that names no value; one time in three it is mostly
// about other people. core, the statement of the asked attribute, if any,
// is one of the sentences, and topic, a sentence that names another value
// of the asked attribute or none, if any, comes before it, so that no
// sentence after the statement names a value of the asked attribute and
// the value that holds is named last.
func (g *rawGen) mixedUpdate(core, topic string) string {
	n := 3 + g.rng.IntN(6)
	if core != "" || topic != "" {
		n--
	}
	if core != "" && topic != "" && n > 2 {
		n--
	}
	people := g.rng.IntN(3) == 0
	var body []string
	used := map[string]bool{}
	for len(body) < n {
		var s string
		switch r := g.rng.IntN(10); {
		case r < 3 && !people:
			name := g.bgAttr()
			if used[name] {
				continue
			}
			used[name] = true
			l := rawFeltedByAttr[name].state
			s = fillOne(pick(g.rng, append(append([]string(nil), l.chat...), l.update...)), map[string]string{"v": g.bg[name]})
		case r < 5 || (people && r < 8):
			name := g.bgAttr()
			var vs []string
			for _, v := range rawAttrs[name].valuesIn(g.ph) {
				if v != g.bg[name] {
					vs = append(vs, v)
				}
			}
			tpl := pick(g.rng, rawAttrs[name].other[g.ph])
			if used[tpl] {
				continue
			}
			used[tpl] = true
			s = fillOne(tpl, map[string]string{"v": pick(g.rng, vs)})
		default:
			s = pick(g.rng, rawFeltedNews)
		}
		if !used[s] {
			used[s] = true
			body = append(body, s)
		}
	}
	// the statement (or, without one, the topic) goes in at a random
	// place; the topic, with a statement, anywhere before it
	var out []string
	at := g.rng.IntN(len(body) + 1)
	lead := core
	if lead == "" {
		lead, topic = topic, ""
	}
	tat := -1
	if topic != "" {
		tat = g.rng.IntN(at + 1)
	}
	for k := 0; k <= len(body); k++ {
		if k == tat {
			out = append(out, topic)
		}
		if k == at && lead != "" {
			out = append(out, lead)
		}
		if k < len(body) {
			out = append(out, body[k])
		}
	}
	for k, s := range out {
		s = capitalize(s)
		if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
			s += "."
		}
		out[k] = s
	}
	return strings.Join(out, " ")
}
