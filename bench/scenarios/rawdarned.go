package scenarios

import (
	"slices"
	"strings"
	"time"
)

// The darned set lives in its own file, as the veiled to basted sets do
// (see installRawSet). Its lists have the same shape and the same rule as
// every other set's (see rawAttr): {v}, {old} and {new} are the only
// values a template names, and the value that holds afterwards is named
// last. Its register is written chat in English as a second language: one
// person (role user, their first name as speaker) types to a general
// assistant (role assistant, speaker AssistantSpeaker) over many months,
// sessions days or weeks apart, turns a minute or a few apart. Each
// person has one first language (rawDarnedL1s: German, Spanish, Brazilian
// Portuguese, French, Hindi (Indian English), Mandarin, Russian, Arabic,
// Turkish, Polish, Japanese, Italian), and their English is consistent
// with it: the greetings, discourse markers, tails and thanks of their
// language, written without its accents as people type them on a phone
// ("hola! one question", "naja,", "acha,", "spasibo, bye"), and the
// statements that carry its transfers or a word of it, tagged with the
// languages whose speakers write them (rawDarnedStmt.l1: "since two years
// I live in X", "I am working by Y", "presently I am with Y", "my would-be
// is Z", "mi pareja Z", "actually I work in Y" for currently, "actual I
// am X" for now), beside the statements any of them writes (tense and
// aspect: "I am living in X since two years", "I have moved there some
// weeks ago"; dropped articles and plural s, wrong prepositions, false
// friends: "become" for get, "eventually" for possibly; some typos). Now
// and then a turn is all lower case; a third of the people write most of
// their turns so. The speakers of languages with one spoken third-person
// pronoun (Mandarin, Turkish, Japanese) mix "he" and "she" for a partner
// in one sentence, never for themselves. The assistant writes standard
// English: it answers, confirms or rephrases ("So you now live in X?"),
// sometimes misreads a non-native phrase and is corrected, and suggests
// other values.
//
// A value is stated in one of six forms (rawDarnedStmt): as news in a
// message of its own, perhaps after other news joined with commas ("my
// mother is visiting next week, the kids have holidays now, big news, we
// have moved to X last week"), the change announced live or told after
// the fact with its own time words ("since two weeks", "last week"; the
// oracle takes the change as made at the turn, and no question asks about
// a time between the two, as statements are 90 to 150 days apart); as
// the answer to the assistant's question, which names no value (answer);
// in the middle of a request (aside: "please help me to write a email for
// HR, I have a new job in Y, I started there on Monday"); as the
// correction after the assistant misread the person's value-less
// non-native phrase and named a stale or a wrong value (fix: "I am not
// anymore in the old flat, we moved" / "Oh no, did something happen at
// your place in X?" / "no no, I mean we moved already, now we are living
// in Y"); across two or three messages sent seconds apart, the value in
// the last (split); or with a self-repair of tense or preposition that
// corrects an earlier value away (repair: "I live in X, ah sorry, lived,
// past, now we are living in Y"). Gold follows the stitched rule: a gold
// turn is one in which the person states their own value of the asked
// attribute as holding at that time, in their own words, whatever its
// tense: "I am living in X since two years" states X; "I was used to live
// in X" and "before I was working for Z" do not. Of a split message the
// turn that holds the value is gold; a corrected statement is a statement
// and a value corrected away is not the one that holds; a value-less
// turn, the assistant's turns and other people's values never are. The
// oracle reads a darned turn and the set's statement templates in lower
// case (rawOwnText, rawStatementREs), so an all-lower-case turn reads as
// its cased twin, and compares values without case.
//
// Distractors: the assistant's read-backs and answers naming the value
// that holds (allowed, never gold), its suggestions and stale acts naming
// other values, and its misreadings of a non-native phrase naming an
// earlier or another value ("before I was working for Z" / "Nice, so you
// work at Z?" / "no no, I mean I was working there before, not now");
// other people's news in the third person ("my brother is living in X
// now"); quoted speech; plans, hypotheticals and wishes that do not
// happen; memories; the person's earlier values told as past; and the
// person's other attributes. Questions are typed by whoever asks,
// normally cased; expected is the value as cased in its list. They ask
// for the value as the other sets do and also as yes/no "still" questions
// that name a stale or wrong value, expected always the value that held;
// months are asked "in", "one day in", "on a Sunday in", "some weekday
// in" or "in the second or third week of", and "before X".
func init() {
	var names []string
	for _, p := range rawDarnedL1s {
		names = append(names, p.name)
	}
	installRawSet(PhrasingDarned, rawDarnedAttrs(), rawDarnedSmallTalk, rawDarnedReplies,
		[]string{"in ", "one day in ", "on a Sunday in ", "some weekday in ", "in the second or third week of "},
		names)
}

// rawDarnedL1 is a person of the darned set and their first language:
// code tags the statements its speakers write (rawDarnedStmt.l1); hellos
// open a session, marks go before a statement or a request, tails after
// one, thanks close a session; sigs are the words of the language (and
// its calques) that only its speakers write, which the test reads to
// check that a person's English is consistent with one language.
type rawDarnedL1 struct {
	name, lang, code           string
	hellos, marks, tails, byes []string
	sigs                       []string
}

var rawDarnedL1s = []rawDarnedL1{
	{name: "Wiebke", lang: "German", code: "de",
		hellos: []string{"hallo, guten Morgen!", "hallo, I have again a question", "guten Tag, can you help me"},
		marks:  []string{"naja,", "genau,", "so,", "ok so,"},
		tails:  []string{"danke!", ":)", "or?", "..."},
		byes:   []string{"danke schön, bye", "perfect, danke, tschuss", "ok thank you, bis bald"},
		sigs:   []string{"guten morgen", "guten tag", "naja", "genau", "danke", "tschuss", "bis bald", "mein schatz"}},
	{name: "Nerea", lang: "Spanish", code: "es",
		hellos: []string{"hola! good morning", "hola, one question please", "buenas, I need help"},
		marks:  []string{"bueno,", "pues,", "mira,", "ok,"},
		tails:  []string{"gracias!!", "jajaja", "no?", "..."},
		byes:   []string{"muchas gracias, bye", "vale, thank you", "perfect, hasta luego"},
		sigs:   []string{"hola", "buenas", "bueno", "pues", "mira", "gracias", "jajaja", "vale", "hasta luego", "mi pareja"}},
	{name: "Gilberto", lang: "Brazilian Portuguese", code: "pt",
		hellos: []string{"oi, tudo bem?", "bom dia! one question", "oi oi, I need help"},
		marks:  []string{"entao,", "tipo,", "olha,", "so,"},
		tails:  []string{"kkkk", "obrigado!", "ne?", "..."},
		byes:   []string{"valeu, thank you", "obrigado, tchau", "ok perfect, abraco"},
		sigs:   []string{"oi", "tudo bem", "bom dia", "entao", "tipo", "olha", "kkkk", "obrigado", "valeu", "tchau", "abraco", "meu amor"}},
	{name: "Sandrine", lang: "French", code: "fr",
		hellos: []string{"bonjour! I have a question", "coucou, can you help me", "bonjour, sorry to disturb"},
		marks:  []string{"bon,", "du coup,", "alors,", "enfin,"},
		tails:  []string{"voila", "merci!", "mdr", "..."},
		byes:   []string{"merci beaucoup, bonne journee", "ok merci, bye", "parfait, merci"},
		sigs:   []string{"bonjour", "coucou", "bon", "du coup", "alors", "enfin", "voila", "merci", "mdr", "bonne journee", "parfait", "mon amour"}},
	{name: "Pranav", lang: "Hindi (Indian English)", code: "hi",
		hellos: []string{"hi, good morning ji", "hello, one small doubt", "namaste, need your help"},
		marks:  []string{"acha,", "actually,", "see,", "basically,"},
		tails:  []string{"yaar", "na?", "thanks in advance", "..."},
		byes:   []string{"ok thanks, bye bye", "done, shukriya", "thank you so much ji"},
		sigs:   []string{"ji", "namaste", "doubt", "acha", "yaar", "na", "shukriya", "bye bye", "ghar", "would-be"}},
	{name: "Zhiwei", lang: "Mandarin", code: "zh",
		hellos: []string{"hello~ are you there", "hi, I want ask something", "hello hello"},
		marks:  []string{"aiya,", "en,", "ok ok,", "so,"},
		tails:  []string{"haha", "hao de", "~", "thank you"},
		byes:   []string{"ok thank you, xie xie", "hao de, bye", "thanks, 88"},
		sigs:   []string{"aiya", "hao de", "xie xie", "88", "my lover"}},
	{name: "Oksana", lang: "Russian", code: "ru",
		hellos: []string{"privet! I need help", "hello, good day", "privet, one question"},
		marks:  []string{"nu,", "koroche,", "so,", "well,"},
		tails:  []string{")))", "davai", "..."},
		byes:   []string{"spasibo, bye", "ok, spasibo bolshoe", "davai, thank you"},
		sigs:   []string{"privet", "nu", "koroche", "davai", "spasibo", "bolshoe", "my second half"}},
	{name: "Yousra", lang: "Arabic", code: "ar",
		hellos: []string{"salam, how are you?", "salam alaykum, one question", "hi, marhaba"},
		marks:  []string{"yalla,", "wallah,", "so,", "ok,"},
		tails:  []string{"inshallah", "shukran", "..."},
		byes:   []string{"shukran, bye", "thank you, maa salama", "ok yalla, thanks"},
		sigs:   []string{"salam", "alaykum", "marhaba", "yalla", "wallah", "inshallah", "shukran", "maa salama", "my fiance"}},
	{name: "Serkan", lang: "Turkish", code: "tr",
		hellos: []string{"merhaba, one question", "selam, how are you", "merhaba, I need help again"},
		marks:  []string{"yani,", "tamam,", "so,", "ok,"},
		tails:  []string{"hahaha", "tesekkurler", "..."},
		byes:   []string{"tesekkurler, bye", "sagol, thank you", "tamam, thanks"},
		sigs:   []string{"merhaba", "selam", "yani", "tamam", "tesekkurler", "sagol", "canim"}},
	{name: "Grzegorz", lang: "Polish", code: "pl",
		hellos: []string{"czesc, I need your help", "dzien dobry, one question", "hej, it's me again"},
		marks:  []string{"no,", "dobra,", "kurcze,", "so,"},
		tails:  []string{"dzieki", ":)", "..."},
		byes:   []string{"dzieki, bye", "ok, dziekuje", "super, dzieki"},
		sigs:   []string{"czesc", "dzien dobry", "hej", "dobra", "kurcze", "dzieki", "dziekuje", "my other half"}},
	{name: "Michiko", lang: "Japanese", code: "ja",
		hellos: []string{"konnichiwa, sumimasen, one question", "hello, please help me", "ohayo! good morning"},
		marks:  []string{"ano,", "eto,", "so,", "ah,"},
		tails:  []string{"arigatou", "^^", "..."},
		byes:   []string{"arigatou gozaimasu, bye", "thank you very much, yoroshiku", "ok arigatou"},
		sigs:   []string{"konnichiwa", "sumimasen", "ohayo", "ano", "eto", "arigatou", "gozaimasu", "yoroshiku"}},
	{name: "Rinaldo", lang: "Italian", code: "it",
		hellos: []string{"ciao! one question", "buongiorno, I need help", "ciao ciao, it's me"},
		marks:  []string{"allora,", "boh,", "dai,", "so,"},
		tails:  []string{"grazie!", "ahah", "..."},
		byes:   []string{"grazie mille, ciao", "perfetto, grazie", "ok grazie, bye"},
		sigs:   []string{"ciao", "buongiorno", "allora", "boh", "dai", "grazie", "ahah", "perfetto", "il mio amore"}},
}

// rawDarnedL1Of is the person named name.
func rawDarnedL1Of(name string) *rawDarnedL1 {
	for i := range rawDarnedL1s {
		if rawDarnedL1s[i].name == name {
			return &rawDarnedL1s[i]
		}
	}
	return &rawDarnedL1s[0]
}

// rawDarnedStmt is one statement template (core), its form, the
// languages whose speakers write it (l1, space-separated codes; empty:
// any) and what the form needs around it: news (none: a message of its
// own); answer (lead: the assistant's question, naming no value); aside
// (lead: the request the statement is part of, said before it in the
// same turn); fix (ask: the person's non-native phrase, naming no value;
// lead: the assistant misreading it, naming {v}, a stale value of the
// person's or a wrong guess); split (lead: the first message, a turn of
// its own naming no value); repair (the core holds the self-repair).
type rawDarnedStmt struct{ form, l1, ask, lead, core string }

// formCore makes rawDarnedStmt a formed statement (rawformed.go).
func (s rawDarnedStmt) formCore() (string, string) { return s.form, s.core }

// rawDarnedStale is the assistant acting on the person's earlier value:
// the person's request (no value), the assistant's act naming {v} and
// the person putting it right without naming a value.
type rawDarnedStale struct{ ask, act, reject string }

// rawDarnedEcho is the assistant naming the value that holds: the
// person's request (no value) and the assistant's answer naming {v}.
type rawDarnedEcho struct{ ask, line string }

// rawDarnedMisread is a non-native phrase the assistant misreads: the
// person's earlier (or long past) value told as past, {v} (said), the
// assistant reading it as holding now, naming {v} (misread), and the
// person's denial, naming no value (deny).
type rawDarnedMisread struct{ said, misread, deny string }

// rawDarnedForms are the darned set's lists per attribute: the lists of
// rawSetLists (values, chatter, other people's values, the assistant's
// suggestions and the questions), the statements by kind, and: the
// assistant's read-backs of the value just stated {v} (readback), its
// answers naming the value that holds {v} (echo), its acting on an
// earlier value {v} (stale), its misreadings of a value told as past
// (misread); the person's quotes of what someone said naming {v}
// (quoted), plans, hypotheticals and wishes (plan), memories (memory)
// and earlier values told as past (past); and the questions that name a
// stale or wrong value {v}: current (still) and historical, with {when}
// (stillWhen).
type rawDarnedForms struct {
	lists                 rawSetLists
	state, change, revert []rawDarnedStmt
	readback              []string
	echo                  []rawDarnedEcho
	stale                 []rawDarnedStale
	misread               []rawDarnedMisread
	quoted, plan, memory  []string
	past                  []string
	still, stillWhen      []string
}

// rawDarnedAttrs are the darned set's lists per attribute as
// installRawSet takes them: the state, change and revert lists are the
// statements' cores.
func rawDarnedAttrs() map[string]rawSetLists {
	return formedLists(rawDarnedByAttr, func(f rawDarnedForms) (rawSetLists, []rawDarnedStmt, []rawDarnedStmt, []rawDarnedStmt) {
		return f.lists, f.state, f.change, f.revert
	})
}

// darns reports whether g's set is written chat in English as a second
// language (the darned set).
func (g *rawGen) darns() bool { return g.ph == PhrasingDarned }

// rawDarnedRun is one darned conversation being written.
type rawDarnedRun struct {
	*rawGen
	f         rawDarnedForms
	l1        *rawDarnedL1
	lowerIn10 int // the person writes a turn all in lower case lowerIn10 times in ten
	said      string
	used      map[string]bool // the templates said in this session
}

// eslChats writes a darned conversation and its questions: the person's
// first language is their name's (rawDarnedL1Of); a third of the people
// write most turns in lower case, the others one in ten; the person's
// other attributes get values of the set that hold all through (g.bg);
// each statement comes 90 to 150 days after the previous one or after six
// to ten sessions (times the filler scale), whichever is later, with a
// session every few days, now and then weeks, in between.
func (g *rawGen) eslChats(vals []string, revert, chatty bool) {
	r := &rawDarnedRun{rawGen: g, f: rawDarnedByAttr[g.a.predicate], l1: rawDarnedL1Of(g.who), lowerIn10: 1}
	if g.rng.IntN(3) == 0 {
		r.lowerIn10 = 8
	}
	g.statedSessions(r, vals, revert, chatty, 90, 61)
}

// user is a message of the person's, as they type it, a minute or a few
// after the last turn.
func (r *rawDarnedRun) user(text string) string {
	id, _ := r.turn(r.who, "user", r.written(text), time.Duration(40+r.rng.IntN(200))*time.Second)
	return id
}

// userSoon is the next message of a statement the person split, a few
// seconds after the one before it.
func (r *rawDarnedRun) userSoon(text string) (string, time.Time) {
	return r.turn(r.who, "user", r.written(text), time.Duration(5+r.rng.IntN(36))*time.Second)
}

// bot is a line of the assistant's, standard English, seconds after the
// person's.
func (r *rawDarnedRun) bot(text string) {
	r.turn(AssistantSpeaker, "assistant", text, time.Duration(5+r.rng.IntN(26))*time.Second)
}

// written is text as the person types it: all in lower case lowerIn10
// times in ten, else with its first letter capitalized.
func (r *rawDarnedRun) written(text string) string {
	if r.rng.IntN(10) < r.lowerIn10 {
		return strings.ToLower(text)
	}
	return capitalize(text)
}

// fresh is a template of tpls not yet said in this session, if one of
// three tries finds one.
func (r *rawDarnedRun) fresh(tpls []string) string {
	return pickFresh(r.rng, r.used, tpls)
}

// mine are the statements of s that the person's language writes: those
// for any language and those tagged with theirs.
func (r *rawDarnedRun) mine(s []rawDarnedStmt) []rawDarnedStmt {
	var out []rawDarnedStmt
	for _, st := range s {
		if st.l1 == "" || slices.Contains(strings.Fields(st.l1), r.l1.code) {
			out = append(out, st)
		}
	}
	return out
}

// wrap puts one of the person's discourse markers before text one time
// in three and one of their tails after it one time in three.
func (r *rawDarnedRun) wrap(text string) string {
	if r.rng.IntN(3) == 0 {
		text = pick(r.rng, r.l1.marks) + " " + text
	}
	return r.tail(text)
}

// tail puts one of the person's tails after text one time in three.
func (r *rawDarnedRun) tail(text string) string {
	if r.rng.IntN(3) == 0 {
		text += " " + pick(r.rng, r.l1.tails)
	}
	return text
}

// runOn joins one or two pieces of other news before text with commas,
// one time in three, as a long message giving several news at once.
func (r *rawDarnedRun) runOn(text string) string {
	if r.rng.IntN(3) > 0 {
		return text
	}
	bits := pickN(r.rng, rawDarnedBits, 1+r.rng.IntN(2))
	return strings.Join(bits, ", ") + ", " + text
}

// open starts a session on r.t's day (at a time of day of its own, or
// after the last turn that day): the person's hello and the assistant's
// answer one time in two.
func (r *rawDarnedRun) open() {
	r.used = map[string]bool{}
	day := time.Date(r.t.Year(), r.t.Month(), r.t.Day(), 0, 0, 0, 0, time.UTC)
	if n := len(r.s.Observations); n == 0 || day.After(r.s.Observations[n-1].At) {
		r.t = day
	}
	r.session()
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, r.l1.hellos))
		r.bot(pick(r.rng, rawDarnedBotHellos))
	}
}

// close ends a session one time in two with the person's thanks and the
// assistant's goodbye.
func (r *rawDarnedRun) close() {
	if r.rng.IntN(2) == 0 {
		r.user(pick(r.rng, r.l1.byes))
		r.bot(pick(r.rng, rawDarnedBotByes))
	}
}

// readback is the assistant's answer after a statement of v: confirming
// or rephrasing v one time in two, else a plain reply.
func (r *rawDarnedRun) readback(v string) {
	if r.rng.IntN(2) == 0 {
		r.bot(fillOne(pick(r.rng, r.f.readback), map[string]string{"v": v}))
		return
	}
	r.bot(pick(r.rng, rawReplies[r.ph]))
}

// statement says vals[i]'s statement (a first statement, a change, or the
// revert when revert is set and it is the last) in a form drawn from its
// kind's list as the person's language writes it, with the turns the form
// needs around it, and returns the statement's turn and its time.
func (r *rawDarnedRun) statement(vals []string, i int, revert bool) (string, time.Time) {
	f := r.f
	s, vars := statementOf(f.state, f.change, f.revert, vals, i, revert)
	s = r.mine(s)
	st := s[r.rng.IntN(len(s))]
	if st.core == r.said {
		st = s[r.rng.IntN(len(s))]
	}
	r.said = st.core
	core := fillOne(st.core, vars)
	var id string
	var at time.Time
	switch st.form {
	case "news":
		id = r.user(r.wrap(r.runOn(core)))
		at = r.t
	case "answer":
		r.smallTalk()
		r.bot(st.lead)
		id = r.user(r.tail(core))
		at = r.t
	case "aside":
		id = r.user(r.wrap(st.lead + ", " + core))
		at = r.t
	case "fix":
		lv := pick(r.rng, r.otherValues(vals)) // a wrong guess
		if i > 0 {
			lv = vals[i-1] // the value left, which the assistant still reads
		}
		r.user(r.wrap(st.ask))
		r.bot(fillOne(st.lead, map[string]string{"v": lv}))
		id = r.user(r.tail(core))
		at = r.t
	case "split":
		r.user(r.wrap(st.lead))
		if r.rng.IntN(3) == 0 {
			r.userSoon(pick(r.rng, rawDarnedSplitMids))
		}
		id, at = r.userSoon(r.tail(core))
	default: // repair
		id = r.user(r.wrap(core))
		at = r.t
	}
	if st.form == "fix" && r.rng.IntN(2) == 0 {
		r.bot(pick(r.rng, rawDarnedFixed))
		return id, at
	}
	r.readback(vals[i])
	return id, at
}

// filler adds n sessions after statement vals[i], each of one to three
// exchanges, two to eight days apart, one time in eight three to five
// weeks.
func (r *rawDarnedRun) filler(vals []string, i int, chatty bool, n int) {
	for range n {
		days := 2 + r.rng.IntN(7)
		if r.rng.IntN(8) == 0 {
			days = 21 + r.rng.IntN(15)
		}
		r.t = r.t.AddDate(0, 0, days)
		r.open()
		for range 1 + r.rng.IntN(3) {
			r.exchange(vals, i, chatty)
		}
		r.close()
	}
}

// smallTalk is one everyday request and the assistant's answer to it,
// one time in five sent as two messages ("one question" first).
func (r *rawDarnedRun) smallTalk() {
	t := r.fresh(rawSmallTalk[r.ph])
	if r.rng.IntN(5) == 0 {
		r.user(pick(r.rng, rawDarnedOpeners))
		r.userSoon(t)
	} else {
		r.user(r.wrap(t))
	}
	r.bot(r.answer(t))
}

// exchange is one exchange after statement vals[i]: small talk; talk on
// the topic naming no value; the person's own other attributes; someone
// else's value in the person's words; quoted speech; a plan, a
// hypothetical or a wish that does not happen; a memory; the person's
// earlier value told as past; a non-native phrase about an earlier or a
// long past value that the assistant misreads as holding, and the
// person's denial; an answer of the assistant's naming the value that
// holds; the assistant acting on the person's earlier value (put right
// without a value); or small talk, one time in two followed by the
// assistant suggesting another value (and, when chatty, a suggestion one
// time in three after any exchange).
func (r *rawDarnedRun) exchange(vals []string, i int, chatty bool) {
	f := r.f
	others, past := r.otherValues(vals), r.pastValues(vals, i)
	switch x := r.rng.IntN(40); {
	case x < 8:
		r.smallTalk()
	case x < 10:
		t := r.fresh(r.a.chatter[r.ph])
		r.user(r.wrap(t))
		r.bot(r.answer(t))
	case x < 13:
		bg := r.bgAttr()
		var sts []rawDarnedStmt
		for _, st := range r.mine(rawDarnedByAttr[bg].state) {
			if st.form == "news" || st.form == "aside" || st.form == "repair" {
				sts = append(sts, st)
			}
		}
		st := sts[r.rng.IntN(len(sts))]
		if r.used[st.core] {
			r.smallTalk()
			break
		}
		r.used[st.core] = true
		text := fillOne(st.core, map[string]string{"v": r.bg[bg]})
		if st.form == "aside" {
			text = st.lead + ", " + text
		}
		r.user(r.wrap(text))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 17:
		r.user(r.wrap(fillOne(r.fresh(r.a.other[r.ph]), map[string]string{"v": pick(r.rng, others)})))
		r.bot(pick(r.rng, rawDarnedShrugs))
	case x < 19:
		r.user(fillOne(r.fresh(f.quoted), map[string]string{"v": pick(r.rng, others)}))
		r.bot(pick(r.rng, rawDarnedShrugs))
	case x < 22:
		r.user(r.wrap(fillOne(r.fresh(f.plan), map[string]string{"v": pick(r.rng, others)})))
		r.bot(pick(r.rng, rawDarnedShrugs))
	case x < 23:
		r.user(r.wrap(fillOne(r.fresh(f.memory), map[string]string{"v": pick(r.rng, others)})))
		r.bot(pick(r.rng, rawDarnedNoMemory))
	case x < 25 && len(past) > 0:
		r.user(r.wrap(fillOne(r.fresh(f.past), map[string]string{"v": pick(r.rng, past)})))
		r.bot(pick(r.rng, rawReplies[r.ph]))
	case x < 28:
		v := pick(r.rng, others) // long past, before the conversation
		if len(past) > 0 && r.rng.IntN(2) == 0 {
			v = pick(r.rng, past)
		}
		m := f.misread[r.rng.IntN(len(f.misread))]
		r.user(r.wrap(fillOne(m.said, map[string]string{"v": v})))
		r.bot(fillOne(m.misread, map[string]string{"v": v}))
		r.user(m.deny)
		r.bot(pick(r.rng, rawDarnedFixed))
	case x < 30 && r.cur != "":
		e := f.echo[r.rng.IntN(len(f.echo))]
		r.user(r.wrap(e.ask))
		r.bot(fillOne(e.line, map[string]string{"v": r.cur}))
	case x < 33 && len(past) > 0:
		s := f.stale[r.rng.IntN(len(f.stale))]
		r.user(s.ask)
		r.bot(fillOne(s.act, map[string]string{"v": pick(r.rng, past)}))
		r.user(s.reject)
		r.bot(pick(r.rng, rawDarnedFixed))
	default:
		r.smallTalk()
		if r.rng.IntN(2) == 0 {
			r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
			r.user(pick(r.rng, rawDarnedDeclines))
		}
	}
	if chatty && r.rng.IntN(3) == 0 {
		r.bot(r.fill(r.a.assistant, map[string]string{"v": pick(r.rng, others), "cur": r.cur}))
		r.user(pick(r.rng, rawDarnedDeclines))
	}
}

// answer is the assistant's answer to the request t, or a short reply.
func (r *rawDarnedRun) answer(t string) string { return r.answerOr(rawDarnedAnswers, t) }

// stillForms are the set's "still" question forms (statedQuestions).
func (r *rawDarnedRun) stillForms() (still, stillWhen []string) { return r.f.still, r.f.stillWhen }

// rawDarnedBits are pieces of other news a long message joins before a
// statement with commas; no value.
var rawDarnedBits = []string{
	"my mother is visiting us next week",
	"the kids have holidays now",
	"I passed finally the driving theory test",
	"the weather here is so bad since days",
	"I started one new english course in the evening",
	"my car is again in the garage",
	"we bought a new sofa, very comfortable",
}

// rawDarnedSplitMids are the middle message of a statement sent in three;
// rawDarnedOpeners the first of a request sent in two. No value.
var (
	rawDarnedSplitMids = []string{"wait", "sorry, one moment", "how I explain", "ok so"}
	rawDarnedOpeners   = []string{"one question", "sorry, me again", "can I ask something?", "quick question please"}
)

// rawDarnedBotHellos answer the person's hello; rawDarnedBotByes their
// thanks at the end of a session.
var (
	rawDarnedBotHellos = []string{"Hello! What can I do for you today?", "Hi there! How can I help?", "Good to hear from you. What do you need?"}
	rawDarnedBotByes   = []string{"You're welcome! Have a nice day.", "Anytime. Good luck with everything!", "Glad I could help. Take care!"}
)

// rawDarnedFixed are the assistant's answers to a correction;
// rawDarnedShrugs answer someone else's news, quotes and plans;
// rawDarnedNoMemory answers a memory; rawDarnedDeclines are the person's
// answers to a suggestion. No value.
var (
	rawDarnedFixed    = []string{"Sorry, I misunderstood. Thanks for explaining!", "Ah, I see now. Thanks for clarifying.", "My mistake, I've got it right now."}
	rawDarnedShrugs   = []string{"That sounds exciting.", "I see, thanks for sharing.", "Interesting! Let me know how it goes.", "Well, that's their decision, I suppose."}
	rawDarnedNoMemory = []string{"I don't have that in our chat history, sorry.", "I'm not sure, that was before we started chatting."}
	rawDarnedDeclines = []string{"no thank you, is not for me", "maybe later, not now", "no, I am fine like this", "haha no, thanks"}
)

// rawDarnedSmallTalk are the person's everyday requests. No value.
var rawDarnedSmallTalk = []string{
	"can you explain me the difference between make and do?",
	"how I write a formal email to the school of my son?",
	"what means \"I'm knackered\"? my colleague said this today",
	"please correct my sentence: yesterday I have been to the doctor",
	"how much time I need to cook rice in a pot?",
	"is it polite to say \"I want\" in the shop, or better \"I would like\"?",
	"what are the opening hours of the post office on saturday usually?",
	"I need to fill a form, what means \"maiden name\"?",
	"tell me some easy exercise for the back, I sit all day",
	"what is a good film for the weekend, something funny?",
	"can you explain me how works the tax return here?",
	"my phone is very slow since the update, what I can do?",
	"which is correct, \"in the weekend\" or \"on the weekend\"?",
	"how I make an appointment with the GP, by phone or online?",
	"please give me ten new english words for this week",
	"is normal that the train is late every day here?",
	"what is the weather for tomorrow? I must hang the washing",
}

// rawDarnedAnswers are the assistant's answers to the small talk and
// chatter, by request; a request without one gets a short reply. No
// value.
var rawDarnedAnswers = map[string]string{
	"can you explain me the difference between make and do?":                     "Roughly: \"make\" is for creating something (make a cake), \"do\" is for tasks and activities (do the dishes).",
	"how I write a formal email to the school of my son?":                        "Start with \"Dear Sir or Madam\", say who you are and your son's class, then your request, and end with \"Kind regards\".",
	"what means \"I'm knackered\"? my colleague said this today":                 "It's British slang for \"I'm very tired\".",
	"please correct my sentence: yesterday I have been to the doctor":            "With \"yesterday\" use the simple past: \"Yesterday I went to the doctor.\"",
	"how much time I need to cook rice in a pot?":                                "White rice takes about twelve to fifteen minutes after the water boils.",
	"is it polite to say \"I want\" in the shop, or better \"I would like\"?":    "It sounds more polite to say \"I would like\" or \"Could I have\".",
	"what are the opening hours of the post office on saturday usually?":         "Most post offices open on Saturday mornings, usually until about half past twelve.",
	"I need to fill a form, what means \"maiden name\"?":                         "A maiden name is a person's family name before they married.",
	"tell me some easy exercise for the back, I sit all day":                     "Try cat-cow stretches, a gentle spinal twist and standing up to walk every hour.",
	"what is a good film for the weekend, something funny?":                      "How about a light comedy like \"Paddington 2\"? It's funny for all ages.",
	"can you explain me how works the tax return here?":                          "You list your income for the tax year, your allowances are taken off, and you pay or get back the difference.",
	"my phone is very slow since the update, what I can do?":                     "Restart it, clear some storage, and check for a second update that fixes bugs.",
	"which is correct, \"in the weekend\" or \"on the weekend\"?":                "British English says \"at the weekend\", American English \"on the weekend\".",
	"how I make an appointment with the GP, by phone or online?":                 "Most surgeries let you do both; online is often faster in the morning.",
	"please give me ten new english words for this week":                         "Here are ten: cosy, errand, chore, hassle, bargain, commute, queue, drizzle, tidy, fancy.",
	"is normal that the train is late every day here?":                           "Sadly, delays are common on some lines. You might be able to claim compensation.",
	"what is the weather for tomorrow? I must hang the washing":                  "Tomorrow looks dry until mid-afternoon, so the morning is best for the washing.",
	"the heating in my flat is not working since yesterday, what I can do?":      "Check the boiler pressure and the thermostat first; if it's still off, call your landlord, they must fix it.",
	"how I can write complain to landlord about the mould in bathroom?":          "Describe the mould, when it started and what you've tried, add photos, and ask for a repair by a date.",
	"what means \"council tax band\"? I recieve a letter and don't understand":   "It's the group your home is in for local tax; the band decides how much council tax you pay.",
	"my neighbour is making party every night, is normal to call police?":        "For noise, contact the council's noise team first; call the police only if you feel unsafe.",
	"how I can ask my manager for holiday in polite way?":                        "You could write: \"Would it be possible to take leave from the 3rd to the 7th?\"",
	"what means \"probation period\" in my contract? I don't understand exactly": "It's the first months of a job when you or the employer can end it more easily.",
	"please check my english: I am agree with the new schedule of shifts":        "Say \"I agree with the new shift schedule\", without \"am\".",
	"how many hours is normal to work in one week here, 40 or 45?":               "A full-time week is usually between thirty-five and forty hours.",
	"how much protein I need in one day? I go to gym three times":                "Roughly 1.2 to 1.6 grams per kilo of body weight a day if you train regularly.",
	"please give me recipe for soup, something easy and cheap":                   "Lentil soup: onion, carrot, red lentils, stock and cumin, cooked for twenty-five minutes.",
	"what I can cook for my kids tomorrow, they don't like vegetables?":          "Try hiding vegetables in a pasta sauce or making mini pizzas with them on top.",
	"is normal to feel hungry all the time when you change the food?":            "Yes, for the first week or two; more fibre and water usually helps.",
	"what is good gift for anniversary, not too expensive?":                      "A framed photo, a handwritten letter or a picnic for two are lovely and cheap.",
	"how I can say in nice way that I need more time for myself?":                "You could say: \"I love our time together, and I also need some quiet evenings for myself.\"",
	"can you recommend romantic restaurant, something quiet?":                    "Look for a small bistro with booths; I can search for some near you if you like.",
	"please check my message for valentine day, I want it perfect":               "Send it to me and I'll check the grammar and make it sound natural.",
}

// rawDarnedReplies are the assistant's short replies.
var rawDarnedReplies = []string{
	"No problem, I'm glad to help you with this.",
	"Thank you for explaining, I have noted it.",
	"Sure thing. Tell me if anything is unclear.",
	"Understood! Write to me any time.",
	"That makes sense, thanks for the context.",
	"Okay, I've saved that for next time.",
	"Good, I'll remember this when we talk again.",
	"All clear. Is there something else you need?",
}

// The darned set's own lists per attribute. The person's lists are
// written as they type them, first letter in lower case (the generator
// capitalizes it, or writes the whole turn in lower case); the
// assistant's lines and the questions are standard English. A statement
// neither starts nor ends with a placeholder, so the oracle reads the
// value whole, and starts with the person as its subject ("I", "we",
// "my ...", or a request or time words before them), so that no one
// else's news reads as one.
var rawDarnedByAttr = map[string]rawDarnedForms{
	"lives_in": {
		lists: rawSetLists{
			values: []string{"Leicester", "Coventry", "Bradford", "Luton", "Slough", "Croydon",
				"Hounslow", "Mississauga", "Brampton", "Markham", "Parramatta", "Dandenong"},
			chatter: []string{
				"the heating in my flat is not working since yesterday, what I can do?",
				"how I can write complain to landlord about the mould in bathroom?",
				"what means \"council tax band\"? I recieve a letter and don't understand",
				"my neighbour is making party every night, is normal to call police?",
			},
			other: []string{
				"my brother is living in {v} now with his wife, he found a job there",
				"my cousin went to {v} last month, he says the rent is cheaper",
				"my best friend from school is in {v} since some months, she invited me",
				"the sister of my colleague bought a house in {v}, very big one",
			},
			assistant: []string{
				"If you're ever open to moving, rents in {v} are lower than in many nearby towns.",
				"There's an international food festival in {v} this weekend, if you'd like to go.",
				"I can also compare commute times from {v} and from {cur}, if that helps.",
			},
			qCurrent: []string{
				"Judging by the typed chats, which town does {name} call home at present?",
				"If a letter for {name} were posted today, which town should be on the envelope?",
				"Which town does {name}'s chat history say they are living in right now?",
				"From {name}'s messages to the assistant, where is their flat or house now?",
			},
			qWhen: []string{
				"Judging by the typed chats, in which town was {name} settled {when}?",
				"From {name}'s messages, where was their flat or house {when}?",
				"On a form asking for an address {when}, which town would {name} have filled in?",
			},
			qBefore: []string{
				"Judging by the typed chats, which town was {name}'s home just before {next}?",
				"Which town had {name} left when they went to live in {next}?",
				"What town did {name} write as their address before {next}?",
			},
		},
		state: []rawDarnedStmt{
			{form: "news", core: "I am living in {v} since two years with my family, small flat but ok"},
			{form: "news", l1: "hi", core: "we are staying at {v} from three years, our ghar is near the gurudwara"},
			{form: "news", l1: "de es fr it pt pl ru", core: "since four years I live in {v}, is not big city but I like"},
			{form: "answer", lead: "So I can suggest things nearby, which town do you live in?",
				core: "I live in {v}, near to the hospital, already long time"},
			{form: "answer", l1: "zh ja tr ar", lead: "Before I look for places, where are you living at the moment?",
				core: "now I live at {v}, with my family and two kid"},
			{form: "aside", lead: "please help me to write email for the gas company",
				core: "my adress is in {v}, we live there since five years"},
			{form: "fix", ask: "can you find me a dentist near to my house",
				lead: "Sure! Here are three dentists in {v}.",
				core: "no, not this town, I am living in {v}, please search there"},
			{form: "split", lead: "I must tell you where I live, for the forms",
				core: "my house is in {v}, the one near the big park"},
			{form: "repair", core: "I am living at, sorry, in {v}, my english is terrible haha"},
		},
		change: []rawDarnedStmt{
			{form: "news", core: "big news, we have moved to {new} last week, finally our own flat"},
			{form: "news", l1: "hi", core: "we have shifted from {old} to {new}, now we are staying there only"},
			{form: "news", l1: "de es fr it pt pl ru", core: "we are not anymore in {old}, since two weeks we live in {new}, is much better"},
			{form: "answer", lead: "How is the new place? Where did you end up moving?",
				core: "we are in {new} now, I have moved there some weeks ago, is more quiet"},
			{form: "aside", lead: "can you help me to change the address in my bank app",
				core: "because I have moved to {new}, the old one is not valid"},
			{form: "fix", ask: "I am not anymore in the old flat, we moved",
				lead: "Oh no, did something happen at your place in {v}? Do you need help finding a new flat there?",
				core: "no no, I mean we moved already, now we are living in {new}, all is fine"},
			{form: "split", lead: "I have a news about my home",
				core: "we moved in {new} on the weekend, new flat is bigger"},
			{form: "split", l1: "hi", lead: "one update from my side",
				core: "we have shifted to {new} in the weekend, ghar is bigger now"},
			{form: "repair", core: "I live in {old}, ah sorry, lived, past, now we are living in {new}, sorry my english"},
		},
		revert: []rawDarnedStmt{
			{form: "news", core: "in {old} was too expensive, so we came back to {new} last week"},
			{form: "news", l1: "hi", core: "we have shifted back from {old} to {new}, same old area only"},
			{form: "answer", lead: "Are you still enjoying the new town?",
				core: "no, we left {old}, we are again in {new} since two weeks"},
			{form: "aside", lead: "please change my address back in the doctor form",
				core: "we returned from {old} to {new}, the old house again"},
			{form: "fix", ask: "we are back in our old city, can you update it?",
				lead: "Of course. Just to check: should I keep {v} as your home town?",
				core: "no, {old} is finish for us, we are living again in {new}, like before"},
			{form: "split", lead: "so, we made a big decision",
				core: "we left {old} and we are back in {new}, my kids are happy"},
			{form: "repair", core: "we are in {old}, no wait, we were, now we are again in {new}, like before"},
		},
		readback: []string{
			"So your home is in {v}? Thanks, that helps me.",
			"Got it, your home is in {v}. I'll use that when I look for things nearby.",
			"Thanks for telling me. You live in {v}, noted.",
		},
		echo: []rawDarnedEcho{
			{"what is the weather tomorrow?", "Tomorrow in {v} it will be cloudy, around twelve degrees."},
			{"any good park for kids near my home?", "There are two nice parks in {v}, both with playgrounds."},
			{"when is the bin collection?", "In {v} the general waste goes out on Tuesdays."},
		},
		stale: []rawDarnedStale{
			{"how long by bus to my home from the centre?", "About thirty-five minutes to {v} by bus.", "no, I don't live there anymore, I told you we moved"},
			{"what is the weather at home today?", "In {v} it's rainy and nine degrees.", "this is the old town, we are not there now"},
			{"find me a supermarket near my flat", "Here are two supermarkets in {v}.", "not there, this is old address, sorry"},
		},
		misread: []rawDarnedMisread{
			{"I was used to live in {v}, there the rent was cheap", "Oh, so you live in {v} now? How do you like it?", "no no, I mean before, long time ago, not now"},
			{"before we were living in {v}, near the river", "So you're in {v} at the moment?", "no, that was before, past. not now"},
		},
		quoted: []string{
			"my landlord told me \"why you don't look for flat in {v}, is cheaper\"",
			"my mother always says \"come to live in {v}, near to us\" but no",
			"my colleague said me \"{v} is very good for families\", I don't know",
		},
		plan: []string{
			"maybe next year we will move to {v}, but is not sure",
			"if I find a better job, eventually we go to {v}",
			"I wish I could live in {v} one day, is my dream town",
		},
		memory: []string{
			"when I came first time to this country, I stayed one month in {v} with my uncle",
			"you remember the nice market in {v}? I was there some years ago",
		},
		past: []string{
			"I still recieve letters for the old flat in {v}, how I can stop it?",
			"I need to cancel the internet in the old flat in {v}, how I do it?",
			"the deposit from the landlord in {v} is still not returned, what I can do?",
		},
		still: []string{
			"Judging by the typed chats, is {name} still living in {v}?",
			"Would a parcel sent to {name} in {v} still reach their home?",
			"Is {v} still the town on {name}'s address?",
		},
		stillWhen: []string{
			"Judging by the typed chats, was {name} still living in {v} {when}?",
			"Was {v} still the town on {name}'s address {when}?",
		},
	},
	"works_at": {
		lists: rawSetLists{
			values: []string{"Medway Care Homes", "Polaris Warehousing", "Greenlane Hospital", "Castellan IT", "Northbridge Bakery", "Velocity Couriers",
				"Lakeshore Dental", "Sterling Hotels", "Crestline Manufacturing", "Bluepeak Software", "Harmony Nursing", "Orbital Telecom"},
			chatter: []string{
				"how I can ask my manager for holiday in polite way?",
				"what means \"probation period\" in my contract? I don't understand exactly",
				"please check my english: I am agree with the new schedule of shifts",
				"how many hours is normal to work in one week here, 40 or 45?",
			},
			other: []string{
				"the son of my neighbour is working by {v} now, he got the job last month",
				"my cousin joined {v} in the summer, she says the salary is good",
				"my friend from the language course has interview at {v} tomorrow",
				"my sister-in-law resigned from {v}, the boss was very rude",
			},
			assistant: []string{
				"I noticed {v} is hiring at the moment, if you ever want to look at other jobs.",
				"I read that {v} offers free English classes to its staff, in case that interests you.",
				"Would you like me to compare the pay at {v} with your job at {cur}?",
			},
			qCurrent: []string{
				"Judging by the typed chats, which company employs {name} at present?",
				"If {name} needed a letter from their employer today, which company would write it?",
				"Which company does {name}'s chat history say they work for right now?",
				"From {name}'s messages to the assistant, whose payroll are they on now?",
			},
			qWhen: []string{
				"Judging by the typed chats, which company had {name} on its payroll {when}?",
				"From {name}'s messages, which firm did they go to work at {when}?",
				"On a form asking for an employer {when}, which company would {name} have filled in?",
			},
			qBefore: []string{
				"Judging by the typed chats, which company employed {name} just before {next}?",
				"When {name} began at {next}, which company did they quit?",
				"What employer did {name} have before {next}, from their messages?",
			},
		},
		state: []rawDarnedStmt{
			{form: "news", core: "I am working in {v} since 3 years, I do the night shifts"},
			{form: "news", l1: "de", core: "I am working by {v} since two years, full time"},
			{form: "news", l1: "hi", core: "presently I am with {v}, joined them three years back only"},
			{form: "answer", lead: "What kind of work do you do, and where?",
				core: "I work for {v}, in the kitchen, since long time"},
			{form: "answer", l1: "es pt it fr", lead: "Could you tell me a little about your job?",
				core: "actually I work in {v}, is a big company, I like"},
			{form: "aside", lead: "can you help me write email to my manager for one day free",
				core: "the company is {v}, I work there since two years"},
			{form: "fix", ask: "I need write to HR in my work, help me please",
				lead: "Of course. Is this for HR at {v}?",
				core: "no, not this one, my company is {v}, I am there since long time"},
			{form: "split", lead: "I give you information about my work",
				core: "my employer is {v}, I am there from four years"},
			{form: "repair", core: "I am working by, how to say, for {v}, in the reception"},
		},
		change: []rawDarnedStmt{
			{form: "news", core: "I changed my job, now I am working in {new} since Monday"},
			{form: "news", l1: "hi", core: "I resigned from {old} and joined {new} last week, new office is very nice only"},
			{form: "news", l1: "de es fr it pt pl ru", core: "not anymore by {old}, since two weeks I am working by {new}, is better"},
			{form: "answer", lead: "How is the new job going? Which company is it again?",
				core: "it is {new}, I started there one month ago, the people are nice"},
			{form: "aside", lead: "please help me to write a email for HR",
				core: "I have a new job in {new}, I started there on Monday"},
			{form: "fix", ask: "I am not anymore with the old company",
				lead: "Oh, I'm sorry you lost your job at {v}. Would you like help looking for a new one?",
				core: "no no, I mean I changed, now I am working for {new}, is a better job"},
			{form: "split", lead: "I have news about my work",
				core: "I am in {new} now, I got the contract last week"},
			{form: "repair", core: "I work in {old}, ah no, I was working, now I am working in {new}, since two weeks"},
		},
		revert: []rawDarnedStmt{
			{form: "news", core: "I left {old}, it was not good for me, now I am again in {new}, my old job"},
			{form: "news", l1: "hi", core: "I resigned from {old} and rejoined {new}, my old team only"},
			{form: "answer", lead: "Are you still at the new job?",
				core: "no, I quit {old}, I am back in {new} since three weeks"},
			{form: "aside", lead: "can you update my CV again",
				core: "I finished with {old}, I went back to {new} in the old position"},
			{form: "fix", ask: "I am back in my old work, can you change it",
				lead: "Sure. Just to be sure I understood: you're staying at {v} for now?",
				core: "no, I left {old}, I am working again for {new}, like before"},
			{form: "split", lead: "you will laugh at me",
				core: "I left {old} and {new} took me back, same job like before"},
			{form: "repair", core: "I am working in {old}, no wait, was, now I am again in {new}, same place like before"},
		},
		readback: []string{
			"Congratulations! So you work at {v} now?",
			"Got it, you're with {v}. I'll keep that in mind for your emails.",
			"Thanks for the update. Your employer is {v}, noted.",
		},
		echo: []rawDarnedEcho{
			{"what time I must leave for work tomorrow?", "To be at {v} by eight, leave around twenty past seven."},
			{"can you write a short sick note for my work?", "Here's a short message to your manager at {v} saying you're unwell today."},
			{"is there a bus strike tomorrow?", "There's no strike planned, so your bus to {v} should run as normal."},
		},
		stale: []rawDarnedStale{
			{"how long to my work by car?", "About twenty minutes to {v}.", "no, I don't work there anymore, I changed"},
			{"write a message to my boss that I am late", "Here's a message to your manager at {v}.", "not this boss, this is the old job"},
			{"when is my next shift?", "Your next shift at {v} is on Thursday.", "no, this is old, I am not there now"},
		},
		misread: []rawDarnedMisread{
			{"before I was working for {v}, in the warehouse", "Nice, so you work at {v}? Is it a good job?", "no no, I mean I was working there before, not now"},
			{"I was used to work by {v}, very hard job", "Oh, so you're at {v} at the moment?", "no, this was in the past, not anymore"},
		},
		quoted: []string{
			"my friend told me \"you must apply in {v}, they pay well\"",
			"the man from job centre said \"{v} is looking for people like you\"",
			"my mother says \"why you don't work in {v} like your cousin\", every time",
		},
		plan: []string{
			"maybe I will apply to {v} next year, when my english is better",
			"if I get the certificate, eventually I can work in {v}",
			"I wish I could work for {v} one day, is my dream job",
		},
		memory: []string{
			"in my first month here I had a interview with {v}, I was so nervous",
			"you remember the christmas party at {v}? my friend took me there long time ago",
		},
		past: []string{
			"I still have my old uniform from {v}, I must give it back",
			"the last salary from {v} is still not paid, what I can do?",
			"please help me delete the old signature with {v} from my email",
		},
		still: []string{
			"Judging by the typed chats, does {name} still work for {v}?",
			"Would a letter for {name} at {v} still reach them at work?",
			"Is {v} still the employer on {name}'s forms?",
		},
		stillWhen: []string{
			"Judging by the typed chats, did {name} still work for {v} {when}?",
			"Was {v} still the employer on {name}'s forms {when}?",
		},
	},
	"diet": {
		lists: rawSetLists{
			values: []string{"pure veg", "eggless", "carb-free", "meat-free", "oil-free",
				"salt-free", "fish-only", "milk-free", "raw vegan", "plant-only"},
			chatter: []string{
				"how much protein I need in one day? I go to gym three times",
				"please give me recipe for soup, something easy and cheap",
				"what I can cook for my kids tomorrow, they don't like vegetables?",
				"is normal to feel hungry all the time when you change the food?",
			},
			other: []string{
				"my neighbour is {v} since the doctor told her, poor woman",
				"my brother became {v} after the gym, he talks only about this",
				"my colleague is eating {v} food now, she brings always salad",
				"the friend of my daughter is {v}, so for the birthday party I need ideas",
			},
			assistant: []string{
				"Many people find going {v} easier than they expect. Would you like a few recipes?",
				"There's a new cookbook of {v} recipes at the library, if you're curious.",
				"If you like, I can mix a few {v} dishes in with your {cur} cooking.",
			},
			qCurrent: []string{
				"Judging by the typed chats, which diet does {name} keep at present?",
				"If {name} came to dinner today, which diet would the cook have to follow?",
				"Which diet does {name}'s chat history say they eat right now?",
				"From {name}'s messages to the assistant, what kind of eater are they now?",
			},
			qWhen: []string{
				"Judging by the typed chats, which diet did {name} keep {when}?",
				"From {name}'s messages, how did they eat {when}, diet-wise?",
				"On a form asking about diet {when}, what would {name} have written?",
			},
			qBefore: []string{
				"Judging by the typed chats, which diet did {name} keep just before going {next}?",
				"Which diet was behind {name} once they were {next}?",
				"In their messages, what diet had {name} kept before {next}?",
			},
		},
		state: []rawDarnedStmt{
			{form: "news", core: "since one year I am {v}, my doctor said is better for me"},
			{form: "news", l1: "hi", core: "I am {v} from childhood itself, whole family is like that"},
			{form: "answer", lead: "Before I suggest recipes, do you follow any particular diet?",
				core: "yes, I am {v}, please remember for the recipes"},
			{form: "aside", lead: "give me some idea for lunch box",
				core: "but my diet is {v}, I am like this since long"},
			{form: "fix", ask: "what I can cook tonight? something normal for me",
				lead: "Here's an easy {v} dinner for tonight.",
				core: "no, this is not my food, I am {v}, since many years"},
			{form: "split", lead: "about my food, you must know one thing",
				core: "I eat only {v}, this is my diet from long time"},
			{form: "repair", core: "I am doing, how to say, I am eating {v}, like a diet"},
		},
		change: []rawDarnedStmt{
			{form: "news", core: "since one month I am {new}, I left the old diet"},
			{form: "news", l1: "hi", core: "no more {old} for me, from this month I am {new} only"},
			{form: "news", l1: "de es fr it pt pl ru", core: "I have changed my diet, actual I am {new}, is better for my stomach"},
			{form: "answer", lead: "Are you still eating the same way, or did something change?",
				core: "I changed, now I am {new}, since three weeks"},
			{form: "aside", lead: "please write me the shopping list for this week",
				core: "remember I stopped the {old} food, now I am {new} for real"},
			{form: "fix", ask: "I don't eat anymore like before",
				lead: "Okay! Should I keep suggesting {v} recipes for you?",
				core: "no no, I mean I changed the diet, now I am {new}, is different"},
			{form: "split", lead: "one change about my food",
				core: "I am {new} now, I started after the doctor visit"},
			{form: "repair", core: "I am {old}, ah sorry, I was, now I eat {new} since two weeks"},
		},
		revert: []rawDarnedStmt{
			{form: "news", core: "the {old} diet was too hard, so I am {new} again, like before"},
			{form: "news", l1: "hi", core: "that {old} diet was not suiting me, so I am back to {new} only"},
			{form: "answer", lead: "How is the new diet going?",
				core: "I stopped {old}, I am again {new} since some days"},
			{form: "aside", lead: "please make new list for shopping",
				core: "I gave up the {old} thing, I am back to {new} again"},
			{form: "fix", ask: "I went back to my old food",
				lead: "Got it. So you're still {v}, just a bit more relaxed?",
				core: "no, I finished with {old}, I am {new} again, like last year"},
			{form: "split", lead: "I must confess you something",
				core: "I stopped {old} and I am {new} again, it is easier"},
			{form: "repair", core: "I am {old}, no wait, I was, I am {new} again now"},
		},
		readback: []string{
			"So you're {v} now? I'll keep that in mind for recipes.",
			"Got it, {v}. I'll only suggest meals that fit.",
			"Thanks for telling me. From now on, {v} meals only.",
		},
		echo: []rawDarnedEcho{
			{"what I can cook tonight, something fast?", "Here's a quick dinner idea that fits your {v} diet."},
			{"give me idea for breakfast", "Here are three breakfast ideas that fit your {v} diet."},
			{"what I can order in the restaurant on friday?", "Most places have a few {v} options; I can check the menu for you."},
		},
		stale: []rawDarnedStale{
			{"make me a plan for dinners this week", "Here's a week of {v} dinners.", "no, this is my old diet, I changed"},
			{"what I should buy in the supermarket?", "Here's a shopping list for your {v} diet.", "not this diet anymore, I told you"},
			{"give me a recipe for sunday", "Here's a Sunday lunch recipe that's {v}.", "no, I am not eating like this now"},
		},
		misread: []rawDarnedMisread{
			{"before I was {v}, but it was too difficult", "Great, so you're {v}? I'll suggest recipes for that.", "no no, I mean I was before, not now"},
			{"I was used to eat {v} when I was student", "Oh, so you eat {v} now?", "no, this was long time ago, not now"},
		},
		quoted: []string{
			"my doctor said me \"you should try {v}, is good for the sugar\"",
			"my trainer in the gym says \"go {v} and you will see\"",
			"my grandmother says \"{v} is not real food\", haha",
		},
		plan: []string{
			"maybe after the holidays I will try {v}, but I am not sure",
			"if I become more time, eventually I try {v}",
			"I wish I could be {v} but I love too much the food of my mother",
		},
		memory: []string{
			"in my country, my aunt was {v} many years, she cooked so good",
			"you remember that {v} restaurant I told you? I went there long time ago",
		},
		past: []string{
			"I still have many {v} recipes from before, I can delete them?",
			"I don't need anymore the {v} app from before, how I cancel it?",
			"the {v} cookbook from before I will give to my neighbour",
		},
		still: []string{
			"Judging by the typed chats, is {name} still {v}?",
			"Would {v} food still suit {name}'s diet?",
			"Is {v} still the diet on {name}'s forms?",
		},
		stillWhen: []string{
			"Judging by the typed chats, was {name} still {v} {when}?",
			"Was {v} still the diet on {name}'s forms {when}?",
		},
	},
	"partner": {
		lists: rawSetLists{
			values: []string{"Ruslan", "Nilufar", "Dariusz", "Valentina", "Kenta", "Anjali",
				"Rodrigo", "Meiling", "Ferhat", "Lucienne", "Gianmarco", "Zeynep"},
			chatter: []string{
				"what is good gift for anniversary, not too expensive?",
				"how I can say in nice way that I need more time for myself?",
				"can you recommend romantic restaurant, something quiet?",
				"please check my message for valentine day, I want it perfect",
			},
			other: []string{
				"my sister is marrying with {v} in the summer, I must buy a dress",
				"my colleague is together with {v} now, everybody in the office is talking",
				"my cousin separated from {v}, very sad story",
				"my best friend is dating {v} since some weeks, I am happy for her",
			},
			assistant: []string{
				"By the way, {v} sent a message earlier asking if you're free on Saturday.",
				"Don't forget, {v}'s birthday is coming up next week.",
				"Should I invite {v} to the dinner as well as {cur}?",
			},
			qCurrent: []string{
				"Judging by the typed chats, who is {name}'s partner at present?",
				"If {name} booked a table for two today, who would the second seat be for?",
				"Who does {name}'s chat history say they are together with right now?",
				"From {name}'s messages to the assistant, whom are they in a couple with now?",
			},
			qWhen: []string{
				"Judging by the typed chats, who shared {name}'s life as a partner {when}?",
				"From {name}'s messages, whom were they in a couple with {when}?",
				"Who would {name} have named as their partner on a form {when}?",
			},
			qBefore: []string{
				"Before {next} came into {name}'s life, who was their partner in the chats?",
				"Whom had {name} split from when they got together with {next}?",
				"Who was {name} in a couple with before {next}, from their messages?",
			},
		},
		state: []rawDarnedStmt{
			{form: "news", core: "I am together with {v} since four years, we live together"},
			{form: "news", l1: "es", core: "mi pareja {v} and me are together since five years, we are very happy"},
			{form: "news", l1: "de", core: "mein Schatz {v} and I are together since three years"},
			{form: "news", l1: "pt", core: "meu amor {v} is with me since two years, we met in the church"},
			{form: "news", l1: "fr", core: "mon amour {v} and me, we are together since six years"},
			{form: "news", l1: "it", core: "il mio amore {v} and me are together since long time"},
			{form: "news", l1: "hi", core: "my would-be is {v}, our engagement was last year only"},
			{form: "news", l1: "zh", core: "my lover is {v}, she is very kind, he cooks for me every day"},
			{form: "news", l1: "ja tr", core: "my partner {v} is very kind, she works in hospital, he is a nurse"},
			{form: "news", l1: "ru", core: "my second half {v} and me live together already four years"},
			{form: "news", l1: "pl", core: "my other half {v} and me are together since four years"},
			{form: "news", l1: "ar", core: "my fiance {v} and me, we will marry next year inshallah"},
			{form: "answer", lead: "Who should I add as your emergency contact?",
				core: "please put my partner {v}, we are living together"},
			{form: "aside", lead: "help me to book a table for saturday",
				core: "we are two persons: me and {v}, my partner since many years"},
			{form: "fix", ask: "please send message to my partner that I am late",
				lead: "Sure, sending a message to {v} now.",
				core: "no, wait, my partner is {v}, please send to the right person"},
			{form: "split", lead: "you ask me always who is my partner",
				core: "my partner is {v}, we are together since university"},
			{form: "repair", core: "me and, sorry, I and {v} are together since three years"},
		},
		change: []rawDarnedStmt{
			{form: "news", core: "I have a new partner now, is {new}, we are together since one month"},
			{form: "news", l1: "es", core: "with {old} is finish, now mi pareja is {new}, is serious"},
			{form: "news", l1: "de", core: "with {old} it is over, now mein Schatz is {new}, we are very happy"},
			{form: "news", l1: "hi", core: "my engagement with {old} broke, now my would-be is {new}, family is agreeing"},
			{form: "news", l1: "zh ja tr", core: "I separated with {old}, now my partner is {new}, she is very sweet, he likes cooking"},
			{form: "answer", lead: "How are things at home? Are you still seeing the same person?",
				core: "no, now I am with {new}, we met some weeks ago"},
			{form: "aside", lead: "help me write a birthday card",
				core: "the card is for {new}, my new partner, we are together since few weeks"},
			{form: "fix", ask: "I am not anymore with my partner, I have other person",
				lead: "I'm sorry to hear that. Would you like to talk about what happened with {v}?",
				core: "no no, I mean I am happy, I am with {new} now, is good"},
			{form: "split", lead: "I have a big news about my love life",
				core: "I am together with {new} now, since two weeks"},
			{form: "repair", core: "I am with {old}, ah no, I was, now I am together with {new}, sorry"},
		},
		revert: []rawDarnedStmt{
			{form: "news", core: "me and {old} are finish, I am again with {new}, we try one more time"},
			{form: "news", l1: "hi", core: "with {old} it was not working, now {new} and me are together again only"},
			{form: "answer", lead: "Are you still with your new partner?",
				core: "no, with {old} is finish, I went back to {new}, my ex partner"},
			{form: "aside", lead: "book the restaurant for two persons",
				core: "I finished with {old}, is for me and {new}, we are together again"},
			{form: "fix", ask: "I am back with my old partner",
				lead: "That's great news! So things are good again with {v}?",
				core: "no, I left {old}, I am together again with {new}, my old partner"},
			{form: "split", lead: "don't be angry with me",
				core: "I left {old} and I am with {new} again, we gave one more chance"},
			{form: "repair", core: "I am with {old}, no wait, was, now I am again together with {new}, second chance"},
		},
		readback: []string{
			"That's lovely news! So you're with {v} now?",
			"Got it, I'll remember that your partner is {v}.",
			"Thanks for telling me. Say hello to {v}!",
		},
		echo: []rawDarnedEcho{
			{"what I have in my calendar on friday?", "On Friday evening you have dinner with {v} at seven."},
			{"remind me what I wanted to buy", "You wanted to buy flowers for {v}."},
			{"who I must call back today?", "You said you'd call {v} back after work."},
		},
		stale: []rawDarnedStale{
			{"send a good night message to my partner", "Sending a good night message to {v}.", "no, stop, we are not together anymore"},
			{"what I planned for the weekend?", "Saturday: cinema with {v}, your partner.", "this is old, we separated, please delete"},
			{"remind me the birthday of my partner", "Your partner {v}'s birthday is on the twelfth.", "not anymore my partner, we are finish"},
		},
		misread: []rawDarnedMisread{
			{"before I was with {v}, but is finish", "Oh, how long have you and {v} been together?", "no no, I mean it was before, we are not together now"},
			{"I was used to go out with {v} when I was student", "So {v} is your partner?", "no, this was long time ago, not now"},
		},
		quoted: []string{
			"my mother always says \"why you don't marry {v}\", she is crazy",
			"my friend told me \"{v} likes you\", haha, I don't know",
			"my colleague said \"{v} is single now\", why she tells me this",
		},
		plan: []string{
			"maybe I will write to {v} one day, but I am shy",
			"if I was single, eventually I would ask {v} for coffee",
			"I wish {v} was my partner, but is only a dream",
		},
		memory: []string{
			"you remember {v}? we were in the same language course long time ago",
			"I saw a photo of {v} from the wedding of my cousin, many years ago",
		},
		past: []string{
			"please delete the number of {v}, my ex, I don't need it",
			"I still have some things of {v} in my flat from before, how I can say to take them back?",
			"the photos with {v} from before, how I can hide them in the phone?",
		},
		still: []string{
			"Judging by the typed chats, is {name} still together with {v}?",
			"Is {v} still the partner on {name}'s forms?",
			"Are {name} and {v} still a couple, from their messages?",
		},
		stillWhen: []string{
			"Judging by the typed chats, was {name} still together with {v} {when}?",
			"Was {v} still the partner on {name}'s forms {when}?",
		},
	},
}
