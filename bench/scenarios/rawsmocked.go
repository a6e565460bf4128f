package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The smocked set lives in its own file, as the veiled to tatted sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is a customer's account chat with the support or
// concierge assistant of services they use, over months: one customer
// (role user, their first name as speaker) writes to the assistant (role
// assistant, speaker AssistantSpeaker) of one or two services
// (rawSmockedServices: a meal-kit delivery, an online grocer, a bank, an
// energy supplier, a gym, an insurer, an HR and benefits portal), the
// ones that keep the asked fact on file, in sessions days or weeks apart.
// Every session opens with the assistant's greeting naming its service.
// Each customer keeps one manner all through (rawSmockedCustomers):
// polite and formal, impatient (now and then in capitals), chatty with
// emoji, terse, rushed on a phone in lower case, pasting references and
// form fields, apologetic, business-like. They write as customers write
// to support: "hi, quick question" openers, order numbers, ticket ids and
// account numbers pasted before a request ("Order #PP-40981:", "Re ticket
// 48213:"), form fields pasted line by line ("Address line 1: ...",
// "City: ..."), delivery notes, complaints and follow-ups on an earlier
// ticket. The assistant writes support English: greetings, confirmations
// and ticket summaries ("I've updated your delivery address to X" after
// the customer said it), read-backs of the record it holds ("I can see
// your address is in Y, is that right?"), upsell offers naming other
// plans, cities or employers.
//
// A value is stated in one of seven forms (rawSmockedStmt): as a request
// in a message of its own ("please update my address, I've moved to X"),
// perhaps after a pasted reference, live or told after the fact with its
// own time words ("sorry for not updating this sooner, I've been living
// in X since the start of the month"); as pasted form fields, the value
// in one field (form); as the answer to the assistant's question, which
// names no value, after the customer's request naming none (answer); in
// the middle of a request about something else (aside); as the
// correction after the customer's value-less request was answered with a
// read-back of a stale or a wrong record naming another value (fix: "no,
// your system still says Y, I moved out of there weeks ago, I live in X
// now"); in two to four messages seconds apart, the value in one of them
// (split); or in the message correcting a typo in the value the customer
// had just pasted in a form (typo: "City: Exteer" / "sorry, typo in the
// city there, it should say Exeter"). Each statement is any service's or
// one service's (rawSmockedStmt.svc: "my husband X will collect the
// parcel" is the meal-kit delivery's, "please add my partner X as a
// second cardholder" the bank's), said only in a session with it.
//
// Gold follows the stitched rule: a gold turn is one in which the
// customer states their own value of the asked attribute as holding at
// that time, in their own words: inside a form field, a delivery note or
// a request as long as the value's name is written out and it is their
// own current value. Of a statement split over messages the turn that
// holds the value is gold (the others name no value); of a typo and its
// correction the correction is gold, since the typo does not write the
// value's name out (the typo form names no value of the set and is no
// statement template); a corrected statement is a statement, and a value
// corrected away (the stale record) is not the one that holds; sarcasm is
// never a statement ("oh sure, I clearly live in your depot in Y"); the
// assistant's turns never are, not even its confirmations naming the
// value the customer just gave. A billing address, a parcel locker, an
// office or a household member's plan is not the customer's value: such
// turns name other values only. The oracle reads a smocked turn and the
// set's statement templates as rawSpoken writes them, in lower case
// without punctuation (rawOwnText, rawStatementREs), so a turn typed in
// lower case or in capitals, or with the fields of a pasted form on lines
// of their own, reads as its cased one-line twin, and values compare
// without case.
//
// Distractors: the assistant's read-backs of the old record and its acts
// on it (put right by the customer without naming a value), its
// confirmations and answers naming the value that holds (allowed, never
// gold), its upsell offers naming other values, which the customer
// declines, perhaps naming the value again ("no, I don't want the X box");
// gift orders and deliveries to other people ("send this one to my sister
// in X"), family members' and friends' accounts and referrals; billing
// addresses, parcel lockers, clients and household members' plans that
// are not the customer's; plans, hypotheticals and questions about
// coverage elsewhere ("if I move to X next year will the price change");
// the customer's earlier values told as past ("please delete my old X
// address"); lines naming another value that the assistant misreads as
// the customer's and the customer denies; sarcasm naming a value;
// complaints and ticket follow-ups naming none; and the customer's other
// attributes. Questions are typed by whoever asks (an agent reviewing the
// account, a courier, HR), normally cased and punctuated; expected is the
// value as cased in its list. They ask for the value as the other sets do
// and also as yes/no "still" questions that name a stale or wrong value,
// expected always the value that held; months are asked "in", "during the
// billing month of", "on a delivery day in", "when the direct debit went
// out in" or "around the renewal date in", and "before X".
func init() {
	var names []string
	for _, c := range rawSmockedCustomers {
		names = append(names, c.name)
	}
	var small []string
	for _, s := range rawSmockedServices {
		small = append(small, s.smallTalk...)
	}
	installRawSet(PhrasingSmocked, rawSmockedAttrs(), small, rawSmockedReplies,
		[]string{"in ", "during the billing month of ", "on a delivery day in ", "when the direct debit went out in ", "around the renewal date in "},
		names)
}

// rawSmockedService is a service whose support assistant the customer
// writes to: its brand, its code (rawSmockedStmt.svc), the letters of its
// references (ref) and what it calls them (refLabel: "Order #"), the attributes its customers tell it (attrs, in
// rawAttrOrder's order), the assistant's greetings opening a session
// ({name}: the customer; each names the brand) and its customers'
// everyday requests, naming no value (smallTalk).
type rawSmockedService struct {
	brand, code, ref, refLabel string
	attrs                      []string
	greets                     []string
	smallTalk                  []string
}

var rawSmockedServices = []rawSmockedService{
	{brand: "Pantry Parcel", code: "meal", ref: "PP", refLabel: "Order #", attrs: []string{"lives_in", "diet", "partner"},
		greets: []string{"Hi {name}, welcome to Pantry Parcel support! How can I help with your boxes today?",
			"Hello {name}, you're chatting with the Pantry Parcel assistant. What can I do for you?"},
		smallTalk: []string{
			"can I skip next week's box? we're away",
			"my box arrived with a broken jar of pesto inside, can I get a refund for it?",
			"how do I change my delivery day from Tuesday to Thursday?",
			"can I add an extra portion to the lasagne recipe this week?",
			"the driver left my box out in the rain, can I get a credit?",
			"can I pause deliveries over Christmas?",
			"how do I use a voucher code on my next box?",
		}},
	{brand: "Harvest Crate", code: "groc", ref: "HC", refLabel: "Order #", attrs: []string{"diet"},
		greets: []string{"Hi {name}, thanks for contacting Harvest Crate. How can I help with your shopping today?",
			"Hello {name}, this is the Harvest Crate assistant. What can I help you with?"},
		smallTalk: []string{
			"my order came without the oat milk, can you refund it?",
			"what's the cut-off time for next-day delivery slots?",
			"can I turn off substitutions just for this one order?",
			"can I move my delivery slot to after 6pm?",
			"the eggs were cracked again, can I get a refund?",
			"do you take the carrier bags back?",
		}},
	{brand: "Fernvale Bank", code: "bank", ref: "FB", refLabel: "Case ref ", attrs: []string{"lives_in", "works_at", "partner"},
		greets: []string{"Hello {name}, welcome to Fernvale Bank's chat. How can I help today?",
			"Hi {name}, you're through to the Fernvale Bank assistant. What can I do for you?"},
		smallTalk: []string{
			"I've forgotten my online banking password again",
			"there's a pending payment of 12.99 I don't recognise, can you check it?",
			"can I get paper statements posted instead of the app ones?",
			"how do I raise my contactless limit?",
			"can I get a new card? mine has snapped in half",
			"how do I set up a standing order for the rent?",
		}},
	{brand: "Brightmeter Energy", code: "power", ref: "BE", refLabel: "Account no. ", attrs: []string{"lives_in"},
		greets: []string{"Hi {name}, welcome to Brightmeter Energy. How can I help with your account?",
			"Hello {name}, you're chatting with Brightmeter Energy's assistant. What can I do for you today?"},
		smallTalk: []string{
			"why has my direct debit gone up by eleven pounds?",
			"how do I send you a meter reading without the app?",
			"can I move onto a fixed tariff before winter?",
			"can I change the date my direct debit comes out?",
			"my smart meter display has gone blank",
			"why is my bill estimated this month?",
		}},
	{brand: "Corefit Gyms", code: "gym", ref: "CF", refLabel: "Member no. ", attrs: []string{"works_at", "diet"},
		greets: []string{"Hey {name}, welcome to Corefit Gyms member support! How can I help?",
			"Hi {name}, this is the Corefit Gyms assistant. What can I help with today?"},
		smallTalk: []string{
			"can I freeze my membership for a month? I've hurt my knee",
			"what time does the pool open on Sundays?",
			"the app won't let me book the 7am spin class, is it full?",
			"can I bring a guest on Saturday?",
			"the showers in the changing room are cold again",
			"how do I cancel a class booking?",
		}},
	{brand: "Shieldwell Insurance", code: "ins", ref: "SW", refLabel: "Policy no. ", attrs: []string{"lives_in", "partner"},
		greets: []string{"Hello {name}, thank you for contacting Shieldwell Insurance. How can I help with your policy?",
			"Hi {name}, you're chatting with the Shieldwell Insurance assistant. What can I do for you?"},
		smallTalk: []string{
			"when does my policy renew this year?",
			"can I pay monthly instead of in one go?",
			"how do I claim for a cracked phone screen?",
			"can I add breakdown cover to my car policy?",
			"my excess seems really high, can I lower it?",
			"I need a copy of my policy documents",
		}},
	{brand: "PeoplePoint", code: "hr", ref: "PPT", refLabel: "Case ", attrs: []string{"works_at", "partner"},
		greets: []string{"Hi {name}, welcome to PeoplePoint, your benefits and HR helpdesk. How can I help?",
			"Hello {name}, this is the PeoplePoint assistant for pay, benefits and HR questions. What do you need?"},
		smallTalk: []string{
			"where do I find my payslips on the portal?",
			"how many days of annual leave have I got left?",
			"how do I change the bank account my pay goes into?",
			"my expenses claim was rejected, who do I ask?",
			"how do I book time off for a medical appointment?",
			"where's the cycle-to-work scheme on the portal?",
		}},
}

// rawSmockedServiceOf is the service with code code.
func rawSmockedServiceOf(code string) *rawSmockedService {
	for i := range rawSmockedServices {
		if rawSmockedServices[i].code == code {
			return &rawSmockedServices[i]
		}
	}
	return &rawSmockedServices[0]
}

// rawSmockedCustomer is a customer of the smocked set and their manner:
// lowerIn10 is how many of ten of their turns are all in lower case;
// capsIn3 how many of three of their loud turns (statements and
// complaints) are in capitals; emoji whether they add one to a tail now
// and then; refsIn4 how many of four of their requests start with a
// pasted reference. hellos open a session (the assistant answers), marks go
// before a request, tails after one, byes close a session.
type rawSmockedCustomer struct {
	name, manner               string
	lowerIn10, capsIn3         int
	refsIn4                    int
	emoji                      bool
	hellos, marks, tails, byes []string
}

var rawSmockedCustomers = []rawSmockedCustomer{
	{name: "Bernadette", manner: "polite and formal", refsIn4: 1,
		hellos: []string{"Good morning, I hope you can help me with something.", "Hello, I have a query about my account, please."},
		marks:  []string{"Good morning,", "Hello there,"},
		tails:  []string{"Kind regards.", "Many thanks in advance."},
		byes:   []string{"Thank you, that is everything for today.", "That is very helpful, thank you kindly."}},
	{name: "Dermot", manner: "impatient", refsIn4: 1, capsIn3: 1,
		hellos: []string{"Right, I need this sorted today.", "Hello? Is anyone actually there?"},
		marks:  []string{"Look,", "Honestly,"},
		tails:  []string{"Please get it right this time.", "This is getting ridiculous."},
		byes:   []string{"Fine. Thanks, I suppose.", "About time. Thanks."}},
	{name: "Eunice", manner: "chatty, with emoji", refsIn4: 1, emoji: true,
		hellos: []string{"Hiya! Hope you're having a lovely day 🙂", "Hello again, it's me 😊"},
		marks:  []string{"Oh and,", "Quick thing,"},
		tails:  []string{"Thanks so much 🙂", "You're a star 😊"},
		byes:   []string{"Brilliant, thank you so much! 🙂", "Lovely, have a great day 😊"}},
	{name: "Gordon", manner: "terse", refsIn4: 1,
		hellos: []string{"Hi. Quick one.", "Hello. Account query."},
		marks:  []string{"Quick one:", "Quick note:"},
		tails:  []string{"Thanks.", "Cheers."},
		byes:   []string{"Done, thanks.", "Cheers, bye."}},
	{name: "Hilary", manner: "rushed, on a phone, in lower case", refsIn4: 1, lowerIn10: 10,
		hellos: []string{"hi quick q", "hey are you there"},
		marks:  []string{"ok so", "also"},
		tails:  []string{"thx", "ta"},
		byes:   []string{"ok thx bye", "great ta"}},
	{name: "Iona", manner: "pastes references and fields", refsIn4: 2,
		hellos: []string{"Hello, I have a query about my account.", "Hi, following up on an earlier chat."},
		marks:  []string{"Hello again,", "Following up:"},
		tails:  []string{"Please confirm once done.", "Please confirm by email."},
		byes:   []string{"Confirmed, thank you.", "Thanks, please email me the ticket number."}},
	{name: "Judith", manner: "apologetic", refsIn4: 1,
		hellos: []string{"Hello, sorry to bother you again.", "Hi, sorry, me again."},
		marks:  []string{"Sorry,", "I'm so sorry, but"},
		tails:  []string{"Sorry for the trouble.", "Apologies for the hassle."},
		byes:   []string{"Thank you, and sorry again.", "Thanks, sorry for taking up your time."}},
	{name: "Kelvin", manner: "impatient, shouts in capitals", refsIn4: 1, capsIn3: 2,
		hellos: []string{"Hello?? Anyone?", "I need a human, not a bot."},
		marks:  []string{"Again,", "For the last time,"},
		tails:  []string{"Sort it out.", "Unbelievable."},
		byes:   []string{"Whatever. Bye.", "Fine. Done."}},
	{name: "Lorraine", manner: "friendly", refsIn4: 1,
		hellos: []string{"Hello lovely, hope you're well!", "Hi there, hope your day's going okay!"},
		marks:  []string{"Just a little thing,", "While I'm here,"},
		tails:  []string{"Thanks ever so much!", "Much appreciated!"},
		byes:   []string{"Thanks, you've been a great help!", "Lovely, bye for now!"}},
	{name: "Malcolm", manner: "business-like", refsIn4: 1,
		hellos: []string{"Good afternoon. Account amendment required.", "Hello. I have two items to raise."},
		marks:  []string{"Item one:", "Please note:"},
		tails:  []string{"Please action and confirm.", "Regards."},
		byes:   []string{"Noted. Good afternoon.", "Thank you, that concludes my query."}},
	{name: "Nadine", manner: "rushed, lower case, with emoji", refsIn4: 1, lowerIn10: 7, emoji: true,
		hellos: []string{"hiii 👋 quick question", "hey 🙈 me again"},
		marks:  []string{"btw", "ok"},
		tails:  []string{"ty 🙏", "thanks x"},
		byes:   []string{"amazing ty 🙏", "perfect thanks x"}},
	{name: "Pauline", manner: "polite, old-fashioned", refsIn4: 1,
		hellos: []string{"Good evening, I wonder if you could help me.", "Hello dear, I'm hoping you can assist."},
		marks:  []string{"If you don't mind,", "I wonder if"},
		tails:  []string{"Thank you so much, dear.", "Bless you for your help."},
		byes:   []string{"Thank you, dear, goodbye.", "That's lovely, thank you, goodbye."}},
}

// rawSmockedCustomerOf is the customer named name.
func rawSmockedCustomerOf(name string) *rawSmockedCustomer {
	for i := range rawSmockedCustomers {
		if rawSmockedCustomers[i].name == name {
			return &rawSmockedCustomers[i]
		}
	}
	return &rawSmockedCustomers[0]
}

// rawSmockedStmt is one statement template (core), its form, the service
// it is said to (svc: a code of rawSmockedServices, or empty: any of the
// attribute's services) and what the form needs around it: request and
// form none (a message of its own; a form's fields on lines of their
// own); answer (ask: the customer's request, naming no value; lead: the
// assistant's question, naming none); aside (lead: the request the
// statement is part of, said before it in the same turn); fix (ask: the
// customer's request, naming no value; lead: the assistant's read-back
// of the record, naming {v}, a stale value of the customer's or a wrong
// one); split (lead: the first message, naming no value); typo (lead: the
// form as the customer pasted it, {v} the value mistyped, which the core
// corrects seconds later).
type rawSmockedStmt struct{ form, svc, ask, lead, core string }

// formCore makes rawSmockedStmt a formed statement (rawformed.go).
func (s rawSmockedStmt) formCore() (string, string) { return s.form, s.core }

// rawSmockedLine is a line said only to the service with code svc, or,
// with svc empty, to any service of the attribute (as rawSmockedStmt.svc).
type rawSmockedLine struct{ svc, text string }

// rawSmockedEcho is the assistant naming the value that holds: the
// customer's request (no value) and the assistant's answer naming {v}.
type rawSmockedEcho struct{ svc, ask, line string }

// rawSmockedStale is the assistant acting on the customer's earlier
// value: the customer's request (no value), the assistant's act naming
// {v} and the customer putting it right without naming a value.
type rawSmockedStale struct{ svc, ask, act, reject string }

// rawSmockedMisread is a line of the customer's naming a value that is not
// theirs, {v} (a gift, a relative's, a one-off); the assistant reading it
// as the customer's own, naming {v} (misread); and the customer's denial,
// which may name {v} again (deny).
type rawSmockedMisread struct{ svc, said, misread, deny string }

// lineTexts are the texts of ls, in order.
func lineTexts(ls []rawSmockedLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawSmockedForms are the smocked set's lists per attribute: the lists of
// rawSetLists (values and the questions; its chatter, other people's
// values and the assistant's offers are the texts of chatter, other and
// offer, lines said to one service or any), the statements by kind, and: the
// assistant's confirmations of the value just stated {v}, after a first
// statement (readback) and after a change or a revert (readbackNew), its
// answers naming the value that holds {v} (echo), its acting on an
// earlier value {v} (stale), its misreadings of a line naming another
// value (misread); the customer's billing addresses, lockers, clients and
// household members' plans that are not theirs (elsewhere), plans,
// hypotheticals and questions about coverage (plan), earlier values told
// as past (past), sarcasm naming a value (sarcasm) and refusals of an
// offer naming its value (reject); and the questions that name a stale or
// wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawSmockedForms struct {
	lists                 rawSetLists
	state, change, revert []rawSmockedStmt
	readback, readbackNew []string
	chatter, other, offer []rawSmockedLine
	echo                  []rawSmockedEcho
	stale                 []rawSmockedStale
	misread               []rawSmockedMisread
	elsewhere, plan, past []rawSmockedLine
	sarcasm, reject       []rawSmockedLine
	still, stillWhen      []string
}

// rawSmockedAttrs are the smocked set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores, the chatter, other and assistant lists the texts of
// the chatter, other and offer lines.
func rawSmockedAttrs() map[string]rawSetLists {
	return formedLists(rawSmockedByAttr, func(f rawSmockedForms) (rawSetLists, []rawSmockedStmt, []rawSmockedStmt, []rawSmockedStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = lineTexts(f.chatter), lineTexts(f.other), lineTexts(f.offer)
		return l, f.state, f.change, f.revert
	})
}

// smocks reports whether g's set is a customer's account chat with
// support assistants (the smocked set).
func (g *rawGen) smocks() bool { return g.ph == PhrasingSmocked }

// rawSmockedRun is one smocked conversation being written.
type rawSmockedRun struct {
	*rawGen
	f    rawSmockedForms
	c    *rawSmockedCustomer
	svcs []*rawSmockedService // the conversation's services
	svc  *rawSmockedService   // the session's
	said string
	used map[string]bool // the templates said in this session
}

// supportChats writes a smocked conversation and its questions: the
// customer's manner is their name's (rawSmockedCustomerOf); they write to
// one of the services that keep the asked attribute on file or, one time
// in two, to two of them; the customer's other attributes get values of
// the set that hold all through (g.bg); each statement comes 90 to 150
// days after the previous one or after six to ten sessions (times the
// filler scale), whichever is later, with a session every few days, now
// and then weeks, in between.
func (g *rawGen) supportChats(vals []string, revert, chatty bool) {
	r := &rawSmockedRun{rawGen: g, f: rawSmockedByAttr[g.a.predicate], c: rawSmockedCustomerOf(g.who)}
	var serving []*rawSmockedService
	for i := range rawSmockedServices {
		for _, a := range rawSmockedServices[i].attrs {
			if a == g.a.predicate {
				serving = append(serving, &rawSmockedServices[i])
			}
		}
	}
	for _, k := range g.rng.Perm(len(serving))[:1+g.rng.IntN(2)] {
		r.svcs = append(r.svcs, serving[k])
	}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// user is a message of the customer's, as they type it (loud: a
// statement or a complaint, which an impatient customer may write in
// capitals), a minute or a few after the last turn.
func (r *rawSmockedRun) user(text string, loud bool) string {
	id, _ := r.turn(r.who, "user", r.written(text, loud), time.Duration(45+r.rng.IntN(240))*time.Second)
	return id
}

// userSoon is the next message of several sent together, seconds after
// the one before it.
func (r *rawSmockedRun) userSoon(text string, loud bool) (string, time.Time) {
	return r.turn(r.who, "user", r.written(text, loud), time.Duration(5+r.rng.IntN(30))*time.Second)
}

// bot is a line of the assistant's, seconds after the customer's.
func (r *rawSmockedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(4+r.rng.IntN(20))*time.Second)
}

// written is text as the customer types it: all in lower case lowerIn10
// times in ten; a loud one in capitals capsIn3 times in three; else with
// its first letter capitalized.
func (r *rawSmockedRun) written(text string, loud bool) string {
	switch {
	case r.rng.IntN(10) < r.c.lowerIn10:
		return strings.ToLower(text)
	case loud && r.rng.IntN(3) < r.c.capsIn3:
		return strings.ToUpper(text)
	}
	return capitalize(text)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawSmockedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// ours reports whether a line tagged svc is said to the session's
// service: untagged, or tagged with its code.
func (r *rawSmockedRun) ours(svc string) bool { return svc == "" || svc == r.svc.code }

// line is a line of ls said to the session's service, not yet said in
// this session if one of three tries finds one.
func (r *rawSmockedRun) line(ls []rawSmockedLine) string {
	var tpls []string
	for _, l := range ls {
		if r.ours(l.svc) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// mine are the statements of s the session's service hears: those of
// any service and those tagged with its code.
func (r *rawSmockedRun) mine(s []rawSmockedStmt) []rawSmockedStmt {
	var out []rawSmockedStmt
	for _, st := range s {
		if r.ours(st.svc) {
			out = append(out, st)
		}
	}
	return out
}

// ref is a reference the customer pastes before a request: an order,
// case, account, member or policy number of the session's service, an
// earlier ticket's number or the end of their account number.
func (r *rawSmockedRun) ref() string {
	n := 10000 + r.rng.IntN(90000)
	switch r.rng.IntN(3) {
	case 0:
		return fmt.Sprintf("%s%s-%d:", r.svc.refLabel, r.svc.ref, n)
	case 1:
		return fmt.Sprintf("Re ticket %d:", n)
	}
	return fmt.Sprintf("(account ending %04d)", n%10000)
}

// wrap puts, before text, a pasted reference refsIn4 times in four, else
// one time in four one of the customer's marks, and one of their tails
// after it one time in three.
func (r *rawSmockedRun) wrap(text string) string {
	switch x := r.rng.IntN(4); {
	case x < r.c.refsIn4:
		text = r.ref() + " " + text
	case x == 3:
		text = pick(r.rng, r.c.marks) + " " + text
	}
	return r.tail(text)
}

// tail puts one of the customer's tails after text one time in three
// (ending text with a full stop first, unless the customer types in
// lower case or it ends in punctuation), else, for those who use them,
// an emoji one time in four.
func (r *rawSmockedRun) tail(text string) string {
	switch {
	case r.rng.IntN(3) == 0:
		if c := text[len(text)-1]; r.c.lowerIn10 == 0 && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			text += "."
		}
		text += " " + pick(r.rng, r.c.tails)
	case r.c.emoji && r.rng.IntN(4) == 0:
		text += " " + pick(r.rng, rawSmockedEmoji)
	}
	return text
}

// open starts a session on r.t's day with one of the conversation's
// services: the assistant's greeting naming it, and one time in three
// the customer's hello and the assistant's answer.
func (r *rawSmockedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.svc = r.svcs[r.rng.IntN(len(r.svcs))]
	r.bot(fillOne(pick(r.rng, r.svc.greets), map[string]string{"name": r.who}))
	if r.rng.IntN(3) == 0 {
		r.user(pick(r.rng, r.c.hellos), false)
		r.bot(pick(r.rng, rawSmockedBotHellos))
	}
}

// close ends a session one time in two with the customer's sign-off and
// the assistant's goodbye, perhaps with a ticket number.
func (r *rawSmockedRun) close() {
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, r.c.byes), false)
		if r.rng.IntN(2) == 0 {
			r.bot(fmt.Sprintf("I've logged this chat as ticket %d. %s", 10000+r.rng.IntN(90000), pick(r.rng, rawSmockedBotByes)))
			return
		}
		r.bot(pick(r.rng, rawSmockedBotByes))
	}
}

// confirm is the assistant's answer after statement vals[i]: a
// confirmation naming the value one time in two (after a change, of the
// new one), else a plain reply.
func (r *rawSmockedRun) confirm(vals []string, i int) {
	if r.rng.IntN(2) == 0 {
		l := r.f.readback
		if i > 0 {
			l = r.f.readbackNew
		}
		r.bot(fillOne(pick(r.rng, l), map[string]string{"v": vals[i]}))
		return
	}
	r.bot(pick(r.rng, rawReplies[r.ph]))
}

// typo is v mistyped: two neighbouring letters of its longest word
// swapped, never another value of the set.
func (r *rawSmockedRun) typo(v string) string {
	words := strings.Fields(v)
	k := 0
	for i, w := range words {
		if len(w) > len(words[k]) {
			k = i
		}
	}
	letter := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
	for {
		w := []byte(words[k])
		p := 1 + r.rng.IntN(len(w)-2)
		if w[p] == w[p+1] || !letter(w[p]) || !letter(w[p+1]) {
			continue
		}
		w[p], w[p+1] = w[p+1], w[p]
		out := strings.Join(append(append(append([]string{}, words[:k]...), string(w)), words[k+1:]...), " ")
		ok := true
		for _, x := range r.values() {
			if strings.EqualFold(x, out) {
				ok = false
			}
		}
		if ok {
			return out
		}
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the session's service, its form first (each as likely), with the
// turns the form needs around it, and returns the statement's turn and
// its time.
func (r *rawSmockedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	var forms []string
	for _, st := range r.mine(s) {
		if !slices.Contains(forms, st.form) {
			forms = append(forms, st.form)
		}
	}
	form := forms[r.rng.IntN(len(forms))]
	var of []rawSmockedStmt
	for _, st := range r.mine(s) {
		if st.form == form {
			of = append(of, st)
		}
	}
	st := of[r.rng.IntN(len(of))]
	if st.core == r.said {
		st = of[r.rng.IntN(len(of))]
	}
	r.said = st.core
	core := fillOne(st.core, vars)
	var id string
	var at time.Time
	switch st.form {
	case "request":
		id = r.user(r.wrap(core), true)
		at = r.t
	case "form":
		if r.rng.IntN(3) == 0 {
			core = r.ref() + "\n" + core
		}
		id = r.user(core, false)
		at = r.t
	case "answer":
		r.user(r.wrap(st.ask), false)
		r.bot(st.lead)
		id = r.user(r.tail(core), false)
		at = r.t
	case "aside":
		id = r.user(r.wrap(st.lead+" "+core), false)
		at = r.t
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong record
		if i > 0 {
			lv = vals[i-1] // the value left, which the record still holds
		}
		r.user(r.wrap(st.ask), false)
		r.bot(fillOne(st.lead, map[string]string{"v": lv}))
		id = r.user(r.tail(core), true)
		at = r.t
	case "split":
		r.user(st.lead, false)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawSmockedSplitMids), false)
		}
		id, at = r.userSoon(r.tail(core), false)
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawSmockedSplitAfters), false)
		}
	default: // typo
		v := vals[i]
		r.user(fillOne(st.lead, map[string]string{"v": r.typo(v)}), false)
		id, at = r.userSoon(core, false)
	}
	if st.form == "fix" && r.rng.IntN(2) == 0 {
		r.bot(pick(r.rng, rawSmockedFixed))
		return id, at
	}
	r.confirm(vals, i)
	return id, at
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, three to eleven days apart, one time in six three to six
// weeks.
func (r *rawSmockedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 3 + r.rng.IntN(9)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday request to the session's service and the
// assistant's answer to it, one time in five sent as two messages (an
// opener first).
func (r *rawSmockedRun) smallTalk() {
	t := r.fresh(r.svc.smallTalk)
	if r.rng.IntN(5) == 0 {
		r.user(pick(r.rng, rawSmockedOpeners), false)
		r.userSoon(t, false)
	} else {
		r.user(r.wrap(t), false)
	}
	r.bot(r.answer(t))
}

// exchange is one exchange after statement vals[i], its lines those said
// to the session's service: small talk; talk on the topic naming no
// value; the customer's own other attributes that the service keeps;
// someone else's value (a gift, a relative, a friend's referral); a
// billing address, a locker, a client or a household member's plan that
// is not theirs; a plan, a hypothetical or a question about coverage; the
// customer's earlier value told as past; a line naming a value not
// theirs that the assistant misreads as theirs, and the customer's
// denial; an answer of the assistant's naming the value that holds; the
// assistant acting on the customer's earlier value (put right without a
// value); sarcasm naming another value; a complaint or a follow-up on a
// ticket, naming none; or small talk, one time in two followed by the
// assistant's offer naming another value and the customer's refusal (and,
// when chatty, an offer one time in three after any exchange).
func (r *rawSmockedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(46); {
	case x < 7:
		r.smallTalk()
	case x < 9:
		t := r.line(f.chatter)
		r.user(r.wrap(t), false)
		r.bot(r.answer(t))
	case x < 12:
		var bgs []string // the customer's other attributes the service keeps
		for _, a := range r.svc.attrs {
			if a != r.a.predicate {
				bgs = append(bgs, a)
			}
		}
		if len(bgs) == 0 {
			r.smallTalk()
			break
		}
		bg := pick(r.rng, bgs)
		var sts []rawSmockedStmt
		for _, st := range r.mine(rawSmockedByAttr[bg].state) {
			if st.form == "request" || st.form == "aside" {
				sts = append(sts, st)
			}
		}
		st := sts[r.rng.IntN(len(sts))]
		if r.used[st.core] {
			r.smallTalk()
			break
		}
		r.used[st.core] = true
		text := fillOne(st.core, map[string]string{"v": r.bg[bg]})
		if st.form == "aside" {
			text = st.lead + " " + text
		}
		r.user(r.wrap(text), false)
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 16:
		r.user(r.wrap(fillOne(r.line(f.other), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawSmockedOthersReplies))
	case x < 19:
		r.user(r.wrap(fillOne(r.line(f.elsewhere), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawSmockedElsewhereReplies))
	case x < 22:
		r.user(r.wrap(fillOne(r.line(f.plan), map[string]string{"v": pick(r.rng, others)})), false)
		r.bot(pick(r.rng, rawSmockedPlanReplies))
	case x < 24 && len(past) > 0:
		r.user(r.wrap(fillOne(r.line(f.past), map[string]string{"v": pick(r.rng, past)})), false)
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 27:
		v := pick(r.rng, others)
		m := pickOurs(r, f.misread, func(m rawSmockedMisread) string { return m.svc })
		r.user(r.wrap(fillOne(m.said, map[string]string{"v": v})), false)
		r.bot(fillOne(m.misread, map[string]string{"v": v}))
		r.user(fillOne(m.deny, map[string]string{"v": v}), false)
		r.bot(pick(r.rng, rawSmockedFixed))
	case x < 30 && r.cur != "":
		e := pickOurs(r, f.echo, func(e rawSmockedEcho) string { return e.svc })
		r.user(r.wrap(e.ask), false)
		r.bot(fillOne(e.line, map[string]string{"v": r.cur}))
	case x < 33 && len(past) > 0:
		s := pickOurs(r, f.stale, func(s rawSmockedStale) string { return s.svc })
		r.user(s.ask, false)
		r.bot(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject, true)
		r.bot(pick(r.rng, rawSmockedFixed))
	case x < 34:
		r.user(fillOne(r.line(f.sarcasm), map[string]string{"v": pick(r.rng, others)}), true)
		r.bot(pick(r.rng, rawSmockedSorry))
	case x < 37:
		r.user(r.tail(r.fresh(rawSmockedComplaints)), true)
		r.bot(pick(r.rng, rawSmockedSorry))
	case x < 39:
		r.user(fmt.Sprintf("Re ticket %d: %s", 10000+r.rng.IntN(90000), r.fresh(rawSmockedFollowUps)), false)
		r.bot(pick(r.rng, rawSmockedTicketReplies))
	default:
		r.smallTalk()
		if r.rng.IntN(2) == 0 {
			r.offer(others)
		}
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.offer(others)
	}
}

// offer is the assistant's offer naming another value and the customer's
// refusal, naming it again one time in two.
func (r *rawSmockedRun) offer(others []string) {
	v := pick(r.rng, others)
	r.bot(fillOne(r.line(r.f.offer), map[string]string{"v": v, "cur": r.cur}))
	if r.rng.IntN(2) == 0 {
		r.user(fillOne(r.line(r.f.reject), map[string]string{"v": v}), false)
		return
	}
	r.user(pick(r.rng, rawSmockedDeclines), false)
}

// pickOurs is an item of xs said to the session's service (svc its tag).
func pickOurs[T any](r *rawSmockedRun, xs []T, svc func(T) string) T {
	var ok []T
	for _, x := range xs {
		if r.ours(svc(x)) {
			ok = append(ok, x)
		}
	}
	return ok[r.rng.IntN(len(ok))]
}

// answer is the assistant's answer to the request t, or a short reply.
func (r *rawSmockedRun) answer(t string) string { return r.answerOr(rawSmockedAnswers, t) }

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawSmockedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawSmockedEmoji are the emoji some customers end a message with.
var rawSmockedEmoji = []string{"🙂", "🙏", "😊"}

// rawSmockedSplitMids are the middle message of a statement sent in
// several, rawSmockedSplitAfters a message after the value,
// rawSmockedOpeners the first of a request sent in two. No value.
var (
	rawSmockedSplitMids   = []string{"sorry, pressed enter too soon", "one sec, typing on my phone", "bear with me"}
	rawSmockedSplitAfters = []string{"that's all for now", "just wanted to get that on record", "thanks for bearing with me"}
	rawSmockedOpeners     = []string{"hi, quick question", "hello, one small thing", "sorry, another question"}
)

// rawSmockedBotHellos answer the customer's hello; rawSmockedBotByes
// their sign-off.
var (
	rawSmockedBotHellos = []string{"Hi! Of course, what can I do for you?", "Hello! I'm here to help. What's the query?", "Thanks for getting in touch. How can I help?"}
	rawSmockedBotByes   = []string{"Thanks for chatting with us today. Take care!", "You're welcome! Have a lovely rest of your day.", "Happy to help. Goodbye for now!"}
)

// rawSmockedFixed are the assistant's answers to a correction;
// rawSmockedOthersReplies answer a request about someone else;
// rawSmockedElsewhereReplies a billing address, a locker or a plan not
// the customer's; rawSmockedPlanReplies a plan, hypothetical or coverage
// question; rawSmockedSorry a complaint or sarcasm;
// rawSmockedTicketReplies a ticket follow-up; rawSmockedDeclines are the
// customer's answers to an offer. No value.
var (
	rawSmockedFixed            = []string{"Thanks for correcting that, I've updated our records.", "Apologies for the mix-up! That's fixed now.", "Sorry about that, I've amended the account."}
	rawSmockedOthersReplies    = []string{"Of course, I can set that up as a one-off for you.", "That's no problem at all. I've added a note to the order.", "Happy to help with that. They'll need their own account for anything permanent."}
	rawSmockedElsewhereReplies = []string{"Noted, I'll leave that part of the account as it is.", "Understood, thanks for explaining.", "That's fine, I've made a note so nobody changes it by mistake."}
	rawSmockedPlanReplies      = []string{"Prices can vary by area, so I'd recommend checking again nearer the time.", "We can look at that properly if and when it happens.", "Good question! Nothing changes on your account unless you ask us to."}
	rawSmockedSorry            = []string{"I'm really sorry about this. Let me look into it for you.", "I completely understand the frustration, and I apologise.", "Sorry for the trouble. I've escalated this to the team."}
	rawSmockedTicketReplies    = []string{"Thanks for following up. The ticket is with our specialist team and you'll hear back within two working days.", "I can see that ticket. It's been marked urgent now.", "Sorry for the wait on that one. I've chased it for you."}
	rawSmockedDeclines         = []string{"no thanks, I'm fine as I am", "not for me, thanks", "please stop offering me things"}
)

// rawSmockedComplaints and rawSmockedFollowUps are the customer's
// complaints and follow-ups on a ticket. No value.
var (
	rawSmockedComplaints = []string{
		"this is the third time I've had to contact you about the same problem",
		"your app logged me out halfway through an order again",
		"I was on hold for forty minutes this morning, which is why I'm using the chat",
		"nobody has replied to my email from last week",
	}
	rawSmockedFollowUps = []string{
		"any update on this? it's been a week",
		"still waiting to hear back about my refund",
		"you said someone would call me back and nobody did",
	}
)

// rawSmockedReplies are the assistant's short replies.
var rawSmockedReplies = []string{
	"Thanks for letting us know! Is there anything else I can help with?",
	"No problem at all, that's all done for you.",
	"Thanks for your patience while I checked that.",
	"I've added a note to your account.",
	"Got it. Anything else I can help you with today?",
	"Thank you, that's been updated.",
	"Understood. I'll make sure the team sees that.",
}

// rawSmockedAnswers are the assistant's answers to the small talk and
// chatter, by request. No value.
var rawSmockedAnswers = map[string]string{
	"can I skip next week's box? we're away":                                       "Of course! I've skipped next week's box and you won't be charged for it.",
	"my box arrived with a broken jar of pesto inside, can I get a refund for it?": "I'm sorry about that! I've refunded the pesto to your card; it should show in three to five days.",
	"how do I change my delivery day from Tuesday to Thursday?":                    "You can change it under Deliveries in the app, or I can do it for you from next week.",
	"can I add an extra portion to the lasagne recipe this week?":                  "Yes, I've added an extra portion to the lasagne for this week's box.",
	"my order came without the oat milk, can you refund it?":                       "Sorry about that! I've refunded the missing item.",
	"what's the cut-off time for next-day delivery slots?":                         "Orders placed before 11pm can usually be delivered the next day, depending on slots.",
	"can I turn off substitutions just for this one order?":                        "Yes, I've turned substitutions off for this order only.",
	"I've forgotten my online banking password again":                              "No problem. Tap 'Forgotten password' on the log-in screen and we'll send you a one-time code.",
	"there's a pending payment of 12.99 I don't recognise, can you check it?":      "That looks like a subscription renewal. If you don't recognise it, I can block the card and raise a dispute.",
	"can I get paper statements posted instead of the app ones?":                   "Yes, I've switched you to paper statements from next month.",
	"how do I raise my contactless limit?":                                         "You can set your contactless limit under Card settings in the app, up to the maximum allowed.",
	"why has my direct debit gone up by eleven pounds?":                            "Your direct debit is reviewed every six months; it went up because your usage was higher over the winter.",
	"how do I send you a meter reading without the app?":                           "You can send it through the website or reply to your reading reminder email.",
	"can I move onto a fixed tariff before winter?":                                "Yes, we have a twelve-month fixed tariff available. Would you like a quote?",
	"can I freeze my membership for a month? I've hurt my knee":                    "Sorry to hear about your knee! I've frozen your membership for one month.",
	"what time does the pool open on Sundays?":                                     "The pool opens at 8am on Sundays and closes at 6pm.",
	"the app won't let me book the 7am spin class, is it full?":                    "That class is full at the moment, but I've added you to the waiting list.",
	"when does my policy renew this year?":                                         "Your policy renews on the 14th of next month; we'll send your renewal pack three weeks before.",
	"can I pay monthly instead of in one go?":                                      "Yes, monthly payments are available, though there's a small charge for spreading the cost.",
	"how do I claim for a cracked phone screen?":                                   "You can start a claim online under Make a claim; you'll need a photo of the damage.",
	"where do I find my payslips on the portal?":                                   "Your payslips are under Pay, then Documents, once you're logged in.",
	"how many days of annual leave have I got left?":                               "You can see your remaining leave under Time off on your PeoplePoint dashboard.",
	"how do I change the bank account my pay goes into?":                           "Go to Pay, then Bank details; changes made before the 15th apply to this month's pay.",
	"the driver left my box out in the rain, can I get a credit?":                  "Sorry about that! I've added a credit to your account for the next box.",
	"can I pause deliveries over Christmas?":                                       "Yes, I've paused your deliveries for the two weeks over Christmas.",
	"how do I use a voucher code on my next box?":                                  "Enter the code at checkout under Vouchers, or send it to me and I'll apply it.",
	"can I move my delivery slot to after 6pm?":                                    "Yes, I've moved your slot to 6 to 7pm.",
	"the eggs were cracked again, can I get a refund?":                             "Sorry about that! I've refunded the eggs.",
	"do you take the carrier bags back?":                                           "Yes, hand them to the driver on your next delivery and we'll recycle them.",
	"can I get a new card? mine has snapped in half":                               "Of course. I've ordered a replacement card; it should arrive in three to five working days.",
	"how do I set up a standing order for the rent?":                               "Go to Payments, then Standing orders, and add the payee with the amount and date.",
	"can I change the date my direct debit comes out?":                             "Yes, you can pick any date between the 1st and the 28th. Which would you like?",
	"my smart meter display has gone blank":                                        "Try unplugging it for a minute; if it stays blank, I'll book a free replacement.",
	"why is my bill estimated this month?":                                         "We didn't get a reading this month, so we estimated. Send a reading and I'll reissue the bill.",
	"can I bring a guest on Saturday?":                                             "Yes, members can bring one guest a month; just register them at the desk.",
	"the showers in the changing room are cold again":                              "Sorry about that! I've reported it to the club manager.",
	"how do I cancel a class booking?":                                             "Tap the class in My bookings and choose Cancel, up to two hours before.",
	"can I add breakdown cover to my car policy?":                                  "Yes, breakdown cover can be added for a small extra cost. Shall I quote it?",
	"my excess seems really high, can I lower it?":                                 "You can lower your voluntary excess, though your premium will go up a little.",
	"I need a copy of my policy documents":                                         "I've emailed you a copy of your policy documents.",
	"my expenses claim was rejected, who do I ask?":                                "Your line manager can see the reason under Expenses; they can resubmit it with you.",
	"how do I book time off for a medical appointment?":                            "Book it under Time off and choose Medical appointment as the type.",
	"where's the cycle-to-work scheme on the portal?":                              "It's under Benefits, then Travel, when the scheme window is open.",
	"do I need to give you a final meter reading when I move?":                     "Yes, send a reading on the day you move out so your final bill is accurate.",
	"does my contents cover move with me automatically?":                           "Not automatically; tell us your new address and we'll move the cover across.",
	"does the corporate rate need renewing every year?":                            "It renews automatically while your employer is on our scheme.",
	"do I need to tell you when my salary changes?":                                "Only if you're applying for credit; otherwise there's no need.",
	"do you list the allergens for everything?":                                    "Yes, every product and recipe lists its allergens.",
	"can I filter the shop by dietary labels?":                                     "Yes, use the Dietary filter on any aisle page.",
	"does the nutrition coaching cost extra?":                                      "Two sessions a month are included; extra sessions are charged.",
	"does a named driver need to live with me?":                                    "No, a named driver doesn't need to live with you.",
	"who counts as a dependant for the health cover?":                              "A spouse or partner and children under 21 can be added as dependants.",
	"how long does an address change take to go through on your side?":             "Address changes take effect straight away for deliveries and within a day for letters.",
	"do you charge for a redelivery if nobody's home?":                             "The first redelivery is free; after that there's a small charge.",
	"which documents count as proof of address for you?":                           "A recent utility bill, council tax letter or bank statement from the last three months works.",
	"how do I download my P60 from the portal?":                                    "Your P60 is under Pay, then Tax documents, from the end of May.",
	"does my cover carry on during my notice period?":                              "Yes, your benefits continue until your last working day.",
	"who do I tell about a change of employer, you or HR?":                         "Tell your new HR team first; they'll update PeoplePoint, and I can help with anything missing.",
	"can I swap one recipe a week without changing my whole plan?":                 "Yes, you can swap any recipe up to five days before delivery.",
	"can I see the calories for this week's recipes somewhere?":                    "Calories and nutrition are on each recipe card and in the app.",
	"how do I remove someone from my account?":                                     "I can do that for you once you confirm their full name.",
	"can two people share one log-in on the account?":                              "For security, each person needs their own log-in, but you can link them.",
	"does my partner need their own ID to collect a parcel?":                       "Yes, whoever collects needs photo ID and the collection code.",
}

// The smocked set's own lists per attribute. The customer's lists are
// written as customers type them, first letter in lower case (the
// generator capitalizes it, or writes the turn in their manner); the
// assistant's lines and the questions are standard English. A statement
// neither starts nor ends with a placeholder, so the oracle reads the
// value whole, and starts with the customer (or their request, form or
// time words) as its subject, so that no one else's value reads as one.
var rawSmockedByAttr = map[string]rawSmockedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Huddersfield", "Darlington", "Wakefield", "Chesterfield", "Falkirk", "Carlisle",
				"Worcester", "Basingstoke", "Northampton", "Peterborough", "Exeter", "Waterford"},
			qCurrent: []string{
				"Reviewing {name}'s account chats, which town or city is their home now?",
				"Courier query: which city should a parcel for {name} be delivered to today?",
				"Going by the support chats, where does {name} live at the moment?",
				"Which city should {name}'s account list as home right now?",
			},
			qWhen: []string{
				"Reviewing {name}'s account chats, which city was their home {when}?",
				"Which city would a courier have found {name} living in {when}?",
				"Where did {name} have their home address {when}, going by the chats?",
			},
			qBefore: []string{
				"Courier query: which city did deliveries for {name} go to before the change to {next}?",
				"Before the address change to {next}, which town was {name}'s home?",
				"Reviewing the address history, which city was {name}'s home until they gave the new one in {next}?",
			},
		},
		state: []rawSmockedStmt{
			{form: "request", core: "could you make sure everything goes to my flat in {v}, that's where I live"},
			{form: "request", core: "just so your records are right, I live in {v} and have done for years"},
			{form: "form", core: "my details for the account:\nAddress line 1: Flat 2, 41 Mercer Street\nCity: {v}\nThat's my home address."},
			{form: "form", core: "Contact details\nStreet: 7 Linnet Close\nTown: {v}\nNotes: I'm home most afternoons"},
			{form: "answer", ask: "hi, I'm setting up my account for the first time",
				lead: "Welcome! Which town or city is your home address in?",
				core: "that'd be {v}, it's where I live"},
			{form: "aside", lead: "can you add a note to my account?",
				core: "I'm at home in {v} most mornings if anyone needs to call round"},
			{form: "fix", ask: "can you check the address you've got for me? my post isn't arriving",
				lead: "I can see the address on your account is in {v}. Is that right?",
				core: "no, that's never been right, I live in {v}, please fix it"},
			{form: "split", lead: "hi, quick thing about my account details",
				core: "my home address is in {v}, can you confirm that's what you've got"},
			{form: "typo", lead: "here you go:\nAddress line 1: 12 Abbot's Walk\nTown/City: {v}\nCountry: UK",
				core: "sorry, typo in the city there, it should say {v}, not what I typed"},
			{form: "request", svc: "meal", core: "please leave the boxes by the back door, we're the end house on Foundry Lane in {v}, thanks"},
			{form: "request", svc: "bank", core: "please post my statements to my home in {v}, I'm not paperless"},
			{form: "request", svc: "power", core: "the meter is at my place in {v}, I've lived there since the spring"},
			{form: "request", svc: "ins", core: "for the home insurance, the property is my house in {v} and I live there full time"},
		},
		change: []rawSmockedStmt{
			{form: "request", core: "please update my address, I've moved to {new} now"},
			{form: "request", core: "I've moved from {old} to {new}, can you change my details please"},
			{form: "request", core: "sorry for not updating this sooner, I've been living in {new} since the start of the month"},
			{form: "form", core: "Previous city: {old}\nNew address line 1: 3 Harrow Court\nNew city: {new}\nMoved in: last Saturday"},
			{form: "form", core: "Address line 1: 58 Dyer Street\nAddress line 2: first floor\nCity: {new}\n(I moved in on the 2nd)"},
			{form: "answer", ask: "I need to change my address please",
				lead: "No problem! What's the town or city of your new address?",
				core: "it's {new} now, I moved there last weekend"},
			{form: "aside", lead: "can you hold any post for now?",
				core: "I've just moved to {new} and the old place is empty"},
			{form: "fix", ask: "which address will my next letter go to?",
				lead: "Your next letter will go to your address in {v}.",
				core: "no! your system still says {old}, I moved out of there weeks ago, I live in {new} now"},
			{form: "split", lead: "hi, I need to update something on my account",
				core: "I've moved house, the new address is in {new} from this week"},
			{form: "typo", lead: "new address:\nAddress line 1: 9 Cooper's Row\nTown/City: {v}\nFrom: this week",
				core: "apologies, I've mistyped the city, it's {new}, sorry about that"},
			{form: "request", svc: "meal", core: "ship everything to my new place in {new} from now on please"},
			{form: "request", svc: "meal", core: "I'm in {new} now so the old depot is wrong, please switch it"},
			{form: "request", svc: "bank", core: "I moved to {new} a couple of weeks ago, please send my new card there"},
			{form: "request", svc: "power", core: "I've moved into a flat in {new}, the meter reading on moving day was 04417"},
			{form: "request", svc: "ins", core: "I've moved to {new}, please move my contents cover to the new flat"},
		},
		revert: []rawSmockedStmt{
			{form: "request", core: "I've left {old} and moved back to {new}, please change my address back"},
			{form: "form", core: "Previous city: {old}\nCity: {new} (back at my old address)\nFrom: last Monday"},
			{form: "answer", ask: "my address has changed again, sorry",
				lead: "No problem at all. Where are you living now?",
				core: "I left {old} and I'm back in {new}, same flat as before"},
			{form: "aside", lead: "can you start sending my post again?",
				core: "the {old} move didn't work out and I'm back home in {new} now"},
			{form: "fix", ask: "please check my address, my last letter went missing",
				lead: "Our records show your last letter went to your address in {v}.",
				core: "that's the wrong one, I left {old} and moved back to {new} a few weeks ago"},
			{form: "split", lead: "sorry, me again about the address",
				core: "I'm out of {old} and back in {new}, same address as before"},
			{form: "typo", lead: "address update:\nTown/City: {v}\nNote: moving back to the old house",
				core: "sorry, that city is spelled wrong, I've left {old} and it should be {new} again"},
			{form: "request", svc: "meal", core: "we've given up the {old} flat and gone back to {new}, please send the boxes there again"},
			{form: "request", svc: "bank", core: "I've moved out of {old} and back to {new}, please update my statements"},
		},
		readback: []string{
			"Thanks! I've set your home address to {v}.",
			"Got it, your address in {v} is saved on the account.",
			"Ticket summary: home address confirmed as {v}.",
		},
		readbackNew: []string{
			"All done: your address is now in {v}. Welcome to your new home!",
			"Thanks, I've updated your address to {v}. Future deliveries will go there.",
			"Ticket summary: address changed to {v}.",
		},
		chatter: []rawSmockedLine{
			{"", "how long does an address change take to go through on your side?"},
			{"", "which documents count as proof of address for you?"},
			{"meal", "do you charge for a redelivery if nobody's home?"},
			{"power", "do I need to give you a final meter reading when I move?"},
			{"ins", "does my contents cover move with me automatically?"},
		},
		other: []rawSmockedLine{
			{"meal", "can you send this one to my sister in {v}? it's her birthday on Friday"},
			{"meal", "one-off delivery to my son's student flat in {v} please, just this week"},
			{"", "my mum lives in {v}, can she use my referral code for her own account?"},
			{"", "my dad in {v} wants to sign up too, is there a family discount?"},
			{"bank", "can I send money to my brother in {v} without setting him up as a payee?"},
			{"power", "my gran in {v} is with you too, can I pay her bill from my account?"},
			{"ins", "my daughter's student house is in {v}, can her things go on my policy?"},
		},
		offer: []rawSmockedLine{
			{"meal", "Good news: we've just started delivering to {v}, if that's ever useful!"},
			{"meal", "Our partner depot in {v} has same-day slots this week, would you like one?"},
			{"bank", "Did you know our {v} branch runs free financial health checks?"},
			{"power", "We've got a community solar offer running in {v} right now, fancy hearing about it?"},
			{"ins", "We've launched a holiday cottage cover deal in {v}, shall I send details?"},
		},
		echo: []rawSmockedEcho{
			{"meal", "when's my next delivery?", "Your next delivery is due on Thursday at your address in {v}."},
			{"meal", "which depot handles my deliveries?", "Your deliveries are handled by our depot serving {v}."},
			{"bank", "is there a branch near me?", "The nearest branch to your home is in the centre of {v}."},
			{"bank", "where will my new card be posted?", "Your new card will go to your home address in {v}."},
			{"power", "which tariff region am I in?", "Your home in {v} is in our northern tariff region."},
			{"ins", "what address is on my home policy?", "Your home policy covers your address in {v}."},
		},
		stale: []rawSmockedStale{
			{"bank", "can you confirm where my new card is being sent?", "Your new card will be posted to your address in {v}.", "no, that's my old address, I changed it, please check again"},
			{"meal", "what's my delivery address for Friday?", "Friday's order is going to your address in {v}.", "that's wrong, I don't live there anymore, I updated it"},
			{"power", "can you book a meter engineer for me?", "I can book an engineer at your property in {v} next Tuesday.", "that's the old property, I told you I moved"},
			{"ins", "which address is my renewal quote for?", "Your renewal quote is for your home in {v}.", "that's out of date, I moved, please requote"},
		},
		misread: []rawSmockedMisread{
			{"meal", "can I get one box delivered to my parents in {v} this week?", "Of course. Shall I change your delivery address to {v} permanently?", "no, just this once, I don't live there"},
			{"", "I'm visiting a friend in {v} next week, will my account still work there?", "Would you like me to update your home address to {v}?", "no, I'm only visiting, nothing's changed"},
			{"bank", "I'm staying with my sister in {v} for a fortnight, can I still use the app?", "Shall I change your correspondence address to {v}?", "no, it's only a visit, leave it"},
		},
		elsewhere: []rawSmockedLine{
			{"", "my billing address is still my parents' place in {v}, leave that one as it is"},
			{"meal", "please use the parcel locker at the station in {v}, it's near my office"},
			{"", "the invoice should go to our office in {v}, not my home"},
			{"power", "the other meter on the account is my late aunt's house in {v}, I'm only handling it"},
			{"ins", "the second property on the policy is my mum's in {v}, I don't live there"},
		},
		plan: []rawSmockedLine{
			{"", "if I move to {v} next year will the price change?"},
			{"meal", "do you deliver to {v}? asking in case we move"},
			{"ins", "is there cover in {v}? I might be working there for a month"},
			{"bank", "is there a branch in {v}? I might be moving there next year"},
			{"power", "do you supply homes in {v}? we're thinking about moving"},
		},
		past: []rawSmockedLine{
			{"", "please delete my old {v} address from the saved list, I'm not there anymore"},
			{"", "post is still going to the {v} address, how do I stop that?"},
			{"meal", "my old flat in {v} is still saved as a second delivery address, can you remove it?"},
			{"power", "you're still sending bills for the {v} flat, I closed that account when I left"},
		},
		sarcasm: []rawSmockedLine{
			{"meal", "oh sure, I clearly live in your depot in {v}, since that's where my parcels end up"},
			{"", "great, so now my letters are touring {v} without me"},
			{"bank", "lovely, so my new card has gone on holiday to {v} without me"},
			{"power", "brilliant, so I'm paying to heat a flat in {v} now, apparently"},
			{"ins", "fantastic, apparently I insure a house in {v} I've never set foot in"},
		},
		reject: []rawSmockedLine{
			{"", "no thanks, {v} is nowhere near me"},
			{"", "no, I don't need anything in {v}, thanks"},
		},
		still: []string{
			"Does {name} still live in {v}, going by the support chats?",
			"Should parcels for {name} still go to {v}?",
			"Is {name}'s home address still in {v}?",
		},
		stillWhen: []string{
			"Per the chats, was {name} still living in {v} {when}?",
			"Would a parcel for {name} still have gone to {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Kinross Freight", "Mallory Systems", "Pendle Health", "Oakridge Partners", "Silverbirch Labs", "Thornfield Retail",
				"Wexford Analytics", "Cobbold Engineering", "Larkfield Care", "Redbrook Media", "Stourton Foods", "Halewood Pharma"},
			qCurrent: []string{
				"Reviewing {name}'s account chats, who is their employer now?",
				"HR portal check: which company does {name} work for at the moment?",
				"Going by the support chats, where is {name} employed these days?",
				"Which company's corporate rate should {name} be on today?",
			},
			qWhen: []string{
				"Reviewing {name}'s account chats, who employed them {when}?",
				"HR portal check: which company had {name} on its books {when}?",
				"Going by the support chats, which employer did {name} have {when}?",
			},
			qBefore: []string{
				"HR portal check: whose staff was {name} on before {next} took them on?",
				"Before the job change to {next}, who was {name}'s employer?",
				"Which employer did {name} leave for {next}, per the support chats?",
			},
		},
		state: []rawSmockedStmt{
			{form: "request", core: "for your records, my employer is {v}, I've been there a few years"},
			{form: "request", core: "I work at {v}, could you check if they're on your corporate scheme"},
			{form: "form", core: "Employment details\nEmployer: {v}\nJob title: operations coordinator\nYears there: 4"},
			{form: "form", core: "Work info as requested:\nCompany: {v}\nContract: permanent, full time"},
			{form: "answer", ask: "I'm filling in the income section and I'm stuck",
				lead: "Happy to help! Who is your current employer?",
				core: "I'm employed by {v}, full time"},
			{form: "aside", lead: "can you send me a copy of my annual summary?",
				core: "my employer is {v} and their HR team keeps asking for it"},
			{form: "fix", ask: "why are my work details showing wrong?",
				lead: "I can see your account is linked to {v}. Is that your employer?",
				core: "no, I've never worked there, I work at {v}, please relink it"},
			{form: "split", lead: "hello, question about my work details",
				core: "I work at {v}, do they have a deal with you"},
			{form: "typo", lead: "details:\nEmployer name: {v}\nStaff number: on my badge",
				core: "oops, typo, the employer should read {v} in full"},
			{form: "request", svc: "gym", core: "my membership is paid through {v}, I work there"},
			{form: "request", svc: "hr", core: "I'm on the {v} payroll, my employee number is in my profile"},
			{form: "request", svc: "bank", core: "my salary comes in from {v} on the 28th, I work there"},
		},
		change: []rawSmockedStmt{
			{form: "request", core: "I'm no longer with {old}, I work at {new} now, please update my details"},
			{form: "request", core: "sorry I didn't mention it earlier, I've been working at {new} since the start of the month"},
			{form: "form", core: "Previous employer: {old}\nCurrent employer: {new}\nStart date: the 1st of this month"},
			{form: "form", core: "Employer: {new}\nWork email: updated, see profile\nJoined: two weeks ago"},
			{form: "answer", ask: "I need to update my employment details",
				lead: "Of course. Who's your new employer?",
				core: "it's {new}, I started there two weeks ago"},
			{form: "aside", lead: "can you update my account while I'm here?",
				core: "I joined {new} last week and the details are out of date"},
			{form: "fix", ask: "why was I charged full price this month?",
				lead: "Your corporate rate with {v} ended because we couldn't verify your employment.",
				core: "that's because I left {old}, I work at {new} now, please verify that instead"},
			{form: "split", lead: "hi, I've got an employment change to report",
				core: "I've moved jobs, I'm at {new} now"},
			{form: "typo", lead: "new job details:\nEmployer name: {v}\nStarted: this month",
				core: "sorry, I spelled the company wrong, it's {new}, my new employer"},
			{form: "request", svc: "hr", core: "I started at {new} on the 3rd, does my cover carry over?"},
			{form: "request", svc: "hr", core: "my email changed when I joined {new}, please use the new work address"},
			{form: "request", svc: "gym", core: "I'm no longer with {old}, please take off the corporate discount, I'm at {new} now"},
			{form: "request", svc: "bank", core: "my salary will come from {new} now, I switched jobs at the start of the month"},
		},
		revert: []rawSmockedStmt{
			{form: "request", core: "I've left {old} and gone back to {new}, please put my old employer back"},
			{form: "form", core: "Previous employer: {old}\nCurrent employer: {new} (rejoined)\nStart date: last Monday"},
			{form: "answer", ask: "my job has changed again, sorry",
				lead: "No problem. Where are you working now?",
				core: "I handed my notice in at {old} and rejoined {new}, my old manager took me back"},
			{form: "aside", lead: "can you reactivate my old corporate rate?",
				core: "I quit {old} and rejoined {new} this month"},
			{form: "fix", ask: "my discount has vanished again",
				lead: "Your account shows your employer as {v}.",
				core: "that's out of date, I left {old} and went back to {new} a few weeks ago"},
			{form: "split", lead: "update on my job, sorry",
				core: "out of {old} and back at {new}, long story"},
			{form: "typo", lead: "Employer name: {v}\nNote: returning employee",
				core: "apologies, that company name is wrong, I've left {old} and it should be {new}, I've rejoined them"},
			{form: "request", svc: "hr", core: "I've left {old} and rejoined {new}, can my old benefits be switched back on?"},
		},
		readback: []string{
			"Thanks, I've noted your employer as {v}.",
			"Got it: {v} is saved as your employer.",
			"Ticket summary: employer confirmed as {v}.",
		},
		readbackNew: []string{
			"Congratulations on the new role! I've updated your employer to {v}.",
			"All done, your employer now shows as {v}.",
			"Ticket summary: employer changed to {v}.",
		},
		chatter: []rawSmockedLine{
			{"hr", "how do I download my P60 from the portal?"},
			{"hr", "does my cover carry on during my notice period?"},
			{"", "who do I tell about a change of employer, you or HR?"},
			{"gym", "does the corporate rate need renewing every year?"},
			{"bank", "do I need to tell you when my salary changes?"},
		},
		other: []rawSmockedLine{
			{"", "my brother just started at {v}, can he get the same rate as me?"},
			{"gym", "a friend who works at {v} referred me, where do I put her code?"},
			{"", "my husband's employer, {v}, offers this too, which scheme is cheaper?"},
			{"gym", "my daughter has an interview at {v} tomorrow, can she get a day pass?"},
			{"hr", "my colleague is leaving for {v}, can she keep her log-in until she goes?"},
			{"bank", "my son's first pay from {v} goes into his account with you, can I check it arrived?"},
		},
		offer: []rawSmockedLine{
			{"gym", "Employees of {v} get 20% off membership. Want me to check if you qualify?"},
			{"gym", "We've just signed a corporate deal with {v}, in case you know anyone there!"},
			{"bank", "Our business accounts are popular with firms like {v}. Shall I send details?"},
			{"hr", "PeoplePoint now runs the benefits for {v} too, if any friends work there!"},
		},
		echo: []rawSmockedEcho{
			{"gym", "which corporate rate am I on?", "You're on the corporate rate for {v} staff."},
			{"bank", "who's listed as my employer for the income check?", "Your employer on file is {v}."},
			{"hr", "who pays for my health cover?", "Your health cover is paid by {v} as part of your benefits."},
			{"hr", "whose benefits scheme am I on?", "You're on the {v} benefits scheme."},
		},
		stale: []rawSmockedStale{
			{"hr", "can you send my benefits statement?", "Here's your benefits statement from {v}.", "that's my old job, I updated it, please check"},
			{"gym", "which discount am I getting?", "You're getting the {v} staff discount.", "I don't work there anymore, I told you"},
			{"bank", "who's verifying my income?", "We'll verify your income with {v}.", "not them, I left, you have the new one"},
		},
		misread: []rawSmockedMisread{
			{"", "I'm doing some freelance work for {v} this month, is that a problem?", "Shall I update your employer to {v}?", "no, it's just a side job, my employer hasn't changed"},
			{"", "I've got an interview at {v} next week, wish me luck", "Congratulations! Would you like me to change your employer to {v}?", "no, I haven't got the job, it's only an interview"},
		},
		elsewhere: []rawSmockedLine{
			{"", "the invoice should be addressed to my client, {v}, not to me"},
			{"bank", "the corporate card I paid with belongs to {v}, my partner's firm, ignore it"},
			{"gym", "the {v} voucher on my account was a raffle prize, I don't work there"},
			{"hr", "the {v} pension letter in my documents is my dad's, it was uploaded by mistake"},
		},
		plan: []rawSmockedLine{
			{"", "if I take the job at {v}, does my discount carry over?"},
			{"gym", "do you have a corporate deal with {v}? I might apply there"},
			{"hr", "would my cover change if I moved to {v} next year?"},
			{"bank", "if I start at {v} in the new year, can my salary still come here?"},
		},
		past: []rawSmockedLine{
			{"", "can you remove {v} from my profile? I left there"},
			{"hr", "my old {v} email is still on the account, please delete it"},
			{"gym", "I'm still getting {v} corporate newsletters through you, I don't work there anymore"},
			{"bank", "can you stop the {v} payroll reference showing on my statements? I left"},
		},
		sarcasm: []rawSmockedLine{
			{"gym", "yes, I work for {v} now, that's why you keep sending me their discounts, obviously"},
			{"", "brilliant, apparently I'm the boss of {v} according to your system"},
			{"bank", "great, so {v} pays my salary now? news to me and my balance"},
		},
		reject: []rawSmockedLine{
			{"", "no, I've nothing to do with {v}, thanks"},
			{"", "not interested in the {v} deal, thanks"},
		},
		still: []string{
			"Does {name} still work at {v}, going by the support chats?",
			"Should {name} still get the {v} corporate rate?",
			"Is {name} still on the {v} payroll?",
		},
		stillWhen: []string{
			"Per the chats, was {name} still employed by {v} {when}?",
			"Was {name} still on {v}'s payroll {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"ovo-vegetarian", "pesco-vegetarian", "calorie-smart", "carb-conscious", "heart-healthy",
				"kidney-friendly", "plant-powered", "soft-food", "gluten-light", "fibre-rich"},
			qCurrent: []string{
				"Reviewing {name}'s account chats, which diet do they follow now?",
				"Which diet should {name}'s meal plan be built around today?",
				"Going by the support chats, how does {name} eat these days?",
				"Which dietary preference belongs on {name}'s profile right now?",
			},
			qWhen: []string{
				"Support agent here: what diet did {name}'s profile say {when}?",
				"Which diet would {name}'s box settings have matched {when}?",
				"Going by the customer chats, what did {name} tell support about their diet, as it stood {when}?",
			},
			qBefore: []string{
				"Which diet did {name} follow until the switch to {next}, per the account chats?",
				"Before the plan change to {next}, which diet did {name} follow?",
				"Support agent here: what was {name}'s dietary setting before the switch to a {next} plan?",
			},
		},
		state: []rawSmockedStmt{
			{form: "request", core: "just so you know, I'm {v} and have been for years"},
			{form: "request", svc: "meal", core: "please keep my recipes {v}, it's how I eat"},
			{form: "request", core: "please note on my profile that I'm {v}, it's how I eat"},
			{form: "form", core: "Dietary preferences\nDiet: {v}\nAllergies: none\nDislikes: coriander"},
			{form: "form", core: "Profile:\nEating style: {v}\nHousehold size: 1"},
			{form: "answer", ask: "I'm setting up my plan and there's a question about food",
				lead: "Great! Do you follow a particular diet we should plan around?",
				core: "yes, I'm {v}, please stick to that"},
			{form: "aside", lead: "can you add a note to my profile?",
				core: "I'm {v}, so anything you suggest needs to fit that"},
			{form: "fix", ask: "why are my suggestions all wrong?",
				lead: "Your suggestions are based on the {v} preference on your profile.",
				core: "that's not my diet at all, I'm {v}, please update my profile"},
			{form: "fix", svc: "meal", ask: "what's in this week's box?",
				lead: "This week's box has three {v} recipes, as per your preferences.",
				core: "that's the wrong diet, I've always been {v}, please fix the box"},
			{form: "split", lead: "hi, about my food preferences",
				core: "I eat {v}, please only suggest things that fit"},
			{form: "typo", lead: "preferences:\nDiet type: {v}\nAllergies: n/a",
				core: "sorry, typo in the diet box, it should say {v} there"},
			{form: "request", svc: "meal", core: "put me on the {v} box please, that's the way I eat"},
			{form: "request", svc: "groc", core: "only {v} substitutions please, I'm strict about it"},
			{form: "request", svc: "gym", core: "for the nutrition coaching, I'm {v} and have been since uni"},
		},
		change: []rawSmockedStmt{
			{form: "request", svc: "meal", core: "switch my plan to the {new} box please, I changed my diet at the start of the month"},
			{form: "request", core: "please update my diet to {new}, I changed the way I eat at the start of the month"},
			{form: "request", core: "please stop the {old} suggestions, I'm {new} now"},
			{form: "form", core: "Dietary preferences (updated)\nPrevious diet: {old}\nDiet: {new}\nSince: the 1st"},
			{form: "form", core: "Eating style: {new}\nChanged: two weeks ago\nAllergies: none"},
			{form: "answer", ask: "I'd like to change my meal preferences",
				lead: "Of course! What diet should we plan your meals around now?",
				core: "I'm {new} now, since a couple of weeks ago"},
			{form: "aside", lead: "can you update my profile for me?",
				core: "I've gone {new} and the old settings don't fit any more"},
			{form: "fix", ask: "why are my recommendations still the same?",
				lead: "Your profile is set to {v}, so we matched your recommendations to that.",
				core: "that's out of date, I stopped {old} a few weeks ago, I'm {new} now"},
			{form: "split", lead: "hi, I need to change my plan",
				core: "I've switched to {new}, please update everything"},
			{form: "typo", lead: "new preferences:\nDiet type: {v}\nFrom: this week",
				core: "sorry, I misspelled that, the diet is {new} now"},
			{form: "request", svc: "gym", core: "for the nutrition plan, I've changed to {new} this month, please adjust my macros"},
			{form: "request", svc: "groc", core: "please change my substitutions to {new}, I've changed how I eat"},
			{form: "request", svc: "meal", core: "no more {old} boxes please, I went {new} a fortnight ago"},
		},
		revert: []rawSmockedStmt{
			{form: "request", core: "please drop the {old} setting, I've gone back to {new} for good"},
			{form: "form", core: "Previous diet: {old}\nDiet: {new} (back to my old plan)\nSince: last week"},
			{form: "answer", ask: "I want to change my plan back",
				lead: "No problem. Which diet are you following now?",
				core: "I've dropped {old}, I'm {new} again like before"},
			{form: "aside", lead: "can you bring back my old settings?",
				core: "I gave up {old} and I'm {new} again"},
			{form: "fix", ask: "my recommendations are wrong again",
				lead: "Your profile is set to {v} at the moment.",
				core: "yes but I've stopped {old}, I'm back to {new}, please switch it back"},
			{form: "split", lead: "change of plan, sorry",
				core: "the {old} plan didn't suit me, I'm back to {new} as before"},
			{form: "typo", lead: "Diet type: {v}\nNote: going back to my old plan",
				core: "sorry, typo, I've dropped {old} and that should say {new}, I'm back on it"},
			{form: "request", svc: "meal", core: "the {old} box wasn't for me, I've switched back, please put me back on {new} boxes"},
		},
		readback: []string{
			"Thanks! Your recipes will all be {v} from now on.",
			"Got it, your profile is set to {v}.",
			"Ticket summary: diet confirmed as {v}.",
		},
		readbackNew: []string{
			"All done: I've switched your plan to {v}.",
			"Thanks, your preferences now say {v}. Next week's recipes will match.",
			"Ticket summary: diet changed to {v}.",
		},
		chatter: []rawSmockedLine{
			{"meal", "can I swap one recipe a week without changing my whole plan?"},
			{"groc", "do you list the allergens for everything?"},
			{"meal", "can I see the calories for this week's recipes somewhere?"},
			{"groc", "can I filter the shop by dietary labels?"},
			{"gym", "does the nutrition coaching cost extra?"},
		},
		other: []rawSmockedLine{
			{"meal", "it's a gift box for my colleague who's {v}, can you add a card?"},
			{"meal", "my daughter is {v}, can I order her a separate box?"},
			{"", "my flatmate has gone {v}, can she share my account?"},
			{"groc", "my mum needs {v} food after her operation, can I send her a shop?"},
			{"gym", "my brother's coach has put him on {v}, can he join my sessions?"},
		},
		offer: []rawSmockedLine{
			{"meal", "Have you tried our {v} box? It's 30% off for the first month!"},
			{"groc", "This week's bestseller is from our {v} range, want me to add it?"},
			{"gym", "Members who go {v} get a free nutrition consultation, just so you know."},
		},
		echo: []rawSmockedEcho{
			{"meal", "what's in next week's box?", "Next week's box has four {v} recipes, including a new curry."},
			{"", "what's my diet setting again?", "Your profile is set to {v}."},
			{"gym", "what will my nutrition coach focus on?", "Your coach will build your plan around {v} eating."},
			{"groc", "what are my substitution settings?", "Substitutions on your orders are set to {v} items only."},
		},
		stale: []rawSmockedStale{
			{"meal", "can you suggest recipes for this week?", "Here are three {v} recipes for you.", "that's my old diet, I changed it, please check"},
			{"meal", "what's in my box this week?", "Your box has four {v} meals this week.", "wrong plan, I updated my preferences"},
			{"gym", "can I get a meal plan for the week?", "Here's a {v} plan for the week.", "I don't eat that way anymore, I told you"},
			{"groc", "why did I get these substitutions?", "They match your {v} setting.", "that setting is old, I changed it"},
		},
		misread: []rawSmockedMisread{
			{"meal", "can I add a {v} box for my mum this week?", "Of course! Shall I switch your own plan to {v} too?", "no, it's just for her, mine stays the same"},
			{"", "my partner is trying {v}, can you add something for him?", "Would you like me to set your profile to {v}?", "no, that's his thing, not mine"},
		},
		elsewhere: []rawSmockedLine{
			{"meal", "the {v} box in my order history was for my flatmate, not me"},
			{"", "the {v} voucher I used was a gift from my sister, ignore that"},
			{"groc", "the {v} items on the shared list are my partner's"},
			{"gym", "the {v} plan in my app was my trainer's example, not mine"},
		},
		plan: []rawSmockedLine{
			{"meal", "if I switched to the {v} plan would it cost more?"},
			{"groc", "what does the {v} range usually include? just curious"},
			{"groc", "is the {v} range coming back in winter? I might try it then"},
			{"gym", "if I tried {v} for a month, would my coach change my programme?"},
		},
		past: []rawSmockedLine{
			{"meal", "you can delete my saved {v} recipes, I don't eat that way any more"},
			{"", "please clear my old {v} favourites from the app"},
			{"groc", "I still get emails about the {v} range from when I was on it, can you stop them?"},
			{"gym", "my old {v} meal plan is still in the app, can you archive it?"},
		},
		sarcasm: []rawSmockedLine{
			{"meal", "right, because I'm so obviously {v}, judging by the recipes you keep sending"},
			{"groc", "oh lovely, another {v} substitution, exactly what I never asked for"},
			{"gym", "great, my coach thinks I'm {v} now, must be news to my fridge"},
		},
		reject: []rawSmockedLine{
			{"meal", "no, I don't want the {v} box, please stop suggesting it"},
			{"", "no thanks, {v} isn't for me"},
		},
		still: []string{
			"Is {name} still {v}, going by the support chats?",
			"Should {name}'s box still be {v}?",
			"Does {name}'s profile still need the {v} setting?",
		},
		stillWhen: []string{
			"Per the chats, was {name} still {v} {when}?",
			"Was {name}'s box still {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Dominic", "Gavin", "Heloise", "Emlyn", "Tamara", "Lionel",
				"Mirabel", "Thandiwe", "Soledad", "Percival", "Marisa", "Leandro"},
			qCurrent: []string{
				"Reviewing {name}'s account chats, who is their partner now?",
				"Who should be down as {name}'s partner on the account today?",
				"Per the support chats, who is {name} currently in a relationship with?",
				"Collection desk: {name}'s partner is signing for the parcel today, who is that?",
			},
			qWhen: []string{
				"Reviewing {name}'s account chats, who was their partner {when}?",
				"Support agent here: who would {name} have named as their partner {when}?",
				"Which person was on {name}'s account as their partner {when}?",
			},
			qBefore: []string{
				"Who was down as {name}'s partner on the account before {next}?",
				"Reviewing the account history, whose name did {name} give as partner ahead of {next}?",
				"Which ex of {name}'s was on the account until {next} replaced them?",
			},
		},
		state: []rawSmockedStmt{
			{form: "request", core: "my partner {v} may call about the account, they're allowed to"},
			{form: "request", core: "my partner is {v}, please note them as my emergency contact"},
			{form: "form", core: "Emergency contact\nName: {v}\nRelationship: partner\nPhone: on file"},
			{form: "form", core: "Authorised person:\nFull name: {v}\nRelationship to me: partner, we live together"},
			{form: "answer", ask: "I want to set up an authorised person on my account",
				lead: "Sure. Who would you like to add, and how are they related to you?",
				core: "that's my partner, {v}, we share the flat"},
			{form: "aside", lead: "can you put a note on the account for me?",
				core: "my partner {v} may ring on my behalf now and then"},
			{form: "fix", ask: "who's listed as my emergency contact?",
				lead: "Your emergency contact is listed as {v}.",
				core: "that's wrong, my partner is {v}, please change it"},
			{form: "split", lead: "hi, one thing to add to my account",
				core: "my partner {v} should be able to collect parcels for me"},
			{form: "typo", lead: "Authorised person: {v}\nRelationship: partner",
				core: "sorry, typo in the name, my partner is {v}, please fix that"},
			{form: "request", svc: "bank", core: "please add my partner {v} as a second cardholder"},
			{form: "request", svc: "ins", core: "add my partner {v} as a named driver please, we share the car"},
			{form: "request", svc: "meal", core: "my other half {v} will collect the parcel if I'm out"},
			{form: "request", svc: "hr", core: "please list my partner {v} as a dependant on my health cover"},
		},
		change: []rawSmockedStmt{
			{form: "request", core: "please remove {old} from the account, we've separated, and add my new partner {new} instead"},
			{form: "request", core: "I've got a new partner, {new}, please make them my emergency contact"},
			{form: "form", core: "Remove authorised person: {old}\nAdd authorised person: {new}\nRelationship: partner"},
			{form: "form", core: "Emergency contact (new)\nName: {new}\nRelationship: partner, lives with me"},
			{form: "answer", ask: "I need to change the second person on my account",
				lead: "Of course. Who should the new second person be?",
				core: "my new partner {new}, we've been together a while now"},
			{form: "aside", lead: "can you update who's on my account?",
				core: "I'm not with {old} any more, I'm with {new} now"},
			{form: "fix", ask: "who else can talk to you about my account?",
				lead: "At the moment {v} is set up as your second contact.",
				core: "not any more, {old} and I split up, my partner is {new} now"},
			{form: "split", lead: "hi, some personal changes to the account",
				core: "I've split from {old}, my partner is {new} now"},
			{form: "typo", lead: "Authorised person: {v}\nRelationship: partner (new)",
				core: "sorry, I spelled the name wrong, my new partner is {new}, thanks"},
			{form: "request", svc: "bank", core: "take {old} off as second cardholder please, and add my partner {new} instead"},
			{form: "request", svc: "ins", core: "please swap the named drivers, {old} comes off and my partner {new} goes on"},
			{form: "request", svc: "hr", core: "please update my dependants, my partner is {new} now"},
		},
		revert: []rawSmockedStmt{
			{form: "request", core: "please take {old} off the account and put {new} back on, we're together again"},
			{form: "form", core: "Remove authorised person: {old}\nRe-add previous authorised person: {new}\nRelationship: partner"},
			{form: "answer", ask: "I need to change my emergency contact again",
				lead: "Of course. Who should it be now?",
				core: "I've finished with {old} and {new} is back in my life, we're a couple again"},
			{form: "aside", lead: "can you change the second name on my account back?",
				core: "things with {old} are finished and {new} and I have patched it up"},
			{form: "fix", ask: "who's on my account now?",
				lead: "Your authorised person at the moment is {v}.",
				core: "that's out of date, {old} moved out and {new} is my partner again"},
			{form: "split", lead: "sorry, account change again",
				core: "me and {old} are done, I'm back with {new}, for real this time"},
			{form: "typo", lead: "Re-add authorised person: {v}\nRelationship: partner",
				core: "sorry, typo in that name, I've left {old} and it should be {new}, we're back together"},
			{form: "request", svc: "bank", core: "I've split from {old}, please put {new} back as my second cardholder, we're together again"},
		},
		readback: []string{
			"Thanks, I've added {v} as your partner on the account.",
			"Got it: {v} is saved as your authorised person.",
			"Ticket summary: partner recorded as {v}.",
		},
		readbackNew: []string{
			"All done, {v} is now on the account as your partner.",
			"Thanks, I've updated the account: your partner is now {v}.",
			"Ticket summary: authorised person changed to {v}.",
		},
		chatter: []rawSmockedLine{
			{"", "how do I remove someone from my account?"},
			{"bank", "can two people share one log-in on the account?"},
			{"meal", "does my partner need their own ID to collect a parcel?"},
			{"ins", "does a named driver need to live with me?"},
			{"hr", "who counts as a dependant for the health cover?"},
		},
		other: []rawSmockedLine{
			{"meal", "my sister's partner {v} will pick up her parcel, she's away"},
			{"", "my mum wants to add her partner {v} to her account, can I do it for her?"},
			{"meal", "this order is a gift for my friend {v}, can you gift-wrap it?"},
			{"", "my colleague {v} referred me, do they get the bonus?"},
			{"bank", "I need to send money to my cousin {v}, do I set them up as a payee?"},
			{"ins", "my neighbour {v} borrowed the car yesterday, were they covered?"},
			{"hr", "my colleague {v} is off sick, how do they claim on the cover?"},
		},
		offer: []rawSmockedLine{
			{"meal", "Would you like to save {v} as a gift recipient for future orders?"},
			{"", "I can see {v} used your referral link. Shall I apply the reward?"},
			{"meal", "We can send {v} a welcome box as a gift if you'd like."},
			{"bank", "You have a payment request from {v}. Would you like to view it?"},
			{"ins", "Our records show an old quote for a driver called {v}. Shall I delete it?"},
			{"hr", "Your colleague {v} has nominated you for a wellbeing award!"},
		},
		echo: []rawSmockedEcho{
			{"meal", "who can collect parcels for me?", "Right now {v} is set up to collect parcels on your behalf."},
			{"hr", "who's my emergency contact?", "Your emergency contact is {v}."},
			{"bank", "who's the second cardholder?", "The second cardholder on your account is {v}."},
			{"ins", "who's the named driver on my policy?", "The named driver on your policy is {v}."},
		},
		stale: []rawSmockedStale{
			{"", "who's allowed to call about my account?", "At the moment {v} is allowed to discuss the account with us.", "no, take them off, that's over, I updated it"},
			{"ins", "who's the second name on my policy?", "The second name on your policy is {v}.", "that's out of date, we're not together"},
			{"bank", "can you send the card PIN to my partner?", "I'll send the PIN to {v}.", "no, not them, that's my ex"},
			{"hr", "who gets the health cover as my dependant?", "Your dependant on the cover is {v}.", "not anymore, I changed that"},
		},
		misread: []rawSmockedMisread{
			{"meal", "my friend {v} is collecting my parcel today", "Shall I add {v} as your partner on the account?", "no, just a friend doing me a favour"},
			{"", "can my flatmate's cousin {v} use my discount code?", "Would you like {v} added as your authorised partner?", "no, they're a friend of a friend, not my partner"},
		},
		elsewhere: []rawSmockedLine{
			{"bank", "the card in the name of {v} on the account is my mum's carer, not my partner"},
			{"meal", "the name {v} on the delivery notes is my neighbour who takes things in"},
			{"ins", "the second name on the old policy, {v}, was my lodger"},
			{"hr", "the name {v} in my contacts is my line manager, not family"},
		},
		plan: []rawSmockedLine{
			{"bank", "if I wanted to add my cousin {v} as a cardholder, how would that work?"},
			{"ins", "could my friend {v} be a named driver just for one weekend?"},
			{"", "if my friend {v} moves in with me next year, can they go on the account?"},
			{"meal", "can my friend {v} collect parcels if I'm away next month?"},
			{"hr", "if my flatmate {v} needs to reach me at work, could they be a second contact?"},
		},
		past: []rawSmockedLine{
			{"", "please remove {v} from my saved contacts, that's over"},
			{"meal", "my ex {v} still gets emails about my orders, can you take them off?"},
			{"ins", "the old policy documents still show {v}, can you reissue them without my ex?"},
			{"bank", "my ex {v} still has a card on the old joint account, please cancel it"},
			{"hr", "please take my ex {v} off my dependants, that's long over"},
		},
		sarcasm: []rawSmockedLine{
			{"", "oh yes, {v} is my partner now, according to your system apparently"},
			{"", "great, so now I'm married to {v}, news to me"},
		},
		reject: []rawSmockedLine{
			{"", "no, I don't want {v} on anything, thanks"},
			{"", "no thanks, leave {v} out of it"},
		},
		still: []string{
			"Is {name} still with {v}, going by the support chats?",
			"Is {v} still {name}'s partner on the account?",
			"Should {v} still be down as {name}'s other half?",
		},
		stillWhen: []string{
			"Per the chats, was {name} still with {v} {when}?",
			"Was {v} still down as {name}'s partner {when}?",
		},
	},
}
