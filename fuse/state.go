package fuse

import (
	"hash/maphash"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"

	"github.com/evicortex/evicortex/capsule"
	"github.com/evicortex/evicortex/internal/clause"
	"github.com/evicortex/evicortex/internal/prefilter"
)

// stateBonus lifts the episode that states a topic's value at the target
// over the rest, as claimBonus lifts an answer claim: + stateBonus *
// group_fused.
const stateBonus = answerBonus

// resolveEpisodes is temporal resolution for turns without claims (see
// the package documentation, "State from episodes"): the state group is
// the pending episodes some channel marked on the query's topic (Features.
// Topic) that are their speaker's own statements; ordered by OccurredAt,
// the ones that held at the target answer (state_bonus) and the others
// are kept as context (status_penalty, Role "context").
func (c *compiler) resolveEpisodes() {
	if len(c.req.Hints.Topics) == 0 || c.answerClaims() || (c.req.Hints.Intent == IntentAny && !c.target.scoped) || othersAskedRE.MatchString(c.req.Query) {
		return
	}
	var group []*entry
	fused := 0.0
	values := topicValues(c.req.Hints.Topics, c.req.StateValues...).withSeen(c.req.StateSeen).withMemo()
	asked := c.askedSpeaker()
	for _, e := range c.entries {
		if e.c.Kind == capsule.KindEpisode && e.fate == fatePending && e.onTopic() && e.c.OwnTurnOf(asked) &&
			stating(e.c, c.req.Hints.Topics, values) {
			group = append(group, e)
			fused = max(fused, e.fused)
		}
	}
	slices.SortFunc(group, byTime)
	c.lateReports(group, values)
	answers, beside, nStrong := c.strongAnswers(group, c.stateAnswers(group, values), values)
	if len(answers) == 0 {
		return
	}
	isAnswer := make(map[*entry]bool, len(answers))
	for _, a := range answers {
		isAnswer[a] = true
		a.relevant = true // it states what the query asks, at the time it asks
		a.feature("group_fused", fused)
		if beside[a] {
			// below the group's own answers: the weak statement that came
			// after it may tell the change in words the strong test does
			// not know
			a.feature("state_bonus", besideShare*stateBonus*fused)
			a.reason("held at the requested time among the query's topic's strong statements (%d of %d)", nStrong, len(group))
		} else {
			a.feature("state_bonus", stateBonus*fused)
			a.reason("held at the requested time on the query's topic (%d statements)", len(group))
		}
		a.finalScore()
	}
	last := answers[len(answers)-1]
	if !c.target.historical && last == group[len(group)-1] {
		c.followUps(last, group, values, fused, asked)
	}
	var kept map[*entry]bool
	if c.use == packing {
		kept = keptStatements(group, last, isAnswer, values)
	}
	for _, e := range group {
		if isAnswer[e] {
			continue
		}
		e.stale = true
		if kept[e] {
			// no status_penalty: ranked on its own relevance, above the
			// other context and the spans, below the answer
			e.feature("prior_bonus", priorShare*stateBonus*e.fused)
			e.reason("kept beside %s, the answer it would be if that were misread", last.c.ID)
		} else {
			e.feature("status_penalty", stalePenalty)
		}
		if e.heldFrom().Before(last.heldFrom()) {
			e.reason("superseded on the query's topic by %s", last.c.ID)
		} else {
			e.reason("stated after the requested time on the query's topic")
		}
		e.finalScore()
	}
}

// othersAskedRE is a question whose subject is someone of the asker's
// ("Where does my sister Emily live?", "is my boss still at X?"): the
// state group, the speaker's own statements, does not answer it; what
// the turns say of that person is found as any other hit is.
var othersAskedRE = prefilter.MustCompile(`(?i)\b(?:does|did|do|is|was|has|had)\s+(?:my|our)\s+(?:[\w'-]+\s+){0,2}?(?:` + personWords + `)\b`)

// priorDepth is how many statements before the answer keptStatements
// keeps; priorShare is the share of state_bonus (on the entry's own fused
// score, not the group's) each gets.
const (
	priorDepth = 3
	priorShare = 0.5
)

// keptStatements are the members of group kept in the capsule beside the
// answer last instead of with the other stale statements: the latest
// priorDepth members before it that state a value neither it nor a later
// kept one states (the values it was read as superseding), and the first
// member after it (the change that ended it, for a question about a past
// time). The state reader's pick can be wrong (a joke told as a fact,
// someone else's news in the first person, a time misread), and the
// statement it displaced is then the answer; where the pick is right they
// show the change, as superseded claims do. Each gets prior_bonus on its
// own fused score, so a weak member does not push out a better hit. Only
// a capsule keeps them: a top-k search (Search) is read in rank order as
// far as its caller likes, the stale statements are below it anyway, and
// lifting them there cost the LongMemEval-S proxy's session recall@5
// (bench/results/rawstate.md, twenty-fourth session).
func keptStatements(group []*entry, last *entry, isAnswer map[*entry]bool, values valueSet) map[*entry]bool {
	kept := make(map[*entry]bool, priorDepth+1)
	i := slices.Index(group, last)
	if i+1 < len(group) {
		kept[group[i+1]] = true
	}
	held := assertedValues(ownText(last.c.Text), values, false)
	for j, n := i-1, 0; j >= 0 && n < priorDepth; j-- {
		e := group[j]
		if isAnswer[e] {
			continue
		}
		vs := assertedValues(ownText(e.c.Text), values, false)
		if len(vs) > 0 && !slices.ContainsFunc(vs, func(v string) bool { return slices.Contains(held, v) }) {
			kept[e] = true
			held = append(held, vs...)
			n++
		}
	}
	return kept
}

// byTime orders entries by OccurredAt, ties by key.
func byTime(a, b *entry) int {
	if d := a.c.OccurredAt.Compare(b.c.OccurredAt); d != 0 {
		return d
	}
	return a.c.Key.Compare(b.c.Key)
}

// followUpDepth is how many later turns followUps lifts.
const followUpDepth = 2

// followUps serves a question whose answer is the latest statement found
// (what holds now, or in a time the last statement reaches): the first
// followUpDepth later turns, up to the target's end, of a person on the
// query's topic that name the answer's value and were not read as
// statements ("the form still says vegetarian, but my doctor moved me onto
// a soy-free diet", "the dedication still thanks Berenike, but that's
// over") may tell a change in words the statement test does not know, so
// they join the answer just below it (followup_bonus, half the answer's
// state_bonus) instead of competing with every other turn on the topic.
// Someone else's turn (thirdPartyTurn, or another speaker's than the one
// asked about) is not lifted.
func (c *compiler) followUps(last *entry, group []*entry, values valueSet, fused float64, asked string) {
	held := assertedValues(ownText(last.c.Text), values, false)
	if len(held) == 0 {
		return
	}
	inGroup := make(map[*entry]bool, len(group))
	for _, e := range group {
		inGroup[e] = true
	}
	var later []*entry
	for _, e := range c.entries {
		if e.c.Kind != capsule.KindEpisode || e.fate != fatePending || inGroup[e] || !e.onTopic() ||
			!e.c.SaidByPerson() || !e.c.SaidBy(asked) || !e.c.OccurredAt.After(last.c.OccurredAt) || !c.target.notAfter(e.c.OccurredAt) ||
			thirdPartyTurn(strings.ToLower(e.c.Text)) {
			continue
		}
		if namesAny(ownText(e.c.Text), held) {
			later = append(later, e)
		}
	}
	slices.SortFunc(later, byTime)
	for _, e := range later[:min(len(later), followUpDepth)] {
		e.feature("followup_bonus", stateBonus*fused/2)
		e.reason("names %s's value on the query's topic after it: may tell a change", last.c.ID)
		e.finalScore()
	}
}

// namesAny reports whether one of text's words (valueWord, any case) is
// one of values (lower case, as assertedValues returns them).
func namesAny(text string, values []string) bool {
	for _, f := range strings.Fields(text) {
		if slices.Contains(values, strings.ToLower(valueWord(f))) {
			return true
		}
	}
	return false
}

// askedSpeaker is the speaker the query asks about (AskedSpeaker) among
// the episodes' speakers, "" when there is none.
func (c *compiler) askedSpeaker() string {
	var names []string
	for _, e := range c.entries {
		if e.c.Kind == capsule.KindEpisode {
			names = PersonSpeakers(names, e.c)
		}
	}
	if asked := AskedSpeaker(c.req.Query, names); asked != "" || c.req.Asked == "" {
		return asked
	}
	return c.req.Asked
}

// answerClaims reports whether some claim answers at the target: the
// application's claims are the state, and their evidence episodes follow
// them (rank), so the turns are not ordered again.
func (c *compiler) answerClaims() bool {
	for _, e := range c.entries {
		if e.c.Kind == capsule.KindClaim && e.fate == fatePending && e.role == roleAnswer {
			if _, ok := e.features.get("claim_bonus"); ok {
				return true
			}
		}
	}
	return false
}

// stateAnswers returns the members of a time-ordered state group that held
// at the target: each member holds from its OccurredAt until the next
// member's (the last one until now and on), and answers when that
// validity overlaps the target, as a claim's does; for a historical query
// with no time, all but the latest answer (the ones that ended).
func (c *compiler) stateAnswers(group []*entry, values valueSet) []*entry {
	if c.target.historical {
		if before := c.episodeBeforeAnchor(group, values); before != nil {
			return []*entry{before}
		}
		return group[:max(len(group)-1, 0)]
	}
	var out []*entry
	for i, e := range group {
		var to time.Time
		if i+1 < len(group) {
			to = group[i+1].heldFrom()
		}
		if !to.IsZero() && !to.After(e.heldFrom()) {
			continue // two statements at the same instant: the later key holds
		}
		if c.target.validAt(e.heldFrom(), to) {
			out = append(out, e)
		}
	}
	return out
}

// lateReports dates each member of a state group (in the order said) that
// tells its change after the fact from the time its words give (see "Late
// reports", statedtime.go), when that time is after the member said before
// it: a late report moves where its value starts inside the gap since the
// last statement, and reorders nothing. Words that reach back past a
// statement said before the report ("Kwame met my parents on Sunday" in
// July, "me and Kwame ended things in the spring" in August) contradict a
// statement made live at its time, which is trusted over them: the report
// then holds from when it was said.
func (c *compiler) lateReports(group []*entry, values valueSet) {
	for i, e := range group {
		text := ownText(e.c.Text)
		at, phrase, ok := statedFrom(text, assertedValues(text, values, false), e.c.OccurredAt)
		if !ok {
			continue
		}
		if i > 0 && !at.After(group[i-1].c.OccurredAt) {
			continue // a statement said before it, at a time its words cover, was live: trusted over the words
		}
		if at.Before(e.c.OccurredAt) {
			e.held = at
			e.reason("stated as from %s (%q)", at.Format("2006-01-02"), phrase)
		}
	}
}

// heldFrom is when a state group member's statement took effect: the time
// its words give (entry.held), else when it was said.
func (e *entry) heldFrom() time.Time {
	if e.held.IsZero() {
		return e.c.OccurredAt
	}
	return e.held
}

// episodeBeforeAnchor serves a historical question that names a later
// value ("which city did she leave for Oslo?", "who came before Tom?"), as
// beforeAnchor does for claims: the anchor is the first statement of the
// last run of statements that name a value the query names (a change
// statement names the old value and the new one: "leaving Initech for
// Globex" is in the runs of both), and the answer is the statement just
// before it. Nil when the query names no value a statement names.
func (c *compiler) episodeBeforeAnchor(group []*entry, values valueSet) *entry {
	named := valueWordsFrom(anchorPrefixes(c.req.Query), values, false, true)
	if len(named) == 0 {
		return nil
	}
	names := func(e *entry) bool {
		for _, v := range assertedValues(ownText(e.c.Text), values, false) {
			if slices.Contains(named, v) {
				return true
			}
		}
		return false
	}
	last := -1
	for i := len(group) - 1; i >= 0; i-- {
		if names(group[i]) {
			last = i
			break
		}
	}
	if last <= 0 {
		return nil
	}
	for last > 0 && names(group[last-1]) {
		last--
	}
	if last == 0 {
		return nil
	}
	return group[last-1]
}

// onTopic reports whether some channel marked e as a turn on the query's
// topic.
func (e *entry) onTopic() bool {
	for _, f := range e.feats {
		if f.Topic.IsSet() && f.Topic.Value() > 0 {
			return true
		}
	}
	return false
}

// supportLead is what opens a message to a support desk before what it
// says: a reference ("Re ticket 77255:", "Order #PP-10657:", "Case
// PPT-11251:", "(account ending 7873)") or a lead-in ("Just a little
// thing,", "Following up:", "Item one:", "Hello again,", "Please note:").
// thirdPartyRE reads past it to the sentence's subject.
const supportLead = `(?:(?:re:?\s+)?(?:ticket|order|case|ref|reference|invoice|policy(?:\s+no\.?)?|account)\s+(?:no\.?\s+)?#?[\w-]*\d[\w-]*|\(\s*account\s+ending\s+\d+\s*\)|just\s+a\s+(?:little|quick|small)\s+(?:thing|one|question|note)|quick\s+(?:one|question|note)|following\s+up|item\s+(?:one|two|three|four|\d+)|(?:hello|hi|hey)\s+again|please\s+note|one\s+more\s+thing)\s*[,:]?\s+`

// thirdPartyRE finds a turn about someone else: a relative (MIL, FIL, SIL,
// BIL too), friend, colleague, landlord, recruiter or other person ("a guy
// from work", "the rep", "my ex", "the new starter": thePersonWords) as the subject (at
// most two describing words between: "my old uni roommate"), at the start
// of a sentence or clause ("my sister just moved to Austin", "Ugh, my boss
// quit", "half my team eats vegan"), after a fronted "at work" or the like
// ("at work the new starter is vegan"), fillers and chat lead-ins ("um so
// my niece is keto now", "fyi my sister just moved to Wrexham", "heads up
// my parents live in X", "update my flatmate Zuleika is getting married")
// or an @mention ("@Zosia my flatmate got a job near Kettering"), a
// work contact ("our designer has a flat in X", "the client's CTO grew
// up in X") or a record's person ("User 4465 in the bug report lives in
// X"), or named with "of" as non-native English does ("the sister of
// my colleague bought a house in Croydon"), not as an object ("I said
// goodbye to my team at Globex" is the speaker's own statement).
// personWords are the words for people other than the speaker that
// thirdPartyRE and forOtherRE read.
const personWords = `sister|sisters|brother|brothers|cousin|cousins|friend|friends|mom|mum|mother|dad|father|parents|son|sons|daughter|daughters|kids|kid|children|child|baby|aunt|uncle|grandma|grandmother|grandpa|grandfather|grandparents|grandson|granddaughter|grandkids|grandchildren|godson|goddaughter|godmother|godfather|stepson|stepdaughter|stepmother|stepfather|stepbrother|stepsister|in-laws|sister-in-law|brother-in-law|mother-in-law|father-in-law|colleague|colleagues|coworker|coworkers|co-worker|teammate|teammates|neighbour|neighbours|neighbor|neighbors|roommate|flatmate|housemate|boss|manager|classmate|classmates|school|niece|nephew|buddy|pal|bestie|team|mate|mates|bff|trainer|coach|club|crew|gang|squad|landlord|landlady|tenant|tenants|lodger|recruiter|recruiters|headhunter|guy|bloke|lady|woman|girl|rep|mil|fil|sil|bil|ex|exes|nan|nana|nanna|gran|granny|grandad|granddad|starter|starters|doctor|therapist|cat|cats|dog|dogs|pet|pets|kitten|puppy|mam|mammy|mummy|mommy|daddy|mama|papa|contractor|contractors|freelancer|designer|designers|pm|cto|ceo|cfo|coo|cofounder|co-founder|founder|intern|interns|lead|leads|sre|sres|client|clients|customer|customers|engineer|engineers|developer|developers|dev|devs|tester|architect|consultant|consultants|reviewer|maintainer|hire|hires|mentor|mentors|mentee|referrer|referrers|referee|referees|reference|references|interviewer|interviewers|finalist|finalists|pt|physio|physiotherapist|instructor|instructors|spotter`

var thirdPartyRE = prefilter.MustCompile(`(?:^|[.!?:;]\s+|,\s+(?:and|but|so)\s+)(?:(?:[^\w\s'",.]+|#\w+|@[\w.-]+)\s+)*(?:` + supportLead + `)*(?:[\w']+,\s+)?(?:(?:at|in|on|over|after)\s+(?:work|home|school|uni|lunch|dinner|christmas|the\s+weekend),?\s+)?(?:(?:um|uh|erm|er|so|oh|well|anyway|ok|okay|yeah|no|right|sorry|and|but|like|i\s+mean|you\s+know|\[[a-z\s]+\]|ngl|tbh|fyi|btw|psa|fwiw|please|note|update|news|heads\s+up|also|plus|ps|p\.s\.|hello|hi|hey|hiya|lowkey|highkey|fr|istg|om+g+|omfg|lo+l|lmao|bruh|yo|ugh|welp|honestly|literally|not\s+me|tell\s+me\s+why|pov:?|found\s+out|turns\s+out|apparently|heard|just\s+heard|long\s+chat\s+with)\s+)*(?:(?:half|both|all|one|some|most|two|three)\s+(?:of\s+)?)?(?:(?:my|our|his|her|their|a)\s+([\w']+\s+){0,2}(?:` + personWords + `)|the\s+([\w']+\s+){0,2}(?:` + thePersonWords + `)|the\s+(?:` + personWords + `)\s+of\s+(?:my|our|his|her|their)\s+(?:[\w']+\s+)?(?:` + personWords + `)|(?:user|customer|client|member|patient|employee|subscriber)\s+(?:id\s+)?#?\d+|(?:` + kinNames + `)(?:\s+and\s+(?:` + kinNames + `))?(?:'s|\s+(?:(?:still|now|also|recently|already|always|apparently|only|never)\s+)?(?:is|are|was|were|has|have|had|just|got|put|says|said|wants|thinks|keeps|keep|kept|moved|started|went|flew|did|does|spent|lives|works|eats|drove|took|came|rang|told|bought|sold|found|left|sent|brought|gave|made|met|ran|saw|won|refuses|refused|[a-z]+ed)))\b`)

// kinName, personWord and speakerWord are kinNames, personWords and the
// speaker as a subject or object (speakerObjRE's words, apostrophe-less
// "im" and "ive" too) as sets.
var (
	kinName     = fieldSet(strings.ReplaceAll(kinNames, "|", " "))
	personWord  = fieldSet(strings.ReplaceAll(personWords, "|", " "))
	speakerWord = fieldSet(strings.ReplaceAll(firstPerson, "|", " ") + " me us")
)

// kinNames are the kin words used as names, with no "my" ("Dad's doctor
// put him on a low-salt diet", "Mum just moved to Leeds"): thirdPartyRE
// takes one as the subject when a possessive or a verb follows, not in
// "Mum and I moved".
const kinNames = `mum|mom|mam|dad|nan|nana|gran|granny|grandma|grandpa|grandad`

// thePersonWords are the personWords that make a subject with "the" someone
// else ("the new starter is vegan", "the landlord moved to Spain"), not
// the groups the speaker belongs to or the people over them at work ("the
// new team at Globex took me out", "the new manager at Globex is decent").
const thePersonWords = `guests|guest|attendees|delegates|visitors|landlord|landlady|tenant|tenants|lodger|recruiter|recruiters|headhunter|guy|bloke|lady|woman|girl|rep|starter|starters|doctor|therapist|neighbour|neighbours|neighbor|neighbors|ex|contractor|freelancer|designer|pm|cto|ceo|cfo|founder|intern|client|customer|engineer|developer|consultant|hire|user|mentor|referrer|referee|reference|interviewer|finalist|pt|physio|instructor`

// nameFromRE finds a sentence whose subject is a person named with where
// the speaker knows them from ("Lars from my team just bought a house in
// Brno", "Tobias from accounting is getting married"): a capitalized word
// that opens the sentence or follows a verb of meeting by chance or
// recalling ("bumped into Anushka from uni", "remember Amara from my old
// job"; not "with": "I'm with Ravi from uni now" is the speaker's), then
// "from" and a lower-case word.
var nameFromRE = prefilter.MustCompile(`(?:^|[.!?:;]\s+|(?i:\b(?:bumped\s+into|ran\s+into|run\s+into|remember|remembered|saw|seen))\s+)([A-Z][\w'-]+)\s+from\s+(?:my\s+|our\s+|the\s+)?[a-z]`)

// namedOther reports whether text has a sentence about a person named with
// where the speaker knows them from (nameFromRE); a verb that opens a
// sentence ("Moved from the suburbs", "Back from work") is no name.
func namedOther(text string) bool {
	if !strings.Contains(text, "from") {
		return false // the expression needs one; most turns have none
	}
	for _, m := range nameFromRE.FindAllStringSubmatch(text, -1) {
		w := strings.ToLower(m[1])
		if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || openerVerbs[w] || notName(w) {
			continue
		}
		return true
	}
	return false
}

// openerVerbs are words that open a chat sentence before "from" and name
// no one ("Back from work", "Just from the gym", "Update from the new
// flat").
var openerVerbs = map[string]bool{"came": true, "went": true, "got": true, "back": true, "home": true, "fresh": true,
	"straight": true, "just": true, "flew": true, "drove": true, "ran": true, "heard": true, "away": true,
	"far": true, "apart": true, "aside": true, "coming": true, "escaped": true, "quit": true, "left": true,
	"moved": true, "graduated": true, "retired": true, "resigned": true, "transferred": true, "switched": true,
	// a news opener ("Update from the other end of the move: ...")
	"update": true, "updates": true, "news": true, "greetings": true, "hello": true, "hi": true, "love": true,
	"report": true, "postcard": true, "message": true, "word": true}

// partnerRE finds the speaker's partner as a sentence's subject ("My
// wife just got an offer from Initech", "Ugh, my boyfriend moved to
// Lyon"), with the next word, which tells "my wife and I moved" (the
// speaker too) from "my wife moved" (about her).
var partnerRE = prefilter.MustCompile(`(?:^|[.!?:;]\s+|,\s+(?:and|but|so)\s+)(?:[\w']+,\s+)?(?:(?:yo|so|ok|okay|oh|well|um|also|btw|fyi|hey|hi|hello|update|please|note|news|anyway)\s+)*(?:my|our)\s+(?:partner|wife|husband|boyfriend|girlfriend|fianc[eé]e?|spouse|hubby|missus|bf|gf|other\s+half|better\s+half)\b(?:'s\s+([\w'&]+)|(?:\s+[\w'-]+)?\s+([\w'&]+))`)

// partnerSubject reports whether a sentence of text (lower case) has the
// speaker's partner as its subject, alone (not "my partner and I", "my
// wife & me"): about the partner's job or home, not the speaker's, unless
// the question is about the relationship itself, whose statements name the
// partner ("my boyfriend Tom and I split").
func partnerSubject(text string) bool {
	if !strings.Contains(text, "my") && !strings.Contains(text, "our") {
		return false // the expression needs "my" or "our"
	}
	for _, m := range partnerRE.FindAllStringSubmatch(text, -1) {
		switch m[1] + m[2] {
		case "and", "&", "i", "me":
		default:
			return true
		}
	}
	return false
}

// othersTopic reports whether every word of the topics that text (lower
// case) uses belongs to someone else: follows his, her, their, its or a
// name's possessive, at most one describing word between ("closer to his
// new job", "Theo's apartment"). A text with none of the words is not
// decided here (a turn found by a value it names).
func othersTopic(text string, topics []string) bool {
	toks := strings.FieldsFunc(strings.ReplaceAll(text, "\u2019", "'"), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' })
	used := false
	for i, t := range toks {
		if !slices.ContainsFunc(topics, func(n string) bool { return topicWordSet[n][t] }) {
			continue
		}
		used = true
		if !(i > 0 && possessor(toks[i-1])) && !(i > 1 && possessor(toks[i-2]) && !pronoun[toks[i-1]]) {
			return false
		}
	}
	return used
}

// possessor is a word that makes the next noun someone else's: a third
// person possessive, a name's ("theo's"; not the contractions of is and
// us) or a plural's ("the kids' school").
func possessor(w string) bool {
	switch w {
	case "his", "her", "their", "its":
		return true
	case "he's", "she's", "it's", "that's", "there's", "here's", "what's", "who's", "where's", "let's", "one's":
		return false
	}
	return strings.HasSuffix(w, "'s") || len(w) > 3 && strings.HasSuffix(w, "s'") // "theo's", "the kids' school"
}

// pronoun words never describe a noun between a possessor and it ("I told
// her my job ...": the job is the speaker's).
var pronoun = map[string]bool{"my": true, "our": true, "your": true, "i": true, "me": true, "we": true, "us": true, "you": true}

// tripRE finds travel: a visit, a trip, a flight, a holiday ("Flew out to
// see friends in Cork", "a weekend in Lisbon"), days or nights spent
// somewhere ("spent four days in Rotterdam for work"; not "the first few
// days in Leeds have been great"), which puts the speaker in a place
// without making it home.
var tripRE = prefilter.MustCompile(`\b(fl[eyo]w|flying|flown|visit|visits|visited|visiting|trip|trips|vacation|vacationing|holiday|holidays|travel|travels|travelled|traveled|travelling|traveling|tour|touring|getaway|sightseeing|stopover|layover|backpacking|weekend\s+(in|at|away)|conference\s+in|went\s+to\s+see|(?:half\s+)?marathon\s+in|(?:sending|sent|send|posting|posted)\s+me\s+to|10k\s+in|5k\s+in|parkrun\s+in|triathlon\s+in|race\s+in|booked\s+(?:the|a|my|our)\s+(?:train|flight|flights|bus|coach|ferry|tickets?)\s+to|directions\s+to|spen[dt]\w*\s+(?:a\s+few|a\s+couple\s+of|\w+)\s+(?:days|nights)\s+in)\b`)

// tripOnly reports whether text (lower case) tells of travel and uses no
// word of the residence topic that speaks of a dwelling (a city or a town
// is where trips go too) when the query asks where someone lives: a trip
// names a city the speaker does not live in.
func tripOnly(text string, topics []string) bool {
	if !slices.Contains(topics, "residence") || !tripRE.MatchString(text) {
		return false
	}
	words := topicWordSet["residence"]
	for _, t := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if words[t] && !placeWord[t] {
			return false
		}
	}
	return true
}

// tripSentence is tripOnly for one sentence, asked of the residence
// topic: a turn that tells of a trip in one sentence and asks to "move my
// return train" in the next uses a residence word, but not where it names
// the trip's town.
func tripSentence(st string) bool {
	return tripOnly(strings.ToLower(st), []string{"residence"})
}

// visitRE (read for the work topic only) is a clause that names a firm
// the speaker visits or meets at its office: "I've got a meeting at the
// Pikestaff Legal office on Tuesday", "the meeting is at Millbeck Pharma's
// office", "training day at the X head office", "visiting the Oxbow
// Utilities site", "we went round Brindlecombe Mills to photograph the
// works", a client pitched to ("the Tamberlane Studios pitch went well").
// Not "at my office", "at our HQ".
var visitRE = prefilter.MustCompile(`(?i)\b(?:meeting|meetings|visit|visiting|visits|interview|interviews|pitch|pitching|workshop|demo|presentation|audit|appointment|training|course|seminar)\b[^.!?;]{0,30}?\bat\s+(?:the\s+)?(?:[\w&'-]+\s+){0,3}?[\w&-]+(?:'s|\x{2019}s)?\s+(?:office|offices|hq|headquarters|campus|site|premises)\b|\bvisiting\s+(?:the\s+)?(?:[\w&'-]+\s+){0,3}?[\w&-]+(?:'s|\x{2019}s)?\s+(?:office|offices|hq|headquarters|campus|site|premises)\b|\b(?:went|go|going|gone|drove|popped|nipped|took\s+(?:me|us))\s+(?:round|around|over\s+to|up\s+to|down\s+to|out\s+to|to)\s+(?:the\s+)?[\w&'-]+(?:\s+[\w&'-]+){0,3}?\s+to\s+(?:photograph|see|visit|look\s+(?:at|round|around)|take\s+photos|film|tour)\b|\bthe\s+(?:[\w&'-]+\s+){1,3}?(?:pitch|bid|tender|rfp)\s+(?:went|is|was|goes|got|has|had)\b|\b(?:pitch|pitching|bid|bidding|tender|proposal)\s+(?:to|for)\s+(?:the\s+)?[\w&'-]+`)

// applicationRE (read for the work and residence topics) is a clause of
// a job search: an application ("draft a cover letter for the analyst role
// at X", "my application to X"), a rejection ("the Lulea office has
// rejected me again"), or a search asked for ("find me anything
// remote-friendly out of Tarbes", "look up a fair salary for an analyst in
// Herning"). The firm and the town it names are the search's, not the
// speaker's employer or home.
var applicationRE = prefilter.MustCompile(`(?i)\bcover\s+letters?\s+(?:for|to)\s+(?:(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?(?:role|job|position|post|opening|vacancy)\s+(?:at|with)\b|(?-i:\p{Lu}))|\b(?:apply|applying|applied|application|applications)\s+(?:to|for|at|with)\b|\b(?:rejected|ghosted|turned\s+down|declined)\s+me\b|^\W*(?:[\w.'-]+:\s*)?(?:(?:can|could|would)\s+you\s+|please\s+)?(?:find|look\s+up|search(?:\s+for)?|pull\s+up|show\s+me|compare|list)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+|some\s+|any\s+)?(?:[\w-]+\s+)?(?:anything|something|jobs?|roles?|openings?|positions?|vacancies|listings?|postings?|salary|salaries|pay|rates?|offers?|companies|firms|employers|recruiters|living\s+costs?|rents?)\b`)

// othersBusiness reports whether clause cs names its values as a firm the
// speaker visits (visitRE, work), applies to or searches (applicationRE,
// work and residence, unless the application got the job), pays or holds
// (moneyRE, unless the clause names the speaker's own dwelling), or the
// firm their pay comes from (incomeFromRE, residence): none of them is the
// speaker's own value on the asked topic.
func othersBusiness(cs string, values valueSet) bool {
	residence := slices.Contains(values.topics, "residence")
	switch {
	case values.work && visitRE.MatchString(cs): // "I've got a meeting at the Pikestaff Legal office on Tuesday"
		return true
	case (values.work || residence) && applicationRE.MatchString(cs) && !gotJobRE.MatchString(cs): // "the Lulea office has rejected me"
		return true
	case moneyRE.MatchString(cs) && !ownHomeRE.MatchString(cs): // "a card payment to Skegness Parking Services"
		return true
	}
	return residence && incomeFromRE.MatchString(cs) // "my salary comes from Brackenbury Mutual"
}

// moneyRE is a clause about money that names a payee, a merchant or a
// holding: "a card payment to Skegness Parking Services", "a refund from
// Mottram Telecom", "my shares in Brackenbury Mutual", "my pension fund
// holds Wraxall Freight shares", "move the bonus into the ISA". The names
// are whom money went to or came from, not the speaker's employer, home or
// diet; ownHomeRE keeps a clause that also names the speaker's own
// dwelling ("the rent payment for my flat in X"). A tax form is not read
// here: "send the P45 from X to payroll at Y where I work now" states Y.
var moneyRE = prefilter.MustCompile(`(?i)\b(?:payments?|charges?|refunds?|debits?|transfers?|invoices?|dividends?|subscriptions?|receipts?|deposits?|cashback)\s+(?:to|from|by|at|for|with|on)\b|\bshares?\s+(?:in|of)\s+(?-i:\p{Lu})|\b(?-i:\p{Lu})[\w&'-]*\s+shares\b|\bpension\s+(?:fund|pot|scheme)\s+(?:holds|has|is\s+in)\b|\bholdings?\s+in\b|\bmove\s+(?:the|my|our|some|that|this)\s+(?:[\w-]+\s+)?(?:bonus|money|savings|cash|funds?|salary|pension|balance|pay|refund|interest)\s+(?:in)?to\b`)

// ownHomeRE is the speaker's own dwelling named in a clause.
var ownHomeRE = prefilter.MustCompile(`(?i)\b(?:my|our)\s+(?:new\s+)?(?:flat|house|home|place|rent|mortgage|council\s+tax)\b`)

// incomeFromRE (read for the residence topic) is where the speaker's pay
// comes from: an employer, no home ("my salary comes from Brackenbury
// Mutual").
var incomeFromRE = prefilter.MustCompile(`(?i)\b(?:salary|wages|pay|income|paycheck|payslips?)\s+(?:comes?|came|is\s+paid|gets\s+paid)\s+(?:in\s+)?from\b`)

// gotJobRE is an application that succeeded, which applicationRE does
// not discount: "I just applied to Ashgrove Dental like a normal person and
// got the job".
var gotJobRE = prefilter.MustCompile(`(?i)\bgot\s+(?:the\s+job|the\s+offer|the\s+role|it|in)\b|\bhired\s+me\b|\btook\s+me\s+on\b`)

// maybeRE is a sentence that tells a likelihood, no fact: "Gisli and I
// will probably make it official next month".
var maybeRE = prefilter.MustCompile(`(?i)\b(?:probably|maybe|perhaps|hopefully|might|hope\s+to|plan(?:ning)?\s+to|thinking\s+(?:of|about))\b`)

// othersValueRE is a sentence whose value is someone else's: said to be
// for them ("does the breakfast do anything cucumber-free, it's for my
// niece", "a vegan menu for my in-laws", "the halal meal kit is a present
// for my sister"), a bill of theirs the speaker pays ("I'm paying my
// gran's water bill in Dunfermline"), or told of a person the
// speaker names by what they do together ("the client I'm taking to
// dinner is halal", "the colleague we're meeting in Leeds lives there").
var othersValueRE = prefilter.MustCompile(`(?i)\b(?:it's|it\x{2019}s|it\s+is|that's|that\x{2019}s|that\s+is|this\s+is|they're|they\x{2019}re|they\s+are|it\s+was|this\s+one's|both\s+are)\s+(?:all\s+|just\s+|only\s+|actually\s+)?for\s+(?:my|our|a|the)\s+(?:[\w'-]+\s+){0,2}?(?:` + personWords + `)\b|\b(?:is|are|was|were)\s+a\s+(?:present|gift|treat)\s+for\s+(?:my|our)\b|\b(?:my|our)\s+(?:climbing|running|training|gym|tennis|squash|badminton|padel|dance|study|lab|sparring|workout|cycling|swimming|hiking|lifting|rowing|golf)\s+(?:partner|partners|buddy|buddies|mate|mates)\b|\b(?:my|our)\s+(?:` + personWords + `)(?:'s|\x{2019}s)\s+(?:[\w-]+\s+){0,2}?(?:bill|bills|rent|council\s+tax|mortgage|phone\s+contract|insurance)\b|\b(?:meal|meals|menu|menus|table|dinner|lunch|breakfast|option|options|restaurant|cake|food|snacks|hamper)\s+for\s+(?:my|our)\s+(?:[\w'-]+\s+)?(?:` + personWords + `)\s*(?:[.!?,;]|$)|^\W*(?:[\w.'-]+:\s*)?(?:and\s+|but\s+|so\s+)?the\s+(?:[\w'-]+\s+)?(?:` + thePersonWords + `|` + personWords + `)\s+(?:(?:who|that|whom)\s+)?(?:I|we)\s+(?:met|know|knew|saw|interviewed|worked\s+with|work\s+with|spoke\s+to|talked\s+to|trained\s+with)\b|^\W*(?:[\w.'-]+:\s*)?(?:and\s+|but\s+|so\s+)?the\s+(?:[\w'-]+\s+)?(?:` + thePersonWords + `|` + personWords + `)\s+(?:(?:who|that|whom)\s+)?(?:I|we)(?:'m|\x{2019}m|'re|\x{2019}re|\s+am|\s+are|\s+was|\s+were|'ll|\x{2019}ll|\s+will)?\s+[^.!?,;]{1,40}?\s+(?:is|are|was|were|eats|eat|lives|works|keeps|has\s+gone|went|(?:just\s+)?(?:moved|started|joined|left))\b`)

// placeWord are residence words that name a place, not a dwelling.
var placeWord = map[string]bool{"city": true, "town": true, "neighbourhood": true, "neighborhood": true, "suburb": true, "downtown": true}

// otherSubjectRE is a clause whose subject is another person: a third
// person pronoun ("he's vegetarian", "she moved to Lyon") or a share of a
// group ("half the office is doing keto", "most of my friends are
// vegan", "one guest is kosher"); or no one: a past scene set ("there was a dance hall above the
// Co-op"), or data made up for a test ("the seed data marks half the test
// users as vegan").
var otherSubjectRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|but|so|then|now|also)\s+)?(?:(?:note|mention|say|tell\s+them)\s+that\s+)?(?:(?:one|two|three|a|some)\s+(?:of\s+the\s+)?(?:guests?|travell?ers?|passengers?|attendees?|diners?)\b|there\s+(?:was|were|used\s+to\s+be)\b|the\s+(?:seed|test|sample|demo|dummy|fake|mock|staging)\s+(?:data|users?|rows?|records?|fixtures?|accounts?|dump)\b|he|she|they|he's|she's|they're|he'd|she'd|they'd|he'll|she'll|they'll|hes|shes|theyre|(?:half|most|all|some|many|lots|loads|several|a\s+few|a\s+couple|one|two|three)\s+(?:of\s+)?(?:the|my|our|his|her|their|them)|everyone|everybody|nobody)\b`)

// thirdPartyClause reports whether a clause's subject is a relative,
// friend, colleague or the like (thirdPartyRE) and the speaker is none of
// its subjects: "my best friend still invites Soren to everything" states
// nothing of the speaker, while the same turn's "because I'm with Ravi
// now" does.
func thirdPartyClause(clause string) bool {
	cl := strings.ToLower(strings.ReplaceAll(clause, "\u2019", "'"))
	cl = clauseConjRE.ReplaceAllString(cl, "") // "..., and my sister moved to Leeds"
	return thirdPartyRE.MatchString(cl) && !firstPersonRE.MatchString(asideRE.ReplaceAllString(feelingTailRE.ReplaceAllString(cl, ""), ""))
}

// asideRE is a spoken aside with a first person that is no subject of
// the clause ("i mean dad did thirty years at Ambergate Foundry").
var asideRE = prefilter.MustCompile(`\b(?:i\s+mean|you\s+know|i\s+guess|i\s+suppose)\b`)

// feelingTailRE is the speaker's feeling joined to someone else's news
// with no comma: "my best friend just moved to melbourne and im not okay
// about it" (the speaker is no subject of the move; "my sister and I
// moved" keeps its "and I"; in "our new sales lead is marrying Anacleto
// and we're all flying out" the speaker is one of a group), or the
// speaker's help with it, run on in a transcript ("my sister got the keys
// in Pershore on Friday I helped with the van").
var feelingTailRE = prefilter.MustCompile(`\s+(?:and|but|so)\s+(?:i'm|im|i\s+am|i\s+was|i\s+feel|i\s+felt|we're\s+all|we\s+are\s+all|we\s+all|we're\s+invited|we\s+are\s+invited)\b.*$|\s+(?:(?:and|so)\s+)?i\s+(?:helped|was\s+helping|lent\s+(?:her|him|them)\s+a\s+hand|gave\s+(?:her|him|them)\s+a\s+hand)\b.*$`)

// wiseRE is a topic named by "-wise": "food-wise", "work-wise".
var wiseRE = prefilter.MustCompile(`(?i)\b([a-z]+)-wise\b`)

// otherTopicWise reports whether a clause says by "-wise" that it is about
// a topic not asked ("Food-wise it's Budwig for me" is no employer) and
// uses none of the asked topics' words.
func otherTopicWise(cs string, topics []string) bool {
	if !strings.Contains(cs, "-wise") && !strings.Contains(cs, "-Wise") {
		return false
	}
	m := wiseRE.FindStringSubmatch(cs)
	if m == nil {
		return false
	}
	w := strings.ToLower(m[1])
	if slices.ContainsFunc(topics, func(n string) bool { return topicWordSet[n][w] || wiseWord[n][w] }) {
		return false
	}
	other := false
	for n := range wiseWord {
		other = other || topicWordSet[n][w] || wiseWord[n][w]
	}
	return other && !slices.ContainsFunc(strings.Fields(strings.ToLower(cs)), func(f string) bool {
		return slices.ContainsFunc(topics, func(n string) bool { return topicWordSet[n][strings.Trim(f, ",.;:!?")] })
	})
}

// wiseWord are the words before "-wise" that name each topic.
var wiseWord = map[string]map[string]bool{
	"residence":    fieldSet(`home house housing flat location place`),
	"work":         fieldSet(`work job career employment`),
	"diet":         fieldSet(`food diet eating`),
	"relationship": fieldSet(`love dating relationship romance`),
}

// clauseConjRE is the conjunction a clause may open with, which the
// clause splitter leaves on it.
var clauseConjRE = prefilter.MustCompile(`^[\s,]*(?:(?:and|but|so|then|while|whereas)\s+)?`)

// othersTopicTurn reports whether every topic word of text (lower case)
// is someone else's (othersTopic) and its first sentence uses one: a turn
// that opens elsewhere and mentions "her new boyfriend" later is read
// clause by clause (assertedValues applies othersTopic to each clause).
func othersTopicTurn(t string, topics []string) bool {
	if !othersTopic(t, topics) || !othersTopic(firstSentence(t), topics) {
		return false
	}
	// a later sentence the speaker opens as its subject is theirs: "God
	// no, that's Suki's ex! I'm with Seren, four years and counting"
	sents, _ := clause.Sentences(t)
	for _, s := range sents[min(1, len(sents)):] {
		if speakerOpensRE.MatchString(t[s.Start:s.End]) {
			return false
		}
	}
	return true
}

// speakerOpensRE is a sentence (lower case) whose subject is the speaker,
// after a filler at most: "i'm with seren", "anyway we moved".
var speakerOpensRE = prefilter.MustCompile(`^\W*(?:(?:and|but|so|anyway|well|oh|god|no|yes|yeah|honestly|actually)[,!]?\s+)*(?:i|we|i'm|i\x{2019}m|we're|we\x{2019}re|i've|i\x{2019}ve|we've|we\x{2019}ve)\s`)

// thirdPartyTurn reports whether text (lower case) is about someone else:
// a person of thirdPartyRE is the subject of its first sentence, and the
// speaker of none outside relative clauses.
func thirdPartyTurn(t string) bool {
	if !thirdPartyRE.MatchString(t) || firstPersonRE.MatchString(asideRE.ReplaceAllString(relativeRE.ReplaceAllString(t, ""), "")) {
		return false
	}
	return thirdPartyRE.MatchString(firstSentence(t))
}

// relayRE is a turn that opens with a message to pass on to someone
// ("text mum that the train to Kalmar is booked for her", "tell my
// sister to ring the Leeds office", "text my sister congrats on the new
// place in Kalmar"); group 1 is the message.
var relayRE = prefilter.MustCompile(`^(?:[\w'-]+:\s*)?(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:(?:tell|ask|remind|let)\s+(?:(?:my|our|the)\s+[\w'-]+(?:\s+[\w'-]+)?|[\w'-]+)\s+(?:know\s+)?(?:that|to)\s+|(?:text|message|msg|email|whatsapp|dm)\s+(?:(?:my|our|the)\s+[\w'-]+|` + kinNames + `)\s+(?:that\s+|to\s+say\s+)?|(?:(?:a|new|another)\s+)?(?:text|message|msg|email|voicemail|note)\s+from\s+(?:(?:my|our|the)\s+[\w'-]+|[\w'-]+)[,.:;]?\s+(?:(?:hang\s+on|um+|uh+|she\s+says|he\s+says|they\s+say|it\s+says|says)[,.:;]?\s+)*)(.*)$`)

// relayTurn reports whether t (lower case) passes on a message to someone
// other than the speaker in which the speaker is nowhere (speakerInRE: no
// "I", "me", "my"): its values are theirs. "Remind me to ..." and "tell the caterer
// I'm vegan now" are the speaker's.
func relayTurn(t string) bool {
	m := relayRE.FindStringSubmatch(firstSentence(t))
	return m != nil && !speakerInRE.MatchString(m[1]) &&
		!objMeRE.MatchString(strings.TrimSuffix(m[0], m[1])) // "remind me to ..."; "text my sister ..." is hers
}

// othersPartnerRE is someone else's partner named as such ("Aurelie's
// birthday is on the 12th, my flatmate's other half").
var othersPartnerRE = prefilter.MustCompile(`\b(?:my|our|his|her|their)\s+(?:` + personWords + `)'s\s+(?:other\s+half|better\s+half|partner|boyfriend|girlfriend|husband|wife|fiance|fiancee|fiancé|fiancée|spouse|bf|gf)\b`)

// othersPartnerTurn reports whether t (lower case) names someone else's
// partner (othersPartnerRE) and the speaker is no subject in it: its
// names are not the speaker's partner.
func othersPartnerTurn(t string) bool {
	return othersPartnerRE.MatchString(t) && !firstPersonRE.MatchString(t)
}

// objMeRE is the speaker as an object.
var objMeRE = prefilter.MustCompile(`\b(me|myself)\b`)

// firstSentence is the first sentence of t (all of t when it has none),
// or its first item when it runs on as a list ("my flatmate's started the
// citrus-free diet — gave up on low-copper and went onto the high-fat
// diet — ...": listSepRE), whose other items are news of their own.
func firstSentence(t string) string {
	t = wholeFirstSentence(t)
	if m := listSepRE.FindStringIndex(t); m != nil {
		return t[:m[0]]
	}
	return t
}

// wholeFirstSentence is t's first sentence, list items and all (all of t
// when it has none).
func wholeFirstSentence(t string) string {
	if sents, _ := clause.Sentences(t); len(sents) > 0 {
		return t[:sents[0].End]
	}
	return t
}

// locatedRE is a clause that places a thing, not the speaker ("the firm
// is based in Bruges", "their HQ's located in Oslo"); "I'm based in
// Leeds" is the speaker's.
var locatedRE = prefilter.MustCompile(`(?i)\b(?:is|are|was|were|it's|that's|which's|hq's|office's|'s)\s+(?:now\s+|still\s+|actually\s+)?(?:based|headquartered|located|situated)\s+(?:in|at|out\s+of)\b`)

// reportTailRE is a report that ends a clause ("... and said it's cosy",
// "..., reckons it's too small"): what it reports is hedged, what the
// clause told before it is not.
var reportTailRE = prefilter.MustCompile(`(?i)(?:,\s*|\s+and\s+)(?:said|says|reckons|reckoned|thinks|thought|told\s+me|tells\s+me)\b`)

// hereInRE is the speaker's whereabouts told as a place near them: "near
// me in Tulsa", "here in Tulsa", "round here in Tulsa".
var hereInRE = prefilter.MustCompile(`(?i:\b(?:near|by|around|round|close\s+to)\s+me|\b(?:over\s+|round\s+|around\s+|up\s+|down\s+)?here),?\s+(?i:in)\s+(\p{Lu}[\w'-]+)`)

// continuesOther reports whether clause j goes on with the subject of a
// clause about someone else: a name or short phrase set off after it ("my
// flatmate has a new partner, Ferdinand, who ..."), or the predicate that
// follows a relative clause ("my nephew, who's coming with me, is on a
// pescatarian diet"), without the speaker as its subject.
// appositive reports whether clause j is a name set off after a word for
// someone the speaker deals with ("I'm visiting a client, Glasswing Aero,
// in the afternoon"): the name is that person's or firm's, read as the
// clause before it is read, not as the speaker's own value.
func appositive(text string, cls []clause.Span, j int) bool {
	if j == 0 {
		return false
	}
	prev := strings.ToLower(valueWord(lastWord(text[cls[j-1].Start:cls[j-1].End])))
	if !contactWord[prev] {
		return false
	}
	w := valueWord(strings.TrimSpace(text[cls[j].Start:cls[j].End]))
	r, _ := utf8.DecodeRuneInString(w)
	lw := strings.ToLower(w)
	return w != "" && unicode.IsUpper(r) && !notName(lw) && !english.IsStopWord(lw) // "six guests, I'm the only vegan one": the speaker
}

// contactWord are the words for someone the speaker deals with for work
// or hosts, before a name set off by a comma (not a friend or a relative:
// "she set me up with her cousin, Soren" names the speaker's partner).
var contactWord = fieldSet(`client clients customer customers supplier suppliers vendor vendors contractor host hosts guest guests`)

func continuesOther(text string, cls []clause.Span, others []bool, j int) bool {
	cs := text[cls[j].Start:cls[j].End]
	if j == 0 || firstPersonRE.MatchString(cs) {
		return false
	}
	if others[j-1] && len(strings.Fields(cs)) <= 3 {
		// the name set off after someone else's clause is theirs, unless
		// the speaker is in that clause too ("my friend set me up with
		// her cousin, Marisol")
		// "my ex, Nadia, ..." names the speaker's own former partner, a
		// value of the speaker's history the way "I left Globex" is
		prev := text[cls[j-1].Start:cls[j-1].End]
		return !speakerObjRE.MatchString(prev) && !myExRE.MatchString(prev)
	}
	if others[j-1] && reportEndRE.MatchString(text[cls[j-1].Start:cls[j-1].End]) {
		return true // "Nessa swears | the body clock diet fixed her sleep": what she swears
	}
	return j > 1 && others[j-2] && relativeOpenRE.MatchString(text[cls[j-1].Start:cls[j-1].End])
}

// reportEndRE is a clause that ends in a verb of saying or believing,
// whose object is the clause after it.
var reportEndRE = prefilter.MustCompile(`(?i)\b(?:swears?|swore|says|said|reckons|reckoned|thinks|thought|insists|insisted|claims|claimed|told\s+me|tells\s+me)(?:\s+that)?\s*,?\s*$`)

// myExRE is the speaker's former partner ("my ex", "my ex-wife").
var myExRE = prefilter.MustCompile(`(?i)\bmy\s+ex\b`)

// speakerObjRE is the speaker as a subject or an object ("set me up
// with"); unlike speakerInRE it leaves out "my" and "our", which only
// describe the person a clause is about ("my flatmate has a new partner").
var speakerObjRE = prefilter.MustCompile(`(?i)\b(?:` + firstPerson + `|me|us)\b`)

// relativeOpenRE is a clause that opens with a relative pronoun ("..., who
// isn't engaged", "..., whose flat is in Leeds", "..., which is in
// Leeds"): it tells of the noun before it, not of the speaker, unless the
// speaker is in it (speakerInRE: "my sister, who I share a flat with in
// Leeds", "the pictures, which took me five months of living in Leeds").
var speakerInRE = prefilter.MustCompile(`(?i)\b(?:` + firstPerson + `|me|us|my|our)\b`)

var relativeOpenRE = prefilter.MustCompile(`(?i)^\s*(?:who|whom|whose|which)\b`)

// encounterRE is a sentence that tells of meeting a person by chance
// ("bumped into my ex at the shops", "ran into an old friend and her
// husband Tom") or at a friends' party ("on the hen weekend I shared a room
// with Unai"): the people in it are who was met.
var encounterRE = prefilter.MustCompile(`\b(?i:bumped|bump|bumping|ran|run|running)\s+into\s+(?:(?i:my|an?|the|our|this)\s+)?(?:(?i:old)\s+)?(?:[A-Z][\w'-]*|(?i:` + personWords + `))\b|\b(?i:on|at|during|for|after)\s+(?i:the|a|my|our|her|his|their)\s+(?i:hen|stag|bachelorette|bachelor)\s+(?i:do|party|weekend|night|trip)\b`)

// relativeRE is a relative clause about someone ("my sister, who I adore,
// moved to Leeds"): its "I" does not make the speaker the turn's subject.
var relativeRE = prefilter.MustCompile(`\b(?:who|whom|whose)\b[^,.;!?]*`)

// otherSubject reports whether a clause's subject is another person and
// the speaker is no subject in it ("he's happy I took the job at Globex"
// is the speaker's).
func otherSubject(clause string) bool {
	cl := strings.ReplaceAll(clause, "\u2019", "'")
	if youSubjectRE.MatchString(cl) && !speakerInRE.MatchString(cl) && !mineRE.MatchString(cl) && !youIdiomRE.MatchString(cl) {
		return true // "You're at Tillerman Boatyard now, right?": the listener's
	}
	return otherSubjectRE.MatchString(cl) && !firstPersonRE.MatchString(cl)
}

// youSubjectRE is a clause whose subject is the one spoken to ("you're in
// Tenby these days, aren't you?", "so you work at X now?"): what it says
// is the listener's, unless the speaker is in it too (speakerInRE: "you
// know I'm in Leeds", "you should visit us in Leeds"; mineRE: "you're all
// welcome at mine in Ithaca").
// youIdiomRE is "you" that is no listener's doing: "you know", "you're
// looking at the new head chef at X", "you're now chatting with X's newest
// engineer".
var youIdiomRE = prefilter.MustCompile(`(?i)\byou\s+know\b|\byou(?:'re|\x{2019}re|\s+are)\s+(?:now\s+)?(?:looking\s+at|talking\s+to|chatting\s+(?:to|with)|speaking\s+(?:to|with))\b`)

var mineRE = prefilter.MustCompile(`(?i)\b(?:mine|ours)\b`)

var youSubjectRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|but|so|then|now|also|oh|ah|wait)\s*,?\s+)?(?:you|you're|youre|you've|youve|you'd|you'll)\b`)

// nameSubject reports whether a clause's subject is a named person
// (nameSubjectRE) in a sentence the speaker is not in ("Deepa has been on
// a pescatarian diet since her wedding", "Orla's partner has just started
// at X"); "Anneliese has been off work too, so we've done nothing" tells
// of the speaker's partner.
func nameSubject(clause, sentence string) bool {
	m := nameSubjectRE.FindStringSubmatch(strings.ReplaceAll(clause, "\u2019", "'"))
	return m != nil && !notName(strings.ToLower(m[1])) && !openerWord[strings.ToLower(m[1])] && !speakerWith(clause, sentence) &&
		!hiredMeRE.MatchString(clause)
}

// hiredMeRE is an employer taking the speaker on: "Zestify hired me",
// "snackwave hired me". The name before it is the subject, and the news
// is the speaker's.
var hiredMeRE = prefilter.MustCompile(`(?i)\b(?:` + strings.ReplaceAll(hireVerbs, " ", "|") + `)\s+(?:me|us)\b`)

// speakerWith reports whether the speaker shares a named subject's
// doing: "me" or "I" in its own clause ("Idris moved in with me") or in
// another ("Employer is now Lindqvist Dental, I'm on their payroll"), or
// "we" anywhere in the sentence ("Anneliese has been off work too, so
// we've done nothing"), outside a part whose subject is someone else
// ("Rustam's been at X for six years and he still can't tell me what he
// does": his listener) and outside the speaker's reaction after "so"
// ("Rustam split up with Valdemar so I'm on sofa duty" stays Rustam's).
func speakerWith(own, sentence string) bool {
	sentence = itemOf(own, sentence)
	if !speakerObjRE.MatchString(sentence) {
		return false
	}
	if cs := strings.ReplaceAll(own, "\u2019", "'"); speakerShareRE.MatchString(othersCut(cs)) {
		return true
	}
	for _, cl := range clause.Clauses(sentence, 0) {
		cs := strings.ReplaceAll(sentence[cl.Start:cl.End], "\u2019", "'")
		if otherSubjectRE.MatchString(cs) || speakerReactionRE.MatchString(cs) {
			continue
		}
		if cs = othersCut(cs); weRE.MatchString(cs) || !reactionRE.MatchString(sentence[:cl.Start]) && speakerShareRE.MatchString(cs) {
			return true
		}
	}
	return false
}

// speakerReactionRE is a clause in which the speaker only reacts to
// someone else's news, or a filler: "Nessa swears the Fast Metabolism
// Diet fixed her sleep, I'm not convinced" stays Nessa's, and so does "I
// mean, Gordie and his lot are relocating to Musselburgh".
var speakerReactionRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|but|though|tbh|honestly)[,]?\s+)?i(?:'m|\s+am)\s+(?:not\s+|so\s+|really\s+|a\s+bit\s+)?(?:convinced|sure|jealous|sceptical|skeptical|impressed|surprised|shocked|thrilled|glad|gutted|envious)\b|^\s*i\s+(?:mean|guess|suppose)\s*[,.]?\s*$`)

// listSepRE separates the items of a list run on in one sentence: a
// spaced hyphen, en or em dash ("came third - Moira starts at Bowfell
// Hotels on Monday - slept badly, I blame the coffee").
var listSepRE = prefilter.MustCompile(`\s+(?:-+|\x{2013}|\x{2014})\s+`)

// listItemEnd reports whether before (the text before a clause, right
// trimmed) ends with a run-on list's separator (listSepRE).
func listItemEnd(before string) bool {
	for _, sep := range [...]string{" -", "\u2013", "\u2014"} {
		if strings.HasSuffix(before, sep) {
			return true
		}
	}
	return false
}

// itemOf is the list item of sentence (listSepRE) that holds own, the whole
// sentence when it has no separator around own or does not hold it: the
// speaker in one item of such a list ("I blame the coffee") shares nothing
// a named person does in another ("Moira starts at Bowfell Hotels").
func itemOf(own, sentence string) string {
	k := strings.Index(sentence, own)
	if k < 0 {
		return sentence
	}
	lo, hi := 0, len(sentence)
	for _, m := range listSepRE.FindAllStringIndex(sentence, -1) {
		if m[1] <= k {
			lo = m[1]
		} else if m[0] >= k+len(own) {
			hi = m[0]
			break
		}
	}
	return sentence[lo:hi]
}

// reactionRE is text ending in "so", which opens the speaker's reaction to
// what came before ("Rustam split up with Valdemar so I'm on sofa duty").
var reactionRE = prefilter.MustCompile(`(?i)\bso[\s,]*$`)

// othersCut is cs up to where someone else becomes its subject (othersGoOnRE).
func othersCut(cs string) string {
	if k := othersGoOnRE.FindStringIndex(cs); k != nil {
		return cs[:k[0]]
	}
	return cs
}

// speakerShareRE is the speaker as a subject, or as "me" beside the named
// person ("with me", "me and"): "Marit's started low-sugar and sends me a
// photo of every meal" has the speaker only as a recipient.
var speakerShareRE = prefilter.MustCompile(`(?i)\b(?:` + firstPerson + `|us|with\s+me|and\s+me|me\s+and|me\s+too)\b`)

// weRE is the speaker with others: "we", "us".
var weRE = prefilter.MustCompile(`(?i)\b(?:we|we're|we've|we'd|we'll|us)\b`)

// othersGoOnRE is a clause going on with someone else as its subject
// ("and he still can't tell me", "and she's practising on me"), which the
// clause splitter keeps with what came before.
var othersGoOnRE = prefilter.MustCompile(`(?i)\b(?:and|but|so|while)\s+(?:he|she|they)(?:'s|'re|'d|'ll|'ve)?\b`)

// openerWord are the capitalized words that open a clause whose subject is
// left out ("Just moved to Leeds!", "Finally started at Initech"): no
// name.
var openerWord = fieldSet(`just finally also recently apparently today yesterday tonight honestly really literally
	basically actually officially somehow anyway well so then still only now already suddenly eventually soon
	luckily sadly happily thankfully obviously clearly seriously totally definitely probably maybe perhaps
	last this that these those there here it we they he she you everyone everybody someone somebody nobody
	nothing everything something all both each some most never always again once twice even got get had has
	have went go did do made make took take spent was were is are been being`)

// nameSubjectRE is a clause whose subject is a named person: a capitalized
// name, after a speaker's "Name:" or a conjunction, with a verb of saying
// or changing after it ("has been", "has just" too; not a bare "is":
// "Lisbon is home now" is the speaker's), or with a person noun owned by
// it ("Orla's partner has ..."; not a relative: "Ingrid's mum and dad are
// driving up" may be the partner's parents), or two named people joined by
// "and" with a verb after them ("Niall and Fenella have split up", "Aled
// and his wife have bought a house"), or a
// name with "'s" for "has" or "is" ("Hattie's been offered a transfer to
// X", "Deepa's off to Crete", "Shona's started the keto thing"); a voice
// note's fillers may come before the name ("um Tomasz got the job at X").
var nameSubjectRE = prefilter.MustCompile(`^\s*(?:[A-Z][\w'-]*:\s*)?(?:(?:[Aa]nd|[Bb]ut|[Ss]o|[Tt]hen|[Aa]lso|[Uu]m+|[Uu]h+|[Ee]rm|[Oo]h|[Oo]k|[Oo]kay|[Ww]ell|[Yy]eah|[Aa]nyway|[Ll]ike|I\s+mean|[Yy]ou\s+know)[,.]?\s+)*([A-Z][a-z][\w-]*)(?:'s\s+(?:[a-z]+\s+)?(?:partner|boyfriend|girlfriend|husband|wife|fiance|fiancee|flatmate|roommate|housemate|colleague|boss|friend|neighbour|neighbor)\b|'s\s+(?:been|got|gone|just|finally|now|off|also|[a-z]+ing|[a-z]{3,}ed)\b|\s+and\s+(?:[A-Z][a-z][\w-]*|(?:his|her|their)\s+[a-z]+)\s+(?:(?:finally|just|also|recently|apparently|both)\s+)?(?:have|had|are|were|got|split|broke|moved|married|separated|divorced|keep|kept|went|flew)\b|\s+(?:(?:finally|just|also|recently|apparently)\s+)?(?:introduced|announced|mentioned|messaged|(?:has|had|is|was)\s+(?:been|just|now|finally|always)|(?:has|had)\s+(?:finally\s+|just\s+|now\s+|already\s+)?(?:found|got|gone|taken|begun|made|bought|sold|left|quit|[a-z]{3,}ed)|(?:is|was)\s+(?:[a-z]+-)?[a-z]+ing|(?:is|was)\s+through\s+to\b|(?:has|had|got)\s+(?:the\s+whole\s+[a-z]+|everyone|everybody|all\s+of\s+us|us\s+all)\s+(?:doing|on|trying|eating)\b|says|said|swears|swore|reckons|insists|called|rang|texted|told|thinks|wants|got|just|moved|started|starts|went|flew|came|took|bought|sold|did|spent|lives|works|eats|keeps|joined|joins|left|leaves|quit|quits|signed|booked|emailed|posted|replied|split|broke|dumped|proposed|forwarded|sent|asked|shared|showed|wrote)\b)`)

// lowerFillers are the words a voice transcript's clause may open with
// before its subject: a wake word's greeting, fillers, hedges of speech.
var lowerFillers = fieldSet(`hey hi ok okay right so um umm uh uhh erm er like yeah well oh anyway and but then also you know i mean`)

// lowerCore is a clause of text typed or transcribed in lower case
// without the fillers that open it ("ok nova uh my sister ...": "ok" is
// one; "nova" is the assistant's name, which lowerOther sets aside).
func lowerCore(clause string) string {
	fields := strings.Fields(clause)
	k := 0
	for k < len(fields) && lowerFillers[strings.ToLower(valueWord(fields[k]))] {
		k++
	}
	return strings.Join(fields[k:], " ")
}

// lowerNameSubject reports whether a clause's core (lowerCore) in text
// typed or transcribed in lower case opens with a name for its subject and
// a verb after it ("wren finally split up with oriel", "rhodri started at
// maltby brewing on monday"), where no capital tells the name: a known or
// seen name, or any word that is no function word, no opener and not the
// speaker.
func lowerNameSubject(core string, values valueSet) bool {
	fields := strings.Fields(strings.ToLower(core))
	if len(fields) < 2 {
		return false
	}
	name, next := valueWord(fields[0]), valueWord(fields[1])
	has := false // "nessa's been at lomond bakery a year": the name's "'s" is "has" or "is"
	if n := strings.TrimSuffix(strings.TrimSuffix(name, "'s"), "\u2019s"); n != name {
		name, has = n, true
	}
	if speakerWord[name] || openerWord[name] || english.IsStopWord(name) || lowerFillers[name] || values.value(name, next) ||
		!values.known(name) && (isTopicWord(name) || len(name) < 3 || lowerAdverb[name] || len(name) > 4 && strings.HasSuffix(name, "ly")) {
		return false // "hard launched colton on insta", "finally moved to leeds": no name's
	}
	if next == "and" && len(fields) > 2 && speakerWord[valueWord(fields[2])] {
		return false // "oriel and i are back together": the speaker too
	}
	return lowerSubjectVerb[next] || len(next) > 3 && strings.HasSuffix(next, "ed") ||
		has && (lowerHasNext[next] || len(next) > 4 && strings.HasSuffix(next, "ing"))
}

// hiresSpeaker reports whether fields[k:] opens with a name of at most
// three words and a verb of hiring the speaker: "Zestify hired me, first
// week done", "snackwave hired me lol" ("took me" and "offered me" are
// not: "Sam took me to dinner", an offer turned down).
func hiresSpeaker(fields []string, k int) bool {
	for i := k + 1; i < len(fields) && i <= k+3; i++ {
		if w := strings.ToLower(valueWord(fields[i])); hireVerb[w] {
			obj := nextWord(fields, i)
			return (obj == "me" || obj == "us") && !strings.ContainsAny(fields[i-1][len(fields[i-1])-1:], ",.;:!?")
		}
		if nextWord(fields, i-1) == "" {
			return false // the name's clause ended
		}
	}
	return false
}

// hireVerbs are the verbs of an employer taking the speaker on (hireVerb,
// hiredMeRE).
const hireVerbs = `hired employed recruited poached headhunted`

var hireVerb = fieldSet(hireVerbs)

// lowerAdverb are words that open a subjectless chat sentence before its
// verb, as a name would ("hard launched colton", "lowkey moved to leeds"):
// the speaker's news.
var lowerAdverb = fieldSet(`hard soft lowkey highkey ngl tbh fr istg omg lol lmao bro yo pov`)

// lowerHasNext are the words after a name's "'s" that make it "has" or
// "is" with the name the subject: "nessa's been at X", "tam's at X now".
var lowerHasNext = fieldSet(`been got gone just finally now off also started moved at in on with back still`)

// lowerOther reports whether a clause typed or transcribed in lower case
// is someone else's, once its fillers and a name calling the assistant
// are set aside (lowerCore): a
// named subject (lowerNameSubject), a relative or friend ("nova uh my
// sister hettie got a job at ..."), "she", "he" or "they".
func lowerOther(clause string, values valueSet) bool {
	if hiredMeRE.MatchString(clause) {
		return false // "snackwave hired me"
	}
	other := func(core string) bool {
		return lowerNameSubject(core, values) || thirdPartyClause(core) || otherSubject(core)
	}
	core := lowerCore(clause)
	if other(core) {
		return true
	}
	// a word first may call the assistant by name before someone else's
	// news: "nova wren finally split up with oriel", "nova uh my sister ..."
	first, rest, ok := strings.Cut(core, " ")
	fw := strings.ToLower(valueWord(first))
	return ok && !speakerWord[fw] && !english.IsStopWord(fw) && !openerWord[fw] && other(lowerCore(rest))
}

// isTopicWord reports whether w is one of the topics' words ("work got
// busy": no one's name).
func isTopicWord(w string) bool {
	_, ok := topicOf[w]
	return ok
}

// lowerSubjectVerb are the words after a subject's name that make it one:
// "wren finally split up", "hettie got a job", "rhodri just moved".
var lowerSubjectVerb = fieldSet(`finally just got has had is was are were split broke went left quit did does took came
	bought sold found made ran won lost keeps kept says said reckons thinks started moved swears`)

// bulletField reports whether a field is a list bullet alone.
func bulletField(f string) bool {
	switch f {
	case "-", "*", "\u2022", "\u2013", "\u2014":
		return true
	}
	return false
}

// bulletRE is a list item's bullet at the start of a clause.
var bulletRE = prefilter.MustCompile(`^\s*(?:[-*\x{2022}\x{2013}\x{2014}]|\d+[.)])\s+`)

// unbullet is cs without the bullet that opens it.
func unbullet(cs string) string {
	if m := bulletRE.FindStringIndex(cs); m != nil {
		return cs[m[1]:]
	}
	return cs
}

// ownedNameSubjectRE is a clause whose subject is a named person's thing
// or group, with a verb after it ("Tolu's band played at the Crown",
// "Kasia's landlord has sold the flat"): someone else's news. Not for the
// relationship topic (see kinSubjectRE).
var ownedNameSubjectRE = prefilter.MustCompile(`^\s*(?:[A-Z][\w'-]*:\s*)?(?:(?:[Aa]nd|[Bb]ut|[Ss]o|[Tt]hen|[Aa]lso)\s+)?[A-Z][a-z][\w-]*['\x{2019}]s\s+(?:[a-z]+\s+)?[a-z]+\s+(?:[a-z]+ed|is|are|was|were|has|had|have|got|gets|went|won|lost|did|does|made|came|took)\b`)

// kinSubjectRE is a clause whose subject is a named person's relative or
// friend ("Tolu's mum follows the vegetarian diet"): someone else's value.
// Not for the relationship topic, where "Ingrid's mum and dad are driving
// up" may tell who the partner is (see nameSubjectRE).
var kinSubjectRE = prefilter.MustCompile(`^\s*(?:[A-Z][\w'-]*:\s*)?(?:(?:[Aa]nd|[Bb]ut|[Ss]o|[Tt]hen|[Aa]lso)\s+)?[A-Z][a-z][\w-]*['\x{2019}]s\s+(?:[a-z]+\s+)?(?:mum|mom|mother|dad|father|parents|sister|brother|aunt|uncle|cousin|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|son|daughter|kids|children|nan|nephew|niece|mate|pal|family)\s+(?:[a-z]+\s+)?[a-z]+`)

// firstPerson is the speaker as a subject; firstPersonRE, speakerObjRE
// (as an object too) and speakerInRE (or a possessive) are built on it.
const firstPerson = `i|i'm|i've|i'd|i'll|im|ive|we|we're|we've|we'd|we'll`

var firstPersonRE = prefilter.MustCompile(`(?i)\b(` + firstPerson + `)\b`)

// someoneRE finds a turn whose subject is an unnamed other person
// ("Someone from my running club is a manager at Nimbus Cloud"). "Nobody"
// is left to the clause test (otherSubjectRE): "nobody at the new place
// cares how we did things at Globex: week one of Initech done" goes on
// with the speaker's own news.
var someoneRE = prefilter.MustCompile(`(?:^|[.!?:]\s+)(someone|somebody|everyone|everybody|people)\b`)

// SaidByPerson reports whether c was said by a person: not by an
// assistant, a system or a tool, whose mention of a value is not what
// anyone stated about themselves (an unknown role counts as a person).
func (c *Candidate) SaidByPerson() bool {
	switch c.SpeakerRole {
	case "assistant", "system", "tool":
		return false
	}
	return true
}

// stating reports whether an episode on the query's topic states its
// speaker's value: said by a person (an assistant's, system's or tool's
// mention of a value is not what the person stated) or a tool's record
// that speaks to its owner (Candidate.RecordOf: an order "delivered to
// ..., your default address"), not about a third
// party (as the subject of a turn in which the speaker is no subject
// outside a relative clause, or, clause by clause, of a clause without
// the speaker; or as the owner of every topic word it uses: "we got a
// place closer to his job" is about residence, not the speaker's work),
// and naming a value (valueWordsFrom) in an asserted clause of a
// sentence that is no question (a turn may ask something after stating:
// "the trams in Boise were packed again. anyway, how are you?"): not a
// plan, wish, condition or report (package clause, the
// same test extraction applies: "I might move to Denver" states nothing).
func stating(c *Candidate, topics []string, values valueSet) bool {
	if c.Scene || !c.SaidByPerson() && !c.RecordOf("") {
		return false
	}
	if len(senderPartner(c.Text, topics)) > 0 {
		return true
	}
	text := ownText(c.Text)
	values = lowerFramed(text, values)
	if !mayName(text, values) {
		return false
	}
	v := statedValues(text, topics, values, true)
	if len(v) == 0 {
		return false
	}
	if !denied(text, v[0]) {
		return true
	}
	return slices.ContainsFunc(statedValues(text, topics, values, false), func(v string) bool { return !denied(text, v) })
}

// deniedRE is a value the speaker denies: right after "not" or "never",
// with "at", "in", "with", "on" or "a" between ("not Tauranga, god no",
// "not at Lanyard Events any more", "never with Tom"), or "getting" ("no
// i'm not getting engaged, stop asking").
var deniedRE = prefilter.MustCompile(`(?i)\b(?:not|never|nope)\s+(?:(?:getting|gonna\s+get|going\s+to\s+get|being)\s+)?(?:(?:at|in|with|on|a|an|the)\s+)?$`)

// denied reports whether every mention of value (lower case, as the value
// tests return it) in text is one the speaker denies (deniedRE) or a plan
// that fell through or is still open (plannedOnly, unsettledRE: see
// plans.go): a turn whose only values are denied ("Not Tauranga, god no.
// never living there", "the Siena flat fell through") states nothing; a
// change names the new value too ("not keto any more, it's Ornish now").
func denied(text, value string) bool {
	lt := strings.ToLower(text)
	if unsettledRE.MatchString(lt) {
		return strings.Contains(lt, value)
	}
	if len(lt) != len(text) {
		// invalid UTF-8 or a letter whose lower case is longer: offsets
		// into lt must be offsets into text
		lt = strings.Map(func(r rune) rune {
			if r >= 'A' && r <= 'Z' {
				return r + 'a' - 'A'
			}
			return r
		}, text)
		if len(lt) != len(text) {
			return false
		}
	}
	found := false
	for i := 0; ; {
		j := strings.Index(lt[i:], value)
		if j < 0 {
			break
		}
		j += i
		end := j + len(value)
		i = end
		if (j > 0 && isWordByte(lt[j-1])) || (end < len(lt) && isWordByte(lt[end])) {
			continue // inside a longer word
		}
		found = true
		before := strings.ToLower(nameStart(text[:j]))
		after := lt[end:min(len(lt), end+80)]
		// the words before the name a value opens ("pulled out of the
		// Furnace Hill Steel place"), or before the value itself when
		// nameStart took a capitalized "No" with it ("No keto for me")
		if !deniedRE.MatchString(before[max(0, len(before)-24):]) && !plannedOnly(before[max(0, len(before)-80):], after) &&
			(len(before) == j || !plannedOnly(lt[max(0, j-80):j], after)) {
			return false
		}
	}
	return found
}

// nameStart is before with the capitalized words that end it removed, so
// that the words before a name are tested for a value word inside it
// ("not at Lanyard Events": "events" is denied as "Lanyard" is); a
// capitalized "Not" or "Never" stays, and a word with punctuation ends
// the name ("not Olomouc, Moncton": Moncton is not denied).
func nameStart(before string) string {
	for {
		t := strings.TrimRight(before, " ")
		k := strings.LastIndexByte(t, ' ') + 1
		w := t[k:]
		if w == "" || !unicode.IsUpper([]rune(w)[0]) || valueWord(w) != w || deniedRE.MatchString(strings.ToLower(w)+" ") {
			return before
		}
		before = t[:k]
	}
}

// isWordByte reports whether b is an ASCII letter, digit or hyphen.
func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '-'
}

// statedValues is assertedValues of a turn that may state its speaker's
// value; a turn about someone else ("my new boss at Harrowgate Motors is
// decent", "Nadia from finance bought a flat") states only what its "my"
// takes for granted (presupposed), outside conditions. A turn is about a
// relative, friend or colleague (thirdPartyRE) when one is the subject of
// its first sentence and the speaker is the subject of none; one that
// opens with the speaker's own news and tells a friend's story later
// ("Things are alright. The canteen at Globex ... My friend Sophie, who
// works in Vienna, thinks ...") is read clause by clause.
func statedValues(text string, topics []string, values valueSet, first bool) []string {
	if values.memo == nil {
		return readValues(text, topics, values, first)
	}
	k := readKey{text: text, first: first, lower: values.lower, colon: values.colonStart}
	v, ok := values.memo.m[k]
	if !ok {
		v = readValues(text, topics, values, first)
		values.memo.m[k] = v
	}
	return slices.Clone(v) // callers may append to or filter what they get
}

// One query reads the same turns with the same value set several times:
// a turn stated by its speaker (stating) and then read for its values
// (StateTest.Values), a turn returned by several of the state channel's
// searches, the compiler's state group read again by its late reports,
// its answers and its strong statements. A value set made for one query
// (withMemo: StateTest, the compiler's state group) keeps each reading
// (readMemo), keyed by the text and the fields statedValues' callers set
// per text; the set's words, names and seen names are fixed when it is
// made, so the same key reads the same values.
type readMemo struct{ m map[readKey][]string }

type readKey struct {
	text                string
	first, lower, colon bool
}

// withMemo returns vs keeping statedValues' readings (readMemo). Use it
// for a set that lives for one query: the memo grows with every text read.
func (vs valueSet) withMemo() valueSet {
	vs.memo = &readMemo{m: make(map[readKey][]string)}
	return vs
}

// helloChangeRE is a change told as a farewell and a greeting: "goodbye
// Melrose, hello Callander", "bye bye Initech, hello Globex", read as
// "switched from Melrose to Callander" (the greeting's name is the new
// value, no one greeted).
var helloChangeRE = prefilter.MustCompile(`(?i)\b(?:good-?bye|bye(?:\s+bye)?|farewell|so\s+long)\s+((?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s*[,;!.]*\s*(?:and\s+)?hello\s+`)

// homeWhichRE is a home named in a relative clause: "from home, which is
// Ennis", read as "home is Ennis".
var homeWhichRE = prefilter.MustCompile(`(?i)\b(home|address|hometown)\s*,\s*which\s+is\s+`)

// partnerCommaRE is a partner's name set off by a comma after the noun:
// "just my partner, Florestan, we split everything", read as "my partner
// Florestan" (groups 1 and 2, the name's first letter, are kept).
var partnerCommaRE = prefilter.MustCompile(`(?i)\b((?:my|our)\s+(?:new\s+)?(?:other\s+half|` + strings.Join(ownedNouns["relationship"].person, "|") + `)),\s+((?-i:\p{Lu}))`)

// readValues is statedValues without the memo.
func readValues(text string, topics []string, values valueSet, first bool) []string {
	if strings.Contains(text, "ello") {
		text = helloChangeRE.ReplaceAllString(text, "switched from $1 to ")
	}
	if strings.Contains(text, "which") {
		text = homeWhichRE.ReplaceAllString(text, "$1 is ")
	}
	if strings.Contains(text, ", ") {
		text = partnerCommaRE.ReplaceAllString(text, "$1 $2")
	}
	text = valueFirst(cleftRE.ReplaceAllString(unaddressed(text), "$1 "))
	if form := formValues(text, topics, values); len(form) > 0 {
		if first {
			return form[:1]
		}
		for _, v := range statedValues1(text, topics, values, false) {
			if !slices.Contains(form, v) {
				form = append(form, v)
			}
		}
		return form
	}
	return statedValues1(text, topics, values, first)
}

// The name of the person a turn speaks to is no value of the speaker's:
// "Evening Edda, are you about?", "Fflur!! It's been too long", "Always
// got time for you, Coralie", "Right, Joachim, I'm finally answering".
// vocativeRE finds such names (group 1, 2, 3 or 4): after a greeting that
// opens a sentence or a line ("Morning Yusra," under an e-mail's subject)
// or follows a comma ("the Evening Standard" is a name);
// at the turn's start before "!" and a question to "you" ("Initech! Told
// you I'd get in." is news); between "right"/"ok"/"so" and a comma, before
// a clause to "you" ("So, Lisbon, we signed" is a place); or after the one
// comma of a sentence to "you", of thanks, an apology or a goodbye, which
// says nothing of the speaker (writeOverVocatives: "we're in Leeds,
// Headingley" and "you'll never believe where we ended up, Hexham!" keep
// theirs).
var vocativeRE = prefilter.MustCompile(`(?:(?:^(?:\p{Lu}[\w'-]*:\s*)?|[.!?,\n]\s*)(?:(?i:ah|oh|ooh|well)\s+)?(?i:hi|hey|hiya|hello|evening|morning|afternoon|night|cheers|thanks|dear|oi)\s*,?\s+(?:(?i:night|hi)\s+)?(\p{Lu}[\w'-]*)(?:\s*[,!?.]|\s*$)|^(?:\p{Lu}[\w'-]*:\s*)?(?:(?i:ah|oh|ooh|well)\s+)?(\p{Lu}[\w'-]*)\s*!+\s+[^.!?]*\b(?i:you|your)\b[^.!]*\?|\b(?i:right|ok|okay|so|anyway)\s*,\s*(\p{Lu}[\w'-]*)\s*,[^.!?]*\b(?i:you|your)\b|\b(?i:you|your|yours|sorry|thanks|thank|night)\b[^.!?\n,]*,\s*(\p{Lu}[\w'-]*)\s*(?:[!?.]+|$))`)

// unaddressed returns text with each name vocativeRE finds written over
// in lower-case x's of the same length, so offsets hold and no test reads
// it as a name; text when there is none. One query reads a turn with
// several value sets, so the result is kept for recent texts (addrTable).
func unaddressed(text string) string { return addrTable.get(text, writeOverVocatives) }

// addrTable keeps the unaddressed form of 4,096 recent texts.
var addrTable = newRecentTable[string](1 << 12)

// writeOverVocatives is unaddressed without the table.
func writeOverVocatives(text string) string {
	ms := vocativeRE.FindAllStringSubmatchIndex(text, -1)
	if ms == nil {
		return text
	}
	b := []byte(text)
	for _, m := range ms {
		for g := 1; g <= 4; g++ {
			if g == 4 && m[8] >= 0 && speakerInRE.MatchString(text[sentenceStart(text, m[0]):m[8]]) {
				continue // the speaker's own sentence: the name may be what it tells
			}
			if m[2*g] >= 0 && !notName(strings.ToLower(text[m[2*g]:m[2*g+1]])) {
				for i := m[2*g]; i < m[2*g+1]; i++ {
					if b[i] < 0x80 {
						b[i] = 'x'
					}
				}
			}
		}
	}
	return string(b)
}

// sentenceStart returns the offset of the start of the sentence holding
// text[i]: after the last ".", "!", "?" or line break before it.
func sentenceStart(text string, i int) int {
	return strings.LastIndexAny(text[:i], ".!?\n") + 1
}

// cleftRE is the speaker singled out as the subject of a relative clause:
// "I'm the one who lives in Arezzo" says "I live in Arezzo", which
// statedValues reads in its place (a relative clause is otherwise someone
// else's doing).
var cleftRE = prefilter.MustCompile(`(?i)\b(i|we)(?:['\x{2019}]m|['\x{2019}]re|\s+am|\s+are|\s+was|\s+were)\s+the\s+(?:only\s+)?(?:one|ones|person|people)\s+(?:who|that)\s+`)

// statedValues1 is statedValues without the form fields.
func statedValues1(text string, topics []string, values valueSet, first bool) []string {
	// a turn that runs on as a list ("my flatmate's started the citrus-free
	// diet — gave up on low-copper and went onto the high-fat diet — ...")
	// is read item by item (assertedValues), not as one other's news
	if t := strings.ToLower(text); !listedTurn(text) && (namedOther(text) || thirdPartyTurn(t) || relayTurn(t) || othersPartnerTurn(t) || someoneRE.MatchString(t) || othersTopicTurn(t, topics) || tripOnly(t, topics)) {
		var out []string
		sents, questions := clause.Sentences(text)
		for i, sent := range sents {
			if st := text[sent.Start:sent.End]; !clause.Conditional(st) && !disowned(st) {
				out = append(out, presupposed(st, values)...)
				if n := withMe(st, values); n != "" && !questions[i] && !maybeRE.MatchString(st) && !slices.Contains(out, n) {
					out = append(out, n)
				}
			}
			if first && len(out) > 0 {
				return out[:1]
			}
		}
		return out
	}
	return assertedValues(text, values, first)
}

// listedTurn reports whether text's first sentence runs on as a list of
// items (listSepRE), whose first item tells nothing of the others.
func listedTurn(text string) bool {
	if !strings.Contains(text, " -") && !strings.Contains(text, "\u2013") && !strings.Contains(text, "\u2014") {
		return false // no separator at all: most turns
	}
	return listSepRE.MatchString(wholeFirstSentence(text))
}

// valueWord is a whitespace-separated field with the punctuation around it
// trimmed (letters, digits and hyphens kept): the word mayName and
// valueWordsFrom test.
func valueWord(f string) string {
	return strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' })
}

// nextWord is the lowercased value word of the field after fields[k], ""
// at the end or when fields[k] closes a clause ("vegan, diet-wise": no
// noun phrase goes on).
func nextWord(fields []string, k int) string {
	if k+1 >= len(fields) || strings.ContainsAny(fields[k][len(fields[k])-1:], ",.;:!?)") {
		return ""
	}
	return strings.ToLower(valueWord(fields[k+1]))
}

// mayName is a cheap test that text could name a value: some word is a
// value word, a known name, or a capitalized word other than the text's
// first. It holds whenever assertedValues finds a value (a superset: the
// clause and sentence rules only remove words), so a turn it rejects ("how
// do I descale a kettle") skips the clause and regular-expression work.
func mayName(text string, values valueSet) bool {
	fields := strings.Fields(text)
	for k, f := range fields {
		w := valueWord(f)
		if w == "" {
			continue
		}
		lw := strings.ToLower(w)
		if values.value(lw, nextWord(fields, k)) || values.lower && values.known(lw) {
			return true
		}
		if unicode.IsUpper([]rune(w)[0]) && !shouted(w) && (values.names[lw] || (k > 0 && !notName(lw))) {
			return true
		}
	}
	return false
}

// The sentence-wide tests of assertedValues (sarcasm, "back when", a time
// gone, a dismissal, a closed account, someone else's mix-up, "now", a
// run-on list, an encounter) and its clause split are long expressions,
// and one query reads the same turns many times (each relevance-feedback
// round of the state channel, the compiler's state group, topic inference
// for four topics). They depend on the sentence alone, so their results
// are kept in a small table of recent sentences, a slot per hash,
// replaced on collision: the same results, computed once.
const (
	sentSarcasm uint16 = 1 << iota
	sentBackWhen
	sentDisowned
	sentDismissed
	sentPastTime
	sentClosed
	sentNow
	sentListed // listSepRE
	sentMet    // encounterRE
	sentYours  // yoursRE
	sentStay   // shortStayRE: no home, whatever else it says
	sentPet    // petDietRE: no diet, whatever else it says
	sentTrip   // tripSentence: travel and no dwelling, no home
	sentOthers // othersValueRE: someone else's value, whatever it names
)

// sentReading is what the table keeps of one sentence: its flags and its
// clauses (clause.Clauses at offset 0; never modified once stored).
type sentReading struct {
	flags   uint16
	clauses []clause.Span
}

// sentTable keeps the readings of 16,384 recent sentences.
var sentTable = newRecentTable[*sentReading](1 << 14)

// sentenceOf returns st's sentence-wide test results (sentSarcasm, ...)
// and its clauses at offset 0, from the table when st was read lately.
func sentenceOf(st string) *sentReading { return sentTable.get(st, readSentence) }

// readSentence is sentenceOf without the table.
func readSentence(st string) *sentReading {
	var f uint16
	for _, t := range [...]struct {
		bit uint16
		ok  func(string) bool
	}{
		{sentSarcasm, scoffs}, {sentBackWhen, backWhenRE.MatchString}, {sentDisowned, disowned},
		{sentDismissed, dismissedRE.MatchString}, {sentPastTime, pastTime}, {sentClosed, closedRE.MatchString},
		{sentNow, nowRE.MatchString}, {sentListed, listSepRE.MatchString}, {sentMet, encounterRE.MatchString},
		{sentYours, yoursRE.MatchString}, {sentStay, shortStayRE.MatchString}, {sentPet, petDietRE.MatchString},
		{sentTrip, tripSentence}, {sentOthers, othersValueRE.MatchString},
	} {
		if t.ok(st) {
			f |= t.bit
		}
	}
	return &sentReading{flags: f, clauses: clause.Clauses(st, 0)}
}

// recentTable keeps a value computed from a text for recent texts: a
// slot per hash, replaced on collision, safe for concurrent use. The
// values must not be modified once stored.
type recentTable[V any] struct {
	slots []atomic.Pointer[recentEntry[V]]
	seed  maphash.Seed
}

type recentEntry[V any] struct {
	text string
	v    V
}

func newRecentTable[V any](size int) *recentTable[V] {
	return &recentTable[V]{slots: make([]atomic.Pointer[recentEntry[V]], size), seed: maphash.MakeSeed()}
}

// get returns compute(text), from the table when text was computed
// lately. compute sees a copy of text, so the slot pins no larger buffer
// text may slice.
func (t *recentTable[V]) get(text string, compute func(string) V) V {
	if v, ok := t.lookup(text); ok {
		return v
	}
	kept := strings.Clone(text)
	v := compute(kept)
	t.slot(kept).Store(&recentEntry[V]{text: kept, v: v})
	return v
}

// lookup returns the value kept for text, if any.
func (t *recentTable[V]) lookup(text string) (V, bool) {
	if p := t.slot(text).Load(); p != nil && p.text == text {
		return p.v, true
	}
	var zero V
	return zero, false
}

// store keeps v for text (a copy of text), replacing the slot's entry.
func (t *recentTable[V]) store(text string, v V) {
	kept := strings.Clone(text)
	t.slot(kept).Store(&recentEntry[V]{text: kept, v: v})
}

// slot is text's slot.
func (t *recentTable[V]) slot(text string) *atomic.Pointer[recentEntry[V]] {
	return &t.slots[maphash.String(t.seed, text)%uint64(len(t.slots))]
}

// clausesAt returns r's clauses at byte offset off of the text, in a new
// slice.
func (r *sentReading) clausesAt(off int) []clause.Span {
	out := make([]clause.Span, len(r.clauses))
	for i, c := range r.clauses {
		out[i] = clause.Span{Start: c.Start + off, End: c.End + off}
	}
	return out
}

// assertedValues is valueWordsFrom over the asserted clauses of text.
func assertedValues(text string, values valueSet, first bool) []string {
	var out []string
	values = lowerFramed(text, values)
	values.towns = addressTowns(text)
	sents, questions := clause.Sentences(text)
	for i, sent := range sents {
		st := text[sent.Start:sent.End]
		sr := sentenceOf(st)
		sf := sr.flags
		if sf&sentSarcasm != 0 {
			continue // "yeah right, me moving to Leeds 😂" scoffs at the idea
		}
		backWhen := sf&sentBackWhen != 0
		if backWhen && sf&sentNow == 0 {
			continue // "back when I was at Ravensworth we never had free fruit" looks back
		}
		if sf&sentDisowned != 0 {
			continue // "Mum keeps telling people I work at X because she's mixed me up with my cousin"
		}
		if sf&sentYours != 0 {
			continue // "saw a Banting recipe book and thought of you": the listener's value
		}
		if sf&sentStay != 0 && slices.Contains(values.topics, "residence") {
			continue // "we've booked a cottage in Wirksworth for half term": no home ("Bae just booked us a cabin" still names a partner)
		}
		if sf&sentTrip != 0 && slices.Contains(values.topics, "residence") {
			continue // "we keep talking about a long weekend in Kragujevac" in a turn that asks to "move my train"
		}
		if sf&sentOthers != 0 {
			continue // "does the breakfast do anything vegan, it's for my niece"
		}
		if sf&sentPet != 0 && slices.Contains(values.topics, "diet") {
			continue // "the cat has gone grain-free": her food, not the speaker's
		}
		if sf&sentDismissed != 0 {
			continue // "we daydream about a cottage in Ely, which is never happening"
		}
		pastTime := sf&sentPastTime != 0
		if pastTime && sf&sentNow == 0 {
			continue // "a card from Idris, from when we were still together"
		}
		// a sentence that looks back somewhere and was kept by its "now":
		// its clauses and list items are tested one by one below (looksBack)
		mayLookBack := backWhen || pastTime
		if sf&sentClosed != 0 {
			continue // "Your account for the property in Westport is now closed": a home, a job or a plan ended
		}
		together := "" // the partner of "Idris and I are official", added after the clauses if they miss it
		if n := withMe(st, values); n != "" && !questions[i] && !clause.Conditional(st) && !maybeRE.MatchString(st) {
			together = n
		} else if n := officialPartner(text, sents, i, values); n != "" && !questions[i] && !clause.Conditional(st) {
			together = n
		}
		cls := sr.clausesAt(sent.Start)
		listed := sf&sentListed != 0 // a run-on list: each item is tested as a sentence is, below
		met := sf&sentMet != 0       // "bumped into my ex, out with Domenico": who was met is no value
		asks := len(cls)             // the first clause that asks; all of a question with none
		// a question typed without its mark asks in one clause only:
		// "whats the easiest way to get a parking permit, I'm registered
		// at an address in Leeds" states in its second
		asking := -1 // the clause of such a question that asks
		if !questions[i] && typedQuestionRE.MatchString(st) && !whStatementRE.MatchString(st) {
			for j, cl := range cls {
				if typedQuestionRE.MatchString(text[cl.Start:cl.End]) {
					asking = j
					break
				}
			}
		}
		if questions[i] {
			asks = 0
			for j := len(cls) - 1; j > 0; j-- {
				if interrogative(text[cls[j].Start:cls[j].End]) {
					asks = j
				}
			}
			// no clause opens as a question does: the mark asks of the
			// last clause, and the statements before it stand ("things
			// with Caius ended in the spring and I've been seeing Oona,
			// too soon to introduce them?") when a comma sets it off;
			// else it asks all ("Tomas and I broke up?")
			n := len(cls)
			if asks == 0 && n > 1 && strings.Contains(text[cls[n-2].End:cls[n-1].Start], ",") &&
				!interrogative(speakerPrefixRE.ReplaceAllString(text[cls[0].Start:cls[0].End], "")) {
				asks = len(cls) - 1
			}
		}
		others := make([]bool, len(cls)) // clause j's subject is someone else (the third-party case below)
		var pending []string             // values of clauses that look back, kept once another clause names one
		// the sentence opens with a condition (openIfRE), after the
		// speaker's name if the name is a clause of its own ("Maya: If ...")
		lead := 0
		if len(cls) > 1 {
			if pre := text[cls[0].Start:cls[1].Start]; speakerPrefixRE.FindString(pre) == pre || labelFields(strings.Fields(pre)) > 0 {
				lead = 1
			}
		}
		supposed := false
		former := false // the clause before told what held before (formerRE)
		if len(cls) > lead+1 {
			c0 := text[cls[lead].Start:cls[lead].End]
			supposed = openIfRE.MatchString(c0) && clause.Conditional(c0) && !ifAsideRE.MatchString(c0)
		}
		for j, cl := range cls {
			if j < lead {
				continue // the speaker's label: it names who speaks, not a value ("Mhairi Buchanan: ...")
			}
			cs := text[cl.Start:cl.End]
			if k := reportTailRE.FindStringIndex(cs); k != nil && k[0] > 0 && !clause.Hedged(cs[:k[0]]) {
				// "Mum came to see the new place in Bari and said it's
				// cosy": the report hedges what follows it, not the
				// clause before
				cs = cs[:k[0]]
			}
			if othersBusiness(cs, values) {
				continue // a firm visited or applied to, a payee, a holding, where the pay comes from
			}
			if listed && mayLookBack && looksBack(itemOf(cs, st)) {
				continue // "went swimming twice — scrolled back through photos of the place in Armagh"
			}
			// a clause that looks back in a sentence whose "now" kept it
			// tells the old value of a change ("back when I lived in
			// Daugavpils I walked everywhere, now I'm in Leeds"), and
			// nothing when no other clause names a value ("..., now I'm
			// glued to the car"): its values wait for one that does
			back := mayLookBack && looksBack(cs) || pastClauseRE.MatchString(cs)
			if formerRE.MatchString(cs) || former && !speakerInRE.MatchString(cs) {
				back, former = true, true
			} else {
				former = false
			}
			var vs []string
			ub := unbullet(cs) // "- Tolu and Nerissa have got engaged": a list item opens its clause
			switch {
			case j == asking || j >= asks || questions[i] && interrogative(cs):
				// a question asks; its clauses before the one that opens
				// with a question word may still state ("the office at
				// Initech is so loud, which headphones would you get?");
				// one with none states nothing ("Tomas and I broke up?"),
				// but what it presupposes of the speaker's own life it
				// tells ("any climbing gyms near my flat in Trondheim?")
				vs = presupposed(cs, values)
				if k := tellingRE.FindStringSubmatchIndex(cs); k != nil && len(vs) == 0 && !clause.Hedged(cs[k[2]:]) {
					// "how do I tell them I eat Kempner without a fuss?"
					// asks how to say what the speaker states
					vs = valueWordsFrom(cs[k[2]:], values, first, false)
				}
			case j > lead && supposed && !speakerInRE.MatchString(cs):
				// what follows an opening condition and leaves the speaker
				// out is its consequent, advice or a maybe: "if you ever
				// get fed up where you are, Hexham is gorgeous" states
				// nothing of the speaker's ("if you're ever in Leeds, we
				// live in Hexham now" does)
			case clause.Hedged(cs):
				// a plan or a report still takes the speaker's own for
				// granted ("my manager at Globex wants me to present");
				// a condition does not ("if my flat in Leeds sells")
				if !clause.Conditional(cs) {
					vs = presupposed(cs, values)
				}
			case values.residenceOnly() && homeName(ub) != "":
				// "Hexham has been home for four years now": the place is
				// the subject, the speaker's home what it is
				vs = []string{homeName(ub)}
			case otherSubject(ub) || thirdPartyClause(ub) || nameSubject(ub, st) || values.lower && lowerOther(ub, values) || (values.partnerOther && (partnerSubject(strings.ToLower(ub)) || kinSubjectRE.MatchString(ub) || ownedNameSubjectRE.MatchString(ub))) ||
				!values.partnerOther && ownedNameSubjectRE.MatchString(ub) && !kinSubjectRE.MatchString(ub) || // "Tolu's band played at the Crown": no partner's kin
				continuesOther(text, cls, others, j) || appositive(text, cls, j):
				// someone else is the subject ("my nephew is pescatarian",
				// "he moved to Lyon"), and the clauses that go on with
				// them
				others[j] = true
				vs = presupposed(cs, values)
			case met && (!listed || encounterRE.MatchString(itemOf(cs, st))) || j > 0 && relativeOpenRE.MatchString(cs) && !speakerInRE.MatchString(cs) || locatedRE.MatchString(cs) ||
				othersTopic(strings.ToLower(cs), values.topics) || otherTopicWise(cs, values.topics):
				// someone else's doing, but "my" is still the speaker's:
				// "the thermostat in my Dundee flat says 14 degrees"; so
				// in a relative clause ("my cousin, who isn't engaged")
				// and a sentence about a chance meeting
				vs = presupposed(cs, values)
			default:
				// A clause that starts its sentence, or follows a colon
				// ("Maya: We moved", "it's easier: Niall and his
				// girlfriend split"), starts a sentence for
				// valueWordsFrom; one after a comma or conjunction does
				// not.
				before := strings.TrimRight(text[sent.Start:cl.Start], " \t\n")
				// so does one that opens an item of a run-on list ("got the
				// bike fixed - Hamza and I went to the match"): its capital
				// is the item's, no sign of a name
				initial := before == "" || strings.HasSuffix(before, ":") || listed && listItemEnd(before)
				vc := values
				vc.colonStart = strings.HasSuffix(before, ":") && strings.ContainsAny(strings.TrimSpace(before), " \t\n")
				vs = valueWordsFrom(cs, vc, first, initial)
				if len(vs) == 0 {
					// a name opening the clause is no value by place, but
					// what the clause takes for granted still is ("Idris
					// met my parents")
					vs = presupposed(cs, values)
				}
			}
			if vs = pairedOut(vs, st, values); back {
				pending = append(pending, vs...)
				continue
			}
			if len(vs) > 0 {
				out = append(append(out, pending...), vs...)
				pending = nil
			}
			if first && len(out) > 0 {
				return out[:1]
			}
		}
		if together != "" && !slices.Contains(out, together) {
			out = append(out, together)
			if first {
				return out[:1]
			}
		}
	}
	return out
}

// homeNameRE is a place named as the speaker's home, its clause's
// subject: "Hexham has been home for four years", "Leeds is home now",
// "Totnes is our home", "Hexham's home now" (group 1); group 2 is what
// makes it a person's day instead ("Sam has been home sick").
var homeNameRE = prefilter.MustCompile(`^\W*(\p{Lu}[\w-]*(?:\s+\p{Lu}[\w-]*)?)(?:\s+is|\s+has\s+been|['\x{2019}]s(?:\s+been)?)\s+(?:(?:now|still|finally)\s+)?(?:my\s+|our\s+)?home\b(\s+(?:sick|from|alone|early|late|by|safe|and\s+dry|for\s+(?:the\s+|a\s+)?(?:day|night|weekend|holidays?|summer|christmas|easter|break)))?`)

// homeName returns the place a clause names as the speaker's home
// (homeNameRE), lower case; "" for none, or a pronoun ("It's home now").
func homeName(cl string) string {
	m := homeNameRE.FindStringSubmatch(cl)
	if m == nil || m[2] != "" {
		return "" // "Sam has been home sick all week", "Ana's home for the weekend": a person's day
	}
	if n := strings.ToLower(m[1]); !english.IsStopWord(n) && !notName(n) {
		return n
	}
	return ""
}

// yoursRE is a sentence about the listener's life: a value that made
// the speaker think of them ("saw a Banting recipe book in the charity
// shop and thought of you"), their news the speaker congratulates
// ("Congrats on Quarrington Labs!!") or their home, job, partner or diet
// named as theirs ("summary of last session: ... your present home in
// Morlaix", "your partner Baldric", "since you're with X", "you're
// gluten-free now, of course").
var yoursRE = prefilter.MustCompile(`(?i)\b(?:thought\s+of|reminded\s+me\s+of|made\s+me\s+think\s+of)\s+you\b|^\W*(?:[\w'-]+:\s*)?(?:congrats|congratulations|well\s+done)\s+on\b|\byour\s+(?:(?:present|current|new|own|old|first)\s+)?(?:home|house|flat|place|job|work|employer|firm|company|partner|husband|wife|boyfriend|girlfriend|diet)\s+(?:in|at|with|is)\b|\byour\s+(?:(?:present|current|new)\s+)?(?:partner|husband|wife|boyfriend|girlfriend)\s+(?-i:\p{Lu})|\byour\s+[\w-]+-free\b|\byou(?:'re|\x{2019}re|\s+are)\s+(?:still\s+|now\s+)?(?:with|at|in)\s+(?-i:\p{Lu})|\byou(?:'re|\x{2019}re|\s+are)\s+(?:still\s+|now\s+)?[\w-]+-free\b`)

// openIfRE is a clause that opens with a condition: "if", "unless",
// "suppose", "supposing", "say".
var openIfRE = prefilter.MustCompile(`(?i)^\W*(?:[\w'-]+:\s*)?(?:if|unless|suppose|supposing|say)\b`)

// ifAsideRE is an "if" that supposes nothing of what follows: "if I'm
// honest", "if you ask me", "if you must know", "if anything", "if it helps".
var ifAsideRE = prefilter.MustCompile(`(?i)^\W*if\s+(?:i'm\s+(?:being\s+)?honest|i\x{2019}m\s+(?:being\s+)?honest|i\s+am\s+honest|you\s+ask\s+me|you\s+must\s+know|anything|it\s+helps|i\s+say\s+so\s+myself|memory\s+serves)\W*$`)

// pastClauseRE is a clause about a job or a regime gone, which says
// nothing of the clauses beside it ("ran into my old boss at the market
// while out with my girlfriend Ana"): "call my old boss at Quayle
// Engineering about a reference", "my pension from Ridgeway Buses needs
// moving", "cancel the hay diet app I used to have" ("cancel the
// fruitarian meal box, I've gone pescatarian" still reads the change).
var pastClauseRE = prefilter.MustCompile(`(?i)\b(?:my|our)\s+(?:old|former|ex-?)\s*(?:boss|manager|employer|company|firm|workplace)\b|\bpension\s+(?:pot\s+)?from\b|\bcancel(?:led|ling)?\s+(?:the|my|our)\s+(?:[\w'-]+\s+){1,4}(?:app|subscription|membership|box|account)\b`)

// formerRE is a clause that tells what held before with "before" as an
// adverb: opening the clause, as non-native English says "previously"
// ("before we were living in Slough, near the river", "before I was with
// Ruslan, but is finish"), or closing a clause in the past ("we were
// living in Slough before", "I was vegan before"). Like a clause that
// looks back, it names the old value of a change, and nothing alone; so
// do the clauses that go on from it without a subject of their own
// ("..., in the warehouse"). "Before I was at Initech, I worked at Globex"
// still reads both (the second clause names a value).
var formerRE = prefilter.MustCompile(`(?i)^\W*(?:[\w'-]+\s*,\s*)?before\s+(?:i|we)\s+(?:was|were|had|used)\b|\b(?:i|we)\s+(?:was|were|had\s+been)\b[^.!?]*\bbefore\W*$`)

// looksBack reports whether an item of a run-on list (itemOf) looks back
// as a sentence that assertedValues skips does: "back when", a time gone
// (pastTimeRE) without "now", or a closed account (closedRE). The
// sentence-wide tests miss such an item when another item holds "now".
func looksBack(item string) bool {
	return (backWhenRE.MatchString(item) || pastTime(item)) && !nowRE.MatchString(item) || closedRE.MatchString(item)
}

// officialRE is the speaker saying a relationship is now official without
// naming the other person: "we're official as of the weekend", "we've
// been official since last week", "it's official".
var officialRE = prefilter.MustCompile(`(?i)\b(?:we(?:'re|\x{2019}re|\s+are)|we(?:'ve|\x{2019}ve|\s+have)\s+been|it(?:'s|\x{2019}s|\s+is))\s+(?:now\s+|finally\s+|properly\s+)?(?:official|exclusive)\b`)

// officialPartner returns the person a sentence that makes a relationship
// official (officialRE) is about, for the relationship topic: the last
// name before it in the sentence or the one before ("New person alert:
// Beatrijs. we're official as of the weekend", "after Anwar it's nice that
// Hanne plans things, we've been official since last week"); "" when the
// sentence names one itself or none comes before.
func officialPartner(text string, sents []clause.Span, i int, values valueSet) string {
	if !slices.Contains(values.topics, "relationship") {
		return ""
	}
	st := text[sents[i].Start:sents[i].End]
	m := officialRE.FindStringIndex(st)
	if m == nil {
		return ""
	}
	from := sents[i].Start
	if i > 0 {
		from = sents[i-1].Start
	}
	fields := strings.Fields(text[from : sents[i].Start+m[0]])
	for k := len(fields) - 1; k >= 0; k-- {
		f := fields[k]
		w := valueWord(f)
		if w == "" || !unicode.IsUpper([]rune(w)[0]) || strings.HasSuffix(f, ":") && k == 0 {
			continue
		}
		lw := strings.ToLower(w)
		if lw == "i" || notName(lw) || openerWord[lw] || english.IsStopWord(lw) || shouted(w) {
			continue
		}
		return lw
	}
	return ""
}

// tellingRE is a question about telling someone the speaker's own fact
// ("how do I tell them I eat Kempner?", "what's the best way to let my
// boss know I'm vegan now?"): what follows the verb (group 1 on) is the
// speaker's statement, asked about only in how to say it.
var tellingRE = prefilter.MustCompile(`(?i)\b(?:tell|telling|remind|let)\s+(?:them|him|her|people|everyone|everybody|(?:the|my|our)\s+[\w'-]+|[A-Z][\w'-]*)\s+(?:know\s+)?(?:that\s+)?((?:I|I'm|I've|we|we're|we've)\s)`)

// othersReport is someone reporting the speaker's fact ("keeps
// telling people I work at X", "tells everyone I'm vegan"), and mistakeRE
// the speaker saying the report is wrong ("she's mixed me up with my
// cousin", "which isn't true", "I've stopped correcting her"): such a
// sentence states nothing. A report the speaker confirms ("keeps telling
// her friends I live in Salzburg and yeah that's right") still states.
var (
	reportVerbRE   = prefilter.MustCompile(`(?i)\b(?:telling|tells|told|says|said|saying|thinks|insists|insisting|claims|claiming)\b`)
	speakerAfterRE = prefilter.MustCompile(`(?i)\b(?:I|I'm|I've|me)\b`)
	mistakeRE      = prefilter.MustCompile(`(?i)\b(?:mix(?:ed|es|ing)?\s+me\s+up|confus(?:ed|es|ing)\s+me\s+with|got\s+(?:it|that|me)\s+wrong|gets\s+(?:it|that|me)\s+wrong|(?:isn't|is\s+not|isnt|not)\s+(?:true|right|correct)|(?:she's|he's|they're|she\s+is|he\s+is|they\s+are)\s+wrong|(?:stopped|gave\s+up|given\s+up|no\s+point)\s+correcting)\b`)
)

// disowned reports whether sentence st tells a value the speaker does not
// hold: a report of the speaker's fact that the speaker calls wrong
// (othersReport, mistakeRE), or someone else's proposal to the speaker
// (othersProposalRE).
func disowned(st string) bool {
	return mistakeRE.MatchString(st) && othersReport(st) || othersProposalRE.MatchString(st)
}

// othersReport reports whether someone other than the speaker reports the
// speaker's fact in st: a report verb (reportVerbRE) with the speaker after
// it, not said by "I" or "we" ("this is not correct, I told you: now I eat
// X" is the speaker correcting a record with their own words).
func othersReport(st string) bool {
	for _, m := range reportVerbRE.FindAllStringIndex(st, -1) {
		if w := strings.ToLower(lastWord(st[:m[0]])); w == "i" || w == "we" {
			continue
		}
		rest := st[m[1]:]
		if k := strings.IndexAny(rest, ".!?"); k >= 0 {
			rest = rest[:k]
		}
		if speakerAfterRE.MatchString(rest) {
			return true
		}
	}
	return false
}

// othersProposalRE is someone else proposing a change to the speaker
// ("Mum keeps suggesting I move to X to be nearer her"): a proposal, not
// the speaker's fact. "Can you stop suggesting stuff in X, we moved out"
// proposes nothing to the speaker.
var othersProposalRE = prefilter.MustCompile(`(?i)\b(?:suggest|suggests|suggesting|suggested|urging|urges|urged|nagging|nags|pushing|pushes|begging|begs)\s+(?:that\s+)?(?:I|we|me\s+to|us\s+to)\b`)

// backWhenRE is a sentence that looks back at a time gone ("back when I
// was at Ravensworth", "back in my Leeds days", "a summer job at Zestify
// back in school", "my mum did lion diet when i was a kid", "when I was a
// girl", "tried
// intermittent fasting for like a week in 2019"): it tells no value of
// its own time; nowRE is "now" (or "these days", "nowadays", "currently",
// "at present"), which sets a present beside it ("back when I lived in
// Leeds ... now it's York", "that repo is from my X days, these days my
// badge says Y").
var (
	backWhenRE = prefilter.MustCompile(`(?i)\bback\s+(?:when|in\s+(?:my|our|the|school|college|uni|university|high\s+school|(?:19|20)\d\d)\b)|\bwhen\s+(?:i|we)\s+(?:was|were)\s+(?:a\s+)?(?:kid|kids|child|children|girl|girls|boy|boys|lad|lads|lass|little|young|younger|teen|teenager|teens|small|at\s+school|in\s+school|\d{1,2})\b|\b(?:tried|did|had|was|were)\b[^.!?]{0,40}\bin\s+(?:19|20)\d\d\b|\b(?:tried|did|had|was|were)\b[^.!?]{0,50}\b(?:(?:many|some|a\s+few|several)\s+)?(?:years|ages|decades)\s+ago\b`)
	nowRE      = prefilter.MustCompile(`(?i)\b(?:now|these\s+days|nowadays|currently|at\s+present|from\s+here\s+on|going\s+forward)\b|\b(?:and|but|so)\s+(?:my|our)\s+(?:new\s+)?(?:partner|wife|husband|boyfriend|girlfriend|other\s+half|employer|address|diet|home)\s+(?:is|are)\b`)
)

// dismissedRE is a sentence that raises a value only to dismiss it: the
// speaker says it will not happen ("a cottage in Ely, which is never
// happening", "saw Initech are hiring, not applying though", "I'd look at
// Leeds, not that I actually would", "half a mind to move to Leeds, but
// no", "someone wanted to set me up with Idris, I said no thanks"), or
// looks at a job it does not hold ("saw a posting at Okonkwo Partners",
// "had a nosey at the Initech careers page"), or "never gonna happen", or
// decides against it ("gave the Blue Zones plan a lot of thought and
// decided against it", "thought better of it", "talked myself out of it",
// "we keep looking at houses in Bridport online, but we're not going
// anywhere", "a call from X about a role, but I'm not going to take it";
// not "we've moved to X and we're not going anywhere", "decided against
// renting and bought in X").
var dismissedRE = prefilter.MustCompile(`(?i)(?:\bif\s+[^.!?,]{0,60}\b(?:again|one\s+more|once\s+more)\b[^.!?,]{0,20}\b(?:I'm|I\x{2019}m|im|I\s+am|I'll|I\x{2019}ll|I\s+will|I'd|I\x{2019}d)\b|\b(?:which|that|it)(?:'s|\x{2019}s|\s+is|\s+was)\s+(?:never|not|so\s+not)\s+(?:happening|going\s+to\s+happen|gonna\s+happen)\b|\bnot\s+that\s+(?:I|we)\s+(?:actually\s+|really\s+|ever\s+)?(?:would|will|could)\b|,\s*(?:but\s+)?(?:I'm\s+|I\x{2019}m\s+|I\s+am\s+)?not\s+(?:applying|going\s+to|gonna)(?:\s+though)?\s*(?:[.!,]|$)|\b(?:I|we)\s+(?:said|say)\s+no\b|\bwhich\s+means\s+no\b|\bthat(?:'s|\x{2019}s|\s+is)\s+a\s+(?:hard\s+)?no\b|,\s*but\s+no\s*(?:[.!]|$)|\b(?:I|we)\s+won(?:'|\x{2019})?t\s+do\s+anything\s+about\s+it\b|\bnice\s+to\s+dream\b|\bas\s+a\s+one[- ]off\b|\bcheat\s+(?:day|days|meal|meals)\b|\bas\s+long\s+as\s+(?:nobody|no\s+one|no-one)\b|\b(?:I'd|I\x{2019}d|I\s+would|I\s+could)\s+(?:happily\s+|honestly\s+)?eat\s+anything\b|\bhalf\s+a\s+mind\s+to\b|\b(?:saw|seen|spotted|found)\s+(?:a|an|the)\s+(?:job\s+)?(?:posting|vacancy|advert|ad|opening|listing)\b|\bcareers?\s+(?:page|site|portal|website)\b|\bnever\s+(?:gonna|going\s+to)\s+happen\b|\bbut\s+(?:we(?:'re|\x{2019}re|\s+are)|I(?:'m|\x{2019}m|\s+am))\s+not\s+going\s+anywhere\b|\bnot\s+(?:going\s+to|gonna)\s+(?:take|accept)\s+(?:it|them|the\s+(?:job|offer|role))\s*(?:[.!;]|$)|\b(?:decided|decide|deciding)\s+against\s+it\b|\bthought\s+better\s+of\s+it\b|\bnever\s+again\b|\bjust\s+(?:dreaming|daydreaming|browsing|window[- ]shopping)\b|\btalked\s+(?:myself|ourselves)\s+out\s+of\s+it\b|\b(?:(?:I|we)\s+|but\s+|and\s+)turned\s+(?:it|them|that|the\s+(?:offer|job|role|flat|place))\s+down\b|\bbut\s+(?:I\s+|we\s+)?said\s+no\b|\b(?:basically|practically|pretty\s+much|virtually)\s+live\s+at\b|\band\s+it\s+(?:only\s+)?lasted\b|\b(?:dreamt|dreamed)\s+(?:that\s+)?(?:I|we|about|[\w'-]+\s+and\s+(?:I|me))\b|\b(?:weird|strange|odd|bad|vivid|funny|recurring)\s+dream\b|\bin\s+my\s+dream\b|\bthe\s+[\w'-]+\s+years\s+(?:feel|felt|seem|seemed)\s+(?:so\s+)?(?:far|long|ages)\b|\bremember\s+(?:my\s+first|when|the\s+days|those\s+days|back\s+when|my\s+old)\b)`)

// closedRE is a sentence that closes what it names, "now" or not, and
// goes on to nothing new: "Your account for the property in Westport is
// now closed.", "Council tax, final bill" ("so Wichita is closed off, and
// the Lucerne flat is ours" tells a change).
var closedRE = prefilter.MustCompile(`(?i)\b(?:is|are|has\s+been|have\s+been|was|were)\s+(?:now\s+)?closed\s*(?:[.!;]|$)|\bfinal\s+(?:bill|invoice|statement|payslip)\b`)

// pastTimeRE is a sentence that points at a time gone: "found this from
// when I lived in Leeds", "a card from Idris, from when we were still
// together", "my Leeds days", "my keto phase", "the newsletter still
// comes even though I left ages ago", "got all nostalgic about the old
// place", "scrolled back through photos of the place in Armagh", "the
// deposit from the Lancaster flat finally came back", "a drink with two
// old colleagues from Bowfell Hotels", "the leftover Zone snacks from last
// year", "asked after Wilfred, awkward given we split up", "a jumper
// Ludovic left at mine ages ago", "I don't miss my low-fibre days", "my
// leaving present from X", "the one we had at the old house", "a mug
// from my time at Stanwick Seeds", "saw
// Idris, my ex,
// in town", "a card from his mum, even though we're long over", "I don't
// miss the commute from Burnley one bit", "an old party photo with Elio
// in it, feels like another life", "finally
// deleted the last photos of me and Idris", "still miss Brighton
// sometimes", "ya so remember when i tried X for a week", "I lived in
// Cesis before, the winters were terrible", a time long gone by its year
// or decade ("in '86 I started at X", "I worked at X until 1955", "in the
// seventies", "so it's 1959"; not "since 1990"), or by the talk itself
// ("earlier on in these recordings I was still in X", "I was at X when we
// did the chapter on the war", "I was pescatarian when we did it", "when
// I first left home I had a room in X"), or by the speaker's age ("when I
// left school I went straight into X", "as a lad", "in my youth", "I was
// born in X"; "when I was a girl" is backWhenRE's), or as a time the speaker was still
// somewhere or something ("when I was still starch-free", "the old
// commits are all from my time at X"). Like backWhenRE it tells no value
// of its own time, unless "now" sets a present beside it.
var pastTimeRE = prefilter.MustCompile(`(?i)\bfrom\s+when\b|\bwhen\s+(?:I|we)\s+(?:still\s+)?(?:(?:lived|worked|rented|stayed|was\s+(?:living|working|renting)|were\s+(?:living|working|renting)|ate)\s+(?:in|at|with|for)|(?:was|were)\s+(?:at|with|in)|was\s+dating|dated)\b|\bfrom\s+(?:(?:many|some|a\s+few|several|so\s+many|two|three|four|five)\s+)?(?:tax\s+)?(?:years|ages|decades)\s+ago\b|\bfrom\s+(?:a|my)\s+(?:previous|former|old|last)\s+(?:job|employer|role|tax\s+year)\b|\bwhen\s+we\s+were\s+(?:still\s+)?together\b|\b(?:my|our)\s+(?:[\w'&-]+\s+){1,3}(?:phase|era)\b|\b(?:my|our)\s+(?-i:\p{Lu}[\w'&-]*(?:\s+&?\s*\p{Lu}[\w'&-]*){0,3})\s+days\b|\b(?:I|we)\s+(?:left|quit|stopped|moved\s+out|broke\s+up|split\s+up)\b[^.!?,]{0,40}?\b(?:ages|years|months|a\s+while|long)\s+ago\b|\bnostalgic\b|\bstill\s+miss\b|\b(?:I|we)\s+(?:(?:really|honestly|still|so)\s+)*(?:don't|don\x{2019}t|dont|do\s+not|never|won't|won\x{2019}t|will\s+not)\s+miss\b|\b(?:feels|felt|seems|seemed)\s+like\s+(?:another|a\s+different|a\s+past|a\s+previous)\s+life(?:time)?\b|\b(?:so|ya|yeah|ok|okay|k|lol|omg|ngl|tbh)\s+remember\s+when\b|\bthe\s+old\s+place\b|,\s*(?:my|our)\s+ex\b|\bwe(?:'re|\x{2019}re|\s+are|'ve\s+been|\s+have\s+been)\s+(?:long\s+|well\s+and\s+truly\s+)?(?:over|finished)\b|\b(?:deleted?|binned|bin|burned|burnt|burn|threw\s+out|throw\s+out|got\s+rid\s+of|get\s+rid\s+of|gave\s+back)\s+(?:the\s+|all\s+the\s+)?(?:last\s+)?(?:of\s+)?(?:(?:my|our|the|his|her)\s+)?(?:old\s+)?(?:photos|pictures|pics|messages|texts|number|stuff|things|letters|gifts|ring)\b|\b(?:days|weeks|months|years|ages)\s+after\s+(?:I|we)\s+(?:left|moved(?:\s+out)?|quit|stopped|split(?:\s+up)?|broke\s+up)\b|\bwhere\s+(?:I|we)\s+used\s+to\b|\b(?:from|of)\s+(?:my|our)\s+(?:[\w'&-]+\s+){1,2}days\b|\b(?:from|of)\s+the\s+(?:good\s+)?(?:uni|university|school|college|student|old|early)\s+days\b|\beven\s+though\s+(?:I|we)(?:'ve|\x{2019}ve|\s+have)?\s+(?:left|quit|moved\s+out|stopped|split\s+up|broke\s+up)\b|\b(?:scroll(?:ed|ing)?|look(?:ed|ing)?|flick(?:ed|ing)?|went|going|go)\s+(?:back\s+)?through\s+(?:(?:old|the|my|our|some)\s+)*(?:photos|pictures|pics)\s+of\b|\b(?:deposit|bond)\b[^.!?;]{0,60}\b(?:came\s+back|come\s+back|returned|refunded)\b|\bgot\s+(?:my|our|the)\s+(?:deposit|bond)\s+back\b|\b(?:old|former)\s+(?:colleagues?|co-?workers?|workmates?|teammates?)\b|\bfrom\s+last\s+(?:year|month|summer|winter|spring|autumn)\b|\bfrom\s+(?:back\s+then|before)\b|,\s*(?:(?:many|some|a\s+few|several|so\s+many)\s+)?(?:years|ages|decades)\s+ago\s*[.!?]*\s*$|^\W*(?:[A-Z][\w'-]*:\s*)?(?:(?:so|right|oh|um+|uh+|and|like|you\s+know|i\s+mean)[,.]?\s+)*remember\s+(?:that|when|the\s+(?:time|day|year|summer))\b|\b(?:given|since|seeing\s+as)\s+(?:that\s+)?(?:we|we've|we\s+have|we'd|we\s+had)\s+(?:split|broken|broke|separated|divorced)\b|\bleft\s+(?:at|in)\s+(?:mine|ours|my\s+(?:place|flat|house)|our\s+(?:place|flat|house))\s+(?:ages|months|years|weeks)\s+ago\b|\bmiss\s+(?:my|our|the)\s+(?:[\w'&-]+\s+){1,2}days\b|\bleaving\s+(?:present|gift|card|do|drinks|party)\s+from\b|\balumni\s+(?:newsletter|magazine|mailing|emails?|list|events?|drinks|reunion)\b|\bthe\s+old\s+(?:house|flat|home|apartment|landlord|landlady)\b|\b(?:have|has|had|kept|keep|found)\b[^.!?]{0,40}\bfrom\s+(?:my|our)\s+(?:time|days|years)\s+(?:at|in|with)\b|\b(?:I|we)\s+(?:lived|worked|stayed|rented|was\s+(?:living|working)|were\s+(?:living|working))\s+(?:in|at|for)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}\s+before\s*(?:[,.!?;]|$)|\b(?:in|until|till|by|from|around|circa|back\s+in)\s+(?:(?:'|\x{2019})\d{2}\b|19\d{2}\b|(?:the\s+)?(?:(?:early|mid|late)[- ])?(?:fifties|sixties|seventies|eighties|nineties|(?:19)?[1-9]0s|(?:'|\x{2019})[1-9]0s)\b)|\bit(?:'s|\x{2019}s|\s+is|\s+was)\s+19\d{2}\b|\bearlier\s+(?:on\s+)?in\s+(?:these|our|this|the)\s+(?:recordings?|sessions?|chats?|conversations?|interviews?|talks?|lessons?)\b|\bwhen\s+(?:I|we)\s+first\s+(?:left|moved|came|went|got|started)\b|\b(?:I|we)\s+(?:was|were)\s+(?:(?:at|in|with)\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,2}\s+when\s+(?:I|we|you|they|he|she|the|my|our)\b|\bwhen\s+(?:I|we)\s+(?:left|finished)\s+(?:school|college|university|uni|the\s+(?:army|navy|forces))\b|\bas\s+a\s+(?:girl|boy|lad|lass|kid|child|teenager|young\s+(?:man|woman))\b|\bin\s+my\s+youth\b|\bwhen\s+(?:I|we)\s+(?:was|were)\s+(?:still|first)\b|\bwhen\s+(?:I|we)\s+(?:still\s+)?ate\s+[\w-]+\b|\bat\s+(?:boarding|primary|secondary|grammar|infant|junior|convent|sunday)\s+school\b|\b(?:I\s+was|we\s+were|I'd\s+been)\s+(?:both\s+)?born\b`)

// myTimeRE is a time at a place or a firm as a source or a span ("from
// my time at X", "during our time in X"), gone unless soFarRE says it
// goes on.
var (
	myTimeRE = prefilter.MustCompile(`(?i)\b(?:from|during|of)\s+(?:my|our)\s+(?:old\s+)?time\s+(?:at|with|in)\b`)
	soFarRE  = prefilter.MustCompile(`(?i)\b(?:so\s+far|to\s+date|up\s+to\s+now|until\s+now)\b`)
)

// pastTime reports whether s tells a time gone (pastTimeRE) or a place the
// speaker misses (missedPlaceRE: "Sometimes I miss the market in Matlock"),
// not a bus or a train missed there ("I miss the bus at Hexham most
// mornings").
func pastTime(s string) bool {
	if pastTimeRE.MatchString(s) || pastSpellRE.MatchString(s) {
		return true
	}
	if oldYearRE.MatchString(s) && !sinceYearRE.MatchString(s) {
		return true // "picture it, 1952, I'm at X"; "since 1990" holds still
	}
	if myTimeRE.MatchString(s) && !soFarRE.MatchString(s) {
		return true // "the old commits are all from my time at X"; "learning so much from my time at X so far" is now
	}
	m := missedPlaceRE.FindStringSubmatch(s)
	return m != nil && !missedTrip[strings.ToLower(m[1])]
}

// oldYearRE is a year of the last century anywhere in a sentence, and
// sinceYearRE one that starts what still holds.
var (
	oldYearRE   = prefilter.MustCompile(`(?:^|[\s,(])19\d{2}(?:[\s,.;:)!?]|$)`)
	sinceYearRE = prefilter.MustCompile(`(?i)\bsince\s+19\d{2}\b`)
)

// missedPlaceRE is the speaker missing something in, at or from a named
// place (group 1: the first word of what is missed).
var missedPlaceRE = prefilter.MustCompile(`(?i)\b(?:I|we)\s+(?:(?:really|still|sometimes|do|so|often)\s+)?miss\s+(?:(?:the|my|our|a|an)\s+)?([\w'-]+)\s+(?:[\w'-]+\s+){0,2}(?:in|at|from)\s+(?-i:\p{Lu})`)

// pastSpellRE is a spell the speaker tells as over: "I was fish-free for
// a whole year at university", "we were in Hull for two years", "years
// ago I tried plant-first and lasted a week", fillers before it ("yeah no
// so years ago when I rented in X"), "I was going out with X when I had
// that awful haircut", "at school I went X for a term", "remember my X
// summer". "I've been vegan for a year" (still so) is not one.
var pastSpellRE = prefilter.MustCompile(`(?i)\b(?:I|we)\s+(?:was|were)\b[^.!?]{0,40}\bfor\s+(?:a\s+(?:whole\s+|full\s+|couple\s+of\s+|few\s+)?|one\s+|two\s+|three\s+|four\s+|five\s+|\d+\s+)(?:year|month|week|summer|winter|term|semester)s?\b|\b(?:I|we)\s+(?:was|were)\b[^.!?]{0,40}\b(?:at|in)\s+(?:uni|university|college|school|sixth\s+form)\b|^\W*(?:[A-Z][\w'-]*:\s*)?(?:(?:yeah|no|so|um+|uh+|like|oh|and|right|well|sorry|\[[\w\s]+\]|i\s+mean)[,.]?\s+)*(?:(?:many|some|a\s+few|several|so\s+many)\s+)?(?:years|ages|decades)\s+(?:ago|back)\b|\btried\s+(?:[\w'-]+\s+){1,2}(?:and\s+(?:only\s+)?(?:lasted|gave\s+up|quit|hated|failed))\b|\b(?:I|we)\s+(?:was|were)\s+(?:(?:going\s+out|seeing|dating|living|working|renting)\s+(?:with|in|at)|seeing|dating)\s+[\w'-]+(?:\s+[\w'-]+)?\s+when\b|\bat\s+(?:school|uni|university|college|sixth\s+form)\b[^.!?]{0,30}\b(?:I|we)\s+(?:went|was|were|tried|did)\b|\bremember\s+(?:my|our)\s+(?:[\w'&-]+\s+){1,2}(?:summer|winter|spring|autumn|stint|spell|phase|era)\b|\b(?:I|we)\s+grew\s+up\s+(?:in|at|on|near|around|outside)\b|\bremember\s+(?:my|our)\s+(?:[\w'&-]+\s+){0,2}(?:flat|house|place|room|digs|bedsit|cottage|apartment|job|office)\s+(?:in|at)\b|\btried\s+(?:being|going|eating)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:one|for\s+a|that|a)\s+(?:summer|winter|spring|autumn|month|week|year|term|semester)\b|\b(?:my|our)\s+(?:very\s+)?first\s+(?:ever\s+)?(?:proper\s+|real\s+|paid\s+|full-time\s+|part-time\s+|saturday\s+|summer\s+)?job\b`)

// missedTrip are the things one misses by being late, not by having left.
var missedTrip = fieldSet(`bus buses train trains flight flights plane ferry boat tram stop turn turning connection deadline last first early`)

// sarcasmRE is the scoffing "yeah right, me doing X" or "yeah right, me
// and X", "me ancestral in this economy lol", "sure ill go lion diet the
// day pizza stops existing", "when pigs fly", or a crush wished for ("i
// wish marcus would notice me"), or "the only vegan thing on this trip
// is my budget": the speaker dismisses the idea or wishes it, stating
// nothing.
var sarcasmRE = prefilter.MustCompile(`(?i)\b(?:yeah|yea|ya|yeh),?\s+right\b[\s,.!]*me\s+(?:[a-z]+ing|and|n|&)\b|\bin\s+this\s+economy\b|\bthe\s+day\s+(?:[\w'-]+\s+){1,4}(?:stops?|ceases?|quits?)\s+(?:existing|to\s+exist|being\s+\w+)\b|\bwhen\s+(?:pigs\s+(?:fly|can\s+fly)|hell\s+freezes\s+over)\b|\b(?:I|we)\s+(?:just\s+|really\s+)?wish\s+[\w'-]+\s+would\b|\bmy\s+(?:biggest|main|real|only|best)\s+employer\s+is\s+(?:the|my)\b|\b(?:I'm|I\x{2019}m|im|I\s+am)\s+[\w'-]+\s+[\w'-]+(?:\s+[\w'-]+)?\s+f(?:or|ro)\s+(?:a|the\s+next|a\s+whole)\s+(?:decade|century|millennium|lifetime)\b|\b(?:moving|move|moved|relocating)\s+to\s+[\w'-]+(?:\s+[\w'-]+)?\s+to\s+(?:escape|get\s+away\s+from)\s+(?:this|the|you|all\s+of\s+you|my)\b|\bthe\s+only\s+[\w'-]+\s+thing\s+(?:about|on|in|at|of)\b[^.!?]{0,40}\s(?:is|was)\s+(?:my|the|our)\b|\bthe\s+only\s+[\w'-]+\s+in\s+my\s+life\b[^.!?]{0,30}\s(?:is|was)\s+(?:my|the|our|a|an)\b`)

// scoffs reports whether sentence st states nothing of the speaker's own:
// the idea scoffed at (sarcasmRE), a joke or a wish told as a fact
// (unrealRE), or another person's value told in a clause about them
// (othersOwnRE).
func scoffs(st string) bool {
	return sarcasmRE.MatchString(st) || unrealRE.MatchString(st) || othersOwnRE.MatchString(st) || disownedRE.MatchString(st) ||
		refusedRE.MatchString(st)
}

// refusedRE is a sentence that names a value to refuse what comes with it,
// as people write to a sender: "please stop sending me mostly-vegan recipe
// boxes", "please don't put me on a table with Somhairle", "no thanks,
// I'm not looking for a role at Ironmead Engineering", or that says the
// speaker is less of it than someone ("my cat is more plant-first than I
// am"), or tells a place as a client's ("the client's site in Girvan",
// "meeting the buyers at X, they're a new client") or as where the
// speaker would run off to ("one more wet summer and I'm running away to
// Moffat"), or takes up in protest ("after that buffet I'm going
// fish-free in protest, ha"), a CV sent in jest ("one more all hands like
// that and I'm sending my CV to X"), a relative's question ("auntie keeps
// asking when I'm marrying X"), a supplier's site, house-hunting on a
// listings site ("I keep scrolling rightmove for places in X").
var refusedRE = prefilter.MustCompile(`(?i)\b(?:stop|quit)\s+(?:sending|emailing|e-mailing|mailing|offering|recommending|suggesting|showing|pushing|signing)\s+(?:me|us)\b|\b(?:don't|don\x{2019}t|dont|do\s+not|never)\s+(?:put|seat|sit|pair|place|book|partner)\s+(?:me|us)\s+(?:on|at|in|with|next\s+to|beside|near|opposite)\b|\bnot\s+(?:looking|applying)\s+for\s+(?:a\s+|any\s+)?(?:new\s+)?(?:role|job|position|post|vacancy|opening)s?\b|\bmore\s+[\w'-]+(?:\s+(?:to|with|about|of|on)\s+[\w'-]+)?\s+than\s+(?:to\s+|with\s+|about\s+)?(?:I|me)\b|\bthe\s+clients?(?:'s|\x{2019}s|s'|s\x{2019})\s+(?:site|office|offices|premises|place|headquarters|HQ)\b|\b(?:they're|they\x{2019}re|they\s+are|it's|it\x{2019}s|it\s+is)\s+(?:a|an|our|my)\s+(?:new|big|potential|prospective|possible|key)\s+(?:client|customer|supplier|vendor)s?\b|\b(?:they|it|who|which)\s+(?:could|might|may|would|will)\s+(?:be|become)\s+(?:a|an|our|my)\s+(?:(?:new|big|huge|potential|prospective|possible|key|good)\s+)?(?:client|customer|supplier|vendor)s?\b|\bpitch\s+(?:with|to|for)\b|\bpitching\s+(?:to|for)\b|\b(?:running|run|ran)\s+(?:away|off)\s+to\b|\bin\s+protest\b|\bsend(?:ing)?\s+my\s+(?:cv|c\.v\.|resume|r\x{e9}sum\x{e9})\s+to\b|\b(?:keeps|kept|keep)\s+asking\s+(?:me\s+)?(?:when|if|whether)\s+(?:I'm|I\x{2019}m|I\s+am|I'll|I\s+will|we're|we\x{2019}re|we\s+are|we'll|we\s+will)\s+(?:marrying|moving|getting\s+married|going\s+to\s+(?:marry|move))\b|\b(?:supplier|customer|vendor)s?(?:'s|\x{2019}s|s'|s\x{2019})\s+(?:warehouse|office|offices|site|depot|factory|premises|headquarters|HQ)\b|\b(?:scroll(?:ing)?|brows(?:e|ing)|trawl(?:ing)?)\s+(?:through\s+)?(?:rightmove|zoopla|listings|property\s+listings|houses|flats|places)\b|\blooking\s+at\s+(?:rentals|lets|flats|houses|places|properties|listings)\s+(?:in|near|around)\b`)

// shortStayRE (read for the residence topic only) is a stay the sentence tells as short: "we're away in Campbeltown
// for a long weekend, back on Tuesday", "in Girvan all of Thursday", "booked
// a cottage in X for half term, just the four nights", "booked two nights
// here in X for a business trip", "went to X to photograph the old
// street", "my nephew drove me out to the archive in X to look at the
// registers", a booking asked for ("find me two nights in X", "book a
// table near the old square in X"), or a place only
// nearly chosen ("we nearly bought a house there", "went to view a flat in X
// but we're not going for it").
var shortStayRE = prefilter.MustCompile(`(?i)\baway\s+(?:in|at|to)\b[^.!?]{0,40}\bfor\s+(?:a|the|two|three|four|\d+)\s+(?:long\s+)?(?:weekend|nights?|days?|weeks?|fortnight)\b|\bback\s+(?:on|by)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\ball\s+of\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next\s+week|this\s+week)\b|\b(?:nearly|almost)\s+(?:bought|moved|rented|took|signed)\b|\b(?:view|viewed|viewing|see|saw|seeing|look\s+at|looked\s+at|looking\s+at)\s+(?:a|the|another|one\s+more)\s+(?:flat|house|place|cottage|property|apartment|bungalow)\s+in\b[^.!?]{0,50}\b(?:not\s+going\s+for\s+it|not\s+for\s+us|(?:didn't|did\s+not)\s+(?:like|take|go\s+for)|passed\s+on\s+it|turned\s+it\s+down|too\s+(?:small|big|expensive|dear|pricey|far|damp))\b|\bbooked\s+(?:a|the|us\s+a)\s+(?:cottage|cabin|hotel|room|caravan|lodge|airbnb|chalet|villa|apartment|flat)\b|\bfor\s+half[- ]term\b|\b(?:just|only)\s+(?:the\s+)?(?:two|three|four|five|six|seven|\d+)\s+nights\b|\bfor\s+(?:two|three|four|five|six|seven|\d+)\s+nights\b|\bbooked\s+(?:two|three|four|five|six|seven|\d+|a\s+few|a\s+couple\s+of)\s+nights\b|\bbusiness\s+trip\b|\b(?:two|three|four|five|six|seven|\d+|a\s+few|a\s+couple\s+of)\s+nights\s+(?:in|at|near)\b|^\s*(?:[\w.'-]+:\s*)?(?:(?:can\s+you|could\s+you|please)\s+)?(?:book|find|get|reserve)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|two\s+|the\s+)?(?:table|room|hotel|flight|flights|train|seats?|car|taxi|cab|transfer|dinner|lunch)\b|\b(?:went|go|going|drove|driven|popped|nipped|took|taken)\s+(?:me\s+|us\s+)?(?:back\s+)?(?:out\s+|up\s+|down\s+|over\s+)?to\s+[\w'-]+(?:\s+[\w'-]+){0,4}?\s+to\s+(?:photograph|see|visit|look\s+at|find|dig|meet|check|take\s+photos|collect|pick\s+up)\b`)

// petDietRE (read for the diet topic only) is a pet as the subject of
// what is eaten: "the cat has gone oat-free", "our dog only eats
// grain-free", "the dog's basically onion-free". Pets have no homes, employers or partners of their own to
// tell, so other topics do not read it ("the cat has learned to open
// doors; new flat in Matlock" is the speaker's news).
var petDietRE = prefilter.MustCompile(`(?i)\b(?:the|my|our|his|her|their)\s+(?:cat|cats|dog|dogs|kitten|kittens|puppy|pup|rabbit|hamster|parrot|pony|horse)(?:'s|\x{2019}s)?\s+(?:(?:has|had|is|was|now|only|just|also|still|basically|completely|totally|fully|strictly)\s+)*(?:gone|went|goes|eats|ate|eating|on|[\w-]+-free)\b`)

// disownedRE is a sentence that names a value to disown it, as customers
// tell a support desk: a value turned down ("No thanks, keto isn't for
// me"), a thing that is someone else's or a gift ("the vegan box in my
// order history was for my flatmate, not me", "the halal items on the
// shared list are my partner's", "the keto voucher I used was a gift from
// my sister, ignore that"), a relationship closed ("remove Idris from my
// saved contacts, that's over"), or scorn ("another vegan substitution,
// exactly what I never asked for", "because I'm so obviously vegan",
// "Idris is my partner now, according to your system apparently", "so
// now I'm married to Marisa, news to me"), or a value set apart from the
// speaker's own: "Not interested in the Initech deal", "I've nothing to
// do with Initech", "my mum's in Leeds, I don't live there" (closing
// the sentence: not "no i don't work there i'm at X"), "you can
// delete my saved vegan recipes, I don't eat that way any more", "my
// billing address is still my parents' place in Falkirk", "some freelance
// work for Initech this month", "addressed to my client, Initech", "the
// name Lionel on the delivery notes is my neighbour", "the client asked for
// keto food at the workshop", "booked the vegan caterer, not my pick",
// "skip the keto stuff please", "paleo isn't my thing", "I'm going vegan
// out of protest lol", "the invoice address is our office in Paisley, not
// my home", a visit ("I'm staying with friends in Kettering for a week"),
// a secondment ("on secondment at X for two weeks"), a client or a
// visitor ("the Elio on my calendar invite is the client, not family"),
// what an app or a relative has decided about the speaker ("my mother has
// decided I'm dating Maialen, she's met them once"), a made-up scene ("in
// the role-play I was a manager from X", "this is my husband Eetu in this
// story", "in the exercise the man lives in X").
var disownedRE = prefilter.MustCompile(`(?i)\b(?:isn't|isn\x{2019}t|isnt|is\s+not|aren't|aren\x{2019}t|are\s+not)\s+for\s+(?:me|us)\b|,\s*not\s+(?:me|mine|my\s+partner|my\s+own|my\s+home|where\s+I\s+live)\b|\bstaying\s+with\s+(?:friends|family|(?:a|my|our)\s+[\w-]+)\b[^.!?]{0,40}?\bfor\s+(?:a|the|two|three|four|\d+)\s+(?:nights?|weeks?|weekend|fortnight|days?|few\s+(?:days|weeks)|couple\s+of\s+(?:days|weeks))\b|\b(?:is|are|was|were)\s+my\s+[\w-]+(?:'s|\x{2019}s)\s*(?:[.!,;]|$)|\bwas\s+a\s+(?:gift|present)\s+(?:from|for)\b|\bignore\s+(?:that|it|this)\W*$|\bthat(?:'s|\x{2019}s|\s+is)\s+(?:all\s+)?over\W*$|\bexactly\s+what\s+(?:I|we)\s+(?:never\s+)?(?:asked|wanted)\b|\bbecause\s+(?:I'm|I\x{2019}m|im|I\s+am)\s+so\s+obviously\b|\baccording\s+to\s+your\s+(?:system|records?|app|files?|profile)\s*,?\s*apparently\b|\bnews\s+to\s+me\b|\bnot\s+interested\s+in\b|\bnothing\s+to\s+do\s+with\b|\b(?:I|we)\s+(?:don't|don\x{2019}t|dont|do\s+not|never\s+did|never)\s+(?:live|lived|work|worked|eat)\s+(?:there|here|that\s+way)\W*$|\bthat\s+way\s+any\s*more\b|\bmy\s+(?:parents|folks|mum|mom|dad|sister|brother|gran|nan|grandparents|in-laws)(?:'s?|\x{2019}s?)\s+(?:place|house|flat|home)\b|\b(?:doing|do|did|does)\s+(?:some\s+|a\s+bit\s+of\s+)?(?:freelance|contract|consulting|side|temp)\s+(?:work|gigs?|jobs?|projects?)\s+for\b|\bmy\s+clients?\b|\bfor\s+the\s+clients?\b|\bthe\s+clients?\s+(?:asked|wants?|wanted|requested)\b|\b(?:isn't|isn\x{2019}t|isnt|is\s+not)\s+my\s+thing\b|\bnot\s+my\s+(?:pick|choice|call|idea)\b|\bskip\s+the\s+(?:[\w-]+\s+){1,3}(?:stuff|ones?|options?|dishes|food)\b|\bout\s+of\s+protest\b|\bon\s+(?:a\s+)?(?:short\s+|temporary\s+)?secondment\b|\b(?:a|the|our|my|one\s+of\s+our)\s+clients?\s+(?:at|from|of)\b|\b(?:I'd|I\x{2019}d|id|I\s+would|we'd|we\x{2019}d|we\s+would)\s+never\s+(?:work|live|eat|move|go|date)\b|\bcompare\s+(?:working|living|moving|being|eating|going|life|staying)\b|\bcompare\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:with|to|against|vs\.?|versus)\b|\bpros\s+and\s+cons\b|\bto\s+the\s+(?:team|staff|folks|people|crew|organi[sz]ers)\s+at\b|\bleave\s+[\w'-]+\s+out\s+of\s+(?:it|this)\b|\bthinking\s+out\s+loud\b|\bnot\s+changing\s+(?:yet|anything)\b|\b(?:write|draft|compose|create|make\s+up|give\s+me|tell\s+me)\s+(?:me\s+|us\s+)?(?:a|an|some|the)\s+(?:[\w'-]+\s+){0,3}(?:story|stories|poem|poems|scene|sketch|limerick|haiku|song|joke|script|screenplay|rap|sonnet|fable|tale|monologue|dialogue)\b|^\W*(?:[\w'-]+:\s*)?(?:let's\s+|let\x{2019}s\s+)?role-?play\b|\bin\s+(?:the|this|that|today's|our|my)\s+(?:role-?play|exercise|story|scene|drill|dialogue|game|sketch|example|sentence)(?:\s*(?:[,.!?;:]|$)|\s+(?:I|I'm|we|my|our|the|a|an|he|she|they|you|it)\b)|\bpretend\s+(?:you're|you\x{2019}re|you\s+are|to\s+be)\b|\b(?:is|are|was|were|they're|they\x{2019}re)\s+(?:the|a|an|our|my)\s+(?:client|customer|supplier|vendor|contractor|visitor)s?\b|,\s*not\s+(?:family|a\s+partner|my\s+(?:partner|boyfriend|girlfriend|husband|wife|employer))\b|\bis\s+my\s+(?:neighbou?r|landlord|landlady|carer|cleaner|colleague|coworker|co-worker|boss|flatmate|roommate|housemate|cousin|mum(?:'s|\x{2019}s)\s+carer)\b|\b(?:app|website|site|system|satnav|sat-nav|sat\s+nav|phone|google|algorithm|computer|maps?)\s+(?:has\s+|had\s+|still\s+|now\s+)?(?:decided|thinks|reckons|insists|says|assumes|keeps\s+saying|is\s+convinced)\s+(?:that\s+)?(?:I|we)\b|\b(?:my|our)\s+(?:` + personWords + `)\s+(?:has\s+|had\s+|still\s+|now\s+)?(?:decided|assumes|keeps\s+saying|is\s+convinced)\s+(?:that\s+)?(?:I|we)\b|,\s*(?:but\s+)?(?:I'm|I\x{2019}m|I\s+am|we're|we\x{2019}re|we\s+are)\s+(?:really\s+|actually\s+|so\s+|definitely\s+|honestly\s+)?not\W*$|,\s*(?:but\s+)?(?:I|we)\s+(?:very\s+much\s+|really\s+|definitely\s+|certainly\s+|honestly\s+)?(?:do\s+not|don't|don\x{2019}t|dont)\W*$|\bon\s+behalf\s+of\s+(?:my|our|his|her|their|a|the)\b|\b(?:worst|best|biggest|favourite|favorite|nightmare|dodgy|useless|main|key)\s+(?:supplier|client|customer|vendor|contractor)s?\b|\bchasing\s+(?:[\w'&-]+\s+){1,4}(?:that|the|an?|our|their|this)\s+(?:invoice|payment|refund|order|delivery|quote)\b|\b(?:gone|sent|delivered|posted|redirected|forwarded)\s+to\s+(?:my|our)\s+(?:[\w'-]+\s+)?(?:` + personWords + `)(?:'s|\x{2019}s)\s+(?:(?:up|down|over|out)\s+)?(?:in|at)\b|\b(?:sale|menu|party|canteen|buffet|event|reception|bbq|barbecue|picnic|fair|fete|f\x{ea}te|festival|caf[e\x{e9}]|restaurant|bakery|hamper|spread|do)\s+(?:this\s+(?:year|week|time|month|term)\s+|here\s+|there\s+|on\s+(?:the\s+)?(?:holiday|trip|way|ferry|train|course)\s+)?(?:is|was|will\s+be|'s|\x{2019}s|are|were)\s+(?:all|entirely|completely|totally|fully|100%)\s+|\b(?:breakfast|lunch|dinner|buffet|menu|food)\s+(?:is|was|were|are)\s+[\w-]+-free\s+only\b|\bthe\s+(?:[\w&'-]+\s+){1,3}(?:running|football|netball|cricket|rugby|hockey|darts|quiz|rowing|cycling|five-a-side|softball|bowling)\s+(?:team|club|squad|side)\b|\bonly\s+(?:had|has|served|serves|does|did)\s+[\w-]+\s+(?:food|options?|dishes|snacks|cakes|meals|wraps|sandwiches|salads|soups|pastries|bars|rolls)\b|\b(?:party|menu|buffet|canteen|event|dinner|lunch|spread|bbq|barbecue)\s+(?:is|was|are|were)\s+[\w-]+\s+only\b|\b(?:lunch|coffee|drinks?|dinner|a\s+pint|pints|meeting|working|catching\s+up|a\s+catch-up)\s+with\s+[\w'-]+\s+from\s+(?:work|the\s+office|my\s+team|the\s+team|uni|school|college|the\s+gym|book\s+club|running\s+club|choir|church)\b|\b(?:running|cycling|training|climbing|swimming|hiking|walking|rowing)\s+with\s+[\w'-]+\s+(?:on|in|this|next|at|every)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:supplier|suppliers|rep|vendor|contractor)\s+from\b|\b(?:invoice|bill|quote|receipt|delivery|parcel|package|statement)\s+(?:is|was|came|comes|has\s+come)\s+(?:in\s+)?from\b|,\s*the\s+(?:suppliers?|vendors?|caterers?|contractors?)\s+(?:we|I)\b|\bbut\s+(?:I'm|I\x{2019}m|im|I\s+am|we're|we\s+are)\s+not\s+(?:doing|having|trying|taking)\s+(?:it|that|them)\b|\b(?:canteen|cafeteria|office|menu|restaurant|caf[e\x{e9}]|school|work)\s+(?:went|has\s+gone|had\s+gone|is\s+going|switched\s+to)\s+[\w-]+-free\b|\bclient\s+(?:visit|meeting|call|lunch|dinner)\s+(?:to|at|with)\b|\b(?:office|work|party|team|christmas|canteen|staff|conference)\s+(?:[\w-]+\s+)?menu\s+(?:is|was)\b|\b(?:canteen|cafeteria|menu|buffet|restaurant|caf[e\x{e9}])\s+(?:at|in|of|on|they|we|you)\s+[^.!?]{0,40}?\s+(?:is|was|are|were)\s+(?:all|entirely|completely|totally|fully|100%)\s|\bfood\s+festival\b|\bwent\s+(?:to\s+)?(?:the\s+)?(?:cinema|pictures|movies|pub|gym|park|match|game|gig|concert|theatre|theater|shops|beach|zoo|museum|climbing|bowling)\s+with\s+[\w'-]+\s+(?:last|yesterday|on|this|earlier|today|tonight)\b`)

// unrealRE is a sentence that takes back what it tells or sets it in a
// wish: "i live in oakland now, in my dreams lmao", "me and marcus are
// married now (in my head)" (not "still on the Sheffield bin schedule in
// my head"), "me and my couch got jobs at petalpost (we
// did not)", "my future spouse Brynn, they just don't know it yet", "a
// girl can dream", "/s", a closing "jk" ("jk" opening a sentence takes
// back the one before: "jk, i switched to animal-based"), "hanging out
// with tristan tonight, we're just friends" (not "we were just friends
// for years before we started dating").
var unrealRE = prefilter.MustCompile(`(?i)\bin\s+my\s+dreams?\b|\(\s*in\s+my\s+(?:head|mind|imagination)\s*\)|\bin\s+(?:another|an\s+alternate|a\s+parallel)\s+(?:life|universe|timeline)\b|\((?:(?:i|we|they|he|she)\s+(?:did\s+not|didn't|didn\x{2019}t|do\s+not|don't|don\x{2019}t|am\s+not|are\s+not|aren't|wasn't|weren't)|not(?:\s+really)?|jk|kidding|lies?|a\s+lie|sadly\s+not)\b[^)]{0,20}\)|\b(?:don't|don\x{2019}t|dont|doesn't|doesn\x{2019}t|doesnt|do\s+not|does\s+not)\s+know\s+it\s+yet\b|\b(?:a\s+(?:girl|guy|boy|man|woman|person)|one)\s+can\s+dream\b|(?:^|\s)/s\b|[\s,]+jk\W*$|\bjust\s+kidding\W*$|\b(?:we're|we\x{2019}re|we\s+are|they're|they\x{2019}re|theyre)\s+(?:just|only)\s+friends\b|(?:^|[,;.!?]\s*)were\s+(?:just|only)\s+friends\b`)

// othersOwnRE is a sentence about someone else's place or job, told by a
// clause that names them after the value: "no lol manchester is where my
// bf lives", "this guy i follow lives in melbourne", "grabbing lunch at
// loopify with my friend who works there".
var othersOwnRE = prefilter.MustCompile(`(?i)\bis\s+where\s+(?:my|our|his|her|their)\s+(?:[\w'-]+\s+){0,2}(?:lives|works|stays|is\s+based)\b|\b(?:this|that|some|a)\s+(?:guy|girl|dude|woman|man|person|creator|influencer|account|youtuber|streamer|couple)\s+(?:i|we)\s+(?:follow|know|watch|met|saw)\b|\bwith\s+(?:my|our|a|an)\s+(?:[\w'-]+\s+){0,2}(?:who|that)\s+(?:works|lives|is\s+based|stays)\s+there\b`)

// typedQuestionRE is a question typed without its question mark, as chat
// often is ("whats the fastest way to defrost chicken safely", "is it
// normal to fight about the thermostat every single night"): a sentence
// that opens (after a speaker's "Name:" and fillers) with a question word,
// an apostrophe-less one ("whats", "hows"), or a verb and subject that ask
// ("is it", "should I", "any tips"): its first clause asks. A request
// ("can you find me a gym near my flat in Leeds") is left out: requests
// often state.
var typedQuestionRE = prefilter.MustCompile(`(?i)^\s*(?:[A-Z][\w'-]*:\s*)?(?:(?:um+|uh|so|ok|okay|oh|hey|also|quick one|random question)[,:]?\s+)*(?:whats|what's|what|hows|how's|how|wheres|where's|where|whos|who's|who|why|whens|when|is\s+(?:it|there|that|this)|are\s+(?:there|you|they)|do\s+(?:you|i|we)|does\s+(?:it|that|this|anyone)|should\s+(?:i|we)|any\s+(?:tips|ideas|advice|recommendations))\b`)

// whStatementRE is a sentence that opens with a question word and then
// the speaker as subject, which states ("when I moved to Leeds it rained
// for a week", "how I ended up in Leeds is a long story").
var whStatementRE = prefilter.MustCompile(`(?i)^\s*(?:[A-Z][\w'-]*:\s*)?(?:(?:um+|uh|so|ok|okay|oh|hey|also)[,:]?\s+)*(?:when|how|why|where|what|who)\s+(?:i|we|i'm|i've|i'd|we're|we've|we'd|my|our)\b`)

// speakerPrefixRE is a turn's "Name: " prefix.
var speakerPrefixRE = prefilter.MustCompile(`^\s*[A-Z][\w'-]*:\s*`)

// interrogativeRE is a clause that asks: it opens with a question word or
// an inverted auxiliary.
var interrogativeRE = prefilter.MustCompile(`(?i)^\s*(?:and\s+|so\s+|but\s+)?(?:who|whom|whose|what|which|where|when|why|how|is|are|am|was|were|do|does|did|can|could|would|should|will|shall|may|might|have|has|had|any|anyone|anything)\b`)

func interrogative(cl string) bool { return interrogativeRE.MatchString(cl) }

// StatedValues returns the values an episode on the named topics states
// (lowercased, in text order), nil when it is no statement of its
// speaker's value (see "State from episodes"): recall searches them again
// to find the turns that change the same value in words the topic table
// does not hold ("I handed in my notice at Globex"). known are values
// already read elsewhere (Request.StateValues), which count at a
// sentence's start too.
func StatedValues(c *Candidate, topics []string, known ...string) []string {
	return NewStateTest(topics, known...).Values(c)
}

// Seen returns t reading names seen spelled with a capital elsewhere
// (SeenNames) in text typed in lower case.
func (t *StateTest) Seen(names []string) *StateTest {
	if len(names) > 0 {
		t.values = t.values.withSeen(names).withMemo()
		t.seen = names
	}
	return t
}

// Kinded returns a test like t (same topics, speaker and seen names)
// that reads a capitalized name as a value only where the words around it
// give it a kind the topics take (nameKind): the state channel's test of
// turns found by no word of the topic, where a name said with nothing
// around it ("Ooh Kinloch Distillery, fancy!", the friend's news cheered)
// is more often someone else's than the speaker's.
func (t *StateTest) Kinded() *StateTest {
	k := &StateTest{topics: t.topics, values: t.values, asked: t.asked, seen: t.seen}
	k.values.kinded = true
	k.values.memo = nil // Values keeps its readings (kindedTable); a memo would hide which read lower-case text
	return k
}

// StateTest is StatedValues for one topic list and one list of known
// values, with the value set built once: recall tests every turn of a
// deep search with the same ones. It keeps what it read of each text
// (readMemo), so one query's test is not for concurrent use.
type StateTest struct {
	topics []string
	values valueSet
	asked  string   // the speaker asked about (AskedSpeaker); "" for anyone
	seen   []string // the names Seen gave
}

// NewStateTest returns the test of the named topics with known values.
func NewStateTest(topics []string, known ...string) *StateTest {
	return &StateTest{topics: topics, values: topicValues(topics, known...).withMemo()}
}

// Of returns t limited to the statements of the speaker asked about
// (AskedSpeaker): another speaker's turn states nothing about them. ""
// leaves t as it is.
func (t *StateTest) Of(asked string) *StateTest {
	t.asked = asked
	return t
}

// Values is StatedValues(c, topics, known...), nil for a turn another
// speaker than the one asked about said (Of).
func (t *StateTest) Values(c *Candidate) []string {
	if c.Scene {
		return nil // before the table, which is keyed by the text alone
	}
	if t.values.kinded && t.values.names == nil {
		// a kinded test with no known names reads a text the same in
		// every query unless it read some of it as typed in lower case,
		// where the names seen elsewhere (which differ by query) count:
		// a reading that took none so is kept across queries
		key := strings.Join([]string{strings.Join(t.topics, ","), t.asked, c.Speaker, c.SpeakerRole, string(c.Kind), c.Text}, "\x00")
		if v, ok := kindedTable.lookup(key); ok {
			return slices.Clone(v)
		}
		var lowerRead bool
		vs := t.values
		vs.lowerRead = &lowerRead
		v := (&StateTest{topics: t.topics, values: vs, asked: t.asked, seen: t.seen}).values1(c)
		if !lowerRead {
			kindedTable.store(key, v)
		}
		return slices.Clone(v)
	}
	return t.values1(c)
}

// kindedTable keeps the readings of recent turns by kinded tests with no
// known names (StateTest.Kinded): the state channel reads the asked
// person's latest turns whole for every state question about them, and
// the same turns come back question after question.
var kindedTable = newRecentTable[[]string](1 << 14)

// values1 is Values without the table.
func (t *StateTest) values1(c *Candidate) []string {
	if !c.OwnTurnOf(t.asked) || !stating(c, t.topics, t.values) {
		return nil
	}
	out := senderPartner(c.Text, t.topics)
	record := !c.SaidByPerson()
	for _, v := range statedValues(ownText(c.Text), t.topics, t.values, false) {
		if strings.EqualFold(v, t.asked) {
			continue // the person's own name ("account: Faisal") is no value of theirs: every turn of theirs names it
		}
		if _, ok := topicOf[v]; ok && record {
			continue // a record's kind ("Payslip · employee: ...") is no value
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// valueWordsFrom returns the words of text that name a value, lowercased:
// a capitalized word that neither starts a sentence (the text's first word
// does when initial is set) nor follows a colon (a place, an employer, a
// person; "I" and calendar names aside), a capitalized known name
// anywhere (valueSet.names), or one of the topics' value words. With
// first it stops at the first one.
func valueWordsFrom(text string, values valueSet, first, initial bool) []string {
	var out []string
	prev := [2]string{}   // the two words before, lower case
	skipping := false     // inside a name that names no value (chance below)
	owned := false        // the previous field is a possessor: "his school", "the kids' school"
	quoted := false       // inside quotation marks: someone else's words ("we're 'practically engaged'")
	theirs := -1          // the last "his", "her" or "their" of the sentence when no "I", "we" or "me" came before
	subject := false      // the sentence has had "I", "we" or "me"
	old := -1             // the last "my old", "our former" of the sentence (pastOwned)
	unreal := -1          // the last "my imaginary" of the sentence (unrealOwned)
	oldBack := false      // that "my old" follows "to", "on", "into" or "back": returned to
	usedTo := -1          // the "to" of the sentence's last "I used to", "we used to"
	lower := values.lower // set once per text (assertedValues, stating)
	fields := strings.Fields(text)
	label := labelFields(fields)
	for k, f := range fields {
		if k < label {
			initial = true // a transcript's "Mhairi Buchanan: " names who speaks, and what follows opens a sentence
			continue
		}
		if bulletField(f) {
			continue // a list item's bullet: the word after it opens the item
		}
		if opensQuote(f) && !ownQuoteOpen(fields, k) {
			quoted = true // someone else's words; "I said '...'" are the speaker's
		}
		inQuote := quoted
		if quoted && closesQuote(f) {
			quoted = false
		}
		w := valueWord(f)
		lw := strings.ToLower(w)
		isValue := values.value(lw, nextWord(fields, k))
		if owner := strings.TrimSuffix(strings.TrimSuffix(lw, "'s"), "\u2019s"); owner != lw && owner != "" && !isValue && !(owner == "it" && w == lw) {
			// "out of Caius's": the name, not its possessive; a lower-case
			// "it's" is "it is" and stays whole before a name (knownAfter:
			// "it's peebles now")
			lw = owner
		}
		if usedTo >= 0 && (lw == "now" || lw == "but" || strings.ContainsAny(fields[k-1][len(fields[k-1])-1:], ",.;:!?")) {
			usedTo = -1 // the clause of "used to" is over: "I used to live in Viseu, now it's Porto"
		}
		others := owned
		owned = possessor(strings.ToLower(strings.TrimRight(f, ",.;:!?")))
		switch {
		case speakerWord[lw]:
			subject, theirs = true, -1
		case (lw == "his" || lw == "her" || lw == "their") && !subject:
			theirs = k
		case unrealOwned[lw] && (prev[1] == "my" || prev[1] == "our" || prev[1] == "a"):
			unreal = k // "my imaginary boyfriend Theo"
		case pastOwned[lw] && (prev[1] == "my" || prev[1] == "our" || prev[1] == "the" && oldThing[nextWord(fields, k)]):
			old = k // "my old flat in X", "the old flat in X"
			oldBack = backTo[prev[0]]
		case lw == "to" && prev[1] == "used" && (prev[0] == "i" || prev[0] == "we" ||
			(prev[0] == "was" || prev[0] == "were") && k >= 3 && speakerWord[strings.ToLower(valueWord(fields[k-3]))]):
			// "I used to live in Viseu": a home gone ("I'm used to" is not
			// this); "I was used to live in Leicester", as non-native
			// English says it, too
			usedTo = k
		}
		// a name in a place someone else's "his", "her" or "their" owns,
		// in a sentence the speaker is no subject of: "text my brother
		// good luck for his first day at Saltire Energy"
		theirPlace := theirs >= 0 && k-theirs <= 5 && placePrep[prev[1]]
		if k > 0 && (lw == "who" || lw == "whose" || lw == "whom") {
			break // a relative clause tells of someone else ("a candidate who used to be at Initech")
		}
		upper := w != "" && unicode.IsUpper([]rune(w)[0]) && !shouted(w)
		if upper && lw == "new" && k+1 < len(fields) && strings.HasPrefix(strings.ToLower(valueWord(fields[k+1])), "year") {
			upper = false // "New Year's Eve" is a date, not New York
		}
		if upper && lw == "eve" && holiday(prev[1]) {
			upper = false // "Christmas Eve", "New Year's Eve"
		}
		// a name, or a known one typed in lower case
		named := upper || lower && values.known(lw)
		chance := prev[1] == "into" && encounter[prev[0]] || // "ran into Nadia at the supermarket" is no partner
			prev[1] == "by" && passiveAgent(prev[0]) || // "a meetup hosted by Initech": the agent of someone's event
			skipping && upper || // the rest of that name ("Brightwave Labs")
			upper && greeting[prev[1]] || // the one addressed: "Dear Assistant", "hi Tom"
			upper && theirPlace ||
			upper && prev[1] == "and" && (kinName[prev[0]] || personWord[prev[0]]) || // "a card for mum and Marisela": mum's partner
			upper && values.partnerAsked() && personWord[prev[1]] && !partnerWords[prev[1]] && (prev[0] == "my" || prev[0] == "our" || possessor(prev[0]) || personWord[prev[0]] || prev[0] == "new" || prev[0] == "old" || prev[0] == "best") || // "book a room for my friend Osbert": a friend, no partner
			upper && !skipping && wrongKind(fields[k:], prev[0], prev[1], values) || // "twelve-hour days at Stonechat Media" names no home (valuekind.go)
			upper && prev[1] == "its" || // "the car failed its MOT": the thing's
			named && prev[1] == "with" && (appointment[prev[0]] || businessDeal(fields, k)) || // "meeting with Ayodele at 2", "a call with Marrowby Insurance", "the contract with Orrell Logistics got renewed": someone met or dealt with for work
			named && prev[1] == "old" && prev[0] == "the" || // "remove the old Wildmoor Analytics email": a thing of a time gone
			named && values.partnerAsked() && !partnerBefore[prev[1]] && contactFrom(fields, k) || // "Ciaran from the agency", "Ayodele from procurement": a contact, not a partner
			upper && prev[1] == "from" && sentFrom[prev[0]] || // "text from Gordie": who sent it
			upper && (prev[1] == "ex" || strings.HasPrefix(prev[1], "ex-")) || // "saw my ex Radek in town": no partner now
			// "the view from my old flat in Rockhampton", "my old Brackenridge
			// lanyard": a home or a job gone ("my old lot at Hazelmere" is
			// read, as a change's turn often names the old value beside the new)
			(upper || values.lower && values.known(lw)) && old >= 0 && (k == old+1 || k-old <= 4 && (placeBefore[prev[1]] || prev[1] == "with" || prev[1] == "from")) ||
			// "my old high-fat meal planner app", "my old body clock diet
			// recipes": a diet gone too, unless returned to ("back on my
			// old keto plan")
			isValue && old >= 0 && k-old <= 3 && !oldBack ||
			// "I used to live in Viseu", "we used to eat Paleo", "I used
			// to be vegan", "I used to go out with Lucienne": the value of
			// a time gone, to the end of the clause ("I used to live in
			// X, now it's Y" reads Y)
			(upper || isValue || lower && values.known(lw)) && usedTo >= 0 ||
			// "my imaginary boyfriend Theo": wished for, not held
			(upper || isValue || lower && values.known(lw)) && unreal >= 0 && k-unreal <= 4
		// a name opening a form field's value is one name: "Current
		// employer: Quernmore Foods" reads no "Foods" for a home (a
		// speaker's "Aldous: " or a lone "Update: " opening the text is
		// no field)
		afterColon := upper && initial && (k > 1 && strings.HasSuffix(fields[k-1], ":") || k == 0 && values.colonStart) && !values.names[lw] && !isValue &&
			!english.IsStopWord(lw) && !openerWord[lw]
		skipping = (chance || afterColon) && upper || skipping && f == "&" // "at Fairbairn & Lowe": one name
		// the two words before: an unknown capitalized word after "a" or
		// "an" names a kind of thing ("an ISA", "a Kindle"), not a place,
		// an employer or a person
		before, last := prev[0], prev[1]
		prev[0], prev[1] = prev[1], lw
		// what a turn talks about is no value of the speaker's ("reading
		// about the keto diet", "a podcast about Lisbon")
		about := last == "about" || before == "about" && placeDet[last]
		if w != "" && !chance && !inQuote && !about && (isValue && !others && commonValueHere(lw, before, last) && !((last == "is" || last == "are") && dinerWord[before]) && !forOther(fields[k+1:]) && !(schoolPlace[lw] && schoolErrand[nextWord(fields, k)]) && !(nutrientWord(lw) && describesThing(fields[k+1:])) && !(values.diet && dietEvent(fields[k+1:])) ||
			(upper && values.names[lw] && !othersPartnerAfter(fields[k+1:])) ||
			(lower && !upper && values.known(lw) && len(lw) > 2 && !notName(lw) && (knownAfter[last] || lowerCue(fields[k:], before, last, values.topics) || len(out) > 0 && (out[len(out)-1] == last || k > 0 && fields[k-1] == "&" && out[len(out)-1] == before)) &&
				(!values.kinded && !wrongKind(fields[k:], before, last, values) || values.kinded && rightKind(fields[k:], before, last, values))) ||
			(upper && initial && !notName(lw) && values.work && hiresSpeaker(fields, k)) ||
			(!initial && upper && !notName(lw) && !(values.residenceOnly() && brandCase(w)) && !(values.partnerOther && progressiveNext(fields[k+1:])) && (last != "a" && last != "an" || values.residenceOnly() && localNext(fields, k)) && !forOther(fields[k+1:]) && !(values.dietOnly() && subjectNext(fields[k+1:])) && !othersPartnerAfter(fields[k+1:]) &&
				(!values.kinded || rightKind(fields[k:], before, last, values)))) {
			out = append(out, lw)
			if first {
				return out
			}
		}
		initial = strings.ContainsAny(f[len(f)-1:], ".!?:")
		if initial {
			subject, theirs, old, usedTo, unreal = false, -1, -1, -1, -1
		}
		if f[len(f)-1] == ']' {
			initial = true // after a transcript's "[pause]" or "[laughs]" a sentence starts again
		}
	}
	return out
}

// labelFields returns how many of fields open the text as a transcript's
// speaker label of two or three words ("Mhairi Buchanan:", "Speaker 1:",
// "W. K.:"), or 0: capitalized words, initials or a number, the last one
// ending in the colon (a clause may hold the label alone). A one-word
// label is the sentence's first word already.
func labelFields(fields []string) int {
	n := slices.IndexFunc(fields, func(f string) bool { return strings.HasSuffix(f, ":") }) + 1
	if n < 2 || n > 3 || strings.HasSuffix(fields[n-1], "::") {
		return 0
	}
	for _, f := range fields[:n] {
		f = strings.TrimSuffix(f, ":")
		r, _ := utf8.DecodeRuneInString(f)
		if f == "" || !unicode.IsUpper(r) && !allDigits(f) || strings.ContainsAny(f, ",;!?\"()[]") {
			return 0
		}
	}
	return n
}

// dinerWord are the people a booking is made for besides the speaker,
// whose diet "one guest is kosher" tells.
var dinerWord = fieldSet(`guest guests traveller travellers traveler travelers passenger passengers attendee attendees diner diners client clients`)

// appointment are the words for a meeting that "with" a name follows:
// "meeting with Ayodele from procurement at 2", "call with Marrowby
// Insurance at 3" name someone met for work, not a partner or an
// employer ("I'm with Obinna now" is a statement).
var appointment = fieldSet(`meeting meetings call calls catch-up catchup sync 1:1 1-1 one-to-one interview interviews demo workshop session appointment huddle standup webinar presentation`)

// businessDeal reports whether the "with" before fields[k] closes "the
// contract with", "a deal with", "our partnership with": a company dealt
// with, not the speaker's employer ("my contract with X" may be a job).
func businessDeal(fields []string, k int) bool {
	if k < 3 {
		return false
	}
	switch strings.ToLower(valueWord(fields[k-2])) {
	case "contract", "contracts", "deal", "deals", "partnership", "account", "agreement", "tender", "pitch":
	default:
		return false
	}
	switch strings.ToLower(valueWord(fields[k-3])) {
	case "the", "a", "an", "our", "this", "that", "their", "new":
	default:
		return false
	}
	// "Signed the contract with Thornbury Logistics this morning": the
	// speaker's new job
	return k < 4 || !signing[strings.ToLower(valueWord(fields[k-4]))]
}

// signing are the verbs by which a speaker takes a job by its contract.
var signing = fieldSet(`signed sign signing accepted accept accepting got landed took take inked`)

// partnerBefore are the words before a name that make it a partner
// whatever follows: "I'm with Ravi from uni now", "seeing Tom from work".
var partnerBefore = fieldSet(`with seeing dating date dated to and & marry married marrying engaged partner boyfriend girlfriend husband wife fiance fiancee bf gf`)

// contactFrom reports whether the name at fields[k] is followed by "from"
// and what someone comes from ("Ciaran from the agency", "Ayodele from
// procurement", "Tom from work"): how a contact is named, not a partner.
// A name ending its clause, or "from" followed by a capitalized name
// ("Kirsty from Leeds" may be anyone), does not count.
func contactFrom(fields []string, k int) bool {
	if nextWord(fields, k) != "from" || k+2 >= len(fields) {
		return false
	}
	w := valueWord(fields[k+2])
	return w != "" && !unicode.IsUpper([]rune(w)[0])
}

// schoolPlace and schoolErrand: a school's or a college's things that are
// a family's errands, no workplace ("icy in the morning, for the school
// run").
var (
	schoolPlace  = fieldSet(`school college nursery uni`)
	schoolErrand = fieldSet(`run gates holidays holiday trip fees play project uniform pickup bus disco report shoes bag term`)
)

// backTo are the words before "my old" that return to it: "went back to
// my old celery-free routine", "back on my old plan".
var backTo = map[string]bool{"to": true, "on": true, "into": true, "back": true}

// lowerTypedRE is text typed or transcribed in lower case, "i" and all
// ("i'm back on cabbage soup", "today's my first day at ashwell &
// dunne"): there a known name (valueSet.names) counts in lower case too,
// after a word that puts a value after it (knownAfter) or right after
// another value word ("cabbage soup").
var lowerTypedRE = prefilter.MustCompile(`(?:^|[\s,.(])i(?:['\x{2019}](?:m|ve|d|ll))?\s`)

// LowerTyped reports whether text is typed or transcribed in lower case:
// "i" and all (lowerTypedRE), or no capital letter anywhere ("bin day at
// our place in keswick every thursday", as a speech recogniser writes it).
// Text typed all in capitals ("BRO SWITCHED TO ANCESTRAL LIKE 3 WEEKS
// AGO") tells names no better, so it counts too: its words are shouted,
// and a name there is read as in lower case.
func LowerTyped(text string) bool {
	if lowerTypedRE.MatchString(text) {
		return true
	}
	// a segment label or a chat export's header ("[12/02/2025, 16:23]
	// Olesya Petrova:") spells the sender as the app does, not as typed
	text = blankLabels(text)
	text = text[len(speakerPrefixRE.FindString(text)):] // a transcript's "Clovis: " is no part of what was said
	return !strings.ContainsFunc(text, unicode.IsUpper) && strings.ContainsFunc(text, unicode.IsLetter) || allCaps(text)
}

// allCaps reports whether text is typed all in capitals: eight letters or
// more, none in lower case ("OK" or "BBC" alone is no shouting).
func allCaps(text string) bool {
	letters := 0
	for _, r := range text {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 8
}

// SeenNames returns the words of texts spelled with a capital away from a
// sentence's start, lowercased and once each, in first-seen order: the
// names a conversation spells out somewhere (the assistant's "I'll use
// Keswick for weather", a question's "Is Marlow still her home?"), which
// a turn typed in lower case may name (valueSet.seen). Words of two
// letters or fewer, shouted words, calendar and common words (notName) and
// the topics' own words ("Flat Belly" spells no "flat" a lower-case "i'm
// doing flat belly" could name) are left out.
func SeenNames(texts ...string) []string {
	var out []string
	seen := make(map[string]bool)
	for _, t := range texts {
		fields := strings.Fields(t)
		for k, f := range fields {
			if lw := spelledOut(f); lw != "" && !seen[lw] && !english.IsStopWord(lw) {
				seen[lw] = true // "it's spelt r-o-t-h-b-u-r-y": a name, in any case
				out = append(out, lw)
				continue
			}
			w := valueWord(f)
			if k == 0 || w == "" || len(w) <= 2 || !unicode.IsUpper([]rune(w)[0]) || shouted(w) {
				continue
			}
			if p := fields[k-1]; strings.ContainsAny(p[len(p)-1:], ".!?:") {
				continue // a sentence's or a label's first word
			}
			lw := strings.ToLower(w)
			if lw = strings.TrimSuffix(strings.TrimSuffix(lw, "'s"), "\u2019s"); seen[lw] || notName(lw) || english.IsStopWord(lw) || isTopicWord(lw) {
				continue
			}
			seen[lw] = true
			out = append(out, lw)
		}
	}
	return out
}

// spelledOut returns the word a field spells out letter by letter
// ("B-R-I-D-G-N-O-R-T-H,", "r-o-t-h-b-u-r-y"), lower case, or "": three
// letters or more, each one alone between hyphens, punctuation after.
func spelledOut(f string) string {
	f = strings.TrimRight(f, ",.;:!?)\"'")
	if len(f) < 5 || len(f)%2 == 0 {
		return ""
	}
	b := make([]byte, 0, len(f)/2+1)
	for i := 0; i < len(f); i++ {
		c := f[i]
		if i%2 == 1 {
			if c != '-' {
				return ""
			}
			continue
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c < 'a' || c > 'z' {
			return ""
		}
		b = append(b, c)
	}
	return string(b)
}

// knownAfter are the words a lower-case known name counts after ("said":
// "no not cello i said kelso", a mishearing corrected).
var knownAfter = fieldSet(`on at in to into with for doing do from it's its it’s said half seeing dating joined join joining rejoined`)

// lowerCue reports whether the words around a known name typed in lower
// case (fields opens with it) put a value of one of topics there as
// knownAfter's do: a partner's word or cue ("my partner lucienne", "my
// partner is lucienne", "me and nilufar", "valentina and i": partnerCue)
// for a partner; "is" after a job's word ("my employer is sterling
// hotels") or "by" after working, as non-native English says "at" ("i am
// working by sterling hotels"), or after "employed" ("i'm employed by
// shingle street press"), for an employer.
func lowerCue(fields []string, before, last string, topics []string) bool {
	if slices.Contains(topics, "relationship") && partnerCue(fields, before, last) {
		return true
	}
	if slices.Contains(topics, "residence") && (last == "a" || last == "an") && localNext(fields, 0) {
		return true // "i'm a portland local now"
	}
	if slices.Contains(topics, "residence") && (last == "is" && (before == "home" || before == "address") ||
		last == "the" && beSelf[before] && nextWord(fields, 0) == "lot" || streetWord[last]) {
		return true // "home is dunblane", "i'm the brora lot now", "14 mill wynd brora"
	}
	return slices.Contains(topics, "work") && (last == "is" && workIs[before] || (last == "employer" || last == "employers") && (before == "my" || before == "our") ||
		last == "by" && (workingWords[before] || before == "employed") || hiresSpeaker(fields, 0))
}

// localNext reports whether the name that opens fields[k:] (one word)
// is followed by "local", "native", "resident" or "person" ("so i'm a
// jedburgh person now"): "I'm a Berlin local,
// born and raised" names a home, though an unknown name after "a" names a
// kind of thing ("a Kindle").
func localNext(fields []string, k int) bool {
	switch nextWord(fields, k) {
	case "local", "native", "resident", "lifer", "person":
		return true
	}
	return false
}

// beSelf are the words that make the speaker what follows ("i'm the
// brora lot", "back to being the jedburgh lot").
var beSelf = fieldSet(`i'm im i’m we're we’re am are being`)

// streetWord are the words a street's name ends in: a known name right
// after one is the town of an address ("14 mill wynd brora").
var streetWord = fieldSet(`street st road rd lane avenue ave close drive terrace crescent row mews square gardens wynd
	way court grove place`)

// pastOwned are the words that make what "my" or "our" owns a thing of
// the past ("my old flat in Rockhampton", "my former boss at X").
var pastOwned = fieldSet(`old former previous last`)

// unrealOwned are the words that make what "my", "our" or "a" names a
// wish, not a fact ("my imaginary boyfriend Theo"); not "future" or
// "dream" ("my future husband Tom proposed", "landed my dream job at X"
// are facts).
var unrealOwned = fieldSet(`imaginary fantasy pretend`)

// oldThing are the homes and jobs "the old" makes the speaker's past ones
// ("letters still come for the old flat in Bitola", "delete the old
// signature with Crestline from my email"), and the pay "the last" does
// ("the last salary from Lakeshore Dental is still not paid");
// "the old town in Lisbon" is a sight.
var oldThing = fieldSet(`flat house place apartment address home job office firm company digs salary payslip paycheck paycheque wages signature badge lanyard contract`)

// employerName reports whether the capitalized name that opens fields
// ends in a word employers' names end in ("Stonechat Media", "Tansy Lane
// Pharmacy", "Cheviot Mutual Insurance"): an employer, which names no
// home, partner or diet, so a question on another topic does not read it
// as the speaker's value.
func employerName(fields []string) bool {
	return tailedName(fields, employerTail)
}

// employerTail are the last words of employers' names: the work topic's
// company words, the plural professions of firms ("Amberley Surveyors",
// "Hale Solicitors"), "Mutual" and "Trust", and workplaces (not
// occupations: "Cook" and "Driver" are surnames too).
var employerTail = fieldSet(strings.Join(companyWords, " ") + ` hospital clinic lab laboratory school university
	college bakery cafe restaurant hotel warehouse factory agency startup bank library pharmacy associates
	solicitors surveyors architects accountants mutual trust foundry brewery distillery refinery foods joinery
	glassworks ironworks ferries vets surgery dental rail railways books bookshop co plc gmbh press mills haulage
	marine transport shipping printers builders removals couriers surveys`)

// progressiveNext reports whether the words after a capitalized word make
// it the subject of what a group does (groupDoing: "Initech is hiring",
// "our street WhatsApp is debating a petition"): news of a place, a firm or
// a group, not the speaker's home or job. A partner doing something ("Idris
// is cooking tonight") still tells who the partner is, so the
// relationship topic keeps it.
func progressiveNext(rest []string) bool {
	if len(rest) < 2 {
		return false
	}
	switch strings.ToLower(rest[0]) {
	case "is", "are", "was", "were", "'s":
		return groupDoing[valueWord(rest[1])]
	}
	return false
}

// groupDoing are the verbs of what a group, a chat or an advertiser is
// doing ("the street WhatsApp is debating", "Initech is hiring"); an
// employer paying for the speaker's trip still tells the speaker's job.
var groupDoing = fieldSet(`debating discussing arguing asking voting organising organizing talking chatting planning
	posting hiring recruiting advertising buzzing kicking blowing complaining moaning fundraising campaigning
	petitioning gossiping`)

// brandCase reports whether w has a capital inside it past its second
// letter ("WhatsApp", "PayPal"), as brands do and places do not ("McAllen",
// "MacGregor", "DeKalb", "LaGrange" have theirs earlier or after Mc/Mac).
func brandCase(w string) bool {
	r := []rune(w)
	for i := 3; i < len(r); i++ {
		if unicode.IsUpper(r[i]) && unicode.IsLower(r[i-1]) && !(i == 3 && string(r[:3]) == "Mac") {
			return true
		}
	}
	return false
}

// subjectNext reports whether the word after a capitalized word makes it
// a clause's subject ("and Hattie is quietly furious", "Priya says"):
// for a diet, whose capitalized values are names of diets ("Dukan",
// "Pritikin"), a subject is a person, no value; a place or an employer
// may be a subject ("Initech has me on the rota").
func subjectNext(rest []string) bool {
	if len(rest) == 0 {
		return false
	}
	switch strings.ToLower(rest[0]) {
	case "is", "was", "has", "had", "says", "said", "thinks", "thought", "wants", "wanted", "keeps", "seems", "looks",
		"called", "rang", "told", "asked", "reckons", "feels", "felt":
		return true
	}
	// a past tense: "I went vegan, Jem laughed"
	w := strings.ToLower(valueWord(rest[0]))
	return len(w) > 4 && strings.HasSuffix(w, "ed") && rest[0] == w
}

// othersPartnerAfterRE is a relative clause that makes a name someone
// else's partner: ", who she's been seeing", ", who he's with".
var othersPartnerAfterRE = prefilter.MustCompile(`^who\s+(?:she|he|they)(?:'s|'ve|\s+has|\s+have|\s+is|\s+was)?\s+(?:been\s+)?(?:seeing|dating|with|engaged\s+to|married\s+to|going\s+out\s+with)\b`)

// othersPartnerAfter reports whether the words after a name tell it is
// someone else's partner (othersPartnerAfterRE): "introduced the family to
// Mungo, who she's been seeing for a few months".
func othersPartnerAfter(rest []string) bool {
	return othersPartnerAfterRE.MatchString(strings.ToLower(strings.Join(rest[:min(len(rest), 8)], " ")))
}

// passiveAgent reports whether w, before "by NAME", makes NAME the agent
// of a passive ("hosted by", "sponsored by", "run by"): an event someone
// else put on, not the speaker's value; "hired by", "employed by" state
// the speaker's job.
func passiveAgent(w string) bool {
	switch w {
	case "run", "held", "led", "made", "built", "written", "given", "taught", "thrown":
		return true
	case "hired", "employed", "recruited", "headhunted", "poached", "contracted", "rehired", "issued", "paid":
		return false // "hired by Initech" is the speaker's job, and so is a payslip "issued by" it
	}
	return len(w) > 3 && strings.HasSuffix(w, "ed")
}

// backHomeRE is the speaker's return home to a named town, ahead of
// them (group 1, the name): "I'll be back home in Ennis on the
// fourteenth", "we're flying back home to Ennis on Sunday".
var backHomeRE = prefilter.MustCompile(`(?i)\b(?:I'll|I\x{2019}ll|I\s+will|we'll|we\x{2019}ll|we\s+will|I'm|I\x{2019}m|I\s+am|we're|we\x{2019}re|we\s+are)\s+(?:be\s+)?(?:(?:flying|heading|going|getting|driving)\s+)?back\s+home\s+(?:in|to)\s+((?-i:\p{Lu}[\w'-]*)(?:\s+(?-i:\p{Lu}[\w'-]*))?)`)

// workTripRE is the speaker's first or next trip for an employer (group
// 1, the name): "my first business trip for Fernholt Capital".
var workTripRE = prefilter.MustCompile(`(?i)\bmy\s+(?:first\s+|next\s+)?(?:business|work)\s+trips?\s+for\s+((?-i:\p{Lu}[\w'&-]*)(?:\s+(?-i:\p{Lu}[\w'&-]*)){0,3})`)

// presupposed returns the values a clause takes for granted of the
// speaker's own life with "my" and one of the topics' owned nouns (see
// ownedNouns): "my [new] flat in Trondheim", "my job at Initech", "my
// Dundee flat", "my keto diet", "my [new] partner Idris". "my old flat in
// Leeds" presupposes nothing of now, and neither does anyone else's
// ("my sister's flat in Leeds").
func presupposed(cs string, values valueSet) []string {
	if values.placeNouns == nil && values.personNouns == nil {
		return nil
	}
	fs := strings.Fields(cs)
	word := func(k int) string {
		if k < 0 || k >= len(fs) {
			return ""
		}
		return strings.ToLower(valueWord(fs[k]))
	}
	// name returns the capitalized words from k on (a name ends at
	// punctuation), lower case, possessive "'s" dropped.
	name := func(k int) []string {
		var out []string
		for ; k < len(fs); k++ {
			w := valueWord(fs[k])
			if w == "" || !unicode.IsUpper([]rune(w)[0]) || notName(strings.ToLower(w)) {
				break
			}
			lw := strings.ToLower(w)
			owner := strings.HasSuffix(lw, "'s") || strings.HasSuffix(lw, "’s")
			out = append(out, strings.TrimSuffix(strings.TrimSuffix(lw, "'s"), "’s"))
			if owner || strings.ContainsAny(fs[k][len(fs[k])-1:], ".,;:!?") {
				break
			}
		}
		return out
	}
	var out []string
	if slices.Contains(values.topics, "residence") {
		// "any dentists near me in Tulsa?", "the buses here in Tulsa":
		// where the speaker is, unless for a short stay ("booked two
		// nights here in Tulsa")
		if m := hereInRE.FindStringSubmatch(cs); m != nil && !notName(strings.ToLower(m[1])) && !shortStayRE.MatchString(cs) {
			out = append(out, strings.ToLower(m[1]))
		}
		// "I'll be back home in Ennis on the fourteenth": the trip is
		// ahead, the home it ends at is the speaker's now
		if m := backHomeRE.FindStringSubmatch(cs); m != nil && !notName(strings.ToLower(m[1])) {
			out = append(out, strings.ToLower(m[1]))
		}
	}
	if slices.Contains(values.topics, "work") {
		// "my first business trip for Fernholt Capital is next week": the
		// trip may be ahead, the employer it is for is the speaker's now
		if m := workTripRE.FindStringSubmatch(cs); m != nil {
			out = append(out, strings.Fields(strings.ToLower(m[1]))...)
		}
	}
	if values.personNouns["partner"] {
		// "Idris met my parents on Sunday": only a partner is brought to
		// meet them
		if m := metFamilyRE.FindStringSubmatch(cs); m != nil && !notName(strings.ToLower(m[1])) {
			out = append(out, strings.ToLower(m[1]))
		}
	}
	for k := range fs {
		if word(k) != "my" {
			continue
		}
		n := k + 1
		if ownedMods[word(n)] {
			n++
		}
		switch noun := word(n); {
		case values.placeNouns[noun] && (word(n+1) == "in" || word(n+1) == "at"):
			out = append(out, name(n+2)...) // "my flat in Trondheim"
		case values.personNouns[noun]:
			out = append(out, name(n+1)...) // "my partner Idris"
		case noun == "other" && word(n+1) == "half" && values.personNouns["partner"]:
			out = append(out, name(n+2)...) // "my other half Idris", "my other half, Idris,"
		case n == k+1:
			// "my Dundee flat", "my keto diet": a name or a value word,
			// then the noun
			if nm := name(n); len(nm) > 0 && values.placeNouns[word(n+len(nm))] {
				out = append(out, nm...)
			} else if values.value(noun, word(n+1)) && values.placeNouns[word(n+1)] {
				out = append(out, noun)
			}
		}
	}
	return out
}

// metFamilyRE is a named person meeting the speaker's parents, who is
// the speaker's partner.
var metFamilyRE = prefilter.MustCompile(`(?:^\s*|[.!?:]\s+|\band\s+)(\p{Lu}[\w'-]+)\s+(?:finally\s+|just\s+|properly\s+)?met\s+my\s+(?:parents|family|folks|mum|mom|dad|mother|father)\b`)

// withMeRE is a named person and the speaker as one subject: "Idris and
// I", "me and Idris", "me n Idris".
var withMeRE = prefilter.MustCompile(`(?:^\s*|[.!?:]\s+|\b(?:so|and|but|now)\s+)` + namedWithMe)

// namedWithMe is a name and the speaker joined as one subject, the name in
// group 1 ("Idris and I") or 2 ("me and Idris"): withMeRE at a clause's
// start, pairedRE anywhere.
const namedWithMe = `(\p{Lu}[\w'-]+)\s+(?:and|n|&)\s+(?:i|I|me)\b|\b(?:[Mm]e)\s+(?:and|n|&)\s+(\p{Lu}[\w'-]+)\b`

// withMe returns the partner a sentence names beside the speaker, in
// lower case, when the question is about the relationship: the person
// made one subject with the speaker in a sentence that uses one of the
// relationship's words ("Idris and I are official", "me n Idris split";
// "Idris and I went hiking" is no relationship), or set off by a comma
// before "my partner" ("Idris, my other half, snores"), or a name the
// speaker is with by a relative clause ("Idris, who I've been with for
// years, snores"); "" otherwise.
func withMe(sentence string, values valueSet) string {
	if !values.personNouns["partner"] {
		return ""
	}
	if m := partnerAppositiveRE.FindStringSubmatch(sentence); m != nil && !notName(strings.ToLower(m[1])) {
		return strings.ToLower(m[1]) // "Soren, my other half, loads the dishwasher"
	}
	if m := partnerRelativeRE.FindStringSubmatch(sentence); m != nil && !notName(strings.ToLower(m[1])) {
		return strings.ToLower(m[1]) // "Soren, who I've been with for four years, ..."
	}
	m := withMeRE.FindStringSubmatch(sentence)
	if m == nil {
		return ""
	}
	if n := strings.ToLower(m[1] + m[2]); !notName(n) && relationshipWord(sentence) {
		return n
	}
	return ""
}

// partnerAppositiveRE is a name set off by a comma before "my partner"
// (or another of the relationship's owned person nouns): the partner.
var partnerAppositiveRE = prefilter.MustCompile(`(\p{Lu}[\w'-]+),\s+my\s+(?:new\s+)?(?:other\s+half|` +
	strings.Join(ownedNouns["relationship"].person, "|") + `)\b`)

// partnerRelativeRE is a name the speaker is with, told in a relative
// clause: "Soren, who I've been with for four years", "Soren, who I'm
// seeing now".
var partnerRelativeRE = prefilter.MustCompile(`(\p{Lu}[\w'-]+),?\s+(?i:who|whom)\s+(?i:i'm|i\s+am|i've\s+been|i\s+have\s+been|i'd\s+been|i)\s+(?:(?i:properly|officially|now|still)\s+)?(?i:with|seeing|dating|engaged\s+to|married\s+to|going\s+out\s+with|living\s+with)\b`)

// relationshipWord reports whether text uses a word of the relationship
// topic (its words and stated words).
func relationshipWord(text string) bool {
	for _, f := range strings.Fields(strings.ToLower(text)) {
		if topicWordSet["relationship"][valueWord(f)] {
			return true
		}
	}
	return false
}

// ownedMods may stand between "my" and an owned noun without making it
// another time's or another person's: not "old", "former", "parents'".
var ownedMods = map[string]bool{"new": true, "own": true, "current": true, "little": true, "tiny": true, "rented": true, "shared": true}

// opensQuote and closesQuote report whether a field opens or closes a
// quotation ('practically engaged', "lasted a fortnight"); an apostrophe
// inside or at the end of a word ("Caius's", "the kids' school") does
// neither, and a field that opens with an elision ('til, 'em, '90s) does
// not open one.
func opensQuote(f string) bool {
	r, _ := utf8.DecodeRuneInString(f)
	switch r {
	case '"', '\u201c', '\u2018':
		return true
	case '\'':
		lf := strings.ToLower(f)
		for _, e := range []string{"'til", "'em", "'cause", "'cos", "'n", "'bout", "'round"} {
			if strings.HasPrefix(lf, e) {
				return false
			}
		}
		return len(f) > 1 && !unicode.IsDigit(rune(f[1]))
	}
	return false
}

func closesQuote(f string) bool {
	f = strings.TrimRight(f, ".,;:!?)")
	if f == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(f)
	switch r {
	case '"', '\u201d', '\u2019':
		return true
	case '\'':
		return len(f) > 1 && !strings.HasSuffix(f, "s'") // "the kids' school" is a possessive
	}
	return false
}

// nutrientWord reports whether a diet word names a nutrient (low-X,
// high-X, X-free). Such a word before a dish or a thing to buy
// (describesThing) describes it ("a list of high-protein snacks",
// "gluten-free bread for the party"), not the speaker's diet; a diet one
// is ("need vegan snacks for the train") still tells the speaker's.
func nutrientWord(lw string) bool {
	return strings.HasPrefix(lw, "low-") || strings.HasPrefix(lw, "high-") || strings.HasSuffix(lw, "-free") ||
		strings.HasSuffix(lw, "-light") || strings.HasSuffix(lw, "-lite")
}

// describesThing reports whether rest opens with a dish or a thing to buy
// (foodThings).
func describesThing(rest []string) bool {
	return len(rest) > 0 && foodThings[strings.ToLower(valueWord(rest[0]))] && !ownedAfter(rest)
}

// ownedAfter reports whether the words after a diet word's dish claim the
// diet for the speaker: "i bring the garlic-free option since that's me
// now", "my own chilli-free dish, that's me sorted", "that's how i eat".
func ownedAfter(rest []string) bool {
	for i := 1; i+1 < len(rest) && i < 8; i++ {
		w := strings.ToLower(strings.Trim(rest[i], ",.;:!?"))
		if w != "that's" && w != "that’s" && w != "thats" {
			continue
		}
		switch strings.ToLower(strings.Trim(rest[i+1], ",.;:!?")) {
		case "me", "how":
			return true
		}
	}
	return false
}

// dietEvent reports whether rest opens with what a diet word names other
// than the speaker's diet (dietEvents, after a "cooking" or "baking"):
// "a part-time vegan chef who wins a cook-off", "a vegan cooking class at
// the community centre", "the café does ovo-pescatarian brunches".
func dietEvent(rest []string) bool {
	if len(rest) == 0 {
		return false
	}
	w := strings.ToLower(valueWord(rest[0]))
	if (w == "cooking" || w == "baking" || w == "food") && len(rest) > 1 {
		w = strings.ToLower(valueWord(rest[1]))
	}
	return dietEvents[w] && !ownedAfter(rest)
}

// dietEvents are the people, events and offers a diet word describes.
var dietEvents = fieldSet(`class classes course courses workshop workshops chef chefs cook cooks blogger bloggers
	influencer influencers brunch brunches festival festivals market markets event events documentary
	documentaries podcast podcasts cafe café cafés cafes night nights club clubs potluck potlucks stall stalls
	demo demos`)

// foodThings are the dishes and things to buy a diet word describes.
var foodThings = fieldSet(`snack snacks bar bars bread cake cakes cookie cookies biscuit biscuits recipe recipes
	dish dishes option options restaurant restaurants cafe cafes bakery dessert desserts treat treats brownie
	brownies muffin muffins pizza burger burgers sandwich sandwiches cookbook cookbooks alternative alternatives
	version versions menu menus shake shakes powder platter platters buffet buffets`)

// forOther reports whether the words after a value give it to someone
// else: "something vegan for my friend", "a vegan lasagne for my sister"
// ("for" at most two words on, in the same clause).
func forOther(rest []string) bool {
	for i := 0; i < min(len(rest), 3); i++ {
		if strings.ToLower(rest[i]) == "for" {
			return forOtherRE.MatchString(strings.ToLower(strings.Join(rest[i:min(len(rest), i+5)], " ")))
		}
		if strings.ContainsAny(rest[i], ",.;:!?") {
			return false
		}
	}
	return false
}

var forOtherRE = prefilter.MustCompile(`^for\s+(?:my|our|his|her|their|a|the)\s+(?:[\w']+\s+){0,2}(?:` + personWords + `)\b`)

// commonValueHere reports whether the value word lw, after the words
// before and last (lower case), is used as a value: a workplace named in
// lower case is one where it follows a preposition of place ("a job at
// the bank", "a nurse at the hospital", "working for a startup"), not a
// verb ("ring the bank") or an article alone ("a school play"); an
// occupation follows an article or "as" ("I'm a nurse", "works as a
// barista", "a school teacher"). Every other value word is a value
// wherever it stands.
func commonValueHere(lw, before, last string) bool {
	switch {
	case workplaces[lw]:
		// "on hold with the bank" is a call, not a job: "with" takes a
		// workplace only right before it ("a contract with Initech")
		return placePrep[last] || placeDet[last] && placePrep[before] && before != "with"
	case dietFoods[lw]:
		// a food is a diet only as what the speaker eats ("I eat fish
		// now", "back to eating meat", "no more chicken"), not a dish or
		// what a heron ate ("watched a heron eat a whole fish")
		return eatWords[last] || eatWords[before] && foodQual[last] || before == "no" && last == "more"
	case occupations[lw]:
		return roleIntro[last] || roleIntro[before]
	case lw == "single":
		// the status after a verb of being ("I'm single", "single again",
		// "still single"), not a count ("every single one", "a single
		// room", "not a single text")
		return !singleCount[last]
	}
	return true
}

// dietFoods are the diet topic's foods; eatWords the verbs and foodQual
// the words between that make one a diet (commonValueHere).
var (
	dietFoods = fieldSet(`fish meat chicken dairy`)
	eatWords  = fieldSet(`eat eats eating ate`)
	foodQual  = fieldSet(`only just more less no some mostly again also still even`)
)

// singleCount are the words before "single" that make it a count, not a
// relationship status, or someone else's ("both single": two others).
var singleCount = fieldSet(`every a an the one not each any no this that which my your his her their our both`)

// workplaces and occupations are the work topic's lower-case values, by
// the words that introduce them as the speaker's (commonValueHere).
var (
	workplaces = fieldSet(`hospital clinic lab laboratory school university college bakery cafe restaurant bar
		hotel shop store warehouse factory studio agency startup bank library pharmacy`)
	occupations = fieldSet(`nurse teacher engineer developer programmer designer doctor lawyer accountant chef
		cook barista waiter waitress cashier driver electrician plumber carpenter mechanic architect analyst
		consultant researcher scientist technician tester librarian pharmacist paramedic firefighter lecturer
		professor tutor editor writer journalist photographer receptionist manager`)
	placePrep = fieldSet(`at for in with`)
	placeDet  = fieldSet(`the a an my our this that local same new old another`)
	roleIntro = fieldSet(`a an as`)
)

// fieldSet is the set of s's white-space separated words.
func fieldSet(s string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// greeting are the words that open an address ("Dear Assistant", "hi
// Tom", "thanks Ana"): the name after one is who is spoken to, not a
// value of the speaker's life.
var greeting = map[string]bool{"dear": true, "hi": true, "hello": true, "hey": true, "hiya": true, "thanks": true, "cheers": true}

// encounter are the verbs of "VERB into NAME", a chance meeting, which
// states nothing of the speaker's life.
var encounter = map[string]bool{"ran": true, "run": true, "running": true, "bumped": true, "bump": true, "bumping": true}

// demonyms are capitalized adjectives of nationality and language, which
// describe ("a tiny Italian place") rather than name a value.
var demonyms = fieldSet(`american british english irish scottish welsh canadian mexican brazilian
		argentinian chilean peruvian colombian cuban french german italian spanish portuguese dutch belgian swiss
		austrian swedish norwegian danish finnish icelandic polish czech hungarian greek turkish russian ukrainian
		romanian bulgarian serbian croatian arab arabic persian israeli egyptian moroccan ethiopian nigerian kenyan
		african asian european indian pakistani nepali thai vietnamese chinese japanese korean filipino indonesian
		malaysian australian latin hispanic caribbean mediterranean nordic scandinavian`)

// titles are capitalized abbreviations of a role, a common noun or chat
// that name no value ("a shout-out from the VP", "HR finally answered",
// "the family IT person", "ngl"), and the family words used as names
// ("Mum's fish pie", "Dad rang").
var titles = fieldSet(`vp svp evp ceo cto cfo coo cio cmo hr pm qa md ta phd mba tv pc ok omg lol ngl tbh
	btw fyi imo imho asap eta rsvp aka diy tldr idk irl afaik brb it gp cv id ai hq
	mum mom mam mummy mommy dad daddy nan nana nanna gran granny grandma grandpa grandad granddad papa mama`)

// shouted reports whether w is a common word typed in capitals for
// emphasis ("hoovering at 1am AGAIN", "I am SO done"): an English
// stopword, a word of emphasis or any word of six letters or more ("i
// have OPINIONS"), all in upper case. "IBM" or "NASA" are none of these,
// and stay names.
func shouted(w string) bool {
	letters := 0
	for _, r := range w { // no allocation for the usual "Leeds": it stops at the first lower-case letter
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if letters < 2 {
		return false
	}
	lw := strings.ToLower(w)
	return english.IsStopWord(lw) || emphasis[lw] || utf8.RuneCountInString(w) >= 6
}

// emphasis are the words besides stopwords that chat types in capitals.
var emphasis = fieldSet(`never always really literally seriously finally still every everything nothing love
	hate help sorry please pls yes yay ugh omg done today tonight tomorrow now ever even actually totally sooo
	soo huge best worst`)

// holidays are the words of the year's feasts and festivals, which date
// a turn ("the jigsaw my aunt gave me three Christmases ago", "over
// Easter", "New Year's Day") rather than name a place, an employer or a
// person.
var holidays = fieldSet(`christmas xmas christmastime easter thanksgiving halloween hanukkah chanukah diwali
	deepavali ramadan eid passover pesach hogmanay lent advent pentecost whitsun whitsunday midsummer kwanzaa
	purim vesak navratri holi valentine valentines yom kippur rosh hashanah solstice equinox lunar year day`)

// holiday reports whether lw, or its plural's singular, is a holiday
// word ("two Thanksgivings", "Christmases").
func holiday(lw string) bool {
	return holidays[lw] || holidays[strings.TrimSuffix(lw, "s")] || strings.HasSuffix(lw, "es") && holidays[lw[:len(lw)-2]]
}

// weekdayShort are the weekdays' abbreviations.
var weekdayShort = fieldSet(`mon tue tues wed weds thu thur thurs fri sat sun`)

// notName is a capitalized word that names no value: the first person, the
// calendar and its holidays, nationalities and languages (demonyms), and
// titles.
func notName(lw string) bool {
	if demonyms[lw] || titles[lw] || holiday(lw) {
		return true
	}
	if _, ok := months[lw]; ok {
		return true
	}
	if _, ok := weekdays[lw]; ok {
		return true
	}
	if _, ok := weekdays[strings.TrimSuffix(lw, "s")]; ok { // "on Sundays"
		return true
	}
	if weekdayShort[lw] || discourseWords[lw] || functionWords[lw] { // "dentist Tues"; "[stops reading] Anyway."; "So, We walked"
		return true
	}
	// a letter alone ("column D") or a letter with digits ("F1", "A2")
	// is a cell, a grade or a key, no name
	return lw == "i" || strings.HasPrefix(lw, "i'") || len(strings.TrimFunc(lw, unicode.IsDigit)) <= 1
}

// discourseWords are the words a speaker moves on with, capitalized at a
// sentence's start and alone in it ("Anyway."), never a name.
var discourseWords = fieldSet(`anyway anyways anyhow however meanwhile nevertheless otherwise besides sorry goodness gosh golly heavens`)

// functionWords are pronouns and determiners a transcript capitalizes
// after a comma as if a sentence began ("So, We walked to school", "So,
// The summer of '69"), never a name (a name they open, "The Hague", is
// read from its next word).
var functionWords = fieldSet(`we the our my they he she it you this that these those an his her their its us them me`)

// lastWord is the last whitespace-separated word of s, "" when none.
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}
