package fuse

import (
	"slices"
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// Topics: the changeable facts of a person that a state question asks
// about (where they live, where they work, what they eat, who they are
// with, their pets, their car), each with the English words a turn uses to
// state or change it. A query that uses one of a topic's words asks about
// that topic (Hints.Topics); recall expands the query with the topic's
// words to find the turns that state it ("Where does Maya live now?"
// matches "We moved to Seattle" through "moved"), and the compiler orders
// those turns in time (see the package documentation, "State from
// episodes"). The table is general vocabulary, not any data set's
// wording; add a topic as a row, or words to a row.
//
// values are the topic's values that are common words rather than names
// (a diet, a relationship status, a kind of pet): a turn that states the
// topic names a value, a proper name or one of these (see stating).
//
// stated are words a turn that states or changes the topic often uses but
// a question that uses them is often not about it ("I said goodbye to my
// team at Globex" is about work; "What did John's teammates give him?" is
// not): recall searches with them, findTopics does not read them.
//
// Idioms (topicPhrases) name a topic in a question with words that are no
// topic word alone ("who's her other half?", "what's on his plate,
// diet-wise?"): findTopics reads them, recall does not search with them
// (a turn that states the value rarely uses the idiom).
type topic struct {
	name   string
	words  []string
	values []string
	stated []string
}

var topics = []topic{
	{"residence", []string{"live", "lives", "lived", "living", "reside", "resides", "resided", "home", "house",
		"apartment", "flat", "city", "town", "hometown", "neighbourhood", "neighborhood", "address", "based",
		"move", "moved", "moving", "relocate", "relocated", "relocating", "settled", "rent", "renting", "lease",
		"settle", "settling", "emigrated", "emigrate", "immigrated", "residence", "resident", "residing", "condo",
		"digs"}, nil,
		[]string{"landlord", "landlady", "mortgage", "movers", "suburb", "downtown", "neighbours", "neighbors",
			"place", "building", "removal", "removals", "removalist", "removalists", "unpacking", "unpacked"}},
	{"work", []string{"work", "works", "worked", "working", "job", "jobs", "employer", "employed", "employs",
		"employee", "company", "hired", "hire", "quit", "resign", "resigned", "career", "position", "laid",
		"fired", "rejoined", "workplace", "firm", "employment", "profession", "occupation", "rehired", "salary",
		"payroll", "paycheck", "paychecks", "payslip", "payslips", "paystub", "wages", "employ"},
		[]string{"unemployed", "retired", "freelance", "self-employed",
			// workplaces and occupations named in lower case ("started at
			// the hospital lab", "I work as a nurse"); not "office" or
			// "team", which any work chatter uses
			"hospital", "clinic", "lab", "laboratory", "school", "university", "college", "bakery", "cafe",
			"restaurant", "bar", "hotel", "shop", "store", "warehouse", "factory", "studio", "agency", "startup",
			"bank", "library", "pharmacy", "nurse", "teacher", "engineer", "developer", "programmer", "designer",
			"doctor", "lawyer", "accountant", "chef", "cook", "barista", "waiter", "waitress", "cashier", "driver",
			"electrician", "plumber", "carpenter", "mechanic", "architect", "analyst", "consultant", "researcher",
			"scientist", "technician", "tester", "librarian", "pharmacist", "paramedic", "firefighter", "lecturer",
			"professor", "tutor", "editor", "writer", "journalist", "photographer", "receptionist", "manager"},
		append([]string{"team", "boss", "manager", "office", "colleagues", "coworkers", "join", "joined", "joining",
			"contract", "role", "shift", "shifts", "promotion", "promoted", "offer", "notice", "rostered", "roster",
			"rota", "salaried", "headhunted", "payday", "badge", "lanyard", "probation", "appraisal", "onboarding",
			"induction", "redundancy", "redundant", "signature", "started", "starting",
			"interview", "payroll", "layoff", "startup", "internship", "clients", "deadlines", "meetings",
			// the last word of many employers' names (companyWords)
		}, companyWords...)},
	{"diet", []string{"eat", "eats", "eating", "ate", "diet", "food", "meat", "fish", "vegetarian", "vegan",
		"pescatarian", "keto", "paleo", "dairy", "gluten", "carb", "carbs", "meal", "meals", "dietary", "dieting",
		"nutrition", "plant-based", "vegetarianism", "veganism", "pescetarian", "meat-free", "meatless",
		"foods", "eater"},
		[]string{"vegetarian", "vegan", "pescatarian", "keto", "paleo", "gluten-free", "omnivore", "flexitarian",
			"carnivore", "low-carb", "halal", "kosher", "dairy-free", "fish", "meat", "chicken", "plant-based",
			"low-fodmap", "whole30", "atkins", "fruitarian", "lactose-free", "sugar-free", "nut-free",
			"egg-free", "macrobiotic", "mediterranean", "high-protein", "low-fat", "eggetarian", "pollotarian",
			"pescetarian", "lacto-vegetarian", "ovo-vegetarian", "ketogenic", "raw-vegan", "raw-food", "alkaline",
			"anti-inflammatory", "renal", "diabetic", "jain", "okinawan", "nordic", "ayurvedic", "dash", "pegan", "carb-cycling",
			"animal-based", "ancestral", "whole-food", "wfpb", "soft-food", "wholefood", "seagan", "freegan", "reducetarian"},
		[]string{"cook", "cooking", "recipe", "recipes", "vegetables", "veggies", "protein", "sugar", "fasting",
			"nutritionist", "sodium", "salt", "oxalate", "fodmap", "cholesterol", "calorie", "calories", "fibre",
			"fiber", "histamine", "lactose"}},
	{"relationship", []string{"dating", "dated", "partner", "boyfriend", "girlfriend", "husband", "wife",
		"married", "marry", "engaged", "fiance", "fiancee", "single", "relationship", "together", "seeing",
		"couple", "broke", "broken", "split", "divorced", "breakup", "romantic", "romantically", "spouse", "significant",
		"sweetheart", "lover", "boyfriends", "girlfriends", "hubby", "missus", "fiancé", "fiancée", "romance",
		"courting", "widowed", "soulmate", "bf", "gf", "bae"},
		[]string{"single", "married", "engaged", "divorced", "widowed"},
		[]string{"ex", "ended", "anniversary", "wedding", "crush", "proposed", "reconciled", "reunited", "official",
			"officially", "valentine", "valentines", "couples"}},
	{"pet", []string{"pet", "pets", "dog", "dogs", "puppy", "cat", "cats", "kitten", "adopted"},
		[]string{"dog", "cat", "puppy", "kitten", "rabbit", "hamster", "parrot", "fish", "turtle"}, nil},
	{"vehicle", []string{"car", "cars", "drive", "drives", "driving", "drove", "vehicle"}, nil, nil},
}

// companyWords are the last words of many employers' names ("Larkspur
// Software", "Juniper Telecom"): a turn that names one is often about the
// speaker's work (the work topic's stated words), and a name that ends in
// one is an employer, no home, partner or diet (employerName).
var companyWords = []string{"software", "logistics", "pharma", "robotics", "media", "brewing", "construction",
	"telecom", "optics", "energy", "health", "legal", "studios", "analytics", "hotels", "freight", "labs",
	"systems", "solutions", "technologies", "consulting", "insurance", "motors", "airlines", "biotech",
	"publishing", "manufacturing", "engineering", "capital", "ventures", "holdings", "industries", "partners",
	"group", "inc", "ltd", "llc", "corp"}

// topicPhrases are the idioms that name a topic in a question (see topic),
// by topic name, in the normalized (lower-case) form of the query.
var topicPhrases = map[string][]string{
	"residence": {"home base", "call home", "calls home", "called home", "put down roots", "set up shop in",
		"based out of", "landed in", "delivery address", "deliveries", "courier", "parcel", "parcels", "sorting office",
		"council tax", "household tax", "tax bill", "postcode", "post code", "zip code", "the weather for", "local weather",
		// what a letter from home carries
		"postmark", "letterbox", "letter box", "mailbox", "return address",
		// where someone's post goes ("should we still send her post to X?")
		"post to", "mail to", "letters to", "forwarding address"},
	"work": {"clock in", "clocks in", "clocking in", "clocked in", "day job", "nine-to-five", "9-to-5",
		// an e-mail signature carries the employer ("should her signature still say X?")
		"signature",
		// an employer's scheme ("whose corporate wellness scheme is she on?")
		"corporate", "wellness scheme", "company scheme",
		"line of work", "earn a living", "earns a living", "make a living", "makes a living",
		"pays the bills", "paying the bills", "on their books", "on the books", "on his books", "on her books",
		"on its books", "hand in their notice", "hand in her notice", "hand in his notice", "hand in my notice",
		"handed in their notice", "handed in her notice", "handed in his notice", "which office",
		// a farewell from a job ("a leaving do before starting at X")
		"leaving do", "leaving drinks",
		// where the working day goes
		"commute to", "commutes to", "commuted to", "commuting to", "putting in the hours", "put in the hours",
		"puts in the hours", "staff list",
		// an employer in a question; turns that state one rarely say it
		"organisation", "organization",
		// what a working week holds ("whose Monday stand-ups", "lunch on
		// workdays", "whose staff party")
		"stand-ups", "stand-up", "standups", "workdays", "workday", "staff party", "staff christmas party", "staff car park",
		// whom a sick day is reported to
		"call in sick", "calls in sick", "called in sick", "calling in sick", "phone in sick", "phones in sick",
		"ring in sick", "rings in sick"},
	"diet": {"diet-wise", "food-wise", "on the menu for", "food restrictions", "dietary restrictions",
		"food rules", "plant based", "off meat", "off dairy", "catering", "caterer", "caterers", "meal-prep",
		"meal prep", "the menu", "tell the restaurant", "tell the kitchen", "tell the caterers", "tell the chef",
		"cooking for", "cook for", "for dinner", "round for tea", "over for tea",
		// what a host plans a meal around
		"cook around", "cooking around", "portion around", "plate around", "dinner plate", "recipes", "recipe suggestions", "shopping list for",
		// what a booking for someone tells the kitchen
		"kitchen be told", "kitchen know"},
	"relationship": {"other half", "love life", "plus-one", "plus one", "loved up", "a thing with",
		"seeing anyone", "seeing someone", "going out with", "going steady",
		"in a relationship", "significant other", "better half", "romantically involved", "dating anyone",
		"taken or single", "ex", "lucky person", "lucky guy", "lucky girl", "lucky man", "lucky lady", "with the same person",
		"anniversary card", "valentine's card", "valentine card", "christmas card", "bringing to the wedding", "date to the wedding", "holding hands",
		"anniversary", "joint birthday", "joint cards", "and who", "invite for two", "invitation for two",
		"invited as a couple", "coupled up", "date night", "date-night", "committed to", "still an item", "are an item", "were an item", "be an item", "an item again"},
}

// topicOf maps each topic word to its topic's index in topics.
var topicOf = func() map[string]int {
	m := make(map[string]int)
	for i, t := range topics {
		for _, w := range t.words {
			if _, dup := m[w]; !dup {
				m[w] = i
			}
		}
	}
	return m
}()

// withWhomRE is the relationship question that names no topic word: "who
// is Maya with now?", "who was Theo going out with in May?", "who is she
// involved with?": who, a form of be, one word (the person), then "with"
// (after a filler such as "basically" or "still", and "going out",
// "involved" or "together" at most), then the end of
// the question or a time word. A "with" followed by anything else ("who
// was Maya with at the concert?") asks about company, not a partner.
var withWhomRE = prefilter.MustCompile(`\bwho\s+(is|was|'s|are|were)\s+[\w'-]+\s+((basically|actually|really|even|still|like)\s+)?(going\s+out\s+|romantically\s+involved\s+|involved\s+|together\s+)?with\b\s*(\?|$|now\b|these\b|right\b|currently\b|nowadays\b|at\s+the\s+moment\b|at\s+present\b|lately\b|as\s+of\b|in\b|during\b|before\b|prior\b|back\b|then\b|until\b|till\b|around\b)`)

// dateVerbRE is "date" as a verb ("who did she date before Tom?", "who
// would he date"), not the calendar noun.
var dateVerbRE = prefilter.MustCompile(`\b(did|does|do|to|would|will|'d)\s+(([\w'-]+)\s+)?date\b`)

// dateVerb reports whether norm uses "date" as a verb (dateVerbRE), its
// subject no determiner ("does the date suit her?" is the noun).
func dateVerb(norm string) bool {
	for _, m := range dateVerbRE.FindAllStringSubmatch(norm, -1) {
		switch m[3] {
		case "the", "a", "an", "that", "this", "my", "your", "his", "her", "their", "our", "its":
		default:
			return true
		}
	}
	return false
}

// withAnyoneRE is the relationship question "is/was X with anyone?" (or
// someone), closed by the end of the clause or a time word; "was she with
// anyone at the party?" asks about company.
var withAnyoneRE = prefilter.MustCompile(`\b(is|was|are|were)\s+[\w'-]+\s+with\s+(anyone|anybody|someone|somebody)\b\s*(\?|,|$|now\b|these\b|right\b|currently\b|at\s+the\s+moment\b|lately\b|in\b|during\b|back\b|then\b)`)

// withNameNowRE is a statement of who someone is with now, inside a
// question ("she is with Tom now, but who was it before that?").
var withNameNowRE = prefilter.MustCompile(`\b(is|'s|are)\s+(now\s+)?with\s+[\w'-]+\s+(now|these days|at the moment|currently)\b`)

// stillWithRE asks whether someone is still with one named person: "is
// Ursula still with Birk, going by the calls?"; a name of several words
// ("still with Cairngorm Water") may be an employer and is left to the
// topic words.
var stillWithRE = prefilter.MustCompile(`\b(is|was|are|were)\s+[\w'-]+\s+still\s+with\s+[\w'-]+\s*(\?|,|$|now\b|these\b|on\b|at\b|in\b|for\b|a\b|from\b|going\b|according\b|by\b|during\b|around\b|back\b|all\b|throughout\b|over\b|as\b|when\b|until\b|till\b|before\b|after\b|across\b|into\b)`)

// livingRE is the work question that reads like residence: "what does
// Sam do for a living?", "where does Sam go to earn a living?", "what
// does Sam do for work?", "what does Sam do?".
var livingRE = prefilter.MustCompile(`\bfor\s+a\s+living\b|\b(earn|earns|earned|earning|make|makes|made|making)\s+a\s+living\b|\bdo\s+for\s+(work|money)\b|\bwhat\s+(does|do|did)\s+[\w'-]+\s+do(\s+for\s+(work|money))?\s*(\?|$|now\b|these\b|nowadays\b|currently\b)`)

// singleValued reports whether the named topics are facts that hold one
// value at a time (where one lives or works, a diet, a partner), as pets
// and cars, which accumulate, are not.
func singleValued(names []string) bool {
	for _, n := range names {
		switch n {
		case "residence", "work", "diet", "relationship":
		default:
			return false
		}
	}
	return len(names) > 0
}

// findTopics returns the topics whose words the query uses, in query
// order, each once.
func findTopics(norm string) []string {
	if livingRE.MatchString(norm) { // "what does she do for a living?" is about work, not residence
		return []string{"work"}
	}
	var out []string
	seen := make([]bool, len(topics))
	if withWhomRE.MatchString(norm) || withAnyoneRE.MatchString(norm) || withNameNowRE.MatchString(norm) || stillWithRE.MatchString(norm) || dateVerb(norm) {
		seen[topicIndex("relationship")] = true
		out = append(out, "relationship")
	}
	words, possessive := possessedWords(norm)
	for j, w := range words {
		if possessive[j] && j+1 < len(words) && possessedPerson[words[j+1]] {
			continue // "her partner's mum is cooking": the mum's doing, no question of who the partner is
		}
		i, ok := topicOf[w]
		if !ok && len(w) > 3 && strings.HasSuffix(w, "s") { // "past employers", "their partners"
			i, ok = topicOf[strings.TrimSuffix(w, "s")]
		}
		if !ok && strings.HasSuffix(w, "-based") && !topicWordSet["residence"][strings.TrimSuffix(w, "-based")] {
			i, ok = topicIndex("diet"), true // "before going pulse-based": a diet; "based" alone asks where
		}
		if !ok && strings.ContainsAny(w, "-/") { // "diet-wise", "job-hunting", "town/city"
			for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '/' }) {
				if i, ok = topicOf[part]; ok {
					break
				}
			}
		}
		if ok && w == "together" && (j == 0 || !togetherState[words[j-1]]) {
			continue // "what do they do together?" is no relationship question
		}
		if ok && w == "living" && j+1 < len(words) && words[j+1] == "room" {
			continue // "my living room" is a room, not where someone lives
		}
		if ok && w == "car" && j+1 < len(words) && words[j+1] == "park" {
			continue // "the staff car park" is a place to park, not someone's car
		}
		if ok && w == "work" && j > 0 && workTime[words[j-1]] {
			continue // "where does she go home to after work?": a time of day, not her job
		}
		if ok && j > 0 && j+1 < len(words) && sourceDet[words[j-1]] && sourceNoun[words[j+1]] {
			continue // "going by the workplace chat": where the answer is read, not what is asked
		}
		if ok && searchFrame(words, j) {
			continue // "going by the job-hunt conversations", "has been job hunting with an AI assistant"
		}
		if ok && strings.HasPrefix(w, "settl") && j+1 < len(words) && (words[j+1] == "with" || words[j+1] == "on") {
			continue // "once it was settled with Fiadh", "which way of eating has she settled on?": agreed, not housed
		}
		if ok && !seen[i] && !aboutNoun(words, j) {
			seen[i] = true
			out = append(out, topics[i].name)
		}
	}
	if len(out) > 1 {
		if h := headTopic(words); h >= 0 && seen[h] {
			out = []string{topics[h].name} // "the house does a big shop for her; which diet should it suit?"
		}
	}
	padded := " " + strings.Join(words, " ") + " "
	for i, t := range topics {
		if seen[i] {
			continue
		}
		for _, ph := range topicPhrases[t.name] {
			if strings.Contains(padded, " "+ph+" ") {
				seen[i] = true
				out = append(out, t.name)
				break
			}
		}
	}
	if len(out) > 1 {
		if h := headPhrase(words); h >= 0 && seen[h] {
			out = []string{topics[h].name} // "which organisation's canteen does she eat lunch in?"
		}
	}
	if len(out) == 0 && mealSuitRE.MatchString(norm) {
		return []string{"diet"} // "what should an onsite lunch cater for?", "what would the interview lunch have had to suit?"
	}
	if len(out) == 0 && (whereSendRE.MatchString(norm) || postReaches(norm) || ownPlaceIn(norm) || ownPlace(norm)) {
		// "where should I send her birthday present?", "would a letter
		// still reach them at X?", "does she still have a place in X?"
		return []string{"residence"}
	}
	if len(out) == 0 {
		// a question that names a topic's common value as the change it
		// asks before or after, or as what may still hold, asks about that
		// topic ("what did his list have to fit before keto came in?", "is
		// she still milk-free?"); a value word elsewhere is only a word
		// ("what time did I reach the clinic?")
		for j, w := range words {
			i, ok := valueTopic[w]
			if !ok && dietShaped(w, "") {
				i, ok = topicIndex("diet"), true // "before the reducetarian days"
			}
			if ok && (j > 0 && (anchorWord[words[j-1]] || words[j-1] == "still") || j > 1 && anchorWord[words[j-2]] && words[j-1] == "the") {
				return []string{topics[i].name}
			}
		}
	}
	return out
}

// sourceDet and sourceNoun frame a topic word that only names where a
// question's answer is to be read ("going by the workplace chat", "from
// her work emails", "per the office channels").
var (
	sourceDet  = fieldSet(`the their his her our my your its`)
	sourceNoun = fieldSet(`chat chats channel channels slack teams messages message emails email inbox mailbox calls
	thread threads dms group groupchat log logs history notes recordings transcripts transcript portal app system`)
)

// searchFrame reports whether words[j], a work word, only frames the
// question as asked of a job search: "job" before "hunting", "hunt",
// "search" or "seeking" ("has been job hunting", "the job-hunt
// conversations", "per the job-search assistant chats"). "Is she still
// job hunting?" then names no topic, as it asks of no employer.
func searchFrame(words []string, j int) bool {
	w := words[j]
	if rest, ok := strings.CutPrefix(w, "job-"); ok {
		return searchWord[rest]
	}
	return w == "job" && j+1 < len(words) && searchWord[words[j+1]]
}

var searchWord = fieldSet(`hunt hunting hunter hunters search searching searches seeking seeker seekers`)

// mealSuitRE is a question of what a meal or its catering must suit: a
// diet ("what should an onsite lunch cater for?", "what would an
// interview lunch have had to suit?").
var mealSuitRE = prefilter.MustCompile(`\b(?:lunch|lunches|dinner|dinners|breakfast|meal|meals|menu|catering|buffet|food)\b[^?.!]*\b(?:suit|suits|suited|cater|caters|catered|fit|fits|fitted)\b|\bcater(?:ed|ing|s)?\s+for\b`)

// workTime are the words that make "work" after them a time or a trip of
// the day ("after work", "off work"), not the topic.
var workTime = fieldSet(`after before from off`)

// possessedPerson are the people a topic word's possessive may own
// ("partner's mum", "boss's kids"): the question is about them.
var possessedPerson = fieldSet(`mum mom mother dad father parents sister brother family kids children son daughter
	friend friends cousin aunt uncle gran grandma grandad nan boss colleague colleagues dog cat`)

// headTopic returns the topic a question asks for by name after its
// question word ("which diet should the basket suit?", "what city"), when
// the question uses another topic's word too ("the house does a big
// shop"); -1 when none.
func headTopic(words []string) int {
	return headIn(words, func(w string) (int, bool) { i, ok := topicOf[w]; return i, ok })
}

// headIn returns the topic index of (by topicOf) the first of the two
// words after a "which", "what" or "whose" that has one, -1 if none has.
func headIn(words []string, topicOf func(string) (int, bool)) int {
	for j := 0; j+1 < len(words); j++ {
		if words[j] != "which" && words[j] != "what" && words[j] != "whose" {
			continue
		}
		for k := j + 1; k < len(words) && k <= j+2; k++ {
			if i, ok := topicOf(words[k]); ok {
				return i
			}
		}
	}
	return -1
}

// headNouns are the nouns that, after "which", "what" or "whose", make
// the question one topic's though they are in no topic's word list (a
// topic phrase: "which organisation's canteen does she eat lunch in" asks
// for an employer, not a diet).
var headNouns = map[string]string{"organisation": "work", "organization": "work"}

// headPhrase is headTopic for headNouns.
func headPhrase(words []string) int {
	return headIn(words, func(w string) (int, bool) {
		t, ok := headNouns[w]
		return topicIndex(t), ok
	})
}

// postReachRE asks whether post would reach someone somewhere: where
// they live.
var postReachRE = prefilter.MustCompile(`\b(?:letter|letters|post|parcel|parcels|package|card|postcard|mail)\b[^?.!]*\b(?:reach|reaches|find|finds|get\s+to|gets\s+to)\s+(?:them|him|her|you)\s+(?:at|in)\s+([\w'-]+)`)

// placeInRE is someone's own place in somewhere: "still have a place
// in X", "kept their place in X" (group 1: the word after "in").
var placeInRE = prefilter.MustCompile(`\b(?:have|has|had|got|keep|keeps|kept|still)\s+(?:a|their|his|her|my|our)\s+(?:own\s+)?place\s+in\s+([\w'-]+)`)

// ownPlaceRE asks where someone has their own place: "where did she have
// her place in May?" (a place of one's own is a home; "a place in the
// team" is not asked so).
var ownPlaceRE = prefilter.MustCompile(`\b(?:have|has|had|keep|keeps|kept)\s+(?:their|his|her|my|our|your)\s+(?:own\s+)?place\b(\s+in\b)?`)

// ownPlace reports whether norm asks where someone has their own place
// (ownPlaceRE); "their place in X" is ownPlaceIn's to judge ("kept his
// place in the final").
func ownPlace(norm string) bool {
	m := ownPlaceRE.FindStringSubmatch(norm)
	return m != nil && m[1] == ""
}

// ownPlaceIn reports whether norm asks about someone's own place in a
// named place (placeInRE), not "a place in the team" or "a place in the
// final".
func ownPlaceIn(norm string) bool { return townAfter(placeInRE, norm) }

// postReaches reports whether norm asks whether post reaches someone at a
// place (postReachRE), not "in time".
func postReaches(norm string) bool { return townAfter(postReachRE, norm) }

// townAfter reports whether re matches norm with a group 1 that may be a
// town: no stop word, nothing of notPlaceIn.
func townAfter(re *prefilter.Regexp, norm string) bool {
	m := re.FindStringSubmatch(norm)
	return m != nil && townWord(m[1])
}

// townWord reports whether w (lower case), a word after "in" or "at",
// may be a town: no stop word, nothing of notPlaceIn.
func townWord(w string) bool { return !english.IsStopWord(w) && !notPlaceIn[w] }

// notPlaceIn are the words after "a place in" or "reach her in" that are
// no town: a place in a school, a team, a queue; a card in time.
var notPlaceIn = fieldSet(`time school college university uni medical law goal team squad side final finals semi
	semis queue line history heart life world cast choir band orchestra league top hospital prison jail love touch
	bed charge`)

// anchorWord are the words before the value a question dates by.
var anchorWord = fieldSet(`before after until till since`)

// whereSendRE asks where to send, post or deliver something to someone:
// where they live.
var whereSendRE = prefilter.MustCompile(`\bwhere\b[^?.!]*\b(send|post|mail|ship|deliver|forward)\b`)

// valueTopic maps each topic's common-word values to the topic's index
// (the first topic that lists a value keeps it).
var valueTopic = func() map[string]int {
	m := make(map[string]int)
	for i, t := range topics {
		for _, v := range t.values {
			if _, dup := m[v]; !dup {
				m[v] = i
			}
		}
	}
	for _, v := range nutrientDiets {
		m[v] = topicIndex("diet")
	}
	return m
}()

// togetherState are the words before "together" that make it a
// relationship ("still together", "got together", "we're together"), not
// a shared activity ("do together", "went hiking together").
var togetherState = map[string]bool{"be": true, "been": true, "are": true, "is": true, "were": true, "was": true,
	"got": true, "get": true, "gets": true, "getting": true, "back": true, "still": true, "we're": true,
	"they're": true, "officially": true}

// aboutNoun reports whether words[j] is the noun of an "about" phrase
// ("what do I remember about the move?", "any notes regarding my new
// job?"): the question asks what was said or known of an event or a
// thing, not which value holds. At most two words may stand between, and
// none that opens a clause ("what do you know about where she lives now?"
// still asks where she lives).
func aboutNoun(words []string, j int) bool {
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		switch words[k] {
		case "about", "regarding", "concerning":
			// "what should I tell the host about food?" asks what to pass
			// on, the value; "what do I remember about the move?" what
			// was said
			for b := k - 1; b >= 0 && b >= k-3; b-- {
				if tellWords[words[b]] || sayWords[words[b]] && modalBefore(words, b) || formWords[words[b]] {
					return false
				}
			}
			// "if the surgery asked her about dietary requirements, what
			// would they say?": the answer to the asking is the value
			for a := j + 1; a+1 < len(words); a++ {
				if words[a] == "would" && (sayWords[words[a+1]] || tellWords[words[a+1]] ||
					a+2 < len(words) && sayWords[words[a+2]]) {
					return false
				}
			}
			return true
		case "where", "who", "whom", "what", "which", "how", "when", "whether", "if", "why":
			return false
		}
	}
	return false
}

// sayWords and modalBefore: what someone would say about a topic ("what
// would she have said about food on the RSVP?") is the value to pass on;
// what was said ("what did I say about the move?") is not.
var sayWords = fieldSet(`say said put write answer`)

func modalBefore(words []string, b int) bool {
	for m := b - 1; m >= 0 && m >= b-3; m-- {
		switch words[m] {
		case "would", "should", "could", "will", "i'd", "she'd", "he'd", "they'd", "you'd", "would've", "should've":
			return true
		}
	}
	return false
}

// tellWords ask what to tell someone: an "about" phrase after them asks
// for the value to pass on (see aboutNoun).
var tellWords = fieldSet(`tell warn inform remind brief`)

// formWords are what asks for a value by its topic: "a form asking about
// diet" wants the diet.
var formWords = fieldSet(`form forms questionnaire survey`)

// topicWordSet holds each topic's words, its stated words included, by
// topic name (what TopicWords returns, as a set for the per-turn tests).
var topicWordSet = func() map[string]map[string]bool {
	m := make(map[string]map[string]bool, len(topics))
	for _, t := range topics {
		set := make(map[string]bool, len(t.words)+len(t.stated))
		for _, w := range slices.Concat(t.words, t.stated) {
			set[w] = true
		}
		m[t.name] = set
	}
	return m
}()

// topicIndex is the index of the named topic in topics (it must exist).
func topicIndex(name string) int {
	return slices.IndexFunc(topics, func(t topic) bool { return t.name == name })
}

// TopicWords returns the words of a topic Hints.Topics names, its stated
// words included (nil for an unknown name), a copy the caller may keep.
func TopicWords(name string) []string {
	for _, t := range topics {
		if t.name == name {
			return slices.Concat(t.words, t.stated)
		}
	}
	return nil
}

// valueSet is what names a value in a statement (valueWordsFrom): the
// topics' common-word values, in any case, and names, the values the
// speaker's statements name mid-sentence (Request.StateValues), which
// name a value at a sentence's start too when capitalized ("Tomas
// surprised me", once "my partner Tomas" was read; "I lost my umbrella"
// names no "Umbrella Labs").
type valueSet struct {
	words, names map[string]bool
	// partnerOther: a clause whose subject is the speaker's partner
	// ("my wife just got an offer from X") states nothing of the
	// speaker's, unless the question is about the relationship itself
	// (see partnerSubject).
	partnerOther bool
	// placeNouns and personNouns are the named topics' ownedNouns.
	placeNouns, personNouns map[string]bool
	// topics are the named topics (othersTopic per clause).
	topics []string
	// kinded: a capitalized name is a value only where the words around
	// it give it a kind the named topics take (nameKind: "we're in
	// Matlock", "I'm at Brockweir Cider"), not where nothing does ("Ooh
	// Kinloch Distillery, fancy!"); see StateTest.Kinded.
	kinded bool
	// lowerRead, when set, is made true by a reading that found a text
	// typed in lower case (noteLowerRead), whose result depends on the
	// names seen in the query (StateTest.Values keeps only readings that
	// found none).
	lowerRead *bool
	// diet: the diet topic is named, so a diet's shape names a value too
	// (dietShaped).
	diet bool
	// work: the work topic is named, so an employer's name is a value
	// (employerName).
	work bool
	// lower: the text read is typed in lower case (LowerTyped), so a
	// known or seen name counts in lower case too; set once per text by
	// assertedValues and stating.
	lower bool
	// seen are the names the conversation spells with a capital elsewhere
	// (SeenNames: the assistant's "I'll use Keswick for weather", the
	// question's "Is Marlow still her home?"), which count only in text
	// typed or transcribed in lower case ("bin day at our place in
	// keswick"), where no capital tells a name.
	seen map[string]bool
	// towns are the words of the towns the text's street addresses end
	// in (addressTowns): places, whatever the topic.
	towns map[string]bool
	// framedRead: lowerFramed has set lower and seen for the text being
	// read (stating's set, passed on to statedValues for the same text).
	framedRead bool
	// colonStart: the clause read follows a colon (a form field's
	// value), where a name is skipped whole.
	colonStart bool
	// memo keeps statedValues' readings with this set (withMemo); nil:
	// none. A set derived from this one (withSeen) starts without.
	memo *readMemo
}

// noteLowerRead records in vs.lowerRead that a text read is typed in
// lower case.
func (vs valueSet) noteLowerRead(lowerTyped bool) {
	if lowerTyped && vs.lowerRead != nil {
		*vs.lowerRead = true
	}
}

// withSeen returns vs with names seen elsewhere (valueSet.seen); nil
// names leave it as it is.
func (vs valueSet) withSeen(names []string) valueSet {
	if len(names) == 0 {
		return vs
	}
	vs.seen = make(map[string]bool, len(names))
	for _, n := range names {
		vs.seen[n] = true
	}
	vs.memo = nil // another set: the readings with the old one do not hold
	return vs
}

// known reports whether lw is a known name (valueSet.names) or one seen
// elsewhere (valueSet.seen).
func (vs valueSet) known(lw string) bool {
	return vs.names[lw] || vs.seen[lw]
}

// value reports whether lw, a lowercased word followed by next (also
// lowercased, "" at the end), is one of the set's values: a common-word
// value of the named topics, or, for the diet topic, a word shaped like a
// diet (dietShaped).
func (vs valueSet) value(lw, next string) bool {
	return vs.words[lw] || vs.diet && dietShaped(lw, next)
}

// dietShaped reports whether lw names a diet by its form rather than by
// the topic's list, so that a diet the list lacks still counts: a
// "-tarian" word ("reducetarian", "climatarian"; the "-itarian" words are
// mostly not diets, "humanitarian", "egalitarian", so those count only when
// listed), or the word that qualifies the noun "diet" ("a Pritikin diet",
// "my lectin-free diet", "an elimination diet"), unless it is a word any
// diet takes ("a strict diet", "a new diet").
// countedDiet are what a diet of counting counts: "macro counting",
// "calorie counting", "points counting".
var countedDiet = fieldSet(`macro macros calorie calories carb carbs point points`)

// notDietEgan are words ending like vegan that name no diet.
var notDietEgan = map[string]bool{"began": true, "egan": true, "megan": true, "reagan": true, "keegan": true, "teagan": true, "deegan": true}

func dietShaped(lw, next string) bool {
	if fastingRatio(lw) {
		return true // "5:2", "16:8": an eating window, not a time of day ("5:30")
	}
	if strings.HasSuffix(lw, "tarian") && !strings.HasSuffix(lw, "itarian") && !notDietTarian[lw] ||
		strings.HasSuffix(lw, "vore") && len(lw) > 6 {
		return true // "-vore": "locavore", "herbivore"
	}
	if strings.HasSuffix(lw, "egan") && lw != "vegan" && !notDietEgan[lw] {
		return true // vegan's kin the list lacks: "pegan", "freegan", "beegan"
	}
	if nutrientWord(lw) {
		// "nightshade-free", "low-iodine": a nutrient diet the list lacks;
		// not "stress-free" or "low-key"
		part := strings.TrimPrefix(strings.TrimPrefix(lw, "low-"), "high-")
		for _, suf := range []string{"-free", "-light", "-lite"} {
			part = strings.TrimSuffix(part, suf)
		}
		return part != "" && part != lw && !notNutrient[part]
	}
	if head, tail, ok := strings.Cut(lw, "-"); ok && dietHead[head] && tail != "" && !strings.Contains(tail, "-") && !notDietTail[tail] {
		// "lacto-ovo", "plant-forward", "pesco-vegetarian": a food group
		// and how the diet takes it
		return true
	}
	if a, b, ok := strings.Cut(lw, "-and-"); ok && dietFood[a] && dietFood[b] {
		return true // "chicken-and-fish": the two foods the diet keeps to
	}
	if countedDiet[lw] && next == "counting" || lw == "intermittent" && next == "fasting" || lw == "clean" && next == "eating" {
		return true // "macro counting", "calorie counting", "intermittent fasting", "clean eating"
	}
	if head, tail, ok := strings.Cut(lw, "-"); ok && dietDegree[head] && baseDiet[tail] {
		return true // "semi-vegan", "mostly-vegetarian": a common diet kept in part
	}
	if lw == "gut-healing" {
		return true
	}
	if head, tail, ok := strings.Cut(lw, "-"); ok && dietAspect[head] && dietQuality[tail] {
		// "kidney-friendly", "heart-healthy", "carb-conscious",
		// "fibre-rich", "calorie-smart": a diet named for what it
		// minds (not "budget-friendly", "eco-conscious")
		return true
	}
	if next != "diet" || len(lw) < 3 || strings.HasSuffix(lw, "ly") || strings.ContainsAny(lw, "'’") || anyDiet[lw] {
		return false
	}
	for _, r := range lw {
		if !unicode.IsLetter(r) && r != '-' {
			return false
		}
	}
	return true
}

// fastingRatio reports whether lw is a fasting schedule's ratio: one or
// two digits, a colon and one digit ("5:2", "16:8", "20:4"); a clock time
// has two digits after the colon.
func fastingRatio(lw string) bool {
	h, m, ok := strings.Cut(lw, ":")
	return ok && len(h) >= 1 && len(h) <= 2 && len(m) == 1 && allDigits(h) && allDigits(m)
}

// notNutrient are the words of "low-X", "high-X" and "X-free" that name
// no food ("low-key", "stress-free").
var notNutrient = fieldSet(`key cost end speed budget pressure stakes school level rise light profile maintenance
	quality stress hands tax rent hassle pain debt smoke scent fragrance fee fees toll duty crime risk worry care
	cruelty plastic child kid kids car paper interest commission energy battery res resolution impact effort
	waste clutter drama guilt phone screen spirits spirited ceiling five light lite`)

// dietHead are the food groups a hyphenated diet opens with
// (dietShaped); notDietTail the words after them that make no diet
// ("plant-pot", "fish-tank").
var (
	dietHead = fieldSet(`lacto ovo plant pesco pollo veggie veg vegetable grain seafood meat fish`)
	// dietFood are the foods a diet of two is named for ("chicken-and-fish").
	dietFood = fieldSet(`chicken fish meat veg vegetable vegetables plant plants dairy egg eggs grain grains seafood fruit nut nuts beef pork poultry rice bean beans`)
	// dietDegree and baseDiet: a common diet kept in part ("semi-vegan",
	// "demi-vegetarian").
	dietDegree  = fieldSet(`semi demi mostly part partly near nearly almost quasi`)
	baseDiet    = fieldSet(`vegan vegetarian pescatarian keto paleo carnivore raw`)
	notDietTail = fieldSet(`pot pots tank tanks shop shops store stores food foods life lover lovers care stand stall`)
)

// dietAspect are the nutrients, foods and organs a diet is named for
// ("kidney-friendly"), dietQuality the words that say it minds them
// (dietShaped).
var (
	dietAspect = fieldSet(`kidney renal heart gut liver diabetic diabetes carb carbs calorie calories fibre fiber
	sugar salt sodium protein fat gluten dairy lactose plant veggie grain iron pulse pulses legume bean`)
	dietQuality = fieldSet(`friendly healthy smart conscious rich powered wise aware focused based`)
)

// notDietTarian are the "-tarian" words that are not diets.
var notDietTarian = fieldSet(`sectarian nonsectarian proletarian`)

// anyDiet are the words before "diet" that any diet may take: they say
// how or whose, not which.
var anyDiet = fieldSet(`new old strict stricter healthy healthier unhealthy balanced special proper normal usual
	regular good bad better worse crash fad whole current same different own restricted restrictive boring weird
	latest last previous first next this that these those the and any some every what which whose your his her
	their our its my one two whole entire overall typical average standard western modern daily weekly proper
	real actual official recommended prescribed medical doctor-approved sensible sustainable simple
	wrong right correct incorrect another other no`)

// topicValues is the value set of the named topics, with known names
// (lowercased).
func topicValues(topicNames []string, known ...string) valueSet {
	vs := valueSet{words: make(map[string]bool), partnerOther: !slices.Contains(topicNames, "relationship"), topics: topicNames,
		diet: slices.Contains(topicNames, "diet"), work: slices.Contains(topicNames, "work")}
	if len(known) > 0 {
		vs.names = make(map[string]bool, len(known))
		for _, v := range known {
			if !english.IsStopWord(v) {
				vs.names[v] = true // "the" read off "The Tenant shall occupy" names nothing
			}
		}
	}
	for _, t := range topics {
		if slices.Contains(topicNames, t.name) {
			for _, v := range t.values {
				vs.words[v] = true
			}
		}
	}
	if slices.Contains(topicNames, "diet") {
		for _, v := range nutrientDiets {
			vs.words[v] = true
		}
	}
	for _, n := range topicNames {
		vs.placeNouns = addWords(vs.placeNouns, ownedNouns[n].place)
		vs.personNouns = addWords(vs.personNouns, ownedNouns[n].person)
	}
	return vs
}

// residenceOnly reports whether the value set is the residence topic's
// alone.
func (vs valueSet) residenceOnly() bool { return len(vs.topics) == 1 && vs.topics[0] == "residence" }

// partnerAsked reports whether the value set's topics include the
// relationship topic.
func (vs valueSet) partnerAsked() bool { return slices.Contains(vs.topics, "relationship") }

// dietOnly reports whether the value set is the diet topic's alone.
func (vs valueSet) dietOnly() bool { return len(vs.topics) == 1 && vs.topics[0] == "diet" }

// nutrientDiets are the diets named by a nutrient: "low-oxalate",
// "high-fibre", "soy-free". They name a diet as a value; recall does not
// search with them (TopicText), since "low", "high" and "free" are in every
// kind of turn; the nutrient alone is among the diet's stated words.
var nutrientDiets = func() []string {
	var out []string
	for _, n := range strings.Fields(`carb fat sodium salt sugar oxalate fodmap protein fibre fiber calorie
		cholesterol histamine purine residue gi`) {
		out = append(out, "low-"+n, "high-"+n, n+"-free")
	}
	for _, n := range strings.Fields(`gluten dairy egg nut soy wheat grain lactose meat caffeine yeast sesame
		shellfish corn`) {
		out = append(out, n+"-free")
	}
	return out
}()

// addWords adds words to m, made when the first comes (a nil m stays nil
// without words, which presupposed reads as "no owned nouns").
func addWords(m map[string]bool, words []string) map[string]bool {
	for _, w := range words {
		if m == nil {
			m = make(map[string]bool)
		}
		m[w] = true
	}
	return m
}

// ownedNouns are, per topic, the nouns of the speaker's own life that
// presuppose its value when they say "my": a place ("my flat in
// Trondheim", "my Dundee flat", "my job at Initech", "my boss at Initech",
// "my keto diet") or a
// person ("my partner Idris"). A question that says so still tells the
// value ("any climbing gyms near my flat in Trondheim?"); see presupposed.
var ownedNouns = map[string]struct{ place, person []string }{
	"residence": {place: []string{"flat", "apartment", "house", "home", "place", "street", "address", "neighbourhood",
		"neighborhood", "building", "condo", "digs", "town", "city", "landlord", "landlady"}},
	"work": {place: []string{"job", "office", "workplace", "employer", "company", "desk", "boss", "manager", "team",
		"colleagues", "coworkers", "badge", "staff"}},
	"diet": {place: []string{"diet"}},
	"relationship": {person: []string{"partner", "boyfriend", "girlfriend", "husband", "wife", "fiance", "fiancee",
		"fiancé", "fiancée", "spouse", "bf", "gf", "hubby", "missus", "lover"}},
}

// TopicText is the words of every named topic and its common-word values
// joined by spaces: the text recall searches evidence with to find the
// turns on those topics ("week three of keto and I haven't cheated once"
// states a diet with no topic word).
func TopicText(names []string) string {
	var b strings.Builder
	for _, n := range names {
		i := topicIndex(n)
		if i < 0 {
			continue
		}
		for _, w := range slices.Concat(topics[i].words, topics[i].stated, topics[i].values) {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(w)
		}
	}
	return b.String()
}
