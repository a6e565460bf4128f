package extract

import (
	"fmt"
	"slices"
	"strings"
)

// Cardinality says how a predicate's values relate over time.
type Cardinality uint8

const (
	// Single: a subject has one current value (home, employer, diet); a
	// new value supersedes the current one.
	Single Cardinality = iota
	// Multi: values accumulate (likes, pets, hobbies); only an explicit
	// end ("I no longer like jazz") ends one of them.
	Multi
)

// String is the cardinality's name in PREDICATES.md and the LLM prompt.
func (c Cardinality) String() string {
	if c == Multi {
		return "multi"
	}
	return "single"
}

// Predicate is one entry of a Predicates table.
type Predicate struct {
	// Name is the claim predicate ("lives_in"). With Family set it is a
	// prefix: "favorite" admits "favorite_food", "favorite_band"...
	Name        string
	Cardinality Cardinality
	Family      bool
	// Doc says what the predicate means; the LLM prompt lists it.
	Doc string
}

// Predicates is a typed table of the predicates extractors may emit;
// Validate rejects any other. Build it, then share it read-only: Lookup
// is safe for concurrent use, Add is not safe beside it.
type Predicates struct {
	list []Predicate
}

// DefaultPredicates is the built-in table PREDICATES.md documents.
func DefaultPredicates() *Predicates {
	t := &Predicates{}
	for _, p := range []Predicate{
		{Name: "lives_in", Doc: "the place the subject lives now (city, region or country)"},
		{Name: "hometown", Doc: "where the subject is from or grew up"},
		{Name: "works_at", Doc: "the subject's employer"},
		{Name: "occupation", Doc: "the subject's job or role (nurse, software engineer)"},
		{Name: "diet", Doc: "the subject's diet (vegetarian, vegan, keto; \"eats fish\" after a change)"},
		{Name: "relationship", Doc: "relationship status (married, engaged, divorced, single)"},
		{Name: "name", Doc: "the name the subject goes by"},
		{Name: "drives", Doc: "the car the subject drives"},
		{Name: "favorite", Family: true, Doc: "favorite_<thing>: the subject's favourite of a kind (favorite_food = ramen)"},
		{Name: "prefers", Cardinality: Multi, Doc: "a stated preference or a switch to something (dark mode, aisle seats)"},
		{Name: "likes", Cardinality: Multi, Doc: "something the subject likes, loves or enjoys"},
		{Name: "dislikes", Cardinality: Multi, Doc: "something the subject dislikes or hates"},
		{Name: "allergic_to", Cardinality: Multi, Doc: "an allergy"},
		{Name: "pet", Cardinality: Multi, Doc: "an animal the subject has (dog named Biscuit, two cats)"},
		{Name: "hobby", Cardinality: Multi, Doc: "an activity the subject took up or does (guitar, running)"},
	} {
		if err := t.Add(p); err != nil {
			panic(err) // the built-in table is well formed; a test covers it
		}
	}
	return t
}

// Add appends p to the table. The name must be lowercase letters, digits
// and underscores, and not already admitted by an entry.
func (t *Predicates) Add(p Predicate) error {
	if !validPredicateName(p.Name) {
		return fieldErr("predicate.name", fmt.Sprintf("%q must be lowercase letters, digits and underscores", p.Name))
	}
	if p.Cardinality > Multi {
		return fieldErr("predicate.cardinality", fmt.Sprintf("unknown cardinality %d", p.Cardinality))
	}
	if _, ok := t.Lookup(p.Name); ok {
		return fieldErr("predicate.name", fmt.Sprintf("%q is already in the table", p.Name))
	}
	t.list = append(t.list, p)
	return nil
}

// Lookup returns the entry that admits name: an exact entry, or a family
// whose Name + "_" prefixes it.
func (t *Predicates) Lookup(name string) (Predicate, bool) {
	if t == nil {
		return Predicate{}, false
	}
	for _, p := range t.list {
		if p.Name == name && !p.Family {
			return p, true
		}
		if p.Family && len(name) > len(p.Name)+1 && strings.HasPrefix(name, p.Name+"_") && validPredicateName(name) {
			return p, true
		}
	}
	return Predicate{}, false
}

// All returns the entries in table order.
func (t *Predicates) All() []Predicate { return slices.Clone(t.list) }

func validPredicateName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// Tabled is implemented by an extractor that emits predicates from a
// table of its own (an LLM extractor configured with extra predicates).
type Tabled interface {
	Predicates() *Predicates
}

// TableOf is the table x's output is validated against: its own when it
// is Tabled, else DefaultPredicates.
func TableOf(x Extractor) *Predicates {
	if t, ok := x.(Tabled); ok && t.Predicates() != nil {
		return t.Predicates()
	}
	return DefaultPredicates()
}
