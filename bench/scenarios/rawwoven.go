package scenarios

// The woven set lives in its own file, as the veiled, cloaked, masked,
// shrouded, gilded, tinted, frosted and etched sets do (see
// installRawSet). Its lists have the same shape and the same rule as every
// other set's (see rawAttr): {v}, {old} and {new} are the only values a
// template names, and the value that holds afterwards is named last. It
// reads like a user working through practical life admin with an
// assistant in a multi-party household and group-chat setting: the user
// forwards or pastes other people's messages ("fwd from Brenna:", "> ..."
// quoted lines), quotes what a landlord, HR, a doctor, a partner or Mum
// wrote, answers them inline, and gives their own fact in that reply or
// in a one-line aside between quoted blocks; some facts are answers to
// forms and checklists the user fills in ("Employer: ...", "Dietary
// requirements: ..."), some are corrections of a pasted older note. Its
// distractors are the quoted people's own values, values in pasted ads
// and listings, hypotheticals and values the user rejects. The
// assistant's turns are practical (summaries of the pasted text,
// checklists, drafts) and sometimes name another value. British and
// American spelling both occur.
func init() {
	installRawSet(PhrasingWoven, rawWovenAttrs, rawWovenSmallTalk, rawWovenReplies,
		[]string{"in ", "at the beginning of ", "in the first half of ", "in and around ", "at the close of "},
		[]string{"Ainsley", "Bartholomew", "Cordelia", "Dorcas", "Emmeline", "Fitzroy",
			"Guinevere", "Hughie", "Imelda", "Jericho", "Keturah", "Marnie"})
}

// rawWovenAttrs are the woven set's lists per attribute.
var rawWovenAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Girona", "Rouen", "Halmstad", "Lucerne", "Shrewsbury", "Wichita",
			"Coimbra", "Palermo", "Lille", "Bamberg", "Rotorua", "Fredericton"},
		state: []string{
			"fwd from Tolu in the house chat:\n> bins are thurs not weds this week!! someone put the green one out pls\nmy reply, not sent yet: 'on it, I'm working from home Weds anyway'. For context, Tolu and Jem are my housemates, the three of us rent the terrace at the top of the hill in {v}. Can you turn this into a bin rota I can stick on the fridge?",
			"Filling in the GP registration form, tell me if any of this looks wrong:\nFull name: (done)\nTown/City: {v}\nPrevious GP: the one near Mum's\nEmergency contact: Brenna (sister)\nAnything else they normally ask for?",
			"Landlord just emailed, pasting it:\n> Dear tenant, the boiler service is booked for the 14th between 8 and 12, please ensure access.\n> Regards, D. Halloran\nI've lived in this flat in {v} for two years and he has never once given a time window that small, so that's progress. Can you draft a two-line reply saying someone will be in?",
			"My brother Gus sent this to the family chat:\n> anyone know a decent removals firm? I'm finally leaving Norwich\nand Mum replied '> about time'. I'm staying exactly where I am, in {v}, before anyone asks. Could you list three things he should check before he books a removals company?",
			"ok so the council sent a form and I'm filling it in with you because it's confusing\nQ3: Address where you usually live: my apartment in {v}, the one on Pell Street\nQ4: Any other address in the last 12 months: no\nQ7 is the one I'm stuck on, it asks about 'occupants liable'. what does that mean?",
			"Pasting Jem's message from this morning:\n> has anyone seen my blue jumper? also the wifi is down AGAIN\nand mine: '> jumper's on the radiator, wifi guy booked for Friday'. The internet provider wants the full address, which is flat 2, 18 Tenby Road, {v}. Can you write down what I need to tell them when they call?",
			"HR bounced my expenses form back because a box was empty, here's their note:\n> Hi, please complete 'home city' so we can work out the mileage. Thanks, Nkechi\nThat'd be {v}, same as it's been the whole time I've worked there. What else do they usually need for a mileage claim?",
		},
		change: []string{
			"Can you update the note you made for the moving checklist? Old version I pasted you:\n> current address: 9 Keel Lane, {old}\nThat's out of date, I handed the keys back last Friday. Current address: the new flat in {new}, first floor. Landlord's welcome message for the file:\n> Welcome! Bin day is Monday, the meter is under the stairs.",
			"fwd from Brenna:\n> so are you actually still in {old} or have you moved?? Mum says you've gone\nmy reply: '> Mum's right for once, moved a fortnight ago, I'm in {new} now, come visit when the boxes are gone'\ncan you make me a list of everyone else I need to tell about the address change?",
			"Form for the new dentist, checking my answers with you:\nPrevious address: {old}\nCurrent address: {new} (since the 3rd)\nReason for registering: moved house\nDoes 'since the 3rd' need the full date or is that fine?",
			"Pasting what I sent the house chat last night:\n> last night in {old} lads, thanks for three good years, leaving the spare key with Tolu\nand now it's done, the van got me to {new} at about 6pm and I'm sitting on a mattress on the floor. What's the first thing I should sort out, internet or electricity?",
			"Mum wrote on the family thread:\n> Your post is still arriving here, do you want me to forward it to the {old} address?\nI've told her twice: that address is finished, I moved out last month and I'm living in {new} now. Can you draft a calm reply with the new postcode left blank for me to fill?",
			"the letting agent sent this, pasting for my records:\n> Deposit return for your former tenancy: £840, processed today.\nfinally. so {old} is closed off, and the lease on the place in {new} started on the 1st. can you add 'update address with the bank' to my to-do list?",
			"HR's checklist for the address change, with my answers:\n[x] Old home address: {old}\n[x] New home address: {new}\n[ ] Effective date: the move was the 12th, can you confirm that's what goes here?",
		},
		revert: []string{
			"fwd from Tolu:\n> heard you're coming back?? your old room's still free, Jem says yes\nreply I sent: '> yes!! {old} didn't work out, back in {new} from Saturday, put the kettle on'\ncan you make a short list of what I need to cancel on the other side?",
			"Updating the form again, sorry:\nPrevious address: {old} (only about four months, short lease)\nCurrent address: {new}, back where I lived before\nThe form asks 'how long at current address'. Do I count the first time I lived there?",
			"Landlord message, pasting:\n> Sorry to see you go from the {old} property, the early exit fee has been waived.\nThat's the one bit of good news. I've moved home to {new}, same neighbourhood as before, and honestly I'm relieved. Can you help me write a thank-you back to him?",
			"Correcting the note you made in the spring. It says I live in {old}. I did, briefly. I've been back living in {new} since the end of last month, Brenna helped me move the lot back in one trip. Please update whatever you keep for addresses.",
			"group chat screenshot, typing it out:\nJem: > wait is that you back in town??\nme: > yep, gave up on {old}, I'm home in {new} for good now\nGus: > called it\ncan you remind me which utilities I set up last time I lived here?",
		},
		chatter: []string{
			"Tolu pasted the new house rules into the chat and half of them are about the thermostat. Can you boil them down to three bullet points I can actually remember?",
			"The landlord wants to do an inspection and the email says 'at a time convenient to you' and then gives exactly one time. Is that normal?",
			"I keep getting post for the previous tenant. Do I write 'not at this address' on it and put it back in the postbox, or is there a form?",
			"Council tax bill arrived and the band looks higher than it should. How do I check which band a property is in?",
			"The house chat has been arguing about the cleaning rota for two days. Can you draft one for three people that rotates weekly, so I can propose it?",
		},
		other: []string{
			"fwd from Brenna:\n> we put an offer in on a place in {v}!!! fingers crossed\ncan you help me write something excited but not OTT back? she gets weird if I'm too gushing",
			"Pasting an ad my housemate sent me as a joke:\n> Spacious 1-bed, central {v}, £1,100 pcm, no pets, no smokers, no fun\nNot going anywhere, obviously. But is £1,100 a lot for a one-bed? just curious",
			"HR sent round this:\n> Volunteers wanted for a six-month secondment to the {v} office.\nI'm not putting my name down, but what's a secondment exactly, does it count as a transfer?",
			"If I hypothetically took the flat in {v} that Gus keeps going on about, how much notice would I have to give my current landlord? Not doing it, just want to know my options.",
			"Mum forwarded me a listing in {v} with the subject line 'think about it'. I have thought about it. No. Can you help me write a kind reply that ends the conversation?",
			"Jem's mate is moving to {v} next month and is asking the chat if anyone has a spare suitcase. Can you draft a message saying I've got one but need it back by the 20th?",
		},
		assistant: []string{
			"Summary of Brenna's message: she's found a cheaper flat in {v} and is asking whether you'd help with the move. Nothing changes on your side; I still have you at {cur}.",
			"Here's the checklist for your tenancy in {cur}: meter readings, photos of each room, keys counted. The listing you pasted for {v} can wait until you decide whether you're even interested.",
			"Quick check before I fill in the form: the council letter was forwarded from {v}, but your current address is {cur}, correct?",
			"From the thread you pasted: Tolu wants the bins out Thursday, Jem wants the wifi fixed, and Gus is asking about rents in {v}. Want me to draft replies to all three?",
			"I've added the removals quote to your notes. One thing: the quote has the pickup in {v}, which doesn't match your home in {cur}. Might be worth a call to the company.",
		},
		qCurrent: []string{
			"When {name} fills in a form this week, what goes in the Town/City box?",
			"Which city is {name}'s name on a tenancy in right now?",
			"If {name}'s sister posts the spare keys today, which city will the envelope be addressed to?",
			"Where does {name}'s post get delivered these days?",
			"{name}'s house chat is arguing about the bins again. Which city are those bins in?",
			"What city does {name} currently call home?",
		},
		qWhen: []string{
			"Which city would a letter to {name} have gone to {when}?",
			"The rent {name} was transferring to a landlord {when} was for a place in which city?",
			"Going by the forms {name} filled in {when}, which city was the home address in?",
			"The household messages {name} pasted {when} were about a place in which city?",
			"What did {name} put down as their home city {when}?",
		},
		qBefore: []string{
			"Which city's keys did {name} return to a landlord on the way to {next}?",
			"Which city was on {name}'s forms right up until {next}?",
			"Where did {name}'s post go before {next}?",
			"{name} updated their address to {next}. What was the old one, city-wise?",
			"Which city was {name} renting in just before {next}?",
		},
	},
	"works_at": {
		values: []string{"Gannetwood Logistics", "Sorrelby Bakehouse", "Weatherall Lettings", "Mossgiel Engineering",
			"Cranbourne Primary", "Lindqvist Dental", "Penhallow Surgery", "Tarnbrook Outdoor",
			"Vellacott Insurance", "Hexley Museum", "Quenby Analytics", "Ridgeback Security"},
		state: []string{
			"HR sent the yearly details check, filling it in with you so I don't mess it up:\nEmployer: {v}\nJob title: unchanged\nBank details: unchanged\nNext of kin: Brenna\nIs there anything on these forms people usually get wrong?",
			"fwd from Nkechi in HR:\n> Reminder: the pension opt-out window closes Friday. Any questions, reply to this email.\nI've been at {v} long enough that I should understand pensions by now and I don't. Can you explain opt-out in plain English?",
			"My partner sent me this:\n> babe can you ask your work if the christmas do is plus-ones\nand my reply: '> will ask, but {v} has never done plus-ones in four years so don't get your hopes up'. Could you draft a short message to my manager asking anyway?",
			"Mortgage broker's questionnaire, my answers so far:\nOccupation: paralegal\nEmployer name: {v}\nTime with employer: 3 yrs 2 months\nThey also want 'basic salary and any regular overtime'. What counts as regular?",
			"Pasting the group chat so you get the context:\nPadma: > who's free for lunch thurs\nGus: > can't, site visit\nme: > I can do 12:30 if it's near the {v} office, I've only got 45 mins\nCan you remind me about this on Thursday morning?",
			"The landlord's reference form came through. Answered so far:\nCurrent employer: {v}, full-time, permanent\nMonthly income: (will add)\nThey want a contact for an employment reference. Should it be my line manager or HR?",
			"Mum forwarded a job ad with 'this looks like you!!' and I had to remind her, again, that I have a job: I'm a coordinator at {v} and I'm happy there. Can you help me word that so it doesn't sound snippy?",
		},
		change: []string{
			"Correcting the note from ages ago. You have:\n> Employer: {old}\nThat's been wrong since last month. I left, had my leaving drinks, the lot. Employer is now {new}, I'm on their payroll from the 1st. Can you fix whatever you keep on file?",
			"fwd from Nkechi (my old HR, for the last time):\n> Your P45 from {old} has been posted today. Best of luck!\nand yes, I started at {new} this week, the welcome pack says induction is Monday at 9. Can you make me a checklist of what to bring to an induction?",
			"Updating the mortgage questionnaire, since things changed:\nPrevious employer: {old}\nCurrent employer: {new} (started 6 weeks ago, permanent contract)\nThe broker says some lenders want 3 months in a new job. Is that true?",
			"Pasting my goodbye to the team chat at the old job:\n> Last day at {old} today, thank you all, I'll miss the Friday biscuits\nAnd that's it, I'm a {new} person now, first shift was Monday. Can you help me set up a weekly schedule around the later start?",
			"My partner's text:\n> so do I still call you on the {old} number or the new one\nMy answer: '> new one, that job's done, I work at {new} now'. Can you remind me to update my email signature and voicemail?",
			"Tax-free childcare renewal, the household bit:\nYour employer (if changed in the last year): changed. Was {old}, now {new}.\nDoes it want both, or only the current one?",
			"Gus sent:\n> how's the new job?? still can't believe you left {old}\nand I said '> two weeks in at {new} and I already know where the good kettle is'. Can you help me write a LinkedIn headline that isn't cringe?",
		},
		revert: []string{
			"Forwarding my old manager's message:\n> We'd love to have you back if {old} isn't working out.\nIt wasn't. I accepted, and I've been back at {new} since Monday, same desk even. Can you help me update my CV so the gap doesn't look weird?",
			"Form again, sorry:\nPrevious employer: {old} (five months, didn't work out)\nCurrent employer: {new}, rejoined, same role as before\nShould I mention the rejoining in the notes box?",
			"Group chat, for context:\nPadma: > so are you still at that new place?\nme: > nope, quit {old}, went back to {new}, they still had my old login working lol\nCan you help me reply to the recruiter who keeps emailing me about new roles?",
			"Leaving {old} was the right call: I've rejoined {new} as of the 2nd, and my partner wrote 'welcome home to your old job' on the fridge whiteboard. Can you remind me what I need to tell payroll about my pension?",
			"Pasting the HR email so you have it:\n> Confirming your re-employment; continuity of service has been restored.\nBasically {old} was a mistake and I'm back at {new}, no hard feelings on either side. What does continuity of service actually mean for holiday?",
		},
		chatter: []string{
			"HR sent a 27-question engagement survey. Honestly, how long do people spend on these? I want to be honest without being the person who moans.",
			"The team group chat now has 41 unread messages about who took the stapler. Can you help me write something that ends it politely?",
			"Payslip this month has a line called 'adj' with minus forty quid next to it. What do I ask payroll?",
			"My manager wants to 'touch base about workload' Thursday. Can you help me list what I'm actually doing right now so I don't undersell it?",
			"I have three weeks of vacation left and it's already October. Can you help me spread it out without everyone being off at once?",
		},
		other: []string{
			"fwd from my partner:\n> I GOT THE JOB AT {v}!!!\nCan you help me plan a little celebration dinner for Friday? Nothing huge.",
			"Pasting a job ad Padma sent me:\n> {v} is hiring! Hybrid, 35k, great benefits\nNot applying, I'm happy where I am. But is 35k decent for that sort of role these days?",
			"Gus's message:\n> my mate at {v} says they're laying people off, is your place ok?\nCan you help me reply without starting a panic in the family chat?",
			"A recruiter keeps messaging about {v}. I've turned them down twice. Draft me a third no, firmer, please.",
			"Hypothetically, if {v} offered me more money, how would I even bring that up with my manager? Not happening, just thinking.",
			"Mum keeps telling people I work at {v} because she's mixed me up with my cousin. Can you write a one-liner for the family chat that corrects her without embarrassing her?",
		},
		assistant: []string{
			"Summary of the email you pasted: {v} is offering a hybrid role, closing date the 30th. Since you're settled at {cur}, I've filed it under 'not now'.",
			"Checklist for Monday at {cur}: badge, bank details for payroll, P60 if they ask. The {v} recruiter's message is still unanswered, if you want to reply.",
			"Your partner's message says the dinner is with people from {v}; you'll probably be asked about {cur}, so maybe have a one-line answer ready.",
			"I've drafted the reference request and addressed it to your manager at {cur}; let me know if it should go to your old contact at {v} instead.",
			"Quick recap of the thread: Padma's team at {v} is restructuring, Gus is asking about pensions, and nothing needs an answer from you today.",
		},
		qCurrent: []string{
			"What should go under 'Employer' when {name} fills in a form this week?",
			"If {name} pasted this month's payslip into the chat, whose logo would be at the top?",
			"If {name}'s landlord asks for an employment reference today, which company's HR would reply?",
			"Where is {name} going in to work these days?",
			"Which organisation would {name} name if a mortgage broker asked who pays their wages right now?",
			"{name}'s team chat is arguing about the stapler again. Which company's team chat is that?",
		},
		qWhen: []string{
			"Which company was named under 'Employer' on {name}'s paperwork {when}?",
			"What name would have been printed at the top of {name}'s payslips {when}?",
			"Going by the forms {name} filled in {when}, who was their employer?",
			"Whose HR emails was {name} forwarding {when}?",
			"If someone had rung {name}'s work number {when}, which company would have answered?",
		},
		qBefore: []string{
			"Which company sent {name} a P45 before {next} took them on?",
			"Before {next}, where did {name} earn a living?",
			"{name}'s previous employer, the one before {next}: which was it?",
			"Which firm's HR was {name} emailing until {next} took over?",
			"Which job did {name} leave in order to start at {next}?",
		},
	},
	"diet": {
		values: []string{"vegan", "vegetarian", "pescatarian", "nut-free", "low-iodine", "nightshade-free",
			"low-potassium", "GAPS", "South Beach", "AIP"},
		state: []string{
			"Wedding RSVP form from my cousin, with my answers:\nAttending: yes\nPlus one: yes\nDietary requirements: {v}\nSong request: anything but Mr Brightside\nShould I add a note explaining what that means, or do caterers know?",
			"fwd from Padma:\n> dinner at mine sat! I'm doing a massive lasagne, any allergies etc?\nmy reply draft: '> sounds amazing, I'm still on my {v} diet though so I'll bring my own main, don't change anything'\nis that rude? soften it if so.",
			"Work away-day sign-up, pasting the bit I'm filling in:\nName: (me)\nDietary needs: {v}\nAccessibility needs: none\nThe caterer is a sandwich place. Should I just bring my own lunch?",
			"My partner forwarded this from their mum:\n> What does your other half eat these days? Planning Sunday\nand I've told my partner to tell her: the {v} diet, same as since the spring, and please don't go to any trouble. Can you make a short list of easy things she could make?",
			"Doctor's follow-up letter, pasting the line that matters:\n> Please continue with the current plan and review in six months.\nThe current plan being my {v} diet, which I've been on since January. Can you help me make a weekly shopping list around it?",
			"Pasting the house chat:\nTolu: > doing a big shop, anyone want anything\nJem: > oat milk and crisps\nme: > I'll do my own, it's all {v} diet stuff for me and you'll get it wrong lol\nCan you make me a shopping list for the week?",
			"Filling in the school trip helper form (I'm a parent volunteer):\nDietary requirements for the packed lunch: {v} (I'll bring my own)\nDoes that count as an answer or do I need to be more specific?",
		},
		change: []string{
			"Correcting the note you made in the summer:\n> Diet: {old}\nNot any more. Dr Ferreira moved me onto the {new} diet three weeks ago and I'm sticking to it. Can you adjust the meal plan?",
			"fwd from my sister:\n> are you still doing {old}? want to know for the birthday meal\nmy reply: '> dropped it last month, it's the {new} diet now, I'll send you a list'\ncan you write that list for me? short, restaurant-friendly",
			"Updating the RSVP I sent in the spring:\nDietary requirements, was: {old}\nDietary requirements, now: {new}\nWhat's the polite way to send an update like this to a bride two weeks out?",
			"Pasting the dietitian's summary:\n> Stop the {old} plan from this week; begin the {new} approach as discussed.\nSo that's me now, started on Monday. Can you come up with three easy breakfasts?",
			"The house chat, for context:\nJem: > are you still off the usual stuff?\nme: > different rules now, quit {old} and I'm on the {new} diet since the 1st\nTolu: > I'll stop buying the wrong bread then\nCan you help me label my shelf in the fridge?",
			"Work canteen form, my answers:\nPrevious dietary requirement: {old}\nCurrent dietary requirement: {new}\nDate of change: this month\nThere's a box for 'medical?'. Do I have to say why?",
			"My partner's mum texted:\n> Is it still {old} for you at Christmas?\nI've answered: '> not since the autumn, it's {new} now, but honestly don't worry, I'll bring a dish'. Can you suggest a dish I could bring?",
		},
		revert: []string{
			"fwd from Padma:\n> so is it still the new diet or\nme: '> {old} is over, I'm back to my {new} diet, the one I did for years'\nCan you dig out the old meal plan from back then?",
			"Updating the RSVP again, I know:\nDietary requirements: {old}, please ignore that one\nDietary requirements: {new}, which is what I'd originally put\nCan you draft the note to go with it?",
			"Dr Ferreira's letter, pasting:\n> As discussed, we'll discontinue {old} and you may resume your previous regime.\nSo I'm back on the {new} diet from today. Make me a shopping list?",
			"Mum asked in the family chat what to cook when I visit. Told her: '> forget the {old} thing, it's over, I'm on the {new} diet again like before'. Can you give her three ideas?",
			"Fridge label for the house, please. The old one said '{old}, don't touch'. The new one should say I'm back to the {new} diet, and Tolu wants it in big letters.",
		},
		chatter: []string{
			"Padma's dinner party group chat has decided on a 'bring a dish' theme. What travels well on a bus?",
			"The work caterer keeps sending the wrong sandwiches and then acting surprised. How do I raise it without sounding precious?",
			"Meal prepping for the week tonight. Can you help me work out how many containers I actually need for five days of lunches?",
			"The doctor wants a food diary for two weeks. Do you have a simple template I can print?",
			"My partner's family does a huge Sunday roast and I never know how to say 'I'll just have the sides' politely. Any scripts?",
		},
		other: []string{
			"fwd from my sister:\n> starting the {v} diet on Monday!! who's with me\nnot me, I'm fine as I am. Can you help me send something supportive though?",
			"Pasting an ad from the gym noticeboard:\n> 6-week {v} diet challenge! £40, meal plans included\nWould you ever pay for something like that? Asking because Jem signed up.",
			"Tolu's mum follows the {v} diet and is coming to stay for a week. Can you suggest meals the whole house could eat while she's here?",
			"If I ever went onto the {v} diet, would it clash with my medication? Not planning to, Dr Ferreira would have words, just curious.",
			"Mum's forwarded an article about the {v} diet with 'you should try this!!'. Not doing it. Help me reply kindly?",
			"The wedding caterer asked whether anyone on our table follows the {v} diet. Padma does, apparently. Can you help me reply on her behalf?",
		},
		assistant: []string{
			"Summary of the caterer's email: they can do {v} options with 48 hours' notice. For your own {cur} diet they've asked you to confirm by Friday.",
			"Here's the shopping list built around {cur}. I left out the {v} recipes Padma sent, since those were for her.",
			"From the chat you pasted: your sister is trying the {v} diet and wants company. You're on {cur}, so you may want to say no kindly.",
			"Quick check: the RSVP draft says {v}. Should that read {cur}?",
			"I've set up the food diary template, one column per meal, with a note at the top that you follow the {cur} diet. The {v} leaflet from the surgery isn't relevant, so I left it out.",
		},
		qCurrent: []string{
			"What should go in the 'dietary requirements' box on {name}'s next RSVP?",
			"If {name}'s partner's mum is cooking for them this weekend, what should she plan around?",
			"If the house does a big shop for {name} today, which diet should the basket suit?",
			"Which diet are {name}'s groceries bought for nowadays?",
			"When {name} signs up for the work away-day, what do they write under food needs?",
			"What does the label on {name}'s fridge shelf say about how they eat?",
		},
		qWhen: []string{
			"Which diet were the labels on {name}'s fridge shelf about {when}?",
			"Filling in an RSVP {when}, what would {name} have said about food?",
			"If someone had cooked dinner for {name} {when}, which diet would they have had to work around?",
			"Which diet would a caterer have needed to know about for {name} {when}?",
			"Going by the forms and messages {name} pasted {when}, how were they eating?",
		},
		qBefore: []string{
			"Which diet had {name} been telling the house chat about, before the messages started saying {next}?",
			"Before {next}, what did {name}'s dietary requirements say?",
			"Which food rules did {name}'s RSVPs carry until {next} replaced them?",
			"{name} puts {next} on forms now. What went on them before that?",
			"What did {name}'s old fridge label say, before {next}?",
		},
	},
	"partner": {
		values: []string{"Auberon", "Cassius", "Dunstan", "Effie", "Hesper",
			"Isidore", "Leander", "Minerva", "Perrin", "Thorfinn"},
		state: []string{
			"fwd from {v}:\n> can you pick up milk and the dry cleaning, I'm stuck at work\n(that's my partner, five years together, before you ask who) Can you remind me at 5 to do both?",
			"Joint tenancy form, my half:\nTenant 1: me\nTenant 2: {v} (partner, living together since 2022)\nRelationship to tenant 1: partner\nDo we both need to sign every page?",
			"Mum's message:\n> Are you two coming for Easter?\nand I replied '> yes, me and {v}, arriving Friday, we'll bring wine'. Can you make a packing list for a long weekend?",
			"The surgery wants an emergency contact, my answers:\nName: {v}\nRelationship: partner\nSame address: yes\nIs 'partner' okay or do they want 'spouse'?",
			"Pasting our shared calendar invite:\n> Dinner w/ Padma & Gus, Sat 7pm\nI'll be going with my partner {v}, obviously, we do everything as a pair at this point. Can you suggest a bottle of wine under £15?",
			"HR's benefits enrollment, checking with you:\nPartner for health cover: {v}\nDate of birth: (filled)\nDo unmarried partners count? We've lived together three years.",
			"The house chat again:\nTolu: > is your other half staying this weekend?\nme: > yeah {v}'s here Fri to Sun, sorry about the bathroom queue\nCan you help me write a fair 'guests' section for the house rules?",
		},
		change: []string{
			"Updating the emergency contact form:\nOld contact: {old} (please remove, we've split up)\nNew contact: {new}, my partner now\nDo I need to tell the surgery separately?",
			"fwd from Brenna:\n> wait so you and {old} are really done?? and who's this new person\nreply: '> really done, amicably. and yes, I'm with {new} now, you'll like them'\ncan you help me write a message to the family chat so I don't have to explain it five times?",
			"Letting agent's email:\n> Please confirm the change of occupant for your tenancy.\nContext: Tenant 2 used to be {old}, who has moved out, and it's over between us. My partner {new} moves in on the 1st. What does the agent need from us?",
			"Pasting what I sent my best mate:\n> ended it with {old} last month, it was time. been seeing {new} since, early days but really good\nCan you help me plan something low-key for a first weekend away?",
			"Mum forwarded a photo from last Christmas with {old} in it and 'shall I keep this on the fridge?'. My reply needs to say that it's over and I'm with {new} now, without being harsh. Can you draft it?",
			"Benefits change form:\nRemove partner: {old}\nAdd partner: {new}\nReason: change in relationship\nIs there a waiting period before the new person is covered?",
			"The house chat:\nJem: > is {old} still coming to the bbq?\nme: > no, we broke up, but I'm bringing {new} if that's ok, we've been together a few weeks\nTolu: > the more the merrier\nCan you work out how many burgers for 9?",
		},
		revert: []string{
			"Emergency contact form, again, I know:\nRemove: {old}\nAdd: {new}, back together, long story\nAnything else I should update at the same time?",
			"fwd from Padma:\n> is it true about {old}??\nmy reply: '> yes, that's over, and yes, {new} and I are back together, please be normal about it'\ncan you help me tell the rest of the chat?",
			"Mum's text:\n> I never liked {old}. Glad you've come to your senses.\nSo yes, I'm back with {new}, since the weekend. Can you help me write a reply that doesn't start a war?",
			"Joint tenancy update: {old} is off the lease, and {new}, who was on it before, is moving back in. The letting agent says we need a new form. What do they usually ask?",
			"Pasting the group chat:\nGus: > wait are you back with your ex\nme: > with the one before {old}, yes, {new} and I are giving it another go\nCan you help me explain it to Gus in a way that doesn't invite commentary?",
		},
		chatter: []string{
			"We're arguing about whose turn it is to book the vet. Can you suggest a fair system for shared chores between two people?",
			"My partner's birthday is in three weeks and I've got nothing. Ideas under £50?",
			"Joint account or separate accounts? We keep going round in circles. Can you lay out the pros and cons?",
			"My partner's family group chat added me and it's 200 messages a day. Is it rude to mute it?",
			"We want both our names on the broadband contract. Is that normal or does one person have to be the account holder?",
		},
		other: []string{
			"fwd from Padma:\n> I think I'm in love with {v}?? is that insane after a month\nCan you help me reply supportively without encouraging her to move in next week?",
			"Gus's new partner {v} is coming to Sunday lunch. Mum wants a list of 'safe topics'. Can you help?",
			"Brenna forwarded a dating profile: '{v}, 34, likes hiking and spreadsheets'. She wants my opinion. I'm taken, so I'm only the consultant here.",
			"Tolu's been seeing {v} and wants them to stay over most weekends. Can you help me bring it up at the house meeting?",
			"Mum keeps suggesting I'd be perfect with her friend's son {v}. I'm not interested and I'm not single. Help me say so nicely?",
			"If I hypothetically invited {v} from work to the barbecue, would that be weird? Just as a friend, for the record.",
		},
		assistant: []string{
			"Summary of the thread: Padma is asking whether {v} can come to the barbecue, and your partner {cur} said they'd bring the salad.",
			"I've drafted the emergency contact update with {cur} as your contact. The old form still lists {v}; want me to add a removal line?",
			"Reminder set: dinner with {cur} at 7. Separately, Brenna mentioned {v} is in town next week, in case you want to plan around it.",
			"From the invite you pasted: plus-ones are allowed. I've put {cur} down as yours; {v} is on Gus's line.",
			"Checklist for the joint tenancy form: both ID documents and proof of address for you and {cur}. The form also lists {v} as a previous occupant, so the agent may ask about that.",
		},
		qCurrent: []string{
			"Whose name goes in the 'Tenant 2' box on {name}'s lease these days?",
			"Who is {name}'s partner for emergency-contact purposes right now?",
			"If Mum invites {name} and their other half for Easter this year, who's coming along?",
			"Which name follows 'me and' when {name} RSVPs for two these days?",
			"Whose name would {name} put on the plus-one line of a wedding RSVP today?",
			"Who splits the bills with {name} as their partner currently?",
		},
		qWhen: []string{
			"Which partner was {name} telling the house chat about {when}?",
			"Whose name was in the partner box on {name}'s forms {when}?",
			"If {name} had RSVP'd to a wedding {when}, who would the plus-one have been?",
			"Going by the messages {name} forwarded {when}, who were they seeing?",
			"Who was listed as {name}'s partner on the emergency contact form {when}?",
		},
		qBefore: []string{
			"Who did {name} have down as their partner on forms until {next}?",
			"Whose name came off {name}'s emergency contact form when {next} went on?",
			"When {name} told the family chat about {next}, who was the ex they were explaining?",
			"Before {next} turned up at the barbecue, who was {name} bringing to things?",
			"Who was on {name}'s lease as their partner before {next}?",
		},
	},
}

// rawWovenSmallTalk are the woven set's small talk: household and
// group-chat life admin that names no value.
var rawWovenSmallTalk = []string{
	"fwd from Jem:\n> who's been using my good pan\nnot me, for the record. can you suggest a neutral way to ask the house to wash up the same day?",
	"Can you summarise this for me? Pasting the gym's email:\n> Your membership will renew on the 1st at the new rate.\nWhat's the new rate, does it say anywhere?",
	"Brenna wants to split the cost of Mum's birthday present three ways. It's £84. Can you do the maths and draft the message?",
	"My car's MOT is due next month. What do I need to book and bring?",
	"The dentist sent a reminder for a check-up and I've lost the booking code. Who should I call?",
	"Gus sent a voice note that was six minutes long. I've listened. The summary is: he wants to borrow the ladder. Can you help me say yes with conditions?",
	"Can you make me a checklist for renewing my passport? The photo bit always trips me up.",
	"Padma's hen do group chat has 14 people and no decisions. Can you draft a poll with three date options?",
	"The energy company says my meter reading is 'implausible'. Pasting:\n> Your submitted reading appears unusually high.\nWhat do I do?",
	"Need to send a thank-you card to the neighbours for taking in parcels all month. Short and warm, please.",
	"Our street WhatsApp is debating a speed bump petition. I'm for it. Help me write a two-line message of support?",
	"Can you remind me how to cancel a direct debit for a subscription I forgot about?",
	"Mum forwarded a chain message about a 'new scam'. Pasting:\n> Do not answer calls from unknown numbers, they will clone your voice!!\nIs any of this real?",
	"Library notice says I owe £3.20 for a book I returned. Worth arguing?",
	"Tolu asked if anyone can feed the cat on Sunday. I can do the morning. Draft me a quick reply?",
}

// rawWovenReplies are the woven set's assistant replies to small talk:
// practical summaries, drafts and checklists.
var rawWovenReplies = []string{
	"Here's a short summary and a draft reply you can send as is or edit.",
	"Done. I've turned that into a checklist with the deadlines at the top.",
	"Summary: nothing urgent in that message; one thing to reply to by Friday.",
	"I've drafted two versions, one brisk and one warmer; pick whichever fits the chat.",
	"Got it. I'd answer the first point and leave the rest for now.",
	"Here's the checklist, in the order I'd tackle it.",
	"That message is mostly a question in disguise. I've written a one-line answer.",
	"Added to your to-do list, with a reminder the day before.",
	"From what you pasted, they need a yes or no by the end of the week. Want me to draft the yes?",
	"Here's a neutral version that shouldn't start another thread.",
	"I've split that into what's yours to do and what's someone else's.",
	"Short answer: yes, that's normal. A longer answer and a template reply are below.",
}
