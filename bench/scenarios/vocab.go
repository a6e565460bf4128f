package scenarios

// attr is one changeable fact and its phrasings. Templates use {name},
// {v} (a value), {old}, {new}, {ago}, {when}, {rel}, {next} and {other}
// (the friend's name). Every statement that names two values names the one
// that holds afterwards last, so a reader taking the last value mentioned
// reads it right; questions never use the statements' wording.
type attr struct {
	predicate string
	values    []string
	state     []string // first statement of a value
	change    []string // {old} -> {new}
	revert    []string // back to {new} after {old}
	relChange []string // {old} -> {new}, {ago}
	rumor     []string // the friend reports {v} about {name}
	correct   []string // {name} denies {old} and restates {new}
	other     []string // someone else's value {v}: a distractor
	qCurrent  []string
	qWhen     []string // {when}: "in March 2024"
	qRel      []string // {rel}: "last month", "two weeks ago"
	qBefore   []string // {next}: the value that replaced the answer
}

var attrs = []attr{
	{
		predicate: "lives_in",
		values:    []string{"Ghent", "Leeds", "Turin", "Bergen", "Krakow", "Valencia", "Denver", "Halifax", "Osaka", "Adelaide", "Accra", "Quito"},
		state:     []string{"My flat is in {v}, close to the old market.", "I'm based in {v} these days."},
		change:    []string{"The movers came: I left {old} and now live in {new}.", "New chapter, goodbye {old}, hello {new}!"},
		revert:    []string{"I missed it too much, so I left {old} and moved back to {new}.", "After the year away in {old} I'm home in {new} again."},
		relChange: []string{"I moved from {old} to {new} {ago}.", "Since {ago} my address is no longer {old} but {new}."},
		rumor:     []string{"Someone told me {name} relocated to {v}."},
		correct:   []string{"No, that story about {old} is wrong, I never left {new}."},
		other:     []string{"My cousin just found a place in {v}."},
		qCurrent:  []string{"Which city does {name} call home now?", "Where is {name} living at present?"},
		qWhen:     []string{"Which city was {name} living in {when}?", "Where was {name}'s home {when}?"},
		qRel:      []string{"Where was {name} living {rel}?"},
		qBefore:   []string{"Where did {name} live prior to {next}?"},
	},
	{
		predicate: "works_at",
		values:    []string{"Northwind", "Globex", "Initech", "Hooli", "Vandelay Imports", "Acme Robotics", "Soylent Foods", "Pied Piper", "Wayne Freight", "Blue Harbor Bank"},
		state:     []string{"I've been at {v} for a while, the team is great.", "Work is busy at {v} this quarter."},
		change:    []string{"Last day at {old} was Friday; I start at {new} on Monday.", "I handed in my notice at {old} and signed with {new}."},
		revert:    []string{"Funny turn: I quit {old} and rejoined my old team at {new}.", "{old} wasn't for me, so I went back to {new}."},
		relChange: []string{"I switched from {old} to {new} {ago}.", "{ago} I stopped working for {old} and joined {new}."},
		rumor:     []string{"I heard {name} took a job at {v}."},
		correct:   []string{"Whoever said I joined {old} is mistaken, I'm still with {new}."},
		other:     []string{"My neighbour got hired by {v} this week."},
		qCurrent:  []string{"Who is {name}'s employer now?", "Which company does {name} work for currently?"},
		qWhen:     []string{"Which company employed {name} {when}?", "Who was {name} working for {when}?"},
		qRel:      []string{"Which company was {name} working for {rel}?"},
		qBefore:   []string{"Where did {name} work prior to {next}?"},
	},
	{
		predicate: "drives",
		values:    []string{"Volvo XC40", "Kia Niro", "Honda Civic", "Mazda 3", "Skoda Octavia", "Toyota Prius", "Fiat Panda", "Renault Zoe", "Subaru Outback", "Hyundai Kona"},
		state:     []string{"I get around in my {v}, it never lets me down.", "The {v} is parked outside, as always."},
		change:    []string{"Sold the {old} and picked up a {new} yesterday.", "Traded in my {old}; the new car is a {new}."},
		revert:    []string{"The {old} was a mistake, I bought another {new} like my old one.", "Got rid of the {old} and I'm back in a {new}."},
		relChange: []string{"I replaced the {old} with a {new} {ago}.", "{ago} the {old} went and a {new} arrived."},
		rumor:     []string{"Apparently {name} is driving a {v} now."},
		correct:   []string{"I don't own a {old}, people confuse me with someone; I still have the {new}."},
		other:     []string{"My brother test-drove a {v} on Saturday."},
		qCurrent:  []string{"What car does {name} have now?", "Which vehicle is {name} driving these days?"},
		qWhen:     []string{"What car was {name} driving {when}?", "Which car did {name} own {when}?"},
		qRel:      []string{"What car was {name} driving {rel}?"},
		qBefore:   []string{"What car did {name} have prior to the {next}?"},
	},
	{
		predicate: "plays",
		values:    []string{"tennis", "squash", "rowing", "climbing", "badminton", "volleyball", "judo", "fencing", "water polo", "kayaking"},
		state:     []string{"Twice a week I do {v} at the club.", "{v} is how I unwind after work."},
		change:    []string{"I gave up {old}; I've signed up for {new} instead.", "No more {old} for me, my new sport is {new}."},
		revert:    []string{"I tried {old} but I'm back to {new}, it suits me better.", "Dropped {old} and returned to {new}."},
		relChange: []string{"I swapped {old} for {new} {ago}.", "{ago} I quit {old} and took up {new}."},
		rumor:     []string{"I was told {name} is doing {v} these days."},
		correct:   []string{"I've never done {old}, that's a mix-up; my sport is still {new}."},
		other:     []string{"My colleague started {v} lessons."},
		qCurrent:  []string{"What sport does {name} do now?", "Which sport is {name} into currently?"},
		qWhen:     []string{"What sport did {name} practise {when}?", "Which sport was {name} doing {when}?"},
		qRel:      []string{"What sport was {name} doing {rel}?"},
		qBefore:   []string{"What sport did {name} do prior to {next}?"},
	},
	{
		predicate: "uses_phone",
		values:    []string{"Pixel 8", "iPhone 15", "Galaxy S23", "Fairphone 5", "OnePlus 12", "Moto G54", "Xperia 10", "Nokia X30"},
		state:     []string{"My {v} battery still lasts all day.", "I take all my photos on the {v}."},
		change:    []string{"Dropped the {old} in the sea, so I bought a {new}.", "Upgraded from the {old} to a {new} this weekend."},
		revert:    []string{"Returned the {old}; I went back to a {new} like before.", "The {old} annoyed me, I'm on a {new} again."},
		relChange: []string{"I moved from the {old} to a {new} {ago}.", "{ago} I retired the {old} and got a {new}."},
		rumor:     []string{"I think {name} switched to a {v}."},
		correct:   []string{"I never bought a {old}, that was my sister; I still use the {new}."},
		other:     []string{"My dad wants a {v} for his birthday."},
		qCurrent:  []string{"Which phone does {name} use now?", "What handset is {name} carrying these days?"},
		qWhen:     []string{"Which phone did {name} use {when}?", "What phone was {name} carrying {when}?"},
		qRel:      []string{"Which phone was {name} using {rel}?"},
		qBefore:   []string{"Which phone did {name} use prior to the {next}?"},
	},
}

var names = []string{"Ana", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Imre", "Jonas", "Keiko", "Luca",
	"Marta", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tamar", "Umar", "Vera", "Wim", "Yara"}

var friends = []string{"Sam", "Noor", "Pat", "Ilse", "Tomas", "Mei"}

// smallTalk are distractor turns that name no value of any attribute.
var smallTalk = []string{
	"The weather has been grey all week.",
	"Finished a long novel about sailing last night.",
	"Dinner with my parents on Sunday was lovely.",
	"I need to renew my passport soon.",
	"We watched a documentary about octopuses.",
	"My plants are finally recovering after the holidays.",
	"Traffic this morning was unbelievable.",
	"I'm trying to drink more water during the day.",
	"The new bakery on the corner does great rye bread.",
	"Our book club picked a mystery for next month.",
	"I fixed the squeaky door hinge at last.",
	"Thinking about taking a pottery class someday.",
	"The neighbours' dog barked half the night.",
	"I finally cleaned out the garage this weekend.",
	"Made a huge pot of lentil soup for the week.",
	"My sister sent photos from her hiking trip.",
	"The printer jammed again right before the meeting.",
	"I've started going to bed an hour earlier.",
	"Caught a lovely sunset from the balcony tonight.",
	"Spent the evening sorting old family photos.",
	"The power went out for two hours this afternoon.",
	"I'm learning to make dumplings from scratch.",
	"Our team won the quiz night at the pub.",
	"Reorganised my bookshelf by colour, no regrets.",
	"Hay fever season has started early this year.",
	"I lost my umbrella on the bus, of course.",
	"Watched the whole season of that detective show.",
	"The dentist says I need to floss more.",
	"Tried a new recipe for banana bread, quite good.",
	"Volunteered at the food bank on Saturday morning.",
}
