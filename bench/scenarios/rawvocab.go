package scenarios

// rawAttr is one changeable fact of a raw conversation and its phrasings,
// in two disjoint sets (see Phrasing): every template list below is
// [dev, holdout]. Templates use {v}, {old}, {new} (values), {name} (the
// user), {when} ("in March 2025"), {next} (the value that replaced the
// answer) and {cur} (the value that holds when the turn is said). Every
// statement that names two values names the one that holds afterwards
// last, as in the claim scenarios, so the answer rule reads it right.
type rawAttr struct {
	predicate string
	values    []string
	state     [2][]string // a first statement of {v}
	change    [2][]string // {old} -> {new}
	revert    [2][]string // back to {new} after {old}
	chatter   [2][]string // on the topic, no value
	other     [2][]string // someone else's value {v}: a distractor
	assistant [2][]string // the assistant mentions another value {v} while {cur} holds
	qCurrent  [2][]string
	qWhen     [2][]string // {when}
	qBefore   [2][]string // {next}
}

var rawAttrs = map[string]*rawAttr{
	"lives_in": {
		predicate: "lives_in",
		values:    []string{"Boston", "Seattle", "Lisbon", "Austin", "Utrecht", "Porto", "Calgary", "Dublin", "Nantes", "Tucson", "Malmo", "Hobart"},
		state: [2][]string{
			{"I live in {v}, in a small flat near the river.", "We've been living in {v} for three years now."},
			{"Home for me is {v}, I rent a place downtown.", "My apartment in {v} finally has decent heating."},
		},
		change: [2][]string{
			{"We finally moved! Goodbye {old}, hello {new}.", "I relocated from {old} to {new} last month for good."},
			{"Packed up the whole place in {old}; my new home is in {new}.", "The move is done, I left {old} and now I live in {new}."},
		},
		revert: [2][]string{
			{"After a year in {old} we moved back to {new}.", "I missed it too much, so I left {old} and returned to {new}."},
			{"{old} didn't work out, we're living in {new} again.", "Moved home: no more {old}, back in {new}."},
		},
		chatter: [2][]string{
			{"Unpacking boxes is taking forever.", "The new neighbourhood is quieter than I expected."},
			{"Still haven't hung any pictures in the living room.", "Our street has a great little market on Sundays."},
		},
		other: [2][]string{
			{"My sister just moved to {v}.", "My best friend bought a house in {v}."},
			{"My cousin is relocating to {v} in the spring.", "A colleague of mine lives in {v}, she loves it."},
		},
		assistant: [2][]string{
			{"Have you ever thought about living in {v}? Rents there are lower than in {cur}.", "{v} is lovely this time of year, plenty of people move there."},
			{"Some people say {v} has better weather than {cur}.", "If you ever relocate, {v} has a big tech scene."},
		},
		qCurrent: [2][]string{
			{"Where does {name} live now?", "Which city is {name} living in these days?", "What city is {name} based in currently?"},
			{"Where is {name}'s home at the moment?", "Where does {name} live nowadays?", "In which city does {name} currently reside?"},
		},
		qWhen: [2][]string{
			{"Where did {name} live {when}?", "Which city was {name} living in {when}?"},
			{"Where was {name}'s home {when}?", "What city did {name} live in {when}?"},
		},
		qBefore: [2][]string{
			{"Where did {name} live before moving to {next}?"},
			{"Where was {name} living before the move to {next}?"},
		},
	},
	"works_at": {
		predicate: "works_at",
		values:    []string{"Globex", "Initech", "Hooli", "Umbrella Labs", "Stark Logistics", "Wonka Foods", "Cyberdyne", "Tyrell Systems", "Aperture Media", "Oscorp Health"},
		state: [2][]string{
			{"I work at {v} as a data analyst.", "My job at {v} keeps me busy most evenings."},
			{"I'm an engineer at {v}, been there two years.", "Work at {v} has been hectic with the product launch."},
		},
		change: [2][]string{
			{"I quit {old} last week and I start at {new} on Monday.", "Big career news: I left {old} and took a job at {new}."},
			{"Handed in my notice at {old}; I accepted the offer from {new}.", "My last day at {old} was Friday, now I'm employed by {new}."},
		},
		revert: [2][]string{
			{"{old} wasn't for me, I went back to my old job at {new}.", "I resigned from {old} and rejoined {new}."},
			{"Left {old} after six months; {new} hired me back.", "Funny twist: {old} is behind me, I'm working for {new} again."},
		},
		chatter: [2][]string{
			{"My manager wants the quarterly report by Thursday.", "The commute to the office is brutal this week."},
			{"Had three meetings before lunch today.", "My new team is really friendly."},
		},
		other: [2][]string{
			{"My brother just got hired by {v}.", "My roommate has an interview at {v} tomorrow."},
			{"A friend of mine works at {v} and hates it.", "My dad retired from {v} after thirty years."},
		},
		assistant: [2][]string{
			{"Have you considered applying to {v}? They pay more than {cur}.", "I've read that {v} is hiring analysts right now."},
			{"{v} has a good reputation among engineers.", "If you ever leave {cur}, {v} might be worth a look."},
		},
		qCurrent: [2][]string{
			{"Where does {name} work now?", "Which company is {name} working for these days?", "Who is {name}'s employer currently?"},
			{"What company employs {name} at the moment?", "Where is {name} working nowadays?", "What is {name}'s current job?"},
		},
		qWhen: [2][]string{
			{"Where did {name} work {when}?", "Which company was {name} working for {when}?"},
			{"Who employed {name} {when}?", "What company did {name} have a job at {when}?"},
		},
		qBefore: [2][]string{
			{"Where did {name} work before joining {next}?"},
			{"Which company was {name} at before starting at {next}?"},
		},
	},
	"diet": {
		predicate: "diet",
		values:    []string{"vegetarian", "vegan", "pescatarian", "keto", "paleo", "gluten-free", "flexitarian", "low-carb"},
		state: [2][]string{
			{"I've been {v} for years, I never cook meat.", "Being {v} makes eating out tricky sometimes."},
			{"I eat a strict {v} diet these days.", "My diet is {v}, so I meal-prep every Sunday."},
		},
		change: [2][]string{
			{"I stopped being {old}; I'm {new} now.", "I'm no longer {old}, my doctor suggested going {new}."},
			{"Switched my diet from {old} to {new} this month.", "Gave up on {old} eating, I've gone {new}."},
		},
		revert: [2][]string{
			{"The {old} thing didn't last, I'm back to eating {new}.", "I quit {old} and went back to being {new}."},
			{"After trying {old} for a while I returned to a {new} diet.", "No more {old} for me, I eat {new} again."},
		},
		chatter: [2][]string{
			{"I tried a new recipe for dinner tonight.", "Grocery shopping took ages this weekend."},
			{"Cooking for myself every night is exhausting.", "Found a great new lunch spot near the office."},
		},
		other: [2][]string{
			{"My partner's mum is {v} too.", "My friend went {v} in January."},
			{"Half my team eats {v} now.", "My brother tried going {v} and gave up."},
		},
		assistant: [2][]string{
			{"Many people find a {v} diet easier than {cur}.", "Here is a {v} recipe you might enjoy."},
			{"Have you thought about trying {v} instead of {cur}?", "A {v} meal plan could work well for busy weeks."},
		},
		qCurrent: [2][]string{
			{"What does {name} eat these days?", "What diet does {name} follow now?", "What kind of diet is {name} on currently?"},
			{"What is {name}'s diet at the moment?", "How does {name} eat nowadays?", "What food does {name} eat now?"},
		},
		qWhen: [2][]string{
			{"What diet did {name} follow {when}?", "What was {name} eating {when}?"},
			{"How did {name} eat {when}?", "What was {name}'s diet {when}?"},
		},
		qBefore: [2][]string{
			{"What did {name} eat before going {next}?"},
			{"What diet did {name} have before switching to {next}?"},
		},
	},
	"partner": {
		predicate: "partner",
		values:    []string{"Alex", "Jordan", "Robin", "Casey", "Morgan", "Jamie", "Devon", "Riley", "Quinn", "Avery"},
		state: [2][]string{
			{"I'm dating {v}, we met at a friend's party.", "{v} and I have been together since spring."},
			{"My boyfriend {v} is cooking dinner tonight.", "I've been seeing {v} for a few months, it's going well."},
		},
		change: [2][]string{
			{"{old} and I broke up. I'm seeing someone new, {new}.", "It's over with {old}; I've started dating {new}."},
			{"We split, {old} moved out. My new partner is {new}.", "I ended things with {old}, and now I'm in a relationship with {new}."},
		},
		revert: [2][]string{
			{"Things with {old} fizzled, and I got back together with {new}.", "I broke up with {old}; {new} and I are a couple again."},
			{"{old} and I are done, I'm dating {new} again.", "After {old}, I reconnected with {new} and we're back together."},
		},
		chatter: [2][]string{
			{"We're planning a weekend away for our anniversary.", "Date night was at a tiny Italian place."},
			{"We argued about whose turn it was to do the dishes.", "Meeting the parents next weekend, I'm nervous."},
		},
		other: [2][]string{
			{"My sister is dating a guy called {v}.", "My roommate just got engaged to {v}."},
			{"A coworker keeps talking about her girlfriend {v}.", "My friend's husband {v} is hilarious."},
		},
		assistant: [2][]string{
			{"It sounds like {v} would be a good friend to you too.", "Did {v} from your book club reply to your message?"},
			{"Maybe invite {v} along to the concert as well.", "You mentioned {v} earlier, how are they doing?"},
		},
		qCurrent: [2][]string{
			{"Who is {name} dating now?", "Who is {name}'s partner these days?", "Who is {name} in a relationship with currently?"},
			{"Who is {name} seeing at the moment?", "Who is {name}'s boyfriend now?", "Who is {name} together with nowadays?"},
		},
		qWhen: [2][]string{
			{"Who was {name} dating {when}?", "Who was {name}'s partner {when}?"},
			{"Who was {name} seeing {when}?", "Who was {name} in a relationship with {when}?"},
		},
		qBefore: [2][]string{
			{"Who was {name} dating before {next}?"},
			{"Who was {name}'s partner before getting together with {next}?"},
		},
	},
}

// rawSmallTalk are user turns that name no value of any attribute, and
// rawReplies are the assistant's generic replies: [dev, holdout].
var rawSmallTalk = [2][]string{
	{
		"The weather has been grey all week.",
		"Finished a long novel about sailing last night.",
		"I need to renew my passport soon.",
		"We watched a documentary about octopuses.",
		"My plants are finally recovering after the holidays.",
		"I'm trying to drink more water during the day.",
		"I fixed the squeaky door hinge at last.",
		"Thinking about taking a pottery class someday.",
		"The printer jammed again right before the meeting.",
		"Caught a lovely sunset from the balcony tonight.",
		"Can you recommend a good podcast about history?",
		"How do I get candle wax out of a tablecloth?",
	},
	{
		"My knee has been sore since the run on Sunday.",
		"Any tips for keeping basil alive indoors?",
		"I finally finished that thousand-piece puzzle.",
		"What is a good gift for a six-year-old?",
		"The dentist says I need to floss more.",
		"I lost my umbrella on the bus, of course.",
		"Spent the evening sorting old family photos.",
		"Our team won the quiz night at the pub.",
		"How long should I boil an egg for a soft yolk?",
		"Hay fever season has started early this year.",
		"I've started going to bed an hour earlier.",
		"Can you help me plan a birthday surprise?",
	},
}

var rawReplies = [2][]string{
	{"That sounds great!", "Good to hear, tell me more.", "I'm sorry, that sounds stressful.", "Here are a few ideas you could try.", "Happy to help with that."},
	{"Oh nice, how did that go?", "That makes sense.", "Sounds like a busy week.", "Let me know if you want a checklist.", "Interesting, thanks for sharing."},
}

// rawNames are the users of raw scenarios: [dev, holdout].
var rawNames = [2][]string{
	{"Maya", "Theo", "Ines", "Rafael", "Lena", "Kofi", "Sana", "Mateo", "Yuki", "Olga", "Felix", "Nora"},
	{"Arjun", "Beatriz", "Cyrus", "Delia", "Emeka", "Freya", "Gustav", "Hiba", "Ivo", "Jana", "Kai", "Lucia"},
}
