package cognitive

import (
	"strings"
	"unicode"
)

// Paraphrase rewords a question by a fixed rule set, so the feedback
// benchmark can ask a fed question again in other words (LoCoMo has no
// paraphrases of its own). Two kinds of rule, each applied once, left to
// right, and never to its own output:
//
//   - the question's opening is reframed ("When did" -> "At what time
//     did", "How many" -> "What number of", "Who" -> "Which person", ...);
//   - words from a table of general English near-synonyms are swapped
//     ("kids" -> "children", "went" -> "traveled", "movie" -> "film", ...);
//     a capitalized word (a name) is never swapped.
//
// The rules were written once, before any run, and were not changed
// after seeing a result. A question no rule touches comes back unchanged
// (the report counts how many do change).
func Paraphrase(q string) string {
	q = reframe(q)
	var b strings.Builder
	word := func(w string) {
		if r, ok := synonyms[w]; ok {
			w = r
		}
		b.WriteString(w)
	}
	start := -1
	for i, r := range q {
		if unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			word(q[start:i])
			start = -1
		}
		b.WriteRune(r)
	}
	if start >= 0 {
		word(q[start:])
	}
	return b.String()
}

func reframe(q string) string {
	for _, f := range frames {
		if strings.HasPrefix(q, f[0]) {
			return f[1] + q[len(f[0]):]
		}
	}
	return q
}

// frames are question openings and their rewording, longest first.
var frames = [][2]string{
	{"When did ", "At what time did "},
	{"When was ", "At what time was "},
	{"When is ", "At what time is "},
	{"How many ", "What number of "},
	{"How long ", "For what length of time "},
	{"How does ", "In what way does "},
	{"How did ", "In what way did "},
	{"Where did ", "In which place did "},
	{"Where has ", "In which places has "},
	{"Where ", "In which place "},
	{"Who ", "Which person "},
	{"Why ", "For what reason "},
	{"What kind of ", "What sort of "},
	{"What types of ", "What sorts of "},
	{"What did ", "Tell me what "},
	{"What does ", "Tell me what "},
	{"What do ", "Tell me what "},
	{"What are ", "Name "},
	{"What is ", "Name "},
	{"What ", "Which "},
	{"Would ", "Is it likely that "},
	{"Does ", "Is it so that "},
	{"Did ", "Is it true that "},
	{"Is ", "Would you say "},
}

// synonyms are lowercase near-synonyms of general English.
var synonyms = map[string]string{
	"kids": "children", "children": "kids", "child": "kid", "kid": "child",
	"went": "traveled", "go": "travel", "gone": "traveled", "going": "heading",
	"like": "enjoy", "likes": "enjoys", "liked": "enjoyed", "love": "adore", "loves": "adores",
	"buy": "purchase", "bought": "purchased",
	"movie": "film", "movies": "films", "film": "movie", "book": "novel", "books": "novels",
	"job": "occupation", "career": "profession", "work": "labor",
	"house": "home", "home": "house", "car": "vehicle",
	"friend": "pal", "friends": "pals",
	"start": "begin", "started": "began", "begin": "start", "began": "started",
	"hobby": "pastime", "hobbies": "pastimes", "activities": "pursuits", "activity": "pursuit",
	"favorite": "preferred", "big": "large", "small": "little",
	"help": "assist", "helped": "assisted", "helps": "assists",
	"recently": "lately", "attend": "visit", "attended": "visited",
	"event": "occasion", "events": "occasions",
	"pets": "animals", "pet": "animal", "dog": "puppy", "dogs": "puppies",
	"trip": "journey", "trips": "journeys", "travel": "journey",
	"make": "create", "made": "created", "makes": "creates",
	"plan": "intend", "plans": "intentions", "planning": "intending",
	"read": "studied", "researched": "studied", "research": "study",
	"names": "titles", "name": "title",
	"important": "significant", "symbols": "emblems",
	"family": "relatives", "parents": "folks",
	"game": "match", "games": "matches", "sport": "athletics", "sports": "athletics",
	"instruments": "instrument", "play": "perform", "plays": "performs", "played": "performed",
	"participated": "taken part", "participating": "taking part", "partake": "engage",
	"supports": "backs", "support": "backing",
	"decided": "chosen", "moved": "relocated", "move": "relocate",
	"seen": "watched", "saw": "watched", "watched": "saw",
	"school": "class", "class": "course", "learn": "study", "learned": "studied",
	"paint": "draw", "painted": "drew", "painting": "artwork", "paintings": "artworks",
	"food": "meals", "cook": "prepare", "cooked": "prepared",
	"happy": "glad", "sad": "unhappy", "feel": "sense", "felt": "sensed",
	"reason": "motive", "destress": "unwind", "relax": "unwind",
}
