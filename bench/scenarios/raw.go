package scenarios

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// RawKinds are the raw-conversation scenario kinds, in report order: a user
// and an assistant talk over months, the user states a fact and later
// changes it, and no observation carries a claim. Each kind's questions ask
// for the current value or for the value at a past time the text names.
var RawKinds = []string{"raw-move", "raw-job", "raw-diet", "raw-relationship", "raw-revert", "raw-assistant"}

// Phrasing selects one of the thirty-six disjoint template sets of the raw
// generator (rawvocab.go): the dev set is what the engine is developed
// against (the bundled raw.jsonl), the holdout set, with other names,
// statements, questions and small talk, is for a final check only. The
// fresh set (2026-12-02) was written after the engine's state rules, by
// someone who had read the misses of the other two, and adds values
// (cities, companies, partners) the engine was never run on; its first
// measurement is in bench/results/rawstate.md. The blind set was written
// right after that measurement, before any of its misses were read, and is
// run once, after the engine changes that followed. The engine has since
// been tuned while reading the misses of all four, so none is held out.
//
// The unseen set was written on 2026-12-02 by someone who had not read the
// engine's state rules, its tests or any set's misses, working only from
// this package and the issue: a demanding user over months (colloquial,
// lower case, values told through events and in subordinate clauses,
// statements mid-paragraph, changes that name only the new value, travel
// and plans as distractors, questions without the topic's usual words),
// with its own values and "back in"/"around" before the month. Its author
// never ran the engine on it; its first run is the held-out figure.
//
// The hidden set was written on 2026-12-02, in a second session, after the
// engine had been tuned while reading the misses of all five sets above, by
// someone who had not read the engine's state rules, its tests or any set's
// misses, working only from this package and the issue. It is phrased as a
// demanding user would talk to an agent over months: values told through
// events and errands (a stolen bike outside the building, a pension to move,
// a birthday cake to bake), statements mid-paragraph, typos and lower case,
// changes that name only the new value, other people's values, plans and
// trips as distractors, questions with no topic word or time word of the
// other sets, and months asked "sometime in", "in the middle of", "at the
// start of" or "by the end of". Its author never ran the engine on it or on
// any raw set; its first run is the held-out figure.
//
// The sealed set was written on 2026-12-02, in the second session, as the
// third blind set, after the engine had been tuned while reading the misses
// of all six sets above, by someone who had not read the engine's state
// rules, its tests, its results or any set's misses, working only from this
// package and the issue. It reads like people texting an assistant over
// months: terse phone typing (lower case, "u", "wknd", "atm"), long
// rambling turns where the fact is one clause among several topics,
// British, Australian and Indian English ("at the minute", "barbie",
// "staying in", "tomorrow itself"), facts told through errands and events
// (mail forwarding, a badge handed back, an emergency contact updated),
// corrections ("wait, I meant to tell you"), questions that leave the topic
// implicit ("what's X up to work-wise", "who's X bringing to the wedding")
// and months asked "over", "all through", "round" or "mid-". It has its own
// cities, employers, partners and user names and half-new diets. Its author
// never ran the engine on it or on any raw set; its first run is the
// held-out figure.
//
// The veiled set was written on 2026-12-02, in the third session, as the
// fourth blind set, after the engine had been tuned while reading the
// misses of all seven sets above, by someone who had not read the engine's
// state rules, its tests, its results or any set's misses, working only
// from this package and the issue. It reads like a user talking to an
// assistant over months in other shapes than the seven: voice-dictated
// turns (run-on sentences, "um", homophones such as "were" for "we're"),
// replies that answer an earlier question in a fragment ("{old}? nah, ...
// it's {new} now"), facts told while venting or telling a story about a
// third person (a landlady, a gran, a best friend who still invites the
// ex), dates given relatively ("three weeks after the wedding", "since the
// spring"), changes said in the negative about the old value ("not in
// {old} anymore"), and questions asked indirectly ("remind me where X
// ended up", "is X still doing the same job", "what did X do for money
// before {next}"), with months asked "for most of", "at some point in",
// "late in" or "throughout". It has its own cities, employers, partners
// and user names and half-new diets. Its author never ran the engine on
// it or on any raw set; its first run is the held-out figure.
//
// The cloaked set (rawcloaked.go) was written on 2026-12-02, in a fourth
// session, as the fifth blind set, after the veiled set's first
// measurement, by someone who had not read the engine's rules, its tests or
// any set's misses, working only from this package and the issue. It tells
// the facts in other shapes again: inside requests that presuppose them
// ("any decent climbing gyms within walking distance of my flat in X?",
// "does my X staff discount count as a taxable benefit?"), in bullet and
// to-do lists with line breaks ("moving checklist, status:\n- X flat: keys
// returned"), through what other people say about the user ("my nan tells
// everyone at bingo that her grandchild 'only eats X'"), in formal
// email-like turns ("Dear Assistant, please note my change of address"),
// with calendar and numeric dates ("as of the 1st", "since 2019", "on
// 12/4"), as one clause of a long turn about several things, and with
// typos and missing apostrophes ("teh", "whats", "cant"). Questions name
// the attribute indirectly ("X wakes up every morning in which city",
// "whose name is on X's payslip", "which diet was on X's shopping list")
// or formally ("Dear Assistant, please state ..."), with months asked
// "early in", "halfway through", "as at" or "towards the end of". It has
// its own cities, employers, partners and user names and half-new diets.
// Its author never ran the engine on it or on any raw set; its first run
// is the held-out figure.
//
// The masked set (rawmasked.go) was written on 2026-12-04, in a fifth
// session, as the sixth blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the issue. It reads like realistic agent traffic
// from voice dictation: run-on turns with no punctuation and fillers
// ("like", "basically", "you know") and code-switched ones ("acha",
// "genau", "allora", "bueno"); facts given as corrections of the assistant
// ("no no I'm not in X anymore it's Y now", "you keep suggesting
// restaurants in X but ..."), in passing inside a story about something
// else ("so I'm at the vet with the cat right and ..."), in the negative
// ("I don't work at X anymore"), or as what someone else says that the
// user confirms ("my nan keeps telling everyone ..., and you know what
// she's right"); dates anchored to events ("since the christening", "the
// Monday after the bank holiday") beside explicit ones ("since the 3rd").
// Its distractors are hypotheticals ("if I ever moved to X"), plans that
// never happened, questions about other values ("whats the weather
// looking like in X") and friends' and family's values. Questions ask
// through errands ("if I sent a parcel to X's flat today which city would
// it go to"), second-hand claims ("X's mum says they're living somewhere
// new") and "up until X went to Y", with months asked "like in", "the
// first week of", "basically all of" or "the last couple of weeks of". It
// has its own cities, employers, partners and user names and half-new
// diets. Its author never ran the engine on it or on any raw set; its
// first run is the held-out figure.
//
// The shrouded set (rawshrouded.go) was written on 2026-12-04, in a sixth
// session, as the seventh blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the issue. It reads like someone texting an
// assistant from a phone: terse lower-case messages with abbreviations
// ("tmrw", "bc", "w/", "rn", "ngl", "tbh"), emoji and the odd typo, and
// bursts of short lines sent as one message ("ok update\nkeys handed back
// in X\nfirst night in the new place in Y"). Facts come out through
// logistics and side remarks ("ugh the 47 bus into X centre was late
// AGAIN", "new badge photo at X is tragic", "my other half X says hi",
// "meal prep: all X this week"); changes refer back to an earlier hint
// ("remember the interview i wouldnt tell u about? got it!!") or name only
// the new value ("first week at X done"), and reverts are told offhand
// ("X didnt work out, back at Y lol, long story"). Its distractors are
// sarcasm and jokes ("yeah right, me moving to X"), hypotheticals, other
// people's values, questions about other cities and companies, and hints
// that name no value ("flat viewing tmrw, not telling anyone where till i
// sign"); dates are anchored to events ("right after the wedding", "since
// my sister's hen do") or loose ("last wknd", "since the 14th", "since the
// start of the month"). Questions ask through errands ("what city do i
// write on the envelope for X's bday card", "what do i put under
// 'employer' for X on the guarantor form"), "back when X wasnt in Y yet"
// and "pre-Y", with months asked "as of", "at the tail end of", "roughly" or
// "mid way thru". It has its own cities, employers, partners and user
// names and half-new diets. Its author never ran the engine on it or on
// any raw set; its first run is the held-out figure.
//
// The gilded set (rawgilded.go) was written on 2026-12-05, in a seventh
// session, as the eighth blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the issue. Its user writes long, diary-like
// messages in decent, informal English: several topics in one turn, the
// fact buried mid-paragraph or in a subordinate clause ("...which only
// took me five months of living in X", "my colleague, who's been at X even
// longer than me, ..."), stories about siblings, friends, colleagues and
// exes that name cities, firms, diets and people that are not the user's,
// past and future told in passing, and a question at the end about
// something else. Changes come inside a longer story ("after eight years
// at X I finally said yes to Y, I start in two weeks"), reverts with
// regret ("the whole X adventure looked so good on paper ... came home to
// Y"). Its distractors are relatives' and friends' moves, jobs, diets and
// partners, interviews the user will not take, and the assistant naming
// or misremembering another value ("was X the place with the damp flat, or
// was that Y?"). Questions are asked by third parties planning something
// (a parcel label, a wedding seating chart, a reference letter, a
// Christmas stocking, a mortgage form), with months asked "over the course
// of", "in the early days of", "in the closing weeks of" or "in the thick
// of". It has its own cities, employers, partners and user names and
// diets of which six of ten are new. Its author never ran the engine on it
// or on any raw set; its first run is the held-out figure.
//
// The tinted set (rawtinted.go) was written on 2026-12-05, in an eighth
// session, as the ninth blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the issue. It reads like an agent's real working
// traffic: the user asks the assistant to do things (draft an email or a
// message, fill in a form, plan a trip, make a shopping list, compare
// options, rewrite a CV line, set a reminder), and the fact about the user
// is incidental context inside the request ("draft an email to the
// building manager: the lift in our block in X ...", "tidy up this line of
// my CV: 'Currently working in X ...'", "plan five dinners for me, I follow
// a X diet"). Requests are formal ("Dear Assistant, I require ..."),
// pasted fragments (a signature block, form fields such as "Address: ...",
// bullet lists with line breaks) or written in non-native English ("since
// four years", "make for me a list", "she don't eat spicy"); changes and
// reverts are stated inside requests too ("update my email signature now
// that I'm done at X and have started at Y", "change the emergency contact
// back, please"). The assistant's turns are long, helpful answers that name
// other cities, firms, diets and people as suggestions or as a
// misremembering it corrects. Its distractors are other people's values
// inside tasks ("book a table for my sister, she's on a X diet", "my
// colleague who lives in X asked ..."), hypotheticals ("if I ever moved to
// X") and questions ("what's the rent like in X?"). Questions are an
// agent's own (which city the courier should deliver to, which company
// goes on a conference badge, what to tell the restaurant, whose name goes
// on the second ticket), some with no topic word, with months asked "in
// the month of", "for the whole of", "on any given day in" or "in the
// second half of". It has its own cities, employers, partners and user
// names and diets of which seven of ten are new. Its author never ran the
// engine on it or on any raw set; its first run is the held-out figure.
//
// The frosted set (rawfrosted.go) was written on 2026-12-05, in a ninth
// session, as the tenth blind set, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from this
// package and the brief. It reads like terse phone and voice-assistant
// traffic: short commands with the fact as a side remark ("cab home pls.
// home is X", "alarm for 6.40. early shift at X tomorrow"), one-phrase
// answers to a question the assistant asked, with the value inside the
// user's own turn ("which city? X. for the delivery address, yeah",
// "employer? X"), corrections of the assistant ("no, not X — Y. i moved a
// few weeks back", "you've still got me in X"), negations ("not at X any
// more"), lower case and missing punctuation, and now and then a longer
// emotional vent (bins not collected, a first week at a new job, a row about
// the dishwasher). Changes and reverts come the same ways. The assistant's
// turns are short confirmations and questions that name other values as
// suggestions or as an old note it sets right ("I had X in an old note, but
// I've kept Y as home"). Its distractors are other people's values inside
// commands ("text mum that the X place is booked for her"), hypotheticals,
// questions about other values and a value the user rejects ("not X, god
// no"). Questions are short and terse, some with no topic word ("who does X
// come home to?", "if X says 'take me home', where does the car end up?"),
// with months asked "at any point in", "as things stood in", "right through"
// or "across". It has its own cities, employers, partners and user names and
// diets of which six of ten are new. Its author never ran the engine on it
// or on any raw set; its first run is the held-out figure.
//
// The etched set (rawetched.go) was written on 2026-12-05, in a tenth
// session, as the eleventh blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the brief. It reads like the long catch-up messages
// a user writes to a coaching or journaling assistant every week or two:
// narrative and reflective, past and present tense mixed, with time words
// inside the story ("since the spring", "these days", "for a while now", "a
// fortnight ago"), mood notes and goals for the week, and other people's
// news told at length in the same message as the user's own (a sister's
// move, a colleague leaving for a startup, a friend's new diet, a brother's
// break-up, reported speech: "she said she's thinking of moving to X"). The
// user's own fact comes mid-message or only at the end, or is only implied
// by an event ("signed the lease on a flat in X", "first week at X done",
// boxing up an ex's things), beside hedges and plans that are not facts
// ("might go veggie after the honeymoon", "if the job in Edinburgh comes
// through"). Changes and reverts are told the same way, with relative dates.
// The assistant's turns are reflective coaching replies and questions that
// sometimes name another value as a suggestion, a remembered old value or a
// check ("is X your partner, or Orla's?"). Its distractors are relatives',
// friends' and colleagues' moves, jobs, diets and partners, interviews and
// offers the user turns down and trips. Questions are varied and natural,
// many with no topic word ("which city does X wake up in", "whose toothbrush
// sits next to X's", "what would I need to plan the menu around"), several
// in the journaling frame ("going by the check-ins"), with months asked
// "back around", "in early", "the whole way through" or "around the middle
// of". It mixes British and American spelling, and has its own cities,
// employers, partners and user names and diets of which six of ten are new.
// Its author never ran the engine on it or on any raw set; its first run is
// the held-out figure.
//
// The woven set (rawwoven.go) was written on 2026-12-05, in an eleventh
// session, as the twelfth blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the brief. It reads like a user working through
// practical life admin with an assistant in a multi-party household and
// group-chat setting: the user forwards or pastes other people's messages
// ("fwd from Brenna:", quoted "> " lines from a housemate, a landlord, HR,
// a doctor, a partner or Mum), replies to them inline, and gives their own
// fact in that reply or in a one-line aside between quoted blocks ("For
// context, ... the three of us rent the terrace at the top of the hill in
// X"); some facts are answers to forms and checklists the user fills in
// ("Town/City: X", "Employer: X", "Dietary requirements: X", "Tenant 2:
// X"), some corrections of a pasted older note ("> Employer: X\nThat's
// been wrong since last month"), and changes and reverts come the same
// ways ("Previous address: X\nCurrent address: Y"). The assistant's turns
// are practical (summaries of the pasted text, checklists, drafts) and
// sometimes name another value. Its distractors are the quoted people's
// own values (a sister's offer on a flat, a partner's new job), values in
// pasted ads and listings, hypotheticals and values the user rejects ("Mum
// forwarded me a listing in X ... No."). Questions are varied and natural,
// some with no topic word ("what goes in the Town/City box", "whose
// payroll is X on", "who splits the bills with X"), with months asked "at
// the beginning of", "in the first half of", "in and around" or "at the
// close of". It mixes British and American spelling, and has its own
// cities, employers, partners and user names and diets of which seven of
// ten are new. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The braided set (rawbraided.go, with rawlate.go) was written on
// 2026-12-05, in a twelfth session, as the thirteenth blind set, by someone
// who had not read the engine's rules, its tests, its results or any set's
// misses, working only from this package and the brief. Its user checks in
// with an assistant irregularly, with gaps of weeks ("sorry I've been
// AWOL", "me again, three weeks later as usual"), so about one change in
// three is reported after the fact with its own time: "btw I moved to X
// three weeks ago, forgot to say", "I've been working at X since
// mid-June", "we got together just after Easter", "I switched to the X
// diet in the spring", some of them months after the change. The time words are relative
// (weeks or months ago), a month or part of a month, a season or a holiday,
// and the change is dated by them, not by the turn that reports it
// (rawlate.go): a historical question whose time falls between the change
// and the turn that first reports it has that later turn as gold. Other
// changes are live announcements ("moving day today!", "first day at X
// today"). Its distractors are other people's news told in the third
// person, often with their own time words (a brother's move, a sister's
// new job, a cousin's diet, a friend's engagement), hypotheticals, values
// the user rejects, and the assistant naming another value or, in the
// weeks before a late report, still the old one. Questions are varied,
// some with no topic word ("where will X be sleeping tonight", "who signs
// X's payslips"), with months asked "in early", "in mid-", "in late",
// "around", "by the end of" or plainly "in", each meaning a span the
// question's answer holds through, and "before X came along". It has its
// own cities, employers, partners and user names and diets of which seven
// of ten are new. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The knotted set (rawknotted.go) was written on 2026-12-05, in a
// thirteenth session, as the fourteenth blind set, by someone who had not
// read the engine's rules, its tests, its results or any set's misses,
// working only from this package and the brief. It is a multi-party group
// chat piped turn by turn: the asked person, two or three friends or
// housemates and the assistant, which the group addresses by name
// ("Sprocket"); every message is its own turn with its own speaker. The
// asked person announces their own changes and reverts live in their own
// first-person turns ("finally moved into the X flat!", "handing my notice
// in at X tomorrow, I start at Y on the 3rd") and replies to the others.
// The friends announce first-person changes of their own in their own
// turns ("I'm moving to X next month", "I've gone X"), on average about
// seven a conversation (about sixty-five in the long variant), and talk
// about the asked person in the third person, wrongly ("X's at Y now,
// right?"), which the asked person corrects without naming a value; the
// assistant sometimes names another value or mixes people up. Its gold
// rule is the speaker: only the asked person's own turns are gold, never
// another speaker's first-person statement. Questions name the asked
// person, some with no topic word, with months asked "in", "during", "for
// all of" or "through", and "before X". It has its own cities, employers,
// partners, user and friend names and diets, none of them in another
// set. Its author never ran the engine on it or on any raw set; its first
// run is the held-out figure.
//
// The quilted set (rawquilted.go) was written on 2026-12-05, in a
// fourteenth session, as the fifteenth blind set, by someone who had not
// read the engine's rules, its tests, its results or any set's misses,
// working only from this package and the brief. Its register is plans, cancellations and
// confirmations: the user talks to an assistant about changes before they
// happen and after. Weeks before each change they float it as a hedged
// plan ("I'm thinking of moving to X", "I've got a second interview at X",
// "might try the X diet next month"), sometimes with a step towards it that
// is still not the change ("verbal offer from X", "second viewing of the X
// place"); two times in three a plan for another value comes first and
// falls through ("the X flat fell through", "I turned the X offer down"),
// and in the filler weeks more plans are floated and dropped. The change is
// confirmed later, mostly in words that do not repeat the plan's verb
// ("keys collected, first night in X", "my X badge finally works", "week
// one of X done"), sometimes only by referring back ("so the thing I
// mentioned happened: X it is"). Other people's plans and changes, small
// talk and assistant turns that name other values or answer a plan by
// naming its value fill the weeks between. Its gold rule is the mood: only
// a turn in which the person states a value as holding is gold, never a
// plan, a step, a cancelled plan or someone else's news. Questions ask for
// the value that held, some with no topic word, with months asked "in",
// "during", "all the way through" or "on a typical day in", and "before X".
// It has its own cities, employers, partners, diets and user names, none
// of them in another set. Its author never ran the engine on it or on any
// raw set; its first run is the held-out figure.
//
// The stitched set (rawstitched.go) was written on 2026-12-05, in a
// fifteenth session, as the sixteenth blind set, by someone who had not
// read the engine's rules, its tests, its results or any set's misses,
// working only from this package and the brief. It is a weekly journal:
// the user keeps a running log with an assistant, and most entries are
// paragraphs of three to six clauses that cover several parts of life at
// once (home, work, food, the relationship, friends and family), written
// as prose, as one line split by semicolons or dashes, as a bulleted list
// or in labelled parts ("Home: ... Work: ... Food: ..."), some under a
// dated heading ("Week ending 14 March."); others are one line ("quiet
// week. nothing much to log."). The asked value is stated in one clause of
// such an entry, sometimes as its main news and often in passing in the
// middle ("...the commute from X is still grim, forty minutes door to
// door..."); changes are told among other news ("handed the keys back in
// X on Monday and I'm now properly living in Y, boxes everywhere"). The
// same entries carry the user's own other attributes with values that hold
// all through (the employer when the questions ask about the home, and so
// on), other people's homes, jobs, diets and partners (a friend's move, a
// sister's new job, a niece's diet), the user's earlier values told as
// past ("found a parking permit from my old flat in X"), plans and ideas
// that may not happen ("might go and look at flats in X next month",
// sometimes for the value that comes next) and family, health and weekend
// news. The assistant answers most entries in a line, and sometimes sums
// one up naming a value that does not hold (someone else's, an earlier
// one, one only floated) or suggests another. Its gold rule is the clause:
// only a turn in which the user states their own value as holding at that
// time is gold, never another person's value, a plan, a past value told as
// past, or an assistant turn, however much else the turn holds. Questions
// ask for the value, some with no topic word (which council sends the tax
// bill, whose stand-ups the user sits through, what a packed lunch must
// be, whose name goes on the RSVP card), with months asked "in", "come",
// "on the 15th of", "halfway into" or "mid-month in", and "before X". It
// has its own cities, employers, partners, diets and user names, none of
// them in another set. Its author never ran the engine on it or on any raw
// set; its first run is the held-out figure.
//
// The felted set (rawfelted.go) was written on 2026-12-06, in a sixteenth
// session, as the seventeenth blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the brief. It is the everyday mixed traffic of one
// person with a general-purpose assistant over many months, the closest
// thing to a real user's raw history: about a third of the person's turns
// are short chat ("lol yes exactly that", a quick fact, a quick question),
// about a third task requests (a recipe, code help, a trip, an email to
// draft, a budget, a gift, a form) that the assistant answers at length
// with lists and drafts, and about a third longer updates of three to
// eight sentences, some covering two or three parts of life at once (the
// person's other attributes with their values), some mostly about family,
// friends and colleagues with homes, jobs, diets and partners of their
// own. The asked fact arrives as a short aside, incidental to a task
// ("draft a note to my landlord: the bathroom fan in my flat in X ..."),
// as one sentence of a longer update, as a correction of the assistant's
// stale memory or wrong guess ("No — that was the old place. I'm in X
// now"), as the answer to the assistant's clarifying question in the
// person's own words ("Search around X, that's where I live"), or implied
// by a routine ("the 7:40 out of X was cancelled again"); after its first
// full mention the person may use a nickname or abbreviation for it ("MK",
// "the Trust", "Otto"). First statements carry relative times ("since the
// spring", "for about six weeks now"), changes only short ones ("moved
// last weekend"); reverts are told as "back to X" or by naming the old
// value again without a change verb ("after the whole X episode, home is
// Y again"). Its distractors are other people's values, plans and
// hypotheticals that do not happen, the assistant naming another value (a
// wrong guess, a suggestion, a stale memory), questions about other values
// ("is X a decent place to work? my friend has an offer") and the person's
// earlier values told as past. Its gold rule is the one of the stitched
// set: only a turn in which the person states their own value as holding
// at that time is gold. Questions are asked as an agent or the person
// would (which town the takeaway driver heads for, who they would ring to
// call in sick, what to tell the caterer, who fills a 'plus one'), some
// with no topic word, with months asked "in", "at some stage in",
// "partway through", "two weeks into" or "circa", and "before X". It has
// its own cities, employers, partners, diets and user names, none of them
// in another set. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The spun set (rawspun.go) was written on 2026-12-06, in a seventeenth
// session, as the eighteenth blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working only
// from this package and the brief. It is one person's raw history with an
// assistant over many months in which the facts arrive inside material the
// person pastes or dictates: their own reply in a pasted email thread
// (headers, quoted lines, a signature), a pasted document (a CV line, a
// tenancy clause, an order confirmation or a changed delivery address, a
// removals invoice, a calendar export, a half-filled form, a booking or a
// joint bill naming the partner only as the second guest or joint holder,
// an email signature under "does this look ok?"), a message drafted to
// someone else, a voice-note transcription (lower case, fillers, false
// starts and self-corrections: "we live in X — no sorry lived past tense
// we're in Y now", the value sometimes in lower case), a short chat line,
// or a correction of the assistant's wrong summary of a pasted letter.
// Short chat, value-free voice notes and pasted chores answered at length
// come between. Its distractors are pasted material about other people (a
// friend's CV, a colleague's signature, a neighbour's letter) that the
// assistant sometimes takes for the person's, quoted old mail with the
// person's earlier value told as past, plans and hypotheticals that do
// not happen, questions about other values and the assistant naming
// another value (a suggestion, a wrong summary). Its gold rule is the one
// of the stitched set: only a turn in which the person states their own
// value as holding at that time is gold. Questions are asked as an agent
// or the person would (where a courier heads, whose HR logs a sick day,
// which meal kit box to pick, who goes in the second-guest box), some
// with no topic word, with months asked "in", "smack in the middle of",
// "back when it was", "for the duration of" or "in the midst of", and
// "before X". It has its own cities, employers, partners, diets and user
// names, none of them in another set. Its author never ran the engine on
// it or on any raw set; its first run is the held-out figure.
//
// The plied set (rawplied.go) was written on 2026-12-06, in an
// eighteenth session, as the nineteenth blind set, by someone who had not
// read the engine's rules, its tests, its results or any set's misses,
// working only from this package and the brief. Its register is threaded
// short-message traffic: the person types to the assistant in runs of
// short messages sent one after another, every message its own turn, so
// that a fact arrives split across consecutive turns. The asked value is
// stated in one message of a burst of two or three, usually the second,
// between openers and closers that name no value ("ok so. update
// incoming", "anyway that's my news"); in a late answer, a fragment sent
// two or three turns after the assistant's clarifying question, once the
// person has broken off and come back ("hang on, someone's at the door",
// then "back. it's X, for the search. I live there"); in a correction of
// the assistant's read-back of its notes from earlier sessions, which
// names a stale or wrong value ("that note's out of date, I left X. it's
// Y since the weekend"); or in an aside that names the value once through
// the thing it hangs on (the landlord, the commute, a badge, a meal prep,
// a date night). Otherwise the person refers to the fact only through
// such things and never names it. First statements may be dated by
// events ("since just after the wedding"), changes only by short
// relative times. Its distractors are other people's values, sometimes
// inside a burst, the person's earlier values told as past, plans and
// hypotheticals that do not happen, the person's other attributes, and
// the assistant naming another value (a suggestion, a wrong read-back the
// person rejects without naming a value). Its gold rule is the one of the
// stitched set: only a turn in which the person states their own value as
// holding at that time is gold, here always a whole message. Questions
// are asked as an agent or the person would (which bin calendar goes on
// the fridge, whose lanyard, what to keep in mind when cooking, who the
// plus-one is), some with no topic word, with months asked "in", "the
// third week of", "on a normal weekday in", "a fortnight or so into" or
// "well into", and "before X". It has its own cities, employers,
// partners, diets and user names, none of them in another set. Its author
// never ran the engine on it or on any raw set; its first run is the
// held-out figure.
//
// The twined set (rawtwined.go) was written on 2026-12-06, in a
// nineteenth session, as the twentieth blind set, by someone who had not
// read the engine's rules, its tests, its results or any set's misses,
// working only from this package and the brief. Its register is an agent
// runtime's full transcript: one person's months with a tool-using
// assistant (speaker "Relay"), with every role the runtime pipes. The
// person (role user) mostly makes short requests; the assistant (role
// assistant) replies and announces tool calls ("Checking your orders…");
// the tools (role tool, speaker the tool's name: calendar, email.search,
// web.search, orders, maps, contacts, payroll, bank) return raw records
// and lists, most of them about other people and other values (a friend's
// contact card, a colleague's invite, search results listing several
// towns, employers, diets or people); the runtime (role system, speaker
// "system") opens each session with a header and often injects a memory
// note ("memory: lives in X; works at Y") that lags a few sessions behind
// a change, so it is sometimes stale. The asked value is stated in a
// request that presupposes it, an answer to the assistant's clarifying
// question, a correction of the assistant acting on a stale note or a
// wrong guess, one sentence of a longer update, or a record of the
// person's own that a tool returns (an order delivered to their default
// address, a payslip from their employer, their own contact card, a
// calendar entry with their partner), under a header naming them. Its
// gold rule is the one of the stitched set, with one addition: a record
// of the person's own that states their value as holding when it is read
// is gold, as their own words would be; memory notes, assistant lines,
// other people's records and search results never are. Questions are
// asked as the other sets ask them and also as yes/no "still" questions
// naming a stale or wrong value ("Is X still living in Y?"), expected
// always the value that held, with months asked "in", "in the heart
// of", "going by the records for", "when the calendar said" or "as the
// logs had it in", and "before X". It has its own cities, employers,
// partners, diets and user names, none of them in another set. Its
// author never ran the engine on it or on any raw set; its first run is
// the held-out figure.
//
// The laced set (rawlaced.go) was written on 2026-12-06, in a twentieth
// session, as the twenty-first blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is a voice
// assistant's speech-to-text log: one person's months of talking to a
// smart speaker, a car assistant or a phone's voice mode (speaker
// "Nova"), as the recogniser wrote it down. The person's turns (role
// user) are all lower case, names of people, towns, employers and diets
// included, with little punctuation and dropped apostrophes, fillers,
// false starts and self-repairs, wake words ("hey nova"), spoken numbers
// and dates, run-ons joined by "and" and "so", and utterances the
// recogniser cut in two when the person paused, so that a fact is split
// across two consecutive turns. The assistant (role assistant) answers in
// short, cased text-to-speech replies: it reads values back, asks to
// confirm what it heard, suggests other values and acts on the person's
// earlier value until told otherwise. Other voices in the room (role
// participant: a flatmate, a brother, a sister) say their own values. Now
// and then the recogniser mishears the person's value as a near-homophone
// that is no value ("skip town" for "skipton"), the assistant asks to
// confirm, and the person says it again. The asked value is stated in a
// command that presupposes it, a clause of a run-on, an utterance with a
// false start or a self-repair, the second half of a split utterance, or
// the correction of a mishearing. Its gold rule is the one of the
// stitched set: only a turn of the person that states their value as
// holding is gold; of a split utterance the half that holds the value,
// never the misheard turn (the value in it is wrong), the assistant's
// read-backs and confirmations, other voices, past values or plans.
// Questions are typed and cased; expected is the value as cased in its
// list, compared without case with the lower-case turns. Questions are
// asked as the other sets ask them and also as yes/no "still" questions
// naming a stale or wrong value, expected always the value that held,
// with months asked "in", "somewhere in", "the second week of", "by the
// middle of" or "on an ordinary day in", and "before X". It has its own
// cities, employers, partners, diets and user names, none of them in
// another set. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The pleated set (rawpleated.go) was written on 2026-12-06, in a
// twenty-first session, as the twenty-second blind set, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is the shape of
// LoCoMo's conversations: two people's private message thread over many
// months (two friends, siblings or old colleagues who live apart), which
// an agent observes and pipes into memory turn by turn. There is no
// assistant: both people are role user, each with their own speaker
// name, and the questions ask about either of them (the question's
// subject names whom; about half each). Sessions are dated exchanges
// days or weeks apart, with greetings, catching up and sign-offs. Both
// people have the asked attribute, each with their own first value,
// changes and now and then a revert, sometimes changing in the same
// season with different values; their other attributes hold all
// through. A value is stated as first-person news told to the friend, as
// the answer to the friend's question (the topic in the question, the
// value only in the answer), as the correction of the friend's question
// naming a stale value or a wrong guess, as one part of a catching-up
// summary over several parts of life, or as news confirmed only by
// reaction after the friend has heard it elsewhere. Distractors: the
// friend's echoes of the person's value in the second person
// ("congrats on X!", "how's life in X?"), the friend asking about a stale
// value, which the person puts right without naming one, mutual friends'
// and family's news in the third person, plans and hypotheticals that do
// not happen, memories of the past ("remember when we both lived in
// X?"), earlier values told as past and the friend's suggestions. Its
// gold rule is the one of the stitched set, per subject: only a turn in
// which the question's subject states their own value as holding is
// gold, an answer to the friend's question naming it included; never the
// friend's turn, even when it names the subject's value, so that one
// person's statement is gold for the questions about them and a
// distractor for the questions about the other. Questions are typed by
// whoever asks, normally cased, as the other sets ask them and also as
// yes/no "still" questions naming a stale or wrong value (sometimes the
// other person's), expected always the value that held, with months
// asked "in", "at the midpoint of", "for a good stretch of", "on a
// weekend in" or "any time in", and "before X". It has its own towns,
// employers, partners, diets and user names, none of them in another
// set. Its author never ran the engine on it or on any raw set; its
// first run is the held-out figure.
//
// The hemmed set (rawhemmed.go) was written in a later session, as the
// twenty-third blind set, by someone who had not read the engine's rules,
// its tests, its results or any set's misses, working only from this
// package and the brief. Its register is one person's email, piped into
// memory by a mail agent one message a turn over many months: the owner
// of the mailbox (the questions' only subject) and three to five
// correspondents (a relative, an old friend, a colleague, a letting
// agent, a club secretary, a recruiter), all role user with their first
// names as speakers, plus services' notifications; no assistant.
// Sessions are email threads (a subject line, two to six messages days
// apart), threads with different correspondents overlapping over the
// months. Messages have greetings and sign-offs, replies quote the
// message they answer ("> " lines under "On ..., X wrote:", nested, or an
// Outlook-style "-----Original Message-----" block) or the line they
// answer above the answer, the owner's messages to formal correspondents
// carry a signature block (title, employer, town) that goes stale after a
// change, and there are forwarded messages, auto-replies and
// notifications that name values. A value is stated as news in a new
// thread, as the answer to a correspondent's question quoted with it, as
// the correction of a correspondent's stale or wrong guess quoted above
// it, as one paragraph of a long catch-up message, or in a note over a
// forwarded message that names it too. Its gold rule is the stitched one,
// with the owner's own text: a turn is gold when the text the owner wrote
// in it, less quoted lines, forwarded and Outlook-quoted blocks and the
// signature, states the owner's value as holding; a value only in a quote,
// a forwarded block, a signature, an auto-reply or a notification is never
// a statement, and a correspondent's turn is never gold. Distractors: the
// correspondents' echoes and quotes of the value that holds, signatures
// and notifications naming it (all allowed, never gold), stale signatures
// and notifications, the owner's replies quoting stale questions, old
// threads dug up quoting an old statement, forwarded mail in which
// someone else states their value in the words of a statement, other
// people's news, plans, memories, earlier values told as past and
// suggestions. Questions are typed by whoever asks, normally cased, also
// as yes/no "still" questions naming a stale or wrong value, expected
// always the value that held, with months asked "in", "for the bulk of",
// "deep into", "on a rainy day in" or "by mid-", and "before X". It has
// its own towns, employers, partners, diets and user names, none of them
// in another set. Its author never ran the engine on it or on any raw
// set; its first run is the held-out figure.
//
// The basted set (rawbasted.go) was written in a later session, as the
// twenty-fourth blind set, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from
// this package and the brief. Its register is spoken conversation as a
// voice agent's speech recogniser writes it down: a voice assistant (a
// phone app, a car, a kitchen speaker; role assistant) talks with one
// person (role user, their first name as speaker) over many months, one
// utterance a turn, in voice sessions minutes long, days or weeks apart.
// Each conversation has one of two recognisers: a formatted one
// (capitals at the start and on most proper nouns, rough punctuation,
// run-ons, digits for times and dates, now and then a name in lower case
// or split in two, never the asked value of a gold turn split) or a raw
// streaming one (all lower case, no punctuation, numbers and dates spelled
// out). Both write fillers, false starts, repairs and self-corrections,
// repetitions, trailing off, backchannels as turns of their own,
// utterances cut into two or three turns, and now and then a homophone
// for a common word. The assistant is short, confirms and repeats back,
// reads messages aloud, acts on the person's earlier value until told
// otherwise and suggests other values. A value is stated in passing in a
// request ("navigate home, oh wait, home's the new place in X now, we
// moved"), as the answer to the assistant's question, as the correction
// of the assistant's stale act or wrong guess, across turns the
// recogniser split (the value in the last), with a false start or a
// self-correction ("I work at, sorry, I used to work at Y, now it's X"),
// or as the correction after the recogniser misheard it as a
// near-homophone that is no value. Its gold rule is the stitched one:
// only a turn of the person's that states their own value as holding is
// gold; of a split utterance the turn that holds the value, never a
// misheard turn, an assistant's line, someone else's value, a quote, a
// text read out, a plan, a memory or an earlier value told as past. The
// gold oracle reads a basted turn as the raw streaming recogniser would
// write it (lower case, no punctuation), so both recognisers' turns read
// alike, and compares values without case. Questions are typed by whoever
// asks, normally cased, also as yes/no "still" questions naming a stale
// or wrong value, expected always the value that held, with months asked
// "in", "on a quiet evening in", "a few days into", "at the height of" or
// "for a spell in", and "before X". It has its own towns, employers,
// partners, diets and user names, none of them in another set. Its author
// never ran the engine on it or on any raw set; its first run is the
// held-out figure.
//
// The darned set (rawdarned.go) was written in a later session, as the
// twenty-fifth blind set, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from
// this package and the brief. Its register is written chat in English as
// a second language: one person (role user, their first name as speaker)
// types to a general assistant (role assistant) over many months, sessions
// days or weeks apart. Each person has one first language (German,
// Spanish, Brazilian Portuguese, French, Hindi (Indian English), Mandarin,
// Russian, Arabic, Turkish, Polish, Japanese or Italian) and writes
// English consistent with it: its greetings, markers and thanks,
// code-switched words ("mi pareja", "mein Schatz", "ghar"), and its
// transfers in tense and aspect ("I am living in X since two years"),
// prepositions ("I am working by Y"), regional usage ("shifted to X",
// "presently I am with Y", "my would-be"), false friends ("actually" for
// currently, "actual" for now, "eventually" for possibly, "become" for
// get), dropped articles and plural s, typos, "he" and "she" mixed for a
// partner by speakers of languages with one spoken third-person pronoun,
// now and then a turn all in lower case, and long messages joining
// several news with commas. The assistant writes standard English,
// confirms or rephrases, misreads a non-native phrase now and then and is
// corrected, and suggests other values. A value is stated as news (live,
// or told after the fact with its own time words), as the answer to the
// assistant's question, in the middle of a request, as the correction of
// the assistant's misreading, across messages sent seconds apart (the
// value in the last) or with a self-repair of tense or preposition that
// corrects an earlier value away. Its gold rule is the stitched one: only
// a turn of the person's that states their own value as holding is gold,
// whatever its tense ("I am living in X since two years" is; "I was used
// to live in X" and "before I was working for Z" are not); of a split
// message the turn that holds the value; never the assistant's lines,
// someone else's value, a quote, a plan or wish, a memory or an earlier
// value told as past. The gold oracle reads a darned turn in lower case,
// so an all-lower-case turn reads as its cased twin. Questions are typed
// by whoever asks, normally cased, also as yes/no "still" questions
// naming a stale or wrong value, expected always the value that held,
// with months asked "in", "one day in", "on a Sunday in", "some weekday
// in" or "in the second or third week of", and "before X". It has its
// own towns, employers, partners, diets and user names, none of them in
// another set. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The tatted set (rawtatted.go) was written in a later session, as the
// twenty-sixth blind set, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from
// this package and the brief. Its register is very online, slang-heavy
// texting: one person in their late teens to thirties (role user, their
// first name as speaker) texts a general assistant (role assistant) from
// their phone over many months, sessions days or weeks apart. Each
// person keeps one of twelve texting styles: heavy abbreviations ("u",
// "ur", "bc", "tmrw", "b4", "w/"), emoji-heavy ("📦➡️ X"), all lower
// case without punctuation, ALL CAPS when excited, keysmash and
// elongated words ("asdfghjkl", "sooooo"), meme formats ("pov:", "it's
// giving", "main character energy"), hashtag captions, status-update
// one-liners ("status: employed @ Y", "officially"), terse ("k", "ya",
// "yup"), typos and autocorrect slips without apostrophes ("teh", "im"),
// and normal writing with Gen Z or millennial slang ("no cap",
// "adulting", "bae"); everyone says "lol", "ngl", "tbh", "lowkey",
// "era", "arc", "bf". The assistant writes standard English, decodes the
// slang back ("Congrats on the new job at Y!"), asks what a word means
// and is told, misreads now and then ("Wait, you moved to X?" / "no lol
// X is where my bf lives") and suggests other values. A value is stated
// as news (live, or told after the fact with its own time words, perhaps
// in a run-on message after other news), as the answer to the
// assistant's question, in the middle of a request, as the correction of
// the assistant's misreading, in a burst of messages seconds apart (the
// value in one of them) or right after a joke the assistant asked about.
// Its gold rule is the stitched one: only a turn of the person's that
// states their own value as holding is gold, slang, emoji and
// abbreviations included as long as the value's name is written out; of
// a burst the turn that holds the value; never the assistant's lines,
// someone else's value, a quote or meme, a plan or wish, a joke or
// sarcasm naming a value, a memory or an earlier value told as past. The
// gold oracle reads a tatted turn as rawSpoken writes it (lower case, no
// punctuation), so a turn in lower case without punctuation, in capitals
// or without apostrophes reads as its cased twin. Questions are typed by
// whoever asks, normally cased, also as yes/no "still" questions naming a
// stale or wrong value, expected always the value that held, with months
// asked "in", "on a random day in", "sometime during", "on a weeknight
// in" or "around payday in", and "before X". It has its own towns,
// employers, partners, diets and user names, none of them in another
// set. Its author never ran the engine on it or on any raw set; its
// first run is the held-out figure.
//
// The smocked set (rawsmocked.go) was written in a later session, as the
// twenty-seventh blind set, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from
// this package and the brief. Its register is a customer's account chat
// with the support or concierge assistant of one or two services they
// use (a meal-kit delivery, an online grocer, a bank, an energy
// supplier, a gym, an insurer, an HR and benefits portal), over many
// months, sessions days or weeks apart, each opened by the assistant's
// greeting naming its service: the customer (role user, their first
// name as speaker) keeps one manner (polite, impatient and now and then
// in capitals, chatty with emoji, terse, rushed in lower case, pasting
// references, apologetic, business-like) and writes as customers write to
// support, with "hi, quick question" openers, order, case and ticket
// numbers, form fields pasted on lines of their own ("Address line 1:
// ...", "City: ..."), delivery notes, complaints and follow-ups on an
// earlier ticket. The assistant writes support English: confirmations
// and ticket summaries ("I've updated your address to X", after the
// customer said it), read-backs of the record it holds and upsell offers
// naming other values. A value is stated as a request (live, or told
// after the fact with its own time words), in pasted form fields, as the
// answer to the assistant's value-less question, inside a request about
// something else, as the correction of the assistant's read-back of a
// stale or wrong record ("no, your system still says Y, I moved out of
// there weeks ago, I live in X now"), over messages seconds apart, or in
// the message correcting a typo in a form just pasted; a statement may be
// one service's only and is then said in a session with it. Its gold rule
// is the stitched one: only a turn of the customer's that states their
// own value as holding is gold, inside a form field, a delivery note or a
// request included, as long as the value's name is written out; of
// several messages the turn that holds the value; of a typo and its
// correction the correction; never the assistant's lines, a gift or a
// relative's value, a billing address, a parcel locker, a client or a
// household member's plan, a plan or a coverage question, an earlier
// value told as past, an offer refused or sarcasm. The gold oracle reads
// a smocked turn as rawSpoken writes it, so a turn in lower case, in
// capitals or with form fields on lines of their own reads as its cased
// one-line twin. Questions are typed by whoever asks (an agent reviewing
// the account, a courier, HR), normally cased, also as yes/no "still"
// questions naming a stale or wrong value, expected always the value
// that held, with months asked "in", "during the billing month of", "on
// a delivery day in", "when the direct debit went out in" or "around the
// renewal date in", and "before X". It has its own towns, employers,
// partners, diets, user names and service names, none of them in another
// set. Its author never ran the engine on it or on any raw set; its
// first run is the held-out figure.
//
// The couched set (rawcouched.go) was written in a later session, as the
// twenty-eighth blind set, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from
// this package and the brief. Its register is one employee's workplace
// chat (Slack or Teams style) over many months: direct messages with the
// workplace assistant bot (HR and payroll, travel and desks, the IT
// helpdesk, the canteen) and a team channel where three colleagues post
// too (role user, each under their own name), sessions days or weeks
// apart, each opened by the bot (a DM desk's greeting or a channel
// notice). The employee (role user, their first name as speaker) keeps
// one manner (all in lower case, terse, chatty, formal, excitable and
// now and then in capitals, emoji as text codes) and writes as people
// write at work: standups ("Yesterday: ...\nToday: ...\nBlockers:
// ..."), "OOO friday", @mentions, thread replies, bot commands, farewell
// posts and onboarding questions after a job change, lunch orders and
// party +1s. A value is stated in a post, a standup, a bot command, an
// answer to the bot's value-less question, a thread reply to a
// colleague's value-less question, the correction of the bot's stale or
// wrong record, or over messages seconds apart; a statement may be one
// room's only and is then said there. Its gold rule is the stitched one:
// only a turn of the employee's own that states their own value as
// holding is gold, inside a standup, a command, a lunch order or a
// request included, as long as the value is written out; of several
// messages the turn that holds the value; never a colleague's turn (their
// own news, or a cheer naming the employee's value), never the bot's
// lines, an office, a business trip, a client or partner company, a
// relative's value, a plan, an earlier value told as past, an offer
// refused or a joke; a desk booking counts only where the same turn says
// the employee lives there now. The gold oracle reads a couched turn as
// rawSpoken writes it, so a turn in lower case, in capitals, with emoji
// codes or a standup on lines of its own reads as its cased one-line
// twin. Questions are typed by whoever asks (an HR partner, a manager, a
// colleague organising an event), normally cased, also as yes/no "still"
// questions naming a stale or wrong value, expected always the value
// that held, with months asked "in", "at the all-hands in", "in the
// payroll run for", "around the quarterly review in" or "on a standup day
// in", and "before X". It has its own towns, employers, partners, diets,
// user names and colleagues' names, none of them in another set. Its
// author never ran the engine on it or on any raw set; its first run is
// the held-out figure.
//
// The ruched set (rawruched.go) was written in a later session, as the
// twenty-ninth blind set, by someone who had not read the engine's rules,
// its tests, its results or any set's misses, working only from this
// package and the brief. Its register is one person's chat history with a
// general-purpose AI assistant (ChatGPT style) over many months: they
// come to get things done, and their own facts arrive inside task
// requests, not as news. Every session is a new chat days or weeks after
// the last, about one task (writing help, food, local life, life admin,
// career, or tech questions that name no fact of theirs), opened by the
// person (role user, their first name as speaker) and answered at length
// by the assistant (role assistant), which echoes their values back and
// names other values in its suggestions. The person keeps one manner
// (brisk imperatives, long rambling paragraphs, bullet lists of
// requirements, prompts under "Context: / Task: / Constraints:"
// headers, pasting their own texts, corrections, follow-ups; some type all
// in lower case). A value is stated inside a one-line request, as a
// clause of a rambling paragraph before the request it gives context for,
// as a prompt's Context line, as one bullet of a list of requirements,
// inside a text of their own pasted in quotes for proofreading, in the
// correction of the assistant's stale or wrong assumption ("I'm not in X
// any more, I moved to Y in march"), in a follow-up after a value-less
// answer, or in the second of two messages seconds apart. Its gold rule
// is the stitched one: only a turn of the person's own that states their
// own value as holding, the value written out, is gold, never the
// assistant's, never a draft for someone else, a text by someone else
// they paste, fiction or role-play, a hypothetical, a comparison, a job
// applied for, a diet considered, a trip or a client, a value told as
// past, a joke or a suggestion refused; of two messages the one holding
// the value. The gold oracle reads a ruched turn as rawSpoken writes it,
// so a turn in lower case, a prompt or a list on lines of their own or a
// pasted text reads as its cased one-line twin. Questions are asked as an
// agent using the memory would ask them, normally cased, also as yes/no
// "still" questions naming a stale or wrong value, expected always the
// value that held, with months asked "in", "back in", "as of mid-",
// "during" or "around", and "before X". It has its own towns, employers,
// partners, diets and user names, none of them in another set. Its
// author never ran the engine on it or on any raw set; its first run is
// the held-out figure.
//
// The shirred set (rawshirred.go) was written in a later session, as the
// thirtieth blind set, by someone who had not read the engine's rules,
// its tests, its results or any set's misses, working only from this
// package and the brief. Its register is one person's mailbox piped into
// an email assistant message by message over many months, sent and
// received: headers written into the text, a greeting, a body, a
// sign-off, a signature block under "-- " and often the quoted thread
// ("On ... wrote:" and "> " lines, or "-----Original Message-----"),
// forwarded messages, auto-replies, newsletters and receipts. The person
// (role user, their first name as speaker) writes to four correspondents
// (role user, their own first names as speakers, each with a signature
// of their own); automated mail is role assistant. A value is stated in
// the person's own sent mail: a line of a short email, a clause of a long
// email about something else, their signature (a new employer or
// address), an item of a list of details (an RSVP, a form), a text of
// their own in quotes for a newsletter, the correction of a
// correspondent's stale or wrong assumption, a follow-up to a reply, or
// the second of two emails seconds apart. Its gold rule is the stitched
// one read on the part of an email its sender wrote: the oracle leaves
// out quoted lines, the "On ... wrote:" line and original or forwarded
// messages, and keeps the signature (rawShirredOwn); a gold turn is the
// person's own email whose own body or own signature states their own
// value as holding, never a quoted older email of theirs with a stale
// signature or address, a forward, a correspondent's news or
// signature, an out-of-office naming a colleague's company, a
// newsletter, receipt or digest, their mail about someone else, a
// hypothetical, an interview not taken, a past value, a joke or an
// unsubscribe. Questions are asked as an agent using the memory would
// ask them, normally cased, also as yes/no "still" questions naming a
// stale or wrong value, with months asked "in", "over", "throughout",
// "as at" or "around", and "before X". It has its own towns, employers,
// partners, diets, user names and correspondents' names, none of them in
// another set. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The tucked set (rawtucked.go) was written in a later session, as the
// thirty-fifth set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is an AI meeting
// note-taker and call recorder piping the diarized transcripts of one
// person's calls over months: video calls with colleagues, a GP or
// dentist receptionist, a bank or utility helpline, a landlord or letting
// agent, family and friends, a recruiter. Each turn is one diarized
// segment as the note-taker writes it ("[00:14:32] Full Name: ..." or
// "Speaker 2 (00:03:10): ..."), with fillers, false starts, repeated
// words, "[inaudible]" and "[crosstalk]", lower-case and unpunctuated
// runs and the odd misheard common word. The person (role user, their
// first name as speaker) talks with the call's other participant (role
// user, their own first name as speaker); the note-taker's auto-summaries
// and action items are role assistant, and name the value just stated, a
// stale one or a wrong one. A value is stated in an aside, as the answer
// to a security question or a form, as the correction of the other side
// reading back an old or wrong record, said and spelled out letter by
// letter, in a story (often weeks after the change), or across two
// segments the diarizer cut apart. Its gold rule is the stitched one read
// as rawSpoken writes the segment: only a segment of the person's own
// stating their own value as holding is gold, never the participant's
// read-back, record or own news, never the note-taker's summary, a
// relative's value, a client or supplier, a trip, a hypothetical, an
// interview or an offer declined, a past value, a joke or a misreading
// the person denies. Questions are asked "going by their calls",
// normally cased, also as yes/no "still" questions naming a stale or
// wrong value, with months asked "in", "during", "on calls in", "across"
// or "going into", and "before X". It has its own towns, employers,
// partners, diets, user names and participants' names, none of them in
// another set. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The gathered set (rawgathered.go) was written in a later session, as
// the thirty-sixth set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is exported group
// chats (WhatsApp, Signal or Telegram style) that an agent ingests for
// one member, the subject, over many months: a family group, a
// flat-share group, old university friends, a running club, a book club
// and a group organising a wedding, each with five other members who
// tell their own homes, employers, diets and partners. Each turn is one
// message as the export writes it ("[12/03/2025, 14:22:05] Name: ..." or
// "12/03/2025, 14:22 - Name: ..."), the sender's display name a full
// name, a nickname, a contact saved as "Mum" or a phone number; the
// group's assistant posts reminders, poll results and a weekly digest
// that is sometimes stale or wrong (role assistant), and the export's
// system lines record members added or leaving (role system). The
// register's furniture is there: "<Media omitted>", "This message was
// deleted", "Missed voice call", forwarded posts, reply quotes,
// @mentions, polls, emoji, multi-line messages, a message split over two
// sent seconds apart, typos and autocorrect slips. The subject's value
// comes as news to the group, as a reply quoting a member's question, as
// the correction of a member's wrong or stale claim about them, through
// logistics that imply it, split over two messages, or as a change told
// weeks later. Its gold rule is the stitched one read on the text the
// subject wrote, less a reply's quote and a forwarded post, as rawSpoken
// writes it: never a member's message (their own news, also told in
// the very words of the subject's statements, a quote of the subject's
// statement, new or old, a stale or wrong claim), the digest or a
// forward. Questions are asked "going by the group chat", normally
// cased, also as yes/no "still" questions naming a stale or wrong
// value, with months asked "in", "during", "around", "back in" or "all
// through", and "before X". It has its own towns, employers, partners,
// diets, user names and members' names, none of them in another set.
// Its author never ran the engine on it or on any raw set; its first run
// is the held-out figure.
//
// The fringed set (rawfringed.go) was written in a later session, as the
// thirty-seventh set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is online community
// posts and comments scraped for one member, the subject, over many
// months: subreddits of a city, personal finance, home cooking, running
// and relationships, a Discourse-style homebrewing forum and a Q&A site,
// each with six other regulars who tell their own homes, employers, diets
// and partners. Each turn is one post or comment under its site's header
// ("u/name · r/Board · 14 Mar 2025 · 412 points: ...", "Re: Title --
// posted by name on 2025-03-14 09:12: ..." or "Answer by name · 14 Mar
// 2025 · score 7: ..."), its speaker the author's username; the subject
// posts under one username (the questions' subject) and once under a
// throwaway that never states a value; the moderator bot posts rule
// reminders and TL;DR summaries that are sometimes stale or wrong (role
// assistant), and removal notices are system lines. The furniture is
// there: flairs (the subject's stale after a move, and never gold),
// EDIT and UPDATE lines, quoted parent text, [deleted] and [removed],
// upvotes and awards, links, markdown, crossposts and polls. The
// subject's value comes in a post, a reply under a quoted question, the
// correction of a commenter, an advice request built on it, an EDIT or
// UPDATE under a body naming none, or a change told weeks later in an
// unrelated thread. Its gold rule is the stitched one read on the text
// the subject wrote, less quoted parent text and a crosspost, as
// rawSpoken writes it: never another user's post, the bot, a flair or
// the throwaway. Questions are asked "going by their posts", normally
// cased, sometimes with the username beside the first name, also as
// yes/no "still" questions naming a stale or wrong value, with months
// asked "in", "during", "around", "as of" or "over", and "before X". It
// has its own towns, employers, partners, diets, user names and other
// users' names. Its author never ran the engine on it or on any raw set;
// its first run is the held-out figure.
//
// The ribbed set (rawribbed.go) was written in a later session, as the
// thirty-eighth set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is a personal
// journaling app ingested for its one owner over many months: dated
// journal entries, quick notes to self, to-do lists, gratitude lists,
// mood check-ins, dream logs, goals and habit trackers under the app's
// headers ("Tue 14 Mar 2025, 22:41 — Evening pages"), with tags, mood
// lines, location stamps (often a trip), weather lines, checklists and
// pasted snippets; the owner's speaker is the display name, a handle or
// "me", one per conversation; the app's AI companion (role assistant)
// writes prompts, reflections and weekly summaries that are sometimes
// stale or wrong, and the app's notices, "On this day" memories among
// them, are system lines. The owner's value comes in a long entry, an
// answer to the companion's prompt, the correction of its summary, a
// checklist item, a note in the second person, a change told in passing
// or an entry saying a goal has happened. Its gold rule is the stitched
// one read on the text the owner wrote, less pasted lines, as rawSpoken
// writes it: never the companion, a system line, a plan, dream or trip,
// another person's value or a pasted snippet. Questions are asked about
// the journal, normally cased, sometimes with the handle beside the
// first name, also as yes/no "still" questions naming a stale or wrong
// value, with months asked "in", "during", "around", "by the middle of"
// or "across", and "before X". It has its own towns, employers,
// partners, diets and owners' names. Its author never ran the engine on
// it or on any raw set; its first run is the held-out figure.
//
// The purled set (rawpurled.go) was written in a later session, as the
// thirty-ninth set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is a
// language-learning app's chat log for one adult learner of English over
// many months: free writing about their life, the AI tutor's corrections
// that repeat the learner's sentence back fixed or with tracked changes,
// gap-fill drills and translations about invented people, role-plays in
// which the learner plays a character, vocabulary and pronunciation
// notes, texts the learner pastes for help (lines starting "> ", often
// about other people), and the tutor's session summaries and progress
// notes, sometimes stale or wrong (role assistant); lesson titles,
// streaks, scores and review cards quoting an old sentence are system
// lines. The learner's speaker is a display name, a username, "learner"
// or "student", one per conversation. The learner's value comes in free
// writing, an answer to the tutor, the correction of its summary, a
// sentence rewritten after the tutor corrected a first try, a sentence
// put right in the same message ("sorry, I mean ..."), a change told in
// passing or a message saying a plan has happened. Its gold rule is the
// stitched one read on the text the learner wrote, less pasted lines, as
// rawSpoken writes it: never the tutor, a system line, a drill answer, a
// translation, a role-play line, a conditional or plan, another person's
// value or a pasted text. Questions are asked "from their English
// lessons" and such, normally cased, also as yes/no "still" questions
// naming a stale or wrong value, with months asked "in", "during",
// "around", "over the course of" or "as of the middle of", and "before
// X". It has its own towns, employers, partners, diets and learners'
// names. Its author never ran the engine on it or on any raw set; its
// first run is the held-out figure.
//
// The piped set (rawpiped.go) was written in a later session, as the
// fortieth set and a blind one, by someone who had not read the engine's
// rules, its tests, its results or any set's misses, working only from
// this package and the brief. Its register is the transcript of recorded
// memoir sessions over many months: an older subject writing a memoir or
// a family history talks with a biographer or memoir coach, an AI
// ghost-writer app (role assistant) or a named human interviewer (role
// user under their own label), in long spoken turns with fillers,
// restarts, tangents and transcriber's notes, mostly about the past:
// childhood homes, first jobs, old partners, the diets of their youth,
// decades-old moves with years, parents' lives, and old letters and
// diaries read aloud (marked "[reading aloud] ... [stops reading]"). The
// interviewer asks questions, reads back chapter drafts and summaries,
// sometimes stale or wrong, proposes titles and lists facts to check;
// headers and notes are system lines. The labels are "Speaker 1", full
// names, initials or "Interviewee", one convention per conversation. The
// subject's present value comes told in passing inside a memory, as an
// update, as an answer, as the correction of a draft, as the reply to a
// fact list, after a false start, or as news that a plan has happened.
// Its gold rule is the stitched one read on the words the subject speaks
// in their own voice, less what they read aloud, as rawSpoken writes
// them: never a memory, the interviewer, a letter or diary, a plan or
// hypothetical, a place visited for the project or another person's
// value. Questions are asked "from the memoir sessions" and such, about
// the months of the recordings, also as yes/no "still" questions naming
// a stale or wrong value, with months asked "in", "during", "around", "at
// the time of the recordings in" or "through", and "before X". It has its
// own towns, employers, partners, diets and subjects' names. Its author
// never ran the engine on it or on any raw set; its first run is the
// held-out figure.
//
// The seamed set (rawseamed.go) was written in a later session, as the
// forty-first set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is a software
// developer's sessions with an AI coding assistant in an IDE or a
// terminal over many months: the developer (role user, under their first
// name, a handle or "user") asks for help with code and pastes stack
// traces, configs, diffs, logs, SQL rows, fixtures, commit messages,
// READMEs, tickets and review comments, in fenced blocks or quoted
// lines; the assistant answers with code and explanations; the IDE's
// session lines are system lines. Personal facts come in passing inside
// work talk: an aside in a request, a heads-up, an answer to the
// assistant, the correction of its assumption, a line under a pasted old
// profile or commit of the developer's own, a message sent again after a
// half-typed one, or news that a plan has happened. Distractors are
// mostly inside code and data: city, company, diet and partner values in
// fixtures, seed rows, logs, timezone strings, git remotes, translated
// strings, tickets, CVs, job ads and offer letters; colleagues' and
// clients' values; the assistant's examples and guesses; plans,
// hypotheticals, jokes and old texts of the developer's own. Its gold
// rule is the stitched one read on the developer's prose less fenced
// blocks and quoted lines, as rawSpoken writes it. Questions are asked
// "from the coding sessions" and such, also as yes/no "still" questions
// naming a stale or wrong value, with months asked "in", "during",
// "around", "as of the sessions in" or "through", and "before X". It has
// its own towns, employers, partners, half its diets and developers'
// names. Its author never ran the engine on it or on any raw set; its
// first run is the held-out figure.
//
// The tufted set (rawtufted.go) was written in a later session, as the
// forty-second set and a blind one, by someone who had not read the
// engine's rules, its tests, its results or any set's misses, working
// only from this package and the brief. Its register is one person's
// chats with an AI travel and booking assistant over many months:
// flights, trains, hotels, rentals, visas, restaurant tables, insurance,
// expense claims for work trips, trips with a partner or family. The
// traveller (role user, under their first name, their loyalty account
// name or "user") mostly talks about destinations; the assistant
// suggests and books; booking tools (role tool) return search results,
// confirmations, itineraries, e-tickets, saved profiles and expense
// records; what the traveller pastes or forwards comes as quoted lines.
// Personal facts come in passing inside booking talk ("I moved out of X,
// so pick-ups from Y from now on", "this one's a work trip for X,
// expense it to them", "change the meal code", "two adults, me and my
// partner X"): an aside in a booking request, a heads-up, an answer to
// the assistant, the correction of its assumption or of a stale saved
// profile, a line under a pasted old confirmation, a message sent again
// after a half-typed one, or news that a plan has happened. Distractors
// are mostly destinations and the traveller's own trips: hotels' and
// restaurants' towns, layovers, clients and conference hosts visited,
// fellow guests; tool records naming other travellers, their meals and
// addresses, and the profile tool saving or reading back the
// traveller's current or stale values; forwarded messages of
// colleagues, relatives and friends; listings, invitations and
// relocation research; the assistant's suggestions and guesses; plans,
// dream trips, hypotheticals, jokes and old notes. Its gold rule is the
// stitched one read on the traveller's prose less quoted lines, as
// rawSpoken writes it; a tool's record is never gold. Questions are
// asked "from the travel assistant chats" and such, also as yes/no
// "still" questions naming a stale or wrong value, with months asked
// "in", "during", "around", "as of the trips in" or "over", and "before
// X". It has its own towns, employers, partners, more than half its
// diets and travellers' names. Its author never ran the engine on it or
// on any raw set; its first run is the held-out figure.
//
// The twilled set (rawtwilled.go) was written in a later session, as the
// forty-third set and a blind one, by someone who had not read the
// engine, its tests, its results or any set's misses, working only from
// this package (its generators and their tests) and the brief. Its
// register is one person's chats with an AI job-search and career
// assistant over many months: job-board searches, recruiter emails and
// messages, an application tracker, interview invitations, offer
// letters, salary benchmarks, résumé and cover-letter drafts and mock
// interviews. The candidate (role user, under their first name,
// "candidate" or "user") mostly talks about other employers and other
// towns; the tools (role tool) return postings, emails, messages,
// tracker records, calendar invites, offers, saved profiles, salary
// figures and drafts; what the candidate pastes comes as quoted lines.
// Personal facts come in passing inside job-search talk ("I'm in X, so
// hybrid works if the office is close", "started at X on Monday, so pause
// the search", "the onsite includes a team lunch and I'm X", "my husband
// X is fine with the move"): an aside in a request, a heads-up, an
// answer to the assistant, the correction of its assumption or of a
// stale saved profile, a line under a pasted old résumé section, a
// message sent again after a half-typed one, or news that a plan has
// happened. Distractors are mostly other employers and towns: companies
// applied to, interviewed at or rejected by, offers declined, recruiters'
// clients, postings that would need a move, salary benchmarks by town,
// mock-interview role-plays; tracker and posting records naming others'
// values, and the profile tool saving or reading back the candidate's
// current or stale values; stale résumé sections; messages of referrers,
// references, friends and relatives; the assistant's cover letters,
// examples, guesses and summaries; interviewers', referrers' and
// friends' jobs, homes, diets and partners; plans, hypotheticals, jokes
// and old notes. Its gold rule is the stitched one read on the
// candidate's prose less quoted lines, as rawSpoken writes it; a tool's
// record, a résumé line or the assistant's guess is never gold.
// Questions are asked "from the career-coach chat logs", "going by the
// job-hunt conversations" and such, also as yes/no "still" questions
// naming a stale or wrong value, with months asked "in", "during",
// "around", "at the time of the applications in" or "through", and
// "before X". It has its own towns, employers, partners, more than half
// its diets and candidates' names. Its author never ran the engine on it
// or on any raw set; its first run is the held-out figure.
//
// The corded set (rawcorded.go) was written in a later session, as the
// forty-fourth set and a blind one, by someone who had not read the
// engine, its tests, its results or any set's misses, working only from
// this package (its generators and their tests) and the brief. Its
// register is one person's chats with an AI personal-finance, budgeting
// and tax-return assistant over many months: bank and card feeds,
// payslip and pension imports, tax forms and last year's return read
// back, bills and statements, direct debits and subscriptions, receipts,
// budget reports and savings goals. The person (role user, under their
// first name, their account handle or "user") mostly talks about money;
// the tools (role tool) return transactions, payslips, forms, bills and
// the saved household profile; what the person pastes comes as quoted
// lines. Personal facts come in passing inside money talk ("bills for
// the new flat start this month because I've left X and moved to Y", "I
// left X, so that payroll stops, and Y took me on", "I've stopped being X
// and I'm Y now, so cancel the meat box", "add my wife X as a second
// cardholder"): an aside in a request, a heads-up, an answer to the
// assistant, the correction of its assumption or of a stale saved
// profile, a line under a pasted old bill or payslip, a message sent
// again after a half-typed one, or news that a plan has happened.
// Distractors are mostly money named like the values: merchants and
// payees named like towns and firms, dividends and pension-fund
// holdings, P60s and payslips of past tax years, relatives' bills the
// person pays, a landlord or holiday let elsewhere, what-if sums for a
// move or a job offer, other households' costs, refunds; tool records
// naming others' values, and the profile tool saving or reading back the
// person's current or stale values; relatives' and friends' messages;
// the assistant's categorisations, examples, guesses and summaries;
// plans, jokes and old notes. Its gold rule is the stitched one read on
// the person's prose less quoted lines, as rawSpoken writes it; a tool's
// record, a pasted form or the assistant's guess is never gold.
// Questions are asked "from the budgeting chats", "going by the
// personal-finance conversations" and "per the money-assistant logs",
// also as yes/no "still" questions naming a stale or wrong value, with
// months asked "in", "over", "around", "as of the statements for" or
// "for the whole of", and "before X". It has its own towns, employers,
// partners, half its diets and people's names. Its author never ran the
// engine on it or on any raw set; its first run is the held-out figure.
//
// The flocked set (rawflocked.go) was written in a later session, as the
// forty-fifth set and a blind one, by someone who had not read the
// engine, its tests, its results or any set's misses, working only from
// this package (its generators and their tests) and the brief. Its
// register is one person's chats with an AI health, fitness and
// nutrition coach in a wellness app over many months: wearable syncs,
// meal and calorie logs, weigh-ins, gym check-ins, the employer's
// corporate wellness programme, pharmacy and clinic reminders and weekly
// reports (role tool). The person (role user, under their first name,
// their app handle or "user") mostly talks about training, food and
// health; personal facts come in passing ("my runs start from home in X
// now", "X's wellness scheme pays for the gym now that I work there", "I
// stopped being X and I'm Y now, so stop suggesting the old recipes", "I
// split up with X so remove them from the shared challenge"). Distractors
// are restaurants and cafés named like towns, races, gyms, clubs and a
// physio in other towns, sponsors and beers named like firms, challenge
// leaderboards with colleagues' and friends' values, food logged for
// someone else, recipes, other people's diets and moves, dream goals,
// jokes, the coach's plans and guesses, and tools' records. Its gold rule
// is the stitched one read on the person's prose less quoted lines, as
// rawSpoken writes it. Questions are asked "from the coaching chats",
// "going by the fitness-coach conversations" and "per the wellness app's
// chat history", also as yes/no "still" questions, with months asked
// "in", "during", "around", "by the weekly reports for" or "throughout",
// and "before X". It has its own towns, employers, partners, half its
// diets and people's names. Its author never ran the engine on it or on
// any raw set; its first run is the held-out figure.
type Phrasing int

const (
	PhrasingDev Phrasing = iota
	PhrasingHoldout
	PhrasingFresh
	PhrasingBlind
	PhrasingUnseen
	PhrasingHidden
	PhrasingSealed
	PhrasingVeiled
	PhrasingCloaked
	PhrasingMasked
	PhrasingShrouded
	PhrasingGilded
	PhrasingTinted
	PhrasingFrosted
	PhrasingEtched
	PhrasingWoven
	PhrasingBraided
	PhrasingKnotted
	PhrasingQuilted
	PhrasingStitched
	PhrasingFelted
	PhrasingSpun
	PhrasingPlied
	PhrasingTwined
	PhrasingLaced
	PhrasingPleated
	PhrasingHemmed
	PhrasingBasted
	PhrasingDarned
	PhrasingTatted
	PhrasingSmocked
	PhrasingCouched
	PhrasingRuched
	PhrasingShirred
	PhrasingTucked
	PhrasingGathered
	PhrasingFringed
	PhrasingRibbed
	PhrasingPurled
	PhrasingPiped
	PhrasingSeamed
	PhrasingTufted
	PhrasingTwilled
	PhrasingCorded
	PhrasingFlocked
)

// rawSets is the number of phrasing sets: the length of every template
// list in rawvocab.go.
const rawSets = int(PhrasingFlocked) + 1

// RawBundledSeed and RawBundledPerKind produce the committed raw.jsonl
// (dev phrasings); RawHoldoutSeed is the seed of the holdout set.
const (
	RawBundledSeed    = 1414
	RawBundledPerKind = 20
	RawHoldoutSeed    = 9091
	RawFreshSeed      = 5150
	RawBlindSeed      = 6262
	RawUnseenSeed     = 8383
	RawHiddenSeed     = 9494
	RawSealedSeed     = 7575
	RawVeiledSeed     = 8686
	RawCloakedSeed    = 9797
	RawMaskedSeed     = 10111
	RawShroudedSeed   = 11213
	RawGildedSeed     = 12107
	RawTintedSeed     = 13331
	RawFrostedSeed    = 14447
	RawEtchedSeed     = 15551
	RawWovenSeed      = 16661
	RawBraidedSeed    = 17771
	RawKnottedSeed    = 18881
	RawQuiltedSeed    = 19991
	RawStitchedSeed   = 20021
	RawFeltedSeed     = 21031
	RawSpunSeed       = 22047
	RawPliedSeed      = 23071
	RawTwinedSeed     = 24041
	RawLacedSeed      = 25041
	RawPleatedSeed    = 26041
	RawHemmedSeed     = 27041
	RawBastedSeed     = 28041
	RawDarnedSeed     = 29041
	RawTattedSeed     = 30041
	RawSmockedSeed    = 31041
	RawCouchedSeed    = 32041
	RawRuchedSeed     = 33041
	RawShirredSeed    = 34041
	RawTuckedSeed     = 35051
	RawGatheredSeed   = 36061
	RawFringedSeed    = 37071
	RawRibbedSeed     = 38081
	RawPurledSeed     = 39091
	RawPipedSeed      = 40101
	RawSeamedSeed     = 41111
	RawTuftedSeed     = 42121
	RawTwilledSeed    = 43131
	RawCordedSeed     = 44141
	RawFlockedSeed    = 45151
	// RawLongSeed, RawLongPerKind and RawLongFiller make the long sets:
	// four conversations per kind with ten times the filler sessions
	// between statements, about 1,400 turns each, closer to months of a
	// real agent's traffic than the short sets' ~140.
	RawLongSeed    = 77
	RawLongPerKind = 4
	RawLongFiller  = 10
)

// AssistantSpeaker is the speaker name of assistant turns.
const AssistantSpeaker = "Assistant"

// GenerateRaw returns perKind raw scenarios of every raw kind, a pure
// function of seed and phrasing.
func GenerateRaw(seed uint64, perKind int, ph Phrasing) []Scenario {
	return GenerateRawFiller(seed, perKind, ph, 1)
}

// GenerateRawFiller is GenerateRaw with filler times the filler sessions
// between and after statements (1: GenerateRaw's).
func GenerateRawFiller(seed uint64, perKind int, ph Phrasing, filler int) []Scenario {
	g := &rawGen{rng: rand.New(rand.NewPCG(seed, 0x7a3c0de5)), ph: ph, fillerScale: max(filler, 1)}
	var out []Scenario
	for _, kind := range RawKinds {
		for i := range perKind {
			out = append(out, g.scenario(kind, i))
		}
	}
	return out
}

type rawGen struct {
	rng         *rand.Rand
	ph          Phrasing
	fillerScale int
	s           *Scenario
	a           *rawAttr
	who         string
	t           time.Time
	cur         string            // the value that holds now
	mates       []string          // the asked person's friends in a group chat (rawknotted.go)
	bg          map[string]string // the person's other attributes' values in a journal (rawstitched.go) or mixed traffic (rawfelted.go)
}

// values are the attribute's values in g's phrasing set.
func (g *rawGen) values() []string { return g.a.valuesIn(g.ph) }

var rawAttrOf = map[string]string{"raw-move": "lives_in", "raw-job": "works_at", "raw-diet": "diet", "raw-relationship": "partner"}

// rawAttrOrder is the attribute order the revert and assistant kinds draw
// from (map order is random).
var rawAttrOrder = []string{"lives_in", "works_at", "diet", "partner"}

func (g *rawGen) scenario(kind string, i int) Scenario {
	g.s = &Scenario{ID: fmt.Sprintf("%s-%03d", kind, i+1), Kind: kind}
	name := rawAttrOf[kind]
	if name == "" {
		name = rawAttrOrder[g.rng.IntN(len(rawAttrOrder))]
	}
	g.a = rawAttrs[name]
	g.who = pick(g.rng, rawNames[g.ph])
	g.t = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, g.rng.IntN(300))
	vals := pickN(g.rng, g.values(), 4)
	revert, chatty := kind == "raw-revert", kind == "raw-assistant"
	if revert {
		vals = []string{vals[0], vals[1], vals[0]}
	} else {
		vals = vals[:2+g.rng.IntN(2)]
	}
	switch {
	case g.inGroup():
		g.questions(g.groupHistory(vals, revert, chatty))
	case g.plans():
		g.questions(g.planHistory(vals, revert, chatty))
	case g.tellsLate():
		g.lateQuestions(g.lateHistory(vals, revert, chatty))
	case g.journals():
		g.questions(g.journalHistory(vals, revert, chatty))
	case g.mixes():
		g.questions(g.mixedHistory(vals, revert, chatty))
	case g.pastes():
		g.questions(g.pastedHistory(vals, revert, chatty))
	case g.threads():
		g.questions(g.threadedHistory(vals, revert, chatty))
	case g.transcribes():
		g.transcript(vals, revert, chatty)
	case g.listens():
		g.voiceLog(vals, revert, chatty)
	case g.converses():
		g.thread(vals, revert, chatty)
	case g.mails():
		g.mailbox(vals, revert, chatty)
	case g.talks():
		g.voiceCalls(vals, revert, chatty)
	case g.darns():
		g.eslChats(vals, revert, chatty)
	case g.tats():
		g.textChats(vals, revert, chatty)
	case g.smocks():
		g.supportChats(vals, revert, chatty)
	case g.couches():
		g.workChats(vals, revert, chatty)
	case g.ruches():
		g.assistantChats(vals, revert, chatty)
	case g.shirrs():
		g.mailThreads(vals, revert, chatty)
	case g.tucks():
		g.noteCalls(vals, revert, chatty)
	case g.gathers():
		g.groupChats(vals, revert, chatty)
	case g.fringes():
		g.boardThreads(vals, revert, chatty)
	case g.ribs():
		g.journalEntries(vals, revert, chatty)
	case g.purls():
		g.lessons(vals, revert, chatty)
	case g.pipes():
		g.memoir(vals, revert, chatty)
	case g.seams():
		g.codeSessions(vals, revert, chatty)
	case g.tufts():
		g.travelChats(vals, revert, chatty)
	case g.twills():
		g.jobChats(vals, revert, chatty)
	case g.cords():
		g.moneyChats(vals, revert, chatty)
	case g.flocks():
		g.coachChats(vals, revert, chatty)
	default:
		g.questions(g.history(vals, revert, chatty))
	}
	return *g.s
}

// history states vals[0], then changes to each next value (the last one a
// revert when revert is set), with months of filler between and after.
// chatty makes the assistant mention other values more often.
func (g *rawGen) history(vals []string, revert, chatty bool) []stmt {
	var h []stmt
	for i, v := range vals {
		if i > 0 {
			g.t = g.t.AddDate(0, 0, 75+g.rng.IntN(66))
		}
		g.session()
		id := g.user(g.statement(vals, i, revert))
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: g.t})
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		g.filler(vals, chatty, (6+g.rng.IntN(5))*g.fillerScale)
	}
	return h
}

// statement is the text of vals[i]'s turn: a first statement, a revert
// (the last value when revert is set) or a change.
func (g *rawGen) statement(vals []string, i int, revert bool) string {
	return g.fill(statementOf(g.a.state, g.a.change, g.a.revert, vals, i, revert))
}

// statementOf picks, of a set's lists for first statements, changes and
// reverts, the one vals[i]'s statement is drawn from (a first statement
// for i 0, the revert when revert is set and i is the last, else a
// change) and the template variables it fills: {v}, or {old} and {new}.
func statementOf[L any](state, change, rev L, vals []string, i int, revert bool) (L, map[string]string) {
	switch {
	case i == 0:
		return state, map[string]string{"v": vals[i]}
	case revert && i == len(vals)-1:
		return rev, map[string]string{"old": vals[i-1], "new": vals[i]}
	default:
		return change, map[string]string{"old": vals[i-1], "new": vals[i]}
	}
}

// filler adds n sessions over the following weeks: small talk with the
// assistant's replies, and sometimes talk on the topic without a value,
// another person's value, or the assistant naming another value.
func (g *rawGen) filler(vals []string, chatty bool, n int) {
	for range n {
		g.t = g.t.AddDate(0, 0, 2+g.rng.IntN(7))
		g.session()
		for range 2 + g.rng.IntN(3) {
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
		}
		others := g.otherValues(vals)
		switch r := g.rng.IntN(6); {
		case r == 0:
			g.user(g.fill(g.a.chatter, nil))
		case r == 1:
			g.user(g.fill(g.a.other, map[string]string{"v": pick(g.rng, others)}))
		case r == 2 || chatty:
			g.user(pick(g.rng, rawSmallTalk[g.ph]))
			g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
		}
	}
}

func (g *rawGen) otherValues(exclude []string) []string {
	var out []string
	for _, v := range g.values() {
		if !slices.Contains(exclude, v) {
			out = append(out, v)
		}
	}
	return out
}

// pastValues are the values of vals before vals[i] other than the one
// that holds (g.cur): the person's own earlier values.
func (g *rawGen) pastValues(vals []string, i int) []string {
	var out []string
	for _, v := range vals[:i] {
		if v != g.cur {
			out = append(out, v)
		}
	}
	return out
}

// session starts a conversation at a random hour of the current day.
func (g *rawGen) session() {
	d := time.Date(g.t.Year(), g.t.Month(), g.t.Day(), 0, 0, 0, 0, time.UTC)
	t := d.Add(time.Duration(8+g.rng.IntN(12))*time.Hour + time.Duration(g.rng.IntN(60))*time.Minute)
	if t.Before(g.t) {
		t = g.t.Add(time.Hour)
	}
	g.t = t
}

func (g *rawGen) say(speaker, role, text string) string {
	id := fmt.Sprintf("o%d", len(g.s.Observations)+1)
	if len(g.s.Observations) > 0 {
		g.t = g.t.Add(time.Duration(1+g.rng.IntN(3)) * time.Minute)
	}
	g.s.Observations = append(g.s.Observations, Observation{ID: id, At: g.t, Speaker: speaker, Role: role, Text: capitalize(text)})
	return id
}

func (g *rawGen) user(text string) string { return g.say(g.who, "user", text) }

// turn appends a turn gap after the previous one, keeping the text's case
// (say capitalizes, which the laced, basted, darned, tatted, smocked,
// couched, ruched and shirred sets' lower-case turns must not be).
func (g *rawGen) turn(speaker, role, text string, gap time.Duration) (string, time.Time) {
	id := fmt.Sprintf("o%d", len(g.s.Observations)+1)
	if len(g.s.Observations) > 0 {
		g.t = g.t.Add(gap)
	}
	g.s.Observations = append(g.s.Observations, Observation{ID: id, At: g.t, Speaker: speaker, Role: role, Text: text})
	return id, g.t
}

// spokenRun is a set's writer of one conversation's sessions (basted,
// darned, tatted, smocked, couched, ruched, shirred): the shared session loop
// (statedSessions) calls it.
type spokenRun interface {
	open()
	close()
	smallTalk()
	exchange(vals []string, i int, chatty bool)
	statement(vals []string, i int, revert bool) (string, time.Time)
	filler(vals []string, i int, chatty bool, n int)
	stillForms() (still, stillWhen []string)
}

// statedSessions writes a conversation of sessions through r and its
// questions: each statement of vals in a session of its own, after up to
// one exchange (small talk before the first value), and followed by filler
// sessions; the next statement comes gapMin to gapMin+gapSpread-1 days
// after the previous one or after six to ten sessions (times the filler
// scale), whichever is later, with a session every few days in between.
func (g *rawGen) statedSessions(r spokenRun, vals []string, revert, chatty bool, gapMin, gapSpread int) {
	g.cur = ""
	g.pickBackground()
	var h []stmt
	var next time.Time
	for i, v := range vals {
		g.until(next)
		r.open()
		for range g.rng.IntN(2) {
			if i == 0 {
				r.smallTalk() // nothing holds yet for the assistant to name
			} else {
				r.exchange(vals, i, chatty)
			}
		}
		id, at := r.statement(vals, i, revert)
		g.cur = v
		h = append(h, stmt{obs: id, value: v, from: at})
		if g.rng.IntN(2) == 0 {
			r.smallTalk()
		}
		r.close()
		n := (6 + g.rng.IntN(5)) * g.fillerScale
		if i == len(vals)-1 {
			r.filler(vals, i, chatty, n)
			break
		}
		next = g.t.AddDate(0, 0, gapMin+g.rng.IntN(gapSpread))
		r.filler(vals, i, chatty, n)
		for g.t.AddDate(0, 0, 8).Before(next) {
			r.filler(vals, i, chatty, 1)
		}
	}
	still, stillWhen := r.stillForms()
	g.statedQuestions(vals, h, still, stillWhen)
}

// statedQuestions asks, for the sets statedSessions writes, for the
// current value twice: in a plain phrasing, and in a second plain one or,
// one time in two, as a "still" question (still, stillWhen) naming
// a stale value (the one before the last change) or a wrong one; for the
// value in the calendar month after each earlier statement, one time in
// three as a "still" question naming the value before it or a wrong one;
// and for the value before the last change (not after a revert). A
// question naming a value leaves it out of the candidates, as "before X"
// does; expected is always the value that held.
func (g *rawGen) statedQuestions(vals []string, h []stmt, still, stillWhen []string) {
	n := len(h)
	cur := h[n-1]
	last := g.s.Observations[len(g.s.Observations)-1].At
	others := g.otherValues(vals)
	now := func() time.Time { return last.AddDate(0, 0, 1+g.rng.IntN(20)) }
	tpls := pickN(g.rng, g.a.qCurrent[g.ph], 2)
	g.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
		fillOne(tpls[0], map[string]string{"name": g.who}), "")
	named := ""
	switch x := g.rng.IntN(4); {
	case x < 1:
		named = h[n-2].value
	case x < 2:
		named = pick(g.rng, others)
	}
	if named == "" {
		g.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
			fillOne(tpls[1], map[string]string{"name": g.who}), "")
	} else {
		g.ask(Question{Intent: "current", Expected: cur.value, Gold: []string{cur.obs}, Now: now()},
			fillOne(pick(g.rng, still), map[string]string{"name": g.who, "v": named}), named)
	}
	for i := 0; i < n-1; i++ {
		m := time.Date(h[i].from.Year(), h[i].from.Month()+1, 15, 12, 0, 0, 0, time.UTC)
		when := pick(g.rng, rawWhen[g.ph]) + m.Format("January 2006")
		named := ""
		switch x := g.rng.IntN(6); {
		case x < 1 && i > 0:
			named = h[i-1].value
		case x < 2:
			named = pick(g.rng, others)
		}
		if named == "" {
			g.askWhen(h[i].value, h[i].obs, when, m, last)
			continue
		}
		g.ask(Question{Intent: "historical", Expected: h[i].value, Gold: []string{h[i].obs}, Now: now(), AsOf: m},
			fillOne(pick(g.rng, stillWhen), map[string]string{"name": g.who, "v": named, "when": when}), named)
	}
	k := n - 1
	g.askBefore(h[k].value, h[k-1].value, h[k-1].obs, k >= 2 && h[k].value == h[k-2].value, h[k].from.Add(-time.Hour), last)
}

// answerOr is the assistant's answer to the request t from answers, or a
// short reply.
func (g *rawGen) answerOr(answers map[string]string, t string) string {
	if a := answers[t]; a != "" {
		return a
	}
	return pick(g.rng, rawReplies[g.ph])
}

func (g *rawGen) assistantTurn(text string) { g.say(AssistantSpeaker, "assistant", text) }

// questions asks for the current value (twice, in two phrasings), for the
// value in the calendar month after each earlier statement, and for the
// value before the last change.
func (g *rawGen) questions(h []stmt) {
	last := g.askCurrent(h[len(h)-1].value, h[len(h)-1].obs)
	for i := 0; i < len(h)-1; i++ {
		m := time.Date(h[i].from.Year(), h[i].from.Month()+1, 15, 12, 0, 0, 0, time.UTC)
		g.askWhen(h[i].value, h[i].obs, pick(g.rng, rawWhen[g.ph])+m.Format("January 2006"), m, last)
	}
	k := len(h) - 1
	g.askBefore(h[k].value, h[k-1].value, h[k-1].obs, k >= 2 && h[k].value == h[k-2].value, h[k].from.Add(-time.Hour), last)
}

// askWhen asks for value at asOf, the time when ("in March 2025") names,
// gold obs.
func (g *rawGen) askWhen(value, obs, when string, asOf, last time.Time) {
	g.ask(Question{Intent: "historical", Expected: value, Gold: []string{obs},
		Now: last.AddDate(0, 0, 1+g.rng.IntN(20)), AsOf: asOf},
		g.fill(g.a.qWhen, map[string]string{"name": g.who, "when": when}), "")
}

// askBefore asks for the value before next, prev (gold obs), unless next
// is a revert (next was also the value before prev) or no change, where
// "before next" is ambiguous.
func (g *rawGen) askBefore(next, prev, obs string, reverted bool, asOf, last time.Time) {
	if next == prev || reverted {
		return
	}
	g.ask(Question{Intent: "historical", Expected: prev, Gold: []string{obs},
		Now: last.AddDate(0, 0, 1+g.rng.IntN(20)), AsOf: asOf},
		g.fill(g.a.qBefore, map[string]string{"name": g.who, "next": next}), next)
}

// askCurrent asks for the current value (twice, in two phrasings), gold
// obs, and returns the time of the last turn.
func (g *rawGen) askCurrent(value, obs string) time.Time {
	last := g.s.Observations[len(g.s.Observations)-1].At
	tpls := pickN(g.rng, g.a.qCurrent[g.ph], 2)
	for _, tpl := range tpls {
		g.ask(Question{Intent: "current", Expected: value, Gold: []string{obs},
			Now: last.AddDate(0, 0, 1+g.rng.IntN(20))}, fillOne(tpl, map[string]string{"name": g.who}), "")
	}
	return last
}

// ask adds q with its text and candidates (every value but named).
func (g *rawGen) ask(q Question, text, named string) {
	q.ID = fmt.Sprintf("q%d", len(g.s.Questions)+1)
	q.Text = text
	q.Subject, q.Predicate = "user:"+strings.ToLower(g.who), g.a.predicate
	for _, v := range g.values() {
		if v != named {
			q.Candidates = append(q.Candidates, v)
		}
	}
	g.s.Questions = append(g.s.Questions, q)
}

func (g *rawGen) fill(tpls [rawSets][]string, vars map[string]string) string {
	return fillOne(pick(g.rng, tpls[g.ph]), vars)
}

func fillOne(t string, vars map[string]string) string {
	// Replace in a fixed order: map order would not change the result,
	// but a fixed one keeps this obviously deterministic.
	for _, k := range []string{"name", "v", "old", "new", "when", "next", "cur", "ago", "since"} {
		if v, ok := vars[k]; ok {
			t = strings.ReplaceAll(t, "{"+k+"}", v)
		}
	}
	return t
}

func pick(rng *rand.Rand, xs []string) string { return xs[rng.IntN(len(xs))] }

// pickFresh is a template of tpls not yet in used (the ones said in this
// session or thread), if one of three tries finds one; it marks the one
// it returns as used.
func pickFresh(rng *rand.Rand, used map[string]bool, tpls []string) string {
	t := pick(rng, tpls)
	for range 3 {
		if !used[t] {
			break
		}
		t = pick(rng, tpls)
	}
	used[t] = true
	return t
}

// pickWhere is a random item of xs that keep accepts (one draw of rng
// over those).
func pickWhere[T any](rng *rand.Rand, xs []T, keep func(T) bool) T {
	var ok []T
	for _, x := range xs {
		if keep(x) {
			ok = append(ok, x)
		}
	}
	return ok[rng.IntN(len(ok))]
}
