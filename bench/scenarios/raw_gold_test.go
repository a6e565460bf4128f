package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// TestRawGoldIsStatement checks every raw set's gold against an oracle
// that only reads the text and the speaker: a turn of the asked person
// (the question's subject; in the knotted group chat other people's turns
// never count) is a statement when it matches one
// of its attribute's state, change or revert templates of its set (or,
// in a set that tells changes after the fact, late or lateRevert), and
// the value it states is the one filled into {v} or {new} (in the quilted
// set plans, steps and cancelled plans match none; TestRawQuiltedPlans; in
// the stitched journal and the felted mixed traffic a statement is one
// clause or sentence of the turn, which matches when the turn holds it
// after whitespace or at the start, its first letter in either case;
// TestRawStitchedJournal, TestRawFeltedMix; in the twined transcript a
// record of the asked person's own that a tool returns, a tool turn
// naming them, is read as their turn, and a statement is a stretch of
// either; TestRawTwinedTranscript; in the laced voice log a statement is
// a stretch of the person's turn, and one that names no value of the set
// is a word the recogniser misheard, not a statement;
// TestRawLacedVoiceLog; in the pleated message thread both people are
// subjects of questions, each question's statements are its subject's
// own turns only, never the other person's, even when they name the
// subject's value, and a statement is a stretch of the turn;
// TestRawPleatedThread; in the hemmed mailbox only the text the owner
// wrote in a message, less quotes, signatures and forwarded mail;
// TestRawHemmedMailbox; in the basted voice conversation a statement is a
// stretch of the person's turn read as the raw streaming recogniser
// writes it, in lower case without punctuation, and one that names no
// value of the set is a word the recogniser misheard; TestRawBastedCalls;
// in the darned chat a statement is a stretch of the person's turn read
// in lower case, as some of their turns are typed; TestRawDarnedChats;
// in the tatted texts a statement is a stretch of the person's turn read
// as rawSpoken writes it, in lower case without punctuation, as some of
// their turns are typed, and a joke naming a value is none;
// TestRawTattedChats; in the smocked support chats a statement is a
// stretch of the customer's turn read as rawSpoken writes it, so that a
// turn typed in lower case or in capitals, or a form pasted on lines of
// its own, reads as its cased one-line twin; TestRawSmockedChats; in the
// couched workplace chat a statement is a stretch of the employee's own
// turn read so too, a standup on lines of its own as one line, and a
// colleague's turn, role user under another name, never is one;
// TestRawCouchedChats; in the ruched chats with an assistant a statement
// is a stretch of the person's turn read so too, a prompt under headers,
// a list of requirements or a text pasted in quotes as one line;
// TestRawRuchedChats; in the shirred mailbox a statement is a stretch of
// the person's own sent email read so too, less quotes, original and
// forwarded messages, its signature kept; TestRawShirredMail; in the
// tucked call transcripts a statement is a stretch of the person's own
// diarized segment read as rawSpoken writes it, never the other
// participant's or the note-taker's; TestRawTuckedCalls; in the
// gathered group chats a statement is a stretch of the subject's own
// message read so too, less a reply's quote and a forwarded post, never
// a member's, the assistant's digest or a system line;
// TestRawGatheredChats; in the fringed community posts a statement is a
// stretch of the subject's own post or comment, under their username,
// read so too, less quoted parent text and a crosspost, never another
// user's, the bot's, a flair or the throwaway's; TestRawFringedThreads;
// in the ribbed journal a statement is a stretch of the owner's own entry
// read so too, less pasted lines, never the companion's, a system line
// or a pasted snippet; in the purled language lessons a statement is a
// stretch of the learner's own message read so too, less pasted lines,
// never the tutor's, a system line, a drill answer, a role-play line or a
// pasted text (TestRawPurledLessons); in the piped memoir sessions a
// statement is a stretch of the subject's own spoken turn read so too,
// less what they read aloud, never the interviewer's, a system line, a
// letter or diary read aloud, a memory or another person's value
// (TestRawPipedSessions)).
// A statement's
// change happened at its turn, or, for one told after the fact, in the
// span its time words allow as read from the turn's time (rawSpanOf). A
// current question's gold must be the statement whose change is latest, a
// historical one's the latest whose change is over by its time (AsOf, or
// in the braided set the span its words name, rawPeriods), no statement's
// change may fall in that time, and Expected must be that statement's
// value; where the questions ask about two people (the pleated thread),
// every statement of each is also the gold of a question about them. A
// distractor template that reads like a statement breaks this check.
func TestRawGoldIsStatement(t *testing.T) {
	for ph := range Phrasing(rawSets) {
		scs := GenerateRaw(uint64(100+ph), RawBundledPerKind, ph)
		for i := range scs {
			checkRawGold(t, ph, &scs[i])
		}
	}
}

// rawStatement is one user turn the oracle reads as a statement, and the
// span [lo, hi) in which its change happened (lo == hi == its time for a
// change told live).
type rawStatement struct {
	obs    *Observation
	value  string
	lo, hi time.Time
	late   bool // told after the fact
}

// rawStatements are the user turns of s that read as statements of set
// ph under the oracle, for the subject of s's first question.
func rawStatements(t *testing.T, ph Phrasing, s *Scenario) []rawStatement {
	t.Helper()
	return rawStatementsOf(t, ph, s, s.Questions[0].Subject)
}

// rawStatementsOf are the turns of subject that read as statements of
// set ph under the oracle (in the pleated thread each of the two people
// is a subject of questions; in every other set all questions share one).
func rawStatementsOf(t *testing.T, ph Phrasing, s *Scenario, subject string) []rawStatement {
	t.Helper()
	res := rawStatementREs(rawAttrs[s.Questions[0].Predicate], ph)
	var stmts []rawStatement
	for j := range s.Observations {
		o := &s.Observations[j]
		if !rawOwnTurn(ph, o, subject) {
			continue // only the asked person's own turns state their facts
		}
		text := rawOwnText(ph, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(text); m != nil {
				if rawMisheard(ph, s.Questions[0].Predicate, m[re.SubexpIndex("val")]) {
					continue
				}
				st := rawStatement{obs: o, value: m[re.SubexpIndex("val")], lo: o.At, hi: o.At}
				if k := re.SubexpIndex("ago"); k >= 0 {
					lo, hi, ok := rawSpanOf(m[k], o.At)
					if !ok || !hi.Before(o.At) {
						t.Errorf("set %d %s/%s: time words %q read as %s..%s, said %s", ph, s.ID, o.ID, m[k], lo, hi, o.At)
					}
					st.lo, st.hi, st.late = lo, hi, true
				}
				stmts = append(stmts, st)
				break
			}
		}
	}
	return stmts
}

// rawOwnTurn reports whether o is the asked person's (subject's) own: their
// turn (role user, their name as speaker) or, in the twined set, a tool
// turn that names them, a record of their own (their order, payslip,
// contact card or calendar, under a header naming them as its holder).
func rawOwnTurn(ph Phrasing, o *Observation, subject string) bool {
	name := strings.TrimPrefix(subject, "user:")
	switch o.Role {
	case "user":
		return strings.ToLower(o.Speaker) == name
	case "tool":
		return ph == PhrasingTwined && regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(name)+`\b`).MatchString(o.Text)
	}
	return false
}

// rawOwnText is the part of o's text that its sender wrote: in the hemmed
// mailbox, a message less its quoted lines ("> ..."), the "On ... wrote:"
// line over a quote, and everything from the first signature delimiter
// ("-- "), "-----Original Message-----" or "---------- Forwarded message
// ----------" line on (a signature, an Outlook-style quote, a forwarded
// message); in the basted voice conversation, the whole utterance as the
// raw streaming recogniser writes it (rawSpoken), so that the turns of
// both its recognisers read alike; in the darned chat, the whole message
// in lower case, so that a message typed all in lower case reads as its
// cased twin; in the tatted texts and the smocked support chats, the
// whole message as rawSpoken writes it, so that a message typed in lower
// case without punctuation, in capitals, without apostrophes or (smocked)
// as form fields on lines of their own reads as its cased twin; in the
// couched workplace chat the same, so that a standup on lines of its own
// or a message with emoji codes reads as its cased one-line twin; in the
// ruched chats with an assistant the same, so that a prompt under
// headers, a list of requirements or a text pasted in quotes reads as its
// cased one-line twin; in the shirred mailbox the part of an email its
// sender wrote (rawShirredOwn) read so too; in the tucked call
// transcripts the whole diarized segment as rawSpoken writes it, so that
// a run the note-taker wrote in lower case or without punctuation reads
// as its cased twin; in the gathered group chats the part of a message
// its sender wrote (rawGatheredOwn) read so too; in every other set the
// whole text.
func rawOwnText(ph Phrasing, text string) string {
	if ph == PhrasingShirred {
		return rawSpoken(rawShirredOwn(text))
	}
	if ph == PhrasingGathered {
		return rawSpoken(rawGatheredOwn(text))
	}
	if ph == PhrasingFringed {
		return rawSpoken(rawFringedOwn(text))
	}
	if ph == PhrasingRibbed {
		return rawSpoken(rawRibbedOwn(text))
	}
	if ph == PhrasingPurled {
		return rawSpoken(rawPurledOwn(text))
	}
	if ph == PhrasingPiped {
		return rawSpoken(rawPipedOwn(text))
	}
	if ph == PhrasingSeamed {
		return rawSpoken(rawSeamedOwn(text))
	}
	if ph == PhrasingTufted {
		return rawSpoken(rawTuftedOwn(text))
	}
	if ph == PhrasingTwilled {
		return rawSpoken(rawTwilledOwn(text))
	}
	if ph == PhrasingCorded {
		return rawSpoken(rawCordedOwn(text))
	}
	if ph == PhrasingFlocked {
		return rawSpoken(rawFlockedOwn(text))
	}
	if ph == PhrasingBasted || ph == PhrasingTatted || ph == PhrasingSmocked || ph == PhrasingCouched || ph == PhrasingRuched || ph == PhrasingShirred || ph == PhrasingTucked {
		return rawSpoken(text)
	}
	if ph == PhrasingDarned {
		return strings.ToLower(text)
	}
	if ph != PhrasingHemmed {
		return text
	}
	var own []string
	for _, line := range strings.Split(text, "\n") {
		switch {
		case line == "-- " || strings.HasPrefix(line, "-----Original Message-----") || strings.HasPrefix(line, "---------- Forwarded message"):
			return strings.Join(own, "\n")
		case strings.HasPrefix(line, ">") || rawWroteRE.MatchString(line):
			continue
		}
		own = append(own, line)
	}
	return strings.Join(own, "\n")
}

// rawShirredOwn is the part of a shirred email that its sender wrote:
// the message less its quoted lines ("> ..."), the "On ... wrote:" line
// over a quote, and everything from a "-----Original Message-----" or
// "---------- Forwarded message ----------" line on; unlike the hemmed
// mailbox, the sender's own signature below "-- " is kept, since a
// signature the person writes states their employer or address.
func rawShirredOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "-----Original Message-----") || strings.HasPrefix(line, "---------- Forwarded message"):
			return strings.Join(own, "\n")
		case strings.HasPrefix(line, ">") || rawWroteRE.MatchString(line):
			continue
		}
		own = append(own, line)
	}
	return strings.Join(own, "\n")
}

// rawGatheredOwn is the part of an exported group-chat message that its
// sender wrote: the message less a reply's quote (the "Replying to
// ...:" words and the quoted "> " lines under them) and less a forwarded
// post (everything from "Forwarded" or "Forwarded many times" on, the
// stamp and the sender's name kept). This is test code, the gold
// oracle's reading, and no part of the engine.
func rawGatheredOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, ">") {
			continue
		}
		if i := strings.Index(line, "Replying to "); i >= 0 {
			line = line[:i]
		}
		if strings.HasSuffix(line, ": Forwarded") || strings.HasSuffix(line, ": Forwarded many times") {
			own = append(own, line[:strings.LastIndex(line, ": Forwarded")+1])
			break
		}
		own = append(own, line)
	}
	return strings.Join(own, "\n")
}

// rawFringedOwn is the part of a scraped post or comment that its author
// wrote: the post less quoted parent text (lines starting "> ") and less
// a crosspost (everything from a "Crossposted from" line on), its header
// kept. A flair in the header is read like any other word of it, and no
// statement template matches a flair. This is test code, the gold
// oracle's reading, and no part of the engine.
func rawFringedOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "Crossposted from ") {
			break
		}
		if strings.HasPrefix(line, ">") {
			continue
		}
		own = append(own, line)
	}
	return strings.Join(own, "\n")
}

// rawRibbedOwn is the part of a journal app's entry that its owner
// wrote: the entry less pasted material (lines starting "> "), its
// header, tags, mood line, location stamp and weather line kept (no
// statement template matches them). This is test code, the gold oracle's
// reading, and no part of the engine.
func rawRibbedOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, ">") {
			continue
		}
		own = append(own, line)
	}
	return strings.Join(own, "\n")
}

// rawPurledOwn is the part of a language-learning app's message that
// the learner wrote: the message less pasted material (lines starting
// "> "). This is test code, the gold oracle's reading, and no part of the
// engine.
func rawPurledOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, ">") {
			continue
		}
		own = append(own, line)
	}
	return strings.Join(own, "\n")
}

// rawPipedOwn is the part of a memoir session's spoken turn that the
// subject says in their own voice: the turn less what they read aloud
// from a letter, diary or document (from "[reading aloud]" to "[stops
// reading]", or to the end of the turn where no end is marked). This is
// test code, the gold oracle's reading, and no part of the engine.
func rawPipedOwn(text string) string {
	var own strings.Builder
	for {
		i := strings.Index(text, "[reading aloud]")
		if i < 0 {
			own.WriteString(text)
			return own.String()
		}
		own.WriteString(text[:i])
		j := strings.Index(text[i:], "[stops reading]")
		if j < 0 {
			return own.String()
		}
		own.WriteString(" ")
		text = text[i+j+len("[stops reading]"):]
	}
}

// rawSeamedOwn is the part of a coding session's message that the
// developer wrote as their own prose: the message less fenced blocks
// (from a line starting "```" to the next such line, or to the end of
// the message where no fence closes) and less quoted lines (starting
// ">"), where pasted code, data, logs, tickets and old texts go. This is
// test code, the gold oracle's reading, and no part of the engine.
func rawSeamedOwn(text string) string {
	var own []string
	in := false
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			in = !in
		case in || strings.HasPrefix(line, ">"):
		default:
			own = append(own, line)
		}
	}
	return strings.Join(own, "\n")
}

// rawTuftedOwn is the part of a travel chat's message that the traveller
// wrote as their own prose: the message less the quoted lines (starting
// ">"), where pasted confirmations, e-tickets, saved profiles, forwarded
// itineraries and other people's messages go. This is test code, the
// gold oracle's reading, and no part of the engine.
func rawTuftedOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, ">") {
			own = append(own, line)
		}
	}
	return strings.Join(own, "\n")
}

// rawTwilledOwn is the part of a job-search chat's message that the
// candidate wrote as their own prose: the message less the quoted lines
// (starting ">"), where pasted résumé sections, saved profiles, postings,
// offer letters and recruiters', referrers' and friends' messages go.
// This is test code, the gold oracle's reading, and no part of the
// engine.
func rawTwilledOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, ">") {
			own = append(own, line)
		}
	}
	return strings.Join(own, "\n")
}

// rawCordedOwn is the part of a budgeting chat's message that the person
// wrote as their own prose: the message less the quoted lines (starting
// ">"), where pasted statements, bills, payslips, tax-form extracts, old
// budget notes and relatives' and friends' messages go. This is test
// code, the gold oracle's reading, and no part of the engine.
func rawCordedOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, ">") {
			own = append(own, line)
		}
	}
	return strings.Join(own, "\n")
}

// rawFlockedOwn is the part of a coaching chat's message that the person
// wrote as their own prose: the message less the quoted lines (starting
// ">"), where pasted intake forms, profiles, membership cards, old
// fitness notes, flyers and friends' messages go. This is test code, the
// gold oracle's reading, and no part of the engine.
func rawFlockedOwn(text string) string {
	var own []string
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, ">") {
			own = append(own, line)
		}
	}
	return strings.Join(own, "\n")
}

// rawWroteRE is the line a mail client writes over a quote.
var rawWroteRE = regexp.MustCompile(`^On .+ wrote:$`)

// rawSpoken is text as a raw streaming recogniser writes speech: lower
// case, with no punctuation (full stops, commas, question and exclamation
// marks, colons, semicolons, quotation marks, apostrophes, ellipses) and
// one space between words. The oracle reads the basted set's turns and
// statement templates so (rawOwnText, rawStatementREs).
// rawSpokenTplREs read tpls as rawSpoken writes them, as stretches of a
// text read so too: {v} in group 1 (any of attr's values in ph, in lower
// case), {cur} any of them ungrouped, and with anyName {name} (written
// $NAME in the gathered set's digests) any word.
func rawSpokenTplREs(ph Phrasing, attr string, anyName bool, tpls []string) []*regexp.Regexp {
	var vals []string
	for _, v := range rawAttrs[attr].valuesIn(ph) {
		vals = append(vals, regexp.QuoteMeta(strings.ToLower(v)))
	}
	pairs := []string{`\{v\}`, `(` + strings.Join(vals, "|") + `)`, `\{cur\}`, `(?:` + strings.Join(vals, "|") + `)`}
	if anyName {
		pairs = append(pairs, `\{name\}`, `\S+`)
	}
	r := strings.NewReplacer(pairs...)
	var out []*regexp.Regexp
	for _, tpl := range tpls {
		if anyName {
			tpl = strings.ReplaceAll(tpl, "$NAME", "{name}")
		}
		out = append(out, regexp.MustCompile(`(?:^|\s)`+r.Replace(regexp.QuoteMeta(rawSpoken(tpl)))))
	}
	return out
}

func rawSpoken(text string) string {
	return strings.Join(strings.Fields(rawSpokenPunct.Replace(strings.ToLower(text))), " ")
}

var rawSpokenPunct = strings.NewReplacer(".", " ", ",", " ", "?", " ", "!", " ", ":", " ", ";", " ", "\"", " ", "'", "", "’", "", "…", " ")

// rawMisheard reports whether val, read as the value a turn states, is a
// word the recogniser misheard: in the laced and basted sets, a value the
// turn states must be one of the set's values (in any case); anything else
// is a near-homophone the recogniser wrote for one (a misheard turn, which
// the person corrects next), not a statement.
func rawMisheard(ph Phrasing, predicate, val string) bool {
	return (ph == PhrasingLaced || ph == PhrasingBasted) &&
		!slices.ContainsFunc(rawAttrs[predicate].valuesIn(ph), func(v string) bool { return strings.EqualFold(v, val) })
}

func checkRawGold(t *testing.T, ph Phrasing, s *Scenario) {
	t.Helper()
	bySubject := map[string][]rawStatement{}
	for _, q := range s.Questions {
		stmts, ok := bySubject[q.Subject]
		if !ok {
			stmts = rawStatementsOf(t, ph, s, q.Subject)
			bySubject[q.Subject] = stmts
			if len(stmts) < 2 {
				t.Fatalf("set %d %s: %d statements of %s", ph, s.ID, len(stmts), q.Subject)
			}
		}
		want := stmts[0]
		for _, st := range stmts {
			if !st.lo.Before(want.lo) {
				want = st
			}
		}
		if q.Intent == "historical" {
			start, end := q.AsOf, q.AsOf
			if ph == PhrasingBraided {
				if ps, pe, ok := rawQuestionSpan(q.Text); ok {
					if q.AsOf.Before(ps) || !q.AsOf.Before(pe) {
						t.Errorf("set %d %s/%s (%q): as_of %s outside %s..%s", ph, s.ID, q.ID, q.Text, q.AsOf, ps, pe)
					}
					start, end = ps, pe
				} else if len(q.Candidates) == len(rawAttrs[q.Predicate].valuesIn(ph)) { // no "before {next}"
					t.Errorf("set %d %s/%s (%q): names no span", ph, s.ID, q.ID, q.Text)
				}
			}
			want = rawStatement{}
			for _, st := range stmts {
				if st.lo.Before(end) && st.hi.After(start) {
					t.Errorf("set %d %s/%s (%q): %s's change (%s..%s) falls in the time asked (%s..%s)", ph, s.ID, q.ID, q.Text, st.obs.ID, st.lo, st.hi, start, end)
				}
				if !st.hi.After(start) && (want.obs == nil || !st.lo.Before(want.lo)) {
					want = st
				}
			}
		}
		if want.obs == nil {
			t.Errorf("set %d %s/%s (%q): no statement before %s", ph, s.ID, q.ID, q.Text, q.AsOf)
		} else if len(q.Gold) != 1 || q.Gold[0] != want.obs.ID || !strings.EqualFold(q.Expected, want.value) {
			t.Errorf("set %d %s/%s (%s %q): gold %v expected %q, the text says %s %q", ph, s.ID, q.ID, q.Intent, q.Text, q.Gold, q.Expected, want.obs.ID, want.value)
		}
	}
	if len(bySubject) < 2 {
		return
	}
	// Questions about two people (the pleated thread): every statement of
	// each is the gold of a question about them, not only the ones asked.
	for subject, stmts := range bySubject {
		gold := map[string]bool{}
		for _, q := range s.Questions {
			if q.Subject == subject {
				gold[q.Gold[0]] = true
			}
		}
		for _, st := range stmts {
			if !gold[st.obs.ID] {
				t.Errorf("set %d %s/%s: %q reads as a statement of %s but is no gold of a question about them", ph, s.ID, st.obs.ID, st.obs.Text, subject)
			}
		}
	}
}

// rawStatementREs are a's statement templates of set ph as anchored
// regexps, as the generator writes them (first letter capitalized; in the
// basted, tatted, smocked, couched and ruched sets as rawSpoken writes them and in the darned set in
// lower case, which is how rawOwnText reads their turns), with the value that holds afterwards in the group "val" and, in
// a change told after the fact, its time words in the group "ago".
func rawStatementREs(a *rawAttr, ph Phrasing) []*regexp.Regexp {
	var out []*regexp.Regexp
	for _, tpls := range [][]string{a.state[ph], a.change[ph], a.revert[ph], a.late[ph], a.lateRevert[ph]} {
		for _, tpl := range tpls {
			if ph == PhrasingBasted || ph == PhrasingTatted || ph == PhrasingSmocked || ph == PhrasingCouched || ph == PhrasingRuched || ph == PhrasingShirred || ph == PhrasingTucked || ph == PhrasingGathered || ph == PhrasingFringed || ph == PhrasingRibbed || ph == PhrasingPurled || ph == PhrasingPiped || ph == PhrasingSeamed || ph == PhrasingTufted || ph == PhrasingTwilled || ph == PhrasingCorded || ph == PhrasingFlocked {
				tpl = rawSpoken(tpl)
			}
			if ph == PhrasingDarned {
				tpl = strings.ToLower(tpl)
			}
			p := regexp.QuoteMeta(capitalize(tpl))
			if rawClauses(ph) {
				// a clause of a journal entry: after whitespace or at the
				// start (the text before it in the group "pre"), first
				// letter in either case, then punctuation, whitespace or
				// the end (in "post")
				_, n := utf8.DecodeRuneInString(tpl)
				p = "(?i:" + regexp.QuoteMeta(tpl[:n]) + ")" + regexp.QuoteMeta(tpl[n:])
			}
			p = strings.NewReplacer(`\{v\}`, `(?P<val>.+?)`, `\{new\}`, `(?P<val>.+?)`, `\{old\}`, `.+?`,
				`\{ago\}`, rawSpanPattern, `\{since\}`, rawSpanPattern).Replace(p)
			if rawClauses(ph) {
				out = append(out, regexp.MustCompile(`(?s)^(?P<pre>.*\s)?`+p+`(?P<post>[.,;:!?]*(?:\s.*)?)$`))
				continue
			}
			out = append(out, regexp.MustCompile("^"+p+"$"))
		}
	}
	return out
}

// rawClauses reports whether set ph's statements are one clause or
// sentence of a longer turn (the stitched journal, the felted mixed
// traffic, the spun set's pasted and dictated material and the twined
// set's updates and records, the laced set's utterances, with wake
// words, fillers and run-ons around the statement, the pleated set's
// messages, news with an opener and a tail, answers and catching-up
// summaries, the hemmed set's emails, the statement one paragraph or
// sentence of the text the owner wrote, the basted set's spoken
// utterances, with fillers, requests and tails around the statement, the
// darned set's chat messages, with markers, requests, other news and
// tails around it, the tatted set's texts, with markers, requests,
// other news, jokes' answers and tails around it, and the smocked set's
// support chat messages, with references, greetings, requests, form fields
// and tails around it, the couched set's workplace chat messages,
// with marks, @mentions, emoji codes and tails around it, and the ruched
// set's requests to an assistant, with marks, rambling context, headers,
// other bullets, pasted text and tails around it, and the shirred set's
// emails, with headers, greetings, sign-offs, other paragraphs and
// signatures around it, and the tucked set's diarized call segments,
// with labels, fillers, spellings, openers and tails around it, and the
// gathered set's group-chat messages, with stamps, display names,
// openers, reply leads and tails around it, and the purled set's
// lesson messages, with openers, leads, other matters and tails around
// it, and the piped set's spoken memoir turns, with memories, fillers,
// leads and tails around it), which
// the oracle reads as it reads a journal clause.
func rawClauses(ph Phrasing) bool {
	return ph == PhrasingStitched || ph == PhrasingFelted || ph == PhrasingSpun || ph == PhrasingTwined || ph == PhrasingLaced ||
		ph == PhrasingPleated || ph == PhrasingHemmed || ph == PhrasingBasted || ph == PhrasingDarned || ph == PhrasingTatted ||
		ph == PhrasingSmocked || ph == PhrasingCouched || ph == PhrasingRuched || ph == PhrasingShirred || ph == PhrasingTucked ||
		ph == PhrasingGathered || ph == PhrasingFringed || ph == PhrasingRibbed || ph == PhrasingPurled || ph == PhrasingPiped || ph == PhrasingSeamed || ph == PhrasingTufted || ph == PhrasingTwilled || ph == PhrasingCorded || ph == PhrasingFlocked
}

// rawToldSpan is the span in which the change o states happened, read as
// the oracle reads it (a late or lateRevert template of any set whose
// time words say when), or o's own time.
func rawToldSpan(predicate string, o *Observation) (lo, hi time.Time) {
	a := rawAttrs[predicate]
	for ph := range Phrasing(rawSets) {
		for _, re := range rawStatementREs(&rawAttr{late: a.late, lateRevert: a.lateRevert}, ph) {
			if m := re.FindStringSubmatch(o.Text); m != nil {
				if lo, hi, ok := rawSpanOf(m[re.SubexpIndex("ago")], o.At); ok {
					return lo, hi
				}
			}
		}
	}
	return o.At, o.At
}

const rawMonthPattern = `(January|February|March|April|May|June|July|August|September|October|November|December)`

// rawSpanWords are the time words of a change told after the fact, as the
// oracle reads them: a pattern and the span it allows for the change, as
// said on day (month names, seasons and holidays are the latest before
// it).
var rawSpanWords = []struct {
	pattern string
	span    func(m []string, day time.Time) (lo, hi time.Time)
}{
	{`(?:about )?(two|three|four|five|six|seven|eight) weeks (?:ago|back)|for (?:about )?(two|three|four|five|six|seven|eight) weeks(?: now)?|a fortnight ago|for a fortnight now`,
		func(m []string, day time.Time) (time.Time, time.Time) {
			n := 2
			for _, w := range m[1:] {
				if k := slices.Index([]string{"two", "three", "four", "five", "six", "seven", "eight"}, w); k >= 0 {
					n = k + 2
				}
			}
			c := day.AddDate(0, 0, -7*n)
			return c.AddDate(0, 0, -3), c.AddDate(0, 0, 4)
		}},
	{`about a month ago|a month or so ago|for a month or so|for about a month now`,
		func(_ []string, day time.Time) (time.Time, time.Time) {
			c := day.AddDate(0, 0, -30)
			return c.AddDate(0, 0, -8), c.AddDate(0, 0, 9)
		}},
	{`a couple of months ago|about two months back|for a couple of months now|for about two months`,
		func(_ []string, day time.Time) (time.Time, time.Time) {
			c := day.AddDate(0, 0, -60)
			return c.AddDate(0, 0, -12), c.AddDate(0, 0, 13)
		}},
	{`(?:back in |sometime in |since )` + rawMonthPattern,
		func(m []string, day time.Time) (time.Time, time.Time) {
			s := rawMonthBefore(m[1], day)
			return s, s.AddDate(0, 1, 0)
		}},
	{`(?:at the start of |in early |since the start of )` + rawMonthPattern,
		func(m []string, day time.Time) (time.Time, time.Time) {
			s := rawMonthBefore(m[1], day)
			return s, s.AddDate(0, 0, 10)
		}},
	{`(?:in the middle of |in mid-|since mid-)` + rawMonthPattern,
		func(m []string, day time.Time) (time.Time, time.Time) {
			s := rawMonthBefore(m[1], day)
			return s.AddDate(0, 0, 10), s.AddDate(0, 0, 20)
		}},
	{`(?:at the end of |in late |since the end of )` + rawMonthPattern,
		func(m []string, day time.Time) (time.Time, time.Time) {
			s := rawMonthBefore(m[1], day)
			return s.AddDate(0, 0, 20), s.AddDate(0, 1, 0)
		}},
	{`(?:in the |over the |since the )(spring|summer|autumn)`,
		func(m []string, day time.Time) (time.Time, time.Time) {
			first := time.Month(3 + 3*slices.Index([]string{"spring", "summer", "autumn"}, m[1]))
			s := time.Date(day.Year(), first, 1, 0, 0, 0, 0, time.UTC)
			if s.AddDate(0, 3, 0).After(day) {
				s = s.AddDate(-1, 0, 0)
			}
			return s, s.AddDate(0, 3, 0)
		}},
	{`(?:just after |the week after |since )Easter`,
		func(_ []string, day time.Time) (time.Time, time.Time) {
			e := rawEaster(day.Year())
			if e.After(day) {
				e = rawEaster(day.Year() - 1)
			}
			return e.AddDate(0, 0, -1), e.AddDate(0, 0, 10)
		}},
	{`just after Christmas|between Christmas and New Year|since Christmas`,
		func(_ []string, day time.Time) (time.Time, time.Time) {
			c := time.Date(day.Year(), time.December, 24, 0, 0, 0, 0, time.UTC)
			if c.After(day) {
				c = c.AddDate(-1, 0, 0)
			}
			return c, c.AddDate(0, 0, 9)
		}},
}

// rawSpanPattern matches any of rawSpanWords, in the group "ago".
var rawSpanPattern = func() string {
	var alts []string
	for _, w := range rawSpanWords {
		alts = append(alts, "(?:"+w.pattern+")")
	}
	return "(?P<ago>" + strings.Join(alts, "|") + ")"
}()

// rawSpanOf reads the time words of a change told after the fact, said
// at said: the span the change happened in.
func rawSpanOf(words string, said time.Time) (lo, hi time.Time, ok bool) {
	day := time.Date(said.Year(), said.Month(), said.Day(), 0, 0, 0, 0, time.UTC)
	for _, w := range rawSpanWords {
		if m := regexp.MustCompile("^(?:" + w.pattern + ")$").FindStringSubmatch(words); m != nil {
			lo, hi = w.span(m, day)
			return lo, hi, true
		}
	}
	return time.Time{}, time.Time{}, false
}

// rawMonthBefore is the first day of the latest month named name that
// starts before day's month.
func rawMonthBefore(name string, day time.Time) time.Time {
	cur := time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	for m := cur.AddDate(0, -1, 0); ; m = m.AddDate(0, -1, 0) {
		if m.Month().String() == name {
			return m
		}
	}
}

// rawQuestionSpan is the span a braided question's words name ("in mid-June
// 2025"; rawPeriods), if it names one.
func rawQuestionSpan(text string) (start, end time.Time, ok bool) {
	var alts []string
	for _, p := range rawPeriods {
		alts = append(alts, regexp.QuoteMeta(p.words))
	}
	m := regexp.MustCompile(`\b(` + strings.Join(alts, "|") + `)` + rawMonthPattern + ` (\d{4})\b`).FindStringSubmatch(text)
	if m == nil {
		return time.Time{}, time.Time{}, false
	}
	month, err := time.Parse("January 2006", m[2]+" "+m[3])
	if err != nil {
		return time.Time{}, time.Time{}, false
	}
	for _, p := range rawPeriods {
		if p.words == m[1] {
			start, end, _ = p.span(month)
			return start, end, true
		}
	}
	return time.Time{}, time.Time{}, false
}

// TestRawEaster: rawEaster against known Easter Sundays.
func TestRawEaster(t *testing.T) {
	for year, want := range map[int]string{2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28", 2028: "2028-04-16", 2029: "2029-04-01"} {
		if got := rawEaster(year).Format(time.DateOnly); got != want {
			t.Errorf("Easter %d: %s, want %s", year, got, want)
		}
	}
}

// TestRawSealedGold, TestRawVeiledGold, TestRawCloakedGold,
// TestRawMaskedGold, TestRawShroudedGold, TestRawGildedGold,
// TestRawTintedGold, TestRawFrostedGold, TestRawEtchedGold,
// TestRawWovenGold, TestRawBraidedGold, TestRawKnottedGold,
// TestRawQuiltedGold, TestRawStitchedGold, TestRawFeltedGold,
// TestRawSpunGold, TestRawPliedGold, TestRawTwinedGold, TestRawLacedGold,
// TestRawPleatedGold, TestRawHemmedGold, TestRawBastedGold,
// TestRawDarnedGold, TestRawTattedGold, TestRawSmockedGold,
// TestRawCouchedGold, TestRawRuchedGold and TestRawShirredGold run the oracle of
// TestRawGoldIsStatement on the sealed, veiled, cloaked, masked, shrouded,
// gilded, tinted, frosted, etched, woven, braided, knotted, quilted,
// stitched, felted, spun, plied, twined, laced, pleated, hemmed, basted,
// darned, tatted, smocked, couched, ruched and shirred datasets
// themselves
// (raw-sealed, raw-long-sealed, raw-veiled, raw-long-veiled, raw-cloaked,
// raw-long-cloaked, raw-masked, raw-long-masked, raw-shrouded,
// raw-long-shrouded, raw-gilded, raw-long-gilded, raw-tinted,
// raw-long-tinted, raw-frosted, raw-long-frosted, raw-etched,
// raw-long-etched, raw-woven, raw-long-woven, raw-braided,
// raw-long-braided, raw-knotted, raw-long-knotted, raw-quilted,
// raw-long-quilted, raw-stitched, raw-long-stitched, raw-felted,
// raw-long-felted, raw-spun, raw-long-spun, raw-plied, raw-long-plied,
// raw-twined, raw-long-twined, raw-laced, raw-long-laced, raw-pleated,
// raw-long-pleated, raw-hemmed, raw-long-hemmed, raw-basted,
// raw-long-basted, raw-darned, raw-long-darned, raw-tatted,
// raw-long-tatted, raw-smocked, raw-long-smocked, raw-couched,
// raw-long-couched, raw-ruched, raw-long-ruched, raw-shirred and
// raw-long-shirred), not only on the test
// seeds.
func TestRawSealedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawSealed(), RawLong(PhrasingSealed)} {
		for i := range scs {
			checkRawGold(t, PhrasingSealed, &scs[i])
		}
	}
}

func TestRawVeiledGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawVeiled(), RawLong(PhrasingVeiled)} {
		for i := range scs {
			checkRawGold(t, PhrasingVeiled, &scs[i])
		}
	}
}

func TestRawCloakedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawCloaked(), RawLong(PhrasingCloaked)} {
		for i := range scs {
			checkRawGold(t, PhrasingCloaked, &scs[i])
		}
	}
}

func TestRawMaskedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawMasked(), RawLong(PhrasingMasked)} {
		for i := range scs {
			checkRawGold(t, PhrasingMasked, &scs[i])
		}
	}
}

func TestRawShroudedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawShrouded(), RawLong(PhrasingShrouded)} {
		for i := range scs {
			checkRawGold(t, PhrasingShrouded, &scs[i])
		}
	}
}

func TestRawGildedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawGilded(), RawLong(PhrasingGilded)} {
		for i := range scs {
			checkRawGold(t, PhrasingGilded, &scs[i])
		}
	}
}

func TestRawTintedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTinted(), RawLong(PhrasingTinted)} {
		for i := range scs {
			checkRawGold(t, PhrasingTinted, &scs[i])
		}
	}
}

func TestRawFrostedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawFrosted(), RawLong(PhrasingFrosted)} {
		for i := range scs {
			checkRawGold(t, PhrasingFrosted, &scs[i])
		}
	}
}

func TestRawEtchedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawEtched(), RawLong(PhrasingEtched)} {
		for i := range scs {
			checkRawGold(t, PhrasingEtched, &scs[i])
		}
	}
}

func TestRawWovenGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawWoven(), RawLong(PhrasingWoven)} {
		for i := range scs {
			checkRawGold(t, PhrasingWoven, &scs[i])
		}
	}
}

func TestRawBraidedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawBraided(), RawLong(PhrasingBraided)} {
		for i := range scs {
			checkRawGold(t, PhrasingBraided, &scs[i])
		}
	}
}

func TestRawKnottedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawKnotted(), RawLong(PhrasingKnotted)} {
		for i := range scs {
			checkRawGold(t, PhrasingKnotted, &scs[i])
		}
	}
}

func TestRawQuiltedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawQuilted(), RawLong(PhrasingQuilted)} {
		for i := range scs {
			checkRawGold(t, PhrasingQuilted, &scs[i])
		}
	}
}

func TestRawStitchedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawStitched(), RawLong(PhrasingStitched)} {
		for i := range scs {
			checkRawGold(t, PhrasingStitched, &scs[i])
		}
	}
}

func TestRawFeltedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawFelted(), RawLong(PhrasingFelted)} {
		for i := range scs {
			checkRawGold(t, PhrasingFelted, &scs[i])
		}
	}
}

func TestRawSpunGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawSpun(), RawLong(PhrasingSpun)} {
		for i := range scs {
			checkRawGold(t, PhrasingSpun, &scs[i])
		}
	}
}

func TestRawPliedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawPlied(), RawLong(PhrasingPlied)} {
		for i := range scs {
			checkRawGold(t, PhrasingPlied, &scs[i])
		}
	}
}

func TestRawTwinedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTwined(), RawLong(PhrasingTwined)} {
		for i := range scs {
			checkRawGold(t, PhrasingTwined, &scs[i])
		}
	}
}

func TestRawLacedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawLaced(), RawLong(PhrasingLaced)} {
		for i := range scs {
			checkRawGold(t, PhrasingLaced, &scs[i])
		}
	}
}

func TestRawPleatedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawPleated(), RawLong(PhrasingPleated)} {
		for i := range scs {
			checkRawGold(t, PhrasingPleated, &scs[i])
		}
	}
}

func TestRawHemmedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawHemmed(), RawLong(PhrasingHemmed)} {
		for i := range scs {
			checkRawGold(t, PhrasingHemmed, &scs[i])
		}
	}
}

func TestRawBastedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawBasted(), RawLong(PhrasingBasted)} {
		for i := range scs {
			checkRawGold(t, PhrasingBasted, &scs[i])
		}
	}
}

func TestRawDarnedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawDarned(), RawLong(PhrasingDarned)} {
		for i := range scs {
			checkRawGold(t, PhrasingDarned, &scs[i])
		}
	}
}

func TestRawTattedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTatted(), RawLong(PhrasingTatted)} {
		for i := range scs {
			checkRawGold(t, PhrasingTatted, &scs[i])
		}
	}
}

func TestRawSmockedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawSmocked(), RawLong(PhrasingSmocked)} {
		for i := range scs {
			checkRawGold(t, PhrasingSmocked, &scs[i])
		}
	}
}

func TestRawCouchedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawCouched(), RawLong(PhrasingCouched)} {
		for i := range scs {
			checkRawGold(t, PhrasingCouched, &scs[i])
		}
	}
}

func TestRawRuchedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawRuched(), RawLong(PhrasingRuched)} {
		for i := range scs {
			checkRawGold(t, PhrasingRuched, &scs[i])
		}
	}
}

// TestRawGatheredGold runs the oracle on raw-gathered and
// raw-long-gathered.
func TestRawGatheredGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawGathered(), RawLong(PhrasingGathered)} {
		for i := range scs {
			checkRawGold(t, PhrasingGathered, &scs[i])
		}
	}
}

// TestRawFringedGold runs the oracle on raw-fringed and
// raw-long-fringed.
func TestRawFringedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawFringed(), RawLong(PhrasingFringed)} {
		for i := range scs {
			checkRawGold(t, PhrasingFringed, &scs[i])
		}
	}
}

// TestRawRibbedGold runs the oracle on raw-ribbed and raw-long-ribbed.
func TestRawRibbedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawRibbed(), RawLong(PhrasingRibbed)} {
		for i := range scs {
			checkRawGold(t, PhrasingRibbed, &scs[i])
		}
	}
}

// TestRawPipedGold runs the oracle on raw-piped and raw-long-piped.
func TestRawPipedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawPiped(), RawLong(PhrasingPiped)} {
		for i := range scs {
			checkRawGold(t, PhrasingPiped, &scs[i])
		}
	}
}

// TestRawSeamedGold runs the oracle on raw-seamed and raw-long-seamed.
func TestRawSeamedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawSeamed(), RawLong(PhrasingSeamed)} {
		for i := range scs {
			checkRawGold(t, PhrasingSeamed, &scs[i])
		}
	}
}

// TestRawPurledGold runs the oracle on raw-purled and raw-long-purled.
func TestRawPurledGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawPurled(), RawLong(PhrasingPurled)} {
		for i := range scs {
			checkRawGold(t, PhrasingPurled, &scs[i])
		}
	}
}

// TestRawTuckedGold runs the oracle on raw-tucked and raw-long-tucked.
func TestRawTuckedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTucked(), RawLong(PhrasingTucked)} {
		for i := range scs {
			checkRawGold(t, PhrasingTucked, &scs[i])
		}
	}
}

func TestRawShirredGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawShirred(), RawLong(PhrasingShirred)} {
		for i := range scs {
			checkRawGold(t, PhrasingShirred, &scs[i])
		}
	}
}

// TestRawBraidedLate: in the braided datasets about a third of the
// changes (statements after a scenario's first) are told after the fact,
// each after the previous statement and dated before its own turn, and
// some historical questions ask about a time between such a change and
// the turn that tells it (their gold is said after the time they ask
// about).
func TestRawBraidedLate(t *testing.T) {
	for name, scs := range map[string][]Scenario{"raw-braided": RawBraided(), "raw-long-braided": RawLong(PhrasingBraided)} {
		var changes, late, gap, hist int
		for i := range scs {
			s := &scs[i]
			stmts := rawStatements(t, PhrasingBraided, s)
			for k, st := range stmts[1:] {
				changes++
				if st.late {
					late++
					if !stmts[k].obs.At.Before(st.lo) {
						t.Errorf("%s %s/%s: change told late (%s..%s) before the previous statement %s", name, s.ID, st.obs.ID, st.lo, st.hi, stmts[k].obs.ID)
					}
				}
			}
			obs := map[string]*Observation{}
			for j := range s.Observations {
				obs[s.Observations[j].ID] = &s.Observations[j]
			}
			for _, q := range s.Questions {
				if q.Intent == "historical" {
					hist++
					if obs[q.Gold[0]].At.After(q.AsOf) {
						gap++
					}
				}
			}
		}
		t.Logf("%s: %d changes, %d told after the fact; %d historical questions, %d in such a gap", name, changes, late, hist, gap)
		if r := float64(late) / float64(changes); r < 0.2 || r > 0.45 {
			t.Errorf("%s: %d of %d changes told after the fact", name, late, changes)
		}
		if gap < len(scs)/8 {
			t.Errorf("%s: %d historical questions between a change and its report", name, gap)
		}
	}
}

// TestRawKnottedGroup: in the knotted datasets every conversation is a
// group chat of the asked person, two or three friends and the assistant
// (rawKnottedBot); every gold is the asked person's own turn; the friends
// state first-person news of their own that names a value of the asked
// attribute (the "other" templates, said in a friend's turn: distractors
// the gold rule excludes), about three or more a conversation on
// average; and the group lists name no value but through a placeholder.
func TestRawKnottedGroup(t *testing.T) {
	ph := PhrasingKnotted
	for name, scs := range map[string][]Scenario{"raw-knotted": RawKnotted(), "raw-long-knotted": RawLong(ph)} {
		var distractors, turns int
		intents := map[string]int{}
		for i := range scs {
			s := &scs[i]
			a := rawAttrs[s.Questions[0].Predicate]
			var others []*regexp.Regexp
			for _, tpl := range a.other[ph] {
				p := strings.Replace(regexp.QuoteMeta(capitalize(tpl)), `\{v\}`, `(.+?)`, 1)
				others = append(others, regexp.MustCompile("^"+p+"$"))
			}
			speakers, obs := map[string]bool{}, map[string]*Observation{}
			turns += len(s.Observations)
			for j := range s.Observations {
				o := &s.Observations[j]
				obs[o.ID] = o
				if (o.Role == "assistant") != (o.Speaker == rawKnottedBot) {
					t.Errorf("%s %s/%s: speaker %s with role %s", name, s.ID, o.ID, o.Speaker, o.Role)
				}
				if o.Role != "user" {
					continue
				}
				speakers[o.Speaker] = true
				if "user:"+strings.ToLower(o.Speaker) == s.Questions[0].Subject {
					continue
				}
				for _, re := range others {
					if re.MatchString(o.Text) {
						distractors++
					}
				}
			}
			if len(speakers) < 3 || len(speakers) > 4 {
				t.Errorf("%s %s: %d people in the chat", name, s.ID, len(speakers))
			}
			for _, q := range s.Questions {
				intents[q.Intent]++
				if g := obs[q.Gold[0]]; "user:"+strings.ToLower(g.Speaker) != q.Subject {
					t.Errorf("%s %s/%s: gold %s is %s's turn, asked about %s", name, s.ID, q.ID, g.ID, g.Speaker, q.Subject)
				}
				if !strings.Contains(strings.ToLower(q.Text), strings.TrimPrefix(q.Subject, "user:")) {
					t.Errorf("%s %s/%s: %q does not name the asked person", name, s.ID, q.ID, q.Text)
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each, questions %v, %d friends' first-person distractors (%.1f a conversation)", name, len(scs), float64(turns)/float64(len(scs)), intents, distractors, float64(distractors)/float64(len(scs)))
		if float64(distractors) < 3*float64(len(scs)) {
			t.Errorf("%s: %d friends' first-person distractors in %d conversations", name, distractors, len(scs))
		}
	}
	var values []string
	for _, a := range rawAttrs {
		values = append(values, a.valuesIn(ph)...)
	}
	words := slices.Concat(values, rawNames[ph], []string{rawKnottedBot})
	for _, m := range rawKnottedMates {
		if slices.Contains(words, m) {
			t.Errorf("friend %s is a user, a value or the assistant", m)
		}
	}
	for attr, l := range rawKnottedGroup {
		lists := map[string][]string{"about": l.about, "fix": l.fix, "banter": rawKnottedBanter, "cheer": rawKnottedCheer, "congrats": rawKnottedCongrats}
		for list, tpls := range lists {
			if len(tpls) < 3 {
				t.Errorf("%s.%s: %d templates", attr, list, len(tpls))
			}
			for _, u := range tpls {
				want := []string(nil)
				if list == "about" {
					want = []string{"{name}", "{v}"}
				}
				if got := rawPlaceholderRE.FindAllString(u, -1); !slices.Equal(got, want) && !(list == "about" && len(got) == 2 && got[0] == "{v}" && got[1] == "{name}") {
					t.Errorf("%s.%s: %q holds %v, want %v", attr, list, u, got, want)
				}
				for _, w := range slices.Concat(words, rawKnottedMates) {
					if regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(w)+`\b`).MatchString(u) && w != rawKnottedBot {
						t.Errorf("%s.%s: %q names %q", attr, list, u, w)
					}
				}
			}
		}
	}
}

// TestRawQuiltedPlans: in the quilted datasets every change (a statement
// after a scenario's first) is floated by the asked person as a plan
// (plan, planBack or step, naming the same value) after the previous
// statement and before the change; every cancelled plan names a value the
// person floated before and never states; every plan for a value that is
// never stated is cancelled later; no plan or cancelled plan reads as a
// statement under the oracle of TestRawGoldIsStatement, and none is gold;
// cancelled plans average at least one a conversation and some historical
// questions have a plan for another value between their gold and their
// time. The plan lists hold {v} and no other placeholder, the assistant's
// answers to a cancelled plan none, no list names a value or user of the
// set, and no plan template equals, contains or is contained in a
// statement template of any set.
func TestRawQuiltedPlans(t *testing.T) {
	ph := PhrasingQuilted
	fill := func(tpls []string) []*regexp.Regexp {
		var out []*regexp.Regexp
		for _, tpl := range tpls {
			p := strings.Replace(regexp.QuoteMeta(capitalize(tpl)), `\{v\}`, `(.+?)`, 1)
			out = append(out, regexp.MustCompile("^"+p+"$"))
		}
		return out
	}
	match := func(res []*regexp.Regexp, text string) (string, bool) {
		for _, re := range res {
			if m := re.FindStringSubmatch(text); m != nil {
				return m[1], true
			}
		}
		return "", false
	}
	for name, scs := range map[string][]Scenario{"raw-quilted": RawQuilted(), "raw-long-quilted": RawLong(ph)} {
		var plans, cancels, changes, hist, between int
		for i := range scs {
			s := &scs[i]
			l := rawQuiltedPlans[s.Questions[0].Predicate]
			planREs, cancelREs := fill(slices.Concat(l.plan, l.planBack, l.step)), fill(l.cancel)
			stmts := rawStatements(t, ph, s)
			stated, isStmt := map[string]bool{}, map[string]bool{}
			for _, st := range stmts {
				stated[st.value], isStmt[st.obs.ID] = true, true
			}
			type floated struct {
				obs   *Observation
				value string
			}
			var floats []floated
			open := map[string]bool{} // floated values not yet stated or cancelled
			obs := map[string]*Observation{}
			for j := range s.Observations {
				o := &s.Observations[j]
				obs[o.ID] = o
				if o.Role != "user" {
					continue
				}
				if v, ok := match(planREs, o.Text); ok {
					plans++
					if isStmt[o.ID] {
						t.Errorf("%s %s/%s: plan %q reads as a statement", name, s.ID, o.ID, o.Text)
					}
					floats = append(floats, floated{o, v})
					open[v] = true
				} else if v, ok := match(cancelREs, o.Text); ok {
					cancels++
					if isStmt[o.ID] {
						t.Errorf("%s %s/%s: cancelled plan %q reads as a statement", name, s.ID, o.ID, o.Text)
					}
					if !open[v] || stated[v] {
						t.Errorf("%s %s/%s: %q cancels %s, not an open plan or a value stated", name, s.ID, o.ID, o.Text, v)
					}
					delete(open, v)
				} else if isStmt[o.ID] {
					for _, st := range stmts {
						if st.obs == o {
							delete(open, st.value)
						}
					}
				}
			}
			if len(open) > 0 {
				t.Errorf("%s %s: plans never stated nor cancelled: %v", name, s.ID, open)
			}
			for k := 1; k < len(stmts); k++ {
				changes++
				found := false
				for _, f := range floats {
					if f.value == stmts[k].value && f.obs.At.After(stmts[k-1].obs.At) && f.obs.At.Before(stmts[k].obs.At) {
						found = true
					}
				}
				if !found {
					t.Errorf("%s %s/%s: change to %s with no plan after %s", name, s.ID, stmts[k].obs.ID, stmts[k].value, stmts[k-1].obs.ID)
				}
			}
			for _, q := range s.Questions {
				g := obs[q.Gold[0]]
				if !isStmt[g.ID] {
					t.Errorf("%s %s/%s: gold %s is no statement", name, s.ID, q.ID, g.ID)
				}
				if q.Intent != "historical" {
					continue
				}
				hist++
				for _, f := range floats {
					if f.value != q.Expected && f.obs.At.After(g.At) && f.obs.At.Before(q.AsOf) {
						between++
						break
					}
				}
			}
		}
		t.Logf("%s: %d conversations, %d changes, %d plans and steps, %d cancelled plans; %d of %d historical questions with a plan for another value before their time", name, len(scs), changes, plans, cancels, between, hist)
		if cancels < len(scs) {
			t.Errorf("%s: %d cancelled plans in %d conversations", name, cancels, len(scs))
		}
		if between*4 < hist {
			t.Errorf("%s: %d of %d historical questions have a plan between gold and time", name, between, hist)
		}
	}
	var words []string
	for _, a := range rawAttrs {
		words = append(words, a.valuesIn(ph)...)
	}
	words = append(words, rawNames[ph]...)
	var statements []string
	for _, a := range rawAttrs {
		for _, lists := range [][rawSets][]string{a.state, a.change, a.revert, a.late, a.lateRevert} {
			statements = append(statements, slices.Concat(lists[:]...)...)
		}
	}
	for attr, l := range rawQuiltedPlans {
		lists := map[string][]string{"plan": l.plan, "planBack": l.planBack, "step": l.step, "cancel": l.cancel, "reply": l.reply, "shrugs": rawQuiltedShrugs}
		for list, tpls := range lists {
			if len(tpls) < 3 {
				t.Errorf("%s.%s: %d templates", attr, list, len(tpls))
			}
			for _, u := range tpls {
				want := []string{"{v}"}
				if list == "shrugs" {
					want = nil
				}
				if got := rawPlaceholderRE.FindAllString(u, -1); !slices.Equal(got, want) {
					t.Errorf("%s.%s: %q holds %v, want %v", attr, list, u, got, want)
				}
				for _, w := range words {
					if regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(w) + `\b`).MatchString(u) {
						t.Errorf("%s.%s: %q names %q", attr, list, u, w)
					}
				}
				lu := strings.ToLower(u)
				for _, o := range statements {
					if lo := strings.ToLower(o); strings.Contains(lo, lu) || strings.Contains(lu, lo) {
						t.Errorf("%s.%s: %q overlaps the statement %q", attr, list, u, o)
					}
				}
			}
		}
	}
}

// wordsRE matches any of vs as a whole word, in any case.
func wordsRE(vs []string) *regexp.Regexp {
	var alts []string
	for _, v := range vs {
		alts = append(alts, regexp.QuoteMeta(v))
	}
	return regexp.MustCompile(`(?i)\b(` + strings.Join(alts, "|") + `)\b`)
}

// statementsAreGold reads s's statements (rawStatements) and fails the
// test for each that is no question's gold; it returns the gold turns,
// the statements and the statement turns.
func statementsAreGold(t *testing.T, name string, ph Phrasing, s *Scenario) (gold map[string]bool, stmts []rawStatement, isStmt map[string]bool) {
	t.Helper()
	gold = map[string]bool{}
	for _, q := range s.Questions {
		gold[q.Gold[0]] = true
	}
	stmts = rawStatements(t, ph, s)
	isStmt = map[string]bool{}
	for _, st := range stmts {
		isStmt[st.obs.ID] = true
		if !gold[st.obs.ID] {
			t.Errorf("%s %s/%s: %q reads as a statement but is no question's gold", name, s.ID, st.obs.ID, st.obs.Text)
		}
	}
	return gold, stmts, isStmt
}

// TestRawStitchedJournal: in the stitched datasets every user turn the
// oracle of TestRawGoldIsStatement reads as a statement is the gold of a
// question (so no other turn states a value), and no other user turn
// names the value that holds when it is said; most statements are one
// clause of a longer entry, many with other news before them; the weeks
// between hold, on average, at least three turns a conversation that name
// another value of the asked attribute (someone else's, an earlier one
// told as past, or a plan) and many that name the person's other
// attributes. The set's values, users and the names in its news are in
// no other set; its statements neither start nor end with a placeholder
// (a clause is read between whitespace and punctuation); its journal
// lists hold {v} (past, plan, recap) or no placeholder, name no value or
// user of the set, and no journal template equals, contains or is
// contained in a statement template of any set.
func TestRawStitchedJournal(t *testing.T) {
	ph := PhrasingStitched
	for name, scs := range map[string][]Scenario{"raw-stitched": RawStitched(), "raw-long-stitched": RawLong(ph)} {
		var golds, paragraphs, after, distractors, otherAttrs, userTurns, turns int
		for i := range scs {
			s := &scs[i]
			pred := s.Questions[0].Predicate
			turns += len(s.Observations)
			gold, stmts, isStmt := statementsAreGold(t, name, ph, s)
			res := rawStatementREs(rawAttrs[pred], ph)
			for id := range gold {
				if !isStmt[id] {
					continue // checkRawGold reports it
				}
				golds++
				for j := range s.Observations {
					if o := &s.Observations[j]; o.ID == id {
						for _, re := range res {
							if m := re.FindStringSubmatch(o.Text); m != nil {
								pre, post := m[re.SubexpIndex("pre")], m[re.SubexpIndex("post")]
								if len(pre)+len(post) > 40 {
									paragraphs++
								}
								if len(pre) > 40 {
									after++
								}
								break
							}
						}
					}
				}
			}
			own := wordsRE(rawAttrs[pred].valuesIn(ph))
			var others []string
			for _, a := range rawAttrOrder {
				if a != pred {
					others = append(others, rawAttrs[a].valuesIn(ph)...)
				}
			}
			otherRE := wordsRE(others)
			k := -1 // the latest statement so far
			for j := range s.Observations {
				o := &s.Observations[j]
				if o.Role != "user" {
					continue
				}
				userTurns++
				if otherRE.MatchString(o.Text) {
					otherAttrs++
				}
				if isStmt[o.ID] {
					k++
					continue
				}
				for _, m := range own.FindAllString(o.Text, -1) {
					distractors++
					if k >= 0 && strings.EqualFold(m, stmts[k].value) {
						t.Errorf("%s %s/%s: %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, m)
					}
				}
			}
		}
		t.Logf("%s: %d conversations, %.0f turns each; %d statements, %d in a longer entry, %d after other news; %d other values of the asked attribute named in the weeks between (%.1f a conversation); %d of %d user turns name another attribute's value",
			name, len(scs), float64(turns)/float64(len(scs)), golds, paragraphs, after, distractors, float64(distractors)/float64(len(scs)), otherAttrs, userTurns)
		if paragraphs*2 < golds || after*4 < golds {
			t.Errorf("%s: %d of %d statements in a longer entry, %d after other news", name, paragraphs, golds, after)
		}
		if distractors < 3*len(scs) || otherAttrs*4 < userTurns {
			t.Errorf("%s: %d distractors in %d conversations, %d of %d user turns name another attribute", name, distractors, len(scs), otherAttrs, userTurns)
		}
	}

	mine := ownNames(t, ph, []string{"Kasia", "Tolu", "Moira", "Hamza", "Bex", "Graham"})
	for attr, a := range rawAttrs {
		for _, tpl := range slices.Concat(a.state[ph], a.change[ph], a.revert[ph]) {
			if strings.HasPrefix(tpl, "{") || strings.HasSuffix(tpl, "}") {
				t.Errorf("%s: statement %q starts or ends with a placeholder", attr, tpl)
			}
		}
	}
	own := newTemplateCheck(mine)
	news := slices.Clone(rawStitchedHeads)
	for _, g := range rawStitchedNews {
		news = append(news, g.texts...)
	}
	lists := map[string][]string{"news": news, "peopleLabels": rawStitchedPeopleLabels}
	for attr, l := range rawStitchedJournal {
		lists[attr+".past"], lists[attr+".plan"], lists[attr+".recap"], lists[attr+".labels"] = l.past, l.plan, l.recap, l.labels
	}
	for list, tpls := range lists {
		if len(tpls) < 3 {
			t.Errorf("%s: %d templates", list, len(tpls))
		}
		for _, u := range tpls {
			var want []string
			if k := list[strings.LastIndexByte(list, '.')+1:]; k == "past" || k == "plan" || k == "recap" {
				want = []string{"{v}"}
			}
			if got := rawPlaceholderRE.FindAllString(u, -1); !slices.Equal(got, want) {
				t.Errorf("%s: %q holds %v, want %v", list, u, got, want)
			}
			own.check(t, list, u)
		}
	}
}

// ownNames returns the values and user names of set ph, after checking
// that neither they nor people (the set's other characters, who are no
// value) are in an earlier set, and that no person is a value or user of
// ph.
func ownNames(t *testing.T, ph Phrasing, people []string) []string {
	t.Helper()
	var earlier, mine []string
	for e := range ph {
		earlier = append(earlier, rawNames[e]...)
		for _, a := range rawAttrs {
			earlier = append(earlier, a.valuesIn(e)...)
		}
	}
	earlier = append(earlier, rawKnottedMates...)
	for _, a := range rawAttrs {
		mine = append(mine, a.valuesIn(ph)...)
	}
	mine = append(mine, rawNames[ph]...)
	for _, w := range slices.Concat(mine, people) {
		for _, e := range earlier {
			if strings.EqualFold(w, e) {
				t.Errorf("%s is also in an earlier set", w)
			}
		}
	}
	for _, p := range people {
		if slices.Contains(mine, p) {
			t.Errorf("%s is a value or user of the set", p)
		}
	}
	return mine
}

// templateCheck checks a set's other templates against its own names and
// every set's statement templates.
type templateCheck struct {
	names      []*regexp.Regexp // one per value or user name of the set, as a whole word
	statements []string         // every set's statement templates, lower case
}

// rawStillREs reads a question made from one of the still (current) or
// stillWhen (historical) templates of a set's attr, its stale or wrong
// value, one of attr's values in phrasing ph, in group 1.
func rawStillREs(attr string, ph Phrasing, still, stillWhen []string) (current, historical []*regexp.Regexp) {
	var vals []string
	for _, v := range rawAttrs[attr].valuesIn(ph) {
		vals = append(vals, regexp.QuoteMeta(v))
	}
	re := func(tpl string) *regexp.Regexp {
		p := strings.NewReplacer(`\{name\}`, `.+?`, `\{v\}`, `(`+strings.Join(vals, "|")+`)`, `\{when\}`, `.+?`).Replace(regexp.QuoteMeta(tpl))
		return regexp.MustCompile("^" + p + "$")
	}
	for _, tpl := range still {
		current = append(current, re(tpl))
	}
	for _, tpl := range stillWhen {
		historical = append(historical, re(tpl))
	}
	return current, historical
}

// placeholderWant is the placeholders every template of a list must hold
// (need) and the others it may hold (may).
type placeholderWant struct{ need, may []string }

// checkPlaceholders checks each list of templates: at least two, each
// holding its list's needed placeholders and no others than those it may
// hold, and none naming a value of its own (own).
func checkPlaceholders(t *testing.T, lists map[string][]string, wants map[string]placeholderWant, own *templateCheck) {
	t.Helper()
	for list, tpls := range lists {
		if len(tpls) < 2 {
			t.Errorf("%s: %d templates", list, len(tpls))
		}
		w := wants[list]
		for _, u := range tpls {
			got := rawPlaceholderRE.FindAllString(u, -1)
			for _, p := range w.need {
				if !slices.Contains(got, p) {
					t.Errorf("%s: %q lacks %s", list, u, p)
				}
			}
			for _, p := range got {
				if !slices.Contains(w.need, p) && !slices.Contains(w.may, p) {
					t.Errorf("%s: %q holds %s", list, u, p)
				}
			}
			own.check(t, list, u)
		}
	}
}

func newTemplateCheck(mine []string) *templateCheck {
	c := &templateCheck{}
	for _, w := range mine {
		c.names = append(c.names, regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(w)+`\b`))
	}
	for _, a := range rawAttrs {
		for _, lists := range [][rawSets][]string{a.state, a.change, a.revert, a.late, a.lateRevert} {
			for _, o := range slices.Concat(lists[:]...) {
				c.statements = append(c.statements, strings.ToLower(o))
			}
		}
	}
	return c
}

// check reports template u of list when it names a value or user of the
// set but through a placeholder, or when it equals, contains or is
// contained in a statement template (for templates over 20 bytes).
func (c *templateCheck) check(t *testing.T, list, u string) {
	t.Helper()
	for _, re := range c.names {
		if m := re.FindString(u); m != "" {
			t.Errorf("%s: %q names %q", list, u, m)
		}
	}
	lu := strings.ToLower(u)
	for _, lo := range c.statements {
		if len(lu) > 20 && (strings.Contains(lo, lu) || strings.Contains(lu, lo)) {
			t.Errorf("%s: %q overlaps the statement %q", list, u, lo)
		}
	}
}

// checkStillQuestions checks a raw set's questions of one scenario: each
// asks about subject and is typed (a capital first, a question mark
// last), and no "still" question (cur matches the current ones, hist the
// historical) names the expected value or a candidate as the one that may
// still hold. It returns the current and historical still questions and
// all the questions it read.
func checkStillQuestions(t *testing.T, name, id string, qs []Question, subject string, cur, hist []*regexp.Regexp) (stillCur, stillHist, questions int) {
	t.Helper()
	for _, q := range qs {
		questions++
		if q.Subject != subject {
			t.Errorf("%s %s/%s: asks about %s, not %s", name, id, q.ID, q.Subject, subject)
		}
		if r := []rune(q.Text); !unicode.IsUpper(r[0]) || !strings.HasSuffix(q.Text, "?") {
			t.Errorf("%s %s/%s: question %q is not typed", name, id, q.ID, q.Text)
		}
		res := cur
		if q.Intent == "historical" {
			res = hist
		}
		m := matchAny(res, q.Text)
		if m == nil {
			continue
		}
		if q.Intent == "historical" {
			stillHist++
		} else {
			stillCur++
		}
		if strings.EqualFold(m[1], q.Expected) || slices.Contains(q.Candidates, m[1]) {
			t.Errorf("%s %s/%s: %q names %q, expected %q, candidates %v", name, id, q.ID, q.Text, m[1], q.Expected, q.Candidates)
		}
	}
	return stillCur, stillHist, questions
}

// TestRawTuftedGold runs the oracle on raw-tufted and raw-long-tufted.
func TestRawTuftedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTufted(), RawLong(PhrasingTufted)} {
		for i := range scs {
			checkRawGold(t, PhrasingTufted, &scs[i])
		}
	}
}

// TestRawTwilledGold runs the oracle on raw-twilled and raw-long-twilled.
func TestRawTwilledGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawTwilled(), RawLong(PhrasingTwilled)} {
		for i := range scs {
			checkRawGold(t, PhrasingTwilled, &scs[i])
		}
	}
}

// TestRawCordedGold runs the oracle on raw-corded and raw-long-corded.
func TestRawCordedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawCorded(), RawLong(PhrasingCorded)} {
		for i := range scs {
			checkRawGold(t, PhrasingCorded, &scs[i])
		}
	}
}

// TestRawFlockedGold runs the oracle on raw-flocked and raw-long-flocked.
func TestRawFlockedGold(t *testing.T) {
	for _, scs := range [][]Scenario{RawFlocked(), RawLong(PhrasingFlocked)} {
		for i := range scs {
			checkRawGold(t, PhrasingFlocked, &scs[i])
		}
	}
}
