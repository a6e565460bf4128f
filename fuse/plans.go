package fuse

import (
	"strings"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// Plans that did not become facts. People talk about a change before it
// happens and when it falls through: "the Siena flat fell through", "I
// turned the Globex offer down", "second viewing of the Lund place is on
// Thursday", "verbal offer from Initech", "third date with Tom went well,
// not official yet". Such a turn names a value the speaker does not hold,
// in an asserted clause with no hedge word, so the clause test reads it as
// a statement. What marks it is the words around the value: an abandoned
// plan (abandonedBeforeRE, abandonedAfterRE), a prospect still open
// (prospectBeforeRE, prospectAfterRE), or a turn that says nothing is
// settled yet (unsettledRE). denied reads a mention in such words as one
// the speaker does not hold, as it reads "not Leeds".

// abandonedBeforeRE ends in what stops a plan for the value after it:
// "pulled out of the", "turned down the setup with", "didn't get the",
// "decided against", "talked me out of", "dropped the idea of", "called
// things off with", "forget I ever mentioned", "not moving to", or a
// clause's opening "no" ("no keto for me after all"). A determiner and a
// plan noun with its preposition may come between ("scrap the idea about
// Lund").
var abandonedBeforeRE = prefilter.MustCompile(`(?:\b(?:pull(?:ed|ing|s)?\s+out\s+of|back(?:ed|ing|s)?\s+out\s+of|turn(?:ed|ing|s)?\s+down|decid(?:ed|ing|e)\s+against|talk(?:ed|ing|s)?\s+(?:me|us|him|her|them)\s+out\s+of|(?:didn'?t|did\s+not|never)\s+(?:get|land|take|accept|ask)|drop(?:ped|ping|s)?|scrap(?:ped|ping|s)?|ditch(?:ed|ing|es)?|(?:nothing'?s|nothing\s+is)\s+(?:happening|going\s+on)\s+with|fizzl(?:ed|es|ing)\s+out\s+with|call(?:ed|ing|s)?\s+(?:things|it)\s+off\s+with|withdr(?:ew|awn|awing)\s+from|pull(?:ed|ing)?\s+(?:my|our)\s+application\s+(?:to|at|for|from)|forget\s+i\s+(?:ever\s+)?mentioned|(?:not|never)\s+(?:going|moving|heading|relocating|starting|switching)\s+to)|^\s*no)\s+(?:(?:the|my|our|that|this|a|an)\s+)?(?:(?:idea|plan|plans|thought|offer|setup|set-up|job|role|place|flat|house|move|application)\s+(?:about|of|with|at|in|for|to|from)\s+(?:the\s+)?)?$`)

// abandonedAfterRE opens with what became of a plan for the value before
// it, up to three words on (the rest of a name and a plan noun: "the
// Furnace Hill Steel role got frozen", "the Siena flat fell through", "the
// Lund move is off", "I turned the Initech offer down").
var abandonedAfterRE = prefilter.MustCompile(`^(?:\s+[\w'-]+){0,3}?\s+(?:fell\s+through|falls\s+through|(?:has|had)\s+fallen\s+through|(?:is|was|are|were|'s)\s+(?:off|dead|cancelled|canceled|not\s+happening|a\s+no-?go)|(?:got|was|were|has\s+been|had\s+been)\s+(?:frozen|cancelled|canceled|pulled|scrapped|withdrawn|shelved|axed)|came\s+to\s+nothing|fizzled|never\s+happened|didn'?t\s+(?:happen|work\s+out|come\s+off|go\s+ahead|come\s+through)|(?:offer|job|role|idea|plan|move)\s+down)\b`)

// prospectBeforeRE ends in a prospect of the value after it: an offer,
// interview, opening, application, listing or viewing at, from or in it,
// a first, second or third date with a person, someone "called" or
// "from" it, or a longing for it ("part of me misses eating paleo").
var prospectBeforeRE = prefilter.MustCompile(`\b(?:(?:offers?|interviews?|openings?|vacanc(?:y|ies)|applications?|listings?|viewings?|shortlist)\s+(?:at|from|with|for|to|in|of)|(?:first|second|third|fourth|fifth|another|blind|a)\s+date\s+with|someone\s+(?:called|named|from)|(?:miss|misses|missed|missing)\s+(?:eating|living\s+in|being\s+in|working\s+at))\s+(?:the\s+)?$`)

// prospectAfterRE opens with a prospect noun the value names, the rest
// of a name (two words at most) before it ("the Furnace Hill Steel offer
// is on the table", "the Lund idea").
var prospectAfterRE = prefilter.MustCompile(`^(?:\s+[\w'-]+){0,2}\s+(?:offer|interview|opening|vacancy|application|listing|listings|viewing|idea|experiment|shortlist)\b`)

// unsettledRE is a turn saying the change it tells is not settled:
// "nothing's signed yet", "not official yet", "still working out what we
// are", "waiting on the written contract".
var unsettledRE = prefilter.MustCompile(`\bnothing(?:'s|\s+is|\s+has\s+been)\s+(?:official|signed|confirmed|decided|final|settled)\b|\bnot\s+(?:official|signed|confirmed|decided|final|settled)\s+yet\b|\bstill\s+working\s+out\s+what\s+we\s+are\b|\bwaiting\s+on\s+the\s+(?:written\s+)?contract\b|\bnothing\s+(?:decided|confirmed|signed)\b`)

// plannedOnly reports whether a value's mention, with before and after
// the lower-case text on either side of it, is a plan that fell through or
// a prospect still open, by the words of its clause around it (before is
// cut at the clause's start, after at its end).
func plannedOnly(before, after string) bool {
	if k := strings.LastIndexAny(before, ".!?;:,"); k >= 0 {
		before = before[k+1:]
	}
	if k := strings.IndexAny(after, ".!?;:,"); k >= 0 {
		after = after[:k]
	}
	return abandonedBeforeRE.MatchString(before) || prospectBeforeRE.MatchString(before) ||
		abandonedAfterRE.MatchString(after) || prospectAfterRE.MatchString(after)
}

// itIsRE is a choice confirmed with its value first: "so the thing I
// mentioned happened: Lund it is." It is read as "it is Lund", where the
// value no longer opens its clause.
var itIsRE = prefilter.MustCompile(`(^|[:.!?]\s+)([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+it\s+is\b`)

// thatsRE is a value given first and then said to be the speaker's: a
// fragment answer ("Tobermory, that's where I live", "Rozalia, that's my
// partner", "SlimFast, that's the diet I stick to").
var thatsRE = prefilter.MustCompile(`(^|[:.!?]\s+)(\p{Lu}[\w'&-]*(?:\s+\p{Lu}[\w'&-]*){0,3}),\s+((?:that's|that\s+is|that\x{2019}s)\s+(?:where\s+(?:I|we)\s+(?:live|work|am|are)|my\s+(?:partner|other\s+half|boyfriend|girlfriend|husband|wife|fianc[eé]e?|employer|job|work|company|home|town|city|diet|plan|place|office|workplace)\b|the\s+(?:diet|plan|regime|company|firm|employer|town|city|place)))`)

// valueFirst rewrites itIsRE's choices as "it is X"; a first word that is
// no name ("Fine it is") is left alone.
func valueFirst(text string) string {
	if strings.Contains(text, ", that") {
		// "Tobermory, that's where I live" is read as "that's where I
		// live, Tobermory"
		text = thatsRE.ReplaceAllStringFunc(text, func(m string) string {
			g := thatsRE.FindStringSubmatch(m)
			first, _, _ := strings.Cut(g[2], " ")
			if notName(strings.ToLower(first)) || firstPersonRE.MatchString(first) || openerWord[strings.ToLower(first)] {
				return m
			}
			return g[1] + g[3] + ", " + g[2]
		})
	}
	if !strings.Contains(text, " it is") {
		return text
	}
	return itIsRE.ReplaceAllStringFunc(text, func(m string) string {
		g := itIsRE.FindStringSubmatch(m)
		first, _, _ := strings.Cut(g[2], " ")
		if notName(strings.ToLower(first)) || firstPersonRE.MatchString(first) {
			return m
		}
		return g[1] + "it is " + g[2]
	})
}
