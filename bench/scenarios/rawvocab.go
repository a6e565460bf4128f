package scenarios

// rawAttr is one changeable fact of a raw conversation and its phrasings,
// in five disjoint sets (see Phrasing): every template list below is
// [dev, holdout, fresh, blind, unseen]. Templates use {v}, {old}, {new}
// (values), {name} (the user), {when} ("in March 2025"; the words before
// the month are rawWhen's), {next} (the value that replaced the answer)
// and {cur} (the value that holds when the turn is said). Every statement
// that names two values names the one that holds afterwards last, as in
// the claim scenarios, so the answer rule reads it right; a change may
// name only {new}. No template names a value of its own set but through a
// placeholder (TestRawUnseenTemplates checks the unseen set).
type rawAttr struct {
	predicate string
	// values are the attribute's values per phrasing set; a nil entry
	// means the dev set's. The fresh, blind and unseen sets have their own
	// (diets aside), so they also meet names the engine was never run on.
	values    [rawSets][]string
	state     [rawSets][]string // a first statement of {v}
	change    [rawSets][]string // {old} -> {new}
	revert    [rawSets][]string // back to {new} after {old}
	chatter   [rawSets][]string // on the topic, no value
	other     [rawSets][]string // someone else's value {v}: a distractor
	assistant [rawSets][]string // the assistant mentions another value {v} while {cur} holds
	qCurrent  [rawSets][]string
	qWhen     [rawSets][]string // {when}
	qBefore   [rawSets][]string // {next}
}

// valuesIn returns a's values in phrasing set ph.
func (a *rawAttr) valuesIn(ph Phrasing) []string {
	if v := a.values[ph]; v != nil {
		return v
	}
	return a.values[PhrasingDev]
}

var rawAttrs = map[string]*rawAttr{
	"lives_in": {
		predicate: "lives_in",
		values: [rawSets][]string{
			PhrasingDev:    {"Boston", "Seattle", "Lisbon", "Austin", "Utrecht", "Porto", "Calgary", "Dublin", "Nantes", "Tucson", "Malmo", "Hobart"},
			PhrasingFresh:  {"Ghent", "Leeds", "Kyoto", "Denver", "Bergen", "Oaxaca", "Tallinn", "Perth", "Quebec City", "Split", "Bilbao", "Halifax"},
			PhrasingBlind:  {"Valencia", "Osaka", "Hamburg", "Boise", "Cork", "Graz", "Aarhus", "Montreal", "Leipzig", "Adelaide", "Sapporo", "Tampa"},
			PhrasingUnseen: {"Trieste", "Winnipeg", "Bordeaux", "Brno", "Tromso", "Cusco", "Nagoya", "Tacoma", "Gdansk", "Ljubljana", "Dunedin", "Asheville"},
		},
		state: [rawSets][]string{
			{"I live in {v}, in a small flat near the river.", "We've been living in {v} for three years now."},
			{"Home for me is {v}, I rent a place downtown.", "My apartment in {v} finally has decent heating."},
			{"Just got back to {v} after the weekend, nice to be home.", "I've lived in {v} since college and can't imagine leaving."},
			{"ugh, the trams in {v} were packed again this morning. anyway, how are you?", "Quick question about my lease here in {v}: can a landlord raise rent mid-year?"},
			{
				"ok some context for everything I ask you: I'm 34, I work remotely and home is a rented two-bed in {v}.",
				"signed the lease on a place in {v} today!! three years of flat hunting, finally over",
				"How do I find a decent physio? Bad shoulder again, and I live in {v}, not far from the train station.",
				"my commute is a 20 min bike ride across {v}, which honestly I love",
				"The council in {v} just doubled the residents' parking permit, so guess who's paying double this year.",
				"Need to write to my landlord: our flat in {v} has had a leak under the sink since tuesday and nobody has come.",
			},
		},
		change: [rawSets][]string{
			{"We finally moved! Goodbye {old}, hello {new}.", "I relocated from {old} to {new} last month for good."},
			{"Packed up the whole place in {old}; my new home is in {new}.", "The move is done, I left {old} and now I live in {new}."},
			{"Left {old} behind in October, and now {new} is home.", "So after all those years in {old} I finally made the jump to {new}."},
			{"Some personal news: we sold the flat in {old} and bought a house in {new}.", "The movers came on Tuesday. {old} is done; we're settling into {new}."},
			{
				"quick update bc I keep forgetting to tell you: we left {old} a couple of weeks ago. the new place is in {new}, two streets from a park",
				"Goodbye forever, tiny {old} studio: as of this morning I've got the keys to the new flat in {new}.",
				"Haven't been around much, the move ate my whole month. The sale on the {old} house went through and we've been sleeping on a mattress in {new} since the 3rd.",
				"Work let me transfer, so bye bye {old}. I've been living in {new} for two weeks and still can't find anything in the supermarket.",
				"Thanks for the packing checklist btw, it saved us. We're out of {old} and fully moved into the new apartment in {new}.",
				"Can you update the address on my cover letter template? It's not {old} anymore, it's a flat in {new} now.",
				"First night in our new place in {new}! the cat is hiding under the bed and refuses to come out",
			},
		},
		revert: [rawSets][]string{
			{"After a year in {old} we moved back to {new}.", "I missed it too much, so I left {old} and returned to {new}."},
			{"{old} didn't work out, we're living in {new} again.", "Moved home: no more {old}, back in {new}."},
			{"Turns out {old} wasn't for us. We're back in {new} since last week.", "Gave {old} a real try, but I've returned home to {new}."},
			{"We gave up on {old} after the winter and moved back home to {new}.", "Long story short, {old} didn't stick and we live in {new} once more."},
			{
				"well, {old} lasted about as long as my mum predicted. we're back home in {new} and tbh relieved",
				"{old} was nice but we never really made friends there, so last weekend we moved back to {new}.",
				"Guess who got their old postcode back? We've left {old} and we're living in {new} again.",
				"The {old} chapter is closed. Found a flat in our old neighbourhood in {new}, same street as before even.",
			},
		},
		chatter: [rawSets][]string{
			{"Unpacking boxes is taking forever.", "The new neighbourhood is quieter than I expected."},
			{"Still haven't hung any pictures in the living room.", "Our street has a great little market on Sundays."},
			{"The landlord finally fixed the radiator.", "Still getting lost on the way to the supermarket here."},
			{"Our new street is so noisy at night.", "I still need to register my address at the town hall."},
			{
				"the walls in the new flat are paper thin, I can hear my neighbour's podcasts",
				"Still haven't worked out which bin goes out on which day at the new place.",
				"Finally found a barber near home who doesn't butcher my hair.",
				"Can you help me write a complaint to building management? The lift has been broken for nine days.",
				"our estate agent ghosted us halfway through the paperwork, classic",
			},
		},
		other: [rawSets][]string{
			{"My sister just moved to {v}.", "My best friend bought a house in {v}."},
			{"My cousin is relocating to {v} in the spring.", "A colleague of mine lives in {v}, she loves it."},
			{"My parents are thinking of retiring to {v}.", "Guess who just got a flat in {v}? My little brother."},
			{"My godson is starting university in {v}.", "Flew out to see friends in {v}, what a city."},
			{
				"My mum keeps sending me listings in {v}, she'd love me to live closer to her.",
				"Back from a long weekend in {v}, ate my body weight in pastries.",
				"If the remote setup falls through I might have to look at jobs in {v}, which I really don't want.",
				"Lars from my team just bought a house in {v} and now has a two-hour commute, poor guy.",
				"We're flying to {v} for my cousin's wedding next month, need outfit advice.",
				"apparently my ex lives in {v} now, which, fine, good for them",
			},
		},
		assistant: [rawSets][]string{
			{"Have you ever thought about living in {v}? Rents there are lower than in {cur}.", "{v} is lovely this time of year, plenty of people move there."},
			{"Some people say {v} has better weather than {cur}.", "If you ever relocate, {v} has a big tech scene."},
			{"Flights to {v} are cheap in the off season if you want a break from {cur}.", "{v} is often ranked as one of the most livable cities."},
			{"If you ever get tired of {cur}, {v} has a lower cost of living.", "Plenty of remote workers are picking {v} lately."},
			{
				"If you want a change of scene from {cur}, a weekend in {v} is an easy trip.",
				"Housing in {v} tends to be cheaper; worth remembering if you ever leave {cur}.",
				"A lot of people in your field end up relocating to {v}, for what it's worth.",
				"Since you like mountains, {v} could be a nice holiday spot.",
			},
		},
		qCurrent: [rawSets][]string{
			{"Where does {name} live now?", "Which city is {name} living in these days?", "What city is {name} based in currently?"},
			{"Where is {name}'s home at the moment?", "Where does {name} live nowadays?", "In which city does {name} currently reside?"},
			{"What city is {name} living in right now?", "Where has {name} settled these days?", "Where is {name} living at present?"},
			{"Where is {name} living as of now?", "What is {name}'s city of residence lately?", "Which city does {name} call home currently?"},
			{
				"what's {name}'s current city?",
				"{name} lives where these days?",
				"Remind me which city {name} is in at the moment.",
				"If I wanted to visit {name}, which city would I fly to?",
				"where's {name} based today?",
			},
		},
		qWhen: [rawSets][]string{
			{"Where did {name} live {when}?", "Which city was {name} living in {when}?"},
			{"Where was {name}'s home {when}?", "What city did {name} live in {when}?"},
			{"In what city was {name} living {when}?", "Where was {name} based {when}?"},
			{"Which city did {name} call home {when}?", "Where had {name} settled {when}?"},
			{
				"Remind me where {name} was living {when}.",
				"{when}, which city was {name}'s home base?",
				"{name} was living where {when}?",
				"What city would {name} have given as their address {when}?",
			},
		},
		qBefore: [rawSets][]string{
			{"Where did {name} live before moving to {next}?"},
			{"Where was {name} living before the move to {next}?"},
			{"Where was {name} living prior to {next}?"},
			{"Which city did {name} live in before relocating to {next}?"},
			{
				"Which city did {name} leave for {next}?",
				"Where was home for {name} until they ended up in {next}?",
				"before {name} packed up for {next}, where did they live?",
			},
		},
	},
	"works_at": {
		predicate: "works_at",
		values: [rawSets][]string{
			PhrasingDev:    {"Globex", "Initech", "Hooli", "Umbrella Labs", "Stark Logistics", "Wonka Foods", "Cyberdyne", "Tyrell Systems", "Aperture Media", "Oscorp Health"},
			PhrasingFresh:  {"Acme Robotics", "Northwind", "Contoso", "Blue Harbor Bank", "Pinecrest School", "Lumen Games", "Redwood Clinic", "Atlas Freight", "Brightwater", "Kestrel Labs"},
			PhrasingBlind:  {"Vantage Insurance", "Orchid Pharma", "Helix Data", "Granite Builders", "Silverline Air", "Maple Credit Union", "Nimbus Cloud", "Quarry Studios", "Harbor Hospital", "Fennel Foods"},
			PhrasingUnseen: {"Quillon Analytics", "Tidewater Freight", "Copperleaf Bakery", "Meridian Health", "Ostrander Legal", "Sablewood Studios", "Verity Bank", "Pemberton Academy", "Lodestar Energy", "Crestview Hotels"},
		},
		state: [rawSets][]string{
			{"I work at {v} as a data analyst.", "My job at {v} keeps me busy most evenings."},
			{"I'm an engineer at {v}, been there two years.", "Work at {v} has been hectic with the product launch."},
			{"Another long day at {v}, the deadlines never stop.", "I've been at {v} for a while now, mostly doing QA."},
			{"Payroll at {v} messed up my overtime again.", "I do customer support at {v}, twelve-hour shifts this week."},
			{
				"so I'm a backend dev at {v}, mostly payments stuff, and I want to get better at system design. where do I even start?",
				"Can you help me draft an email to my manager? Context: I've been on the operations team at {v} for three years and I want to ask for a raise.",
				"the open-plan office at {v} is destroying my focus, which noise-cancelling headphones would you get?",
				"Badge photo day at {v} and of course it's my worst hair day in months.",
				"My team at {v} is doing a hackathon on Friday and I have zero ideas, help",
				"Got my first payslip from {v} today! Still feels weird to be a proper employee.",
			},
		},
		change: [rawSets][]string{
			{"I quit {old} last week and I start at {new} on Monday.", "Big career news: I left {old} and took a job at {new}."},
			{"Handed in my notice at {old}; I accepted the offer from {new}.", "My last day at {old} was Friday, now I'm employed by {new}."},
			{"After four years at {old}, I'm now working at {new}.", "Said goodbye to my team at {old} yesterday; on Monday I'm joining {new}."},
			{"It's official: I resigned from {old} and signed a contract with {new}.", "I got poached! Goodbye {old}, my new employer is {new}."},
			{
				"News: I accepted the offer! Leaving {old} after all this time, and my first day at {new} is the 14th.",
				"ok it's done: cleared my desk at {old} on Friday, and this morning I picked up my laptop and badge from {new}.",
				"Could you help me update my LinkedIn headline? I'm not at {old} anymore, I'm a senior analyst with {new} now.",
				"Compared to the chaos at {old}, my first week at {new} has been a dream.",
				"The recruiter came through: {old} is in the rear-view mirror and I started at {new} on Monday.",
				"Onboarding at {new} is three days of compliance videos, kill me. Still, new job, new me.",
			},
		},
		revert: [rawSets][]string{
			{"{old} wasn't for me, I went back to my old job at {new}.", "I resigned from {old} and rejoined {new}."},
			{"Left {old} after six months; {new} hired me back.", "Funny twist: {old} is behind me, I'm working for {new} again."},
			{"Leaving {old} was the right call; I'm back working at {new}.", "They took me back! Farewell {old}, I'm at {new} again."},
			{"After a rough year at {old} I returned to {new}, my previous employer.", "I'm done with {old}; {new} offered me my old role and I took it."},
			{
				"Plot twist: my old boss called, so after a few months at {old} I've rejoined {new}. Same desk and everything.",
				"Boomeranged! Walked out of {old} and {new} took me back in my old role.",
				"Yes I know I swore I'd never go back, but {old} was just not it, so I'm at {new} again.",
				"After a short stint at {old} I'm returning to {new}; they matched my pay and gave me a team.",
			},
		},
		chatter: [rawSets][]string{
			{"My manager wants the quarterly report by Thursday.", "The commute to the office is brutal this week."},
			{"Had three meetings before lunch today.", "My new team is really friendly."},
			{"The office coffee machine broke again.", "My boss approved my vacation days."},
			{"Performance reviews are next week, wish me luck.", "I've been working late every night this month."},
			{
				"all-hands ran 40 minutes over, again",
				"Can you help me write a polite reply to a coworker who keeps booking meetings at 5pm?",
				"My standup got moved to 8:30, which should be illegal.",
				"Got a shout-out from the VP in the company newsletter, kinda proud ngl",
			},
		},
		other: [rawSets][]string{
			{"My brother just got hired by {v}.", "My roommate has an interview at {v} tomorrow."},
			{"A friend of mine works at {v} and hates it.", "My dad retired from {v} after thirty years."},
			{"My neighbour just started a job at {v}.", "My uncle has worked for {v} his whole life."},
			{"My wife's friend just got laid off from {v}.", "Someone from my running club is a manager at {v}."},
			{
				"My partner just got an offer from {v}, we're weighing it up.",
				"Had coffee with an old classmate who recruits for {v}; she says they're hiring like crazy.",
				"If I ever burn out completely I'll apply to {v} and do something boring, ha.",
				"My dad's company got bought by {v} last month.",
				"Interviewed a candidate today who used to be at {v}, super sharp.",
			},
		},
		assistant: [rawSets][]string{
			{"Have you considered applying to {v}? They pay more than {cur}.", "I've read that {v} is hiring analysts right now."},
			{"{v} has a good reputation among engineers.", "If you ever leave {cur}, {v} might be worth a look."},
			{"{v} posted some openings that match your skills.", "Compared with {cur}, {v} would give you a shorter commute."},
			{"You could ask your network about roles at {v}; it's been growing faster than {cur}.", "{v} was just named a great place to work."},
			{
				"Given your skills, {v} could be a good fit if you ever want out of {cur}.",
				"I saw {v} on a list of companies trialling four-day weeks, in case that's interesting.",
				"{v} tends to post senior roles in the autumn, if you're curious.",
				"You could ask someone at {v} for an informational chat, it rarely hurts.",
			},
		},
		qCurrent: [rawSets][]string{
			{"Where does {name} work now?", "Which company is {name} working for these days?", "Who is {name}'s employer currently?"},
			{"What company employs {name} at the moment?", "Where is {name} working nowadays?", "What is {name}'s current job?"},
			{"Which company does {name} work for right now?", "Where is {name} employed at present?", "Who does {name} work for these days?"},
			{"Who is {name}'s employer as of now?", "Which firm does {name} work at lately?", "Where does {name} have a job currently?"},
			{
				"what's {name}'s current employer?",
				"who's paying {name}'s salary these days?",
				"{name} works for which company at the moment?",
				"Where does {name} clock in every morning now?",
				"What's the name of the company {name} is with today?",
			},
		},
		qWhen: [rawSets][]string{
			{"Where did {name} work {when}?", "Which company was {name} working for {when}?"},
			{"Who employed {name} {when}?", "What company did {name} have a job at {when}?"},
			{"Which company employed {name} {when}?", "Where was {name} employed {when}?"},
			{"Which firm did {name} work at {when}?", "Who was {name}'s employer {when}?"},
			{
				"who was signing {name}'s paychecks {when}?",
				"{when}, which company had {name} on the payroll?",
				"Remind me what company {name} was at {when}.",
				"what outfit was {name} with {when}?",
			},
		},
		qBefore: [rawSets][]string{
			{"Where did {name} work before joining {next}?"},
			{"Which company was {name} at before starting at {next}?"},
			{"Where was {name} employed prior to {next}?"},
			{"Which firm employed {name} before {next}?"},
			{
				"Which company did {name} leave to go to {next}?",
				"Who was {name} working for until {next} came along?",
				"before {name} signed with {next}, where did they work?",
			},
		},
	},
	"diet": {
		predicate: "diet",
		values: [rawSets][]string{
			PhrasingDev:    {"vegetarian", "vegan", "pescatarian", "keto", "paleo", "gluten-free", "flexitarian", "low-carb"},
			PhrasingUnseen: {"vegan", "vegetarian", "pescatarian", "keto", "plant-based", "dairy-free", "low-FODMAP", "carnivore"},
		},
		state: [rawSets][]string{
			{"I've been {v} for years, I never cook meat.", "Being {v} makes eating out tricky sometimes."},
			{"I eat a strict {v} diet these days.", "My diet is {v}, so I meal-prep every Sunday."},
			{"I'm {v}, so the work barbecue is always awkward.", "Honestly being {v} has made me feel so much better."},
			{"Cooking for friends tonight, which is a challenge when you're {v} like me.", "Quick one: is oat milk okay on a {v} diet? I've been {v} since last year."},
			{
				"I'm {v}, so please only suggest recipes that fit. What can I make with chickpeas and spinach?",
				"been {v} since my health scare, it's honestly second nature now",
				"Dinner party on Saturday, six guests, I'm the only {v} one and somehow I'm hosting. help",
				"Can you check this protein bar label for me? I eat {v} and the ingredients list is a mile long.",
				"my doctor is thrilled I went {v}, cholesterol is way down",
			},
		},
		change: [rawSets][]string{
			{"I stopped being {old}; I'm {new} now.", "I'm no longer {old}, my doctor suggested going {new}."},
			{"Switched my diet from {old} to {new} this month.", "Gave up on {old} eating, I've gone {new}."},
			{"Not {old} anymore, these days I eat {new}.", "After a year of {old} meals I've switched to eating {new}."},
			{"Update on the food front: I dropped {old} and I'm eating {new} now.", "My nutritionist moved me off {old}; the plan is {new} from here on."},
			{
				"Small life update: the {old} thing is over, I've been eating {new} for a few weeks and I feel great.",
				"After my blood tests the dietitian said {old} wasn't giving me enough of what I need, so I'm {new} now.",
				"Can you redo my weekly meal plan? Nothing {old} anymore, I switched to {new}.",
				"ok I caved. {old} was making me miserable. officially {new} as of this week",
				"Cleared out the pantry today: bye {old} staples, hello {new} life.",
				"Week three of {new} and I haven't cheated once, proud of myself",
			},
		},
		revert: [rawSets][]string{
			{"The {old} thing didn't last, I'm back to eating {new}.", "I quit {old} and went back to being {new}."},
			{"After trying {old} for a while I returned to a {new} diet.", "No more {old} for me, I eat {new} again."},
			{"I tried {old} but it wasn't sustainable, so I'm {new} again.", "Dropped {old}; back to my old {new} habits."},
			{"The {old} experiment is over, I'm {new} like before.", "A few months of {old} was enough, I went back to {new}."},
			{
				"Welp, {old} didn't survive the holidays. I'm back on {new}, the way I used to eat.",
				"Gave {old} a proper go, honestly felt worse, so it's {new} for me again, same as before.",
				"My body basically voted: no more {old}. Returning to {new}, which always worked for me.",
			},
		},
		chatter: [rawSets][]string{
			{"I tried a new recipe for dinner tonight.", "Grocery shopping took ages this weekend."},
			{"Cooking for myself every night is exhausting.", "Found a great new lunch spot near the office."},
			{"Meal prepping on Sundays saves me so much time.", "The farmers market had amazing tomatoes today."},
			{"I bought way too many vegetables at the market.", "Lunch at work was terrible again."},
			{
				"Meal prep sunday: four lunches boxed up, feeling smug",
				"Any tips for eating well when I'm on the road for work all week?",
				"The office canteen changed its menu and there's basically nothing I can eat now.",
				"Tried baking my own bread, came out like a brick.",
			},
		},
		other: [rawSets][]string{
			{"My partner's mum is {v} too.", "My friend went {v} in January."},
			{"Half my team eats {v} now.", "My brother tried going {v} and gave up."},
			{"My roommate has been {v} since the summer.", "My aunt swears by eating {v}."},
			{"My flatmate announced she's going {v}.", "Both my parents went {v} after retiring."},
			{
				"My boyfriend's going {v} for a month, so dinners at home are about to get interesting.",
				"Half my book club is {v} now, it's a whole thing.",
				"My sister catered her wedding fully {v}, and honestly the food was great.",
				"What if I tried {v} for a week just to see? Probably won't, but I'm curious.",
				"My trainer keeps pushing {v} on everyone at the gym.",
			},
		},
		assistant: [rawSets][]string{
			{"Many people find a {v} diet easier than {cur}.", "Here is a {v} recipe you might enjoy."},
			{"Have you thought about trying {v} instead of {cur}?", "A {v} meal plan could work well for busy weeks."},
			{"You could also look into {v} recipes, they're popular right now.", "A {v} approach might be easier to keep up than {cur}."},
			{"Lots of athletes follow a {v} plan, unlike {cur}.", "I can put together a {v} shopping list if you like."},
			{
				"If {cur} ever feels limiting, {v} is an option some people find easier.",
				"Here's a {v} version of that recipe too, in case you're cooking for guests.",
				"Some studies link {v} eating to better energy, though the evidence is mixed.",
				"I could also suggest {v} meals if you're curious what that looks like.",
			},
		},
		qCurrent: [rawSets][]string{
			{"What does {name} eat these days?", "What diet does {name} follow now?", "What kind of diet is {name} on currently?"},
			{"What is {name}'s diet at the moment?", "How does {name} eat nowadays?", "What food does {name} eat now?"},
			{"What kind of diet is {name} following right now?", "How is {name} eating these days?", "What does {name}'s diet look like at present?"},
			{"What diet is {name} on as of now?", "What does {name} eat lately?", "Which diet does {name} currently follow?"},
			{
				"what's {name}'s current diet?",
				"What should I cook if {name} comes over for dinner this week?",
				"is {name} still eating the same way, or what's the diet at the moment?",
				"{name} eats what these days?",
				"Which diet is {name} sticking to today?",
			},
		},
		qWhen: [rawSets][]string{
			{"What diet did {name} follow {when}?", "What was {name} eating {when}?"},
			{"How did {name} eat {when}?", "What was {name}'s diet {when}?"},
			{"What kind of diet was {name} on {when}?", "How was {name} eating {when}?"},
			{"Which diet was {name} following {when}?", "What was {name} eating like {when}?"},
			{
				"what was on {name}'s plate, diet-wise, {when}?",
				"which diet had {name} gone for {when}?",
				"what were {name}'s food rules {when}?",
				"If I'd cooked for {name} {when}, what diet would I have had to respect?",
			},
		},
		qBefore: [rawSets][]string{
			{"What did {name} eat before going {next}?"},
			{"What diet did {name} have before switching to {next}?"},
			{"What was {name}'s diet prior to going {next}?"},
			{"Which diet did {name} follow before switching to {next}?"},
			{
				"What was {name} eating before the switch to {next}?",
				"Which diet did {name} drop for {next}?",
				"before {name} went {next}, how did they eat?",
			},
		},
	},
	"partner": {
		predicate: "partner",
		values: [rawSets][]string{
			PhrasingDev:    {"Alex", "Jordan", "Robin", "Casey", "Morgan", "Jamie", "Devon", "Riley", "Quinn", "Avery"},
			PhrasingFresh:  {"Sam", "Elliot", "Noor", "Tomas", "Priya", "Wes", "Ana", "Hugo", "Lin", "Marek"},
			PhrasingBlind:  {"Dana", "Kit", "Omar", "Saoirse", "Bea", "Nico", "Iris", "Teo", "Yara", "Zane"},
			PhrasingUnseen: {"Leila", "Rohan", "Greta", "Callum", "Anouk", "Dario", "Mireille", "Tobias", "Ayla", "Joaquin"},
		},
		state: [rawSets][]string{
			{"I'm dating {v}, we met at a friend's party.", "{v} and I have been together since spring."},
			{"My boyfriend {v} is cooking dinner tonight.", "I've been seeing {v} for a few months, it's going well."},
			{"{v} surprised me with breakfast in bed this morning.", "My partner {v} and I just adopted a plant together, ha."},
			{"{v} and I are celebrating two years together on Friday!", "Cooking dinner for my girlfriend {v} tonight, any dessert ideas?"},
			{
				"{v} and I have been together almost a year and I want to plan something for our anniversary. ideas?",
				"my partner {v} thinks I spend way too much time talking to you lol",
				"Need gift ideas for {v}: we've been dating a few months and their birthday is next week.",
				"Moving in with {v} next month, eek! Tips for couples sharing a tiny flat?",
				"Long story, but I met {v} on a hiking trip and we've been a couple for half a year now.",
			},
		},
		change: [rawSets][]string{
			{"{old} and I broke up. I'm seeing someone new, {new}.", "It's over with {old}; I've started dating {new}."},
			{"We split, {old} moved out. My new partner is {new}.", "I ended things with {old}, and now I'm in a relationship with {new}."},
			{"Split up with {old} over the summer. I'm with {new} now and very happy.", "Things ended with {old}, and I've been going out with {new} for a few weeks."},
			{"I'm single again after {old}... actually not quite, I just met {new}.", "Me and {old} are over. Seeing {new} now, it's early days."},
			{
				"Haven't told many people yet, but {old} and I called it quits a few weeks ago. I've been seeing someone new, {new}, and it's going really well.",
				"the breakup with {old} was rough, but I'm dating {new} now and genuinely happy",
				"Quick correction for future chats: {old} is my ex now, and my partner is {new} these days.",
				"I'm fully over {old}, and there's a new person in my life: {new}!",
				"After {old} moved out I swore off dating, then I met {new} at a friend's barbecue. We're officially together.",
			},
		},
		revert: [rawSets][]string{
			{"Things with {old} fizzled, and I got back together with {new}.", "I broke up with {old}; {new} and I are a couple again."},
			{"{old} and I are done, I'm dating {new} again.", "After {old}, I reconnected with {new} and we're back together."},
			{"Didn't work out with {old}. {new} and I are giving it another go.", "So {old} is history, and I'm with {new} again."},
			{"{old} and I broke it off; I'm back with {new}, my ex.", "Ended it with {old}, and {new} and I are together again."},
			{
				"Don't judge me: it's over with {old}, and {new} and I are trying again.",
				"So {old} is out of the picture and my ex {new} is back in it. Together again, properly this time.",
				"After the whole {old} mess, {new} and I reconciled.",
			},
		},
		chatter: [rawSets][]string{
			{"We're planning a weekend away for our anniversary.", "Date night was at a tiny Italian place."},
			{"We argued about whose turn it was to do the dishes.", "Meeting the parents next weekend, I'm nervous."},
			{"We finally agreed on which couch to buy.", "Our first trip together is coming up next month."},
			{"We're arguing about where to spend the holidays.", "Movie night at home again, our favourite thing."},
			{
				"we had our first proper fight and the flat is very quiet right now",
				"Planning a surprise weekend away for the two of us, any ideas for somewhere cosy?",
				"My partner's parents are visiting this weekend and I'm cleaning like a maniac.",
				"Couples therapy was actually kind of great today.",
			},
		},
		other: [rawSets][]string{
			{"My sister is dating a guy called {v}.", "My roommate just got engaged to {v}."},
			{"A coworker keeps talking about her girlfriend {v}.", "My friend's husband {v} is hilarious."},
			{"My cousin is marrying someone named {v}.", "My coworker's girlfriend {v} came to the party."},
			{"My brother's boyfriend {v} is moving in with him.", "Ran into my old classmate {v} at the bakery."},
			{
				"My best mate has been on three dates with someone called {v} and won't shut up about it.",
				"{v} from accounting is getting married in the autumn.",
				"Ran into {v} at the gym, we were at school together, so weird.",
				"My flatmate's new girlfriend {v} basically lives here now.",
				"Would it be weird to invite {v}, my neighbour, to the party?",
			},
		},
		assistant: [rawSets][]string{
			{"It sounds like {v} would be a good friend to you too.", "Did {v} from your book club reply to your message?"},
			{"Maybe invite {v} along to the concert as well.", "You mentioned {v} earlier, how are they doing?"},
			{"Maybe {v} could recommend a restaurant for your date.", "It might help to talk it through with {v}, your friend from yoga."},
			{"You could ask {v} from your climbing group to join you.", "It was kind of {v} to help you move last month."},
			{
				"It might be worth asking {v}, your colleague, whether they'd swap shifts with you.",
				"You mentioned {v} from your choir, maybe they'd come along to the concert?",
				"Would {v}, your running buddy, want to sign up for that race with you?",
				"Sounds like {v} really showed up for you through all this.",
			},
		},
		qCurrent: [rawSets][]string{
			{"Who is {name} dating now?", "Who is {name}'s partner these days?", "Who is {name} in a relationship with currently?"},
			{"Who is {name} seeing at the moment?", "Who is {name}'s boyfriend now?", "Who is {name} together with nowadays?"},
			{"Who is {name}'s current partner?", "Who is {name} going out with right now?", "Who is {name} with these days?"},
			{"Who is {name} dating as of now?", "Who is {name}'s significant other lately?", "Who does {name} have a relationship with currently?"},
			{
				"what's the name of the person {name} is dating at the moment?",
				"who's {name}'s other half these days?",
				"Who would {name} bring as a plus-one today?",
				"Is {name} in a relationship right now, and with whom?",
				"{name}'s seeing who now?",
			},
		},
		qWhen: [rawSets][]string{
			{"Who was {name} dating {when}?", "Who was {name}'s partner {when}?"},
			{"Who was {name} seeing {when}?", "Who was {name} in a relationship with {when}?"},
			{"Who was {name} going out with {when}?", "Who was {name} with {when}?"},
			{"Who was {name}'s significant other {when}?", "Who was {name} romantically involved with {when}?"},
			{
				"who was {name} loved up with {when}?",
				"{when}, was {name} with anyone? who?",
				"who did {name} have a thing with {when}?",
				"Remind me who {name}'s other half was {when}.",
			},
		},
		qBefore: [rawSets][]string{
			{"Who was {name} dating before {next}?"},
			{"Who was {name}'s partner before getting together with {next}?"},
			{"Who was {name} with prior to {next}?"},
			{"Who was {name} dating prior to meeting {next}?"},
			{
				"Who came before {next} in {name}'s love life?",
				"Who was {name} with until {next} came along?",
				"before {name} got together with {next}, who were they seeing?",
			},
		},
	},
}

// rawSmallTalk are user turns that name no value of any attribute, and
// rawReplies are the assistant's generic replies: [dev, holdout, fresh,
// blind, unseen].
var rawSmallTalk = [rawSets][]string{
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
	{
		"Does anyone actually enjoy doing taxes?",
		"My cat knocked a glass off the table again.",
		"I finally cleaned out the garage.",
		"Should I get a standing desk?",
		"The neighbours are having a loud party tonight.",
		"I'm reading a book about the history of maps.",
		"What's a quick breakfast that isn't cereal?",
		"I went for a swim before work today.",
		"My phone screen cracked this morning.",
		"Can you explain how compound interest works?",
		"The concert last night was incredible.",
		"I think I'm coming down with a cold.",
	},
	{
		"Is it weird to eat cereal for dinner?",
		"My laptop fan is making a horrible noise.",
		"I binge-watched a whole season yesterday.",
		"How do I get my toddler to sleep through the night?",
		"The gym was packed this evening.",
		"What's the best way to learn Spanish quickly?",
		"I finally booked the dentist appointment.",
		"Our flight got delayed by four hours.",
		"Can you summarise the news for me?",
		"I'm knitting a scarf for my mum.",
		"The heating bill this month is insane.",
		"I saw a fox in the garden this morning.",
	},
	{
		"My neighbour's dog barks at exactly 6am every day, it's uncanny.",
		"how do I descale a kettle without vinegar",
		"Lost an hour of work because my laptop decided to update itself.",
		"Is it normal for sourdough starter to smell like nail polish?",
		"Can you turn these meeting notes into three bullet points?",
		"Watched the eclipse livestream at lunch, kind of underwhelming tbh.",
		"What's a polite way to decline a wedding invitation?",
		"my knees are wrecked after that hike lol",
		"I keep forgetting my reusable bags at home.",
		"Help me name my new houseplant, it's a very dramatic fern.",
		"The self-checkout machine yelled at me again.",
		"Any good sci-fi books that aren't 900 pages long?",
		"I think my smoke alarm battery is dying, it chirps every few minutes.",
		"Can you explain what an index fund is like I'm five?",
		"Bought a secondhand bike, the brakes are questionable.",
		"rainy sunday, I'm not leaving the sofa",
	},
}

var rawReplies = [rawSets][]string{
	{"That sounds great!", "Good to hear, tell me more.", "I'm sorry, that sounds stressful.", "Here are a few ideas you could try.", "Happy to help with that."},
	{"Oh nice, how did that go?", "That makes sense.", "Sounds like a busy week.", "Let me know if you want a checklist.", "Interesting, thanks for sharing."},
	{"Wow, okay!", "Good luck with that.", "That must have been fun.", "I can walk you through it.", "Thanks for telling me."},
	{"Ha, fair enough.", "Hope it gets better soon.", "Sure, here's a quick overview.", "That's lovely to hear.", "Let me think about that."},
	{"Oh no, that's annoying.", "Got it, noted.", "Ooh, exciting!", "Want me to break that down step by step?", "Totally understandable.", "Here's what I'd suggest.", "Glad that worked out.", "Hmm, good question. A few thoughts."},
}

// rawWhen are the words before the month of a {when} ("in March 2025").
var rawWhen = [rawSets][]string{
	{"in ", "during "},
	{"in ", "during "},
	{"in ", "during "},
	{"in ", "during "},
	{"in ", "back in ", "around ", "during "},
}

// rawNames are the users of raw scenarios: [dev, holdout, fresh, blind,
// unseen].
var rawNames = [rawSets][]string{
	{"Maya", "Theo", "Ines", "Rafael", "Lena", "Kofi", "Sana", "Mateo", "Yuki", "Olga", "Felix", "Nora"},
	{"Arjun", "Beatriz", "Cyrus", "Delia", "Emeka", "Freya", "Gustav", "Hiba", "Ivo", "Jana", "Kai", "Lucia"},
	{"Bruno", "Carmen", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Ilya", "Jonas", "Keiko", "Luca", "Mira"},
	{"Abel", "Bianca", "Caspar", "Dalia", "Ezra", "Fatima", "Gideon", "Hedda", "Imran", "Jolene", "Kasper", "Lior"},
	{"Anselm", "Birgit", "Cosmo", "Dagny", "Eamon", "Fenna", "Hamid", "Isolde", "Jasper", "Kalani", "Lorcan", "Maren"},
}
