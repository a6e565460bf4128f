package synth

// attribute is one changeable fact about a user: its predicate, value
// vocabulary and the phrasings used for turns and questions. Templates use
// {v}, {old}, {new} (the value), {a_v}, {a_old}, {a_new} (with an article),
// {name}, {when} and {next}. Change templates always mention the new value
// last, so "the last value mentioned" is the new one (see metrics.Answer).
type attribute struct {
	predicate  string
	claimed    bool // false: text-only turns, no ClaimInput
	values     []string
	initial    []string
	change     []string
	current    []string
	historical []string
	before     []string // {next}: the value that replaced the answer
}

var attributes = []attribute{
	{
		predicate: "lives_in", claimed: true,
		values:     []string{"Porto", "Lyon", "Berlin", "Lisbon", "Oslo", "Dublin", "Vienna", "Prague", "Madrid", "Toronto", "Seattle", "Austin", "Kyoto", "Melbourne", "Nairobi", "Bogota"},
		initial:    []string{"I live in {v} and I love the neighbourhood.", "Home for me is {v} right now, a small flat near the river."},
		change:     []string{"I finally moved from {old} to {new} last week.", "Big news: we left {old} and settled in {new}.", "After years in {old}, my new address is in {new}."},
		current:    []string{"Where does {name} live these days?", "Which city is {name} based in now?", "What city is home for {name} at the moment?"},
		historical: []string{"Where did {name} live in {when}?", "Which city was {name} based in during {when}?"},
		before:     []string{"Where did {name} live before moving to {next}?", "Which city was {name} in before {next}?"},
	},
	{
		predicate: "works_as", claimed: true,
		values:     []string{"nurse", "architect", "data analyst", "chef", "teacher", "pilot", "translator", "carpenter", "pharmacist", "journalist", "electrician", "librarian"},
		initial:    []string{"I work as {a_v} and the hours are long.", "My job? I'm {a_v}, have been for years."},
		change:     []string{"I quit being {a_old} and started as {a_new} on Monday.", "Career change: no longer {a_old}, I'm {a_new} now."},
		current:    []string{"What does {name} do for a living now?", "What is {name}'s current job?", "What's {name}'s profession at present?"},
		historical: []string{"What was {name}'s occupation in {when}?", "What job did {name} have in {when}?"},
		before:     []string{"What did {name} do before becoming {a_next}?"},
	},
	{
		predicate: "prefers_theme", claimed: true,
		values:     []string{"dark", "light", "solarized", "high contrast", "sepia"},
		initial:    []string{"I use the {v} theme in every editor I open.", "Set everything to the {v} theme please, my eyes prefer it."},
		change:     []string{"I switched my editor from the {old} theme to {new} mode today.", "Enough of {old}; the {new} theme it is from now on."},
		current:    []string{"Which colour scheme does {name} prefer for apps now?", "What UI theme should I pick for {name}?"},
		historical: []string{"Which editor theme did {name} use in {when}?"},
	},
	{
		predicate: "diet", claimed: true,
		values:     []string{"vegetarian", "vegan", "pescatarian", "keto", "omnivore", "paleo"},
		initial:    []string{"I've been eating {v} for a while now.", "Just so you know, I'm {v} when you suggest restaurants."},
		change:     []string{"I stopped being {old} and went fully {new} this month.", "Doctor's orders: no more {old} meals, I'm {new} from now on."},
		current:    []string{"What diet does {name} follow now?", "What kind of eater is {name} currently?"},
		historical: []string{"What diet was {name} on in {when}?"},
	},
	{
		predicate: "prefers_coffee", claimed: true,
		values:     []string{"espresso", "flat white", "cold brew", "cappuccino", "americano", "oat latte"},
		initial:    []string{"My morning order is always {a_v}.", "Nothing beats {a_v} before work."},
		change:     []string{"I traded my usual {old} for {a_new} lately.", "Barista knows me: it used to be {a_old}, now it's {a_new}."},
		current:    []string{"How does {name} take coffee nowadays?", "What's {name}'s go-to coffee order?"},
		historical: []string{"What coffee did {name} order in {when}?"},
	},
	{
		predicate: "drives", claimed: true,
		values:     []string{"Honda Civic", "Toyota Corolla", "VW Golf", "Subaru Outback", "Mazda MX-5", "Volvo XC40", "Fiat Panda", "Tesla Model 3"},
		initial:    []string{"I drive {a_v} to work most days.", "My car is {a_v}, nothing fancy."},
		change:     []string{"Sold the {old} and bought {a_new} yesterday.", "Goodbye {old}, hello {new}: picked it up from the dealer today."},
		current:    []string{"What car does {name} drive now?", "Which vehicle does {name} own at the moment?"},
		historical: []string{"What was {name} driving in {when}?"},
		before:     []string{"What car did {name} drive before buying the {next}?"},
	},
	{
		predicate: "has_pet", claimed: true,
		values:     []string{"beagle", "tabby cat", "parrot", "corgi", "rabbit", "goldfish"},
		initial:    []string{"We have {a_v} at home who runs the house.", "Our {v} woke me up at six again."},
		change:     []string{"Our {old} went to live with my parents, and we adopted {a_new}.", "Sad week: we rehomed the {old}. Happy week: we got {a_new}."},
		current:    []string{"What pet does {name} have now?", "What animal lives with {name} currently?"},
		historical: []string{"What pet did {name} have in {when}?"},
	},
	{
		predicate: "partner", claimed: true,
		values:     []string{"Alex", "Sam", "Jordan", "Robin", "Kim", "Noah", "Iris", "Leo"},
		initial:    []string{"I'm dating {v}; we met at a concert.", "{v} and I have been together for a year."},
		change:     []string{"{old} and I broke up. I've started seeing {new}.", "It's over with {old}. I'm with {new} now and happy."},
		current:    []string{"Who is {name}'s partner now?", "Who is {name} dating currently?"},
		historical: []string{"Who was {name} seeing in {when}?"},
		before:     []string{"Who was {name} with before {next}?"},
	},
	{
		predicate: "hobby", claimed: false,
		values:     []string{"climbing", "pottery", "chess", "salsa dancing", "birdwatching", "sourdough baking", "trail running"},
		initial:    []string{"Weekends are all about {v} for me.", "I spend most evenings on {v}."},
		change:     []string{"I've lost interest in {old}; {new} is my thing now.", "Dropped {old} this spring and picked up {new}."},
		current:    []string{"What hobby is {name} into lately?", "What does {name} do for fun these days?"},
		historical: []string{"What was {name}'s hobby in {when}?"},
	},
}

// userNames are the users, in namespace order.
var userNames = []string{"Maya", "Liam", "Priya", "Jonas", "Aiko", "Mateo", "Zoe", "Omar",
	"Elena", "Kofi", "Sven", "Lucia", "Hana", "Diego", "Farah", "Bruno"}

// otherPeople are friends, colleagues and relatives the users mention.
var otherPeople = []string{"Dana", "Nora", "Felix", "Hugo", "Ines", "Ravi", "Tomas", "Greta", "Yusuf", "Clara"}

// relations qualify other people in distractor turns.
var relations = []string{"colleague", "sister", "cousin", "neighbour", "friend", "brother"}

// distractors are small-talk templates. They reuse the attribute vocabulary
// ({city}, {job}, {diet}, {coffee}, {car}, {pet}, {partner}, {hobby}) and
// other people ({person}, {rel}) so lexical matches are not answers.
var distractors = []string{
	"My {rel} {person} just got back from a trip to {city}.",
	"{person} keeps telling me {city} is overrated.",
	"Watched a documentary about {city} last night.",
	"Tried a {diet} recipe from a blog, it was fine.",
	"{person} ordered {a_coffee} and spilled it on my laptop.",
	"Saw {a_car} parked outside with a flat tyre.",
	"My {rel} {person} is thinking about buying {a_car}.",
	"The neighbour's {pet} was loud all night.",
	"Maybe I should try a {hobby} class someday.",
	"{person} works as {a_job} and hates the commute.",
	"My {rel} {person} is getting married to {partner} next spring.",
	"The weather has been strange this week.",
	"Can you remind me to call the dentist on Thursday?",
	"What's a good book for a long flight?",
	"Had lunch with {person} near the station.",
	"Is there a decent {coffee} place around the office?",
	"Traffic was terrible, I was late for the meeting again.",
	"Remind me to renew the insurance before the end of the month.",
}

// otherClaims are distractor turns that carry a claim about another person,
// so subject resolution matters: predicate, template, vocabulary key.
var otherClaims = []struct{ predicate, text, key string }{
	{"lives_in", "My {rel} {person} lives in {city} now.", "city"},
	{"works_as", "My {rel} {person} just started as {a_job}.", "job"},
	{"drives", "My {rel} {person} drives {a_car} these days.", "car"},
}

// unanswerable are questions about facts the workload never states.
var unanswerable = []string{
	"What is {name}'s blood type?",
	"Which university did {name} graduate from?",
	"What is the name of {name}'s grandmother?",
	"What instrument does {name} play?",
	"Which football team does {name} support?",
}
