package fuse

import (
	"strings"
	"time"
	"unicode"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// Topic from the evidence. A question may ask for a changeable fact in
// words the topic table does not have ("what do I tick when I order her a
// takeaway?", "whose building does he badge into?", "what was her recipe
// filter set to in May?"). Its nearest turns then still say what it is
// about: most of them state a diet, an employer, a home or a partner.
// InferTopic reads the topic off them, so the state pipeline (the state
// channel, resolveEpisodes) serves the question as if it had named the
// topic.

// InferDepth is how many of the best hits InferTopic reads, inferMin how
// many of them must state a value on the winning topic, and inferMargin
// how many times the runner-up's count it must have.
const (
	InferDepth  = 10
	inferMin    = 3
	inferMargin = 2
)

// inferable are the topics InferTopic may choose: the single-valued ones,
// whose current value a question can ask for.
var inferable = [...]string{"residence", "work", "diet", "relationship"}

// InferTopic returns the one topic most of hits (the best first; only the
// first InferDepth are read) state a value on, or nil. A hit counts for a
// topic when it is a person's own statement of a value on it (StatedValues)
// and uses one of the topic's words or values, so a name alone ("Dad's
// locked out of his Globex account") states no partner; names seen
// spelled with a capital (SeenNames) count in hits typed in lower case.
// The winner needs inferMin hits and inferMargin times the runner-up's.
func InferTopic(hits []*Candidate, seen ...string) []string {
	var tests [len(inferable)]*StateTest
	for i, name := range inferable {
		tests[i] = NewStateTest([]string{name}).Seen(seen)
	}
	var count [len(inferable)]int
	for _, c := range hits[:min(len(hits), InferDepth)] {
		if !c.SaidByPerson() {
			continue
		}
		words := lowerWords(c.Text)
		for i, name := range inferable {
			if usesTopic(words, name) && len(tests[i].Values(c)) > 0 {
				count[i]++
			}
		}
	}
	best := 0
	for i := range count {
		if count[i] > count[best] {
			best = i
		}
	}
	second := 0
	for i, n := range count {
		if i != best {
			second = max(second, n)
		}
	}
	if count[best] < inferMin || count[best] < inferMargin*second {
		return nil
	}
	return []string{inferable[best]}
}

// lowerWords are text's words (valueWord), lower case.
func lowerWords(text string) []string {
	fs := strings.Fields(text)
	out := fs[:0:0]
	for _, f := range fs {
		if w := valueWord(f); w != "" {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

// usesTopic reports whether one of words is a word, stated word or value
// of the named topic (topicWordSet, valueTopic).
func usesTopic(words []string, name string) bool {
	i, set := topicIndex(name), topicWordSet[name]
	for _, w := range words {
		if t, ok := valueTopic[w]; set[w] || ok && t == i {
			return true
		}
	}
	return false
}

// valueAskRE is a question that asks for a value: a question word opens
// it or one of its sentences or clauses ("what do I tick?", "Kemal is
// coming for tea. What do I need to cook around?"); a request ("can you
// suggest ...") or a yes/no question ("do you think it's my flat?") asks
// for none. eventValueAskRE asks what someone did ("what did I buy?",
// "what new gadget did I get before the blender?",
// "who did she meet?"): an event, not a state.
var (
	valueAskRE      = prefilter.MustCompile(questionLead + `(what|which|who|whom|whose|where)\b|(^|[.!?]\s+)(what|which|who|whom|whose|where)\b`)
	eventValueAskRE = prefilter.MustCompile(`\b(what|which|who|whom|whose|where)\s+([\w'-]+\s+){0,3}did\b`)
)

// MayInferTopic reports whether a question may take an inferred topic:
// it asks for a value (valueAskRE), not of an event (eventValueAskRE), or
// whether a value still holds (stillAskRE), and is no count (countRE).
// Recall asks before it reads any hit.
func MayInferTopic(h Hints) bool {
	norm := normalize(h.Query)
	return !countRE.MatchString(norm) && (valueAskRE.MatchString(norm) && !eventValueAskRE.MatchString(norm) || stillAskRE.MatchString(norm))
}

// stillAskRE is a yes/no question whether something still holds ("should
// I still plan her errands around Castlebar?", "is he still with Tom?"):
// it asks for the value that holds now as a value question does.
var stillAskRE = prefilter.MustCompile(`^(is|are|am|does|do|should|shall|can|could|would|will|has|have)\b[^.?!]*\bstill\b`)

// WithTopics returns h with topics as its topics and its intent settled
// again (a present-tense question on a single-valued topic asks what holds
// now: settleIntent), as ParseHints would have returned it had the
// question named them; a question that may not take an inferred topic
// (MayInferTopic) keeps none.
func WithTopics(h Hints, topics []string, now time.Time) Hints {
	if !MayInferTopic(h) {
		return h
	}
	h.Topics = topics
	settleIntent(&h, normalize(h.Query), now.UTC())
	return h
}

// calendarName are the capitalized words that name a time.
var calendarName = fieldSet(`january february march april may june july august september october november december
	monday tuesday wednesday thursday friday saturday sunday christmas easter`)

// questionAux are the auxiliaries a question puts before its subject.
var questionAux = fieldSet(`do does did is are was were has have had should shall will would can could may might must am`)

// NamedValueTopic returns the topic of the value a yes/no "still"
// question (stillAskRE) names, read off the words around the name in the
// question itself (nameKind): "Does Eachann's mail still put them in
// Moffat?" names a place, so it asks whether a home still holds; "Should
// her signature still say Lakemoor Freight?" an employer; "is he still
// with Tomasz?" a partner. A wh-question's names are its context, not
// the value it asks for ("What instrument is Ravi taking up in December
// 2025?"), so it gets none. Recall falls back on it when the hits give no
// topic (InferTopic). A possessor ("Eachann's") or the question's first
// word is no value, nor is the subject after an auxiliary ("What does
// Priyanka do?"); names of more than one kind, or only a venue (a
// workplace or a place), give none.
func NamedValueTopic(query string) []string {
	norm := normalize(query)
	if countRE.MatchString(norm) || !stillAskRE.MatchString(norm) {
		return nil
	}
	fields := strings.Fields(strings.ReplaceAll(query, "\u2019", "'"))
	var kinds valueKind
	found := false
	for k := 1; k < len(fields); k++ {
		w := valueWord(fields[k])
		if w == "" || !unicode.IsUpper([]rune(w)[0]) || strings.HasSuffix(fields[k], "'s") {
			continue
		}
		if p := valueWord(fields[k-1]); p != "" && unicode.IsUpper([]rune(p)[0]) && !strings.ContainsAny(fields[k-1][len(fields[k-1])-1:], ",.;:!?") {
			continue // inside a name read from its first word
		}
		last, before := strings.ToLower(valueWord(fields[k-1])), ""
		if calendarName[strings.ToLower(w)] {
			continue // "in December": a time, not a place
		}
		if questionAux[last] {
			continue // the question's subject: "What does Priyanka do?", "has Tomasz driven"
		}
		if k > 1 {
			before = strings.ToLower(valueWord(fields[k-2]))
		}
		kind := nameKind(fields[k:], before, last, valueSet{})
		if kind == kindNone {
			continue
		}
		kinds |= kind
		found = true
	}
	if !found {
		return nil
	}
	for _, name := range inferable {
		if topicKind[name] == kinds {
			return []string{name}
		}
	}
	return nil
}
