package fuse

import (
	"slices"
	"testing"
	"time"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/internal/clause"
)

// TestStateQuestionIdioms: idioms and hyphenated words name a topic, a
// month with "around" is a time, the present conditional and "today" ask
// what holds now, and "until", "leave for", "drop for" ask what held
// before a named change.
func TestStateQuestionIdioms(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		q      string
		intent Intent
		topics []string
		timed  bool
	}{
		{"who is Priya's other half these days?", IntentCurrent, []string{"relationship"}, false},
		{"How is Priya's love life going?", IntentAny, []string{"relationship"}, false},
		{"who's Dervla's bf or gf atm", IntentCurrent, []string{"relationship"}, false},
		{"Who's the lucky person in Jarrah's life right now?", IntentCurrent, []string{"relationship"}, false},
		{"Gopal was paying rent in which city all through March 2024?", IntentHistorical, []string{"residence"}, true},
		{"what was on Omar's plate, diet-wise, in March 2025?", IntentHistorical, []string{"diet"}, true},
		{"who was signing Omar's paychecks back in 2024?", IntentHistorical, []string{"work"}, true},
		{"Where does Omar clock in these days?", IntentCurrent, []string{"work"}, false},
		// what was left for a change the question names
		{"When Omar began at Crestline Manufacturing, which company did they quit?", IntentHistorical, []string{"work"}, false},
		{"Which diet was behind Omar once they were carb-free?", IntentHistorical, []string{"diet"}, false},
		{"When Omar was at Globex, where did he live?", IntentAny, []string{"residence"}, false},
		{"From Omar's messages to the assistant, what kind of eater are they now?", IntentCurrent, []string{"diet"}, false},
		{"Judging by the typed chats, is Omar still milk-free?", IntentCurrent, []string{"diet"}, false},
		{"On a form asking about diet in May 2024, what would Omar have written?", IntentHistorical, []string{"diet"}, true},
		{"If a letter for Omar were posted today, which town should be on the envelope?", IntentCurrent, []string{"residence"}, true},
		{"which city was Omar's home base around June 2025?", IntentHistorical, []string{"residence"}, true},
		{"Which team is Omar working for today?", IntentCurrent, []string{"work"}, true},
		{"If I flew out to see Omar, which city would I land in?", IntentCurrent, []string{"residence"}, false},
		// the question word opens a later sentence; a present-simple verb
		// needs no auxiliary
		{"I'm sending Omar a parcel. Which city should go on the label?", IntentCurrent, []string{"residence"}, false},
		{"We're seating couples together at the party. Who sits beside Omar?", IntentCurrent, []string{"relationship"}, false},
		{"The card is for Omar and his partner. Whose name goes second?", IntentCurrent, []string{"relationship"}, false},
		{"Omar's aunt sent a parcel. Which city was it posted to?", IntentAny, []string{"residence"}, false},
		// calling in sick is reported to an employer; earning a living is work;
		// "tomorrow" on a fact that holds one value asks what holds now
		{"If Danuta calls in sick tomorrow, who do they have to ring?", IntentCurrent, []string{"work"}, true},
		{"If the office books Danuta a desk for tomorrow, which company's office is it?", IntentCurrent, []string{"work"}, true},
		{"Where did Danuta live yesterday?", IntentHistorical, []string{"residence"}, true},
		{"Where does Gwenllian go to earn a living at present?", IntentCurrent, []string{"work"}, false},
		{"Going by his bookings, which meal request fits Omar these days?", IntentCurrent, []string{"diet"}, false},
		{"Organising the team lunch: what did Omar order before going pulse-based?", IntentHistorical, []string{"diet"}, false},
		{"Is Omar London-based now?", IntentCurrent, []string{"residence"}, false},
		// a job search frames the question, and a meal's catering asks a diet
		{"What does Omar eat at the moment, going by the job-hunt conversations?", IntentCurrent, []string{"diet"}, false},
		{"Omar has been job hunting with an AI assistant: where does Omar live?", IntentCurrent, []string{"residence"}, false},
		{"Per the job-search assistant chats, where does Omar live?", IntentCurrent, []string{"residence"}, false},
		{"Omar has been job hunting with an AI assistant: what should an onsite lunch cater for if it's Omar's?", IntentCurrent, []string{"diet"}, false},
		{"What would an interview lunch have had to suit for Omar in May 2024?", IntentHistorical, []string{"diet"}, true},
		// where the answer is to be read names no topic, nor does a firm's
		// name of two words; a diet's name does
		{"From the mailbox, where does Omar work at present?", IntentCurrent, []string{"work"}, false},
		{"What way of eating does Omar stick to now, based on their posts?", IntentCurrent, []string{"diet"}, false},
		{"Which way of eating has Omar settled on for now?", IntentCurrent, []string{"diet"}, false},
		{"Per the chats, was Omar still employed by Oakridge Partners in September 2024?", IntentHistorical, []string{"work"}, true},
		{"Is Thistlebrook Dairy still Omar's employer, per their mailbox?", IntentCurrent, []string{"work"}, false},
		{"Is Omar still on the Okinawa Diet, going by the voice calls?", IntentCurrent, []string{"diet"}, false},
		{"What does the mailbox say about Omar's address?", IntentCurrent, []string{"residence"}, false},
		{"Omar trains with an AI coach in a wellness app: whose corporate wellness scheme are they on today?", IntentCurrent, []string{"work"}, true},
		{"Which special meal suited Omar during March 2024?", IntentHistorical, []string{"diet"}, true},
		// a change that had not happened yet; "pre-" before a common value
		{"back when Omar wasnt in Porto yet, where did he live", IntentHistorical, []string{"residence"}, false},
		{"Before he'd joined Initech, who employed Omar?", IntentHistorical, []string{"work"}, false},
		{"what was Omar's diet pre-low-carb", IntentHistorical, []string{"diet"}, false},
		{"Did Omar pre-order the book?", IntentAny, nil, false},
		// a "now" that tells the change does not make the question current
		{"Omar lives in Porto now, so which city did he move there from?", IntentHistorical, []string{"residence"}, false},
		{"Omar is at Initech now, which company did he leave to go there?", IntentHistorical, []string{"work"}, false},
		{"What city would Omar have listed as home in 2024?", IntentHistorical, []string{"residence"}, true},
		{"Which city did Omar leave for Porto?", IntentHistorical, []string{"residence"}, false},
		{"Who was Omar with until Ines came along?", IntentHistorical, []string{"relationship"}, false},
		{"Which diet did Omar drop for paleo?", IntentHistorical, []string{"diet"}, false},
		{"Which firm had Omar left for Initech?", IntentHistorical, []string{"work"}, false},
		{"What time does Omar leave for work?", IntentCurrent, []string{"work"}, false},
		{"Where did Omar live until now?", IntentCurrent, []string{"residence"}, false},
		{"was Omar with anyone at the wedding?", IntentAny, nil, false},
		{"in May 2025, was Omar with anyone?", IntentHistorical, []string{"relationship"}, true},
		{"by the close of March 2025, where was Omar based?", IntentHistorical, []string{"residence"}, true},
		{"where was Omar living in mid-July 2025?", IntentHistorical, []string{"residence"}, true},
		{"Omar eats keto now, but what did he eat before that?", IntentHistorical, []string{"diet"}, false},
		{"I'm cooking for Omar next week, which diet should I plan for?", IntentCurrent, []string{"diet"}, false},
		// a possessive that owns a person is about that person; a named
		// topic after "which" wins over another topic's word
		{"If Omar's partner's mum is cooking for them, what should she plan around?", IntentCurrent, []string{"diet"}, false},
		{"If Omar's partner's mum rang, what would she want?", IntentAny, nil, false},
		{"What is Omar's partner's name?", IntentCurrent, []string{"relationship"}, false},
		{"If Omar came round for dinner tonight, what would the cook need to plan around?", IntentCurrent, []string{"diet"}, true},
		{"If Omar got a wedding invite for two this weekend, who'd be the second name?", IntentAny, []string{"relationship"}, false},
		{"Filling in an RSVP in June 2024, what would Omar have said about food?", IntentHistorical, []string{"diet"}, true},
		{"What did Omar say about food at the party?", IntentAny, nil, false},
		{"If the house does a big shop for Omar today, which diet should it suit?", IntentCurrent, []string{"diet"}, true},
		{"Remind me who Omar's partner is at this point.", IntentCurrent, []string{"relationship"}, false},
		{"Who was the one for Omar in May 2025?", IntentHistorical, []string{"relationship"}, true},
		{"in August 2025, where would Omar's post have gone?", IntentHistorical, []string{"residence"}, true},
		{"Whose badge does Omar carry these days?", IntentCurrent, []string{"work"}, false}, // a badge is work's
		// what a host plans a meal around; a couple and its date night
		{"If Omar came to dinner, what should the host cook around?", IntentCurrent, []string{"diet"}, false},
		{"What would the host have had to plan Omar's portion around in May 2025?", IntentHistorical, []string{"diet"}, true},
		{"Which person was Omar coupled up with in May 2025?", IntentHistorical, []string{"relationship"}, true},
		{"Who was Omar's date-night person in May 2025?", IntentHistorical, []string{"relationship"}, true},
		// a change told in the past tense dates the question
		{"To say yes to Initech, Omar walked away from which company?", IntentHistorical, []string{"work"}, false},
		{"Once paleo came in, which diet went out of Omar's kitchen?", IntentHistorical, []string{"diet"}, false},
		{"So who's Omar's person at the moment?", IntentCurrent, []string{"relationship"}, false},
		{"Who had Omar just broken up with when Ines showed up?", IntentHistorical, []string{"relationship"}, false},
		{"Omar is with Ines now, but who was it before that?", IntentHistorical, []string{"relationship"}, false},
		{"Pre-Porto, which city was Omar living in?", IntentHistorical, []string{"residence"}, false},
		{"Did Omar pre-order the book?", IntentAny, nil, false},
		// a "now" that tells the change does not make the question current
		{"Omar lives in Porto now, so which city did he move there from?", IntentHistorical, []string{"residence"}, false},
		{"Omar is at Initech now, which company did he leave to go there?", IntentHistorical, []string{"work"}, false},
		{"Omar's ex, the one before Ines, what was the name?", IntentHistorical, []string{"relationship"}, false},
		{"Omar's ex-colleague is called what?", IntentAny, nil, false},
		{"Omar landed in Porto last year; where was he before?", IntentHistorical, []string{"residence"}, true},
		{"which outfit has Omar on its books these days?", IntentCurrent, []string{"work"}, false},
		{"who is Omar bringing to the wedding now?", IntentCurrent, []string{"relationship"}, false},
		{"so who is Omar actually with now", IntentCurrent, []string{"relationship"}, false},
		{"in May 2025, whose lanyard did Omar wear to the office?", IntentHistorical, nil, true},
		{"in May 2025, whose desk was Omar sitting at every morning?", IntentHistorical, []string{"work"}, true},
		{"whose arm was Omar on at the gala in May 2025?", IntentHistorical, []string{"relationship"}, true},
		{"who was Omar holding hands with in May 2025?", IntentHistorical, []string{"relationship"}, true},
		{"Omar is coming to dinner, what should I tell the chef about food?", IntentCurrent, []string{"diet"}, false},
		{"What do I remember about the move?", IntentAny, nil, false},
		{"A form wants past employers. Which one was Omar at in May 2025?", IntentHistorical, []string{"work"}, true},
		{"Who did Omar date before Ines came along?", IntentHistorical, []string{"relationship"}, false},
		{"What is the date of Omar's party?", IntentAny, nil, false},
		{"Does the date suit Omar?", IntentAny, nil, false},
		{"what did Omar do for money for most of May 2025?", IntentHistorical, []string{"work"}, true},
		{"whose book is this?", IntentAny, nil, false},
		{"whose name did Omar write on the anniversary card in 2024?", IntentHistorical, []string{"relationship"}, true},
		// a working week's things ask for the employer; "which
		// organisation's" heads the question over its meal
		{"Whose Monday stand-ups does Omar have to sit through these days?", IntentCurrent, []string{"work"}, false},
		{"Whose staff Christmas party would Omar be invited to this year?", IntentCurrent, []string{"work"}, true},
		{"Which organisation's canteen does Omar eat lunch in on workdays now?", IntentCurrent, []string{"work"}, false},
		// what someone would be told if they asked about a topic is its value
		{"If the surgery asked Omar about dietary requirements today, what would they say?", IntentCurrent, []string{"diet"}, true},
	} {
		h := ParseHints(tc.q, now, nil)
		if h.Intent != tc.intent || !slices.Equal(h.Topics, tc.topics) || (h.Time != nil) != tc.timed {
			t.Errorf("%q: intent %v topics %v time %v, want %v %v timed %v", tc.q, h.Intent, h.Topics, h.Time, tc.intent, tc.topics, tc.timed)
		}
	}
}

// TestStatementSubjects: a value stated about someone else (a partner as
// the subject, a named colleague, a relative clause, a friend group) or a
// title is no statement of the speaker's; a clause before the asking one
// of a question states.
func TestStatementSubjects(t *testing.T) {
	ep := func(text string) *Candidate {
		return &Candidate{Kind: capsule.KindEpisode, Text: text, SpeakerRole: "user"}
	}
	for _, tc := range []struct {
		text   string
		topics []string
		want   []string
	}{
		{"My husband just got hired at Brightwave Labs!", []string{"work"}, nil},
		// a message thread between two friends: advice under a condition,
		// the listener's name, the listener's news, a place missed, an
		// answer to "where are you now?", a place as the subject that is home
		{"Joachim: If you ever get fed up where you are, Hexham is gorgeous and the rent's half what you pay", []string{"residence"}, nil},
		{"Joachim: If you're ever in Leeds, we live on the edge of Hexham now", []string{"residence"}, []string{"hexham"}},
		{"Hartley: Evening Edda, are you about?", []string{"relationship"}, nil},
		{"Orla: Fflur!! It's been too long, how are you?", []string{"relationship"}, nil},
		{"Prue: Hi hi! Always got time for you, Coralie", []string{"relationship"}, nil},
		{"Prue: Right, Joachim, I'm finally answering your messages", []string{"relationship"}, nil},
		{"Saw a Sugar Busters recipe book in the charity shop and thought of you", []string{"diet"}, nil},
		{"Congrats on Quarrington Labs!! Proud of you", []string{"work"}, nil},
		{"Sometimes I miss the market in Matlock, not the rent though", []string{"residence"}, nil},
		{"I miss the bus at Hexham most mornings, we live right by the stop", []string{"residence"}, []string{"hexham"}},
		{"Still getting emails from the Kinloch Distillery mailing list even though I left", []string{"work"}, nil},
		{"Found a photo of us in Totnes from the uni days, look at your hair!", []string{"residence"}, nil},
		{"Since forever, Hexham has been home for four years now", []string{"residence"}, []string{"hexham"}},
		{"It's home now, boxes and all", []string{"residence"}, nil},
		{"Sam has been home sick all week, the flat is a mess", []string{"residence"}, nil},
		{"Thank you! ! I'm starting at Globex next month.", []string{"work"}, nil}, // a sentence with no clause
		{"If I'm honest, Leeds has been home for four years now", []string{"residence"}, []string{"leeds"}},
		{"God no, that's Suki's ex! I'm with Seren, four years and counting", []string{"relationship"}, []string{"seren"}},
		// someone's thing or group as the subject; a list item's bullet; a
		// weekday's abbreviation; a thing's own ("its MOT")
		{"Tolu's band played at the Crown on Saturday, and my flat is freezing.", []string{"residence"}, nil},
		{"Notes:\n- Tolu and Nerissa have got engaged, finally\n- walked home", []string{"relationship"}, nil},
		{"Notes:\n- Moira starts at Saltcote Bakery on Monday\n- quiz night", []string{"work"}, nil},
		{"- dentist Tues\n- call Gran about work", []string{"work"}, nil},
		{"The car failed its MOT again, and the flat is cold.", []string{"residence"}, nil},
		{"Another week of twelve-hour days at Stonechat Media; at least I live in Lund now.", []string{"residence"}, []string{"lund"}},
		{"My husband's starting at Brightwave Labs on Monday.", []string{"work"}, nil},
		{"My husband and I just signed a lease in Porto.", []string{"residence"}, []string{"porto"}},
		{"My husband Teo and I split last week.", []string{"relationship"}, []string{"teo"}},
		{"Nadia from finance just bought a flat in Porto.", []string{"residence"}, nil},
		{"Moved from the suburbs to Porto last spring.", []string{"residence"}, []string{"porto"}},
		{"Met a recruiter who used to work at Brightwave Labs.", []string{"work"}, nil},
		{"Got a nice note from the CEO about the launch.", []string{"work"}, nil},
		{"Half my climbing club eats paleo now.", []string{"diet"}, nil},
		{"Most of the office is on a keto kick this month.", []string{"diet"}, nil},
		{"Dinner with my uncle; he's pescatarian, so I booked a seafood place.", []string{"diet"}, nil},
		{"He was thrilled I finally went vegan.", []string{"diet"}, []string{"vegan"}},
		{"The canteen at Brightwave Labs is awful, what should I pack for lunch?", []string{"work"}, []string{"brightwave", "labs"}},
		{"Should I stay at Brightwave Labs?", []string{"work"}, nil},
		{"Bumped into Teo at the bakery, we dated in college, so awkward.", []string{"relationship"}, nil},
		{"Went to a workshop sponsored by Brightwave Labs, decent coffee.", []string{"work"}, nil},
		{"Got hired by Brightwave Labs last week!", []string{"work"}, []string{"brightwave", "labs"}},
		{"Honestly Teo and I ran into each other again and now we're together.", []string{"relationship"}, []string{"teo"}},
		{"My best friend still invites Soren to everything, which is awkward, because I'm with Ravi now.", []string{"relationship"}, []string{"ravi"}},
		{"My sister just moved to Austin and I'm so jealous.", []string{"residence"}, nil},
		{"The kids' school sent home another letter this term.", []string{"work"}, nil},
		{"Um so my niece is keto now, what do I cook for her?", []string{"diet"}, nil},
		{"A recruiter from Harrowgate Motors slid into my DMs. Not interested, but flattering.", []string{"work"}, nil},
		{"Bronwyn: Whats the fastest way to defrost chicken safely", []string{"diet"}, nil},
		{"Bumped into Anushka from uni at the station, married with three kids now, time flies.", []string{"relationship"}, nil},
		{"I'm with Ravi from uni now, we're so happy.", []string{"relationship"}, []string{"ravi"}},
		{"Moved in with Ravi from work, our flat in Leeds is tiny.", []string{"residence"}, []string{"ravi", "leeds"}},
		{"I moved to York, and my sister moved to Leeds.", []string{"residence"}, []string{"york"}},
		{"My sister, who I adore, moved to Leeds.", []string{"residence"}, nil},
		// a relative clause tells of its noun, a chance meeting of who was
		// met, "the new hire" or "my ex" as subject of themselves, and
		// what one reads about is no value of one's own
		{"Went to a bridal show with my flatmate, who isn't engaged either, just for the cake.", []string{"relationship"}, nil},
		{"I started at Brightwave Labs, which is in Leeds, last month.", []string{"work"}, []string{"brightwave", "labs"}},
		{"Finally hung the shelves in my flat, which only took me a year of living in Porto.", []string{"residence"}, []string{"porto"}},
		// a report hedges what follows it; "near me in X", "here in X"
		{"Dad finally came to see the new flat in Porto and said it's too small.", []string{"residence"}, []string{"porto"}},
		{"My sister said she moved to Porto.", []string{"residence"}, nil},
		{"I said goodbye to my team at Brightwave Labs today.", []string{"work"}, []string{"brightwave", "labs"}},
		{"Any good dentists near me in Porto? no car", []string{"residence"}, []string{"porto"}},
		{"The trams here in Porto are always late.", []string{"residence"}, []string{"porto"}},
		{"Picnic list: bread, something Paleo for my sister, cake", []string{"diet"}, nil},
		// a diet word before a dish describes the dish; a name or a
		// predicate that goes on with someone else's clause is theirs
		{"Make me a list of high-protein snacks for long days at work.", []string{"diet"}, nil},
		{"I'm fully vegan now, any good cake recipes?", []string{"diet"}, []string{"vegan"}},
		{"Grocery run, need vegan snacks for the train.", []string{"diet"}, []string{"vegan"}},
		{"Write a note to the host: my nephew, who's coming with me, is on a pescatarian diet.", []string{"diet"}, nil},
		{"My flatmate has a new partner, Soren, who is always in our kitchen.", []string{"relationship"}, nil},
		{"My flatmate has a new partner, Soren, who is always in our kitchen. How do I bring up the bills?", []string{"relationship"}, nil},
		{"My friend set me up with her cousin, Soren, and I think it's serious.", []string{"relationship"}, []string{"soren"}},
		{"My ex, Soren, keeps liking my photos, which is awkward now that I'm with Idris.", []string{"relationship"}, []string{"soren", "idris"}},
		{"Ran into my ex at the market, holding hands with Soren, who she's been seeing since May.", []string{"relationship"}, nil},
		{"Ran into my old boss at the market while out with my girlfriend Ana.", []string{"relationship"}, []string{"ana"}},
		{"My ex was always big on the paleo diet and I found her old recipe binder today.", []string{"diet"}, nil},
		{"My nan's been on a renal diet since the operation, can you suggest soups?", []string{"diet"}, nil},
		{"At work the new starter is doing keto, poor thing.", []string{"diet"}, nil},
		{"The new team at Brightwave Labs took me out for lunch on my first day.", []string{"work"}, []string{"brightwave", "labs"}},
		{"The new manager at Brightwave Labs seems fine.", []string{"work"}, []string{"brightwave", "labs"}},
		// a turn that opens with the speaker's own news and tells a
		// friend's later is read clause by clause
		{"All good here. The new manager at Brightwave Labs seems fine. My friend Nadia, who works in Porto, says I'm easily pleased.", []string{"work"}, []string{"brightwave", "labs"}},
		{"My friend Nadia works at Brightwave Labs. Loves it there.", []string{"work"}, nil},
		// a thing's location is not the speaker's; "single" as a count
		{"The agency is based in Porto, but I'm not moving, I love my flat.", []string{"residence"}, nil},
		{"I'm based in Porto these days.", []string{"residence"}, []string{"porto"}},
		{"Cried at every single wedding this year.", []string{"relationship"}, nil},
		{"Happily single again since March.", []string{"relationship"}, []string{"single"}},
		{"I keep reading about the carnivore diet, no plans to try it.", []string{"diet"}, nil},
		{"I listened to a podcast about Lisbon on the train.", []string{"residence"}, nil},
		{"I ran into problems with the lease on my flat in Leeds.", []string{"residence"}, []string{"leeds"}},
		{"When I moved to Leeds it rained for a week", []string{"residence"}, []string{"leeds"}},
		{"How I ended up in Leeds is a long story", []string{"residence"}, []string{"leeds"}},
		{"My MIL has gone kosher and expects us to cook for her every sunday", []string{"diet"}, nil},
		{"Is it normal to fight about the thermostat every single night", []string{"relationship"}, nil},
		{"whats the easiest way to get a parking permit, I'm registered at an address in Leeds", []string{"residence"}, []string{"leeds"}},
		{"Had an interview lined up with Tanglewood Software but pulled out.", []string{"work"}, nil},
		{"My sister helped with the move, but we're out of Leeds at last and the new flat in York is lovely.", []string{"residence"}, []string{"leeds", "york"}},
		// the one addressed is not a value; a workplace in lower case is
		// one after a preposition of place, an occupation after "a" or "as"
		{"Dear Assistant, what is the correct way to address a letter to a judge? Regards", []string{"residence"}, nil},
		{"Dear Assistant, we moved to Leeds last week.", []string{"residence"}, []string{"leeds"}},
		{"Hi Tom, we moved to Leeds last week.", []string{"residence"}, []string{"leeds"}},
		{"To-do before the 30th:\n- car tax\n- ring the bank about the card", []string{"work"}, nil},
		{"Whats a good excuse to leave the team offsite early, my kid has a school play", []string{"work"}, nil},
		{"Started a new job at the bank on Monday.", []string{"work"}, []string{"bank"}},
		{"I'm working for a startup now.", []string{"work"}, []string{"startup"}},
		{"I quit and now I work as a barista.", []string{"work"}, []string{"barista"}},
		{"Finally qualified, I'm a nurse now!", []string{"work"}, []string{"nurse"}},
		{"Dear Assistant, please summarise the main differences between an ISA and a pension. Thank you", []string{"residence"}, nil},
		{"Moved last month, I live in Leeds now and bought a Kindle for the commute.", []string{"residence"}, []string{"leeds"}},
		// a question states nothing, but what it presupposes with "my" it tells
		{"Any decent climbing gyms within walking distance of my flat in Trondheim? beginner friendly pls", []string{"residence"}, []string{"trondheim"}},
		{"The boiler in my Dundee flat died again, who do I even call?", []string{"residence"}, []string{"dundee"}},
		{"Can you suggest a restaurant for my partner Idris's 30th?", []string{"relationship"}, []string{"idris"}},
		{"So my other half, Idris, snores like a train. Any tips?", []string{"relationship"}, []string{"idris"}},
		{"my other half Idris says hi", []string{"relationship"}, []string{"idris"}},
		// capitals for emphasis name nothing; scoffing states nothing
		{"the neighbours are drilling at 7am AGAIN, is that legal", []string{"residence"}, nil},
		{"I am SO done with this flat", []string{"residence"}, nil},
		{"we moved to Leeds and I LOVE it", []string{"residence"}, []string{"leeds"}},
		{"started at IBM on monday", []string{"work"}, []string{"ibm"}},
		{"yeah right, me moving to Leeds lol, my brother keeps sending listings", []string{"residence"}, nil},
		{"Yeah, right, me working at Initech 😂", []string{"work"}, nil},
		{"yeah right, me and Idris 😂 he's my ex's cousin", []string{"relationship"}, nil},
		{"My best friend is dating Idris now and i have OPINIONS", []string{"relationship"}, nil},
		{"the date went well lol. Idris and i are official 🥰", []string{"relationship"}, []string{"idris"}},
		{"me n Idris split last week", []string{"relationship"}, []string{"idris"}},
		{"Idris and I went hiking on Sunday", []string{"relationship"}, nil},
		{"should Idris and I get engaged?", []string{"relationship"}, nil},
		{"my landlord in Dundee just put the rent up", []string{"residence"}, []string{"dundee"}},
		{"my sister's landlord in Dundee is a nightmare", []string{"residence"}, nil},
		{"my sister's other half Idris says hi", []string{"relationship"}, nil},
		{"Settle this: Idris, my other half, leaves the knives pointing up", []string{"relationship"}, []string{"idris"}},
		{"Maya: Idris, my partner, hates tasting menus", []string{"relationship"}, []string{"idris"}},
		{"Maya: Idris, my colleague, hates tasting menus", []string{"relationship"}, nil},
		{"Maya: Idris met my parents on Sunday and it went fine", []string{"relationship"}, []string{"idris"}},
		{"Maya: Idris met my parents on Sunday and it went fine", []string{"residence"}, nil},
		{"My cousin met my parents at the airport", []string{"relationship"}, nil},
		{"any tips for the commute to my new job at Brightwave Labs?", []string{"work"}, []string{"brightwave", "labs"}},
		{"what can I bring to a barbecue that fits my keto diet?", []string{"diet"}, []string{"keto"}},
		{"should I sell my old flat in Leeds?", []string{"residence"}, nil},
		{"can you find a gift for my sister's flat in Leeds?", []string{"residence"}, nil},
		{"is it worth moving to Leeds?", []string{"residence"}, nil},
		// quoted words are someone else's; a value given "for my friend" is the friend's
		{"My partners mum keeps telling people we're 'practically engaged', we are not", []string{"relationship"}, nil},
		{"My mum keeps telling everyone we're \"basically married\" lol", []string{"relationship"}, nil},
		{"Party food list:\n- crisps\n- something halal for my friend from choir\n- cake", []string{"diet"}, nil},
		{"Made a vegan lasagne for my sister, she loved it.", []string{"diet"}, nil},
		{"I went vegan in March, for my health mostly.", []string{"diet"}, []string{"vegan"}},
		{"Moved my stuff out of Caius's and in with Laszlo.", []string{"relationship"}, []string{"caius", "laszlo"}},
		// a question mark set off by a comma asks of its last clause only
		{"Things with Caius ended in the spring and I've been seeing Oona for six weeks, too soon to introduce them to my parents?", []string{"relationship"}, []string{"caius", "oona"}},
		{"Is it true Tomas moved to Leeds, or was that a rumour?", []string{"residence"}, nil},
		// "my boss at X" is the speaker's work, in a plan or report too, not in a condition
		{"My manager at Wattlebird Software wants me to present to the clients next week, can you help me make slides?", []string{"work"}, []string{"wattlebird", "software"}},
		{"My new boss at Harrowgate Motors is actually decent", []string{"work"}, []string{"harrowgate", "motors"}},
		{"Quick one: does my Ashgrove Dental staff discount count as a taxable benefit?", []string{"work"}, []string{"ashgrove", "dental"}},
		{"If my flat in Leeds sells I'm moving in with Ravi", []string{"residence"}, nil},
		// a common initialism is no name (titles), a place's is
		{"My mum keeps telling everyone I'm good with computers so now I'm the family IT person help", []string{"work"}, nil},
		{"We finally moved to LA last week!", []string{"residence"}, []string{"la"}},
		// a kin word used as a name is someone else as subject or owner,
		// not with "and I"
		{"Dad's doctor put him on a low-salt diet, order him a cookbook", []string{"diet"}, nil},
		{"Dad's locked out of his Brightwave Labs account again, find the helpdesk number", []string{"work"}, nil},
		{"Mum and I moved to Porto in May", []string{"residence"}, []string{"porto"}},
		// a place someone else's "his" or "her" owns; a partner named with a relative
		{"Text my brother good luck for his first day at Brightwave Labs", []string{"work"}, nil},
		{"I joined her team at Brightwave Labs last week", []string{"work"}, []string{"brightwave", "labs"}},
		{"Buy a card for mum and Teo, their anniversary is on Sunday", []string{"relationship"}, nil},
		{"My sister and Teo moved to Porto", []string{"relationship"}, nil},
		// a message passed on without the speaker in it; directions
		{"Text mum that the train to Porto is booked for her", []string{"residence"}, nil},
		{"Tell my sister that I moved to Porto", []string{"residence"}, []string{"porto"}},
		{"Directions to Porto for Saturday, I'm driving my nan to see a friend", []string{"residence"}, nil},
		{"Text my sister congrats on the new place in Porto, with a house emoji", []string{"residence"}, nil},
		{"Remind me to renew the parking permit for Porto", []string{"residence"}, []string{"porto"}},
		// a named person as the subject of a clause in a sentence the
		// speaker is not in
		{"Deepa has been on a pescatarian diet since her wedding. I could see her patience wearing thin.", []string{"diet"}, nil},
		// two named people as one subject, the speaker not among them
		{"Niall and Fenella have split up, and he's taking it badly. He rang me twice.", []string{"relationship"}, nil},
		{"Kristof: Fenella and I are back together.", []string{"relationship"}, []string{"fenella"}},
		{"Orla's partner has just started at Brightwave Labs. I laughed at the onboarding stories.", []string{"work"}, nil},
		{"Mum and Dad are talking about retiring to Porto. I have feelings about it.", []string{"residence"}, nil},
		{"Honestly, Teo moved in with me last week.", []string{"relationship"}, []string{"teo"}},
		{"Hattie finally introduced the family to Teo, who she's been seeing for a few months.", []string{"relationship"}, nil},
		// for a diet a person as subject is no diet name; an employer may be a subject
		{"Her flatmate is on a vegan diet, and Hattie is quietly furious about it. I'm glad I live alone.", []string{"diet"}, nil},
		{"Can't believe Brightwave Labs has me on the rota again", []string{"work"}, []string{"brightwave", "labs"}},
		// someone else's partner named as such
		{"Remind me Teo's birthday is on the 12th, my flatmate's other half", []string{"relationship"}, nil},
		{"Call Teo. my partner, top of favourites", []string{"relationship"}, []string{"teo"}},
		// the speaker singled out as a relative clause's subject; someone
		// else singled out is not the speaker
		{"I'm the one who lives in Porto, so I can grab the tickets", []string{"residence"}, []string{"porto"}},
		{"Nadia is the one who lives in Porto", []string{"residence"}, nil},
		// an indirect question's "if" supposes nothing of what "my" owns
		{"My partner Teo wants to know if it's fancy dress", []string{"relationship"}, []string{"teo"}},
		{"If my partner Teo says yes, we'll come", []string{"relationship"}, nil},
		// a value of a time gone: "where I used to", "I used to live in",
		// "from my X days", "my last payslip from"
		{"still miss the bakery round the corner from where I used to live in Viseu.", []string{"residence"}, nil},
		{"Job: still get LinkedIn notifications from people at Ravelin Software, where I used to work.", []string{"work"}, nil},
		{"I used to live in Viseu.", []string{"residence"}, nil},
		{"I used to live in Viseu, now it's Porto for good.", []string{"residence"}, []string{"porto"}},
		{"I'm getting used to living in Porto.", []string{"residence"}, []string{"porto"}},
		{"I do miss a couple of meals from my low-copper days, honestly.", []string{"diet"}, nil},
		{"My last payslip from Quillfeather Books turned up in the post, weirdly late.", []string{"work"}, nil},
		{"The last salary from Lakeshore Dental is still not paid, what I can do?", []string{"work"}, nil},
		// "used to" to the end of its clause, for any value; non-native
		// English's "I was used to"; "before" as an adverb
		{"I used to be vegan when I was a student", []string{"diet"}, nil},
		{"I used to go out with Lucienne when I was student", []string{"relationship"}, nil},
		{"So, I was used to live in Leicester, there the rent was cheap", []string{"residence"}, nil},
		{"I used to be vegan but now I'm pescatarian", []string{"diet"}, []string{"pescatarian"}},
		{"I used to live in Viseu, we moved to Porto in May", []string{"residence"}, []string{"porto"}},
		{"Before we were living in Slough, near the river na?", []string{"residence"}, nil},
		{"before i was working for Harmony Nursing, in the warehouse", []string{"work"}, nil},
		{"nu, before i was salt-free, but it was too difficult", []string{"diet"}, nil},
		{"We were living in Slough before", []string{"residence"}, nil},
		{"Before I was at Initech, I worked at Globex", []string{"work"}, []string{"initech", "globex"}},
		{"Before Christmas we moved to Slough", []string{"residence"}, []string{"slough"}},
		// someone else named with "of", as non-native English does
		{"Yalla, the sister of my colleague bought a house in Croydon, very big one", []string{"residence"}, nil},
		{"Ok ok, the son of my neighbour is working by Sterling Hotels now", []string{"work"}, nil},
		// "working in" a name of several words: an employer or a town, no diet
		{"I changed my job, now I am working in Velocity Couriers since Monday", []string{"work"}, []string{"velocity", "couriers"}},
		{"I am working in Harmony Nursing since 3 years, I do the night shifts", []string{"diet"}, nil},
		{"can you help me write email to my manager, the company is Medway Care Homes", []string{"diet"}, nil},
		{"I saw a photo of Dariusz from the wedding of my cousin, many years ago", []string{"relationship"}, nil},
		// a kin name doing something: someone else's news
		{"Notes:\n- Dad drove over to Wagga Wagga to help my cousin move in\n- slept badly", []string{"residence"}, nil},
		{"Mum needed a lift to Ostend on Sunday.", []string{"residence"}, nil},
		// a name's kind: a diet's rules, a commute's start, a date's person
		{"Keeping to the Slimming World rules is second nature now, and the flat is cold.", []string{"residence"}, nil},
		{"The commute from Kaikoura is still grim, forty minutes door to door.", []string{"relationship"}, nil},
		{"Date night with Thorsten on Friday, the Thai place again.", []string{"work"}, nil},
		{"Date night with Thorsten on Friday, the Thai place again.", []string{"relationship"}, []string{"thorsten"}},
		// a list run on in one sentence (spaced hyphens, en or em dashes):
		// each item is its own news, so the speaker in one item shares
		// nothing a named person does in another, an item that looks back
		// is skipped though another holds "now", and a first item about
		// someone else does not make the whole turn theirs
		{"came third - Moira starts at Bowfell Hotels on Monday and is terrified - slept badly, I blame the coffee", []string{"residence"}, nil},
		{"keeping to the celery-free rules is second nature now \u2014 scrolled back through photos of the place in Armagh and went a bit soft about it", []string{"residence"}, nil},
		{"My flatmate's started the citrus-free diet \u2014 gave up on low-copper and went onto the high-fat diet \u2014 the cat is fine", []string{"diet"}, []string{"low-copper", "high-fat"}},
		{"Bumped into Wilfred, Kasia's ex, awkward \u2014 finished with Thorsten on Sunday and Yusuf moved back in on Wednesday", []string{"relationship"}, []string{"thorsten", "yusuf"}},
		// a time gone: a deposit back, old colleagues, last year's food, an
		// ex's things, "given we split up"
		{"The deposit from the Lancaster flat finally came back, minus forty quid.", []string{"residence"}, nil},
		{"Had a drink with two old colleagues from Bowfell Hotels.", []string{"work"}, nil},
		{"Gave the leftover Zone snacks from last year to the food bank.", []string{"diet"}, nil},
		{"Found a jumper Ludovic left at mine ages ago, must post it back.", []string{"relationship"}, nil},
		{"Someone asked after Wilfred, which was awkward given we split up.", []string{"relationship"}, nil},
		// a venue after "at the", a visitor, someone's band
		{"Tolu's band played at the Crown on Saturday and they were actually good.", []string{"relationship"}, nil},
		{"Kasia came round on Wednesday and we talked until two in the morning.", []string{"work"}, nil},
		// a story's "the very next day" plans nothing; one's own signature
		// says what it shows
		{"Said goodbye to Saltcote Bakery with cake and started at Amberley Surveyors the very next day.", []string{"work"}, []string{"saltcote", "bakery", "amberley", "surveyors"}},
		{"My email signature says Windle Freight now, which still looks odd to me.", []string{"work"}, []string{"windle", "freight"}},
		// a run-on list item's first word is capitalized as a sentence's
		// is: no name by its capital; a known name still is
		{"Got the bike fixed - Hamza and I went to the match.", []string{"residence"}, nil},
		{"Sat 30 Mar. Watched the film \u2014 Hamza and I went to the match; we lost.", []string{"residence"}, nil},
		{"Got the bike fixed - we live in Ostend now, and the damp is back.", []string{"residence"}, []string{"ostend"}},
		// a named person through to a round, or having a whole group on
		// something; a diet of "my old" or "from back then" is gone,
		// unless returned to; someone away is still the partner
		{"Magnus is through to the final round at Gimlet Software, he's pretending to be calm", []string{"work"}, nil},
		{"Roisin has the whole office doing Huel for january", []string{"diet"}, nil},
		{"My old high-fat meal planner app sent me a 'we miss you' email.", []string{"diet"}, nil},
		{"I still have the LighterLife app on my phone from back then, should delete it", []string{"diet"}, nil},
		{"Dropped mustard-free and returned to my old celery-free routine this week.", []string{"diet"}, []string{"mustard-free", "celery-free"}},
		{"Ugh, Rosalind is away on a work trip all week and our place is so quiet without them", []string{"relationship"}, []string{"rosalind"}},
		// spoken requests to a voice assistant: a sender, a diet named for
		// another topic, a recollection, an ended subscription, a daydream,
		// a former employer's pension, a school run, someone's claim the
		// speaker only reacts to
		{"Text from Gordie, um, \"Kester is single again\", why's he telling me.", []string{"relationship"}, nil},
		{"Add eggs and spinach to the shopping list, I'm on the Bone Broth Diet, so nothing with sugar in.", []string{"work"}, nil},
		{"Add eggs and spinach to the shopping list, I'm on the Bone Broth Diet, so nothing with sugar in.", []string{"diet"}, []string{"bone", "broth", "diet"}},
		{"So, um, remember that open day at Selkirk Timber, what year was that", []string{"work"}, nil},
		{"So so cancel the hay diet app I used to have, the subscription.", []string{"diet"}, nil},
		{"We looked at a cottage in Peebles online, just dreaming, you know.", []string{"residence"}, nil},
		{"My pension from Ridgeway Buses needs moving, remind me to call them", []string{"work"}, nil},
		{"Delete the old photos with Ysolde, I don't need them", []string{"relationship"}, nil},
		{"So I looked at the Hay Diet once, like, never again.", []string{"diet"}, nil},
		{"Is it going to be icy in the morning, for the school run", []string{"work"}, nil},
		{"Nessa swears the Fast Metabolism Diet fixed her sleep, I'm not convinced so yeah.", []string{"diet"}, nil},
		{"I still have the cookie diet book from before, remind me to give it away", []string{"diet"}, nil},
		// a question about years ago, a memory of someone else's diet, a
		// recollection after a filler, a message from a relative read out,
		// someone's move after "I mean"; a move years ago still states
		{"I mean, what was the name of the manager at Tweedale Printing who did my work experience, years ago.", []string{"work"}, nil},
		{"Like, what was that soup recipe from when Mum did the Okinawa Diet.", []string{"diet"}, nil},
		{"you know remember that summer everyone at work did the Bone Broth Diet what a summer", []string{"diet"}, nil},
		{"text from my sister hang on they're hiring at Strathmore Dairies tell your friends okay whatever", []string{"work"}, nil},
		{"I mean, Gordie and his lot are relocating to Musselburgh in the spring, apparently.", []string{"residence"}, nil},
		{"I moved to Leeds years ago and I love it.", []string{"residence"}, []string{"leeds"}},
	} {
		got := StatedValues(ep(tc.text), tc.topics)
		if !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q, %v) = %v, want %v", tc.text, tc.topics, got, tc.want)
		}
	}
}

// TestEpisodeBeforeAnchor: a historical question that names a later value
// is answered by the statement just before the first statement of the
// last run that names it; a change statement names both values, so it
// belongs to the old value's run too.
func TestEpisodeBeforeAnchor(t *testing.T) {
	texts := []string{ // a state group: statements only, in time order
		"Just signed a lease in Porto!",                           // 0
		"Leaving Porto was hard, but the new flat in Lyon is big", // 1: names Porto and Lyon
		"We finally moved to Ghent.",                              // 2
	}
	group := make([]*entry, len(texts))
	for i, tx := range texts {
		group[i] = &entry{c: &Candidate{Kind: capsule.KindEpisode, Text: tx, SpeakerRole: "user"}}
	}
	values := topicValues([]string{"residence"})
	for _, tc := range []struct {
		q    string
		want int // -1: none
	}{
		{"Which city did Omar leave for Lyon?", 0},
		{"Where did Omar live before Ghent?", 1},
		{"Where did Omar live before Porto?", -1}, // the first statement: nothing before it
		{"Where did Omar live before?", -1},       // no value named
		{"Pre-Ghent, which city was Omar living in?", 1},
	} {
		c := &compiler{req: &Request{Query: tc.q}}
		got := c.episodeBeforeAnchor(group, values)
		if (tc.want < 0) != (got == nil) || (got != nil && got != group[tc.want]) {
			t.Errorf("%q: got %v, want statement %d", tc.q, got, tc.want)
		}
	}
}

// TestTimeParts: "the start|middle|end of X" and "early|mid|late X" are
// thirds of X; "most|much|the whole of X" is X.
func TestTimeParts(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
	for _, tc := range []struct {
		q        string
		from, to time.Time
	}{
		{"at the start of June 2024", day(2024, 6, 1), day(2024, 6, 11)},
		{"by the end of June 2024", day(2024, 6, 21), day(2024, 7, 1)},
		{"in the middle of June 2024", day(2024, 6, 11), day(2024, 6, 21)},
		{"late 2024", day(2024, 9, 1), day(2025, 1, 1)},
		{"mid-June 2024", day(2024, 6, 11), day(2024, 6, 21)},
		{"for most of February 2024", day(2024, 2, 1), day(2024, 3, 1)},
		{"during much of March 2024", day(2024, 3, 1), day(2024, 4, 1)},
		{"the whole of 2024", day(2024, 1, 1), day(2025, 1, 1)},
		{"all through March 2024", day(2024, 3, 1), day(2024, 4, 1)},
		{"round April 2024", day(2024, 4, 1), day(2024, 5, 1)},
		{"over October 2024", day(2024, 10, 1), day(2024, 11, 1)},
		{"for most of 2024?", day(2024, 1, 1), day(2025, 1, 1)},
	} {
		tr, _, ok := findTime(normalize(tc.q), now)
		if !ok || !tr.From.Equal(tc.from) || !tr.To.Equal(tc.to) {
			t.Errorf("%q: got %v %v %v, want [%v, %v)", tc.q, ok, tr.From, tr.To, tc.from, tc.to)
		}
	}
}

// TestLooseTimeWords: the loose time words ("over", "round", "through",
// "across", "most of") take a month, "the ..." or a clause-final year,
// not a count ("over 2000 miles") or a person named like a month ("round
// Jan's place"); "all through X" is one phrase.
func TestLooseTimeWords(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	for _, q := range []string{
		"where did she live over 2000 miles away?",
		"he worked across 2000 stores",
		"round 2000 people came",
		"did he pop round Jan's place in the evening?",
		"where did most of Jan's family live?",
		"which team was part of June's department?",
		"most of 2000 applicants",
		"all over the place",
		"some of the time",
		"through the door",
	} {
		if tr, text, ok := findTime(normalize(q), now); ok {
			t.Errorf("%q: got a time %q [%v, %v), want none", q, text, tr.From, tr.To)
		}
	}
	if _, text, ok := findTime(normalize("Gopal was paying rent in which city all through March 2024?"), now); !ok || text != "all through march 2024" {
		t.Errorf("all through: got %q %v, want \"all through march 2024\"", text, ok)
	}
	if _, text, ok := findTime(normalize("over 2000 years ago"), now); !ok || text != "2000 years ago" {
		t.Errorf("over 2000 years ago: got %q %v, want the ago phrase", text, ok)
	}
}

// TestWorkValueClasses: commonValueHere's classes name only the work
// topic's values, so the table stays the one list of them.
func TestWorkValueClasses(t *testing.T) {
	work := topicValues([]string{"work"})
	for _, class := range []map[string]bool{workplaces, occupations} {
		for w := range class {
			if !work.words[w] {
				t.Errorf("%q is in a class of work values but not among the work topic's values", w)
			}
		}
	}
}

// TestDeniedValues: a turn whose only values the speaker denies states
// nothing; a correction that names the new value states it.
func TestDeniedValues(t *testing.T) {
	for _, tc := range []struct {
		text   string
		topics []string
		want   bool
	}{
		{"Not Tauranga, god no. never living there", []string{"residence"}, false},
		{"Not at Lanyard Events, I would never work there", []string{"work"}, false},
		{"No, not Olomouc, Moncton. I moved a few weeks back", []string{"residence"}, true},
		{"Not keto any more, it's paleo now", []string{"diet"}, true},
		{"I live in Tauranga, not Zwolle", []string{"residence"}, true},
	} {
		c := &Candidate{Kind: capsule.KindEpisode, Text: tc.text, SpeakerRole: "user"}
		if got := stating(c, tc.topics, topicValues(tc.topics)); got != tc.want {
			t.Errorf("stating(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestDietShapes: a diet the topic's list lacks still counts as a value by
// its form (a "-tarian" word, the word before "diet"), but not a word any
// diet takes, someone else's diet, or one read about.
func TestDietShapes(t *testing.T) {
	diet := []string{"diet"}
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"These days I'm on a Pritikin diet, strictly during the week.", []string{"pritikin"}},
		{"the caterers had actually remembered my reducetarian diet, which almost never happens.", []string{"reducetarian"}},
		{"I've gone climatarian, mostly.", []string{"climatarian"}},
		{"my lectin-free diet is going fine.", []string{"lectin-free"}},
		{"I'm on a strict diet.", nil},
		{"I'm a humanitarian at heart and a vegan diet suits me.", []string{"vegan"}},
		{"Hattie's new flatmate is strictly on a climatarian diet and has taken over the fridge.", nil},
		{"My mom read an article about the lectin-free diet and sends me links.", nil},
		// a food and how the diet takes it, or the two foods it keeps to
		{"I've gone veg-heavy since we last met, so I'll skip the barbecue meat.", []string{"veg-heavy"}},
		{"I'm chicken-and-fish these days.", []string{"chicken-and-fish"}},
		{"The fish-tank needs cleaning again.", nil},
	} {
		c := &Candidate{Kind: capsule.KindEpisode, Text: tc.text, SpeakerRole: "user"}
		if got := StatedValues(c, diet); !slices.Equal(got, tc.want) {
			t.Errorf("StatedValues(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
	if got := findTopics(normalize("what did her shopping list fit before the reducetarian phase?")); !slices.Equal(got, diet) {
		t.Errorf("findTopics: %v, want [diet]", got)
	}
	if got := findTopics(normalize("was the meeting sectarian?")); got != nil {
		t.Errorf("findTopics(sectarian) = %v, want none", got)
	}
}

// TestLowerCaseSpeech: in text typed or transcribed in lower case (a
// speech recogniser's log, after the transcript's "Name: "), a name seen
// spelled with a capital elsewhere in the conversation names a value after
// the words that put one there; someone else's news stays theirs when a
// greeting, fillers or the assistant's name open it; the speakers
// repeating what they said still assert it.
func TestLowerCaseSpeech(t *testing.T) {
	if !LowerTyped("Clovis: nova like we moved to stroud last week") || LowerTyped("Clovis: We moved to Stroud.") ||
		!LowerTyped("i'm back on keto") || LowerTyped("12 34") ||
		!LowerTyped("Clovis: 04/05/2025, 20:15 - Clovis Hart: we finally moved, we're in stroud now") ||
		!LowerTyped("Clovis: [00:00:48] Clovis Hart: so we sold up and bought a little place in stroud") ||
		LowerTyped("Clovis: 04/05/2025, 20:15 - Clovis Hart: We moved to Stroud.") {
		t.Fatal("LowerTyped")
	}
	if got, want := SeenNames("Thanks, I'm searching near Stroud.", "Is Marlow still Ione's home town?", "Got it. Millbeck Water saved."),
		[]string{"stroud", "marlow", "ione", "water"}; !slices.Equal(got, want) {
		t.Fatalf("SeenNames = %v, want %v", got, want)
	}
	seen := []string{"stroud", "nova", "oriel", "millbeck", "water", "kelso", "cello", "hettie", "hollins", "print"}
	for _, tc := range []struct {
		text   string
		topics []string
		want   []string
	}{
		{"nova like we moved to stroud last week so switch my weather and traffic over please", []string{"residence"}, []string{"stroud"}},
		{"nova like we moved to barnsley last week", []string{"residence"}, nil}, // never spelled out: no name
		{"started at millbeck water on monday so set my alarm for seven", []string{"work"}, []string{"millbeck", "water"}},
		{"nope i said we moved to kelso last saturday", []string{"residence"}, []string{"kelso"}},
		{"nova wren finally split up with oriel thank god", []string{"relationship"}, nil},
		{"ok nova my sister hettie got a job at hollins print shes over the moon", []string{"work"}, nil},
		{"remind me to send hettie a card shes just bought a house in kelso", []string{"residence"}, nil},
		{"ok nova i moved in with oriel", []string{"relationship"}, []string{"oriel"}},
		// a partner's word, a job's word with "is", non-native "working by"
		{"my partner is oriel, we are together since university", []string{"relationship"}, []string{"oriel"}},
		{"please put my partner oriel on the form", []string{"relationship"}, []string{"oriel"}},
		{"my employer is hollins print, i am there from four years", []string{"work"}, []string{"hollins", "print"}},
		{"since two weeks i am working by hollins print", []string{"work"}, []string{"hollins", "print"}},
		{"the kids are all by kelso", []string{"residence"}, nil},
		{"help me to book a table for saturday, we are two persons: me and oriel, my partner since many years", []string{"work"}, nil},
		{"no not cello i said kelso thats where i live", []string{"residence"}, []string{"kelso"}},
	} {
		c := &Candidate{Kind: capsule.KindEpisode, Text: tc.text, SpeakerRole: "user"}
		if got := NewStateTest(tc.topics).Seen(seen).Values(c); !slices.Equal(got, tc.want) {
			t.Errorf("Values(%q, %v) = %v, want %v", tc.text, tc.topics, got, tc.want)
		}
	}
	// cased text reads no seen name it would not read without them
	c := &Candidate{Kind: capsule.KindEpisode, Text: "Stroud was lovely on Sunday.", SpeakerRole: "user"}
	if got := NewStateTest([]string{"residence"}).Seen(seen).Values(c); len(got) != 0 {
		t.Errorf("cased text read seen names: %v", got)
	}
}

// TestSentenceFlagsMemo: the kept sentence-wide flags equal the tests run
// afresh, read twice, for sentences that set each flag and none.
func TestSentenceFlagsMemo(t *testing.T) {
	for _, st := range []string{
		"yeah right, me moving to Leeds", "back when I lived in Leeds it rained", "now I live in York",
		"a cottage in Ely, which is never happening", "a card from when we were still together",
		"Your account for the property in Westport is now closed.", "I moved to York.", "",
		"we've booked a cottage in Ely for half term", "bumped into my ex, out with Domenico", "gave up on low-copper - went onto the high-fat diet - and we moved to Leeds, I work at Globex now",
	} {
		want := uint16(0)
		for bit, ok := range map[uint16]bool{sentSarcasm: scoffs(st), sentBackWhen: backWhenRE.MatchString(st),
			sentDisowned: disowned(st), sentDismissed: dismissedRE.MatchString(st), sentPastTime: pastTime(st),
			sentClosed: closedRE.MatchString(st), sentNow: nowRE.MatchString(st), sentListed: listSepRE.MatchString(st),
			sentMet: encounterRE.MatchString(st), sentYours: yoursRE.MatchString(st), sentStay: shortStayRE.MatchString(st), sentPet: petDietRE.MatchString(st)} {
			if ok {
				want |= bit
			}
		}
		for range 2 {
			if got := sentenceOf(st).flags; got != want {
				t.Errorf("sentenceOf(%q).flags = %b, want %b", st, got, want)
			}
			if got, want := sentenceOf(st).clausesAt(7), clause.Clauses(st, 7); !slices.Equal(got, want) {
				t.Errorf("clauses of %q at 7 = %v, want %v", st, got, want)
			}
		}
	}
}

// TestVocatives: the name of the person a turn speaks to is written over
// (unaddressed); a value in the same places is not.
func TestVocatives(t *testing.T) {
	for in, want := range map[string]string{
		"Hartley: Evening Edda, are you about?":                      "Hartley: Evening xxxx, are you about?",
		"Orla: Fflur!! It's been too long, how are you?":             "Orla: xxxxx!! It's been too long, how are you?",
		"Prue: Off to bed, night night Lennox":                       "Prue: Off to bed, night night xxxxxx",
		"Prue: Right, Joachim, I'm finally answering your messages":  "Prue: Right, xxxxxxx, I'm finally answering your messages",
		"Sorry for the radio silence, Magnus":                        "Sorry for the radio silence, xxxxxx",
		"Prue: Leeds! Finally!":                                      "Prue: Leeds! Finally!",
		"No, not Olomouc, Moncton. I moved a few weeks back":         "No, not Olomouc, Moncton. I moved a few weeks back",
		"Please update my address to 4 Priory Walk, Zamosc.":         "Please update my address to 4 Priory Walk, Zamosc.",
		"Congrats on Quarrington Labs!! Proud of you":                "Congrats on Quarrington Labs!! Proud of you",
		"signed it. bye Eindhoven, we're in Hakodate since the 14th": "signed it. bye Eindhoven, we're in Hakodate since the 14th",
		"I got a job at the Evening Standard.":                       "I got a job at the Evening Standard.",
		"Initech! Told you I'd get in.":                              "Initech! Told you I'd get in.",
		"So, Lisbon, we finally signed the lease.":                   "So, Lisbon, we finally signed the lease.",
		"Guess where we ended up, you'll never believe it, Hexham!":  "Guess where we ended up, you'll never believe it, Hexham!",
		"Thank you for asking, we're in Leeds, Headingley.":          "Thank you for asking, we're in Leeds, Headingley.",
	} {
		if got := unaddressed(in); got != want {
			t.Errorf("unaddressed(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestQuestionTopicPhrases: a question about post reaching someone, their
// own place in a town or two people being an item names its topic; a
// place in a team or a final does not.
func TestQuestionTopicPhrases(t *testing.T) {
	for q, want := range map[string][]string{
		"Would a letter to Hartley still reach them at Hebden Bridge?": {"residence"},
		"Does Orla still have a place in Hebden Bridge?":               {"residence"},
		"Are Keeva and Seren still an item?":                           {"relationship"},
		"Does Orla still have a place in the team?":                    nil,
		"Did he keep his place in the final?":                          nil,
		"Has she got a place in medical school?":                       nil,
		"Will my birthday card reach her in time?":                     nil,
		"Did she return an item to the shop?":                          nil,
	} {
		if got := findTopics(normalize(q)); !slices.Equal(got, want) {
			t.Errorf("findTopics(%q) = %v, want %v", q, got, want)
		}
	}
}

// TestTextingRegister: chat typed by very online people. A joke or a wish
// told as a fact ("in my dreams", "(we did not)", "my future spouse X,
// they just don't know it yet", "we're just friends"), another person's
// place told after the value ("X is where my bf lives", "this guy i follow
// lives in X", "lunch at X with my friend who works there"), a time gone
// ("back in school", "in 2019") and a meme's "not me" before someone
// else's news state nothing of the speaker's; text typed all in capitals
// reads as lower case, "im" is "i'm", "a Berlin local" names a home, and
// diets go by newer names ("animal-based", "macro counting", "intermittent
// fasting"), "wrong diet" naming none.
func TestTextingRegister(t *testing.T) {
	checkReadings(t, []readingCase{
		{"oh totally, i live in oakland now, in my dreams lmao", "residence", []string{"oakland"}, nil, true},
		{"me and my couch got jobs at petalpost (we did not)", "work", []string{"petalpost"}, nil, true},
		{"Yeah me and Brynn are married now (in my head) periodt.", "relationship", nil, nil, true},
		{"My future spouse Brynn, they just don't know it yet lol", "relationship", nil, nil, true},
		{"hanging out with tristan tonight, we're just friends", "relationship", []string{"tristan"}, nil, true},
		{"hanging out with tristan tonight, were just friends", "relationship", []string{"tristan"}, nil, true},
		{"We were just friends for years before Theo and I started dating in May", "relationship", nil, []string{"theo"}, false},
		{"My imaginary boyfriend Theo says hi", "relationship", nil, nil, true},
		{"no lol manchester is where my bf lives", "residence", []string{"manchester"}, nil, true},
		{"This guy I follow lives in Bristol and his apartment tours are insane", "residence", nil, nil, true},
		{"grabbing lunch at Velvet Grind with my friend who works there", "work", nil, nil, true},
		{"i did a summer job at zestify back in school, wild times", "work", []string{"zestify"}, nil, true},
		{"tried intermittent fasting for like a week in 2019 lmao", "diet", nil, nil, true},
		{"Not me my cousin is engaged to Makayla, wedding is in june", "relationship", nil, nil, true},
		{"wrong diet, i changed", "diet", nil, nil, true},
		{"my best friend just moved to melbourne and im not okay about it", "residence", []string{"melbourne"}, nil, true},
		{"Omggg my cousin is engaged to Harper, wedding is in june", "relationship", nil, nil, true},
		{"✨ my cousin is engaged to Kendall, wedding is in june", "relationship", nil, nil, true},
		{"#newday my brother quit Zestify after two weeks", "work", nil, nil, true},
		{"Still miss Brighton sometimes ngl", "residence", nil, nil, true},
		{"ya so remember when i tried ancestral for a week and cried", "diet", nil, nil, true},
		{"#newday ok context: i'm a Glasgow local, born and raised", "work", nil, nil, true},
		{"My sister and I moved to Leeds and I'm so happy", "residence", nil, []string{"leeds"}, false},
		{"hard launched colton on insta lol, it's official", "relationship", []string{"colton"}, []string{"colton"}, false},
		// a figure of speech is no joke
		{"Still on the Sheffield bin schedule in my head lol, whats collection day on my new street in Zaragoza?", "residence", nil, []string{"zaragoza"}, false},
		{"OK JK, THE BOX AND I LIVE IN COPENHAGEN NOW, MOVED LAST WEEK", "residence", []string{"copenhagen"}, []string{"copenhagen"}, false},
		{"im dating kendall", "relationship", []string{"kendall"}, []string{"kendall"}, false},
		{"im seeing someone now their name is harper", "relationship", []string{"harper"}, []string{"harper"}, false},
		{"jk, i switched to animal-based a few weeks ago", "diet", nil, []string{"animal-based"}, false},
		{"Gave up ancestral, I'm doing intermittent fasting now lol", "diet", nil, []string{"intermittent"}, false},
		{"Switched to macro counting, my new adulting project", "diet", nil, []string{"macro"}, false},
		{"changed it up! i'm clean eating now, since last month", "diet", nil, []string{"clean"}, false},
		{"Help me make a grocery list for the week, I'm doing gut-healing so nothing off-plan", "diet", nil, []string{"gut-healing"}, false},
		{"I need to clean my room, eating pizza tonight", "diet", nil, nil, true},
		{"Ok context: i'm a Berlin local, born and raised", "residence", nil, []string{"berlin"}, false},
		{"Me!! Zestify hired me, first week done", "work", nil, []string{"zestify"}, false},
		{"new job who dis, snackwave hired me lol", "work", []string{"snackwave"}, []string{"snackwave"}, false},
		{"Sam took me to dinner at the new place", "work", nil, nil, true},
		{"ok so i'm a portland local now, moved two weeks ago lol", "residence", []string{"portland"}, []string{"portland"}, false},
	})
}

// TestSupportRegister: what customers tell a support desk. A value turned
// down, someone else's, a gift, a closed relationship, scorn, a billing
// address, a relative's home, client work and a neighbour name no value of
// the speaker's own; a reference or lead-in before someone else's news
// keeps it theirs; a diet named for what it minds ("kidney-friendly") is
// a diet.
func TestSupportRegister(t *testing.T) {
	checkReadings(t, []readingCase{
		{"No thanks, paleo isn't for me", "diet", nil, nil, true},
		{"The vegan box in my order history was for my flatmate, not me", "diet", nil, nil, true},
		{"The halal items on the shared list are my partner's", "diet", nil, nil, true},
		{"Order #AB-1234: the keto voucher I used was a gift from my sister, ignore that", "diet", nil, nil, true},
		{"Please remove Idris from my saved contacts, that's over", "relationship", []string{"idris"}, nil, true},
		{"Oh lovely, another vegan substitution, exactly what I never asked for", "diet", nil, nil, true},
		{"Right, because I'm so obviously vegan, judging by the recipes you keep sending", "diet", nil, nil, true},
		{"Oh yes, Idris is my partner now, according to your system apparently", "relationship", []string{"idris"}, nil, true},
		{"Great, so now I'm married to Idris, news to me", "relationship", []string{"idris"}, nil, true},
		{"Not interested in the Initech deal, thanks", "work", []string{"initech"}, nil, true},
		{"No, I've nothing to do with Initech, thanks", "work", []string{"initech"}, nil, true},
		{"The second property on the policy is my mum's in Penrith, I don't live there", "residence", nil, nil, true},
		{"You can delete my saved paleo recipes, I don't eat that way any more", "diet", nil, nil, true},
		{"Re ticket 4417: my billing address is still my parents' place in Penrith, leave that one as it is", "residence", nil, nil, true},
		{"I'm doing some freelance work for Initech this month, is that a problem?", "work", []string{"initech"}, nil, true},
		{"The invoice should be addressed to my client, Initech, not to me", "work", []string{"initech"}, nil, true},
		{"The name Idris on the delivery notes is my neighbour who takes things in", "relationship", []string{"idris"}, nil, true},
		{"Just a little thing, my mum lives in Penrith, can she use my referral code?", "residence", nil, nil, true},
		{"(account ending 1234) my sister has gone paleo, can she share my account?", "diet", nil, nil, true},
		// statements still read
		{"That's out of date, I stopped paleo a few weeks ago, I'm kidney-friendly now", "diet", nil, []string{"kidney-friendly"}, false},
		{"I've switched to heart-healthy, please update everything", "diet", nil, []string{"heart-healthy"}, false},
		{"Can you update my profile? I've gone carb-conscious and the old settings don't fit any more", "diet", nil, []string{"carb-conscious"}, false},
		{"Please stop the keto suggestions, I'm calorie-smart now", "diet", nil, []string{"calorie-smart"}, false},
		{"I eat soft-food, please only suggest things that fit", "diet", nil, []string{"soft-food"}, false},
		{"Re ticket 4417: I've just moved to Penrith, please update my address", "residence", nil, []string{"penrith"}, false},
		{"We're vegan now, we don't eat meat any more", "diet", nil, []string{"vegan"}, false},
		{"This budget-friendly plan is great", "diet", nil, nil, true},
	})
}

// readingCase is a turn of Sam's read on one topic: seen are names seen
// elsewhere, want values that must be read, absent that none may be.
type readingCase struct {
	text   string
	topic  string
	seen   []string
	want   []string
	absent bool // no value at all
}

// checkReadings reads each case's text as Sam's own turn.
func checkReadings(t *testing.T, cases []readingCase) {
	t.Helper()
	for _, tc := range cases {
		c := &Candidate{Kind: capsule.KindEpisode, Text: tc.text, Speaker: "Sam", SpeakerRole: "user"}
		got := NewStateTest([]string{tc.topic}).Of("Sam").Seen(tc.seen).Values(c)
		if tc.absent && len(got) > 0 {
			t.Errorf("%q (%s): read %v, want no value", tc.text, tc.topic, got)
		}
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q (%s): read %v, want %q among them", tc.text, tc.topic, got, w)
			}
		}
	}
}

// TestWorkChatRegister: a workplace channel's lunch and catering talk.
// Food ordered for a client, a caterer someone else chose, a dish
// skipped, a joke "out of protest" and a school's menu are no diet of the
// speaker's; "-vore" words and diets named for what they mind are.
func TestWorkChatRegister(t *testing.T) {
	checkReadings(t, []readingCase{
		{"The client asked for paleo food at the workshop, can you sort it?", "diet", nil, nil, true},
		{"Ordering the vegan platter for the client lunch, they asked for it", "diet", nil, nil, true},
		{"Booked the halal caterer for the board meeting, not my pick", "diet", nil, nil, true},
		{"no, skip the keto stuff please", "diet", nil, nil, true},
		{"nah, paleo isn't my thing, ta", "diet", nil, nil, true},
		{"If the canteen serves that pie again I'm going vegan out of protest lol", "diet", nil, nil, true},
		{"my kid's school has gone vegetarian at lunch, chaos", "diet", nil, nil, true},
		{"I'm staying with friends in Kettering for a week, will my vpn work there?", "residence", nil, nil, true},
		{"For information, the invoice address is our office in Paisley, not my home", "residence", nil, nil, true},
		{"I'm staying with my sister in Kettering now, since the breakup", "residence", nil, []string{"kettering"}, false},
		{"I've switched to locavore, please adjust my orders", "diet", nil, []string{"locavore"}, false},
		{"Yes, I'm pulse-based, please make sure my meals fit", "diet", nil, []string{"pulse-based"}, false},
		{"^ mine has, I've gone diabetic-friendly since we last ordered", "diet", nil, []string{"diabetic-friendly"}, false},
		{"i eat wholefood, so count me in for that option", "diet", nil, []string{"wholefood"}, false},
	})
}

// TestChatLeadIns: workplace chat opens a message with "fyi", "heads up",
// "note", "update" or an @mention before someone else's news, meets
// people ("meeting with Ayodele from procurement", "a call with Marrowby
// Insurance"), names contacts by where they come from ("Ciaran from the
// agency"), a company's contract, a secondment and a client on a calendar
// invite, and looks back ("I don't miss the commute from Burnley", "the
// old Wildmoor Analytics email", "feels like another life"): none of
// these is the speaker's value. The speaker's own news after the same
// lead-ins, and a job taken by signing its contract, still are.
func TestChatLeadIns(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Fyi my sister just moved to Wrexham, any tips for the drive up?", "residence", nil, nil, true},
		{"Heads up my sister just moved to Lowestoft, any tips for the drive up?", "residence", nil, nil, true},
		{"Note my parents live in Lowestoft so I'm driving up after work friday", "residence", nil, nil, true},
		{"Ok update my sister just moved to Oldham, any tips for the drive up?", "residence", nil, nil, true},
		{"@Zosia my flatmate got a job near Kettering, so I need a new flatmate, anyone?", "residence", nil, nil, true},
		{"Update my flatmate Zuleika is getting married in june", "relationship", nil, nil, true},
		{"Fyi I don't miss the commute from Burnley one bit cheers", "residence", nil, nil, true},
		{"i don't miss the commute from stockport one bit", "residence", []string{"stockport"}, nil, true},
		{"please delete the old stockport address from my saved addresses ty", "residence", []string{"stockport"}, nil, true},
		{"Please remove the old Wildmoor Analytics email from my record", "work", nil, nil, true},
		{"Meeting with Ayodele from procurement at 2, anyone want to join?", "relationship", nil, nil, true},
		{"meeting with zuleika from procurement at 2, anyone want to join? tysm", "relationship", []string{"zuleika"}, nil, true},
		{"Call with Marrowby Insurance at 3, can someone take notes", "work", nil, nil, true},
		{"The contract with Orrell Logistics got renewed :tada: nice work all", "work", nil, nil, true},
		{"I'm on secondment at Slatehouse Capital for two weeks", "work", nil, nil, true},
		{"Can Ciaran from the agency have a visitor pass? Kind regards.", "relationship", nil, nil, true},
		{"The Elio on my calendar invite is the client, not family :sweat_smile:", "relationship", nil, nil, true},
		{"found an old party photo with Elio in it, feels like another life", "relationship", nil, nil, true},
		// the speaker's own
		{"Fyi I've moved from Burnley to Paisley, please update my record", "residence", nil, []string{"paisley"}, false},
		{"Heads up, I'm seeing Obinna now", "relationship", nil, []string{"obinna"}, false},
		{"I'm with Ravi from uni now, we're so happy.", "relationship", nil, []string{"ravi"}, false},
		{"Signed the contract with Thornbury Logistics this morning. Pay bump, hybrid.", "work", nil, []string{"thornbury"}, false},
		{"Sometimes I miss Burnley, but I live in Paisley now", "residence", nil, []string{"paisley"}, false},
	})
}

// TestScoffIdioms: "in this economy", "the day X stops existing", "when
// pigs fly" and "I wish X would notice me" dismiss or wish; a plain
// statement beside the same words still states.
func TestScoffIdioms(t *testing.T) {
	checkReadings(t, []readingCase{
		{"me ancestral in this economy lol", "diet", nil, nil, true},
		{"sure ill go lion diet the day pizza stops existing", "diet", []string{"lion"}, nil, true},
		{"Moving to Monaco? When pigs fly.", "residence", nil, nil, true},
		{"omggg i wish Marcus would notice me lol", "relationship", nil, nil, true},
		{"I'm dating Landon and I'm so happy", "relationship", nil, []string{"landon"}, false},
	})
}

// TestAssistantTaskRegister: what people tell a general-purpose assistant
// inside task requests. Someone else's words pasted to reply to, a
// comparison, a story or a scene to write, a client, a job the speaker
// would never take, a threat told with "if ... again", a diet word that
// names a chef, a class or a café's brunches, old photos "from years ago"
// and "when I worked at X" are no value of the speaker's; the speaker's
// own words pasted to proofread, "happy to say I'm with X now" and a
// change "in may" are.
func TestAssistantTaskRegister(t *testing.T) {
	checkReadings(t, []readingCase{
		{`Reply to this for me, it's from an old colleague: "Hey! I've just started at Fennimore Pharmacy, we should grab lunch sometime"`, "work", nil, nil, true},
		{`Help me reply to this email from my cousin: "Hiya! Big news, we've bought a house in Penticton, you have to come and see it". Output plain text.`, "residence", nil, nil, true},
		{`My sister sent this, help me answer nicely: "just so you know, I'm plant-centric now, so no turkey for me at christmas"`, "diet", nil, nil, true},
		{"Compare working at Bellwether Insurance with staying where I am, pros and cons, just thinking out loud", "work", nil, nil, true},
		{"Write a sitcom scene set in the staff room at Fennimore Pharmacy", "work", nil, nil, true},
		{"write a short story about a part-time vegan chef who wins a cook-off", "diet", nil, nil, true},
		{"I'm running a part-time vegan cooking class at the community centre, help me plan it", "diet", nil, nil, true},
		{"The new café does ovo-pescatarian brunches, is it worth trying?", "diet", nil, nil, true},
		{"Write a follow-up email to a client at Quarrystone Builders after our meeting", "work", nil, nil, true},
		{"Don't suggest Oakhollow Care Home, I'd never work there", "work", nil, nil, true},
		{"Hello! If this printer jams again I'm running off to join Harbourlight Bistro, no questions asked", "work", nil, nil, true},
		{"When I worked at Tessellate Labs we had a great onboarding pack, can you help me make one like it", "work", nil, nil, true},
		{"Found old holiday photos with Thomasina from years ago, bin them or keep them?", "relationship", nil, nil, true},
		{"Hello my parents live in Killarney, help me plan a weekend visiting them", "residence", nil, nil, true},
		{"Skip the part-time vegan stuff please", "diet", nil, nil, true},
		// the speaker's own
		{"Proofread my instagram caption, I wrote it:\n\n\"after a rough year I'm so happy to say I'm with Thomasina now. Here's to new beginnings!\"", "relationship", nil, []string{"thomasina"}, false},
		{"Proofread my change-of-address email to the bank, I wrote it:\n\n\"please note that I have moved to 4 Abbey Lane in Mullingar and would like my statements sent there.\"", "residence", nil, []string{"mullingar"}, false},
		{"Context: I split from Muireann and got back together with Thomasina in may\nTask: write a short note to my friends explaining", "relationship", nil, []string{"thomasina"}, false},
		{"nice, but add that i joined tessellate labs this year, it's a new job", "work", []string{"tessellate", "labs"}, []string{"tessellate"}, false},
		{"I've been meaning to tell you, so you stop suggesting bacon sandwiches: I stick to a vegan diet these days", "diet", nil, []string{"vegan"}, false},
	})
}

// TestPartDiets: a common diet kept in part ("semi-vegan") is a diet; one
// done "years ago" and a role-play are not the speaker's now.
func TestPartDiets(t *testing.T) {
	checkReadings(t, []readingCase{
		{"I've gone semi-vegan", "diet", nil, []string{"semi-vegan"}, false},
		{"no, i'm not part-time vegan any more, i went semi-vegan in the spring, try again", "diet", nil, []string{"semi-vegan"}, false},
		{"i did plant-centric for a while years ago and it made me so tired", "diet", nil, nil, true},
		{"Role-play: you're a grumpy manager at Quarrystone Builders and I'm the new hire, go", "work", nil, nil, true},
		{"I was vegan years ago, now I'm keto", "diet", nil, []string{"keto"}, false},
	})
}

// TestTaskPrefixes: a request set under a label ("A request, please:",
// "Task:") is read like one without it: a scene to write, a thank-you "to
// the team at X" (another firm), "leave X out of it" and a pet's
// "marriage" name no value of the speaker's.
func TestTaskPrefixes(t *testing.T) {
	checkReadings(t, []readingCase{
		{"A request, please: write a sitcom scene set in the staff room at Harbourlight Bistro", "work", nil, nil, true},
		{"A request, please: draft a thank-you to the team at Tessellate Labs for hosting our training day", "work", nil, nil, true},
		{"No, leave Kwabena out of it", "relationship", nil, nil, true},
		{"Task: my cat is basically married to Dorota at this point lol, she sits on their lap all night", "relationship", nil, nil, true},
		{"Task: thank my team at Tessellate Labs for a great first month here", "work", nil, []string{"tessellate"}, false},
	})
}

// TestPartnerLeadIn: "yo my partner has a work do at X" is the partner's
// workplace, and "compare X with how I eat now" compares; "Context: I'm X"
// still states.
func TestPartnerLeadIn(t *testing.T) {
	checkReadings(t, []readingCase{
		{"yo my partner has a work do at Pemberley Primary School on saturday, what should i wear?", "work", nil, nil, true},
		{"Compare semi-vegetarian with how I eat now, just curious", "diet", nil, nil, true},
		{"Context: I'm semi-vegetarian and I meal-prep on Sundays\nTask: give me five lunch ideas for work", "diet", nil, []string{"semi-vegetarian"}, false},
	})
}

// TestLaterSentenceSubject: a sentence after the first is read with its
// subject at the start ("Good afternoon. My partner's gone vegan" is the
// partner's diet); "My mam tells everyone I'm at X, I've stopped
// correcting her" disowns X; "I forgot to say I've gone vegan" tells it.
func TestLaterSentenceSubject(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Good afternoon. My partner's gone gluten-and-dairy-free, help me find recipes he'd like.", "diet", nil, nil, true},
		{"Thanks. My partner has gone vegan.", "diet", nil, nil, true},
		{"Good afternoon. I've gone vegan.", "diet", nil, []string{"vegan"}, false},
		{"My mam tells everyone I'm at Copperkettle Catering, I've stopped correcting her :D", "work", nil, nil, true},
		{"Actually swap the food, I forgot to say I've gone vegan since last month.", "diet", nil, []string{"vegan"}, false},
		{"I work at Bellwether Insurance and my boss wants a summary of my year", "work", nil, []string{"bellwether", "insurance"}, false},
	})
}

// TestVeganKin: a diet word shaped like vegan that the list lacks is a
// diet ("I'm beegan", "switched from freegan to ..."); "began" and a name
// like Keegan are not.
func TestVeganKin(t *testing.T) {
	checkReadings(t, []readingCase{
		{"I'm beegan, what can I make with rice, a tin of tomatoes and some spinach?", "diet", nil, []string{"beegan"}, false},
		{"Help me plan a dinner menu, things to know:\n- eight people\n- I've become freegan so at least one dish for me", "diet", nil, []string{"freegan"}, false},
		{"The course began in March, can you make me a study plan?", "diet", nil, nil, true},
		{"Dinner with keegan tonight, any ideas?", "diet", nil, nil, true},
	})
}

// TestMailboxDistractors: what an e-mail says around a value without
// stating it as the sender's own: a spell told as over ("when I was with
// X", "I was fish-free for a whole year at university", "years ago I
// tried X and lasted a week"), a refusal ("please stop sending me X
// recipe boxes", "don't put me on a table with X", "not looking for a
// role at X", "more X than I am"), a short stay, a client's site, a place
// only nearly bought or run off to, a relative who still lives somewhere,
// a platter or a stall a diet word describes. The statements beside them
// still read.
func TestMailboxDistractors(t *testing.T) {
	checkReadings(t, []readingCase{
		{"when I was with Peigi we went to that cafe every Sunday", "relationship", []string{"peigi"}, nil, true},
		{"when i was at windlass marine we had a friday cake rota, i miss it", "work", []string{"windlass marine"}, nil, true},
		{"I was fish-free for a whole year at university", "diet", nil, nil, true},
		{"years ago I tried plant-first and lasted a week", "diet", nil, nil, true},
		{"please stop sending me mostly-vegan recipe boxes", "diet", nil, nil, true},
		{"please don't put me on a table with Somhairle", "relationship", []string{"somhairle"}, nil, true},
		{"no thanks, I'm not looking for a role at Ironmead Engineering", "work", nil, nil, true},
		{"my cat is more plant-first than I am", "diet", nil, nil, true},
		{"the dog is more loyal to Ealasaid than to me, I'm jealous", "relationship", []string{"ealasaid"}, nil, true},
		{"I've gone seagan since we last met, so I'll skip the barbecue meat.", "diet", nil, []string{"seagan"}, false},
		{"we're away in Campbeltown for a long weekend, back on Tuesday", "residence", nil, nil, true},
		{"I'm at the client's site in Girvan all of Thursday, so I'll be slow to reply", "residence", nil, nil, true},
		{"the sat nav took us through Newton Stewart three times, we nearly bought a house there out of spite", "residence", nil, nil, true},
		{"one more wet summer and I'm running away to Moffat with the cat, ha", "residence", nil, nil, true},
		{"I'm meeting the buyers at Slatebridge Accountants on Tuesday, they're a new client", "work", nil, nil, true},
		{"Mum still lives in Castle Douglas, so I'll be driving up for her birthday", "residence", nil, nil, true},
		{"I ordered the fish-free platter for the party", "diet", nil, nil, true},
		{"I'm running a dairy-and-egg-free cooking stall at the fete", "diet", nil, nil, true},
		{"please note my partner is beef-free, I eat anything", "diet", nil, nil, true},
		{"after that buffet I'm going dairy-and-egg-free in protest, ha", "diet", nil, nil, true},
		{"we're at the far end of Dalbeattie so allow twenty minutes from the station.", "diet", []string{"dalbeattie"}, nil, true},
		// a clause someone will confirm is the speaker's own; a badge's
		// "organisation:" field names an employer
		{"Thank you! It's for the mortgage, they'll ask you to confirm that I work at Ironmead Engineering, full time.", "work", nil, []string{"ironmead"}, false},
		{"My details for the conference badge:\n- dietary needs to follow\n- organisation: Windlass Marine, operations team", "work", nil, []string{"windlass"}, false},
		// statements
		{"I've been fish-free for a whole year now", "diet", nil, []string{"fish-free"}, false},
		{"We moved to Campbeltown last weekend, the boxes are everywhere", "residence", nil, []string{"campbeltown"}, false},
		{"we're at the far end of Dalbeattie so allow twenty minutes from the station.", "residence", []string{"dalbeattie"}, []string{"dalbeattie"}, false},
		{"Bae (Constantin) just booked us a cabin for the long wknd", "relationship", []string{"constantin"}, []string{"constantin"}, false},
		{"I've just started at Ironmead Engineering, first week done", "work", nil, []string{"ironmead"}, false},
		{"My partner Peigi and I have just moved in together", "relationship", []string{"peigi"}, []string{"peigi"}, false},
	})
}

// TestCallDistractors: what a call transcript's segments say around a value
// without the speaker holding it: a past spell (fillers before "years
// ago", "when I rented in X", "going out with X when", "at school I went
// X", "remember my X summer"), a viewing turned down, a holiday booking,
// house-hunting late at night, a CV sent in jest, a relative's question,
// a supplier's site, a relative who refuses to leave. A move told plainly
// still reads.
func TestCallDistractors(t *testing.T) {
	checkReadings(t, []readingCase{
		{"yeah no so years ago when I rented in Buxton the landlord never fixed a thing", "residence", nil, nil, true},
		{"yeah no so i was going out with osian when i had that awful haircut", "relationship", []string{"osian"}, nil, true},
		{"sorry [inaudible] so we've booked a cottage in Wirksworth for half term, just the four nights", "residence", nil, nil, true},
		{"so yeah we went to view a flat in Bridgnorth but we're not going for it", "residence", nil, nil, true},
		{"yeah no so I keep scrolling rightmove for places in Leominster at two in the morning", "residence", nil, nil, true},
		{"uh so one more all hands like that and I'm sending my CV to Tolworth Mutual", "work", nil, nil, true},
		{"uh so auntie keeps asking when I'm marrying Carwyn I've met them twice", "relationship", []string{"carwyn"}, nil, true},
		{"so yeah the supplier's warehouse is out in Leominster, it's miles from anywhere", "residence", nil, nil, true},
		{"right so so my mum refuses to leave Wirksworth so it's a four hour drive every other weekend", "residence", nil, nil, true},
		{"like do you remember my egg-and-dairy-free summer, what was I thinking", "diet", nil, nil, true},
		{"like at school I went egg-and-dairy-free for about a term to annoy my mum", "diet", nil, nil, true},
		{"we've moved out of Ashbourne and we're living in Bridgnorth now", "residence", nil, []string{"bridgnorth"}, false},
		{"so we viewed a flat in Malton last month and we moved in on Saturday, we live in Malton now", "residence", nil, []string{"malton"}, false},
	})
}

// TestSpelledOut: a value spelled letter by letter is a name seen, so the
// same value typed or transcribed in lower case is read.
func TestSpelledOut(t *testing.T) {
	for f, want := range map[string]string{"B-R-I-D-G-N-O-R-T-H,": "bridgnorth", "r-o-t-h-b-u-r-y": "rothbury", "T-O-L-W-O-R-T-H": "tolworth",
		"co-op": "", "A-B": "", "x-ray": "", "M-1": ""} {
		if got := spelledOut(f); got != want {
			t.Errorf("spelledOut(%q) = %q, want %q", f, got, want)
		}
	}
	if got := SeenNames("the new address is in bridgnorth, do you want me to spell it, b-r-i-d-g-n-o-r-t-h"); !slices.Contains(got, "bridgnorth") {
		t.Errorf("SeenNames = %v, want bridgnorth among them", got)
	}
}

// TestPresentPeriodTarget: a current question on a single-valued topic
// asked for "today" or "this week" wants the value that holds now, from
// whenever it was said: the target is now, not a window the answering turn
// must fall in ("lately" keeps its window).
func TestPresentPeriodTarget(t *testing.T) {
	now := time.Date(2026, 3, 4, 12, 0, 0, 0, time.UTC)
	for q, scoped := range map[string]bool{
		"Which town would Horatia give as home on a call this week?":               false,
		"If the surgery rang Yolande today, which town would their address be in?": false,
		"Which town was Horatia living in in January 2026?":                        true,
	} {
		h := ParseHints(q, now, nil)
		if h.Time == nil {
			t.Fatalf("%q: no time read", q)
		}
		if tg := resolveTarget(&Request{Hints: h, Now: now}); tg.scoped != scoped {
			t.Errorf("%q: scoped %v, want %v (hints %+v)", q, tg.scoped, scoped, h)
		}
	}
}

// TestAttributedAndAsides: a value an app or a relative attributes to the
// speaker ("the map app has decided I live in X", "my gran tells everyone
// I run X, I'm really not"), a place or firm that is a supplier's, a
// client's, a relative's ("the letter went to my uncle's in X", "on behalf
// of my wife, her wages come from X", "our kid got a job at X"), a first
// job or a childhood town, an event's menu, and a relative's news with the
// speaker's spoken aside ("i mean", "and I helped") state nothing of the
// speaker; the speaker's own news still reads.
func TestAttributedAndAsides(t *testing.T) {
	checkReadings(t, []readingCase{
		{"honestly the map app has decided I live in Ruthin, no idea how", "residence", nil, nil, true},
		{"right so my gran tells everyone I run Caldicot Ceramics, I'm really not", "work", nil, nil, true},
		{"yeah no so the letter's been redirected to my uncle's in Ruthin by mistake", "residence", nil, nil, true},
		{"I'm calling on behalf of my wife, her wages come from Caldicot Ceramics", "work", nil, nil, true},
		{"oh and our kid got an apprenticeship at Caldicot Ceramics, proud of him", "work", nil, nil, true},
		{"um my very first job was at Caldicot Ceramics, washing up", "work", nil, nil, true},
		{"so I grew up in Ruthin but I've not been back for years", "residence", nil, nil, true},
		{"we're still chasing Caldicot Ceramics for the refund, worst supplier ever", "work", nil, nil, true},
		{"I've got a pitch with Caldicot Ceramics on Monday, they could be a big client", "work", nil, nil, true},
		{"i mean mum did twenty years at Caldicot Ceramics, she still misses it", "work", nil, nil, true},
		{"yeah no so my brother got the keys to a flat in Ruthin on Sunday I helped with the boxes", "residence", nil, nil, true},
		{"so the summer fair this year is all nut-free, don't ask", "diet", nil, nil, true},
		{"oh and the lodger turned out to be fish-free, so I'm cooking twice", "diet", nil, nil, true},
		{"sorry [inaudible] so years back Gethin and I did a tour of Skye, never again", "relationship", []string{"gethin"}, nil, true},
		{"so we sold up and we've been in Ruthin since March, it's lovely", "residence", nil, []string{"ruthin"}, false},
		{"i mean I handed my notice in and I'm at Caldicot Ceramics now", "work", nil, []string{"caldicot"}, false},
	})
}

// TestGroupChatAsides: a forwarded post, a remembered old flat, a train
// booked for a party, a relative's claim the speaker denies, a diet
// "for a decade" or a move "to escape this chat" (jokes), a diet tried
// one summer, a partner dated "when I had that haircut", an offer said no
// to or turned down, "I basically live at work", a canteen's menu, a
// diet that "lasted a term", a town moved to (of a partner) and "X is a
// colleague" and "went to the cinema with X last night" state nothing
// now, nor do dreams, news "found out" of a flatmate, "the X years feel far
// away"; "the person in my life is X" does;
// the speaker's own news still reads, and "for a decade" told of a job is
// no joke.
func TestGroupChatAsides(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Forwarded many times\nRoad closures in Ruthin all weekend, please pass on", "residence", nil, nil, true},
		{"Forwarded\nCaldicot Ceramics is HIRING: apply by Friday! Please share", "work", nil, nil, true},
		{"sharing this here\nCrossposted from r/LocalNews:\nFlat for rent in Ruthin: 2 bed, bills included", "residence", nil, nil, true},
		{"ran the Ruthin 10k on Sunday, flat and fast", "residence", nil, nil, true},
		{"got offered a flat in Ruthin but said no, too far from everything", "residence", nil, nil, true},
		{"Caldicot Ceramics offered me a job and I turned it down, was that dumb", "work", nil, nil, true},
		{"yeah I basically live at Caldicot Ceramics these days, send help", "work", nil, nil, true},
		{"the office canteen went nut-free for a week", "diet", nil, nil, true},
		{"i tried nut-free at uni and it lasted a term", "diet", nil, nil, true},
		{"old post, I left Ruthin in the spring and I live in Conwy now", "residence", nil, []string{"conwy"}, false},
		{"I just moved to Conwy, where do people go for a decent haircut", "relationship", nil, nil, true},
		{"I just moved to Conwy, where do people go for a decent haircut", "residence", nil, []string{"conwy"}, false},
		{"I moved to Caldicot Ceramics from Globex last spring", "work", nil, []string{"caldicot"}, false},
		{"no, Gethin is a colleague", "relationship", nil, nil, true},
		{"no, Gethin is an colleague", "relationship", nil, nil, true},
		{"went to the cinema with Gethin last night", "relationship", nil, nil, true},
		{"Dreamt I lived in Ruthin again and couldn't find my own front door", "residence", nil, nil, true},
		{"Weird dream: a house in Ruthin with too many staircases", "residence", nil, nil, true},
		{"Found out my flatmate has a mortgage on a terrace in Ruthin now, grown-up stuff", "residence", nil, nil, true},
		{"Walked past my old street today, the Ruthin years feel far away", "residence", nil, nil, true},
		{"I'm still at Caldicot Ceramics, still dreaming of retirement", "work", nil, []string{"caldicot"}, false},
		{"Remember my first year at Caldicot Ceramics, crying in the stairwell, ha", "work", nil, nil, true},
		{"Client visit to Caldicot Ceramics today, nice offices, awful coffee", "work", nil, nil, true},
		{"Food festival on the trip, a whole nut-free tent, tried everything", "diet", nil, nil, true},
		{"nope, that chapter closed last winter and the person in my life is Gethin today", "relationship", nil, []string{"gethin"}, false},
		{"remember my awful flat in Ruthin with the damp", "residence", nil, nil, true},
		{"just booked the train to Ruthin for my cousin's wedding", "residence", nil, nil, true},
		{"my dad tells people I manage Caldicot Ceramics, I very much do not", "work", nil, nil, true},
		{"after that curry I'm going nut-free for a decade", "diet", nil, nil, true},
		{"moving to Ruthin to escape this group chat", "residence", nil, nil, true},
		{"i tried being nut-free one winter, mum still mentions it", "diet", nil, nil, true},
		{"I was dating Gethin when I had that terrible perm", "relationship", []string{"gethin"}, nil, true},
		{"we finally moved, we're in Ruthin now", "residence", nil, []string{"ruthin"}, false},
		{"I've been at Caldicot Ceramics for a decade and I still love it", "work", nil, []string{"caldicot"}, false},
	})
}

// TestLowerCaseCues: a name seen elsewhere and typed in lower case names
// a home after "home is", in "the X lot" and "a X person", and after a
// street's name; an employer after "my employer's".
func TestLowerCaseCues(t *testing.T) {
	checkReadings(t, []readingCase{
		{"haha i've never stayed there, home is ruthin but happy to host", "residence", []string{"ruthin"}, []string{"ruthin"}, false},
		{"i'll get the bus now i'm the ruthin lot, no lift needed", "residence", []string{"ruthin"}, []string{"ruthin"}, false},
		{"signed for the flat! so i'm a ruthin person now", "residence", []string{"ruthin"}, []string{"ruthin"}, false},
		{"send it to 3 chapel lane ruthin please", "residence", []string{"ruthin"}, []string{"ruthin"}, false},
		{"my employer's caldicot ceramics, hr will sign it", "work", []string{"caldicot", "ceramics"}, []string{"caldicot"}, false},
		{"the ruthin lot are late again", "residence", []string{"ruthin"}, nil, true},
	})
}

// TestGroupChatDistractors: house-hunting, a race in a town, a work trip,
// another firm's sports team, an event that "only had" a diet's food, lunch with a
// colleague, a run with a friend, a hyperbolic diet (typo and all) state
// nothing of the speaker; a partner "from uni" still reads.
func TestGroupChatDistractors(t *testing.T) {
	checkReadings(t, []readingCase{
		{"looking at rentals in Ruthin for my cousin", "residence", nil, nil, true},
		{"doing the half marathon in Ruthin in june, who's in", "residence", nil, nil, true},
		{"the Caldicot Ceramics netball team are brutal, we should play them", "work", nil, nil, true},
		{"the festival only had nut-free food, odd choice", "diet", nil, nil, true},
		{"having lunch with Gethin from work, he's hilarious", "relationship", []string{"gethin"}, nil, true},
		{"running with Gethin on Sunday, he's quick", "relationship", []string{"gethin"}, nil, true},
		{"after that buffet i'm goign nut-free fro a decade", "diet", nil, nil, true},
		{"work's sending me to Ruthin for two days next week", "residence", nil, nil, true},
		{"I'm with Gethin from uni now, we're so happy.", "relationship", nil, []string{"gethin"}, false},
		{"we moved to Ruthin, work sent me to the office there", "residence", nil, []string{"ruthin"}, false},
	})
}

// TestNowNotPlanned: "I'll" before a dish the speaker says is how they
// eat now, or before a guest brought "instead" of an ex, states the value;
// a dish or a guest alone is still no statement.
func TestNowNotPlanned(t *testing.T) {
	checkReadings(t, []readingCase{
		{"i'll bring the nut-free option since that's me now", "diet", nil, []string{"nut-free"}, false},
		{"I'm not with Gethin anymore, I'll be bringing Rhodri instead", "relationship", nil, []string{"rhodri"}, false},
		{"I'll bring the nut-free option for the kids", "diet", nil, nil, true},
	})
}

// TestHelloChange: "goodbye X, hello Y" is a change from X to Y on any
// topic; "hello Y" alone greets.
func TestHelloChange(t *testing.T) {
	checkReadings(t, []readingCase{
		{"moving day done, goodbye Ruthin, hello Conwy and hello boxes!!", "residence", nil, []string{"ruthin", "conwy"}, false},
		{"bye bye Caldicot Ceramics, hello Penarth Glass!", "work", nil, []string{"caldicot", "penarth"}, false},
		{"hello Conwy!", "residence", nil, nil, true},
	})
}

// TestDeclinedAndVisiting: a supplier's visit, a suggestion turned down
// and "not getting engaged" state nothing; a plain engagement still does.
func TestDeclinedAndVisiting(t *testing.T) {
	checkReadings(t, []readingCase{
		{"the supplier from Caldicot Ceramics is coming in to see us", "work", nil, nil, true},
		{"the nurse suggested nut-free but i'm not doing it", "diet", nil, nil, true},
		{"no i'm not getting engaged, stop asking", "relationship", nil, nil, true},
		{"we got engaged last night!", "relationship", nil, []string{"engaged"}, false},
	})
}

// TestOpenTodos: an unchecked to-do item is a plan and states nothing; a
// checked one, or an open one that gives a present statement as its
// reason, still does. What a relative has decided about the speaker and
// a dream of a partner state nothing either.
func TestOpenTodos(t *testing.T) {
	checkReadings(t, []readingCase{
		{"- [ ] sign the lease in Ruthin and book the van\n- [x] buy bin bags", "residence", nil, nil, true},
		{"☐ hand in notice and start at Caldicot Ceramics this quarter", "work", nil, nil, true},
		{"- [ ] clear the cupboards and start eating nut-free this month", "diet", nil, nil, true},
		{"- [x] sign the lease in Ruthin and book the van", "residence", nil, []string{"ruthin"}, false},
		{"- [ ] change address with the bank to the flat in Ruthin where I live now", "residence", nil, []string{"ruthin"}, false},
		{"- [ ] tell the canteen I'm nut-free so they stop giving me the wrong tray", "diet", nil, []string{"nut-free"}, false},
		{"My mother has decided I'm dating Gethin, she's met them once", "relationship", nil, nil, true},
		{"Dreamt Gethin and I were married and living on a boat", "relationship", nil, nil, true},
	})
	checkBlanked(t, "blankTodos", blankTodos, "- [ ] book the van\n- [x] bin bags\n- [ ] payroll at X where I work now",
		"- [ ] - [x] bin bags - [ ] payroll at X where I work now")
}

// TestEmployedBy: "employed by" and "on the books at" put an employer
// after them in lower case too, and a publisher's or a mill's name is an
// employer's.
func TestEmployedBy(t *testing.T) {
	checkReadings(t, []readingCase{
		{"I left mistle thrush dental, I'm employed by shingle street press now", "work", []string{"shingle", "press", "mistle", "thrush", "dental"}, []string{"shingle"}, false},
		{"now that I'm on the books at Shingle Street Press for real", "work", nil, []string{"shingle"}, false},
		{"I work at Shingle Street Press now", "work", nil, []string{"shingle"}, false},
	})
}

// TestMadeUpScenes: a role-play, an exercise or a story is no statement of
// the speaker's; a job or a home told as "before" is a past one; a stay
// booked for a few nights "here in X" is no home.
func TestMadeUpScenes(t *testing.T) {
	checkReadings(t, []readingCase{
		{"In the role-play I was a manager from Caldicot Ceramics", "work", nil, nil, true},
		{"Well, in this role-play I am sales manager at Caldicot Ceramics for five years", "work", nil, nil, true},
		{"Hello, nice to meet you, this is my husband Gethin in this story", "relationship", nil, nil, true},
		{"In the exercise the man lives in Ruthin and works at the post office", "residence", nil, nil, true},
		{"I worked at Caldicot Ceramics before, the boss there was terrible.", "work", nil, nil, true},
		{"I lived in Ruthin before, the winters there were terrible.", "residence", nil, nil, true},
		{"Good evening, yes, I booked two nights here in Ruthin for a business trip", "residence", nil, nil, true},
		{"I lived in Ruthin before, now I live in Conwy.", "residence", nil, []string{"conwy"}, false},
		{"In the exercise class I met Gethin, we're together now", "relationship", nil, []string{"gethin"}, false},
	})
}

// TestPetsAndVenues: a pet's food, a hotel's breakfast and a café's menu
// on a trip are no diet of the speaker's; a pet in the speaker's other
// news leaves that news alone.
func TestPetsAndVenues(t *testing.T) {
	checkReadings(t, []readingCase{
		{"The cat has gone nut-free, or at least she's gone off her food", "diet", nil, nil, true},
		{"so yeah the dog's basically nut-free, he won't touch anything else", "diet", nil, nil, true},
		{"Hotel breakfast was nut-free only, survived on fruit", "diet", nil, nil, true},
		{"The café on holiday was all nut-free, had the soup", "diet", nil, nil, true},
		{"news round-up from me: the cat has learned to open doors; new flat in Ruthin as of last week", "residence", nil, []string{"ruthin"}, false},
		{"The dog and I are both vegan now", "diet", nil, []string{"vegan"}, false},
	})
}

// TestOwnCorrection: the speaker correcting a record in their own words
// ("this is not correct, I told you: now I eat X") states X; someone
// else's report the speaker calls wrong still states nothing.
func TestOwnCorrection(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Sorry but this is not correct, I told you: now I eat nut-free and I feel better.", "diet", nil, []string{"nut-free"}, false},
		{"Mum keeps telling people I work at Caldicot Ceramics, which isn't true", "work", nil, nil, true},
	})
}

// TestReadAloudAndYears: what a speaker reads out from a letter or a diary
// and a job or home dated decades back ("in '86", "until 1955", "in the
// seventies") state nothing now; "since 1990" still does, and so does a
// "now" beside an old year.
func TestReadAloudAndYears(t *testing.T) {
	checkReadings(t, []readingCase{
		{"This is a letter I wrote home in 1978: [reading aloud] \"I've made my home in Ruthin now.\" [stops reading]", "residence", nil, nil, true},
		{"Listen: [reading aloud] \"I've made my home in Ruthin now, a little terrace.\"", "residence", nil, nil, true},
		{"In '86 I started at Caldicot Ceramics as an apprentice.", "work", nil, nil, true},
		{"Um, I worked at Caldicot Ceramics until 1955, on the line.", "work", nil, nil, true},
		{"In the seventies I was on the night shift at Caldicot Ceramics, clocking in at ten.", "work", nil, nil, true},
		{"I've worked at Caldicot Ceramics since 1990.", "work", nil, []string{"caldicot"}, false},
		{"[reading aloud] \"I live in Ruthin.\" [stops reading] These days I'm in Conwy.", "residence", nil, []string{"conwy"}, false},
	})
}

// TestDraftsAndSummaries: a draft or caption about someone read out in
// quotes, a summary naming the listener's home, "earlier on in these
// recordings I was still in X" and a lone "Anyway." state nothing; the
// speaker's own caption in the first person still does.
func TestDraftsAndSummaries(t *testing.T) {
	checkReadings(t, []readingCase{
		{"For the epilogue I've written: 'Now settled in Ruthin, Cyrilla looks back.' Does that work?", "residence", nil, nil, true},
		{"Chapter 5 draft: 'Even now, Fiona still works at Caldicot Ceramics, three days a week.'", "work", nil, nil, true},
		{"Summary of last session: childhood, the flood, and your present home in Ruthin.", "residence", nil, nil, true},
		{"Earlier on in these recordings I was still in Ruthin, you'll remember.", "residence", nil, nil, true},
		{"I found an old notebook: [reading aloud] \"I live in Ruthin.\" [stops reading] Anyway.", "residence", nil, nil, true},
		{"Proofread my instagram caption, I wrote it:\n\n\"after a rough year I'm so happy to say I'm with Gethin now.\"", "relationship", nil, []string{"gethin"}, false},
	})
}

// TestMemoirPast: "when I first left home I had a room in X", "I was at X
// when we did the chapter on the war" look back; a trip "to photograph the
// old street" is no home.
func TestMemoirPast(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Well, when I first left home I had a room in Ruthin for nine shillings a week.", "residence", nil, nil, true},
		{"I was at Caldicot Ceramics when we did the chapter on the war.", "work", nil, nil, true},
		{"We went to Ruthin to photograph the old street for the book.", "residence", nil, nil, true},
		{"I'm at Caldicot Ceramics now, three days a week.", "work", nil, []string{"caldicot"}, false},
	})
}

// TestListenersAndOldYears: what the speaker says of the listener ("since
// you're with X", "you're nut-free now, of course", "your partner X") and
// a sentence set in a year of the last century state nothing of the
// speaker's; "since 1990" still holds.
func TestListenersAndOldYears(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Since you're with Caldicot Ceramics, would they let us record a session there?", "work", nil, nil, true},
		{"You're nut-free now, of course. Could we include one of your recipes?", "diet", nil, nil, true},
		{"Summary of last session: your wedding, the move, and your partner Gethin today.", "relationship", nil, nil, true},
		{"Um, picture it, 1952, I'm at Caldicot Ceramics, the hooter goes at seven.", "work", nil, nil, true},
		{"I've been at Caldicot Ceramics since 1990 and I'm still there.", "work", nil, []string{"caldicot"}, false},
	})
}

// TestTranscriptLabels: a transcript's label of two words, initials or a
// number names who speaks, no value ("Sam Okafor: Goodness, no."); a
// scene set with "there was", the speaker's schooldays or birth and the
// words after a "[pause]" state nothing; "I said my goodbyes to X" is a
// change, not a report.
func TestTranscriptLabels(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Sam Okafor: Goodness, no. That was fifty years ago.", "residence", nil, nil, true},
		{"S.O.: If they ever put up a statue in Ruthin it'll be of my mother [laughs]", "residence", nil, nil, true},
		{"Speaker 1: Well, my son ended up in Ruthin after the divorce. [pause] Sorry, I've lost my thread.", "residence", nil, nil, true},
		{"Sam Okafor: Well, there was a dance hall above the Co-op, and everybody met there.", "work", nil, nil, true},
		{"Speaker 1: When I left school I went straight into Caldicot Ceramics.", "work", nil, nil, true},
		{"Sam Okafor: I was born in Ruthin in the front bedroom, the midwife came on a bicycle.", "residence", nil, nil, true},
		{"Speaker 1: I said my goodbyes to Caldicot Ceramics a few weeks back and my wages come from Penrhos Ferries ever since.", "work", nil, []string{"penrhos"}, false},
		{"Sam Okafor: So nowadays - since leaving Ruthin I've been living in Conwy.", "residence", nil, []string{"conwy"}, false},
		{"Sam Okafor: Sorry, you'll have to cut that. So, We walked to school, two miles each way.", "residence", nil, nil, true},
		{"Sam Okafor: I still do my mornings at Caldicot Ceramics, three a week, because I'd go mad at home.", "residence", nil, nil, true},
	})
}

// TestMemoirAsides: a diet held "when we did the chapter on the war", a
// trip someone drove the speaker on to look at records, state nothing now.
func TestMemoirAsides(t *testing.T) {
	checkReadings(t, []readingCase{
		{"I was pescatarian when we did the chapter on the war, feels like ages.", "diet", nil, nil, true},
		{"Last week my nephew drove me out to the county archive in Ruthin to look at the parish registers.", "residence", nil, nil, true},
		{"I've been pescatarian since the spring, and I was vegan before that.", "diet", nil, []string{"pescatarian"}, false},
	})
}

// TestCodingSessions: a coding assistant's user pastes code, logs and old
// notes between backtick fences (material, not what they say now), and
// talks of work contacts, records' users, platforms a thing is moved to
// and a time "when I was still" somewhere; their own words beside the
// paste still state.
func TestCodingSessions(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Found this in my old notes file, lol:\n```text\nI moved last weekend, I'm living in Ruthin now\n```\nAnyway, the retry thing.", "residence", nil, nil, true},
		{"My old bio:\n```markdown\nAbout me: I live in Ruthin.\n```\nNone of that holds now: I left Ruthin and live in Conwy now.", "residence", nil, []string{"conwy"}, false},
		{"When I was still in Ruthin I had a standing desk, miss it. How do I stop the Docker build re-downloading everything?", "residence", nil, nil, true},
		{"When I was still starch-free the canteen app was my lifeline.", "diet", nil, nil, true},
		{"Our designer has a flat in Ruthin with, apparently, perfect fibre.", "residence", nil, nil, true},
		{"The client's CTO grew up in Ruthin and won't shut up about the bakeries.", "residence", nil, nil, true},
		{"User 4465 in the bug report lives in Ruthin and the geocoder returns null for them.", "residence", nil, nil, true},
		{"We're migrating everything to Kubernetes at Caldicot Ceramics where I work, so I'm learning on the fly.", "residence", nil, nil, true},
		{"The old commits in this repo are all from my time at Caldicot Ceramics, don't read anything into them.", "work", nil, nil, true},
		{"The staging server is hosted in a datacentre near Ruthin, which explains the latency.", "residence", nil, nil, true},
		{"My tech lead left for Caldicot Ceramics and took the only person who understood the billing code.", "work", nil, nil, true},
		{"The seed data marks half the test users as vegan, which skews the snapshot.", "diet", nil, nil, true},
		{"Nope: that repo is from my Caldicot Ceramics days, these days my badge says Penrhos Ferries on it.", "work", nil, []string{"penrhos"}, false},
	})
}

// TestTravelBookings: a travel assistant's traveller asks for bookings in
// other towns, visits clients and hosts guests; those name no home and no
// employer, while "my first business trip for X" names the employer.
func TestTravelBookings(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Find me two nights in Ruthin for the second week of March.", "residence", nil, nil, true},
		{"Book a table for two near the old square in Ruthin on Saturday.", "residence", nil, nil, true},
		{"I'm visiting a client, Caldicot Ceramics, in the afternoon, so the flight has to land by noon.", "work", nil, nil, true},
		{"Book a dinner for six, the guests are from Caldicot Ceramics and I'm hosting.", "work", nil, nil, true},
		{"The paperwork went through, Caldicot Ceramics is finished and my first business trip for Penrhos Ferries is next week.", "work", nil, []string{"penrhos"}, false},
		{"We moved last month, I live in Ruthin now, so book the taxi from there.", "residence", nil, []string{"ruthin"}, false},
		{"Book a table for four and note that one guest is kosher.", "diet", nil, nil, true},
		{"Dinner party on Saturday, six guests, I'm the only dairy-free one and somehow I'm hosting.", "diet", nil, []string{"dairy-free"}, false},
		{"The only vegan thing on this trip is my budget :)", "diet", nil, nil, true},
		{"The only pescatarian thing in this codebase is the test coverage, very lean :)", "diet", nil, nil, true},
	})
}

// TestLongTripHistories: in a long history the weak mentions outnumber
// the statements, so each kind of them must state nothing: a trip talked
// about in a turn that also asks to "move my train", a firm's office
// visited or a client pitched to, a firm toured "to photograph the works",
// a dish or a meal for someone else, a friend booked a room, a wedding
// the group flies to, "in case X didn't send it", a one-off class, "I'd
// eat anything", a job left years ago, an invoice from a supplier, an
// offer turned down, an alumni newsletter, "when I was first married",
// boarding school. A billing address corrected, "home, which is X", "I'll
// be back home in X" and "I'm eating X now and the meal code should say
// so" state.
func TestLongTripHistories(t *testing.T) {
	checkReadings(t, []readingCase{
		{"We keep talking about a long weekend in Ruthin, nothing booked. Can you move my return train to the evening one?", "residence", nil, nil, true},
		{"Our new sales lead grew up in Ruthin and insists we stop there on the road trip. Can you move my return train?", "residence", nil, nil, true},
		{"I've got a meeting at the Caldicot Ceramics office on Tuesday, find me a hotel close by.", "work", nil, nil, true},
		{"The meeting is at Caldicot Ceramics's office, reception on the third floor at nine.", "work", nil, nil, true},
		{"Does the hotel breakfast do anything dairy-free, it's for my niece.", "diet", nil, nil, true},
		{"The client I'm taking to dinner is halal, so find somewhere that works for that.", "diet", nil, nil, true},
		{"Find a cooking class on the trip, the dairy-free one looked fun as a one-off.", "diet", nil, nil, true},
		{"After this layover I'd eat anything, even the kosher option twice :)", "diet", nil, nil, true},
		{"Book a second room for my friend Osbert, same dates.", "relationship", []string{"osbert"}, nil, true},
		{"My cousin is marrying Osbert in June and we're all flying out.", "relationship", []string{"osbert"}, nil, true},
		{"In case Osbert didn't send it to you, read this!", "relationship", []string{"osbert"}, nil, true},
		{"None of that holds now: the flat in Ruthin is handed back and my billing address is in Conwy now, correct it.", "residence", nil, []string{"conwy"}, false},
		{"Fair question: from home, which is Conwy, the address on the card is right.", "residence", nil, []string{"conwy"}, false},
		{"The doctor signed off on it, so bye dairy-free, I'm eating pescatarian now and the meal code should say so.", "diet", nil, []string{"pescatarian"}, false},
		{"I'm at Penrhos Ferries now, and I've a meeting at the Caldicot Ceramics office on Friday.", "work", nil, []string{"penrhos"}, false},
		{"Um, we went round Caldicot Ceramics to photograph the works for the book, it's all computers now.", "work", nil, nil, true},
		{"When I was first married we were vegan because it was cheap.", "diet", nil, nil, true},
		{"At boarding school they made us eat vegan, and I hated every spoonful.", "diet", nil, nil, true},
		{"I left Caldicot Ceramics years ago but they still send me the staff magazine", "work", nil, nil, true},
		{"the invoice is from Caldicot Ceramics, the suppliers we used for the event", "work", nil, nil, true},
		{"I was offered a job at Caldicot Ceramics but turned it down, the pay was worse", "work", nil, nil, true},
		{"Note the Caldicot Ceramics pitch went well, fingers crossed they sign", "work", nil, nil, true},
		{"Oh also I still get the Caldicot Ceramics alumni newsletter, how do I stop it", "work", nil, nil, true},
		{"Side note for my profile: I'll be back home in Conwy on the fourteenth, so the return leg ends there.", "residence", nil, []string{"conwy"}, false},
		{"If I'll be back home in Conwy by then, I'll call.", "residence", nil, nil, true},
	})
}

// TestJobSearchChats: a job seeker's chats with a career assistant name
// firms applied to, offices that rejected them, searches asked for, the
// CV sent last year, mentors', referrers' and interviewers' diets and
// moves: none of it is the speaker's; a cover letter that says where the
// speaker lives still states it.
func TestJobSearchChats(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Draft a cover letter for the analyst role at Caldicot Ceramics, they want it by Friday.", "work", nil, nil, true},
		{"The Ruthin office has rejected me more times than my driving test examiner :)", "residence", nil, nil, true},
		{"Find me anything remote-friendly that's registered out of Ruthin.", "residence", nil, nil, true},
		{"Look up a fair salary for a senior analyst in Ruthin, roughly.", "residence", nil, nil, true},
		{"Here's the header from the CV I sent last year:\n> Current employer: Caldicot Ceramics\nThat's years out of date.", "work", nil, nil, true},
		{"The other finalist I met at the onsite just moved to Ruthin and says the job market there is wild.", "residence", nil, nil, true},
		{"My referrer is dairy-free, find a coffee place for us that works for him.", "diet", nil, nil, true},
		{"My mentor just started at Caldicot Ceramics and says they're hiring in my area.", "work", nil, nil, true},
		{"The interviewer is dairy-free, so the lunch is at a place that suits her.", "diet", nil, nil, true},
		{"The canteen at the office I visited is entirely vegan.", "diet", nil, nil, true},
		{"The team lunch menu they sent is all vegan, I wonder if that's a culture thing.", "diet", nil, nil, true},
		{"Context for the cover letter: I'm based in Conwy, so anything local is ideal.", "residence", nil, []string{"conwy"}, false},
		{"Honestly I just applied to Penrhos Ferries like a normal person and got the job.", "work", nil, []string{"penrhos"}, false},
		{"The other finalist I met at the onsite tried vegan eating during a bootcamp and lasted a week.", "diet", nil, nil, true},
		{"The other finalist I met at the onsite has been at Caldicot Ceramics for years and offered to refer me.", "work", nil, nil, true},
		{"Remote only, I'm not leaving Conwy for any job.", "work", nil, nil, true},
		{"Remote only, I'm not leaving Conwy for any job.", "residence", nil, []string{"conwy"}, false},
		{"Training day at the Caldicot Ceramics head office, free sandwiches at least", "work", nil, nil, true},
		{"On the hen weekend I shared a room with Osbert, we talked till three", "relationship", []string{"osbert"}, nil, true},
		{"i'm dairy-free as long as nobody offers me pudding", "diet", nil, nil, true},
		{"Heads up, Osbert and I will probably make it official next month.", "relationship", []string{"osbert"}, nil, true},
		{"The only Osbert in my life right now is the recruiter who never calls back :)", "relationship", []string{"osbert"}, nil, true},
		{"So, Osbert and I are official as of the weekend.", "relationship", []string{"osbert"}, []string{"osbert"}, false},
		{"I sent this yesterday:\n> I work at Penrhos Ferries now\nDid it read well?", "work", nil, []string{"penrhos"}, false},
	})
}

// TestMoneyChats: a budgeting assistant's user names payees, merchants,
// shareholdings, tax forms, relatives' bills and presents: none of it is
// their home, employer or diet; "my payslips say X", "the grocery plan
// should be X from here on" and "I'm employed by X and it's their payroll
// date you want" state.
func TestMoneyChats(t *testing.T) {
	checkReadings(t, []readingCase{
		{"Set a reminder to move the bonus into the ISA when it lands.", "residence", nil, nil, true},
		{"There's a card payment to Ruthin Parking Services that I don't recognise.", "residence", nil, nil, true},
		{"My shares in Caldicot Ceramics paid a dividend this quarter.", "work", nil, nil, true},
		{"My pension fund holds Caldicot Ceramics shares, is that worth worrying about.", "work", nil, nil, true},
		{"The P60 from Caldicot Ceramics is from two tax years ago, do I still need it for the return.", "work", nil, nil, true},
		{"My biggest employer is the overdraft, Caldicot Ceramics just tops it up :)", "work", nil, nil, true},
		{"My salary comes from Caldicot Ceramics, so the payday is the 28th.", "residence", nil, nil, true},
		{"I'm paying my gran's water bill in Ruthin again this month.", "residence", nil, nil, true},
		{"The halal meal kit on my card is a present for my sister.", "diet", nil, nil, true},
		{"The office party menu is halal, do I still need to budget for lunch that day.", "diet", nil, nil, true},
		{"The restaurant on that receipt is entirely pescatarian.", "diet", nil, nil, true},
		{"The rent payment for my flat in Conwy went out twice.", "residence", nil, []string{"conwy"}, false},
		{"Ignore that P60, it's from a previous job, and these days my payslips say Penrhos Ferries at the top.", "work", nil, []string{"penrhos"}, false},
		{"That's wrong, I'm employed by Penrhos Ferries and it's their payroll date you want.", "work", nil, []string{"penrhos"}, false},
		{"That was my vegetarian phase, it's over and the grocery plan should be dairy-free from here on.", "diet", nil, []string{"dairy-free"}, false},
		{"When I was still vegan half my budget went on one shop. Set a reminder to move the bonus into the ISA when it lands.", "diet", nil, nil, true},
		{"You couldn't have known, but: just my partner, Osbert, we split everything down the middle.", "relationship", []string{"osbert"}, []string{"osbert"}, false},
		{"That budget still has Osbert in it but we're finished and my partner is Leofric, please.", "relationship", []string{"osbert", "leofric"}, []string{"leofric"}, false},
	})
}

// TestCoachChats: a fitness coach's client names a trainer's, a climbing
// partner's and a physio's diets, cheat days, what a café had left, a
// race's pasta party and what they ate back then: none of it is their
// diet now.
func TestCoachChats(t *testing.T) {
	checkReadings(t, []readingCase{
		{"When I ate dairy-free my grocery bill was half this.", "diet", nil, nil, true},
		{"My cheat day is so long it's basically a pescatarian lifestyle in reverse :)", "diet", nil, nil, true},
		{"My PT is dairy-free so the barbecue this weekend is going to be complicated.", "diet", nil, nil, true},
		{"My climbing partner is gluten-free so the barbecue this weekend is going to be complicated.", "diet", nil, nil, true},
		{"Book a table for me and my climbing partner Osbert.", "relationship", []string{"osbert"}, nil, true},
		{"The café by the gym only had dairy-free wraps left.", "diet", nil, nil, true},
		{"The race pasta party is vegan only, will that fuel me properly.", "diet", nil, nil, true},
		{"No, I dropped the dairy-free thing and I'm pescatarian now, so the shopping list changes.", "diet", nil, []string{"pescatarian"}, false},
	})
}
