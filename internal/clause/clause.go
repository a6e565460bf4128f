package clause

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// Span is a byte range [Start, End) of a text.
type Span struct{ Start, End int }

// Sentences splits text at '.', '!', '?', ';' and newlines followed by
// space or the end; a sentence starts at its first non-blank byte. A
// period after a single capital letter ("Ursula K. Le Guin") or a common
// abbreviation does not end a sentence. question reports a sentence
// ending in '?'.
func Sentences(text string) (out []Span, question []bool) {
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= 0xE2 {
			// an emoji followed by a space ends a chat sentence of three
			// words or more as a stop does ("we've got a place in
			// callander now 🙌 more soon"); among fewer it stands for
			// words ("💼➡️ Petalpost 🎉 new job new me")
			if n := emojiRun(text[i:]); n > 0 {
				end := i + n
				if end < len(text) && (text[end] == ' ' || text[end] == '\t') && words(text[start:i]) >= 3 {
					if strings.TrimSpace(text[start:end]) != "" {
						out = append(out, Span{start, end})
						question = append(question, false)
					}
					for end < len(text) && (text[end] == ' ' || text[end] == '\t') {
						end++
					}
					start = end
				}
				i = end - 1
				continue
			}
		}
		if c != '.' && c != '!' && c != '?' && c != ';' && c != '\n' {
			continue
		}
		if i+1 < len(text) && text[i+1] != ' ' && text[i+1] != '\n' && text[i+1] != '\t' && c != '\n' {
			continue
		}
		if c == '.' && abbreviationBefore(text[start:i]) {
			continue
		}
		end := i + 1
		for end < len(text) && strings.IndexByte(".!?", text[end]) >= 0 {
			end++
		}
		if strings.TrimSpace(text[start:end]) != "" {
			out = append(out, Span{start, end})
			question = append(question, strings.ContainsRune(text[i:end], '?'))
		}
		// the next sentence starts at its first word, not at the space
		// after this one's stop: expressions that anchor at ^ find its
		// subject ("Good afternoon. My partner's gone vegan")
		for end < len(text) && (text[end] == ' ' || text[end] == '\t') {
			end++
		}
		start, i = end, end-1
	}
	if strings.TrimSpace(text[start:]) != "" {
		out = append(out, Span{start, len(text)})
		question = append(question, false)
	}
	return out, question
}

// emojiRun is the length in bytes of the emoji (pictographs, dingbats,
// with their modifiers, variation selectors and zero-width joiners) that
// open s; 0 when s opens with none.
func emojiRun(s string) int {
	n := 0
	for n < len(s) {
		r, size := utf8.DecodeRuneInString(s[n:])
		switch {
		case r >= 0x1F000 && r <= 0x1FAFF, r >= 0x2600 && r <= 0x27BF:
		case n > 0 && (r == 0xFE0F || r == 0x200D || r >= 0x1F3FB && r <= 0x1F3FF):
		default:
			return n
		}
		n += size
	}
	return n
}

// words counts the runs of letters in s.
func words(s string) int {
	n, in := 0, false
	for _, r := range s {
		l := unicode.IsLetter(r)
		if l && !in {
			n++
		}
		in = l
	}
	return n
}

var abbreviations = map[string]bool{"mr": true, "mrs": true, "ms": true, "dr": true, "st": true, "vs": true, "jr": true, "sr": true, "e.g": true, "i.e": true}

func abbreviationBefore(s string) bool {
	i := strings.LastIndexAny(s, " \t\n(")
	w := s[i+1:]
	if len(w) == 1 && w[0] >= 'A' && w[0] <= 'Z' {
		return true
	}
	return abbreviations[strings.ToLower(w)]
}

// clauseSepRE separates the clauses of a sentence: commas, colons, a
// spaced hyphen, en or em dash (a run-on list's items: "came third —
// Moira starts at Bowfell Hotels"), contrastive and causal conjunctions, and "and"/"before" when a new
// first-person clause follows, or a modal or auxiliary that starts a
// clause whose subject is left out, and a run-on sentence's clause ends
// ("I've lived in Lisbon since college and can't imagine leaving": the
// plan or wish is the second clause's, the first still asserts); group 1
// is where that clause starts; for a run-on end, group 2 is the closing
// word and group 3 the next clause's subject.
var clauseSepRE = prefilter.MustCompile(`(?i),\s+|:\s+|\s+(?:-+|\x{2013}|\x{2014})\s+|\s+(?:but|while|because|though|although|whereas|so)\s+|` +
	`\s+(?:and|before|after|then)\s+(?:now\s+|then\s+)?(I|it's|it\s+is|that's|they're|can't|cannot|can|could|couldn't|will|won't|would|wouldn't|might|should|` +
	`hope|want|wanna|plan|don't|doesn't|didn't)\b|` +
	// unpunctuated speech (dictated, run on): a word that closes a clause
	// and a subject pronoun that opens the next ("I'm not in Tampere
	// anymore it's Cagliari now we moved in May")
	`\s+(anymore|any more|now|again|either|lol|haha|though|tbh)\s+(it's|it\s+is|we|we're|we've|I|I'm|I've|they|they're|she|she's|he|he's)\s|` +
	// a new clause whose subject is the speaker's own thing ("I work at
	// Globex and our appraisals are next week", "I work at Globex and my
	// manager wants a summary": the second clause's "next" or "wants"
	// hedges only it; group 4); not after "me" ("me and my partner are")
	`\s+and\s+((?:my|our)\s+[a-z]+\s+(?:is|are|was|were|has|have|had|wants|wanted|needs|needed|says|said|thinks|thought|asks|asked|keeps|kept|reckons|told|tells)\b|` +
	// or a thing that should follow it ("I'm eating vinegar-free now and
	// the meal code should say so": the "should" hedges the code)
	`the\s+[a-z]+(?:\s+[a-z]+)?\s+(?:should|must|will|can|needs\s+to|has\s+to)\b)|` +
	// speech run on with no comma: a third person opens the next clause
	// ("remind me to send hettie a card shes just bought a house in
	// skipton"; group 5)
	`\s+((?:she|he|they)(?:'s|\x{2019}s|'re|\x{2019}re)|shes|hes|theyre)\s+(?:just|finally|already|now|got|gone|been|moved|bought|started|split|left|quit|off|over)\b|` +
	// what someone will confirm or check is the speaker's own clause
	// ("they'll ask you to confirm that I work at Ironmead Engineering":
	// the "'ll" hedges the asking, not the job; group 6)
	`\s+(?:confirm|confirms|confirming|verify|verifies|verifying|check|checks|checking)\s+(?:that\s+)?((?:I|we)\s)|` +
	// an offer to spell a value, run on after it ("the new address is in
	// Malton do you want me to spell it"): the question is a clause of its
	// own (group 7)
	`\s+((?:do\s+you\s+want\s+me\s+to|shall\s+I|should\s+I|want\s+me\s+to|I'll|I\s+will|let\s+me)\s+spell)\b`)

// nowPhrases are the words before "now" that make it part of a phrase
// ("right now", "for now"), not a run-on clause's end.
var nowPhrases = map[string]bool{"right": true, "just": true, "for": true, "by": true, "until": true, "till": true, "from": true, "up": true, "even": true}

// Clauses splits sentence s (at byte offset off of the text) into clauses.
func Clauses(s string, off int) []Span {
	var out []Span
	start := 0
	for _, m := range clauseSepRE.FindAllStringSubmatchIndex(s, -1) {
		end, next := m[0], m[1]
		if m[2] >= 0 {
			if len(strings.Fields(s[start:m[0]])) == 1 && strings.EqualFold(s[m[2]:m[3]], "I") {
				continue // "Osbert and I will make it official": one subject, no clause of its own
			}
			next = m[2]
		}
		if m[10] >= 0 {
			next = m[10] // the pronoun opens the next clause
		}
		if m[12] >= 0 {
			next = m[12] // "... confirm that | I work at X"
		}
		if m[14] >= 0 {
			next = m[14] // "... in Malton | do you want me to spell it"
		}
		if m[8] >= 0 {
			if w := strings.Fields(s[start:m[0]]); len(w) > 0 && strings.EqualFold(w[len(w)-1], "me") {
				continue // "me and my partner are moving": one subject
			}
			next = m[8]
		}
		if m[4] >= 0 { // a run-on clause's end: the closing word stays in it
			before := strings.Fields(s[start:m[4]])
			if len(before) < 2 || s[m[4]:m[5]] == "now" && nowPhrases[strings.ToLower(before[len(before)-1])] {
				continue
			}
			end, next = m[5], m[6]
		}
		if strings.TrimSpace(s[start:end]) != "" {
			out = append(out, Span{off + start, off + end})
		}
		start = next
	}
	end := len(s)
	for end > start && strings.IndexByte(".!?;\n ", s[end-1]) >= 0 {
		end--
	}
	if strings.TrimSpace(s[start:end]) != "" {
		out = append(out, Span{off + start, off + end})
	}
	return out
}

// Hedged reports whether a clause asserts nothing: it is conditional,
// planned, wished, hedged or reported ("if I moved to Denver", "I might
// move", "she said she quit"). It computes what the expressions in
// hedged_test.go say (a hedge word, "going to", "'ll", lower-case "may",
// after greetingRE's removal) by one scan over the clause's ASCII word
// runs, the boundaries \b sees: recall tests every turn of a deep search,
// and the expressions' backtracking was most of that time.
// TestHedgedMatchesExpressions checks the two agree.
func Hedged(clause string) bool {
	lc := strings.ToLower(clause)
	if strings.Contains(lc, "said") {
		clause = greetingRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "if") {
		clause = politeIfRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "'") || strings.Contains(lc, "\"") || strings.Contains(lc, "\u2018") || strings.Contains(lc, "\u201c") {
		clause = ownQuoteRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "believe") {
		clause = disbeliefRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "think") || strings.Contains(lc, "guess") || strings.Contains(lc, "reckon") || strings.Contains(lc, "suppose") || strings.Contains(lc, "believe") {
		clause = trailingThinkRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "plan") {
		clause = nounPlanRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "next") {
		clause = nextDayRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "applied") {
		clause = appliedGotRE.ReplaceAllString(clause, "went$1")
	}
	if strings.Contains(lc, " to ") {
		clause = gladToSayRE.ReplaceAllString(clause, "")
	}
	if strings.Contains(lc, "said") {
		clause = selfSaidRE.ReplaceAllString(clause, "$1")
		clause = correctionSaidRE.ReplaceAllString(clause, "$1")
	}
	if strings.Contains(lc, "say") || strings.Contains(lc, "read") {
		clause = recordSaysRE.ReplaceAllString(clause, "$1 is")
	}
	if strings.Contains(lc, "should") {
		clause = shouldNowRE.ReplaceAllString(clause, "is$1")
	}
	if strings.Contains(lc, "ll ") || strings.Contains(lc, "will") {
		clause = nowWillRE.ReplaceAllString(clause, "I$1$2")
		clause = insteadWillRE.ReplaceAllString(clause, "I'm$1")
	}
	return hedgedScan(clause)
}

// nowWillRE is "I'll" before a dish the same clause says is the
// speaker's now, which plans nothing: "i'll bring the garlic-free option
// since that's me now", "I'll make my own chilli-free dish, that's me
// sorted". "I'll" becomes "I" (group 1, the verb, and group 2 are kept).
var nowWillRE = prefilter.MustCompile(`(?i)\b(?:i'll|i\x{2019}ll|i\s+will)(\s+(?:bring|make|cook|order|have)\b)([^.!?;]*\b(?:that's|that\x{2019}s|thats)\s+(?:me|how\s+i\s+eat)\b)`)

// insteadWillRE is "I'll be bringing X instead", a guest who replaces
// another: read as "I'm bringing X instead" (group 1 is kept).
var insteadWillRE = prefilter.MustCompile(`(?i)\b(?:i'll|i\x{2019}ll|i\s+will)\s+be(\s+bringing\s+[\w'-]+\s+instead\b)`)

// nounPlanRE is "plan" as the name of a regime or a product, which plans
// nothing: "I'm on the Noom plan now", "my meal plan", "switched phone
// plans". "I plan to", "my plan is to" and "the plan" still hedge.
var nounPlanRE = prefilter.MustCompile(`(?i)\b(?:(?:diet|meal|eating|food|nutrition|menu|grocery|shopping|budget|phone|data|mobile|tariff|payment|repayment|pension|floor|care|treatment|training|workout|fitness|exercise|savings|insurance|health|dental|subscription)\s+plans?|(?:the|a|an|my|our|this|that|his|her|their|your)\s+(?-i:\p{Lu}[\w-]*(?:\s+\p{Lu}[\w-]*){0,2})\s+plans?)\b`)

// nextDayRE is "next" in a story told after the fact, which plans
// nothing: "started at Amberley Surveyors the very next day".
var nextDayRE = prefilter.MustCompile(`(?i)\bthe\s+(?:very\s+)?next\s+(?:day|morning|afternoon|evening|week|month)\b`)

// gladToSayRE is the speaker announcing their own news ("after a rough
// year I'm so happy to say I'm with Thomasina now", "pleased to announce
// I've joined X", "I forgot to say I've gone vegan", "meant to tell you
// we moved"): the announcement hedges nothing, so it is removed before
// the test.
var gladToSayRE = prefilter.MustCompile(`(?i)\b(?:(?:happy|glad|pleased|proud|thrilled|delighted|excited|relieved)\s+to\s+(?:say|announce|report|share)|(?:forgot|meant)\s+to\s+(?:say|mention|tell\s+you|let\s+you\s+know))\b`)

// selfSaidRE is the speakers repeating what they told before, which they
// still assert ("nope i said we moved to kelso last saturday", "no, I
// said I'm with Egon now"); group 1, the pronoun that opens what was
// said, is kept. "she said she quit" and "I said I'd go" still hedge.
var selfSaidRE = prefilter.MustCompile(`(?i)\b(?:i|we)\s+said\s+(?:that\s+)?((?:i|we|im|i'm|i\x{2019}m|ive|i've|i\x{2019}ve|we're|we\x{2019}re|weve|we've|we\x{2019}ve)\s)`)

// appliedGotRE is an application that got the job, which hedges nothing:
// "I just applied to Ashgrove Dental like a normal person and got the
// job" ("applied" becomes "went"; group 1 is kept).
var appliedGotRE = prefilter.MustCompile(`(?i)\bapplied(\b[^.!?;]{0,60}\b(?:and|&)\s+got\s+(?:the\s+job|the\s+offer|it|in)\b)`)

// correctionSaidRE is a correction of a mishearing, which asserts what
// it says was said: "no not cello i said kelso thats where i live", "not
// leak nova, I said Leek" (group 1, the denial before it, is kept).
var correctionSaidRE = prefilter.MustCompile(`(?i)\b((?:no|nope|not)\b[^.!?;]{0,40}?)\b(?:i|we)\s+said\b`)

// recordSaysRE is what one's own record or sign "says", which reports
// nobody's words: "my email signature says Windle Freight now", "my
// badge reads Initech" (group 1 is kept, "says" becomes "is").
var recordSaysRE = prefilter.MustCompile(`(?i)\b((?:my|our)\s+(?:new\s+|work\s+|email\s+|staff\s+|name\s+)?(?:signature|badge|lanyard|id\s+card|payslips?|contract|door\s+sign|nameplate|business\s+cards?))\s+(?:now\s+)?(?:says|say|reads|read)\b`)

// shouldNowRE is what a record "should" say from now on, told by the
// person it is about: "the grocery plan should be raisin-free from here
// on", "any lunch request should read vegan going forward" assert the
// speaker's value, as "is" would (group 1 is kept after "is").
var shouldNowRE = prefilter.MustCompile(`(?i)\bshould\s+(?:be|read|say)\b(\s+[^.!?;]{1,40}?\s+(?:from\s+now\s+on|from\s+here\s+on|going\s+forward|from\s+today|onwards)\b)`)

// blockWords and blockPairs are the hedge words and two-word phrases.
var (
	blockWords = func() map[string]bool {
		m := make(map[string]bool)
		for _, w := range strings.Fields(`if unless whether suppose supposing imagine wish might could would should
			maybe perhaps probably someday eventually hope hoping plan plans planning thinking considering tempted
			want wants wanted wanna gonna will trying try next soon tomorrow says said say thinks think believe
			believes told heard mentioned apparently claims pretend dream dreaming
			interview interviews interviewed interviewing applied applying shortlisted`) {
			m[w] = true
		}
		return m
	}()
	blockPairs = map[[2]string]bool{{"going", "to"}: true, {"about", "to"}: true, {"one", "day"}: true, {"in", "case"}: true}
)

// nearMiss reports whether "prev lw" tells of what did not happen:
// "nearly took a job at", "almost moved to" (a past tense after "nearly"
// or "almost"); "nearly five years" is a measure.
func nearMiss(prev, lw string) bool {
	if prev != "nearly" && prev != "almost" {
		return false
	}
	return len(lw) >= 3 && strings.HasSuffix(lw, "ed") || nearPast[lw]
}

// monthBefore are the words before a lower-case "may" that make it the
// month, not a hedge: "got back together with Tom in may", "since may".
var monthBefore = map[string]bool{"in": true, "since": true, "until": true, "till": true, "from": true, "of": true,
	"by": true, "early": true, "late": true, "mid": true, "last": true, "next": true, "this": true, "before": true,
	"after": true, "during": true}

var nearPast = map[string]bool{"took": true, "went": true, "got": true, "left": true, "quit": true, "became": true, "made": true}

// asciiWord is \b's word character.
func asciiWord(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// hedgedScan tests s's word runs against blockWords, blockPairs, nearMiss, "'ll",
// "'d" and lower-case "may".
func hedgedScan(s string) bool {
	var prev string // the previous run, lower case, when one space separates it from this one
	prevEnd := -2
	for i := 0; i < len(s); {
		if !asciiWord(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && asciiWord(s[j]) {
			j++
		}
		run := s[i:j]
		lw := strings.ToLower(run)
		if blockWords[lw] || run == "may" && !(prevEnd == i-1 && s[i-1] == ' ' && monthBefore[prev]) {
			return true
		}
		if prevEnd == i-1 && s[i-1] == ' ' && (blockPairs[[2]string{prev, lw}] || nearMiss(prev, lw)) {
			return true
		}
		// ['’](ll|d)\b: the run starts right after an apostrophe
		if (lw == "ll" || lw == "d") && (i >= 1 && s[i-1] == '\'' || i >= 3 && s[i-3:i] == "\u2019") {
			return true
		}
		prev, prevEnd = lw, j
		i = j
	}
	return false
}

// Conditional reports whether a clause supposes rather than reports ("if
// my flat in Leeds sells", "I'd love a job at Globex"): of the hedges, the
// ones under which not even what the clause takes for granted holds.
func Conditional(clause string) bool {
	if politeIfRE.MatchString(clause) {
		clause = politeIfRE.ReplaceAllString(clause, "")
	}
	if embeddedIfRE.MatchString(clause) {
		clause = embeddedIfRE.ReplaceAllString(clause, "")
	}
	return conditionalRE.MatchString(clause)
}

// embeddedIfRE is an "if" that opens an indirect question, where it means
// "whether" and supposes nothing: "my partner Idris wants to know if it's
// fancy dress", "I'm not sure if the shop is open".
var embeddedIfRE = prefilter.MustCompile(`(?i)\b(?:know|knows|ask|asks|asked|asking|wonder|wonders|wondered|wondering|check|checks|checking|find\s+out|not\s+sure|unsure)\s+if\b`)

// politeIfRE is an "if" that asks leave or offers, and supposes nothing:
// "I'm bringing Leander if that's ok", "the blue door on harbour street in
// largs if you need it", "we live in Largs if that helps".
var politeIfRE = prefilter.MustCompile(`(?i)\bif\s+(?:that's|that\s+is|thats|that\x{2019}s|it's|its|it\x{2019}s)\s+(?:ok|okay|alright|all\s+right|fine|cool|useful|helpful)\b|\bif\s+(?:that|it|this)\s+(?:helps|makes\s+sense|matters)\b|\bif\s+you\s+(?:need|needed|want|wanted)\s+(?:it|that|them|to\s+know)\b`)

// trailingThinkRE is "I think" or "I guess" said after a statement, which
// softens it and plans nothing: "i work at ochil glass been there ages i
// think", "I'm at Ochil Glass, I reckon"; "I think I'll move" still hedges.
var trailingThinkRE = prefilter.MustCompile(`(?i)[,\s]+(?:i|we)\s+(?:think|guess|reckon|believe|suppose)(?:\s+(?:so\s+)?(?:yeah|anyway|though|honestly))?\s*[.!?]*\s*$`)

// ownQuoteRE is the speaker quoting their own words: "and I said '...'",
// "I've answered: '...'"; what the quotation says is the speaker's, not a
// report of someone else's.
var ownQuoteRE = prefilter.MustCompile(`(?i)\b(?:i|we|i've|we've)\s+(?:said|replied|answered|wrote)\s*[:,]?\s*['"\x{2018}\x{201c}]`)

var conditionalRE = prefilter.MustCompile(`(?i)\b(if|unless|suppose|supposing|imagine|wish|would|could|might|dream|dreaming|pretend|in\s+case)\b|['\x{2019}]d\b`)

// disbeliefRE is "believe" that reports no belief: "can't believe
// Globex has me on the rota again" exclaims at what the clause states.
var disbeliefRE = prefilter.MustCompile(`(?i)\b(?:can['\x{2019}]?t|cannot|couldn['\x{2019}]?t)\s+believe\b`)

// greetingRE is "said" that reports no speech: "I said goodbye to my team
// at Globex", "I said my goodbyes to X" state, "she said she quit" reports.
var greetingRE = prefilter.MustCompile(`(?i)\bsaid\s+(goodbye|good-bye|farewell|hello|hi|thanks|thank you|yes|no|(?:my|our)\s+(?:goodbyes|farewells))\b`)
