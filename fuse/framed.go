package fuse

import (
	"slices"
	"strings"

	"github.com/kljensen/snowball/english"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// Names in text typed or transcribed in lower case. A speech recognizer
// that writes no capitals ("um i work at ochil glass in the office", "it's
// peebles now we moved") or a person who types none leaves a name with
// nothing to tell it from a word, and the statement test reads a name in
// lower case only when it is known or seen spelled with a capital
// elsewhere (valueSet.seen). FramedNames finds more: the words a speaker
// puts where a statement of their own home, job or partner puts a name
// ("we're in X now", "i work at X", "we moved to X", "... street in X",
// "i'm seeing X", "other half X", and for any topic "it's X now"), when
// they are no common word and the frame is one of the asked topics'. They
// join the seen names, so they count where a seen name counts and nowhere
// else.

// A frame is a statement frame of the speaker's value of some topics, in
// lower case, followed by the name's first words (group 1, read word by
// word by framedName); its words that end in -ing, -ly or -ed are no name
// after a frame marked verbs ("it's raining now", "other half laughed").
type frame struct {
	re     *prefilter.Regexp
	topics []string // nil: any topic
	verbs  bool
}

// nameAfter is what a frame's group 1 takes: the name's first words.
const nameAfter = `\s+([a-z][a-z'\x{2019}-]*(?:\s+[a-z][a-z'\x{2019}-]*){0,3})`

// beRE is "i'm", "we're", "i am", "we are" with an optional adverb.
const beRE = `\b(?:i|we)(?:['\x{2019}]m|['\x{2019}]re|\s+am|\s+are)\s+(?:now\s+|still\s+|living\s+|based\s+|working\s+|over\s+|up\s+|down\s+|out\s+)?`

var frames = []frame{
	{prefilter.MustCompile(beRE + `in` + nameAfter), []string{"residence"}, false},
	{prefilter.MustCompile(beRE + `(?:at|for)` + nameAfter), []string{"work"}, false},
	{prefilter.MustCompile(beRE + `with` + nameAfter), []string{"work", "relationship"}, false},
	{prefilter.MustCompile(beRE + `(?:employed\s+by|on\s+the\s+(?:books|payroll)\s+(?:at|of))` + nameAfter), []string{"work"}, false},
	{prefilter.MustCompile(`\b(?:i|we)\s+(?:(?:just|now|still)\s+)?(?:live|lived)\s+in` + nameAfter), []string{"residence"}, false},
	{prefilter.MustCompile(`\b(?:i|we)\s+(?:(?:just|now|still)\s+)?(?:work|worked)\s+(?:at|for|in)` + nameAfter), []string{"work"}, false},
	{prefilter.MustCompile(`\b(?:i|we)(?:['\x{2019}]ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:moved|relocated)\s+(?:to|into)` + nameAfter), []string{"residence"}, false},
	{prefilter.MustCompile(`\b(?:(?:i|we)(?:['\x{2019}]ve|\s+have)?\s+(?:just\s+)?)?started\s+(?:at|with)` + nameAfter), []string{"work"}, false},
	{prefilter.MustCompile(`\b(?:street|road|lane|avenue|close|drive|terrace|crescent|row|mews|square|gardens)\s+in` + nameAfter), []string{"residence"}, false},
	{prefilter.MustCompile(beRE + `(?:seeing|dating|going\s+out\s+with|engaged\s+to|married\s+to)` + nameAfter), []string{"relationship"}, false},
	{prefilter.MustCompile(`\bother\s+half` + nameAfter), []string{"relationship"}, true},
	// "no no we're not in arbroath anymore it's peebles now": a change
	// told by its new value
	{prefilter.MustCompile(`\bit['\x{2019}]?s\s+([a-z][a-z'\x{2019}-]*(?:\s+[a-z][a-z'\x{2019}-]*){0,2}?)\s+now\b`), nil, true},
}

// frameEnd are the words that end a framed name ("ochil glass in the
// office", "peebles now"): after it, what the speaker goes on to say.
var frameEnd = fieldSet(`now these days since and so but if for on in at to the a an of got they we i it's its with
	been um uh er erm like yeah anyway anymore any more still too as well then from by near up down just actually honestly
	you know mean right okay ok oh well place office town city area bit has had is was said says`)

// commonFramed are words that follow the frames without being a name:
// "i'm in bed", "we're at work", "it's fine now", "i'm with mum".
var commonFramed = fieldSet(`home work bed town city school uni college hospital church office shop station hotel gym
	pub bar cafe club court prison jail class lunch dinner breakfast tea charge trouble touch love luck pain tears shock
	pieces bits time place there here it them him her you me us mum mom dad mam nan gran grandma grandad kids kid family
	friends friend sister brother wife husband partner boyfriend girlfriend son daughter baby parents folks lot lots
	fine good great okay ok done sorted over gone fixed late early busy tired ready back away out off free full all
	one two three four five six seven eight nine ten first last next new old same different other least most best
	worst bad better worse nothing something everything anything somewhere everywhere nowhere anywhere none true
	real raining snowing freezing cold hot warm sunny wet dry dark light quiet loud mad crazy weird odd funny hard
	easy nice lovely awful terrible fab brilliant perfect official final settled legit serious permanent mine ours yours theirs his hers morning evening
	night afternoon weekend week month year today tonight tomorrow yesterday lates earlies nights days shifts part
	full-time part-time temp contract agency bank admin sales accounts reception retail`)

// FramedNames returns the words of the names that the texts typed in
// lower case (LowerTyped) put in a statement frame of one of topics (nil:
// every topic's), once each, in first-seen order (see the comment above):
// the words of "ochil glass" apart, as SeenNames gives them.
func FramedNames(topics []string, texts ...string) []string {
	var out []string
	seen := make(map[string]bool)
	for _, t := range texts {
		if LowerTyped(t) {
			out = framedWords(t, topics, false, seen, out)
		}
	}
	return out
}

// framedWords appends to out the words of the names text puts in a frame
// of one of topics, each once (seen); with lowerOnly, only those written
// in lower case in text (a recognizer that capitalizes most names, but
// not "started at tweedale printing on Monday").
func framedWords(t string, topics []string, lowerOnly bool, seen map[string]bool, out []string) []string {
	lt := strings.ToLower(t)
	if lowerOnly && len(lt) != len(t) {
		return out // offsets into lt are not offsets into t
	}
	for _, f := range frames {
		if f.topics != nil && topics != nil && !slices.ContainsFunc(f.topics, func(n string) bool { return slices.Contains(topics, n) }) {
			continue
		}
		for _, m := range f.re.FindAllStringSubmatchIndex(lt, -1) {
			words := framedName(lt[m[2]:m[3]], f.verbs) // the words of "ochil glass", each a seen name
			if lowerOnly && !strings.HasPrefix(t[m[2]:m[3]], strings.Join(words, " ")) {
				continue // spelled with a capital: read as any name is
			}
			for _, w := range words {
				if !seen[w] {
					seen[w] = true
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// lowerFramed returns values for reading text: a text typed in lower case
// (LowerTyped) reads known and seen names in lower case (valueSet.lower);
// a text with capitals does too when it frames a name in lower case
// ("Started at tweedale printing on Monday"), with those words seen. The
// set it returns is marked (framedRead), so the readings of the same text
// that stating passes it on to do not run the frames again.
func lowerFramed(text string, values valueSet) valueSet {
	if values.framedRead {
		return values // stating read this text already, before statedValues reads it
	}
	values.framedRead = true
	lowerTyped := LowerTyped(text)
	values.lower = (values.names != nil || values.seen != nil) && lowerTyped
	values.noteLowerRead(lowerTyped)
	if lowerTyped {
		return values
	}
	framed := framedWords(text, values.topics, true, map[string]bool{}, nil)
	if len(framed) == 0 {
		return values
	}
	seen := make(map[string]bool, len(values.seen)+len(framed))
	for n := range values.seen {
		seen[n] = true
	}
	for _, w := range framed {
		seen[w] = true
	}
	values.seen, values.lower = seen, true
	values.memo = nil // another set: the readings with the old one do not hold
	values.noteLowerRead(true)
	return values
}

// framedName returns the words of the name that opens words (what
// follows a frame), up to the first word that ends it (frameEnd), or
// nil when the first word is no name: common, a stop word, a calendar or
// topic word, too short, or, after a frame marked verbs, shaped like a
// verb or an adverb ("it's raining now", "it's sorted now", "other half
// laughed"; a town may end so: "we're in reading now").
func framedName(words string, verbs bool) []string {
	var out []string
	for _, f := range strings.Fields(words) {
		w := strings.Trim(f, "'\u2019-")
		if frameEnd[w] {
			break
		}
		if len(w) <= 2 || commonFramed[w] || english.IsStopWord(w) || notName(w) || isTopicWord(w) ||
			verbs && (strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ly") || strings.HasSuffix(w, "ed")) {
			if len(out) == 0 {
				return nil
			}
			break
		}
		out = append(out, w)
	}
	return out
}
