package fuse

import (
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// ParseHints extracts the entities, the requested valid time, the temporal
// intent and whether the query asks "when", resolving relative phrases against now in
// UTC (see the package documentation for the phrases understood). lookup
// may be nil, in which case no entities are found. ParseHints never panics
// and is safe for concurrent use if lookup is.
func ParseHints(query string, now time.Time, lookup EntityLookup) Hints {
	h := Hints{Query: query}
	norm := normalize(query)
	if strings.Contains(query, "-based") {
		// "London-based" says where; "plant-based" and "pulse-based" are
		// diets (findTopics)
		for _, m := range placeBasedRE.FindAllString(query, -1) {
			norm = strings.ReplaceAll(norm, strings.ToLower(m), strings.ToLower(strings.TrimSuffix(m, "-based"))+" based")
		}
	}
	now = now.UTC()
	if tr, text, ok := findTime(norm, now); ok {
		h.Time, h.TimeText = &tr, text
	}
	h.Intent = intentOf(norm, h.Time, now)
	h.AsksWhen = asksWhenRE.MatchString(query)
	// a count or a total asks for no one value of a topic
	if !countRE.MatchString(norm) {
		h.Topics = unframedTopics(maskNames(query, norm))
		switch {
		case len(h.Topics) == 1 && h.Topics[0] == "residence" && whoRE.MatchString(norm):
			// "who's waiting at home for her these days?", "who would I
			// address the card to along with her?": a person is asked for,
			// and the partner is the person a home holds
			h.Topics = []string{"relationship"}
		case len(h.Topics) == 1 && (h.Topics[0] == "residence" || h.Topics[0] == "diet") && whoseRE.MatchString(norm) && !namedHeadRE.MatchString(norm):
			// "whose stuff did he box up before she moved in?", "whose staff
			// canteen was he eating lunch in?": an owner is asked for, a
			// person or an employer, never a place or a diet
			h.Topics = whoseTopic(norm)
		}
		if len(h.Topics) == 0 && stillInTown(query) {
			h.Topics = []string{"residence"} // "was Zsofia still in Turriff in February?"
		}
		if len(h.Topics) == 0 && stillWithNamesRE.MatchString(query) {
			// "was she still with Birkhill Seeds in April?": a name of
			// several words is an employer or a partner's full name
			h.Topics = []string{"work", "relationship"}
		}
		if len(h.Topics) == 0 && (h.Time != nil || h.Intent != IntentAny) {
			h.Topics = defaultTopic(norm)
		}
	}
	settleIntent(&h, norm, now)
	if lookup != nil {
		h.Entities = findEntities(norm, lookup)
	}
	return h
}

// questionLead is what may stand before a question word that opens a
// question: the start, or a leading clause ("in May, where was she?"),
// and a filler or a request ("so", "remind me").
const questionLead = `(^|[,:]\s*)((so|and|but|ok|okay|hey|then|remind me|tell me)\s+)?`

// whoRE and whereRE open a question about a person or a place.
var (
	whoRE   = prefilter.MustCompile(questionLead + `(who|whom|who's)\b`)
	whereRE = prefilter.MustCompile(questionLead + `(where|where's)\b`)
	// eventAskRE is a where/who question about a past action ("where
	// did", "who did"), which asks of an event rather than of a state;
	// "who does she share a sofa with these days?" asks of a state.
	eventAskRE = prefilter.MustCompile(questionLead + `(where|who|whom)\s+did\b`)
	// whoseRE asks whose something is or was; whoseDidRE asks of an act
	// ("whose car did she borrow?").
	whoseRE    = prefilter.MustCompile(`\bwhose\b`)
	whoseDidRE = prefilter.MustCompile(`\bwhose\s+[\w'-]+\s+did\b`)
)

// namedHeadRE is a question that names what it asks for after "which" or
// "what" ("whose sofa would you be on tonight, which town?"): a place or a
// diet is asked for after all.
var namedHeadRE = prefilter.MustCompile(`\b(which|what)\s+(town|city|place|country|area|suburb|neighbourhood|neighborhood|street|address|diet|plan)\b`)

// whoseTopic is the topic of a question asking whose something is: "whose
// badge does she swipe in with?", "whose office was he going into?" an
// employer when the thing owned is work's; "whose hand was she holding?"
// a partner.
func whoseTopic(norm string) []string {
	for _, w := range entityWords(norm) {
		if slices.Contains(companyWords, w) {
			continue // "a group RSVP": the last word of a firm's name only in one ("Acme Group")
		}
		if topicWordSet["work"][w] || slices.Contains(ownedNouns["work"].place, w) {
			return []string{"work"}
		}
	}
	return []string{"relationship"}
}

// stillInRE asks whether someone is still somewhere: "is Ursula still in
// Leeds?", "was she still in Turriff in May?" (group 1: the word after
// "in").
var stillInRE = prefilter.MustCompile(`(?i)\b(?:is|was|are|were)\s+[\w'-]+\s+still\s+(?:living\s+|based\s+)?in\s+([\w'-]+)`)

// stillWithNamesRE asks whether someone is still with a name of two or
// three capitalized words (stillWithRE takes one word: a partner).
var stillWithNamesRE = prefilter.MustCompile(`\b(?:[Ii]s|[Ww]as|[Aa]re|[Ww]ere)\s+[\w'-]+\s+still\s+with\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){1,2}\b`)

// stillInTown reports whether query asks whether someone is still in a
// named place (stillInRE, the word capitalized): where they live; "still
// in love", "still in touch" or "still in the band" name no place.
func stillInTown(query string) bool {
	m := stillInRE.FindStringSubmatch(query)
	if m == nil {
		return false
	}
	return unicode.IsUpper([]rune(m[1])[0]) && townWord(strings.ToLower(m[1]))
}

// countRE asks for a count or a total, over everything said: no topic's
// one value ("how many weeks before the offsite did I finish the
// course?", "what is the total number of meals I cooked?").
var countRE = prefilter.MustCompile(`\b(how many|how much|how often|total number|number of|in total)\b`)

// defaultTopic reads a question that names no topic but asks about a time
// or what holds now by what it asks for: "who" a person (the partner:
// "who was the one for her in May?"), "where" a place (the home: "where
// would his post have been delivered in March?").
func defaultTopic(norm string) []string {
	switch {
	case eventAskRE.MatchString(norm) && !leaveRE.MatchString(norm):
		// "where did Tomas hike last year?", "who did Priya have lunch
		// with on June 4?": what someone did, not where they lived or whom
		// they were with; "who did she break up with to end up with
		// Tom?" asks what was left (leaveRE)
		return nil
	case whoRE.MatchString(norm):
		return []string{"relationship"}
	case whoseRE.MatchString(norm) && (!whoseDidRE.MatchString(norm) || leaveRE.MatchString(norm)):
		// "whose car did she borrow?" asks of an act; "whose name did he
		// drop once Tom arrived?" asks what was left (leaveRE)
		return whoseTopic(norm)
	case whereRE.MatchString(norm):
		return []string{"residence"}
	}
	return nil
}

// settleIntent makes a present-tense question on a single-valued topic
// current (see below).
func settleIntent(h *Hints, norm string, now time.Time) {
	if h.Intent == IntentAny && singleValued(h.Topics) && (h.Time == nil || h.Time.To.IsZero() || h.Time.contains(now) || h.Time.presentWindow(now)) &&
		presentStateRE.MatchString(norm) && !pastAuxRE.MatchString(ifWereRE.ReplaceAllString(norm, "")) {
		// A where/who/what question in the present tense (or the present
		// conditional: "if I wanted to visit her, which city would I fly
		// to?") on a fact that holds one value at a time, with no time or
		// over a span that runs up to now or holds it ("where does she
		// live?", "who is he seeing lately?", "which company is he with
		// today?"), asks what holds now; "what did he recently try in
		// town?" asks about an event, "how often does she walk her dogs?"
		// about a habit; a count has no topic (countRE, ParseHints). The
		// "were" of a condition is no past ("if a letter for her were
		// posted today, which town should be on the envelope?").
		h.Intent = IntentCurrent
	}
	if h.Intent == IntentAny && singleValued(h.Topics) && h.Time == nil && pastChangeRE.MatchString(norm) {
		// a past-tense question on a fact that holds one value at a time,
		// dated by a change ("to say yes to Globex, which company did she
		// walk away from?", "once vegan came in, which diet went out?",
		// "which team was she saying goodbye to when the Globex job came
		// along?"), asks what held before it
		h.Intent = IntentHistorical
	}
}

// pastChangeRE is a change told in the past tense: an arrival ("came in",
// "came along", "took over") or a departure ("walked away", "went out",
// "gave up", "saying goodbye").
var pastChangeRE = prefilter.MustCompile(`\b(came\s+(in|along)|took\s+over|walked\s+away|went\s+out|gave\s+up|saying\s+goodbye|said\s+goodbye)\b`)

// normalize lowercases, folds typographic apostrophes and reads a
// hyphenated "pre-" or "post-" before a name as "before" or "after" it
// (anchorPrefixes), and spells out the chat shorthand of time and
// company (textingRE: "who's she with rn", "mid way thru May").
func normalize(q string) string {
	q = strings.ToLower(anchorPrefixes(q))
	q = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u02bc", "'").Replace(q)
	if textingRE.MatchString(q) {
		q = textingRE.ReplaceAllStringFunc(q, func(w string) string { return texting[w] })
	}
	return q
}

// frameRE is where a question says its answer is to be read: "per their
// mailbox", "going by the job-hunt conversations", "based on their posts",
// "in the recordings for the book". Its words name no topic ("mailbox" is
// a residence phrase, "job-hunt" a work word) unless nothing else in the
// question does (unframedTopics).
var frameRE = prefilter.MustCompile(`(?:^|[,;:]\s*|\s)(?:going\s+by|judging\s+by|based\s+on|according\s+to|per|from|in|reading\s+through|looking\s+at)\s+(?:the|their|his|her|its|these|those|my|our|[\w-]+'s)\s+(?:[\w'-]+\s+){0,4}?(?:conversations?|chats?|sessions?|logs?|transcripts?|entries|messages|emails?|e-mails?|notes|history|records?|recordings?|interviews?|threads?|dms|inbox|mailbox|journal|diary|posts?|channels?|calls?|texts?|files?|app)\b`)

// nameRunRE is a name of two or more capitalized words ("Oakridge
// Partners", "Thistlebrook Dairy"), not opening the question.
var nameRunRE = prefilter.MustCompile(`\s(\p{Lu}[\p{L}'&-]*(?:\s+\p{Lu}[\p{L}'&-]*)+)`)

// maskNames returns norm with the names of two or more capitalized words
// in query written over ("xname"): their words name no topic ("still
// employed by Oakridge Partners" asks no partner, "is Thistlebrook Dairy
// still her employer?" no diet). Only findTopics reads the result.
func maskNames(query, norm string) string {
	if !nameRunRE.MatchString(query) {
		return norm
	}
	for _, m := range nameRunRE.FindAllStringSubmatch(query, -1) {
		n := normalize(m[1])
		if !strings.Contains(n, " ") || dietNameEnd[n[strings.LastIndexByte(n, ' ')+1:]] {
			continue // "the Okinawa Diet" names its topic
		}
		norm = strings.ReplaceAll(norm, n, "xname xname") // two words, as a firm's name is
	}
	return norm
}

// unframedTopics is findTopics of norm without its frames (frameRE), or
// of norm when the rest names no topic: "according to the mailbox, who
// pays Wolfram's salary?" asks work alone; "what does the mailbox say?"
// keeps its word.
func unframedTopics(norm string) []string {
	if frameRE.MatchString(norm) {
		if t := findTopics(frameRE.ReplaceAllString(norm, " ")); len(t) > 0 {
			return t
		}
	}
	return findTopics(norm)
}

// placeBasedRE is a capitalized name before "-based": "London-based".
var placeBasedRE = prefilter.MustCompile(`\p{Lu}[\p{L}'-]*?-based\b`)

// texting is the chat shorthand normalize spells out: words of time
// ("rn", "atm" is read as it is), "w/" for with, and "at the mo".
var texting = map[string]string{"rn": "right now", "thru": "through", "b4": "before", "tmrw": "tomorrow",
	"tmr": "tomorrow", "2day": "today", "2moro": "tomorrow", "w/": "with", "at the mo": "at the moment",
	"yr": "year", "yrs": "years", "wk": "week", "wks": "weeks", "wknd": "weekend"}

var textingRE = prefilter.MustCompile(`\b(rn|thru|b4|tmrw|tmr|2day|2moro|yrs?|wks?|wknd)\b|\bw/|\bat the mo\b`)

// prefixAnchorRE is "pre-" or "post-" glued to a capitalized word: a
// named thing as a point in time ("pre-Rotterdam", "post-Initech"), not a
// compound ("pre-order", "post-op").
var prefixAnchorRE = prefilter.MustCompile(`\b([Pp]re|[Pp]ost)-(\p{Lu})`)

// valuePrefixRE is "pre-" or "post-" glued to a lower-case word, which
// anchorPrefixes rewrites when the word is a topic's common value
// ("pre-vegan", "post-high-fibre"; not "pre-order").
var valuePrefixRE = prefilter.MustCompile(`\b([Pp]re|[Pp]ost)-([a-z][a-z-]*[a-z])`)

// anchorPrefixes rewrites "pre-X" and "post-X" before a capitalized X, or
// before a topic's common value ("pre-keto", "pre-high-fibre"), as
// "before X" and "after X", so the time and anchor rules read them.
func anchorPrefixes(q string) string {
	if !strings.Contains(q, "re-") && !strings.Contains(q, "ost-") {
		return q
	}
	rewrite := func(m string) string {
		if strings.EqualFold(m[:4], "pre-") {
			return "before " + m[4:]
		}
		return "after " + m[5:]
	}
	q = prefixAnchorRE.ReplaceAllStringFunc(q, rewrite)
	return valuePrefixRE.ReplaceAllStringFunc(q, func(m string) string {
		if _, ok := valueTopic[m[strings.IndexByte(m, '-')+1:]]; !ok {
			return m
		}
		return rewrite(m)
	})
}

var (
	asksWhenRE = prefilter.MustCompile(`(?i)\b(when|what (year|month|day|date|time|week|weekend)|how long ago|which (year|month|day|week))\b`)
	ifWereRE   = prefilter.MustCompile(`\bif\s+[^,.?!]*?\bwere\b`)
	pastAuxRE  = prefilter.MustCompile(`\b(did|was|were|had|used to|would have|would've)\b`)
	// presentStateRE: a question in the present tense; its question word
	// may open a later sentence ("she's filling in a form. what city
	// should go there?"), and a verb in the present simple needs no
	// auxiliary ("who sits next to her?", "whose name goes on it?")
	presentStateRE = prefilter.MustCompile(`^(is|are|does|do)\b|(^|[,.!?;:]\s*)(where|who|whom|whose|what|which)\b.*\b(is|are|am|does|do|would|should|will|can)\b|(^|[,.!?;:]\s*)(where|who|what|which)'s\b|` +
		`(^|[,.!?;:]\s*)(who|what|(whose|which|what)\s+[a-z]+)\s+[a-z]*[a-rt-z]s\b`)
	currentRE = prefilter.MustCompile(`\b(currently|now|these days|nowadays|at the moment|at present|presently|as of today|anymore|any more|still|today's|current|at this point|at this stage|as it stands|as things stand|right now|at the minute|atm)\b|(\b(my|his|her|their|your|our|the)|'s)\s+present\s+(employer|job|address|home|city|partner|diet|company|workplace|role|position|girlfriend|boyfriend|wife|husband|spouse|place|flat|apartment|house)\b`)
	// leftForRE and untilRE ask what held before a named change ("which
	// city did she leave for Oslo?", "who was he working for until
	// Initech came along?", "what was home for her up to the move to
	// Paimpol?"), in the past ("what time does she leave for work?" asks
	// no such thing); "until now" is no such change.
	leftForRE  = prefilter.MustCompile(`(\b(left|ditched|dropped|dumped|gave\s+up|swapped|traded)|\bdid\b[^.?!]*\b(leave|quit|ditch|drop|dump|give\s+up|swap|trade))\b[^.?!]*\b(for|to)\b`)
	untilRE    = prefilter.MustCompile(`\b(until|till|up until|up to when)\b|\bup\s+(to|till)\s+(the|his|her|their)\s+(move|moving|switch|change|split|break-?up|divorce|wedding|new)\b`)
	untilNowRE = prefilter.MustCompile(`\b(until|till)\s+(now|today|recently|lately)\b`)
	// arrivalRE asks what held when someone or something new arrived
	// ("who had she just broken up with when Tom showed up?", "which
	// employer did he leave once Globex came through?", "where did the
	// van carry her boxes from when Leeds finally happened?", "which
	// company got the badge back when Hobnail Freight hired them?").
	arrivalRE = prefilter.MustCompile(`\b(when|once|by the time)\s+[\w'-]+(\s+[\w'-]+)?\s+(showed up|came along|came into|came through|arrived|appeared|turned up|entered|happened|went through|was settled|got settled|was official|became official|hired (him|her|them|me)|took (him|her|them|me) on|signed (him|her|them|me))\b`)
	// planTalkRE asks what held while a change was only talked of ("which
	// city was she still living in while the Leeds move was only talk?",
	// "who was his partner while Tom was still just a maybe?"): before
	// it, whatever "still" says.
	planTalkRE = prefilter.MustCompile(`\bwhile\b[^.?!]*\b(was|were)\s+(still\s+)?(only|just|merely|nothing\s+but)\s+(talk|an?\s+idea|a\s+maybe|a\s+plan|plans|a\s+thought|an\s+option|a\s+possibility|a\s+rumou?r|on\s+paper)\b`)
	// changeWhenRE with leaveRE asks what held before a change the
	// question names, what was left for it ("when Maya got taken on at
	// Globex, which company did she hand her notice in to?", "when he
	// switched to keto what did he drop?", "when Serkan began at Crestline,
	// which company did they quit?", "which diet was behind her once she
	// was carb-free?"); "how old was I when I moved to Leeds?" asks no
	// such thing, and "when did Maya join Globex?" asks a date (asksWhenRE).
	changeWhenRE = prefilter.MustCompile(`\b(when|once|by the time)\s+[\w'-]+\s+((finally|actually|eventually|officially)\s+)?(went|got taken on|got hired|was hired|got a job|joined|started at|began at|started working at|began working at|switched|got together|moved|relocated|took up|packed|packed up|got the keys|were|was|became)\b`)
	leaveRE      = prefilter.MustCompile(`\b(leave|left|leaving|drop|dropped|quit|notice|break up|broke up|split|part ways|parted ways|parting ways|give up|gave up|ditch|ditched|dump|dumped|stop|stopped|abandon|abandoned|from|behind)\b`)
	beforeThatRE = prefilter.MustCompile(`\b(before|prior\s+to)\s+(that|then|this|it)\b`)
	// endedUpRE asks where a history of changes has led ("who did she end
	// up with?", "which company did he end up at?"): the value that holds
	// now, unless a historical word bounds it ("where was home until they
	// ended up in Nagoya?" asks what held before).
	endedUpRE = prefilter.MustCompile(`\b(ended|end|ending|wound|wind)\s+up\b`)
	// notYetRE asks what held before a change that had not happened yet
	// ("back when she wasn't in Bari yet, where did she live?", "before
	// he'd started at Globex, who employed him?" reads historicalRE).
	notYetRE     = prefilter.MustCompile(`\b(wasn'?t|weren'?t|hadn'?t|didn'?t|had not|was not|were not|did not)\b[^.?!]*\byet\b`)
	historicalRE = prefilter.MustCompile(`\b(used to|previously|formerly|originally|back then|at first|before|prior to|earlier than|in the past)\b|\bdid\b[^.?!]*\buse to\b`)
	// previousRE asks where a change came from, the value before the one
	// the question names ("she landed in Geelong, where'd she come
	// from?", "he went to Globex, but from where?", "which city were they
	// leaving behind?", "her diet just ahead of the vegan switch"): the
	// anchor rule (fuse/state.go, episodeBeforeAnchor) answers it once
	// the intent is historical. "Where does she come from?" (present
	// tense: an origin) is left alone.
	previousRE = prefilter.MustCompile(`\b(did|had|'d|were|was)\b[^.?!]*\b(come|move|moving|relocate|relocating|transfer|switch|switching)\s+(over\s+|there\s+|here\s+)?from\b|\b(came|moved|relocated|transferred|switched)\s+(over\s+|to\s+[\w'-]+\s+)?from\b|\bfrom where\b|\bwhere\s+from\b|\b(leave|leaving|left)\s+behind\b|\bahead of\b`)
)

// intentOf: an explicit time range that ended by now is historical; else
// current words win over historical words.
func intentOf(norm string, tr *TimeRange, now time.Time) Intent {
	switch {
	case tr != nil && !tr.To.IsZero() && !tr.To.After(now):
		return IntentHistorical
	case beforeThatRE.MatchString(norm):
		// "she eats paleo now, but what was it before that?"
		return IntentHistorical
	case previousRE.MatchString(norm), leftForRE.MatchString(norm), planTalkRE.MatchString(norm):
		// "she's in Kaunas now, so which city did she move there from?",
		// "he's at Globex now, which company did he leave to go there?":
		// the "now" tells the change, the question asks what came before
		return IntentHistorical
	case currentRE.MatchString(norm):
		return IntentCurrent
	case historicalRE.MatchString(norm), notYetRE.MatchString(norm), previousRE.MatchString(norm), leftForRE.MatchString(norm), arrivalRE.MatchString(norm), changeWhenRE.MatchString(norm) && leaveRE.MatchString(norm),
		untilRE.MatchString(norm) && !untilNowRE.MatchString(norm):
		return IntentHistorical
	case endedUpRE.MatchString(norm):
		return IntentCurrent
	}
	return IntentAny
}

// findEntities looks up 1–3 word phrases, longest first; a word belongs to
// at most one match and each canonical name is reported once, in query
// order.
func findEntities(norm string, lookup EntityLookup) []string {
	words := entityWords(norm)
	used := make([]bool, len(words))
	found := make(map[int]string) // start word -> canonical
	seen := make(map[string]bool)
	for n := 3; n >= 1; n-- {
		for i := 0; i+n <= len(words); i++ {
			if anyUsed(used[i : i+n]) {
				continue
			}
			name, ok := lookup(strings.Join(words[i:i+n], " "))
			if !ok || name == "" || seen[name] {
				continue
			}
			seen[name] = true
			found[i] = name
			for k := i; k < i+n; k++ {
				used[k] = true
			}
		}
	}
	var out []string
	for i := range words {
		if name, ok := found[i]; ok {
			out = append(out, name)
		}
	}
	return out
}

// entityWords splits on white space, trims non-alphanumerics at both ends
// and strips a possessive "'s" (or a trailing "'").
func entityWords(norm string) []string {
	out, _ := possessedWords(norm)
	return out
}

// possessedWords is entityWords with, for each word, whether it was a
// possessive ("partner's", "parents'").
func possessedWords(norm string) (out []string, possessive []bool) {
	for _, f := range strings.Fields(norm) {
		w := strings.TrimRightFunc(f, func(r rune) bool { return r != '\'' && notAlnum(r) })
		poss := false
		if cut, ok := strings.CutSuffix(w, "'s"); ok {
			w, poss = cut, true
		} else if cut, ok := strings.CutSuffix(w, "'"); ok {
			w, poss = cut, true
		}
		if w = strings.TrimFunc(w, notAlnum); w != "" {
			out = append(out, w)
			possessive = append(possessive, poss)
		}
	}
	return out, possessive
}

func notAlnum(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

func anyUsed(u []bool) bool {
	for _, b := range u {
		if b {
			return true
		}
	}
	return false
}
