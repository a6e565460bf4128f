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

// TestRawTattedRead: the oracle reads a tatted message as rawSpoken
// writes it, so a message typed with capitals and punctuation, all in
// lower case without punctuation (tattedBare), in capitals, or without
// apostrophes read alike, and a statement template reads all of them, the
// value in any case; the darned and pleated sets' text it reads as before.
func TestRawTattedRead(t *testing.T) {
	cased := "Ok so we moved to Copenhagen like 2 weeks ago and I'm still living out of boxes lol"
	want := rawSpoken(cased)
	for _, text := range []string{cased, tattedBare(cased), strings.ToUpper(cased), strings.ReplaceAll(cased, "'", "")} {
		if got := rawOwnText(PhrasingTatted, text); got != want {
			t.Errorf("rawOwnText(%q) = %q, want %q", text, got, want)
		}
	}
	if got := rawOwnText(PhrasingDarned, cased); got != strings.ToLower(cased) {
		t.Errorf("rawOwnText changes the darned set's reading: %q", got)
	}
	if got := rawOwnText(PhrasingPleated, cased); got != cased {
		t.Errorf("rawOwnText changes another set's text: %q", got)
	}
	var a rawAttr
	a.change[PhrasingTatted] = []string{"we moved to {new} like 2 weeks ago and i'm still living out of boxes"}
	re := rawStatementREs(&a, PhrasingTatted)[0]
	for _, text := range []string{cased, tattedBare(cased), strings.ToUpper(cased), strings.ReplaceAll(cased, "'", ""),
		"📦 " + cased + " 😭😭", "got bangs (mistake), also " + strings.ToLower(cased) + " asdfghjkl"} {
		if m := re.FindStringSubmatch(rawOwnText(PhrasingTatted, text)); m == nil || !strings.EqualFold(m[re.SubexpIndex("val")], "Copenhagen") {
			t.Errorf("%q reads %v", text, m)
		}
	}
	if got := tattedAbbrev("can you tell your mum before today, because people really say thanks"); got != "can u tell ur mum b4 2day, bc ppl rly say thx" {
		t.Errorf("tattedAbbrev: %q", got)
	}
}

// rawTattedTokenRE matches any of tokens in lower-case text: as a whole
// word where a token starts or ends with a letter or digit, else as it
// is (emoji, "#", "w/", "pov:").
func rawTattedTokenRE(tokens []string) *regexp.Regexp {
	isWord := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	var alts []string
	for _, w := range tokens {
		p := regexp.QuoteMeta(strings.ToLower(w))
		if r, _ := utf8.DecodeRuneInString(w); isWord(r) {
			p = `\b` + p
		}
		if r, _ := utf8.DecodeLastRuneInString(w); isWord(r) {
			p += `\b`
		}
		alts = append(alts, p)
	}
	return regexp.MustCompile(`(?:` + strings.Join(alts, "|") + `)`)
}

// rawTattedSigREs match each style's own tokens (rawTattedPerson.sigs) in
// lower-case text, by style code; the lower-case and caps styles have
// none.
func rawTattedSigREs() map[string]*regexp.Regexp {
	out := map[string]*regexp.Regexp{}
	for _, p := range rawTattedPeople {
		if len(p.sigs) > 0 {
			out[p.code] = rawTattedTokenRE(p.sigs)
		}
	}
	return out
}

// rawTattedSigOf is the code of a style whose own token text holds, or
// "".
func rawTattedSigOf(sigs map[string]*regexp.Regexp, text string) string {
	lower := strings.ToLower(text)
	for _, p := range rawTattedPeople {
		if re := sigs[p.code]; re != nil && re.MatchString(lower) {
			return p.code
		}
	}
	return ""
}

// rawTattedCaps reports whether text is typed in capitals: three letters
// at least, none in lower case.
func rawTattedCaps(text string) bool {
	var upper int
	for _, r := range text {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r):
			upper++
		}
	}
	return upper >= 3
}

// rawTattedTplREs read tpls as rawSpoken writes them, as the oracle reads
// a tatted turn, as stretches of a text (read so too); {v} in group 1
// (any value of attr, in lower case).
func rawTattedTplREs(attr string, tpls []string) []*regexp.Regexp {
	var vals []string
	for _, v := range rawAttrs[attr].valuesIn(PhrasingTatted) {
		vals = append(vals, regexp.QuoteMeta(strings.ToLower(v)))
	}
	var out []*regexp.Regexp
	for _, tpl := range tpls {
		p := strings.NewReplacer(`\{v\}`, `(`+strings.Join(vals, "|")+`)`).Replace(regexp.QuoteMeta(rawSpoken(tpl)))
		out = append(out, regexp.MustCompile(`(?:^|\s)`+p))
	}
	return out
}

// rawTattedLeads are the leads (or, with ask set, the asks) of attr's
// statements of form.
func rawTattedLeads(attr, form string, ask bool) []string {
	f := rawTattedByAttr[attr]
	var out []string
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		if st.form == form {
			if ask {
				out = append(out, st.ask)
			} else {
				out = append(out, st.lead)
			}
		}
	}
	return out
}

// rawTattedHolds reports whether text, read as the oracle reads it,
// holds one of tpls read so too.
func rawTattedHolds(text string, tpls []string) bool {
	read := " " + rawSpoken(text) + " "
	return slices.ContainsFunc(tpls, func(tpl string) bool { return strings.Contains(read, " "+rawSpoken(tpl)+" ") })
}

// rawTattedSlangRE marks a statement as written in the register, read as
// the oracle reads it: slang, texting abbreviations, "lol" and friends,
// elongated exclamations; the styles' own tokens, emoji and capitals are
// counted apart.
var rawTattedSlangRE = regexp.MustCompile(`\b(lol|lmao|ngl|tbh|fr|lowkey|istg|rn|atm|era|arc|who dis|jk|bf|gf|soft launch|hard launched|situationship|vibes?|obsessed|wfh|local now|full circle|plot twist|don t @ me|@|crawled back|took me back|side piece|yrs|im|ive|2|3|9 to 5|iconic|insufferable|nemesis|thriving)\b|!!`)

// TestRawTattedChats: in the tatted datasets every turn is the person's
// (role user, their name as speaker) or the assistant's (role assistant,
// speaker AssistantSpeaker, starting with a capital), and every question
// asks about the person, typed and cased; no turn has a gap where
// something was left out. Each person keeps one texting style: their
// turns hold their style's own tokens (rawTattedPerson.sigs) at least once
// a conversation and never another style's; the caps texter writes a turn
// in capitals at least once a conversation and no one else ever does; the
// lower-case texter's turns are all in lower case without punctuation;
// every style is some conversation's. Some people write most turns in
// lower case (a quarter of the conversations at least), and some gold
// turns name the value in lower case, some in capitals, some next to
// emoji. Every turn the oracle of TestRawGoldIsStatement reads as a
// statement is a question's gold, no other turn of the person's names the
// value that holds when it is said (compared without case: the
// assistant's read-backs and answers may), and every form is gold
// somewhere and in its place: news is no part of a burst; an answer
// follows the assistant's question, naming no value; an aside follows the
// request it belongs to in the same turn; a correction follows the
// assistant's misreading naming another value, which follows the
// person's line naming none; a burst's statement follows one or two
// messages of the person's seconds before it, the first holding the
// burst's lead, none naming a value; a joke's answer follows the
// assistant asking about the joke, which follows the person's joke naming
// no value. At least half of the statements are in the register (slang,
// abbreviations, emoji, hashtags, capitals, the styles' own tokens).
// Across a dataset: the person's other turns name other values of the
// asked attribute (someone else's, quoted, planned, wished, joked about,
// remembered, earlier ones told as past or misread) at least twice a
// conversation, quotes and jokes naming a value in at least one
// conversation in three each; the assistant misreads a line naming a
// value in at least one conversation in two, names a value that does not
// hold, an earlier value of the person's, and the value that holds after
// a statement in at least every other conversation; run-on messages
// joining several news occur; and "still" questions, current and
// historical, naming a value other than the expected one, left out of the
// candidates, are at least a tenth of the questions.
func TestRawTattedChats(t *testing.T) {
	ph := PhrasingTatted
	sigs := rawTattedSigREs()
	for name, scs := range map[string][]Scenario{"raw-tatted": RawTatted(), "raw-long-tatted": RawLong(ph)} {
		var turns, lowerConvs, lowerGold, capsGold, emojiGold, personOthers, quotedConvs, jokeConvs, misreadConvs, wrongAssistant, stale, echoed int
		var golds, register, runOns, stillCur, stillHist, questions int
		forms, styles := map[string]int{}, map[string]int{}
		emojiRE := sigs["em"]
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawTattedByAttr[pred]
			p := rawTattedPersonOf(s.Observations[slices.IndexFunc(s.Observations, func(o Observation) bool { return o.Role == "user" })].Speaker)
			styles[p.code]++
			turns += len(s.Observations)
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			formREs := formREs(ph, f.state, f.change, f.revert)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			quoteREs, jokeREs := rawTattedTplREs(pred, f.quoted), rawTattedTplREs(pred, f.joke)
			var misreads []string
			for _, m := range f.misread {
				misreads = append(misreads, m.misread)
			}
			misreadREs := rawTattedTplREs(pred, misreads)
			fixREs := rawTattedTplREs(pred, rawTattedLeads(pred, "fix", false))
			bitsRE := wordsRE(rawTattedBits)
			obs := s.Observations
			k := -1 // the latest statement so far
			var userTurns, lowerTurns int
			ownSig, hasQuote, hasJoke, hasEcho, hasMisread := false, false, false, false, false
			for j := range obs {
				o := &obs[j]
				if strings.Contains(o.Text, "  ") || strings.Contains(o.Text, " ,") || strings.Contains(o.Text, ",,") || strings.TrimSpace(o.Text) != o.Text {
					t.Errorf("%s %s/%s: %q has a gap where something was left out", name, s.ID, o.ID, o.Text)
				}
				switch o.Role {
				case "user":
					if !rawOwnTurn(ph, o, subject) {
						t.Errorf("%s %s/%s: a user turn of %s", name, s.ID, o.ID, o.Speaker)
					}
					userTurns++
					if o.Text == strings.ToLower(o.Text) && o.Text != capitalize(o.Text) {
						lowerTurns++
					}
					for code, re := range sigs {
						if !re.MatchString(strings.ToLower(o.Text)) {
							continue
						}
						if code == p.code {
							ownSig = true
						} else {
							t.Errorf("%s %s/%s: %s, whose style is %s, writes %q (%s)", name, s.ID, o.ID, o.Speaker, p.style, o.Text, code)
						}
					}
					switch caps := rawTattedCaps(o.Text); {
					case caps && p.code == "cp":
						ownSig = true
					case caps:
						t.Errorf("%s %s/%s: %s, whose style is %s, writes %q in capitals", name, s.ID, o.ID, o.Speaker, p.style, o.Text)
					}
					if p.code == "lo" && o.Text != rawSpoken(o.Text) {
						t.Errorf("%s %s/%s: %s, whose style is %s, writes %q", name, s.ID, o.ID, o.Speaker, p.style, o.Text)
					}
				case "assistant":
					if r := []rune(o.Text); !unicode.IsUpper(r[0]) || o.Speaker != AssistantSpeaker {
						t.Errorf("%s %s/%s: assistant turn %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
				default:
					t.Errorf("%s %s/%s: a %s turn of %s", name, s.ID, o.ID, o.Role, o.Speaker)
				}
				if isStmt[o.ID] {
					k++
					golds++
					v := stmts[k].value
					checkRawTattedForm(t, name, s, j, formREs, fixREs, isStmt, v, forms)
					if rawTattedSlangRE.MatchString(rawOwnText(ph, o.Text)) || rawTattedSigOf(sigs, o.Text) != "" || rawTattedCaps(o.Text) {
						register++
					}
					cased := rawCasedValue(PhrasingTatted, pred, v)
					if cased != strings.ToLower(cased) && strings.Contains(o.Text, strings.ToLower(cased)) {
						lowerGold++
					}
					if rawTattedCaps(o.Text) && strings.Contains(o.Text, strings.ToUpper(cased)) {
						capsGold++
					}
					if emojiRE.MatchString(o.Text) {
						emojiGold++
					}
					if bitsRE.MatchString(o.Text) {
						runOns++
					}
					continue
				}
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				switch o.Role {
				case "assistant":
					if matchAny(misreadREs, rawSpoken(o.Text)) != nil && j > 0 && j+1 < len(obs) && obs[j+1].Role == "user" && !isStmt[obs[j+1].ID] {
						hasMisread = true
					}
					switch {
					case holds:
						hasEcho = true
					case len(ms) > 0 && k >= 0:
						wrongAssistant++
						if slices.ContainsFunc(stmts[:k], func(st rawStatement) bool { return strings.EqualFold(st.value, ms[0]) }) {
							stale++
						}
					}
				case "user":
					personOthers += len(ms)
					if holds {
						t.Errorf("%s %s/%s: the person's turn %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
					}
					if matchAny(quoteREs, rawSpoken(o.Text)) != nil {
						hasQuote = true
					}
					if matchAny(jokeREs, rawSpoken(o.Text)) != nil && j+1 < len(obs) && slices.Contains(rawTattedJokeReacts, obs[j+1].Text) {
						hasJoke = true
					}
				}
			}
			if !ownSig && p.code != "lo" {
				t.Errorf("%s %s: %s writes nothing of the %s style", name, s.ID, p.name, p.style)
			}
			if lowerTurns*2 > userTurns {
				lowerConvs++
			}
			for _, b := range []struct {
				has bool
				n   *int
			}{{hasQuote, &quotedConvs}, {hasJoke, &jokeConvs}, {hasMisread, &misreadConvs}, {hasEcho, &echoed}} {
				if b.has {
					*b.n++
				}
			}
			cur, hist := rawStillREs(pred, ph, f.still, f.stillWhen)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations (%d mostly in lower case), %.0f turns each, %d questions; styles %v; statements by form %v, %d of %d in the register, %d in a run-on message, %d naming the value in lower case, %d in capitals, %d with emoji; %d other values of the asked attribute in the person's turns (%.1f a conversation), quotes in %d conversations, jokes naming a value in %d, misreadings in %d; %d assistant turns naming a value that does not hold, %d of them an earlier value of the person's, the value that holds named in %d conversations; %d current and %d historical still questions",
			name, n, lowerConvs, float64(turns)/float64(n), questions, styles, forms, register, golds, runOns, lowerGold, capsGold, emojiGold, personOthers, float64(personOthers)/float64(n), quotedConvs, jokeConvs, misreadConvs, wrongAssistant, stale, echoed, stillCur, stillHist)
		for _, form := range []string{"news", "answer", "aside", "fix", "split", "joke"} {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if name == "raw-tatted" && len(styles) != len(rawTattedPeople) {
			t.Errorf("%s: styles %v", name, styles)
		}
		if lowerConvs*4 < n || lowerGold == 0 || (name == "raw-tatted" && (capsGold == 0 || emojiGold == 0)) {
			t.Errorf("%s: %d of %d conversations mostly in lower case; gold turns with the value in lower case %d, in capitals %d, with emoji %d", name, lowerConvs, n, lowerGold, capsGold, emojiGold)
		}
		if register*2 < golds || runOns == 0 {
			t.Errorf("%s: %d of %d statements in the register, %d in a run-on message", name, register, golds, runOns)
		}
		if personOthers < 2*n || quotedConvs*3 < n || jokeConvs*3 < n || misreadConvs*2 < n || wrongAssistant == 0 || stale == 0 || echoed*2 < n {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawTattedForm finds the form of statement turn j (value v) and
// checks it is in its place (see TestRawTattedChats).
func checkRawTattedForm(t *testing.T, name string, s *Scenario, j int, formREs map[string][]*regexp.Regexp, fixREs []*regexp.Regexp, isStmt map[string]bool, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingTatted))
	text := rawOwnText(PhrasingTatted, o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	// person reports whether p is a turn of the person's, no statement,
	// naming no value
	person := func(p *Observation) bool {
		return p.Role == "user" && p.Speaker == o.Speaker && !isStmt[p.ID] && !values.MatchString(p.Text)
	}
	soon := func(p *Observation, at time.Time) bool { return at.Sub(p.At) <= 40*time.Second }
	// form order is fixed so that a turn read by two forms fails the same
	// way on every run
	for _, form := range []string{"news", "answer", "aside", "fix", "split", "joke"} {
		var m []string
		var re *regexp.Regexp
		for _, re = range formREs[form] {
			if m = re.FindStringSubmatch(text); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], v) {
				break
			}
			m = nil
		}
		if m == nil {
			continue
		}
		forms[form]++
		pre := m[re.SubexpIndex("pre")]
		ok := false
		switch form {
		case "news":
			p := prev(1)
			ok = !(p.Role == "user" && soon(p, o.At))
		case "answer":
			p := prev(1)
			ok = p.Role == "assistant" && slices.Contains(rawTattedLeads(pred, "answer", false), p.Text) && !values.MatchString(p.Text)
		case "aside":
			ok = rawTattedHolds(pre, rawTattedLeads(pred, "aside", false))
		case "fix":
			p1, p2 := prev(1), prev(2)
			lead := matchAny(fixREs, rawSpoken(p1.Text))
			ok = p1.Role == "assistant" && lead != nil && !strings.EqualFold(lead[1], v) && person(p2) && rawTattedHolds(p2.Text, rawTattedLeads(pred, "fix", true))
		case "split":
			// the first message, perhaps before a middle one
			first, at := prev(1), o.At
			if person(first) && soon(first, at) && rawTattedHolds(first.Text, rawTattedSplitMids) {
				first, at = prev(2), first.At
			}
			ok = person(first) && soon(first, at) && rawTattedHolds(first.Text, rawTattedLeads(pred, "split", false))
		case "joke":
			p1, p2 := prev(1), prev(2)
			ok = p1.Role == "assistant" && slices.Contains(rawTattedJokeReacts, p1.Text) && person(p2) && rawTattedHolds(p2.Text, rawTattedLeads(pred, "joke", true))
		}
		if !ok {
			t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, form, o.Text)
		}
		return
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawTattedLists: the tatted set's values and users are in no earlier
// set, and each user is one person of rawTattedPeople with a style code
// of their own. Its statements neither start nor end with a placeholder,
// are of a known form and tagged with a known style only, and for every
// style each attribute's state, change and revert lists hold every form
// among the statements its texter writes; news has no lead or ask, an
// answer a lead (the assistant's question, ending in a question mark), an
// aside and a split a lead (the request, the first message), none of
// them naming a value; a fix has an ask (the person's line, no value)
// and a lead holding {v} alone (the assistant's misreading); a joke an ask
// (the joke, no value) and no lead. No statement holds a style's own token
// but one tagged with that style, and none the abbreviator writes holds a
// word they shorten (tattedAbbrev leaves it as it is). No list or line of
// the person's holds a style's own token or is in capitals but that
// style's own hellos, markers, tails and sign-offs; no token is two
// styles'. The assistant's lines start with a capital, never with a
// placeholder; every answer answers small talk or chatter. The set's own
// lists hold the placeholders they should and none else, name no value or
// user of the set but through a placeholder, and none equals, contains
// or is contained in a statement template of any set.
func TestRawTattedLists(t *testing.T) {
	ph := PhrasingTatted
	mine := ownNames(t, ph, nil)
	codes := map[string]bool{}
	sigs := rawTattedSigREs()
	for _, p := range rawTattedPeople {
		if codes[p.code] || !slices.Contains(rawNames[ph], p.name) || rawTattedPersonOf(p.name).code != p.code {
			t.Errorf("person %s (%s) is not one of its own", p.name, p.code)
		}
		codes[p.code] = true
		for _, w := range p.sigs {
			for _, q := range rawTattedPeople {
				if re := sigs[q.code]; q.code != p.code && re != nil && re.MatchString(strings.ToLower(w)) {
					t.Errorf("%q is a token of both the %s and the %s style", w, p.style, q.style)
				}
			}
		}
		for _, l := range [][]string{p.hellos, p.marks, p.tails, p.byes} {
			if len(l) < 2 {
				t.Errorf("%s: a list of %d", p.name, len(l))
			}
			for _, u := range l {
				if code := rawTattedSigOf(sigs, u); code != "" && code != p.code {
					t.Errorf("%s's %q holds a token of the %s style", p.name, u, code)
				}
				if rawTattedCaps(u) && p.code != "cp" {
					t.Errorf("%s's %q is in capitals", p.name, u)
				}
			}
		}
	}
	if len(rawNames[ph]) != len(rawTattedPeople) {
		t.Errorf("%d users, %d people", len(rawNames[ph]), len(rawTattedPeople))
	}
	own := newTemplateCheck(mine)
	type want = placeholderWant
	person := map[string][]string{"smalltalk": rawSmallTalk[ph], "bits": rawTattedBits, "splitMids": rawTattedSplitMids,
		"splitAfters": rawTattedSplitAfters, "openers": rawTattedOpeners, "declines": rawTattedDeclines, "jokeOwns": rawTattedJokeOwns}
	bot := map[string][]string{"replies": rawReplies[ph], "botHellos": rawTattedBotHellos, "botByes": rawTattedBotByes,
		"fixed": rawTattedFixed, "shrugs": rawTattedShrugs, "quoteReacts": rawTattedQuoteReacts, "planReacts": rawTattedPlanReacts,
		"noMemory": rawTattedNoMemory, "jokeReacts": rawTattedJokeReacts, "learned": rawTattedLearned}
	for _, s := range rawTattedSlangs {
		person["slangSay"] = append(person["slangSay"], s.say)
		person["slangTell"] = append(person["slangTell"], s.tell)
		bot["slangAsk"] = append(bot["slangAsk"], s.ask)
	}
	wants := map[string]want{}
	var asked []string
	for k, a := range rawTattedAnswers {
		asked = append(asked, k)
		bot["answers"] = append(bot["answers"], a)
	}
	for _, k := range asked {
		if !slices.Contains(rawSmallTalk[ph], k) && !slices.ContainsFunc(rawAttrOrder, func(a string) bool { return slices.Contains(rawAttrs[a].chatter[ph], k) }) {
			t.Errorf("answer to %q, which is no small talk or chatter", k)
		}
	}
	for attr, f := range rawTattedByAttr {
		for kind, s := range map[string][]rawTattedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]map[string]bool{}
			for code := range codes {
				seen[code] = map[string]bool{}
			}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") {
					t.Errorf("%s: statement %q starts or ends with a placeholder", attr, st.core)
				}
				if st.style != "" && !codes[st.style] {
					t.Errorf("%s: statement %q tagged %q", attr, st.core, st.style)
				}
				for code, re := range sigs {
					if code != st.style && re.MatchString(strings.ToLower(st.core+" "+st.lead+" "+st.ask)) {
						t.Errorf("%s: statement %q (tagged %q) holds a token of the %s style", attr, st.core, st.style, code)
					}
				}
				if st.style == "" || st.style == "ab" {
					for _, u := range []string{st.core, st.ask, st.lead} {
						if u != st.lead || st.form == "aside" || st.form == "split" { // the assistant's leads are not the person's
							if tattedAbbrev(u) != u {
								t.Errorf("%s: %q reads otherwise in the abbreviator's turns", attr, u)
							}
						}
					}
				}
				for code := range codes {
					if st.style == "" || st.style == code {
						seen[code][st.form] = true
					}
				}
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				switch st.form {
				case "news":
					if st.lead != "" {
						t.Errorf("%s: news %q has lead %q", attr, st.core, st.lead)
					}
				case "aside", "split":
					if st.lead == "" || len(leadPh) > 0 {
						t.Errorf("%s: %s %q has lead %q", attr, st.form, st.core, st.lead)
					}
					person[attr+".leads"] = append(person[attr+".leads"], st.lead)
				case "answer":
					if st.lead == "" || len(leadPh) > 0 || !strings.HasSuffix(st.lead, "?") {
						t.Errorf("%s: answer %q has lead %q", attr, st.core, st.lead)
					}
					bot[attr+".questions"] = append(bot[attr+".questions"], st.lead)
				case "fix":
					if !slices.Equal(leadPh, []string{"{v}"}) || st.ask == "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".asks"] = append(person[attr+".asks"], st.ask)
					bot[attr+".misreadings"] = append(bot[attr+".misreadings"], st.lead)
					wants[attr+".misreadings"] = want{need: []string{"{v}"}}
				case "joke":
					if st.lead != "" || st.ask == "" {
						t.Errorf("%s: joke %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".jokeAsks"] = append(person[attr+".jokeAsks"], st.ask)
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
				if st.ask != "" && st.form != "fix" && st.form != "joke" {
					t.Errorf("%s: %s %q has ask %q", attr, st.form, st.core, st.ask)
				}
			}
			for code, forms := range seen {
				if len(forms) != 6 {
					t.Errorf("%s.%s: the %s style writes forms %v", attr, kind, code, forms)
				}
			}
		}
		for _, x := range f.stale {
			person[attr+".staleAsks"] = append(person[attr+".staleAsks"], x.ask, x.reject)
			bot[attr+".stale"] = append(bot[attr+".stale"], x.act)
		}
		for _, e := range f.echo {
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			bot[attr+".echo"] = append(bot[attr+".echo"], e.line)
		}
		for _, m := range f.misread {
			person[attr+".misreadSaid"] = append(person[attr+".misreadSaid"], m.said)
			person[attr+".misreadDeny"] = append(person[attr+".misreadDeny"], m.deny)
			bot[attr+".misread"] = append(bot[attr+".misread"], m.misread)
		}
		person[attr+".chatter"], person[attr+".other"] = rawAttrs[attr].chatter[ph], rawAttrs[attr].other[ph]
		person[attr+".quoted"], person[attr+".plan"] = f.quoted, f.plan
		person[attr+".memory"], person[attr+".past"], person[attr+".joke"] = f.memory, f.past, f.joke
		bot[attr+".readback"], bot[attr+".readbackNew"], bot[attr+".assistant"] = f.readback, f.readbackNew, rawAttrs[attr].assistant[ph]
		bot[attr+".still"], bot[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"other", "quoted", "plan", "memory", "past", "joke", "stale", "echo", "readback", "readbackNew", "misreadSaid", "misread"} {
			wants[attr+"."+l] = want{need: []string{"{v}"}}
		}
		wants[attr+".misreadDeny"] = want{may: []string{"{v}"}}
		wants[attr+".assistant"] = want{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = want{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = want{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range person {
		for _, u := range tpls {
			if code := rawTattedSigOf(sigs, u); code != "" {
				t.Errorf("%s: %q holds a token of the %s style", list, u, code)
			}
			if rawTattedCaps(u) {
				t.Errorf("%s: %q is in capitals", list, u)
			}
		}
	}
	for list, tpls := range bot {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) {
				t.Errorf("%s: %q does not start with a capital", list, u)
			}
		}
	}
	lists := map[string][]string{}
	for k, v := range person {
		lists[k] = v
	}
	for k, v := range bot {
		lists[k] = v
	}
	checkPlaceholders(t, lists, wants, own)
}
