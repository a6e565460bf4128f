package fuse

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// Quoted lines. Agents pipe what users paste: a forwarded message, an
// email, an advert, a letter, each line of it after "> " as mail and chat
// clients quote, often under a line that says where it came from ("Fwd
// from Jem:", "My brother Gus sent this to the family chat:", "Pasting a
// job ad Padma sent me:"), or a chat pasted line by line ("Tolu: > anyone
// want anything"). Those are someone else's words: "> I'm finally leaving
// Norwich" is the brother's move, "> Quenby Analytics is hiring!" an
// advert, and the sender's name in the header is no value of the
// speaker's. The state tests read a turn's own words only (ownText); what
// the user writes around the quote ("I'm staying exactly where I am, in
// Lille") still counts, and so does a quote of the user's own ("Pasting
// what I sent my best mate:", "me: > I'll bring my own").

// ownText returns text with the quoted lines of others blanked out: a
// line whose first non-blank character is '>' or that opens with a name,
// a colon and '>' ("Tolu: > ...", not "me: > ..."), and the header right
// above such a line (a line ending in ':', less a "Name: " that opens
// it) unless the header says the quote is the speaker's own (ownQuoteRE).
// Each blanked byte but the line breaks becomes a space, so offsets into
// text still hold. Text without a quoted line is returned as is.
func ownText(text string) string {
	text = unshouted(text)
	toSelf := selfNote(text) // an entry's title says so too ("Tue 14 Mar 2025 — Note to self"), and is blanked next
	text = readAloud(text)   // before a transcript's tags are blanked as labels
	text = blankLabels(text) // before the tag, whose shape "[00:14:32]" is a label's too
	if m := transcriptTagRE.FindStringSubmatchIndex(text); m != nil {
		// "[voice memo, 54s] Rustam's been at ...": the tag is no part of
		// what was said, whose first words open its first sentence (after
		// the speaker's "Name: ", kept)
		text = text[:m[3]] + blankLines(text[m[3]:m[1]]) + text[m[1]:]
	}
	text = ownMaterial(text)
	text = othersQuotes(text)
	text = mailTail(text)
	text = forwarded(text)
	if toSelf {
		text = selfAddressed(text)
	}
	if !strings.Contains(text, ">") {
		return text
	}
	lines := strings.SplitAfter(text, "\n")
	kinds := make([]quoteKind, len(lines)) // each line classified once
	for i, l := range lines {
		kinds[i] = lineQuote(l)
	}
	blank := make([]bool, len(lines))
	found := false
	for i := 0; i < len(lines); i++ {
		if kinds[i] != othersQuote {
			continue
		}
		// the quote runs to the next line that is not quoted; its header
		// is the line above it, when that ends in a colon
		j := i
		for j < len(lines) && kinds[j] != notQuoted {
			j++
		}
		header := i > 0 && strings.HasSuffix(strings.TrimRight(lines[i-1], " \t\r\n"), ":")
		if header && ownQuoteRE.MatchString(lines[i-1]) && !staleHeaderRE.MatchString(lines[i-1]) {
			i = j - 1
			continue // "Pasting what I sent my best mate:"
		}
		if header {
			blank[i-1] = true
		}
		for k := i; k < j; k++ {
			if kinds[k] == othersQuote {
				blank[k], found = true, true
			}
		}
		i = j - 1
	}
	if !found {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for i, l := range lines {
		if !blank[i] {
			b.WriteString(l)
			continue
		}
		// what a header line says before its last sentence stays ("That's
		// out of date. Landlord's message for the file:"), and so does a
		// span's "Name: ", which tells whose turn the lines after it are
		if kinds[i] != othersQuote {
			k := 0
			if p := speakerPrefixRE.FindString(l); p != "" {
				k = len(p)
			}
			if m := lastSentenceEndRE.FindAllStringIndex(l, -1); m != nil {
				k = max(k, m[len(m)-1][1])
			}
			b.WriteString(l[:k])
			l = l[k:]
		}
		b.WriteString(blankLines(l))
	}
	return b.String()
}

// othersQuotes returns text with each quotation in double quotes ("..."
// or “...”, twelve characters or more) blanked out, as ownText blanks
// quoted lines, where the words before it (on its line or the line above)
// say it is someone else's and not that the speaker wrote it: "Reply to
// this for me, it's from an old colleague: \"Hey! I've just started at
// X\"", "Help me reply to this email from my cousin: \"we've bought a
// house in Y\"", "My sister sent this, help me answer nicely: \"...\"".
// Where the words before say the speaker wrote it ("Proofread my caption,
// I wrote it: \"...\"", "my own words:"), its quote marks become spaces:
// the quotation is the speaker's own news. Text without such a quotation
// is returned as is.
func othersQuotes(text string) string {
	if !strings.ContainsAny(text, "\"“") {
		return text
	}
	ms := inlineQuoteRE.FindAllStringIndex(text, -1)
	if ms == nil {
		return text
	}
	out := text
	for _, m := range ms {
		// the words of the line the quote opens on, or of the line above
		// when the quote opens its own line
		before := text[max(0, m[0]-200):m[0]]
		if i := strings.LastIndexByte(strings.TrimRight(before, " \t\n"), '\n'); i >= 0 {
			before = before[i+1:]
		}
		switch own := ownSourceRE.MatchString(before); {
		case othersSourceRE.MatchString(before) && !own:
			out = out[:m[0]] + blankLines(out[m[0]:m[1]]) + out[m[1]:]
		case own:
			// the speaker's own words: read as if unquoted
			_, open := utf8.DecodeRuneInString(out[m[0]:])
			_, shut := utf8.DecodeLastRuneInString(out[:m[1]])
			out = out[:m[0]] + strings.Repeat(" ", open) + out[m[0]+open:m[1]-shut] + strings.Repeat(" ", shut) + out[m[1]:]
		}
	}
	return out
}

var (
	// inlineQuoteRE is a quotation in double quotes (othersQuotes).
	inlineQuoteRE = prefilter.MustCompile(`"[^"]{12,}"|\x{201c}[^\x{201d}]{12,}\x{201d}`)
	// othersSourceRE says a quotation is someone else's: sent or written
	// by someone, from someone, or what the speaker replies to.
	othersSourceRE = prefilter.MustCompile(`(?i)\b(?:from|by)\s+(?:my|an?|the|our|his|her|their)\s+(?:[\w'-]+\s+){0,2}(?:` + personWords + `)\b|\b(?:` + personWords + `)\s+(?:just\s+)?(?:sent|wrote|texted|emailed|messaged|posted|forwarded|says|said|asked)\b|\b(?:reply|respond|answer|replying|responding|answering)\s+to\s+(?:this|these|that|the|her|his|their)\b|\bfrom\s+(?-i:\p{Lu}[\w'-]*)\s*:`)
	// ownSourceRE says a quotation is the speaker's own.
	ownSourceRE = prefilter.MustCompile(`(?i)\b(?:I|we)\s+(?:wrote|drafted|typed|have\s+written)\b|\b(?:I|we)(?:'ve|\x{2019}ve)\s+(?:written|drafted)\b|\bmy\s+own\s+words\b|\b(?:proofread|check|fix|edit|improve|polish|tidy|shorten|review|rewrite|translate)\s+(?:up\s+)?my\b`)
)

// lastSentenceEndRE is a sentence's end inside a line.
var lastSentenceEndRE = prefilter.MustCompile(`[.!?]+\s+`)

// quoteLineRE is a quoted line: '>' first, or a chat name, a colon, then
// '>' ("Tolu: > anyone want anything").
var quoteLineRE = prefilter.MustCompile(`^\s*(?:([\p{L}][\w'-]*)\s*:\s*)?>`)

// quoteKind is how a line quotes: not at all, someone else's words, or
// the speaker's own line of a pasted chat ("me: > I'll do my own").
type quoteKind uint8

const (
	notQuoted quoteKind = iota
	othersQuote
	ownQuote
)

// lineQuote classifies line by quoteLineRE, the speaker's names (selfName)
// making a quote their own.
func lineQuote(line string) quoteKind {
	m := quoteLineRE.FindStringSubmatch(line)
	switch {
	case m == nil:
		return notQuoted
	case selfName[strings.ToLower(m[1])]:
		return ownQuote
	}
	return othersQuote
}

// selfName are the names a pasted chat gives the speaker.
var selfName = fieldSet(`me i myself`)

// staleHeaderRE is a header that says the speaker's own words below are
// old: "Here's the header from the CV I sent last year:", "what I wrote
// years ago:". They are material, as another's quote is.
var staleHeaderRE = prefilter.MustCompile(`(?i)\b(?:last\s+(?:year|month|spring|summer|autumn|winter)|(?:years|months|ages)\s+ago|old|older|previous|former|outdated|out\s+of\s+date|back\s+in\s+\d{4})\b`)

// ownQuoteRE is a header that says the quote below is the speaker's own
// words: "what I sent my best mate:", "I replied:", "my reply:".
var ownQuoteRE = prefilter.MustCompile(`(?i)\b(?:i|i've|i'd|i\s+just|i've\s+just)\s+(?:sent|said|wrote|written|replied|answered|posted|texted|told|messaged|put)\b|\bmy\s+(?:reply|answer|message|response|draft|post|text|email)\b`)

// ownQuoteOpen reports whether a quotation that opens at fields[k] is the
// speaker's own: "and I said '...'", "I've answered: '...'", "My reply:
// '...'" (see valueWordsFrom's quoted).
func ownQuoteOpen(fields []string, k int) bool {
	word := func(i int) string {
		if i < 0 {
			return ""
		}
		return strings.ToLower(strings.Trim(fields[i], ",.;:!?()"))
	}
	before, last := word(k-2), word(k-1)
	if speechVerb[last] {
		return before == "i" || before == "i've" || before == "i'd" || before == "we" || before == "we've"
	}
	// "My answer: '...'", "reply: '...'"; not "Mum's reply", "her answer"
	return replyNoun[last] && !strings.HasSuffix(before, "'s") && !strings.HasSuffix(before, "’s") &&
		!othersDet[before]
}

// othersDet are the determiners that make a reply someone else's.
var othersDet = fieldSet(`his her their your its whose`)

// replyNoun are the nouns that label the speaker's own reply ("My answer:
// '...'", "reply: '...'").
var replyNoun = fieldSet(`reply answer response draft`)

// speechVerb are the verbs whose quotation, after "I", is the speaker's
// own words.
var speechVerb = fieldSet(`said say replied reply answered answer wrote write texted text messaged posted put told tell`)

// Forms. Users paste the forms they fill in, one field a line: "Current
// address: Palermo (since the 3rd)", "Town/City: Rotorua", "Current
// employer: Vellacott Insurance, full-time", "Dietary needs:
// nightshade-free", "Add partner: Cassius". A field whose label names the
// topic states its value in what follows the colon, where the word tests
// would read a sentence's first word and skip it; a label that names an
// earlier value ("Previous address", "Remove partner") states no current
// one.

// formLineRE is one "label: value" line, or the last sentence of a line
// ("That's out of date. Current address: the new flat in Lucerne"); a
// label has no sentence punctuation.
var formLineRE = prefilter.MustCompile(`(?m)(?:^|[.!?][ \t]+)[ \t]*(?:[-*\x{2022}][ \t]*|\[[ xX]?\][ \t]*)?([\p{L}][\p{L}\d/ ,'\x{2019}()-]{0,60}?)[ \t]*:[ \t]*([^\n]+)$`)

// formValues returns the values the form fields of text state (lower
// case, in text order): each field whose label uses one of the topics'
// words or owned nouns and none of pastLabel's words.
func formValues(text string, topics []string, values valueSet) []string {
	if !strings.Contains(text, ":") {
		return nil
	}
	var out []string
	for _, m := range formLineRE.FindAllStringSubmatch(text, -1) {
		// a line may hold a speaker's "Name: " and then the field
		// ("Q3: Address where you usually live: my apartment in ...")
		label, value := m[1], m[2]
		for {
			k := strings.Index(value, ":")
			if k < 0 || formLabel(label, topics) {
				break
			}
			label, value = value[:k], strings.TrimLeft(value[k+1:], " \t")
		}
		if !strings.Contains(text, "\n") && !valueOpens(value, values) {
			continue // one line: "Home front: the bank wrote to ..." is a sentence, not a field
		}
		var vs []string
		switch {
		case formLabel(label, topics):
			vs = fieldValues(value, values)
		case slices.Contains(topics, "relationship"):
			vs = partnerField(label, value, text)
		}
		for _, v := range vs {
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	return out
}

// valueOpens reports whether a field's value opens with a name or a
// value word ("Budwig, wish me luck"), as a field does.
func valueOpens(value string, values valueSet) bool {
	f := strings.Fields(value)
	if len(f) == 0 {
		return false
	}
	w := valueWord(f[0])
	return w != "" && (unicode.IsUpper([]rune(w)[0]) && !english.IsStopWord(strings.ToLower(w)) || values.value(strings.ToLower(w), nextWord(f, 0)))
}

// senderHeaderRE is a quote's header that names its sender ("Fwd from
// Thorfinn:", "Text from Hesper:"), the quoted line right below it.
var senderHeaderRE = prefilter.MustCompile(`(?m)^(?:[A-Z][\w'-]*:[ \t]*)?(?i:fwd|fw|forwarded|message|text|email|voice\s+note)[ \t]+(?i:from)[ \t]+(\p{Lu}[\p{L}'-]+)[^\n]*:[ \t]*\n[ \t]*>`)

// partnerAnaphorRE is the speaker saying the one just named is their
// partner: "(that's my partner, five years together)".
var partnerAnaphorRE = prefilter.MustCompile(`(?i)\b(?:that's|that\s+is|thats|that\x{2019}s|she's|he's|they're)\s+my\s+(?:partner|wife|husband|boyfriend|girlfriend|fianc\S*|other\s+half|spouse)\b`)

// senderPartner returns the sender of a forwarded message when the
// speaker's own words say the sender is their partner: "Fwd from Thorfinn:
// > can you pick up milk / (that's my partner, five years together)".
// It reads the whole text: ownText blanks the header.
func senderPartner(text string, topics []string) []string {
	if !slices.Contains(topics, "relationship") || !strings.Contains(text, ">") {
		return nil
	}
	m := senderHeaderRE.FindStringSubmatch(text)
	if m == nil || !partnerAnaphorRE.MatchString(ownText(text)) {
		return nil
	}
	return []string{strings.ToLower(m[1])}
}

// partnerFieldRE is a field value that names a person and then, in
// brackets, the speaker's partner: "Isidore (partner, living together
// since 2022)".
var partnerFieldRE = prefilter.MustCompile(`^\s*(\p{Lu}[\p{L}'-]+)\s*\(\s*(?:my\s+)?(?:partner|wife|husband|boyfriend|girlfriend|fianc\S*|spouse|other half)\b`)

// partnerRelationRE is a form's "Relationship: partner" line.
var partnerRelationRE = prefilter.MustCompile(`(?im)^\s*relationship(?:\s+to\s+(?:you|me|patient|applicant))?\s*:\s*(?:my\s+)?(?:partner|wife|husband|boyfriend|girlfriend|fianc\S*|spouse|other half)\s*$`)

// partnerField returns the partner a form field names for the
// relationship topic: a name with its relation in brackets ("Tenant 2:
// Isidore (partner)"), or the "Name:" of a form whose "Relationship:" is
// a partner (an emergency contact); a relative ("Brenna (sister)") is
// none.
func partnerField(label, value, text string) []string {
	if m := partnerFieldRE.FindStringSubmatch(value); m != nil {
		return []string{strings.ToLower(m[1])}
	}
	if strings.EqualFold(strings.TrimSpace(label), "name") && partnerRelationRE.MatchString(text) {
		if f := strings.Fields(value); len(f) > 0 {
			if w := valueWord(f[0]); w != "" && unicode.IsUpper([]rune(w)[0]) {
				return []string{strings.ToLower(w)}
			}
		}
	}
	return nil
}

// formLabel reports whether label names one of topics (a topic word, a
// stated word or an owned noun) and no earlier value (pastLabel); at most
// eight words.
func formLabel(label string, topics []string) bool {
	words := strings.FieldsFunc(strings.ToLower(label), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	if len(words) == 0 || len(words) > 8 {
		return false
	}
	named := false
	for _, w := range words {
		if pastLabel[w] {
			return false
		}
		for _, t := range topics {
			if topicWordSet[t][w] || formWord[t][w] || slices.Contains(ownedNouns[t].place, w) || slices.Contains(ownedNouns[t].person, w) {
				named = true
			}
		}
	}
	return named || slices.Contains(topics, "relationship") && secondPersonLabelRE.MatchString(label)
}

// secondPersonLabelRE is a label for the second person of a booking or an
// account held by two ("Joint holder", "Second guest", "Account holder 2
// added", "Ticket 2", "Plus-one"): the speaker's partner, where the first
// is the speaker.
var secondPersonLabelRE = prefilter.MustCompile(`(?i)\b(?:joint|plus[- ]?one|co-?(?:applicant|signer|tenant|owner|holder))\b|\b(?:second|2nd)\s+(?:guest|name|applicant|tenant|passenger|holder|traveller|traveler|adult)\b|\b(?:holder|guest|tenant|applicant|passenger|ticket|name)\s*(?:2|two)\b`)

// formWord are the words of form labels that name a topic and are no
// topic word ("Postcode", "Dietary requirements", "Next of kin" is not
// one: a kin is no partner).
var formWord = map[string]map[string]bool{
	"residence":    fieldSet(`address postcode zip`),
	"work":         fieldSet(`employer occupation organisation organization company firm workplace`),
	"diet":         fieldSet(`dietary requirements`),
	"relationship": fieldSet(`partner spouse`),
}

// pastLabel are the label words that name an earlier value or someone
// else's ("Previous address", "Old employer", "Remove partner", "Diet,
// was", "Mum's address").
var pastLabel = fieldSet(`previous old former prior remove removed ex last past earlier leaving other was were before
	mum's mom's dad's
	parent's parents' sister's brother's friend's child's son's daughter's emergency`)

// fieldValues returns the values a form field's value text names: the
// word tests over it with its first word no sentence start ("Palermo
// (since the 3rd)"), and for a diet, its first word when it has a diet's
// shape ("nightshade-free", "low-iodine"); "(done)", "none" name nothing.
func fieldValues(value string, values valueSet) []string {
	value = strings.TrimSpace(value)
	if value == "" || strings.HasPrefix(value, "(") || strings.HasPrefix(value, ">") {
		return nil
	}
	// "dietary note, updated: now seagan": "now" says when, and is no value
	for {
		w, rest, ok := strings.Cut(value, " ")
		if !ok || !fieldNowWords[strings.ToLower(w)] {
			break
		}
		value = strings.TrimSpace(rest)
	}
	out := valueWordsFrom(value, values, false, false)
	if values.diet && len(out) == 0 {
		if w := strings.ToLower(valueWord(strings.Fields(value)[0])); w != "" && dietShaped(w, "diet") {
			out = append(out, w)
		}
	}
	return out
}

// fieldNowWords are the words a field's value may open with to say it
// holds now ("now seagan", "currently Ironmead Engineering").
var fieldNowWords = fieldSet(`now currently presently still`)

// A transcript marks what its speaker reads out from a letter, a diary or
// a document ("[reading aloud] \"I've made my home in Lamballe now\"
// [stops reading]"): the words are the document's, written at its own
// time, often decades before, and by whoever wrote it. readAloud blanks
// them (offsets kept): from the tag to its end tag, or, without one, the
// quoted span right after the tag; and a draft read out in quotes
// (draftQuoteRE).
func readAloud(text string) string {
	if strings.Contains(text, "[") {
		text = blankGroups(text, readAloudRE, nil)
	}
	if strings.Contains(text, ":") {
		text = blankGroups(text, draftQuoteRE, firstPersonRE.MatchString) // "my caption, I wrote it: \"I'm with X now\"" is the speaker's
	}
	return text
}

// draftQuoteRE is a draft, a caption or a blurb read out in quotes
// ("Chapter 9 draft: 'Even now, Sabine still works at X'", "For the
// epilogue I've written: 'Now settled in X, Cyrilla looks back.'", "Draft
// caption: 'Walburga at work, X, this year.'"): someone's text about
// someone, often stale, not the speaker's statement (group 1, blanked by
// readAloud when it has no first person: "my caption: \"I'm with X
// now\"" is the speaker's own).
var draftQuoteRE = prefilter.MustCompile(`(?i)\b(?:draft|caption|blurb|headline|epilogue|chapter\s+\d+)\b[^:\n]{0,40}:\s*('[^\n]*?'(?:\s|$|[.,;!?)])|"[^"\n]*"|\x{201C}[^\x{201D}\n]*\x{201D}|\x{2018}[^\x{2019}\n]*\x{2019})`)

// readAloudRE is a read-aloud tag and what it reads: up to the end tag
// (group 1) or a quoted span right after it (group 2).
var readAloudRE = prefilter.MustCompile(`(?i)\[\s*(?:reading|reads|read)(?:\s+(?:aloud|out|from\s+[^\]\n]{1,30}))?\s*\](?:((?s:.*?))\[\s*(?:stops|stopped|ends|end|done|finishes|finished)\s+reading\s*\]|\s*("[^"\n]*"?|\x{201C}[^\x{201D}\n]*\x{201D}?))`)

// Pasted material without quote marks: an e-mail's header lines ("From:
// Aderyn <a@x>", "To: Customer Care", "Subject: ..."), which name its
// sender and recipients, not the speaker's values; and all the lines under
// a first line that says the material is someone else's ("Shona forwarded
// me this", "Colleague's signature, why does it look squashed?", "My
// flatmate asked me to check her gym form", "Mum sent this menu plan").
// ownMaterial blanks them as ownText blanks quotes (spaces, line breaks
// kept); a turn of one line is returned as is, and so is the material
// under a first line when it quotes with '>' (ownText reads it). It also
// blanks e-mail header lines (headerLineRE) and the name a salutation
// line greets (salutationRE): both name whom a message is to; and fenced
// blocks (fencedRE).
func ownMaterial(text string) string {
	nl := strings.IndexByte(text, '\n')
	if nl < 0 {
		return text
	}
	if !strings.Contains(text[nl:], ">") && othersMaterialRE.MatchString(speakerPrefixRE.ReplaceAllString(text[:nl], "")) {
		// (quoted material is ownText's to read: the speaker's own words
		// may follow the quote)
		return text[:nl] + blankLines(text[nl:])
	}
	if strings.Contains(text, "```") {
		text = blankGroups(text, fencedRE, nil)
	}
	text = blankGroups(text, salutationRE, greetsFrom)
	if !strings.Contains(text, ":") {
		return text // most turns have no colon: no header line
	}
	return blankGroups(text, headerLineRE, nil)
}

// fencedRE is a fenced block (group 1, fences included): code, a log, a
// config, an old note or commit pasted between backtick fences, to the
// closing fence or the text's end. What is pasted is material, not what
// the speaker says now ("Found this in my old notes file: ```I'm living
// in X now```. That's stale: I left X").
var fencedRE = prefilter.MustCompile("((?s)```.*?(?:```|\\z))")

// greetsFrom reports whether a salutation's name says where the greeting
// comes from ("Greetings from Lisbon!"): that is no addressee.
func greetsFrom(name string) bool {
	w, _, _ := strings.Cut(name, " ")
	return strings.EqualFold(w, "from")
}

// forwardedRE is the line a messaging app puts above a forwarded message
// ("Forwarded", "Forwarded many times", "Forwarded message:") or a forum
// above a crosspost ("Crossposted from r/LocalNews:"), alone on its line
// after the turn's own "Name: " at most.
var forwardedRE = prefilter.MustCompile(`(?mi)^[ \t]*(?:\p{Lu}[\w'-]*:[ \t]*)?(?:\x{21aa}\x{fe0f}?[ \t]*)?(?:forwarded(?:[ \t]+many[ \t]+times)?(?:[ \t]+message)?|cross-?posted[ \t]+from[ \t]+[^\s:]+)[ \t]*:?[ \t]*$`)

// forwarded returns text with what follows a forwarded line (forwardedRE)
// blanked to the end: a post passed on ("Forwarded many times\nRoad
// closures in Ellon all weekend", "Forwarded\nBalgownie Labs is HIRING")
// is someone else's words, as a quote is. Text without one is returned as
// is.
func forwarded(text string) string {
	if l := strings.ToLower(text); !strings.Contains(l, "forwarded") && !strings.Contains(l, "posted from") {
		return text
	}
	m := forwardedRE.FindStringIndex(text)
	if m == nil {
		return text
	}
	return text[:m[1]] + blankLines(text[m[1]:])
}

// diarizedLabelRE is the label a transcriber puts before each segment, in
// the group: a time and the speaker's name ("[00:14:32] Priya Raman:"), a
// numbered speaker and a time ("Speaker 2 (00:03:10):"), or a name and a
// time ("Priya Raman 00:14:32"), after the turn's own "Name: " (kept); or
// the header a chat export puts before each message, a date, a time and
// the sender as the app shows them ("[12/03/2025, 14:22:05] Priya Raman:",
// "12/03/2025, 14:22 - Tom 🎸:", "2025-03-12 14:22 +44 7700 900123:"). It
// names who speaks, never a value of theirs.
var diarizedLabelRE = prefilter.MustCompile(`(?m)^[ \t]*(?:[A-Z][\w'-]*:[ \t]*)?(\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*(?:\p{L}[\p{L}'.-]*(?:[ \t]+\p{L}[\p{L}'.-]*){0,3}[ \t]*:)?|(?i:speaker)[ \t]+\d+[ \t]*\(\d{1,2}:\d{2}(?::\d{2})?\)[ \t]*:|\p{Lu}[\p{L}'.-]*(?:[ \t]+\p{Lu}[\p{L}'.-]*){0,3}[ \t]+\(?\d{1,2}:\d{2}(?::\d{2})?\)?[ \t]*:?|\[?(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}-\d{2}-\d{2}),?[ \t]+\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*(?i:[ap]\.?m\.?))?\]?[ \t]*(?:-[ \t]*)?[^\n:]{1,40}?:)`)

// blankLabels returns text with what an app or a transcriber puts around
// its writer's words blanked, offsets kept: an entry's stamped lines
// (blankStamps), a post's byline (blankBylines), segment labels and export
// headers (diarizedLabelRE). Bylines and labels hold a date or a time, so
// text without a digit (most turns) skips them.
func blankLabels(text string) string {
	text = blankStamps(text)
	text = blankTodos(text)
	if !strings.ContainsAny(text, "0123456789") {
		return text
	}
	text = blankBylines(text)
	if !strings.Contains(text, ":") {
		return text
	}
	return blankGroups(text, diarizedLabelRE, nil)
}

// A note to self speaks to its writer in the second person ("Note to
// self: you live in Obidos now, stop writing the old postcode", "Reminder,
// future me: you left X, you're employed by Y now"): its "you" is the
// writer's "I". selfAddressed rewrites the subject pronouns of a text
// that says it is addressed to its writer (selfNote, read before ownText
// blanks an entry's title) as the first person, length kept ("you're" ->
// "I'm   ", "you" -> "I  "), so it reads as the writer's own statement.
// Other text is left as is: "you live in X" to anyone else is about them.
func selfAddressed(text string) string {
	return selfYouRE.ReplaceAllStringFunc(text, func(m string) string {
		lm := strings.ToLower(strings.ReplaceAll(m, "\u2019", "'"))
		var w string
		switch {
		case strings.HasPrefix(lm, "you're"), strings.HasPrefix(lm, "you are"):
			w = "I'm"
		case strings.HasPrefix(lm, "you've"), strings.HasPrefix(lm, "you have"):
			w = "I've"
		case strings.HasPrefix(lm, "your"):
			w = "my"
		default:
			w = "I"
		}
		return w + strings.Repeat(" ", len(m)-len(w))
	})
}

// selfNote reports whether text says it is addressed to its writer.
func selfNote(text string) bool {
	return strings.Contains(strings.ToLower(text), "you") && selfNoteRE.MatchString(text)
}

// selfNoteRE is a text's word that it is addressed to its writer.
var selfNoteRE = prefilter.MustCompile(`(?i)\bnotes?\s+to\s+(?:my)?self\b|\bfuture\s+me\b|\bpast\s+me\b|\breminder\s+to\s+(?:my)?self\b|\bremind(?:ing)?\s+myself\b|\bin\s+my\s+head\b|\bdear\s+(?:diary|me|self)\b|\bself[- ]reminder\b`)

// selfYouRE is a second-person subject or possessive: "you", "you're",
// "you've", "your" (not "yours", "yourself").
var selfYouRE = prefilter.MustCompile(`(?i)\byou(?:(?:'|\x{2019})re|\s+are|(?:'|\x{2019})ve|\s+have|r)?\b`)

// stampLineRE is a line an app stamps on an entry rather than words its
// writer types: a journal entry's heading (a weekday and a date, a time, a
// dash and the entry's title: "Tue 14 Mar 2025, 22:41 — Evening pages"), a
// line of tags only ("#home #work"), a location stamp ("📍 Ericeira":
// where the entry was written, often a trip) and a mood check-in
// ("mood: 6/10, flat"), after the turn's own one-word "Name: " at most
// (group 1 is blanked).
var stampLineRE = prefilter.MustCompile(`(?m)^[ \t]*(?:[\w.'-]+:[ \t]+)?((?:(?i:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?[ \t]+)?\d{1,2}[ \t]+(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?[ \t]+\d{4}(?:,?[ \t]+\d{1,2}:\d{2})?[ \t]+[\x{2014}\x{2013}-][ \t]+[^\n]{0,80}|(?:#[\w-]+[ \t]*)+|\x{1F4CD}[^\n]{0,60}|(?i:mood)[ \t]*:[ \t]*\d{1,2}[ \t]*/[ \t]*10\b[^\n]{0,40})[ \t]*$`)

// blankStamps returns text with its stamped lines (stampLineRE) blanked,
// offsets kept.
func blankStamps(text string) string {
	if !strings.ContainsAny(text, "#0123456789\U0001F4CD") {
		return text // every stamp holds a tag, a date, a score or the pin
	}
	return blankGroups(text, stampLineRE, nil)
}

// An unchecked item of a to-do list ("- [ ] sign the lease in Tomar and
// book the van", "☐ start at Quernstone this quarter") is a plan, in any
// register that keeps lists: it says what its writer means to do, not
// what holds. A checked one ("- [x] ...") says it was done and is kept.
// An open item may still hold a present statement as its reason ("- [ ]
// send the P45 to payroll at Inkcap where I work now", "- [ ] tell the
// canteen I'm oat-free"), so an item with a first-person present or a
// "now" (todoStateRE) is kept too. blankTodos blanks the other open
// items, offsets kept.
func blankTodos(text string) string {
	if !strings.Contains(text, "[ ]") && !strings.Contains(text, "\u2610") {
		return text
	}
	return blankGroups(text, todoOpenRE, func(item string) bool { return todoStateRE.MatchString(item) })
}

// todoOpenRE is an unchecked list item, the group its words after the box.
var todoOpenRE = prefilter.MustCompile(`(?m)^[ \t]*(?:[-*\x{2022}][ \t]*)?(?:\[ \]|\x{2610})[ \t]*([^\n]*)`)

// todoStateRE is a present statement in an open item: "now", "I'm",
// "I am", "I've", "we're", "we are".
var todoStateRE = prefilter.MustCompile(`(?i)\b(?:now|i(?:'|\x{2019})m|i\s+am|i(?:'|\x{2019})ve|we(?:'|\x{2019})re|we\s+are)\b`)

// A post scraped from a forum, a subreddit or a Q&A site opens with its
// byline: who posted it, where, when and how it was received
// ("u/otter_tea [Location: Larvik] · r/Harbourside · 14 Mar 2025 · 412
// points:", "Re: Brew day -- posted by otter_tea on 2025-03-14 09:12:",
// "Answer by otter_tea · 3 Aug 2024 · score 7"), up to a colon or the
// line's end. A flair in it names the town the poster once set and never
// updated; none of it is news the poster writes. blankBylines blanks each
// line's byline: the shortest prefix ending at ": " (or the whole line)
// that holds a date (bylineDateRE) and a byline's separator or "by"
// (bylineMarkRE), at most bylineMax bytes.
func blankBylines(text string) string {
	if !bylineDateRE.MatchString(text) {
		return text
	}
	var b []byte
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		lead := start // after the turn's own "Name: ", which is kept
		if i := strings.Index(text[start:end], ": "); i > 0 && i <= 40 && !strings.ContainsAny(text[start:start+i], " \t") {
			lead = start + i + 2
		}
		if n := bylineLen(text[lead:end]); n > 0 {
			if b == nil {
				b = []byte(text)
			}
			for i := lead; i < lead+n; i++ {
				b[i] = ' '
			}
		}
		start = end + 1
	}
	if b == nil {
		return text
	}
	return string(b)
}

// bylineMax bounds a byline's length: a longer prefix is a sentence.
const bylineMax = 200

// bylineLen is the length of line's byline (see blankBylines), 0 for none.
func bylineLen(line string) int {
	for from := 0; from < len(line) && from < bylineMax; {
		i := strings.Index(line[from:], ": ")
		end := from + i + 2
		if i < 0 {
			end = len(line)
		}
		if end > bylineMax {
			return 0
		}
		if p := line[:end]; bylineDateRE.MatchString(p) && bylineMarkRE.MatchString(p) {
			return end
		}
		if i < 0 {
			return 0
		}
		from = end
	}
	return 0
}

// bylineDateRE is a date as bylines write it: "14 Mar 2025", "Mar 14,
// 2025", "2025-03-14", "14/03/2025".
var bylineDateRE = prefilter.MustCompile(`(?i)\b(?:\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4})\b`)

// bylineMarkRE is what separates a byline's fields or names its author:
// a middle dot, a bullet or a bar between spaces, or "posted by",
// "answer by" and the like.
var bylineMarkRE = prefilter.MustCompile(`(?i)\s[\x{00B7}\x{2022}|]\s|\b(?:posted|answer|answered|question|asked|comment|commented|reply|replied|post|written|submitted)\s+by\b`)

// blankGroups returns text with the first of re's groups that took part
// blanked in every match (one group, or alternatives each with its own)
// but those skip reports (blankLines: offsets hold), or text itself when
// re does not match.
func blankGroups(text string, re *prefilter.Regexp, skip func(string) bool) string {
	ms := re.FindAllStringSubmatchIndex(text, -1)
	if ms == nil {
		return text
	}
	b := []byte(text)
	for _, m := range ms {
		g := 2
		for g+2 < len(m) && m[g] < 0 {
			g += 2
		}
		lo, hi := m[g], m[g+1]
		if lo < 0 || skip != nil && skip(text[lo:hi]) {
			continue
		}
		for i := lo; i < hi; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

// An e-mail's own words end where its tail begins: the signature under
// the "-- " line (RFC 3676's delimiter, the space included: a bare "--"
// in chat may open the speaker's next line), which repeats a name, a
// title, an employer and a town under every message whether or not they
// still hold; and a forwarded or original message under its marker line
// ("---------- Forwarded message ----------", "-----Original Message-----").
// Neither is news the sender writes: mailTail blanks from the first such
// line to the end (as ownText blanks quotes: spaces, line breaks kept). The
// previous message quoted under "On ..., Gareth wrote:" is ownText's: its
// "> " lines and the attribution above them are blanked, and a reply
// written below the quote is kept. A text without one is returned as is.
// A signature the sender points at as news ("note the change of address
// in my signature below", or a "new address:" line in it) is the
// exception: it is kept.
func mailTail(text string) string {
	if !strings.Contains(text, "\n") || !strings.Contains(text, "--") {
		return text
	}
	if m := mailTailRE.FindStringIndex(text); m != nil {
		if text[m[0]:m[1]] == "-- " && (newSignatureRE.MatchString(text[:m[0]]) || newInSignatureRE.MatchString(text[m[1]:])) {
			// the sender points at the signature as news ("note the change
			// of address in my signature below", "NEW ADDRESS: ..."): it
			// is kept up to a forwarded or original message under it
			end := len(text)
			if n := mailTailRE.FindStringIndex(text[m[1]:]); n != nil {
				end = m[1] + n[0]
			}
			// its first line is the sender's name ("Clothilde
			// Marchbank"), no value
			sig := m[1]
			if nl := strings.IndexByte(text[sig:end], '\n'); nl >= 0 {
				sig += nl + 1
				if e := strings.IndexByte(text[sig:end], '\n'); e >= 0 && signatureNameRE.MatchString(text[sig:sig+e]) {
					text = text[:sig] + blankLines(text[sig:sig+e]) + text[sig+e:]
				}
			}
			return text[:end] + blankLines(text[end:])
		}
		return text[:m[0]] + blankLines(text[m[0]:])
	}
	return text
}

// newSignatureRE is a body that points at its signature as news ("note
// the change of address in my signature below", "Our news is below", "my
// dietary change below"; not "Big news from Aled, see below", a forward);
// newInSignatureRE a signature line that labels a value as new.
var (
	newSignatureRE   = prefilter.MustCompile(`(?i)(?:(?:my\s+)?(?:new|updated|changed)\s+(?:signature|details|address|contact\s+details)\s+(?:below|underneath|beneath)|(?:change|changes)\s+(?:of|to)\s+(?:my\s+)?(?:address|details|job|role|employer)\s+(?:in|below)|(?:in|see)\s+my\s+signature\s+(?:below|underneath)|\b(?:my|our)\s+(?:[\w'-]+\s+){0,2}(?:news|details|change|changes|update|updates)\b[^.!?\n]{0,40}\b(?:below|underneath|beneath)\b)`)
	newInSignatureRE = prefilter.MustCompile(`(?im)^[^\n]{0,40}\bnew\s+(?:address|home\s+address|role|job|title|employer|company|workplace)\s*:`)
)

// signatureNameRE is a signature line that is only a name: two to four
// words, none with a digit or a colon ("Clothilde Marchbank", "godric
// ashwell").
var signatureNameRE = prefilter.MustCompile(`^[ \t]*\p{L}[\p{L}'.-]*(?:[ \t]+\p{L}[\p{L}'.-]*){1,3}[ \t]*$`)

// mailTailRE is the first line of an e-mail's tail (mailTail).
var mailTailRE = prefilter.MustCompile(`(?m)^(?:-- $|[ \t]*-{2,}[ \t]*(?i:forwarded\s+message|original\s+message)[ \t]*-{2,})`)

// blankLines is s with every byte but the line breaks turned to a space.
func blankLines(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}

// transcriptTagRE is the tag a voice note's transcript opens with: "[voice
// memo, 54s]", "[audio message 65s, auto-transcript]", "(dictated, 72s)",
// "🎙 transcribed (50 sec):".
var transcriptTagRE = prefilter.MustCompile(`^(\s*(?:\p{Lu}[\w'-]*:[ \t]*)?)(?:\[[^\]\n]{1,60}\]|\((?i:dictated|voice|audio|transcri|recorded|voicemail)[^)\n]{0,50}\)|\x{1F399}\x{FE0F}?[ \t]*(?i:transcribed|transcript|voice\s+note)?[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*:?)[ \t]*`)

var (
	// headerLineRE is an e-mail header line, its header in the group: a
	// turn's "Name: " may open the first ("Ermengarde: To: Hermione
	// Ormerod"), and stays (it tells whose turn it is).
	headerLineRE = prefilter.MustCompile(`(?m)^[ \t]*(?:[A-Z][\w'-]*:[ \t]*)?((?:From|To|Cc|Bcc|Date|Sent|Subject|Reply-To):[^\n]*)`)
	// salutationRE is a line that only greets someone by name, as a
	// letter or an e-mail opens ("Hello again Cuthbert,", "Dear Ms
	// Mawby,", "yo ptolemy,"), the name in the group: it names whom the
	// message is to, never a value of the sender's ("Good morning
	// Fenwick," is no employer). A line that goes on after the name ("Hi
	// Tom, we've moved to Leeds") is no salutation.
	salutationRE = prefilter.MustCompile(`(?im)^[ \t]*(?:[A-Z][\w'-]*:[ \t]*)?(?:hi|hello|hey|heya|hiya|yo|dear|dearest|greetings|howdy|morning|afternoon|evening|good\s+(?:morning|afternoon|evening|day))(?:\s+(?:again|there))?[ \t]+((?:[\p{L}][\w'.-]*[ \t]*){1,3}?)[ \t]*[,!]?[ \t]*$`)
	// othersMaterialRE is a first line that hands over someone else's
	// material: a named person or "my X" forwarded or sent it ("Shona
	// forwarded me this", "Mum sent this menu plan"; "HR sent the yearly
	// details check" is the speaker's to fill in), it is a friend's,
	// relative's or colleague's ("colleague's signature", "my neighbour's
	// letter"; "the landlord's reference form" asks about the speaker), or
	// the speaker was asked to look at theirs ("asked me to check her gym
	// form").
	othersMaterialRE = prefilter.MustCompile(`^(?:(?i:my|our)\s+[\w'-]+|[A-Z][a-z][\w'-]*)\s+(?:forwarded|sent|passed\s+on|showed)\s+(?:me\s+|us\s+)?(?:this|these|her|his|their)\b|(?:(?i:\b(?:colleague|colleagues|coworker|co-worker|friend|mate|bestie|flatmate|housemate|roommate|neighbour|neighbor|sister|brother|cousin|mum|mom|dad|aunt|uncle|niece|nephew|son|daughter|boss|manager))|^[A-Z][a-z][\w-]*)['\x{2019}]s\s+(?:[\w-]+\s+)?(?i:signature|cv|letter|email|e-mail|form|offer|message|contract|invoice|order|menu|plan|list|note|draft|out-of-office|auto-reply|autoreply|invite|invitation|booking|speech|bio|profile|post|wording)\b|(?i:\basked\s+me\s+to\s+(?:check|look\s+at|proofread|read|translate|fix)\s+(?:her|his|their)\b)`)
)

// unshouted returns text typed all in capitals ("OK JK, THE BOX AND I LIVE
// IN COPENHAGEN NOW") with its ASCII letters in lower case, a speaker's
// "Name: " that opens it kept, so the statement tests read it as text
// typed in lower case (LowerTyped): capitals there tell no name. Offsets
// hold. Other text is returned as is.
func unshouted(text string) string {
	pre := len(speakerPrefixRE.FindString(text))
	if !allCaps(text[pre:]) {
		return text
	}
	b := []byte(text)
	for i := pre; i < len(b); i++ {
		if 'A' <= b[i] && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}
