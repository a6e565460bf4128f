package scenarios

// The knotted set lives in its own file, as the veiled to braided sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. It is a multi-party group chat piped turn by turn: the person the
// questions ask about, two or three friends or housemates (rawKnottedMates)
// and the assistant, which the group calls Sprocket (its turns have the
// speaker rawKnottedBot and the role "assistant"); every message is its
// own turn with its own speaker. The asked person announces their own
// changes live, in their own first-person turns, and replies to the
// others. The other people also announce their own first-person changes in
// their own turns (the "other" lists: "I'm moving to X next month", "I've
// gone X"), and talk about the asked person in the third person, sometimes
// wrongly ("X's at Y now, right?"), which the asked person corrects
// without naming a value (rawKnottedGroup). So the gold rule of this set
// is the speaker: only the asked person's own turns are gold, never
// another speaker's first-person statement nor what a friend says about
// the asked person. Sprocket's turns sometimes name another value or
// mix people up. Questions name the asked person, some with no topic
// word, with months asked "in", "during", "for all of" or "through", and
// "before X".
func init() {
	installRawSet(PhrasingKnotted, rawKnottedAttrs, rawKnottedSmallTalk, rawKnottedReplies,
		[]string{"in ", "during ", "for all of ", "through "},
		[]string{"Odalys", "Ulrika", "Xanthe", "Yannick", "Zephyrine", "Amadeus",
			"Evadne", "Gisela", "Ottavia", "Ruairi", "Sunniva"})
}

// rawKnottedBot is the speaker name of the knotted set's assistant turns:
// the group chat's assistant, which people address by that name.
const rawKnottedBot = "Sprocket"

// rawKnottedMates are the knotted set's other participants: two or three
// of them share each conversation's group chat with the asked person.
var rawKnottedMates = []string{"Cato", "Dilys", "Grady", "Nnamdi", "Prosper",
	"Radhika", "Tobin", "Wendell", "Ugo", "Vesna"}

// rawKnottedLists are the knotted set's group lists per attribute: a
// friend's third-person line about the asked person ({name}) naming a
// value {v} that does not hold (another value, or one that no longer
// does), and the asked person's correction, which names no value.
type rawKnottedLists struct {
	about []string // {name}, {v}
	fix   []string // no placeholder
}

var rawKnottedGroup = map[string]rawKnottedLists{
	"lives_in": {
		about: []string{
			"wait is {name} in {v} these days? I've lost track",
			"{name} you're still over in {v} yeah? could drop the drill round on Sunday",
			"pretty sure {name} said {v}, Sprocket can you check the address list",
			"Sprocket put {name} down for {v} on the christmas card list pls",
		},
		fix: []string{
			"nope, wrong person, keep up",
			"not for ages, I literally told this chat",
			"haha no. scroll up",
			"that's not me, that's someone else entirely",
		},
	},
	"works_at": {
		about: []string{
			"{name}'s at {v} now, right?",
			"didn't {name} go to {v}? or am I making that up",
			"{name} you're at {v} now aren't you? get us a discount",
			"Sprocket remind {name} to bring the {v} lanyard for the quiz",
		},
		fix: []string{
			"never worked there in my life lol",
			"no?? where did that come from",
			"you're thinking of someone else",
			"that is very much not my employer",
		},
	},
	"diet": {
		about: []string{
			"{name} is {v} now so no ribs for them",
			"Sprocket {name}'s on that {v} thing now, plan the menu round it",
			"hang on is {name} doing {v} at the moment",
			"I told the restaurant {name} was {v}, hope that's right",
		},
		fix: []string{
			"that is not what I eat, please ring them back",
			"wrong again, honestly, do any of you read this chat",
			"no! that was never me",
			"nope. scroll up before booking anything",
		},
	},
	"partner": {
		about: []string{
			"is {name} bringing {v} on saturday?",
			"{name} and {v} are so cute together tbh",
			"Sprocket add {v} to {name}'s plus one for the barbecue",
			"heard {name}'s seeing {v}, any truth in that",
		},
		fix: []string{
			"absolutely not, where are you getting this",
			"wrong person, we've never even been on a date",
			"lol no. who started that rumour",
			"no!! stop it",
		},
	},
}

// rawKnottedBanter are friends' replies to small talk; rawKnottedCheer
// their reactions to the asked person's news; rawKnottedCongrats the
// asked person's replies to a friend's news. None names a value.
var (
	rawKnottedBanter = []string{
		"same tbh",
		"lol",
		"ok but who's bringing snacks",
		"not me, I did it last time",
		"seconded",
		"can we not do this at 11pm",
		"ha, classic",
		"Sprocket settle this",
	}
	rawKnottedCheer = []string{
		"omg!! congrats",
		"about time!!",
		"ahh so happy for you",
		"wait WHAT. details please",
		"we're celebrating, I'm buying",
		"noooo we'll miss you. but yay",
	}
	rawKnottedCongrats = []string{
		"wait since when?? congrats!!",
		"ooh good for you",
		"you kept that quiet!",
		"nice one, proud of you",
		"ahh exciting, tell me everything later",
		"hold on, you didn't say anything at the weekend",
	}
)

// rawKnottedAttrs are the knotted set's lists per attribute. The "other"
// lists are a friend's own first-person news, said in the friend's turn.
var rawKnottedAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Tavira", "Sligo", "Perugia", "Ithaca", "Arezzo", "Tralee",
			"Whitby", "Kotor", "Ulm", "Pecs", "Ravello"},
		state: []string{
			"sorry I'm late, the tram from my place in {v} broke down again",
			"Sprocket can you find a plumber who covers {v}? my kitchen tap has given up",
			"you're all welcome at mine in {v} on the 14th, I'll do the food",
			"I'm the one who lives in {v}, so I can grab the tickets from the box office",
			"ugh, the bin men skipped our whole street in {v} again",
		},
		change: []string{
			"finally moved into the {new} flat!! boxes everywhere but I'm IN",
			"ok announcement: I've left {old}. I'm living in {new} as of this morning",
			"keys to the {old} place handed back, first night in {new} tonight, send snacks",
			"I live in {new} now! the van got here an hour ago",
			"goodbye {old}, I'm officially a {new} resident from today",
		},
		revert: []string{
			"don't laugh but I'm done with {old}. moved back to {new} today",
			"ok {old} was a mistake, I'm home in {new} again as of tonight",
			"the {old} experiment is over, I'm back living in {new} from today",
			"packed up {old} this morning and I'm back in {new}, same street as before",
		},
		chatter: []string{
			"does anyone have a spare extension lead I can borrow for a week",
			"Sprocket what's the rule on the deposit if the landlord never did an inventory",
			"my neighbour's started practising the trombone at 7am, help",
			"who's got the number for that man with a van",
		},
		other: []string{
			"big news from me: I'm moving to {v} next month!",
			"I signed for a flat in {v} today, can't believe it",
			"I've been in {v} two weeks now and I still can't find the good bakery",
			"me and the cat are officially living in {v} as of today",
			"I'm relocating to {v} for a bit, the rent's half what I pay now",
		},
		assistant: []string{
			"Noted! And for the tap, there are two plumbers who cover {v}. Shall I send the list?",
			"Quick check for the card list: is {v} your address, or a housemate's? I have you in {cur}.",
			"I can book the table near {v} if that's easier for everyone.",
			"The trains from {v} look fine on Sunday, so the meetup can stay as planned.",
		},
		qCurrent: []string{
			"Going by the group chat, which town is {name} waking up in these days?",
			"If the chat chipped in to post {name} a parcel today, which town goes on the label?",
			"Which city would {name} say when the group asks where they're crashing tonight?",
			"Whose sofa would you be on if you crashed at {name}'s tonight, which town?",
			"Where has {name} got a flat right now, per the chat?",
		},
		qWhen: []string{
			"Per the group chat, which town had {name}'s front door {when}?",
			"Which town did {name} head home to after the pub {when}?",
			"If you'd dropped round to {name}'s place {when}, which city would you have gone to?",
			"Which city had the chat down as {name}'s own base {when}?",
		},
		qBefore: []string{
			"Which town had {name} been renting in before the flat in {next}?",
			"Going by the chat, which city did {name} pack the van in to head for {next}?",
			"Before {next}, which city's keys did {name} carry around?",
			"Right up until {next}, which place was {name} going home to each night?",
		},
	},
	"works_at": {
		values: []string{"Bramhope Dairies", "Cragside Robotics", "Dunmere Logistics", "Elterwater Books",
			"Fallowfield Clinic", "Glaisdale Print", "Hexworth Bank", "Ingleby Studios",
			"Jesmond Water", "Kirkstall Outdoor", "Loweswater Labs", "Marsden Cycles"},
		state: []string{
			"can't do thursday, {v} has me on the late shift all week",
			"Sprocket draft me a polite no for the {v} summer party, I'm away that weekend",
			"I'll be late tonight, stuck at {v} till seven",
			"they've moved my desk at {v} next to the printer, living the dream",
			"free tickets from work if anyone wants them, {v} got a box at the match",
		},
		change: []string{
			"handing my notice in at {old} tomorrow, I start at {new} on the 3rd",
			"last day at {old} done, cake eaten. {new} on monday!",
			"bye bye {old}, guess who just signed a contract with {new}!!",
			"{old} feels like a lifetime ago already, first day at {new} went great",
			"I work at {new} now!! started this morning",
		},
		revert: []string{
			"so {old} didn't work out and {new} have taken me back, starting monday",
			"left {old}, I'm back at {new} from today. don't say it",
			"{old} is behind me, back at my old desk at {new} this morning",
			"{old} is over, I've rejoined {new}. same team, same terrible coffee",
		},
		chatter: []string{
			"is it weird to bring a cake on your birthday or is that a cry for help",
			"Sprocket how many days' holiday am I owed if I started in the spring",
			"my manager just sent an email in all caps, what does that mean",
			"anyone else's payday been moved this month",
		},
		other: []string{
			"I got the job!! starting at {v} in a fortnight",
			"I've handed my notice in, I'm off to {v}",
			"I start at {v} on monday and I'm already nervous",
			"I've been at {v} three weeks now and nobody knows my name yet",
			"I took the offer from {v}, so I'm finally leaving my place",
		},
		assistant: []string{
			"Here's the draft decline. Just to be sure, is it {cur} throwing the party, not {v}?",
			"Congratulations to whoever is off to {v}! I'll keep the quiz team list as it is.",
			"Looking at commutes, {v} is about twenty minutes further out than {cur}.",
			"I can check the match tickets. Were they from {v} or from someone else's work?",
		},
		qCurrent: []string{
			"Going by the group chat, whose payroll is {name} on these days?",
			"Whose staff party would {name} be dragging a plus one to this year?",
			"Which firm's lanyard is {name} wearing to work at the moment?",
			"If the quiz team needs {name}'s work discount, which company's is it now?",
			"Who does {name} clock in for on a weekday now?",
		},
		qWhen: []string{
			"Per the group chat, whose shifts was {name} moaning about {when}?",
			"Which company's lanyard did {name} wear to work {when}?",
			"Whose payroll was {name} on {when}, going by the chat?",
			"Which place was {name} doing the nine-to-five for {when}?",
		},
		qBefore: []string{
			"Which firm did {name} hand a notice in to before {next} came up?",
			"Going by the chat, who had {name} been clocking in for until the move to {next}?",
			"Who was {name}'s boss's company right up until {next}?",
			"Before the contract at {next}, whose lanyard did {name} wear?",
		},
	},
	"diet": {
		values: []string{"corn-free", "low-tyramine", "low-salicylate", "Feingold", "Mayr",
			"low-glycemic", "wheat-free", "low-lactose", "Galveston", "Sonoma"},
		state: []string{
			"I'll bring my own dish on saturday, you know I'm on the {v} diet",
			"Sprocket find me a takeaway that does {v} options, I'm starving",
			"still {v} over here, so count me out of the pizza order",
			"happy to cook friday as long as it's {v}, that's how I eat",
			"I've done the {v} diet for a year now and the big shop is a nightmare",
		},
		change: []string{
			"from today I'm off the {old} diet and on the {new} one, wish me luck",
			"ok food update: the {old} thing is done. I've gone {new}",
			"no more {old} for me, started the {new} diet this morning!",
			"I'm {new} now, properly, as of today. plan dinners accordingly",
			"dropped the {old} diet, {new} from now on, doctor's idea",
		},
		revert: []string{
			"the {old} diet lasted about five minutes, I'm back to {new} from today",
			"quitting {old}, back on the {new} diet as of this morning",
			"{old} was making me miserable, so I'm going back to {new}",
			"so long {old}, I'm {new} again starting now",
		},
		chatter: []string{
			"what do we all think of the new place on the corner, worth a go",
			"Sprocket suggest a big pot dish for six that's cheap",
			"who finished the milk and put the empty carton back",
			"is anyone actually going to use the air fryer or shall I sell it",
		},
		other: []string{
			"I've gone {v}! day three and I'm fine, mostly",
			"I'm doing the {v} diet from monday, hold me to it",
			"I've been {v} for a month now and feel great honestly",
			"new month new me, I'm starting {v} today",
			"my doctor's put me on the {v} diet so I'll be annoying at dinners now",
		},
		assistant: []string{
			"Here are three takeaways with {cur} dishes. The {v} menu was for someone else, right?",
			"For Friday, a {cur} main works, and I've added a {v} side for whoever asked.",
			"Just checking before I order: is it you who's {v}, or was that someone else in the chat?",
			"I found a {v} cookbook at the library if anyone wants it.",
		},
		qCurrent: []string{
			"Going by the group chat, what diet is {name} keeping to these days?",
			"If {name} came to the chat's next dinner, what should the host cook around?",
			"What does the group need to remember about {name}'s food rules now?",
			"What goes on the booking form for {name}'s dietary needs as things stand?",
			"Per the chat, is there a diet {name} is on right now, and which?",
		},
		qWhen: []string{
			"Per the group chat, which diet did {name}'s plate have to fit {when}?",
			"When the chat ordered food {when}, what did {name} need it to be?",
			"Which diet had the chat cooking around for {name} {when}?",
			"What would the host have had to plan {name}'s portion around {when}?",
		},
		qBefore: []string{
			"Which set of food rules went out the window once {name} tried {next}?",
			"Going by the chat, what had {name} been eating right up until the {next} switch?",
			"Before {name} went {next}, what were the food rules?",
			"Which diet was {name}'s until {next} took over the kitchen?",
		},
	},
	"partner": {
		values: []string{"Bastien", "Clio", "Florin", "Ismay", "Mirela",
			"Tancredi", "Severin", "Rhiannon", "Casimir", "Leontyne"},
		state: []string{
			"my other half {v} says hi, reading over my shoulder as usual",
			"me and {v} will be there on saturday, we'll bring a salad",
			"Sprocket remind me it's {v}'s and my anniversary on the 9th",
			"my partner {v} wants to know if it's fancy dress. I said probably",
			"can't tonight, it's date night with {v}",
		},
		change: []string{
			"ok so {old} and I broke up last night. and {new} asked me out this morning. I said yes??",
			"news: {old} and I ended it properly last week, and I'm with {new} now!",
			"it's official, {new} and I are together",
			"after {old}, I didn't expect this, but I'm seeing {new} and it's serious",
			"can I bring {new} on saturday? we're together now, as of today",
		},
		revert: []string{
			"don't judge me, {old} is over and I'm back with {new}",
			"me and {old} are done. {new} and I are giving it another go",
			"so it's over with {old}, and I'm with {new} again. yes again",
			"ended it with {old} today. {new} and I are back together",
		},
		chatter: []string{
			"Sprocket give us five cheap date ideas, rainy weekend edition",
			"Sprocket how do you split rent fairly when one room is bigger",
			"who's bringing their other half to the barbecue, need numbers",
			"is it too soon to meet the parents after two months",
		},
		other: []string{
			"I'm seeing {v}! three dates in and it's going really well",
			"me and {v} are official as of last night",
			"I asked {v} out and they said yes, I'm shaking",
			"I've been with {v} a month now, you'll meet them at the barbecue",
			"{v} and I just moved in together, I'm so happy",
		},
		assistant: []string{
			"I've put {cur} down as your plus one. Should {v} go on another line?",
			"Reminder set for the anniversary. And {v} is coming on Saturday too, I believe?",
			"I can suggest a restaurant for you and {cur}. {v} mentioned a good one.",
			"Just to check: is {v} your partner, or a friend's?",
		},
		qCurrent: []string{
			"Going by the group chat, who is {name} loved up with lately?",
			"Who would {name} bring along as a plus one to the chat's next barbecue?",
			"Who's {name} going out with now, per the latest messages?",
			"Whose name goes next to {name}'s on the group's invitation right now?",
			"Who does {name} have date night with at the moment?",
		},
		qWhen: []string{
			"Per the group chat, which person was {name} coupled up with {when}?",
			"Who was {name}'s date-night person {when}?",
			"If the group had sent {name} a joint invite {when}, who was the other name?",
			"Who was {name} bringing to the group's barbecues {when}?",
		},
		qBefore: []string{
			"Which ex did {name} leave behind when {next} came into the picture?",
			"Going by the chat, who did {name} split from to be with {next}?",
			"Who was {name}'s other half right up until {next}?",
			"Who used to tag along with {name} to everything, until {next}?",
		},
	},
}

// rawKnottedSmallTalk are the group's small talk, said by anyone; no value
// named.
var rawKnottedSmallTalk = []string{
	"who's in for the pub quiz thursday",
	"Sprocket what's the weather doing this weekend",
	"has anyone seen my umbrella, the green one",
	"happy friday everyone",
	"Sprocket set a reminder for the bins, wednesday night",
	"the group photo from saturday is actually good for once",
	"who owes who for the pizza, I've lost count",
	"Sprocket can you recommend a film we'll all agree on. impossible task",
	"just saw the sunset from the bridge, unreal",
	"ok who left the oven on",
	"reminder it's my sister's birthday next week, ideas for the present?",
	"Sprocket what time does the big shop close on sundays",
	"is anyone else's phone doing the weird update thing",
	"board game night at mine? I have snacks",
}

// rawKnottedReplies are Sprocket's replies to the group.
var rawKnottedReplies = []string{
	"On it! Here's what I found.",
	"Sure, here you go.",
	"Done. Anything else for the group?",
	"Good question. A few options below.",
	"Reminder's in, I'll ping the chat on the day.",
	"Here's a quick summary for everyone.",
	"Happy to help. Short version first.",
	"Noted for the group.",
	"I had a look. Here's the gist.",
	"Okay! Shared it in the chat.",
}

// inGroup reports whether g's set is a group chat (the knotted set).
func (g *rawGen) inGroup() bool { return g.ph == PhrasingKnotted }

// groupHistory is history for the group chat: two or three friends join
// the asked person and the assistant; the asked person announces each
// statement live in their own turn, friends react, and filler sessions
// follow (groupFiller).
func (g *rawGen) groupHistory(vals []string, revert, chatty bool) []stmt {
	g.mates = pickN(g.rng, rawKnottedMates, 2+g.rng.IntN(2))
	var h []stmt
	for i, v := range vals {
		if i > 0 {
			g.t = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		}
		g.session()
		if g.rng.IntN(2) == 0 {
			g.mate(pick(g.rng, rawKnottedSmallTalk))
		}
		id := g.user(g.statement(vals, i, revert))
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: g.t})
		if i > 0 {
			for range 1 + g.rng.IntN(2) {
				g.mate(pick(g.rng, rawKnottedCheer))
			}
		}
		g.bot(pick(g.rng, rawReplies[g.ph]))
		g.groupFiller(vals, chatty, (6+g.rng.IntN(5))*g.fillerScale)
	}
	return h
}

// groupFiller adds n sessions of group chat over the following weeks:
// small talk from anyone with a friend's or the assistant's reply, and
// sometimes a friend's own first-person news naming a value (the asked
// person replies), a friend's wrong third-person line about the asked
// person (who corrects it, naming no value), talk on the topic without a
// value, or the assistant naming another value.
func (g *rawGen) groupFiller(vals []string, chatty bool, n int) {
	for range n {
		g.t = g.t.AddDate(0, 0, 2+g.rng.IntN(7))
		g.session()
		for range 2 + g.rng.IntN(3) {
			if g.rng.IntN(3) == 0 {
				g.user(pick(g.rng, rawKnottedSmallTalk))
			} else {
				g.mate(pick(g.rng, rawKnottedSmallTalk))
			}
			if g.rng.IntN(2) == 0 {
				g.bot(pick(g.rng, rawReplies[g.ph]))
			} else {
				g.mate(pick(g.rng, rawKnottedBanter))
			}
		}
		others := g.otherValues(vals)
		switch r := g.rng.IntN(6); {
		case r <= 1:
			g.mate(g.fill(g.a.other, map[string]string{"v": pick(g.rng, others)}))
			g.user(pick(g.rng, rawKnottedCongrats))
		case r == 2:
			l := rawKnottedGroup[g.a.predicate]
			g.mate(fillOne(pick(g.rng, l.about), map[string]string{"name": g.who, "v": pick(g.rng, others)}))
			g.user(pick(g.rng, l.fix))
		case r == 3:
			if g.rng.IntN(2) == 0 {
				g.user(g.fill(g.a.chatter, nil))
			} else {
				g.mate(g.fill(g.a.chatter, nil))
			}
		case r == 4 || chatty:
			g.mate(pick(g.rng, rawKnottedSmallTalk))
			g.bot(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
		}
	}
}

// mate says text as one of the asked person's friends in the chat.
func (g *rawGen) mate(text string) { g.say(pick(g.rng, g.mates), "user", text) }

// bot says text as the group chat's assistant.
func (g *rawGen) bot(text string) { g.say(rawKnottedBot, "assistant", text) }
