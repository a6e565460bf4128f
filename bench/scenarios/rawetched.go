package scenarios

// The etched set lives in its own file, as the veiled, cloaked, masked,
// shrouded, gilded, tinted and frosted sets do (see installRawSet). Its
// lists have the same shape and the same rule as every other set's (see
// rawAttr): {v}, {old} and {new} are the only values a template names, and
// the value that holds afterwards is named last. It reads like the long
// catch-up messages a user writes to a coaching or journaling assistant
// every week or two: narrative and reflective, past and present tense
// mixed, time words inside the story ("since the spring", "these days",
// "for a while now"), other people's news told at length in the same
// message as the user's own (a sister's move, a colleague's new job, a
// friend's diet, reported speech), the user's own fact stated mid-message
// or at the end, or only implied by an event (a lease signed, a first week
// at a new place, boxes of an ex's things), and hedges and plans that are
// not facts ("might go veggie again", "if the job in Edinburgh comes
// through"). The assistant's turns are reflective replies that sometimes
// name another value as a suggestion, a remembered old value or a question.
// British and American spelling both occur.
func init() {
	installRawSet(PhrasingEtched, rawEtchedAttrs, rawEtchedSmallTalk, rawEtchedReplies,
		[]string{"in ", "back around ", "in early ", "the whole way through ", "around the middle of "},
		[]string{"Alasdair", "Beatrix", "Corentin", "Delyth", "Elodie", "Fraser",
			"Gethin", "Hortense", "Iolanthe", "Jessamy", "Kristof", "Loveday"})
}

// rawEtchedAttrs are the etched set's lists per attribute.
var rawEtchedAttrs = map[string]rawSetLists{
	"lives_in": {
		values: []string{"Kilkenny", "Bergamo", "Namur", "Arnhem", "Bozeman", "Sudbury",
			"Mostar", "Oulu", "Lismore", "Whangarei", "Olsztyn", "Trento"},
		state: []string{
			"Catching you up on the last fortnight, so get comfortable. My sister Hattie rang on Sunday to say she's handed in her notice and is moving to Glasgow in the autumn, which Mum is taking very badly, and I've spent most of the week as the go-between. Otherwise it's been quiet: long walks by the river after work, the same little café on the corner, the slow routine I've built since the spring. I think I'm finally starting to feel that {v} is home and not just the place I ended up.",
			"Weekly reflection, as promised. Mood: about a six. Work was fine. The big moment was dinner with Orla, who told me she's thinking of moving to Valletta if her contract isn't renewed, and I noticed I felt jealous, which surprised me, because I've never once seriously thought about leaving {v} in the four years I've lived here. What do you make of that?",
			"These days my Saturday mornings all look the same: a run along the canal, the farmers' market, then coffee with the neighbour from downstairs, who has been in {v} even longer than me and knows everyone's business. A year ago I'd never have believed I could enjoy a routine this much. My brother Niall says I'm getting old. Maybe. Goal for this week: ring Grandad more than once.",
			"Three years ago this week I signed the lease on my little flat in {v}, and I marked the anniversary by finally painting the bedroom the green I've been going on about since the spring. Deepa from work came round to help and told me, somewhere between the first and second coat, that her partner might take a job in Aberystwyth, and she doesn't know whether to follow. We talked until the paint dried.",
			"Okay, journaling. It's been a rough couple of weeks, honestly. My mom had her knee surgery, my college roommate called out of nowhere to say she's moving to Phoenix with her fiancé, and I haven't been sleeping. The one good thing: I've started walking to work instead of driving, which here in {v} takes me twenty-five minutes along the river and clears my head better than anything. I want to keep that going.",
			"Not much news from me this time, mostly other people's. My cousin Bryony is pregnant, Dad is threatening to retire to Spain again, and Lukas from my Spanish class said he's thinking about moving somewhere cheaper. As for me, I'm staying put in {v}, at least until the lease is up, though if the job in Edinburgh comes through I'd have to think hard. No decision yet. Mostly I'm just tired.",
			"I realised while writing this that I've never actually told you much about where I live, which is odd given how much we talk. It's a two-bedroom apartment on the east side of {v}, third floor, no elevator, with a view of the cathedral if you lean out far enough. I've been here since the fall before last, and it's the first place I've lived that feels like mine.",
		},
		change: []string{
			"Big fortnight. I'll start with other people because it's easier: Niall and his girlfriend have split up, properly this time, and he's sleeping on Mum's sofa, and Hattie is still set on Glasgow. And me: I did it. I handed the keys of the {old} flat back on the Friday, drove four hours with the car full of plants, and I've now spent ten nights in my new place in {new}. It still smells of someone else's cooking.",
			"Week one of the new chapter. I keep waking up and not knowing which side the window is on. Leaving {old} was harder than I expected, I cried at the station of all places, but the job is here and now so am I: the flat in {new} is small, bright and mine, and the woman next door has already brought round a lemon cake.",
			"I'm writing this from a camping chair because the sofa is still on a lorry somewhere. Since we last spoke I've signed the lease on a flat in {new}, registered with a doctor there and found the nearest decent bakery, which is the important part. Orla says I've been talking about leaving for two years and she'll believe it when she sees it. Well, she can come and see it.",
			"Reflecting on the month, the word that keeps coming up is 'uprooted'. Mum still calls the {old} flat 'your place', and I keep not correcting her. But since the start of the month I've been living in {new}, and if I'm honest with myself I should have done it sooner. Deepa said she might visit in the summer, which would be lovely.",
			"So, update: we closed on the house! Not so long ago I was telling you I'd never leave {old}, and here I am unpacking boxes in {new}, two blocks from a park, with a yard the dog is obsessed with. My husband's commute is longer; mine is basically the stairs. My sister-in-law keeps saying she might move out here too, which, we'll see.",
			"Some news I've been sitting on: the transfer went through. My last day in {old} was a week ago Tuesday, Hattie drove over to help me pack, and I've spent the days since settling into a rented place in {new}, near the hospital where I start on Monday. I keep buying things I already own because I can't find them.",
			"Mood this week: unsettled but hopeful. After all that back and forth about whether to stay in {old}, the decision more or less made itself when the landlord sold up. I found a room in a shared house in {new}, moved in a fortnight ago, and my housemates are a nurse, a PhD student and a very old cat. Lukas keeps saying I'll be back within a year. He might be right. For now, this is home.",
		},
		revert: []string{
			"I've gone back and forth about how to write this. The short version is that {old} didn't work out, and since the weekend I've been back in {new}, in a friend's spare room until I find something. The long version involves loneliness, a landlord who never fixed the heating and a lot of evenings on the phone to Orla. I don't think it was a mistake to try. I just don't think it was right.",
			"Mood: relieved, a bit sheepish. You'll remember how certain I was about {old}. I gave it a proper go. This morning I woke up in my old neighbourhood in {new}, in a flat three doors down from the one I left, and my first thought was that the bakery smell hadn't changed. Mum said 'I'm not going to say anything', then said several things.",
			"For this week's reflection I want to be honest about something. I kept telling you {old} was going well because I wanted it to be true. It wasn't. So I've moved home to {new}, the movers came on Thursday, and I can already feel my shoulders coming down from around my ears. Niall says he knew all along, which is helpful of him.",
			"Okay, so, full circle. After a few months in {old} we packed up the U-Haul again and drove back to {new}, and the kids cheered when we crossed the county line. My therapist says it isn't failure to change your mind when you learn something new. I'm trying to believe her.",
			"Quick one this week, for once. The {old} experiment is officially over: I'm back living in {new} as of ten days ago, same street, different flat, same old corner shop. I'd like to spend our next few check-ins working out what I actually wanted from moving, because I don't think it was the place.",
		},
		chatter: []string{
			"Something I keep circling back to in these check-ins: whether I actually want to stay where I am, or whether I just haven't had a reason to leave. I don't have an answer yet. I just notice I've been looking at rental listings at midnight again.",
			"The downstairs neighbours had another party on Saturday, the third since the spring, and I lay awake at 2am composing angry notes in my head. I didn't send any of them. Progress, I think?",
			"I walked home a different way this week, just to see, and found a tiny park I'd never noticed in all the time I've lived here. It made me wonder what else I walk straight past.",
			"My lease renewal letter came and I've left it unopened on the kitchen table for nine days. I know what's in it. I just don't want to make the decision yet.",
			"Homesickness is a strange thing. I was fine all week, and then a song came on in the supermarket and I had to stand by the frozen peas for a minute.",
		},
		other: []string{
			"Hattie called again. She said she's thinking of moving to {v} after all, not Glasgow, because the rents are lower and a friend of hers already lives there. I listened for an hour. I'm happy for her, I think, but I notice I'm also a bit hurt that she didn't mention it sooner.",
			"Deepa has just come back from a week in {v} and talked about nothing else at lunch: the food, the light, the walks. She said I'd love it. Maybe one day, for a holiday, but I'm not going anywhere.",
			"Mum and Dad are talking about retiring to {v}, which would put them five hours away. Dad has a folder. Mum has opinions. I have feelings I haven't sorted out yet, which is why I'm writing them here.",
			"Lukas told me this week that his company might send him to {v} in the new year, and if it happens his partner will go too. We've been friends since school. I've been weirdly quiet about it, even with myself.",
			"I had a second interview for a role based in {v}, and I'm fairly sure I'll say no even if they offer, because I'm not ready to leave everything again. It was good practice, though, and they were kind.",
			"My college roommate sent me a photo of the apartment she just rented in {v}, all exposed brick and big windows, and said I should visit in the fall. I might. I could use a long weekend somewhere that isn't here.",
		},
		assistant: []string{
			"Thank you for sharing all of that. I notice {v} comes up quite often when you talk about the future. Is it somewhere you're drawn to, or more a symbol of something else?",
			"It sounds like {cur} is starting to feel like yours. I remember you once described {v} as the place you'd go if you had no ties; does that still feel true?",
			"That's a lot of change happening around you, even while you stay put. What would it mean if you were the one moving to {v}, rather than the people around you?",
			"Before we set next week's goal, can I check something? You're still based in {cur}, and the trip to {v} is only a visit, is that right?",
			"I wonder whether the pull you feel towards {v} is about the place itself or about a fresh start. What might a fresh start look like without moving at all?",
		},
		qCurrent: []string{
			"These days, which city does {name} wake up in?",
			"Where has {name} been living lately, going by the check-ins?",
			"Which city does {name} walk home through after work at the moment?",
			"If I took {name} up on that standing dinner invitation this week, which city would the train be heading for?",
			"{name} keeps mentioning the view from the flat. Which city is that a view of?",
			"Which city's rent is {name} paying right now?",
		},
		qWhen: []string{
			"In the pages of {name}'s journal written {when}, which city is home?",
			"Where was {name} living {when}, going by the journal?",
			"A friend meaning to drop in on {name} {when} would have needed a ticket to which city?",
			"Which city were {name}'s weekly check-ins being written from {when}?",
			"Which city did {name}'s evening walks wind through {when}?",
		},
		qBefore: []string{
			"{name} left somewhere behind to settle in {next}. Which city was it?",
			"Which city did {name} hand the keys back in, right before {next}?",
			"Before {next} became home, where was {name} living?",
			"{name} gave up a flat to go to {next}. In which city was that flat?",
			"Going back to before {next}: which city was {name} writing these check-ins from?",
		},
	},
	"works_at": {
		values: []string{"Calderbank Hospital", "Wyvern Housing", "Orrery Analytics", "Tideline Architects",
			"Marchbank Solicitors", "Copperbeech Nursery", "Lowther Brewery", "Pilgrim Mutual",
			"Brindle Robotics", "Hatherley Books", "Gallowgate Radio", "Moorhen Veterinary"},
		state: []string{
			"Fortnightly catch-up. Deepa, who sits next to me, announced on Monday that she's leaving for a startup in Manchester, and the whole team has been in a mood since. I'm not going anywhere. I've been at {v} for almost five years now and, for all my grumbling in these check-ins, I still like most of the people and nearly all of the work.",
			"Mood: seven, which is high for me. The best bit of the week was a small thing: someone in the kitchen at {v} thanked me for the training session I ran at the start of the year and said it's part of why she stayed. I've been replaying it all week. Meanwhile Niall says he might go back to college in the autumn, which is the third time he's said it since Easter.",
			"Writing this on the bus home. Orla got the promotion she's been chasing since the spring, and we celebrated with terrible cocktails. I'm proud of her, and it's made me think about my own work: I've been in the same role at {v} for a while now, and I'm not sure whether that's contentment or inertia.",
			"Okay, so this week. My mom finally retired after thirty-one years with the school district, and there was a party with a sheet cake and a slideshow and I cried in the parking lot. It got me thinking about how long I've been at {v}, six years this summer, and whether I'd want a slideshow like that someday.",
			"I know I said a while back that I might start applying elsewhere, and I still might, but for now I'm still at {v}, still on the early shift, still eating lunch at my desk. Lukas thinks I should ask for a raise before I even think about leaving. He's probably right.",
			"Things I'm grateful for this week: my brother's new baby (a girl, healthy, loud), the sunshine on Thursday, and a manager at {v} who sent me home early when I looked wrecked. Things I'm not grateful for: the washing machine.",
			"I don't think I've ever said it outright in here, but I'm a payroll clerk at {v}, have been since before the pandemic, and most days it suits me fine. I'm only bringing it up because Hattie asked on the phone whether I'm 'still doing the numbers thing' and I felt oddly defensive.",
		},
		change: []string{
			"Where do I even start. The short version: I finished at {old} on Friday, with cake and a card and an awkward speech from my manager, and on Monday I started at {new}. The first week has been a blur of passwords and names I've already forgotten. Deepa said I'd be fine. I think she's right, but I'm knackered.",
			"I keep thinking about how scared I was to leave {old}. Anyway: first week at {new} done. My feet hurt in places I didn't know feet had, I've learned where the good coffee is, and someone called me 'the nice new one', which I'll take. Hattie sent flowers.",
			"Reflecting on the last month, it's been about endings. I handed in my notice at {old} at the start of the month, worked my weeks, cleared my desk, and since Monday I've had a new badge, a new desk and a new commute at {new}. Niall asked if I'm happy. I said ask me in three months.",
			"So I took the offer. I know, I know. After all those sessions where we talked about whether to leave {old}, it came down to a phone call on a Tuesday afternoon. I started at {new} last week, the team is small and a little chaotic, and I love it so far. My dad asked if the health insurance is good. It is.",
			"This week's mood is mostly relief. The restructure at {old} finally came down to redundancies, I took the package, and a friend of Lukas's put me forward for a role at {new}, which I started ten days ago. I'm still pinching myself. I might go back to studying part-time if the hours allow, but that's a problem for later.",
			"Other people's news first, because there's a lot: Orla's engaged, Mum's joined a choir, and Dad says he might finally sell the caravan. Mine is smaller but bigger, if that makes sense: I left {old} and I'm now working at {new}, three days in the office and two at home, since the beginning of the month.",
			"Two weeks into the new job and I'm still introducing myself as 'from {old}' in meetings, which is embarrassing, because I'm very much at {new} now and have the lanyard to prove it. Deepa says it took her a year to stop doing that when she switched. Small win: I found the quiet stairwell.",
		},
		revert: []string{
			"I'll say it plainly, since that's what these check-ins are for: {old} wasn't right for me. Months of dreading Sunday nights. So when my old manager rang and asked if I'd consider coming back, I said yes, and I've been back at {new} since Monday, same team, same chair. Hattie said 'good'. Just 'good'. Which is very Hattie.",
			"Mood: humbled. I was so sure about {old}. I made a whole list in here about why it was the right move, and most of the list turned out to be wrong. I'm back at {new} as of last week, on slightly worse hours, and honestly I'm sleeping better than I have in ages.",
			"Update you didn't see coming: I quit {old}. The job was nothing like what they pitched, and my old boss had been texting me every few weeks 'just checking in'. I'm back at {new}, started again on the first, and everyone acted like I'd just been on a long vacation. Which, in a way.",
			"Writing this one slowly. Leaving {old} after only a few months felt like failing, and Niall didn't help by saying 'told you'. But I've gone back to {new}, who were kind enough to have me, and I think the lesson is that I left for the wrong reasons, not that I shouldn't have tried.",
			"Short one. The {old} chapter is closed and I've been back working at {new} since the middle of last week. We can unpack the why next time. Tonight I just want to note that I walked in, someone had kept my mug, and I nearly cried.",
		},
		chatter: []string{
			"I keep noticing I'm most tired on Wednesdays. Not Mondays, not Fridays. Wednesday afternoons at about three. I don't know what it means, but I wanted to write it down.",
			"My manager asked in my one-to-one where I see myself in five years and I said 'asleep', which got a laugh, but I've been thinking about it since. I genuinely don't know.",
			"There's a restructure being 'discussed', which in my experience means it's already been decided. I'm trying not to spiral about it before anything actually happens.",
			"I've been reading job listings again. Not applying, just reading, the way some people look at houses they can't afford. I think it's a sign of something.",
			"Had my appraisal. 'Meets expectations' across the board. I'd built it up into such a big thing in my head and it was over in twenty minutes.",
		},
		other: []string{
			"Niall called on Tuesday. He said he's been offered a job at {v} and is thinking of taking it, even though it means a longer commute. He talked for an hour and I mostly listened. I was pleased for him and also a bit envious, which I'm trying to be honest about.",
			"Orla's partner has just started at {v}, and apparently the onboarding has been a shambles: no laptop for a week, a desk in a corridor. She told the whole story at dinner, with voices. I laughed until I cried.",
			"A recruiter from {v} messaged me on Monday about a role that sounds a lot like mine, with more money. I haven't replied. I don't think I'm going to, but I wanted to note that I felt flattered.",
			"Mum's neighbour has worked at {v} for thirty years and is retiring, and Mum is organising a surprise party. I've been roped in to make a playlist of songs from 1994. It's been oddly joyful.",
			"My cousin Bryony just got an offer from {v} and asked me whether she should negotiate. I told her yes, always, then realized I've never once negotiated anything in my life. Do as I say, not as I do.",
			"Deepa said over lunch that she might apply to {v} if things don't improve here, and asked me to keep it quiet. I will. But it's made the office feel a little different this week.",
		},
		assistant: []string{
			"It sounds like a hard week at {cur}. When you picture yourself somewhere like {v}, what's different about the day: the work itself, or the people?",
			"Thank you for being so honest about this. You mentioned {v} a few weeks ago; I'm curious whether that's still on your mind, or whether it's settled for now.",
			"I remember you once talked about {v} as the kind of place you'd want to end up. Does that still feel true now that you've had some time at {cur}?",
			"That's a lovely moment to hold on to. If the recruiter from {v} gets back in touch, what would you want to ask them?",
			"Before we set a goal for next week, can I check I've got it right: you're at {cur} now, and {v} was the offer you turned down?",
		},
		qCurrent: []string{
			"Whose staff is {name} part of, going by the latest check-in?",
			"Which organisation's lanyard is {name} wearing at the moment?",
			"When {name} talks about 'the office' in the check-ins now, which company do they mean?",
			"{name} mentioned a long day at work this week. At which company?",
			"Where does {name}'s paycheck come from right now?",
			"If someone at a party asked {name} where they work, which company would the answer be?",
		},
		qWhen: []string{
			"Which company's meetings filled {name}'s diary {when}?",
			"At which company was {name} tapping in with a staff card each morning {when}?",
			"Which employer's name was in {name}'s email signature {when}?",
			"Whose office did {name} spend the working week in {when}?",
			"Going by the check-ins, who was {name} employed by {when}?",
		},
		qBefore: []string{
			"Which company had {name} on its staff list until {next} came up?",
			"To say yes to {next}, {name} walked away from which company?",
			"{name} had a leaving do before starting at {next}. Leaving where?",
			"Before the move to {next}, which employer was {name} with?",
			"Which company's team was {name} saying goodbye to when the {next} job came along?",
		},
	},
	"diet": {
		values: []string{"vegan", "vegetarian", "pescatarian", "keto", "lectin-free", "climatarian",
			"Pritikin", "reducetarian", "blood-type", "Volumetrics"},
		state: []string{
			"Catch-up time. Hattie came to stay for the weekend and we cooked together every night, which we haven't done since we were teenagers. She teased me about my shopping basket, but I've been following a {v} diet since the spring and it's honestly second nature now; I don't even miss the old stuff. She says she's thinking of trying something similar. We'll see.",
			"Mood: steady. Work fine, sleep better. Orla's on some new plan her personal trainer swears by and talked about macros for most of dinner. I stuck to my usual {v} diet and didn't say much, because I've learned that explaining it just starts a debate.",
			"This week I meal prepped for the first time in forever: five lunches, all fitting my {v} diet, lined up in the fridge like little soldiers. My roommate took a picture. It's been how I eat for about a year now and I feel like I'm finally getting good at it instead of just surviving it.",
			"I went to my cousin's wedding on Saturday, lovely day, and the caterers had actually remembered my {v} diet, which almost never happens. Bryony, the bride, said she might go veggie after the honeymoon, which I'll believe when I see it. Dad ate three desserts.",
			"Reflecting on food, since you asked last time. These days I'm on a {v} diet, strictly during the week and a bit looser on Sundays. It started as an experiment after a check-up and has just stuck. The hard part is work lunches, not home.",
			"Niall rang to moan that his doctor has told him to cut back on salt, and asked how I 'manage' with my {v} diet. I said it isn't a punishment, it's just how I eat now, and has been for a while. He didn't sound convinced. Then he asked for recipes, so maybe he was.",
			"Small win of the week: a whole dinner party where nobody asked why I follow a {v} diet. Deepa did the cooking and just quietly made my plate fit. I've been eating this way since last autumn and that kind of thoughtfulness still catches me off guard.",
		},
		change: []string{
			"Some changes on the food front, which I know we've talked about a lot. The {old} diet just wasn't working with my new shifts, so after a long chat with the GP I've switched to a {new} one, started last Monday. So far: hungry on day two, fine by day five. Hattie is sending me recipes whether I ask or not.",
			"Mood this week: cautiously optimistic. I've finally stopped the {old} thing. I'd been half-hearted about it for a while and pretending otherwise in here. Since the start of the month I've been on the {new} plan, properly, with a meal planner on the fridge and everything.",
			"My doctor looked at my bloodwork and said the {old} diet wasn't doing me any favors, so two weeks ago I switched to a {new} diet. It happened kind of fast and I forgot to tell you last time. My mom thinks it's a phase. It might be! But it's the diet for now.",
			"After a long stretch of {old} eating I've changed course, and this evening I did my first proper food shop on the {new} diet. It took an hour and forty minutes. I read every label. Orla says I'll be quicker by week three.",
			"Other people's food drama first: Mum's decided she's giving up sugar, Dad's decided he isn't, and Sunday lunch was tense. My own news is quieter. I dropped the {old} plan a fortnight ago, and I'm now on the {new} diet on my dietitian's advice. It feels like a fresh start.",
			"Reading back through my old check-ins, I can see I've been wobbly about {old} for weeks. So I stopped. Ten days ago I began a {new} diet, with Lukas as my accountability buddy, since he's trying to cook more anyway. Week one: survived.",
			"This check-in is mostly about food, sorry. The short version is that I've moved from {old} eating to the {new} diet, as of the weekend. The long version involves a very honest conversation with myself at 11pm in front of an open fridge.",
		},
		revert: []string{
			"Confession for the journal: the {old} diet lasted a couple of months, and I was miserable for most of them. As of Sunday I'm back on the {new} diet I was on before, and I feel like myself again. Hattie said she's proud of me for trying and prouder for stopping.",
			"I promised myself I'd be honest in these check-ins, so: I've given up on {old}. I'm back to the {new} diet, the way I ate for years before, and it feels less like failure and more like coming home. Deepa brought me a celebratory cake, which I could actually eat.",
			"So the {old} thing is over. My energy tanked, my skin freaked out, and I was thinking about food all day. I went back to {new} eating a couple weeks ago and honestly? Relief. My doctor said she was glad, which I didn't expect.",
			"Mood: lighter. After trying {old} for a while, I've returned to the {new} diet since the middle of last week. I learned a lot, mostly that I don't do well with rules that don't make sense to me. Niall says that's the most self-aware thing I've ever said.",
			"Quick food note before the rest: {old} is done, and I'm on the {new} diet again, same as before. I'd like to talk next time about why I keep changing things when they're working.",
		},
		chatter: []string{
			"I've noticed I eat standing up when I'm stressed, straight from the pan, as if sitting down would make it count. I'd like to work on that.",
			"Grocery shopping on a Sunday evening is a special kind of purgatory. Everyone's tired, nobody can find the oat milk, and I always leave with crisps I didn't plan to buy.",
			"I've been thinking about how much of my relationship with food I inherited from my grandmother, who fed everyone and never once sat down to eat herself.",
			"My energy has been up and down all week. I can't tell if it's food, sleep or just the weather. Writing it here so I can look back later.",
			"I tried cooking something new three nights running and all three were underwhelming. I'm counting it as a win for effort.",
		},
		other: []string{
			"Orla said over coffee that she's starting the {v} diet in the new year, and she's already planning it like a military campaign, with spreadsheets. I'm happy to cheer her on, but I'm not joining in.",
			"Dad's doctor has put him on a {v} diet and Mum is not coping with the cooking. She rang me for an hour. I gave her three recipes and a lot of sympathy.",
			"Deepa has been on a {v} diet since her wedding, and at lunch today someone asked her about it for the hundredth time. I could see her patience wearing thin. I want to get better at changing the subject for people.",
			"Niall said he might try the {v} diet after watching a video about it, which means he'll talk about it nonstop for two weeks and then stop. I love him. I'm not taking nutrition advice from him.",
			"Hattie's new flatmate is strictly on a {v} diet and has taken over half the fridge, and Hattie is quietly furious about it. She vented to me for forty minutes. I'm glad I live alone.",
			"My mom read an article about the {v} diet and now sends me links every morning. I haven't told her I'm not interested. I just react with a heart emoji and get on with my day.",
		},
		assistant: []string{
			"It sounds like food has been carrying a lot of feeling for you this week. I remember you mentioning the {v} diet a while back; was that something you tried, or someone else?",
			"Thank you for writing all that down. Sticking with {cur} through a week like that takes real effort. If you ever felt pulled back towards {v}, what do you think would be behind it?",
			"That's a big change. How does {cur} compare so far with what you expected? I ask partly because you once said {v} would never suit you.",
			"Before we set next week's intention: you're still eating {cur}, and the {v} plan was Orla's, not yours, is that right?",
			"I notice you describe the {v} diet with a lot of warmth even though it isn't yours. What is it about it that appeals?",
		},
		qCurrent: []string{
			"What is {name} eating these days, diet-wise?",
			"If I cooked dinner for {name} this week, what would I need to plan the menu around?",
			"Going by the latest check-ins, which diet has {name} settled on?",
			"What does {name} tell the waiter about food when ordering now?",
			"Which diet is the meal plan on {name}'s fridge built around right now?",
			"What should the caterer know about {name}'s plate these days?",
		},
		qWhen: []string{
			"Which diet were {name}'s weekly check-ins describing {when}?",
			"What food rules would a friend cooking Sunday lunch for {name} have had to respect {when}?",
			"What kind of diet was {name}'s shopping basket built around {when}?",
			"If I'd made {name} a packed lunch {when}, which diet would it have had to fit?",
			"How was {name} eating {when}, going by the check-ins?",
		},
		qBefore: []string{
			"Once {next} came in, which diet went out of {name}'s kitchen?",
			"Which diet filled {name}'s food diary in the weeks before {next}?",
			"Which diet does {name}'s journal record right up until {next} took over?",
			"{name}'s meal plan was built around something else before {next}. What was it?",
			"What did {name}'s food rules look like before the {next} days began?",
		},
	},
	"partner": {
		values: []string{"Anatole", "Bronagh", "Caspian", "Dagfinn", "Elowen",
			"Fenella", "Ignacio", "Lorelei", "Mungo", "Saskia"},
		state: []string{
			"Weekly catch-up. The highlight was Sunday: {v} and I took the train to the coast, walked until our legs gave out and ate chips on the sea wall in the wind. We've been together nearly three years and I still look forward to days like that more than anything. Meanwhile Hattie says she might start dating again, which is news.",
			"Mood: warm, tired. Orla came over and told us, at great length, about her disastrous second date with a man who brought his own cutlery. {v} laughed so hard they had to leave the room. It made me grateful, not for the first time, that I'm not out there any more.",
			"This week was a lot. My boss is on leave, my car's in the shop, and my mom's been calling every night about my grandpa. The one steady thing is coming home to {v}, who had dinner waiting on Tuesday without being asked. Five years together this fall. I don't say thank you enough.",
			"Writing this while {v} is asleep on the sofa next to me with the cat on their chest. Niall came round earlier to ask for advice about his girlfriend, and afterwards we agreed that we're both very glad to be past that stage.",
			"Lukas asked me at the pub whether {v} and I are going to get married, since we've been together since uni. I said maybe, someday, if we ever agree on a venue. The truth is I don't think about it much; what we have works.",
			"Things I'm grateful for: a long phone call with Grandad, the first warm evening of the year, and my partner {v}, who listened to me go round in circles about work for an hour on Wednesday and then just made tea.",
			"I've realised I talk about everyone in these check-ins except the person I live with. So, for the record: {v}, four years together, terrible at loading the dishwasher, excellent at knowing when I need quiet. Deepa says I sound smitten. I suppose I am.",
		},
		change: []string{
			"There's something I haven't written about, because writing it makes it real. {old} and I ended things a few weeks ago, gently, after a lot of talking. And since then I've been seeing {new}. It's early, but it's good, and I wanted you to know before I start mentioning them every week.",
			"Mood this week: a bit raw but hopeful. I haven't said much about {old} lately, and that's because it's over; we split up a little while back. And, this is the part I'm still getting used to writing, I've started seeing {new}, who I met through Lukas's climbing group. Hattie has already asked for photos.",
			"Okay, relationship update, because my therapist says I should say things out loud. Things with {old} ended for good, no drama, just done. And I've been going out with {new} for a couple of weeks. We met at my cousin's barbecue, of all places.",
			"It's been a strange few weeks. The end with {old} was sad but kind, and I didn't expect to meet anyone so soon, and yet here I am on the train back from meeting {new}'s parents. Orla says I'm glowing. Mostly I'm nervous.",
			"Other people first: Niall's moving in with his girlfriend, Mum's taken up pottery, and Deepa's off to Crete for a month. My own news: {old} and I have gone our separate ways, and since the start of the month I've been with {new}. I didn't plan it. It's lovely.",
			"For this week's reflection: endings and beginnings. I spent the weekend boxing up the last of {old}'s things to send back, and on Sunday evening {new} came round with a takeaway and helped me tape the boxes shut, which felt like a strange kind of grace. We've been together a fortnight. I don't know what it is yet, but I'm happy.",
			"Since {old} and I broke up I've been quieter in these check-ins, I know. Part of that is that I've been spending my evenings with {new}, who I've been seeing for three weeks now. Lukas says I'm a different person. I think he means it kindly.",
		},
		revert: []string{
			"I'll just say it: {old} and I have ended it, and {new} and I are back together. I know how that sounds after everything I wrote in here a few months ago. But we talked for a whole weekend, properly, the way we never did before, and I think we both grew up a bit while we were apart.",
			"Mood: sheepish, happy. The thing with {old} fizzled out, and somewhere in the middle of it I realised I was still comparing everyone to {new}. We met for coffee on Saturday and ended up talking until the café closed. We're trying again.",
			"So, the {old} thing is over, and yes, I'm back with {new}. My mom said 'finally' in a tone I can't describe. We're taking it slowly this time, weekly dinners, no big plans. I feel calmer than I have in months.",
			"Honest check-in: I wasn't fair to {old}. I was lonely and they were kind, and I think I knew all along it wasn't going to last. Since the weekend {new} and I have been back together, and Hattie, who never said a word while I was with someone else, hugged me at the door.",
			"Short one this week, big news though. I ended things with {old} a fortnight ago, and {new} and I are giving it another go. Orla's reaction was a very long voice note that I will treasure forever.",
		},
		chatter: []string{
			"I've been thinking about how I show love versus how I like to receive it, after a podcast on the way home. I don't think they're the same, and I'm not sure I've ever said that out loud.",
			"We had the same argument about the heating again this week. It's never really about the heating. I'd like to work out what it is about.",
			"My friends keep getting engaged and I keep feeling two things at once: happy for them and oddly pressured. I want to sit with that rather than react to it.",
			"Our anniversary dinner got cancelled because of a work thing and I was more upset than I let on. Writing it here instead of sulking.",
			"I've noticed I'm much better at listening to friends' relationship problems than at talking about my own. Maybe that's what these check-ins are for.",
		},
		other: []string{
			"Hattie finally introduced the family to {v}, who she's been seeing for a few months. Mum asked eleven questions in the first ten minutes. Hattie said afterwards that it went better than she'd feared, and I think she's right.",
			"Orla said she's thinking of moving in with {v}, even though they've only been together since the summer. She asked what I thought. I said I thought she already knew the answer, which made her laugh.",
			"Niall and {v} have split up, and he's taking it badly. He rang me twice this week, late. I didn't have much advice. I just listened, which I think was what he needed.",
			"My friend Lukas is marrying {v} in the autumn and has asked me to do a reading. I've never done one. I'm honored and terrified in about equal measure.",
			"Deepa spent the whole of lunch telling me about {v}, the person from her pottery class she's been seeing. She's happier than I've seen her in years. It was lovely to watch.",
			"Bumped into an old friend from school who's now with {v}, who I vaguely remember from a party years ago. We talked for ten minutes outside the chemist and I came away feeling nostalgic.",
		},
		assistant: []string{
			"That sounds like a tender week. There's real warmth in how you write about {cur}. I'm curious, is {v} someone you're still in touch with?",
			"Thank you for trusting me with that. It sounds like things with {v} brought up a lot. What do you notice you need from a partner now that you didn't before?",
			"I may be mixing my notes up: is {v} your partner, or Orla's? I had {cur} down as the person you live with.",
			"That's a lovely image, the two of you on the sea wall. Did {v} come along too, or was it just you and {cur}?",
			"It seems {v} still comes up whenever you talk about big decisions. What would it mean to let that chapter close completely?",
		},
		qCurrent: []string{
			"When {name} writes 'we' in the check-ins now, who's the other half of that?",
			"Who's waiting at home when {name} gets back from work at the moment?",
			"Which name goes next to {name}'s on a wedding invitation these days?",
			"Whose toothbrush sits next to {name}'s in the bathroom these days?",
			"Who would {name} call their partner, as things are now?",
			"Who is {name} sharing their evenings and weekends with lately?",
		},
		qWhen: []string{
			"In the journal {when}, who was {name} writing about as their partner?",
			"Who was {name}'s other half {when}, going by the journal?",
			"Who would have been on {name}'s arm at a party {when}?",
			"Who did {name} spend weekends with as a couple {when}?",
			"Whose name came up as the other half in {name}'s entries {when}?",
		},
		qBefore: []string{
			"Who had {name} been in a relationship with until {next} came into the picture?",
			"Whose things did {name} box up before it all started with {next}?",
			"Which ex of {name}'s came right before {next}?",
			"Who was the person in {name}'s check-ins before {next}?",
			"In the check-ins from before {next}, who did {name} keep calling their partner?",
		},
	},
}

// rawEtchedSmallTalk are the etched set's small talk: check-ins to a
// coaching or journaling assistant that name no value.
var rawEtchedSmallTalk = []string{
	"Weekly check-in: mood about a five. Slept badly on Monday and Tuesday, better after that. Went for a swim on Thursday for the first time in months and felt ridiculous and great. Goal for next week: in bed before eleven at least four nights.",
	"Hattie rang to say Mum's birthday plans have changed again, which means I've rewritten the same calendar entry three times. I noticed I got irritated faster than usual. Writing it down so I remember it wasn't really about the calendar.",
	"I finished the book you thought I might like, the one about grief and gardening. I cried on the bus, twice. I'm glad I read it.",
	"This fortnight I've been trying the thing we talked about, three good things before bed. Some nights it's 'I ate a warm meal' and that's all. It still helps.",
	"At the start of the year I set a goal to read twelve books and I'm on book two. I'd like to either drop the goal or forgive myself; I haven't decided which.",
	"Niall's birthday dinner was lovely and exhausting. Family gatherings take me two days to recover from these days, and I'm trying to plan for that instead of pretending otherwise.",
	"I had one of those weeks where nothing went wrong exactly but everything felt heavy. I don't have a reason. I'm just noting it.",
	"Good news: I ran five kilometres without stopping for the first time. Bad news: I told everyone, and now they all want to come running with me.",
	"I've started keeping my phone out of the bedroom, like you suggested a while ago. The first three nights were awful. Last night I read for an hour instead and slept like a stone.",
	"Orla and I had a proper falling-out over something small, and we made up on Thursday. I'm proud that I said what I felt instead of going quiet, which is my usual move.",
	"It's been grey for nine days straight. I bought a daylight lamp on a whim and I think it might be working, or I might just want it to be.",
	"My grandad turned ninety on Saturday and gave a speech nobody expected, about my gran and a bicycle and a dance hall. I want to write down what he said before I forget it.",
	"I took a mental health day on Friday and didn't feel guilty about it until about 4pm, which is honestly a personal record.",
	"I've been noticing how much I apologize in emails. I counted this week: fourteen sorries, none of them necessary. Goal: halve it.",
	"Not much to report this week, which I'm learning to see as a good thing rather than a boring one.",
}

// rawEtchedReplies are the etched set's assistant replies to small talk:
// short reflective answers of a coaching assistant.
var rawEtchedReplies = []string{
	"Thank you for such a full update. What stands out most to you, reading it back?",
	"That sounds like a lot to hold at once. Go gently with yourself this week.",
	"I noticed you wrote about everyone else's news before your own. Is that a pattern you recognise?",
	"It's good to hear about the small wins; they count for more than they feel like they do.",
	"What would you like to carry forward into next week from all of this?",
	"That's a very honest reflection. How did it feel to put it into words?",
	"It sounds like you handled that with more patience than you're giving yourself credit for.",
	"Let's keep an eye on that feeling over the next couple of check-ins and see whether it shifts.",
	"I'm glad you wrote it down. Sometimes naming a thing takes away a little of its weight.",
	"That's lovely. Thank you for sharing the good bits too, not only the hard ones.",
	"Shall we pick one small, concrete goal for the coming fortnight?",
}
