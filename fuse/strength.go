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
// answers beside it (resolveEpisodes): where every statement is strong the
// two agree, and where a weak one came last the last strong one is kept
// in the capsule just below it (besideShare) rather than read as
// superseded by it.

// besideShare is the share of state_bonus an answer only the strong
// members give gets: it ranks below the group's own answers.
const besideShare = 0.9

// askedWords are the words (words, common values, stated words) of the
// topics vs names, as a set.
func askedWords(vs valueSet) map[string]bool {
	m := make(map[string]bool)
	for _, t := range topics {
		if !slices.Contains(vs.topics, t.name) {
			continue
		}
		for _, ws := range [][]string{t.words, t.values, t.stated} {
			for _, w := range ws {
				m[w] = true
			}
		}
	}
	return m
}

// strongStatement reports whether some sentence of text that names one of
// values (lower case, as statedValues returns them) uses one of words or
// an idiom of vs's topics.
func strongStatement(text string, values []string, words map[string]bool, vs valueSet) bool {
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
// singular, or a part of a hyphenated word) is in words.
func topicWordIn(st string, words map[string]bool) bool {
	for _, f := range strings.Fields(st) {
		lw := strings.ToLower(valueWord(f))
		lw = strings.TrimSuffix(strings.TrimSuffix(lw, "'s"), "\u2019s")
		if lw == "" {
			continue
		}
		if words[lw] || len(lw) > 3 && words[strings.TrimSuffix(lw, "s")] {
			return true
		}
		if strings.Contains(lw, "-") {
			for _, part := range strings.Split(lw, "-") {
				if words[part] {
					return true
				}
			}
		}
	}
	return false
}

// strongMembers returns the members of a state group whose statement is
// strong, in the group's order.
func strongMembers(group []*entry, vs valueSet) []*entry {
	words := askedWords(vs)
	var out []*entry
	for _, e := range group {
		text := ownText(e.c.Text)
		if v := statedValues(text, vs.topics, vs, false); len(v) > 0 && strongStatement(text, v, words, vs) {
			out = append(out, e)
		}
	}
	return out
}
