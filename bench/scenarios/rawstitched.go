package scenarios

import (
	"fmt"
	"strings"
	"time"
)

// The stitched set lives in its own file, as the veiled to quilted sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is a weekly journal: the person keeps a running log
// with an assistant, and most entries are paragraphs that cover several
// parts of life at once (home, work, food, the relationship, friends and
// family), stitched from clauses (journalEntry) in one of several shapes:
// plain prose, one run-on line split by semicolons or dashes, a bulleted
// list, or labelled parts ("Home: ... Work: ..."), some under a dated
// heading; other entries are one line ("quiet week. nothing much to
// log."). The statement of the asked attribute is one clause of such an
// entry (the state, change and revert lists are clauses that also read as
// a one-line entry): sometimes the entry's main news, often in passing in
// the middle, and a change is told among other news. The rest of the entry
// is the week's other news: the person's own other attributes (their
// employer when the questions ask where they live, and so on; the state
// clauses of the other attributes with values fixed for the conversation),
// other people's homes, jobs, diets and partners (the other lists),
// family, health and weekend news, and, in the weeks between statements,
// the asked attribute's other values told as someone else's (other), as
// the person's own earlier value told as past (rawStitchedJournal's past:
// "found a parking permit from my old flat in X"), or as a plan or idea
// that may not happen ("might go and look at flats in X next month"). The
// assistant answers most entries in a line, and sometimes sums one up and
// names a value: another person's, an earlier one, or one the entry only
// floated (recap), or suggests another (assistant). So the gold rule of
// this set is the clause: only a turn in which the person states their own
// value as holding at that time is gold, never another person's value, a
// plan, an earlier value told as past, or an assistant's summary, however
// much else the turn holds. Questions ask for the value, some with no topic
// word (where the post goes, whose name is on the pay slip, what a packed
// lunch must be, who the plus-one is), with months asked "in", "come",
// "on the 15th of", "halfway into" or "mid-month in", and "before X".
func init() {
	installRawSet(PhrasingStitched, rawStitchedAttrs, rawStitchedSmallTalk, rawStitchedReplies,
		[]string{"in ", "come ", "on the 15th of ", "halfway into ", "mid-month in "},
		[]string{"Agathe", "Cledwyn", "Daria", "Eirlys", "Fergal", "Gudrun",
			"Idunn", "Jozef", "Lisandro", "Mehmet", "Nuala", "Osric"})
}

// rawStitchedLists are the stitched set's journal lists per attribute: the
// person's own earlier value {v} told as past (past), an idea or plan for
// {v} that may not happen (plan), the assistant's summary of an entry that
// names {v} as the person's, a value that does not hold (recap), and the
// labels the attribute's clauses carry in a labelled entry. past, plan and
// recap name {v} and no other placeholder; none states that {v} holds.
type rawStitchedLists struct {
	past, plan, recap, labels []string
}

var rawStitchedJournal = map[string]rawStitchedLists{
	"lives_in": {
		past: []string{
			"found a parking permit from my old flat in {v} in a coat pocket",
			"still miss the bakery round the corner from where I used to live in {v}",
			"a letter got forwarded from the {v} address, months after I left",
			"bumped into my old landlord from {v} at the station, which was awkward for both of us",
			"scrolled back through photos of the place in {v} and went a bit soft about it",
			"the deposit from the {v} flat finally came back, minus forty quid for a scuff",
		},
		plan: []string{
			"might go and look at flats in {v} next month, just to see",
			"toying with the idea of moving to {v} next year, nothing decided",
			"if the rent goes up again I could see myself trying {v}, we'll see",
			"booked a viewing in {v} for the 20th, though I'll probably cancel it",
			"keep half-planning a move to {v} and then chickening out",
		},
		recap: []string{
			"Logged for this week: busy at work, a good catch-up with your sister, and things settling down in {v}.",
			"Summary: tired but okay, and the flat in {v} still needs that window looked at. Did I get that right?",
			"Got it all down. Sounds like {v} is treating you well at the moment.",
			"Entry saved. Headline for me: a long week, a nice Sunday, and home life in {v} ticking along.",
		},
		labels: []string{"Home", "Home front", "Domestic"},
	},
	"works_at": {
		past: []string{
			"still get LinkedIn notifications from people at {v}, where I used to work",
			"had a drink with two old colleagues from {v}; they're still moaning about the same things",
			"found my old {v} lanyard in a drawer and binned it",
			"someone at the party asked whether I was still at {v}, which I haven't been for a while",
			"my last payslip from {v} turned up in the post, weirdly late",
		},
		plan: []string{
			"might apply for the opening at {v} if I can face updating my CV",
			"there's an open evening at {v} next month, thinking about going along",
			"a recruiter rang about something at {v} and I said I'd think about it",
			"half-tempted by the team lead job {v} advertised, we'll see",
			"could see myself at {v} in a year or two, if they ever have an opening",
		},
		recap: []string{
			"Summary of the week: long days at {v}, a nice dinner out, and you're finally sleeping better. Anything I missed?",
			"Logged. Sounds like {v} is keeping you busy again.",
			"So: work at {v} is hectic, family's fine, weekend free. Have I got that right?",
			"Entry saved. The big theme seems to be the workload at {v}; want to set a goal around that?",
		},
		labels: []string{"Work", "Job", "Work stuff"},
	},
	"diet": {
		past: []string{
			"found my old {v} recipe folder while clearing out the bookshelf",
			"someone at work still thinks I'm doing the {v} thing, bless them",
			"I do miss a couple of meals from my {v} days, honestly",
			"gave the leftover {v} snacks from last year to the food bank",
			"my old {v} meal planner app sent me a 'we miss you' email",
		},
		plan: []string{
			"thinking about giving the {v} diet a go after the holidays",
			"my cousin keeps pushing the {v} diet on me; I might try it in the spring",
			"ordered a {v} cookbook, not sure I'll ever open it",
			"might look into the {v} diet if my bloods don't improve",
			"could do a fortnight on the {v} diet as an experiment one day, maybe",
		},
		recap: []string{
			"Logged: a calm week, lots of batch cooking for the {v} diet, and the car's fixed at last.",
			"Got that down. Sounds like the {v} diet is going well?",
			"So the headline is: work busy, sister visiting, sticking with {v}. Correct me if not.",
			"Entry saved. I'll keep suggesting {v} recipes for your weekday lunches.",
		},
		labels: []string{"Food", "Kitchen", "Eating"},
	},
	"partner": {
		past: []string{
			"found a jumper {v} left at mine ages ago, must post it back",
			"saw my ex {v} across the street and ducked into a shop",
			"someone asked after {v}, which was awkward given we split up",
			"deleted the last of the photos with {v} from my phone, felt good",
			"{v}'s mum still sends me a birthday card, years after we broke up",
		},
		plan: []string{
			"might ask {v} out if I can work up the courage before the party",
			"friends keep trying to set me up with {v}; maybe next month",
			"I think {v} might like me, we'll see if anything comes of it",
			"drinks with {v} next week, just as friends, probably",
			"thinking about inviting {v} to the wedding in June, nothing's decided",
		},
		recap: []string{
			"Logged: a good week, date night with {v}, and the garden's finally tidy.",
			"So you and {v} are doing well? That's lovely to hear.",
			"Summary: work steady, weekend away with {v} booked. Anything to add?",
			"Entry saved. Sounds like {v} has been a real support this week.",
		},
		labels: []string{"Us", "Love life", "Relationship"},
	},
}

// rawStitchedPeopleLabels are the labels of other people's news (the other
// lists) in a labelled entry.
var rawStitchedPeopleLabels = []string{"Other people", "Gossip", "News from others", "Everyone else"}

// rawStitchedNews are the week's other news, by the label each carries in
// a labelled entry; no value named.
var rawStitchedNews = []struct {
	label string
	texts []string
}{
	{"Family", []string{
		"Mum's hip is healing faster than the physio expected",
		"Dad rang to ask how to forward an email, twenty minutes of my life I won't get back",
		"my nephew turned six and the party was pure chaos",
		"Gran's ninetieth is being planned like a military operation",
		"my sister and I had a proper long phone call, first in ages",
		"my brother's kids stayed over on Saturday and ate everything in the house",
	}},
	{"Friends", []string{
		"Kasia came round on Wednesday and we talked until two in the morning",
		"Tolu's band played at the Crown on Saturday and they were actually good",
		"Moira's dog had puppies and I'm being strongly encouraged to take one",
		"Hamza and I went to the match; we lost, but the pies were good",
		"Bex finally got her driving licence on the fourth attempt, drinks were had",
		"quiz night with the usual lot, came third, robbed on the music round",
	}},
	{"Health", []string{
		"my knee's playing up again, so no running this week",
		"slept badly most nights, I blame the coffee",
		"caught a cold from somebody at the quiz and lost three days to it",
		"went swimming twice, which is twice more than last week",
		"the dentist says my gums are 'fine, mostly', which I'm taking as a win",
	}},
	{"Weekend", []string{
		"got the bike fixed and rode out to the reservoir on Sunday",
		"watched the whole of that detective series in two nights, no regrets",
		"started a pottery class, and my first bowl is more of a plate",
		"finally cleared the spare room and found three phone chargers and a single sock",
		"the allotment produced its first courgettes, far too many of them",
		"spent Sunday afternoon doing a jigsaw with the radio on, bliss",
	}},
	{"Misc", []string{
		"the car failed its MOT on a wiper blade, of all things",
		"did my tax return two days before the deadline, a personal record",
		"it rained every single day and the garden is basically a pond",
		"the cat has decided the laundry basket is her bed now",
		"book club picked a nine-hundred-page novel and I'm forty pages in",
		"lost my keys twice and found them both times in the fridge",
	}},
}

// rawStitchedHeads are the headings some entries start with, besides a
// dated one (journalHead).
var rawStitchedHeads = []string{
	"Weekly round-up.",
	"Right, this week:",
	"Sunday night log.",
	"Catching up on the week.",
	"The usual weekly brain dump:",
	"Journal time.",
}

// rawStitchedAttrs are the stitched set's lists per attribute. The state,
// change and revert lists are clauses of a journal entry that also read
// as an entry of one line; none starts or ends with a placeholder.
var rawStitchedAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Lancaster", "Viseu", "Kristiansand", "Nafplio", "Gorlitz", "Armagh",
			"Ostend", "Bydgoszcz", "Wagga Wagga", "Stirling", "Durango", "Kaikoura"},
		state: []string{
			"the commute from {v} is still grim, forty minutes door to door on a good day",
			"the flat in {v} finally has hot water again after the boiler man's third visit",
			"our street in {v} had its bin day moved to Thursdays and nobody told us",
			"walked the long way home along the river here in {v} and remembered why I like living here",
			"council tax on my place in {v} went up again, naturally",
			"still renting the same little terrace in {v}, still arguing with the landlord about the damp",
			"home is {v} for the foreseeable, and honestly I'm fine with that",
			"the neighbours here in {v} threw a street party and I stayed out till midnight",
		},
		change: []string{
			"the big news is that I've moved: {old} is done and I slept in {new} for the first time on Friday",
			"handed the keys back in {old} on Monday and I'm now properly living in {new}, boxes everywhere",
			"new address as of this week, {new}, a ground-floor flat with an actual garden",
			"moved out of {old} at last, and after a week in {new} I've already found the good bakery",
			"spent the weekend carrying boxes up three flights of stairs, because yes, I live in {new} now",
			"said goodbye to {old} and relocated to {new}, and the new place still smells of paint",
			"the removal van did its thing on Tuesday, so I'm writing this from my new kitchen in {new}, surrounded by boxes",
		},
		revert: []string{
			"gave {old} a fair go and it never felt like home, so I've moved back to {new} and the old neighbours cheered when the van pulled up",
			"so much for {old}: I've moved home to {new}, two doors down from my old place",
			"left {old} on Saturday and I'm home in {new} again, which feels strange and right at once",
			"moved back from {old} to {new} this week, and my old local already remembered my order",
			"packed up the {old} flat and returned to {new}, tail between my legs but happy",
		},
		chatter: []string{
			"the landlord still hasn't fixed the window that won't shut",
			"spent Saturday assembling a wardrobe that came with the wrong screws",
			"found a damp patch behind the sofa and pretended I hadn't",
			"the upstairs neighbour has taken up tap dancing, or that's what it sounds like",
			"finally put the pictures up in the hallway, only one wonky",
		},
		other: []string{
			"Kasia has found a flat in {v} and is moving at the end of the month",
			"my sister is thinking of leaving her place for {v}, which Mum is taking badly",
			"Dad drove over to {v} to help my cousin move in",
			"Tolu sent photos of his new balcony in {v} and I'm jealous",
			"one of the lads from five-a-side is relocating to {v} for his wife's job",
			"my brother spent the weekend house-hunting in {v} and came back gloomy about prices",
		},
		assistant: []string{
			"Thanks for the update. Quick check so my notes are right: you're in {cur}, and {v} is where your friend is moving?",
			"Sounds like a full week. If you ever want a day out, {v} is an easy trip from {cur}.",
			"Logged. I've noted {v} as somewhere you mentioned, not as your address.",
			"Saved. Rents in {v} are reportedly climbing, in case anyone you know is looking.",
		},
		qCurrent: []string{
			"Which town's weather forecast should {name} be checking before leaving the house now?",
			"Which council is sending {name} a council tax bill at present?",
			"From which town does {name} set off on the morning commute nowadays?",
			"Which town's local paper would cover {name}'s street at the moment?",
			"Going by the weekly entries, which place is {name} calling home as of the latest one?",
		},
		qWhen: []string{
			"Which town's council was billing {name} for council tax {when}?",
			"Where was {name}'s own front door {when}, which town?",
			"Which town's weather was {name} grumbling about at home {when}?",
			"Which town did {name}'s gas and electric bills go to {when}?",
		},
		qBefore: []string{
			"Which town did {name}'s journal come from before {next}?",
			"Before the boxes went to {next}, where had {name} been living?",
			"Where was home for {name} in the entries just before {next} turned up?",
		},
	},
	"works_at": {
		values: []string{"Saltcote Bakery", "Windle Freight", "Amberley Surveyors", "Oxcombe Hospital",
			"Ravelin Software", "Tansy Lane Pharmacy", "Bowfell Hotels", "Cheviot Mutual",
			"Stonechat Media", "Pinfold Brewery", "Marrick Engineering", "Quillfeather Books"},
		state: []string{
			"work at {v} was the usual end-of-month scramble, nothing to report",
			"the new manager at {v} has started doing Monday stand-ups, which I hate",
			"got a small pay rise at {v}, nothing life-changing but I'll take it",
			"another week of twelve-hour days at {v}, running on coffee",
			"the team at {v} did a leaving do for someone from accounts and I ate far too much cake",
			"my desk at {v} has been moved next to the printer, a punishment of some kind",
			"the canteen at {v} has started doing a decent curry on Wednesdays",
		},
		change: []string{
			"handed in my notice at {old} and started at {new} on Monday, new badge, new login, same terrible coffee",
			"first week at {new} done, and I still can't find the toilets but everyone's kind",
			"said goodbye to {old} with cake and a card and started at {new} the very next day",
			"the job news is that I'm at {new} now, on a proper contract, and the commute is half what it was",
			"left {old} on Friday, and on Monday I walked into {new} as their newest hire",
			"my email signature says {new} now, which still looks odd to me",
		},
		revert: []string{
			"the {old} job didn't work out, so I went back to {new} and they gave me my old desk",
			"left {old} after a few rough months and I'm back at {new}, where half the team never even changed",
			"quit {old} on Tuesday, and {new} had kept my seat warm, so I've been back there since Thursday",
			"after the mess at {old} I've returned to {new}, and it feels like coming home",
			"walked out of {old} for good and rejoined {new}, same role, same lunch spot",
		},
		chatter: []string{
			"the quarterly review went fine, I think, hard to tell with my boss",
			"spent an entire afternoon in a meeting about meetings",
			"the office heating broke so we all worked in our coats",
			"got an email at eleven at night from someone who should know better",
			"I've been asked to mentor the new starter, which is flattering and exhausting",
		},
		other: []string{
			"my sister has a new job at {v} and hasn't stopped talking about the staff discount",
			"Hamza's been headhunted by {v}, good for him",
			"Mum's neighbour retired from {v} after thirty years and made the local paper",
			"Moira starts at {v} on Monday and is terrified",
			"my brother-in-law got made redundant from {v}, grim timing",
			"Bex is interviewing at {v} and made me quiz her over dinner",
		},
		assistant: []string{
			"Thanks for writing it all down. Just to keep things straight: {cur} is your employer and {v} is your sister's, right?",
			"Noted the work stuff. If you ever look around, {v} has been hiring people with your background.",
			"That sounds exhausting. I read that {v} moved its staff to a four-day week, for what it's worth.",
			"Saved. I've got {v} down as a company your friends mentioned, nothing to do with your own job.",
		},
		qCurrent: []string{
			"Whose Monday stand-ups does {name} have to sit through these days?",
			"Which organisation's canteen does {name} eat lunch in on workdays now?",
			"If {name} emailed me from work today, which company's name would be under the sign-off?",
			"Which employer is paying {name}'s wages as of the most recent entry?",
			"Whose staff Christmas party would {name} be invited to this year?",
		},
		qWhen: []string{
			"Whose office kitchen was {name} making tea in {when}?",
			"Which company's desk was {name} sitting at on weekdays {when}?",
			"Which firm's name sat under {name}'s work email sign-off {when}?",
			"Which firm's transfer landed in {name}'s account on payday {when}?",
		},
		qBefore: []string{
			"Whose lanyard did {name} hand back before starting at {next}?",
			"Where was {name} employed in the entries before {next} shows up?",
			"Which employer did {name} say goodbye to on the way to {next}?",
		},
	},
	"diet": {
		values: []string{"TLC", "Zone", "Slimming World", "Perricone", "low-phosphate",
			"citrus-free", "high-fat", "low-copper", "mustard-free", "celery-free"},
		state: []string{
			"still sticking to the {v} diet, and the fridge is all tubs and labels these days",
			"did the big weekly shop around the {v} plan again, which takes twice as long as it should",
			"cooked a whole batch of {v} dinners on Sunday so I'm not tempted midweek",
			"the work canteen is useless for anyone on the {v} diet, so it's packed lunches for me",
			"my GP was pleased with how the {v} diet is going, bloods all better",
			"keeping to the {v} rules is second nature now, I barely think about it",
		},
		change: []string{
			"I've switched from {old} to the {new} diet as of Monday, on the dietitian's advice",
			"packed in the {old} thing and started on the {new} diet this week, early days but so far so good",
			"food news: it's the {new} diet from now on, and the cupboards have been cleared and restocked",
			"binned the old {old} meal plans and stuck the {new} diet sheet on the fridge",
			"ten days into the {new} diet now and the headaches have gone",
			"gave up on {old} after the hospital appointment and went onto the {new} diet",
		},
		revert: []string{
			"tried {old} for a few months and hated it, so I'm back on the {new} diet like before",
			"the {old} experiment is over, and I've gone back to {new}, which always suited me better",
			"dropped {old} and returned to my old {new} routine this week",
			"after all that fuss with {old}, I'm following the {new} diet again",
		},
		chatter: []string{
			"burnt the rice twice this week, a new personal best",
			"the fridge smells of something I can't locate",
			"tried a new recipe from the library book, three stars out of five",
			"spent far too much at the farmers' market, as usual",
			"cooked for six on Saturday and there's still half a lasagne left",
		},
		other: []string{
			"Dad's been put on the {v} diet by his consultant and is sulking about it",
			"Bex has started the {v} diet and spent the whole of lunch telling me about it",
			"my flatmate's started the {v} diet, so half the fridge shelves have labels now",
			"my niece is trying the {v} diet for a school project, bless her",
			"Kasia swears the {v} diet fixed her skin",
		},
		assistant: []string{
			"I've kept your meal ideas {cur}-friendly. Was the {v} stuff for your dad?",
			"Noted. If you ever fancy a change, {v} recipes are everywhere this season.",
			"Happy to help with Saturday's menu. I'll plan around {cur} and do a {v} option for the guest who asked.",
			"Saved. I've filed {v} under your friends' diets rather than yours.",
		},
		qCurrent: []string{
			"What does {name}'s dinner plate have to fit at the moment?",
			"Going by the log, which diet is {name} keeping to now?",
			"If I cooked for {name} this weekend, what eating plan would I have to follow?",
			"What food rules is {name} living by these days?",
			"Which diet sheet is stuck on {name}'s fridge right now?",
		},
		qWhen: []string{
			"Which diet sheet would have been on {name}'s fridge {when}?",
			"What would a packed lunch for {name} have had to be {when}?",
			"What did {name}'s Sunday meal prep revolve around {when}, diet-wise?",
			"Which diet did {name} batch-cook for on Sundays {when}?",
		},
		qBefore: []string{
			"What were {name}'s food rules in the last weeks before {next}?",
			"Which diet sheet did {next} replace on {name}'s fridge?",
			"Before the {next} sheet went on the fridge, what was {name} eating?",
		},
	},
	"partner": {
		values: []string{"Wilfred", "Oriana", "Thorsten", "Calliope", "Ludovic",
			"Nerissa", "Evert", "Philomena", "Bodhi", "Yusuf"},
		state: []string{
			"date night with {v} on Friday, the Thai place again, we're creatures of habit",
			"my partner {v} has been working late all week, so dinners have been on me",
			"me and {v} finally put the shelves up in our place without a row, relationship goals",
			"went to a wedding with {v} as my plus-one on Saturday and we danced badly",
			"my other half {v} has started learning the guitar, pray for me",
			"it's my partner {v}'s birthday next week and I still haven't got a present",
			"a quiet anniversary weekend with {v}, just a takeaway and a film, perfect",
		},
		change: []string{
			"things with {old} are over, and slightly sooner than anyone expected, I'm with {new} now",
			"relationship news: I'm seeing {new}, properly, and we told our friends at the pub on Friday",
			"split from {old} at the start of the week, and by Saturday {new} and I had made it official",
			"so yes, it's official now with {new}, and I'm happier than I've been in ages",
			"broke up with {old}, amicably, mostly, and I've started going out with {new}, who you'll hear plenty about",
			"met {new}'s friends on Saturday as the new partner, which was terrifying",
		},
		revert: []string{
			"it's over with {old}, and {new} and I are back together, which I know you'll have opinions about",
			"called it a day with {old}, and {new} and I are trying again, slowly this time",
			"after {old}, I went back to {new}, and we had a long talk and it feels right",
			"finished with {old} on Sunday and {new} moved back in on Wednesday",
		},
		chatter: []string{
			"we had a stupid argument about the thermostat and made up over toast",
			"planning a weekend away for the two of us, somewhere with no phone signal",
			"we're debating getting a dog again, round forty-seven",
			"the anniversary dinner was lovely, though the waiter forgot our dessert",
		},
		other: []string{
			"my sister brought her new partner {v} to Sunday lunch and Dad asked far too many questions",
			"Tolu and {v} have got engaged, finally",
			"Moira's been seeing someone called {v} and she's very giddy about it",
			"my brother and {v} are expecting a baby in the autumn",
			"bumped into {v}, Kasia's ex, in the supermarket, awkward",
		},
		assistant: []string{
			"Sounds lovely. I've put {cur} down for the anniversary reminder. Is {v} someone from the party?",
			"Noted. Would {v} like to come along to the dinner too, or is it just you and {cur}?",
			"That's kind of {v} to help with the move.",
			"Saved. I've noted {v} as a friend of yours, not as your partner.",
		},
		qCurrent: []string{
			"Who is {name}'s other half at the moment, going by the journal?",
			"Whose name would go on the RSVP card beside {name}'s for a wedding this month?",
			"Who's on the other side of {name}'s date nights these days?",
			"Which name goes next to {name}'s on a Christmas card right now?",
			"Who is {name} in a relationship with now, according to the entries?",
		},
		qWhen: []string{
			"Who was sitting across from {name} on date nights {when}?",
			"Who was {name} sharing Friday-night takeaways with {when}?",
			"Who would a wedding invitation have named as {name}'s guest {when}?",
			"If you'd asked {name}'s friends {when}, who would they have named as the partner?",
		},
		qBefore: []string{
			"Who was {name}'s partner until {next} came on the scene?",
			"Who had {name} been seeing in the months before {next}?",
			"In the entries before {next}, who was {name} spending date nights with?",
		},
	},
}

// rawStitchedSmallTalk are the stitched set's one-line entries and quick
// asides to the assistant; no value named.
var rawStitchedSmallTalk = []string{
	"quiet week. nothing much to log.",
	"Tired. More next week.",
	"- dentist Tues\n- call Gran\n- return the library books",
	"Skipping a proper entry this week, too much on.",
	"good week overall, slept well for once",
	"Just a quick one: still alive, still busy.",
	"Rough few days. Don't want to write about it yet.",
	"Can you remind me what I said about the boiler a few weeks back?",
	"What were the three goals I set myself at the start of the month?",
	"Note to self: birthday card for Mum before Friday.",
	"Mood this week 6/10, energy 4/10.",
	"one good thing today: the sun came out at lunch",
	"Could you pull together my to-dos from the last two entries?",
	"Same as last week really. Work, sleep, repeat.",
	"short one tonight, the wifi keeps dropping",
	"Remind me next Sunday to actually write a proper entry.",
	"Which week last month did I say was the worst? I've lost track.",
	"Three things I'm grateful for: hot showers, the radio, Friday.",
	"bit of a nothing week tbh",
	"Can we do the monthly look-back next Sunday instead?",
	"What's a good question to ask myself at the end of each entry?",
	"Headache all weekend. Entry to follow when I can look at a screen.",
	"Read back through March's entries and cringed a bit.",
	"Tag this week as 'survived', please.",
}

// rawStitchedReplies are the assistant's short answers to an entry.
var rawStitchedReplies = []string{
	"Thanks for the entry. That's a lot for one week; how are you feeling about it all?",
	"Logged. Anything from this week you want to carry into next week's goals?",
	"Saved to the journal. Want me to pull out any to-dos from that?",
	"All written down. You've earned a quiet weekend, by the sound of it.",
	"In the log now. One question: what was the best part of the week?",
	"Entry saved. Be kind to yourself next week.",
	"Recorded. I'll bring it up when we do the monthly look-back.",
	"Thanks. I've tagged this one 'busy week' so it's easy to find later.",
	"Saved. Shall I set a reminder for any of that?",
	"Noted in the journal. Sleep well.",
	"Happy to. Give me a second to look back through the entries.",
	"Done, it's tagged. Same time next week?",
	"Of course. Here's what stood out from the last few weeks.",
}

// journals reports whether g's set is a weekly journal (the stitched set).
func (g *rawGen) journals() bool { return g.ph == PhrasingStitched }

// rawJournalPiece is one clause of a journal entry and the label it
// carries in a labelled entry.
type rawJournalPiece struct{ text, label string }

// pickBackground gives the attributes other than the asked one values of
// the set that hold all through (g.bg).
func (g *rawGen) pickBackground() {
	g.bg = map[string]string{}
	for _, name := range rawAttrOrder {
		if name != g.a.predicate {
			g.bg[name] = pick(g.rng, rawAttrs[name].valuesIn(g.ph))
		}
	}
}

// journalHistory is history for the stitched set: the person's other
// attributes get values of the set that hold all through (g.bg); each
// statement is one clause of an entry (journalGold), said 75 to 140 days
// after the previous one or after eight to twelve weekly entries
// (journalFiller; times the filler scale), whichever is later, with an
// entry every week or so in between.
func (g *rawGen) journalHistory(vals []string, revert, chatty bool) []stmt {
	g.pickBackground()
	var h []stmt
	var next time.Time
	for i, v := range vals {
		g.until(next)
		g.session()
		id := g.user(g.journalGold(g.statement(vals, i, revert), vals))
		prev := g.cur
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: g.t})
		switch r := g.rng.IntN(8); {
		case r == 0 && i > 0: // the assistant sums up with the old value
			g.assistantTurn(fillOne(pick(g.rng, rawStitchedJournal[g.a.predicate].recap), map[string]string{"v": prev}))
		case r <= 2: // or with the right one
			g.assistantTurn(fillOne(pick(g.rng, rawStitchedJournal[g.a.predicate].recap), map[string]string{"v": v}))
		default:
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
		n := (8 + g.rng.IntN(5)) * g.fillerScale
		if i == len(vals)-1 {
			g.journalFiller(vals, i, chatty, n)
			break
		}
		next = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		g.journalFiller(vals, i, chatty, n)
		for g.t.AddDate(0, 0, 9).Before(next) { // a week or so between entries
			g.journalFiller(vals, i, chatty, 1)
		}
	}
	return h
}

// journalGold is the entry that states a value: the statement clause
// alone one time in five, else a paragraph of three to six clauses with
// the statement first one time in three and elsewhere otherwise. One
// clause before it may name another person's value of the asked attribute;
// clauses after it name none, so that the value that holds is named last.
func (g *rawGen) journalGold(core string, vals []string) string {
	if g.rng.IntN(5) == 0 {
		switch lead := pick(g.rng, []string{"", "Quick one: ", "Short entry. ", "- ", "This week in one line: "}); lead {
		case "Short entry. ":
			return lead + capitalize(core) + "."
		default:
			return lead + core + "."
		}
	}
	n := 3 + g.rng.IntN(4)
	at := 0
	if g.rng.IntN(3) != 0 {
		at = 1 + g.rng.IntN(n-1)
	}
	l := rawStitchedJournal[g.a.predicate]
	var pieces []rawJournalPiece
	used := map[string]bool{}
	for k := range n {
		switch {
		case k == at:
			pieces = append(pieces, rawJournalPiece{core, pick(g.rng, l.labels)})
		case k < at && !used[g.a.predicate] && g.rng.IntN(3) == 0:
			used[g.a.predicate] = true
			pieces = append(pieces, rawJournalPiece{g.fill(g.a.other, map[string]string{"v": pick(g.rng, g.otherValues(vals))}), pick(g.rng, rawStitchedPeopleLabels)})
		case k > at && g.rng.IntN(6) == 0:
			pieces = append(pieces, rawJournalPiece{g.fill(g.a.chatter, nil), pick(g.rng, l.labels)})
		default:
			pieces = append(pieces, g.journalAside(used))
		}
	}
	return g.journalEntry(pieces)
}

// journalFiller adds n weekly entries after statement vals[i]: one-line
// entries and asides, and paragraphs of three to six clauses of other
// news that may hold one clause on the asked attribute: talk that names
// no value, another person's value, the person's own earlier value told
// as past, or a plan for a value that may not happen (sometimes the next
// one). The assistant answers in a line, or sums up naming a value the
// entry named that does not hold, or suggests another value; up to two
// quick asides and answers follow.
func (g *rawGen) journalFiller(vals []string, i int, chatty bool, n int) {
	l := rawStitchedJournal[g.a.predicate]
	past := g.pastValues(vals, i)
	others := g.otherValues(vals)
	for range n {
		g.t = g.t.AddDate(0, 0, 5+g.rng.IntN(5))
		g.session()
		if g.rng.IntN(5) == 0 {
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
			continue
		}
		named := ""
		var topic *rawJournalPiece
		switch r := g.rng.IntN(10); {
		case r < 2:
			topic = &rawJournalPiece{g.fill(g.a.chatter, nil), pick(g.rng, l.labels)}
		case r < 4:
			named = pick(g.rng, others)
			topic = &rawJournalPiece{g.fill(g.a.other, map[string]string{"v": named}), pick(g.rng, rawStitchedPeopleLabels)}
		case r < 5 && len(past) > 0:
			named = pick(g.rng, past)
			topic = &rawJournalPiece{fillOne(pick(g.rng, l.past), map[string]string{"v": named}), pick(g.rng, l.labels)}
		case r < 6:
			named = pick(g.rng, others)
			if i+1 < len(vals) && g.rng.IntN(3) == 0 {
				named = vals[i+1]
			}
			topic = &rawJournalPiece{fillOne(pick(g.rng, l.plan), map[string]string{"v": named}), pick(g.rng, l.labels)}
		}
		k := 3 + g.rng.IntN(4)
		at := g.rng.IntN(k)
		var pieces []rawJournalPiece
		used := map[string]bool{}
		for j := range k {
			if j == at && topic != nil {
				pieces = append(pieces, *topic)
			} else {
				pieces = append(pieces, g.journalAside(used))
			}
		}
		g.user(g.journalEntry(pieces))
		switch r := g.rng.IntN(6); {
		case named != "" && (r == 0 || (chatty && r <= 2)):
			g.assistantTurn(fillOne(pick(g.rng, l.recap), map[string]string{"v": named}))
		case r == 1 || chatty:
			g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
		default:
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
		for range g.rng.IntN(3) {
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
	}
}

// journalAside is a clause of the week's other news, none of it on the
// asked attribute: one of the person's own other attributes with its
// value (a state clause of that attribute), another person's value of an
// attribute not asked, or family, health and weekend news; never a text
// in used, nor a second clause on the same attribute of the person or of
// others (used records both).
func (g *rawGen) journalAside(used map[string]bool) rawJournalPiece {
	for {
		var p rawJournalPiece
		switch r := g.rng.IntN(10); {
		case r < 3:
			name := g.bgAttr()
			if used[name] {
				continue
			}
			used[name] = true
			a := rawAttrs[name]
			p = rawJournalPiece{fillOne(pick(g.rng, a.state[g.ph]), map[string]string{"v": g.bg[name]}), pick(g.rng, rawStitchedJournal[name].labels)}
		case r < 5:
			name := g.bgAttr()
			if used["other "+name] {
				continue
			}
			used["other "+name] = true
			var vs []string
			for _, v := range rawAttrs[name].valuesIn(g.ph) {
				if v != g.bg[name] {
					vs = append(vs, v)
				}
			}
			p = rawJournalPiece{fillOne(pick(g.rng, rawAttrs[name].other[g.ph]), map[string]string{"v": pick(g.rng, vs)}), pick(g.rng, rawStitchedPeopleLabels)}
		default:
			grp := rawStitchedNews[g.rng.IntN(len(rawStitchedNews))]
			p = rawJournalPiece{pick(g.rng, grp.texts), grp.label}
		}
		if !used[p.text] {
			used[p.text] = true
			return p
		}
	}
}

// bgAttr is one of the person's attributes that the questions do not ask
// about.
func (g *rawGen) bgAttr() string {
	for {
		if name := rawAttrOrder[g.rng.IntN(len(rawAttrOrder))]; name != g.a.predicate {
			return name
		}
	}
}

// journalEntry writes pieces as one entry in one of five shapes: prose,
// one line split by semicolons, one split by dashes, a bulleted list, or
// labelled parts ("Home: ... Work: ..."); some start with a heading.
// Every clause follows whitespace and is followed by punctuation,
// whitespace or the end.
func (g *rawGen) journalEntry(pieces []rawJournalPiece) string {
	head := ""
	if g.rng.IntN(3) == 0 {
		head = g.journalHead()
	}
	texts := make([]string, len(pieces))
	for i, p := range pieces {
		texts[i] = p.text
	}
	var b strings.Builder
	switch g.rng.IntN(5) {
	case 0, 1: // prose
		for i := range texts {
			texts[i] = capitalize(texts[i])
		}
		if head != "" {
			b.WriteString(head + " ")
		}
		b.WriteString(strings.Join(texts, ". ") + ".")
	case 2: // bullets
		if head == "" {
			head = pick(g.rng, []string{"This week:", "Week in bullets:", "Notes:"})
		}
		b.WriteString(head + "\n- " + strings.Join(texts, "\n- "))
	case 3: // labelled
		if head != "" {
			b.WriteString(head + " ")
		}
		for i, p := range pieces {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(p.label + ": " + p.text + ".")
		}
	default: // one line, semicolons or dashes
		if head != "" {
			b.WriteString(head + " ")
		}
		texts[0] = capitalize(texts[0])
		b.WriteString(strings.Join(texts, pick(g.rng, []string{"; ", " - ", " — "})) + ".")
	}
	return b.String()
}

// journalHead is a heading for an entry: the day it is written, the week
// it ends, or one without a date.
func (g *rawGen) journalHead() string {
	switch g.rng.IntN(4) {
	case 0:
		return fmt.Sprintf("%s %d %s.", g.t.Weekday().String()[:3], g.t.Day(), g.t.Month().String()[:3])
	case 1:
		return fmt.Sprintf("Week ending %d %s.", g.t.Day(), g.t.Month())
	default:
		return pick(g.rng, rawStitchedHeads)
	}
}
