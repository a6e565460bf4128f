package synth

import (
	"errors"
	"strings"
	"testing"
)

func mustGen(t *testing.T, cfg Config) *Workload {
	t.Helper()
	w, err := Generate(cfg)
	if err != nil {
		t.Fatalf("generate %+v: %v", cfg, err)
	}
	return w
}

func TestDeterministic(t *testing.T) {
	for _, seed := range []uint64{1, 7, 42} {
		a, b := mustGen(t, Config{Seed: seed, Users: 3}), mustGen(t, Config{Seed: seed, Users: 3})
		if a.Digest() != b.Digest() {
			t.Fatalf("seed %d: digests differ", seed)
		}
		c := mustGen(t, Config{Seed: seed + 1, Users: 3})
		if a.Digest() == c.Digest() {
			t.Fatalf("seed %d and %d: same digest", seed, seed+1)
		}
	}
}

func TestConsistent(t *testing.T) {
	for _, cfg := range []Config{{}, {Seed: 3, Users: 16, Months: 6}, {Seed: 9, Users: 20, Months: 30, DistractorsPerMonth: 2}} {
		w := mustGen(t, cfg)
		if err := w.Check(); err != nil {
			t.Fatalf("seed %d: %v", cfg.Seed, err)
		}
		kinds := map[Kind]int{}
		for _, q := range w.Questions {
			kinds[q.Kind]++
			for _, g := range q.Gold {
				if _, ok := w.Turn(g); !ok {
					t.Fatalf("question %s: gold %s missing", q.ID, g)
				}
			}
		}
		if kinds[Current] == 0 || kinds[Historical] == 0 || kinds[Unanswerable] == 0 {
			t.Fatalf("seed %d: question kinds %v", cfg.Seed, kinds)
		}
	}
}

// TestCurrentGoldIsLastChange recomputes, independently of Check, the last
// fact turn per subject and predicate.
func TestCurrentGoldIsLastChange(t *testing.T) {
	w := mustGen(t, Config{Seed: 5, Users: 4})
	last := map[string]Turn{}
	for _, tu := range w.Turns {
		if tu.Fact != nil {
			last[tu.Namespace+"|"+tu.Fact.Subject+"|"+tu.Fact.Predicate] = tu
		}
	}
	n := 0
	for _, q := range w.Questions {
		if q.Kind != Current {
			continue
		}
		n++
		want := last[q.Namespace+"|"+q.Subject+"|"+q.Predicate]
		if q.Gold[0] != want.ID || q.Expected != want.Fact.Value {
			t.Fatalf("%s: gold %v %q, want %s %q", q.ID, q.Gold, q.Expected, want.ID, want.Fact.Value)
		}
		if strings.Contains(want.Text, q.Text) || strings.Contains(q.Text, want.Text) {
			t.Fatalf("%s: question copies the turn text", q.ID)
		}
	}
	if n != 4*len(attributes) {
		t.Fatalf("current questions = %d, want %d", n, 4*len(attributes))
	}
}

func TestCheckCatchesBrokenGold(t *testing.T) {
	w := mustGen(t, Config{Seed: 2, Users: 2})
	for i, q := range w.Questions {
		if q.Kind != Current {
			continue
		}
		bad := *w
		bad.Questions = append([]Question(nil), w.Questions...)
		bad.Questions[i].Gold = []string{w.NamespaceTurns(q.Namespace)[0].ID}
		if err := bad.Check(); !errors.Is(err, ErrInconsistent) {
			t.Fatalf("broken gold accepted: %v", err)
		}
		return
	}
}

func TestSupersedesChains(t *testing.T) {
	w := mustGen(t, Config{Seed: 11, Users: 3})
	claims, textOnly := 0, 0
	for _, tu := range w.Turns {
		if tu.Fact != nil && tu.Claim == nil {
			textOnly++
		}
		if tu.Claim != nil && tu.Claim.Supersedes != "" {
			claims++
			p, _ := w.Turn(tu.Claim.Supersedes)
			if p.Claim == nil {
				t.Fatalf("%s supersedes %s which carries no claim", tu.ID, p.ID)
			}
		}
	}
	if claims == 0 || textOnly == 0 {
		t.Fatalf("superseding claims %d, text-only facts %d: want both", claims, textOnly)
	}
}

func TestScale(t *testing.T) {
	w := mustGen(t, Config{Scale: true, Users: 4})
	if len(w.Namespaces) != 1 || w.Namespaces[0] != ScaleNamespace {
		t.Fatalf("namespaces %v", w.Namespaces)
	}
	if n := len(w.NamespaceTurns(ScaleNamespace)); n < ScaleMinTurns {
		t.Fatalf("scale turns %d < %d", n, ScaleMinTurns)
	}
	if !strings.HasPrefix(w.Turns[0].Text, w.Turns[0].Speaker+": ") {
		t.Fatalf("scale turn %q lacks speaker prefix", w.Turns[0].Text)
	}
}

func TestBadConfig(t *testing.T) {
	for _, cfg := range []Config{{Users: -1}, {Users: 65}, {Months: 2}, {DistractorsPerMonth: -3}} {
		if _, err := Generate(cfg); !errors.Is(err, ErrConfig) {
			t.Fatalf("%+v: err %v, want ErrConfig", cfg, err)
		}
	}
}
