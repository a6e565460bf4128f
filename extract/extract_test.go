package extract

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestPatternExtractorBasics(t *testing.T) {
	at := time.Date(2025, 12, 1, 9, 0, 0, 0, time.UTC)
	cases := []struct {
		in                   Input
		subject, pred, value string
		op                   Op
		from                 string // "" for zero
	}{
		{Input{Text: "I moved to Seattle in October."}, "user", "lives_in", "Seattle", OpAssert, "2025-10-01"},
		{Input{Text: "Honestly, I'm vegetarian.", Speaker: "Maya", Role: RoleUser}, "user:maya", "diet", "vegetarian", OpAssert, ""},
		{Input{Text: "I stopped being vegetarian.", Role: RoleParticipant, Speaker: "Ana Lee"}, "user:ana_lee", "diet", "vegetarian", OpEnd, ""},
		{Input{Text: "I like it here. My favourite food is ramen!"}, "user", "favorite_food", "ramen", OpAssert, ""},
		{Input{Text: "Ben got engaged last week.", Role: RoleParticipant, Speaker: "Ana"}, "user:ben", "relationship", "engaged", OpAssert, "2025-11-24"},
		{Input{Text: "I took up knitting last winter."}, "user", "hobby", "knitting", OpAssert, "2024-12-01"},
		{Input{Text: "I've been vegan for two years."}, "user", "diet", "vegan", OpAssert, "2023-12-01"},
	}
	for _, c := range cases {
		c.in.OccurredAt = at
		out, err := PatternExtractor{}.Extract(context.Background(), c.in)
		if err != nil {
			t.Fatal(err)
		}
		if err := Validate(c.in, out, nil); err != nil {
			t.Fatalf("%q: %v", c.in.Text, err)
		}
		if len(out.Claims) != 1 {
			t.Errorf("%q: claims %+v (diagnostics %v)", c.in.Text, out.Claims, out.Diagnostics)
			continue
		}
		g := out.Claims[0]
		from := ""
		if !g.ValidFrom.IsZero() {
			from = g.ValidFrom.Format("2006-01-02")
		}
		if g.Subject != c.subject || g.Predicate != c.pred || g.Value != c.value || g.Op != c.op || from != c.from {
			t.Errorf("%q: got %s %s=%q %s from %q", c.in.Text, g.Subject, g.Predicate, g.Value, g.Op, from)
		}
		if span := c.in.Text[g.Start:g.End]; !strings.Contains(span, g.Value) {
			t.Errorf("%q: span %q does not hold the value %q", c.in.Text, span, g.Value)
		}
	}
}

func TestPatternExtractorStatesNothingFromOtherRolesAndNonStatements(t *testing.T) {
	for _, in := range []Input{
		{Text: "I live in Boston.", Role: RoleAssistant},
		{Text: "I live in Boston.", Role: RoleTool},
		{Text: "I live in Boston.", Role: RoleSystem},
		{Text: "I live in Boston.", Role: RoleParticipant}, // no speaker: cannot attribute
		{Text: "Do I live in Boston?"},
		{Text: "If I lived in Boston I'd walk more."},
		{Text: "I'm thinking of moving to Boston."},
		{Text: "I don't live in Boston."},
		{Text: "He moved to Boston."},
		{Text: "My friend says I should move to Boston."},
	} {
		out, err := PatternExtractor{}.Extract(context.Background(), in)
		if err != nil || len(out.Claims) != 0 {
			t.Errorf("%q (%s): %+v %v", in.Text, in.Role, out.Claims, err)
		}
	}
}

func TestValidateNamesTheField(t *testing.T) {
	in := Input{Text: "I live in Boston."}
	ok := ExtractedClaim{Subject: "user", Predicate: "lives_in", Value: "Boston", Start: 0, End: 16}
	for _, c := range []struct {
		mut   func(*ExtractedClaim)
		field string
	}{
		{func(c *ExtractedClaim) { c.End = 99 }, "extraction.claims[1].span"},
		{func(c *ExtractedClaim) { c.Start = -1 }, "extraction.claims[1].span"},
		{func(c *ExtractedClaim) { c.Value = "" }, "extraction.claims[1].value"},
		{func(c *ExtractedClaim) { c.Predicate = "foo" }, "extraction.claims[1].predicate"},
		{func(c *ExtractedClaim) { c.Predicate = "favorite_" }, "extraction.claims[1].predicate"},
		{func(c *ExtractedClaim) { c.Subject = " " }, "extraction.claims[1].subject"},
		{func(c *ExtractedClaim) { c.Op = 7 }, "extraction.claims[1].op"},
		{func(c *ExtractedClaim) { c.Confidence = 2 }, "extraction.claims[1].confidence"},
	} {
		bad := ok
		c.mut(&bad)
		err := Validate(in, Extraction{Claims: []ExtractedClaim{ok, bad}}, nil)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field || !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: got %v, want field %s", bad, err, c.field)
		}
	}
	if err := Validate(in, Extraction{Claims: []ExtractedClaim{ok, {Subject: "user", Predicate: "lives_in", Op: OpEnd, Start: 0, End: 1}}}, nil); err != nil {
		t.Errorf("an end with no value is valid: %v", err)
	}
	err := Validate(in, Extraction{Claims: []ExtractedClaim{{Subject: "u", Predicate: "foo", Value: "v", Start: 0, End: 1}}}, nil)
	if err == nil || err.Error() != `extraction.claims[0].predicate: unknown predicate "foo"` {
		t.Errorf("message: %v", err)
	}
}

func TestPredicatesTableIsExtensible(t *testing.T) {
	tb := DefaultPredicates()
	if p, ok := tb.Lookup("favorite_food"); !ok || !p.Family || p.Cardinality != Single {
		t.Fatalf("favorite family: %+v %v", p, ok)
	}
	if p, ok := tb.Lookup("likes"); !ok || p.Cardinality != Multi {
		t.Fatalf("likes: %+v", p)
	}
	if _, ok := tb.Lookup("speaks"); ok {
		t.Fatal("speaks is not built in")
	}
	if err := tb.Add(Predicate{Name: "speaks", Cardinality: Multi, Doc: "a language"}); err != nil {
		t.Fatal(err)
	}
	if _, ok := tb.Lookup("speaks"); !ok {
		t.Fatal("added predicate not found")
	}
	for _, bad := range []Predicate{{Name: "speaks"}, {Name: "Has Space"}, {Name: ""}, {Name: "x", Cardinality: 9}} {
		if err := tb.Add(bad); !errors.Is(err, ErrInvalid) {
			t.Errorf("Add(%+v): %v", bad, err)
		}
	}
	if _, ok := DefaultPredicates().Lookup("speaks"); ok {
		t.Fatal("Add changed the default table")
	}
}

// FuzzPatternExtractor: any text, any role, never a panic, and the output
// always passes Validate.
func FuzzPatternExtractor(f *testing.F) {
	for _, s := range []string{"I moved to Seattle in October.", "I stopped being vegetarian, I eat fish now.",
		"Maya moved to Denver.", "My favourite K. is J. K.", "I love \xff and ’it’.", "I switched from a to b to c.", ""} {
		f.Add(s, "user")
	}
	f.Fuzz(func(t *testing.T, text, role string) {
		in := Input{Text: text, Role: Role(role), Speaker: "Maya", OccurredAt: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
		out, err := PatternExtractor{}.Extract(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if err := Validate(in, out, nil); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	})
}
