package scenarios

// The shrouded set lives in its own file, as the veiled, cloaked and masked
// sets do (see installRawSet). Its lists have the same shape and the same
// rule as every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Some turns are texting bursts, several short lines sent as one
// message.
func init() {
	installRawSet(PhrasingShrouded, rawShroudedAttrs, rawShroudedSmallTalk, rawShroudedReplies,
		[]string{"in ", "as of ", "at the tail end of ", "roughly ", "mid way thru "},
		[]string{"Aoife", "Benedek", "Catalina", "Dov", "Emilia", "Femi",
			"Gaspard", "Hyun", "Ilario", "Jonte", "Kiri", "Mads"})
}

// rawShroudedAttrs are the shrouded set's lists per attribute.
var rawShroudedAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Aalborg", "Bari", "Cluj", "Dijon", "Eindhoven", "Fremantle",
			"Gijon", "Hakodate", "Ipswich", "Jena", "Lubeck", "Tulsa"},
		state: []string{
			"ugh the 47 bus into {v} centre was late AGAIN 😤 anyway can u help me w a cover letter",
			"ok context bc u keep asking: i rent a tiny 1-bed in {v}, 3rd floor no lift, its fine",
			"my landlord in {v} just texted 'quick question' at 11pm 💀 thats never good right",
			"council tax letter for the {v} flat came tmrw... i mean today lol. is 140 a month normal??",
			"omw home to {v} rn, train's rammed. what do i make for dinner w/ eggs + spinach",
			"ngl the best thing about living in {v} is the bakery on my corner 🥐 the worst is everything else",
			"need a dentist who does sat appts anywhere near me in {v}? no car btw",
		},
		change: []string{
			"ok update\nkeys handed back in {old} 🔑\nfirst night in the new place in {new} and the boiler already hates me",
			"remember the flat viewing i was being weird about? signed it. bye {old}, we're in {new} since the 14th 🎉",
			"new postcode who dis 📦 left {old} last wknd, {new} is home now",
			"can u stop suggesting stuff in {old} lol we moved out right after the wedding. {new} now",
			"lmao the uber driver asked where i live and i said {old} out of habit 🤦 nope, its {new} now, 3 wks in",
			"mum finally came to see the new place in {new} and said its 'cosy' 🙃",
			"change of address stuff is killing me. bank, gym, dentist all still have me in {old} and i've been in {new} since the start of the month 😩",
		},
		revert: []string{
			"{old} didnt work out 🙃 back in {new} lol, long story",
			"so uh. gave up the {old} flat. moved back to {new} last wknd, same street as before, dont say it",
			"update nobody asked for: {old} was a mistake, we're home in {new} again since my sister's hen do",
			"back in the old postcode 🏠 {old} lasted like 3 months, {new} never really let me go tbh",
			"ok the {old} era is officially over 💀 landlord in {new} took us back, same flat even",
		},
		chatter: []string{
			"whats a normal deposit for a 1-bed rn, asking for me",
			"neighbour upstairs is hoovering at 1am AGAIN. is that even legal",
			"flat viewing tmrw 👀 not telling anyone where till i sign",
			"how long does mail redirect take to actually start working",
			"ngl thinking about moving. or im just tired. prob tired",
		},
		other: []string{
			"yeah right, me moving to {v} 😂 my sister keeps sending me listings there",
			"my best mate just got a flat in {v}, housewarming is sat, what do u even bring to those",
			"if i lived in {v} would i need a car? hypothetically. very hypothetically",
			"whats the weather like in {v} this wknd, going for a stag do",
			"dad grew up in {v} and wont shut up about how it used to be",
			"ppl keep telling me {v} is cheap. it is not, i checked",
		},
		assistant: []string{
			"Ha, if you ever do move to {v}, I'll expect a postcard. For now, here's what's near you in {cur}.",
			"Your sister's listings in {v} do look tempting, for what it's worth.",
			"If you're after a change of scene, {v} makes a cheap weekend away.",
			"Not to tempt you, but rents in {v} are lower than they were a year ago.",
		},
		qCurrent: []string{
			"what city do i write on the envelope for {name}'s bday card",
			"if im sending {name} flowers today which city's florist do i ring",
			"which city is {name} paying rent in rn",
			"quick q, {name}'s in which city at the mo? need it for a booking",
			"whats the nearest big train station to {name}'s place now, i just need the city",
		},
		qWhen: []string{
			"{name}'s letters {when} were landing in which city",
			"if i'd visited {name} {when} which city would i have booked a train to",
			"{name}'s home city {when}? just the name",
			"if i'd rung {name}'s doorbell {when}, what city would i be standing in",
		},
		qBefore: []string{
			"{name} moved to {next} from where? city pls",
			"back when {name} wasnt in {next} yet, where did they live",
			"what was {name}'s city pre-{next}",
		},
	},
	"works_at": {
		values: []string{"Halyard Shipping", "Kettlewell Foods", "Marrowbone Studios", "Nettlefield Bank", "Otterburn Hotels",
			"Pinewick Software", "Quayside Dental", "Rookery Press", "Sandpiper Air", "Thistledown Care"},
		state: []string{
			"new badge photo at {v} is tragic 😭 i look like a hostage",
			"stuck in a 2hr all-hands at {v}, pls entertain me. tell me a fact about octopuses",
			"ok context for the cv thing: been at {v} 3 yrs, mostly ops + rotas, want out eventually",
			"payday at {v} is the 28th and its the 20th and im eating crackers 🙃 budget tips?",
			"my manager at {v} just said 'lets take this offline' in a meeting with 2 ppl in it",
			"canteen at {v} started doing tacos on thurs and honestly its the only reason i go in",
			"need to book leave thru the {v} portal and it keeps logging me out, any ideas",
		},
		change: []string{
			"ok its official 🎉\nhanded my notice in at {old}\nstarting at {new} on the 3rd",
			"remember the interview i wouldnt tell u about? got it!! leaving {old}, im at {new} from monday 🥳",
			"first week at {new} done ✅ nobody knows my name yet but the coffee machine is elite",
			"can u update my linkedin headline, its not {old} anymore, been at {new} since the start of the month",
			"lol i nearly badged into {old} this morning out of habit. wrong building, i work at {new} now",
			"new laptop, new lanyard, new everything 🙃 {new} onboarding is 4 days of slides",
		},
		revert: []string{
			"{old} didnt work out 🙃 back at {new} lol, long story",
			"so. funny story. {old} and i are done and my old boss at {new} took me back, start monday 🙈",
			"ok dont laugh but i quit {old} after like 3 months and went back to {new}. same desk and everything",
			"update: the {old} thing was a disaster, {new} rehired me, its like i never left 💀",
			"the {old} era is over, back on the {new} payroll as of this week",
		},
		chatter: []string{
			"interview tmrw 👀 cant say where yet, dont want to jinx it",
			"is it rude to eat lunch on camera during a zoom",
			"how do i tell my boss im burnt out without saying im burnt out",
			"what do ppl even put in the 'reason for leaving' box",
			"pay review next week 🤞 what % is normal to ask for",
		},
		other: []string{
			"yeah right, me working at {v} 😂 they rejected me twice",
			"my flatmate just got a job at {v}, free lunches apparently, im so jealous",
			"if {v} offered me 10k more would u take it? not real, just thinking",
			"whats {v} like as a company, my cousin has an interview there fri",
			"my mum thinks i should apply to {v} bc her friend's son works there 🙄",
		},
		assistant: []string{
			"If {cur} ever stops being fun, {v} is hiring for roles like yours, apparently.",
			"Your flatmate landing the job at {v} is great news, tell them congrats.",
			"Some people swear by the perks at {v}, but every company has its quirks.",
			"Just a thought: {v} posts its vacancies on its own site before anywhere else.",
		},
		qCurrent: []string{
			"whose logo is on {name}'s work laptop rn",
			"if {name} sent me a work email today which company's domain would it be from",
			"{name}'s employer as of now? company name only pls",
			"where's {name} clocking in rn, company name",
			"what do i put under 'employer' for {name} on the guarantor form",
		},
		qWhen: []string{
			"{name}'s payslips {when} came from which company",
			"which company paid {name}'s salary {when}",
			"what company's email signature did {name} have {when}",
			"whose lanyard was {name} wearing {when}",
		},
		qBefore: []string{
			"who had {name} on the books before {next} lol",
			"back when {name} hadnt started at {next} yet, who employed them",
			"which company was {name} at pre-{next}",
		},
	},
	"diet": {
		values: []string{"vegan", "vegetarian", "pescatarian", "keto", "grain-free", "alkaline", "anti-inflammatory", "high-fibre"},
		state: []string{
			"meal prep: all {v} this week 🥗 give me 3 lunches that arent sad",
			"fyi for recipes: im {v}, have been for ages, dont @ me",
			"my aunt asked if {v} means i can eat chicken 😭 anyway its dinner at hers sun, what do i bring",
			"grocery run rn, need {v} snacks for a 6hr train, go",
			"work potluck fri and im the only {v} one, what can i make that ppl will actually eat",
			"being {v} at a bbq is just eating bread rolls for 3 hrs ngl",
		},
		change: []string{
			"ok update: done with {old} 🙅 doing {new} since the 14th, doc's idea",
			"remember i said i was thinking about changing how i eat? did it. no more {old}, its {new} now",
			"meal prep looks v different this week lol, {new} from now on",
			"can u stop giving me {old} recipes, switched to {new} right after the wedding",
			"cancelled the {old} meal kit 📦 signed up for the {new} one instead, 2 wks in",
			"3 wks of eating {new} and i havent died yet 💪",
		},
		revert: []string{
			"so the {old} thing lasted like 3 months 🙃 back to {new}, my body said no",
			"ok i caved. {old} was not it, im {new} again since last wknd",
			"my gp said the {old} thing wasnt helping so back to {new} it is 🤷",
			"update nobody asked for: quit {old}, went back to eating {new} like before",
		},
		chatter: []string{
			"how much protein do i actually need, asking bc gym bro at work is yelling at me",
			"is oat milk a scam or am i just cheap",
			"thinking about changing how i eat 🤔 more on that later",
			"whats a good dinner thats ready in 10 mins, im starving",
			"batch cooking sun, give me one big pot thing",
		},
		other: []string{
			"yeah right, me going {v} 😂 i'd last a day",
			"my sister's gone {v} and xmas dinner is gonna be a war",
			"if i tried {v} for a month would i lose weight? hypothetically",
			"my flatmate's doing {v} and the fridge is chaos",
			"whats the point of {v} tbh, my coworker wont shut up about it",
		},
		assistant: []string{
			"Could throw a {v} dinner into the rotation for variety, just say.",
			"Your sister going {v} doesn't mean dinner has to be a war; a couple of shared sides help.",
			"Plenty of people find {v} easier than they expected, for what it's worth.",
			"If friends come over, a {v} main alongside your usual {cur} stuff keeps everyone happy.",
		},
		qCurrent: []string{
			"cooking for {name} tmrw, what diet do i need to stick to",
			"menu planning for {name} rn, which diet",
			"{name}'s coming to the bbq sat, what should i tell the host about food",
			"which diet should the caterer put next to {name}'s name atm",
			"{name}'s diet rn? one word pls",
		},
		qWhen: []string{
			"{name}'s grocery list {when} was for which diet",
			"diet check for {name} {when}? one word",
			"say i'd done {name} a birthday dinner {when}, which diet would i be catering for",
			"{name}'s meal prep {when}: which diet",
		},
		qBefore: []string{
			"before {next}, what diet was {name} on",
			"back when {name} hadnt gone {next} yet, what were they eating",
			"what was {name}'s diet pre-{next}",
		},
	},
	"partner": {
		values: []string{"Ambrose", "Bettina", "Constantin", "Delphine", "Eskil", "Faustina", "Giedre", "Hamish", "Imogen", "Lysander"},
		state: []string{
			"my other half {v} says hi 👋 we're making pasta and arguing abt it",
			"anniversary w/ {v} is next fri 😬 gift ideas under 50 quid pls",
			"me and {v} have been together 2 yrs and they still cant load a dishwasher",
			"ok context: my partner is {v}, we live together, they hate surprises. now help me plan a surprise",
			"bae ({v}) just booked us a cabin for the long wknd 🥹",
			"{v} and i are doing couples yoga now apparently. how did i get here",
		},
		change: []string{
			"ok so. {old} and i broke up 💔 its fine. im fine. seeing {new} now actually, since the 14th",
			"remember the date i was nervous about? it went well lol. {new} and i are official 🥰",
			"can u stop mentioning {old} pls, we split right after the wedding. its {new} now",
			"changed my emergency contact from {old} to {new} today, which i guess makes it real",
			"{new} met my parents sun and dad actually laughed at their joke 😳 huge",
			"new person alert 👀 been seeing {new} for a month, its going well",
		},
		revert: []string{
			"so... {old} is over and {new} and i are back together. dont say anything",
			"{old} lasted like 3 months 🙃 back w/ {new} lol, long story",
			"ok update: ended things with {old}, got back with {new} last wknd, everyone saw it coming",
			"my mum is thrilled, {old} is out and {new} is back in the picture 🙄",
		},
		chatter: []string{
			"how do u tell someone ur not ready to meet their parents",
			"date tmrw 👀 not saying who yet",
			"is it weird to split rent 60/40 if one of us earns more",
			"anniversary ideas that arent dinner, go",
			"how long is too long to reply to a text from someone u like",
		},
		other: []string{
			"yeah right, me and {v} 😂 they're my ex's cousin",
			"my best friend is dating {v} now and i have OPINIONS",
			"if {v} from the climbing gym asked me out would that be weird? asking hypothetically",
			"my cousin is engaged to {v} and i got roped into planning the hen do",
			"{v} from work keeps bringing me coffee, is that a thing or am i imagining it",
		},
		assistant: []string{
			"{v} from your climbing gym sounds like a good laugh, honestly.",
			"Maybe loop in {v}, your friend from uni, for the hen do planning.",
			"You could ask {v}, your cousin's friend, to make up the quiz team.",
			"Your best friend and {v} sound well matched, for what it's worth.",
		},
		qCurrent: []string{
			"who do i put as {name}'s plus one on the seating plan",
			"who's {name} with rn",
			"writing xmas cards, {name} and who? need the other name",
			"{name}'s other half these days, name pls",
			"who would {name} bring to a wedding if it was today",
		},
		qWhen: []string{
			"{name} was loved up with who {when}",
			"{name}'s partner {when}? name only",
			"{name}'s plus one for everything {when} was who",
			"if i'd met {name}'s other half {when}, who would that have been",
		},
		qBefore: []string{
			"before {next}, who was {name} with",
			"back when {name} wasnt with {next} yet, who were they dating",
			"who was {name}'s partner pre-{next}",
		},
	},
}

var rawShroudedSmallTalk = []string{
	"phone at 4% and the charger is in the other room, this is my villain origin story",
	"whats a good podcast for a 3hr drive, nothing true crime pls",
	"how do u get candle wax off a rug",
	"tmrw is gonna be sooo long 😩",
	"can u remind me what 15% of 86 is, brain is off",
	"sore throat + headache, is that covid or just a cold 🤒",
	"ngl i forgot what i was gonna ask",
	"recieved a parcel that isnt mine, do i have to give it back or",
	"is it bad to run 2 days in a row",
	"tv show rec? i finished everything",
	"how long do boiled eggs last in the fridge",
	"my plant is dying and i dont know why 🪴",
	"write me a polite 'no' to a group chat invite lol",
	"what does the wifi symbol with the ! mean",
	"definately not procrastinating rn. ok i am. help",
	"jk ignore that last msg, wrong chat 🙈",
}

var rawShroudedReplies = []string{
	"Ha, fair. Here's a quick one:",
	"On it. Short answer first:",
	"Oof, sorry. Let's fix that.",
	"Got you. Three options:",
	"Noted! Here goes.",
	"Easy one, luckily:",
	"Okay, quick version below.",
	"Sure, here's what I'd do.",
}
