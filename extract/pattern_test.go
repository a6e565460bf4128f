package extract

import (
	"context"
	"strings"
	"testing"
)

func TestPatternExtractor(t *testing.T) {
	x := PatternExtractor{Subject: "user:varun"}
	cases := []struct {
		text, predicate, value string
	}{
		{"I switched from light mode to dark mode today.", "prefers", "dark mode"},
		{"Honestly, I prefer tea in the morning.", "prefers", "tea in the morning"},
		{"I moved to Lyon last spring.", "lives_in", "Lyon last spring"},
		{"I live in Porto and I love it.", "lives_in", "Porto"},
		{"I work as a nurse at the clinic.", "works_as", "nurse at the clinic"},
		{"My favourite food is ramen!", "favorite_food", "ramen"},
		{"I don't like cilantro.", "dislikes", "cilantro"},
		{"I'm allergic to peanuts.", "allergic_to", "peanuts"},
	}
	for _, c := range cases {
		out, err := x.Extract(context.Background(), c.text)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Claims) == 0 {
			t.Errorf("%q: no claim (diagnostics %v)", c.text, out.Diagnostics)
			continue
		}
		got := out.Claims[0]
		if got.Predicate != c.predicate || got.Value != c.value || got.Subject != "user:varun" {
			t.Errorf("%q: got %s=%q, want %s=%q", c.text, got.Predicate, got.Value, c.predicate, c.value)
		}
		if span := c.text[got.Start:got.End]; !strings.Contains(span, got.Value) {
			t.Errorf("%q: span %q does not hold the value %q", c.text, span, got.Value)
		}
	}
	out, _ := x.Extract(context.Background(), "I think so. The weather is nice.")
	if len(out.Claims) != 0 || len(out.Diagnostics) != 1 {
		t.Errorf("no-claim text: %+v", out)
	}
}
