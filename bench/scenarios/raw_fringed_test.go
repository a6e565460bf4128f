package scenarios

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// TestRawFringedRead: the oracle reads a fringed post as the part its
// author wrote, as rawSpoken writes it, under any site's header, in lower
// case, as a reply under a quoted parent and after an EDIT; another
// user's comment quoting the subject's statement, a crosspost the subject
// shares, the bot's summary and the subject's throwaway account naming
// the same words are no statement of the subject's.
func TestRawFringedRead(t *testing.T) {
	var a rawAttr
	a.change[PhrasingFringed] = []string{"old post, I left {old} in the spring and I live in {new} now"}
	res := rawStatementREs(&a, PhrasingFringed)
	reads := func(o *Observation) bool {
		if !rawOwnTurn(PhrasingFringed, o, "user:otter_tea") {
			return false
		}
		read := rawOwnText(PhrasingFringed, o.Text)
		for _, re := range res {
			if m := re.FindStringSubmatch(read); m != nil && strings.EqualFold(m[re.SubexpIndex("val")], "Larvik") {
				return true
			}
		}
		return false
	}
	for _, text := range []string{
		"u/otter_tea · r/Harbourside · 14 Mar 2025 · 41 points\n> Aren't you in Molde? Thought I saw that in your history\n\nGood question. old post, I left Molde in the spring and I live in Larvik now",
		"Re: Water chemistry for beginners -- posted by otter_tea on 2025-03-14 09:12: thanks all.\n\nEDIT: old post, i left molde in the spring and i live in larvik now",
		"Answer by otter_tea · 14 Mar 2025 · score 3: Old post, I left Molde in the spring and I live in Larvik now. Read the update.",
	} {
		if !reads(&Observation{Speaker: "otter_tea", Role: "user", Text: text}) {
			t.Errorf("%q reads no statement of Larvik", text)
		}
	}
	for _, o := range []Observation{
		{Speaker: "brinefog", Role: "user", Text: "u/brinefog · r/Harbourside · 14 Mar 2025 · 2 points\n> old post, I left Molde in the spring and I live in Larvik now\n\nCongrats on the move to Larvik!"},
		{Speaker: "otter_tea", Role: "user", Text: "u/otter_tea · r/Harbourside · 14 Mar 2025 · 2 points: sharing this here\nCrossposted from r/LocalNews:\nold post, I left Molde in the spring and I live in Larvik now"},
		{Speaker: "otter_tea", Role: "user", Text: "u/otter_tea · r/Harbourside · 14 Mar 2025 · 2 points\n> old post, I left Molde in the spring and I live in Larvik now\n\nwow that's ancient"},
		{Speaker: "throwaway_ot_112", Role: "user", Text: "u/throwaway_ot_112 · r/TwoOfUsAdvice · 14 Mar 2025 · 2 points: old post, I left Molde in the spring and I live in Larvik now"},
		{Speaker: AssistantSpeaker, Role: "assistant", Text: "u/AutoModerator · r/Harbourside · 14 Mar 2025 · 1 points: old post, I left Molde in the spring and I live in Larvik now"},
	} {
		if reads(&o) {
			t.Errorf("%s's post %q reads as otter_tea's statement", o.Speaker, o.Text)
		}
	}
}

// rawFringedHeaderRE is a site's header: the subreddits' ("u/name ·
// r/Board · 14 Mar 2025 · 412 points"), the forum's ("Re: Title --
// posted by name on 2025-03-14 09:12") or the Q&A site's ("Answer by
// name · 14 Mar 2025 · score 7"), each with an optional flair, then ": "
// or a line break (a thread's opening post on the forum and the Q&A
// site: "Title -- posted by ..." and "Question by ...").
var rawFringedHeaderRE = regexp.MustCompile(`^(?:u/(?P<r>\S+?)(?P<rf> \[Location: [^\]]+\])? · (?P<board>r/\S+) · (?P<rd>\d\d \w{3} \d{4}) · \d+ points` +
	`|(?:Re: )?.+? -- posted by (?P<f>\S+?)(?P<ff> \[Location: [^\]]+\])? on (?P<fd>\d{4}-\d\d-\d\d \d\d:\d\d)` +
	`|(?:Answer|Question) by (?P<q>.+?)(?P<qf> \[Location: [^\]]+\])? · (?P<qd>\d{1,2} \w{3} \d{4}) · score -?\d+)(?:: |\n)`)

// rawFringedMembers are the usernames of every board's regulars.
func rawFringedMembers() []string {
	var out []string
	for _, b := range rawFringedBoards {
		out = append(out, b.members...)
	}
	return out
}

// TestRawFringedThreads: in the fringed datasets every turn is a post or
// comment under a site's header that names its author and its day: the
// subject's (role user, their username as speaker and in the header),
// their throwaway's (never gold, naming no value), a regular's of a board
// (role user, their username), a "[deleted]" account's, or the board
// bot's (role assistant, speaker AssistantSpeaker, shown as the site's
// bot: a reminder or a TL;DR summary); or a removal notice (role system).
// Every question asks about the subject's username. Every post of the
// subject's that the oracle of TestRawGoldIsStatement reads as a
// statement is a question's gold, and no other post of theirs names the
// value that holds when it is sent (compared without case; a flair is
// shown only while stale); every form is gold somewhere and in its place.
// Across a dataset: the subject names other values of the asked
// attribute at least twice a conversation; relatives' values, trips,
// plans, jokes and the bot's summaries each come in at least one
// conversation in five; users tell their own news in most
// conversations, their own values in a statement's words in one in five
// at least; users misread, ask with an earlier value, name the value that
// holds, crosspost, poll and quote the subject's statements, new and old;
// the subject's stale flair, other users' flairs, "[deleted]",
// "[removed]", EDIT and UPDATE lines and the throwaway all come; some
// questions name the username; "still" questions are at least a tenth of
// the questions; some gold posts are in lower case, some replies under a
// quote and some span lines.
func TestRawFringedThreads(t *testing.T) {
	ph := PhrasingFringed
	members := rawFringedMembers()
	for name, scs := range map[string][]Scenario{"raw-fringed": RawFringed(), "raw-long-fringed": RawLong(ph)} {
		var golds, lowerGold, quotedGold, multiGold, personOthers, stillCur, stillHist, questions, wrongTldrs, namedUser int
		counts := map[string]int{}
		forms := map[string]int{}
		for i := range scs {
			s := &scs[i]
			subject, pred := s.Questions[0].Subject, s.Questions[0].Predicate
			f := rawFringedByAttr[pred]
			p := &rawFringedPerson{}
			for k := range rawFringedPeople {
				if "user:"+rawFringedPeople[k].user == subject {
					p = &rawFringedPeople[k]
				}
			}
			if p.name == "" {
				t.Fatalf("%s %s: asks about %s, who is no user of the set", name, s.ID, subject)
			}
			for _, q := range s.Questions {
				if !strings.Contains(q.Text, p.name) {
					t.Errorf("%s %s/%s: %q does not name %s", name, s.ID, q.ID, q.Text, p.name)
				}
				if strings.Contains(q.Text, "u/"+p.user) {
					namedUser++
				}
			}
			_, stmts, isStmt := statementsAreGold(t, name, ph, s)
			values := wordsRE(rawAttrs[pred].valuesIn(ph))
			tpls := func(ls []rawFringedLine) []*regexp.Regexp {
				return rawSpokenTplREs(ph, pred, true, fringedTexts(ls))
			}
			otherREs, elsewhereREs, planREs, jokeREs, pastREs, newsREs, tldrREs, xpostREs, pollREs :=
				tpls(f.other), tpls(f.elsewhere), tpls(f.plan), tpls(f.joke), tpls(f.past), tpls(f.news), tpls(f.tldr), tpls(f.xpost), tpls(f.poll)
			var misreads, stales, echoes []string
			for _, m := range f.misread {
				misreads = append(misreads, m.misread)
			}
			for _, x := range f.stale {
				stales = append(stales, x.ask)
			}
			for _, e := range f.echo {
				echoes = append(echoes, e.line)
			}
			misreadREs, staleREs, echoREs := rawSpokenTplREs(ph, pred, true, misreads), rawSpokenTplREs(ph, pred, true, stales), rawSpokenTplREs(ph, pred, true, echoes)
			stmtREs := rawStatementREs(rawAttrs[pred], ph)
			has := map[string]bool{}
			k := -1 // the latest statement so far
			for j := range s.Observations {
				o := &s.Observations[j]
				read := rawSpoken(o.Text)
				ms := values.FindAllString(o.Text, -1)
				holds := k >= 0 && slices.ContainsFunc(ms, func(m string) bool { return strings.EqualFold(m, stmts[k].value) })
				if o.Role == "system" {
					if o.Speaker != rawFringedSystem || !strings.HasPrefix(o.Text, "Comment removed by moderator") {
						t.Errorf("%s %s/%s: system line %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					continue
				}
				hm := rawFringedHeaderRE.FindStringSubmatch(o.Text)
				if hm == nil {
					t.Errorf("%s %s/%s: a %s turn %q of %s under no header", name, s.ID, o.ID, o.Role, o.Text, o.Speaker)
					continue
				}
				g := func(n string) string { return hm[rawFringedHeaderRE.SubexpIndex(n)] }
				shown, flair, day := g("r")+g("f")+g("q"), g("rf")+g("ff")+g("qf"), g("rd")+g("fd")+g("qd")
				var at time.Time
				var err error
				switch {
				case g("fd") != "":
					at, err = time.Parse("2006-01-02 15:04", day)
				case g("qd") != "":
					at, err = time.Parse("2 Jan 2006", day)
				default:
					at, err = time.Parse("02 Jan 2006", day)
				}
				if err != nil || !at.Equal(o.At.Truncate(time.Minute)) && !at.Equal(o.At.Truncate(24*time.Hour)) {
					t.Errorf("%s %s/%s: header %q, posted %s", name, s.ID, o.ID, hm[0], o.At)
				}
				body := o.Text[len(hm[0]):]
				if o.Role == "assistant" {
					if o.Speaker != AssistantSpeaker || !slices.Contains([]string{"AutoModerator", "forum-bot", "Community Bot"}, shown) {
						t.Errorf("%s %s/%s: post %q of %s", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					if !strings.HasPrefix(body, "TL;DR bot: ") && !slices.Contains(rawFringedReminders, body) {
						t.Errorf("%s %s/%s: bot post %q", name, s.ID, o.ID, o.Text)
					}
					if m := matchAny(tldrREs, read); m != nil {
						has["tldr"] = true
						if k < 0 || !strings.EqualFold(m[1], stmts[k].value) {
							wrongTldrs++
						}
					}
					continue
				}
				if o.Role != "user" || shown != o.Speaker {
					t.Errorf("%s %s/%s: a %s turn %q of %s", name, s.ID, o.ID, o.Role, o.Text, o.Speaker)
					continue
				}
				for _, furn := range []string{"[deleted]", "[removed]", "EDIT: ", "UPDATE: ", "Crossposted from "} {
					if strings.Contains(body, furn) {
						has[furn] = true
					}
				}
				if flair != "" && o.Speaker != p.user {
					has["flair"] = true
				}
				switch o.Speaker {
				case p.user:
				case p.throwaway:
					has["throwaway"] = true
					if isStmt[o.ID] || len(ms) > 0 || !strings.Contains(body, "Throwaway for obvious reasons") {
						t.Errorf("%s %s/%s: the throwaway's post %q", name, s.ID, o.ID, o.Text)
					}
					continue
				case "[deleted]":
					continue
				default:
					if !slices.Contains(members, o.Speaker) {
						t.Errorf("%s %s/%s: post %q of %s, no regular's", name, s.ID, o.ID, o.Text, o.Speaker)
					}
					quotesSubject := strings.HasPrefix(body, "> ") && k >= 0 && slices.ContainsFunc(stmts[:k+1], func(st rawStatement) bool {
						q, _, _ := strings.Cut(body[2:], "\n")
						return strings.Contains(st.obs.Text, q)
					})
					switch {
					case quotesSubject && holds:
						has["quote"] = true
					case quotesSubject && len(ms) > 0:
						has["throwback"] = true
					case matchAny(stmtREs, rawOwnText(ph, o.Text)) != nil:
						has["mirror"] = true
					case strings.Contains(body, "Crossposted from ") && matchAny(xpostREs, read) != nil:
						has["xpost"] = true
					case strings.HasPrefix(body, "**Poll:** ") && matchAny(pollREs, read) != nil:
						has["poll"] = true
					case matchAny(misreadREs, read) != nil:
						has["misread"] = true
					case matchAny(staleREs, read) != nil:
						has["stale"] = true
					case matchAny(newsREs, read) != nil:
						has["news"] = true
					case matchAny(echoREs, read) != nil && holds:
						has["echo"] = true
					}
					continue
				}
				if flair != "" {
					has["ownFlair"] = true
					if k < 0 || strings.Contains(flair, stmts[k].value) {
						t.Errorf("%s %s/%s: the subject's flair %q names the value that holds", name, s.ID, o.ID, o.Text)
					}
				}
				if isStmt[o.ID] {
					k++
					golds++
					v := stmts[k].value
					checkRawFringedForm(t, name, s, j, v, forms)
					cased := rawCasedValue(ph, pred, v)
					if cased != strings.ToLower(cased) && strings.Contains(o.Text, strings.ToLower(cased)) {
						lowerGold++
					}
					if strings.HasPrefix(body, "> ") {
						quotedGold++
					}
					if strings.Contains(body, "\n") {
						multiGold++
					}
					continue
				}
				personOthers += len(ms)
				if holds {
					t.Errorf("%s %s/%s: the subject's post %q names %s, the value that holds, and is no statement", name, s.ID, o.ID, o.Text, stmts[k].value)
				}
				if strings.Contains(body, "Crossposted from ") && matchAny(xpostREs, read) != nil {
					has["xpost"] = true
				}
				for d, res := range map[string][]*regexp.Regexp{"other": otherREs, "elsewhere": elsewhereREs, "plan": planREs, "joke": jokeREs, "past": pastREs} {
					if matchAny(res, read) != nil {
						has[d] = true
					}
				}
			}
			for d := range has {
				counts[d]++
			}
			cur, hist := rawStillREs(pred, ph, f.still, f.stillWhen)
			nCur, nHist, nq := checkStillQuestions(t, name, s.ID, s.Questions, subject, cur, hist)
			stillCur, stillHist, questions = stillCur+nCur, stillHist+nHist, questions+nq
		}
		n := len(scs)
		t.Logf("%s: %d conversations, %d questions (%d naming the username); statements by form %v, %d in all, %d naming the value in lower case, %d replies under a quote, %d on several lines; %d other values in the subject's posts (%.1f a conversation); conversations with each distractor and furniture %v; %d summaries naming no value the subject held then; %d current and %d historical still questions",
			name, n, questions, namedUser, forms, golds, lowerGold, quotedGold, multiGold, personOthers, float64(personOthers)/float64(n), counts, wrongTldrs, stillCur, stillHist)
		for _, form := range rawFringedFormNames {
			if forms[form] == 0 {
				t.Errorf("%s: no statement in the %s form", name, form)
			}
		}
		if lowerGold == 0 || quotedGold == 0 || multiGold == 0 || namedUser == 0 {
			t.Errorf("%s: %d gold posts in lower case, %d under a quote, %d on several lines, %d questions naming the username", name, lowerGold, quotedGold, multiGold, namedUser)
		}
		if personOthers < 2*n || wrongTldrs == 0 {
			t.Errorf("%s: too few distractors (see the log)", name)
		}
		for _, d := range []string{"other", "elsewhere", "plan", "joke", "tldr"} {
			if counts[d]*5 < n {
				t.Errorf("%s: %s in %d of %d conversations", name, d, counts[d], n)
			}
		}
		if counts["news"]*2 < n {
			t.Errorf("%s: users' news in %d of %d conversations", name, counts["news"], n)
		}
		if counts["mirror"]*5 < n {
			t.Errorf("%s: users telling their own value in a statement's words in %d of %d conversations", name, counts["mirror"], n)
		}
		for _, d := range []string{"past", "misread", "stale", "echo", "xpost", "poll", "quote", "throwback", "flair", "ownFlair", "throwaway",
			"[deleted]", "[removed]", "EDIT: ", "UPDATE: ", "Crossposted from "} {
			if counts[d] == 0 {
				t.Errorf("%s: no conversation with %q", name, d)
			}
		}
		if stillCur == 0 || stillHist == 0 || (stillCur+stillHist)*10 < questions {
			t.Errorf("%s: %d current and %d historical still questions of %d", name, stillCur, stillHist, questions)
		}
	}
}

// checkRawFringedForm finds the statement template post j (value v) reads
// as and checks its form is in its place: a post has an opener and spans
// lines; a reply quotes, under "> ", a regular's question posted at most
// two posts before it; a fix follows a regular's claim naming another
// value; an advice request opens with an advice lead; an edit follows a
// body naming no value (or, in a change, the value left) on a line of its
// own, under "EDIT: ", "UPDATE: " or "Edit 2: "; a late one opens with a
// late opener.
func checkRawFringedForm(t *testing.T, name string, s *Scenario, j int, v string, forms map[string]int) {
	t.Helper()
	obs := s.Observations
	o := &obs[j]
	pred := s.Questions[0].Predicate
	f := rawFringedByAttr[pred]
	values := wordsRE(rawAttrs[pred].valuesIn(PhrasingFringed))
	read := rawOwnText(PhrasingFringed, o.Text)
	prev := func(d int) *Observation {
		if j-d < 0 {
			return &Observation{}
		}
		return &obs[j-d]
	}
	regular := func(p *Observation) bool { return p.Role == "user" && p.Speaker != o.Speaker }
	opens := func(l []string) bool {
		return slices.ContainsFunc(l, func(x string) bool { return strings.Contains(" "+read+" ", " "+rawSpoken(x)+" ") })
	}
	for _, st := range slices.Concat(f.state, f.change, f.revert) {
		var a rawAttr
		a.state[PhrasingFringed] = []string{st.core}
		re := rawStatementREs(&a, PhrasingFringed)[0]
		m := re.FindStringSubmatch(read)
		if m == nil || !strings.EqualFold(m[re.SubexpIndex("val")], v) {
			continue
		}
		forms[st.form]++
		ok := false
		switch st.form {
		case "post":
			ok = opens(rawFringedOpeners) && strings.Contains(o.Text, "\n")
		case "reply":
			_, rest, _ := strings.Cut(o.Text, "\n> ")
			quoted, _, found := strings.Cut(rest, "\n\n")
			for d := 1; d <= 2 && found; d++ {
				if p := prev(d); regular(p) && strings.HasSuffix(p.Text, ": "+quoted) {
					ok = matchAny(rawSpokenTplREs(PhrasingFringed, pred, true, []string{st.ask}), rawSpoken(quoted)) != nil
				}
			}
		case "fix":
			p1 := prev(1)
			lead := matchAny(rawSpokenTplREs(PhrasingFringed, pred, true, []string{st.lead}), rawSpoken(p1.Text))
			ok = regular(p1) && lead != nil && !strings.EqualFold(lead[1], v)
		case "advice":
			ok = opens(rawFringedAdviceLeads)
		case "edit":
			low := strings.ToLower(o.Text)
			body, _, found := strings.Cut(low, "\n\n")
			lead, leadEnd, named := strings.Cut(strings.ToLower(st.lead), "{old}")
			inBody := values.FindAllString(body, -1)
			ok = found && (!named && strings.HasSuffix(body, lead) && len(inBody) == 0 ||
				named && strings.Contains(body, lead) && strings.HasSuffix(body, leadEnd) && len(inBody) == 1 && !strings.EqualFold(inBody[0], v)) &&
				(strings.Contains(low, "\n\nedit: ") || strings.Contains(low, "\n\nupdate: ") || strings.Contains(low, "\n\nedit 2: "))
		case "late":
			ok = opens(rawFringedLateOpeners)
		}
		if !ok {
			t.Errorf("%s %s/%s: %s statement %q in the wrong place", name, s.ID, o.ID, st.form, o.Text)
		}
		return
	}
	t.Errorf("%s %s/%s: statement %q in no form", name, s.ID, o.ID, o.Text)
}

// TestRawFringedLists: the fringed set's values, users and usernames are
// in no earlier set, no regular's username or the subject's is a value or
// holds one, each one of rawFringedPeople with a form and a throwaway of
// their own; every board has a code of its own, a known site, six
// regulars, hellos, chat and everyday talk, and deals with an attribute,
// every attribute dealt with by three boards at least. Its statements
// neither start nor end with a placeholder and hold no line break, are of
// a known form and tagged with a board that deals with their attribute,
// and each attribute's state, change and revert lists hold every form; a
// reply's ask may name {v} and {name}, a fix's lead names {v} (and may
// name {name}), an edit's lead names none or, in a change or a revert
// whose core names it, {old}. Every distractor list holds a
// line said on any board; the bot's summaries start "TL;DR bot: " and name
// the subject. The set's own lists hold the placeholders they should and
// none else, name no value or user of the set but through a placeholder,
// and none equals, contains or is contained in a statement template of
// any set.
func TestRawFringedLists(t *testing.T) {
	ph := PhrasingFringed
	mine := ownNames(t, ph, nil)
	if len(rawNames[ph]) != len(rawFringedPeople) {
		t.Errorf("%d users, %d people", len(rawNames[ph]), len(rawFringedPeople))
	}
	users := map[string]bool{}
	for _, u := range rawFringedMembers() {
		users[u] = true
	}
	for _, p := range rawFringedPeople {
		if !slices.Contains(rawNames[ph], p.name) || rawFringedPersonOf(p.name).name != p.name || p.user == "" || p.throwaway == "" ||
			p.user != strings.ToLower(p.user) || users[p.user] || users[p.throwaway] ||
			!slices.Contains(rawFringedFormNames, p.form) || p.lowerIn10 < 0 || p.lowerIn10 > 10 || p.typoIn10 < 0 || p.typoIn10 > 10 {
			t.Errorf("user %s is not one of the set's", p.name)
		}
		users[p.user], users[p.throwaway] = true, true
	}
	for u := range users {
		for _, w := range mine {
			if strings.Contains(strings.ToLower(u), strings.ToLower(w)) || strings.ContainsAny(u, " :\n") {
				t.Errorf("username %q holds %q or is no username", u, w)
			}
		}
	}
	for _, ty := range rawFringedTypos {
		for _, w := range mine {
			if strings.Contains(" "+strings.ToLower(w)+" ", " "+ty[0]+" ") {
				t.Errorf("typo %q touches the value %q", ty[0], w)
			}
		}
	}
	keepers := map[string][]*rawFringedBoard{}
	codes := map[string]bool{}
	person := map[string][]string{"openers": rawFringedOpeners, "lateOpeners": rawFringedLateOpeners, "replyLeads": rawFringedReplyLeads,
		"adviceLeads": rawFringedAdviceLeads, "congrats": rawFringedCongrats, "xpostReacts": rawFringedXpostReacts,
		"throwbackReacts": rawFringedThrowbackReacts, "votes": rawFringedVotes, "botTalk": rawFringedBotTalk,
		"throwawayPosts": rawFringedThrowawayPosts, "ownUps": rawFringedOwnUps, "context": rawFringedContext, "smalltalk": rawSmallTalk[ph]}
	other := map[string][]string{"replies": rawReplies[ph], "throwbacks": rawFringedThrowbacks, "acks": rawFringedAcks, "sorry": rawFringedSorry,
		"cheers": rawFringedCheers, "reminders": rawFringedReminders}
	for i := range rawFringedBoards {
		b := &rawFringedBoards[i]
		if codes[b.code] || b.code == "" || rawFringedBoardOf(b.code).name != b.name || !slices.Contains([]string{"reddit", "forum", "qa"}, b.site) ||
			len(b.smallTalk) < 3 || len(b.hellos) < 2 || len(b.chat) < 3 || len(b.members) != 6 || len(b.attrs) == 0 {
			t.Errorf("board %s (%s) is not one of its own", b.name, b.code)
		}
		codes[b.code] = true
		for _, a := range b.attrs {
			keepers[a] = append(keepers[a], b)
		}
		other[b.code+".hellos"], other[b.code+".chat"] = b.hellos, b.chat
	}
	wants := map[string]placeholderWant{}
	for attr, f := range rawFringedByAttr {
		if len(keepers[attr]) < 3 {
			t.Errorf("%s: dealt with by %d boards", attr, len(keepers[attr]))
		}
		known := func(list, tag string) {
			if tag != "" && !slices.ContainsFunc(keepers[attr], func(b *rawFringedBoard) bool { return b.code == tag }) {
				t.Errorf("%s.%s: a line tagged %q, which deals with no %s", attr, list, tag, attr)
			}
		}
		for kind, s := range map[string][]rawFringedStmt{"state": f.state, "change": f.change, "revert": f.revert} {
			seen := map[string]bool{}
			for _, st := range s {
				if strings.HasPrefix(st.core, "{") || strings.HasSuffix(st.core, "}") || strings.Contains(st.core, "\n") {
					t.Errorf("%s: statement %q starts or ends with a placeholder or holds a line break", attr, st.core)
				}
				known(kind, st.board)
				seen[st.form] = true
				leadPh := rawPlaceholderRE.FindAllString(st.lead, -1)
				switch st.form {
				case "post", "late", "advice":
					if st.ask != "" || st.lead != "" {
						t.Errorf("%s: %s %q has ask %q, lead %q", attr, st.form, st.core, st.ask, st.lead)
					}
				case "reply":
					if st.ask == "" || st.lead != "" {
						t.Errorf("%s: reply %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					other[attr+".replyAsks"] = append(other[attr+".replyAsks"], st.ask)
					wants[attr+".replyAsks"] = placeholderWant{may: []string{"{v}", "{name}"}}
				case "fix":
					if !slices.Contains(leadPh, "{v}") || st.ask != "" {
						t.Errorf("%s: fix %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					other[attr+".fixLeads"] = append(other[attr+".fixLeads"], st.lead)
					wants[attr+".fixLeads"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
				case "edit":
					if st.lead == "" || st.ask != "" || len(leadPh) > 1 || len(leadPh) == 1 && (kind == "state" || leadPh[0] != "{old}" || !strings.Contains(st.core, "{old}")) {
						t.Errorf("%s: edit %q has ask %q, lead %q", attr, st.core, st.ask, st.lead)
					}
					person[attr+".editLeads"] = append(person[attr+".editLeads"], strings.ReplaceAll(st.lead, "{old}", "{v}"))
					wants[attr+".editLeads"] = placeholderWant{may: []string{"{v}"}}
				default:
					t.Errorf("%s: statement %q has form %q", attr, st.core, st.form)
				}
			}
			for _, form := range rawFringedFormNames {
				if !seen[form] {
					t.Errorf("%s.%s: no %s", attr, kind, form)
				}
			}
		}
		for list, ls := range map[string][]rawFringedLine{"chatter": f.chatter, "other": f.other, "tldr": f.tldr, "news": f.news,
			"elsewhere": f.elsewhere, "plan": f.plan, "past": f.past, "joke": f.joke, "xpost": f.xpost, "poll": f.poll} {
			anyBoard := false
			for _, l := range ls {
				known(list, l.board)
				anyBoard = anyBoard || l.board == ""
			}
			if !anyBoard {
				t.Errorf("%s.%s: no line said on any board", attr, list)
			}
			switch list {
			case "tldr":
				for _, l := range ls {
					if !strings.HasPrefix(l.text, "TL;DR bot: ") || !strings.Contains(l.text, "$NAME") {
						t.Errorf("%s.tldr: %q is no summary naming the subject", attr, l.text)
					}
				}
				other[attr+"."+list] = fringedTexts(ls)
			case "news":
				other[attr+"."+list] = fringedTexts(ls)
			default:
				person[attr+"."+list] = fringedTexts(ls)
			}
		}
		for _, e := range f.echo {
			known("echo", e.board)
			person[attr+".echoAsks"] = append(person[attr+".echoAsks"], e.ask)
			other[attr+".echo"] = append(other[attr+".echo"], e.line)
		}
		for _, x := range f.stale {
			known("stale", x.board)
			other[attr+".staleAsks"] = append(other[attr+".staleAsks"], x.ask)
			person[attr+".staleRejects"] = append(person[attr+".staleRejects"], x.reject)
		}
		for _, m := range f.misread {
			known("misread", m.board)
			person[attr+".misreadSaid"] = append(person[attr+".misreadSaid"], m.said)
			person[attr+".misreadDeny"] = append(person[attr+".misreadDeny"], m.deny)
			other[attr+".misread"] = append(other[attr+".misread"], m.misread)
		}
		other[attr+".react"], other[attr+".reactNew"] = f.react, f.reactNew
		other[attr+".still"], other[attr+".stillWhen"] = f.still, f.stillWhen
		for _, l := range []string{"other", "news", "elsewhere", "plan", "past", "joke", "xpost", "poll", "echo", "misreadSaid"} {
			wants[attr+"."+l] = placeholderWant{need: []string{"{v}"}}
		}
		wants[attr+".staleAsks"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".misread"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".react"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".reactNew"] = placeholderWant{need: []string{"{v}"}, may: []string{"{name}"}}
		wants[attr+".misreadDeny"] = placeholderWant{may: []string{"{v}"}}
		wants[attr+".tldr"] = placeholderWant{need: []string{"{v}"}, may: []string{"{cur}"}}
		wants[attr+".still"] = placeholderWant{need: []string{"{name}", "{v}"}}
		wants[attr+".stillWhen"] = placeholderWant{need: []string{"{name}", "{v}", "{when}"}}
	}
	for list, tpls := range other {
		for _, u := range tpls {
			if r := []rune(u); !unicode.IsUpper(r[0]) && !unicode.IsDigit(r[0]) && r[0] != '{' && r[0] != '*' && !strings.HasPrefix(u, "u/") && !unicode.IsSymbol(r[0]) && !unicode.IsPunct(r[0]) {
				t.Errorf("%s: %q does not start with a capital, markdown or a placeholder", list, u)
			}
		}
	}
	lists := map[string][]string{}
	for _, m := range []map[string][]string{person, other} {
		for k, v := range m {
			lists[k] = v
		}
	}
	checkPlaceholders(t, lists, wants, newTemplateCheck(mine))
}
