package fuse

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/evicortex/evicortex/capsule"
)

// Attention is a recall's attention context (seed 001): what the caller
// wants foregrounded or inhibited. It rescales the scores of the
// candidates the channels found, before ranking; it never adds one. A nil
// Attention changes nothing.
type Attention struct {
	FocusTerms      []string `json:"focus_terms,omitempty"`      // raise items whose text holds the term
	SuppressTerms   []string `json:"suppress_terms,omitempty"`   // lower items whose text holds the term
	BoostKinds      []string `json:"boost_kinds,omitempty"`      // "claim" or "episode": raise items of that kind
	BoostPredicates []string `json:"boost_predicates,omitempty"` // raise claims of that predicate (case-insensitive)
	// Counterevidence reserves the counterevidence share of the budget in
	// any memory mode, as ModeDeliberation does (counter.go).
	Counterevidence bool `json:"counterevidence,omitempty"`
}

// Attention weights: each directive multiplies an item's score by
// (1 + weight·value) (suppression by (1 − weight·value)), where value is
// the share of the directive's terms the item matched (1 for a kind or
// predicate boost). The trace records each directive's value and weight.
const (
	FocusWeight     = 0.5 // all focus terms matched: ×1.5
	SuppressWeight  = 0.8 // all suppress terms matched: ×0.2
	KindWeight      = 0.3
	PredicateWeight = 0.5
)

// Attention limits.
const (
	MaxAttentionTerms     = 32
	MaxAttentionTermBytes = 200
)

// Validate reports the first bad directive as a *FieldError naming it
// ("attention.focus_terms[2]").
func (a *Attention) Validate() error {
	if a == nil {
		return nil
	}
	for _, l := range []struct {
		name  string
		terms []string
	}{{"focus_terms", a.FocusTerms}, {"suppress_terms", a.SuppressTerms}, {"boost_predicates", a.BoostPredicates}} {
		if len(l.terms) > MaxAttentionTerms {
			return invalid("attention."+l.name, "at most %d terms, got %d", MaxAttentionTerms, len(l.terms))
		}
		for i, t := range l.terms {
			f := "attention." + l.name + "[" + strconv.Itoa(i) + "]"
			switch {
			case len(t) > MaxAttentionTermBytes:
				return invalid(f, "exceeds %d bytes", MaxAttentionTermBytes)
			case len(words(t)) == 0:
				return invalid(f, "has no letters or digits")
			}
		}
	}
	for i, k := range a.BoostKinds {
		if k != string(capsule.KindClaim) && k != string(capsule.KindEpisode) {
			return invalid("attention.boost_kinds["+strconv.Itoa(i)+"]", "must be claim or episode, got %q", k)
		}
	}
	return nil
}

// words are the lowercased letter/digit runs of s.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// directive is one attention directive as applied: its trace entry and
// how to match an entry.
type directive struct {
	trace  capsule.AttentionTrace
	weight float64
	sign   float64 // +1 raises, -1 lowers
	terms  [][]string
	match  func(e *entry, ws map[string]bool) bool
}

func (c *compiler) directives() []*directive {
	a := c.req.Attention
	var ds []*directive
	termList := func(kind string, terms []string, w, sign float64) {
		for _, t := range terms {
			ds = append(ds, &directive{trace: capsule.AttentionTrace{Directive: kind, Term: t}, weight: w, sign: sign,
				terms: [][]string{words(t)}})
		}
	}
	termList("focus", a.FocusTerms, FocusWeight, 1)
	termList("suppress", a.SuppressTerms, SuppressWeight, -1)
	for _, k := range a.BoostKinds {
		ds = append(ds, &directive{trace: capsule.AttentionTrace{Directive: "boost_kind", Term: k}, weight: KindWeight, sign: 1,
			match: func(e *entry, _ map[string]bool) bool { return string(e.c.Kind) == k }})
	}
	for _, p := range a.BoostPredicates {
		ds = append(ds, &directive{trace: capsule.AttentionTrace{Directive: "boost_predicate", Term: p}, weight: PredicateWeight, sign: 1,
			match: func(e *entry, _ map[string]bool) bool {
				return e.c.Claim != nil && fold(e.c.Claim.Predicate) == fold(p)
			}})
	}
	return ds
}

// attend applies the attention context to every entry still competing:
// each matching directive multiplies its score (focus and suppress terms
// by the kind's total weight times the share of its terms matched) and
// writes the value and weight into its features. Only scores move: the
// set of candidates is the channels'.
func (c *compiler) attend() {
	if c.req.Attention == nil {
		return
	}
	ds := c.directives()
	if len(ds) == 0 {
		return
	}
	kinds := map[string]int{} // terms per term directive kind
	for _, d := range ds {
		if d.terms != nil {
			kinds[d.trace.Directive]++
		}
	}
	for _, e := range c.entries {
		if e.fate != fatePending {
			continue
		}
		var ws map[string]bool
		matched := map[string]int{}
		for _, d := range ds {
			var ok bool
			if d.terms != nil {
				if ws == nil {
					ws = wordSet(c.text(e))
				}
				ok = holdsAll(ws, d.terms[0])
			} else {
				ok = d.match(e, ws)
			}
			if !ok {
				continue
			}
			d.trace.Matched++
			if d.terms != nil {
				matched[d.trace.Directive]++
				continue
			}
			e.score *= 1 + d.weight
			e.feature("attention_"+d.trace.Directive, 1)
			e.feature("attention_"+d.trace.Directive+"_weight", d.weight)
		}
		for kind, n := range matched {
			w := FocusWeight
			if kind == "suppress" {
				w = -SuppressWeight
			}
			v := float64(n) / float64(kinds[kind])
			e.score *= 1 + w*v
			e.feature("attention_"+kind, v)
			e.feature("attention_"+kind+"_weight", w)
		}
	}
	c.attention = ds
}

func wordSet(text string) map[string]bool {
	ws := map[string]bool{}
	for _, w := range words(text) {
		ws[w] = true
	}
	return ws
}

func holdsAll(ws map[string]bool, term []string) bool {
	for _, w := range term {
		if !ws[w] {
			return false
		}
	}
	return len(term) > 0
}

// attentionTrace is the capsule's attention_trace: per directive, the
// candidates it matched and how many of them the capsule holds.
func (c *compiler) attentionTrace(items []capsule.Item) []capsule.AttentionTrace {
	if c.req.Attention == nil {
		return nil
	}
	trace := make([]capsule.AttentionTrace, 0, len(c.attention)+1)
	for _, d := range c.attention {
		t := d.trace
		t.Weight = d.weight * d.sign
		for _, e := range c.entries {
			if e.fate != fatePacked {
				continue
			}
			if _, ok := e.features.get("attention_" + t.Directive); ok && c.matches(d, e) {
				t.InCapsule++
			}
		}
		trace = append(trace, t)
	}
	if c.req.Attention.Counterevidence {
		n := 0
		for _, it := range items {
			if it.Role == roleCounter {
				n++
			}
		}
		trace = append(trace, capsule.AttentionTrace{Directive: "counterevidence", Matched: n, InCapsule: n,
			Weight: c.cfg.counterShare()})
	}
	return trace
}

// matches re-checks directive d against a packed entry (for the trace).
func (c *compiler) matches(d *directive, e *entry) bool {
	if d.terms != nil {
		return holdsAll(wordSet(c.text(e)), d.terms[0])
	}
	return d.match(e, nil)
}
