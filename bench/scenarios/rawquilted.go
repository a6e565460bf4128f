package scenarios

import "time"

// The quilted set lives in its own file, as the veiled to knotted sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is plans, cancellations and confirmations: the
// person talks to an assistant about changes before they happen and
// after. Weeks before each change they float it as a hedged plan or
// intention ("I'm thinking of moving to X", "I've got a second interview
// at X", "might try the X diet next month"; rawQuiltedPlans), sometimes
// with a later step that is still not the change ("second viewing of the X
// place is on Thursday", "verbal offer from X"); often a plan for another
// value comes first and falls through ("the X flat fell through", "I
// turned the X offer down"), and in the filler weeks other plans are
// floated and dropped. The change itself is confirmed later, mostly in
// words that do not repeat the plan's verb ("keys collected, first night
// in X", "my X badge finally works", "week one of X done"), sometimes
// only by referring back ("so the thing I mentioned happened: X it is").
// Other people's plans and changes, small talk and assistant turns that
// name other values (or the planned value, when it answers a plan) fill
// the weeks between. So the gold rule of this set is the mood: only a
// turn in which the person states a value as holding is gold, never a
// plan, a step towards it, a cancelled plan or someone else's news.
// Questions ask for the value that held, some with no topic word, with
// months asked "in", "during", "all the way through" or "on a typical day
// in", and "before X".
func init() {
	installRawSet(PhrasingQuilted, rawQuiltedAttrs, rawQuiltedSmallTalk, rawQuiltedReplies,
		[]string{"in ", "during ", "all the way through ", "on a typical day in "},
		[]string{"Ansgar", "Briallen", "Dunja", "Eleni", "Folasade", "Guthrie",
			"Torvald", "Jaroslav", "Sigrun", "Nkechi", "Orsolya", "Pascoe"})
}

// rawQuiltedLists are the quilted set's plan lists per attribute: the
// person's own hedged plan for {v} (plan; planBack for a return to an
// earlier value), a later step towards it that is still not the change
// (step), a plan that falls through (cancel), and the assistant's answer
// to a plan (reply). Each names {v} and no other placeholder; none states
// that {v} holds.
type rawQuiltedLists struct {
	plan, planBack, step, cancel, reply []string
}

var rawQuiltedPlans = map[string]rawQuiltedLists{
	"lives_in": {
		plan: []string{
			"I'm thinking of moving to {v} in the new year. Is that mad?",
			"There's a flat in {v} I might go and see on Saturday. What should I ask the agent?",
			"Half tempted to put an offer in on a place in {v}. Talk me out of it, or into it.",
			"might relocate to {v} if the numbers add up, can you compare rents for me?",
			"Just floating an idea: what would my commute look like if I lived in {v}?",
			"I've been browsing listings in {v} every night this week. Maybe it's time for a change of scene.",
		},
		planBack: []string{
			"Honestly I keep thinking about going back to {v}. Would that be admitting defeat?",
			"I miss {v}. Half considering moving back there when this lease is up.",
			"What would it cost me to move back to {v}? Just wondering, nothing decided.",
			"my old landlord in {v} says the flat might come free again. tempting...",
		},
		step: []string{
			"Second viewing of the {v} place is on Thursday. Fingers crossed for me.",
			"I've put a holding deposit down on somewhere in {v}, but nothing's signed yet.",
			"Provisionally booked a van for the move to {v}, end of the month if it all goes through.",
			"The referencing checks for the {v} flat are still going. Nothing to do but wait.",
		},
		cancel: []string{
			"Bad news: the {v} flat fell through. The landlord gave it to someone else, so I'm staying put.",
			"Scrap the idea about {v}, the numbers just don't work. Not moving after all.",
			"I pulled out of the {v} place this morning. The survey was a horror story.",
			"Forget I ever mentioned {v}. I'm not going anywhere for now.",
			"the {v} move is off, the landlord wanted six months' rent up front",
		},
		reply: []string{
			"That's a big step! Happy to pull together what living in {v} would cost you.",
			"Good luck with it. If {v} goes ahead, I can build you a moving checklist.",
			"Noted as a maybe. Let me know how things go with {v}.",
			"Exciting. Shall I look up broadband deals and bin days in {v}, just in case?",
		},
	},
	"works_at": {
		plan: []string{
			"I've got a second interview at {v} on Thursday. Can we practise some questions?",
			"Thinking about applying to {v}. Is my CV good enough for a place like that?",
			"A recruiter from {v} messaged me about a role. Might hear them out.",
			"If {v} make me an offer, should I haggle over the money or just take it?",
			"There's an opening at {v} that looks made for me. Should I go for it?",
			"Had a coffee chat with someone from {v} today. Could turn into something, who knows.",
		},
		planBack: []string{
			"My old manager at {v} says there's a role if I want it. Is going back a step backwards?",
			"Honestly tempted to ask {v} for my old job back. Thoughts?",
			"Would it be weird to reapply at {v}? I keep thinking about it.",
			"Heard {v} are rehiring. Part of me wants to go back there.",
		},
		step: []string{
			"The {v} offer is on the table and I've asked for the weekend to think it over.",
			"Final round at {v} next week: a presentation to the whole team. Help?",
			"The {v} people want two references. Who should I ask?",
			"Verbal offer from {v}! Waiting on the written contract before I say anything at work.",
		},
		cancel: []string{
			"I turned the {v} offer down. The salary was fine but the commute would have killed me.",
			"Didn't get the {v} job. They went with an internal candidate. Onwards.",
			"The {v} role got frozen before they made a decision. So that's that.",
			"Pulled my application to {v}. Something felt off at the final interview.",
			"I'm not going to {v} after all; I rang them this morning and said no.",
		},
		reply: []string{
			"Good luck! If it helps, I can pull together what I know about {v} before the interview.",
			"Sounds promising. Let me know how it goes with {v}.",
			"Happy to help you weigh up {v} once you have more details.",
			"Fingers crossed for the {v} role. Want me to draft some questions to ask them?",
		},
	},
	"diet": {
		plan: []string{
			"Might try the {v} diet next month. Is it actually healthy or just a fad?",
			"My doctor mentioned {v} as something to consider. What would a week of that look like?",
			"Thinking of going {v} after the holidays. What would I need to buy?",
			"A friend swears by {v}. Tempted to give it a go at some point.",
			"Could I do {v} on my budget, do you think? Just considering it for now.",
			"If I went {v}, would I still be able to eat in the canteen at work?",
		},
		planBack: []string{
			"I'm wondering if I should just go back to {v}. It was so much easier.",
			"Part of me misses eating {v}. Might return to it at some point.",
			"Considering a return to the {v} diet. Would that be a cop-out?",
			"Should I go back to {v}? Weigh it up for me, pros and cons.",
		},
		step: []string{
			"Appointment with the dietitian on Friday to talk about {v}. Any questions I should take?",
			"I've ordered a {v} cookbook. Starting once it arrives, maybe.",
			"Doing a big {v} shop this weekend, ready to begin on the first. Probably.",
			"Can you draft me a {v} meal plan for when I start? Not yet, but soon.",
		},
		cancel: []string{
			"I've dropped the {v} idea. Too expensive and far too fiddly.",
			"The dietitian talked me out of {v}, so that's not happening.",
			"Gave the {v} plan a lot of thought and decided against it.",
			"No {v} for me after all; I read up on it properly and it's not for me.",
			"Scrapping the {v} experiment before it starts. My gut says no, literally.",
		},
		reply: []string{
			"That could work. If you do try {v}, I can draw up a starter meal plan.",
			"Worth reading up on first. Let me know if you decide on {v}.",
			"Happy to look into {v} for you whenever you're ready.",
			"Interesting idea. I'll hold off on {v} recipes until you've decided.",
		},
	},
	"partner": {
		plan: []string{
			"I think I might ask {v} out. Is a gallery too much for a first date?",
			"There's someone called {v} in my climbing class. Maybe something there?",
			"I've got a second date with {v} on Friday. What do I wear?",
			"Is it too soon to call things serious with {v}? We've only been out twice.",
			"Thinking of telling {v} how I feel. Help me not make a mess of it.",
			"Friends want to set me up with {v}. Should I say yes?",
		},
		planBack: []string{
			"I keep thinking about getting back with {v}. Bad idea?",
			"My ex {v} messaged me out of the blue. Part of me wants to try again.",
			"Should I give things with {v} another chance? Be honest with me.",
			"Had coffee with {v} yesterday, first time in ages. Old feelings, maybe.",
		},
		step: []string{
			"Third date with {v} went really well. Not official yet though.",
			"Meeting {v}'s friends at the weekend and I'm weirdly nervous.",
			"We've been texting every day, {v} and me. Still working out what we are.",
			"Going away for a weekend with {v}, which feels like a big deal even though nothing's official.",
		},
		cancel: []string{
			"Nothing's happening with {v} after all. We're better as friends.",
			"I didn't ask {v} out in the end. Lost my nerve, and probably for the best.",
			"It fizzled out with {v} before it even started. Oh well.",
			"Turned down the setup with {v}. Not ready for that.",
			"Called things off with {v} before they got serious.",
		},
		reply: []string{
			"That sounds exciting. Good luck with {v}!",
			"Take it at your own pace. Let me know how things go with {v}.",
			"Happy to help you plan something for {v} if it goes that way.",
			"No rush to put a label on it. I'll keep {v} in mind as a maybe.",
		},
	},
}

// rawQuiltedShrugs are the assistant's answers to a cancelled plan; no
// value named.
var rawQuiltedShrugs = []string{
	"Sorry that didn't work out. Better to know now than later.",
	"Fair enough. I'll take it off the list of things we're tracking.",
	"Understood. Plenty of other options when you're ready.",
	"That's a shame, but it sounds like the right call.",
}

// rawQuiltedAttrs are the quilted set's lists per attribute. The change
// and revert lists are confirmations: the change has happened, told
// mostly without the plan's verb, sometimes by referring back to it.
var rawQuiltedAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Siena", "Colmar", "Brasov", "Lund", "Haarlem", "Trier",
			"Cadiz", "Porvoo", "Ohrid", "Mantua", "Kilmarnock", "Bellingham"},
		state: []string{
			"Before we get into the planning stuff, some background: I rent a one-bed in {v} and have done for four years.",
			"I live in {v}, on the top floor, and the lift has been broken since Tuesday. Can you help me word a complaint?",
			"for context when I ask about moving later: home right now is {v}, a shared house near the river",
			"I'm settled in {v} for the time being and the council tax bill just landed. Is there a single-person discount?",
			"My flat in {v} gets zero afternoon light. Which herbs would survive on a north-facing sill?",
			"We've been in {v} since the kids started school, so whatever you suggest has to work from there.",
		},
		change: []string{
			"the {old} flat is someone else's problem now: keys collected, first night in {new}!",
			"so the thing I mentioned happened: {new} it is. Slept there last night for the first time.",
			"Update from the other end of the move: {old} is behind me and I'm writing this from the floor of my new lounge in {new}.",
			"the removal lorry has gone, the boxes are in, and my address is officially {new} as of today",
			"It actually happened. Deposit back from {old}, lease signed, and I woke up in {new} this morning.",
			"remember all that back and forth about the move? done. I live in {new} now.",
			"Registered with a GP at my new address in {new} today, so I suppose that makes it real.",
		},
		revert: []string{
			"Well, {old} didn't take. I moved back to {new} at the weekend and I'm in my old postcode again.",
			"The whole {old} chapter is closed: as of today I'm living in {new} again.",
			"You'll laugh: I gave up the {old} lease and I'm back home in {new}, same street as before.",
			"After all that, {old} lasted less than a year. The van brought me home to {new} yesterday.",
			"quick one: I've left {old} and returned to {new}, unpacked and everything",
		},
		chatter: []string{
			"What's a reasonable amount to offer under the asking rent, if anything?",
			"How far ahead should you book removal men, roughly?",
			"Is it worth paying for a professional inventory when you move in somewhere?",
			"how do I find out whether a street floods before I commit to it",
		},
		other: []string{
			"My sister's thinking of moving to {v} with her boyfriend. I'm staying out of it.",
			"My best mate just got the keys to a flat in {v}, so I'm helping him paint on Sunday.",
			"My dad keeps saying he'll retire to {v}. He's been saying that for ten years.",
			"A colleague has just relocated to {v} and won't stop sending me photos of the sea.",
			"My cousin pulled out of buying in {v} last week, the survey found subsidence.",
		},
		assistant: []string{
			"Before I book anything: I've got {cur} as your home, and {v} as a place you've only mentioned in passing. Right?",
			"Rents in {v} have gone up quite a bit this year, for what it's worth.",
			"If you ever do look at {v}, the train links are decent. For now I'll keep planning around {cur}.",
			"There's a food festival in {v} next month, if you fancy a day trip.",
		},
		qCurrent: []string{
			"Where does {name} actually live at this point, plans aside?",
			"Which city is {name}'s home as of the latest messages?",
			"If a courier needed {name}'s address tonight, which city would they head for?",
			"Where is {name} settled right now, not where they were thinking of going?",
			"Where would you find {name} on an ordinary weeknight evening, at home?",
		},
		qWhen: []string{
			"Which city was {name} actually living in {when}, leaving plans to one side?",
			"Where did {name} go home to at night {when}?",
			"What was {name}'s town of residence {when}?",
			"Which postmark would a letter from {name}'s own letterbox have carried {when}?",
		},
		qBefore: []string{
			"Where did {name} live before actually making the move to {next}?",
			"Which city was {name} still living in while the {next} move was only talk?",
			"Until the {next} plans stopped being plans, which town did {name} call home?",
			"From which town did the van carry {name}'s boxes when {next} finally happened?",
		},
	},
	"works_at": {
		values: []string{"Wrenmoor Analytics", "Ashdown Ceramics", "Blackwater Seeds", "Cobblestone Transit",
			"Dapplegrey Media", "Eastwold Clinic", "Furnace Hill Steel", "Gullrock Ferries",
			"Holloway Tiles", "Lindenfold Software", "Mistlethorpe Hotels", "Nutwood Press"},
		state: []string{
			"Some background for later: I'm a data analyst at {v}, four years in, and lately a bit restless.",
			"I work at {v} and our appraisals are next week. How do I talk up a quiet year?",
			"Can you help me with an out-of-office reply? I'm at {v}, in the finance team, off from Friday.",
			"My job at {v} comes with a pension I don't understand at all. Explain salary sacrifice to me?",
			"Still employed by {v}, still on the early shift. What's a breakfast I can eat on the bus?",
			"I've been with {v} since I graduated, so this is the only payroll I've ever known.",
		},
		change: []string{
			"My {new} badge finally works! Three days of being buzzed in by reception.",
			"Nobody at the new place cares how we did things at {old}, which is refreshing: week one of {new} done.",
			"so the thing I mentioned happened: I signed with {new} and my first payslip is already in.",
			"Cleared my desk at {old} on Friday and started at {new} this morning. New laptop, new login, new everything.",
			"The {old} leaving drinks were last night; today I'm an employee of {new}. Strange feeling.",
			"contract signed, induction done: I officially work for {new} now",
			"Got my {new} email address today, which I suppose makes it official.",
		},
		revert: []string{
			"Turns out {old} wasn't for me. I'm back at {new} from Monday, and they gave me my old desk.",
			"After the {old} detour I've rejoined {new}, same team as before.",
			"Handed back the {old} laptop yesterday and walked into {new} again this morning like I'd never left.",
			"Left {old} after a rocky few months; {new} had a vacancy and I'm back working there.",
		},
		chatter: []string{
			"How long is a normal notice period, if the contract doesn't say?",
			"Is it rude to ask about salary in a first interview?",
			"What's a polite way to say no to a counter-offer?",
			"how do people job hunt without their boss noticing",
		},
		other: []string{
			"My flatmate just started at {v} and already hates the coffee machine.",
			"My brother has an interview at {v} next week and wants me to quiz him.",
			"A friend from uni turned down an offer from {v}, which I think was a mistake.",
			"My mum is retiring from {v} after twenty-two years. There's a party on Friday.",
			"Someone on my team is leaving for {v}, so I'm inheriting all her spreadsheets.",
		},
		assistant: []string{
			"Just so I have it right: you're at {cur}, and {v} was one of the firms you were looking at?",
			"I saw {v} in the news today, something about a merger.",
			"If you ever want a comparison, {v} has a similar pension scheme to {cur}.",
			"For the out-of-office I'll put {cur}, not {v}. Shout if that's wrong.",
		},
		qCurrent: []string{
			"Who employs {name} at this point, not counting any offers still floating around?",
			"Which firm is {name} actually working for as of now?",
			"Whose logo would be on {name}'s work laptop if you looked today?",
			"Which firm's Monday meetings does {name} sit through these days, job hunting or not?",
			"Which organisation pays {name}'s salary right now?",
		},
		qWhen: []string{
			"Whose staff list carried {name}'s name {when}, offers and interviews aside?",
			"Whose office did {name} commute to {when}?",
			"For which outfit was {name} genuinely putting in the hours {when}?",
			"Which company did {name} actually work for {when}, offers aside?",
		},
		qBefore: []string{
			"Who did {name} work for before actually starting at {next}?",
			"Which company was {name} still at while the {next} job was only an idea?",
			"Before {next} took {name} on, whose payroll were they on?",
			"Which employer did {name} leave once {next} came through?",
		},
	},
	"diet": {
		values: []string{"lacto-ovo", "low-acid", "high-iron", "shellfish-free", "Blue Zones",
			"Kempner", "Montignac", "low-sulfite", "peanut-free", "plant-forward"},
		state: []string{
			"Background for the recipe questions I'm about to ask: I eat {v} and have done for a couple of years.",
			"I'm {v} at the moment, so can you check this curry recipe works for me?",
			"Planning my lunches for the week. I follow a {v} diet, so nothing too clever.",
			"My doctor's happy with the {v} diet I've been on, so I'm sticking with it. Snack ideas?",
			"Going to a wedding where the menu is fixed. How do I tell them I eat {v} without a fuss?",
			"Meal prep Sunday! Everything's {v} as usual; give me one new dish to try.",
		},
		change: []string{
			"Coming off {old} was easier than I feared: week one of {new} done, and I feel better for it.",
			"so the thing I mentioned happened: the cupboards are cleared out and I'm eating {new} now.",
			"Bin bag of {old} staples gone to the food bank; everything in my fridge is {new} as of this week.",
			"I've properly switched now: {new} since Monday, no cheating.",
			"Day ten on {new}, so I'd say it's stuck. Recipe ideas welcome.",
			"It's official, my food diary says {new} every day this week.",
			"Goodbye {old}: I'm on the {new} diet for real now, the dietitian signed off on it.",
		},
		revert: []string{
			"The {old} diet and I have parted ways. Back to eating {new}, and happier for it.",
			"Tried {old}, hated it, returned to {new} as of yesterday.",
			"My body has voted: {old} is out and I'm {new} again.",
			"After a few months of {old}, I've gone back to the {new} way of eating.",
		},
		chatter: []string{
			"Is it worth buying a proper food scale or is that obsessive?",
			"How do I say no to office cake without seeming rude?",
			"What's a decent lunch box that doesn't leak?",
			"how long does cooked rice actually keep in the fridge",
		},
		other: []string{
			"My partner's colleague has gone {v} and talks about nothing else.",
			"My sister might try {v} in January. I've told her I'm not cooking separately.",
			"My dad's cardiologist has put him on a {v} diet, so family dinners are interesting.",
			"A friend gave up on {v} after three weeks; she says she's never been so hungry.",
			"My flatmate is starting {v} on Monday and has taken over two shelves of the fridge.",
		},
		assistant: []string{
			"I've kept the meal plan {cur}. Did you want a {v} version too, or was that for someone else?",
			"There's a good {v} cookbook out this month, in case it's useful for friends.",
			"Just checking: {cur} is what you eat now, and {v} was only an idea?",
			"The restaurant does a {v} menu, but I've asked them about {cur} options for you.",
		},
		qCurrent: []string{
			"What diet is {name} really following these days, ignoring the ones they only toyed with?",
			"Which food regime is {name} genuinely on, now that the dust has settled?",
			"If you were cooking for {name} this week, what would the meal have to be?",
			"Which way of eating has {name} settled on for now?",
			"What should a host plan {name}'s plate around as of today?",
		},
		qWhen: []string{
			"What was {name} eating {when}, going by what actually happened?",
			"Which diet did {name} actually keep to {when}?",
			"If you had cooked for {name} {when}, what would the food have had to be?",
			"What were {name}'s food rules {when}, not counting ideas they were only weighing?",
		},
		qBefore: []string{
			"Which food rules had {name} kept until {next} stopped being an idea and started for real?",
			"What was {name} still eating while going {next} was just talk?",
			"Before {next} took over, what was {name}'s way of eating?",
			"What did {name} give up when they finally went {next}?",
		},
	},
	"partner": {
		values: []string{"Bertil", "Cosmin", "Dorotea", "Emrik", "Fiadh",
			"Hektor", "Ilaria", "Joris", "Liesel", "Ruben"},
		state: []string{
			"Some context for the gift questions: my partner is {v}, and we've been together three years.",
			"Anniversary coming up with {v}. Ideas that aren't flowers?",
			"My other half, {v}, has been stuck at work all week. What can I cook as a surprise?",
			"Me and {v} are arguing about whose turn it is to host Christmas. Settle it?",
			"I'm with {v} and we're going on holiday in June. Where's warm but not crowded?",
			"It's date night with {v} on Friday. Somewhere cosy, please.",
		},
		change: []string{
			"We made it official: {new} and I are together. Told my mum and everything.",
			"so the thing I mentioned happened: it's {new} and me now, properly.",
			"Things with {old} are finished, and I'm with {new} now. Happy, honestly.",
			"Met {new}'s parents on Sunday, so I think we're officially a couple.",
			"After {old}, I thought I'd be single for a while, but it's me and {new} now.",
			"Relationship status update: taken, by {new}. We sorted it all out over dinner last night.",
			"Deleted the old photos with {old}; the new lock screen is me and {new}.",
		},
		revert: []string{
			"The {old} thing ran its course. {new} and I have patched it up and we're a couple again.",
			"Call it a relapse: {old} is history and I'm back with {new}.",
			"Split from {old} last week; {new} and I are together again.",
			"After {old}, I've gone back to {new}. We talked it all through.",
		},
		chatter: []string{
			"Is a joint account a romantic gesture or a logistical one?",
			"What's a good first-date place that isn't a bar?",
			"Is it normal to go quiet for a day after a big argument?",
			"how soon is too soon to leave a toothbrush at someone's place",
		},
		other: []string{
			"My sister's new partner is {v}, and the whole family is already obsessed.",
			"My best friend might be getting back with {v}. I'm biting my tongue.",
			"My brother and {v} just got engaged!",
			"A colleague is thinking of asking {v} out and wants my opinion.",
			"My flatmate broke up with {v} last night, so it's ice cream and films.",
		},
		assistant: []string{
			"I've put you and {cur} down for the dinner. Is {v} a friend joining you?",
			"For the anniversary I'll plan around {cur}. {v} was someone else, I think?",
			"It sounds like {v} is a good friend to have around.",
			"Shall I add {v} to the guest list, or is it just you and {cur}?",
		},
		qCurrent: []string{
			"Who is {name} actually with at this point, not counting the maybes?",
			"Who's {name}'s partner as of the latest messages?",
			"If an invitation for {name} and partner arrived this morning, who's the partner?",
			"Whose lock screen photo is next to {name}'s face right now?",
			"Which person has {name} actually committed to, as things stand?",
		},
		qWhen: []string{
			"Who was {name} actually in a relationship with {when}, crushes aside?",
			"Which person was {name} seriously going out with {when}?",
			"Who was really {name}'s significant other {when}, whatever was being mulled over?",
			"Setting the table for {name}'s household {when}, whose place card sat beside theirs?",
		},
		qBefore: []string{
			"Who was {name} with before things became official with {next}?",
			"Who was {name}'s partner while {next} was still just a maybe?",
			"Before {next} came into {name}'s life for real, who was the partner?",
			"Who did {name} part ways with once it was settled with {next}?",
		},
	},
}

// rawQuiltedSmallTalk are the quilted set's small talk; no value named.
var rawQuiltedSmallTalk = []string{
	"Can you remind me to renew my passport in March?",
	"What's a good way to keep track of all my plans? Everything lives in my head.",
	"Rainy again. Suggest something to do indoors that isn't a screen?",
	"I keep making plans and cancelling them. Is that a personality flaw?",
	"Help me write a birthday message for my nan, she's turning ninety.",
	"Is it a cold or am I just tired? Sore throat, no fever.",
	"I finally fixed the wobbly table leg. Small victories.",
	"Give me a ten-minute stretching routine for after work.",
	"Is a railcard worth it if I travel maybe six times a year?",
	"My phone battery dies by lunchtime. Anything I can do about that?",
	"Recommend me a podcast for a long drive on Saturday?",
	"What gets biro ink out of a white shirt cuff?",
	"What's a good book to read on holiday, something light?",
	"Set me a reminder to call the bank on Thursday morning, please.",
}

// rawQuiltedReplies are the assistant's short replies in the quilted set.
var rawQuiltedReplies = []string{
	"Gladly, let me take that one on.",
	"Here's a quick rundown for you.",
	"Sure, let's get that sorted.",
	"Ooh, good one. Thinking out loud below.",
	"All done. Anything else on your list today?",
	"Got it. My suggestion, in three steps:",
	"Of course. Short answer first, then the details.",
	"Noted for next time we plan anything.",
	"That's doable. Here's how I'd go about it.",
	"Right, here's a plan of attack.",
}

// plans reports whether g's set talks about changes before they happen
// (the quilted set).
func (g *rawGen) plans() bool { return g.ph == PhrasingQuilted }

// planHistory is history for the quilted set: vals[0] is stated first;
// each change comes 75 to 140 days after the previous statement's filler,
// and three to five weeks before it the person floats it as a plan (a
// return to an earlier value as planBack), sometimes followed by a step
// towards it; two times in three a plan for a value the history never
// takes comes before that and falls through. Then the change is confirmed
// (a change or revert template), and filler sessions follow
// (planFiller).
func (g *rawGen) planHistory(vals []string, revert, chatty bool) []stmt {
	l := rawQuiltedPlans[g.a.predicate]
	var h []stmt
	for i, v := range vals {
		if i > 0 {
			next := g.t.AddDate(0, 0, 75+g.rng.IntN(66))
			if g.rng.IntN(3) != 0 {
				y := pick(g.rng, g.otherValues(vals))
				g.until(next.AddDate(0, 0, -55-g.rng.IntN(10)))
				g.session()
				g.user(fillOne(pick(g.rng, l.plan), map[string]string{"v": y}))
				g.assistantTurn(fillOne(pick(g.rng, l.reply), map[string]string{"v": y}))
				g.t = g.t.AddDate(0, 0, 4+g.rng.IntN(7))
				g.session()
				g.user(pick(g.rng, rawQuiltedSmallTalk))
				g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
				g.user(fillOne(pick(g.rng, l.cancel), map[string]string{"v": y}))
				g.assistantTurn(pick(g.rng, rawQuiltedShrugs))
			}
			g.until(next.AddDate(0, 0, -24-g.rng.IntN(15)))
			g.session()
			tpls := l.plan
			if revert && i == len(vals)-1 {
				tpls = l.planBack
			}
			g.user(fillOne(pick(g.rng, tpls), map[string]string{"v": v}))
			g.assistantTurn(fillOne(pick(g.rng, l.reply), map[string]string{"v": v}))
			if g.rng.IntN(2) == 0 {
				g.t = g.t.AddDate(0, 0, 6+g.rng.IntN(7))
				g.session()
				g.user(fillOne(pick(g.rng, l.step), map[string]string{"v": v}))
				g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
			}
			for g.t.AddDate(0, 0, 9).Before(next) {
				g.planFiller(vals, chatty, 1)
			}
			g.until(next)
		}
		g.session()
		id := g.user(g.statement(vals, i, revert))
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: g.t})
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		g.planFiller(vals, chatty, (6+g.rng.IntN(5))*g.fillerScale)
	}
	return h
}

// until moves g's clock forward to t (never back).
func (g *rawGen) until(t time.Time) {
	if g.t.Before(t) {
		g.t = t
	}
}

// planFiller is filler for the quilted set: n sessions of small talk with
// the assistant's replies, and sometimes talk on the topic without a
// value, another person's plan or value, the assistant naming another
// value, or the person's own plan for a value the history never takes,
// which falls through in the next session.
func (g *rawGen) planFiller(vals []string, chatty bool, n int) {
	l := rawQuiltedPlans[g.a.predicate]
	dropped := ""
	for k := range n {
		g.t = g.t.AddDate(0, 0, 2+g.rng.IntN(7))
		g.session()
		if dropped != "" {
			g.user(fillOne(pick(g.rng, l.cancel), map[string]string{"v": dropped}))
			g.assistantTurn(pick(g.rng, rawQuiltedShrugs))
			dropped = ""
		}
		for range 2 + g.rng.IntN(3) {
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
		others := g.otherValues(vals)
		switch r := g.rng.IntN(8); {
		case r == 0:
			g.user(g.fill(g.a.chatter, nil))
		case r <= 2:
			g.user(g.fill(g.a.other, map[string]string{"v": pick(g.rng, others)}))
		case r == 3 && k < n-1:
			dropped = pick(g.rng, others)
			g.user(fillOne(pick(g.rng, l.plan), map[string]string{"v": dropped}))
			g.assistantTurn(fillOne(pick(g.rng, l.reply), map[string]string{"v": dropped}))
		case r == 4 || chatty:
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
		}
	}
}
