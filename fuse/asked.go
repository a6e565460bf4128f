package fuse

import (
	"slices"
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// The asked speaker: in a conversation with several people (a group chat,
// a two-person dialogue), a question that names one of the people who
// speak in it ("Where does Ulrika live now?") asks about that person, and
// only that person's own turns state their value. Another participant's
// first-person news ("I signed for a flat in Kotor today") is the other
// participant's, and what they say about the asked person ("pretty sure
// Ulrika said Perugia") is a report, not the asked person's statement:
// the same rule extraction applies (only the subject's own statements
// become claims about the subject). A speaker is named when one of the
// query's words (entityWords, case folded) is the speaker's name, or the
// words of a name of several words follow each other in the query; else,
// as a transcript labels its speakers, when the query holds the first word
// of one speaker's full name ("Mhairi" for "Mhairi Buchanan") or a name
// opening with the letter of one speaker's initials ("Lazarus" for "L.O."),
// or, where every label is a role, the one speaker in the answering role
// ("Interviewee" beside "Interviewer").
//
// The rule applies only when the query names exactly one of the people
// who said the candidates: a conversation whose turns carry no name
// (speaker "user", or none) and a question naming nobody who speaks are
// left as they were.

// AskedSpeaker returns the speaker the query asks about: of speakers (the
// names of people who said something; assistants, systems and tools left
// out by the caller), the one query names, "" when it names none or more
// than one.
func AskedSpeaker(query string, speakers []string) string {
	if len(speakers) == 0 {
		return ""
	}
	words := " " + strings.Join(entityWords(handleRE.ReplaceAllString(strings.ToLower(query), "$1")), " ") + " "
	named := func(s string) bool { // the whole name
		name := strings.TrimFunc(strings.ToLower(s), notAlnum) // "marcel_wave_" as entityWords reads it
		return name != "" && strings.Contains(words, " "+name+" ")
	}
	firstNamed := func(s string) bool { // "Mhairi" for "Mhairi Buchanan"
		first, _, several := strings.Cut(strings.TrimSpace(strings.ToLower(s)), " ")
		first = strings.TrimFunc(first, notAlnum)
		return several && len(first) >= 3 && strings.Contains(words, " "+first+" ")
	}
	names := QueryNames(query)
	initialled := func(s string) bool { // "Lazarus" for "L.O."
		if !initialsRE.MatchString(s) {
			return false
		}
		initial := strings.ToLower(s[:1])
		return slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, initial) })
	}
	for _, reading := range []func(string) bool{named, firstNamed, initialled} {
		if asked, many := onlySpeaker(speakers, reading); many || asked != "" {
			return asked
		}
	}
	// labels by role only ("Interviewer" and "Interviewee"): a query naming
	// a person asks about the answering side
	if len(names) == 0 || slices.ContainsFunc(speakers, func(s string) bool {
		l := strings.ToLower(strings.TrimSpace(s))
		return !answeringRole[l] && !askingRole[l]
	}) {
		return ""
	}
	asked, _ := onlySpeaker(speakers, func(s string) bool { return answeringRole[strings.ToLower(strings.TrimSpace(s))] })
	return asked
}

// NumberedLabels reports whether every one of speakers (at least one) is
// a label that numbers a speaker instead of naming one: "Speaker 1",
// "Participant B", "SPK_2", "Voice 3", "S1", as a transcript or a
// recogniser exports them.
func NumberedLabels(speakers []string) bool {
	return len(speakers) > 0 && !slices.ContainsFunc(speakers, func(s string) bool { return !numberedLabelRE.MatchString(s) })
}

var numberedLabelRE = prefilter.MustCompile(`(?i)^\s*(?:(?:speaker|participant|person|voice|spk|unknown\s+speaker)(?:\s*[-_#]?\s*\d{1,2}|[-_#\s]\s*[a-z])|s\d{1,2})\s*$`)

// onlySpeaker returns the one speaker (case folded) of speakers that
// reading takes, "" with many set when it takes more than one, "" when
// none.
func onlySpeaker(speakers []string, reading func(string) bool) (asked string, many bool) {
	for _, s := range speakers {
		if !reading(s) {
			continue
		}
		if asked != "" && !strings.EqualFold(asked, s) {
			return "", true
		}
		asked = s
	}
	return asked, false
}

// answeringRole and askingRole are the role labels of the two sides of an
// interview, a session or a call: the person it is about, and the one who
// asks.
var (
	answeringRole = fieldSet(`interviewee guest client patient caller customer student learner respondent`)
	askingRole    = fieldSet(`interviewer host moderator therapist counsellor counselor coach tutor teacher agent doctor nurse reporter journalist advisor adviser`)
)

// initialsRE is a speaker labelled by initials: "L.O.", "W. K.", "JB".
var initialsRE = prefilter.MustCompile(`^(?:\p{Lu}\.\s?){1,3}$|^\p{Lu}\.(?:\s?\p{Lu}\.?){1,2}$|^\p{Lu}{2,3}$`)

// QueryNames returns the names of people a query may name: its words
// that start with a capital letter, lower-cased, except the first word of
// a sentence unless a verb after it makes it the subject ("Walburga is
// writing a memoir"), "I", months (dates.go) and calendarName's words, and words after "u/" or "@" (a
// handle, which AskedSpeaker matches to a speaker).
func QueryNames(query string) []string {
	var out []string
	initial := true
	fields := strings.Fields(query)
	for k, f := range fields {
		w := strings.TrimFunc(f, notAlnum)
		start := initial
		initial = strings.ContainsAny(f[len(f)-1:], ".?!:")
		if lw := strings.ToLower(w); start && k+1 < len(fields) && !initial && nameSubjectVerb[strings.ToLower(fields[k+1])] &&
			!english.IsStopWord(lw) && !indefinite[lw] && !notName(lw) {
			start = false // "Walburga is writing a memoir": a name as the subject
		}
		if w == "" || start || strings.HasPrefix(f, "(u/") || strings.HasPrefix(f, "u/") || strings.HasPrefix(f, "@") {
			continue
		}
		w, _, _ = strings.Cut(w, "'")
		w, _, _ = strings.Cut(w, "\u2019")
		r := []rune(w)
		lw := strings.ToLower(w)
		if _, month := months[lw]; len(r) < 2 || !unicode.IsUpper(r[0]) || lw == "i" || month || calendarName[lw] || slices.Contains(out, lw) {
			continue
		}
		out = append(out, lw)
	}
	return out
}

// nameSubjectVerb are the verbs after a question's first word that make it
// the subject, a name ("Walburga is writing a memoir: where ...?").
var nameSubjectVerb = fieldSet(`is was has had does did keeps kept writes wrote works worked lives lived eats ate moved`)

// indefinite are the pronouns that may open a question as its subject
// and name no one ("Nothing was said?", "Everyone has moved?").
var indefinite = fieldSet(`nothing something anything everything nobody somebody anybody everybody noone someone anyone everyone none who what which where`)

// handleRE is a handle written with its site's prefix ("u/otter_tea",
// "@otter_tea"): AskedSpeaker reads the bare name (group 1).
var handleRE = prefilter.MustCompile(`(?:\bu/|@)([\w.-]+)`)

// PersonSpeakers appends to names the speaker of each candidate a person
// said (SaidByPerson) with a speaker name, each name once.
func PersonSpeakers(names []string, cs ...*Candidate) []string {
	for _, c := range cs {
		if c.Speaker != "" && c.SaidByPerson() && !slices.Contains(names, c.Speaker) {
			names = append(names, c.Speaker)
		}
	}
	return names
}

// RecordOf reports whether c is a tool's record of the person asked about
// (asked; "" for the conversation's user, whoever that is): a tool turn
// that speaks to its owner ("delivered to 12 Kirk Lane, Westport (your
// default address)", "issued by Halberd Security, your employer", "my
// card", "changed by you") and, when asked names someone, names them as
// AskedSpeaker reads a name ("account: Faisal", "Astrid's calendar"). An
// agent's runtime pipes its tools' output as turns, and an order, a
// payslip or the person's own
// contact card states where they live or work as surely as their own
// words; another person's record, a search result or a listing does not
// speak to its reader as its owner.
func (c *Candidate) RecordOf(asked string) bool {
	if c.SpeakerRole != "tool" || !ownRecordRE.MatchString(c.Text) {
		return false
	}
	return asked == "" || AskedSpeaker(c.Text, []string{asked}) != ""
}

// ownRecordRE is a record speaking to its owner: "your", "by you", "my
// card".
var ownRecordRE = prefilter.MustCompile(`(?i)\byour\b|\bby\s+you\b|\bmy\s+card\b`)

// OwnTurnOf reports whether c may state the asked person's own value: a
// person's turn that SaidBy(asked) accepts, or the person's record
// (RecordOf).
func (c *Candidate) OwnTurnOf(asked string) bool {
	return c.SaidByPerson() && c.SaidBy(asked) || c.RecordOf(asked)
}

// SaidBy reports whether c may be speaker's own turn: speaker is "" (no
// one asked), c carries no speaker name, or it is speaker's.
func (c *Candidate) SaidBy(speaker string) bool {
	return speaker == "" || c.Speaker == "" || strings.EqualFold(c.Speaker, speaker)
}
