package scenarios

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/evicortex/evicortex/bench/metrics"
)

// TestRawBundledUpToDate: the committed raw.jsonl is exactly GenerateRaw's
// dev output (regenerate with -update).
func TestRawBundledUpToDate(t *testing.T) {
	want := Encode(GenerateRaw(RawBundledSeed, RawBundledPerKind, PhrasingDev))
	if *update {
		if err := os.WriteFile("raw.jsonl", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(bundledRaw, want) {
		t.Fatal("raw.jsonl differs from GenerateRaw(RawBundledSeed); run go test ./bench/scenarios -run TestRawBundledUpToDate -update")
	}
}

func TestGenerateRawDeterministic(t *testing.T) {
	a, b := Encode(GenerateRaw(7, 2, PhrasingDev)), Encode(GenerateRaw(7, 2, PhrasingDev))
	if !bytes.Equal(a, b) {
		t.Fatal("same seed, different scenarios")
	}
	if bytes.Equal(a, Encode(GenerateRaw(8, 2, PhrasingDev))) {
		t.Fatal("different seeds, same scenarios")
	}
}

// TestRawSets: both sets parse back, carry no claim, cover every raw kind
// and both intents, and every gold is a user's own turn whose text names
// the expected value under the answer rule.
func TestRawSets(t *testing.T) {
	dev, err := RawBundled()
	if err != nil {
		t.Fatal(err)
	}
	hold, err := Parse(bytes.NewReader(Encode(RawHoldout())))
	if err != nil {
		t.Fatal(err)
	}
	for name, scs := range map[string][]Scenario{"dev": dev, "holdout": hold} {
		kinds, intents := map[string]int{}, map[string]int{}
		for i := range scs {
			s := &scs[i]
			kinds[s.Kind]++
			obs := map[string]*Observation{}
			for j := range s.Observations {
				o := &s.Observations[j]
				obs[o.ID] = o
				if o.Claim != nil {
					t.Fatalf("%s %s/%s: a raw observation carries a claim", name, s.ID, o.ID)
				}
			}
			for j := range s.Questions {
				q := &s.Questions[j]
				intents[q.Intent]++
				g := obs[q.Gold[0]]
				if g.Role != "user" {
					t.Errorf("%s %s/%s: gold %s is a %s turn", name, s.ID, q.ID, g.ID, g.Role)
				}
				if ans, _ := metrics.Answer([]metrics.Item{{Text: g.Text}}, "", "", q.Candidates); ans != q.Expected {
					t.Errorf("%s %s/%s: gold text %q reads %q, want %q", name, s.ID, q.ID, g.Text, ans, q.Expected)
				}
				if q.Intent == "historical" && !g.At.Before(q.AsOf) {
					t.Errorf("%s %s/%s: gold said at %s, not before %s", name, s.ID, q.ID, g.At, q.AsOf)
				}
			}
		}
		for _, k := range RawKinds {
			if kinds[k] < 20 {
				t.Errorf("%s: kind %s: %d scenarios", name, k, kinds[k])
			}
		}
		if intents["current"] < 200 || intents["historical"] < 150 {
			t.Errorf("%s: intents %v", name, intents)
		}
	}
}

// TestRawHoldoutDisjoint: the holdout, fresh and blind sets share no user name,
// question text or statement wording with the dev set or each other
// (values aside).
func TestRawHoldoutDisjoint(t *testing.T) {
	dev, err := RawBundled()
	if err != nil {
		t.Fatal(err)
	}
	shape := func(s *Scenario, text string) string {
		text = strings.ReplaceAll(text, s.Observations[0].Speaker, "{name}")
		a := rawAttrs[s.Questions[0].Predicate]
		for _, v := range append(slices.Clone(a.values), append(a.freshValues, a.blindValues...)...) {
			text = strings.ReplaceAll(text, v, "{}")
		}
		return text
	}
	sets := []struct {
		name string
		scs  []Scenario
	}{{"dev", dev}, {"holdout", RawHoldout()}, {"fresh", RawFresh()}, {"blind", RawBlind()}}
	seen := map[string]string{} // shape -> set
	for _, set := range sets {
		mine := map[string]bool{}
		for i := range set.scs {
			s := &set.scs[i]
			var texts []string
			for _, o := range s.Observations {
				if o.Role == "user" {
					texts = append(texts, o.Text)
				}
			}
			for _, q := range s.Questions {
				texts = append(texts, q.Text)
			}
			for _, text := range texts {
				k := shape(s, text)
				if other, ok := seen[k]; ok && other != set.name {
					t.Errorf("%s text %q also in %s", set.name, text, other)
				}
				mine[k] = true
			}
		}
		for k := range mine {
			seen[k] = set.name
		}
	}
}

// TestRawLongFiller: the long sets keep the statements and questions of a
// scenario kind and add filler (about ten times the turns).
func TestRawLongFiller(t *testing.T) {
	short, long := GenerateRaw(RawLongSeed, 1, PhrasingFresh), GenerateRawFiller(RawLongSeed, 1, PhrasingFresh, RawLongFiller)
	if len(short) != len(long) {
		t.Fatalf("%d vs %d scenarios", len(short), len(long))
	}
	var ns, nl int
	for i := range short {
		ns += len(short[i].Observations)
		nl += len(long[i].Observations)
		if len(long[i].Questions) == 0 {
			t.Errorf("%s: no questions", long[i].ID)
		}
	}
	if nl < 6*ns {
		t.Errorf("long sets hold %d turns against %d", nl, ns)
	}
}
