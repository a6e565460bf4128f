package fuse

import (
	"slices"
	"strings"

	"github.com/evicortex/evicortex/internal/clause"
)

// Strong and weak statements. The statement test (stating) reads a turn's
// value wherever the turn touches the topic, so a long turn that covers
// several parts of life ("Another week of twelve-hour days at Stonechat
// Media. ... the upstairs neighbour has taken up tap dancing") can pass for
// a statement of its speaker's home on the strength of one word far from
// the name it reads. A statement is strong when a sentence that names one
// of its values also uses a word of the asked topic ("New address as of
// this week, Kristiansand", "I live in Ostend now"; for work, an
// employer's name by its form, "Marchbank Solicitors"), weak otherwise. The
// state group answers as it did, and the group of its strong members
// answers beside it (strongAnswers): where every statement is strong the
// two agree, and where a weak one came last the last strong one is kept
// in the capsule just below it (besideShare) rather than read as
// superseded by it.

// besideShare is the share of state_bonus an answer only the strong
// members give gets: it ranks below the group's own answers.
const besideShare = 0.9

// topicWordSets are each topic's words, common values and stated words
// as a set, in the order of topics.
var topicWordSets = func() []map[string]bool {
	out := make([]map[string]bool, len(topics))
	for i, t := range topics {
		out[i] = fieldSet(strings.Join(slices.Concat(t.words, t.values, t.stated), " "))
	}
	return out
}()

// askedSets are the word sets (topicWordSets) of the topics vs names.
func askedSets(vs valueSet) []map[string]bool {
	var out []map[string]bool
	for _, n := range vs.topics {
		if i := topicIndex(n); i >= 0 {
			out = append(out, topicWordSets[i])
		}
	}
	return out
}

// strongStatement reports whether some sentence of text that names one of
// values (lower case, as statedValues returns them) uses a word of one of
// words (askedSets) or an idiom of vs's topics.
func strongStatement(text string, values []string, words []map[string]bool, vs valueSet) bool {
	sents, _ := clause.Sentences(text)
	for _, sp := range sents {
		st := text[sp.Start:sp.End]
		if !namesAny(st, values) {
			continue
		}
		if topicWordIn(st, words) || vs.work && employerIn(st) {
			return true
		}
		lst := " " + strings.ToLower(st) + " "
		for _, n := range vs.topics {
			for _, ph := range topicPhrases[n] {
				if strings.Contains(lst, " "+ph+" ") {
					return true
				}
			}
		}
	}
	return false
}

// employerIn reports whether st names an employer by the form of its name
// (employerName: "first week at Marchbank Solicitors done").
func employerIn(st string) bool {
	fields := strings.Fields(st)
	for k := range fields {
		if employerName(fields[k:]) {
			return true
		}
	}
	return false
}

// topicWordIn reports whether a word of st (lower case, a plural's
// singular, or a part of a hyphenated word) is in one of sets.
func topicWordIn(st string, sets []map[string]bool) bool {
	in := func(w string) bool {
		return slices.ContainsFunc(sets, func(set map[string]bool) bool { return set[w] })
	}
	for _, f := range strings.Fields(st) {
		lw := strings.ToLower(valueWord(f))
		lw = strings.TrimSuffix(strings.TrimSuffix(lw, "'s"), "\u2019s")
		if lw == "" {
			continue
		}
		if in(lw) || len(lw) > 3 && in(strings.TrimSuffix(lw, "s")) {
			return true
		}
		if strings.Contains(lw, "-") && slices.ContainsFunc(strings.Split(lw, "-"), in) {
			return true
		}
	}
	return false
}

// strongAnswers adds to answers (the group's, stateAnswers) the answers of
// the group's strong members that state a value answers do not (see
// "Strong and weak statements"), in time order; beside holds the added
// ones, nStrong counts the strong members. Each member's values are read
// once.
func (c *compiler) strongAnswers(group, answers []*entry, vs valueSet) (_ []*entry, beside map[*entry]bool, nStrong int) {
	words := askedSets(vs)
	stated := make(map[*entry][]string, len(group))
	var strong []*entry
	for _, e := range group {
		text := ownText(e.c.Text)
		v := statedValues(text, vs.topics, vs, false)
		stated[e] = v
		if len(v) > 0 && strongStatement(text, v, words, vs) {
			strong = append(strong, e)
		}
	}
	if len(strong) == 0 || len(strong) == len(group) {
		return answers, nil, len(strong)
	}
	var held []string
	for _, a := range answers {
		held = append(held, stated[a]...)
	}
	beside = make(map[*entry]bool)
	for _, a := range c.stateAnswers(strong, vs) {
		if !slices.Contains(answers, a) && slices.ContainsFunc(stated[a], func(v string) bool { return !slices.Contains(held, v) }) {
			answers = append(answers, a)
			beside[a] = true
		}
	}
	slices.SortFunc(answers, byTime)
	return answers, beside, len(strong)
}
