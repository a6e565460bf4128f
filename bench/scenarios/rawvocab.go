package scenarios

// rawAttr is one changeable fact of a raw conversation and its phrasings,
// in thirty-seven disjoint sets (see Phrasing): every template list below
// is [dev, holdout, fresh, blind, unseen, hidden, sealed, veiled, cloaked,
// masked, shrouded, gilded, tinted, frosted, etched, woven, braided,
// knotted, quilted, stitched, felted, spun, plied, twined, laced,
// pleated, hemmed, basted, darned, tatted, smocked, couched, ruched, shirred, tucked, gathered, fringed], the veiled, cloaked,
// masked, shrouded, gilded, tinted, frosted, etched, woven, braided,
// knotted, quilted, stitched, felted, spun, plied, twined, laced, pleated,
// hemmed, basted, darned, tatted, smocked, couched, ruched, shirred, tucked, gathered and fringed sets' lists filled in from
// rawveiled.go, rawcloaked.go, rawmasked.go, rawshrouded.go, rawgilded.go,
// rawtinted.go, rawfrosted.go, rawetched.go, rawwoven.go, rawbraided.go,
// rawknotted.go, rawquilted.go, rawstitched.go, rawfelted.go, rawspun.go,
// rawplied.go, rawtwined.go, rawlaced.go, rawpleated.go, rawhemmed.go,
// rawbasted.go, rawdarned.go, rawtatted.go, rawsmocked.go, rawcouched.go, rawruched.go, rawshirred.go, rawtucked.go, rawgathered.go and rawfringed.go (the laced set's statements, the person's lists and small talk in lower
// case, as a speech recogniser writes them; its values, as every set's, cased, and
// compared without case; the pleated set's lists said by either of two
// people in a message thread, its "assistant" list the friend suggesting
// a value, as there is no assistant; the hemmed set's statements
// paragraphs of the mailbox owner's emails, its "assistant" list a
// correspondent suggesting a value, its small talk and replies
// paragraphs of anyone's emails; the basted set's statements, the
// person's lists and small talk spoken utterances written as its
// formatted recogniser writes them, which its raw streaming recogniser
// writes in lower case without punctuation, its values compared without
// case; the darned set's statements, the person's lists and small talk
// chat messages in non-native English as its person types them, first
// letter in lower case, some turns all in lower case, its statements
// tagged with the first languages whose speakers write them and its
// values compared without case; the tatted set's statements, the
// person's lists and small talk slang-heavy texts as its person types
// them, first letter in lower case, written in the person's texting style
// (some turns all in lower case, without punctuation, in capitals or
// without apostrophes, the abbreviator's long words shortened), its
// statements tagged with the styles whose texters write them, its
// values compared without case; the smocked set's statements, the
// customer's lists and small talk support chat messages as customers type
// them, first letter in lower case (written in the customer's manner:
// some turns all in lower case or in capitals, form fields on lines of
// their own), its statements and distractor lines tagged with the
// services they are said to, its chatter, other and assistant lists the
// texts of its service-tagged lines, its values compared without case;
// the couched set's statements, the employee's lists and small talk
// workplace chat messages as employees type them, first letter in lower
// case (written in the employee's manner: some turns all in lower case or
// in capitals, standups on lines of their own, emoji as text codes), its
// statements and distractor lines tagged with the rooms, a DM with the
// bot or a channel, they are said in, its chatter, other and assistant
// lists the texts of its room-tagged lines, colleagues' lines kept in
// rawcouched.go, never read as the employee's, its values compared
// without case; the ruched set's statements, the person's lists and small
// talk requests to a general-purpose assistant as people type them, first
// letter in lower case (written in the person's manner: some turns all in
// lower case, prompts under headers, lists of requirements and pasted
// texts on lines of their own), its statements and distractor lines
// tagged with the tasks they are said in, its chatter, other and
// assistant lists the texts of its task-tagged lines, its values
// compared without case; the shirred set's statements, the person's
// lists and small talk the bodies of emails they send, first letter as
// typed (some emails all in lower case, headers aside), its statements
// and distractor lines tagged with the topics of the threads they are
// said in, its chatter and other lists the person's lines, its
// assistant list the texts of automated mail naming other values, its
// values compared without case; the tucked set's statements, the person's
// lists and small talk diarized call segments as a note-taker transcribes
// them, first letter as said (some segments all in lower case or without
// punctuation, the label aside), its statements and distractor lines
// tagged with the kinds of call they are said on, its chatter and other
// lists the person's lines, its assistant list the note-taker's
// summaries naming other values, its values compared without case; the
// gathered set's statements, the subject's lists and small talk exported
// group-chat messages as the subject types them, first letter as typed
// (some all in lower case, the stamp aside), its statements and
// distractor lines tagged with the groups they are said in, its chatter
// and other lists the subject's lines, its assistant list the group
// assistant's weekly digests naming other values, the subject by first
// name in place of $NAME, its values compared without case; the fringed
// set's statements, the subject's lists and small talk community posts and
// comments as the subject types them, first letter as typed (some all in
// lower case, the header aside), its statements and distractor lines
// tagged with the boards they are said on, its chatter and other lists
// the subject's lines, its assistant list the moderator bot's TL;DR
// summaries naming other values, the subject by username in place of
// $NAME, its values compared without case).
// Templates use {v}, {old}, {new} (values), {name} (the
// user), {when} ("in March 2025"; the words before the month are rawWhen's), {next} (the value that replaced the answer),
// {cur} (the value that holds when the turn is said) and, in a change told
// after the fact, {ago} or {since} (when it happened: "three weeks ago",
// "since mid-June"; see rawlate.go). Every statement
// that names two values names the one that holds afterwards last, as in
// the claim scenarios, so the answer rule reads it right; a change may
// name only {new}. No template names a value of its own set but through a
// placeholder (TestRawUnseenValues, TestRawHiddenValues,
// TestRawSealedValues, TestRawVeiledValues, TestRawCloakedValues,
// TestRawMaskedValues, TestRawShroudedValues, TestRawGildedValues,
// TestRawTintedValues, TestRawFrostedValues, TestRawEtchedValues,
// TestRawWovenValues, TestRawBraidedValues, TestRawKnottedValues,
// TestRawQuiltedValues and TestRawStitchedValues check the unseen, hidden,
// sealed, veiled, cloaked, masked, shrouded, gilded, tinted, frosted,
// etched, woven, braided, knotted, quilted and stitched sets).
type rawAttr struct {
	predicate string
	// values are the attribute's values per phrasing set; a nil entry
	// means the dev set's. The fresh, blind, unseen, hidden, sealed,
	// veiled, cloaked, masked, shrouded, gilded, tinted, frosted, etched,
	// woven and braided sets have their own (diets aside), so they also
	// meet names the engine was never run on.
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
	// late and lateRevert are a change and a revert told after the fact,
	// with {ago} or {since}; only sets that tell changes late have them
	// (the braided set; see rawlate.go).
	late       [rawSets][]string // {old} -> {new}, {ago} or {since}
	lateRevert [rawSets][]string // back to {new} after {old}, {ago} or {since}
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
			PhrasingHidden: {"Rotterdam", "Krakow", "Thessaloniki", "Mendoza", "Kelowna", "Tartu", "Bologna", "Chattanooga", "Fukuoka", "Wellington", "Innsbruck", "Galway"},
			PhrasingSealed: {"Aberdeen", "Pune", "Geelong", "Antwerp", "Swansea", "Townsville", "Coimbatore", "Lausanne", "Savannah", "Bremen", "Cardiff", "Nottingham"},
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
			{
				"Random q but does renters insurance cover a stolen bike? Mine got nicked from outside my building in {v} last night.",
				"Been in {v} about four years now and I still haven't climbed the big hill everyone raves about.",
				"Context for the tax stuff: I'm a freelancer, my office is the spare room of our flat in {v}, and I mostly invoice clients abroad.",
				"hey so the winters in {v} are really getting to me, what's the best SAD lamp?",
				"Planning my week: dentist tuesday, then I'm hosting book club at my place in {v} on thursday, and friday I finally get a haircut.",
				"I'm registering with a new GP and the form wants my address history. Easy: I've lived in {v} my whole adult life.",
				"Can you recommend a running route? I'm usually out the door by 6, and the flat is in {v}, near the old harbour.",
			},
			{
				"sorry, wall of text incoming. new job is fine, knee is still dodgy, and the flat hunt is finally over: we've been renting a little two-up two-down in {v} since the weekend. anyway can you look at my cover letter?",
				"I am staying in {v} only, near the bus stand, so kindly suggest places close by.",
				"hows the weather looking this wknd in {v}? thats where I live btw, forgot to mention",
				"Got the council tax bill for our flat in {v} today and nearly fell off my chair.",
				"ugh autocorrect. *{v}. that's the city I live in, not whatever my phone turned it into",
				"For anything local you look up for me: home is {v}, been here since uni, and I don't drive.",
				"Reckon I should join a footy club? Just turned 30, I live on my own in {v} and barely know anyone outside work.",
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
			{
				"Sorry for the radio silence, we've been living out of boxes for a month. Long story short, {old} is behind us and the kids start at their new school in {new} on monday.",
				"update your notes pls: new address, still renting, but it's {new} now",
				"The last van left {old} on friday night; by saturday lunch we were eating takeaway on the floor of the new place in {new}.",
				"Does my car insurance need updating when I change cities? Asking because I've just gone from {old} to {new}.",
				"three weeks into life in {new} and the only person I know is the guy at the bakery lol",
				"Remember how much I moaned about the rent in {old}? Problem solved: we signed for a bigger place in {new} for less money and moved in on the 1st.",
				"my partner's job got relocated so we did too. {old} -> {new}, done and dusted, the cat has forgiven us",
				"Quick admin q: I need a new library card, a dentist and a gym now that I live in {new}. Which should I sort first?",
			},
			{
				"quick one, can u redo my commute calc? we moved. {old} is done, the new place is in {new}, 10 mins from the station",
				"Honestly mate, what a month: the kids both had chickenpox, we handed the keys of the {old} rental back, my sister got engaged, and on friday we completed on the house in {new}.",
				"wait, I meant to tell you ages ago, we are not in {old} anymore. we shifted to {new} few weeks back, my husband got transfer.",
				"Set up mail forwarding from {old} yesterday; the new flat in {new} is half the size but twice the light.",
				"nvm the old address, it's a unit in {new} now. lease started on the 1st",
				"Can you find me a good Thai place near home? And before you suggest somewhere in {old} again, we live in {new} now, have done for a month.",
				"Mum cried at our farewell barbie in {old}, bless her. First week in {new} and I've already found a decent chippy.",
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
			{
				"Honestly {old} never felt like home. We're in {new} again as of the weekend and I nearly cried when I saw the old high street.",
				"The experiment is over: after a year and a bit of {old} we've gone home to {new}, tail between our legs.",
				"Sold the {old} flat at a loss, but whatever: being back in {new} near my folks is worth every penny.",
				"{old} lasted eighteen months. We're renting in {new} again, two streets from where we started.",
				"we gave {old} our best shot but the removal van brought us straight back to {new} yesterday, and it feels right",
			},
			{
				"ok so funny story. {old} didnt work out, we broke the lease, and we're back in {new}, same suburb and everything",
				"Moved house again, yes again. Bit embarrassing but {old} was too far from family, so we've gone back to {new} where we started.",
				"Full circle: after a year of living in {old}, our old flat in {new} came up for rent and we grabbed it.",
				"{old} was beautiful but so lonely, so we came home. My parents are thrilled to have us in {new} again.",
				"wait I meant to update you, the {old} move got reversed. we're living in {new} again since last month, long story",
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
			{
				"why does every flat I've ever lived in have one cupboard door that won't shut",
				"The people upstairs are learning to tap dance, I'm convinced of it.",
				"Can you help me figure out if a dehumidifier would fix the mould in the bathroom?",
				"got a parking ticket right outside my own front door. incredible.",
				"Internet installer is coming 'between 8 and 6', so that's my whole day gone.",
			},
			{
				"neighbours put up a six foot fence overnight without asking, is that even allowed",
				"Council hasn't collected the green bin in three weeks, who do I even ring?",
				"our street's whatsapp group is 90% arguments about parking",
				"Does a landlord have to give notice before coming round to do an inspection?",
				"the boiler made a noise like a dying goose this morning",
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
			{
				"My brother keeps texting me photos from {v}, he's there for a conference and acting like he discovered the place.",
				"Should I even go for the job interview in {v}? It'd mean moving and I'm really not sure I want to.",
				"My old uni roommate just bought a townhouse in {v}, we're invited to the housewarming.",
				"Spent four days in {v} for work, the hotel gym was a cupboard with one treadmill.",
				"Someday I'd love to retire somewhere like {v}, but that's thirty years away.",
				"Our landlord is selling up and moving to {v}, so who knows what happens to our lease.",
			},
			{
				"my bestie is moving to {v} for her PhD, gutted, who do I get brunch with now",
				"Dad's got a conference in {v} next week and he's already asked me what to pack, he's 63.",
				"Boss floated the idea of me covering the {v} office for a quarter. Told him I'd think about it but I'm not keen.",
				"My cousin-sister got married and shifted to {v} with her in-laws, whole family is emotional.",
				"We've got an 8 hour layover in {v} on the way to Bali, worth leaving the airport?",
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
			{
				"If the rent in {cur} keeps climbing, it might be worth comparing it with {v}.",
				"For a cheap long weekend, {v} gets good reviews from people travelling on a budget.",
				"Some people in your situation do a trial month in {v} before committing to anything.",
				"{v} has one of the better public transport networks, if car-free living ever appeals.",
			},
			{
				"If you're ever tempted to leave {cur}, the property listings in {v} are worth a browse.",
				"{v} has a reputation for a strong community feel, if that's something you're missing.",
				"A day trip to {v} by train is very doable and could be a nice break.",
				"People who move from places like {cur} often say {v} took some getting used to.",
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
			{
				"If {name} invited me round tonight, which city would I be travelling to?",
				"If I posted a birthday card to {name} today, what city would go on the envelope?",
				"What's the latest on where {name} lives?",
				"What city is {name} in, as things stand?",
				"where is {name} living nowadays, do you know",
			},
			{
				"{name} still in the same city or have they moved again?",
				"need to post {name} a parcel, what city are they in these days",
				"whereabouts is {name} at the minute, city-wise?",
				"which town does {name} live in now, I keep forgetting",
				"{name}'s address at the moment, which city is that in?",
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
			{
				"Cast your mind back: {when}, which city was {name} waking up in?",
				"{when}, where would {name}'s post have been delivered?",
				"Where was {name} coming home to after work {when}?",
				"{name}'s city {when}, what was it again?",
			},
			{
				"{name} was paying rent in which city {when}?",
				"{when} {name} would have been living where, do you reckon?",
				"what was {name}'s home town {when}, not now, back then",
				"Whereabouts was {name} {when}, in terms of where they lived?",
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
			{
				"{name} is in {next} now, but where did they live before that?",
				"Where had {name} been living up until the {next} move?",
				"Pre-{next}, which city was {name} living in?",
			},
			{
				"ok so {name} landed in {next} at some point. where'd they come from?",
				"When {name} relocated to {next}, which city were they leaving behind?",
				"{name} hasn't always lived in {next} right, where was it before?",
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
			PhrasingHidden: {"Halcyon Robotics", "Fairweather Media", "Ironbark Construction", "Juniper Telecom", "Larkspur Software", "Oakhaven Bank", "Pellucid Optics", "Saltmarsh Brewing", "Thornbury Logistics", "Wrenfield Pharma"},
			PhrasingSealed: {"Wattlebird Software", "Brackenfield Insurance", "Tamarind Logistics", "Corvid Security", "Glenrowan Mining", "Quokka Analytics", "Saffron Hospitality", "Eastgate Council", "Bellbird Childcare", "Harrowgate Motors"},
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
			{
				"Need to vent: my 1:1 got cancelled for the fourth week running. Being a project coordinator at {v} means nobody has time for me, apparently.",
				"Can you sanity check my expense claim? The travel policy at {v} says economy only but the flight was 11 hours.",
				"I've been on the night rota at {v} for about two years, so sorry if my messages come at weird hours.",
				"Writing my bio for a conference talk: 'Data engineer at {v}, cyclist, bad guitarist.' Too casual?",
				"the canteen at {v} does a decent curry on wednesdays, only perk of the job tbh",
				"Our union rep at {v} wants volunteers for the pay negotiations and I'm weirdly tempted.",
				"mortgage broker asked for proof of employment so I had HR at {v} write me a letter, hope thats enough",
			},
			{
				"cant believe {v} has me rostered on saturday AGAIN",
				"my manager at {v} wants me to present to the clients next week only, can you help me make slides?",
				"Long week. Car failed its MOT, the dog ate a sock, and {v} made me redo the whole quarterly forecast because someone upstairs changed the template. Suggest something mindless to watch?",
				"Tax question: {v} pays me partly in shares, how do I declare those?",
				"Got my probation review at {v} on thurs, what should I highlight?",
				"fyi I do shift work at {v}, so if I message you at 3am that's why",
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
			{
				"So that interview I mentioned went well: I worked out my notice at {old} and started at {new} this week!",
				"first day at {new} done. nobody explained the coffee machine and my laptop is from 2015, but I'm happy",
				"Can you check my out-of-office wording? 'I have now left {old}; please contact my former manager for anything urgent.' From tomorrow I'm at {new}.",
				"After the layoffs at {old} I wasn't picky, but {new} turned out to be a great fit, three months in now.",
				"Signed the contract with {new} this morning. Pay bump, hybrid, and no more two-hour commute.",
				"My pension from {old} needs moving somewhere, now that I'm in the scheme at {new}. How does that usually work?",
				"the new team at {new} took me out for lunch on day one, my old lot never did that",
			},
			{
				"handed my badge back at {old} today, weird feeling. start at {new} on monday, pray for me",
				"Remember that interview I was stressing about? Got it! Had my leaving drinks at {old} on friday, and today was day one at {new}.",
				"Wait I meant to say, I'm not with {old} anymore, joined {new} a few weeks back. sorry, keep forgetting to update you",
				"{old} cut half the department, me included, and {new} picked me up within a fortnight.",
				"my new boss at {new} is actually decent, total opposite of the last lot",
				"Could you update my CV? The {old} job moves down to 'previous', and the top line is now operations lead at {new}, started this month.",
				"Offer letter signed and notice served, my last day at {old} was today and I'm joining {new} tomorrow itself.",
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
			{
				"Eating humble pie here: {old} was a mistake, and when I asked if my old job was still open, {new} said yes.",
				"{old} lasted seven months. As of Monday I'm back on the {new} payroll, old badge and all.",
				"Things were grim at {old}, and my old team lead heard about it and got me rehired at {new}, same role as before.",
				"Left {old} after one quarter and went crawling back to {new}. They were nicer about it than I deserved.",
			},
			{
				"{old} was a disaster from week one, so when {new} rang asking if I'd come back, I said yes before they finished the sentence.",
				"six months at {old} was plenty. rejoined {new} on monday, same team, same crap coffee",
				"Wait, did I not tell you? Quit {old} after the restructure and {new} rehired me, back on my old team.",
				"Left {old} and returned to {new} - they kept my desk plant alive the whole time, legends",
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
			{
				"IT wants everyone to reset their passwords again, third time this quarter.",
				"Is it rude to eat at my desk during a video call if my camera's off?",
				"Our department's secret santa budget is ten quid, what do I even buy?",
				"spent the whole afternoon in a spreadsheet someone built in 2009, send help",
				"The printer on our floor is held together with tape and prayers.",
			},
			{
				"our team's slack is just memes and passive aggressive thumbs up reacts",
				"HR sent a survey about wellbeing the same day they cancelled the bonus lol",
				"Is it normal to have four managers in two years?",
				"the hot desking at work is the hunger games every monday morning",
				"Can you help me word a leave request? Need 3 days off for my cousin's wedding.",
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
			{
				"My flatmate's been headhunted by {v} and keeps asking me to look over the contract with her.",
				"If {v} ever rang me with an offer I'd at least listen, the benefits are supposed to be amazing.",
				"Went to a meetup tonight hosted by {v}, free pizza and a very long talk about cloud costs.",
				"My mum's been at {v} for twenty years and they just gave her a clock, that's it.",
				"Sat next to a guy on the train who does sales for {v}, he would not stop talking about targets.",
			},
			{
				"my hubby got shortlisted at {v}, interview is on friday, fingers crossed for him",
				"A recruiter from {v} slid into my DMs. Not interested, but flattering.",
				"My neighbour's son just got a grad job at {v}, his mum has told the whole street.",
				"if {v} offered me double I still wouldn't go, their reviews are horrendous",
				"My brother-in-law is a site manager at {v}, says they're hiring.",
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
			{
				"If you ever want more flexibility than {cur} gives you, {v} advertises fully remote roles.",
				"{v} runs a mentoring scheme for new starters that people speak well of.",
				"You could look at the careers page of {v}; they seem to value the kind of experience you have.",
				"Salary surveys put {v} slightly above average for your kind of role.",
			},
			{
				"{v} is known for generous parental leave, if that ever becomes relevant.",
				"If {cur} ever stops feeling right, recruiters say {v} is growing quickly.",
				"Forum posts tend to rate {v} well for work-life balance.",
				"You might enjoy the public talks {v} runs, they're free to attend.",
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
			{
				"Who's {name} working for at this point?",
				"If {name} had to fill in the employer box on a form today, what would they write?",
				"Whose badge does {name} swipe in with these days?",
				"What company does {name} put in their email signature today?",
				"What's the latest on {name}'s job, which company is it?",
			},
			{
				"what's {name} up to work-wise at the moment",
				"{name} still at the same company or did they jump ship?",
				"who's got {name} on their books these days?",
				"If I emailed {name} at work today, which company's address would I use?",
				"what firm's {name} with currently, do you know?",
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
			{
				"Whose logo was on {name}'s lanyard {when}?",
				"{when}, where did {name} go to work each day?",
				"Which company's emails was {name} answering {when}?",
				"Who was {name} drawing a salary from {when}?",
			},
			{
				"{name}'s job {when}, which company was that with?",
				"{when}, {name}'s payslips came from which company?",
				"{when}, where was {name} working? which firm?",
				"Which employer would {name}'s tax return show {when}?",
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
			{
				"{name} works at {next} now, but who did they work for before that?",
				"Which job did {name} give up to take the {next} one?",
				"Where was {name} working in the stretch just before {next}?",
			},
			{
				"Before the switch to {next}, where did {name} work?",
				"Who was {name} with job-wise till {next} poached them?",
				"{name} went to {next}, but from where? which company?",
			},
		},
	},
	"diet": {
		predicate: "diet",
		values: [rawSets][]string{
			PhrasingDev:    {"vegetarian", "vegan", "pescatarian", "keto", "paleo", "gluten-free", "flexitarian", "low-carb"},
			PhrasingUnseen: {"vegan", "vegetarian", "pescatarian", "keto", "plant-based", "dairy-free", "low-FODMAP", "carnivore"},
			PhrasingHidden: {"vegan", "vegetarian", "pescatarian", "paleo", "Mediterranean", "high-protein", "macrobiotic", "sugar-free"},
			PhrasingSealed: {"vegan", "vegetarian", "pescatarian", "keto", "eggetarian", "low-sodium", "Whole30", "kosher"},
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
			{
				"Can you suggest a packed lunch I can eat at my desk? I'm on a {v} diet and the sandwich shop downstairs is useless.",
				"My GP asked what I eat day to day, and the honest answer is mostly {v}, has been for ages.",
				"grocery haul for the week, all {v} as usual: whats a dinner I can make in 15 min?",
				"Planning a trip to Japan next spring. How hard is it to stick to a {v} diet there?",
				"Family christmas is going to be a nightmare, nobody in my family gets why I eat {v}.",
				"Heads up for any recipes you send me: I've been doing {v} for the last couple of years and I'm sticking with it.",
			},
			{
				"I am {v} since childhood only, so please keep that in mind for the recipes.",
				"doing {v} these days, going ok. anyway, separate thing, what do you think of standing desks?",
				"Booked the team lunch for friday. Had to ring ahead because I'm {v} and the place is basically a steakhouse.",
				"my gp put me on a {v} diet after the bloodwork and tbh the food's grand",
				"Fill in the dietary bit of this wedding RSVP for me? Not allergic to anything, I just eat {v}.",
				"can u make a shopping list, {v} stuff only, budget 60 bucks, two people",
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
			{
				"Fresh start: I've ditched {old} and I'm doing {new} from now on.",
				"Could you rebuild my shopping list? I moved from {old} to {new} last week, so most of it's wrong now.",
				"After a month of {new} my energy is through the roof, why didn't anyone tell me",
				"The nutritionist took one look at my food diary and said the {old} approach had to go. {new} it is, starting today.",
				"eating {new} now btw, so you can forget all those recipes from before",
				"My cholesterol results came back and the doctor wants me off {old}, so I've changed to {new}, fingers crossed.",
			},
			{
				"heads up the meal plan needs redoing, {old} wasn't working for me so I've gone {new}",
				"Wait, scrap the {old} recipes, I meant to tell you I changed to {new} a few weeks back.",
				"Dietitian appointment today. Long story short: bye bye {old}, and I'm on {new} from this week.",
				"been {new} a whole month now!! didnt think I'd last",
				"My iron levels tanked on {old}, so on the doctor's advice I've moved on to {new}.",
				"My mum finally accepted I've quit {old}. She's even learning to cook {new} for me, bless.",
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
			{
				"Confession: I lasted five months on {old} and then quietly went back to {new}.",
				"Goodbye {old}, it was fun while it lasted. I'm doing {new} again, like I did for years.",
				"The {old} phase is officially over, my stomach thanks me. Back to good old {new}.",
				"Tried {old} because of a podcast, regretted it, and now I'm eating {new} again like the old days.",
			},
			{
				"Gave up on {old} after about three weeks, I was hangry all the time. Back on {new}, which I did for years before.",
				"Binned the {old} plan, it was making me miserable. Returned to {new} last week and I feel human again.",
				"So, slight u-turn: {old} is out and {new} is back in, just like it was before the whole experiment.",
				"{old} wasn't for me, sorry for all the recipe requests lol. Went back to eating {new}.",
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
			{
				"What's a dinner that uses up half a cabbage? Asking for me.",
				"I keep buying fancy spices and never using them.",
				"Honestly, food delivery fees are getting ridiculous.",
				"had crackers and hummus for lunch standing at the counter, living the dream",
				"My slow cooker is the best thing I've bought all year.",
			},
			{
				"does anyone actually enjoy meal prep or do we all just pretend",
				"The canteen salad bar is three sad lettuce leaves and a tomato.",
				"is it bad that I eat dinner at 10pm most nights?",
				"food shop came to 140 quid this week, what is happening with prices",
				"Need lunchbox ideas that survive a hot car for six hours.",
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
			{
				"My housemate went {v} overnight after watching one documentary, so the fridge is a battleground.",
				"Booked a table for my dad's birthday; he's {v}, so it took forever to find a place.",
				"Half the office is doing a {v} challenge this month and they won't talk about anything else.",
				"If I ever did go {v} I'd miss cheese way too much, so probably not.",
				"My sister-in-law runs a {v} food blog and just sent me her cookbook.",
			},
			{
				"My MIL has gone {v} and expects us to cook for her every sunday, pray for me",
				"Half the cricket team is doing {v} for some challenge, the end of season barbie will be fun.",
				"Should I try {v} for lent? Probably not, I'd last two days.",
				"my doctor mate reckons {v} is overhyped, thoughts?",
				"Cooking for the in-laws this weekend, they're strictly {v}, what do I make?",
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
			{
				"If {cur} starts to feel repetitive, some people mix in {v} recipes for variety.",
				"A {v} breakfast might keep you fuller, if mornings are the hard part.",
				"There are a few {v} meal kits that deliver, in case you want a week off cooking.",
				"Some dietitians suggest trying {v} for a month before deciding anything.",
			},
			{
				"If you ever want to experiment beyond {cur}, {v} cookbooks are easy to find at the library.",
				"Some people try {v} for a few weeks just to see how their body responds.",
				"Here's a {v}-friendly swap for that dish, in case it's useful for guests.",
				"A lot of cafés now label {v} options on the menu, which can make lunches easier.",
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
			{
				"I'm baking for {name}'s birthday next week, what diet should the cake fit?",
				"If {name} came to a potluck tomorrow, which diet would their dish follow?",
				"What diet is {name} doing at the moment, as far as you know?",
				"What's the latest on {name}'s eating, which diet?",
				"Tell me {name}'s diet as it stands today.",
			},
			{
				"what's {name} eating these days, diet wise? I'm doing the catering",
				"Is {name} still on that diet or has it changed, what is it now?",
				"cooking for {name} sat night, what diet are they on now?",
				"Which way of eating is {name} following at the minute?",
				"{name}'s diet, current one please",
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
			{
				"{when}, what was {name} doing food-wise?",
				"{name}'s eating {when}: which diet was that?",
				"What would {name} have ordered at a restaurant {when}, diet-wise?",
				"Do you remember what {name} ate {when}? Which diet?",
			},
			{
				"{when} what diet was {name} doing?",
				"Was {name} on any special diet {when}? Which one?",
				"What did {name}'s fridge look like {when}, diet-wise?",
				"any idea what diet {name} was sticking to {when}?",
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
			{
				"{name} eats {next} now, but what was the diet before that?",
				"What had {name} been eating up until going {next}?",
				"Which diet came right before {name}'s {next} phase?",
			},
			{
				"What diet was {name} on till they went {next}?",
				"What was {name}'s diet just ahead of the {next} change?",
				"{name} went {next} at some point, what were they eating before?",
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
			PhrasingHidden: {"Ingrid", "Solveig", "Kwame", "Rosalind", "Benedikt", "Ottilie", "Thiago", "Nadia", "Ewan", "Marisol"},
			PhrasingSealed: {"Anushka", "Declan", "Zofia", "Kieran", "Tamsin", "Bilal", "Ngaio", "Rhys", "Ximena", "Oisin"},
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
			{
				"Help me write a card for {v}? We've been together two years on Sunday and I'm rubbish at this stuff.",
				"So my other half, {v}, snores like a chainsaw. Any tips that don't involve separate bedrooms?",
				"{v} and I are thinking about getting a dog together, is a beagle a terrible idea for a small flat?",
				"Date night idea needed: {v} hates crowds and I hate anything that starts after 9.",
				"ugh, {v} is away on a work trip all week and our place is so quiet without them",
				"Meeting the parents properly this weekend: {v}'s mum and dad are driving up on Saturday. What should I cook?",
			},
			{
				"me n {v} are doing 2 yrs on sunday, need a gift that isnt flowers",
				"Dinner with {v}'s parents tonight, first time as their kid's official other half, so wish me luck.",
				"Long day. Train cancelled, burnt the rice, and then {v}, bless them, turned up at mine with takeaway and a face mask. Best partner I've ever had. Anyway, what's a good book for a rainy weekend?",
				"{v} and I got engaged last month and we already disagree about the wedding size, mediate pls",
				"We're doing long distance for a bit, {v} is on a contract overseas till the end of the year. Tips to keep it going?",
				"kindly suggest a good restaurant for anniversary, me and {v} are married 1 year now",
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
			{
				"Big news on the love front: it's been three months with {new} and I think it's serious.",
				"Me and {old} ended things in the spring. Didn't mention it because then I met {new} and it all moved quite fast.",
				"My ex, {old}, keeps liking my photos, which is awkward now that I'm with {new}. Do I say something?",
				"I'm done crying over {old}. Been out with {new} four times now and it's going really, really well.",
				"{new} met my parents on Sunday and my dad actually liked them, a first for anyone I've dated.",
				"Moving my stuff out of {old}'s place this weekend, and {new}, who I've been seeing for a month, offered to help carry boxes.",
			},
			{
				"so {old} and I are done. mutual, kind of. anyway there's someone new, {new}, early days but I like them a lot",
				"Wait I meant to tell you, the {old} thing ended ages back. I've been with {new} for a couple of months now.",
				"Dropped my last box off at {old}'s and cried in the car for ten minutes. Then {new} rang and took me out for noodles. We're official now btw",
				"Updating my emergency contact at work from {old} to {new}, which feels like a big step lol",
				"the {old} chapter is well and truly closed. new person alert: {new}, met at my mate's 30th",
				"{new} is moving in with me next month, can you help me plan the space?",
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
			{
				"Okay don't laugh: I ended it with {old}, and {new} and I are back on. We talked for six hours straight.",
				"{old} turned out to be a phase. {new} and I are properly together again, I think we both needed the break.",
				"So I moved out of {old}'s flat and back in with {new}, my ex. Yes, that ex.",
				"Splitting up with {old} made me realise what I had, so I called {new}. We're giving it another shot.",
			},
			{
				"plot twist nobody asked for: broke it off with {old}, got coffee with {new} 'as friends', and now we're back together. yes really",
				"Me and {old} split last month, and {new} and I have patched things up. Old flame, new chapter.",
				"{old} and I weren't right for each other. {new} and I reconnected at my cousin's wedding and we're together again.",
				"After {old}, I realised {new} was the one all along. We've picked up where we left off.",
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
			{
				"Does anyone actually like couples' costumes or is it just me who finds them cringe?",
				"We spent the whole evening arguing over a flat-pack wardrobe, romance is alive.",
				"First holiday as a couple is booked, I'm already overpacking in my head.",
				"How do you split bills fairly when one person earns way more?",
				"anniversary dinner got cancelled bc the restaurant flooded, of all things",
			},
			{
				"is it normal to fight about the thermostat every single night",
				"Date night ideas under 30 quid? We're skint till payday.",
				"We've been together long enough that we now send each other memes from the same sofa",
				"How do I tell my partner their cooking is bad without starting a war?",
				"My other half's family group chat has 47 people in it and I've just been added, help",
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
			{
				"My cousin's bringing her new partner {v} to the family reunion and everyone's already gossiping.",
				"Ran into {v}, my first ever crush, at the supermarket. We're both thirty-something now, it was surreal.",
				"My flatmate and {v} are officially a thing, so I'm third-wheeling in my own kitchen.",
				"Would it be weird to set up my friend with {v} from my pottery class?",
				"Did I tell you {v} from the running club is having twins?",
			},
			{
				"my sister's bringing {v} to xmas, first time any of us meet them",
				"Bumped into {v} from uni at the station, married with three kids now, time flies.",
				"My best mate wants me to set him up with {v}, my gym buddy, thoughts?",
				"Auntie is asking if {v} from the temple is single, for my cousin.",
				"{v}, my colleague, just announced an engagement, so there's cake in the office tomorrow.",
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
			{
				"Maybe {v}, your friend from the language exchange, would want to come to the festival with you?",
				"It was thoughtful of {v} to check in on you after the surgery.",
				"If you need a second opinion on the flat, {v} from your old job might be a good person to ask.",
				"You could bring {v}, your cousin, along to the wedding tasting.",
			},
			{
				"You could ask {v}, your neighbour, to feed the cat while you're away.",
				"It sounds like {v} from your book group would enjoy that exhibition too.",
				"Might be nice to loop in {v}, your old flatmate, for the birthday plans.",
				"{v} from your running group might know a good physio.",
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
			{
				"Remind me who {name}'s partner is at this point.",
				"So who's {name}'s person at the moment?",
				"What's the latest with {name}'s love life: who are they with?",
				"Who would {name} be spending Valentine's Day with this year?",
				"Who is {name} in a couple with today?",
			},
			{
				"who's {name} bringing to the wedding",
				"{name} still with the same person? who is it now?",
				"who's {name}'s bf or gf atm",
				"Who's the lucky person in {name}'s life right now?",
				"what's the name of {name}'s partner, the current one",
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
			{
				"{when}, who was {name} in a couple with?",
				"Whose hand was {name} holding {when}?",
				"Who was {name} spending weekends with {when}, romantically speaking?",
				"Who was the one for {name} {when}?",
			},
			{
				"who'd {name} have brought as their plus-one {when}?",
				"{name}'s bf or gf {when}, what was their name?",
				"{name} and who were an item {when}?",
				"Whose name was on {name}'s anniversary card {when}?",
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
			{
				"{name} is with {next} now, but who was it before that?",
				"Who did {name} split from not long before {next}?",
				"Who had {name} just broken up with when {next} showed up?",
			},
			{
				"Before {next} came on the scene, who was {name} dating?",
				"Who was {name} going with before {next} turned up?",
				"{name}'s ex before {next}, what's their name?",
			},
		},
	},
}

// rawSmallTalk are user turns that name no value of any attribute, and
// rawReplies are the assistant's generic replies: [dev, holdout, fresh,
// blind, unseen, hidden, sealed, veiled (rawveiled.go), cloaked
// (rawcloaked.go), masked (rawmasked.go), shrouded (rawshrouded.go)].
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
	{
		"can you settle a debate: is a hot dog a sandwich",
		"My phone autocorrects 'meeting' to 'meating' and I've given up fighting it.",
		"What's the etiquette on reclining your seat on a short flight?",
		"Spent an hour untangling fairy lights and it's not even december",
		"How often should I actually be washing my pillows?",
		"My niece asked me why the sky is blue and I realised I don't really know.",
		"The bin men woke me up at 5am, feeling personally attacked.",
		"Can you write a haiku about a broken dishwasher?",
		"I think I've watched every episode of that baking show twice now.",
		"Is it worth paying extra for the nice toilet paper? Genuinely asking.",
		"my houseplant has little flies in it, how do i get rid of them",
		"Can you explain the offside rule without using the word 'line'?",
		"Got caught in the rain without a coat, I look like a drowned rat.",
		"What's a good board game for four people who get way too competitive?",
		"I've started journaling, day three and already running out of things to say.",
		"Remind me how many tablespoons are in a cup?",
	},
	{
		"lol my kid just asked if dinosaurs and cavemen were friends",
		"whats the fastest way to defrost chicken safely",
		"Bit knackered today, the baby was up at 2, 4 and half 5.",
		"Can you explain what a bridging loan is in plain english?",
		"kindly tell me how to remove a turmeric stain from a white kurta",
		"The footy was a shocker last night, don't even ask.",
		"Is it worth getting travel insurance for a 4 day trip?",
		"My laptop's got a sticky 'e' key and it's driving me up the wall.",
		"need a birthday msg for my boss, nothing cringe",
		"How do I politely tell my neighbour their tree is dropping leaves in my gutter?",
		"Did 10k steps before 9am, who even am I",
		"what does 'per my last email' actually mean lol",
		"Spent all of sunday arvo at the tip getting rid of junk.",
		"Any tips to stop my glasses fogging up in the cold?",
		"I have one doubt: how to convert a PDF to word without paying?",
		"the cat brought in a live frog at midnight, absolute chaos",
	},
}

var rawReplies = [rawSets][]string{
	{"That sounds great!", "Good to hear, tell me more.", "I'm sorry, that sounds stressful.", "Here are a few ideas you could try.", "Happy to help with that."},
	{"Oh nice, how did that go?", "That makes sense.", "Sounds like a busy week.", "Let me know if you want a checklist.", "Interesting, thanks for sharing."},
	{"Wow, okay!", "Good luck with that.", "That must have been fun.", "I can walk you through it.", "Thanks for telling me."},
	{"Ha, fair enough.", "Hope it gets better soon.", "Sure, here's a quick overview.", "That's lovely to hear.", "Let me think about that."},
	{"Oh no, that's annoying.", "Got it, noted.", "Ooh, exciting!", "Want me to break that down step by step?", "Totally understandable.", "Here's what I'd suggest.", "Glad that worked out.", "Hmm, good question. A few thoughts."},
	{
		"Ha, that's a classic.",
		"Right, let's sort that out.",
		"Ah, that's rough, sorry.",
		"Nice one!",
		"Fair point.",
		"Okay, here's a quick rundown.",
		"Makes total sense to me.",
		"Sure thing, give me a sec.",
	},
	{
		"No worries, leave it with me.",
		"Ah, good shout.",
		"Oof, that's a lot. Here's what I'd try.",
		"Ha! Love that.",
		"Sure, let's work through it.",
		"Understood, I'll keep that in mind.",
		"Righto, a few options.",
		"That's a tough one, honestly.",
	},
}

// rawWhen are the words before the month of a {when} ("in March 2025"),
// the veiled, cloaked, masked, shrouded, gilded, tinted, frosted, etched and
// woven sets' in rawveiled.go, rawcloaked.go, rawmasked.go, rawshrouded.go,
// rawgilded.go, rawtinted.go, rawfrosted.go, rawetched.go and rawwoven.go,
// the braided set's in rawbraided.go (whose words each name a span; see
// rawPeriods), the knotted set's in rawknotted.go, the quilted set's in
// rawquilted.go, the stitched set's in rawstitched.go, the felted set's in
// rawfelted.go.
var rawWhen = [rawSets][]string{
	{"in ", "during "},
	{"in ", "during "},
	{"in ", "during "},
	{"in ", "during "},
	{"in ", "back in ", "around ", "during "},
	{
		"in ",
		"sometime in ",
		"in the middle of ",
		"at the start of ",
		"by the end of ",
	},
	{
		"in ",
		"over ",
		"all through ",
		"round ",
		"mid-",
	},
}

// rawNames are the users of raw scenarios: [dev, holdout, fresh, blind,
// unseen, hidden, sealed, veiled (rawveiled.go), cloaked (rawcloaked.go),
// masked (rawmasked.go), shrouded (rawshrouded.go), gilded (rawgilded.go),
// tinted (rawtinted.go), frosted (rawfrosted.go), etched (rawetched.go),
// woven (rawwoven.go), braided (rawbraided.go), knotted (rawknotted.go),
// quilted (rawquilted.go), stitched (rawstitched.go), felted
// (rawfelted.go)].
var rawNames = [rawSets][]string{
	{"Maya", "Theo", "Ines", "Rafael", "Lena", "Kofi", "Sana", "Mateo", "Yuki", "Olga", "Felix", "Nora"},
	{"Arjun", "Beatriz", "Cyrus", "Delia", "Emeka", "Freya", "Gustav", "Hiba", "Ivo", "Jana", "Kai", "Lucia"},
	{"Bruno", "Carmen", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Ilya", "Jonas", "Keiko", "Luca", "Mira"},
	{"Abel", "Bianca", "Caspar", "Dalia", "Ezra", "Fatima", "Gideon", "Hedda", "Imran", "Jolene", "Kasper", "Lior"},
	{"Anselm", "Birgit", "Cosmo", "Dagny", "Eamon", "Fenna", "Hamid", "Isolde", "Jasper", "Kalani", "Lorcan", "Maren"},
	{
		"Aurelio",
		"Brigid",
		"Cormac",
		"Desmond",
		"Esme",
		"Florian",
		"Gwen",
		"Hakon",
		"Ilse",
		"Jovan",
		"Kirsi",
		"Leopold",
	},
	{
		"Aditi",
		"Bronwyn",
		"Chidi",
		"Dervla",
		"Eero",
		"Fionnuala",
		"Gopal",
		"Henrike",
		"Jarrah",
		"Kalinda",
		"Lachlan",
		"Meenakshi",
	},
}
