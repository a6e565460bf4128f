package scenarios

// rawSetLists are the lists of one attribute in one phrasing set kept in a
// file of its own (the veiled, cloaked, masked, shrouded, gilded, tinted,
// frosted, etched, woven, braided, knotted, quilted, stitched and felted sets; see
// Phrasing and rawAttr: the same placeholders and the same rule, the value
// that holds afterwards named last). late and lateRevert are empty but in
// a set that tells changes after the fact (rawlate.go).
type rawSetLists struct {
	values, state, change, revert, chatter, other, assistant, qCurrent, qWhen, qBefore []string
	late, lateRevert                                                                   []string
}

// installRawSet puts set ph's lists, kept in a file of its own so that
// rawvocab.go stays a size one can read, in the ph slot of rawAttrs,
// rawSmallTalk, rawReplies, rawWhen and rawNames.
func installRawSet(ph Phrasing, attrs map[string]rawSetLists, smallTalk, replies, when, names []string) {
	for name, l := range attrs {
		a := rawAttrs[name]
		a.values[ph], a.state[ph], a.change[ph], a.revert[ph], a.chatter[ph] = l.values, l.state, l.change, l.revert, l.chatter
		a.other[ph], a.assistant[ph], a.qCurrent[ph], a.qWhen[ph], a.qBefore[ph] = l.other, l.assistant, l.qCurrent, l.qWhen, l.qBefore
		a.late[ph], a.lateRevert[ph] = l.late, l.lateRevert
	}
	rawSmallTalk[ph], rawReplies[ph], rawWhen[ph], rawNames[ph] = smallTalk, replies, when, names
}

func init() {
	installRawSet(PhrasingVeiled, rawVeiledAttrs, rawVeiledSmallTalk, rawVeiledReplies,
		[]string{"in ", "for most of ", "at some point in ", "late in ", "throughout "},
		[]string{"Agnieszka", "Bertrand", "Cressida", "Evander", "Gunnhild", "Hollis",
			"Ignatius", "Kasimir", "Ludmila", "Niamh", "Osvaldo", "Rasmus"})
}

var rawVeiledAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Marseille", "Sacramento", "Valparaiso", "Heidelberg", "Bratislava", "Hiroshima",
			"Spokane", "Inverness", "Ballarat", "Mysore", "Saskatoon", "Plovdiv"},
		state: []string{
			"okay um so context for when you answer stuff I live in {v} I get the bus everywhere and I never learned to drive sorry I'm talking to my phone",
			"you asked last time if we'd found somewhere: yep, {v}, since the spring. tiny kitchen, sound landlord",
			"Vent incoming: my landlady here in {v} has now 'popped round' unannounced four times this month, and today she rearranged my spice rack.",
			"We got the keys about a month after the wedding, so it's been {v} ever since and I still love the view from the kitchen.",
			"whats the um the easiest way to get a residents parking permit, I'm registered at an address in {v} and the council website is useless",
			"My brother came to stay and spent the whole weekend saying how small my place in {v} is. Thanks, I know, I pay the rent on it.",
			"dictating this walking home, their is a bakery on my road in {v} that does a sort of custard bun and I need the recipe",
		},
		change: []string{
			"not in {old} anymore, we're in {new} now, since about three weeks after the wedding",
			"um so big update {old} is done the van came saturday and were in {new} now can you remind me who I need to tell about the address",
			"{old}? nah, we left in march. it's {new} now, and the new place has a garden",
			"My sister helped with the move and criticised every box I packed, but we're out of {old} at last and the new flat in {new} is lovely, so I forgive her.",
			"did I never mention it? {old} got too pricey, so since the spring I've been renting in {new}",
			"remind me to cancel the broadband at the old place in {old} cause we moved to {new} last weekend and I'm paying for both",
			"Vent: the removal firm lost a box of my books somewhere between {old} and {new}, and three days into the new place they're acting like it's my fault.",
			"We handed the keys back in {old} the week after Easter, so yeah, {new} for good now.",
		},
		revert: []string{
			"so um {old} was just not it and we're back in {new} now, my mum is over the moon, she says she knew all along",
			"Not living in {old} anymore, we went back to {new} right after the summer, the kids wanted their old school.",
			"{old}? Over. Moved back to {new} in the spring, same neighbourhood as before.",
			"My dad is insufferable, he keeps saying I told you so because we lasted a year in {old} before crawling home to {new}.",
			"Gave up the {old} place and went home to {new} again a couple of months after new year, long story.",
		},
		chatter: []string{
			"um how do you get the smell of the last tenants' dog out of a carpet",
			"our new neighbours keep a rooster, in a terraced street, at 5am, who does that",
			"Venting: the letting agent charged me eighty quid to 'check out' a flat I left spotless.",
			"Is it worth paying for a proper moving company or do I just bribe friends with pizza?",
			"my post still goes to the old address half the time, how long does forwarding take to kick in",
		},
		other: []string{
			"my best friend just told me she's following her boyfriend to {v} and I'm trying to be happy for her, honestly I'm devastated",
			"Vent: my brother-in-law won't stop talking about the house he's buying in {v}, three hours of floor plans over lunch.",
			"If the job thing comes off we might end up in {v} next year, but nothing's decided, so don't change anything yet.",
			"um remind me to send my aunt a card, she's just moved to {v} to be near the grandkids",
			"Flew back via {v}, three hours in the airport and the only food was a sad pretzel.",
			"My mate Tom's band is playing a gig in {v} next month and he wants me there, is a six hour train worth it for one night?",
		},
		assistant: []string{
			"If you ever fancy a change from {cur}, people rave about the old town in {v}.",
			"Rental prices in {v} have reportedly dipped this year, for what it's worth.",
			"Some people who work remotely find {v} a good base, if that ever comes up.",
			"If you want a weekend away from {cur}, the train ride to {v} is supposed to be scenic.",
		},
		qCurrent: []string{
			"remind me where {name} ended up, city-wise?",
			"where's home for {name} now, what city?",
			"so um where does {name} actually live now, which city",
			"I'm filling in a form for {name}, what city do I put as where they live?",
			"{name} moved at some point, didn't they? where are they living now?",
		},
		qWhen: []string{
			"um where was {name}'s place {when}, which city",
			"{when}, {name} had a flat in which city?",
			"is it right that {name} lived somewhere else {when}? which city was it?",
			"what part of the world was {name} living in {when}, which city?",
		},
		qBefore: []string{
			"remind me where {name} was living right before {next}",
			"what was {name}'s city before the {next} chapter started?",
			"um {name} wasn't always in {next}, was it? what city came before?",
		},
	},
	"works_at": {
		values: []string{"Bramblecote Foods", "Driftwood Analytics", "Kingfisher Rail", "Marigold Insurance", "Northgate Clinic",
			"Redfern Architects", "Stillwater Energy", "Tanglewood Software", "Vesper Biotech", "Cobalt Ferries"},
		state: []string{
			"okay um so I'm a claims handler at {v} and my team lead wants me taking minutes for every single meeting now how do I say no nicely",
			"you asked what I do: yep, {v}, coming up on two years in the finance team",
			"My manager at {v} took credit for my slides in front of the whole department today and I'm so angry I could spit.",
			"Since the spring I've been on the overnight shifts at {v}, so my sleep is all over the place, any tips?",
			"so my employer {v} is sending me on a course three saturdays in a row and their not paying overtime is that even allowed",
			"Writing a reference for my old intern. Does it look weak that I'm still a junior at {v} after four years?",
		},
		change: []string{
			"not at {old} anymore, started at {new} about three weeks after the wedding, sorry I've been quiet",
			"um so I handed my notice in at {old} and today was day one at {new} and I um I already got lost looking for the toilets",
			"{old}? left in the spring, I'm with {new} now, better pay, worse coffee",
			"My old boss at {old} rang me three times this week asking where files are. Mate, I work for {new} now, look it up yourself.",
			"Can you help me write a thank-you card to my mentor? She got me through the last year at {old} and then put my name forward at {new}, where I started Monday.",
			"remind me to move my direct debit dates, payday is different now that I'm at {new}",
			"The leaving card from {old} made me cry on the bus. Anyway, new desk, new login, {new} from this morning.",
		},
		revert: []string{
			"So um I went back to my old job, {old} was just chaos and {new} took me back the week after my birthday",
			"{old} lasted till the summer, then I went back to {new}. Same role, same desk, even the same mug.",
			"My husband keeps teasing me for boomeranging, but leaving {old} and rejoining {new} was the best call I've made all year.",
			"Not at {old} anymore, I'm back at {new} since the start of the month, they rehired me on better terms.",
		},
		chatter: []string{
			"um how do I tell my team lead I can't do another weekend on call without sounding like I'm whining",
			"Our floor got moved to the basement and there's no phone signal, I'm writing this from the stairwell.",
			"is it bad to skip the work christmas do two years running",
			"My coworker microwaves fish every single day and I am losing my mind.",
			"Need a polite way to say 'stop cc'ing my boss on everything' in an email.",
		},
		other: []string{
			"My sister just got a job at {v} and won't stop sending me photos of the free snacks.",
			"If {v} ever advertised a remote role I'd probably apply, but they never do.",
			"um my dad's retirement do from {v} is next friday, what do you even get a man who's been there since the eighties",
			"Venting about my flatmate: she got promoted at {v} and now says 'synergies' at breakfast.",
			"Had an interview lined up with {v} but pulled out, the commute would have killed me.",
		},
		assistant: []string{
			"If you're ever after a change from {cur}, {v} has been advertising roles that match your background.",
			"{v} apparently lets some teams work a four-day week, in case that ever appeals.",
			"People who've worked at both say {v} is calmer than {cur}, though that's anecdotal.",
			"You might find the evening talks at {v} useful for networking, even if you're settled.",
		},
		qCurrent: []string{
			"is {name} still doing the same job or where are they working now?",
			"what does {name} do for money these days, which company?",
			"remind me which company {name} ended up at",
			"um who's {name} working for now, I forgot to ask",
			"where's {name} working lately, still the same place?",
		},
		qWhen: []string{
			"{when}, what company was {name} working at, do you remember?",
			"what was {name}'s day job {when}, which company?",
			"if someone had asked {name} where they worked {when}, what would they have said?",
			"what did {name} do for money {when}, which company?",
		},
		qBefore: []string{
			"what did {name} do for money before {next}, which company?",
			"{name} joined {next} at some point, where were they working until then?",
			"um which company was {name} at right before {next} hired them",
		},
	},
	"diet": {
		values: []string{"vegan", "vegetarian", "pescatarian", "keto", "low-fat", "low-GI", "lactose-free", "fruitarian"},
		state: []string{
			"okay um so I eat {v} and my mother in law keeps sneaking stuff into the gravy how do I bring it up without a war",
			"you asked about food stuff, so: {v}, about two years now, recipes need to fit that",
			"Since my birthday in the spring I've been eating {v}, and the work canteen has got a lot harder, any packed lunch ideas?",
			"my flatmate laughs at my {v} food shop every week but I've stuck to that diet a whole year now, so who's laughing",
			"dictating this while I cook so sorry for typos, I'm on a {v} diet and need a dinner for four that doesn't taste like punishment",
			"The doctor wants to know what I eat. Basically {v}, ever since the kidney stone three winters ago.",
		},
		change: []string{
			"not eating {old} anymore, gone {new} since about a month after new year",
			"um scratch the old meal plan {old} is done I'm doing {new} now my dietitian said so",
			"{old}? nah, dropped it in the spring, it's {new} these days",
			"My gran keeps asking if I'm still {old}. No gran, I switched to {new} after the cholesterol thing.",
			"remind me to cancel the {old} meal box, I've gone {new} and it's just piling up in the fridge",
			"Two weeks after the wedding I quit {old} and started {new}, and I feel miles better.",
		},
		revert: []string{
			"um so the {old} thing lasted till easter and I've gone back to {new} like I used to",
			"My trainer is disappointed but whatever, I packed in {old} and went back to {new}, which always suited me.",
			"not doing {old} anymore, back on {new} since the autumn, same as I did for years",
			"{old} lasted all of six weeks. Back to {new}, the way I ate for ages.",
		},
		chatter: []string{
			"um what's something quick I can cook when I get in at ten and I'm starving",
			"The canteen now charges for tap water, that's where we are.",
			"Venting: I made a lasagne from scratch and my brother said it was 'fine'. Fine!",
			"is there any point buying organic or is it a scam",
			"how long does cooked rice keep in the fridge, asking for a very specific reason",
		},
		other: []string{
			"My boss went {v} after some documentary and now every team lunch is a negotiation.",
			"um my niece is {v} now, what do I make for her birthday tea",
			"Could I even manage {v} for a month? Probably not, just wondering.",
			"My brother's new girlfriend is strictly {v}, and Mum is panicking about Sunday lunch.",
			"Half the running club swears by eating {v} before races, sounds grim.",
		},
		assistant: []string{
			"Some people alternate {cur} weeks with {v} weeks, if variety is what you're missing.",
			"A {v} version of that stew works too, if you're feeding a crowd.",
			"There's some research suggesting {v} eating helps energy levels, though results vary a lot.",
			"I can draft a {v} meal plan alongside your usual one, just say the word.",
		},
		qCurrent: []string{
			"um what can {name} eat at the moment, diet-wise, I'm doing a barbecue",
			"remind me what diet {name} keeps to now",
			"{name}'s coming for dinner on friday, what diet do I need to cook for?",
			"what diet is {name} on lately, still the same one?",
			"for the office party order: what does {name} eat now?",
		},
		qWhen: []string{
			"{when}, which diet was {name} on, do you remember?",
			"if {name} had come to a dinner party {when}, which diet would the host have catered for?",
			"which eating plan was {name} stuck into {when}?",
			"{name} was doing which diet {when}?",
		},
		qBefore: []string{
			"which diet did {name} give up when they started {next}?",
			"remind me what {name} ate in the days before {next}",
			"what was {name}'s thing, food-wise, until {next} took over?",
		},
	},
	"partner": {
		values: []string{"Lucinda", "Fergus", "Amara", "Bastian", "Odile", "Kenji", "Philippa", "Soren", "Ravi", "Esperanza"},
		state: []string{
			"okay um so my partner {v} has a birthday coming up and I am hopeless at gifts ideas under fifty quid",
			"yeah there's someone, {v}, since just before the summer, early days but nice",
			"My mum keeps calling {v} my 'friend' even though we've been together two years and share a flat. How do I handle that?",
			"{v} and I got together about three weeks after my sister's wedding and I still can't quite believe it.",
			"me and {v} are going too Rome for our anniversary, were so excited, what should we not miss",
			"Settle something: {v}, my other half, loads the dishwasher knives up and I think that's a death wish.",
		},
		change: []string{
			"not with {old} anymore, been seeing {new} since just after the spring",
			"um so {old} and I split and I've been seeing {new} for like two months and I think um I think it's serious",
			"{old}? that's over. {new} now, we met at a friend's birthday",
			"My best friend still invites {old} to everything, which is awkward, because I'm with {new} now and we all have to sit there.",
			"Three weeks after the breakup with {old} I met {new} at a pub quiz, and we've been together ever since.",
			"my mum asked if {new} is coming for christmas, which means she's finally accepted it, so yes we're official",
		},
		revert: []string{
			"um so me and {old} are done and I'm back with {new}, yes the ex, don't say anything",
			"Not seeing {old} anymore. {new} and I got back together after the summer, long story.",
			"{old}? Over. I'm with {new} again, like before, and it feels right.",
			"My friends are split on it, but after {old} I went back to {new}, and we're happier than the first time round.",
		},
		chatter: []string{
			"um how do couples share the housework when one of them works nights",
			"We've been arguing about whose family gets boxing day and it's only october.",
			"Venting: my partner's best friend invited himself on our weekend away.",
			"is it normal to not want a joint bank account after a few years",
			"Date ideas for a rainy sunday that don't involve a screen?",
		},
		other: []string{
			"My cousin's marrying {v} in june and I've been asked to do a reading, help",
			"um remember {v} from my old job, they just got engaged to a pilot apparently",
			"Venting: my flatmate's boyfriend {v} eats all my food and never buys milk.",
			"My sister keeps trying to set me up with {v} from her work, I've told her I'm not interested.",
			"The whole street's invited to {v}'s wedding, the one from number twelve.",
		},
		assistant: []string{
			"Maybe {v} from your pottery class would want to split the ticket cost?",
			"It was good of {v} to drive you to the airport at that hour.",
			"If you want a neutral opinion, {v}, your brother's friend, might be worth a call.",
			"You mentioned {v} from the allotment; they might have spare seedlings.",
		},
		qCurrent: []string{
			"um who's the partner in {name}'s life these days",
			"remind me who {name} ended up with",
			"who would I address the card to along with {name} right now?",
			"is {name} seeing anyone at the moment? who?",
			"who's {name} coming home to in the evenings now, partner-wise?",
		},
		qWhen: []string{
			"{when}, {name}'s partner was who again?",
			"{when}, who was the person in {name}'s life?",
			"{name}'s love life {when}: remind me who that was?",
			"um {when} was {name} single or seeing someone, and who?",
		},
		qBefore: []string{
			"who did {name} break up with to end up with {next}?",
			"{name} has been with {next} a while now, but who was the one before?",
			"remind me who {name} split up with right before {next}",
		},
	},
}

var rawVeiledSmallTalk = []string{
	"okay um can you set a reminder no wait you can't do that can you, never mind",
	"my phone keeps writing 'aunt' when I say 'ant', so apparently there's an aunt problem in the kitchen",
	"Venting: the guy at the garage quoted me four hundred quid for a noise he couldn't even hear.",
	"how do I get my dad to stop forwarding me chain messages without hurting his feelings",
	"My colleague brought her baby into the office today and productivity hit zero, worth it.",
	"um what's the difference between a cold and the flu again",
	"the kids' school sent home nits letter number three this term, I'm itchy just reading it",
	"Can you explain why my bank wants me to verify my identity for the fourth time this month?",
	"My neighbour told me a fox stole his shoe. Just the one. Left the other on the lawn.",
	"is it too late to learn piano at forty, be honest",
	"dictating this in the car so ignore the weird words, what's a good audiobook for a long drive",
	"Anyway, enough about that. What's a decent film for a Friday night in?",
	"um the washing machine is making a noise like a helicopter, should I be worried",
	"My nan has started texting in all caps and everyone thinks she's furious.",
	"how many days before a passport appointment should I get the photos done",
	"Ran for the bus, missed the bus, next one was cancelled, classic tuesday.",
}

var rawVeiledReplies = []string{
	"Oh, that's a pain. Want a hand with it?",
	"Right, that's useful to know.",
	"Ooh, go on then.",
	"Here's a short answer and a longer one, pick whichever.",
	"Got you. A couple of things you could try.",
	"Fair enough, that happens more than you'd think.",
	"Okay, let me put something together.",
	"Sounds like a lot, sorry you're dealing with that.",
}
