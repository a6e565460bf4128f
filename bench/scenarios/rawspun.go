package scenarios

import (
	"fmt"
	"strings"
)

// The spun set lives in its own file, as the veiled to felted sets do (see
// installRawSet). Its lists have the same shape and the same rule as every
// other set's (see rawAttr): {v}, {old} and {new} are the only values a
// template names, and the value that holds afterwards is named last. Its
// register is one person's raw history with an assistant over many
// months in which the facts arrive inside material the person pastes or
// dictates: pasted email threads they want help with (headers, quoted
// replies, a signature), documents (a CV line, a tenancy clause, an order
// confirmation with a delivery address, a removals invoice, a calendar
// export, a half-filled form, a booking with a second guest), messages
// they drafted to someone else, and voice-note transcriptions (lower case,
// little punctuation, fillers, false starts and self-corrections, the
// value capitalized only sometimes), with short chat and questions in
// between and long assistant answers that sum up what was pasted, now and
// then wrongly. The statement of the asked attribute is one of the state,
// change and revert templates, set inside the wrapping the form gives it
// (rawSpunStmt): the statement is the person's own line in the email, the
// clause or field of the document that is theirs, the sentence of the
// draft, the voice note itself, a short chat line, or the correction of
// the assistant's wrong summary. Distractors: pasted material about other
// people (a friend's CV, a colleague's signature, a neighbour's email)
// that names other values, quoted old mail that holds the person's earlier
// value told as past, plans and hypotheticals that do not happen,
// questions about other values, and the assistant naming another value (a
// wrong summary, a suggestion). So the gold rule is the one of the
// stitched and felted sets: only a turn in which the person states their
// own value of the asked attribute as holding at that time is gold, and
// the oracle reads a statement as one stretch of the turn (after
// whitespace or at the start, before punctuation, whitespace or the end).
// Questions ask as an agent or the person would, some with no topic word,
// with months asked "in", "smack in the middle of", "back when it was",
// "for the duration of" or "in the midst of", and "before X".
func init() {
	installRawSet(PhrasingSpun, rawSpunAttrs(), rawSpunSmallTalk, rawSpunReplies,
		[]string{"in ", "smack in the middle of ", "back when it was ", "for the duration of ", "in the midst of "},
		[]string{"Aderyn", "Caoimhe", "Eberhard", "Fiorella", "Gwenllian", "Hildur",
			"Ieuan", "Jovana", "Kjartan", "Oluwaseun", "Radegund", "Tjasa"})
}

// rawSpunStmt is one statement template and the form that wraps it: email
// (the person's own reply in a pasted thread; intro is the ask before it),
// paper (a pasted document; intro is the ask, and the text before the
// statement when it ends in a line break), draft (a message the person
// drafted to someone else), voice (a voice-note transcription), chat (a
// short line) or fix (the correction of the assistant's wrong summary).
// core is the statement template; intro may hold {name}, the person.
type rawSpunStmt struct{ form, intro, core string }

// rawSpunStmts are the statements of one kind (state, change or revert).
type rawSpunStmts []rawSpunStmt

// formCore makes rawSpunStmt a formed statement (rawformed.go).
func (s rawSpunStmt) formCore() (string, string) { return s.form, s.core }

// rawSpunPaste is pasted material about someone else that names {v}, a
// value of the asked attribute that is not the person's (intro is the
// person's ask, text the material), the assistant's right summary of it
// (recap) and its wrong one that takes {v} for the person's (misread).
type rawSpunPaste struct{ intro, text, recap, misread string }

// rawSpunFix is a request with pasted material that names no value (req)
// and the assistant's wrong summary of it naming {v} (summary), which the
// person corrects with a fix statement.
type rawSpunFix struct{ req, summary string }

// rawSpunForms are the spun set's lists per attribute: the lists of
// rawSetLists (values, chatter, other, assistant and the questions), the
// statements by kind, pasted material about other people (pastes), the
// person's earlier value {v} in quoted old mail or told as past (past), a
// plan or hypothetical for {v} that does not happen (plan), a question
// about another value {v} and the assistant's long answer (query,
// queryReply), requests the assistant sums up wrongly before a fix
// (fixes), and the assistant's summary of a statement naming the value
// that holds ({cur}) or, wrongly, another ({v}) (recap, misrecap).
type rawSpunForms struct {
	lists                 rawSetLists
	state, change, revert rawSpunStmts
	pastes                []rawSpunPaste
	past, plan            []string
	query, queryReply     []string
	fixes                 []rawSpunFix
	recap, misrecap       []string
}

// rawSpunAttrs are the spun set's lists per attribute as installRawSet
// takes them: the state, change and revert lists are the statements'
// cores.
func rawSpunAttrs() map[string]rawSetLists {
	return formedLists(rawSpunByAttr, func(f rawSpunForms) (rawSetLists, []rawSpunStmt, []rawSpunStmt, []rawSpunStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// pastes reports whether g's set is the pasted and dictated traffic (the
// spun set).
func (g *rawGen) pastes() bool { return g.ph == PhrasingSpun }

// pastedHistory is history for the spun set: each statement comes in one
// of the forms of rawSpunStmt (pastedStatement), answered by the
// assistant (pastedRecap), with pasted and dictated traffic after it
// (pastedExchange); see formedHistory.
func (g *rawGen) pastedHistory(vals []string, revert, chatty bool) []stmt {
	return g.formedHistory(vals, revert, chatty, g.pastedStatement, g.pastedRecap, g.pastedExchange)
}

// pastedStatement says vals[i]'s statement (a first statement, a change,
// or the revert when revert is set and it is the last) in a form drawn
// from its kind's list, with the turns a fix needs before it (a request
// the assistant sums up naming another value: the earlier one for a
// change), and returns the statement's turn.
func (g *rawGen) pastedStatement(vals []string, i int, revert bool) string {
	f := rawSpunByAttr[g.a.predicate]
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	st := s[g.rng.IntN(len(s))]
	if st.form == "fix" {
		wrong := pick(g.rng, g.otherValues(vals))
		if i > 0 {
			wrong = vals[i-1]
		}
		fx := f.fixes[g.rng.IntN(len(f.fixes))]
		g.user(g.spunFill(fx.req, nil))
		g.assistantTurn(fillOne(fx.summary, map[string]string{"v": wrong}))
	}
	return g.user(g.wrap(st, vars))
}

// wrap fills st's statement with vars and sets it in its form: an email
// thread with headers, a greeting, a sign-off and perhaps a quoted tail;
// a document after the ask; a draft with its greeting and sign-off; a
// voice note after its marker (its value in lower case one time in three).
func (g *rawGen) wrap(st rawSpunStmt, vars map[string]string) string {
	switch st.form {
	case "email":
		return g.spunFill(st.intro, nil) + "\n\n" + g.spunEmail(fillOne(st.core, vars))
	case "paper":
		if strings.HasSuffix(st.intro, "\n") {
			return g.spunFill(st.intro, nil) + fillOne(st.core, vars)
		}
		return g.spunFill(st.intro, nil) + "\n\n" + fillOne(st.core, vars)
	case "draft":
		d := rawSpunDrafts[g.rng.IntN(len(rawSpunDrafts))]
		return d.intro + "\n\n" + d.greeting + "\n" + fillOne(st.core, vars) + "\n\n" + d.signoff
	case "voice":
		if g.rng.IntN(3) == 0 {
			low := map[string]string{}
			for k, v := range vars {
				low[k] = strings.ToLower(v)
			}
			vars = low
		}
		return g.voice(fillOne(st.core, vars))
	default:
		return fillOne(st.core, vars)
	}
}

// voice is text as a voice-note transcription with one of the markers
// the person's phone puts before it.
func (g *rawGen) voice(text string) string {
	return fmt.Sprintf(pick(g.rng, rawSpunVoiceMarks), 10+g.rng.IntN(80)) + " " + text
}

// spunFill fills {name} (the person) and {mail} (their address) in a
// wrapper.
func (g *rawGen) spunFill(t string, vars map[string]string) string {
	t = strings.NewReplacer("{name}", g.who, "{mail}", strings.ToLower(g.who)+"@postmark.example").Replace(t)
	return fillOne(t, vars)
}

// spunEmail is the person's reply in an email thread, body holding their
// statement: headers, a greeting, the body, a sign-off with their name
// and, half the time, the quoted message it answers (no value in it).
func (g *rawGen) spunEmail(body string) string {
	to := rawSpunCorrespondents[g.rng.IntN(len(rawSpunCorrespondents))]
	date := g.t.Format("Mon, 2 Jan 2006 15:04")
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s <%s@postmark.example>\nTo: %s <%s>\nDate: %s\nSubject: Re: %s\n\nHi %s,\n\n%s\n\n%s\n%s",
		g.who, strings.ToLower(g.who), to.name, to.addr, date, to.subject, strings.Fields(to.name)[0], body, pick(g.rng, rawSpunSignoffs), g.who)
	if g.rng.IntN(2) == 0 {
		fmt.Fprintf(&b, "\n\n> On %s, %s wrote:\n> %s", g.t.AddDate(0, 0, -1-g.rng.IntN(5)).Format("2 Jan 2006"), to.name, to.quote)
	}
	return b.String()
}

// pastedRecap is the assistant's answer to a statement: a long answer
// for pasted material or a short one, which sums up what was pasted
// naming the value that holds or, one time in four, wrongly another one
// (the earlier value when there is one).
func (g *rawGen) pastedRecap(vals []string) {
	f := rawSpunByAttr[g.a.predicate]
	switch r := g.rng.IntN(4); {
	case r == 0:
		wrong := pick(g.rng, g.otherValues(vals))
		for k, v := range vals {
			if v == g.cur && k > 0 && vals[k-1] != v {
				wrong = vals[k-1]
			}
		}
		g.assistantTurn(fillOne(pick(g.rng, f.misrecap), map[string]string{"v": wrong}))
		if g.rng.IntN(2) == 0 {
			g.user(pick(g.rng, rawSpunNudges))
			g.assistantTurn(pick(g.rng, rawSpunSorry))
		}
	case r < 3:
		g.assistantTurn(fillOne(pick(g.rng, f.recap), map[string]string{"cur": g.cur}))
	default:
		g.assistantTurn(pick(g.rng, rawSpunLongReplies))
	}
}

// pastedExchange is one exchange of the person and the assistant after
// statement vals[i] (formedFiller's): short chat, a value-free voice note, pasted material
// that names no value (a chore the assistant answers at length), the
// person's own other attributes in any form but a fix, pasted material
// about someone else naming another value (summed up right, or wrongly as
// the person's, which they deny without naming a value), a voice note
// about someone else's value, quoted old mail with the person's earlier
// value told as past, a plan or hypothetical that does not happen, a
// question about another value, talk on the topic naming no value, or the
// assistant naming another value (always once more when chatty).
func (g *rawGen) pastedExchange(vals []string, i int, chatty bool) {
	f := rawSpunByAttr[g.a.predicate]
	others, past := g.otherValues(vals), g.pastValues(vals, i)
	switch r := g.rng.IntN(32); {
	case r < 7:
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 11:
		g.user(g.voice(pick(g.rng, rawSpunVoiceNotes)))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 15:
		c := rawSpunChores[g.rng.IntN(len(rawSpunChores))]
		g.user(g.spunFill(c.ask, nil))
		g.assistantTurn(c.answer)
	case r < 18:
		bg := g.bgAttr()
		var sts []rawSpunStmt
		for _, st := range rawSpunByAttr[bg].state {
			if st.form != "fix" {
				sts = append(sts, st)
			}
		}
		g.user(g.wrap(sts[g.rng.IntN(len(sts))], map[string]string{"v": g.bg[bg]}))
		g.assistantTurn(pick(g.rng, rawSpunLongReplies))
	case r < 22:
		p, v := f.pastes[g.rng.IntN(len(f.pastes))], pick(g.rng, others)
		g.user(g.spunFill(p.intro, nil) + "\n\n" + fillOne(p.text, map[string]string{"v": v}))
		if g.rng.IntN(3) == 0 {
			g.assistantTurn(fillOne(p.misread, map[string]string{"v": v}))
			g.user(pick(g.rng, rawSpunDenials))
			g.assistantTurn(pick(g.rng, rawSpunSorry))
		} else {
			g.assistantTurn(fillOne(p.recap, map[string]string{"v": v}))
		}
	case r < 24:
		g.user(g.voice(g.fill(g.a.other, map[string]string{"v": pick(g.rng, others)})))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 25 && len(past) > 0:
		g.user(g.spunFill(pick(g.rng, f.past), map[string]string{"v": pick(g.rng, past)}))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 26:
		g.user(fillOne(pick(g.rng, f.plan), map[string]string{"v": pick(g.rng, others)}))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	case r < 28:
		k, v := g.rng.IntN(len(f.query)), pick(g.rng, others)
		g.user(fillOne(f.query[k], map[string]string{"v": v}))
		g.assistantTurn(fillOne(f.queryReply[k], map[string]string{"v": v}))
	case r < 30:
		g.user(g.fill(g.a.chatter, nil))
		g.assistantTurn(pick(g.rng, rawReplies[g.ph]))
	default:
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
	}
	if chatty && g.rng.IntN(3) == 0 {
		g.user(pick(g.rng, rawSmallTalk[g.ph]))
		g.assistantTurn(g.fill(g.a.assistant, map[string]string{"v": pick(g.rng, others), "cur": g.cur}))
	}
}

var rawSpunByAttr = map[string]rawSpunForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Ballymena", "Tewkesbury", "Whanganui", "Invercargill", "Gympie", "Oamaru",
				"Zamosc", "Sopron", "Esperance", "Kamloops", "Dumfries", "Llanelli"},
			chatter: []string{
				"the letting agent has sent the same gas safety form three times now, do I sign all three",
				"someone keeps parking across our drive and leaving a note saying sorry, which somehow makes it worse",
				"is it normal for a landlord to want two months' notice just to paint a wall",
				"the council says our street gets fibre 'in the next phase', whatever that means",
				"our hallway smells of someone else's curry every single evening",
			},
			other: []string{
				"um so my cousin Hamza has just moved to {v} and he keeps sending me pictures of the sea like rub it in why don't you",
				"Shona's flat hunting in {v} and she says the viewings are like speed dating but worse",
				"my old boss retired to {v} apparently, bought a place with a hot tub, good for him",
				"so Thandiwe's parents are selling up and moving to {v} which nobody saw coming",
				"Wojtek got offered a transfer to {v} and he's umming and ahhing about it",
			},
			assistant: []string{
				"If it helps, there's a nice walking festival in {v} next month, not far from {cur}.",
				"From what you've pasted, the sender seems to be based in {v}, so the meeting would be on their side.",
				"I can set your weather widget to {cur}; I'd left {v} in there from the trip planning.",
				"Courier prices to {v} are a bit higher than within {cur}, in case that matters for the parcel.",
			},
			qCurrent: []string{
				"Which postcode area would a courier be heading to if they had {name}'s parcel today?",
				"What town should go on the covering letter {name} is sending this week?",
				"If {name} asked for the nearest late-night chemist right now, which town would I search?",
				"Which town would the census enumerator find {name} in now?",
				"Council tax for {name}: which town's bill is it at present?",
			},
			qWhen: []string{
				"Which town was on {name}'s delivery labels {when}?",
				"What town did {name} write as the return address on parcels {when}?",
				"Which town's GP surgery had {name} on its list {when}?",
				"A taxi dropping {name} at their own door {when} would end up in which town?",
			},
			qBefore: []string{
				"Which town's address did {name} have on file until {next} took over?",
				"Which town did the electoral roll list for {name} prior to {next}?",
				"Which place did {name} call home up to the point {next} came into it?",
			},
		},
		state: rawSpunStmts{
			{"email", "can you make my reply to the landlord sound less stroppy before I send it?", "Just for the file, I've been living at 12 Ropewalk Mews, {v} since the spring and that's the best address for post"},
			{"email", "proofread this please, sending it in five mins", "Saturday is fine for the viewing, it's only a short drive from my place in {v} so any time after ten works"},
			{"paper", "can you check clause 3 of my tenancy before I sign the renewal? it reads:", "3.1 The Tenant shall occupy the Property at Flat 4, 19 Kiln Lane, {v} as their only or principal home"},
			{"paper", "does this look ok? new signature for my personal emails\n\nAll the best,\n{name}\n", "Home: 3 Chantry Close, {v}\nMobile: 07700 900318"},
			{"paper", "where do I track this? it says dispatched but nothing since Tuesday", "Order confirmed. Delivering to: 41 Weaver Street, {v}\nEstimated delivery: 2-4 working days"},
			{"draft", "", "Just a heads-up that I'm settled in {v} these days, so if you're ever passing the kettle's on"},
			{"voice", "", "okay so um context for the cover letter i'm based in {v} so like anything local is ideal"},
			{"chat", "", "home is {v}, for the record, if the weather thing needs a place"},
			{"fix", "", "No, that's someone else's address — mine is in {v} and has been for ages"},
		},
		change: rawSpunStmts{
			{"email", "help me reply to this, the agency keeps emailing the old address", "> Can you confirm you're still at the {old} address?\n\nNot any more! We moved out on the 1st, so please use 8 Ferry Row, {new} from now on"},
			{"email", "is this clear enough for the bank?", "A quick update for your records: I've left {old} and as of last weekend I'm at 22 Priory Walk, {new}, same phone number"},
			{"paper", "the removals invoice came through, does this look right for what they did?", "Collection: {old} (ground floor)\nDelivery: 5 Orchard Rise, {new} (first floor, no lift)\nStatus: move completed, signed off by customer"},
			{"paper", "changed the address on my standing grocery order, can you double-check I haven't messed it up?", "Delivery address updated. Was: {old}\nNow: 16 Mill Brow, {new}\nNext delivery: Friday 8-9am"},
			{"draft", "", "Big news from my end: I've packed up in {old} and I'm properly living in {new} now, the new place has a garden"},
			{"voice", "", "so we moved um we moved out of {old} on saturday and yeah we're in {new} now the boxes are literally everywhere"},
			{"voice", "", "we live in {old} — no sorry lived past tense we're in {new} now since the weekend"},
			{"chat", "", "done with {old}, first week in the new flat in {new} and the shower actually works"},
			{"fix", "", "That's my old address! I'm not in {old} any more, I moved to {new} a week ago"},
		},
		revert: rawSpunStmts{
			{"email", "bit embarrassing, can you make this sound less like a U-turn?", "Slightly awkward update: the {old} move didn't stick and I'm back at my old place in {new} as of this month"},
			{"paper", "can you check my mail redirection form before I post it?", "Redirect post FROM: 2 Quarry Hill, {old}\nTO: my previous home, 11 Chapel Street, {new}\nReason: returned to previous address"},
			{"voice", "", "um so yeah {old} didn't work out we're back in {new} like back back same street and everything"},
			{"chat", "", "left {old} for good. back home in {new}, long story, don't ask"},
			{"fix", "", "No, {old} only lasted a year — I'm back in {new} now"},
		},
		pastes: []rawSpunPaste{
			{"my mate Wojtek asked me to look over his CV, is the top bit ok?", "WOJTEK LIS\nWarehouse supervisor\n2 Birch Court, {v}\n\nProfile: reliable, forklift-certified, ten years in distribution.",
				"The header's fine: name, role, and his address in {v}. I'd move the forklift licence into a 'Certificates' line.", "Looks good! So you're looking for warehouse work near {v} now?"},
			{"can you translate this bit of my neighbour's letter for her? she asked me to", "Dear Mrs Rahimi, we confirm that your new tenancy at 9 Lock Street, {v} begins on the 1st of next month.",
				"It's confirming that your neighbour's new tenancy in {v} starts on the 1st of next month. Short and standard.", "It says your new tenancy in {v} begins on the 1st, congratulations on the move!"},
			{"colleague's signature, why does it look so squashed in Outlook?", "Thandiwe Mokoena | Regional Sales\nOffice: Unit 3, Harbour Park, {v}\nt: 01632 960 771",
				"It's the line spacing: Outlook adds gaps around each line. Put her name, role and the {v} office on separate lines with no blank lines between.", "Easy fix. By the way, is the {v} office where you're working from now?"},
			{"Shona forwarded me this, what do you make of it?", "> Hi Shona, following your viewing, the landlord has accepted your offer on the flat in {v}. Please send ID by Friday.",
				"Good news for Shona: her offer on the flat in {v} was accepted, and they need her ID by Friday.", "Great news — so you got the flat in {v}? You'll need to send ID by Friday."},
		},
		past: []string{
			"found this in my sent folder from when I lived in {v}, I was so formal back then lol\n\n> Dear neighbours, please stop putting glass in the paper bin. Regards, Flat 2",
			"old council tax letter from my {v} days just turned up in a box, can I bin it or do I keep these?",
			"pasting this from my old notes, it's from back when I was still in {v}, just want the recipe bit:\n\n- get bread from the good bakery\n- ask about the allotment",
		},
		plan: []string{
			"if the rent goes up again I swear I'll look at {v}, not that I actually would",
			"half a mind to apply for that job in {v} just to have an excuse to move, but no",
			"we had a whole daydream about buying a tiny house in {v}, which is never happening",
		},
		query: []string{
			"what are trains like from {v} into the city? asking for Shona",
			"is {v} nice for a weekend? thinking of a day out",
			"roughly what's a one-bed in {v} going for these days?",
		},
		queryReply: []string{
			"From {v}, trains into the city usually run about twice an hour, a bit less at weekends. Peak services can be busy, so if Shona can travel slightly early or late she'll get a seat more easily. A railcard would be worth it if she's doing the trip often.",
			"{v} makes a decent weekend: a walk round the old centre, a couple of good cafés and usually a market on Saturdays. If the weather turns, there's a small museum and a cinema. Book somewhere to eat on the Saturday night, as the nice places fill up.",
			"Listings for a one-bed in {v} vary a lot by area and condition. Expect the older conversions to be cheaper and the new builds near the station to be the priciest. The letting agents' sites give a quick feel for current asking rents.",
		},
		fixes: []rawSpunFix{
			{"what does this letter actually want from me?\n\nDear Occupier, we are writing to all households about the new garden waste permits. Please complete the enclosed form by the end of the month.", "It's a letter to every household in {v} about garden waste permits: fill in the form by the end of the month if you want a brown bin."},
			{"sum this up for me, it's from the energy company:\n\nYour account has been reviewed and your monthly payment will change from next month. No action is needed.", "Your energy supplier has reviewed the account for your home in {v}, and the monthly payment changes from next month. You don't have to do anything."},
		},
		recap: []string{
			"All clear: the address reads correctly and the {cur} details are in the right place. I'd only tidy the spacing between the lines.",
			"Looks right to me. The key point is your address in {cur}; everything else is standard wording. Send it.",
			"Summary: it confirms you're at the {cur} address, nothing else needs changing. Good to go.",
		},
		misrecap: []string{
			"Done. The main point is that your address in {v} stays as it is, so nothing else needs updating.",
			"So in short: you're confirming the {v} address, and the rest is standard. Looks fine.",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Quernmore Foods", "Ashwell & Dunne", "Kestrelmoor Rail", "Gantry Point Studios", "Ullswater Mutual", "Pikestaff Software",
				"Drumlin Survey Co", "Carrick Lane Vets", "Tumbledown Joinery", "Saltash Ferries", "Wendover Housing Trust", "Beaconsfield Glassworks"},
			chatter: []string{
				"my manager has started ending every email with 'thoughts?' and I have none",
				"the expenses system rejected my receipt for being 'too crumpled'",
				"hot desking means I spent twenty minutes looking for a chair today",
				"appraisal form asks me to rate my own 'growth mindset' out of five, help",
				"someone microwaved fish in the staff kitchen again, HR have been told",
			},
			other: []string{
				"so um Thandiwe got the job at {v} she starts in a fortnight and she's already panicking about the dress code",
				"Rustam's been at {v} for like six years now and he still can't tell me what he actually does",
				"my brother-in-law got made redundant from {v} which is rubbish timing with the baby",
				"um Shona's got a panel thing with {v} on thursday and she's practising answers on me",
				"Hamza's thinking of leaving {v}, the commute's killing him",
			},
			assistant: []string{
				"From the thread, the person asking for the reference works at {v}, not {cur}, so I'd address it to them.",
				"If you ever fancy a change from {cur}, {v} are advertising a few roles like yours.",
				"I've left {v} off the letter, since that was the example company in the template.",
				"Just checking, the meeting invite is from someone at {v}; shall I reply as you at {cur}?",
			},
			qCurrent: []string{
				"If {name} phoned in sick this morning, whose HR would log it?",
				"What company should the conference organisers print under {name}'s name this week?",
				"If a recruiter asked {name} where they work today, what would the answer be?",
				"On the payslip {name} gets this month, whose logo sits at the top?",
				"Where does {name} go to earn a living at present?",
			},
			qWhen: []string{
				"Which company's staff pass did {name} carry {when}?",
				"Whose induction paperwork was {name} living under, job-wise, {when}?",
				"Whose domain did {name}'s work emails come from {when}?",
				"Where did {name}'s working week happen {when}?",
			},
			qBefore: []string{
				"Which organisation did {name} work for ahead of the move to {next}?",
				"Who employed {name} up until {next} hired them?",
				"Which firm was {name}'s employer before {next} came along?",
			},
		},
		state: rawSpunStmts{
			{"email", "can you make this sound a bit warmer? it's to a supplier I've never met", "I look after purchasing for our team here at {v}, so I'll be your main contact from now on"},
			{"email", "sanity check before I send, too blunt?", "I can't make Thursday as I'm on shift at {v} all day, but Friday morning is free"},
			{"paper", "is this the right format for the work history bit of my CV?", "EMPLOYMENT\n2021 to present: Operations Coordinator, {v}\nResponsible for scheduling, supplier contracts and a team of six."},
			{"paper", "new email signature, is the spacing ok?\n\n{name}\n", "Project Lead, {v}\nDirect: 01632 960 448"},
			{"paper", "half filled in this mortgage form, what goes in the bit I left blank?", "Applicant 1\nEmployment status: full time\nCurrent employer: {v}\nTime with employer: 2 years\nGross annual income: [ ]"},
			{"draft", "", "Work is good, I'm with {v} now and it's a much nicer team than the last place"},
			{"voice", "", "so the thing is i work at {v} um full time so evenings and weekends only for the course"},
			{"chat", "", "I'm at {v}, in case the form needs an employer"},
			{"fix", "", "No, I've never worked there — my employer is {v}, have been for a while"},
		},
		change: rawSpunStmts{
			{"email", "help me write this leaving-ish reply, I never know how to sign these off", "> Are you still the right contact at {old}?\n\nI've actually moved on, so I'm now at {new} and one of my old colleagues will pick up your account"},
			{"email", "does this out-of-office sound ok?", "Thanks for your message. I've left {old} and started a new role at {new} this week, so please update your contacts"},
			{"paper", "updated my CV, does the top entry read ok?", "EXPERIENCE\n{old}: Planner, 2019 to last month\nThis month onwards: Senior Planner, {new}\nLeading a team of four across two sites."},
			{"paper", "can you turn this calendar export into a list for me?", "BEGIN:VEVENT\nSUMMARY:Leaving drinks, {old}\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Induction day one, {new}\nDESCRIPTION:bring passport for HR\nEND:VEVENT"},
			{"draft", "", "Some news: I've finished at {old} and started at {new} on Monday, so new number soon"},
			{"voice", "", "um yeah so last day at {old} was friday and today's my first day at {new} and i've got like forty passwords"},
			{"voice", "", "i work at {old} — sorry no worked i keep doing that — it's {new} now since last week"},
			{"chat", "", "handed my {old} badge back. first week at {new} done, feet hurt"},
			{"fix", "", "Oh that's out of date, I left {old} — I work for {new} now, started last week"},
		},
		revert: rawSpunStmts{
			{"email", "make this sound less sheepish please", "You'll laugh, but after a few months at {old} I've gone back to {new}, same desk and everything"},
			{"paper", "is my CV going to look weird with this?", "EXPERIENCE\n{old}: Planner, spring to autumn\nRe-joined: Planner, {new}\nReturned to my previous team at their invitation."},
			{"voice", "", "so yeah i quit {old} and um {new} had me back which is kind of mortifying but also nice"},
			{"chat", "", "turns out {old} wasn't for me. back at {new} since monday, like nothing happened"},
			{"fix", "", "No, I'm not at {old} any more — I went back to {new}, back where I started"},
		},
		pastes: []rawSpunPaste{
			{"my friend Rustam wants feedback on his CV, is the first line punchy enough?", "RUSTAM ALIEV\nSenior Analyst, {v} (2020 to present)\nSkills: forecasting, SQL, stakeholder management",
				"It's clear: Rustam's current role at {v} comes first. I'd add one concrete result, like a forecast he improved, to make it punchier.", "Nice, so you're at {v} now? The line reads well either way."},
			{"colleague's signature is wrapping oddly on phones, any ideas?", "Hamza Qureshi\nAccount Manager | {v}\nm: 07700 900 512",
				"Hamza's signature is probably a table with a fixed width. Make it plain text lines: name, role and {v}, then the number.", "Is {v} your employer now? Either way, plain text lines will stop the wrapping."},
			{"Shona sent me her offer letter, is the notice period normal?", "Dear Shona,\nWe are delighted to offer you the position of Team Lead at {v}. The notice period is three months.",
				"Three months is on the long side but normal for a team lead role. Congratulations to Shona on the offer from {v}.", "Congratulations on your offer from {v}! Three months is long but normal for that level."},
			{"can you reply to this recruiter for me, politely no", "> Hi! I'm recruiting for {v} and your profile caught my eye. Open to a chat this week?",
				"Here's a polite no: 'Thanks for thinking of me. I'm not looking to move at the moment, but I'll keep {v} in mind.'", "Sure. Since you're already at {v}, I'll say you're happy where you are."},
		},
		past: []string{
			"found my old {v} leaving card in a drawer, forty signatures and one very rude drawing",
			"dug this out of my old emails from my {v} days, can you tell me what the pension bit means?\n\n> Your pension pot will stay with the scheme after you leave.",
			"still get the {v} staff newsletter even though I left ages ago, how do I unsubscribe",
		},
		plan: []string{
			"saw {v} advertising a role that's basically my job with more money, not applying though",
			"if {v} ever called me I'd probably hang up, but it's nice to dream",
			"someone said {v} are hiring, I won't do anything about it",
		},
		query: []string{
			"what's {v} like to work for? Shona's considering an offer",
			"do {v} do flexible hours, any idea? asking for Hamza",
			"how big is {v}, roughly?",
		},
		queryReply: []string{
			"Reviews of {v} are broadly positive about colleagues and training, and more mixed about pay progression. If Shona can, she should ask to talk to someone in the team she'd join, and ask directly about hybrid working and overtime.",
			"Many employers like {v} offer some flexibility, but it often depends on the team. Hamza could ask the recruiter for the written policy and whether it applies from day one or after probation.",
			"From public listings, {v} looks like a mid-sized organisation with a few hundred staff across several sites. Their careers page and annual report would give the up-to-date numbers.",
		},
		fixes: []rawSpunFix{
			{"what's this HR email on about?\n\nAll staff: the annual leave year resets on the 1st. Please book any remaining days with your manager this week.", "It's HR at {v} reminding everyone that the leave year resets on the 1st, so book your remaining days this week."},
			{"sum this up, too long, didn't read:\n\nFollowing the review, all teams will move to the new timesheet system from Monday. Training sessions are listed on the intranet.", "Short version: your employer, {v}, is moving everyone to a new timesheet system on Monday, with training on the intranet."},
		},
		recap: []string{
			"That reads well. It's clear you're at {cur}, and the tone is friendly without being over the top.",
			"Looks good. The employer line says {cur}, the dates are consistent, and there are no typos that I can see.",
			"Summary: you've made it clear you're with {cur} and who to contact. I'd send it as it is.",
		},
		misrecap: []string{
			"All fine. It says you're at {v}, and the rest is standard. I'd send it.",
			"Got it: so {v} is your employer on this. The wording is fine.",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"OMAD", "Bulletproof", "F-Factor", "Cabbage Soup", "Rosemary Conley",
				"Specific Carbohydrate", "Candida", "Ketovore", "Flat Belly", "Body Reset"},
			chatter: []string{
				"the food shop took an hour because I read every single label in the place",
				"meal prep Sunday, six identical boxes and zero enthusiasm",
				"why does every restaurant menu online open as a blurry photo",
				"bought a spiraliser, used it once, it lives in the cupboard of shame now",
				"work lunch tomorrow and I haven't a clue what they're serving",
			},
			other: []string{
				"um so my mum's gone on the {v} diet and she rings me every night to tell me what she ate",
				"Rustam's doing {v} and honestly he's unbearable about it",
				"so Shona's started the {v} thing and brought it to the office potluck which was a choice",
				"Thandiwe reckons {v} sorted her energy out, she won't shut up about it",
				"my sister's trying {v} for a month because of some podcast",
			},
			assistant: []string{
				"I can add a {v} version of the recipe too, in case guests need it; your portion stays {cur}.",
				"That menu has a {v} section, though it may not fit {cur}.",
				"If you're curious, a lot of people pair {v} with a food diary; happy to set one up.",
				"Small note: the booking still says {v} from your sister's order; shall I change it?",
			},
			qCurrent: []string{
				"What eating rules should a host follow if {name} comes for dinner this week?",
				"Which regime is {name} sticking to at the table these days?",
				"What's {name} eating to at the minute, plan-wise?",
				"If I'm ordering {name}'s meal kit today, which box do I pick?",
				"What should the wedding caterer note for {name} right now?",
			},
			qWhen: []string{
				"What label was on the meal kit boxes {name} signed for {when}?",
				"What diet did {name} ask restaurants about {when}?",
				"If a waiter had quizzed {name} about allergies and plans {when}, what would they have heard?",
				"Sunday batch cooking for {name} {when}: which plan set the rules?",
			},
			qBefore: []string{
				"Before {next} entered {name}'s kitchen, which regime ran it?",
				"What eating plan was {name} on until {next} replaced it?",
				"Which regime did {name} keep ahead of taking up {next}?",
			},
		},
		state: rawSpunStmts{
			{"email", "can you make this sound less fussy? it's to the wedding caterer", "I'm on the {v} diet, so if there's a simple option that fits, that would be lovely"},
			{"email", "is this polite enough for my new boss?", "Thanks for the lunch invite! I follow the {v} plan, so I'll just check the menu beforehand"},
			{"paper", "half filled in the gym intake form, is the diet bit ok?", "Section 4: Nutrition\nCurrent eating plan: {v} (strict)\nAllergies: none known\nSupplements: [ ]"},
			{"paper", "my meal kit order, can I still change the delivery day?", "Your box this week: {v} menu, 4 meals for 1\nDelivery: Thursday, 6-8pm"},
			{"draft", "", "For Saturday, I'm on the {v} diet at the moment, so don't worry about me, I'll bring something"},
			{"voice", "", "right so um i'm doing {v} so like no bread no pasta none of it so the recipe needs to work with that"},
			{"chat", "", "I do {v}, for the recipe thing"},
			{"fix", "", "No, that's not my diet — I'm on {v}, have been since before Christmas"},
		},
		change: rawSpunStmts{
			{"email", "help me tell the catering team without writing an essay", "> We have you down for {old} meals at the conference.\n\nCould you change that please? I've switched to the {new} diet since I registered"},
			{"email", "tidy this up for the cookery class organiser?", "Quick update: I've dropped {old} and I'm doing the {new} plan now, so I'll need the alternative recipes"},
			{"paper", "changed my meal kit plan, can you check I picked the right one?", "Plan change confirmed.\nPrevious plan: {old}\nNew plan: {new}, starting this week"},
			{"paper", "the GP surgery form, is this how I describe it?", "Diet (previous): {old}\nDiet (current): {new}, started this month on advice"},
			{"draft", "", "Heads up for dinner: I've given up {old} and I'm on the {new} diet now, so no pudding for me"},
			{"voice", "", "so i've packed in {old} um and i'm doing {new} now since monday so the shopping list needs redoing"},
			{"voice", "", "i'm on {old} — no wait i'm not any more it's {new} now since like last week sorry"},
			{"chat", "", "no more {old}. started {new} today, wish me luck"},
			{"fix", "", "That's my old diet! I stopped {old} — it's the {new} plan now"},
		},
		revert: rawSpunStmts{
			{"email", "make this sound less flaky please", "Sorry to change it again, but {old} didn't suit me and I'm back on the {new} plan, so the original order was right"},
			{"paper", "does this look right on the clinic form?", "Diet tried this year: {old} (stopped)\nCurrent diet: returned to {new} (long-term)"},
			{"voice", "", "so um {old} was a disaster honestly and i'm back on {new} like before it's just easier"},
			{"chat", "", "gave up on {old}. back to {new}, my old faithful"},
			{"fix", "", "No, {old} is done — I'm back on {new} again, it suits me better"},
		},
		pastes: []rawSpunPaste{
			{"my flatmate asked me to check her gym form, is the diet bit clear?", "Name: Shona Baird\nCurrent eating plan: {v}\nGoal: more energy for training",
				"Shona's form is clear: her plan is {v}, and the goal is energy for training. She might add any allergies.", "Looks clear. Are you on {v} as well now, then?"},
			{"colleague forwarded this catering list, which one is the odd one out?", "Dietary list for Friday:\nRustam - {v}\nHamza - no restrictions\nThandiwe - no restrictions",
				"Only Rustam has a requirement: {v}. Everyone else has none, so one special plate will do.", "So you're down as {v} on that list? I'll plan around it."},
			{"Mum sent this menu plan, can you make it a shopping list?", "Mum's week ({v}):\nMon: soup\nTue: fish and greens\nWed: leftovers",
				"Here's Mum's {v} week as a list: soup ingredients, white fish, greens, and whatever the leftovers need topping up with.", "Sure. Is this your {v} plan for the week?"},
		},
		past: []string{
			"found my old {v} meal plan in the back of a notebook, what was I thinking",
			"this is from my {v} phase, can you turn it into a normal recipe?\n\n> 200g chicken, no oil, no salt, one lemon",
			"someone at work still thinks I do {v}, I stopped that ages ago",
		},
		plan: []string{
			"might try {v} after the holidays, or might not, we'll see",
			"Shona wants me to do {v} with her, I said maybe, which means no",
			"if I do {v} I'd have to give up cheese so that's a no",
		},
		query: []string{
			"what's {v} actually about? Rustam keeps mentioning it",
			"is {v} safe long-term? Mum's thinking about it",
			"what do you cook for someone on {v}? my sister's coming round",
		},
		queryReply: []string{
			"In short, {v} sets rules about which foods to eat and when, usually aimed at weight loss or energy. Some people find the structure helpful; others find it hard to keep up. It's worth Rustam checking with a GP before making big changes.",
			"The evidence on {v} is mixed, and long-term safety depends a lot on the person. Your mum should talk to her GP or a dietitian, especially if she takes any regular medication.",
			"For someone on {v}, keep it simple: a plain protein, lots of vegetables, sauces on the side, and ask your sister beforehand what she avoids. A fruit salad is a safe pudding.",
		},
		fixes: []rawSpunFix{
			{"what does the surgery want here?\n\nPlease bring a three-day food diary to your appointment, listing everything you eat and drink.", "They want a three-day food diary. Since you're on {v}, note anything you eat outside the plan too."},
			{"sum up this newsletter from the gym:\n\nThis month we're running free nutrition check-ins. Book at reception.", "The gym is offering free nutrition check-ins this month; worth it to review your {v} plan with someone."},
		},
		recap: []string{
			"That's clear and polite. They'll know you're on {cur} and won't make a fuss about it.",
			"Looks good: the plan is listed as {cur} and the rest is filled in properly.",
			"Summary: you've told them {cur}, and asked nicely. Perfect.",
		},
		misrecap: []string{
			"All fine: it says you're on {v}, and the rest is standard.",
			"So you're on {v} for this one. The wording is polite.",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Peadar", "Ffion", "Valdemar", "Zuzanna", "Sindre",
				"Cathal", "Noemi", "Teodor", "Ailsa", "Maelle"},
			chatter: []string{
				"we've been arguing about whose turn it is to ring the plumber for three days",
				"anniversary dinner booked, and I've already forgotten what I booked",
				"our shared calendar has four different colours and none of them mean anything",
				"is it weird to send a voice note instead of a card for a birthday",
				"the joint account app logged us both out and now neither of us knows the password",
			},
			other: []string{
				"so my sister's bringing {v} to the christening and mum's already planning the seating",
				"Hamza and {v} are moving in together which is fast but ok",
				"um Shona's been seeing {v} for a month and she's smitten honestly it's sweet",
				"Rustam split up with {v} so I'm on sofa and ice-cream duty tonight",
				"Thandiwe's going on holiday with {v}, first one together",
			},
			assistant: []string{
				"I've put {cur} on the reservation; should I add {v} as a third guest?",
				"From the email, {v} is the friend organising it, and {cur} is your plus-one.",
				"Maybe {v} would like to come too? The booking allows up to four.",
				"Is {v} the one whose birthday it is, or is that for someone else?",
			},
			qCurrent: []string{
				"Whose name goes in the second-guest box when {name} books a table today?",
				"Who would {name} list as next of kin-ish, the romantic kind, today?",
				"Who shares the joint bills with {name} right now?",
				"Who does {name} bring as their other half these days?",
				"Which person is {name}'s partner as of now?",
			},
			qWhen: []string{
				"Who was the second name on {name}'s bookings {when}?",
				"Which partner appears beside {name} in the photos taken {when}?",
				"The other name on {name}'s joint bills {when} - who was it?",
				"Who came as {name}'s date to the family barbecues {when}?",
			},
			qBefore: []string{
				"Which person held the plus-one slot for {name} before {next} got it?",
				"Whose name was on {name}'s bookings until {next} came along?",
				"Who was {name}'s partner in the run-up to {next}?",
			},
		},
		state: rawSpunStmts{
			{"email", "does this RSVP sound ok? it's to my cousin", "Yes please, two of us: me and my partner {v}, and neither of us has any allergies"},
			{"email", "help me say this nicely to the neighbours", "My partner {v} and I are having a few friends round on Saturday, so apologies in advance for the noise"},
			{"paper", "our anniversary weekend, can you check the dates on this?\n\nBooking ref KX4471\nLead guest: {name}\n", "Second guest: {v}\nRoom: double, sea view, 2 nights"},
			{"paper", "the energy bill changed format, which bit is the amount due?\n\nAccount holder: {name}\n", "Joint holder: {v}\nSupply address: as registered\nAmount due this month: see page 2"},
			{"draft", "", "Me and {v} would love to come, we've been together two years this month so it'll be a double celebration"},
			{"voice", "", "okay so for the present it's for {v} my um my partner so like something thoughtful not just socks"},
			{"chat", "", "my other half is {v}, if the booking needs a second name"},
			{"fix", "", "Wrong person entirely, I'm afraid — the one I live with and love is {v}, not them"},
		},
		change: rawSpunStmts{
			{"email", "can you help me word this, it's awkward", "> Are you and {old} still coming to the wedding?\n\nJust me and my new partner, {new}, if that's ok, things with the other person ended a while back"},
			{"email", "soften this for the holiday cottage people?", "Please change the second guest name on our booking: I'm no longer with {old}, it'll be {new} coming with me"},
			{"paper", "updated the joint account, did I do this right?", "Account holder 2 removed: {old}\nAccount holder 2 added: {new}\nEffective: immediately"},
			{"paper", "the gig tickets came through, can you add them to my calendar?\n\nTicket 1: {name}\n", "Ticket 2 name change: {old} replaced by {new}\nDoors 7pm"},
			{"draft", "", "Some news: {old} and I have split up, and I'm seeing someone called {new} now, it's early days but it's lovely"},
			{"voice", "", "so um me and {old} broke up and i'm with {new} now yeah so dinner for two still just um a different two"},
			{"voice", "", "i'm going out with {old} — ugh no i'm not any more god — it's {new} now since the summer"},
			{"chat", "", "so, {old} and I are done. I'm with {new} now, properly"},
			{"fix", "", "That's old news, {old} and I broke up — I'm with {new} now, since the spring"},
		},
		revert: rawSpunStmts{
			{"email", "does this sound too soppy for the invite list?", "Update for the seating plan: things with {old} didn't last and I'm back together with {new}, so please put us side by side"},
			{"paper", "changed the name on the booking again, is this right?", "Second guest changed: {old} removed\nSecond guest: {new} (previous guest restored)"},
			{"voice", "", "okay um update nobody saw coming {old} and me called it a day and i'm with {new} again like the old days"},
			{"chat", "", "well, {old} is history. back with {new}, we're giving it another go"},
			{"fix", "", "No, {old} and I are finished — I'm back with {new}, we sorted things out"},
		},
		pastes: []rawSpunPaste{
			{"Hamza asked me to check his wedding invite wording, is it ok?", "Hamza Qureshi and {v} request the pleasure of your company at their wedding on the 14th.",
				"The wording is lovely. Hamza and {v} might add the venue and time on the next line.", "Lovely! So you and {v} are getting married?"},
			{"Shona's holiday booking, she wants to know if the names match passports", "Lead guest: Shona Baird\nSecond guest: {v}\nFlights: outbound 06:40",
				"The names on Shona's booking are Shona and {v}; check both match the passports exactly, including middle names.", "Looks right: you and {v} on the 06:40. Check the passports match."},
			{"my colleague's out-of-office, is the tone ok?", "I'm away until Monday for {v}'s birthday. For urgent issues contact Rustam.",
				"It's fine and friendly. Mentioning {v}'s birthday is personal, so she might just say 'on leave'.", "Nice, is it {v}'s birthday this weekend? The message is fine."},
		},
		past: []string{
			"found an old birthday card from {v} in a book, from when we were still together, weird feeling",
			"my old joint account with {v} is still open somehow, how do I close it?",
			"this was in my drafts from my {v} days, never sent it, thank god\n\n> can we talk about the holiday",
		},
		plan: []string{
			"friends keep saying I should ask {v} out, not going to though",
			"if {v} weren't moving away I might have said something, but there we are",
			"someone suggested setting me up with {v}, I said no thanks",
		},
		query: []string{
			"what's a good present for {v}? they're Shona's new partner",
			"is it rude to not invite {v} to the party? we barely know each other",
			"how do you say congratulations to {v} in Polish? it's for a colleague",
		},
		queryReply: []string{
			"For someone you don't know well, like {v}, something small and shareable works best: nice chocolates, a plant, or a good candle, with a short card from you both.",
			"Not rude at all. If you barely know {v}, a small party invite can feel like an obligation. If Shona would expect them to come, though, a casual invite through her is easy.",
			"'Gratulacje' is the usual word, so 'Gratulacje, {v}!' works well on a card.",
		},
		fixes: []rawSpunFix{
			{"what's this invite asking?\n\nPlease reply by the 20th with the names of everyone in your party and any dietary needs.", "They want the names in your party by the 20th; that'd be you and {v}, plus any dietary needs."},
			{"sum this up, it's from the holiday company:\n\nPlease confirm the full names of all travellers at least 14 days before departure.", "They need both travellers' full names, yours and {v}'s, at least two weeks before you go."},
		},
		recap: []string{
			"That's lovely and clear. Everyone will know it's you and {cur}.",
			"Looks right to me: both names are there, yours and {cur}'s.",
			"Summary: it's you and {cur}, and the details are all in order.",
		},
		misrecap: []string{
			"All good: it lists you and {v}, and the dates are fine.",
			"Got it, so it's you and {v} on this one. Looks right.",
		},
	},
}

// rawSpunCorrespondents are the people the person's pasted emails answer:
// name, address, subject and the line the quoted tail holds (no value).
var rawSpunCorrespondents = []struct{ name, addr, subject, quote string }{
	{"Mererid Pugh", "m.pugh@lettings.example", "Your tenancy", "Just checking a couple of details for our records, thanks."},
	{"Accounts Team", "accounts@billing.example", "Account details", "Please reply to confirm your details are up to date."},
	{"Rustam Aliev", "rustam.aliev@mail.example", "Saturday?", "Are we still on for the weekend? Let me know."},
	{"Events Desk", "events@venue.example", "Your booking", "Could you confirm the final details by Friday?"},
	{"Thandiwe Mokoena", "thandiwe@mail.example", "catching up", "It's been ages, what's new with you?"},
	{"Customer Care", "care@shop.example", "Order query", "We'd be happy to help with your order."},
}

// rawSpunSignoffs close the person's emails, before their name.
var rawSpunSignoffs = []string{"Best wishes,", "Thanks so much,", "Kind regards,", "Cheers,", "Speak soon,"}

// rawSpunDrafts wrap a drafted message: the person's ask, the greeting
// and the sign-off (no value).
var rawSpunDrafts = []struct{ intro, greeting, signoff string }{
	{"can you make this less awkward? it's to my old flatmate, we haven't spoken in a year", "Hey Mererid,", "Hope you're well, let's get a coffee soon x"},
	{"draft for the family group chat, too much?", "Hi all,", "Love to everyone, see you at Easter"},
	{"message to my old uni friend, does it sound ok?", "Hiya Pip!", "Anyway, tell me all your news! x"},
	{"is this too long for a text? it's to my aunt", "Hi Auntie Ros,", "Give my love to everyone, talk soon"},
}

// rawSpunVoiceMarks are the markers before a voice-note transcription
// (%d: its length in seconds).
var rawSpunVoiceMarks = []string{"[voice memo, %ds]", "🎙 transcribed (%d sec):", "(dictated, %ds)", "[audio message %ds, auto-transcript]"}

// rawSpunVoiceNotes are voice-note transcriptions that name no value.
var rawSpunVoiceNotes = []string{
	"um can you remind me tomorrow at like eight to ring the dentist no wait nine they don't open till nine",
	"so i'm walking back from the shop and i just remembered i need to um cancel that free trial thing before friday",
	"okay so what's a good um what's a good word for like when you're tired but also kind of wired",
	"right uh add oat milk eggs and um bin bags to the list and the thing for the drain",
	"so basically the car's making that noise again the clunky one when i turn left is that bad",
	"can you um read me back what we said about the birthday plan because i've completely forgotten",
	"so i'm in the queue at the post office and it's like twenty people deep and one window open honestly",
	"um quick one how many days till the end of the month i need to know for the rent thing",
}

// rawSpunNudges are the person's answers to a wrong summary of what they
// pasted; they name no value.
var rawSpunNudges = []string{
	"read it again, that's not what it says",
	"no, look at the bottom bit again",
	"hmm, not quite, the new bit is the one that matters",
}

// rawSpunDenials are the person's answers when the assistant takes
// someone else's pasted material for theirs; they name no value.
var rawSpunDenials = []string{
	"no no, it's not mine, I'm just checking it for them",
	"ha, not me, that's theirs, nothing's changed my end",
	"that's someone else's, I only pasted it to get your opinion",
}

// rawSpunSorry are the assistant's apologies for a wrong summary.
var rawSpunSorry = []string{
	"Sorry, I misread that. Thanks for putting me straight.",
	"My mistake, I got that the wrong way round. Noted.",
	"Apologies, I skimmed too fast there.",
}

// rawSpunLongReplies are the assistant's long answers to pasted material
// that name no value.
var rawSpunLongReplies = []string{
	"This reads well overall. A few small things:\n- The opening line could be shorter, so the main point comes first.\n- I'd split the second paragraph in two.\n- Double-check the dates and the phone number before you send.\nOtherwise it's clear, polite and to the point.",
	"Looks fine to me. The tone is friendly but businesslike, and everything they'd need is there. If you want to be extra safe, keep a copy of what you send and note the date, in case you need to refer back to it later.",
	"I've had a look. The facts are all there; the only thing I'd change is the ending, which trails off a bit. Something like 'Let me know if you need anything else' closes it neatly. Want me to rewrite the whole thing in that style?",
	"All good. Three quick suggestions:\n1. Put the most important detail in the first sentence.\n2. Drop 'just' from the second line, it undersells it.\n3. Add a subject line that says what it's about.\nShall I make those changes for you?",
}

// rawSpunChores are pasted material that names no value, with the
// assistant's long answer.
var rawSpunChores = []struct{ ask, answer string }{
	{"can you tell me what this error means? my script just dies\n\nTraceback (most recent call last):\n  File \"budget.py\", line 14, in <module>\n    total += row[3]\nIndexError: list index out of range",
		"Line 14 is reading the fourth column (row[3]) of a row that has fewer than four columns. Usually that's a blank line or a short row at the end of the file. Two fixes:\n- skip short rows: `if len(row) < 4: continue`\n- or strip blank lines before you loop.\nIf you print the row just before the crash you'll see which one it is."},
	{"what do I actually need to do with this?\n\nREMINDER: Your vehicle tax is due on the 1st. You can pay online, by phone or at a post office. Have your reference number ready.",
		"It's a reminder that your car tax renews on the 1st. The quickest way is online: you'll need the 16-digit reference from the letter and a bank card, and it takes about five minutes. You can also set up direct debit so you don't get these again."},
	{"recipe from my nan's notebook, can you turn it into metric?\n\n1 lb flour\n8 oz butter\n6 oz sugar\n2 eggs\nbake 45 min, moderate oven",
		"Here it is in metric:\n- 450g flour\n- 225g butter\n- 170g sugar\n- 2 eggs\nA 'moderate oven' is about 180°C (160°C fan). Check it at 40 minutes with a skewer, as older ovens ran cooler."},
	{"my bank sent this, is it a scam?\n\nWe noticed unusual activity. Click here to verify your account within 24 hours or it will be suspended.",
		"That has all the signs of a phishing message: urgency, a threat, and a link to 'verify'. Don't click it. If you're worried, log in to your bank the usual way or ring the number on the back of your card. You can forward the message to your bank's fraud address too."},
	{"summarise this terms and conditions bit for me, my eyes are glazing over\n\n7.2 The subscriber may cancel at any time with 30 days' written notice. Fees paid in advance are non-refundable except where required by law.",
		"In plain English: you can cancel whenever you like, but you must tell them in writing a month ahead. Anything you've already paid for won't be refunded, unless the law says it must be (for example if they fail to provide the service)."},
	{"what's this spreadsheet formula doing? I inherited it\n\n=IFERROR(VLOOKUP(A2,Sheet2!A:C,3,FALSE),\"missing\")",
		"It looks up the value in A2 in the first column of Sheet2, and returns whatever is in the third column of that matching row. If there's no match, instead of an ugly error it shows the word 'missing'. FALSE means it only accepts an exact match."},
}

// rawSpunSmallTalk are the spun set's short chat turns; no value named.
var rawSpunSmallTalk = []string{
	"quick one, is it 'practice' or 'practise' as a verb?",
	"brb kettle",
	"how many working days are there between now and the 30th?",
	"ok that's brilliant, copying it now",
	"can you shorten that to one line?",
	"what's the difference between 'regards' and 'kind regards'",
	"thanks, that saved me twenty minutes of faffing",
	"is it rude to reply-all with just a thumbs up?",
	"remind me what a PDF password protects against",
	"morning, brain not on yet",
	"haha fair point",
	"convert 68 fahrenheit to celsius pls",
	"what's a polite way to say 'as I already said'",
	"go with the second version",
	"perfect, sending it",
	"ugh autocorrect changed 'sorted' to 'snorted' in a work email",
	"right, off to do the actual chores now",
	"what day of the week is the 14th next month?",
}

// rawSpunReplies are the assistant's short answers to chat.
var rawSpunReplies = []string{
	"Done. Anything else you'd like me to look at?",
	"Happy to. Paste the next bit whenever you're ready.",
	"Pasted and dealt with, all yours.",
	"Ha, understandable. Let me know how it goes.",
	"Good call. I'll keep that in mind.",
	"No problem, glad it helped.",
	"Got it. Over to you.",
	"Of course, here whenever you need me.",
}
