package scenarios

// The cloaked set lives in its own file, as the veiled set does; init puts
// each list in the PhrasingCloaked slot of rawAttrs, rawSmallTalk,
// rawReplies, rawWhen and rawNames. Its lists have the same shape and the
// same rule as every other set's (see rawAttr): {v}, {old} and {new} are
// the only values a template names, and the value that holds afterwards is
// named last.
func init() {
	for name, l := range rawCloakedAttrs {
		a := rawAttrs[name]
		a.values[PhrasingCloaked], a.state[PhrasingCloaked], a.change[PhrasingCloaked] = l.values, l.state, l.change
		a.revert[PhrasingCloaked], a.chatter[PhrasingCloaked], a.other[PhrasingCloaked] = l.revert, l.chatter, l.other
		a.assistant[PhrasingCloaked], a.qCurrent[PhrasingCloaked] = l.assistant, l.qCurrent
		a.qWhen[PhrasingCloaked], a.qBefore[PhrasingCloaked] = l.qWhen, l.qBefore
	}
	rawSmallTalk[PhrasingCloaked] = rawCloakedSmallTalk
	rawReplies[PhrasingCloaked] = rawCloakedReplies
	rawWhen[PhrasingCloaked] = []string{"in ", "early in ", "halfway through ", "as at ", "towards the end of "}
	rawNames[PhrasingCloaked] = []string{"Adaeze", "Barnaby", "Clementine", "Dorian", "Elspeth", "Fabian",
		"Greer", "Horatio", "Ingeborg", "Jolyon", "Kerensa", "Linnea"}
}

// rawCloakedAttrs are the cloaked set's lists per attribute, in the veiled
// set's shape (rawVeiledLists).
var rawCloakedAttrs = map[string]rawVeiledLists{
	"lives_in": {
		values: []string{"Lyon", "Groningen", "Kaunas", "Zaragoza", "Sheffield", "Dundee",
			"Launceston", "Mangalore", "Kingston", "Albuquerque", "Matsuyama", "Trondheim"},
		state: []string{
			"any decent climbing gyms within walking distance of my flat in {v}? beginner friendly pls",
			"Dear Assistant, I would be grateful for a list of evening language classes in {v}, where I have lived since 2019. Kind regards",
			"todo for saturday:\n- return library books\n- fix the bike light\n- register to vote at my {v} address\n- ring gran",
			"my neighbour keeps telling everyone on our street that I'm the last person in {v} who still hangs washing out, which, fair",
			"Is 14 degrees cold enough to put the heating on? That's what the thermostat in my {v} flat says and I'm being stingy.",
			"wheres the best place to get a spare key cut in {v}, ive locked myself out of my own flat twice this month",
			"Long one, sorry: the vet says the dog needs to lose a kilo, my sister visits on the 14th, I haven't touched my tax return, and the damp in the bedroom of our place in {v} is back. Can we start with the damp?",
		},
		change: []string{
			"we moved out of {old} on the 2nd, so can you find me a gp taking new patients near the new flat in {new}?",
			"Dear Assistant, please note my change of address: as of the 1st I no longer live in {old} but in {new}. I would appreciate it if future suggestions reflected this. Best wishes",
			"moving checklist, status:\n- {old} flat: keys returned ✓\n- deposit: still waiting\n- new place in {new}: moved in, wifi finally working ✓",
			"My mum keeps telling the whole family I 'abandoned' {old}. I moved an hour up the road to {new}, mum, and it's been three weeks.",
			"still on the {old} bin schedule in my head lol, whats collection day on my new street in {new}?",
			"our lease in {old} ended on the 28th of last month and we've been in {new} ever since, how do I register with the council here?",
			"remind me what I still need to update now that home is {new}: bank, dentist, car insurance, anything else?",
		},
		revert: []string{
			"after the {old} disaster we moved back to {new} on saturday, is it too late to get our old broadband deal back?",
			"Dear Assistant, following a difficult year in {old}, I have returned to {new} and am once again at my former address. Could you help me reinstate my library membership? Regards",
			"dad's been telling everyone at church the prodigal son has come home: yes, I've left {old}, and yes, I'm living in {new} again",
			"recap of the year:\n- moved to {old}\n- hated it\n- back in {new} since the 1st, same street as before",
			"two years in {old} and I missed {new} every day of it, so we came back. whats a good housewarming-again gift lol",
		},
		chatter: []string{
			"can you draft a polite note to the people upstairs about the 2am laundry, something that wont start a feud",
			"Dear Assistant, could you explain what a no-fault eviction notice is? I ask in a general way; nothing has happened yet.",
			"new flat questions:\n- is mould behind the wardrobe normal\n- who pays for the smoke alarm\n- am I allowed to paint the walls",
			"the letting agent offered viewings on 12/4 and 19/4 and I cant make either, typical",
			"my landlord keeps telling the other tenants hes 'about to fix' the buzzer, hes been about to fix it since christmas",
		},
		other: []string{
			"my colleague keeps telling everyone in the office she's moving to {v} in the spring, does anyone actually want to hear this daily",
			"what do you get a friend who just bought a flat in {v}? the housewarming is on the 21st",
			"Dear Assistant, my uncle has recently retired to {v}. Could you suggest a suitable card message? Many thanks",
			"weekend:\n- sat: my cousin's engagement drinks in {v}, long drive\n- sun: recovering",
			"any good walking tours in {v}? going up for my brother's 40th, just the one night",
			"my ex apparently tells people I 'followed him' to {v}. I have literally never been.",
		},
		assistant: []string{
			"If a weekend away from {cur} appeals, {v} has a well-reviewed food market on Saturdays.",
			"Commuters who have moved to {v} often mention the lower rents as the main draw.",
			"You could look at short lets in {v} if you ever want to try somewhere before committing.",
			"As a rough comparison, council tax in {v} tends to run lower than in {cur}.",
		},
		qCurrent: []string{
			"if {name} got a taxi home tonight, which city would it drop them in?",
			"Dear Assistant, could you confirm {name}'s present city of residence?",
			"{name} wakes up every morning in which city, these days?",
			"whats the city on {name}'s council tax bill right now",
			"{name}'s letters get delivered in which city these days?",
		},
		qWhen: []string{
			"which city would {name}'s gas bill have come from {when}?",
			"Dear Assistant, please state the city in which {name} resided {when}.",
			"{when} - where was {name} living, city wise",
			"if I'd sent {name} a postcard {when}, which city would I have written on it",
		},
		qBefore: []string{
			"{name} lives in {next} now, so which city did they move there from?",
			"Dear Assistant, where did {name} reside before taking up residence in {next}?",
			"the city {name} packed up and left for {next}, what was it called",
		},
	},
	"works_at": {
		values: []string{"Ashgrove Dental", "Blackthorn Couriers", "Cinderford Press", "Dovetail Joinery", "Emberly Games",
			"Foxglove Pharmacy", "Greyhaven Capital", "Hollowbrook Water", "Lanternfish Media", "Moonrake Engineering"},
		state: []string{
			"can you help me fill in the expenses form for {v}? it's the one where every receipt needs a cost code and I have 40 receipts",
			"Dear Assistant, I am preparing for my annual appraisal at {v}, where I have worked as a payroll officer since 2021. Could you suggest a structure for my self-assessment? Kind regards",
			"monday:\n- 9:00 standup at {v}\n- 12:30 dentist\n- 18:00 pick up the kids\nhow do I fit a run in",
			"my team lead tells every new starter at {v} that I'm 'the spreadsheet person', which is how I ended up owning the rota",
			"whats a nice leaving gift for a colleague? were both analysts at {v} and shes off on maternity leave on the 9th",
			"Long day: my work laptop from {v} died mid-presentation, the fire alarm went off twice, and my train home got cancelled. Anything funny to watch?",
			"Quick one: does my {v} staff discount count as a taxable benefit?",
		},
		change: []string{
			"new job checklist:\n- {old} laptop handed back ✓\n- first payslip from {new}: tuesday\n- learn 40 names",
			"Dear Assistant, I wish to inform you that I have left {old} and, as of the 1st, taken up a position with {new}. Please bear this in mind for future correspondence. Kind regards",
			"can you write me a two-line intro for the all-staff email at {new}? they want one from every new joiner and I've been here four days",
			"my old manager at {old} keeps telling people I was 'poached', but honestly I just applied to {new} like a normal person and got the job",
			"whats the etiquette on linkedin with {old} people after you leave? been at {new} since the 1st and my feed is a mess",
			"Long week: the boiler died, my sister got engaged, I finished at {old} on friday and spent today doing fire safety training at {new}. What can I cook in ten minutes?",
			"still saying 'we' when I mean {old}, and I'm three days into the job at {new}. how long does that last",
		},
		revert: []string{
			"Dear Assistant, after an unsatisfactory period at {old}, I have rejoined {new} in my former role. Could you help me draft a note thanking my old team for having me back? Regards",
			"my mum tells everyone it's like a sitcom: I left {old} after six months and rejoined {new} in my old role",
			"career update:\n- {old}: lasted five months\n- now: back at {new}, same team, new lanyard",
			"is there a word for rejoining a company? asking for me, I quit {old} and I'm back on the books at {new} since the 1st",
			"can you help me explain on my CV why I was at {old} for only four months before going back to {new}?",
		},
		chatter: []string{
			"Dear Assistant, how should one politely decline an invitation to a colleague's leaving drinks? Many thanks",
			"things my manager said this week:\n- 'quick call'\n- 'circle back'\n- 'this is a priority' (x4)",
			"is it worth asking for a pay review in march or should I wait till after the 31/3 year end",
			"my coworker tells everyone in the kitchen hes 'basically running the department' and he started in august",
			"whats a good excuse to leave the team offsite early on the 14th, my kid has a school play",
		},
		other: []string{
			"my flatmate keeps telling everyone she 'practically runs' {v}, she's been on reception there six weeks",
			"Dear Assistant, my nephew has an interview with {v} on the 9th. Could you suggest three questions he might ask them? Thanks",
			"gift ideas for my dad? he's retiring from {v} after 30 years, party's on 22/11",
			"my neighbour works nights at {v} and his car alarm goes off when he gets home at 6, every single day",
			"would {v} be a good place to work? not for me, a friend asked and I had no idea",
		},
		assistant: []string{
			"If you ever look beyond {cur}, {v} is known for a clear path from graduate to senior roles.",
			"{v} holds open evenings for career changers now and then, for your information.",
			"Some reviews describe {v} as more relaxed than {cur}, though that varies by team.",
			"Plenty of people in roles like yours list {v} as somewhere they'd consider, if that's ever useful.",
		},
		qCurrent: []string{
			"whose name is on {name}'s payslip at the moment",
			"Dear Assistant, could you confirm {name}'s present employer?",
			"if {name} called in sick tomorrow, which company would they be ringing?",
			"which company does {name} do the nine to five at right now",
			"{name}'s work email ends in which company's domain these days?",
		},
		qWhen: []string{
			"Dear Assistant, please state which company employed {name} {when}.",
			"{when} - which company was {name} working for, roughly?",
			"which company would {name} have put on a mortgage form {when}?",
			"whose staff canteen was {name} eating lunch in {when}",
		},
		qBefore: []string{
			"Dear Assistant, which organisation employed {name} until {next} took them on?",
			"{name} is at {next} now, which company did they leave to go there?",
			"whose payroll was {name} on before {next} hired them, remind me",
		},
	},
	"diet": {
		values: []string{"vegan", "vegetarian", "pescatarian", "Atkins", "halal", "low-histamine", "Nordic", "Ayurvedic"},
		state: []string{
			"any takeaways that do proper {v} food and deliver after 10? it's been my diet for years and the apps are useless",
			"Dear Assistant, I follow a {v} diet for medical reasons and am attending a conference dinner on the 17th. How should I raise this with the organisers? Kind regards",
			"shopping list for the week:\n- oats\n- lemons\n- whatever else fits my {v} diet, you pick\n- bin bags",
			"my nan tells everyone at bingo that her grandchild 'only eats {v}', like it's a tragedy. It's been three years, nan.",
			"is it ok to drink kombucha on my {v} diet? been doing it since uni and never thought to ask",
			"Long story: I sprained my ankle, my boss moved the deadline to 12/5, and the only café near work that does {v} food has shut, which matters because that's how I eat. Lunch ideas?",
			"whats a quick breakfast that fits my {v} diet, I eat it on the train at 6am",
		},
		change: []string{
			"Dear Assistant, please note that I have given up {old} eating and, on my dietitian's advice, have followed a {new} diet since the 1st. Could you revise the recipe suggestions accordingly? Regards",
			"fridge audit:\n- {old} stuff: given to my sister\n- {new} stuff: everything that's left, that's how I eat now",
			"my partner tells everyone at parties that I 'convert' every january. Yes I dropped {old}. Yes I'm doing {new} now. It's been a month, it's fine.",
			"done with {old} since the 2nd and eating {new} now, so can you swap tuesday's recipe for something that fits?",
			"the switch away from {old} happened fast and now I'm doing {new} full time, whats a good beginner cookbook?",
			"Long day, the car's in the garage again, and my gp finally agreed the {old} thing wasn't helping, so it's {new} from this week. Any easy dinners?",
			"I cant eat {old} food anymore, doctors orders, {new} from now on, pls update the meal plan",
		},
		revert: []string{
			"Dear Assistant, having found {old} unsuitable, I have resumed my former {new} diet. Please return to the earlier meal plans. Regards",
			"food history this year:\n- tried {old}\n- it tried me back\n- back to {new} since the 1st, like before",
			"my brother keeps telling everyone I 'lasted a fortnight' on {old}. It was five weeks, thank you, and yes I'm eating {new} again like I always did",
			"packed in {old} after the summer and went back to eating {new}, which I did for years. any good dinners to restart with?",
		},
		chatter: []string{
			"Dear Assistant, is it acceptable to bring one's own food to a restaurant for dietary reasons? Thank you",
			"meal prep plan:\n- sunday: batch cook\n- wednesday: top up\n- friday: give up and get chips",
			"the works canteen put the new menu up on 3/2 and its somehow worse",
			"my flatmate tells people I 'live on soup', which is only true from october to march",
			"how long do frozen berries actually last, ive got a bag from 2022",
		},
		other: []string{
			"my cousin tells anyone who'll listen that going {v} cured her back pain, which, ok",
			"Dear Assistant, my father-in-law is {v}. Could you suggest a suitable main course for Sunday the 8th? Many thanks",
			"party food list:\n- crisps\n- something {v} for my friend from choir\n- cake",
			"half my spin class is doing {v} this month and the changing room talk is unbearable",
			"would {v} even work for someone who hates cooking? not me, asking for a mate",
		},
		assistant: []string{
			"If {cur} ever gets repetitive, a {v} cookbook might give you new ideas.",
			"Some nutrition writers suggest a {v} week now and then, purely for variety.",
			"Most delivery apps list {v} dishes now, if you're ever ordering for others.",
			"People comparing {cur} with {v} often say the shopping is what differs most.",
		},
		qCurrent: []string{
			"what is {name} eating at the moment, which diet?",
			"Dear Assistant, could you confirm which diet {name} presently follows?",
			"I'm booking a table for {name} tonight, which diet should I warn the restaurant about",
			"which diet is {name} doing these days, for the shopping list",
			"if {name} came round for tea today what could they actually eat, diet-wise",
		},
		qWhen: []string{
			"Dear Assistant, which diet did {name} adhere to {when}?",
			"which diet was on {name}'s shopping list {when}?",
			"a birthday cake for {name} {when} would have had to suit which diet?",
			"{when} - how was {name} eating, which diet was it",
		},
		qBefore: []string{
			"Dear Assistant, kindly remind me of the diet {name} kept before adopting {next}.",
			"what was in {name}'s fridge before the {next} switch, diet wise",
			"the diet {name} had before {next}, what was it called",
		},
	},
	"partner": {
		values: []string{"Margot", "Emrys", "Paloma", "Caius", "Oona", "Laszlo", "Signe", "Idris", "Rosamund", "Tarquin"},
		state: []string{
			"can you suggest a restaurant for my partner {v}'s 30th? they hate anything with a tasting menu",
			"Dear Assistant, my partner {v} and I are planning our wedding for next summer. Could you suggest a timeline for the invitations? Kind regards",
			"weekend plans:\n- sat: ikea with {v}, my other half (pray for us)\n- sun: lunch at the in-laws",
			"my mum tells all her friends that {v}, my partner, is 'the best thing that ever happened to me', which is sweet but they've met twice",
			"whats a good present for two years together? {v} says not to bother which means I absolutely have to",
			"Long story short: flight delayed, lost my scarf, and {v}, who I've been with since 2022, picked me up from the airport at 3am. Gift ideas to say thanks?",
			"is it normal that me and my partner {v} have never had a proper argument? together 18 months",
		},
		change: []string{
			"Dear Assistant, I should let you know that {old} and I have separated, and I am now in a relationship with {new}. Please keep this in mind. Regards",
			"life admin after the breakup:\n- {old}'s stuff: returned\n- netflix password: changed\n- new person: {new}, going well",
			"my sister keeps telling people I 'traded up' from {old} to {new}, which is mean but also not wrong",
			"things with {old} ended in the spring and I've been seeing {new} for six weeks, too soon to introduce them to my parents?",
			"Long week: I moved my stuff out of {old}'s, my boss put me on the audit, and {new} and I made it official on friday. What should I cook for a first dinner at mine?",
			"can you plan a first weekend away for me and {new}? somewhere cheap, we've been together since the 1st",
		},
		revert: []string{
			"Dear Assistant, after a brief relationship with {old}, I have reconciled with {new}. Could you suggest a thoughtful gesture to mark the occasion? Regards",
			"relationship status, for the record:\n- {old}: over\n- {new}: back together, for real this time",
			"my friends keep telling everyone I 'always go back'. Well, I left {old} and {new} and I are together again, so I suppose they're right",
			"how do I tell my parents that {old} is history and I'm back with {new}? they weren't keen the first time round",
		},
		chatter: []string{
			"Dear Assistant, what is a reasonable budget for an anniversary dinner? Thank you",
			"things we argued about this week:\n- the thermostat\n- the thermostat\n- whose turn it is to ring the plumber",
			"our anniversary is 14/2 which means every restaurant is triple price, any ideas",
			"my partners mum keeps telling people we're 'practically engaged', we are not",
			"is it weird to keep separate duvets, we both run hot",
		},
		other: []string{
			"my best friend tells everyone she's marrying {v} 'within a year', they met in june",
			"Dear Assistant, a colleague named {v} has just become engaged. What is an appropriate gift? Many thanks",
			"wedding to-do:\n- suit hire\n- find out if {v} (the bride's brother) needs a lift\n- learn the speech",
			"the guy my flatmate's dating, {v}, has moved his guitar in and I'm not sure he pays rent",
			"should I invite {v} from the climbing wall to the party? we're friends, nothing more, I just don't want it to be weird",
		},
		assistant: []string{
			"{v}, your friend from the book swap, might be up for the concert too.",
			"It was good of {v} from next door to take in your parcel.",
			"Perhaps {v}, your old university friend, would have advice on the job?",
			"You could ask {v} from work to cover your shift on the 9th.",
		},
		qCurrent: []string{
			"Dear Assistant, could you confirm the name of {name}'s current partner?",
			"if {name} brought someone to my barbecue on saturday, who would it be?",
			"whos {name} in a relationship with right now, remind me",
			"who does {name} share a sofa with in the evenings these days",
			"which name goes next to {name}'s on this year's christmas cards?",
		},
		qWhen: []string{
			"Dear Assistant, with whom was {name} in a relationship {when}?",
			"whose name went next to {name}'s on party invitations {when}",
			"who was {name} going home to {when}, partner wise",
			"if {name} had brought a date to my party {when}, who would it have been",
		},
		qBefore: []string{
			"Dear Assistant, whom was {name} seeing before {next} entered the picture?",
			"whose stuff did {name} box up before {next} moved in",
			"the relationship {name} ended to be with {next}, who was that with",
		},
	},
}

var rawCloakedSmallTalk = []string{
	"Dear Assistant, could you recommend a reliable way to remove limescale from a shower head? Kind regards",
	"things to buy:\n- batteries\n- birthday card for the 19th\n- lightbulbs, the screw ones",
	"my dentist moved my appointment to 03/04 at 8:10, who is awake enough to be drilled at 8:10",
	"my son tells everyone at nursery that I 'work on the computer', which is fair",
	"how do i get teh printer to print double sided, its been asking me about trays for 10 mins",
	"Dear Assistant, please summarise the main differences between an ISA and a pension. Thank you",
	"to-do before the 30th:\n- car tax\n- renew the TV licence\n- ring the bank about the card",
	"whats a good present for a 7 year old whos obsessed with volcanoes",
	"my flatmate says I 'narrate the news at breakfast', is that a bad habit",
	"Long one, sorry: the washing machine is leaking, the cat has a vet appointment on the 6th, and I've agreed to host book club. Where do I start with the leak?",
	"is it cheaper to run the dishwasher at night or is that a myth",
	"Dear Assistant, what is the correct way to address a letter to a judge? Regards",
	"my neighbour keeps telling people the foxes are 'organised' after they raided his bins twice, I'm starting to believe him",
	"cant remember if the clocks go forward or back this weekend, help",
	"reading list so far:\n- two thrillers\n- one I gave up on\nany suggestions for something funny?",
	"how many days is it from 12/1 to 28/2, I need it for a visa form",
}

var rawCloakedReplies = []string{
	"Certainly, here's an outline.",
	"Noted, thank you.",
	"Ah, right. A few suggestions below.",
	"Good question, let me break it down.",
	"That sounds frustrating; here's one approach.",
	"Happy to, here's a draft.",
	"Lovely, thanks for the update.",
	"Here's a short list to start with.",
}
