package summarytext

import "testing"

func TestSupport(t *testing.T) {
	span := "Quentin rehearsed the concerto twice on Monday, for 3 hours."
	for _, c := range []struct {
		sentence string
		want     float64
	}{
		{"Quentin rehearsed the concerto twice.", 1},
		{"Quentin's rehearsal of the concerto took 3 hours.", 0.8}, // "rehearsal" by its first five letters; "took" is not in the span
		{"Quentin rehearsed the concerto for 5 hours.", 0},         // a number the span does not hold
		{"Quentin played the violin at the opera.", 0.25},          // quentin, of quentin played violin opera
		{"It was.", 0},
	} {
		got := Support(c.sentence, span)
		if got != c.want {
			t.Errorf("%q: support %.2f, want %.2f", c.sentence, got, c.want)
		}
	}
	if !Supported("Quentin rehearsed twice. Dinner was at the harbour.", []string{span, "Dinner afterwards was at the harbour restaurant."}) {
		t.Error("two supported sentences not Supported")
	}
	if Supported("Quentin rehearsed twice.", []string{span, span}) {
		t.Error("a sentence count that differs from the spans' is Supported")
	}
}
