package extract

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// subjects says who a rule's pattern may have as its subject.
type subjects uint8

const (
	subjI    subjects = 1 << iota // "I"
	subjWe                        // "we", "my wife and I", "Sam and I": the speaker among others
	subjName                      // a capitalized name: a third-person statement
	subjMy                        // "my ..." (first person, possessive)
	subjNone                      // the pattern holds no subject ("call me Sam"): first person
)

// ruleKind says how a match's op is decided.
type ruleKind uint8

const (
	// state: a state verb ("live in"); the clause decides the op: "no
	// longer", "anymore" or "used to" end the value, a negation drops the
	// match (or asserts negTo), anything else asserts.
	state ruleKind = iota
	// change: a change verb ("moved to", "joined"): asserts; negated or
	// ended, it is dropped.
	change
	// ends: an ending verb ("quit", "stopped being"): ends the value.
	ends
	// endOnly: a state pattern too broad to assert ("I'm a chef" could be
	// anything) that is taken only when the clause ends it ("I used to be
	// a chef").
	endOnly
)

// rule is one pattern of the PatternExtractor. Its regexp may have the
// groups s (the subject), name (a third-person subject), v (the value),
// fav (the kind of a favorite_ predicate) and from (a value a switch
// ends: "switched from tea to coffee").
type rule struct {
	// kw lists substrings (lowercase, comma-separated) of which the clause
	// must hold one before the regexp runs: a cheap filter, since most
	// clauses match few rules and Go's regexps have no DFA.
	kw    string
	keys  []string
	pred  string
	re    *regexp.Regexp
	kind  ruleKind
	negTo string // predicate a negated state match asserts instead ("don't like" -> dislikes)
	multi bool   // "sushi and ramen" is two values
	noVal bool   // the match may end the current value without naming it ("I quit my job")
	// infinitive: a value may be "to <verb>" ("I like to read").
	infinitive bool
	// standalone: the value word must end its phrase ("I'm vegan", "I'm
	// vegan since May"), not qualify a noun ("a vegan restaurant").
	standalone bool
	check      func(v string) bool
	format     func(v string) string
	conf       float64
}

// The closed vocabularies: a diet or a relationship status is one of a
// few words, and "I have a X" is a pet only when X is an animal.
var (
	dietWords = `vegetarian|vegan|pescatarian|pescetarian|keto|paleo|gluten-free|flexitarian|carnivore|lacto-vegetarian|plant-based`
	relWords  = `married|engaged|divorced|single|separated|widowed`
	animals   = toSet("dog", "dogs", "cat", "cats", "puppy", "puppies", "kitten", "kittens", "parrot", "parrots", "rabbit",
		"rabbits", "bunny", "hamster", "hamsters", "guinea pig", "goldfish", "fish", "turtle", "tortoise", "snake", "lizard",
		"gecko", "horse", "pony", "budgie", "ferret", "chinchilla", "greyhound", "retriever", "labrador", "poodle", "terrier",
		"beagle", "bulldog", "spaniel", "husky", "chihuahua", "dachshund", "corgi", "shepherd", "collie", "pug", "iguana",
		"hedgehog", "cockatiel", "canary", "mouse", "rat", "rats")
	// petKeys: a "have a X" pet rule can only match when an animal is named.
	petKeys = "dog,cat,pupp,kitten,parrot,rabbit,bunny,hamster,guinea pig,fish,turtle,tortoise,snake,lizard,gecko," +
		"horse,pony,budgie,ferret,chinchilla,greyhound,retriever,labrador,poodle,terrier,beagle,bulldog,spaniel,husky," +
		"chihuahua,dachshund,corgi,shepherd,collie,pug,iguana,hedgehog,cockatiel,canary,mouse,rat"
	dietRE = regexp.MustCompile(`(?i)^(?:` + dietWords + `)$`)
)

// nameStops are capitalized words that are not a person's name when they
// stand before a verb: pronouns, determiners, quantifiers, sentence
// adverbs, calendar words.
var nameStops = toSet("the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their", "its", "he",
	"she", "they", "it", "we", "you", "who", "what", "which", "there", "here", "everyone", "everybody", "someone",
	"somebody", "nobody", "anyone", "people", "honestly", "also", "oh", "yes", "no", "well", "so", "and", "but", "then",
	"now", "today", "yesterday", "last", "since", "after", "before", "in", "on", "at", "maybe", "please", "mom", "dad",
	"one", "all", "both", "each", "some", "many", "most", "just", "finally", "anyway", "actually", "still", "again",
	"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
	"april", "may", "june", "july", "august", "september", "october", "november", "december", "user", "assistant")

var noLongerRE = regexp.MustCompile(`(?i)\bno\s+longer\b`)

const (
	vGroup = `(?P<v>[^,;:!?()]+)`
	// aux are the words that may stand between a subject and its verb:
	// auxiliaries, negations (the clause decides what they do) and adverbs.
	aux = `(?:['’](?:m|ve|s|re|d)|n['’]t|\s+(?:am|is|are|was|were|have|has|had|do|does|did|just|really|also|still|now|` +
		`finally|recently|currently|actually|already|then|only|been|never|not|no\s+longer|used\s+to|once|happily|newly|` +
		`officially|originally|mostly|usually|always|totally|definitely|truly|absolutely|basically|literally|even|again))*`
)

func subjectRE(s subjects) string {
	var alts []string
	if s&subjWe != 0 {
		alts = append(alts, `[Ww]e`, `[Mm]y\s+[a-z]+\s+and\s+I`, `[A-Z][a-z]+\s+and\s+I`)
	}
	if s&(subjI|subjWe) != 0 {
		alts = append(alts, `[Ii]`)
	}
	if s&subjName != 0 {
		alts = append(alts, `(?P<name>[A-Z][a-z]+)`)
	}
	if s&subjMy != 0 {
		alts = append(alts, `[Mm]y`)
	}
	if len(alts) == 0 {
		return `(?P<s>)`
	}
	return `(?P<s>\b(?:` + strings.Join(alts, "|") + `))\b`
}

// mk builds a rule regexp: subject, auxiliaries, then the core (matched
// case-insensitively). Apostrophes in core match ' and ’.
func mk(s subjects, core string) *regexp.Regexp {
	core = strings.ReplaceAll(strings.ReplaceAll(core, "['’]", "'"), "'", "['’]")
	core = strings.ReplaceAll(core, "V", vGroup)
	if s == subjNone {
		return regexp.MustCompile(`(?P<s>)(?i:` + core + `)`)
	}
	a := aux
	if s == subjMy {
		a = ""
	}
	return regexp.MustCompile(subjectRE(s) + a + `(?i:` + core + `)`)
}

func upper(v string) bool    { return startsUpper(v) }
func hasUpper(v string) bool { return hasUpperWord(v) }
func notDiet(v string) bool  { return !dietRE.MatchString(v) }
func lowerLead(v string) bool {
	return !startsUpper(v) && !strings.HasPrefix(strings.ToLower(v), "my ")
}

// animal: the value's head noun (the word before "named"/"called", else
// the last one or two words) is an animal.
func animal(v string) bool {
	w := strings.Fields(strings.ToLower(v))
	for i, x := range w {
		if x == "named" || x == "called" {
			w = w[:i]
			break
		}
	}
	if len(w) == 0 {
		return false
	}
	if len(w) >= 2 && animals[w[len(w)-2]+" "+w[len(w)-1]] {
		return true
	}
	return animals[w[len(w)-1]]
}

func eats(v string) string { return "eats " + strings.ToLower(v) }

// gerund turns "to read" into "reading" so "I like to read" and "I like
// reading" give one value.
func gerund(v string) string {
	rest, ok := strings.CutPrefix(v, "to ")
	if !ok {
		return v
	}
	verb, tail, _ := strings.Cut(rest, " ")
	switch {
	case strings.HasSuffix(verb, "ie"):
		verb = verb[:len(verb)-2] + "ying"
	case strings.HasSuffix(verb, "e") && !strings.HasSuffix(verb, "ee"):
		verb = verb[:len(verb)-1] + "ing"
	default:
		verb += "ing"
	}
	return strings.TrimSpace(verb + " " + tail)
}

func petName(v string) string { return strings.Replace(v, " is ", " ", 1) }

// rules in priority order: where two rules claim one predicate over one
// span, the first wins. PREDICATES.md lists them in words.
var rules = []rule{
	// lives_in
	{kw: "liv,resid", pred: "lives_in", re: mk(subjWe|subjName, `\s+(?:live|lives|living|lived|reside|resides|residing)\s+in\s+V`), check: upper},
	{kw: "based", pred: "lives_in", re: mk(subjWe|subjName, `\s+based\s+in\s+V`), check: upper},
	{kw: "moved,relocated", pred: "lives_in", re: mk(subjWe|subjName, `\s+(?:moved|relocated)\s+(?:back\s+)?to\s+V`), kind: change, check: upper},
	{kw: "moved", pred: "lives_in", re: mk(subjWe|subjName, `\s+moved\s+(?:here\s+|away\s+)?from\s+V`), kind: ends, check: upper},
	{kw: "call", pred: "lives_in", re: mk(subjI, `\s+call\s+(?P<v>[^,;:!?()]+?)\s+home\b`), check: upper},
	{kw: "home", pred: "lives_in", re: mk(subjNone, `\bhome\s+for\s+me\s+is\s+V`), check: upper},
	// hometown
	{kw: "from", pred: "hometown", re: mk(subjI, `\s+from\s+V`), check: upper},
	{kw: "grew,born", pred: "hometown", re: mk(subjI, `\s+(?:grew\s+up|born)\s+in\s+V`), check: upper},
	// works_at
	{kw: "quit,left,resigned", pred: "works_at", re: mk(subjI|subjName, `\s+(?:quit|left|resigned\s+from)\s+(?:my|her|his|their)\s+job(?:\s+(?:at|with)\s+V)?`), kind: ends, noVal: true},
	{kw: "quit,resigned", pred: "works_at", re: mk(subjI|subjName, `\s+(?:quit|resigned\s+from)\s+V`), kind: ends, check: upper},
	{kw: "work", pred: "works_at", re: mk(subjI|subjName, `\s+(?:work|works|working|worked)\s+as\s+(?:an?\s+)?[^,;]+?\s+(?:at|for)\s+V`)},
	{kw: "work", pred: "works_at", re: mk(subjI|subjName, `\s+(?:work|works|working|worked)\s+(?:at|for)\s+V`)},
	{kw: "employed", pred: "works_at", re: mk(subjI|subjName, `\s+employed\s+(?:at|by|with)\s+V`)},
	{kw: "started,got a,took a,landed,accepted", pred: "works_at", re: mk(subjI|subjName, `\s+(?:started\s+(?:working\s+)?at|started\s+working\s+for|got\s+a\s+(?:new\s+)?job\s+(?:at|with)|started\s+a\s+new\s+job\s+(?:at|with)|took\s+a\s+job\s+(?:at|with)|landed\s+a\s+job\s+at|accepted\s+a\s+job\s+at)\s+V`), kind: change},
	{kw: "joined", pred: "works_at", re: mk(subjI|subjName, `\s+joined\s+V`), kind: change, check: upper},
	// occupation
	{kw: "work", pred: "occupation", re: mk(subjI|subjName, `\s+(?:work|works|working|worked)\s+(?:at|for)\s+[^,;]+?\s+as\s+(?:an?\s+)?V`)},
	{kw: "work", pred: "occupation", re: mk(subjI|subjName, `\s+(?:work|works|working|worked)\s+as\s+(?:an?\s+)?V`)},
	{kw: " by ", pred: "occupation", re: mk(subjI|subjName, `\s+an?\s+(?P<v>\w+(?:\s+\w+)?)\s+by\s+(?:profession|trade)`)},
	{kw: "became,become,becoming", pred: "occupation", re: mk(subjI|subjName, `\s+(?:became|become|becoming)\s+an?\s+V`), kind: change, check: notDiet},
	{kw: "promoted", pred: "occupation", re: mk(subjI|subjName, `\s+got\s+promoted\s+to\s+(?:an?\s+)?V`), kind: change},
	{kw: "job", pred: "occupation", re: mk(subjMy, `\s+job(?:\s+title)?\s+is\s+(?:an?\s+)?V`)},
	{kw: "used to,no longer,anymore,any more", pred: "occupation", re: mk(subjI|subjName, `(?:['’](?:m|s)|\s+(?:am|is|was|were|be))(?:\s+no\s+longer|\s+not)?\s+an?\s+V`), kind: endOnly, check: notDiet},
	// diet
	{kw: "being", pred: "diet", re: mk(subjI|subjName, `\s+(?:stopped|quit|gave\s+up)\s+being\s+(?:an?\s+)?(?P<v>`+dietWords+`)\b`), kind: ends},
	{kw: "veg,pesc,keto,paleo,gluten,flexi,carniv,plant", pred: "diet", re: mk(subjI|subjName, `(?:['’](?:m|s|re)|\s+(?:am|is|are|been|being|be|went|go|gone|became|become|turned))(?:\s+(?:a|an|strictly|strict|fully|mostly|now|full|totally|completely|no\s+longer|not|never))*\s+(?P<v>`+dietWords+`)\b`), standalone: true},
	{kw: "eat", pred: "diet", re: mk(subjI|subjName, `\s+(?:eat|eats|now\s+eat|started\s+eating)\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+(?:now|again|these\s+days)\b`), kind: change, format: eats},
	{kw: "eating", pred: "diet", re: mk(subjI|subjName, `\s+started\s+eating\s+V`), kind: change, format: eats},
	// relationship
	{kw: "up", pred: "relationship", re: mk(subjWe|subjName, `\s+(?:broke\s+up|split\s+up)\b`), kind: ends, noVal: true},
	{kw: "no longer", pred: "relationship", re: mk(subjI|subjName, `\s+no\s+longer\s+with\s+[A-Z]\w*`), kind: ends, noVal: true},
	{kw: "married,engaged,divorced,single,separated,widowed", pred: "relationship", re: mk(subjI|subjName, `(?:['’](?:m|s|re)|\s+(?:am|is|are|got|been|became|was|be))(?:\s+(?:recently|newly|happily|just|officially|now|finally|no\s+longer|not|never))*\s+(?P<v>`+relWords+`)\b`), standalone: true},
	// name
	{kw: "name", pred: "name", re: mk(subjMy, `\s+name(?:['’]s|\s+is)\s+V`), check: upper},
	{kw: "call me", pred: "name", re: mk(subjNone, `\bcall\s+me\s+V`), check: upper},
	// drives
	{kw: "driv", pred: "drives", re: mk(subjI|subjName, `\s+(?:drive|drives|driving)\s+(?:an?|the|my)\s+V`), check: hasUpper},
	// favorite_<kind>
	{kw: "favo", pred: "favorite", re: mk(subjMy, `\s+(?:new\s+|current\s+|all-time\s+|absolute\s+)?favou?rite\s+(?P<fav>[a-z]+?(?:\s+[a-z]+)?)(?:\s+(?:these\s+days|right\s+now|at\s+the\s+moment|now))?\s+(?:is|['’]s)\s+V`)},
	{kw: "favo", pred: "favorite", re: mk(subjMy, `\s+(?:new\s+|current\s+|all-time\s+|old\s+)?favou?rite\s+(?P<fav>[a-z]+?(?:\s+[a-z]+)?)\s+(?:used\s+to\s+be|was)\s+V`), kind: ends},
	{kw: "favo", pred: "favorite", re: mk(subjNone, `^(?P<v>[^,;]+?)\s+is\s+my\s+(?:new\s+|all-time\s+)?favou?rite\s+(?P<fav>[a-z]+)\b`)},
	// prefers
	{kw: "switched,changed,moved over", pred: "prefers", re: mk(subjI|subjName, `\s+(?:switched|changed|moved\s+over)\s+from\s+(?P<from>[^,;]+?)\s+to\s+V`), kind: change},
	{kw: "switched,changed,moved over", pred: "prefers", re: mk(subjI|subjName, `\s+(?:switched|changed|moved\s+over)\s+to\s+V`), kind: change},
	{kw: "prefer", pred: "prefers", re: mk(subjI|subjName, `\s+(?:prefer|prefers)\s+V`)},
	// likes, dislikes
	{kw: "hate,dislike,detest,loathe,stand", pred: "dislikes", re: mk(subjI|subjName, `\s+(?:hate|hates|dislike|dislikes|detest|detests|loathe|loathes|can['’]t\s+stand|cannot\s+stand)\s+V`), multi: true},
	{kw: "fan", pred: "likes", re: mk(subjI|subjName, `\s+(?:a\s+)?(?:big\s+|huge\s+|massive\s+|great\s+|real\s+)?fan\s+of\s+V`), multi: true},
	{kw: "into", pred: "likes", re: mk(subjI|subjName, `(?:['’]m|\s+am|\s+is)(?:\s+really|\s+totally|\s+very)?\s+into\s+V`), multi: true},
	{kw: "like,love,enjoy,adore", pred: "likes", re: mk(subjI|subjName, `\s+(?:like|likes|love|loves|enjoy|enjoys|adore|adores)\s+V`), negTo: "dislikes", multi: true, infinitive: true, format: gerund},
	// allergic_to
	{kw: "allergic", pred: "allergic_to", re: mk(subjI|subjName, `\s+(?:very\s+|severely\s+|mildly\s+)?allergic\s+to\s+V`), multi: true},
	{kw: "allergy", pred: "allergic_to", re: mk(subjI|subjName, `\s+(?:have|has)\s+an?\s+(?:\w+\s+)?allergy\s+to\s+V`), multi: true},
	// pet
	{kw: " is called, is named", pred: "pet", re: mk(subjMy, `\s+(?P<v>[a-z]+\s+is\s+(?:called|named)\s+[A-Z]\w*)`), check: animal, format: petName},
	{kw: "died,passed away,ran away", pred: "pet", re: mk(subjNone, `\b(?:[Mm]y|[Oo]ur)\s+(?P<v>[a-z]+)\s+(?:died|passed\s+away|ran\s+away)`), kind: ends, check: animal},
	{kw: petKeys, pred: "pet", re: mk(subjWe|subjName, `\s+(?:have|has|got|adopted|own|owns|bought|rescued)\s+V`), check: animal},
	// hobby
	{kw: "quit,stopped,gave up", pred: "hobby", re: mk(subjI|subjName, `\s+(?:quit|stopped|gave\s+up)\s+(?:playing|learning|doing|practicing|practising)\s+V`), kind: ends},
	{kw: "took up,taken up,take up", pred: "hobby", re: mk(subjI|subjName, `\s+(?:took|taken|take)\s+up\s+V`), kind: change},
	{kw: "started,began,begun", pred: "hobby", re: mk(subjI|subjName, `\s+(?:started|began|begun)\s+(?:playing|learning|doing|practicing|practising)\s+V`), kind: change},
	{kw: "play,practi", pred: "hobby", re: mk(subjI|subjName, `\s+(?:play|plays|practice|practise)\s+V`)},
	{kw: "quit,stopped,gave up", pred: "hobby", re: mk(subjI|subjName, `\s+(?:quit|stopped|gave\s+up)\s+V`), kind: ends, check: lowerLead},
	{kw: "hobb", pred: "hobby", re: mk(subjMy, `\s+(?:hobby\s+is|hobbies\s+are)\s+V`), multi: true},
}

func init() {
	for i := range rules {
		if rules[i].conf == 0 {
			rules[i].conf = 0.9
		}
		rules[i].keys = strings.Split(rules[i].kw, ",")
	}
}

// mayMatch is the keyword filter on the lowercased clause.
func (r *rule) mayMatch(lower string) bool {
	for _, k := range r.keys {
		if strings.Contains(lower, k) {
			return true
		}
	}
	return false
}

// claims turns match m of r in clause s into claims; me is the
// first-person subject, endish whether the clause ends a state, cut where
// its time expression starts (-1: none).
func (r *rule) claims(s string, m []int, me string, endish bool, cut int) []ExtractedClaim {
	subject, conf := me, r.conf
	if name := group(r.re, s, m, "name"); name != "" {
		if nameStops[strings.ToLower(name)] {
			return nil
		}
		subject, conf = SubjectOf(name), r.conf-0.1
	}
	if subject == "" {
		return nil
	}
	start, _ := groupSpan(r.re, m, "s")
	if start < 0 || start == m[1] {
		start = m[0]
	}
	vs, ve := groupSpan(r.re, m, "v")
	headEnd := m[1]
	if vs >= 0 {
		headEnd = vs
	}
	negated := negRE.MatchString(noLongerRE.ReplaceAllString(s[start:headEnd], "")) && r.pred != "dislikes"
	op, pred := OpAssert, r.pred
	switch r.kind {
	case state:
		switch {
		case endish:
			op = OpEnd
		case negated && r.negTo == "":
			return nil
		case negated:
			pred = r.negTo
		}
	case change:
		if negated || endish {
			return nil
		}
	case ends:
		if negated {
			return nil
		}
		op = OpEnd
	case endOnly:
		if !endish {
			return nil
		}
		op = OpEnd
	}
	if fav := group(r.re, s, m, "fav"); fav != "" {
		pred = "favorite_" + strings.Join(strings.Fields(strings.ToLower(fav)), "_")
	}
	base := ExtractedClaim{Subject: subject, Predicate: pred, Op: op, Confidence: conf, Start: start, End: m[1]}
	var out []ExtractedClaim
	if fs, fe := groupSpan(r.re, m, "from"); fs >= 0 {
		if c, ok := r.valued(base, s, fs, fe, -1); ok {
			c.Op = OpEnd
			out = append(out, c)
		}
	}
	if vs < 0 {
		if !r.noVal {
			return nil
		}
		return append(out, base)
	}
	c := cut
	if c >= 0 && (c < vs || c >= ve) {
		c = -1
	} else if c >= 0 {
		c -= vs
	}
	if r.standalone && !endsPhrase(s[ve:]) {
		return out
	}
	if !r.multi {
		v, ok := r.valued(base, s, vs, ve, c)
		if !ok {
			if r.noVal {
				return append(out, base)
			}
			return out
		}
		return append(out, v)
	}
	// A multi-valued list: "sushi and ramen", "shellfish and penicillin".
	for _, part := range splitList(s, vs, ve, c) {
		if v, ok := r.valued(base, s, part.start, part.end, -1); ok {
			out = append(out, v)
		}
	}
	return out
}

// endsPhrase reports whether rest, the clause after a value, starts a new
// phrase: nothing, punctuation, a boundary word, or a time expression
// ("two weeks ago", "in May").
func endsPhrase(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	if rest == "" || strings.IndexByte(".,;:!?)-", rest[0]) >= 0 {
		return true
	}
	w, _, _ := strings.Cut(rest, " ")
	w = strings.ToLower(strings.TrimRight(w, ".,;:!?"))
	_, count := countWords[w]
	return boundaryWords[w] || count || allDigits(w) || seasonMonth[w] != 0 || monthWords[w]
}

var monthWords = toSet("january", "february", "march", "april", "may", "june", "july", "august", "september",
	"october", "november", "december", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

// valued fills base's value from s[vs:ve] (cut at c, relative to vs).
func (r *rule) valued(base ExtractedClaim, s string, vs, ve, c int) (ExtractedClaim, bool) {
	// "I like to read": the infinitive's "to" is part of the value, not
	// the boundary word it is elsewhere.
	inf := ""
	if r.infinitive && len(s)-vs > 3 && strings.EqualFold(s[vs:vs+3], "to ") {
		inf, vs = "to ", vs+3
		if c >= 3 {
			c -= 3
		}
	}
	f, t, ok := trimValue(s[vs:ve], c)
	if !ok {
		return base, false
	}
	v := inf + s[vs+f:vs+t]
	if r.format != nil {
		v = r.format(v)
	}
	if v == "" || !utf8.ValidString(v) {
		return base, false
	}
	if r.check != nil && !r.check(v) {
		return base, false
	}
	if leadRejects[strings.ToLower(strings.Fields(v)[0])] {
		return base, false
	}
	base.Value = v
	if vs+t > base.End || base.End == base.Start {
		base.End = vs + t
	}
	if base.End > vs+t && vs+t > base.Start {
		base.End = vs + t
	}
	return base, true
}

// splitList splits the value range [vs, ve) of s at " and " / " & " /
// ", " before the first boundary word, so each item is trimmed alone.
func splitList(s string, vs, ve, cut int) []segment {
	if cut >= 0 {
		ve = vs + cut
	}
	seg := s[vs:ve]
	var out []segment
	start := 0
	for _, m := range listSepRE.FindAllStringIndex(seg, -1) {
		out = append(out, segment{vs + start, vs + m[0]})
		start = m[1]
		if len(out) == 3 {
			break
		}
	}
	return append(out, segment{vs + start, ve})
}

var listSepRE = regexp.MustCompile(`\s+(?:and|&)\s+`)

func group(re *regexp.Regexp, s string, m []int, name string) string {
	a, b := groupSpan(re, m, name)
	if a < 0 {
		return ""
	}
	return s[a:b]
}

func groupSpan(re *regexp.Regexp, m []int, name string) (int, int) {
	i := re.SubexpIndex(name)
	if i < 0 || 2*i+1 >= len(m) {
		return -1, -1
	}
	return m[2*i], m[2*i+1]
}
