package fuse

import (
	"slices"
	"strings"
	"unicode"

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
	asked := ""
	for _, s := range speakers {
		name := strings.TrimFunc(strings.ToLower(s), notAlnum) // "marcel_wave_" as entityWords reads it
		if name == "" || !strings.Contains(words, " "+name+" ") {
			continue
		}
		if asked != "" && !strings.EqualFold(asked, s) {
			return ""
		}
		asked = s
	}
	if asked != "" {
		return asked
	}
	return askedByPart(query, words, speakers)
}

// askedByPart is AskedSpeaker's second reading, for a query that names no
// speaker whole: a transcript labels its speakers by full name ("Mhairi
// Buchanan") or by initials ("L.O."), and a question names the person by
// a first name ("Where does Mhairi live now?"). The one speaker whose
// label's first word is one of the query's words, or else the one whose
// label is initials opening with the first letter of a name the query
// holds (QueryNames), is asked; "" when none or more than one is.
func askedByPart(query, words string, speakers []string) string {
	asked := ""
	for _, s := range speakers {
		first, _, several := strings.Cut(strings.TrimSpace(strings.ToLower(s)), " ")
		first = strings.TrimFunc(first, notAlnum)
		if !several || len(first) < 3 || !strings.Contains(words, " "+first+" ") {
			continue
		}
		if asked != "" && !strings.EqualFold(asked, s) {
			return ""
		}
		asked = s
	}
	if asked != "" {
		return asked
	}
	names := QueryNames(query)
	for _, s := range speakers {
		if !initialsRE.MatchString(s) {
			continue
		}
		initial := strings.ToLower(s[:1])
		if !slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, initial) }) {
			continue
		}
		if asked != "" && !strings.EqualFold(asked, s) {
			return ""
		}
		asked = s
	}
	if asked != "" {
		return asked
	}
	return askedByRole(query, speakers)
}

// askedByRole is AskedSpeaker's last reading, for a transcript that labels
// its speakers by role only ("Interviewer" and "Interviewee", "Therapist"
// and "Client"): a query naming a person asks about the one speaker in an
// answering role (answeringRole), the person the sessions are about, when
// every speaker's label is a role; "" otherwise.
func askedByRole(query string, speakers []string) string {
	if len(QueryNames(query)) == 0 {
		return ""
	}
	asked := ""
	for _, s := range speakers {
		l := strings.ToLower(strings.TrimSpace(s))
		switch {
		case answeringRole[l]:
			if asked != "" && !strings.EqualFold(asked, s) {
				return ""
			}
			asked = s
		case !askingRole[l]:
			return "" // a name among the labels: the first readings' business
		}
	}
	return asked
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
// a sentence, "I", months (dates.go) and calendarName's words, and words after "u/" or "@" (a
// handle, which AskedSpeaker matches to a speaker).
func QueryNames(query string) []string {
	var out []string
	initial := true
	for _, f := range strings.Fields(query) {
		w := strings.TrimFunc(f, notAlnum)
		start := initial
		initial = strings.ContainsAny(f[len(f)-1:], ".?!:")
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
