package cognitive

import (
	"math"
	"testing"
)

func TestParaphrase(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"What do Priya's kids like?", "Tell me what Priya's children enjoy?"},
		{"When did Tomas go to the YMCA support group?", "At what time did Tomas travel to the YMCA backing group?"},
		{"Who is Kid Cudi?", "Which person is Kid Cudi?"}, // capitalized words are names: never swapped
		{"xyz", "xyz"},
	} {
		if got := Paraphrase(c.in); got != c.want {
			t.Errorf("Paraphrase(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestPaired(t *testing.T) {
	d := paired([]float64{0.5, 0.5, 1, 0}, []float64{1, 0.5, 0.5, 0})
	if d.Worse != 1 || d.Better != 1 || d.Same != 2 || d.Mean != 0 || d.Lo > 0 || d.Hi < 0 {
		t.Fatalf("paired = %+v", d)
	}
	d = paired([]float64{0, 0, 0}, []float64{1, 1, 1})
	if d.Better != 3 || math.Abs(d.Mean-1) > 1e-12 || d.Lo != 1 || d.Hi != 1 {
		t.Fatalf("all better: %+v", d)
	}
}
