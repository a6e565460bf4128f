package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The fringed set lives in its own file, as the veiled to gathered sets
// do (see installRawSet). Its lists have the same shape and the same rule
// as every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is online community posts and comments that an
// agent scrapes for one member, the subject, over many months: subreddits
// of a city, personal finance, home cooking, running and relationships, a
// Discourse-style homebrewing forum and a Q&A site (rawFringedBoards),
// each with six other users who have their own values of the asked
// attribute (rawFringedRun.own) and tell them in the thread. Each turn is
// one post or comment as the scraper writes it, under its site's header:
// "u/name · r/Board · 14 Mar 2025 · 412 points: ..." on the subreddits,
// "Re: Title -- posted by name on 2025-03-14 09:12: ..." on the forum and
// "Answer by name · 14 Mar 2025 · score 7: ..." on the Q&A site. The
// speaker of every post is its author's username: the subject (role user)
// posts under one username (rawFringedPerson.user), which is also the
// questions' subject ("user:" and the username); the questions name them
// by the first name the set gives them and now and then add the username.
// The subject also owns a throwaway account, which posts once in the
// relationships subreddit ("throwaway for obvious reasons") and which the
// subject owns up to once; it never states a value. Other users (role
// user, their usernames as speakers) write; the boards' moderator bot
// (role assistant, speaker AssistantSpeaker, shown as AutoModerator, the
// forum's bot or the Q&A site's community bot) posts rule reminders and
// TL;DR summaries ("TL;DR bot: OP lives in X") that name the value just
// stated, a stale one or a wrong one; a removal notice is a system line
// (role system, speaker rawFringedSystem). The register's furniture is
// there: user flair ("[Location: X]", the subject's own flair in the city
// subreddit naming the first town they stated, never updated and shown
// only once it is stale, other users' flairs their own towns), "EDIT:" and "UPDATE:" appended to a
// post, quoted parent text ("> ...") over a reply, "[deleted]" and
// "[removed]", upvote counts, award lines, links, markdown (bold, lists,
// headings), "OP here", "throwaway for obvious reasons", "not a native
// speaker, sorry for typos", crossposts and posts asked about a third
// person ("my (29F) partner (31M) wants to move to X").
//
// A value is stated in one of six forms (rawFringedStmt): a post of the
// subject's own, after an opener and, one time in two, a long paragraph
// of background, and before a tail (post); a comment
// replying to another user's question, under the quoted question, which
// names no value or a stale or wrong one (reply); the correction of a
// commenter who got the subject wrong, which names the value it gets
// wrong (fix); an advice request whose premise is the value ("I just
// moved to X, where do people go for...") (advice); a post whose body
// names no value, or in a change the value left, and whose appended
// "EDIT:" states the value that holds (edit); or a change
// told weeks later in an unrelated thread (late; the text never dates the
// change, so the board's first word of it is the statement).
//
// Gold follows the stitched rule read on the text the subject wrote: the
// oracle leaves out quoted parent text (lines starting "> ") and a
// crosspost (everything from "Crossposted from" on), and reads the rest
// as rawSpoken writes it. A flair is NOT a statement in this set: it is
// shown on the subject's everyday posts only, stale after a move, and is
// never gold. A gold turn is a post or comment of the subject's own in
// which they state their own value as holding; never another user's post
// (their own news, even in the very words of a statement of the
// subject's; a commenter quoting the subject's statement, new or old; a
// stale or wrong claim), never the bot's summary or a reminder, never a
// crosspost the subject shares, never the throwaway account. Distractors:
// other users' own values, told as news, in flairs, in polls and in the
// words of the subject's statements (mirror); commenters quoting the
// subject's earlier posts (throwback); a commenter asking about the
// subject with the old value, put right without one; plans,
// hypotheticals, posts about a third person and offers declined;
// crossposts naming places, employers, diets and people; the bot's
// errors; jokes and sarcasm; past values told as history; relatives'
// values; misreadings the subject denies. Questions are asked "going by
// their posts" and such, normally cased; also as yes/no "still"
// questions naming a stale or wrong value, expected always the value that
// held; months are asked "in", "during", "around", "as of" or "over",
// and "before X".
func init() {
	var names []string
	for _, p := range rawFringedPeople {
		names = append(names, p.name)
	}
	var small []string
	for _, b := range rawFringedBoards {
		small = append(small, b.smallTalk...)
	}
	installRawSet(PhrasingFringed, rawFringedAttrs(), small, rawFringedReplies,
		[]string{"in ", "during ", "around ", "as of ", "over "},
		names)
}

// rawFringedSystem is the speaker of a board's removal notices.
const rawFringedSystem = "System"

// rawFringedBoard is one community. code tags the statements and lines
// said only on it; site is "reddit", "forum" or "qa" (its header); attrs
// are the attributes whose statements it hears; members the usernames of
// its six other regulars (their speakers); hellos the titles of threads a
// member opens, chat the members' everyday comments and smallTalk the
// subject's, none naming a value.
type rawFringedBoard struct {
	code, name, site string
	attrs            []string
	members          []string
	hellos           []string
	chat             []string
	smallTalk        []string
}

// rawFringedFormNames are the forms a fringed statement comes in.
var rawFringedFormNames = []string{"post", "reply", "fix", "advice", "edit", "late"}

var rawFringedBoards = []rawFringedBoard{
	{code: "city", name: "r/Harbourside", site: "reddit", attrs: []string{"lives_in", "works_at", "diet"},
		members: []string{"gull_on_a_bollard", "tramstop_tess", "no_parking_zone", "brinefog", "lampost_larry", "oldpier_kid"},
		hellos: []string{"Best bakeries near the station?", "Roadworks on the ring road AGAIN", "PSA: the night bus timetable changed",
			"Where do people go for a decent haircut around here?"},
		chat: []string{"The chippy by the docks is still the best, fight me", "412 points and not one useful answer lol", "Mods can we get a megathread for this",
			"The ferry was cancelled again this morning, classic", "Anyone else hear the fireworks last night?"},
		smallTalk: []string{
			"the fog this morning was unreal, couldnt see the end of the pier",
			"upvoting for visibility, the council needs to see this",
			"second the bakery rec, the cinnamon knots are worth the queue",
			"not a native speaker, sorry for typos, but the harbour walk at dusk is lovely",
		}},
	{code: "money", name: "r/PennyWiseUK", site: "reddit", attrs: []string{"works_at", "partner", "lives_in"},
		members: []string{"isa_maxxer", "frugal_fennel", "compound_interest_cat", "overdraft_otto", "pension_pam", "ledger_lad"},
		hellos: []string{"Is it worth overpaying the mortgage or investing?", "Emergency fund: 3 months or 6?", "Payslip question, what is this deduction?",
			"Joint account or separate? Asking for a friend"},
		chat: []string{"Just use a spreadsheet, honestly", "Check the wiki before posting please", "Index funds, next question",
			"This sub gave me anxiety and a pension, thanks all", "Read the flowchart in the sidebar"},
		smallTalk: []string{
			"finally hit my emergency fund target, small win",
			"the flowchart in the sidebar saved me so much stress",
			"budgeting app crashed again, back to the notebook",
			"anyone else do a no spend month? day 9 and suffering",
		}},
	{code: "cooking", name: "r/HomeCooksUnite", site: "reddit", attrs: []string{"diet", "partner", "lives_in"},
		members: []string{"cast_iron_cass", "umami_bomb_", "saucier_sam", "burnt_the_roux", "mise_en_plaice", "knead_more_dough"},
		hellos: []string{"What's your weeknight dinner that takes 20 mins?", "My risotto is always gluey, help", "Show us your Sunday batch cook",
			"Knife sharpening: stone or pull-through?"},
		chat: []string{"Salt your pasta water like the sea", "This looks incredible, recipe?", "Low and slow, always",
			"Mods please pin the knife thread", "Brown butter fixes everything"},
		smallTalk: []string{
			"made the one pot thing from last week, absolute winner",
			"my smoke alarm is my kitchen timer at this point",
			"saved this, trying it on sunday",
			"the trick is patience and more butter than you think",
		}},
	{code: "running", name: "r/RoadAndTrail", site: "reddit", attrs: []string{"diet", "works_at", "partner"},
		members: []string{"negative_splits", "hill_repeat_hannah", "blistered_but_happy", "tempo_tuesday", "lsd_on_sundays", "parkrun_pete"},
		hellos: []string{"Weekly training log thread", "First half marathon in 6 weeks, am I doomed?", "Shoe rotation check",
			"Race report thread: how did your weekend go?"},
		chat: []string{"Easy runs easy, hard runs hard", "Congrats on the PB!!", "Rest days are training days",
			"That course profile is evil", "Foam roller or it didn't happen"},
		smallTalk: []string{
			"logged 32k this week, legs feel like wet cardboard",
			"new shoes feel like running on marshmallows",
			"knee is grumbling again so easy week for me",
			"rained the whole 10k and i loved every minute",
		}},
	{code: "couples", name: "r/TwoOfUsAdvice", site: "reddit", attrs: []string{"partner", "diet", "lives_in"},
		members: []string{"throwaway_ra_2291", "honest_harriet", "slow_burn_sol", "not_your_therapist", "redflag_radar", "kettle_on_kath"},
		hellos: []string{"How do you split chores fairly?", "Partner never texts back, am I overreacting?", "Meeting the in-laws for the first time, tips?",
			"Long distance for a year, did it work for you?"},
		chat: []string{"Communication, communication, communication", "Couples counselling saved us honestly", "This is a him problem not a you problem",
			"Talk to them, not to Reddit", "Sounds like you already know the answer"},
		smallTalk: []string{
			"this thread is so wholesome, needed it today",
			"we do a weekly check in over coffee, helps a lot",
			"seconding the advice about saying it out loud",
			"as someone who overthinks everything, this helped",
		}},
	{code: "forum", name: "The Brewing Shed forum", site: "forum", attrs: []string{"partner", "diet", "works_at"},
		members: []string{"wort_hog", "hopback_harry", "yeast_whisperer", "mash_tun_mo", "gravity_reader", "bottle_conditioned"},
		hellos: []string{"Stuck fermentation at 1.020, ideas?", "Show your brew day setup", "Kegging vs bottling, round 400",
			"Water chemistry for beginners"},
		chat: []string{"Pitch more yeast, always pitch more yeast", "RDWHAHB, as they say", "Photos or it didn't happen",
			"Sanitise, sanitise, sanitise", "Welcome to the forum!"},
		smallTalk: []string{
			"brew day went fine apart from the boil over, the hob is ruined",
			"bottled the stout last night, 40 bottles and one broke",
			"still cant get my mash temps steady, any tips",
			"just lurking mostly but this thread is gold",
		}},
	{code: "qa", name: "AnswerStack", site: "qa", attrs: []string{"lives_in", "works_at", "diet"},
		members: []string{"helpful_hedgehog", "citation_needed_42", "answer_accepted", "duplicate_closer", "pedantic_pigeon", "rtfm_rita"},
		hellos: []string{"How do I get a refund for a cancelled train?", "What documents do I need to register with a GP?",
			"How long does a bank transfer take between banks?", "Is it legal for a landlord to keep the whole deposit?"},
		chat: []string{"Possible duplicate of the question linked above", "Can you add more detail to the question?", "This answer deserves more upvotes",
			"Edited for formatting", "Source? Genuinely asking"},
		smallTalk: []string{
			"marking this as accepted, thanks everyone",
			"edited the question to add the detail asked for",
			"this worked for me too, upvoted",
			"leaving this here in case it helps someone later",
		}},
}

// rawFringedBoardOf is the board with code code.
func rawFringedBoardOf(code string) *rawFringedBoard {
	for i := range rawFringedBoards {
		if rawFringedBoards[i].code == code {
			return &rawFringedBoards[i]
		}
	}
	return &rawFringedBoards[0]
}

// rawFringedPerson is a user of the fringed set and how they type: user
// is their username (their speaker, in lower case), throwaway their
// throwaway account's; lowerIn10 is how many of ten of their comments are
// all in lower case, typoIn10 how many of their everyday comments carry a
// typo; form the statement form they reach for most (drawn twice as often
// as any other).
type rawFringedPerson struct {
	name, user, throwaway string
	lowerIn10, typoIn10   int
	form                  string
}

var rawFringedPeople = []rawFringedPerson{
	{name: "Thorvald", user: "velvet_parsnip", throwaway: "throwaway_vp_0417", lowerIn10: 2, typoIn10: 3, form: "post"},
	{name: "Araminta", user: "quietfern_88", throwaway: "tw_quietish_2", lowerIn10: 8, typoIn10: 5, form: "reply"},
	{name: "Drusilla", user: "perpetual_motion_p", throwaway: "throwaway_pm_77", lowerIn10: 0, typoIn10: 1, form: "fix"},
	{name: "Leopoldo", user: "leo_on_the_hill", throwaway: "throwaway_lh_9", lowerIn10: 5, typoIn10: 2, form: "advice"},
	{name: "Balthasar", user: "makes_bread_daily", throwaway: "throwaway_mm_31", lowerIn10: 10, typoIn10: 6, form: "edit"},
	{name: "Casimiro", user: "cas_the_cartographer", throwaway: "throwaway_cc_5", lowerIn10: 3, typoIn10: 0, form: "late"},
	{name: "Clotilde", user: "otter_tea", throwaway: "throwaway_ot_112", lowerIn10: 0, typoIn10: 4, form: "reply"},
	{name: "Hieronymus", user: "plays_bass_badly", throwaway: "throwaway_bpb_4", lowerIn10: 6, typoIn10: 3, form: "post"},
	{name: "Hildegund", user: "lo_and_behold_", throwaway: "throwaway_fb_60", lowerIn10: 1, typoIn10: 2, form: "fix"},
	{name: "Wulfhilda", user: "useless_at_names", throwaway: "throwaway_ue_8", lowerIn10: 9, typoIn10: 4, form: "advice"},
	{name: "Genoveva", user: "gen_of_all_trades", throwaway: "throwaway_gt_23", lowerIn10: 4, typoIn10: 1, form: "edit"},
	{name: "Marcellus", user: "marcel_wave_", throwaway: "throwaway_mw_48", lowerIn10: 7, typoIn10: 5, form: "late"},
}

// rawFringedPersonOf is the user named name.
func rawFringedPersonOf(name string) *rawFringedPerson {
	for i := range rawFringedPeople {
		if rawFringedPeople[i].name == name {
			return &rawFringedPeople[i]
		}
	}
	return &rawFringedPeople[0]
}

// rawFringedStmt is one statement template (core), its form, the board
// it is said on (board: a board's code, empty any board dealing with its
// attribute) and what the form needs around it: post, advice and late
// none (openers and tails are the subject's, rawFringedOpeners,
// rawFringedTails and rawFringedLateOpeners); reply (ask: another user's
// question, naming no value or {v}, a stale or wrong one); fix (lead: the
// commenter's claim naming {v}, a stale or wrong value of the subject's);
// edit (lead: the body of the subject's post, naming no value or, in a
// change, the value left, {old}, as the body said it before the edit).
type rawFringedStmt struct{ form, board, ask, lead, core string }

// formCore makes rawFringedStmt a formed statement (rawformed.go).
func (s rawFringedStmt) formCore() (string, string) { return s.form, s.core }

// rawFringedLine is a line said only on the board with code board, or,
// with board empty, on any board.
type rawFringedLine struct{ board, text string }

// rawFringedEcho is another user naming the value that holds: the
// subject's comment (no value) and the user's answer naming {v}.
type rawFringedEcho struct{ board, ask, line string }

// rawFringedStale is another user asking about the subject with an
// earlier value {v} (ask) and the subject putting it right without naming
// a value (reject).
type rawFringedStale struct{ board, ask, reject string }

// rawFringedMisread is a comment of the subject's naming a value that is
// not theirs, {v}; a user taking it as the subject's own (misread); and
// the subject's denial, which may name {v} again (deny).
type rawFringedMisread struct{ board, said, misread, deny string }

// fringedTexts are the texts of ls, in order.
func fringedTexts(ls []rawFringedLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// rawFringedForms are the fringed set's lists per attribute: the lists of
// rawSetLists (values and questions; its chatter and other people's
// values are the texts of chatter and other, its assistant list the bot's
// summaries, tldr), the statements by kind, and: users' reactions right
// after a first statement (react) and after a change or a revert
// (reactNew), naming the value just stated {v}; users' own news naming
// their value (news); users naming the value that holds (echo), asking
// with an earlier one (stale); misreadings (misread); trips and elsewhere
// (elsewhere); plans, hypotheticals, third persons and offers declined
// (plan); earlier values told as past (past); jokes and sarcasm (joke);
// crossposts (xpost) and polls (poll) naming a value; and the questions
// naming a stale or wrong value {v}: current (still) and historical, with
// {when} (stillWhen).
type rawFringedForms struct {
	lists                 rawSetLists
	state, change, revert []rawFringedStmt
	react, reactNew       []string
	chatter, other        []rawFringedLine
	tldr, news            []rawFringedLine
	echo                  []rawFringedEcho
	stale                 []rawFringedStale
	misread               []rawFringedMisread
	elsewhere, plan, past []rawFringedLine
	joke, xpost, poll     []rawFringedLine
	still, stillWhen      []string
}

// rawFringedAttrs are the fringed set's lists per attribute as
// installRawSet takes them.
func rawFringedAttrs() map[string]rawSetLists {
	return formedLists(rawFringedByAttr, func(f rawFringedForms) (rawSetLists, []rawFringedStmt, []rawFringedStmt, []rawFringedStmt) {
		l := f.lists
		l.chatter, l.other, l.assistant = fringedTexts(f.chatter), fringedTexts(f.other), fringedTexts(f.tldr)
		return l, f.state, f.change, f.revert
	})
}

// fringes reports whether g's set is scraped community posts (the
// fringed set).
func (g *rawGen) fringes() bool { return g.ph == PhrasingFringed }

// rawFringedRun is one subject's posts being scraped.
type rawFringedRun struct {
	*rawGen
	f       rawFringedForms
	p       *rawFringedPerson
	boards  []*rawFringedBoard // the boards dealing with the asked attribute
	board   *rawFringedBoard   // the session's
	title   string             // the session's thread title
	own     map[string]string  // each other user's own value of the asked attribute
	flair   string             // the subject's city flair (the first town they stated), if any
	tldr    string             // the bot's summary due after the session, if any
	filling bool               // a filler session is being opened
	opening bool               // the thread's opening post is being written
	owned   bool               // the subject has owned up to the throwaway
	thrown  bool               // the throwaway has posted
	said    string
	used    map[string]bool  // the templates said in this session
	stated  []rawFringedSaid // the subject's statements so far
}

// rawFringedSaid is a statement of the subject's: its core as filled and
// the value it states.
type rawFringedSaid struct{ core, value string }

// boardThreads writes a fringed conversation and its questions: the
// subject's manner is their name's (rawFringedPersonOf); every other user
// of every board gets a value of the asked attribute of their own (none
// of the subject's); a statement's session is on a board dealing with the
// asked attribute, a filler session on one of those three times in four,
// else any board; the subject's other attributes get values of the set
// that hold all through (g.bg); each statement comes 90 to 150 days after
// the previous one or after six to ten sessions (times the filler scale),
// whichever is later. The questions' subject is the subject's username;
// one question in four names the username beside the first name.
func (g *rawGen) boardThreads(vals []string, revert, chatty bool) {
	r := &rawFringedRun{rawGen: g, f: rawFringedByAttr[g.a.predicate], p: rawFringedPersonOf(g.who), own: map[string]string{}}
	others := g.otherValues(vals)
	for i := range rawFringedBoards {
		b := &rawFringedBoards[i]
		if slices.Contains(b.attrs, g.a.predicate) {
			r.boards = append(r.boards, b)
		}
		for _, m := range b.members {
			r.own[m] = pick(g.rng, others)
		}
	}
	q0 := len(g.s.Questions)
	g.statedSessions(r, vals, revert, chatty, 90, 61)
	for k := q0; k < len(g.s.Questions); k++ {
		q := &g.s.Questions[k]
		q.Subject = "user:" + r.p.user
		if g.rng.IntN(4) == 0 {
			q.Text = strings.Replace(q.Text, g.who, g.who+" (u/"+r.p.user+")", 1)
		}
	}
}

// header is the scraper's header of a post by speaker (display name
// shown) at t on the session's board: its site's format, with an upvote
// count or score, and a flair when one is given; on the forum and the
// Q&A site the thread's opening post has its own ("Title -- posted by",
// "Question by").
func (r *rawFringedRun) header(shown string, t time.Time, flair string) string {
	if flair != "" {
		flair = " [Location: " + flair + "]"
	}
	switch r.board.site {
	case "forum":
		re := "Re: "
		if r.opening {
			re = ""
		}
		return re + r.title + " -- posted by " + shown + flair + " on " + t.Format("2006-01-02 15:04")
	case "qa":
		by := "Answer by"
		if r.opening {
			by = "Question by"
		}
		return fmt.Sprintf("%s %s%s · %s · score %d", by, shown, flair, t.Format("2 Jan 2006"), r.rng.IntN(40)-3)
	}
	return fmt.Sprintf("u/%s%s · %s · %s · %d points", shown, flair, r.board.name, t.Format("02 Jan 2006"), 1+r.rng.IntN(600))
}

// display is the name a post of speaker's shows: the bot's by site, else
// the username.
func (r *rawFringedRun) display(speaker string) string {
	if speaker != AssistantSpeaker {
		return speaker
	}
	switch r.board.site {
	case "forum":
		return "forum-bot"
	case "qa":
		return "Community Bot"
	}
	return "AutoModerator"
}

// post appends a post of speaker's (role role), gap after the last,
// under the site's header: on a line of its own over a body that starts
// with a quote, else before ": " and the body.
func (r *rawFringedRun) post(speaker, role, text, flair string, gap time.Duration) string {
	at := r.t
	if len(r.s.Observations) > 0 {
		at = at.Add(gap)
	}
	sep := ": "
	if strings.HasPrefix(text, "> ") || strings.HasPrefix(text, "**") || strings.HasPrefix(text, "#") {
		sep = "\n"
	}
	id, _ := r.turn(speaker, role, r.header(r.display(speaker), at, flair)+sep+text, gap)
	return id
}

// mine is a comment of the subject's, typed in their manner, one time in
// ten of theirs (typoIn10) with a typo, with their city flair on the city
// board while it is stale (the flair names the first town they stated and
// is never updated; while that town holds, the flair is not shown, so
// that no post but a statement names the value that holds).
func (r *rawFringedRun) mine(text string) string {
	flair := ""
	if r.board.code == "city" && r.flair != r.cur {
		flair = r.flair
	}
	return r.post(r.p.user, "user", r.manner(r.typo(text)), flair, r.gap())
}

// stating is the subject's post that states the value: as mine, but with
// no typo and no flair.
func (r *rawFringedRun) stating(text string) string {
	return r.post(r.p.user, "user", r.manner(text), "", r.gap())
}

// gap is the time between two posts of a thread.
func (r *rawFringedRun) gap() time.Duration {
	return time.Duration(60+r.rng.IntN(3000)) * time.Second
}

// typo is text, typoIn10 times in ten with one common word mistyped
// (rawFringedTypos), never a value nor a word of one.
func (r *rawFringedRun) typo(text string) string {
	if r.rng.IntN(10) >= r.p.typoIn10 {
		return text
	}
	for _, k := range r.rng.Perm(len(rawFringedTypos)) {
		h := rawFringedTypos[k]
		if i := strings.Index(text, " "+h[0]+" "); i >= 0 {
			return text[:i+1] + h[1] + text[i+1+len(h[0]):]
		}
	}
	return text
}

// rawFringedTypos are common words and what a hurried or non-native
// typist makes of them now and then; never a value, nor a word of one.
var rawFringedTypos = [][2]string{{"the", "hte"}, {"and", "nad"}, {"this", "thsi"}, {"about", "abuot"}, {"because", "becuase"},
	{"their", "there"}, {"your", "you're"}, {"than", "then"}, {"week", "weak"}, {"since", "sicne"}, {"a", "an"}, {"lose", "loose"}}

// manner is text as the subject types it.
func (r *rawFringedRun) manner(text string) string {
	if r.rng.IntN(10) < r.p.lowerIn10 {
		text = strings.ToLower(text)
	}
	return text
}

// member is a random regular of the session's board.
func (r *rawFringedRun) member() string { return pick(r.rng, r.board.members) }

// other is a post of user m's, one time in five on a board dealing with
// homes with their own town as flair.
func (r *rawFringedRun) other(m, text string) {
	flair := ""
	if r.a.predicate == "lives_in" && r.board.code == "city" && r.rng.IntN(5) == 0 {
		flair = r.own[m]
	}
	r.post(m, "user", text, flair, r.gap())
}

// bot is a post of the board's moderator bot.
func (r *rawFringedRun) bot(text string) {
	r.post(AssistantSpeaker, "assistant", text, "", time.Duration(30+r.rng.IntN(300))*time.Second)
}

// system is a board's own notice (a comment removed).
func (r *rawFringedRun) system(text string) {
	r.turn(rawFringedSystem, "system", text, time.Minute)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawFringedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// rawFringedHeard reports whether a line tagged tag is said on board b:
// untagged, or tagged with its code.
func rawFringedHeard(tag string, b *rawFringedBoard) bool {
	return tag == "" || tag == b.code
}

// line is a line of ls said on the session's board.
func (r *rawFringedRun) line(ls []rawFringedLine) string {
	var tpls []string
	for _, l := range ls {
		if rawFringedHeard(l.board, r.board) {
			tpls = append(tpls, l.text)
		}
	}
	return r.fresh(tpls)
}

// heard are the statements of s the session's board hears.
func (r *rawFringedRun) heard(s []rawFringedStmt) []rawFringedStmt {
	var out []rawFringedStmt
	for _, st := range s {
		if rawFringedHeard(st.board, r.board) {
			out = append(out, st)
		}
	}
	return out
}

// fill fills another user's or the bot's template: {name} is the
// subject's username, {v} v.
func (r *rawFringedRun) fill(tpl, v string) string {
	return fillOne(tpl, map[string]string{"name": r.p.user, "v": v, "cur": r.cur})
}

// open starts a thread on r.t's day on a board: one dealing with the
// asked attribute, or in a filler session one time in four any board; a
// regular opens it with a title and, one time in three, the bot's rule
// reminder or a "[deleted]" comment follows.
func (r *rawFringedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	r.board = r.boards[r.rng.IntN(len(r.boards))]
	if r.filling && r.rng.IntN(4) == 0 {
		r.board = &rawFringedBoards[r.rng.IntN(len(rawFringedBoards))]
	}
	r.tldr = ""
	r.title = pick(r.rng, r.board.hellos)
	r.opening = true
	r.other(r.member(), "**"+r.title+"**")
	r.opening = false
	switch r.rng.IntN(6) {
	case 0:
		r.bot(pick(r.rng, rawFringedReminders))
	case 1:
		r.post("[deleted]", "user", "[deleted]", "", r.gap())
	}
	if r.rng.IntN(3) == 0 {
		r.other(r.member(), pick(r.rng, rawFringedReplies))
	}
}

// close ends the thread: one time in three a regular's last word or the
// furniture of the register, one time in ten a removal notice, and the
// bot's summary when one is due.
func (r *rawFringedRun) close() {
	if r.rng.IntN(3) == 0 {
		r.other(r.member(), pick(r.rng, rawFringedFurniture))
	}
	if r.rng.IntN(10) == 0 {
		r.other(r.member(), "[removed]")
		r.system("Comment removed by moderator: rule 2, be civil")
	}
	if r.tldr != "" {
		r.bot(r.tldr)
	}
}

// confirm answers statement vals[i]: one time in two a user's reaction
// naming the value (after a change, the new one), one time in three of
// those under a quote of the statement's line, else a reaction naming
// none; one time in three a summary is due after the thread naming the
// value just stated, the one before it (stale) or a wrong one.
func (r *rawFringedRun) confirm(vals []string, i int, stated string) {
	m := r.member()
	switch x := r.rng.IntN(6); {
	case x < 3:
		l := r.f.react
		if i > 0 {
			l = r.f.reactNew
		}
		text := r.fill(pick(r.rng, l), vals[i])
		if x == 0 {
			text = "> " + stated + "\n\n" + text
		}
		r.other(m, text)
	default:
		r.other(m, pick(r.rng, rawFringedCheers))
	}
	if r.rng.IntN(3) == 0 {
		v := vals[i]
		switch x := r.rng.IntN(3); {
		case x == 1 && i > 0:
			v = vals[i-1]
		case x == 2:
			v = pick(r.rng, r.otherValues(vals))
		}
		r.tldr = r.tldrOf(v, vals[i])
	}
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) drawn from its kind's list
// for the session's board, its form first (each as likely, the subject's
// own form twice as likely), with the posts the form needs around it,
// and returns the statement's turn and its time.
func (r *rawFringedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	s, vars := statementOf(r.f.state, r.f.change, r.f.revert, vals, i, revert)
	var forms []string
	for _, st := range r.heard(s) {
		if !slices.Contains(forms, st.form) {
			forms = append(forms, st.form)
		}
	}
	if slices.Contains(forms, r.p.form) {
		forms = append(forms, r.p.form)
	}
	form := forms[r.rng.IntN(len(forms))]
	var of []rawFringedStmt
	for _, st := range r.heard(s) {
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
	wrong := pick(r.rng, r.otherValues(vals)) // a wrong value, or the value left
	if i > 0 {
		wrong = vals[i-1]
	}
	var id string
	switch st.form {
	case "post":
		text := pick(r.rng, rawFringedOpeners) + "\n\n"
		if r.rng.IntN(2) == 0 { // a long post, the value in passing
			text += pick(r.rng, rawFringedContext) + "\n\n"
		}
		id = r.stating(text + core + pick(r.rng, rawFringedTails))
	case "reply":
		ask := r.fill(st.ask, wrong)
		r.other(r.member(), ask)
		if r.rng.IntN(2) == 0 {
			r.other(r.member(), pick(r.rng, rawFringedFurniture))
		}
		id = r.post(r.p.user, "user", "> "+ask+"\n\n"+r.manner(pick(r.rng, rawFringedReplyLeads)+" "+core), "", r.gap())
	case "fix":
		r.other(r.member(), r.fill(st.lead, wrong))
		id = r.stating(core + ". " + pick(r.rng, rawFringedFixTails))
	case "advice":
		id = r.stating(pick(r.rng, rawFringedAdviceLeads) + " " + core)
	case "edit":
		id = r.stating(fillOne(st.lead, vars) + "\n\n" + pick(r.rng, []string{"EDIT: ", "UPDATE: ", "Edit 2: "}) + core)
	default: // late
		id = r.stating(pick(r.rng, rawFringedLateOpeners) + " " + core + pick(r.rng, rawFringedTails))
	}
	at := r.t
	line := rawFringedLineOf(r.s.Observations[len(r.s.Observations)-1].Text, core)
	r.stated = append(r.stated, rawFringedSaid{core: line, value: vals[i]})
	if r.a.predicate == "lives_in" && i == 0 {
		r.flair = vals[0] // set once and never updated
	}
	r.confirm(vals, i, line)
	return id, at
}

// rawFringedLineOf is the line of a scraped post (text) that holds core,
// as typed (in any case), less the header: what a reply quoting the
// statement quotes; core itself if no line holds it.
func rawFringedLineOf(text, core string) string {
	for k, line := range strings.Split(text, "\n") {
		if k == 0 {
			if _, rest, ok := strings.Cut(line, ": "); ok {
				line = rest
			}
		}
		if strings.Contains(strings.ToLower(line), strings.ToLower(core)) {
			return line
		}
	}
	return core
}

// filler adds n threads after statement vals[i], each of one to three
// exchanges, two to nine days apart, one time in six three to six weeks.
func (r *rawFringedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(8)
		if r.rng.IntN(6) == 0 {
			days = 21 + r.rng.IntN(22)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.filling = true
		r.open()
		r.filling = false
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday comment of the subject's on the session's
// board and a reply, one time in four after the regulars' own chat.
func (r *rawFringedRun) smallTalk() {
	if r.rng.IntN(4) == 0 {
		r.other(r.member(), pick(r.rng, r.board.chat))
	}
	r.mine(r.fresh(r.board.smallTalk))
	r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
}

// throwaway is the subject's throwaway account's one post on the
// relationships board, naming no value, and, later, the subject owning
// up to it once; else small talk.
func (r *rawFringedRun) throwaway() {
	switch {
	case !r.thrown && r.board.code == "couples":
		r.thrown = true
		r.post(r.p.throwaway, "user", "Throwaway for obvious reasons. "+pick(r.rng, rawFringedThrowawayPosts), "", r.gap())
		r.other(r.member(), pick(r.rng, rawFringedReplies))
	case r.thrown && !r.owned:
		r.owned = true
		r.mine("fine, yes, u/" + r.p.throwaway + " was me, " + pick(r.rng, rawFringedOwnUps))
		r.other(r.member(), pick(r.rng, rawFringedAcks))
	default:
		r.smallTalk()
	}
}

// exchange is one exchange after statement vals[i], its lines those said
// on the session's board: everyday talk; the regulars' own chat and the
// register's furniture; talk on the topic naming no value; the subject's
// other attributes; a relative's value; a user's own news; a trip or
// elsewhere; a plan, a hypothetical, a third person or an offer declined;
// an earlier value told as past; a joke; a crosspost; a poll; a
// misreading and the denial; a user naming the value that holds; a user
// asking with an earlier value, put right without a value; a user telling
// their own value in the words of a statement (mirror); a user quoting an
// earlier statement of the subject's (throwback); the throwaway; else a
// summary due naming another value.
func (r *rawFringedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	say := func(ls []rawFringedLine, v string) {
		r.mine(fillOne(r.line(ls), map[string]string{"v": v}))
		r.other(r.member(), pick(r.rng, rawFringedAcks))
	}
	switch x := r.rng.IntN(70); {
	case x < 7:
		r.smallTalk()
	case x < 10:
		r.other(r.member(), pick(r.rng, r.board.chat))
		r.other(r.member(), pick(r.rng, rawFringedFurniture))
	case x < 12:
		r.mine(r.line(f.chatter))
		r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
	case x < 15:
		r.background()
	case x < 19:
		say(f.other, pick(r.rng, others))
	case x < 25:
		m := r.member()
		r.other(m, r.fill(r.line(f.news), r.own[m]))
		r.mine(pick(r.rng, rawFringedCongrats))
	case x < 28:
		say(f.elsewhere, pick(r.rng, others))
	case x < 32:
		say(f.plan, pick(r.rng, others))
	case x < 35 && len(past) > 0:
		say(f.past, pick(r.rng, past))
	case x < 37:
		say(f.joke, pick(r.rng, others))
	case x < 40:
		v := pick(r.rng, others)
		xp := r.fill(r.line(f.xpost), v)
		head := "Crossposted from " + pick(r.rng, []string{"r/LocalNews", "r/jobs", "r/EatCheapAndHealthy", "r/CasualConversation"}) + ":"
		if r.rng.IntN(2) == 0 {
			r.post(r.p.user, "user", "sharing this here\n"+head+"\n"+xp, "", r.gap())
			r.other(r.member(), pick(r.rng, rawFringedAcks))
		} else {
			r.other(r.member(), "sharing this here\n"+head+"\n"+xp)
			r.mine(pick(r.rng, rawFringedXpostReacts))
		}
	case x < 43:
		m := r.member()
		r.other(m, "**Poll:** "+r.fill(r.line(f.poll), r.own[m])+" ("+rawFringedVotesOf(1+r.rng.IntN(40))+")\n- "+
			pick(r.rng, rawFringedPollOthers)+" ("+rawFringedVotesOf(r.rng.IntN(30))+")")
		r.mine(pick(r.rng, rawFringedVotes))
	case x < 46:
		v := pick(r.rng, others)
		mm := fringedPick(r, f.misread, func(m rawFringedMisread) string { return m.board })
		said := fillOne(mm.said, map[string]string{"v": v})
		r.mine(said)
		r.other(r.member(), "> "+said+"\n\n"+r.fill(mm.misread, v))
		r.mine(fillOne(mm.deny, map[string]string{"v": v}))
		r.other(r.member(), pick(r.rng, rawFringedSorry))
	case x < 50 && r.cur != "":
		e := fringedPick(r, f.echo, func(e rawFringedEcho) string { return e.board })
		r.mine(e.ask)
		r.other(r.member(), r.fill(e.line, r.cur))
	case x < 55 && len(past) > 0:
		s := fringedPick(r, f.stale, func(s rawFringedStale) string { return s.board })
		ask := r.fill(s.ask, pick(r.rng, past))
		r.other(r.member(), ask)
		if r.rng.IntN(2) == 0 {
			r.post(r.p.user, "user", "> "+ask+"\n\n"+r.manner(s.reject), "", r.gap())
		} else {
			r.mine(s.reject)
		}
		r.other(r.member(), pick(r.rng, rawFringedSorry))
	case x >= 60 && x < 64:
		r.mirror(others)
	case x >= 64 && x < 68 && slices.ContainsFunc(r.stated, func(s rawFringedSaid) bool { return s.value != r.cur }):
		r.throwback()
	case x >= 68:
		r.throwaway()
	default:
		r.wrongTldr(others)
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.wrongTldr(others)
	}
}

// mirror is a user telling their own value in the very words a statement
// of the subject's takes (a post, a reply under a quote of another user's
// question, or told late), and the subject's congratulations: the same
// words, another author.
func (r *rawFringedRun) mirror(others []string) {
	m := r.member()
	own := r.own[m]
	var sts []rawFringedStmt
	for _, st := range slices.Concat(r.heard(r.f.state), r.heard(r.f.change)) {
		if (st.form == "post" || st.form == "late" || st.form == "reply") && !strings.Contains(st.ask, "{name}") {
			sts = append(sts, st)
		}
	}
	st := sts[r.rng.IntN(len(sts))]
	old := pickWhere(r.rng, others, func(v string) bool { return v != own })
	core := fillOne(st.core, map[string]string{"v": own, "old": old, "new": own})
	switch st.form {
	case "post":
		r.other(m, pick(r.rng, rawFringedOpeners)+"\n\n"+core+pick(r.rng, rawFringedTails))
	case "late":
		r.other(m, pick(r.rng, rawFringedLateOpeners)+" "+core+pick(r.rng, rawFringedTails))
	default:
		asker := pickWhere(r.rng, r.board.members, func(x string) bool { return x != m })
		ask := fillOne(st.ask, map[string]string{"v": old})
		r.other(asker, ask)
		r.other(m, "> "+ask+"\n\n"+pick(r.rng, rawFringedReplyLeads)+" "+core)
	}
	r.mine(pick(r.rng, rawFringedCongrats))
}

// throwback is a user replying to an earlier statement of the subject's,
// one whose value no longer holds, quoting it, and the subject's
// reaction, neither naming a value.
func (r *rawFringedRun) throwback() {
	var old []rawFringedSaid
	for _, s := range r.stated {
		if s.value != r.cur {
			old = append(old, s)
		}
	}
	s := old[r.rng.IntN(len(old))]
	r.other(r.member(), "> "+s.core+"\n\n"+pick(r.rng, rawFringedThrowbacks))
	r.mine(pick(r.rng, rawFringedThrowbackReacts))
}

// tldrOf is a summary said on the session's board naming v, cur the value
// that holds, and the subject by username ($NAME).
func (r *rawFringedRun) tldrOf(v, cur string) string {
	return strings.ReplaceAll(fillOne(r.line(r.f.tldr), map[string]string{"v": v, "cur": cur}), "$NAME", r.p.user)
}

// rawFringedVotesOf is n votes as a poll writes them.
func rawFringedVotesOf(n int) string {
	if n == 1 {
		return "1 vote"
	}
	return fmt.Sprintf("%d votes", n)
}

// wrongTldr makes the summary due after the thread one naming another
// value, one time in two after the subject's aside that the bot gets
// things wrong.
func (r *rawFringedRun) wrongTldr(others []string) {
	r.tldr = r.tldrOf(pick(r.rng, others), r.cur)
	if r.rng.IntN(2) == 0 {
		r.mine(r.fresh(rawFringedBotTalk))
		r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
	}
}

// background is a comment of the subject's stating one of their other
// attributes (its value holds all through) that the session's board
// hears, in the advice form's words, and a reply to it; else everyday
// talk.
func (r *rawFringedRun) background() {
	var sts []rawFringedStmt
	var bgs []string
	for _, a := range rawAttrOrder {
		if a == r.a.predicate {
			continue
		}
		for _, st := range r.heard(rawFringedByAttr[a].state) {
			if st.form == "advice" && !r.used[st.core] {
				sts = append(sts, st)
				bgs = append(bgs, a)
			}
		}
	}
	if len(sts) == 0 {
		r.smallTalk()
		return
	}
	k := r.rng.IntN(len(sts))
	r.used[sts[k].core] = true
	r.mine(fillOne(sts[k].core, map[string]string{"v": r.bg[bgs[k]]}))
	r.other(r.member(), pick(r.rng, rawReplies[r.ph]))
}

// fringedPick is an item of xs said on the session's board (board its
// tag).
func fringedPick[T any](r *rawFringedRun, xs []T, board func(T) string) T {
	return pickWhere(r.rng, xs, func(x T) bool { return rawFringedHeard(board(x), r.board) })
}

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawFringedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// The subject's lines naming no value: openers and tails of a post,
// openers of a change told late, leads of a reply and of an advice
// request, tails of a fix, reactions to a user's news, to a crosspost and
// to a poll, asides about the bot, the throwaway's post and owning up.
var (
	rawFringedOpeners         = []string{"## Small life update", "OP here, posting this for the regulars:", "Long time lurker, first real post.", "**Update for anyone who remembers my old threads**", "Not sure this is the right sub but"}
	rawFringedTails           = []string{". Thanks for reading!", " (no TL;DR, sorry)", ". AMA I guess", ", wish me luck", "."}
	rawFringedLateOpeners     = []string{"slightly off topic, but since it came up in another thread:", "Unrelated to the OP, but for context,", "side note nobody asked for:", "Not to derail, but worth saying that"}
	rawFringedReplyLeads      = []string{"Good question.", "To answer that,", "Fair ask:", "Honestly?", "Short version:"}
	rawFringedAdviceLeads     = []string{"Quick question for the hive mind.", "Asking for advice here.", "Probably a dumb question but", "Help please!"}
	rawFringedFixTails        = []string{"Read the update.", "Check my post history lol.", "/s on yours I hope.", "Appreciate the thought though."}
	rawFringedCongrats        = []string{"Congrats, genuinely!", "This is the kind of post I'm here for", "Love this for you", "Upvoted, well deserved"}
	rawFringedXpostReacts     = []string{"is this legit or another scam?", "why is this in this sub", "reported as spam tbh", "mods??"}
	rawFringedVotes           = []string{"voted, the poll widget is broken on mobile btw", "can we get an 'other' option", "voted but it's a stupid poll", "done"}
	rawFringedThrowbackReacts = []string{"why are you digging through my post history 😂", "old post, old me", "wow that's ancient", "blast from the past lol"}
	rawFringedBotTalk         = []string{"the tldr bot is wrong about half the time, ignore it", "who programmed this bot, it never gets anything right", "bot summaries are useless in this sub tbh"}
	rawFringedThrowawayPosts  = []string{"My partner and I keep arguing about whose family gets Christmas, how do other couples handle it?",
		"How do you bring up money with someone you love without it turning into a fight?"}
	rawFringedOwnUps  = []string{"we sorted the christmas thing in the end", "the advice actually worked, thanks"}
	rawFringedContext = []string{
		"Bit of background: I've been lurking here for about two years, mostly reading the weekly threads and the wiki, and this sub talked me through more than one bad week. So, in no particular order, here's where things are.",
		"Some context for the newer people. I posted a lot last year about the damp flat, the awful commute and my ongoing war with my bank. Most of that is sorted now. The one thing worth mentioning:",
		"This is going to be long, sorry. **Things that went well:** the garden, finally learning to make decent bread, and running three times a week. **Things that didn't:** the car, and my knee. Anyway,",
	}
)

// The other users' lines naming no value, the furniture of the register,
// poll options naming none, and the bot's reminders naming none.
var (
	rawFringedAcks       = []string{"Ah, that makes sense", "Fair enough, thanks for clarifying", "Ha, nice", "Got it"}
	rawFringedThrowbacks = []string{"This you? 😂", "Found this in your post history, how times change", "Quoting for posterity", "Remember when this was the big news?"}
	rawFringedSorry      = []string{"My bad, should have read the whole thread", "Ah, misread, sorry", "Deleted my comment, sorry", "Oops, carry on"}
	rawFringedCheers     = []string{"Congrats!", "Nice one, upvoted", "Wholesome content, thank you", "Awesome, good luck!"}
	rawFringedFurniture  = []string{"[deleted]", "This.", "🏅 Someone gave this post a Helpful award", "Take my upvote", "Source: https://example.org/thread/123", "^ this", "EDIT: formatting"}
	rawFringedPollOthers = []string{"Don't mind", "Somewhere else", "No opinion", "Just show me the results"}
	rawFringedReminders  = []string{"Reminder: rule 3, no personal information. Be kind.", "This thread has been flaired as Discussion.",
		"Your post has been approved by the moderators.", "Please search before posting; see the wiki."}
)

// rawFringedReplies are other users' replies naming no value.
var rawFringedReplies = []string{
	"Following this thread",
	"Same question here",
	"Commenting so I can find this later",
	"Great thread, thanks",
	"Underrated comment",
	"Can confirm",
}

// The fringed set's own lists per attribute. The subject's lists are
// comments as they type them, first letter as typed; other users' lines,
// the bot's and the questions are ordinary English. A statement neither
// starts nor ends with a placeholder and holds no line break, so the
// oracle reads the value whole.
var rawFringedByAttr = map[string]rawFringedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Lillehammer", "Molde", "Hamar", "Gjovik", "Kongsberg", "Lillesand",
				"Arendal", "Grimstad", "Halden", "Larvik", "Sandefjord", "Tonsberg"},
			qCurrent: []string{
				"Going by their posts, where does {name} live these days?",
				"Judging from the threads, which town is {name} based in right now?",
				"From everything {name} has posted and commented, what town do they call home at present?",
				"Reading {name}'s comment history, where are they living now?",
			},
			qWhen: []string{
				"Which town did {name} post about as their home {when}, across the subs?",
				"From the threads, which town did {name} post from as home {when}?",
				"Per {name}'s comment history, what town were they living in {when}?",
			},
			qBefore: []string{
				"Prior to the {next} move, which town did {name} post from as a local?",
				"Going by the threads, where was {name} based before the move to {next}?",
				"Before settling in {next}, where had {name} been living according to their comments?",
			},
		},
		state: []rawFringedStmt{
			{form: "post", core: "just finished unpacking the last box in my rented place in {v}, the radiators actually work"},
			{form: "post", board: "city", core: "finally a local, I signed a twelve month lease in {v} and I already have a favourite bench"},
			{form: "reply", ask: "Where are you posting from anyway u/{name}?",
				core: "I live in {v}, about ten minutes from the water"},
			{form: "reply", board: "money", ask: "Council tax bands vary a lot, where are you based OP? {v}?",
				core: "close but no, my flat is in {v}, band B thankfully"},
			{form: "fix", lead: "u/{name} lives in {v} so they'd know the buses",
				core: "never lived there in my life, I'm a {v} resident actually"},
			{form: "advice", core: "I just moved to {v}, where do people go for a decent haircut"},
			{form: "advice", board: "qa", core: "My address is in {v}, which GP surgery list should I be trying to join"},
			{form: "edit", lead: "Thanks all for the tips on the deposit thing.",
				core: "for the people asking, the flat is in {v} and the landlord has been fine"},
			{form: "late", core: "I've been renting in {v} for a good while now"},
			{form: "post", board: "cooking", core: "tiny galley kitchen in my new flat in {v} but the gas hob is a dream"},
		},
		change: []rawFringedStmt{
			{form: "post", core: "lease ended in {old}, we drove the van over on Saturday and the new place in {new} is ours"},
			{form: "post", board: "city", core: "farewell to {old}, this sub is now my local one because I live in {new} full time"},
			{form: "reply", ask: "Aren't you in {v}? Thought I saw that in your history",
				core: "old post, I left {old} in the spring and I live in {new} now"},
			{form: "reply", board: "couples", ask: "How did the move go in the end?",
				core: "it went fine, {old} is behind us and we wake up in {new} these days"},
			{form: "fix", lead: "OP is in {v}, so the advice about the ferry applies",
				core: "I'm not in {old} anymore, I've lived in {new} since the move"},
			{form: "fix", board: "qa", lead: "This only applies in {v}, where the asker lives",
				core: "correction, I moved from {old} and my address is in {new} now"},
			{form: "advice", core: "Moved from {old} last month and I'm in {new} now, which broadband is least awful here"},
			{form: "edit", lead: "Quick one from a {old} local: is the tip open on bank holidays?",
				core: "the removal van came, I've left {old} and I'm settled in {new} now"},
			{form: "late", core: "the {old} lease ran out and I've been living in {new} for a while now"},
			{form: "post", board: "money", core: "moving costs breakdown, out of {old} and into a cheaper flat in {new} with spreadsheets attached"},
		},
		revert: []rawFringedStmt{
			{form: "post", core: "the {old} experiment is over and I've moved home to {new} again"},
			{form: "reply", ask: "Still enjoying {v}?",
				core: "didn't work out, I packed up {old} and went back to {new} in the autumn"},
			{form: "fix", lead: "u/{name} is in {v} these days",
				core: "outdated, the {old} flat is gone and I rent on my old road in {new} again"},
			{form: "advice", core: "Back from {old} and living in {new} again, does anyone know if the old GP will take me back"},
			{form: "edit", lead: "Original post below for context.",
				core: "the {old} move was a mistake so our postcode is {new} once more"},
			{form: "late", core: "the {old} lease is history and my mail goes to {new} once more, don't ask why"},
			{form: "post", board: "couples", core: "we both hated {old} so we've moved back to {new} together"},
		},
		react: []string{
			"Welcome to {v}! The market on Saturdays is worth it",
			"{v} is underrated, enjoy",
			"Oh nice, {v} has great walks",
		},
		reactNew: []string{
			"Congrats on the move to {v}!",
			"{v} is a solid upgrade honestly",
			"Good luck in {v}, post some photos",
		},
		chatter: []rawFringedLine{
			{"", "anyone know how long the council takes to process a parking permit"},
			{"city", "the seagulls on my street have declared war on the bins"},
			{"", "landlord says the damp is lifestyle related, what does that even mean"},
			{"qa", "is a tenancy deposit always protected or only sometimes"},
		},
		other: []rawFringedLine{
			{"", "my (29F) partner (31M) wants to move to {v} for a job, how do I even start that conversation"},
			{"", "my parents just retired to {v}, so Christmas there this year"},
			{"money", "my brother bought a terrace in {v} and won't shut up about stamp duty"},
			{"", "my sister got a flat in {v}, visiting her next month"},
		},
		tldr: []rawFringedLine{
			{"", "TL;DR bot: OP $NAME lives in {v}."},
			{"", "TL;DR bot: $NAME recently moved to {v} and is asking for local tips."},
			{"city", "TL;DR bot: $NAME is a {v} local, previously {cur}."},
		},
		news: []rawFringedLine{
			{"", "Same here, I'm in {v} and just renewed my lease"},
			{"", "Got the keys to a place in {v} today!"},
			{"city", "Been in {v} three years now and still love it"},
		},
		echo: []rawFringedEcho{
			{"", "any recommendations for a weekend walk near me?", "From your posts you're in {v}, so the coast path is right there"},
			{"", "what's the best bus pass where I live?", "For {v} the monthly one is the cheapest"},
			{"city", "where's good for brunch near me", "There's a great cafe in {v} by the station"},
		},
		stale: []rawFringedStale{
			{"", "u/{name} aren't you in {v}? You'd know this one", "not for a while now, read the update on my profile"},
			{"", "Ask u/{name}, they live in {v}", "I don't, that's an old post"},
			{"city", "Tagging u/{name} as our {v} expert", "retired from that, moved ages ago 😅"},
		},
		misread: []rawFringedMisread{
			{"", "visiting a friend in {v} next week, any food tips", "So you live in {v}?", "no, just visiting, reading is hard today"},
			{"", "booked a weekend in {v} for my birthday", "Oh are you moving to {v}?", "it's a weekend away, not a move lol"},
		},
		elsewhere: []rawFringedLine{
			{"", "spent the weekend in {v}, the harbour there is lovely"},
			{"", "work trip to {v} next week, any restaurant tips"},
			{"city", "ran the {v} 10k on Sunday, flat and fast"},
		},
		plan: []rawFringedLine{
			{"", "thinking of moving to {v}, talk me out of it"},
			{"", "got offered a flat in {v} but said no, too far from everything"},
			{"money", "if rents keep rising I might look at {v} next year"},
		},
		past: []rawFringedLine{
			{"", "when I lived in {v} the rent was half this"},
			{"", "I grew up in {v} and honestly it shaped me"},
			{"city", "years ago I had a bedsit in {v} with a view of a car park"},
		},
		joke: []rawFringedLine{
			{"", "yeah I live in {v} now, also I'm the mayor /s"},
			{"", "my phone's weather app is convinced I live in {v}"},
			{"", "at this point I should just pitch a tent in {v}"},
		},
		xpost: []rawFringedLine{
			{"", "Flat for rent in {v}: 2 bed, bills included, message for details"},
			{"", "Road closures in {v} this weekend for the festival"},
		},
		poll: []rawFringedLine{
			{"", "where should the next meetup be?\n- {v}"},
			{"", "best town for a day trip?\n- {v}"},
		},
		still: []string{
			"Is {name} still living in {v}, going by their posts?",
			"Does {name} still post from {v} as home?",
			"According to the threads, is {v} still where {name} lives?",
		},
		stillWhen: []string{
			"Was {name} still living in {v} {when}, going by their posts?",
			"According to the threads, was {name} still based in {v} {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Windrow Analytics", "Bluegate Couriers", "Copperline Telecom", "Hollowmere Dental", "Puffin Point Software", "Larchwood Joinery",
				"Guillemot Salt Co", "Gannet Freight", "Fulmar Credit Union", "Merganser Opticians", "Brackenby Printers", "Scarlet Oak Nursery"},
			qCurrent: []string{
				"Going by their posts, who is {name} working for these days?",
				"Judging from the threads, which company employs {name} right now?",
				"From {name}'s comment history, what's their current employer?",
				"Which firm does {name} work at now, based on what they've posted?",
			},
			qWhen: []string{
				"Whose payroll was {name} on {when}, based on the subs they comment in?",
				"Reading the threads, which employer had {name} on the books {when}?",
				"Per {name}'s comment history, which firm were they at {when}?",
			},
			qBefore: []string{
				"Prior to joining {next}, which employer did {name} mention in the subs?",
				"Going by the threads, who did {name} work for before joining {next}?",
				"Before starting at {next}, where was {name} employed according to their comments?",
			},
		},
		state: []rawFringedStmt{
			{form: "post", core: "update, got the job at {v}, first day was a blur of passwords and lanyards"},
			{form: "post", board: "money", core: "payslip question, I started on the payroll at {v} this month and the tax code looks odd"},
			{form: "reply", ask: "What do you do for work u/{name}?",
				core: "I'm on the team at {v}, mostly spreadsheets and meetings"},
			{form: "reply", board: "running", ask: "Do you get a lunch break long enough to run? Is that the {v} gym?",
				core: "nope, wrong place, I work at {v} and we get an hour"},
			{form: "fix", lead: "u/{name} works at {v}, they'd know",
				core: "wrong person, I have only ever been on the payroll of {v} here"},
			{form: "advice", core: "I work at {v} and they just offered a salary sacrifice scheme, is it worth it"},
			{form: "advice", board: "qa", core: "My employer is {v}, can they make me take holiday during the shutdown"},
			{form: "edit", lead: "Thanks for all the interview tips last month.",
				core: "for those asking, I accepted the offer and I'm now working at {v} full time"},
			{form: "late", core: "I've been employed at {v} for a good while now"},
			{form: "post", board: "forum", core: "brewing has been slow since I started the new job at {v}, long hours"},
		},
		change: []rawFringedStmt{
			{form: "post", core: "handed in my badge at {old} on Friday and started at {new} this morning"},
			{form: "post", board: "money", core: "pension question after switching jobs, I left {old} and I'm now paid by {new} monthly"},
			{form: "reply", ask: "Still at {v}? How's the commute?",
				core: "nope, I resigned from {old} and I've been at {new} since the summer"},
			{form: "reply", board: "running", ask: "How are you finding time to train with the new job?",
				core: "easier than at {old}, the hours at {new} are saner"},
			{form: "fix", lead: "OP works at {v}, that's why the hours are bad",
				core: "I don't work at {old} anymore, I'm employed by {new} now"},
			{form: "fix", board: "qa", lead: "Since the asker works for {v}, check their handbook",
				core: "correction, I left {old} and my employer is {new} now"},
			{form: "advice", core: "Left {old} for a role at {new}, how do I transfer my old workplace pension"},
			{form: "edit", lead: "I work at {old} and my notice period is three months, is that normal?",
				core: "served my notice at {old} and I've started at {new} now"},
			{form: "late", core: "my badge from {old} is in a drawer somewhere and {new} has been signing my payslips for months"},
			{form: "post", board: "forum", core: "new job means more brewing time, out of {old} and into a nine to five at {new} on weekdays"},
		},
		revert: []rawFringedStmt{
			{form: "post", core: "the grass wasn't greener at {old}, I've rejoined {new} as of Monday"},
			{form: "reply", ask: "How's life at {v}?",
				core: "short lived, I walked away from {old} and {new} rehired me"},
			{form: "fix", lead: "u/{name} is at {v} now",
				core: "outdated, the {old} gig was a blip and {new} rehired me in spring"},
			{form: "advice", core: "Quit {old} and returned to {new}, does my old service count for redundancy"},
			{form: "edit", lead: "Keeping the original post for context.",
				core: "plot twist, I left {old} and I'm back working at {new} again"},
			{form: "late", core: "I left {old} and got rehired at {new}, long story"},
			{form: "post", board: "money", core: "boomerang employee here, left {old} after six months and returned to {new} on a better salary"},
		},
		react: []string{
			"{v} is a good employer from what I hear",
			"Congrats on {v}, their benefits are decent",
			"Nice, a mate of mine works at {v}",
		},
		reactNew: []string{
			"Congrats on the move to {v}!",
			"{v} sounds like an upgrade",
			"Good luck at {v}, negotiate the holiday",
		},
		chatter: []rawFringedLine{
			{"", "is it normal for a probation review to be this vague"},
			{"money", "how much of a pay rise should I ask for after two years"},
			{"", "my manager schedules meetings at 4:55 on Fridays, is this legal"},
			{"qa", "can an employer refuse flexible working without a reason"},
		},
		other: []rawFringedLine{
			{"", "my partner just got a job at {v}, any tips for surviving the first month"},
			{"", "my grandad spent his whole career on the shop floor at {v}, retirement party was last week"},
			{"money", "my sister's at {v} and their pension match is ridiculous"},
			{"", "my flatmate just got let go from {v}, rough week"},
		},
		tldr: []rawFringedLine{
			{"", "TL;DR bot: OP $NAME works at {v}."},
			{"", "TL;DR bot: $NAME started a new job at {v} and asks about pay."},
			{"money", "TL;DR bot: $NAME is employed by {v}, previously {cur}."},
		},
		news: []rawFringedLine{
			{"", "Same, I'm at {v} and we just got a pay rise"},
			{"", "Just accepted an offer from {v}!"},
			{"money", "I've been at {v} five years, happy to answer questions"},
		},
		echo: []rawFringedEcho{
			{"", "anyone know if my work does a cycle to work scheme?", "From your history you're at {v}, and they do"},
			{"", "is my company's parental leave any good?", "{v} is one of the better ones for that"},
			{"money", "should I join my workplace pension?", "{v} matches up to 5%, so yes"},
		},
		stale: []rawFringedStale{
			{"", "u/{name} isn't {v} your employer? You'd know", "not anymore, read my later posts"},
			{"", "Ask u/{name}, they're at {v}", "that post is ancient, I moved on from there"},
			{"money", "Tagging u/{name} since they work for {v}", "used to, not anymore 🙃"},
		},
		misread: []rawFringedMisread{
			{"", "had an interview at {v} for my friend's old role, helping her prep", "So you're leaving for {v}?", "no, it's her interview, I'm just the mock panel"},
			{"", "{v} are hiring loads right now apparently", "Is {v} where you work then?", "no, just saw the ad"},
		},
		elsewhere: []rawFringedLine{
			{"", "we have a client meeting at {v} tomorrow, wish me luck"},
			{"", "a supplier from {v} came in for a demo today"},
			{"running", "raced against the {v} team in the corporate relay"},
		},
		plan: []rawFringedLine{
			{"", "{v} offered me a job and I turned it down, was that dumb"},
			{"", "thinking of applying to {v}, talk me out of it"},
			{"money", "if {v} matches my salary I might switch next year"},
		},
		past: []rawFringedLine{
			{"", "back when I worked at {v} we had free breakfast, I miss it"},
			{"", "my first job out of uni was at {v}, never again"},
			{"money", "years ago at {v} I had the worst pension ever"},
		},
		joke: []rawFringedLine{
			{"", "yeah I basically live at {v} these days, send help"},
			{"", "at this rate I'll be applying to {v} to fold boxes /s"},
			{"", "LinkedIn thinks I work at {v}, who am I to argue"},
		},
		xpost: []rawFringedLine{
			{"", "{v} is hiring: 20 roles, hybrid, apply by Friday"},
			{"", "Warning: fake recruiters claiming to be from {v} on messaging apps"},
		},
		poll: []rawFringedLine{
			{"", "best local employer?\n- {v}"},
			{"", "who has the best graduate scheme?\n- {v}"},
		},
		still: []string{
			"Is {name} still working at {v}, going by their posts?",
			"Does {name} still work for {v} according to the threads?",
			"Is {v} still {name}'s employer, from their comment history?",
		},
		stillWhen: []string{
			"Was {name} still at {v} {when}, going by their posts?",
			"According to the threads, was {name} still employed by {v} {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"lentil-free", "caffeine-free", "chickpea-free", "barley-free", "fructose-free", "cashew-free",
				"almond-free", "buckwheat-free", "rye-free", "millet-free"},
			qCurrent: []string{
				"Going by their posts, what food rules does {name} keep lately?",
				"Judging from the threads, what diet is {name} on right now?",
				"From {name}'s comment history, how do they eat at present?",
				"What way of eating does {name} stick to now, based on their posts?",
			},
			qWhen: []string{
				"Which food restriction did {name} mention following {when} in threads and comments?",
				"Reading the threads, what food rules did {name} follow {when}?",
				"Per {name}'s comment history, what diet did they follow {when}?",
			},
			qBefore: []string{
				"Prior to the {next} switch, what food rules did {name} keep according to the subs they post in?",
				"Going by the threads, what was {name}'s diet before the switch to {next}?",
				"Before becoming {next}, what diet did {name} follow according to their comments?",
			},
		},
		state: []rawFringedStmt{
			{form: "post", core: "three months of eating {v} and my energy is way better, happy to share meal plans"},
			{form: "post", board: "cooking", core: "cooking for one and strictly {v}, here's my Sunday batch cook"},
			{form: "reply", ask: "Any dietary stuff we should know for the potluck u/{name}?",
				core: "yes, I eat {v}, I'll bring my own dish"},
			{form: "reply", board: "running", ask: "What do you fuel with on long runs? Still {v}?",
				core: "never was, I'm {v} so I make my own oat bars"},
			{form: "fix", lead: "u/{name} is {v}, so skip the dressing",
				core: "nope, never been that, I'm {v} as it happens"},
			{form: "advice", core: "As someone who eats {v}, what are your go to weeknight dinners"},
			{form: "advice", board: "qa", core: "I'm {v} for medical reasons, how do I check labels for hidden ingredients"},
			{form: "edit", lead: "Thanks for the recipe ideas everyone.",
				core: "to answer the questions, yes I'm strictly {v} and have been for a while"},
			{form: "late", core: "I've been eating {v} for a good while now"},
			{form: "post", board: "forum", core: "brewing tweaks since I went {v}, adjusted the adjuncts"},
		},
		change: []rawFringedStmt{
			{form: "post", core: "dietitian update, I dropped {old} and I've gone {new} since last month"},
			{form: "post", board: "cooking", core: "recipe swap time, I stopped being {old} and I'm {new} now"},
			{form: "reply", ask: "Still {v}? Thought of you with this recipe",
				core: "not for a while, I quit {old} and I eat {new} these days"},
			{form: "reply", board: "running", ask: "How's the new diet treating your training?",
				core: "better than {old} ever did, going {new} fixed my stomach on long runs"},
			{form: "fix", lead: "OP is {v} so this recipe won't work for them",
				core: "the {old} days ended months ago, my shopping basket has been all {new} since"},
			{form: "fix", board: "qa", lead: "The asker is {v}, so these labels matter",
				core: "correction, I stopped eating {old} and I'm {new} now"},
			{form: "advice", core: "Switched from {old} to {new} on the doctor's advice, what snacks actually work"},
			{form: "edit", lead: "Strictly {old} cook here, looking for a decent gravy.",
				core: "I've since gone from {old} to eating {new}, so ignore the substitutions"},
			{form: "late", core: "I gave up {old} and I've been eating {new} for a while now"},
			{form: "post", board: "forum", core: "diet change means new recipes, no more {old}, I'm {new} and brewing accordingly"},
		},
		revert: []rawFringedStmt{
			{form: "post", core: "the {old} phase is finished and I've gone back to being {new} for good"},
			{form: "reply", ask: "How's the {v} thing going?",
				core: "it isn't, I dropped {old} and went back to {new} after a few weeks"},
			{form: "fix", lead: "u/{name} is {v} now remember",
				core: "not anymore, I ditched {old} and returned to {new} like before"},
			{form: "advice", core: "Back to {old} never again, I'm {new} once more, any new recipes since I left"},
			{form: "edit", lead: "Leaving the original post up.",
				core: "the {old} thing lasted a season, I've returned to a {new} kitchen since"},
			{form: "late", core: "I dropped {old} and went back to eating {new}, long story"},
			{form: "post", board: "cooking", core: "full circle, after a year of {old} I'm back to cooking {new} meals"},
		},
		react: []string{
			"{v} is tough, respect",
			"Great meal ideas for {v} folks, saving this",
			"I tried {v} once, didn't last, well done",
		},
		reactNew: []string{
			"Good luck with {v}!",
			"{v} suits a lot of runners from what I've read",
			"Congrats on going {v}, the first month is the hardest",
		},
		chatter: []rawFringedLine{
			{"", "what's a good cheap lunch that isn't a sad sandwich"},
			{"cooking", "does anyone actually use a garlic press or is it a myth"},
			{"", "meal prep Sundays are the only thing keeping me sane"},
			{"running", "what are people eating the night before a race"},
		},
		other: []rawFringedLine{
			{"", "my partner went {v} and now I'm cooking two dinners every night"},
			{"", "my mother announced she's {v} in the family group chat, chaos ensued"},
			{"cooking", "my flatmate is {v}, any recipes we can both eat"},
			{"", "my kid's school went {v} for lunches, opinions?"},
		},
		tldr: []rawFringedLine{
			{"", "TL;DR bot: OP $NAME eats {v}."},
			{"", "TL;DR bot: $NAME is {v} and asks for recipes."},
			{"cooking", "TL;DR bot: $NAME cooks {v}, previously {cur}."},
		},
		news: []rawFringedLine{
			{"", "Same, I'm {v} and it took a month to adjust"},
			{"", "Went {v} this year, best decision I've made"},
			{"running", "Been {v} for a whole training block now"},
		},
		echo: []rawFringedEcho{
			{"", "any snack ideas for me?", "Since you're {v}, roasted seeds are great"},
			{"", "what should I order at the new place?", "They do a {v} menu, perfect for you"},
			{"cooking", "can I make this recipe?", "Swap the sauce and it's {v}, you're fine"},
		},
		stale: []rawFringedStale{
			{"", "u/{name} aren't you {v}? This one's for you", "not anymore, read my later posts"},
			{"", "Ask u/{name}, they're {v}", "that's out of date"},
			{"cooking", "Tagging u/{name} as the {v} expert", "retired from that diet ages ago 😅"},
		},
		misread: []rawFringedMisread{
			{"", "bought a {v} cookbook for my sister", "So you've gone {v}?", "no, it's a present for her"},
			{"", "the {v} bakery near work is great", "Wait you're {v}?", "no, I just like their bread"},
		},
		elsewhere: []rawFringedLine{
			{"", "the wedding I went to had a fully {v} menu"},
			{"", "the office canteen went {v} for a week"},
			{"running", "the race village was {v} only, weird"},
		},
		plan: []rawFringedLine{
			{"", "thinking of going {v} in January, talk me out of it"},
			{"", "my doctor mentioned trying {v} but I said no"},
			{"cooking", "if I ever go {v} I'll need a whole new recipe book"},
		},
		past: []rawFringedLine{
			{"", "back when I was {v} I ate so much toast"},
			{"", "I tried {v} at uni and it lasted a term"},
			{"cooking", "years ago I was {v} and cooked the same three things"},
		},
		joke: []rawFringedLine{
			{"", "after that buffet I'm going {v} forever /s"},
			{"", "my cat is more {v} than I'll ever be"},
			{"", "I'm {v} as long as nobody offers me cake"},
		},
		xpost: []rawFringedLine{
			{"", "{v} recipe roundup: 15 dinners under a fiver"},
			{"", "New {v} cafe opening on the high street this month"},
		},
		poll: []rawFringedLine{
			{"", "theme for next week's challenge?\n- {v}"},
			{"", "what should the meetup menu be?\n- {v}"},
		},
		still: []string{
			"Is {name} still {v}, going by their posts?",
			"Does {name} still eat {v} according to the threads?",
			"Is {v} still how {name} eats, from their comment history?",
		},
		stillWhen: []string{
			"Was {name} still {v} {when}, going by their posts?",
			"According to the threads, was {name} still eating {v} {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Halldor", "Bjarki", "Ragnhildur", "Eyvindur", "Thora", "Snorri",
				"Katla", "Ylfa", "Orri", "Ingibjorg", "Arnar", "Freydis"},
			qCurrent: []string{
				"Scrolling {name}'s posts and comments, who is the partner they keep mentioning now?",
				"Judging from the threads, who's {name}'s partner right now?",
				"From {name}'s comment history, who are they in a relationship with at present?",
				"Who does {name} call their other half now, based on what they've posted?",
			},
			qWhen: []string{
				"Whose other half was {name} {when}, if you read their posts?",
				"Reading the threads, whose partner was {name} {when}?",
				"Per {name}'s comment history, who were they seeing {when}?",
			},
			qBefore: []string{
				"Prior to dating {next}, whose name did {name} drop as their partner in the subs?",
				"Going by the threads, who was {name}'s partner before {next} came along?",
				"Before getting together with {next}, who was {name} seeing according to their comments?",
			},
		},
		state: []rawFringedStmt{
			{form: "post", core: "six months in and my partner {v} still laughs at my terrible puns, feeling lucky"},
			{form: "post", board: "couples", core: "OP here, for context my partner is {v} and we've lived together a year"},
			{form: "reply", ask: "Who's the lucky person u/{name}?",
				core: "my partner is {v}, they'll hate that I posted this"},
			{form: "reply", board: "cooking", ask: "Did your other half like it? Is that {v}?",
				core: "wrong name, I'm with {v} and they had seconds"},
			{form: "fix", lead: "u/{name} is dating {v} I think",
				core: "we never dated, the person I live with is {v} and only them"},
			{form: "advice", core: "My partner {v} has a birthday coming up, what's a good experience gift"},
			{form: "advice", board: "money", core: "My partner {v} and I want a joint account for bills, how do you split it fairly"},
			{form: "edit", lead: "Thanks for the kind words on this thread.",
				core: "to answer the DMs, yes I'm with {v} and we're very happy"},
			{form: "late", core: "the partner I keep mentioning in these threads is {v}, for ages now"},
			{form: "post", board: "running", core: "my partner {v} ran their first 5k with me today, proudest moment"},
		},
		change: []rawFringedStmt{
			{form: "post", core: "it's been a rough year but {old} and I ended things and now I'm dating {new} and it's going well"},
			{form: "post", board: "couples", core: "update to my old post, {old} and I split and I've been seeing {new} for two months"},
			{form: "reply", ask: "Still with {v}? You two seemed solid",
				core: "nope, the {old} chapter closed last winter and the person in my life is {new} today"},
			{form: "reply", board: "running", ask: "Who's the new running buddy in your photos?",
				core: "ha, not {old} anymore, that's my partner {new} in the photos"},
			{form: "fix", lead: "OP is with {v}, that's the whole issue",
				core: "wrong ex, {old} left the picture a while ago and {new} is the one I share a flat with"},
			{form: "fix", board: "money", lead: "Since OP shares finances with {v}, this matters",
				core: "correction, {old} is my ex, I'm with {new} now and we keep money separate"},
			{form: "advice", core: "Broke up with {old} and started seeing {new}, how soon is too soon to meet the family"},
			{form: "edit", lead: "My partner {old} and I argue every year about where to spend the holidays.",
				core: "we didn't make it, {old} and I are done and I'm dating {new} now"},
			{form: "late", core: "I split from {old} and I've been with {new} for a while now"},
			{form: "post", board: "cooking", core: "first dinner party as a couple, no longer {old}, I'm cooking with my partner {new} now"},
		},
		revert: []rawFringedStmt{
			{form: "post", core: "I know, I know, {old} is over and I'm back together with {new} for real this time"},
			{form: "reply", ask: "How's it going with {v}?",
				core: "it isn't, {old} and I ended it and I'm back with {new} as of March"},
			{form: "fix", lead: "u/{name} is with {v} now",
				core: "not anymore, I left {old} and got back together with {new} last month"},
			{form: "advice", core: "After {old} didn't work out I reconciled with {new}, how do couples rebuild trust after a break"},
			{form: "edit", lead: "Leaving this up for anyone in the same spot.",
				core: "after {old} I'm back with {new} and it feels right"},
			{form: "late", core: "the {old} thing fizzled and I reconciled with {new}, don't ask"},
			{form: "post", board: "couples", core: "second chances do work, {old} is out of my life and {new} and I are back on"},
		},
		react: []string{
			"{v} sounds like a keeper",
			"Aw, tell {v} the internet says hi",
			"Wholesome, congrats to you and {v}",
		},
		reactNew: []string{
			"Good luck with {v}!",
			"Happy for you and {v}",
			"{v} sounds lovely, glad things worked out",
		},
		chatter: []rawFringedLine{
			{"", "how do you all handle date night on a budget"},
			{"couples", "is it weird to have separate bedrooms if you snore"},
			{"", "anniversary gift ideas that aren't flowers please"},
			{"money", "do couples here split rent 50/50 or by income"},
		},
		other: []rawFringedLine{
			{"", "my best friend is marrying {v} next spring, I'm the best man"},
			{"", "my sister's boyfriend {v} is lovely but chews loudly"},
			{"couples", "my roommate is dating {v} and they're always at ours"},
			{"", "my brother and {v} just had a baby, I'm an uncle"},
		},
		tldr: []rawFringedLine{
			{"", "TL;DR bot: OP $NAME is with {v}."},
			{"", "TL;DR bot: $NAME is dating {v} and asks for advice."},
			{"couples", "TL;DR bot: $NAME's partner is {v}, previously {cur}."},
		},
		news: []rawFringedLine{
			{"", "Same here, me and {v} just moved in together"},
			{"", "Got engaged to {v} last weekend!"},
			{"couples", "Me and {v} have been together ten years this month"},
		},
		echo: []rawFringedEcho{
			{"", "any anniversary ideas for us?", "From your posts, {v} loves hiking, so a cabin trip"},
			{"", "what should I get my partner?", "{v} mentioned wanting a record player, no?"},
			{"couples", "how do I make date night special?", "Cook {v} that dish you posted about"},
		},
		stale: []rawFringedStale{
			{"", "u/{name} aren't you with {v}? Ask them", "not anymore, read my later posts"},
			{"", "Tell {v} I said hi u/{name}", "we broke up, awkward"},
			{"couples", "u/{name} and {v} are the couple goals of this sub", "old news, we split 😬"},
		},
		misread: []rawFringedMisread{
			{"", "{v} from work gave me a lift home, what a legend", "So {v} is your partner?", "no, {v} is a colleague"},
			{"", "went to the cinema with {v} last night", "Is {v} your new partner?", "no, just a friend"},
		},
		elsewhere: []rawFringedLine{
			{"", "my neighbour {v} is watering my plants while I'm away"},
			{"", "lunch with {v} from the office, she's hilarious"},
			{"running", "{v} from the club paced me to a PB"},
		},
		plan: []rawFringedLine{
			{"", "should I ask {v} out? talk me out of it"},
			{"", "{v} asked me out and I said no, was that a mistake"},
			{"couples", "if things with {v} go anywhere I'll post an update"},
		},
		past: []rawFringedLine{
			{"", "back when I was with {v} we did this every Sunday"},
			{"", "my ex {v} used to say the same thing"},
			{"couples", "years ago {v} and I tried long distance, it didn't work"},
		},
		joke: []rawFringedLine{
			{"", "if {v} brings those cookies again I'm proposing /s"},
			{"", "my dog loves {v} more than me"},
			{"", "my mum thinks I'm marrying {v}, I've met them once"},
		},
		xpost: []rawFringedLine{
			{"", "Lost cat named {v}, last seen near the park, please share"},
			{"", "{v} and Sam's engagement party, all welcome"},
		},
		poll: []rawFringedLine{
			{"", "who should host next month's thread?\n- {v}"},
			{"", "favourite regular of the sub?\n- {v}"},
		},
		still: []string{
			"Is {name} still with {v}, going by their posts?",
			"Is {v} still {name}'s partner according to the threads?",
			"Does {name} still call {v} their partner, from their comment history?",
		},
		stillWhen: []string{
			"Was {name} still with {v} {when}, going by their posts?",
			"According to the threads, was {v} still {name}'s partner {when}?",
		},
	},
}
